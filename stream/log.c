/* The steps of one input.  See log.h. */
#include "log.h"

#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "common.h"
#include "detect.h"
#include "fmap.h"
#include "frame.h"
#include "gzip.h"
#include "schema.h"
#include "varint.h"

#define SAMPLE ((size_t)1 << 20)
#define STOP_FOR_STEPS 2  /* offsets mode: an event with steps is complete */

typedef struct log_s {
  sl_source_t *src;
  const sl_options_t *opt;
  sl_step_fn fn;
  void *ud;
  sl_log_info_t *info;
  sl_error_t *err;
  sl_format_t format, inner;
  int64_t next_step;
  int stopped;           /* the consumer said SL_LOG_STOP            */
  /* tfevents */
  sl_event_t ev;
  char **rm_tags;        /* tags whose plugin is graph_run_metadata  */
  size_t n_rm_tags, cap_rm_tags;
  /* offsets mode: the steps of the event just read */
  sl_event_step_t pend[SL_EV_MAXSTEPS];
  int npend;
  int64_t pend_record;
  sl_frame_t fr;
  const uint64_t *in_pos; /* input read so far, when read sequentially */
} log_t;

/* What the walker reads a delimited record or single message as. */
static sl_top_t top_of(sl_format_t f) {
  return f == SL_FORMAT_RUNMETA ? SL_TOP_RUNMETA : SL_TOP_STEPSTATS;
}

/* Damage seen in bytes that changed while they were read (a mapped log
 * truncated meanwhile, stream/fmap.h) is not the log's: the reader
 * starts over instead, and says so. */
static void warn(log_t *g, const sl_error_t *e) {
  if (sl__fmap_lost_any()) return;
  if (g->opt->warn) g->opt->warn(g->opt->warn_ud, g->src->name, e);
}

/* ---- TF2 tag -> plugin memory ------------------------------------------ */

static int plugin_of(void *ud, const char *tag, size_t tag_n,
                     const char *plugin, size_t plugin_n, int has_plugin) {
  log_t *g = ud;
  size_t i;
  for (i = 0; i < g->n_rm_tags; i++)
    if (strlen(g->rm_tags[i]) == tag_n && memcmp(g->rm_tags[i], tag, tag_n) == 0)
      break;
  if (!has_plugin) return i < g->n_rm_tags;
  if (plugin_n == 18 && memcmp(plugin, "graph_run_metadata", 18) == 0) {
    if (i == g->n_rm_tags) {
      char *copy;
      if (g->n_rm_tags == g->cap_rm_tags) {
        size_t cap = g->cap_rm_tags ? 2 * g->cap_rm_tags : 8;
        char **nt = realloc(g->rm_tags, cap * sizeof *nt);
        if (!nt) return sl__err(g->err, SL_ENOMEM, 0, "out of memory");
        g->rm_tags = nt;
        g->cap_rm_tags = cap;
      }
      copy = malloc(tag_n + 1);
      if (!copy) return sl__err(g->err, SL_ENOMEM, 0, "out of memory");
      memcpy(copy, tag, tag_n);
      copy[tag_n] = '\0';
      g->rm_tags[g->n_rm_tags++] = copy;
    }
    return 1;
  }
  /* The tag now names another plugin: forget it. */
  if (i < g->n_rm_tags) {
    free(g->rm_tags[i]);
    g->rm_tags[i] = g->rm_tags[--g->n_rm_tags];
  }
  return 0;
}

/* ---- handing steps to the consumer -------------------------------------- */

static int emit(log_t *g, sl_step_ref_t *ref) {
  int rc;
  ref->index = g->next_step++;
  ref->in_pos = g->in_pos ? *g->in_pos : ref->at + ref->len;
  g->info->steps++;
  rc = g->fn(g->ud, ref);
  if (rc == SL_LOG_STOP) {
    g->stopped = 1;
    return SL_LOG_STOP;
  }
  return rc;
}

static void ref_init(sl_step_ref_t *ref, sl_source_t *src, uint64_t off,
                     uint64_t len, uint64_t at, sl_top_t top) {
  memset(ref, 0, sizeof *ref);
  ref->record = -1;
  ref->src = src;
  ref->off = off;
  ref->len = len;
  ref->at = at;
  ref->top = top;
  ref->tag = "";
}

static int emit_event_step(log_t *g, const sl_event_step_t *es,
                           int64_t record, sl_source_t *src, uint64_t off,
                           int transient) {
  sl_step_ref_t ref;
  ref_init(&ref, src, off, es->len, es->off, SL_TOP_RUNMETA);
  ref.record = record;
  ref.transient = transient;
  ref.has_meta = 1;
  ref.tag = es->tag;
  ref.tag_len = es->tag_len;
  ref.step = es->step;
  ref.wall_time = es->wall_time;
  return emit(g, &ref);
}

/* A malformed Event whose CRC holds: an error, or skipped. */
static int bad_event(log_t *g, int rc, int64_t record) {
  if (g->err) g->err->record = record;
  if (!g->opt->skip_corrupt || rc == SL_ENOMEM) return rc;
  warn(g, g->err);
  sl__err_clear(g->err);
  return 0;
}

/* ---- stream mode: records held in memory --------------------------------- */

static int held_end(void *ud, const sl_record_t *r) {
  log_t *g = ud;
  g->info->records++;
  if (g->format == SL_FORMAT_DELIMITED) {
    sl_source_t mem;
    sl_step_ref_t ref;
    sl__source_mem(&mem, g->src->name, r->data, r->len);
    ref_init(&ref, &mem, 0, r->len, r->data_off, top_of(g->inner));
    ref.record = r->index;
    ref.transient = 1;
    return emit(g, &ref);
  }
  {
    int n, i, rc;
    sl__event_init(&g->ev, r->data_off, r->len, plugin_of, g, g->err);
    rc = sl__event_feed(&g->ev, r->data, (size_t)r->len);
    n = rc ? rc : sl__event_finish(&g->ev);
    if (n < 0) return bad_event(g, n, r->index);
    for (i = 0; i < n; i++) {
      const sl_event_step_t *es = &g->ev.steps[i];
      sl_source_t mem;
      sl__source_mem(&mem, g->src->name, r->data + (es->off - r->data_off),
                     es->len);
      rc = emit_event_step(g, es, r->index, &mem, 0, 1);
      if (rc) return rc;
    }
    return 0;
  }
}

static int on_corrupt(void *ud, const sl_error_t *what) {
  warn((log_t *)ud, what);
  return 0;
}

static int frame_feed(void *ud, const uint8_t *p, size_t n) {
  return sl__frame_feed(ud, p, n);
}

/* Frames records of the log's format, each held whole for held_end. */
static void held_frame_init(log_t *g) {
  sl_frame_cb_t cb;
  memset(&cb, 0, sizeof cb);
  cb.ud = g;
  cb.end = held_end;
  cb.corrupt = on_corrupt;
  sl__frame_init(&g->fr,
                 g->format == SL_FORMAT_TFEVENTS ? SL_FRAME_TFRECORD
                                                 : SL_FRAME_DELIMITED,
                 0, 1, g->opt->skip_corrupt, g->opt->max_record, &cb, g->err);
}

/* What a log_t holds beyond one read: the TF2 tags remembered. */
static void log_close(log_t *g) {
  size_t i;
  for (i = 0; i < g->n_rm_tags; i++) free(g->rm_tags[i]);
  free(g->rm_tags);
  g->rm_tags = NULL;
  g->n_rm_tags = g->cap_rm_tags = 0;
}

static int read_held(log_t *g, int gzip) {
  sl_gunzip_t gz;
  int rc;
  held_frame_init(g);
  if (gzip) {
    rc = sl__gunzip_init(&gz, frame_feed, &g->fr, g->err);
    g->in_pos = &gz.in_pos;
    if (rc == 0) {
      rc = sl__source_stream(g->src, sl__gunzip_feed, &gz, g->err);
      if (rc == 0) rc = sl__gunzip_finish(&gz);
      g->info->bytes = gz.in_pos;
      sl__gunzip_close(&gz);
    }
  } else {
    g->in_pos = &g->fr.pos;
    rc = sl__source_stream(g->src, frame_feed, &g->fr, g->err);
    g->info->bytes = g->fr.pos;
  }
  if (rc == 0) rc = sl__frame_finish(&g->fr);
  sl__frame_close(&g->fr);
  g->in_pos = NULL;
  if (rc == SL_LOG_STOP && g->stopped) rc = 0;
  return rc;
}

/* ---- offsets mode: a regular file read in place -------------------------- */

static int delimited_in_place(log_t *g) {
  uint64_t off = 0, size = g->src->size;
  int64_t record = 0;
  sl_top_t top = top_of(g->inner);
  while (off < size) {
    uint8_t h[10];
    int64_t got = sl__source_peek(g->src, off, h, sizeof h);
    uint64_t len = 0;
    const uint8_t *q;
    int k, rc;
    sl_step_ref_t ref;
    if (got < 0)
      return sl__err(g->err, (int)got, off, "cannot read: %s",
                     sl_strerror((int)got));
    q = sl__varint(h, h + got, &len);
    if (!q) {
      /* Cut off by the end of the file, or longer than a varint can be. */
      rc = got < 10
               ? sl__err(g->err, SL_ETRUNC, size,
                         "the input ends inside the length of record %lld, "
                         "which starts at byte %llu (truncated?)",
                         (long long)record, (unsigned long long)off)
               : sl__err(g->err, SL_EFORMAT, off,
                         "expected the varint length of record %lld, found "
                         "more than 10 bytes with the continuation bit set",
                         (long long)record);
      if (g->err) g->err->record = record;
      if (g->opt->skip_corrupt && rc == SL_ETRUNC) {
        warn(g, g->err);
        sl__err_clear(g->err);
        return 0;
      }
      return rc;
    }
    k = (int)(q - h);
    if (len > size - off - (uint64_t)k) {
      rc = sl__err(g->err, SL_ETRUNC, size,
                   "the input ends inside record %lld, which starts at byte "
                   "%llu and claims %llu bytes; %llu are there (truncated?)",
                   (long long)record, (unsigned long long)off,
                   (unsigned long long)len,
                   (unsigned long long)(size - off - (uint64_t)k));
      if (g->err) g->err->record = record;
      if (g->opt->skip_corrupt) {
        warn(g, g->err);
        sl__err_clear(g->err);
        return 0;
      }
      return rc;
    }
    /* No --max-record here: the record is read in place, never held, and
     * its length has been checked against the file. */
    ref_init(&ref, g->src, off + (uint64_t)k, len, off + (uint64_t)k, top);
    ref.record = record;
    g->info->records++;
    rc = emit(g, &ref);
    if (rc) return rc == SL_LOG_STOP ? 0 : rc;
    off += (uint64_t)k + len;
    record++;
  }
  g->info->bytes = size;
  return 0;
}

static int ev_begin(void *ud, const sl_record_t *r) {
  log_t *g = ud;
  sl__event_init(&g->ev, r->data_off, r->len, plugin_of, g, g->err);
  return 0;
}

static int ev_data(void *ud, const uint8_t *p, size_t n) {
  log_t *g = ud;
  int rc;
  if (g->ev.state == -1) return 0;
  rc = sl__event_feed(&g->ev, p, n);
  /* A malformed Event stops being parsed; the CRC check still decides
   * whether the record is damaged (reported at its end). */
  if (rc < 0) g->ev.state = -1;
  return rc == SL_ENOMEM ? rc : 0;
}

static int ev_end(void *ud, const sl_record_t *r) {
  log_t *g = ud;
  int n;
  g->info->records++;
  if (g->ev.state == -1) return bad_event(g, SL_EFORMAT, r->index);
  n = sl__event_finish(&g->ev);
  if (n < 0) return bad_event(g, n, r->index);
  if (n == 0) return 0;
  memcpy(g->pend, g->ev.steps, (size_t)n * sizeof g->pend[0]);
  g->npend = n;
  g->pend_record = r->index;
  return STOP_FOR_STEPS;
}

static int tfevents_in_place(log_t *g) {
  uint64_t off = 0, size = g->src->size;
  int64_t next_index = 0;
  sl_frame_cb_t cb;
  memset(&cb, 0, sizeof cb);
  cb.ud = g;
  cb.begin = ev_begin;
  cb.data = ev_data;
  cb.end = ev_end;
  cb.corrupt = on_corrupt;
  for (;;) {
    int rc, i;
    /* Records are read in place (not held): no --max-record; a length
     * past the end of the file is reported as truncation. */
    sl__frame_init(&g->fr, SL_FRAME_TFRECORD, off, 0, g->opt->skip_corrupt,
                   UINT64_MAX, &cb, g->err);
    g->fr.next_index = next_index;
    g->npend = 0;
    rc = off < size ? sl__source_feed(g->src, off, size - off, frame_feed,
                                      &g->fr, g->err)
                    : 0;
    if (rc == 0) rc = sl__frame_finish(&g->fr);
    next_index = g->fr.next_index;
    off = g->fr.pos;
    sl__frame_close(&g->fr);
    if (rc != STOP_FOR_STEPS) {
      g->info->bytes = size;
      return rc;
    }
    /* The record's steps are read again by offset, outside the read. */
    for (i = 0; i < g->npend; i++) {
      rc = emit_event_step(g, &g->pend[i], g->pend_record, g->src,
                           g->pend[i].off, 0);
      if (rc) return rc == SL_LOG_STOP ? 0 : rc;
    }
  }
}

/* ---- one message --------------------------------------------------------- */

static int single(log_t *g, int gzip) {
  sl_step_ref_t ref;
  int rc;
  if (gzip) {
    sl_spool_t sp;
    sl_gunzip_t gz;
    sl__spool_init(&sp, g->opt->spool_memory);
    rc = sl__gunzip_init(&gz, sl__spool_chunk, &sp, g->err);
    if (rc == 0) {
      rc = sl__source_stream(g->src, sl__gunzip_feed, &gz, g->err);
      if (rc == 0) rc = sl__gunzip_finish(&gz);
      g->info->bytes = gz.in_pos;
      sl__gunzip_close(&gz);
    }
    if (rc != 0) {
      sl__spool_free(&sp);
      if (g->err && g->err->code == 0)
        sl__err(g->err, rc, 0, "cannot spool the decompressed input: %s",
                sl_strerror(rc));
      return rc;
    }
    free(g->src->prefix);
    g->src->prefix = NULL;
    g->src->plen = 0;
    sl__spool_into(&sp, g->src);
  } else {
    rc = sl__source_spool(g->src, g->opt->spool_memory, g->err);
    if (rc != 0) return rc;
    g->info->bytes = g->src->size;
  }
  ref_init(&ref, g->src, 0, g->src->size, 0, top_of(g->format));
  g->in_pos = &g->info->bytes;
  rc = emit(g, &ref);
  return rc == SL_LOG_STOP ? 0 : rc;
}

/* ---- detection ------------------------------------------------------------ */

typedef struct collect_s {
  uint8_t *buf;
  size_t n, cap;
} collect_t;

static int collect(void *ud, const uint8_t *p, size_t n) {
  collect_t *c = ud;
  size_t k = c->cap - c->n < n ? c->cap - c->n : n;
  memcpy(c->buf + c->n, p, k);
  c->n += k;
  return c->n == c->cap ? SL_LOG_STOP : 0;
}

/* The format of the input from a sample (decompressed first for gzip). */
static int detect(log_t *g, const uint8_t *sample, size_t n, int gzip) {
  const sl_options_t *opt = g->opt;
  uint64_t total = gzip || g->src->stream ? UINT64_MAX : g->src->size;
  collect_t c;
  int f = 0;
  memset(&c, 0, sizeof c);
  if (gzip) {
    sl_gunzip_t gz;
    int rc;
    c.cap = SAMPLE;
    c.buf = malloc(c.cap);
    if (!c.buf) return sl__err(g->err, SL_ENOMEM, 0, "out of memory");
    rc = sl__gunzip_init(&gz, collect, &c, g->err);
    if (rc == 0) {
      rc = sl__gunzip_feed(&gz, sample, n);
      sl__gunzip_close(&gz);
    }
    if (rc < 0) {
      free(c.buf);
      return rc;
    }
    sample = c.buf;
    n = c.n;
  }
  switch (opt->format) {
  case SL_FORMAT_AUTO:
    f = sl__detect_any(sample, n, total, &g->inner, g->err);
    break;
  case SL_FORMAT_DELIMITED:
    f = sl__detect_delimited(sample, n, total, g->err);
    if (f >= 0) {
      g->inner = (sl_format_t)f;
      f = SL_FORMAT_DELIMITED;
    }
    break;
  case SL_FORMAT_TFEVENTS:
    f = n == 0 || sl__is_tfrecord(sample, n)
            ? SL_FORMAT_TFEVENTS
            : sl__err(g->err, SL_EFORMAT, 0,
                      "expected a TFRecord header (--input-format=tfevents): "
                      "the masked CRC-32C of the first 8 bytes does not "
                      "match the next 4");
    break;
  default: {
    uint64_t bad;
    f = opt->format;
    if (!sl__schema_fits(sample, n, total, opt->format, &bad))
      f = sl__err(g->err, SL_EFORMAT, bad,
                  "expected a binary %s (--input-format=%s); the data stops "
                  "fitting one at this byte",
                  opt->format == SL_FORMAT_RUNMETA ? "RunMetadata"
                                                   : "StepStats",
                  sl_format_name(opt->format));
  }
  }
  free(c.buf);
  if (f < 0 && gzip && g->err)
    /* Offsets into decompressed data need saying so. */
    strncat(g->err->msg, " (of the decompressed data)",
            sizeof g->err->msg - strlen(g->err->msg) - 1);
  return f;
}

int sl__log_read(sl_source_t *src, const sl_options_t *opt, sl_step_fn fn,
                 void *ud, sl_log_info_t *info, sl_error_t *err) {
  log_t g;
  const uint8_t *sample;
  int64_t n;
  int rc, gzip;
  memset(&g, 0, sizeof g);
  memset(info, 0, sizeof *info);
  g.src = src;
  g.opt = opt;
  g.fn = fn;
  g.ud = ud;
  g.info = info;
  g.err = err;
  n = sl__source_sample(src, SAMPLE, &sample, err);
  if (n < 0) return (int)n;
  gzip = sl__is_gzip(sample, (size_t)n);
  rc = detect(&g, sample, (size_t)n, gzip);
  /* A file is read again by offset: its sample has served. */
  sl__source_drop_sample(src);
  if (rc < 0) return rc;
  g.format = (sl_format_t)rc;
  info->format = g.format;
  info->inner = g.inner;
  info->gzip = gzip;
  if (g.format == SL_FORMAT_RUNMETA || g.format == SL_FORMAT_STEPSTATS)
    rc = single(&g, gzip);
  else if (gzip || src->stream)
    rc = read_held(&g, gzip);
  else if (g.format == SL_FORMAT_DELIMITED)
    rc = delimited_in_place(&g);
  else
    rc = tfevents_in_place(&g);
  log_close(&g);
  return rc < 0 ? rc : 0;
}

/* ---- push mode ------------------------------------------------------------ */

struct sl_logpush_s {
  log_t g;
  sl_log_info_t info;
  sl_source_t named;     /* only its name: messages and step refs       */
  int state;             /* 0: telling the format, 1: framing records  */
  int gzip;              /* -1 until two bytes have come               */
  uint8_t head[2];
  size_t nhead;
  sl_gunzip_t gz;
  int gz_ready;
  uint8_t *det;          /* the first bytes, until they tell the format */
  size_t dn, dcap;
  uint64_t fed;          /* bytes fed so far                            */
  uint64_t expect_end;   /* bytes up to here are known to be coming     */
};

/* Decides the format from the first bytes: 1 decided, 0 wait for more,
 * or a negative code with err filled. */
static int push_decide(sl_logpush_t *lp, const uint8_t *det, size_t dn) {
  log_t *g = &lp->g;
  const uint8_t *q;
  uint64_t len = 0, end;
  int f;
  if (g->opt->format == SL_FORMAT_TFEVENTS ||
      (g->opt->format == SL_FORMAT_AUTO && dn >= SL_TFRECORD_HEAD &&
       sl__is_tfrecord(det, dn))) {
    g->format = SL_FORMAT_TFEVENTS;
    return 1;
  }
  if (g->opt->format == SL_FORMAT_STEPSTATS ||
      g->opt->format == SL_FORMAT_RUNMETA)
    return sl__err(g->err, SL_EUSAGE, 0, "a single %s is not a log to "
                   "follow: convert it", sl_format_name(g->opt->format));
  /* An events file needs its first twelve bytes to be recognised. */
  if (g->opt->format == SL_FORMAT_AUTO && dn < SL_TFRECORD_HEAD)
    return 0;
  q = sl__varint(det, det + dn, &len);
  if (!q) {
    if (dn < 10) return 0;
    return sl__err(g->err, SL_EFORMAT, 0, "expected a step log (an events "
                   "file, or varint-length-delimited records): the first "
                   "bytes are neither");
  }
  if (len > g->opt->max_record)
    return sl__err(g->err, SL_ETOOBIG, 0, "the first record claims %llu "
                   "bytes, more than the limit of %llu (--max-record)",
                   (unsigned long long)len,
                   (unsigned long long)g->opt->max_record);
  end = (uint64_t)(q - det) + len;
  if (dn < end) return 0;
  f = sl__detect_delimited(det, (size_t)end, end, g->err);
  if (f < 0) {
    if (g->err)
      strncat(g->err->msg, " (expected a step log: an events file or "
              "length-delimited records)",
              sizeof g->err->msg - strlen(g->err->msg) - 1);
    return f;
  }
  g->format = SL_FORMAT_DELIMITED;
  g->inner = (sl_format_t)f;
  return 1;
}

/* The format is known: records are cut from here on. */
static void push_framing(sl_logpush_t *lp) {
  log_t *g = &lp->g;
  held_frame_init(g);
  /* The framer starts at byte 0 of the stream: what was said to be
   * coming still is (sl__logpush_expect). */
  if (lp->gzip == 0 && lp->expect_end > 0)
    sl__frame_expect(&g->fr, lp->expect_end);
  lp->state = 1;
  lp->info.format = g->format;
  lp->info.inner = g->inner;
}

/* Bytes after gzip (if any): gathered until the format is known, then
 * cut into records. */
static int push_stage(void *ud, const uint8_t *p, size_t n) {
  sl_logpush_t *lp = ud;
  log_t *g = &lp->g;
  int rc;
  if (lp->state == 1) return sl__frame_feed(&g->fr, p, n);
  if (lp->dn + n > lp->dcap) {
    size_t cap = lp->dcap;
    uint8_t *nb;
    if (sl__grow_cap(&cap, lp->dn + n, 1) != 0 ||
        !(nb = realloc(lp->det, cap)))
      return sl__err(g->err, SL_ENOMEM, 0, "out of memory");
    lp->det = nb;
    lp->dcap = cap;
  }
  memcpy(lp->det + lp->dn, p, n);
  lp->dn += n;
  rc = push_decide(lp, lp->det, lp->dn);
  if (rc <= 0) return rc;
  push_framing(lp);
  rc = sl__frame_feed(&g->fr, lp->det, lp->dn);
  free(lp->det);
  lp->det = NULL;
  lp->dn = lp->dcap = 0;
  return rc;
}

int sl__logpush_new(sl_logpush_t **out, const char *name,
                    const sl_options_t *opt, sl_step_fn fn, void *ud,
                    sl_error_t *err) {
  sl_logpush_t *lp = calloc(1, sizeof *lp);
  *out = lp;
  if (!lp) return sl__err(err, SL_ENOMEM, 0, "out of memory");
  lp->named.name = name;
  lp->named.fd = -1;
  lp->gzip = -1;
  lp->g.src = &lp->named;
  lp->g.opt = opt;
  lp->g.fn = fn;
  lp->g.ud = ud;
  lp->g.info = &lp->info;
  lp->g.err = err;
  return 0;
}

/* Two bytes tell gzip from the rest: inflation starts here if so. */
static int push_gzip(sl_logpush_t *lp, const uint8_t *two) {
  int rc;
  lp->gzip = sl__is_gzip(two, 2);
  lp->info.gzip = lp->gzip;
  if (!lp->gzip) return 0;
  rc = sl__gunzip_init(&lp->gz, push_stage, lp, lp->g.err);
  if (rc == 0) lp->gz_ready = 1;
  return rc;
}

int sl__logpush_feed(sl_logpush_t *lp, const uint8_t *p, size_t n) {
  int rc;
  lp->fed += n;
  if (lp->gzip < 0) {
    while (n > 0 && lp->nhead < 2) {
      lp->head[lp->nhead++] = *p++;
      n--;
    }
    if (lp->nhead < 2) return 0;
    if ((rc = push_gzip(lp, lp->head)) != 0) return rc;
    if (lp->gzip) {
      rc = sl__gunzip_feed(&lp->gz, lp->head, 2);
    } else {
      rc = push_stage(lp, lp->head, 2);
    }
    if (rc) return rc;
  }
  if (n == 0) return 0;
  rc = lp->gzip ? sl__gunzip_feed(&lp->gz, p, n) : push_stage(lp, p, n);
  return rc == SL_LOG_STOP ? 0 : rc;
}

int sl__logpush_finish(sl_logpush_t *lp) {
  log_t *g = &lp->g;
  int rc = 0;
  if (lp->gz_ready) rc = sl__gunzip_finish(&lp->gz);
  if (rc == 0 && lp->state == 0 && (lp->dn > 0 || lp->nhead > 0)) {
    rc = sl__err(g->err, SL_ETRUNC, lp->dn, "the input ends after %zu "
                 "bytes, before its first record is complete (truncated?)",
                 lp->dn ? lp->dn : lp->nhead);
    if (g->opt->skip_corrupt) {
      warn(g, g->err);
      sl__err_clear(g->err);
      rc = 0;
    }
  }
  if (rc == 0 && lp->state == 1) rc = sl__frame_finish(&g->fr);
  return rc < 0 ? rc : 0;
}

int sl__logpush_take(sl_logpush_t *lp, const uint8_t *p, size_t n,
                     size_t want, size_t *used, int *wait) {
  int rc;
  *used = 0;
  *wait = 0;
  if (lp->gzip < 0 && lp->nhead == 0) {
    /* Nothing fed yet: the first bytes are looked at where they lie. */
    if (n < 2) {
      *wait = 1;
      return 0;
    }
    if ((rc = push_gzip(lp, p)) != 0) return rc;
  }
  if (lp->gzip != 0 || (lp->state == 0 && lp->dn > 0)) {
    /* Inflated bytes are new memory whatever happens, and bytes already
     * gathered for the format go on the same way: a turn's worth is fed
     * as sl__logpush_feed would. */
    size_t k = n < want ? n : want;
    rc = sl__logpush_feed(lp, p, k);
    *used = k;
    return rc;
  }
  if (lp->state == 0) {
    rc = push_decide(lp, p, n);
    if (rc < 0) return rc;
    if (rc == 0) {
      /* Not enough to tell yet: offered again once the file grows. */
      *wait = 1;
      return 0;
    }
    push_framing(lp);
  }
  rc = sl__frame_feed_in_place(&lp->g.fr, p, n, want, used, wait);
  lp->fed += *used;
  return rc == SL_LOG_STOP ? 0 : rc;
}

void sl__logpush_expect(sl_logpush_t *lp, uint64_t n) {
  lp->expect_end = n > UINT64_MAX - lp->fed ? UINT64_MAX : lp->fed + n;
  if (lp->state == 1 && lp->gzip == 0) sl__frame_expect(&lp->g.fr, n);
}

uint64_t sl__logpush_pending(const sl_logpush_t *lp) {
  if (lp->state == 0) return lp->dn + (lp->gzip < 0 ? lp->nhead : 0);
  return (uint64_t)lp->g.fr.blen + (uint64_t)lp->g.fr.hn;
}

void sl__logpush_free(sl_logpush_t *lp) {
  if (!lp) return;
  if (lp->gz_ready) sl__gunzip_close(&lp->gz);
  if (lp->state == 1) sl__frame_close(&lp->g.fr);
  log_close(&lp->g);
  free(lp->det);
  free(lp);
}

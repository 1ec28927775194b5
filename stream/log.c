/* The steps of one input.  See log.h. */
#include "log.h"

#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "detect.h"
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

static void warn(log_t *g, const sl_error_t *e) {
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

static int read_held(log_t *g, int gzip) {
  sl_frame_cb_t cb;
  sl_gunzip_t gz;
  int rc;
  memset(&cb, 0, sizeof cb);
  cb.ud = g;
  cb.end = held_end;
  cb.corrupt = on_corrupt;
  sl__frame_init(&g->fr,
                 g->format == SL_FORMAT_TFEVENTS ? SL_FRAME_TFRECORD
                                                 : SL_FRAME_DELIMITED,
                 0, 1, g->opt->skip_corrupt, g->opt->max_record, &cb, g->err);
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
  size_t i;
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
  for (i = 0; i < g.n_rm_tags; i++) free(g.rm_tags[i]);
  free(g.rm_tags);
  return rc < 0 ? rc : 0;
}

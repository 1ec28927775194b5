/* The steps of one input.  See steps.h. */
#include "stream/steps.h"

#include <stdlib.h>
#include <string.h>

#include "stream/common.h"
#include "stream/format/registry.h"
#include "stream/io/fmap.h"
#include "stream/io/gzip.h"

/* What pull and push readers share: a format, opened on an environment
 * whose callbacks come here. */
typedef struct reader_s {
  const sl_options_t *opt;
  sl_step_fn fn;
  void *ud;
  sl_log_info_t *info;
  sl_fmt_env_t env;
  const sl_format_ops_t *ops;
  void *self;             /* the open format                            */
  int64_t next_step;
  int stopped;            /* fn said SL_LOG_STOP                        */
  uint64_t pushed;        /* bytes pushed to the format                 */
  const uint64_t *in_pos; /* input bytes read so far, read in order     */
} reader_t;

static int emit(void *ud, sl_step_ref_t *ref) {
  reader_t *r = ud;
  int rc;
  ref->index = r->next_step++;
  ref->in_pos = r->in_pos ? *r->in_pos : ref->at + ref->len;
  r->info->steps++;
  rc = r->fn(r->ud, ref);
  if (rc == SL_LOG_STOP) r->stopped = 1;
  return rc;
}

/* Damage seen in bytes that changed while they were read (a mapped log
 * truncated meanwhile, stream/io/fmap.h) is not the log's: the reader
 * starts over instead, and says so. */
static void warn(void *ud, const sl_error_t *e) {
  reader_t *r = ud;
  if (sl__fmap_lost_any()) return;
  if (r->opt->warn) r->opt->warn(r->opt->warn_ud, r->env.named->name, e);
}

/* Opens the format the sniff found on the bytes of `named`: re-readable
 * by offset from `src`, or (src NULL) held as they come. */
static int reader_open(reader_t *r, const sl_format_ops_t *ops,
                       const sl_sniff_t *s, sl_source_t *named,
                       sl_source_t *src, int logs_only, sl_error_t *err) {
  r->ops = ops;
  r->info->format = s->format;
  r->info->inner = s->inner;
  r->env.opt = r->opt;
  r->env.named = named;
  r->env.src = src;
  r->env.total = src ? src->size : UINT64_MAX;
  r->env.inner = s->inner;
  r->env.logs_only = logs_only;
  r->env.emit = emit;
  r->env.ud = r;
  r->env.warn = warn;
  r->env.info = r->info;
  r->env.err = err;
  return ops->open(&r->self, &r->env);
}

static void reader_close(reader_t *r) {
  if (r->ops) r->ops->close(r->self);
  r->ops = NULL;
  r->self = NULL;
}

static int push_chunk(void *ud, const uint8_t *p, size_t n) {
  reader_t *r = ud;
  uint64_t skip = 0;
  r->pushed += n;
  return r->ops->feed(r->self, p, n, &skip);
}

/* ---- pull ------------------------------------------------------------------------ */

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

/* The format of the input from its first bytes (decompressed first for
 * gzip). */
static int detect(reader_t *r, sl_source_t *src, const uint8_t *sample,
                  size_t n, int gzip, sl_sniff_t *s, sl_error_t *err) {
  uint64_t total = gzip || src->stream ? UINT64_MAX : src->size;
  collect_t c;
  int rc;
  memset(&c, 0, sizeof c);
  if (gzip) {
    sl_gunzip_t gz;
    c.cap = SL_SNIFF_SAMPLE;
    c.buf = malloc(c.cap);
    if (!c.buf) return sl__err(err, SL_ENOMEM, 0, "out of memory");
    rc = sl__gunzip_init(&gz, collect, &c, err);
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
  rc = sl__detect(sample, n, total, 0, r->opt, 0, &r->ops, s, err);
  free(c.buf);
  if (rc < 0 && gzip && err)
    /* Offsets into decompressed data need saying so. */
    strncat(err->msg, " (of the decompressed data)",
            sizeof err->msg - strlen(err->msg) - 1);
  return rc;
}

/* A re-readable source, pushed a chunk at a time from where the format
 * needs bytes next: what it says it need not see is jumped, and then only
 * a little is read, enough for a record's header. */
static int pull_in_place(reader_t *r, sl_source_t *src, sl_error_t *err) {
  uint8_t *buf = malloc(SL_CHUNK);
  uint64_t off = 0;
  size_t want = SL_CHUNK;
  int rc = 0;
  if (!buf) return sl__err(err, SL_ENOMEM, 0, "out of memory");
  while (off < src->size && rc == 0) {
    size_t k = src->size - off < want ? (size_t)(src->size - off) : want;
    int64_t got = sl__source_peek(src, off, buf, k);
    uint64_t skip = 0;
    if (got < 0) {
      rc = sl__err(err, (int)got, off, "cannot read: %s",
                   sl_strerror((int)got));
      break;
    }
    if (got == 0) {
      rc = sl__err(err, SL_ETRUNC, off, "the input ended at byte %llu "
                   "while %llu more bytes were expected (was it truncated "
                   "while being read?)", (unsigned long long)off,
                   (unsigned long long)(src->size - off));
      break;
    }
    rc = r->ops->feed(r->self, buf, (size_t)got, &skip);
    off += (uint64_t)got + skip;
    want = skip ? 4096 : SL_CHUNK;
  }
  free(buf);
  return rc;
}

int sl__steps_read(sl_source_t *src, const sl_options_t *opt, sl_step_fn fn,
                   void *ud, sl_log_info_t *info, sl_error_t *err) {
  reader_t r;
  sl_sniff_t s;
  const uint8_t *sample;
  int64_t n;
  int rc, gzip;
  memset(&r, 0, sizeof r);
  memset(info, 0, sizeof *info);
  r.opt = opt;
  r.fn = fn;
  r.ud = ud;
  r.info = info;
  n = sl__source_sample(src, SL_SNIFF_SAMPLE, &sample, err);
  if (n < 0) return (int)n;
  gzip = sl__is_gzip(sample, (size_t)n);
  rc = detect(&r, src, sample, (size_t)n, gzip, &s, err);
  /* A file is read again by offset: its sample has served. */
  sl__source_drop_sample(src);
  if (rc < 0) return rc;
  info->gzip = gzip;
  rc = reader_open(&r, r.ops, &s, src, gzip || src->stream ? NULL : src, 0,
                   err);
  if (rc == 0 && gzip) {
    sl_gunzip_t gz;
    rc = sl__gunzip_init(&gz, push_chunk, &r, err);
    r.in_pos = &gz.in_pos;
    if (rc == 0) {
      rc = sl__source_stream(src, sl__gunzip_feed, &gz, err);
      if (rc == 0) rc = sl__gunzip_finish(&gz);
      if (rc == 0) rc = r.ops->finish(r.self);
      info->bytes = gz.in_pos;
      sl__gunzip_close(&gz);
    }
  } else if (rc == 0 && src->stream) {
    r.in_pos = &r.pushed;
    rc = sl__source_stream(src, push_chunk, &r, err);
    info->bytes = r.pushed;
    if (rc == 0) rc = r.ops->finish(r.self);
  } else if (rc == 0) {
    rc = pull_in_place(&r, src, err);
    info->bytes = src->size;
    if (rc == 0) rc = r.ops->finish(r.self);
  }
  reader_close(&r);
  if (rc == SL_LOG_STOP) rc = 0;
  return rc < 0 ? rc : 0;
}

/* ---- push ------------------------------------------------------------------------ */

struct sl_logpush_s {
  reader_t r;
  sl_log_info_t info;
  sl_source_t named;     /* only its name: messages and step refs       */
  sl_error_t *err;
  int logs_only;
  int state;             /* 0: telling the format, 1: records           */
  int gzip;              /* -1 until two bytes have come                */
  uint8_t head[2];
  size_t nhead;
  sl_gunzip_t gz;
  int gz_ready;
  uint8_t *det;          /* the first bytes, until they tell the format */
  size_t dn, dcap;
  uint64_t fed;          /* bytes fed so far                            */
  uint64_t expect_end;   /* bytes up to here are known to be coming     */
};

/* Decides the format from the first bytes (all there will be when
 * `final`) and opens it: 1 decided, 0 wait for more, or a negative code
 * with err filled.  A log being followed is told as soon as its bytes
 * say; other input from the sample a pull reader would look at. */
static int push_decide(sl_logpush_t *lp, const uint8_t *det, size_t dn,
                       int final) {
  sl_sniff_t s;
  const sl_format_ops_t *ops = NULL;
  int rc, more = !final;
  if (!lp->logs_only && more) {
    if (dn < SL_SNIFF_SAMPLE) return 0;
    more = 0;
  }
  memset(&s, 0, sizeof s);
  rc = sl__detect(det, dn < SL_SNIFF_SAMPLE || lp->logs_only ? dn
                                                               : SL_SNIFF_SAMPLE,
                  UINT64_MAX, more, lp->r.opt, lp->logs_only, &ops, &s,
                  lp->err);
  if (rc <= 0) {
    if (rc < 0 && lp->gzip == 1 && lp->err)
      strncat(lp->err->msg, " (of the decompressed data)",
              sizeof lp->err->msg - strlen(lp->err->msg) - 1);
    return rc;
  }
  rc = reader_open(&lp->r, ops, &s, &lp->named, NULL, lp->logs_only,
                   lp->err);
  if (rc) return rc;
  /* The records start at byte 0 of the stream: what was said to be
   * coming still is (sl__logpush_expect). */
  if (lp->gzip == 0 && lp->expect_end > 0 && ops->expect)
    ops->expect(lp->r.self, lp->expect_end);
  lp->state = 1;
  return 1;
}

/* Bytes after gzip (if any): gathered until the format is known, then
 * cut into records. */
static int push_stage(void *ud, const uint8_t *p, size_t n) {
  sl_logpush_t *lp = ud;
  int rc;
  if (lp->state == 1) return push_chunk(&lp->r, p, n);
  if (lp->dn + n > lp->dcap) {
    size_t cap = lp->dcap;
    uint8_t *nb;
    if (sl__grow_cap(&cap, lp->dn + n, 1) != 0 ||
        !(nb = realloc(lp->det, cap)))
      return sl__err(lp->err, SL_ENOMEM, 0, "out of memory");
    lp->det = nb;
    lp->dcap = cap;
  }
  memcpy(lp->det + lp->dn, p, n);
  lp->dn += n;
  rc = push_decide(lp, lp->det, lp->dn, 0);
  if (rc <= 0) return rc;
  rc = push_chunk(&lp->r, lp->det, lp->dn);
  free(lp->det);
  lp->det = NULL;
  lp->dn = lp->dcap = 0;
  return rc;
}

int sl__logpush_new(sl_logpush_t **out, const char *name,
                    const sl_options_t *opt, int logs_only, sl_step_fn fn,
                    void *ud, sl_error_t *err) {
  sl_logpush_t *lp = calloc(1, sizeof *lp);
  *out = lp;
  if (!lp) return sl__err(err, SL_ENOMEM, 0, "out of memory");
  sl__source_mem(&lp->named, name, NULL, 0);
  lp->gzip = -1;
  lp->err = err;
  lp->logs_only = logs_only;
  lp->r.opt = opt;
  lp->r.fn = fn;
  lp->r.ud = ud;
  lp->r.info = &lp->info;
  return 0;
}

/* Two bytes tell gzip from the rest: inflation starts here if so. */
static int push_gzip(sl_logpush_t *lp, const uint8_t *two) {
  int rc;
  lp->gzip = sl__is_gzip(two, 2);
  lp->info.gzip = lp->gzip;
  if (!lp->gzip) return 0;
  rc = sl__gunzip_init(&lp->gz, push_stage, lp, lp->err);
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
    rc = lp->gzip ? sl__gunzip_feed(&lp->gz, lp->head, 2)
                  : push_stage(lp, lp->head, 2);
    if (rc) return rc == SL_LOG_STOP ? 0 : rc;
  }
  if (n == 0) return 0;
  rc = lp->gzip ? sl__gunzip_feed(&lp->gz, p, n) : push_stage(lp, p, n);
  return rc == SL_LOG_STOP ? 0 : rc;
}

int sl__logpush_finish(sl_logpush_t *lp) {
  int rc = 0;
  if (lp->gz_ready) rc = sl__gunzip_finish(&lp->gz);
  if (rc == 0 && lp->gzip < 0 && lp->nhead > 0 && !lp->logs_only) {
    /* One byte in all: not gzip. */
    lp->gzip = 0;
    rc = push_stage(lp, lp->head, lp->nhead);
  }
  if (rc == 0 && lp->state == 0 && !lp->logs_only) {
    /* All there is: the format is told from it, as a pull reader would. */
    rc = push_decide(lp, lp->det, lp->dn, 1);
    if (rc == 1) rc = lp->dn ? push_chunk(&lp->r, lp->det, lp->dn) : 0;
    else if (rc == 0)
      rc = sl__err(lp->err, SL_EDETECT, 0, "the input is too short to tell "
                   "its format");
  }
  if (rc == 0 && lp->state == 0 && (lp->dn > 0 || lp->nhead > 0)) {
    rc = sl__err(lp->err, SL_ETRUNC, lp->dn, "the input ends after %zu "
                 "bytes, before its first record is complete (truncated?)",
                 lp->dn ? lp->dn : lp->nhead);
    if (lp->r.opt->skip_corrupt) {
      warn(&lp->r, lp->err);
      sl__err_clear(lp->err);
      rc = 0;
    }
  }
  if (rc == 0 && lp->state == 1) rc = lp->r.ops->finish(lp->r.self);
  if (rc == SL_LOG_STOP) rc = 0;
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
  if (lp->gzip != 0 || (lp->state == 0 && lp->dn > 0) ||
      (lp->state == 1 && !lp->r.ops->take)) {
    /* Inflated bytes are new memory whatever happens, and bytes already
     * gathered for the format go on the same way: a turn's worth is fed
     * as sl__logpush_feed would. */
    size_t k = n < want ? n : want;
    rc = sl__logpush_feed(lp, p, k);
    *used = k;
    return rc;
  }
  if (lp->state == 0) {
    rc = push_decide(lp, p, n, 0);
    if (rc < 0) return rc;
    if (rc == 0) {
      /* Not enough to tell yet: offered again once the file grows. */
      *wait = 1;
      return 0;
    }
    if (!lp->r.ops->take) {
      size_t k = n < want ? n : want;
      rc = push_chunk(&lp->r, p, k);
      *used = k;
      lp->fed += k;
      return rc == SL_LOG_STOP ? 0 : rc;
    }
  }
  rc = lp->r.ops->take(lp->r.self, p, n, want, used, wait);
  lp->fed += *used;
  return rc == SL_LOG_STOP ? 0 : rc;
}

void sl__logpush_expect(sl_logpush_t *lp, uint64_t n) {
  lp->expect_end = n > UINT64_MAX - lp->fed ? UINT64_MAX : lp->fed + n;
  if (lp->state == 1 && lp->gzip == 0 && lp->r.ops->expect)
    lp->r.ops->expect(lp->r.self, n);
}

uint64_t sl__logpush_pending(const sl_logpush_t *lp) {
  if (lp->state == 0) return lp->dn + (lp->gzip < 0 ? lp->nhead : 0);
  return lp->r.ops->pending ? lp->r.ops->pending(lp->r.self) : 0;
}

const sl_log_info_t *sl__logpush_info(const sl_logpush_t *lp) {
  return &lp->info;
}

void sl__logpush_free(sl_logpush_t *lp) {
  if (!lp) return;
  if (lp->gz_ready) sl__gunzip_close(&lp->gz);
  reader_close(&lp->r);
  free(lp->det);
  free(lp);
}

/* StepStats input: one binary StepStats or RunMetadata, and logs of them
 * as varint-length-delimited records.  See format.h.
 *
 * A StepStats and a RunMetadata both start with field 1, length-delimited,
 * so the first bytes alone do not tell them apart: a sample is checked
 * against each schema a few levels deep (stream/pb/schema.h), and exactly
 * one reading survives on real files, because a device name such as
 * "/job:..." is never a valid message. */
#include <stdlib.h>
#include <string.h>

#include "stream/common.h"
#include "stream/format/format.h"
#include "stream/pb/schema.h"
#include "stream/pb/varint.h"
#include "stream/record/frame.h"

/* ---- one message -------------------------------------------------------------- */

static int message_sniff(const uint8_t *p, size_t n, uint64_t total,
                         int more, const sl_options_t *opt, int forced,
                         sl_sniff_t *s, sl_error_t *err) {
  uint64_t bad_rm = 0, bad_ss = 0;
  (void)total;
  (void)more;
  if (forced) {
    if (sl__schema_fits(p, n, opt->format, &bad_rm)) {
      s->format = opt->format;
      return 100;
    }
    return sl__err(err, SL_EFORMAT, bad_rm,
                   "expected a binary %s (--input-format=%s); the data "
                   "stops fitting one at this byte",
                   opt->format == SL_FORMAT_RUNMETA ? "RunMetadata"
                                                    : "StepStats",
                   sl_format_name(opt->format));
  }
  /* Both fit only when there is nothing to tell them apart (an empty
   * input, or no device names); then both read the same. */
  if (sl__schema_fits(p, n, SL_FORMAT_RUNMETA, &bad_rm)) {
    s->format = SL_FORMAT_RUNMETA;
    return 90;
  }
  if (sl__schema_fits(p, n, SL_FORMAT_STEPSTATS, &bad_ss)) {
    s->format = SL_FORMAT_STEPSTATS;
    return 80;
  }
  s->bad = bad_rm > bad_ss ? bad_rm : bad_ss;
  return 0;
}

typedef struct message_s {
  const sl_fmt_env_t *env;
  uint64_t fed;
  sl_spool_t spool;
  sl_source_t held;       /* the spooled bytes, once complete          */
} message_t;

static int message_open(void **self, const sl_fmt_env_t *env) {
  message_t *m = calloc(1, sizeof *m);
  *self = m;
  if (!m) return sl__err(env->err, SL_ENOMEM, 0, "out of memory");
  if (env->logs_only)
    return sl__err(env->err, SL_EUSAGE, 0, "a single %s is not a log to "
                   "follow: convert it", sl_format_name(env->info->format));
  m->env = env;
  sl__spool_init(&m->spool, env->opt->spool_memory);
  m->held.fd = -1;
  return 0;
}

/* The message is the step: read in place when it can be read again, else
 * spooled (memory, then a temporary file) for the passes to re-read. */
static int message_feed(void *self, const uint8_t *p, size_t n,
                        uint64_t *skip) {
  message_t *m = self;
  const sl_fmt_env_t *env = m->env;
  int rc;
  m->fed += n;
  if (env->src) {
    *skip = env->total > m->fed ? env->total - m->fed : 0;
    m->fed += *skip;
    return 0;
  }
  rc = sl__spool_chunk(&m->spool, p, n);
  if (rc)
    return sl__err(env->err, rc, m->fed, "cannot spool the input: %s",
                   sl_strerror(rc));
  return 0;
}

static int message_finish(void *self) {
  message_t *m = self;
  const sl_fmt_env_t *env = m->env;
  sl_step_ref_t ref;
  sl_source_t *src = env->src;
  int rc;
  if (!src) {
    sl__spool_into(&m->spool, &m->held, env->named->name);
    src = &m->held;
  }
  sl__ref_init(&ref, src, 0, src->size, 0, sl__top_of(env->info->format));
  rc = env->emit(env->ud, &ref);
  return rc == SL_LOG_STOP ? 0 : rc;
}

static void message_close(void *self) {
  message_t *m = self;
  if (!m) return;
  sl__spool_free(&m->spool);
  sl__source_close(&m->held);
  free(m);
}

const sl_format_ops_t sl__fmt_message = {
    "message", message_sniff, message_open, message_feed, NULL, NULL, NULL,
    message_finish, message_close};

/* ---- delimited records ------------------------------------------------------------ */

/* The record at p[0..n) of a delimited stream with `total` bytes left:
 * the format of its message, SL_SNIFF_MORE (may_wait: it is not all
 * there), or a negative code with *bad_at set.  *rec_end is where the
 * bytes looked at end. */
static int delimited_record(const uint8_t *p, size_t n, uint64_t total,
                            int may_wait, uint64_t max, uint64_t *bad_at,
                            size_t *rec_end, sl_error_t *err) {
  uint64_t len, bad = 0;
  const uint8_t *q = sl__varint(p, p + n, &len);
  size_t k = q ? (size_t)(q - p) : 0, have;
  int rm, ss;
  *bad_at = 0;
  if (k == 0 && may_wait && n < 10) return SL_SNIFF_MORE;
  if (k == 0 || len > total - k) return SL_EFORMAT;
  if (may_wait && len > max)
    return sl__err(err, SL_ETOOBIG, 0, "the first record claims %llu "
                   "bytes, more than the limit of %llu (--max-record)",
                   (unsigned long long)len, (unsigned long long)max);
  if (may_wait && n - k < len) return SL_SNIFF_MORE;
  have = n - k < len ? n - k : (size_t)len;
  rm = sl__schema_fits(p + k, have, SL_FORMAT_RUNMETA, &bad);
  if (!rm) *bad_at = k + bad;
  ss = sl__schema_fits(p + k, have, SL_FORMAT_STEPSTATS, &bad);
  if (!ss && k + bad > *bad_at) *bad_at = k + bad;
  *rec_end = k + have;
  if (rm) return SL_FORMAT_RUNMETA;
  if (ss) return SL_FORMAT_STEPSTATS;
  return SL_EFORMAT;
}

static int delimited_sniff(const uint8_t *p, size_t n, uint64_t total,
                           int more, const sl_options_t *opt, int forced,
                           sl_sniff_t *s, sl_error_t *err) {
  /* Bytes that still come (a log being followed): the first record is
   * waited for whole, and a second is not looked for. */
  int may_wait = more;
  uint64_t bad = 0, bad2;
  size_t end, end2;
  int f = delimited_record(p, n, total, may_wait, opt->max_record, &bad,
                           &end, err);
  if (f == SL_SNIFF_MORE || f == SL_ETOOBIG) return f;
  if (f >= 0 && !forced && !may_wait && end < n && (uint64_t)end < total) {
    /* A second record, when the sample reaches it, must fit too. */
    int g = delimited_record(p + end, n - end, total - end, 0,
                             opt->max_record, &bad2, &end2, err);
    if (g != f) {
      f = SL_EFORMAT;
      bad = end + bad2;
    }
  }
  if (f < 0) {
    if (forced)
      return sl__err(err, SL_EFORMAT, bad,
                     "expected a length-delimited RunMetadata or StepStats "
                     "record (--input-format=delimited); the data stops "
                     "fitting one at this byte");
    s->bad = bad;
    return 0;
  }
  s->format = SL_FORMAT_DELIMITED;
  s->inner = (sl_format_t)f;
  return forced ? 100 : 70;
}

typedef struct delimited_s {
  const sl_fmt_env_t *env;
  sl_frame_t fr;           /* records held (no env->src)               */
  uint64_t pos;            /* in place: bytes seen                     */
  uint8_t head[10];        /* in place: a header cut by a chunk's end  */
  int hn;
  int64_t record;
} delimited_t;

static int held_end(void *ud, const sl_record_t *r) {
  delimited_t *d = ud;
  const sl_fmt_env_t *env = d->env;
  sl_source_t mem;
  sl_step_ref_t ref;
  env->info->records++;
  sl__source_mem(&mem, env->named->name, r->data, r->len);
  sl__ref_init(&ref, &mem, 0, r->len, r->data_off, sl__top_of(env->inner));
  ref.record = r->index;
  ref.transient = 1;
  return env->emit(env->ud, &ref);
}

static int on_corrupt(void *ud, const sl_error_t *what) {
  delimited_t *d = ud;
  if (d->env->warn) d->env->warn(d->env->ud, what);
  return 0;
}

static int delimited_open(void **self, const sl_fmt_env_t *env) {
  delimited_t *d = calloc(1, sizeof *d);
  sl_frame_cb_t cb;
  *self = d;
  if (!d) return sl__err(env->err, SL_ENOMEM, 0, "out of memory");
  d->env = env;
  memset(&cb, 0, sizeof cb);
  cb.ud = d;
  cb.end = held_end;
  cb.corrupt = on_corrupt;
  sl__frame_init(&d->fr, SL_FRAME_DELIMITED, 0, 1, env->opt->skip_corrupt,
                 env->opt->max_record, &cb, env->err);
  return 0;
}

/* A record's header was cut by the end of the input. */
static int cut_header(delimited_t *d, uint64_t at) {
  const sl_fmt_env_t *env = d->env;
  int rc = sl__err(env->err, SL_ETRUNC, env->total,
                   "the input ends inside the length of record %lld, which "
                   "starts at byte %llu (truncated?)",
                   (long long)d->record, (unsigned long long)at);
  rc = sl__fmt_damage(env, rc, d->record);
  return rc ? rc : SL_LOG_STOP;
}

/* In place: each record's header is read and its step handed over at
 * once, a range of env->src; its payload is not looked at (*skip).  No
 * --max-record here: a record is never held, and its length is checked
 * against the input's size. */
static int in_place_feed(delimited_t *d, const uint8_t *p, size_t n,
                         uint64_t *skip) {
  const sl_fmt_env_t *env = d->env;
  size_t i = 0;
  while (i < n) {
    uint64_t len = 0, at = d->pos - (uint64_t)d->hn, data;
    const uint8_t *q;
    int rc, k;
    sl_step_ref_t ref;
    while (i < n && d->hn < 10) {
      uint8_t b = p[i++];
      d->head[d->hn++] = b;
      d->pos++;
      if (b < 0x80) break;
    }
    if (d->head[d->hn - 1] >= 0x80) {
      if (d->hn < 10) return 0;  /* the rest comes with the next bytes */
      rc = sl__err(env->err, SL_EFORMAT, at,
                   "expected the varint length of record %lld, found more "
                   "than 10 bytes with the continuation bit set",
                   (long long)d->record);
      if (env->err) env->err->record = d->record;
      return rc;
    }
    q = sl__varint(d->head, d->head + d->hn, &len);
    k = d->hn;
    d->hn = 0;
    (void)q;
    data = at + (uint64_t)k;
    if (len > env->total - data) {
      rc = sl__err(env->err, SL_ETRUNC, env->total,
                   "the input ends inside record %lld, which starts at byte "
                   "%llu and claims %llu bytes; %llu are there (truncated?)",
                   (long long)d->record, (unsigned long long)at,
                   (unsigned long long)len,
                   (unsigned long long)(env->total - data));
      rc = sl__fmt_damage(env, rc, d->record);
      return rc ? rc : SL_LOG_STOP;
    }
    sl__ref_init(&ref, env->src, data, len, data, sl__top_of(env->inner));
    ref.record = d->record++;
    env->info->records++;
    rc = env->emit(env->ud, &ref);
    if (rc) return rc;
    /* The payload: what of it is in this chunk is stepped over here, the
     * rest by the reader. */
    if (len <= n - i) {
      i += (size_t)len;
      d->pos += len;
    } else {
      *skip = len - (n - i);
      d->pos += len;
      return 0;
    }
  }
  return 0;
}

static int delimited_feed(void *self, const uint8_t *p, size_t n,
                          uint64_t *skip) {
  delimited_t *d = self;
  if (d->env->src) return in_place_feed(d, p, n, skip);
  return sl__frame_feed(&d->fr, p, n);
}

static int delimited_take(void *self, const uint8_t *p, size_t n,
                          size_t want, size_t *used, int *wait) {
  delimited_t *d = self;
  return sl__frame_feed_in_place(&d->fr, p, n, want, used, wait);
}

static uint64_t delimited_pending(const void *self) {
  const delimited_t *d = self;
  return (uint64_t)d->fr.blen + (uint64_t)d->fr.hn;
}

static void delimited_expect(void *self, uint64_t n) {
  sl__frame_expect(&((delimited_t *)self)->fr, n);
}

static int delimited_finish(void *self) {
  delimited_t *d = self;
  if (d->env->src) {
    int rc = d->hn ? cut_header(d, d->pos - (uint64_t)d->hn) : 0;
    return rc == SL_LOG_STOP ? 0 : rc;
  }
  return sl__frame_finish(&d->fr);
}

static void delimited_close(void *self) {
  delimited_t *d = self;
  if (!d) return;
  sl__frame_close(&d->fr);
  free(d);
}

const sl_format_ops_t sl__fmt_delimited = {
    "delimited",      delimited_sniff,   delimited_open,   delimited_feed,
    delimited_take,   delimited_pending, delimited_expect, delimited_finish,
    delimited_close};

/* ---- what the formats share ------------------------------------------------------ */

void sl__ref_init(sl_step_ref_t *ref, sl_source_t *src, uint64_t off,
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

int sl__fmt_damage(const sl_fmt_env_t *env, int rc, int64_t record) {
  if (env->err) env->err->record = record;
  if (!env->opt->skip_corrupt || rc == SL_ENOMEM) return rc;
  if (env->warn) env->warn(env->ud, env->err);
  sl__err_clear(env->err);
  return 0;
}

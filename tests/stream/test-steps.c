/* The readers of stream/steps.c.  Pushed (what `follow` feeds): the same
 * steps whatever the pieces, down to one byte at a time; nothing before a
 * record is complete; gzip and both log forms detected from the first
 * bytes; the end of the input inside a record is truncation; a single
 * message is not a log to follow, but is a step pushed otherwise.  Pulled
 * (a loop that pushes): the same steps as pushed, in place.  Inputs: tests/data/gen_log3_gpu.delimited.pb and
 * an events file built here (a version record, a scalar event, and
 * tagged run metadata). */
#include <stdio.h>
#include <stdlib.h>
#include <zlib.h>

#include "pb.h"
#include "stream/common.h"
#include "stream/record/crc32c.h"
#include "stream/steps.h"
#include "stream/pb/varint.h"
#include "test.h"

typedef struct got_s {
  int steps;
  uint64_t bytes;
  int64_t last_step;
  char tag[64];
} got_t;

static int on_step(void *ud, sl_step_ref_t *ref) {
  got_t *g = ud;
  g->steps++;
  g->bytes += ref->len;
  g->last_step = ref->has_meta ? ref->step : -1;
  snprintf(g->tag, sizeof g->tag, "%.*s", (int)ref->tag_len, ref->tag);
  return 0;
}

/* Feeds p in pieces of `piece` bytes; *steps_at_end[k] records the steps
 * seen after each piece when asked.  Returns finish's result. */
static int logs_only = 1;

static int push(const uint8_t *p, size_t n, size_t piece, got_t *g,
                const sl_options_t *o, sl_error_t *err, const size_t *ends,
                int nends, int *early) {
  sl_logpush_t *lp;
  size_t off = 0;
  int rc, k = 0;
  memset(g, 0, sizeof *g);
  rc = sl__logpush_new(&lp, "test", o, logs_only, on_step, g, err);
  while (rc == 0 && off < n) {
    size_t m = n - off < piece ? n - off : piece;
    rc = sl__logpush_feed(lp, p + off, m);
    off += m;
    /* A step may only have come once its record is whole. */
    while (k < nends && ends[k] <= off) k++;
    if (early && g->steps > k) (*early)++;
  }
  if (rc == 0) rc = sl__logpush_finish(lp);
  sl__logpush_free(lp);
  return rc;
}

/* sl__logpush_take, as follow takes a mapped file: the "file" is
 * p[0..avail), growing `piece` bytes at a time, and each turn offers all
 * of it from the position on, with `want` a turn.  A step's bytes must
 * be where they lie in p (in place, never copied), and nothing may come
 * before its record is whole. */
static const uint8_t *take_base;
static size_t take_avail;
static int take_outside;
static int on_take_step(void *ud, sl_step_ref_t *ref) {
  const uint8_t *m = ref->src->mem + ref->off;
  if (m < take_base || m + ref->len > take_base + take_avail) take_outside++;
  return on_step(ud, ref);
}

static int take(const uint8_t *p, size_t n, size_t piece, size_t want,
                got_t *g, const sl_options_t *o, sl_error_t *err,
                const size_t *ends, int nends, int *early) {
  sl_logpush_t *lp;
  size_t pos = 0;
  int rc, k = 0, turns = 0;
  memset(g, 0, sizeof *g);
  take_base = p;
  take_avail = 0;
  rc = sl__logpush_new(&lp, "test", o, 1, on_take_step, g, err);
  while (rc == 0 && take_avail < n) {
    take_avail = n - take_avail < piece ? n : take_avail + piece;
    while (rc == 0 && pos < take_avail && turns++ < 100000) {
      size_t used = 0;
      int wait = 0;
      rc = sl__logpush_take(lp, p + pos, take_avail - pos, want, &used,
                            &wait);
      pos += used;
      if (wait) break;
    }
    while (k < nends && ends[k] <= take_avail) k++;
    if (early && g->steps > k) (*early)++;
  }
  sl__logpush_free(lp);
  return rc;
}

/* The pull reader over the same bytes in memory. */
static int pull(const uint8_t *p, size_t n, got_t *g, const sl_options_t *o,
                sl_error_t *err) {
  sl_source_t src;
  sl_log_info_t info;
  int rc;
  memset(g, 0, sizeof *g);
  sl__source_mem(&src, "test", p, n);
  rc = sl__steps_read(&src, o, on_step, g, &info, err);
  sl__source_close(&src);
  return rc;
}

static uint8_t *slurp(const char *path, size_t *n) {
  FILE *f = fopen(path, "rb");
  uint8_t *p;
  long sz;
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  sz = ftell(f);
  fseek(f, 0, SEEK_SET);
  p = malloc((size_t)sz + 1);
  if (p && fread(p, 1, (size_t)sz, f) != (size_t)sz) {
    free(p);
    p = NULL;
  }
  fclose(f);
  *n = (size_t)sz;
  return p;
}

static void tfrecord(pb_t *out, const pb_t *data) {
  uint8_t h[12];
  uint64_t len = data->n;
  uint32_t c;
  int i;
  for (i = 0; i < 8; i++) h[i] = (uint8_t)(len >> (8 * i));
  c = sl__crc32c_mask(sl__crc32c(0, h, 8));
  for (i = 0; i < 4; i++) h[8 + i] = (uint8_t)(c >> (8 * i));
  pb_raw(out, h, 12);
  pb_raw(out, data->p, data->n);
  c = sl__crc32c_mask(sl__crc32c(0, data->p, data->n));
  for (i = 0; i < 4; i++) h[i] = (uint8_t)(c >> (8 * i));
  pb_raw(out, h, 4);
}

int main(int argc, char **argv) {
  static pb_t ev, ss, rm, e;
  char path[512];
  uint8_t *dl;
  size_t n, ends[16], piece;
  int nends = 0, early = 0, bad = 0;
  got_t g, ref;
  sl_options_t o;
  sl_error_t err;
  (void)argc;
  (void)argv;
  sl_options_init(&o);

  /* The delimited log of three steps: every piece size. */
  snprintf(path, sizeof path, "%s/tests/data/gen_log3_gpu.delimited.pb",
           SL_SOURCE_DIR);
  dl = slurp(path, &n);
  CHECK(dl != NULL);
  if (!dl) TEST_MAIN_END();
  {
    size_t off = 0;
    while (off < n && nends < 16) {
      uint64_t len = 0;
      const uint8_t *q = sl__varint(dl + off, dl + n, &len);
      off = (size_t)(q - dl) + len;
      ends[nends++] = off;
    }
  }
  CHECK_INT(nends, 3);
  CHECK_INT(push(dl, n, n, &ref, &o, &err, ends, nends, NULL), 0);
  CHECK_INT(ref.steps, 3);
  for (piece = 1; piece < 300; piece += piece < 20 ? 1 : 37) {
    if (push(dl, n, piece, &g, &o, &err, ends, nends, &early) != 0 ||
        g.steps != 3 || g.bytes != ref.bytes)
      bad++;
  }
  CHECK_INT(bad, 0);
  CHECK_INT(early, 0);
  /* Taken in place as the file grows, a turn a record or all at once:
   * the same steps, each where it lies. */
  for (piece = 1; piece < 300; piece += piece < 20 ? 1 : 37) {
    if (take(dl, n, piece, piece % 2 ? 1 : 1 << 20, &g, &o, &err, ends,
             nends, &early) != 0 || g.steps != 3 || g.bytes != ref.bytes)
      bad++;
  }
  CHECK_INT(take(dl, n, n, 1 << 20, &g, &o, &err, ends, nends, &early), 0);
  CHECK_INT(g.steps, 3);
  CHECK_INT(bad, 0);
  CHECK_INT(early, 0);
  CHECK_INT(take_outside, 0);
  /* Cut inside the last record: two steps, then truncation. */
  CHECK_INT(push(dl, n - 5, 7, &g, &o, &err, ends, nends, NULL), SL_ETRUNC);
  CHECK_INT(g.steps, 2);
  /* ... which skip_corrupt reports and passes over. */
  o.skip_corrupt = 1;
  CHECK_INT(push(dl, n - 5, 7, &g, &o, &err, ends, nends, NULL), 0);
  CHECK_INT(g.steps, 2);
  o.skip_corrupt = 0;
  /* Fewer bytes than tell the format: also truncation. */
  CHECK_INT(push(dl, 5, 1, &g, &o, &err, ends, nends, NULL), SL_ETRUNC);
  CHECK_INT(g.steps, 0);

  /* gzip of the same log, fed a byte at a time. */
  {
    uLongf zn = compressBound((uLong)n) + 32;
    uint8_t *z = malloc(zn);
    z_stream zs;
    memset(&zs, 0, sizeof zs);
    CHECK(deflateInit2(&zs, 6, Z_DEFLATED, 31, 8, Z_DEFAULT_STRATEGY) ==
          Z_OK);
    zs.next_in = dl;
    zs.avail_in = (uInt)n;
    zs.next_out = z;
    zs.avail_out = (uInt)zn;
    CHECK(deflate(&zs, Z_FINISH) == Z_STREAM_END);
    CHECK_INT(push(z, zs.total_out, 1, &g, &o, &err, NULL, 0, NULL), 0);
    CHECK_INT(g.steps, 3);
    CHECK_INT(g.bytes, ref.bytes);
    /* Taken, gzip is inflated (copied) a turn at a time. */
    CHECK_INT(take(z, zs.total_out, 100, 64, &g, &o, &err, NULL, 0, NULL),
              0);
    CHECK_INT(g.steps, 3);
    CHECK_INT(g.bytes, ref.bytes);
    deflateEnd(&zs);
    free(z);
  }

  /* An events file: version, a scalar, a step with tag and number. */
  pb_bytes(&e, 3, "brain.Event:2", 13);
  tfrecord(&ev, &e);
  e.n = 0;
  {
    pb_t sv = {{0}, 0}, sm = {{0}, 0};
    pb_str(&sv, 1, "loss");
    pb_raw(&sv, "\x15\x00\x00\x80\x3f", 5);  /* simple_value 1.0 */
    pb_msg(&sm, 1, &sv);
    pb_msg(&e, 5, &sm);
  }
  tfrecord(&ev, &e);
  {
    pb_t dev = {{0}, 0}, node = {{0}, 0}, trm = {{0}, 0};
    pb_str(&node, 1, "a");
    pb_int(&node, 2, 100);
    pb_int(&node, 5, 7);
    pb_str(&dev, 1, "/cpu:0");
    pb_msg(&dev, 2, &node);
    pb_msg(&ss, 1, &dev);
    pb_msg(&rm, 1, &ss);
    pb_str(&trm, 1, "step_42");
    pb_msg(&trm, 2, &rm);
    e.n = 0;
    pb_int(&e, 2, 42);
    pb_msg(&e, 8, &trm);
  }
  tfrecord(&ev, &e);
  ends[0] = ev.n;
  for (piece = 1; piece < 64; piece++) {
    if (push(ev.p, ev.n, piece, &g, &o, &err, ends, 1, &early) != 0 ||
        g.steps != 1 || g.last_step != 42 || strcmp(g.tag, "step_42") != 0)
      bad++;
  }
  CHECK_INT(bad, 0);
  CHECK_INT(early, 0);
  take_outside = 0;
  for (piece = 1; piece < 64; piece++) {
    if (take(ev.p, ev.n, piece, piece % 3 ? 1 : 1 << 20, &g, &o, &err, ends,
             1, &early) != 0 || g.steps != 1 || g.last_step != 42 ||
        strcmp(g.tag, "step_42") != 0)
      bad++;
  }
  CHECK_INT(bad, 0);
  CHECK_INT(early, 0);
  CHECK_INT(take_outside, 0);
  /* A flipped byte in the step's record: its CRC fails, an error. */
  ev.p[ev.n - 10] ^= 1;
  CHECK_INT(push(ev.p, ev.n, 9, &g, &o, &err, NULL, 0, NULL), SL_EFORMAT);
  CHECK(strstr(err.msg, "CRC") != NULL);
  CHECK_INT(take(ev.p, ev.n, 9, 1, &g, &o, &err, NULL, 0, NULL), SL_EFORMAT);
  CHECK(strstr(err.msg, "CRC") != NULL);
  ev.p[ev.n - 10] ^= 1;

  /* One StepStats is not a log: it fails as a delimited one would. */
  CHECK(push(ss.p, ss.n, 3, &g, &o, &err, NULL, 0, NULL) < 0);
  CHECK_INT(g.steps, 0);
  o.format = SL_FORMAT_STEPSTATS;
  CHECK_INT(push(ss.p, ss.n, 3, &g, &o, &err, NULL, 0, NULL), SL_EUSAGE);
  o.format = SL_FORMAT_AUTO;
  /* Pushed other than to follow, it is a step, converted at the end;
   * and pulled, every input gives the same steps as pushed. */
  logs_only = 0;
  CHECK_INT(push(ss.p, ss.n, 3, &g, &o, &err, NULL, 0, NULL), 0);
  CHECK_INT(g.steps, 1);
  CHECK_INT(g.bytes, ss.n);
  CHECK_INT(pull(ss.p, ss.n, &g, &o, &err), 0);
  CHECK_INT(g.steps, 1);
  CHECK_INT(g.bytes, ss.n);
  CHECK_INT(pull(dl, n, &g, &o, &err), 0);
  CHECK_INT(g.steps, 3);
  CHECK_INT(g.bytes, ref.bytes);
  CHECK_INT(pull(ev.p, ev.n, &g, &o, &err), 0);
  CHECK_INT(g.steps, 1);
  CHECK_INT(g.last_step, 42);
  CHECK_INT(push(dl, n, 1000, &g, &o, &err, NULL, 0, NULL), 0);
  CHECK_INT(g.steps, 3);
  /* A delimited log cut inside a record's length, pulled: truncation,
   * after the steps before it. */
  CHECK_INT(pull(dl, ends[1] + 1, &g, &o, &err), SL_ETRUNC);
  CHECK_INT(g.steps, 2);
  free(dl);
  TEST_MAIN_END();
}

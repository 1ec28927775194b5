/* The library as a program embeds it, through the public header only:
 * a step or log converted from bytes in memory (sl_convert_mem) and from
 * chunks of random sizes pushed as they come (sl_reader_*) gives the same
 * bytes as the command line on the same file.
 *
 *   test-embed SHARED STEPLINE ROOT */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

#include "stepline/stepline.h"
#include "buf.h"
#include "test.h"

static const char *cli, *root;

/* What `stepline convert --threads=1 FLAGS PATH` writes. */
static int run_cli(const char *flags, const char *path, tbuf_t *out) {
  char cmd[8192];
  FILE *p;
  uint8_t chunk[65536];
  size_t n;
  out->n = 0;
  snprintf(cmd, sizeof cmd, "'%s' convert --threads=1 %s '%s'", cli, flags,
           path);
  if (!(p = popen(cmd, "r"))) return -1;
  while ((n = fread(chunk, 1, sizeof chunk, p)) > 0) tbuf_put(out, chunk, n);
  return pclose(p) == 0 ? 0 : -1;
}

/* The command's flags as options. */
static void options_of(const char *flags, sl_options_t *o) {
  sl_options_init(o);
  o->threads = 1;
  if (strstr(flags, "--show-memory")) o->show_memory = 1;
  if (strstr(flags, "--no-dataflow")) o->show_dataflow = 0;
  if (strstr(flags, "--pretty")) o->pretty = 1;
  if (strstr(flags, "--op-time=all")) o->op_time = SL_OP_TIME_ALL;
}

static uint64_t rng = 0x2545f4914f6cdd1dull;
static size_t next_size(size_t max) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  /* Mostly small pieces, now and then a large one. */
  return (size_t)(rng % 8 == 0 ? rng % max : rng % 97) + 1;
}

static int same(const tbuf_t *a, const tbuf_t *b) {
  return a->n == b->n && (a->n == 0 || memcmp(a->p, b->p, a->n) == 0);
}

static void check_input(const char *path, const char *flags) {
  tbuf_t in = {0}, want = {0}, got = {0};
  sl_options_t o;
  sl_error_t err;
  sl_reader_t *r = NULL;
  size_t off, k;
  int rc, round;
  if (tbuf_read_file(path, &in) != 0 || run_cli(flags, path, &want) != 0) {
    fprintf(stderr, "cannot read %s or run the command on it\n", path);
    CHECK(0);
    return;
  }
  CHECK(want.n > 100);  /* a trace, not an empty document */
  options_of(flags, &o);
  /* Bytes in memory. */
  memset(&err, 0, sizeof err);
  CHECK_INT(sl_convert_mem(in.p, in.n, &o, tbuf_sink, &got, &err), 0);
  if (!same(&got, &want))
    fprintf(stderr, "%s %s: sl_convert_mem: %zu bytes, the command %zu\n",
            path, flags, got.n, want.n);
  CHECK(same(&got, &want));
  /* Pushed in random pieces, three different cuttings. */
  for (round = 0; round < 3; round++) {
    got.n = 0;
    memset(&err, 0, sizeof err);
    CHECK_INT(sl_reader_new(&o, tbuf_sink, &got, &r, &err), 0);
    if (!r) continue;
    rc = 0;
    for (off = 0; off < in.n && rc == 0; off += k) {
      k = next_size(in.n / 3 + 1);
      if (k > in.n - off) k = in.n - off;
      rc = sl_reader_feed(r, in.p + off, k);
    }
    if (rc == 0) rc = sl_reader_finish(r);
    CHECK_INT(rc, 0);
    if (rc) fprintf(stderr, "%s: %s\n", path, err.msg);
    sl_reader_free(r);
    r = NULL;
    if (!same(&got, &want))
      fprintf(stderr, "%s %s: pushed: %zu bytes, the command %zu\n", path,
              flags, got.n, want.n);
    CHECK(same(&got, &want));
  }
  free(in.p);
  free(want.p);
  free(got.p);
}

/* A damaged input pushed in pieces fails as the command does: one error,
 * a byte offset, and a document that is still valid up to it. */
static void check_damage(void) {
  tbuf_t in = {0}, got = {0};
  char path[4096];
  sl_options_t o;
  sl_error_t err;
  sl_reader_t *r = NULL;
  size_t off, k;
  int rc = 0;
  snprintf(path, sizeof path, "%s/tests/data/gen_log3_gpu.delimited.pb",
           root);
  if (tbuf_read_file(path, &in) != 0) {
    CHECK(0);
    return;
  }
  in.n -= 100;  /* the last record cut short */
  sl_options_init(&o);
  o.threads = 1;
  memset(&err, 0, sizeof err);
  CHECK_INT(sl_reader_new(&o, tbuf_sink, &got, &r, &err), 0);
  for (off = 0; off < in.n && rc == 0; off += k) {
    k = next_size(4096);
    if (k > in.n - off) k = in.n - off;
    rc = sl_reader_feed(r, in.p + off, k);
  }
  if (rc == 0) rc = sl_reader_finish(r);
  CHECK_INT(rc, SL_ETRUNC);
  CHECK_INT(err.code, SL_ETRUNC);
  CHECK(err.offset > 0 && err.offset <= in.n);
  CHECK(err.msg[0] != '\0');
  sl_reader_free(r);
  free(in.p);
  free(got.p);
}

/* A stop asked between steps ends a log's run with SL_ECANCELED after
 * the steps before it; progress comes after each step. */
typedef struct stopper_s {
  int asked, at, progress;
} stopper_t;
static int stop_at(void *ud) {
  stopper_t *s = ud;
  return ++s->asked == s->at;
}
static void count_progress(void *ud, const sl_progress_t *p) {
  stopper_t *s = ud;
  if (!p->done) s->progress++;
}
static void check_stop(void) {
  char path[4096];
  const char *in = path;
  sl_options_t o;
  sl_error_t err;
  tbuf_t got = {0};
  stopper_t s = {0, 2, 0};
  snprintf(path, sizeof path, "%s/tests/data/gen_log3_gpu.delimited.pb",
           root);
  sl_options_init(&o);
  o.stop = stop_at;
  o.stop_ud = &s;
  o.progress = count_progress;
  o.progress_ud = &s;
  CHECK_INT(sl_convert_paths(&in, 1, &o, tbuf_sink, &got, &err),
            SL_ECANCELED);
  CHECK_INT(err.code, SL_ECANCELED);
  CHECK_INT(s.asked, 2);
  CHECK_INT(s.progress, 2);
  free(got.p);
  /* Never asked to stop: all three steps. */
  memset(&got, 0, sizeof got);
  memset(&s, 0, sizeof s);
  CHECK_INT(sl_convert_paths(&in, 1, &o, tbuf_sink, &got, &err), 0);
  CHECK_INT(s.asked, 3);
  free(got.p);
}

/* The input as gzip, in memory. */
static void gzip_file(const char *src, const char *dst) {
  tbuf_t in = {0};
  gzFile z;
  if (tbuf_read_file(src, &in) != 0 || !(z = gzopen(dst, "wb"))) {
    CHECK(0);
    return;
  }
  CHECK_INT(gzwrite(z, in.p, (unsigned)in.n), in.n);
  gzclose(z);
  free(in.p);
}

int main(int argc, char **argv) {
  static const char *data[] = {"gen_small_gpu.runmeta.pb",
                               "gen_edge_cpu.stepstats.pb",
                               "gen_edge_gpu.runmeta.pb",
                               "gen_log3_gpu.delimited.pb"};
  static const char *flags[] = {"", "--show-memory",
                                "--no-dataflow --op-time=all --pretty"};
  static const char *real[] = {
      "yaroslavvb_dynamic_stitch_gpu_profile.runmeta.pb",
      "gradckpt_simple_stepstats.stepstats.pb",
      "DERIVED_events.out.tfevents.dynamic_stitch_gpu"};
  const char *shared = test_shared(argc > 1 ? argv[1] : NULL);
  char path[4096], gz[] = "/tmp/sl-embed-XXXXXX";
  size_t i, j;
  int fd;
  if (argc != 4) {
    fprintf(stderr, "usage: test-embed SHARED STEPLINE ROOT\n");
    return 2;
  }
  cli = argv[2];
  root = argv[3];
  for (i = 0; i < sizeof data / sizeof data[0]; i++)
    for (j = 0; j < sizeof flags / sizeof flags[0]; j++) {
      snprintf(path, sizeof path, "%s/tests/data/%s", root, data[i]);
      check_input(path, flags[j]);
    }
  fd = mkstemp(gz);
  CHECK(fd >= 0);
  if (fd >= 0) {
    close(fd);
    snprintf(path, sizeof path, "%s/tests/data/gen_log3_gpu.delimited.pb",
             root);
    gzip_file(path, gz);
    check_input(gz, "--show-memory");
    unlink(gz);
  }
  check_damage();
  check_stop();
  for (i = 0; shared && i < sizeof real / sizeof real[0]; i++) {
    snprintf(path, sizeof path, "%s/real-traces/%s", shared, real[i]);
    check_input(path, "--show-memory");
  }
  TEST_MAIN_END();
}

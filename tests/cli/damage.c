/* The damage matrix: real samples and generated steps and logs, cut at
 * many offsets (every offset of the small ones), with bytes flipped, huge
 * lengths inserted, slices repeated and messages nested deep.  Every run
 * must end with 0 or an error that is one line naming a byte offset, and
 * whatever JSON it wrote must parse.  Runs the library in-process for
 * every case (under the sanitizer build this is where memory errors
 * show), and the command for a sample of them: exit 0 or 1, never a
 * signal, at most one line on stderr, -o only on success.
 *
 * XSpace profiles (a small real one, one built here) go through the
 * XSpace reader (--input-format=xspace, so damage reaches it) and its
 * three reports.
 *
 *   damage real SHARED STEPLINE   ../shared's real samples (exit 77
 *                                 when they are absent)
 *   damage built ROOT STEPLINE    tests/data and steps built here */
#include <fcntl.h>
#include <jansson.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <zlib.h>

#include "stepline/stepline.h"
#include "buf.h"
#include "jsoncheck.h"

#define SMALL 8192      /* files up to this size are cut at every offset */
/* Under AddressSanitizer each case costs ten to twenty times as much, and
 * the normal build has already held every case to the contract: there
 * the larger files are cut sixteen times as sparsely (still past every
 * record boundary kind, and the small files at every offset) and a third
 * of the random damage is made; the fuzz harnesses of that build search
 * random damage for memory errors besides. */
#if defined(__SANITIZE_ADDRESS__)
#define SL_DAMAGE_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SL_DAMAGE_ASAN 1
#endif
#endif
#ifdef SL_DAMAGE_ASAN
#define SPARSE 16
#define FLIPS 100
#define HUGE_LENGTHS 32  /* each of the 4 lengths in both encodings */
#define REPEATS 16
#else
#define SPARSE 1
#define FLIPS 300
#define HUGE_LENGTHS 100
#define REPEATS 50
#endif

static long cases, failures, cli_runs;
static int xspace;        /* the input is an XSpace profile */
static const char *cli;   /* the stepline binary */
static char tmpdir[] = "/tmp/sl-damage-XXXXXX";

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint64_t rnd(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}

static int max_sink(void *ud, const sl_step_info_t *st,
                    const sl_alloc_max_t *m, size_t n) {
  (void)st;
  return sl_maxima_write_json(m, n, tbuf_sink, ud);
}

static int steps_sink(void *ud, const sl_step_info_t *st) {
  (void)ud;
  (void)st;
  return 0;
}

static void fail(const char *what, const char *name, const char *how,
                 const char *detail) {
  failures++;
  if (failures <= 20)
    fprintf(stderr, "FAIL: %s: %s (%s): %s\n", name, what, how, detail);
}

static int valid_json(const tbuf_t *o, int lines) {
  json_error_t je;
  return sl_test_json_valid(o->p, o->n, lines, &je);
}

static int good_error(int rc, const sl_error_t *e, char *why, size_t n) {
  char line[400];
  if (rc == 0) return 1;
  if (e->code == 0 || !e->msg[0] || strchr(e->msg, '\n')) {
    snprintf(why, n, "rc %d, code %d, message '%s'", rc, e->code, e->msg);
    return 0;
  }
  sl_error_format(e, "in", line, sizeof line);
  if (!strstr(line, "at byte ") || strchr(line, '\n')) {
    snprintf(why, n, "error line without an offset: %s", line);
    return 0;
  }
  return 1;
}

/* The options a case runs with, in turn. */
static void options_for(sl_options_t *o, long k) {
  sl_options_init(o);
  switch (k % 4) {
  case 0: o->threads = 1; break;
  case 1: o->show_memory = 1; o->threads = 1; break;
  case 2: o->op_time = SL_OP_TIME_ALL; o->show_dataflow = 0; break;
  case 3: o->show_memory = 1; o->skip_corrupt = 1; break;
  }
  o->max_record = (uint64_t)64 << 20;
  if (xspace) {
    /* What XSpace defines: memory, dataflow, the layout. */
    o->op_time = SL_OP_TIME_SCHEDULE;
    o->skip_corrupt = 0;
    o->format = SL_FORMAT_XSPACE;
  }
}

/* XSpace's reports on one input. */
static void xspace_reports(const char *path, const sl_options_t *o,
                           const char *name, const char *how) {
  const char *paths[1];
  sl_stats_options_t so;
  sl_mem_options_t mo;
  tbuf_t out = {0};
  sl_error_t e;
  char why[600];
  int rc, grew;
  paths[0] = path;
  memset(&so, 0, sizeof so);
  so.format = SL_REPORT_JSON;
  memset(&e, 0, sizeof e);
  rc = sl_xspace_stats(paths, 1, o, &so, tbuf_sink, &out, &e);
  if (!good_error(rc, &e, why, sizeof why)) fail("stats", name, how, why);
  if (rc == 0 && !valid_json(&out, 0)) fail("stats' JSON", name, how, "invalid");
  out.n = 0;
  memset(&e, 0, sizeof e);
  rc = sl_xspace_steps(paths, 1, o, 1, tbuf_sink, &out, &e);
  if (!good_error(rc, &e, why, sizeof why)) fail("steps", name, how, why);
  if (rc == 0 && !valid_json(&out, 1)) fail("steps' JSON", name, how, "invalid");
  out.n = 0;
  memset(&e, 0, sizeof e);
  memset(&mo, 0, sizeof mo);
  rc = sl_xspace_mem(paths, 1, o, &mo, 1, tbuf_sink, &out, &grew, &e);
  if (!good_error(rc, &e, why, sizeof why)) fail("mem", name, how, why);
  if (rc == 0 && !valid_json(&out, 1)) fail("mem's JSON", name, how, "invalid");
  free(out.p);
}

/* Runs the command on a file: exit 0 or 1, no signal, at most one stderr
 * line (with an offset when it fails), valid JSON on stdout, and with -o
 * a file only on success. */
static void run_cli(const char *path, const char *name, const char *how,
                    int with_o) {
  char out[256], err[256], dst[256], detail[600];
  pid_t pid;
  int st;
  struct stat sb;
  snprintf(out, sizeof out, "%s/out.json", tmpdir);
  snprintf(err, sizeof err, "%s/err.txt", tmpdir);
  snprintf(dst, sizeof dst, "%s/dst.json", tmpdir);
  unlink(dst);
  cli_runs++;
  pid = fork();
  if (pid < 0) abort();
  if (pid == 0) {
    int fo = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    int fe = open(err, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fo < 0 || fe < 0) _exit(127);
    dup2(fo, 1);
    dup2(fe, 2);
    if (with_o)
      execl(cli, cli, "convert", "--show-memory", "-o", dst, path,
            (char *)NULL);
    else
      execl(cli, cli, "convert", "--show-memory", path, (char *)NULL);
    _exit(127);
  }
  if (waitpid(pid, &st, 0) < 0) abort();
  if (!WIFEXITED(st)) {
    snprintf(detail, sizeof detail, "killed by signal %d", WTERMSIG(st));
    fail("the command", name, how, detail);
    return;
  }
  if (WEXITSTATUS(st) > 1) {
    snprintf(detail, sizeof detail, "exit %d", WEXITSTATUS(st));
    fail("the command", name, how, detail);
    return;
  }
  {
    FILE *f = fopen(err, "r");
    char line[2048];
    int lines = 0, offset = 0;
    while (f && fgets(line, sizeof line, f)) {
      lines++;
      if (strstr(line, "at byte ")) offset = 1;
    }
    if (f) fclose(f);
    if (lines > 1 || (WEXITSTATUS(st) == 1 && !offset)) {
      snprintf(detail, sizeof detail, "exit %d with %d stderr lines%s",
               WEXITSTATUS(st), lines, offset ? "" : ", no offset");
      fail("the command", name, how, detail);
    }
  }
  {
    tbuf_t b = {0};
    FILE *f = fopen(with_o ? dst : out, "rb");
    char chunk[65536];
    size_t k;
    while (f && (k = fread(chunk, 1, sizeof chunk, f)) > 0) tbuf_put(&b, chunk, k);
    if (f) fclose(f);
    if (!valid_json(&b, 0)) fail("the command's output JSON", name, how, "");
    free(b.p);
  }
  if (with_o && WEXITSTATUS(st) != 0 && stat(dst, &sb) == 0)
    fail("the command", name, how, "-o written although it failed");
}

/* One damaged input: the library on it (convert; every fifth case also
 * mem and steps), and now and then the command. */
static void run_case(const uint8_t *d, size_t n, const char *name,
                     const char *how) {
  const char *path = tbuf_file(d, n);
  sl_options_t o;
  sl_error_t e;
  tbuf_t out = {0};
  char why[600];
  int rc;
  options_for(&o, cases);
  memset(&e, 0, sizeof e);
  rc = sl_convert_path(path, &o, tbuf_sink, &out, &e);
  if (!good_error(rc, &e, why, sizeof why)) fail("convert", name, how, why);
  if (!valid_json(&out, 0)) fail("convert's JSON", name, how, "invalid");
  if (cases % 5 == 0 && xspace) {
    xspace_reports(path, &o, name, how);
  } else if (cases % 5 == 0) {
    out.n = 0;
    memset(&e, 0, sizeof e);
    rc = sl_maxima_path(path, &o, max_sink, &out, &e);
    if (!good_error(rc, &e, why, sizeof why)) fail("mem", name, how, why);
    if (!valid_json(&out, 1)) fail("mem's JSON lines", name, how, "invalid");
    memset(&e, 0, sizeof e);
    rc = sl_steps_path(path, &o, steps_sink, NULL, &e);
    if (!good_error(rc, &e, why, sizeof why)) fail("steps", name, how, why);
  }
  free(out.p);
  if (cases % 97 == 0) {
    /* The command reads a file of its own, with a name. */
    char file[256];
    FILE *f;
    snprintf(file, sizeof file, "%s/in.pb", tmpdir);
    f = fopen(file, "wb");
    if (!f || fwrite(d, 1, n, f) != n || fclose(f) != 0) abort();
    run_cli(file, name, how, (cases / 97) % 2);
  }
  cases++;
}

static void matrix(const uint8_t *d, size_t n, const char *name) {
  tbuf_t m = {0};
  char how[96];
  /* (XSpace profiles are larger for what they hold: cut more sparsely.) */
  size_t i, stride = n <= SMALL ? 1 : (xspace ? 97 : 13) * SPARSE;
  /* Cut short. */
  for (i = 0; i < n; i++) {
    if (stride > 1 && i > 512 && i + 512 < n && i % stride) continue;
    snprintf(how, sizeof how, "cut at %zu", i);
    run_case(d, i, name, how);
  }
  if (n == 0) return;
  /* Bytes flipped. */
  for (i = 0; i < FLIPS; i++) {
    size_t at = rnd() % n, k, flips = 1 + rnd() % 3;
    m.n = 0;
    tbuf_put(&m, d, n);
    for (k = 0; k < flips; k++) m.p[(at + k * 7) % n] ^= (uint8_t)(1 + rnd() % 255);
    snprintf(how, sizeof how, "flip %zu bytes at %zu", flips, at);
    run_case(m.p, m.n, name, how);
  }
  /* Huge lengths inserted (2^31, 2^63-1, 2^64-1 as varints) and 8-byte
   * little-endian lengths (TFRecord headers). */
  for (i = 0; i < HUGE_LENGTHS; i++) {
    static const uint64_t huge[] = {(uint64_t)1 << 31, INT64_MAX, UINT64_MAX,
                                    (uint64_t)1 << 40};
    size_t at = rnd() % n;
    uint64_t v = huge[i % 4];
    m.n = 0;
    tbuf_put(&m, d, at);
    if (i % 8 < 6) {
      tbuf_varint(&m, v);
    } else {
      uint8_t le[8];
      int k;
      for (k = 0; k < 8; k++) le[k] = (uint8_t)(v >> (8 * k));
      tbuf_put(&m, le, 8);
    }
    tbuf_put(&m, d + at + (i % 2), n - at - (i % 2));
    snprintf(how, sizeof how, "length %llu at %zu", (unsigned long long)v, at);
    run_case(m.p, m.n, name, how);
  }
  /* A slice repeated in place (repeated fields, messages twice). */
  for (i = 0; i < REPEATS; i++) {
    size_t a = rnd() % n, b = a + rnd() % (n - a + 1), times = 1 + rnd() % 8,
           k;
    m.n = 0;
    tbuf_put(&m, d, b);
    for (k = 0; k < times; k++) tbuf_put(&m, d + a, b - a);
    tbuf_put(&m, d + b, n - b);
    snprintf(how, sizeof how, "[%zu,%zu) repeated %zu times", a, b, times);
    run_case(m.p, m.n, name, how);
  }
  free(m.p);
}

/* Inputs that are damaged by construction: deep nesting and huge
 * repetition inside well-framed messages. */
static void built(void) {
  tbuf_t node = {0}, dev = {0}, ss = {0}, rm = {0}, t = {0}, nm = {0};
  size_t i;
  /* A node whose unknown field opens 100,000 groups (wire type 3) and
   * closes them. */
  tbuf_put(&nm, "n", 1);
  tbuf_field(&node, 1, nm.p, nm.n);
  for (i = 0; i < 100000; i++) tbuf_put(&node, "\x7b", 1);
  for (i = 0; i < 100000; i++) tbuf_put(&node, "\x7c", 1);
  tbuf_put(&dev, "\x0a\x02/x", 4);
  tbuf_field(&dev, 2, node.p, node.n);
  tbuf_field(&ss, 1, dev.p, dev.n);
  run_case(ss.p, ss.n, "built", "100000 nested groups in a node");
  /* Groups opened and never closed. */
  node.n = 0;
  tbuf_field(&node, 1, nm.p, nm.n);
  for (i = 0; i < 100000; i++) tbuf_put(&node, "\x7b", 1);
  dev.n = 0;
  tbuf_put(&dev, "\x0a\x02/x", 4);
  tbuf_field(&dev, 2, node.p, node.n);
  ss.n = 0;
  tbuf_field(&ss, 1, dev.p, dev.n);
  run_case(ss.p, ss.n, "built", "100000 unclosed groups in a node");
  /* Length-delimited unknown fields nested 5,000 deep inside a node: each
   * level wraps the last. */
  t.n = 0;
  tbuf_put(&t, "\x08\x01", 2);
  for (i = 0; i < 5000; i++) {
    tbuf_t w = {0};
    tbuf_field(&w, 15, t.p, t.n);
    t.n = 0;
    tbuf_put(&t, w.p, w.n);
    free(w.p);
  }
  node.n = 0;
  tbuf_field(&node, 1, nm.p, nm.n);
  tbuf_put(&node, t.p, t.n);
  dev.n = 0;
  tbuf_put(&dev, "\x0a\x02/x", 4);
  tbuf_field(&dev, 2, node.p, node.n);
  ss.n = 0;
  tbuf_field(&ss, 1, dev.p, dev.n);
  tbuf_field(&rm, 1, ss.p, ss.n);
  run_case(rm.p, rm.n, "built", "5000 nested messages in a node");
  /* One device repeated 20,000 times, one node repeated 50,000 times. */
  node.n = 0;
  tbuf_field(&node, 1, nm.p, nm.n);
  tbuf_put(&node, "\x3a\x00", 2);  /* an empty output */
  dev.n = 0;
  tbuf_put(&dev, "\x0a\x02/x", 4);
  for (i = 0; i < 50000; i++) tbuf_field(&dev, 2, node.p, node.n);
  ss.n = 0;
  for (i = 0; i < 20; i++) tbuf_field(&ss, 1, dev.p, dev.n);
  run_case(ss.p, ss.n, "built", "20 devices of 50000 equal nodes");
  ss.n = 0;
  dev.n = 0;
  tbuf_put(&dev, "\x0a\x02/x", 4);
  for (i = 0; i < 20000; i++) tbuf_field(&ss, 1, dev.p, dev.n);
  run_case(ss.p, ss.n, "built", "20000 equal devices");
  free(node.p);
  free(dev.p);
  free(ss.p);
  free(rm.p);
  free(t.p);
  free(nm.p);
}

static void field_u(tbuf_t *b, uint32_t field, uint64_t v) {
  tbuf_varint(b, (uint64_t)field << 3);
  tbuf_varint(b, v);
}

static void field_s(tbuf_t *b, uint32_t field, const char *s) {
  tbuf_field(b, field, s, strlen(s));
}

/* A map entry {1: key, 2: value} of a plane's table. */
static void entry(tbuf_t *plane, uint32_t field, uint64_t key,
                  const tbuf_t *value) {
  tbuf_t e = {0};
  field_u(&e, 1, key);
  tbuf_field(&e, 2, value->p, value->n);
  tbuf_field(plane, field, e.p, e.n);
  free(e.p);
}

/* A small XSpace with what the reader and the derivation take apart: a
 * host plane with a step, a launch and a memory event, a GPU plane whose
 * kernels carry tf_op, group_id and kernel_details, stat kinds str,
 * int64, uint64, double and ref, and a host name. */
static void xspace_built(tbuf_t *out) {
  static const char *const stats[] = {"group_id", "step_name",
                                       "correlation_id", "device_id",
                                       "tf_op", "kernel_details",
                                       "allocator_name", "bytes_allocated",
                                       "GPU_0_bfc", "occupancy"};
  static const char *const events[] = {"train", "KernelLaunch",
                                        "MemoryAllocation", "volta_gemm"};
  int p, i, k;
  out->n = 0;
  for (p = 0; p < 2; p++) {
    tbuf_t plane = {0}, line = {0}, ev = {0}, st = {0}, v = {0};
    field_u(&plane, 1, (uint64_t)p);
    field_s(&plane, 2, p ? "/device:GPU:0" : "/host:CPU");
    for (i = 0; i < 4; i++) {
      /* host: the step, 3 launches and a memory event; GPU: 4 kernels */
      int meta = p ? 3 : i == 0 ? 0 : i == 3 ? 2 : 1;
      ev.n = 0;
      field_u(&ev, 1, (uint64_t)meta + 1);
      field_u(&ev, 2, (uint64_t)(p ? 5000 + i * 900 : i * 1000));
      field_u(&ev, 3, (uint64_t)(i == 0 && !p ? 9000 : 800));
      for (k = 0; k < 10; k++) {
        int want = (k == 0) || (k == 1 && meta == 0) ||
                   ((k == 2 || k == 3) && meta == 1) ||
                   (k == 2 && meta == 3) || (k == 4 && meta == 3) ||
                   ((k == 6 || k == 7) && meta == 2) || (k == 9 && meta == 3);
        if (!want) continue;
        st.n = 0;
        field_u(&st, 1, (uint64_t)k + 1);
        if (k == 1) field_s(&st, 5, "step 0");
        else if (k == 4) field_s(&st, 5, "model/dense/MatMul:MatMul");
        else if (k == 6) field_u(&st, 7, 9);  /* ref: GPU_0_bfc */
        else if (k == 9) {
          double d = 0.5;
          uint8_t le[8];
          memcpy(le, &d, 8);
          tbuf_varint(&st, 2 << 3 | 1);
          tbuf_put(&st, le, 8);
        } else if (k == 3) field_u(&st, 3, 0);
        else field_u(&st, 4, (uint64_t)(k == 2 ? 100 + i : k == 7 ? 4096 * i : 0));
        tbuf_field(&ev, 4, st.p, st.n);
      }
      tbuf_field(&line, 4, ev.p, ev.n);
    }
    line.n = 0 + line.n;
    {
      tbuf_t l = {0};
      field_u(&l, 1, p ? 7 : 42);
      field_s(&l, 2, p ? "Stream #7" : "tf_Compute");
      field_u(&l, 3, 1000000);
      tbuf_put(&l, line.p, line.n);
      tbuf_field(&plane, 3, l.p, l.n);
      free(l.p);
    }
    for (i = 0; i < 4; i++) {
      v.n = 0;
      field_u(&v, 1, (uint64_t)i + 1);
      field_s(&v, 2, events[i]);
      if (i == 3) {
        st.n = 0;
        field_u(&st, 1, 6);
        field_s(&st, 5, "regs:32");
        tbuf_field(&v, 5, st.p, st.n);
      }
      entry(&plane, 4, (uint64_t)i + 1, &v);
    }
    for (k = 0; k < 10; k++) {
      v.n = 0;
      field_u(&v, 1, (uint64_t)k + 1);
      field_s(&v, 2, stats[k]);
      entry(&plane, 5, (uint64_t)k + 1, &v);
    }
    tbuf_field(out, 1, plane.p, plane.n);
    free(plane.p);
    free(line.p);
    free(ev.p);
    free(st.p);
    free(v.p);
  }
  field_s(out, 4, "host0");
}

static void gzip_of(const tbuf_t *in, tbuf_t *out) {
  z_stream z;
  uint8_t chunk[16384];
  int zr;
  memset(&z, 0, sizeof z);
  out->n = 0;
  if (deflateInit2(&z, 6, Z_DEFLATED, 31, 8, Z_DEFAULT_STRATEGY) != Z_OK)
    abort();
  z.next_in = in->p;
  z.avail_in = (uInt)in->n;
  do {
    z.next_out = chunk;
    z.avail_out = sizeof chunk;
    zr = deflate(&z, Z_FINISH);
    tbuf_put(out, chunk, sizeof chunk - z.avail_out);
  } while (zr == Z_OK);
  deflateEnd(&z);
}

int main(int argc, char **argv) {
  static const char *real[] = {
      "yaroslavvb_dynamic_stitch_gpu_profile.runmeta.pb",
      "yaroslavvb_akaitsuki_feed_dict.runmeta.pb",
      "tensorboard_run_metadata_run_step99_tag_train.runmeta.pb",
      "gradckpt_simple_stepstats.stepstats.pb",
      "gradckpt_simple2_stepstats.stepstats.pb",
      "DERIVED_events.out.tfevents.dynamic_stitch_gpu",
      "tensorboard_end_2_end.tfevents"};
  static const char *data[] = {"gen_log3_gpu.delimited.pb",
                               "gen_edge_cpu.stepstats.pb"};
  tbuf_t b = {0}, z = {0};
  char path[4096];
  size_t i;
  int on_real;
  if (argc != 4 || (strcmp(argv[1], "real") && strcmp(argv[1], "built"))) {
    fprintf(stderr, "usage: damage real SHARED STEPLINE\n"
                    "       damage built ROOT STEPLINE\n");
    return 2;
  }
  on_real = strcmp(argv[1], "real") == 0;
  cli = argv[3];
  if (on_real) {
    snprintf(path, sizeof path, "%s/real-traces", argv[2]);
    if (access(path, R_OK) != 0) {
      printf("skipped: %s absent\n", path);
      return 77;
    }
  }
  if (!mkdtemp(tmpdir)) abort();
  for (i = 0; on_real && i < sizeof real / sizeof real[0]; i++) {
    snprintf(path, sizeof path, "%s/real-traces/%s", argv[2], real[i]);
    if (tbuf_read_file(path, &b) != 0) {
      fprintf(stderr, "FAIL: cannot read %s\n", path);
      failures++;
      continue;
    }
    matrix(b.p, b.n, real[i]);
  }
  for (i = 0; !on_real && i < sizeof data / sizeof data[0]; i++) {
    snprintf(path, sizeof path, "%s/tests/data/%s", argv[2], data[i]);
    if (tbuf_read_file(path, &b) != 0) {
      fprintf(stderr, "FAIL: cannot read %s\n", path);
      failures++;
      continue;
    }
    matrix(b.p, b.n, data[i]);
    if (i == 0) {
      gzip_of(&b, &z);
      matrix(z.p, z.n, "gen_log3_gpu.delimited.pb.gz");
    }
  }
  if (!on_real) {
    built();
    xspace = 1;
    xspace_built(&b);
    {
      /* Undamaged, it is a profile with what the damage breaks: events
       * on both planes, a derived line and an arrow. */
      sl_options_t o;
      sl_error_t e;
      const char *ps[1];
      size_t nx = 0;
      const char *q;
      options_for(&o, 0);
      memset(&e, 0, sizeof e);
      ps[0] = tbuf_file(b.p, b.n);
      z.n = 0;
      if (sl_convert_paths(ps, 1, &o, tbuf_sink, &z, &e) != 0) {
        fprintf(stderr, "FAIL: the built XSpace: %s\n", e.msg);
        failures++;
      }
      tbuf_put(&z, "", 1);
      for (q = (const char *)z.p; (q = strstr(q, "\"ph\":\"X\"")); q++) nx++;
      if (nx < 10 || !strstr((const char *)z.p, "\"ph\":\"s\"") ||
          !strstr((const char *)z.p, "\"TensorFlow Ops\"")) {
        fprintf(stderr, "FAIL: the built XSpace: %zu X events, or no arrow "
                        "or derived line\n", nx);
        failures++;
      }
    }
    matrix(b.p, b.n, "built.xplane.pb");
    gzip_of(&b, &z);
    matrix(z.p, z.n, "built.xplane.pb.gz");
    xspace = 0;
  } else {
    snprintf(path, sizeof path, "%s/xplanes/tracelens_mi300_jax08_gemm.xplane.pb",
             argv[2]);
    if (tbuf_read_file(path, &b) == 0) {
      xspace = 1;
      matrix(b.p, b.n, "tracelens_mi300_jax08_gemm.xplane.pb");
      xspace = 0;
    }
  }
  free(b.p);
  free(z.p);
  snprintf(path, sizeof path, "rm -rf '%s'", tmpdir);
  if (system(path) != 0) fprintf(stderr, "cannot remove %s\n", tmpdir);
  printf("%ld damaged inputs (%ld through the command), %ld failures\n",
         cases, cli_runs, failures);
  return failures ? 1 : 0;
}

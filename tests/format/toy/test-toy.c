/* A format added through the registry alone (toy.c, registered here)
 * gets every command from the shared layer: convert in both formats
 * (held to trace_processor's import when it runs here), stats, mem and
 * steps; and bad input gets its line and offset. */
#include <jansson.h>
#include <unistd.h>

#include "stepline/events.h"
#include "test.h"
#include "toy.h"

#define DATA SL_SOURCE_DIR "/tests/data/toy/two_steps_host_and_gpu.toy"

static char tmpdir[] = "/tmp/sl-toy-XXXXXX";

static json_t *parse(const buf_t *b) {
  json_error_t je;
  json_t *j = json_loads(b->p ? b->p : "", 0, &je);
  if (!j) fprintf(stderr, "not JSON: %s: %.200s\n", je.text, b->p);
  return j;
}

static size_t count_ph(json_t *events, const char *ph) {
  size_t i, n = 0;
  for (i = 0; i < json_array_size(events); i++)
    if (!strcmp(json_string_value(json_object_get(json_array_get(events, i),
                                                  "ph")) ?: "", ph))
      n++;
  return n;
}

/* Slices that bind a flow on themselves, as it leaves (flow_out) or
 * reaches them (flow_in). */
static size_t count_bound(json_t *events, const char *side) {
  size_t i, n = 0;
  for (i = 0; i < json_array_size(events); i++) {
    json_t *e = json_array_get(events, i);
    if (json_object_get(e, "bind_id") && json_is_true(json_object_get(e, side)))
      n++;
  }
  return n;
}

static int file_sink(void *ud, const void *p, size_t n) {
  return fwrite(p, 1, n, ud) == n ? 0 : SL_EOUTPUT;
}

static void convert_to(const char *path, sl_trace_format_t f) {
  sl_options_t o;
  sl_error_t err;
  const char *in = DATA;
  FILE *out = fopen(path, "wb");
  CHECK(out != NULL);
  if (!out) return;
  sl_options_init(&o);
  o.trace_format = f;
  CHECK_INT(sl_convert_paths(&in, 1, &o, file_sink, out, &err), 0);
  fclose(out);
}

static void test_convert(void) {
  sl_options_t o;
  sl_error_t err;
  buf_t b = {0};
  const char *in = DATA;
  json_t *doc, *ev;
  size_t i, kernels = 0;
  sl_options_init(&o);
  CHECK_INT(sl_convert_paths(&in, 1, &o, buf_sink, &b, &err), 0);
  doc = parse(&b);
  CHECK(doc != NULL);
  ev = json_object_get(doc, "traceEvents");
  /* 12 slices and 2 steps; instants of three scopes; a flow's two ends
   * for each of 3 launches, bound on the slices (each binds one flow);
   * 5 memory and 1 plain counter values. */
  CHECK_INT(count_ph(ev, "X"), 14);
  CHECK_INT(count_ph(ev, "i"), 3);
  CHECK_INT(count_bound(ev, "flow_out"), 3);
  CHECK_INT(count_bound(ev, "flow_in"), 3);
  CHECK_INT(count_ph(ev, "s") + count_ph(ev, "f"), 0);
  CHECK_INT(count_ph(ev, "C"), 6);
  for (i = 0; i < json_array_size(ev); i++) {
    json_t *e = json_array_get(ev, i);
    const char *nm = json_string_value(json_object_get(e, "name"));
    if (nm && !strcmp(nm, "void gemm<float>(float*, int)")) {
      kernels++;
      CHECK_INT(json_integer_value(json_object_get(e, "pid")), 2);
    }
  }
  CHECK_INT(kernels, 2);
  CHECK(strstr(b.p, "\"source\":\"toy profiler 0.1\"") != NULL);
  CHECK(strstr(b.p, "\"s\":\"g\"") != NULL);
  CHECK(strstr(b.p, "\"s\":\"p\"") != NULL);
  json_decref(doc);
  free(b.p);
}

/* trace_processor's answer to query q on `file`, into out. */
static size_t tp_query(const char *tp, const char *q, const char *file,
                       char *out, size_t cap) {
  char cmd[1400];
  FILE *p;
  size_t n;
  snprintf(cmd, sizeof cmd, "'%s' -Q \"%s\" %s 2>/dev/null", tp, q, file);
  p = popen(cmd, "r");
  n = p ? fread(out, 1, cap - 1, p) : 0;
  if (p) pclose(p);
  out[n] = 0;
  return n;
}

/* Both formats into files, imported by Perfetto's trace_processor: the
 * same slices and the same flows between them, nothing dropped. */
static void test_trace_processor(const char *shared) {
  char tp[512], js[64], pf[64], a[8192], bq[8192];
  static const char *const queries[] = {
      "select count(*), sum(dur) from slice",
      "select so.name, si.name from flow f join slice so on so.id = "
      "f.slice_out join slice si on si.id = f.slice_in order by so.ts",
      "select s.ts, s.dur, s.name from slice s order by 1, 2, 3",
      "select count(*) from stats where severity in ('error', 'data_loss') "
      "and value > 0"};
  size_t q;
  snprintf(tp, sizeof tp, "%s/perfetto/trace_processor_shell", shared);
  if (access(tp, X_OK) != 0) {
    t_skipped++;
    return;
  }
  snprintf(js, sizeof js, "%s/t.json", tmpdir);
  snprintf(pf, sizeof pf, "%s/t.pftrace", tmpdir);
  convert_to(js, SL_TRACE_CHROME);
  convert_to(pf, SL_TRACE_PERFETTO);
  for (q = 0; q < sizeof queries / sizeof queries[0]; q++) {
    size_t na = tp_query(tp, queries[q], js, a, sizeof a);
    tp_query(tp, queries[q], pf, bq, sizeof bq);
    if (strcmp(a, bq))
      fprintf(stderr, "query %zu:\nJSON:\n%s\n.pftrace:\n%s\n", q, a, bq);
    CHECK(na > 0 && strcmp(a, bq) == 0);
  }
  /* 12 slices, 2 steps and 3 instants (slices of no duration); nothing
   * in error (the last query's answer, 0, above, for both). */
  tp_query(tp, queries[0], pf, a, sizeof a);
  CHECK(strstr(a, "\n17,") != NULL);
  tp_query(tp, queries[3], pf, a, sizeof a);
  CHECK(strstr(a, "\n0") != NULL);
}

static json_t *stats(const char *reports, const char *by) {
  sl_options_t o;
  sl_gpu_stats_options_t so;
  sl_error_t err;
  buf_t b = {0};
  const char *in = DATA;
  json_t *j;
  sl_options_init(&o);
  memset(&so, 0, sizeof so);
  so.reports = reports;
  so.by = by;
  so.format = SL_REPORT_JSON;
  CHECK_INT(sl_input_stats(&in, 1, &o, NULL, &so, buf_sink, &b, &err), 0);
  j = parse(&b);
  free(b.p);
  return j;
}

static json_t *row(json_t *doc, const char *rep, size_t i) {
  return json_array_get(json_object_get(json_object_get(doc, rep), "rows"),
                        i);
}

#define ROW_INT(doc, rep, i, key) \
  json_integer_value(json_object_get(row(doc, rep, i), key))
#define ROW_STR(doc, rep, i, key) \
  (json_string_value(json_object_get(row(doc, rep, i), key)) ?: "")

static void test_stats(void) {
  json_t *d = stats(NULL, NULL);
  CHECK(d != NULL);
  /* The reports the input fills, each with the database's keys. */
  CHECK_STR(ROW_STR(d, "kernels", 0, "name"),
            strlen(ROW_STR(d, "kernels", 0, "name")),
            "void gemm<float>(float*, int)");
  CHECK_INT(ROW_INT(d, "kernels", 0, "instances"), 2);
  CHECK_INT(ROW_INT(d, "kernels", 0, "total_ns"), 460000);
  CHECK_INT(ROW_INT(d, "kernels", 0, "min_ns"), 200000);
  CHECK_INT(ROW_INT(d, "kernels", 0, "max_ns"), 260000);
  CHECK_INT(ROW_INT(d, "kernels", 1, "instances"), 1);
  CHECK_INT(ROW_INT(d, "api", 0, "calls"), 3);
  CHECK_INT(ROW_INT(d, "gpu_mem", 0, "count"), 1);
  CHECK_INT(ROW_INT(d, "gpu_mem", 0, "total_bytes"), 4096);
  CHECK_INT(ROW_INT(d, "nvtx", 0, "instances"), 2);
  /* The op table: ranges, ops and calls by self time (the range less
   * the ops in it, each op less its launches). */
  CHECK_STR(ROW_STR(d, "ops", 0, "name"), strlen(ROW_STR(d, "ops", 0, "name")),
            "train_step");
  CHECK_INT(ROW_INT(d, "ops", 0, "cpu_total_ns"), 1800000);
  CHECK_INT(ROW_INT(d, "ops", 0, "self_cpu_ns"), 1100000);
  CHECK_INT(ROW_INT(d, "ops", 1, "calls"), 2);
  CHECK_INT(ROW_INT(d, "ops", 1, "cpu_total_ns"), 600000);
  CHECK_INT(ROW_INT(d, "ops", 1, "self_cpu_ns"), 570000);
  CHECK_STR(ROW_STR(d, "ops", 2, "name"), strlen(ROW_STR(d, "ops", 2, "name")),
            "Relu");
  json_decref(d);
  /* Kernels by op (the demangled base name) and device (the process). */
  d = stats("kernels", "op,device");
  CHECK(d != NULL);
  CHECK_STR(ROW_STR(d, "kernels", 0, "name"),
            strlen(ROW_STR(d, "kernels", 0, "name")), "gemm");
  CHECK_INT(ROW_INT(d, "kernels", 0, "device"), 2);
  CHECK(json_object_get(d, "api") == NULL);
  json_decref(d);
  /* A report the format does not declare is refused, by name. */
  {
    sl_options_t o;
    sl_gpu_stats_options_t so;
    sl_error_t err;
    buf_t b = {0};
    const char *in = DATA;
    sl_options_init(&o);
    memset(&so, 0, sizeof so);
    so.reports = "nvtx-kernels";
    CHECK_INT(sl_input_stats(&in, 1, &o, NULL, &so, buf_sink, &b, &err),
              SL_EUSAGE);
    CHECK(strstr(err.msg, "kernels, api, gpu-mem, nvtx, ops, memops and "
                          "breakdown for a toy trace") != NULL);
    free(b.p);
  }
}

static void test_mem(void) {
  sl_options_t o;
  sl_mem_options_t mo;
  sl_error_t err;
  buf_t b = {0};
  const char *in = DATA;
  json_t *d, *p;
  int grew = 7;
  sl_options_init(&o);
  memset(&mo, 0, sizeof mo);
  mo.format = SL_REPORT_JSON;
  CHECK_INT(sl_input_mem(&in, 1, &o, &mo, 0, buf_sink, &b, &grew, &err), 0);
  CHECK_INT(grew, 0);
  d = parse(&b);
  p = json_array_get(json_object_get(d, "devices"), 0);
  CHECK_STR(json_string_value(json_object_get(p, "name")) ?: "",
            strlen(json_string_value(json_object_get(p, "name")) ?: ""),
            "GPU_0_bfc");
  /* 1 MiB + 512 KiB - 512 KiB, then 2 MiB at 1010 us: the peak. */
  CHECK_INT(json_integer_value(json_object_get(p, "peak_bytes")), 3145728);
  CHECK_INT(json_integer_value(json_object_get(p, "peak_ts_ns")), 1010000);
  CHECK_INT(json_integer_value(json_object_get(p, "allocs")), 3);
  CHECK_INT(json_integer_value(json_object_get(p, "frees")), 2);
  CHECK_INT(json_integer_value(json_object_get(p, "end_bytes")), 0);
  json_decref(d);
  free(b.p);
}

/* The live set: at a pool's peak, how many allocations are live and the
 * largest (ties: the earlier allocation first); a pool without
 * addresses has none. */
static void test_mem_live(void) {
  static const int64_t top[5][3] = {{400, 60000, 80}, {200, 30000, 48},
                                    {200, 55000, 112}, {100, 10000, 16},
                                    {50, 50000, 64}};
  sl_options_t o;
  sl_mem_options_t mo;
  sl_error_t err;
  buf_t b = {0};
  const char *in = SL_SOURCE_DIR "/tests/data/toy/live_at_peak_with_addresses.toy";
  json_t *d, *p, *t;
  size_t i;
  sl_options_init(&o);
  memset(&mo, 0, sizeof mo);
  mo.format = SL_REPORT_JSON;
  CHECK_INT(sl_input_mem(&in, 1, &o, &mo, 0, buf_sink, &b, NULL, &err), 0);
  d = parse(&b);
  CHECK(d != NULL);
  p = json_array_get(json_object_get(d, "devices"), 0);
  CHECK_INT(json_integer_value(json_object_get(p, "peak_bytes")), 960);
  CHECK_INT(json_integer_value(json_object_get(p, "peak_ts_ns")), 60000);
  CHECK_INT(json_integer_value(json_object_get(p, "allocs")), 9);
  CHECK_INT(json_integer_value(json_object_get(p, "frees")), 2);
  CHECK_INT(json_integer_value(json_object_get(p, "end_bytes")), 670);
  CHECK_INT(json_integer_value(json_object_get(p, "live")), 6);
  t = json_object_get(p, "top");
  CHECK_INT(json_array_size(t), 5);
  for (i = 0; i < 5 && i < json_array_size(t); i++) {
    json_t *x = json_array_get(t, i);
    CHECK_INT(json_integer_value(json_object_get(x, "bytes")), top[i][0]);
    CHECK_INT(json_integer_value(json_object_get(x, "ts_ns")), top[i][1]);
    CHECK_INT(json_integer_value(json_object_get(x, "addr")), top[i][2]);
  }
  p = json_array_get(json_object_get(d, "devices"), 1);
  CHECK_STR(json_string_value(json_object_get(p, "name")) ?: "",
            strlen(json_string_value(json_object_get(p, "name")) ?: ""), "gpu");
  CHECK(json_object_get(p, "live") == NULL);
  json_decref(d);
  free(b.p);
  /* The table lists them under the pool. */
  memset(&b, 0, sizeof b);
  mo.format = SL_REPORT_TABLE;
  CHECK_INT(sl_input_mem(&in, 1, &o, &mo, 0, buf_sink, &b, NULL, &err), 0);
  CHECK(b.p && strstr(b.p, "  6 live at the peak; the largest:\n") != NULL);
  CHECK(b.p && strstr(b.p, "allocated at 60000 ns  addr 0x50\n") != NULL);
  free(b.p);
}

static void test_steps(void) {
  sl_options_t o;
  sl_error_t err;
  buf_t b = {0};
  const char *in = DATA;
  sl_options_init(&o);
  CHECK_INT(sl_input_steps(&in, 1, &o, 1, buf_sink, &b, &err), 0);
  CHECK(b.p && strcmp(b.p,
                      "{\"index\":0,\"step\":0,\"name\":\"step 0\","
                      "\"start_us\":0,\"end_us\":1000,\"span_us\":1000,"
                      "\"events\":8,\"device_busy_us\":330}\n"
                      "{\"index\":1,\"step\":1,\"name\":\"step 1\","
                      "\"start_us\":1000,\"end_us\":2000,\"span_us\":1000,"
                      "\"events\":4,\"device_busy_us\":260}\n") == 0);
  if (b.p) fprintf(stderr, "%s", b.p);
  free(b.p);
}

/* A bad line: its offset, its line, what was expected; nothing else. */
static void test_bad_input(void) {
  char path[64];
  const char *in = path;
  sl_options_t o;
  sl_error_t err;
  buf_t b = {0};
  FILE *f;
  snprintf(path, sizeof path, "%s/bad.toy", tmpdir);
  f = fopen(path, "w");
  fputs("toy 1\nprocess 1 host\nslice 1 1 x 3 op - - Bad\n", f);
  fclose(f);
  sl_options_init(&o);
  CHECK_INT(sl_input_steps(&in, 1, &o, 1, buf_sink, &b, &err), SL_EFORMAT);
  CHECK_INT(err.offset, 21);
  CHECK_INT(err.record, 2);
  CHECK(strstr(err.msg, "line 3") && strstr(err.msg, "expected slice"));
  CHECK(err.file && !strcmp(err.file, path));
  CHECK(b.n == 0);
  unlink(path);
}

int main(int argc, char **argv) {
  const char *in = DATA;
  const char *shared = argc > 1 ? argv[1] : "../shared";
  if (!mkdtemp(tmpdir)) return 1;
  CHECK_INT(sl_input_register(&toy_format), 0);
  CHECK_INT(sl_input_register(&toy_format), SL_EUSAGE);
  CHECK(sl_input_detect(&in, 1, NULL, NULL) == &toy_format);
  test_convert();
  test_trace_processor(shared);
  test_stats();
  test_mem();
  test_mem_live();
  test_steps();
  test_bad_input();
  {
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf %s", tmpdir);
    if (system(cmd) != 0) t_failures++;
  }
  TEST_MAIN_END();
}

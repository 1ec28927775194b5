/* The op summary on a hand-built step, figures worked out by hand: host
 * ops with and without outputs, RecvTensor and a label that does not
 * parse; a GPU with /stream:all (its other stream not counted again, a
 * memcpy record on it left to the memcpy row) and a GPU without one (both
 * streams counted); kernels with and without annotations; every --by,
 * every --sort, --top, CSV and JSON. */
#include <fcntl.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "live.h"
#include "pb.h"
#include "stepline/events.h"
#include "stepline/stepline.h"
#include "test.h"

/* The step's op figures as follow --summary gathers them: a tap on the
 * conversion that writes a trace, on one thread and on two, where the
 * tap takes each node's label as the pass read it (GPU-tracer rows as
 * kernel labels).  The same figures as `stats` below: host 21, device 40
 * (the memcpy record on the stream left to the memcpy row, the stream of
 * a GPU with /stream:all not counted), MatMul on top with 12. */
static void glance_figures(const pb_t *ss) {
  int threads;
  for (threads = 1; threads <= 2; threads++) {
    sl_error_t err;
    glance_t g;
    sl_step_glance_t fig;
    memset(&fig, 0, sizeof fig);
    CHECK_INT(glance_init(&g), 0);
    CHECK_INT(live_glance_step(ss->p, ss->n, threads, &g, &err), 0);
    CHECK_INT(sl__stats_glance_get(g.sg, &fig), 0);
    CHECK_INT(fig.host_us, 21);
    CHECK_INT(fig.device_us, 40);
    CHECK_INT(fig.ops, 5);
    CHECK_INT(fig.kernels, 5);
    CHECK_STR(fig.top, fig.top_n, "MatMul");
    CHECK_INT(fig.top_us, 12);
    glance_close(&g);
  }
}

static void node(pb_t *dev, const char *name, int64_t start, int64_t dur,
                 const int64_t *bytes, int nout, const char *label) {
  pb_t n = {{0}, 0};
  int i;
  pb_str(&n, 1, name);
  pb_int(&n, 2, (uint64_t)start);
  pb_int(&n, 5, (uint64_t)dur);
  for (i = 0; i < nout; i++) {
    pb_t ad = {{0}, 0}, td = {{0}, 0}, out = {{0}, 0};
    pb_int(&ad, 1, (uint64_t)bytes[i]);
    pb_str(&ad, 3, "cpu");
    pb_msg(&td, 4, &ad);
    pb_msg(&out, 3, &td);
    pb_msg(&n, 7, &out);
  }
  if (label) pb_str(&n, 8, label);
  pb_msg(dev, 2, &n);
}

static char path[] = "/tmp/test-stats-XXXXXX";

static json_t *run_json(sl_stats_by_t by, sl_stats_sort_t sort, size_t top) {
  sl_options_t opt;
  sl_stats_options_t so;
  sl_error_t err;
  buf_t out = {0};
  json_error_t je;
  json_t *j;
  sl_options_init(&opt);
  memset(&so, 0, sizeof so);
  so.by = by;
  so.sort = sort;
  so.top = top;
  so.format = SL_REPORT_JSON;
  CHECK_INT(sl_stats_path(path, &opt, &so, buf_sink, &out, &err), 0);
  j = json_loads(out.p ? out.p : "", 0, &je);
  CHECK(j != NULL);
  free(out.p);
  return j;
}

#define GETI(e, k) json_integer_value(json_object_get((e), (k)))
#define NAME(e) json_string_value(json_object_get((e), "name"))

/* The rows' names in order, joined by spaces. */
static void check_order(json_t *j, const char *want) {
  char got[512] = "";
  size_t i;
  json_t *r;
  json_array_foreach(json_object_get(j, "rows"), i, r) {
    if (i) strcat(got, " ");
    strcat(got, NAME(r));
  }
  CHECK_STR(got, strlen(got), want);
}

static json_t *row(json_t *j, const char *name) {
  size_t i;
  json_t *r;
  json_array_foreach(json_object_get(j, "rows"), i, r)
    if (!strcmp(NAME(r), name)) return r;
  return NULL;
}

int main(void) {
  pb_t ss = {{0}, 0}, cpu = {{0}, 0}, all = {{0}, 0}, s7 = {{0}, 0},
       mc = {{0}, 0}, g3 = {{0}, 0}, g4 = {{0}, 0};
  static const int64_t a_out[] = {100}, b_out[] = {50, 30};
  json_t *j, *r;
  int fd;

  node(&cpu, "a", 10, 5, a_out, 1, "a = MatMul(x)");
  node(&cpu, "b", 20, 7, b_out, 2, "b = MatMul(a)");
  node(&cpu, "c", 30, 3, NULL, 0, "c = Add(a, b)");
  node(&cpu, "RecvTensor", 40, 2, NULL, 0, "anything");
  node(&cpu, "d", 50, 4, NULL, 0, "no parse");
  node(&all, "k1", 11, 11, NULL, 0, "@@a:MatMul#id=1#");
  node(&all, "b:MatMul", 21, 13, NULL, 0, NULL);  /* no annotation */
  node(&all, "k3", 25, 2, NULL, 0, "@@m:MEMCPYHtoD#x#");
  node(&s7, "k1", 11, 11, NULL, 0, "@@a:MatMul#id=1#");
  node(&mc, "m:MEMCPYHtoD", 25, 6, NULL, 0, "MEMCPYHtoD 400 bytes");
  node(&g3, "e:Relu", 30, 9, NULL, 0, NULL);
  node(&g4, "f:Relu", 31, 1, NULL, 0, NULL);
  pb_device(&ss, "/job:w/replica:0/task:0/device:CPU:0", &cpu);
  pb_device(&ss, "/device:GPU:0/stream:all", &all);
  pb_device(&ss, "/device:GPU:0/stream:7", &s7);
  pb_device(&ss, "/device:GPU:0/memcpy", &mc);
  pb_device(&ss, "/device:GPU:1/stream:3", &g3);
  pb_device(&ss, "/device:GPU:1/stream:4", &g4);
  fd = mkstemp(path);
  CHECK(fd >= 0 && write(fd, ss.p, ss.n) == (ssize_t)ss.n);
  close(fd);
  glance_figures(&ss);

  j = run_json(SL_STATS_BY_OP, SL_STATS_SORT_HOST_TOTAL, 0);
  CHECK_INT(GETI(j, "steps"), 1);
  CHECK_INT(GETI(j, "host_total_us"), 21);
  CHECK_INT(GETI(j, "device_total_us"), 40);
  check_order(j, "MatMul unknown Add RecvTensor MEMCPYHtoD Relu");
  r = row(j, "MatMul");
  CHECK(r != NULL);
  if (r) {
    CHECK_INT(GETI(r, "calls"), 2);
    CHECK_INT(GETI(r, "host_total_us"), 12);
    CHECK_INT(GETI(r, "host_min_us"), 5);
    CHECK_INT(GETI(r, "host_max_us"), 7);
    CHECK(json_real_value(json_object_get(r, "host_avg_us")) == 6.0);
    CHECK_INT(GETI(r, "device_total_us"), 24);
    CHECK_INT(GETI(r, "kernels"), 2);
    CHECK_INT(GETI(r, "output_bytes"), 180);
  }
  r = row(j, "MEMCPYHtoD");
  CHECK(r && GETI(r, "calls") == 0 && GETI(r, "device_total_us") == 6 &&
        GETI(r, "kernels") == 1);
  r = row(j, "Relu");
  CHECK(r && GETI(r, "device_total_us") == 10 && GETI(r, "kernels") == 2);
  json_decref(j);

  /* --top keeps the totals of every row. */
  j = run_json(SL_STATS_BY_OP, SL_STATS_SORT_HOST_TOTAL, 2);
  check_order(j, "MatMul unknown");
  CHECK_INT(GETI(j, "host_total_us"), 21);
  json_decref(j);
  j = run_json(SL_STATS_BY_OP, SL_STATS_SORT_DEVICE_TOTAL, 0);
  check_order(j, "MatMul Relu MEMCPYHtoD unknown Add RecvTensor");
  json_decref(j);
  j = run_json(SL_STATS_BY_OP, SL_STATS_SORT_NAME, 0);
  check_order(j, "Add MEMCPYHtoD MatMul RecvTensor Relu unknown");
  json_decref(j);
  j = run_json(SL_STATS_BY_OP, SL_STATS_SORT_CALLS, 0);
  check_order(j, "MatMul Relu unknown Add RecvTensor MEMCPYHtoD");
  json_decref(j);
  j = run_json(SL_STATS_BY_OP, SL_STATS_SORT_BYTES, 3);
  check_order(j, "MatMul unknown Add");
  json_decref(j);
  j = run_json(SL_STATS_BY_OP, SL_STATS_SORT_HOST_AVG, 0);
  check_order(j, "MatMul unknown Add RecvTensor MEMCPYHtoD Relu");
  json_decref(j);

  /* By name: host op and kernel of the same node meet in one row. */
  j = run_json(SL_STATS_BY_NAME, SL_STATS_SORT_NAME, 0);
  check_order(j, "RecvTensor a b c d e f m");
  r = row(j, "a");
  CHECK(r && GETI(r, "host_total_us") == 5 && GETI(r, "device_total_us") == 11);
  r = row(j, "b");
  CHECK(r && GETI(r, "host_total_us") == 7 && GETI(r, "device_total_us") == 13);
  json_decref(j);
  /* By device: the uncounted stream has no row. */
  j = run_json(SL_STATS_BY_DEVICE, SL_STATS_SORT_NAME, 0);
  check_order(j, "/device:GPU:0/memcpy /device:GPU:0/stream:all "
                 "/device:GPU:1/stream:3 /device:GPU:1/stream:4 "
                 "/job:w/replica:0/task:0/device:CPU:0");
  r = row(j, "/device:GPU:0/stream:all");
  CHECK(r && GETI(r, "device_total_us") == 24 && GETI(r, "kernels") == 2);
  json_decref(j);
  j = run_json(SL_STATS_BY_OP_DEVICE, SL_STATS_SORT_DEVICE_TOTAL, 1);
  r = json_array_get(json_object_get(j, "rows"), 0);
  CHECK(r && !strcmp(NAME(r), "MatMul") &&
        !strcmp(json_string_value(json_object_get(r, "device")),
                "/device:GPU:0/stream:all") &&
        GETI(r, "device_total_us") == 24);
  json_decref(j);

  /* CSV: a header and one line per row, the same number of fields. */
  {
    sl_options_t opt;
    sl_stats_options_t so;
    sl_error_t err;
    buf_t out = {0};
    char *line, *save = NULL;
    int lines = 0;
    sl_options_init(&opt);
    memset(&so, 0, sizeof so);
    so.format = SL_REPORT_CSV;
    so.by = SL_STATS_BY_OP_DEVICE;
    CHECK_INT(sl_stats_path(path, &opt, &so, buf_sink, &out, &err), 0);
    for (line = strtok_r(out.p, "\n", &save); line;
         line = strtok_r(NULL, "\n", &save)) {
      int commas = 0;
      char *q;
      for (q = line; *q; q++) commas += *q == ',';
      CHECK_INT(commas, 9);
      if (lines == 0)
        CHECK(!strncmp(line, "name,device,calls,host_total_us", 31));
      lines++;
    }
    CHECK_INT(lines, 1 + 8);  /* 4 host rows, 4 device rows */
    free(out.p);
  }
  /* By op and input: the file under two names is two inputs, each with
   * the rows of the file alone, in the order the inputs were read. */
  {
    char copy[64];
    const char *two[2];
    sl_options_t opt;
    sl_stats_options_t so;
    sl_error_t err;
    sl_stats_by_t by;
    buf_t out = {0};
    json_error_t je;
    json_t *rows, *a, *b;
    snprintf(copy, sizeof copy, "%s-copy", path);
    fd = open(copy, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    CHECK(fd >= 0 && write(fd, ss.p, ss.n) == (ssize_t)ss.n);
    close(fd);
    CHECK_INT(sl_stats_by_parse("op,device,input", &by), 0);
    CHECK_INT((int)by, (int)(SL_STATS_BY_OP_DEVICE | SL_STATS_BY_INPUT));
    CHECK_INT(sl_stats_by_parse("input", &by), SL_EUSAGE);
    CHECK_INT(sl_stats_by_parse(",input", &by), SL_EUSAGE);
    CHECK_INT(sl_stats_by_parse("op,input,device", &by), SL_EUSAGE);
    two[0] = copy;
    two[1] = path;
    sl_options_init(&opt);
    memset(&so, 0, sizeof so);
    so.by = SL_STATS_BY_OP | SL_STATS_BY_INPUT;
    so.format = SL_REPORT_JSON;
    CHECK_INT(sl_input_stats(two, 2, &opt, &so, NULL, buf_sink, &out, &err),
              0);
    j = json_loads(out.p ? out.p : "", 0, &je);
    CHECK(j != NULL);
    rows = json_object_get(j, "rows");
    {
      json_t *one = run_json(SL_STATS_BY_OP, SL_STATS_SORT_HOST_TOTAL, 0);
      CHECK_INT((int)json_array_size(rows),
                2 * (int)json_array_size(json_object_get(one, "rows")));
      json_decref(one);
    }
    a = json_array_get(rows, 0);
    b = json_array_get(rows, 1);
    CHECK(a && b && !strcmp(NAME(a), "MatMul") && !strcmp(NAME(b), "MatMul"));
    CHECK_STR(json_string_value(json_object_get(a, "input")), strlen(copy),
              copy);
    CHECK_STR(json_string_value(json_object_get(b, "input")), strlen(path),
              path);
    CHECK(GETI(a, "calls") == GETI(b, "calls") &&
          GETI(a, "host_total_us") == GETI(b, "host_total_us"));
    json_decref(j);
    free(out.p);
    /* Each input's steps apart already. */
    so.per_step = 1;
    out.p = NULL;
    out.n = 0;
    CHECK_INT(sl_input_stats(two, 2, &opt, &so, NULL, buf_sink, &out, &err),
              SL_EUSAGE);
    free(out.p);
    unlink(copy);
  }
  unlink(path);
  TEST_MAIN_END();
}

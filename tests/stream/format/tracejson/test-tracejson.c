/* Chrome trace JSON input, held to ../shared/pytorch-samples/FACTS.json
 * (an independent reader's figures for real PyTorch traces): the events
 * each sample holds, its first and last slice to the ns, its steps (exact
 * times, events per step) and its memory peaks; both trace formats are
 * written; small inputs check the shapes, the tolerance and the damage. */
#include <jansson.h>
#include <sys/stat.h>

#include "stepline/events.h"
#include "test.h"

/* What the event stream of one input holds. */
typedef struct seen_s {
  uint64_t slices, instants, memory, clocks;
  uint64_t max_id;          /* the largest pid or tid handed on          */
  uint64_t unnamed;         /* names of processes or threads left empty  */
  int64_t clock_us;
  int64_t first_ns, first_dur, last_ns, last_dur;
  char first[128], last[128];
} seen_t;

static int64_t abs_ns(const seen_t *s, int64_t ps) {
  return s->clock_us * 1000 + ps / 1000;
}

static int on_event(void *ud, const sl_event_t *e) {
  seen_t *s = ud;
  int64_t ns;
  if (e->pid > s->max_id) s->max_id = e->pid;
  if (e->tid > s->max_id) s->max_id = e->tid;
  if ((e->kind == SL_EV_PROCESS || e->kind == SL_EV_TRACK) && e->name.n == 0)
    s->unnamed++;
  switch (e->kind) {
  case SL_EV_CLOCK:
    s->clocks++;
    s->clock_us = e->ts;
    break;
  case SL_EV_SLICE:
    s->slices++;
    ns = abs_ns(s, e->ts);
    /* The first to start and the last to end (the first in the file
     * among equals). */
    if (s->slices == 1 || ns < s->first_ns) {
      s->first_ns = ns;
      s->first_dur = e->dur / 1000;
      snprintf(s->first, sizeof s->first, "%.*s", (int)e->name.n, e->name.p);
    }
    if (s->slices == 1 || ns + e->dur / 1000 > s->last_ns + s->last_dur) {
      s->last_ns = ns;
      s->last_dur = e->dur / 1000;
      snprintf(s->last, sizeof s->last, "%.*s", (int)e->name.n, e->name.p);
    }
    break;
  case SL_EV_INSTANT: s->instants++; break;
  case SL_EV_MEMORY: s->memory++; break;
  default: break;
  }
  return 0;
}

static int read_events(const char *path, seen_t *s, sl_error_t *err) {
  const sl_input_format_t *f = sl_input_detect(&path, 1, NULL, err);
  void *self = NULL;
  int rc;
  memset(s, 0, sizeof *s);
  if (!f || strcmp(f->name, "json") != 0) return -1;
  if ((rc = f->open(&self, path, on_event, s, err)) != 0) return rc;
  rc = f->read(self);
  f->close(self);
  return rc;
}

/* ns as the reports write microseconds: whole, or with the ns digits. */
static void us_text(int64_t ns, char *out, size_t cap) {
  int64_t us = ns / 1000, frac = ns % 1000;
  int n;
  if (frac == 0) {
    snprintf(out, cap, "%lld", (long long)us);
    return;
  }
  n = snprintf(out, cap, "%lld.%03lld", (long long)us, (long long)frac);
  while (n > 0 && out[n - 1] == '0') out[--n] = 0;
}

static json_t *parse(const buf_t *b) {
  json_error_t je;
  return json_loads(b->p ? b->p : "", JSON_DECODE_ANY, &je);
}

static void check_steps(const char *path, json_t *facts) {
  sl_options_t o;
  sl_error_t err;
  buf_t b = {0};
  json_t *want = json_object_get(facts, "steps");
  const char *line;
  size_t i = 0;
  sl_options_init(&o);
  CHECK_INT(sl_input_steps(&path, 1, &o, 1, buf_sink, &b, &err), 0);
  for (line = b.p; line && *line; i++) {
    const char *nl = strchr(line, '\n');
    json_t *w = json_array_get(want, i), *got;
    json_error_t je;
    char s[40], e[40], field[64];
    got = json_loadb(line, nl ? (size_t)(nl - line) : strlen(line), 0, &je);
    CHECK(got != NULL && w != NULL);
    if (got && w) {
      /* (A trace without ProfilerStep#N is step 0.) */
      CHECK_INT(json_integer_value(json_object_get(got, "step")),
                json_integer_value(json_object_get(w, "index")));
      CHECK_INT(json_integer_value(json_object_get(got, "events")),
                json_integer_value(json_object_get(w, "events")));
      us_text(json_integer_value(json_object_get(w, "start_ns")), s, sizeof s);
      us_text(json_integer_value(json_object_get(w, "end_ns")), e, sizeof e);
      snprintf(field, sizeof field, "\"start_us\":%s,", s);
      CHECK(strstr(line, field) != NULL);
      if (!strstr(line, field)) fprintf(stderr, "  %s in %.200s\n", field, line);
      snprintf(field, sizeof field, "\"end_us\":%s,", e);
      CHECK(strstr(line, field) != NULL);
      if (!strstr(line, field)) fprintf(stderr, "  %s in %.200s\n", field, line);
      /* Device time in the step: written when the trace has device work. */
      us_text(json_integer_value(json_object_get(w, "device_busy_ns")), s,
              sizeof s);
      snprintf(field, sizeof field, "\"device_busy_us\":%s}", s);
      if (json_integer_value(json_object_get(w, "device_busy_ns")) ||
          strstr(line, "device_busy_us")) {
        CHECK(strstr(line, field) != NULL);
        if (!strstr(line, field))
          fprintf(stderr, "  %s in %.200s\n", field, line);
      }
    }
    json_decref(got);
    line = nl ? nl + 1 : NULL;
  }
  CHECK_INT(i, json_array_size(want));
  free(b.p);
}

static void check_mem(const char *path, json_t *facts) {
  sl_options_t o;
  sl_mem_options_t mo;
  sl_error_t err;
  buf_t b = {0};
  json_t *want = json_object_get(facts, "mem"), *got, *devs;
  size_t i, j;
  if (json_array_size(want) == 0) return;
  sl_options_init(&o);
  memset(&mo, 0, sizeof mo);
  mo.format = SL_REPORT_JSON;
  CHECK_INT(sl_input_mem(&path, 1, &o, &mo, 0, buf_sink, &b, NULL, &err), 0);
  got = parse(&b);
  devs = json_object_get(got, "devices");
  CHECK_INT(json_array_size(devs), json_array_size(want));
  for (i = 0; i < json_array_size(want); i++) {
    json_t *w = json_array_get(want, i), *d = NULL;
    const char *name = json_string_value(json_object_get(w, "device"));
    for (j = 0; j < json_array_size(devs); j++)
      if (!strcmp(json_string_value(json_object_get(json_array_get(devs, j),
                                                    "name")) ?: "",
                  name ?: "-"))
        d = json_array_get(devs, j);
    CHECK(d != NULL);
    if (!d) continue;
    CHECK_INT(json_integer_value(json_object_get(d, "peak_bytes")),
              json_integer_value(json_object_get(w, "peak_allocated_bytes")));
    CHECK_INT(json_integer_value(json_object_get(d, "peak_ts_ns")),
              json_integer_value(json_object_get(w, "peak_ts_ns")));
    CHECK_INT(json_integer_value(json_object_get(d, "allocs")),
              json_integer_value(json_object_get(w, "allocs")));
    CHECK_INT(json_integer_value(json_object_get(d, "frees")),
              json_integer_value(json_object_get(w, "frees")));
    CHECK_INT(json_integer_value(json_object_get(d, "end_bytes")),
              json_integer_value(json_object_get(w, "end_allocated_bytes")));
    CHECK_INT(json_integer_value(json_object_get(d, "peak_reserved_bytes")),
              json_integer_value(json_object_get(w, "peak_reserved_bytes")));
  }
  json_decref(got);
  free(b.p);
}

/* Every key of `want` has the same value in `got` (numbers as numbers:
 * 12.0 equals 12). */
static void check_keys(const char *what, json_t *got, json_t *want) {
  const char *k;
  json_t *w;
  json_object_foreach(want, k, w) {
    json_t *g = json_object_get(got, k);
    int same = g && (json_is_number(w) && json_is_number(g)
                         ? json_number_value(w) == json_number_value(g)
                         : json_equal(g, w));
    CHECK(same);
    if (!same) {
      char *a = g ? json_dumps(g, JSON_ENCODE_ANY) : NULL,
           *b = json_dumps(w, JSON_ENCODE_ANY);
      fprintf(stderr, "  %s %s: got %s, want %s\n", what, k, a ? a : "none",
              b ? b : "?");
      free(a);
      free(b);
    }
  }
}

static json_t *row_named(json_t *rows, const char *name) {
  size_t i;
  for (i = 0; i < json_array_size(rows); i++) {
    json_t *r = json_array_get(rows, i);
    if (!strcmp(json_string_value(json_object_get(r, "name")) ?: "", name))
      return r;
  }
  return NULL;
}

/* stats: the op table (and, for files PyTorch wrote here, what
 * key_averages() printed in that process), kernels, memory operations
 * and the devices' breakdown. */
static void check_stats(const char *path, json_t *facts) {
  sl_options_t o;
  sl_gpu_stats_options_t so;
  sl_error_t err;
  buf_t b = {0};
  json_t *got, *ops, *rows, *want = json_object_get(facts, "ops"), *v, *ka;
  const char *k;
  size_t i;
  int64_t n = 0, total = 0;
  sl_options_init(&o);
  memset(&so, 0, sizeof so);
  so.format = SL_REPORT_JSON;
  so.reports = "ops,kernels,memops,breakdown";
  CHECK_INT(sl_input_stats(&path, 1, &o, NULL, &so, buf_sink, &b, &err), 0);
  got = parse(&b);
  CHECK(got != NULL);
  ops = json_object_get(got, "ops");
  rows = json_object_get(ops, "rows");
  CHECK_INT(json_array_size(rows), json_integer_value(json_object_get(want, "rows")));
  check_keys("ops totals", json_object_get(ops, "totals"),
             json_object_get(want, "totals"));
  CHECK_INT(json_integer_value(json_object_get(ops, "improper")),
            json_integer_value(json_object_get(want, "improper")));
  CHECK_INT(json_integer_value(json_object_get(ops, "unattributed_ns")),
            json_integer_value(json_object_get(want, "unattributed_ns")));
  /* The top ten in order, every figure. */
  json_array_foreach(json_object_get(want, "top10"), i, v)
    check_keys("ops row", json_array_get(rows, i), v);
  ka = json_object_get(json_object_get(facts, "key_averages"), "per_key");
  json_object_foreach(ka, k, v) {
    json_t *r = row_named(rows, k);
    CHECK(r != NULL);
    if (!r) continue;
    CHECK_INT(json_integer_value(json_object_get(r, "calls")),
              json_integer_value(json_object_get(v, "calls")));
    CHECK_INT(json_integer_value(json_object_get(r, "cpu_total_ns")),
              json_integer_value(json_object_get(v, "cpu_time_total_us")) * 1000);
    CHECK_INT(json_integer_value(json_object_get(r, "self_cpu_ns")),
              json_integer_value(json_object_get(v, "self_cpu_time_total_us")) * 1000);
  }
  /* Kernels: the totals and the top five; memory operations: each. */
  want = json_object_get(facts, "kernels");
  rows = json_object_get(json_object_get(got, "kernels"), "rows");
  json_array_foreach(rows, i, v) {
    n += json_integer_value(json_object_get(v, "instances"));
    total += json_integer_value(json_object_get(v, "total_ns"));
  }
  CHECK_INT(json_array_size(rows), json_integer_value(json_object_get(want, "names")));
  CHECK_INT(n, json_integer_value(json_object_get(want, "instances")));
  CHECK_INT(total, json_integer_value(json_object_get(want, "total_ns")));
  json_array_foreach(json_object_get(want, "top5"), i, v)
    check_keys("kernels row", json_array_get(rows, i), v);
  want = json_object_get(facts, "memops");
  rows = json_object_get(json_object_get(got, "memops"), "rows");
  CHECK_INT(json_array_size(rows), json_integer_value(json_object_get(want, "names")));
  json_array_foreach(json_object_get(want, "rows"), i, v)
    check_keys("memops row", row_named(rows, json_string_value(json_object_get(v, "name")) ?: ""), v);
  want = json_object_get(facts, "breakdown");
  rows = json_object_get(json_object_get(got, "breakdown"), "rows");
  CHECK_INT(json_array_size(rows), json_array_size(want));
  json_array_foreach(want, i, v)
    check_keys("breakdown row", json_array_get(rows, i), v);
  json_decref(got);
  free(b.p);
}

/* Both trace formats are written whole. */
static void check_convert(const char *path) {
  sl_options_t o;
  sl_error_t err;
  buf_t b = {0};
  json_t *doc;
  sl_options_init(&o);
  CHECK_INT(sl_convert_paths(&path, 1, &o, buf_sink, &b, &err), 0);
  doc = parse(&b);
  CHECK(json_array_size(json_object_get(doc, "traceEvents")) > 0);
  json_decref(doc);
  free(b.p);
  memset(&b, 0, sizeof b);
  o.trace_format = SL_TRACE_PERFETTO;
  CHECK_INT(sl_convert_paths(&path, 1, &o, buf_sink, &b, &err), 0);
  CHECK(b.n > 0);
  free(b.p);
}

static void check_sample(const char *dir, const char *name, json_t *facts) {
  char path[4096];
  const char *p = path;
  seen_t s;
  sl_error_t err;
  json_t *first = json_object_get(facts, "first_slice"),
         *last = json_object_get(facts, "last_slice");
  snprintf(path, sizeof path, "%s/pytorch-samples/%s", dir, name);
  fprintf(stderr, "%s\n", name);
  CHECK_INT(read_events(p, &s, &err), 0);
  CHECK_INT(s.clocks, 1);
  CHECK_INT(s.slices, json_integer_value(json_object_get(facts, "slices")));
  CHECK_INT(s.instants, json_integer_value(json_object_get(facts, "instants")));
  CHECK_INT(s.memory,
            json_integer_value(json_object_get(facts, "memory_events")));
  CHECK_INT(s.first_ns, json_integer_value(json_object_get(first, "ts_ns")));
  CHECK_INT(s.first_dur, json_integer_value(json_object_get(first, "dur_ns")));
  CHECK_STR(s.first, strlen(s.first),
            json_string_value(json_object_get(first, "name")) ?: "");
  CHECK_INT(s.last_ns, json_integer_value(json_object_get(last, "ts_ns")));
  CHECK_INT(s.last_dur, json_integer_value(json_object_get(last, "dur_ns")));
  CHECK_STR(s.last, strlen(s.last),
            json_string_value(json_object_get(last, "name")) ?: "");
  check_steps(p, facts);
  check_mem(p, facts);
  check_stats(p, facts);
  check_convert(p);
}

static void test_samples(const char *shared) {
  char path[4096];
  json_error_t je;
  json_t *all, *v;
  const char *k;
  snprintf(path, sizeof path, "%s/pytorch-samples/FACTS.json", shared);
  all = json_load_file(path, 0, &je);
  CHECK(all != NULL);
  json_object_foreach(all, k, v) check_sample(shared, k, v);
  json_decref(all);
}

/* ---- small inputs ---------------------------------------------------------------- */

static char tmpdir[] = "/tmp/sl-tracejson-XXXXXX";

static const char *write_tmp(const char *name, const char *text) {
  static char path[256];
  FILE *f;
  snprintf(path, sizeof path, "%s/%s", tmpdir, name);
  f = fopen(path, "wb");
  fputs(text, f);
  fclose(f);
  return path;
}

/* Shapes: a bare array without its ']', members after the events (the
 * base time applies to all), B/E matched per thread, string pids, exact
 * decimal times. */
static void test_shapes(void) {
  seen_t s;
  sl_error_t err;
  const char *p = write_tmp("bare.json",
                            "[{\"ph\":\"X\",\"name\":\"a\",\"pid\":\"CPU "
                            "functions\",\"tid\":1,\"ts\":5,\"dur\":3},\n"
                            "{\"ph\":\"B\",\"name\":\"b\",\"pid\":1,\"tid\":2,"
                            "\"ts\":\"6.0005\"},{\"ph\":\"E\",\"pid\":1,"
                            "\"tid\":2,\"ts\":9.25},\n");
  CHECK_INT(read_events(p, &s, &err), 0);
  CHECK_INT(s.slices, 2);
  CHECK_INT(s.first_ns, 5000);
  CHECK_INT(s.last_ns, 6000); /* 6.0005 us: half to even */
  CHECK_INT(s.last_dur, 3250);
  CHECK_STR(s.last, strlen(s.last), "b");
  p = write_tmp("base_after.json",
                "{\"traceEvents\":[{\"ph\":\"X\",\"name\":\"a\",\"pid\":1,"
                "\"tid\":1,\"ts\":1.5,\"dur\":1}],\"baseTimeNanoseconds\":"
                "1700000000000000000}");
  CHECK_INT(read_events(p, &s, &err), 0);
  CHECK_INT(s.first_ns, 1700000000000001500LL);
  /* A B never ended closes at the trace's last time. */
  p = write_tmp("unended.json",
                "[{\"ph\":\"B\",\"name\":\"open\",\"pid\":1,\"tid\":1,\"ts\":1},"
                "{\"ph\":\"X\",\"name\":\"x\",\"pid\":1,\"tid\":1,\"ts\":2,"
                "\"dur\":8},{\"ph\":\"E\",\"pid\":1,\"tid\":9,\"ts\":3}]");
  CHECK_INT(read_events(p, &s, &err), 0);
  CHECK_INT(s.slices, 2);
  CHECK_INT(s.first_dur, 9000);
}

/* Ids Perfetto's JSON importer takes: string and out-of-range pids and
 * tids get ids within 31 bits, and an empty name names nothing (the
 * importer counts either as a parser failure). */
static void test_ids(void) {
  seen_t s;
  sl_error_t err;
  const char *p = write_tmp("ids.json",
                            "[{\"ph\":\"X\",\"name\":\"a\",\"pid\":\"Spans\","
                            "\"tid\":\"\",\"ts\":1,\"dur\":1},{\"ph\":\"X\",\"name\":"
                            "\"b\",\"pid\":0,\"tid\":-549452224,\"ts\":1,\"dur\":1},"
                            "{\"ph\":\"M\",\"name\":\"thread_name\",\"pid\":0,\"tid\":"
                            "5,\"args\":{\"name\":\"\"}},{\"ph\":\"X\",\"name\":\"c\","
                            "\"pid\":-3,\"tid\":99999999999,\"ts\":1,\"dur\":1}]");
  CHECK_INT(read_events(p, &s, &err), 0);
  CHECK_INT(s.slices, 3);
  CHECK(s.max_id < 0x80000000u);
  CHECK_INT(s.unnamed, 0);
}

/* Damage: one line with the byte offset; the events before it were
 * handed on. */
static void test_damage(void) {
  static const struct {
    const char *text;
    uint64_t at;
    int code;
    const char *msg;
  } bad[] = {
      {"  {oops", 3, SL_EFORMAT, "a member name in the top-level object"},
      {"{\"foo\":1}", 0, SL_EFORMAT, "\"traceEvents\""},
      {"{\"traceEvents\":[{\"ph\":\"X\",\"name\":\"a\",\"pid\":1,\"tid\":1,"
       "\"ts\":1,\"dur\":1},{\"ph\":\"X\",\"na",
       69, SL_ETRUNC, "truncated"},
      {"{\"traceEvents\":[{\"ph\":\"X\",\"name\":\"a\",\"pid\":1,\"tid\":1,"
       "\"ts\":1,\"dur\":1}", 68, SL_ETRUNC, "truncated"},
      {"[{\"ph\":\"X\",\"name\":\"a\",\"pid\":1,\"tid\":1,\"ts\":1,\"dur\":1},"
       "7]", 54, SL_EFORMAT, "an event object"},
      {"[{\"name\":\"a\",\"pid\":1,\"tid\":1,\"ts\":1}]", 1, SL_EFORMAT,
       "\"ph\""},
      {"[{\"ph\":\"X\",\"name\":\"a\",\"pid\":1,\"tid\":1,\"ts\":\"x\"}]", 44,
       SL_EFORMAT, "a number for \"ts\""},
  };
  size_t i;
  for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    seen_t s;
    sl_error_t err;
    const char *p = write_tmp("bad.json", bad[i].text);
    memset(&err, 0, sizeof err);
    CHECK_INT(read_events(p, &s, &err), bad[i].code);
    CHECK_INT(err.offset, bad[i].at);
    CHECK(strstr(err.msg, bad[i].msg) != NULL);
    if (!strstr(err.msg, bad[i].msg)) fprintf(stderr, "  %s\n", err.msg);
    /* Cut inside the events: the one before the cut was handed on. */
    if (bad[i].code == SL_ETRUNC) CHECK_INT(s.slices, 1);
  }
}

/* The tolerance: each kind let through or dropped is one warning line
 * with its count, the run goes on and exits 0. */
typedef struct warned_s {
  char text[2048];
  int lines;
} warned_t;

static void on_warn(void *ud, const char *file, const sl_error_t *w) {
  warned_t *x = ud;
  size_t n = strlen(x->text);
  (void)file;
  snprintf(x->text + n, sizeof x->text - n, "%s\n", w->msg);
  x->lines++;
}

/* The JSON trace of the input at p into b, its warnings into w. */
static void convert_warned(const char *p, buf_t *b, warned_t *w) {
  sl_options_t o;
  sl_error_t err;
  sl_options_init(&o);
  memset(w, 0, sizeof *w);
  o.warn = on_warn;
  o.warn_ud = w;
  CHECK_INT(sl_convert_paths(&p, 1, &o, buf_sink, b, &err), 0);
}

static void test_tolerance(void) {
  buf_t b = {0};
  warned_t w;
  json_t *doc;
  const char *p = write_tmp(
      "tolerant.json",
      "[{\"ph\":\"X\",\"name\":\"tab\there\",\"pid\":1,\"tid\":1,"
      "\"ts\":1,\"dur\":2,\"args\":{\"x\":NaN,\"y\":-Infinity,},},"
      "{\"ph\":\"X\",\"name\":\"bad \xff utf8\",\"pid\":1,\"tid\":1,"
      "\"ts\":4,\"dur\":1},"
      "{\"ph\":\"E\",\"pid\":1,\"tid\":2,\"ts\":5},"
      "{\"ph\":\"B\",\"name\":\"open\",\"pid\":1,\"tid\":3,\"ts\":5},"
      "{\"ph\":\"X\",\"name\":\"neg\",\"pid\":1,\"tid\":1,\"ts\":6,"
      "\"dur\":-1},"
      "{\"ph\":\"Q\",\"pid\":1,\"tid\":1,\"ts\":7},"
      "{\"ph\":\"O\",\"name\":\"obj\",\"id\":\"0x1\",\"pid\":1,"
      "\"ts\":8}]");
  convert_warned(p, &b, &w);
  CHECK_INT(w.lines, 8);
  CHECK(strstr(w.text, "raw control characters in strings, written "
                       "escaped (1)\n") != NULL);
  CHECK(strstr(w.text, "invalid UTF-8 in strings, each written as U+FFFD "
                       "(1)\n") != NULL);
  CHECK(strstr(w.text, "NaN or Infinity values, written as strings (2)\n") !=
        NULL);
  CHECK(strstr(w.text, "trailing commas before a ']' or '}' (2)\n") != NULL);
  CHECK(strstr(w.text, "B events never ended") != NULL);
  CHECK(strstr(w.text, "E events without a B, dropped (1)\n") != NULL);
  CHECK(strstr(w.text, "negative \"dur\", dropped (1)\n") != NULL);
  CHECK(strstr(w.text, "does not know, dropped (1)\n") != NULL);
  if (w.lines != 8) fprintf(stderr, "%s", w.text);
  /* The output is JSON: the control character escaped, NaN a string. */
  doc = parse(&b);
  CHECK(doc != NULL);
  CHECK(b.p && strstr(b.p, "tab\\there") != NULL);
  CHECK(b.p && strstr(b.p, "\"x\":\"NaN\"") != NULL);
  CHECK(b.p && strstr(b.p, "\"y\":\"-Infinity\"") != NULL);
  json_decref(doc);
  free(b.p);
}

/* The first event of the output with this ph and name (name NULL: any),
 * or NULL. */
static json_t *find_ev(json_t *doc, const char *ph, const char *name,
                       size_t from) {
  json_t *evs = json_object_get(doc, "traceEvents");
  size_t i;
  for (i = from; i < json_array_size(evs); i++) {
    json_t *e = json_array_get(evs, i);
    const char *p = json_string_value(json_object_get(e, "ph"));
    const char *n = json_string_value(json_object_get(e, "name"));
    if (p && !strcmp(p, ph) && (!name || (n && !strcmp(n, name)))) return e;
  }
  return NULL;
}

static long long ev_int(json_t *e, const char *k) {
  return json_integer_value(json_object_get(e, k));
}

/* The flow point of this ph at (tid, ts us) of the output, or NULL. */
static json_t *flow_at(json_t *doc, const char *ph, long long tid, double ts) {
  json_t *evs = json_object_get(doc, "traceEvents");
  size_t i;
  for (i = 0; i < json_array_size(evs); i++) {
    json_t *e = json_array_get(evs, i);
    const char *p = json_string_value(json_object_get(e, "ph"));
    if (p && !strcmp(p, ph) && ev_int(e, "tid") == tid &&
        json_number_value(json_object_get(e, "ts")) == ts)
      return e;
  }
  return NULL;
}

/* The layout of slices in any order: a slice that overlaps another
 * without nesting goes on an overlap lane of its thread; each flow point
 * binds the innermost slice around it (f without "bp":"e": the next to
 * begin); a flow's points make its hops; a flow whose every slice binds
 * no other is bound on the slices themselves (bind_id), the others are
 * s/t/f at their slices' starts; a point with no other point is dropped
 * with a warning. */
static void test_layout(void) {
  buf_t b = {0};
  warned_t w;
  json_t *doc, *a, *bb, *c, *g, *h, *s, *f, *t, *m;
  long long lane;
  const char *p = write_tmp(
      "layout.json",
      "[{\"ph\":\"s\",\"id\":7,\"pid\":1,\"tid\":1,\"ts\":7,\"cat\":\"c\","
      "\"name\":\"n\"},"
      "{\"ph\":\"X\",\"name\":\"A\",\"pid\":1,\"tid\":1,\"ts\":0,\"dur\":10},"
      "{\"ph\":\"X\",\"name\":\"C\",\"pid\":1,\"tid\":1,\"ts\":6,\"dur\":2},"
      "{\"ph\":\"X\",\"name\":\"B\",\"pid\":1,\"tid\":1,\"ts\":5,\"dur\":10},"
      "{\"ph\":\"f\",\"id\":7,\"pid\":1,\"tid\":2,\"ts\":20,\"bp\":\"e\","
      "\"cat\":\"c\",\"name\":\"n\"},"
      "{\"ph\":\"X\",\"name\":\"D\",\"pid\":1,\"tid\":2,\"ts\":20,\"dur\":5},"
      "{\"ph\":\"s\",\"id\":\"0x8\",\"pid\":1,\"tid\":2,\"ts\":21,\"cat\":\"c\","
      "\"name\":\"n\"},"
      "{\"ph\":\"f\",\"id\":9,\"pid\":1,\"tid\":2,\"ts\":22,\"bp\":\"e\","
      "\"cat\":\"c\",\"name\":\"n\"},"
      "{\"ph\":\"X\",\"name\":\"E\",\"pid\":1,\"tid\":3,\"ts\":30,\"dur\":5},"
      "{\"ph\":\"t\",\"id\":8,\"pid\":1,\"tid\":3,\"ts\":30,\"cat\":\"c\","
      "\"name\":\"n\"},"
      "{\"ph\":\"f\",\"id\":8,\"pid\":1,\"tid\":3,\"ts\":39,\"cat\":\"c\","
      "\"name\":\"n\"},"
      "{\"ph\":\"X\",\"name\":\"F\",\"pid\":1,\"tid\":3,\"ts\":40,\"dur\":1},"
      "{\"ph\":\"X\",\"name\":\"H\",\"pid\":1,\"tid\":4,\"ts\":60,\"dur\":1,"
      "\"bind_id\":5,\"flow_in\":true},"
      "{\"ph\":\"X\",\"name\":\"G\",\"pid\":1,\"tid\":4,\"ts\":50,\"dur\":1,"
      "\"bind_id\":5,\"flow_out\":true}]");
  convert_warned(p, &b, &w);
  CHECK_INT(w.lines, 1);
  CHECK(strstr(w.text, "no other point of their flow, dropped (1)\n") != NULL);
  doc = parse(&b);
  a = find_ev(doc, "X", "A", 0);
  bb = find_ev(doc, "X", "B", 0);
  c = find_ev(doc, "X", "C", 0);
  CHECK(a && bb && c);
  /* B sticks out of A: a lane of its own, named for thread 1. */
  lane = ev_int(bb, "tid");
  CHECK(lane != 1 && ev_int(a, "tid") == 1 && ev_int(c, "tid") == 1);
  m = find_ev(doc, "M", "thread_name", 0);
  while (m && ev_int(m, "tid") != lane) {
    json_t *evs = json_object_get(doc, "traceEvents");
    size_t i;
    for (i = 0; json_array_get(evs, i) != m; i++) {
    }
    m = find_ev(doc, "M", "thread_name", i + 1);
  }
  CHECK(m != NULL);
  {
    const char *ln =
        json_string_value(json_object_get(json_object_get(m, "args"), "name"));
    if (!ln) ln = "";
    CHECK_STR(ln, strlen(ln), "thread 1 (overlap 1)");
  }
  /* C (innermost at 7) -> D -> E (a step) -> F (the next slice): D binds
   * two flows, so the flow is s/t/f at each slice's start. */
  s = flow_at(doc, "s", 1, 6);
  f = flow_at(doc, "f", 2, 20);
  CHECK(s && f);
  CHECK(s && f && ev_int(s, "id") == ev_int(f, "id"));
  CHECK(flow_at(doc, "s", 2, 20) != NULL);
  t = flow_at(doc, "t", 3, 30);
  CHECK(t != NULL);
  f = flow_at(doc, "f", 3, 40);
  CHECK(t && f && ev_int(t, "id") == ev_int(f, "id"));
  CHECK(json_object_get(c, "bind_id") == NULL);
  /* G -> H alone: bound on the slices. */
  g = find_ev(doc, "X", "G", 0);
  h = find_ev(doc, "X", "H", 0);
  CHECK(g && h && ev_int(g, "bind_id") == ev_int(h, "bind_id") &&
        ev_int(g, "bind_id") > 0);
  CHECK(g && json_is_true(json_object_get(g, "flow_out")));
  CHECK(h && json_is_true(json_object_get(h, "flow_in")));
  json_decref(doc);
  free(b.p);
}

/* The thread name the output gives tid, or "". */
static const char *thread_name(json_t *doc, long long tid) {
  json_t *evs = json_object_get(doc, "traceEvents");
  size_t i;
  for (i = 0; i < json_array_size(evs); i++) {
    json_t *e = json_array_get(evs, i);
    const char *n = json_string_value(json_object_get(e, "name"));
    if (n && !strcmp(n, "thread_name") && ev_int(e, "tid") == tid)
      return json_string_value(json_object_get(json_object_get(e, "args"),
                                               "name"));
  }
  return "";
}

/* Nestable async events (b, e, n) are slices and instants on a track per
 * category and id, named by its first event, nesting as they say, from
 * whichever thread; a b never ended ends at the trace's last time; an
 * async event without an id is dropped with a warning.  Objects (N, O,
 * D) are instants of their thread, what happened and the id in args. */
static void test_async(void) {
  buf_t b = {0};
  warned_t w;
  json_t *doc, *req, *inner, *other, *open, *mark, *obj;
  const char *p = write_tmp(
      "async.json",
      "[{\"ph\":\"b\",\"name\":\"req\",\"cat\":\"net\",\"id\":\"0x10\","
      "\"pid\":1,\"tid\":1,\"ts\":10},"
      "{\"ph\":\"b\",\"name\":\"inner\",\"cat\":\"net\",\"id\":\"0x10\","
      "\"pid\":1,\"tid\":2,\"ts\":12},"
      "{\"ph\":\"n\",\"name\":\"mark\",\"cat\":\"net\",\"id\":\"0x10\","
      "\"pid\":1,\"tid\":1,\"ts\":13},"
      "{\"ph\":\"e\",\"name\":\"inner\",\"cat\":\"net\",\"id\":\"0x10\","
      "\"pid\":1,\"tid\":1,\"ts\":15},"
      "{\"ph\":\"e\",\"name\":\"req\",\"cat\":\"net\",\"id\":\"0x10\","
      "\"pid\":1,\"tid\":1,\"ts\":20},"
      "{\"ph\":\"b\",\"name\":\"other\",\"cat\":\"net\",\"id\":\"0x11\","
      "\"pid\":1,\"tid\":1,\"ts\":11},"
      "{\"ph\":\"e\",\"cat\":\"net\",\"id\":\"0x11\",\"pid\":1,\"tid\":1,"
      "\"ts\":18},"
      "{\"ph\":\"b\",\"name\":\"open\",\"cat\":\"net\",\"id\":7,\"pid\":1,"
      "\"tid\":1,\"ts\":19},"
      "{\"ph\":\"b\",\"name\":\"noid\",\"pid\":1,\"tid\":1,\"ts\":19},"
      "{\"ph\":\"X\",\"name\":\"last\",\"pid\":1,\"tid\":1,\"ts\":19,"
      "\"dur\":5},"
      "{\"ph\":\"N\",\"name\":\"obj\",\"id\":\"0x1\",\"pid\":1,\"tid\":1,"
      "\"ts\":21},"
      "{\"ph\":\"O\",\"name\":\"obj\",\"id\":\"0x1\",\"pid\":1,\"tid\":1,"
      "\"ts\":22,\"args\":{\"snapshot\":{\"n\":1}}},"
      "{\"ph\":\"D\",\"name\":\"obj\",\"id\":\"0x1\",\"pid\":1,\"tid\":1,"
      "\"ts\":23}]");
  convert_warned(p, &b, &w);
  CHECK_INT(w.lines, 2);
  CHECK(strstr(w.text, "B events never ended, closed at the trace's last "
                       "time (1)\n") != NULL);
  CHECK(strstr(w.text, "async events (b, e) without an \"id\", dropped "
                       "(1)\n") != NULL);
  if (w.lines != 2) fprintf(stderr, "%s", w.text);
  doc = parse(&b);
  req = find_ev(doc, "X", "req", 0);
  inner = find_ev(doc, "X", "inner", 0);
  other = find_ev(doc, "X", "other", 0);
  open = find_ev(doc, "X", "open", 0);
  mark = find_ev(doc, "i", "mark", 0);
  CHECK(req && inner && other && open && mark);
  if (req && inner && other && open && mark) {
    long long tr = ev_int(req, "tid");
    CHECK(tr != 1 && tr != 2);
    CHECK_INT(ev_int(inner, "tid"), tr);
    CHECK_INT(ev_int(mark, "tid"), tr);
    CHECK(ev_int(other, "tid") != tr && ev_int(other, "tid") != 1);
    CHECK(ev_int(open, "tid") != tr && ev_int(open, "tid") != 1);
    CHECK_STR(thread_name(doc, tr), strlen(thread_name(doc, tr)), "req");
    CHECK_STR(thread_name(doc, ev_int(other, "tid")),
              strlen(thread_name(doc, ev_int(other, "tid"))), "other");
    CHECK(json_number_value(json_object_get(req, "dur")) == 10);
    CHECK(json_number_value(json_object_get(inner, "dur")) == 3);
    CHECK(json_number_value(json_object_get(inner, "ts")) -
              json_number_value(json_object_get(req, "ts")) == 2);
    CHECK(json_number_value(json_object_get(other, "dur")) == 7);
    CHECK(json_number_value(json_object_get(open, "dur")) == 5);
    CHECK(json_is_true(json_object_get(json_object_get(open, "args"),
                                       "unfinished")));
  }
  CHECK(find_ev(doc, "X", "noid", 0) == NULL);
  obj = find_ev(doc, "i", "obj", 0);
  CHECK(obj && ev_int(obj, "tid") == 1);
  if (obj) {
    json_t *a = json_object_get(obj, "args");
    CHECK(json_string_value(json_object_get(a, "object")) &&
          !strcmp(json_string_value(json_object_get(a, "object")), "created"));
    CHECK(json_string_value(json_object_get(a, "id")) &&
          !strcmp(json_string_value(json_object_get(a, "id")), "0x1"));
  }
  {
    /* Three instants, the snapshot's carried with it. */
    json_t *evs = json_object_get(doc, "traceEvents");
    size_t i, n = 0, snap = 0;
    for (i = 0; i < json_array_size(evs); i++) {
      json_t *e = json_array_get(evs, i), *a = json_object_get(e, "args");
      const char *nm = json_string_value(json_object_get(e, "name"));
      if (!nm || strcmp(nm, "obj") != 0) continue;
      n++;
      snap += json_object_get(a, "snapshot") != NULL;
    }
    CHECK_INT(n, 3);
    CHECK_INT(snap, 1);
  }
  json_decref(doc);
  free(b.p);
}

/* How many events of the output have this ph and name (name NULL:
 * any). */
static int count_ev(json_t *doc, const char *ph, const char *name) {
  json_t *evs = json_object_get(doc, "traceEvents");
  size_t i;
  int n = 0;
  for (i = 0; i < json_array_size(evs); i++) {
    json_t *e = json_array_get(evs, i);
    const char *p = json_string_value(json_object_get(e, "ph"));
    const char *nm = json_string_value(json_object_get(e, "name"));
    n += p && !strcmp(p, ph) && (!name || (nm && !strcmp(nm, name)));
  }
  return n;
}

/* --steps keeps the selected ProfilerStep#N windows (indexed in time
 * order): a host slice goes with the step around it on its thread,
 * device work with the step of its launch (correlation), the rest by
 * time; names and metadata stay. */
static void test_steps(void) {
  static const struct {
    const char *steps;
    int k[9]; /* step 7, step 8, op_a, op_b, launch, kernel_a,
                 kernel_free, other_thread, counters */
  } cases[] = {{"0", {1, 0, 1, 0, 1, 1, 0, 0, 1}},
               {"1", {0, 1, 0, 1, 0, 0, 1, 1, 1}},
               {"last", {0, 1, 0, 1, 0, 0, 1, 1, 1}},
               {"0-", {1, 1, 1, 1, 1, 1, 1, 1, 2}}};
  static const char *const names[] = {
      "ProfilerStep#7", "ProfilerStep#8", "op_a", "op_b", "launch_a",
      "kernel_a", "kernel_free", "other_thread"};
  const char *p = write_tmp(
      "steps.json",
      "[{\"ph\":\"X\",\"name\":\"ProfilerStep#8\",\"cat\":\"user_annotation\","
      "\"pid\":1,\"tid\":1,\"ts\":100,\"dur\":100},"
      "{\"ph\":\"X\",\"name\":\"ProfilerStep#7\",\"cat\":\"user_annotation\","
      "\"pid\":1,\"tid\":1,\"ts\":0,\"dur\":100},"
      "{\"ph\":\"X\",\"name\":\"op_a\",\"cat\":\"cpu_op\",\"pid\":1,\"tid\":1,"
      "\"ts\":10,\"dur\":20},"
      "{\"ph\":\"X\",\"name\":\"op_b\",\"cat\":\"cpu_op\",\"pid\":1,\"tid\":1,"
      "\"ts\":110,\"dur\":20},"
      "{\"ph\":\"X\",\"name\":\"launch_a\",\"cat\":\"cuda_runtime\",\"pid\":1,"
      "\"tid\":1,\"ts\":90,\"dur\":5,\"args\":{\"correlation\":5}},"
      "{\"ph\":\"X\",\"name\":\"kernel_a\",\"cat\":\"kernel\",\"pid\":2,"
      "\"tid\":7,\"ts\":120,\"dur\":10,\"args\":{\"correlation\":5}},"
      "{\"ph\":\"X\",\"name\":\"kernel_free\",\"cat\":\"kernel\",\"pid\":2,"
      "\"tid\":7,\"ts\":150,\"dur\":10},"
      "{\"ph\":\"X\",\"name\":\"other_thread\",\"cat\":\"cpu_op\",\"pid\":1,"
      "\"tid\":2,\"ts\":195,\"dur\":10},"
      "{\"ph\":\"C\",\"name\":\"load\",\"pid\":1,\"ts\":50,\"args\":{\"v\":1}},"
      "{\"ph\":\"C\",\"name\":\"load\",\"pid\":1,\"ts\":150,"
      "\"args\":{\"v\":2}}]");
  size_t i, k;
  for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    sl_options_t o;
    sl_error_t err;
    buf_t b = {0};
    json_t *doc;
    sl_options_init(&o);
    o.steps = cases[i].steps;
    CHECK_INT(sl_convert_paths(&p, 1, &o, buf_sink, &b, &err), 0);
    doc = parse(&b);
    CHECK(doc != NULL);
    for (k = 0; k < 8; k++) {
      /* A step is also on the Steps track. */
      int want = cases[i].k[k] * (k < 2 ? 2 : 1);
      CHECK_INT(count_ev(doc, "X", names[k]), want);
      if (count_ev(doc, "X", names[k]) != want)
        fprintf(stderr, "  --steps=%s: %s\n", cases[i].steps, names[k]);
    }
    CHECK_INT(count_ev(doc, "C", NULL), cases[i].k[8]);
    /* Names stay: the GPU's process and the other thread. */
    CHECK(strstr(b.p, "\"process_name\"") != NULL);
    json_decref(doc);
    free(b.p);
  }
}

/* Kineto's metadata as process labels: process_labels (said after the
 * events, as Kineto writes them), a GPU's name from deviceProperties
 * after its "GPU n", the job's rank on every process. */
static void test_labels(void) {
  const char *p = write_tmp(
      "labels.json",
      "{\"deviceProperties\":[{\"id\":1,\"name\":\"Other\"},{\"id\":0,"
      "\"name\":\"Tesla \\u0056100\"}],\"traceEvents\":["
      "{\"ph\":\"X\",\"name\":\"op\",\"cat\":\"cpu_op\",\"pid\":77,\"tid\":1,"
      "\"ts\":1,\"dur\":2},{\"ph\":\"X\",\"name\":\"k\",\"cat\":\"kernel\","
      "\"pid\":3,\"tid\":7,\"ts\":2,\"dur\":1},"
      "{\"ph\":\"M\",\"name\":\"process_labels\",\"pid\":77,\"args\":"
      "{\"labels\":\"CPU\"}},{\"ph\":\"M\",\"name\":\"process_labels\","
      "\"pid\":3,\"args\":{\"labels\":\" GPU 0 , extra\"}}],"
      "\"distributedInfo\":{\"rank\":3,\"world_size\":8}}");
  sl_options_t o;
  sl_error_t err;
  buf_t b = {0};
  json_t *doc;
  sl_options_init(&o);
  CHECK_INT(sl_convert_paths(&p, 1, &o, buf_sink, &b, &err), 0);
  doc = parse(&b);
  CHECK(doc != NULL);
  CHECK(b.p && strstr(b.p, "\"labels\":\"CPU,rank 3 of 8\"") != NULL);
  CHECK(b.p && strstr(b.p, "\"labels\":\"GPU 0,Tesla V100,extra,rank 3 of 8\"") !=
                   NULL);
  /* Written before the process's first event: its final labels. */
  CHECK_INT(count_ev(doc, "M", "process_labels"), 2);
  json_decref(doc);
  free(b.p);
}

/* mem --per-step: each step's peak per device is the highest Total
 * Allocated from its start (the level carried in) to its end; a step
 * with no event of a device has the level it started with; no steps:
 * one, 0, over the whole trace. */
#define MEMEV(ts, bytes, total)                                             \
  "{\"ph\":\"i\",\"name\":\"[memory]\",\"cat\":\"cpu_instant_event\","      \
  "\"pid\":1,\"tid\":1,\"ts\":" #ts ",\"args\":{\"Device Type\":1,"          \
  "\"Device Id\":0,\"Bytes\":" #bytes ",\"Total Allocated\":" #total        \
  ",\"Total Reserved\":4096,\"Addr\":" #ts "}}"
static void test_mem_steps(void) {
  const char *p = write_tmp(
      "memsteps.json",
      "[{\"ph\":\"X\",\"name\":\"ProfilerStep#4\",\"cat\":\"user_annotation\","
      "\"pid\":1,\"tid\":1,\"ts\":100,\"dur\":100},"
      "{\"ph\":\"X\",\"name\":\"ProfilerStep#5\",\"cat\":\"user_annotation\","
      "\"pid\":1,\"tid\":1,\"ts\":200,\"dur\":100},"
      "{\"ph\":\"X\",\"name\":\"ProfilerStep#6\",\"cat\":\"user_annotation\","
      "\"pid\":1,\"tid\":1,\"ts\":300,\"dur\":100}," MEMEV(150, 512, 1536) ","
      MEMEV(50, 1024, 1024) "," MEMEV(160, -512, 1024) "," MEMEV(310, 64, 1088)
      "]");
  static const long long want[3][3] = {
      {4, 1536, 150000}, {5, 1024, 200000}, {6, 1088, 310000}};
  sl_options_t o;
  sl_mem_options_t mo;
  sl_error_t err;
  buf_t b = {0};
  json_t *doc, *steps;
  size_t k;
  sl_options_init(&o);
  memset(&mo, 0, sizeof mo);
  mo.per_step = 1;
  CHECK_INT(sl_input_mem(&p, 1, &o, &mo, 1, buf_sink, &b, NULL, &err), 0);
  doc = parse(&b);
  steps = json_object_get(doc, "steps");
  CHECK_INT(json_array_size(steps), 3);
  for (k = 0; k < 3 && k < json_array_size(steps); k++) {
    json_t *st = json_array_get(steps, k);
    json_t *d = json_array_get(json_object_get(st, "devices"), 0);
    CHECK_INT(ev_int(st, "step"), want[k][0]);
    CHECK_INT(ev_int(d, "peak_bytes"), want[k][1]);
    CHECK_INT(ev_int(d, "peak_ts_ns"), want[k][2]);
  }
  CHECK_INT(ev_int(json_array_get(steps, 0), "start_ns"), 100000);
  json_decref(doc);
  free(b.p);
  memset(&b, 0, sizeof b);
  p = write_tmp("memnosteps.json", "[" MEMEV(150, 512, 1536) ","
                MEMEV(50, 1024, 1024) "]");
  CHECK_INT(sl_input_mem(&p, 1, &o, &mo, 1, buf_sink, &b, NULL, &err), 0);
  doc = parse(&b);
  steps = json_object_get(doc, "steps");
  CHECK_INT(json_array_size(steps), 1);
  CHECK_INT(ev_int(json_array_get(steps, 0), "step"), 0);
  CHECK_INT(ev_int(json_array_get(json_object_get(json_array_get(steps, 0),
                                                  "devices"), 0),
                   "peak_bytes"),
            1536);
  json_decref(doc);
  free(b.p);
}

/* Several ranks' traces as one: each file's pids stay apart (both have
 * a pid 0 and a pid 5), each file's flows bind its own slices though
 * the ids are the same, times line up on the epoch, the processes are
 * labelled with the rank or else the file's name. */
static void test_ranks(void) {
  char a[256], b[256];
  const char *paths[2];
  sl_options_t o;
  sl_error_t err;
  buf_t out = {0};
  json_t *doc;
  snprintf(a, sizeof a, "%s",
           write_tmp("rank0.json",
                     "{\"distributedInfo\":{\"rank\":0,\"world_size\":2},"
                     "\"traceEvents\":[{\"ph\":\"X\",\"name\":\"launch0\","
                     "\"cat\":\"cuda_runtime\",\"pid\":5,\"tid\":5,\"ts\":10,"
                     "\"dur\":2,\"args\":{\"correlation\":9}},{\"ph\":\"X\","
                     "\"name\":\"kernel0\",\"cat\":\"kernel\",\"pid\":0,\"tid\":"
                     "7,\"ts\":20,\"dur\":2,\"args\":{\"correlation\":9}},"
                     "{\"ph\":\"s\",\"id\":9,\"pid\":5,\"tid\":5,\"ts\":10,"
                     "\"cat\":\"ac2g\",\"name\":\"ac2g\"},{\"ph\":\"f\",\"id\":"
                     "9,\"pid\":0,\"tid\":7,\"ts\":20,\"cat\":\"ac2g\",\"name\":"
                     "\"ac2g\",\"bp\":\"e\"}],\"baseTimeNanoseconds\":"
                     "1700000000000000000}"));
  snprintf(b, sizeof b, "%s",
           write_tmp("norank.json",
                     "{\"traceEvents\":[{\"ph\":\"X\",\"name\":\"launch1\","
                     "\"cat\":\"cuda_runtime\",\"pid\":5,\"tid\":5,\"ts\":11,"
                     "\"dur\":2,\"args\":{\"correlation\":9}},{\"ph\":\"X\","
                     "\"name\":\"kernel1\",\"cat\":\"kernel\",\"pid\":0,\"tid\":"
                     "7,\"ts\":21,\"dur\":2,\"args\":{\"correlation\":9}},"
                     "{\"ph\":\"s\",\"id\":9,\"pid\":5,\"tid\":5,\"ts\":11,"
                     "\"cat\":\"ac2g\",\"name\":\"ac2g\"},{\"ph\":\"f\",\"id\":"
                     "9,\"pid\":0,\"tid\":7,\"ts\":21,\"cat\":\"ac2g\",\"name\":"
                     "\"ac2g\",\"bp\":\"e\"}],\"baseTimeNanoseconds\":"
                     "1700000000001000000}"));
  paths[0] = a;
  paths[1] = b;
  sl_options_init(&o);
  CHECK_INT(sl_convert_paths(paths, 2, &o, buf_sink, &out, &err), 0);
  doc = parse(&out);
  CHECK(doc != NULL);
  {
    json_t *k0 = find_ev(doc, "X", "kernel0", 0), *k1 = find_ev(doc, "X", "kernel1", 0);
    json_t *l0 = find_ev(doc, "X", "launch0", 0), *l1 = find_ev(doc, "X", "launch1", 0);
    CHECK(k0 && k1 && l0 && l1);
    if (k0 && k1 && l0 && l1) {
      CHECK(ev_int(k0, "pid") != ev_int(k1, "pid"));
      CHECK(ev_int(l0, "pid") != ev_int(l1, "pid"));
      /* 1 ms later on the epoch, 1 us later in its file. */
      CHECK_INT((long long)(json_number_value(json_object_get(k1, "ts")) -
                            json_number_value(json_object_get(k0, "ts"))),
                1001);
      /* Each file's flow binds its launch to its kernel, apart from the
       * other's though both say id 9. */
      CHECK(ev_int(l0, "bind_id") != 0);
      CHECK_INT(ev_int(l0, "bind_id"), ev_int(k0, "bind_id"));
      CHECK_INT(ev_int(l1, "bind_id"), ev_int(k1, "bind_id"));
      CHECK(ev_int(l0, "bind_id") != ev_int(l1, "bind_id"));
    }
  }
  CHECK(strstr(out.p, "\"labels\":\"rank 0 of 2\"") != NULL);
  CHECK(strstr(out.p, "\"labels\":\"norank.json\"") != NULL);
  json_decref(doc);
  free(out.p);
}

/* The reports over several ranks: each rank's devices are its own (both
 * have a device 0), in the breakdown and in mem; a file whose clock is
 * days from the first keeps its times, with a warning. */
#define RANKED(rank, ts, bytes)                                              \
  "{\"distributedInfo\":{\"rank\":" #rank ",\"world_size\":2},"            \
  "\"traceEvents\":[{\"ph\":\"X\",\"name\":\"k\",\"cat\":\"kernel\","     \
  "\"pid\":0,\"tid\":7,\"ts\":" #ts ",\"dur\":" #ts ",\"args\":{\"device\":0}}," \
  "{\"ph\":\"i\",\"name\":\"[memory]\",\"cat\":\"cpu_instant_event\","     \
  "\"pid\":1,\"tid\":1,\"ts\":" #ts ",\"args\":{\"Device Type\":1,"         \
  "\"Device Id\":0,\"Bytes\":" #bytes ",\"Total Allocated\":" #bytes        \
  ",\"Total Reserved\":4096,\"Addr\":1}}],"                                 \
  "\"baseTimeNanoseconds\":1700000000000000000}"
static int warned;
static void count_warning(void *ud, const char *file, const sl_error_t *w) {
  (void)ud;
  (void)file;
  if (strstr(w->msg, "more than a day")) warned++;
}
static void test_rank_reports(void) {
  const char *paths[3];
  sl_options_t o;
  sl_gpu_stats_options_t so;
  sl_mem_options_t mo;
  sl_error_t err;
  buf_t b = {0};
  json_t *doc, *rows, *devs;
  size_t i;
  char far[300];
  paths[0] = strdup(write_tmp("r0.json", RANKED(0, 10, 1024)));
  paths[1] = strdup(write_tmp("r1.json", RANKED(1, 30, 4096)));
  sl_options_init(&o);
  memset(&so, 0, sizeof so);
  so.format = SL_REPORT_JSON;
  so.reports = "breakdown";
  CHECK_INT(sl_input_stats(paths, 2, &o, NULL, &so, buf_sink, &b, &err), 0);
  doc = parse(&b);
  rows = json_object_get(json_object_get(doc, "breakdown"), "rows");
  CHECK_INT(json_array_size(rows), 2);
  for (i = 0; i < 2 && i < json_array_size(rows); i++) {
    json_t *r = json_array_get(rows, i);
    CHECK_INT(ev_int(r, "rank"), (long long)i);
    CHECK_INT(ev_int(r, "device"), 0);
    CHECK_INT(ev_int(r, "busy_ns"), i ? 30000 : 10000);
  }
  json_decref(doc);
  free(b.p);
  memset(&b, 0, sizeof b);
  memset(&mo, 0, sizeof mo);
  CHECK_INT(sl_input_mem(paths, 2, &o, &mo, 1, buf_sink, &b, NULL, &err), 0);
  doc = parse(&b);
  devs = json_object_get(doc, "devices");
  CHECK_INT(json_array_size(devs), 2);
  for (i = 0; i < 2 && i < json_array_size(devs); i++) {
    json_t *d = json_array_get(devs, i);
    const char *name = json_string_value(json_object_get(d, "name"));
    if (!name) name = "";
    CHECK_STR(name, strlen(name), i ? "rank 1 cuda:0" : "rank 0 cuda:0");
    CHECK_INT(ev_int(d, "peak_bytes"), i ? 4096 : 1024);
  }
  json_decref(doc);
  free(b.p);
  memset(&b, 0, sizeof b);
  /* Another run's file, two days later. */
  snprintf(far, sizeof far, "%s",
           write_tmp("far.json", "{\"traceEvents\":[{\"ph\":\"X\",\"name\":"
                                 "\"late\",\"pid\":1,\"tid\":1,\"ts\":5,"
                                 "\"dur\":1}],\"baseTimeNanoseconds\":"
                                 "1700172800000000000}"));
  paths[2] = far;
  o.warn = count_warning;
  warned = 0;
  CHECK_INT(sl_convert_paths(paths, 3, &o, buf_sink, &b, &err), 0);
  CHECK_INT(warned, 1);
  doc = parse(&b);
  CHECK(doc != NULL);
  if (doc) {
    json_t *late = find_ev(doc, "X", "late", 0);
    CHECK(late != NULL);
    /* Its own clock: 5 us after its own base, which is not the trace's. */
    if (late) CHECK(json_number_value(json_object_get(late, "ts")) < 1e6);
  }
  json_decref(doc);
  free(b.p);
  free((void *)paths[0]);
  free((void *)paths[1]);
}

/* Progress and stop while a trace of events is read: the figures come
 * every few thousand events, bytes read grow to the file's size (each of
 * convert's two readings counts half), and a stop ends the run with
 * SL_ECANCELED. */
typedef struct ticks_s {
  int calls, stop_at, asked;
  uint64_t last_read, size, last_events;
  int monotone;
} ticks_t;
static void on_tick(void *ud, const sl_progress_t *p) {
  ticks_t *t = ud;
  if (p->done) return;
  t->calls++;
  if (p->read < t->last_read || p->events < t->last_events ||
      (p->size && p->read > p->size))
    t->monotone = 0;
  t->last_read = p->read;
  t->last_events = p->events;
  t->size = p->size;
}
static int on_stop(void *ud) {
  ticks_t *t = ud;
  return ++t->asked == t->stop_at;
}
static void test_progress_stop(void) {
  size_t n = 40000, i, len = 0, cap = n * 96 + 16;
  char *j = malloc(cap);
  const char *p;
  struct stat st;
  sl_options_t o;
  sl_gpu_stats_options_t so;
  sl_error_t err;
  buf_t b = {0};
  ticks_t t;
  len += (size_t)snprintf(j + len, cap - len, "[");
  for (i = 0; i < n; i++)
    len += (size_t)snprintf(j + len, cap - len,
                            "%s{\"ph\":\"X\",\"name\":\"op\",\"pid\":1,"
                            "\"tid\":1,\"ts\":%zu,\"dur\":1}",
                            i ? "," : "", i * 2);
  snprintf(j + len, cap - len, "]");
  p = write_tmp("many.json", j);
  free(j);
  CHECK_INT(stat(p, &st), 0);
  sl_options_init(&o);
  memset(&t, 0, sizeof t);
  t.monotone = 1;
  o.progress = on_tick;
  o.progress_ud = &t;
  o.stop = on_stop;
  o.stop_ud = &t;
  CHECK_INT(sl_convert_paths(&p, 1, &o, buf_sink, &b, &err), 0);
  CHECK(t.calls >= 2 * (int)(n / 4096));
  CHECK(t.monotone);
  CHECK_INT((long long)t.size, (long long)st.st_size);
  CHECK(t.last_read > (uint64_t)st.st_size / 2);
  free(b.p);
  memset(&b, 0, sizeof b);
  /* Stopped in the second reading, and in a report. */
  memset(&t, 0, sizeof t);
  t.stop_at = 12;
  CHECK_INT(sl_convert_paths(&p, 1, &o, buf_sink, &b, &err), SL_ECANCELED);
  CHECK_INT(err.code, SL_ECANCELED);
  CHECK_INT(t.asked, 12);
  free(b.p);
  memset(&b, 0, sizeof b);
  memset(&t, 0, sizeof t);
  t.stop_at = 3;
  memset(&so, 0, sizeof so);
  so.format = SL_REPORT_JSON;
  CHECK_INT(sl_input_stats(&p, 1, &o, NULL, &so, buf_sink, &b, &err),
            SL_ECANCELED);
  CHECK_INT((long long)b.n, 0);
  free(b.p);
}

/* A tensorboard_trace_handler directory: the newest cycle of each
 * worker, in name order; other files are not traces; a directory
 * without traces stays as it is. */
static void test_dir(void) {
  char dir[300], **list = NULL;
  size_t n = 0;
  const char *in[1];
  sl_error_t err;
  snprintf(dir, sizeof dir, "%s/tb", tmpdir);
  CHECK_INT(mkdir(dir, 0700), 0);
  write_tmp("tb/host_2.100.pt.trace.json", "[]");
  write_tmp("tb/host_2.99.pt.trace.json", "[]");
  write_tmp("tb/host_1.5.pt.trace.json.gz", "");
  write_tmp("tb/host_1.40.pt.trace.json", "[]");
  write_tmp("tb/notes.json", "[]");
  in[0] = dir;
  CHECK_INT(sl_inputs_expand(in, 1, &list, &n, &err), 0);
  CHECK_INT(n, 2);
  if (n == 2) {
    CHECK(strstr(list[0], "/tb/host_1.40.pt.trace.json") != NULL);
    CHECK(strstr(list[1], "/tb/host_2.100.pt.trace.json") != NULL);
  }
  sl_inputs_free(list, n);
  snprintf(dir, sizeof dir, "%s/empty", tmpdir);
  CHECK_INT(mkdir(dir, 0700), 0);
  /* A directory of another format's stays itself. */
  CHECK_INT(sl_inputs_expand(in, 1, &list, &n, &err), 0);
  CHECK_INT(n, 1);
  if (n == 1) CHECK_STR(list[0], strlen(list[0]), dir);
  sl_inputs_free(list, n);
}

/* --split: a trace per step, each the one --steps=K gives. */
typedef struct splits_s {
  buf_t out[4];
  int64_t index[4];
  int n, closed;
} splits_t;

static int split_open(void *ud, const sl_step_info_t *st, sl_sink_fn *sink,
                      void **sink_ud) {
  splits_t *x = ud;
  if (x->n == 4) return SL_EUSAGE;
  x->index[x->n] = st->index;
  *sink = buf_sink;
  *sink_ud = &x->out[x->n++];
  return 0;
}

static int split_close(void *ud, const sl_step_info_t *st, int rc,
                       uint64_t events, uint64_t bytes) {
  splits_t *x = ud;
  (void)st;
  CHECK_INT(rc, 0);
  CHECK(events > 0);
  CHECK_INT(bytes, x->out[x->n - 1].n);
  x->closed++;
  return 0;
}

static void test_split(void) {
  const char *p = write_tmp(
      "split.json",
      "[{\"ph\":\"X\",\"name\":\"ProfilerStep#1\",\"cat\":\"user_annotation\","
      "\"pid\":1,\"tid\":1,\"ts\":0,\"dur\":10},"
      "{\"ph\":\"X\",\"name\":\"ProfilerStep#2\",\"cat\":\"user_annotation\","
      "\"pid\":1,\"tid\":1,\"ts\":10,\"dur\":10},"
      "{\"ph\":\"X\",\"name\":\"ProfilerStep#3\",\"cat\":\"user_annotation\","
      "\"pid\":1,\"tid\":1,\"ts\":20,\"dur\":10},"
      "{\"ph\":\"X\",\"name\":\"op\",\"cat\":\"cpu_op\",\"pid\":1,\"tid\":1,"
      "\"ts\":12,\"dur\":2}]");
  splits_t x;
  sl_split_out_t sp;
  sl_options_t o;
  sl_error_t err;
  int k;
  memset(&x, 0, sizeof x);
  sp.open = split_open;
  sp.close = split_close;
  sp.ud = &x;
  sl_options_init(&o);
  o.steps = "1-";
  CHECK_INT(sl_convert_split(p, &o, &sp, &err), 0);
  CHECK_INT(x.n, 2);
  CHECK_INT(x.closed, 2);
  for (k = 0; k < x.n; k++) {
    buf_t one = {0};
    char sel[8];
    snprintf(sel, sizeof sel, "%lld", (long long)x.index[k]);
    CHECK_INT(x.index[k], k + 1);
    o.steps = sel;
    CHECK_INT(sl_convert_paths(&p, 1, &o, buf_sink, &one, &err), 0);
    CHECK(one.n == x.out[k].n && memcmp(one.p, x.out[k].p, one.n) == 0);
    free(one.p);
    free(x.out[k].p);
  }
}

int main(int argc, char **argv) {
  const char *shared = test_shared(argc > 1 ? argv[1] : NULL);
  if (!mkdtemp(tmpdir)) return 1;
  test_shapes();
  test_ids();
  test_damage();
  test_tolerance();
  test_layout();
  test_async();
  test_steps();
  test_split();
  test_labels();
  test_mem_steps();
  test_ranks();
  test_rank_reports();
  test_progress_stop();
  test_dir();
  if (shared) test_samples(shared);
  {
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf %s", tmpdir);
    if (system(cmd) != 0) fprintf(stderr, "cannot remove %s\n", tmpdir);
  }
  TEST_MAIN_END();
}

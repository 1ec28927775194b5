/* GPU profile databases (emit/run/gpu*.c, stream/format/gpudb.c): the real
 * Nsight Systems and nvprof samples held to their ground truth
 * (../shared/nsys-samples/FACTS.json) and to what SQLite itself says of
 * them, and synthetic databases built here for what the samples lack:
 * overlapping ranges and kernels, a mark, a named domain, an
 * unterminated range, memory events, missing tables and columns, a
 * database cut short, an unrelated SQLite file.
 *
 * argv: the shared folder, the stepline command, sl_gpugen (which makes
 * the synthetic export), pftracecmp (which decodes Perfetto's format). */
#include <jansson.h>
#include <math.h>
#include <sqlite3.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "stepline/stepline.h"
#include "stream/format/gpudb.h"
#include "test.h"

static const char *cli, *gpugen, *pfcmp;

/* The slices of a .pftrace as pftracecmp's decoder counts them (as
 * trace_processor does: instants are slices too), or -1 when it does not
 * decode whole. */
static long long pftrace_slices(const char *path) {
  char cmd[4200], got[512] = "";
  FILE *p;
  long long n = -1;
  snprintf(cmd, sizeof cmd, "'%s' valid '%s' 2>&1", pfcmp, path);
  if (!(p = popen(cmd, "r"))) return -1;
  if (fgets(got, sizeof got, p)) {
    const char *c = strstr(got, ": ");
    if (c) n = atoll(c + 2);
  }
  if (pclose(p) != 0) n = -1;
  return n;
}

/* Perfetto's importer (../shared/perfetto/trace_processor_shell) when it
 * runs here: a query's rows on a trace into *out (malloc'd), or -1. */
static const char *tp_path;

static int tp_rows(const char *trace, const char *query, char **out) {
  char cmd[8192];
  FILE *p;
  size_t n = 0, cap = 0;
  int c;
  *out = NULL;
  snprintf(cmd, sizeof cmd, "'%s' -Q \"%s\" '%s' 2>/dev/null", tp_path, query,
           trace);
  if (!(p = popen(cmd, "r"))) return -1;
  while ((c = fgetc(p)) != EOF) {
    if (n + 2 > cap) {
      char *nb = realloc(*out, cap = cap ? 2 * cap : 65536);
      if (!nb) break;
      *out = nb;
    }
    (*out)[n++] = (char)c;
  }
  if (*out) (*out)[n] = 0;
  return pclose(p) == 0 && *out ? 0 : -1;
}

/* trace_processor imports the JSON and the .pftrace as the same slices,
 * the same flows between the same slices, with no error stat. */
static void tp_same(const char *json, const char *pftrace) {
  static const char slices[] =
      "select ts, dur, name from slice order by ts, dur, name";
  static const char flows[] =
      "select so.ts, so.name, si.ts, si.name from flow f join slice so on "
      "so.id = f.slice_out join slice si on si.id = f.slice_in order by 1, "
      "2, 3, 4";
  static const char errors[] =
      "select name, value from stats where severity in ('error', "
      "'data_loss') and value > 0";
  const char *const q[] = {slices, flows, errors};
  size_t i;
  for (i = 0; i < sizeof q / sizeof *q; i++) {
    char *a = NULL, *b = NULL;
    CHECK_INT(tp_rows(json, q[i], &a), 0);
    CHECK_INT(tp_rows(pftrace, q[i], &b), 0);
    CHECK(a && b && strcmp(a, b) == 0);
    if (i == 2) CHECK(a && strcmp(a, "\"name\",\"value\"\n") == 0);
    free(a);
    free(b);
  }
}

/* ---- running ------------------------------------------------------------------ */

static int convert(const char *path, int dataflow, buf_t *out, sl_error_t *e) {
  sl_options_t opt;
  sl_options_init(&opt);
  opt.show_dataflow = dataflow;
  out->n = 0;
  if (out->p) out->p[0] = 0;
  return sl_convert_path(path, &opt, buf_sink, out, e);
}

static int stats(const char *path, const char *reports, const char *by,
                 buf_t *out, sl_error_t *e) {
  sl_gpu_stats_options_t so;
  memset(&so, 0, sizeof so);
  so.reports = reports;
  so.by = by;
  so.format = SL_REPORT_JSON;
  out->n = 0;
  return sl_gpu_stats(path, &so, buf_sink, out, e);
}

/* The command's exit status and its stderr's first line. */
static int run_cli(const char *args, char *line, size_t n) {
  char cmd[4096];
  FILE *p;
  int st;
  snprintf(cmd, sizeof cmd, "'%s' %s 2>&1 >/dev/null", cli, args);
  if (!(p = popen(cmd, "r"))) return -1;
  if (!fgets(line, (int)n, p)) line[0] = 0;
  while (fgetc(p) != EOF) {
  }
  st = pclose(p);
  line[strcspn(line, "\n")] = 0;
  return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* ---- the trace ------------------------------------------------------------------ */

typedef struct ev_s {
  const char *ph, *cat, *name;
  int64_t pid, tid, id;
  double ts, dur;
} ev_t;

static ev_t *events(json_t *doc, size_t *n) {
  json_t *arr = json_object_get(doc, "traceEvents"), *e;
  ev_t *v;
  size_t i;
  *n = json_array_size(arr);
  v = calloc(*n + 1, sizeof *v);
  json_array_foreach(arr, i, e) {
    v[i].ph = json_string_value(json_object_get(e, "ph"));
    v[i].cat = json_string_value(json_object_get(e, "cat"));
    v[i].name = json_string_value(json_object_get(e, "name"));
    v[i].pid = json_integer_value(json_object_get(e, "pid"));
    v[i].tid = json_integer_value(json_object_get(e, "tid"));
    v[i].id = json_integer_value(json_object_get(e, "id"));
    v[i].ts = json_number_value(json_object_get(e, "ts"));
    v[i].dur = json_number_value(json_object_get(e, "dur"));
    if (!v[i].ph) v[i].ph = "";
    if (!v[i].cat) v[i].cat = "";
    if (!v[i].name) v[i].name = "";
  }
  return v;
}

static size_t count(const ev_t *v, size_t n, const char *ph, const char *cat) {
  size_t i, k = 0;
  for (i = 0; i < n; i++)
    if (strcmp(v[i].ph, ph) == 0 && (!cat || strcmp(v[i].cat, cat) == 0)) k++;
  return k;
}

static int cmp_start(const void *a, const void *b) {
  const ev_t *x = *(ev_t *const *)a, *y = *(ev_t *const *)b;
  if (x->pid != y->pid) return x->pid < y->pid ? -1 : 1;
  if (x->tid != y->tid) return x->tid < y->tid ? -1 : 1;
  if (x->ts != y->ts) return x->ts < y->ts ? -1 : 1;
  return x->dur > y->dur ? -1 : x->dur < y->dur;
}

/* Every thread's X events nest (what Perfetto keeps), every thread that
 * holds one is named, and returns how many threads hold events. */
static size_t check_tracks(const ev_t *v, size_t n) {
  const ev_t **x = calloc(n + 1, sizeof *x);
  double stack[256];
  size_t i, k = 0, depth = 0, threads = 0, bad = 0, unnamed = 0, j;
  for (i = 0; i < n; i++)
    if (strcmp(v[i].ph, "X") == 0) x[k++] = &v[i];
  qsort(x, k, sizeof *x, cmp_start);
  for (i = 0; i < k; i++) {
    if (i == 0 || x[i]->pid != x[i - 1]->pid || x[i]->tid != x[i - 1]->tid) {
      int named = 0;
      depth = 0;
      threads++;
      for (j = 0; j < n && !named; j++)
        named = strcmp(v[j].ph, "M") == 0 && v[j].pid == x[i]->pid &&
                v[j].tid == x[i]->tid && strcmp(v[j].name, "thread_name") == 0;
      if (!named) unnamed++;
    }
    while (depth && stack[depth - 1] <= x[i]->ts + 1e-9) depth--;
    if (depth && x[i]->ts + x[i]->dur > stack[depth - 1] + 1e-6) bad++;
    if (depth < 256) stack[depth++] = x[i]->ts + x[i]->dur;
  }
  CHECK_INT(bad, 0);
  CHECK_INT(unnamed, 0);
  free(x);
  return threads;
}

/* Each arrow end lies on the start of an X event of its thread. */
static void check_arrows(const ev_t *v, size_t n) {
  size_t i, j, off = 0;
  for (i = 0; i < n; i++) {
    int on = 0;
    if (strcmp(v[i].ph, "s") != 0 && strcmp(v[i].ph, "f") != 0) continue;
    for (j = 0; j < n && !on; j++)
      on = strcmp(v[j].ph, "X") == 0 && v[j].pid == v[i].pid &&
           v[j].tid == v[i].tid && v[j].ts == v[i].ts;
    if (!on) off++;
  }
  CHECK_INT(off, 0);
}

/* ns as the trace writes them: us with the ns digits, zeros trimmed. */
static void us_text(char *buf, size_t n, long long ns) {
  long long us = ns / 1000, r = ns % 1000;
  int k;
  if (r < 0) {
    us--;
    r += 1000;
  }
  k = snprintf(buf, n, "%lld", us);
  if (r) {
    snprintf(buf + k, n - (size_t)k, ".%03lld", r);
    k = (int)strlen(buf);
    while (buf[k - 1] == '0') buf[--k] = 0;
  }
}

/* ---- the database, read by SQLite directly ------------------------------------- */

static sqlite3 *db_open(const char *path) {
  sqlite3 *h = NULL;
  char uri[4200];
  snprintf(uri, sizeof uri, "file:%s?immutable=1", path);
  if (sqlite3_open_v2(uri, &h, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI,
                      NULL) != SQLITE_OK) {
    sqlite3_close(h);
    return NULL;
  }
  return h;
}

static int has_table(sqlite3 *h, const char *t) {
  sqlite3_stmt *st;
  int r = 0;
  sqlite3_prepare_v2(h, "SELECT 1 FROM sqlite_master WHERE name = ?", -1, &st,
                     NULL);
  sqlite3_bind_text(st, 1, t, -1, SQLITE_STATIC);
  r = sqlite3_step(st) == SQLITE_ROW;
  sqlite3_finalize(st);
  return r;
}

/* The first, middle and last row of `sql` (start, end ordered) appear in
 * the trace with their exact ts and dur strings. */
static void check_times(sqlite3 *h, const char *sql, long long base,
                        const buf_t *trace) {
  sqlite3_stmt *st;
  long long *s = NULL, *e = NULL;
  size_t n = 0, cap = 0, pick[3], i;
  if (sqlite3_prepare_v2(h, sql, -1, &st, NULL) != SQLITE_OK) {
    CHECK(!"query");
    return;
  }
  while (sqlite3_step(st) == SQLITE_ROW) {
    if (n == cap) {
      cap = cap ? cap * 2 : 256;
      s = realloc(s, cap * sizeof *s);
      e = realloc(e, cap * sizeof *e);
    }
    s[n] = sqlite3_column_int64(st, 0);
    e[n++] = sqlite3_column_int64(st, 1);
  }
  sqlite3_finalize(st);
  if (n == 0) {
    free(s);
    free(e);
    return;
  }
  pick[0] = 0;
  pick[1] = n / 2;
  pick[2] = n - 1;
  for (i = 0; i < 3; i++) {
    char ts[48], dur[48], want[128];
    us_text(ts, sizeof ts, s[pick[i]] - base);
    us_text(dur, sizeof dur, e[pick[i]] - s[pick[i]]);
    snprintf(want, sizeof want, "\"ts\":%s,\"dur\":%s,", ts, dur);
    if (!strstr(trace->p, want)) {
      fprintf(stderr, "  %s: no %s\n", sql, want);
      CHECK(!"exact times");
    }
  }
  free(s);
  free(e);
}

/* Per kernel name: instances and total equal SQLite's GROUP BY (nsys
 * names; nvprof's are demangled by stepline, so their count only). */
static void check_kernel_rows(sqlite3 *h, int nsys, json_t *rows) {
  sqlite3_stmt *st;
  const char *sql =
      nsys ? "SELECT s.value, count(*), sum(k.end - k.start) FROM "
             "CUPTI_ACTIVITY_KIND_KERNEL k JOIN StringIds s ON s.id = "
             "k.demangledName GROUP BY 1"
           : "SELECT s.value, count(*), sum(d) FROM (SELECT name, end - "
             "start AS d FROM CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL UNION ALL "
             "SELECT name, end - start FROM CUPTI_ACTIVITY_KIND_KERNEL) k "
             "JOIN StringTable s ON s._id_ = k.name GROUP BY 1";
  size_t groups = 0, matched = 0, i;
  json_t *r;
  if (!nsys && !has_table(h, "CUPTI_ACTIVITY_KIND_KERNEL"))
    sql = "SELECT s.value, count(*), sum(k.end - k.start) FROM "
          "CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL k JOIN StringTable s ON "
          "s._id_ = k.name GROUP BY 1";
  if (sqlite3_prepare_v2(h, sql, -1, &st, NULL) != SQLITE_OK) {
    CHECK(!"kernel query");
    return;
  }
  while (sqlite3_step(st) == SQLITE_ROW) {
    const char *nm = (const char *)sqlite3_column_text(st, 0);
    long long c = sqlite3_column_int64(st, 1), t = sqlite3_column_int64(st, 2);
    char dem[4096];
    groups++;
    /* nvprof's names, as c++filt demangles them. */
    if (!nsys && nm && strncmp(nm, "_Z", 2) == 0) {
      char cmd[4200];
      FILE *p;
      snprintf(cmd, sizeof cmd, "c++filt '%s'", nm);
      dem[0] = 0;
      if ((p = popen(cmd, "r")) != NULL) {
        if (!fgets(dem, sizeof dem, p)) dem[0] = 0;
        pclose(p);
      }
      dem[strcspn(dem, "\n")] = 0;
      nm = dem;
    }
    json_array_foreach(rows, i, r) {
      if (strcmp(json_string_value(json_object_get(r, "name")), nm) != 0)
        continue;
      CHECK_INT(json_integer_value(json_object_get(r, "instances")), c);
      CHECK_INT(json_integer_value(json_object_get(r, "total_ns")), t);
      matched++;
    }
  }
  sqlite3_finalize(st);
  CHECK_INT(matched, groups);
  CHECK_INT(json_array_size(rows), groups);
}

/* ---- the samples ---------------------------------------------------------------- */

static void check_sample(const char *dir, const char *name, json_t *facts) {
  char path[4096];
  buf_t out = {0};
  sl_error_t e;
  json_error_t je;
  json_t *doc, *f = json_object_get(facts, name), *sd;
  ev_t *v;
  size_t n, i, tp_rows;
  sqlite3 *h;
  double pct = 0;
  long long base;
  int nsys;
  snprintf(path, sizeof path, "%s/nsys-samples/%s", dir, name);
  printf("  %s\n", name);
  CHECK_INT(convert(path, 1, &out, &e), 0);
  doc = json_loads(out.p ? out.p : "", 0, &je);
  CHECK(doc != NULL);
  if (!doc) return;
  v = events(doc, &n);
  {
    /* Events of each phase and category, against their fact. */
    static const char *const want[][3] = {
        {"X", "kernel", "kernels"},       {"X", "memcpy", "memcpy"},
        {"X", "memset", "memset"},        {"X", "cuda_runtime", "api_runtime"},
        {"X", "cuda_driver", "api_driver"}, {"X", "nvtx", "nvtx_ranges"},
        {"i", "nvtx", "nvtx_marks"},      {"s", "launch", "launch_arrows"},
        {"f", "launch", "launch_arrows"}};
    for (i = 0; i < sizeof want / sizeof *want; i++) {
      size_t got = count(v, n, want[i][0], want[i][1]);
      json_int_t fact = json_integer_value(json_object_get(f, want[i][2]));
      if ((json_int_t)got != fact)
        fprintf(stderr, "  %s %s: %zu, %s says %lld\n", want[i][0],
                want[i][1], got, want[i][2], (long long)fact);
      CHECK_INT(got, fact);
    }
  }
  check_tracks(v, n);
  check_arrows(v, n);
  /* Perfetto's format holds the same slices. */
  {
    char args[4200], line[512];
    snprintf(args, sizeof args, "convert -q --format=perfetto '%s' -o "
             "gpu-sample.pftrace", path);
    CHECK_INT(run_cli(args, line, sizeof line), 0);
    /* Its slices are the JSON's X events and marks (instants): the
     * launch arrows are flows on them, no slices of their own. */
    CHECK_INT(pftrace_slices("gpu-sample.pftrace"),
              count(v, n, "X", NULL) + count(v, n, "i", NULL));
    if (tp_path) {
      snprintf(args, sizeof args, "convert -q '%s' -o gpu-sample.json", path);
      CHECK_INT(run_cli(args, line, sizeof line), 0);
      tp_same("gpu-sample.json", "gpu-sample.pftrace");
      unlink("gpu-sample.json");
    }
    unlink("gpu-sample.pftrace");
  }
  /* GPU work only on "GPU <id>" processes' "Stream <id>" threads. */
  for (i = 0; i < n; i++) {
    size_t j;
    int ok = 0;
    if (strcmp(v[i].ph, "X") != 0 ||
        (strcmp(v[i].cat, "kernel") && strcmp(v[i].cat, "memcpy") &&
         strcmp(v[i].cat, "memset")))
      continue;
    for (j = 0; j < n; j++) {
      json_t *a;
      const char *tn;
      if (strcmp(v[j].ph, "M") || v[j].pid != v[i].pid ||
          v[j].tid != v[i].tid || strcmp(v[j].name, "thread_name"))
        continue;
      a = json_object_get(json_array_get(json_object_get(doc, "traceEvents"), j),
                          "args");
      tn = json_string_value(json_object_get(a, "name"));
      ok = tn && strncmp(tn, "Stream ", 7) == 0;
    }
    if (!ok) {
      CHECK(!"GPU work on a Stream thread");
      break;
    }
  }
  /* "(pid N)" only where one GPU runs streams of several processes:
   * none of the samples (the H100 one has a process per GPU). */
  {
    const char *q = out.p;
    int with_pid = 0;
    while (q && (q = strstr(q, "\"name\":\"Stream ")) != NULL) {
      const char *end = strchr(q + 16, '"');
      if (end && memmem(q, (size_t)(end - q), "(pid", 4)) with_pid++;
      q += 16;
    }
    CHECK_INT(with_pid, 0);
  }
  CHECK_INT(atoll(json_string_value(json_object_get(
                json_object_get(doc, "otherData"), "time_base_ns"))),
            json_integer_value(json_object_get(f, "time_base_ns")));
  base = (long long)json_integer_value(json_object_get(f, "time_base_ns"));
  /* Exact times of the first, middle and last of each kind. */
  h = db_open(path);
  CHECK(h != NULL);
  nsys = has_table(h, "StringIds");
  if (nsys) {
    check_times(h, "SELECT start, end FROM CUPTI_ACTIVITY_KIND_KERNEL ORDER "
                   "BY start, end DESC, rowid", base, &out);
    if (has_table(h, "CUPTI_ACTIVITY_KIND_RUNTIME"))
      check_times(h, "SELECT start, end FROM CUPTI_ACTIVITY_KIND_RUNTIME "
                     "WHERE eventClass IN (0, 1) ORDER BY start, rowid",
                  base, &out);
    if (has_table(h, "NVTX_EVENTS"))
      check_times(h, "SELECT start, end FROM NVTX_EVENTS WHERE eventType IN "
                     "(59, 60, 70, 71) AND end IS NOT NULL ORDER BY start, "
                     "rowid", base, &out);
  } else {
    check_times(h, "SELECT start, end FROM CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL"
                   " ORDER BY start, rowid", base, &out);
    check_times(h, "SELECT start, end FROM CUPTI_ACTIVITY_KIND_RUNTIME ORDER BY "
                   "start, rowid", base, &out);
  }
  json_decref(doc);
  free(v);
  /* stats: the kernels against SQLite, every report against FACTS. */
  CHECK_INT(stats(path, "kernels,api,gpu-mem,nvtx,nvtx-kernels", NULL, &out,
                  &e), 0);
  sd = json_loads(out.p ? out.p : "", 0, &je);
  CHECK(sd != NULL);
  if (sd) {
    json_t *rows = json_object_get(json_object_get(sd, "kernels"), "rows"), *r;
    json_t *top = json_object_get(f, "top_kernels"), *t;
    long long att = 0;
    check_kernel_rows(h, nsys, rows);
    CHECK_INT(json_integer_value(json_object_get(json_object_get(sd, "kernels"),
                                                 "total_ns")),
              json_integer_value(json_object_get(f, "kernel_ns_total")));
    json_array_foreach(top, i, t) {
      r = json_array_get(rows, i);
      CHECK(r && strncmp(json_string_value(json_object_get(r, "name")),
                         json_string_value(json_object_get(t, "name")),
                         strlen(json_string_value(json_object_get(t, "name")))) == 0);
      CHECK_INT(json_integer_value(json_object_get(r, "instances")),
                json_integer_value(json_object_get(t, "instances")));
      CHECK_INT(json_integer_value(json_object_get(r, "total_ns")),
                json_integer_value(json_object_get(t, "total_ns")));
      CHECK(fabs(json_number_value(json_object_get(r, "median_ns")) -
                 json_number_value(json_object_get(t, "median_ns"))) < 0.051);
      CHECK(fabs(json_number_value(json_object_get(r, "stddev_ns")) -
                 json_number_value(json_object_get(t, "stddev_ns"))) < 0.051);
    }
    tp_rows = json_array_size(rows);
    json_array_foreach(rows, i, r) pct += json_number_value(json_object_get(r, "time_pct"));
    /* Each share is rounded to 0.1: the sum is 100 within the rounding. */
    if (tp_rows) CHECK(fabs(pct - 100.0) <= 0.05 * (double)tp_rows + 1e-9);
    rows = json_object_get(json_object_get(sd, "nvtx_kernels"), "rows");
    CHECK_INT(json_array_size(rows),
              json_integer_value(json_object_get(f, "nvtx_kernel_rows")));
    json_array_foreach(rows, i, r) att += json_integer_value(
        json_object_get(r, "kernel_instances"));
    CHECK_INT(att, json_integer_value(json_object_get(f, "nvtx_kernel_attributions")));
    {
      json_t *gm = json_object_get(f, "gpu_mem"), *g;
      const char *k;
      rows = json_object_get(json_object_get(sd, "gpu_mem"), "rows");
      CHECK_INT(json_array_size(rows), json_object_size(gm));
      json_object_foreach(gm, k, g) {
        int found = 0;
        json_array_foreach(rows, i, r) {
          if (strcmp(json_string_value(json_object_get(r, "name")), k)) continue;
          found = 1;
          CHECK_INT(json_integer_value(json_object_get(r, "count")),
                    json_integer_value(json_object_get(g, "count")));
          CHECK_INT(json_integer_value(json_object_get(r, "total_ns")),
                    json_integer_value(json_object_get(g, "total_ns")));
          CHECK_INT(json_integer_value(json_object_get(r, "total_bytes")),
                    json_integer_value(json_object_get(g, "total_bytes")));
        }
        CHECK(found);
      }
    }
    json_decref(sd);
  }
  sqlite3_close(h);
  /* mem: none of the samples has memory-usage rows. */
  {
    char cmd[4200], got[512] = "";
    FILE *p;
    snprintf(cmd, sizeof cmd, "'%s' mem '%s'", cli, path);
    if ((p = popen(cmd, "r")) != NULL) {
      size_t k = fread(got, 1, sizeof got - 1, p);
      got[k] = 0;
      CHECK_INT(pclose(p), 0);
    }
    CHECK(strstr(got, "no memory data (the profile has no CUDA memory usage "
                      "events)") != NULL);
  }
  free(out.p);
}

/* ---- synthetic databases ---------------------------------------------------------- */

static json_t *find_event(json_t *doc, const char *ph, const char *name) {
  json_t *arr = json_object_get(doc, "traceEvents"), *e;
  size_t i;
  json_array_foreach(arr, i, e) {
    const char *p = json_string_value(json_object_get(e, "ph"));
    const char *nm = json_string_value(json_object_get(e, "name"));
    if (p && nm && strcmp(p, ph) == 0 && strcmp(nm, name) == 0) return e;
  }
  return NULL;
}

static int has_thread_name(json_t *doc, const char *name) {
  json_t *arr = json_object_get(doc, "traceEvents"), *e;
  size_t i;
  json_array_foreach(arr, i, e) {
    const char *nm = json_string_value(json_object_get(e, "name"));
    const char *a = json_string_value(
        json_object_get(json_object_get(e, "args"), "name"));
    if (nm && a && strcmp(nm, "thread_name") == 0 && strcmp(a, name) == 0)
      return 1;
  }
  return 0;
}

static void test_synthetic(void) {
  const char *path = "gpu-synthetic.sqlite";
  buf_t out = {0};
  sl_error_t e;
  json_error_t je;
  json_t *doc, *ev, *sd, *rows, *r;
  ev_t *v;
  size_t n, i;
  struct stat before, after;
  char line[512], args[512], *original = NULL;
  printf("  synthetic export\n");
  {
    char cmd[4200];
    snprintf(cmd, sizeof cmd, "'%s' --synthetic %s", gpugen, path);
    CHECK_INT(system(cmd), 0);
  }
  CHECK(stat(path, &before) == 0);
  {
    FILE *f = fopen(path, "rb");
    original = calloc(1, (size_t)before.st_size + 1);
    if (f && original) CHECK_INT(fread(original, 1, (size_t)before.st_size, f),
                                 before.st_size);
    if (f) fclose(f);
  }
  CHECK_INT(convert(path, 1, &out, &e), 0);
  doc = json_loads(out.p ? out.p : "", 0, &je);
  CHECK(doc != NULL);
  if (!doc) return;
  v = events(doc, &n);
  CHECK_INT(count(v, n, "X", "kernel"), 3);
  CHECK_INT(count(v, n, "X", "cuda_runtime"), 4);
  CHECK_INT(count(v, n, "X", "nvtx"), 6);
  CHECK_INT(count(v, n, "i", "nvtx"), 1);
  CHECK_INT(count(v, n, "s", "launch"), 3);
  check_tracks(v, n);
  check_arrows(v, n);
  /* Overlap lanes: the kernels of one stream, the start/end ranges. */
  CHECK(has_thread_name(doc, "Stream 7 (overlap 1)"));
  CHECK(has_thread_name(doc, "python (tid 100) (overlap 1)"));
  CHECK(has_thread_name(doc, "worker (tid 101)"));
  CHECK(find_event(doc, "X", "dom:inDom") != NULL);
  CHECK(find_event(doc, "X", "registered") != NULL);
  CHECK(find_event(doc, "X", "cudaLaunchKernel") != NULL);
  ev = find_event(doc, "X", "open");
  CHECK(ev && json_is_true(json_object_get(json_object_get(ev, "args"),
                                           "unterminated")));
  CHECK(ev && json_number_value(json_object_get(ev, "dur")) == 11.0);
  ev = find_event(doc, "X", "A");
  CHECK(ev && strcmp(json_string_value(json_object_get(
                         json_object_get(ev, "args"), "color")),
                     "#ff0000") == 0);
  CHECK(ev && strcmp(json_string_value(json_object_get(
                         json_object_get(ev, "args"), "style")),
                     "StartEnd") == 0);
  ev = find_event(doc, "X", "B");
  CHECK(ev && json_integer_value(json_object_get(json_object_get(ev, "args"),
                                                 "endTid")) == 101);
  ev = find_event(doc, "X", "kernA(float*)");
  CHECK(ev && json_array_size(json_object_get(json_object_get(ev, "args"),
                                              "grid")) == 3);
  CHECK(strstr(out.p, "\"name\":\"trainer (pid 100)\"") != NULL);
  CHECK(strstr(out.p, "\"name\":\"GPU 0 (Test GPU)\"") != NULL);
  json_decref(doc);
  free(v);
  /* stats: medians, the suffix rule, attribution through ranges. */
  CHECK_INT(stats(path, "kernels,api,nvtx,nvtx-kernels", NULL, &out, &e), 0);
  sd = json_loads(out.p ? out.p : "", 0, &je);
  CHECK(sd != NULL);
  rows = json_object_get(json_object_get(sd, "kernels"), "rows");
  CHECK_INT(json_array_size(rows), 2);
  r = json_array_get(rows, 0); /* kernB 4000 ns, kernA 4000 + 500 */
  CHECK(r && strcmp(json_string_value(json_object_get(r, "name")),
                    "kernA(float*)") == 0);
  CHECK(r && json_number_value(json_object_get(r, "median_ns")) == 2250.0);
  CHECK(r && fabs(json_number_value(json_object_get(r, "stddev_ns")) -
                  2474.9) < 0.05);
  rows = json_object_get(json_object_get(sd, "api"), "rows");
  CHECK(strcmp(json_string_value(json_object_get(json_array_get(rows, 0),
                                                 "name")),
               "cudaStreamSynchronize") == 0);
  /* kernA (twice) and kernB launched inside "outer"; kernA's first call
   * and kernB's inside "A" as well ("B" ended on another thread). */
  rows = json_object_get(json_object_get(sd, "nvtx_kernels"), "rows");
  {
    long long att = 0;
    json_array_foreach(rows, i, r) att += json_integer_value(
        json_object_get(r, "kernel_instances"));
    CHECK_INT(att, 6);
    CHECK_INT(json_array_size(rows), 4);
  }
  json_decref(sd);
  CHECK_INT(stats(path, "kernels", "op", &out, &e), 0);
  CHECK(strstr(out.p, "\"name\":\"kernA\"") != NULL);
  /* mem: the frees-first rule. */
  snprintf(args, sizeof args, "mem --json %s", path);
  {
    char cmd[1024];
    FILE *p;
    char got[1024] = "";
    snprintf(cmd, sizeof cmd, "'%s' mem --json %s", cli, path);
    p = popen(cmd, "r");
    if (p) {
      size_t k = fread(got, 1, sizeof got - 1, p);
      got[k] = 0;
      pclose(p);
    }
    CHECK(strstr(got, "\"peak_bytes\":250,\"peak_ts_ns\":30,\"allocs\":3,"
                      "\"frees\":1,\"end_bytes\":250") != NULL);
  }
  (void)args;
  /* The input untouched, byte for byte, and no side files. */
  {
    FILE *f = fopen(path, "rb");
    char *now = calloc(1, (size_t)before.st_size + 1);
    size_t k = f && now ? fread(now, 1, (size_t)before.st_size + 1, f) : 0;
    CHECK_INT(k, before.st_size);
    CHECK(now && memcmp(now, original, k) == 0);
    if (f) fclose(f);
    free(now);
  }
  CHECK(stat(path, &after) == 0);
  CHECK_INT(after.st_mtime, before.st_mtime);
  CHECK_INT(after.st_size, before.st_size);
  CHECK(access("gpu-synthetic.sqlite-wal", F_OK) != 0);
  CHECK(access("gpu-synthetic.sqlite-journal", F_OK) != 0);
  CHECK(access("gpu-synthetic.sqlite-shm", F_OK) != 0);
  /* Perfetto's format from the same rows. */
  snprintf(args, sizeof args, "convert -q --format=perfetto %s -o gpu.pftrace",
           path);
  CHECK_INT(run_cli(args, line, sizeof line), 0);
  CHECK_INT(pftrace_slices("gpu.pftrace"), 13 + 1); /* 13 X, 1 mark */
  free(original);
  free(out.p);
}

static int exec_sql(sqlite3 *h, const char *sql) {
  char *msg = NULL;
  int rc = sqlite3_exec(h, sql, NULL, NULL, &msg);
  if (rc != SQLITE_OK) fprintf(stderr, "sql: %s: %s\n", sql, msg);
  sqlite3_free(msg);
  return rc;
}

static void copy_file(const char *from, const char *to, long keep) {
  FILE *a = fopen(from, "rb"), *b = fopen(to, "wb");
  char buf[65536];
  size_t k;
  long left = keep;
  while (a && b && (k = fread(buf, 1, sizeof buf, a)) > 0) {
    if (keep >= 0 && (long)k > left) k = (size_t)left;
    fwrite(buf, 1, k, b);
    if (keep >= 0 && (left -= (long)k) <= 0) break;
  }
  if (a) fclose(a);
  if (b) fclose(b);
}

/* The synthetic export copied to `path` with `sql` run on it. */
static void variant(const char *path, const char *sql) {
  sqlite3 *h;
  copy_file("gpu-synthetic.sqlite", path, -1);
  CHECK(sqlite3_open(path, &h) == SQLITE_OK);
  CHECK_INT(exec_sql(h, sql), SQLITE_OK);
  sqlite3_close(h);
}

/* The JSON reports of `path`, parsed (NULL when they fail or do not
 * parse, which is a failed check). */
static json_t *stats_doc(const char *path, const char *reports) {
  buf_t o = {0};
  sl_error_t e;
  json_error_t je;
  json_t *d;
  CHECK_INT(stats(path, reports, NULL, &o, &e), 0);
  d = json_loads(o.p ? o.p : "", 0, &je);
  CHECK(d != NULL);
  free(o.p);
  return d;
}

/* ---- rows in time order from tables out of order ---------------------------------- */

/* The synthetic export with 120,000 API rows (distinct times, a few
 * without an end) inserted in `order`: the rowid order under test. */
static void api_rows(const char *path, const char *order) {
  char sql[1024];
  snprintf(sql, sizeof sql,
           "DELETE FROM CUPTI_ACTIVITY_KIND_RUNTIME; INSERT INTO "
           "CUPTI_ACTIVITY_KIND_RUNTIME WITH RECURSIVE c(i) AS (SELECT 0 UNION "
           "ALL SELECT i + 1 FROM c WHERE i < 119999) SELECT 10000 + i * 10, "
           "CASE WHEN i %% 9973 = 5 THEN NULL ELSE 10000 + i * 10 + 3 + i %% 5 "
           "END, 0, 281476654432356, 1000 + i, 1 + i %% 2, 0 FROM c ORDER BY %s",
           order);
  variant(path, sql);
}

/* However a table's rows lie (runs a thread each, many short runs in a
 * few lanes, more runs or lanes than the reader deals, reversed,
 * shuffled), the trace is the one of the rows inserted in time order. */
static void test_order(void) {
  static const char *const orders[] = {
      "i % 2, i",                                    /* two runs           */
      "CASE WHEN i < 60000 THEN i / 3 ELSE i END, -(i % 3)", /* 40k runs, 3 lanes */
      "i / 3, -(i % 3)",                             /* 80k runs: sorted  */
      "i % 16, i",                                   /* 16 lanes          */
      "i % 17, i",                                   /* 17: sorted        */
      "i DESC",                                      /* a run a row       */
      "random()",
  };
  buf_t ref = {0}, out = {0};
  sl_error_t e;
  size_t i;
  printf("  tables out of time order\n");
  /* The rows read twice from one reader: the second time without the
   * layout's plan (taken by the first), from a scan of its own. */
  {
    unsigned all = (1u << SL_GK_COUNT) - 1;
    const sl_glayout_t *l;
    const sl_grow_t *r;
    sl_gdb_t *db = NULL;
    uint64_t sum[2] = {0, 0}, n[2] = {0, 0};
    int pass, rc;
    api_rows("gpu-order.sqlite", "i % 2, i");
    CHECK_INT(sl__gdb_open("gpu-order.sqlite", &db, &e), 0);
    CHECK_INT(db ? sl__gdb_layout(db, all, &l, &e) : -1, 0);
    for (pass = 0; db && pass < 2; pass++) {
      int64_t ps = INT64_MIN;
      size_t back = 0;
      CHECK_INT(sl__gdb_rows(db, all, 1, &e), 0);
      while ((rc = sl__gdb_next(db, &r, &e)) == 1) {
        if (r->start < ps) back++;
        ps = r->start;
        n[pass]++;
        sum[pass] = sum[pass] * 31 + (uint64_t)r->rowid * 7 + (uint64_t)r->src;
      }
      CHECK_INT(rc, 0);
      CHECK_INT(back, 0);
    }
    CHECK(n[0] > 120000);
    CHECK_INT(n[1], n[0]);
    CHECK(sum[1] == sum[0]);
    sl__gdb_close(db);
  }
  api_rows("gpu-order-ref.sqlite", "i");
  CHECK_INT(convert("gpu-order-ref.sqlite", 1, &ref, &e), 0);
  CHECK(ref.n > 120000 * 100);
  for (i = 0; i < sizeof orders / sizeof *orders; i++) {
    api_rows("gpu-order.sqlite", orders[i]);
    CHECK_INT(convert("gpu-order.sqlite", 1, &out, &e), 0);
    if (out.n != ref.n || memcmp(out.p, ref.p, ref.n) != 0)
      printf("    rows inserted ORDER BY %s\n", orders[i]);
    CHECK_INT(out.n, ref.n);
    CHECK(out.n == ref.n && memcmp(out.p, ref.p, ref.n) == 0);
  }
  remove("gpu-order-ref.sqlite");
  remove("gpu-order.sqlite");
  free(ref.p);
  free(out.p);
}

/* A launch's arrows, one per GPU op it started: a launch of two
 * kernels, a kernel without a correlation id, one of another process
 * with a correlation id of this one's.  The arrows are the ops SQLite
 * joins to their launch. */
static void test_launch_ops(void) {
  const char *path = "gpu-ops.sqlite";
  buf_t out = {0};
  sl_error_t e;
  json_error_t je;
  json_t *doc;
  sqlite3 *h;
  sqlite3_stmt *st;
  long long joined = -1;
  ev_t *v;
  size_t n;
  printf("  launches of several ops\n");
  variant(path,
          "INSERT INTO CUPTI_ACTIVITY_KIND_KERNEL SELECT * FROM "
          "CUPTI_ACTIVITY_KIND_KERNEL WHERE rowid = 1; UPDATE "
          "CUPTI_ACTIVITY_KIND_KERNEL SET start = 5500, end = 5600 WHERE rowid "
          "= 4; INSERT INTO CUPTI_ACTIVITY_KIND_KERNEL SELECT * FROM "
          "CUPTI_ACTIVITY_KIND_KERNEL WHERE rowid = 2; UPDATE "
          "CUPTI_ACTIVITY_KIND_KERNEL SET start = 6500, end = 6600, "
          "correlationId = NULL WHERE rowid = 5; INSERT INTO "
          "CUPTI_ACTIVITY_KIND_KERNEL SELECT * FROM CUPTI_ACTIVITY_KIND_KERNEL "
          "WHERE rowid = 3; UPDATE CUPTI_ACTIVITY_KIND_KERNEL SET start = "
          "7500, end = 7600, globalPid = globalPid + 16777216 WHERE rowid = 6");
  CHECK(sqlite3_open(path, &h) == SQLITE_OK);
  if (sqlite3_prepare_v2(h,
                         "SELECT count(*) FROM CUPTI_ACTIVITY_KIND_KERNEL k "
                         "JOIN CUPTI_ACTIVITY_KIND_RUNTIME r ON "
                         "r.correlationId = k.correlationId AND (r.globalTid "
                         "/ 16777216) = (k.globalPid / 16777216)",
                         -1, &st, NULL) == SQLITE_OK &&
      sqlite3_step(st) == SQLITE_ROW)
    joined = sqlite3_column_int64(st, 0);
  sqlite3_finalize(st);
  sqlite3_close(h);
  CHECK_INT(joined, 4);
  CHECK_INT(convert(path, 1, &out, &e), 0);
  doc = json_loads(out.p ? out.p : "", 0, &je);
  CHECK(doc != NULL);
  if (doc) {
    v = events(doc, &n);
    CHECK_INT(count(v, n, "X", "kernel"), 6);
    CHECK_INT(count(v, n, "s", "launch"), joined);
    CHECK_INT(count(v, n, "f", "launch"), joined);
    check_arrows(v, n);
    free(v);
    json_decref(doc);
  }
  remove(path);
  free(out.p);
}

/* ---- bad input -------------------------------------------------------------------- */


static void test_bad(void) {
  char line[512];
  sqlite3 *h;
  struct stat st;
  printf("  bad input\n");
  /* An unrelated SQLite database. */
  unlink("gpu-other.sqlite");
  sqlite3_open("gpu-other.sqlite", &h);
  exec_sql(h, "CREATE TABLE foo (a); INSERT INTO foo VALUES (1);");
  sqlite3_close(h);
  CHECK_INT(run_cli("convert -q gpu-other.sqlite -o gpu-out.json", line,
                    sizeof line), 1);
  CHECK(strstr(line, "not an Nsight Systems or nvprof export") != NULL);
  CHECK(access("gpu-out.json", F_OK) != 0);
  /* A required column dropped. */
  variant("gpu-nocol.sqlite",
          "ALTER TABLE CUPTI_ACTIVITY_KIND_KERNEL DROP COLUMN streamId;");
  CHECK_INT(run_cli("convert -q gpu-nocol.sqlite -o gpu-out.json", line,
                    sizeof line), 1);
  CHECK(strstr(line, "table CUPTI_ACTIVITY_KIND_KERNEL has no column "
                     "streamId") != NULL);
  CHECK(access("gpu-out.json", F_OK) != 0);
  CHECK_INT(run_cli("stats -q gpu-nocol.sqlite", line, sizeof line), 1);
  /* Tables missing: only the kernels. */
  variant("gpu-few.sqlite",
          "DROP TABLE NVTX_EVENTS; DROP TABLE CUPTI_ACTIVITY_KIND_RUNTIME;"
          "DROP TABLE PROCESSES; DROP TABLE ThreadNames;"
          "DROP TABLE TARGET_INFO_GPU; DROP TABLE ANALYSIS_DETAILS;"
          "DROP TABLE CUDA_GPU_MEMORY_USAGE_EVENTS; VACUUM;");
  CHECK_INT(run_cli("convert -q gpu-few.sqlite -o gpu-out.json", line,
                    sizeof line), 0);
  CHECK_INT(run_cli("stats -q --report=kernels,api,gpu-mem,nvtx,nvtx-kernels "
                    "gpu-few.sqlite", line, sizeof line), 0);
  CHECK_INT(run_cli("mem -q gpu-few.sqlite", line, sizeof line), 0);
  unlink("gpu-out.json");
  /* Cut in half. */
  CHECK(stat("gpu-synthetic.sqlite", &st) == 0);
  copy_file("gpu-synthetic.sqlite", "gpu-cut.sqlite", (long)st.st_size / 2);
  CHECK_INT(run_cli("convert -q gpu-cut.sqlite -o gpu-out.json", line,
                    sizeof line), 1);
  CHECK(strstr(line, "gpu-cut.sqlite: ") != NULL);
  CHECK(strstr(line, "sqlite error") != NULL);
  CHECK(access("gpu-out.json", F_OK) != 0);
  /* Not from a pipe. */
  CHECK_INT(run_cli("convert -q - < gpu-synthetic.sqlite", line, sizeof line),
            1);
  CHECK(strstr(line, "must be a regular file") != NULL);
  /* A row without a start: skipped, counted, one warning. */
  variant("gpu-null.sqlite",
          "INSERT INTO CUPTI_ACTIVITY_KIND_KERNEL (start, end, deviceId,"
          " streamId, correlationId, globalPid, demangledName) VALUES"
          " (NULL, 5, 0, 7, 9, 1, 3);");
  CHECK_INT(run_cli("convert -q gpu-null.sqlite -o gpu-out.json", line,
                    sizeof line), 0);
  CHECK(strstr(line, "warning: gpu-null.sqlite: 1 rows without a start or "
                     "end were skipped") != NULL);
  CHECK_INT(run_cli("stats -q gpu-null.sqlite", line, sizeof line), 0);
  CHECK(strstr(line, "1 rows without a start or end") != NULL);
  unlink("gpu-out.json");
  /* Odd values a damaged export may hold: times at the ends of int64, an
   * end before its start, a string id without a string, a name that is
   * not UTF-8, a NULL stream. */
  variant("gpu-odd.sqlite",
          "INSERT INTO StringIds VALUES (99, CAST(X'6b65726e' || X'ff' AS"
          " TEXT));"
          "INSERT INTO CUPTI_ACTIVITY_KIND_KERNEL (start, end, deviceId,"
          " streamId, correlationId, globalPid, demangledName) VALUES"
          " (-9223372036854775807, 9223372036854775807, 0, 7, 1, 1, 99),"
          " (9000, 100, 0, 7, 2, 1, 12345), (50, 60, 0, NULL, 3, 1, 3),"
          /* a second process's stream on the same GPU */
          " (70, 80, 0, 9, 4, 281478332153856, 3);");
  {
    buf_t o = {0};
    sl_error_t oe;
    json_error_t je;
    json_t *d;
    CHECK_INT(convert("gpu-odd.sqlite", 1, &o, &oe), 0);
    d = json_loads(o.p ? o.p : "", 0, &je);
    CHECK(d != NULL);
    CHECK(o.p && strstr(o.p, "<unknown string 12345>") != NULL);
    CHECK(o.p && strstr(o.p, "\"name\":\"Stream 9 (pid 200)\"") != NULL);
    json_decref(d);
    free(o.p);
    json_decref(stats_doc("gpu-odd.sqlite",
                          "kernels,api,gpu-mem,nvtx,nvtx-kernels"));
  }
  /* Calls whose GPU work comes before them (clock skew): they wait for
   * nothing, and the reports still come out whole. */
  variant("gpu-skew.sqlite",
          "WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n"
          " WHERE i < 4999) INSERT INTO CUPTI_ACTIVITY_KIND_RUNTIME SELECT"
          " 100000 + i * 10, 100005 + i * 10, 0, 281476654432356, 1000 + i,"
          " 1, 0 FROM n;"
          "WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n"
          " WHERE i < 4999) INSERT INTO CUPTI_ACTIVITY_KIND_KERNEL (start,"
          " end, deviceId, contextId, streamId, correlationId, globalPid,"
          " demangledName, shortName) SELECT 10 + i, 11 + i, 0, 1, 7,"
          " 1000 + i, 281476654432256, 3, 4 FROM n;");
  {
    json_t *d = stats_doc("gpu-skew.sqlite", "kernels,nvtx-kernels");
    /* kernA: 2 of the synthetic export, 5000 more. */
    {
      json_t *rows = json_object_get(json_object_get(d, "kernels"), "rows"), *r;
      size_t i;
      long long got = -1;
      json_array_foreach(rows, i, r) {
        if (strcmp(json_string_value(json_object_get(r, "name")),
                   "kernA(float*)") == 0)
          got = json_integer_value(json_object_get(r, "instances"));
      }
      CHECK_INT(got, 5002);
    }
    json_decref(d);
  }
  /* Options that do not apply. */
  CHECK_INT(run_cli("convert -q --steps=1 gpu-synthetic.sqlite", line,
                    sizeof line), 2);
  CHECK_INT(run_cli("stats -q --per-step gpu-synthetic.sqlite", line,
                    sizeof line), 2);
  CHECK_INT(run_cli("steps gpu-synthetic.sqlite", line, sizeof line), 2);
  CHECK(strstr(line, "has no steps") != NULL);
  CHECK_INT(run_cli("mem -q --steps=1 gpu-synthetic.sqlite", line,
                    sizeof line), 2);
  CHECK_STR(strstr(line, "no --steps") ? strstr(line, "no --steps") : "",
            strlen("no --steps or --input-format for a GPU profile database"),
            "no --steps or --input-format for a GPU profile database");
  CHECK_INT(run_cli("follow gpu-synthetic.sqlite", line, sizeof line), 2);
  CHECK_INT(run_cli("stats -q --by=host_total gpu-synthetic.sqlite", line,
                    sizeof line), 2);
  CHECK_INT(run_cli("stats -q --format=csv gpu-synthetic.sqlite", line,
                    sizeof line), 2);
  /* The op summary's sort names mean the same for a database. */
  {
    static const char *const pairs[][2] = {
        {"calls", "instances"}, {"host_total", "total"}, {"host_avg", "avg"}};
    char cmd[1024];
    size_t i;
    for (i = 0; i < 3; i++) {
      snprintf(cmd, sizeof cmd,
               "'%s' stats -q --report=kernels,api --sort=%s "
               "gpu-synthetic.sqlite > gpu-sort-a.txt && '%s' stats -q "
               "--report=kernels,api --sort=%s gpu-synthetic.sqlite > "
               "gpu-sort-b.txt && cmp -s gpu-sort-a.txt gpu-sort-b.txt",
               cli, pairs[i][0], cli, pairs[i][1]);
      CHECK_INT(system(cmd), 0);
    }
    remove("gpu-sort-a.txt");
    remove("gpu-sort-b.txt");
  }
  CHECK_INT(run_cli("stats -q --format=csv --report=api gpu-synthetic.sqlite",
                    line, sizeof line), 0);
}

int main(int argc, char **argv) {
  const char *dir = test_shared(argc > 1 ? argv[1] : NULL);
  cli = argc > 2 ? argv[2] : "stepline";
  gpugen = argc > 3 ? argv[3] : "sl_gpugen";
  pfcmp = argc > 4 ? argv[4] : "pftracecmp";
  test_synthetic();
  test_order();
  test_launch_ops();
  test_bad();
  if (dir) {
    char p[4096], tp[4096], *v = NULL;
    json_error_t je;
    json_t *facts, *f;
    const char *name;
    snprintf(tp, sizeof tp, "%s/perfetto/trace_processor_shell", dir);
    tp_path = tp;
    if (tp_rows("/dev/null", "select 1", &v) != 0) {
      tp_path = NULL;
      printf("trace_processor does not run here: its checks skipped\n");
    }
    free(v);
    snprintf(p, sizeof p, "%s/nsys-samples/FACTS.json", dir);
    facts = json_load_file(p, 0, &je);
    CHECK(facts != NULL);
    json_object_foreach(facts, name, f) {
      if (name[0] == '_') continue;
      check_sample(dir, name, facts);
    }
    json_decref(facts);
  }
  TEST_MAIN_END();
}

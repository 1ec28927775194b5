/* Partial results: their header, and the merge of many into one report
 * (see merge.h and sl_merge_paths() in stepline.h). */
#include "emit/run/merge.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit/report/ranks_report.h"
#include "emit/report/stats_report.h"
#include "emit/report/summary.h"
#include "emit/run/gpu.h"
#include "emit/run/inputs.h"
#include "emit/write/report.h"
#include "stream/idmap.h"
#include "stream/io/source.h"

static void head_str(sl_pwrite_t *w, const char *key, const char *v) {
  fprintf(sl__pw_f(w), ",\"%s\":", key);
  sl__pw_str(w, (const uint8_t *)v, strlen(v));
}

void sl__partial_head_init(sl_partial_head_t *h) {
  memset(h, 0, sizeof *h);
  h->rank = h->steps = h->kernel_ns = h->span_ns = h->busy_ns = -1;
  h->step_median_ns = -1;
}

void sl__partial_head_of(sl_partial_head_t *h, const char *command,
                         const char *source, const sl_options_t *opt,
                         const char *file, size_t top, char *opts, size_t n) {
  sl__partial_head_init(h);
  snprintf(opts, n, "steps=%s;input_devices=%s;top=%zu",
           opt->steps ? opt->steps : "", opt->devices ? opt->devices : "",
           top);
  h->command = h->kind = command;
  h->source = source;
  h->options = opts;
  h->file = file;
}

int sl__partial_check(size_t n, const sl_mem_options_t *mo, sl_error_t *err) {
  if (n != 1)
    return sl__err(err, SL_EUSAGE, SL_NO_OFFSET,
                   "a partial result is of one input");
  if (mo && (mo->baseline || mo->plot))
    return sl__err(err, SL_EUSAGE, SL_NO_OFFSET, "--baseline and --plot do "
                   "not apply to a partial result");
  return 0;
}

static int cmp_i64(const void *a, const void *b) {
  int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
  return x < y ? -1 : x > y;
}

double sl__median_of(int64_t *v, size_t n) {
  if (n == 0) return -1;
  qsort(v, n, sizeof *v, cmp_i64);
  return n % 2 ? (double)v[n / 2]
               : ((double)v[n / 2 - 1] + (double)v[n / 2]) / 2;
}

/* A figure of the input line: null when not known. */
static void fig(FILE *f, const char *key, int64_t v) {
  if (v < 0) fprintf(f, ",\"%s\":null", key);
  else fprintf(f, ",\"%s\":%lld", key, (long long)v);
}

int sl__partial_begin(sl_pwrite_t *w, sl_sink_fn sink, void *ud,
                      const sl_partial_head_t *h, sl_error_t *err) {
  FILE *f;
  int rc;
  if (sl__pw_open(w, sink, ud))
    return sl__err(err, SL_ENOMEM, SL_NO_OFFSET, "out of memory");
  f = sl__pw_f(w);
  fprintf(f, "{\"stepline_partial\":%d", SL_PARTIAL_VERSION);
  head_str(w, "command", h->command);
  head_str(w, "kind", h->kind);
  head_str(w, "source", h->source);
  head_str(w, "options", h->options ? h->options : "");
  head_str(w, "file", h->file);
  fprintf(f, ",\"bytes\":%llu,\"ps\":%d,\"groups\":%d}",
          (unsigned long long)sl__path_size(h->file), h->ps, h->groups);
  if ((rc = sl__pw_line(w)) == 0) {
    fputs("{\"input\":1", f);
    fig(f, "rank", h->rank);
    fig(f, "steps", h->steps);
    /* A median of an even count ends in .5: twice it is whole. */
    fig(f, "step_median_ns2",
        h->step_median_ns < 0 ? -1 : (int64_t)(h->step_median_ns * 2));
    fig(f, "kernel_ns", h->kernel_ns);
    fig(f, "span_ns", h->span_ns);
    fig(f, "busy_ns", h->busy_ns);
    fputc('}', f);
    rc = sl__pw_line(w);
  }
  if (rc) {
    sl__pw_drop(w);
    return sl__err(err, rc, SL_NO_OFFSET, "cannot write the output: %s",
                   sl_strerror(rc));
  }
  return 0;
}

int sl__partial_end(sl_pwrite_t *w, int rc, sl_error_t *err) {
  if (rc) {
    sl__pw_drop(w);
    return rc;
  }
  if ((rc = sl__pw_close(w)))
    return sl__err(err, rc, SL_NO_OFFSET, "cannot write the output: %s",
                   sl_strerror(rc));
  return 0;
}

/* ---- the merge ---------------------------------------------------------------------- */

/* A partial's header, read. */
typedef struct head_s {
  char *command, *kind, *source, *options, *file;
  int64_t ps, groups;
  int64_t fig[6];           /* rank, steps, step median x2, kernel ns,
                             * span ns, busy ns (-1: not known)        */
} head_t;

static const char *const fig_keys[6] = {"rank", "steps", "step_median_ns2",
                                        "kernel_ns", "span_ns", "busy_ns"};

static void head_free(head_t *h) {
  free(h->command);
  free(h->kind);
  free(h->source);
  free(h->options);
  free(h->file);
  memset(h, 0, sizeof *h);
}

static char *dup_str(sl_str_t s) {
  char *c = malloc(s.n + 1);
  if (c) {
    if (s.n) memcpy(c, s.p, s.n);
    c[s.n] = '\0';
  }
  return c;
}

/* A name of the header, said in messages: no control bytes. */
static int printable(sl_str_t s) {
  size_t i;
  for (i = 0; i < s.n; i++)
    if (s.p[i] < 0x20 || s.p[i] == 0x7f) return 0;
  return 1;
}

static int read_head(sl_pread_t *r, head_t *h) {
  sl_str_t c, k, s, o, f;
  int64_t v;
  int i, has, rc;
  if ((rc = sl__pr_line(r, "expected a header"))) return rc;
  if (sl__pr_int(r, "stepline_partial", &v) || v != SL_PARTIAL_VERSION)
    return sl__pr_fail(r, "expected a header {\"stepline_partial\":%d,...}",
                       SL_PARTIAL_VERSION);
  if (sl__pr_str(r, "command", &c) || sl__pr_str(r, "kind", &k) ||
      sl__pr_str(r, "source", &s) || sl__pr_str(r, "options", &o) ||
      sl__pr_str(r, "file", &f) || sl__pr_int(r, "ps", &h->ps) ||
      sl__pr_int(r, "groups", &h->groups))
    return SL_EFORMAT;
  if (!printable(c) || !printable(k) || !printable(s) || !printable(o))
    return sl__pr_fail(r, "expected a header whose command, kind, source "
                       "and options are printable");
  h->command = dup_str(c);
  h->kind = dup_str(k);
  h->source = dup_str(s);
  h->options = dup_str(o);
  h->file = dup_str(f);
  if (!h->command || !h->kind || !h->source || !h->options || !h->file)
    return sl__err(r->err, SL_ENOMEM, 0, "out of memory");
  /* The input's own figures. */
  if ((rc = sl__pr_next(r)) <= 0 || !sl__pr_get(r, "input"))
    return rc < 0 ? rc : sl__pr_fail(r, "expected the input's figures");
  for (i = 0; i < 6; i++) {
    if (sl__pr_opt_int(r, fig_keys[i], &h->fig[i], &has)) return SL_EFORMAT;
    if (!has) h->fig[i] = -1;
  }
  return 0;
}

/* Partials merge when they are of one command, kind, family and options. */
static int same_head(sl_pread_t *r, const head_t *a, const head_t *b,
                     const char *first) {
  if (!strcmp(a->command, b->command) && !strcmp(a->kind, b->kind) &&
      !strcmp(a->source, b->source) && !strcmp(a->options, b->options) &&
      a->ps == b->ps && a->groups == b->groups)
    return 0;
  sl__err(r->err, SL_EUSAGE, 0, "a partial of '%s' (%s, %s, %s) does not "
          "merge with %s's (%s %s, %s, %s)", b->command, b->kind, b->source,
          b->options, first, a->command, a->kind, a->source, a->options);
  if (r->err) r->err->file = r->path;
  return SL_EUSAGE;
}

/* ---- the merges of stats: op summary, summary reports, GPU databases ---- */

typedef struct opmerge_s {
  sl_op_rows_t rows;
  sl_idmap_t groups;        /* XSpace: the step ids, each once           */
  uint64_t nsteps;
  int has_groups, ps;       /* the partials' head says                   */
  sl_stats_options_t so;
  const char *sort;         /* --sort, checked once the rows are in      */
} opmerge_t;

static int group_id(void *ud, int64_t id) {
  opmerge_t *m = ud;
  if (sl__idmap_get(&m->groups, (uint64_t)id, 0) >= 0) return 0;
  if (sl__idmap_put(&m->groups, (uint64_t)id, 0, 0)) return SL_ENOMEM;
  m->nsteps++;
  return 0;
}

/* One partial's op summary (and step ids) into m. */
static int op_add(sl_pmerge_t *pm, sl_pread_t *r, size_t k, const char *file) {
  opmerge_t *m = pm->st;
  int64_t n;
  int rc;
  uint64_t steps = m->rows.steps;
  (void)k, (void)file;
  if ((rc = sl__opstats_load(&m->rows, r))) return rc;
  if (!m->has_groups) return 0;
  /* A step of several hosts counts once: the ids, not their number. */
  m->rows.steps = steps;
  if ((rc = sl__pr_line(r, "expected the step ids")))
    return rc;
  if (sl__pr_int(r, "groups", &n) || n < 0) return SL_EFORMAT;
  rc = sl__pr_values(r, (uint64_t)n, group_id, m);
  return rc == SL_ENOMEM ? sl__err(r->err, rc, 0, "out of memory") : rc;
}

/* The value of `key` in a header's options ("reports=...;by=...;"), in
 * buf ("" when absent). */
static const char *opt_value(const char *options, const char *key, char *buf,
                             size_t n) {
  size_t k = strlen(key), v;
  const char *p = options;
  buf[0] = '\0';
  while (p && *p) {
    if (!strncmp(p, key, k) && p[k] == '=') {
      v = strcspn(p + k + 1, ";");
      if (v >= n) v = n - 1;
      memcpy(buf, p + k + 1, v);
      buf[v] = '\0';
      break;
    }
    p = strchr(p, ';');
    if (p) p++;
  }
  return buf;
}

/* "by=op;...": the rows' key. */
static int options_by(const char *options, sl_stats_by_t *by) {
  char b[32];
  return sl_stats_by_parse(opt_value(options, "by", b, sizeof b), by);
}

static int op_write(sl_pmerge_t *pm, sl_error_t *err) {
  opmerge_t *m = pm->st;
  int rc;
  if (m->sort && sl_stats_sort_parse(m->sort, &m->so.sort))
    return sl__err(err, SL_EUSAGE, 0, "--sort must be host_total, host_avg, "
                   "device_total, calls, bytes or name");
  if (m->has_groups) m->rows.steps = m->nsteps;
  rc = sl__opstats_write(&m->rows, m->ps, &m->so, NULL, NULL, 0, pm->sink,
                         pm->ud);
  return rc ? sl__err(err, rc, 0, "cannot write the output: %s",
                      sl_strerror(rc))
            : 0;
}

static void op_free(void *st) {
  opmerge_t *m = st;
  sl__op_rows_close(&m->rows);
  sl__idmap_close(&m->groups);
  free(m);
}

static const sl_pmerge_ops_t op_ops = {op_add, op_write, op_free};

static int op_open(sl_pmerge_t *pm, sl_pread_t *r, const head_t *h,
                   const sl_merge_options_t *mo, sl_error_t *err) {
  sl_stats_by_t by = SL_STATS_BY_OP;
  opmerge_t *m;
  if (options_by(h->options, &by))
    return sl__pr_fail(r, "the options '%s' name no rows (by=)", h->options);
  if (!(m = calloc(1, sizeof *m)))
    return sl__err(err, SL_ENOMEM, 0, "out of memory");
  sl__op_rows_init(&m->rows, by);
  m->has_groups = h->groups;
  m->ps = (int)h->ps;
  m->so.by = by;
  m->so.top = mo->top;
  m->so.format = mo->format;
  m->sort = mo->sort;
  pm->st = m;
  pm->ops = &op_ops;
  return 0;
}

/* The summary reports: of a format's events (es) or GPU databases (gm). */
typedef struct summerge_s {
  sl_gpu_stats_options_t gso;
  char reports[128], by[32];
  const char *source;
  sl_evstats_t *es;
  sl_gpu_merge_t *gm;
  int64_t input0;
} summerge_t;

static int sum_add(sl_pmerge_t *pm, sl_pread_t *r, size_t k, const char *file) {
  summerge_t *m = pm->st;
  (void)file;
  return m->gm ? sl__gpu_merge_add(m->gm, r)
               : sl__evstats_merge(m->es, r, k, &m->input0);
}

static int sum_write(sl_pmerge_t *pm, sl_error_t *err) {
  summerge_t *m = pm->st;
  (void)err; /* theirs is the open's */
  return m->gm ? sl__gpu_merge_write(m->gm, pm->sink, pm->ud)
               : sl__evstats_write(m->es, m->source, pm->sink, pm->ud);
}

static void sum_free(void *st) {
  summerge_t *m = st;
  sl__evstats_free(m->es);
  sl__gpu_merge_free(m->gm);
  free(m);
}

static const sl_pmerge_ops_t sum_ops = {sum_add, sum_write, sum_free};

/* f: the partials' input format (NULL: GPU databases). */
static int sum_open(sl_pmerge_t *pm, const head_t *h,
                    const sl_input_format_t *f, const sl_merge_options_t *mo,
                    sl_error_t *err) {
  summerge_t *m = calloc(1, sizeof *m);
  if (!m) return sl__err(err, SL_ENOMEM, 0, "out of memory");
  pm->st = m;
  pm->ops = &sum_ops;
  opt_value(h->options, "reports", m->reports, sizeof m->reports);
  opt_value(h->options, "by", m->by, sizeof m->by);
  m->gso.reports = mo->reports     ? mo->reports
                   : m->reports[0] ? m->reports
                   : f             ? m->reports
                                   : NULL;
  m->gso.by = m->by[0] ? m->by : NULL;
  m->gso.sort = mo->sort;
  m->gso.top = mo->top;
  m->gso.format = mo->format;
  m->source = h->source;
  return f ? sl__evstats_open(&m->es, &m->gso, f, err)
           : sl__gpu_merge_open(&m->gm, &m->gso, err);
}

typedef struct merge_s {
  head_t first;
  sl_pmerge_t pm;           /* the kind's merge                          */
} merge_t;

/* The first partial says what the merge is. */
static int merge_open(merge_t *m, sl_pread_t *r, const sl_merge_options_t *mo,
                      sl_error_t *err) {
  const sl_input_format_t *f;
  if (!strcmp(m->first.kind, "op_summary"))
    return op_open(&m->pm, r, &m->first, mo, err);
  if (!strcmp(m->first.kind, "steps")) {
    const char *src = m->first.source;
    int json = mo->format == SL_REPORT_JSON;
    if (mo->format == SL_REPORT_CSV)
      return sl__err(err, SL_EUSAGE, 0, "steps are a table or JSON lines: "
                     "--format=table or json");
    return !strcmp(src, "stepstats") ? sl__tfsteps_merge_open(&m->pm, json, err)
           : !strcmp(src, "xspace")  ? sl__xsteps_merge_open(&m->pm, json, err)
           : sl__input_format_named(src)
               ? sl__evsteps_merge_open(&m->pm, json, err)
               : sl__pr_fail(r, "it is of input format '%s', which this "
                             "program does not read", src);
  }
  if (!strcmp(m->first.kind, "mem")) {
    const char *src = m->first.source;
    char top[32];
    opt_value(m->first.options, "top", top, sizeof top);
    const sl_input_format_t *ef;
    char ps[8];
    if (!strcmp(src, "stepstats"))
      return sl__tfmem_merge_open(&m->pm, mo->format,
                                  (size_t)strtoull(top, NULL, 10), err);
    if (!strcmp(src, "xspace"))
      return sl__xmem_merge_open(&m->pm, mo->format, err);
    if (!strcmp(src, "gpu-db"))
      return sl__gpumem_merge_open(&m->pm, mo->format, err);
    if (!(ef = sl__input_format_named(src)))
      return sl__pr_fail(r, "it is of input format '%s', which this program "
                         "does not read", src);
    opt_value(m->first.options, "per_step", ps, sizeof ps);
    return sl__evmem_merge_open(&m->pm, ef, mo->format, ps[0] == '1', err);
  }
  if (!strcmp(m->first.kind, "gpu_summary"))
    return sum_open(&m->pm, &m->first, NULL, mo, err);
  if (strcmp(m->first.kind, "summary"))
    return sl__pr_fail(r, "a partial of kind '%s' is not one this version "
                       "merges", m->first.kind);
  if (!(f = sl__input_format_named(m->first.source)))
    return sl__pr_fail(r, "it is of input format '%s', which this program "
                       "does not read", m->first.source);
  return sum_open(&m->pm, &m->first, f, mo, err);
}

/* ---- a row per input: stragglers ---------------------------------------- */

/* A row per partial, from its header: read no further. */
static int merge_ranks(const char *const *paths, size_t n,
                       const sl_merge_options_t *mo, sl_sink_fn sink,
                       void *ud, sl_error_t *err) {
  sl_rank_row_t *r = calloc(n, sizeof *r);
  size_t i;
  int rc = 0;
  if (!r) return sl__err(err, SL_ENOMEM, 0, "out of memory");
  for (i = 0; i < n && rc == 0; i++) {
    sl_pread_t pr;
    head_t h;
    memset(&h, 0, sizeof h);
    if ((rc = sl__pr_open(&pr, paths[i], err))) break;
    rc = read_head(&pr, &h);
    /* The rest is not read into anything, but must be whole. */
    while (rc == 0 && (rc = sl__pr_next(&pr)) == 1) rc = 0;
    if (rc == 0) {
      r[i].file = h.file;
      h.file = NULL;
      r[i].rank = h.fig[0];
      r[i].steps = h.fig[1];
      r[i].step = h.fig[2] < 0 ? -1 : (double)h.fig[2] / 2;
      r[i].kernel = h.fig[3];
      r[i].idle = h.fig[4] > 0 && h.fig[5] >= 0
                      ? 100.0 * (double)(h.fig[4] - h.fig[5]) / (double)h.fig[4]
                      : -1;
      r[i].at = i;
    }
    if (rc && err && !err->file) err->file = paths[i];
    sl__pr_close(&pr);
    head_free(&h);
  }
  if (rc == 0) rc = sl__ranks_write(r, n, (int)mo->format, sink, ud, err);
  for (i = 0; i < n; i++) free(r[i].file);
  free(r);
  return rc;
}

int sl_merge_paths(const char *const *paths, size_t n,
                   const sl_merge_options_t *mo, sl_sink_fn sink, void *ud,
                   sl_error_t *err) {
  merge_t m;
  head_t h;
  size_t i;
  int rc = 0;
  sl__err_clear(err);
  memset(&m, 0, sizeof m);
  if (n == 0) return sl__err(err, SL_EUSAGE, 0, "no partial result to merge");
  if (mo->format == SL_REPORT_PARTIAL)
    return sl__err(err, SL_EUSAGE, 0, "a merge writes a report: table, csv "
                   "or json");
  if (mo->by && strcmp(mo->by, "rank"))
    return sl__err(err, SL_EUSAGE, 0, "merge --by takes rank (a row per "
                   "input) or nothing");
  if (mo->by) return merge_ranks(paths, n, mo, sink, ud, err);
  for (i = 0; i < n && rc == 0; i++) {
    sl_pread_t r;
    memset(&h, 0, sizeof h);
    if ((rc = sl__pr_open(&r, paths[i], err))) break;
    rc = read_head(&r, i ? &h : &m.first);
    if (rc == 0 && i == 0 && (rc = merge_open(&m, &r, mo, err)) == 0) {
      m.pm.n = n;
      m.pm.sink = sink;
      m.pm.ud = ud;
    }
    if (rc == 0 && i > 0) rc = same_head(&r, &m.first, &h, paths[0]);
    if (rc == 0)
      rc = m.pm.ops->add(&m.pm, &r, i, h.file ? h.file : m.first.file);
    /* Nothing may follow the sections but the end line. */
    if (rc == 0 && (rc = sl__pr_next(&r)) > 0)
      rc = sl__pr_fail(&r, "expected the end line");
    if (rc && err && !err->file) err->file = paths[i];
    sl__pr_close(&r);
    head_free(&h);
  }
  if (rc == 0) rc = m.pm.ops->write(&m.pm, err);
  if (m.pm.ops) m.pm.ops->free(m.pm.st);
  head_free(&m.first);
  return rc;
}

/* The report drivers: `stepline stats` and `stepline mem` (without
 * --json) over the steps a selection picks, each step's analysis a
 * visitor, each report written as it is asked (per step or at the end). */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit/analyze/memstats.h"
#include "emit/analyze/opstats.h"
#include "emit/run/inputs.h"
#include "emit/run/merge.h"
#include "emit/run/run.h"
#include "emit/report/mem_report.h"
#include "emit/write/plot.h"
#include "emit/report/stats_report.h"
#include "stream/common.h"

/* ---- stats ---------------------------------------------------------------- */

typedef struct stats_run_s {
  sl_opstats_t x;
  const sl_stats_options_t *so;
  sl_sink_fn sink;
  void *ud;
  const char *input;   /* named in per-step blocks (several inputs) */
  int blocks;          /* blocks written so far */
} stats_run_t;

static int stats_step(void *ud, sl_step_ctx_t *st) {
  stats_run_t *s = ud;
  sl_visitor_t v = sl__opstats_visitor(&s->x);
  int rc;
  if (s->so->per_step) sl__opstats_clear(&s->x);
  rc = sl__ctx_walk(st, &v, 1);
  if (rc) return rc;
  s->x.rows.steps++;
  if (s->so->per_step) {
    rc = sl__opstats_write(&s->x.rows, 0, s->so, &st->info, s->input,
                           s->blocks++, s->sink, s->ud);
    if (rc) return sl__err(st->err, rc, 0, "cannot write the output: %s",
                           sl_strerror(rc));
  }
  return 0;
}

static const char *const by_names[] = {"op", "name", "device", "op,device"};

/* The options that shape the op summary's rows, for a partial's header. */
void sl__op_options(char *buf, size_t n, sl_stats_by_t by,
                    const sl_options_t *opt) {
  snprintf(buf, n, "by=%s%s;steps=%s;devices=%s",
           by_names[by & ~SL_STATS_BY_INPUT],
           by & SL_STATS_BY_INPUT ? ",input" : "",
           opt->steps ? opt->steps : "", opt->devices ? opt->devices : "");
}

static int stats_partial(stats_run_t *s, const char *path,
                         const sl_options_t *opt, sl_error_t *err) {
  sl_partial_head_t h;
  sl_pwrite_t w;
  char o[512];
  int rc;
  sl__partial_head_init(&h);
  sl__op_options(o, sizeof o, s->so->by, opt);
  h.command = "stats";
  h.kind = "op_summary";
  h.source = "stepstats";
  h.options = o;
  h.file = path;
  h.steps = (int64_t)s->x.rows.steps;
  h.kernel_ns = s->x.rows.device_total > INT64_MAX / 1000
                    ? INT64_MAX
                    : s->x.rows.device_total * 1000; /* µs */
  if ((rc = sl__partial_begin(&w, s->sink, s->ud, &h, err))) return rc;
  rc = sl__opstats_save(&s->x.rows, &w);
  if (rc) rc = sl__err(err, rc, 0, "cannot write the output: %s",
                       sl_strerror(rc));
  return sl__partial_end(&w, rc, err);
}

int sl__stats_paths(const char *const *paths, size_t n,
                    const sl_options_t *opt, const sl_stats_options_t *so,
                    sl_sink_fn sink, void *ud, sl_error_t *err) {
  stats_run_t s;
  size_t i;
  int rc = 0;
  if (so->format == SL_REPORT_PARTIAL && (n != 1 || so->per_step))
    return sl__err(err, SL_EUSAGE, 0, "a partial result is of one input "
                   "as a whole: one INPUT, no --per-step");
  if (so->per_step && (so->by & SL_STATS_BY_INPUT))
    return sl__err(err, SL_EUSAGE, 0, "--per-step writes each input's "
                   "steps apart already: leave ',input' out of --by");
  memset(&s, 0, sizeof s);
  sl__opstats_init(&s.x, so->by);
  s.so = so;
  s.sink = sink;
  s.ud = ud;
  /* The workers' logs are one run: their steps add up. */
  for (i = 0; i < n && rc == 0; i++) {
    s.input = n > 1 ? paths[i] : NULL;
    if (sl__op_rows_input(&s.x.rows, sl__str(paths[i], strlen(paths[i]))))
      rc = sl__err(err, SL_ENOMEM, 0, "out of memory");
    else
      rc = sl__visit_steps(paths[i], opt, stats_step, &s, err);
    if (rc && n > 1 && err && !err->file) err->file = paths[i];
  }
  if (rc == 0 && so->format == SL_REPORT_PARTIAL) {
    rc = stats_partial(&s, paths[0], opt, err);
  } else if (rc == 0 && !so->per_step) {
    rc = sl__opstats_write(&s.x.rows, 0, so, NULL, NULL, s.blocks++, sink, ud);
    if (rc) sl__err(err, rc, 0, "cannot write the output: %s",
                    sl_strerror(rc));
  }
  sl__opstats_close(&s.x);
  return rc;
}

int sl_stats_path(const char *path, const sl_options_t *opt,
                  const sl_stats_options_t *so, sl_sink_fn sink, void *ud,
                  sl_error_t *err) {
  return sl__stats_paths(&path, 1, opt, so, sink, ud, err);
}

/* ---- stats --report: the steps' nodes as the summary reports' slices ------- */

typedef struct sum_run_s {
  sl_opstats_t x;            /* the device table: what counts, as what   */
  sl_evstats_t *st;
} sum_run_t;

static int sum_begin(void *ud, sl_walk_t *w) {
  sum_run_t *s = ud;
  sl_visitor_t v = sl__opstats_visitor(&s->x);
  return v.begin(v.ud, w);
}

static int sum_node(void *ud, sl_walk_t *w, sl_node_t *nd) {
  sum_run_t *s = ud;
  sl_event_t ev;
  sl_str_t dev;
  int rc;
  if (!sl__opstats_event(&s->x, nd, &ev, &dev)) return 0;
  if ((rc = sl__evstats_in(s->st, dev, &ev)) == 0) return 0;
  return w->err && w->err->code ? rc : sl__err(w->err, rc, nd->off,
                                               "out of memory");
}

static int sum_end(void *ud, sl_walk_t *w, int rc) {
  sum_run_t *s = ud;
  sl_visitor_t v = sl__opstats_visitor(&s->x);
  return v.end(v.ud, w, rc);
}

static int sum_step(void *ud, sl_step_ctx_t *st) {
  sl_visitor_t v = {ud, sum_begin, sum_node, sum_end};
  return sl__ctx_walk(st, &v, 1);
}

int sl__steps_summary(const char *const *paths, size_t n,
                      const sl_options_t *opt,
                      const sl_gpu_stats_options_t *gso, sl_sink_fn sink,
                      void *ud, sl_error_t *err) {
  sum_run_t s;
  /* The walk hides what --devices does not match. */
  sl_gpu_stats_options_t so = *gso;
  size_t i;
  int rc = 0;
  so.devices = NULL;
  memset(&s, 0, sizeof s);
  if ((rc = sl__evstats_open(&s.st, &so, &sl__tf_format, err)))
    return rc;
  sl__opstats_init(&s.x, SL_STATS_BY_OP);
  rc = sl__evstats_partial(s.st, paths, n, opt);
  for (i = 0; i < n && rc == 0; i++) {
    if ((rc = sl__evstats_input(s.st, (int64_t)i, paths[i]))) break;
    rc = sl__visit_steps(paths[i], opt, sum_step, &s, err);
    if (rc && n > 1 && err && !err->file) err->file = paths[i];
  }
  if (rc == 0) rc = sl__evstats_write(s.st, "stepstats", sink, ud);
  sl__opstats_close(&s.x);
  sl__evstats_free(s.st);
  return rc;
}

/* ---- mem -------------------------------------------------------------------- */

typedef struct mem_run_s {
  sl_memstats_t x;
  sl_mem_out_t out;
  sl_pwrite_t *pw;     /* a partial's steps go here                  */
  uint64_t rows;
  int quiet;           /* the baseline: figures only                 */
  sl_plot_t *plot;     /* NULL: no plot                              */
} mem_run_t;

static int on_counter(void *ud, sl_str_t alloc, int64_t t, int64_t total) {
  sl__plot_point(ud, alloc, t, total);
  return 0;
}

/* The model's maxima and counters first (they say which tensors the
 * report lists), then a pass for what the log measured and for the
 * listed tensors' producers. */
static int mem_step(void *ud, sl_step_ctx_t *st) {
  mem_run_t *r = ud;
  sl_memstats_t *x = &r->x;
  sl_memory_out_t mem;
  sl_visitor_t v = sl__memstats_visitor(x);
  int rc;
  sl__memstats_step_begin(x);
  if (r->plot) sl__plot_step(r->plot, st->info.step);
  memset(&mem, 0, sizeof mem);
  mem.maxima = sl__memstats_maxima;
  mem.maxima_ud = x;
  if (r->plot) {
    mem.counter = on_counter;
    mem.counter_ud = r->plot;
  }
  rc = sl__run_step(st->run, st->ref, NULL, &mem, NULL, 0, NULL, NULL);
  if (rc == SL_ENOMEM && st->err && st->err->code == 0)
    sl__err(st->err, rc, 0, "out of memory");
  if (rc == 0) rc = sl__ctx_walk(st, &v, 1);
  if (rc == 0) {
    if (r->plot) sl__plot_step_end(r->plot);
    rc = sl__memstats_step_end(x);
    if (rc) rc = sl__err(st->err, rc, 0, "out of memory");
  }
  if (rc == 0 && r->pw) {
    r->rows++;
    if ((rc = sl__mem_step_save(r->pw, x, &st->info)))
      rc = sl__err(st->err, rc, 0, "cannot write the output: %s",
                   sl_strerror(rc));
  } else if (rc == 0 && !r->quiet) {
    rc = sl__mem_report_step(&r->out, x, &st->info);
    r->out.blocks++;
    if (rc) rc = sl__err(st->err, rc, 0, "cannot write the output: %s",
                         sl_strerror(rc));
  }
  sl__memstats_step_free(x);
  return rc;
}

int sl_mem_report_path(const char *path, const sl_options_t *opt,
                       const sl_mem_options_t *mo, sl_sink_fn sink, void *ud,
                       int *grew, sl_error_t *err) {
  return sl__mem_report_paths(&path, 1, opt, mo, sink, ud, grew, err);
}

/* A log's partial result: its steps' blocks, and the rows' end. */
static int mem_partial(const char *path, const sl_options_t *opt,
                       const sl_mem_options_t *mo, sl_sink_fn sink, void *ud,
                       sl_error_t *err) {
  mem_run_t r;
  sl_partial_head_t h;
  sl_pwrite_t w;
  char opts[512];
  int rc;
  if ((rc = sl__partial_check(1, mo, err))) return rc;
  memset(&r, 0, sizeof r);
  sl__memstats_init(&r.x, mo->top);
  sl__partial_head_of(&h, "mem", "stepstats", opt, path, r.x.top, opts,
                      sizeof opts);
  r.pw = &w;
  if ((rc = sl__partial_begin(&w, sink, ud, &h, err)) == 0) {
    rc = sl__visit_steps(path, opt, mem_step, &r, err);
    if (rc == 0) {
      fprintf(sl__pw_f(&w), "{\"rows\":%llu}", (unsigned long long)r.rows);
      if ((rc = sl__pw_line(&w)))
        rc = sl__err(err, rc, 0, "cannot write the output: %s",
                     sl_strerror(rc));
    }
    rc = sl__partial_end(&w, rc, err);
  }
  sl__memstats_close(&r.x);
  return rc;
}

int sl__mem_report_paths(const char *const *paths, size_t npaths,
                         const sl_options_t *opt, const sl_mem_options_t *mo,
                         sl_sink_fn sink, void *ud, int *grew,
                         sl_error_t *err) {
  mem_run_t r, base;
  size_t i;
  sl_json_t jw;
  sl_plot_t plot;
  int rc, g = 0, have_base = 0;
  if (mo->format == SL_REPORT_PARTIAL)
    return (rc = sl__partial_check(npaths, NULL, err))
               ? rc
               : mem_partial(paths[0], opt, mo, sink, ud, err);
  memset(&r, 0, sizeof r);
  memset(&base, 0, sizeof base);
  sl__memstats_init(&r.x, mo->top);
  sl__plot_init(&plot);
  r.out.mo = mo;
  r.out.sink = sink;
  r.out.ud = ud;
  r.plot = mo->plot ? &plot : NULL;
  if (grew) *grew = 0;
  if (mo->format == SL_REPORT_JSON) {
    if (sl__json_init(&jw, 0, 0, sink, ud) != 0) {
      rc = sl__err(err, SL_ENOMEM, 0, "out of memory");
      goto done;
    }
    r.out.jw = &jw;
    sl__json_obj_begin(&jw);
    SL_JSON_KEY(&jw, "steps");
    sl__json_arr_begin(&jw);
  }
  /* The workers' logs are one run: their steps' figures together, each
   * step's block naming its log. */
  r.out.several = npaths > 1;
  for (i = 0, rc = 0; i < npaths && rc == 0; i++) {
    r.out.input = npaths > 1 ? paths[i] : NULL;
    rc = sl__visit_steps(paths[i], opt, mem_step, &r, err);
    if (rc && npaths > 1 && err && !err->file) err->file = paths[i];
  }
  if (rc == 0 && mo->baseline) {
    sl_options_t bo = *opt;
    sl__memstats_init(&base.x, mo->top);
    have_base = 1;
    base.quiet = 1;
    bo.steps = NULL;
    bo.progress = NULL;
    rc = sl__visit_steps(mo->baseline, &bo, mem_step, &base, err);
    if (rc && err && !err->file) err->file = mo->baseline;
  }
  if (rc == 0 && r.x.run.steps == 0)
    rc = sl__err(err, SL_EFORMAT, 0, "no step to report: the input holds no "
                 "step stats%s", opt->steps ? " that --steps selects" : "");
  if (rc == 0) {
    rc = sl__mem_report_summary(&r.out, &r.x, have_base ? &base.x : NULL,
                                &g);
    if (rc) sl__err(err, rc, 0, "cannot write the output: %s",
                    sl_strerror(rc));
  }
  if (rc == 0 && mo->plot) {
    char title[128];
    snprintf(title, sizeof title, "Memory by allocator (timeline model), "
             "%llu step%s", (unsigned long long)r.x.run.steps,
             r.x.run.steps == 1 ? "" : "s");
    rc = sl__plot_write(&plot, title, mo->plot, mo->plot_ud);
    if (rc) sl__err(err, rc, 0, "cannot write the plot: %s", sl_strerror(rc));
  }
  if (grew) *grew = g;
  if (r.out.jw) sl__json_close(&jw);
done:
  sl__plot_close(&plot);
  sl__memstats_close(&r.x);
  if (have_base) sl__memstats_close(&base.x);
  return rc;
}

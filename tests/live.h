/* One step held in memory converted as follow converts it (into a trace
 * that goes nowhere), with the summary's gatherers riding on it, for the
 * tests of what rides on a conversion. */
#ifndef SL_TEST_LIVE_H
#define SL_TEST_LIVE_H

#include <string.h>

#include "emit/analyze/glance.h"
#include "emit/run/trace.h"

typedef struct glance_s {
  sl_stats_glance_t *sg;
  sl_mem_glance_t *mg;
} glance_t;

static int live_null_sink(void *ud, const void *p, size_t n) {
  (void)ud;
  (void)p;
  (void)n;
  return 0;
}

static inline int glance_init(glance_t *g) {
  memset(g, 0, sizeof *g);
  return sl__stats_glance_new(&g->sg) || sl__mem_glance_new(&g->mg) ? -1 : 0;
}

static inline void glance_close(glance_t *g) {
  sl__stats_glance_free(g->sg);
  sl__mem_glance_free(g->mg);
}

/* Converts the StepStats `p`[0..n) with `threads` threads, with a trace
 * (trace) or without, the gatherers of `g` riding on it.  Returns the
 * step's result, with *err filled on failure; -1 when the run cannot be
 * made. */
static int live_glance_step_as(const uint8_t *p, size_t n, int threads,
                               int trace, glance_t *g, sl_error_t *err) {
  sl_options_t opt;
  sl_source_t src;
  sl_step_ref_t ref;
  sl_run_t run;
  sl_trace_t *t = NULL;
  sl_visitor_t riders[2];
  sl_memory_out_t mem;
  int rc;
  sl_options_init(&opt);
  opt.threads = threads;
  sl__err_clear(err);
  sl__source_mem(&src, "step", p, n);
  memset(&ref, 0, sizeof ref);
  ref.src = &src;
  ref.len = n;
  ref.record = -1;
  ref.tag = "";
  ref.top = SL_TOP_STEPSTATS;
  if (sl__run_init(&run, &opt, 1, err) != 0) return -1;
  riders[0] = sl__stats_glance_visitor(g->sg);
  riders[1] = sl__mem_glance_ride(g->mg, &mem);
  if (trace) {
    if (sl__trace_new(&t, &run, SL_TRACE_ARRAY, live_null_sink, NULL) != 0)
      return -1;
    rc = sl__trace_step(t, &ref, &mem, riders, 2);
    sl__trace_free(t);
  } else {
    rc = sl__run_step(&run, &ref, NULL, &mem, riders, 2, NULL, NULL);
  }
  sl__run_close(&run);
  return rc;
}

static inline int live_glance_step(const uint8_t *p, size_t n, int threads,
                                   glance_t *g, sl_error_t *err) {
  return live_glance_step_as(p, n, threads, 1, g, err);
}

#endif

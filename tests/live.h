/* One step held in memory through a live trace (the way follow converts
 * a step) with the summary's gatherers riding on it, for the tests of
 * what rides on a conversion. */
#ifndef SL_TEST_LIVE_H
#define SL_TEST_LIVE_H

#include <string.h>

#include "emit/report.h"
#include "emit/trace.h"
#include "stream/source.h"

static int live_null_sink(void *ud, const void *p, size_t n) {
  (void)ud;
  (void)p;
  (void)n;
  return 0;
}

/* Converts the StepStats `p`[0..n) with `threads` threads into a trace
 * that goes nowhere, the gatherers of `g` (initialised) riding on it.
 * Returns the step's result, with *err filled on failure; -1 when the
 * live trace cannot be made. */
static int live_glance_step(const uint8_t *p, size_t n, int threads,
                            sl_glance_t *g, sl_error_t *err) {
  sl_options_t opt;
  sl_source_t src;
  sl_step_ref_t ref;
  sl_live_t *live = NULL;
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
  if (sl__live_new(&live, &opt, live_null_sink, NULL, err) != 0) return -1;
  rc = sl__live_step(live, &ref, sl__glance_ride(g));
  sl__live_free(live);
  return rc;
}

#endif

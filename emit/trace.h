/* Whole-input drivers behind the public sl_convert_paths(),
 * sl_maxima_path() and sl_steps_path(): each input's steps (stream/log.c),
 * the --steps selection, and the trace around the steps — the reference's
 * single-step trace when one step is selected, else one merged trace with
 * a Steps process (docs/design.md). */
#ifndef SL_TRACE_H
#define SL_TRACE_H

#include "../stream/log.h"
#include "../stream/source.h"
#include "../stream/walker.h"
#include "convert.h"
#include "devnames.h"

/* ---- for analyses of whole inputs (stats.c, memreport.c) -----------------
 * A step handed to an analysis: its bytes, its listing entry, the run's
 * options and --devices filter, and where errors go. */
typedef struct sl_step_ctx_s {
  const sl_step_ref_t *ref;
  const sl_options_t *opt;
  const sl_devfilter_t *devices;
  sl_step_info_t info;   /* devices and nodes 0 (not counted)         */
  sl_error_t *err;
} sl_step_ctx_t;

typedef int (*sl_step_visit_fn)(void *ud, sl_step_ctx_t *st);

/* Hands each selected (--steps), sound (--skip-corrupt) step of `path` to
 * fn, with progress reports as convert makes them.  Returns 0 or the
 * first error (err filled, with the step's place). */
int sl__visit_steps(const char *path, const sl_options_t *opt,
                    sl_step_visit_fn fn, void *ud, sl_error_t *err);

/* Walks the step's bytes with walker callbacks (nodes of the devices
 * cb->want_nodes asks for).  Errors get the step's place. */
int sl__step_walk(sl_step_ctx_t *st, const sl_walker_cb_t *cb);

/* What rides on a step's conversion: the memory model's allocator
 * maximums (with each live tensor's bytes) to `maxima`, and taps on its
 * node pass (convert.h).  Any part may be NULL / 0. */
typedef struct sl_riders_s {
  sl_maxima_fn maxima;
  void *maxima_ud;
  int maxima_values;     /* the maxima's figures only, no tensor lists */
  const sl_step_tap_t *taps;
  size_t ntaps;
} sl_riders_t;

/* Runs the memory model of the step (no trace) with `ride` on it, and
 * hands every counter value to `counter` (may be NULL).  With taps and
 * two threads, the taps run on the second thread beside the model. */
int sl__step_memory(sl_step_ctx_t *st, const sl_riders_t *ride,
                    int (*counter)(void *ud, sl_str_t alloc, int64_t time,
                                   int64_t total),
                    void *cud);

/* ---- a trace written step by step (follow) --------------------------------
 * The JSON array form of the trace, `[` then events: each step is
 * converted when it comes (the first as the single-step trace, the second
 * turning the trace into a merged one, exactly as convert does for the
 * same steps) and all its bytes are handed to the sink before
 * sl__live_step returns.  The document is left open; "\n]\n" after the
 * last byte written closes it, and the caller writes that (and
 * overwrites it with the next step). */
typedef struct sl_live_s sl_live_t;

int sl__live_new(sl_live_t **out, const sl_options_t *opt, sl_sink_fn sink,
                 void *ud, sl_error_t *err);
/* `ride` (may be NULL) rides on the step's conversion.
 * Returns 0, 1 when the step was damaged and skipped (skip_corrupt: the
 * warning has gone to opt->warn), or an error code with err filled. */
int sl__live_step(sl_live_t *l, sl_step_ref_t *ref, const sl_riders_t *ride);
/* The context analyses (stats, memory) take for the same step (ref may
 * be NULL for the run's options and filter only). */
void sl__live_ctx(sl_live_t *l, sl_step_ref_t *ref, sl_step_ctx_t *st);
/* With skip_corrupt, checks the step as sl__live_step would: 1 sound, 0
 * damaged and skipped (warned), or an error code.  Always 1 without. */
int sl__live_sound(sl_live_t *l, sl_step_ref_t *ref);
void sl__live_free(sl_live_t *l);

#endif

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

/* Runs the memory model of the step (no trace): the allocator maximums,
 * with each live tensor's bytes, to `maxima` and every counter value to
 * `counter` (either may be NULL). */
int sl__step_memory(sl_step_ctx_t *st, sl_maxima_fn maxima, void *mud,
                    int (*counter)(void *ud, sl_str_t alloc, int64_t time,
                                   int64_t total),
                    void *cud);

#endif

/* A trace of one or more steps, written as the steps come: the first step
 * exactly as the reference's single-step trace, the second turning it
 * into a merged trace (the first step's pids carry on, each device name
 * keeps one pid pair for the whole log, object and flow ids are offset by
 * the steps before, a Steps process gets one slice per step).  convert,
 * the public reader and follow all write traces through this. */
#ifndef SL_TRACE_H
#define SL_TRACE_H

#include "emit/run/run.h"

typedef struct sl_trace_s sl_trace_t;

/* A trace into `sink`, of the run's steps: an object ({"traceEvents":
 * [...]}), or the array form left open after each step (follow).
 * `several`: several inputs, merged from the first step (worker labels
 * from `workers`, one per input).  Returns 0 or SL_ENOMEM. */
int sl__trace_new(sl_trace_t **out, sl_run_t *run, sl_trace_form_t form,
                  sl_sink_fn sink, void *ud);
void sl__trace_workers(sl_trace_t *t, const sl_worker_t *workers);
/* The steps that follow come from input i (its worker). */
void sl__trace_input(sl_trace_t *t, int i);

/* One step into the trace, with the memory model's other outputs (may be
 * NULL) and riders on its node pass.  Returns 0 or a negative code with
 * the run's err filled. */
int sl__trace_step(sl_trace_t *t, const sl_step_ref_t *ref,
                   const sl_memory_out_t *mem, const sl_visitor_t *riders,
                   size_t nriders);
/* Hands what is buffered to the sink.  Returns 0 or the sink's error. */
int sl__trace_flush(sl_trace_t *t);
/* The trace's end (ok: after its last step, which must exist; else after
 * a failure: closed only where that leaves valid JSON).  Returns 0 or a
 * negative code with err filled. */
int sl__trace_end(sl_trace_t *t, int ok);
/* Steps written, events and bytes so far. */
int64_t sl__trace_steps(const sl_trace_t *t);
uint64_t sl__trace_events(const sl_trace_t *t);
uint64_t sl__trace_bytes(const sl_trace_t *t);
void sl__trace_free(sl_trace_t *t);

/* Labels several inputs by the job and task their device names carry
 * (each re-readable input's first step is looked at for them), or by
 * their file names.  Returns 0 or SL_ENOMEM. */
int sl__label_workers(sl_worker_t *ws, const char *const *paths, size_t n,
                      sl_run_t *r);

#endif

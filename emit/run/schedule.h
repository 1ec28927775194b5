/* One step's analysis, run on the run's threads: which passes (and which
 * visitors in them) run on this thread and which on the second, as a
 * plan declared per case (schedule.c).
 *
 * A step with a trace or riders, and two threads, is split so that each
 * thread does half the work: the second walks the devices and writes the
 * X events (it needs lanes and labels, not the tensor table), while this
 * one builds the tensor table and then resolves dataflow; at the end the
 * D events are written beside the sweep line.  Both write whole events
 * into one output; with two threads the events are the same every run
 * and their order may vary, with one the output is byte-for-byte
 * reproducible. */
#ifndef SL_SCHEDULE_H
#define SL_SCHEDULE_H

#include "emit/analyze/timeline.h"
#include "emit/run/helper.h"

/* What a step's conversion measured, for the Steps slice of a merged
 * trace: its time span (after --op-time) and op count. */
typedef struct sl_step_out_s {
  int64_t t_min, t_max;
  uint64_t ops;
} sl_step_out_t;

typedef struct sl_step_job_s {
  const sl_step_ref_t *ref;
  const sl_options_t *opt;
  const sl_devfilter_t *filter;   /* --devices; NULL: every device      */
  sl_trace_writer_t *w;           /* trace events; NULL for none        */
  const sl_memory_out_t *mem;     /* the memory model's other outputs   */
  sl_merge_t *merge;              /* NULL: the single-step trace         */
  /* Visitors that ride on the node pass (follow's summary), on the thread
   * that writes the X events, or without a trace on the second thread
   * while this one runs the memory model. */
  const sl_visitor_t *riders;
  size_t nriders;
  sl_helper_t *helper;            /* the second thread; NULL: this only */
  sl_walk_t *walk;                /* this thread's walk state           */
  sl_step_out_t *out;             /* filled when not NULL                */
} sl_step_job_t;

/* Runs the step's passes.  Returns 0 or a negative code with err filled
 * (its offset in the step's source: the caller moves it to the input). */
int sl__convert_step(const sl_step_job_t *job, sl_error_t *err);

#endif

/* One step at a glance (follow --summary): the op figures and the memory
 * peaks of a step, gathered by visitors that ride on its conversion
 * instead of walking it again. */
#ifndef SL_GLANCE_H
#define SL_GLANCE_H

#include "emit/analyze/timeline.h"

typedef struct sl_step_glance_s {
  uint64_t ops, kernels;      /* host ops, GPU kernel records counted  */
  int64_t host_us, device_us; /* as `stepline stats` counts them       */
  int has_span;
  int64_t t_min, t_max;       /* first op start, last op end           */
  char top[96];               /* the op type with the most host time
                               * (device time when there is no host op) */
  size_t top_n;
  int64_t top_us;
} sl_step_glance_t;

/* The op summary of one step, by op type (emit/analyze/opstats.c).
 * _new() makes the gatherer (SL_ENOMEM), kept across steps; _visitor()
 * gives the visitor to put on a step's node pass; after the step,
 * _get() gives its figures (SL_EUSAGE when the pass did not finish).
 * Not thread-safe: one step at a time. */
typedef struct sl_stats_glance_s sl_stats_glance_t;
int sl__stats_glance_new(sl_stats_glance_t **out);
sl_visitor_t sl__stats_glance_visitor(sl_stats_glance_t *sg);
int sl__stats_glance_get(const sl_stats_glance_t *sg, sl_step_glance_t *g);
void sl__stats_glance_free(sl_stats_glance_t *sg);

/* One allocator's peaks in one step, as `stepline mem` reports them. */
typedef struct sl_alloc_glance_s {
  sl_str_t name;
  int has_model, has_inuse, has_peak, has_records;
  int64_t model, inuse, peak, records;
} sl_alloc_glance_t;

/* The memory peaks of one step (emit/analyze/memstats.c): _ride() sets
 * the model's maxima in `mem` and gives the visitor that reads the
 * measured figures (both for the next step); after the step, _report()
 * hands the peaks to fn (valid during the call), allocators in the
 * report's order, and returns fn's code, SL_ENOMEM, or SL_EUSAGE when the
 * step's pass did not finish.  Not thread-safe: one step at a time. */
typedef struct sl_mem_glance_s sl_mem_glance_t;
int sl__mem_glance_new(sl_mem_glance_t **out);
sl_visitor_t sl__mem_glance_ride(sl_mem_glance_t *mg, sl_memory_out_t *mem);
int sl__mem_glance_report(sl_mem_glance_t *mg,
                          int (*fn)(void *ud, const sl_alloc_glance_t *a,
                                    size_t n),
                          void *ud);
void sl__mem_glance_free(sl_mem_glance_t *mg);

#endif

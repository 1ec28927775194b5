/* The conversion of one step: the reference's analyze_step_stats done as
 * passes over the step's bytes instead of over a decoded copy.
 *
 *   devices  names only, node bodies skipped            -> pids, M events
 *   kernels  (--op-time gpu|all) /stream:all nodes       -> kernel spans
 *   tensors  every node: lanes, outputs -> tensor table  -> N, O events
 *   ops      every node: lanes again, ops, inputs        -> X, s, t events
 *   end      tensor table -> sweep line                  -> D, C events
 *
 * With two threads (docs/design.md) the second walks the devices and
 * writes the X events (and half of N/O) while the main thread builds the
 * tensor table and then resolves dataflow; the D events are written beside
 * the sweep.  One NodeExecStats at a time is read (its fields directly, or
 * decoded with protobuf-c into a scratch arena rewound per node); what
 * outlives a node is the tensor table, in the step arena, freed in one
 * call when the step ends. */
#ifndef SL_CONVERT_H
#define SL_CONVERT_H

#include "../stream/source.h"
#include "../stream/walker.h"
#include "json.h"

typedef struct sl_step_job_s {
  sl_source_t *src;
  uint64_t off, len;         /* the step's bytes in the source          */
  sl_top_t top;
  const sl_options_t *opt;
  sl_json_t *w;              /* trace events go here; NULL for none     */
  sl_maxima_fn maxima;       /* allocator maximums; NULL for none       */
  void *maxima_ud;
  int64_t record;            /* for error messages, or -1               */
} sl_step_job_t;

/* Runs the passes over one step and writes its events (without the
 * surrounding {"traceEvents":[ ... ]}).  Returns 0 or a negative code with
 * err filled. */
int sl__convert_step(const sl_step_job_t *job, sl_error_t *err);

#endif

/* TensorFlow's timeline as writer calls: the extension of the trace
 * writers (trace_writer.h) that the step formats' producer
 * (emit/analyze/timeline_*.c, emit/run/trace.c) writes through, for
 * timeline.py's events and --timeline-compat's exact bytes.
 *
 * Coordinates are the model's: a process (pid), a lane of it (tid: 0, 1,
 * ... as the lanes were assigned) and a time in us.  How they appear in
 * the output is the writer's layout (see sl__chrome_new). */
#ifndef SL_TIMELINE_WRITER_H
#define SL_TIMELINE_WRITER_H

#include "emit/write/trace_writer.h"
#include "step_stats.pb-c.h"

/* Where an event happens: process, lane and time (us). */
typedef struct sl_ev_at_s {
  uint32_t pid;
  int64_t tid;
  int64_t ts;
} sl_ev_at_t;

/* A step's slice in the Steps process of a merged trace. */
typedef struct sl_ev_step_s {
  sl_ev_at_t at;
  int64_t dur;
  sl_str_t name;
  int64_t step;
  int has_wall;
  double wall_time;
  uint64_t ops;
} sl_ev_step_t;

/* A dataflow arrow: from its producer (from.ts its end, from_start its
 * start) to its consumer (to.ts its start, to_dur its duration). */
typedef struct sl_ev_flow_s {
  sl_str_t name;
  sl_ev_at_t from;
  int64_t from_start;
  sl_ev_at_t to;
  int64_t to_dur;
  uint64_t id;
} sl_ev_flow_t;

typedef struct sl_timeline_ops_s {
  /* Lane `tid` of `pid` is called `name` (a lane the writer has not been
   * told of gets a name of its own when it first holds an event). */
  void (*thread)(sl_trace_writer_t *w, uint32_t pid, int64_t tid,
                 sl_str_t name);
  /* An op of `dur` us: shown as `op`, args name, op and the label's
   * inputs (as Python's split(', '); NULL: none). */
  void (*op)(sl_trace_writer_t *w, sl_str_t op, const sl_ev_at_t *at,
             int64_t dur, sl_str_t name, const sl_str_t *inputs);
  void (*step)(sl_trace_writer_t *w, const sl_ev_step_t *s);
  /* A dataflow arrow from one op to another. */
  void (*flow)(sl_trace_writer_t *w, const sl_ev_flow_t *f);
  /* A tensor object: created, its snapshot (td may be NULL), deleted. */
  void (*object_new)(sl_trace_writer_t *w, sl_str_t name,
                     const sl_ev_at_t *at, uint64_t id);
  void (*object_snapshot)(sl_trace_writer_t *w, sl_str_t name,
                          const sl_ev_at_t *at, uint64_t id,
                          const Tensorflow__TensorDescription *td);
  void (*object_delete)(sl_trace_writer_t *w, sl_str_t name,
                        const sl_ev_at_t *at, uint64_t id);
  /* Allocator `alloc` holds `bytes` at `ts`. */
  void (*counter)(sl_trace_writer_t *w, sl_str_t alloc, int64_t ts,
                  int64_t bytes);
} sl_timeline_ops_t;

/* Lanes apart in the viewer-first layout: lane L of process P is thread
 * P * SL_LANE_STRIDE + L + 1.  Perfetto keys thread names by tid alone
 * and reads tid 0 as "no tid", so tids are non-zero and unique in the
 * trace (for up to SL_LANE_STRIDE - 1 lanes a process). */
#define SL_LANE_STRIDE 10000u

static inline uint64_t sl__viewer_tid(uint32_t pid, int64_t lane) {
  return (uint64_t)pid * SL_LANE_STRIDE + (uint64_t)lane + 1;
}

#endif

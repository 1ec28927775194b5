/* Trace events: one function per kind of Chrome Trace event the
 * converter writes, with the reference's member order.
 *
 * Compact output writes each event with one buffer reservation (json.h,
 * direct writing); pretty output, and events too large for one
 * reservation, go through the writer's structural calls.  Both give the
 * same JSON values, which the parity tests check.  Every event is one
 * value of the traceEvents array. */
#ifndef SL_EVENTS_H
#define SL_EVENTS_H

#include "../stream/common.h"
#include "json.h"

/* M: process_name of `pid`, the name being name + suffix (may be NULL). */
void sl__ev_process(sl_json_t *w, uint32_t pid, sl_str_t name,
                    const char *suffix);

/* X: an op.  `inputs` is the label's inputs group, written as input0,
 * input1, ... as Python's split(', ') gives them; NULL for none. */
void sl__ev_op(sl_json_t *w, sl_str_t op, uint32_t pid, int64_t tid,
               int64_t ts, int64_t dur, sl_str_t name,
               const sl_str_t *inputs);

/* Events with an "id": N (tensor created), D (deleted), s and t (a flow's
 * start and end). */
typedef enum sl_ev_kind_e {
  SL_EV_NEW,
  SL_EV_DELETE,
  SL_EV_FLOW_START,
  SL_EV_FLOW_END
} sl_ev_kind_t;
void sl__ev_id(sl_json_t *w, sl_ev_kind_t kind, sl_str_t name, uint32_t pid,
               int64_t tid, int64_t ts, uint64_t id);

/* Where an event happens: process, thread (lane) and time. */
typedef struct sl_ev_at_s {
  uint32_t pid;
  int64_t tid;
  int64_t ts;
} sl_ev_at_t;

/* A flow arrow: its s event at `from` and its t event at `to`, both named
 * `name` and carrying `id`; the same bytes as the two sl__ev_id calls. */
void sl__ev_flow(sl_json_t *w, sl_str_t name, const sl_ev_at_t *from,
                 const sl_ev_at_t *to, uint64_t id);

/* O: a tensor snapshot; `text` is JSON-ready (snapshot.h), written as it
 * is. */
void sl__ev_snapshot(sl_json_t *w, sl_str_t name, uint32_t pid, int64_t tid,
                     int64_t ts, uint64_t id, const char *text, size_t n);

/* C: allocator `alloc` holds `total` bytes at `ts` (pid 0, tid 0). */
void sl__ev_counter(sl_json_t *w, sl_str_t alloc, int64_t ts, int64_t total);

/* M: thread_name of (pid, tid). */
void sl__ev_thread(sl_json_t *w, uint32_t pid, int64_t tid, sl_str_t name);

/* M: process_sort_index of `pid` (viewers order processes by it). */
void sl__ev_sort_index(sl_json_t *w, uint32_t pid, int64_t index);

/* X in the Steps process of a merged trace: one slice per step, named by
 * its tag or number, args step, wall_time (when known) and ops. */
void sl__ev_step(sl_json_t *w, uint32_t pid, int64_t tid, int64_t ts,
                 int64_t dur, sl_str_t name, int64_t step, int has_wall,
                 double wall_time, uint64_t ops);

#endif

/* Which threads of a trace have their names written.
 *
 * A viewer-first trace names every thread that holds events (Perfetto
 * shows "Thread 7" otherwise), once per trace.  Lanes of a process are
 * named in order, so the state is one count per pid: lanes [0, count)
 * have names.  A writer shared by two threads keeps the trace's table in
 * one place (under the writer's lock) and a copy of its own in front of
 * it, so an event on a named lane costs one comparison and no lock. */
#ifndef SL_THREADS_H
#define SL_THREADS_H

#include <stddef.h>
#include <stdint.h>

#include "stream/common.h"

typedef struct sl_threads_s {
  uint64_t *named;   /* by pid: lanes [0, named[pid]) have names */
  size_t cap;
} sl_threads_t;

/* Pids up to this are tracked; a larger one is never named (no table is
 * sized from it). */
#define SL_THREADS_MAX_PID (1u << 22)

static inline void sl__threads_init(sl_threads_t *t) {
  t->named = NULL;
  t->cap = 0;
}
void sl__threads_close(sl_threads_t *t);

/* Is lane `lane` of `pid` named?  Thread-compatible: read-only. */
static inline int sl__threads_known(const sl_threads_t *t, uint32_t pid,
                                    uint64_t lane) {
  return pid < t->cap && lane < t->named[pid];
}

/* Marks lanes [0, lane] of pid named.  Returns the first lane that was
 * not (so [*from, lane] need names; *from > lane when none do), or
 * SL_ENOMEM with nothing marked.  A pid over SL_THREADS_MAX_PID needs no
 * names (*from = lane + 1). */
int sl__threads_claim(sl_threads_t *t, uint32_t pid, uint64_t lane,
                      uint64_t *from);

/* What a thread holds, for the name it gets unless it was given one. */
enum { SL_LANE_OPS, SL_LANE_COUNTERS, SL_LANE_STEPS };
#define SL_LANE_NAME_MAX 32

/* That name, in both trace formats: "lane N" (N = lane + 1, as the
 * thread's sort index), "memory" for the counters', "steps" for a Steps
 * lane.  buf holds SL_LANE_NAME_MAX bytes. */
sl_str_t sl__lane_name(char *buf, int kind, uint64_t lane);

#endif

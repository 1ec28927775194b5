/* The op queue: a step's X events, kept by the thread that walks the
 * nodes and written by whichever of the two converting threads is free.
 *
 * Why: the two threads split a step's work by kind (docs/design.md), so
 * the step takes as long as the slower one.  On this project's shared
 * 2-core VMs one core at a time often runs the same work 30-50% slower for
 * tens of milliseconds, and the step waits for the thread on it.  Only the
 * node walk must stay in order on one thread (lanes, the taps, the first
 * error); writing each op's X event, about a third of that thread's work,
 * can be done by either.  The walking thread adds each event here, and
 * whole chunks of events are claimed and written by the main thread once
 * its own passes are over, or by the walking thread while nobody helps.
 *
 * An event holds pointers into the step's bytes: only for a step whose
 * bytes stay in memory while it converts (a followed log's record).
 *
 * One producer (the walking thread) and any number of writers; every
 * function is safe between them as said below. */
#ifndef SL_OPQUEUE_H
#define SL_OPQUEUE_H

#include <stddef.h>
#include <stdint.h>

#include <uv.h>

#include "json.h"

/* Events in a chunk: a claim is ~0.1-0.2 ms of writing, small beside a
 * step's imbalance and large beside a mutex's cost. */
#define SL_OPQ_CHUNK 2048

/* One X event: what sl__ev_op takes. */
typedef struct sl_opev_s {
  const uint8_t *op, *name, *inputs; /* inputs NULL: the op has none */
  uint32_t opn, namen, inputsn, pid;
  int64_t tid, ts, dur;
} sl_opev_t;

typedef struct sl_opq_s {
  uv_mutex_t mu;
  uv_cond_t cv;
  /* Under mu: the published chunks and their counts, the next to claim,
   * whether the producer is done (or failed), and whether a writer is
   * waiting for chunks (the producer then leaves them to it). */
  sl_opev_t **chunks;  /* NULL once written: the chunk is a spare then */
  uint32_t *counts;
  size_t nchunks, cap, next;
  /* Written chunks, for the producer to fill again: the queue holds
   * the chunks not yet written, not the step's every event. */
  sl_opev_t **spare;
  size_t nspare, sparecap;
  int closed, failed, helped;
  /* The producer's own: the chunk being filled. */
  sl_opev_t *cur;
  size_t curn;
} sl_opq_t;

/* For tests: when set (before a conversion starts), the producer writes
 * no chunk itself and writers take none before the producer ends, so
 * every event is written after its walk is over: the order that shows an
 * event pointing at bytes that do not last (convert.c's lasting()). */
extern int sl__opq_defer;

/* Returns 0 or SL_ENOMEM.  sl__opq_close frees what it holds. */
int sl__opq_init(sl_opq_t *q);
void sl__opq_close(sl_opq_t *q);

/* Producer: room for the next event, to fill before the next call;
 * NULL when out of memory.  A full chunk is published first, and while
 * no writer waits for chunks the producer writes one into `w` itself, so
 * events go out close to their walk. */
sl_opev_t *sl__opq_add(sl_opq_t *q, sl_json_t *w);

/* Producer: no more events; `failed` tells writers to stop (the step
 * fails, its events are not wanted).  Publishes the last chunk. */
void sl__opq_end(sl_opq_t *q, int failed);

/* Claims chunks and writes their events into `w` until none is left.
 * With `wait`, a writer that helps: it waits for chunks until the
 * producer ends.  Without, what is published now (the producer's own
 * final call, after sl__opq_end).  Returns the writer's status (0, or its
 * sink's first error, after which it claims no more). */
int sl__opq_write(sl_opq_t *q, sl_json_t *w, int wait);

#endif

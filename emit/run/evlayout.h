/* The layout of a trace whose slices come in any order (Chrome trace
 * JSON): which slices of a thread overlap without nesting, and which
 * slices its flow points bind.  Both need each thread's slices in time
 * order, which the input does not keep, so the trace is read twice:
 *
 *   pass 1  sl__evlayout_see() takes every event: a fixed-size record
 *           per slice and per flow point goes to an external sort
 *           (vsort: a buffer, then runs on disk), nothing else is kept;
 *   plan    sl__evlayout_plan() sweeps each thread in time order: a
 *           slice goes on the thread, or on the first overlap lane of
 *           it where it nests, or on a new one; a flow point binds the
 *           innermost slice around it (or the next to begin); the points
 *           of each flow, in time order, make its hops;
 *   pass 2  sl__evlayout_place() hands each slice, in the order of pass
 *           1, its track and the flows it binds, read in step from the
 *           plan's records sorted by the slice's place in the input.
 *
 * Memory: the sort buffers, one thread's open slices, the flows' names
 * and the overlap lanes, whatever the trace's size.  One thread at a
 * time. */
#ifndef SL_EVLAYOUT_H
#define SL_EVLAYOUT_H

#include "include/stepline/events.h"
#include "emit/write/trace_writer.h"

typedef struct sl_evlayout_s sl_evlayout_t;

/* A slice's place in the trace. */
typedef struct sl_laid_s {
  uint64_t tid;            /* its track: its thread's tid, or a lane's   */
  sl_str_t lane_name;      /* n > 0: the lane is new, called this        */
  int64_t lane_sort;       /* ... and sorts here among the threads      */
  const sl_tflow_t *flows; /* the flows it binds (valid until the next   */
  size_t nflows;           /* call)                                      */
} sl_laid_t;

/* What the layout dropped, for the warnings. */
typedef struct sl_evlayout_counts_s {
  uint64_t unbound;        /* flow points with no slice to bind          */
  uint64_t lone;           /* flows with one point only                  */
  int64_t earliest;        /* the earliest time of an event (0 at most)  */
} sl_evlayout_counts_t;

/* Returns 0 or SL_ENOMEM. */
int sl__evlayout_new(sl_evlayout_t **l);
void sl__evlayout_free(sl_evlayout_t *l);
/* Pass 1: each event in the order the format gives it.  Returns 0,
 * SL_ENOMEM or -errno (the sort's temporary file). */
int sl__evlayout_see(sl_evlayout_t *l, const sl_event_t *e);
/* Between the passes.  Returns 0, SL_ENOMEM or -errno. */
int sl__evlayout_plan(sl_evlayout_t *l, sl_evlayout_counts_t *counts);
/* The name and order pass 1 gave thread tid of pid last, or with
 * tid = SL_EVLAYOUT_PROCESS the process (*name NULL: none): a trace
 * format that describes a track once takes its final name. */
#define SL_EVLAYOUT_PROCESS UINT64_MAX
void sl__evlayout_name(const sl_evlayout_t *l, uint32_t pid, uint64_t tid,
                       sl_str_t *name, int64_t *sort);
/* The labels pass 1 gave process pid last (valid until the layout is
 * freed). */
void sl__evlayout_labels(const sl_evlayout_t *l, uint32_t pid,
                         const sl_str_t **labels, size_t *n);
/* Pass 2: each slice (SL_EV_SLICE) in the same order as pass 1, its
 * place into *out.  Returns 0, SL_ENOMEM or -errno. */
int sl__evlayout_place(sl_evlayout_t *l, const sl_event_t *e, sl_laid_t *out);

#endif

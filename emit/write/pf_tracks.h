/* The tracks of a Perfetto trace: a process track per pid, a thread
 * track per (pid, lane), a counter track per allocator, and the root
 * track's explicit ordering.  Each is described (a TrackDescriptor
 * packet handed to `packet`) the first time an event needs it; names
 * and sort ranks given before that go into its descriptor.  Pids are the
 * model's plus one (Perfetto's pid 0 is the idle process), tids are
 * sl__viewer_tid()'s, uuids count from 1 in order of description.  One
 * thread at a time. */
#ifndef SL_PF_TRACKS_H
#define SL_PF_TRACKS_H

#include <stdint.h>

#include "emit/model/arena.h"
#include "emit/model/strmap.h"
#include "emit/write/pbenc.h"
#include "stream/common.h"
#include "stream/idmap.h"

typedef struct sl_pf_lane_s {
  uint64_t uuid;             /* 0: not described yet                   */
  char *name;                /* given; NULL: "lane N" (or "steps")     */
  size_t n;
} sl_pf_lane_t;

typedef struct sl_pf_proc_s {
  uint32_t pid;
  char *name;
  size_t n;
  char **labels;           /* NUL-terminated, valid UTF-8                */
  size_t nlabels;
  int64_t rank;
  uint64_t uuid;             /* 0: not described yet                   */
  int ranked;
  sl_pf_lane_t *lanes;       /* by lane: lanes are small dense numbers */
  size_t nlanes;
} sl_pf_proc_t;

typedef struct sl_pf_thr_s {
  uint32_t pid;
  uint64_t tid, uuid;        /* uuid 0: none yet                       */
} sl_pf_thr_t;

typedef struct sl_pf_tracks_s {
  sl_pf_proc_t *procs;       /* in order of first use                  */
  size_t nprocs, cprocs;
  sl_idmap_t proc_at;        /* pid -> index in procs                  */
  sl_arena_t arena;          /* counter keys                           */
  sl_strmap_t counters;      /* allocator -> counter uuid index        */
  uint64_t *ctr_uuid;
  size_t cctr;
  uint64_t next_uuid;
  int root_done;
  uint64_t global_uuid;      /* 0: not described yet                   */
  sl_pbuf_t td, sub, pk, name;
  int (*packet)(void *ud, const sl_pbuf_t *pk);
  void *ud;
  int rc;                    /* first failure                          */
  uint32_t pid_offset;       /* added to pids: 1 (the default), or 0 for
                              * profiles whose pids are never 0          */
  /* Threads a profile numbers itself, by (pid, tid), and counters of a
   * process, by pid + name. */
  sl_pf_thr_t *thr;
  size_t nthr, cthr;
  sl_idmap_t thr_at;
  sl_strmap_t counter_at;
  uint64_t *pctr_uuid;
  size_t cpctr;
} sl_pf_tracks_t;

void sl__pf_tracks_init(sl_pf_tracks_t *t,
                        int (*packet)(void *ud, const sl_pbuf_t *pk),
                        void *ud);
void sl__pf_tracks_close(sl_pf_tracks_t *t);

/* Names and ranks, for descriptors not written yet (ignored after). */
void sl__pf_tracks_name_process(sl_pf_tracks_t *t, uint32_t pid,
                                sl_str_t name, const char *suffix);
void sl__pf_tracks_rank_process(sl_pf_tracks_t *t, uint32_t pid,
                                int64_t rank);
/* Its labels, replacing any before (until it is described). */
void sl__pf_tracks_label_process(sl_pf_tracks_t *t, uint32_t pid,
                                 const sl_str_t *labels, size_t n);
void sl__pf_tracks_name_lane(sl_pf_tracks_t *t, uint32_t pid, int64_t lane,
                             sl_str_t name);
/* Describes every named process not described yet. */
void sl__pf_tracks_named(sl_pf_tracks_t *t);

/* The uuid of a lane's thread track (kind: pf_step.h's; an unnamed lane
 * of a Steps slice is "steps", else "lane N"), of an allocator's counter
 * track ("<alloc> bytes", in bytes, under process 0); described when
 * new.  0 on failure (t->rc set). */
uint64_t sl__pf_tracks_lane(sl_pf_tracks_t *t, uint32_t pid, int64_t lane,
                            uint8_t kind);
uint64_t sl__pf_tracks_counter(sl_pf_tracks_t *t, const char *alloc,
                               size_t n);

/* Thread `tid` of process `pid`, as a profile numbers it: its track,
 * described with `name` and `rank` (among the process's threads) the
 * first time it is named; 0 on failure. */
uint64_t sl__pf_tracks_thread(sl_pf_tracks_t *t, uint32_t pid, uint64_t tid,
                              sl_str_t name, int64_t rank);
/* The track of a thread described by sl__pf_tracks_thread() or used
 * by sl__pf_tracks_thread_use(), or 0. */
uint64_t sl__pf_tracks_thread_uuid(sl_pf_tracks_t *t, uint32_t pid,
                                   uint64_t tid);
/* The track of thread `tid` of `pid` for events written before the
 * thread is named: sl__pf_tracks_thread() describes it later under the
 * same uuid (trace_processor reads every descriptor before any event),
 * sl__pf_tracks_threads_left() names the ones never named by their tids.
 * 0 on failure. */
uint64_t sl__pf_tracks_thread_use(sl_pf_tracks_t *t, uint32_t pid,
                                  uint64_t tid);
void sl__pf_tracks_threads_left(sl_pf_tracks_t *t);
/* The track of process `pid` (its process-scoped events), and one track
 * for events of the whole trace ("Global"); described when new, 0 on
 * failure. */
uint64_t sl__pf_tracks_process(sl_pf_tracks_t *t, uint32_t pid);
uint64_t sl__pf_tracks_global(sl_pf_tracks_t *t);
/* Counter `name` of process `pid` (bytes), described when new. */
uint64_t sl__pf_tracks_process_counter(sl_pf_tracks_t *t, uint32_t pid,
                                       sl_str_t name);

#endif

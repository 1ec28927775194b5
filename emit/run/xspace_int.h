/* The XSpace conversion's parts and what they share (xspace.c says the
 * order of the work): xspace.c runs it (time base, hosts), for a trace
 * or for the report walk, one traversal either way; xspace_text.c
 * renders stat values and group names and gathers launch statistics;
 * xspace_write.c walks a line in visiting order through the overlap
 * stacks and writes its events and launch arrows (or hands them to the
 * report walk); xspace_derive.c derives TensorFlow's lines of a GPU
 * plane and visits one host.  Internal to them. */
#ifndef SL_RUN_XSPACE_INT_H
#define SL_RUN_XSPACE_INT_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit/analyze/vsort.h"
#include "emit/analyze/xderive.h"
#include "stream/idset.h"
#include "emit/run/xinput.h"
#include "emit/run/xspace.h"
#include "emit/write/digits.h"
#include "emit/write/trace_writer.h"
#include "stream/common.h"
#include "stream/format/xspace.h"
#include "stream/idmap.h"

/* The stats the conversion looks up, by their names' pointers in the
 * loaded plane (NULL: the plane has no such stat, so no event does). */
enum {
  K_GROUP, K_STEP_NAME, K_FLOW, K_CORR, K_DEVICE, K_KERNEL, K_TF_OP,
  K_LEVEL0, K_HLO_OP, K_HLO_MODULE, K_ALLOCATOR, K_BYTES_ALLOCATED, K_N
};

/* ---- the conversion's state ------------------------------------------------------------- */

enum { PK_HIDDEN, PK_HOST_CPU, PK_HOST, PK_GPU, PK_TPU, PK_CUSTOM, PK_OTHER };

typedef struct group_s {
  int64_t id;
  char *name;         /* its step name (owned), NULL: the id in decimal */
  size_t len;
  uint64_t host, off; /* where the event that named it is              */
} group_t;

typedef struct launch_s {   /* one (device, group) of launches */
  int64_t device, group, b, e, n, max, total;
} launch_t;

/* One side of the launch arrows of a host (launches on /host: planes,
 * executions on GPU planes): its correlation ids, those met more than
 * once, and for those the byte offset of the first (file order is byte
 * order), which alone carries the arrow. */
typedef struct side_s {
  sl_idset_t ids, dups;
  sl_idmap_t first;           /* dup id -> firsts[]                          */
  uint64_t *firsts;
  size_t nfirsts, cfirsts;
} side_t;

enum { SIDE_LAUNCH, SIDE_EXEC, NSIDES };

/* An event of a line, where it is and when. */
typedef struct ent_s {
  int64_t ts, dur;
  uint64_t off, idx;
  size_t n;
} ent_t;

/* One thread of a process. */
typedef struct thr_s {
  int dk;             /* stepline's derived line (SL_XD_*), or -1      */
  size_t line;        /* the plane's line, when dk < 0                 */
  uint32_t tid;
  sl_str_t name;
  uint32_t nover;     /* overlap threads                              */
  size_t otid0;       /* their tids in conv_t.otids                   */
  int64_t sort;       /* its sort index (its overlaps' follow)        */
} thr_t;

/* The stacks of the overlap rule, one per overlap thread, of a thread. */
typedef struct stack_s {
  int64_t *v;
  size_t n, cap;
} stack_t_;

typedef struct placer_s {
  stack_t_ *stacks;
  size_t n, cap;
} placer_t;

/* A derived event placed on an overlap thread, waiting for its tid. */
typedef struct spooled_s {
  sl_xd_event_t e;
  uint64_t k;             /* its overlap thread, 1, 2, ...               */
} spooled_t;

typedef struct conv_s {
  const sl_options_t *opt;
  sl_error_t *err;
  sl_trace_writer_t *w;  /* the trace written, or NULL: the report walk */
  const sl_xwalk_ops_t *rops; /* the report walk's consumer            */
  sl_xwalk_event_t we;        /* ... and the event it is handed        */
  sl_xinputs_t in;
  sl_xinput_t *x;     /* the file being read                          */
  size_t host;        /* its index                                    */
  sl_str_t host_name;
  int gather_names;   /* the hosts' survey gathers the step names (one
                       * host; for several a pass over all does)       */
  int64_t base_ns;    /* the run's time base (ns, whole us): 0, or near
                       * its lines' times when those are epoch times,
                       * whose picoseconds do not fit 64 bits         */
  int base_set;
  sl_xs_file_t f;
  sl_xs_plane_t pl;
  sl_str_t known[K_N]; /* the loaded plane's names of the known stats   */
  sl_xderive_t xd;
  /* per file */
  sl_idmap_t gmap;        /* group id -> groups[]                          */
  group_t *groups;
  size_t ngroups, cgroups;
  sl_idmap_t lmap;        /* (device, group) -> launches[]                */
  launch_t *launches;
  size_t nlaunches, claunches;
  int launches_sorted;
  side_t side[NSIDES];/* the launch arrows' two sides                 */
  int arrows;         /* launch arrows are drawn                      */
  uint64_t arrow_base;/* ids of the earlier hosts' arrows             */
  uint8_t *psorted;   /* by plane and line: events in visiting order  */
  size_t *psorted_at, cpsorted, cpsorted_at;
  sl_xs_line_t *plines; /* by plane and line: the headers the survey
                         * found, so that writing reads no line twice */
  size_t cplines;
  uint32_t *pids;     /* pids taken in this host                      */
  size_t npids, cpids;
  uint32_t next_other;
  /* per plane */
  int kind;
  uint32_t pid;
  int derive;         /* stepline derives its lines                   */
  uint8_t *internal;  /* by event metadata slot                       */
  size_t cinternal;
  uint8_t *sorted;    /* by line: events already in visiting order    */
  size_t csorted;
  thr_t *thr;
  size_t nthr, cthr;
  uint32_t *otids;    /* overlap threads' tids, each thread's together */
  size_t notids, cotids;
  uint32_t next_otid; /* the next overlap tid to try                  */
  int64_t sort;       /* the next thread's sort index                 */
  placer_t lines;     /* the thread being written's overlap stacks    */
  placer_t dlines[SL_XD_NLINES]; /* each derived line's                */
  uint64_t dover[SL_XD_NLINES];  /* ... and its overlap threads        */
  sl_vsort_t spool;   /* derived events on overlap threads (spooled_t) */
  uint64_t spooled;   /* ... written from it                          */
  ent_t *ents;        /* an unsorted line's events, sorted             */
  size_t cents;
  /* scratch */
  sl_xs_stat_t *st, *view;
  size_t cst, cview;
  sl_targ_t *args;
  size_t cargs;
  char *text;         /* names made at write time                     */
  size_t ctext;
  char *pname;        /* the plane's process name                     */
  size_t npname, cpname;
} conv_t;

static inline int oom(conv_t *c) {
  return sl__err(c->err, SL_ENOMEM, 0, "out of memory");
}

static inline int starts(sl_str_t s, const char *lit) {
  size_t n = strlen(lit);
  return s.n >= n && memcmp(s.p, lit, n) == 0;
}

static inline int plane_kind(sl_str_t name) {
  if (SL_STR_EQ(name, "/host:metadata") || SL_STR_EQ(name, "Task Environment"))
    return PK_HIDDEN;
  if (SL_STR_EQ(name, "/host:CPU")) return PK_HOST_CPU;
  if (starts(name, "/host:")) return PK_HOST;
  if (starts(name, "/device:GPU:")) return PK_GPU;
  if (starts(name, "/device:TPU:")) return PK_TPU;
  if (starts(name, "/device:CUSTOM:")) return PK_CUSTOM;
  return PK_OTHER;
}

/* xprof's IsInternalEvent. */
static inline int internal_event(sl_str_t n) {
  static const char *const names[] = {
      "MemoryAllocation", "MemoryDeallocation", "PrefetchProduce",
      "PrefetchConsume", "ParallelInterleaveProduce",
      "ParallelInterleaveConsume", "ParallelInterleaveInitializeInput",
      "ParallelMapProduce", "ParallelMapConsume", "MapAndBatchProduce",
      "MapAndBatchConsume", "ParseExampleProduce", "ParseExampleConsume"};
  size_t i;
  for (i = 0; i < sizeof names / sizeof names[0]; i++)
    if (sl__str_eq(n, names[i], strlen(names[i]))) return 1;
  return 0;
}

/* xprof's IsInternalStat. */
static inline int internal_stat(sl_str_t k) {
  return SL_STR_EQ(k, "_pt") || SL_STR_EQ(k, "_p") || SL_STR_EQ(k, "_ct") ||
         SL_STR_EQ(k, "_c") || SL_STR_EQ(k, "_r") || SL_STR_EQ(k, "flops") ||
         SL_STR_EQ(k, "program_id") || SL_STR_EQ(k, "symbol_id");
}


/* An event's stats: its own (file order) and its metadata's.  Its stat
 * view (the metadata's, then its own, a later one replacing an earlier
 * with the same key) is read from them without being built. */
typedef struct evstats_s {
  const sl_xs_stat_t *own, *meta;
  size_t nown, nmeta;
} evstats_t;

static inline int key_is(const conv_t *c, sl_str_t key, sl_str_t want) {
  return key.p == want.p ||
         (!c->pl.unique_names && sl__str_eq(key, (const char *)want.p, want.n));
}

/* Known stat k of the view: the event's last, else its metadata's last
 * (by the name's pointer, or, where two ids share a name, by the name).
 * NULL when it has none. */
static inline const sl_xs_stat_t *stat_k(const conv_t *c, const evstats_t *es,
                                  int k) {
  sl_str_t key = c->known[k];
  size_t i;
  if (!key.p) return NULL;
  for (i = es->nown; i > 0; i--)
    if (key_is(c, es->own[i - 1].key, key)) return &es->own[i - 1];
  for (i = es->nmeta; i > 0; i--)
    if (key_is(c, es->meta[i - 1].key, key)) return &es->meta[i - 1];
  return NULL;
}


/* An event's time: ps past the host's time base. */
#define abs_ps(c, l, off)                                                   \
  ((int64_t)(((uint64_t)(l)->timestamp_ns - (uint64_t)(c)->base_ns) * 1000u + \
             (uint64_t)(off)))

static inline int64_t clamp0(int64_t d) { return d > 0 ? d : 0; }

/* A time as the trace has it: floored to whole ns (-1 ps is -1 ns).
 * Perfetto counts ns and would round a begin and a duration apart,
 * spilling children that end within a ns of their parent; flooring
 * both ends alike keeps every nesting of the picosecond times. */
static inline int64_t floor_ns(int64_t ps) {
  int64_t q = ps / 1000;
  return (ps % 1000 < 0 ? q - 1 : q) * 1000;
}

/* A slice's times in the trace: both ends floored. */
static inline void trace_span(sl_tslice_t *s, int64_t ts, int64_t dur) {
  dur = clamp0(dur);
  s->ts_ps = floor_ns(ts);
  s->dur_ps = floor_ns(dur > INT64_MAX - ts ? INT64_MAX : ts + dur) - s->ts_ps;
}

/* c->sorted[line]: 0 no, 1 yes, or not known yet. */
#define SORT_UNKNOWN 2

/* A line's events in visiting order. */
typedef struct cursor_s {
  const sl_xs_line_t *line;
  sl_xs_events_t it;
  ent_t *ents;          /* unsorted line: its events, sorted            */
  size_t n, i;
} cursor_t;

/* ---- the parts' functions (each documented where it is defined) ---- */

/* xspace.c */
void sl__xc_plane_known(conv_t *c);
int sl__xc_run_close(conv_t *c, const char *const *paths, int rc);

/* xspace_text.c */
int sl__xc_launch_order(const void *a, const void *b);
int sl__xc_note_launch(conv_t *c, const sl_xs_event_t *ev, int64_t b,
                       const evstats_t *es);
char *sl__xc_text_room(conv_t *c, size_t n);
int sl__xc_note_group(conv_t *c, const evstats_t *es, uint64_t off);
void sl__xc_release_plane(conv_t *c, size_t pi);
int sl__xc_gather_groups(conv_t *c);
int sl__xc_stat_text(const sl_xs_stat_t *s, char *buf, sl_str_t *out);
int64_t sl__xc_gpu_number(sl_str_t name);
int sl__xc_time_base(conv_t *c);
void sl__xc_release_line(conv_t *c, const sl_xs_line_t *l);
sl_str_t sl__xc_group_name(conv_t *c, int64_t g, char *buf);
int sl__xc_open_host(conv_t *c, size_t h);
void sl__xc_close_host(conv_t *c);

/* xspace_write.c */
void sl__xc_placer_close(placer_t *p);
int64_t sl__xc_overlap_tid(conv_t *c, thr_t *th, int64_t k);
int sl__xc_plane_side(const conv_t *c);
int sl__xc_side_note(conv_t *c, int side, uint64_t id);
int sl__xc_side_first(conv_t *c, int side, uint64_t id, uint64_t off);
int sl__xc_cursor_open(conv_t *c, cursor_t *cu, size_t li, ent_t **ents,
                       size_t *cap);
int sl__xc_write_derived(conv_t *c, const sl_xd_event_t *e, uint32_t tid);
void sl__xc_side_clear(side_t *d);
void sl__xc_placer_reset(placer_t *p);
int sl__xc_event_stats(conv_t *c, const sl_xs_event_t *ev, evstats_t *es);
int sl__xc_list_threads(conv_t *c);
int sl__xc_is_internal(conv_t *c, const sl_xs_event_t *ev);
int sl__xc_cursor_next(conv_t *c, cursor_t *cu, sl_xs_event_t *ev,
                       int64_t *ts);
int64_t sl__xc_place(placer_t *p, int64_t b, int64_t e);
int sl__xc_corr_of(const conv_t *c, const evstats_t *es, uint64_t *id);
void sl__xc_name_thread(conv_t *c, thr_t *th);
void sl__xc_side_free(side_t *d);
int sl__xc_walk_thread(conv_t *c, size_t t);

/* xspace_derive.c */
/* How a plane's lines are read when it is loaded: skimmed whole, up to
 * their events (a survey that walks them all), or from the survey. */
enum { XC_LINES_SKIM, XC_LINES_PARTIAL, XC_LINES_SURVEYED };
int sl__xc_load_plane(conv_t *c, size_t pi, int how);
int sl__xc_visit_host(conv_t *c, size_t h);

#endif

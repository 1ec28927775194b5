/* XSpace profiles into a trace.  See xspace.h.
 *
 * First the time base (and, for several hosts, the step names, since a
 * step's name may come from any host).  Then per host file a survey of
 * its planes: whether each line is in time order, the step names (one
 * host), the launch statistics, and the correlation ids on each side of
 * the launch arrows, in compact sets.  Then each plane in file order: its
 * tables are loaded; a GPU plane without derived lines gets them from a
 * time-ordered merge of its lines, each derived event written as soon as
 * it is done (those on overlap threads, whose numbers come after the
 * derived lines are known, wait in a spool); then each of its own lines
 * in list order, its events through the overlap stacks (its overlap
 * threads numbered as they first appear).  A launch and its kernel carry
 * their arrow when they are written: both sides are known from the
 * survey, so nothing waits for the other side. */
#include "emit/run/xspace.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit/analyze/vsort.h"
#include "emit/analyze/xderive.h"
#include "stream/idmap.h"
#include "emit/model/idset.h"
#include "emit/run/xinput.h"
#include "emit/write/digits.h"
#include "emit/write/trace_writer.h"
#include "stream/common.h"
#include "stream/format/xspace.h"

/* The stats the conversion looks up, by their names' pointers in the
 * loaded plane (NULL: the plane has no such stat, so no event does). */
enum {
  K_GROUP, K_STEP_NAME, K_FLOW, K_CORR, K_DEVICE, K_KERNEL, K_TF_OP,
  K_LEVEL0, K_HLO_OP, K_HLO_MODULE, K_ALLOCATOR, K_BYTES_ALLOCATED, K_N
};
static const char *const known_names[K_N] = {
    "group_id", "step_name", "flow", "correlation_id", "device_id",
    "kernel_details", "tf_op", "level 0", "hlo_op", "hlo_module",
    "allocator_name", "bytes_allocated"};

/* ---- the conversion's state ------------------------------------------------------------- */

enum { PK_HIDDEN, PK_HOST_CPU, PK_HOST, PK_GPU, PK_TPU, PK_CUSTOM, PK_OTHER };

typedef struct group_s {
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
  sl_trace_writer_t *w;
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

static int oom(conv_t *c) {
  return sl__err(c->err, SL_ENOMEM, 0, "out of memory");
}

static int starts(sl_str_t s, const char *lit) {
  size_t n = strlen(lit);
  return s.n >= n && memcmp(s.p, lit, n) == 0;
}

static int plane_kind(sl_str_t name) {
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
static int internal_event(sl_str_t n) {
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
static int internal_stat(sl_str_t k) {
  return SL_STR_EQ(k, "_pt") || SL_STR_EQ(k, "_p") || SL_STR_EQ(k, "_ct") ||
         SL_STR_EQ(k, "_c") || SL_STR_EQ(k, "_r") || SL_STR_EQ(k, "flops") ||
         SL_STR_EQ(k, "program_id") || SL_STR_EQ(k, "symbol_id");
}

/* The known stats' names in the plane just loaded. */
static void plane_known(conv_t *c) {
  int k;
  for (k = 0; k < K_N; k++) {
    int64_t id;
    c->known[k] = sl__str(NULL, 0);
    if (sl__xs_stat_ids(&c->pl, known_names[k], &id, 1) == 1)
      c->known[k] = sl__xs_sname(&c->pl, id);
  }
}

/* An event's stats: its own (file order) and its metadata's.  Its stat
 * view (the metadata's, then its own, a later one replacing an earlier
 * with the same key) is read from them without being built. */
typedef struct evstats_s {
  const sl_xs_stat_t *own, *meta;
  size_t nown, nmeta;
} evstats_t;

static int key_is(const conv_t *c, sl_str_t key, sl_str_t want) {
  return key.p == want.p ||
         (!c->pl.unique_names && sl__str_eq(key, (const char *)want.p, want.n));
}

/* Known stat k of the view: the event's last, else its metadata's last
 * (by the name's pointer, or, where two ids share a name, by the name).
 * NULL when it has none. */
static const sl_xs_stat_t *stat_k(const conv_t *c, const evstats_t *es,
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

/* An event's stats decoded into c->st (with its metadata's).  Returns 0
 * or a negative code. */
static int event_stats(conv_t *c, const sl_xs_event_t *ev, evstats_t *es);

/* An event's time: ps past the host's time base. */
#define abs_ps(c, l, off)                                                   \
  ((int64_t)(((uint64_t)(l)->timestamp_ns - (uint64_t)(c)->base_ns) * 1000u + \
             (uint64_t)(off)))

static int64_t clamp0(int64_t d) { return d > 0 ? d : 0; }

/* A time as the trace has it: floored to whole ns (-1 ps is -1 ns).
 * Perfetto counts ns and would round a begin and a duration apart,
 * spilling children that end within a ns of their parent; flooring
 * both ends alike keeps every nesting of the picosecond times. */
static int64_t floor_ns(int64_t ps) {
  int64_t q = ps / 1000;
  return (ps % 1000 < 0 ? q - 1 : q) * 1000;
}

/* A slice's times in the trace: both ends floored. */
static void trace_span(sl_tslice_t *s, int64_t ts, int64_t dur) {
  dur = clamp0(dur);
  s->ts_ps = floor_ns(ts);
  s->dur_ps = floor_ns(dur > INT64_MAX - ts ? INT64_MAX : ts + dur) - s->ts_ps;
}

/* ---- text of a value ------------------------------------------------------------------- */

/* Room for n bytes of made names. */
static char *text_room(conv_t *c, size_t n) {
  if (SL_GROW(c->text, c->ctext, n)) return NULL;
  return c->text;
}

/* A stat's value as text (step names): str and ref as they are, numbers
 * as the trace writes them.  *out points into the profile or buf. */
static int stat_text(const sl_xs_stat_t *s, char *buf, sl_str_t *out) {
  uint8_t *e;
  switch (s->kind) {
  case SL_XS_STR:
  case SL_XS_REF: *out = s->v.s; return 1;
  case SL_XS_INT: e = sl__put_i64((uint8_t *)buf, s->v.i); break;
  case SL_XS_UINT: e = sl__put_u64((uint8_t *)buf, s->v.u); break;
  case SL_XS_DOUBLE:
    if (s->v.d != s->v.d) e = (uint8_t *)memcpy(buf, "NaN", 3) + 3;
    else if (s->v.d > 1.7976931348623157e308)
      e = (uint8_t *)memcpy(buf, "Infinity", 8) + 8;
    else if (s->v.d < -1.7976931348623157e308)
      e = (uint8_t *)memcpy(buf, "-Infinity", 9) + 9;
    else e = sl__put_double_exact((uint8_t *)buf, s->v.d);
    break;
  default: return 0;
  }
  *out = sl__str(buf, (size_t)(e - (uint8_t *)buf));
  return 1;
}

/* Line times (ns) past which picoseconds need a time base. */
#define TIME_BASE_NEEDED ((int64_t)9000000000000000)

/* The reader's pages, handed back once read (sl_xs_file_t.release). */
static void release(void *ud, uint64_t off, uint64_t len) {
  sl__xinput_release(ud, off, len);
}

static void release_plane(conv_t *c, size_t pi) {
  sl__xinput_release(c->x, c->f.planes[pi].off, c->f.planes[pi].len);
}

static void release_line(conv_t *c, const sl_xs_line_t *l) {
  sl__xinput_release(c->x, sl__xs_off(&c->f, l->p), (uint64_t)l->n);
}

/* Opens host h's file (mapped, its planes skimmed) as the current one:
 * c->x, c->f, the host's name.  Returns 0 or a negative code (err, with
 * the file).  close_host() undoes it (run_close() too, after an error). */
static int open_host(conv_t *c, size_t h) {
  sl_xinput_t *x = &c->in.in[h];
  int rc;
  c->x = x;
  c->host = h;
  c->err->file = x->path;
  if ((rc = sl__xinput_open(x, c->err)) || (rc = sl__xinput_map(x, c->err)) ||
      (rc = sl__xs_open(&c->f, x->map, (size_t)x->size, c->err)))
    return rc;
  c->f.release = release;
  c->f.release_ud = x;
  sl__xinput_host(x, c->f.host, &c->host_name);
  return 0;
}

static void close_host(conv_t *c) {
  sl__xs_close(&c->f);
  sl__xinput_unmap(c->x);
}

/* ---- group names -------------------------------------------------------------------------- */

static int group_index(conv_t *c, int64_t g, int add) {
  int64_t i = sl__idmap_get(&c->gmap, (uint64_t)g, 0);
  if (i >= 0 || !add) return (int)i;
  if (SL_GROW(c->groups, c->cgroups, c->ngroups + 1) ||
      sl__idmap_put(&c->gmap, (uint64_t)g, 0, (uint32_t)c->ngroups))
    return SL_ENOMEM;
  c->groups[c->ngroups].name = NULL;
  c->groups[c->ngroups].len = 0;
  return (int)c->ngroups++;
}

/* The group's name: its step name, else its id in decimal (in buf). */
static sl_str_t group_name(conv_t *c, int64_t g, char *buf) {
  int i = group_index(c, g, 0);
  if (i >= 0 && c->groups[i].name)
    return sl__str(c->groups[i].name, c->groups[i].len);
  return sl__str(buf, (size_t)(sl__put_i64((uint8_t *)buf, g) - (uint8_t *)buf));
}


/* A group's name from an event's view (with group_id and a usable
 * step_name): the first event in file order names it (hosts in order,
 * then byte offsets, which follow planes, lines and events). */
static int note_group(conv_t *c, const evstats_t *es, uint64_t off) {
  const sl_xs_stat_t *g = stat_k(c, es, K_GROUP),
                     *s = stat_k(c, es, K_STEP_NAME);
  char buf[40];
  sl_str_t t;
  group_t *gr;
  char *name;
  int gi;
  if (!g || !sl__xs_is_int(g) || !s || !stat_text(s, buf, &t)) return 0;
  if ((gi = group_index(c, g->v.i, 1)) < 0) return oom(c);
  gr = &c->groups[gi];
  if (gr->name && (gr->host < c->host || (gr->host == c->host && gr->off < off)))
    return 0;
  if (!(name = malloc(t.n + 1))) return oom(c);
  if (t.n) memcpy(name, t.p, t.n);
  free(gr->name);
  gr->name = name;
  gr->len = t.n;
  gr->host = c->host;
  gr->off = off;
  return 0;
}

/* The run's time base (one: the hosts share a clock), from the first
 * line of the first file that has one. */
static int time_base(conv_t *c) {
  size_t fi, pi;
  int rc = 0;
  for (fi = 0; fi < c->in.n && rc == 0 && !c->base_set; fi++) {
    if ((rc = open_host(c, fi))) break;
    for (pi = 0; pi < c->f.nplanes && rc == 0 && !c->base_set; pi++) {
      int64_t ts;
      if ((rc = sl__xs_first_line_ts(&c->f, pi, &ts)) < 0) break;
      if (rc == 1) {
        c->base_set = 1;
        /* Past 2^63 ps (106 days), times count from a base near them. */
        if (ts > TIME_BASE_NEEDED || ts < -TIME_BASE_NEEDED)
          c->base_ns = ts - ts % 1000;
      }
      rc = 0;
    }
    close_host(c);
  }
  return rc;
}

/* The first step name of each group, over every file in order. */
static int gather_groups(conv_t *c) {
  size_t fi, pi, li;
  int rc = 0;
  for (fi = 0; fi < c->in.n && rc == 0; fi++) {
    if ((rc = open_host(c, fi))) break;
    for (pi = 0; pi < c->f.nplanes && rc == 0; pi++) {
      if ((rc = sl__xs_plane_load(&c->pl, &c->f, pi))) break;
      plane_known(c);
      int64_t ids[8];
      size_t nids = sl__xs_stat_ids(&c->pl, "step_name", ids, 8);
      if (!c->known[K_GROUP].p || nids == 0) {
        release_plane(c, pi);
        continue;
      }
      for (li = 0; li < c->pl.nlines && rc == 0; li++) {
        sl_xs_events_t it;
        sl_xs_event_t ev;
        sl__xs_events_init(&it, &c->pl, &c->pl.lines[li]);
        while ((rc = sl__xs_events_next(&it, &ev)) == 1) {
          evstats_t es;
          /* Most events name no step: a look at their stat ids. */
          if (!sl__xs_event_may_have(&c->pl, &ev, ids, nids)) continue;
          if ((rc = event_stats(c, &ev, &es)) ||
              (rc = note_group(c, &es, sl__xs_off(&c->f, ev.p))))
            break;
        }
        release_line(c, &c->pl.lines[li]);
      }
      release_plane(c, pi);
    }
    close_host(c);
  }
  return rc;
}

/* ---- launch statistics (DeriveEventsFromHostTrace) ---------------------------------------- */

/* A launch of the host's CPU plane (an event not named "cu...", with
 * group_id, device_id and correlation_id) into its group's figures. */
static int note_launch(conv_t *c, const sl_xs_event_t *ev, int64_t b,
                       const evstats_t *es) {
  const sl_xs_stat_t *g = stat_k(c, es, K_GROUP),
                     *d = stat_k(c, es, K_DEVICE),
                     *k = stat_k(c, es, K_CORR);
  int64_t dur = clamp0(ev->duration_ps), i;
  launch_t *a;
  if ((ev->meta && starts(ev->meta->name, "cu")) || !g || !sl__xs_is_int(g) || !d ||
      !sl__xs_is_int(d) || d->v.i < 0 || !k || !sl__xs_is_int(k))
    return 0;
  i = sl__idmap_get(&c->lmap, (uint64_t)d->v.i, (uint64_t)g->v.i);
  if (i < 0) {
    if (SL_GROW(c->launches, c->claunches, c->nlaunches + 1) ||
        sl__idmap_put(&c->lmap, (uint64_t)d->v.i, (uint64_t)g->v.i,
                 (uint32_t)c->nlaunches))
      return oom(c);
    a = &c->launches[c->nlaunches++];
    a->device = d->v.i;
    a->group = g->v.i;
    a->b = b;
    a->e = b + dur;
    a->n = 0;
    a->max = 0;
    a->total = 0;
  } else {
    a = &c->launches[i];
    if (b < a->b) a->b = b;
    if (b + dur > a->e) a->e = b + dur;
  }
  a->n++;
  if (dur > a->max) a->max = dur;
  a->total += dur;
  c->launches_sorted = 0;
  return 0;
}

static int launch_order(const void *a, const void *b) {
  const launch_t *x = a, *y = b;
  if (x->device != y->device) return x->device < y->device ? -1 : 1;
  return x->group < y->group ? -1 : x->group > y->group;
}

/* The GPU number of "/device:GPU:<d>", or -1. */
static int64_t gpu_number(sl_str_t name) {
  int64_t d = 0;
  size_t i = 12;
  if (!starts(name, "/device:GPU:") || name.n == 12) return -1;
  for (; i < name.n; i++) {
    if (name.p[i] < '0' || name.p[i] > '9' || d > (INT64_MAX - 9) / 10)
      return -1;
    d = d * 10 + (name.p[i] - '0');
  }
  return d;
}

/* ---- walking a line in visiting order ------------------------------------------------------- */

static int ent_order(const void *a, const void *b) {
  const ent_t *x = a, *y = b;
  if (x->ts != y->ts) return x->ts < y->ts ? -1 : 1;
  if (x->dur != y->dur) return x->dur > y->dur ? -1 : 1;
  return x->idx < y->idx ? -1 : x->idx > y->idx;
}

/* Is the line's file order its visiting order (start ascending, longer
 * first)?  Real files keep their events sorted by offset. */
static int line_sorted(conv_t *c, const sl_xs_line_t *l) {
  sl_xs_events_t it;
  sl_xs_event_t ev;
  int64_t pts = INT64_MIN, pdur = 0;
  int rc;
  sl__xs_events_init(&it, &c->pl, l);
  while ((rc = sl__xs_events_times(&it, &ev)) == 1) {
    int64_t ts = abs_ps(c, l, ev.offset_ps), dur = clamp0(ev.duration_ps);
    if (ts < pts || (ts == pts && dur > pdur)) return 0;
    pts = ts;
    pdur = dur;
  }
  return rc < 0 ? rc : 1;
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

/* Opens a cursor; an unsorted line's events are gathered into *ents
 * (grown in *cap) and sorted.  Whether a line is sorted is found the
 * first time one opens on it in a loaded plane. */
static int cursor_open(conv_t *c, cursor_t *cu, size_t li, ent_t **ents,
                       size_t *cap) {
  const sl_xs_line_t *l = &c->pl.lines[li];
  memset(cu, 0, sizeof *cu);
  if (c->sorted[li] == SORT_UNKNOWN) {
    int rc = line_sorted(c, l);
    if (rc < 0) return rc;
    c->sorted[li] = (uint8_t)rc;
  }
  cu->line = l;
  sl__xs_events_init(&cu->it, &c->pl, l);
  if (c->sorted[li] == 0) {
    sl_xs_event_t ev;
    int rc;
    size_t n = 0;
    while ((rc = sl__xs_events_next(&cu->it, &ev)) == 1) {
      ent_t *e;
      if (sl__grow_array((void **)ents, cap, n + 1, sizeof **ents)) return oom(c);
      e = &(*ents)[n];
      e->ts = abs_ps(c, l, ev.offset_ps);
      e->dur = clamp0(ev.duration_ps);
      e->off = sl__xs_off(&c->f, ev.p);
      e->n = ev.n;
      e->idx = n++;
    }
    if (rc < 0) return rc;
    if (n > 1) qsort(*ents, n, sizeof **ents, ent_order);
    cu->ents = *ents;
    cu->n = n;
  }
  return 0;
}

/* The next event: 1, 0 at the end, or a negative code. */
static int cursor_next(conv_t *c, cursor_t *cu, sl_xs_event_t *ev,
                       int64_t *ts) {
  int rc;
  if (cu->ents) {
    if (cu->i == cu->n) return 0;
    if ((rc = sl__xs_event_at(&c->pl, cu->ents[cu->i].off, cu->ents[cu->i].n,
                              ev)) < 0)
      return rc;
    *ts = cu->ents[cu->i].ts;
    cu->i++;
    return 1;
  }
  if ((rc = sl__xs_events_next(&cu->it, ev)) != 1) return rc;
  *ts = abs_ps(c, cu->line, ev->offset_ps);
  return 1;
}

static int is_internal(conv_t *c, const sl_xs_event_t *ev) {
  return ev->meta && c->internal[ev->meta - c->pl.emeta];
}

/* ---- the overlap rule ------------------------------------------------------------------------- */

static void placer_reset(placer_t *p) {
  size_t i;
  for (i = 0; i < p->n; i++) p->stacks[i].n = 0;
  p->n = 0;
}

static void placer_close(placer_t *p) {
  size_t i;
  for (i = 0; i < p->cap; i++) free(p->stacks[i].v);
  free(p->stacks);
  memset(p, 0, sizeof *p);
}

/* The overlap thread N an event [b, e] goes to (0: the thread itself),
 * or SL_ENOMEM. */
static int64_t place(placer_t *p, int64_t b, int64_t e) {
  size_t k;
  for (k = 0; k < p->n; k++) {
    stack_t_ *s = &p->stacks[k];
    while (s->n && s->v[s->n - 1] <= b) s->n--;
    if (s->n == 0 || s->v[s->n - 1] >= e) break;
  }
  if (k == p->n) {
    if (k == p->cap) {
      size_t old = p->cap;
      if (SL_GROW(p->stacks, p->cap, k + 1)) return SL_ENOMEM;
      memset(p->stacks + old, 0, (p->cap - old) * sizeof *p->stacks);
    }
    p->stacks[k].n = 0;
    p->n = k + 1;
  }
  {
    stack_t_ *s = &p->stacks[k];
    if (SL_GROW(s->v, s->cap, s->n + 1)) return SL_ENOMEM;
    s->v[s->n++] = e;
  }
  return (int64_t)k;
}

/* ---- threads ------------------------------------------------------------------------------------ */

/* Where a derived line's threads sort: Steps, XLA Modules, XLA Ops,
 * TensorFlow Name Scope, TensorFlow Ops, Launch Stats, then the rest. */
static int derived_rank(int64_t off) {
  static const int rank[8] = {0, 5, 3, 4, 1, 2, 6, 7};
  return off >= 0 && off < 8 ? rank[off] : 8;
}

static const char *const xd_names[SL_XD_NLINES] = {
    "Steps", "Launch Stats", "TensorFlow Name Scope", "TensorFlow Ops",
    "XLA Modules", "XLA Ops"};

static int tid_used(const conv_t *c, size_t upto, uint32_t tid) {
  size_t i;
  for (i = 0; i < upto; i++)
    if (c->thr[i].tid == tid) return 1;
  return 0;
}

/* The thread list of the plane (without overlap threads). */
static int list_threads(conv_t *c) {
  size_t i, k, nder = 0;
  c->nthr = 0;
  if (c->derive) {
    static const int order[SL_XD_NLINES] = {SL_XD_STEPS,   SL_XD_MODULES,
                                            SL_XD_XLA_OPS, SL_XD_SCOPE,
                                            SL_XD_OPS,     SL_XD_LAUNCH};
    for (k = 0; k < SL_XD_NLINES; k++) {
      if (!sl__xd_made(&c->xd, order[k])) continue;
      if (SL_GROW(c->thr, c->cthr, c->nthr + 1)) return oom(c);
      memset(&c->thr[c->nthr], 0, sizeof *c->thr);
      c->thr[c->nthr].dk = order[k];
      c->thr[c->nthr].tid = (uint32_t)(SL_XS_DERIVED_MIN + order[k]);
      c->thr[c->nthr].name = sl__str(xd_names[order[k]],
                                     strlen(xd_names[order[k]]));
      c->nthr++;
    }
  }
  nder = c->nthr;
  /* The lines with derived ids, by rank then file order; then the rest. */
  for (int pass = 0; pass < 9; pass++)
    for (i = 0; i < c->pl.nlines; i++) {
      const sl_xs_line_t *l = &c->pl.lines[i];
      int r;
      if (l->nevents == 0) continue;
      r = sl__xs_derived_id(l->id) ? derived_rank(l->id - SL_XS_DERIVED_MIN)
                                   : 8;
      if (r != pass) continue;
      if (SL_GROW(c->thr, c->cthr, c->nthr + 1)) return oom(c);
      memset(&c->thr[c->nthr], 0, sizeof *c->thr);
      c->thr[c->nthr].dk = -1;
      c->thr[c->nthr].line = i;
      c->thr[c->nthr].tid =
          (uint32_t)(l->display_id != 0 ? l->display_id : l->id);
      c->thr[c->nthr].name = l->display_name.n ? l->display_name : l->name;
      c->nthr++;
    }
  /* Collisions: a tid taken by an earlier thread moves up. */
  for (i = nder; i < c->nthr; i++)
    while (tid_used(c, i, c->thr[i].tid)) c->thr[i].tid++;
  return 0;
}

/* ---- writing events ------------------------------------------------------------------------------- */

/* Sets args[key] = value in c->args[0..*n), in place or appended. */
static int arg_set(conv_t *c, size_t *n, const sl_targ_t *a) {
  size_t i;
  for (i = 0; i < *n; i++)
    if (c->args[i].key.n == a->key.n &&
        (c->args[i].key.p == a->key.p || a->key.n == 0 ||
         memcmp(c->args[i].key.p, a->key.p, a->key.n) == 0)) {
      c->args[i] = *a;
      return 0;
    }
  if (SL_GROW(c->args, c->cargs, *n + 1)) return SL_ENOMEM;
  c->args[(*n)++] = *a;
  return 0;
}

/* args[key] = a string, an integer, a double. */
static int arg_str(conv_t *c, size_t *n, const char *key, sl_str_t v) {
  sl_targ_t a;
  a.key = sl__str(key, strlen(key));
  a.kind = SL_TARG_STR;
  a.v.s = v;
  return arg_set(c, n, &a);
}

static int arg_int(conv_t *c, size_t *n, const char *key, int64_t v) {
  sl_targ_t a;
  a.key = sl__str(key, strlen(key));
  a.kind = SL_TARG_INT;
  a.v.i = v;
  return arg_set(c, n, &a);
}

static int arg_double(conv_t *c, size_t *n, const char *key, double v) {
  sl_targ_t a;
  a.key = sl__str(key, strlen(key));
  a.kind = SL_TARG_DOUBLE;
  a.v.d = v;
  return arg_set(c, n, &a);
}

static int arg_of_stat(const sl_xs_stat_t *s, sl_targ_t *a) {
  a->key = s->key;
  switch (s->kind) {
  case SL_XS_INT: a->kind = SL_TARG_INT; a->v.i = s->v.i; return 1;
  case SL_XS_UINT: a->kind = SL_TARG_UINT; a->v.u = s->v.u; return 1;
  case SL_XS_DOUBLE: a->kind = SL_TARG_DOUBLE; a->v.d = s->v.d; return 1;
  case SL_XS_STR:
  case SL_XS_REF: a->kind = SL_TARG_STR; a->v.s = s->v.s; return 1;
  default: return 0;
  }
}

static int add_stat_args(conv_t *c, size_t *na, const sl_xs_stat_t *s,
                         size_t n) {
  size_t i;
  for (i = 0; i < n; i++) {
    sl_targ_t a;
    if (internal_stat(s[i].key) || !arg_of_stat(&s[i], &a)) continue;
    if (arg_set(c, na, &a)) return SL_ENOMEM;
  }
  return 0;
}

/* ---- launch arrows --------------------------------------------------------------------------- */

static void side_clear(side_t *d) {
  sl__idset_clear(&d->ids);
  sl__idset_clear(&d->dups);
  sl__idmap_clear(&d->first);
  d->nfirsts = 0;
}

static void side_free(side_t *d) {
  sl__idset_close(&d->ids);
  sl__idset_close(&d->dups);
  sl__idmap_close(&d->first);
  free(d->firsts);
  memset(d, 0, sizeof *d);
}

/* The side of the launch arrows an event of this plane is on (written
 * X events of non-derived lines only), or -1. */
static int plane_side(const conv_t *c) {
  if (!c->arrows || !c->known[K_CORR].p) return -1;
  if (c->kind == PK_HOST_CPU || c->kind == PK_HOST) return SIDE_LAUNCH;
  return c->kind == PK_GPU ? SIDE_EXEC : -1;
}

/* The event's correlation id (int64 or uint64, as uint64): 1, or 0. */
static int corr_of(const conv_t *c, const evstats_t *es, uint64_t *id) {
  const sl_xs_stat_t *k = stat_k(c, es, K_CORR);
  if (!sl__xs_is_int(k)) return 0;
  *id = k->v.u;
  return 1;
}

/* An id met on a side in the survey (a second meeting marks it). */
static int side_note(conv_t *c, int side, uint64_t id) {
  int rc = sl__idset_add(&c->side[side].ids, id);
  if (rc == 0) rc = sl__idset_add(&c->side[side].dups, id);
  return rc < 0 ? oom(c) : 0;
}

/* A marked id met again (the survey's second look): where it is first. */
static int side_first(conv_t *c, int side, uint64_t id, uint64_t off) {
  side_t *d = &c->side[side];
  int64_t i;
  if (!sl__idset_has(&d->dups, id)) return 0;
  if ((i = sl__idmap_get(&d->first, id, 0)) >= 0) {
    if (off < d->firsts[i]) d->firsts[i] = off;
    return 0;
  }
  if (d->nfirsts >= UINT32_MAX - 1 || SL_GROW(d->firsts, d->cfirsts, d->nfirsts + 1) ||
      sl__idmap_put(&d->first, id, 0, (uint32_t)d->nfirsts))
    return oom(c);
  d->firsts[d->nfirsts++] = off;
  return 0;
}

/* The launch arrow an event written on `side` starts or ends: its id (the
 * host's execution ids are numbered in order after the earlier hosts'),
 * or 0.  An arrow joins the first launch and the first execution of an
 * id present on both sides. */
static uint64_t arrow_of(const conv_t *c, int side, uint64_t id,
                         uint64_t off) {
  const side_t *d = &c->side[side];
  int64_t i;
  if (!sl__idset_has(&c->side[!side].ids, id)) return 0;
  if (sl__idset_has(&d->dups, id) &&
      (i = sl__idmap_get(&d->first, id, 0)) >= 0 && d->firsts[i] != off)
    return 0;
  return c->arrow_base + sl__idset_rank(&c->side[SIDE_EXEC].ids, id) + 1;
}

static int event_stats(conv_t *c, const sl_xs_event_t *ev, evstats_t *es) {
  int64_t n = sl__xs_event_stats(&c->pl, ev, &c->st, &c->cst);
  if (n < 0) return (int)n;
  es->own = c->st;
  es->nown = (size_t)n;
  es->meta = ev->meta && ev->meta->nstats ? &c->pl.mstats[ev->meta->stat0]
                                          : NULL;
  es->nmeta = ev->meta ? ev->meta->nstats : 0;
  return 0;
}

/* One event of a plane's line as an X event on `tid` (and what else it
 * gives: a counter, a correlation). */
static int write_line_event(conv_t *c, const sl_xs_event_t *ev, int64_t ts,
                            uint32_t tid, int derived_line) {
  const sl_xs_emeta_t *m = ev->meta;
  sl_tslice_t s;
  evstats_t es;
  size_t na = 0;
  const sl_xs_stat_t *sn, *fl;
  char buf[40];
  uint64_t id;
  int rc, side;
  memset(&s, 0, sizeof s);
  if ((rc = event_stats(c, ev, &es)) != 0) return rc;
  s.pid = c->pid;
  s.tid = tid;
  trace_span(&s, ts, ev->duration_ps);
  if (m && m->display.n) {
    s.name = m->display;
    if (arg_str(c, &na, "long_name", m->name)) return oom(c);
  } else {
    s.name = m ? m->name : sl__str("", 0);
  }
  if (m && m->nstats &&
      add_stat_args(c, &na, &c->pl.mstats[m->stat0], m->nstats))
    return oom(c);
  if (add_stat_args(c, &na, es.own, es.nown)) return oom(c);
  s.args = c->args;
  s.nargs = na;
  if ((sn = stat_k(c, &es, K_STEP_NAME)) != NULL)
    stat_text(sn, buf, &s.name);
  if (!derived_line && c->opt->show_dataflow &&
      (fl = stat_k(c, &es, K_FLOW)) != NULL && sl__xs_is_int(fl)) {
    uint64_t v = fl->v.u, dir = v & 3;
    s.has_flow = dir != 0; /* direction 0 binds nothing */
    s.bind_id = (v >> 2) & ((1ull << 56) - 1);
    s.flow_out = dir == 2 || dir == 3;
    s.flow_in = dir == 1 || dir == 3;
  }
  if (!derived_line && (side = plane_side(c)) >= 0 && corr_of(c, &es, &id)) {
    uint64_t a = arrow_of(c, side, id, sl__xs_off(&c->f, ev->p));
    if (side == SIDE_LAUNCH && a) {
      s.arrow_out = a;
      s.narrow_out = 1;
    }
    if (side == SIDE_EXEC) s.arrow_in = a;
  }
  c->w->ops->slice(c->w, &s);
  return c->w->rc;
}

/* A memory event's counter (--show-memory). */
static int write_counter(conv_t *c, const sl_xs_event_t *ev, int64_t ts) {
  evstats_t es;
  const sl_xs_stat_t *a, *b;
  int rc;
  if (!ev->meta || !(SL_STR_EQ(ev->meta->name, "MemoryAllocation") ||
                     SL_STR_EQ(ev->meta->name, "MemoryDeallocation")))
    return 0;
  if ((rc = event_stats(c, ev, &es)) != 0) return rc;
  a = stat_k(c, &es, K_ALLOCATOR);
  b = stat_k(c, &es, K_BYTES_ALLOCATED);
  if (!a || !sl__xs_is_text(a) || !b || !sl__xs_is_int(b)) return 0;
  c->w->ops->counter_ps(c->w, c->pid, a->v.s, floor_ns(ts), b->v.i);
  return c->w->rc;
}

/* A derived event's name, display name and stats as an X event. */
static int write_derived(conv_t *c, const sl_xd_event_t *e, uint32_t tid) {
  sl_tslice_t s;
  size_t na = 0;
  char gbuf[40], dbuf[40], *t;
  sl_str_t name, gname = sl__str("", 0);
  memset(&s, 0, sizeof s);
  if (e->has_group || e->name.form != SL_XD_TEXT)
    gname = group_name(c, e->group, gbuf);
  /* The name as made: text, decimal group, or a prefix and a text. */
  switch (e->name.form) {
  case SL_XD_GROUP:
    name = sl__str(dbuf, (size_t)(sl__put_i64((uint8_t *)dbuf, e->group) -
                                  (uint8_t *)dbuf));
    break;
  case SL_XD_LAUNCH_FOR:
    if (!(t = text_room(c, 17 + gname.n))) return oom(c);
    memcpy(t, "Launch Stats for ", 17);
    if (gname.n) memcpy(t + 17, gname.p, gname.n);
    name = sl__str(t, 17 + gname.n);
    break;
  default:
    name = sl__str(e->name.p, e->name.n);
    break;
  }
  s.pid = c->pid;
  s.tid = tid;
  trace_span(&s, e->b, e->e - e->b);
  s.name = name;
  if (e->display.form == SL_XD_ITERATOR || e->display.n) {
    if (e->display.form == SL_XD_ITERATOR) {
      if (!(t = text_room(c, 10 + (size_t)e->display.n))) return oom(c);
      memcpy(t, "Iterator::", 10);
      if (e->display.n) memcpy(t + 10, e->display.p, e->display.n);
      s.name = sl__str(t, 10 + (size_t)e->display.n);
    } else {
      s.name = sl__str(e->display.p, e->display.n);
    }
    if (arg_str(c, &na, "long_name", name)) return oom(c);
  }
  if (e->has_group && arg_int(c, &na, "group_id", e->group)) return oom(c);
  if (e->line == SL_XD_STEPS) {
    if (arg_str(c, &na, "step_name", gname)) return oom(c);
    s.name = gname; /* a step_name stat names the event */
  } else if (e->line == SL_XD_LAUNCH) {
    const sl_xd_launch_t *lf = &c->xd.lf[e->aux];
    if (arg_int(c, &na, "num_launches", lf->launches) ||
        arg_double(c, &na, "max_launch_time_us", (double)lf->max_ps / 1e6) ||
        arg_double(c, &na, "avg_launch_time_us", (double)lf->avg_ps / 1e6))
      return oom(c);
  }
  s.args = c->args;
  s.nargs = na;
  c->w->ops->slice(c->w, &s);
  return c->w->rc;
}

/* ---- one plane ---------------------------------------------------------------------------------- */

/* The tid of overlap thread k (1, 2, ...) of thread t, made (and named)
 * when first needed: threads are written in list order, so the overlap
 * threads of the threads before t are all known, and the counter (from
 * 4000000000 up, past the tids of the regular threads) and the sort
 * index (right after t's and its earlier overlaps) are where the spec
 * has them. */
static int64_t overlap_tid(conv_t *c, thr_t *th, int64_t k) {
  if ((uint64_t)k > th->nover) {
    char *o;
    int len;
    sl_str_t nm = th->name;
    uint32_t tid;
    if (th->nover == 0) th->otid0 = c->notids;
    while (tid_used(c, c->nthr, c->next_otid)) c->next_otid++;
    if (SL_GROW(c->otids, c->cotids, c->notids + 1)) return SL_ENOMEM;
    tid = c->otids[c->notids++] = c->next_otid++;
    th->nover = (uint32_t)k;
    if (!(o = text_room(c, nm.n + 32))) return SL_ENOMEM;
    if (nm.n) memcpy(o, nm.p, nm.n);
    len = snprintf(o + nm.n, 32, " (overlap %u)", (unsigned)k);
    c->w->ops->named_thread(c->w, c->pid, tid, sl__str(o, nm.n + (size_t)len),
                            th->sort + k);
  }
  return c->otids[th->otid0 + (size_t)k - 1];
}

/* Names thread t (its sort index next in the list): its overlap
 * threads follow it. */
static void name_thread(conv_t *c, thr_t *th) {
  th->nover = 0;
  th->sort = c->sort;
  c->w->ops->named_thread(c->w, c->pid, th->tid, th->name, th->sort);
}

/* Line thread t's events through the overlap rule, written: its name
 * first, its overlap threads' as they appear. */
static int walk_thread(conv_t *c, size_t t) {
  thr_t *th = &c->thr[t];
  const sl_xs_line_t *l = &c->pl.lines[th->line];
  int derived_line = sl__xs_derived_id(l->id);
  cursor_t cu;
  sl_xs_event_t ev;
  int64_t ts;
  int rc;
  placer_reset(&c->lines);
  name_thread(c, th);
  if ((rc = cursor_open(c, &cu, th->line, &c->ents, &c->cents))) return rc;
  while ((rc = cursor_next(c, &cu, &ev, &ts)) == 1) {
    int64_t n, tid;
    if (is_internal(c, &ev)) {
      if (c->opt->show_memory && !derived_line &&
          (rc = write_counter(c, &ev, ts)) != 0)
        return rc;
      continue;
    }
    if ((n = place(&c->lines, ts, ts + clamp0(ev.duration_ps))) < 0 ||
        (tid = n ? overlap_tid(c, th, n) : th->tid) < 0)
      return oom(c);
    if ((rc = write_line_event(c, &ev, ts, (uint32_t)tid, derived_line)))
      return rc;
  }
  release_line(c, l);
  if (rc < 0) return rc;
  c->sort = th->sort + 1 + th->nover;
  return c->w->rc;
}

/* ---- derivation (DeriveEventsFromAnnotations) ------------------------------------------------ */

/* Derived events name themselves with bytes of their sources, written
 * when the events are done (overlap threads' at the plane's end): pages
 * handed back behind the cursors come back one by one.  Every so many
 * events the plane's pages all go back (what is still read comes back
 * from the page cache), so the plane's size is not held. */
#define PAGES_EVERY 65536

static void derive_pages(conv_t *c, uint64_t *n) {
  if (++*n % PAGES_EVERY == 0) release_plane(c, c->pl.index);
}

/* A derived event, done: placed on its line's stacks and written, or
 * spooled when on an overlap thread (whose tid comes after the derived
 * lines are counted). */
static int derived_done(conv_t *c, const sl_xd_event_t *e) {
  int64_t n = place(&c->dlines[e->line], e->b, e->b + clamp0(e->e - e->b));
  if (n < 0) return oom(c);
  if (n == 0)
    return write_derived(c, e, (uint32_t)(SL_XS_DERIVED_MIN + e->line));
  {
    spooled_t r;
    int rc;
    memset(&r, 0, sizeof r);
    r.e = *e;
    r.k = (uint64_t)n;
    if ((uint64_t)n > c->dover[e->line]) c->dover[e->line] = (uint64_t)n;
    if ((rc = sl__vsort_put(&c->spool, &r)) != 0)
      return rc == SL_ENOMEM ? oom(c)
                             : sl__err(c->err, SL_EOUTPUT, 0,
                                       "cannot write a temporary file");
  }
  return 0;
}

/* The derived events that are done before `upto`. */
static int derived_take(conv_t *c, int64_t upto) {
  sl_xd_event_t e;
  int rc = 0;
  while (rc == 0 && sl__xd_take(&c->xd, upto, &e) == 1)
    rc = derived_done(c, &e);
  return rc;
}

/* A source event's part in the derivation (its view's stats). */
static int derive_source(conv_t *c, const sl_xs_event_t *ev, int64_t ts) {
  sl_xd_src_t src;
  evstats_t es;
  const sl_xs_stat_t *s;
  int rc;
  memset(&src, 0, sizeof src);
  src.b = ts;
  src.e = ts + clamp0(ev->duration_ps);
  if ((rc = event_stats(c, ev, &es)) != 0) return rc;
  if ((s = stat_k(c, &es, K_GROUP)) && sl__xs_is_int(s)) {
    src.has_group = 1;
    src.group = s->v.i;
  }
  src.kernel = stat_k(c, &es, K_KERNEL) != NULL;
  if ((s = stat_k(c, &es, K_TF_OP)) && sl__xs_is_text(s) && s->v.s.n)
    src.tf_op = s->v.s;
  else if ((s = stat_k(c, &es, K_LEVEL0)) && sl__xs_is_text(s))
    src.tf_op = s->v.s;
  if ((s = stat_k(c, &es, K_HLO_OP)) && sl__xs_is_text(s))
    src.hlo_op = s->v.s;
  if ((s = stat_k(c, &es, K_HLO_MODULE)) && sl__xs_is_text(s))
    src.hlo_module = s->v.s;
  if (sl__xd_source(&c->xd, &src)) return oom(c);
  return derived_take(c, ts);
}

/* The plane's lines merged in visiting order into the derivation. */
static int derive_sources(conv_t *c) {
  cursor_t *cu = NULL;
  sl_xs_event_t *cur = NULL;
  int64_t *cts = NULL;
  ent_t **ents = NULL;
  size_t *caps = NULL, n = 0, li, k = 0;
  uint8_t *live = NULL;
  uint64_t seen = 0;
  int rc = 0;
  for (li = 0; li < c->pl.nlines; li++)
    if (!sl__xs_derived_id(c->pl.lines[li].id)) n++;
  if (n == 0) return 0;
  cu = calloc(n, sizeof *cu);
  cur = calloc(n, sizeof *cur);
  cts = calloc(n, sizeof *cts);
  ents = calloc(n, sizeof *ents);
  caps = calloc(n, sizeof *caps);
  live = calloc(n, 1);
  if (!cu || !cur || !cts || !ents || !caps || !live) {
    rc = oom(c);
    goto out;
  }
  for (li = 0; li < c->pl.nlines && rc == 0; li++) {
    if (sl__xs_derived_id(c->pl.lines[li].id)) continue;
    rc = cursor_open(c, &cu[k], li, &ents[k], &caps[k]);
    if (rc == 0) {
      rc = cursor_next(c, &cu[k], &cur[k], &cts[k]);
      if (rc > 0) live[k] = 1, rc = 0;
    }
    k++;
  }
  /* The earliest head next (longer first, then the earlier line): a
   * linear scan, as a GPU plane has a few streams. */
  while (rc == 0) {
    size_t best = n, j;
    for (j = 0; j < n; j++) {
      if (!live[j]) continue;
      if (best == n || cts[j] < cts[best] ||
          (cts[j] == cts[best] &&
           clamp0(cur[j].duration_ps) > clamp0(cur[best].duration_ps)))
        best = j;
    }
    if (best == n) break;
    if ((rc = derive_source(c, &cur[best], cts[best])) != 0) break;
    derive_pages(c, &seen);
    rc = cursor_next(c, &cu[best], &cur[best], &cts[best]);
    if (rc == 0) live[best] = 0;
    if (rc > 0) rc = 0;
  }
out:
  if (ents)
    for (li = 0; li < n; li++) free(ents[li]);
  free(ents);
  free(caps);
  free(cu);
  free(cur);
  free(cts);
  free(live);
  return rc;
}

/* The launch statistics of this GPU plane's device, as Launch Stats. */
static int derive_launches(conv_t *c) {
  int64_t d = gpu_number(c->pl.name);
  size_t i;
  if (!c->launches_sorted && c->nlaunches > 1)
    qsort(c->launches, c->nlaunches, sizeof *c->launches, launch_order);
  c->launches_sorted = 1;
  for (i = 0; i < c->nlaunches; i++) {
    const launch_t *a = &c->launches[i];
    if (a->device != d) continue;
    if (sl__xd_launch(&c->xd, a->group, a->b, a->e, a->n, a->max,
                      a->total / a->n))
      return oom(c);
  }
  return 0;
}

/* Does this GPU plane's device have launch statistics? */
static int has_launches(const conv_t *c) {
  int64_t d = gpu_number(c->pl.name);
  size_t i;
  for (i = 0; i < c->nlaunches; i++)
    if (c->launches[i].device == d) return 1;
  return 0;
}

/* A spooled derived event, on its overlap thread. */
static int spooled_write(void *ud, const void *rec) {
  conv_t *c = ud;
  const spooled_t *r = rec;
  size_t t;
  derive_pages(c, &c->spooled);
  for (t = 0; t < c->nthr && c->thr[t].dk != r->e.line; t++) {
  }
  return write_derived(c, &r->e, c->otids[c->thr[t].otid0 + r->k - 1]);
}

/* The derived lines of the plane: each event written as it is done; then
 * the threads listed, the derived ones and their overlap threads named,
 * and the spooled events written. */
static int derive_plane(conv_t *c) {
  size_t t, k;
  int rc;
  sl__xd_reset(&c->xd);
  sl__vsort_reset(&c->spool);
  for (k = 0; k < SL_XD_NLINES; k++) {
    placer_reset(&c->dlines[k]);
    c->dover[k] = 0;
  }
  if ((rc = derive_sources(c)) != 0) return rc;
  sl__xd_finish(&c->xd);
  if ((rc = derive_launches(c)) != 0 || (rc = derived_take(c, INT64_MAX)))
    return rc;
  if ((rc = list_threads(c)) != 0) return rc;
  for (t = 0; t < c->nthr && c->thr[t].dk >= 0; t++) {
    thr_t *th = &c->thr[t];
    name_thread(c, th);
    for (k = 1; k <= c->dover[th->dk]; k++)
      if (overlap_tid(c, th, (int64_t)k) < 0) return oom(c);
    c->sort = th->sort + 1 + th->nover;
  }
  rc = sl__vsort_each_rec(&c->spool, spooled_write, c);
  if (rc == SL_ENOMEM) return oom(c);
  if (rc < 0 && rc != c->w->rc)
    return sl__err(c->err, SL_EOUTPUT, 0, "cannot read a temporary file");
  return rc;
}

static int pid_taken(const conv_t *c, uint32_t pid) {
  size_t i;
  for (i = 0; i < c->npids; i++)
    if (c->pids[i] == pid) return 1;
  return 0;
}

/* The plane's pid (a shown plane). */
static int take_pid(conv_t *c) {
  int64_t base;
  switch (c->kind) {
  case PK_HOST_CPU: base = 701; break;
  case PK_GPU:
  case PK_TPU: base = 1 + c->pl.id; break;
  case PK_CUSTOM: base = 501 + c->pl.id; break;
  default: base = c->next_other++; break;
  }
  if (base < 1 || base > 9999 || pid_taken(c, (uint32_t)base)) {
    base = 9001;
    while (pid_taken(c, (uint32_t)base)) base++;
  }
  if (SL_GROW(c->pids, c->cpids, c->npids + 1)) return oom(c);
  c->pids[c->npids++] = (uint32_t)base;
  c->pid = (uint32_t)base + 10000u * (uint32_t)c->host;
  return 0;
}

/* Loads plane pi as the current one: its tables, the known stats, its
 * kind, which event metadata is internal, and its process name ("<host>
 * <plane>", in c->pname).  Returns 1 for a plane that may be shown, 0
 * for a hidden one, or a negative code. */
static int load_plane(conv_t *c, size_t pi) {
  size_t i, n;
  int rc;
  if ((rc = sl__xs_plane_load(&c->pl, &c->f, pi))) return rc;
  plane_known(c);
  c->kind = plane_kind(c->pl.name);
  if (c->kind == PK_HIDDEN) return 0;
  n = c->host_name.n + (c->host_name.n ? 1 : 0) + c->pl.name.n;
  if (SL_GROW(c->internal, c->cinternal, c->pl.nemeta + 1) ||
      SL_GROW(c->sorted, c->csorted, c->pl.nlines + 1) ||
      SL_GROW(c->pname, c->cpname, n + 1))
    return oom(c);
  for (i = 0; i < c->pl.nemeta; i++)
    c->internal[i] = (uint8_t)internal_event(c->pl.emeta[i].name);
  /* Whether a line is in visiting order is found when a cursor first
   * opens on it, unless a survey found it first. */
  memset(c->sorted, SORT_UNKNOWN, c->pl.nlines);
  if (c->host_name.n) {
    memcpy(c->pname, c->host_name.p, c->host_name.n);
    c->pname[c->host_name.n] = ' ';
  }
  if (c->pl.name.n) memcpy(c->pname + n - c->pl.name.n, c->pl.name.p, c->pl.name.n);
  c->npname = n;
  return 1;
}

/* ---- one host ------------------------------------------------------------------------------------ */

/* What the survey of a plane gathers from its events. */
typedef struct survey_s {
  int names, launches, side;
  int64_t ids[24];      /* the stat ids that matter, for a first look   */
  size_t nids;
} survey_t;

static void survey_ids(conv_t *c, survey_t *sv, const char *name) {
  sv->nids += sl__xs_stat_ids(&c->pl, name, sv->ids + sv->nids, 8);
}

/* An event's part in the survey; with `again`, the second look at the
 * correlation ids met more than once. */
static int survey_event(conv_t *c, const survey_t *sv, const sl_xs_event_t *ev,
                        int64_t ts, int derived_line, int again) {
  evstats_t es;
  uint64_t id, off = sl__xs_off(&c->f, ev->p);
  int rc;
  /* Most events name no step and launch nothing: a look at their ids. */
  if (!sl__xs_event_may_have(&c->pl, ev, sv->ids, sv->nids)) return 0;
  if ((rc = event_stats(c, ev, &es)) != 0) return rc;
  if (again)
    return corr_of(c, &es, &id) ? side_first(c, sv->side, id, off) : 0;
  if (sv->names && (rc = note_group(c, &es, off))) return rc;
  if (sv->launches && !derived_line && (rc = note_launch(c, ev, ts, &es)))
    return rc;
  if (sv->side >= 0 && !derived_line && !is_internal(c, ev) &&
      corr_of(c, &es, &id))
    return side_note(c, sv->side, id);
  return 0;
}

/* Plane pi's part in the host's survey: its lines' order, step names,
 * launch statistics (`cpu`: the host's CPU plane, whose launches count)
 * and the correlation ids of its side (`again`: the second look). */
static int survey_plane(conv_t *c, size_t pi, int cpu, int again,
                        size_t *nl) {
  survey_t sv;
  size_t li;
  int rc, shown;
  memset(&sv, 0, sizeof sv);
  if ((shown = load_plane(c, pi)) < 0) return shown;
  if (!again) {
    /* The plane's lines' flags, after the planes before. */
    c->psorted_at[pi] = *nl;
    *nl += c->pl.nlines;
    if (SL_GROW(c->psorted, c->cpsorted, *nl + 1)) return oom(c);
  }
  sv.names = !again && c->gather_names && c->known[K_GROUP].p &&
             c->known[K_STEP_NAME].p;
  sv.launches = !again && cpu && c->known[K_DEVICE].p && c->known[K_CORR].p &&
                c->known[K_GROUP].p;
  sv.side = shown ? plane_side(c) : -1;
  if (again && (sv.side < 0 || !c->side[sv.side].dups.n)) return 0;
  if (sv.names) survey_ids(c, &sv, "step_name");
  if (sv.launches) survey_ids(c, &sv, "device_id");
  if (sv.side >= 0) survey_ids(c, &sv, "correlation_id");
  /* A hidden plane is not written: walked for step names only. */
  for (li = 0; li < c->pl.nlines && (shown || sv.nids); li++) {
    const sl_xs_line_t *l = &c->pl.lines[li];
    int derived_line = sl__xs_derived_id(l->id);
    uint8_t *sorted = &c->psorted[c->psorted_at[pi] + li];
    sl_xs_events_t it;
    sl_xs_event_t ev;
    int64_t pts = INT64_MIN, pdur = 0;
    *sorted = 1;
    sl__xs_events_init(&it, &c->pl, l);
    /* The walk finds whether the line is in visiting order (start
     * ascending, longer first), as real files keep them. */
    while ((rc = sv.nids ? sl__xs_events_next(&it, &ev)
                         : sl__xs_events_times(&it, &ev)) == 1) {
      int64_t ts = abs_ps(c, l, ev.offset_ps), dur = clamp0(ev.duration_ps);
      if (ts < pts || (ts == pts && dur > pdur)) *sorted = 0;
      pts = ts;
      pdur = dur;
      if (sv.nids && (rc = survey_event(c, &sv, &ev, ts, derived_line, again)))
        return rc;
    }
    if (rc < 0) return rc;
    release_line(c, l);
  }
  return 0;
}

/* The host's survey before it is written: every plane's lines' order,
 * the step names (one host), the launch statistics, and both sides of
 * the launch arrows, looked at twice where an id is met more than once
 * (the first in file order carries the arrow). */
static int survey_host(conv_t *c, int derive_gpu) {
  size_t pi, nl = 0, cpu = (size_t)-1;
  int rc = 0, k;
  for (k = 0; k < NSIDES; k++) side_clear(&c->side[k]);
  c->nlaunches = 0;
  sl__idmap_clear(&c->lmap);
  c->launches_sorted = 0;
  if (SL_GROW(c->psorted_at, c->cpsorted_at, c->f.nplanes + 1)) return oom(c);
  for (pi = 0; pi < c->f.nplanes; pi++) {
    int64_t id;
    sl_str_t name;
    if ((rc = sl__xs_plane_peek(&c->f, pi, &id, &name))) return rc;
    if (plane_kind(name) == PK_HOST_CPU && cpu == (size_t)-1) cpu = pi;
  }
  for (pi = 0; pi < c->f.nplanes && rc == 0; pi++) {
    rc = survey_plane(c, pi, derive_gpu && pi == cpu, 0, &nl);
    release_plane(c, pi);
  }
  c->psorted_at[c->f.nplanes] = nl;
  if (rc == 0 && (c->side[0].dups.n || c->side[1].dups.n))
    for (pi = 0; pi < c->f.nplanes && rc == 0; pi++) {
      rc = survey_plane(c, pi, 0, 1, &nl);
      release_plane(c, pi);
    }
  if (rc == 0 && sl__idset_freeze(&c->side[SIDE_EXEC].ids)) rc = oom(c);
  return rc;
}

static int convert_plane(conv_t *c, size_t pi, int derive_gpu) {
  size_t i, t, nevents = 0;
  int rc;
  if ((rc = load_plane(c, pi)) <= 0) return rc;
  for (i = 0; i < c->pl.nlines; i++) {
    nevents += c->pl.lines[i].nevents;
    c->sorted[i] = c->psorted[c->psorted_at[pi] + i];
  }
  /* A GPU plane without derived lines gets them. */
  c->derive = 0;
  if (c->kind == PK_GPU && derive_gpu) {
    int has = 0;
    for (i = 0; i < c->pl.nlines && !has; i++)
      has = sl__xs_derived_id(c->pl.lines[i].id);
    c->derive = !has;
  }
  /* Shown: events of its own, or launch statistics to derive. */
  if (nevents == 0 && !(c->derive && has_launches(c))) return 0;
  if ((rc = take_pid(c))) return rc;
  c->w->ops->process(c->w, c->pid, sl__str(c->pname, c->npname), NULL);
  c->w->ops->process_order(c->w, c->pid, c->pid);
  c->sort = 0;
  c->next_otid = 4000000000u;
  c->notids = 0;
  /* The derived threads first (their events as they are done), then the
   * plane's own lines. */
  if (c->derive) {
    if ((rc = derive_plane(c))) return rc;
    release_plane(c, pi);
  } else {
    sl__xd_reset(&c->xd);
    if ((rc = list_threads(c))) return rc;
  }
  for (t = 0; t < c->nthr && rc == 0; t++)
    if (c->thr[t].dk < 0) rc = walk_thread(c, t);
  return rc ? rc : c->w->rc;
}

static int convert_host(conv_t *c, size_t h) {
  size_t pi;
  int rc, derive_gpu = 0;
  if ((rc = open_host(c, h))) return rc;
  c->npids = 0;
  c->next_other = 702;
  for (pi = 0; pi < c->f.nplanes; pi++) {
    int64_t id;
    sl_str_t name;
    if ((rc = sl__xs_plane_peek(&c->f, pi, &id, &name))) return rc;
    if (plane_kind(name) == PK_GPU) derive_gpu = 1;
  }
  if ((rc = survey_host(c, derive_gpu))) return rc;
  for (pi = 0; pi < c->f.nplanes && rc == 0; pi++) {
    rc = convert_plane(c, pi, derive_gpu);
    /* A plane's events go out whole (Perfetto's: a sequence each). */
    if (rc == 0) rc = c->w->ops->flush(c->w);
    release_plane(c, pi);
  }
  c->arrow_base += c->side[SIDE_EXEC].ids.n;
  close_host(c);
  return rc ? rc : c->w->rc;
}

/* ---- the run ------------------------------------------------------------------------------------- */

int sl_xspace_inputs(const char *const *paths, size_t n,
                     const sl_options_t *opt, sl_error_t *err) {
  sl__err_clear(err);
  return sl__xinputs_detect(paths, n, opt, err);
}

static int refuse(sl_error_t *err, const char *what) {
  return sl__err(err, SL_EUSAGE, 0, "%s is not defined for XSpace input",
                 what);
}

/* The run's state for `paths`: inputs expanded, group names and the
 * time base gathered.  Returns 0 or a negative code (err filled). */
static int run_open(conv_t *c, const char *const *paths, size_t n,
                    const sl_options_t *opt, int converting,
                    sl_error_t *err) {
  int rc;
  memset(c, 0, sizeof *c);
  c->opt = opt;
  c->err = err;
  c->arrows = converting && opt->show_dataflow;
  sl__xs_plane_init(&c->pl);
  sl__xd_init(&c->xd);
  sl__vsort_init_rec(&c->spool, 0, sizeof(spooled_t), NULL);
  rc = sl__xinputs_expand(&c->in, paths, n, err);
  if (rc == 0) rc = time_base(c);
  /* One host's survey names its steps; several hosts share the names. */
  c->gather_names = converting && c->in.n == 1;
  if (rc == 0 && !c->gather_names) rc = gather_groups(c);
  return rc;
}

/* Frees the run's state; an error's file named as the caller named it
 * (the list's paths go with the list), and the file within a directory
 * in the message. */
static int run_close(conv_t *c, const char *const *paths, int rc) {
  sl_error_t *err = c->err;
  size_t h, i;
  if (rc == 0) {
    err->file = NULL;
  } else if (err->file) {
    for (h = 0; h < c->in.n; h++) {
      const sl_xinput_t *x = &c->in.in[h];
      if (err->file != x->path) continue;
      err->file = paths[x->from];
      if (strcmp(x->path, paths[x->from]) != 0) {
        char msg[sizeof err->msg];
        const char *base = strrchr(x->path, '/');
        snprintf(msg, sizeof msg, "%s: %s", base ? base + 1 : x->path,
                 err->msg);
        memcpy(err->msg, msg, sizeof msg);
      }
      break;
    }
  }
  sl__tw_free(c->w);
  sl__xs_close(&c->f); /* a file left open by an error */
  sl__xs_plane_close(&c->pl);
  sl__xd_close(&c->xd);
  sl__xinputs_free(&c->in);
  sl__idmap_close(&c->gmap);
  sl__idmap_close(&c->lmap);
  for (i = 0; i < c->ngroups; i++) free(c->groups[i].name);
  free(c->groups);
  free(c->launches);
  for (i = 0; i < NSIDES; i++) side_free(&c->side[i]);
  free(c->psorted);
  free(c->psorted_at);
  free(c->pids);
  free(c->internal);
  free(c->sorted);
  free(c->thr);
  free(c->otids);
  placer_close(&c->lines);
  for (i = 0; i < SL_XD_NLINES; i++) placer_close(&c->dlines[i]);
  sl__vsort_close(&c->spool);
  free(c->ents);
  free(c->st);
  free(c->view);
  free(c->args);
  free(c->text);
  free(c->pname);
  return rc;
}

int sl__xspace_convert(const char *const *paths, size_t n,
                       const sl_options_t *opt, sl_sink_fn sink, void *ud,
                       uint64_t *events, sl_error_t *err) {
  conv_t c;
  size_t h;
  int rc;
  if (opt->steps) return refuse(err, "--steps");
  if (opt->min_duration > 0) return refuse(err, "--min-duration");
  if (opt->devices) return refuse(err, "--devices");
  if (opt->op_time != SL_OP_TIME_SCHEDULE) return refuse(err, "--op-time");
  if (opt->timeline_compat) return refuse(err, "--timeline-compat");
  rc = run_open(&c, paths, n, opt, 1, err);
  if (rc == 0) {
    c.w = opt->trace_format == SL_TRACE_PERFETTO
              ? sl__perfetto_new(sink, ud)
              : sl__chrome_new(opt->pretty ? SL_CHROME_PRETTY : 0, sink, ud);
    if (!c.w) rc = oom(&c);
  }
  if (rc == 0) {
    c.w->ops->begin(c.w, SL_TRACE_OBJECT_NS);
    c.w->ops->time_base(c.w, c.base_ns / 1000);
    for (h = 0; h < c.in.n && rc == 0; h++) rc = convert_host(&c, h);
    {
      int erc = c.w->ops->end(c.w, rc == 0);
      if (rc == 0 && erc) rc = sl__err(err, erc, 0, "cannot write the trace");
    }
    if (events) *events = c.w->events;
  }
  return run_close(&c, paths, rc);
}

/* ---- walks for the reports ---------------------------------------------------------------------- */

sl_str_t sl__xwalk_group_name(const sl_xwalk_event_t *e, int64_t g,
                              char buf[40]) {
  return group_name((conv_t *)e->walk, g, buf);
}

static int walk_host(conv_t *c, size_t h, const sl_xwalk_ops_t *ops) {
  sl_xwalk_event_t we;
  size_t pi, li;
  int rc;
  if ((rc = open_host(c, h))) return rc;
  memset(&we, 0, sizeof we);
  we.walk = c;
  we.host = h;
  we.hosts = c->in.n;
  we.host_name = c->host_name;
  we.base_us = c->base_ns / 1000;
  for (pi = 0; pi < c->f.nplanes && rc == 0; pi++) {
    if ((rc = load_plane(c, pi)) <= 0) {
      if (rc < 0) break;
      continue;
    }
    rc = 0;
    we.plane = c->pl.name;
    we.process = sl__str(c->pname, c->npname);
    we.host_cpu = c->kind == PK_HOST_CPU;
    we.gpu = c->kind == PK_GPU;
    for (li = 0; li < c->pl.nlines && rc == 0; li++) {
      const sl_xs_line_t *l = &c->pl.lines[li];
      cursor_t cu;
      sl_xs_event_t ev;
      int64_t ts, nv;
      if (sl__xs_derived_id(l->id) || l->nevents == 0) continue;
      if ((rc = cursor_open(c, &cu, li, &c->ents, &c->cents))) break;
      we.line = li;
      if (ops->line_begin && (rc = ops->line_begin(ops->ud, &we))) break;
      while ((rc = cursor_next(c, &cu, &ev, &ts)) == 1) {
        if ((nv = sl__xs_view(&c->pl, &ev, &c->view, &c->cview)) < 0) {
          rc = (int)nv;
          break;
        }
        we.name = ev.meta ? ev.meta->name : sl__str("", 0);
        we.display = ev.meta ? ev.meta->display : sl__str("", 0);
        we.internal = is_internal(c, &ev);
        we.ts_ps = ts;
        we.dur_ps = clamp0(ev.duration_ps);
        we.order = sl__xs_off(&c->f, ev.p);
        we.view = c->view;
        we.nview = (size_t)nv;
        if ((rc = ops->event(ops->ud, &we)) != 0) break;
      }
      release_line(c, l);
    }
    release_plane(c, pi);
  }
  close_host(c);
  return rc;
}

int sl__xspace_walk(const char *const *paths, size_t n,
                    const sl_options_t *opt, const sl_xwalk_ops_t *ops,
                    sl_error_t *err) {
  conv_t c;
  size_t h;
  int rc = run_open(&c, paths, n, opt, 0, err);
  for (h = 0; h < c.in.n && rc == 0; h++) rc = walk_host(&c, h, ops);
  if (rc == 0 && ops->finish) {
    sl_xwalk_event_t we;
    memset(&we, 0, sizeof we);
    we.walk = &c;
    we.hosts = c.in.n;
    we.base_us = c.base_ns / 1000;
    rc = ops->finish(ops->ud, &we);
  }
  return run_close(&c, paths, rc);
}

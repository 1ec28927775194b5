/* The layout of a trace whose slices come in any order: see evlayout.h. */
#include "emit/run/evlayout.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit/analyze/vsort.h"
#include "emit/model/arena.h"
#include "emit/model/strmap.h"
#include "emit/run/events.h"
#include "stream/idmap.h"

/* Lanes' tids count down from here: apart from every tid a format keeps
 * (Chrome JSON's are 32 bits, and the reader's own stay below 2^31). */
#define LANE_TID_TOP 0xfffffffeu
/* The flows slices carry themselves (v2: bind_id) are apart from those
 * their points name. */
#define KEY_SLICE_FLOWS 0u

enum { SW_NEXT = -1, SW_SLICE = 0, SW_POINT = 1 };
enum { DIR_IN = 0, DIR_OUT = 1, DIR_STEP = 2 };

/* A slice or a flow point, for the sweep: sorted by thread, time, kind
 * (points that bind the next slice first, those that bind the slice
 * around them last), longest first, then place in the input. */
typedef struct sw_s {
  uint64_t tid;
  uint32_t pid;
  int32_t kind;             /* SW_*                                     */
  int64_t ts, dur;
  uint64_t ord;             /* slice: its place; point: its seq          */
  uint64_t id;              /* point: its flow                           */
  uint32_t key;             /* point: its (name, cat)                    */
  uint32_t point;           /* point: sl_flow_point_t                    */
} sw_t;

/* A flow point bound to a slice: sorted by flow, time, seq. */
typedef struct fb_s {
  uint64_t id;
  uint32_t key, point;
  int64_t ts;
  uint64_t seq, slice;
} fb_t;

/* One end of a hop on a slice: sorted by slice, then flow. */
typedef struct end_s {
  uint64_t slice, chain;
  uint32_t key, dir;
} end_t;

/* A slice not on its thread's own track: sorted by slice. */
typedef struct lanerec_s {
  uint64_t slice;
  uint32_t lane;            /* index in lanes                           */
  uint32_t pad;
} lanerec_t;

typedef struct ent_s {
  int64_t ts, end;
  uint64_t ord;
} ent_t;

typedef struct stack_s {
  ent_t *e;
  size_t n, cap;
  uint32_t lane;            /* its index in lanes (lane 0: none)        */
} stack_t_;

/* An overlap lane: thread (pid, tid)'s k-th. */
typedef struct lane_s {
  uint32_t pid, k;
  uint64_t tid;
  int named;
} lane_t;

typedef struct thread_s {
  sl_str_t name;
  int64_t sort;
  sl_str_t *labels;         /* a process's                                */
  size_t nlabels;
} thread_t;

struct sl_evlayout_s {
  sl_arena_t arena;
  sl_strmap_t keys;         /* a flow's name '\0' cat -> key             */
  sl_str_t (*kname)[2];     /* by key: name, cat                          */
  size_t ckname;
  sl_idmap_t thr_at;        /* (pid, tid) -> threads                     */
  thread_t *threads;        /* last names and orders: threads, and the
                             * processes at (pid, SL_EVLAYOUT_PROCESS)   */
  size_t nthreads, cthreads;
  sl_vsort_t sw, fb, ends, lanerecs;
  uint64_t nslices, npoints;
  /* The sweep's thread. */
  stack_t_ *stacks;         /* [0, nstacks) this thread's; [0, istacks)
                             * set up (their buffers kept for the next) */
  size_t nstacks, istacks, cstacks;
  fb_t *pending;            /* points that bind the next slice           */
  size_t npending, cpending;
  lane_t *lanes;
  size_t nlanes, clanes;
  uint8_t *shared;          /* by chain: a slice of it binds another     */
  size_t cshared;
  uint64_t nchains;
  sl_evlayout_counts_t counts;
  /* Pass 2. */
  sl_vcursor_t lc, ec;
  const lanerec_t *lnext;
  const end_t *enext;
  int lopen, eopen;
  uint64_t at;
  sl_tflow_t *tflows;
  size_t ctflows;
  char lname[512];
};

static int cmp_u64(uint64_t a, uint64_t b) { return a < b ? -1 : a > b; }
static int cmp_i64(int64_t a, int64_t b) { return a < b ? -1 : a > b; }

static int cmp_sw(const void *x, const void *y) {
  const sw_t *a = x, *b = y;
  int c;
  if ((c = cmp_u64(a->pid, b->pid)) || (c = cmp_u64(a->tid, b->tid)) ||
      (c = cmp_i64(a->ts, b->ts)) || (c = cmp_i64(a->kind, b->kind)) ||
      (c = cmp_i64(b->dur, a->dur)))
    return c;
  return cmp_u64(a->ord, b->ord);
}

static int cmp_fb(const void *x, const void *y) {
  const fb_t *a = x, *b = y;
  int c;
  if ((c = cmp_u64(a->key, b->key)) || (c = cmp_u64(a->id, b->id)) ||
      (c = cmp_i64(a->ts, b->ts)))
    return c;
  return cmp_u64(a->seq, b->seq);
}

static int cmp_end(const void *x, const void *y) {
  const end_t *a = x, *b = y;
  int c = cmp_u64(a->slice, b->slice);
  return c ? c : cmp_u64(a->chain, b->chain);
}

static int cmp_lanerec(const void *x, const void *y) {
  const lanerec_t *a = x, *b = y;
  return cmp_u64(a->slice, b->slice);
}

int sl__evlayout_new(sl_evlayout_t **lp) {
  sl_evlayout_t *l = calloc(1, sizeof *l);
  *lp = l;
  if (!l || sl__arena_init(&l->arena)) {
    free(l);
    *lp = NULL;
    return SL_ENOMEM;
  }
  sl__strmap_init(&l->keys, &l->arena);
  sl__idmap_init(&l->thr_at);
  sl__vsort_init_rec(&l->sw, 0, sizeof(sw_t), cmp_sw);
  sl__vsort_init_rec(&l->fb, 0, sizeof(fb_t), cmp_fb);
  sl__vsort_init_rec(&l->ends, 0, sizeof(end_t), cmp_end);
  sl__vsort_init_rec(&l->lanerecs, 0, sizeof(lanerec_t), cmp_lanerec);
  /* Key 0: the flows slices carry themselves. */
  if (sl__strmap_put(&l->keys, (const uint8_t *)"flow\0flow", 9, &(int){0}) !=
          KEY_SLICE_FLOWS ||
      SL_GROW(l->kname, l->ckname, 1)) {
    sl__evlayout_free(l);
    *lp = NULL;
    return SL_ENOMEM;
  }
  l->kname[0][0] = l->kname[0][1] = sl__str("flow", 4);
  return 0;
}

void sl__evlayout_free(sl_evlayout_t *l) {
  size_t i;
  if (!l) return;
  if (l->lopen) sl__vsort_done(&l->lc);
  if (l->eopen) sl__vsort_done(&l->ec);
  sl__vsort_close(&l->sw);
  sl__vsort_close(&l->fb);
  sl__vsort_close(&l->ends);
  sl__vsort_close(&l->lanerecs);
  for (i = 0; i < l->istacks; i++) free(l->stacks[i].e);
  free(l->stacks);
  free(l->pending);
  free(l->lanes);
  free(l->shared);
  free(l->threads);
  free(l->kname);
  free(l->tflows);
  sl__idmap_close(&l->thr_at);
  sl__arena_close(&l->arena);
  free(l);
}

/* ---- pass 1 ------------------------------------------------------------------- */

/* The key of a flow's (name, cat); -1 when out of memory. */
static int64_t key_of(sl_evlayout_t *l, sl_text_t name, sl_text_t cat) {
  uint8_t buf[256], *b = buf;
  size_t n = name.n + 1 + cat.n;
  int added = 0;
  int64_t k;
  if (n > sizeof buf && !(b = malloc(n))) return -1;
  /* A flow point without a name or a category has a NULL text. */
  if (name.n) memcpy(b, name.p, name.n);
  b[name.n] = 0;
  if (cat.n) memcpy(b + name.n + 1, cat.p, cat.n);
  k = sl__strmap_put(&l->keys, b, n, &added);
  if (b != buf) free(b);
  if (k < 0 || !added) return k;
  if (SL_GROW(l->kname, l->ckname, (size_t)k + 1)) return -1;
  l->kname[k][0] = sl__ev_keep(&l->arena, name);
  l->kname[k][1] = sl__ev_keep(&l->arena, cat.n ? cat : name);
  return l->kname[k][0].p && l->kname[k][1].p ? k : -1;
}

/* The name and order of thread (pid, tid), or of the process. */
static int see_name(sl_evlayout_t *l, const sl_event_t *e, uint64_t tid) {
  int64_t i = sl__idmap_get(&l->thr_at, e->pid, tid);
  if (i < 0) {
    if (SL_GROW(l->threads, l->cthreads, l->nthreads + 1) ||
        sl__idmap_put(&l->thr_at, e->pid, tid, (uint32_t)l->nthreads))
      return SL_ENOMEM;
    i = (int64_t)l->nthreads++;
    memset(&l->threads[i], 0, sizeof l->threads[i]);
  }
  l->threads[i].name = sl__ev_keep(&l->arena, e->name);
  l->threads[i].sort = e->sort_index;
  if (!l->threads[i].name.p) return SL_ENOMEM;
  if (tid == SL_EVLAYOUT_PROCESS) {
    thread_t *t = &l->threads[i];
    size_t k, n = 0;
    t->labels = sl__arena_alloc(&l->arena, (e->nargs + 1) * sizeof *t->labels);
    if (!t->labels) return SL_ENOMEM;
    for (k = 0; k < e->nargs; k++) {
      if (e->args[k].kind != SL_ARG_STR) continue;
      if (!(t->labels[n++] = sl__ev_keep(&l->arena, e->args[k].v.s)).p)
        return SL_ENOMEM;
    }
    t->nlabels = n;
  }
  return 0;
}

void sl__evlayout_labels(const sl_evlayout_t *l, uint32_t pid,
                         const sl_str_t **labels, size_t *n) {
  int64_t i = sl__idmap_get(&l->thr_at, pid, SL_EVLAYOUT_PROCESS);
  *labels = i >= 0 ? l->threads[i].labels : NULL;
  *n = i >= 0 ? l->threads[i].nlabels : 0;
}

void sl__evlayout_name(const sl_evlayout_t *l, uint32_t pid, uint64_t tid,
                       sl_str_t *name, int64_t *sort) {
  int64_t i = sl__idmap_get(&l->thr_at, pid, tid);
  *name = i >= 0 ? l->threads[i].name : sl__str(NULL, 0);
  if (i >= 0) *sort = l->threads[i].sort;
}

/* A slice's own flows, bound to it already. */
static int see_slice_flows(sl_evlayout_t *l, const sl_event_t *e) {
  size_t i, j;
  int rc;
  for (i = 0; i < e->nflows; i++) {
    fb_t f;
    int in = !e->flows[i].out, out = e->flows[i].out, dup = 0;
    for (j = 0; j < e->nflows; j++)
      if (j != i && e->flows[j].id == e->flows[i].id) {
        if (j < i) dup = 1;
        if (e->flows[j].out) out = 1;
        else in = 1;
      }
    if (dup) continue;
    memset(&f, 0, sizeof f);
    f.id = e->flows[i].id;
    f.key = KEY_SLICE_FLOWS;
    f.point = in && out ? SL_FLOW_STEP : out ? SL_FLOW_BEGIN : SL_FLOW_END;
    f.ts = e->ts;
    f.seq = l->npoints++;
    f.slice = l->nslices;
    if ((rc = sl__vsort_put(&l->fb, &f))) return rc;
  }
  return 0;
}

int sl__evlayout_see(sl_evlayout_t *l, const sl_event_t *e) {
  sw_t r;
  int64_t k;
  int rc;
  switch (e->kind) {
  case SL_EV_INSTANT:
  case SL_EV_COUNTER:
  case SL_EV_MEMORY:
  case SL_EV_STEP:
    if (e->ts < l->counts.earliest) l->counts.earliest = e->ts;
    return 0;
  case SL_EV_TRACK:
    return e->tid == SL_EVLAYOUT_PROCESS ? 0 : see_name(l, e, e->tid);
  case SL_EV_PROCESS: return see_name(l, e, SL_EVLAYOUT_PROCESS);
  case SL_EV_SLICE:
    if (e->ts < l->counts.earliest) l->counts.earliest = e->ts;
    memset(&r, 0, sizeof r);
    r.pid = e->pid;
    r.tid = e->tid;
    r.kind = SW_SLICE;
    r.ts = e->ts;
    r.dur = e->dur > 0 ? e->dur : 0;
    r.ord = l->nslices;
    if ((rc = sl__vsort_put(&l->sw, &r)) ||
        (e->nflows && (rc = see_slice_flows(l, e))))
      return rc;
    l->nslices++;
    return 0;
  case SL_EV_FLOW_POINT:
    if ((k = key_of(l, e->name, e->cat)) < 0) return SL_ENOMEM;
    memset(&r, 0, sizeof r);
    r.pid = e->pid;
    r.tid = e->tid;
    r.kind = e->point == SL_FLOW_END_NEXT ? SW_NEXT : SW_POINT;
    r.ts = e->ts;
    r.ord = l->npoints++;
    r.id = e->id;
    r.key = (uint32_t)k;
    r.point = (uint32_t)e->point;
    return sl__vsort_put(&l->sw, &r);
  default: return 0;
  }
}

/* ---- the plan: the sweep ---------------------------------------------------------- */

static int bind(sl_evlayout_t *l, const sw_t *p, uint64_t slice) {
  fb_t f;
  memset(&f, 0, sizeof f);
  f.id = p->id;
  f.key = p->key;
  f.point = p->point;
  f.ts = p->ts;
  f.seq = p->ord;
  f.slice = slice;
  return sl__vsort_put(&l->fb, &f);
}

/* Pops what has ended by `ts` off a stack, as trace_processor does
 * before a slice of `dur` begins there (a zero-length slice stays
 * inside one that ends at its time only when both are zero-length). */
static void pop_ended(stack_t_ *s, int64_t ts, int64_t dur) {
  while (s->n) {
    const ent_t *t = &s->e[s->n - 1];
    if (t->end > ts || (t->end == ts && t->ts == t->end && dur == 0)) break;
    s->n--;
  }
}

static int new_lane(sl_evlayout_t *l, const sw_t *r, uint32_t *at) {
  lane_t *ln;
  if (l->nlanes >= LANE_TID_TOP / 2 ||
      SL_GROW(l->lanes, l->clanes, l->nlanes + 1))
    return SL_ENOMEM;
  ln = &l->lanes[l->nlanes];
  ln->pid = r->pid;
  ln->tid = r->tid;
  ln->k = (uint32_t)l->nstacks;
  ln->named = 0;
  *at = (uint32_t)l->nlanes++;
  return 0;
}

static int sweep_slice(sl_evlayout_t *l, const sw_t *r) {
  int64_t end = r->ts + r->dur;
  size_t k, i;
  stack_t_ *s = NULL;
  int rc;
  for (k = 0; k < l->nstacks; k++) {
    s = &l->stacks[k];
    pop_ended(s, r->ts, r->dur);
    if (!s->n || end <= s->e[s->n - 1].end) break;
  }
  if (k == l->nstacks) {
    if (SL_GROW(l->stacks, l->cstacks, k + 1)) return SL_ENOMEM;
    s = &l->stacks[k];
    if (k == l->istacks) {
      memset(s, 0, sizeof *s);
      l->istacks++;
    }
    s->n = 0;
    s->lane = 0;
    if (k > 0 && (rc = new_lane(l, r, &s->lane))) return rc;
    l->nstacks++;
  }
  if (SL_GROW(s->e, s->cap, s->n + 1)) return SL_ENOMEM;
  s->e[s->n].ts = r->ts;
  s->e[s->n].end = end;
  s->e[s->n].ord = r->ord;
  s->n++;
  if (k > 0) {
    lanerec_t lr;
    memset(&lr, 0, sizeof lr);
    lr.slice = r->ord;
    lr.lane = s->lane;
    if ((rc = sl__vsort_put(&l->lanerecs, &lr))) return rc;
  }
  for (i = 0; i < l->npending; i++) {
    fb_t f = l->pending[i];
    f.slice = r->ord;
    if ((rc = sl__vsort_put(&l->fb, &f))) return rc;
  }
  l->npending = 0;
  return 0;
}

/* The innermost slice around a point's time, on any lane: the one that
 * began last. */
static int sweep_point(sl_evlayout_t *l, const sw_t *r) {
  const ent_t *best = NULL;
  size_t k, i;
  if (r->kind == SW_NEXT) {
    fb_t *f;
    if (SL_GROW(l->pending, l->cpending, l->npending + 1)) return SL_ENOMEM;
    f = &l->pending[l->npending++];
    memset(f, 0, sizeof *f);
    f->id = r->id;
    f->key = r->key;
    f->point = r->point;
    f->ts = r->ts;
    f->seq = r->ord;
    return 0;
  }
  for (k = 0; k < l->nstacks; k++) {
    const stack_t_ *s = &l->stacks[k];
    for (i = s->n; i-- > 0;)
      if (s->e[i].end >= r->ts) {
        if (!best || s->e[i].ts > best->ts) best = &s->e[i];
        break;
      }
  }
  if (!best) {
    l->counts.unbound++;
    return 0;
  }
  return bind(l, r, best->ord);
}

typedef struct sweep_s {
  sl_evlayout_t *l;
  uint32_t pid;
  uint64_t tid;
  int any;
} sweep_t;

static int sweep_one(void *ud, const void *rec) {
  sweep_t *w = ud;
  sl_evlayout_t *l = w->l;
  const sw_t *r = rec;
  if (!w->any || r->pid != w->pid || r->tid != w->tid) {
    l->counts.unbound += l->npending;
    l->npending = 0;
    l->nstacks = 0;
    w->pid = r->pid;
    w->tid = r->tid;
    w->any = 1;
  }
  return r->kind == SW_SLICE ? sweep_slice(l, r) : sweep_point(l, r);
}

/* ---- the plan: each flow's hops ---------------------------------------------------- */

typedef struct hops_s {
  sl_evlayout_t *l;
  int open;                 /* a flow is open: its last point is prev    */
  fb_t prev;
  int prev_out;             /* prev's end is written                     */
  uint64_t chain;
} hops_t;

static int put_end(sl_evlayout_t *l, uint64_t slice, uint64_t chain,
                   uint32_t key, uint32_t dir) {
  end_t e;
  memset(&e, 0, sizeof e);
  e.slice = slice;
  e.chain = chain;
  e.key = key;
  e.dir = dir;
  return sl__vsort_put(&l->ends, &e);
}

static void close_flow(hops_t *h) {
  if (h->open && !h->prev_out) h->l->counts.lone++;
  h->open = 0;
}

static int hop_one(void *ud, const void *rec) {
  hops_t *h = ud;
  sl_evlayout_t *l = h->l;
  const fb_t *f = rec;
  int rc;
  if (h->open && (f->key != h->prev.key || f->id != h->prev.id)) close_flow(h);
  if (f->point == SL_FLOW_BEGIN) {
    close_flow(h);
    h->open = 1;
    h->prev = *f;
    h->prev_out = 0;
    return 0;
  }
  if (!h->open) {
    /* A step or an end that nothing began. */
    l->counts.lone++;
    return 0;
  }
  if (!h->prev_out) {
    h->chain = l->nchains++;
    if ((rc = put_end(l, h->prev.slice, h->chain, f->key, DIR_OUT)))
      return rc;
    h->prev_out = 1;
  }
  if (f->point == SL_FLOW_STEP) {
    if ((rc = put_end(l, f->slice, h->chain, f->key, DIR_STEP))) return rc;
    h->prev = *f;
    return 0;
  }
  /* An end: the flow is over. */
  if ((rc = put_end(l, f->slice, h->chain, f->key, DIR_IN))) return rc;
  h->open = 0;
  return 0;
}

/* Marks the flows of every slice that binds more than one. */
typedef struct share_s {
  sl_evlayout_t *l;
  uint64_t slice;
  uint64_t first;           /* the slice's first flow                    */
  int n;
} share_t;

static int mark(sl_evlayout_t *l, uint64_t chain) {
  size_t byte = (size_t)(chain >> 3);
  if (byte >= l->cshared) {
    size_t old = l->cshared;
    if (SL_GROW(l->shared, l->cshared, byte + 1)) return SL_ENOMEM;
    memset(l->shared + old, 0, l->cshared - old);
  }
  l->shared[byte] |= (uint8_t)(1u << (chain & 7));
  return 0;
}

static int is_shared(const sl_evlayout_t *l, uint64_t chain) {
  size_t byte = (size_t)(chain >> 3);
  return byte < l->cshared && (l->shared[byte] >> (chain & 7) & 1);
}

static int share_one(void *ud, const void *rec) {
  share_t *s = ud;
  const end_t *e = rec;
  int rc;
  if (s->n == 0 || e->slice != s->slice) {
    s->slice = e->slice;
    s->first = e->chain;
    s->n = 1;
    return 0;
  }
  if (s->n++ == 1 && (rc = mark(s->l, s->first))) return rc;
  return mark(s->l, e->chain);
}

/* The cursor's next record, NULL at the end.  0 or the error. */
static int pull(sl_vcursor_t *c, const void **rec) {
  int rc = sl__vsort_next(c, rec);
  if (rc <= 0) *rec = NULL;
  return rc < 0 ? rc : 0;
}

int sl__evlayout_plan(sl_evlayout_t *l, sl_evlayout_counts_t *counts) {
  sweep_t w;
  hops_t h;
  share_t s;
  int rc;
  memset(&w, 0, sizeof w);
  w.l = l;
  rc = sl__vsort_each_rec(&l->sw, sweep_one, &w);
  l->counts.unbound += l->npending;
  l->npending = 0;
  sl__vsort_close(&l->sw);
  memset(&h, 0, sizeof h);
  h.l = l;
  if (rc == 0) rc = sl__vsort_each_rec(&l->fb, hop_one, &h);
  close_flow(&h);
  sl__vsort_close(&l->fb);
  memset(&s, 0, sizeof s);
  s.l = l;
  if (rc == 0) rc = sl__vsort_each_rec(&l->ends, share_one, &s);
  if (rc == 0 && (rc = sl__vsort_open(&l->lanerecs, &l->lc)) == 0) l->lopen = 1;
  if (rc == 0 && (rc = sl__vsort_open(&l->ends, &l->ec)) == 0) l->eopen = 1;
  if (rc == 0) rc = pull(&l->lc, (const void **)&l->lnext);
  if (rc == 0) rc = pull(&l->ec, (const void **)&l->enext);
  if (counts) *counts = l->counts;
  return rc < 0 ? rc : 0;
}

/* ---- pass 2 -------------------------------------------------------------------- */

int sl__evlayout_place(sl_evlayout_t *l, const sl_event_t *e, sl_laid_t *out) {
  uint64_t at = l->at++;
  size_t n = 0;
  int rc;
  memset(out, 0, sizeof *out);
  out->tid = e->tid;
  while (l->lnext && l->lnext->slice < at)
    if ((rc = pull(&l->lc, (const void **)&l->lnext))) return rc;
  if (l->lnext && l->lnext->slice == at) {
    lane_t *ln = &l->lanes[l->lnext->lane];
    out->tid = LANE_TID_TOP - l->lnext->lane;
    if (!ln->named) {
      int64_t t = sl__idmap_get(&l->thr_at, ln->pid, ln->tid);
      int k;
      if (t >= 0 && l->threads[t].name.n)
        k = snprintf(l->lname, sizeof l->lname, "%.*s (overlap %u)",
                     (int)(l->threads[t].name.n > 400 ? 400
                                                      : l->threads[t].name.n),
                     (const char *)l->threads[t].name.p, ln->k);
      else
        k = snprintf(l->lname, sizeof l->lname, "thread %llu (overlap %u)",
                     (unsigned long long)ln->tid, ln->k);
      out->lane_name = sl__str(l->lname, (size_t)k);
      out->lane_sort = t >= 0 ? l->threads[t].sort : 0;
      ln->named = 1;
    }
  }
  while (l->enext && l->enext->slice <= at) {
    const end_t *x = l->enext;
    if (x->slice == at) {
      sl_tflow_t *f;
      if (SL_GROW(l->tflows, l->ctflows, n + 1)) return SL_ENOMEM;
      f = &l->tflows[n++];
      f->id = x->chain;
      f->name = l->kname[x->key][0];
      f->cat = l->kname[x->key][1];
      f->out = x->dir == DIR_OUT;
      f->step = x->dir == DIR_STEP;
      f->solo = !is_shared(l, x->chain);
    }
    if ((rc = pull(&l->ec, (const void **)&l->enext))) return rc;
  }
  out->flows = l->tflows;
  out->nflows = n;
  return 0;
}

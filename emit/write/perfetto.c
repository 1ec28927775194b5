#define _GNU_SOURCE /* qsort_r */
/* The Perfetto trace writer, one job: every writer call as TracePacket
 * protobuf records (a step's store is pf_step.c, the tracks
 * pf_tracks.c).  See trace_writer.h.
 *
 * Perfetto puts a dataflow arrow on the slices it joins (flow ids on the
 * producer's begin and the consumer's end), and the timeline hands an
 * arrow over after both ops, on either thread.  So the writer keeps a
 * step's events (pf_step.c, strings interned as they come: the step's
 * bytes may be unmapped by then) and writes them at the step's flush:
 *
 *   - track descriptors for the processes, lanes and counters not yet
 *     described (pf_tracks.c; global in the file, so once per trace);
 *   - a new packet sequence for the step: its first packet clears the
 *     incremental state and ties sequence clock 64 (us, not incremental)
 *     to the trace clock at the step's earliest event, so every
 *     timestamp is the microseconds since then: short varints, exact, in
 *     any order;
 *   - each slice as a begin and an end event with the interned entries
 *     it is the first to use, arrows as flow ids on their slices, tensor
 *     objects as slices of their lifetime, counters as counter events.
 *
 * The file is a sequence of whole packets after every flush: it loads at
 * any step, and appending is writing more packets. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <uv.h>

#include "emit/model/strmap.h"
#include "emit/write/digits.h"
#include "emit/write/escape.h"
#include "emit/write/pbenc.h"
#include "emit/write/pf_step.h"
#include "emit/write/pf_tracks.h"
#include "emit/write/snapshot.h"
#include "emit/write/timeline_writer.h"

/* Field numbers (perfetto/trace/trace_packet.proto and track_event/). */
enum {
  F_TRACE_PACKET = 1,
  /* TracePacket */
  P_TIMESTAMP = 8, P_SEQ_ID = 10, P_TRACK_EVENT = 11, P_INTERNED = 12,
  P_SEQ_FLAGS = 13, P_CLOCK_SNAPSHOT = 6, P_DEFAULTS = 59,
  /* TracePacketDefaults */
  DEF_CLOCK_ID = 58,
  /* ClockSnapshot, Clock */
  CS_CLOCKS = 1, CK_ID = 1, CK_TIMESTAMP = 2, CK_UNIT_NS = 4,
  /* TrackEvent */
  TE_CATEGORY_IIDS = 3, TE_ANNOTATION = 4, TE_TYPE = 9, TE_NAME_IID = 10,
  TE_TRACK = 11, TE_NAME = 23, TE_COUNTER_VALUE = 30, TE_FLOW_IDS = 47,
  TE_TERMINATING_FLOW_IDS = 48,
  /* DebugAnnotation */
  DA_NAME_IID = 1, DA_UINT = 3, DA_INT = 4, DA_DOUBLE = 5, DA_STRING = 6,
  DA_STRING_IID = 17,
  /* InternedData, and the entries' iid and name */
  ID_CATEGORIES = 1, ID_NAMES = 2, ID_ANNOTATION_NAMES = 3,
  ID_STRING_VALUES = 29, IE_IID = 1, IE_NAME = 2
};

enum { T_BEGIN = 1, T_END = 2, T_COUNTER = 4 };
enum { SEQ_CLEARED = 1, SEQ_NEEDS_STATE = 2 };
enum { CLK_BOOTTIME = 6, CLK_STEP = 64 };

typedef struct pf_s pf_t;
struct pf_s {
  sl_trace_writer_t base;
  sl_sink_fn sink;
  void *sink_ud;
  sl_pf_step_t *ev;         /* the step's events so far               */
  sl_pf_step_t *steps;      /* a whole trace's Steps slices, kept to its
                             * end, where they go out in the order of
                             * their starts (NULL: each with its step) */
  pf_t *main;                /* a side writer's main writer; else NULL */
  sl_pf_step_t *spare;       /* a side's step store, cleared, for the next
                              * side (its arrays keep their size)       */
  int sides;                 /* side writers alive                     */
  sl_pf_tracks_t tracks;     /* the trace's (main writer)              */
  sl_pf_lanes_t tlanes;      /* its tensor lifetimes' lanes            */
  uv_mutex_t mu;             /* ... for metadata calls on any thread   */
  uint32_t seq;              /* the last sequence id used              */
  /* A flush's state. */
  sl_pbuf_t out, pk, te, da, in, tmp, da2;
  int64_t t0;
  uint64_t emitted[SL_PF_NTABLES]; /* interned entries written so far  */
  /* Events of profiles that name their own threads. */
  int64_t base_us;           /* time_base()                            */
  uint32_t gseq;             /* their sequence, 0 until one starts     */
  sl_arena_t garena;         /* its interned strings, per sequence     */
  sl_strmap_t gtab[3];       /* names, arg keys, string values         */
};

#define PF(w) ((pf_t *)(w))

/* ---- writing packets -------------------------------------------------------------- */

static int out_packet(pf_t *p, const sl_pbuf_t *pk) {
  sl__pb_msg(&p->out, F_TRACE_PACKET, pk);
  if (p->out.oom) return SL_ENOMEM;
  if (p->out.n >= ((size_t)1 << 20)) {
    int rc = p->sink(p->sink_ud, p->out.p, p->out.n);
    p->out.n = 0;
    return rc;
  }
  return 0;
}

static int out_flush(pf_t *p) {
  int rc = 0;
  if (p->out.oom) return SL_ENOMEM;
  if (p->out.n) rc = p->sink(p->sink_ud, p->out.p, p->out.n);
  p->out.n = 0;
  return rc;
}

static void set_rc(pf_t *p, int rc) {
  if (rc && p->base.rc == 0) p->base.rc = rc;
}

/* A track descriptor's packet (the tracks' callback). */
static int tracks_packet(void *ud, const sl_pbuf_t *pk) {
  return out_packet(ud, pk);
}

/* ---- a step's packets ------------------------------------------------------------- */

/* InternedData's field for each of the step's tables. */
static const uint32_t table_field[SL_PF_NTABLES] = {
    ID_NAMES, ID_CATEGORIES, ID_ANNOTATION_NAMES, ID_STRING_VALUES};

/* The entries of table t up to iid `upto` not yet written go into the
 * packet being built (iids come in order of first use, so each packet
 * brings those it is the first to use). */
static void need(pf_t *p, int t, uint64_t upto) {
  sl_pbuf_t *b = &p->tmp;
  for (; p->emitted[t] < upto; p->emitted[t]++) {
    sl_str_t v = sl__pf_text(p->ev, t, p->emitted[t] + 1);
    b->n = 0;
    sl__pb_uint(b, IE_IID, p->emitted[t] + 1);
    sl__pb_bytes(b, IE_NAME, v.p, v.n);
    sl__pb_msg(&p->in, table_field[t], b);
  }
}

/* A track event's packet on sequence `seq` at `ts` (its clock's), with
 * the interned entries it is the first to use. */
static void track_packet(pf_t *p, uint64_t ts, uint32_t seq,
                         const sl_pbuf_t *te) {
  sl_pbuf_t *pk = &p->pk;
  pk->n = 0;
  sl__pb_uint(pk, P_TIMESTAMP, ts);
  sl__pb_uint(pk, P_SEQ_ID, seq);
  sl__pb_uint(pk, P_SEQ_FLAGS, SEQ_NEEDS_STATE);
  if (p->in.n) {
    sl__pb_msg(pk, P_INTERNED, &p->in);
    p->in.n = 0;
  }
  sl__pb_msg(pk, P_TRACK_EVENT, te);
  set_rc(p, out_packet(p, pk));
}

static void event_packet(pf_t *p, int64_t ts, const sl_pbuf_t *te) {
  track_packet(p, (uint64_t)(ts - p->t0), p->seq, te);
}

/* The sequence's first packet: state cleared, clock 64 in us from t0. */
static void sequence_start(pf_t *p) {
  sl_pbuf_t *pk = &p->pk, *a = &p->te, *b = &p->da;
  pk->n = 0;
  sl__pb_uint(pk, P_SEQ_ID, p->seq);
  sl__pb_uint(pk, P_SEQ_FLAGS, SEQ_CLEARED);
  a->n = 0;
  sl__pb_uint(a, DEF_CLOCK_ID, CLK_STEP);
  sl__pb_msg(pk, P_DEFAULTS, a);
  a->n = 0;
  b->n = 0;
  sl__pb_uint(b, CK_ID, CLK_BOOTTIME);
  sl__pb_uint(b, CK_TIMESTAMP, (uint64_t)p->t0 * 1000);
  sl__pb_msg(a, CS_CLOCKS, b);
  b->n = 0;
  sl__pb_uint(b, CK_ID, CLK_STEP);
  sl__pb_uint(b, CK_TIMESTAMP, 0);
  sl__pb_uint(b, CK_UNIT_NS, 1000);
  sl__pb_msg(a, CS_CLOCKS, b);
  sl__pb_msg(pk, P_CLOCK_SNAPSHOT, a);
  set_rc(p, out_packet(p, pk));
  memset(p->emitted, 0, sizeof p->emitted);
}

/* A slice's begin event (name, category, args, the arrows it starts). */
static void slice_begin(pf_t *p, const sl_pf_slice_t *s, uint64_t track,
                        const uint64_t *outs, size_t nout) {
  const sl_pf_step_t *e = p->ev;
  sl_pbuf_t *te = &p->te, *da = &p->da;
  uint32_t i;
  size_t j;
  te->n = 0;
  sl__pb_uint(te, TE_TYPE, T_BEGIN);
  sl__pb_uint(te, TE_TRACK, track);
  if (s->kind == SL_PF_OP) {
    need(p, SL_PF_NAMES, s->name);
    sl__pb_uint(te, TE_NAME_IID, s->name);
  } else {
    sl__pb_bytes(te, TE_NAME, sl__pf_pool(e, s->text), s->text.len);
  }
  need(p, SL_PF_CATS, s->cat);
  sl__pb_uint(te, TE_CATEGORY_IIDS, s->cat);
  for (i = 0; i < s->nargs; i++) {
    const sl_pf_arg_t *a = &e->arg[s->arg0 + i];
    da->n = 0;
    need(p, SL_PF_ANAMES, a->key);
    sl__pb_uint(da, DA_NAME_IID, a->key);
    switch (a->type) {
    case SL_PF_STR:
      need(p, SL_PF_VALUES, a->v.iid);
      sl__pb_uint(da, DA_STRING_IID, a->v.iid);
      break;
    case SL_PF_INT:
      sl__pb_uint(da, DA_INT, (uint64_t)a->v.i);
      break;
    case SL_PF_UINT:
      sl__pb_uint(da, DA_UINT, a->v.u);
      break;
    default:
      sl__pb_double(da, DA_DOUBLE, a->v.d);
      break;
    }
    sl__pb_msg(te, TE_ANNOTATION, da);
  }
  /* The producer's begin starts an arrow; the consumer's end ends it, so
   * that an arrow whose consumer starts before its producer (but ends
   * after the producer starts) is still drawn. */
  for (j = 0; j < nout; j++) sl__pb_fixed64(te, TE_FLOW_IDS, outs[j]);
  event_packet(p, s->ts, te);
}

/* A slice's end event, with the arrows it ends. */
static void slice_end(pf_t *p, const sl_pf_slice_t *s, uint64_t track,
                      const uint64_t *ins, size_t nin) {
  sl_pbuf_t *te = &p->te;
  size_t j;
  te->n = 0;
  sl__pb_uint(te, TE_TYPE, T_END);
  sl__pb_uint(te, TE_TRACK, track);
  for (j = 0; j < nin; j++) sl__pb_fixed64(te, TE_TERMINATING_FLOW_IDS, ins[j]);
  event_packet(p, s->ts + s->dur, te);
}

/* Slices in the order trace_processor nests them right.  It sorts the
 * events by time, keeping file order for equal times, and an end closes
 * the innermost open slice of its track; so on each track the slices go
 * out by start, longer first, and an end is written as soon as no later
 * begin can come before it: ends at t (innermost first) before begins
 * at t, a zero-length slice's end right after its begin.  Each track
 * keeps a stack of its open slices, linked through `below`. */
typedef struct slorder_s {
  uint64_t *track;           /* by slice: its track, 0 to leave it out  */
  uint32_t *idx, *below;     /* slices by track; the stacks' links      */
  size_t cap;
  uint32_t *top, *last;      /* by track: its open stack's top, its last
                              * slice (+1; 0: none)                     */
  size_t ctr;
} slorder_t;

static int cmp_span(const void *a, const void *b, void *ud) {
  const sl_pf_slice_t *sl = ud, *x = &sl[*(const uint32_t *)a],
                      *y = &sl[*(const uint32_t *)b];
  if (x->ts != y->ts) return x->ts < y->ts ? -1 : 1;
  if (x->dur != y->dur) return x->dur > y->dur ? -1 : 1;
  return *(const uint32_t *)a < *(const uint32_t *)b ? -1 : 1;
}

static void end_of(pf_t *p, const sl_pf_slice_t *sl, uint32_t y,
                   uint64_t track, const sl_pf_links_t *ln) {
  slice_end(p, &sl[y], track, ln ? ln->in_ids + ln->in_at[y] : NULL,
            ln ? ln->in_at[y + 1] - ln->in_at[y] : 0);
}

/* Slice x, after the ends its begin must follow; its own end when it
 * has no length, else it is pushed. */
static void place_slice(pf_t *p, const sl_pf_slice_t *sl, uint32_t x,
                        const sl_pf_links_t *ln, slorder_t *o) {
  const sl_pf_slice_t *s = &sl[x];
  uint64_t track = o->track[x];
  uint32_t *top = &o->top[track];
  while (*top && sl[*top - 1].ts + sl[*top - 1].dur <= s->ts) {
    uint32_t y = *top - 1;
    *top = o->below[y];
    end_of(p, sl, y, track, ln);
  }
  slice_begin(p, s, track, ln ? ln->out_ids + ln->out_at[x] : NULL,
              ln ? ln->out_at[x + 1] - ln->out_at[x] : 0);
  if (s->dur == 0) {
    end_of(p, sl, x, track, ln);
  } else {
    o->below[x] = *top;
    *top = x + 1;
  }
}

static void close_track(pf_t *p, const sl_pf_slice_t *sl, uint64_t track,
                        const sl_pf_links_t *ln, slorder_t *o) {
  while (o->top[track]) {
    uint32_t y = o->top[track] - 1;
    o->top[track] = o->below[y];
    end_of(p, sl, y, track, ln);
  }
}

static int slorder_room(slorder_t *o, size_t n, size_t ntracks) {
  if (n > o->cap) {
    uint64_t *t = realloc(o->track, n * sizeof *t);
    uint32_t *x = t ? realloc(o->idx, n * sizeof *x) : NULL;
    uint32_t *y = x ? realloc(o->below, n * sizeof *y) : NULL;
    if (t) o->track = t;
    if (x) o->idx = x;
    if (!y) return SL_ENOMEM;
    o->below = y;
    o->cap = n;
  }
  if (ntracks > o->ctr) {
    uint32_t *t = realloc(o->top, ntracks * sizeof *t);
    uint32_t *l = t ? realloc(o->last, ntracks * sizeof *l) : NULL;
    if (t) o->top = t;
    if (!l) return SL_ENOMEM;
    o->last = l;
    o->ctr = ntracks;
  }
  return 0;
}

static void emit_slices(pf_t *p, const sl_pf_slice_t *sl, size_t n,
                        const sl_pf_links_t *ln, slorder_t *o) {
  size_t i, k, ntr;
  uint64_t maxt = 0;
  int sorted = 1;
  if (n == 0) return;
  if (n >= UINT32_MAX || slorder_room(o, n, 0)) {
    set_rc(p, SL_ENOMEM);
    return;
  }
  for (i = 0; i < n; i++) {
    const sl_pf_slice_t *s = &sl[i];
    o->track[i] = 0;
    if (s->ts < p->t0 || s->dur < 0 || s->ts > INT64_MAX / 1000 - s->dur)
      continue;
    o->track[i] = sl__pf_tracks_lane(&p->tracks, s->pid, s->lane, s->kind);
    set_rc(p, p->tracks.rc);
    if (o->track[i] > maxt) maxt = o->track[i];
  }
  /* Track uuids are small and dense: arrays by track. */
  if (maxt >= UINT32_MAX - 1 || slorder_room(o, n, (size_t)maxt + 2)) {
    set_rc(p, SL_ENOMEM);
    return;
  }
  memset(o->top, 0, ((size_t)maxt + 2) * sizeof *o->top);
  memset(o->last, 0, ((size_t)maxt + 2) * sizeof *o->last);
  for (i = 0; i < n && sorted; i++) {
    uint64_t t = o->track[i];
    uint32_t x = (uint32_t)i;
    if (!t) continue;
    if (o->last[t] && cmp_span(&(uint32_t){o->last[t] - 1}, &x, (void *)sl) > 0)
      sorted = 0;
    o->last[t] = x + 1;
  }
  if (sorted) {
    /* Each track's slices come in order already (the usual case): they
     * go out as they are, the tracks' stacks side by side. */
    for (i = 0; i < n && p->base.rc == 0; i++)
      if (o->track[i]) place_slice(p, sl, (uint32_t)i, ln, o);
    for (k = 1; k <= (size_t)maxt; k++) close_track(p, sl, k, ln, o);
    return;
  }
  /* Else by track (a counting sort; o->last counts), each sorted. */
  memset(o->last, 0, ((size_t)maxt + 2) * sizeof *o->last);
  for (i = 0; i < n; i++)
    if (o->track[i]) o->last[o->track[i] + 1]++;
  for (k = 1; k <= (size_t)maxt + 1; k++) o->last[k] += o->last[k - 1];
  for (i = 0; i < n; i++)
    if (o->track[i]) o->idx[o->last[o->track[i]]++] = (uint32_t)i;
  ntr = o->last[maxt];
  for (i = 0; i < ntr && p->base.rc == 0;) {
    uint64_t track = o->track[o->idx[i]];
    size_t j = i + 1;
    while (j < ntr && o->track[o->idx[j]] == track) j++;
    qsort_r(o->idx + i, j - i, sizeof *o->idx, cmp_span, (void *)sl);
    for (; i < j; i++) place_slice(p, sl, o->idx[i], ln, o);
    close_track(p, sl, track, ln, o);
  }
}

/* The step's arrows on its slices, and its tensors' lifetimes. */
static int emit_links_and_objects(pf_t *p);

static void emit_counters(pf_t *p) {
  const sl_pf_step_t *e = p->ev;
  sl_pbuf_t *te = &p->te;
  size_t i;
  for (i = 0; i < e->nct && p->base.rc == 0; i++) {
    const sl_pf_ctr_t *c = &e->ct[i];
    uint64_t track = sl__pf_tracks_counter(&p->tracks, sl__pf_pool(e, c->alloc),
                                           c->alloc.len);
    set_rc(p, p->tracks.rc);
    if (!track || c->ts < p->t0) continue;
    te->n = 0;
    sl__pb_uint(te, TE_TYPE, T_COUNTER);
    sl__pb_uint(te, TE_TRACK, track);
    sl__pb_uint(te, TE_COUNTER_VALUE, (uint64_t)c->value);
    event_packet(p, c->ts, te);
  }
}

/* The events kept since the last flush, as one packet sequence. */
static void write_events(pf_t *p) {
  sl_pf_step_t *e = p->ev;
  size_t i;
  int64_t t0 = INT64_MAX;
  if (e->oom) set_rc(p, SL_ENOMEM);
  if (p->base.rc || sl__pf_step_empty(e)) {
    sl__pf_step_clear(e);
    return;
  }
  for (i = 0; i < e->nsl; i++) if (e->sl[i].ts < t0) t0 = e->sl[i].ts;
  for (i = 0; i < e->nob; i++) if (e->ob[i].ts < t0) t0 = e->ob[i].ts;
  for (i = 0; i < e->nct; i++) if (e->ct[i].ts < t0) t0 = e->ct[i].ts;
  /* Perfetto's times are unsigned nanoseconds: an event before 0, or
   * past what nanoseconds hold, has no place (none in real profiles). */
  if (t0 < 0) t0 = 0;
  if (t0 > INT64_MAX / 1000) t0 = INT64_MAX / 1000;
  p->t0 = t0;
  /* Every process named so far, also those without events (a device's
   * Tensors process without --show-memory), as the JSON has them. */
  sl__pf_tracks_named(&p->tracks);
  if (++p->seq == 0) p->seq = 1;
  p->in.n = 0;
  sequence_start(p);
  set_rc(p, emit_links_and_objects(p));
  emit_counters(p);
  sl__pf_step_clear(e);
}

static int emit_links_and_objects(pf_t *p) {
  sl_pf_step_t *e = p->ev;
  sl_pf_links_t ln;
  sl_pf_slice_t *objs = NULL;
  size_t nobj = 0;
  slorder_t o;
  int rc = sl__pf_links(e, &ln);
  memset(&o, 0, sizeof o);
  if (rc == 0) emit_slices(p, e->sl, e->nsl, &ln, &o);
  sl__pf_links_close(&ln);
  if (rc == 0) rc = sl__pf_lifetimes(e, &p->tlanes, &objs, &nobj);
  if (rc == 0) emit_slices(p, objs, nobj, NULL, &o);
  free(objs);
  free(o.track);
  free(o.idx);
  free(o.below);
  free(o.top);
  free(o.last);
  return rc;
}

/* ---- the writer's interface ------------------------------------------------------- */

static void pw_begin(sl_trace_writer_t *w, sl_trace_form_t form) {
  pf_t *p = PF(w);
  /* Steps may begin together (a device clock that was not synchronized
   * starts every step at 0) and trace_processor nests slices that begin
   * together in file order: a complete trace writes its Steps slices
   * last, together, longest first.  A growing one (follow) cannot wait. */
  if (form == SL_TRACE_OBJECT && !p->steps &&
      (p->steps = malloc(sizeof *p->steps)) != NULL)
    sl__pf_step_init(p->steps);
}

static int pw_end(sl_trace_writer_t *w, int ok) {
  pf_t *p = PF(w);
  /* After a failure what was written stays: whole packets, a valid
   * trace; the failed step's events are dropped. */
  if (ok) {
    sl__pf_tracks_threads_left(&p->tracks);
    set_rc(p, p->tracks.rc);
    write_events(p);
    if (p->steps) {
      sl_pf_step_t *t = p->ev;
      p->ev = p->steps;
      p->steps = t;
      write_events(p);
    }
  } else {
    sl__pf_step_clear(p->ev);
  }
  set_rc(p, out_flush(p));
  return p->base.rc;
}

static int pw_flush(sl_trace_writer_t *w) {
  pf_t *p = PF(w);
  /* While two writers hold parts of a step, it is not whole yet. */
  if (p->main || p->sides) return p->base.rc;
  p->gseq = 0; /* the next events start a sequence of their own */
  write_events(p);
  set_rc(p, out_flush(p));
  return p->base.rc;
}

static pf_t *main_of(pf_t *p) { return p->main ? p->main : p; }

static void pw_process(sl_trace_writer_t *w, uint32_t pid, sl_str_t name,
                       const char *suffix) {
  pf_t *m = main_of(PF(w));
  PF(w)->base.events++;
  uv_mutex_lock(&m->mu);
  sl__pf_tracks_name_process(&m->tracks, pid, name, suffix);
  uv_mutex_unlock(&m->mu);
}

static void pw_process_labels(sl_trace_writer_t *w, uint32_t pid,
                              const sl_str_t *labels, size_t n) {
  pf_t *m = main_of(PF(w));
  uv_mutex_lock(&m->mu);
  sl__pf_tracks_label_process(&m->tracks, pid, labels, n);
  uv_mutex_unlock(&m->mu);
}

static void pw_process_order(sl_trace_writer_t *w, uint32_t pid,
                             int64_t index) {
  pf_t *m = main_of(PF(w));
  PF(w)->base.events++;
  uv_mutex_lock(&m->mu);
  sl__pf_tracks_rank_process(&m->tracks, pid, index);
  uv_mutex_unlock(&m->mu);
}

static void pw_thread(sl_trace_writer_t *w, uint32_t pid, int64_t tid,
                      sl_str_t name) {
  pf_t *m = main_of(PF(w));
  PF(w)->base.events++;
  uv_mutex_lock(&m->mu);
  sl__pf_tracks_name_lane(&m->tracks, pid, tid, name);
  uv_mutex_unlock(&m->mu);
}

static void pw_op(sl_trace_writer_t *w, sl_str_t op, const sl_ev_at_t *at,
                  int64_t dur, sl_str_t name, const sl_str_t *inputs) {
  pf_t *p = PF(w);
  p->base.events++;
  sl__pf_op(p->ev, op, at->pid, at->tid, at->ts, dur, name, inputs);
}

static void pw_step(sl_trace_writer_t *w, const sl_ev_step_t *st) {
  pf_t *p = PF(w);
  sl_pf_step_t *e = p->steps ? p->steps : p->ev;
  size_t at = e->nsl, a0 = e->narg;
  union {
    double d;
    uint64_t u;
  } wall;
  p->base.events++;
  if (!sl__pf_slice(e, SL_PF_STEP, st->name, st->at.pid, st->at.tid,
                    st->at.ts, st->dur))
    return;
  sl__pf_arg_num(e, sl__pf_key(e, SL_PF_KEY_STEP), SL_PF_INT,
                 (uint64_t)st->step);
  wall.d = st->wall_time;
  if (st->has_wall)
    sl__pf_arg_num(e, sl__pf_key(e, SL_PF_KEY_WALL_TIME), SL_PF_DOUBLE,
                   wall.u);
  sl__pf_arg_num(e, sl__pf_key(e, SL_PF_KEY_OPS), SL_PF_UINT, st->ops);
  if (!e->oom) e->sl[at].nargs = (uint32_t)(e->narg - a0);
}

static void pw_flow(sl_trace_writer_t *w, const sl_ev_flow_t *f) {
  pf_t *p = PF(w);
  sl_pf_flow_t *fl = sl__pf_flow(p->ev);
  p->base.events += 2;
  if (!fl) return;
  fl->from_pid = f->from.pid;
  fl->from_lane = f->from.tid;
  fl->from_start = f->from_start;
  fl->to_pid = f->to.pid;
  fl->to_lane = f->to.tid;
  fl->to_ts = f->to.ts;
  fl->id = f->id;
}

static void pw_object_new(sl_trace_writer_t *w, sl_str_t name,
                          const sl_ev_at_t *at, uint64_t id) {
  PF(w)->base.events++;
  sl__pf_obj(PF(w)->ev, SL_PF_NEW, name, at->pid, at->ts, id);
}

static void pw_object_delete(sl_trace_writer_t *w, sl_str_t name,
                             const sl_ev_at_t *at, uint64_t id) {
  PF(w)->base.events++;
  sl__pf_obj(PF(w)->ev, SL_PF_DELETE, name, at->pid, at->ts, id);
}

/* The snapshot's dtype, shape, bytes and allocator, as args. */
static void pw_object_snapshot(sl_trace_writer_t *w, sl_str_t name,
                               const sl_ev_at_t *at, uint64_t id,
                               const Tensorflow__TensorDescription *td) {
  pf_t *p = PF(w);
  sl_pf_step_t *e = p->ev;
  size_t oi = e->nob, a0 = e->narg, i;
  char num[24];
  const char *dt;
  p->base.events++;
  if (!sl__pf_obj(e, SL_PF_SNAPSHOT, name, at->pid, at->ts, id) || !td)
    return;
  dt = sl__dtype_name(td->dtype);
  if (!dt) {
    snprintf(num, sizeof num, "%d", (int)td->dtype);
    dt = num;
  }
  sl__pf_arg_str(e, sl__pf_key(e, SL_PF_KEY_DTYPE), sl__str(dt, strlen(dt)));
  if (td->shape) {
    sl_pbuf_t *b = &p->tmp;
    b->n = 0;
    if (sl__pb_room(b, 1)) b->p[b->n++] = '[';
    for (i = 0; i < td->shape->n_dim; i++) {
      uint8_t d[24];
      size_t k = (size_t)(sl__put_i64(d, td->shape->dim[i]->size) - d);
      if (i && sl__pb_room(b, 1)) b->p[b->n++] = ',';
      if (sl__pb_room(b, k)) {
        memcpy(b->p + b->n, d, k);
        b->n += k;
      }
    }
    if (sl__pb_room(b, 1)) b->p[b->n++] = ']';
    if (!b->oom)
      sl__pf_arg_str(e, sl__pf_key(e, SL_PF_KEY_SHAPE), sl__str(b->p, b->n));
  }
  if (td->allocation_description) {
    const Tensorflow__AllocationDescription *ad = td->allocation_description;
    sl__pf_arg_num(e, sl__pf_key(e, SL_PF_KEY_BYTES), SL_PF_INT,
                   (uint64_t)ad->requested_bytes);
    sl__pf_arg_str(e, sl__pf_key(e, SL_PF_KEY_ALLOCATOR),
                   sl__str(ad->allocator_name.data, ad->allocator_name.len));
  }
  if (!e->oom) e->ob[oi].nargs = (uint32_t)(e->narg - a0);
}

static void pw_counter(sl_trace_writer_t *w, sl_str_t alloc, int64_t ts,
                       int64_t bytes) {
  PF(w)->base.events++;
  sl__pf_counter(PF(w)->ev, alloc, ts, bytes);
}

/* ---- events of profiles that name their own threads ------------------------------------
 * Written as they come, each in a packet of its own on one sequence:
 * names inline, times in ns on the trace clock (base_us from
 * time_base(), picoseconds rounded down: Perfetto counts ns). */

enum {
  TE_CATEGORIES = 22, T_INSTANT = 3, DA_NAME = 10, DA_BOOL = 2,
  DA_ARRAY = 12,
  NAMED_FLOW_BASE_SHIFT = 63, /* named flows' ids (sl_tflow_t)            */
  ARROW_FLOW_BASE_SHIFT = 62 /* launch arrows' flow ids: apart from the
                              * profile's own flow ids (56 bits)        */
};

/* The trace-clock time of ps past the base: ns, 0 at the least. */
static uint64_t pw_ns(const pf_t *p, int64_t ps) {
  int64_t ns = ps >= 0 ? ps / 1000 : -((999 - ps) / 1000);
  int64_t base = p->base_us;
  if (base > 0 && base > (INT64_MAX - (ns > 0 ? ns : 0)) / 1000)
    return UINT64_MAX;
  ns += base * 1000;
  return ns > 0 ? (uint64_t)ns : 0;
}

/* The sequence of these events: one per flush (a plane), its first
 * packet clearing the interned state, so each plane's packets stand
 * alone and the tables hold one plane's strings. */
static void pw_sequence(pf_t *p) {
  sl_pbuf_t *pk = &p->pk;
  int t;
  if (p->gseq) return;
  p->gseq = ++p->seq;
  sl__arena_reset(&p->garena);
  for (t = 0; t < 3; t++) sl__strmap_init(&p->gtab[t], &p->garena);
  pk->n = 0;
  sl__pb_uint(pk, P_SEQ_ID, p->gseq);
  sl__pb_uint(pk, P_SEQ_FLAGS, SEQ_CLEARED);
  set_rc(p, out_packet(p, pk));
}

/* The iid of string v in table t (names, arg keys, string values), its
 * entry added to the packet's interned data when new.  0: out of
 * memory. */
static uint64_t pw_intern(pf_t *p, int t, sl_str_t v) {
  static const uint32_t field[3] = {ID_NAMES, ID_ANNOTATION_NAMES,
                                    ID_STRING_VALUES};
  int added;
  int64_t i;
  size_t k;
  for (k = 0; k < v.n && v.p[k] < 0x80; k++) {
  }
  if (k < v.n) {
    /* Kept as the valid UTF-8 the output holds. */
    p->tmp.n = 0;
    if (!sl__pb_room(&p->tmp, 3 * v.n + 1)) return 0;
    p->tmp.n = (size_t)(sl__utf8_clean(p->tmp.p, v.p, v.n) - p->tmp.p);
    v = sl__str(p->tmp.p, p->tmp.n);
  }
  i = sl__strmap_put(&p->gtab[t], v.p, v.n, &added);
  if (i < 0) {
    set_rc(p, SL_ENOMEM);
    return 0;
  }
  if (added) {
    sl_pbuf_t *b = &p->da2;
    b->n = 0;
    sl__pb_uint(b, IE_IID, (uint64_t)i + 1);
    sl__pb_bytes(b, IE_NAME, v.p, v.n);
    sl__pb_msg(&p->in, field[t], b);
  }
  return (uint64_t)i + 1;
}

/* A track event packet at ns on these events' sequence. */
static void pw_event(pf_t *p, uint64_t ns, const sl_pbuf_t *te) {
  track_packet(p, ns, p->gseq, te);
}

static void pw_time_base(sl_trace_writer_t *w, int64_t base_us) {
  pf_t *p = PF(w);
  p->base_us = base_us;
  /* These profiles' pids start at 1: kept as they are. */
  p->tracks.pid_offset = 0;
}

static void pw_named_thread(sl_trace_writer_t *w, uint32_t pid, uint64_t tid,
                            sl_str_t name, int64_t sort_index) {
  pf_t *p = PF(w);
  p->tracks.pid_offset = 0;
  sl__pf_tracks_thread(&p->tracks, pid, tid, name, sort_index);
  set_rc(p, p->tracks.rc);
}

static void pw_slice(sl_trace_writer_t *w, const sl_tslice_t *s) {
  pf_t *p = PF(w);
  sl_pbuf_t *te = &p->te, *da = &p->da;
  /* Its thread may be named after its first slices (at the end, by its
   * tid, if never). */
  uint64_t track =
      !s->instant || s->scope == SL_TSCOPE_THREAD
          ? sl__pf_tracks_thread_use(&p->tracks, s->pid, s->tid)
      : s->scope == SL_TSCOPE_PROCESS
          ? sl__pf_tracks_process(&p->tracks, s->pid)
          : sl__pf_tracks_global(&p->tracks);
  size_t i;
  set_rc(p, p->tracks.rc);
  if (!track) return;
  pw_sequence(p);
  te->n = 0;
  sl__pb_uint(te, TE_TYPE, s->instant ? T_INSTANT : T_BEGIN);
  sl__pb_uint(te, TE_TRACK, track);
  if (s->cat.n) sl__pb_bytes(te, TE_CATEGORIES, s->cat.p, s->cat.n);
  sl__pb_uint(te, TE_NAME_IID, pw_intern(p, 0, s->name));
  for (i = 0; i < s->nargs; i++) {
    const sl_targ_t *a = &s->args[i];
    size_t k;
    da->n = 0;
    sl__pb_uint(da, DA_NAME_IID, pw_intern(p, 1, a->key));
    switch (a->kind) {
    case SL_TARG_INT: sl__pb_uint(da, DA_INT, (uint64_t)a->v.i); break;
    case SL_TARG_UINT: sl__pb_uint(da, DA_UINT, a->v.u); break;
    case SL_TARG_DOUBLE: sl__pb_double(da, DA_DOUBLE, a->v.d); break;
    case SL_TARG_BOOL: sl__pb_uint(da, DA_BOOL, a->v.i != 0); break;
    case SL_TARG_INTS:
      for (k = 0; k < a->v.ints.n; k++) {
        p->da2.n = 0;
        sl__pb_uint(&p->da2, DA_INT, (uint64_t)a->v.ints.p[k]);
        sl__pb_msg(da, DA_ARRAY, &p->da2);
      }
      break;
    default: sl__pb_uint(da, DA_STRING_IID, pw_intern(p, 2, a->v.s)); break;
    }
    sl__pb_msg(te, TE_ANNOTATION, da);
  }
  /* A flow the slice starts or passes on (out), or ends (in only); the
   * launch arrows it starts and ends, their ids apart from the profile's
   * own (56 bits). */
  if (s->has_flow && s->flow_out)
    sl__pb_fixed64(te, TE_FLOW_IDS, s->bind_id);
  else if (s->has_flow && s->flow_in)
    sl__pb_fixed64(te, TE_TERMINATING_FLOW_IDS, s->bind_id);
  for (i = 0; i < s->narrow_out; i++)
    sl__pb_fixed64(te, TE_FLOW_IDS,
                   (s->arrow_out + i) | (uint64_t)1 << ARROW_FLOW_BASE_SHIFT);
  if (s->arrow_in)
    sl__pb_fixed64(te, TE_TERMINATING_FLOW_IDS,
                   s->arrow_in | (uint64_t)1 << ARROW_FLOW_BASE_SHIFT);
  for (i = 0; i < s->nflows; i++)
    sl__pb_fixed64(te,
                   s->flows[i].out || s->flows[i].step ? TE_FLOW_IDS
                                                       : TE_TERMINATING_FLOW_IDS,
                   s->flows[i].id | (uint64_t)1 << NAMED_FLOW_BASE_SHIFT);
  pw_event(p, pw_ns(p, s->ts_ps), te);
  p->base.events++;
  if (s->instant) return;
  te->n = 0;
  sl__pb_uint(te, TE_TYPE, T_END);
  sl__pb_uint(te, TE_TRACK, track);
  pw_event(p, pw_ns(p, s->ts_ps + (s->dur_ps > 0 ? s->dur_ps : 0)), te);
}

static void pw_counter_ps(sl_trace_writer_t *w, uint32_t pid, sl_str_t name,
                          int64_t ts_ps, int64_t value) {
  pf_t *p = PF(w);
  sl_pbuf_t *te = &p->te;
  uint64_t track = sl__pf_tracks_process_counter(&p->tracks, pid, name);
  set_rc(p, p->tracks.rc);
  if (!track) return;
  pw_sequence(p);
  te->n = 0;
  sl__pb_uint(te, TE_TYPE, T_COUNTER);
  sl__pb_uint(te, TE_TRACK, track);
  sl__pb_uint(te, TE_COUNTER_VALUE, (uint64_t)value);
  pw_event(p, pw_ns(p, ts_ps), te);
  p->base.events++;
}

/* The trace's facts (source, version): Perfetto's format has no field
 * for free-form trace metadata, so they are left out. */
static void pw_other_data(sl_trace_writer_t *w, const sl_targ_t *kv,
                          size_t n) {
  (void)w;
  (void)kv;
  (void)n;
}

static const sl_trace_ops_t perfetto_ops;
static const sl_timeline_ops_t perfetto_tl;

/* A writer; its step store is `ev` (taken) when given, else a new one. */
static pf_t *pf_alloc(sl_sink_fn sink, void *ud, sl_pf_step_t *ev) {
  pf_t *p = calloc(1, sizeof *p);
  if (!p) return NULL;
  if (uv_mutex_init(&p->mu) != 0) {
    free(p);
    return NULL;
  }
  p->base.ops = &perfetto_ops;
  p->base.tl = &perfetto_tl;
  p->sink = sink;
  p->sink_ud = ud;
  p->ev = ev ? ev : malloc(sizeof *p->ev);
  if (!p->ev) {
    uv_mutex_destroy(&p->mu);
    free(p);
    return NULL;
  }
  if (!ev) sl__pf_step_init(p->ev);
  sl__pf_tracks_init(&p->tracks, tracks_packet, p);
  sl__arena_init(&p->garena);
  return p;
}

static int pw_share(sl_trace_writer_t *w, sl_trace_writer_t **side) {
  pf_t *p = PF(w), *s = pf_alloc(NULL, NULL, p->spare);
  *side = NULL;
  if (!s) return SL_ENOMEM;
  p->spare = NULL;
  s->main = p;
  p->sides++;
  *side = &s->base;
  return 0;
}

static void pw_free(sl_trace_writer_t *w);

static int pw_unshare(sl_trace_writer_t *w, sl_trace_writer_t *side) {
  pf_t *p = PF(w), *s = PF(side);
  /* The smaller part is taken into the larger (its strings interned
   * again): the second thread's, which holds the ops, is the larger. */
  if (s->ev->nsl + s->ev->nob + s->ev->nct >
      p->ev->nsl + p->ev->nob + p->ev->nct) {
    sl_pf_step_t *t = p->ev;
    p->ev = s->ev;
    s->ev = t;
  }
  set_rc(p, sl__pf_take(p->ev, s->ev));
  p->base.events += s->base.events;
  set_rc(p, s->base.rc);
  /* Each step of a log has a side: its store is kept, not grown again
   * (and its pages faulted in again) for every step. */
  if (!p->spare) {
    sl__pf_step_clear(s->ev);
    p->spare = s->ev;
    s->ev = NULL;
  }
  pw_free(side);
  p->sides--;
  return p->base.rc;
}

static void pw_free(sl_trace_writer_t *w) {
  pf_t *p = PF(w);
  if (p->ev) sl__pf_step_close(p->ev);
  free(p->ev);
  if (p->spare) sl__pf_step_close(p->spare);
  free(p->spare);
  if (p->steps) sl__pf_step_close(p->steps);
  free(p->steps);
  sl__pf_tracks_close(&p->tracks);
  sl__pf_lanes_close(&p->tlanes);
  sl__pb_close(&p->out);
  sl__pb_close(&p->pk);
  sl__pb_close(&p->te);
  sl__pb_close(&p->da);
  sl__pb_close(&p->in);
  sl__pb_close(&p->tmp);
  sl__pb_close(&p->da2);
  sl__arena_close(&p->garena);
  uv_mutex_destroy(&p->mu);
  free(p);
}

static const sl_trace_ops_t perfetto_ops = {
    pw_begin,      pw_end,           pw_flush,         pw_process,
    pw_process_labels, pw_process_order, pw_named_thread,  pw_time_base,     pw_slice,
    pw_counter_ps,    pw_other_data,    pw_share,         pw_unshare,       pw_free};

static const sl_timeline_ops_t perfetto_tl = {
    pw_thread, pw_op, pw_step, pw_flow, pw_object_new,
    pw_object_snapshot, pw_object_delete, pw_counter};

sl_trace_writer_t *sl__perfetto_new(sl_sink_fn sink, void *ud) {
  pf_t *p = pf_alloc(sink, ud, NULL);
  return p ? &p->base : NULL;
}

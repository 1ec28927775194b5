/* The Chrome Trace JSON writer, one job: every writer call as JSON in
 * its two layouts.  See trace_writer.h.
 *
 * Each event is written with one buffer reservation (json.h, direct
 * writing), members in the order timeline.py gives them; indented output
 * is the same bytes re-laid by the JSON writer, not other code.  Every
 * event is one value of the traceEvents array.  The two layouts share
 * every event's code: the viewer-first one differs in the tid written,
 * the names of threads written before their first event, a flow's start
 * time and a counter's key. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <uv.h>

#include "emit/model/label.h"
#include "emit/write/json.h"
#include "emit/write/snapshot.h"
#include "emit/write/threads.h"
#include "emit/write/timeline_writer.h"

typedef struct locked_s {
  uv_mutex_t mu;
  sl_sink_fn fn;
  void *ud;
  int users;
} locked_t;

typedef struct chrome_s {
  sl_trace_writer_t base;
  sl_json_t json;
  sl_trace_form_t form;
  int flags;               /* SL_CHROME_*                             */
  int compat;              /* flags & SL_CHROME_COMPAT                */
  sl_text_t text;          /* a snapshot's text, reused               */
  locked_t *locked;        /* shared with side writers (share())      */
  /* Viewer-first: the trace's named threads (the main writer's `own`;
   * under the lock while shared) and this writer's copy of them. */
  sl_threads_t own, seen;
  sl_threads_t *named;
  /* Viewer-first: arrows held back until the ops they join are written
   * (see cw_flow); their names at `names` + the offset in name.p. */
  sl_ev_flow_t *held;
  size_t nheld, heldcap;
  int64_t base_us;         /* time_base()                             */
  int64_t base_member_us;  /* SL_CHROME_BASE_MEMBER: the base, said at
                            * the end (-1: none)                        */
  char *names;
  size_t nnames, namescap;
  sl_targ_t *other;        /* other_data(), written at end()          */
  size_t nother;
} chrome_t;

#define CW(w) ((chrome_t *)(w))
#define HEAD_NEED(name) (112 + SL_JSON_STR_MAX((name).n))
#define EV_PREFIX(ph, cat) "{\"ph\":\"" ph "\",\"cat\":\"" cat "\",\"name\":"
#define PREFIX_ARGS(ph, cat) EV_PREFIX(ph, cat), sizeof(EV_PREFIX(ph, cat)) - 1

/* The writer's status after an event. */
static inline void done(chrome_t *c, uint64_t events) {
  c->base.events += events;
  c->base.rc = c->json.rc;
}

/* Lane `tid` of `pid` as the layout numbers it. */
static inline uint8_t *put_tid(const chrome_t *c, uint8_t *o, uint32_t pid,
                               int64_t tid) {
  return c->compat ? sl__put_i64(o, tid)
                   : sl__put_u64(o, sl__viewer_tid(pid, tid));
}

/* The end of an event's head: ,"pid":P,"tid":T,"ts":TS. */
static uint8_t *put_where(const chrome_t *c, uint8_t *o,
                          const sl_ev_at_t *at) {
  o = SL_PUT_LIT(o, ",\"pid\":");
  o = sl__put_u64(o, at->pid);
  o = SL_PUT_LIT(o, ",\"tid\":");
  o = put_tid(c, o, at->pid, at->tid);
  o = SL_PUT_LIT(o, ",\"ts\":");
  return sl__put_i64(o, at->ts);
}

/* The common head of every event but M: ph, cat, name, pid, tid, ts.
 * The name goes out quoted and escaped at o + pn; with `quoted`, its
 * length there, for an event that repeats it. */
static uint8_t *put_head(const chrome_t *c, uint8_t *o, const char *prefix,
                         size_t pn, sl_str_t name, const sl_ev_at_t *at,
                         size_t *quoted) {
  uint8_t *end;
  memcpy(o, prefix, pn);
  end = sl__put_str(o + pn, name.p, name.n);
  if (quoted) *quoted = (size_t)(end - (o + pn));
  return put_where(c, end, at);
}

/* ---- the document ---------------------------------------------------------------- */

static void cw_begin(sl_trace_writer_t *w, sl_trace_form_t form) {
  chrome_t *c = CW(w);
  c->form = form;
  if (form != SL_TRACE_ARRAY) {
    sl__json_obj_begin(&c->json);
    if (form == SL_TRACE_OBJECT_NS) {
      SL_JSON_KEY(&c->json, "displayTimeUnit");
      SL_JSON_LIT(&c->json, "ns");
    }
    SL_JSON_KEY(&c->json, "traceEvents");
  }
  sl__json_arr_begin(&c->json);
  done(c, 0);
}

static void write_held(chrome_t *c);

static void write_other(chrome_t *c) {
  size_t i;
  SL_JSON_KEY(&c->json, "otherData");
  sl__json_obj_begin(&c->json);
  for (i = 0; i < c->nother; i++) {
    const sl_targ_t *a = &c->other[i];
    sl__json_key_str(&c->json, a->key.p, a->key.n);
    switch (a->kind) {
    case SL_TARG_INT: sl__json_int(&c->json, a->v.i); break;
    case SL_TARG_UINT: sl__json_uint(&c->json, a->v.u); break;
    case SL_TARG_DOUBLE: sl__json_double(&c->json, a->v.d, 17); break;
    case SL_TARG_BOOL:
      sl__json_raw_value(&c->json, a->v.i ? "true" : "false", a->v.i ? 4 : 5);
      break;
    case SL_TARG_STR: sl__json_str(&c->json, a->v.s.p, a->v.s.n); break;
    default: sl__json_raw_value(&c->json, "null", 4); break;
    }
  }
  sl__json_obj_end(&c->json);
}

static int cw_end(sl_trace_writer_t *w, int ok) {
  chrome_t *c = CW(w);
  /* After a failure the document is closed only between events (it then
   * holds the events before the damage, as valid JSON). */
  if (!ok && !(c->json.rc == 0 && c->json.depth == 2)) return c->json.rc;
  if (ok) write_held(c);
  sl__json_arr_end(&c->json);
  if (c->form != SL_TRACE_ARRAY && c->nother) write_other(c);
  if (c->form != SL_TRACE_ARRAY && c->base_member_us > 0) {
    SL_JSON_KEY(&c->json, "baseTimeNanoseconds");
    sl__json_int(&c->json, c->base_member_us * 1000);
  }
  if (c->form != SL_TRACE_ARRAY) sl__json_obj_end(&c->json);
  sl__json_raw(&c->json, "\n", 1);
  sl__json_flush(&c->json);
  done(c, 0);
  return c->json.rc;
}

static int cw_flush(sl_trace_writer_t *w) {
  chrome_t *c = CW(w);
  if (!c->locked) write_held(c);
  sl__json_flush(&c->json);
  done(c, 0);
  return c->json.rc;
}

/* ---- metadata ---------------------------------------------------------------------- */

static void cw_process(sl_trace_writer_t *w, uint32_t pid, sl_str_t name,
                       const char *suffix) {
  chrome_t *c = CW(w);
  size_t sn = suffix ? strlen(suffix) : 0;
  size_t need = 96 + SL_JSON_STR_MAX(name.n + sn);
  uint8_t *o = sl__json_elem_begin(&c->json, need);
  o = SL_PUT_LIT(o, "{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":");
  o = sl__put_u64(o, pid);
  o = SL_PUT_LIT(o, ",\"args\":{\"name\":");
  if (sn) {
    /* One JSON string made of the device name and the suffix (plain
     * ASCII, after the name's last character). */
    o = sl__put_str(o, name.p, name.n);
    memcpy(o - 1, suffix, sn);
    o += sn - 1;
    *o++ = '"';
  } else {
    o = sl__put_str(o, name.p, name.n);
  }
  o = SL_PUT_LIT(o, "}}");
  sl__json_elem_end(&c->json, o);
  done(c, 1);
}

/* One "labels" string, the labels joined by commas as Chrome has them. */
static void cw_process_labels(sl_trace_writer_t *w, uint32_t pid,
                              const sl_str_t *labels, size_t n) {
  chrome_t *c = CW(w);
  size_t i, need = 128;
  uint8_t *o;
  if (!n) return;
  for (i = 0; i < n; i++) need += SL_JSON_STR_MAX(labels[i].n) + 1;
  o = sl__json_elem_begin(&c->json, need);
  o = SL_PUT_LIT(o, "{\"name\":\"process_labels\",\"ph\":\"M\",\"pid\":");
  o = sl__put_u64(o, pid);
  o = SL_PUT_LIT(o, ",\"args\":{\"labels\":");
  o = sl__put_str(o, labels[0].p, labels[0].n);
  for (i = 1; i < n; i++) {
    uint8_t *q;
    o[-1] = ',';             /* the string goes on past its quote */
    q = o;
    o = sl__put_str(o, labels[i].p, labels[i].n);
    memmove(q, q + 1, (size_t)(o - q - 1)); /* without its opening quote */
    o--;
  }
  o = SL_PUT_LIT(o, "}}");
  sl__json_elem_end(&c->json, o);
  done(c, 1);
}

static void cw_process_order(sl_trace_writer_t *w, uint32_t pid,
                             int64_t index) {
  chrome_t *c = CW(w);
  uint8_t *o = sl__json_elem_begin(&c->json, 128);
  o = SL_PUT_LIT(o, "{\"name\":\"process_sort_index\",\"ph\":\"M\",\"pid\":");
  o = sl__put_u64(o, pid);
  o = SL_PUT_LIT(o, ",\"args\":{\"sort_index\":");
  o = sl__put_i64(o, index);
  o = SL_PUT_LIT(o, "}}");
  sl__json_elem_end(&c->json, o);
  done(c, 1);
}

/* A thread's name and, when sort >= 0, its sort index, as M events of
 * thread `tid` as written. */
static void thread_meta_at(chrome_t *c, uint32_t pid, uint64_t tid,
                           sl_str_t name, int64_t sort) {
  uint8_t *o = sl__json_elem_begin(&c->json, 256 + SL_JSON_STR_MAX(name.n));
  o = SL_PUT_LIT(o, "{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":");
  o = sl__put_u64(o, pid);
  o = SL_PUT_LIT(o, ",\"tid\":");
  o = sl__put_u64(o, tid);
  o = SL_PUT_LIT(o, ",\"args\":{\"name\":");
  o = sl__put_str(o, name.p, name.n);
  o = SL_PUT_LIT(o, "}}");
  if (sort < 0) {
    sl__json_elem_end(&c->json, o);
    done(c, 1);
    return;
  }
  if (c->json.pretty) {
    sl__json_elem_end(&c->json, o);
    o = sl__json_elem_begin(&c->json, 128);
  } else {
    *o++ = ',';
  }
  o = SL_PUT_LIT(o, "{\"name\":\"thread_sort_index\",\"ph\":\"M\",\"pid\":");
  o = sl__put_u64(o, pid);
  o = SL_PUT_LIT(o, ",\"tid\":");
  o = sl__put_u64(o, tid);
  o = SL_PUT_LIT(o, ",\"args\":{\"sort_index\":");
  o = sl__put_i64(o, sort);
  o = SL_PUT_LIT(o, "}}");
  sl__json_elem_end(&c->json, o);
  done(c, 2);
}

/* Lane `tid` of `pid` named (viewer-first, with its sort index: lanes in
 * order). */
static void thread_meta(chrome_t *c, uint32_t pid, int64_t tid,
                        sl_str_t name) {
  if (c->compat)
    thread_meta_at(c, pid, (uint64_t)tid, name, -1);
  else
    thread_meta_at(c, pid, sl__viewer_tid(pid, tid), name, tid + 1);
}

/* Marks [0, lane] of pid named, trace-wide and in this writer's copy.
 * Returns the first lane that had no name, > lane when all had. */
static uint64_t claim_lanes(chrome_t *c, uint32_t pid, uint64_t lane) {
  uint64_t from, mine;
  int rc;
  /* The lock only around the table: writing the names may flush, and
   * the sink takes the same lock. */
  if (c->locked) uv_mutex_lock(&c->locked->mu);
  rc = sl__threads_claim(c->named, pid, lane, &from);
  if (c->locked) uv_mutex_unlock(&c->locked->mu);
  if (rc == 0) rc = sl__threads_claim(&c->seen, pid, lane, &mine);
  if (rc) {
    if (c->json.rc == 0) c->json.rc = rc;
    return lane + 1;
  }
  return from;
}

/* Viewer-first: names the lanes of pid up to `lane` that have none. */
static void name_lanes(chrome_t *c, uint32_t pid, uint64_t lane,
                       int kind) {
  uint64_t l = claim_lanes(c, pid, lane);
  char buf[SL_LANE_NAME_MAX];
  for (; l <= lane && c->json.rc == 0; l++)
    thread_meta(c, pid, (int64_t)l, sl__lane_name(buf, kind, l));
}

static inline void name_lane(chrome_t *c, const sl_ev_at_t *at, int kind) {
  if (!c->compat && at->tid >= 0 &&
      !sl__threads_known(&c->seen, at->pid, (uint64_t)at->tid))
    name_lanes(c, at->pid, (uint64_t)at->tid, kind);
}

static void cw_thread(sl_trace_writer_t *w, uint32_t pid, int64_t tid,
                      sl_str_t name) {
  chrome_t *c = CW(w);
  uint64_t l;
  char buf[SL_LANE_NAME_MAX];
  if (c->compat || tid < 0) {
    thread_meta(c, pid, tid, name);
    return;
  }
  /* Lanes before it that have no name get the Steps one. */
  l = claim_lanes(c, pid, (uint64_t)tid);
  for (; l < (uint64_t)tid && c->json.rc == 0; l++)
    thread_meta(c, pid, (int64_t)l, sl__lane_name(buf, SL_LANE_STEPS, l));
  if (l == (uint64_t)tid) thread_meta(c, pid, tid, name);
}

/* ---- events ------------------------------------------------------------------------- */

static void cw_op(sl_trace_writer_t *w, sl_str_t op, const sl_ev_at_t *at,
                  int64_t dur, sl_str_t name, const sl_str_t *inputs) {
  chrome_t *c = CW(w);
  size_t need = HEAD_NEED(op) + 64 + SL_JSON_STR_MAX(name.n) +
                SL_JSON_STR_MAX(op.n) +
                (inputs ? SL_JSON_STR_MAX(inputs->n) + 32 * (inputs->n / 2 + 1)
                        : 0);
  uint8_t *o, *op_at;
  size_t op_n, i = 0;
  sl_split_t it;
  sl_str_t in;
  name_lane(c, at, SL_LANE_OPS);
  o = sl__json_elem_begin(&c->json, need);
  op_at = o + sizeof(EV_PREFIX("X", "Op")) - 1;
  o = put_head(c, o, PREFIX_ARGS("X", "Op"), op, at, &op_n);
  o = SL_PUT_LIT(o, ",\"dur\":");
  o = sl__put_i64(o, dur);
  o = SL_PUT_LIT(o, ",\"args\":{\"name\":");
  o = sl__put_str(o, name.p, name.n);
  o = SL_PUT_LIT(o, ",\"op\":");
  /* The op again, as it went out in the head. */
  memcpy(o, op_at, op_n);
  o += op_n;
  if (inputs) {
    sl__split_init(&it, *inputs);
    while (sl__split_next(&it, &in)) {
      o = SL_PUT_LIT(o, ",\"input");
      o = sl__put_u64(o, i++);
      o = SL_PUT_LIT(o, "\":");
      o = sl__put_str(o, in.p, in.n);
    }
  }
  o = SL_PUT_LIT(o, "}}");
  sl__json_elem_end(&c->json, o);
  done(c, 1);
}

static void cw_step(sl_trace_writer_t *w, const sl_ev_step_t *s) {
  chrome_t *c = CW(w);
  uint8_t *o;
  name_lane(c, &s->at, SL_LANE_STEPS);
  o = sl__json_elem_begin(&c->json, HEAD_NEED(s->name) + 160);
  o = put_head(c, o, PREFIX_ARGS("X", "Step"), s->name, &s->at, NULL);
  o = SL_PUT_LIT(o, ",\"dur\":");
  o = sl__put_i64(o, s->dur);
  o = SL_PUT_LIT(o, ",\"args\":{\"step\":");
  o = sl__put_i64(o, s->step);
  if (s->has_wall) {
    o = SL_PUT_LIT(o, ",\"wall_time\":");
    o = sl__put_double(o, s->wall_time, 6);
  }
  o = SL_PUT_LIT(o, ",\"ops\":");
  o = sl__put_u64(o, s->ops);
  o = SL_PUT_LIT(o, "}}");
  sl__json_elem_end(&c->json, o);
  done(c, 1);
}

/* Events with an "id": N (tensor created), D (deleted), and both halves
 * of a flow. */
static void id_event(chrome_t *c, const char *prefix, size_t pn,
                     sl_str_t name, const sl_ev_at_t *at, uint64_t id) {
  uint8_t *o;
  name_lane(c, at, SL_LANE_OPS);
  o = sl__json_elem_begin(&c->json, HEAD_NEED(name) + 32);
  o = put_head(c, o, prefix, pn, name, at, NULL);
  o = SL_PUT_LIT(o, ",\"id\":");
  o = sl__put_u64(o, id);
  *o++ = '}';
  sl__json_elem_end(&c->json, o);
  done(c, 1);
}

/* Keeps an arrow (and a copy of its name) to write later.  0 or
 * SL_ENOMEM. */
static int hold(chrome_t *c, const sl_ev_flow_t *f) {
  sl_ev_flow_t *h;
  if (c->nheld == c->heldcap) {
    size_t cap = c->heldcap;
    if (sl__grow_cap(&cap, c->nheld + 1, sizeof *h) != 0 ||
        !(h = realloc(c->held, cap * sizeof *h)))
      return SL_ENOMEM;
    c->held = h;
    c->heldcap = cap;
  }
  if (c->nnames + f->name.n > c->namescap) {
    size_t cap = c->namescap;
    char *n;
    if (sl__grow_cap(&cap, c->nnames + f->name.n, 1) != 0 ||
        !(n = realloc(c->names, cap)))
      return SL_ENOMEM;
    c->names = n;
    c->namescap = cap;
  }
  h = &c->held[c->nheld++];
  *h = *f;
  if (f->name.n) memcpy(c->names + c->nnames, f->name.p, f->name.n);
  h->name.p = (const uint8_t *)(uintptr_t)c->nnames;
  c->nnames += f->name.n;
  return 0;
}

static void flow_now(chrome_t *c, const sl_ev_flow_t *f);

/* Writes the arrows held back, after everything before them. */
static void write_held(chrome_t *c) {
  size_t i;
  for (i = 0; i < c->nheld && c->json.rc == 0; i++) {
    sl_ev_flow_t f = c->held[i];
    f.name.p = (const uint8_t *)c->names + (uintptr_t)f.name.p;
    flow_now(c, &f);
  }
  c->nheld = c->nnames = 0;
}

static void cw_flow(sl_trace_writer_t *w, const sl_ev_flow_t *f) {
  chrome_t *c = CW(w);
  int rc;
  /* Perfetto sorts events by time, then a slice before an arrow event at
   * the same time unless the slice has no duration: then file order
   * decides, and an arrow before its op binds to the op before it on the
   * lane.  Arrows at a zero-duration op wait until the step's ops are
   * written (the next flush: the end of the step). */
  if (!c->compat && (f->from_start == f->from.ts || f->to_dur == 0)) {
    if ((rc = hold(c, f)) != 0 && c->json.rc == 0) c->json.rc = rc;
    done(c, 0);
    return;
  }
  flow_now(c, f);
}

static void flow_now(chrome_t *c, const sl_ev_flow_t *f) {
  sl_str_t name = f->name;
  const sl_ev_at_t *to = &f->to;
  sl_ev_at_t start = f->from;
  const sl_ev_at_t *from = &start;
  uint64_t id = f->id;
  size_t need = 2 * (HEAD_NEED(name) + 32) + 1, qn;
  uint8_t *o, *name_at;
  if (!c->compat) {
    /* An arrow runs forward in time or Perfetto drops it: when the
     * consumer starts inside its producer, the arrow leaves the producer
     * there (still within the producer's span, so it binds to it). */
    if (to->ts < start.ts && to->ts >= f->from_start) start.ts = to->ts;
    name_lane(c, from, SL_LANE_OPS);
    name_lane(c, to, SL_LANE_OPS);
  }
  if (c->json.pretty) {
    /* Two values for the layout to place. */
    id_event(c, PREFIX_ARGS("s", "DataFlow"), name, from, id);
    id_event(c, PREFIX_ARGS("t", "DataFlow"), name, to, id);
    return;
  }
  /* Both events in one reservation, the name escaped once: the arrows are
   * a third of a trace's events, and their names (tensor names,
   * "scope/op:0") are the longest strings in them. */
  o = sl__json_elem_begin(&c->json, need);
  name_at = o + sizeof(EV_PREFIX("s", "DataFlow")) - 1;
  o = put_head(c, o, PREFIX_ARGS("s", "DataFlow"), name, from, &qn);
  o = SL_PUT_LIT(o, ",\"id\":");
  o = sl__put_u64(o, id);
  o = SL_PUT_LIT(o, "},");
  o = SL_PUT_LIT(o, EV_PREFIX("t", "DataFlow"));
  memcpy(o, name_at, qn);
  o = put_where(c, o + qn, to);
  o = SL_PUT_LIT(o, ",\"id\":");
  o = sl__put_u64(o, id);
  *o++ = '}';
  sl__json_elem_end(&c->json, o);
  done(c, 2);
}

static void cw_object_new(sl_trace_writer_t *w, sl_str_t name,
                          const sl_ev_at_t *at, uint64_t id) {
  id_event(CW(w), PREFIX_ARGS("N", "Tensor"), name, at, id);
}

static void cw_object_delete(sl_trace_writer_t *w, sl_str_t name,
                             const sl_ev_at_t *at, uint64_t id) {
  id_event(CW(w), PREFIX_ARGS("D", "Tensor"), name, at, id);
}

static void cw_object_snapshot(sl_trace_writer_t *w, sl_str_t name,
                               const sl_ev_at_t *at, uint64_t id,
                               const Tensorflow__TensorDescription *td) {
  chrome_t *c = CW(w);
  uint8_t *o;
  /* Python's str() of the description, JSON-ready. */
  if (sl__snapshot_text(&c->text, td, 1)) {
    if (c->json.rc == 0) c->json.rc = SL_ENOMEM;
    done(c, 0);
    return;
  }
  o = sl__json_elem_begin(&c->json, HEAD_NEED(name) + 96 + c->text.n);
  o = put_head(c, o, PREFIX_ARGS("O", "Tensor"), name, at, NULL);
  o = SL_PUT_LIT(o, ",\"id\":");
  o = sl__put_u64(o, id);
  o = SL_PUT_LIT(o, ",\"args\":{\"snapshot\":{\"tensor_description\":\"");
  if (c->text.n) memcpy(o, c->text.p, c->text.n);
  o += c->text.n;
  o = SL_PUT_LIT(o, "\"}}}");
  sl__json_elem_end(&c->json, o);
  done(c, 1);
}

static void cw_counter(sl_trace_writer_t *w, sl_str_t alloc, int64_t ts,
                       int64_t bytes) {
  chrome_t *c = CW(w);
  sl_ev_at_t at = {0, 0, ts};
  uint8_t *o;
  name_lane(c, &at, SL_LANE_COUNTERS);
  o = sl__json_elem_begin(&c->json,
                          HEAD_NEED(alloc) + 48 + SL_JSON_STR_MAX(alloc.n));
  o = put_head(c, o, PREFIX_ARGS("C", "Memory"), alloc, &at, NULL);
  o = SL_PUT_LIT(o, ",\"args\":{");
  /* Perfetto names a counter track "<name> <key>": viewer-first, the
   * track reads "GPU_0_bfc bytes". */
  if (c->compat)
    o = sl__put_str(o, alloc.p, alloc.n);
  else
    o = SL_PUT_LIT(o, "\"bytes\"");
  *o++ = ':';
  o = sl__put_i64(o, bytes);
  o = SL_PUT_LIT(o, "}}");
  sl__json_elem_end(&c->json, o);
  done(c, 1);
}

/* ---- events of profiles that name their own threads ---------------------------------- */

static void cw_named_thread(sl_trace_writer_t *w, uint32_t pid, uint64_t tid,
                            sl_str_t name, int64_t sort_index) {
  thread_meta_at(CW(w), pid, tid, name, sort_index < 0 ? 0 : sort_index);
}

static void cw_time_base(sl_trace_writer_t *w, int64_t base_us) {
  chrome_t *c = CW(w);
  if (c->flags & SL_CHROME_BASE_MEMBER) {
    c->base_member_us = base_us;
    return;
  }
  c->base_us = base_us;
}

/* JSON numbers are doubles: integers beyond 2^53 go out as strings. */
#define put_u64_json sl__put_u64_json
#define put_i64_json sl__put_i64_json

static uint8_t *put_targ(uint8_t *o, const sl_targ_t *a) {
  size_t i;
  switch (a->kind) {
  case SL_TARG_INT: return put_i64_json(o, a->v.i);
  case SL_TARG_UINT: return put_u64_json(o, a->v.u);
  case SL_TARG_BOOL:
    return a->v.i ? SL_PUT_LIT(o, "true") : SL_PUT_LIT(o, "false");
  case SL_TARG_INTS:
    *o++ = '[';
    for (i = 0; i < a->v.ints.n; i++) {
      if (i) *o++ = ',';
      o = put_i64_json(o, a->v.ints.p[i]);
    }
    *o++ = ']';
    return o;
  case SL_TARG_DOUBLE:
    if (isnan(a->v.d)) return SL_PUT_LIT(o, "\"NaN\"");
    if (isinf(a->v.d))
      return a->v.d > 0 ? SL_PUT_LIT(o, "\"Infinity\"")
                        : SL_PUT_LIT(o, "\"-Infinity\"");
    return sl__put_double_exact(o, a->v.d);
  default: return sl__put_str(o, a->v.s.p, a->v.s.n);
  }
}

enum { FLOW_START, FLOW_END, FLOW_STEP };
static void put_flow(chrome_t *c, uint64_t id, int point, uint32_t pid,
                     uint64_t tid, int64_t ts_ps, sl_str_t name, sl_str_t cat);
/* A named flow bound on the slice itself (bind_id) has an id apart
 * from trace_processor's numbers for the flows that bind by time (from
 * 0 up), and below 2^53: a larger one is written as a string, which
 * trace_processor reads as hex. */
#define SOLO_FLOW_BIT ((uint64_t)1 << 52)
static const sl_str_t launch = {(const uint8_t *)"launch", 6};

static void cw_slice(sl_trace_writer_t *w, const sl_tslice_t *s) {
  chrome_t *c = CW(w);
  size_t need = 200 + SL_JSON_STR_MAX(s->name.n) + SL_JSON_STR_MAX(s->cat.n);
  size_t i;
  uint8_t *o;
  for (i = 0; i < s->nargs; i++) {
    const sl_targ_t *a = &s->args[i];
    need += 8 + SL_JSON_STR_MAX(a->key.n);
    if (a->kind == SL_TARG_STR)
      need += SL_JSON_STR_MAX(a->v.s.n);
    else if (a->kind == SL_TARG_INTS)
      need += 2 + 24 * a->v.ints.n;
    else
      need += 40;
  }
  o = sl__json_elem_begin(&c->json, need);
  o = !s->instant ? SL_PUT_LIT(o, "{\"ph\":\"X\",\"pid\":")
      : s->scope == SL_TSCOPE_PROCESS
          ? SL_PUT_LIT(o, "{\"ph\":\"i\",\"s\":\"p\",\"pid\":")
      : s->scope == SL_TSCOPE_GLOBAL
          ? SL_PUT_LIT(o, "{\"ph\":\"i\",\"s\":\"g\",\"pid\":")
          : SL_PUT_LIT(o, "{\"ph\":\"i\",\"s\":\"t\",\"pid\":");
  o = sl__put_u64(o, s->pid);
  o = SL_PUT_LIT(o, ",\"tid\":");
  o = sl__put_u64(o, s->tid);
  o = SL_PUT_LIT(o, ",\"ts\":");
  o = sl__put_ps_us(o, c->base_us, s->ts_ps);
  if (!s->instant) {
    o = SL_PUT_LIT(o, ",\"dur\":");
    o = sl__put_ps_us(o, 0, s->dur_ps > 0 ? s->dur_ps : 0);
  }
  if (s->cat.n) {
    o = SL_PUT_LIT(o, ",\"cat\":");
    o = sl__put_str(o, s->cat.p, s->cat.n);
  }
  o = SL_PUT_LIT(o, ",\"name\":");
  o = sl__put_str(o, s->name.p, s->name.n);
  if (s->has_flow) {
    o = SL_PUT_LIT(o, ",\"bind_id\":");
    o = put_u64_json(o, s->bind_id);
    if (s->flow_out) o = SL_PUT_LIT(o, ",\"flow_out\":true");
    if (s->flow_in) o = SL_PUT_LIT(o, ",\"flow_in\":true");
  } else if (s->nflows && s->flows[0].solo) {
    /* The only flow of each of its slices: bound here exactly. */
    const sl_tflow_t *f = &s->flows[0];
    o = SL_PUT_LIT(o, ",\"bind_id\":");
    o = put_u64_json(o, f->id | SOLO_FLOW_BIT);
    if (f->out || f->step) o = SL_PUT_LIT(o, ",\"flow_out\":true");
    if (!f->out || f->step) o = SL_PUT_LIT(o, ",\"flow_in\":true");
  }
  if (s->nargs) {
    o = SL_PUT_LIT(o, ",\"args\":{");
    for (i = 0; i < s->nargs; i++) {
      if (i) *o++ = ',';
      o = sl__put_str(o, s->args[i].key.p, s->args[i].key.n);
      *o++ = ':';
      o = put_targ(o, &s->args[i]);
    }
    *o++ = '}';
  }
  *o++ = '}';
  sl__json_elem_end(&c->json, o);
  done(c, 1);
  for (i = 0; i < s->narrow_out; i++)
    put_flow(c, s->arrow_out + i, FLOW_START, s->pid, s->tid, s->ts_ps, launch,
             launch);
  if (s->arrow_in)
    put_flow(c, s->arrow_in, FLOW_END, s->pid, s->tid, s->ts_ps, launch,
             launch);
  for (i = 0; i < s->nflows; i++)
    if (!s->flows[i].solo || s->has_flow)
      put_flow(c, s->flows[i].id,
               s->flows[i].step  ? FLOW_STEP
               : s->flows[i].out ? FLOW_START
                                 : FLOW_END,
               s->pid, s->tid, s->ts_ps, s->flows[i].name, s->flows[i].cat);
}

/* A flow's point at the slice it leaves (s), passes through (t) or
 * reaches (f, bound to the slice that encloses it). */
static void put_flow(chrome_t *c, uint64_t id, int point, uint32_t pid,
                     uint64_t tid, int64_t ts_ps, sl_str_t name,
                     sl_str_t cat) {
  uint8_t *o = sl__json_elem_begin(
      &c->json, 160 + SL_JSON_STR_MAX(name.n) + SL_JSON_STR_MAX(cat.n));
  o = point == FLOW_END ? SL_PUT_LIT(o, "{\"ph\":\"f\",\"bp\":\"e\",\"id\":")
      : point == FLOW_STEP ? SL_PUT_LIT(o, "{\"ph\":\"t\",\"id\":")
                           : SL_PUT_LIT(o, "{\"ph\":\"s\",\"id\":");
  o = put_u64_json(o, id);
  o = SL_PUT_LIT(o, ",\"pid\":");
  o = sl__put_u64(o, pid);
  o = SL_PUT_LIT(o, ",\"tid\":");
  o = sl__put_u64(o, tid);
  o = SL_PUT_LIT(o, ",\"ts\":");
  o = sl__put_ps_us(o, c->base_us, ts_ps);
  o = SL_PUT_LIT(o, ",\"name\":");
  o = sl__put_str(o, name.p, name.n);
  o = SL_PUT_LIT(o, ",\"cat\":");
  o = sl__put_str(o, cat.p, cat.n);
  *o++ = '}';
  sl__json_elem_end(&c->json, o);
  done(c, 1);
}

static void cw_counter_ps(sl_trace_writer_t *w, uint32_t pid, sl_str_t name,
                          int64_t ts_ps, int64_t value) {
  chrome_t *c = CW(w);
  uint8_t *o = sl__json_elem_begin(&c->json, 160 + 2 * SL_JSON_STR_MAX(name.n));
  o = SL_PUT_LIT(o, "{\"ph\":\"C\",\"cat\":\"Memory\",\"name\":");
  o = sl__put_str(o, name.p, name.n);
  o = SL_PUT_LIT(o, ",\"pid\":");
  o = sl__put_u64(o, pid);
  o = SL_PUT_LIT(o, ",\"tid\":0,\"ts\":");
  o = sl__put_ps_us(o, c->base_us, ts_ps);
  o = SL_PUT_LIT(o, ",\"args\":{");
  o = sl__put_str(o, name.p, name.n);
  *o++ = ':';
  o = put_i64_json(o, value);
  o = SL_PUT_LIT(o, "}}");
  sl__json_elem_end(&c->json, o);
  done(c, 1);
}

static void cw_other_data(sl_trace_writer_t *w, const sl_targ_t *kv,
                          size_t n) {
  chrome_t *c = CW(w);
  size_t i, bytes = n * sizeof *kv;
  uint8_t *o;
  /* One block: the args, then the bytes of their strings. */
  for (i = 0; i < n; i++)
    bytes += kv[i].key.n + (kv[i].kind == SL_TARG_STR ? kv[i].v.s.n : 0);
  free(c->other);
  c->nother = 0;
  if (!(c->other = malloc(bytes ? bytes : 1))) {
    if (c->json.rc == 0) c->json.rc = SL_ENOMEM;
    done(c, 0);
    return;
  }
  o = (uint8_t *)(c->other + n);
  for (i = 0; i < n; i++) {
    sl_targ_t *a = &c->other[i];
    *a = kv[i];
    if (a->kind == SL_TARG_INTS) a->kind = 255; /* not kept: null */
    memcpy(o, kv[i].key.p, kv[i].key.n);
    a->key.p = o;
    o += kv[i].key.n;
    if (a->kind == SL_TARG_STR) {
      memcpy(o, kv[i].v.s.p, kv[i].v.s.n);
      a->v.s.p = o;
      o += kv[i].v.s.n;
    }
  }
  c->nother = n;
}

/* ---- threads ------------------------------------------------------------------------- */

/* Both threads write whole events into one output, one sink call at a
 * time.  Which thread's chunk comes first depends on timing, so the
 * events are the same from run to run but their order may differ. */
static int locked_sink(void *ud, const void *p, size_t n) {
  locked_t *l = ud;
  int rc;
  uv_mutex_lock(&l->mu);
  rc = l->fn(l->ud, p, n);
  uv_mutex_unlock(&l->mu);
  return rc;
}

static const sl_trace_ops_t chrome_ops;
static const sl_timeline_ops_t chrome_tl;

static chrome_t *chrome_alloc(int flags, sl_sink_fn sink, void *ud) {
  chrome_t *c = calloc(1, sizeof *c);
  if (!c) return NULL;
  if (sl__json_init(&c->json, SL_JSON_BUFSIZE, !!(flags & SL_CHROME_PRETTY),
                    sink, ud) != 0) {
    free(c);
    return NULL;
  }
  c->base.ops = &chrome_ops;
  c->base.tl = &chrome_tl;
  c->flags = flags;
  c->compat = !!(flags & SL_CHROME_COMPAT);
  c->base_member_us = -1;
  sl__threads_init(&c->own);
  sl__threads_init(&c->seen);
  c->named = &c->own;
  return c;
}

static int cw_share(sl_trace_writer_t *w, sl_trace_writer_t **side) {
  chrome_t *c = CW(w), *s;
  int rc = sl__json_flush(&c->json);
  *side = NULL;
  if (rc) return rc;
  if (!c->locked) {
    locked_t *l = calloc(1, sizeof *l);
    if (!l) return SL_ENOMEM;
    if (uv_mutex_init(&l->mu) != 0) {
      free(l);
      return SL_ENOMEM;
    }
    l->fn = c->json.sink;
    l->ud = c->json.sink_ud;
    c->locked = l;
    c->json.sink = locked_sink;
    c->json.sink_ud = l;
    /* Between events, inside the events array: depth 2 in an object
     * trace, 1 in the array form; flushes only between events. */
    sl__json_continue_array(&c->json, c->json.depth);
  }
  s = chrome_alloc(c->flags, locked_sink, c->locked);
  if (!s) return SL_ENOMEM;
  s->named = c->named;
  s->locked = c->locked;  /* for the names table; the sink is the same */
  sl__json_continue_array(&s->json, c->json.depth);
  c->locked->users++;
  *side = &s->base;
  return 0;
}

static void cw_free(sl_trace_writer_t *w);

static int cw_unshare(sl_trace_writer_t *w, sl_trace_writer_t *side) {
  chrome_t *c = CW(w), *s = CW(side);
  int rc = sl__json_flush(&s->json);
  size_t i;
  c->base.events += s->base.events;
  /* Its held arrows are the main writer's to write. */
  for (i = 0; i < s->nheld && rc == 0; i++) {
    sl_ev_flow_t f = s->held[i];
    f.name.p = (const uint8_t *)s->names + (uintptr_t)f.name.p;
    rc = hold(c, &f);
  }
  if (rc && c->json.rc == 0) c->json.rc = rc;
  cw_free(side);
  if (--c->locked->users == 0) {
    /* Alone again: the sink as it was. */
    rc = sl__json_flush(&c->json);
    c->json.sink = c->locked->fn;
    c->json.sink_ud = c->locked->ud;
    c->json.boundary = 0;
    uv_mutex_destroy(&c->locked->mu);
    free(c->locked);
    c->locked = NULL;
  }
  done(c, 0);
  return c->json.rc;
}

static void cw_free(sl_trace_writer_t *w) {
  chrome_t *c = CW(w);
  sl__json_close(&c->json);
  sl__text_close(&c->text);
  sl__threads_close(&c->own);
  sl__threads_close(&c->seen);
  free(c->held);
  free(c->names);
  free(c->other);
  free(c);
}

static const sl_trace_ops_t chrome_ops = {
    cw_begin,      cw_end,           cw_flush,         cw_process,
    cw_process_labels, cw_process_order, cw_named_thread,  cw_time_base,     cw_slice,
    cw_counter_ps, cw_other_data,    cw_share,         cw_unshare,       cw_free};

static const sl_timeline_ops_t chrome_tl = {
    cw_thread, cw_op, cw_step, cw_flow, cw_object_new,
    cw_object_snapshot, cw_object_delete, cw_counter};

sl_trace_writer_t *sl__chrome_new(int flags, sl_sink_fn sink, void *ud) {
  chrome_t *c = chrome_alloc(flags, sink, ud);
  return c ? &c->base : NULL;
}

/* The Chrome Trace JSON writer.  See trace_writer.h.
 *
 * Each event is written with one buffer reservation (json.h, direct
 * writing), members in the order timeline.py gives them; indented output
 * is the same bytes re-laid by the JSON writer, not other code.  Every
 * event is one value of the traceEvents array. */
#include <stdlib.h>
#include <string.h>

#include <uv.h>

#include "emit/model/label.h"
#include "emit/write/json.h"
#include "emit/write/snapshot.h"
#include "emit/write/trace_writer.h"

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
  sl_text_t text;          /* a snapshot's text, reused               */
  locked_t *locked;        /* shared with side writers (share())      */
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

/* The end of an event's head: ,"pid":P,"tid":T,"ts":TS. */
static uint8_t *put_where(uint8_t *o, const sl_ev_at_t *at) {
  o = SL_PUT_LIT(o, ",\"pid\":");
  o = sl__put_u64(o, at->pid);
  o = SL_PUT_LIT(o, ",\"tid\":");
  o = sl__put_i64(o, at->tid);
  o = SL_PUT_LIT(o, ",\"ts\":");
  return sl__put_i64(o, at->ts);
}

/* The common head of every event but M: ph, cat, name, pid, tid, ts.
 * The name goes out quoted and escaped at o + pn; with `quoted`, its
 * length there, for an event that repeats it. */
static uint8_t *put_head(uint8_t *o, const char *prefix, size_t pn,
                         sl_str_t name, const sl_ev_at_t *at,
                         size_t *quoted) {
  uint8_t *end;
  memcpy(o, prefix, pn);
  end = sl__put_str(o + pn, name.p, name.n);
  if (quoted) *quoted = (size_t)(end - (o + pn));
  return put_where(end, at);
}

/* ---- the document ---------------------------------------------------------------- */

static void cw_begin(sl_trace_writer_t *w, sl_trace_form_t form) {
  chrome_t *c = CW(w);
  c->form = form;
  if (form == SL_TRACE_OBJECT) {
    sl__json_obj_begin(&c->json);
    SL_JSON_KEY(&c->json, "traceEvents");
  }
  sl__json_arr_begin(&c->json);
  done(c, 0);
}

static int cw_end(sl_trace_writer_t *w, int ok) {
  chrome_t *c = CW(w);
  /* After a failure the document is closed only between events (it then
   * holds the events before the damage, as valid JSON). */
  if (!ok && !(c->json.rc == 0 && c->json.depth == 2)) return c->json.rc;
  sl__json_arr_end(&c->json);
  if (c->form == SL_TRACE_OBJECT) sl__json_obj_end(&c->json);
  sl__json_raw(&c->json, "\n", 1);
  sl__json_flush(&c->json);
  done(c, 0);
  return c->json.rc;
}

static int cw_flush(sl_trace_writer_t *w) {
  chrome_t *c = CW(w);
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

static void cw_thread(sl_trace_writer_t *w, uint32_t pid, int64_t tid,
                      sl_str_t name) {
  chrome_t *c = CW(w);
  uint8_t *o = sl__json_elem_begin(&c->json, 128 + SL_JSON_STR_MAX(name.n));
  o = SL_PUT_LIT(o, "{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":");
  o = sl__put_u64(o, pid);
  o = SL_PUT_LIT(o, ",\"tid\":");
  o = sl__put_i64(o, tid);
  o = SL_PUT_LIT(o, ",\"args\":{\"name\":");
  o = sl__put_str(o, name.p, name.n);
  o = SL_PUT_LIT(o, "}}");
  sl__json_elem_end(&c->json, o);
  done(c, 1);
}

/* ---- events ------------------------------------------------------------------------- */

static void cw_op(sl_trace_writer_t *w, sl_str_t op, const sl_ev_at_t *at,
                  int64_t dur, sl_str_t name, const sl_str_t *inputs) {
  chrome_t *c = CW(w);
  size_t need = HEAD_NEED(op) + 64 + SL_JSON_STR_MAX(name.n) +
                SL_JSON_STR_MAX(op.n) +
                (inputs ? SL_JSON_STR_MAX(inputs->n) + 32 * (inputs->n / 2 + 1)
                        : 0);
  uint8_t *o = sl__json_elem_begin(&c->json, need), *op_at;
  size_t op_n, i = 0;
  sl_split_t it;
  sl_str_t in;
  op_at = o + sizeof(EV_PREFIX("X", "Op")) - 1;
  o = put_head(o, PREFIX_ARGS("X", "Op"), op, at, &op_n);
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
  uint8_t *o = sl__json_elem_begin(&c->json, HEAD_NEED(s->name) + 160);
  o = put_head(o, PREFIX_ARGS("X", "Step"), s->name, &s->at, NULL);
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
  uint8_t *o = sl__json_elem_begin(&c->json, HEAD_NEED(name) + 32);
  o = put_head(o, prefix, pn, name, at, NULL);
  o = SL_PUT_LIT(o, ",\"id\":");
  o = sl__put_u64(o, id);
  *o++ = '}';
  sl__json_elem_end(&c->json, o);
  done(c, 1);
}

static void cw_flow(sl_trace_writer_t *w, sl_str_t name,
                    const sl_ev_at_t *from, const sl_ev_at_t *to,
                    uint64_t id) {
  chrome_t *c = CW(w);
  size_t need = 2 * (HEAD_NEED(name) + 32) + 1, qn;
  uint8_t *o, *name_at;
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
  o = put_head(o, PREFIX_ARGS("s", "DataFlow"), name, from, &qn);
  o = SL_PUT_LIT(o, ",\"id\":");
  o = sl__put_u64(o, id);
  o = SL_PUT_LIT(o, "},");
  o = SL_PUT_LIT(o, EV_PREFIX("t", "DataFlow"));
  memcpy(o, name_at, qn);
  o = put_where(o + qn, to);
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
  o = put_head(o, PREFIX_ARGS("O", "Tensor"), name, at, NULL);
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
  uint8_t *o = sl__json_elem_begin(
      &c->json, HEAD_NEED(alloc) + 48 + SL_JSON_STR_MAX(alloc.n));
  o = put_head(o, PREFIX_ARGS("C", "Memory"), alloc, &at, NULL);
  o = SL_PUT_LIT(o, ",\"args\":{");
  o = sl__put_str(o, alloc.p, alloc.n);
  *o++ = ':';
  o = sl__put_i64(o, bytes);
  o = SL_PUT_LIT(o, "}}");
  sl__json_elem_end(&c->json, o);
  done(c, 1);
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

static chrome_t *chrome_alloc(int pretty, sl_sink_fn sink, void *ud) {
  chrome_t *c = calloc(1, sizeof *c);
  if (!c) return NULL;
  if (sl__json_init(&c->json, SL_JSON_BUFSIZE, pretty, sink, ud) != 0) {
    free(c);
    return NULL;
  }
  c->base.ops = &chrome_ops;
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
  s = chrome_alloc(c->json.pretty, locked_sink, c->locked);
  if (!s) return SL_ENOMEM;
  sl__json_continue_array(&s->json, c->json.depth);
  c->locked->users++;
  *side = &s->base;
  return 0;
}

static void cw_free(sl_trace_writer_t *w);

static int cw_unshare(sl_trace_writer_t *w, sl_trace_writer_t *side) {
  chrome_t *c = CW(w), *s = CW(side);
  int rc = sl__json_flush(&s->json);
  c->base.events += s->base.events;
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
  free(c);
}

static const sl_trace_ops_t chrome_ops = {
    cw_begin,      cw_end,           cw_flush,         cw_process,
    cw_process_order, cw_thread,     cw_op,            cw_step,
    cw_flow,       cw_object_new,    cw_object_snapshot, cw_object_delete,
    cw_counter,    cw_share,         cw_unshare,       cw_free};

sl_trace_writer_t *sl__chrome_new(int pretty, sl_sink_fn sink, void *ud) {
  chrome_t *c = chrome_alloc(pretty, sink, ud);
  return c ? &c->base : NULL;
}

/* Trace events.  See events.h. */
#include "events.h"

#include <stdlib.h>

#include "label.h"

/* Events larger than this take the structural path. */
#define DIRECT_MAX ((size_t)16 << 10)
#define HEAD_NEED(name) (112 + SL_JSON_STR_MAX((name).n))
#define EV_PREFIX(ph, cat) "{\"ph\":\"" ph "\",\"cat\":\"" cat "\",\"name\":"

static inline int direct(const sl_json_t *w, size_t need) {
  return !w->pretty && need <= DIRECT_MAX;
}

/* The end of an event's head: ,"pid":P,"tid":T,"ts":TS. */
static uint8_t *put_where(uint8_t *o, uint32_t pid, int64_t tid, int64_t ts) {
  o = SL_PUT_LIT(o, ",\"pid\":");
  o = sl__put_u64(o, pid);
  o = SL_PUT_LIT(o, ",\"tid\":");
  o = sl__put_i64(o, tid);
  o = SL_PUT_LIT(o, ",\"ts\":");
  return sl__put_i64(o, ts);
}

/* The common head of every event but M: ph, cat, name, pid, tid, ts.
 * The name goes out quoted and escaped at o + pn; with `quoted`, its
 * length there, for an event that repeats it. */
static uint8_t *put_head(uint8_t *o, const char *prefix, size_t pn,
                         sl_str_t name, uint32_t pid, int64_t tid,
                         int64_t ts, size_t *quoted) {
  uint8_t *end;
  memcpy(o, prefix, pn);
  end = sl__put_str(o + pn, name.p, name.n);
  if (quoted) *quoted = (size_t)(end - (o + pn));
  return put_where(end, pid, tid, ts);
}

/* The same head through the structural calls (the object stays open). */
static void head(sl_json_t *w, const char *ph, const char *cat,
                 sl_str_t name, uint32_t pid, int64_t tid, int64_t ts) {
  sl__json_obj_begin(w);
  SL_JSON_KEY(w, "ph");
  sl__json_str(w, (const uint8_t *)ph, strlen(ph));
  SL_JSON_KEY(w, "cat");
  sl__json_str(w, (const uint8_t *)cat, strlen(cat));
  SL_JSON_KEY(w, "name");
  sl__json_str(w, name.p, name.n);
  SL_JSON_KEY(w, "pid");
  sl__json_uint(w, pid);
  SL_JSON_KEY(w, "tid");
  sl__json_int(w, tid);
  SL_JSON_KEY(w, "ts");
  sl__json_int(w, ts);
}

#define PREFIX_ARGS(ph, cat) EV_PREFIX(ph, cat), sizeof(EV_PREFIX(ph, cat)) - 1

/* The head of a metadata event about `pid`, up to its open args object. */
static void meta_head(sl_json_t *w, const char *what, uint32_t pid) {
  sl__json_obj_begin(w);
  SL_JSON_KEY(w, "name");
  sl__json_str(w, (const uint8_t *)what, strlen(what));
  SL_JSON_KEY(w, "ph");
  SL_JSON_LIT(w, "M");
  SL_JSON_KEY(w, "pid");
  sl__json_uint(w, pid);
  SL_JSON_KEY(w, "args");
  sl__json_obj_begin(w);
}

void sl__ev_process(sl_json_t *w, uint32_t pid, sl_str_t name,
                    const char *suffix) {
  w->events++;
  meta_head(w, "process_name", pid);
  SL_JSON_KEY(w, "name");
  if (suffix) {
    /* One JSON string made of the device name and the suffix. */
    size_t sn = strlen(suffix);
    uint8_t *tmp = malloc(name.n + sn + 1);
    if (tmp) {
      if (name.n) memcpy(tmp, name.p, name.n);
      memcpy(tmp + name.n, suffix, sn);
      sl__json_str(w, tmp, name.n + sn);
      free(tmp);
    } else if (w->rc == 0) {
      w->rc = SL_ENOMEM;
    }
  } else {
    sl__json_str(w, name.p, name.n);
  }
  sl__json_obj_end(w);
  sl__json_obj_end(w);
}

void sl__ev_op(sl_json_t *w, sl_str_t op, uint32_t pid, int64_t tid,
               int64_t ts, int64_t dur, sl_str_t name,
               const sl_str_t *inputs) {
  w->events++;
  size_t need = HEAD_NEED(op) + 64 + SL_JSON_STR_MAX(name.n) +
                SL_JSON_STR_MAX(op.n) +
                (inputs ? SL_JSON_STR_MAX(inputs->n) + 32 * (inputs->n / 2 + 1)
                        : 0);
  sl_split_t it;
  sl_str_t in;
  size_t i = 0;
  if (direct(w, need)) {
    uint8_t *o = sl__json_elem_begin(w, need), *op_at;
    size_t op_n;
    op_at = o + sizeof(EV_PREFIX("X", "Op")) - 1;
    o = put_head(o, PREFIX_ARGS("X", "Op"), op, pid, tid, ts, &op_n);
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
    sl__json_elem_end(w, o);
    return;
  }
  head(w, "X", "Op", op, pid, tid, ts);
  SL_JSON_KEY(w, "dur");
  sl__json_int(w, dur);
  SL_JSON_KEY(w, "args");
  sl__json_obj_begin(w);
  SL_JSON_KEY(w, "name");
  sl__json_str(w, name.p, name.n);
  SL_JSON_KEY(w, "op");
  sl__json_str(w, op.p, op.n);
  if (inputs) {
    char key[32];
    sl__split_init(&it, *inputs);
    while (sl__split_next(&it, &in)) {
      size_t k;
      memcpy(key, "input", 5);
      k = 5 + sl__u64_to_dec(i++, key + 5);
      sl__json_key(w, key, k);
      sl__json_str(w, in.p, in.n);
    }
  }
  sl__json_obj_end(w);
  sl__json_obj_end(w);
}

void sl__ev_id(sl_json_t *w, sl_ev_kind_t kind, sl_str_t name, uint32_t pid,
               int64_t tid, int64_t ts, uint64_t id) {
  w->events++;
  static const char *const ph[] = {"N", "D", "s", "t"};
  static const char *const cat[] = {"Tensor", "Tensor", "DataFlow",
                                    "DataFlow"};
  size_t need = HEAD_NEED(name) + 32;
  if (direct(w, need)) {
    uint8_t *o = sl__json_elem_begin(w, need);
    switch (kind) {
    case SL_EV_NEW:
      o = put_head(o, PREFIX_ARGS("N", "Tensor"), name, pid, tid, ts, NULL);
      break;
    case SL_EV_DELETE:
      o = put_head(o, PREFIX_ARGS("D", "Tensor"), name, pid, tid, ts, NULL);
      break;
    case SL_EV_FLOW_START:
      o = put_head(o, PREFIX_ARGS("s", "DataFlow"), name, pid, tid, ts, NULL);
      break;
    default:
      o = put_head(o, PREFIX_ARGS("t", "DataFlow"), name, pid, tid, ts, NULL);
      break;
    }
    o = SL_PUT_LIT(o, ",\"id\":");
    o = sl__put_u64(o, id);
    *o++ = '}';
    sl__json_elem_end(w, o);
    return;
  }
  head(w, ph[kind], cat[kind], name, pid, tid, ts);
  SL_JSON_KEY(w, "id");
  sl__json_uint(w, id);
  sl__json_obj_end(w);
}

void sl__ev_flow(sl_json_t *w, sl_str_t name, const sl_ev_at_t *from,
                 const sl_ev_at_t *to, uint64_t id) {
  size_t need = 2 * (HEAD_NEED(name) + 32) + 1;
  if (direct(w, need)) {
    /* Both events in one reservation, the name escaped once: the arrows
     * are a third of a trace's events, and their names (tensor names,
     * "scope/op:0") are the longest strings in them. */
    uint8_t *o = sl__json_elem_begin(w, need), *name_at;
    size_t qn;
    w->events += 2;
    name_at = o + sizeof(EV_PREFIX("s", "DataFlow")) - 1;
    o = put_head(o, PREFIX_ARGS("s", "DataFlow"), name, from->pid, from->tid,
                 from->ts, &qn);
    o = SL_PUT_LIT(o, ",\"id\":");
    o = sl__put_u64(o, id);
    o = SL_PUT_LIT(o, "},");
    o = SL_PUT_LIT(o, EV_PREFIX("t", "DataFlow"));
    memcpy(o, name_at, qn);
    o = put_where(o + qn, to->pid, to->tid, to->ts);
    o = SL_PUT_LIT(o, ",\"id\":");
    o = sl__put_u64(o, id);
    *o++ = '}';
    sl__json_elem_end(w, o);
    return;
  }
  sl__ev_id(w, SL_EV_FLOW_START, name, from->pid, from->tid, from->ts, id);
  sl__ev_id(w, SL_EV_FLOW_END, name, to->pid, to->tid, to->ts, id);
}

void sl__ev_snapshot(sl_json_t *w, sl_str_t name, uint32_t pid, int64_t tid,
                     int64_t ts, uint64_t id, const char *text, size_t n) {
  w->events++;
  size_t need = HEAD_NEED(name) + 96 + n;
  if (direct(w, need)) {
    uint8_t *o = sl__json_elem_begin(w, need);
    o = put_head(o, PREFIX_ARGS("O", "Tensor"), name, pid, tid, ts, NULL);
    o = SL_PUT_LIT(o, ",\"id\":");
    o = sl__put_u64(o, id);
    o = SL_PUT_LIT(o, ",\"args\":{\"snapshot\":{\"tensor_description\":");
    *o++ = '"';
    if (n) memcpy(o, text, n);
    o += n;
    o = SL_PUT_LIT(o, "\"}}}");
    sl__json_elem_end(w, o);
    return;
  }
  head(w, "O", "Tensor", name, pid, tid, ts);
  SL_JSON_KEY(w, "id");
  sl__json_uint(w, id);
  SL_JSON_KEY(w, "args");
  sl__json_obj_begin(w);
  SL_JSON_KEY(w, "snapshot");
  sl__json_obj_begin(w);
  SL_JSON_KEY(w, "tensor_description");
  sl__json_str_raw(w, text, n);
  sl__json_obj_end(w);
  sl__json_obj_end(w);
  sl__json_obj_end(w);
}

void sl__ev_counter(sl_json_t *w, sl_str_t alloc, int64_t ts, int64_t total) {
  w->events++;
  size_t need = HEAD_NEED(alloc) + 48 + SL_JSON_STR_MAX(alloc.n);
  if (direct(w, need)) {
    uint8_t *o = sl__json_elem_begin(w, need);
    o = put_head(o, PREFIX_ARGS("C", "Memory"), alloc, 0, 0, ts, NULL);
    o = SL_PUT_LIT(o, ",\"args\":{");
    o = sl__put_str(o, alloc.p, alloc.n);
    *o++ = ':';
    o = sl__put_i64(o, total);
    o = SL_PUT_LIT(o, "}}");
    sl__json_elem_end(w, o);
    return;
  }
  head(w, "C", "Memory", alloc, 0, 0, ts);
  SL_JSON_KEY(w, "args");
  sl__json_obj_begin(w);
  sl__json_key_str(w, alloc.p, alloc.n);
  sl__json_int(w, total);
  sl__json_obj_end(w);
  sl__json_obj_end(w);
}

void sl__ev_thread(sl_json_t *w, uint32_t pid, int64_t tid, sl_str_t name) {
  w->events++;
  sl__json_obj_begin(w);
  SL_JSON_KEY(w, "name");
  SL_JSON_LIT(w, "thread_name");
  SL_JSON_KEY(w, "ph");
  SL_JSON_LIT(w, "M");
  SL_JSON_KEY(w, "pid");
  sl__json_uint(w, pid);
  SL_JSON_KEY(w, "tid");
  sl__json_int(w, tid);
  SL_JSON_KEY(w, "args");
  sl__json_obj_begin(w);
  SL_JSON_KEY(w, "name");
  sl__json_str(w, name.p, name.n);
  sl__json_obj_end(w);
  sl__json_obj_end(w);
}

void sl__ev_sort_index(sl_json_t *w, uint32_t pid, int64_t index) {
  w->events++;
  meta_head(w, "process_sort_index", pid);
  SL_JSON_KEY(w, "sort_index");
  sl__json_int(w, index);
  sl__json_obj_end(w);
  sl__json_obj_end(w);
}

void sl__ev_step(sl_json_t *w, uint32_t pid, int64_t tid, int64_t ts,
                 int64_t dur, sl_str_t name, int64_t step, int has_wall,
                 double wall_time, uint64_t ops) {
  w->events++;
  head(w, "X", "Step", name, pid, tid, ts);
  SL_JSON_KEY(w, "dur");
  sl__json_int(w, dur);
  SL_JSON_KEY(w, "args");
  sl__json_obj_begin(w);
  SL_JSON_KEY(w, "step");
  sl__json_int(w, step);
  if (has_wall) {
    SL_JSON_KEY(w, "wall_time");
    sl__json_double(w, wall_time, 6);
  }
  SL_JSON_KEY(w, "ops");
  sl__json_uint(w, ops);
  sl__json_obj_end(w);
  sl__json_obj_end(w);
}

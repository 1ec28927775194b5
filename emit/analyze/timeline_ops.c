/* The timeline's ops and dataflow.  See timeline.h. */
#include <string.h>

#include "emit/analyze/timeline.h"
#include "emit/model/label.h"

/* Is an op of this duration written (--min-duration)?  Arrows only join
 * ops that are both shown; a tensor's producer spans create..flow_ts. */
static inline int shown(const sl_timeline_t *tl, int64_t dur) {
  return tl->opt->min_duration <= 0 || dur >= tl->opt->min_duration;
}

/* One input of an op that names tensor t: the tensor is referenced until
 * just before the op ends, and gets a flow arrow when producer and
 * consumer lanes differ. */
static void link_input(sl_tl_ops_t *v, uint32_t pid, int64_t lane,
                       int64_t start, int64_t dur, int64_t end, sl_str_t in,
                       int64_t t) {
  sl_timeline_t *tl = v->tl;
  sl_tensor_t *tt = &tl->tensors[t];
  uint32_t from;
  if (sl__add64(end, -1) > tt->last_unref) tt->last_unref = sl__add64(end, -1);
  from = tl->s->devs[tt->dev].pid;
  if (v->w && tl->opt->show_dataflow &&
      (from != pid || tt->flow_tid != (uint32_t)lane) && shown(tl, dur) &&
      shown(tl, (int64_t)((uint64_t)tt->flow_ts - (uint64_t)tt->create))) {
    sl_ev_flow_t f;
    f.name = in;
    f.from.pid = from;
    f.from.tid = tt->flow_tid;
    f.from.ts = tt->flow_ts;
    f.from_start = tt->create;
    f.to.pid = pid;
    f.to.tid = lane;
    f.to.ts = start;
    f.to_dur = dur;
    f.id = tl->next_flow++;
    v->w->tl->flow(v->w, &f);
  }
}

/* The tensor an input names, after the /_N Send/Recv suffix rule (the
 * name may be shortened), or -1; h is the name's sl__hash. */
static int64_t input_tensor(const sl_timeline_t *tl, sl_str_t *in,
                            uint32_t h) {
  int64_t t = sl__strmap_find_h(&tl->tnames, in->p, in->n, h);
  if (t < 0) {
    long cut = sl__recv_suffix(*in);
    if (cut > 0) {
      in->n = (size_t)cut;
      t = sl__strmap_find(&tl->tnames, in->p, in->n);
    }
  }
  return t;
}

/* The op of a node: its X event, and its inputs' dataflow. */
static int ops_node(void *ud, sl_walk_t *w, sl_node_t *nd) {
  sl_tl_ops_t *v = ud;
  sl_timeline_t *tl = v->tl;
  const sl_device_t *dev = &tl->s->devs[nd->dev];
  sl_str_t nn, op, inputs = sl__str("", 0), in, argname = nd->f.node_name;
  uint32_t pid = dev->pid;
  int parsed = 0, recv = SL_STR_EQ(nd->f.node_name, "RecvTensor");
  sl_split_t it;
  (void)w;
  /* Only ops with parsed labels have inputs: without X events to write,
   * GPU-tracer rows and RecvTensor need nothing more. */
  if (!v->x_events && (dev->gpu || recv)) return 0;
  if (dev->gpu) {
    sl__kernel_label(nd->f.timeline_label, nd->f.node_name, &argname, &op);
  } else if (recv) {
    op = sl__str("RecvTensor", 10);
  } else {
    parsed = sl__op_label(nd->f.timeline_label, &nn, &op, &inputs);
    if (!parsed) op = sl__str("unknown", 7);
  }
  nd->lab.name = argname;
  nd->lab.op = op;
  nd->lab.kernel = dev->gpu;
  if (v->x_events) {
    if (v->w && shown(tl, nd->dur)) {
      sl_ev_at_t at = {pid, nd->lane, nd->start};
      v->w->tl->op(v->w, op, &at, nd->dur, argname,
                    parsed ? &inputs : NULL);
    }
    if (v->ops == 0 || nd->start < v->t_min) v->t_min = nd->start;
    if (v->ops == 0 || nd->end > v->t_max) v->t_max = nd->end;
    v->ops++;
  }
  if (parsed && v->flows) {
    sl__split_init(&it, inputs);
    while (sl__split_next(&it, &in)) {
      int64_t t = input_tensor(tl, &in, sl__hash(in.p, in.n));
      if (t >= 0)
        link_input(v, pid, nd->lane, nd->start, nd->dur, nd->end, in, t);
    }
  }
  return v->w ? v->w->rc : 0;
}

sl_visitor_t sl__tl_ops(sl_tl_ops_t *v, sl_timeline_t *tl,
                        sl_trace_writer_t *w, int x_events, int flows) {
  sl_visitor_t vis = {v, NULL, ops_node, NULL};
  memset(v, 0, sizeof *v);
  v->tl = tl;
  v->w = w;
  v->x_events = x_events;
  v->flows = flows;
  return vis;
}

void sl__tl_add_span(sl_timeline_t *tl, const sl_tl_ops_t *v) {
  if (v->ops == 0) return;
  if (tl->ops == 0 || v->t_min < tl->t_min) tl->t_min = v->t_min;
  if (tl->ops == 0 || v->t_max > tl->t_max) tl->t_max = v->t_max;
  tl->ops += v->ops;
}

/* The dataflow pass's lookups are cache misses one after another (the
 * table is megabytes): the slot, the key's place, its bytes, the tensor.
 * Its inputs are known ahead, so each is asked for in three stages, a few
 * inputs apart: the slot (STAGE inputs before the lookup), then from the
 * slot the likely key's place and tensor, then the key's bytes. */
#define STAGE 8
#define RING 32 /* > 2 * STAGE, a power of two */

static void prefetch_input(const sl_timeline_t *tl, size_t k,
                           int64_t *guess) {
  const sl_strmap_t *m = &tl->tnames;
  if (k < tl->nfins) sl__strmap_prefetch(m, tl->fins[k].h);
  if (k >= STAGE && k - STAGE < tl->nfins) {
    int64_t g = sl__strmap_guess(m, tl->fins[k - STAGE].h);
    guess[(k - STAGE) & (RING - 1)] = g;
    if (g >= 0) {
      __builtin_prefetch(&m->keys[g]);
      __builtin_prefetch(&tl->tensors[g]);
    }
  }
  if (k >= 2 * STAGE && k - 2 * STAGE < tl->nfins) {
    int64_t g = guess[(k - 2 * STAGE) & (RING - 1)];
    if (g >= 0) __builtin_prefetch(m->keys[g].p);
  }
}

int sl__tl_digest_flows(sl_tl_ops_t *v, sl_walk_t *w) {
  sl_timeline_t *tl = v->tl;
  const sl_step_t *s = tl->s;
  const sl_flowin_t *fi = tl->fins;
  const uint8_t *bytes = s->ref->src->mem;
  size_t i, at = 0;
  int64_t guess[RING];
  (void)w;
  for (i = 0; i < 3 * STAGE; i++) prefetch_input(tl, i, guess);
  for (i = 0; i < tl->nfops; i++) {
    const sl_flowop_t *o = &tl->fops[i];
    const sl_flowin_t *last = fi + o->count;
    int gpu = s->devs[o->dev].gpu;
    uint32_t pid = s->devs[o->dev].pid;
    int64_t end = sl__add64(o->start, o->dur);
    if (SL_UNLIKELY((i & 4095) == 0 && atomic_load(&tl->s->abort)))
      return SL_EABORTED;
    for (; fi < last; fi++, at++) {
      sl_str_t in = sl__str(bytes + fi->at, fi->n);
      int64_t t;
      prefetch_input(tl, at + 3 * STAGE, guess);
      if (gpu) continue;
      t = input_tensor(tl, &in, fi->h);
      if (t >= 0) link_input(v, pid, o->lane, o->start, o->dur, end, in, t);
    }
    if (v->w && SL_UNLIKELY(v->w->rc)) return v->w->rc;
  }
  return 0;
}

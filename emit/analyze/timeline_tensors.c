/* The timeline's tensor table and tensor objects.  See timeline.h. */
#include <stdlib.h>
#include <string.h>

#include "emit/analyze/timeline.h"
#include "emit/model/label.h"
#include "emit/write/json.h"

#define OOM(w) sl__err((w)->err, SL_ENOMEM, (w)->s->ref->off, "out of memory")

/* The name of output `i` of a node: "node" for 0, else "node:i". */
static int output_name(sl_walk_t *w, char **buf, size_t *cap, sl_str_t node,
                       size_t i, sl_str_t *out) {
  char d[24];
  size_t k, need;
  if (i == 0) {
    *out = node;
    return 0;
  }
  k = sl__u64_to_dec(i, d);
  need = node.n + 1 + k;
  if (need > *cap) {
    size_t c = *cap;
    char *nb;
    if (sl__grow_cap(&c, need, 1) != 0 || !(nb = realloc(*buf, c)))
      return OOM(w);
    *buf = nb;
    *cap = c;
  }
  if (node.n) memcpy(*buf, node.p, node.n);
  (*buf)[node.n] = ':';
  memcpy(*buf + node.n + 1, d, k);
  *out = sl__str(*buf, need);
  return 0;
}

/* Room for one object id per output of the node, in the walk. */
static int ids_room(sl_walk_t *w, size_t n) {
  if (n > w->idcap) {
    size_t cap = w->idcap;
    uint32_t *ni;
    if (sl__grow_cap(&cap, n, sizeof *ni) != 0 ||
        !(ni = realloc(w->ids, cap * sizeof *ni)))
      return OOM(w);
    w->ids = ni;
    w->idcap = cap;
  }
  return 0;
}

/* ---- the tensor table ---------------------------------------------------------- */

static int grow_array(sl_walk_t *w, void **arr, size_t *cap, size_t need,
                      size_t size) {
  size_t c = *cap;
  void *p;
  if (need <= c) return 0;
  if (sl__grow_cap(&c, need, size) != 0) return OOM(w);
  p = sl__arena_realloc(&w->s->arena, *arr, c * size);
  if (!p) return OOM(w);
  *arr = p;
  *cap = c;
  return 0;
}

/* Keeps an op with inputs for the dataflow pass (sl_flowop_t).  The
 * device table may not be there yet (another thread builds it): ops of
 * GPU-tracer rows, which have no inputs, are left out there instead. */
static int digest_op(sl_timeline_t *tl, sl_walk_t *w, const sl_node_t *nd) {
  sl_step_t *s = tl->s;
  sl_str_t nn, op, inputs, in;
  sl_split_t it;
  sl_flowop_t *o;
  uint64_t body;
  /* GPU-tracer rows get no arrows (the reference skips them too): once
   * the table says which they are, most of a GPU step's nodes, their
   * labels need no parse. */
  if (atomic_load_explicit(&s->devices_known, memory_order_acquire) &&
      nd->dev < s->ndev && s->devs[nd->dev].gpu)
    return 0;
  if (SL_STR_EQ(nd->f.node_name, "RecvTensor") ||
      !sl__op_label(nd->f.timeline_label, &nn, &op, &inputs) || inputs.n == 0)
    return 0;
  if (grow_array(w, (void **)&tl->fops, &tl->fopcap, tl->nfops + 1,
                 sizeof *tl->fops) != 0)
    return SL_ENOMEM;
  body = sl__walk_body_off(w, nd->n);
  o = &tl->fops[tl->nfops++];
  o->start = nd->start;
  o->dur = nd->dur;
  o->dev = nd->dev;
  o->lane = (uint32_t)nd->lane;
  o->count = 0;
  sl__split_init(&it, inputs);
  while (sl__split_next(&it, &in)) {
    sl_flowin_t *fi;
    /* A label lies within one node of one record, far below 4 GiB. */
    if (in.n >= UINT32_MAX) return OOM(w);
    if (grow_array(w, (void **)&tl->fins, &tl->fincap, tl->nfins + 1,
                   sizeof *tl->fins) != 0)
      return SL_ENOMEM;
    fi = &tl->fins[tl->nfins++];
    o->count++;
    fi->at = body + (uint64_t)(in.p - nd->p);
    fi->n = (uint32_t)in.n;
    fi->h = sl__hash(in.p, in.n);
  }
  return 0;
}

/* The outputs of a node into the table.  A later output of the same name
 * replaces the earlier one whole, as the reference's dict assignment does;
 * its object id is the number of names known before it (kept in w->ids
 * for the objects visitor of the same walk). */
static int tensors_node(void *ud, sl_walk_t *w, sl_node_t *nd) {
  sl_tl_tensors_t *v = ud;
  sl_timeline_t *tl = v->tl;
  sl_outputs_t it;
  size_t i;
  int rc;
  if (nd->f.n_output > 0 && ids_room(w, nd->f.n_output) != 0)
    return SL_ENOMEM;
  sl__outputs_init(&it, nd->p + nd->f.out_from,
                   nd->f.out_to - nd->f.out_from);
  for (i = 0; i < nd->f.n_output; i++) {
    sl_str_t name, alloc = sl__str("", 0);
    int64_t bytes = 0, t, a;
    int added;
    sl_tensor_t *tt;
    if (output_name(w, &v->namebuf, &v->namecap, nd->f.node_name, i,
                    &name) != 0)
      return SL_ENOMEM;
    if (tl->memory && sl__outputs_next(&it, &bytes, &alloc) < 0) {
      sl__err(w->err, SL_EFORMAT, nd->off,
              "expected well-formed outputs in the NodeExecStats that "
              "starts here");
      return sl__node_err(w, nd, SL_EFORMAT);
    }
    /* Most outputs name the allocator the previous one did. */
    if (v->last_alloc >= 0 &&
        sl__str_eq(tl->allocs.keys[v->last_alloc], (const char *)alloc.p,
                   alloc.n))
      a = v->last_alloc;
    else
      a = v->last_alloc =
          sl__strmap_put(&tl->allocs, alloc.p, alloc.n, &added);
    w->ids[i] = (uint32_t)tl->tnames.n;
    t = i == 0 && w->prefetch
            ? sl__strmap_put_h(&tl->tnames, name.p, name.n, nd->name_hash,
                               &added)
            : sl__strmap_put(&tl->tnames, name.p, name.n, &added);
    if (a < 0 || t < 0) return OOM(w);
    if (grow_array(w, (void **)&tl->tensors, &tl->tcap, (size_t)t + 1,
                   sizeof(sl_tensor_t)) != 0)
      return SL_ENOMEM;
    tt = &tl->tensors[t];
    tt->create = nd->start;
    tt->last_unref = nd->end;
    tt->flow_ts = nd->end;
    tt->bytes = bytes;
    tt->object_id = w->ids[i];
    tt->dev = nd->dev;
    tt->flow_tid = (uint32_t)nd->lane;
    tt->alloc = (uint32_t)a;
  }
  if (v->digest && (rc = digest_op(tl, w, nd)) != 0) return rc;
  return 0;
}

static int tensors_begin(void *ud, sl_walk_t *w) {
  sl_tl_tensors_t *v = ud;
  w->prefetch = &v->tl->tnames;
  v->last_alloc = -1;
  return 0;
}

static int tensors_end(void *ud, sl_walk_t *w, int rc) {
  (void)ud;
  w->prefetch = NULL;
  return rc;
}

sl_visitor_t sl__tl_tensors(sl_tl_tensors_t *v, sl_timeline_t *tl,
                            int digest) {
  sl_visitor_t vis = {v, tensors_begin, tensors_node, tensors_end};
  memset(v, 0, sizeof *v);
  v->tl = tl;
  v->digest = digest;
  v->last_alloc = -1;
  return vis;
}

void sl__tl_tensors_close(sl_tl_tensors_t *v) {
  free(v->namebuf);
  v->namebuf = NULL;
}

/* ---- tensor objects -------------------------------------------------------------- */

/* N and O events of the outputs of a decoded node (the walk decodes the
 * nodes whose objects this visitor writes). */
static int objects_node(void *ud, sl_walk_t *w, sl_node_t *nd) {
  sl_tl_objects_t *v = ud;
  sl_timeline_t *tl = v->tl;
  size_t i;
  if (v->own_ids && !nd->ns) return 0;
  for (i = 0; i < nd->f.n_output; i++) {
    sl_str_t name;
    uint32_t id;
    int added;
    if (output_name(w, &v->namebuf, &v->namecap, nd->f.node_name, i,
                    &name) != 0)
      return SL_ENOMEM;
    if (v->own_ids) {
      id = w->ids[i];
    } else {
      /* Every output is counted, also those another walk writes. */
      id = (uint32_t)v->names.n;
      if (sl__strmap_put(&v->names, name.p, name.n, &added) < 0)
        return OOM(w);
    }
    if (nd->ns && v->w) {
      sl_ev_at_t at;
      const Tensorflow__NodeOutput *out = nd->ns->output[i];
      int rc = sl__step_wait_devices(tl->s, w);
      if (rc) return rc;
      at.pid = tl->s->devs[nd->dev].pid + 1;
      at.tid = nd->lane;
      at.ts = nd->start;
      v->w->tl->object_new(v->w, name, &at, tl->id_base + id);
      at.ts = sl__add64(nd->end, -1);
      v->w->tl->object_snapshot(v->w, name, &at, tl->id_base + id,
                                 out->tensor_description);
    }
  }
  return v->w ? v->w->rc : 0;
}

sl_visitor_t sl__tl_objects(sl_tl_objects_t *v, sl_timeline_t *tl,
                            sl_trace_writer_t *w, int own_ids) {
  sl_visitor_t vis = {v, NULL, objects_node, NULL};
  memset(v, 0, sizeof *v);
  v->tl = tl;
  v->w = w;
  v->own_ids = own_ids;
  sl__arena_init(&v->arena);
  sl__strmap_init(&v->names, &v->arena);
  return vis;
}

void sl__tl_objects_close(sl_tl_objects_t *v) {
  sl__arena_close(&v->arena);
  free(v->namebuf);
  v->namebuf = NULL;
}

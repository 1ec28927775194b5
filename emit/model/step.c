/* The step model and its walks.  See step.h. */
#include "emit/model/step.h"

#include <sched.h>
#include <stdlib.h>
#include <string.h>

#include "emit/model/label.h"
#include "stream/common.h"
#include "stream/format/stepwalk.h"

#define LANE_SHIFT 16
#define LANE_CHUNK ((size_t)1 << LANE_SHIFT)
/* Nodes between two publications of the lanes. */
#define LANE_BATCH 1024

#define OOM(w) sl__err((w)->err, SL_ENOMEM, (w)->s->ref->off, "out of memory")

void sl__walk_init(sl_walk_t *w, sl_error_t *err) {
  memset(w, 0, sizeof *w);
  w->err = err;
  sl__lanes_init(&w->lanes);
  sl__arena_init(&w->scratch);
}

void sl__walk_close(sl_walk_t *w) {
  sl__lanes_close(&w->lanes);
  sl__arena_close(&w->scratch);
  free(w->ids);
  w->ids = NULL;
}

int sl__step_init(sl_step_t *s, const sl_step_ref_t *ref,
                  const sl_options_t *opt, const sl_devfilter_t *filter,
                  sl_error_t *err) {
  memset(s, 0, sizeof *s);
  s->ref = ref;
  s->opt = opt;
  s->filter = filter;
  s->err = err;
  atomic_init(&s->devices_known, 0);
  atomic_init(&s->abort, 0);
  atomic_init(&s->lanes_done, 0);
  atomic_init(&s->lanes_end, 0);
  sl__arena_init(&s->arena);
  sl__strmap_init(&s->knames, &s->arena);
  return 0;
}

void sl__step_close(sl_step_t *s) {
  size_t i;
  for (i = 0; i < s->ndev; i++)
    if (s->devs[i].owned) free((void *)s->devs[i].name.p);
  free(s->devs);
  if (s->devices_sem) uv_sem_destroy(&s->devices_ready);
  if (s->lchunks) {
    for (i = 0; i < s->nlchunks; i++) free(s->lchunks[i]);
    free(s->lchunks);
  }
  sl__arena_close(&s->arena);
  memset(s, 0, sizeof *s);
}

uint64_t sl__walk_body_off(const sl_walk_t *w, size_t n) {
  return sl__walker_body_off((const sl_walker_t *)w->walker, n);
}

int sl__node_err(const sl_walk_t *w, const sl_node_t *n, int code) {
  if (w->err) {
    w->err->device = n->dev;
    w->err->node = n->index;
  }
  return code;
}

int sl__node_fail(const sl_walk_t *w, const sl_node_t *n, int rc,
                  const char *expected) {
  if (rc == SL_ENOMEM) return sl__err(w->err, rc, n->off, "out of memory");
  sl__err(w->err, SL_EFORMAT, n->off, "%s", expected);
  return sl__node_err(w, n, SL_EFORMAT);
}

/* ---- one walk over the step's bytes ---------------------------------------------- */

static int walk_bytes(sl_step_t *s, sl_walk_t *w, const sl_walker_cb_t *cb) {
  const sl_step_ref_t *ref = s->ref;
  sl_walker_t wk;
  int rc;
  sl__walker_init(&wk, ref->top, ref->off, ref->len, s->opt->max_record, cb,
                  w->err);
  w->walker = &wk;
  rc = sl__source_read(ref->src, ref->off, ref->len, sl__walker_chunk, &wk,
                       w->err);
  if (rc == 0) rc = sl__walker_finish(&wk);
  sl__walker_close(&wk);
  w->walker = NULL;
  return rc;
}

/* ---- the device table ------------------------------------------------------------- */

static int dev_begin(void *ud, uint32_t d) {
  sl_walk_t *w = ud;
  sl_step_t *s = w->s;
  if ((size_t)d >= s->devcap) {
    size_t cap = s->devcap;
    sl_device_t *nd;
    if (sl__grow_cap(&cap, (size_t)d + 1, sizeof(sl_device_t)) != 0 ||
        !(nd = realloc(s->devs, cap * sizeof(sl_device_t))))
      return OOM(w);
    s->devs = nd;
    s->devcap = cap;
  }
  memset(&s->devs[d], 0, sizeof(sl_device_t));
  s->devs[d].name = sl__str("", 0);
  s->ndev = d + 1;
  return 0;
}

static int dev_name(void *ud, uint32_t d, const uint8_t *p, size_t n) {
  sl_walk_t *w = ud;
  sl_step_t *s = w->s;
  uint8_t *copy = malloc(n + 1);
  if (!copy) return OOM(w);
  if (n) memcpy(copy, p, n);
  if (s->devs[d].owned) free((void *)s->devs[d].name.p); /* last wins */
  s->devs[d].name = sl__str(copy, n);
  s->devs[d].owned = 1;
  return 0;
}

int sl__step_devices(sl_step_t *s, sl_walk_t *w) {
  sl_walker_cb_t cb;
  size_t i;
  uint32_t rank = 0;
  int rc, kernels = 0;
  memset(&cb, 0, sizeof cb);
  cb.ud = w;
  cb.device_begin = dev_begin;
  cb.device_name = dev_name;
  w->s = s;
  rc = walk_bytes(s, w, &cb);
  if (rc) return rc;
  for (i = 0; i < s->ndev; i++) {
    sl_device_t *d = &s->devs[i];
    d->gpu = sl__str_contains(d->name, "/stream:") ||
             sl__str_contains(d->name, "/memcpy");
    d->stream_all = sl__str_contains(d->name, "/stream:all");
    d->job = !d->stream_all && sl__str_contains(d->name, "/job");
    /* A device the filter leaves out is as if absent: the others are
     * numbered as they would be without it. */
    d->hidden = !sl__devfilter_keeps(s->filter, d->name);
    d->rank = rank;
    if (!d->hidden) rank++;
    if (d->stream_all && !d->hidden) kernels = 1;
  }
  /* Written only when set: with schedule op times the devices may be
   * read on the second thread while the first already reads this (as 0,
   * its value from the step's start). */
  if (kernels && s->opt->op_time != SL_OP_TIME_SCHEDULE) s->have_kernels = 1;
  return 0;
}

void sl__step_publish_devices(sl_step_t *s, int rc) {
  if (rc == 0)
    atomic_store_explicit(&s->devices_known, 1, memory_order_release);
  else
    atomic_store(&s->abort, 1);
  if (s->devices_sem) uv_sem_post(&s->devices_ready);
}

int sl__step_wait_devices(sl_step_t *s, sl_walk_t *w) {
  if (w->await_devices && !s->devices_waited) {
    uv_sem_wait(&s->devices_ready);
    s->devices_waited = 1;
  }
  return atomic_load(&s->abort) ? SL_EABORTED : 0;
}

/* ---- a node --------------------------------------------------------------------------- */

/* The message for a node that a checking scan rejects. */
static int scan(sl_walk_t *w, sl_node_t *nd) {
  size_t bad;
  int rc = sl__node_fields(nd->p, nd->n, w->check, &nd->f, &bad);
  if (SL_LIKELY(rc == 0)) return 0;
  if (rc == SL_ENESTED)
    sl__err(w->err, SL_EFORMAT, nd->off + bad,
            "expected a well-formed NodeExecStats (it starts at byte %llu); "
            "a nested field here has a bad tag, wire type or length",
            (unsigned long long)nd->off);
  else
    sl__err(w->err, SL_EFORMAT, nd->off + bad,
            "expected a field of a NodeExecStats here (the node starts at "
            "byte %llu); found a bad tag, varint or length",
            (unsigned long long)nd->off);
  return sl__node_err(w, nd, SL_EFORMAT);
}

static int decode(sl_walk_t *w, sl_node_t *nd) {
  sl__arena_reset(&w->scratch);
  nd->ns = tensorflow__node_exec_stats__unpack(&w->scratch.pbc, nd->n, nd->p);
  if (SL_LIKELY(nd->ns != NULL)) return 0;
  sl__err(w->err, SL_EFORMAT, nd->off,
          "expected a NodeExecStats message of %zu bytes; its contents do "
          "not decode (corrupt field, bad length or wire type)", nd->n);
  return sl__node_err(w, nd, SL_EFORMAT);
}

/* The op's start and duration after the --op-time adjustment of the
 * reference's _preprocess_op_time. */
static void op_times(const sl_step_t *s, sl_node_t *nd) {
  int64_t k;
  nd->start = nd->f.all_start_micros;
  nd->dur = nd->f.all_end_rel_micros;
  if (s->have_kernels && s->devs[nd->dev].job &&
      (k = sl__strmap_find(&s->knames, nd->f.node_name.p,
                           nd->f.node_name.n)) >= 0) {
    int64_t end = sl__add64(nd->start, nd->dur);
    if (s->kspans[k].end > end) end = s->kspans[k].end;
    if (s->opt->op_time == SL_OP_TIME_GPU) nd->start = s->kspans[k].start;
    nd->dur = (int64_t)((uint64_t)end - (uint64_t)nd->start);
  }
  nd->end = sl__add64(nd->start, nd->dur);
}

/* This walk keeps node g's lane for a walk on another thread. */
static int publish_lane(sl_walk_t *w, size_t g, int64_t lane) {
  sl_step_t *s = w->s;
  size_t c = g >> LANE_SHIFT;
  if (c >= s->nlchunks) return SL_ENOMEM; /* more nodes than bytes */
  if (!s->lchunks[c] &&
      !(s->lchunks[c] = malloc(LANE_CHUNK * sizeof **s->lchunks)))
    return SL_ENOMEM;
  s->lchunks[c][g & (LANE_CHUNK - 1)] = (uint32_t)lane;
  if ((g + 1) % LANE_BATCH == 0)
    atomic_store_explicit(&s->lanes_done, g + 1, memory_order_release);
  return 0;
}

void sl__step_lanes_end(sl_step_t *s, const sl_walk_t *w, int rc) {
  atomic_store_explicit(&s->lanes_done, w->seen, memory_order_release);
  atomic_store_explicit(&s->lanes_end, rc == 0 ? 1 : -1,
                        memory_order_release);
}

/* Node g's lane from the walk that publishes them: both walk the same
 * nodes in the same order, and the publisher runs ahead (the taker does
 * more a node), so this seldom waits.  Returns the lane; 0 when the
 * publisher failed before node g (the step fails with its error, and
 * what this walk made is not kept); -1 when it ended without node g,
 * which cannot happen. */
static int64_t shared_lane(sl_walk_t *w, size_t g) {
  sl_step_t *s = w->s;
  while (g >= w->lanes_known) {
    int end = atomic_load_explicit(&s->lanes_end, memory_order_acquire);
    w->lanes_known =
        atomic_load_explicit(&s->lanes_done, memory_order_acquire);
    if (g < w->lanes_known) break;
    if (end < 0) return 0;
    if (end > 0) return -1;
    sched_yield();
  }
  return s->lchunks[g >> LANE_SHIFT][g & (LANE_CHUNK - 1)];
}

static int on_node(void *ud, uint32_t d, uint32_t node, const uint8_t *p,
                   size_t n, uint64_t off) {
  sl_walk_t *w = ud;
  sl_step_t *s = w->s;
  sl_node_t nd;
  size_t i;
  int rc;
  if (SL_UNLIKELY(atomic_load_explicit(&s->abort, memory_order_relaxed)))
    return SL_EABORTED;
  nd.dev = d;
  nd.index = node;
  nd.p = p;
  nd.n = n;
  nd.off = off;
  nd.ns = NULL;
  nd.lab.kernel = -1;
  nd.name_hash = 0;
  /* Nested messages are checked, as a decoder would, in the scan that
   * reads the fields: also for a node decoded whole below, since
   * protobuf-c lets through what the check refuses (a length-delimited
   * bool, as if packed), and a step must convert or fail the same
   * whether or not it is decoded. */
  if ((rc = scan(w, &nd)) != 0) return rc;
  /* The first output's name is the node's: its table slot is asked for
   * now and used after the lanes, so the miss overlaps that work. */
  if (w->prefetch && nd.f.n_output > 0) {
    nd.name_hash = sl__hash(nd.f.node_name.p, nd.f.node_name.n);
    sl__strmap_prefetch(w->prefetch, nd.name_hash);
  }
  if (w->decode && nd.f.n_output > 0 &&
      (w->decode == 1 || (int)(node & 1) == w->decode - 2) &&
      (rc = decode(w, &nd)) != 0)
    return rc;
  op_times(s, &nd);
  if (w->lanes_mode == SL_LANES_TAKE) {
    nd.lane = shared_lane(w, w->seen++);
    if (SL_UNLIKELY(nd.lane < 0))
      return sl__err(w->err, SL_EFORMAT, off,
                     "internal error: the threads walked different nodes");
  } else {
    nd.lane = sl__lanes_assign(&w->lanes, nd.start, nd.end);
    if (nd.lane < 0) return OOM(w);
    if (w->lanes_mode == SL_LANES_PUBLISH &&
        publish_lane(w, w->seen++, nd.lane) != 0)
      return OOM(w);
  }
  for (i = 0; i < w->nv; i++) {
    const sl_visitor_t *v = &w->v[i];
    if (v->node && (rc = v->node(v->ud, w, &nd)) != 0) {
      if (rc == SL_EFORMAT) sl__node_err(w, &nd, rc);
      return rc;
    }
  }
  return 0;
}

static int on_device(void *ud, uint32_t d) {
  sl_walk_t *w = ud;
  (void)d;
  return sl__lanes_reset(&w->lanes) != 0 ? OOM(w) : 0;
}

static int wants(void *ud, uint32_t d) {
  const sl_walk_t *w = ud;
  const sl_device_t *dev;
  if (w->want_dev && !w->want_dev(w->want_ud, d)) return 0;
  /* A walk that runs before the device table is there (the second thread
   * builds it) wants every device: it does so only when no --devices
   * filter hides any. */
  if (w->want == SL_WANT_ALL && !(w->s->filter && w->s->filter->on))
    return 1;
  dev = &w->s->devs[d];
  switch (w->want) {
  case SL_WANT_KERNELS: return dev->stream_all && !dev->hidden;
  case SL_WANT_OPS: return !dev->hidden && !dev->gpu;
  default: return !dev->hidden;
  }
}

int sl__step_walk(sl_step_t *s, sl_walk_t *w) {
  sl_walker_cb_t cb;
  int rc = 0;
  w->s = s;
  for (w->begun = 0; w->begun < w->nv; w->begun++) {
    const sl_visitor_t *v = &w->v[w->begun];
    if (v->begin && (rc = v->begin(v->ud, w)) != 0) break;
  }
  if (rc == 0) {
    memset(&cb, 0, sizeof cb);
    cb.ud = w;
    cb.device_begin = on_device;
    cb.want_nodes = wants;
    cb.node = on_node;
    rc = walk_bytes(s, w, &cb);
  }
  /* Each visitor that began hears how the pass ended; the first error
   * stays. */
  while (w->begun > 0) {
    const sl_visitor_t *v = &w->v[--w->begun];
    int erc = v->end ? v->end(v->ud, w, rc) : 0;
    if (rc == 0) rc = erc;
  }
  return rc;
}

/* ---- kernel spans --------------------------------------------------------------------- */

static int on_kernel(void *ud, uint32_t d, uint32_t node, const uint8_t *p,
                     size_t n, uint64_t off) {
  sl_walk_t *w = ud;
  sl_step_t *s = w->s;
  sl_node_t nd;
  sl_str_t name, op;
  int64_t k, start, end;
  int added;
  nd.dev = d;
  nd.index = node;
  nd.p = p;
  nd.n = n;
  nd.off = off;
  if (scan(w, &nd) != 0) return SL_EFORMAT;
  sl__kernel_label(nd.f.timeline_label, nd.f.node_name, &name, &op);
  k = sl__strmap_put(&s->knames, name.p, name.n, &added);
  if (k < 0) return OOM(w);
  start = nd.f.all_start_micros;
  end = sl__add64(start, nd.f.all_end_rel_micros);
  if (added) {
    if ((size_t)k >= s->kcap) {
      size_t cap = s->kcap;
      sl_kspan_t *nk;
      if (sl__grow_cap(&cap, (size_t)k + 1, sizeof *nk) != 0 ||
          !(nk = sl__arena_realloc(&s->arena, s->kspans, cap * sizeof *nk)))
        return OOM(w);
      s->kspans = nk;
      s->kcap = cap;
    }
    s->kspans[k].start = start;
    s->kspans[k].end = end;
  } else {
    if (start < s->kspans[k].start) s->kspans[k].start = start;
    if (end > s->kspans[k].end) s->kspans[k].end = end;
  }
  return 0;
}

int sl__step_kernels(sl_step_t *s, sl_walk_t *w) {
  sl_walker_cb_t cb;
  memset(&cb, 0, sizeof cb);
  cb.ud = w;
  cb.want_nodes = wants;
  cb.node = on_kernel;
  w->s = s;
  w->want = SL_WANT_KERNELS;
  w->check = 0;
  return walk_bytes(s, w, &cb);
}

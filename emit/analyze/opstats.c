/* The op summary's figures: a visitor of a step's node pass that adds
 * each node to the row its key names (`stepline stats`, written by
 * emit/report/stats_report.c), and the same figures of one step for
 * follow's summary line.
 *
 * The device table says which devices are host devices, which GPU-tracer
 * rows count and which are memcpy rows; each node, read straight from the
 * wire, is added to its row.  Rows live in one arena for the whole run
 * (or for one step with --per-step, and for a glance): their number is
 * that of distinct ops (names, devices), not of nodes. */
#define _GNU_SOURCE /* memmem */
#include <stdlib.h>
#include <string.h>

#include "emit/analyze/glance.h"
#include "emit/analyze/opstats.h"
#include "emit/model/label.h"
#include "stream/common.h"

/* ---- the rows ------------------------------------------------------------ */

void sl__op_rows_init(sl_op_rows_t *r, sl_stats_by_t by) {
  memset(r, 0, sizeof *r);
  r->by = (sl_stats_by_t)(by & ~SL_STATS_BY_INPUT);
  sl__arena_init(&r->arena);
  sl__strmap_init(&r->keys, &r->arena);
  sl__inkey_init(&r->inkey, (by & SL_STATS_BY_INPUT) != 0, &r->arena);
}

int sl__op_rows_input(sl_op_rows_t *r, sl_str_t name) {
  return sl__inkey_set(&r->inkey, name);
}

sl_str_t sl__op_input(const sl_op_rows_t *r, uint32_t i) {
  return sl__inkey_name(&r->inkey, r->rows[i].input);
}

void sl__op_rows_close(sl_op_rows_t *r) {
  free(r->key);
  sl__arena_close(&r->arena);
  memset(r, 0, sizeof *r);
}

sl_op_row_t *sl__op_row(sl_op_rows_t *r, sl_str_t op, sl_str_t name,
                        sl_str_t device) {
  sl_str_t a = r->by == SL_STATS_BY_NAME     ? name
               : r->by == SL_STATS_BY_DEVICE ? device
                                             : op;
  size_t need = a.n, at = r->inkey.on ? 4 : 0;
  const uint8_t *key = a.p;
  int64_t k;
  int added;
  if (at || r->by == SL_STATS_BY_OP_DEVICE) {
    /* The input, then the op's length, go first: no two keys of
     * different parts are the same bytes. */
    uint32_t an = (uint32_t)a.n;
    int dev = r->by == SL_STATS_BY_OP_DEVICE;
    need += at + (dev ? 4 + device.n : 0);
    if (sl__grow_array((void **)&r->key, &r->keycap, need, 1)) return NULL;
    if (at) memcpy(r->key, &r->inkey.cur, 4);
    if (dev) {
      memcpy(r->key + at, &an, 4);
      at += 4;
    }
    if (a.n) memcpy(r->key + at, a.p, a.n);
    if (dev && device.n) memcpy(r->key + at + a.n, device.p, device.n);
    key = r->key;
  }
  k = sl__strmap_put(&r->keys, key, need, &added);
  if (k < 0) return NULL;
  if (added) {
    size_t cap = r->cap;
    if ((size_t)k >= cap) {
      sl_op_row_t *nr;
      if (sl__grow_cap(&cap, (size_t)k + 1, sizeof *nr) != 0 ||
          !(nr = sl__arena_realloc(&r->arena, r->rows, cap * sizeof *nr)))
        return NULL;
      r->rows = nr;
      r->cap = cap;
    }
    memset(&r->rows[k], 0, sizeof r->rows[k]);
    r->rows[k].split = (uint32_t)a.n;
    r->rows[k].input = r->inkey.cur;
  }
  return &r->rows[k];
}

void sl__op_key(const sl_op_rows_t *r, uint32_t i, sl_str_t *name,
                sl_str_t *device) {
  sl_str_t k = r->keys.keys[i];
  uint32_t split = r->rows[i].split;
  if (r->inkey.on) k = sl__str(k.p + 4, k.n - 4);
  if (r->by == SL_STATS_BY_OP_DEVICE) {
    *name = sl__str(k.p + 4, split);
    *device = sl__str(k.p + 4 + split, k.n - 4 - split);
  } else {
    *name = k;
    *device = sl__str("", 0);
  }
}

void sl__op_host(sl_op_rows_t *rs, sl_op_row_t *r, int64_t dur) {
  if (r->calls == 0 || dur < r->host_min) r->host_min = dur;
  if (r->calls == 0 || dur > r->host_max) r->host_max = dur;
  r->calls++;
  r->host_total += dur;
  r->host_self += dur;
  rs->host_total += dur;
}

/* ---- one step ------------------------------------------------------------ */

enum { DEV_HOST, DEV_STREAM, DEV_MEMCPY, DEV_SKIP };

/* Device d's entry, grown into and emptied.  Returns 0 or SL_ENOMEM. */
static int dev_slot(sl_opstats_t *x, uint32_t d) {
  if ((size_t)d >= x->devcap) {
    size_t cap = x->devcap;
    sl_op_dev_t *nd;
    if (sl__grow_cap(&cap, (size_t)d + 1, sizeof *nd) != 0 ||
        !(nd = realloc(x->devs, cap * sizeof *nd)))
      return SL_ENOMEM;
    x->devs = nd;
    x->devcap = cap;
  }
  memset(&x->devs[d], 0, sizeof x->devs[d]);
  x->ndev = (size_t)d + 1;
  return 0;
}

/* Device d's name, copied (a later one replaces it).  0 or SL_ENOMEM. */
static int dev_name(sl_opstats_t *x, uint32_t d, const uint8_t *p, size_t n) {
  char *c = malloc(n + 1);
  if (!c) return SL_ENOMEM;
  if (n) memcpy(c, p, n);
  c[n] = '\0';
  free(x->devs[d].name);
  x->devs[d].name = c;
  x->devs[d].n = n;
  return 0;
}

/* The GPU a tracer row belongs to: its name up to "/stream:" or
 * "/memcpy". */
static size_t gpu_of(const sl_op_dev_t *d) {
  const char *s = memmem(d->name, d->n, "/stream:", 8);
  if (!s) s = memmem(d->name, d->n, "/memcpy", 7);
  return s ? (size_t)(s - d->name) : d->n;
}

static int same_gpu(const sl_op_dev_t *a, const sl_op_dev_t *b) {
  size_t ga = gpu_of(a), gb = gpu_of(b);
  return ga == gb && memcmp(a->name, b->name, ga) == 0;
}

/* Which devices count, and as what: host devices for host time; for each
 * GPU its /stream:all, or its streams when it has none; memcpy rows.  The
 * step's device table gives the names and what --devices hides. */
static int classify(sl_opstats_t *x, const sl_step_t *s, sl_error_t *err) {
  size_t i, j;
  for (i = 0; i < x->ndev; i++) free(x->devs[i].name);
  x->ndev = 0;
  for (i = 0; i < s->ndev; i++) {
    sl_str_t nm = s->devs[i].name;
    sl_op_dev_t *d;
    if (dev_slot(x, (uint32_t)i) != 0 ||
        dev_name(x, (uint32_t)i, nm.p, nm.n) != 0)
      return sl__err(err, SL_ENOMEM, 0, "out of memory");
    d = &x->devs[i];
    if (s->devs[i].hidden) d->kind = DEV_SKIP;
    else if (sl__str_contains(nm, "/memcpy")) d->kind = DEV_MEMCPY;
    else if (sl__str_contains(nm, "/stream:")) d->kind = DEV_STREAM;
    else d->kind = DEV_HOST;
  }
  for (i = 0; i < x->ndev; i++) {
    sl_op_dev_t *d = &x->devs[i];
    if (d->kind != DEV_STREAM ||
        sl__str_contains(sl__str(d->name, d->n), "/stream:all"))
      continue;
    for (j = 0; j < x->ndev; j++)
      if (x->devs[j].kind == DEV_STREAM && same_gpu(d, &x->devs[j]) &&
          sl__str_contains(sl__str(x->devs[j].name, x->devs[j].n),
                           "/stream:all"))
        d->kind = DEV_SKIP;
  }
  return 0;
}

/* Does the GPU of stream device d have a memcpy device? */
static int has_memcpy(const sl_opstats_t *x, const sl_op_dev_t *d) {
  size_t j;
  for (j = 0; j < x->ndev; j++)
    if (x->devs[j].kind == DEV_MEMCPY && same_gpu(d, &x->devs[j])) return 1;
  return 0;
}

static int want(void *ud, uint32_t d) {
  sl_opstats_t *x = ud;
  return d < x->ndev && x->devs[d].kind != DEV_SKIP;
}

/* A node's name and op as timeline.py reads them (lab: as a pass read
 * them already).  Returns 0 when the node does not count: a hidden
 * device, or a memcpy record on a stream of a GPU whose memcpy row
 * counts it. */
static int node_names(const sl_opstats_t *x, const sl_op_dev_t *dev,
                      const sl_node_fields_t *f, const sl_node_label_t *lab,
                      sl_str_t *name, sl_str_t *op) {
  sl_str_t nn, in;
  if (dev->kind == DEV_SKIP) return 0;
  if (lab && lab->kernel == (dev->kind != DEV_HOST)) {
    *name = lab->name;
    *op = lab->op;
  } else if (dev->kind == DEV_HOST) {
    *name = f->node_name;
    if (SL_STR_EQ(f->node_name, "RecvTensor")) *op = sl__str("RecvTensor", 10);
    else if (!sl__op_label(f->timeline_label, &nn, op, &in))
      *op = sl__str("unknown", 7);
  } else {
    sl__kernel_label(f->timeline_label, f->node_name, name, op);
  }
  return !(dev->kind == DEV_STREAM && op->n >= 6 &&
           memcmp(op->p, "MEMCPY", 6) == 0 && has_memcpy(x, dev));
}

/* Adds one node (its fields in f) to its row.  Returns 0, SL_ENOMEM, or
 * SL_EFORMAT for broken outputs. */
static int tally(sl_opstats_t *x, uint32_t d, const sl_node_fields_t *f,
                 const sl_node_label_t *lab, const uint8_t *p) {
  const sl_op_dev_t *dev = &x->devs[d];
  sl_str_t name, op, devname = sl__str(dev->name, dev->n);
  sl_op_row_t *r;
  int64_t dur = f->all_end_rel_micros;
  if (dev->kind == DEV_SKIP) return 0;
  if (!x->has_span || f->all_start_micros < x->t_min)
    x->t_min = f->all_start_micros;
  if (!x->has_span || f->all_start_micros + dur > x->t_max)
    x->t_max = f->all_start_micros + dur;
  x->has_span = 1;
  if (!node_names(x, dev, f, lab, &name, &op)) return 0;
  if (!(r = sl__op_row(&x->rows, op, name, devname))) return SL_ENOMEM;
  if (dev->kind == DEV_HOST) {
    sl_outputs_t it;
    int64_t bytes;
    sl_str_t alloc;
    int more = 0;
    sl__op_host(&x->rows, r, dur);
    if (!x->no_bytes) {
      sl__outputs_init(&it, p + f->out_from, f->out_to - f->out_from);
      while ((more = sl__outputs_next(&it, &bytes, &alloc)) > 0)
        r->bytes += bytes;
    }
    if (more < 0) return SL_EFORMAT;
  } else {
    r->kernels++;
    r->device_total += dur;
    x->rows.device_total += dur;
  }
  return 0;
}

/* The visitor of the report's own pass: the device table, then each
 * node of a device that counts. */
static int stats_begin(void *ud, sl_walk_t *w) {
  sl_opstats_t *x = ud;
  int rc = classify(x, w->s, w->err);
  w->want_dev = want;
  w->want_ud = x;
  return rc;
}

static int stats_node(void *ud, sl_walk_t *w, sl_node_t *nd) {
  sl_opstats_t *x = ud;
  int rc = tally(x, nd->dev, &nd->f, nd->lab.kernel >= 0 ? &nd->lab : NULL,
                 nd->p);
  return rc ? sl__node_fail(w, nd, rc,
                           "expected well-formed outputs in the "
                           "NodeExecStats that starts here")
            : 0;
}

static int stats_end(void *ud, sl_walk_t *w, int rc) {
  (void)ud;
  w->want_dev = NULL;
  w->want_ud = NULL;
  return rc;
}


void sl__opstats_init(sl_opstats_t *x, sl_stats_by_t by) {
  memset(x, 0, sizeof *x);
  sl__op_rows_init(&x->rows, by);
}

void sl__opstats_clear(sl_opstats_t *x) {
  sl_stats_by_t by = (sl_stats_by_t)(x->rows.by |
                                     (x->rows.inkey.on ? SL_STATS_BY_INPUT : 0));
  sl__op_rows_close(&x->rows);
  sl__op_rows_init(&x->rows, by);
}

void sl__opstats_close(sl_opstats_t *x) {
  size_t i;
  for (i = 0; i < x->ndev; i++) free(x->devs[i].name);
  free(x->devs);
  sl__op_rows_close(&x->rows);
}

sl_visitor_t sl__opstats_visitor(sl_opstats_t *x) {
  sl_visitor_t v = {x, stats_begin, stats_node, stats_end};
  return v;
}

int sl__opstats_devices(sl_opstats_t *x, const sl_step_t *s,
                        sl_error_t *err) {
  return classify(x, s, err);
}

int sl__opstats_node(sl_opstats_t *x, sl_walk_t *w, sl_node_t *nd) {
  return stats_node(x, w, nd);
}

/* ---- the nodes as events ------------------------------------------------------------ */

/* The kernel's name in a GPU-tracer label: what comes before " @@" (the
 * op's annotation), or the whole label; the node's name without one. */
static sl_str_t kernel_name(const sl_node_fields_t *f) {
  sl_str_t l = f->timeline_label;
  const uint8_t *q = l.n ? memmem(l.p, l.n, "@@", 2) : NULL;
  if (q) l.n = (size_t)(q - l.p);
  while (l.n && l.p[l.n - 1] == ' ') l.n--;
  return l.n ? l : f->node_name;
}

/* µs in ps, held to int64's range (hostile logs). */
static int64_t us_to_ps(int64_t us) {
  const int64_t lim = INT64_MAX / 1000000;
  return us > lim ? lim * 1000000 : us < -lim ? -lim * 1000000 : us * 1000000;
}

/* The N of "... N bytes ..." in a copy's label, or 0. */
static int64_t copy_bytes(sl_str_t l) {
  const uint8_t *q = l.n ? memmem(l.p, l.n, " bytes", 6) : NULL;
  int64_t v = 0, m = 1;
  if (!q) return 0;
  while (q > l.p && q[-1] >= '0' && q[-1] <= '9' && m <= INT64_MAX / 10) {
    q--;
    v += (q[0] - '0') * m;
    m *= 10;
  }
  return v;
}

int sl__opstats_event(sl_opstats_t *x, const sl_node_t *nd,
                      sl_event_t *ev, sl_str_t *device) {
  const sl_op_dev_t *dev;
  sl_str_t name, op;
  if (nd->dev >= x->ndev) return 0;
  dev = &x->devs[nd->dev];
  if (!node_names(x, dev, &nd->f, nd->lab.kernel >= 0 ? &nd->lab : NULL,
                  &name, &op))
    return 0;
  sl_event_init(ev, SL_EV_SLICE);
  /* Epoch µs are past int64 in ps: times count from the first node's. */
  if (!x->has_ev_base) {
    x->ev_base = nd->f.all_start_micros;
    x->has_ev_base = 1;
  }
  ev->ts = us_to_ps((int64_t)((uint64_t)nd->f.all_start_micros -
                              (uint64_t)x->ev_base));
  ev->dur = us_to_ps(nd->f.all_end_rel_micros);
  *device = sl__str(dev->name, dev->kind == DEV_HOST ? dev->n : gpu_of(dev));
  if (dev->kind == DEV_HOST) {
    ev->cls = SL_CLASS_HOST_OP;
  } else if (op.n >= 6 && memcmp(op.p, "MEMCPY", 6) == 0) {
    ev->cls = SL_CLASS_MEMCPY;
    ev->bytes = copy_bytes(nd->f.timeline_label);
  } else {
    ev->cls = SL_CLASS_KERNEL;
    op = kernel_name(&nd->f);
  }
  ev->name.p = (const char *)op.p;
  ev->name.n = op.n;
  return 1;
}

/* The op table of key_averages(): see opattr.h.
 *
 * Three sorted passes.  1: the host slices in nesting order give each
 * its place (an index) and each runtime call the slice that owns its
 * device work.  2: owners and device work by correlation id give each
 * device slice's time to its owner's index.  3: slices and device time
 * by index, nested again, sum each slice's subtree into its group. */
#include "emit/analyze/opattr.h"

#include <stdlib.h>
#include <string.h>

/* A host slice as pass 1 sorts it. */
typedef struct srec_s {
  uint64_t tid, seq, corr;
  int64_t ts, dur;                /* ps                                   */
  uint32_t pid, row;
  uint32_t op;                    /* an op or range (owns device work)    */
} srec_t;

/* By correlation id: an owner (kind 0, v its index) before the device
 * work (kind 1, v its ns). */
typedef struct crec_s {
  uint64_t corr, v;
  uint64_t kind;
} crec_t;

/* By index: device ns (kind 0) before the slice (kind 1). */
typedef struct trec_s {
  uint64_t idx, kind, tid;
  int64_t ts, end, dur;           /* ps; dur: the device ns for kind 0    */
  uint32_t pid, row;
} trec_t;

struct sl_opstack_s {
  int64_t end;                    /* ps                                   */
  uint64_t idx;
  int op;
  /* pass 3 */
  uint32_t row;
  int64_t dur, children, self_dev, sub_dev; /* ns                        */
  uint64_t sub_k;
};

static int cmp_s(const void *x, const void *y) {
  const srec_t *a = x, *b = y;
  if (a->pid != b->pid) return a->pid < b->pid ? -1 : 1;
  if (a->tid != b->tid) return a->tid < b->tid ? -1 : 1;
  if (a->ts != b->ts) return a->ts < b->ts ? -1 : 1;
  if (a->dur != b->dur) return a->dur > b->dur ? -1 : 1;
  return a->seq < b->seq ? -1 : a->seq > b->seq;
}

static int cmp_c(const void *x, const void *y) {
  const crec_t *a = x, *b = y;
  if (a->corr != b->corr) return a->corr < b->corr ? -1 : 1;
  return a->kind < b->kind ? -1 : a->kind > b->kind;
}

static int cmp_t(const void *x, const void *y) {
  const trec_t *a = x, *b = y;
  if (a->idx != b->idx) return a->idx < b->idx ? -1 : 1;
  return a->kind < b->kind ? -1 : a->kind > b->kind;
}

int sl__opattr_init(sl_opattr_t *a, int by_shapes, int by_input) {
  memset(a, 0, sizeof *a);
  if (sl__arena_init(&a->arena)) return SL_ENOMEM;
  sl__strmap_init(&a->keys, &a->arena);
  a->by_shapes = by_shapes;
  sl__inkey_init(&a->inkey, by_input, &a->arena);
  sl__vsort_init_rec(&a->slices, 0, sizeof(srec_t), cmp_s);
  sl__vsort_init_rec(&a->corr, 0, sizeof(crec_t), cmp_c);
  sl__vsort_init_rec(&a->tree, 0, sizeof(trec_t), cmp_t);
  return 0;
}

void sl__opattr_close(sl_opattr_t *a) {
  sl__vsort_close(&a->slices);
  sl__vsort_close(&a->corr);
  sl__vsort_close(&a->tree);
  sl__arena_close(&a->arena);
  free(a->rows);
  free(a->stack);
  free(a->key);
}

/* key_averages() folds the step ranges into one row. */
static sl_text_t fold_step(sl_text_t n) {
  static const char pre[] = "ProfilerStep#";
  size_t k = sizeof pre - 1, i;
  if (n.n <= k || memcmp(n.p, pre, k) != 0) return n;
  for (i = k; i < n.n; i++)
    if (n.p[i] < '0' || n.p[i] > '9') return n;
  n.p = "ProfilerStep*";
  n.n = k;
  return n;
}

static sl_text_t shapes_of(const sl_event_t *e) {
  sl_text_t none = {"", 0};
  size_t i;
  for (i = 0; i < e->nargs; i++)
    if (e->args[i].key.n == 10 && !memcmp(e->args[i].key.p, "Input Dims", 10))
      return e->args[i].kind == SL_ARG_STR ? e->args[i].v.s : none;
  return none;
}

int sl__opattr_input(sl_opattr_t *a, sl_str_t name) {
  return sl__inkey_set(&a->inkey, name);
}

sl_str_t sl__opattr_input_of(const sl_opattr_t *a, const sl_oprow_t *r) {
  return sl__inkey_name(&a->inkey, r->input);
}

/* The row of a key (by input: the input's index first; a name, and
 * shapes when rows are by them); -1 when out of memory. */
static int64_t row_key(sl_opattr_t *a, sl_text_t name, sl_text_t sh) {
  size_t n, at = a->inkey.on ? 4 : 0;
  int added;
  int64_t r;
  n = at + name.n + (a->by_shapes ? 1 + sh.n : 0);
  if (sl__grow_array((void **)&a->key, &a->keycap, n + 1, 1)) return -1;
  if (at) memcpy(a->key, &a->inkey.cur, 4);
  if (name.n) memcpy(a->key + at, name.p, name.n); /* nameless: NULL */
  if (a->by_shapes) {
    a->key[at + name.n] = 0;
    if (sh.n) memcpy(a->key + at + name.n + 1, sh.p, sh.n);
  }
  if ((r = sl__strmap_put(&a->keys, a->key, n, &added)) < 0 ||
      r >= (int64_t)UINT32_MAX)
    return -1;
  if (added) {
    const uint8_t *k = a->keys.keys[r].p + at;
    sl_oprow_t *o;
    if (sl__grow_array((void **)&a->rows, &a->cap, (size_t)r + 1,
                       sizeof *a->rows))
      return -1;
    o = &a->rows[r];
    memset(o, 0, sizeof *o);
    o->name = sl__str(k, name.n);
    o->shapes = a->by_shapes ? sl__str(k + name.n + 1, sh.n) : sl__str("", 0);
    o->input = a->inkey.cur;
  }
  return r;
}

/* The row of a slice's key; -1 when out of memory. */
static int64_t row_of(sl_opattr_t *a, const sl_event_t *e) {
  sl_text_t sh = {"", 0};
  if (a->by_shapes) sh = shapes_of(e);
  return row_key(a, fold_step(e->name), sh);
}

sl_oprow_t *sl__opattr_row(sl_opattr_t *a, sl_str_t name, sl_str_t shapes) {
  sl_text_t n, sh;
  int64_t r;
  n.p = (const char *)name.p;
  n.n = name.n;
  sh.p = (const char *)shapes.p;
  sh.n = shapes.n;
  r = row_key(a, n, sh);
  return r < 0 ? NULL : &a->rows[r];
}

int sl__opattr_event(sl_opattr_t *a, const sl_event_t *e) {
  if (e->kind != SL_EV_SLICE) return 0;
  switch (e->cls) {
  case SL_CLASS_HOST_OP:
  case SL_CLASS_RANGE:
  case SL_CLASS_API: {
    srec_t r;
    int64_t row = row_of(a, e);
    if (row < 0) return SL_ENOMEM;
    memset(&r, 0, sizeof r);
    r.pid = e->pid;
    r.tid = e->tid;
    r.ts = e->ts;
    r.dur = e->dur;
    r.seq = a->seq++;
    r.corr = e->cls == SL_CLASS_API ? e->corr : 0;
    r.row = (uint32_t)row;
    r.op = e->cls != SL_CLASS_API;
    return sl__vsort_put(&a->slices, &r);
  }
  case SL_CLASS_KERNEL:
  case SL_CLASS_MEMCPY:
  case SL_CLASS_MEMSET: {
    crec_t c;
    if (e->corr == 0) {
      a->unattributed += e->dur / 1000;
      return 0;
    }
    c.corr = e->corr;
    c.v = (uint64_t)(e->dur / 1000);
    c.kind = 1;
    return sl__vsort_put(&a->corr, &c);
  }
  default: return 0;
  }
}

static int push(sl_opattr_t *a, int64_t end, uint64_t idx, int op) {
  sl_opstack_t *s;
  if (sl__grow_array((void **)&a->stack, &a->stack_cap, a->depth + 1,
                     sizeof *a->stack))
    return SL_ENOMEM;
  s = &a->stack[a->depth++];
  memset(s, 0, sizeof *s);
  s->end = end;
  s->idx = idx;
  s->op = op;
  return 0;
}

/* A new thread empties the stack (pass 3 first closes what it holds). */
static int same_thread(sl_opattr_t *a, uint32_t pid, uint64_t tid) {
  if (a->has_thread && a->cur_pid == pid && a->cur_tid == tid) return 1;
  a->has_thread = 1;
  a->cur_pid = pid;
  a->cur_tid = tid;
  return 0;
}

static void pop(sl_opattr_t *a);

/* The stack as a slice [ts, end) finds it: slices that ended by ts
 * leave, and so does one it outlasts (it cannot be the parent: the next
 * enclosing slice is, as key_averages() takes it); `done` runs pass 3's
 * accounting as they leave.  Returns whether the slice outlasted its
 * innermost open slice. */
static int nest(sl_opattr_t *a, int64_t ts, int64_t end, int done) {
  int improper = 0;
  while (a->depth) {
    int64_t top = a->stack[a->depth - 1].end;
    if (top > ts && end <= top) break;
    if (top > ts) improper = 1;
    if (done) pop(a);
    else a->depth--;
  }
  return improper;
}

/* Pass 1: each slice's index; each runtime call's owner. */
static int pass_nest(void *ud, const void *rec) {
  sl_opattr_t *a = ud;
  const srec_t *r = rec;
  uint64_t idx = a->next++;
  int rc;
  if (!same_thread(a, r->pid, r->tid)) a->depth = 0;
  nest(a, r->ts, r->ts + r->dur, 0);
  if (r->corr) {
    crec_t c;
    size_t k = a->depth;
    c.corr = r->corr;
    c.v = idx;
    c.kind = 0;
    while (k-- > 0)
      if (a->stack[k].op) {
        c.v = a->stack[k].idx;
        break;
      }
    if ((rc = sl__vsort_put(&a->corr, &c))) return rc;
  }
  {
    trec_t t;
    memset(&t, 0, sizeof t);
    t.idx = idx;
    t.kind = 1;
    t.pid = r->pid;
    t.tid = r->tid;
    t.ts = r->ts;
    t.end = r->ts + r->dur;
    t.dur = r->dur / 1000;
    t.row = r->row;
    if ((rc = sl__vsort_put(&a->tree, &t))) return rc;
  }
  return push(a, r->ts + r->dur, idx, (int)r->op);
}

/* Pass 2: device work to its owner (the first owner of a correlation id
 * counts). */
static int pass_corr(void *ud, const void *rec) {
  sl_opattr_t *a = ud;
  const crec_t *c = rec;
  trec_t t;
  if (c->kind == 0) {
    if (!a->has_owner || c->corr != a->cur_corr) {
      a->has_owner = 1;
      a->cur_corr = c->corr;
      a->owner = c->v;
    }
    return 0;
  }
  if (!a->has_owner || c->corr != a->cur_corr) {
    a->unattributed += (int64_t)c->v;
    return 0;
  }
  memset(&t, 0, sizeof t);
  t.idx = a->owner;
  t.kind = 0;
  t.dur = (int64_t)c->v;
  return sl__vsort_put(&a->tree, &t);
}

/* Pass 3: a slice leaves the stack; its figures go to its group and its
 * parent (the entry below it). */
static void pop(sl_opattr_t *a) {
  sl_opstack_t *s = &a->stack[--a->depth];
  sl_oprow_t *o = &a->rows[s->row];
  o->calls++;
  o->cpu_total += s->dur;
  o->self_cpu += s->dur - s->children;
  o->self_device += s->self_dev;
  o->device_total += s->sub_dev;
  o->kernels += s->sub_k;
  a->self_cpu += s->dur - s->children;
  a->self_device += s->self_dev;
  if (a->depth) {
    sl_opstack_t *p = &a->stack[a->depth - 1];
    p->children += s->dur;
    p->sub_dev += s->sub_dev;
    p->sub_k += s->sub_k;
  }
}

static int pass_tree(void *ud, const void *rec) {
  sl_opattr_t *a = ud;
  const trec_t *t = rec;
  sl_opstack_t *s;
  int rc;
  if (t->kind == 0) {
    a->pend_dev += t->dur;
    a->pend_k++;
    return 0;
  }
  if (!same_thread(a, t->pid, t->tid))
    while (a->depth) pop(a);
  if (nest(a, t->ts, t->end, 1)) a->improper++;
  if ((rc = push(a, t->end, t->idx, 0))) return rc;
  s = &a->stack[a->depth - 1];
  s->row = t->row;
  s->dur = t->dur;
  s->self_dev = s->sub_dev = a->pend_dev;
  s->sub_k = a->pend_k;
  a->pend_dev = 0;
  a->pend_k = 0;
  return 0;
}

int sl__opattr_finish(sl_opattr_t *a) {
  int rc;
  a->depth = 0;
  a->has_thread = 0;
  if ((rc = sl__vsort_each_rec(&a->slices, pass_nest, a))) return rc;
  sl__vsort_reset(&a->slices);
  if ((rc = sl__vsort_each_rec(&a->corr, pass_corr, a))) return rc;
  sl__vsort_reset(&a->corr);
  a->depth = 0;
  a->has_thread = 0;
  if ((rc = sl__vsort_each_rec(&a->tree, pass_tree, a))) return rc;
  while (a->depth) pop(a);
  sl__vsort_reset(&a->tree);
  return 0;
}

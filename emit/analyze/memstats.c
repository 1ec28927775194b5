/* The memory report's figures: see memstats.h.  What outlives a step is
 * per allocator its peak in each step (for min / median / max). */
#define _GNU_SOURCE /* qsort_r */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit/analyze/memstats.h"
#include "emit/model/label.h"
#include "emit/write/snapshot.h"
#include "step_stats.pb-c.h"
#include "stream/common.h"
#include "stream/pb/varint.h"

const char *const sl__mem_measures[SL_MEASURES] = {"model", "in_use",
                                                   "peak_bytes", "records"};

sl_mem_peak_t *sl__memstats_alloc(sl_memstats_t *x, sl_str_t name) {
  int added;
  int64_t k = sl__strmap_put(&x->allocs, name.p, name.n, &added);
  if (k < 0) return NULL;
  if ((size_t)k >= x->apcap) {
    size_t cap = x->apcap;
    sl_mem_peak_t *na;
    if (sl__grow_cap(&cap, (size_t)k + 1, sizeof *na) != 0 ||
        !(na = sl__arena_realloc(&x->arena, x->ap, cap * sizeof *na)))
      return NULL;
    x->ap = na;
    x->apcap = cap;
  }
  if (added) {
    memset(&x->ap[k], 0, sizeof x->ap[k]);
    x->ap[k].name = x->allocs.keys[k];
  }
  return &x->ap[k];
}

static int cmp_live(const void *pa, const void *pb) {
  const sl_mem_live_t *a = pa, *b = pb;
  size_t m;
  int c;
  if (a->bytes != b->bytes) return a->bytes > b->bytes ? -1 : 1;
  m = a->name.n < b->name.n ? a->name.n : b->name.n;
  c = m ? memcmp(a->name.p, b->name.p, m) : 0;
  return c ? c : (a->name.n < b->name.n ? -1 : a->name.n > b->name.n);
}

/* The model's maximums: each allocator's peak and its largest live
 * tensors (copied: the arrays live only during the call). */
int sl__memstats_maxima(void *ud, const sl_step_info_t *st,
                     const sl_alloc_max_t *m, size_t n) {
  sl_memstats_t *x = ud;
  size_t i, j;
  (void)st;
  for (i = 0; i < n; i++) {
    sl_mem_peak_t *a = sl__memstats_alloc(x, sl__str(m[i].allocator, m[i].allocator_len));
    sl_mem_live_t *all;
    if (!a) return SL_ENOMEM;
    a->has_model = 1;
    a->model = m[i].num_bytes;
    a->model_ts = m[i].timestamp;
    a->n_live = m[i].n_tensors;
    all = malloc((m[i].n_tensors + 1) * sizeof *all);
    if (!all) return SL_ENOMEM;
    for (j = 0; j < m[i].n_tensors; j++) {
      memset(&all[j], 0, sizeof all[j]);
      all[j].name = sl__str(m[i].tensors[j], m[i].tensor_lens[j]);
      all[j].bytes = m[i].tensor_bytes[j];
    }
    qsort(all, m[i].n_tensors, sizeof *all, cmp_live);
    a->nlive = m[i].n_tensors < x->top ? m[i].n_tensors : x->top;
    a->live = sl__arena_alloc(&x->arena, (a->nlive + 1) * sizeof *a->live);
    if (!a->live) {
      free(all);
      return SL_ENOMEM;
    }
    for (j = 0; j < a->nlive; j++) {
      int added;
      int64_t k;
      a->live[j] = all[j];
      a->live[j].name.p =
          sl__arena_dup(&x->arena, all[j].name.p, all[j].name.n);
      a->live[j].op = sl__str("", 0);
      if (!a->live[j].name.p) {
        free(all);
        return SL_ENOMEM;
      }
      /* The producer of each listed tensor is looked for in the node
       * walk; a name listed under two allocators points at the first. */
      k = sl__strmap_put(&x->wanted, a->live[j].name.p, a->live[j].name.n,
                         &added);
      if (k < 0) {
        free(all);
        return SL_ENOMEM;
      }
      if (added) {
        uint32_t *nw = sl__arena_realloc(&x->arena, x->want_at,
                                         ((size_t)k + 1) * sizeof *nw);
        if (!nw) {
          free(all);
          return SL_ENOMEM;
        }
        x->want_at = nw;
        x->want_at[k] = (uint32_t)((size_t)(a - x->ap) << 16 | j);
      }
    }
    free(all);
  }
  return 0;
}

/* ---- the node walk ---------------------------------------------------------- */

/* The error for a node whose memory or outputs could not be read (rc
 * SL_ENOMEM or SL_EFORMAT); returns it. */
static int node_err(sl_walk_t *w, int rc, const sl_node_t *nd) {
  return sl__node_fail(w, nd, rc,
                       "expected a well-formed NodeExecStats (its memory and "
                       "outputs) in the node that starts here");
}

static int add_record(sl_memstats_t *x, sl_mem_peak_t *a, int64_t t, int64_t bytes) {
  if (a->nrec == a->rcap) {
    size_t cap = a->rcap;
    sl_mem_rec_t *nr;
    if (sl__grow_cap(&cap, a->nrec + 1, sizeof *nr) != 0 ||
        !(nr = sl__arena_realloc(&x->arena, a->recs, cap * sizeof *nr)))
      return SL_ENOMEM;
    a->recs = nr;
    a->rcap = cap;
  }
  a->recs[a->nrec].t = t;
  a->recs[a->nrec].bytes = bytes;
  a->recs[a->nrec].seq = (uint32_t)a->nrec;
  a->nrec++;
  return 0;
}

/* The figures of an entry into its allocator's (only those not 0 count,
 * as a missing field reads 0). */
static void entry_figures(sl_mem_peak_t *a, int64_t inuse, int64_t peak) {
  if (inuse && (!a->has_inuse || inuse > a->inuse)) {
    a->inuse = inuse;
    a->has_inuse = 1;
  }
  if (peak && (!a->has_peak || peak > a->peak)) {
    a->peak = peak;
    a->has_peak = 1;
  }
}

/* measured()'s straight path: an entry laid out as TensorFlow writes it
 * (the name, the four counts, then the records, each a time and a size)
 * for an allocator already seen in the step.  Returns 1 when it was;
 * 0 when it is laid out otherwise, or names a new allocator, with
 * nothing kept (the general reading follows); or SL_ENOMEM.  The summary
 * line reads every entry of a step, and the general reading takes every
 * field twice through the field iterator. */
static int measured_fast(sl_memstats_t *x, const uint8_t *p, size_t n) {
  static const uint8_t counts[] = {2 << 3, 3 << 3, 4 << 3, 5 << 3};
  const uint8_t *q = p, *end = p + n, *r, *b;
  int64_t inuse = 0, peak = 0, k;
  size_t len, i, nrec0;
  uint64_t v;
  sl_mem_peak_t *a;
  if (!(r = sl__tag_bytes(q, end, 1 << 3 | 2, &b, &len)) || r == q) return 0;
  k = sl__strmap_find(&x->allocs, b, len);
  if (k < 0) return 0;
  q = r;
  for (i = 0; i < sizeof counts; i++) {
    if (q >= end || *q != counts[i]) continue;
    if (!(r = sl__varint(q + 1, end, &v))) return 0;
    if (i == 1) peak = (int64_t)v;
    else if (i == 3) inuse = (int64_t)v;
    q = r;
  }
  a = &x->ap[k];
  nrec0 = a->nrec;
  while (q < end && *q == (6 << 3 | 2)) {
    const uint8_t *s, *se;
    uint64_t t = 0, bytes = 0;
    if (!(s = sl__varint(q + 1, end, &v)) || v > (uint64_t)(end - s))
      goto undo;
    se = s + v;
    if (s < se && *s == (1 << 3) && !(s = sl__varint(s + 1, se, &t)))
      goto undo;
    if (s < se && *s == (2 << 3) && !(s = sl__varint(s + 1, se, &bytes)))
      goto undo;
    if (s != se) goto undo;
    if (add_record(x, a, (int64_t)t, (int64_t)bytes) != 0) return SL_ENOMEM;
    q = se;
  }
  if (q != end) goto undo;
  entry_figures(a, inuse, peak);
  return 1;
undo:
  a->nrec = nrec0;
  return 0;
}

/* One AllocatorMemoryUsed of a node, read field by field as protobuf
 * would decode it (the last name and figures win, every record counts,
 * a known field with another wire type is an error).  Two reads: the
 * name may come after the records that belong to it. */
static int measured(sl_memstats_t *x, const uint8_t *p, size_t n) {
  const uint8_t *q = p, *end = p + n, *b;
  sl_str_t name = sl__str("", 0);
  int64_t inuse = 0, peak = 0;
  uint32_t num, wire;
  uint64_t v;
  sl_mem_peak_t *a;
  int rc = measured_fast(x, p, n);
  if (rc) return rc < 0 ? rc : 0;
  while ((rc = sl__field_next(&q, end, &num, &wire, &v, &b)) == 1) {
    if (num == 1 || num == 6) {
      if (wire != 2) return SL_EFORMAT;
      if (num == 1) name = sl__str(b, (size_t)v);
    } else if (num >= 2 && num <= 5) {
      if (wire != 0) return SL_EFORMAT;
      if (num == 3) peak = (int64_t)v;
      else if (num == 5) inuse = (int64_t)v;
    }
  }
  if (rc < 0) return rc;
  a = sl__memstats_alloc(x, name);
  if (!a) return SL_ENOMEM;
  entry_figures(a, inuse, peak);
  for (q = p; sl__field_next(&q, end, &num, &wire, &v, &b) == 1;) {
    const uint8_t *r, *re;
    int64_t t = 0, bytes = 0;
    if (num != 6) continue;
    for (r = b, re = b + v;
         (rc = sl__field_next(&r, re, &num, &wire, &v, &b)) == 1;) {
      if (num != 1 && num != 2) continue;
      if (wire != 0) return SL_EFORMAT;
      if (num == 1) t = (int64_t)v;
      else bytes = (int64_t)v;
    }
    if (rc < 0) return rc;
    if (add_record(x, a, t, bytes) != 0) return SL_ENOMEM;
  }
  return 0;
}

static void shape_text(char *out, size_t n, const Tensorflow__TensorShapeProto *s) {
  size_t i, k = 0;
  if (!s) {
    snprintf(out, n, "[]");
    return;
  }
  if (s->unknown_rank) {
    snprintf(out, n, "[?]");
    return;
  }
  k += (size_t)snprintf(out + k, n - k, "[");
  for (i = 0; i < s->n_dim && k < n; i++)
    k += (size_t)snprintf(out + k, n - k, i ? ",%lld" : "%lld",
                          (long long)s->dim[i]->size);
  if (k < n) snprintf(out + k, n - k, "]");
}

/* A node that made listed tensors: their op, dtype and shape. */
static int producer(sl_memstats_t *x, const uint8_t *p, size_t n,
                    const sl_node_fields_t *f, size_t i, int64_t w) {
  Tensorflow__NodeExecStats *ns;
  uint32_t at = x->want_at[w];
  sl_mem_live_t *l = &x->ap[at >> 16].live[at & 0xffff];
  sl_str_t nn, op, in;
  sl__arena_reset(&x->scratch);
  ns = tensorflow__node_exec_stats__unpack(&x->scratch.pbc, n, p);
  if (!ns || i >= ns->n_output) return SL_EFORMAT;
  if (SL_STR_EQ(f->node_name, "RecvTensor")) op = sl__str("RecvTensor", 10);
  else if (!sl__op_label(f->timeline_label, &nn, &op, &in))
    op = sl__str("unknown", 7);
  l->op.p = sl__arena_dup(&x->arena, op.p, op.n);
  l->op.n = op.n;
  if (!l->op.p) return SL_ENOMEM;
  l->dtype = NULL;
  l->shape[0] = '\0';
  if (ns->output[i]->tensor_description) {
    const Tensorflow__TensorDescription *td =
        ns->output[i]->tensor_description;
    l->dtype = sl__dtype_name(td->dtype);
    shape_text(l->shape, sizeof l->shape, td->shape);
  }
  return 0;
}

/* The memory entries of a node (field 6, within the span its scan found),
 * each read alone.  Returns 0, SL_ENOMEM, or SL_EFORMAT. */
static int node_memory(sl_memstats_t *x, const sl_node_fields_t *f,
                       const uint8_t *p) {
  const uint8_t *q = p + f->mem_from, *end = p + f->mem_to, *b;
  uint32_t num, wire;
  uint64_t v;
  int rc;
  while ((rc = sl__field_next(&q, end, &num, &wire, &v, &b)) == 1)
    if (num == 6 && wire == 2 && (rc = measured(x, b, (size_t)v)) != 0)
      return rc;
  return rc;
}

static void first_start(sl_memstats_t *x, const sl_node_fields_t *f) {
  if (!x->has_t0 || f->all_start_micros < x->t0) {
    x->t0 = f->all_start_micros;
    x->has_t0 = 1;
  }
}

/* A node of the step's own pass: its measured memory, and its outputs
 * that are listed tensors ("node" for output 0, else "node:i", as the
 * tensor table names them; the last producer wins). */
static int mem_node(void *ud, sl_walk_t *w, sl_node_t *nd) {
  sl_memstats_t *x = ud;
  const sl_node_fields_t *f = &nd->f;
  size_t i;
  int rc;
  first_start(x, f);
  rc = node_memory(x, f, nd->p);
  if (rc) return node_err(w, rc, nd);
  if (x->wanted.n == 0) return 0;
  for (i = 0; i < f->n_output; i++) {
    size_t need = f->node_name.n + 24, k = f->node_name.n;
    int64_t wt;
    if (need > x->namecap) {
      char *nb = realloc(x->namebuf, need);
      if (!nb) return sl__err(w->err, SL_ENOMEM, nd->off, "out of memory");
      x->namebuf = nb;
      x->namecap = need;
    }
    if (k) memcpy(x->namebuf, f->node_name.p, k);
    if (i) k += (size_t)snprintf(x->namebuf + k, 24, ":%zu", i);
    wt = sl__strmap_find(&x->wanted, (const uint8_t *)x->namebuf, k);
    if (wt >= 0) {
      rc = producer(x, nd->p, nd->n, f, i, wt);
      if (rc) return node_err(w, rc, nd);
    }
  }
  return 0;
}

static int cmp_rec(const void *pa, const void *pb) {
  const sl_mem_rec_t *a = pa, *b = pb;
  if (a->t != b->t) return a->t < b->t ? -1 : 1;
  return a->seq < b->seq ? -1 : a->seq > b->seq;
}

/* Sorts records by time, those at the same time in record order: a
 * stable radix sort on the time less the earliest one, a byte at a time
 * over the bytes that the step's span needs (three for a span under 16
 * s).  The summary line sorts every record of a step (about 100,000 in a
 * 100k-op step), and qsort's comparisons through a function pointer were
 * a sixth of the summary's own cost.  `tmp` has room for n records. */
static void sort_records(sl_mem_rec_t *r, sl_mem_rec_t *tmp, size_t n) {
  uint64_t lo, span = 0;
  size_t i, cnt[256];
  sl_mem_rec_t *src = r, *dst = tmp;
  unsigned shift;
  int sorted = 1;
  lo = (uint64_t)r[0].t;
  for (i = 1; i < n; i++) {
    if (r[i].t < r[i - 1].t) sorted = 0;
    if (r[i].t < (int64_t)lo) lo = (uint64_t)r[i].t;
  }
  if (sorted) return;
  /* Differences from the earliest time, taken as unsigned: exact for any
   * two int64 times. */
  for (i = 0; i < n; i++)
    if ((uint64_t)r[i].t - lo > span) span = (uint64_t)r[i].t - lo;
  for (shift = 0; shift < 64 && (span >> shift) != 0; shift += 8) {
    size_t at = 0;
    sl_mem_rec_t *t;
    memset(cnt, 0, sizeof cnt);
    for (i = 0; i < n; i++) cnt[(((uint64_t)src[i].t - lo) >> shift) & 255]++;
    for (i = 0; i < 256; i++) {
      size_t c = cnt[i];
      cnt[i] = at;
      at += c;
    }
    for (i = 0; i < n; i++)
      dst[cnt[(((uint64_t)src[i].t - lo) >> shift) & 255]++] = src[i];
    t = src;
    src = dst;
    dst = t;
  }
  if (src != r) memcpy(r, src, n * sizeof *r);
}

/* The peak of the running sum of an allocator's records, in time order
 * (records at the same time in the order the log gives them). */
void sl__memstats_records_peak(sl_arena_t *ar, sl_mem_peak_t *a) {
  size_t i;
  int64_t sum = 0;
  sl_mem_rec_t *tmp;
  if (a->nrec == 0) return;
  tmp = a->nrec > 1 ? sl__arena_alloc(ar, a->nrec * sizeof *tmp) : NULL;
  if (tmp) sort_records(a->recs, tmp, a->nrec);
  else qsort(a->recs, a->nrec, sizeof *a->recs, cmp_rec);
  a->has_records = 1;
  a->records = 0;
  for (i = 0; i < a->nrec; i++) {
    /* Wrapping addition: hostile sizes must not be undefined behaviour. */
    sum = (int64_t)((uint64_t)sum + (uint64_t)a->recs[i].bytes);
    if (i == 0 || sum > a->records) a->records = sum;
  }
}

/* ---- across steps ------------------------------------------------------------ */

static int keep_value(sl_mem_across_t *c, int m, int64_t v) {
  if (c->n[m] == c->cap[m]) {
    size_t cap = c->cap[m];
    int64_t *nv;
    if (sl__grow_cap(&cap, c->n[m] + 1, sizeof *nv) != 0 ||
        !(nv = realloc(c->v[m], cap * sizeof *nv)))
      return SL_ENOMEM;
    c->v[m] = nv;
    c->cap[m] = cap;
  }
  c->v[m][c->n[m]++] = v;
  return 0;
}

static sl_mem_across_t *across(sl_mem_run_t *r, sl_str_t name) {
  int added;
  int64_t k = sl__strmap_put(&r->names, name.p, name.n, &added);
  if (k < 0) return NULL;
  if ((size_t)k >= r->cap) {
    size_t cap = r->cap;
    sl_mem_across_t *na;
    if (sl__grow_cap(&cap, (size_t)k + 1, sizeof *na) != 0 ||
        !(na = realloc(r->a, cap * sizeof *na)))
      return NULL;
    memset(na + r->cap, 0, (cap - r->cap) * sizeof *na);
    r->a = na;
    r->cap = cap;
  }
  return &r->a[k];
}

static int cmp_i64(const void *a, const void *b) {
  int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
  return x < y ? -1 : x > y;
}

/* min, median (the mean of the middle two for an even count) and max. */
void sl__memstats_summary(sl_mem_across_t *c, int m, int64_t out[3]) {
  size_t n = c->n[m];
  qsort(c->v[m], n, sizeof *c->v[m], cmp_i64);
  out[0] = c->v[m][0];
  out[2] = c->v[m][n - 1];
  out[1] = n % 2 ? c->v[m][n / 2]
                 : c->v[m][n / 2 - 1] + (c->v[m][n / 2] - c->v[m][n / 2 - 1]) / 2;
}

/* ---- a step and the run ------------------------------------------------ */

void sl__memstats_init(sl_memstats_t *x, size_t top) {
  memset(x, 0, sizeof *x);
  x->top = top ? top : 5;
  if (x->top > 0xffff) x->top = 0xffff;
  sl__arena_init(&x->run.arena);
  sl__strmap_init(&x->run.names, &x->run.arena);
}

void sl__memstats_close(sl_memstats_t *x) {
  size_t i;
  int m;
  for (i = 0; i < x->run.names.n; i++)
    for (m = 0; m < SL_MEASURES; m++) free(x->run.a[i].v[m]);
  free(x->run.a);
  sl__arena_close(&x->run.arena);
  free(x->namebuf);
}

void sl__memstats_step_begin(sl_memstats_t *x) {
  sl__arena_init(&x->arena);
  sl__arena_init(&x->scratch);
  sl__strmap_init(&x->allocs, &x->arena);
  sl__strmap_init(&x->wanted, &x->arena);
  x->ap = NULL;
  x->apcap = 0;
  x->want_at = NULL;
  x->has_t0 = 0;
}

sl_visitor_t sl__memstats_visitor(sl_memstats_t *x) {
  sl_visitor_t v = {x, NULL, mem_node, NULL};
  return v;
}

int sl__memstats_step_end(sl_memstats_t *x) {
  size_t i;
  int rc = 0;
  x->run.steps++;
  for (i = 0; i < x->allocs.n && rc == 0; i++) {
    sl_mem_peak_t *a = &x->ap[i];
    sl_mem_across_t *c = across(&x->run, a->name);
    sl__memstats_records_peak(&x->arena, a);
    if (!c) rc = SL_ENOMEM;
    if (rc == 0 && a->has_model)
      rc = keep_value(c, SL_MEASURE_MODEL, a->model);
    if (rc == 0 && a->has_inuse)
      rc = keep_value(c, SL_MEASURE_INUSE, a->inuse);
    if (rc == 0 && a->has_peak) rc = keep_value(c, SL_MEASURE_PEAK, a->peak);
    if (rc == 0 && a->has_records)
      rc = keep_value(c, SL_MEASURE_RECORDS, a->records);
  }
  return rc;
}

void sl__memstats_step_free(sl_memstats_t *x) {
  sl__arena_close(&x->scratch);
  sl__arena_close(&x->arena);
}

int sl__memstats_measure(sl_memstats_t *x, sl_walk_t *w, sl_node_t *nd) {
  int rc = node_memory(x, &nd->f, nd->p);
  return rc ? node_err(w, rc, nd) : 0;
}

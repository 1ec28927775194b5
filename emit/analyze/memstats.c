/* The memory report: `stepline mem` without --json.  See
 * sl_mem_report_path() in stepline.h.
 *
 * Each step gets the memory model (the conversion's tensor table and sweep
 * line, without a trace: its allocator maximums with each live tensor's
 * bytes, and its counter values for the plot), then one walk over its
 * nodes for what the log measured — the AllocatorMemoryUsed entries,
 * decoded one at a time — and for the producers of the tensors the report
 * lists (decoded only for those).  What outlives a step: per allocator
 * the step's peaks (for min / median / max), and the plot's points. */
#define _GNU_SOURCE /* qsort_r */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit/analyze/glance.h"
#include "emit/model/label.h"
#include "emit/run/run.h"
#include "emit/write/json.h"
#include "emit/write/plot.h"
#include "emit/write/report.h"
#include "emit/write/snapshot.h"
#include "step_stats.pb-c.h"
#include "stream/common.h"
#include "stream/pb/varint.h"

/* ---- one step ------------------------------------------------------------ */

typedef struct live_s {
  sl_str_t name;
  int64_t bytes;
  sl_str_t op;         /* "" until its producer is found              */
  const char *dtype;
  char shape[48];
} live_t;

typedef struct rec_s {
  int64_t t, bytes;
  uint32_t seq;        /* record order, for ties                      */
} rec_t;

typedef struct apeak_s {
  sl_str_t name;
  int has_model, has_inuse, has_peak, has_records;
  int64_t model, model_ts, inuse, peak, records;
  size_t n_live;       /* tensors live at the model peak              */
  live_t *live;        /* the largest of them                         */
  size_t nlive;
  rec_t *recs;
  size_t nrec, rcap;
} apeak_t;

enum { M_MODEL, M_INUSE, M_PEAK, M_RECORDS, M_COUNT };
static const char *const m_names[M_COUNT] = {"model", "in_use", "peak_bytes",
                                              "records"};

/* What is kept of an allocator across steps: its peak in each step, per
 * measure (only steps that have the measure). */
typedef struct across_s {
  int64_t *v[M_COUNT];
  size_t n[M_COUNT], cap[M_COUNT];
} across_t;

typedef struct run_alloc_s {
  sl_arena_t arena;
  sl_strmap_t names;
  across_t *a;
  size_t cap;
  uint64_t steps;
} run_alloc_t;

typedef struct mem_s {
  const sl_mem_options_t *mo;
  sl_sink_fn sink;
  void *ud;
  int quiet;           /* the baseline: figures only                 */
  size_t top;
  sl_step_ctx_t *st;
  /* this step */
  sl_arena_t arena;
  sl_strmap_t allocs;
  apeak_t *ap;
  size_t apcap;
  sl_strmap_t wanted;  /* names of listed tensors -> (alloc, slot)   */
  uint32_t *want_at;
  sl_arena_t scratch;  /* one decoded message                          */
  int64_t t0;          /* the step's first op start (table times)      */
  int has_t0;
  char *namebuf;
  size_t namecap;
  /* the run */
  run_alloc_t run;
  sl_plot_t plot;
  int plotting;
  int blocks;
  sl_json_t *jw;       /* JSON: the document stays open across steps   */
} mem_t;

static apeak_t *apeak(mem_t *x, sl_str_t name) {
  int added;
  int64_t k = sl__strmap_put(&x->allocs, name.p, name.n, &added);
  if (k < 0) return NULL;
  if ((size_t)k >= x->apcap) {
    size_t cap = x->apcap;
    apeak_t *na;
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
  const live_t *a = pa, *b = pb;
  size_t m;
  int c;
  if (a->bytes != b->bytes) return a->bytes > b->bytes ? -1 : 1;
  m = a->name.n < b->name.n ? a->name.n : b->name.n;
  c = m ? memcmp(a->name.p, b->name.p, m) : 0;
  return c ? c : (a->name.n < b->name.n ? -1 : a->name.n > b->name.n);
}

/* The model's maximums: each allocator's peak and its largest live
 * tensors (copied: the arrays live only during the call). */
static int on_maxima(void *ud, const sl_step_info_t *st,
                     const sl_alloc_max_t *m, size_t n) {
  mem_t *x = ud;
  size_t i, j;
  (void)st;
  for (i = 0; i < n; i++) {
    apeak_t *a = apeak(x, sl__str(m[i].allocator, m[i].allocator_len));
    live_t *all;
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

static int on_counter(void *ud, sl_str_t alloc, int64_t t, int64_t total) {
  mem_t *x = ud;
  sl__plot_point(&x->plot, alloc, t, total);
  return 0;
}

/* ---- the node walk ---------------------------------------------------------- */

/* The error for a node whose memory or outputs could not be read (rc
 * SL_ENOMEM or SL_EFORMAT); returns rc. */
static int node_err(sl_error_t *err, int rc, uint32_t d, uint32_t node,
                    uint64_t off) {
  if (rc == SL_ENOMEM) return sl__err(err, rc, off, "out of memory");
  sl__err(err, SL_EFORMAT, off,
          "expected a well-formed NodeExecStats (its memory and outputs) "
          "in the node that starts here");
  if (err) {
    err->device = d;
    err->node = node;
  }
  return SL_EFORMAT;
}

static int add_record(mem_t *x, apeak_t *a, int64_t t, int64_t bytes) {
  if (a->nrec == a->rcap) {
    size_t cap = a->rcap;
    rec_t *nr;
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
static void entry_figures(apeak_t *a, int64_t inuse, int64_t peak) {
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
static int measured_fast(mem_t *x, const uint8_t *p, size_t n) {
  static const uint8_t counts[] = {2 << 3, 3 << 3, 4 << 3, 5 << 3};
  const uint8_t *q = p, *end = p + n, *r, *b;
  int64_t inuse = 0, peak = 0, k;
  size_t len, i, nrec0;
  uint64_t v;
  apeak_t *a;
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
static int measured(mem_t *x, const uint8_t *p, size_t n) {
  const uint8_t *q = p, *end = p + n, *b;
  sl_str_t name = sl__str("", 0);
  int64_t inuse = 0, peak = 0;
  uint32_t num, wire;
  uint64_t v;
  apeak_t *a;
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
  a = apeak(x, name);
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
static int producer(mem_t *x, const uint8_t *p, size_t n,
                    const sl_node_fields_t *f, size_t i, int64_t w) {
  Tensorflow__NodeExecStats *ns;
  uint32_t at = x->want_at[w];
  live_t *l = &x->ap[at >> 16].live[at & 0xffff];
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
static int node_memory(mem_t *x, const sl_node_fields_t *f,
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

static void first_start(mem_t *x, const sl_node_fields_t *f) {
  if (!x->has_t0 || f->all_start_micros < x->t0) {
    x->t0 = f->all_start_micros;
    x->has_t0 = 1;
  }
}

/* A node of the step's own pass: its measured memory, and its outputs
 * that are listed tensors ("node" for output 0, else "node:i", as the
 * tensor table names them; the last producer wins). */
static int mem_node(void *ud, sl_walk_t *w, sl_node_t *nd) {
  mem_t *x = ud;
  const sl_node_fields_t *f = &nd->f;
  size_t i;
  int rc;
  first_start(x, f);
  rc = node_memory(x, f, nd->p);
  if (rc) return node_err(w->err, rc, nd->dev, nd->index, nd->off);
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
      if (rc) return node_err(w->err, rc, nd->dev, nd->index, nd->off);
    }
  }
  return 0;
}

static int cmp_rec(const void *pa, const void *pb) {
  const rec_t *a = pa, *b = pb;
  if (a->t != b->t) return a->t < b->t ? -1 : 1;
  return a->seq < b->seq ? -1 : a->seq > b->seq;
}

/* Sorts records by time, those at the same time in record order: a
 * stable radix sort on the time less the earliest one, a byte at a time
 * over the bytes that the step's span needs (three for a span under 16
 * s).  The summary line sorts every record of a step (about 100,000 in a
 * 100k-op step), and qsort's comparisons through a function pointer were
 * a sixth of the summary's own cost.  `tmp` has room for n records. */
static void sort_records(rec_t *r, rec_t *tmp, size_t n) {
  uint64_t lo, span = 0;
  size_t i, cnt[256];
  rec_t *src = r, *dst = tmp;
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
    rec_t *t;
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
static void records_peak(sl_arena_t *ar, apeak_t *a) {
  size_t i;
  int64_t sum = 0;
  rec_t *tmp;
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

static int keep_value(across_t *c, int m, int64_t v) {
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

static across_t *across(run_alloc_t *r, sl_str_t name) {
  int added;
  int64_t k = sl__strmap_put(&r->names, name.p, name.n, &added);
  if (k < 0) return NULL;
  if ((size_t)k >= r->cap) {
    size_t cap = r->cap;
    across_t *na;
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
static void summary(across_t *c, int m, int64_t out[3]) {
  size_t n = c->n[m];
  qsort(c->v[m], n, sizeof *c->v[m], cmp_i64);
  out[0] = c->v[m][0];
  out[2] = c->v[m][n - 1];
  out[1] = n % 2 ? c->v[m][n / 2]
                 : c->v[m][n / 2 - 1] + (c->v[m][n / 2] - c->v[m][n / 2 - 1]) / 2;
}

/* ---- writing ----------------------------------------------------------------- */

static void bytes_cell(char *b, size_t n, int has, int64_t v) {
  if (has) sl_human_bytes(b, n, (double)v);
  else snprintf(b, n, "-");
}

static int sink_err(mem_t *x, int rc) {
  return sl__err(x->st ? x->st->err : NULL, rc, 0,
                 "cannot write the output: %s", sl_strerror(rc));
}

static void json_opt(sl_json_t *w, const char *key, int has, int64_t v) {
  sl__json_key(w, key, strlen(key));
  if (has) sl__json_int(w, v);
  else sl__json_raw_value(w, "null", 4);
}

static int write_step(mem_t *x, const sl_step_info_t *info) {
  size_t i, j, n = x->allocs.n;
  sl_block_t b;
  if (x->mo->format == SL_REPORT_JSON) {
    sl_json_t *w = x->jw;
    sl__json_obj_begin(w);
    SL_JSON_KEY(w, "index");
    sl__json_int(w, info->index);
    SL_JSON_KEY(w, "step");
    sl__json_int(w, info->step);
    SL_JSON_KEY(w, "tag");
    sl__json_str(w, (const uint8_t *)info->tag, info->tag_len);
    SL_JSON_KEY(w, "allocators");
    sl__json_obj_begin(w);
    for (i = 0; i < n; i++) {
      const apeak_t *a = &x->ap[i];
      sl__json_key_str(w, a->name.p, a->name.n);
      sl__json_obj_begin(w);
      json_opt(w, "model_peak_bytes", a->has_model, a->model);
      json_opt(w, "model_peak_us", a->has_model, a->model_ts);
      json_opt(w, "in_use_bytes", a->has_inuse, a->inuse);
      json_opt(w, "peak_bytes", a->has_peak, a->peak);
      json_opt(w, "records_peak_bytes", a->has_records, a->records);
      SL_JSON_KEY(w, "live_tensors");
      sl__json_uint(w, a->n_live);
      SL_JSON_KEY(w, "top");
      sl__json_arr_begin(w);
      for (j = 0; j < a->nlive; j++) {
        const live_t *l = &a->live[j];
        sl__json_obj_begin(w);
        SL_JSON_KEY(w, "name");
        sl__json_str(w, l->name.p, l->name.n);
        SL_JSON_KEY(w, "bytes");
        sl__json_int(w, l->bytes);
        SL_JSON_KEY(w, "op");
        sl__json_str(w, l->op.p, l->op.n);
        SL_JSON_KEY(w, "dtype");
        if (l->dtype) sl__json_str(w, (const uint8_t *)l->dtype, strlen(l->dtype));
        else sl__json_raw_value(w, "null", 4);
        SL_JSON_KEY(w, "shape");
        sl__json_str(w, (const uint8_t *)l->shape, strlen(l->shape));
        sl__json_obj_end(w);
      }
      sl__json_arr_end(w);
      sl__json_obj_end(w);
    }
    sl__json_obj_end(w);
    sl__json_obj_end(w);
    return w->rc;
  }
  if (sl__block_open(&b) != 0) return SL_ENOMEM;
  if (x->mo->format == SL_REPORT_CSV) {
    if (x->blocks == 0)
      fprintf(b.f, "scope,index,step,allocator,model_peak_bytes,"
                   "model_peak_us,in_use_bytes,peak_bytes,"
                   "records_peak_bytes,live_tensors\n");
    for (i = 0; i < n; i++) {
      const apeak_t *a = &x->ap[i];
      fprintf(b.f, "step,%lld,%lld,", (long long)info->index,
              (long long)info->step);
      sl__csv_field(b.f, a->name.p, a->name.n);
      fputc(',', b.f);
      if (a->has_model)
        fprintf(b.f, "%lld,%lld", (long long)a->model, (long long)a->model_ts);
      else
        fputc(',', b.f);
      fprintf(b.f, ",");
      if (a->has_inuse) fprintf(b.f, "%lld", (long long)a->inuse);
      fprintf(b.f, ",");
      if (a->has_peak) fprintf(b.f, "%lld", (long long)a->peak);
      fprintf(b.f, ",");
      if (a->has_records) fprintf(b.f, "%lld", (long long)a->records);
      fprintf(b.f, ",%zu\n", a->n_live);
    }
  } else {
    if (x->blocks > 0) fputc('\n', b.f);
    fprintf(b.f, "step %lld", (long long)info->index);
    if (info->has_meta)
      fprintf(b.f, " (step %lld, tag %.*s)", (long long)info->step,
              (int)info->tag_len, info->tag);
    fprintf(b.f, "\n  %-24s %12s %10s %12s %12s %12s %8s\n", "allocator",
            "model peak", "at (ms)", "in use", "peak_bytes", "records",
            "tensors");
    for (i = 0; i < n; i++) {
      const apeak_t *a = &x->ap[i];
      char name[40], c1[32], c3[32], c4[32], c5[32], ts[32] = "-";
      sl__table_name(name, sizeof name, a->name.p, a->name.n, 24);
      bytes_cell(c1, sizeof c1, a->has_model, a->model);
      bytes_cell(c3, sizeof c3, a->has_inuse, a->inuse);
      bytes_cell(c4, sizeof c4, a->has_peak, a->peak);
      bytes_cell(c5, sizeof c5, a->has_records, a->records);
      /* The time of the peak from the step's first op start: absolute
       * microseconds since the epoch say little to a reader (JSON and CSV
       * keep them). */
      if (a->has_model && x->has_t0)
        snprintf(ts, sizeof ts, "+%.3f",
                 (double)(a->model_ts - x->t0) / 1000.0);
      else if (a->has_model)
        snprintf(ts, sizeof ts, "%lld", (long long)a->model_ts);
      fprintf(b.f, "  %-24s %12s %10s %12s %12s %12s %8zu\n",
              name[0] ? name : "(none)", c1, ts, c3, c4, c5, a->n_live);
    }
    for (i = 0; i < n; i++) {
      const apeak_t *a = &x->ap[i];
      char name[40];
      if (!a->nlive) continue;
      sl__table_name(name, sizeof name, a->name.p, a->name.n, 24);
      fprintf(b.f, "  largest live at the model peak of %s:\n",
              name[0] ? name : "(none)");
      for (j = 0; j < a->nlive; j++) {
        const live_t *l = &a->live[j];
        char hb[32], tn[64], op[32];
        sl_human_bytes(hb, sizeof hb, (double)l->bytes);
        sl__table_name(tn, sizeof tn, l->name.p, l->name.n, 48);
        sl__table_name(op, sizeof op, l->op.p, l->op.n, 20);
        fprintf(b.f, "    %12s  %-48s %-20s %-10s %s\n", hb, tn,
                op[0] ? op : "?", l->dtype ? l->dtype : "-",
                l->shape[0] ? l->shape : "-");
      }
    }
  }
  x->blocks++;
  return sl__block_flush(&b, x->sink, x->ud);
}

/* ---- a run ------------------------------------------------------------------ */

static int mem_step(void *ud, sl_step_ctx_t *st) {
  mem_t *x = ud;
  sl_memory_out_t mem;
  sl_visitor_t v = {x, NULL, mem_node, NULL};
  size_t i;
  int rc;
  x->st = st;
  sl__arena_init(&x->arena);
  sl__arena_init(&x->scratch);
  sl__strmap_init(&x->allocs, &x->arena);
  sl__strmap_init(&x->wanted, &x->arena);
  x->ap = NULL;
  x->apcap = 0;
  x->want_at = NULL;
  x->has_t0 = 0;
  if (x->plotting) sl__plot_step(&x->plot, st->info.step);
  /* The model's maxima and counters first (they say which tensors the
   * report lists), then a pass for what the log measured and for the
   * listed tensors' producers. */
  memset(&mem, 0, sizeof mem);
  mem.maxima = on_maxima;
  mem.maxima_ud = x;
  if (x->plotting) {
    mem.counter = on_counter;
    mem.counter_ud = x;
  }
  rc = sl__run_step(st->run, st->ref, NULL, &mem, NULL, 0, NULL, NULL);
  if (rc == SL_ENOMEM && st->err && st->err->code == 0)
    sl__err(st->err, rc, 0, "out of memory");
  if (rc == 0) rc = sl__ctx_walk(st, &v, 1);
  if (rc == 0) {
    if (x->plotting) sl__plot_step_end(&x->plot);
    x->run.steps++;
    for (i = 0; i < x->allocs.n && rc == 0; i++) {
      apeak_t *a = &x->ap[i];
      across_t *c = across(&x->run, a->name);
      records_peak(&x->arena, a);
      if (!c) rc = SL_ENOMEM;
      if (rc == 0 && a->has_model) rc = keep_value(c, M_MODEL, a->model);
      if (rc == 0 && a->has_inuse) rc = keep_value(c, M_INUSE, a->inuse);
      if (rc == 0 && a->has_peak) rc = keep_value(c, M_PEAK, a->peak);
      if (rc == 0 && a->has_records) rc = keep_value(c, M_RECORDS, a->records);
    }
    if (rc) rc = sl__err(st->err, rc, 0, "out of memory");
  }
  if (rc == 0 && !x->quiet) {
    rc = write_step(x, &st->info);
    if (rc) rc = sink_err(x, rc);
  }
  sl__arena_close(&x->scratch);
  sl__arena_close(&x->arena);
  return rc;
}

static void run_close(run_alloc_t *r) {
  size_t i;
  int m;
  for (i = 0; i < r->names.n; i++)
    for (m = 0; m < M_COUNT; m++) free(r->a[i].v[m]);
  free(r->a);
  sl__arena_close(&r->arena);
}

/* What a report keeps across steps: set up, and freed by mem_close(). */
static int mem_open(mem_t *x, sl_error_t *err) {
  (void)err;
  sl__arena_init(&x->run.arena);
  sl__strmap_init(&x->run.names, &x->run.arena);
  return 0;
}

static void mem_close(mem_t *x) {
  run_close(&x->run);
  free(x->namebuf);
}

static int analyze(mem_t *x, const char *path, const sl_options_t *opt,
                   sl_error_t *err) {
  int rc = mem_open(x, err);
  if (rc) return rc;
  x->top = x->mo->top ? x->mo->top : 5;
  if (x->top > 0xffff) x->top = 0xffff;
  return sl__visit_steps(path, opt, mem_step, x, err);
}

/* The summary across steps, and the baseline's comparison. */
static int write_summary(mem_t *x, mem_t *base, int *grew) {
  size_t i;
  int m, named;
  sl_block_t b;
  double tol = x->mo->tolerance;
  if (x->mo->format == SL_REPORT_JSON) {
    sl_json_t *w = x->jw;
    sl__json_arr_end(w);
    SL_JSON_KEY(w, "summary");
    sl__json_obj_begin(w);
  } else if (sl__block_open(&b) != 0) {
    return SL_ENOMEM;
  } else if (x->mo->format == SL_REPORT_TABLE && x->run.steps > 1) {
    /* (One step's table already says it all.) */
    char head[48];
    snprintf(head, sizeof head, "across %llu step%s",
             (unsigned long long)x->run.steps, x->run.steps == 1 ? "" : "s");
    fprintf(b.f, "\n%-39s %12s %12s %12s\n", head, "min", "median", "max");
  }
  for (i = 0; i < x->run.names.n; i++) {
    across_t *c = &x->run.a[i];
    sl_str_t name = x->run.names.keys[i];
    char nm[40];
    sl__table_name(nm, sizeof nm, name.p, name.n, 24);
    if (x->mo->format == SL_REPORT_JSON) {
      sl__json_key_str(x->jw, name.p, name.n);
      sl__json_obj_begin(x->jw);
    }
    named = 0;
    for (m = 0; m < M_COUNT; m++) {
      int64_t s3[3];
      if (!c->n[m]) continue;
      summary(c, m, s3);
      if (x->mo->format == SL_REPORT_JSON) {
        sl_json_t *w = x->jw;
        sl__json_key(w, m_names[m], strlen(m_names[m]));
        sl__json_obj_begin(w);
        SL_JSON_KEY(w, "min");
        sl__json_int(w, s3[0]);
        SL_JSON_KEY(w, "median");
        sl__json_int(w, s3[1]);
        SL_JSON_KEY(w, "max");
        sl__json_int(w, s3[2]);
        sl__json_obj_end(w);
      } else if (x->mo->format == SL_REPORT_CSV) {
        /* Three lines per allocator and measure (min, median, max),
         * the figure in the measure's own column. */
        static const char *const which[3] = {"min", "median", "max"};
        static const int col[M_COUNT] = {0, 2, 3, 4};
        int k, cc;
        for (k = 0; k < 3; k++) {
          fprintf(b.f, "%s,,,", which[k]);
          sl__csv_field(b.f, name.p, name.n);
          for (cc = 0; cc < 6; cc++) {
            fputc(',', b.f);
            if (cc == col[m]) fprintf(b.f, "%lld", (long long)s3[k]);
          }
          fputc('\n', b.f);
        }
      } else if (x->run.steps > 1) {
        char a1[32], a2[32], a3[32];
        static const char *const label[M_COUNT] = {
            "model peak", "in use", "peak_bytes", "records peak"};
        sl_human_bytes(a1, sizeof a1, (double)s3[0]);
        sl_human_bytes(a2, sizeof a2, (double)s3[1]);
        sl_human_bytes(a3, sizeof a3, (double)s3[2]);
        fprintf(b.f, "  %-24s %-12s %12s %12s %12s\n",
                named ? "" : (nm[0] ? nm : "(none)"), label[m], a1, a2, a3);
        named = 1;
      }
    }
    if (x->mo->format == SL_REPORT_JSON) sl__json_obj_end(x->jw);
  }
  if (x->mo->format == SL_REPORT_JSON) sl__json_obj_end(x->jw);
  /* The baseline: per allocator both runs have, each measure both have. */
  if (base) {
    if (x->mo->format == SL_REPORT_JSON) {
      SL_JSON_KEY(x->jw, "baseline");
      sl__json_obj_begin(x->jw);
      SL_JSON_KEY(x->jw, "tolerance_pct");
      sl__json_double(x->jw, tol, 3);
      SL_JSON_KEY(x->jw, "allocators");
      sl__json_arr_begin(x->jw);
    } else if (x->mo->format == SL_REPORT_CSV) {
      fprintf(b.f, "\nallocator,measure,baseline_median,median,change_pct,"
                   "grew\n");
    } else {
      fprintf(b.f, "\nagainst the baseline (median peaks, tolerance %g%%)\n"
                   "  %-24s %-12s %12s %12s %9s\n",
              tol, "allocator", "measure", "baseline", "this", "change");
    }
    for (i = 0; i < x->run.names.n; i++) {
      sl_str_t name = x->run.names.keys[i];
      int64_t k = sl__strmap_find(&base->run.names, name.p, name.n);
      char nm[40];
      sl__table_name(nm, sizeof nm, name.p, name.n, 24);
      if (k < 0) continue;
      for (m = 0; m < M_COUNT; m++) {
        across_t *c = &x->run.a[i], *bc = &base->run.a[k];
        int64_t s3[3], b3[3];
        double change;
        int up;
        if (!c->n[m] || !bc->n[m]) continue;
        summary(c, m, s3);
        summary(bc, m, b3);
        change = b3[1] ? 100.0 * (double)(s3[1] - b3[1]) / (double)b3[1]
                       : (s3[1] ? 1e9 : 0);
        up = change > tol;
        if (up) *grew = 1;
        if (x->mo->format == SL_REPORT_JSON) {
          sl_json_t *w = x->jw;
          sl__json_obj_begin(w);
          SL_JSON_KEY(w, "allocator");
          sl__json_str(w, name.p, name.n);
          SL_JSON_KEY(w, "measure");
          sl__json_str(w, (const uint8_t *)m_names[m], strlen(m_names[m]));
          SL_JSON_KEY(w, "baseline_median");
          sl__json_int(w, b3[1]);
          SL_JSON_KEY(w, "median");
          sl__json_int(w, s3[1]);
          SL_JSON_KEY(w, "change_pct");
          sl__json_double(w, change, 3);
          SL_JSON_KEY(w, "grew");
          sl__json_raw_value(w, up ? "true" : "false", up ? 4 : 5);
          sl__json_obj_end(w);
        } else if (x->mo->format == SL_REPORT_CSV) {
          sl__csv_field(b.f, name.p, name.n);
          fprintf(b.f, ",%s,%lld,%lld,%.3f,%d\n", m_names[m],
                  (long long)b3[1], (long long)s3[1], change, up);
        } else {
          char a1[32], a2[32];
          sl_human_bytes(a1, sizeof a1, (double)b3[1]);
          sl_human_bytes(a2, sizeof a2, (double)s3[1]);
          fprintf(b.f, "  %-24s %-12s %12s %12s %+8.1f%%%s\n",
                  nm[0] ? nm : "(none)", m_names[m], a1, a2, change,
                  up ? "  GREW" : "");
        }
      }
    }
    if (x->mo->format == SL_REPORT_JSON) {
      sl__json_arr_end(x->jw);
      SL_JSON_KEY(x->jw, "grew");
      sl__json_raw_value(x->jw, *grew ? "true" : "false", *grew ? 4 : 5);
      sl__json_obj_end(x->jw);
    } else if (x->mo->format == SL_REPORT_TABLE) {
      fprintf(b.f, "%s\n", *grew ? "memory grew beyond the tolerance"
                                 : "no allocator grew beyond the tolerance");
    }
  }
  if (x->mo->format == SL_REPORT_JSON) {
    sl__json_obj_end(x->jw);
    sl__json_raw(x->jw, "\n", 1);
    return sl__json_flush(x->jw);
  }
  return sl__block_flush(&b, x->sink, x->ud);
}

int sl_mem_report_path(const char *path, const sl_options_t *opt,
                       const sl_mem_options_t *mo, sl_sink_fn sink, void *ud,
                       int *grew, sl_error_t *err) {
  mem_t x, base;
  sl_json_t jw;
  int rc, g = 0, have_base = 0;
  memset(&x, 0, sizeof x);
  memset(&base, 0, sizeof base);
  x.mo = mo;
  x.sink = sink;
  x.ud = ud;
  x.plotting = mo->plot != NULL;
  sl__plot_init(&x.plot);
  if (grew) *grew = 0;
  if (mo->format == SL_REPORT_JSON) {
    if (sl__json_init(&jw, 0, 0, sink, ud) != 0)
      return sl__err(err, SL_ENOMEM, 0, "out of memory");
    x.jw = &jw;
    sl__json_obj_begin(&jw);
    SL_JSON_KEY(&jw, "steps");
    sl__json_arr_begin(&jw);
  }
  rc = analyze(&x, path, opt, err);
  if (rc == 0 && mo->baseline) {
    sl_options_t bo = *opt;
    base.mo = mo;
    base.quiet = 1;
    bo.steps = NULL;
    bo.progress = NULL;
    rc = analyze(&base, mo->baseline, &bo, err);
    if (rc && err && !err->file) err->file = mo->baseline;
    have_base = 1;
  }
  if (rc == 0 && x.run.steps == 0)
    rc = sl__err(err, SL_EFORMAT, 0, "no step to report: the input holds no "
                 "step stats%s", opt->steps ? " that --steps selects" : "");
  if (rc == 0) {
    rc = write_summary(&x, have_base ? &base : NULL, &g);
    if (rc) sl__err(err, rc, 0, "cannot write the output: %s",
                    sl_strerror(rc));
  }
  if (rc == 0 && mo->plot) {
    char title[128];
    snprintf(title, sizeof title, "Memory by allocator (timeline model), "
             "%llu step%s", (unsigned long long)x.run.steps,
             x.run.steps == 1 ? "" : "s");
    rc = sl__plot_write(&x.plot, title, mo->plot, mo->plot_ud);
    if (rc) sl__err(err, rc, 0, "cannot write the plot: %s", sl_strerror(rc));
  }
  if (grew) *grew = g;
  if (x.jw) sl__json_close(&jw);
  sl__plot_close(&x.plot);
  mem_close(&x);
  if (have_base) mem_close(&base);
  return rc;
}

/* ---- one step at a glance (follow --summary) ------------------------------ */

/* The memory peaks of one step from its conversion: the model's from the
 * maxima (on the thread that runs the sweep), the measured ones from a
 * tap on the node pass (on the thread that carries it, which makes and
 * frees the arenas of `x` itself).  Both keep plain copies; report()
 * merges them, allocators in the order the memory report would list
 * them: the model's (by name), then those only measured, as met. */
typedef struct gpeak_s {
  char *name;          /* owned; fig.name points at it                */
  sl_alloc_glance_t fig;
} gpeak_t;

struct sl_mem_glance_s {
  mem_t x;
  gpeak_t *model, *meas;
  size_t nmodel, nmeas, mcap;
  int ok;              /* the measured part came out of the last pass */
};

static void gpeaks_free(gpeak_t *g, size_t n) {
  size_t i;
  for (i = 0; i < n; i++) free(g[i].name);
  free(g);
}

int sl__mem_glance_new(sl_mem_glance_t **out) {
  sl_mem_glance_t *mg = calloc(1, sizeof *mg);
  *out = mg;
  return mg ? 0 : SL_ENOMEM;
}

static int glance_maxima(void *ud, const sl_step_info_t *st,
                         const sl_alloc_max_t *m, size_t n) {
  sl_mem_glance_t *mg = ud;
  (void)st;
  if (n > mg->mcap) {
    gpeak_t *nm = realloc(mg->model, n * sizeof *nm);
    if (!nm) return SL_ENOMEM;
    mg->model = nm;
    mg->mcap = n;
  }
  for (; mg->nmodel < n; mg->nmodel++) {
    gpeak_t *g = &mg->model[mg->nmodel];
    size_t len = m[mg->nmodel].allocator_len;
    memset(g, 0, sizeof *g);
    if (!(g->name = malloc(len + 1))) return SL_ENOMEM;
    memcpy(g->name, m[mg->nmodel].allocator, len);
    g->fig.name = sl__str(g->name, len);
    g->fig.model = m[mg->nmodel].num_bytes;
    g->fig.has_model = 1;
  }
  return 0;
}

/* The measured part rides on the conversion's node pass: its arena is
 * made when the pass begins and freed when it ends, on its thread. */
static int gtap_begin(void *ud, sl_walk_t *w) {
  mem_t *x = &((sl_mem_glance_t *)ud)->x;
  (void)w;
  sl__arena_init(&x->arena);
  sl__strmap_init(&x->allocs, &x->arena);
  x->ap = NULL;
  x->apcap = 0;
  return 0;
}

static int gtap_node(void *ud, sl_walk_t *w, sl_node_t *nd) {
  mem_t *x = &((sl_mem_glance_t *)ud)->x;
  int rc = node_memory(x, &nd->f, nd->p);
  return rc ? node_err(w->err, rc, nd->dev, nd->index, nd->off) : 0;
}

static int gtap_end(void *ud, sl_walk_t *w, int rc) {
  sl_mem_glance_t *mg = ud;
  mem_t *x = &mg->x;
  sl_error_t *err = w->err;
  size_t i;
  gpeaks_free(mg->meas, mg->nmeas);
  mg->meas = NULL;
  mg->nmeas = 0;
  mg->ok = 0;
  if (rc == 0 && x->allocs.n &&
      !(mg->meas = calloc(x->allocs.n, sizeof *mg->meas)))
    rc = sl__err(err, SL_ENOMEM, 0, "out of memory");
  for (i = 0; rc == 0 && i < x->allocs.n; i++) {
    apeak_t *a = &x->ap[i];
    gpeak_t *g = &mg->meas[i];
    records_peak(&x->arena, a);
    if (!(g->name = malloc(a->name.n + 1))) {
      rc = sl__err(err, SL_ENOMEM, 0, "out of memory");
      break;
    }
    mg->nmeas = i + 1;
    if (a->name.n) memcpy(g->name, a->name.p, a->name.n);
    g->fig.name = sl__str(g->name, a->name.n);
    g->fig.has_inuse = a->has_inuse;
    g->fig.has_peak = a->has_peak;
    g->fig.has_records = a->has_records;
    g->fig.inuse = a->inuse;
    g->fig.peak = a->peak;
    g->fig.records = a->records;
  }
  if (rc == 0) mg->ok = 1;
  sl__arena_close(&x->arena);
  return rc;
}

sl_visitor_t sl__mem_glance_ride(sl_mem_glance_t *mg, sl_memory_out_t *mem) {
  sl_visitor_t v = {mg, gtap_begin, gtap_node, gtap_end};
  gpeaks_free(mg->model, mg->nmodel);
  mg->model = NULL;
  mg->nmodel = mg->mcap = 0;
  mg->ok = 0;
  memset(mem, 0, sizeof *mem);
  mem->maxima = glance_maxima;
  mem->maxima_ud = mg;
  mem->values_only = 1;
  return v;
}

int sl__mem_glance_report(sl_mem_glance_t *mg,
                          int (*fn)(void *ud, const sl_alloc_glance_t *a,
                                    size_t n),
                          void *ud) {
  sl_alloc_glance_t *g;
  size_t i, j, n = 0;
  int rc;
  if (!mg->ok) return SL_EUSAGE;
  g = calloc(mg->nmodel + mg->nmeas + 1, sizeof *g);
  if (!g) return SL_ENOMEM;
  for (i = 0; i < mg->nmodel; i++) g[n++] = mg->model[i].fig;
  for (j = 0; j < mg->nmeas; j++) {
    const sl_alloc_glance_t *m = &mg->meas[j].fig;
    sl_alloc_glance_t *a = &g[n];
    for (i = 0; i < mg->nmodel; i++)
      if (sl__str_eq(g[i].name, (const char *)m->name.p, m->name.n))
        a = &g[i];
    if (a == &g[n]) {
      *a = *m;
      n++;
    } else {
      /* Measured figures of an allocator the model has: one entry. */
      int64_t model = a->model;
      *a = *m;
      a->has_model = 1;
      a->model = model;
    }
  }
  rc = fn(ud, g, n);
  free(g);
  return rc;
}

void sl__mem_glance_free(sl_mem_glance_t *mg) {
  if (!mg) return;
  gpeaks_free(mg->model, mg->nmodel);
  gpeaks_free(mg->meas, mg->nmeas);
  free(mg);
}

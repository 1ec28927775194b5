/* The summary reports of a GPU profile database (stats): what nsys
 * stats' cuda_gpu_kern_sum, cuda_api_sum, cuda_gpu_mem_time_sum and
 * _size_sum, nvtx_sum and nvtx_kern_sum report, from one pass over the
 * rows.
 *
 * Per group: count, exact integer sums (total in 64 bits, squares in
 * 128) for the mean and the sample standard deviation, min and max.
 * Medians need every value: values wait in a buffer of fixed size, and
 * when it fills they go to a temporary table that SQLite sorts on disk;
 * memory stays the buffer and the groups whatever the row count.
 *
 * NVTX -> kernel attribution (nvtx_kern_sum): a kernel belongs to every
 * range of its launching call's thread that contains the call.  Rows
 * come in time order, so at a call the thread's open ranges are known;
 * the call keeps references to those containing it until its kernels
 * start. */
#include "emit/run/gpu.h"

#include <math.h>
#include <regex.h>
#include <stdio.h>

#include "emit/analyze/vsort.h"
#include "emit/model/arena.h"
#include "stream/idmap.h"
#include "emit/model/strmap.h"
#include "emit/write/escape.h"
#include "emit/write/report.h"
#include "stream/format/gpudb.h"

enum { R_KERNELS, R_API, R_GPUMEM, R_NVTX, R_NVTXK, R_COUNT };
static const char *const rep_names[R_COUNT] = {"kernels", "api", "gpu-mem",
                                               "nvtx", "nvtx-kernels"};
static const char *const rep_keys[R_COUNT] = {"kernels", "api", "gpu_mem",
                                              "nvtx", "nvtx_kernels"};

enum { BY_NAME, BY_OP, BY_DEVICE, BY_NAME_DEVICE, BY_OP_DEVICE };
enum { SORT_TOTAL, SORT_INSTANCES, SORT_AVG, SORT_MAX, SORT_NAME };

/* The figures of one series of values (durations, or sizes). */
typedef struct fig_s {
  uint64_t n;
  int64_t total, min, max;
  unsigned __int128 sq;
  double median;
} fig_t;

typedef struct grp_s {
  int rep;
  sl_str_t name, style, kernel;   /* the row's key fields (arena)         */
  int64_t device;
  int has_device;
  fig_t t, b;                     /* time, and bytes (gpu-mem)            */
  uint64_t ranges;                /* nvtx-kernels: distinct ranges        */
} grp_t;

/* An open NVTX range of a thread (for attribution), kept while a call
 * refers to it. */
typedef struct range_s {
  int64_t start, end;
  uint64_t tkey;
  uint64_t uid;
  sl_str_t name;                  /* malloc'd                              */
  int start_end;
  int refs;                       /* calls holding it, + 1 while open      */
  uint32_t *rows;                 /* nvtx-kernels rows it was counted in   */
  size_t nrows, caprows;
} range_t;

/* A launching call waiting for its GPU ops. */
typedef struct call_s {
  uint64_t pkey;
  int64_t corr;
  int64_t left;
  range_t **ranges;
  size_t nranges;
} call_t;

typedef struct st_s {
  sl_gdb_t *db;
  const sl_glayout_t *l;
  sl_error_t *err;
  const sl_gpu_stats_options_t *so;
  unsigned reps;                  /* bits of R_*                           */
  int by, sort;
  regex_t re;
  int has_re;
  unsigned char *dev_ok;          /* per layout device: passes --devices   */
  sl_arena_t arena;
  sl_strmap_t map;
  grp_t *g;
  size_t ng, gcap;
  char *key;
  size_t keycap;
  sl_vsort_t vals;                /* values, for the medians               */
  /* attribution */
  range_t **open;                 /* open ranges of every thread           */
  size_t nopen, capopen;
  call_t *calls;
  size_t ncalls, capcalls;
  sl_idmap_t cidx;              /* (pkey, corr) -> place in calls        */
  uint64_t next_uid;
  int nvprof;
  sl_idmap_t named;               /* (report, name id) -> its group        */
  /* median pass */
  uint32_t cur_series;
  uint64_t cur_i;
  int64_t cur_lo;
} st_t;

/* Values held before a sorted run goes to disk: 16 bytes each. */
#define VALS_MAX ((size_t)1 << 16)

static int oom(st_t *s) {
  return sl__err(s->err, SL_ENOMEM, SL_NO_OFFSET, "out of memory");
}

/* ---- options --------------------------------------------------------------------------- */

static int parse_reports(const char *s, unsigned *out) {
  unsigned m = 0;
  if (!s || !*s) {
    *out = 1u << R_KERNELS | 1u << R_API | 1u << R_GPUMEM | 1u << R_NVTX;
    return 0;
  }
  while (*s) {
    size_t n = strcspn(s, ","), i;
    for (i = 0; i < R_COUNT; i++)
      if (strlen(rep_names[i]) == n && strncmp(s, rep_names[i], n) == 0)
        break;
    if (i == R_COUNT) return SL_EUSAGE;
    m |= 1u << i;
    s += n;
    if (*s == ',') s++;
  }
  *out = m;
  return 0;
}

/* The index of s among names (NULL: 0); SL_EUSAGE when it is none. */
static int pick(const char *s, const char *const *names, int n, int *out) {
  int i;
  if (!s) {
    *out = 0;
    return 0;
  }
  for (i = 0; i < n; i++)
    if (strcmp(s, names[i]) == 0) {
      *out = i;
      return 0;
    }
  return SL_EUSAGE;
}

static const char *const by_names[] = {"name", "op", "device", "name,device",
                                       "op,device"};
static const char *const sort_names[] = {"total", "instances", "avg", "max",
                                         "name"};
#define parse_by(s, out) pick((s), by_names, 5, (out))
#define parse_sort(s, out) pick((s), sort_names, 5, (out))

int sl_gpu_stats_check(const sl_gpu_stats_options_t *so, sl_error_t *err) {
  unsigned reps;
  int v;
  if (parse_reports(so->reports, &reps))
    return sl__err(err, SL_EUSAGE, SL_NO_OFFSET,
                   "--report wants a list of kernels, api, gpu-mem, nvtx and "
                   "nvtx-kernels");
  if (parse_by(so->by, &v))
    return sl__err(err, SL_EUSAGE, SL_NO_OFFSET,
                   "--by must be name, op, device, name,device or op,device "
                   "for a GPU profile database");
  if (parse_sort(so->sort, &v))
    return sl__err(err, SL_EUSAGE, SL_NO_OFFSET,
                   "--sort must be total, instances, avg, max or name for a "
                   "GPU profile database");
  if (so->format == SL_REPORT_CSV && (reps & (reps - 1)))
    return sl__err(err, SL_EUSAGE, SL_NO_OFFSET,
                   "--format=csv writes one report: choose it with --report");
  return 0;
}

/* ---- groups --------------------------------------------------------------------------- */

static int key_add(st_t *s, size_t *n, const void *p, size_t k) {
  if (sl__grow_array((void **)&s->key, &s->keycap, *n + k + 1, 1)) return -1;
  if (k) memcpy(s->key + *n, p, k);
  *n += k;
  s->key[(*n)++] = '\0';
  return 0;
}

static sl_str_t arena_str(st_t *s, sl_str_t v) {
  char *c = sl__arena_alloc(&s->arena, v.n + 1);
  if (!c) return sl__str(NULL, 0);
  if (v.n) memcpy(c, v.p, v.n);
  c[v.n] = '\0';
  return sl__str(c, v.n);
}

/* The group of (report, name, style, kernel, device), made when new.
 * Returns its index or -1 when out of memory. */
static int64_t group(st_t *s, int rep, sl_str_t name, sl_str_t style,
                     sl_str_t kernel, int has_device, int64_t device) {
  size_t n = 0;
  int added;
  int64_t i;
  char r = (char)rep;
  if (key_add(s, &n, &r, 1) || key_add(s, &n, name.p, name.n) ||
      key_add(s, &n, style.p, style.n) || key_add(s, &n, kernel.p, kernel.n) ||
      (has_device && key_add(s, &n, &device, sizeof device)))
    return -1;
  i = sl__strmap_put(&s->map, (const uint8_t *)s->key, n, &added);
  if (i < 0) return -1;
  if (added) {
    grp_t *g;
    if (sl__grow_array((void **)&s->g, &s->gcap, s->ng + 1, sizeof *s->g))
      return -1;
    g = &s->g[s->ng++];
    memset(g, 0, sizeof *g);
    g->rep = rep;
    g->name = arena_str(s, name);
    g->style = arena_str(s, style);
    g->kernel = arena_str(s, kernel);
    g->has_device = has_device;
    g->device = device;
    if ((name.n && !g->name.p) || (style.n && !g->style.p) ||
        (kernel.n && !g->kernel.p))
      return -1;
  }
  return i;
}

static int vals_rc(st_t *s, int rc) {
  if (rc == 0) return 0;
  if (rc == SL_ENOMEM) return oom(s);
  return sl__err(s->err, rc, SL_NO_OFFSET,
                 "cannot sort the values for the medians in a temporary "
                 "file: %s", sl_strerror(rc));
}

/* Counts value v into f, and keeps it for the median of `series`. */
static int add_value(st_t *s, fig_t *f, uint32_t series, int64_t v) {
  if (v < 0) v = 0;
  if (f->n == 0 || v < f->min) f->min = v;
  if (f->n == 0 || v > f->max) f->max = v;
  f->n++;
  f->total = (int64_t)((uint64_t)f->total + (uint64_t)v); /* wraps, never UB */
  f->sq += (unsigned __int128)((uint64_t)v) * (uint64_t)v;
  return vals_rc(s, sl__vsort_add(&s->vals, series, v));
}

static int count(st_t *s, int64_t gi, int64_t d) {
  if (gi < 0) return oom(s);
  return add_value(s, &s->g[gi].t, (uint32_t)gi * 2, d);
}

/* ---- names ----------------------------------------------------------------------------- */

/* The base name of a demangled C++ name: no parameter list, template
 * arguments or return type, the last scope component. */
static sl_str_t base_name(sl_str_t v) {
  const uint8_t *p = v.p;
  size_t n = v.n, i;
  int depth;
  if (n && p[n - 1] == ')') {
    for (depth = 0, i = n; i-- > 0;) {
      if (p[i] == ')') depth++;
      else if (p[i] == '(' && --depth == 0) break;
    }
    if (i < n && i > 0) n = i;
  }
  while (n && p[n - 1] == '>') {
    for (depth = 0, i = n; i-- > 0;) {
      if (p[i] == '>') depth++;
      else if (p[i] == '<' && --depth == 0) break;
    }
    if (i >= n || i == 0) break;
    n = i;
  }
  for (depth = 0, i = n; i-- > 0;) {
    if (p[i] == '>' || p[i] == ')') depth++;
    else if (p[i] == '<' || p[i] == '(') depth--;
    else if (depth == 0 && (p[i] == ' ' || (p[i] == ':' && i && p[i - 1] == ':')))
      return sl__str(p + i + 1, n - i - 1);
  }
  return sl__str(p, n);
}

static sl_str_t kernel_key(const st_t *s, const sl_grow_t *r) {
  if (s->by == BY_OP || s->by == BY_OP_DEVICE)
    return s->nvprof ? base_name(r->name) : r->short_name;
  return r->name;
}

static int device_ok(const st_t *s, int64_t dev) {
  size_t i;
  if (!s->has_re) return 1;
  for (i = 0; i < s->l->ndevs; i++)
    if (s->l->devs[i].id == dev) return s->dev_ok[i];
  return 0;
}

/* ---- attribution ------------------------------------------------------------------------- */

static void range_unref(range_t *r) {
  if (--r->refs > 0) return;
  free((void *)r->name.p);
  free(r->rows);
  free(r);
}

/* Closes the open ranges of thread tkey that end before t. */
static void close_ranges(st_t *s, uint64_t tkey, int64_t t) {
  size_t i, k = 0;
  for (i = 0; i < s->nopen; i++) {
    range_t *r = s->open[i];
    if (r->tkey == tkey && r->end < t)
      range_unref(r);
    else
      s->open[k++] = r;
  }
  s->nopen = k;
}

static int open_range(st_t *s, const sl_grow_t *r) {
  range_t *g;
  if (r->has & SL_GH_ENDTID) return 0; /* ended on another thread */
  close_ranges(s, r->tkey, r->start);
  if (sl__grow_array((void **)&s->open, &s->capopen, s->nopen + 1,
                     sizeof *s->open) ||
      !(g = calloc(1, sizeof *g)))
    return oom(s);
  g->start = r->start;
  g->end = r->end;
  g->tkey = r->tkey;
  g->uid = ++s->next_uid;
  g->start_end = r->start_end;
  g->refs = 1;
  if (!(g->name.p = malloc(r->name.n + 1))) {
    free(g);
    return oom(s);
  }
  memcpy((void *)g->name.p, r->name.p, r->name.n);
  g->name.n = r->name.n;
  s->open[s->nopen++] = g;
  return 0;
}

static call_t *call_find(st_t *s, uint64_t pkey, int64_t corr) {
  int64_t at = sl__idmap_get(&s->cidx, pkey, (uint64_t)corr);
  return at < 0 ? NULL : &s->calls[at];
}

/* A call whose ops have all started leaves; the last one takes its
 * place. */
static void call_drop(st_t *s, call_t *c) {
  size_t i, at = (size_t)(c - s->calls), last = --s->ncalls;
  for (i = 0; i < c->nranges; i++) range_unref(c->ranges[i]);
  free(c->ranges);
  sl__idmap_del(&s->cidx, c->pkey, (uint64_t)c->corr);
  if (at != last) {
    *c = s->calls[last];
    /* Cannot fail: the pair is there, only its place changes. */
    (void)sl__idmap_put(&s->cidx, c->pkey, (uint64_t)c->corr, (uint32_t)at);
  }
}

static int note_call(st_t *s, const sl_grow_t *r, uint64_t pkey) {
  call_t *c;
  size_t i;
  if (r->nops <= 0 || call_find(s, pkey, r->corr)) return 0;
  close_ranges(s, r->tkey, r->start);
  if (sl__grow_array((void **)&s->calls, &s->capcalls, s->ncalls + 1,
                     sizeof *s->calls) ||
      s->ncalls >= UINT32_MAX - 1 ||
      sl__idmap_put(&s->cidx, pkey, (uint64_t)r->corr, (uint32_t)s->ncalls))
    return oom(s);
  c = &s->calls[s->ncalls++];
  memset(c, 0, sizeof *c);
  c->pkey = pkey;
  c->corr = r->corr;
  c->left = r->nops;
  for (i = 0; i < s->nopen; i++) {
    range_t *g = s->open[i];
    range_t **nr;
    if (g->tkey != r->tkey || g->start > r->start || g->end < r->end) continue;
    /* A call sits in a few ranges: one more slot at a time. */
    if (!(nr = realloc(c->ranges, (c->nranges + 1) * sizeof *nr)))
      return oom(s);
    c->ranges = nr;
    c->ranges[c->nranges++] = g;
    g->refs++;
  }
  return 0;
}

/* A GPU op of a waiting call: a kernel counts in the call's ranges; any
 * op brings the call closer to done. */
static int attribute(st_t *s, const sl_grow_t *r, uint64_t pkey) {
  call_t *c = call_find(s, pkey, r->corr);
  size_t i, k;
  int rc;
  if (!c) return 0;
  for (i = 0; i < c->nranges && r->kind == SL_GK_KERNEL; i++) {
    range_t *g = c->ranges[i];
    int64_t gi = group(s, R_NVTXK, g->name,
                       g->start_end ? sl__str("StartEnd", 8)
                                    : sl__str("PushPop", 7),
                       kernel_key(s, r), 0, 0);
    if (gi < 0) return oom(s);
    for (k = 0; k < g->nrows && g->rows[k] != (uint32_t)gi; k++) {
    }
    if (k == g->nrows) {
      if (sl__grow_array((void **)&g->rows, &g->caprows, g->nrows + 1,
                         sizeof *g->rows))
        return oom(s);
      g->rows[g->nrows++] = (uint32_t)gi;
      s->g[gi].ranges++;
    }
    if ((rc = count(s, gi, r->end - r->start))) return rc;
  }
  if (--c->left <= 0) call_drop(s, c);
  return 0;
}

/* The group of a row of report rep (R_KERNELS or R_API) named from one
 * string id: remembered, as most rows repeat a few names. */
static int64_t named_group(st_t *s, int rep, const sl_grow_t *r,
                           sl_str_t name) {
  int64_t gi;
  if (r->name_id < 0)
    return group(s, rep, name, sl__str("", 0), sl__str("", 0), 0, 0);
  gi = sl__idmap_get(&s->named, (uint64_t)rep, (uint64_t)r->name_id);
  if (gi >= 0) return gi;
  gi = group(s, rep, name, sl__str("", 0), sl__str("", 0), 0, 0);
  if (gi >= 0 &&
      sl__idmap_put(&s->named, (uint64_t)rep, (uint64_t)r->name_id,
                    (uint32_t)gi))
    return SL_ENOMEM;
  return gi;
}

/* ---- the pass ----------------------------------------------------------------------------- */

static int take(st_t *s, const sl_grow_t *r) {
  /* A damaged row's times may be anything: no end before its start, and
   * no overflow on the way. */
  int64_t d = r->end > r->start
                  ? (int64_t)(((uint64_t)r->end - (uint64_t)r->start) &
                              (uint64_t)INT64_MAX)
                  : 0,
          gi;
  uint64_t lkey = s->nvprof ? 0 : r->pkey;
  int rc;
  char buf[64];
  switch (r->kind) {
  case SL_GK_KERNEL:
    if (!device_ok(s, r->device)) return 0;
    if (s->reps & 1u << R_KERNELS) {
      int dev = s->by == BY_DEVICE || s->by == BY_NAME_DEVICE ||
                s->by == BY_OP_DEVICE;
      sl_str_t nm = s->by == BY_DEVICE ? sl__str("", 0) : kernel_key(s, r);
      gi = s->by == BY_NAME ? named_group(s, R_KERNELS, r, nm)
                            : group(s, R_KERNELS, nm, sl__str("", 0),
                                    sl__str("", 0), dev, r->device);
      if ((rc = count(s, gi, d))) return rc;
    }
    if (s->reps & 1u << R_NVTXK) return attribute(s, r, lkey);
    return 0;
  case SL_GK_MEMCPY:
  case SL_GK_MEMSET:
    if (!device_ok(s, r->device)) return 0;
    if (s->reps & 1u << R_GPUMEM) {
      const char *k = sl__gdb_copy_kind(r->copy_kind);
      int n = r->kind == SL_GK_MEMSET
                  ? snprintf(buf, sizeof buf, "[CUDA memset]")
              : k ? snprintf(buf, sizeof buf, "[CUDA memcpy %s]", k)
                  : snprintf(buf, sizeof buf, "[CUDA memcpy %lld]",
                             (long long)r->copy_kind);
      gi = group(s, R_GPUMEM, sl__str(buf, (size_t)n), sl__str("", 0),
                 sl__str("", 0), 0, 0);
      if ((rc = count(s, gi, d))) return rc;
      if ((rc = add_value(s, &s->g[gi].b, (uint32_t)gi * 2 + 1, r->bytes)))
        return rc;
    }
    if (s->reps & 1u << R_NVTXK) return attribute(s, r, lkey);
    return 0;
  case SL_GK_API:
    if (s->reps & 1u << R_API &&
        (rc = count(s, named_group(s, R_API, r, r->name), d)))
      return rc;
    if (s->reps & 1u << R_NVTXK) return note_call(s, r, lkey);
    return 0;
  case SL_GK_NVTX:
    if (s->reps & 1u << R_NVTX &&
        (rc = count(s, group(s, R_NVTX, r->name,
                             r->start_end ? sl__str("StartEnd", 8)
                                          : sl__str("PushPop", 7),
                             sl__str("", 0), 0, 0),
                    d)))
      return rc;
    if (s->reps & 1u << R_NVTXK) return open_range(s, r);
    return 0;
  default: return 0;
  }
}

/* ---- medians ------------------------------------------------------------------------------ */

static fig_t *series_fig(st_t *s, uint32_t series) {
  grp_t *g = &s->g[series / 2];
  return series & 1 ? &g->b : &g->t;
}

/* Values come sorted by series, then value: the middle one (or two). */
static int median_step(void *ud, const sl_vpair_t *v) {
  st_t *s = ud;
  fig_t *f;
  if (v->series != s->cur_series || s->cur_i == UINT64_MAX) {
    s->cur_series = v->series;
    s->cur_i = 0;
  }
  f = series_fig(s, v->series);
  if (f->n % 2 == 1 && s->cur_i == (f->n - 1) / 2) f->median = (double)v->v;
  if (f->n % 2 == 0 && s->cur_i == f->n / 2 - 1) s->cur_lo = v->v;
  if (f->n % 2 == 0 && s->cur_i == f->n / 2)
    f->median = ((double)s->cur_lo + (double)v->v) / 2;
  s->cur_i++;
  return 0;
}

static int medians(st_t *s) {
  s->cur_i = UINT64_MAX;
  return vals_rc(s, sl__vsort_each(&s->vals, median_step, s));
}

/* ---- output ------------------------------------------------------------------------------- */

static double avg_of(const fig_t *f) {
  return f->n ? (double)f->total / (double)f->n : 0;
}

/* Sample standard deviation from the exact sums. */
static double stddev_of(const fig_t *f) {
  unsigned __int128 n = f->n, t = (unsigned __int128)(uint64_t)f->total;
  unsigned __int128 num;
  if (f->n < 2) return 0;
  num = n * f->sq - t * t;
  return sqrt((double)num / ((double)f->n * (double)(f->n - 1)));
}

/* A row to sort, with the order asked for (no state outside the call:
 * reports of several threads sort at once). */
typedef struct sref_s {
  const grp_t *g;
  int sort;
} sref_t;

static int cmp_grp(const void *a, const void *b) {
  const grp_t *x = ((const sref_t *)a)->g;
  const grp_t *y = ((const sref_t *)b)->g;
  size_t n;
  int c;
  switch (((const sref_t *)a)->sort) {
  case SORT_INSTANCES:
    if (x->t.n != y->t.n) return x->t.n > y->t.n ? -1 : 1;
    break;
  case SORT_AVG:
    if (avg_of(&x->t) != avg_of(&y->t))
      return avg_of(&x->t) > avg_of(&y->t) ? -1 : 1;
    break;
  case SORT_MAX:
    if (x->t.max != y->t.max) return x->t.max > y->t.max ? -1 : 1;
    break;
  case SORT_NAME:
    n = x->name.n < y->name.n ? x->name.n : y->name.n;
    if ((c = n ? memcmp(x->name.p, y->name.p, n) : 0)) return c;
    if (x->name.n != y->name.n) return x->name.n < y->name.n ? -1 : 1;
    break;
  default: break;
  }
  if (x->t.total != y->t.total) return x->t.total > y->t.total ? -1 : 1;
  if (x->t.n != y->t.n) return x->t.n < y->t.n ? -1 : 1;
  n = x->name.n < y->name.n ? x->name.n : y->name.n;
  if ((c = n ? memcmp(x->name.p, y->name.p, n) : 0)) return c;
  if (x->name.n != y->name.n) return x->name.n < y->name.n ? -1 : 1;
  n = x->kernel.n < y->kernel.n ? x->kernel.n : y->kernel.n;
  if ((c = n ? memcmp(x->kernel.p, y->kernel.p, n) : 0)) return c;
  if (x->kernel.n != y->kernel.n) return x->kernel.n < y->kernel.n ? -1 : 1;
  return x->device < y->device ? -1 : x->device > y->device;
}

static void json_str(FILE *f, sl_str_t v) {
  uint8_t stack[256], *buf = stack, *e;
  size_t need = SL_JSON_STR_MAX(v.n);
  if (need > sizeof stack && !(buf = malloc(need))) {
    fputs("\"\"", f);
    return;
  }
  e = sl__put_str(buf, v.p, v.n);
  fwrite(buf, 1, (size_t)(e - buf), f);
  if (buf != stack) free(buf);
}

static const char *dev_name(const st_t *s, int64_t id) {
  size_t i;
  for (i = 0; i < s->l->ndevs; i++)
    if (s->l->devs[i].id == id) return s->l->devs[i].name;
  return "";
}

/* "812 ns", "3.25 us", "1.50 ms", "2.079 s": GPU work is ns-scale. */
static void human_ns(char *buf, size_t n, double ns) {
  double a = ns < 0 ? -ns : ns;
  if (a < 1000) snprintf(buf, n, "%.0f ns", ns);
  else if (a < 1e6) snprintf(buf, n, "%.2f us", ns / 1e3);
  else if (a < 1e9) snprintf(buf, n, "%.2f ms", ns / 1e6);
  else snprintf(buf, n, "%.3f s", ns / 1e9);
}

static void human_bytes(char *buf, size_t n, double v) {
  sl_human_bytes(buf, n, v);
}

/* A series' total, mean, median, min, max and deviation in human units. */
static void human_fig(const fig_t *x, void (*fmt)(char *, size_t, double),
                      char out[6][32]) {
  fmt(out[0], 32, (double)x->total);
  fmt(out[1], 32, avg_of(x));
  fmt(out[2], 32, x->median);
  fmt(out[3], 32, (double)x->min);
  fmt(out[4], 32, (double)x->max);
  fmt(out[5], 32, stddev_of(x));
}

static const char *titles[R_COUNT] = {
    "CUDA kernels (cuda_gpu_kern_sum)", "CUDA API calls (cuda_api_sum)",
    "GPU memory operations (cuda_gpu_mem_time_sum, cuda_gpu_mem_size_sum)",
    "NVTX ranges (nvtx_sum)", "NVTX ranges -> kernels (nvtx_kern_sum)"};

static void write_table(st_t *s, FILE *f, int rep, const sref_t *ix, size_t n,
                        int64_t all) {
  size_t i;
  char nm[200];
  fprintf(f, "%s\n", titles[rep]);
  if (rep == R_NVTXK)
    fprintf(f, "%-10s %8s %8s %12s %12s %12s %12s %12s %12s  %s\n", "style",
            "ranges", "kernels", "total", "avg", "median", "min", "max",
            "stddev", "range / kernel");
  else
    fprintf(f, "%6s %12s %9s %12s %12s %12s %12s %12s  %s%s\n", "time%",
            "total", rep == R_API ? "calls" : "instances", "avg", "median",
            "min", "max", "stddev", rep == R_NVTX ? "style     " : "", "name");
  for (i = 0; i < n; i++) {
    const grp_t *r = ix[i].g;
    char h[6][32];
    human_fig(&r->t, human_ns, h);
    if (rep == R_NVTXK) {
      fprintf(f, "%-10.*s %8llu %8llu %12s %12s %12s %12s %12s %12s  ",
              (int)r->style.n, (const char *)r->style.p,
              (unsigned long long)r->ranges, (unsigned long long)r->t.n, h[0],
              h[1], h[2], h[3], h[4], h[5]);
      sl__table_name(nm, sizeof nm, r->name.p, r->name.n, 60);
      fprintf(f, "%s / ", nm);
      sl__table_name(nm, sizeof nm, r->kernel.p, r->kernel.n, 80);
      fprintf(f, "%s\n", nm);
      continue;
    }
    fprintf(f, "%6.1f %12s %9llu %12s %12s %12s %12s %12s  ",
            all ? (double)r->t.total * 100.0 / (double)all : 0.0, h[0],
            (unsigned long long)r->t.n, h[1], h[2], h[3], h[4], h[5]);
    if (rep == R_NVTX)
      fprintf(f, "%-10.*s", (int)r->style.n, (const char *)r->style.p);
    sl__table_name(nm, sizeof nm, r->name.p, r->name.n, 120);
    if (r->has_device)
      fprintf(f, "%s%s%s\n", nm, r->name.n ? " | " : "",
              dev_name(s, r->device));
    else
      fprintf(f, "%s\n", nm);
    if (rep == R_GPUMEM) {
      human_fig(&r->b, human_bytes, h);
      fprintf(f, "%6s %12s %9s %12s %12s %12s %12s %12s  (bytes)\n", "",
              h[0], "", h[1], h[2], h[3], h[4], h[5]);
    }
  }
  if (n == 0) fprintf(f, "(none)\n");
  fprintf(f, "\n");
}

static void csv_fig(FILE *f, const fig_t *x, int pct, int64_t all) {
  fprintf(f, "%lld,", (long long)x->total);
  if (pct)
    fprintf(f, "%.1f,", all ? (double)x->total * 100.0 / (double)all : 0.0);
  fprintf(f, "%.1f,%.1f,%lld,%lld,%.1f", avg_of(x), x->median,
          (long long)x->min, (long long)x->max, stddev_of(x));
}

static void write_csv(st_t *s, FILE *f, int rep, const sref_t *ix, size_t n,
                      int64_t all) {
  size_t i;
  int dev = rep == R_KERNELS && (s->by == BY_DEVICE ||
                                 s->by == BY_NAME_DEVICE ||
                                 s->by == BY_OP_DEVICE);
  switch (rep) {
  case R_NVTXK:
    fputs("range,style,kernel,range_instances,kernel_instances,total_ns,"
          "avg_ns,median_ns,min_ns,max_ns,stddev_ns\n", f);
    break;
  case R_NVTX:
    fputs("name,style,instances,total_ns,time_pct,avg_ns,median_ns,min_ns,"
          "max_ns,stddev_ns\n", f);
    break;
  case R_GPUMEM:
    fputs("name,count,total_ns,time_pct,avg_ns,median_ns,min_ns,max_ns,"
          "stddev_ns,total_bytes,avg_bytes,median_bytes,min_bytes,max_bytes,"
          "stddev_bytes\n", f);
    break;
  default:
    fprintf(f, "name,%s%s,total_ns,time_pct,avg_ns,median_ns,min_ns,max_ns,"
               "stddev_ns\n",
            dev ? "device," : "", rep == R_API ? "calls" : "instances");
  }
  for (i = 0; i < n; i++) {
    const grp_t *r = ix[i].g;
    sl__csv_field(f, r->name.p, r->name.n);
    fputc(',', f);
    if (rep == R_NVTXK) {
      sl__csv_field(f, r->style.p, r->style.n);
      fputc(',', f);
      sl__csv_field(f, r->kernel.p, r->kernel.n);
      fprintf(f, ",%llu,%llu,", (unsigned long long)r->ranges,
              (unsigned long long)r->t.n);
      csv_fig(f, &r->t, 0, all);
      fputc('\n', f);
      continue;
    }
    if (rep == R_NVTX) {
      sl__csv_field(f, r->style.p, r->style.n);
      fputc(',', f);
    }
    if (dev) fprintf(f, "%lld,", (long long)r->device);
    fprintf(f, "%llu,", (unsigned long long)r->t.n);
    csv_fig(f, &r->t, 1, all);
    if (rep == R_GPUMEM) {
      fputc(',', f);
      csv_fig(f, &r->b, 0, 0);
    }
    fputc('\n', f);
  }
}

static void json_fig(FILE *f, const fig_t *x, const char *unit, int pct,
                     int64_t all) {
  fprintf(f, "\"total_%s\":%lld,", unit, (long long)x->total);
  if (pct)
    fprintf(f, "\"time_pct\":%.1f,",
            all ? (double)x->total * 100.0 / (double)all : 0.0);
  fprintf(f,
          "\"avg_%s\":%.1f,\"median_%s\":%.1f,\"min_%s\":%lld,\"max_%s\":%lld,"
          "\"stddev_%s\":%.1f",
          unit, avg_of(x), unit, x->median, unit, (long long)x->min, unit,
          (long long)x->max, unit, stddev_of(x));
}

static void write_json(FILE *f, int rep, const sref_t *ix, size_t n,
                       int64_t all) {
  size_t i;
  fprintf(f, "\"%s\":{\"rows\":[", rep_keys[rep]);
  for (i = 0; i < n; i++) {
    const grp_t *r = ix[i].g;
    if (i) fputc(',', f);
    fputc('{', f);
    if (rep == R_NVTXK) {
      fputs("\"range\":", f);
      json_str(f, r->name);
      fputs(",\"style\":", f);
      json_str(f, r->style);
      fputs(",\"kernel\":", f);
      json_str(f, r->kernel);
      fprintf(f, ",\"range_instances\":%llu,\"kernel_instances\":%llu,",
              (unsigned long long)r->ranges, (unsigned long long)r->t.n);
      json_fig(f, &r->t, "ns", 0, all);
      fputc('}', f);
      continue;
    }
    fputs("\"name\":", f);
    json_str(f, r->name);
    if (rep == R_NVTX) {
      fputs(",\"style\":", f);
      json_str(f, r->style);
    }
    if (r->has_device) fprintf(f, ",\"device\":%lld", (long long)r->device);
    fprintf(f, ",\"%s\":%llu,",
            rep == R_API ? "calls" : rep == R_GPUMEM ? "count" : "instances",
            (unsigned long long)r->t.n);
    json_fig(f, &r->t, "ns", 1, all);
    if (rep == R_GPUMEM) {
      fputc(',', f);
      json_fig(f, &r->b, "bytes", 0, 0);
    }
    fputc('}', f);
  }
  fprintf(f, "],\"total_ns\":%lld}", (long long)all);
}

static int write_reports(st_t *s, sl_sink_fn sink, void *ud) {
  sl_block_t b;
  sref_t *ix;
  size_t i;
  int rep, first = 1, rc;
  if (!(ix = malloc((s->ng ? s->ng : 1) * sizeof *ix))) return oom(s);
  if (sl__block_open(&b)) {
    free(ix);
    return oom(s);
  }
  if (s->so->format == SL_REPORT_JSON)
    fprintf(b.f, "{\"source\":\"%s\",", sl__gdb_source(s->db));
  for (rep = 0; rep < R_COUNT; rep++) {
    size_t n = 0, shown;
    int64_t all = 0;
    if (!(s->reps & 1u << rep)) continue;
    for (i = 0; i < s->ng; i++)
      if (s->g[i].rep == rep) {
        ix[n].g = &s->g[i];
        ix[n++].sort = s->sort;
        all = (int64_t)((uint64_t)all + (uint64_t)s->g[i].t.total);
      }
    if (n > 1) qsort(ix, n, sizeof *ix, cmp_grp);
    shown = s->so->top && s->so->top < n ? s->so->top : n;
    if (s->so->format == SL_REPORT_JSON) {
      if (!first) fputc(',', b.f);
      write_json(b.f, rep, ix, shown, all);
    } else if (s->so->format == SL_REPORT_CSV) {
      write_csv(s, b.f, rep, ix, shown, all);
    } else {
      write_table(s, b.f, rep, ix, shown, all);
    }
    first = 0;
  }
  if (s->so->format == SL_REPORT_JSON) fputs("}\n", b.f);
  free(ix);
  rc = sl__block_flush(&b, sink, ud);
  return rc ? sl__err(s->err, rc, SL_NO_OFFSET, "cannot write the report")
            : 0;
}

/* ---- entry ------------------------------------------------------------------------------- */

static void st_free(st_t *s) {
  size_t i;
  for (i = 0; i < s->ncalls; i++) {
    size_t k;
    for (k = 0; k < s->calls[i].nranges; k++)
      range_unref(s->calls[i].ranges[k]);
    free(s->calls[i].ranges);
  }
  free(s->calls);
  sl__idmap_close(&s->cidx);
  sl__idmap_close(&s->named);
  for (i = 0; i < s->nopen; i++) range_unref(s->open[i]);
  free(s->open);
  sl__vsort_close(&s->vals);
  free(s->g);
  free(s->key);
  free(s->dev_ok);
  if (s->has_re) regfree(&s->re);
  sl__arena_close(&s->arena);
  sl__gdb_close(s->db);
}

int sl_gpu_stats(const char *path, const sl_gpu_stats_options_t *so,
                 sl_sink_fn sink, void *ud, sl_error_t *err) {
  st_t s;
  const sl_grow_t *r;
  unsigned kinds = 0;
  size_t i;
  int rc;
  sl__err_clear(err);
  if ((rc = sl_gpu_stats_check(so, err))) return rc;
  memset(&s, 0, sizeof s);
  s.err = err;
  s.so = so;
  parse_reports(so->reports, &s.reps);
  parse_by(so->by, &s.by);
  parse_sort(so->sort, &s.sort);
  if (so->devices) {
    if (regcomp(&s.re, so->devices, REG_EXTENDED | REG_NOSUB) != 0)
      return sl__err(err, SL_EUSAGE, SL_NO_OFFSET,
                     "--devices is not a valid regular expression");
    s.has_re = 1;
  }
  if (sl__arena_init(&s.arena)) {
    st_free(&s);
    return sl__err(err, SL_ENOMEM, SL_NO_OFFSET, "out of memory");
  }
  sl__strmap_init(&s.map, &s.arena);
  sl__vsort_init(&s.vals, VALS_MAX);
  if (s.reps & (1u << R_KERNELS | 1u << R_NVTXK)) kinds |= SL_GK_BIT(SL_GK_KERNEL);
  if (s.reps & (1u << R_GPUMEM)) kinds |= SL_GK_BIT(SL_GK_MEMCPY) | SL_GK_BIT(SL_GK_MEMSET);
  if (s.reps & (1u << R_API | 1u << R_NVTXK)) kinds |= SL_GK_BIT(SL_GK_API);
  if (s.reps & (1u << R_NVTX | 1u << R_NVTXK)) kinds |= SL_GK_BIT(SL_GK_NVTX);
  if (s.reps & 1u << R_NVTXK)
    kinds |= SL_GK_BIT(SL_GK_MEMCPY) | SL_GK_BIT(SL_GK_MEMSET);
  /* The layout (a scan per table) names devices: only for --devices
   * and rows by device. */
  if ((rc = sl__gdb_open(path, &s.db, err)) == 0 &&
      (!(s.has_re || s.by == BY_DEVICE || s.by == BY_NAME_DEVICE ||
         s.by == BY_OP_DEVICE) ||
       (rc = sl__gdb_layout(s.db, kinds, &s.l, err)) == 0)) {
    s.nvprof = sl__gdb_kind(s.db) == SL_GDB_NVPROF;
    if (s.has_re) {
      if (!(s.dev_ok = calloc(s.l->ndevs + 1, 1))) rc = oom(&s);
      for (i = 0; rc == 0 && i < s.l->ndevs; i++)
        s.dev_ok[i] = regexec(&s.re, s.l->devs[i].name, 0, NULL, 0) == 0;
    }
    /* Attribution needs the rows in time order; the totals do not. */
    if (rc == 0)
      rc = s.reps & 1u << R_NVTXK ? sl__gdb_rows(s.db, kinds, 1, err)
                                   : sl__gdb_rows_any(s.db, kinds, err);
    while (rc == 0 && (rc = sl__gdb_next(s.db, &r, err)) == 1) rc = take(&s, r);
    if (rc == 0) rc = medians(&s);
    if (rc == 0) rc = write_reports(&s, sink, ud);
    if (rc == 0) sl__gpu_warn_skipped(s.db, path, so->warn, so->warn_ud);
  }
  if (rc && err && !err->file) err->file = path;
  st_free(&s);
  return rc;
}

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
#include <stdlib.h>
#include <string.h>

#include "emit/report/summary.h"
#include "emit/run/merge.h"
#include "stream/idmap.h"
#include "stream/format/gpudb.h"

enum { R_KERNELS = SL_SUM_KERNELS, R_API = SL_SUM_API,
       R_GPUMEM = SL_SUM_GPUMEM, R_NVTX = SL_SUM_NVTX, R_NVTXK = SL_SUM_NVTXK };
enum { BY_NAME, BY_OP, BY_DEVICE, BY_NAME_DEVICE, BY_OP_DEVICE };

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
  sl_summary_t sum;               /* the rows                              */
  /* attribution */
  range_t **open;                 /* open ranges of every thread           */
  size_t nopen, capopen;
  call_t *calls;
  size_t ncalls, capcalls;
  sl_idmap_t cidx;              /* (pkey, corr) -> place in calls        */
  uint64_t next_uid;
  int nvprof;
  sl_idmap_t named;               /* (report, name id) -> its group        */
  /* Over every database of the run: */
  const char *source;             /* the first's profiler ("nsys")         */
  struct devname_s { int64_t id; char *name; } *names; /* devices named    */
  size_t nnames, cnames;
  int64_t kernel_ns;              /* a partial's figure                    */
} st_t;

static int oom(st_t *s) {
  return sl__err(s->err, SL_ENOMEM, SL_NO_OFFSET, "out of memory");
}

/* ---- options --------------------------------------------------------------------------- */

#define DEFAULT_REPORTS \
  (1u << R_KERNELS | 1u << R_API | 1u << R_GPUMEM | 1u << R_NVTX)
/* The database's reports: not the op table, memops or the breakdown. */
static int parse_reports(const char *s, unsigned *out) {
  int rc = sl__sum_parse(s, DEFAULT_REPORTS, out);
  return rc ? rc
         : *out & (1u << SL_SUM_OPS | 1u << SL_SUM_MEMOPS |
                   1u << SL_SUM_BREAKDOWN)
             ? SL_EUSAGE
             : 0;
}
/* --by: a kernels' key, and whether each input's rows stay apart. */
static int parse_by(const char *s, int *by, int *input) {
  int shapes;
  return sl__sum_by_parse(s, by, &shapes, input) || shapes ? SL_EUSAGE : 0;
}
#define parse_sort(s, out) sl__sum_sort_parse((s), (out))

int sl_gpu_stats_check(const sl_gpu_stats_options_t *so, sl_error_t *err) {
  unsigned reps;
  int v, in;
  if (parse_reports(so->reports, &reps))
    return sl__err(err, SL_EUSAGE, SL_NO_OFFSET,
                   "--report wants a list of kernels, api, gpu-mem, nvtx and "
                   "nvtx-kernels for a GPU profile database");
  if (parse_by(so->by, &v, &in))
    return sl__err(err, SL_EUSAGE, SL_NO_OFFSET,
                   "--by must be name, op, device, name,device or op,device "
                   "(each may add ',input') for a GPU profile database");
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

static int64_t group(st_t *s, int rep, sl_str_t name, sl_str_t style,
                     sl_str_t kernel, int has_device, int64_t device) {
  return sl__sum_group(&s->sum, rep, name, style, kernel, has_device, device);
}

static int count(st_t *s, int64_t gi, int64_t d) {
  return sl__sum_add(&s->sum, gi, 0, d);
}

/* ---- names ----------------------------------------------------------------------------- */

static sl_str_t kernel_key(const st_t *s, const sl_grow_t *r) {
  if (s->by == BY_OP || s->by == BY_OP_DEVICE)
    return s->nvprof ? sl__sum_base_name(r->name) : r->short_name;
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
      s->sum.g[gi].ranges++;
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
    s->kernel_ns = sl__add_sat(s->kernel_ns, d);
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
      if ((rc = sl__sum_add(&s->sum, gi, 1, r->bytes)))
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

static const char *dev_name(void *ud, int64_t id) {
  const st_t *s = ud;
  size_t i;
  for (i = 0; i < s->nnames; i++)
    if (s->names[i].id == id) return s->names[i].name;
  return "";
}

/* A device's name, the first database's that names it. */
static int name_device(st_t *s, int64_t id, const char *name) {
  size_t i;
  for (i = 0; i < s->nnames; i++)
    if (s->names[i].id == id) return 0;
  if (SL_GROW(s->names, s->cnames, s->nnames + 1)) return SL_ENOMEM;
  if (!(s->names[s->nnames].name = strdup(name))) return SL_ENOMEM;
  s->names[s->nnames++].id = id;
  return 0;
}

static int write_reports(st_t *s, sl_sink_fn sink, void *ud) {
  sl_sum_out_t o;
  memset(&o, 0, sizeof o);
  o.reps = s->reps;
  o.sort = s->sort;
  o.by = s->by;
  o.top = s->so->top;
  o.format = (int)s->so->format;
  o.source = s->source ? s->source : "nsys";
  o.dev_name = dev_name;
  o.dev_ud = s;
  return sl__sum_write(&s->sum, &o, sink, ud);
}

/* ---- entry ------------------------------------------------------------------------------- */

/* What one database holds: the launches and ranges in flight, its
 * layout, the names of its strings. */
static void db_done(st_t *s) {
  size_t i;
  for (i = 0; i < s->ncalls; i++) {
    size_t k;
    for (k = 0; k < s->calls[i].nranges; k++)
      range_unref(s->calls[i].ranges[k]);
    free(s->calls[i].ranges);
  }
  s->ncalls = 0;
  sl__idmap_clear(&s->cidx);
  sl__idmap_clear(&s->named);
  for (i = 0; i < s->nopen; i++) range_unref(s->open[i]);
  s->nopen = 0;
  free(s->dev_ok);
  s->dev_ok = NULL;
  sl__gdb_close(s->db);
  s->db = NULL;
  s->l = NULL;
}

static void st_free(st_t *s) {
  size_t i;
  db_done(s);
  free(s->calls);
  free(s->open);
  sl__idmap_close(&s->cidx);
  sl__idmap_close(&s->named);
  sl__sum_close(&s->sum);
  if (s->has_re) regfree(&s->re);
  for (i = 0; i < s->nnames; i++) free(s->names[i].name);
  free(s->names);
}

static int st_init(st_t *s, const sl_gpu_stats_options_t *so,
                   sl_error_t *err) {
  int rc, in;
  memset(s, 0, sizeof *s);
  s->err = err;
  s->so = so;
  if ((rc = sl_gpu_stats_check(so, err))) return rc;
  parse_reports(so->reports, &s->reps);
  parse_by(so->by, &s->by, &in);
  parse_sort(so->sort, &s->sort);
  if (so->devices) {
    if (regcomp(&s->re, so->devices, REG_EXTENDED | REG_NOSUB) != 0)
      return sl__err(err, SL_EUSAGE, SL_NO_OFFSET,
                     "--devices is not a valid regular expression");
    s->has_re = 1;
  }
  if ((rc = sl__sum_init(&s->sum, err))) return rc;
  s->sum.inkey.on = in;
  return 0;
}

/* One database's rows into the run's groups. */
static int st_db(st_t *s, const char *path) {
  const sl_grow_t *r;
  unsigned kinds = 0;
  size_t i;
  int rc;
  if (s->reps & (1u << R_KERNELS | 1u << R_NVTXK)) kinds |= SL_GK_BIT(SL_GK_KERNEL);
  if (s->reps & (1u << R_GPUMEM)) kinds |= SL_GK_BIT(SL_GK_MEMCPY) | SL_GK_BIT(SL_GK_MEMSET);
  if (s->reps & (1u << R_API | 1u << R_NVTXK)) kinds |= SL_GK_BIT(SL_GK_API);
  if (s->reps & (1u << R_NVTX | 1u << R_NVTXK)) kinds |= SL_GK_BIT(SL_GK_NVTX);
  if (s->reps & 1u << R_NVTXK)
    kinds |= SL_GK_BIT(SL_GK_MEMCPY) | SL_GK_BIT(SL_GK_MEMSET);
  /* The layout (a scan per table) names devices: only for --devices
   * and rows by device. */
  if ((rc = sl__sum_input(&s->sum, sl__str(path, strlen(path)))) == 0 &&
      (rc = sl__gdb_open(path, &s->db, s->err)) == 0 &&
      (!(s->has_re || s->by == BY_DEVICE || s->by == BY_NAME_DEVICE ||
         s->by == BY_OP_DEVICE) ||
       (rc = sl__gdb_layout(s->db, kinds, &s->l, s->err)) == 0)) {
    s->nvprof = sl__gdb_kind(s->db) == SL_GDB_NVPROF;
    if (!s->source) s->source = sl__gdb_source(s->db);
    for (i = 0; rc == 0 && s->l && i < s->l->ndevs; i++)
      if (name_device(s, s->l->devs[i].id, s->l->devs[i].name)) rc = oom(s);
    if (rc == 0 && s->has_re) {
      if (!(s->dev_ok = calloc(s->l->ndevs + 1, 1))) rc = oom(s);
      for (i = 0; rc == 0 && i < s->l->ndevs; i++)
        s->dev_ok[i] = regexec(&s->re, s->l->devs[i].name, 0, NULL, 0) == 0;
    }
    /* Attribution needs the rows in time order; the totals do not. */
    if (rc == 0)
      rc = s->reps & 1u << R_NVTXK ? sl__gdb_rows(s->db, kinds, 1, s->err)
                                    : sl__gdb_rows_any(s->db, kinds, s->err);
    while (rc == 0 && (rc = sl__gdb_next(s->db, &r, s->err)) == 1)
      rc = take(s, r);
    if (rc == 0)
      sl__gpu_warn_skipped(s->db, path, s->so->warn, s->so->warn_ud);
  }
  if (rc && s->err && !s->err->file) s->err->file = path;
  db_done(s);
  return rc;
}

/* ---- partial results ------------------------------------------------------------- */

static int st_partial(st_t *s, const char *path, sl_sink_fn sink, void *ud) {
  sl_partial_head_t h;
  sl_pwrite_t w;
  char o[1024];
  size_t i;
  int rc;
  sl__partial_head_init(&h);
  snprintf(o, sizeof o, "reports=%s;by=%s;devices=%s",
           s->so->reports ? s->so->reports : "", s->so->by ? s->so->by : "",
           s->so->devices ? s->so->devices : "");
  h.command = "stats";
  h.kind = "gpu_summary";
  h.source = "gpu-db";
  h.options = o;
  h.file = path;
  h.kernel_ns = s->kernel_ns;
  if ((rc = sl__partial_begin(&w, sink, ud, &h, s->err))) return rc;
  fprintf(sl__pw_f(&w), "{\"profiler\":\"%s\",\"devices\":%zu}",
          s->source ? s->source : "nsys", s->nnames);
  rc = sl__pw_line(&w);
  for (i = 0; rc == 0 && i < s->nnames; i++) {
    fprintf(sl__pw_f(&w), "{\"id\":%lld,\"name\":", (long long)s->names[i].id);
    sl__pw_str(&w, (const uint8_t *)s->names[i].name, strlen(s->names[i].name));
    fputc('}', sl__pw_f(&w));
    rc = sl__pw_line(&w);
  }
  if (rc == 0) rc = sl__sum_save(&s->sum, &w);
  if (rc && !(s->err && s->err->code))
    rc = sl__err(s->err, rc, 0, "cannot write the output: %s", sl_strerror(rc));
  return sl__partial_end(&w, rc, s->err);
}

struct sl_gpu_merge_s {
  st_t s;
};

int sl__gpu_merge_open(sl_gpu_merge_t **out, const sl_gpu_stats_options_t *so,
                       sl_error_t *err) {
  sl_gpu_merge_t *m = calloc(1, sizeof *m);
  int rc;
  *out = NULL;
  if (!m) return sl__err(err, SL_ENOMEM, 0, "out of memory");
  if ((rc = st_init(&m->s, so, err))) {
    st_free(&m->s);
    free(m);
    return rc;
  }
  *out = m;
  return 0;
}

int sl__gpu_merge_add(sl_gpu_merge_t *m, sl_pread_t *r) {
  st_t *s = &m->s;
  sl_str_t prof, name;
  int64_t n, i, id;
  int rc;
  char buf[512];
  if ((rc = sl__pr_line(r, "expected the profiler and devices")))
    return rc;
  if (sl__pr_str(r, "profiler", &prof) || sl__pr_int(r, "devices", &n))
    return SL_EFORMAT;
  if (!s->source)
    s->source = prof.n == 6 && !memcmp(prof.p, "nvprof", 6) ? "nvprof" : "nsys";
  for (i = 0; i < n; i++) {
    if ((rc = sl__pr_line(r, "expected %lld more devices",
                              (long long)(n - i))))
      return rc;
    if (sl__pr_int(r, "id", &id) || sl__pr_str(r, "name", &name))
      return SL_EFORMAT;
    snprintf(buf, sizeof buf, "%.*s", (int)name.n, (const char *)name.p);
    if (name_device(s, id, buf)) return oom(s);
  }
  return sl__sum_load(&s->sum, NULL, NULL, r);
}

int sl__gpu_merge_write(sl_gpu_merge_t *m, sl_sink_fn sink, void *ud) {
  int rc = sl__sum_medians(&m->s.sum);
  return rc ? rc : write_reports(&m->s, sink, ud);
}

void sl__gpu_merge_free(sl_gpu_merge_t *m) {
  if (!m) return;
  st_free(&m->s);
  free(m);
}

int sl__gpu_stats_paths(const char *const *paths, size_t n,
                        const sl_gpu_stats_options_t *so, sl_sink_fn sink,
                        void *ud, sl_error_t *err) {
  st_t s;
  size_t i;
  int rc;
  sl__err_clear(err);
  if (so->format == SL_REPORT_PARTIAL && n != 1)
    return sl__err(err, SL_EUSAGE, SL_NO_OFFSET, "a partial result is of "
                   "one input");
  if ((rc = st_init(&s, so, err)) == 0) {
    /* Each database is one process's: their rows add up. */
    for (i = 0; i < n && rc == 0; i++) rc = st_db(&s, paths[i]);
    if (rc == 0 && so->format == SL_REPORT_PARTIAL)
      rc = st_partial(&s, paths[0], sink, ud);
    else if (rc == 0 && (rc = sl__sum_medians(&s.sum)) == 0)
      rc = write_reports(&s, sink, ud);
  }
  if (rc && err && !err->file) err->file = paths[0];
  st_free(&s);
  return rc;
}

int sl_gpu_stats(const char *path, const sl_gpu_stats_options_t *so,
                 sl_sink_fn sink, void *ud, sl_error_t *err) {
  return sl__gpu_stats_paths(&path, 1, so, sink, ud, err);
}

/* The memory report of a GPU profile database (mem): per device, the
 * running sum of allocated bytes over CUDA's memory-usage events (nsys
 * CUDA_GPU_MEMORY_USAGE_EVENTS, needs --cuda-memory-usage=true; nvprof
 * CUPTI_ACTIVITY_KIND_MEMORY), in time order with frees first at equal
 * times: its peak, when the peak was first reached, the allocations and
 * frees counted and the bytes left at the end.  Memory: one entry per
 * device (and the plot's points when asked). */
#include "emit/run/gpu.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit/report/ledger.h"
#include "emit/run/merge.h"
#include "emit/write/plot.h"
#include "emit/write/report.h"
#include "stream/format/gpudb.h"

typedef struct mem_s {
  sl_ledger_t l;
  const char *source;
  /* Several databases (processes): each one's devices are its own, keyed
   * after the earlier ones' and named for its file. */
  int64_t k;
  const char *label;
} mem_t;

/* The pool of database k's device id. */
static int64_t pool_key(int64_t k, int64_t id, int several) {
  return several ? (int64_t)((uint64_t)k << 32 | (uint32_t)id) : id;
}

/* A pool's name: the device's, after the file's when there are several. */
static void pool_name(sl_pool_t *d, const char *label, const char *name) {
  if (label) snprintf(d->name, sizeof d->name, "%s %s", label, name);
  else snprintf(d->name, sizeof d->name, "%s", name);
}

static sl_pool_t *dev_of(mem_t *m, int64_t id, const sl_glayout_t *l) {
  int added;
  size_t j;
  char gpu[32];
  const char *name = gpu;
  sl_pool_t *d = sl__ledger_pool(&m->l, pool_key(m->k, id, m->label != NULL),
                                 &added);
  if (!d || !added) return d;
  d->device = id;
  snprintf(gpu, sizeof gpu, "GPU %lld", (long long)id);
  for (j = 0; j < l->ndevs; j++)
    if (l->devs[j].id == id) name = l->devs[j].name;
  pool_name(d, m->label, name);
  return d;
}

typedef void (*warn_fn)(void *, const char *, const sl_error_t *);

/* Reads the memory events of `path` into m (and the plot). */
static int sweep(const char *path, mem_t *m, sl_plot_t *plot,
                 sl_error_t *err, warn_fn warn, void *warn_ud) {
  sl_gdb_t *db;
  const sl_glayout_t *l;
  const sl_grow_t *r;
  int rc;
  unsigned gpu = SL_GK_BIT(SL_GK_KERNEL) | SL_GK_BIT(SL_GK_MEMCPY) |
                 SL_GK_BIT(SL_GK_MEMSET);
  if ((rc = sl__gdb_open(path, &db, err))) return rc;
  m->source = sl__gdb_kind(db) == SL_GDB_NSYS ? "nsys" : "nvprof";
  /* The layout of the GPU work names the devices. */
  if ((rc = sl__gdb_layout(db, gpu, &l, err)) == 0 &&
      (rc = sl__gdb_rows(db, SL_GK_BIT(SL_GK_MEMORY), 0, err)) == 0) {
    if (plot) sl__plot_step(plot, 0);
    while ((rc = sl__gdb_next(db, &r, err)) == 1) {
      sl_pool_t *d = dev_of(m, r->device, l);
      if (!d) {
        rc = sl__err(err, SL_ENOMEM, SL_NO_OFFSET, "out of memory");
        break;
      }
      sl__ledger_move(d, r->start, r->bytes, r->free);
      if (plot)
        sl__plot_point(plot, sl__str(d->name, strlen(d->name)),
                       r->start / 1000, d->bytes);
    }
    if (plot) sl__plot_step_end(plot);
  }
  if (rc == 0) sl__gpu_warn_skipped(db, path, warn, warn_ud);
  sl__gdb_close(db);
  return rc;
}

int sl_gpu_mem(const char *path, const sl_mem_options_t *mo, int json,
               sl_sink_fn sink, void *ud, int *grew, sl_error_t *err) {
  return sl_gpu_mem_warn(path, mo, json, sink, ud, grew, err, NULL, NULL);
}

int sl_gpu_mem_warn(const char *path, const sl_mem_options_t *mo, int json,
                    sl_sink_fn sink, void *ud, int *grew, sl_error_t *err,
                    warn_fn warn, void *warn_ud) {
  sl__err_clear(err);
  return sl__gpu_mem_paths(&path, 1, mo, json, sink, ud, grew, err, warn,
                           warn_ud);
}

/* ---- a partial: the database's pools ------------------------------------------------ */

static int mem_partial(const char *path, mem_t *m, sl_sink_fn sink, void *ud,
                       sl_error_t *err) {
  sl_partial_head_t h;
  sl_pwrite_t w;
  sl_options_t none;
  char opts[256];
  size_t i;
  int rc;
  sl_options_init(&none);
  sl__partial_head_of(&h, "mem", "gpu-db", &none, path, 0, opts, sizeof opts);
  if ((rc = sl__partial_begin(&w, sink, ud, &h, err))) return rc;
  fprintf(sl__pw_f(&w), "{\"pools\":%zu,\"source\":\"%s\"}", m->l.n,
          m->source ? m->source : "");
  rc = sl__pw_line(&w);
  for (i = 0; i < m->l.n && rc == 0; i++) {
    const sl_pool_t *d = &m->l.d[i];
    fprintf(sl__pw_f(&w), "{\"device\":%lld,\"bytes\":%lld,\"peak\":%lld,"
                          "\"peak_ts\":%lld,\"allocs\":%llu,\"frees\":%llu,"
                          "\"name\":", (long long)d->id, (long long)d->bytes,
            (long long)d->peak, (long long)d->peak_ts,
            (unsigned long long)d->allocs, (unsigned long long)d->frees);
    sl__pw_str(&w, (const uint8_t *)d->name, strlen(d->name));
    fputc('}', sl__pw_f(&w));
    rc = sl__pw_line(&w);
  }
  if (rc) rc = sl__err(err, rc, 0, "cannot write the output: %s",
                       sl_strerror(rc));
  return sl__partial_end(&w, rc, err);
}

/* ---- several databases ------------------------------------------------------------------ */

static int mem_write(mem_t *m, const sl_mem_options_t *mo, int json,
                     const sl_ledger_t *base, sl_sink_fn sink, void *ud,
                     int *grew, sl_error_t *err) {
  sl_block_t b;
  int rc;
  if (sl__block_open(&b))
    return sl__err(err, SL_ENOMEM, SL_NO_OFFSET, "out of memory");
  sl__ledger_write(b.f, &m->l, m->source ? m->source : "nsys",
                   json || (mo && mo->format == SL_REPORT_JSON),
                   mo && mo->format == SL_REPORT_CSV,
                   "no memory data (the profile has no CUDA memory usage "
                   "events)", base, mo ? mo->tolerance : 0, grew);
  rc = sl__block_flush(&b, sink, ud);
  return rc ? sl__err(err, rc, SL_NO_OFFSET, "cannot write the report") : 0;
}

int sl__gpu_mem_paths(const char *const *paths, size_t n,
                      const sl_mem_options_t *mo, int json, sl_sink_fn sink,
                      void *ud, int *grew, sl_error_t *err, warn_fn warn,
                      void *warn_ud) {
  mem_t m, base;
  sl_plot_t plot;
  size_t i;
  int rc = 0, want_plot = !json && mo && mo->plot;
  int partial = !json && mo && mo->format == SL_REPORT_PARTIAL;
  if (grew) *grew = 0;
  if (partial && (rc = sl__partial_check(n, mo, err))) return rc;
  if (n > 1 && !json && mo && mo->baseline)
    return sl__err(err, SL_EUSAGE, SL_NO_OFFSET, "--baseline compares one "
                   "GPU profile database with another");
  memset(&m, 0, sizeof m);
  memset(&base, 0, sizeof base);
  sl__plot_init(&plot);
  for (i = 0; i < n && rc == 0; i++) {
    m.k = (int64_t)i;
    m.label = n > 1 ? sl__base_name(paths[i]) : NULL;
    rc = sweep(paths[i], &m, want_plot ? &plot : NULL, err, warn, warn_ud);
    if (rc && !err->file) err->file = paths[i];
  }
  if (rc == 0 && partial) {
    rc = mem_partial(paths[0], &m, sink, ud, err);
    goto done;
  }
  if (rc == 0 && !json && mo && mo->baseline) {
    rc = sweep(mo->baseline, &base, NULL, err, warn, warn_ud);
    if (rc && !err->file) err->file = mo->baseline;
  }
  if (rc == 0)
    rc = mem_write(&m, mo, json, !json && mo && mo->baseline ? &base.l : NULL,
                   sink, ud, grew, err);
  if (rc == 0 && want_plot) {
    rc = sl__plot_write(&plot, "GPU memory", mo->plot, mo->plot_ud);
    if (rc) rc = sl__err(err, rc, SL_NO_OFFSET, "cannot write the plot");
  }
done:
  sl__plot_close(&plot);
  sl__ledger_close(&m.l);
  sl__ledger_close(&base.l);
  return rc;
}

/* ---- the merge: each partial's pools, as the k-th database's ------------------------ */

typedef struct gmerge_s {
  mem_t m;
  sl_mem_options_t mo;
} gmerge_t;

static int gmem_add(sl_pmerge_t *pm, sl_pread_t *r, size_t k,
                    const char *file) {
  gmerge_t *g = pm->st;
  int64_t np, i;
  sl_str_t src;
  int rc;
  if ((rc = sl__pr_line(r, "expected the database's pools"))) return rc;
  if (sl__pr_int(r, "pools", &np) || sl__pr_str(r, "source", &src))
    return SL_EFORMAT;
  if (np < 0) return sl__pr_fail(r, "expected a count of pools");
  if (!g->m.source)
    g->m.source = src.n == 6 && !memcmp(src.p, "nvprof", 6) ? "nvprof" : "nsys";
  for (i = 0; i < np; i++) {
    int64_t dev, bytes, peak, ts, allocs, frees;
    sl_str_t name;
    sl_pool_t *d;
    char nm[sizeof d->name];
    int added;
    if ((rc = sl__pr_line(r, "expected %lld more pools", (long long)(np - i))))
      return rc;
    if (sl__pr_int(r, "device", &dev) || sl__pr_int(r, "bytes", &bytes) ||
        sl__pr_int(r, "peak", &peak) || sl__pr_int(r, "peak_ts", &ts) ||
        sl__pr_int(r, "allocs", &allocs) || sl__pr_int(r, "frees", &frees) ||
        sl__pr_str(r, "name", &name))
      return SL_EFORMAT;
    if (!(d = sl__ledger_pool(&g->m.l, pool_key((int64_t)k, dev, pm->n > 1),
                              &added)))
      return sl__err(r->err, SL_ENOMEM, 0, "out of memory");
    if (!added) return sl__pr_fail(r, "device %lld twice", (long long)dev);
    d->device = dev;
    d->bytes = bytes;
    d->peak = peak;
    d->peak_ts = ts;
    d->allocs = (uint64_t)allocs;
    d->frees = (uint64_t)frees;
    snprintf(nm, sizeof nm, "%.*s", (int)(name.n < sizeof nm ? name.n : sizeof nm - 1),
             (const char *)name.p);
    pool_name(d, pm->n > 1 ? sl__base_name(file) : NULL, nm);
  }
  return 0;
}

static int gmem_write(sl_pmerge_t *pm, sl_error_t *err) {
  gmerge_t *g = pm->st;
  return mem_write(&g->m, &g->mo, 0, NULL, pm->sink, pm->ud, NULL, err);
}

static void gmem_free(void *ud) {
  gmerge_t *g = ud;
  if (!g) return;
  sl__ledger_close(&g->m.l);
  free(g);
}

static const sl_pmerge_ops_t gmem_ops = {gmem_add, gmem_write, gmem_free};

int sl__gpumem_merge_open(sl_pmerge_t *pm, sl_report_format_t format,
                          sl_error_t *err) {
  gmerge_t *g = calloc(1, sizeof *g);
  if (!g) return sl__err(err, SL_ENOMEM, 0, "out of memory");
  g->mo.format = format;
  pm->st = g;
  pm->ops = &gmem_ops;
  return 0;
}

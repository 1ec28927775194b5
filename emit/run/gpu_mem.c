/* The memory report of a GPU profile database (mem): per device, the
 * running sum of allocated bytes over CUDA's memory-usage events (nsys
 * CUDA_GPU_MEMORY_USAGE_EVENTS, needs --cuda-memory-usage=true; nvprof
 * CUPTI_ACTIVITY_KIND_MEMORY), in time order with frees first at equal
 * times: its peak, when the peak was first reached, the allocations and
 * frees counted and the bytes left at the end.  Memory: one entry per
 * device (and the plot's points when asked). */
#include "emit/run/gpu.h"

#include <stdio.h>

#include "emit/report/ledger.h"
#include "emit/write/plot.h"
#include "emit/write/report.h"
#include "stream/format/gpudb.h"

typedef struct mem_s {
  sl_ledger_t l;
  const char *source;
} mem_t;

static sl_pool_t *dev_of(mem_t *m, int64_t id, const sl_glayout_t *l) {
  int added;
  size_t j;
  sl_pool_t *d = sl__ledger_pool(&m->l, id, &added);
  if (!d || !added) return d;
  snprintf(d->name, sizeof d->name, "GPU %lld", (long long)id);
  for (j = 0; j < l->ndevs; j++)
    if (l->devs[j].id == id)
      snprintf(d->name, sizeof d->name, "%s", l->devs[j].name);
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
  mem_t m, base;
  sl_plot_t plot;
  sl_block_t b;
  int rc, want_plot = !json && mo && mo->plot;
  sl__err_clear(err);
  if (grew) *grew = 0;
  memset(&m, 0, sizeof m);
  memset(&base, 0, sizeof base);
  sl__plot_init(&plot);
  rc = sweep(path, &m, want_plot ? &plot : NULL, err, warn, warn_ud);
  if (rc && !err->file) err->file = path;
  if (rc == 0 && !json && mo && mo->baseline) {
    rc = sweep(mo->baseline, &base, NULL, err, warn, warn_ud);
    if (rc && !err->file) err->file = mo->baseline;
  }
  if (rc == 0 && (rc = sl__block_open(&b)) != 0)
    rc = sl__err(err, SL_ENOMEM, SL_NO_OFFSET, "out of memory");
  if (rc == 0) {
    sl__ledger_write(b.f, &m.l, m.source,
                     json || (mo && mo->format == SL_REPORT_JSON),
                     mo && mo->format == SL_REPORT_CSV,
                     "no memory data (the profile has no CUDA memory usage "
                     "events)",
                     !json && mo && mo->baseline ? &base.l : NULL,
                     mo ? mo->tolerance : 0, grew);
    rc = sl__block_flush(&b, sink, ud);
    if (rc) rc = sl__err(err, rc, SL_NO_OFFSET, "cannot write the report");
  }
  if (rc == 0 && want_plot) {
    rc = sl__plot_write(&plot, "GPU memory", mo->plot, mo->plot_ud);
    if (rc) rc = sl__err(err, rc, SL_NO_OFFSET, "cannot write the plot");
  }
  sl__plot_close(&plot);
  sl__ledger_close(&m.l);
  sl__ledger_close(&base.l);
  return rc;
}

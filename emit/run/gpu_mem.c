/* The memory report of a GPU profile database (mem): per device, the
 * running sum of allocated bytes over CUDA's memory-usage events (nsys
 * CUDA_GPU_MEMORY_USAGE_EVENTS, needs --cuda-memory-usage=true; nvprof
 * CUPTI_ACTIVITY_KIND_MEMORY), in time order with frees first at equal
 * times: its peak, when the peak was first reached, the allocations and
 * frees counted and the bytes left at the end.  Memory: one entry per
 * device (and the plot's points when asked). */
#include "emit/run/gpu.h"

#include <stdio.h>

#include "emit/write/escape.h"
#include "emit/write/plot.h"
#include "emit/write/report.h"
#include "stream/format/gpudb.h"

typedef struct dev_s {
  int64_t id;
  int64_t bytes, peak, peak_ts;
  uint64_t allocs, frees;
  char name[160];
} mdev_t;

typedef struct mem_s {
  mdev_t *d;
  size_t n, cap;
  const char *source;
} mem_t;

static mdev_t *dev_of(mem_t *m, int64_t id, const sl_glayout_t *l) {
  size_t i, j;
  for (i = 0; i < m->n; i++)
    if (m->d[i].id == id) return &m->d[i];
  if (sl__grow_array((void **)&m->d, &m->cap, m->n + 1, sizeof *m->d))
    return NULL;
  /* Kept sorted by id. */
  for (i = 0; i < m->n && m->d[i].id < id; i++) {
  }
  memmove(&m->d[i + 1], &m->d[i], (m->n - i) * sizeof *m->d);
  memset(&m->d[i], 0, sizeof m->d[i]);
  m->d[i].id = id;
  snprintf(m->d[i].name, sizeof m->d[i].name, "GPU %lld", (long long)id);
  for (j = 0; j < l->ndevs; j++)
    if (l->devs[j].id == id)
      snprintf(m->d[i].name, sizeof m->d[i].name, "%s", l->devs[j].name);
  m->n++;
  return &m->d[i];
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
      mdev_t *d = dev_of(m, r->device, l);
      if (!d) {
        rc = sl__err(err, SL_ENOMEM, SL_NO_OFFSET, "out of memory");
        break;
      }
      if (r->free) {
        d->bytes = (int64_t)((uint64_t)d->bytes - (uint64_t)r->bytes);
        d->frees++;
      } else {
        d->bytes = (int64_t)((uint64_t)d->bytes + (uint64_t)r->bytes);
        d->allocs++;
      }
      if (d->bytes > d->peak) {
        d->peak = d->bytes;
        d->peak_ts = r->start;
      }
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

static void write_json(const mem_t *m, FILE *f) {
  size_t i;
  fprintf(f, "{\"source\":\"%s\",\"devices\":[", m->source);
  for (i = 0; i < m->n; i++) {
    const mdev_t *d = &m->d[i];
    uint8_t name[SL_JSON_STR_MAX(sizeof d->name)];
    uint8_t *e = sl__put_str(name, (const uint8_t *)d->name, strlen(d->name));
    fprintf(f,
            "%s{\"device\":%lld,\"name\":%.*s,\"peak_bytes\":%lld,"
            "\"peak_ts_ns\":%lld,\"allocs\":%llu,\"frees\":%llu,"
            "\"end_bytes\":%lld}",
            i ? "," : "", (long long)d->id, (int)(e - name), (const char *)name,
            (long long)d->peak,
            (long long)d->peak_ts, (unsigned long long)d->allocs,
            (unsigned long long)d->frees, (long long)d->bytes);
  }
  fputs("]}\n", f);
}

static void write_table(const mem_t *m, FILE *f, int csv) {
  size_t i;
  if (m->n == 0 && !csv) {
    fputs("no memory data (the profile has no CUDA memory usage events)\n", f);
    return;
  }
  if (csv)
    fputs("device,name,peak_bytes,peak_ts_ns,allocs,frees,end_bytes\n", f);
  else
    fprintf(f, "%-40s %12s %16s %9s %9s %12s\n", "device", "peak", "at (ns)",
            "allocs", "frees", "at end");
  for (i = 0; i < m->n; i++) {
    const mdev_t *d = &m->d[i];
    char a[32], b[32];
    if (csv) {
      fprintf(f, "%lld,", (long long)d->id);
      sl__csv_field(f, (const uint8_t *)d->name, strlen(d->name));
      fprintf(f, ",%lld,%lld,%llu,%llu,%lld\n", (long long)d->peak,
              (long long)d->peak_ts, (unsigned long long)d->allocs,
              (unsigned long long)d->frees, (long long)d->bytes);
      continue;
    }
    sl_human_bytes(a, sizeof a, (double)d->peak);
    sl_human_bytes(b, sizeof b, (double)d->bytes);
    fprintf(f, "%-40s %12s %16lld %9llu %9llu %12s\n", d->name, a,
            (long long)d->peak_ts, (unsigned long long)d->allocs,
            (unsigned long long)d->frees, b);
  }
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
  size_t i, j;
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
    if (json || (mo && mo->format == SL_REPORT_JSON))
      write_json(&m, b.f);
    else
      write_table(&m, b.f, mo && mo->format == SL_REPORT_CSV);
    /* The baseline: each device both have, its peak against the
     * baseline's, growth beyond the tolerance flagged. */
    if (!json && mo && mo->baseline) {
      for (i = 0; i < m.n; i++)
        for (j = 0; j < base.n; j++) {
          double pct;
          if (m.d[i].id != base.d[j].id) continue;
          pct = base.d[j].peak
                    ? ((double)m.d[i].peak - (double)base.d[j].peak) * 100.0 /
                          (double)base.d[j].peak
                    : (m.d[i].peak > 0 ? 100.0 : 0.0);
          if (mo->format != SL_REPORT_JSON)
            fprintf(b.f, "%s: peak %lld B, baseline %lld B (%+.1f%%)%s\n",
                    m.d[i].name, (long long)m.d[i].peak,
                    (long long)base.d[j].peak, pct,
                    pct > mo->tolerance ? ": grew" : "");
          if (pct > mo->tolerance && grew) *grew = 1;
        }
    }
    rc = sl__block_flush(&b, sink, ud);
    if (rc) rc = sl__err(err, rc, SL_NO_OFFSET, "cannot write the report");
  }
  if (rc == 0 && want_plot) {
    rc = sl__plot_write(&plot, "GPU memory", mo->plot, mo->plot_ud);
    if (rc) rc = sl__err(err, rc, SL_NO_OFFSET, "cannot write the plot");
  }
  sl__plot_close(&plot);
  free(m.d);
  free(base.d);
  return rc;
}

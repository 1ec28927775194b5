/* The memory ledger (see ledger.h). */
#include "emit/report/ledger.h"

#include <stdlib.h>
#include <string.h>

#include "emit/write/escape.h"
#include "emit/write/report.h"

sl_pool_t *sl__ledger_pool(sl_ledger_t *m, int64_t id, int *added) {
  size_t i;
  *added = 0;
  for (i = 0; i < m->n; i++)
    if (m->d[i].id == id) return &m->d[i];
  if (sl__grow_array((void **)&m->d, &m->cap, m->n + 1, sizeof *m->d))
    return NULL;
  for (i = 0; i < m->n && m->d[i].id < id; i++) {
  }
  memmove(&m->d[i + 1], &m->d[i], (m->n - i) * sizeof *m->d);
  memset(&m->d[i], 0, sizeof m->d[i]);
  m->d[i].id = id;
  m->n++;
  *added = 1;
  return &m->d[i];
}

void sl__ledger_move(sl_pool_t *d, int64_t ts, int64_t bytes, int free) {
  if (free) {
    d->bytes = (int64_t)((uint64_t)d->bytes - (uint64_t)bytes);
    d->frees++;
  } else {
    d->bytes = (int64_t)((uint64_t)d->bytes + (uint64_t)bytes);
    d->allocs++;
  }
  if (d->bytes > d->peak) {
    d->peak = d->bytes;
    d->peak_ts = ts;
  }
}

void sl__ledger_close(sl_ledger_t *m) {
  free(m->d);
  memset(m, 0, sizeof *m);
}

static void write_json(const sl_ledger_t *m, const char *source, FILE *f) {
  size_t i;
  fprintf(f, "{\"source\":\"%s\",\"devices\":[", source);
  for (i = 0; i < m->n; i++) {
    const sl_pool_t *d = &m->d[i];
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

static void write_table(const sl_ledger_t *m, FILE *f, int csv,
                        const char *none) {
  size_t i;
  if (m->n == 0 && !csv) {
    fprintf(f, "%s\n", none);
    return;
  }
  if (csv)
    fputs("device,name,peak_bytes,peak_ts_ns,allocs,frees,end_bytes\n", f);
  else
    fprintf(f, "%-40s %12s %16s %9s %9s %12s\n", "device", "peak", "at (ns)",
            "allocs", "frees", "at end");
  for (i = 0; i < m->n; i++) {
    const sl_pool_t *d = &m->d[i];
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

void sl__ledger_write(FILE *f, const sl_ledger_t *m, const char *source,
                      int json, int csv, const char *none,
                      const sl_ledger_t *base, double tolerance, int *grew) {
  size_t i, j;
  if (json) write_json(m, source, f);
  else write_table(m, f, csv, none);
  if (!base) return;
  for (i = 0; i < m->n; i++)
    for (j = 0; j < base->n; j++) {
      double pct;
      if (m->d[i].id != base->d[j].id) continue;
      pct = base->d[j].peak
                ? ((double)m->d[i].peak - (double)base->d[j].peak) * 100.0 /
                      (double)base->d[j].peak
                : (m->d[i].peak > 0 ? 100.0 : 0.0);
      if (!json)
        fprintf(f, "%s: peak %lld B, baseline %lld B (%+.1f%%)%s\n",
                m->d[i].name, (long long)m->d[i].peak,
                (long long)base->d[j].peak, pct,
                pct > tolerance ? ": grew" : "");
      if (pct > tolerance && grew) *grew = 1;
    }
}

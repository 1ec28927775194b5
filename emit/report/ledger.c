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
  m->d[i].id = m->d[i].device = id;
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
    d->peak_ev = d->allocs + d->frees;
  }
}

void sl__ledger_level(sl_pool_t *d, int64_t ts, int64_t level, int free) {
  if (free) d->frees++;
  else d->allocs++;
  d->bytes = level;
  if (level > d->peak || (level == d->peak && d->peak_ev && ts < d->peak_ts)) {
    d->peak = level;
    d->peak_ts = ts;
    d->peak_ev = d->allocs + d->frees;
  }
}

void sl__ledger_close(sl_ledger_t *m) {
  free(m->d);
  memset(m, 0, sizeof *m);
}

/* ---- the live set ---- */

struct sl_live_list_s {
  uint32_t *v;              /* entry indexes                              */
  size_t n, cap;
};

/* An entry's header; the item follows. */
typedef struct lhead_s {
  int64_t rank;
  uint64_t seq;
  uint32_t pos;             /* in its pool's list                         */
} lhead_t;

#define LHEAD(l, k) ((lhead_t *)((l)->e + (size_t)(k) * (l)->stride))

void sl__live_init(sl_live_t *l, size_t item_size) {
  memset(l, 0, sizeof *l);
  l->size = item_size;
  l->stride = (sizeof(lhead_t) + item_size + 7) & ~(size_t)7;
}

void sl__live_close(sl_live_t *l) {
  size_t i;
  for (i = 0; i < l->nby; i++) free(l->by[i].v);
  free(l->by);
  sl__idmap_close(&l->at);
  free(l->e);
  free(l->freed);
  memset(l, 0, sizeof *l);
}

int sl__live_apply(sl_live_t *l, uint32_t pool, uint64_t addr, int free,
                   int64_t rank, uint64_t seq, const void *item) {
  int64_t k = sl__idmap_get(&l->at, pool, addr);
  struct sl_live_list_s *d;
  if (!free) {
    if (k < 0) {
      if (pool >= l->nby) {
        size_t old = l->nby;
        if (SL_GROW(l->by, l->nby, (size_t)pool + 1)) return SL_ENOMEM;
        memset(l->by + old, 0, (l->nby - old) * sizeof *l->by);
      }
      d = &l->by[pool];
      if (l->nfreed) {
        k = l->freed[--l->nfreed];
      } else {
        if (l->ne >= UINT32_MAX - 1 ||
            sl__grow_array((void **)&l->e, &l->ce, l->ne + 1, l->stride))
          return SL_ENOMEM;
        k = (int64_t)l->ne++;
      }
      if (SL_GROW(d->v, d->cap, d->n + 1) ||
          sl__idmap_put(&l->at, pool, addr, (uint32_t)k))
        return SL_ENOMEM;
      LHEAD(l, k)->pos = (uint32_t)d->n;
      d->v[d->n++] = (uint32_t)k;
    }
    LHEAD(l, k)->rank = rank;
    LHEAD(l, k)->seq = seq;
    memcpy(LHEAD(l, k) + 1, item, l->size);
  } else if (k >= 0) {
    uint32_t last, pos = LHEAD(l, k)->pos;
    d = &l->by[pool];
    last = d->v[--d->n];
    d->v[pos] = last;
    LHEAD(l, last)->pos = pos;
    if (SL_GROW(l->freed, l->cfreed, l->nfreed + 1)) return SL_ENOMEM;
    l->freed[l->nfreed++] = (uint32_t)k;
    sl__idmap_del(&l->at, pool, addr);
  }
  return 0;
}

size_t sl__live_count(const sl_live_t *l, uint32_t pool) {
  return pool < l->nby ? l->by[pool].n : 0;
}

/* Does entry a rank above b (the earlier one first on a tie)? */
static int bigger(const lhead_t *a, const lhead_t *b) {
  if (a->rank != b->rank) return a->rank > b->rank;
  return a->seq < b->seq;
}

size_t sl__live_top(const sl_live_t *l, uint32_t pool, const void **out,
                    size_t k) {
  const lhead_t *top[SL_LIVE_TOP];
  size_t i, j, n = 0;
  if (k > SL_LIVE_TOP) k = SL_LIVE_TOP;
  for (i = 0; k && i < sl__live_count(l, pool); i++) {
    const lhead_t *v = LHEAD(l, l->by[pool].v[i]);
    if (n == k && !bigger(v, top[k - 1])) continue;
    j = n < k ? n++ : k - 1;
    while (j > 0 && bigger(v, top[j - 1])) {
      top[j] = top[j - 1];
      j--;
    }
    top[j] = v;
  }
  for (i = 0; i < n; i++) out[i] = top[i] + 1;
  return n;
}

/* ---- the report ---- */

static void write_steps_json(const sl_ledger_t *m,
                             const sl_ledger_steps_t *st, FILE *f) {
  size_t k, i;
  fputs(",\"steps\":[", f);
  for (k = 0; k < st->n; k++) {
    int first = 1;
    fprintf(f, "%s{\"step\":%lld,\"start_ns\":%lld,\"end_ns\":%lld,"
               "\"devices\":[",
            k ? "," : "", (long long)st->step[k], (long long)st->span[k][0],
            (long long)st->span[k][1]);
    for (i = 0; i < m->n; i++) {
      const sl_step_peak_t *p = &st->peak[k * m->n + i];
      uint8_t name[SL_JSON_STR_MAX(sizeof m->d[i].name)];
      uint8_t *e;
      if (!p->has) continue;
      e = sl__put_str(name, (const uint8_t *)m->d[i].name,
                      strlen(m->d[i].name));
      fprintf(f, "%s{\"device\":%lld,\"name\":%.*s,\"peak_bytes\":%lld,"
                 "\"peak_ts_ns\":%lld}",
              first ? "" : ",", (long long)m->d[i].device, (int)(e - name),
              (const char *)name, (long long)p->peak, (long long)p->ts);
      first = 0;
    }
    fputs("]}", f);
  }
  fputs("]", f);
}

static void write_steps_table(const sl_ledger_t *m,
                              const sl_ledger_steps_t *st, FILE *f, int csv) {
  size_t k, i;
  if (csv) fputs("\nstep,device,name,peak_bytes,peak_ts_ns\n", f);
  else fprintf(f, "\n%-10s %-40s %12s %20s\n", "step", "device", "peak",
               "at (ns)");
  for (k = 0; k < st->n; k++)
    for (i = 0; i < m->n; i++) {
      const sl_step_peak_t *p = &st->peak[k * m->n + i];
      char a[32];
      if (!p->has) continue;
      if (csv) {
        fprintf(f, "%lld,%lld,", (long long)st->step[k], (long long)m->d[i].device);
        sl__csv_field(f, (const uint8_t *)m->d[i].name, strlen(m->d[i].name));
        fprintf(f, ",%lld,%lld\n", (long long)p->peak, (long long)p->ts);
        continue;
      }
      sl_human_bytes(a, sizeof a, (double)p->peak);
      fprintf(f, "%-10lld %-40s %12s %20lld\n", (long long)st->step[k],
              m->d[i].name, a, (long long)p->ts);
    }
}

static void write_json(const sl_ledger_t *m, const sl_ledger_steps_t *st,
                       const char *source, FILE *f) {
  size_t i;
  fprintf(f, "{\"source\":\"%s\",\"devices\":[", source);
  for (i = 0; i < m->n; i++) {
    const sl_pool_t *d = &m->d[i];
    uint8_t name[SL_JSON_STR_MAX(sizeof d->name)];
    uint8_t *e = sl__put_str(name, (const uint8_t *)d->name, strlen(d->name));
    fprintf(f,
            "%s{\"device\":%lld,\"name\":%.*s,\"peak_bytes\":%lld,"
            "\"peak_ts_ns\":%lld,\"allocs\":%llu,\"frees\":%llu,"
            "\"end_bytes\":%lld",
            i ? "," : "", (long long)d->device, (int)(e - name), (const char *)name,
            (long long)d->peak,
            (long long)d->peak_ts, (unsigned long long)d->allocs,
            (unsigned long long)d->frees, (long long)d->bytes);
    if (d->has_reserved)
      fprintf(f, ",\"peak_reserved_bytes\":%lld", (long long)d->reserved_peak);
    if (d->has_live) {
      size_t j;
      fprintf(f, ",\"live\":%llu,\"top\":[", (unsigned long long)d->live);
      for (j = 0; j < d->ntop; j++)
        fprintf(f, "%s{\"bytes\":%lld,\"ts_ns\":%lld,\"addr\":%llu}",
                j ? "," : "", (long long)d->top[j].bytes,
                (long long)d->top[j].ts, (unsigned long long)d->top[j].addr);
      fputs("]", f);
    }
    fputs("}", f);
  }
  fputs("]", f);
  if (st) write_steps_json(m, st, f);
  fputs("}\n", f);
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
      fprintf(f, "%lld,", (long long)d->device);
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
    if (d->has_reserved) {
      sl_human_bytes(a, sizeof a, (double)d->reserved_peak);
      fprintf(f, "  reserved at most %s\n", a);
    }
    if (d->has_live) {
      size_t j;
      fprintf(f, "  %llu live at the peak%s\n", (unsigned long long)d->live,
              d->ntop ? "; the largest:" : "");
      for (j = 0; j < d->ntop; j++) {
        sl_human_bytes(a, sizeof a, (double)d->top[j].bytes);
        fprintf(f, "    %12s  allocated at %lld ns  addr 0x%llx\n", a,
                (long long)d->top[j].ts, (unsigned long long)d->top[j].addr);
      }
    }
  }
}

void sl__ledger_write(FILE *f, const sl_ledger_t *m, const char *source,
                      int json, int csv, const char *none,
                      const sl_ledger_t *base, double tolerance, int *grew) {
  sl__ledger_write_steps(f, m, NULL, source, json, csv, none, base,
                         tolerance, grew);
}

void sl__ledger_write_steps(FILE *f, const sl_ledger_t *m,
                            const sl_ledger_steps_t *st, const char *source,
                            int json, int csv, const char *none,
                            const sl_ledger_t *base, double tolerance,
                            int *grew) {
  size_t i, j;
  if (json) {
    write_json(m, st, source, f);
  } else {
    write_table(m, f, csv, none);
    if (st && m->n) write_steps_table(m, st, f, csv);
  }
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

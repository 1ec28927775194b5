/* The memory ledger: per pool (a device, an allocator), the running sum
 * of bytes over allocations and frees in time order, its peak and when
 * the peak was first reached, the allocations and frees counted and the
 * bytes left at the end; the report (table, CSV, JSON) and the baseline
 * gate (a pool's peak against another input's, by pool id).  Memory:
 * one entry per pool. */
#ifndef SL_LEDGER_H
#define SL_LEDGER_H

#include <stdio.h>

#include "stepline/stepline.h"
#include "stream/common.h"

typedef struct sl_pool_s {
  int64_t id;
  int64_t bytes, peak, peak_ts;
  uint64_t allocs, frees;
  char name[160];
} sl_pool_t;

typedef struct sl_ledger_s {
  sl_pool_t *d;             /* sorted by id                           */
  size_t n, cap;
} sl_ledger_t;

/* The pool of `id`, made when new (*added = 1: name it).  NULL when out
 * of memory. */
sl_pool_t *sl__ledger_pool(sl_ledger_t *m, int64_t id, int *added);
/* bytes allocated (free = 0) or freed at time ts. */
void sl__ledger_move(sl_pool_t *d, int64_t ts, int64_t bytes, int free);
void sl__ledger_close(sl_ledger_t *m);

/* The report of m: JSON ({"source", "devices": [{"device", "name",
 * "peak_bytes", "peak_ts_ns", "allocs", "frees", "end_bytes"}]}) when
 * json, else a table (`none` when there is no pool) or CSV.  With a
 * baseline, each pool both have: its peak against the baseline's (not
 * in JSON), *grew set when one grew beyond `tolerance` percent. */
void sl__ledger_write(FILE *f, const sl_ledger_t *m, const char *source,
                      int json, int csv, const char *none,
                      const sl_ledger_t *base, double tolerance, int *grew);

#endif

/* The memory ledger: per pool (a device, an allocator), the running sum
 * of bytes over allocations and frees in time order, its peak and when
 * the peak was first reached, the allocations and frees counted and the
 * bytes left at the end; the live set (the allocations live, by pool and
 * address, for the largest live at a peak); the report (table, CSV,
 * JSON) and the baseline gate (a pool's peak against another input's, by
 * pool id).  Memory: one entry per pool, and one per live allocation. */
#ifndef SL_LEDGER_H
#define SL_LEDGER_H

#include <stdio.h>

#include "stepline/stepline.h"
#include "stream/common.h"
#include "stream/idmap.h"

/* A live allocation as the report lists it. */
typedef struct sl_live_item_s {
  int64_t bytes, ts;
  uint64_t addr;
} sl_live_item_t;

#define SL_LIVE_TOP 5

typedef struct sl_pool_s {
  int64_t id;
  int64_t device;           /* the number the report shows: the id, unless
                             * the input's own (a device of one of several
                             * databases)                                */
  int64_t bytes, peak, peak_ts;
  uint64_t allocs, frees;
  uint64_t peak_ev;         /* its event (allocs + frees) that first
                             * reached the peak                          */
  uint64_t live;            /* allocations live just after it (with
                             * addresses; has_live: the input has them)  */
  int has_live;
  sl_live_item_t top[SL_LIVE_TOP]; /* the largest of them              */
  int64_t reserved_peak;    /* the most the allocator held (has_reserved:
                             * the input says)                           */
  int has_reserved;
  size_t ntop;
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
/* An allocation (free = 0) or free at time ts after which the allocator
 * itself says `level` bytes are in use: the level replaces the running
 * sum, and the peak's time is the earliest the peak was reached (the
 * events need not come in time order). */
void sl__ledger_level(sl_pool_t *d, int64_t ts, int64_t level, int free);
void sl__ledger_close(sl_ledger_t *m);

/* ---- the live set ----
 * Allocations live, found by (pool, address), and per pool a dense list
 * of its live ones (so a pool's largest are found among its own).  An
 * item is `size` bytes the caller gives, ranked by a size; it holds what
 * is live, not every allocation. */
typedef struct sl_live_s {
  uint8_t *e;               /* entries: a header and the item             */
  size_t stride, size, ne, ce;
  uint32_t *freed;          /* entries free for reuse                     */
  size_t nfreed, cfreed;
  sl_idmap_t at;            /* (pool, address) -> entry                   */
  struct sl_live_list_s *by; /* per pool                                 */
  size_t nby;
} sl_live_t;

void sl__live_init(sl_live_t *l, size_t item_size);
void sl__live_close(sl_live_t *l);
/* (pool, addr) allocated (free = 0: the item, copied, ranked by `rank`,
 * seq its order; allocated again without a free, the later counts) or
 * freed (unknown addresses are let be).  0 or SL_ENOMEM. */
int sl__live_apply(sl_live_t *l, uint32_t pool, uint64_t addr, int free,
                   int64_t rank, uint64_t seq, const void *item);
/* How many of pool's allocations are live. */
size_t sl__live_count(const sl_live_t *l, uint32_t pool);
/* Pool's k largest live items (the earlier first among equal ranks),
 * largest first, into out[]: pointers valid until the next apply.
 * Returns how many (k at most, k <= SL_LIVE_TOP). */
size_t sl__live_top(const sl_live_t *l, uint32_t pool, const void **out,
                    size_t k);

/* Per step, each pool's peak: the highest level from the step's start
 * (what was in use then) to its end, and when it was first reached. */
typedef struct sl_step_peak_s {
  int64_t peak, ts;         /* bytes, ns                                  */
  int has;                  /* the pool had a level in the step           */
} sl_step_peak_t;

typedef struct sl_ledger_steps_s {
  size_t n;
  const int64_t *step;      /* n: each step's number                      */
  const int64_t (*span)[2]; /* n: its window, ns                          */
  const sl_step_peak_t *peak; /* n x the ledger's pools, step-major       */
} sl_ledger_steps_t;

/* The report of m: JSON ({"source", "devices": [{"device", "name",
 * "peak_bytes", "peak_ts_ns", "allocs", "frees", "end_bytes"}]}) when
 * json, else a table (`none` when there is no pool) or CSV; a pool
 * with has_live adds its live count and largest live items (table and
 * JSON).  With a
 * baseline, each pool both have: its peak against the baseline's (not
 * in JSON), *grew set when one grew beyond `tolerance` percent. */
void sl__ledger_write(FILE *f, const sl_ledger_t *m, const char *source,
                      int json, int csv, const char *none,
                      const sl_ledger_t *base, double tolerance, int *grew);
/* The same with each step's peaks (steps may be NULL): JSON adds
 * "steps": [{"step", "start_ns", "end_ns", "devices": [{"device",
 * "name", "peak_bytes", "peak_ts_ns"}]}]; the table and CSV a second
 * table after a blank line. */
void sl__ledger_write_steps(FILE *f, const sl_ledger_t *m,
                            const sl_ledger_steps_t *steps, const char *source,
                            int json, int csv, const char *none,
                            const sl_ledger_t *base, double tolerance,
                            int *grew);

#endif

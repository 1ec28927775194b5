/* The one map from integer keys to places: one or two 64-bit keys to an
 * index into the caller's array.  Open addressing with linear probing;
 * deletion moves the probe run back (no tombstones), so the table stays
 * as small as what it holds.  Strings go through strmap.h instead.
 *
 * Users: the GPU drivers' waiting calls (process, correlation id), the
 * XSpace reader's metadata tables (id), the XSpace driver's groups and
 * launch statistics, the memory report's live allocations (allocator,
 * address), the database reader's strings (id). */
#ifndef SL_IDMAP_H
#define SL_IDMAP_H

#include "stream/common.h"

typedef struct sl_idslot_s {
  uint64_t a, b;
  uint32_t at;            /* the place + 1; 0: an empty slot            */
} sl_idslot_t;

typedef struct sl_idmap_s {
  sl_idslot_t *slots;
  size_t mask, n;
} sl_idmap_t;

/* An empty map (allocates nothing). */
void sl__idmap_init(sl_idmap_t *x);
void sl__idmap_close(sl_idmap_t *x);
/* Forgets every key (the table is kept). */
void sl__idmap_clear(sl_idmap_t *x);
/* Room for n keys without growing.  0 or SL_ENOMEM. */
int sl__idmap_reserve(sl_idmap_t *x, size_t n);
/* The place of (a, b), or -1. */
int64_t sl__idmap_get(const sl_idmap_t *x, uint64_t a, uint64_t b);
/* (a, b) is at place `at` (set or moved).  0 or SL_ENOMEM. */
int sl__idmap_put(sl_idmap_t *x, uint64_t a, uint64_t b, uint32_t at);
/* (a, b) is gone (nothing when it is not there). */
void sl__idmap_del(sl_idmap_t *x, uint64_t a, uint64_t b);

#endif

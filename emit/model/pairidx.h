/* An index from a pair of integers (a process and a correlation id) to a
 * place in the caller's array: open addressing with linear probing,
 * deletion by moving the probe run back, so it stays as small as what
 * it holds.  The GPU drivers keep the calls that wait for their GPU work
 * in an array and find them through one. */
#ifndef SL_PAIRIDX_H
#define SL_PAIRIDX_H

#include "stream/common.h"

typedef struct sl_pairslot_s {
  uint64_t a;
  int64_t b;
  uint32_t at;            /* the place + 1; 0: an empty slot            */
} sl_pairslot_t;

typedef struct sl_pairidx_s {
  sl_pairslot_t *slots;
  size_t mask, n;
} sl_pairidx_t;

/* An empty index (allocates nothing). */
void sl__pairidx_init(sl_pairidx_t *x);
void sl__pairidx_close(sl_pairidx_t *x);
/* The place of (a, b), or -1. */
int64_t sl__pairidx_get(const sl_pairidx_t *x, uint64_t a, int64_t b);
/* (a, b) is at place `at` (set or moved).  0 or SL_ENOMEM. */
int sl__pairidx_put(sl_pairidx_t *x, uint64_t a, int64_t b, uint32_t at);
/* (a, b) is gone (nothing when it is not there). */
void sl__pairidx_del(sl_pairidx_t *x, uint64_t a, int64_t b);

#endif

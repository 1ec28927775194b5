/* A set of 64-bit ids that stays small when they cluster, as correlation
 * ids do (profilers count them up): ids are kept in blocks by their high
 * 48 bits, each block a sorted array of its low 16 bits while it holds
 * at most 4096 of them (2 bytes an id), then a bitmap of 8 KiB (a bit an
 * id).  Ten million ids counted up take 1.2 MiB; ids scattered one to a
 * block take about 70 bytes each.
 *
 * After sl__idset_freeze() the set answers rank queries (how many of its
 * ids are below an id), so ids can be numbered 0 .. n-1 in their order
 * without a table of numbers. */
#ifndef SL_IDSET_H
#define SL_IDSET_H

#include "stream/common.h"

typedef struct sl_idblock_s {
  uint64_t hi;            /* id >> 16                                   */
  uint16_t *lo;           /* sorted low halves, while an array          */
  uint64_t *bits;         /* 1024 words, once a bitmap (lo freed)       */
  uint32_t n, cap;        /* ids held; lo's room                        */
  uint64_t before;        /* after freeze: ids in the blocks below      */
  uint16_t *sums;         /* after freeze, a bitmap's: ids below each
                           * group of 8 words                           */
} sl_idblock_t;

typedef struct sl_idset_s {
  sl_idblock_t *b;
  size_t nb, cb;
  uint32_t *slot;         /* hi -> block + 1 (open addressing)          */
  size_t mask;
  uint64_t n;             /* ids held                                   */
  size_t last;            /* the block of the last add, + 1             */
} sl_idset_t;

/* An empty set (allocates nothing). */
void sl__idset_init(sl_idset_t *s);
void sl__idset_close(sl_idset_t *s);
/* Empties the set (its memory goes). */
void sl__idset_clear(sl_idset_t *s);

/* Adds id: 1 when new, 0 when held already, or SL_ENOMEM.  Adding
 * after sl__idset_freeze() undoes the freeze's ranks: freeze again. */
int sl__idset_add(sl_idset_t *s, uint64_t id);
/* Is id in the set? */
int sl__idset_has(const sl_idset_t *s, uint64_t id);

/* Prepares rank queries.  Returns 0 or SL_ENOMEM. */
int sl__idset_freeze(sl_idset_t *s);
/* How many ids of the set are below id (for an id in it, its number in
 * the set's order, from 0).  Valid after sl__idset_freeze(). */
uint64_t sl__idset_rank(const sl_idset_t *s, uint64_t id);

#endif

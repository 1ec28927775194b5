/* A byte-string -> dense index map (open addressing, linear probing).
 *
 * Keys are numbered 0, 1, 2, ... in insertion order and copied into the
 * step's arena, so the map and everything it holds are freed with the
 * step.  Used for tensor names, allocator names, kernel names and device
 * names. */
#ifndef SL_STRMAP_H
#define SL_STRMAP_H

#include "emit/model/arena.h"
#include "stream/common.h"

typedef struct sl_strmap_s {
  sl_arena_t *arena;
  uint64_t *slots;   /* hash << 32 | (index + 1); 0 = empty: the hash
                      * sits beside the index so a probe touches one
                      * cache line before the key                    */
  uint32_t *hashes;  /* hash of each key, by index (for rehashing)   */
  sl_str_t *keys;    /* by index                            */
  size_t n, kcap;
  uint32_t mask;     /* slots - 1                           */
} sl_strmap_t;

void sl__strmap_init(sl_strmap_t *m, sl_arena_t *arena);
/* Returns the index of the key or -1. */
int64_t sl__strmap_find(const sl_strmap_t *m, const uint8_t *p, size_t n);
/* The same with the key's sl__hash() already known. */
int64_t sl__strmap_find_h(const sl_strmap_t *m, const uint8_t *p, size_t n,
                          uint32_t h);
/* Asks the CPU to fetch the slot a key of hash h starts from: lookups
 * whose keys are known ahead overlap their cache misses. */
static inline void sl__strmap_prefetch(const sl_strmap_t *m, uint32_t h) {
  if (m->slots) __builtin_prefetch(&m->slots[h & m->mask]);
}
/* The index of the first key of hash h, whatever its bytes, or -1: a
 * guess for fetching what a lookup will read, not a lookup. */
static inline int64_t sl__strmap_guess(const sl_strmap_t *m, uint32_t h) {
  uint32_t i;
  if (!m->slots) return -1;
  for (i = h & m->mask;; i = (i + 1) & m->mask) {
    uint64_t e = m->slots[i];
    if (e == 0) return -1;
    if ((uint32_t)(e >> 32) == h) return (int64_t)(uint32_t)e - 1;
  }
}
/* Returns the index of the key, inserting it (copied) when new; *added
 * tells which.  -1 on ENOMEM. */
int64_t sl__strmap_put(sl_strmap_t *m, const uint8_t *p, size_t n,
                       int *added);
/* The same with the key's sl__hash() already known. */
int64_t sl__strmap_put_h(sl_strmap_t *m, const uint8_t *p, size_t n,
                         uint32_t h, int *added);

uint32_t sl__hash(const uint8_t *p, size_t n);

#endif

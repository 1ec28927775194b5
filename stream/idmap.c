/* The map from integer keys to places: see idmap.h. */
#include "stream/idmap.h"

static inline size_t id_hash(uint64_t a, uint64_t b) {
  uint64_t h = (a ^ b * 0x9e3779b97f4a7c15ull) * 0xbf58476d1ce4e5b9ull;
  return (size_t)(h ^ (h >> 31));
}

void sl__idmap_init(sl_idmap_t *x) { memset(x, 0, sizeof *x); }

void sl__idmap_close(sl_idmap_t *x) {
  free(x->slots);
  memset(x, 0, sizeof *x);
}

void sl__idmap_clear(sl_idmap_t *x) {
  if (x->slots) memset(x->slots, 0, (x->mask + 1) * sizeof *x->slots);
  x->n = 0;
}

/* The slot of (a, b), or the empty one where it would go. */
static inline size_t slot_of(const sl_idmap_t *x, uint64_t a, uint64_t b) {
  size_t j;
  for (j = id_hash(a, b) & x->mask; x->slots[j].at; j = (j + 1) & x->mask)
    if (x->slots[j].a == a && x->slots[j].b == b) return j;
  return j;
}

int64_t sl__idmap_get(const sl_idmap_t *x, uint64_t a, uint64_t b) {
  size_t j;
  if (!x->slots) return -1;
  j = slot_of(x, a, b);
  return x->slots[j].at ? (int64_t)x->slots[j].at - 1 : -1;
}

/* A table of `size` slots (a power of two) with the keys moved over. */
static int rehash(sl_idmap_t *x, size_t size) {
  sl_idslot_t *old = x->slots;
  size_t omask = x->mask, i;
  if (size > SIZE_MAX / sizeof *old ||
      !(x->slots = calloc(size, sizeof *x->slots))) {
    x->slots = old;
    return SL_ENOMEM;
  }
  x->mask = size - 1;
  if (old) {
    for (i = 0; i <= omask; i++)
      if (old[i].at) x->slots[slot_of(x, old[i].a, old[i].b)] = old[i];
    free(old);
  }
  return 0;
}

int sl__idmap_reserve(sl_idmap_t *x, size_t n) {
  size_t size = x->slots ? x->mask + 1 : 16;
  if (n > SIZE_MAX / 4) return SL_ENOMEM;
  /* A load under a half. */
  while (size < 2 * n + 2) size *= 2;
  return x->slots && size == x->mask + 1 ? 0 : rehash(x, size);
}

int sl__idmap_put(sl_idmap_t *x, uint64_t a, uint64_t b, uint32_t at) {
  size_t j;
  if (at == UINT32_MAX) return SL_ENOMEM;
  if ((!x->slots || (x->n + 1) * 2 > x->mask + 1) &&
      sl__idmap_reserve(x, x->n + 1))
    return SL_ENOMEM;
  j = slot_of(x, a, b);
  if (!x->slots[j].at) x->n++;
  x->slots[j].a = a;
  x->slots[j].b = b;
  x->slots[j].at = at + 1;
  return 0;
}

void sl__idmap_del(sl_idmap_t *x, uint64_t a, uint64_t b) {
  size_t i, j;
  if (!x->slots) return;
  i = slot_of(x, a, b);
  if (!x->slots[i].at) return;
  x->slots[i].at = 0;
  x->n--;
  /* Entries after the hole move into it unless their home lies between
   * the hole and them. */
  for (j = i;;) {
    size_t h;
    j = (j + 1) & x->mask;
    if (!x->slots[j].at) return;
    h = id_hash(x->slots[j].a, x->slots[j].b) & x->mask;
    if ((j > i && (h <= i || h > j)) || (j < i && h <= i && h > j)) {
      x->slots[i] = x->slots[j];
      x->slots[j].at = 0;
      i = j;
    }
  }
}

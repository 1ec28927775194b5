/* An index from pairs of integers to places: see pairidx.h. */
#include "emit/model/pairidx.h"

static inline size_t pair_hash(uint64_t a, int64_t b) {
  uint64_t h = (a ^ (uint64_t)b * 0x9e3779b97f4a7c15ull) * 0xbf58476d1ce4e5b9ull;
  return (size_t)(h ^ (h >> 31));
}

void sl__pairidx_init(sl_pairidx_t *x) { memset(x, 0, sizeof *x); }

void sl__pairidx_close(sl_pairidx_t *x) {
  free(x->slots);
  memset(x, 0, sizeof *x);
}

/* The slot of (a, b), or the empty one where it would go. */
static size_t slot_of(const sl_pairidx_t *x, uint64_t a, int64_t b) {
  size_t j;
  for (j = pair_hash(a, b) & x->mask; x->slots[j].at; j = (j + 1) & x->mask)
    if (x->slots[j].a == a && x->slots[j].b == b) return j;
  return j;
}

int64_t sl__pairidx_get(const sl_pairidx_t *x, uint64_t a, int64_t b) {
  size_t j;
  if (!x->slots) return -1;
  j = slot_of(x, a, b);
  return x->slots[j].at ? (int64_t)x->slots[j].at - 1 : -1;
}

/* Room for one more at a load under a half. */
static int grow(sl_pairidx_t *x) {
  size_t size = x->slots ? (x->mask + 1) * 2 : 1024, i;
  sl_pairslot_t *old = x->slots;
  size_t omask = x->mask;
  if ((x->n + 1) * 2 <= (x->slots ? x->mask + 1 : 0)) return 0;
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

int sl__pairidx_put(sl_pairidx_t *x, uint64_t a, int64_t b, uint32_t at) {
  size_t j;
  if (at == UINT32_MAX || grow(x)) return SL_ENOMEM;
  j = slot_of(x, a, b);
  if (!x->slots[j].at) x->n++;
  x->slots[j].a = a;
  x->slots[j].b = b;
  x->slots[j].at = at + 1;
  return 0;
}

void sl__pairidx_del(sl_pairidx_t *x, uint64_t a, int64_t b) {
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
    h = pair_hash(x->slots[j].a, x->slots[j].b) & x->mask;
    if ((j > i && (h <= i || h > j)) || (j < i && h <= i && h > j)) {
      x->slots[i] = x->slots[j];
      x->slots[j].at = 0;
      i = j;
    }
  }
}

/* A compact set of 64-bit ids: see idset.h. */
#define _GNU_SOURCE /* qsort_r */
#include "stream/idset.h"

#define ARRAY_MAX 4096     /* ids a block keeps as an array            */
#define WORDS 1024         /* a bitmap block's 64-bit words            */
#define GROUP 8            /* words a rank sum covers                  */

void sl__idset_init(sl_idset_t *s) { memset(s, 0, sizeof *s); }

void sl__idset_clear(sl_idset_t *s) {
  size_t i;
  for (i = 0; i < s->nb; i++) {
    free(s->b[i].lo);
    free(s->b[i].bits);
    free(s->b[i].sums);
  }
  free(s->b);
  free(s->slot);
  memset(s, 0, sizeof *s);
}

void sl__idset_close(sl_idset_t *s) { sl__idset_clear(s); }

static size_t hash_hi(uint64_t hi) {
  uint64_t h = hi * 0x9e3779b97f4a7c15ull;
  return (size_t)(h ^ (h >> 29));
}

/* The block of hi + 1, or 0. */
static size_t find(const sl_idset_t *s, uint64_t hi) {
  size_t j;
  if (!s->slot) return 0;
  for (j = hash_hi(hi) & s->mask; s->slot[j]; j = (j + 1) & s->mask)
    if (s->b[s->slot[j] - 1].hi == hi) return s->slot[j];
  return 0;
}

static void place(sl_idset_t *s, size_t blk) {
  size_t j = hash_hi(s->b[blk].hi) & s->mask;
  while (s->slot[j]) j = (j + 1) & s->mask;
  s->slot[j] = (uint32_t)blk + 1;
}

/* A new block for hi: its number + 1, or 0 when out of memory. */
static size_t new_block(sl_idset_t *s, uint64_t hi) {
  size_t i;
  if (s->nb >= UINT32_MAX - 1 || SL_GROW(s->b, s->cb, s->nb + 1)) return 0;
  if (!s->slot || (s->nb + 1) * 2 > s->mask + 1) {
    size_t size = s->slot ? (s->mask + 1) * 2 : 64;
    uint32_t *t;
    if (size > SIZE_MAX / sizeof *t || !(t = calloc(size, sizeof *t)))
      return 0;
    free(s->slot);
    s->slot = t;
    s->mask = size - 1;
    for (i = 0; i < s->nb; i++) place(s, i);
  }
  memset(&s->b[s->nb], 0, sizeof s->b[s->nb]);
  s->b[s->nb].hi = hi;
  place(s, s->nb);
  return ++s->nb;
}

/* The first position in a block's array whose value is >= lo. */
static uint32_t lower(const sl_idblock_t *b, uint16_t lo) {
  uint32_t l = 0, h = b->n;
  while (l < h) {
    uint32_t m = (l + h) / 2;
    if (b->lo[m] < lo)
      l = m + 1;
    else
      h = m;
  }
  return l;
}

/* The block's array becomes a bitmap. */
static int to_bits(sl_idblock_t *b) {
  uint32_t i;
  uint64_t *w = calloc(WORDS, sizeof *w);
  if (!w) return SL_ENOMEM;
  for (i = 0; i < b->n; i++) w[b->lo[i] >> 6] |= (uint64_t)1 << (b->lo[i] & 63);
  free(b->lo);
  b->lo = NULL;
  b->cap = 0;
  b->bits = w;
  return 0;
}

int sl__idset_add(sl_idset_t *s, uint64_t id) {
  uint64_t hi = id >> 16;
  uint16_t lo = (uint16_t)id;
  size_t k = s->last;
  sl_idblock_t *b;
  uint32_t at;
  if (!k || s->b[k - 1].hi != hi) {
    if (!(k = find(s, hi)) && !(k = new_block(s, hi))) return SL_ENOMEM;
    s->last = k;
  }
  b = &s->b[k - 1];
  if (b->bits) {
    uint64_t m = (uint64_t)1 << (lo & 63);
    if (b->bits[lo >> 6] & m) return 0;
    b->bits[lo >> 6] |= m;
  } else {
    /* Ids mostly come counting up: the end first. */
    at = b->n == 0 || b->lo[b->n - 1] < lo ? b->n : lower(b, lo);
    if (at < b->n && b->lo[at] == lo) return 0;
    if (b->n == ARRAY_MAX) {
      if (to_bits(b)) return SL_ENOMEM;
      b->bits[lo >> 6] |= (uint64_t)1 << (lo & 63);
    } else {
      if (b->n == b->cap) {
        uint32_t cap = b->cap ? 2 * b->cap : 4;
        uint16_t *nl = realloc(b->lo, (cap > ARRAY_MAX ? ARRAY_MAX : cap) *
                                          sizeof *nl);
        if (!nl) return SL_ENOMEM;
        b->lo = nl;
        b->cap = cap > ARRAY_MAX ? ARRAY_MAX : cap;
      }
      memmove(b->lo + at + 1, b->lo + at, (b->n - at) * sizeof *b->lo);
      b->lo[at] = lo;
    }
  }
  b->n++;
  s->n++;
  return 1;
}

int sl__idset_has(const sl_idset_t *s, uint64_t id) {
  size_t k = find(s, id >> 16);
  const sl_idblock_t *b;
  uint16_t lo = (uint16_t)id;
  uint32_t at;
  if (!k) return 0;
  b = &s->b[k - 1];
  if (b->bits) return (int)(b->bits[lo >> 6] >> (lo & 63) & 1);
  at = lower(b, lo);
  return at < b->n && b->lo[at] == lo;
}

static int cmp_hi(const void *x, const void *y, void *ud) {
  const sl_idblock_t *b = ud;
  uint64_t a = b[*(const uint32_t *)x].hi, c = b[*(const uint32_t *)y].hi;
  return a < c ? -1 : a > c;
}

int sl__idset_freeze(sl_idset_t *s) {
  uint32_t *order;
  size_t i;
  uint64_t before = 0;
  if (s->nb == 0) return 0;
  if (!(order = malloc(s->nb * sizeof *order))) return SL_ENOMEM;
  for (i = 0; i < s->nb; i++) order[i] = (uint32_t)i;
  qsort_r(order, s->nb, sizeof *order, cmp_hi, s->b);
  for (i = 0; i < s->nb; i++) {
    sl_idblock_t *b = &s->b[order[i]];
    b->before = before;
    before += b->n;
    if (b->bits) {
      uint32_t g, w, sum = 0;
      if (!b->sums && !(b->sums = malloc(WORDS / GROUP * sizeof *b->sums))) {
        free(order);
        return SL_ENOMEM;
      }
      for (g = 0; g < WORDS / GROUP; g++) {
        b->sums[g] = (uint16_t)sum;
        for (w = 0; w < GROUP; w++)
          sum += (uint32_t)__builtin_popcountll(b->bits[g * GROUP + w]);
      }
    }
  }
  free(order);
  return 0;
}

uint64_t sl__idset_rank(const sl_idset_t *s, uint64_t id) {
  uint64_t hi = id >> 16;
  uint16_t lo = (uint16_t)id;
  size_t k = find(s, hi), i;
  const sl_idblock_t *b;
  if (!k) {
    /* No block of its own: the ids of the blocks below it. */
    uint64_t r = 0;
    for (i = 0; i < s->nb; i++)
      if (s->b[i].hi < hi) r += s->b[i].n;
    return r;
  }
  b = &s->b[k - 1];
  if (!b->bits) return b->before + lower(b, lo);
  {
    uint32_t w = lo >> 6, g = w / GROUP, j, r = b->sums[g];
    for (j = g * GROUP; j < w; j++)
      r += (uint32_t)__builtin_popcountll(b->bits[j]);
    if (lo & 63)
      r += (uint32_t)__builtin_popcountll(b->bits[w] &
                                          (((uint64_t)1 << (lo & 63)) - 1));
    return b->before + r;
  }
}

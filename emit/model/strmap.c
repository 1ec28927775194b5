/* String map.  See strmap.h. */
#include "emit/model/strmap.h"

#include <string.h>

void sl__strmap_init(sl_strmap_t *m, sl_arena_t *arena) {
  memset(m, 0, sizeof *m);
  m->arena = arena;
}

uint32_t sl__hash(const uint8_t *p, size_t n) {
  uint64_t h = 0x9e3779b97f4a7c15ull ^ (n * 0xff51afd7ed558ccdull), v;
  size_t len = n;
  while (n >= 8) {
    memcpy(&v, p, 8);
    h = (h ^ v) * 0xc4ceb9fe1a85ec53ull;
    h ^= h >> 29;
    p += 8;
    n -= 8;
  }
  /* The last bytes with fixed-size loads (a memcpy of a variable length
   * is a call): the final eight bytes of the key when it has eight, which
   * overlap bytes already taken; else two loads that may overlap. */
  if (n) {
    if (len >= 8) {
      memcpy(&v, p + n - 8, 8);
    } else if (n >= 4) {
      uint32_t a, b;
      memcpy(&a, p, 4);
      memcpy(&b, p + n - 4, 4);
      v = (uint64_t)a << 32 | b;
    } else {
      v = (uint64_t)p[0] << 16 | (uint64_t)p[n >> 1] << 8 | p[n - 1];
    }
    h = (h ^ v) * 0xc4ceb9fe1a85ec53ull;
  }
  h ^= h >> 32;
  h *= 0xff51afd7ed558ccdull;
  h ^= h >> 29;
  return (uint32_t)h;
}

int64_t sl__strmap_find(const sl_strmap_t *m, const uint8_t *p, size_t n) {
  return m->slots ? sl__strmap_find_h(m, p, n, sl__hash(p, n)) : -1;
}

int64_t sl__strmap_find_h(const sl_strmap_t *m, const uint8_t *p, size_t n,
                          uint32_t h) {
  uint32_t i;
  if (!m->slots) return -1;
  for (i = h & m->mask;; i = (i + 1) & m->mask) {
    uint64_t e = m->slots[i];
    uint32_t s;
    if (e == 0) return -1;
    if ((uint32_t)(e >> 32) != h) continue;
    s = (uint32_t)e - 1;
    if (m->keys[s].n == n && (n == 0 || memcmp(m->keys[s].p, p, n) == 0))
      return s;
  }
}

static int rehash(sl_strmap_t *m, uint32_t nslots) {
  uint64_t *slots = sl__arena_realloc(m->arena, NULL,
                                      sizeof(uint64_t) * (size_t)nslots);
  size_t k;
  if (!slots) return SL_ENOMEM;
  memset(slots, 0, sizeof(uint64_t) * (size_t)nslots);
  for (k = 0; k < m->n; k++) {
    uint32_t i = m->hashes[k] & (nslots - 1);
    while (slots[i]) i = (i + 1) & (nslots - 1);
    slots[i] = (uint64_t)m->hashes[k] << 32 | ((uint32_t)k + 1);
  }
  sl__arena_free(m->arena, m->slots);
  m->slots = slots;
  m->mask = nslots - 1;
  return 0;
}

int64_t sl__strmap_put(sl_strmap_t *m, const uint8_t *p, size_t n,
                       int *added) {
  return sl__strmap_put_h(m, p, n, sl__hash(p, n), added);
}

int64_t sl__strmap_put_h(sl_strmap_t *m, const uint8_t *p, size_t n,
                         uint32_t h, int *added) {
  int64_t at = sl__strmap_find_h(m, p, n, h);
  uint32_t i;
  *added = 0;
  if (at >= 0) return at;
  if (m->n >= UINT32_MAX - 1) return -1;
  /* Keep the table at most half full. */
  if (!m->slots || (m->n + 1) * 2 > (size_t)m->mask + 1) {
    uint32_t ns = m->slots ? (m->mask + 1) * 2 : 64;
    if (ns == 0 || rehash(m, ns) != 0) return -1;
  }
  if (m->n == m->kcap) {
    size_t cap = m->kcap;
    void *k, *hs;
    if (sl__grow_cap(&cap, m->n + 1, sizeof(sl_str_t)) != 0) return -1;
    k = sl__arena_realloc(m->arena, m->keys, cap * sizeof(sl_str_t));
    if (!k) return -1;
    m->keys = k;
    hs = sl__arena_realloc(m->arena, m->hashes, cap * sizeof(uint32_t));
    if (!hs) return -1;
    m->hashes = hs;
    m->kcap = cap;
  }
  {
    void *copy = sl__arena_dup(m->arena, p, n);
    if (!copy) return -1;
    m->keys[m->n] = sl__str(copy, n);
  }
  m->hashes[m->n] = h;
  for (i = h & m->mask; m->slots[i]; i = (i + 1) & m->mask) {
  }
  m->slots[i] = (uint64_t)h << 32 | ((uint32_t)m->n + 1);
  *added = 1;
  return (int64_t)m->n++;
}

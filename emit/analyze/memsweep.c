/* Allocator sweep line.  See memsweep.h. */
#define _GNU_SOURCE
#include "emit/analyze/memsweep.h"

#include <stdlib.h>
#include <string.h>

typedef struct item_s {
  int64_t time;
  int64_t bytes;
  uint32_t tensor;
  uint32_t alloc;
} item_t;


/* Ties of (allocator, time): by bytes, then name (without tensors, NULL:
 * by bytes only). */
static int cmp_tie(const void *x, const void *y, void *ud) {
  const item_t *a = x, *b = y;
  const sl_sweep_tensor_t *t = ud;
  if (a->bytes != b->bytes) return a->bytes < b->bytes ? -1 : 1;
  return t ? sl__str_cmp(t[a->tensor].name, t[b->tensor].name) : 0;
}

/* Sort key of the radix passes: allocator, then time (sign flipped so
 * unsigned order is signed order). */
static inline uint8_t key_byte(const item_t *it, int k) {
  if (k < 8) return (uint8_t)(((uint64_t)it->time ^ (1ull << 63)) >> (8 * k));
  return (uint8_t)(it->alloc >> (8 * (k - 8)));
}

/* Orders a run of items with equal (alloc, time) by cmp_tie.  Most runs
 * hold two or three items (86,866 runs in a 100k-op step): insertion sort
 * costs a few comparisons there, where qsort_r cost ~190 instructions a
 * call; a long run still goes to qsort_r. */
static void sort_tie(item_t *it, size_t n, const sl_sweep_tensor_t *t) {
  size_t i, j;
  if (n > 16) {
    qsort_r(it, n, sizeof *it, cmp_tie, (void *)t);
    return;
  }
  for (i = 1; i < n; i++) {
    item_t x = it[i];
    for (j = i; j > 0 && cmp_tie(&it[j - 1], &x, (void *)t) > 0; j--)
      it[j] = it[j - 1];
    it[j] = x;
  }
}

#define KEY_BYTES 12

/* Digits of the packed sort: at most 2^PACK_BITS counts a digit. */
#define PACK_BITS 14
#if ((1 << PACK_BITS) / 256) < KEY_BYTES
#error "the counts of a packed digit must cover the byte passes' rows"
#endif

/* Counts of each digit become the positions where its items start. */
static void counts_to_starts(size_t *cnt, size_t m) {
  size_t sum = 0, j;
  for (j = 0; j < m; j++) {
    size_t c = cnt[j];
    cnt[j] = sum;
    sum += c;
  }
}

/* The bits a packed key needs: the time less the earliest (span = the
 * latest less the earliest, as unsigned) in the low *tbits, the
 * allocator (at most amax) above them. */
static unsigned pack_width(uint64_t span, uint32_t amax, unsigned *tbits) {
  unsigned tb = 0, ab = 0;
  while (tb < 64 && (span >> tb) != 0) tb++;
  while (ab < 32 && (amax >> ab) != 0) ab++;
  *tbits = tb;
  return tb + ab;
}

/* The usual case in two passes instead of one a varying byte: (alloc,
 * time) packed into one number, the allocator above the time less the
 * earliest, when both fit in 2 * PACK_BITS bits (a step of 100k ops: 3
 * time bytes and an allocator byte varied, four passes over 200k items,
 * for 24-26 bits).  The passes scatter the items whole, so fewer is what
 * counts.  `cnt` has room for 2^PACK_BITS counts.
 * Returns 1 with *out the sorted items (src or dst), 0 to leave it to
 * the byte passes (wider keys). */
static int packed_sort(item_t *src, item_t *dst, size_t n, size_t *cnt,
                       item_t **out) {
  uint64_t lo = (uint64_t)src[0].time ^ (1ull << 63), hi = lo;
  uint32_t amax = 0;
  unsigned tbits, bits, d, p;
  size_t i;
  for (i = 0; i < n; i++) {
    uint64_t tk = (uint64_t)src[i].time ^ (1ull << 63);
    if (tk < lo) lo = tk;
    if (tk > hi) hi = tk;
    if (src[i].alloc > amax) amax = src[i].alloc;
  }
  bits = pack_width(hi - lo, amax, &tbits);
  if (bits > 2 * PACK_BITS) return 0;
  d = (bits + 1) / 2;
  for (p = 0; p < 2 && p * d < bits; p++) {
    unsigned shift = p * d;
    size_t m = (size_t)1 << d;
    item_t *x;
    memset(cnt, 0, m * sizeof *cnt);
#define PACKED(it_)                                                       \
  (((uint64_t)(it_).alloc << tbits) |                                     \
   (((uint64_t)(it_).time ^ (1ull << 63)) - lo))
    for (i = 0; i < n; i++) cnt[(PACKED(src[i]) >> shift) & (m - 1)]++;
    counts_to_starts(cnt, m);
    for (i = 0; i < n; i++)
      dst[cnt[(PACKED(src[i]) >> shift) & (m - 1)]++] = src[i];
#undef PACKED
    x = src;
    src = dst;
    dst = x;
  }
  *out = src;
  return 1;
}

/* Sorts items by (alloc, time, bytes, name): a stable LSD radix sort on
 * (alloc, time) that skips byte positions where every key agrees (the
 * high bytes of one step's timestamps), then each run of equal (alloc,
 * time) by bytes and name.  Far fewer comparisons than a comparison sort
 * with the name tie-break.  The counts of all twelve positions are taken
 * in one read of the items, not one read per position.  Returns 0 or
 * SL_ENOMEM. */
static int sort_items(item_t *it, size_t n, const sl_sweep_tensor_t *t) {
  item_t *tmp, *src = it, *dst;
  size_t (*cnt)[256], i, j;
  int k;
  if (n < 2) return 0;
  tmp = malloc(n * sizeof *tmp);
  /* Rows of 256 counts: twelve for the byte passes, or as many as one
   * packed digit needs (contiguous from cnt[0]). */
  cnt = calloc(((size_t)1 << PACK_BITS) / 256, sizeof *cnt);
  if (!tmp || !cnt) {
    free(tmp);
    free(cnt);
    return SL_ENOMEM;
  }
  dst = tmp;
  if (packed_sort(src, dst, n, cnt[0], &src)) goto ties;
  for (i = 0; i < n; i++) {
    uint64_t tk = (uint64_t)src[i].time ^ (1ull << 63);
    uint32_t ak = src[i].alloc;
    for (k = 0; k < 8; k++) cnt[k][(uint8_t)(tk >> (8 * k))]++;
    for (k = 0; k < 4; k++) cnt[8 + k][(uint8_t)(ak >> (8 * k))]++;
  }
  for (k = 0; k < KEY_BYTES; k++) {
    size_t *c = cnt[k];
    /* A position where every key has the same byte orders nothing. */
    if (c[key_byte(&src[0], k)] == n) continue;
    counts_to_starts(c, 256);
    for (i = 0; i < n; i++) dst[c[key_byte(&src[i], k)]++] = src[i];
    { item_t *x = src; src = dst; dst = x; }
  }
ties:
  if (src != it) memcpy(it, src, n * sizeof *it);
  free(tmp);
  free(cnt);
  for (i = 0; i < n; i = j) {
    for (j = i + 1; j < n && it[j].alloc == it[i].alloc &&
                    it[j].time == it[i].time;
         j++) {
    }
    if (j - i > 1) sort_tie(it + i, j - i, t);
  }
  return 0;
}

static int cmp_name(const void *x, const void *y, void *ud) {
  const sl_sweep_tensor_t *t = ud;
  return sl__str_cmp(t[*(const uint32_t *)x].name,
                     t[*(const uint32_t *)y].name);
}

void sl__sweep_close(sl_sweep_t *s) {
  free(s->maxima);
  free(s->items);
  free(s->idx);
  memset(s, 0, sizeof *s);
}

/* An item of the values-only sweep: the packed (allocator, time) key of
 * packed_sort and the bytes, 16 bytes where item_t has 24. */
typedef struct vitem_s {
  uint64_t key;
  int64_t bytes;
} vitem_t;

/* The maxima alone (no tensor lists, no counter values), the usual case
 * of the summary line.  Within one (allocator, time) the reference sums
 * the entries in ascending order of bytes, so the running total falls
 * through the negative ones and then rises through the rest: no point
 * inside such a run is above both its ends, and the maximum is found by
 * looking at the end of each run only, whatever order the run's entries
 * are in.  The runs need no sorting of their own, and the items carry
 * only what the sum needs.  Returns 1 with the maxima filled, 0 when the
 * keys do not fit 2 * PACK_BITS bits (the general sweep then runs), or
 * SL_ENOMEM. */
static int values_sweep(sl_sweep_t *s, const sl_sweep_tensor_t *t,
                        size_t n) {
  uint64_t lo = (uint64_t)t[0].create ^ (1ull << 63), hi = lo, tmask;
  uint32_t amax = 0;
  unsigned tbits, bits, d, p;
  size_t i, m = 2 * n, *cnt, g, k;
  vitem_t *a, *b;
  for (i = 0; i < n; i++) {
    uint64_t c = (uint64_t)t[i].create ^ (1ull << 63);
    uint64_t u = (uint64_t)t[i].last_unref ^ (1ull << 63);
    if (c < lo) lo = c;
    if (c > hi) hi = c;
    if (u < lo) lo = u;
    if (u > hi) hi = u;
    if (t[i].alloc > amax) amax = t[i].alloc;
  }
  bits = pack_width(hi - lo, amax, &tbits);
  if (bits > 2 * PACK_BITS) return 0;
  tmask = tbits ? (~0ull >> (64 - tbits)) : 0;
  a = malloc(2 * m * sizeof *a);
  cnt = malloc(((size_t)1 << PACK_BITS) * sizeof *cnt);
  if (!a || !cnt) {
    free(a);
    free(cnt);
    return SL_ENOMEM;
  }
  b = a + m;
  for (i = 0; i < n; i++) {
    uint64_t hk = (uint64_t)t[i].alloc << tbits;
    a[2 * i].key = hk | (((uint64_t)t[i].create ^ (1ull << 63)) - lo);
    a[2 * i].bytes = t[i].bytes;
    a[2 * i + 1].key = hk | (((uint64_t)t[i].last_unref ^ (1ull << 63)) - lo);
    /* -num_bytes of the reference, in wrapping arithmetic. */
    a[2 * i + 1].bytes = (int64_t)(0 - (uint64_t)t[i].bytes);
  }
  d = (bits + 1) / 2;
  for (p = 0; p < 2 && p * d < bits; p++) {
    unsigned shift = p * d;
    size_t nb = (size_t)1 << d;
    vitem_t *x;
    memset(cnt, 0, nb * sizeof *cnt);
    for (i = 0; i < m; i++) cnt[(a[i].key >> shift) & (nb - 1)]++;
    counts_to_starts(cnt, nb);
    for (i = 0; i < m; i++) b[cnt[(a[i].key >> shift) & (nb - 1)]++] = a[i];
    x = a;
    a = b;
    b = x;
  }
  for (g = 0; g < m; g = k) {
    uint64_t alloc = a[g].key >> tbits;
    int64_t total = 0, best = 0, best_time = 0;
    sl_sweep_max_t *mx = &s->maxima[s->n_maxima++];
    for (k = g; k < m && a[k].key >> tbits == alloc; k++) {
      total = (int64_t)((uint64_t)total + (uint64_t)a[k].bytes);
      /* The end of a run of one (allocator, time). */
      if ((k + 1 == m || a[k + 1].key != a[k].key) && total > best) {
        best = total;
        best_time = (int64_t)(((a[k].key & tmask) + lo) ^ (1ull << 63));
      }
    }
    mx->alloc = (uint32_t)alloc;
    mx->timestamp = best_time;
    mx->num_bytes = best;
    mx->tensors = s->idx;
    mx->n_tensors = 0;
  }
  free(a < b ? a : b);
  free(cnt);
  return 1;
}

int sl__sweep_run(sl_sweep_t *s, const sl_sweep_tensor_t *t, size_t n,
                  uint32_t n_allocs, int values_only, sl_counter_fn counter,
                  void *ud) {
  item_t *it;
  uint8_t *live = NULL;
  size_t i, g, k;
  int rc = 0;
  memset(s, 0, sizeof *s);
  if (n > SIZE_MAX / (4 * sizeof(item_t))) return SL_ENOMEM;
  if (values_only && !counter && n > 0) {
    s->idx = malloc(sizeof(uint32_t));
    s->maxima = calloc((size_t)n_allocs + 1, sizeof(sl_sweep_max_t));
    if (!s->idx || !s->maxima) return SL_ENOMEM;
    rc = values_sweep(s, t, n);
    if (rc != 0) return rc < 0 ? rc : 0;
    free(s->idx);
    free(s->maxima);
    s->idx = NULL;
    s->maxima = NULL;
  }
  it = malloc(2 * n * sizeof(item_t) + 1);
  s->items = it;
  s->idx = malloc(n * sizeof(uint32_t) + 1);
  s->maxima = calloc((size_t)n_allocs + 1, sizeof(sl_sweep_max_t));
  live = calloc(n + 1, 1);
  if (!it || !s->idx || !s->maxima || !live) {
    free(live);
    return SL_ENOMEM;
  }
  for (i = 0; i < n; i++) {
    it[2 * i].time = t[i].create;
    it[2 * i].bytes = t[i].bytes;
    it[2 * i + 1].time = t[i].last_unref;
    /* -num_bytes of the reference, in wrapping arithmetic. */
    it[2 * i + 1].bytes = (int64_t)(0 - (uint64_t)t[i].bytes);
    it[2 * i].tensor = it[2 * i + 1].tensor = (uint32_t)i;
    it[2 * i].alloc = it[2 * i + 1].alloc = t[i].alloc;
  }
  if (sort_items(it, 2 * n, values_only ? NULL : t) != 0) {
    free(live);
    return SL_ENOMEM;
  }

  for (g = 0; g < 2 * n; g = k) {
    uint32_t alloc = it[g].alloc;
    int64_t total = 0, best = 0, best_time = 0;
    size_t best_at = SIZE_MAX, m = 0;
    sl_sweep_max_t *mx = &s->maxima[s->n_maxima++];
    for (k = g; k < 2 * n && it[k].alloc == alloc; k++) {
      total = (int64_t)((uint64_t)total + (uint64_t)it[k].bytes);
      if (total > best) {
        best = total;
        best_time = it[k].time;
        best_at = k;
      }
      if (counter && rc == 0) rc = counter(ud, alloc, it[k].time, total);
    }
    mx->alloc = alloc;
    mx->timestamp = best_time;
    mx->num_bytes = best;
    mx->tensors = s->idx + (g / 2);  /* room: a group of 2c items holds c */
    mx->n_tensors = 0;
    if (best_at == SIZE_MAX || values_only) continue;
    /* Replay the group up to the maximum: a negative entry discards the
     * name, any other adds it, as the reference's set does. */
    for (i = g; i <= best_at; i++) live[it[i].tensor] = it[i].bytes >= 0;
    for (i = g; i <= best_at; i++) {
      uint32_t tn = it[i].tensor;
      if (live[tn]) {
        mx->tensors[m++] = tn;
        live[tn] = 0;
      }
    }
    mx->n_tensors = m;
    qsort_r(mx->tensors, m, sizeof(uint32_t), cmp_name, (void *)t);
  }
  free(live);
  return rc;
}

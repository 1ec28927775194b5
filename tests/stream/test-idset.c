/* The compact id set (stream/idset.c) against a plain sorted array:
 * ids counted up (blocks turning into bitmaps), scattered ids (one to a
 * block), ids near 0 and 2^64, repeats; membership, the count, and every
 * rank after a freeze; a cleared set is empty. */
#include "stream/idset.h"
#include "test.h"

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint64_t next(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}

static int cmp_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

/* The ids in `want` (n of them, repeats allowed) added to a set, held
 * to the array. */
static void check_against(uint64_t *want, size_t n) {
  sl_idset_t s;
  size_t i, added = 0, distinct = 0;
  sl__idset_init(&s);
  for (i = 0; i < n; i++) {
    int rc = sl__idset_add(&s, want[i]);
    CHECK(rc == 0 || rc == 1);
    added += rc == 1;
  }
  qsort(want, n, sizeof *want, cmp_u64);
  for (i = 0; i < n; i++)
    if (i == 0 || want[i] != want[i - 1]) want[distinct++] = want[i];
  CHECK_INT(added, distinct);
  CHECK_INT(s.n, distinct);
  CHECK_INT(sl__idset_freeze(&s), 0);
  for (i = 0; i < distinct; i++) {
    if (!sl__idset_has(&s, want[i])) {
      CHECK(sl__idset_has(&s, want[i]));
      break;
    }
    if (sl__idset_rank(&s, want[i]) != i) {
      CHECK_INT(sl__idset_rank(&s, want[i]), i);
      break;
    }
    /* The id after it, when not in the set, ranks after it. */
    if (want[i] + 1 != 0 && (i + 1 == distinct || want[i + 1] != want[i] + 1)) {
      CHECK(!sl__idset_has(&s, want[i] + 1));
      CHECK_INT(sl__idset_rank(&s, want[i] + 1), i + 1);
    }
  }
  CHECK_INT(sl__idset_add(&s, want[0]), 0);
  sl__idset_clear(&s);
  CHECK_INT(s.n, 0);
  CHECK(!sl__idset_has(&s, want[0]));
  sl__idset_close(&s);
}

int main(void) {
  size_t n = 300000, i;
  uint64_t *v = malloc(n * sizeof *v);
  if (!v) return 1;

  /* Counted up from 1 with a few gaps, repeated now and then. */
  for (i = 0; i < n; i++) v[i] = 1 + i + i / 1000 * 7 - (i % 97 == 0 ? 1 : 0);
  check_against(v, n);
  /* The same ids in a shuffled order. */
  for (i = 0; i < n; i++) v[i] = 1 + i + i / 1000 * 7;
  for (i = n; i > 1; i--) {
    size_t j = (size_t)(next() % i);
    uint64_t t = v[i - 1];
    v[i - 1] = v[j];
    v[j] = t;
  }
  check_against(v, n);
  /* Scattered over 64 bits, and the extremes. */
  for (i = 0; i < 20000; i++) v[i] = next();
  v[0] = 0;
  v[1] = UINT64_MAX;
  v[2] = UINT64_MAX - 1;
  v[3] = 65535;
  v[4] = 65536;
  check_against(v, 20000);
  /* Dense blocks beside sparse ones. */
  for (i = 0; i < 50000; i++)
    v[i] = i % 2 ? (uint64_t)i * 3 : ((uint64_t)1 << 40) + next() % 100000;
  check_against(v, 50000);

  {
    /* A block holding the array's limit and one more turns into a
     * bitmap and keeps its ranks. */
    sl_idset_t s;
    sl__idset_init(&s);
    for (i = 0; i <= 4096; i++) CHECK_INT(sl__idset_add(&s, 2 * i), 1);
    CHECK(s.b[0].bits != NULL);
    CHECK_INT(sl__idset_freeze(&s), 0);
    CHECK_INT(sl__idset_rank(&s, 2 * 4096), 4096);
    CHECK_INT(sl__idset_rank(&s, 1), 1);
    CHECK_INT(sl__idset_rank(&s, 70000), 4097);
    sl__idset_close(&s);
  }
  free(v);
  TEST_MAIN_END();
}

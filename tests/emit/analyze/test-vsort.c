/* emit/analyze/vsort.c: pairs come back sorted by series, then value,
 * whether they stayed in memory or went to disk as runs, pushed to a
 * callback or pulled through a cursor. */
#include "emit/analyze/vsort.h"
#include "test.h"

typedef struct seen_s {
  size_t n;
  sl_vpair_t last;
  int ordered;
  int64_t sum;
} seen_t;

static int take(void *ud, const sl_vpair_t *p) {
  seen_t *s = ud;
  if (s->n && (p->series < s->last.series ||
               (p->series == s->last.series && p->v < s->last.v)))
    s->ordered = 0;
  s->last = *p;
  s->sum += p->v;
  s->n++;
  return 0;
}

static int stop_at_3(void *ud, const sl_vpair_t *p) {
  size_t *n = ud;
  (void)p;
  return ++*n == 3 ? -77 : 0;
}

/* n pseudo-random pairs through a sorter holding `max` in memory. */
static void run(size_t n, size_t max) {
  sl_vsort_t v;
  seen_t s = {0, {0, 0}, 1, 0};
  uint64_t x = 88172645463325252ull;
  int64_t sum = 0;
  size_t i;
  sl__vsort_init(&v, max);
  for (i = 0; i < n; i++) {
    int64_t val;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    val = (int64_t)(x % 1000003) - 500000;
    sum += val;
    CHECK_INT(sl__vsort_add(&v, (uint32_t)(x >> 40) % 7, val), 0);
  }
  CHECK_INT(sl__vsort_each(&v, take, &s), 0);
  CHECK_INT(s.n, n);
  CHECK(s.ordered);
  CHECK_INT(s.sum, sum);
  /* Pulled through a cursor: the same records in the same order, again. */
  {
    sl_vcursor_t c;
    seen_t t = {0, {0, 0}, 1, 0};
    const void *rec;
    int rc;
    CHECK_INT(sl__vsort_open(&v, &c), 0);
    while ((rc = sl__vsort_next(&c, &rec)) == 1) take(&t, rec);
    CHECK_INT(rc, 0);
    sl__vsort_done(&c);
    CHECK_INT(t.n, n);
    CHECK(t.ordered);
    CHECK_INT(t.sum, sum);
  }
  sl__vsort_close(&v);
}

int main(void) {
  sl_vsort_t v;
  size_t k = 0, i;
  run(0, 16);
  run(1, 16);
  run(1000, 0);        /* in memory */
  run(1000, 16);       /* 63 runs of 16, the last one short */
  run(100000, 4096);   /* windows refilled across runs */
  /* A callback's non-zero return stops the merge and is returned. */
  sl__vsort_init(&v, 8);
  for (i = 0; i < 100; i++) CHECK_INT(sl__vsort_add(&v, 1, (int64_t)i), 0);
  CHECK_INT(sl__vsort_each(&v, stop_at_3, &k), -77);
  CHECK_INT(k, 3);
  sl__vsort_close(&v);
  TEST_MAIN_END();
}

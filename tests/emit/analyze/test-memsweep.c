/* Sweep line: counter series and maximums on hand-built tensor sets whose
 * expected values were worked out by hand from the reference's rules. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit/analyze/memsweep.h"
#include "test.h"

#define T(nm, c, u, b, al) {{(const uint8_t *)(nm), sizeof(nm) - 1}, c, u, b, al}

/* ---- the order against a plain sort ---------------------------------
 * The sweep sorts its items (a tensor's creation and its last unref) by
 * (allocator, time, bytes, name) with radix passes: one packed key in
 * two passes when allocator and time span fit 28 bits, else a pass a
 * varying byte.  Random sets on both sides of that line, and at int64's
 * ends, must give the counter series of a comparison sort. */

typedef struct item_s {
  uint32_t alloc;
  int64_t time, bytes;
  sl_str_t name;
} item_t;

static int cmp_item(const void *x, const void *y) {
  const item_t *a = x, *b = y;
  if (a->alloc != b->alloc) return a->alloc < b->alloc ? -1 : 1;
  if (a->time != b->time) return a->time < b->time ? -1 : 1;
  if (a->bytes != b->bytes) return a->bytes < b->bytes ? -1 : 1;
  return sl__str_cmp(a->name, b->name);
}

/* The counter series a sweep reports, into caller-given arrays. */
typedef struct series_s {
  uint32_t *alloc;
  int64_t *time, *total;
  size_t n;
} series_t;

/* A series of up to 64 points on the stack. */
typedef struct rec_s {
  uint32_t alloc[64];
  int64_t time[64], total[64];
  series_t s;
} rec_t;

static series_t *rec_reset(rec_t *r) {
  r->s.alloc = r->alloc;
  r->s.time = r->time;
  r->s.total = r->total;
  r->s.n = 0;
  return &r->s;
}

static int on_series(void *ud, uint32_t alloc, int64_t time, int64_t tot) {
  series_t *r = ud;
  r->alloc[r->n] = alloc;
  r->time[r->n] = time;
  r->total[r->n] = tot;
  r->n++;
  return 0;
}

static uint64_t rnd(uint64_t *x) {
  *x ^= *x << 13;
  *x ^= *x >> 7;
  *x ^= *x << 17;
  return *x;
}

static void sweep_order(uint64_t span, int64_t base, uint32_t allocs) {
  enum { N = 3000 };
  static const char *names[] = {"a", "b", "ab", "ba", "c"};
  sl_sweep_tensor_t *t = calloc(N, sizeof *t);
  item_t *want = calloc(2 * N, sizeof *want);
  series_t got;
  sl_sweep_t s;
  uint64_t x = 0x9e3779b97f4a7c15ull ^ span ^ allocs;
  size_t i, bad = 0;
  got.alloc = calloc(2 * N, sizeof *got.alloc);
  got.time = calloc(2 * N, sizeof *got.time);
  got.total = calloc(2 * N, sizeof *got.total);
  got.n = 0;
  for (i = 0; i < N; i++) {
    const char *nm = names[rnd(&x) % 5];
    /* Few distinct times and sizes: many ties to break. */
    uint64_t a = span ? rnd(&x) % 64 * (span / 64) : 0;
    uint64_t b = span ? rnd(&x) % 64 * (span / 64) : 0;
    t[i].name = sl__str(nm, strlen(nm));
    t[i].create = (int64_t)((uint64_t)base + (a < b ? a : b));
    t[i].last_unref = (int64_t)((uint64_t)base + (a < b ? b : a));
    t[i].bytes = (int64_t)(rnd(&x) % 4) * 8;
    t[i].alloc = (uint32_t)(rnd(&x) % allocs);
    want[2 * i].alloc = want[2 * i + 1].alloc = t[i].alloc;
    want[2 * i].name = want[2 * i + 1].name = t[i].name;
    want[2 * i].time = t[i].create;
    want[2 * i].bytes = t[i].bytes;
    want[2 * i + 1].time = t[i].last_unref;
    want[2 * i + 1].bytes = -t[i].bytes;
  }
  qsort(want, 2 * N, sizeof *want, cmp_item);
  CHECK_INT(sl__sweep_run(&s, t, N, allocs, 0, on_series, &got), 0);
  CHECK_INT(got.n, (size_t)2 * N);
  {
    int64_t total = 0;
    for (i = 0; i < got.n; i++) {
      if (i > 0 && want[i].alloc != want[i - 1].alloc) total = 0;
      total += want[i].bytes;
      if (got.alloc[i] == want[i].alloc && got.time[i] == want[i].time &&
          got.total[i] == total)
        continue;
      if (bad++ == 0)
        fprintf(stderr,
                "  span %llu allocs %u, item %zu: got (%u, %lld, %lld), "
                "want (%u, %lld, %lld)\n",
                (unsigned long long)span, allocs, i, got.alloc[i],
                (long long)got.time[i], (long long)got.total[i],
                want[i].alloc, (long long)want[i].time, (long long)total);
    }
  }
  CHECK_INT(bad, 0);
  /* The maxima: of the comparison-sorted series (the first point above
   * every earlier one, per allocator), of the sweep above, and of the
   * values-only sweep that looks at the end of each (allocator, time)
   * run only. */
  {
    sl_sweep_t v;
    size_t k = 0, j;
    int64_t total = 0, best = 0, when = 0;
    CHECK_INT(sl__sweep_run(&v, t, N, allocs, 1, NULL, NULL), 0);
    for (i = 0; i <= got.n; i++) {
      if (i == got.n || (i > 0 && want[i].alloc != want[i - 1].alloc)) {
        const sl_sweep_max_t *m[2] = {&s.maxima[k], &v.maxima[k]};
        for (j = 0; j < 2; j++) {
          if (k >= (j ? v.n_maxima : s.n_maxima) ||
              m[j]->alloc != want[i - 1].alloc || m[j]->num_bytes != best ||
              m[j]->timestamp != when) {
            if (bad++ == 0)
              fprintf(stderr, "  span %llu allocs %u, %s sweep: maximum "
                      "%zu is not (%u, %lld at %lld)\n",
                      (unsigned long long)span, allocs,
                      j ? "values-only" : "full", k, want[i - 1].alloc,
                      (long long)best, (long long)when);
          }
        }
        k++;
        total = best = when = 0;
        if (i == got.n) break;
      }
      total += want[i].bytes;
      if (total > best) {
        best = total;
        when = want[i].time;
      }
    }
    CHECK_INT(s.n_maxima, k);
    CHECK_INT(v.n_maxima, k);
    CHECK_INT(bad, 0);
    sl__sweep_close(&v);
  }
  sl__sweep_close(&s);
  free(got.alloc);
  free(got.time);
  free(got.total);
  free(want);
  free(t);
}

int main(void) {
  sl_sweep_tensor_t t[] = {
      T("a", 0, 10, 100, 0), T("b", 5, 20, 50, 0), T("c", 12, 15, 200, 0),
      T("z", 3, 3, 0, 1),
      T("x", 1, 4, 10, 2), T("y", 4, 6, 10, 2),
      T("q", 2, 5, 7, 3), T("p", 2, 5, 7, 3),
  };
  sl_sweep_t s;
  rec_t r;
  size_t i;
  int64_t want_tot0[] = {100, 150, 50, 250, 50, 0};
  int64_t want_time0[] = {0, 5, 10, 12, 15, 20};
  CHECK_INT(sl__sweep_run(&s, t, 8, 4, 0, on_series, rec_reset(&r)), 0);
  CHECK_INT(s.n_maxima, 4);
  CHECK_INT(r.s.n, 16);
  for (i = 0; i < 6; i++) {
    CHECK_INT(r.alloc[i], 0);
    CHECK_INT(r.time[i], want_time0[i]);
    CHECK_INT(r.total[i], want_tot0[i]);
  }
  /* Allocator 0: peak 250 at t=12 with b and c live (sorted by name). */
  CHECK_INT(s.maxima[0].alloc, 0);
  CHECK_INT(s.maxima[0].num_bytes, 250);
  CHECK_INT(s.maxima[0].timestamp, 12);
  CHECK_INT(s.maxima[0].n_tensors, 2);
  CHECK_STR(t[s.maxima[0].tensors[0]].name.p, 1, "b");
  CHECK_STR(t[s.maxima[0].tensors[1]].name.p, 1, "c");
  /* Allocator 1: only zero-byte tensors, never above 0: (0, 0, {}). */
  CHECK_INT(s.maxima[1].num_bytes, 0);
  CHECK_INT(s.maxima[1].timestamp, 0);
  CHECK_INT(s.maxima[1].n_tensors, 0);
  CHECK_INT(r.total[6], 0);
  CHECK_INT(r.total[7], 0);
  /* Allocator 2: a free sorts before an alloc at the same time; the second
   * 10 is not strictly greater, so the peak stays at t=1 with x. */
  CHECK_INT(s.maxima[2].num_bytes, 10);
  CHECK_INT(s.maxima[2].timestamp, 1);
  CHECK_INT(s.maxima[2].n_tensors, 1);
  CHECK_STR(t[s.maxima[2].tensors[0]].name.p, 1, "x");
  CHECK_INT(r.total[8], 10);
  CHECK_INT(r.total[9], 0);
  CHECK_INT(r.total[10], 10);
  CHECK_INT(r.total[11], 0);
  /* Allocator 3: equal (time, bytes) order by name: p then q. */
  CHECK_INT(s.maxima[3].num_bytes, 14);
  CHECK_INT(s.maxima[3].timestamp, 2);
  CHECK_INT(s.maxima[3].n_tensors, 2);
  CHECK_STR(t[s.maxima[3].tensors[0]].name.p, 1, "p");
  CHECK_STR(t[s.maxima[3].tensors[1]].name.p, 1, "q");
  sl__sweep_close(&s);

  /* Values only: the same maxima and counter series, no tensor lists. */
  {
    rec_t v;
    int64_t want_bytes[] = {250, 0, 10, 14}, want_ts[] = {12, 0, 1, 2};
    CHECK_INT(sl__sweep_run(&s, t, 8, 4, 1, on_series, rec_reset(&v)), 0);
    CHECK_INT(s.n_maxima, 4);
    for (i = 0; i < 4; i++) {
      CHECK_INT(s.maxima[i].num_bytes, want_bytes[i]);
      CHECK_INT(s.maxima[i].timestamp, want_ts[i]);
      CHECK_INT(s.maxima[i].n_tensors, 0);
    }
    CHECK_INT(v.s.n, r.s.n);
    for (i = 0; i < (size_t)r.s.n; i++) {
      CHECK_INT(v.time[i], r.time[i]);
      CHECK_INT(v.total[i], r.total[i]);
    }
    sl__sweep_close(&s);
  }

  /* A negative size (hostile input) is discarded at creation and added at
   * its last unref, as the reference's set does. */
  {
    sl_sweep_tensor_t n[] = {T("neg", 1, 9, -5, 0), T("pos", 2, 3, 8, 0)};
    CHECK_INT(sl__sweep_run(&s, n, 2, 1, 0, on_series, rec_reset(&r)), 0);
    /* (1,-5) (2,8) (3,-8) (9,5): totals -5, 3, -5, 0 -> peak 3 at 2. */
    CHECK_INT(s.maxima[0].num_bytes, 3);
    CHECK_INT(s.maxima[0].timestamp, 2);
    CHECK_INT(s.maxima[0].n_tensors, 1);
    CHECK_STR(n[s.maxima[0].tensors[0]].name.p, 3, "pos");
    sl__sweep_close(&s);
  }
  /* The radix passes against a comparison sort: packed (allocator and
   * span within 28 bits), at the line, past it, and at int64's ends. */
  sweep_order(0, 5, 1);
  sweep_order(1000, 0, 1);
  sweep_order(1000, -500, 7);
  sweep_order((uint64_t)1 << 24, 1700000000000000ll, 9);
  sweep_order((uint64_t)1 << 27, 0, 2);
  sweep_order((uint64_t)1 << 27, 0, 3);
  sweep_order((uint64_t)1 << 28, -7, 1);
  sweep_order((uint64_t)1 << 40, 1700000000000000ll, 5);
  sweep_order(1000, 0, 70000);
  sweep_order(UINT64_MAX, INT64_MIN, 3);
  /* No tensors at all. */
  CHECK_INT(sl__sweep_run(&s, t, 0, 0, 0, NULL, NULL), 0);
  CHECK_INT(s.n_maxima, 0);
  sl__sweep_close(&s);
  TEST_MAIN_END();
}

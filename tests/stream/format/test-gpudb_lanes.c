/* stream/format/gpudb_lanes.c: a table's keys in rowid order, dealt to
 * lanes.  Whatever the keys, a plan that did not give up covers every
 * rowid once and each lane reads its rows in the merge's order (so the
 * lanes merged are the table sorted); tables in order take one lane,
 * runs of a few threads as many lanes, and past the bounds it gives up. */
#include "stream/format/gpudb_int.h"
#include "test.h"

#define N 120000

typedef struct row_s {
  int64_t rowid, start, end;
} row_t;

static row_t rows[N];

static int before(const row_t *a, const row_t *b) {
  if (a->start != b->start) return a->start < b->start;
  return a->end > b->end;
}

/* The plan of rows[0..n); checks it when it did not give up.  Returns
 * its lanes (0: gave up). */
static size_t plan_of(size_t n) {
  sl_gplan_t p;
  size_t i, k, lanes, covered = 0, bad = 0;
  sl__gdb_plan_init(&p);
  for (i = 0; i < n; i++)
    CHECK_INT(sl__gdb_plan_key(&p, rows[i].rowid, rows[i].start, rows[i].end),
              0);
  CHECK_INT(sl__gdb_plan_end(&p), 0);
  lanes = p.nlanes;
  CHECK(lanes > 0 || p.gave_up);
  for (k = 0; k < p.nlanes; k++) {
    const sl_glane_t *l = &p.lane[k];
    const row_t *prev = NULL;
    size_t r = 0;
    for (i = 0; i < n; i++) {
      while (r < l->n && rows[i].rowid > l->rg[2 * r + 1]) r++;
      if (r == l->n || rows[i].rowid < l->rg[2 * r]) continue;
      covered++;
      if (prev && before(&rows[i], prev)) bad++;
      prev = &rows[i];
    }
    for (r = 1; r < l->n; r++) CHECK(l->rg[2 * r] > l->rg[2 * r - 1]);
  }
  if (lanes) CHECK_INT(covered, n);
  CHECK_INT(bad, 0);
  sl__gdb_plan_free(&p);
  return lanes;
}

/* rows[i] for the i-th key in time order: distinct starts 10 apart,
 * rowids with gaps. */
static void key(size_t at, size_t i) {
  rows[at].rowid = (int64_t)at * 3 + 1;
  rows[at].start = 1000 + (int64_t)i * 10;
  rows[at].end = rows[at].start + 5 + (int64_t)(i % 4);
}

int main(void) {
  uint64_t r = 99;
  size_t i, n;
  /* In order, ties included (equal starts, longer first): one lane. */
  for (i = 0; i < 1000; i++) {
    key(i, i / 2);
    rows[i].end = rows[i].start + 100 - (int64_t)(i % 2);
  }
  CHECK_INT(plan_of(1000), 1);
  /* A tie out of order (a shorter one first) is a new run. */
  rows[1].end = rows[0].end + 1;
  CHECK_INT(plan_of(1000), 2);
  CHECK_INT(plan_of(0), 1);
  /* Two threads, each a run: two lanes. */
  for (i = 0; i < 1000; i++) key(i, i < 500 ? 2 * i : 2 * (i - 500) + 1);
  CHECK_INT(plan_of(1000), 2);
  /* Runs of 1 to 64 rows from k sequences interleaved: at most k lanes
   * for k <= 16, every plan checked. */
  for (n = 1; n <= 24; n++) {
    size_t next[24] = {0}, at = 0, lanes;
    while (at < 20000) {
      size_t j, len;
      r = r * 6364136223846793005ull + 1442695040888963407ull;
      j = (size_t)(r >> 33) % n;
      len = 1 + (size_t)(r >> 20) % 64;
      while (len-- && at < 20000) key(at++, next[j]++ * n + j);
    }
    lanes = plan_of(20000);
    if (n <= 16) CHECK(lanes > 0 && lanes <= n);
  }
  /* Reversed: a run a row, more lanes than allowed. */
  for (i = 0; i < 100; i++) key(i, 99 - i);
  CHECK_INT(plan_of(100), 0);
  /* Three lanes of short runs: 40k ranges are dealt, 80k are too many. */
  for (i = 0; i < N; i++) key(i, (i / 3) * 3 + 2 - i % 3);
  CHECK_INT(plan_of(60000), 3);
  CHECK_INT(plan_of(N), 0);
  /* Shuffled. */
  for (i = 0; i < 5000; i++) {
    r = r * 6364136223846793005ull + 1442695040888963407ull;
    key(i, (size_t)(r >> 40));
  }
  CHECK_INT(plan_of(5000), 0);
  TEST_MAIN_END();
}

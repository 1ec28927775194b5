/* Sweep line: counter series and maximums on hand-built tensor sets whose
 * expected values were worked out by hand from the reference's rules. */
#include <stdlib.h>

#include "emit/memsweep.h"
#include "test.h"

typedef struct rec_s {
  uint32_t alloc[64];
  int64_t time[64], total[64];
  int n;
} rec_t;

static int on_counter(void *ud, uint32_t alloc, int64_t time, int64_t tot) {
  rec_t *r = ud;
  r->alloc[r->n] = alloc;
  r->time[r->n] = time;
  r->total[r->n] = tot;
  r->n++;
  return 0;
}

#define T(nm, c, u, b, al) {{(const uint8_t *)(nm), sizeof(nm) - 1}, c, u, b, al}

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
  memset(&r, 0, sizeof r);
  CHECK_INT(sl__sweep_run(&s, t, 8, 4, 0, on_counter, &r), 0);
  CHECK_INT(s.n_maxima, 4);
  CHECK_INT(r.n, 16);
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
    memset(&v, 0, sizeof v);
    CHECK_INT(sl__sweep_run(&s, t, 8, 4, 1, on_counter, &v), 0);
    CHECK_INT(s.n_maxima, 4);
    for (i = 0; i < 4; i++) {
      CHECK_INT(s.maxima[i].num_bytes, want_bytes[i]);
      CHECK_INT(s.maxima[i].timestamp, want_ts[i]);
      CHECK_INT(s.maxima[i].n_tensors, 0);
    }
    CHECK_INT(v.n, r.n);
    for (i = 0; i < (size_t)r.n; i++) {
      CHECK_INT(v.time[i], r.time[i]);
      CHECK_INT(v.total[i], r.total[i]);
    }
    sl__sweep_close(&s);
  }

  /* A negative size (hostile input) is discarded at creation and added at
   * its last unref, as the reference's set does. */
  {
    sl_sweep_tensor_t n[] = {T("neg", 1, 9, -5, 0), T("pos", 2, 3, 8, 0)};
    memset(&r, 0, sizeof r);
    CHECK_INT(sl__sweep_run(&s, n, 2, 1, 0, on_counter, &r), 0);
    /* (1,-5) (2,8) (3,-8) (9,5): totals -5, 3, -5, 0 -> peak 3 at 2. */
    CHECK_INT(s.maxima[0].num_bytes, 3);
    CHECK_INT(s.maxima[0].timestamp, 2);
    CHECK_INT(s.maxima[0].n_tensors, 1);
    CHECK_STR(n[s.maxima[0].tensors[0]].name.p, 3, "pos");
    sl__sweep_close(&s);
  }
  /* No tensors at all. */
  CHECK_INT(sl__sweep_run(&s, t, 0, 0, 0, NULL, NULL), 0);
  CHECK_INT(s.n_maxima, 0);
  sl__sweep_close(&s);
  TEST_MAIN_END();
}

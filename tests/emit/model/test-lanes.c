/* Lane assignment: the tournament tree must give exactly the lanes of the
 * reference's linear scan, on many random op sequences. */
#include <stdlib.h>

#include "emit/model/lanes.h"
#include "test.h"

/* The reference's algorithm, written plainly. */
static int64_t naive(int64_t *lanes, size_t *n, int64_t start, int64_t end) {
  size_t i;
  for (i = 0; i < *n; i++)
    if (start > lanes[i]) {
      lanes[i] = end;
      return (int64_t)i;
    }
  lanes[(*n)++] = end;
  return (int64_t)(*n - 1);
}

int main(void) {
  sl_lanes_t l;
  int round;
  unsigned seed = 12345;
  static int64_t ref[5000];
  sl__lanes_init(&l);
  for (round = 0; round < 200; round++) {
    size_t n = 1, i, ops = 1 + (size_t)(rand_r(&seed) % 3000);
    int64_t t = 0;
    int spread = 1 + rand_r(&seed) % 400;
    int mismatches = 0;
    CHECK_INT(sl__lanes_reset(&l), 0);
    ref[0] = 0;
    for (i = 0; i < ops; i++) {
      int64_t start = t + rand_r(&seed) % spread - spread / 4;
      int64_t dur = rand_r(&seed) % (spread * 3);
      int64_t a, b;
      if (rand_r(&seed) % 50 == 0) dur = 0;
      if (rand_r(&seed) % 60 == 0) start = 0;
      t += rand_r(&seed) % 20;
      a = sl__lanes_assign(&l, start, start + dur);
      b = naive(ref, &n, start, start + dur);
      if (a != b) mismatches++;
    }
    CHECK_INT(mismatches, 0);
    CHECK_INT(l.n, n);
  }
  /* Ends equal to the start do not free a lane (strictly before). */
  sl__lanes_reset(&l);
  CHECK_INT(sl__lanes_assign(&l, 0, 5), 1);  /* lane 0 ends at 0: 0 > 0 no */
  CHECK_INT(sl__lanes_assign(&l, 1, 2), 0);
  CHECK_INT(sl__lanes_assign(&l, 2, 3), 2);
  CHECK_INT(sl__lanes_assign(&l, 3, 3), 0);
  sl__lanes_close(&l);
  TEST_MAIN_END();
}

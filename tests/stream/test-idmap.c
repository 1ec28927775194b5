/* stream/idmap.c: keys found at the place they were put, gone
 * once deleted, whatever the deletions did to the probe runs, against a
 * plain array of what should be there. */
#include "stream/idmap.h"
#include "test.h"

#define N 20000

int main(void) {
  static int64_t want[N]; /* place of pair i, or -1 */
  sl_idmap_t x;
  uint64_t r = 12345;
  size_t i, k, wrong = 0;
  sl__idmap_init(&x);
  CHECK_INT(sl__idmap_get(&x, 1, 2), -1);
  sl__idmap_del(&x, 1, 2);
  for (i = 0; i < N; i++) want[i] = -1;
  /* Keys crowd a few homes: pairs (i % 7, i / 7), and the same id under
   * several processes. */
  for (k = 0; k < 200000; k++) {
    r = r * 6364136223846793005ull + 1442695040888963407ull;
    i = (size_t)(r >> 33) % N;
    if ((r >> 20) & 1) {
      CHECK_INT(sl__idmap_put(&x, i % 7, i / 7, (uint32_t)k), 0);
      want[i] = (int64_t)k;
    } else {
      sl__idmap_del(&x, i % 7, i / 7);
      want[i] = -1;
    }
  }
  for (i = 0; i < N; i++)
    if (sl__idmap_get(&x, i % 7, i / 7) != want[i]) wrong++;
  CHECK_INT(wrong, 0);
  k = 0;
  for (i = 0; i < N; i++) k += want[i] >= 0;
  CHECK_INT(x.n, k);
  CHECK_INT(sl__idmap_put(&x, 1, 1, UINT32_MAX), SL_ENOMEM);
  /* Keys of all 64 bits; a clear empties it, a reserve keeps the keys. */
  CHECK_INT(sl__idmap_put(&x, UINT64_MAX, UINT64_MAX - 1, 7), 0);
  CHECK_INT(sl__idmap_get(&x, UINT64_MAX, UINT64_MAX - 1), 7);
  CHECK_INT(sl__idmap_reserve(&x, 100000), 0);
  CHECK_INT(sl__idmap_get(&x, UINT64_MAX, UINT64_MAX - 1), 7);
  sl__idmap_clear(&x);
  CHECK_INT(x.n, 0);
  CHECK_INT(sl__idmap_get(&x, UINT64_MAX, UINT64_MAX - 1), -1);
  sl__idmap_close(&x);
  TEST_MAIN_END();
}

/* String map: insertion order indices, lookups of binary keys, growth. */
#include <stdio.h>

#include "emit/strmap.h"
#include "test.h"

int main(void) {
  sl_arena_t a;
  sl_strmap_t m;
  char k[32];
  int added, i, bad = 0;
  CHECK_INT(sl__arena_init(&a), 0);
  sl__strmap_init(&m, &a);
  CHECK_INT(sl__strmap_find(&m, (const uint8_t *)"x", 1), -1);
  for (i = 0; i < 100000; i++) {
    int n = snprintf(k, sizeof k, "tensor_%d", i);
    if (sl__strmap_put(&m, (const uint8_t *)k, (size_t)n, &added) != i ||
        !added)
      bad++;
  }
  CHECK_INT(bad, 0);
  for (i = 0; i < 100000; i += 7) {
    int n = snprintf(k, sizeof k, "tensor_%d", i);
    if (sl__strmap_put(&m, (const uint8_t *)k, (size_t)n, &added) != i ||
        added)
      bad++;
    if (sl__strmap_find(&m, (const uint8_t *)k, (size_t)n) != i) bad++;
  }
  CHECK_INT(bad, 0);
  /* Keys with NUL bytes and the empty key are distinct keys. */
  CHECK_INT(sl__strmap_put(&m, (const uint8_t *)"a\0b", 3, &added), 100000);
  CHECK_INT(sl__strmap_put(&m, (const uint8_t *)"a", 1, &added), 100001);
  CHECK_INT(sl__strmap_put(&m, (const uint8_t *)"", 0, &added), 100002);
  CHECK_INT(sl__strmap_find(&m, (const uint8_t *)"a\0b", 3), 100000);
  CHECK_INT(sl__strmap_find(&m, (const uint8_t *)"a\0c", 3), -1);
  CHECK_INT(m.n, 100003);
  sl__arena_close(&a);
  TEST_MAIN_END();
}

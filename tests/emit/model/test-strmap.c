/* String map: insertion order indices, lookups of binary keys, growth. */
#include <stdio.h>

#include "emit/model/strmap.h"
#include "test.h"

static int cmp_u32(const void *x, const void *y) {
  uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
  return a < b ? -1 : a > b;
}

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

  /* The hash spreads names of every length that differ anywhere (the
   * last bytes are read with loads that overlap): 300,000 distinct names
   * of 7 to 40 bytes, alike but for a counter at the start, middle or
   * end, give about as few equal 32-bit hashes as chance would (~10
   * expected), and so do all 65,536 names of two bytes (~0.5). */
  {
    static uint32_t hs[300000];
    size_t nh = 0, j, same = 0;
    char name[64];
    for (i = 0; i < 300000; i++) {
      int len = 7 + i % 34, n, at = i % 3;
      memset(name, 'a', sizeof name);
      n = snprintf(k, sizeof k, "%d", i);
      memcpy(name + (at == 0 ? 0 : at == 1 ? (len - n) / 2 : len - n), k,
             (size_t)n);
      hs[nh++] = sl__hash((const uint8_t *)name, (size_t)len);
    }
    qsort(hs, nh, sizeof hs[0], cmp_u32);
    for (j = 1; j < nh; j++) same += hs[j] == hs[j - 1];
    CHECK(same < 60);
    for (nh = 0, i = 0; i < 65536; i++) {
      uint8_t two[2] = {(uint8_t)(i >> 8), (uint8_t)i};
      hs[nh++] = sl__hash(two, 2);
    }
    qsort(hs, nh, sizeof hs[0], cmp_u32);
    for (same = 0, j = 1; j < nh; j++) same += hs[j] == hs[j - 1];
    CHECK(same < 5);
  }
  TEST_MAIN_END();
}

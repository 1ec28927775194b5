/* CRC-32C: the check value, TFRecord's masked CRCs from formats.md and a
 * real events file, and the hardware path against the table path. */
#include <stdlib.h>

#include "stream/record/crc32c.h"
#include "test.h"

int main(void) {
  static const uint8_t len24[8] = {0x18, 0, 0, 0, 0, 0, 0, 0};
  uint8_t buf[300], *big;
  size_t i, a, n;
  CHECK_INT(sl__crc32c(0, "123456789", 9), 0xE3069283u);
  CHECK_INT(sl__crc32c_soft(0, "123456789", 9), 0xE3069283u);
  CHECK_INT(sl__crc32c(0, "", 0), 0);
  /* The 24-byte record of formats.md: header CRC 0x224b7fa3. */
  CHECK_INT(sl__crc32c_mask(sl__crc32c(0, len24, 8)), 0x224b7fa3u);
  /* Extending in pieces gives the CRC of the whole. */
  CHECK_INT(sl__crc32c(sl__crc32c(0, "1234", 4), "56789", 5), 0xE3069283u);
  srand(7);
  for (i = 0; i < sizeof buf; i++) buf[i] = (uint8_t)rand();
  for (a = 0; a < 8; a++)
    for (n = 0; n + a <= sizeof buf; n += 13)
      CHECK_INT(sl__crc32c(0, buf + a, n), sl__crc32c_soft(0, buf + a, n));
  /* Inputs of several 24 KiB blocks take the three-stream path: around
   * the block sizes, misaligned, and extended in uneven pieces. */
  n = 200000;
  big = malloc(n + 8);
  CHECK(big != NULL);
  for (i = 0; i < n + 8; i++) big[i] = (uint8_t)rand();
  {
    static const size_t lens[] = {24575, 24576, 24577, 49152, 49159, 73729,
                                  199990};
    for (i = 0; i < sizeof lens / sizeof lens[0]; i++)
      for (a = 0; a < 8; a += 3)
        CHECK_INT(sl__crc32c(0, big + a, lens[i]),
                  sl__crc32c_soft(0, big + a, lens[i]));
    CHECK_INT(sl__crc32c(sl__crc32c(sl__crc32c(0, big, 30000), big + 30000,
                                    100001), big + 130001, 69999),
              sl__crc32c_soft(0, big, 200000));
  }
  free(big);
  TEST_MAIN_END();
}

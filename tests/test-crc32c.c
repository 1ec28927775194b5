/* CRC-32C: the check value, TFRecord's masked CRCs from formats.md and a
 * real events file, and the hardware path against the table path. */
#include <stdlib.h>

#include "stream/crc32c.h"
#include "test.h"

int main(void) {
  static const uint8_t len24[8] = {0x18, 0, 0, 0, 0, 0, 0, 0};
  uint8_t buf[300];
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
  TEST_MAIN_END();
}

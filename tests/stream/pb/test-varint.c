/* The word-at-a-time varint reader (stream/pb/varint.h) against a plain
 * byte loop: every length from 1 to 10 bytes, at every distance from the
 * end of the buffer (so both the word path and the byte path run), cut
 * off, and longer than ten bytes. */
#include "stream/pb/varint.h"
#include "test.h"

/* Encodes v; returns its length. */
static size_t enc(uint64_t v, uint8_t *o) {
  size_t n = 0;
  while (v >= 0x80) {
    o[n++] = (uint8_t)(v | 0x80);
    v >>= 7;
  }
  o[n++] = (uint8_t)v;
  return n;
}

int main(void) {
  static const uint64_t vals[] = {
      0, 1, 127, 128, 300, 16383, 16384, (1ull << 21) - 1, 1ull << 21,
      (1ull << 28) + 5, 1ull << 35, 1700000000123456ull, (1ull << 49) - 1,
      1ull << 56, (1ull << 63) - 1, 1ull << 63, ~0ull};
  size_t i, pad;
  for (i = 0; i < sizeof vals / sizeof vals[0]; i++) {
    /* pad: readable bytes after the varint (0 forces the byte loop). */
    for (pad = 0; pad <= 12; pad++) {
      uint8_t buf[32];
      uint64_t v = 12345;
      size_t n = enc(vals[i], buf), k;
      const uint8_t *q;
      for (k = 0; k < pad; k++) buf[n + k] = (uint8_t)(0x80 | k);
      q = sl__varint(buf, buf + n + pad, &v);
      CHECK(q == buf + n);
      CHECK_INT(v, vals[i]);
      /* Cut one byte short: never read as complete. */
      CHECK(sl__varint(buf, buf + n - 1, &v) == NULL || n == 1);
      /* Skipping ends where reading does, cut off or not. */
      CHECK(sl__varint_skip(buf, buf + n + pad) == buf + n);
      CHECK(sl__varint_skip(buf, buf + n - 1) == NULL || n == 1);
    }
  }
  {
    /* Eleven continuation bytes, with room to read past them. */
    uint8_t buf[24];
    uint64_t v;
    memset(buf, 0xff, 11);
    memset(buf + 11, 0, sizeof buf - 11);
    CHECK(sl__varint(buf, buf + sizeof buf, &v) == NULL);
    CHECK(sl__varint_skip(buf, buf + sizeof buf) == NULL);
    /* Ten bytes ending a varint are accepted; the top bits drop out. */
    buf[9] = 0x01;
    CHECK(sl__varint(buf, buf + sizeof buf, &v) == buf + 10);
    CHECK_INT(v, ~0ull);
    /* Nine continuation bytes then a stop, within one word plus one. */
    buf[8] = 0x7f;
    CHECK(sl__varint(buf, buf + sizeof buf, &v) == buf + 9);
    CHECK_INT(v, ~0ull >> 1);
  }
  {
    /* An empty buffer. */
    uint8_t b = 0;
    uint64_t v;
    CHECK(sl__varint(&b, &b, &v) == NULL);
    CHECK(sl__varint_skip(&b, &b) == NULL);
  }
  TEST_MAIN_END();
}

/* CRC-32C.  See crc32c.h. */
#include "crc32c.h"

#include <string.h>

#include <uv.h>

#define POLY 0x82F63B78u

/* Eight tables of 256 entries: table[k][b] is the CRC contribution of
 * byte b followed by k zero bytes, which lets the software path fold
 * eight input bytes per step. */
static uint32_t table[8][256];

static void make_table(void) {
  uint32_t i, k, c;
  for (i = 0; i < 256; i++) {
    c = i;
    for (k = 0; k < 8; k++) c = (c >> 1) ^ (POLY & (0u - (c & 1)));
    table[0][i] = c;
  }
  for (i = 0; i < 256; i++)
    for (k = 1; k < 8; k++)
      table[k][i] = (table[k - 1][i] >> 8) ^ table[0][table[k - 1][i] & 0xff];
}

static uint32_t crc_soft(uint32_t c, const uint8_t *p, size_t n) {
  while (n && ((uintptr_t)p & 7)) {
    c = (c >> 8) ^ table[0][(c ^ *p++) & 0xff];
    n--;
  }
  while (n >= 8) {
    uint32_t lo, hi;
    memcpy(&lo, p, 4);
    memcpy(&hi, p + 4, 4);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    lo = __builtin_bswap32(lo);
    hi = __builtin_bswap32(hi);
#endif
    lo ^= c;
    c = table[7][lo & 0xff] ^ table[6][(lo >> 8) & 0xff] ^
        table[5][(lo >> 16) & 0xff] ^ table[4][lo >> 24] ^
        table[3][hi & 0xff] ^ table[2][(hi >> 8) & 0xff] ^
        table[1][(hi >> 16) & 0xff] ^ table[0][hi >> 24];
    p += 8;
    n -= 8;
  }
  while (n--) c = (c >> 8) ^ table[0][(c ^ *p++) & 0xff];
  return c;
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define SL_HAVE_HW 1
__attribute__((target("sse4.2"))) static uint32_t crc_hw(uint32_t c,
                                                        const uint8_t *p,
                                                        size_t n) {
  uint64_t c64;
  while (n && ((uintptr_t)p & 7)) {
    c = __builtin_ia32_crc32qi(c, *p++);
    n--;
  }
  c64 = c;
  while (n >= 8) {
    uint64_t v;
    memcpy(&v, p, 8);
    c64 = __builtin_ia32_crc32di(c64, v);
    p += 8;
    n -= 8;
  }
  c = (uint32_t)c64;
  while (n--) c = __builtin_ia32_crc32qi(c, *p++);
  return c;
}
#endif

/* 1 hardware, 2 software; chosen once for the process. */
static int impl;
static uv_once_t once = UV_ONCE_INIT;

static void choose(void) {
  make_table();  /* the software path is also what the test compares */
  impl = 2;
#ifdef SL_HAVE_HW
  __builtin_cpu_init();
  if (__builtin_cpu_supports("sse4.2")) impl = 1;
#endif
}

uint32_t sl__crc32c(uint32_t crc, const void *data, size_t n) {
  const uint8_t *p = data;
  uint32_t c = ~crc;
  uv_once(&once, choose);
#ifdef SL_HAVE_HW
  if (impl == 1) return ~crc_hw(c, p, n);
#endif
  return ~crc_soft(c, p, n);
}

uint32_t sl__crc32c_soft(uint32_t crc, const void *data, size_t n) {
  uv_once(&once, choose);
  return ~crc_soft(~crc, data, n);
}

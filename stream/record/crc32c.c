/* CRC-32C.  See crc32c.h. */
#include "stream/record/crc32c.h"

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

/* a(x) * b(x) modulo the polynomial, in the reflected bit order of the
 * register (bit 31 is x^0).  Used only to join the three streams below,
 * once per block. */
static uint32_t mulmod(uint32_t a, uint32_t b) {
  uint32_t m = 1u << 31, prod = 0;
  for (; m; m >>= 1) {
    if (a & m) prod ^= b;
    b = b & 1 ? (b >> 1) ^ POLY : b >> 1;
  }
  return prod;
}

/* x^(8 * n) modulo the polynomial: what a register is multiplied by when
 * n zero bytes follow. */
static uint32_t xpow8n(size_t n) {
  uint32_t result = 1u << 31, sq = 1u << 30; /* x^0, and x^1 */
  uint64_t bits = (uint64_t)n * 8;
  for (; bits; bits >>= 1) {
    if (bits & 1) result = mulmod(result, sq);
    sq = mulmod(sq, sq);
  }
  return result;
}

/* The crc32 instruction takes three cycles and can start one per cycle, so
 * one stream of it runs at a third of what the CPU can do.  Large inputs
 * are taken in blocks of three lanes of LANE bytes, each lane its own
 * stream, and the three registers are joined by the rule
 * crc(A B) = crc(A) * x^(8 |B|) + crc0(B), where crc0 starts from zero. */
#define LANE ((size_t)8192)
static uint32_t lane_shift1, lane_shift2; /* x^(8 LANE), x^(16 LANE) */

__attribute__((target("sse4.2"))) static uint32_t crc_hw(uint32_t c,
                                                        const uint8_t *p,
                                                        size_t n) {
  uint64_t c64;
  while (n && ((uintptr_t)p & 7)) {
    c = __builtin_ia32_crc32qi(c, *p++);
    n--;
  }
  c64 = c;
  while (n >= 3 * LANE) {
    uint64_t a = c64, b = 0, d = 0;
    size_t i;
    for (i = 0; i < LANE; i += 8) {
      uint64_t va, vb, vd;
      memcpy(&va, p + i, 8);
      memcpy(&vb, p + LANE + i, 8);
      memcpy(&vd, p + 2 * LANE + i, 8);
      a = __builtin_ia32_crc32di(a, va);
      b = __builtin_ia32_crc32di(b, vb);
      d = __builtin_ia32_crc32di(d, vd);
    }
    c64 = mulmod((uint32_t)a, lane_shift2) ^ mulmod((uint32_t)b, lane_shift1) ^
          (uint32_t)d;
    p += 3 * LANE;
    n -= 3 * LANE;
  }
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
  lane_shift1 = xpow8n(LANE);
  lane_shift2 = xpow8n(2 * LANE);
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

/* Decimal numbers without printf: see digits.h. */
#include "emit/write/digits.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char digits2[201] =
    "00010203040506070809101112131415161718192021222324252627282930313233"
    "34353637383940414243444546474849505152535455565758596061626364656667"
    "68697071727374757677787980818283848586878889909192939495969798"
    "99";

/* Number of decimal digits of v: from its bit length, corrected by one
 * comparison (1233/4096 is just above log10(2)). */
static inline size_t dec_len(uint64_t v) {
  static const uint64_t pow10[20] = {
      1ull, 10ull, 100ull, 1000ull, 10000ull, 100000ull, 1000000ull,
      10000000ull, 100000000ull, 1000000000ull, 10000000000ull,
      100000000000ull, 1000000000000ull, 10000000000000ull,
      100000000000000ull, 1000000000000000ull, 10000000000000000ull,
      100000000000000000ull, 1000000000000000000ull,
      10000000000000000000ull};
  unsigned bits = 64 - (unsigned)__builtin_clzll(v | 1);
  size_t t = (bits * 1233) >> 12;
  return t + ((v | 1) >= pow10[t]);
}

/* Two digits of x < 100 at o. */
static inline void put2(char *o, uint32_t x) {
  memcpy(o, digits2 + 2 * x, 2);
}

/* Four digits of x < 10000, zero-padded; the halves are independent so
 * the CPU works them out side by side. */
static inline void put4(char *o, uint32_t x) {
  uint32_t hi = x / 100;
  put2(o, hi);
  put2(o + 2, x - hi * 100);
}

/* Eight digits of x < 10^8, zero-padded. */
static inline void put8(char *o, uint32_t x) {
  uint32_t hi = x / 10000;
  put4(o, hi);
  put4(o + 4, x - hi * 10000);
}

/* x < 10000 without padding; returns its length. */
static inline size_t dec4(uint32_t x, char *out) {
  if (x < 100) {
    if (x < 10) {
      out[0] = (char)('0' + x);
      return 1;
    }
    put2(out, x);
    return 2;
  }
  if (x < 1000) {
    uint32_t hi = x / 100;
    out[0] = (char)('0' + hi);
    put2(out + 1, x - hi * 100);
    return 3;
  }
  put4(out, x);
  return 4;
}

/* Most numbers of a trace are small (pids, lanes, durations, input
 * indices) and take one or two branches here; larger ones go in 4-digit
 * groups, which need no length computed first. */
static size_t small_to_dec(uint64_t v, char *out) {
  size_t n;
  char *s;
  if (v < 10000) return dec4((uint32_t)v, out);
  if (v < 100000000) {
    uint32_t hi = (uint32_t)v / 10000;
    n = dec4(hi, out);
    put4(out + n, (uint32_t)v - hi * 10000);
    return n + 4;
  }
  /* Written backwards into place, two digits per step, the length known
   * first (only high parts of sixteen-digit numbers come here, and those
   * are kept between calls below). */
  n = dec_len(v);
  s = out + n;
  while (v >= 100) {
    unsigned d = (unsigned)(v % 100);
    v /= 100;
    s -= 2;
    put2(s, d);
  }
  if (v >= 10) put2(s - 2, (uint32_t)v);
  else s[-1] = (char)('0' + v);
  return n;
}

/* The high digits of the last large number this thread wrote.  A trace's
 * timestamps are microseconds since 1970, sixteen digits of which the
 * first eight change every hundred seconds: a number of nine digits or
 * more is written as its high part (from here when it is the last one's)
 * and eight low digits. */
static _Thread_local struct {
  uint64_t hi;
  size_t n;
  char d[24];
} last_hi = {UINT64_MAX, 0, {0}};

size_t sl__u64_to_dec(uint64_t v, char *out) {
  uint64_t hi;
  if (v < 100000000u) return small_to_dec(v, out);
  hi = v / 100000000u;
  if (hi != last_hi.hi) {
    last_hi.n = small_to_dec(hi, last_hi.d);
    last_hi.hi = hi;
  }
  /* Fixed-size copies (a high part has at most twelve digits): what they
   * write past it, the eight low digits overwrite. */
  memcpy(out, last_hi.d, 8);
  if (last_hi.n > 8) memcpy(out + 8, last_hi.d + 8, 4);
  put8(out + last_hi.n, (uint32_t)(v - hi * 100000000u));
  return last_hi.n + 8;
}

uint8_t *sl__put_u64(uint8_t *o, uint64_t v) {
  return o + sl__u64_to_dec(v, (char *)o);
}

uint8_t *sl__put_i64(uint8_t *o, int64_t v) {
  if (v < 0) {
    *o++ = '-';
    return o + sl__u64_to_dec(0 - (uint64_t)v, (char *)o);
  }
  return o + sl__u64_to_dec((uint64_t)v, (char *)o);
}

uint8_t *sl__put_double(uint8_t *o, double v, int decimals) {
  char buf[48];
  int k;
  /* JSON has no NaN or infinity, and fixed notation of a huge value would
   * not fit (a fuzzed wall_time of 1e300 overran a buffer here once). */
  if (!isfinite(v)) return SL_PUT_LIT(o, "null");
  if (decimals < 0 || decimals > 9) decimals = 6;
  if (fabs(v) < 1e15)
    k = snprintf(buf, sizeof buf, "%.*f", decimals, v);
  else
    k = snprintf(buf, sizeof buf, "%.17g", v);
  if (k <= 0 || (size_t)k >= sizeof buf) return SL_PUT_LIT(o, "null");
  memcpy(o, buf, (size_t)k);
  return o + k;
}


uint8_t *sl__put_ps_us(uint8_t *o, int64_t base_us, int64_t ps) {
  /* Whole microseconds (rounded down) and the picoseconds past them. */
  int64_t q = ps / 1000000, r = ps % 1000000, us;
  uint64_t frac;
  int k;
  if (r < 0) {
    q--;
    r += 1000000;
  }
  us = (int64_t)((uint64_t)base_us + (uint64_t)q);
  if (us < 0 && r) {
    /* -2.5 us is -3 us + 0.5: written as -(2 us + 0.5). */
    us++;
    r = 1000000 - r;
    *o++ = '-';
    o = sl__put_u64(o, (uint64_t)0 - (uint64_t)us);
  } else {
    o = sl__put_i64(o, us);
  }
  frac = (uint64_t)r;
  if (frac) {
    uint8_t d[6];
    for (k = 5; k >= 0; k--) {
      d[k] = (uint8_t)('0' + frac % 10);
      frac /= 10;
    }
    for (k = 6; d[k - 1] == '0'; k--) {
    }
    *o++ = '.';
    memcpy(o, d, (size_t)k);
    o += k;
  }
  return o;
}

uint8_t *sl__put_double_exact(uint8_t *o, double v) {
  char buf[40];
  int prec, k = 0;
  for (prec = 15; prec <= 17; prec++) {
    k = snprintf(buf, sizeof buf, "%.*g", prec, v);
    if (strtod(buf, NULL) == v) break;
  }
  if (k <= 0 || (size_t)k >= sizeof buf) return SL_PUT_LIT(o, "null");
  memcpy(o, buf, (size_t)k);
  return o + k;
}

#define EXACT_INT (((int64_t)1) << 53)

uint8_t *sl__put_u64_json(uint8_t *o, uint64_t v) {
  if (v <= (uint64_t)EXACT_INT) return sl__put_u64(o, v);
  *o++ = '"';
  o = sl__put_u64(o, v);
  *o++ = '"';
  return o;
}

uint8_t *sl__put_i64_json(uint8_t *o, int64_t v) {
  if (v >= -EXACT_INT && v <= EXACT_INT) return sl__put_i64(o, v);
  *o++ = '"';
  o = sl__put_i64(o, v);
  *o++ = '"';
  return o;
}

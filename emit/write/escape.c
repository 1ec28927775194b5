/* JSON string escaping: see escape.h.  A table gives each byte's class;
 * plain runs are found a word (or 16 bytes) at a time. */
#include "emit/write/escape.h"

#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include <string.h>

#include "stream/common.h"

/* Escape classes: 0 copy, 1 two-character escape, 2 \u00XX, 3 start of a
 * multi-byte UTF-8 sequence (validated), 4 never valid in UTF-8. */
static const uint8_t esc_class[256] = {
    2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 2, 1, 1, 2, 2,  /* 0x00 */
    2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,  /* 0x10 */
    0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  /* 0x20 */
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0,  /* 0x5c '\\' */
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,  /* 0x80 */
    4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
    4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
    4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
    4, 4, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,  /* 0xc0 */
    3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
    3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,  /* 0xe0 */
    3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,  /* 0xf0 */
};

static const char hexd[] = "0123456789abcdef";

/* Length of the valid UTF-8 sequence starting at p[0] (class 3), or 0. */
static size_t utf8_len(const uint8_t *p, size_t n) {
  uint8_t c = p[0];
  if (c < 0xe0) {
    return (n >= 2 && (p[1] & 0xc0) == 0x80) ? 2 : 0;
  }
  if (c < 0xf0) {
    if (n < 3 || (p[1] & 0xc0) != 0x80 || (p[2] & 0xc0) != 0x80) return 0;
    if (c == 0xe0 && p[1] < 0xa0) return 0;  /* overlong */
    if (c == 0xed && p[1] >= 0xa0) return 0; /* surrogate */
    return 3;
  }
  if (n < 4 || (p[1] & 0xc0) != 0x80 || (p[2] & 0xc0) != 0x80 ||
      (p[3] & 0xc0) != 0x80)
    return 0;
  if (c == 0xf0 && p[1] < 0x90) return 0;   /* overlong */
  if (c == 0xf4 && p[1] >= 0x90) return 0;  /* above U+10FFFF */
  return 4;
}

/* Does any of the 8 bytes in v need escaping (below 0x20, '"', '\\' or
 * 0x80 and up)?  The classic SWAR byte tests, without a loop. */
static inline int word_needs_escape(uint64_t v) {
  const uint64_t ones = 0x0101010101010101ull, high = 0x8080808080808080ull;
  uint64_t lt20 = (v - ones * 0x20) & ~v;
  uint64_t q = v ^ (ones * '"'), b = v ^ (ones * '\\');
  uint64_t eq_q = (q - ones) & ~q, eq_b = (b - ones) & ~b;
  return ((lt20 | eq_q | eq_b) & high) != 0 || (v & high) != 0;
}

/* The last r (1 to 7) bytes of a string, when none needs escaping, copied
 * with two overlapping loads and stores instead of a byte at a time:
 * names are short, so their tails are a good part of all the bytes.
 * Returns 0, copying nothing, when one needs escaping. */
static inline int copy_short_plain(uint8_t *o, const uint8_t *p, size_t r) {
  uint64_t v;
  if (r >= 4) {
    uint32_t a, b;
    memcpy(&a, p, 4);
    memcpy(&b, p + r - 4, 4);
    v = (uint64_t)a | (uint64_t)b << 32;
    if (word_needs_escape(v)) return 0;
    memcpy(o, &a, 4);
    memcpy(o + r - 4, &b, 4);
  } else if (r >= 2) {
    uint16_t a, b;
    memcpy(&a, p, 2);
    memcpy(&b, p + r - 2, 2);
    /* Spaces in the unused bytes: they need no escaping. */
    v = (uint64_t)a | (uint64_t)b << 16 | 0x2020202000000000ull;
    if (word_needs_escape(v)) return 0;
    memcpy(o, &a, 2);
    memcpy(o + r - 2, &b, 2);
  } else {
    v = (uint64_t)p[0] | 0x2020202020202000ull;
    if (word_needs_escape(v)) return 0;
    o[0] = p[0];
  }
  return 1;
}

#ifdef __SSE2__
/* The bytes of x that need escaping, as a bit mask: a signed compare
 * below ' ' also takes the bytes from 0x80 (UTF-8, which is checked on
 * the slow path). */
static inline unsigned bad_bytes(__m128i x) {
  __m128i bad = _mm_or_si128(
      _mm_cmplt_epi8(x, _mm_set1_epi8(0x20)),
      _mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8('"')),
                   _mm_cmpeq_epi8(x, _mm_set1_epi8('\\'))));
  return (unsigned)_mm_movemask_epi8(bad);
}

/* May sixteen bytes be loaded at p although fewer belong to the string?
 * Only when they lie in one page, which is then mapped as the string's
 * first byte is (the way C libraries' string functions read ahead).
 * Sanitizers would report the bytes beyond the string, so their builds
 * take the other path. */
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define SL_READ_AHEAD 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(memory_sanitizer) || \
    __has_feature(thread_sanitizer)
#define SL_READ_AHEAD 0
#endif
#endif
#ifndef SL_READ_AHEAD
#define SL_READ_AHEAD 1
#endif
static inline int in_one_page(const uint8_t *p) {
  return SL_READ_AHEAD && ((uintptr_t)p & 4095) <= 4096 - 16;
}
#endif

/* Escapes p[0..n) to o (room for 6n + 2 bytes); returns the end. */
uint8_t *sl__escape_to(uint8_t *o, const uint8_t *p, size_t n) {
  size_t i = 0, plain = 0; /* p[plain..i) went out as it is, up to o */
  while (i < n) {
    uint8_t c;
#ifdef __SSE2__
    /* Plain ASCII goes sixteen bytes at a time. */
    while (i + 16 <= n) {
      __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(p + i));
      if (bad_bytes(x)) break;
      _mm_storeu_si128((__m128i *)(void *)o, x);
      o += 16;
      i += 16;
    }
    /* A tail of fewer than sixteen bytes in one load and store, most
     * strings being names shorter than that: the sixteen bytes that end
     * the string when those before the tail went out as they are, else
     * sixteen from the tail on when they lie in one page (the room for
     * 6r + 2 bytes holds the store for r >= 3). */
    if (i < n && n - i < 16) {
      size_t r = n - i;
      if (i - plain >= 16 - r) {
        __m128i x =
            _mm_loadu_si128((const __m128i *)(const void *)(p + n - 16));
        if (!bad_bytes(x)) {
          _mm_storeu_si128((__m128i *)(void *)(o - (16 - r)), x);
          return o + r;
        }
      } else if (r >= 3 && in_one_page(p + i)) {
        __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(p + i));
        if (!(bad_bytes(x) & ((1u << r) - 1))) {
          _mm_storeu_si128((__m128i *)(void *)o, x);
          return o + r;
        }
      }
    }
#endif
    /* Plain ASCII goes eight bytes at a time. */
    while (i + 8 <= n) {
      uint64_t v;
      memcpy(&v, p + i, 8);
      if (word_needs_escape(v)) break;
      memcpy(o, &v, 8);
      o += 8;
      i += 8;
    }
    if (i >= n) break;
    if (n - i < 8 && copy_short_plain(o, p + i, n - i)) {
      o += n - i;
      break;
    }
    c = p[i];
    switch (esc_class[c]) {
    case 0:
      *o++ = c;
      i++;
      break;
    case 1:
      i++;
      o[0] = '\\';
      o[1] = c == '"'    ? '"'
             : c == '\\' ? '\\'
             : c == '\n' ? 'n'
             : c == '\t' ? 't'
             : c == '\r' ? 'r'
             : c == '\b' ? 'b'
                         : 'f';
      o += 2;
      break;
    case 2:
      memcpy(o, "\\u00", 4);
      o[4] = (uint8_t)hexd[c >> 4];
      o[5] = (uint8_t)hexd[c & 15];
      o += 6;
      i++;
      break;
    case 3: {
      size_t k = utf8_len(p + i, n - i);
      if (k) {
        memcpy(o, p + i, k);
        o += k;
        i += k;
        break;
      }
    }
      /* FALLTHROUGH */
    default:
      o[0] = 0xef;
      o[1] = 0xbf;
      o[2] = 0xbd;
      o += 3;
      i++;
      break;
    }
    plain = i;
  }
  (void)plain;
  return o;
}

uint8_t *sl__put_str(uint8_t *o, const uint8_t *p, size_t n) {
  *o++ = '"';
#ifdef __SSE2__
  /* Most strings of an event are plain names of 3 to 32 bytes (ops,
   * nodes, tensors): one or two loads, a test and the stores, before
   * sl__escape_to's loop and its tail cases.  The two loads of 16..32 bytes
   * overlap; below 16 the load reads ahead within the page and the room
   * for 6n + 2 bytes holds the store from n = 3. */
  if (n >= 16 && n <= 32) {
    __m128i a = _mm_loadu_si128((const __m128i *)(const void *)p);
    __m128i b = _mm_loadu_si128((const __m128i *)(const void *)(p + n - 16));
    if (!(bad_bytes(a) | bad_bytes(b))) {
      _mm_storeu_si128((__m128i *)(void *)o, a);
      _mm_storeu_si128((__m128i *)(void *)(o + n - 16), b);
      o += n;
      *o++ = '"';
      return o;
    }
  } else if (n >= 3 && n < 16 && in_one_page(p)) {
    __m128i a = _mm_loadu_si128((const __m128i *)(const void *)p);
    if (!(bad_bytes(a) & ((1u << n) - 1))) {
      _mm_storeu_si128((__m128i *)(void *)o, a);
      o += n;
      *o++ = '"';
      return o;
    }
  }
#endif
  o = sl__escape_to(o, p, n);
  *o++ = '"';
  return o;
}




uint8_t *sl__utf8_clean(uint8_t *o, const uint8_t *p, size_t n) {
  size_t i = 0;
  while (i < n) {
    uint8_t c = p[i];
    size_t k;
    if (c < 0x80) {
      *o++ = c;
      i++;
      continue;
    }
    k = esc_class[c] == 3 ? utf8_len(p + i, n - i) : 0;
    if (k) {
      memcpy(o, p + i, k);
      o += k;
      i += k;
    } else {
      *o++ = 0xef;
      *o++ = 0xbf;
      *o++ = 0xbd;
      i++;
    }
  }
  return o;
}

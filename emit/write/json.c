/* Buffered JSON writer.  See json.h. */
#include "emit/write/json.h"

#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include <stdlib.h>
#include <stdio.h>
#include <math.h>
#include <string.h>

#include "stream/common.h"

#if defined(__GNUC__) || defined(__clang__)
#define SL_NOINLINE __attribute__((noinline))
#else
#define SL_NOINLINE
#endif

static const char digits2[201] =
    "00010203040506070809101112131415161718192021222324252627282930313233"
    "34353637383940414243444546474849505152535455565758596061626364656667"
    "68697071727374757677787980818283848586878889909192939495969798"
    "99";

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

int sl__json_init(sl_json_t *w, size_t cap, int pretty, sl_sink_fn sink,
                  void *ud) {
  memset(w, 0, sizeof *w);
  /* Room for the worst case of one escaped piece (6 bytes per byte). */
  if (cap < 65536) cap = 65536;
  w->buf = malloc(cap);
  if (!w->buf) return SL_ENOMEM;
  w->cap = cap;
  w->pretty = pretty;
  w->sink = sink;
  w->sink_ud = ud;
  return 0;
}

void sl__json_close(sl_json_t *w) {
  free(w->buf);
  free(w->pbuf);
  w->buf = w->pbuf = NULL;
}

int sl__json_flush(sl_json_t *w) {
  if (w->rc == 0 && w->len > 0) {
    w->rc = w->sink(w->sink_ud, w->buf, w->len);
    w->flushed += w->len;
  }
  w->len = 0;
  return w->rc;
}

/* Grows the buffer to hold n more bytes; 0 or SL_ENOMEM (then the
 * writer keeps writing over its start, the error reported). */
static int grow(sl_json_t *w, size_t n) {
  size_t cap = w->cap;
  uint8_t *nb;
  if (n <= SIZE_MAX - w->len && sl__grow_cap(&cap, w->len + n, 1) == 0 &&
      (nb = realloc(w->buf, cap)) != NULL) {
    w->buf = nb;
    w->cap = cap;
    return 0;
  }
  if (w->rc == 0) w->rc = SL_ENOMEM;
  w->len = 0;
  return SL_ENOMEM;
}

static SL_NOINLINE void make_room(sl_json_t *w, size_t n) {
  /* In boundary mode a value is never split: grow instead. */
  if (!w->boundary) sl__json_flush(w);
  if (w->cap - w->len < n) (void)grow(w, n);
}

/* Makes room for n bytes (n at most 6 * FAST_MAX + 8). */
static inline uint8_t *room(sl_json_t *w, size_t n) {
  if (SL_UNLIKELY(w->cap - w->len < n)) make_room(w, n);
  return w->buf + w->len;
}

static void put(sl_json_t *w, const void *p, size_t n) {
  /* Nothing to copy may come as NULL (an empty tensor snapshot, found by
   * fuzzing): memcpy must not see it. */
  if (n == 0) return;
  if (w->boundary) {
    memcpy(room(w, n), p, n);
    w->len += n;
    return;
  }
  while (n > 0) {
    size_t k = w->cap - w->len;
    if (k == 0) {
      sl__json_flush(w);
      k = w->cap;
    }
    if (k > n) k = n;
    memcpy(w->buf + w->len, p, k);
    w->len += k;
    p = (const uint8_t *)p + k;
    n -= k;
  }
}

static SL_NOINLINE void newline_indent(sl_json_t *w) {
  int i;
  uint8_t *o;
  room(w, 1)[0] = '\n';
  w->len++;
  for (i = 0; i < w->depth; i++) {
    o = room(w, 4);
    memcpy(o, "    ", 4);
    w->len += 4;
  }
}

/* What comes before a value: a comma and, in pretty mode, a line break. */
static inline void before_value(sl_json_t *w) {
  if (w->after_key) {
    w->after_key = 0;
    return;
  }
  if (w->depth > 0) {
    if (w->count[w->depth]) {
      room(w, 1)[0] = ',';
      w->len++;
    }
    w->count[w->depth] = 1;
    if (w->pretty) newline_indent(w);
  }
}

static void open_c(sl_json_t *w, char c) {
  before_value(w);
  room(w, 1)[0] = (uint8_t)c;
  w->len++;
  if (w->depth + 1 < SL_JSON_MAX_DEPTH) w->depth++;
  w->count[w->depth] = 0;
}

static void close_c(sl_json_t *w, char c) {
  int had = w->count[w->depth];
  if (w->depth > 0) w->depth--;
  if (w->pretty && had) newline_indent(w);
  room(w, 1)[0] = (uint8_t)c;
  w->len++;
  /* A whole event is written: a good moment to hand it over. */
  if (w->boundary && (size_t)w->depth == w->boundary_at &&
      w->len >= w->cap / 2)
    sl__json_flush(w);
}

void sl__json_continue_array(sl_json_t *w, int depth) {
  int i;
  w->depth = depth;
  for (i = 1; i <= depth && i < SL_JSON_MAX_DEPTH; i++) w->count[i] = 1;
  w->after_key = 0;
  w->boundary = 1;
  w->boundary_at = (size_t)depth;
}

void sl__json_obj_begin(sl_json_t *w) { open_c(w, '{'); }

void sl__json_obj_end(sl_json_t *w) { close_c(w, '}'); }
void sl__json_arr_begin(sl_json_t *w) { open_c(w, '['); }
void sl__json_arr_end(sl_json_t *w) { close_c(w, ']'); }

void sl__json_key(sl_json_t *w, const char *k, size_t n) {
  uint8_t *o;
  if (!w->pretty && n <= 48) {
    /* Compact: the comma, the quoted key and the colon in one go. */
    o = room(w, n + 4);
    if (w->count[w->depth]) *o++ = ',';
    w->count[w->depth] = 1;
    *o++ = '"';
    memcpy(o, k, n);
    o += n;
    *o++ = '"';
    *o++ = ':';
    w->len = (size_t)(o - w->buf);
    w->after_key = 1;
    return;
  }
  before_value(w);
  put(w, "\"", 1);
  put(w, k, n);
  put(w, w->pretty ? "\": " : "\":", w->pretty ? 3 : 2);
  w->after_key = 1;
}

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

/* Short strings: escaped straight into the buffer after one reservation
 * for the worst case (6 output bytes per input byte). */
#define FAST_MAX ((size_t)2048)

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
static uint8_t *escape_to(uint8_t *o, const uint8_t *p, size_t n) {
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

static void str_body_fast(sl_json_t *w, const uint8_t *p, size_t n) {
  uint8_t *o = room(w, 6 * n + 8);
  w->len = (size_t)(escape_to(o, p, n) - w->buf);
}

uint8_t *sl__put_str(uint8_t *o, const uint8_t *p, size_t n) {
  *o++ = '"';
#ifdef __SSE2__
  /* Most strings of an event are plain names of 3 to 32 bytes (ops,
   * nodes, tensors): one or two loads, a test and the stores, before
   * escape_to's loop and its tail cases.  The two loads of 16..32 bytes
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
  o = escape_to(o, p, n);
  *o++ = '"';
  return o;
}



/* Any string: escaped in pieces of at most FAST_MAX bytes, each piece
 * ending before a continuation byte so no valid UTF-8 character is split
 * between two pieces. */
static void str_body(sl_json_t *w, const uint8_t *p, size_t n) {
  size_t i = 0;
  while (n - i > FAST_MAX) {
    size_t j = i + FAST_MAX;
    while (j > i + FAST_MAX - 4 && (p[j] & 0xc0) == 0x80) j--;
    str_body_fast(w, p + i, j - i);
    i = j;
  }
  str_body_fast(w, p + i, n - i);
}

void sl__json_str(sl_json_t *w, const uint8_t *p, size_t n) {
  before_value(w);
  room(w, 1)[0] = '"';
  w->len++;
  str_body(w, p, n);
  room(w, 1)[0] = '"';
  w->len++;
}

void sl__json_str_raw(sl_json_t *w, const char *p, size_t n) {
  before_value(w);
  put(w, "\"", 1);
  put(w, p, n);
  put(w, "\"", 1);
}

void sl__json_key_str(sl_json_t *w, const uint8_t *p, size_t n) {
  before_value(w);
  put(w, "\"", 1);
  str_body(w, p, n);
  put(w, w->pretty ? "\": " : "\":", w->pretty ? 3 : 2);
  w->after_key = 1;
}

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

uint8_t *sl__json_elem_begin(sl_json_t *w, size_t n) {
  uint8_t *o;
  if (w->pretty) {
    if (n > w->pcap) {
      uint8_t *nb = realloc(w->pbuf, n);
      if (!nb) {
        if (w->rc == 0) w->rc = SL_ENOMEM;
        n = 0;
      } else {
        w->pbuf = nb;
        w->pcap = n;
      }
    }
    if (!w->pbuf || w->pcap < n) {
      /* Out of memory: written into the buffer's start, then dropped. */
      return room(w, n + 1);
    }
    return w->pbuf;
  }
  o = room(w, n + 1);
  if (w->count[w->depth]) *o++ = ',';
  w->count[w->depth] = 1;
  return o;
}

/* Lays out the compact value p[0..n) as the structural calls write it in
 * pretty mode: a line and indentation for each member, ": " after keys,
 * empty containers as they are. */
static void layout(sl_json_t *w, const uint8_t *p, size_t n) {
  size_t i = 0, depth = (size_t)w->depth;
  int in_str = 0;
  before_value(w);
  while (i < n) {
    size_t j = i;
    /* A run of bytes copied as they are. */
    if (in_str) {
      while (j < n && p[j] != '"') j += p[j] == '\\' ? 2 : 1;
      if (j > n) j = n;
    } else {
      while (j < n && p[j] != '"' && p[j] != '{' && p[j] != '[' &&
             p[j] != '}' && p[j] != ']' && p[j] != ',' && p[j] != ':')
        j++;
    }
    if (j > i) {
      memcpy(room(w, j - i), p + i, j - i);
      w->len += j - i;
      i = j;
      if (i >= n) break;
    }
    switch (p[i]) {
    case '"':
      in_str = !in_str;
      room(w, 1)[0] = '"';
      w->len++;
      break;
    case '{':
    case '[':
      if (i + 1 < n && (p[i + 1] == '}' || p[i + 1] == ']')) {
        memcpy(room(w, 2), p + i, 2);
        w->len += 2;
        i++;
        break;
      }
      room(w, 1)[0] = p[i];
      w->len++;
      w->depth = (int)++depth;
      newline_indent(w);
      break;
    case '}':
    case ']':
      w->depth = (int)--depth;
      newline_indent(w);
      room(w, 1)[0] = p[i];
      w->len++;
      break;
    case ',':
      room(w, 1)[0] = ',';
      w->len++;
      newline_indent(w);
      break;
    default: /* ':' */
      memcpy(room(w, 2), ": ", 2);
      w->len += 2;
      break;
    }
    i++;
  }
}

void sl__json_elem_end(sl_json_t *w, uint8_t *end) {
  if (w->pretty && w->pbuf && end >= w->pbuf && end <= w->pbuf + w->pcap) {
    layout(w, w->pbuf, (size_t)(end - w->pbuf));
  } else if (w->pretty) {
    /* The element went into the buffer's start (out of memory). */
    w->len = 0;
    return;
  } else {
    w->len = (size_t)(end - w->buf);
  }
  if (w->boundary && (size_t)w->depth == w->boundary_at &&
      w->len >= w->cap / 2)
    sl__json_flush(w);
}

void sl__json_uint(sl_json_t *w, uint64_t v) {
  uint8_t *o;
  before_value(w);
  o = room(w, 24);
  w->len += sl__u64_to_dec(v, (char *)o);
}

void sl__json_int(sl_json_t *w, int64_t v) {
  uint8_t *o;
  before_value(w);
  o = room(w, 24);
  if (v < 0) {
    *o++ = '-';
    w->len++;
    /* Negate in unsigned arithmetic so INT64_MIN is exact. */
    w->len += sl__u64_to_dec(0 - (uint64_t)v, (char *)o);
  } else {
    w->len += sl__u64_to_dec((uint64_t)v, (char *)o);
  }
}

void sl__json_raw(sl_json_t *w, const char *p, size_t n) { put(w, p, n); }

void sl__json_raw_value(sl_json_t *w, const char *p, size_t n) {
  before_value(w);
  put(w, p, n);
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

void sl__json_double(sl_json_t *w, double v, int decimals) {
  uint8_t buf[48], *end = sl__put_double(buf, v, decimals);
  sl__json_raw_value(w, (const char *)buf, (size_t)(end - buf));
}

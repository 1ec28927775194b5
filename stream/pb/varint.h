/* Protobuf base-128 varints, decoded a word at a time.
 *
 * Every pass reads every node's tags, lengths and timestamps, and most of
 * those varints are several bytes long (microsecond times, byte counts,
 * pointers).  A byte-at-a-time loop mispredicts its exit on nearly each of
 * them; here, when 8 bytes are readable, one load finds where the varint
 * ends and the 7-bit groups are packed with three shift-and-mask steps. */
#ifndef SL_VARINT_H
#define SL_VARINT_H

#include <stdint.h>
#include <string.h>

#include "stream/common.h"

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ && \
    (defined(__GNUC__) || defined(__clang__))
#define SL_VARINT_WORDS 1
#else
#define SL_VARINT_WORDS 0
#endif

/* Reads the varint at p (before end): returns the position after it with
 * *v set, or NULL when it is cut off by end or longer than 10 bytes. */
static inline const uint8_t *sl__varint(const uint8_t *p, const uint8_t *end,
                                        uint64_t *v) {
  uint64_t r = 0;
  int s;
  if (SL_LIKELY(p < end && *p < 0x80)) {
    *v = *p;
    return p + 1;
  }
#if SL_VARINT_WORDS
  if (SL_LIKELY(end - p >= 8)) {
    uint64_t w, stops;
    memcpy(&w, p, 8);
    stops = ~w & 0x8080808080808080ull;
    if (SL_LIKELY(stops != 0)) {
      /* Bytes up to the first one without its high bit set. */
      int bits = __builtin_ctzll(stops) + 1; /* 8, 16, ..., 64 */
      uint64_t x = bits == 64 ? w : w & ((1ull << bits) - 1);
      x &= 0x7f7f7f7f7f7f7f7full;
      x = ((x & 0x7f007f007f007f00ull) >> 1) | (x & 0x007f007f007f007full);
      x = ((x & 0x3fff00003fff0000ull) >> 2) | (x & 0x00003fff00003fffull);
      x = ((x & 0x0fffffff00000000ull) >> 4) | (x & 0x000000000fffffffull);
      *v = x;
      return p + bits / 8;
    }
    /* Nine or ten bytes: rare enough for the loop below. */
  }
#endif
  for (s = 0; s < 70 && p < end; s += 7) {
    uint8_t b = *p++;
    r |= (uint64_t)(b & 0x7f) << s;
    if (!(b & 0x80)) {
      *v = r;
      return p;
    }
  }
  return NULL;
}

/* Whether a tag read from `bytes` bytes is one a protobuf decoder takes:
 * a field number from 1 to 2^29-1, in at most five bytes (protobuf-c
 * refuses a longer tag even when its value is small). */
static inline int sl__tag_ok(uint64_t tag, size_t bytes) {
  return tag >= 8 && tag <= 0xffffffffu && bytes <= 5;
}

/* Reads the length prefix of a length-delimited field at p (before end),
 * as protobuf decoders read one: at most five bytes.  The position after
 * it with *v set, or NULL when it is cut off by end or longer. */
static inline const uint8_t *sl__len(const uint8_t *p, const uint8_t *end,
                                     uint64_t *v) {
  const uint8_t *q = sl__varint(p, end, v);
  return q && q - p <= 5 ? q : NULL;
}

/* Skips the varint at p (before end): the position after it, or NULL
 * as sl__varint.  For fields that are only stepped over, this finds the
 * end without packing the value. */
static inline const uint8_t *sl__varint_skip(const uint8_t *p,
                                             const uint8_t *end) {
  uint64_t v;
  if (SL_LIKELY(p < end && *p < 0x80)) return p + 1;
#if SL_VARINT_WORDS
  if (SL_LIKELY(end - p >= 8)) {
    uint64_t w, stops;
    memcpy(&w, p, 8);
    stops = ~w & 0x8080808080808080ull;
    if (SL_LIKELY(stops != 0)) return p + (__builtin_ctzll(stops) + 1) / 8;
  }
#endif
  return sl__varint(p, end, &v);
}

/* When the field at q (before end) has the one-byte tag `tag`: the
 * position after it, a varint field stepped over (sl__tag_varint) or a
 * length-delimited one with its bytes in *body and *len (sl__tag_bytes);
 * q itself when the tag differs; NULL when the field is cut off or runs
 * past end.  For readers that expect fields in a known order. */
static inline const uint8_t *sl__tag_varint(const uint8_t *q,
                                            const uint8_t *end,
                                            uint8_t tag) {
  if (q >= end || *q != tag) return q;
  return sl__varint_skip(q + 1, end);
}

static inline const uint8_t *sl__tag_bytes(const uint8_t *q,
                                           const uint8_t *end, uint8_t tag,
                                           const uint8_t **body,
                                           size_t *len) {
  uint64_t n;
  if (q >= end || *q != tag) return q;
  q = sl__len(q + 1, end, &n);
  if (!q || n > (uint64_t)(end - q)) return NULL;
  *body = q;
  *len = (size_t)n;
  return q + n;
}

#endif

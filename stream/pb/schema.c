/* The one validator of wire bytes against the schema.  See schema.h. */
#include "stream/pb/schema.h"

#include "stream/common.h"
#include "stream/pb/varint.h"

/* Levels of nesting checked; a message deeper than that is accepted
 * unread (a node's messages go five deep). */
#define NEST_MAX 9

/* A device name must read as text: the serialized message that the wrong
 * reading of a sample would see here starts with a control byte. */
static int looks_like_name(const uint8_t *p, size_t n) {
  size_t i;
  for (i = 0; i < n; i++)
    if (p[i] < 0x20 || p[i] == 0x7f) return 0;
  return 1;
}

/* The action for a field of message m, as strictness has it: an unknown
 * field of StepStats or DeviceStepStats is refused (in a sample, it says
 * the bytes are not this message), and a node's nested messages are not
 * looked into (their damage is reported later, with the node's place). */
static unsigned strict_action(int m, uint64_t tag) {
  unsigned x = tag < (32 << 3) ? sl__schema[m][tag >> 3] : 0;
  unsigned a = sl__schema_action(x, tag);
  if (x == 0 && (m == M_STEP || m == M_DEV)) return SL_A_BAD;
  if (m == M_NODE && a >= SL_A_SUB) return SL_A_LEN;
  return a;
}

int sl__schema_check(int m, const uint8_t *p, size_t n, unsigned flags,
                     uint64_t *bad_at) {
  struct {
    const uint8_t *end;
    int m, cut;
  } up[NEST_MAX];
  const uint8_t *q = p, *end = p + n;
  int depth = 0, strict = (flags & SL_CHECK_STRICT) != 0;
  /* A cut level runs to the end of a sample that was cut short: a field
   * that runs past it is taken as far as it goes, and the check ends
   * there (what follows lies beyond the sample).  The top level is one
   * when the sample may be cut; a nested message is one when it runs
   * past the sample's end. */
  int cut = (flags & SL_CHECK_CUT) != 0;
  *bad_at = 0;
  for (;;) {
    while (q < end) {
      const uint8_t *start = q, *r;
      uint64_t tag, len;
      unsigned a;
      if (SL_LIKELY(*q < 0x80) && !strict && m != M_DEV) {
        a = sl__schema_tag1[m][*q++];
      } else {
        if (SL_UNLIKELY(!(r = sl__varint(q, end, &tag)))) goto varint;
        if (SL_UNLIKELY(!sl__tag_ok(tag, (size_t)(r - q)))) goto bad;
        q = r;
        a = strict ? strict_action(m, tag)
                   : sl__schema_action(
                         tag < (32 << 3) ? sl__schema[m][tag >> 3] : 0, tag);
        if (strict && m == M_DEV && tag == (1 << 3 | 2)) {
          /* A device name must read as text, as far as it goes. */
          if (!(r = sl__len(q, end, &len))) goto varint;
          q = r;
          if (len > (uint64_t)(end - q)) {
            if (!cut) goto bad;
            if (!looks_like_name(q, (size_t)(end - q))) goto bad;
            return 1;
          }
          if (!looks_like_name(q, (size_t)len)) goto bad;
          q += len;
          continue;
        }
      }
      switch (a) {
      case SL_A_BAD:
        goto bad;
      case SL_A_VAR:
        if (SL_UNLIKELY(!(r = sl__varint_skip(q, end)))) goto varint;
        q = r;
        break;
      case SL_A_F64:
      case SL_A_F32:
        if (SL_UNLIKELY((size_t)(end - q) < (a == SL_A_F64 ? 8u : 4u)))
          goto bad;
        q += a == SL_A_F64 ? 8 : 4;
        break;
      default: {
        int runs_past;
        if (SL_UNLIKELY(!(r = sl__len(q, end, &len)))) goto varint;
        q = r;
        runs_past = len > (uint64_t)(end - q);
        if (SL_UNLIKELY(runs_past)) {
          if (!cut) goto bad;
          if (a < SL_A_SUB || depth + 1 >= NEST_MAX) return 1;
          len = (uint64_t)(end - q);
        }
        if (a == SL_A_PACKED) {
          /* Whole varints, as a decoder unpacks them (a sample cut short
           * may cut the last). */
          const uint8_t *e = q + len;
          while (q < e) {
            if (!(r = sl__varint_skip(q, e))) {
              if (runs_past && e - q < 10) return 1;
              goto bad;
            }
            q = r;
          }
          break;
        }
        if (a >= SL_A_SUB && depth + 1 < NEST_MAX) {
          /* Into the nested message; its end is where the level above
           * goes on. */
          up[depth].end = end;
          up[depth].m = m;
          up[depth].cut = cut;
          depth++;
          m = (int)(a - SL_A_SUB);
          end = q + len;
          cut = runs_past;
          continue;
        }
        q += len;
        break;
      }
      }
      continue;
    varint: {
      /* Cut off by the end of a cut sample: what there is fits.  Longer
       * than ten bytes (a length prefix than five), or cut off where the
       * bytes really end: no. */
      uint64_t v;
      if (cut && end - q < 10 && !sl__varint(q, end, &v)) return 1;
    }
    bad:
      *bad_at = (uint64_t)(start - p);
      return 0;
    }
    /* A level that ran to a cut sample's end ends the check. */
    if (depth == 0 || cut) return 1;
    depth--;
    end = up[depth].end;
    m = up[depth].m;
    cut = up[depth].cut;
  }
}

int sl__schema_fits(const uint8_t *p, size_t n, sl_format_t f,
                    uint64_t *bad_at) {
  return sl__schema_check(f == SL_FORMAT_RUNMETA ? M_RUNMETA : M_STEP, p, n,
                          SL_CHECK_STRICT | SL_CHECK_CUT, bad_at);
}

int sl__node_check(const uint8_t *p, size_t n, uint64_t *bad_at) {
  return sl__schema_check(M_NODE, p, n, 0, bad_at);
}

/* Straight paths for the messages under every output (tensor
 * description, shape, dimensions, allocation): their fields in the order
 * TensorFlow writes them, a tag byte each, then whatever else there is —
 * another order, unknown or repeated fields — through the general loop from
 * there (fields are checked one by one, so the rest of a message checks
 * as a message of its own).  Each returns 1, or 0 with *bad where
 * the general loop would put it, relative to p. */
static int rest(int m, const uint8_t *p, const uint8_t *q, const uint8_t *end,
                uint64_t *bad) {
  uint64_t b;
  if (q == end || sl__schema_check(m, q, (size_t)(end - q), 0, &b)) return 1;
  *bad = (uint64_t)(q - p) + b;
  return 0;
}

/* A nested message at `body` (a field of the message at p) failed at b. */
static int inner(const uint8_t *p, const uint8_t *body, uint64_t b,
                 uint64_t *bad) {
  *bad = (uint64_t)(body - p) + b;
  return 0;
}

static int fast_allocdesc(const uint8_t *p, size_t n, uint64_t *bad) {
  static const uint8_t tags[] = {1 << 3, 2 << 3, 4 << 3, 5 << 3, 6 << 3};
  const uint8_t *q = p, *end = p + n, *r, *b;
  size_t len, i;
  for (i = 0; i < 2; i++) {
    if (!(r = sl__tag_varint(q, end, tags[i]))) goto bad;
    q = r;
  }
  if (!(r = sl__tag_bytes(q, end, 3 << 3 | 2, &b, &len))) goto bad;
  q = r;
  for (i = 2; i < sizeof tags; i++) {
    if (!(r = sl__tag_varint(q, end, tags[i]))) goto bad;
    q = r;
  }
  return rest(M_ALLOCDESC, p, q, end, bad);
bad:
  *bad = (uint64_t)(q - p);
  return 0;
}

static int fast_dim(const uint8_t *p, size_t n, uint64_t *bad) {
  const uint8_t *q = p, *end = p + n, *r, *b;
  size_t len;
  if (!(r = sl__tag_varint(q, end, 1 << 3))) goto bad;
  q = r;
  if (!(r = sl__tag_bytes(q, end, 2 << 3 | 2, &b, &len))) goto bad;
  q = r;
  return rest(M_DIM, p, q, end, bad);
bad:
  *bad = (uint64_t)(q - p);
  return 0;
}

static int fast_shape(const uint8_t *p, size_t n, uint64_t *bad) {
  const uint8_t *q = p, *end = p + n, *r, *b;
  size_t len;
  uint64_t b2;
  while ((r = sl__tag_bytes(q, end, 2 << 3 | 2, &b, &len)) != q) {
    if (!r) goto bad;
    if (!fast_dim(b, len, &b2)) return inner(p, b, b2, bad);
    q = r;
  }
  if (!(r = sl__tag_varint(q, end, 3 << 3))) goto bad;
  q = r;
  return rest(M_SHAPE, p, q, end, bad);
bad:
  *bad = (uint64_t)(q - p);
  return 0;
}

static int fast_tensordesc(const uint8_t *p, size_t n, uint64_t *bad) {
  const uint8_t *q = p, *end = p + n, *r, *b;
  size_t len;
  uint64_t b2;
  if (!(r = sl__tag_varint(q, end, 1 << 3))) goto bad;
  q = r;
  if (!(r = sl__tag_bytes(q, end, 2 << 3 | 2, &b, &len))) goto bad;
  if (r != q && !fast_shape(b, len, &b2)) return inner(p, b, b2, bad);
  q = r;
  if (!(r = sl__tag_bytes(q, end, 4 << 3 | 2, &b, &len))) goto bad;
  if (r != q && !fast_allocdesc(b, len, &b2)) return inner(p, b, b2, bad);
  q = r;
  return rest(M_TENSORDESC, p, q, end, bad);
bad:
  *bad = (uint64_t)(q - p);
  return 0;
}

static int fast_output(const uint8_t *p, size_t n, uint64_t *bad) {
  const uint8_t *q = p, *end = p + n, *r, *b;
  size_t len;
  uint64_t b2;
  if (!(r = sl__tag_varint(q, end, 1 << 3))) goto bad;
  q = r;
  if (!(r = sl__tag_bytes(q, end, 3 << 3 | 2, &b, &len))) goto bad;
  if (r != q && !fast_tensordesc(b, len, &b2)) return inner(p, b, b2, bad);
  q = r;
  return rest(M_OUTPUT, p, q, end, bad);
bad:
  *bad = (uint64_t)(q - p);
  return 0;
}

static int fast_allocrec(const uint8_t *p, size_t n, uint64_t *bad) {
  const uint8_t *q = p, *end = p + n, *r;
  if (!(r = sl__tag_varint(q, end, 1 << 3))) goto bad;
  q = r;
  if (!(r = sl__tag_varint(q, end, 2 << 3))) goto bad;
  q = r;
  return rest(M_ALLOCREC, p, q, end, bad);
bad:
  *bad = (uint64_t)(q - p);
  return 0;
}

/* A memory entry (AllocatorMemoryUsed): the name, four counts, then its
 * allocation records, most of a step's memory bytes. */
static int fast_memused(const uint8_t *p, size_t n, uint64_t *bad) {
  static const uint8_t counts[] = {2 << 3, 3 << 3, 4 << 3, 5 << 3};
  const uint8_t *q = p, *end = p + n, *r, *b;
  size_t len, i;
  uint64_t b2;
  if (!(r = sl__tag_bytes(q, end, 1 << 3 | 2, &b, &len))) goto bad;
  q = r;
  for (i = 0; i < sizeof counts; i++) {
    if (!(r = sl__tag_varint(q, end, counts[i]))) goto bad;
    q = r;
  }
  while ((r = sl__tag_bytes(q, end, 6 << 3 | 2, &b, &len)) != q) {
    if (!r) goto bad;
    if (!fast_allocrec(b, len, &b2)) return inner(p, b, b2, bad);
    q = r;
  }
  return rest(M_MEMUSED, p, q, end, bad);
bad:
  *bad = (uint64_t)(q - p);
  return 0;
}

int sl__schema_nested(unsigned e, const uint8_t *p, size_t n,
                      uint64_t *bad_at) {
  int m;
  *bad_at = 0;
  if ((e >> 2) == 0 || (int)(e >> 2) - 1 >= M_ANY) return 1;
  m = (int)(e >> 2) - 1;
  /* Every output and memory entry of every node comes here: their usual
   * layout goes the straight way. */
  if (m == M_OUTPUT) return fast_output(p, n, bad_at);
  if (m == M_MEMUSED) return fast_memused(p, n, bad_at);
  return sl__schema_check(m, p, n, 0, bad_at);
}

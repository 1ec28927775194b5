/* Schema validation of wire bytes.  See schema.h. */
#include "schema.h"

#include <pthread.h>

#include "common.h"
#include "varint.h"

/* The messages' fields as a table (see schema.h): a lookup instead of a
 * switch per field, since every field of every node goes through here. */
#define V 1
#define L 2
#define E 3
#define S(m) ((uint8_t)(((m) + 1) << 2 | L))
const uint8_t sl__schema[M_ANY][32] = {
    [M_RUNMETA] = {[1] = S(M_STEP), [2] = L, [3] = L, [4] = L, [5] = L},
    [M_STEP] = {[1] = S(M_DEV)},
    [M_DEV] = {[1] = L, [2] = S(M_NODE), [3] = L},
    [M_NODE] = {[1] = L, [2] = V, [3] = V, [4] = V, [5] = V,
                [6] = S(M_MEMUSED), [7] = S(M_OUTPUT), [8] = L, [9] = V,
                [10] = V, [11] = S(M_ALLOCDESC), [12] = S(M_MEMSTATS),
                [13] = V, [14] = V, [15] = V, [16] = V, [17] = V},
    [M_MEMUSED] = {[1] = L, [2] = V, [3] = V, [4] = V, [5] = V,
                   [6] = S(M_ALLOCREC)},
    [M_ALLOCREC] = {[1] = V, [2] = V},
    [M_OUTPUT] = {[1] = V, [3] = S(M_TENSORDESC)},
    [M_TENSORDESC] = {[1] = V, [2] = S(M_SHAPE), [4] = S(M_ALLOCDESC)},
    [M_SHAPE] = {[2] = S(M_DIM), [3] = V},
    [M_DIM] = {[1] = V, [2] = L},
    [M_ALLOCDESC] = {[1] = V, [2] = V, [3] = L, [4] = V, [5] = V, [6] = V},
    [M_MEMSTATS] = {[1] = V, [2] = V, [3] = V, [4] = V, [5] = E, [6] = E},
};
#undef V
#undef L
#undef E
#undef S

/* The entry of field f of message m (0: unknown). */
static inline unsigned entry(int m, uint64_t f) {
  return f < 32 ? sl__schema[m][f] : 0;
}

/* Reads a varint at *i: 1, or 0 when the sample ends inside it, or -1
 * when it is longer than ten bytes. */
static inline int rd_varint(const uint8_t *p, size_t n, size_t *i,
                            uint64_t *v) {
  const uint8_t *q = sl__varint(p + *i, p + n, v);
  size_t k;
  if (SL_LIKELY(q != NULL)) {
    *i = (size_t)(q - p);
    return 1;
  }
  for (k = *i; k < n && k - *i < 10; k++)
    if (!(p[k] & 0x80)) break;
  return k - *i >= 10 ? -1 : 0;
}

/* A device name must read as text: the serialized message that the wrong
 * interpretation would see here starts with a control byte. */
static int looks_like_name(const uint8_t *p, size_t n) {
  size_t i;
  for (i = 0; i < n; i++)
    if (p[i] < 0x20 || p[i] == 0x7f) return 0;
  return 1;
}

/* A varint that runs to the end of the bytes: accepted when they are a
 * sample cut short (the rest exists), else refused at the field's start
 * (it was returned as a failure with the offset left unset, and a caller
 * one level up added that unset value to its own). */
static inline int cut_off(int cut, size_t start, uint64_t *bad) {
  if (!cut) *bad = start;
  return cut;
}

/* Validates [p, p+n) as message m.  `cut` says the bytes beyond n exist
 * but were not sampled, so a field running past n is accepted.  Returns 1
 * or 0 with *bad set (offset relative to p). */
static int fits(const uint8_t *p, size_t n, int cut, int strict, int m,
                int depth, uint64_t *bad) {
  size_t i = 0;
  if (m == M_ANY || depth > 8) return 1;
  while (i < n) {
    size_t start = i;
    uint64_t tag, len;
    unsigned e;
    int sub, want, r = rd_varint(p, n, &i, &tag);
    if (r == 0) return cut_off(cut, start, bad);
    if (r < 0) { *bad = start; return 0; }
    e = entry(m, tag >> 3);
    switch (e & 3) {
    case 0: want = -1; break;
    case 1: want = 0; break;
    case 2: want = 2; break;
    default: want = (tag & 7) == 2 ? 2 : 0; break;
    }
    sub = (int)(e >> 2) - 1;
    /* Field number 0 is no field at all, whatever its wire type (it was
     * let through with a fixed-size one, which the readers that take the
     * fields then rejected). */
    if (tag >> 3 == 0) {
      *bad = start;
      return 0;
    }
    /* Strictness matters only at the levels that tell the formats apart;
     * elsewhere unknown fields are normal protobuf evolution. */
    if (want == -1 && !(strict && (m == M_STEP || m == M_DEV))) {
      /* An unknown field: any well-formed wire type is accepted. */
      switch (tag & 7) {
      case 0: want = 0; break;
      case 2: want = 2; break;
      case 1:
      case 5:
        if ((tag & 7) == 1 ? n - i < 8 : n - i < 4) {
          *bad = start;
          return 0;
        }
        i += (tag & 7) == 1 ? 8 : 4;
        continue;
      default: break;
      }
    }
    if (want < 0 || (int)(tag & 7) != want) {
      *bad = start;
      return 0;
    }
    /* Detection stops at the node level: deeper damage is reported later
     * with the node's device and index. */
    if (strict && m == M_NODE) sub = -1;
    if (want == 0) {
      r = rd_varint(p, n, &i, &len);
      if (r == 0) return cut_off(cut, start, bad);
      if (r < 0) { *bad = start; return 0; }
      continue;
    }
    r = rd_varint(p, n, &i, &len);
    if (r == 0) return cut_off(cut, start, bad);
    if (r < 0) { *bad = start; return 0; }
    if (len > n - i) {
      if (!cut) { *bad = start; return 0; }
      /* The field runs past the sample: check what we have of it. */
      if (m == M_DEV && (tag >> 3) == 1 && !looks_like_name(p + i, n - i)) {
        *bad = start;
        return 0;
      }
      if (sub >= 0) {
        uint64_t b2;
        if (!fits(p + i, n - i, 1, strict, sub, depth + 1, &b2)) {
          *bad = i + b2;
          return 0;
        }
      }
      return 1;
    }
    if (m == M_DEV && (tag >> 3) == 1 && !looks_like_name(p + i, len)) {
      *bad = start;
      return 0;
    }
    if (sub >= 0) {
      uint64_t b2;
      if (!fits(p + i, (size_t)len, 0, strict, sub, depth + 1, &b2)) {
        *bad = i + b2;
        return 0;
      }
    }
    i += (size_t)len;
  }
  return 1;
}

int sl__schema_fits(const uint8_t *sample, size_t n, uint64_t total,
                    sl_format_t f, uint64_t *bad_at) {
  *bad_at = 0;
  /* The sample is always read as possibly cut short: a truncated input is
   * still recognised by what it has, and the walker later reports exactly
   * where it ends. */
  (void)total;
  return fits(sample, n, 1, 1,
              f == SL_FORMAT_RUNMETA ? M_RUNMETA : M_STEP, 0, bad_at);
}

int sl__node_check(const uint8_t *p, size_t n, uint64_t *bad_at) {
  *bad_at = 0;
  return fits(p, n, 0, 0, M_NODE, 0, bad_at);
}

/* The levels the nested check keeps: a node's messages go four deep
 * (output, tensor description, shape, dimension); past this many, like
 * fits() past depth 8, a message is accepted unread. */
#define NEST_MAX 8

/* What the nested check does with a field of message m that has tag
 * `tag` (field number and wire type), as fits() decides it (lenient, not
 * cut short): refuse it, step over it, or go into the message nested in
 * it (A_SUB + that message). */
enum { A_BAD, A_VAR, A_F64, A_F32, A_LEN, A_SUB };

static unsigned action(int m, uint64_t tag) {
  unsigned x = tag < (32 << 3) ? sl__schema[m][tag >> 3] : 0;
  if (tag < 8) return A_BAD; /* field number 0 */
  switch (tag & 7) {
  case 0: return (x & 3) == 2 ? A_BAD : A_VAR;
  case 1: return x ? A_BAD : A_F64;
  case 5: return x ? A_BAD : A_F32;
  case 2:
    if (x != 0 && !(x & 2)) return A_BAD;
    return (x >> 2) ? A_SUB + (x >> 2) - 1 : A_LEN;
  default: return A_BAD;
  }
}

/* The actions of one-byte tags (fields 1-15), per message: a field is
 * then one table load instead of a tag varint, a schema lookup and the
 * wire-type rules.  Built once from sl__schema by action(). */
static uint8_t one_byte[M_ANY][128];
static pthread_once_t one_byte_once = PTHREAD_ONCE_INIT;

static void one_byte_build(void) {
  int m;
  unsigned b;
  for (m = 0; m < M_ANY; m++)
    for (b = 0; b < 128; b++) one_byte[m][b] = (uint8_t)action(m, b);
}

/* The levels the nested check keeps: a node's messages go four deep
 * (output, tensor description, shape, dimension); past this many, like
 * fits() past depth 8, a message is accepted unread. */
#define NEST_MAX 8

/* What fits() decides for a message nested in a node (not cut short, not
 * strict), in one loop with its own stack of levels instead of a call
 * per message: every output of every node comes through here, and the
 * calls' entry and exit were most of the check's cost. */
static int check_loop(int m, const uint8_t *p, size_t n, uint64_t *bad_at) {
  struct {
    const uint8_t *end;
    int m;
  } up[NEST_MAX];
  const uint8_t *q = p, *end = p + n;
  int depth = 0;
  pthread_once(&one_byte_once, one_byte_build);
  for (;;) {
    while (q < end) {
      const uint8_t *start = q;
      uint64_t len;
      unsigned a;
      if (SL_LIKELY(*q < 0x80)) {
        a = one_byte[m][*q++];
      } else {
        uint64_t tag;
        q = sl__varint(q, end, &tag);
        if (SL_UNLIKELY(!q)) goto bad;
        a = action(m, tag);
      }
      switch (a) {
      case A_BAD:
        goto bad;
      case A_VAR:
        q = sl__varint_skip(q, end);
        if (SL_UNLIKELY(!q)) goto bad;
        break;
      case A_F64:
      case A_F32:
        if (SL_UNLIKELY((size_t)(end - q) < (a == A_F64 ? 8u : 4u)))
          goto bad;
        q += a == A_F64 ? 8 : 4;
        break;
      default:
        q = sl__varint(q, end, &len);
        if (SL_UNLIKELY(!q || len > (uint64_t)(end - q))) goto bad;
        if (a >= A_SUB && depth + 1 < NEST_MAX) {
          /* Into the nested message; its end is where the level above
           * goes on. */
          up[depth].end = end;
          up[depth].m = m;
          depth++;
          m = (int)(a - A_SUB);
          end = q + len;
          continue;
        }
        q += len;
        break;
      }
      continue;
    bad:
      *bad_at = (uint64_t)(start - p);
      return 0;
    }
    if (depth == 0) return 1;
    depth--;
    end = up[depth].end;
    m = up[depth].m;
  }
}

/* Straight paths for the messages under every output (tensor
 * description, shape, dimensions, allocation): their fields in the order
 * TensorFlow writes them, a tag byte each, then whatever else there is —
 * another order, unknown or repeated fields — through check_loop from
 * there (fields are checked one by one, so the rest of a message checks
 * as a message of its own).  Each returns 1, or 0 with *bad where
 * check_loop would put it, relative to p. */
static int rest(int m, const uint8_t *p, const uint8_t *q, const uint8_t *end,
                uint64_t *bad) {
  uint64_t b;
  if (q == end || check_loop(m, q, (size_t)(end - q), &b)) return 1;
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
  return check_loop(m, p, n, bad_at);
}

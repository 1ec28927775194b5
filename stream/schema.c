/* Schema validation of wire bytes.  See schema.h. */
#include "schema.h"

#include "common.h"

enum {
  M_RUNMETA, M_STEP, M_DEV, M_NODE, M_MEMUSED, M_ALLOCREC, M_OUTPUT,
  M_TENSORDESC, M_SHAPE, M_DIM, M_ALLOCDESC, M_MEMSTATS, M_ANY
};

/* Allowed wire type of field f in message m, or -1 when the field is not
 * part of the schema; *sub receives the nested message to validate.
 * Repeated scalars (MemoryStats 5 and 6) may be packed (2) or not (0). */
static int field_type(int m, uint32_t f, int *sub) {
  *sub = -1;
  switch (m) {
  case M_MEMUSED:
    if (f == 1) return 2;
    if (f >= 2 && f <= 5) return 0;
    if (f == 6) { *sub = M_ALLOCREC; return 2; }
    return -1;
  case M_ALLOCREC:
    return (f == 1 || f == 2) ? 0 : -1;
  case M_OUTPUT:
    if (f == 1) return 0;
    if (f == 3) { *sub = M_TENSORDESC; return 2; }
    return -1;
  case M_TENSORDESC:
    if (f == 1) return 0;
    if (f == 2) { *sub = M_SHAPE; return 2; }
    if (f == 4) { *sub = M_ALLOCDESC; return 2; }
    return -1;
  case M_SHAPE:
    if (f == 2) { *sub = M_DIM; return 2; }
    return f == 3 ? 0 : -1;
  case M_DIM:
    return f == 1 ? 0 : f == 2 ? 2 : -1;
  case M_ALLOCDESC:
    if (f == 3) return 2;
    return (f >= 1 && f <= 6) ? 0 : -1;
  case M_MEMSTATS:
    if (f >= 1 && f <= 4) return 0;
    return (f == 5 || f == 6) ? 3 : -1;  /* 3: varint or packed */
  case M_RUNMETA:
    if (f == 1) { *sub = M_STEP; return 2; }
    return (f >= 2 && f <= 5) ? 2 : -1;
  case M_STEP:
    if (f == 1) { *sub = M_DEV; return 2; }
    return -1;
  case M_DEV:
    if (f == 1) return 2;
    if (f == 2) { *sub = M_NODE; return 2; }
    return f == 3 ? 2 : -1;
  case M_NODE:
    if (f == 6) { *sub = M_MEMUSED; return 2; }
    if (f == 7) { *sub = M_OUTPUT; return 2; }
    if (f == 11) { *sub = M_ALLOCDESC; return 2; }
    if (f == 12) { *sub = M_MEMSTATS; return 2; }
    if (f == 1 || f == 8) return 2;
    if ((f >= 2 && f <= 5) || f == 9 || f == 10 || (f >= 13 && f <= 17))
      return 0;
    return -1;
  default:
    return -2;
  }
}

static inline int rd_varint(const uint8_t *p, size_t n, size_t *i,
                            uint64_t *v) {
  uint64_t r = 0;
  int s = 0;
  /* Nearly every tag and length is one byte. */
  if (SL_LIKELY(*i < n && p[*i] < 0x80)) {
    *v = p[(*i)++];
    return 1;
  }
  while (*i < n && s < 70) {
    uint8_t b = p[(*i)++];
    r |= (uint64_t)(b & 0x7f) << s;
    if (!(b & 0x80)) {
      *v = r;
      return 1;
    }
    s += 7;
  }
  return *i >= n ? 0 : -1;  /* 0: sample ended, -1: too long */
}

/* A device name must read as text: the serialized message that the wrong
 * interpretation would see here starts with a control byte. */
static int looks_like_name(const uint8_t *p, size_t n) {
  size_t i;
  for (i = 0; i < n; i++)
    if (p[i] < 0x20 || p[i] == 0x7f) return 0;
  return 1;
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
    int sub, want, r = rd_varint(p, n, &i, &tag);
    if (r == 0) return cut;
    if (r < 0) { *bad = start; return 0; }
    want = field_type(m, (uint32_t)(tag >> 3), &sub);
    if (want == 3) want = (tag & 7) == 2 ? 2 : 0;
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
    if (tag >> 3 == 0 || want < 0 || (int)(tag & 7) != want) {
      *bad = start;
      return 0;
    }
    /* Detection stops at the node level: deeper damage is reported later
     * with the node's device and index. */
    if (strict && m == M_NODE) sub = -1;
    if (want == 0) {
      r = rd_varint(p, n, &i, &len);
      if (r == 0) return cut;
      if (r < 0) { *bad = start; return 0; }
      continue;
    }
    r = rd_varint(p, n, &i, &len);
    if (r == 0) return cut;
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


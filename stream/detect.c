/* Schema validation of an input sample.  See detect.h. */
#include "detect.h"

#include "common.h"

enum { M_RUNMETA, M_STEP, M_DEV, M_NODE, M_ANY };

/* Allowed wire type of field f in message m, or -1 when the field is not
 * part of the schema; *sub receives the nested message to validate. */
static int field_type(int m, uint32_t f, int *sub) {
  *sub = -1;
  switch (m) {
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
    if (f == 1 || f == 6 || f == 7 || f == 8 || f == 11 || f == 12) return 2;
    if ((f >= 2 && f <= 5) || f == 9 || f == 10 || (f >= 13 && f <= 17))
      return 0;
    return -1;
  default:
    return -2;
  }
}

static int rd_varint(const uint8_t *p, size_t n, size_t *i, uint64_t *v) {
  uint64_t r = 0;
  int s = 0;
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
static int fits(const uint8_t *p, size_t n, int cut, int m, int depth,
                uint64_t *bad) {
  size_t i = 0;
  if (m == M_ANY || depth > 4) return 1;
  while (i < n) {
    size_t start = i;
    uint64_t tag, len;
    int sub, want, r = rd_varint(p, n, &i, &tag);
    if (r == 0) return cut;
    if (r < 0) { *bad = start; return 0; }
    want = field_type(m, (uint32_t)(tag >> 3), &sub);
    if (tag >> 3 == 0 || want == -1 || (int)(tag & 7) != want) {
      *bad = start;
      return 0;
    }
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
        if (!fits(p + i, n - i, 1, sub, depth + 1, &b2)) {
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
      if (!fits(p + i, (size_t)len, 0, sub, depth + 1, &b2)) {
        *bad = i + b2;
        return 0;
      }
    }
    i += (size_t)len;
  }
  return 1;
}

int sl__detect_fits(const uint8_t *sample, size_t n, uint64_t total,
                    sl_format_t f, uint64_t *bad_at) {
  *bad_at = 0;
  /* The sample is always read as possibly cut short: a truncated input is
   * still recognised by what it has, and the walker later reports exactly
   * where it ends. */
  (void)total;
  return fits(sample, n, 1,
              f == SL_FORMAT_RUNMETA ? M_RUNMETA : M_STEP, 0, bad_at);
}

int sl__detect(const uint8_t *sample, size_t n, uint64_t total,
               sl_error_t *err) {
  uint64_t bad_rm = 0, bad_ss = 0;
  int rm = sl__detect_fits(sample, n, total, SL_FORMAT_RUNMETA, &bad_rm);
  int ss = sl__detect_fits(sample, n, total, SL_FORMAT_STEPSTATS, &bad_ss);
  /* Both fit only when there is nothing to tell them apart (an empty
   * input, or no device names); then both read the same. */
  if (rm) return SL_FORMAT_RUNMETA;
  if (ss) return SL_FORMAT_STEPSTATS;
  return sl__err(err, SL_EDETECT, bad_rm > bad_ss ? bad_rm : bad_ss,
                 "expected a binary StepStats or RunMetadata; the data "
                 "stops fitting either at this byte");
}

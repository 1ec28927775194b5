/* Input format detection.  See detect.h. */
#include "detect.h"

#include "common.h"
#include "crc32c.h"
#include "schema.h"
#include "varint.h"

int sl__detect(const uint8_t *sample, size_t n, uint64_t total,
               sl_error_t *err) {
  uint64_t bad_rm = 0, bad_ss = 0;
  int rm = sl__schema_fits(sample, n, total, SL_FORMAT_RUNMETA, &bad_rm);
  int ss = sl__schema_fits(sample, n, total, SL_FORMAT_STEPSTATS, &bad_ss);
  /* Both fit only when there is nothing to tell them apart (an empty
   * input, or no device names); then both read the same. */
  if (rm) return SL_FORMAT_RUNMETA;
  if (ss) return SL_FORMAT_STEPSTATS;
  return sl__err(err, SL_EDETECT, bad_rm > bad_ss ? bad_rm : bad_ss,
                 "expected a binary StepStats or RunMetadata; the data "
                 "stops fitting either at this byte");
}

int sl__is_tfrecord(const uint8_t *p, size_t n) {
  uint32_t stored;
  if (n < 12) return 0;
  stored = (uint32_t)p[8] | (uint32_t)p[9] << 8 | (uint32_t)p[10] << 16 |
           (uint32_t)p[11] << 24;
  return sl__crc32c_mask(sl__crc32c(0, p, 8)) == stored;
}

/* The record at p[0..n) of a delimited stream with `total` bytes left:
 * the format of its message, or a negative code with *bad_at set. */
static int delimited_record(const uint8_t *p, size_t n, uint64_t total,
                            uint64_t *bad_at, size_t *rec_end) {
  uint64_t len, bad = 0;
  const uint8_t *q = sl__varint(p, p + n, &len);
  size_t k = q ? (size_t)(q - p) : 0, have;
  int rm, ss;
  *bad_at = 0;
  if (k == 0 || len > total - k) return SL_EFORMAT;
  have = n - k < len ? n - k : (size_t)len;
  rm = sl__schema_fits(p + k, have, len, SL_FORMAT_RUNMETA, &bad);
  if (!rm) *bad_at = k + bad;
  ss = sl__schema_fits(p + k, have, len, SL_FORMAT_STEPSTATS, &bad);
  if (!ss && k + bad > *bad_at) *bad_at = k + bad;
  *rec_end = k + have;
  if (rm) return SL_FORMAT_RUNMETA;
  if (ss) return SL_FORMAT_STEPSTATS;
  return SL_EFORMAT;
}

int sl__detect_delimited(const uint8_t *p, size_t n, uint64_t total,
                         sl_error_t *err) {
  uint64_t bad;
  size_t end;
  int f = delimited_record(p, n, total, &bad, &end);
  if (f < 0)
    return sl__err(err, SL_EFORMAT, bad,
                   "expected a length-delimited RunMetadata or StepStats "
                   "record (--input-format=delimited); the data stops "
                   "fitting one at this byte");
  return f;
}

int sl__detect_any(const uint8_t *p, size_t n, uint64_t total,
                   sl_format_t *inner, sl_error_t *err) {
  uint64_t bad_rm = 0, bad_ss = 0, bad_dl = 0, bad2;
  size_t end, end2;
  int f;
  if (sl__is_tfrecord(p, n)) return SL_FORMAT_TFEVENTS;
  if (sl__schema_fits(p, n, total, SL_FORMAT_RUNMETA, &bad_rm))
    return SL_FORMAT_RUNMETA;
  if (sl__schema_fits(p, n, total, SL_FORMAT_STEPSTATS, &bad_ss))
    return SL_FORMAT_STEPSTATS;
  f = delimited_record(p, n, total, &bad_dl, &end);
  if (f >= 0) {
    /* A second record, when the sample reaches it, must fit too. */
    if (end < n && (uint64_t)end < total) {
      int g = delimited_record(p + end, n - end, total - end, &bad2, &end2);
      if (g != f) {
        f = SL_EFORMAT;
        bad_dl = end + bad2;
      }
    }
    if (f >= 0) {
      *inner = (sl_format_t)f;
      return SL_FORMAT_DELIMITED;
    }
  }
  {
    uint64_t bad = bad_rm > bad_ss ? bad_rm : bad_ss;
    if (bad_dl > bad) bad = bad_dl;
    return sl__err(err, SL_EDETECT, bad,
                   "expected a StepStats, a RunMetadata, a length-delimited "
                   "log of them or a TensorBoard events file; the data "
                   "stops fitting any of them at this byte");
  }
}

/* Input format detection.  See detect.h. */
#include "detect.h"

#include "common.h"
#include "schema.h"

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

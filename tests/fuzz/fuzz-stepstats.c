/* Raw StepStats / RunMetadata: byte 0 chooses the options (and, in its
 * top bit, which of the two the rest is read as). */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n);
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) {
  sl_options_t o;
  if (n < 1) return 0;
  fz_options(&o, d[0]);
  o.format = (d[0] & 0x80) ? SL_FORMAT_RUNMETA : SL_FORMAT_STEPSTATS;
  o.min_duration = 0;
  fz_run(tbuf_file(d + 1, n - 1), n - 1, &o, d[0] & 0x10);
  return 0;
}

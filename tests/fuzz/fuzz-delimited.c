/* Length-delimited logs of RunMetadata or StepStats records. */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n);
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) {
  sl_options_t o;
  if (n < 1) return 0;
  fz_options(&o, d[0]);
  o.format = SL_FORMAT_DELIMITED;
  if (d[0] & 0x20) o.steps = "1,last";
  o.pretty = 0;
  fz_run(tbuf_file(d + 1, n - 1), n - 1, &o, d[0] & 0x01);
  return 0;
}

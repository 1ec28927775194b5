/* The whole conversion, input bytes to JSON bytes, with the format
 * detected: every output must parse as JSON (jansson), every failure be
 * one line with an offset. */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n);
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) {
  sl_options_t o;
  if (n < 1) return 0;
  fz_options(&o, d[0]);
  if (d[0] & 0x20) o.steps = "0,2-3";
  fz_run(tbuf_file(d + 1, n - 1), n - 1, &o, (d[0] & 0x18) == 0x18);
  return 0;
}

/* Partial results (stats, mem and steps --partial) read by the merge.  After the options
 * byte the bytes are one partial; it is merged alone, with itself (bit 0:
 * the second copy's processes taken, as a later rank's), as a row per
 * input (bit 1), and written as JSON or a table (bit 2).  Every run must
 * pass the contract of fuzz.h: 0 or one error line at an offset, JSON
 * output that parses, nothing unsafe. */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n);
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) {
  sl_merge_options_t mo;
  const char *paths[2];
  tbuf_t out = {0};
  sl_error_t e;
  int rc;
  (void)fz_options; /* the merge takes no sl_options_t */
  if (n < 1) return 0;
  paths[0] = paths[1] = tbuf_file(d + 1, n - 1);
  memset(&mo, 0, sizeof mo);
  mo.format = d[0] & 4 ? SL_REPORT_TABLE : SL_REPORT_JSON;
  mo.by = d[0] & 2 ? "rank" : NULL;
  memset(&e, 0, sizeof e);
  rc = sl_merge_paths(paths, d[0] & 1 ? 2 : 1, &mo, tbuf_sink, &out, &e);
  fz_check_error(rc, &e, n - 1);
  /* Each merge writes JSON lines (stats: one document on one). */
  if (rc == 0 && mo.format == SL_REPORT_JSON) fz_check_json(&out, 1);
  free(out.p);
  return 0;
}

/* XSpace (.xplane.pb) input.  After the options byte the bytes are the
 * profile; they are read with --input-format=xspace, so damage anywhere
 * reaches the reader instead of being turned away by detection.  Each
 * input is converted (with and without --show-memory and dataflow, as the
 * options byte says) and given to the three reports; every run must pass
 * the contract of fuzz.h: 0 or one error line at an offset, output that
 * parses as JSON, nothing unsafe. */
#include "fuzz.h"

static void run_reports(const char *path, size_t n, const sl_options_t *o) {
  const char *paths[1];
  sl_stats_options_t so;
  sl_mem_options_t mo;
  tbuf_t out = {0};
  sl_error_t e;
  int rc, grew;
  paths[0] = path;
  memset(&so, 0, sizeof so);
  so.format = SL_REPORT_JSON;
  memset(&e, 0, sizeof e);
  rc = sl_xspace_stats(paths, 1, o, &so, tbuf_sink, &out, &e);
  fz_check_error(rc, &e, n);
  if (rc == 0) fz_check_json(&out, 0);
  out.n = 0;
  memset(&e, 0, sizeof e);
  rc = sl_xspace_steps(paths, 1, o, 1, tbuf_sink, &out, &e);
  fz_check_error(rc, &e, n);
  if (rc == 0) fz_check_json(&out, 1);
  out.n = 0;
  memset(&e, 0, sizeof e);
  memset(&mo, 0, sizeof mo);
  rc = sl_xspace_mem(paths, 1, o, &mo, 1, tbuf_sink, &out, &grew, &e);
  fz_check_error(rc, &e, n);
  if (rc == 0) fz_check_json(&out, 1);
  free(out.p);
}

int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n);
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) {
  sl_options_t o;
  const char *path;
  tbuf_t out = {0};
  sl_error_t e;
  int rc;
  if (n < 1) return 0;
  fz_options(&o, d[0]);
  /* What XSpace defines: dataflow, memory, layout. */
  o.op_time = SL_OP_TIME_SCHEDULE;
  o.min_duration = 0;
  o.skip_corrupt = 0;
  o.format = SL_FORMAT_XSPACE;
  path = tbuf_file(d + 1, n - 1);
  memset(&e, 0, sizeof e);
  rc = sl_convert_path(path, &o, tbuf_sink, &out, &e);
  fz_check_error(rc, &e, n - 1);
  fz_check_json(&out, 0);
  free(out.p);
  if (d[0] & 0x40) run_reports(path, n - 1, &o);
  return 0;
}

/* Chrome trace JSON input (PyTorch's profiler).  After the options byte
 * the bytes are the trace, read with --input-format=json so damage
 * anywhere reaches the reader.  Each input is converted to both formats
 * and, with bit 6 of the options byte, given to stats (every report it
 * fills), steps and mem (per step); every run must pass the contract of fuzz.h: 0 or
 * one error line at an offset, output that parses as JSON, nothing
 * unsafe. */
#include "fuzz.h"
#include "stepline/events.h"

static void run_reports(const char *path, size_t n, const sl_options_t *o) {
  sl_gpu_stats_options_t gso;
  sl_mem_options_t mo;
  tbuf_t out = {0};
  sl_error_t e;
  int rc, grew;
  memset(&gso, 0, sizeof gso);
  gso.format = SL_REPORT_JSON;
  memset(&e, 0, sizeof e);
  rc = sl_input_stats(&path, 1, o, NULL, &gso, tbuf_sink, &out, &e);
  fz_check_error(rc, &e, n);
  if (rc == 0) fz_check_json(&out, 0);
  out.n = 0;
  memset(&e, 0, sizeof e);
  rc = sl_input_steps(&path, 1, o, 1, tbuf_sink, &out, &e);
  fz_check_error(rc, &e, n);
  if (rc == 0) fz_check_json(&out, 1);
  out.n = 0;
  memset(&e, 0, sizeof e);
  memset(&mo, 0, sizeof mo);
  mo.format = SL_REPORT_JSON;
  mo.per_step = 1;
  rc = sl_input_mem(&path, 1, o, &mo, 0, tbuf_sink, &out, &grew, &e);
  fz_check_error(rc, &e, n);
  if (rc == 0) fz_check_json(&out, 0);
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
  /* What Chrome trace JSON defines: dataflow, layout, --min-duration. */
  fz_options(&o, d[0]);
  o.show_memory = 0;
  o.op_time = SL_OP_TIME_SCHEDULE;
  o.skip_corrupt = 0;
  o.format = SL_FORMAT_JSON;
  path = tbuf_file(d + 1, n - 1);
  memset(&e, 0, sizeof e);
  rc = sl_convert_paths(&path, 1, &o, tbuf_sink, &out, &e);
  fz_check_error(rc, &e, n - 1);
  fz_check_json(&out, 0);
  out.n = 0;
  o.trace_format = SL_TRACE_PERFETTO;
  memset(&e, 0, sizeof e);
  rc = sl_convert_paths(&path, 1, &o, tbuf_sink, &out, &e);
  fz_check_error(rc, &e, n - 1);
  free(out.p);
  o.trace_format = SL_TRACE_CHROME;
  if (d[0] & 0x40) run_reports(path, n - 1, &o);
  return 0;
}

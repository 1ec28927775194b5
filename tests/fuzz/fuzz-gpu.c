/* GPU profile databases (Nsight Systems, nvprof SQLite).  After the
 * options byte the bytes are the database, opened read-only from a file.
 * Mutations reach SQLite's own checks (a damaged header or page) and,
 * more often, the values stepline reads: NULLs, negative durations, huge
 * ids, text that is not UTF-8, ids without strings.  Each input is
 * converted (Chrome JSON or Perfetto's format, with or without arrows)
 * and given to stats (every report) and mem; every run must return 0 or
 * one error line, and write JSON that parses. */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n);
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) {
  sl_options_t o;
  sl_gpu_stats_options_t so;
  const char *path;
  tbuf_t out = {0};
  sl_error_t e;
  int rc, grew;
  if (n < 1) return 0;
  /* The options TF input shares with databases: arrows and layout. */
  fz_options(&o, d[0]);
  o.show_memory = 0;
  o.op_time = SL_OP_TIME_SCHEDULE;
  o.min_duration = 0;
  o.trace_format = d[0] & 4 ? SL_TRACE_PERFETTO : SL_TRACE_CHROME;
  path = tbuf_file(d + 1, n - 1);
  memset(&e, 0, sizeof e);
  rc = sl_convert_path(path, &o, tbuf_sink, &out, &e);
  fz_check_error(rc, &e, n - 1);
  if (o.trace_format == SL_TRACE_CHROME) fz_check_json(&out, 0);
  if (d[0] & 0x40) {
    memset(&so, 0, sizeof so);
    so.reports = "kernels,api,gpu-mem,nvtx,nvtx-kernels";
    so.by = d[0] & 8 ? "op,device" : NULL;
    so.format = SL_REPORT_JSON;
    out.n = 0;
    memset(&e, 0, sizeof e);
    rc = sl_gpu_stats(path, &so, tbuf_sink, &out, &e);
    fz_check_error(rc, &e, n - 1);
    if (rc == 0) fz_check_json(&out, 0);
    out.n = 0;
    memset(&e, 0, sizeof e);
    rc = sl_gpu_mem(path, NULL, 1, tbuf_sink, &out, &grew, &e);
    fz_check_error(rc, &e, n - 1);
    if (rc == 0) fz_check_json(&out, 0);
  }
  free(out.p);
  return 0;
}

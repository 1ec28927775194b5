/* Whole-input drivers.  See trace.h. */
#include "trace.h"

#include <stdlib.h>

#include "../stream/common.h"
#include "../stream/detect.h"
#include "../stream/schema.h"
#include "convert.h"
#include "json.h"

#define SAMPLE ((size_t)1 << 20)

int sl__open_input(sl_source_t *src, const char *path,
                   const sl_options_t *opt, sl_top_t *top, sl_error_t *err) {
  uint8_t *sample;
  int64_t n;
  int rc, f;
  sl__err_clear(err);
  rc = sl__source_open(src, path, opt->spool_memory, err);
  if (rc != 0) {
    sl__source_close(src);
    return rc;
  }
  sample = malloc(SAMPLE);
  if (!sample) {
    sl__source_close(src);
    return sl__err(err, SL_ENOMEM, 0, "out of memory");
  }
  n = sl__source_peek(src, 0, sample, SAMPLE);
  if (n < 0) {
    free(sample);
    sl__source_close(src);
    return sl__err(err, (int)n, 0, "cannot read: %s", sl_strerror((int)n));
  }
  if (opt->format == SL_FORMAT_AUTO) {
    f = sl__detect(sample, (size_t)n, src->size, err);
  } else {
    uint64_t bad;
    f = opt->format;
    if (!sl__schema_fits(sample, (size_t)n, src->size, opt->format, &bad))
      f = sl__err(err, SL_EFORMAT, bad,
                  "expected a binary %s (--input-format=%s); the data stops "
                  "fitting one at this byte",
                  opt->format == SL_FORMAT_RUNMETA ? "RunMetadata"
                                                   : "StepStats",
                  sl_format_name(opt->format));
  }
  free(sample);
  if (f < 0) {
    sl__source_close(src);
    return f;
  }
  *top = f == SL_FORMAT_RUNMETA ? SL_TOP_RUNMETA : SL_TOP_STEPSTATS;
  return 0;
}

int sl_convert_path(const char *path, const sl_options_t *opt,
                    sl_sink_fn sink, void *sink_ud, sl_error_t *err) {
  sl_source_t src;
  sl_json_t w;
  sl_step_job_t job;
  sl_top_t top;
  int rc = sl__open_input(&src, path, opt, &top, err);
  if (rc != 0) return rc;
  if (sl__json_init(&w, SL_JSON_BUFSIZE, opt->pretty, sink, sink_ud)) {
    sl__source_close(&src);
    return sl__err(err, SL_ENOMEM, 0, "out of memory");
  }
  sl__json_obj_begin(&w);
  SL_JSON_KEY(&w, "traceEvents");
  sl__json_arr_begin(&w);
  job.src = &src;
  job.off = 0;
  job.len = src.size;
  job.top = top;
  job.opt = opt;
  job.w = &w;
  job.maxima = NULL;
  job.maxima_ud = NULL;
  job.record = -1;
  rc = sl__convert_step(&job, err);
  if (rc == 0) {
    sl__json_arr_end(&w);
    sl__json_obj_end(&w);
    sl__json_raw(&w, "\n", 1);
    rc = sl__json_flush(&w);
    if (rc != 0)
      sl__err(err, rc, src.size, "cannot write the output: %s",
              sl_strerror(rc));
  }
  sl__json_close(&w);
  sl__source_close(&src);
  return rc;
}

int sl_maxima_path(const char *path, const sl_options_t *opt,
                   sl_maxima_fn fn, void *ud, sl_error_t *err) {
  sl_source_t src;
  sl_step_job_t job;
  sl_top_t top;
  int rc = sl__open_input(&src, path, opt, &top, err);
  if (rc != 0) return rc;
  job.src = &src;
  job.off = 0;
  job.len = src.size;
  job.top = top;
  job.opt = opt;
  job.w = NULL;
  job.maxima = fn;
  job.maxima_ud = ud;
  job.record = -1;
  rc = sl__convert_step(&job, err);
  sl__source_close(&src);
  return rc;
}

int sl_maxima_write_json(const sl_alloc_max_t *m, size_t n, sl_sink_fn sink,
                         void *ud) {
  sl_json_t w;
  size_t i, j;
  int rc;
  if (sl__json_init(&w, 0, 0, sink, ud) != 0) return SL_ENOMEM;
#define RAW(lit) sl__json_raw(&w, (lit), sizeof(lit) - 1)
  /* The writer stays at the top level, where it places no commas, and
   * the separators are Python's json.dumps defaults (", " and ": "). */
  RAW("{");
  for (i = 0; i < n; i++) {
    if (i) RAW(", ");
    sl__json_str(&w, (const uint8_t *)m[i].allocator, m[i].allocator_len);
    RAW(": {\"timestamp\": ");
    sl__json_int(&w, m[i].timestamp);
    RAW(", \"num_bytes\": ");
    sl__json_int(&w, m[i].num_bytes);
    RAW(", \"tensors\": [");
    for (j = 0; j < m[i].n_tensors; j++) {
      if (j) RAW(", ");
      sl__json_str(&w, (const uint8_t *)m[i].tensors[j],
                   m[i].tensor_lens[j]);
    }
    RAW("]}");
  }
  RAW("}\n");
#undef RAW
  rc = sl__json_flush(&w);
  sl__json_close(&w);
  return rc;
}

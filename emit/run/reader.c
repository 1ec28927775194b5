/* The public push reader: a conversion fed bytes as they arrive.  See
 * sl_reader_new() in stepline.h. */
#include <stdlib.h>
#include <string.h>

#include "emit/run/trace.h"
#include "stream/common.h"

struct sl_reader_s {
  sl_run_t run;
  sl_picker_t pk;
  sl_trace_t *trace;
  sl_logpush_t *lp;
  sl_error_t *err;
  int failed;
};

static int take(void *ud, sl_step_ref_t *ref) {
  sl_reader_t *r = ud;
  return sl__trace_step(r->trace, ref, NULL, NULL, 0);
}

int sl_reader_new(const sl_options_t *opt, sl_sink_fn sink, void *sink_ud,
                  sl_reader_t **out, sl_error_t *err) {
  sl_reader_t *r = calloc(1, sizeof *r);
  int rc;
  sl__err_clear(err);
  *out = NULL;
  if (!r) return sl__err(err, SL_ENOMEM, 0, "out of memory");
  r->err = err;
  rc = sl__run_init(&r->run, opt, 1, err);
  if (rc == 0) rc = sl__picker_init(&r->pk, &r->run, take, r);
  if (rc == 0 && sl__trace_new(&r->trace, &r->run, SL_TRACE_OBJECT, sink,
                               sink_ud) != 0)
    rc = sl__err(err, SL_ENOMEM, 0, "out of memory");
  if (rc == 0)
    rc = sl__logpush_new(&r->lp, "<input>", opt, 0, sl__picker_step, &r->pk,
                         err);
  if (rc) {
    sl_reader_free(r);
    return rc;
  }
  r->run.figures.file = "<input>";
  *out = r;
  return 0;
}

int sl_reader_feed(sl_reader_t *r, const void *buf, size_t n) {
  int rc;
  if (r->failed) return sl__err(r->err, SL_EUSAGE, 0, "the reader failed");
  rc = sl__logpush_feed(r->lp, buf, n);
  if (rc) {
    r->failed = 1;
    (void)sl__trace_end(r->trace, 0);
  }
  return rc;
}

int sl_reader_finish(sl_reader_t *r) {
  int rc;
  if (r->failed) return sl__err(r->err, SL_EUSAGE, 0, "the reader failed");
  rc = sl__logpush_finish(r->lp);
  if (rc == 0) rc = sl__picker_end(&r->pk);
  if (rc == 0 && sl__trace_steps(r->trace) == 0)
    rc = sl__err(r->err, SL_EFORMAT, 0,
                 "no step to convert: the input holds no step stats%s",
                 r->run.opt->steps ? " that --steps selects" : "");
  if (rc == 0) rc = sl__trace_end(r->trace, 1);
  else (void)sl__trace_end(r->trace, 0);
  if (rc == 0) sl__run_report(&r->run, 1);
  r->failed = rc != 0;
  return rc;
}

void sl_reader_free(sl_reader_t *r) {
  if (!r) return;
  sl__logpush_free(r->lp);
  sl__trace_free(r->trace);
  sl__picker_close(&r->pk);
  sl__run_close(&r->run);
  free(r);
}

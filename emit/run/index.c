/* The drivers of `steps` (the steps of an input, without decoding their
 * nodes) and `mem --json` (each step's allocator maxima). */
#include <string.h>

#include "emit/run/run.h"
#include "stream/common.h"

typedef struct index_s {
  sl_run_t *run;
  sl_steps_fn fn;
  void *ud;
  sl_step_info_t info;
} index_t;

static int ix_device_end(void *ud, uint32_t dev, uint32_t nodes) {
  index_t *x = ud;
  (void)dev;
  x->info.devices++;
  x->info.nodes += nodes;
  return 0;
}

static int index_take(void *ud, sl_step_ref_t *ref) {
  index_t *x = ud;
  sl_walker_cb_t cb;
  int rc;
  memset(&cb, 0, sizeof cb);
  sl__info_of(ref, &x->info);
  cb.ud = x;
  cb.device_end = ix_device_end;
  /* Node bodies are stepped over, only counted. */
  rc = sl__run_walk_bytes(x->run, ref, &cb);
  if (rc != 0) return rc;
  return x->fn(x->ud, &x->info);
}

int sl_steps_path(const char *path, const sl_options_t *opt, sl_steps_fn fn,
                  void *ud, sl_error_t *err) {
  index_t x;
  memset(&x, 0, sizeof x);
  x.fn = fn;
  x.ud = ud;
  return sl__each_step(path, opt, index_take, &x, &x.run, err);
}

typedef struct maxima_s {
  sl_run_t *run;
  sl_memory_out_t mem;
} maxima_t;

static int maxima_take(void *ud, sl_step_ref_t *ref) {
  maxima_t *m = ud;
  return sl__run_step(m->run, ref, NULL, &m->mem, NULL, 0, NULL, NULL);
}

int sl_maxima_path(const char *path, const sl_options_t *opt,
                   sl_maxima_fn fn, void *ud, sl_error_t *err) {
  maxima_t m;
  memset(&m, 0, sizeof m);
  m.mem.maxima = fn;
  m.mem.maxima_ud = ud;
  return sl__each_step(path, opt, maxima_take, &m, &m.run, err);
}

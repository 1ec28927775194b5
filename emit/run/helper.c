/* The run's second thread.  See helper.h. */
#include "emit/run/helper.h"

#include <stdlib.h>

#include <uv.h>

struct sl_helper_s {
  uv_thread_t thread;
  uv_mutex_t mu;
  uv_cond_t cv;
  void (*fn)(void *arg);   /* the job posted, until it has run */
  void *arg;
  int busy, stop;
  sl_walk_t walk;
  sl_error_t err;
};

static void run(void *arg) {
  sl_helper_t *h = arg;
  uv_mutex_lock(&h->mu);
  for (;;) {
    while (!h->busy && !h->stop) uv_cond_wait(&h->cv, &h->mu);
    if (!h->busy) break;
    uv_mutex_unlock(&h->mu);
    h->fn(h->arg);
    uv_mutex_lock(&h->mu);
    h->busy = 0;
    uv_cond_broadcast(&h->cv);
  }
  uv_mutex_unlock(&h->mu);
  /* The walk's memory is freed on the thread that used it. */
  sl__walk_close(&h->walk);
}

int sl__helper_new(sl_helper_t **out) {
  sl_helper_t *h = calloc(1, sizeof *h);
  *out = NULL;
  if (!h) return SL_ENOMEM;
  sl__walk_init(&h->walk, &h->err);
  if (uv_mutex_init(&h->mu) != 0) goto fail_mu;
  if (uv_cond_init(&h->cv) != 0) goto fail_cv;
  if (uv_thread_create(&h->thread, run, h) != 0) goto fail_thread;
  *out = h;
  return 0;
fail_thread:
  uv_cond_destroy(&h->cv);
fail_cv:
  uv_mutex_destroy(&h->mu);
fail_mu:
  sl__walk_close(&h->walk);
  free(h);
  return SL_ENOMEM;
}

void sl__helper_post(sl_helper_t *h, void (*fn)(void *arg), void *arg) {
  uv_mutex_lock(&h->mu);
  h->fn = fn;
  h->arg = arg;
  h->busy = 1;
  uv_cond_broadcast(&h->cv);
  uv_mutex_unlock(&h->mu);
}

void sl__helper_wait(sl_helper_t *h) {
  uv_mutex_lock(&h->mu);
  while (h->busy) uv_cond_wait(&h->cv, &h->mu);
  uv_mutex_unlock(&h->mu);
}

sl_walk_t *sl__helper_walk(sl_helper_t *h) { return &h->walk; }

sl_error_t *sl__helper_err(sl_helper_t *h) { return &h->err; }

void sl__helper_free(sl_helper_t *h) {
  if (!h) return;
  uv_mutex_lock(&h->mu);
  h->stop = 1;
  uv_cond_broadcast(&h->cv);
  uv_mutex_unlock(&h->mu);
  uv_thread_join(&h->thread);
  uv_cond_destroy(&h->cv);
  uv_mutex_destroy(&h->mu);
  free(h);
}

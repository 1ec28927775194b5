/* Buffered output on a writer thread.  See writer.h. */
#include "emit/write/writer.h"

#include <stdlib.h>
#include <string.h>

#include <uv.h>

#include "stream/common.h"
#include "stream/io/source.h"

#define NBUF 2

struct sl_writer_s {
  int fd;
  uv_thread_t thread;
  uv_mutex_t mu;
  uv_cond_t cv;
  uint8_t *buf[NBUF];
  size_t len[NBUF], cap[NBUF];
  int full[NBUF];   /* handed to the thread, not yet written */
  int nfull;
  int next;         /* buffer the producer fills next        */
  int stop;
  int rc;           /* first write error                    */
  int64_t at;       /* next pwrite offset; -1: write(2) on   */
};

static void run(void *arg) {
  sl_writer_t *w = arg;
  int i = 0;
  uv_mutex_lock(&w->mu);
  for (;;) {
    while (!w->full[i] && !w->stop) uv_cond_wait(&w->cv, &w->mu);
    if (!w->full[i]) break;  /* stopping, and no bytes left */
    uv_mutex_unlock(&w->mu);
    {
      /* `at` is the thread's own while buffers are full: seek() waits
       * for them to be written before it moves it.  After an error,
       * buffers are dropped unwritten. */
      int rc = 0;
      if (!w->rc)
        rc = w->at < 0 ? sl__write_all(w->fd, w->buf[i], w->len[i])
                       : sl__pwrite_all(w->fd, w->buf[i], w->len[i],
                                        (uint64_t)w->at);
      if (rc == 0 && w->at >= 0) w->at += (int64_t)w->len[i];
      uv_mutex_lock(&w->mu);
      if (rc && !w->rc) w->rc = rc;
    }
    w->full[i] = 0;
    w->nfull--;
    uv_cond_broadcast(&w->cv);
    i = (i + 1) % NBUF;
  }
  uv_mutex_unlock(&w->mu);
}

static sl_writer_t *writer_new(int fd, int64_t at) {
  sl_writer_t *w = calloc(1, sizeof *w);
  if (!w) return NULL;
  w->fd = fd;
  w->at = at;
  if (uv_mutex_init(&w->mu) != 0) goto fail_mu;
  if (uv_cond_init(&w->cv) != 0) goto fail_cv;
  if (uv_thread_create(&w->thread, run, w) != 0) goto fail_thread;
  return w;
fail_thread:
  uv_cond_destroy(&w->cv);
fail_cv:
  uv_mutex_destroy(&w->mu);
fail_mu:
  free(w);
  return NULL;
}

sl_writer_t *sl_writer_new(int fd) { return writer_new(fd, -1); }

sl_writer_t *sl__writer_new_at(int fd, uint64_t at) {
  return writer_new(fd, (int64_t)at);
}

int sl_writer_sink(void *ud, const void *p, size_t n) {
  sl_writer_t *w = ud;
  int i = w->next, rc;
  uv_mutex_lock(&w->mu);
  while (w->full[i] && !w->rc) uv_cond_wait(&w->cv, &w->mu);
  rc = w->rc;
  uv_mutex_unlock(&w->mu);
  if (rc) return rc;
  /* Only this thread touches a buffer that is not full. */
  if (n > w->cap[i]) {
    size_t cap = w->cap[i];
    uint8_t *nb;
    if (sl__grow_cap(&cap, n, 1) != 0 || !(nb = realloc(w->buf[i], cap)))
      return SL_ENOMEM;
    w->buf[i] = nb;
    w->cap[i] = cap;
  }
  memcpy(w->buf[i], p, n);
  w->len[i] = n;
  uv_mutex_lock(&w->mu);
  w->full[i] = 1;
  w->nfull++;
  uv_cond_broadcast(&w->cv);
  uv_mutex_unlock(&w->mu);
  w->next = (i + 1) % NBUF;
  return 0;
}

int sl__writer_drain(sl_writer_t *w) {
  int rc;
  uv_mutex_lock(&w->mu);
  while (w->nfull && !w->rc) uv_cond_wait(&w->cv, &w->mu);
  rc = w->rc;
  uv_mutex_unlock(&w->mu);
  return rc;
}

int sl__writer_seek(sl_writer_t *w, uint64_t at) {
  int rc;
  /* Unlike drain, this waits out a buffer the thread still holds after
   * an error: `at` is only moved once both are back. */
  uv_mutex_lock(&w->mu);
  while (w->nfull) uv_cond_wait(&w->cv, &w->mu);
  if (w->at >= 0) w->at = (int64_t)at;
  rc = w->rc;
  uv_mutex_unlock(&w->mu);
  return rc;
}

int sl_writer_free(sl_writer_t *w) {
  int rc, i;
  if (!w) return 0;
  uv_mutex_lock(&w->mu);
  w->stop = 1;
  uv_cond_broadcast(&w->cv);
  uv_mutex_unlock(&w->mu);
  uv_thread_join(&w->thread);
  rc = w->rc;
  uv_cond_destroy(&w->cv);
  uv_mutex_destroy(&w->mu);
  for (i = 0; i < NBUF; i++) free(w->buf[i]);
  free(w);
  return rc;
}

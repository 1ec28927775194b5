/* Double-buffered output on a writer thread.  See writer.h. */
#include "writer.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <uv.h>

#include "arena.h"
#include "common.h"
#include "pagecache.h"

struct sl_writer_s {
  int fd;
  uv_thread_t thread;
  uv_mutex_t mu;
  uv_cond_t cv;
  uint8_t *buf[2];
  size_t len[2], cap[2];
  int full[2];   /* handed to the thread, not yet written */
  int next;      /* buffer the producer fills next        */
  int stop;
  int rc;        /* first write error                    */
  int64_t at;    /* next pwrite offset; -1: write(2) on   */
  int positioned; /* made with at >= 0 (never changes)    */
  /* Page-cache release (sl__writer_release): write-back was started
   * below `kicked` and is wanted below `kick_to`; pages below `dropped`
   * were let go, those below `drop_to` are to be.  Page-aligned. */
  uint64_t kicked, kick_to, dropped, drop_to;
};

/* Release works in steps this long, so a buffer handed over meanwhile
 * waits for one step at most (a multiple of SL_DROP_ALIGN). */
#define RELEASE_STEP SL_DROP_ALIGN

/* All of [p, p+n): at the descriptor's offset when at < 0, else by
 * position from `at`. */
static int put_all(int fd, const void *p, size_t n, int64_t at) {
  const char *c = p;
  while (n > 0) {
    ssize_t k = at < 0 ? write(fd, c, n) : pwrite(fd, c, n, (off_t)at);
    if (k < 0) {
      if (errno == EINTR) continue;
      return -errno;
    }
    c += k;
    n -= (size_t)k;
    if (at >= 0) at += k;
  }
  return 0;
}

int sl__write_all(int fd, const uint8_t *p, size_t n) {
  return put_all(fd, p, n, -1);
}

int sl__pwrite_all(int fd, const void *p, size_t n, uint64_t at) {
  return put_all(fd, p, n, (int64_t)at);
}

static int release_due(const sl_writer_t *w) {
  return w->dropped < w->drop_to || w->kicked < w->kick_to;
}

/* One step of the release, with the mutex held (released around the
 * system calls).  Dropping first: its pages had a whole step's time to
 * reach the disk, and writing them out again (WAIT_BEFORE, WRITE,
 * WAIT_AFTER) finds them clean, or makes them so, before the page cache
 * lets them go; then the next pages are sent on their way without
 * waiting.  Both are hints: errors change nothing written. */
static void release_step(sl_writer_t *w) {
  int drop = w->dropped < w->drop_to;
  uint64_t a = drop ? w->dropped : w->kicked;
  uint64_t z = drop ? w->drop_to : w->kick_to;
  /* Pieces end on multiples of RELEASE_STEP, and a drop starts at the
   * one below where the last ended: the page cache keeps a file in
   * folios of up to 2 MiB, aligned to their size, and lets a folio go
   * only when the range holds all of it.  One that straddled the end of
   * the last drop (or of a piece) stayed; this one covers it. */
  uint64_t base = a & ~(RELEASE_STEP - 1);
  if (z > base + RELEASE_STEP) z = base + RELEASE_STEP;
  if (drop) {
    w->dropped = z;
    a = base;
  } else {
    w->kicked = z;
  }
  uv_mutex_unlock(&w->mu);
  if (drop) sl__pages_drop(w->fd, a, z);
  else sl__pages_kick(w->fd, a, z);
  uv_mutex_lock(&w->mu);
}

static void run(void *arg) {
  sl_writer_t *w = arg;
  int i = 0;
  uv_mutex_lock(&w->mu);
  for (;;) {
    while (!w->full[i] && !w->stop && !release_due(w))
      uv_cond_wait(&w->cv, &w->mu);
    /* Buffers go first: a step's bytes are what someone waits for.  A
     * release still due when the writer stops is let be. */
    if (!w->full[i]) {
      if (w->stop) break;  /* stopping and no bytes left */
      release_step(w);
      continue;
    }
    uv_mutex_unlock(&w->mu);
    {
      /* `at` is the thread's own while buffers are full: seek() waits
       * for them to be written before it moves it. */
      int rc = 0;
      /* After an error, buffers are dropped unwritten. */
      if (!w->rc) rc = put_all(w->fd, w->buf[i], w->len[i], w->at);
      if (rc == 0 && w->at >= 0) w->at += (int64_t)w->len[i];
      uv_mutex_lock(&w->mu);
      if (rc && !w->rc) w->rc = rc;
    }
    w->full[i] = 0;
    uv_cond_broadcast(&w->cv);
    i = 1 - i;
  }
  uv_mutex_unlock(&w->mu);
}

sl_writer_t *sl_writer_new(int fd) { return sl__writer_new_at(fd, -1); }

sl_writer_t *sl__writer_new_at(int fd, int64_t at) {
  sl_writer_t *w = calloc(1, sizeof *w);
  if (!w) return NULL;
  w->fd = fd;
  w->at = at;
  w->positioned = at >= 0;
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
  uv_cond_broadcast(&w->cv);
  uv_mutex_unlock(&w->mu);
  w->next = 1 - i;
  return 0;
}

int sl__writer_drain(sl_writer_t *w) {
  int rc;
  uv_mutex_lock(&w->mu);
  while ((w->full[0] || w->full[1]) && !w->rc) uv_cond_wait(&w->cv, &w->mu);
  rc = w->rc;
  uv_mutex_unlock(&w->mu);
  return rc;
}

int sl__writer_seek(sl_writer_t *w, uint64_t at) {
  int rc;
  /* Unlike drain, this waits out a buffer the thread still holds after
   * an error: `at` is only moved once both are back. */
  uv_mutex_lock(&w->mu);
  while (w->full[0] || w->full[1]) uv_cond_wait(&w->cv, &w->mu);
  if (w->at >= 0) w->at = (int64_t)at;
  rc = w->rc;
  uv_mutex_unlock(&w->mu);
  return rc;
}

void sl__writer_release(sl_writer_t *w, uint64_t upto) {
  uint64_t to = SL_PAGE_DOWN(upto);
  uv_mutex_lock(&w->mu);
  if (w->positioned && to > w->kick_to) {
    w->drop_to = w->kick_to;
    w->kick_to = to;
    uv_cond_broadcast(&w->cv);
  }
  uv_mutex_unlock(&w->mu);
}

int sl_writer_free(sl_writer_t *w) {
  int rc;
  if (!w) return 0;
  uv_mutex_lock(&w->mu);
  w->stop = 1;
  uv_cond_broadcast(&w->cv);
  uv_mutex_unlock(&w->mu);
  uv_thread_join(&w->thread);
  rc = w->rc;
  uv_cond_destroy(&w->cv);
  uv_mutex_destroy(&w->mu);
  free(w->buf[0]);
  free(w->buf[1]);
  free(w);
  return rc;
}

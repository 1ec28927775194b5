/* follow --window's steps: see window.h. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "emit/run/window.h"
#include "stream/common.h"
#include "stream/io/source.h"

void sl__window_init(sl_window_t *w) {
  memset(w, 0, sizeof *w);
  w->fd = -1;
}

int sl__window_open(sl_window_t *w, size_t n, sl_error_t *err) {
  w->fd = sl__spool_tmpfile();
  if (w->fd < 0)
    return sl__err(err, SL_EOUTPUT, 0, "cannot create the window's spool "
                   "file in $TMPDIR or /tmp: %s", sl_strerror(w->fd));
  w->ring = calloc(n, sizeof *w->ring);
  if (!w->ring) return sl__err(err, SL_ENOMEM, 0, "out of memory");
  w->cap = n;
  return 0;
}

void sl__window_clear(sl_window_t *w) {
  w->n = w->head = 0;
  w->seq = 0;
  w->len = 0;
  if (w->fd >= 0 && ftruncate(w->fd, 0) != 0) { /* reused as it is */ }
}

void sl__window_close(sl_window_t *w) {
  if (w->fd >= 0) close(w->fd);
  free(w->ring);
  sl__window_init(w);
}

/* The spool only grows; once it holds much more than the window, the
 * window's steps are copied to its start. */
static int compact(sl_window_t *w, sl_error_t *err) {
  uint64_t live = 0, at = 0;
  size_t i;
  for (i = 0; i < w->n; i++) live += w->ring[i].len;
  if (w->len <= 4 * live) return 0;
  for (i = 0; i < w->n; i++) {
    sl_wstep_t *x = &w->ring[(w->head + i) % w->cap];
    uint8_t buf[65536];
    uint64_t k;
    for (k = 0; k < x->len; k += sizeof buf) {
      size_t m = x->len - k < sizeof buf ? (size_t)(x->len - k) : sizeof buf;
      if (pread(w->fd, buf, m, (off_t)(x->off + k)) != (ssize_t)m ||
          sl__pwrite_all(w->fd, buf, m, at + k) != 0)
        return sl__err(err, SL_EOUTPUT, 0, "cannot compact the spool file");
    }
    x->off = at;
    at += x->len;
  }
  w->len = at;
  return 0;
}

int sl__window_keep(sl_window_t *w, const sl_step_ref_t *ref, int damaged,
                    sl_error_t *err) {
  size_t slot;
  sl_wstep_t *e;
  int rc;
  if (ref->src->fd >= 0 || !ref->src->mem)
    return sl__err(err, SL_EFORMAT, 0, "internal: a followed step is not "
                   "in memory");
  if (w->n == w->cap && w->len > ((uint64_t)64 << 20) &&
      (rc = compact(w, err)) != 0)
    return rc;
  rc = damaged ? 0 : sl__pwrite_all(w->fd, ref->src->mem + ref->off,
                                    (size_t)ref->len, w->len);
  if (rc)
    return sl__err(err, SL_EOUTPUT, 0, "cannot write the spool file: %s",
                   sl_strerror(rc));
  if (w->n < w->cap) {
    slot = (w->head + w->n) % w->cap;
    w->n++;
  } else {
    slot = w->head;
    w->head = (w->head + 1) % w->cap;
  }
  e = &w->ring[slot];
  e->off = w->len;
  e->len = damaged ? 0 : ref->len;
  e->damaged = damaged;
  e->ref = *ref;
  memcpy(e->tag, ref->tag, ref->tag_len);
  e->tag[ref->tag_len] = '\0';
  e->ref.tag = e->tag;
  w->len += e->len;
  w->seq++;
  return 0;
}

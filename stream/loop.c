/* Double-buffered chunk reader on libuv.  See loop.h. */
#include "loop.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "common.h"

typedef struct reader_s {
  uv_loop_t *loop;
  uv_file fd;
  int64_t next_off;     /* offset of the next read, or -1 for sequential */
  uint64_t remaining;   /* bytes still to request                        */
  uint64_t delivered;
  size_t chunk;
  uv_fs_t req[2];
  uint8_t *buf[2];
  int busy[2];
  size_t asked[2];    /* size of the read in flight in each buffer */
  int stop;             /* consumer asked to stop, or an error happened  */
  int rc;
  sl_chunk_fn fn;
  void *ud;
} reader_t;

static void on_read(uv_fs_t *req);

static int start_read(reader_t *r, int i) {
  uv_buf_t b;
  size_t want = r->chunk;
  int rc;
  if (r->remaining < want) want = (size_t)r->remaining;
  b = uv_buf_init((char *)r->buf[i], (unsigned)want);
  r->req[i].data = r;
  rc = uv_fs_read(r->loop, &r->req[i], r->fd, &b, 1, r->next_off, on_read);
  if (rc < 0) return rc;
  r->busy[i] = 1;
  r->asked[i] = want;
  if (r->next_off >= 0) r->next_off += (int64_t)want;
  /* Sequential reads may return less than asked; `remaining` is
   * corrected when the read completes. */
  if (r->remaining != SL_READ_TO_EOF) r->remaining -= want;
  return 0;
}

static void on_read(uv_fs_t *req) {
  reader_t *r = req->data;
  int i = (req == &r->req[0]) ? 0 : 1;
  ssize_t n = req->result;
  size_t asked = r->asked[i];
  uv_fs_req_cleanup(req);
  r->busy[i] = 0;
  if (r->stop) return;
  if (n < 0) {
    r->stop = 1;
    r->rc = (int)n;
    return;
  }
  if (n == 0) {
    r->stop = 1;  /* EOF */
    return;
  }
  /* A short read gives back what it did not deliver, so the next read
   * asks for it again (pipes and growing files return short reads). */
  if ((size_t)n < asked) {
    if (r->remaining != SL_READ_TO_EOF) r->remaining += asked - (size_t)n;
    if (r->next_off >= 0) r->next_off -= (int64_t)(asked - (size_t)n);
  }
  r->delivered += (uint64_t)n;
  /* Queue the next read into the other buffer before parsing this one. */
  if (r->remaining > 0 && !r->busy[1 - i]) {
    int rc = start_read(r, 1 - i);
    if (rc < 0) {
      r->stop = 1;
      r->rc = rc;
      return;
    }
  }
  {
    int rc = r->fn(r->ud, r->buf[i], (size_t)n);
    if (rc != 0) {
      r->stop = 1;
      r->rc = rc;
      return;
    }
  }
  /* Both buffers were busy when this one completed; now it is free. */
  if (r->remaining > 0 && !r->busy[1 - i] && !r->busy[i]) {
    int rc = start_read(r, i);
    if (rc < 0) {
      r->stop = 1;
      r->rc = rc;
    }
  }
}

int sl__read_range(uv_loop_t *loop, uv_file fd, int64_t off, uint64_t len,
                   size_t chunk, sl_chunk_fn fn, void *ud, uint64_t *got) {
  reader_t r;
  int rc;
  memset(&r, 0, sizeof r);
  r.loop = loop;
  r.fd = fd;
  r.next_off = off < 0 ? -1 : off;
  r.remaining = len;
  r.chunk = chunk;
  r.fn = fn;
  r.ud = ud;
  *got = 0;
  if (len == 0) return 0;
  /* A range that fits in one chunk gains nothing from reading ahead: it
   * is read here, at once, without the threadpool's hand-offs (which cost
   * more than the read itself for small steps). */
  if (off >= 0 && len <= chunk) {
    uint8_t *buf = malloc((size_t)len);
    size_t have = 0;
    if (!buf) return SL_ENOMEM;
    while (have < len) {
      ssize_t k = pread(fd, buf + have, (size_t)len - have,
                        (off_t)off + (off_t)have);
      if (k < 0 && errno == EINTR) continue;
      if (k < 0) {
        free(buf);
        return -errno;
      }
      if (k == 0) break;
      have += (size_t)k;
    }
    *got = have;
    rc = have ? fn(ud, buf, have) : 0;
    free(buf);
    return rc;
  }
  r.buf[0] = malloc(chunk);
  r.buf[1] = malloc(chunk);
  if (!r.buf[0] || !r.buf[1]) {
    free(r.buf[0]);
    free(r.buf[1]);
    return SL_ENOMEM;
  }
  rc = start_read(&r, 0);
  if (rc < 0) {
    r.rc = rc;
  } else {
    uv_run(loop, UV_RUN_DEFAULT);
  }
  free(r.buf[0]);
  free(r.buf[1]);
  *got = r.delivered;
  return r.rc;
}

/* Buffered output on a writer thread, through a ring of buffers, with
 * optional direct writes.  See writer.h. */
#define _GNU_SOURCE /* O_DIRECT, statx */
#include "writer.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <uv.h>

#include "arena.h"
#include "common.h"
#include "pagecache.h"

/* Buffers in the ring: two while every write goes into the page cache,
 * eight with direct writes.  A direct write waits for the disk, and with
 * two the converting threads waited 12-28 ms a 100k-op step for a free
 * buffer; with eight, 1-17 ms, and 0.3-9 ms once blocks went through the
 * page cache while more than half waited (docs/perf.md, eighth session).
 * Each holds one flush of the JSON writer (up to 1 MiB). */
#define NBUF 8

struct sl_writer_s {
  int fd;
  uv_thread_t thread;
  uv_mutex_t mu;
  uv_cond_t cv;
  uint8_t *buf[NBUF];
  size_t len[NBUF], cap[NBUF];
  size_t head[NBUF]; /* room before the data for the carry (direct) */
  int full[NBUF];   /* handed to the thread, not yet written */
  int nfull;        /* how many are                          */
  int nbuf;         /* buffers in use: 2, or NBUF (direct)    */
  int next;      /* buffer the producer fills next        */
  int stop;
  int rc;        /* first write error                    */
  int64_t at;    /* next pwrite offset; -1: write(2) on   */
  int positioned; /* made with at >= 0 (never changes)    */
  /* Page-cache release (sl__writer_release): write-back was started
   * below `kicked` and is wanted below `kick_to`; pages below `dropped`
   * were let go, those below `drop_to` are to be.  Page-aligned. */
  uint64_t kicked, kick_to, dropped, drop_to;
  /* Direct writes (sl__writer_direct): `dfd` is the file opened again
   * with O_DIRECT, -1 when off.  Whole blocks of `align` bytes go through
   * it; the bytes after the last whole block wait in `carry` (block
   * aligned, clen bytes: [at - clen, at)) for the next buffer, or for
   * drain, which writes them through `fd`.  `ppos` is the producer's
   * position (where its next byte goes), which places the data in a
   * buffer after room for the carry. */
  int dfd;
  int direct;
  size_t align;
  uint8_t *carry;
  size_t clen;
  uint64_t ppos;
  uint64_t sent;  /* bytes written with O_DIRECT */
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

/* Direct writes stop for good: what is in `b` from `skip` on (the carry,
 * then the data) goes through the page cache, and so will the rest.  A
 * filesystem may refuse O_DIRECT writes it accepted at open (EINVAL), or
 * a write may come back short; either way nothing is lost. */
static int direct_off(sl_writer_t *w, const uint8_t *b, size_t skip,
                      size_t total, uint64_t start) {
  uv_mutex_lock(&w->mu);
  w->direct = 0;
  uv_mutex_unlock(&w->mu);
  w->clen = 0;
  return put_all(w->fd, b + skip, total - skip, (int64_t)(start + skip));
}

/* Buffer `b` holds `head` bytes of room, then `len` bytes that go to
 * w->at.  Direct: the carry fills the room, the whole blocks go out, and
 * what follows them becomes the carry.  The blocks go with O_DIRECT
 * unless the thread is `behind` (more than half the buffers wait): then
 * through the page cache, which takes them faster than a disk slower
 * than the conversion would, and the release lets those pages go a step
 * later as it does without direct writes.  *sent counts the bytes that
 * went with O_DIRECT. */
static int put_buffer(sl_writer_t *w, uint8_t *b, size_t head, size_t len,
                      int behind, uint64_t *sent) {
  size_t total = head + len, whole, done = 0;
  uint64_t start;
  int rc;
  /* Direct, the room is the carry's length: both are the producer's
   * position modulo the block (seek sets both). */
  if (!w->direct) return put_all(w->fd, b + head, len, w->at);
  start = (uint64_t)w->at - head;
  memcpy(b, w->carry, head);
  whole = total & ~(w->align - 1);
  if (behind && whole > 0) {
    rc = put_all(w->fd, b, whole, (int64_t)start);
    if (rc) return rc;
    done = whole;
  }
  while (done < whole) {
    ssize_t k = pwrite(w->dfd, b + done, whole - done,
                       (off_t)(start + done));
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0 || ((size_t)k & (w->align - 1)) != 0)
      return direct_off(w, b, done, total, start);
    done += (size_t)k;
    *sent += (uint64_t)k;
  }
  w->clen = total - whole;
  memcpy(w->carry, b + whole, w->clen);
  return 0;
}

/* The carry's bytes into the file, through the page cache: the document
 * is complete up to w->at.  Only while the thread holds no buffer. */
static int put_carry(sl_writer_t *w) {
  if (!w->direct || w->clen == 0) return 0;
  return put_all(w->fd, w->carry, w->clen, w->at - (int64_t)w->clen);
}

static void run(void *arg) {
  sl_writer_t *w = arg;
  int i = 0, behind;
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
    behind = w->nfull > w->nbuf / 2;
    uv_mutex_unlock(&w->mu);
    {
      /* `at` is the thread's own while buffers are full: seek() waits
       * for them to be written before it moves it. */
      int rc = 0;
      uint64_t sent = 0;
      /* After an error, buffers are dropped unwritten. */
      if (!w->rc)
        rc = put_buffer(w, w->buf[i], w->head[i], w->len[i], behind, &sent);
      if (rc == 0 && w->at >= 0) w->at += (int64_t)w->len[i];
      uv_mutex_lock(&w->mu);
      if (rc && !w->rc) w->rc = rc;
      w->sent += sent;
    }
    w->full[i] = 0;
    uv_cond_broadcast(&w->cv);
    w->nfull--;
    i = (i + 1) % w->nbuf;
  }
  uv_mutex_unlock(&w->mu);
}

sl_writer_t *sl_writer_new(int fd) { return sl__writer_new_at(fd, -1); }

sl_writer_t *sl__writer_new_at(int fd, int64_t at) {
  sl_writer_t *w = calloc(1, sizeof *w);
  if (!w) return NULL;
  w->fd = fd;
  w->at = at;
  w->ppos = at >= 0 ? (uint64_t)at : 0;
  w->positioned = at >= 0;
  w->dfd = -1;
  w->nbuf = 2;
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
  int i = w->next, rc, direct;
  size_t head;
  uv_mutex_lock(&w->mu);
  while (w->full[i] && !w->rc) uv_cond_wait(&w->cv, &w->mu);
  rc = w->rc;
  direct = w->direct;
  uv_mutex_unlock(&w->mu);
  if (rc) return rc;
  /* Direct: the bytes sit in the buffer where they sit in their block,
   * after room for the carry, so whole blocks go out from aligned
   * memory without another copy. */
  head = direct ? (size_t)(w->ppos & (w->align - 1)) : 0;
  /* Only this thread touches a buffer that is not full. */
  if (w->cap[i] < head || n > w->cap[i] - head) {
    size_t cap = w->cap[i];
    uint8_t *nb;
    if (n > SIZE_MAX - head || sl__grow_cap(&cap, head + n, 1) != 0)
      return SL_ENOMEM;
    if (direct) {
      void *m;
      if (posix_memalign(&m, w->align, cap) != 0) return SL_ENOMEM;
      free(w->buf[i]);
      nb = m;
    } else if (!(nb = realloc(w->buf[i], cap))) {
      return SL_ENOMEM;
    }
    w->buf[i] = nb;
    w->cap[i] = cap;
  }
  memcpy(w->buf[i] + head, p, n);
  w->head[i] = head;
  w->len[i] = n;
  w->ppos += n;
  uv_mutex_lock(&w->mu);
  w->full[i] = 1;
  w->nfull++;
  uv_cond_broadcast(&w->cv);
  uv_mutex_unlock(&w->mu);
  w->next = (i + 1) % w->nbuf;
  return 0;
}

int sl__writer_drain(sl_writer_t *w) {
  int rc;
  uv_mutex_lock(&w->mu);
  while (w->nfull && !w->rc) uv_cond_wait(&w->cv, &w->mu);
  /* The thread holds no buffer: the carry is this side's until the
   * next one is handed over. */
  if (!w->rc) w->rc = put_carry(w);
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
  if (w->at >= 0) {
    w->at = (int64_t)at;
    w->ppos = at;
  }
  /* The carry is what the file holds before `at` in its block: every
   * byte there was written (through one descriptor or the other). */
  if (w->direct) {
    size_t n = (size_t)(at & (w->align - 1));
    ssize_t k = n ? pread(w->fd, w->carry, n, (off_t)(at - n)) : 0;
    if (k == (ssize_t)n) {
      w->clen = n;
    } else {
      w->direct = 0;
      w->clen = 0;
    }
  }
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
  int rc, i;
  if (!w) return 0;
  uv_mutex_lock(&w->mu);
  w->stop = 1;
  uv_cond_broadcast(&w->cv);
  uv_mutex_unlock(&w->mu);
  uv_thread_join(&w->thread);
  if (!w->rc) w->rc = put_carry(w);
  rc = w->rc;
  if (w->dfd >= 0) close(w->dfd);
  free(w->carry);
  uv_cond_destroy(&w->cv);
  uv_mutex_destroy(&w->mu);
  for (i = 0; i < NBUF; i++) free(w->buf[i]);
  free(w);
  return rc;
}

int sl__writer_direct_fd(sl_writer_t *w, int dfd, size_t align) {
  int ok;
  uv_mutex_lock(&w->mu);
  /* Before any bytes: buffers from realloc are not aligned. */
  ok = w->positioned && !w->direct && !w->buf[0] && align >= 512 &&
       (align & (align - 1)) == 0;
  uv_mutex_unlock(&w->mu);
  if (!ok || posix_memalign((void **)&w->carry, align, align) != 0) {
    close(dfd);
    return ok ? SL_ENOMEM : SL_EUSAGE;
  }
  uv_mutex_lock(&w->mu);
  w->dfd = dfd;
  w->align = align;
  w->direct = 1;
  w->nbuf = NBUF;
  uv_mutex_unlock(&w->mu);
  /* The carry: what the file holds before the first byte to come. */
  return sl__writer_seek(w, w->ppos);
}

int sl__writer_direct(sl_writer_t *w) {
#if defined(__linux__) && defined(O_DIRECT)
  char path[64];
  size_t align = 4096;
  int dfd;
#if defined(STATX_DIOALIGN)
  struct statx sx;
  /* The file's own alignment where the kernel tells it (6.1 on); a
   * block of 4096 bytes suits every device that takes O_DIRECT. */
  if (statx(w->fd, "", AT_EMPTY_PATH, STATX_DIOALIGN, &sx) == 0 &&
      (sx.stx_mask & STATX_DIOALIGN)) {
    if (sx.stx_dio_offset_align == 0) return SL_EUSAGE;
    if (sx.stx_dio_offset_align > align) align = sx.stx_dio_offset_align;
    if (sx.stx_dio_mem_align > align) align = sx.stx_dio_mem_align;
  }
#endif
  snprintf(path, sizeof path, "/proc/self/fd/%d", w->fd);
  dfd = open(path, O_WRONLY | O_DIRECT | O_CLOEXEC);
  if (dfd < 0) return -errno;
  return sl__writer_direct_fd(w, dfd, align);
#else
  (void)w;
  return SL_EUSAGE;
#endif
}

uint64_t sl__writer_direct_bytes(sl_writer_t *w) {
  uint64_t n;
  uv_mutex_lock(&w->mu);
  n = w->sent;
  uv_mutex_unlock(&w->mu);
  return n;
}

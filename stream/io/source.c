/* Input sources.  See source.h. */
#include "stream/io/source.h"
#include "stream/io/fmap.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "stream/common.h"

/* ---- plain I/O ------------------------------------------------------------- */

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

int sl__write_all(int fd, const void *p, size_t n) {
  return put_all(fd, p, n, -1);
}

int sl__pwrite_all(int fd, const void *p, size_t n, uint64_t at) {
  return put_all(fd, p, n, (int64_t)at);
}

int sl__read_fd(int fd, int64_t off, uint64_t len, sl_chunk_fn fn, void *ud,
                uint64_t *got) {
  size_t cap = len < SL_CHUNK ? (size_t)len : SL_CHUNK;
  uint8_t *buf;
  int rc = 0;
  *got = 0;
  if (len == 0) return 0;
  buf = malloc(cap);
  if (!buf) return SL_ENOMEM;
  while (*got < len) {
    size_t want = len - *got < cap ? (size_t)(len - *got) : cap;
    ssize_t k = off < 0 ? read(fd, buf, want)
                        : pread(fd, buf, want, (off_t)((uint64_t)off + *got));
    if (k < 0 && errno == EINTR) continue;
    if (k < 0) {
      rc = -errno;
      break;
    }
    if (k == 0) break;
    *got += (uint64_t)k;
    rc = fn(ud, buf, (size_t)k);
    if (rc) break;
  }
  free(buf);
  return rc;
}

/* ---- spools ---------------------------------------------------------------- */

int sl__spool_tmpfile(void) {
  const char *dir = getenv("TMPDIR");
  char path[4096];
  int fd;
  snprintf(path, sizeof path, "%s/stepline-spool-XXXXXX",
           dir && *dir ? dir : "/tmp");
  fd = mkstemp(path);
  if (fd < 0) return -errno;
  unlink(path);  /* the file lives as long as the descriptor */
  return fd;
}

void sl__spool_init(sl_spool_t *sp, uint64_t limit) {
  memset(sp, 0, sizeof *sp);
  sp->limit = limit;
  sp->tmp_fd = -1;
}

void sl__spool_free(sl_spool_t *sp) {
  free(sp->mem);
  if (sp->tmp_fd >= 0) close(sp->tmp_fd);
  sl__spool_init(sp, sp->limit);
}

int sl__spool_chunk(void *ud, const uint8_t *p, size_t n) {
  sl_spool_t *sp = ud;
  if (sp->tmp_fd < 0 && (uint64_t)sp->len + n > sp->limit) {
    int fd = sl__spool_tmpfile(), rc;
    if (fd < 0) return fd;
    sp->tmp_fd = fd;
    rc = sl__write_all(fd, sp->mem, sp->len);
    if (rc < 0) return rc;
    sp->tmp_len = sp->len;
    free(sp->mem);
    sp->mem = NULL;
    sp->len = sp->cap = 0;
  }
  if (sp->tmp_fd >= 0) {
    sp->tmp_len += n;
    return sl__write_all(sp->tmp_fd, p, n);
  }
  if (sp->len + n > sp->cap) {
    size_t cap = sp->cap;
    uint8_t *m;
    if (sl__grow_cap(&cap, sp->len + n, 1) != 0) return SL_ENOMEM;
    m = realloc(sp->mem, cap);
    if (!m) return SL_ENOMEM;
    sp->mem = m;
    sp->cap = cap;
  }
  memcpy(sp->mem + sp->len, p, n);
  sp->len += n;
  return 0;
}

void sl__spool_into(sl_spool_t *sp, sl_source_t *s, const char *name) {
  sl__source_close(s);
  s->name = name;
  if (sp->tmp_fd >= 0) {
    s->fd = sp->tmp_fd;
    s->own_fd = 1;
    s->size = sp->tmp_len;
  } else {
    s->mem = s->own_mem = sp->mem;
    s->size = sp->len;
  }
  sp->mem = NULL;
  sp->tmp_fd = -1;
  sl__spool_init(sp, sp->limit);
}

/* ---- sources ----------------------------------------------------------------- */

static void blank(sl_source_t *s, const char *name) {
  memset(s, 0, sizeof *s);
  s->name = name;
  s->fd = -1;
}

int sl__source_open(sl_source_t *s, const char *path, sl_error_t *err) {
  struct stat st;
  int fd;
  if (strcmp(path, "-") == 0) {
    blank(s, "<stdin>");
    s->fd = 0;
    if (fstat(0, &st) == 0 && S_ISREG(st.st_mode) &&
        lseek(0, 0, SEEK_CUR) == 0) {
      s->size = (uint64_t)st.st_size;  /* a redirected file: in place */
      return 0;
    }
    s->stream = 1;
    s->size = UINT64_MAX;
    return 0;
  }
  blank(s, path);
  fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return sl__err(err, -errno, 0, "cannot open: %s", strerror(errno));
  if (fstat(fd, &st) != 0) {
    int e = errno;
    close(fd);
    return sl__err(err, -e, 0, "cannot stat: %s", strerror(e));
  }
  if (S_ISDIR(st.st_mode)) {
    close(fd);
    return sl__err(err, -EISDIR, 0, "expected a file, found a directory");
  }
  s->fd = fd;
  s->own_fd = 1;
  if (S_ISREG(st.st_mode)) {
    s->size = (uint64_t)st.st_size;
  } else {
    /* A FIFO or a device named on the command line: read once. */
    s->stream = 1;
    s->size = UINT64_MAX;
  }
  return 0;
}

void sl__source_mem(sl_source_t *s, const char *name, const uint8_t *p,
                    uint64_t n) {
  blank(s, name);
  s->mem = p;
  s->size = n;
}

void sl__source_fd(sl_source_t *s, const char *name, int fd, uint64_t size) {
  blank(s, name);
  s->fd = fd;
  s->size = size;
}

void sl__source_close(sl_source_t *s) {
  if (s->own_fd && s->fd >= 0) close(s->fd);
  free(s->own_mem);
  free(s->prefix);
  blank(s, NULL);
}

void sl__source_drop_sample(sl_source_t *s) {
  if (s->stream) return;
  free(s->prefix);
  s->prefix = NULL;
  s->plen = 0;
}

int64_t sl__source_sample(sl_source_t *s, size_t n, const uint8_t **out,
                          sl_error_t *err) {
  if (!s->stream) {
    int64_t got;
    if (s->mem) {
      *out = s->mem;
      return (int64_t)(s->size < n ? s->size : n);
    }
    if (!s->prefix || s->plen < n) {
      uint8_t *b = realloc(s->prefix, n ? n : 1);
      if (!b) return sl__err(err, SL_ENOMEM, 0, "out of memory");
      s->prefix = b;
      got = sl__source_peek(s, 0, b, n);
      if (got < 0)
        return sl__err(err, (int)got, 0, "cannot read: %s",
                       sl_strerror((int)got));
      s->plen = (size_t)got;
    }
    *out = s->prefix;
    return (int64_t)(s->plen < n ? s->plen : n);
  }
  /* A pipe: read (blocking) until n bytes or its end, and keep them. */
  if (s->plen < n && !s->eof) {
    uint8_t *b = realloc(s->prefix, n);
    if (!b) return sl__err(err, SL_ENOMEM, 0, "out of memory");
    s->prefix = b;
    while (s->plen < n) {
      ssize_t r = read(s->fd, b + s->plen, n - s->plen);
      if (r < 0 && errno == EINTR) continue;
      if (r < 0)
        return sl__err(err, -errno, s->plen, "cannot read: %s",
                       strerror(errno));
      if (r == 0) {
        s->eof = 1;
        break;
      }
      s->plen += (size_t)r;
    }
  }
  *out = s->prefix;
  return (int64_t)(s->plen < n ? s->plen : n);
}

int sl__source_stream(sl_source_t *s, sl_chunk_fn fn, void *ud,
                      sl_error_t *err) {
  uint64_t got = 0;
  int rc;
  if (!s->stream) return sl__source_read(s, 0, s->size, fn, ud, err);
  if (s->plen > 0) {
    rc = fn(ud, s->prefix, s->plen);
    if (rc) return rc;
  }
  if (s->eof) return 0;
  rc = sl__read_fd(s->fd, -1, UINT64_MAX, fn, ud, &got);
  if (rc < 0 && rc > -4096 && (err == NULL || err->code == 0))
    return sl__err(err, rc, s->plen + got, "read failed: %s",
                   sl_strerror(rc));
  return rc;
}

int sl__source_read(sl_source_t *s, uint64_t off, uint64_t len,
                    sl_chunk_fn fn, void *ud, sl_error_t *err) {
  uint64_t got = 0;
  int rc;
  if (off > s->size || len > s->size - off)
    return sl__err(err, SL_ETRUNC, s->size,
                   "expected %llu bytes at byte %llu, the input has %llu",
                   (unsigned long long)len, (unsigned long long)off,
                   (unsigned long long)s->size);
  if (s->fd < 0) return len ? fn(ud, s->mem + off, (size_t)len) : 0;
  if (len >= SL_CHUNK) {
    /* With the program's SIGBUS guard, the range is read through mapped
     * windows let go in turn: no copy out of the page cache for each
     * pass, and at most a window's pages counted as resident.  Without
     * it (or where a file cannot be mapped), by pread. */
    uint64_t at = 0, win = (uint64_t)2 << 20;
    rc = 0;
    while (at < len && rc == 0) {
      sl_fmap_t m;
      size_t k = (size_t)(len - at < win ? len - at : win);
      int lost;
      if (sl__fmap_open(&m, s->fd, off + at, k) != 0) break;
      rc = fn(ud, m.p, m.n);
      lost = sl__fmap_lost(&m);
      sl__fmap_close(&m);
      if (lost)
        return sl__err(err, SL_ETRUNC, off + at, "the input was truncated "
                       "while being read");
      at += k;
    }
    if (at >= len || rc) return rc;
    off += at;
    len -= at;
  }
  rc = sl__read_fd(s->fd, (int64_t)off, len, fn, ud, &got);
  if (rc != 0) {
    if (rc < 0 && rc > -4096 && (err == NULL || err->code == 0))
      return sl__err(err, rc, off + got, "read failed: %s", sl_strerror(rc));
    return rc;
  }
  if (got < len)
    return sl__err(err, SL_ETRUNC, off + got,
                   "the input ended at byte %llu while %llu more bytes were "
                   "expected (was it truncated while being read?)",
                   (unsigned long long)(off + got),
                   (unsigned long long)(len - got));
  return 0;
}

int64_t sl__source_peek(const sl_source_t *s, uint64_t off, void *buf,
                        size_t n) {
  size_t done = 0;
  if (off >= s->size) return 0;
  if (n > s->size - off) n = (size_t)(s->size - off);
  if (s->fd < 0) {
    memcpy(buf, s->mem + off, n);
    return (int64_t)n;
  }
  while (done < n) {
    ssize_t r = pread(s->fd, (uint8_t *)buf + done, n - done,
                      (off_t)(off + done));
    if (r < 0) {
      if (errno == EINTR) continue;
      return -errno;
    }
    if (r == 0) break;
    done += (size_t)r;
  }
  return (int64_t)done;
}

int sl__is_dir(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

uint64_t sl__path_size(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && S_ISREG(st.st_mode) ? (uint64_t)st.st_size
                                                      : 0;
}

char *sl__path_join(const char *dir, const char *name) {
  size_t a = strlen(dir), b = strlen(name);
  char *p = malloc(a + b + 2);
  if (!p) return NULL;
  memcpy(p, dir, a);
  p[a] = '/';
  memcpy(p + a + 1, name, b + 1);
  return p;
}

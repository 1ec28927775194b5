/* Input sources.  See source.h. */
#include "source.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "arena.h"
#include "common.h"
#include "writer.h"

#define CHUNK ((size_t)1 << 20)

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

int sl__spool_into(sl_spool_t *sp, sl_source_t *s) {
  if (s->own_fd && s->fd >= 0) close(s->fd);
  if (s->own_mem) free(s->mem);
  s->stream = 0;
  s->mem = NULL;
  s->own_mem = 0;
  s->fd = -1;
  s->own_fd = 0;
  if (sp->tmp_fd >= 0) {
    s->fd = sp->tmp_fd;
    s->own_fd = 1;
    s->size = sp->tmp_len;
  } else {
    s->mem = sp->mem;
    s->own_mem = 1;
    s->size = sp->len;
  }
  sp->mem = NULL;
  sp->tmp_fd = -1;
  sl__spool_init(sp, sp->limit);
  return 0;
}

/* Reads a non-seekable descriptor to its end into the source: memory up
 * to `limit` bytes, beyond that an unlinked temporary file. */
static int spool(sl_source_t *s, uv_file fd, uint64_t limit,
                 sl_error_t *err) {
  sl_spool_t sp;
  uint64_t got;
  int rc;
  sl__spool_init(&sp, limit);
  rc = sl__read_range(&s->loop, fd, -1, SL_READ_TO_EOF, CHUNK,
                      sl__spool_chunk, &sp, &got);
  if (rc != 0) {
    sl__spool_free(&sp);
    return sl__err(err, rc, got, "cannot read: %s", sl_strerror(rc));
  }
  return sl__spool_into(&sp, s);
}

/* Opens the input; a non-seekable one is spooled now, or with `lazy`
 * left as a stream. */
static int open_input(sl_source_t *s, const char *path,
                      uint64_t spool_memory, int lazy, sl_error_t *err) {
  struct stat st;
  int fd;
  memset(s, 0, sizeof *s);
  s->fd = -1;
  if (uv_loop_init(&s->loop) != 0)
    return sl__err(err, SL_ENOMEM, 0, "cannot start the event loop");
  s->loop_ok = 1;
  if (strcmp(path, "-") == 0) {
    s->name = "<stdin>";
    if (fstat(0, &st) == 0 && S_ISREG(st.st_mode) &&
        lseek(0, 0, SEEK_CUR) == 0) {
      s->fd = 0;  /* redirected regular file: read it in place */
      s->size = (uint64_t)st.st_size;
      return 0;
    }
    if (lazy) {
      s->fd = 0;
      s->stream = 1;
      s->size = UINT64_MAX;
      return 0;
    }
    return spool(s, 0, spool_memory, err);
  }
  s->name = path;
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
  if (!S_ISREG(st.st_mode)) {
    /* A FIFO or device named on the command line: spool it like stdin,
     * or read it as a stream. */
    int rc;
    if (lazy) {
      s->fd = fd;
      s->own_fd = 1;
      s->stream = 1;
      s->size = UINT64_MAX;
      return 0;
    }
    rc = spool(s, fd, spool_memory, err);
    close(fd);
    return rc;
  }
  s->fd = fd;
  s->own_fd = 1;
  s->size = (uint64_t)st.st_size;
  return 0;
}

int sl__source_open(sl_source_t *s, const char *path, uint64_t spool_memory,
                    sl_error_t *err) {
  return open_input(s, path, spool_memory, 0, err);
}

int sl__source_open_lazy(sl_source_t *s, const char *path, sl_error_t *err) {
  return open_input(s, path, 0, 1, err);
}

void sl__source_mem(sl_source_t *s, const char *name, const uint8_t *p,
                    uint64_t n) {
  memset(s, 0, sizeof *s);
  s->name = name;
  s->fd = -1;
  s->mem = (uint8_t *)p;
  s->size = n;
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
  uint64_t got;
  int rc;
  if (!s->stream) return sl__source_feed(s, 0, s->size, fn, ud, err);
  if (s->plen > 0) {
    rc = fn(ud, s->prefix, s->plen);
    if (rc) return rc;
  }
  if (s->eof) return 0;
  rc = sl__read_range(&s->loop, s->fd, -1, SL_READ_TO_EOF, CHUNK, fn, ud,
                      &got);
  if (rc < 0 && rc > -4096 && (err == NULL || err->code == 0))
    return sl__err(err, rc, s->plen + got, "read failed: %s",
                   sl_strerror(rc));
  return rc;
}

int sl__source_spool(sl_source_t *s, uint64_t spool_memory, sl_error_t *err) {
  sl_spool_t sp;
  int rc;
  if (!s->stream) return 0;
  sl__spool_init(&sp, spool_memory);
  rc = sl__source_stream(s, sl__spool_chunk, &sp, err);
  if (rc != 0) {
    sl__spool_free(&sp);
    if (err && err->code == 0)
      sl__err(err, rc, 0, "cannot spool the input: %s", sl_strerror(rc));
    return rc;
  }
  free(s->prefix);
  s->prefix = NULL;
  s->plen = 0;
  return sl__spool_into(&sp, s);
}

void sl__source_close(sl_source_t *s) {
  if (s->own_fd && s->fd >= 0) close(s->fd);
  if (s->own_mem) free(s->mem);
  free(s->prefix);
  if (s->loop_ok) {
    uv_run(&s->loop, UV_RUN_DEFAULT);
    uv_loop_close(&s->loop);
  }
  memset(s, 0, sizeof *s);
  s->fd = -1;
}

int sl__source_fd(sl_source_t *s, const char *name, uv_file fd,
                  uint64_t size) {
  memset(s, 0, sizeof *s);
  s->name = name;
  s->fd = fd;
  s->size = size;
  if (uv_loop_init(&s->loop) != 0) {
    s->fd = -1;
    return SL_ENOMEM;
  }
  s->loop_ok = 1;
  return 0;
}

int sl__source_feed(sl_source_t *s, uint64_t off, uint64_t len,
                    sl_chunk_fn fn, void *ud, sl_error_t *err) {
  return sl__source_feed_on(s, &s->loop, off, len, fn, ud, err);
}

int sl__source_feed_on(sl_source_t *s, uv_loop_t *loop, uint64_t off,
                       uint64_t len, sl_chunk_fn fn, void *ud,
                       sl_error_t *err) {
  uint64_t got = 0;
  int rc;
  if (off > s->size || len > s->size - off)
    return sl__err(err, SL_ETRUNC, s->size,
                   "expected %llu bytes at byte %llu, the input has %llu",
                   (unsigned long long)len, (unsigned long long)off,
                   (unsigned long long)s->size);
  if (s->fd < 0) {
    /* Spooled in memory: hand over slices without copying. */
    while (got < len) {
      size_t n = len - got > CHUNK ? CHUNK : (size_t)(len - got);
      rc = fn(ud, s->mem + off + got, n);
      if (rc != 0) return rc;
      got += n;
    }
    return 0;
  }
  rc = sl__read_range(loop, s->fd, (int64_t)off, len, CHUNK, fn, ud, &got);
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

int64_t sl__source_peek(sl_source_t *s, uint64_t off, void *buf, size_t n) {
  if (off >= s->size) return 0;
  if (n > s->size - off) n = (size_t)(s->size - off);
  if (s->fd < 0) {
    memcpy(buf, s->mem + off, n);
    return (int64_t)n;
  }
  {
    size_t done = 0;
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
}

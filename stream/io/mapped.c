/* An input as a regular file mapped in place (see mapped.h). */
/* madvise(MADV_DONTNEED) is not POSIX. */
#define _DEFAULT_SOURCE 1

#include "stream/io/mapped.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "stream/common.h"
#include "stream/format/registry.h"
#include "stream/io/gzip.h"
#include "stream/io/source.h"

void sl__mapped_init(sl_mapped_t *m) {
  memset(m, 0, sizeof *m);
  m->fd = -1;
}

typedef struct spool_s {
  int fd;
  uint64_t n;
} spool_t;

static int to_fd(void *ud, const uint8_t *p, size_t n) {
  spool_t *s = ud;
  int rc = sl__write_all(s->fd, p, n);
  s->n += n;
  return rc;
}

static int gunzip_chunk(void *ud, const uint8_t *p, size_t n) {
  return sl__gunzip_feed(ud, p, n);
}

/* Standard input that is not a file, copied whole into an unlinked
 * temporary file.  Returns its descriptor or a negative code (err). */
static int spool_stdin(sl_error_t *err) {
  spool_t sp;
  uint64_t got = 0;
  int rc;
  sp.fd = sl__spool_tmpfile();
  sp.n = 0;
  if (sp.fd < 0)
    return sl__err(err, SL_EUSAGE, 0, "cannot create a temporary file: %s",
                   strerror(-sp.fd));
  rc = sl__read_fd(0, -1, UINT64_MAX, to_fd, &sp, &got);
  if (rc) {
    close(sp.fd);
    return sl__err(err, SL_EUSAGE, 0, "cannot read or spool standard input: "
                   "%s", strerror(rc < 0 ? -rc : EIO));
  }
  return sp.fd;
}

int sl__mapped_open(sl_mapped_t *x, const char *path, sl_error_t *err) {
  struct stat st;
  uint8_t magic[2];
  int fd;
  if (x->fd >= 0) return 0;
  if (strcmp(path, "-") == 0) {
    /* A file on standard input is read in place; a pipe spooled first. */
    fd = fstat(0, &st) == 0 && S_ISREG(st.st_mode) ? dup(0) : spool_stdin(err);
    if (fd < 0) return fd < -1000 ? fd : sl__err(err, SL_EUSAGE, 0,
                                                  "cannot read standard input");
    if (fstat(fd, &st) != 0) {
      close(fd);
      return sl__err(err, SL_EUSAGE, 0, "cannot read standard input");
    }
  } else if ((fd = open(path, O_RDONLY)) < 0 || fstat(fd, &st) != 0) {
    int e = errno;
    if (fd >= 0) close(fd);
    return sl__err(err, SL_EUSAGE, 0, "cannot open: %s", strerror(e));
  }
  if (pread(fd, magic, 2, 0) == 2 && sl__is_gzip(magic, 2)) {
    /* Decompressed into an unlinked temporary file, then mapped. */
    sl_gunzip_t g;
    spool_t sp;
    uint64_t got = 0;
    int rc;
    sp.fd = sl__spool_tmpfile();
    sp.n = 0;
    if (sp.fd < 0) {
      close(fd);
      return sl__err(err, SL_EUSAGE, 0, "cannot create a temporary file: %s",
                     strerror(-sp.fd));
    }
    rc = sl__gunzip_init(&g, to_fd, &sp, err);
    if (rc == 0) rc = sl__read_fd(fd, 0, UINT64_MAX, gunzip_chunk, &g, &got);
    if (rc == 0) rc = sl__gunzip_finish(&g);
    if (rc == SL_ETRUNC)
      sl__err(err, rc, got, "truncated gzip data: the input ends inside a "
              "compressed member");
    else if (rc < 0 && rc > -1000)
      sl__err(err, SL_EUSAGE, 0, "cannot read or spool: %s", strerror(-rc));
    sl__gunzip_close(&g);
    close(fd);
    if (rc) {
      close(sp.fd);
      return rc < 0 && rc > -1000 ? SL_EUSAGE : rc;
    }
    x->fd = sp.fd;
    x->size = sp.n;
    x->gzip = 1;
    return 0;
  }
  x->fd = fd;
  x->size = (uint64_t)st.st_size;
  return 0;
}

int sl__mapped_map(sl_mapped_t *x, sl_error_t *err) {
  void *p;
  if (x->map) return 0;
  if (x->size == 0) return 0;
  if (x->size > SIZE_MAX)
    return sl__err(err, SL_ENOMEM, 0, "too large to map");
  p = mmap(NULL, (size_t)x->size, PROT_READ, MAP_PRIVATE, x->fd, 0);
  if (p == MAP_FAILED)
    return sl__err(err, SL_ENOMEM, 0, "cannot map the file: %s",
                   strerror(errno));
  x->map = p;
  return 0;
}

void sl__mapped_release(const sl_mapped_t *x, uint64_t off, uint64_t len) {
  long pg = sysconf(_SC_PAGESIZE);
  uint64_t a, b;
  if (!x->map || pg <= 0) return;
  /* Whole pages inside [off, off + len) only. */
  a = (off + (uint64_t)pg - 1) / (uint64_t)pg * (uint64_t)pg;
  b = (off + len) / (uint64_t)pg * (uint64_t)pg;
  if (b > a) madvise((uint8_t *)x->map + a, (size_t)(b - a), MADV_DONTNEED);
}

void sl__mapped_unmap(sl_mapped_t *x) {
  if (x->map) munmap((void *)x->map, (size_t)x->size);
  x->map = NULL;
}

void sl__mapped_close(sl_mapped_t *x) {
  sl__mapped_unmap(x);
  if (x->fd >= 0) close(x->fd);
  x->fd = -1;
}


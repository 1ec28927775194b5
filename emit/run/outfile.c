/* Output files written atomically.  See outfile.h and stepline.h. */
#define _GNU_SOURCE /* realpath's PATH_MAX, O_CLOEXEC */
#include "emit/run/outfile.h"

#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "stream/common.h"

int sl__tmpfile(char *tmpl) {
  static const char digits[] =
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  size_t n = strlen(tmpl);
  struct timespec ts;
  uint64_t r;
  int tries;
  if (n < 6 || strcmp(tmpl + n - 6, "XXXXXX") != 0) return -EINVAL;
  clock_gettime(CLOCK_REALTIME, &ts);
  r = (uint64_t)ts.tv_nsec * 6364136223846793005ull ^ (uint64_t)getpid() ^
      (uint64_t)(uintptr_t)tmpl;
  for (tries = 0; tries < 1000; tries++) {
    int i, fd;
    for (i = 0; i < 6; i++) {
      r = r * 6364136223846793005ull + 1442695040888963407ull;
      tmpl[n - 6 + i] = digits[(r >> 33) % (sizeof digits - 1)];
    }
    fd = open(tmpl, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd >= 0) return fd;
    if (errno != EEXIST) return -errno;
  }
  return -EEXIST;
}

struct sl_outfile_s {
  int fd;
  int temp;                /* tmp holds the temporary's path          */
  char final[PATH_MAX];    /* where it goes                           */
  char tmp[PATH_MAX];
};

int sl_outfile_open(const char *path, sl_outfile_t **out, sl_error_t *err) {
  sl_outfile_t *f = calloc(1, sizeof *f);
  char dir[PATH_MAX], base[PATH_MAX];
  struct stat st;
  *out = NULL;
  if (!f) return sl__err(err, SL_ENOMEM, 0, "out of memory");
  if (!path || strcmp(path, "-") == 0) {
    f->fd = 1;
    *out = f;
    return 0;
  }
  /* Only a regular file can be replaced whole by a rename: anything else
   * that exists (/dev/null, a FIFO a reader waits on, a terminal) is
   * written in place, as a shell's redirection would. */
  if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
    f->fd = open(path, O_WRONLY | O_CLOEXEC);
    if (f->fd < 0) {
      int e = errno;
      free(f);
      return sl__err(err, -e, 0, "%s: cannot open the output: %s", path,
                     strerror(e));
    }
    *out = f;
    return 0;
  }
  /* A symbolic link to a file: the file is replaced, the link stays. */
  if (!(lstat(path, &st) == 0 && S_ISLNK(st.st_mode) &&
        realpath(path, f->final) != NULL))
    snprintf(f->final, sizeof f->final, "%s", path);
  snprintf(dir, sizeof dir, "%s", f->final);
  snprintf(base, sizeof base, "%s", f->final);
  if ((size_t)snprintf(f->tmp, sizeof f->tmp, "%s/.%s.XXXXXX", dirname(dir),
                       basename(base)) >= sizeof f->tmp) {
    free(f);
    return sl__err(err, -ENAMETOOLONG, 0, "%s: the path is too long", path);
  }
  f->fd = sl__tmpfile(f->tmp);
  if (f->fd < 0) {
    int e = -f->fd;
    free(f);
    return sl__err(err, -e, 0, "%s: cannot create the output file: %s",
                   path, strerror(e));
  }
  f->temp = 1;
  *out = f;
  return 0;
}

int sl_outfile_fd(const sl_outfile_t *f) { return f->fd; }

const char *sl_outfile_temp(const sl_outfile_t *f) {
  return f->temp ? f->tmp : NULL;
}

int sl_outfile_close(sl_outfile_t *f, int ok, sl_error_t *err) {
  int rc = 0;
  if (!f) return 0;
  if (!f->temp) {
    if (f->fd > 2 && close(f->fd) != 0 && ok)
      rc = sl__err(err, -errno, 0, "cannot write the output: %s",
                   strerror(errno));
    free(f);
    return rc;
  }
  if (ok && close(f->fd) == 0 && rename(f->tmp, f->final) == 0) {
    free(f);
    return 0;
  }
  if (ok)
    rc = sl__err(err, -errno, 0, "%s: cannot write the output file: %s",
                 f->final, strerror(errno));
  else
    close(f->fd);
  unlink(f->tmp);
  free(f);
  return rc;
}

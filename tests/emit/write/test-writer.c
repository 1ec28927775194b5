/* The writer thread: bytes in order at the offset, positioned or not;
 * drain waits for all of them; seek moves where the next ones go; the
 * first write error is kept and returned by every later call. */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "emit/write/writer.h"
#include "stream/io/source.h"
#include "test.h"

/* The whole file, NUL-terminated; *n its size. */
static char *slurp(int fd, size_t *n) {
  struct stat sb;
  off_t end = fstat(fd, &sb) == 0 ? sb.st_size : 0;
  char *p = malloc((size_t)end + 1);
  if (!p || pread(fd, p, (size_t)end, 0) != (ssize_t)end) {
    free(p);
    *n = 0;
    return NULL;
  }
  p[end] = '\0';
  *n = (size_t)end;
  return p;
}

static int tmp_fd(void) {
  char path[] = "/tmp/test-writer-XXXXXX";
  int fd = mkstemp(path);
  if (fd >= 0) unlink(path);
  return fd;
}

/* Pieces of uneven sizes, one of them larger than a buffer grows to at
 * first, filled with a pattern that tells each byte's place. */
static uint8_t *pattern(size_t n) {
  uint8_t *p = malloc(n);
  size_t i;
  for (i = 0; p && i < n; i++) p[i] = (uint8_t)('a' + (i * 7 + i / 251) % 26);
  return p;
}

static void test_positioned(void) {
  const size_t total = (size_t)24 << 20;
  uint8_t *src = pattern(total);
  size_t at = 0, k = 1, n;
  int fd = tmp_fd(), rc = 0;
  sl_writer_t *w;
  char *got;
  CHECK(fd >= 0 && src != NULL);
  CHECK_INT(pwrite(fd, "HEAD!", 5, 0), 5);
  w = sl__writer_new_at(fd, 5);
  CHECK(w != NULL);
  while (at < total && rc == 0) {
    size_t m = k < total - at ? k : total - at;
    rc = sl_writer_sink(w, src + at, m);
    at += m;
    k = k * 3 + 1;  /* 1, 4, 13, ... up to pieces of several MiB */
    if (k > ((size_t)3 << 20)) k = 1000;
  }
  CHECK_INT(rc, 0);
  /* Drained, every byte is in the file at once: 24 MiB is more than the
   * thread writes before the check could run if drain did not wait. */
  CHECK_INT(sl__writer_drain(w), 0);
  got = slurp(fd, &n);
  CHECK_INT(n, 5 + total);
  CHECK(got && memcmp(got, "HEAD!", 5) == 0);
  CHECK(got && memcmp(got + 5, src, total) == 0);
  free(got);
  /* By position: the descriptor's own offset was not used or moved. */
  CHECK_INT(lseek(fd, 0, SEEK_CUR), 0);
  /* follow's pattern: a closing bracket after the bytes, overwritten by
   * the next ones. */
  CHECK_INT(sl__pwrite_all(fd, "\n]\n", 3, 5 + total), 0);
  CHECK_INT(sl_writer_sink(w, ",more", 5), 0);
  CHECK_INT(sl__writer_drain(w), 0);
  CHECK_INT(sl__pwrite_all(fd, "\n]\n", 3, 5 + total + 5), 0);
  got = slurp(fd, &n);
  CHECK_INT(n, 5 + total + 8);
  CHECK(got && memcmp(got + 5 + total, ",more\n]\n", 8) == 0);
  free(got);
  /* A failed step is cut off: the next bytes go where it began. */
  CHECK_INT(sl_writer_sink(w, ",bad-step", 9), 0);
  CHECK_INT(sl__writer_seek(w, 5 + total), 0);
  CHECK_INT(sl_writer_sink(w, ",good", 5), 0);
  CHECK_INT(sl__writer_drain(w), 0);
  got = slurp(fd, &n);
  CHECK(got && memcmp(got + 5 + total, ",good", 5) == 0);
  free(got);
  CHECK_INT(sl_writer_free(w), 0);
  close(fd);
  free(src);
}

static void test_sequential(void) {
  int fd = tmp_fd(), i, rc = 0;
  sl_writer_t *w;
  char piece[64], *got, *want = malloc(64 * 5000);
  size_t n, wn = 0;
  CHECK(fd >= 0 && want != NULL);
  w = sl_writer_new(fd);
  CHECK(w != NULL);
  for (i = 0; i < 5000 && rc == 0; i++) {
    int k = snprintf(piece, sizeof piece, "%d,", i);
    memcpy(want + wn, piece, (size_t)k);
    wn += (size_t)k;
    rc = sl_writer_sink(w, piece, (size_t)k);
  }
  CHECK_INT(rc, 0);
  CHECK_INT(sl_writer_free(w), 0);
  /* write(2) moved the descriptor's offset with the bytes. */
  CHECK_INT(lseek(fd, 0, SEEK_CUR), (long long)wn);
  got = slurp(fd, &n);
  CHECK_INT(n, wn);
  CHECK(got && memcmp(got, want, wn) == 0);
  free(got);
  free(want);
  close(fd);
}

static void test_error(void) {
  int fd = open("/dev/full", O_WRONLY), rc = 0, i;
  sl_writer_t *w;
  if (fd < 0) {
    fprintf(stderr, "test-writer: no /dev/full, error path not checked\n");
    return;
  }
  w = sl__writer_new_at(fd, 0);
  CHECK(w != NULL);
  /* The first piece is taken (the thread writes it later); the error
   * comes back from a later call, and stays. */
  CHECK_INT(sl_writer_sink(w, "x", 1), 0);
  CHECK_INT(sl__writer_drain(w), -ENOSPC);
  for (i = 0; i < 3; i++) rc = sl_writer_sink(w, "y", 1);
  CHECK_INT(rc, -ENOSPC);
  CHECK_INT(sl__writer_seek(w, 0), -ENOSPC);
  CHECK_INT(sl__writer_drain(w), -ENOSPC);
  CHECK_INT(sl_writer_free(w), -ENOSPC);
  close(fd);
}

int main(void) {
  test_positioned();
  test_sequential();
  test_error();
  TEST_MAIN_END();
}

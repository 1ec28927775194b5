/* The writer thread: bytes in order at the offset, positioned or not;
 * drain waits for all of them; seek moves where the next ones go; the
 * first write error is kept and returned by every later call; release
 * lets the page cache go of what is final, a step behind, and of nothing
 * else. */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "resident.h"
#include "stream/writer.h"
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
    /* Not by position: release does nothing, while bytes are in flight
     * too. */
    if (i == 2500) sl__writer_release(w, wn);
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

static uint64_t page_down(uint64_t x) {
  uint64_t page = (uint64_t)sysconf(_SC_PAGESIZE);
  return x / page * page;
}

static void nap_ms(long ms) {
  struct timespec ts = {ms / 1000, (ms % 1000) * 1000000L};
  nanosleep(&ts, NULL);
}

/* follow's pattern: a step's bytes, its closing bracket, then release up
 * to the bracket.  The steps are 12 MiB and a bit, so that no range
 * starts or ends on a multiple of 2 MiB and the page cache's large
 * folios straddle their ends (regression: a folio across the end of one
 * drop was never dropped).  The file lives in the working directory (the
 * build tree), not /tmp, which may be a tmpfs that keeps every page. */
static void test_release(void) {
  const size_t step = ((size_t)12 << 20) + 12345;
  const uint64_t page = (uint64_t)sysconf(_SC_PAGESIZE);
  char path[] = "test-writer-release-XXXXXX";
  uint8_t *src = pattern(3 * step);
  int fd = mkstemp(path), i, tmpfs;
  uint64_t end[3], gone;
  long first = -1;
  sl_writer_t *w;
  size_t n;
  char *got;
  CHECK(fd >= 0 && src != NULL);
  if (fd < 0 || !src) return;
  unlink(path);
  tmpfs = on_tmpfs(fd);
  w = sl__writer_new_at(fd, 0);
  CHECK(w != NULL);
  /* Three steps, each a run of bytes and an "x", then the bracket. */
  for (i = 0; i < 3; i++) {
    end[i] = (uint64_t)(i + 1) * (step + 1);
    CHECK_INT(sl_writer_sink(w, src + (size_t)i * step, step), 0);
    CHECK_INT(sl_writer_sink(w, "x", 1), 0);
    CHECK_INT(sl__writer_drain(w), 0);
    CHECK_INT(sl__pwrite_all(fd, "\n]\n", 3, end[i]), 0);
    sl__writer_release(w, end[i]);
    /* Lower than before: nothing changes. */
    sl__writer_release(w, end[i] / 2);
  }
  /* The first two steps' whole pages go once the thread has done the
   * work (asynchronous: wait up to 10 s, normally a few ms); the
   * third's are only on their way to the disk. */
  gone = page_down(end[1]);
  for (i = 0; i < 1000; i++) {
    first = resident_file_pages(fd, 0, (size_t)gone);
    if (first <= 0 || tmpfs) break;
    nap_ms(10);
  }
  if (tmpfs) {
    fprintf(stderr, "test-writer: the build tree is on tmpfs, which keeps "
            "its pages: only the contents are checked\n");
  } else {
    CHECK_INT(first, 0);
    /* Step 3's pages stay, and so does the page with the closing
     * bracket, which the next step writes again. */
    CHECK(resident_file_pages(fd, gone + page,
                              (size_t)(page_down(end[2]) - gone - page)) >
          0);
    CHECK_INT(resident_file_pages(fd, page_down(end[2]), 1), 1);
  }
  /* Nothing written was lost or moved. */
  CHECK_INT(sl_writer_free(w), 0);
  got = slurp(fd, &n);
  CHECK_INT(n, end[2] + 3);
  for (i = 0; got && i < 3; i++) {
    CHECK(memcmp(got + (size_t)i * (step + 1), src + (size_t)i * step,
                 step) == 0);
    CHECK(got[(size_t)i * (step + 1) + step] == 'x');
  }
  CHECK(got && memcmp(got + end[2], "\n]\n", 3) == 0);
  free(got);
  close(fd);
  free(src);
}

/* Direct writes (sl__writer_direct): the same bytes as through the page
 * cache, from an unaligned start, in pieces from 1 byte to MiBs, across
 * drains, a closing bracket written between them and a failed step cut
 * off by seek; and the blocks written direct take no page-cache pages.
 * In the build tree, as test_release: /tmp may be a tmpfs. */
static void test_direct(void) {
  const size_t total = ((size_t)24 << 20) + 4321;
  const uint64_t page = (uint64_t)sysconf(_SC_PAGESIZE);
  char path[] = "test-writer-direct-XXXXXX";
  uint8_t *src = pattern(total);
  size_t at = 0, k = 1, n;
  int fd = mkstemp(path), rc = 0, direct;
  uint64_t sent, end;
  sl_writer_t *w;
  char *got;
  CHECK(fd >= 0 && src != NULL);
  if (fd < 0 || !src) return;
  unlink(path);
  CHECK_INT(pwrite(fd, "HEAD!", 5, 0), 5);
  w = sl__writer_new_at(fd, 5);
  CHECK(w != NULL);
  direct = sl__writer_direct(w) == 0;
  if (!direct)
    fprintf(stderr, "test-writer: the build tree's filesystem takes no "
            "direct writes: only the contents are checked\n");
  /* Once bytes are handed over it is too late. */
  CHECK_INT(sl_writer_sink(w, src, 1), 0);
  CHECK(sl__writer_direct(w) < 0);
  at = 1;
  while (at < total && rc == 0) {
    size_t m = k < total - at ? k : total - at;
    rc = sl_writer_sink(w, src + at, m);
    at += m;
    k = k * 3 + 1;
    if (k > ((size_t)3 << 20)) k = 1000;
  }
  CHECK_INT(rc, 0);
  CHECK_INT(sl__writer_drain(w), 0);
  sent = sl__writer_direct_bytes(w);
  if (direct) {
    /* The ring starts empty, so its first whole blocks go direct. */
    CHECK(sent > 0);
    CHECK(sent <= total);
  } else {
    CHECK_INT(sent, 0);
  }
  /* What went direct is not in the page cache: at most the pages of the
   * bytes that did not, and the one of the bytes after the last whole
   * block, are (looked at before the file is read back). */
  if (direct && !on_tmpfs(fd)) {
    long cached = resident_file_pages(fd, 0, (size_t)page_down(5 + total));
    long most = (long)((total - sent) / page) + 2;
    CHECK(cached >= 0);
    if (cached > most)
      fprintf(stderr, "test-writer: %ld pages cached, at most %ld expected "
              "(%llu of %llu bytes direct)\n", cached, most,
              (unsigned long long)sent, (unsigned long long)total);
    CHECK(cached <= most);
  }
  got = slurp(fd, &n);
  CHECK_INT(n, 5 + total);
  CHECK(got && memcmp(got, "HEAD!", 5) == 0);
  CHECK(got && memcmp(got + 5, src, total) == 0);
  free(got);
  /* follow's pattern: a bracket after the bytes, overwritten by the next
   * ones; then a failed step cut off, and the next in its place. */
  end = 5 + total;
  CHECK_INT(sl__pwrite_all(fd, "\n]\n", 3, end), 0);
  CHECK_INT(sl_writer_sink(w, ",more", 5), 0);
  CHECK_INT(sl__writer_drain(w), 0);
  end += 5;
  CHECK_INT(sl__pwrite_all(fd, "\n]\n", 3, end), 0);
  CHECK_INT(sl_writer_sink(w, src, (size_t)3 << 20), 0);
  CHECK_INT(sl_writer_sink(w, ",bad-step", 9), 0);
  CHECK_INT(sl__writer_seek(w, end), 0);
  CHECK_INT(sl__pwrite_all(fd, "\n]\n", 3, end), 0);
  CHECK_INT(ftruncate(fd, (off_t)end + 3), 0);
  CHECK_INT(sl_writer_sink(w, ",good", 5), 0);
  CHECK_INT(sl_writer_sink(w, src, 70000), 0);
  CHECK_INT(sl__writer_drain(w), 0);
  end += 5 + 70000;
  CHECK_INT(sl__pwrite_all(fd, "\n]\n", 3, end), 0);
  /* Freed with bytes after the last whole block: they are written. */
  CHECK_INT(sl_writer_sink(w, "!", 1), 0);
  CHECK_INT(sl_writer_free(w), 0);
  got = slurp(fd, &n);
  CHECK_INT(n, end + 3);
  CHECK(got && memcmp(got + 5, src, total) == 0);
  CHECK(got && memcmp(got + 5 + total, ",more,good", 10) == 0);
  CHECK(got && memcmp(got + 5 + total + 10, src, 70000) == 0);
  CHECK(got && memcmp(got + end, "!]\n", 3) == 0);
  free(got);
  close(fd);
  free(src);
}

/* Direct writes that fail (here a read-only descriptor: EBADF; on a real
 * filesystem, say, EINVAL for an alignment it does not take) are done
 * again through the page cache, and the writer stays there: every byte
 * lands where it belongs, the carry's too. */
static void test_direct_fallback(void) {
  const size_t total = ((size_t)3 << 20) + 777;
  char path[] = "test-writer-fallback-XXXXXX";
  uint8_t *src = pattern(total);
  int fd = mkstemp(path), ro;
  sl_writer_t *w;
  size_t n;
  char *got;
  CHECK(fd >= 0 && src != NULL);
  if (fd < 0 || !src) return;
  ro = open(path, O_RDONLY);
  unlink(path);
  CHECK(ro >= 0);
  CHECK_INT(pwrite(fd, "0123456789", 10, 0), 10);
  w = sl__writer_new_at(fd, 10);
  CHECK(w != NULL);
  /* Not a block size: refused, and the descriptor is closed. */
  CHECK_INT(sl__writer_direct_fd(w, dup(ro), 1000), SL_EUSAGE);
  CHECK_INT(sl__writer_direct_fd(w, ro, 4096), 0);
  CHECK_INT(sl_writer_sink(w, src, 5000), 0);
  CHECK_INT(sl_writer_sink(w, src + 5000, total - 5000), 0);
  CHECK_INT(sl__writer_drain(w), 0);
  CHECK_INT(sl__writer_direct_bytes(w), 0);
  CHECK_INT(sl_writer_sink(w, "tail", 4), 0);
  CHECK_INT(sl_writer_free(w), 0);
  got = slurp(fd, &n);
  CHECK_INT(n, 10 + total + 4);
  CHECK(got && memcmp(got, "0123456789", 10) == 0);
  CHECK(got && memcmp(got + 10, src, total) == 0);
  CHECK(got && memcmp(got + 10 + total, "tail", 4) == 0);
  free(got);
  close(fd);
  free(src);
}

int main(void) {
  test_direct_fallback();
  test_direct();
  test_release();
  test_positioned();
  test_sequential();
  test_error();
  TEST_MAIN_END();
}

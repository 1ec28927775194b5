/* Tests of stream/pagecache.c: a range kicked and then dropped leaves the
 * page cache whole, dirty or not, and its bytes are still the file's; the
 * page after the range stays; empty and reversed ranges do nothing.  On a
 * tmpfs, which keeps its pages, only the contents are checked. */
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "resident.h"
#include "stream/pagecache.h"
#include "test.h"

#define MIB ((size_t)1 << 20)

/* Bytes that say where they are: a page read back from the wrong place,
 * or not at all, shows. */
static void fill(uint8_t *p, size_t n, uint64_t at) {
  size_t i;
  for (i = 0; i < n; i++) p[i] = (uint8_t)((at + i) * 2654435761u >> 13);
}

/* The file's bytes [0, n) are what fill() makes. */
static int intact(int fd, size_t n) {
  uint8_t *got = malloc(MIB), *want = malloc(MIB);
  size_t at;
  int ok = got && want;
  for (at = 0; ok && at < n; at += MIB) {
    size_t k = n - at < MIB ? n - at : MIB;
    ok = pread(fd, got, k, (off_t)at) == (ssize_t)k;
    fill(want, k, at);
    if (ok) ok = memcmp(got, want, k) == 0;
  }
  free(got);
  free(want);
  return ok;
}

static void nap_ms(int ms) { usleep((useconds_t)ms * 1000); }

static void test_kick_then_drop(void) {
  /* Not a multiple of a folio, so the last one straddles the range's
   * end and stays with the page after it. */
  const size_t n = 12 * MIB + 12345;
  const uint64_t upto = SL_PAGE_DOWN(n - 5000);
  char path[] = "test-pagecache-XXXXXX";
  uint8_t *buf = malloc(MIB);
  int fd = mkstemp(path), tmpfs;
  size_t at;
  long left;
  CHECK(fd >= 0 && buf != NULL);
  if (fd < 0 || !buf) return;
  unlink(path);
  tmpfs = on_tmpfs(fd);
  for (at = 0; at < n; at += MIB) {
    size_t k = n - at < MIB ? n - at : MIB;
    fill(buf, k, at);
    CHECK(pwrite(fd, buf, k, (off_t)at) == (ssize_t)k);
  }
  /* Dirty pages: drop writes them out before it lets them go. */
  CHECK(tmpfs || resident_file_pages(fd, 0, (size_t)upto) > 0);
  sl__pages_kick(fd, 0, upto);
  sl__pages_drop(fd, 0, upto);
  left = resident_file_pages(fd, 0, (size_t)(upto & ~(uint64_t)(2 * MIB - 1)));
  if (tmpfs) {
    fprintf(stderr, "test-pagecache: the build tree is on tmpfs, which "
            "keeps its pages: only the contents are checked\n");
  } else {
    CHECK_INT(left, 0);
    /* The page holding byte `upto` is not in the range: it stays. */
    CHECK_INT(resident_file_pages(fd, upto, 4096), 1);
  }
  CHECK(intact(fd, n));
  /* A drop without a kick first (pages dirty again) loses nothing
   * either; a reversed or empty range does nothing. */
  fill(buf, 4096, 0);
  CHECK(pwrite(fd, buf, 4096, 0) == 4096);
  sl__pages_drop(fd, 4096, 0);
  sl__pages_kick(fd, 8192, 8192);
  CHECK(tmpfs || resident_file_pages(fd, 0, 4096) == 1);
  sl__pages_drop(fd, 0, 4096);
  for (at = 0; !tmpfs && at < 100 && resident_file_pages(fd, 0, 4096); at++)
    nap_ms(10);
  CHECK(tmpfs || resident_file_pages(fd, 0, 4096) == 0);
  CHECK(intact(fd, n));
  close(fd);
  free(buf);
}

int main(void) {
  test_kick_then_drop();
  TEST_MAIN_END();
}

/* Letting a file's pages go from the page cache.  See pagecache.h. */
#define _GNU_SOURCE /* sync_file_range */
#include "pagecache.h"

#include <fcntl.h>

void sl__pages_kick(int fd, uint64_t a, uint64_t z) {
  if (z <= a) return;
#if defined(__linux__)
  (void)sync_file_range(fd, (off64_t)a, (off64_t)(z - a),
                        SYNC_FILE_RANGE_WRITE);
#else
  (void)fd;
#endif
}

void sl__pages_drop(int fd, uint64_t a, uint64_t z) {
  if (z <= a) return;
#if defined(__linux__)
  /* The page cache drops clean pages only: what is still dirty, or still
   * being written, is written out and waited for first. */
  (void)sync_file_range(fd, (off64_t)a, (off64_t)(z - a),
                        SYNC_FILE_RANGE_WAIT_BEFORE | SYNC_FILE_RANGE_WRITE |
                            SYNC_FILE_RANGE_WAIT_AFTER);
#endif
#if defined(POSIX_FADV_DONTNEED)
  (void)posix_fadvise(fd, (off_t)a, (off_t)(z - a), POSIX_FADV_DONTNEED);
#else
  (void)fd;
#endif
}

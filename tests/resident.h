/* Which pages are in memory, for the tests of code that is meant to fault
 * pages in (stream/prefault.c) or let them go (stream/writer.c's
 * release).  mincore(2) reads the page tables and the page cache without
 * touching a page. */
#ifndef SL_TEST_RESIDENT_H
#define SL_TEST_RESIDENT_H

#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/vfs.h>
#include <unistd.h>

/* Resident pages of the mapping [p, p+n) (p page-aligned), or -1 when
 * mincore cannot tell. */
static inline long resident_pages(void *p, size_t n) {
  long page = sysconf(_SC_PAGESIZE), count = 0;
  size_t pages = (n + (size_t)page - 1) / (size_t)page, i;
  unsigned char *v = malloc(pages ? pages : 1);
  if (!v) return -1;
  if (mincore(p, n, v) != 0) count = -1;
  for (i = 0; count >= 0 && i < pages; i++) count += v[i] & 1;
  free(v);
  return count;
}

/* Pages of the file's [a, a+n) in the page cache (a page-aligned), or -1
 * when that cannot be told.  Mapping the file faults nothing in. */
static inline long resident_file_pages(int fd, uint64_t a, size_t n) {
  void *m = mmap(NULL, n, PROT_READ, MAP_SHARED, fd, (off_t)a);
  long count;
  if (m == MAP_FAILED) return -1;
  count = resident_pages(m, n);
  munmap(m, n);
  return count;
}

/* Is the file on a tmpfs, whose pages are the file and never dropped? */
static inline int on_tmpfs(int fd) {
  struct statfs fs;
  return fstatfs(fd, &fs) == 0 && fs.f_type == 0x01021994;
}

#endif

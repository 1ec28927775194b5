/* Faulting in ahead of a writer (stream/prefault.c): bytes already there
 * and bytes written while the helper runs come through unchanged, the
 * range ends up resident where the kernel can populate, small ranges and
 * NULL start no thread, and waiting twice (or with nothing started) is
 * harmless. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#include "resident.h"
#include "stream/prefault.h"
#include "test.h"

#define LEN ((size_t)24 << 20)

static uint8_t pattern(size_t i) { return (uint8_t)(i * 131u + (i >> 12)); }

/* LEN bytes of new memory, or NULL (a failed check). */
static uint8_t *fresh(void) {
  void *m = mmap(NULL, LEN, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  CHECK(m != MAP_FAILED);
  return m == MAP_FAILED ? NULL : m;
}

/* Can this kernel populate writable pages on request? */
static int can_populate(void) {
#ifdef MADV_POPULATE_WRITE
  long page = sysconf(_SC_PAGESIZE);
  void *m = mmap(NULL, (size_t)page, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  int ok;
  if (m == MAP_FAILED) return 0;
  ok = madvise(m, (size_t)page, MADV_POPULATE_WRITE) == 0;
  munmap(m, (size_t)page);
  return ok;
#else
  return 0;
#endif
}

int main(void) {
  sl_prefault_t pf;
  uint8_t *m;
  size_t i, half = LEN / 2, bad = 0;
  long page = sysconf(_SC_PAGESIZE);

  sl__prefault_init(&pf);
  sl__prefault_wait(&pf); /* nothing started */
  CHECK_INT(pf.running, 0);
  sl__prefault_start(&pf, NULL, LEN);
  CHECK_INT(pf.running, 0);
  {
    uint8_t small[4096];
    sl__prefault_start(&pf, small, sizeof small);
    CHECK_INT(pf.running, 0);
  }

  /* Fresh memory: its first half written before the helper starts, the
   * second half written while it runs, the way a record buffer is. */
  m = fresh();
  if (!m) TEST_MAIN_END();
  for (i = 0; i < half; i++) m[i] = pattern(i);
  /* An unaligned start: only whole pages are the helper's. */
  sl__prefault_start(&pf, m + 100, LEN - 100);
#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
  CHECK_INT(pf.running, 1);
  CHECK((uintptr_t)pf.p == (uintptr_t)m + (uintptr_t)page);
  CHECK_INT(pf.n, LEN - (size_t)page);
#endif
  for (i = half; i < LEN; i++) m[i] = pattern(i);
  sl__prefault_wait(&pf);
  CHECK_INT(pf.running, 0);
  sl__prefault_wait(&pf); /* twice */
  for (i = 0; i < LEN; i++) bad += m[i] != pattern(i);
  CHECK_INT(bad, 0);
  munmap(m, LEN);

  /* Populated and untouched: resident, and still zero. */
  m = fresh();
  if (!m) TEST_MAIN_END();
  sl__prefault_start(&pf, m, LEN);
  sl__prefault_wait(&pf);
  if (can_populate()) {
    long r = resident_pages(m, LEN);
    CHECK_INT(r, (long)(LEN / (size_t)page));
  } else {
    printf("# this kernel does not populate on request: contents only\n");
  }
  bad = 0;
  for (i = 0; i < LEN; i++) bad += m[i] != 0;
  CHECK_INT(bad, 0);
  munmap(m, LEN);

  /* A second start waits for the first. */
  m = fresh();
  if (!m) TEST_MAIN_END();
  sl__prefault_start(&pf, m, half);
  sl__prefault_start(&pf, m + half, half);
  sl__prefault_wait(&pf);
  CHECK_INT(pf.running, 0);
  if (can_populate())
    CHECK_INT(resident_pages(m, LEN), (long)(LEN / (size_t)page));
  munmap(m, LEN);
  TEST_MAIN_END();
}

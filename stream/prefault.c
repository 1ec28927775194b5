/* Faulting in memory ahead of a writer.  See prefault.h. */
#define _DEFAULT_SOURCE /* MADV_POPULATE_WRITE */
#include "prefault.h"

#include <stdint.h>
#include <string.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

#define PAGE ((uintptr_t)4096)

void sl__prefault_init(sl_prefault_t *pf) { memset(pf, 0, sizeof *pf); }

#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
static void populate(void *arg) {
  sl_prefault_t *pf = arg;
  /* An error (an older kernel: EINVAL) only means no head start. */
  (void)madvise(pf->p, pf->n, MADV_POPULATE_WRITE);
}
#endif

void sl__prefault_start(sl_prefault_t *pf, void *p, size_t n) {
  sl__prefault_wait(pf);
#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
  {
    uintptr_t a, z;
    if (!p || n < SL_PREFAULT_MIN) return;
    /* Whole pages only: madvise wants an aligned start, and the pages at
     * either end may hold bytes of other allocations (which populating
     * would not harm, but they are not ours to touch). */
    a = ((uintptr_t)p + PAGE - 1) & ~(PAGE - 1);
    z = ((uintptr_t)p + n) & ~(PAGE - 1);
    if (z <= a) return;
    pf->p = (void *)a;
    pf->n = (size_t)(z - a);
    if (uv_thread_create(&pf->thread, populate, pf) == 0) pf->running = 1;
  }
#else
  (void)p;
  (void)n;
#endif
}

void sl__prefault_wait(sl_prefault_t *pf) {
  if (!pf->running) return;
  (void)uv_thread_join(&pf->thread);
  pf->running = 0;
}

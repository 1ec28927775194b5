/* Arenas and the huge-page hint (stream/arena.c): bump allocations stay
 * aligned and distinct across blocks, a reset keeps one block, and the
 * hint leaves memory usable (and, where the kernel offers transparent
 * huge pages on request, backs it with them). */
#include <stdio.h>
#include <stdlib.h>

#include "stream/arena.h"
#include "stream/common.h"
#include "test.h"

/* AnonHugePages of the mapping that holds p, in kB, or -1 when
 * /proc/self/smaps cannot tell. */
static long huge_kb_at(const void *p) {
  FILE *f = fopen("/proc/self/smaps", "r");
  char line[512];
  int inside = 0;
  long kb = -1;
  if (!f) return -1;
  while (fgets(line, sizeof line, f)) {
    unsigned long lo, hi;
    /* A mapping's line starts with its range in lower-case hex; its
     * fields' lines with a capitalised name. */
    if (!(line[0] >= 'A' && line[0] <= 'Z') &&
        sscanf(line, "%lx-%lx ", &lo, &hi) == 2) {
      inside = (uintptr_t)p >= lo && (uintptr_t)p < hi;
      continue;
    }
    if (inside && sscanf(line, "AnonHugePages: %ld kB", &kb) == 1) break;
  }
  fclose(f);
  return inside ? kb : -1;
}

/* Does the kernel give huge pages to memory that asks (THP "always" or
 * "madvise")? */
static int thp_on_request(void) {
  FILE *f = fopen("/sys/kernel/mm/transparent_hugepage/enabled", "r");
  char s[128] = {0};
  int on;
  if (!f) return 0;
  on = fgets(s, sizeof s, f) &&
       (strstr(s, "[always]") || strstr(s, "[madvise]"));
  fclose(f);
  return on;
}

int main(void) {
  sl_arena_t a;
  size_t i;
  uint8_t *prev = NULL;
  int distinct = 1, aligned = 1;
  CHECK_INT(sl__arena_init(&a), 0);
  /* Enough to need several blocks. */
  for (i = 0; i < 20000; i++) {
    uint8_t *p = sl__arena_alloc(&a, 1 + i % 97);
    CHECK(p != NULL);
    if (!p) break;
    if ((uintptr_t)p % 16) aligned = 0;
    if (p == prev) distinct = 0;
    memset(p, (int)i, 1 + i % 97);
    prev = p;
  }
  CHECK(aligned);
  CHECK(distinct);
  sl__arena_reset(&a);
  CHECK(sl__arena_alloc(&a, 100) != NULL);
  sl__arena_close(&a);

  /* The hint: NULL and small ranges are ignored; a big one stays usable
   * and is backed by huge pages where the kernel offers them. */
  sl__huge_pages(NULL, 1 << 30);
  {
    uint8_t small[64];
    sl__huge_pages(small, sizeof small);
    memset(small, 1, sizeof small);
  }
  {
    size_t n = (size_t)16 << 20;
    uint8_t *big = malloc(n);
    long kb;
    CHECK(big != NULL);
    if (big) {
      sl__huge_pages(big, n);
      memset(big, 7, n);
      CHECK_INT(big[n - 1], 7);
      kb = huge_kb_at(big + n / 2);
#if defined(__linux__) && !defined(SL_ARENA_CHECKED)
      if (thp_on_request() && kb >= 0) {
        CHECK(kb >= 2048);
      } else {
        printf("# no transparent huge pages on request here (smaps %ld "
               "kB): only usability checked\n", kb);
      }
#else
      (void)kb;
      (void)thp_on_request;
#endif
      free(big);
    }
  }
  TEST_MAIN_END();
}

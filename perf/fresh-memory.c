/* Benchmark of the machine, not of stepline: what new memory costs the
 * first time it is touched, with plain 4 KiB pages and with transparent
 * huge pages, after the process has been idle for a while.
 *
 *   fresh-memory [MIB] [ROUNDS] [PAUSE_SECONDS]
 *
 * Each round sleeps PAUSE_SECONDS (default 5), then maps MIB (default 48)
 * of new anonymous memory twice, once asking for huge pages, and writes
 * one byte per 4 KiB page of it; the order of the two alternates from
 * round to round.  It prints each round's times and the medians.
 *
 * Why it exists: on a VM whose host takes back memory the guest leaves
 * free (free page reporting, as on the machines this project is built
 * on), the guest's huge pages come from the large free blocks the host
 * has taken, and each is faulted in again on the host.  There, 48 MiB
 * took 80-160 ms with huge pages and 20-30 ms with plain ones after a
 * few seconds' idle; on bare metal huge pages are the faster.  follow's
 * record buffer uses plain pages for that reason (stream/frame.c,
 * docs/perf.md). */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#define HUGE_PAGE ((size_t)2 << 20)

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* Maps n bytes (2 MiB-aligned, so that huge pages can back all of it),
 * touches every page and returns the time taken, or -1. */
static double touch_new(size_t n, int huge) {
  size_t len = n + HUGE_PAGE, i;
  double t0 = now_ms(), t;
  uint8_t *m, *p;
  m = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
           -1, 0);
  if (m == MAP_FAILED) return -1;
  p = (uint8_t *)(((uintptr_t)m + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1));
#ifdef MADV_HUGEPAGE
  (void)madvise(p, n, huge ? MADV_HUGEPAGE : MADV_NOHUGEPAGE);
#else
  (void)huge;
#endif
  for (i = 0; i < n; i += 4096) p[i] = 1;
  t = now_ms() - t0;
  munmap(m, len);
  return t;
}

static int cmp_d(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
  int mib = argc > 1 ? atoi(argv[1]) : 48;
  int rounds = argc > 2 ? atoi(argv[2]) : 4;
  int pause_s = argc > 3 ? atoi(argv[3]) : 5;
  double *plain, *huge;
  int r;
  if (mib < 4 || rounds < 1 || pause_s < 0) {
    fprintf(stderr, "usage: fresh-memory [MIB>=4] [ROUNDS] [PAUSE_SECONDS]\n");
    return 2;
  }
  plain = calloc((size_t)rounds, sizeof *plain);
  huge = calloc((size_t)rounds, sizeof *huge);
  if (!plain || !huge) return 1;
  for (r = 0; r < rounds; r++) {
    size_t n = (size_t)mib << 20;
    sleep((unsigned)pause_s);
    if (r % 2) {
      huge[r] = touch_new(n, 1);
      plain[r] = touch_new(n, 0);
    } else {
      plain[r] = touch_new(n, 0);
      huge[r] = touch_new(n, 1);
    }
    if (plain[r] < 0 || huge[r] < 0) {
      perror("mmap");
      return 1;
    }
    printf("round %d (after %d s idle): %d MiB, 4 KiB pages %.1f ms, "
           "huge pages %.1f ms\n", r + 1, pause_s, mib, plain[r], huge[r]);
  }
  qsort(plain, (size_t)rounds, sizeof *plain, cmp_d);
  qsort(huge, (size_t)rounds, sizeof *huge, cmp_d);
  printf("median: 4 KiB pages %.1f ms (%.2f ms/MiB), huge pages %.1f ms "
         "(%.2f ms/MiB)\n", plain[rounds / 2], plain[rounds / 2] / mib,
         huge[rounds / 2], huge[rounds / 2] / mib);
  free(plain);
  free(huge);
  return 0;
}

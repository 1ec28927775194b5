/* Benchmark of the trace writer's page-cache release (stream/writer.h,
 * sl__writer_release): an output that only grows, written a step at a
 * time the way follow writes its trace, with and without the release.
 *
 *   page-reuse DIR [MIB] [STEPS] [PAUSE_MS]
 *
 * Two runs, one after the other, each into a new file in DIR (on the
 * filesystem to measure, not a tmpfs): STEPS (default 14) steps of MIB
 * (default 64) each, through the writer by position, then the closing
 * bracket after them as follow writes it; PAUSE_MS (default 100) between
 * steps.  The first run does nothing else; the second calls
 * sl__writer_release after each step.  It prints the time each step's
 * bytes took to be written (sink to drain) and the medians.
 *
 * Why it exists: on a VM whose host takes back the memory its guest
 * leaves free, new page-cache pages are slow to get once the warm ones
 * are used up.  On the machines this project is built on, steps of 64
 * MiB took 13-27 ms each until ~500 MiB had been written, then 155-335
 * ms; with the release every step took 13-19 ms (docs/perf.md).  The run
 * without release goes first, so the second starts with the warm pages
 * the first left behind when its file was removed, as follow's first
 * steps do after a previous run. */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "stream/writer.h"

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static int cmp_d(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

/* One run; each step's time into t[].  Returns 0 or -1. */
static int run(const char *dir, size_t step, int steps, int pause_ms,
               int release, const uint8_t *buf, size_t bufn, double *t) {
  char path[4096];
  uint64_t pos = 0;
  sl_writer_t *w;
  int fd, i;
  snprintf(path, sizeof path, "%s/page-reuse-XXXXXX", dir);
  if ((fd = mkstemp(path)) < 0) return -1;
  unlink(path);
  if (!(w = sl__writer_new_at(fd, 0))) return -1;
  for (i = 0; i < steps; i++) {
    double t0 = now_ms();
    size_t k;
    for (k = 0; k < step; k += bufn)
      if (sl_writer_sink(w, buf, step - k < bufn ? step - k : bufn) != 0)
        return -1;
    if (sl__writer_drain(w) != 0) return -1;
    pos += step;
    t[i] = now_ms() - t0;
    if (sl__pwrite_all(fd, "\n]\n", 3, pos) != 0) return -1;
    if (release) sl__writer_release(w, pos);
    usleep((useconds_t)pause_ms * 1000);
  }
  (void)sl_writer_free(w);
  close(fd);
  return 0;
}

int main(int argc, char **argv) {
  const char *dir = argc > 1 ? argv[1] : NULL;
  int mib = argc > 2 ? atoi(argv[2]) : 64;
  int steps = argc > 3 ? atoi(argv[3]) : 14;
  int pause_ms = argc > 4 ? atoi(argv[4]) : 100;
  size_t bufn = (size_t)1 << 20;
  uint8_t *buf = malloc(bufn);
  double *t = calloc((size_t)(steps > 0 ? steps : 1), sizeof *t);
  int r, i;
  if (!dir || mib < 1 || steps < 1 || pause_ms < 0) {
    fprintf(stderr, "usage: page-reuse DIR [MIB] [STEPS] [PAUSE_MS]\n");
    return 2;
  }
  if (!buf || !t) return 1;
  memset(buf, 'x', bufn);
  for (r = 0; r < 2; r++) {
    if (run(dir, (size_t)mib << 20, steps, pause_ms, r, buf, bufn, t)) {
      perror(dir);
      return 1;
    }
    printf("%s, %d steps of %d MiB (ms):", r ? "with release" : "growing",
           steps, mib);
    for (i = 0; i < steps; i++) printf(" %.1f", t[i]);
    qsort(t, (size_t)steps, sizeof *t, cmp_d);
    printf("; median %.1f, max %.1f\n", t[steps / 2], t[steps - 1]);
  }
  free(buf);
  free(t);
  return 0;
}

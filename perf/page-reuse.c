/* Benchmark of follow's page-cache release (stream/pagecache.h): the
 * trace, an output that only grows, written a step at a time the way
 * follow writes it, beside a log that grows by a record a step, with
 * and without letting their pages go.
 *
 *   page-reuse DIR [MIB] [STEPS] [PAUSE_MS] [LOG_MIB]
 *
 * Runs one after the other, each into new files in DIR (on the
 * filesystem to measure, not a tmpfs): STEPS (default 14) steps of MIB
 * (default 64) each, through the writer by position, then the closing
 * bracket after them as follow writes it; PAUSE_MS (default 100) between
 * steps.  Before each step LOG_MIB (default 0) are appended to a log and
 * read back, as a training job writes a record and follow reads it.  The
 * first run does nothing else; the second calls sl__writer_release after
 * each step; with a log, a third also lets the log's pages go a step
 * behind, as stream/tail.c does.  It prints the time each step's trace
 * bytes took to be written (sink to drain) and the medians.
 *
 * Why it exists: on a VM whose host takes back the memory its guest
 * leaves free, new page-cache pages are slow to get once the warm ones
 * are used up.  On the machines this project is built on, steps of 64
 * MiB took 13-27 ms each until ~500 MiB had been written, then 155-335
 * ms; with the release every step took 13-19 ms (docs/perf.md).  A log
 * that keeps its pages uses the warm ones up too, 38 MiB a 100,000-op
 * step: with the trace's release alone, steps went from 13 ms to 90-100
 * ms after 6-20 of them; with the log's pages let go as well they stayed
 * at 13-17 ms. */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "stream/pagecache.h"
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

/* A new file in dir, already unlinked; its descriptor or -1. */
static int scratch(const char *dir) {
  char path[4096];
  int fd;
  snprintf(path, sizeof path, "%s/page-reuse-XXXXXX", dir);
  if ((fd = mkstemp(path)) < 0) return -1;
  unlink(path);
  return fd;
}

/* One record of `n` bytes onto the log at *at, written and read back in
 * pieces of bufn, as a training job writes it and follow reads it.  With
 * `release`, the log's pages are let go a step behind, as tail.c does:
 * the last record's write-back started, the one before dropped. */
static int log_step(int lfd, uint64_t *at, uint64_t *kicked, size_t n,
                    int release, uint8_t *buf, size_t bufn) {
  size_t k;
  for (k = 0; k < n; k += bufn)
    if (sl__pwrite_all(lfd, buf, n - k < bufn ? n - k : bufn, *at + k))
      return -1;
  for (k = 0; k < n; k += bufn)
    if (pread(lfd, buf, n - k < bufn ? n - k : bufn, (off_t)(*at + k)) < 0)
      return -1;
  *at += n;
  if (release) {
    uint64_t upto = SL_PAGE_DOWN(*at);
    sl__pages_drop(lfd, 0, *kicked);
    sl__pages_kick(lfd, *kicked, upto);
    *kicked = upto;
  }
  return 0;
}

/* One run; each step's time into t[].  release: 1 the trace's, 2 the
 * log's too.  Returns 0 or -1. */
static int run(const char *dir, size_t step, int steps, int pause_ms,
               int release, size_t log_step_n, uint8_t *buf, size_t bufn,
               double *t) {
  uint64_t pos = 0, lpos = 0, lkicked = 0;
  sl_writer_t *w;
  int fd, lfd = -1, i;
  if ((fd = scratch(dir)) < 0) return -1;
  if (log_step_n && (lfd = scratch(dir)) < 0) return -1;
  if (!(w = sl__writer_new_at(fd, 0))) return -1;
  for (i = 0; i < steps; i++) {
    double t0;
    size_t k;
    if (lfd >= 0 && log_step(lfd, &lpos, &lkicked, log_step_n, release > 1,
                             buf, bufn) != 0)
      return -1;
    t0 = now_ms();
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
  if (lfd >= 0) close(lfd);
  return 0;
}

int main(int argc, char **argv) {
  const char *dir = argc > 1 ? argv[1] : NULL;
  int mib = argc > 2 ? atoi(argv[2]) : 64;
  int steps = argc > 3 ? atoi(argv[3]) : 14;
  int pause_ms = argc > 4 ? atoi(argv[4]) : 100;
  int log_mib = argc > 5 ? atoi(argv[5]) : 0;
  size_t bufn = (size_t)1 << 20;
  uint8_t *buf = malloc(bufn);
  double *t = calloc((size_t)(steps > 0 ? steps : 1), sizeof *t);
  int r, i;
  if (!dir || mib < 1 || steps < 1 || pause_ms < 0 || log_mib < 0) {
    fprintf(stderr, "usage: page-reuse DIR [MIB] [STEPS] [PAUSE_MS] "
            "[LOG_MIB]\n");
    return 2;
  }
  if (!buf || !t) return 1;
  memset(buf, 'x', bufn);
  /* The runs that let more go come first: each later one starts with
   * only the warm pages that the one before left behind when its files
   * were removed. */
  for (r = log_mib ? 2 : 1; r >= 0; r--) {
    static const char *what[] = {"growing", "with release",
                                 "releasing the log too"};
    if (run(dir, (size_t)mib << 20, steps, pause_ms, r,
            (size_t)log_mib << 20, buf, bufn, t)) {
      perror(dir);
      return 1;
    }
    printf("%s, %d steps of %d MiB", what[r], steps, mib);
    if (log_mib) printf(" beside a log of %d MiB a step", log_mib);
    printf(" (ms):");
    for (i = 0; i < steps; i++) printf(" %.1f", t[i]);
    qsort(t, (size_t)steps, sizeof *t, cmp_d);
    printf("; median %.1f, max %.1f\n", t[steps / 2], t[steps - 1]);
  }
  free(buf);
  free(t);
  return 0;
}

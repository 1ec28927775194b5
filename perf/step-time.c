/* Benchmark (not a test): how long the conversion of one step held in
 * memory takes, as `stepline follow` converts a step once its record is
 * complete (follow's latency less the read of the record).  Measured in
 * one process, it is free of the reader, the polling and the start-up
 * that the end-to-end benchmark (follow-latency) also times, so two
 * builds can be compared within minutes on a noisy machine.
 *
 *   step-time FILE [RUNS]
 *
 * FILE holds one step as a RunMetadata (`sl_gen --format runmeta`).  It is
 * read into memory and converted RUNS times (default 15) with
 * sl_convert_mem(), written with pwrite into a file in $TMPDIR (or /tmp)
 * that is emptied between runs, outside the clock.  Prints the first
 * run's time and the minimum and median of the others. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "stepline/stepline.h"

typedef struct out_s {
  int fd;
  uint64_t pos;
} out_t;

static int sink(void *ud, const void *p, size_t n) {
  out_t *o = ud;
  const char *c = p;
  while (n > 0) {
    ssize_t k = pwrite(o->fd, c, n, (off_t)o->pos);
    if (k < 0) return -1;
    c += k;
    n -= (size_t)k;
    o->pos += (uint64_t)k;
  }
  return 0;
}

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int cmp_d(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
  const char *tmpdir = getenv("TMPDIR");
  char path[4096];
  sl_options_t opt;
  sl_error_t err;
  out_t out;
  uint8_t *buf;
  double *t;
  long size;
  int runs, i;
  FILE *f;
  if (argc < 2) {
    fprintf(stderr, "usage: step-time FILE [RUNS]\n");
    return 2;
  }
  sl_memory_policy(SL_MEMORY_KEEP);
  runs = argc > 2 ? atoi(argv[2]) : 15;
  if (runs < 2) runs = 2;
  f = fopen(argv[1], "rb");
  if (!f || fseek(f, 0, SEEK_END) != 0 || (size = ftell(f)) <= 0 ||
      fseek(f, 0, SEEK_SET) != 0) {
    perror(argv[1]);
    return 1;
  }
  buf = malloc((size_t)size);
  t = calloc((size_t)runs, sizeof *t);
  if (!buf || !t || fread(buf, 1, (size_t)size, f) != (size_t)size) {
    perror(argv[1]);
    return 1;
  }
  fclose(f);
  snprintf(path, sizeof path, "%s/step-time-XXXXXX", tmpdir ? tmpdir : "/tmp");
  out.fd = mkstemp(path);
  if (out.fd < 0) {
    perror(path);
    return 1;
  }
  unlink(path);
  sl_options_init(&opt);
  for (i = 0; i < runs; i++) {
    double t0;
    if (ftruncate(out.fd, 0) != 0) return 1;
    out.pos = 0;
    t0 = now();
    if (sl_convert_mem(buf, (size_t)size, &opt, sink, &out, &err) != 0) {
      fprintf(stderr, "step-time: %s: %s\n", argv[1], err.msg);
      return 1;
    }
    t[i] = (now() - t0) * 1000.0;
  }
  qsort(t + 1, (size_t)runs - 1, sizeof *t, cmp_d);
  printf("step-time: %s, %d runs: first %.1f ms; then min %.1f ms, "
         "median %.1f ms\n", argv[1], runs, t[0], t[1],
         t[1 + (runs - 1) / 2]);
  close(out.fd);
  free(buf);
  free(t);
  return 0;
}

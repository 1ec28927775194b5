/* Benchmark of `stepline follow` (not a test): how long after a record is
 * complete its step shows in the output, what following costs while the
 * log does not grow, and whether memory stays at one step's worth.
 *
 *   follow-latency STEPLINE SL_GEN [NODES] [STEPS] [IDLE_SECONDS]
 *                  [trace|summary] [WINDOW] [PAUSE_MS]
 *
 * With "trace", follow runs without --summary and the time is to the
 * trace file's closing bracket after the step (its size grown and its
 * last bytes "\n]\n", looked at after each inotify event on the trace's
 * directory: polling at a fixed rate took a share of the two cores that
 * the follower needs, and a coarser rate would blur the time).  WINDOW (with "summary")
 * adds --window=WINDOW; PAUSE_MS is the time between two records
 * (default 20).
 *
 * Generates an events file of STEPS steps of NODES op nodes, starts
 * `stepline follow -o TRACE --summary --format=json` on an empty file and
 * appends the log one step's piece at a time (each with one write, the
 * way a writer flushes a record), timing from the write's return to the
 * summary line (which follow prints after the trace is written).  Then it
 * times writing one step's worth of trace bytes into new files beside the
 * trace (the floor no converter that writes a file goes under), leaves
 * the follower idle for IDLE_SECONDS and reads its CPU time before and
 * after from /proc, and its peak RSS (VmHWM) after the first step and at
 * the end.  The follower's CPU time (user and system) from the first
 * step's end to the last step's, divided by the steps, is printed too,
 * and for each step the follower's CPU, minor faults and its main
 * thread's wait for a CPU from the write to the line. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "procstat.h"

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void die(const char *what) {
  perror(what);
  exit(1);
}

/* The time a process's main thread has waited for a CPU while it could
 * run, in ns (the second field of /proc/PID/task/PID/schedstat), or -1. */
static long long wait_ns(pid_t pid) {
  char path[96];
  long long run, wait;
  FILE *f;
  snprintf(path, sizeof path, "/proc/%d/task/%d/schedstat", (int)pid,
           (int)pid);
  f = fopen(path, "r");
  if (!f) return -1;
  if (fscanf(f, "%lld %lld", &run, &wait) != 2) wait = -1;
  fclose(f);
  return wait;
}

/* utime + stime of a process, in clock ticks, or -1 (fields 14 and 15
 * of /proc/PID/stat). */
static long long cpu_ticks(pid_t pid) {
  long long v[2];
  return sl_proc_stat(pid, 14, 2, v) ? -1 : v[0] + v[1];
}

static long vm_hwm_kb(pid_t pid) {
  char path[64], line[256];
  FILE *f;
  long kb = -1;
  snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
  f = fopen(path, "r");
  if (!f) return -1;
  while (fgets(line, sizeof line, f))
    if (sscanf(line, "VmHWM: %ld kB", &kb) == 1) break;
  fclose(f);
  return kb;
}

static int cmp_d(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

/* The floor under any follower that writes the trace to a file: the time
 * this machine takes to write `bytes` into a new file beside the trace,
 * 1 MiB a write(2), the way a trace grows by a step.  On a VM whose
 * fresh memory faults on the host, new page-cache pages cost several
 * times what they cost on bare metal, and this is most of a big step's
 * latency.  FILES new files are written (kept until the directory goes,
 * so none reuses another's pages); the median time is returned. */
static double write_floor(const char *dir, long long bytes, int files) {
  static char chunk[1 << 20];
  double t[8], t0;
  char path[160];
  int i, fd;
  if (files > 8) files = 8;
  memset(chunk, 'x', sizeof chunk);
  for (i = 0; i < files; i++) {
    long long left = bytes;
    snprintf(path, sizeof path, "%s/floor-%d", dir, i);
    fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) die("floor");
    t0 = now();
    while (left > 0) {
      size_t k = left < (long long)sizeof chunk ? (size_t)left : sizeof chunk;
      if (write(fd, chunk, k) != (ssize_t)k) die("floor write");
      left -= (long long)k;
    }
    t[i] = (now() - t0) * 1000.0;
    close(fd);
  }
  qsort(t, (size_t)files, sizeof *t, cmp_d);
  return t[files / 2];
}

int main(int argc, char **argv) {
  const char *sl, *gen;
  int nodes, steps, idle, out[2], i, fd;
  long long cpu_first[2] = {0, 0}, cpu_last[2] = {0, 0};
  char dir[] = "/tmp/follow-latency-XXXXXX", logp[128], src[128],
       trace[128], cmd[1024], steps_cmd[512];
  uint8_t *data;
  size_t *ends, n;
  double *lat;
  /* Each step's follower CPU (clock ticks), minor faults and its main
   * thread's wait for a CPU while runnable (ms): a slow step that did no
   * more work and waited no more than the others was slowed by the
   * machine (the other core's thread, or the host), not by follow. */
  long long *st_cpu, *st_flt;
  double *st_wait;
  pid_t pid;
  FILE *f;
  long long c0, c1;
  long hwm1 = 0, hwm;
  int trace_only, window, pause_ms;
  char wopt[32];
  long long tsize = 0, step_bytes;
  double floor_ms;
  int ino = -1;
  if (argc < 3) {
    fprintf(stderr, "usage: follow-latency STEPLINE SL_GEN [NODES] [STEPS] "
                    "[IDLE_SECONDS] [trace|summary] [WINDOW] [PAUSE_MS]\n");
    return 2;
  }
  sl = argv[1];
  gen = argv[2];
  nodes = argc > 3 ? atoi(argv[3]) : 10000;
  steps = argc > 4 ? atoi(argv[4]) : 50;
  idle = argc > 5 ? atoi(argv[5]) : 5;
  trace_only = argc > 6 && strcmp(argv[6], "trace") == 0;
  window = argc > 7 ? atoi(argv[7]) : 0;
  pause_ms = argc > 8 ? atoi(argv[8]) : 20;
  if (window > 0 && trace_only) {
    /* A rebuilt window makes the trace smaller: time the summary line. */
    fprintf(stderr, "follow-latency: a window is timed with \"summary\"\n");
    return 2;
  }
  snprintf(wopt, sizeof wopt, "--window=%d", window);
  if (!mkdtemp(dir)) die("mkdtemp");
  /* The trace is made by a rename into the directory and then written in
   * place: watching the directory sees both. */
  if (trace_only && ((ino = inotify_init1(IN_NONBLOCK | IN_CLOEXEC)) < 0 ||
                     inotify_add_watch(ino, dir, IN_MODIFY | IN_MOVED_TO |
                                       IN_CREATE) < 0))
    die("inotify");
  snprintf(src, sizeof src, "%s/src.ev", dir);
  snprintf(logp, sizeof logp, "%s/log.ev", dir);
  snprintf(trace, sizeof trace, "%s/trace.json", dir);
  snprintf(cmd, sizeof cmd, "'%s' --nodes %d --gpu --seed 1 --steps %d "
           "--format tfevents -o '%s'", gen, nodes, steps, src);
  if (system(cmd) != 0) die("sl_gen");
  f = fopen(src, "rb");
  if (!f) die(src);
  fseek(f, 0, SEEK_END);
  n = (size_t)ftell(f);
  fseek(f, 0, SEEK_SET);
  data = malloc(n);
  ends = calloc((size_t)steps + 1, sizeof *ends);
  lat = calloc((size_t)steps + 1, sizeof *lat);
  st_cpu = calloc((size_t)steps + 1, sizeof *st_cpu);
  st_flt = calloc((size_t)steps + 1, sizeof *st_flt);
  st_wait = calloc((size_t)steps + 1, sizeof *st_wait);
  if (!st_cpu || !st_flt || !st_wait) die("calloc");
  if (!data || !ends || !lat || fread(data, 1, n, f) != n) die("read");
  fclose(f);
  /* Each step's piece ends where its record does: offset + size of the
   * run metadata, then the rest of that record (4-byte CRC, as the
   * generator writes run metadata last in its Event). */
  snprintf(steps_cmd, sizeof steps_cmd, "'%s' steps --json '%s'", sl, src);
  f = popen(steps_cmd, "r");
  for (i = 0; f && i < steps; i++) {
    char line[512];
    unsigned long long off = 0, size = 0;
    const char *o, *s;
    if (!fgets(line, sizeof line, f)) break;
    o = strstr(line, "\"offset\": ");
    s = strstr(line, "\"size\": ");
    if (o) off = strtoull(o + 10, NULL, 10);
    if (s) size = strtoull(s + 8, NULL, 10);
    ends[i] = (size_t)(off + size + 4);
  }
  if (f) pclose(f);
  if (i != steps) die("steps --json");
  /* The generated log is in memory now: its file goes, and with it its
   * page cache.  Kept, it held every step's bytes a second time (760 MiB
   * for twenty 100k-op steps) through the run, which on a VM whose host
   * takes back free memory used up the warm pages before the follower
   * started, and its first steps met cold memory that a job's log of
   * the same length would not have taken (docs/perf.md). */
  unlink(src);
  fd = open(logp, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0 || pipe(out) != 0) die("setup");
  pid = fork();
  if (pid == 0) {
    dup2(out[1], 1);
    close(out[0]);
    if (trace_only)
      execl(sl, sl, "follow", "-o", trace, logp, (char *)NULL);
    else if (window > 0)
      execl(sl, sl, "follow", "-o", trace, "--summary", "--format=json",
            wopt, logp, (char *)NULL);
    else
      execl(sl, sl, "follow", "-o", trace, "--summary", "--format=json",
            logp, (char *)NULL);
    _exit(127);
  }
  close(out[1]);
  usleep(200000);
  for (i = 0; i < steps; i++) {
    size_t a = i ? ends[i - 1] : 0;
    char buf[65536];
    double t0, t1;
    ssize_t k;
    int got = 0;
    long long b0[6], b1[6], w0, w1;
    if (sl_proc_stat(pid, 10, 6, b0) != 0) die("stat");
    w0 = wait_ns(pid);
    if (write(fd, data + a, ends[i] - a) != (ssize_t)(ends[i] - a))
      die("write");
    t0 = now();
    while (trace_only && !got) {
      struct stat sb;
      char tail[3], ev[4096];
      int tf;
      struct pollfd ip = {ino, POLLIN, 0};
      if (now() - t0 > 30) die("the trace did not grow");
      /* Events so far (our own append to the log raised some too) are
       * drained before the look, so none that comes after it is lost. */
      while (read(ino, ev, sizeof ev) > 0) {
      }
      if (stat(trace, &sb) == 0 && sb.st_size > tsize &&
          (tf = open(trace, O_RDONLY)) >= 0) {
        if (pread(tf, tail, 3, sb.st_size - 3) == 3 &&
            memcmp(tail, "\n]\n", 3) == 0) {
          got = 1;
          tsize = sb.st_size;
        }
        close(tf);
      }
      if (!got && poll(&ip, 1, 1000) < 0) die("poll");
    }
    while (!got) {
      struct pollfd pf = {out[0], POLLIN, 0};
      if (poll(&pf, 1, 30000) <= 0) die("no summary line");
      k = read(out[0], buf, sizeof buf);
      if (k <= 0) die("follow ended");
      got = memchr(buf, '\n', (size_t)k) != NULL;
    }
    t1 = now();
    lat[i] = (t1 - t0) * 1000.0;
    if (sl_proc_stat(pid, 10, 6, b1) != 0) die("stat");
    w1 = wait_ns(pid);
    st_flt[i] = b1[0] - b0[0];
    st_cpu[i] = (b1[4] + b1[5]) - (b0[4] + b0[5]);
    st_wait[i] = w0 >= 0 && w1 >= 0 ? (double)(w1 - w0) / 1e6 : -1;
    if (i == 0) hwm1 = vm_hwm_kb(pid);
    /* The follower's CPU from the first step's end to the last's: what
     * two cores have to give a step. */
    if (i == 0 && sl_proc_stat(pid, 14, 2, cpu_first) != 0) die("cpu");
    if (i == steps - 1 && sl_proc_stat(pid, 14, 2, cpu_last) != 0)
      die("cpu");
    usleep((useconds_t)pause_ms * 1000);
  }
  {
    struct stat sb;
    int held = window > 0 && window < steps ? window : steps;
    if (stat(trace, &sb) != 0) die("stat trace");
    step_bytes = (long long)sb.st_size / held;
    floor_ms = write_floor(dir, step_bytes, 3);
  }
  c0 = cpu_ticks(pid);
  sleep((unsigned)idle);
  c1 = cpu_ticks(pid);
  hwm = vm_hwm_kb(pid);
  kill(pid, SIGINT);
  waitpid(pid, NULL, 0);
  printf("follow: %d steps of %d op nodes (%.1f MiB of events file)\n",
         steps, nodes, (double)n / 1048576.0);
  /* In order of arrival too: the first step of a run pays for faulting in
   * the tables that later steps reuse, and the sorted figures hide which
   * step was the slow one. */
  printf("each step, in order (ms):");
  for (i = 0; i < steps; i++) printf(" %.1f", lat[i]);
  printf("\n");
  printf("each step's CPU (ticks of %ld ms), minor faults, main thread's "
         "wait for a CPU (ms):", 1000 / sysconf(_SC_CLK_TCK));
  for (i = 0; i < steps; i++)
    printf(" %lld/%lld/%.1f", st_cpu[i], st_flt[i], st_wait[i]);
  printf("\n");
  if (steps > 2) {
    /* The steps after the first, whose memory the first one faulted in. */
    qsort(lat + 1, (size_t)steps - 1, sizeof *lat, cmp_d);
    printf("after the first step: median %.1f ms, max %.1f ms "
           "(first %.1f ms)\n",
           lat[1 + (steps - 1) / 2], lat[steps - 1], lat[0]);
  }
  qsort(lat, (size_t)steps, sizeof *lat, cmp_d);
  printf("latency, record complete -> %s: min %.1f ms, median %.1f ms, "
         "p95 %.1f ms, max %.1f ms\n",
         trace_only ? "trace closed after it"
                    : "summary line (trace written)",
         lat[0], lat[steps / 2],
         lat[(steps * 95) / 100 < steps ? (steps * 95) / 100 : steps - 1],
         lat[steps - 1]);
  /* Same run, same minute: a step's latency is only comparable with the
   * floor measured beside it (page-cache costs here vary several-fold
   * with how recently the guest had the memory). */
  printf("floor: writing one step's %.1f MiB of trace into a new file "
         "took %.1f ms (median of 3)\n", (double)step_bytes / 1048576.0,
         floor_ms);
  if (steps > 1) {
    double tick = 1000.0 / (double)sysconf(_SC_CLK_TCK);
    printf("CPU a step after the first: %.1f ms user, %.1f ms system\n",
           (double)(cpu_last[0] - cpu_first[0]) * tick / (steps - 1),
           (double)(cpu_last[1] - cpu_first[1]) * tick / (steps - 1));
  }
  printf("idle %d s: %lld clock ticks of CPU (%ld per second)\n", idle,
         c1 - c0, sysconf(_SC_CLK_TCK));
  printf("peak RSS: %.1f MiB after the first step, %.1f MiB after %d\n",
         (double)hwm1 / 1024.0, (double)hwm / 1024.0, steps);
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
  if (system(cmd) != 0) return 1;
  return 0;
}

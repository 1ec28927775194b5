/* Fields of a running process's /proc/PID/stat (Linux), for the
 * benchmarks and tests that watch a stepline they started. */
#ifndef SL_PERF_PROCSTAT_H
#define SL_PERF_PROCSTAT_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

/* Reads `count` (at most 8) consecutive numeric fields of /proc/PID/stat
 * into out, the first being field number `first` as proc(5) numbers them
 * (3 is the state, 10 minflt, 14 utime, 15 stime; the command name, which
 * may hold spaces, ends at the last ')').  Returns 0, or -1 when the
 * process or the fields are not there. */
static inline int sl_proc_stat(pid_t pid, int first, int count,
                               long long *out) {
  char path[64], buf[4096], *p;
  FILE *f;
  int i;
  if (first < 4 || count < 1 || count > 8) return -1;
  snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
  f = fopen(path, "r");
  if (!f) return -1;
  if (!fgets(buf, sizeof buf, f)) buf[0] = 0;
  fclose(f);
  p = strrchr(buf, ')');
  /* From the ')', each search finds the space before the next field:
   * the first that before field 3, the last that before `first`. */
  for (i = 2; i < first && p; i++) p = strchr(p + 1, ' ');
  for (i = 0; i < count; i++) {
    char *end;
    if (!p) return -1;
    out[i] = strtoll(p + 1, &end, 10);
    if (end == p + 1) return -1;
    p = strchr(end, ' ');
    if (!p && i + 1 < count) return -1;
  }
  return 0;
}

#endif

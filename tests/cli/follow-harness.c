/* The harness of follow-check: see follow-harness.h. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cli/follow-harness.h"

const char *SL, *GEN, *CMP, *PFCMP;
char dir[] = "/tmp/follow-check-XXXXXX";


void die(const char *what) {
  perror(what);
  exit(99);
}

void path_of(char *out, size_t cap, const char *name) {
  snprintf(out, cap, "%s/%s", dir, name);
}

int run(const char *cmd) {
  int rc = system(cmd);
  return WIFEXITED(rc) ? WEXITSTATUS(rc) : 128;
}

/* A generated log, read whole, with its record boundaries. */
void gen_nodes(log_t *l, const char *name, const char *fmt,
               int steps, int seed, int nodes) {
  char path[256], cmd[1024];
  FILE *f;
  long sz;
  size_t off = 0;
  path_of(path, sizeof path, name);
  snprintf(cmd, sizeof cmd, "'%s' --nodes %d --gpu --seed %d --steps %d "
           "--format %s -o '%s'", GEN, nodes, seed, steps, fmt, path);
  if (run(cmd) != 0) die("sl_gen");
  f = fopen(path, "rb");
  if (!f) die(path);
  fseek(f, 0, SEEK_END);
  sz = ftell(f);
  fseek(f, 0, SEEK_SET);
  l->p = malloc((size_t)sz);
  l->n = (size_t)sz;
  if (!l->p || fread(l->p, 1, l->n, f) != l->n) die("read");
  fclose(f);
  l->nrec = 0;
  while (off < l->n && l->nrec < MAX_REC) {
    if (strcmp(fmt, "delimited") == 0) {
      uint64_t len = 0;
      int shift = 0;
      while (l->p[off] & 0x80) len |= (uint64_t)(l->p[off++] & 0x7f) << shift, shift += 7;
      len |= (uint64_t)l->p[off++] << shift;
      off += len;
    } else {
      uint64_t len;
      memcpy(&len, l->p + off, 8);
      off += 12 + len + 4;
    }
    l->ends[l->nrec++] = off;
  }
  /* Not every record holds a step (an events file has its version
   * record and scalar summaries too): a step's piece of the log runs to
   * the end of the record that holds it, as `stepline steps` tells. */
  {
    size_t rec_end[MAX_REC];
    int nrec = l->nrec, k = 0;
    char line[512];
    FILE *ps;
    memcpy(rec_end, l->ends, sizeof rec_end);
    snprintf(cmd, sizeof cmd, "'%s' steps --json '%s'", SL, path);
    ps = popen(cmd, "r");
    if (!ps) die("popen");
    while (fgets(line, sizeof line, ps) && k < MAX_REC) {
      const char *r = strstr(line, "\"record\": ");
      int ri = r ? atoi(r + strlen("\"record\": ")) : -1;
      if (ri < 0 || ri >= nrec) die("steps --json");
      l->ends[k++] = rec_end[ri];
    }
    pclose(ps);
    l->nrec = k;
  }
}

void gen(log_t *l, const char *name, const char *fmt, int steps,
         int seed) {
  gen_nodes(l, name, fmt, steps, seed, 30);
}

/* An events file of `steps` steps of 10,000 op nodes (3.7 MiB each): a
 * backlog read in several turns, each step a conversion of ~10 ms. */
void gen_big(char *path, size_t cap, const char *name, int seed,
             int steps) {
  char cmd[1024];
  path_of(path, cap, name);
  snprintf(cmd, sizeof cmd, "'%s' --nodes 10000 --gpu --seed %d --steps %d "
           "--format tfevents -o '%s'", GEN, seed, steps, path);
  if (run(cmd) != 0) die("sl_gen");
}


/* Starts stepline follow with ARGS (NULL-terminated); stdin is a pipe
 * when `pipe_in`; stderr goes to dir/err. */
void start(proc_t *p, int pipe_in, const char *const *args) {
  int o[2], i[2];
  char errpath[256];
  if (pipe(o) != 0 || (pipe_in && pipe(i) != 0)) die("pipe");
  path_of(errpath, sizeof errpath, "err");
  p->n = 0;
  p->pid = fork();
  if (p->pid < 0) die("fork");
  if (p->pid == 0) {
    const char *argv[32];
    int k = 0, e = open(errpath, O_WRONLY | O_CREAT | O_APPEND, 0644);
    argv[k++] = SL;
    argv[k++] = "follow";
    while (*args && k < 31) argv[k++] = *args++;
    argv[k] = NULL;
    dup2(o[1], 1);
    if (e >= 0) dup2(e, 2);
    if (pipe_in) dup2(i[0], 0);
    close(o[0]);
    close(o[1]);
    if (pipe_in) {
      close(i[0]);
      close(i[1]);
    }
    execv(SL, (char *const *)argv);
    _exit(127);
  }
  close(o[1]);
  p->out = o[0];
  p->in = -1;
  if (pipe_in) {
    close(i[0]);
    p->in = i[1];
  }
}

/* The next line of its stdout within `ms` (into line), 1; 0 on time out
 * or end. */
int next_line(proc_t *p, char *line, size_t cap, int ms) {
  for (;;) {
    char *nl = memchr(p->buf, '\n', p->n);
    struct pollfd pf;
    ssize_t k;
    if (nl) {
      size_t len = (size_t)(nl - p->buf);
      snprintf(line, cap, "%.*s", (int)len, p->buf);
      memmove(p->buf, nl + 1, p->n - len - 1);
      p->n -= len + 1;
      return 1;
    }
    pf.fd = p->out;
    pf.events = POLLIN;
    if (poll(&pf, 1, ms) <= 0) return 0;
    k = read(p->out, p->buf + p->n, sizeof p->buf - p->n - 1);
    if (k <= 0) return 0;
    p->n += (size_t)k;
  }
}

int finish(proc_t *p, int sig) {
  int st = 0;
  if (sig) kill(p->pid, sig);
  if (p->in >= 0) close(p->in);
  waitpid(p->pid, &st, 0);
  close(p->out);
  return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

void sleep_ms(int ms) {
  struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
  nanosleep(&ts, NULL);
}

void append(int fd, const uint8_t *p, size_t n) {
  while (n > 0) {
    ssize_t k = write(fd, p, n);
    if (k <= 0) die("write");
    p += k;
    n -= (size_t)k;
  }
}

/* A copy of the file as it is now, taken at once. */
void snapshot(const char *from, const char *to) {
  static char buf[1 << 20];
  int in = open(from, O_RDONLY), out;
  ssize_t k;
  if (in < 0) die(from);
  out = open(to, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (out < 0) die(to);
  while ((k = read(in, buf, sizeof buf)) > 0)
    append(out, (uint8_t *)buf, (size_t)k);
  if (k < 0) die("read");
  close(in);
  close(out);
}

/* The trace equals convert's of the log's first `upto` records (from
 * record `from` on, with --steps, for a window).  Returns 1 when so. */
int trace_is(const char *trace, const log_t *l, int from, int upto,
             const char *extra) {
  char pre[256], exp[256], cmd[2048];
  FILE *f;
  path_of(pre, sizeof pre, "prefix.log");
  path_of(exp, sizeof exp, "expected.json");
  f = fopen(pre, "wb");
  if (!f || fwrite(l->p, 1, l->ends[upto - 1], f) != l->ends[upto - 1])
    die(pre);
  fclose(f);
  size_t n = strlen(trace);
  if (n > 8 && strcmp(trace + n - 8, ".pftrace") == 0)
    /* Perfetto's format: the same trace as the JSON of the prefix. */
    snprintf(cmd, sizeof cmd, "'%s' convert -q --steps=%d-%d %s '%s' > '%s' "
             "&& '%s' '%s' '%s' > /dev/null", SL, from, upto - 1,
             extra ? extra : "", pre, exp, PFCMP, exp, trace);
  else
    snprintf(cmd, sizeof cmd, "'%s' convert -q --steps=%d-%d %s '%s' > '%s' "
             "&& '%s' trace '%s' '%s' > /dev/null", SL, from, upto - 1,
             extra ? extra : "", pre, exp, CMP, exp, trace);
  return run(cmd) == 0;
}

/* Does the trace hold the Steps slice of the generated log's step k (its
 * tag, step_K)? */
int trace_has_step(const char *trace, int k) {
  char want[48], *buf;
  long n;
  int found;
  FILE *f = fopen(trace, "rb");
  if (!f) return 0;
  fseek(f, 0, SEEK_END);
  n = ftell(f);
  fseek(f, 0, SEEK_SET);
  buf = malloc((size_t)n + 1);
  if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n) die("read trace");
  buf[n] = 0;
  fclose(f);
  snprintf(want, sizeof want, "\"step_%d\"", k);
  found = strstr(buf, want) != NULL;
  free(buf);
  return found;
}

#ifndef SL_ARENA_CHECKED
/* The trace's size when it is bigger than `after` and ends with the
 * bracket that closes a step; else 0.  (For test 12, which the sanitizer
 * build leaves out.) */
long long trace_closed_after(const char *trace, long long after) {
  struct stat sb;
  char tail[3];
  int fd;
  long long got = 0;
  if (stat(trace, &sb) != 0 || (long long)sb.st_size <= after) return 0;
  fd = open(trace, O_RDONLY);
  if (fd < 0) return 0;
  if (pread(fd, tail, 3, sb.st_size - 3) == 3 &&
      memcmp(tail, "\n]\n", 3) == 0)
    got = (long long)sb.st_size;
  close(fd);
  return got;
}
#endif

#ifndef SL_ARENA_CHECKED
/* The page faults this process takes to read [off, off+len) of a file
 * through a mapping, a byte a page, as follow reads a record in place.
 * (For test 12, which the sanitizer build leaves out.) */
long long touch_faults(const char *path, uint64_t off, uint64_t len) {
  struct rusage r0, r1;
  uint64_t a = off & ~(uint64_t)4095, i;
  volatile uint8_t sink = 0;
  const uint8_t *m;
  int fd = open(path, O_RDONLY);
  if (fd < 0) die(path);
  m = mmap(NULL, (size_t)(off + len - a), PROT_READ, MAP_PRIVATE, fd,
           (off_t)a);
  close(fd);
  if (m == MAP_FAILED) die("mmap");
  getrusage(RUSAGE_SELF, &r0);
  for (i = off - a; i < off + len - a; i += 4096) sink += m[i];
  getrusage(RUSAGE_SELF, &r1);
  munmap((void *)m, (size_t)(off + len - a));
  (void)sink;
  return (r1.ru_minflt - r0.ru_minflt) + (r1.ru_majflt - r0.ru_majflt);
}
#endif

int count_in(const char *s, const char *needle) {
  int n = 0;
  while ((s = strstr(s, needle)) != NULL) {
    n++;
    s += strlen(needle);
  }
  return n;
}

int err_has(const char *what) {
  char path[256], text[8192] = "";
  FILE *f;
  size_t k;
  path_of(path, sizeof path, "err");
  f = fopen(path, "r");
  if (!f) return 0;
  k = fread(text, 1, sizeof text - 1, f);
  text[k] = 0;
  fclose(f);
  return strstr(text, what) != NULL;
}


/* The harness of follow-check: generated logs, the follow process, and
 * looks at the trace file it writes. */
#ifndef SL_FOLLOW_HARNESS_H
#define SL_FOLLOW_HARNESS_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

extern const char *SL, *GEN, *CMP;  /* stepline, sl_gen, tracecmp      */
extern const char *PFCMP;            /* pftracecmp (for .pftrace traces) */
extern char dir[];                 /* the scratch folder               */

/* The most records of a generated log (an events file's steps take two
 * each, with its scalar summaries). */
#define MAX_REC 128

typedef struct log_s {
  uint8_t *p;
  size_t n;
  size_t ends[MAX_REC]; /* end offset of each record */
  int nrec;
} log_t;

typedef struct proc_s {
  pid_t pid;
  int out;       /* its stdout */
  int in;        /* its stdin, when a pipe */
  char buf[65536];
  size_t n;
} proc_t;

void die(const char *what);
void path_of(char *out, size_t cap, const char *name);
int run(const char *cmd);
/* A generated log, read whole, with its record boundaries. */
void gen_nodes(log_t *l, const char *name, const char *fmt,
               int steps, int seed, int nodes);
void gen(log_t *l, const char *name, const char *fmt, int steps,
         int seed);
/* An events file of `steps` steps of 10,000 op nodes (3.7 MiB each): a
 * backlog read in several turns, each step a conversion of ~10 ms. */
void gen_big(char *path, size_t cap, const char *name, int seed,
             int steps);
/* Starts stepline follow with ARGS (NULL-terminated); stdin is a pipe
 * when `pipe_in`; stderr goes to dir/err. */
void start(proc_t *p, int pipe_in, const char *const *args);
/* The next line of its stdout within `ms` (into line), 1; 0 on time out
 * or end. */
int next_line(proc_t *p, char *line, size_t cap, int ms);
int finish(proc_t *p, int sig);
void sleep_ms(int ms);
void append(int fd, const uint8_t *p, size_t n);
/* A copy of the file as it is now, taken at once. */
void snapshot(const char *from, const char *to);
/* The trace equals convert's of the log's first `upto` records (from
 * record `from` on, with --steps, for a window).  Returns 1 when so. */
int trace_is(const char *trace, const log_t *l, int from, int upto,
             const char *extra);
/* Does the trace hold the Steps slice of the generated log's step k (its
 * tag, step_K)? */
int trace_has_step(const char *trace, int k);
/* The trace's size when it is bigger than `after` and ends with the
 * bracket that closes a step; else 0.  (For test 12, which the sanitizer
 * build leaves out.) */
long long trace_closed_after(const char *trace, long long after);
/* The page faults this process takes to read [off, off+len) of a file
 * through a mapping, a byte a page, as follow reads a record in place.
 * (For test 12, which the sanitizer build leaves out.) */
long long touch_faults(const char *path, uint64_t off, uint64_t len);
int count_in(const char *s, const char *needle);
int err_has(const char *what);

#endif

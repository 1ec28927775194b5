/* stepline command line: convert and mem.
 *
 * Exit status: 0 success, 1 bad input or I/O error, 2 bad usage. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <inttypes.h>
#include <libgen.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "stepline/stepline.h"

#define EXIT_INPUT 1
#define EXIT_USAGE 2
#define EXIT_GREW 3  /* mem --baseline: memory grew beyond the tolerance */

static const char *prog = "stepline";

/* ---- output: a temp file renamed into place on success --------------- */

static char tmp_path[4096];  /* removed by the signal handler if set */

static void on_signal(int sig) {
  if (tmp_path[0]) unlink(tmp_path);
  signal(sig, SIG_DFL);
  raise(sig);
}

typedef struct out_s {
  int fd;
  const char *final;  /* NULL for stdout and for devices, pipes, sockets */
  char resolved[4096];
} out_t;

static int out_open(out_t *o, const char *path) {
  char dir[4096], base[4096];
  struct sigaction sa;
  struct stat st;
  o->final = path;
  if (!path || strcmp(path, "-") == 0) {
    o->fd = 1;
    o->final = NULL;
    return 0;
  }
  /* Only a regular file can be replaced whole by a rename: anything else
   * that exists (/dev/null, a FIFO a reader waits on, a terminal) is
   * written in place, as a shell redirection would. */
  if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
    o->final = NULL;
    o->fd = open(path, O_WRONLY | O_CLOEXEC);
    if (o->fd < 0) {
      fprintf(stderr, "%s: %s: cannot open the output: %s\n", prog, path,
              strerror(errno));
      return -1;
    }
    return 0;
  }
  /* A symbolic link to a file: the file is replaced, the link stays. */
  if (lstat(path, &st) == 0 && S_ISLNK(st.st_mode) &&
      realpath(path, o->resolved) != NULL)
    path = o->final = o->resolved;
  snprintf(dir, sizeof dir, "%s", path);
  snprintf(base, sizeof base, "%s", path);
  snprintf(tmp_path, sizeof tmp_path, "%s/.%s.XXXXXX", dirname(dir),
           basename(base));
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_signal;
  sigaction(SIGINT, &sa, NULL);
  sigaction(SIGTERM, &sa, NULL);
  sigaction(SIGHUP, &sa, NULL);
  o->fd = mkstemp(tmp_path);
  if (o->fd < 0) {
    int e = errno;
    tmp_path[0] = '\0';
    fprintf(stderr, "%s: %s: cannot create the output file: %s\n", prog,
            path, strerror(e));
    return -1;
  }
  fchmod(o->fd, 0644 & ~(mode_t)0);
  return 0;
}

/* Finishes the output: renamed into place when ok, removed otherwise. */
static int out_close(out_t *o, int ok) {
  if (!o->final) {
    if (o->fd > 2 && close(o->fd) != 0 && ok) {
      fprintf(stderr, "%s: cannot write the output: %s\n", prog,
              strerror(errno));
      return -1;
    }
    return ok ? 0 : -1;
  }
  if (ok && close(o->fd) == 0 && rename(tmp_path, o->final) == 0) {
    tmp_path[0] = '\0';
    return 0;
  }
  if (ok)
    fprintf(stderr, "%s: %s: cannot write the output file: %s\n", prog,
            o->final, strerror(errno));
  else
    close(o->fd);
  unlink(tmp_path);
  tmp_path[0] = '\0';
  return -1;
}

/* ---- options ----------------------------------------------------------- */

enum {
  O_INPUT_FORMAT = 1000, O_NO_DATAFLOW, O_SHOW_MEMORY, O_OP_TIME, O_PRETTY,
  O_JSON, O_MAX_RECORD, O_VERSION, O_DATAFLOW, O_THREADS, O_STEPS,
  O_SKIP_CORRUPT, O_SPLIT, O_MIN_DURATION, O_DEVICES, O_QUIET, O_BY, O_SORT,
  O_TOP, O_PER_STEP, O_FORMAT, O_BASELINE, O_TOLERANCE, O_PLOT,
  O_SUMMARY, O_WINDOW, O_EXIT_IDLE, O_POLL
};

static const struct option long_opts[] = {
    {"input-format", required_argument, NULL, O_INPUT_FORMAT},
    {"no-dataflow", no_argument, NULL, O_NO_DATAFLOW},
    {"dataflow", no_argument, NULL, O_DATAFLOW},
    {"show-memory", no_argument, NULL, O_SHOW_MEMORY},
    {"op-time", required_argument, NULL, O_OP_TIME},
    {"pretty", no_argument, NULL, O_PRETTY},
    {"json", no_argument, NULL, O_JSON},
    {"max-record", required_argument, NULL, O_MAX_RECORD},
    {"threads", required_argument, NULL, O_THREADS},
    {"steps", required_argument, NULL, O_STEPS},
    {"skip-corrupt", no_argument, NULL, O_SKIP_CORRUPT},
    {"split", no_argument, NULL, O_SPLIT},
    {"min-duration", required_argument, NULL, O_MIN_DURATION},
    {"devices", required_argument, NULL, O_DEVICES},
    {"quiet", no_argument, NULL, 'q'},
    {"by", required_argument, NULL, O_BY},
    {"sort", required_argument, NULL, O_SORT},
    {"top", required_argument, NULL, O_TOP},
    {"per-step", no_argument, NULL, O_PER_STEP},
    {"format", required_argument, NULL, O_FORMAT},
    {"baseline", required_argument, NULL, O_BASELINE},
    {"tolerance", required_argument, NULL, O_TOLERANCE},
    {"plot", required_argument, NULL, O_PLOT},
    {"summary", no_argument, NULL, O_SUMMARY},
    {"window", required_argument, NULL, O_WINDOW},
    {"exit-idle", required_argument, NULL, O_EXIT_IDLE},
    {"poll", required_argument, NULL, O_POLL},
    {"output", required_argument, NULL, 'o'},
    {"help", no_argument, NULL, 'h'},
    {"version", no_argument, NULL, O_VERSION},
    {NULL, 0, NULL, 0}};

static void usage_main(FILE *f) {
  fprintf(f,
          "Usage: %s COMMAND [OPTIONS] INPUT...\n"
          "\n"
          "Convert TensorFlow profiling data (StepStats / RunMetadata with\n"
          "FULL_TRACE) to Chrome Trace JSON for chrome://tracing or "
          "Perfetto.\n"
          "\n"
          "Commands:\n"
          "  convert   write the Chrome trace of INPUT (one step, or all the\n"
          "            steps of a log, or the logs of several workers)\n"
          "  stats     op summary: host and device time, calls, bytes\n"
          "  mem       memory peaks per step and allocator (model and\n"
          "            measured), a baseline gate for CI, a plot\n"
          "  steps     list the steps of a log\n"
          "  follow    keep a trace (and a summary) current while a\n"
          "            training log grows\n"
          "\n"
          "Run '%s COMMAND --help' for the options of a command.\n"
          "  --help      show this help\n"
          "  --version   print the version\n",
          prog, prog);
}

static void usage_convert(FILE *f) {
  fprintf(f,
          "Usage: %s convert [OPTIONS] INPUT...\n"
          "\n"
          "Writes the Chrome Trace JSON of INPUT (a file, or - for stdin) as\n"
          "TensorFlow's timeline.py does: same events, streamed.  A log of\n"
          "several steps (or several INPUTs, one per worker) gives one merged\n"
          "trace with a Steps process; one selected step gives exactly the\n"
          "single-step trace.\n"
          "\n"
          "  --input-format=FORMAT  auto (default), stepstats, runmeta,\n"
          "                         delimited (varint-length records) or\n"
          "                         tfevents (TensorBoard events file); gzip\n"
          "                         is recognised in any of them\n"
          "  --steps=SPEC           only these steps: 3, 0-9, 5,7,20-, last\n"
          "  --skip-corrupt         warn about damaged records and go on\n"
          "  --split                one file per step: -o names them with a\n"
          "                         printf-style number, e.g. -o "
          "'trace-%%04d.json'\n"
          "                         (the step's index, as --steps counts)\n"
          "  --min-duration=US      leave out ops shorter than US "
          "microseconds\n"
          "                         (and their flow arrows)\n"
          "  --devices=REGEX        only devices whose name matches (POSIX "
          "ERE),\n"
          "                         as if the others were not there\n"
          "  --no-dataflow          no flow arrows between producer and "
          "consumer\n"
          "  --show-memory          tensor objects and allocator counters\n"
          "  --op-time=schedule|gpu|all\n"
          "                         how op spans are shown "
          "(default schedule)\n"
          "  --pretty               indented JSON\n"
          "  --max-record=BYTES     largest node, or log record from a "
          "pipe or\n"
          "                         gzip, held in memory (default 1G)\n"
          "  --threads=1|2          2 (default): op events on a second "
          "core; the\n"
          "                         same events, in an order that may vary "
          "between\n"
          "                         runs.  1: byte-for-byte reproducible "
          "output\n"
          "  -o, --output=FILE      write to FILE (atomically) instead of "
          "stdout\n"
          "  -q, --quiet            no progress line and no advice about "
          "viewers\n"
          "  -h, --help             show this help\n",
          prog);
}

static void usage_mem(FILE *f) {
  fprintf(f,
          "Usage: %s mem [OPTIONS] INPUT\n"
          "\n"
          "Memory peaks per step and allocator: the timeline model's peak\n"
          "(timeline.py's allocator maximum) with the largest tensors live\n"
          "at it (bytes, op, dtype, shape), and what the log measured when\n"
          "it carries it: the highest allocator_bytes_in_use and peak_bytes\n"
          "of the nodes, and the peak of the running sum of their\n"
          "allocation_records.  Then min / median / max across the steps.\n"
          "\n"
          "  --format=table|csv|json  the report (default table)\n"
          "  --top=N                live tensors listed per allocator "
          "(default 5)\n"
          "  --baseline=OTHER_LOG   compare median peaks with another log's;\n"
          "                         exit 3 when one grew beyond --tolerance\n"
          "  --tolerance=PCT        percent a median may grow (default 0)\n"
          "  --plot=FILE.svg        bytes over time per allocator, peaks "
          "marked\n"
          "  --json                 instead of the report, one JSON object "
          "per step:\n"
          "                         {\"ALLOCATOR\": {\"timestamp\": T, "
          "\"num_bytes\": N,\n"
          "                         \"tensors\": [names]}, ...}\n"
          "  --input-format=FORMAT  as for convert\n"
          "  --steps=SPEC           only these steps: 3, 0-9, 5,7,20-, last\n"
          "  --skip-corrupt         warn about damaged records and go on\n"
          "  --devices=REGEX        only devices whose name matches\n"
          "  --op-time=schedule|gpu|all\n"
          "  --max-record=BYTES\n"
          "  -o, --output=FILE      write to FILE instead of stdout\n"
          "  -q, --quiet            no progress line\n"
          "  -h, --help             show this help\n"
          "\n"
          "Exit status: 0, 1 bad input, 2 bad usage, 3 memory grew beyond "
          "the\n"
          "tolerance of --baseline.\n",
          prog);
}

static void usage_follow(FILE *f) {
  fprintf(f,
          "Usage: %s follow [OPTIONS] LOG\n"
          "\n"
          "Follow a growing step log: convert what is there, then each step\n"
          "as soon as its record is complete, until Ctrl-C (SIGINT/SIGTERM,\n"
          "exit 0), --exit-idle, or the end of a pipe.  LOG is an events file\n"
          "or a delimited log (gzip too), a directory (its newest\n"
          "events.out.tfevents.*, switching to newer ones), or - for a pipe.\n"
          "A file truncated or replaced starts over, with a notice.  TRACE\n"
          "is written mostly with O_DIRECT, past the page cache; what has\n"
          "been read of LOG, and of TRACE what went through the cache,\n"
          "leaves it a step behind (written to disk first): both only grow.\n"
          "\n"
          "  -o, --output=TRACE     keep TRACE current: valid JSON (array form)\n"
          "                         after every step\n"
          "  --window=N             only the last N steps in TRACE\n"
          "  --summary              one line per step on stdout: step, span,\n"
          "                         ops, host and device time, top op, memory\n"
          "                         peaks per allocator (default without -o)\n"
          "  --format=text|json     the summary lines (json: one object each)\n"
          "  --exit-idle=SECONDS    stop after that long without growth\n"
          "  --poll=MS              poll the file every MS ms instead of\n"
          "                         waiting for notifications (network\n"
          "                         filesystems)\n"
          "  --input-format, --show-memory, --no-dataflow, --op-time,\n"
          "  --devices, --min-duration, --pretty, --skip-corrupt,\n"
          "  --max-record, --threads   as for convert\n"
          "  -q, --quiet            no notices (start-overs, switches) on\n"
          "                         stderr\n"
          "  -h, --help             show this help\n",
          prog);
}

static void usage_stats(FILE *f) {
  fprintf(f,
          "Usage: %s stats [OPTIONS] INPUT\n"
          "\n"
          "Op summary of the selected steps: per op (or name, device), the\n"
          "host time of its ops (calls, total, avg, min, max, share), the\n"
          "device time of its GPU kernels and the bytes of its outputs.\n"
          "\n"
          "  --by=op|name|device|op,device   rows (default op)\n"
          "  --sort=host_total|host_avg|device_total|calls|bytes|name\n"
          "                         (default host_total; name ascending, the\n"
          "                         others descending)\n"
          "  --top=N                only the first N rows (totals count all)\n"
          "  --per-step             one block per step\n"
          "  --format=table|csv|json\n"
          "  --input-format=FORMAT  as for convert\n"
          "  --steps=SPEC           only these steps\n"
          "  --devices=REGEX        only devices whose name matches\n"
          "  --skip-corrupt         warn about damaged records and go on\n"
          "  -o, --output=FILE      write to FILE instead of stdout\n"
          "  -q, --quiet            no progress line\n"
          "  -h, --help             show this help\n",
          prog);
}

static void usage_steps(FILE *f) {
  fprintf(f,
          "Usage: %s steps [OPTIONS] INPUT\n"
          "\n"
          "Lists the steps of INPUT without decoding their nodes: index,\n"
          "step number, tag, wall time, devices, nodes, byte offset, size.\n"
          "\n"
          "  --json                 one JSON object per step\n"
          "  --input-format=FORMAT  as for convert\n"
          "  --steps=SPEC           only these steps\n"
          "  --skip-corrupt         warn about damaged records and go on\n"
          "  -o, --output=FILE      write to FILE instead of stdout\n"
          "  -h, --help             show this help\n",
          prog);
}

static int parse_size(const char *s, uint64_t *out) {
  char *end;
  unsigned long long v;
  errno = 0;
  v = strtoull(s, &end, 10);
  if (errno || end == s) return -1;
  switch (*end) {
  case 'k': case 'K': v <<= 10; end++; break;
  case 'm': case 'M': v <<= 20; end++; break;
  case 'g': case 'G': v <<= 30; end++; break;
  default: break;
  }
  if (*end || v == 0) return -1;
  *out = v;
  return 0;
}

/* ---- progress and advice ------------------------------------------------ */

/* A progress line on a terminal: shown once a run has taken half a
 * second, redrawn at most four times a second, erased before anything
 * else is printed and when the run ends. */
typedef struct progress_s {
  int on;          /* stderr is a terminal and --quiet was not given */
  int shown;       /* a line is on the screen                        */
  double t0, last;
  int quiet;
  /* The largest output of a --split run, for the viewers' advice. */
  uint64_t max_events, max_bytes;
  int64_t max_step;
} progress_t;

static progress_t progress;

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void progress_clear(void) {
  if (progress.shown) {
    fputs("\r\033[K", stderr);
    fflush(stderr);
    progress.shown = 0;
  }
}

static void human_bytes(int64_t v, char *buf, size_t n);

static void on_progress(void *ud, const sl_progress_t *p) {
  double t = now_s(), rate;
  char rd[32], total[32], rt[32], of[64] = "";
  (void)ud;
  if (!progress.on) return;
  if (p->done) {
    progress_clear();
    return;
  }
  if (t - progress.t0 < 0.5 || t - progress.last < 0.25) return;
  progress.last = t;
  rate = (double)p->read / (t - progress.t0);
  human_bytes((int64_t)p->read, rd, sizeof rd);
  human_bytes((int64_t)rate, rt, sizeof rt);
  if (p->size) {
    human_bytes((int64_t)p->size, total, sizeof total);
    snprintf(of, sizeof of, " of %s (%.0f%%)", total,
             100.0 * (double)p->read / (double)p->size);
  }
  fprintf(stderr, "\r\033[K%s: %s%s%s%s, %lld step%s, %s/s", prog,
          p->inputs > 1 ? p->file : "", p->inputs > 1 ? ": " : "", rd,
          of[0] ? of : " read", (long long)p->steps,
          p->steps == 1 ? "" : "s", rt);
  fflush(stderr);
  progress.shown = 1;
}

/* What chrome://tracing and Perfetto's UI can open (docs/design.md has the
 * sources): chrome://tracing reads the file into one JavaScript string
 * (~256 MB at most) and slows to a halt near a million events; Perfetto's
 * UI runs in about 2 GB of browser memory and needs several times the
 * JSON's size (a 900 MB trace is reported to crash it). */
#define CHROME_MAX_BYTES ((uint64_t)256 << 20)
#define CHROME_MAX_EVENTS 1000000u
#define PERFETTO_MAX_BYTES ((uint64_t)512 << 20)

static void viewer_advice(uint64_t events, uint64_t bytes, int split,
                          int64_t step) {
  char hb[32], which[64] = "the trace";
  if (progress.quiet) return;
  if (bytes <= CHROME_MAX_BYTES && events <= CHROME_MAX_EVENTS) return;
  progress_clear();
  human_bytes((int64_t)bytes, hb, sizeof hb);
  if (split)
    snprintf(which, sizeof which, "the largest file (step %lld)",
             (long long)step);
  fprintf(stderr,
          "%s: note: %s holds %llu events in %s of JSON: more than "
          "chrome://tracing loads (~256 MB, ~1M events)%s; to make it "
          "smaller use %s--min-duration=US or --devices=REGEX\n",
          prog, which, (unsigned long long)events, hb,
          bytes > PERFETTO_MAX_BYTES
              ? ", and likely more than Perfetto's UI can hold in its ~2 GB"
                " (trace_processor --httpd can)"
              : "",
          split ? "" : "--steps=SPEC, --split -o 'trace-%04d.json', ");
}

static void on_convert_done(void *ud, const sl_progress_t *p) {
  on_progress(ud, p);
  if (p->done) viewer_advice(p->events, p->bytes, 0, 0);
}

/* ---- mem --------------------------------------------------------------- */

typedef struct mem_out_s {
  sl_writer_t *out;
  int json;
} mem_out_t;

static void human_bytes(int64_t v, char *buf, size_t n) {
  static const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
  double d = (double)v;
  int u = 0;
  while ((d >= 1024.0 || d <= -1024.0) && u < 5) {
    d /= 1024.0;
    u++;
  }
  if (u == 0)
    snprintf(buf, n, "%" PRId64 " B", v);
  else
    snprintf(buf, n, "%.2f %s", d, units[u]);
}

static int on_maxima(void *ud, const sl_step_info_t *st,
                     const sl_alloc_max_t *m, size_t n) {
  mem_out_t *mo = ud;
  char *text = NULL;
  size_t len = 0;
  FILE *f;
  size_t i, j;
  int rc;
  if (mo->json) return sl_maxima_write_json(m, n, sl_writer_sink, mo->out);
  f = open_memstream(&text, &len);
  if (!f) return -ENOMEM;
  fprintf(f, "step %lld", (long long)st->index);
  if (st->has_meta)
    fprintf(f, " (step %lld, tag %.*s)", (long long)st->step,
            (int)st->tag_len, st->tag);
  fputc('\n', f);
  fprintf(f, "  %-24s %14s %18s %8s  %s\n", "allocator", "peak", "time (us)",
          "tensors", "live tensors (by name)");
  for (i = 0; i < n; i++) {
    char hb[32], name[64];
    snprintf(name, sizeof name, "%.*s",
             (int)(m[i].allocator_len > 60 ? 60 : m[i].allocator_len),
             m[i].allocator);
    human_bytes(m[i].num_bytes, hb, sizeof hb);
    fprintf(f, "  %-24s %14s %18" PRId64 " %8zu  ", name[0] ? name : "(none)",
            hb, m[i].timestamp, m[i].n_tensors);
    for (j = 0; j < m[i].n_tensors && j < 3; j++)
      fprintf(f, "%s%.*s", j ? ", " : "", (int)m[i].tensor_lens[j],
              m[i].tensors[j]);
    if (m[i].n_tensors > 3) fprintf(f, ", ... (%zu more)", m[i].n_tensors - 3);
    fputc('\n', f);
  }
  fclose(f);
  rc = sl_writer_sink(mo->out, text, len);
  free(text);
  return rc;
}

/* All n bytes to fd; 0 or -errno. */
static int write_all(int fd, const void *p, size_t n) {
  const char *c = p;
  while (n > 0) {
    ssize_t k = write(fd, c, n);
    if (k < 0) {
      if (errno == EINTR) continue;
      return -errno;
    }
    c += k;
    n -= (size_t)k;
  }
  return 0;
}

/* The report, and the plot into its own file (written whole, renamed
 * into place: out_t is the same atomic output as -o). */
static int plot_sink(void *ud, const void *p, size_t n) {
  out_t *o = ud;
  return write_all(o->fd, p, n);
}

static char plot_tmp[4096];

static int run_mem_report(const char *input, const sl_options_t *opt,
                          sl_mem_options_t *mo, const char *plot_path,
                          sl_writer_t *wr, sl_error_t *err, int *grew) {
  out_t po;
  int rc;
  if (plot_path) {
    /* -o's temporary is the one the signal handler knows; the plot's is
     * kept here and removed by hand. */
    char keep[sizeof tmp_path];
    memcpy(keep, tmp_path, sizeof keep);
    tmp_path[0] = '\0';
    if (out_open(&po, plot_path) != 0) {
      memcpy(tmp_path, keep, sizeof keep);
      return SL_EOUTPUT;
    }
    memcpy(plot_tmp, tmp_path, sizeof plot_tmp);
    memcpy(tmp_path, keep, sizeof keep);
    mo->plot = plot_sink;
    mo->plot_ud = &po;
  }
  rc = sl_mem_report_path(input, opt, mo, sl_writer_sink, wr, grew, err);
  if (plot_path) {
    char keep[sizeof tmp_path];
    memcpy(keep, tmp_path, sizeof keep);
    memcpy(tmp_path, plot_tmp, sizeof tmp_path);
    if (out_close(&po, rc == 0) != 0 && rc == 0) rc = SL_EOUTPUT;
    memcpy(tmp_path, keep, sizeof keep);
  }
  return rc;
}

/* ---- steps ------------------------------------------------------------- */

/* A JSON string for the steps listing (tags are short; not a hot path). */
static void json_string(FILE *f, const char *p, size_t n) {
  size_t i;
  fputc('"', f);
  for (i = 0; i < n; i++) {
    unsigned char ch = (unsigned char)p[i];
    if (ch == '"' || ch == '\\') fprintf(f, "\\%c", ch);
    else if (ch < 0x20) fprintf(f, "\\u%04x", ch);
    else fputc(ch, f);
  }
  fputc('"', f);
}

typedef struct steps_out_s {
  sl_writer_t *out;
  int json;
  int header;
} steps_out_t;

static void steps_header(FILE *f) {
  fprintf(f, "%6s %10s %-20s %17s %7s %9s %12s %12s\n", "index", "step",
          "tag", "wall time", "devices", "nodes", "offset", "bytes");
}

static int on_step(void *ud, const sl_step_info_t *st) {
  steps_out_t *so = ud;
  char *text = NULL, when[32] = "-";
  size_t len = 0;
  FILE *f = open_memstream(&text, &len);
  int rc;
  if (!f) return -ENOMEM;
  if (st->has_meta) snprintf(when, sizeof when, "%.3f", st->wall_time);
  if (so->json) {
    fprintf(f, "{\"index\": %lld, \"record\": %lld, \"step\": %lld, "
               "\"tag\": ",
            (long long)st->index, (long long)st->record, (long long)st->step);
    json_string(f, st->tag, st->tag_len);
    fprintf(f, ", \"wall_time\": %s, \"devices\": %llu, \"nodes\": %llu, "
               "\"offset\": %llu, \"size\": %llu}\n",
            st->has_meta ? when : "null", (unsigned long long)st->devices,
            (unsigned long long)st->nodes, (unsigned long long)st->offset,
            (unsigned long long)st->size);
  } else {
    if (!so->header) {
      steps_header(f);
      so->header = 1;
    }
    fprintf(f, "%6lld %10lld %-20.*s %17s %7llu %9llu %12llu %12llu\n",
            (long long)st->index, (long long)st->step,
            st->tag_len ? (int)(st->tag_len > 40 ? 40 : st->tag_len) : 1,
            st->tag_len ? st->tag : "-", when,
            (unsigned long long)st->devices, (unsigned long long)st->nodes,
            (unsigned long long)st->offset, (unsigned long long)st->size);
  }
  fclose(f);
  rc = sl_writer_sink(so->out, text, len);
  free(text);
  return rc;
}

/* ---- split output -------------------------------------------------------- */

/* -o 'trace-%04d.json': the text around one integer conversion (flags 0
 * and a width at most), "%%" for a percent sign. */
typedef struct pattern_s {
  const char *text;
  size_t conv, conv_len;  /* where the conversion is, and its length   */
  int zero, width;
} pattern_t;

static int pattern_parse(pattern_t *pt, const char *s) {
  size_t i = 0;
  int found = 0;
  memset(pt, 0, sizeof *pt);
  pt->text = s;
  while (s[i]) {
    size_t j;
    if (s[i] != '%') {
      i++;
      continue;
    }
    if (s[i + 1] == '%') {
      i += 2;
      continue;
    }
    if (found) return -1;
    j = i + 1;
    if (s[j] == '0') {
      pt->zero = 1;
      j++;
    }
    while (s[j] >= '0' && s[j] <= '9' && pt->width < 100)
      pt->width = pt->width * 10 + (s[j++] - '0');
    if (s[j] != 'd' && s[j] != 'u' && s[j] != 'i') return -1;
    pt->conv = i;
    pt->conv_len = j + 1 - i;
    found = 1;
    i = j + 1;
  }
  return found ? 0 : -1;
}

/* Appends text with "%%" made "%". */
static size_t put_literal(char *out, size_t at, size_t cap, const char *p,
                          size_t n) {
  size_t i;
  for (i = 0; i < n; i++) {
    if (p[i] == '%' && i + 1 < n && p[i + 1] == '%') i++;
    if (at + 1 < cap) out[at++] = p[i];
  }
  return at;
}

static void pattern_name(const pattern_t *pt, long long v, char *out,
                         size_t cap) {
  char num[64];
  size_t at = 0, k;
  int n = snprintf(num, sizeof num, pt->zero ? "%0*lld" : "%*lld", pt->width,
                   v);
  at = put_literal(out, at, cap, pt->text, pt->conv);
  for (k = 0; k < (size_t)n && at + 1 < cap; k++) out[at++] = num[k];
  k = pt->conv + pt->conv_len;
  at = put_literal(out, at, cap, pt->text + k, strlen(pt->text + k));
  out[at] = '\0';
}

typedef struct split_out_s {
  pattern_t pt;
  out_t out;
  sl_writer_t *wr;
  char path[4096];
  int failed;             /* a message was printed here */
} split_out_t;

static int split_open(void *ud, const sl_step_info_t *st, sl_sink_fn *sink,
                      void **sink_ud) {
  split_out_t *so = ud;
  pattern_name(&so->pt, (long long)st->index, so->path, sizeof so->path);
  progress_clear();
  if (out_open(&so->out, so->path) != 0) {
    so->failed = 1;
    return -EIO;
  }
  so->wr = sl_writer_new(so->out.fd);
  if (!so->wr) {
    out_close(&so->out, 0);
    return SL_ENOMEM;
  }
  *sink = sl_writer_sink;
  *sink_ud = so->wr;
  return 0;
}

static int split_close(void *ud, const sl_step_info_t *st, int rc,
                       uint64_t events, uint64_t bytes) {
  split_out_t *so = ud;
  int wrc = sl_writer_free(so->wr);
  so->wr = NULL;
  if (rc == 0 && wrc != 0) {
    progress_clear();
    fprintf(stderr, "%s: %s: cannot write the output file: %s\n", prog,
            so->path, strerror(-wrc));
    so->failed = 1;
    out_close(&so->out, 0);
    return wrc;
  }
  if (out_close(&so->out, rc == 0) != 0) {
    if (rc == 0) so->failed = 1;
    return rc ? rc : -EIO;
  }
  if (bytes > progress.max_bytes || events > progress.max_events) {
    if (bytes > progress.max_bytes) progress.max_bytes = bytes;
    if (events > progress.max_events) progress.max_events = events;
    progress.max_step = st->index;
  }
  return 0;
}

/* ---- main -------------------------------------------------------------- */

static void on_warning(void *ud, const char *file, const sl_error_t *what) {
  char line[1024];
  (void)ud;
  progress_clear();
  fprintf(stderr, "%s: warning: %s\n", prog,
          sl_error_format(what, strcmp(file, "-") == 0 ? "<stdin>" : file,
                          line, sizeof line));
}

static int report(const char *input, const sl_error_t *err) {
  char line[1024];
  progress_clear();
  fprintf(stderr, "%s: %s\n", prog,
          sl_error_format(err, strcmp(input, "-") == 0 ? "<stdin>" : input,
                          line, sizeof line));
  return EXIT_INPUT;
}

/* Runs one of the library's option checks; says what is wrong if any. */
static int checked(int (*check)(const char *, sl_error_t *), const char *arg) {
  sl_error_t chk;
  if (check(arg, &chk) == 0) return 1;
  fprintf(stderr, "%s: %s\n", prog, chk.msg);
  return 0;
}

/* An integer option in [lo, hi].  Returns 1 when `s` is one. */
static int int_arg(const char *s, long long lo, long long hi,
                   long long *out) {
  char *end;
  long long v;
  errno = 0;
  v = strtoll(s, &end, 10);
  if (errno || end == s || *end || v < lo || v > hi) return 0;
  *out = v;
  return 1;
}

/* A number, the whole argument; 1 when it is one. */
static int double_arg(const char *s, double *out) {
  char *end;
  errno = 0;
  *out = strtod(s, &end);
  return !errno && end != s && !*end;
}

static int usage_error(const char *cmd, const char *msg) {
  fprintf(stderr, "%s %s: %s\n", prog, cmd, msg);
  return EXIT_USAGE;
}

/* --split: one file per step, each written and renamed on its own. */
static int run_split(const char *input, const char *pattern,
                     sl_options_t *opt) {
  split_out_t so;
  sl_split_out_t sp;
  sl_error_t err;
  int rc;
  memset(&so, 0, sizeof so);
  if (pattern_parse(&so.pt, pattern) != 0) {
    fprintf(stderr, "%s convert: --split wants -o with one number in it, "
                    "such as -o 'trace-%%04d.json', not '%s'\n", prog,
            pattern);
    return EXIT_USAGE;
  }
  sp.open = split_open;
  sp.close = split_close;
  sp.ud = &so;
  memset(&err, 0, sizeof err);
  opt->progress = on_progress;
  rc = sl_convert_split(input, opt, &sp, &err);
  progress_clear();
  if (rc != 0) return so.failed ? EXIT_INPUT : report(input, &err);
  viewer_advice(progress.max_events, progress.max_bytes, 1,
                progress.max_step);
  return 0;
}

/* ---- follow ------------------------------------------------------------ */

/* Summary lines go straight to stdout, one write each, so that a reader
 * sees every line as soon as its step is done. */
static int stdout_sink(void *ud, const void *p, size_t n) {
  (void)ud;
  return write_all(1, p, n);
}

static void on_notice(void *ud, const char *msg) {
  (void)ud;
  fprintf(stderr, "%s: %s\n", prog, msg);
}

static int run_follow(const char *input, const char *trace,
                      sl_options_t *opt, sl_follow_options_t *fo) {
  sl_error_t err;
  sl_follow_end_t end = 0;
  int rc;
  fo->trace = trace;
  if (!trace) fo->summary = stdout_sink;
  fo->notice = progress.quiet ? NULL : on_notice;
  opt->progress = NULL;
  memset(&err, 0, sizeof err);
  rc = sl_follow(input, opt, fo, &end, &err);
  if (rc == SL_EOUTPUT) {
    /* The trace or summary could not be written: the message names it. */
    fprintf(stderr, "%s: %s\n", prog, err.msg);
    return EXIT_INPUT;
  }
  if (rc != 0) return report(err.file ? err.file : input, &err);
  return 0;
}

int main(int argc, char **argv) {
  sl_options_t opt;
  const char *cmd, *input = NULL, *output = NULL;
  int c, json = 0, is_mem, is_steps, is_stats, split = 0, format_set = 0;
  int stats_opts = 0, mem_opts = 0, is_follow, follow_opts = 0;
  sl_follow_options_t fo;
  sl_mem_options_t mo;
  const char *plot_path = NULL;
  sl_stats_options_t so;
  sl_report_format_t format = SL_REPORT_TABLE;
  out_t out;
  sl_writer_t *wr;
  sl_error_t err;
  int rc, grew = 0, plot_failed = 0;

  /* Before anything is allocated: a follower keeps the memory a step
   * frees for the next (stepline.h).  Set later, the allocator's first
   * blocks would still be handed back and faulted in again every step. */
  if (argc >= 2 && strcmp(argv[1], "follow") == 0) sl_keep_memory();
  signal(SIGPIPE, SIG_IGN);  /* a closed pipe is reported as EPIPE */
  if (argc < 2) {
    usage_main(stderr);
    return EXIT_USAGE;
  }
  cmd = argv[1];
  if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0) {
    usage_main(stdout);
    return 0;
  }
  if (strcmp(cmd, "--version") == 0) {
    printf("stepline %s\n", SL_VERSION);
    return 0;
  }
  if (strcmp(cmd, "convert") != 0 && strcmp(cmd, "mem") != 0 &&
      strcmp(cmd, "steps") != 0 && strcmp(cmd, "stats") != 0 &&
      strcmp(cmd, "follow") != 0) {
    fprintf(stderr, "%s: unknown command '%s' (try --help)\n", prog, cmd);
    return EXIT_USAGE;
  }
  is_mem = strcmp(cmd, "mem") == 0;
  is_steps = strcmp(cmd, "steps") == 0;
  is_stats = strcmp(cmd, "stats") == 0;
  is_follow = strcmp(cmd, "follow") == 0;
  memset(&so, 0, sizeof so);
  memset(&mo, 0, sizeof mo);
  memset(&fo, 0, sizeof fo);
  sl_options_init(&opt);
  opt.warn = on_warning;
  optind = 2;
  while ((c = getopt_long(argc, argv, "o:hq", long_opts, NULL)) != -1) {
    switch (c) {
    case O_INPUT_FORMAT:
      if (sl_format_parse(optarg, &opt.format) != 0) {
        fprintf(stderr, "%s: --input-format must be auto, stepstats, "
                        "runmeta, delimited or tfevents, not '%s'\n", prog,
                optarg);
        return EXIT_USAGE;
      }
      break;
    case O_OP_TIME:
      if (sl_op_time_parse(optarg, &opt.op_time) != 0) {
        fprintf(stderr, "%s: --op-time must be schedule, gpu or all, not "
                        "'%s'\n", prog, optarg);
        return EXIT_USAGE;
      }
      break;
    case O_NO_DATAFLOW: opt.show_dataflow = 0; break;
    case O_DATAFLOW: opt.show_dataflow = 1; break;
    case O_SHOW_MEMORY: opt.show_memory = 1; break;
    case O_PRETTY: opt.pretty = 1; break;
    case O_JSON: json = 1; break;
    case O_MAX_RECORD:
      if (parse_size(optarg, &opt.max_record) != 0) {
        fprintf(stderr, "%s: --max-record wants a size such as 64M, not "
                        "'%s'\n", prog, optarg);
        return EXIT_USAGE;
      }
      break;
    case O_THREADS:
      if (strcmp(optarg, "1") != 0 && strcmp(optarg, "2") != 0) {
        fprintf(stderr, "%s: --threads must be 1 or 2, not '%s'\n", prog,
                optarg);
        return EXIT_USAGE;
      }
      opt.threads = optarg[0] - '0';
      break;
    case O_STEPS:
      if (!checked(sl_steps_check, optarg)) return EXIT_USAGE;
      opt.steps = optarg;
      break;
    case O_DEVICES:
      if (!checked(sl_devices_check, optarg)) return EXIT_USAGE;
      opt.devices = optarg;
      break;
    case O_MIN_DURATION: {
      long long v;
      if (!int_arg(optarg, 0, INT64_MAX, &v)) {
        fprintf(stderr, "%s: --min-duration wants microseconds (an integer "
                        ">= 0), not '%s'\n", prog, optarg);
        return EXIT_USAGE;
      }
      opt.min_duration = v;
      break;
    }
    case O_SKIP_CORRUPT: opt.skip_corrupt = 1; break;
    case O_BY:
      stats_opts = 1;
      if (sl_stats_by_parse(optarg, &so.by) != 0)
        return usage_error(cmd, "--by must be op, name, device or op,device");
      break;
    case O_SORT:
      stats_opts = 1;
      if (sl_stats_sort_parse(optarg, &so.sort) != 0)
        return usage_error(cmd, "--sort must be host_total, host_avg, "
                                "device_total, calls, bytes or name");
      break;
    case O_TOP: {
      long long v;
      if (!int_arg(optarg, 1, INT32_MAX, &v))
        return usage_error(cmd, "--top wants a number of rows (1 or more)");
      so.top = (size_t)v;
      stats_opts = 1;
      break;
    }
    case O_BASELINE:
      mo.baseline = optarg;
      mem_opts = 1;
      break;
    case O_TOLERANCE: {
      if (!double_arg(optarg, &mo.tolerance) || mo.tolerance < 0)
        return usage_error(cmd, "--tolerance wants a percentage such as 5");
      mem_opts = 1;
      break;
    }
    case O_PLOT:
      plot_path = optarg;
      mem_opts = 1;
      break;
    case O_PER_STEP:
      so.per_step = 1;
      stats_opts = 1;
      break;
    case O_FORMAT:
      if (is_follow) {
        if (strcmp(optarg, "text") != 0 && strcmp(optarg, "json") != 0)
          return usage_error(cmd, "--format must be text or json");
        fo.summary_json = strcmp(optarg, "json") == 0;
      } else if (sl_report_format_parse(optarg, &format) != 0) {
        return usage_error(cmd, "--format must be table, csv or json");
      }
      format_set = 1;
      break;
    case O_SUMMARY:
      fo.summary = stdout_sink;
      follow_opts = 1;
      break;
    case O_WINDOW: {
      long long v;
      if (!int_arg(optarg, 1, 1000000, &v))
        return usage_error(cmd, "--window wants a number of steps (1 or "
                                "more)");
      fo.window = (unsigned)v;
      follow_opts = 1;
      break;
    }
    case O_EXIT_IDLE: {
      if (!double_arg(optarg, &fo.exit_idle) || !(fo.exit_idle > 0) ||
          fo.exit_idle > 1e9)
        return usage_error(cmd, "--exit-idle wants seconds (more than 0)");
      follow_opts = 1;
      break;
    }
    case O_POLL: {
      long long v;
      if (!int_arg(optarg, 1, 3600000, &v))
        return usage_error(cmd, "--poll wants milliseconds (1 or more)");
      fo.poll_ms = (unsigned)v;
      follow_opts = 1;
      break;
    }
    case O_SPLIT: split = 1; break;
    case 'q': progress.quiet = 1; break;
    case 'o': output = optarg; break;
    case 'h':
      if (is_follow) usage_follow(stdout);
      else if (is_mem) usage_mem(stdout);
      else if (is_steps) usage_steps(stdout);
      else if (is_stats) usage_stats(stdout);
      else usage_convert(stdout);
      return 0;
    case O_VERSION:
      printf("stepline %s\n", SL_VERSION);
      return 0;
    default:
      fprintf(stderr, "Try '%s %s --help'.\n", prog, cmd);
      return EXIT_USAGE;
    }
  }
  if (optind >= argc)
    return usage_error(cmd, "missing INPUT (a file, or - for stdin)");
  if (optind + 1 < argc && (is_mem || is_steps || is_stats || split)) {
    fprintf(stderr, "%s %s: one INPUT expected%s, got %d\n", prog, cmd,
            split ? " with --split" : "", argc - optind);
    return EXIT_USAGE;
  }
  if (!is_mem && !is_steps && json)
    return usage_error(cmd, "--json belongs to 'mem' and 'steps'");
  if (!is_follow && follow_opts)
    return usage_error(cmd, "--summary, --window, --exit-idle and --poll "
                            "belong to 'follow'");
  if (is_follow) {
    if (optind + 1 < argc)
      return usage_error(cmd, "one LOG expected");
    if (split || stats_opts || mem_opts || opt.steps)
      return usage_error(cmd, "--split, --steps and the options of stats "
                              "and mem do not apply to follow");
    if (fo.window && !output)
      return usage_error(cmd, "--window applies to the trace: give -o");
    if (output && strcmp(output, "-") == 0)
      return usage_error(cmd, "the trace is rewritten in place: -o wants a "
                              "file, not stdout (--summary writes to "
                              "stdout)");
    /* Without -o the summary is what follow writes (run_follow). */
    if (format_set && output && !fo.summary)
      return usage_error(cmd, "--format applies to --summary");
    return run_follow(argv[optind], output, &opt, &fo);
  }
  if ((is_mem || is_steps || is_stats) && (split || opt.min_duration))
    return usage_error(cmd, "--split and --min-duration belong to "
                            "'convert'");
  if (!is_stats && stats_opts && !(is_mem && !so.by && !so.sort &&
                                    !so.per_step))
    return usage_error(cmd, "--by, --sort, --top and --per-step belong to "
                            "'stats'");
  if ((!is_mem && mem_opts) || (is_mem && json && (mem_opts || format_set ||
                                                   so.top)))
    return usage_error(cmd, "--baseline, --tolerance, --plot, --top and "
                            "--format belong to 'mem' without --json");
  mo.top = so.top;
  mo.format = format;
  if (format_set && !is_stats && !is_mem)
    return usage_error(cmd, "--format belongs to 'stats' and 'mem'");
  so.format = format;
  if (split && (!output || strcmp(output, "-") == 0))
    return usage_error(cmd, "--split writes files: give their names with "
                            "-o, such as -o 'trace-%04d.json'");
  input = argv[optind];
  progress.on = !progress.quiet && isatty(2);
  progress.t0 = progress.last = now_s();
  opt.progress = on_progress;
  if (split) return run_split(input, output, &opt);
  if (!is_mem && !is_steps) opt.progress = on_convert_done;
  if (out_open(&out, output) != 0) return EXIT_INPUT;
  memset(&err, 0, sizeof err);
  /* Output is written on a second thread, overlapping the work. */
  wr = sl_writer_new(out.fd);
  if (!wr) {
    fprintf(stderr, "%s: cannot start the output thread\n", prog);
    out_close(&out, 0);
    return EXIT_INPUT;
  }
  if (is_mem && !json) {
    rc = run_mem_report(input, &opt, &mo, plot_path, wr, &err, &grew);
    plot_failed = rc == SL_EOUTPUT;
  } else if (is_mem) {
    mem_out_t mout = {wr, json};
    rc = sl_maxima_path(input, &opt, on_maxima, &mout, &err);
  } else if (is_stats) {
    rc = sl_stats_path(input, &opt, &so, sl_writer_sink, wr, &err);
  } else if (is_steps) {
    steps_out_t sto = {wr, json, 0};
    rc = sl_steps_path(input, &opt, on_step, &sto, &err);
    if (rc == 0 && !json && !sto.header) {
      /* No step: the header alone says the listing is empty. */
      char *text = NULL;
      size_t len = 0;
      FILE *f = open_memstream(&text, &len);
      if (f) {
        steps_header(f);
        fclose(f);
        rc = sl_writer_sink(wr, text, len);
      }
      free(text);
    }
  } else {
    rc = sl_convert_paths((const char *const *)argv + optind,
                          (size_t)(argc - optind), &opt, sl_writer_sink, wr,
                          &err);
  }
  progress_clear();
  {
    /* A failed write (full disk, closed pipe) is the output's fault: it is
     * named, not the input, whatever error it caused upstream. */
    int wrc = sl_writer_free(wr);
    if (wrc != 0) {
      out_close(&out, 0);
      fprintf(stderr, "%s: %s: cannot write the output: %s\n", prog,
              output && strcmp(output, "-") != 0 ? output : "<stdout>",
              sl_strerror(wrc));
      return EXIT_INPUT;
    }
  }
  if (rc != 0) {
    out_close(&out, 0);
    /* The plot's own file errors were said where they happened. */
    if (rc == SL_EOUTPUT && plot_failed) return EXIT_INPUT;
    return report(input, &err);
  }
  if (out_close(&out, 1) != 0) return EXIT_INPUT;
  return grew ? EXIT_GREW : 0;
}

/* What the commands share: options, progress, errors, output.  See
 * cli.h. */
#include <errno.h>
#include <getopt.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"

const char *prog = "stepline";

/* ---- options ---------------------------------------------------------------- */

enum {
  O_INPUT_FORMAT = 1000, O_NO_DATAFLOW, O_SHOW_MEMORY, O_OP_TIME, O_PRETTY,
  O_JSON, O_MAX_RECORD, O_VERSION, O_DATAFLOW, O_THREADS, O_STEPS,
  O_SKIP_CORRUPT, O_SPLIT, O_MIN_DURATION, O_DEVICES, O_BY, O_SORT, O_TOP,
  O_PER_STEP, O_FORMAT, O_BASELINE, O_TOLERANCE, O_PLOT, O_SUMMARY,
  O_WINDOW, O_EXIT_IDLE, O_POLL, O_TIMELINE_COMPAT, O_REPORT, O_PARTIAL
};

static const struct option long_opts[] = {
    {"input-format", required_argument, NULL, O_INPUT_FORMAT},
    {"no-dataflow", no_argument, NULL, O_NO_DATAFLOW},
    {"dataflow", no_argument, NULL, O_DATAFLOW},
    {"show-memory", no_argument, NULL, O_SHOW_MEMORY},
    {"op-time", required_argument, NULL, O_OP_TIME},
    {"pretty", no_argument, NULL, O_PRETTY},
    {"timeline-compat", no_argument, NULL, O_TIMELINE_COMPAT},
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
    {"report", required_argument, NULL, O_REPORT},
    {"sort", required_argument, NULL, O_SORT},
    {"top", required_argument, NULL, O_TOP},
    {"per-step", no_argument, NULL, O_PER_STEP},
    {"partial", no_argument, NULL, O_PARTIAL},
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

int cli_trace_format(cli_args_t *a) {
  if (!a->trace_format_set)
    a->opt.trace_format = sl_trace_format_of_path(a->output);
  if (a->opt.trace_format != SL_TRACE_PERFETTO) return 0;
  if (a->opt.pretty)
    return cli_usage_error(a, "--pretty is a layout of JSON, not of "
                              "--format=perfetto");
  if (a->opt.timeline_compat)
    return cli_usage_error(a, "--timeline-compat is a layout of JSON, not "
                              "of --format=perfetto");
  return 0;
}

cli_kind_t cli_kind(cli_args_t *a, const sl_input_format_t **f) {
  const sl_input_format_t *x;
  if (!a->input_told) {
    a->input = sl_input_detect((const char *const *)a->inputs,
                               (size_t)a->ninputs, &a->opt, NULL);
    a->input_told = 1;
  }
  x = a->input;
  if (f) *f = x;
  if (!x || !strcmp(x->name, "stepstats")) return CLI_STEPS;
  return !strcmp(x->name, "xspace") ? CLI_XSPACE : CLI_PROFILE;
}

int cli_xspace(cli_args_t *a) {
  const char *what = a->opt.steps ? "--steps"
                     : a->opt.devices ? "--devices"
                     : a->opt.skip_corrupt ? "--skip-corrupt"
                     : NULL;
  char msg[128];
  if (cli_kind(a, NULL) != CLI_XSPACE) return -1;
  if (!what) return 0;
  snprintf(msg, sizeof msg, "%s is not defined for XSpace input", what);
  return cli_usage_error(a, msg);
}

int cli_usage_error(const cli_args_t *a, const char *msg) {
  fprintf(stderr, "%s %s: %s\n", prog, a->cmd, msg);
  return EXIT_USAGE;
}

/* A size such as 64M.  Returns 0, or -1 when `s` is not one. */
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

/* Runs one of the library's option checks; says what is wrong if any. */
static int checked(int (*check)(const char *, sl_error_t *), const char *arg) {
  sl_error_t chk;
  if (check(arg, &chk) == 0) return 1;
  fprintf(stderr, "%s: %s\n", prog, chk.msg);
  return 0;
}

/* One option into *a: 0, or an exit status. */
static int option(cli_args_t *a, int c, const char *arg, int *done,
                  const cli_cmd_t *cmd) {
  long long v;
  int follow = strcmp(a->cmd, "follow") == 0;
  switch (c) {
  case O_INPUT_FORMAT:
    if (sl_format_parse(arg, &a->opt.format) == 0) return 0;
    fprintf(stderr, "%s: --input-format must be auto, stepstats, runmeta, "
            "delimited, tfevents, xspace or json, not '%s'\n", prog, arg);
    return EXIT_USAGE;
  case O_OP_TIME:
    if (sl_op_time_parse(arg, &a->opt.op_time) == 0) return 0;
    fprintf(stderr, "%s: --op-time must be schedule, gpu or all, not '%s'\n",
            prog, arg);
    return EXIT_USAGE;
  case O_NO_DATAFLOW: a->opt.show_dataflow = 0; return 0;
  case O_DATAFLOW: a->opt.show_dataflow = 1; return 0;
  case O_SHOW_MEMORY: a->opt.show_memory = 1; return 0;
  case O_PRETTY: a->opt.pretty = 1; return 0;
  case O_TIMELINE_COMPAT: a->opt.timeline_compat = 1; return 0;
  case O_JSON: a->json = 1; return 0;
  case O_SKIP_CORRUPT: a->opt.skip_corrupt = 1; return 0;
  case O_SPLIT: a->split = 1; return 0;
  case 'q': a->quiet = 1; return 0;
  case 'o': a->output = arg; return 0;
  case O_MAX_RECORD:
    if (parse_size(arg, &a->opt.max_record) == 0) return 0;
    fprintf(stderr, "%s: --max-record wants a size such as 64M, not '%s'\n",
            prog, arg);
    return EXIT_USAGE;
  case O_THREADS:
    if (strcmp(arg, "1") != 0 && strcmp(arg, "2") != 0) {
      fprintf(stderr, "%s: --threads must be 1 or 2, not '%s'\n", prog, arg);
      return EXIT_USAGE;
    }
    a->opt.threads = arg[0] - '0';
    return 0;
  case O_STEPS:
    if (!checked(sl_steps_check, arg)) return EXIT_USAGE;
    a->opt.steps = arg;
    return 0;
  case O_DEVICES:
    if (!checked(sl_devices_check, arg)) return EXIT_USAGE;
    a->opt.devices = arg;
    return 0;
  case O_MIN_DURATION:
    if (!int_arg(arg, 0, INT64_MAX, &v)) {
      fprintf(stderr, "%s: --min-duration wants microseconds (an integer "
              ">= 0), not '%s'\n", prog, arg);
      return EXIT_USAGE;
    }
    a->opt.min_duration = v;
    return 0;
  /* --by and --sort mean other things for a GPU profile database: the
   * input decides which values are valid (cmd_stats.c). */
  case O_BY:
    a->stats_opts = 1;
    a->gso.by = arg;
    a->by_bad = sl_stats_by_parse(arg, &a->so.by) != 0;
    return 0;
  case O_SORT:
    a->stats_opts = 1;
    a->gso.sort = arg;
    a->sort_bad = sl_stats_sort_parse(arg, &a->so.sort) != 0;
    return 0;
  case O_REPORT:
    a->stats_opts = 1;
    a->gso.reports = arg;
    return 0;
  case O_TOP:
    if (!int_arg(arg, 1, INT32_MAX, &v))
      return cli_usage_error(a, "--top wants a number of rows (1 or more)");
    a->so.top = (size_t)v;
    a->stats_opts = 1;
    return 0;
  case O_PER_STEP:
    a->so.per_step = 1;
    a->stats_opts = 1;
    return 0;
  case O_PARTIAL:
    a->partial = 1;
    return 0;
  case O_BASELINE:
    a->mo.baseline = arg;
    a->mem_opts = 1;
    return 0;
  case O_TOLERANCE:
    if (!double_arg(arg, &a->mo.tolerance) || a->mo.tolerance < 0)
      return cli_usage_error(a, "--tolerance wants a percentage such as 5");
    a->mem_opts = 1;
    return 0;
  case O_PLOT:
    a->plot = arg;
    a->mem_opts = 1;
    return 0;
  case O_FORMAT:
    if (strcmp(a->cmd, "convert") == 0 || follow) {
      /* The trace's format; for follow, text|json are the summary's. */
      if (sl_trace_format_parse(arg, &a->opt.trace_format) == 0) {
        a->trace_format_set = 1;
        return 0;
      }
      if (!follow)
        return cli_usage_error(a, "--format must be chrome or perfetto");
    }
    a->format_set = 1;
    if (follow) {
      if (strcmp(arg, "text") != 0 && strcmp(arg, "json") != 0)
        return cli_usage_error(a, "--format must be chrome or perfetto "
                                  "(the trace), or text or json (the "
                                  "summary)");
      a->follow_json = strcmp(arg, "json") == 0;
      return 0;
    }
    if (sl_report_format_parse(arg, &a->format) == 0) return 0;
    return cli_usage_error(a, "--format must be table, csv or json");
  case O_SUMMARY:
    a->summary = 1;
    a->follow_opts = 1;
    return 0;
  case O_WINDOW:
    if (!int_arg(arg, 1, 1000000, &v))
      return cli_usage_error(a, "--window wants a number of steps (1 or "
                                "more)");
    a->fo.window = (unsigned)v;
    a->follow_opts = 1;
    return 0;
  case O_EXIT_IDLE:
    if (!double_arg(arg, &a->fo.exit_idle) || !(a->fo.exit_idle > 0) ||
        a->fo.exit_idle > 1e9)
      return cli_usage_error(a, "--exit-idle wants seconds (more than 0)");
    a->follow_opts = 1;
    return 0;
  case O_POLL:
    if (!int_arg(arg, 1, 3600000, &v))
      return cli_usage_error(a, "--poll wants milliseconds (1 or more)");
    a->fo.poll_ms = (unsigned)v;
    a->follow_opts = 1;
    return 0;
  case 'h':
    cmd->usage(stdout);
    *done = 1;
    return 0;
  case O_VERSION:
    printf("stepline %s\n", SL_VERSION);
    *done = 1;
    return 0;
  default:
    fprintf(stderr, "Try '%s %s --help'.\n", prog, a->cmd);
    return EXIT_USAGE;
  }
}

/* A directory among the inputs stands for the PyTorch traces in it. */
static int expand_dirs(cli_args_t *a) {
  sl_error_t err;
  char **list;
  size_t n;
  int i, any = 0;
  for (i = 0; i < a->ninputs; i++) {
    struct stat st;
    any |= strcmp(a->inputs[i], "-") != 0 && stat(a->inputs[i], &st) == 0 &&
           S_ISDIR(st.st_mode);
  }
  if (!any) return 0;
  if (sl_inputs_expand((const char *const *)a->inputs, (size_t)a->ninputs,
                       &list, &n, &err) != 0) {
    fprintf(stderr, "%s: %s\n", prog, err.msg);
    return err.code == SL_ENOMEM ? EXIT_INPUT : EXIT_USAGE;
  }
  a->inputs = list;
  a->ninputs = (int)n;
  a->owned = 1;
  return 0;
}

void cli_args_close(cli_args_t *a) {
  if (a->owned) sl_inputs_free(a->inputs, (size_t)a->ninputs);
  a->owned = 0;
}

int cli_parse(const cli_cmd_t *cmd, int argc, char **argv, cli_args_t *a,
              int *done) {
  int c, rc;
  memset(a, 0, sizeof *a);
  a->cmd = cmd->name;
  sl_options_init(&a->opt);
  *done = 0;
  optind = 2;
  while ((c = getopt_long(argc, argv, "o:hq", long_opts, NULL)) != -1) {
    rc = option(a, c, optarg, done, cmd);
    if (rc || *done) return rc;
  }
  a->inputs = argv + optind;
  a->ninputs = argc - optind;
  if (a->ninputs == 0)
    return cli_usage_error(a, "missing INPUT (a file, or - for stdin)");
  if ((rc = expand_dirs(a)) != 0) return rc;
  if (!a->follow_opts) return 0;
  if (strcmp(cmd->name, "follow") != 0)
    return cli_usage_error(a, "--summary, --window, --exit-idle and --poll "
                              "belong to 'follow'");
  return 0;
}

/* ---- errors ------------------------------------------------------------------- */

int cli_report(const char *input, const sl_error_t *err) {
  char line[1024];
  cli_progress_clear();
  fprintf(stderr, "%s: %s\n", prog,
          sl_error_format(err, strcmp(input, "-") == 0 ? "<stdin>" : input,
                          line, sizeof line));
  return EXIT_INPUT;
}

static void on_warning(void *ud, const char *file, const sl_error_t *what) {
  char line[1024];
  (void)ud;
  cli_progress_clear();
  fprintf(stderr, "%s: warning: %s\n", prog,
          sl_error_format(what, strcmp(file, "-") == 0 ? "<stdin>" : file,
                          line, sizeof line));
}

/* ---- progress -------------------------------------------------------------------- */

/* A progress line on a terminal: shown once a run has taken half a
 * second, redrawn at most four times a second, erased before anything
 * else is printed and when the run ends. */
static struct {
  int on, shown;
  double t0, last;
} progress;

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

void cli_progress_start(cli_args_t *a) {
  progress.on = !a->quiet && isatty(2);
  progress.t0 = progress.last = now_s();
  a->opt.progress = cli_progress;
  a->opt.warn = on_warning;
}

void cli_progress_clear(void) {
  if (progress.shown) {
    fputs("\r\033[K", stderr);
    fflush(stderr);
    progress.shown = 0;
  }
}

void cli_progress(void *ud, const sl_progress_t *p) {
  double t = now_s(), rate;
  char rd[32], total[32], rt[32], of[64] = "";
  (void)ud;
  if (!progress.on) return;
  if (p->done) {
    cli_progress_clear();
    return;
  }
  if (t - progress.t0 < 0.5 || t - progress.last < 0.25) return;
  progress.last = t;
  rate = (double)p->read / (t - progress.t0);
  sl_human_bytes(rd, sizeof rd, (double)p->read);
  sl_human_bytes(rt, sizeof rt, rate);
  if (p->size) {
    sl_human_bytes(total, sizeof total, (double)p->size);
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

/* ---- output ----------------------------------------------------------------------- */

int cli_write_all(int fd, const void *p, size_t n) {
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

/* The temporary files open now, removed if a signal ends the command. */
static const char *volatile temps[4];

static void on_signal(int sig) {
  int i;
  for (i = 0; i < 4; i++)
    if (temps[i]) unlink(temps[i]);
  signal(sig, SIG_DFL);
  raise(sig);
}

void cli_track_temp(const char *path, int on) {
  static int installed;
  int i;
  if (!installed) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    sigaction(SIGHUP, &sa, NULL);
    installed = 1;
  }
  for (i = 0; i < 4; i++) {
    if (on && !temps[i]) {
      temps[i] = path;
      return;
    }
    if (!on && temps[i] == path) {
      temps[i] = NULL;
      return;
    }
  }
}

int cli_out_open(cli_out_t *o, const char *path) {
  sl_error_t err;
  memset(o, 0, sizeof *o);
  o->name = path && strcmp(path, "-") != 0 ? path : "<stdout>";
  if (sl_outfile_open(path, &o->file, &err) != 0) {
    fprintf(stderr, "%s: %s\n", prog, err.msg);
    return EXIT_INPUT;
  }
  if (sl_outfile_temp(o->file)) cli_track_temp(sl_outfile_temp(o->file), 1);
  /* Output is written on a second thread, overlapping the work. */
  o->w = sl_writer_new(sl_outfile_fd(o->file));
  if (!o->w) {
    fprintf(stderr, "%s: cannot start the output thread\n", prog);
    cli_out_close(o, 0);
    return EXIT_INPUT;
  }
  return 0;
}

int cli_out_close(cli_out_t *o, int ok) {
  sl_error_t err;
  int rc = 0, wrc = o->w ? sl_writer_free(o->w) : 0;
  o->w = NULL;
  if (wrc != 0) {
    /* A failed write (full disk, closed pipe) is the output's fault. */
    cli_progress_clear();
    fprintf(stderr, "%s: %s: cannot write the output: %s\n", prog, o->name,
            sl_strerror(wrc));
    ok = 0;
    rc = EXIT_INPUT;
  }
  if (!o->file) return rc;
  if (sl_outfile_temp(o->file)) cli_track_temp(sl_outfile_temp(o->file), 0);
  if (sl_outfile_close(o->file, ok, &err) != 0 && ok) {
    fprintf(stderr, "%s: %s\n", prog, err.msg);
    rc = EXIT_INPUT;
  }
  o->file = NULL;
  return rc;
}

/* stepline follow: a trace (and a summary) kept current while a training
 * log grows. */
#include <signal.h>
#include <string.h>

#include "cli.h"

void usage_follow(FILE *f) {
  fprintf(f,
          "Usage: %s follow [OPTIONS] LOG\n"
          "\n"
          "Follow a growing step log: convert what is there, then each step\n"
          "as soon as its record is complete, until Ctrl-C (SIGINT/SIGTERM,\n"
          "exit 0), --exit-idle, or the end of a pipe.  LOG is an events file\n"
          "or a delimited log (gzip too), a directory (its newest\n"
          "events.out.tfevents.*, switching to newer ones), or - for a pipe.\n"
          "A file truncated or replaced starts over, with a notice.\n"
          "\n"
          "  -o, --output=TRACE     keep TRACE current: valid JSON (array form)\n"
          "                         after every step\n"
          "  --window=N             only the last N steps in TRACE\n"
          "  --summary              one line per step on stdout: step, span,\n"
          "                         ops, host and device time, top op, memory\n"
          "                         peaks per allocator (default without -o)\n"
          "  --format=text|json     the summary lines (json: one object each)\n"
          "  --format=chrome|perfetto\n"
          "                         the trace's format (default: by the -o\n"
          "                         name, .pftrace for Perfetto's, else JSON)\n"
          "  --exit-idle=SECONDS    stop after that long without growth\n"
          "  --poll=MS              poll the file every MS ms instead of\n"
          "                         waiting for notifications (network\n"
          "                         filesystems)\n"
          "  --input-format, --show-memory, --no-dataflow, --op-time,\n"
          "  --devices, --min-duration, --pretty, --timeline-compat,\n"
          "  --skip-corrupt, --max-record, --threads   as for convert\n"
          "  -q, --quiet            no notices (start-overs, switches) on\n"
          "                         stderr\n"
          "  -h, --help             show this help\n",
          prog);
}

/* Summary lines go straight to stdout, one write each, so that a reader
 * sees every line as soon as its step is done. */
static int stdout_sink(void *ud, const void *p, size_t n) {
  (void)ud;
  return cli_write_all(1, p, n);
}

static void on_notice(void *ud, const char *msg) {
  (void)ud;
  fprintf(stderr, "%s: %s\n", prog, msg);
}

static sl_follow_t *volatile following;

static void on_signal(int sig) {
  (void)sig;
  if (following) sl_follow_stop(following);
}

/* A failed follow, in one line. */
static int failed(const cli_args_t *a, int rc, const sl_error_t *err) {
  if (rc == SL_EOUTPUT) {
    /* The trace or summary could not be written: the message names it. */
    fprintf(stderr, "%s: %s\n", prog, err->msg);
    return EXIT_INPUT;
  }
  return cli_report(err->file ? err->file : a->inputs[0], err);
}

int cmd_follow(cli_args_t *a) {
  struct sigaction sa;
  sl_follow_t *f;
  sl_follow_end_t end = 0;
  sl_error_t err;
  int rc;
  if (a->ninputs > 1) return cli_usage_error(a, "one LOG expected");
  {
    const sl_input_format_t *in;
    char msg[160];
    if (cli_kind(a, &in) == CLI_PROFILE && !(in->caps & SL_INPUT_FOLLOW)) {
      snprintf(msg, sizeof msg, "%s is written whole, not as a log: use "
               "convert", in->noun);
      return cli_usage_error(a, msg);
    }
  }
  if (a->json) return cli_usage_error(a, "--json belongs to 'mem' and 'steps'");
  if (a->split || a->stats_opts || a->mem_opts || a->opt.steps ||
      a->partial)
    return cli_usage_error(a, "--split, --steps and the options of stats "
                              "and mem do not apply to follow");
  if (a->fo.window && !a->output)
    return cli_usage_error(a, "--window applies to the trace: give -o");
  if (a->output && strcmp(a->output, "-") == 0)
    return cli_usage_error(a, "the trace is rewritten in place: -o wants a "
                              "file, not stdout (--summary writes to "
                              "stdout)");
  if ((rc = cli_trace_format(a)) != 0) return rc;
  /* Without -o the summary is what follow writes. */
  if (a->format_set && a->output && !a->summary)
    return cli_usage_error(a, "--format applies to --summary");
  a->fo.trace = a->output;
  if (a->summary || !a->output) a->fo.summary = stdout_sink;
  a->fo.summary_json = a->follow_json;
  a->fo.notice = a->quiet ? NULL : on_notice;
  cli_progress_start(a);
  a->opt.progress = NULL;
  memset(&err, 0, sizeof err);
  rc = sl_follow_new(a->inputs[0], &a->opt, &a->fo, &f, &err);
  if (rc != 0) return failed(a, rc, &err);
  following = f;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_signal;
  sigaction(SIGINT, &sa, NULL);
  sigaction(SIGTERM, &sa, NULL);
  rc = sl_follow_run(f, &end);
  signal(SIGINT, SIG_DFL);
  signal(SIGTERM, SIG_DFL);
  following = NULL;
  /* The error may name the file through the follow: said before it goes. */
  if (rc != 0) rc = failed(a, rc, &err);
  sl_follow_free(f);
  return rc;
}

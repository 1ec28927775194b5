/* stepline convert: the Chrome trace of one or more inputs, or one file
 * per step (--split). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

void usage_convert(FILE *f) {
  fprintf(f,
          "Usage: %s convert [OPTIONS] INPUT...\n"
          "\n"
          "Writes the trace of INPUT (a file, or - for stdin): TensorFlow's\n"
          "timeline.py events, streamed, as Chrome Trace JSON laid out for\n"
          "Perfetto (--timeline-compat: exactly as timeline.py writes them)\n"
          "or as Perfetto's own format (--format=perfetto).  A log of\n"
          "several steps (or several INPUTs, one per worker) gives one merged\n"
          "trace with a Steps process; one selected step gives exactly the\n"
          "single-step trace.  XSpace profiles (.xplane.pb: TF2, TensorBoard,\n"
          "JAX) are read too: files, several hosts, a run or log directory;\n"
          "planes become processes, lines threads.  So are the SQLite\n"
          "databases of Nsight Systems and nvprof: host threads, a process\n"
          "per GPU with a thread per stream, launch arrows.  So is Chrome\n"
          "trace JSON, what PyTorch's profiler writes (.pt.trace.json[.gz]):\n"
          "every slice, instant and counter, times exact to the ns; several\n"
          "files (ranks) or a tensorboard_trace_handler directory give one\n"
          "trace, a process group per rank.\n"
          "\n"
          "  --input-format=FORMAT  auto (default), stepstats, runmeta,\n"
          "                         delimited (varint-length records),\n"
          "                         tfevents (TensorBoard events file),\n"
          "                         xspace or json (needed for a pipe);\n"
          "                         gzip is recognised in any of them\n"
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
          "  --format=chrome|perfetto\n"
          "                         Chrome Trace JSON (default), or Perfetto's\n"
          "                         protobuf trace (also chosen by an -o name\n"
          "                         ending in .pftrace or .perfetto-trace)\n"
          "  --pretty               indented JSON\n"
          "  --timeline-compat      the events exactly as timeline.py writes\n"
          "                         them (lanes from tid 0, no thread names,\n"
          "                         arrows from the producer's end), for\n"
          "                         diffing against it\n"
          "  --max-record=BYTES     largest node, or log record from a "
          "pipe or\n"
          "                         gzip, held in memory (default 1G)\n"
          "  --threads=1|2          2 (default): half of each step on a "
          "second\n"
          "                         core; the same events, in an order that "
          "may\n"
          "                         vary between runs.  1: byte-for-byte "
          "reproducible\n"
          "                         output\n"
          "  -o, --output=FILE      write to FILE (atomically) instead of "
          "stdout\n"
          "  -q, --quiet            no progress line and no advice about "
          "viewers\n"
          "  -h, --help             show this help\n",
          prog);
}

/* The note when a trace is more than the viewers open. */
static void advise(const cli_args_t *a, uint64_t events, uint64_t bytes,
                   int split, int64_t step) {
  char note[512];
  /* (The limits are JSON's: Perfetto's own format has none of them.) */
  if (a->quiet || a->opt.trace_format == SL_TRACE_PERFETTO ||
      !sl_viewer_note(events, bytes, split, step, note,
                                  sizeof note))
    return;
  cli_progress_clear();
  fprintf(stderr, "%s: note: %s\n", prog, note);
}

static uint64_t done_events, done_bytes;

static void on_progress(void *ud, const sl_progress_t *p) {
  cli_progress(ud, p);
  if (p->done) {
    done_events = p->events;
    done_bytes = p->bytes;
  }
}

/* ---- --split ---------------------------------------------------------------------- */

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

typedef struct split_s {
  pattern_t pt;
  cli_out_t out;
  char path[4096];
  int failed;             /* a message was printed here */
  uint64_t max_events, max_bytes;
  int64_t max_step;
} split_t;

static int split_open(void *ud, const sl_step_info_t *st, sl_sink_fn *sink,
                      void **sink_ud) {
  split_t *so = ud;
  pattern_name(&so->pt, (long long)st->index, so->path, sizeof so->path);
  cli_progress_clear();
  if (cli_out_open(&so->out, so->path) != 0) {
    so->failed = 1;
    return -EIO;
  }
  *sink = sl_writer_sink;
  *sink_ud = so->out.w;
  return 0;
}

static int split_close(void *ud, const sl_step_info_t *st, int rc,
                       uint64_t events, uint64_t bytes) {
  split_t *so = ud;
  if (cli_out_close(&so->out, rc == 0) != 0) {
    so->failed = 1;
    return rc ? rc : -EIO;
  }
  if (bytes > so->max_bytes || events > so->max_events) {
    if (bytes > so->max_bytes) so->max_bytes = bytes;
    if (events > so->max_events) so->max_events = events;
    so->max_step = st->index;
  }
  return 0;
}

static int run_split(cli_args_t *a) {
  split_t so;
  sl_split_out_t sp;
  sl_error_t err;
  int rc;
  memset(&so, 0, sizeof so);
  if (pattern_parse(&so.pt, a->output) != 0) {
    fprintf(stderr, "%s convert: --split wants -o with one number in it, "
                    "such as -o 'trace-%%04d.json', not '%s'\n", prog,
            a->output);
    return EXIT_USAGE;
  }
  sp.open = split_open;
  sp.close = split_close;
  sp.ud = &so;
  memset(&err, 0, sizeof err);
  rc = sl_convert_split(a->inputs[0], &a->opt, &sp, &err);
  cli_progress_clear();
  if (rc != 0) return so.failed ? EXIT_INPUT : cli_report(a->inputs[0], &err);
  advise(a, so.max_events, so.max_bytes, 1, so.max_step);
  return 0;
}

/* The first option given that only step logs define, or NULL. */
static const char *steps_only(const cli_args_t *a) {
  return a->split ? "--split"
         : a->opt.steps ? "--steps"
         : a->opt.min_duration > 0 ? "--min-duration"
         : a->opt.devices ? "--devices"
         : a->opt.op_time != SL_OP_TIME_SCHEDULE ? "--op-time"
         : a->opt.timeline_compat ? "--timeline-compat"
         : NULL;
}

/* The options XSpace input does not define are usage errors with it. */
static int xspace_options(cli_args_t *a) {
  const char *what = steps_only(a);
  char msg[128];
  if (!what || cli_kind(a, NULL) != CLI_XSPACE) return 0;
  snprintf(msg, sizeof msg, "%s is not defined for XSpace input", what);
  return cli_usage_error(a, msg);
}

/* The same for a GPU profile database or a format of events (which
 * takes --steps, --split, --min-duration and --devices). */
static int profile_options(cli_args_t *a) {
  const sl_input_format_t *f;
  const char *what;
  char msg[160];
  if (cli_kind(a, &f) != CLI_PROFILE) return 0;
  what = !strcmp(f->name, "gpu-db") && steps_only(a) ? steps_only(a)
         : a->opt.op_time != SL_OP_TIME_SCHEDULE ? "--op-time"
         : a->opt.timeline_compat ? "--timeline-compat"
         : a->opt.show_memory ? "--show-memory"
         : cli_step_format(a) ? "--input-format"
         : NULL;
  /* A trace of events merges several (ranks); a database is one. */
  if (a->ninputs > 1 && !strcmp(f->name, "gpu-db")) {
    snprintf(msg, sizeof msg, "one %s at a time", f->noun);
    return cli_usage_error(a, msg);
  }
  if (!what) return 0;
  snprintf(msg, sizeof msg, "%s is not defined for %s", what, f->noun);
  return cli_usage_error(a, msg);
}

int cmd_convert(cli_args_t *a) {
  cli_out_t out;
  sl_error_t err;
  int rc, orc;
  const sl_input_format_t *f;
  if (a->split && a->ninputs > 1 &&
      (cli_kind(a, &f) != CLI_PROFILE || !strcmp(f->name, "gpu-db"))) {
    fprintf(stderr, "%s convert: one INPUT expected with --split, got %d\n",
            prog, a->ninputs);
    return EXIT_USAGE;
  }
  if (a->json) return cli_usage_error(a, "--json belongs to 'mem' and 'steps'");
  if (a->stats_opts)
    return cli_usage_error(a, "--by, --sort, --top and --per-step belong to "
                              "'stats'");
  if (a->partial)
    return cli_usage_error(a, "--partial belongs to 'stats', 'mem' and "
                              "'steps'");
  if (a->mem_opts)
    return cli_usage_error(a, "--baseline, --tolerance, --plot, --top and "
                              "--format belong to 'mem' without --json");
  if (a->format_set)
    return cli_usage_error(a, "--format belongs to 'stats' and 'mem'");
  if ((rc = cli_trace_format(a)) != 0) return rc;
  if (a->split && (!a->output || strcmp(a->output, "-") == 0))
    return cli_usage_error(a, "--split writes files: give their names with "
                              "-o, such as -o 'trace-%04d.json'");
  if ((rc = profile_options(a)) != 0) return rc;
  if ((rc = xspace_options(a)) != 0) return rc;
  cli_progress_start(a);
  if (a->split) return run_split(a);
  a->opt.progress = on_progress;
  if ((rc = cli_out_open(&out, a->output)) != 0) return rc;
  memset(&err, 0, sizeof err);
  rc = sl_convert_paths((const char *const *)a->inputs, (size_t)a->ninputs,
                        &a->opt, sl_writer_sink, out.w, &err);
  cli_progress_clear();
  orc = cli_out_close(&out, rc == 0);
  if (orc) return orc;
  if (rc) return cli_report(a->inputs[0], &err);
  advise(a, done_events, done_bytes, 0, 0);
  return 0;
}

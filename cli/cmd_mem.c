/* stepline mem: the memory report (or with --json the reference's
 * allocator maxima), the baseline gate and the plot. */
#include <string.h>

#include "cli.h"

void usage_mem(FILE *f) {
  fprintf(f,
          "Usage: %s mem [OPTIONS] INPUT...\n"
          "\n"
          "Memory peaks per step and allocator: the timeline model's peak\n"
          "(timeline.py's allocator maximum) with the largest tensors live\n"
          "at it (bytes, op, dtype, shape), and what the log measured when\n"
          "it carries it: the highest allocator_bytes_in_use and peak_bytes\n"
          "of the nodes, and the peak of the running sum of their\n"
          "allocation_records.  Then min / median / max across the steps.\n"
          "For a GPU profile database: each device's peak of CUDA's memory\n"
          "usage events (nsys --cuda-memory-usage=true, nvprof's memory);\n"
          "several (a job's processes) give each one's devices.\n"
          "For XSpace profiles: each allocator's peak (bytes_allocated of\n"
          "its MemoryAllocation events) over the profile and per step\n"
          "(group), with the largest allocations live at it.\n"
          "For a trace JSON (PyTorch's, profile_memory=True): each device's\n"
          "peak of Total Allocated in its [memory] events, the most reserved\n"
          "and the largest allocations live at the peak; several (a job's\n"
          "ranks, or a tensorboard_trace_handler directory) give each rank's\n"
          "devices (\"rank 1 cuda:0\").\n"
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
          "  --per-step             a trace JSON: each step's peak per "
          "device too\n"
          "  --partial              write INPUT's partial result (JSON lines)\n"
          "                         for 'stepline merge' (a job's inputs)\n"
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

static int plot_sink(void *ud, const void *p, size_t n) {
  return cli_write_all(sl_outfile_fd(ud), p, n);
}

int cmd_mem(cli_args_t *a) {
  cli_out_t out;
  sl_outfile_t *plot = NULL;
  sl_error_t err;
  int rc, orc, grew = 0;
  const sl_input_format_t *f;
  int xs, db = cli_kind(a, &f) == CLI_PROFILE;
  char msg[160];
  if (a->gso.by || a->gso.sort || a->gso.reports)
    return cli_usage_error(a, "--by, --sort, --report and --per-step belong "
                              "to 'stats'");
  /* Several ranks' traces, or processes' databases, are one job's. */
  if (db && (a->opt.steps || cli_step_format(a))) {
    snprintf(msg, sizeof msg, "no --steps or --input-format for %s",
             f->noun);
    return cli_usage_error(a, msg);
  }
  if (db && !f->open && a->ninputs > 1 && a->mo.baseline)
    return cli_usage_error(a, "--baseline compares one GPU profile database "
                              "with another");
  xs = db ? -1 : cli_xspace(a);
  if (xs > 0) return xs;
  if (a->split || a->opt.min_duration)
    return cli_usage_error(a, "--split and --min-duration belong to "
                              "'convert'");
  /* --top is the report's too; the rest of stats' options are not. */
  if (a->so.by || a->so.sort)
    return cli_usage_error(a, "--by and --sort belong to 'stats'");
  /* Step formats report per step anyway; a trace of events marks its
   * steps (ProfilerStep#N) for --per-step. */
  if (a->so.per_step && !(db && (f->caps & SL_INPUT_STEPS)))
    return cli_usage_error(a, "--per-step applies to a trace JSON (and to "
                              "'stats')");
  a->mo.per_step = a->so.per_step;
  if (a->json && (a->mem_opts || a->format_set || a->so.top))
    return cli_usage_error(a, "--baseline, --tolerance, --plot, --top and "
                              "--format belong to 'mem' without --json");
  a->mo.top = a->so.top;
  a->mo.format = a->format;
  if (a->partial) {
    if (a->json || a->format_set || a->mem_opts)
      return cli_usage_error(a, "--partial writes a format of its own: "
                                "leave out --json, --format, --baseline, "
                                "--tolerance and --plot");
    if (a->ninputs != 1)
      return cli_usage_error(a, "--partial writes the partial result of one "
                                "INPUT (merge them with 'stepline merge')");
    a->mo.format = SL_REPORT_PARTIAL;
  }
  cli_progress_start(a);
  if ((rc = cli_out_open(&out, a->output)) != 0) return rc;
  memset(&err, 0, sizeof err);
  if (a->json) {
    rc = sl_input_mem((const char *const *)a->inputs, (size_t)a->ninputs,
                      &a->opt, a->mo.per_step ? &a->mo : NULL, 1,
                      sl_writer_sink, out.w, &grew, &err);
  } else {
    /* The plot goes into its own file, written whole and renamed into
     * place as -o is. */
    if (a->plot) {
      if (sl_outfile_open(a->plot, &plot, &err) != 0) {
        fprintf(stderr, "%s: %s\n", prog, err.msg);
        cli_out_close(&out, 0);
        return EXIT_INPUT;
      }
      if (sl_outfile_temp(plot)) cli_track_temp(sl_outfile_temp(plot), 1);
      a->mo.plot = plot_sink;
      a->mo.plot_ud = plot;
    }
    rc = sl_input_mem((const char *const *)a->inputs, (size_t)a->ninputs,
                      &a->opt, &a->mo, 0, sl_writer_sink, out.w, &grew, &err);
    if (plot && sl_outfile_temp(plot))
      cli_track_temp(sl_outfile_temp(plot), 0);
    if (plot && sl_outfile_close(plot, rc == 0, &err) != 0 && rc == 0) {
      fprintf(stderr, "%s: %s\n", prog, err.msg);
      cli_out_close(&out, 0);
      return EXIT_INPUT;
    }
  }
  cli_progress_clear();
  orc = cli_out_close(&out, rc == 0);
  if (orc) return orc;
  if (rc) return cli_report(a->inputs[0], &err);
  return grew ? EXIT_GREW : 0;
}

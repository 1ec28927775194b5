/* stepline stats: the op summary. */
#include <string.h>

#include "cli.h"

void usage_stats(FILE *f) {
  fprintf(f,
          "Usage: %s stats [OPTIONS] INPUT...\n"
          "\n"
          "Op summary of the selected steps: per op (or name, device), the\n"
          "host time of its ops (calls, total, avg, min, max, share), the\n"
          "device time of its GPU kernels and the bytes of its outputs.\n"
          "For XSpace profiles: TensorFlow and JAX ops of the host (with\n"
          "self time) and GPU activities by their op.  With --report, the\n"
          "summary reports below for every input (kernels, api, gpu-mem,\n"
          "ops: host ops; each input fills those it has).\n"
          "\n"
          "For a GPU profile database (Nsight Systems or nvprof SQLite):\n"
          "the reports of nsys stats: --report=kernels,api,gpu-mem,nvtx\n"
          "(default), nvtx-kernels on request; --by=name|op|device|\n"
          "name,device|op,device (kernels' rows), --sort=total|instances|\n"
          "avg|max|name, --top, --devices, --format (csv: one report).\n"
          "Several inputs (a job's workers, hosts or ranks) give one\n"
          "summary; ',input' after any --by keeps each input's rows\n"
          "apart (an input column), and the breakdown has a row per rank\n"
          "and device.  With --partial each input's partial result, which\n"
          "'stepline merge' adds up to the same report.\n"
          "\n"
          "  --by=op|name|device|op,device[,input]   rows (default op)\n"
          "  --sort=host_total|host_avg|device_total|calls|bytes|name\n"
          "                         (default host_total; name ascending, the\n"
          "                         others descending; total, avg and\n"
          "                         instances as for a database)\n"
          "  --top=N                only the first N rows (totals count all)\n"
          "  --per-step             one block per step\n"
          "  --format=table|csv|json\n"
          "  --partial              write INPUT's partial result (JSON lines)\n"
          "                         for 'stepline merge' instead of the report\n"
          "  --input-format=FORMAT  as for convert\n"
          "  --steps=SPEC           only these steps\n"
          "  --devices=REGEX        only devices whose name matches\n"
          "  --skip-corrupt         warn about damaged records and go on\n"
          "  -o, --output=FILE      write to FILE instead of stdout\n"
          "  -q, --quiet            no progress line\n"
          "  -h, --help             show this help\n",
          prog);
}

/* --partial: the report's format, for one input. */
static int partial_format(cli_args_t *a, sl_report_format_t *format) {
  if (!a->partial) {
    *format = a->format;
    return 0;
  }
  if (a->format_set)
    return cli_usage_error(a, "--partial writes a format of its own: leave "
                              "out --format (give it to 'stepline merge')");
  if (a->ninputs != 1)
    return cli_usage_error(a, "--partial writes the partial result of one "
                              "INPUT (merge them with 'stepline merge')");
  if (a->so.per_step || a->so.top || a->gso.sort || a->plot)
    return cli_usage_error(a, "--per-step, --top and --sort do not apply to "
                              "--partial (give them to 'stepline merge')");
  *format = SL_REPORT_PARTIAL;
  return 0;
}

/* The summary reports of a GPU profile database, a format of events, or,
 * with --report, of XSpace profiles (several hosts at once) or a step
 * log (of the steps --steps picks). */
static int profile_stats(cli_args_t *a, const sl_input_format_t *f) {
  cli_out_t out;
  sl_error_t err;
  char msg[160];
  int rc, orc, xs = !strcmp(f->name, "xspace");
  int steps = !strcmp(f->name, "stepstats");
  if (xs && (rc = cli_xspace(a)) != 0) return rc;
  if (steps && a->so.per_step)
    return cli_usage_error(a, "--per-step does not apply to --report");
  if (!steps &&
      (a->opt.steps || a->so.per_step || cli_step_format(a))) {
    snprintf(msg, sizeof msg, "--steps, --per-step and --input-format do "
             "not apply to %s", f->noun);
    return cli_usage_error(a, msg);
  }
  if (a->json) return cli_usage_error(a, "--json belongs to 'mem' and 'steps'");
  if (a->mem_opts || a->split || a->opt.min_duration)
    return cli_usage_error(a, "--baseline, --tolerance, --plot, --split and "
                              "--min-duration do not apply to 'stats'");
  if ((rc = partial_format(a, &a->gso.format)) != 0) return rc;
  a->gso.top = a->so.top;
  a->gso.devices = a->opt.devices;
  cli_progress_start(a);
  a->gso.warn = a->opt.warn;
  a->gso.warn_ud = a->opt.warn_ud;
  memset(&err, 0, sizeof err);
  if (!strcmp(f->name, "gpu-db") && sl_gpu_stats_check(&a->gso, &err))
    return cli_usage_error(a, err.msg);
  if ((rc = cli_out_open(&out, a->output)) != 0) return rc;
  rc = sl_input_stats((const char *const *)a->inputs,
                      (size_t)a->ninputs, &a->opt, NULL,
                      &a->gso, sl_writer_sink, out.w, &err);
  cli_progress_clear();
  orc = cli_out_close(&out, rc == 0);
  if (orc) return orc;
  return rc ? cli_report(a->inputs[0], &err) : 0;
}

int cmd_stats(cli_args_t *a) {
  cli_out_t out;
  sl_error_t err;
  int rc, orc;
  int xs;
  const sl_input_format_t *f;
  cli_kind_t kind = cli_kind(a, &f);
  if (kind == CLI_PROFILE || a->gso.reports) return profile_stats(a, f);
  if (a->by_bad)
    return cli_usage_error(a, "--by must be op, name, device or op,device, "
                              "each may add ',input'");
  if (a->sort_bad)
    return cli_usage_error(a, "--sort must be host_total, host_avg, "
                              "device_total, calls, bytes or name");
  xs = cli_xspace(a);
  if (xs > 0) return xs;
  if (a->split || a->opt.min_duration)
    return cli_usage_error(a, "--split and --min-duration belong to "
                              "'convert'");
  if (a->json) return cli_usage_error(a, "--json belongs to 'mem' and 'steps'");
  if (a->mem_opts)
    return cli_usage_error(a, "--baseline, --tolerance and --plot belong to "
                              "'mem'");
  if (xs == 0 && a->so.per_step)
    return cli_usage_error(a, "--per-step is not defined for XSpace input");
  if (a->so.per_step && (a->so.by & SL_STATS_BY_INPUT))
    return cli_usage_error(a, "--per-step writes each input's steps apart "
                              "already: leave ',input' out of --by");
  if ((rc = partial_format(a, &a->so.format)) != 0) return rc;
  cli_progress_start(a);
  if ((rc = cli_out_open(&out, a->output)) != 0) return rc;
  memset(&err, 0, sizeof err);
  rc = sl_input_stats((const char *const *)a->inputs, (size_t)a->ninputs,
                      &a->opt, &a->so, NULL, sl_writer_sink, out.w, &err);
  cli_progress_clear();
  orc = cli_out_close(&out, rc == 0);
  if (orc) return orc;
  return rc ? cli_report(a->inputs[0], &err) : 0;
}

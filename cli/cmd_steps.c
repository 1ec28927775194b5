/* stepline steps: the steps of an input, without decoding their nodes. */
#include <string.h>

#include "cli.h"

void usage_steps(FILE *f) {
  fprintf(f,
          "Usage: %s steps [OPTIONS] INPUT...\n"
          "\n"
          "Lists the steps of INPUT without decoding their nodes: index,\n"
          "step number, tag, wall time, devices, nodes, byte offset, size.\n"
          "For XSpace profiles (.xplane.pb files or profile directories),\n"
          "the steps are the groups: id, name, start, end, span, events.\n"
          "For trace JSONs (a job's ranks): the first's ProfilerStep#N.\n"
          "\n"
          "  --json                 one JSON object per step\n"
          "  --partial              write INPUT's partial result (JSON lines)\n"
          "                         for 'stepline merge' (a job's inputs)\n"
          "  --input-format=FORMAT  as for convert\n"
          "  --steps=SPEC           only these steps\n"
          "  --skip-corrupt         warn about damaged records and go on\n"
          "  -o, --output=FILE      write to FILE instead of stdout\n"
          "  -h, --help             show this help\n",
          prog);
}

/* --json, or --partial: the partial result of one input. */
static int steps_mode(cli_args_t *a, int *mode) {
  *mode = a->json;
  if (!a->partial) return 0;
  if (a->json)
    return cli_usage_error(a, "--partial writes a format of its own: leave "
                              "out --json (give it to 'stepline merge')");
  if (a->ninputs != 1)
    return cli_usage_error(a, "--partial writes the partial result of one "
                              "INPUT (merge them with 'stepline merge')");
  *mode = SL_REPORT_PARTIAL;
  return 0;
}

/* XSpace: steps are the profile's groups (group_id); a format of events
 * marks its own. */
static int profile_steps(cli_args_t *a) {
  cli_out_t out;
  sl_error_t err;
  int rc, orc, mode;
  if ((rc = steps_mode(a, &mode)) != 0) return rc;
  if ((rc = cli_out_open(&out, a->output)) != 0) return rc;
  memset(&err, 0, sizeof err);
  rc = sl_input_steps((const char *const *)a->inputs, (size_t)a->ninputs,
                      &a->opt, mode, sl_writer_sink, out.w, &err);
  orc = cli_out_close(&out, rc == 0);
  if (orc) return orc;
  return rc ? cli_report(a->inputs[0], &err) : 0;
}

int cmd_steps(cli_args_t *a) {
  cli_out_t out;
  sl_error_t err;
  int rc, orc, mode;
  const sl_input_format_t *f;
  cli_kind_t kind = cli_kind(a, &f);
  if (kind == CLI_PROFILE && !(f->caps & SL_INPUT_STEPS)) {
    char msg[160];
    snprintf(msg, sizeof msg, "%s has no steps: use convert, stats or mem",
             f->noun);
    return cli_usage_error(a, msg);
  }
  if ((rc = cli_xspace(a)) >= 0) return rc ? rc : profile_steps(a);
  if (kind == CLI_PROFILE) return profile_steps(a);
  if (a->split || a->opt.min_duration)
    return cli_usage_error(a, "--split and --min-duration belong to "
                              "'convert'");
  if (a->stats_opts || a->mem_opts || a->format_set)
    return cli_usage_error(a, "the options of stats and mem do not apply "
                              "to steps");
  if ((rc = steps_mode(a, &mode)) != 0) return rc;
  cli_progress_start(a);
  if ((rc = cli_out_open(&out, a->output)) != 0) return rc;
  memset(&err, 0, sizeof err);
  rc = sl_input_steps((const char *const *)a->inputs, (size_t)a->ninputs,
                      &a->opt, mode,
                      sl_writer_sink, out.w, &err);
  cli_progress_clear();
  orc = cli_out_close(&out, rc == 0);
  if (orc) return orc;
  return rc ? cli_report(a->inputs[0], &err) : 0;
}

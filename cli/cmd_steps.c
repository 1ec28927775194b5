/* stepline steps: the steps of an input, without decoding their nodes. */
#include <string.h>

#include "cli.h"

void usage_steps(FILE *f) {
  fprintf(f,
          "Usage: %s steps [OPTIONS] INPUT\n"
          "\n"
          "Lists the steps of INPUT without decoding their nodes: index,\n"
          "step number, tag, wall time, devices, nodes, byte offset, size.\n"
          "For XSpace profiles (.xplane.pb files or profile directories),\n"
          "the steps are the groups: id, name, start, end, span, events.\n"
          "\n"
          "  --json                 one JSON object per step\n"
          "  --input-format=FORMAT  as for convert\n"
          "  --steps=SPEC           only these steps\n"
          "  --skip-corrupt         warn about damaged records and go on\n"
          "  -o, --output=FILE      write to FILE instead of stdout\n"
          "  -h, --help             show this help\n",
          prog);
}

typedef struct listing_s {
  sl_writer_t *w;
  int json, header;
} listing_t;

static int on_step(void *ud, const sl_step_info_t *st) {
  listing_t *l = ud;
  int rc;
  if (!l->json && !l->header) {
    l->header = 1;
    if ((rc = sl_steps_write(NULL, 0, sl_writer_sink, l->w)) != 0) return rc;
  }
  return sl_steps_write(st, l->json, sl_writer_sink, l->w);
}

/* XSpace: steps are the profile's groups (group_id). */
static int xspace_steps(cli_args_t *a) {
  cli_out_t out;
  sl_error_t err;
  int rc, orc;
  if ((rc = cli_out_open(&out, a->output)) != 0) return rc;
  memset(&err, 0, sizeof err);
  rc = sl_xspace_steps((const char *const *)a->inputs, (size_t)a->ninputs,
                       &a->opt, a->json, sl_writer_sink, out.w, &err);
  orc = cli_out_close(&out, rc == 0);
  if (orc) return orc;
  return rc ? cli_report(a->inputs[0], &err) : 0;
}

int cmd_steps(cli_args_t *a) {
  listing_t l;
  cli_out_t out;
  sl_error_t err;
  int rc, orc;
  if (sl_gpu_is_database(a->inputs[0]))
    return cli_usage_error(a, "a GPU profile database has no steps: use "
                              "convert, stats or mem");
  if ((rc = cli_xspace(a)) >= 0) return rc ? rc : xspace_steps(a);
  if (a->ninputs > 1) {
    fprintf(stderr, "%s steps: one INPUT expected, got %d\n", prog,
            a->ninputs);
    return EXIT_USAGE;
  }
  if (a->split || a->opt.min_duration)
    return cli_usage_error(a, "--split and --min-duration belong to "
                              "'convert'");
  if (a->stats_opts || a->mem_opts || a->format_set)
    return cli_usage_error(a, "the options of stats and mem do not apply "
                              "to steps");
  cli_progress_start(a);
  if ((rc = cli_out_open(&out, a->output)) != 0) return rc;
  memset(&l, 0, sizeof l);
  l.w = out.w;
  l.json = a->json;
  memset(&err, 0, sizeof err);
  rc = sl_steps_path(a->inputs[0], &a->opt, on_step, &l, &err);
  /* No step: the header alone says the listing is empty. */
  if (rc == 0 && !l.json && !l.header)
    rc = sl_steps_write(NULL, 0, sl_writer_sink, out.w);
  cli_progress_clear();
  orc = cli_out_close(&out, rc == 0);
  if (orc) return orc;
  return rc ? cli_report(a->inputs[0], &err) : 0;
}

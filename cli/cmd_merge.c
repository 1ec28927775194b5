/* stepline merge: partial results added up into one report. */
#include <string.h>

#include "cli.h"

void usage_merge(FILE *f) {
  fprintf(f,
          "Usage: %s merge [OPTIONS] PARTIAL...\n"
          "\n"
          "Adds up partial results ('stepline stats|mem|steps --partial',\n"
          "one per input, made anywhere) into the report one run of that\n"
          "command over all their inputs writes: the same rows, numbers\n"
          "and order (steps: --format=json for 'steps --json').  The\n"
          "partials must come from one command and kind of input with the\n"
          "same --by, --steps, --devices, --top and --report.  One partial\n"
          "is read at a time.\n"
          "\n"
          "  --report=LIST          of the reports the partials hold, these\n"
          "  --sort=ORDER           as for stats\n"
          "  --top=N                only the first N rows (totals count all)\n"
          "  --by=rank              a row per input instead: steps, kernel\n"
          "                         time and idle share against the median\n"
          "                         input's, the slowest marked (stragglers)\n"
          "  --format=table|csv|json\n"
          "  -o, --output=FILE      write to FILE instead of stdout\n"
          "  -h, --help             show this help\n",
          prog);
}

int cmd_merge(cli_args_t *a) {
  sl_merge_options_t mo;
  cli_out_t out;
  sl_error_t err;
  int rc, orc;
  if (a->partial || a->so.per_step || a->opt.steps ||
      a->opt.devices || a->mem_opts || a->split || a->json)
    return cli_usage_error(a, "merge takes --report, --sort, --top, "
                              "--by=rank, --format and -o (the rest are "
                              "the partials' own)");
  if (a->gso.by && strcmp(a->gso.by, "rank"))
    return cli_usage_error(a, "merge --by takes rank (a row per input); "
                              "the rows' --by is the partials' own");
  memset(&mo, 0, sizeof mo);
  mo.reports = a->gso.reports;
  mo.sort = a->gso.sort;
  mo.top = a->so.top;
  mo.format = a->format;
  mo.by = a->gso.by;
  if ((rc = cli_out_open(&out, a->output)) != 0) return rc;
  memset(&err, 0, sizeof err);
  rc = sl_merge_paths((const char *const *)a->inputs, (size_t)a->ninputs,
                      &mo, sl_writer_sink, out.w, &err);
  orc = cli_out_close(&out, rc == 0);
  if (orc) return orc;
  if (rc == SL_EUSAGE && !err.file) return cli_usage_error(a, err.msg);
  if (rc == SL_EUSAGE) {
    /* Partials that do not go together: the one that does not. */
    fprintf(stderr, "%s: %s: %s\n", prog, err.file, err.msg);
    return EXIT_USAGE;
  }
  return rc ? cli_report(err.file ? err.file : a->inputs[0], &err) : 0;
}

/* stepline: the command table and main().  See cli.h. */
#include <signal.h>
#include <string.h>

#include "cli.h"

static const cli_cmd_t commands[] = {
    {"convert", cmd_convert, usage_convert},
    {"stats", cmd_stats, usage_stats},
    {"mem", cmd_mem, usage_mem},
    {"steps", cmd_steps, usage_steps},
    {"follow", cmd_follow, usage_follow},
    {"merge", cmd_merge, usage_merge},
};

static void usage_main(FILE *f) {
  fprintf(f,
          "Usage: %s COMMAND [OPTIONS] INPUT...\n"
          "\n"
          "Turn TensorFlow profiling data (StepStats / RunMetadata with\n"
          "FULL_TRACE, step logs, TensorBoard events files) into traces for\n"
          "Perfetto and chrome://tracing, and into reports.\n"
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
          "  merge     add up partial results (stats, mem, steps\n"
          "            --partial) of a job's inputs into one report\n"
          "\n"
          "Run '%s COMMAND --help' for the options of a command.\n"
          "  --help      show this help\n"
          "  --version   print the version\n",
          prog, prog);
}

int main(int argc, char **argv) {
  const cli_cmd_t *cmd = NULL;
  cli_args_t a;
  size_t i;
  int rc, done;
  /* Steps come one at a time with pauses when following, and many in a
   * row otherwise: the allocator keeps or returns freed memory to suit,
   * set before anything is allocated. */
  sl_memory_policy(argc >= 2 && strcmp(argv[1], "follow") == 0
                       ? SL_MEMORY_KEEP
                       : SL_MEMORY_RETURN);
  signal(SIGPIPE, SIG_IGN);  /* a closed pipe is reported as EPIPE */
  /* Inputs are read through mappings that a file cut under them cannot
   * crash (stepline.h). */
  (void)sl_sigbus_guard();
  if (argc < 2) {
    usage_main(stderr);
    return EXIT_USAGE;
  }
  if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
    usage_main(stdout);
    return 0;
  }
  if (strcmp(argv[1], "--version") == 0) {
    printf("stepline %s\n", SL_VERSION);
    return 0;
  }
  for (i = 0; i < sizeof commands / sizeof commands[0]; i++)
    if (strcmp(argv[1], commands[i].name) == 0) cmd = &commands[i];
  if (!cmd) {
    fprintf(stderr, "%s: unknown command '%s' (try --help)\n", prog,
            argv[1]);
    return EXIT_USAGE;
  }
  rc = cli_parse(cmd, argc, argv, &a, &done);
  if (!rc && !done) rc = cmd->run(&a);
  cli_args_close(&a);
  return rc;
}

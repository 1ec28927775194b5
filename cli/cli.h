/* The stepline command: what the commands share.  Each command is a file
 * (cmd_*.c) with its usage and its run; main.c holds the table.  The
 * command uses the public API only.
 *
 * Exit status: 0 success, 1 bad input or I/O error, 2 bad usage, 3 (mem
 * --baseline) memory grew beyond the tolerance. */
#ifndef SL_CLI_H
#define SL_CLI_H

#include <stdio.h>

#include "stepline/events.h"
#include "stepline/stepline.h"

#define EXIT_INPUT 1
#define EXIT_USAGE 2
#define EXIT_GREW 3

extern const char *prog;

/* Everything the options can say, parsed once for every command. */
typedef struct cli_args_s {
  const char *cmd;
  sl_options_t opt;
  const char *output;
  char **inputs;
  int ninputs;
  int owned;                /* inputs is a list of our own (a directory
                             * expanded): cli_args_close() frees it     */
  int json, split, quiet, format_set;
  int partial;                    /* --partial: a partial result      */
  int trace_format_set;           /* --format=chrome|perfetto given    */
  sl_report_format_t format;
  int follow_json;                /* follow --format=json              */
  sl_stats_options_t so;
  int stats_opts;                 /* an option of stats was given     */
  int by_bad, sort_bad;           /* --by, --sort not TF input's      */
  sl_gpu_stats_options_t gso;     /* stats of a GPU profile database  */
  sl_mem_options_t mo;
  const char *plot;
  int mem_opts;
  sl_follow_options_t fo;
  int summary;                    /* follow --summary                 */
  int follow_opts;
  const struct sl_input_format_s *input; /* cli_kind's answer, once   */
  int input_told;
} cli_args_t;

typedef struct cli_cmd_s {
  const char *name;
  int (*run)(cli_args_t *a);
  void (*usage)(FILE *f);
} cli_cmd_t;

/* --input-format names a format of its own (a step format or XSpace),
 * not auto or Chrome trace JSON: a usage error with the other inputs. */
static inline int cli_step_format(const cli_args_t *a) {
  return a->opt.format != SL_FORMAT_AUTO && a->opt.format != SL_FORMAT_JSON;
}

/* Parses argv after the command name into *a.  Returns 0, or an exit
 * status (help printed: 0 with *done set; bad usage: EXIT_USAGE, said). */
void cli_args_close(cli_args_t *a);
int cli_parse(const cli_cmd_t *cmd, int argc, char **argv, cli_args_t *a,
              int *done);
/* The trace format: --format's, else the -o name's (.pftrace,
 * .perfetto-trace); refuses JSON layouts with Perfetto's.  0 or
 * EXIT_USAGE (said). */
int cli_trace_format(cli_args_t *a);
/* "stepline CMD: msg" and EXIT_USAGE. */
int cli_usage_error(const cli_args_t *a, const char *msg);
/* Which family the registry gives the inputs: the commands' options are
 * checked by it (a failed detection reads as the step formats', whose
 * reader then says what is wrong).  Asked once per command. */
typedef enum cli_kind_e {
  CLI_STEPS,    /* TensorFlow step logs                                 */
  CLI_XSPACE,   /* XSpace profiles                                      */
  CLI_PROFILE   /* a GPU database, or a format of events: the summary
                 * reports, the ledger                                  */
} cli_kind_t;
cli_kind_t cli_kind(cli_args_t *a, const sl_input_format_t **f);
/* Are the inputs XSpace profiles?  -1 no; 0 yes; or EXIT_USAGE (said)
 * for an option XSpace input does not define. */
int cli_xspace(cli_args_t *a);

/* An input error as one line, naming the input.  Returns EXIT_INPUT. */
int cli_report(const char *input, const sl_error_t *err);

/* The progress line on a terminal (options' progress callback), and its
 * erasure before anything else is printed. */
void cli_progress_start(cli_args_t *a);
void cli_progress(void *ud, const sl_progress_t *p);
void cli_progress_clear(void);

/* The output of a command: -o FILE (atomically) or standard output,
 * written on a thread of its own.  cli_out_close() (ok: the command
 * succeeded) commits or removes the file; when a write failed, or the
 * file could not be completed, it says so in one line and returns
 * EXIT_INPUT (the output's fault, whatever error it caused upstream),
 * else 0. */
typedef struct cli_out_s {
  sl_outfile_t *file;
  sl_writer_t *w;
  const char *name;
} cli_out_t;
int cli_out_open(cli_out_t *o, const char *path);
int cli_out_close(cli_out_t *o, int ok);
/* A temporary file to remove if SIGINT, SIGTERM or SIGHUP ends the
 * command (on), or no longer (off); at most four at a time.  The first
 * call installs the handlers. */
void cli_track_temp(const char *path, int on);

/* All n bytes to fd; 0 or -errno. */
int cli_write_all(int fd, const void *p, size_t n);

/* The commands. */
int cmd_convert(cli_args_t *a);
int cmd_stats(cli_args_t *a);
int cmd_mem(cli_args_t *a);
int cmd_steps(cli_args_t *a);
int cmd_merge(cli_args_t *a);
int cmd_follow(cli_args_t *a);
void usage_convert(FILE *f);
void usage_stats(FILE *f);
void usage_mem(FILE *f);
void usage_steps(FILE *f);
void usage_merge(FILE *f);
void usage_follow(FILE *f);

#endif

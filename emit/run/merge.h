/* Partial results: the header every partial starts with, and the merge
 * of any number of partials into the report one run over all their
 * inputs writes (sl_merge_paths() in stepline.h). */
#ifndef SL_RUN_MERGE_H
#define SL_RUN_MERGE_H

#include "emit/write/partial.h"
#include "stepline/events.h"
#include "stepline/stepline.h"

/* What a partial is of.  kind: "op_summary" (the op summary of step logs
 * and XSpace profiles) or "summary" (the summary reports, the op table
 * and the breakdown).  options: the options that shape its rows, as text
 * that equal options give equally (partials merge only when theirs are
 * the same). */
typedef struct sl_partial_head_s {
  const char *command;      /* "stats"                                   */
  const char *kind;
  const char *source;       /* the input's family ("stepstats", ...)     */
  const char *options;
  const char *file;         /* the input, as given                       */
  int ps;                   /* op_summary: times in ps (profiles)        */
  int groups;               /* op_summary: a section of step ids follows */
  /* The input's own figures, for a merge's row per input (stragglers);
   * -1: not known. */
  int64_t rank, steps;
  double step_median_ns;    /* of its steps' durations                   */
  int64_t kernel_ns;        /* its kernels' time                         */
  int64_t span_ns, busy_ns; /* its devices' spans and busy time, summed  */
} sl_partial_head_t;

/* A head with every figure unknown. */
void sl__partial_head_init(sl_partial_head_t *h);
/* A head for a partial of `command` (steps, mem: kind the same) of one
 * input, its options (the input's selection, and top: the rows a mem
 * report keeps) said in opts[n]. */
void sl__partial_head_of(sl_partial_head_t *h, const char *command,
                         const char *source, const sl_options_t *opt,
                         const char *file, size_t top, char *opts, size_t n);
/* A partial result is of one input (n), without a baseline or a plot
 * (mo, may be NULL): 0, or SL_EUSAGE with err filled. */
int sl__partial_check(size_t n, const sl_mem_options_t *mo, sl_error_t *err);
/* The median of n durations (sorted here), or -1 when n is 0. */
double sl__median_of(int64_t *v, size_t n);

/* Opens the writer on the sink and writes h as the first two lines (the
 * header, and the input's figures).  Returns
 * 0 or a code (err filled). */
int sl__partial_begin(sl_pwrite_t *w, sl_sink_fn sink, void *ud,
                      const sl_partial_head_t *h, sl_error_t *err);
/* Writes the end line; on rc != 0 drops what is held instead.  Returns
 * rc, or the sink's error (err filled). */
int sl__partial_end(sl_pwrite_t *w, int rc, sl_error_t *err);

/* A merge of one kind of partial (stats' op summary and summary reports,
 * steps, mem) for one family of inputs.
 * The merge sets n (the partials), sink and ud; add() reads each
 * partial's sections after its header (k: its place, file: its input;
 * it may write rows that stream), write() ends the report.  Each returns
 * 0 or a code with err filled; free() takes st. */
typedef struct sl_pmerge_s sl_pmerge_t;

/* What a kind of partial does to merge (one static table per kind). */
typedef struct sl_pmerge_ops_s {
  int (*add)(sl_pmerge_t *pm, sl_pread_t *r, size_t k, const char *file);
  int (*write)(sl_pmerge_t *pm, sl_error_t *err);
  void (*free)(void *st);
} sl_pmerge_ops_t;

struct sl_pmerge_s {
  const sl_pmerge_ops_t *ops;
  void *st;
  size_t n;
  sl_sink_fn sink;
  void *ud;
};

/* The merges of steps: json as `steps --json`. */
int sl__evsteps_merge_open(sl_pmerge_t *pm, int json, sl_error_t *err);
int sl__xsteps_merge_open(sl_pmerge_t *pm, int json, sl_error_t *err);
int sl__tfsteps_merge_open(sl_pmerge_t *pm, int json, sl_error_t *err);

/* The merges of mem: the report in format, of partials that kept top
 * tensors (their options' top). */
int sl__tfmem_merge_open(sl_pmerge_t *pm, sl_report_format_t format,
                         size_t top, sl_error_t *err);
int sl__xmem_merge_open(sl_pmerge_t *pm, sl_report_format_t format,
                        sl_error_t *err);
int sl__gpumem_merge_open(sl_pmerge_t *pm, sl_report_format_t format,
                          sl_error_t *err);
int sl__evmem_merge_open(sl_pmerge_t *pm, const sl_input_format_t *f,
                         sl_report_format_t format, int per_step,
                         sl_error_t *err);

#endif

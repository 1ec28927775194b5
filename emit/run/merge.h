/* Partial results: the header every partial starts with, and the merge
 * of any number of partials into the report one run over all their
 * inputs writes (sl_merge_paths() in stepline.h). */
#ifndef SL_RUN_MERGE_H
#define SL_RUN_MERGE_H

#include "emit/write/partial.h"
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
} sl_partial_head_t;

/* Opens the writer on the sink and writes h as the first line.  Returns
 * 0 or a code (err filled). */
int sl__partial_begin(sl_pwrite_t *w, sl_sink_fn sink, void *ud,
                      const sl_partial_head_t *h, sl_error_t *err);
/* Writes the end line; on rc != 0 drops what is held instead.  Returns
 * rc, or the sink's error (err filled). */
int sl__partial_end(sl_pwrite_t *w, int rc, sl_error_t *err);

#endif

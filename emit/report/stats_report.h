/* `stepline stats` written out (see sl_stats_path() in stepline.h). */
#ifndef SL_STATS_REPORT_H
#define SL_STATS_REPORT_H

#include "emit/analyze/opstats.h"
#include "emit/write/partial.h"
#include "stepline/stepline.h"

/* Writes the rows sorted and cut as `so` says, in its format: one table,
 * CSV block or JSON document, for `step` (NULL: the whole run) of
 * `input` (named when several inputs give steps; else NULL).  ps: a
 * profile's rows (ps, with self time, no output bytes); else a step
 * log's (µs).  `block` counts the blocks written before (the CSV header
 * comes with the first, tables are separated by a blank line).  Returns
 * 0, SL_ENOMEM or the sink's error. */
int sl__opstats_write(const sl_op_rows_t *x, int ps,
                      const sl_stats_options_t *so,
                      const sl_step_info_t *step, const char *input,
                      int block, sl_sink_fn sink, void *ud);

/* The rows as a partial result's section (emit/write/partial.h): a line
 * of totals and counts, then a line per row.  _load adds a section to
 * x's rows (keyed as x->by, which must be the partial's).  Both return 0
 * or a code (the reader's err filled). */
int sl__opstats_save(const sl_op_rows_t *x, sl_pwrite_t *w);
int sl__opstats_load(sl_op_rows_t *x, sl_pread_t *r);

#endif

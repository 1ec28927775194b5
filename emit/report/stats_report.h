/* `stepline stats` written out (see sl_stats_path() in stepline.h). */
#ifndef SL_STATS_REPORT_H
#define SL_STATS_REPORT_H

#include "emit/analyze/opstats.h"
#include "stepline/stepline.h"

/* Writes the rows sorted and cut as `so` says, in its format: one table,
 * CSV block or JSON document, for `step` (NULL: the whole run).  ps: a
 * profile's rows (ps, with self time, no output bytes); else a step
 * log's (µs).  `block` counts the blocks written before (the CSV header
 * comes with the first, tables are separated by a blank line).  Returns
 * 0, SL_ENOMEM or the sink's error. */
int sl__opstats_write(const sl_op_rows_t *x, int ps,
                      const sl_stats_options_t *so,
                      const sl_step_info_t *step, int block, sl_sink_fn sink,
                      void *ud);

#endif

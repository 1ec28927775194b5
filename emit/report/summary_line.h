/* follow's summary line (see sl_follow_options_t in stepline.h). */
#ifndef SL_SUMMARY_LINE_H
#define SL_SUMMARY_LINE_H

#include "emit/analyze/glance.h"
#include "stepline/stepline.h"

/* Writes one step's line to sink: its op figures `g` and the memory
 * peaks mg holds, as text or (json) one JSON object.  Returns 0, or an
 * error with err filled. */
int sl__summary_line(const sl_step_info_t *info, const sl_step_glance_t *g,
                     sl_mem_glance_t *mg, int json, sl_sink_fn sink, void *ud,
                     sl_error_t *err);

#endif

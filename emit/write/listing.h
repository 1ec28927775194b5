/* The listings of step logs: `stepline steps` rows and `mem --json`'s
 * maxima (sl_steps_write() and sl_maxima_write_json() in stepline.h),
 * with the input named when a run has several (a job's workers). */
#ifndef SL_LISTING_H
#define SL_LISTING_H

#include "stepline/stepline.h"

/* As sl_steps_write(); input non-NULL: a last column (the header's too)
 * or a first JSON member "input".  Returns 0, SL_ENOMEM or the sink's
 * error. */
int sl__steps_write_in(const sl_step_info_t *st, const char *input, int json,
                       sl_sink_fn sink, void *ud);
/* As sl_maxima_write_json(); input non-NULL: {"input": ..., "maxima":
 * {...}}.  Returns 0, SL_ENOMEM or the sink's error. */
int sl__maxima_write_in(const char *input, const sl_alloc_max_t *m, size_t n,
                        sl_sink_fn sink, void *ud);

#endif

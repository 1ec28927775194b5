/* The reports on XSpace profiles (stepline steps, stats and mem): see
 * sl_xspace_steps(), sl_xspace_stats() and sl_xspace_mem() in
 * stepline.h for what each writes. */
#ifndef SL_RUN_XREPORTS_H
#define SL_RUN_XREPORTS_H

#include "stepline/stepline.h"

/* The summary reports of XSpace inputs (stats --report): kernels, GPU
 * memory operations, API calls and host ops, through the shared event
 * consumer (emit/run/events.c).  Returns 0 or a code with err filled. */
int sl__xspace_summary(const char *const *paths, size_t n,
                       const sl_options_t *opt,
                       const sl_gpu_stats_options_t *so, sl_sink_fn sink,
                       void *ud, sl_error_t *err);

#endif

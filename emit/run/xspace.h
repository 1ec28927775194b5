/* XSpace profiles (.xplane.pb) into a trace: the driver behind convert
 * for the files the TF2 profiler, TensorBoard and JAX write.
 *
 * Each file is one host.  A file is mapped and read in place, a plane at
 * a time: its metadata tables, then its lines, walked in time order with
 * one cursor per line (merged for the derived lines of a GPU plane).
 * Memory is one plane's tables, the derived events of one plane, the
 * overlap stacks of one thread and small per-file tables (group names,
 * launch statistics, one host's correlation ids); never all events. */
#ifndef SL_RUN_XSPACE_H
#define SL_RUN_XSPACE_H

#include <stddef.h>

#include "stepline/stepline.h"

/* Converts the XSpace inputs (files or profile directories, told apart
 * by sl__xinputs_detect()) to one trace written to `sink`.  Returns 0
 * or a negative code with err filled. */
int sl__xspace_convert(const char *const *paths, size_t n,
                       const sl_options_t *opt, sl_sink_fn sink, void *ud,
                       sl_error_t *err);

#endif

/* Whole-input drivers behind the public sl_convert_path() and
 * sl_maxima_path(): open the input, recognise its format, and run the
 * step conversion inside the {"traceEvents":[...]} wrapper. */
#ifndef SL_TRACE_H
#define SL_TRACE_H

#include "../stream/source.h"
#include "../stream/walker.h"

/* Opens `path` and decides how to read it (format auto-detection, or a
 * check that the named format fits).  Returns 0 with *top set, or a
 * negative code with err filled; the source is open only on success. */
int sl__open_input(sl_source_t *src, const char *path,
                   const sl_options_t *opt, sl_top_t *top, sl_error_t *err);

#endif

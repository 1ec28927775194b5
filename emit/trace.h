/* Whole-input drivers behind the public sl_convert_paths(),
 * sl_maxima_path() and sl_steps_path(): each input's steps (stream/log.c),
 * the --steps selection, and the trace around the steps — the reference's
 * single-step trace when one step is selected, else one merged trace with
 * a Steps process (docs/design.md). */
#ifndef SL_TRACE_H
#define SL_TRACE_H

#include "../stream/source.h"
#include "../stream/walker.h"

#endif

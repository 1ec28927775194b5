/* Input format detection.
 *
 * A StepStats and a RunMetadata both start with field 1, length-delimited,
 * so the first bytes alone do not tell them apart.  Detection validates a
 * sample of the input against each schema a few levels deep (field numbers,
 * wire types, nested lengths) and checks that device names look like
 * names; exactly one interpretation survives on real files, because a
 * device name such as "/job:..." is never a valid message. */
#ifndef SL_DETECT_H
#define SL_DETECT_H

#include <stddef.h>
#include <stdint.h>

#include "stepline/stepline.h"

/* Picks the format of `sample` (the first n bytes of an input of
 * `total` bytes).  Returns SL_FORMAT_STEPSTATS or SL_FORMAT_RUNMETA, or
 * SL_EDETECT with err naming the offset where the likelier
 * interpretation failed. */
int sl__detect(const uint8_t *sample, size_t n, uint64_t total,
               sl_error_t *err);

#endif

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

/* Picks the format of any input from its first n bytes (after gzip
 * decompression, if any; `total` is UINT64_MAX when unknown):
 *   a TFRecord header whose length CRC holds  -> SL_FORMAT_TFEVENTS
 *   one StepStats / RunMetadata (as above)    -> that format
 *   a varint length, then a record that fits one of them, then another
 *   length (or the end)                       -> SL_FORMAT_DELIMITED,
 *                                                with *inner its records'
 * Returns the format or SL_EDETECT with err filled. */
int sl__detect_any(const uint8_t *sample, size_t n, uint64_t total,
                   sl_format_t *inner, sl_error_t *err);

/* For --input-format=delimited: the format of the records, from the
 * first one.  Returns SL_FORMAT_RUNMETA or SL_FORMAT_STEPSTATS, or
 * SL_EFORMAT with err filled. */
int sl__detect_delimited(const uint8_t *sample, size_t n, uint64_t total,
                         sl_error_t *err);

/* Does the sample start with a TFRecord header whose CRC holds? */
int sl__is_tfrecord(const uint8_t *sample, size_t n);

#endif

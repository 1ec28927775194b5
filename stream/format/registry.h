/* The input formats, and the one function that tells them apart. */
#ifndef SL_REGISTRY_H
#define SL_REGISTRY_H

#include <stddef.h>
#include <stdint.h>

#include "stream/format/format.h"

/* Bytes of an input looked at to tell its format (after gzip). */
#define SL_SNIFF_SAMPLE ((size_t)1 << 20)

/* Which format the n bytes at p (the start of a stream of `total` bytes,
 * UINT64_MAX when unknown) are: opt->format when the user named one
 * (checked), else the first format whose sniff says it fits.  `more`: bytes may
 * still come (a log being followed), so an answer may wait for them.
 * `logs_only`: a single message is not an answer.  Returns 1 with *ops
 * and *s set, 0 to wait for more bytes, or a negative code with err
 * filled (SL_EDETECT: none fits). */
int sl__detect(const uint8_t *p, size_t n, uint64_t total, int more,
               const sl_options_t *opt, int logs_only,
               const sl_format_ops_t **ops, sl_sniff_t *s, sl_error_t *err);

/* Does the sample start like a gzip file (1f 8b)? */
int sl__is_gzip(const uint8_t *p, size_t n);

#endif

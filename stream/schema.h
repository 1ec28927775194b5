/* Schema validation of wire bytes: checks field numbers, wire types and
 * nested lengths against TensorFlow's profiling messages, without
 * building anything.  Format detection uses it (strictly, on a sample)
 * and so do the passes that read a node without decoding it (leniently,
 * as a decoder would: unknown fields are allowed). */
#ifndef SL_SCHEMA_H
#define SL_SCHEMA_H

#include <stddef.h>
#include <stdint.h>

#include "stepline/stepline.h"

/* Checks `sample` as format f, strictly at the levels that tell the
 * formats apart (a sample may be cut short anywhere).  Returns 1 when it
 * fits; otherwise 0 with *bad_at set to the offset of the first field that
 * does not. */
int sl__schema_fits(const uint8_t *sample, size_t n, uint64_t total,
                    sl_format_t f, uint64_t *bad_at);

/* Checks that [p, p+n) is a well-formed NodeExecStats down to its nested
 * messages (outputs, allocations, memory records), as a decoder would,
 * without building anything.  Unknown fields are allowed.  Returns 1, or 0
 * with *bad_at set to the offset of the first bad field. */
int sl__node_check(const uint8_t *p, size_t n, uint64_t *bad_at);

#endif

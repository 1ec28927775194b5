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

/* TensorFlow's profiling messages, as the schema table's rows. */
enum {
  M_RUNMETA, M_STEP, M_DEV, M_NODE, M_MEMUSED, M_ALLOCREC, M_OUTPUT,
  M_TENSORDESC, M_SHAPE, M_DIM, M_ALLOCDESC, M_MEMSTATS, M_ANY
};

/* For each message, by field number (the messages have none above 31),
 * the wire type the field must have and the message nested in it: an
 * entry's low two bits are the wire type (1 varint, 2 length-delimited, 3
 * either: MemoryStats 5 and 6 may be packed or not), its higher bits the
 * nested message + 1 (0: none).  0 is a field the schema does not know,
 * which a decoder skips whatever its wire type. */
extern const uint8_t sl__schema[M_ANY][32];

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

/* Checks [p, p+n) as the message nested in a field whose schema entry is
 * e, as sl__node_check does.  Returns 1, or 0 with *bad_at set. */
int sl__schema_nested(unsigned e, const uint8_t *p, size_t n,
                      uint64_t *bad_at);

#endif

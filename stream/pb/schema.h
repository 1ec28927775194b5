/* The schema of TensorFlow's profiling messages, and the one validator of
 * wire bytes against it: field numbers, wire types and nested lengths,
 * without building anything.
 *
 * The table is generated at build time from proto/step_stats.proto's
 * descriptors (stream/pb/mkschema.c).  Detection checks a sample with it
 * strictly (unknown fields refused at the levels that tell the formats
 * apart, a sample cut short anywhere); the readers of a node that is not
 * decoded check its nested messages leniently, as a decoder would. */
#ifndef SL_SCHEMA_H
#define SL_SCHEMA_H

#include <stddef.h>
#include <stdint.h>

#include "stepline/stepline.h"

/* The messages, as the table's rows. */
enum {
  M_RUNMETA, M_STEP, M_DEV, M_NODE, M_MEMUSED, M_ALLOCREC, M_OUTPUT,
  M_TENSORDESC, M_SHAPE, M_DIM, M_ALLOCDESC, M_MEMSTATS, M_ANY
};

/* An entry's low two bits: the wire type a field must have. */
enum { SL_WT_VARINT = 1, SL_WT_LEN = 2, SL_WT_EITHER = 3 };

/* For each message, by field number (below 32): the wire type (above) and
 * in the higher bits the nested message's row + 1 (0: none).  0 is a
 * field the schema does not know, which a decoder steps over whatever its
 * wire type. */
extern const uint8_t sl__schema[M_ANY][32];

/* What the lenient check does with a field: refuse it, step over it (a
 * varint, 8 or 4 bytes, packed varints, a length-delimited field), or go
 * into the message nested in it (SL_A_SUB + its row). */
enum {
  SL_A_BAD, SL_A_VAR, SL_A_F64, SL_A_F32,
  SL_A_PACKED,  /* a repeated varint, packed: a run of whole varints     */
  SL_A_LEN, SL_A_SUB
};

/* The action for a field with tag `tag` (number and wire type) whose
 * entry is x (0 for field numbers of 32 and up). */
static inline unsigned sl__schema_action(unsigned x, uint64_t tag) {
  if (tag < 8) return SL_A_BAD; /* field number 0 */
  switch (tag & 7) {
  case 0: return (x & 3) == SL_WT_LEN ? SL_A_BAD : SL_A_VAR;
  case 1: return x ? SL_A_BAD : SL_A_F64;
  case 5: return x ? SL_A_BAD : SL_A_F32;
  case 2:
    if (x != 0 && !(x & SL_WT_LEN)) return SL_A_BAD;
    if (x == SL_WT_EITHER) return SL_A_PACKED;
    return (x >> 2) ? SL_A_SUB + (x >> 2) - 1 : SL_A_LEN;
  default: return SL_A_BAD;
  }
}

/* The same for every one-byte tag (fields 1-15), per message: a field is
 * then one table load. */
extern const uint8_t sl__schema_tag1[M_ANY][128];

/* How a check reads: strictly (unknown fields refused in StepStats and
 * DeviceStepStats, device names must read as text, a node's nested
 * messages not looked into), and of a sample that may be cut short (a
 * field running past its end is accepted as far as it goes). */
#define SL_CHECK_STRICT 1u
#define SL_CHECK_CUT 2u

/* Checks [p, p+n) as message m.  Returns 1 when it fits; otherwise 0 with
 * *bad_at set to the offset (from p) of the first field that does not. */
int sl__schema_check(int m, const uint8_t *p, size_t n, unsigned flags,
                     uint64_t *bad_at);

/* Checks a sample (the first n bytes of an input) as format f (RUNMETA or
 * STEPSTATS), strictly and as cut short. */
int sl__schema_fits(const uint8_t *p, size_t n, sl_format_t f,
                    uint64_t *bad_at);

/* Checks a NodeExecStats down to its nested messages, leniently. */
int sl__node_check(const uint8_t *p, size_t n, uint64_t *bad_at);

/* Checks [p, p+n) as the message nested in a field whose entry is e,
 * leniently (the usual layout of outputs and memory entries is taken the
 * straight way).  Returns 1, or 0 with *bad_at set. */
int sl__schema_nested(unsigned e, const uint8_t *p, size_t n,
                      uint64_t *bad_at);

#endif

/* The few fields of a NodeExecStats that the op and kernel passes need,
 * read straight from the wire without decoding the message.
 *
 * protobuf-c builds the whole message tree (outputs, memory records,
 * shapes); the op pass needs only the name, the label and two times, so
 * reading them directly halves the cost of a conversion.  The framing of
 * every field is still checked, and protobuf semantics are kept: the last
 * occurrence of a scalar field wins.  Nested messages (outputs and their
 * allocations) are decoded with protobuf-c by the pass that needs them. */
#ifndef SL_NODEFIELDS_H
#define SL_NODEFIELDS_H

#include "stream/common.h"
#include "stream/pb/varint.h"

typedef struct sl_node_fields_s {
  sl_str_t node_name;        /* field 1  */
  int64_t all_start_micros;  /* field 2  */
  int64_t all_end_rel_micros;/* field 5  */
  sl_str_t timeline_label;   /* field 8  */
  uint32_t n_output;         /* occurrences of field 7 */
  uint32_t n_memory;         /* occurrences of field 6 */
  /* Where the outputs (7) and the memory entries (6) lie, as offsets in
   * the node: from the first one's tag to the last one's end (other
   * fields may lie between); 0, 0 when there are none. */
  size_t out_from, out_to, mem_from, mem_to;
} sl_node_fields_t;

/* Reads the fields of the NodeExecStats in [p, p+n).  With `check`, also
 * checks what a decoder would: known fields' wire types and the nested
 * messages (outputs, allocations, memory records), in the same scan.
 * Returns 0; SL_EFORMAT when a field's framing (tag, varint, length) is
 * malformed; or SL_ENESTED when a checked field breaks the schema; either
 * with *bad_at set to the offset (within the node) of the bad field. */
int sl__node_fields(const uint8_t *p, size_t n, int check,
                    sl_node_fields_t *f, size_t *bad_at);

/* One field of a message in [*q, end): its number, wire type (0, 1, 2 or
 * 5), and its varint value or length-delimited bytes (*bytes NULL for the
 * others).  Returns 1 and moves *q past it, 0 at the end, or SL_EFORMAT.
 * Inline: the memory readers take every field of every output and memory
 * entry through it, and a call per field returns six results. */
static inline int sl__field_next(const uint8_t **q, const uint8_t *end,
                                 uint32_t *num, uint32_t *wire, uint64_t *v,
                                 const uint8_t **bytes) {
  uint64_t tag;
  const uint8_t *r = *q;
  if (r >= end) return 0;
  r = sl__varint(r, end, &tag);
  if (!r || !sl__tag_ok(tag, (size_t)(r - *q))) return SL_EFORMAT;
  *num = (uint32_t)(tag >> 3);
  *wire = (uint32_t)(tag & 7);
  *bytes = NULL;
  switch (tag & 7) {
  case 0:
    r = sl__varint(r, end, v);
    if (!r) return SL_EFORMAT;
    break;
  case 1:
  case 5: {
    size_t k = (tag & 7) == 1 ? 8 : 4;
    if ((size_t)(end - r) < k) return SL_EFORMAT;
    r += k;
    *v = 0;
    break;
  }
  case 2:
    r = sl__len(r, end, v);
    if (!r || *v > (uint64_t)(end - r)) return SL_EFORMAT;
    *bytes = r;
    r += *v;
    break;
  default:
    return SL_EFORMAT;
  }
  *q = r;
  return 1;
}


/* The outputs of a NodeExecStats, in order, with the two numbers the
 * memory analysis needs from each: output.tensor_description
 * .allocation_description's requested_bytes and allocator_name (0 and ""
 * when absent).  Repeated occurrences of a message field merge, the last
 * value of a scalar winning, as protobuf parsing does. */
typedef struct sl_outputs_s {
  const uint8_t *p, *end;
} sl_outputs_t;

void sl__outputs_init(sl_outputs_t *it, const uint8_t *p, size_t n);
/* Returns 1 with the next output's figures, 0 after the last, or
 * SL_EFORMAT when the framing is broken. */
int sl__outputs_next(sl_outputs_t *it, int64_t *bytes, sl_str_t *alloc);

#endif

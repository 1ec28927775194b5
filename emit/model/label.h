/* Parsers of the two label forms the reference reads.
 *
 * Op labels ("name = Op(in1, in2)") are parsed exactly as Python's
 * re.match(r'(.*) = (.*)\((.*)\)', label): the match lies within the first
 * line, the groups are greedy, and inputs are split on ", ".  Kernel labels
 * of GPU-tracer rows use "@@node:op#" or, failing that, the node name. */
#ifndef SL_LABEL_H
#define SL_LABEL_H

#include "stream/common.h"

/* Returns 1 and fills the three groups when the label matches, else 0 (the
 * reference then uses op "unknown" and no inputs). */
int sl__op_label(sl_str_t label, sl_str_t *name, sl_str_t *op,
                 sl_str_t *inputs);

/* Iterates the inputs group as Python's `inputs.split(', ')` (none when
 * the group is empty). */
typedef struct sl_split_s {
  const uint8_t *p, *end;
  int done;
} sl_split_t;

void sl__split_init(sl_split_t *it, sl_str_t inputs);
/* Returns 1 with the next piece in *out, or 0 at the end. */
int sl__split_next(sl_split_t *it, sl_str_t *out);

/* The reference's _parse_kernel_label: node name from "@@...#" when
 * present, then "name:op" split on ':' (op "unknown" when there is none). */
void sl__kernel_label(sl_str_t label, sl_str_t node_name, sl_str_t *name,
                      sl_str_t *op);

/* Position of the last "/_" in s that is not at index 0, or -1 (the
 * reference's rfind('/_') > 0 rule for Send/Recv suffixes). */
long sl__recv_suffix(sl_str_t s);

#endif

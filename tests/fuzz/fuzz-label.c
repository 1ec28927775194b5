/* The label parsers: "name = Op(a, b)" with Python re semantics, kernel
 * labels "@@name:op#...", the inputs split and the /_N suffix rule. */
#include <stdlib.h>
#include <string.h>

#include "emit/model/label.h"

static int inside(sl_str_t s, const uint8_t *d, size_t n) {
  return s.n == 0 || (s.p >= d && s.p + s.n <= d + n);
}

int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n);
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) {
  sl_str_t label = sl__str(d, n), nn, op, inputs, in, name;
  sl_split_t it;
  size_t half = n / 2, total = 0;
  if (sl__op_label(label, &nn, &op, &inputs)) {
    /* Every part that is not empty lies inside the label. */
    if (!inside(nn, d, n) || !inside(op, d, n) || !inside(inputs, d, n))
      abort();
    sl__split_init(&it, inputs);
    while (sl__split_next(&it, &in)) {
      long cut;
      if (!inside(in, inputs.p, inputs.n)) abort();
      cut = sl__recv_suffix(in);
      if (cut > (long)in.n) abort();
      if (++total > n + 1) abort();
    }
  }
  sl__kernel_label(sl__str(d, half), sl__str(d + half, n - half), &name, &op);
  /* The op is a part of the label or node name, or "unknown". */
  if (!inside(name, d, n) || (!inside(op, d, n) && !SL_STR_EQ(op, "unknown")))
    abort();
  return 0;
}

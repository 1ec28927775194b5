/* The tensor snapshot text of the reference: Python's
 * str(TensorDescription) — protobuf text format, two-space indents, fields
 * in number order, proto3 defaults left out, strings C-escaped byte by byte
 * — which the reference then strips of every '"'. */
#ifndef SL_SNAPSHOT_H
#define SL_SNAPSHOT_H

#include <stddef.h>

#include "step_stats.pb-c.h"

/* A growable text buffer, reused from tensor to tensor. */
typedef struct sl_text_s {
  char *p;
  size_t n, cap;
  int oom;
  int json;   /* the text is being written JSON-ready (see below) */
} sl_text_t;

void sl__text_close(sl_text_t *t);

/* Replaces t's content with the text of `td` (NULL prints as empty).
 * With `json` set, the text is written ready to sit between the quotes of
 * a JSON string, as the reference's snapshot: every '"' left out, line
 * breaks as \n and backslashes doubled (the text is ASCII: CEscape turns
 * every other byte into an octal escape).  Returns 0 or SL_ENOMEM. */
int sl__snapshot_text(sl_text_t *t, const Tensorflow__TensorDescription *td,
                      int json);

/* The DataType enum name ("DT_FLOAT") for v, or NULL when v has none. */
const char *sl__dtype_name(int v);

#endif

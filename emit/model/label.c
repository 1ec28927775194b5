/* Label parsing.  See label.h. */
#define _GNU_SOURCE /* memrchr */
#include "emit/model/label.h"

#include <string.h>

int sl__op_label(sl_str_t label, sl_str_t *name, sl_str_t *op,
                 sl_str_t *inputs) {
  const uint8_t *p = label.p, *q;
  size_t n = label.n, i, close_at, open_at, eq_at;
  int found;
  if (n == 0) return 0;
  /* '.' does not match '\n': the whole match lies in the first line. */
  q = memchr(p, '\n', n);
  if (q) n = (size_t)(q - p);
  /* Group 3 is greedy, so the final ')' is the last one on the line. */
  q = n ? memrchr(p, ')', n) : NULL;
  if (!q) return 0;
  close_at = (size_t)(q - p);
  /* Group 2 is greedy, so the '(' is the last one before that ')'. */
  q = close_at ? memrchr(p, '(', close_at) : NULL;
  if (!q) return 0;
  open_at = (size_t)(q - p);
  /* Group 1 is greedy: the last " = " that ends at or before the '('. */
  if (open_at < 3) return 0;
  found = 0;
  for (i = open_at - 3 + 1; i > 0; i--) {
    size_t k = i - 1;
    if (p[k] == ' ' && p[k + 1] == '=' && p[k + 2] == ' ') {
      eq_at = k;
      found = 1;
      break;
    }
  }
  if (!found) return 0;
  *name = sl__str(p, eq_at);
  *op = sl__str(p + eq_at + 3, open_at - eq_at - 3);
  *inputs = sl__str(p + open_at + 1, close_at - open_at - 1);
  return 1;
}

void sl__split_init(sl_split_t *it, sl_str_t inputs) {
  it->p = inputs.p;
  it->end = inputs.p + inputs.n;
  it->done = inputs.n == 0;
}

int sl__split_next(sl_split_t *it, sl_str_t *out) {
  const uint8_t *q = it->p;
  if (it->done) return 0;
  while (q + 1 < it->end &&
         (q = memchr(q, ',', (size_t)(it->end - q - 1))) != NULL) {
    if (q[1] == ' ') {
      *out = sl__str(it->p, (size_t)(q - it->p));
      it->p = q + 2;
      return 1;
    }
    q++;
  }
  *out = sl__str(it->p, (size_t)(it->end - it->p));
  it->done = 1;
  return 1;
}

void sl__kernel_label(sl_str_t label, sl_str_t node_name, sl_str_t *name,
                      sl_str_t *op) {
  long at = -1, hash = -1;
  size_t colon;
  sl_str_t nn = node_name;
  const uint8_t *q = label.p, *end = label.p + label.n;
  while (q < end && (q = memchr(q, '@', (size_t)(end - q))) != NULL) {
    if (q + 1 < end && q[1] == '@') {
      at = (long)(q - label.p);
      break;
    }
    q++;
  }
  /* The first '#' matters only after an "@@" (most labels have none, and
   * this runs for every GPU-tracer row). */
  q = at >= 0 ? memchr(label.p, '#', label.n) : NULL;
  if (q) hash = (long)(q - label.p);
  if (at >= 0 && hash >= 0 && at + 2 < hash)
    nn = sl__str(label.p + at + 2, (size_t)(hash - at - 2));
  /* The colon comes at the end of a long name ("scope/op_3:Conv2D"):
   * memchr finds it a vector at a time. */
  q = nn.n ? memchr(nn.p, ':', nn.n) : NULL;
  colon = q ? (size_t)(q - nn.p) : nn.n;
  *name = sl__str(nn.p, colon);
  if (colon == nn.n) {
    *op = sl__str("unknown", 7);
  } else {
    const uint8_t *o = nn.p + colon + 1;
    size_t rest = nn.n - colon - 1;
    const uint8_t *e = rest ? memchr(o, ':', rest) : NULL;
    *op = sl__str(o, e ? (size_t)(e - o) : rest);
  }
}

long sl__recv_suffix(sl_str_t s) {
  size_t i;
  for (i = s.n; i >= 2; i--)
    if (s.p[i - 2] == '/' && s.p[i - 1] == '_') return (long)(i - 2);
  return -1;
}

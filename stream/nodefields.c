/* Direct reading of NodeExecStats scalar fields.  See nodefields.h. */
#include "nodefields.h"

/* Reads a varint; returns the new position or NULL when malformed. */
static inline const uint8_t *varint(const uint8_t *p, const uint8_t *end,
                                    uint64_t *v) {
  uint64_t r = 0;
  int s;
  if (SL_LIKELY(p < end && *p < 0x80)) {
    *v = *p;
    return p + 1;
  }
  for (s = 0; s < 70 && p < end; s += 7) {
    uint8_t b = *p++;
    r |= (uint64_t)(b & 0x7f) << s;
    if (!(b & 0x80)) {
      *v = r;
      return p;
    }
  }
  return NULL;
}

int sl__node_fields(const uint8_t *p, size_t n, sl_node_fields_t *f,
                    size_t *bad_at) {
  const uint8_t *q = p, *end = p + n;
  memset(f, 0, sizeof *f);
  f->node_name = sl__str("", 0);
  f->timeline_label = sl__str("", 0);
  while (q < end) {
    const uint8_t *field_at = q;
    uint64_t tag, v;
    q = varint(q, end, &tag);
    if (SL_UNLIKELY(!q || (tag >> 3) == 0)) goto bad;
    switch (tag & 7) {
    case 0:
      q = varint(q, end, &v);
      if (SL_UNLIKELY(!q)) goto bad;
      if (tag == (2 << 3)) f->all_start_micros = (int64_t)v;
      else if (tag == (5 << 3)) f->all_end_rel_micros = (int64_t)v;
      break;
    case 1:
      if (SL_UNLIKELY(end - q < 8)) goto bad;
      q += 8;
      break;
    case 5:
      if (SL_UNLIKELY(end - q < 4)) goto bad;
      q += 4;
      break;
    case 2:
      q = varint(q, end, &v);
      if (SL_UNLIKELY(!q || v > (uint64_t)(end - q))) goto bad;
      if (tag == (1 << 3 | 2)) f->node_name = sl__str(q, (size_t)v);
      else if (tag == (8 << 3 | 2)) f->timeline_label = sl__str(q, (size_t)v);
      else if (tag == (7 << 3 | 2)) f->n_output++;
      q += v;
      break;
    default:
      q = field_at;
      goto bad;
    }
    continue;
  bad:
    *bad_at = (size_t)(field_at - p);
    return SL_EFORMAT;
  }
  return 0;
}

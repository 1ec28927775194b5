/* Direct reading of NodeExecStats scalar fields.  See nodefields.h. */
#include "stream/pb/nodefields.h"

#include "stream/pb/schema.h"
#include "stream/pb/varint.h"

#define varint sl__varint

/* The straight path's steps (scan_node) that keep a value, beside
 * sl__tag_varint (varint.h), which steps over a field: a varint field
 * with tag byte `tag` at q, its value in *v; a length-delimited one as a
 * string in *s.  Each returns what sl__tag_varint does: the position
 * after the field, q when the tag differs, NULL when it is malformed.
 * (fast_len through sl__tag_bytes' two out-parameters cost 0.3% more
 * instructions a conversion.) */
static inline const uint8_t *fast_var(const uint8_t *q, const uint8_t *end,
                                      uint8_t tag, int64_t *v) {
  uint64_t x;
  if (q >= end || *q != tag) return q;
  q = varint(q + 1, end, &x);
  if (q) *v = (int64_t)x;
  return q;
}

static inline const uint8_t *fast_len(const uint8_t *q, const uint8_t *end,
                                      uint8_t tag, sl_str_t *s) {
  uint64_t n;
  if (q >= end || *q != tag) return q;
  q = sl__len(q + 1, end, &n);
  if (!q || n > (uint64_t)(end - q)) return NULL;
  *s = sl__str(q, (size_t)n);
  return q + n;
}

/* The scan, with `check` a constant in each of its two callers below so
 * that the unchecked one (the thread that builds the tensor table) carries
 * no schema work at all.  Fields come in wire-type order of frequency:
 * varints (times, ids), then length-delimited (names, outputs). */
static inline __attribute__((always_inline)) int
scan_node(const uint8_t *p, size_t n, const int check, sl_node_fields_t *f,
          size_t *bad_at) {
  const uint8_t *q = p, *end = p + n;
  const uint8_t *schema = sl__schema[M_NODE], *r;
  uint64_t v0;
  memset(f, 0, sizeof *f);
  f->node_name = sl__str("", 0);
  f->timeline_label = sl__str("", 0);
  /* TensorFlow writes a node's fields in field-number order: 1 the name,
   * 2-5 the times, 6 memory, 7 outputs, 8 the label, 9 and 10 the
   * scheduled time and thread.  They are taken in that order here, a test
   * of one tag byte each, without the loop's dispatch; what comes
   * otherwise (another order, a repeated or unknown field, the
   * nanosecond fields of newer versions) is left to the loop below from
   * where this stops, with the same result: a later scalar overwrites an
   * earlier one in both.  Tags matched whole carry their schema's wire
   * type, so the check has only the nested messages left to do. */
  if (!(r = fast_len(q, end, 1 << 3 | 2, &f->node_name))) goto bad_fast;
  q = r;
  if (!(r = fast_var(q, end, 2 << 3, &f->all_start_micros))) goto bad_fast;
  q = r;
  if (!(r = sl__tag_varint(q, end, 3 << 3))) goto bad_fast;
  q = r;
  if (!(r = sl__tag_varint(q, end, 4 << 3))) goto bad_fast;
  q = r;
  if (!(r = fast_var(q, end, 5 << 3, &f->all_end_rel_micros))) goto bad_fast;
  q = r;
  while (q < end && (*q == (6 << 3 | 2) || *q == (7 << 3 | 2))) {
    int out = *q == (7 << 3 | 2);
    r = varint(q + 1, end, &v0);
    if (SL_UNLIKELY(!r || v0 > (uint64_t)(end - r))) goto bad_fast;
    if (out) {
      if (f->n_output++ == 0) f->out_from = (size_t)(q - p);
      f->out_to = (size_t)(r - p) + (size_t)v0;
    } else {
      if (f->n_memory++ == 0) f->mem_from = (size_t)(q - p);
      f->mem_to = (size_t)(r - p) + (size_t)v0;
    }
    if (check) {
      uint64_t b;
      if (SL_UNLIKELY(!sl__schema_nested(schema[out ? 7 : 6], r, (size_t)v0,
                                         &b))) {
        *bad_at = (size_t)(r - p) + (size_t)b;
        return SL_ENESTED;
      }
    }
    q = r + v0;
  }
  if (!(r = fast_len(q, end, 8 << 3 | 2, &f->timeline_label))) goto bad_fast;
  q = r;
  if (!(r = sl__tag_varint(q, end, 9 << 3))) goto bad_fast;
  q = r;
  if (!(r = sl__tag_varint(q, end, 10 << 3))) goto bad_fast;
  q = r;
  while (q < end) {
    const uint8_t *field_at = q;
    uint64_t tag, v;
    unsigned e = 0;
    q = varint(q, end, &tag);
    if (SL_UNLIKELY(!q || !sl__tag_ok(tag, (size_t)(q - field_at)))) goto bad;
    /* A known field must come with its schema's wire type, as a decoder
     * insists; unknown ones are skipped below like any decoder does. */
    if (check) e = tag < (32 << 3) ? schema[tag >> 3] : 0;
    if ((tag & 7) == 0) {
      if (SL_UNLIKELY((e & 3) == 2)) goto bad_nested;
      /* Only the two times are kept; the others are stepped over. */
      if (tag == (2 << 3) || tag == (5 << 3)) {
        q = varint(q, end, &v);
        if (SL_UNLIKELY(!q)) goto bad;
        if (tag == (2 << 3)) f->all_start_micros = (int64_t)v;
        else f->all_end_rel_micros = (int64_t)v;
      } else {
        q = sl__varint_skip(q, end);
        if (SL_UNLIKELY(!q)) goto bad;
      }
    } else if ((tag & 7) == 2) {
      if (SL_UNLIKELY(e && !(e & 2))) goto bad_nested;
      q = sl__len(q, end, &v);
      if (SL_UNLIKELY(!q || v > (uint64_t)(end - q))) goto bad;
      if (tag == (1 << 3 | 2)) {
        f->node_name = sl__str(q, (size_t)v);
      } else if (tag == (8 << 3 | 2)) {
        f->timeline_label = sl__str(q, (size_t)v);
      } else if (tag == (7 << 3 | 2)) {
        if (f->n_output++ == 0) f->out_from = (size_t)(field_at - p);
        f->out_to = (size_t)(q - p) + (size_t)v;
      } else if (tag == (6 << 3 | 2)) {
        if (f->n_memory++ == 0) f->mem_from = (size_t)(field_at - p);
        f->mem_to = (size_t)(q - p) + (size_t)v;
      }
      if (check && (e >> 2)) {
        uint64_t b;
        if (SL_UNLIKELY(!sl__schema_nested(e, q, (size_t)v, &b))) {
          *bad_at = (size_t)(q - p) + (size_t)b;
          return SL_ENESTED;
        }
      }
      q += v;
    } else if ((tag & 7) == 1 || (tag & 7) == 5) {
      size_t k = (tag & 7) == 1 ? 8 : 4;
      if (SL_UNLIKELY(e)) goto bad_nested;
      if (SL_UNLIKELY((size_t)(end - q) < k)) goto bad;
      q += k;
    } else {
      goto bad;
    }
    continue;
  bad_nested:
    *bad_at = (size_t)(field_at - p);
    return SL_ENESTED;
  bad:
    *bad_at = (size_t)(field_at - p);
    return SL_EFORMAT;
  }
  return 0;
bad_fast:
  *bad_at = (size_t)(q - p);
  return SL_EFORMAT;
}

int sl__node_fields(const uint8_t *p, size_t n, int check,
                    sl_node_fields_t *f, size_t *bad_at) {
  return check ? scan_node(p, n, 1, f, bad_at) : scan_node(p, n, 0, f, bad_at);
}

static int next_field(const uint8_t **q, const uint8_t *end, uint32_t *num,
                      uint64_t *v, const uint8_t **bytes) {
  uint32_t wire;
  return sl__field_next(q, end, num, &wire, v, bytes);
}

void sl__outputs_init(sl_outputs_t *it, const uint8_t *p, size_t n) {
  it->p = p;
  it->end = p + n;
}

int sl__outputs_next(sl_outputs_t *it, int64_t *bytes, sl_str_t *alloc) {
  uint32_t num;
  uint64_t v;
  const uint8_t *b;
  int rc;
  *bytes = 0;
  *alloc = sl__str("", 0);
  while ((rc = next_field(&it->p, it->end, &num, &v, &b)) == 1) {
    const uint8_t *q, *qe;
    if (num != 7 || !b) continue;
    /* NodeOutput -> tensor_description (3) -> allocation_description (4) */
    for (q = b, qe = b + v; (rc = next_field(&q, qe, &num, &v, &b)) == 1;) {
      const uint8_t *r, *re;
      if (num != 3 || !b) continue;
      for (r = b, re = b + v; (rc = next_field(&r, re, &num, &v, &b)) == 1;) {
        const uint8_t *a, *ae;
        if (num != 4 || !b) continue;
        for (a = b, ae = b + v; (rc = next_field(&a, ae, &num, &v, &b)) == 1;) {
          if (num == 1 && !b) *bytes = (int64_t)v;
          else if (num == 3 && b) *alloc = sl__str(b, (size_t)v);
        }
        if (rc < 0) return rc;
      }
      if (rc < 0) return rc;
    }
    if (rc < 0) return rc;
    return 1;
  }
  return rc;
}

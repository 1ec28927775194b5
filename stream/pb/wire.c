/* The protobuf wire tokenizer.  See wire.h. */
#include "stream/pb/wire.h"

#include <stdlib.h>
#include <string.h>

#include "stream/common.h"
#include "stream/pb/varint.h"

enum { ST_TAG, ST_LEN, ST_VARINT, ST_FIXED, ST_SKIP, ST_COLLECT };

/* How far ahead of the hot field being taken its bytes are asked for.  A
 * step's bytes come from memory, not cache (38 MiB for 100k ops), and the
 * next field's tag is known only once this one's length is read: without
 * asking ahead, each field's first line is a miss in a chain of misses,
 * most of a walk's time. */
#define PREFETCH_AHEAD 4096

static const char *kind_name(const sl_wire_t *w, int depth) {
  return w->schema->kinds[w->fr[depth].kind];
}

void sl__wire_init(sl_wire_t *w, const sl_wire_schema_t *schema, int top,
                   uint64_t base, uint64_t total, const sl_wire_cb_t *cb,
                   sl_error_t *err) {
  memset(w, 0, sizeof *w);
  w->schema = schema;
  w->cb = *cb;
  w->err = err;
  w->base = base;
  w->total = total;
  w->fr[0].kind = (uint8_t)top;
  w->fr[0].end = total;
  w->state = ST_TAG;
}

void sl__wire_close(sl_wire_t *w) {
  free(w->buf);
  w->buf = NULL;
  w->bcap = w->blen = 0;
}

/* Every error goes through here, so the client can add where it is. */
#define WERR(w, code, at, ...)                                             \
  located((w), sl__err((w)->err, (code), (w)->base + (at), __VA_ARGS__))

static int located(sl_wire_t *w, int code) {
  if (w->err && w->cb.located) w->cb.located(w->cb.ud, w, w->err);
  return code;
}

static inline const sl_wire_rule_t *rule_of(const sl_wire_t *w, int kind,
                                            uint32_t field, int wt) {
  const sl_wire_rule_t *r;
  if (field >= SL_WIRE_FIELDS) return NULL;
  r = &w->schema->rules[kind][field];
  return r->act != SL_WIRE_SKIP && r->wire == wt ? r : NULL;
}

/* Reads a varint that may span chunks.  1: done, 0: need more bytes. */
static int get_varint(sl_wire_t *w, const uint8_t *p, size_t n, size_t *i,
                      uint64_t *out) {
  if (SL_LIKELY(w->vn == 0 && n - *i >= 10)) {
    const uint8_t *q = sl__varint(p + *i, p + n, out);
    if (SL_LIKELY(q != NULL)) {
      size_t k = (size_t)(q - (p + *i));
      *i += k;
      w->pos += k;
      w->vlen = (int)k;
      return 1;
    }
    /* Ten continuation bytes: the slow path reports it. */
  }
  while (*i < n) {
    uint8_t b = p[(*i)++];
    w->pos++;
    w->vb[w->vn++] = b;
    if (!(b & 0x80)) {
      uint64_t v = 0;
      int k;
      for (k = w->vn - 1; k >= 0; k--) v = (v << 7) | (w->vb[k] & 0x7f);
      w->vlen = w->vn;
      w->vn = 0;
      *out = v;
      return 1;
    }
    if (w->vn == 10)
      return WERR(w, SL_EFORMAT, w->elem_start,
                  "expected a varint in a %s, found more than 10 bytes "
                  "with the continuation bit set", kind_name(w, w->depth));
  }
  return 0;
}

static int pop_frames(sl_wire_t *w) {
  while (w->depth > 0 && w->pos == w->fr[w->depth].end) {
    int kind = w->fr[w->depth].kind;
    uint64_t hot = w->schema->hot_kind == kind
                       ? w->fr[w->depth].count[w->schema->hot_field]
                       : 0;
    w->depth--;
    if (w->cb.close) {
      int rc = w->cb.close(w->cb.ud, kind, hot);
      if (rc) return rc;
    }
  }
  return 0;
}

static int deliver(sl_wire_t *w, const uint8_t *p, size_t n) {
  uint64_t index = w->fr[w->depth].count[w->field] - 1;
  if (!w->cb.bytes) return 0;
  return w->cb.bytes(w->cb.ud, w->fr[w->depth].kind, w->field, p, n,
                     w->base + w->elem_start, index);
}

/* The input ends inside a field that claims `len` bytes. */
static int cut_short(sl_wire_t *w, uint64_t len) {
  return WERR(w, SL_ETRUNC, w->total,
              "the input ends here, inside field %u of a %s that starts "
              "at byte %llu and needs %llu bytes (truncated?)",
              w->field, kind_name(w, w->depth),
              (unsigned long long)(w->base + w->elem_start),
              (unsigned long long)len);
}

static int is_hot(const sl_wire_t *w) {
  return w->fr[w->depth].kind == w->schema->hot_kind &&
         (int)w->field == w->schema->hot_field;
}

/* Decides what to do with a length-delimited field of `len` bytes. */
static int on_len(sl_wire_t *w, uint64_t len) {
  uint64_t end = w->fr[w->depth].end;
  const sl_wire_rule_t *r = w->rule;
  int descend = r && r->act == SL_WIRE_DESCEND;
  int take = r && r->act == SL_WIRE_BYTES && (!is_hot(w) ||
                                             w->fr[w->depth].hot);
  if (len > end - w->pos) {
    /* A message that runs past the end of the input is followed inwards
     * (when the input is simply cut short), so the error can name the
     * deepest message that is incomplete. */
    if (descend && end >= w->total && len <= UINT64_MAX - w->pos) {
      /* the new frame ends beyond the input */
    } else if (end >= w->total) {
      return cut_short(w, len);
    } else {
      return WERR(w, SL_EFORMAT, w->elem_start,
                  "field %u of a %s claims %llu bytes but only %llu remain "
                  "before the enclosing message ends at byte %llu",
                  w->field, kind_name(w, w->depth), (unsigned long long)len,
                  (unsigned long long)(end - w->pos),
                  (unsigned long long)(w->base + end));
    }
  }
  w->state = ST_TAG;
  if (descend) {
    int rc, kind = r->sub;
    uint64_t index = w->fr[w->depth].count[w->field] - 1;
    if (w->depth + 1 >= SL_WIRE_DEPTH)
      return WERR(w, SL_EFORMAT, w->elem_start, "messages nested too deep");
    w->depth++;
    memset(&w->fr[w->depth], 0, sizeof w->fr[w->depth]);
    w->fr[w->depth].kind = (uint8_t)kind;
    w->fr[w->depth].end = w->pos + len;
    rc = w->cb.open ? w->cb.open(w->cb.ud, kind, index) : 0;
    if (rc < 0) return rc;
    w->fr[w->depth].hot = rc > 0;
    /* An empty message ends where it starts. */
    return pop_frames(w);
  }
  if (r && r->act == SL_WIRE_SPAN) {
    if (w->cb.span) {
      int rc = w->cb.span(w->cb.ud, w->fr[w->depth].kind, w->field,
                          w->base + w->pos, len);
      if (rc) return rc;
    }
    take = 0;
  }
  if (take && len > w->total - w->pos)
    /* A field that is gathered must exist in the input: a frame followed
     * past a cut-off end may claim more bytes than are left, and those
     * must not be allocated. */
    return cut_short(w, len);
  if (take && len > r->limit && !r->cut)
    return WERR(w, SL_ETOOBIG, w->elem_start,
                "a %s of %llu bytes is larger than the limit of %llu bytes "
                "(--max-record)",
                w->schema->kinds[r->sub], (unsigned long long)len,
                (unsigned long long)r->limit);
  w->need = len;
  if (!take) {
    w->state = len ? ST_SKIP : ST_TAG;
    return 0;
  }
  w->keep = len > r->limit ? r->limit : len;
  w->blen = 0;
  w->state = ST_COLLECT;
  if (len == 0) {
    w->state = ST_TAG;
    return deliver(w, (const uint8_t *)"", 0);
  }
  return 0;
}

/* The common case in one step: hot fields whose tag (one byte), length
 * and bytes all lie in this chunk and within their message, taken one
 * after another until one is not like that or the message ends.  Returns
 * 1 when at least one was taken (with *i moved past them and the last
 * callback's result in *rc), 0 to leave the next field to the slow path.
 * Taking them through the state machine one varint at a time was most of
 * a walk's own cost. */
static int fast_hot(sl_wire_t *w, const uint8_t *p, size_t n, size_t *i,
                    int *rc) {
  uint64_t end, limit;
  size_t pf;
  int taken = 0, hot = w->fr[w->depth].hot;
  uint8_t tag;
  *rc = 0;
  if (w->schema->hot_field < 0 || w->fr[w->depth].kind != w->schema->hot_kind)
    return 0;
  tag = (uint8_t)((unsigned)w->schema->hot_field << 3 | 2);
  end = w->fr[w->depth].end;
  limit = w->schema->rules[w->schema->hot_kind][w->schema->hot_field].limit;
  pf = *i;
  while (n - *i >= 11 && p[*i] == tag) {
    uint64_t len, at;
    size_t hdr;
    const uint8_t *q;
    for (; pf < n && pf < *i + PREFETCH_AHEAD; pf += 64)
      __builtin_prefetch(p + pf);
    q = sl__len(p + *i + 1, p + n, &len);
    if (!q) break;
    hdr = (size_t)(q - (p + *i));
    at = w->pos + hdr;
    if (at > end || len > end - at || len > (uint64_t)(n - *i - hdr) ||
        (hot && len > limit))
      break;
    w->elem_start = w->pos;
    w->field = (uint32_t)w->schema->hot_field;
    w->fr[w->depth].count[w->field]++;
    *i += hdr + (size_t)len;
    w->pos = at + len;
    taken = 1;
    if (hot) {
      *rc = deliver(w, q, (size_t)len);
      if (*rc) break;
    }
    if (w->pos == end) break;
  }
  return taken;
}

/* A varint or fixed-size field's value has been read. */
static int on_value(sl_wire_t *w, uint64_t v) {
  w->state = ST_TAG;
  if (!w->rule || w->rule->act != SL_WIRE_VALUE || !w->cb.value) return 0;
  return w->cb.value(w->cb.ud, w->fr[w->depth].kind, w->field, v);
}

/* A field's tag has been read: its wire type says what comes next. */
static int on_tag(sl_wire_t *w, uint64_t v) {
  int kind = w->fr[w->depth].kind;
  w->field = (uint32_t)(v >> 3);
  w->wt = (int)(v & 7);
  if (SL_UNLIKELY(!sl__tag_ok(v, (size_t)(w->pos - w->elem_start))))
    return WERR(w, SL_EFORMAT, w->elem_start,
                "expected a field tag in a %s, found field number %llu "
                "in %llu bytes", kind_name(w, w->depth),
                (unsigned long long)(v >> 3),
                (unsigned long long)(w->pos - w->elem_start));
  if (w->field < SL_WIRE_FIELDS) w->fr[w->depth].count[w->field]++;
  w->rule = rule_of(w, kind, w->field, w->wt);
  switch (w->wt) {
  case 0: w->state = ST_VARINT; break;
  case 1: w->need = 8; w->state = ST_FIXED; break;
  case 2: w->state = ST_LEN; break;
  case 5: w->need = 4; w->state = ST_FIXED; break;
  default:
    return WERR(w, SL_EFORMAT, w->elem_start,
                "expected a field tag in a %s, found wire type %u "
                "(field %u), which no field of it uses",
                kind_name(w, w->depth), (unsigned)w->wt, w->field);
  }
  if (SL_UNLIKELY(w->pos > w->fr[w->depth].end))
    return WERR(w, SL_EFORMAT, w->elem_start,
                "a field tag crosses the end of its %s",
                kind_name(w, w->depth));
  if (w->state == ST_FIXED) {
    if (w->need > w->fr[w->depth].end - w->pos)
      return WERR(w, w->depth == 0 ? SL_ETRUNC : SL_EFORMAT, w->elem_start,
                  "a fixed-size field runs past the end of its %s",
                  kind_name(w, w->depth));
    w->vn = 0;
  }
  return 0;
}

int sl__wire_feed(sl_wire_t *w, const uint8_t *p, size_t n) {
  size_t i = 0;
  int rc;
  uint64_t v;
  while (i < n) {
    switch (w->state) {
    case ST_TAG:
      if (w->vn == 0) {
        rc = pop_frames(w);
        if (rc) return rc;
        w->elem_start = w->pos;
        if (fast_hot(w, p, n, &i, &rc)) {
          if (rc) return rc;
          continue;
        }
      }
      rc = get_varint(w, p, n, &i, &v);
      if (rc <= 0) {
        if (rc < 0) return rc;
        break;
      }
      if ((rc = on_tag(w, v)) != 0) return rc;
      break;
    case ST_LEN:
    case ST_VARINT:
      rc = get_varint(w, p, n, &i, &v);
      if (rc <= 0) {
        if (rc < 0) return rc;
        break;
      }
      if (SL_UNLIKELY(w->pos > w->fr[w->depth].end))
        return WERR(w, SL_EFORMAT, w->elem_start, "a %s crosses the end of "
                    "its %s", w->state == ST_LEN ? "length prefix"
                                                 : "varint field",
                    kind_name(w, w->depth));
      if (SL_UNLIKELY(w->state == ST_LEN && w->vlen > 5))
        return WERR(w, SL_EFORMAT, w->elem_start, "expected a length prefix "
                    "of at most five bytes in a %s, found %d",
                    kind_name(w, w->depth), w->vlen);
      rc = w->state == ST_LEN ? on_len(w, v) : on_value(w, v);
      if (rc) return rc;
      break;
    case ST_FIXED: {
      /* Kept little-endian in vb, whatever the chunks. */
      size_t k = n - i;
      if ((uint64_t)k > w->need) k = (size_t)w->need;
      memcpy(w->vb + w->vn, p + i, k);
      w->vn += (int)k;
      i += k;
      w->pos += k;
      w->need -= k;
      if (w->need == 0) {
        uint64_t bits = 0;
        int j;
        for (j = w->vn - 1; j >= 0; j--) bits = bits << 8 | w->vb[j];
        w->vn = 0;
        if ((rc = on_value(w, bits)) != 0) return rc;
      }
      break;
    }
    case ST_SKIP: {
      size_t k = n - i;
      if ((uint64_t)k > w->need) k = (size_t)w->need;
      i += k;
      w->pos += k;
      w->need -= k;
      if (w->need == 0) w->state = ST_TAG;
      break;
    }
    case ST_COLLECT: {
      size_t k = n - i;
      if (w->blen == 0 && (uint64_t)k >= w->need) {
        /* The whole field is in this chunk: no copy. */
        k = (size_t)w->need;
        w->pos += k;
        i += k;
        w->need = 0;
        w->state = ST_TAG;
        rc = deliver(w, p + i - k, (size_t)w->keep);
        if (rc) return rc;
        break;
      }
      if ((uint64_t)k > w->need) k = (size_t)w->need;
      if (w->blen < w->keep) {
        size_t c = (uint64_t)k < w->keep - w->blen ? k
                                                   : (size_t)(w->keep - w->blen);
        if (w->keep > w->bcap) {
          size_t cap = w->bcap;
          uint8_t *nb;
          if (sl__grow_cap(&cap, (size_t)w->keep, 1) != 0 ||
              !(nb = realloc(w->buf, cap)))
            return WERR(w, SL_ENOMEM, w->elem_start,
                        "cannot allocate %llu bytes for a field",
                        (unsigned long long)w->keep);
          w->buf = nb;
          w->bcap = cap;
        }
        memcpy(w->buf + w->blen, p + i, c);
        w->blen += c;
      }
      i += k;
      w->pos += k;
      w->need -= k;
      if (w->need == 0) {
        w->state = ST_TAG;
        rc = deliver(w, w->buf, w->blen);
        w->blen = 0;
        if (rc) return rc;
      }
      break;
    }
    }
  }
  return 0;
}

int sl__wire_chunk(void *w, const uint8_t *p, size_t n) {
  return sl__wire_feed(w, p, n);
}

int sl__wire_finish(sl_wire_t *w) {
  int rc;
  if (w->state != ST_TAG || w->vn != 0) {
    return WERR(w, SL_ETRUNC, w->pos,
                "the input ends here, inside field %u of a %s that starts "
                "at byte %llu (truncated?)",
                w->field, kind_name(w, w->depth),
                (unsigned long long)(w->base + w->elem_start));
  }
  rc = pop_frames(w);
  if (rc) return rc;
  if (w->depth > 0 || w->pos != w->total)
    return WERR(w, SL_ETRUNC, w->pos,
                "the input ends here, inside a %s that should end at byte "
                "%llu (truncated?)",
                kind_name(w, w->depth),
                (unsigned long long)(w->base + w->fr[w->depth].end));
  return 0;
}

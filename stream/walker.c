/* Incremental walker of a step's outer messages.  See walker.h. */
#include "walker.h"

#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "common.h"
#include "varint.h"

enum { K_RUNMETA = 1, K_STEP, K_DEV };
enum { ST_TAG, ST_LEN, ST_VARINT, ST_SKIP, ST_COLLECT };
enum { C_NAME = 1, C_NODE };

static const char *kind_name(int k) {
  switch (k) {
  case K_RUNMETA: return "RunMetadata";
  case K_STEP: return "StepStats";
  default: return "DeviceStepStats";
  }
}

void sl__walker_init(sl_walker_t *w, sl_top_t top, uint64_t base,
                     uint64_t total, uint64_t max_node,
                     const sl_walker_cb_t *cb, sl_error_t *err) {
  memset(w, 0, sizeof *w);
  w->cb = *cb;
  w->err = err;
  w->base = base;
  w->total = total;
  w->max_node = max_node;
  w->fr[0].kind = top == SL_TOP_RUNMETA ? K_RUNMETA : K_STEP;
  w->fr[0].end = total;
  w->state = ST_TAG;
}

void sl__walker_close(sl_walker_t *w) {
  free(w->buf);
  w->buf = NULL;
  w->bcap = w->blen = 0;
}

/* Every walker error goes through here: it adds the location. */
#define WERR(w, code, at, ...)                                             \
  werr_loc((w), sl__err((w)->err, (code), (w)->base + (at), __VA_ARGS__))

static int werr_loc(sl_walker_t *w, int code) {
  if (w->err) {
    int in_dev = w->depth >= 1 && w->fr[w->depth].kind == K_DEV;
    w->err->device = in_dev ? (int64_t)w->dev : -1;
    w->err->node = in_dev && w->collect != C_NAME && w->field == 2
                       ? (int64_t)w->node
                       : -1;
  }
  return code;
}

/* Reads a varint that may span chunks.  1: done, 0: need more bytes. */
static int get_varint(sl_walker_t *w, const uint8_t *p, size_t n,
                      size_t *i, uint64_t *out) {
  /* Fast path: a varint that starts and ends in this chunk. */
  if (SL_LIKELY(w->vn == 0 && n - *i >= 10)) {
    const uint8_t *q = sl__varint(p + *i, p + n, out);
    if (SL_LIKELY(q != NULL)) {
      size_t k = (size_t)(q - (p + *i));
      *i += k;
      w->pos += k;
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
      w->vn = 0;
      *out = v;
      return 1;
    }
    if (w->vn == 10) {
      return WERR(w, SL_EFORMAT, w->elem_start,
                  "expected a varint in a %s, found more than 10 bytes "
                  "with the continuation bit set",
                  kind_name(w->fr[w->depth].kind));
    }
  }
  return 0;
}

static int pop_frames(sl_walker_t *w) {
  while (w->depth > 0 && w->pos == w->fr[w->depth].end) {
    int kind = w->fr[w->depth].kind;
    w->depth--;
    if (kind == K_DEV && w->cb.device_end) {
      int rc = w->cb.device_end(w->cb.ud, w->dev, w->node);
      if (rc) return rc;
    }
  }
  return 0;
}

static int deliver(sl_walker_t *w, const uint8_t *p, size_t n) {
  int rc = 0;
  if (w->collect == C_NAME) {
    if (w->cb.device_name) rc = w->cb.device_name(w->cb.ud, w->dev, p, n);
  } else {
    rc = w->cb.node(w->cb.ud, w->dev, w->node, p, n, w->base + w->elem_start);
    w->node++;
  }
  w->collect = 0;
  return rc;
}

/* The input ends inside a field that claims `len` bytes. */
static int cut_short(sl_walker_t *w, int kind, uint64_t len) {
  return WERR(w, SL_ETRUNC, w->total,
              "the input ends here, inside field %u of a %s that starts "
              "at byte %llu and needs %llu bytes (truncated?)",
              w->field, kind_name(kind),
              (unsigned long long)(w->base + w->elem_start),
              (unsigned long long)len);
}

/* Decides what to do with a length-delimited field of `len` bytes. */
static int on_len(sl_walker_t *w, uint64_t len) {
  int kind = w->fr[w->depth].kind;
  uint64_t end = w->fr[w->depth].end;
  int descend = w->field == 1 && (kind == K_RUNMETA || kind == K_STEP);
  if (len > end - w->pos) {
    /* A message that runs past the end of the input is followed inwards
     * (when the input is simply cut short), so the error can name the
     * deepest device and node that are incomplete. */
    if (descend && end >= w->total && len <= UINT64_MAX - w->pos) {
      /* handled below: the new frame ends beyond the input */
    } else if (end >= w->total) {
      return cut_short(w, kind, len);
    } else {
      return WERR(w, SL_EFORMAT, w->elem_start,
                  "field %u of a %s claims %llu bytes but only %llu remain "
                  "before the enclosing message ends at byte %llu",
                  w->field, kind_name(kind), (unsigned long long)len,
                  (unsigned long long)(end - w->pos),
                  (unsigned long long)(w->base + end));
    }
  }
  w->state = ST_TAG;
  if (descend) {
    if (w->depth + 1 >= (int)(sizeof w->fr / sizeof w->fr[0]))
      return WERR(w, SL_EFORMAT, w->elem_start, "messages nested too deep");
    w->depth++;
    w->fr[w->depth].kind = kind == K_RUNMETA ? K_STEP : K_DEV;
    w->fr[w->depth].start = w->pos;
    w->fr[w->depth].end = w->pos + len;
    if (kind == K_STEP) {
      int rc;
      w->dev = w->ndev++;
      w->node = 0;
      w->want = w->cb.want_nodes && w->cb.node &&
                w->cb.want_nodes(w->cb.ud, w->dev);
      if (w->cb.device_begin) {
        rc = w->cb.device_begin(w->cb.ud, w->dev);
        if (rc) return rc;
      }
    }
    /* An empty message ends where it starts. */
    return pop_frames(w);
  }
  if (kind == K_DEV && ((w->field == 1 && w->cb.device_name) ||
                        (w->field == 2 && w->want)) &&
      len > w->total - w->pos) {
    /* A field that is copied must exist in the input: a frame followed
     * past a cut-off end may claim more bytes than are left, and those
     * must not be allocated (found by fuzzing). */
    w->collect = w->field == 1 ? C_NAME : C_NODE;
    return cut_short(w, kind, len);
  }
  if (kind == K_DEV && w->field == 1 && w->cb.device_name) {
    w->collect = C_NAME;
  } else if (kind == K_DEV && w->field == 2 && w->want) {
    if (len > w->max_node)
      return WERR(w, SL_ETOOBIG, w->elem_start,
                  "a NodeExecStats of %llu bytes is larger than the limit "
                  "of %llu bytes (--max-record)",
                  (unsigned long long)len, (unsigned long long)w->max_node);
    w->collect = C_NODE;
  } else {
    if (kind == K_DEV && w->field == 2) w->node++;  /* skipped node */
    w->need = len;
    w->state = ST_SKIP;
    return 0;
  }
  w->need = len;
  w->blen = 0;
  w->state = ST_COLLECT;
  return 0;
}

/* How far ahead of the node being taken its bytes are asked for.  A
 * step's bytes come from memory, not cache (38 MiB for 100k ops), and the
 * next node's tag is known only once this node's length is read: without
 * asking ahead, each node's first line was a miss in a chain of misses,
 * three quarters of the walk's time (perf annotate, 2026-11-24), and a
 * pass that skips nodes is nothing else.  1-8 KiB measured alike. */
#define PREFETCH_AHEAD 4096

/* The common case in one step: nodes of a DeviceStepStats whose tag (one
 * byte), length and bytes all lie in this chunk and within their message,
 * and that the slow path would take without complaint, one after another
 * until one is not like that or the message ends (pop_frames closes it).
 * Returns 1 when at least one was taken (with *i moved past them and the
 * last callback's result in *rc), 0 to leave the next field to the slow
 * path.  Nodes are most of a step's fields, and taking them through the
 * state machine one varint at a time was most of a walk's own cost. */
static int fast_nodes(sl_walker_t *w, const uint8_t *p, size_t n, size_t *i,
                      int *rc) {
  uint64_t end;
  size_t pf;
  int taken = 0;
  *rc = 0;
  if (w->depth == 0 || w->fr[w->depth].kind != K_DEV) return 0;
  end = w->fr[w->depth].end;
  pf = *i;
  while (n - *i >= 11 && p[*i] == (2 << 3 | 2)) {
    uint64_t len, at;
    size_t hdr;
    const uint8_t *q;
    for (; pf < n && pf < *i + PREFETCH_AHEAD; pf += 64)
      __builtin_prefetch(p + pf);
    q = sl__varint(p + *i + 1, p + n, &len);
    if (!q) break;
    hdr = (size_t)(q - (p + *i));
    at = w->pos + hdr;
    if (at > end || len > end - at || len > (uint64_t)(n - *i - hdr) ||
        (w->want && len > w->max_node))
      break;
    w->elem_start = w->pos;
    w->field = 2;
    *i += hdr + (size_t)len;
    w->pos = at + len;
    taken = 1;
    if (!w->want) {
      w->node++;  /* skipped node */
    } else {
      w->collect = C_NODE;
      *rc = deliver(w, q, (size_t)len);
      if (*rc) break;
    }
    if (w->pos == end) break;
  }
  return taken;
}

int sl__walker_feed(sl_walker_t *w, const uint8_t *p, size_t n) {
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
        if (fast_nodes(w, p, n, &i, &rc)) {
          if (rc) return rc;
          continue;
        }
      }
      rc = get_varint(w, p, n, &i, &v);
      if (rc <= 0) {
        if (rc < 0) return rc;
        break;
      }
      w->field = (uint32_t)(v >> 3);
      if (SL_UNLIKELY(v >> 3 == 0 || v >> 3 > 536870911u))
        return WERR(w, SL_EFORMAT, w->elem_start,
                    "expected a field tag in a %s, found field number %llu",
                    kind_name(w->fr[w->depth].kind),
                    (unsigned long long)(v >> 3));
      switch (v & 7) {
      case 0: w->state = ST_VARINT; break;
      case 1: w->need = 8; w->state = ST_SKIP; break;
      case 2: w->state = ST_LEN; break;
      case 5: w->need = 4; w->state = ST_SKIP; break;
      default:
        return WERR(w, SL_EFORMAT, w->elem_start,
                    "expected a field tag in a %s, found wire type %u "
                    "(field %u), which no field of it uses",
                    kind_name(w->fr[w->depth].kind), (unsigned)(v & 7),
                    w->field);
      }
      if (SL_UNLIKELY(w->pos > w->fr[w->depth].end))
        return WERR(w, SL_EFORMAT, w->elem_start,
                    "a field tag crosses the end of its %s",
                    kind_name(w->fr[w->depth].kind));
      if (w->state == ST_SKIP && w->need > w->fr[w->depth].end - w->pos)
        return WERR(w, w->depth == 0 ? SL_ETRUNC : SL_EFORMAT, w->elem_start,
                    "a fixed-size field runs past the end of its %s",
                    kind_name(w->fr[w->depth].kind));
      break;
    case ST_LEN:
      rc = get_varint(w, p, n, &i, &v);
      if (rc <= 0) {
        if (rc < 0) return rc;
        break;
      }
      if (SL_UNLIKELY(w->pos > w->fr[w->depth].end))
        return WERR(w, SL_EFORMAT, w->elem_start,
                    "a length prefix crosses the end of its %s",
                    kind_name(w->fr[w->depth].kind));
      rc = on_len(w, v);
      if (rc) return rc;
      break;
    case ST_VARINT:
      rc = get_varint(w, p, n, &i, &v);
      if (rc <= 0) {
        if (rc < 0) return rc;
        break;
      }
      if (SL_UNLIKELY(w->pos > w->fr[w->depth].end))
        return WERR(w, SL_EFORMAT, w->elem_start,
                    "a varint field crosses the end of its %s",
                    kind_name(w->fr[w->depth].kind));
      w->state = ST_TAG;
      break;
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
        rc = deliver(w, p + i - k, k);
        if (rc) return rc;
        break;
      }
      if ((uint64_t)k > w->need) k = (size_t)w->need;
      if (w->blen + w->need > w->bcap) {
        size_t cap = w->bcap;
        uint8_t *nb;
        if (sl__grow_cap(&cap, w->blen + (size_t)w->need, 1) != 0 ||
            !(nb = realloc(w->buf, cap)))
          return WERR(w, SL_ENOMEM, w->elem_start,
                      "cannot allocate %llu bytes for a field",
                      (unsigned long long)w->need);
        w->buf = nb;
        w->bcap = cap;
      }
      memcpy(w->buf + w->blen, p + i, k);
      w->blen += k;
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

int sl__walker_chunk(void *w, const uint8_t *p, size_t n) {
  return sl__walker_feed(w, p, n);
}

int sl__walker_finish(sl_walker_t *w) {
  int rc;
  if (w->state != ST_TAG || w->vn != 0) {
    return WERR(w, SL_ETRUNC, w->pos,
                "the input ends here, inside field %u of a %s that starts "
                "at byte %llu (truncated?)",
                w->field, kind_name(w->fr[w->depth].kind),
                (unsigned long long)(w->base + w->elem_start));
  }
  rc = pop_frames(w);
  if (rc) return rc;
  if (w->depth > 0 || w->pos != w->total)
    return WERR(w, SL_ETRUNC, w->pos,
                "the input ends here, inside a %s that should end at byte "
                "%llu (truncated?)",
                kind_name(w->fr[w->depth].kind),
                (unsigned long long)(w->base + w->fr[w->depth].end));
  return 0;
}

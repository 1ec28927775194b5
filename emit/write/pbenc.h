/* Protocol buffer encoding into a growable buffer: varints, tags, fixed
 * 64-bit values and length-delimited fields.  A nested message is encoded
 * into a buffer of its own and appended with pb_msg(), its length known.
 * A failed growth sets `oom` and makes every later call a no-op. */
#ifndef SL_PBENC_H
#define SL_PBENC_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "stream/common.h"

typedef struct sl_pbuf_s {
  uint8_t *p;
  size_t n, cap;
  int oom;
} sl_pbuf_t;

enum { PB_VARINT = 0, PB_FIXED64 = 1, PB_LEN = 2 };

static inline void sl__pb_close(sl_pbuf_t *b) {
  free(b->p);
  memset(b, 0, sizeof *b);
}

/* Room for `need` more bytes: 1, or 0 (oom set). */
static inline int sl__pb_room(sl_pbuf_t *b, size_t need) {
  if (b->oom) return 0;
  if (b->cap - b->n < need) {
    size_t cap = b->cap;
    uint8_t *np;
    if (need > SIZE_MAX - b->n || sl__grow_cap(&cap, b->n + need, 1) != 0 ||
        !(np = realloc(b->p, cap))) {
      b->oom = 1;
      return 0;
    }
    b->p = np;
    b->cap = cap;
  }
  return 1;
}

static inline uint8_t *sl__pb_put_varint(uint8_t *o, uint64_t v) {
  while (v >= 0x80) {
    *o++ = (uint8_t)(v | 0x80);
    v >>= 7;
  }
  *o++ = (uint8_t)v;
  return o;
}

static inline void sl__pb_varint(sl_pbuf_t *b, uint64_t v) {
  if (sl__pb_room(b, 10)) b->n = (size_t)(sl__pb_put_varint(b->p + b->n, v) - b->p);
}

static inline void sl__pb_tag(sl_pbuf_t *b, uint32_t field, int wt) {
  sl__pb_varint(b, (uint64_t)field << 3 | (uint32_t)wt);
}

/* A varint field (int32/int64 negative values take ten bytes, as
 * protobuf writes them). */
static inline void sl__pb_uint(sl_pbuf_t *b, uint32_t field, uint64_t v) {
  if (!sl__pb_room(b, 20)) return;
  b->n = (size_t)(sl__pb_put_varint(
                      sl__pb_put_varint(b->p + b->n, (uint64_t)field << 3),
                      v) -
                  b->p);
}

static inline void sl__pb_fixed64(sl_pbuf_t *b, uint32_t field, uint64_t v) {
  int i;
  if (!sl__pb_room(b, 18)) return;
  b->n = (size_t)(sl__pb_put_varint(b->p + b->n,
                                    (uint64_t)field << 3 | PB_FIXED64) -
                  b->p);
  for (i = 0; i < 8; i++) b->p[b->n++] = (uint8_t)(v >> (8 * i));
}

static inline void sl__pb_double(sl_pbuf_t *b, uint32_t field, double d) {
  uint64_t v;
  memcpy(&v, &d, sizeof v);
  sl__pb_fixed64(b, field, v);
}

/* A length-delimited field: bytes, a string or an encoded message. */
static inline void sl__pb_bytes(sl_pbuf_t *b, uint32_t field, const void *p,
                                size_t n) {
  if (!sl__pb_room(b, n + 20)) return;
  b->n = (size_t)(sl__pb_put_varint(
                      sl__pb_put_varint(b->p + b->n,
                                        (uint64_t)field << 3 | PB_LEN),
                      n) -
                  b->p);
  if (n) memcpy(b->p + b->n, p, n);
  b->n += n;
}

static inline void sl__pb_msg(sl_pbuf_t *b, uint32_t field,
                              const sl_pbuf_t *m) {
  if (m->oom) b->oom = 1;
  sl__pb_bytes(b, field, m->p, m->n);
}

#endif

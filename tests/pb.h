/* Tiny protobuf encoder for hand-built test messages. */
#ifndef SL_TEST_PB_H
#define SL_TEST_PB_H

#include <stdint.h>
#include <string.h>

typedef struct pb_s {
  uint8_t p[1 << 16];
  size_t n;
} pb_t;

static inline void pb_raw(pb_t *b, const void *p, size_t n) {
  memcpy(b->p + b->n, p, n);
  b->n += n;
}
static inline void pb_varint(pb_t *b, uint64_t v) {
  do {
    uint8_t c = (uint8_t)(v & 0x7f);
    v >>= 7;
    if (v) c |= 0x80;
    pb_raw(b, &c, 1);
  } while (v);
}
/* Field f as a varint. */
static inline void pb_int(pb_t *b, uint32_t f, uint64_t v) {
  pb_varint(b, (uint64_t)f << 3);
  pb_varint(b, v);
}
/* Field f, length-delimited. */
static inline void pb_bytes(pb_t *b, uint32_t f, const void *p, size_t n) {
  pb_varint(b, (uint64_t)f << 3 | 2);
  pb_varint(b, n);
  pb_raw(b, p, n);
}
static inline void pb_str(pb_t *b, uint32_t f, const char *s) {
  pb_bytes(b, f, s, strlen(s));
}
static inline void pb_msg(pb_t *b, uint32_t f, const pb_t *m) {
  pb_bytes(b, f, m->p, m->n);
}
/* A DeviceStepStats of `name` holding `nodes` (node_stats fields already
 * encoded), appended to the StepStats `ss`. */
static inline void pb_device(pb_t *ss, const char *name, const pb_t *nodes) {
  pb_t d = {{0}, 0};
  pb_str(&d, 1, name);
  pb_raw(&d, nodes->p, nodes->n);
  pb_msg(ss, 1, &d);
}

#endif

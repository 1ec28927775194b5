/* A growable byte buffer for tests, fuzz harnesses and test tools: what a
 * sink collects, what a protobuf encoder builds.  Allocation failure
 * aborts: these programs have nothing better to do with it. */
#ifndef SL_TEST_BUF_H
#define SL_TEST_BUF_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

typedef struct tbuf_s {
  uint8_t *p;
  size_t n, cap;
} tbuf_t;

static inline void tbuf_put(tbuf_t *b, const void *p, size_t n) {
  if (b->n + n > b->cap) {
    size_t cap = b->cap ? b->cap : 4096;
    while (cap < b->n + n) cap *= 2;
    b->p = realloc(b->p, cap);
    if (!b->p) abort();
    b->cap = cap;
  }
  if (n) memcpy(b->p + b->n, p, n);
  b->n += n;
}

/* An sl_sink_fn that appends to the tbuf_t at ud. */
static inline int tbuf_sink(void *ud, const void *p, size_t n) {
  tbuf_put(ud, p, n);
  return 0;
}

static inline void tbuf_varint(tbuf_t *b, uint64_t v) {
  uint8_t t[10];
  int k = 0;
  do {
    t[k] = (uint8_t)(v & 0x7f);
    v >>= 7;
    if (v) t[k] |= 0x80;
    k++;
  } while (v);
  tbuf_put(b, t, (size_t)k);
}

/* Field `field`, length-delimited, holding n bytes at p. */
static inline void tbuf_field(tbuf_t *b, uint32_t field, const void *p,
                              size_t n) {
  tbuf_varint(b, (uint64_t)field << 3 | 2);
  tbuf_varint(b, n);
  tbuf_put(b, p, n);
}

/* Reads the file at path into b (replacing what it held): 0, or -1 when
 * it cannot be opened. */
static inline int tbuf_read_file(const char *path, tbuf_t *b) {
  FILE *f = fopen(path, "rb");
  uint8_t chunk[65536];
  size_t k;
  b->n = 0;
  if (!f) return -1;
  while ((k = fread(chunk, 1, sizeof chunk, f)) > 0) tbuf_put(b, chunk, k);
  fclose(f);
  return 0;
}

#if defined(__linux__) && defined(_GNU_SOURCE)
/* The bytes as a file the library opens by its path: one memfd per
 * process, rewritten on each call. */
static inline const char *tbuf_file(const uint8_t *d, size_t n) {
  static int fd = -1;
  static char path[64];
  size_t off = 0;
  if (fd < 0) {
    fd = memfd_create("stepline-test", 0);
    if (fd < 0) abort();
    snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
  }
  if (ftruncate(fd, 0) != 0) abort();
  while (off < n) {
    ssize_t w = pwrite(fd, d + off, n - off, (off_t)off);
    if (w <= 0) abort();
    off += (size_t)w;
  }
  return path;
}
#endif

#endif

/* Streaming gzip decompression.  See gzip.h. */
#include "stream/io/gzip.h"

#include <stdlib.h>
#include <string.h>

#include "stream/common.h"

#define OUT_CHUNK ((size_t)1 << 18)

int sl__gunzip_init(sl_gunzip_t *g, sl_chunk_fn fn, void *ud,
                    sl_error_t *err) {
  memset(g, 0, sizeof *g);
  g->fn = fn;
  g->ud = ud;
  g->err = err;
  g->cap = OUT_CHUNK;
  g->out = malloc(g->cap);
  /* 16 + MAX_WBITS: a gzip wrapper only (not zlib or raw deflate). */
  if (!g->out || inflateInit2(&g->z, 16 + MAX_WBITS) != Z_OK) {
    free(g->out);
    g->out = NULL;
    return sl__err(err, SL_ENOMEM, 0, "cannot start gzip decompression");
  }
  g->ready = 1;
  return 0;
}

void sl__gunzip_close(sl_gunzip_t *g) {
  if (g->ready) inflateEnd(&g->z);
  free(g->out);
  memset(g, 0, sizeof *g);
}

int sl__gunzip_feed(void *ud, const uint8_t *p, size_t n) {
  sl_gunzip_t *g = ud;
  int pending = 0;  /* the output buffer filled up: zlib may hold more */
  g->z.next_in = (Bytef *)p;
  g->z.avail_in = 0;
  for (;;) {
    int zr, rc;
    uInt before;
    size_t got;
    /* zlib counts in uInt: huge chunks go in pieces. */
    if (g->z.avail_in == 0 && n > 0) {
      size_t k = n > (size_t)1 << 30 ? (size_t)1 << 30 : n;
      g->z.avail_in = (uInt)k;
      n -= k;
    }
    if (g->z.avail_in == 0 && !pending) break;
    g->z.next_out = g->out;
    g->z.avail_out = (uInt)g->cap;
    before = g->z.avail_in;
    zr = inflate(&g->z, Z_NO_FLUSH);
    g->in_pos += before - g->z.avail_in;
    /* After a member's end, the next bytes start another member (zlib
     * rejects anything else as a bad header). */
    if (before != g->z.avail_in) g->between = 0;
    got = g->cap - g->z.avail_out;
    pending = g->z.avail_out == 0;
    if (got > 0) {
      g->out_pos += got;
      rc = g->fn(g->ud, g->out, got);
      if (rc) return rc;
    }
    if (zr == Z_STREAM_END) {
      inflateReset(&g->z);
      g->between = 1;
      pending = 0;
    } else if (zr == Z_BUF_ERROR && before == g->z.avail_in && got == 0) {
      /* No progress: zlib wants more input than there is. */
      if (g->z.avail_in == 0) {
        pending = 0;
        continue;
      }
      return sl__err(g->err, SL_EFORMAT, g->in_pos,
                     "expected gzip data; decompression stalls at "
                     "compressed byte %llu", (unsigned long long)g->in_pos);
    } else if (zr != Z_OK && zr != Z_BUF_ERROR) {
      return sl__err(g->err, SL_EFORMAT, g->in_pos,
                     "expected gzip data; decompression failed at "
                     "compressed byte %llu: %s",
                     (unsigned long long)g->in_pos,
                     g->z.msg ? g->z.msg : "corrupt stream");
    }
  }
  return 0;
}

int sl__gunzip_finish(sl_gunzip_t *g) {
  if (g->between || (g->in_pos == 0 && g->out_pos == 0)) return 0;
  return sl__err(g->err, SL_ETRUNC, g->in_pos,
                 "the gzip data ends at compressed byte %llu inside a "
                 "member (truncated?)",
                 (unsigned long long)g->in_pos);
}

int sl__gunzip_head(const uint8_t *in, size_t n, uint8_t *out, size_t cap,
                    size_t *got) {
  z_stream z;
  memset(&z, 0, sizeof z);
  *got = 0;
  if (inflateInit2(&z, 16 + MAX_WBITS) != Z_OK) return SL_ENOMEM;
  z.next_in = (Bytef *)(uintptr_t)in;
  z.avail_in = (uInt)n;
  z.next_out = out;
  z.avail_out = (uInt)cap;
  (void)inflate(&z, Z_NO_FLUSH);
  *got = cap - z.avail_out;
  inflateEnd(&z);
  return 0;
}

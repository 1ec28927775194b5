/* Streaming gzip decompression (zlib) as a filter between the read loop and
 * a chunk consumer: compressed chunks in, decompressed chunks out.
 *
 * Several gzip members one after another (what `cat a.gz b.gz` or a log
 * appended with `gzip >>` gives) decompress as one stream.  Memory is one
 * output buffer and zlib's window, whatever the input's size. */
#ifndef SL_GZIP_H
#define SL_GZIP_H

#include <stddef.h>
#include <stdint.h>

#include <zlib.h>

#include "stream/io/source.h"
#include "stepline/stepline.h"

typedef struct sl_gunzip_s {
  z_stream z;
  int ready;          /* inflateInit2 succeeded                      */
  int between;        /* a member ended; the next must start with magic */
  uint8_t *out;
  size_t cap;
  sl_chunk_fn fn;
  void *ud;
  uint64_t in_pos;    /* compressed bytes consumed, for messages     */
  uint64_t out_pos;   /* decompressed bytes produced                 */
  sl_error_t *err;
} sl_gunzip_t;

/* Returns 0 or SL_ENOMEM (err filled). */
int sl__gunzip_init(sl_gunzip_t *g, sl_chunk_fn fn, void *ud,
                    sl_error_t *err);
void sl__gunzip_close(sl_gunzip_t *g);

/* Decompresses n more bytes, handing the output to fn.  Returns 0, fn's
 * stop value, or SL_EFORMAT (err filled: compressed byte offset). */
int sl__gunzip_feed(void *g, const uint8_t *p, size_t n);

/* The first bytes gzip data `in` (n bytes, a file's head) holds, into
 * out (room for cap): *got of them, as many as n gives.  0, or SL_ENOMEM
 * when zlib cannot start. */
int sl__gunzip_head(const uint8_t *in, size_t n, uint8_t *out, size_t cap,
                    size_t *got);

/* The compressed input has ended: SL_ETRUNC when it stops inside a
 * member, else 0. */
int sl__gunzip_finish(sl_gunzip_t *g);

#endif

/* Input sources: a file that can be read again by offset.
 *
 * The analysis makes several passes over a step's bytes, so every input
 * must be re-readable.  Regular files are read in place.  A non-seekable
 * input (stdin as a pipe) is spooled once: into memory up to
 * `spool_memory` bytes, and beyond that into an unlinked temporary file. */
#ifndef SL_SOURCE_H
#define SL_SOURCE_H

#include <stdint.h>

#include <uv.h>

#include "loop.h"
#include "stepline/stepline.h"

typedef struct sl_source_s {
  const char *name;   /* for messages: the path, or "<stdin>"          */
  uv_loop_t loop;
  int loop_ok;
  uv_file fd;         /* -1 when the bytes are in `mem`                 */
  int own_fd;
  uint8_t *mem;       /* spooled bytes (stdin that fit in memory)       */
  uint64_t size;      /* total bytes                                    */
} sl_source_t;

/* Opens `path` ("-" for stdin).  Returns 0 or a negative code with err. */
int sl__source_open(sl_source_t *s, const char *path, uint64_t spool_memory,
                    sl_error_t *err);
void sl__source_close(sl_source_t *s);

/* Delivers bytes [off, off+len) to `fn` in chunks, in order.  Returns 0,
 * the consumer's stop value, or a negative code with err filled (read
 * error, or the file became shorter than len). */
int sl__source_feed(sl_source_t *s, uint64_t off, uint64_t len,
                    sl_chunk_fn fn, void *ud, sl_error_t *err);

/* The same on another thread's loop (each thread that reads needs its own
 * libuv loop; the descriptor is read by offset, so sharing it is safe). */
int sl__source_feed_on(sl_source_t *s, uv_loop_t *loop, uint64_t off,
                       uint64_t len, sl_chunk_fn fn, void *ud,
                       sl_error_t *err);

/* Copies up to n bytes at off into buf (for format detection).  Returns the
 * number of bytes copied or a negative code. */
int64_t sl__source_peek(sl_source_t *s, uint64_t off, void *buf, size_t n);

#endif

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
  uint8_t *mem;       /* spooled bytes (stdin that fit in memory), or a
                       * held record (not owned, see own_mem)          */
  int own_mem;
  uint64_t size;      /* total bytes (UINT64_MAX: a stream, not known)  */
  int stream;         /* opened lazily and not re-readable: a pipe      */
  uint8_t *prefix;    /* a stream's first bytes, read for detection     */
  size_t plen;
  int eof;            /* the stream ended within the prefix             */
} sl_source_t;

/* A spool: bytes of unknown length kept so they can be read again, in
 * memory up to a limit and beyond it in an unlinked temporary file.
 * sl__spool_chunk is an sl_chunk_fn. */
typedef struct sl_spool_s {
  uint8_t *mem;
  size_t len, cap;
  uint64_t limit;
  int tmp_fd;      /* -1 until the memory limit is passed */
  uint64_t tmp_len;
} sl_spool_t;

void sl__spool_init(sl_spool_t *sp, uint64_t limit);
/* An unlinked temporary file in $TMPDIR (or /tmp): it lives as long as
 * the descriptor.  Returns the descriptor or -errno. */
int sl__spool_tmpfile(void);
int sl__spool_chunk(void *sp, const uint8_t *p, size_t n);
/* Makes `s` (opened, or only memset to 0) read the spooled bytes; the
 * spool is emptied.  Returns 0. */
int sl__spool_into(sl_spool_t *sp, sl_source_t *s);
void sl__spool_free(sl_spool_t *sp);

/* Opens `path` ("-" for stdin).  Returns 0 or a negative code with err. */
int sl__source_open(sl_source_t *s, const char *path, uint64_t spool_memory,
                    sl_error_t *err);
void sl__source_close(sl_source_t *s);

/* Opens `path` ("-" for stdin) without spooling a pipe: a non-seekable
 * input becomes a stream (s->stream, size UINT64_MAX) that can be read
 * once with sl__source_stream(), after sl__source_sample() has kept its
 * first bytes for detection.  Regular files open as sl__source_open(). */
int sl__source_open_lazy(sl_source_t *s, const char *path, sl_error_t *err);

/* A source over n bytes at p, which the caller keeps alive (a record held
 * in memory).  `name` is for messages. */
void sl__source_mem(sl_source_t *s, const char *name, const uint8_t *p,
                    uint64_t n);

/* A source over the first `size` bytes of a descriptor the caller keeps
 * open (and closes after sl__source_close).  Returns 0 or SL_ENOMEM. */
int sl__source_fd(sl_source_t *s, const char *name, uv_file fd,
                  uint64_t size);
/* The first bytes of the input, up to n: *out points to them (valid until
 * the source closes).  For a stream they are read once and kept, and
 * delivered again by sl__source_stream().  Returns the count or a negative
 * code with err filled. */
int64_t sl__source_sample(sl_source_t *s, size_t n, const uint8_t **out,
                          sl_error_t *err);

/* Frees the sample of a re-readable input once detection is done (a
 * stream keeps it: its bytes are delivered again). */
void sl__source_drop_sample(sl_source_t *s);

/* Delivers the whole input from its first byte, in order: a file by
 * offset, a stream from its kept prefix on.  Returns 0, the consumer's
 * stop value, or a negative code with err filled. */
int sl__source_stream(sl_source_t *s, sl_chunk_fn fn, void *ud,
                      sl_error_t *err);

/* Turns a stream into a re-readable source by spooling all of it (memory
 * up to spool_memory, then a temporary file).  Returns 0 or a negative
 * code with err filled. */
int sl__source_spool(sl_source_t *s, uint64_t spool_memory, sl_error_t *err);

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

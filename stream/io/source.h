/* Input sources: the bytes of one input, read by offset or once in order.
 *
 * A step is analysed in several passes, so its bytes must be readable
 * again.  A regular file is read in place by offset (pread, a chunk at a
 * time into a buffer of the reader's own: no thread hand-offs, which cost
 * more than they overlapped on two busy cores), and bytes in memory are
 * handed over where they lie.  A pipe is a stream: its first bytes are
 * sampled for detection and kept, then it is read once in order; whoever
 * needs its bytes again spools them (sl_spool_t: memory up to a limit,
 * then an unlinked temporary file). */
#ifndef SL_SOURCE_H
#define SL_SOURCE_H

#include <stddef.h>
#include <stdint.h>

#include "stepline/stepline.h"

/* Consumer of one chunk.  Returns 0 to go on, anything else to stop; that
 * value is returned by the function that read the chunk. */
typedef int (*sl_chunk_fn)(void *ud, const uint8_t *p, size_t n);

/* Bytes a read hands over at once. */
#define SL_CHUNK ((size_t)1 << 20)

typedef struct sl_source_s {
  const char *name;     /* for messages: the path, or "<stdin>"          */
  int fd;               /* -1 when the bytes are in `mem`                */
  int own_fd;
  const uint8_t *mem;
  uint8_t *own_mem;     /* freed at close                                */
  uint64_t size;        /* total bytes (UINT64_MAX: a stream)            */
  int stream;           /* read once, in order: a pipe                   */
  uint8_t *prefix;      /* a stream's first bytes, read for detection    */
  size_t plen;
  int eof;              /* the stream ended within the prefix            */
} sl_source_t;

/* Opens `path` ("-" for standard input).  A regular file (also a file
 * redirected to standard input) is re-readable; anything else becomes a
 * stream.  Returns 0 or a negative code with err filled. */
int sl__source_open(sl_source_t *s, const char *path, sl_error_t *err);

/* A source over n bytes at p, which the caller keeps alive. */
void sl__source_mem(sl_source_t *s, const char *name, const uint8_t *p,
                    uint64_t n);

/* A source over the first `size` bytes of a descriptor the caller keeps
 * open (and closes after sl__source_close). */
void sl__source_fd(sl_source_t *s, const char *name, int fd, uint64_t size);

void sl__source_close(sl_source_t *s);

/* The first bytes of the input, up to n: *out points to them (valid until
 * the source closes or the sample is dropped).  A stream's are read once
 * and delivered again by sl__source_stream().  Returns the count or a
 * negative code with err filled. */
int64_t sl__source_sample(sl_source_t *s, size_t n, const uint8_t **out,
                          sl_error_t *err);

/* Frees the sample of a re-readable input (a stream keeps it). */
void sl__source_drop_sample(sl_source_t *s);

/* Delivers bytes [off, off+len) of a re-readable source to `fn`, in
 * order, in chunks of at most SL_CHUNK (all at once from memory).
 * Returns 0, the consumer's stop value, or a negative code with err
 * filled (a read error, or the file became shorter than the range). */
int sl__source_read(sl_source_t *s, uint64_t off, uint64_t len,
                    sl_chunk_fn fn, void *ud, sl_error_t *err);

/* Delivers the whole input once from its first byte: a re-readable one
 * by offset, a stream from its kept prefix on.  Returns as
 * sl__source_read. */
int sl__source_stream(sl_source_t *s, sl_chunk_fn fn, void *ud,
                      sl_error_t *err);

/* Copies up to n bytes at off into buf.  Returns the count (short at the
 * end) or -errno. */
int64_t sl__source_peek(const sl_source_t *s, uint64_t off, void *buf,
                        size_t n);

/* Reads [off, off+len) of descriptor fd (off < 0: from its offset, to its
 * end when len is UINT64_MAX) to `fn` in SL_CHUNK pieces.  *got is what
 * was delivered; an early end is not an error here.  Returns 0, -errno
 * or the consumer's stop value. */
int sl__read_fd(int fd, int64_t off, uint64_t len, sl_chunk_fn fn, void *ud,
                uint64_t *got);

/* ---- spools ---------------------------------------------------------------
 * Bytes of unknown length kept so they can be read again: in memory up to
 * `limit`, beyond it in an unlinked temporary file.  sl__spool_chunk is an
 * sl_chunk_fn. */
typedef struct sl_spool_s {
  uint8_t *mem;
  size_t len, cap;
  uint64_t limit;
  int tmp_fd;           /* -1 until the memory limit is passed           */
  uint64_t tmp_len;
} sl_spool_t;

void sl__spool_init(sl_spool_t *sp, uint64_t limit);
int sl__spool_chunk(void *sp, const uint8_t *p, size_t n);
/* Makes `s` a re-readable source of the spooled bytes (named `name`); the
 * spool is emptied and `s` owns what it held. */
void sl__spool_into(sl_spool_t *sp, sl_source_t *s, const char *name);
void sl__spool_free(sl_spool_t *sp);

/* An unlinked temporary file in $TMPDIR (or /tmp): it lives as long as
 * the descriptor.  Returns the descriptor or -errno. */
int sl__spool_tmpfile(void);

/* write(2) / pwrite(2) until all of [p, p+n) is written.  Return 0 or
 * -errno. */
int sl__write_all(int fd, const void *p, size_t n);
/* Paths: is it a directory; the size of a regular file (0 for anything
 * else); dir + "/" + name (malloc'd, NULL when out of memory). */
int sl__is_dir(const char *path);
uint64_t sl__path_size(const char *path);
char *sl__path_join(const char *dir, const char *name);
int sl__pwrite_all(int fd, const void *p, size_t n, uint64_t at);

#endif

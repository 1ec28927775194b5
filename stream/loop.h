/* The read loop: a byte range of a file descriptor delivered in chunks on a
 * libuv loop.
 *
 * Two buffers alternate: while the consumer parses one chunk on the loop
 * thread, the next uv_fs_read is already running in libuv's threadpool, so
 * reading overlaps parsing and writing.  A range of a file that fits in
 * one chunk is read at once on the calling thread.  The consumer is a push parser that
 * keeps its own state between chunks; this is what later lets a growing
 * file be followed without a redesign. */
#ifndef SL_LOOP_H
#define SL_LOOP_H

#include <stddef.h>
#include <stdint.h>

#include <uv.h>

/* Consumer of one chunk.  Returns 0 to go on, anything else to stop; that
 * value is then returned by sl__read_range(). */
typedef int (*sl_chunk_fn)(void *ud, const uint8_t *p, size_t n);

#define SL_READ_TO_EOF UINT64_MAX

/* Reads `len` bytes (or until EOF with SL_READ_TO_EOF) of `fd` starting at
 * `off` (or at the current position when off < 0, as for pipes) and hands
 * them to `fn` in order.  *got receives the number of bytes delivered.
 * Returns 0, -errno on a read error, or the consumer's stop value.  Reaching
 * EOF early is not an error here: callers compare *got with len. */
int sl__read_range(uv_loop_t *loop, uv_file fd, int64_t off, uint64_t len,
                   size_t chunk, sl_chunk_fn fn, void *ud, uint64_t *got);

#endif

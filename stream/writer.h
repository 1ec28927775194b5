/* The output writer: a second thread that writes to a descriptor while the
 * converter formats the next buffer.
 *
 * A ring of buffers, two (eight with direct writes, sl__writer_direct):
 * the sink copies the formatted bytes into the next free one and hands it
 * to the writer thread, so write(2) on one core overlaps parsing and
 * formatting on the other, and a write that takes a while (a disk's)
 * holds the converter up only once all of them wait.  The first write
 * error is kept and returned by the next sink call and by
 * sl_writer_free(). */
#ifndef SL_WRITER_H
#define SL_WRITER_H

#include <stddef.h>
#include <stdint.h>

#include "stepline/stepline.h"

/* write(2) until all of [p, p+n) is written.  Returns 0 or -errno. */
int sl__write_all(int fd, const uint8_t *p, size_t n);
/* pwrite(2) of all of [p, p+n) at `at`.  Returns 0 or -errno. */
int sl__pwrite_all(int fd, const void *p, size_t n, uint64_t at);

/* A writer that writes by position: the bytes handed to sl_writer_sink
 * go to `at`, then on from there, whatever the descriptor's offset is
 * (with at < 0, to the offset with write(2), as sl_writer_new).  For an
 * output that is also written in place between runs of bytes, like
 * follow's closing bracket: drain first.  NULL when out of memory. */
sl_writer_t *sl__writer_new_at(int fd, int64_t at);
/* Waits until every byte handed over is written.  Returns 0 or the first
 * write error (-errno), which the writer keeps.  Call it from the
 * producer's side. */
int sl__writer_drain(sl_writer_t *w);
/* Waits until the thread holds no buffer, then makes `at` the position
 * of the next bytes handed over (a positioned writer only).  Returns 0
 * or the writer's first write error, as drain does. */
int sl__writer_seek(sl_writer_t *w, uint64_t at);

/* The bytes before `upto` are final: let the page cache go of them, a
 * step behind.  A positioned writer only; a no-op for others.  Returns at
 * once: the writer thread, when it has no bytes to write, starts the
 * write-back of the whole pages below `upto` not yet started, and drops
 * from the page cache the pages whose write-back an earlier call started
 * (written out again first if they are still dirty, so nothing is lost).
 * Bytes handed over meanwhile wait for at most one 8 MiB piece of that
 * work (on a disk slower than one step's interval, a piece's drop also
 * waits for the pages' write-back to end).  What is still to do when
 * the writer is freed is let be.
 *
 * Why: an output that only grows (follow's trace) otherwise takes new
 * page-cache pages for every byte.  In a VM whose host takes back the
 * guest's free memory, new pages are slow to get: 64 MiB took 155-335 ms
 * to write on the machines this project is built on once the warm ones
 * were used up, against 13-19 ms into pages the kernel had just let go
 * (docs/perf.md).  The page that holds byte `upto` (follow's closing
 * bracket, written again with the next bytes) is never dropped, whatever
 * the page size: the kernel drops whole pages of the range only.  Call
 * from the producer's side; `upto` below an earlier call's changes
 * nothing. */
void sl__writer_release(sl_writer_t *w, uint64_t upto);

/* Writes the whole blocks of what comes from now on with O_DIRECT, past
 * the page cache, through a second descriptor of the same file.  For a
 * positioned writer, before any bytes are handed over.  The bytes after
 * the last whole block are written through the page cache by drain, seek
 * and free, so the file is whole after each, as without.  While more
 * than half the buffers wait (a disk slower than the converter), blocks
 * go through the page cache instead, and sl__writer_release lets those
 * pages go as before.  A direct write that fails is done again through
 * the page cache, and the writer stays there.  Returns 0, or a negative
 * code when the file or the system takes no direct writes (the writer
 * goes on as it was).
 *
 * Why: a 64 MiB step written through the page cache cost the writer
 * thread 24 ms of CPU in the kernel on this project's 2-core VMs (page
 * allocation, copy, ext4's delayed allocation, the release's write-back),
 * a fifth of a 100k-op step's CPU.  Written direct, 64 MiB cost 2-4 ms
 * of CPU (and 33-40 ms of the disk's time, which both cores spend
 * converting); in follow, with a third of the blocks still going through
 * the page cache while the ring is behind, the follower's system time went
 * from 30-36 to 15-22 ms a step (docs/perf.md, eighth session). */
int sl__writer_direct(sl_writer_t *w);
/* The same with a descriptor of the caller's for the direct writes (the
 * writer owns it from now on, and closes it, on failure too) and the
 * block size they want (a power of two, 512 at least): what
 * sl__writer_direct does once it has opened the file again.  Tests give
 * it a descriptor whose writes fail, to see the writer fall back. */
int sl__writer_direct_fd(sl_writer_t *w, int dfd, size_t align);
/* How many bytes went with O_DIRECT so far (tests, benchmarks). */
uint64_t sl__writer_direct_bytes(sl_writer_t *w);

#endif

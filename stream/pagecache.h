/* Letting a file's pages go from the page cache once they are final.
 *
 * Two files only ever grow while `stepline follow` runs: its trace, which
 * it writes (stream/writer.c), and the log, which the training job writes
 * and follow reads once (stream/tail.c).  Left alone, each byte of either
 * takes a new page-cache page, and on a VM whose host takes back the
 * memory its guest leaves free (free page reporting, as on the machines
 * this project is built on), new pages are slow to get once the recently
 * freed ones are used up: a 64 MiB step of trace took 64-215 ms to write
 * instead of 12-34 (perf/page-reuse, docs/perf.md).  Pages let go of go back to the kernel's
 * free lists, warm, and the next bytes of either file land in them.
 *
 * The two calls are a pair: kick a range first, drop it a step later,
 * when its write-back has most likely ended, so the drop seldom waits.
 * Both are hints: nothing written is lost or changed, and errors are
 * ignored.  Where the system has no sync_file_range (not Linux), only
 * pages already clean are dropped.  On tmpfs both do nothing. */
#ifndef SL_PAGECACHE_H
#define SL_PAGECACHE_H

#include <stdint.h>

/* Page size the ranges are cut to, and the size drops are aligned to:
 * the page cache holds a file in folios of up to 2 MiB, aligned to their
 * size, and drops a folio only when the range covers all of it. */
#define SL_PAGE_DOWN(x) ((x) & ~(uint64_t)4095)
#define SL_DROP_ALIGN ((uint64_t)8 << 20)

/* Starts writing the dirty pages of [a, z) of `fd` back to the disk,
 * without waiting.  Any descriptor of the file will do, read-only too. */
void sl__pages_kick(int fd, uint64_t a, uint64_t z);

/* Writes the dirty pages of [a, z) back (waiting for write-back already
 * under way first, then for this one) and drops the range's whole folios
 * from the page cache.  Blocks for as long as the disk takes; call it off
 * the path anyone waits on. */
void sl__pages_drop(int fd, uint64_t a, uint64_t z);

#endif

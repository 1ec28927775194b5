/* A range of a file mapped read-only, that stays readable when the file
 * is truncated under it.
 *
 * `stepline follow` reads each appended record of a regular file in
 * place, from a mapping, instead of copying it into a buffer of its own:
 * a 38 MiB record costs no new memory and no copy (the first record of a
 * follow was 12-23 ms of page faults and copying before its conversion
 * could start, later ones 5-7 ms; mapped, 3 ms; docs/perf.md).
 *
 * A mapping of a file that another process truncates raises SIGBUS at
 * the first access past the new end.  A follower must survive that:
 * truncating a log to start it over is one of the things it follows.
 * So while any range is mapped, a process-wide SIGBUS handler is
 * installed.  A fault inside a registered range puts zero-filled pages
 * over the rest of that range (the faulting access and every later one
 * read zeros) and marks the range lost.  A file cut and written again
 * while mapped needs no fault to show new bytes (the pages refilled by
 * the new writes read as those), so a range whose file is now shorter
 * than the range is lost too.  The reader throws away what it made of a
 * lost range and starts over (stream/tail.c).  A fault anywhere else
 * goes to the handler that was there before (or, if that was the
 * default, kills the process with SIGBUS as it would have).
 *
 * Not caught: a file cut and rewritten past the range's end between the
 * map and the check.  The bytes read may then mix old and new, as a copy
 * of them made by read() would have during its (shorter) read.
 *
 * Linux and other POSIX systems with si_addr on SIGBUS.  Where mmap of
 * the file fails (some network and FUSE filesystems), sl__fmap_open says
 * so and the caller reads instead. */
#ifndef SL_FMAP_H
#define SL_FMAP_H

#include <stddef.h>
#include <stdint.h>

/* Caller-allocated.  `p` points at the first requested byte. */
typedef struct sl_fmap_s {
  const uint8_t *p;
  size_t n;
  void *base;      /* page-aligned start of the mapping */
  size_t len;
  int slot;        /* index in the handler's table, or -1 */
} sl_fmap_t;

/* Maps bytes [off, off+n) of `fd` (n > 0) read-only and registers them
 * with the SIGBUS handler (installing it on the first call).  Returns 0,
 * a negative errno from mmap (the file cannot be mapped: read it
 * instead), or -EBUSY when all of the handler's slots (8) are in use.
 * Thread-safe against the handler; opens and closes themselves are made
 * from one thread at a time. */
int sl__fmap_open(sl_fmap_t *m, int fd, uint64_t off, size_t n);

/* 1 if an access to the range faulted because the file had become
 * shorter (its bytes from there on read as zeros), or if the file is now
 * shorter than the range (an fstat, each call), else 0.  Ask after the
 * bytes have been used.  Any thread. */
int sl__fmap_lost(const sl_fmap_t *m);

/* 1 if any range open now is lost: for code that reads the bytes
 * without the sl_fmap_t at hand (the steps made of them). */
int sl__fmap_lost_any(void);

/* Unmaps the range and frees its slot.  The handler stays installed (a
 * later mapping will want it); it passes on every fault it does not own. */
void sl__fmap_close(sl_fmap_t *m);

#endif

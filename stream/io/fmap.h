/* A range of a file mapped read-only, that stays readable when the file
 * is truncated under it.
 *
 * `stepline follow` reads each appended record of a regular file in
 * place, from a mapping, instead of copying it into a buffer of its own:
 * a record costs no new memory and no copy (docs/perf.md).
 *
 * A mapping of a file that another process truncates raises SIGBUS at
 * the first access past the new end, and a follower must survive that:
 * truncating a log to start it over is one of the things it follows.  So
 * files are mapped only once the program has installed the guard
 * (sl_sigbus_guard(), stepline.h): a fault inside a registered range puts
 * zero-filled pages over the rest of that range (the faulting access and
 * every later one read zeros) and marks the range lost.  A file cut and
 * written again while mapped needs no fault to show new bytes, so a range
 * whose file is now shorter than the range is lost too.  The reader
 * throws away what it made of a lost range and starts over
 * (stream/io/tail.c).  A fault anywhere else goes to the handler that was
 * there before (or, if that was the default, kills the process with
 * SIGBUS as it would have).
 *
 * Not caught: a file cut and rewritten past the range's end between the
 * map and the check.  The bytes read may then mix old and new, as a copy
 * of them made by read() would have during its (shorter) read. */
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
 * with the guard.  Returns 0; -ENOTSUP when the program has not installed
 * the guard; a negative errno from mmap (the file cannot be mapped); or
 * -EBUSY when all of the guard's slots (8) are in use.  The caller reads
 * instead when it fails.  Opens and closes are made from one thread at a
 * time. */
int sl__fmap_open(sl_fmap_t *m, int fd, uint64_t off, size_t n);

/* 1 if an access to the range faulted because the file had become
 * shorter (its bytes from there on read as zeros), or if the file is now
 * shorter than the range (an fstat, each call), else 0.  Ask after the
 * bytes have been used.  Any thread. */
int sl__fmap_lost(const sl_fmap_t *m);

/* 1 if any range open now is lost: for code that reads the bytes
 * without the sl_fmap_t at hand (the steps made of them). */
int sl__fmap_lost_any(void);

/* Unmaps the range and frees its slot. */
void sl__fmap_close(sl_fmap_t *m);

#endif

/* Faulting in memory ahead of the thread that is about to fill it.
 *
 * A page's first write costs a fault; in a VM it costs more than zeroing
 * the page (0.4 ms a MiB on the machines this project is built on).  When
 * a big buffer is about to be filled from the front (follow's record
 * buffer, once the file's size says how much is coming), a helper thread
 * faults its pages in from the front too, on the other core, and the
 * filling thread mostly finds them there: the first 38 MiB record of a
 * follow went from 22-33 ms to 12-23 ms to read (docs/perf.md).
 *
 * Linux 5.14 and later (MADV_POPULATE_WRITE); elsewhere, or for small
 * ranges, nothing happens.  Populating writable pages does not change
 * their contents, so the helper and the filling thread never conflict. */
#ifndef SL_PREFAULT_H
#define SL_PREFAULT_H

#include <stddef.h>

#include <uv.h>

/* Caller-allocated; zero it (or use sl__prefault_init) before use. */
typedef struct sl_prefault_s {
  uv_thread_t thread;
  void *p;       /* the whole pages of the range being faulted in */
  size_t n;
  int running;   /* a helper was started and not yet waited for   */
} sl_prefault_t;

/* Ranges shorter than this are not worth a thread. */
#define SL_PREFAULT_MIN ((size_t)8 << 20)

void sl__prefault_init(sl_prefault_t *pf);

/* Starts a helper thread that faults in the whole pages of [p, p+n), if
 * n is at least SL_PREFAULT_MIN and the system can.  A helper still
 * running from an earlier call is waited for first.  The memory must stay
 * mapped until sl__prefault_wait().  Not thread-safe on one pf: one owner
 * thread calls start and wait. */
void sl__prefault_start(sl_prefault_t *pf, void *p, size_t n);

/* Waits for the helper, if one is running.  Call before the memory is
 * freed or moved, and before pf goes away. */
void sl__prefault_wait(sl_prefault_t *pf);

#endif

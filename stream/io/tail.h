/* Following a growing input (`stepline follow`): what a file already
 * holds, then each append as it lands.
 *
 * The input is a file, a directory (the newest `events.out.tfevents.*` in
 * it, switching when a newer one appears: TensorBoard starts a new file
 * per run or restart), or "-" (standard input: a pipe is read until its
 * end).  Everything runs on one libuv loop:
 *
 *   - uv_fs_event on the file's directory: inotify wakes the loop when the
 *     file is written, replaced or a new file is created, so idle
 *     following makes no system calls at all;
 *   - uv_fs_poll-style stat polling (a timer) only when the filesystem
 *     cannot notify (inotify limits, some network filesystems) or when
 *     asked for (poll_ms);
 *   - an async handle for sl__tail_stop(): the loop stops between two
 *     deliveries, so the consumer always finishes what it was doing;
 *   - a timer for exit_idle.
 *
 * A file that gets shorter than what was read (truncated) or whose inode
 * changes (replaced, as by a rename over it) starts over from its first
 * byte: the consumer is told by `start` before the new bytes come.
 *
 * A consumer must copy what it keeps of the bytes: `data`'s and `take`'s
 * pointers are only good during the call. */
#ifndef SL_TAIL_H
#define SL_TAIL_H

#include <stddef.h>
#include <stdint.h>

#include "stepline/stepline.h"

/* What `settled` returns when it has more to do (see below). */
#define SL_TAIL_MORE 1

typedef struct sl_tail_cb_s {
  void *ud;
  /* The input (re)starts: `path` is the file now read from its first
   * byte ("<stdin>" for a pipe), `why` NULL the first time, else what
   * happened ("truncated", "replaced", "a newer events file").  Returns 0
   * or a negative code, which ends the run. */
  int (*start)(void *ud, const char *path, const char *why);
  /* The next bytes, in order.  Returns 0 or a negative code (the run
   * ends with it). */
  int (*data)(void *ud, const uint8_t *p, size_t n);
  /* May be NULL.  When set, a regular file's bytes come here instead of
   * to `data`, in place: p..p+n is the file from the read position to
   * its end, mapped (stream/io/fmap.h), good during the call only.  The
   * consumer takes a prefix (*used bytes; about `want` or a little more
   * is a turn) and the rest is offered again on the next turn, with what
   * has been appended since; *wait = 1 says the rest cannot be taken
   * before the file grows (no turn comes until it does).  If the file is
   * truncated while its bytes are taken, what `take` returns is ignored
   * and the file starts over (`start`, "truncated"): what the consumer
   * made of those bytes must not outlive the call unchecked (it can ask
   * sl__fmap_lost_any()).  A file that cannot be mapped (or without the
   * program's SIGBUS guard) goes to `data`. */
  int (*take)(void *ud, const uint8_t *p, size_t n, size_t want,
              size_t *used, int *wait);
  /* A read turn has been delivered (up to 32 MiB of a backlog, or what a
   * wake-up found): work that can wait for a batch of steps goes here.
   * May be NULL.  Returns 0, SL_TAIL_MORE, or a negative code (the run
   * ends with it).  SL_TAIL_MORE says more such work is due: it is
   * called again once the loop has looked at its events (and taken a
   * turn of whatever landed meanwhile), and again, until it returns
   * something else, so long work done a piece a call never holds up a
   * record by more than one piece.  While more is due the run is not
   * idle (exit_idle). */
  int (*settled)(void *ud);
  /* Before a file's bytes are read (not mapped for `take`): n more are
   * in the file now, so the
   * reader may size its buffers for them (the first record of a log
   * was read into a buffer that doubled, and copied, its way up).  May
   * be NULL. */
  void (*expect)(void *ud, uint64_t n);
} sl_tail_cb_t;

typedef struct sl_tail_opt_s {
  double exit_idle;    /* stop after this many seconds without new
                        * bytes; 0: never                              */
  unsigned poll_ms;    /* poll with stat at this interval instead of
                        * waiting for notifications; 0: notify (and
                        * poll every 500 ms only when that fails)       */
} sl_tail_opt_t;

/* Why a run ended without error: the public sl_follow_end_t. */
typedef sl_follow_end_t sl_tail_end_t;
#define SL_TAIL_EOF SL_FOLLOW_EOF
#define SL_TAIL_STOPPED SL_FOLLOW_STOPPED
#define SL_TAIL_IDLE SL_FOLLOW_IDLE

typedef struct sl_tail_s sl_tail_t;

/* Prepares to follow `path`; opt, cb and err are kept by pointer.
 * Returns 0 or a negative code with err filled. */
int sl__tail_new(sl_tail_t **out, const char *path, const sl_tail_opt_t *opt,
                 const sl_tail_cb_t *cb, sl_error_t *err);

/* Follows until sl__tail_stop(), exit_idle, the end of a pipe, or an
 * error.  Blocks.  Returns 0 with *end set, or a negative code with err
 * filled (an input that cannot be opened or read, or the consumer's
 * code). */
int sl__tail_run(sl_tail_t *t, sl_tail_end_t *end);

/* Makes a run stop after what it is doing.  Any thread, and signal
 * handlers (uv_async_send). */
void sl__tail_stop(sl_tail_t *t);

void sl__tail_free(sl_tail_t *t);

#endif

/* follow --window's steps: the bytes of the last N steps in a spool file
 * (a temporary, gone when closed) and their refs in a ring, for the
 * rebuild that converts them again when the window moves.  Not
 * thread-safe. */
#ifndef SL_WINDOW_H
#define SL_WINDOW_H

#include <stdint.h>

#include "stream/format/format.h"

typedef struct sl_wstep_s {
  uint64_t off, len;     /* its bytes in the spool                     */
  int damaged;           /* skipped (--skip-corrupt): no bytes kept     */
  sl_step_ref_t ref;
  char tag[SL_TAG_MAX + 1];
} sl_wstep_t;

typedef struct sl_window_s {
  int fd;                /* the spool, or -1                           */
  uint64_t len;          /* its bytes in use                           */
  sl_wstep_t *ring;      /* `cap` slots, the oldest step at `head`     */
  size_t cap, n, head;
  uint64_t seq;          /* steps taken since the start: the ring holds
                          * steps seq-n .. seq-1                        */
} sl_window_t;

/* Caller-allocated.  _open makes the spool and a ring of n slots (0, or
 * an error with err filled); _clear forgets every step; _close frees
 * both (also after _init alone). */
void sl__window_init(sl_window_t *w);
int sl__window_open(sl_window_t *w, size_t n, sl_error_t *err);
void sl__window_clear(sl_window_t *w);
void sl__window_close(sl_window_t *w);

/* Keeps a step (its bytes held in memory) as the newest; the oldest goes
 * when the ring is full.  A damaged step keeps its place without bytes.
 * Returns 0, or an error with err filled. */
int sl__window_keep(sl_window_t *w, const sl_step_ref_t *ref, int damaged,
                    sl_error_t *err);

/* The oldest step the window holds, and step `seq` (from it up to
 * w->seq - 1). */
static inline uint64_t sl__window_first(const sl_window_t *w) {
  return w->seq - w->n;
}
static inline const sl_wstep_t *sl__window_step(const sl_window_t *w,
                                                uint64_t seq) {
  return &w->ring[(w->head + (size_t)(seq - sl__window_first(w))) % w->cap];
}

#endif

/* The second thread of a run: started once, it runs one job at a time
 * for the thread that owns it, until the run ends (no thread per step).
 * It keeps its own walk state (emit/model/step.h) from job to job. */
#ifndef SL_HELPER_H
#define SL_HELPER_H

#include "emit/model/step.h"

typedef struct sl_helper_s sl_helper_t;

/* Starts the thread.  Returns 0 or SL_ENOMEM (*out NULL). */
int sl__helper_new(sl_helper_t **out);

/* Runs fn(arg) on the thread; returns at once.  One job at a time: the
 * last one must have been waited for. */
void sl__helper_post(sl_helper_t *h, void (*fn)(void *arg), void *arg);

/* Waits until the posted job has returned. */
void sl__helper_wait(sl_helper_t *h);

/* The thread's walk state and its error record (for its jobs). */
sl_walk_t *sl__helper_walk(sl_helper_t *h);
sl_error_t *sl__helper_err(sl_helper_t *h);

/* Ends the thread (after its job) and frees it.  NULL is ignored. */
void sl__helper_free(sl_helper_t *h);

#endif

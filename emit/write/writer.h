/* The output writer: a second thread that writes to a descriptor while the
 * converter formats the next buffer (public: sl_writer_t in stepline.h).
 *
 * Two buffers alternate: the sink copies the formatted bytes into the
 * free one and hands it to the writer thread, so write(2) on one core
 * overlaps parsing and formatting on the other.  The first write error is
 * kept and returned by the next sink call and by sl_writer_free().
 *
 * A positioned writer writes by offset instead (follow's trace, whose
 * closing bracket is written over by the next step's bytes). */
#ifndef SL_WRITER_H
#define SL_WRITER_H

#include <stdint.h>

#include "stepline/stepline.h"

/* A writer whose bytes go to `at`, then on from there, whatever the
 * descriptor's offset is.  NULL when out of memory. */
sl_writer_t *sl__writer_new_at(int fd, uint64_t at);
/* Waits until every byte handed over is written.  Returns 0 or the first
 * write error (-errno), which the writer keeps. */
int sl__writer_drain(sl_writer_t *w);
/* Waits until the thread holds no buffer, then makes `at` the position
 * of the next bytes handed over (a positioned writer only).  Returns 0 or
 * the writer's first write error, as drain does. */
int sl__writer_seek(sl_writer_t *w, uint64_t at);

#endif

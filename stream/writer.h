/* The output writer: a second thread that writes to a descriptor while the
 * converter formats the next buffer.
 *
 * Two buffers alternate: the sink copies the formatted bytes into the free
 * one and hands it to the writer thread, so write(2) on one core overlaps
 * parsing and formatting on the other.  The first write error is kept and
 * returned by the next sink call and by sl_writer_free(). */
#ifndef SL_WRITER_H
#define SL_WRITER_H

#include <stddef.h>
#include <stdint.h>

#include "stepline/stepline.h"

/* write(2) until all of [p, p+n) is written.  Returns 0 or -errno. */
int sl__write_all(int fd, const uint8_t *p, size_t n);

#endif

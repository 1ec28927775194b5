/* An input as a regular file mapped in place, whatever it arrives as: a
 * file is opened as it is; gzip is decompressed, and standard input that
 * is not a file copied, into an unlinked temporary file (disk, not
 * memory).  A reader walks the mapping and hands pages back behind it
 * (sl__mapped_release), so memory stays flat however large the input.
 * Caller-allocated; one thread at a time. */
#ifndef SL_MAPPED_H
#define SL_MAPPED_H

#include <stdint.h>

#include "stepline/stepline.h"

typedef struct sl_mapped_s {
  int fd;                 /* -1 until opened                              */
  int gzip;               /* fd is the decompressed spool                 */
  uint64_t size;
  const uint8_t *map;     /* NULL until mapped (or when size is 0)        */
} sl_mapped_t;

void sl__mapped_init(sl_mapped_t *m);
/* Opens `path` ("-": standard input).  Returns 0 (or when already open),
 * or a code with err filled: SL_EUSAGE (cannot open or spool), SL_ETRUNC
 * (gzip cut short; err->offset in the compressed bytes), SL_EFORMAT. */
int sl__mapped_open(sl_mapped_t *m, const char *path, sl_error_t *err);
/* Maps the opened file (nothing for an empty one).  0 or SL_ENOMEM. */
int sl__mapped_map(sl_mapped_t *m, sl_error_t *err);
/* Hands back the whole pages inside [off, off + len): read again, they
 * come from the file. */
void sl__mapped_release(const sl_mapped_t *m, uint64_t off, uint64_t len);
void sl__mapped_unmap(sl_mapped_t *m);
/* Unmaps and closes. */
void sl__mapped_close(sl_mapped_t *m);

#endif

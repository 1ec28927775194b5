/* Values sorted beyond memory, for exact medians: (series, value) pairs
 * added in any order come back sorted by series, then value.  They wait
 * in a buffer of fixed size; a full buffer is sorted and written to a
 * temporary file as a run, and the runs are merged at the end, so memory
 * is the buffer and a small window per run whatever the count. */
#ifndef SL_VSORT_H
#define SL_VSORT_H

#include <stdio.h>

#include "stream/common.h"

typedef struct sl_vpair_s {
  uint32_t series;
  int64_t v;
} sl_vpair_t;

typedef struct sl_vsort_s {
  sl_vpair_t *buf;
  size_t n, bufcap;       /* entries held, and room for               */
  size_t max;             /* entries held before a run is written      */
  FILE *tmp;              /* the runs, one after another               */
  uint64_t *runs;         /* each run's length, in entries             */
  size_t nruns, runcap;
} sl_vsort_t;

/* `entries` values are held before a run is written (0: 64K). */
void sl__vsort_init(sl_vsort_t *v, size_t entries);
/* Returns 0, SL_ENOMEM or -errno (the temporary file). */
int sl__vsort_add(sl_vsort_t *v, uint32_t series, int64_t value);
/* Hands every pair to fn in order; fn's non-zero return stops it and is
 * returned.  Returns 0, SL_ENOMEM or -errno. */
int sl__vsort_each(sl_vsort_t *v, int (*fn)(void *ud, const sl_vpair_t *p),
                   void *ud);
void sl__vsort_close(sl_vsort_t *v);

#endif

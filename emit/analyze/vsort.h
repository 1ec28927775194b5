/* Records beyond memory: fixed-size records added in any number come back
 * sorted by a comparator (or, without one, in the order they came).  They
 * wait in a buffer of fixed size; a full buffer is sorted and written to
 * a temporary file as a run, and the runs are merged at the end, so
 * memory is the buffer and a small window per run whatever the count.
 * (series, value) pairs, for exact medians, are one such record. */
#ifndef SL_VSORT_H
#define SL_VSORT_H

#include <stdio.h>

#include "stream/common.h"

typedef struct sl_vpair_s {
  uint32_t series;
  int64_t v;
} sl_vpair_t;

typedef struct sl_vsort_s {
  uint8_t *buf;
  size_t n, bufcap;       /* records held, and room for                */
  size_t max;             /* records held before a run is written      */
  size_t rec;             /* a record's bytes                          */
  int (*cmp)(const void *, const void *); /* NULL: kept in order       */
  FILE *tmp;              /* the runs, one after another               */
  uint64_t *runs;         /* each run's length, in records             */
  size_t nruns, runcap;
} sl_vsort_t;

/* Records of `rec` bytes, `entries` of them held before a run is written
 * (0: 64K), sorted by cmp (NULL: kept in the order they came). */
void sl__vsort_init_rec(sl_vsort_t *v, size_t entries, size_t rec,
                        int (*cmp)(const void *, const void *));
/* Returns 0, SL_ENOMEM or -errno (the temporary file). */
int sl__vsort_put(sl_vsort_t *v, const void *rec);
/* Hands every record to fn in order; fn's non-zero return stops it and
 * is returned.  May be called again (the same records again, until
 * sl__vsort_reset).  Returns 0, SL_ENOMEM or -errno. */
int sl__vsort_each_rec(sl_vsort_t *v, int (*fn)(void *ud, const void *rec),
                       void *ud);
/* A run being read: its place in the file and a window of it. */
typedef struct sl_vrun_s {
  uint64_t off, left;     /* next record's place (records), records left */
  uint8_t *w;             /* up to `win` records                        */
  size_t at, n;
} sl_vrun_t;

/* The records in order, pulled one at a time (each_rec pushes them). */
typedef struct sl_vcursor_s {
  sl_vsort_t *v;
  int spilled;            /* runs on disk, merged through the heap h     */
  int pending;            /* h[0]'s record was handed out               */
  size_t at;              /* in memory: the next record                  */
  sl_vrun_t *cs, **h;
  uint8_t *wins;
  size_t n, win;
} sl_vcursor_t;

/* Starts reading v's records in order (no sl__vsort_put() until
 * sl__vsort_done()).  Returns 0, SL_ENOMEM or -errno. */
int sl__vsort_open(sl_vsort_t *v, sl_vcursor_t *c);
/* The next record in *rec, valid until the next call: returns 1, 0 at
 * the end, or SL_ENOMEM / -errno. */
int sl__vsort_next(sl_vcursor_t *c, const void **rec);
void sl__vsort_done(sl_vcursor_t *c);
/* Forgets the records (the memory and the file are kept for more). */
void sl__vsort_reset(sl_vsort_t *v);
void sl__vsort_close(sl_vsort_t *v);

/* (series, value) pairs, sorted by series, then value. */
void sl__vsort_init(sl_vsort_t *v, size_t entries);
int sl__vsort_add(sl_vsort_t *v, uint32_t series, int64_t value);
int sl__vsort_each(sl_vsort_t *v, int (*fn)(void *ud, const sl_vpair_t *p),
                   void *ud);

#endif

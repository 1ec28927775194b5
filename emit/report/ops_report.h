/* The op table (emit/analyze/opattr.h) written as key_averages() prints
 * it: per group calls, self and total CPU time, device time (self and
 * total) and the device work launched under it, with the totals; a
 * table, CSV or a JSON member.  And the devices' breakdown
 * (emit/analyze/busy.h): span, busy, idle, compute, communication,
 * memory and overlap per device, in ns and as shares of the span. */
#ifndef SL_OPS_REPORT_H
#define SL_OPS_REPORT_H

#include <stdio.h>

#include "emit/analyze/busy.h"
#include "emit/analyze/opattr.h"
#include "emit/write/partial.h"

/* Orders of the op table (all descending but name). */
enum { SL_OPS_SORT_SELF_CPU, SL_OPS_SORT_CPU_TOTAL, SL_OPS_SORT_DEVICE_TOTAL,
       SL_OPS_SORT_SELF_DEVICE, SL_OPS_SORT_CALLS, SL_OPS_SORT_NAME };

/* --sort's name for the op table (NULL: self_cpu).  Returns 0 or
 * SL_EUSAGE. */
int sl__ops_sort_parse(const char *s, int *out);

/* Writes the table (format SL_REPORT_*; JSON: the member "ops", after a
 * comma unless *first), at most top rows (0: all).  Returns 0 or
 * SL_ENOMEM. */
int sl__ops_write(FILE *f, const sl_opattr_t *a, int format, int sort,
                  size_t top, int *first);

/* Writes the breakdown (JSON: the member "breakdown"), a row per rank
 * and device (a rank < 0 is none). */
void sl__busy_write(FILE *f, const sl_busy_t *b, int format, int *first);

/* The op table (after sl__opattr_finish) and the breakdown's rows (after
 * sl__busy_finish) as partial results' sections (emit/write/partial.h);
 * _load adds a section.  The breakdown counts the run's inputs: a
 * partial's are numbered from *input0 on, which moves past them; dev
 * (when given) turns a process read into the merge's (non-zero: not
 * known).  Return 0 or a code (the reader's err filled). */
int sl__ops_save(const sl_opattr_t *a, sl_pwrite_t *w);
int sl__ops_load(sl_opattr_t *a, sl_pread_t *r);
int sl__busy_save(const sl_busy_t *b, int64_t inputs, sl_pwrite_t *w);
int sl__busy_load(sl_busy_t *b, int64_t *input0,
                  int (*dev)(void *ud, int64_t *device), void *ud,
                  sl_pread_t *r);

#endif

/* `stepline merge --by=rank`: a row per input of a job (its rank, steps,
 * their median time, kernel time and its devices' idle share) against
 * the median input's, the slowest marked, as a table, CSV or JSON. */
#ifndef SL_RANKS_REPORT_H
#define SL_RANKS_REPORT_H

#include <stddef.h>
#include <stdint.h>

#include "stepline/stepline.h"

typedef struct sl_rank_row_s {
  char *file;
  int64_t rank, steps, kernel; /* -1: not known                          */
  double step, idle;        /* ns; percent (-1: not known)               */
  size_t at;                /* its place among the inputs                */
} sl_rank_row_t;

/* Sorts r by rank (those without one last, in their order) and writes the
 * report in format (an sl_report_format_t).  Returns 0 or a code with
 * err filled. */
int sl__ranks_write(sl_rank_row_t *r, size_t n, int format, sl_sink_fn sink,
                    void *ud, sl_error_t *err);

#endif

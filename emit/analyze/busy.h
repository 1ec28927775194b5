/* How busy each device was (the meaning of HTA's temporal breakdown):
 * over a device's kernels, copies and fills, the span from the first
 * start to the last end, the time any of them ran (the union of their
 * intervals), and of that the compute (kernels), communication (kernels
 * named like NCCL's), memory (copies and fills) and communication that
 * ran while compute did.  Exact to the ns.
 *
 * The intervals' ends wait in sorted runs (emit/analyze/vsort.c) and are
 * swept in time order, so memory is a row per device.  Not thread-safe. */
#ifndef SL_BUSY_H
#define SL_BUSY_H

#include "emit/analyze/vsort.h"
#include "stepline/events.h"

typedef struct sl_busy_row_s {
  int64_t rank;                   /* the job's rank (-1: none)            */
  int64_t input;                  /* which of the run's inputs            */
  int64_t device;
  int is_pid;                     /* device is the slice's process        */
  int64_t span, busy, compute, comm, memory, overlap; /* ns              */
} sl_busy_row_t;

typedef struct sl_busy_s {
  sl_vsort_t ends;
  sl_busy_row_t *rows;            /* by device, after sl__busy_finish     */
  size_t n, cap;
  /* the sweep */
  int64_t cur, cur_rank, cur_input, prev, first;
  int has_cur, cur_pid;
  int32_t open[3];
} sl_busy_t;

void sl__busy_init(sl_busy_t *b);
void sl__busy_close(sl_busy_t *b);
/* An event of the stream (kernels, copies and fills count) of the job's
 * rank `rank` (-1: none), read from the run's input number `input`.  A
 * device is the slice's "device" arg, else its process; each input's are
 * its own (two files without a rank are not one device's intervals).
 * Returns 0, SL_ENOMEM or -errno. */
int sl__busy_event(sl_busy_t *b, const sl_event_t *e, int64_t rank,
                   int64_t input);
/* The rows, in (rank, input, device) order.  Returns 0, SL_ENOMEM or
 * -errno. */
int sl__busy_finish(sl_busy_t *b);

/* Whether a kernel's name says communication ("nccl", any case). */
int sl__busy_is_comm(sl_text_t name);

#endif

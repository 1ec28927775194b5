/* Several inputs of one format as one event stream: the ranks of a
 * distributed job (a tensorboard_trace_handler directory, or files given
 * one by one) read in turn into one trace.  Each file is a process group
 * of its own:
 *   - its pids stay its own unless an earlier file took them, else get
 *     new ones (pid 0 of every rank's first GPU cannot be one process);
 *   - its flow and correlation ids are set apart from the other files'
 *     (each file's ids XOR the file's index << 48);
 *   - its times count from the first file's clock (ranks share the
 *     epoch, so their events line up as they ran);
 *   - its processes sort after the earlier files' and are labelled with
 *     the file's name when its facts (SL_EV_META) say no rank;
 *   - its allocators are named for the file ("rank 1 cuda:0", or the
 *     file's name), so each rank's memory is its own in `mem`;
 *   - each file's facts (SL_EV_META, with no args when it has none)
 *     come before its other events, so the reports can tell the ranks
 *     apart; a trace keeps the first facts with args;
 *   - the first file's steps (SL_EV_STEP: the ranks step together;
 *     --steps picks by them) stand for the trace.
 * The same files read again give the same stream (convert reads twice).
 * Memory: a map entry per process.  Not thread-safe. */
#ifndef SL_EVMERGE_H
#define SL_EVMERGE_H

#include "emit/run/events.h"

/* New pids for processes whose own an earlier file took count up from
 * here, below the ids formats give their own processes (a merge of
 * partial results numbers them alike). */
#define SL_MERGE_PID_BASE 0x7e000000u

/* The stream's clock: the first file's that has one. */
typedef struct sl_evclock_s {
  int clocked;
  int64_t base_us;
} sl_evclock_t;
/* A file's clock (us): 1 when it is the first, the stream's; 0 with
 * *shift_ps moving the file's times onto the stream's; -1 when it is
 * too far from it to be moved (*shift_ps 0: the file keeps its times). */
int sl__evclock_take(sl_evclock_t *c, int64_t clock_us, int64_t *shift_ps);

/* Runs format f over paths[0..n) in order as one stream, each event to
 * fn(ud, ...), warnings to opt's, figures to pg (may be NULL).  Returns 0
 * or a code with err filled (err->file naming the file). */
int sl__evmerge_read(const sl_input_format_t *f, const char *const *paths,
                     size_t n, const sl_options_t *opt, sl_evprog_t *pg,
                     sl_event_fn fn, void *ud, sl_error_t *err);

#endif

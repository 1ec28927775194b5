/* Reading the steps of one input, whatever its form: a single StepStats or
 * RunMetadata, a length-delimited log of them, or a TensorBoard events
 * file; from a regular file, a pipe, and gzip-compressed or not.
 *
 * A step is reported as a byte range of a source that the analysis passes
 * can read again:
 *   - a regular uncompressed file is read in place, by offset: a log's
 *     records are found by their headers (delimited) or by one sequential
 *     read that checks CRCs and finds each Event's run metadata
 *     (tfevents), and a step's bytes are never held;
 *   - a pipe or gzip data is read once, in order: each record is gathered
 *     in memory (one at a time) and its steps are ranges of that buffer,
 *     valid during the callback only;
 *   - a single message from a pipe or gzip data is spooled first (memory,
 *     then a temporary file), as the passes need to re-read it. */
#ifndef SL_LOG_H
#define SL_LOG_H

#include <stdint.h>

#include "event.h"
#include "source.h"
#include "walker.h"

typedef struct sl_step_ref_s {
  int64_t index;          /* step index in this input (0-based)           */
  int64_t record;         /* its record in the log, or -1                 */
  sl_source_t *src;       /* where its bytes are                          */
  uint64_t off, len;      /* ... and which                                */
  uint64_t at;            /* offset of those bytes in the input (after
                           * decompression): add at - off to an error's
                           * offset from a pass over src                  */
  int transient;          /* the bytes live only during the callback      */
  uint64_t in_pos;        /* input bytes read up to this step (compressed
                           * bytes for gzip), for progress reports        */
  sl_top_t top;
  int has_meta;           /* from an events file:                         */
  const char *tag;        /*   the tag (NUL-terminated), "" if none       */
  size_t tag_len;
  int64_t step;           /*   Event.step                                 */
  double wall_time;       /*   Event.wall_time (seconds)                  */
} sl_step_ref_t;

/* What the input turned out to be. */
typedef struct sl_log_info_s {
  sl_format_t format;     /* STEPSTATS, RUNMETA, DELIMITED or TFEVENTS    */
  sl_format_t inner;      /* DELIMITED: its records' format               */
  int gzip;
  int64_t records;        /* records read (logs)                          */
  int64_t steps;          /* steps reported                               */
  uint64_t bytes;         /* input bytes read (compressed, for gzip)      */
} sl_log_info_t;

/* Receives each step in order.  Returns 0 to go on, SL_LOG_STOP to stop
 * reading (not an error), or a negative code. */
typedef int (*sl_step_fn)(void *ud, sl_step_ref_t *ref);
#define SL_LOG_STOP 1

/* Reads every step of `src` (opened with sl__source_open_lazy) and hands
 * each to fn.  opt gives the format, the record limit, skip_corrupt and
 * the warning callback.  Returns 0 (also after SL_LOG_STOP), or a negative
 * code with err filled (record index and offset when known). */
int sl__log_read(sl_source_t *src, const sl_options_t *opt, sl_step_fn fn,
                 void *ud, sl_log_info_t *info, sl_error_t *err);

#endif

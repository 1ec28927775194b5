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

/* ---- push mode: a log whose bytes arrive over time (follow) --------------
 * The bytes of a log are fed as they come; each step is handed to fn as
 * soon as its record is complete, with its bytes held in memory (a
 * transient ref, one record at a time).  A record cut short by the end of
 * what has arrived is not an error: it waits for the rest.  The format is
 * detected from the first bytes (as soon as they decide it: twelve bytes
 * for an events file, the first whole record for a delimited log; gzip
 * first when they start with its magic), or taken from opt->format. */
typedef struct sl_logpush_s sl_logpush_t;

/* Returns 0 or SL_ENOMEM.  `name` names the input in messages and must
 * outlive the reader. */
int sl__logpush_new(sl_logpush_t **out, const char *name,
                    const sl_options_t *opt, sl_step_fn fn, void *ud,
                    sl_error_t *err);
/* The next n bytes.  Returns 0 or a negative code with err filled (a
 * format that is not a log, damage without skip_corrupt, fn's code). */
int sl__logpush_feed(sl_logpush_t *lp, const uint8_t *p, size_t n);
/* Bytes the caller keeps in place and offers again from *used on (with
 * what has come since), as from a mapped file (stream/fmap.h): records
 * are handed to fn where they lie, never copied (sl__frame_feed_in_place).
 * Takes whole records up to the first that ends at or past `want` bytes;
 * *wait = 1 when nothing more can be taken until more bytes exist (a
 * record is incomplete, or the first bytes do not yet tell the format).
 * gzip data, inflated into memory anyway, is fed as by sl__logpush_feed,
 * `want` bytes at a time.  Do not mix with sl__logpush_feed on one reader
 * except after whole records.  Returns as sl__logpush_feed. */
int sl__logpush_take(sl_logpush_t *lp, const uint8_t *p, size_t n,
                     size_t want, size_t *used, int *wait);

/* The input has ended: bytes of an incomplete record are truncation
 * (SL_ETRUNC with err filled; with skip_corrupt a warning and 0). */
int sl__logpush_finish(sl_logpush_t *lp);
/* The next n bytes to be fed exist (a file's size says so): records of
 * an uncompressed log are held in buffers sized for them at once (see
 * sl__frame_expect).  Nothing for gzip, whose output size is unknown. */
void sl__logpush_expect(sl_logpush_t *lp, uint64_t n);
/* Bytes received that are not yet part of a complete record. */
uint64_t sl__logpush_pending(const sl_logpush_t *lp);
void sl__logpush_free(sl_logpush_t *lp);

#endif

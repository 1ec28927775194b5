/* The steps of one input, whatever its format: a reader that bytes are
 * pushed into (stream/format/format.h), and the pull reader, which is a
 * loop that pushes.
 *
 *   - a regular uncompressed file, or bytes in memory, is read in place:
 *     a step is a range of it, read again by the analyses, never held
 *     (a delimited log's payloads are not even read here);
 *   - a pipe, gzip data or pushed bytes are read once, in order: each
 *     record is gathered in memory, one at a time, and its steps are
 *     ranges of it, valid during the callback only; a single message is
 *     spooled (memory, then a temporary file). */
#ifndef SL_STEPS_H
#define SL_STEPS_H

#include <stdint.h>

#include "stream/format/format.h"
#include "stream/io/source.h"

/* Reads every step of `src` and hands each to fn.  opt gives the format,
 * the record limit, skip_corrupt and the warning callback.  Returns 0
 * (also after SL_LOG_STOP), or a negative code with err filled (record
 * index and offset when known). */
int sl__steps_read(sl_source_t *src, const sl_options_t *opt, sl_step_fn fn,
                   void *ud, sl_log_info_t *info, sl_error_t *err);

/* ---- push: bytes that arrive over time -------------------------------------
 * The bytes of an input are fed as they come; each step is handed to fn
 * as soon as its record is complete, with its bytes held in memory (a
 * transient ref).  A record cut short by the end of what has arrived is
 * not an error: it waits for the rest.  gzip is told by the first two
 * bytes, the format by the first bytes that decide it: for a log being
 * followed (logs_only) as soon as they do (twelve bytes for an events
 * file, the first whole record for a delimited log), otherwise from the
 * same sample a pull reader looks at, so both read the same. */
typedef struct sl_logpush_s sl_logpush_t;

/* Returns 0 or SL_ENOMEM.  `name` names the input in messages and must
 * outlive the reader.  logs_only: a single message is an error. */
int sl__logpush_new(sl_logpush_t **out, const char *name,
                    const sl_options_t *opt, int logs_only, sl_step_fn fn,
                    void *ud, sl_error_t *err);
/* The next n bytes.  Returns 0 or a negative code with err filled (a
 * format that is not a log, damage without skip_corrupt, fn's code). */
int sl__logpush_feed(sl_logpush_t *lp, const uint8_t *p, size_t n);
/* Bytes the caller keeps in place and offers again from *used on (with
 * what has come since), as from a mapped file: records are handed to fn
 * where they lie, never copied.  Takes whole records up to the first that
 * ends at or past `want` bytes; *wait = 1 when nothing more can be taken
 * until more bytes exist.  gzip data, inflated into memory anyway, is fed
 * as by sl__logpush_feed, `want` bytes at a time.  Do not mix with
 * sl__logpush_feed on one reader except after whole records. */
int sl__logpush_take(sl_logpush_t *lp, const uint8_t *p, size_t n,
                     size_t want, size_t *used, int *wait);
/* The input has ended: bytes of an incomplete record are truncation
 * (SL_ETRUNC with err filled; with skip_corrupt a warning and 0). */
int sl__logpush_finish(sl_logpush_t *lp);
/* The next n bytes to be fed exist (a file's size says so): a record is
 * given room for them at once.  Nothing for gzip, whose size is unknown. */
void sl__logpush_expect(sl_logpush_t *lp, uint64_t n);
/* Bytes received that are not yet part of a complete record. */
uint64_t sl__logpush_pending(const sl_logpush_t *lp);
/* What the input turned out to be (its format once decided). */
const sl_log_info_t *sl__logpush_info(const sl_logpush_t *lp);
void sl__logpush_free(sl_logpush_t *lp);

#endif

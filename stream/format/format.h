/* Input formats: one file per format, all behind one push interface.
 *
 * A format turns the bytes of one input (after gzip, if any) into steps.
 * Bytes are pushed in chunks of any size; each step is handed to the
 * reader's callback as soon as it is complete, as a byte range that the
 * analyses can walk again:
 *
 *   - when the bytes can be read again by offset (env->src: a regular
 *     file, memory), a step is a range of that source and nothing is held;
 *     a format that does not need to see some bytes (a delimited record's
 *     payload) says so, and a reader that pulls from a file jumps them;
 *   - otherwise (a pipe, gzip data, bytes pushed by a caller) each record
 *     is gathered in memory, one at a time, and its steps are ranges of
 *     it, valid during the callback only; a single message is spooled.
 *
 * `take` is the in-place form of `feed` for bytes that stay where they are
 * until taken (a mapped file that grows): whole records are handed over
 * where they lie.
 *
 * stream/format/registry.c tells the formats apart (each one's `sniff`),
 * stream/steps.c drives them: a pull reader is a loop that pushes. */
#ifndef SL_FORMAT_H
#define SL_FORMAT_H

#include <stddef.h>
#include <stdint.h>

#include "stepline/stepline.h"
#include "stream/format/stepwalk.h"
#include "stream/io/source.h"

#define SL_TAG_MAX 256

/* One step: where its bytes are, and what the input says of it. */
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

/* What a format is opened with (kept by pointer: it outlives the format). */
typedef struct sl_fmt_env_s {
  const sl_options_t *opt;
  sl_source_t *named;     /* names the input: messages, transient refs    */
  sl_source_t *src;       /* the bytes again by offset, or NULL (held)    */
  uint64_t total;         /* the stream's size, UINT64_MAX when unknown   */
  sl_format_t inner;      /* as the sniff said (delimited records)        */
  int logs_only;          /* a single message is refused (follow)         */
  int (*emit)(void *ud, sl_step_ref_t *ref); /* the reader's; sets index */
  void *ud;
  void (*warn)(void *ud, const sl_error_t *e); /* damage skipped          */
  sl_log_info_t *info;
  sl_error_t *err;
} sl_fmt_env_t;

/* A sniff's answer. */
typedef struct sl_sniff_s {
  sl_format_t format;     /* the format it found                          */
  sl_format_t inner;      /* delimited: its records' format               */
  uint64_t bad;           /* where the bytes stop fitting (answer 0)      */
} sl_sniff_t;

/* More bytes are needed to tell (a sniff of a stream's first bytes). */
#define SL_SNIFF_MORE (-2)

typedef struct sl_format_ops_s {
  const char *name;
  /* How surely the n bytes at p (the start of a stream of `total` bytes,
   * UINT64_MAX when unknown) are this format: 1-100 with *s filled, 0 when
   * they are not (s->bad where they stop fitting), or SL_SNIFF_MORE when
   * `more` says more bytes can still come and they would tell.  `forced`:
   * the user named the format; the answer may then be an error (negative,
   * err filled) that says what was expected. */
  int (*sniff)(const uint8_t *p, size_t n, uint64_t total, int more,
               const sl_options_t *opt, int forced, sl_sniff_t *s,
               sl_error_t *err);
  int (*open)(void **self, const sl_fmt_env_t *env);
  /* The next n bytes (any chunking).  *skip: with env->src, bytes after
   * these that the format does not need to see (0 otherwise).  Returns
   * 0, SL_LOG_STOP, or a negative code with err filled. */
  int (*feed)(void *self, const uint8_t *p, size_t n, uint64_t *skip);
  /* In place: bytes that stay where they are and are offered again from
   * *used on (with what has come since).  Whole records are taken up to
   * the first that ends at or past `want`; *wait = 1 when nothing more can
   * be taken before more bytes come.  NULL: feed is used instead. */
  int (*take)(void *self, const uint8_t *p, size_t n, size_t want,
              size_t *used, int *wait);
  /* The bytes in a held record not yet complete (follow's messages). */
  uint64_t (*pending)(const void *self);
  /* n more bytes are coming (a file's size says so): room for them. */
  void (*expect)(void *self, uint64_t n);
  /* The input ended: a record cut short is an error (or with
   * skip_corrupt a warning).  Returns 0 or a negative code. */
  int (*finish)(void *self);
  void (*close)(void *self);
} sl_format_ops_t;

/* The formats (stream/format/stepstats.c, tfevents.c). */
extern const sl_format_ops_t sl__fmt_message;   /* one StepStats/RunMetadata */
extern const sl_format_ops_t sl__fmt_delimited; /* varint-delimited records */
extern const sl_format_ops_t sl__fmt_tfevents;  /* TensorBoard events file  */

/* A step's walk reads it as this message. */
static inline sl_top_t sl__top_of(sl_format_t f) {
  return f == SL_FORMAT_RUNMETA ? SL_TOP_RUNMETA : SL_TOP_STEPSTATS;
}

/* Fills a ref for bytes [off, off+len) of src, which lie at `at` in the
 * input. */
void sl__ref_init(sl_step_ref_t *ref, sl_source_t *src, uint64_t off,
                  uint64_t len, uint64_t at, sl_top_t top);

/* Damage a format skips (skip_corrupt) is reported here and cleared from
 * err; without skip_corrupt (or for SL_ENOMEM) the code is returned. */
int sl__fmt_damage(const sl_fmt_env_t *env, int rc, int64_t record);

#endif

/* Partial results (`stats --partial`, `stepline merge`): a report's state
 * after one input, as JSON lines that another process adds up exactly.
 *
 * A partial is one JSON object per line: a header (what made it: the
 * command, the report's kind and options, the input's identity), the
 * kind's lines, and a last line {"end":N} with the number of lines
 * before it, so a cut file is found.  Strings are JSON strings when
 * their bytes are UTF-8, else ["hex","..."] (keys must survive byte for
 * byte).  A series of values (for an exact median) goes as sorted runs
 * of delta-coded lines {"v":[first,d1,d2,...]} of at most 4096 values,
 * so no line holds a group's values whole.
 *
 * The writer formats lines into a block that goes to the sink every MiB;
 * the reader holds one line.  Neither is thread-safe. */
#ifndef SL_PARTIAL_H
#define SL_PARTIAL_H

#include <stdio.h>

#include "emit/write/report.h"
#include "stream/common.h"
#include "stream/format/tracejson/jscan.h"

#define SL_PARTIAL_VERSION 1
/* Values per {"v":[...]} line. */
#define SL_PARTIAL_RUN 4096

typedef struct sl_pwrite_s {
  sl_block_t b;
  sl_sink_fn sink;
  void *ud;
  uint64_t lines;
  int open;                 /* a values line is open                     */
  size_t nv;                /* its values so far                         */
  int64_t last;
} sl_pwrite_t;

/* Returns 0 or SL_ENOMEM. */
int sl__pw_open(sl_pwrite_t *w, sl_sink_fn sink, void *ud);
/* The stream a line is formatted into (with fprintf and the helpers
 * below); sl__pw_line() ends it. */
static inline FILE *sl__pw_f(sl_pwrite_t *w) { return w->b.f; }
/* Ends a line; the block goes to the sink once it holds a MiB.  Returns
 * 0 or the sink's error. */
int sl__pw_line(sl_pwrite_t *w);
/* A string, byte-exact (see above). */
void sl__pw_str(sl_pwrite_t *w, const uint8_t *p, size_t n);
/* A 128-bit count, as a decimal string (beyond a double). */
void sl__pw_u128(sl_pwrite_t *w, unsigned __int128 v);
/* The values of a series in ascending order: sl__pw_value() each, then
 * sl__pw_values_end().  Returns 0 or the sink's error. */
int sl__pw_value(sl_pwrite_t *w, int64_t v);
int sl__pw_values_end(sl_pwrite_t *w);
/* Writes the end line and hands the rest to the sink. */
int sl__pw_close(sl_pwrite_t *w);
/* Frees the block after an error. */
void sl__pw_drop(sl_pwrite_t *w);

/* The reader: one partial file, a line at a time. */
#define SL_PARTIAL_MEMBERS 32
typedef struct sl_pread_s {
  FILE *f;
  const char *path;
  char *line;
  size_t cap, len;
  uint64_t lineno;          /* of the line held (1-based)                */
  uint64_t off;             /* its byte offset                           */
  uint64_t next_off;
  sl_jval_t key[SL_PARTIAL_MEMBERS], val[SL_PARTIAL_MEMBERS];
  int nm;
  char *sbuf;               /* decoded strings of the line               */
  size_t scap, slen;
  int ended;                /* the end line was read                     */
  sl_error_t *err;
} sl_pread_t;

/* Opens path (kept, for messages).  Returns 0 or a code, err filled. */
int sl__pr_open(sl_pread_t *r, const char *path, sl_error_t *err);
void sl__pr_close(sl_pread_t *r);
/* The next line, parsed to its object's members: 1, or 0 after the end
 * line (checked against the lines read), or a code with err filled. */
int sl__pr_next(sl_pread_t *r);
/* The next line, which must be there (not the end line): 0, or a code
 * with err filled (fmt: what was expected). */
int sl__pr_line(sl_pread_t *r, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* Member `key` of the line, or NULL. */
const sl_jval_t *sl__pr_get(const sl_pread_t *r, const char *key);
/* Member `key` as an integer, a 128-bit count, a string (decoded into
 * the line's buffer, valid until the next line) or absent (*has 0: only
 * for sl__pr_opt_int).  Each returns 0 or SL_EFORMAT with err naming
 * the file, line, member and what was expected. */
int sl__pr_int(sl_pread_t *r, const char *key, int64_t *out);
int sl__pr_opt_int(sl_pread_t *r, const char *key, int64_t *out, int *has);
int sl__pr_u128(sl_pread_t *r, const char *key, unsigned __int128 *out);
int sl__pr_str(sl_pread_t *r, const char *key, sl_str_t *out);
/* The bounds a partial's times must keep, so that moving them onto
 * another input's clock and adding a duration cannot overflow: times
 * (ps, ns) within +-2^61, clocks (us) within +-2^52. */
#define SL_PARTIAL_TIME_MAX ((int64_t)1 << 61)
#define SL_PARTIAL_CLOCK_MAX ((int64_t)1 << 52)
/* Member `key` as an integer within +-max: 0 or SL_EFORMAT (err filled). */
int sl__pr_bounded(sl_pread_t *r, const char *key, int64_t max, int64_t *out);
/* Member `key` as an array of exactly n integers, into out. */
int sl__pr_ints(sl_pread_t *r, const char *key, int64_t *out, size_t n);
/* A string value (not a member) likewise. */
int sl__pr_strval(sl_pread_t *r, const sl_jval_t *v, const char *what,
                  sl_str_t *out);
/* An error at the held line: "line L: <what>" with its byte offset. */
int sl__pr_fail(sl_pread_t *r, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* Reads a series written by sl__pw_value(): count values, each handed to
 * fn in order.  Returns 0, fn's non-zero result or a code. */
int sl__pr_values(sl_pread_t *r, uint64_t count,
                  int (*fn)(void *ud, int64_t v), void *ud);

#endif

/* A JSON scanner over one complete value in memory (one trace event, one
 * top-level member): values found without building a tree, strings
 * decoded on request, numbers kept as their text so times convert
 * exactly.  One job: the bytes of a value, read.
 *
 * Tolerated, and counted for the caller's warnings: raw control
 * characters in strings, invalid UTF-8 (each bad byte read as U+FFFD),
 * NaN / Infinity / -Infinity, a trailing comma before ] or }.
 * Not thread-safe per scanner; scanners share nothing. */
#ifndef SL_JSCAN_H
#define SL_JSCAN_H

#include <stddef.h>
#include <stdint.h>

typedef enum sl_jtype_e {
  SL_JT_NONE = 0, SL_JT_OBJECT, SL_JT_ARRAY, SL_JT_STRING, SL_JT_NUMBER,
  SL_JT_TRUE, SL_JT_FALSE, SL_JT_NULL, SL_JT_NAN /* NaN, +-Infinity */
} sl_jtype_t;

/* A value: its type and bytes (a string's without its quotes). */
typedef struct sl_jval_s {
  sl_jtype_t type;
  const char *p;
  size_t n;
  uint8_t esc;            /* a string with escapes or bytes to repair    */
  uint8_t real;           /* a number with a fraction or an exponent     */
} sl_jval_t;

/* What the tolerance let through, counted. */
typedef struct sl_jtally_s {
  uint64_t ctrl, bad_utf8, nan, trailing_comma;
} sl_jtally_t;

typedef struct sl_jscan_s {
  const char *base, *end;
  sl_jtally_t *tally;     /* may be NULL                                 */
  const char *bad;        /* where the first error is                    */
  const char *what;       /* what was expected there                     */
} sl_jscan_t;

#define SL_JSCAN_MAX_DEPTH 64

void sl__jscan_init(sl_jscan_t *s, const char *p, size_t n, sl_jtally_t *t);

/* Sets s's error (the first one kept) and returns -1: for a caller's own
 * scan of a structure. */
int sl__jscan_fail(sl_jscan_t *s, const char *at, const char *what);

/* The value at *p (blanks skipped), *p moved past it.  0, or -1 with
 * s->bad and s->what set. */
int sl__jscan_value(sl_jscan_t *s, const char **p, sl_jval_t *v);

/* An object's members one at a time: *p inside the object (after its
 * `{`, or after the previous member).  1 with key and value, 0 at its
 * `}` (*p past it), -1 on an error. */
int sl__jscan_member(sl_jscan_t *s, const char **p, sl_jval_t *key,
                     sl_jval_t *val);
/* An array's elements likewise (*p after `[` or the previous one). */
int sl__jscan_element(sl_jscan_t *s, const char **p, sl_jval_t *val);

/* A string's text as UTF-8 in out (room for v->n * 3 + 1 bytes at most:
 * no escape grows, a repaired byte becomes three); its length. */
size_t sl__jstr_decode(const sl_jval_t *v, char *out, sl_jtally_t *t);
/* Does string v equal lit (a plain string, compared undecoded)? */
int sl__jstr_is(const sl_jval_t *v, const char *lit);

/* A number's text (or a string holding one) as an exact count of
 * 10^-scale units: "1712195495519689.047" with scale 3 is
 * 1712195495519689047; digits past the scale round half to even.
 * 0, or -1 when it is not a number or does not fit int64. */
int sl__jnum_scaled(const sl_jval_t *v, int scale, int64_t *out);

#endif

/* Internal helpers shared by every module: branch hints, the one place
 * where errors are recorded, and small byte-string slices. */
#ifndef SL_COMMON_H
#define SL_COMMON_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "stepline/stepline.h"

#if defined(__GNUC__) || defined(__clang__)
#define SL_LIKELY(x) __builtin_expect(!!(x), 1)
#define SL_UNLIKELY(x) __builtin_expect(!!(x), 0)
#define SL_PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define SL_LIKELY(x) (x)
#define SL_UNLIKELY(x) (x)
#define SL_PRINTF(a, b)
#endif

/* A borrowed byte string: not NUL-terminated, may contain any byte. */
typedef struct sl_str_s {
  const uint8_t *p;
  size_t n;
} sl_str_t;

/* a + b, held at INT64_MAX / INT64_MIN instead of overflowing: sums of
 * figures that damaged input may make huge. */
static inline int64_t sl__add_sat(int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_add_overflow(a, b, &r)) return b > 0 ? INT64_MAX : INT64_MIN;
  return r;
}

static inline sl_str_t sl__str(const void *p, size_t n) {
  sl_str_t s;
  s.p = (const uint8_t *)p;
  s.n = n;
  return s;
}

static inline int sl__str_eq(sl_str_t a, const char *lit, size_t n) {
  return a.n == n && (n == 0 || memcmp(a.p, lit, n) == 0);
}

/* Bytewise comparison of two byte strings (a prefix first): the order of
 * Python's str comparison for UTF-8 text. */
static inline int sl__str_cmp(sl_str_t a, sl_str_t b) {
  size_t m = a.n < b.n ? a.n : b.n;
  int c = m ? memcmp(a.p, b.p, m) : 0;
  return c ? c : a.n < b.n ? -1 : a.n > b.n;
}
#define SL_STR_EQ(s, lit) sl__str_eq((s), (lit), sizeof(lit) - 1)

/* The last component of a path, for naming an input in a report ("dir/"
 * stays whole). */
static inline const char *sl__base_name(const char *path) {
  const char *s = strrchr(path, '/');
  return s && s[1] ? s + 1 : path;
}

/* Does `hay` contain `needle`?  (memmem with slices.) */
int sl__str_contains(sl_str_t hay, const char *needle);
/* Are the n bytes at p valid UTF-8 (no overlong form, surrogate or code
 * point past U+10FFFF), and with no_ctrl no byte below 0x20? */
int sl__utf8_valid(const uint8_t *p, size_t n, int no_ctrl);

/* Records an error.  Every failure in the library goes through this one
 * function, so errors always carry a code, a message and an offset.
 * Returns `code` so callers can write `return sl__err(...)`.  `err` may be
 * NULL.  The record/device/node fields are left as they are so an outer
 * layer can fill in what it knows. */
int sl__err(sl_error_t *err, int code, uint64_t offset, const char *fmt, ...)
    SL_PRINTF(4, 5);

/* Resets `err` to "no error" with every location unknown. */
void sl__err_clear(sl_error_t *err);

/* The length of a --by value without its ",input" suffix (rows kept
 * apart by input), *input set to whether it had one. */
static inline size_t sl__by_input_len(const char *by, int *input) {
  size_t n = strlen(by);
  *input = n > 6 && strcmp(by + n - 6, ",input") == 0;
  return *input ? n - 6 : n;
}

/* Grows *cap geometrically to hold `need` elements of `size` bytes,
 * checking for overflow.  Returns 0 or SL_ENOMEM. */
static inline int sl__grow_cap(size_t *cap, size_t need, size_t size) {
  size_t c = *cap ? *cap : 16;
  if (need <= *cap) return 0;
  while (c < need) {
    if (c > SIZE_MAX / 2) return SL_ENOMEM;
    c *= 2;
  }
  if (size && c > SIZE_MAX / size) return SL_ENOMEM;
  *cap = c;
  return 0;
}

/* Grows the malloc'd array *arr of *cap elements of `size` bytes to hold
 * `need` (geometrically, as sl__grow_cap).  Returns 0 or SL_ENOMEM (the
 * array is then as it was). */
static inline int sl__grow_array(void **arr, size_t *cap, size_t need,
                                 size_t size) {
  size_t c = *cap;
  void *np;
  if (need <= c) return 0;
  if (sl__grow_cap(&c, need, size) != 0 || !(np = realloc(*arr, c * size)))
    return SL_ENOMEM;
  *arr = np;
  *cap = c;
  return 0;
}
/* The same for an array `a` with its capacity `cap`. */
#define SL_GROW(a, cap, need) \
  sl__grow_array((void **)&(a), &(cap), (need), sizeof *(a))

#endif

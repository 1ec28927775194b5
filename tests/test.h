/* Minimal assertion macros for the unit tests: each failure prints the
 * expression, both sides and the location, and the test goes on; the
 * program's exit status is the number of failures (capped). */
#ifndef SL_TEST_H
#define SL_TEST_H

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int t_failures = 0;
static int t_checks = 0;
static int t_skipped = 0;  /* checks on ../shared's files were not run */

#define CHECK(cond)                                                        \
  do {                                                                     \
    t_checks++;                                                            \
    if (!(cond)) {                                                         \
      t_failures++;                                                        \
      fprintf(stderr, "%s:%d: CHECK(%s) failed\n", __FILE__, __LINE__,     \
              #cond);                                                      \
    }                                                                      \
  } while (0)

#define CHECK_INT(a, b)                                                    \
  do {                                                                     \
    long long t_a = (long long)(a), t_b = (long long)(b);                  \
    t_checks++;                                                            \
    if (t_a != t_b) {                                                      \
      t_failures++;                                                        \
      fprintf(stderr, "%s:%d: %s == %s failed: %lld != %lld\n", __FILE__,  \
              __LINE__, #a, #b, t_a, t_b);                                 \
    }                                                                      \
  } while (0)

/* Compares a byte slice with a C string. */
#define CHECK_STR(slice_p, slice_n, lit)                                   \
  do {                                                                     \
    const char *t_l = (lit);                                               \
    size_t t_n = (size_t)(slice_n);                                        \
    t_checks++;                                                            \
    if (t_n != strlen(t_l) || memcmp((slice_p), t_l, t_n) != 0) {          \
      t_failures++;                                                        \
      fprintf(stderr, "%s:%d: %s == \"%s\" failed: got \"%.*s\"\n",        \
              __FILE__, __LINE__, #slice_p, t_l, (int)t_n,                 \
              (const char *)(slice_p));                                    \
    }                                                                      \
  } while (0)

/* A growing, NUL-terminated buffer that an output sink writes into. */
typedef struct buf_s {
  char *p;
  size_t n, cap;
} buf_t;

static inline int buf_sink(void *ud, const void *p, size_t n) {
  buf_t *b = ud;
  if (b->n + n + 1 > b->cap) {
    char *np;
    b->cap = (b->n + n + 1) * 2;
    np = realloc(b->p, b->cap);
    if (!np) return -12;  /* -ENOMEM */
    b->p = np;
  }
  memcpy(b->p + b->n, p, n);
  b->n += n;
  b->p[b->n] = 0;
  return 0;
}

/* The shared material (../shared: real traces) at `dir`, or NULL when it
 * is not there: the checks that need it are left out, and a test that
 * passes the rest reports itself skipped (ctest's skip code). */
#include <sys/stat.h>
static inline const char *test_shared(const char *dir) {
  char p[4096];
  struct stat st;
  snprintf(p, sizeof p, "%s/real-traces", dir ? dir : "../shared");
  if (stat(p, &st) == 0) return dir ? dir : "../shared";
  t_skipped = 1;
  return NULL;
}

#define TEST_SKIP 77

#define TEST_MAIN_END()                                                    \
  do {                                                                     \
    printf("%d checks, %d failed%s\n", t_checks, t_failures,              \
           t_skipped ? "; checks on ../shared's files not run" : "");      \
    if (t_failures) return t_failures > 76 ? 76 : t_failures;              \
    return t_skipped ? TEST_SKIP : 0;                                      \
  } while (0)

#endif

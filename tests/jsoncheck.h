/* Is a buffer valid JSON?  jansson decides, with one adjustment: it
 * rejects "\u0000" inside object keys, which JSON allows (and stepline
 * writes for names that hold NUL bytes), so that escape is read as
 * "\u0001" first.  Used by the damage matrix and the fuzz harnesses. */
#ifndef SL_JSONCHECK_H
#define SL_JSONCHECK_H

#include <jansson.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static int sl_test_json_one(const uint8_t *p, size_t n, json_error_t *je) {
  char *t = malloc(n + 1);
  size_t i;
  json_t *j;
  if (!t) abort();
  if (n) memcpy(t, p, n);
  t[n] = '\0';
  /* Escapes come in pairs of characters ("\\" is one), so stepping over
   * each escape finds exactly the "\u0000" ones. */
  for (i = 0; i + 1 < n; i++) {
    if (t[i] != '\\') continue;
    if (t[i + 1] == 'u' && i + 5 < n && memcmp(t + i + 2, "0000", 4) == 0)
      t[i + 5] = '1';
    i++;
  }
  j = json_loadb(t, n, JSON_ALLOW_NUL, je);
  free(t);
  json_decref(j);
  return j != NULL;
}

/* A whole document, or with `lines` one document per line. */
static int sl_test_json_valid(const uint8_t *p, size_t n, int lines,
                              json_error_t *je) {
  size_t i = 0;
  if (n == 0) return 1;
  if (!lines) return sl_test_json_one(p, n, je);
  while (i < n) {
    const uint8_t *nl = memchr(p + i, '\n', n - i);
    size_t end = nl ? (size_t)(nl - p) : n;
    if (!sl_test_json_one(p + i, end - i, je)) return 0;
    i = end + 1;
  }
  return 1;
}

#endif

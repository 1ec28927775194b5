/* What the trace-checking tools share.  See tracejson.h. */
#include "tracejson.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

json_t *tj_load(const char *path) {
  json_error_t e;
  json_t *j = json_load_file(path, JSON_ALLOW_NUL, &e);
  if (!j)
    fprintf(stderr, "%s: invalid JSON at line %d column %d: %s\n", path,
            e.line, e.column, e.text);
  return j;
}

json_t *tj_events(json_t *doc) {
  if (json_is_array(doc)) return doc;
  return json_object_get(doc, "traceEvents");
}

const char *tj_str(json_t *ev, const char *k) {
  const char *v = json_string_value(json_object_get(ev, k));
  return v ? v : "";
}

long long tj_int(json_t *ev, const char *k) {
  return (long long)json_integer_value(json_object_get(ev, k));
}

int tj_cmp_str(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

char *tj_canon(json_t *ev) {
  return json_dumps(ev, JSON_SORT_KEYS | JSON_COMPACT | JSON_ENSURE_ASCII);
}

char **tj_canon_all(json_t *evs, size_t *n) {
  size_t i;
  char **out;
  *n = json_array_size(evs);
  out = calloc(*n + 1, sizeof *out);
  for (i = 0; out && i < *n; i++) out[i] = tj_canon(json_array_get(evs, i));
  if (out) qsort(out, *n, sizeof *out, tj_cmp_str);
  return out;
}

void tj_free_all(char **lines, size_t n) {
  size_t i;
  for (i = 0; lines && i < n; i++) free(lines[i]);
  free(lines);
}

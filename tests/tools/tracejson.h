/* What the trace-checking tools share: loading a Chrome trace with
 * jansson and reading its events' fields. */
#ifndef SL_TRACEJSON_H
#define SL_TRACEJSON_H

#include <jansson.h>

/* The document at path, or NULL (said on stderr). */
json_t *tj_load(const char *path);
/* Its events: the array itself, or the object's traceEvents. */
json_t *tj_events(json_t *doc);
/* A string field ("" if absent), an integer field (0 if absent). */
const char *tj_str(json_t *ev, const char *k);
long long tj_int(json_t *ev, const char *k);
/* strcmp of two char * (qsort). */
int tj_cmp_str(const void *a, const void *b);
/* An event as one canonical line: sorted keys, compact, ASCII (free it). */
char *tj_canon(json_t *ev);
/* Every event of an array as canonical lines, sorted (a multiset to
 * compare); free with tj_free_all. */
char **tj_canon_all(json_t *evs, size_t *n);
void tj_free_all(char **lines, size_t n);

#endif

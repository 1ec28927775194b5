/* Step selection: `--steps=SPEC`.
 *
 * SPEC is a comma-separated list of step indices (0-based, in log order),
 * closed ranges A-B, open ranges A- and the word `last`:
 *   3      0-9      5,7,20-      last      0,last
 * Whether the last step is selected can only be known once the log ends,
 * so `last` is reported apart from the indices. */
#ifndef SL_SELECT_H
#define SL_SELECT_H

#include <stddef.h>
#include <stdint.h>

#include "stepline/stepline.h"

enum { SL_SELECT_MAX = 64 };

typedef struct sl_select_s {
  int all;                   /* no SPEC: every step                    */
  int last;                  /* `last` is in the list                  */
  size_t n;
  struct {
    int64_t lo, hi;          /* inclusive; hi = INT64_MAX for "A-"     */
  } r[SL_SELECT_MAX];
} sl_select_t;

/* Parses SPEC (NULL or "" selects everything).  Returns 0 or SL_EUSAGE
 * with err->msg saying what is wrong. */
int sl__select_parse(sl_select_t *s, const char *spec, sl_error_t *err);

/* Is step `index` selected by the indices of the list (not by `last`)? */
int sl__select_index(const sl_select_t *s, int64_t index);

/* Can no index at or after `index` be selected (so reading may stop)? */
int sl__select_done(const sl_select_t *s, int64_t index);

/* At most one step can be selected (a single index, or `last` alone). */
int sl__select_single(const sl_select_t *s);

#endif

/* Step selection.  See select.h. */
#include "stream/select.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "stream/common.h"

static int parse_index(const char **p, int64_t *out) {
  char *end;
  long long v;
  if (**p < '0' || **p > '9') return -1;
  errno = 0;
  v = strtoll(*p, &end, 10);
  if (errno != 0 || v < 0) return -1;
  *out = v;
  *p = end;
  return 0;
}

int sl__select_parse(sl_select_t *s, const char *spec, sl_error_t *err) {
  const char *p = spec;
  memset(s, 0, sizeof *s);
  if (!spec || !*spec) {
    s->all = 1;
    return 0;
  }
  for (;;) {
    int64_t lo, hi;
    if (strncmp(p, "last", 4) == 0 && (p[4] == ',' || p[4] == '\0')) {
      s->last = 1;
      p += 4;
    } else {
      if (parse_index(&p, &lo) != 0) goto bad;
      hi = lo;
      if (*p == '-') {
        p++;
        if (*p == ',' || *p == '\0') hi = INT64_MAX;
        else if (parse_index(&p, &hi) != 0 || hi < lo) goto bad;
      }
      if (s->n == SL_SELECT_MAX)
        return sl__err(err, SL_EUSAGE, 0,
                       "--steps takes at most %d ranges", SL_SELECT_MAX);
      s->r[s->n].lo = lo;
      s->r[s->n].hi = hi;
      s->n++;
    }
    if (*p == '\0') return 0;
    if (*p != ',') goto bad;
    p++;
  }
bad:
  return sl__err(err, SL_EUSAGE, (uint64_t)(p - spec),
                 "--steps=%s: expected step indices such as 3, 0-9, 5,7,20- "
                 "or last (character %d)", spec, (int)(p - spec) + 1);
}

int sl__select_index(const sl_select_t *s, int64_t index) {
  size_t i;
  if (s->all) return 1;
  for (i = 0; i < s->n; i++)
    if (index >= s->r[i].lo && index <= s->r[i].hi) return 1;
  return 0;
}

int sl__select_done(const sl_select_t *s, int64_t index) {
  size_t i;
  if (s->all || s->last) return 0;
  for (i = 0; i < s->n; i++)
    if (s->r[i].hi >= index) return 0;
  return 1;
}

int sl__select_single(const sl_select_t *s) {
  if (s->all) return 0;
  if (s->last) return s->n == 0;
  return s->n == 1 && s->r[0].lo == s->r[0].hi;
}

int sl_steps_check(const char *spec, sl_error_t *err) {
  sl_select_t s;
  sl__err_clear(err);
  return sl__select_parse(&s, spec, err);
}

/* What an XSpace host's partial result (steps, mem) says of its clock
 * and of its groups' step names, and the merge's rules for both: the
 * first host with a timed line sets the time base the others shift
 * onto, and the first host to name a group names it (its id in decimal
 * otherwise), as one walk over all the hosts does. */
#ifndef SL_XNAMES_H
#define SL_XNAMES_H

#include "emit/run/xspace.h"
#include "emit/write/partial.h"
#include "stream/idmap.h"

/* A merge's names and base.  All zero is empty; _close frees. */
typedef struct sl_xnames_s {
  sl_idmap_t named;         /* group id -> names[]                      */
  char **names;
  size_t n, cap;
  int timed;                /* some host had a timed line: base_us set  */
  int64_t base_us;
} sl_xnames_t;

void sl__xnames_close(sl_xnames_t *x);

/* The walk's named groups: how many, and a line each into w.  _save
 * returns 0 or the writer's code. */
size_t sl__xnames_count(const sl_xwalk_event_t *e);
int sl__xnames_save(const sl_xwalk_event_t *e, sl_pwrite_t *w);

/* A host's clock (timed, base_us as its partial says) onto the merge's:
 * the shift of its times in *shift_ps.  Returns 0, or SL_EFORMAT with
 * r's error filled when the bases are too far apart. */
int sl__xnames_clock(sl_xnames_t *x, sl_pread_t *r, int64_t timed,
                     int64_t base_us, int64_t *shift_ps);

/* Reads n name lines from r, keeping each group's first.  Returns 0 or
 * a code with r's error filled. */
int sl__xnames_load(sl_xnames_t *x, sl_pread_t *r, int64_t n);

/* Group g's name, or its id in decimal (in buf). */
sl_str_t sl__xnames_get(const sl_xnames_t *x, int64_t g, char buf[40]);

#endif

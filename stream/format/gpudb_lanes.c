/* One job: how to read a table's rows in time order without a sort.
 *
 * nsys writes a table in runs (a thread's or a buffer's rows, each in
 * time order, one run after another), so a table is seldom in order by
 * rowid but is a few interleaved ordered sequences.  The planner is fed
 * the keys in rowid order and deals each row to the lane whose last key
 * is the latest one not after it (a new lane when there is none): the
 * fewest lanes that each hold their rows in order.  A lane is then one
 * cursor over its rowid ranges, and the lanes merge like tables.  More
 * than MAX_LANES lanes or MAX_RANGES ranges: SQLite sorts. */
#include "stream/format/gpudb_int.h"

#define MAX_RANGES ((size_t)1 << 16)

/* A table's order: start up, then end down (then rowid). */
static int key_before(int64_t s1, int64_t e1, int64_t s2, int64_t e2) {
  return s1 < s2 || (s1 == s2 && e1 > e2);
}

void sl__gdb_plan_init(sl_gplan_t *p) {
  memset(p, 0, sizeof *p);
}

void sl__gdb_plan_free(sl_gplan_t *p) {
  size_t i;
  for (i = 0; i < p->nlanes; i++) free(p->lane[i].rg);
  sl__gdb_plan_init(p);
}

/* Gives up: SQLite will sort the table. */
static void give_up(sl_gplan_t *p) {
  sl__gdb_plan_free(p);
  p->gave_up = 1;
}

/* Lane k's reading goes on from rowid lo (to the end, for now). */
static int open_range(sl_gplan_t *p, size_t k, int64_t lo) {
  sl_glane_t *l = &p->lane[k];
  if (++p->nranges > MAX_RANGES) return 1;
  if (sl__grow_array((void **)&l->rg, &l->cap, l->n + 1, 2 * sizeof *l->rg))
    return SL_ENOMEM;
  l->rg[2 * l->n] = lo;
  l->rg[2 * l->n + 1] = INT64_MAX;
  l->n++;
  return 0;
}

int sl__gdb_plan_key(sl_gplan_t *p, int64_t rowid, int64_t start,
                     int64_t end) {
  size_t i, best = MAX_LANES;
  sl_glane_t *l;
  int rc;
  if (p->gave_up) return 0;
  if (p->nlanes &&
      !key_before(start, end, p->lane[p->top].s, p->lane[p->top].e)) {
    best = p->top; /* after every lane's last: the common case */
  } else {
    for (i = 0; i < p->nlanes; i++) {
      l = &p->lane[i];
      if (key_before(start, end, l->s, l->e)) continue;
      if (best == MAX_LANES ||
          key_before(p->lane[best].s, p->lane[best].e, l->s, l->e))
        best = i;
    }
  }
  if (best == MAX_LANES) {
    if (p->nlanes == MAX_LANES) {
      give_up(p);
      return 0;
    }
    best = p->nlanes++;
  }
  if (p->nlanes == 1 && p->lane[0].n == 0) {
    rc = open_range(p, 0, INT64_MIN); /* the first row */
  } else if (best != p->cur) {
    l = &p->lane[p->cur];
    l->rg[2 * l->n - 1] = rowid - 1; /* skipped rows went with it */
    rc = open_range(p, best, rowid);
  } else {
    rc = 0;
  }
  if (rc) {
    give_up(p);
    return rc < 0 ? rc : 0;
  }
  p->cur = best;
  l = &p->lane[best];
  l->s = start;
  l->e = end;
  if (best != p->top &&
      !key_before(start, end, p->lane[p->top].s, p->lane[p->top].e))
    p->top = best;
  return 0;
}

int sl__gdb_plan_end(sl_gplan_t *p) {
  int rc;
  if (p->gave_up || p->nlanes) return 0;
  /* No rows: one lane reads whatever is there. */
  p->nlanes = 1;
  if ((rc = open_range(p, 0, INT64_MIN)) != 0) give_up(p);
  return rc < 0 ? rc : 0;
}

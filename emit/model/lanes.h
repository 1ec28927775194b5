/* Lane assignment for one device's ops, as the reference's _assign_lanes:
 * each op goes to the first (lowest) lane whose last op ended strictly
 * before the op starts, or to a new lane.  Lane ends are kept in a
 * tournament tree (a segment tree of minimums), so finding that lane is
 * O(log lanes) instead of the reference's scan. */
#ifndef SL_LANES_H
#define SL_LANES_H

#include <stdint.h>

typedef struct sl_lanes_s {
  int64_t *tree;   /* 1-based heap layout; leaves at [cap, 2*cap) */
  uint32_t cap;    /* leaves, a power of two                       */
  uint32_t n;      /* lanes in use                                 */
} sl_lanes_t;

void sl__lanes_init(sl_lanes_t *l);
void sl__lanes_close(sl_lanes_t *l);
/* Starts a device: one lane, ending at 0. Returns 0 or SL_ENOMEM. */
int sl__lanes_reset(sl_lanes_t *l);
/* Assigns an op [start, end) and returns its lane, or -1 on ENOMEM. */
int64_t sl__lanes_assign(sl_lanes_t *l, int64_t start, int64_t end);

#endif

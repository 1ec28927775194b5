/* Tournament-tree lane assignment.  See lanes.h. */
#include "emit/model/lanes.h"

#include <stdlib.h>

#include "stream/common.h"

#define EMPTY INT64_MAX  /* an unused leaf never accepts an op */

void sl__lanes_init(sl_lanes_t *l) {
  l->tree = NULL;
  l->cap = 0;
  l->n = 0;
}

void sl__lanes_close(sl_lanes_t *l) {
  free(l->tree);
  sl__lanes_init(l);
}

static int grow(sl_lanes_t *l, uint32_t cap) {
  int64_t *t = malloc(sizeof(int64_t) * 2 * (size_t)cap);
  uint32_t i;
  if (!t) return SL_ENOMEM;
  for (i = 0; i < 2 * cap; i++) t[i] = EMPTY;
  for (i = 0; i < l->n; i++) t[cap + i] = l->tree[l->cap + i];
  for (i = cap - 1; i >= 1; i--)
    t[i] = t[2 * i] < t[2 * i + 1] ? t[2 * i] : t[2 * i + 1];
  free(l->tree);
  l->tree = t;
  l->cap = cap;
  return 0;
}

static void set_leaf(sl_lanes_t *l, uint32_t lane, int64_t v) {
  uint32_t i = l->cap + lane;
  l->tree[i] = v;
  for (i >>= 1; i >= 1; i >>= 1) {
    int64_t a = l->tree[2 * i], b = l->tree[2 * i + 1];
    int64_t m = a < b ? a : b;
    /* A minimum that stays leaves every one above it as it was. */
    if (l->tree[i] == m) break;
    l->tree[i] = m;
  }
}

int sl__lanes_reset(sl_lanes_t *l) {
  uint32_t i;
  if (!l->tree && grow(l, 16) != 0) return SL_ENOMEM;
  for (i = 1; i < 2 * l->cap; i++) l->tree[i] = EMPTY;
  l->n = 1;
  set_leaf(l, 0, 0);
  return 0;
}

int64_t sl__lanes_assign(sl_lanes_t *l, int64_t start, int64_t end) {
  uint32_t node = 1, lane;
  /* Most ops of a device follow one another on its first lane. */
  if (l->tree[l->cap] < start) {
    set_leaf(l, 0, end);
    return 0;
  }
  if (l->tree[1] < start) {
    /* Descend towards the leftmost leaf whose end is below start.  The
     * side taken is data, not a branch: ops overlap at random, and a
     * branch here mispredicts about half the time. */
    while (node < l->cap)
      node = 2 * node + (uint32_t)(l->tree[2 * node] >= start);
    lane = node - l->cap;
    set_leaf(l, lane, end);
    return lane;
  }
  if (l->n == l->cap) {
    if (l->cap > UINT32_MAX / 4 || grow(l, l->cap * 2) != 0) return -1;
  }
  lane = l->n++;
  set_leaf(l, lane, end);
  return lane;
}

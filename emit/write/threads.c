/* Which threads of a trace have their names written.  See threads.h. */
#include "emit/write/threads.h"

#include <stdlib.h>
#include <string.h>

#include "emit/write/digits.h"
#include "stream/common.h"

void sl__threads_close(sl_threads_t *t) {
  free(t->named);
  sl__threads_init(t);
}

int sl__threads_claim(sl_threads_t *t, uint32_t pid, uint64_t lane,
                      uint64_t *from) {
  if (pid > SL_THREADS_MAX_PID || lane == UINT64_MAX) {
    *from = lane + 1;
    return 0;
  }
  if (pid >= t->cap) {
    size_t cap = t->cap;
    uint64_t *n;
    if (sl__grow_cap(&cap, (size_t)pid + 1, sizeof *n) != 0 ||
        !(n = realloc(t->named, cap * sizeof *n)))
      return SL_ENOMEM;
    memset(n + t->cap, 0, (cap - t->cap) * sizeof *n);
    t->named = n;
    t->cap = cap;
  }
  *from = t->named[pid];
  if (lane >= t->named[pid]) t->named[pid] = lane + 1;
  return 0;
}

sl_str_t sl__lane_name(char *buf, int kind, uint64_t lane) {
  uint8_t *end;
  if (kind == SL_LANE_COUNTERS) return sl__str("memory", 6);
  if (kind == SL_LANE_STEPS) return sl__str("steps", 5);
  memcpy(buf, "lane ", 5);
  end = sl__put_u64((uint8_t *)buf + 5, lane + 1);
  return sl__str(buf, (size_t)(end - (uint8_t *)buf));
}

/* The allocator sweep line of the reference's _show_memory_counters.
 *
 * Each live tensor contributes (create_time, +bytes, name) and
 * (last_unref, -bytes, name) to its allocator's list; the lists are sorted
 * by (time, bytes, name) and summed in order.  Every step of the sum is a
 * counter value, and the running maximum (taken only when strictly
 * greater) records when it happened and which tensors were live.  Instead
 * of copying the live set at every new maximum (quadratic when memory only
 * grows), the sweep remembers where the maximum was and replays the list up
 * to that point once. */
#ifndef SL_MEMSWEEP_H
#define SL_MEMSWEEP_H

#include "stream/common.h"

typedef struct sl_sweep_tensor_s {
  sl_str_t name;
  int64_t create;
  int64_t last_unref;
  int64_t bytes;
  uint32_t alloc;   /* allocator index, < n_allocs */
} sl_sweep_tensor_t;

/* One counter value: allocator `alloc` holds `total` bytes at `time`. */
typedef int (*sl_counter_fn)(void *ud, uint32_t alloc, int64_t time,
                             int64_t total);

typedef struct sl_sweep_max_s {
  uint32_t alloc;
  int64_t timestamp;
  int64_t num_bytes;
  uint32_t *tensors;  /* indices into the input, sorted by name bytes */
  size_t n_tensors;
} sl_sweep_max_t;

typedef struct sl_sweep_s {
  sl_sweep_max_t *maxima;  /* one per allocator that has tensors     */
  size_t n_maxima;
  /* private */
  void *items;
  uint32_t *idx;
} sl_sweep_t;

/* Runs the sweep over `n` tensors.  `counter` (may be NULL) receives every
 * counter value in order per allocator.  With `values_only` the maxima
 * have no tensor lists (n_tensors 0): ties of (time, bytes) are then left
 * in any order, which changes neither the running totals' maximum nor
 * its time, only which equal-sized tensor comes first; without a counter
 * too, entries of one (allocator, time) are summed in any order, the
 * maximum looked for only where the time changes.  Returns 0 or a
 * negative code; the maxima stay valid until sl__sweep_close(). */
int sl__sweep_run(sl_sweep_t *s, const sl_sweep_tensor_t *t, size_t n,
                  uint32_t n_allocs, int values_only, sl_counter_fn counter,
                  void *ud);
void sl__sweep_close(sl_sweep_t *s);


#endif

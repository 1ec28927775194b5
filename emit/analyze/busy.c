/* How busy each device was: see busy.h.  Each interval is two records,
 * its start (+1) and its end (-1) in its class; sorted by (rank,
 * device, time), the sweep adds each gap between records to what was running
 * in it. */
#include "emit/analyze/busy.h"

#include <stdlib.h>
#include <string.h>

enum { COMPUTE, COMM, MEMORY };

typedef struct end_s {
  int64_t rank, input, device, t; /* t: ps                                */
  int32_t cls, delta, is_pid;
} end_t;

static int cmp_end(const void *x, const void *y) {
  const end_t *a = x, *b = y;
  if (a->rank != b->rank) return a->rank < b->rank ? -1 : 1;
  if (a->input != b->input) return a->input < b->input ? -1 : 1;
  if (a->device != b->device) return a->device < b->device ? -1 : 1;
  if (a->is_pid != b->is_pid) return a->is_pid < b->is_pid ? -1 : 1;
  return a->t < b->t ? -1 : a->t > b->t;
}

void sl__busy_init(sl_busy_t *b) {
  memset(b, 0, sizeof *b);
  sl__vsort_init_rec(&b->ends, 0, sizeof(end_t), cmp_end);
}

void sl__busy_close(sl_busy_t *b) {
  sl__vsort_close(&b->ends);
  free(b->rows);
}

int sl__busy_is_comm(sl_text_t name) {
  size_t i;
  for (i = 0; i + 4 <= name.n; i++)
    if ((name.p[i] | 0x20) == 'n' && (name.p[i + 1] | 0x20) == 'c' &&
        (name.p[i + 2] | 0x20) == 'c' && (name.p[i + 3] | 0x20) == 'l')
      return 1;
  return 0;
}

static int64_t device_of(const sl_event_t *e, int32_t *is_pid) {
  size_t i;
  *is_pid = 0;
  for (i = 0; i < e->nargs; i++)
    if (e->args[i].key.n == 6 && !memcmp(e->args[i].key.p, "device", 6) &&
        (e->args[i].kind == SL_ARG_INT || e->args[i].kind == SL_ARG_UINT))
      return e->args[i].v.i;
  *is_pid = 1;
  return e->pid;
}

int sl__busy_event(sl_busy_t *b, const sl_event_t *e, int64_t rank,
                   int64_t input) {
  end_t r;
  int rc;
  if (e->kind != SL_EV_SLICE) return 0;
  memset(&r, 0, sizeof r);
  if (e->cls == SL_CLASS_KERNEL)
    r.cls = sl__busy_is_comm(e->name) ? COMM : COMPUTE;
  else if (e->cls == SL_CLASS_MEMCPY || e->cls == SL_CLASS_MEMSET)
    r.cls = MEMORY;
  else
    return 0;
  r.rank = rank;
  r.input = input;
  r.device = device_of(e, &r.is_pid);
  r.t = e->ts;
  r.delta = 1;
  if ((rc = sl__vsort_put(&b->ends, &r))) return rc;
  r.t = e->ts + (e->dur > 0 ? e->dur : 0);
  r.delta = -1;
  return sl__vsort_put(&b->ends, &r);
}

static void close_row(sl_busy_t *b) {
  sl_busy_row_t *w = &b->rows[b->n - 1];
  w->span = (b->prev - b->first) / 1000;
  w->busy /= 1000;
  w->compute /= 1000;
  w->comm /= 1000;
  w->memory /= 1000;
  w->overlap /= 1000;
}

static int sweep(void *ud, const void *rec) {
  sl_busy_t *b = ud;
  const end_t *r = rec;
  sl_busy_row_t *w;
  if (!b->has_cur || r->device != b->cur || r->rank != b->cur_rank ||
      r->input != b->cur_input || r->is_pid != b->cur_pid) {
    if (b->has_cur) close_row(b);
    if (sl__grow_array((void **)&b->rows, &b->cap, b->n + 1, sizeof *b->rows))
      return SL_ENOMEM;
    w = &b->rows[b->n++];
    memset(w, 0, sizeof *w);
    w->rank = r->rank;
    w->input = r->input;
    w->device = r->device;
    w->is_pid = r->is_pid;
    b->has_cur = 1;
    b->cur = r->device;
    b->cur_rank = r->rank;
    b->cur_input = r->input;
    b->cur_pid = r->is_pid;
    b->first = b->prev = r->t;
    memset(b->open, 0, sizeof b->open);
  }
  w = &b->rows[b->n - 1];
  {
    int64_t gap = r->t - b->prev;
    int c = b->open[COMPUTE] > 0, m = b->open[COMM] > 0,
        y = b->open[MEMORY] > 0;
    if (c || m || y) w->busy += gap;
    if (c) w->compute += gap;
    if (m) w->comm += gap;
    if (y) w->memory += gap;
    if (c && m) w->overlap += gap;
  }
  b->open[r->cls] += r->delta;
  b->prev = r->t;
  return 0;
}

int sl__busy_finish(sl_busy_t *b) {
  int rc = sl__vsort_each_rec(&b->ends, sweep, b);
  if (rc == 0 && b->has_cur) close_row(b);
  sl__vsort_reset(&b->ends);
  return rc;
}

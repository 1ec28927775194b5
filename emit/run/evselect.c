/* --steps over an event stream (see evselect.h). */
#include "emit/run/evselect.h"

#include <stdlib.h>
#include <string.h>

#include "stream/common.h"

int sl__evselect_init(sl_evselect_t *s, const char *spec, sl_error_t *err) {
  memset(s, 0, sizeof *s);
  sl__idmap_init(&s->launch);
  s->on = spec != NULL && *spec != '\0';
  s->all = !s->on;
  return s->on ? sl__select_parse(&s->sel, spec, err) : 0;
}

void sl__evselect_close(sl_evselect_t *s) {
  free(s->steps);
  sl__idmap_close(&s->launch);
  memset(s, 0, sizeof *s);
}

int sl__evselect_see(sl_evselect_t *s, const sl_event_t *e) {
  sl_evstep_t *st;
  if (!s->on || e->kind != SL_EV_STEP) return 0;
  if (SL_GROW(s->steps, s->cap, s->n + 1)) return SL_ENOMEM;
  st = &s->steps[s->n++];
  st->step = e->step;
  st->b = e->ts;
  st->e = e->ts + (e->dur > 0 ? e->dur : 0);
  return 0;
}

static int by_start(const void *a, const void *b) {
  const sl_evstep_t *x = a, *y = b;
  return x->b < y->b ? -1 : x->b > y->b ? 1 : (x->step > y->step) - (x->step < y->step);
}

int sl__evselect_plan(sl_evselect_t *s) {
  size_t i, k = 0;
  if (!s->on) return 0;
  if (s->n == 0) {
    /* One step, 0, covering everything. */
    s->all = sl__select_index(&s->sel, 0) || s->sel.last;
    return 0;
  }
  qsort(s->steps, s->n, sizeof *s->steps, by_start);
  for (i = 0; i < s->n; i++)
    if (sl__select_index(&s->sel, (int64_t)i) || (s->sel.last && i + 1 == s->n))
      s->steps[k++] = s->steps[i];
  s->all = k == s->n;
  s->n = k;
  return 0;
}

/* Is step number `step` one of the selected? */
static int chosen(const sl_evselect_t *s, int64_t step) {
  size_t i;
  for (i = 0; i < s->n; i++)
    if (s->steps[i].step == step) return 1;
  return 0;
}

/* Does [ts, ts + dur) (an instant: ts) meet a selected window? */
static int in_windows(const sl_evselect_t *s, int64_t ts, int64_t dur) {
  size_t lo = 0, hi = s->n;
  /* The first window ending after ts (windows do not overlap). */
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (s->steps[mid].e <= ts) lo = mid + 1;
    else hi = mid;
  }
  if (lo == s->n) return 0;
  return dur > 0 ? s->steps[lo].b < ts + dur : s->steps[lo].b <= ts;
}

int sl__evselect_keep(sl_evselect_t *s, const sl_event_t *e) {
  int64_t v;
  if (s->all) return 1;
  switch (e->kind) {
  case SL_EV_STEP: return chosen(s, e->step);
  case SL_EV_SLICE:
  case SL_EV_INSTANT:
    if (e->step >= 0) {
      int k = chosen(s, e->step);
      if (e->corr &&
          sl__idmap_put(&s->launch, e->corr, 0, k ? 1u : 2u) != 0)
        return SL_ENOMEM;
      return k;
    }
    if (e->corr && (v = sl__idmap_get(&s->launch, e->corr, 0)) > 0)
      return v == 1;
    return in_windows(s, e->ts, e->kind == SL_EV_SLICE ? e->dur : 0);
  case SL_EV_COUNTER:
  case SL_EV_MEMORY: return in_windows(s, e->ts, 0);
  default: return 1;
  }
}

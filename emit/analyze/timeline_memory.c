/* The timeline's memory: D events, the sweep line, counters and the
 * allocator maxima.  See timeline.h. */
#define _GNU_SOURCE /* qsort_r */
#include <stdlib.h>
#include <string.h>

#include "emit/analyze/memsweep.h"
#include "emit/analyze/timeline.h"

#define OOM(tl) \
  sl__err((tl)->s->err, SL_ENOMEM, (tl)->s->ref->off, "out of memory")

int sl__tl_deletes(sl_timeline_t *tl, sl_trace_writer_t *w) {
  size_t i;
  for (i = 0; i < tl->tnames.n; i++) {
    const sl_tensor_t *t = &tl->tensors[i];
    sl_ev_at_t at = {tl->s->devs[t->dev].pid + 1, 0, t->last_unref};
    w->tl->object_delete(w, tl->tnames.keys[i], &at,
                          tl->id_base + t->object_id);
  }
  return w->ops->flush(w);
}

typedef struct sweep_ctx_s {
  sl_timeline_t *tl;
  sl_trace_writer_t *w;
} sweep_ctx_t;

static int on_counter(void *ud, uint32_t alloc, int64_t time, int64_t total) {
  sweep_ctx_t *c = ud;
  const sl_memory_out_t *mem = c->tl->mem;
  sl_str_t name = c->tl->allocs.keys[alloc];
  if (mem && mem->counter) {
    int rc = mem->counter(mem->counter_ud, name, time, total);
    if (rc) return rc;
  }
  if (!c->w) return 0;
  c->w->tl->counter(c->w, name, time, total);
  return c->w->rc;
}

static int cmp_max(const void *x, const void *y, void *ud) {
  const sl_timeline_t *tl = ud;
  const sl_sweep_max_t *a = x, *b = y;
  return sl__str_cmp(tl->allocs.keys[a->alloc], tl->allocs.keys[b->alloc]);
}

/* The maxima to the caller, sorted by allocator name, each with the names
 * and bytes of the tensors live at it. */
static int report_maxima(sl_timeline_t *tl, sl_sweep_t *sw,
                         const sl_sweep_tensor_t *in, size_t n) {
  const sl_memory_out_t *mem = tl->mem;
  sl_alloc_max_t *mx = calloc(sw->n_maxima + 1, sizeof *mx);
  const char **names = malloc((n + 1) * sizeof *names);
  size_t *lens = malloc((n + 1) * sizeof *lens), used = 0, i;
  int64_t *bytes = malloc((n + 1) * sizeof *bytes);
  int rc;
  if (!mx || !names || !lens || !bytes) {
    rc = OOM(tl);
  } else {
    qsort_r(sw->maxima, sw->n_maxima, sizeof *sw->maxima, cmp_max, tl);
    for (i = 0; i < sw->n_maxima; i++) {
      const sl_sweep_max_t *m = &sw->maxima[i];
      size_t j;
      mx[i].allocator = (const char *)tl->allocs.keys[m->alloc].p;
      mx[i].allocator_len = tl->allocs.keys[m->alloc].n;
      mx[i].timestamp = m->timestamp;
      mx[i].num_bytes = m->num_bytes;
      mx[i].n_tensors = m->n_tensors;
      mx[i].tensors = names + used;
      mx[i].tensor_lens = lens + used;
      mx[i].tensor_bytes = bytes + used;
      for (j = 0; j < m->n_tensors; j++) {
        names[used] = (const char *)in[m->tensors[j]].name.p;
        bytes[used] = in[m->tensors[j]].bytes;
        lens[used++] = in[m->tensors[j]].name.n;
      }
    }
    rc = mem->maxima(mem->maxima_ud, &tl->s->info, mx, sw->n_maxima);
  }
  free(mx);
  free(names);
  free(lens);
  free(bytes);
  return rc;
}

int sl__tl_sweep(sl_timeline_t *tl, sl_trace_writer_t *w) {
  size_t n = tl->tnames.n, i;
  sl_sweep_tensor_t *in = malloc((n + 1) * sizeof *in);
  const sl_memory_out_t *mem = tl->mem;
  sweep_ctx_t ctx = {tl, tl->opt->show_memory ? w : NULL};
  sl_sweep_t sw;
  int rc;
  if (!in) return OOM(tl);
  for (i = 0; i < n; i++) {
    const sl_tensor_t *t = &tl->tensors[i];
    in[i].name = tl->tnames.keys[i];
    in[i].create = t->create;
    in[i].last_unref = t->last_unref;
    in[i].bytes = t->bytes;
    in[i].alloc = t->alloc;
  }
  rc = sl__sweep_run(&sw, in, n, (uint32_t)tl->allocs.n,
                     mem && mem->values_only,
                     ctx.w || (mem && mem->counter) ? on_counter : NULL,
                     &ctx);
  if (rc == SL_ENOMEM) rc = OOM(tl);
  if (rc == 0 && mem && mem->maxima) rc = report_maxima(tl, &sw, in, n);
  sl__sweep_close(&sw);
  free(in);
  if (rc == 0 && w) rc = w->rc;
  return rc;
}

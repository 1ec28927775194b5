/* The op queue.  See opqueue.h. */
#include "opqueue.h"

#include <stdlib.h>
#include <string.h>

#include "../stream/arena.h"
#include "../stream/common.h"
#include "events.h"

int sl__opq_defer;

int sl__opq_init(sl_opq_t *q) {
  memset(q, 0, sizeof *q);
  if (uv_mutex_init(&q->mu) != 0) return SL_ENOMEM;
  if (uv_cond_init(&q->cv) != 0) {
    uv_mutex_destroy(&q->mu);
    return SL_ENOMEM;
  }
  return 0;
}

void sl__opq_close(sl_opq_t *q) {
  size_t i;
  for (i = 0; i < q->nchunks; i++) free(q->chunks[i]);
  for (i = 0; i < q->nspare; i++) free(q->spare[i]);
  free(q->spare);
  free(q->cur);
  free(q->chunks);
  free(q->counts);
  uv_cond_destroy(&q->cv);
  uv_mutex_destroy(&q->mu);
  memset(q, 0, sizeof *q);
}

static void write_chunk(sl_json_t *w, const sl_opev_t *e, size_t n) {
  size_t i;
  for (i = 0; i < n && w->rc == 0; i++, e++) {
    sl_str_t in = sl__str(e->inputs, e->inputsn);
    sl__ev_op(w, sl__str(e->op, e->opn), e->pid, e->tid, e->ts, e->dur,
              sl__str(e->name, e->namen), e->inputs ? &in : NULL);
  }
}

/* Published chunks not yet claimed past which the producer writes one
 * itself, though a helper waits. */
#define SL_OPQ_BEHIND 2

/* The producer's chunk joins the published ones (mutex held).  Returns 0
 * or SL_ENOMEM. */
static int publish(sl_opq_t *q) {
  if (q->nchunks == q->cap) {
    size_t cap = q->cap;
    sl_opev_t **nc;
    uint32_t *nn;
    if (sl__grow_cap(&cap, q->nchunks + 1, sizeof *nc) != 0) return SL_ENOMEM;
    if (!(nc = realloc(q->chunks, cap * sizeof *nc))) return SL_ENOMEM;
    q->chunks = nc;
    if (!(nn = realloc(q->counts, cap * sizeof *nn))) return SL_ENOMEM;
    q->counts = nn;
    q->cap = cap;
  }
  q->chunks[q->nchunks] = q->cur;
  q->counts[q->nchunks++] = (uint32_t)q->curn;
  q->cur = NULL;
  q->curn = 0;
  uv_cond_broadcast(&q->cv);
  return 0;
}

/* Claims the next published chunk (mutex held): its events and count, or
 * NULL when none is there. */
static sl_opev_t *claim(sl_opq_t *q, size_t *n) {
  size_t c;
  sl_opev_t *e;
  if (q->failed || q->next >= q->nchunks) return NULL;
  c = q->next++;
  *n = q->counts[c];
  e = q->chunks[c];
  q->chunks[c] = NULL;
  return e;
}

/* A written chunk becomes a spare (mutex held); when there is no room
 * to keep it, it is freed. */
static void done(sl_opq_t *q, sl_opev_t *e) {
  if (q->nspare == q->sparecap) {
    size_t cap = q->sparecap;
    sl_opev_t **ns;
    if (sl__grow_cap(&cap, q->nspare + 1, sizeof *ns) != 0 ||
        !(ns = realloc(q->spare, cap * sizeof *ns))) {
      free(e);
      return;
    }
    q->spare = ns;
    q->sparecap = cap;
  }
  q->spare[q->nspare++] = e;
}

/* Writes a claimed chunk and gives it back. */
static void write_back(sl_opq_t *q, sl_json_t *w, sl_opev_t *e, size_t n) {
  write_chunk(w, e, n);
  uv_mutex_lock(&q->mu);
  done(q, e);
  uv_mutex_unlock(&q->mu);
}

sl_opev_t *sl__opq_add(sl_opq_t *q, sl_json_t *w) {
  if (SL_UNLIKELY(q->curn == SL_OPQ_CHUNK)) {
    sl_opev_t *e = NULL;
    size_t n = 0;
    int rc;
    uv_mutex_lock(&q->mu);
    rc = publish(q);
    /* A helper that falls behind is helped back: the queue then holds
     * a few chunks, not the step's every event. */
    if (rc == 0 && !sl__opq_defer &&
        (!q->helped || q->nchunks - q->next > SL_OPQ_BEHIND))
      e = claim(q, &n);
    uv_mutex_unlock(&q->mu);
    if (rc != 0) return NULL;
    if (e) write_back(q, w, e, n);
  }
  if (SL_UNLIKELY(!q->cur)) {
    uv_mutex_lock(&q->mu);
    if (q->nspare > 0) q->cur = q->spare[--q->nspare];
    uv_mutex_unlock(&q->mu);
    if (!q->cur && !(q->cur = malloc(SL_OPQ_CHUNK * sizeof *q->cur)))
      return NULL;
  }
  return &q->cur[q->curn++];
}

void sl__opq_end(sl_opq_t *q, int failed) {
  uv_mutex_lock(&q->mu);
  /* A chunk that cannot be published is the failure of the step. */
  if (!failed && q->curn > 0 && publish(q) != 0) failed = 1;
  q->closed = 1;
  if (failed) q->failed = 1;
  uv_cond_broadcast(&q->cv);
  uv_mutex_unlock(&q->mu);
}

int sl__opq_write(sl_opq_t *q, sl_json_t *w, int wait) {
  for (;;) {
    sl_opev_t *e;
    size_t n = 0;
    uv_mutex_lock(&q->mu);
    if (wait) q->helped = 1;
    while (sl__opq_defer && wait && !q->closed && !q->failed)
      uv_cond_wait(&q->cv, &q->mu);
    while (!(e = claim(q, &n)) && wait && !q->closed && !q->failed)
      uv_cond_wait(&q->cv, &q->mu);
    uv_mutex_unlock(&q->mu);
    if (!e) return w->rc;
    write_back(q, w, e, n);
    if (w->rc) return w->rc;
  }
}

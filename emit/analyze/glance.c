/* One step at a glance, for follow's summary line: the op figures and the
 * memory peaks of each step, gathered by visitors that ride on the step's
 * conversion instead of a pass of their own.  What they keep is plain
 * copies, read after the step (glance.h). */
#include <stdlib.h>
#include <string.h>

#include "emit/analyze/glance.h"
#include "emit/analyze/memstats.h"
#include "emit/analyze/opstats.h"
#include "stream/common.h"

/* ---- ops ---------------------------------------------------------------------- */

/* The op figures of one step, gathered by a tap on its conversion: the
 * rows live in an arena made when the pass starts and freed when it
 * ends, on the pass's thread; what is kept is the plain result. */
struct sl_stats_glance_s {
  sl_opstats_t x;
  sl_step_glance_t g;
  int ok;              /* g holds the last pass's figures */
};

int sl__stats_glance_new(sl_stats_glance_t **out) {
  sl_stats_glance_t *sg = calloc(1, sizeof *sg);
  *out = sg;
  if (!sg) return SL_ENOMEM;
  sl__opstats_init(&sg->x, SL_STATS_BY_OP);
  sg->x.no_bytes = 1;
  return 0;
}

/* The rows live from the pass's start to its end, on the pass's thread;
 * what is kept is the plain result. */
static int glance_begin(void *ud, sl_walk_t *w) {
  sl_stats_glance_t *sg = ud;
  sg->ok = 0;
  sg->x.has_span = 0;
  return sl__opstats_devices(&sg->x, w->s, w->err);
}

static int glance_node(void *ud, sl_walk_t *w, sl_node_t *nd) {
  return sl__opstats_node(&((sl_stats_glance_t *)ud)->x, w, nd);
}

static int glance_end(void *ud, sl_walk_t *w, int rc) {
  sl_stats_glance_t *sg = ud;
  sl_opstats_t *x = &sg->x;
  sl_step_glance_t *g = &sg->g;
  size_t i;
  (void)w;
  memset(g, 0, sizeof *g);
  if (rc == 0) {
    int64_t best = -1;
    int by_host = x->rows.host_total > 0;
    for (i = 0; i < x->rows.keys.n; i++) {
      const sl_op_row_t *r = &x->rows.rows[i];
      int64_t v = by_host ? r->host_total : r->device_total;
      g->ops += r->calls;
      g->kernels += r->kernels;
      if (v > best) {
        sl_str_t k = x->rows.keys.keys[i];
        best = v;
        g->top_n = k.n < sizeof g->top - 1 ? k.n : sizeof g->top - 1;
        memcpy(g->top, k.p, g->top_n);
        g->top[g->top_n] = '\0';
        g->top_us = v;
      }
    }
    g->host_us = x->rows.host_total;
    g->device_us = x->rows.device_total;
    g->has_span = x->has_span;
    g->t_min = x->t_min;
    g->t_max = x->t_max;
    sg->ok = 1;
  }
  sl__opstats_clear(x);
  return 0;
}

sl_visitor_t sl__stats_glance_visitor(sl_stats_glance_t *sg) {
  sl_visitor_t v = {sg, glance_begin, glance_node, glance_end};
  sg->ok = 0;  /* no figures until this step's pass has run */
  return v;
}

int sl__stats_glance_get(const sl_stats_glance_t *sg, sl_step_glance_t *g) {
  if (!sg->ok) return SL_EUSAGE;
  *g = sg->g;
  return 0;
}

void sl__stats_glance_free(sl_stats_glance_t *sg) {
  if (!sg) return;
  sl__opstats_close(&sg->x);
  free(sg);
}

/* ---- memory ------------------------------------------------------------------- */

/* The memory peaks of one step from its conversion: the model's from the
 * maxima (on the thread that runs the sweep), the measured ones from a
 * tap on the node pass (on the thread that carries it, which makes and
 * frees the arenas of `x` itself).  Both keep plain copies; report()
 * merges them, allocators in the order the memory report would list
 * them: the model's (by name), then those only measured, as met. */
typedef struct gpeak_s {
  char *name;          /* owned; fig.name points at it                */
  sl_alloc_glance_t fig;
} gpeak_t;

struct sl_mem_glance_s {
  sl_memstats_t x;
  gpeak_t *model, *meas;
  size_t nmodel, nmeas, mcap;
  int ok;              /* the measured part came out of the last pass */
};

static void gpeaks_free(gpeak_t *g, size_t n) {
  size_t i;
  for (i = 0; i < n; i++) free(g[i].name);
  free(g);
}

int sl__mem_glance_new(sl_mem_glance_t **out) {
  sl_mem_glance_t *mg = calloc(1, sizeof *mg);
  *out = mg;
  return mg ? 0 : SL_ENOMEM;
}

static int glance_maxima(void *ud, const sl_step_info_t *st,
                         const sl_alloc_max_t *m, size_t n) {
  sl_mem_glance_t *mg = ud;
  (void)st;
  if (n > mg->mcap) {
    gpeak_t *nm = realloc(mg->model, n * sizeof *nm);
    if (!nm) return SL_ENOMEM;
    mg->model = nm;
    mg->mcap = n;
  }
  for (; mg->nmodel < n; mg->nmodel++) {
    gpeak_t *g = &mg->model[mg->nmodel];
    size_t len = m[mg->nmodel].allocator_len;
    memset(g, 0, sizeof *g);
    if (!(g->name = malloc(len + 1))) return SL_ENOMEM;
    memcpy(g->name, m[mg->nmodel].allocator, len);
    g->fig.name = sl__str(g->name, len);
    g->fig.model = m[mg->nmodel].num_bytes;
    g->fig.has_model = 1;
  }
  return 0;
}

/* The measured part rides on the conversion's node pass: its arena is
 * made when the pass begins and freed when it ends, on its thread. */
static int gtap_begin(void *ud, sl_walk_t *w) {
  (void)w;
  sl__memstats_step_begin(&((sl_mem_glance_t *)ud)->x);
  return 0;
}

static int gtap_node(void *ud, sl_walk_t *w, sl_node_t *nd) {
  return sl__memstats_measure(&((sl_mem_glance_t *)ud)->x, w, nd);
}

static int gtap_end(void *ud, sl_walk_t *w, int rc) {
  sl_mem_glance_t *mg = ud;
  sl_memstats_t *x = &mg->x;
  sl_error_t *err = w->err;
  size_t i;
  gpeaks_free(mg->meas, mg->nmeas);
  mg->meas = NULL;
  mg->nmeas = 0;
  mg->ok = 0;
  if (rc == 0 && x->allocs.n &&
      !(mg->meas = calloc(x->allocs.n, sizeof *mg->meas)))
    rc = sl__err(err, SL_ENOMEM, 0, "out of memory");
  for (i = 0; rc == 0 && i < x->allocs.n; i++) {
    sl_mem_peak_t *a = &x->ap[i];
    gpeak_t *g = &mg->meas[i];
    sl__memstats_records_peak(&x->arena, a);
    if (!(g->name = malloc(a->name.n + 1))) {
      rc = sl__err(err, SL_ENOMEM, 0, "out of memory");
      break;
    }
    mg->nmeas = i + 1;
    if (a->name.n) memcpy(g->name, a->name.p, a->name.n);
    g->fig.name = sl__str(g->name, a->name.n);
    g->fig.has_inuse = a->has_inuse;
    g->fig.has_peak = a->has_peak;
    g->fig.has_records = a->has_records;
    g->fig.inuse = a->inuse;
    g->fig.peak = a->peak;
    g->fig.records = a->records;
  }
  if (rc == 0) mg->ok = 1;
  sl__memstats_step_free(x);
  return rc;
}

sl_visitor_t sl__mem_glance_ride(sl_mem_glance_t *mg, sl_memory_out_t *mem) {
  sl_visitor_t v = {mg, gtap_begin, gtap_node, gtap_end};
  gpeaks_free(mg->model, mg->nmodel);
  mg->model = NULL;
  mg->nmodel = mg->mcap = 0;
  mg->ok = 0;
  memset(mem, 0, sizeof *mem);
  mem->maxima = glance_maxima;
  mem->maxima_ud = mg;
  mem->values_only = 1;
  return v;
}

int sl__mem_glance_report(sl_mem_glance_t *mg,
                          int (*fn)(void *ud, const sl_alloc_glance_t *a,
                                    size_t n),
                          void *ud) {
  sl_alloc_glance_t *g;
  size_t i, j, n = 0;
  int rc;
  if (!mg->ok) return SL_EUSAGE;
  g = calloc(mg->nmodel + mg->nmeas + 1, sizeof *g);
  if (!g) return SL_ENOMEM;
  for (i = 0; i < mg->nmodel; i++) g[n++] = mg->model[i].fig;
  for (j = 0; j < mg->nmeas; j++) {
    const sl_alloc_glance_t *m = &mg->meas[j].fig;
    sl_alloc_glance_t *a = &g[n];
    for (i = 0; i < mg->nmodel; i++)
      if (sl__str_eq(g[i].name, (const char *)m->name.p, m->name.n))
        a = &g[i];
    if (a == &g[n]) {
      *a = *m;
      n++;
    } else {
      /* Measured figures of an allocator the model has: one entry. */
      int64_t model = a->model;
      *a = *m;
      a->has_model = 1;
      a->model = model;
    }
  }
  rc = fn(ud, g, n);
  free(g);
  return rc;
}

void sl__mem_glance_free(sl_mem_glance_t *mg) {
  if (!mg) return;
  gpeaks_free(mg->model, mg->nmodel);
  gpeaks_free(mg->meas, mg->nmeas);
  free(mg);
}

/* `stepline steps` over a format's event stream: the steps its markers
 * (SL_EV_STEP) say, each with its events and the time any device worked
 * in it; a partial result of one input, and the merge of partials (see
 * inputs.h and merge.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit/analyze/vsort.h"
#include "emit/run/events.h"
#include "emit/run/evmerge.h"
#include "emit/run/merge.h"
#include "emit/write/report.h"

/* Events of one step id (a partial's: the stream's first input decides
 * which ids are steps). */
typedef struct count_s {
  int64_t id;
  uint64_t n;
} count_t;

typedef struct steps_s {
  sl_span_t *s;
  size_t n, cap;
  sl_idmap_t at;            /* step -> index                           */
  sl_arena_t arena;
  int64_t base_us;          /* SL_EV_CLOCK's                           */
  int clocked;
  uint64_t timed;
  sl_span_t all;            /* every slice: the one step without markers */
  sl_vsort_t dev;           /* device work's intervals, by start        */
  /* A partial: every slice's step id counted (markers or not). */
  int partial;
  sl_idmap_t cat;           /* step id -> counts[]                     */
  count_t *counts;
  size_t ncounts, ccounts;
  /* A merge: the partial being read, and the stream's clock. */
  size_t k;
  int64_t shift;
  sl_evclock_t clock;
  int json;
  /* the busy pass */
  sl_span_t *sp;
  size_t nsp, next, *by_start;
  sl_span_t *sorted;
  int64_t a, b;             /* the union's open segment                */
  int open;
  sl_pwrite_t *w;           /* a partial's segments go here            */
  int counting;             /* ... once counted                        */
  uint64_t nseg;
} steps_t;

typedef struct ival_s {
  int64_t ts, end;
} ival_t;

static int cmp_ival(const void *x, const void *y) {
  const ival_t *a = x, *b = y;
  return a->ts < b->ts ? -1 : a->ts > b->ts;
}

static int steps_init(steps_t *st) {
  memset(st, 0, sizeof *st);
  sl__idmap_init(&st->at);
  sl__idmap_init(&st->cat);
  sl__vsort_init_rec(&st->dev, 0, sizeof(ival_t), cmp_ival);
  return sl__arena_init(&st->arena) ? SL_ENOMEM : 0;
}

static void steps_close(steps_t *st) {
  free(st->s);
  free(st->by_start);
  free(st->sorted);
  free(st->counts);
  sl__vsort_close(&st->dev);
  sl__idmap_close(&st->at);
  sl__idmap_close(&st->cat);
  sl__arena_close(&st->arena);
}

/* A segment of the device work's union, added to the steps it meets. */
static void busy_segment(steps_t *st, int64_t a, int64_t b) {
  size_t k;
  while (st->next < st->nsp && st->sp[st->by_start[st->next]].end <= a)
    st->next++;
  for (k = st->next; k < st->nsp && st->sp[st->by_start[k]].start < b; k++) {
    sl_span_t *s = &st->sp[st->by_start[k]];
    int64_t lo = a > s->start ? a : s->start, hi = b < s->end ? b : s->end;
    if (hi > lo) s->busy += hi - lo;
  }
}

/* The union of the intervals in start order: each closed segment to
 * the steps, or to a partial (counted first, then written). */
static int segment(steps_t *st, int64_t a, int64_t b) {
  int rc;
  if (!st->w) {
    busy_segment(st, a, b);
    return 0;
  }
  if (st->counting) {
    st->nseg++;
    return 0;
  }
  if ((rc = sl__pw_value(st->w, a))) return rc;
  return sl__pw_value(st->w, b);
}

static int busy_ival(void *ud, const void *rec) {
  steps_t *st = ud;
  const ival_t *v = rec;
  if (st->open && v->ts <= st->b) {
    if (v->end > st->b) st->b = v->end;
    return 0;
  }
  if (st->open) {
    int rc = segment(st, st->a, st->b);
    if (rc) return rc;
  }
  st->open = 1;
  st->a = v->ts;
  st->b = v->end;
  return 0;
}

static int union_pass(steps_t *st) {
  int rc;
  st->open = 0;
  rc = sl__vsort_each_rec(&st->dev, busy_ival, st);
  if (rc == 0 && st->open) rc = segment(st, st->a, st->b);
  return rc;
}

static int cmp_start(const void *x, const void *y) {
  const sl_span_t *a = x, *b = y;
  return a->start < b->start ? -1 : a->start > b->start;
}

/* Each step's time with any device work in it (the union of the
 * intervals, all devices), when the input has device work. */
static int steps_busy(steps_t *st, sl_span_t *sp, size_t n) {
  size_t i;
  for (i = 0; i < n; i++) sp[i].busy = st->dev.n || st->dev.nruns ? 0 : -1;
  if (!n || sp[0].busy < 0) return 0;
  /* The steps by start: a copy's ids (the steps' own numbers can be
   * anything) say where each goes. */
  if (!(st->by_start = malloc(n * sizeof *st->by_start)) ||
      !(st->sorted = malloc(n * sizeof *st->sorted)))
    return SL_ENOMEM;
  memcpy(st->sorted, sp, n * sizeof *sp);
  for (i = 0; i < n; i++) st->sorted[i].id = (int64_t)i;
  qsort(st->sorted, n, sizeof *st->sorted, cmp_start);
  for (i = 0; i < n; i++) st->by_start[i] = (size_t)st->sorted[i].id;
  st->sp = sp;
  st->nsp = n;
  return union_pass(st);
}

/* A marker: a step, its events counted from here on. */
static int add_step(steps_t *st, int64_t id, int64_t start, int64_t end,
                    uint64_t events, sl_str_t name) {
  if (sl__grow_array((void **)&st->s, &st->cap, st->n + 1, sizeof *st->s) ||
      sl__idmap_put(&st->at, (uint64_t)id, 0, (uint32_t)st->n))
    return SL_ENOMEM;
  st->s[st->n].id = id;
  st->s[st->n].start = start;
  st->s[st->n].end = end;
  st->s[st->n].events = events;
  st->s[st->n].name = name;
  st->n++;
  return 0;
}

static int count_id(steps_t *st, int64_t id, uint64_t n) {
  int64_t i = sl__idmap_get(&st->cat, (uint64_t)id, 0);
  if (i < 0) {
    if (sl__grow_array((void **)&st->counts, &st->ccounts, st->ncounts + 1,
                       sizeof *st->counts) ||
        sl__idmap_put(&st->cat, (uint64_t)id, 0, (uint32_t)st->ncounts))
      return SL_ENOMEM;
    i = (int64_t)st->ncounts++;
    st->counts[i].id = id;
    st->counts[i].n = 0;
  }
  st->counts[i].n += n;
  return 0;
}

/* What the one step of an input without markers spans (its slices and
 * instants) and holds (its host ops, ranges and API calls). */
static void time_span(steps_t *st, int64_t ts, int64_t end, uint64_t timed,
                      uint64_t held) {
  if (!timed) return;
  if (st->timed == 0 || ts < st->all.start) st->all.start = ts;
  if (st->timed == 0 || end > st->all.end) st->all.end = end;
  st->timed += timed;
  st->all.events += held;
}

static int steps_event(void *ud, const sl_event_t *e) {
  steps_t *st = ud;
  int64_t i;
  int rc;
  if (e->kind == SL_EV_CLOCK) st->base_us = e->ts, st->clocked = 1;
  if (e->kind == SL_EV_SLICE || e->kind == SL_EV_INSTANT)
    time_span(st, e->ts, e->ts + (e->dur > 0 ? e->dur : 0), 1,
              e->kind == SL_EV_SLICE && (e->cls == SL_CLASS_HOST_OP ||
                                         e->cls == SL_CLASS_RANGE ||
                                         e->cls == SL_CLASS_API));
  if (e->kind == SL_EV_SLICE &&
      (e->cls == SL_CLASS_KERNEL || e->cls == SL_CLASS_MEMCPY ||
       e->cls == SL_CLASS_MEMSET)) {
    ival_t v;
    v.ts = e->ts;
    v.end = e->ts + (e->dur > 0 ? e->dur : 0);
    if ((rc = sl__vsort_put(&st->dev, &v))) return rc;
  }
  if (e->kind == SL_EV_SLICE && e->step >= 0) {
    i = sl__idmap_get(&st->at, (uint64_t)e->step, 0);
    if (i >= 0) st->s[i].events++;
    return st->partial ? count_id(st, e->step, 1) : 0;
  }
  if (e->kind != SL_EV_STEP) return 0;
  {
    sl_str_t name = sl__ev_keep(&st->arena, e->name);
    if (!name.p) return SL_ENOMEM;
    return add_step(st, e->step, e->ts, e->ts + (e->dur > 0 ? e->dur : 0), 0,
                    name);
  }
}

/* The list, from what the events (or the partials) left. */
static int steps_write(steps_t *st, int json, sl_sink_fn sink, void *ud,
                       sl_error_t *err) {
  sl_block_t b;
  /* No step markers: the input is one step. */
  int rc, one = st->n == 0 && st->timed > 0;
  if ((rc = steps_busy(st, one ? &st->all : st->s, one ? 1 : st->n)))
    return sl__err(err, rc, SL_NO_OFFSET, "cannot keep the device work: %s",
                   sl_strerror(rc));
  if (sl__block_open(&b))
    return sl__err(err, SL_ENOMEM, SL_NO_OFFSET, "out of memory");
  sl__spans_write(b.f, one ? &st->all : st->s, one ? 1 : st->n, st->base_us,
                  json, "(no steps: the input marks none)");
  if (one && !json) fputs("(no step markers: the input is one step)\n", b.f);
  rc = sl__block_flush(&b, sink, ud);
  return rc ? sl__err(err, rc, SL_NO_OFFSET, "cannot write the list") : 0;
}

/* ---- a partial: one input's markers, counts, span and device work ------------------ */

static int steps_partial(steps_t *st, const sl_input_format_t *f,
                         const sl_job_t *j) {
  sl_partial_head_t h;
  sl_pwrite_t w;
  FILE *o;
  char opts[512];
  size_t i;
  int rc;
  sl__partial_head_of(&h, "steps", f->name, j->opt, j->paths[0], 0, opts,
                      sizeof opts);
  h.steps = (int64_t)st->n;
  /* Segments: counted (a pass), then written (another). */
  st->w = &w;
  st->counting = 1;
  if ((rc = union_pass(st))) return sl__err(j->err, rc, 0, "%s", sl_strerror(rc));
  st->counting = 0;
  if ((rc = sl__partial_begin(&w, j->sink, j->ud, &h, j->err))) return rc;
  o = sl__pw_f(&w);
  fputs("{\"clock\":", o);
  if (st->clocked) fprintf(o, "%lld", (long long)st->base_us);
  else fputs("null", o);
  fprintf(o, ",\"timed\":%llu,\"start\":%lld,\"end\":%lld,\"held\":%llu,"
             "\"markers\":%zu,\"counts\":%zu,\"segments\":%llu}",
          (unsigned long long)st->timed, (long long)st->all.start,
          (long long)st->all.end, (unsigned long long)st->all.events, st->n,
          st->ncounts, (unsigned long long)st->nseg);
  rc = sl__pw_line(&w);
  for (i = 0; i < st->n && rc == 0; i++) {
    const sl_span_t *s = &st->s[i];
    fprintf(o, "{\"id\":%lld,\"start\":%lld,\"end\":%lld,\"events\":%llu,"
               "\"name\":", (long long)s->id, (long long)s->start,
            (long long)s->end, (unsigned long long)s->events);
    sl__pw_str(&w, s->name.p, s->name.n);
    fputc('}', o);
    rc = sl__pw_line(&w);
  }
  for (i = 0; i < st->ncounts && rc == 0; i++) {
    fprintf(o, "{\"id\":%lld,\"n\":%llu}", (long long)st->counts[i].id,
            (unsigned long long)st->counts[i].n);
    rc = sl__pw_line(&w);
  }
  if (rc == 0) rc = union_pass(st);
  if (rc == 0) rc = sl__pw_values_end(&w);
  if (rc && !(j->err && j->err->code))
    rc = sl__err(j->err, rc, 0, "cannot write the output: %s",
                 sl_strerror(rc));
  return sl__partial_end(&w, rc, j->err);
}

int sl__events_steps(const sl_input_format_t *f, const sl_job_t *j) {
  steps_t st;
  int rc, partial = j->json == SL_REPORT_PARTIAL;
  if (partial && (rc = sl__partial_check(j->n, NULL, j->err))) return rc;
  if (steps_init(&st)) return sl__err(j->err, SL_ENOMEM, 0, "out of memory");
  st.partial = partial;
  rc = sl__ev_read_job(f, j, steps_event, &st);
  if (rc == 0)
    rc = partial ? steps_partial(&st, f, j)
                 : steps_write(&st, j->json, j->sink, j->ud, j->err);
  steps_close(&st);
  return rc;
}

/* ---- the merge ---------------------------------------------------------------------- */

static int seg_value(void *ud, int64_t v) {
  steps_t *st = ud;
  ival_t iv;
  if (v > SL_PARTIAL_TIME_MAX || v < -SL_PARTIAL_TIME_MAX) return 1;
  /* Values come in pairs: a segment's start, then its end. */
  if (!st->open) {
    st->a = v;
    st->open = 1;
    return 0;
  }
  st->open = 0;
  iv.ts = st->a + st->shift;
  iv.end = v + st->shift;
  return sl__vsort_put(&st->dev, &iv);
}

/* One partial as the stream's k-th input: its clock onto the stream's,
 * the first's markers, the others' events counted under them. */
static int merge_add(sl_pmerge_t *pm, sl_pread_t *r, size_t k,
                     const char *file) {
  steps_t *st = pm->st;
  int64_t clock, timed, start, end, held, nm, nc, nseg, i;
  int has, rc;
  (void)file;
  if ((rc = sl__pr_line(r, "expected the input's steps"))) return rc;
  if (sl__pr_opt_int(r, "clock", &clock, &has) ||
      (has && sl__pr_bounded(r, "clock", SL_PARTIAL_CLOCK_MAX, &clock)) ||
      sl__pr_int(r, "timed", &timed) ||
      sl__pr_bounded(r, "start", SL_PARTIAL_TIME_MAX, &start) ||
      sl__pr_bounded(r, "end", SL_PARTIAL_TIME_MAX, &end) ||
      sl__pr_int(r, "held", &held) ||
      sl__pr_int(r, "markers", &nm) || sl__pr_int(r, "counts", &nc) ||
      sl__pr_int(r, "segments", &nseg))
    return SL_EFORMAT;
  if (timed < 0 || held < 0 || nm < 0 || nc < 0 || nseg < 0 ||
      nseg > INT64_MAX / 2)
    return sl__pr_fail(r, "expected counts of zero or more");
  st->shift = 0;
  if (has && sl__evclock_take(&st->clock, clock, &st->shift) == 1)
    st->base_us = clock;
  time_span(st, start + st->shift, end + st->shift, (uint64_t)timed,
            (uint64_t)held);
  for (i = 0; i < nm; i++) {
    int64_t id, b, e, ev;
    sl_str_t name;
    if ((rc = sl__pr_line(r, "expected %lld more steps", (long long)(nm - i))))
      return rc;
    if (sl__pr_int(r, "id", &id) ||
        sl__pr_bounded(r, "start", SL_PARTIAL_TIME_MAX, &b) ||
        sl__pr_bounded(r, "end", SL_PARTIAL_TIME_MAX, &e) ||
        sl__pr_int(r, "events", &ev) ||
        sl__pr_str(r, "name", &name))
      return SL_EFORMAT;
    /* The first input's steps are the stream's. */
    if (k > 0) continue;
    {
      sl_text_t t;
      t.p = (const char *)name.p;
      t.n = name.n;
      name = sl__ev_keep(&st->arena, t);
      if (!name.p || add_step(st, id, b, e, (uint64_t)ev, name))
        return sl__err(r->err, SL_ENOMEM, 0, "out of memory");
    }
  }
  for (i = 0; i < nc; i++) {
    int64_t id, n, at;
    if ((rc = sl__pr_line(r, "expected %lld more counts", (long long)(nc - i))))
      return rc;
    if (sl__pr_int(r, "id", &id) || sl__pr_int(r, "n", &n)) return SL_EFORMAT;
    /* The first's own were counted as its events met its markers. */
    if (k > 0 && (at = sl__idmap_get(&st->at, (uint64_t)id, 0)) >= 0)
      st->s[at].events += (uint64_t)n;
  }
  st->open = 0;
  rc = sl__pr_values(r, (uint64_t)nseg * 2, seg_value, st);
  st->open = 0;
  if (rc == 1)
    return sl__pr_fail(r, "a device interval out of range (+-2^61)");
  return rc == SL_ENOMEM ? sl__err(r->err, rc, 0, "out of memory") : rc;
}

static int merge_write(sl_pmerge_t *pm, sl_error_t *err) {
  steps_t *st = pm->st;
  return steps_write(st, st->json, pm->sink, pm->ud, err);
}

static void merge_free(void *ud) {
  if (!ud) return;
  steps_close(ud);
  free(ud);
}

static const sl_pmerge_ops_t evsteps_merge_ops = {
    merge_add, merge_write, merge_free};

int sl__evsteps_merge_open(sl_pmerge_t *pm, int json, sl_error_t *err) {
  steps_t *st = malloc(sizeof *st);
  if (!st || steps_init(st)) {
    free(st);
    return sl__err(err, SL_ENOMEM, 0, "out of memory");
  }
  st->json = json;
  pm->st = st;
  pm->ops = &evsteps_merge_ops;
  return 0;
}

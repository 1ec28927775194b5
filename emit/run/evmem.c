/* `stepline mem` over a format's event stream: the ledger of its memory
 * events per allocator, their peaks per step, a partial result of one
 * input and the merge of partials (see inputs.h and merge.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit/analyze/vsort.h"
#include "emit/report/ledger.h"
#include "emit/run/events.h"
#include "emit/run/evmerge.h"
#include "emit/run/evselect.h"
#include "emit/run/merge.h"
#include "emit/write/plot.h"
#include "emit/write/report.h"

/* ---- mem: the ledger ---------------------------------------------------------------- */

/* A memory event kept for the second pass (the live set at each peak). */
typedef struct mrec_s {
  int64_t pool, ts, bytes;
  uint64_t addr;
} mrec_t;

typedef struct mem_s {
  sl_evpools_t pools;
  sl_arena_t arena;
  sl_plot_t *plot;
  sl_vsort_t recs;          /* the memory events, in input order         */
  sl_live_t live;
  uint64_t *seen;           /* pass two: each pool's events so far       */
  /* --per-step: the steps, the levels in time order and each step's
   * peaks per pool. */
  int per_step;
  sl_evselect_t sel;
  sl_vsort_t levels;
  int64_t *step, (*span)[2];
  sl_step_peak_t *peak;
  int64_t *cur;             /* the sweep: each pool's level, or -1       */
  int64_t first, last;      /* the events' times (ps): the one step of a
                             * trace without steps                       */
  int timed;
  size_t *active, nactive, next;
} mem_t;

/* A pool's level after an event, for the steps' peaks. */
typedef struct level_s {
  int64_t ts;               /* ps, the input's                           */
  uint64_t seq;
  int64_t pool, level;
} level_t;

static int level_cmp(const void *a, const void *b) {
  const level_t *x = a, *y = b;
  if (x->ts != y->ts) return x->ts < y->ts ? -1 : 1;
  return x->seq < y->seq ? -1 : x->seq > y->seq;
}

static int mem_event(void *ud, const sl_event_t *e) {
  mem_t *m = ud;
  sl_pool_t *d;
  mrec_t r;
  if (e->kind == SL_EV_CLOCK) m->pools.origin_ns = e->ts * 1000;
  if (e->kind != SL_EV_MEMORY) return 0;
  if (!(d = sl__evpools_apply(&m->pools, e))) return SL_ENOMEM;
  if (m->plot)
    sl__plot_point(m->plot, sl__str(d->name, strlen(d->name)), e->ts / 1000000,
                   d->bytes);
  r.pool = d->id;
  r.ts = m->pools.origin_ns + e->ts / 1000;
  r.bytes = e->bytes;
  r.addr = e->addr;
  if (m->per_step) {
    level_t v;
    int rc;
    v.ts = e->ts;
    v.seq = d->allocs + d->frees;
    v.pool = d->id;
    v.level = d->bytes;
    if ((rc = sl__vsort_put(&m->levels, &v))) return rc;
  }
  return sl__vsort_put(&m->recs, &r);
}

static int mem_see(void *ud, const sl_event_t *e) {
  mem_t *m = ud;
  int rc;
  /* The steps and the trace's span matter only for --per-step. */
  if (!m->per_step) return mem_event(ud, e);
  if ((rc = sl__evselect_see(&m->sel, e))) return rc;
  if (e->kind == SL_EV_SLICE || e->kind == SL_EV_INSTANT ||
      e->kind == SL_EV_COUNTER || e->kind == SL_EV_MEMORY) {
    int64_t end = e->ts + (e->dur > 0 ? e->dur : 0);
    if (!m->timed || e->ts < m->first) m->first = e->ts;
    if (!m->timed || end > m->last) m->last = end;
    m->timed = 1;
  }
  return mem_event(ud, e);
}

/* Step k begins: each pool's peak starts at its level then. */
static void step_begin(mem_t *m, size_t k) {
  size_t i, np = m->pools.l.n;
  for (i = 0; i < np; i++) {
    sl_step_peak_t *p = &m->peak[k * np + i];
    if (m->cur[i] < 0) continue;
    p->has = 1;
    p->peak = m->cur[i];
    p->ts = m->span[k][0];
  }
  m->active[m->nactive++] = k;
}

/* The levels in time order against the steps' windows (in time order,
 * possibly overlapping): each step's peak per pool. */
static int step_level(void *ud, const void *rec) {
  mem_t *m = ud;
  const level_t *v = rec;
  const sl_evselect_t *sel = &m->sel;
  size_t i, np = m->pools.l.n, pool = (size_t)v->pool;
  int64_t ns = m->pools.origin_ns + v->ts / 1000;
  while (m->next < sel->n && sel->steps[m->next].b <= v->ts)
    step_begin(m, m->next++);
  for (i = 0; i < m->nactive;) {
    if (v->ts >= sel->steps[m->active[i]].e) m->active[i] = m->active[--m->nactive];
    else i++;
  }
  if (pool >= np) return 0;
  m->cur[pool] = v->level;
  for (i = 0; i < m->nactive; i++) {
    sl_step_peak_t *p = &m->peak[m->active[i] * np + pool];
    if (!p->has || v->level > p->peak) {
      p->has = 1;
      p->peak = v->level;
      p->ts = ns;
    }
  }
  return 0;
}

static int mem_steps(mem_t *m) {
  size_t k, n, np = m->pools.l.n;
  int rc;
  if (sl__evselect_plan(&m->sel)) return SL_ENOMEM;
  if (!np) return 0;
  if (m->sel.n == 0) {
    /* No steps: the trace is one, 0, from its first event to its last. */
    if (SL_GROW(m->sel.steps, m->sel.cap, 1)) return SL_ENOMEM;
    m->sel.steps[0].step = 0;
    m->sel.steps[0].b = m->first;
    m->sel.steps[0].e = m->last + 1;
    m->sel.n = 1;
  }
  n = m->sel.n;
  if (!(m->step = calloc(n, sizeof *m->step)) ||
      !(m->span = calloc(n, sizeof *m->span)) ||
      !(m->peak = calloc(n * np, sizeof *m->peak)) ||
      !(m->cur = malloc(np * sizeof *m->cur)) ||
      !(m->active = calloc(n, sizeof *m->active)))
    return SL_ENOMEM;
  for (k = 0; k < np; k++) m->cur[k] = -1;
  for (k = 0; k < n; k++) {
    m->step[k] = m->sel.steps[k].step;
    m->span[k][0] = m->pools.origin_ns + m->sel.steps[k].b / 1000;
    m->span[k][1] = m->pools.origin_ns + m->sel.steps[k].e / 1000;
  }
  if ((rc = sl__vsort_each_rec(&m->levels, step_level, m))) return rc;
  while (m->next < n) step_begin(m, m->next++);
  return 0;
}

/* Pass two: the events again, the live set stopped at each pool's peak
 * for its largest live allocations. */
static int mem_live(void *ud, const void *rec) {
  mem_t *m = ud;
  const mrec_t *r = rec;
  sl_ledger_t *l = &m->pools.l;
  size_t i = (size_t)r->pool; /* pool ids are dense: ledger order */
  int rc;
  if (i >= l->n || l->d[i].id != r->pool) return 0;
  if (r->addr) {
    sl_live_item_t it;
    it.bytes = r->bytes < 0 ? -r->bytes : r->bytes;
    it.ts = r->ts;
    it.addr = r->addr;
    if ((rc = sl__live_apply(&m->live, (uint32_t)i, r->addr, r->bytes < 0,
                             it.bytes, m->seen[i], &it)))
      return rc;
  }
  if (++m->seen[i] == l->d[i].peak_ev && l->d[i].has_live) {
    const void *t[SL_LIVE_TOP];
    size_t j, n = sl__live_top(&m->live, (uint32_t)i, t, SL_LIVE_TOP);
    for (j = 0; j < n; j++) l->d[i].top[j] = *(const sl_live_item_t *)t[j];
    l->d[i].ntop = n;
    l->d[i].live = sl__live_count(&m->live, (uint32_t)i);
  }
  return 0;
}

static int mem_tops(mem_t *m) {
  size_t i;
  int any = 0;
  for (i = 0; i < m->pools.l.n; i++) any |= m->pools.l.d[i].has_live;
  if (!any) return 0;
  if (!(m->seen = calloc(m->pools.l.n, sizeof *m->seen))) return SL_ENOMEM;
  return sl__vsort_each_rec(&m->recs, mem_live, m);
}

static int mem_init(mem_t *m, sl_plot_t *plot, int per_step,
                    sl_error_t *err) {
  memset(m, 0, sizeof *m);
  if (sl__arena_init(&m->arena))
    return sl__err(err, SL_ENOMEM, 0, "out of memory");
  sl__evpools_init(&m->pools, &m->arena);
  sl__vsort_init_rec(&m->recs, 0, sizeof(mrec_t), NULL);
  sl__live_init(&m->live, sizeof(sl_live_item_t));
  m->plot = plot;
  m->per_step = per_step;
  sl__vsort_init_rec(&m->levels, 0, sizeof(level_t), level_cmp);
  return sl__evselect_init(&m->sel, per_step ? "0-" : NULL, err);
}

/* After the events: the live sets at the peaks, and the steps' peaks. */
static int mem_done(mem_t *m, sl_error_t *err) {
  int rc;
  if ((rc = mem_tops(m)) || (m->per_step && (rc = mem_steps(m))))
    return sl__err(err, rc, SL_NO_OFFSET, "%s", sl_strerror(rc));
  return 0;
}

static int mem_read(const sl_input_format_t *f, const sl_job_t *j, mem_t *m,
                    sl_plot_t *plot, int per_step) {
  sl_error_t *err = j->err;
  int rc;
  if ((rc = mem_init(m, plot, per_step, err))) return rc;
  if (plot) sl__plot_step(plot, 0);
  rc = sl__ev_read_job(f, j, mem_see, m);
  if (plot) sl__plot_step_end(plot);
  if (rc == 0) rc = mem_done(m, err);
  if (rc && err && !err->file && j->n == 1) err->file = j->paths[0];
  return rc;
}

static void mem_free(mem_t *m) {
  sl__evpools_close(&m->pools);
  sl__arena_close(&m->arena);
  sl__vsort_close(&m->recs);
  sl__live_close(&m->live);
  free(m->seen);
  sl__evselect_close(&m->sel);
  sl__vsort_close(&m->levels);
  free(m->step);
  free(m->span);
  free(m->peak);
  free(m->cur);
  free(m->active);
}

/* The ledger (with the steps' peaks, and the baseline's), as the report
 * asks. */
static int mem_write(mem_t *m, const char *source, const char *noun,
                     int json, const sl_mem_options_t *mo,
                     const sl_ledger_t *base, sl_sink_fn sink, void *ud,
                     int *grew, sl_error_t *err) {
  sl_block_t b;
  sl_ledger_steps_t st;
  char none[160];
  int rc;
  if (sl__block_open(&b))
    return sl__err(err, SL_ENOMEM, SL_NO_OFFSET, "out of memory");
  snprintf(none, sizeof none, "no memory data (%s has no memory events)",
           noun);
  st.n = m->peak ? m->sel.n : 0;
  st.step = m->step;
  st.span = (const int64_t(*)[2])m->span;
  st.peak = m->peak;
  sl__ledger_write_steps(b.f, &m->pools.l, m->per_step ? &st : NULL, source,
                         json || (mo && mo->format == SL_REPORT_JSON),
                         mo && mo->format == SL_REPORT_CSV, none, base,
                         mo ? mo->tolerance : 0, grew);
  rc = sl__block_flush(&b, sink, ud);
  return rc ? sl__err(err, rc, SL_NO_OFFSET, "cannot write the report") : 0;
}

/* ---- a partial: the input's memory events, steps and span ---------------------------
 * A pool's peak, its live set at the peak and its steps' peaks depend on
 * each of its events in order (and a job's pools of one name are one),
 * so a partial carries the events themselves, a line each, that the
 * merge replays as one run over the inputs would read them. */

typedef struct part_s {
  sl_pwrite_t w;
  sl_strmap_t names;        /* the pools' names, numbered as first met   */
  sl_arena_t arena;
  int timed;
  int64_t first, last;
} part_t;

static int part_event(void *ud, const sl_event_t *e) {
  part_t *p = ud;
  FILE *f = sl__pw_f(&p->w);
  if (e->kind == SL_EV_SLICE || e->kind == SL_EV_INSTANT ||
      e->kind == SL_EV_COUNTER || e->kind == SL_EV_MEMORY) {
    int64_t end = e->ts + (e->dur > 0 ? e->dur : 0);
    if (!p->timed || e->ts < p->first) p->first = e->ts;
    if (!p->timed || end > p->last) p->last = end;
    p->timed = 1;
  }
  switch (e->kind) {
  case SL_EV_CLOCK:
    fprintf(f, "{\"clock\":%lld}", (long long)e->ts);
    return sl__pw_line(&p->w);
  case SL_EV_META: {
    int64_t rank = sl__ev_rank(e);
    if (rank < 0) return 0;
    fprintf(f, "{\"rank\":%lld}", (long long)rank);
    return sl__pw_line(&p->w);
  }
  case SL_EV_STEP:
    fprintf(f, "{\"step\":%lld,\"ts\":%lld,\"dur\":%lld}", (long long)e->step,
            (long long)e->ts, (long long)e->dur);
    return sl__pw_line(&p->w);
  case SL_EV_MEMORY: {
    int added, rc;
    int64_t k = sl__strmap_put(&p->names, (const uint8_t *)e->name.p,
                               e->name.n, &added);
    if (k < 0) return SL_ENOMEM;
    if (added) {
      fprintf(f, "{\"pool\":%lld,\"name\":", (long long)k);
      sl__pw_str(&p->w, (const uint8_t *)e->name.p, e->name.n);
      fputc('}', f);
      if ((rc = sl__pw_line(&p->w))) return rc;
    }
    fprintf(f, "{\"m\":[%lld,%lld,%lld,%lld,%lld,%lld]}", (long long)k,
            (long long)e->ts, (long long)e->bytes, (long long)e->in_use,
            (long long)e->addr, (long long)e->reserved);
    return sl__pw_line(&p->w);
  }
  default: return 0;
  }
}

static int mem_partial(const sl_input_format_t *f, const sl_job_t *j) {
  const sl_mem_options_t *mo = j->mo;
  sl_partial_head_t h;
  part_t p;
  char opts[512];
  int rc;
  if ((rc = sl__partial_check(j->n, mo, j->err))) return rc;
  memset(&p, 0, sizeof p);
  if (sl__arena_init(&p.arena))
    return sl__err(j->err, SL_ENOMEM, 0, "out of memory");
  sl__strmap_init(&p.names, &p.arena);
  sl__partial_head_of(&h, "mem", f->name, j->opt, j->paths[0], 0, opts,
                      sizeof opts);
  if (mo->per_step) strncat(opts, ";per_step=1", sizeof opts - strlen(opts) - 1);
  if ((rc = sl__partial_begin(&p.w, j->sink, j->ud, &h, j->err)) == 0) {
    rc = sl__ev_read_job(f, j, part_event, &p);
    if (rc == 0) {
      fprintf(sl__pw_f(&p.w), "{\"timed\":%d,\"first\":%lld,\"last\":%lld}",
              p.timed, (long long)p.first, (long long)p.last);
      if ((rc = sl__pw_line(&p.w)))
        rc = sl__err(j->err, rc, 0, "cannot write the output: %s",
                     sl_strerror(rc));
    }
    if (rc > 0 || (rc < 0 && j->err && !j->err->code))
      rc = sl__err(j->err, rc > 0 ? SL_ENOMEM : rc, 0, "%s", sl_strerror(rc));
    rc = sl__partial_end(&p.w, rc, j->err);
  }
  sl__arena_close(&p.arena);
  if (rc && j->err && !j->err->file) j->err->file = j->paths[0];
  return rc;
}

int sl__events_mem(const sl_input_format_t *f, const sl_job_t *j) {
  const sl_mem_options_t *mo = j->mo;
  mem_t m, base;
  sl_plot_t plot;
  int rc, want_plot = !j->json && mo && mo->plot;
  if (mo && mo->format == SL_REPORT_PARTIAL && !j->json)
    return mem_partial(f, j);
  memset(&base, 0, sizeof base);
  sl__plot_init(&plot);
  rc = mem_read(f, j, &m, want_plot ? &plot : NULL, mo && mo->per_step);
  if (rc == 0 && !j->json && mo && mo->baseline) {
    sl_job_t bj;
    sl__job_init(&bj, &mo->baseline, 1, j->opt, NULL, NULL, j->err);
    rc = mem_read(f, &bj, &base, NULL, 0);
  }
  if (rc == 0)
    rc = mem_write(&m, f->name, f->noun, j->json, mo,
                   !j->json && mo && mo->baseline ? &base.pools.l : NULL,
                   j->sink, j->ud, j->grew, j->err);
  if (rc == 0 && want_plot) {
    rc = sl__plot_write(&plot, "Memory by allocator", mo->plot, mo->plot_ud);
    if (rc) rc = sl__err(j->err, rc, SL_NO_OFFSET, "cannot write the plot");
  }
  sl__plot_close(&plot);
  mem_free(&m);
  mem_free(&base);
  return rc;
}

/* ---- the merge: each partial's events replayed ------------------------------------------ */

typedef struct evmem_s {
  mem_t m;
  const sl_input_format_t *f;
  int json;
  sl_mem_options_t mo;
  sl_evclock_t clock;
  /* the partial being read */
  int64_t shift;
  char who[64];             /* its allocators' prefix (several inputs)   */
  const char *label;
  char **names;             /* its pools' names                          */
  size_t nnames, cnames;
  char *name;               /* an event's allocator, prefixed            */
  size_t cname;
} evmem_t;

static void evmem_names_free(evmem_t *x) {
  size_t i;
  for (i = 0; i < x->nnames; i++) free(x->names[i]);
  x->nnames = 0;
}

static int replay_memory(evmem_t *x, sl_pread_t *r, int several) {
  int64_t v[6];
  sl_event_t e;
  const char *nm;
  size_t nn, w;
  if (sl__pr_ints(r, "m", v, 6)) return SL_EFORMAT;
  if (v[1] > SL_PARTIAL_TIME_MAX || v[1] < -SL_PARTIAL_TIME_MAX)
    return sl__pr_fail(r, "a memory event's time out of range (+-2^61)");
  if (v[0] < 0 || (uint64_t)v[0] >= x->nnames)
    return sl__pr_fail(r, "a memory event of pool %lld, which no line named",
                       (long long)v[0]);
  nm = x->names[v[0]];
  nn = strlen(nm);
  sl_event_init(&e, SL_EV_MEMORY);
  /* Each rank's allocators are its own, named as the run names them. */
  if (several) {
    const char *who = x->who[0] ? x->who : x->label;
    w = strlen(who);
    if (sl__grow_array((void **)&x->name, &x->cname, w + 1 + nn, 1))
      return SL_ENOMEM;
    memcpy(x->name, who, w);
    x->name[w] = ' ';
    if (nn) memcpy(x->name + w + 1, nm, nn);
    e.name.p = x->name;
    e.name.n = w + 1 + nn;
  } else {
    e.name.p = nm;
    e.name.n = nn;
  }
  e.ts = v[1] + x->shift;
  e.bytes = v[2];
  e.in_use = v[3];
  e.addr = (uint64_t)v[4];
  e.reserved = v[5];
  return mem_event(&x->m, &e);
}

static int evmem_add(sl_pmerge_t *pm, sl_pread_t *r, size_t k,
                     const char *file) {
  evmem_t *x = pm->st;
  mem_t *m = &x->m;
  int rc;
  x->shift = 0;
  x->who[0] = '\0';
  x->label = sl__base_name(file);
  evmem_names_free(x);
  for (;;) {
    int64_t v;
    if ((rc = sl__pr_line(r, "expected an event or the input's span")))
      return rc;
    if (sl__pr_get(r, "m")) {
      rc = replay_memory(x, r, pm->n > 1);
    } else if (sl__pr_get(r, "pool")) {
      sl_str_t s;
      char *c;
      if (sl__pr_int(r, "pool", &v) || sl__pr_str(r, "name", &s))
        return SL_EFORMAT;
      if ((uint64_t)v != x->nnames)
        return sl__pr_fail(r, "pools are numbered in order: expected %zu",
                           x->nnames);
      if (SL_GROW(x->names, x->cnames, x->nnames + 1) ||
          !(c = malloc(s.n + 1)))
        return sl__err(r->err, SL_ENOMEM, 0, "out of memory");
      if (s.n) memcpy(c, s.p, s.n);
      c[s.n] = '\0';
      x->names[x->nnames++] = c;
    } else if (sl__pr_get(r, "clock")) {
      sl_event_t e;
      int64_t shift;
      if (sl__pr_bounded(r, "clock", SL_PARTIAL_CLOCK_MAX, &v))
        return SL_EFORMAT;
      /* The first clock is the run's; the others move their input. */
      switch (sl__evclock_take(&x->clock, v, &shift)) {
      case 1:
        sl_event_init(&e, SL_EV_CLOCK);
        e.ts = v;
        rc = mem_event(m, &e);
        break;
      case 0: x->shift = shift; break;
      default: break;
      }
    } else if (sl__pr_get(r, "rank")) {
      if (sl__pr_int(r, "rank", &v)) return SL_EFORMAT;
      snprintf(x->who, sizeof x->who, "rank %lld", (long long)v);
    } else if (sl__pr_get(r, "step")) {
      sl_event_t e;
      if (sl__pr_int(r, "step", &v)) return SL_EFORMAT;
      sl_event_init(&e, SL_EV_STEP);
      e.step = v;
      if (sl__pr_bounded(r, "ts", SL_PARTIAL_TIME_MAX, &e.ts) ||
          sl__pr_bounded(r, "dur", SL_PARTIAL_TIME_MAX, &e.dur))
        return SL_EFORMAT;
      /* The first input's steps are the run's. */
      if (k == 0) rc = sl__evselect_see(&m->sel, &e);
    } else if (sl__pr_get(r, "timed")) {
      int64_t t, a, b;
      if (sl__pr_int(r, "timed", &t) ||
          sl__pr_bounded(r, "first", SL_PARTIAL_TIME_MAX, &a) ||
          sl__pr_bounded(r, "last", SL_PARTIAL_TIME_MAX, &b))
        return SL_EFORMAT;
      if (t) {
        a += x->shift;
        b += x->shift;
        if (!m->timed || a < m->first) m->first = a;
        if (!m->timed || b > m->last) m->last = b;
        m->timed = 1;
      }
      return 0;
    } else {
      return sl__pr_fail(r, "expected an event or the input's span");
    }
    if (rc > 0 || rc == SL_ENOMEM)
      return sl__err(r->err, SL_ENOMEM, 0, "out of memory");
    if (rc) return rc;
  }
}

static int evmem_write(sl_pmerge_t *pm, sl_error_t *err) {
  evmem_t *x = pm->st;
  int rc = mem_done(&x->m, err);
  return rc ? rc
            : mem_write(&x->m, x->f->name, x->f->noun, x->json, &x->mo, NULL,
                        pm->sink, pm->ud, NULL, err);
}

static void evmem_free(void *ud) {
  evmem_t *x = ud;
  if (!x) return;
  evmem_names_free(x);
  free(x->names);
  free(x->name);
  mem_free(&x->m);
  free(x);
}

static const sl_pmerge_ops_t evmem_ops = {evmem_add, evmem_write, evmem_free};

int sl__evmem_merge_open(sl_pmerge_t *pm, const sl_input_format_t *f,
                         sl_report_format_t format, int per_step,
                         sl_error_t *err) {
  evmem_t *x = calloc(1, sizeof *x);
  int rc;
  if (!x) return sl__err(err, SL_ENOMEM, 0, "out of memory");
  if ((rc = mem_init(&x->m, NULL, per_step, err))) {
    mem_free(&x->m);
    free(x);
    return rc;
  }
  x->f = f;
  x->mo.format = format;
  x->mo.per_step = per_step;
  pm->st = x;
  pm->ops = &evmem_ops;
  return 0;
}

/* A line walked in visiting order through the overlap stacks, its
 * threads, its events and their launch arrows written, one plane: see
 * xspace_int.h. */
#include "emit/run/xspace_int.h"

/* ---- walking a line in visiting order ------------------------------------------------------- */

static int ent_order(const void *a, const void *b) {
  const ent_t *x = a, *y = b;
  if (x->ts != y->ts) return x->ts < y->ts ? -1 : 1;
  if (x->dur != y->dur) return x->dur > y->dur ? -1 : 1;
  return x->idx < y->idx ? -1 : x->idx > y->idx;
}

/* Is the line's file order its visiting order (start ascending, longer
 * first)?  Real files keep their events sorted by offset. */
static int line_sorted(conv_t *c, const sl_xs_line_t *l) {
  sl_xs_events_t it;
  sl_xs_event_t ev;
  int64_t pts = INT64_MIN, pdur = 0;
  int rc;
  sl__xs_events_init(&it, &c->pl, l);
  while ((rc = sl__xs_events_times(&it, &ev)) == 1) {
    int64_t ts = abs_ps(c, l, ev.offset_ps), dur = clamp0(ev.duration_ps);
    if (ts < pts || (ts == pts && dur > pdur)) return 0;
    pts = ts;
    pdur = dur;
  }
  return rc < 0 ? rc : 1;
}


/* Opens a cursor; an unsorted line's events are gathered into *ents
 * (grown in *cap) and sorted.  Whether a line is sorted is found the
 * first time one opens on it in a loaded plane. */
int sl__xc_cursor_open(conv_t *c, cursor_t *cu, size_t li, ent_t **ents,
                       size_t *cap) {
  const sl_xs_line_t *l = &c->pl.lines[li];
  memset(cu, 0, sizeof *cu);
  if (c->sorted[li] == SORT_UNKNOWN) {
    int rc = line_sorted(c, l);
    if (rc < 0) return rc;
    c->sorted[li] = (uint8_t)rc;
  }
  cu->line = l;
  sl__xs_events_init(&cu->it, &c->pl, l);
  if (c->sorted[li] == 0) {
    sl_xs_event_t ev;
    int rc;
    size_t n = 0;
    while ((rc = sl__xs_events_next(&cu->it, &ev)) == 1) {
      ent_t *e;
      if (sl__grow_array((void **)ents, cap, n + 1, sizeof **ents)) return oom(c);
      e = &(*ents)[n];
      e->ts = abs_ps(c, l, ev.offset_ps);
      e->dur = clamp0(ev.duration_ps);
      e->off = sl__xs_off(&c->f, ev.p);
      e->n = ev.n;
      e->idx = n++;
    }
    if (rc < 0) return rc;
    if (n > 1) qsort(*ents, n, sizeof **ents, ent_order);
    cu->ents = *ents;
    cu->n = n;
  }
  return 0;
}

/* The next event: 1, 0 at the end, or a negative code. */
int sl__xc_cursor_next(conv_t *c, cursor_t *cu, sl_xs_event_t *ev,
                       int64_t *ts) {
  int rc;
  if (cu->ents) {
    if (cu->i == cu->n) return 0;
    if ((rc = sl__xs_event_at(&c->pl, cu->ents[cu->i].off, cu->ents[cu->i].n,
                              ev)) < 0)
      return rc;
    *ts = cu->ents[cu->i].ts;
    cu->i++;
    return 1;
  }
  if ((rc = sl__xs_events_next(&cu->it, ev)) != 1) return rc;
  *ts = abs_ps(c, cu->line, ev->offset_ps);
  return 1;
}

int sl__xc_is_internal(conv_t *c, const sl_xs_event_t *ev) {
  return ev->meta && c->internal[ev->meta - c->pl.emeta];
}

/* ---- the overlap rule ------------------------------------------------------------------------- */

void sl__xc_placer_reset(placer_t *p) {
  size_t i;
  for (i = 0; i < p->n; i++) p->stacks[i].n = 0;
  p->n = 0;
}

void sl__xc_placer_close(placer_t *p) {
  size_t i;
  for (i = 0; i < p->cap; i++) free(p->stacks[i].v);
  free(p->stacks);
  memset(p, 0, sizeof *p);
}

/* The overlap thread N an event [b, e] goes to (0: the thread itself),
 * or SL_ENOMEM. */
int64_t sl__xc_place(placer_t *p, int64_t b, int64_t e) {
  size_t k;
  for (k = 0; k < p->n; k++) {
    stack_t_ *s = &p->stacks[k];
    while (s->n && s->v[s->n - 1] <= b) s->n--;
    if (s->n == 0 || s->v[s->n - 1] >= e) break;
  }
  if (k == p->n) {
    if (k == p->cap) {
      size_t old = p->cap;
      if (SL_GROW(p->stacks, p->cap, k + 1)) return SL_ENOMEM;
      memset(p->stacks + old, 0, (p->cap - old) * sizeof *p->stacks);
    }
    p->stacks[k].n = 0;
    p->n = k + 1;
  }
  {
    stack_t_ *s = &p->stacks[k];
    if (SL_GROW(s->v, s->cap, s->n + 1)) return SL_ENOMEM;
    s->v[s->n++] = e;
  }
  return (int64_t)k;
}

/* ---- threads ------------------------------------------------------------------------------------ */

/* Where a derived line's threads sort: Steps, XLA Modules, XLA Ops,
 * TensorFlow Name Scope, TensorFlow Ops, Launch Stats, then the rest. */
static int derived_rank(int64_t off) {
  static const int rank[8] = {0, 5, 3, 4, 1, 2, 6, 7};
  return off >= 0 && off < 8 ? rank[off] : 8;
}

static const char *const xd_names[SL_XD_NLINES] = {
    "Steps", "Launch Stats", "TensorFlow Name Scope", "TensorFlow Ops",
    "XLA Modules", "XLA Ops"};

static int tid_used(const conv_t *c, size_t upto, uint32_t tid) {
  size_t i;
  for (i = 0; i < upto; i++)
    if (c->thr[i].tid == tid) return 1;
  return 0;
}

/* The thread list of the plane (without overlap threads). */
int sl__xc_list_threads(conv_t *c) {
  size_t i, k, nder = 0;
  c->nthr = 0;
  if (c->derive) {
    static const int order[SL_XD_NLINES] = {SL_XD_STEPS,   SL_XD_MODULES,
                                            SL_XD_XLA_OPS, SL_XD_SCOPE,
                                            SL_XD_OPS,     SL_XD_LAUNCH};
    for (k = 0; k < SL_XD_NLINES; k++) {
      if (!sl__xd_made(&c->xd, order[k])) continue;
      if (SL_GROW(c->thr, c->cthr, c->nthr + 1)) return oom(c);
      memset(&c->thr[c->nthr], 0, sizeof *c->thr);
      c->thr[c->nthr].dk = order[k];
      c->thr[c->nthr].tid = (uint32_t)(SL_XS_DERIVED_MIN + order[k]);
      c->thr[c->nthr].name = sl__str(xd_names[order[k]],
                                     strlen(xd_names[order[k]]));
      c->nthr++;
    }
  }
  nder = c->nthr;
  /* The lines with derived ids, by rank then file order; then the rest. */
  for (int pass = 0; pass < 9; pass++)
    for (i = 0; i < c->pl.nlines; i++) {
      const sl_xs_line_t *l = &c->pl.lines[i];
      int r;
      if (l->nevents == 0) continue;
      r = sl__xs_derived_id(l->id) ? derived_rank(l->id - SL_XS_DERIVED_MIN)
                                   : 8;
      if (r != pass) continue;
      if (SL_GROW(c->thr, c->cthr, c->nthr + 1)) return oom(c);
      memset(&c->thr[c->nthr], 0, sizeof *c->thr);
      c->thr[c->nthr].dk = -1;
      c->thr[c->nthr].line = i;
      c->thr[c->nthr].tid =
          (uint32_t)(l->display_id != 0 ? l->display_id : l->id);
      c->thr[c->nthr].name = l->display_name.n ? l->display_name : l->name;
      c->nthr++;
    }
  /* Collisions: a tid taken by an earlier thread moves up. */
  for (i = nder; i < c->nthr; i++)
    while (tid_used(c, i, c->thr[i].tid)) c->thr[i].tid++;
  return 0;
}

/* ---- writing events ------------------------------------------------------------------------------- */

/* Sets args[key] = value in c->args[0..*n), in place or appended. */
static int arg_set(conv_t *c, size_t *n, const sl_targ_t *a) {
  size_t i;
  for (i = 0; i < *n; i++)
    if (c->args[i].key.n == a->key.n &&
        (c->args[i].key.p == a->key.p || a->key.n == 0 ||
         memcmp(c->args[i].key.p, a->key.p, a->key.n) == 0)) {
      c->args[i] = *a;
      return 0;
    }
  if (SL_GROW(c->args, c->cargs, *n + 1)) return SL_ENOMEM;
  c->args[(*n)++] = *a;
  return 0;
}

/* args[key] = a string, an integer, a double. */
static int arg_str(conv_t *c, size_t *n, const char *key, sl_str_t v) {
  sl_targ_t a;
  a.key = sl__str(key, strlen(key));
  a.kind = SL_TARG_STR;
  a.v.s = v;
  return arg_set(c, n, &a);
}

static int arg_int(conv_t *c, size_t *n, const char *key, int64_t v) {
  sl_targ_t a;
  a.key = sl__str(key, strlen(key));
  a.kind = SL_TARG_INT;
  a.v.i = v;
  return arg_set(c, n, &a);
}

static int arg_double(conv_t *c, size_t *n, const char *key, double v) {
  sl_targ_t a;
  a.key = sl__str(key, strlen(key));
  a.kind = SL_TARG_DOUBLE;
  a.v.d = v;
  return arg_set(c, n, &a);
}

static int arg_of_stat(const sl_xs_stat_t *s, sl_targ_t *a) {
  a->key = s->key;
  switch (s->kind) {
  case SL_XS_INT: a->kind = SL_TARG_INT; a->v.i = s->v.i; return 1;
  case SL_XS_UINT: a->kind = SL_TARG_UINT; a->v.u = s->v.u; return 1;
  case SL_XS_DOUBLE: a->kind = SL_TARG_DOUBLE; a->v.d = s->v.d; return 1;
  case SL_XS_STR:
  case SL_XS_REF: a->kind = SL_TARG_STR; a->v.s = s->v.s; return 1;
  default: return 0;
  }
}

static int add_stat_args(conv_t *c, size_t *na, const sl_xs_stat_t *s,
                         size_t n) {
  size_t i;
  for (i = 0; i < n; i++) {
    sl_targ_t a;
    if (internal_stat(s[i].key) || !arg_of_stat(&s[i], &a)) continue;
    if (arg_set(c, na, &a)) return SL_ENOMEM;
  }
  return 0;
}

/* ---- launch arrows --------------------------------------------------------------------------- */

void sl__xc_side_clear(side_t *d) {
  sl__idset_clear(&d->ids);
  sl__idset_clear(&d->dups);
  sl__idmap_clear(&d->first);
  d->nfirsts = 0;
}

void sl__xc_side_free(side_t *d) {
  sl__idset_close(&d->ids);
  sl__idset_close(&d->dups);
  sl__idmap_close(&d->first);
  free(d->firsts);
  memset(d, 0, sizeof *d);
}

/* The side of the launch arrows an event of this plane is on (written
 * X events of non-derived lines only), or -1. */
int sl__xc_plane_side(const conv_t *c) {
  if (!c->arrows || !c->known[K_CORR].p) return -1;
  if (c->kind == PK_HOST_CPU || c->kind == PK_HOST) return SIDE_LAUNCH;
  return c->kind == PK_GPU ? SIDE_EXEC : -1;
}

/* The event's correlation id (int64 or uint64, as uint64): 1, or 0. */
int sl__xc_corr_of(const conv_t *c, const evstats_t *es, uint64_t *id) {
  const sl_xs_stat_t *k = stat_k(c, es, K_CORR);
  if (!sl__xs_is_int(k)) return 0;
  *id = k->v.u;
  return 1;
}

/* An id met on a side in the survey (a second meeting marks it). */
int sl__xc_side_note(conv_t *c, int side, uint64_t id) {
  int rc = sl__idset_add(&c->side[side].ids, id);
  if (rc == 0) rc = sl__idset_add(&c->side[side].dups, id);
  return rc < 0 ? oom(c) : 0;
}

/* A marked id met again (the survey's second look): where it is first. */
int sl__xc_side_first(conv_t *c, int side, uint64_t id, uint64_t off) {
  side_t *d = &c->side[side];
  int64_t i;
  if (!sl__idset_has(&d->dups, id)) return 0;
  if ((i = sl__idmap_get(&d->first, id, 0)) >= 0) {
    if (off < d->firsts[i]) d->firsts[i] = off;
    return 0;
  }
  if (d->nfirsts >= UINT32_MAX - 1 || SL_GROW(d->firsts, d->cfirsts, d->nfirsts + 1) ||
      sl__idmap_put(&d->first, id, 0, (uint32_t)d->nfirsts))
    return oom(c);
  d->firsts[d->nfirsts++] = off;
  return 0;
}

/* The launch arrow an event written on `side` starts or ends: its id (the
 * host's execution ids are numbered in order after the earlier hosts'),
 * or 0.  An arrow joins the first launch and the first execution of an
 * id present on both sides. */
static uint64_t arrow_of(const conv_t *c, int side, uint64_t id,
                         uint64_t off) {
  const side_t *d = &c->side[side];
  int64_t i;
  if (!sl__idset_has(&c->side[!side].ids, id)) return 0;
  if (sl__idset_has(&d->dups, id) &&
      (i = sl__idmap_get(&d->first, id, 0)) >= 0 && d->firsts[i] != off)
    return 0;
  return c->arrow_base + sl__idset_rank(&c->side[SIDE_EXEC].ids, id) + 1;
}

int sl__xc_event_stats(conv_t *c, const sl_xs_event_t *ev, evstats_t *es) {
  int64_t n = sl__xs_event_stats(&c->pl, ev, &c->st, &c->cst);
  if (n < 0) return (int)n;
  es->own = c->st;
  es->nown = (size_t)n;
  es->meta = ev->meta && ev->meta->nstats ? &c->pl.mstats[ev->meta->stat0]
                                          : NULL;
  es->nmeta = ev->meta ? ev->meta->nstats : 0;
  return 0;
}

/* One event of a plane's line as an X event on `tid` (and what else it
 * gives: a counter, a correlation). */
static int write_line_event(conv_t *c, const sl_xs_event_t *ev, int64_t ts,
                            uint32_t tid, int derived_line) {
  const sl_xs_emeta_t *m = ev->meta;
  sl_tslice_t s;
  evstats_t es;
  size_t na = 0;
  const sl_xs_stat_t *sn, *fl;
  char buf[40];
  uint64_t id;
  int rc, side;
  memset(&s, 0, sizeof s);
  if ((rc = sl__xc_event_stats(c, ev, &es)) != 0) return rc;
  s.pid = c->pid;
  s.tid = tid;
  trace_span(&s, ts, ev->duration_ps);
  if (m && m->display.n) {
    s.name = m->display;
    if (arg_str(c, &na, "long_name", m->name)) return oom(c);
  } else {
    s.name = m ? m->name : sl__str("", 0);
  }
  if (m && m->nstats &&
      add_stat_args(c, &na, &c->pl.mstats[m->stat0], m->nstats))
    return oom(c);
  if (add_stat_args(c, &na, es.own, es.nown)) return oom(c);
  s.args = c->args;
  s.nargs = na;
  if ((sn = stat_k(c, &es, K_STEP_NAME)) != NULL)
    sl__xc_stat_text(sn, buf, &s.name);
  if (!derived_line && c->opt->show_dataflow &&
      (fl = stat_k(c, &es, K_FLOW)) != NULL && sl__xs_is_int(fl)) {
    uint64_t v = fl->v.u, dir = v & 3;
    s.has_flow = dir != 0; /* direction 0 binds nothing */
    s.bind_id = (v >> 2) & ((1ull << 56) - 1);
    s.flow_out = dir == 2 || dir == 3;
    s.flow_in = dir == 1 || dir == 3;
  }
  if (!derived_line && (side = sl__xc_plane_side(c)) >= 0 && sl__xc_corr_of(c, &es, &id)) {
    uint64_t a = arrow_of(c, side, id, sl__xs_off(&c->f, ev->p));
    if (side == SIDE_LAUNCH && a) {
      s.arrow_out = a;
      s.narrow_out = 1;
    }
    if (side == SIDE_EXEC) s.arrow_in = a;
  }
  c->w->ops->slice(c->w, &s);
  return c->w->rc;
}

/* A memory event's counter (--show-memory). */
static int write_counter(conv_t *c, const sl_xs_event_t *ev, int64_t ts) {
  evstats_t es;
  const sl_xs_stat_t *a, *b;
  int rc;
  if (!ev->meta || !(SL_STR_EQ(ev->meta->name, "MemoryAllocation") ||
                     SL_STR_EQ(ev->meta->name, "MemoryDeallocation")))
    return 0;
  if ((rc = sl__xc_event_stats(c, ev, &es)) != 0) return rc;
  a = stat_k(c, &es, K_ALLOCATOR);
  b = stat_k(c, &es, K_BYTES_ALLOCATED);
  if (!a || !sl__xs_is_text(a) || !b || !sl__xs_is_int(b)) return 0;
  c->w->ops->counter_ps(c->w, c->pid, a->v.s, floor_ns(ts), b->v.i);
  return c->w->rc;
}

/* A derived event's name, display name and stats as an X event. */
int sl__xc_write_derived(conv_t *c, const sl_xd_event_t *e, uint32_t tid) {
  sl_tslice_t s;
  size_t na = 0;
  char gbuf[40], dbuf[40], *t;
  sl_str_t name, gname = sl__str("", 0);
  memset(&s, 0, sizeof s);
  if (e->has_group || e->name.form != SL_XD_TEXT)
    gname = sl__xc_group_name(c, e->group, gbuf);
  /* The name as made: text, decimal group, or a prefix and a text. */
  switch (e->name.form) {
  case SL_XD_GROUP:
    name = sl__str(dbuf, (size_t)(sl__put_i64((uint8_t *)dbuf, e->group) -
                                  (uint8_t *)dbuf));
    break;
  case SL_XD_LAUNCH_FOR:
    if (!(t = sl__xc_text_room(c, 17 + gname.n))) return oom(c);
    memcpy(t, "Launch Stats for ", 17);
    if (gname.n) memcpy(t + 17, gname.p, gname.n);
    name = sl__str(t, 17 + gname.n);
    break;
  default:
    name = sl__str(e->name.p, e->name.n);
    break;
  }
  s.pid = c->pid;
  s.tid = tid;
  trace_span(&s, e->b, e->e - e->b);
  s.name = name;
  if (e->display.form == SL_XD_ITERATOR || e->display.n) {
    if (e->display.form == SL_XD_ITERATOR) {
      if (!(t = sl__xc_text_room(c, 10 + (size_t)e->display.n))) return oom(c);
      memcpy(t, "Iterator::", 10);
      if (e->display.n) memcpy(t + 10, e->display.p, e->display.n);
      s.name = sl__str(t, 10 + (size_t)e->display.n);
    } else {
      s.name = sl__str(e->display.p, e->display.n);
    }
    if (arg_str(c, &na, "long_name", name)) return oom(c);
  }
  if (e->has_group && arg_int(c, &na, "group_id", e->group)) return oom(c);
  if (e->line == SL_XD_STEPS) {
    if (arg_str(c, &na, "step_name", gname)) return oom(c);
    s.name = gname; /* a step_name stat names the event */
  } else if (e->line == SL_XD_LAUNCH) {
    const sl_xd_launch_t *lf = &c->xd.lf[e->aux];
    if (arg_int(c, &na, "num_launches", lf->launches) ||
        arg_double(c, &na, "max_launch_time_us", (double)lf->max_ps / 1e6) ||
        arg_double(c, &na, "avg_launch_time_us", (double)lf->avg_ps / 1e6))
      return oom(c);
  }
  s.args = c->args;
  s.nargs = na;
  c->w->ops->slice(c->w, &s);
  return c->w->rc;
}

/* ---- one plane ---------------------------------------------------------------------------------- */

/* The tid of overlap thread k (1, 2, ...) of thread t, made (and named)
 * when first needed: threads are written in list order, so the overlap
 * threads of the threads before t are all known, and the counter (from
 * 4000000000 up, past the tids of the regular threads) and the sort
 * index (right after t's and its earlier overlaps) are where the spec
 * has them. */
int64_t sl__xc_overlap_tid(conv_t *c, thr_t *th, int64_t k) {
  if ((uint64_t)k > th->nover) {
    char *o;
    int len;
    sl_str_t nm = th->name;
    uint32_t tid;
    if (th->nover == 0) th->otid0 = c->notids;
    while (tid_used(c, c->nthr, c->next_otid)) c->next_otid++;
    if (SL_GROW(c->otids, c->cotids, c->notids + 1)) return SL_ENOMEM;
    tid = c->otids[c->notids++] = c->next_otid++;
    th->nover = (uint32_t)k;
    if (!(o = sl__xc_text_room(c, nm.n + 32))) return SL_ENOMEM;
    if (nm.n) memcpy(o, nm.p, nm.n);
    len = snprintf(o + nm.n, 32, " (overlap %u)", (unsigned)k);
    c->w->ops->named_thread(c->w, c->pid, tid, sl__str(o, nm.n + (size_t)len),
                            th->sort + k);
  }
  return c->otids[th->otid0 + (size_t)k - 1];
}

/* Names thread t (its sort index next in the list): its overlap
 * threads follow it. */
void sl__xc_name_thread(conv_t *c, thr_t *th) {
  th->nover = 0;
  th->sort = c->sort;
  c->w->ops->named_thread(c->w, c->pid, th->tid, th->name, th->sort);
}

/* An event of a plane's own line handed to the report walk. */
static int report_event(conv_t *c, const sl_xs_event_t *ev, int64_t ts) {
  sl_xwalk_event_t *we = &c->we;
  int64_t nv;
  if ((nv = sl__xs_view(&c->pl, ev, &c->view, &c->cview)) < 0) return (int)nv;
  we->name = ev->meta ? ev->meta->name : sl__str("", 0);
  we->display = ev->meta ? ev->meta->display : sl__str("", 0);
  we->internal = sl__xc_is_internal(c, ev);
  we->ts_ps = ts;
  we->dur_ps = clamp0(ev->duration_ps);
  we->order = sl__xs_off(&c->f, ev->p);
  we->view = c->view;
  we->nview = (size_t)nv;
  return c->rops->event(c->rops->ud, we);
}

/* The report walk's visit of line thread t: its events in the order the
 * trace has them.  Derived lines restate the plane's own events, so the
 * reports leave them out. */
static int report_thread(conv_t *c, thr_t *th) {
  const sl_xs_line_t *l = &c->pl.lines[th->line];
  cursor_t cu;
  sl_xs_event_t ev;
  int64_t ts;
  int rc;
  if (sl__xs_derived_id(l->id)) return 0;
  if ((rc = sl__xc_cursor_open(c, &cu, th->line, &c->ents, &c->cents))) return rc;
  c->we.line = th->line;
  if (c->rops->line_begin && (rc = c->rops->line_begin(c->rops->ud, &c->we)))
    return rc;
  while ((rc = sl__xc_cursor_next(c, &cu, &ev, &ts)) == 1)
    if ((rc = report_event(c, &ev, ts)) != 0) break;
  sl__xc_release_line(c, l);
  return rc;
}

/* Line thread t's events through the overlap rule, written: its name
 * first, its overlap threads' as they appear.  Without a writer, handed
 * to the report walk. */
int sl__xc_walk_thread(conv_t *c, size_t t) {
  thr_t *th = &c->thr[t];
  const sl_xs_line_t *l = &c->pl.lines[th->line];
  int derived_line = sl__xs_derived_id(l->id);
  cursor_t cu;
  sl_xs_event_t ev;
  int64_t ts;
  int rc;
  if (!c->w) return report_thread(c, th);
  sl__xc_placer_reset(&c->lines);
  sl__xc_name_thread(c, th);
  if ((rc = sl__xc_cursor_open(c, &cu, th->line, &c->ents, &c->cents))) return rc;
  while ((rc = sl__xc_cursor_next(c, &cu, &ev, &ts)) == 1) {
    int64_t n, tid;
    if (sl__xc_is_internal(c, &ev)) {
      if (c->opt->show_memory && !derived_line &&
          (rc = write_counter(c, &ev, ts)) != 0)
        return rc;
      continue;
    }
    if ((n = sl__xc_place(&c->lines, ts, ts + clamp0(ev.duration_ps))) < 0 ||
        (tid = n ? sl__xc_overlap_tid(c, th, n) : th->tid) < 0)
      return oom(c);
    if ((rc = write_line_event(c, &ev, ts, (uint32_t)tid, derived_line)))
      return rc;
  }
  sl__xc_release_line(c, l);
  if (rc < 0) return rc;
  c->sort = th->sort + 1 + th->nover;
  return c->w->rc;
}

/* TensorFlow's derived lines of a GPU plane (DeriveEventsFromAnnotations)
 * and one host converted: see xspace_int.h. */
#include "emit/run/xspace_int.h"

/* ---- derivation (DeriveEventsFromAnnotations) ------------------------------------------------ */

/* Derived events name themselves with bytes of their sources, written
 * when the events are done (overlap threads' at the plane's end): pages
 * handed back behind the cursors come back one by one.  Every so many
 * events the plane's pages all go back (what is still read comes back
 * from the page cache), so the plane's size is not held. */
#define PAGES_EVERY 65536

static void derive_pages(conv_t *c, uint64_t *n) {
  if (++*n % PAGES_EVERY == 0) sl__xc_release_plane(c, c->pl.index);
}

/* A derived event, done: placed on its line's stacks and written, or
 * spooled when on an overlap thread (whose tid comes after the derived
 * lines are counted). */
static int derived_done(conv_t *c, const sl_xd_event_t *e) {
  int64_t n = sl__xc_place(&c->dlines[e->line], e->b, e->b + clamp0(e->e - e->b));
  if (n < 0) return oom(c);
  if (n == 0)
    return sl__xc_write_derived(c, e, (uint32_t)(SL_XS_DERIVED_MIN + e->line));
  {
    spooled_t r;
    int rc;
    memset(&r, 0, sizeof r);
    r.e = *e;
    r.k = (uint64_t)n;
    if ((uint64_t)n > c->dover[e->line]) c->dover[e->line] = (uint64_t)n;
    if ((rc = sl__vsort_put(&c->spool, &r)) != 0)
      return rc == SL_ENOMEM ? oom(c)
                             : sl__err(c->err, SL_EOUTPUT, 0,
                                       "cannot write a temporary file");
  }
  return 0;
}

/* The derived events that are done before `upto`. */
static int derived_take(conv_t *c, int64_t upto) {
  sl_xd_event_t e;
  int rc = 0;
  while (rc == 0 && sl__xd_take(&c->xd, upto, &e) == 1)
    rc = derived_done(c, &e);
  return rc;
}

/* A source event's part in the derivation (its view's stats). */
static int derive_source(conv_t *c, const sl_xs_event_t *ev, int64_t ts) {
  sl_xd_src_t src;
  evstats_t es;
  const sl_xs_stat_t *s;
  int rc;
  memset(&src, 0, sizeof src);
  src.b = ts;
  src.e = ts + clamp0(ev->duration_ps);
  if ((rc = sl__xc_event_stats(c, ev, &es)) != 0) return rc;
  if ((s = stat_k(c, &es, K_GROUP)) && sl__xs_is_int(s)) {
    src.has_group = 1;
    src.group = s->v.i;
  }
  src.kernel = stat_k(c, &es, K_KERNEL) != NULL;
  if ((s = stat_k(c, &es, K_TF_OP)) && sl__xs_is_text(s) && s->v.s.n)
    src.tf_op = s->v.s;
  else if ((s = stat_k(c, &es, K_LEVEL0)) && sl__xs_is_text(s))
    src.tf_op = s->v.s;
  if ((s = stat_k(c, &es, K_HLO_OP)) && sl__xs_is_text(s))
    src.hlo_op = s->v.s;
  if ((s = stat_k(c, &es, K_HLO_MODULE)) && sl__xs_is_text(s))
    src.hlo_module = s->v.s;
  if (sl__xd_source(&c->xd, &src)) return oom(c);
  return derived_take(c, ts);
}

/* The plane's lines merged in visiting order into the derivation. */
static int derive_sources(conv_t *c) {
  cursor_t *cu = NULL;
  sl_xs_event_t *cur = NULL;
  int64_t *cts = NULL;
  ent_t **ents = NULL;
  size_t *caps = NULL, n = 0, li, k = 0;
  uint8_t *live = NULL;
  uint64_t seen = 0;
  int rc = 0;
  for (li = 0; li < c->pl.nlines; li++)
    if (!sl__xs_derived_id(c->pl.lines[li].id)) n++;
  if (n == 0) return 0;
  cu = calloc(n, sizeof *cu);
  cur = calloc(n, sizeof *cur);
  cts = calloc(n, sizeof *cts);
  ents = calloc(n, sizeof *ents);
  caps = calloc(n, sizeof *caps);
  live = calloc(n, 1);
  if (!cu || !cur || !cts || !ents || !caps || !live) {
    rc = oom(c);
    goto out;
  }
  for (li = 0; li < c->pl.nlines && rc == 0; li++) {
    if (sl__xs_derived_id(c->pl.lines[li].id)) continue;
    rc = sl__xc_cursor_open(c, &cu[k], li, &ents[k], &caps[k]);
    if (rc == 0) {
      rc = sl__xc_cursor_next(c, &cu[k], &cur[k], &cts[k]);
      if (rc > 0) live[k] = 1, rc = 0;
    }
    k++;
  }
  /* The earliest head next (longer first, then the earlier line): a
   * linear scan, as a GPU plane has a few streams. */
  while (rc == 0) {
    size_t best = n, j;
    for (j = 0; j < n; j++) {
      if (!live[j]) continue;
      if (best == n || cts[j] < cts[best] ||
          (cts[j] == cts[best] &&
           clamp0(cur[j].duration_ps) > clamp0(cur[best].duration_ps)))
        best = j;
    }
    if (best == n) break;
    if ((rc = derive_source(c, &cur[best], cts[best])) != 0) break;
    derive_pages(c, &seen);
    rc = sl__xc_cursor_next(c, &cu[best], &cur[best], &cts[best]);
    if (rc == 0) live[best] = 0;
    if (rc > 0) rc = 0;
  }
out:
  if (ents)
    for (li = 0; li < n; li++) free(ents[li]);
  free(ents);
  free(caps);
  free(cu);
  free(cur);
  free(cts);
  free(live);
  return rc;
}

/* The launch statistics of this GPU plane's device, as Launch Stats. */
static int derive_launches(conv_t *c) {
  int64_t d = sl__xc_gpu_number(c->pl.name);
  size_t i;
  if (!c->launches_sorted && c->nlaunches > 1)
    qsort(c->launches, c->nlaunches, sizeof *c->launches, sl__xc_launch_order);
  c->launches_sorted = 1;
  for (i = 0; i < c->nlaunches; i++) {
    const launch_t *a = &c->launches[i];
    if (a->device != d) continue;
    if (sl__xd_launch(&c->xd, a->group, a->b, a->e, a->n, a->max,
                      a->total / a->n))
      return oom(c);
  }
  return 0;
}

/* Does this GPU plane's device have launch statistics? */
static int has_launches(const conv_t *c) {
  int64_t d = sl__xc_gpu_number(c->pl.name);
  size_t i;
  for (i = 0; i < c->nlaunches; i++)
    if (c->launches[i].device == d) return 1;
  return 0;
}

/* A spooled derived event, on its overlap thread. */
static int spooled_write(void *ud, const void *rec) {
  conv_t *c = ud;
  const spooled_t *r = rec;
  size_t t;
  derive_pages(c, &c->spooled);
  for (t = 0; t < c->nthr && c->thr[t].dk != r->e.line; t++) {
  }
  return sl__xc_write_derived(c, &r->e, c->otids[c->thr[t].otid0 + r->k - 1]);
}

/* The derived lines of the plane: each event written as it is done; then
 * the threads listed, the derived ones and their overlap threads named,
 * and the spooled events written. */
static int derive_plane(conv_t *c) {
  size_t t, k;
  int rc;
  sl__xd_reset(&c->xd);
  sl__vsort_reset(&c->spool);
  for (k = 0; k < SL_XD_NLINES; k++) {
    sl__xc_placer_reset(&c->dlines[k]);
    c->dover[k] = 0;
  }
  if ((rc = derive_sources(c)) != 0) return rc;
  sl__xd_finish(&c->xd);
  if ((rc = derive_launches(c)) != 0 || (rc = derived_take(c, INT64_MAX)))
    return rc;
  if ((rc = sl__xc_list_threads(c)) != 0) return rc;
  for (t = 0; t < c->nthr && c->thr[t].dk >= 0; t++) {
    thr_t *th = &c->thr[t];
    sl__xc_name_thread(c, th);
    for (k = 1; k <= c->dover[th->dk]; k++)
      if (sl__xc_overlap_tid(c, th, (int64_t)k) < 0) return oom(c);
    c->sort = th->sort + 1 + th->nover;
  }
  rc = sl__vsort_each_rec(&c->spool, spooled_write, c);
  if (rc == SL_ENOMEM) return oom(c);
  if (rc < 0 && rc != c->w->rc)
    return sl__err(c->err, SL_EOUTPUT, 0, "cannot read a temporary file");
  return rc;
}

static int pid_taken(const conv_t *c, uint32_t pid) {
  size_t i;
  for (i = 0; i < c->npids; i++)
    if (c->pids[i] == pid) return 1;
  return 0;
}

/* The plane's pid (a shown plane). */
static int take_pid(conv_t *c) {
  int64_t base;
  switch (c->kind) {
  case PK_HOST_CPU: base = 701; break;
  case PK_GPU:
  case PK_TPU: base = 1 + c->pl.id; break;
  case PK_CUSTOM: base = 501 + c->pl.id; break;
  default: base = c->next_other++; break;
  }
  if (base < 1 || base > 9999 || pid_taken(c, (uint32_t)base)) {
    base = 9001;
    while (pid_taken(c, (uint32_t)base)) base++;
  }
  if (SL_GROW(c->pids, c->cpids, c->npids + 1)) return oom(c);
  c->pids[c->npids++] = (uint32_t)base;
  c->pid = (uint32_t)base + 10000u * (uint32_t)c->host;
  return 0;
}

/* Loads plane pi as the current one: its tables, the known stats, its
 * kind, which event metadata is internal, and its process name ("<host>
 * <plane>", in c->pname).  Returns 1 for a plane that may be shown, 0
 * for a hidden one, or a negative code. */
int sl__xc_load_plane(conv_t *c, size_t pi, int how) {
  size_t i, n;
  int rc;
  if (how == XC_LINES_PARTIAL)
    rc = sl__xs_plane_load_partial(&c->pl, &c->f, pi);
  else if (how == XC_LINES_SURVEYED)
    rc = sl__xs_plane_load_known(&c->pl, &c->f, pi,
                                 c->plines + c->psorted_at[pi],
                                 c->psorted_at[pi + 1] - c->psorted_at[pi]);
  else
    rc = sl__xs_plane_load(&c->pl, &c->f, pi);
  if (rc) return rc;
  sl__xc_plane_known(c);
  c->kind = plane_kind(c->pl.name);
  if (c->kind == PK_HIDDEN) return 0;
  n = c->host_name.n + (c->host_name.n ? 1 : 0) + c->pl.name.n;
  if (SL_GROW(c->internal, c->cinternal, c->pl.nemeta + 1) ||
      SL_GROW(c->sorted, c->csorted, c->pl.nlines + 1) ||
      SL_GROW(c->pname, c->cpname, n + 1))
    return oom(c);
  for (i = 0; i < c->pl.nemeta; i++)
    c->internal[i] = (uint8_t)internal_event(c->pl.emeta[i].name);
  /* Whether a line is in visiting order is found when a cursor first
   * opens on it, unless a survey found it first. */
  memset(c->sorted, SORT_UNKNOWN, c->pl.nlines);
  if (c->host_name.n) {
    memcpy(c->pname, c->host_name.p, c->host_name.n);
    c->pname[c->host_name.n] = ' ';
  }
  if (c->pl.name.n) memcpy(c->pname + n - c->pl.name.n, c->pl.name.p, c->pl.name.n);
  c->npname = n;
  return 1;
}

/* ---- one host ------------------------------------------------------------------------------------ */

/* What the survey of a plane gathers from its events. */
typedef struct survey_s {
  int names, launches, side;
  int64_t ids[24];      /* the stat ids that matter, for a first look   */
  size_t nids;
} survey_t;

static void survey_ids(conv_t *c, survey_t *sv, const char *name) {
  sv->nids += sl__xs_stat_ids(&c->pl, name, sv->ids + sv->nids, 8);
}

/* An event's part in the survey; with `again`, the second look at the
 * correlation ids met more than once. */
static int survey_event(conv_t *c, const survey_t *sv, const sl_xs_event_t *ev,
                        int64_t ts, int derived_line, int again) {
  evstats_t es;
  uint64_t id, off = sl__xs_off(&c->f, ev->p);
  int rc;
  /* Most events name no step and launch nothing: a look at their ids. */
  if (!sl__xs_event_may_have(&c->pl, ev, sv->ids, sv->nids)) return 0;
  if ((rc = sl__xc_event_stats(c, ev, &es)) != 0) return rc;
  if (again)
    return sl__xc_corr_of(c, &es, &id) ? sl__xc_side_first(c, sv->side, id, off) : 0;
  if (sv->names && (rc = sl__xc_note_group(c, &es, off))) return rc;
  if (sv->launches && !derived_line && (rc = sl__xc_note_launch(c, ev, ts, &es)))
    return rc;
  if (sv->side >= 0 && !derived_line && !sl__xc_is_internal(c, ev) &&
      sl__xc_corr_of(c, &es, &id))
    return sl__xc_side_note(c, sv->side, id);
  return 0;
}

/* Plane pi's part in the host's survey: its lines' order, step names,
 * launch statistics (`cpu`: the host's CPU plane, whose launches count)
 * and the correlation ids of its side (`again`: the second look).  Its
 * lines' headers are kept for the writing; *late is set when a line's
 * id or time came after its events (`how`: XC_LINES_PARTIAL) and the
 * survey must be made again with lines read whole. */
static int survey_plane(conv_t *c, size_t pi, int cpu, int again, int how,
                        size_t *nl, int *late) {
  survey_t sv;
  size_t li;
  int rc, shown;
  memset(&sv, 0, sizeof sv);
  if ((shown = sl__xc_load_plane(c, pi, again ? XC_LINES_SURVEYED : how)) < 0)
    return shown;
  if (!again) {
    /* The plane's lines' flags and headers, after the planes before. */
    c->psorted_at[pi] = *nl;
    *nl += c->pl.nlines;
    c->psorted_at[pi + 1] = *nl;
    if (SL_GROW(c->psorted, c->cpsorted, *nl + 1) ||
        SL_GROW(c->plines, c->cplines, *nl + 1))
      return oom(c);
  }
  sv.names = !again && c->gather_names && c->known[K_GROUP].p &&
             c->known[K_STEP_NAME].p;
  sv.launches = !again && cpu && c->known[K_DEVICE].p && c->known[K_CORR].p &&
                c->known[K_GROUP].p;
  sv.side = shown ? sl__xc_plane_side(c) : -1;
  if (again && (sv.side < 0 || !c->side[sv.side].dups.n)) return 0;
  if (sv.names) survey_ids(c, &sv, "step_name");
  if (sv.launches) survey_ids(c, &sv, "device_id");
  if (sv.side >= 0) survey_ids(c, &sv, "correlation_id");
  /* A hidden plane is not written: walked for step names only. */
  for (li = 0; li < c->pl.nlines && (shown || sv.nids); li++) {
    sl_xs_line_t *l = &c->pl.lines[li];
    int derived_line;
    uint8_t *sorted = &c->psorted[c->psorted_at[pi] + li];
    sl_xs_events_t it;
    sl_xs_event_t ev;
    int64_t pts = INT64_MIN, pdur = 0;
    *sorted = 1;
    sl__xs_events_init(&it, &c->pl, l);
    sl__xs_events_fill(&it, l);
    derived_line = sl__xs_derived_id(l->id);
    /* The walk finds whether the line is in visiting order (start
     * ascending, longer first), as real files keep them. */
    while ((rc = sv.nids ? sl__xs_events_next(&it, &ev)
                         : sl__xs_events_times(&it, &ev)) == 1) {
      int64_t ts = abs_ps(c, l, ev.offset_ps), dur = clamp0(ev.duration_ps);
      if (ts < pts || (ts == pts && dur > pdur)) *sorted = 0;
      pts = ts;
      pdur = dur;
      if (sv.nids && (rc = survey_event(c, &sv, &ev, ts, derived_line, again)))
        return rc;
    }
    if (rc < 0) return rc;
    sl__xc_release_line(c, l);
  }
  if (again) return 0;
  for (li = 0; li < c->pl.nlines; li++) {
    if ((rc = sl__xs_line_finish(&c->pl, &c->pl.lines[li])) < 0) return rc;
    if (c->pl.lines[li].late) *late = 1;
    c->plines[c->psorted_at[pi] + li] = c->pl.lines[li];
  }
  return 0;
}

/* The host's survey before it is written: every plane's lines' order,
 * the step names (one host), the launch statistics, and both sides of
 * the launch arrows, looked at twice where an id is met more than once
 * (the first in file order carries the arrow).  Lines are read whole
 * by the survey's walks; a file whose lines put their ids or times
 * after their events is surveyed again with lines skimmed first. */
static int survey_host(conv_t *c, int derive_gpu, int how) {
  size_t pi, nl = 0, cpu = (size_t)-1;
  int rc = 0, k, late = 0;
  for (k = 0; k < NSIDES; k++) sl__xc_side_clear(&c->side[k]);
  c->nlaunches = 0;
  sl__idmap_clear(&c->lmap);
  c->launches_sorted = 0;
  if (SL_GROW(c->psorted_at, c->cpsorted_at, c->f.nplanes + 1)) return oom(c);
  for (pi = 0; pi < c->f.nplanes; pi++) {
    int64_t id;
    sl_str_t name;
    if ((rc = sl__xs_plane_peek(&c->f, pi, &id, &name))) return rc;
    if (plane_kind(name) == PK_HOST_CPU && cpu == (size_t)-1) cpu = pi;
  }
  for (pi = 0; pi < c->f.nplanes && rc == 0; pi++) {
    rc = survey_plane(c, pi, derive_gpu && pi == cpu, 0, how, &nl, &late);
    sl__xc_release_plane(c, pi);
  }
  if (rc == 0 && late && how == XC_LINES_PARTIAL)
    return survey_host(c, derive_gpu, XC_LINES_SKIM);
  if (rc == 0 && (c->side[0].dups.n || c->side[1].dups.n))
    for (pi = 0; pi < c->f.nplanes && rc == 0; pi++) {
      rc = survey_plane(c, pi, 0, 1, how, &nl, &late);
      sl__xc_release_plane(c, pi);
    }
  if (rc == 0 && sl__idset_freeze(&c->side[SIDE_EXEC].ids)) rc = oom(c);
  return rc;
}

/* Plane pi: written (its process, its derived threads as they are done,
 * then its own lines), or, for the reports, its own lines' events handed
 * to the walk. */
static int visit_plane(conv_t *c, size_t pi, int derive_gpu) {
  size_t i, t, nevents = 0;
  int rc;
  if ((rc = sl__xc_load_plane(c, pi, c->w ? XC_LINES_SURVEYED
                                          : XC_LINES_SKIM)) <= 0)
    return rc;
  c->derive = 0;
  if (c->w) {
    for (i = 0; i < c->pl.nlines; i++) {
      nevents += c->pl.lines[i].nevents;
      c->sorted[i] = c->psorted[c->psorted_at[pi] + i];
    }
    /* A GPU plane without derived lines gets them. */
    if (c->kind == PK_GPU && derive_gpu) {
      int has = 0;
      for (i = 0; i < c->pl.nlines && !has; i++)
        has = sl__xs_derived_id(c->pl.lines[i].id);
      c->derive = !has;
    }
    /* Shown: events of its own, or launch statistics to derive. */
    if (nevents == 0 && !(c->derive && has_launches(c))) return 0;
    if ((rc = take_pid(c))) return rc;
    c->w->ops->process(c->w, c->pid, sl__str(c->pname, c->npname), NULL);
    c->w->ops->process_order(c->w, c->pid, c->pid);
    c->sort = 0;
    c->next_otid = 4000000000u;
    c->notids = 0;
  } else {
    c->we.plane = c->pl.name;
    c->we.process = sl__str(c->pname, c->npname);
    c->we.host_cpu = c->kind == PK_HOST_CPU;
    c->we.gpu = c->kind == PK_GPU;
  }
  /* The derived threads first (their events as they are done), then the
   * plane's own lines. */
  if (c->derive) {
    if ((rc = derive_plane(c))) return rc;
    sl__xc_release_plane(c, pi);
  } else {
    sl__xd_reset(&c->xd);
    if ((rc = sl__xc_list_threads(c))) return rc;
  }
  for (t = 0; t < c->nthr && rc == 0; t++)
    if (c->thr[t].dk < 0) rc = sl__xc_walk_thread(c, t);
  return rc ? rc : c->w ? c->w->rc : 0;
}

/* Host h, its planes in file order: written after the survey the
 * writing needs, or walked for the reports. */
int sl__xc_visit_host(conv_t *c, size_t h) {
  size_t pi;
  int rc, derive_gpu = 0;
  if ((rc = sl__xc_open_host(c, h))) return rc;
  if (c->w) {
    c->npids = 0;
    c->next_other = 702;
    for (pi = 0; pi < c->f.nplanes; pi++) {
      int64_t id;
      sl_str_t name;
      if ((rc = sl__xs_plane_peek(&c->f, pi, &id, &name))) return rc;
      if (plane_kind(name) == PK_GPU) derive_gpu = 1;
    }
    if ((rc = survey_host(c, derive_gpu, XC_LINES_PARTIAL))) return rc;
  } else {
    memset(&c->we, 0, sizeof c->we);
    c->we.walk = c;
    c->we.host = h;
    c->we.file = c->in.in[h].path;
    c->we.hosts = c->in.n;
    c->we.host_name = c->host_name;
    c->we.base_us = c->base_ns / 1000;
  }
  for (pi = 0; pi < c->f.nplanes && rc == 0; pi++) {
    rc = visit_plane(c, pi, derive_gpu);
    /* A plane's events go out whole (Perfetto's: a sequence each). */
    if (rc == 0 && c->w) rc = c->w->ops->flush(c->w);
    sl__xc_release_plane(c, pi);
  }
  if (c->w) c->arrow_base += c->side[SIDE_EXEC].ids.n;
  sl__xc_close_host(c);
  return rc ? rc : c->w ? c->w->rc : 0;
}

/* Stat values as text, group (step) names, launch statistics: see
 * xspace_int.h. */
#include "emit/run/xspace_int.h"

/* ---- text of a value ------------------------------------------------------------------- */

/* Room for n bytes of made names. */
char *sl__xc_text_room(conv_t *c, size_t n) {
  if (SL_GROW(c->text, c->ctext, n)) return NULL;
  return c->text;
}

/* A stat's value as text (step names): str and ref as they are, numbers
 * as the trace writes them.  *out points into the profile or buf. */
int sl__xc_stat_text(const sl_xs_stat_t *s, char *buf, sl_str_t *out) {
  uint8_t *e;
  switch (s->kind) {
  case SL_XS_STR:
  case SL_XS_REF: *out = s->v.s; return 1;
  case SL_XS_INT: e = sl__put_i64((uint8_t *)buf, s->v.i); break;
  case SL_XS_UINT: e = sl__put_u64((uint8_t *)buf, s->v.u); break;
  case SL_XS_DOUBLE:
    if (s->v.d != s->v.d) e = (uint8_t *)memcpy(buf, "NaN", 3) + 3;
    else if (s->v.d > 1.7976931348623157e308)
      e = (uint8_t *)memcpy(buf, "Infinity", 8) + 8;
    else if (s->v.d < -1.7976931348623157e308)
      e = (uint8_t *)memcpy(buf, "-Infinity", 9) + 9;
    else e = sl__put_double_exact((uint8_t *)buf, s->v.d);
    break;
  default: return 0;
  }
  *out = sl__str(buf, (size_t)(e - (uint8_t *)buf));
  return 1;
}

/* Line times (ns) past which picoseconds need a time base. */
#define TIME_BASE_NEEDED ((int64_t)9000000000000000)

/* The reader's pages, handed back once read (sl_xs_file_t.release). */
static void release(void *ud, uint64_t off, uint64_t len) {
  sl__mapped_release(ud, off, len);
}

void sl__xc_release_plane(conv_t *c, size_t pi) {
  sl__mapped_release(&c->x->m, c->f.planes[pi].off, c->f.planes[pi].len);
}

void sl__xc_release_line(conv_t *c, const sl_xs_line_t *l) {
  sl__mapped_release(&c->x->m, sl__xs_off(&c->f, l->p), (uint64_t)l->n);
}

/* Opens host h's file (mapped, its planes skimmed) as the current one:
 * c->x, c->f, the host's name.  Returns 0 or a negative code (err, with
 * the file).  sl__xc_close_host() undoes it (sl__xc_run_close() too, after an error). */
int sl__xc_open_host(conv_t *c, size_t h) {
  sl_xinput_t *x = &c->in.in[h];
  int rc;
  c->x = x;
  c->host = h;
  c->err->file = x->path;
  if ((rc = sl__xinput_open(x, c->err)) || (rc = sl__xinput_map(x, c->err)) ||
      (rc = sl__xs_open(&c->f, x->m.map, (size_t)x->m.size, c->err)))
    return rc;
  c->f.release = release;
  c->f.release_ud = &x->m;
  sl__xinput_host(x, c->f.host, &c->host_name);
  return 0;
}

void sl__xc_close_host(conv_t *c) {
  sl__xs_close(&c->f);
  sl__mapped_unmap(&c->x->m);
}

/* ---- group names -------------------------------------------------------------------------- */

static int group_index(conv_t *c, int64_t g, int add) {
  int64_t i = sl__idmap_get(&c->gmap, (uint64_t)g, 0);
  if (i >= 0 || !add) return (int)i;
  if (SL_GROW(c->groups, c->cgroups, c->ngroups + 1) ||
      sl__idmap_put(&c->gmap, (uint64_t)g, 0, (uint32_t)c->ngroups))
    return SL_ENOMEM;
  c->groups[c->ngroups].id = g;
  c->groups[c->ngroups].name = NULL;
  c->groups[c->ngroups].len = 0;
  return (int)c->ngroups++;
}

/* The group's name: its step name, else its id in decimal (in buf). */
sl_str_t sl__xc_group_name(conv_t *c, int64_t g, char *buf) {
  int i = group_index(c, g, 0);
  if (i >= 0 && c->groups[i].name)
    return sl__str(c->groups[i].name, c->groups[i].len);
  return sl__str(buf, (size_t)(sl__put_i64((uint8_t *)buf, g) - (uint8_t *)buf));
}


/* A group's name from an event's view (with group_id and a usable
 * step_name): the first event in file order names it (hosts in order,
 * then byte offsets, which follow planes, lines and events). */
int sl__xc_note_group(conv_t *c, const evstats_t *es, uint64_t off) {
  const sl_xs_stat_t *g = stat_k(c, es, K_GROUP),
                     *s = stat_k(c, es, K_STEP_NAME);
  char buf[40];
  sl_str_t t;
  group_t *gr;
  char *name;
  int gi;
  if (!g || !sl__xs_is_int(g) || !s || !sl__xc_stat_text(s, buf, &t)) return 0;
  if ((gi = group_index(c, g->v.i, 1)) < 0) return oom(c);
  gr = &c->groups[gi];
  if (gr->name && (gr->host < c->host || (gr->host == c->host && gr->off < off)))
    return 0;
  if (!(name = malloc(t.n + 1))) return oom(c);
  if (t.n) memcpy(name, t.p, t.n);
  free(gr->name);
  gr->name = name;
  gr->len = t.n;
  gr->host = c->host;
  gr->off = off;
  return 0;
}

/* The run's time base (one: the hosts share a clock), from the first
 * line of the first file that has one. */
int sl__xc_time_base(conv_t *c) {
  size_t fi, pi;
  int rc = 0;
  for (fi = 0; fi < c->in.n && rc == 0 && !c->base_set; fi++) {
    if ((rc = sl__xc_open_host(c, fi))) break;
    for (pi = 0; pi < c->f.nplanes && rc == 0 && !c->base_set; pi++) {
      int64_t ts;
      if ((rc = sl__xs_first_line_ts(&c->f, pi, &ts)) < 0) break;
      if (rc == 1) {
        c->base_set = 1;
        /* Past 2^63 ps (106 days), times count from a base near them. */
        if (ts > TIME_BASE_NEEDED || ts < -TIME_BASE_NEEDED)
          c->base_ns = ts - ts % 1000;
      }
      rc = 0;
    }
    sl__xc_close_host(c);
  }
  return rc;
}

/* The first step name of each group, over every file in order. */
int sl__xc_gather_groups(conv_t *c) {
  size_t fi, pi, li;
  int rc = 0;
  for (fi = 0; fi < c->in.n && rc == 0; fi++) {
    if ((rc = sl__xc_open_host(c, fi))) break;
    for (pi = 0; pi < c->f.nplanes && rc == 0; pi++) {
      if ((rc = sl__xs_plane_load(&c->pl, &c->f, pi))) break;
      sl__xc_plane_known(c);
      int64_t ids[8];
      size_t nids = sl__xs_stat_ids(&c->pl, "step_name", ids, 8);
      if (!c->known[K_GROUP].p || nids == 0) {
        sl__xc_release_plane(c, pi);
        continue;
      }
      for (li = 0; li < c->pl.nlines && rc == 0; li++) {
        sl_xs_events_t it;
        sl_xs_event_t ev;
        sl__xs_events_init(&it, &c->pl, &c->pl.lines[li]);
        while ((rc = sl__xs_events_next(&it, &ev)) == 1) {
          evstats_t es;
          /* Most events name no step: a look at their stat ids. */
          if (!sl__xs_event_may_have(&c->pl, &ev, ids, nids)) continue;
          if ((rc = sl__xc_event_stats(c, &ev, &es)) ||
              (rc = sl__xc_note_group(c, &es, sl__xs_off(&c->f, ev.p))))
            break;
        }
        sl__xc_release_line(c, &c->pl.lines[li]);
      }
      sl__xc_release_plane(c, pi);
    }
    sl__xc_close_host(c);
  }
  return rc;
}

/* ---- launch statistics (DeriveEventsFromHostTrace) ---------------------------------------- */

/* A launch of the host's CPU plane (an event not named "cu...", with
 * group_id, device_id and correlation_id) into its group's figures. */
int sl__xc_note_launch(conv_t *c, const sl_xs_event_t *ev, int64_t b,
                       const evstats_t *es) {
  const sl_xs_stat_t *g = stat_k(c, es, K_GROUP),
                     *d = stat_k(c, es, K_DEVICE),
                     *k = stat_k(c, es, K_CORR);
  int64_t dur = clamp0(ev->duration_ps), i;
  launch_t *a;
  if ((ev->meta && starts(ev->meta->name, "cu")) || !g || !sl__xs_is_int(g) || !d ||
      !sl__xs_is_int(d) || d->v.i < 0 || !k || !sl__xs_is_int(k))
    return 0;
  i = sl__idmap_get(&c->lmap, (uint64_t)d->v.i, (uint64_t)g->v.i);
  if (i < 0) {
    if (SL_GROW(c->launches, c->claunches, c->nlaunches + 1) ||
        sl__idmap_put(&c->lmap, (uint64_t)d->v.i, (uint64_t)g->v.i,
                 (uint32_t)c->nlaunches))
      return oom(c);
    a = &c->launches[c->nlaunches++];
    a->device = d->v.i;
    a->group = g->v.i;
    a->b = b;
    a->e = b + dur;
    a->n = 0;
    a->max = 0;
    a->total = 0;
  } else {
    a = &c->launches[i];
    if (b < a->b) a->b = b;
    if (b + dur > a->e) a->e = b + dur;
  }
  a->n++;
  if (dur > a->max) a->max = dur;
  a->total += dur;
  c->launches_sorted = 0;
  return 0;
}

/* Launches by (device, group), for qsort. */
int sl__xc_launch_order(const void *a, const void *b) {
  const launch_t *x = a, *y = b;
  if (x->device != y->device) return x->device < y->device ? -1 : 1;
  return x->group < y->group ? -1 : x->group > y->group;
}

/* The GPU number of "/device:GPU:<d>", or -1. */
int64_t sl__xc_gpu_number(sl_str_t name) {
  int64_t d = 0;
  size_t i = 12;
  if (!starts(name, "/device:GPU:") || name.n == 12) return -1;
  for (; i < name.n; i++) {
    if (name.p[i] < '0' || name.p[i] > '9' || d > (INT64_MAX - 9) / 10)
      return -1;
    d = d * 10 + (name.p[i] - '0');
  }
  return d;
}

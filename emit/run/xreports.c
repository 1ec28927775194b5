/* The reports on XSpace profiles: steps (groups) and the op summary,
 * each from one walk of the profile's own lines (emit/run/xspace.c); the
 * memory report is xmem.c.  See xreports.h. */
#include "emit/run/xreports.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "emit/analyze/xderive.h"
#include "emit/report/stats_report.h"
#include "emit/run/events.h"
#include "emit/run/merge.h"
#include "emit/run/run.h"
#include "emit/run/xnames.h"
#include "emit/run/xspace.h"
#include "emit/write/digits.h"
#include "emit/write/report.h"

/* ---- shared ------------------------------------------------------------------------ */

#define find sl__xwalk_find

/* Groups: the steps of xspace.md 5.1. */
typedef struct group_s {
  int64_t id, start, end;
  uint64_t events;
} group_t;

typedef struct groups_s {
  group_t *g;
  size_t n, cap;
} groups_t;

static int group_cmp(const void *a, const void *b) {
  const group_t *x = a, *y = b;
  return x->id < y->id ? -1 : x->id > y->id;
}

/* Counts an event toward its group (linear probe of a sorted-later
 * array: the groups are few, a step each). */
static int group_add(groups_t *gs, const sl_xwalk_event_t *e) {
  const sl_xs_stat_t *g;
  size_t i;
  if (e->internal || !sl__xs_is_int(g = find(e, "group_id"))) return 0;
  for (i = gs->n; i > 0; i--)
    if (gs->g[i - 1].id == g->v.i) break;
  if (i == 0) {
    if (SL_GROW(gs->g, gs->cap, gs->n + 1)) return SL_ENOMEM;
    gs->g[gs->n].id = g->v.i;
    gs->g[gs->n].start = e->ts_ps;
    gs->g[gs->n].end = e->ts_ps + e->dur_ps;
    gs->g[gs->n].events = 0;
    i = ++gs->n;
  }
  {
    group_t *x = &gs->g[i - 1];
    if (e->ts_ps < x->start) x->start = e->ts_ps;
    if (e->ts_ps + e->dur_ps > x->end) x->end = e->ts_ps + e->dur_ps;
    x->events++;
  }
  return 0;
}

/* ---- steps ------------------------------------------------------------------------------ */

typedef struct steps_s {
  groups_t gs;
  int json;
  sl_sink_fn sink;
  void *ud;
  /* A partial's: the input, the options; a merge's: the groups' names
   * (the first partial's to name one) and the time base. */
  const sl_options_t *opt;
  const char *path;
  sl_error_t *err;
  sl_xnames_t xn;
} steps_t;

static int steps_event(void *ud, const sl_xwalk_event_t *e) {
  return group_add(&((steps_t *)ud)->gs, e);
}

/* The list: the groups by id, named. */
static int steps_list(steps_t *st, int64_t base_us,
                      sl_str_t (*name)(void *ud, int64_t g, char buf[40]),
                      void *nud) {
  sl_block_t b;
  sl_span_t *sp;
  char (*names)[40];
  size_t i;
  int rc;
  if (st->gs.n > 1) qsort(st->gs.g, st->gs.n, sizeof *st->gs.g, group_cmp);
  sp = malloc((st->gs.n + 1) * sizeof *sp);
  names = malloc((st->gs.n + 1) * sizeof *names);
  if (!sp || !names || (rc = sl__block_open(&b)) != 0) {
    free(sp);
    free(names);
    return SL_ENOMEM;
  }
  for (i = 0; i < st->gs.n; i++) {
    const group_t *g = &st->gs.g[i];
    sp[i].id = g->id;
    sp[i].start = g->start;
    sp[i].end = g->end;
    sp[i].events = g->events;
    sp[i].busy = -1;
    sp[i].name = name(nud, g->id, names[i]);
  }
  sl__spans_write(b.f, sp, st->gs.n, base_us, st->json,
                  "(no steps: no event has a group_id)");
  free(sp);
  free(names);
  return sl__block_flush(&b, st->sink, st->ud);
}

static sl_str_t walk_name(void *ud, int64_t g, char buf[40]) {
  return sl__xwalk_group_name(ud, g, buf);
}

/* A partial: the input's time base, groups and group names. */
static int steps_partial(steps_t *st, const sl_xwalk_event_t *e) {
  sl_partial_head_t h;
  sl_pwrite_t w;
  char opts[512];
  size_t i, named = sl__xnames_count(e);
  int rc;
  sl__partial_head_of(&h, "steps", "xspace", st->opt, st->path, 0, opts,
                      sizeof opts);
  h.steps = (int64_t)st->gs.n;
  if ((rc = sl__partial_begin(&w, st->sink, st->ud, &h, st->err))) return rc;
  fprintf(sl__pw_f(&w), "{\"timed\":%d,\"base_us\":%lld,\"groups\":%zu,"
                        "\"names\":%zu}", e->timed, (long long)e->base_us,
          st->gs.n, named);
  rc = sl__pw_line(&w);
  for (i = 0; i < st->gs.n && rc == 0; i++) {
    const group_t *g = &st->gs.g[i];
    fprintf(sl__pw_f(&w), "{\"id\":%lld,\"start\":%lld,\"end\":%lld,"
                          "\"events\":%llu}", (long long)g->id,
            (long long)g->start, (long long)g->end,
            (unsigned long long)g->events);
    rc = sl__pw_line(&w);
  }
  if (rc == 0) rc = sl__xnames_save(e, &w);
  if (rc && !(st->err && st->err->code))
    rc = sl__err(st->err, rc, 0, "cannot write the output: %s",
                 sl_strerror(rc));
  return sl__partial_end(&w, rc, st->err);
}

static int steps_finish(void *ud, const sl_xwalk_event_t *e) {
  steps_t *st = ud;
  if (st->json == SL_REPORT_PARTIAL) return steps_partial(st, e);
  return steps_list(st, e->base_us, walk_name, (void *)e);
}

int sl_xspace_steps(const char *const *paths, size_t n,
                    const sl_options_t *opt, int json, sl_sink_fn sink,
                    void *ud, sl_error_t *err) {
  steps_t st;
  sl_xwalk_ops_t ops;
  int rc;
  if (json == SL_REPORT_PARTIAL && (rc = sl__partial_check(n, NULL, err)))
    return rc;
  memset(&st, 0, sizeof st);
  memset(&ops, 0, sizeof ops);
  st.json = json;
  st.sink = sink;
  st.ud = ud;
  st.opt = opt;
  st.path = paths[0];
  st.err = err;
  ops.ud = &st;
  ops.event = steps_event;
  ops.finish = steps_finish;
  rc = sl__xspace_walk(paths, n, opt, &ops, err);
  free(st.gs.g);
  return rc;
}

/* ---- steps: the merge of partials --------------------------------------------------- */

/* A partial's groups into the merge's: a step of several hosts is one,
 * from its first event on any to its last. */
static int merge_group(steps_t *st, int64_t id, int64_t start, int64_t end,
                       uint64_t events) {
  size_t i;
  for (i = st->gs.n; i > 0; i--)
    if (st->gs.g[i - 1].id == id) break;
  if (i == 0) {
    if (SL_GROW(st->gs.g, st->gs.cap, st->gs.n + 1)) return SL_ENOMEM;
    st->gs.g[st->gs.n].id = id;
    st->gs.g[st->gs.n].start = start;
    st->gs.g[st->gs.n].end = end;
    st->gs.g[st->gs.n].events = 0;
    i = ++st->gs.n;
  }
  {
    group_t *x = &st->gs.g[i - 1];
    if (start < x->start) x->start = start;
    if (end > x->end) x->end = end;
    x->events += events;
  }
  return 0;
}

static int xsteps_add(sl_pmerge_t *pm, sl_pread_t *r, size_t k,
                      const char *file) {
  steps_t *st = pm->st;
  int64_t timed, base, ng, nn, i, shift;
  int rc;
  (void)k, (void)file;
  if ((rc = sl__pr_line(r, "expected the input's steps"))) return rc;
  if (sl__pr_int(r, "timed", &timed) ||
      sl__pr_bounded(r, "base_us", SL_PARTIAL_CLOCK_MAX, &base) ||
      sl__pr_int(r, "groups", &ng) || sl__pr_int(r, "names", &nn))
    return SL_EFORMAT;
  if (ng < 0 || nn < 0) return sl__pr_fail(r, "expected counts of zero or more");
  if ((rc = sl__xnames_clock(&st->xn, r, timed, base, &shift))) return rc;
  for (i = 0; i < ng; i++) {
    int64_t id, b, e, ev;
    if ((rc = sl__pr_line(r, "expected %lld more groups", (long long)(ng - i))))
      return rc;
    if (sl__pr_int(r, "id", &id) ||
        sl__pr_bounded(r, "start", SL_PARTIAL_TIME_MAX, &b) ||
        sl__pr_bounded(r, "end", SL_PARTIAL_TIME_MAX, &e) ||
        sl__pr_int(r, "events", &ev))
      return SL_EFORMAT;
    if (merge_group(st, id, b + shift, e + shift, (uint64_t)ev))
      return sl__err(r->err, SL_ENOMEM, 0, "out of memory");
  }
  return sl__xnames_load(&st->xn, r, nn);
}

static sl_str_t merged_name(void *ud, int64_t g, char buf[40]) {
  return sl__xnames_get(&((const steps_t *)ud)->xn, g, buf);
}

static int xsteps_write(sl_pmerge_t *pm, sl_error_t *err) {
  steps_t *st = pm->st;
  int rc;
  st->sink = pm->sink;
  st->ud = pm->ud;
  rc = steps_list(st, st->xn.base_us, merged_name, st);
  return rc ? sl__err(err, rc, 0, "cannot write the output: %s",
                      sl_strerror(rc))
            : 0;
}

static void xsteps_free(void *ud) {
  steps_t *st = ud;
  if (!st) return;
  sl__xnames_close(&st->xn);
  free(st->gs.g);
  free(st);
}

static const sl_pmerge_ops_t xsteps_ops = {
    xsteps_add, xsteps_write, xsteps_free};

int sl__xsteps_merge_open(sl_pmerge_t *pm, int json, sl_error_t *err) {
  steps_t *st = calloc(1, sizeof *st);
  if (!st) return sl__err(err, SL_ENOMEM, 0, "out of memory");
  st->json = json;
  pm->st = st;
  pm->ops = &xsteps_ops;
  return 0;
}

/* ---- stats ------------------------------------------------------------------------------ */

/* An open host op on a line's stack. */
typedef struct open_s {
  int64_t end;
  size_t row;
} open_t;

typedef struct stats_s {
  const sl_stats_options_t *so;
  const sl_options_t *opt;
  const char *path;         /* the first input (a partial's header)     */
  sl_error_t *err;
  sl_sink_fn sink;
  void *ud;
  sl_op_rows_t rows;        /* times in ps                               */
  open_t *stack;
  size_t nstack, cstack;
  groups_t gs;
} stats_t;

static int stats_line(void *ud, const sl_xwalk_event_t *w) {
  stats_t *s = ud;
  s->nstack = 0;
  return sl__op_rows_input(&s->rows, sl__str(w->file, strlen(w->file)));
}

/* The last "::" piece of an HLO op, and that without ".<digits>". */
static void hlo_piece(sl_str_t op, sl_str_t *name, sl_str_t *type) {
  size_t i = op.n, start = 0, k;
  while (i >= 2) {
    if (op.p[i - 1] == ':' && op.p[i - 2] == ':') {
      start = i;
      break;
    }
    i--;
  }
  *name = sl__str(op.p + start, op.n - start);
  k = name->n;
  while (k > 0 && name->p[k - 1] >= '0' && name->p[k - 1] <= '9') k--;
  if (k > 0 && k < name->n && name->p[k - 1] == '.')
    *type = sl__str(name->p, k - 1);
  else
    *type = *name;
}

static int stats_event(void *ud, const sl_xwalk_event_t *e) {
  stats_t *s = ud;
  sl_str_t dev = e->process; /* the device (xspace.md 3.2) */
  sl_op_row_t *row;
  int rc;
  if ((rc = group_add(&s->gs, e))) return rc;
  if (e->internal) return 0;
  if (e->host_cpu) {
    sl_tfop_t op;
    sl__tfop_parse(e->name, &op);
    if (op.category != SL_TFOP_TENSORFLOW && op.category != SL_TFOP_JAX)
      return 0;
    if (!(row = sl__op_row(&s->rows, op.type, op.name, dev))) return SL_ENOMEM;
    sl__op_host(&s->rows, row, e->dur_ps);
    /* Self time: the op's duration less its children's, by one stack. */
    while (s->nstack && s->stack[s->nstack - 1].end <= e->ts_ps) s->nstack--;
    if (s->nstack && s->stack[s->nstack - 1].end < e->ts_ps + e->dur_ps)
      return 0; /* overlaps its would-be parent: no parent, not pushed */
    if (s->nstack) s->rows.rows[s->stack[s->nstack - 1].row].host_self -= e->dur_ps;
    if (SL_GROW(s->stack, s->cstack, s->nstack + 1)) return SL_ENOMEM;
    s->stack[s->nstack].end = e->ts_ps + e->dur_ps;
    s->stack[s->nstack++].row = (size_t)(row - s->rows.rows);
    return 0;
  }
  if (e->gpu) {
    sl_str_t type = e->name, name = e->name;
    if (find(e, "kernel_details")) {
      const sl_xs_stat_t *t = find(e, "tf_op"), *h = find(e, "hlo_op");
      sl_tfop_t op;
      if (!sl__xs_is_text(t) || t->v.s.n == 0) t = find(e, "level 0");
      if (sl__xs_is_text(t)) sl__tfop_parse(t->v.s, &op);
      if (sl__xs_is_text(t) &&
          (op.category == SL_TFOP_TENSORFLOW || op.category == SL_TFOP_JAX)) {
        type = op.type;
        name = op.name;
      } else if (sl__xs_is_text(h) && h->v.s.n) {
        hlo_piece(h->v.s, &name, &type);
      }
    }
    if (!(row = sl__op_row(&s->rows, type, name, dev))) return SL_ENOMEM;
    row->device_total += e->dur_ps;
    row->kernels++;
    s->rows.device_total += e->dur_ps;
  }
  return 0;
}

/* The partial result: the rows, then the step ids (a step of several
 * hosts counts once in their merge). */
static int stats_partial(stats_t *s) {
  sl_partial_head_t h;
  sl_pwrite_t w;
  char o[512];
  int64_t *span;
  size_t i;
  int rc;
  sl__partial_head_init(&h);
  sl__op_options(o, sizeof o, s->so->by, s->opt);
  h.command = "stats";
  h.kind = "op_summary";
  h.source = "xspace";
  h.options = o;
  h.file = s->path;
  h.ps = 1;
  h.groups = 1;
  h.steps = (int64_t)s->gs.n;
  h.kernel_ns = s->rows.device_total / 1000; /* ps */
  if (!(span = malloc((s->gs.n + 1) * sizeof *span))) return SL_ENOMEM;
  for (i = 0; i < s->gs.n; i++)
    span[i] = (s->gs.g[i].end - s->gs.g[i].start) / 1000;
  h.step_median_ns = sl__median_of(span, s->gs.n);
  free(span);
  if ((rc = sl__partial_begin(&w, s->sink, s->ud, &h, s->err))) return rc;
  if (s->gs.n > 1) qsort(s->gs.g, s->gs.n, sizeof *s->gs.g, group_cmp);
  rc = sl__opstats_save(&s->rows, &w);
  if (rc == 0) {
    fprintf(sl__pw_f(&w), "{\"groups\":%zu}", s->gs.n);
    rc = sl__pw_line(&w);
  }
  for (i = 0; rc == 0 && i < s->gs.n; i++) rc = sl__pw_value(&w, s->gs.g[i].id);
  if (rc == 0) rc = sl__pw_values_end(&w);
  if (rc) rc = sl__err(s->err, rc, 0, "cannot write the output: %s",
                       sl_strerror(rc));
  return sl__partial_end(&w, rc, s->err);
}

static int stats_finish(void *ud, const sl_xwalk_event_t *e) {
  stats_t *s = ud;
  (void)e;
  s->rows.steps = s->gs.n;
  if (s->so->format == SL_REPORT_PARTIAL) return stats_partial(s);
  return sl__opstats_write(&s->rows, 1, s->so, NULL, NULL, 0, s->sink, s->ud);
}

int sl_xspace_stats(const char *const *paths, size_t n,
                    const sl_options_t *opt, const sl_stats_options_t *so,
                    sl_sink_fn sink, void *ud, sl_error_t *err) {
  stats_t s;
  sl_xwalk_ops_t ops;
  int rc;
  memset(&s, 0, sizeof s);
  memset(&ops, 0, sizeof ops);
  if (so->per_step)
    return sl__err(err, SL_EUSAGE, 0, "--per-step is not defined for "
                   "XSpace input");
  s.so = so;
  s.opt = opt;
  s.path = paths[0];
  s.err = err;
  s.sink = sink;
  s.ud = ud;
  sl__op_rows_init(&s.rows, so->by);
  ops.ud = &s;
  ops.line_begin = stats_line;
  ops.event = stats_event;
  ops.finish = stats_finish;
  rc = sl__xspace_walk(paths, n, opt, &ops, err);
  sl__op_rows_close(&s.rows);
  free(s.stack);
  free(s.gs.g);
  return rc;
}

/* ---- the summary reports ----------------------------------------------------------- */

/* XSpace's events in the shared vocabulary, for the summary reports
 * (kernels, copies and fills, API calls, host ops) that every input
 * fills the same way: a GPU plane's kernels (kernel_details), copies
 * (memcpy_details, whose size: gives the bytes) and fills; on the host,
 * TensorFlow and JAX ops by their type, and calls that carry a
 * correlation id (the runtime's). */

/* The number after "size:" in a copy's details, or 0. */
static int64_t copy_bytes(const sl_xs_stat_t *d) {
  size_t i;
  int64_t v = 0;
  if (!sl__xs_is_text(d)) return 0;
  for (i = 0; i + 5 <= d->v.s.n; i++)
    if (memcmp(d->v.s.p + i, "size:", 5) == 0) {
      for (i += 5; i < d->v.s.n && d->v.s.p[i] >= '0' && d->v.s.p[i] <= '9';
           i++)
        if (v < INT64_MAX / 10) v = v * 10 + (d->v.s.p[i] - '0');
      return v;
    }
  return 0;
}

static int xsum_event(void *ud, const sl_xwalk_event_t *e) {
  sl_event_t ev;
  const sl_xs_stat_t *d;
  sl_tfop_t op;
  if (e->internal) return 0;
  sl_event_init(&ev, SL_EV_SLICE);
  ev.ts = e->ts_ps;
  ev.dur = e->dur_ps;
  ev.name = sl__ev_text(e->name);
  if (e->gpu) {
    if (find(e, "kernel_details")) {
      ev.cls = SL_CLASS_KERNEL;
    } else if ((d = find(e, "memcpy_details")) != NULL) {
      ev.cls = SL_CLASS_MEMCPY;
      ev.bytes = copy_bytes(d);
    } else if (e->name.n >= 6 && strncasecmp((const char *)e->name.p,
                                             "memset", 6) == 0) {
      ev.cls = SL_CLASS_MEMSET;
    } else {
      return 0;
    }
  } else {
    sl__tfop_parse(e->name, &op);
    if (e->host_cpu &&
        (op.category == SL_TFOP_TENSORFLOW || op.category == SL_TFOP_JAX)) {
      ev.cls = SL_CLASS_HOST_OP;
      ev.name = sl__ev_text(op.type);
    } else if (find(e, "correlation_id")) {
      ev.cls = SL_CLASS_API;
    } else {
      return 0;
    }
  }
  return sl__evstats_in(ud, e->process, &ev);
}

/* Each line's events are one host's: its input is set once a line. */
static int xsum_line(void *ud, const sl_xwalk_event_t *where) {
  return sl__evstats_input(ud, (int64_t)where->host, where->file);
}

int sl__xspace_summary(const char *const *paths, size_t n,
                       const sl_options_t *opt,
                       const sl_gpu_stats_options_t *so, sl_sink_fn sink,
                       void *ud, sl_error_t *err) {
  sl_evstats_t *st;
  sl_xwalk_ops_t ops;
  int rc;
  memset(&ops, 0, sizeof ops);
  if ((rc = sl__evstats_open(&st, so, &sl__xs_format, err))) return rc;
  if ((rc = sl__evstats_partial(st, paths, n, opt))) {
    sl__evstats_free(st);
    return rc;
  }
  ops.ud = st;
  ops.line_begin = xsum_line;
  ops.event = xsum_event;
  rc = sl__xspace_walk(paths, n, opt, &ops, err);
  if (rc == 0) rc = sl__evstats_write(st, "xspace", sink, ud);
  sl__evstats_free(st);
  return rc;
}

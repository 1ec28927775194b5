/* The shared services over a format's event stream: reading a format,
 * and the trace (both formats); the reports are evreports.c.  Each
 * service is one consumer of the stream, online: memory is the
 * processes, the flow names, the report's groups and the ledger's pools,
 * never the events. */
#include <errno.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit/model/strmap.h"
#include "emit/run/evlayout.h"
#include "emit/run/evmerge.h"
#include "emit/run/evselect.h"
#include "emit/run/events.h"
#include "stream/io/mapped.h"
#include "stream/io/source.h"
#include "emit/write/report.h"
#include "emit/write/trace_writer.h"

/* The Steps process of a trace: a pid no format numbers its own. */
#define STEPS_PID 0x7ffffffeu
#define CHUNK ((size_t)1 << 16)

void sl_event_init(sl_event_t *e, sl_event_kind_t kind) {
  memset(e, 0, sizeof *e);
  e->kind = kind;
  e->step = -1;
  e->in_use = -1;
  e->reserved = -1;
}

/* ---- reading ---------------------------------------------------------------- */

/* Events between progress ticks: a tick is a clock-free call or two, so
 * at a few hundred thousand events a second this is about 60 a second. */
#define TICK_EVENTS 4096

void sl__evprog_init(sl_evprog_t *pg, const sl_options_t *opt, int inputs,
                     int passes) {
  memset(pg, 0, sizeof *pg);
  pg->opt = opt;
  pg->passes = passes;
  pg->p.inputs = inputs;
}

/* The events on their way from a format: warnings go to the caller's
 * warn, the rest on; every TICK_EVENTS, the figures out and a stop
 * asked. */
typedef struct evread_s {
  sl_event_fn fn;
  void *ud;
  const sl_options_t *opt;
  const char *path;
  const sl_input_format_t *f;
  void *self;
  sl_evprog_t *pg;
  uint64_t base;            /* bytes of the input's earlier readings    */
  uint64_t fed;             /* bytes pushed to a push format            */
  sl_error_t *err;
} evread_t;

void sl__ev_warn(const sl_options_t *opt, const char *path, sl_text_t what,
                 uint64_t n) {
  sl_error_t w;
  if (!n || !opt || !opt->warn) return;
  memset(&w, 0, sizeof w);
  w.offset = SL_NO_OFFSET;
  w.record = w.device = w.node = -1;
  snprintf(w.msg, sizeof w.msg, "%.*s (%llu)", (int)what.n, what.p,
           (unsigned long long)n);
  opt->warn(opt->warn_ud, path, &w);
}

static int tick(evread_t *r) {
  sl_evprog_t *pg = r->pg;
  const sl_options_t *opt = pg->opt;
  pg->p.events += pg->since;
  pg->since = 0;
  if (opt->progress) {
    uint64_t at = r->f->feed       ? r->fed
                  : r->f->position ? r->f->position(r->self)
                                   : 0;
    pg->p.read = (r->base + at) / (uint64_t)pg->passes;
    opt->progress(opt->progress_ud, &pg->p);
  }
  if (opt->stop && opt->stop(opt->stop_ud))
    return sl__err(r->err, SL_ECANCELED, SL_NO_OFFSET, "%s",
                   sl_strerror(SL_ECANCELED));
  return 0;
}

static int ev_pass(void *ud, const sl_event_t *e) {
  evread_t *r = ud;
  int rc;
  if (r->pg && ++r->pg->since >= TICK_EVENTS && (rc = tick(r)) != 0)
    return rc;
  if (e->kind != SL_EV_WARNING) return r->fn(r->ud, e);
  sl__ev_warn(r->opt, r->path, e->name, e->id);
  return 0;
}

/* sl__ev_read() of the bytes at `at` (a spool of `path`'s). */
static int ev_read_at(const sl_input_format_t *f, const char *path,
                      const char *at, const sl_options_t *opt,
                      sl_evprog_t *pg, sl_event_fn fn, void *ud,
                      sl_error_t *err) {
  FILE *in = NULL;
  uint8_t *buf = NULL;
  evread_t r;
  int rc;
  memset(&r, 0, sizeof r);
  r.fn = fn;
  r.ud = ud;
  r.opt = opt;
  r.path = path;
  r.f = f;
  r.err = err;
  if (pg && (pg->opt->progress || pg->opt->stop)) {
    uint64_t size = sl__path_size(at);
    r.pg = pg;
    pg->p.file = path;
    pg->p.size = size;
    r.base = size * (uint64_t)pg->pass;
  }
  if ((rc = f->open(&r.self, at, ev_pass, &r, err)) != 0) return rc;
  if (f->feed) {
    size_t n;
    if (!(in = fopen(at, "rb")))
      rc = sl__err(err, -errno, 0, "cannot open: %s", strerror(errno));
    else if (!(buf = malloc(CHUNK)))
      rc = sl__err(err, SL_ENOMEM, 0, "out of memory");
    while (rc == 0 && (n = fread(buf, 1, CHUNK, in)) > 0) {
      rc = f->feed(r.self, buf, n);
      r.fed += n;
    }
    if (rc == 0 && ferror(in))
      rc = sl__err(err, -EIO, 0, "cannot read: %s", strerror(EIO));
    if (rc == 0) rc = f->finish(r.self);
  } else {
    rc = f->read(r.self);
  }
  if (rc && err && err->code == 0) sl__err(err, rc, 0, "%s", sl_strerror(rc));
  f->close(r.self);
  if (in) fclose(in);
  free(buf);
  return rc;
}

int sl__ev_read(const sl_input_format_t *f, const char *path,
                const sl_options_t *opt, sl_evprog_t *pg, sl_event_fn fn,
                void *ud, sl_error_t *err) {
  return ev_read_at(f, path, path, opt, pg, fn, ud, err);
}

/* The job's input as one stream: one file (read at `at`), or several
 * merged.  pg: figures and stop (NULL: none); the reading counts on. */
static int read_job(const sl_input_format_t *f, const sl_job_t *j,
                    const char *at, const sl_options_t *opt,
                    sl_evprog_t *pg, sl_event_fn fn, void *ud,
                    sl_error_t *err) {
  int rc;
  if (j->n > 1)
    rc = sl__evmerge_read(f, j->paths, j->n, opt, pg, fn, ud, err);
  else
    rc = ev_read_at(f, j->paths[0], at, opt, pg, fn, ud, err);
  if (pg) pg->pass++;
  return rc;
}

/* Several inputs are files (a pipe is read once, alone). */
static int check_inputs(const sl_input_format_t *f, const sl_job_t *j) {
  size_t i;
  for (i = 0; j->n > 1 && i < j->n; i++)
    if (strcmp(j->paths[i], "-") == 0)
      return sl__err(j->err, SL_EUSAGE, SL_NO_OFFSET,
                     "several %ss are files, not a pipe (-)", f->noun);
  return 0;
}

int64_t sl__ev_rank(const sl_event_t *e) {
  int64_t rank = -1;
  size_t i;
  for (i = 0; i < e->nargs; i++)
    if (e->args[i].kind == SL_ARG_INT && e->args[i].key.n == 4 &&
        memcmp(e->args[i].key.p, "rank", 4) == 0)
      rank = e->args[i].v.i;
  return rank;
}

int sl__ev_read_job(const sl_input_format_t *f, const sl_job_t *j,
                    sl_event_fn fn, void *ud) {
  sl_evprog_t pg;
  int rc;
  if ((rc = check_inputs(f, j))) return rc;
  sl__evprog_init(&pg, j->opt, (int)j->n, 1);
  return read_job(f, j, j->paths[0], j->opt, &pg, fn, ud, j->err);
}

/* ---- processes: names, and the --devices filter ------------------------------- */

int sl__evprocs_init(sl_evprocs_t *ps, sl_arena_t *arena, const char *devices,
                      sl_error_t *err) {
  memset(ps, 0, sizeof *ps);
  ps->arena = arena;
  sl__idmap_init(&ps->at);
  if (devices) {
    if (regcomp(&ps->re, devices, REG_EXTENDED | REG_NOSUB) != 0)
      return sl__err(err, SL_EUSAGE, SL_NO_OFFSET,
                     "--devices is not a valid regular expression");
    ps->has_re = 1;
  }
  return 0;
}

void sl__evprocs_close(sl_evprocs_t *ps) {
  sl__idmap_close(&ps->at);
  free(ps->p);
  if (ps->has_re) regfree(&ps->re);
}

/* The process of pid, named `name` (n = 0: "process PID" until named).
 * NULL when out of memory. */
sl_evproc_t *sl__evproc_of(sl_evprocs_t *ps, uint32_t pid, sl_str_t name) {
  int64_t i = sl__idmap_get(&ps->at, pid, 0);
  sl_evproc_t *p;
  char *c;
  if (i >= 0 && !name.n) return &ps->p[i];
  if (i < 0) {
    if (sl__grow_array((void **)&ps->p, &ps->cap, ps->n + 1, sizeof *ps->p) ||
        sl__idmap_put(&ps->at, pid, 0, (uint32_t)ps->n))
      return NULL;
    i = (int64_t)ps->n++;
    memset(&ps->p[i], 0, sizeof ps->p[i]);
    ps->p[i].pid = pid;
    if (!name.n) {
      int k = snprintf(ps->scratch, sizeof ps->scratch, "process %u", pid);
      name = sl__str(ps->scratch, (size_t)k);
    }
  }
  p = &ps->p[i];
  p->dflt = name.p == (const uint8_t *)ps->scratch;
  if (!(c = sl__arena_alloc(ps->arena, name.n + 1))) return NULL;
  memcpy(c, name.p, name.n);
  c[name.n] = '\0';
  p->name = sl__str(c, name.n);
  p->keep = !ps->has_re || regexec(&ps->re, c, 0, NULL, 0) == 0;
  return p;
}

/* ---- memory pools --------------------------------------------------------------- */

void sl__evpools_init(sl_evpools_t *ps, sl_arena_t *arena) {
  memset(ps, 0, sizeof *ps);
  sl__strmap_init(&ps->ids, arena);
}

void sl__evpools_close(sl_evpools_t *ps) {
  sl__ledger_close(&ps->l);
}

sl_pool_t *sl__evpools_apply(sl_evpools_t *ps, const sl_event_t *e) {
  sl_pool_t *d;
  int added;
  int64_t id = sl__strmap_put(&ps->ids, (const uint8_t *)e->name.p,
                              e->name.n, &added);
  if (id < 0 || !(d = sl__ledger_pool(&ps->l, id, &added))) return NULL;
  if (added)
    sl__table_name(d->name, sizeof d->name, (const uint8_t *)e->name.p,
                   e->name.n, (int)sizeof d->name - 2);
  if (e->in_use >= 0)
    sl__ledger_level(d, ps->origin_ns + e->ts / 1000, e->in_use, e->bytes < 0);
  else
    sl__ledger_move(d, ps->origin_ns + e->ts / 1000,
                    e->bytes < 0 ? -e->bytes : e->bytes, e->bytes < 0);
  if (e->addr) d->has_live = 1;
  if (e->reserved >= 0) {
    if (!d->has_reserved || e->reserved > d->reserved_peak)
      d->reserved_peak = e->reserved;
    d->has_reserved = 1;
  }
  return d;
}

/* ---- convert --------------------------------------------------------------------- */

typedef struct conv_s {
  sl_trace_writer_t *w;
  const sl_options_t *opt;
  sl_arena_t arena;
  sl_evprocs_t procs;
  sl_targ_t *targs;         /* a slice's args, converted               */
  size_t ctargs;
  sl_str_t *labels;         /* a process's labels                      */
  size_t clabels;
  sl_tflow_t *tflows;
  size_t ctflows;
  sl_idmap_t flow_at;       /* flow id -> index in fname               */
  sl_str_t (*fname)[2];     /* a flow's name and category (arena)      */
  size_t nflows, cflows;
  sl_evpools_t pools;       /* bytes in use per allocator              */
  sl_evlayout_t *lay;       /* slices in any order: their lanes, flows */
  int lay_rc;               /* the layout's own failure in pass 1      */
  sl_evselect_t sel;        /* --steps                                 */
  int64_t lead_ps;          /* how far before the format's time base its
                             * earliest event is: the trace's base is
                             * moved back by it (whole us), so no time is
                             * negative                                 */
  int steps_named;
  int facts_said;           /* the trace's SL_EV_META was written      */
  sl_evprog_t pg;
  sl_error_t *err;
} conv_t;

sl_str_t sl__ev_keep(sl_arena_t *a, sl_text_t t) {
  char *c = sl__arena_alloc(a, t.n + 1);
  if (!c) return sl__str(NULL, 0);
  if (t.n) memcpy(c, t.p, t.n); /* an empty text may have a NULL p */
  c[t.n] = '\0';
  return sl__str(c, t.n);
}

static int conv_args(conv_t *c, const sl_event_t *e) {
  size_t i;
  if (sl__grow_array((void **)&c->targs, &c->ctargs, e->nargs + 1,
                     sizeof *c->targs))
    return SL_ENOMEM;
  for (i = 0; i < e->nargs; i++) {
    const sl_arg_t *a = &e->args[i];
    sl_targ_t *t = &c->targs[i];
    t->key = sl__ev_str(a->key);
    switch (a->kind) {
    case SL_ARG_UINT: t->kind = SL_TARG_UINT; t->v.u = a->v.u; break;
    case SL_ARG_DOUBLE: t->kind = SL_TARG_DOUBLE; t->v.d = a->v.d; break;
    case SL_ARG_STR: t->kind = SL_TARG_STR; t->v.s = sl__ev_str(a->v.s); break;
    case SL_ARG_BOOL: t->kind = SL_TARG_BOOL; t->v.i = a->v.i; break;
    default: t->kind = SL_TARG_INT; t->v.i = a->v.i; break;
    }
  }
  return 0;
}

static int conv_flows(conv_t *c, const sl_event_t *e) {
  static const sl_str_t none[2] = {{(const uint8_t *)"flow", 4},
                                   {(const uint8_t *)"flow", 4}};
  size_t i;
  if (sl__grow_array((void **)&c->tflows, &c->ctflows, e->nflows + 1,
                     sizeof *c->tflows))
    return SL_ENOMEM;
  for (i = 0; i < e->nflows; i++) {
    int64_t at = sl__idmap_get(&c->flow_at, e->flows[i].id, 0);
    const sl_str_t *nm = at >= 0 ? c->fname[at] : none;
    c->tflows[i].id = e->flows[i].id;
    c->tflows[i].name = nm[0];
    c->tflows[i].cat = nm[1];
    c->tflows[i].out = e->flows[i].out != 0;
  }
  return 0;
}

static int conv_slice(conv_t *c, const sl_event_t *e) {
  sl_tslice_t s;
  sl_laid_t at;
  sl_evproc_t *p = sl__evproc_of(&c->procs, e->pid, sl__str("", 0));
  int rc, laid = c->lay && e->kind == SL_EV_SLICE;
  if (!p) return SL_ENOMEM;
  /* The layout takes every slice, in order, kept or not. */
  if (laid && (rc = sl__evlayout_place(c->lay, e, &at))) return rc;
  if (!p->keep) return 0;
  /* A lane is named at its first slice, whether that slice is kept. */
  if (laid && at.lane_name.n)
    c->w->ops->named_thread(c->w, e->pid, at.tid, at.lane_name, at.lane_sort);
  if ((rc = sl__evselect_keep(&c->sel, e)) <= 0) return rc;
  if (e->kind == SL_EV_SLICE && c->opt->min_duration &&
      e->dur < c->opt->min_duration * 1000000)
    return 0;
  memset(&s, 0, sizeof s);
  if (laid) {
    s.tid = at.tid;
    s.flows = at.flows;
    s.nflows = at.nflows;
  } else {
    if ((rc = conv_flows(c, e))) return rc;
    s.tid = e->tid;
    s.flows = c->tflows;
    s.nflows = e->nflows;
  }
  if ((rc = conv_args(c, e))) return rc;
  s.pid = e->pid;
  s.ts_ps = e->ts + c->lead_ps;
  s.dur_ps = e->dur;
  s.name = sl__ev_str(e->name);
  s.cat = sl__ev_str(e->cat);
  s.instant = e->kind == SL_EV_INSTANT;
  s.scope = (uint8_t)e->scope;
  s.args = c->targs;
  s.nargs = e->nargs;
  if (!c->opt->show_dataflow) s.nflows = 0;
  c->w->ops->slice(c->w, &s);
  return 0;
}

static int conv_flow(conv_t *c, const sl_event_t *e) {
  int64_t at = sl__idmap_get(&c->flow_at, e->id, 0);
  if (at < 0) {
    if (sl__grow_array((void **)&c->fname, &c->cflows, c->nflows + 1,
                       sizeof *c->fname) ||
        sl__idmap_put(&c->flow_at, e->id, 0, (uint32_t)c->nflows))
      return SL_ENOMEM;
    at = (int64_t)c->nflows++;
  }
  c->fname[at][0] = sl__ev_keep(&c->arena, e->name);
  c->fname[at][1] = sl__ev_keep(&c->arena, e->cat.n ? e->cat : e->name);
  return c->fname[at][0].p && c->fname[at][1].p ? 0 : SL_ENOMEM;
}

/* A memory event: its allocator's bytes in use, as a counter. */
static int conv_memory(conv_t *c, const sl_event_t *e) {
  sl_pool_t *d = sl__evpools_apply(&c->pools, e);
  sl_evproc_t *p = sl__evproc_of(&c->procs, e->pid, sl__str("", 0));
  if (!d || !p) return SL_ENOMEM;
  if (p->keep && sl__evselect_keep(&c->sel, e))
    c->w->ops->counter_ps(c->w, e->pid, sl__ev_str(e->name), e->ts + c->lead_ps,
                          d->bytes);
  return 0;
}

static int conv_step(conv_t *c, const sl_event_t *e) {
  sl_tslice_t s;
  if (!sl__evselect_keep(&c->sel, e)) return 0;
  if (!c->steps_named) {
    c->w->ops->process(c->w, STEPS_PID, sl__str("Steps", 5), NULL);
    c->w->ops->process_order(c->w, STEPS_PID, -1);
    c->w->ops->named_thread(c->w, STEPS_PID, 1, sl__str("Steps", 5), 0);
    c->steps_named = 1;
  }
  memset(&s, 0, sizeof s);
  s.pid = STEPS_PID;
  s.tid = 1;
  s.ts_ps = e->ts + c->lead_ps;
  s.dur_ps = e->dur;
  s.name = sl__ev_str(e->name);
  c->w->ops->slice(c->w, &s);
  return 0;
}

/* A process's labels: its last ones when the trace was read before. */
static int conv_labels(conv_t *c, const sl_event_t *e) {
  const sl_str_t *labels;
  size_t i, n = 0;
  if (c->lay) {
    sl__evlayout_labels(c->lay, e->pid, &labels, &n);
  } else {
    sl_str_t *l;
    if (sl__grow_array((void **)&c->labels, &c->clabels, e->nargs + 1,
                       sizeof *c->labels))
      return SL_ENOMEM;
    for (l = c->labels, i = 0; i < e->nargs; i++)
      if (e->args[i].kind == SL_ARG_STR) l[n++] = sl__ev_str(e->args[i].v.s);
    labels = l;
  }
  if (n) c->w->ops->process_labels(c->w, e->pid, labels, n);
  return 0;
}

static int conv_event(void *ud, const sl_event_t *e) {
  conv_t *c = ud;
  int rc = 0;
  sl_evproc_t *p;
  switch (e->kind) {
  case SL_EV_PROCESS:
    if (e->pid == 0 || e->pid >= STEPS_PID)
      return sl__err(c->err, SL_EFORMAT, 0, "process id %u out of range",
                     e->pid);
  {
    sl_str_t name = sl__ev_str(e->name);
    int64_t sort = e->sort_index;
    /* Its last name and order when the trace was read before. */
    if (c->lay)
      sl__evlayout_name(c->lay, e->pid, SL_EVLAYOUT_PROCESS, &name, &sort);
    if (!(p = sl__evproc_of(&c->procs, e->pid, name))) return SL_ENOMEM;
    /* After a layout the first saying is the final one. */
    if (p->keep && !p->said) {
      p->said = c->lay != NULL;
      c->w->ops->process(c->w, e->pid, p->name, NULL);
      if ((rc = conv_labels(c, e)) != 0) return rc;
      c->w->ops->process_order(c->w, e->pid, sort);
    }
    break;
  }
  case SL_EV_TRACK:
    if (!(p = sl__evproc_of(&c->procs, e->pid, sl__str("", 0)))) return SL_ENOMEM;
    if (p->keep) {
      sl_str_t name = sl__ev_str(e->name);
      int64_t sort = e->sort_index;
      if (c->lay) sl__evlayout_name(c->lay, e->pid, e->tid, &name, &sort);
      c->w->ops->named_thread(c->w, e->pid, e->tid, name, sort);
    }
    break;
  case SL_EV_SLICE:
  case SL_EV_INSTANT: rc = conv_slice(c, e); break;
  case SL_EV_FLOW: rc = conv_flow(c, e); break;
  case SL_EV_COUNTER:
    if (!(p = sl__evproc_of(&c->procs, e->pid, sl__str("", 0)))) return SL_ENOMEM;
    if (p->keep && sl__evselect_keep(&c->sel, e))
      c->w->ops->counter_ps(c->w, e->pid, sl__ev_str(e->name),
                            e->ts + c->lead_ps, (int64_t)e->value);
    break;
  case SL_EV_MEMORY: rc = conv_memory(c, e); break;
  case SL_EV_STEP: rc = conv_step(c, e); break;
  case SL_EV_META:
    /* Several inputs (ranks) each give theirs: the first stands. */
    if (!e->nargs || c->facts_said) break;
    c->facts_said = 1;
    if ((rc = conv_args(c, e)) == 0)
      c->w->ops->other_data(c->w, c->targs, e->nargs);
    break;
  case SL_EV_CLOCK:
    c->w->ops->time_base(c->w, e->ts - c->lead_ps / 1000000);
    break;
  default: break;
  }
  if (rc == 0) rc = c->w->rc;
  return rc;
}

/* Pass 1: the events to the layout (a trace in any order) and the step
 * selection. */
static int lay_see(void *ud, const sl_event_t *e) {
  conv_t *c = ud;
  if (c->lay && (c->lay_rc = sl__evlayout_see(c->lay, e)) != 0)
    return c->lay_rc;
  return c->lay_rc = sl__evselect_see(&c->sel, e);
}

/* A warning line of the layout's. */
static void lay_warn(const sl_job_t *j, uint64_t n, const char *what) {
  sl_text_t t;
  char all[48];
  t.p = what;
  t.n = strlen(what);
  /* Several inputs are laid out as one trace. */
  snprintf(all, sizeof all, "%zu inputs", j->n);
  sl__ev_warn(j->opt, j->n > 1 ? all : j->paths[0], t, n);
}

/* For a format whose slices come in any order, the layout, and for
 * --steps, the steps' windows: planned on a first reading of the input.
 * The input (`at` on entry) is opened once (m: a pipe or gzip spooled to
 * disk) and both readings take it by `at`.  0 or a code with err filled;
 * an input the first reading finds damaged is left to the second, which
 * writes the events before the damage. */
static int conv_plan(conv_t *c, const sl_input_format_t *f, const sl_job_t *j,
                     sl_mapped_t *m, char *at, size_t cap) {
  sl_evlayout_counts_t n;
  sl_error_t scratch;
  int rc;
  if (j->n == 1) {
    if ((rc = sl__mapped_open(m, at, j->err))) return rc;
    snprintf(at, cap, "/dev/fd/%d", m->fd);
  }
  if (!(f->caps & SL_INPUT_ORDERED) && (rc = sl__evlayout_new(&c->lay)))
    return sl__err(j->err, rc, 0, "out of memory");
  memset(&scratch, 0, sizeof scratch);
  rc = read_job(f, j, at, NULL, &c->pg, lay_see, c, &scratch);
  if (rc == SL_ECANCELED) return sl__err(j->err, rc, SL_NO_OFFSET, "%s",
                                         sl_strerror(rc));
  if (c->lay_rc)
    return sl__err(j->err, c->lay_rc, SL_NO_OFFSET,
                   "cannot lay the trace out: %s", sl_strerror(c->lay_rc));
  if (rc == SL_ENOMEM || sl__evselect_plan(&c->sel))
    return sl__err(j->err, SL_ENOMEM, 0, "out of memory");
  if (!c->lay) return 0;
  if ((rc = sl__evlayout_plan(c->lay, &n)))
    return sl__err(j->err, rc, SL_NO_OFFSET, "cannot lay the trace out: %s",
                   sl_strerror(rc));
  c->lead_ps = n.earliest < 0 ? (999999 - n.earliest) / 1000000 * 1000000 : 0;
  lay_warn(j, n.unbound, "flow points with no slice of their thread to bind, dropped");
  lay_warn(j, n.lone, "flow points with no other point of their flow, dropped");
  return 0;
}

/* convert, the input read from `src` (its path, or a spooled copy's). */
static int convert_from(const sl_input_format_t *f, const sl_job_t *j,
                        const char *src) {
  conv_t c;
  sl_mapped_t m;
  char at[4096];
  int rc, erc;
  memset(&c, 0, sizeof c);
  c.opt = j->opt;
  c.err = j->err;
  sl__mapped_init(&m);
  if ((rc = check_inputs(f, j))) return rc;
  if (sl__arena_init(&c.arena))
    return sl__err(j->err, SL_ENOMEM, 0, "out of memory");
  sl__idmap_init(&c.flow_at);
  sl__evpools_init(&c.pools, &c.arena);
  snprintf(at, sizeof at, "%s", src);
  rc = sl__evprocs_init(&c.procs, &c.arena, j->opt->devices, j->err);
  if (rc == 0) rc = sl__evselect_init(&c.sel, j->opt->steps, j->err);
  sl__evprog_init(&c.pg, j->opt, (int)j->n,
                  !(f->caps & SL_INPUT_ORDERED) || c.sel.on ? 2 : 1);
  if (rc == 0 && c.pg.passes == 2)
    rc = conv_plan(&c, f, j, &m, at, sizeof at);
  if (rc == 0) {
    c.w = j->opt->trace_format == SL_TRACE_PERFETTO
              ? sl__perfetto_new(j->sink, j->ud)
              : sl__chrome_new((j->opt->pretty ? SL_CHROME_PRETTY : 0) |
                                   SL_CHROME_BASE_MEMBER,
                               j->sink, j->ud);
    if (!c.w) rc = sl__err(j->err, SL_ENOMEM, 0, "out of memory");
  }
  if (rc == 0) {
    c.w->ops->begin(c.w, SL_TRACE_OBJECT);
    c.w->ops->time_base(c.w, 0);
    rc = read_job(f, j, at, j->opt, &c.pg, conv_event, &c, j->err);
    erc = c.w->ops->end(c.w, rc == 0);
    if (rc == 0 && erc)
      rc = sl__err(j->err, erc, SL_NO_OFFSET, "cannot write the trace");
    if (j->events) *j->events = c.w->events;
  }
  sl__tw_free(c.w);
  sl__evlayout_free(c.lay);
  sl__evselect_close(&c.sel);
  sl__mapped_close(&m);
  sl__evprocs_close(&c.procs);
  sl__idmap_close(&c.flow_at);
  free(c.targs);
  free(c.labels);
  free(c.tflows);
  free(c.fname);
  sl__evpools_close(&c.pools);
  sl__arena_close(&c.arena);
  return rc;
}

int sl__events_convert(const sl_input_format_t *f, const sl_job_t *j) {
  return convert_from(f, j, j->paths[0]);
}

/* ---- split: a trace per step --------------------------------------------------- */

static int split_see(void *ud, const sl_event_t *e) {
  return sl__evselect_see(ud, e);
}

int sl__events_split(const sl_input_format_t *f, const sl_job_t *j) {
  sl_evselect_t all;
  sl_select_t want;
  sl_mapped_t m;
  sl_error_t scratch;
  char src[64];
  const char *from = j->paths[0];
  size_t i, n;
  int rc;
  sl__mapped_init(&m);
  if ((rc = check_inputs(f, j))) return rc;
  if ((rc = sl__select_parse(&want, j->opt->steps, j->err))) return rc;
  if ((rc = sl__evselect_init(&all, "0-", j->err))) return rc;
  /* A pipe is read once: the steps' readings take a spooled copy. */
  if (strcmp(from, "-") == 0) {
    if ((rc = sl__mapped_open(&m, from, j->err))) goto done;
    snprintf(src, sizeof src, "/dev/fd/%d", m.fd);
    from = src;
  }
  memset(&scratch, 0, sizeof scratch);
  rc = read_job(f, j, from, NULL, NULL, split_see, &all, &scratch);
  if (rc == SL_ENOMEM || sl__evselect_plan(&all)) {
    rc = sl__err(j->err, SL_ENOMEM, 0, "out of memory");
    goto done;
  }
  rc = 0; /* damage is the steps' readings' to report */
  n = all.n ? all.n : 1;
  for (i = 0; i < n && rc == 0; i++) {
    sl_step_info_t st;
    sl_options_t o = *j->opt;
    sl_job_t sj = *j;
    sl_counted_t sk;
    uint64_t events = 0;
    char one[32];
    int crc;
    if (!sl__select_index(&want, (int64_t)i) && !(want.last && i + 1 == n) &&
        !want.all)
      continue;
    memset(&st, 0, sizeof st);
    st.index = (int64_t)i;
    st.record = -1;
    st.step = all.n ? all.steps[i].step : 0;
    st.tag = "";
    memset(&sk, 0, sizeof sk);
    if ((rc = j->split->open(j->split->ud, &st, &sk.sink, &sk.ud)) != 0) break;
    snprintf(one, sizeof one, "%zu", i);
    o.steps = all.n ? one : NULL;
    sj.opt = &o;
    sj.sink = sl__counted_sink;
    sj.ud = &sk;
    sj.events = &events;
    sj.split = NULL;
    rc = convert_from(f, &sj, from);
    crc = j->split->close(j->split->ud, &st, rc, events, sk.bytes);
    if (rc == 0) rc = crc;
  }
done:
  sl__evselect_close(&all);
  sl__mapped_close(&m);
  return rc;
}

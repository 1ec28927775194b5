/* The shared services over a format's event stream: the trace (both
 * formats), the summary reports, the memory ledger and the steps, for
 * any format in the registry that produces events (inputs.h).  Each is
 * one consumer of the stream, online: memory is the processes, the flow
 * names, the report's groups and the ledger's pools, never the events. */
#include <errno.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit/model/arena.h"
#include "emit/model/strmap.h"
#include "emit/report/ledger.h"
#include "emit/report/summary.h"
#include "emit/run/inputs.h"
#include "emit/write/plot.h"
#include "emit/write/report.h"
#include "emit/write/trace_writer.h"
#include "stream/idmap.h"

/* The Steps process of a trace: a pid no format numbers its own. */
#define STEPS_PID 0x7ffffffeu
#define CHUNK ((size_t)1 << 16)

static sl_str_t str_of(sl_text_t t) {
  return sl__str(t.p, t.n);
}

void sl_event_init(sl_event_t *e, sl_event_kind_t kind) {
  memset(e, 0, sizeof *e);
  e->kind = kind;
  e->step = -1;
  e->in_use = -1;
}

/* ---- reading ---------------------------------------------------------------- */

/* Runs format f over the input at `path`: each event to fn(ud, ...). */
static int read_input(const sl_input_format_t *f, const char *path,
                      sl_event_fn fn, void *ud, sl_error_t *err) {
  void *self = NULL;
  FILE *in = NULL;
  uint8_t *buf = NULL;
  int rc;
  if ((rc = f->open(&self, path, fn, ud, err)) != 0) return rc;
  if (f->feed) {
    size_t n;
    if (!(in = fopen(path, "rb")))
      rc = sl__err(err, -errno, 0, "cannot open: %s", strerror(errno));
    else if (!(buf = malloc(CHUNK)))
      rc = sl__err(err, SL_ENOMEM, 0, "out of memory");
    while (rc == 0 && (n = fread(buf, 1, CHUNK, in)) > 0)
      rc = f->feed(self, buf, n);
    if (rc == 0 && ferror(in))
      rc = sl__err(err, -EIO, 0, "cannot read: %s", strerror(EIO));
    if (rc == 0) rc = f->finish(self);
  } else {
    rc = f->read(self);
  }
  if (rc && err && err->code == 0) sl__err(err, rc, 0, "%s", sl_strerror(rc));
  f->close(self);
  if (in) fclose(in);
  free(buf);
  return rc;
}

/* ---- processes: names, and the --devices filter ------------------------------- */

typedef struct proc_s {
  sl_str_t name;            /* arena                                   */
  int keep;
} proc_t;

typedef struct procs_s {
  sl_arena_t *arena;
  sl_idmap_t at;            /* pid -> index                            */
  proc_t *p;
  size_t n, cap;
  regex_t re;
  int has_re;
  char scratch[32];
} procs_t;

static int procs_init(procs_t *ps, sl_arena_t *arena, const char *devices,
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

static void procs_close(procs_t *ps) {
  sl__idmap_close(&ps->at);
  free(ps->p);
  if (ps->has_re) regfree(&ps->re);
}

/* The process of pid, named `name` (n = 0: "process PID" until named).
 * NULL when out of memory. */
static proc_t *proc_of(procs_t *ps, uint32_t pid, sl_str_t name) {
  int64_t i = sl__idmap_get(&ps->at, pid, 0);
  proc_t *p;
  char *c;
  if (i >= 0 && !name.n) return &ps->p[i];
  if (i < 0) {
    if (sl__grow_array((void **)&ps->p, &ps->cap, ps->n + 1, sizeof *ps->p) ||
        sl__idmap_put(&ps->at, pid, 0, (uint32_t)ps->n))
      return NULL;
    i = (int64_t)ps->n++;
    if (!name.n) {
      int k = snprintf(ps->scratch, sizeof ps->scratch, "process %u", pid);
      name = sl__str(ps->scratch, (size_t)k);
    }
  }
  p = &ps->p[i];
  if (!(c = sl__arena_alloc(ps->arena, name.n + 1))) return NULL;
  memcpy(c, name.p, name.n);
  c[name.n] = '\0';
  p->name = sl__str(c, name.n);
  p->keep = !ps->has_re || regexec(&ps->re, c, 0, NULL, 0) == 0;
  return p;
}

/* ---- convert --------------------------------------------------------------------- */

typedef struct conv_s {
  sl_trace_writer_t *w;
  const sl_options_t *opt;
  sl_arena_t arena;
  procs_t procs;
  sl_targ_t *targs;         /* a slice's args, converted               */
  size_t ctargs;
  sl_tflow_t *tflows;
  size_t ctflows;
  sl_idmap_t flow_at;       /* flow id -> index in fname               */
  sl_str_t (*fname)[2];     /* a flow's name and category (arena)      */
  size_t nflows, cflows;
  sl_strmap_t allocs;       /* allocator -> index in in_use            */
  int64_t *in_use;
  size_t cuse;
  int steps_named;
  sl_error_t *err;
} conv_t;

static sl_str_t keep_str(sl_arena_t *a, sl_text_t t) {
  char *c = sl__arena_alloc(a, t.n + 1);
  if (!c) return sl__str(NULL, 0);
  memcpy(c, t.p, t.n);
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
    t->key = str_of(a->key);
    switch (a->kind) {
    case SL_ARG_UINT: t->kind = SL_TARG_UINT; t->v.u = a->v.u; break;
    case SL_ARG_DOUBLE: t->kind = SL_TARG_DOUBLE; t->v.d = a->v.d; break;
    case SL_ARG_STR: t->kind = SL_TARG_STR; t->v.s = str_of(a->v.s); break;
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
  proc_t *p = proc_of(&c->procs, e->pid, sl__str("", 0));
  int rc;
  if (!p) return SL_ENOMEM;
  if (!p->keep) return 0;
  if (e->kind == SL_EV_SLICE && c->opt->min_duration &&
      e->dur < c->opt->min_duration * 1000000)
    return 0;
  if ((rc = conv_args(c, e)) || (rc = conv_flows(c, e))) return rc;
  memset(&s, 0, sizeof s);
  s.pid = e->pid;
  s.tid = e->tid;
  s.ts_ps = e->ts;
  s.dur_ps = e->dur;
  s.name = str_of(e->name);
  s.cat = str_of(e->cat);
  s.instant = e->kind == SL_EV_INSTANT;
  s.scope = (uint8_t)e->scope;
  s.args = c->targs;
  s.nargs = e->nargs;
  s.flows = c->tflows;
  s.nflows = c->opt->show_dataflow ? e->nflows : 0;
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
  c->fname[at][0] = keep_str(&c->arena, e->name);
  c->fname[at][1] = keep_str(&c->arena, e->cat.n ? e->cat : e->name);
  return c->fname[at][0].p && c->fname[at][1].p ? 0 : SL_ENOMEM;
}

/* A memory event: its allocator's bytes in use, as a counter. */
static int conv_memory(conv_t *c, const sl_event_t *e) {
  int added;
  int64_t i = sl__strmap_put(&c->allocs, (const uint8_t *)e->name.p,
                             e->name.n, &added);
  proc_t *p = proc_of(&c->procs, e->pid, sl__str("", 0));
  if (i < 0 || !p ||
      sl__grow_array((void **)&c->in_use, &c->cuse, (size_t)i + 1,
                     sizeof *c->in_use))
    return SL_ENOMEM;
  if (added) c->in_use[i] = 0;
  c->in_use[i] = e->in_use >= 0
                     ? e->in_use
                     : (int64_t)((uint64_t)c->in_use[i] + (uint64_t)e->bytes);
  if (p->keep)
    c->w->ops->counter_ps(c->w, e->pid, str_of(e->name), e->ts, c->in_use[i]);
  return 0;
}

static int conv_step(conv_t *c, const sl_event_t *e) {
  sl_tslice_t s;
  if (!c->steps_named) {
    c->w->ops->process(c->w, STEPS_PID, sl__str("Steps", 5), NULL);
    c->w->ops->process_order(c->w, STEPS_PID, -1);
    c->w->ops->named_thread(c->w, STEPS_PID, 1, sl__str("Steps", 5), 0);
    c->steps_named = 1;
  }
  memset(&s, 0, sizeof s);
  s.pid = STEPS_PID;
  s.tid = 1;
  s.ts_ps = e->ts;
  s.dur_ps = e->dur;
  s.name = str_of(e->name);
  c->w->ops->slice(c->w, &s);
  return 0;
}

static int conv_event(void *ud, const sl_event_t *e) {
  conv_t *c = ud;
  int rc = 0;
  proc_t *p;
  switch (e->kind) {
  case SL_EV_PROCESS:
    if (e->pid == 0 || e->pid >= STEPS_PID)
      return sl__err(c->err, SL_EFORMAT, 0, "process id %u out of range",
                     e->pid);
    if (!(p = proc_of(&c->procs, e->pid, str_of(e->name)))) return SL_ENOMEM;
    if (p->keep) {
      c->w->ops->process(c->w, e->pid, p->name, NULL);
      c->w->ops->process_order(c->w, e->pid, e->sort_index);
    }
    break;
  case SL_EV_TRACK:
    if (!(p = proc_of(&c->procs, e->pid, sl__str("", 0)))) return SL_ENOMEM;
    if (p->keep)
      c->w->ops->named_thread(c->w, e->pid, e->tid, str_of(e->name),
                              e->sort_index);
    break;
  case SL_EV_SLICE:
  case SL_EV_INSTANT: rc = conv_slice(c, e); break;
  case SL_EV_FLOW: rc = conv_flow(c, e); break;
  case SL_EV_COUNTER:
    if (!(p = proc_of(&c->procs, e->pid, sl__str("", 0)))) return SL_ENOMEM;
    if (p->keep)
      c->w->ops->counter_ps(c->w, e->pid, str_of(e->name), e->ts,
                            (int64_t)e->value);
    break;
  case SL_EV_MEMORY: rc = conv_memory(c, e); break;
  case SL_EV_STEP: rc = conv_step(c, e); break;
  case SL_EV_META:
    if ((rc = conv_args(c, e)) == 0)
      c->w->ops->other_data(c->w, c->targs, e->nargs);
    break;
  default: break;
  }
  if (rc == 0) rc = c->w->rc;
  return rc;
}

int sl__events_convert(const sl_input_format_t *f, const sl_job_t *j) {
  conv_t c;
  int rc, erc;
  memset(&c, 0, sizeof c);
  c.opt = j->opt;
  c.err = j->err;
  if (j->n != 1)
    return sl__err(j->err, SL_EUSAGE, SL_NO_OFFSET, "one %s at a time",
                   f->noun);
  if (sl__arena_init(&c.arena))
    return sl__err(j->err, SL_ENOMEM, 0, "out of memory");
  sl__idmap_init(&c.flow_at);
  sl__strmap_init(&c.allocs, &c.arena);
  rc = procs_init(&c.procs, &c.arena, j->opt->devices, j->err);
  if (rc == 0) {
    c.w = j->opt->trace_format == SL_TRACE_PERFETTO
              ? sl__perfetto_new(j->sink, j->ud)
              : sl__chrome_new(j->opt->pretty ? SL_CHROME_PRETTY : 0, j->sink,
                               j->ud);
    if (!c.w) rc = sl__err(j->err, SL_ENOMEM, 0, "out of memory");
  }
  if (rc == 0) {
    c.w->ops->begin(c.w, SL_TRACE_OBJECT);
    c.w->ops->time_base(c.w, 0);
    rc = read_input(f, j->paths[0], conv_event, &c, j->err);
    erc = c.w->ops->end(c.w, rc == 0);
    if (rc == 0 && erc)
      rc = sl__err(j->err, erc, SL_NO_OFFSET, "cannot write the trace");
    if (j->events) *j->events = c.w->events;
  }
  sl__tw_free(c.w);
  procs_close(&c.procs);
  sl__idmap_close(&c.flow_at);
  free(c.targs);
  free(c.tflows);
  free(c.fname);
  free(c.in_use);
  sl__arena_close(&c.arena);
  return rc;
}

/* ---- stats: the summary reports ------------------------------------------------------- */

#define EVENT_REPORTS                                                    \
  (1u << SL_SUM_KERNELS | 1u << SL_SUM_API | 1u << SL_SUM_GPUMEM |       \
   1u << SL_SUM_NVTX | 1u << SL_SUM_OPS)

struct sl_evstats_s {
  sl_summary_t sum;
  sl_arena_t arena;
  procs_t procs;
  const sl_gpu_stats_options_t *so;
  sl_error_t *err;
  int by, sort;
  unsigned reps;            /* asked for (0: those with a row)         */
  unsigned has;             /* reports with a row                      */
};
typedef struct sl_evstats_s stats_t;

static int stats_event(void *ud, const sl_event_t *e) {
  stats_t *s = ud;
  static const int rep_of[SL_CLASS_COUNT_] = {
      -1, SL_SUM_OPS, SL_SUM_KERNELS, SL_SUM_GPUMEM, SL_SUM_GPUMEM,
      SL_SUM_API, SL_SUM_NVTX};
  sl_str_t none = sl__str("", 0), name = str_of(e->name);
  proc_t *p;
  int64_t gi;
  int rep, rc, dev = 0;
  if (e->kind == SL_EV_PROCESS)
    return proc_of(&s->procs, e->pid, str_of(e->name)) ? 0 : SL_ENOMEM;
  if (e->kind != SL_EV_SLICE || (unsigned)e->cls >= SL_CLASS_COUNT_ ||
      (rep = rep_of[e->cls]) < 0)
    return 0;
  if (!(p = proc_of(&s->procs, e->pid, none))) return SL_ENOMEM;
  if (!p->keep) return 0;
  if (rep == SL_SUM_KERNELS) {
    dev = s->by == SL_SUM_BY_DEVICE || s->by == SL_SUM_BY_NAME_DEVICE ||
          s->by == SL_SUM_BY_OP_DEVICE;
    if (s->by == SL_SUM_BY_DEVICE) name = none;
    else if (s->by == SL_SUM_BY_OP || s->by == SL_SUM_BY_OP_DEVICE)
      name = sl__sum_base_name(name);
  }
  gi = sl__sum_group(&s->sum, rep, name,
                     rep == SL_SUM_NVTX ? sl__str("PushPop", 7) : none, none,
                     dev, e->pid);
  s->has |= 1u << rep;
  if ((rc = sl__sum_add(&s->sum, gi, 0, e->dur / 1000))) return rc;
  return rep == SL_SUM_GPUMEM ? sl__sum_add(&s->sum, gi, 1, e->bytes) : 0;
}

static const char *stats_dev(void *ud, int64_t pid) {
  stats_t *s = ud;
  int64_t i = sl__idmap_get(&s->procs.at, (uint64_t)pid, 0);
  return i < 0 ? "" : (const char *)s->procs.p[i].name.p;
}

int sl__evstats_open(sl_evstats_t **out, const sl_gpu_stats_options_t *so,
                     const char *noun, sl_error_t *err) {
  stats_t *s;
  int rc;
  unsigned reps = 0;
  *out = NULL;
  if (sl__sum_parse(so->reports, 0, &reps) || (reps & ~EVENT_REPORTS))
    return sl__err(err, SL_EUSAGE, SL_NO_OFFSET,
                   "--report wants a list of kernels, api, gpu-mem, nvtx and "
                   "ops for %s", noun);
  if (!(s = calloc(1, sizeof *s)))
    return sl__err(err, SL_ENOMEM, 0, "out of memory");
  s->so = so;
  s->reps = reps;
  s->err = err;
  if (sl__sum_pick(so->by, sl__sum_by_names, 5, &s->by) ||
      sl__sum_sort_parse(so->sort, &s->sort)) {
    free(s);
    return sl__err(err, SL_EUSAGE, SL_NO_OFFSET,
                   "--by must be name, op, device, name,device or op,device "
                   "and --sort total, instances, avg, max or name");
  }
  if ((rc = sl__sum_init(&s->sum, err))) {
    free(s);
    return rc;
  }
  if (sl__arena_init(&s->arena)) {
    sl__evstats_free(s);
    return sl__err(err, SL_ENOMEM, 0, "out of memory");
  }
  if ((rc = procs_init(&s->procs, &s->arena, so->devices, err))) {
    sl__evstats_free(s);
    return rc;
  }
  *out = s;
  return 0;
}

int sl__evstats_event(void *ud, const sl_event_t *e) {
  return stats_event(ud, e);
}

int sl__evstats_write(sl_evstats_t *s, const char *source, sl_sink_fn sink,
                      void *ud) {
  sl_sum_out_t o;
  unsigned reps = s->reps;
  int rc = sl__sum_medians(&s->sum);
  /* Without --report: the reports the input fills (host ops if none). */
  if (!reps) reps = s->has ? s->has : 1u << SL_SUM_OPS;
  if (rc == 0 && s->so->format == SL_REPORT_CSV && (reps & (reps - 1)))
    rc = sl__err(s->err, SL_EUSAGE, SL_NO_OFFSET,
                 "--format=csv writes one report: choose it with --report");
  if (rc) return rc;
  memset(&o, 0, sizeof o);
  o.reps = reps;
  o.sort = s->sort;
  o.by = s->by;
  o.top = s->so->top;
  o.format = (int)s->so->format;
  o.source = source;
  o.dev_name = stats_dev;
  o.dev_ud = s;
  return sl__sum_write(&s->sum, &o, sink, ud);
}

void sl__evstats_free(sl_evstats_t *s) {
  if (!s) return;
  sl__sum_close(&s->sum);
  procs_close(&s->procs);
  sl__arena_close(&s->arena);
  free(s);
}

int sl__events_stats(const sl_input_format_t *f, const sl_job_t *j) {
  sl_evstats_t *s;
  int rc;
  if (j->n != 1)
    return sl__err(j->err, SL_EUSAGE, SL_NO_OFFSET, "one %s at a time",
                   f->noun);
  if ((rc = sl__evstats_open(&s, j->gso, f->noun, j->err))) return rc;
  rc = read_input(f, j->paths[0], sl__evstats_event, s, j->err);
  if (rc == 0) rc = sl__evstats_write(s, f->name, j->sink, j->ud);
  sl__evstats_free(s);
  return rc;
}

/* ---- mem: the ledger ---------------------------------------------------------------- */

typedef struct mem_s {
  sl_ledger_t l;
  sl_arena_t arena;
  sl_strmap_t pools;        /* allocator -> pool id                    */
  sl_plot_t *plot;
} mem_t;

static int mem_event(void *ud, const sl_event_t *e) {
  mem_t *m = ud;
  sl_pool_t *d;
  int added;
  int64_t id;
  if (e->kind != SL_EV_MEMORY) return 0;
  id = sl__strmap_put(&m->pools, (const uint8_t *)e->name.p, e->name.n,
                      &added);
  if (id < 0 || !(d = sl__ledger_pool(&m->l, id, &added))) return SL_ENOMEM;
  if (added) sl__table_name(d->name, sizeof d->name,
                            (const uint8_t *)e->name.p, e->name.n,
                            (int)sizeof d->name - 2);
  sl__ledger_move(d, e->ts / 1000, e->bytes < 0 ? -e->bytes : e->bytes,
                  e->bytes < 0);
  if (m->plot)
    sl__plot_point(m->plot, sl__str(d->name, strlen(d->name)), e->ts / 1000000,
                   d->bytes);
  return 0;
}

static int mem_read(const sl_input_format_t *f, const char *path, mem_t *m,
                    sl_plot_t *plot, sl_error_t *err) {
  int rc;
  memset(m, 0, sizeof *m);
  if (sl__arena_init(&m->arena))
    return sl__err(err, SL_ENOMEM, 0, "out of memory");
  sl__strmap_init(&m->pools, &m->arena);
  m->plot = plot;
  if (plot) sl__plot_step(plot, 0);
  rc = read_input(f, path, mem_event, m, err);
  if (plot) sl__plot_step_end(plot);
  if (rc && err && !err->file) err->file = path;
  return rc;
}

static void mem_free(mem_t *m) {
  sl__ledger_close(&m->l);
  sl__arena_close(&m->arena);
}

int sl__events_mem(const sl_input_format_t *f, const sl_job_t *j) {
  const sl_mem_options_t *mo = j->mo;
  mem_t m, base;
  sl_plot_t plot;
  sl_block_t b;
  int rc, want_plot = !j->json && mo && mo->plot;
  char none[160];
  if (j->n != 1)
    return sl__err(j->err, SL_EUSAGE, SL_NO_OFFSET, "one %s at a time",
                   f->noun);
  memset(&base, 0, sizeof base);
  sl__plot_init(&plot);
  rc = mem_read(f, j->paths[0], &m, want_plot ? &plot : NULL, j->err);
  if (rc == 0 && !j->json && mo && mo->baseline)
    rc = mem_read(f, mo->baseline, &base, NULL, j->err);
  if (rc == 0 && sl__block_open(&b))
    rc = sl__err(j->err, SL_ENOMEM, SL_NO_OFFSET, "out of memory");
  if (rc == 0) {
    snprintf(none, sizeof none, "no memory data (%s has no memory events)",
             f->noun);
    sl__ledger_write(b.f, &m.l, f->name,
                     j->json || (mo && mo->format == SL_REPORT_JSON),
                     mo && mo->format == SL_REPORT_CSV, none,
                     !j->json && mo && mo->baseline ? &base.l : NULL,
                     mo ? mo->tolerance : 0, j->grew);
    rc = sl__block_flush(&b, j->sink, j->ud);
    if (rc) rc = sl__err(j->err, rc, SL_NO_OFFSET, "cannot write the report");
  }
  if (rc == 0 && want_plot) {
    rc = sl__plot_write(&plot, "Memory by allocator", mo->plot, mo->plot_ud);
    if (rc) rc = sl__err(j->err, rc, SL_NO_OFFSET, "cannot write the plot");
  }
  sl__plot_close(&plot);
  mem_free(&m);
  mem_free(&base);
  return rc;
}

/* ---- steps --------------------------------------------------------------------------- */

typedef struct steps_s {
  sl_span_t *s;
  size_t n, cap;
  sl_idmap_t at;            /* step -> index                           */
  sl_arena_t arena;
} steps_t;

static int steps_event(void *ud, const sl_event_t *e) {
  steps_t *st = ud;
  int64_t i;
  if (e->kind == SL_EV_SLICE && e->step >= 0) {
    i = sl__idmap_get(&st->at, (uint64_t)e->step, 0);
    if (i >= 0) st->s[i].events++;
    return 0;
  }
  if (e->kind != SL_EV_STEP) return 0;
  if (sl__grow_array((void **)&st->s, &st->cap, st->n + 1, sizeof *st->s) ||
      sl__idmap_put(&st->at, (uint64_t)e->step, 0, (uint32_t)st->n))
    return SL_ENOMEM;
  st->s[st->n].id = e->step;
  st->s[st->n].start = e->ts;
  st->s[st->n].end = e->ts + (e->dur > 0 ? e->dur : 0);
  st->s[st->n].events = 0;
  st->s[st->n].name = keep_str(&st->arena, e->name);
  if (!st->s[st->n].name.p) return SL_ENOMEM;
  st->n++;
  return 0;
}

int sl__events_steps(const sl_input_format_t *f, const sl_job_t *j) {
  steps_t st;
  sl_block_t b;
  int rc;
  if (j->n != 1)
    return sl__err(j->err, SL_EUSAGE, SL_NO_OFFSET, "one %s at a time",
                   f->noun);
  memset(&st, 0, sizeof st);
  sl__idmap_init(&st.at);
  if (sl__arena_init(&st.arena))
    return sl__err(j->err, SL_ENOMEM, 0, "out of memory");
  rc = read_input(f, j->paths[0], steps_event, &st, j->err);
  if (rc == 0 && sl__block_open(&b))
    rc = sl__err(j->err, SL_ENOMEM, SL_NO_OFFSET, "out of memory");
  if (rc == 0) {
    sl__spans_write(b.f, st.s, st.n, 0, j->json,
                    "(no steps: the input marks none)");
    rc = sl__block_flush(&b, j->sink, j->ud);
    if (rc) rc = sl__err(j->err, rc, SL_NO_OFFSET, "cannot write the list");
  }
  free(st.s);
  sl__idmap_close(&st.at);
  sl__arena_close(&st.arena);
  return rc;
}

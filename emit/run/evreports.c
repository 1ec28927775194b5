/* `stepline stats` over a format's event stream: the summary reports by
 * slice class, a partial result of one input, and the merge of partials
 * (see inputs.h and events.c; mem is evmem.c, steps evsteps.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit/model/strmap.h"
#include "emit/analyze/vsort.h"
#include "emit/report/ledger.h"
#include "emit/report/ops_report.h"
#include "emit/report/summary.h"
#include "emit/run/events.h"
#include "emit/run/evmerge.h"
#include "emit/run/merge.h"
#include "emit/run/evselect.h"
#include "emit/write/plot.h"
#include "emit/write/report.h"

/* ---- stats: the summary reports ------------------------------------------------------- */

_Static_assert(SL_FILLS_KERNELS == 1u << SL_SUM_KERNELS &&
                   SL_FILLS_API == 1u << SL_SUM_API &&
                   SL_FILLS_GPU_MEM == 1u << SL_SUM_GPUMEM &&
                   SL_FILLS_NVTX == 1u << SL_SUM_NVTX &&
                   SL_FILLS_NVTX_KERNELS == 1u << SL_SUM_NVTXK &&
                   SL_FILLS_OPS == 1u << SL_SUM_OPS &&
                   SL_FILLS_MEMOPS == 1u << SL_SUM_MEMOPS &&
                   SL_FILLS_BREAKDOWN == 1u << SL_SUM_BREAKDOWN,
               "the reports' bits are SL_FILLS_*");

#define BIT(r) (1u << (r))

struct sl_evstats_s {
  sl_summary_t sum;
  sl_opattr_t ops;
  sl_busy_t busy;
  sl_arena_t arena;
  sl_evprocs_t procs;
  sl_strmap_t named;        /* sl__evstats_in's processes: name -> pid-1 */
  const sl_gpu_stats_options_t *so;
  sl_error_t *err;
  int by, sort, ops_sort;
  unsigned reps;            /* asked for (0: the format's defaults)    */
  unsigned defaults;        /* the format's (0: those with a row)      */
  unsigned fed;             /* reports the events go to                */
  unsigned has;             /* reports with a row                      */
  int64_t rank;             /* the trace's "rank" (-1: none)           */
  int64_t input;            /* the input being read (its facts count)  */
  int64_t inputs;           /* inputs begun                            */
  /* The processes in the order the events first name them (steps' own
   * apart): how a merge of partials numbers them as one run would. */
  sl_idmap_t seen;          /* pid -> 1 (a step's), 2 (any other event) */
  uint32_t *order, *sorder; /* non-step sightings; step sightings      */
  size_t norder, corder, nsorder, csorder;
  int named_procs;          /* the producer names processes            */
  int64_t kernel_ns;        /* the kernels' time, and the steps'       */
  int64_t *stepdur;         /* durations (ns): a partial's figures     */
  size_t nsteps, csteps;
  const char *path;         /* a partial's: the input, and the options */
  const char *const *paths; /* the inputs, in the order read           */
  size_t npaths;
  const sl_options_t *opt;
  /* A merge: how the partial being read numbers its processes. */
  sl_idmap_t local;         /* its pid -> the merge's                  */
  sl_idmap_t taken;         /* the merge's pids                        */
  uint32_t next_pid;
};
typedef struct sl_evstats_s stats_t;

/* A slice into a summary report's group. */
static int sum_slice(stats_t *s, const sl_event_t *e, int rep) {
  sl_str_t none = sl__str("", 0), name = sl__ev_str(e->name);
  int64_t gi;
  int rc, dev = 0;
  if (!(s->fed & BIT(rep))) return 0;
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
  s->has |= BIT(rep);
  if ((rc = sl__sum_add(&s->sum, gi, 0, e->dur / 1000))) return rc;
  return rep == SL_SUM_GPUMEM ? sl__sum_add(&s->sum, gi, 1, e->bytes) : 0;
}

static int fail(stats_t *s, int rc) {
  return rc == SL_ENOMEM ? sl__err(s->err, rc, SL_NO_OFFSET, "out of memory")
                         : sl__err(s->err, rc, SL_NO_OFFSET,
                                   "cannot keep the slices: %s",
                                   sl_strerror(rc));
}

/* The input the next slices are of (by input: the rows keep it). */
static int set_input(stats_t *s, const char *name) {
  sl_str_t n = sl__str(name, strlen(name));
  int rc = sl__sum_input(&s->sum, n);
  return rc ? rc : sl__opattr_input(&s->ops, n) ? fail(s, SL_ENOMEM) : 0;
}

/* Notes the first event of each process (evmerge's order of pids). */
static int seen(stats_t *s, const sl_event_t *e) {
  int64_t was;
  uint32_t now = e->kind == SL_EV_STEP ? 1 : 2;
  if (!e->pid || e->kind == SL_EV_META || e->kind == SL_EV_WARNING ||
      e->kind == SL_EV_CLOCK)
    return 0;
  was = sl__idmap_get(&s->seen, e->pid, 0);
  if (was >= (int64_t)now) return 0;
  if (was >= 0) sl__idmap_del(&s->seen, e->pid, 0);
  if (sl__idmap_put(&s->seen, e->pid, 0, now)) return SL_ENOMEM;
  if (now == 1) {
    if (SL_GROW(s->sorder, s->csorder, s->nsorder + 1)) return SL_ENOMEM;
    s->sorder[s->nsorder++] = e->pid;
    return 0;
  }
  if (SL_GROW(s->order, s->corder, s->norder + 1)) return SL_ENOMEM;
  s->order[s->norder++] = e->pid;
  return 0;
}

static int stats_event(void *ud, const sl_event_t *e) {
  stats_t *s = ud;
  sl_evproc_t *p;
  int rc = 0;
  /* Only a partial result needs the order (a merge replays it). */
  if (s->so->format == SL_REPORT_PARTIAL && (rc = seen(s, e))) return rc;
  if (e->kind == SL_EV_PROCESS)
    return sl__evproc_of(&s->procs, e->pid, sl__ev_str(e->name)) ? 0 : SL_ENOMEM;
  if (e->kind == SL_EV_STEP) {
    if (SL_GROW(s->stepdur, s->csteps, s->nsteps + 1)) return SL_ENOMEM;
    s->stepdur[s->nsteps++] = e->dur / 1000;
    return 0;
  }
  if (e->kind == SL_EV_META) {
    /* Each input's facts come before its events (several: ranks). */
    s->rank = sl__ev_rank(e);
    s->input = s->inputs++;
    return s->input < (int64_t)s->npaths ? set_input(s, s->paths[s->input])
                                         : 0;
  }
  if (e->kind != SL_EV_SLICE || (unsigned)e->cls >= SL_CLASS_COUNT_)
    return 0;
  if (!(p = sl__evproc_of(&s->procs, e->pid, sl__str("", 0)))) return SL_ENOMEM;
  if (!p->keep) return 0;
  switch (e->cls) {
  case SL_CLASS_KERNEL:
    s->kernel_ns = sl__add_sat(s->kernel_ns, (e->dur > 0 ? e->dur : 0) / 1000);
    rc = sum_slice(s, e, SL_SUM_KERNELS);
    break;
  case SL_CLASS_MEMCPY:
  case SL_CLASS_MEMSET:
    if (!(rc = sum_slice(s, e, SL_SUM_GPUMEM)))
      rc = sum_slice(s, e, SL_SUM_MEMOPS);
    break;
  case SL_CLASS_API: rc = sum_slice(s, e, SL_SUM_API); break;
  case SL_CLASS_RANGE: rc = sum_slice(s, e, SL_SUM_NVTX); break;
  case SL_CLASS_HOST_OP: s->has |= BIT(SL_SUM_OPS); break;
  default: return 0;
  }
  if (rc) return rc;
  if ((s->fed & BIT(SL_SUM_OPS)) && (rc = sl__opattr_event(&s->ops, e)))
    return fail(s, rc);
  if (e->cls == SL_CLASS_KERNEL || e->cls == SL_CLASS_MEMCPY ||
      e->cls == SL_CLASS_MEMSET) {
    s->has |= BIT(SL_SUM_BREAKDOWN);
    if ((s->fed & BIT(SL_SUM_BREAKDOWN)) &&
        (rc = sl__busy_event(&s->busy, e, s->rank,
                             s->input < 0 ? 0 : s->input)))
      return fail(s, rc);
  }
  return 0;
}

static const char *stats_dev(void *ud, int64_t pid) {
  stats_t *s = ud;
  int64_t i = sl__idmap_get(&s->procs.at, (uint64_t)pid, 0);
  return i < 0 ? "" : (const char *)s->procs.p[i].name.p;
}

/* --sort names an order of the summaries (total, ...) or of the op
 * table (self_cpu, ...); the other takes its default. */
static int parse_sort(stats_t *s, const char *v) {
  int a = sl__sum_sort_parse(v, &s->sort), b = sl__ops_sort_parse(v, &s->ops_sort);
  if (a && b) return SL_EUSAGE;
  if (a) s->sort = SL_SUM_SORT_TOTAL;
  if (b) s->ops_sort = SL_OPS_SORT_SELF_CPU;
  return 0;
}

int sl__evstats_open(sl_evstats_t **out, const sl_gpu_stats_options_t *so,
                     const sl_input_format_t *f, sl_error_t *err) {
  stats_t *s;
  int rc, by_shapes, by_input;
  unsigned reps = 0, fills = f->reports ? f->reports : SL_FILLS_SLICES;
  *out = NULL;
  /* SL_FILLS_* and the reports' bits are one order. */
  if (sl__sum_parse(so->reports, 0, &reps) || (reps & ~fills)) {
    char list[160];
    return sl__err(err, SL_EUSAGE, SL_NO_OFFSET,
                   "--report wants a list of %s for %s",
                   sl__sum_names(fills, list, sizeof list), f->noun);
  }
  if (!(s = calloc(1, sizeof *s)))
    return sl__err(err, SL_ENOMEM, 0, "out of memory");
  s->so = so;
  s->reps = reps;
  s->defaults = f->defaults & fills;
  s->fed = reps ? reps : s->defaults ? s->defaults : fills;
  s->err = err;
  s->rank = -1;
  s->input = -1;
  sl__idmap_init(&s->seen);
  sl__idmap_init(&s->local);
  sl__idmap_init(&s->taken);
  s->next_pid = SL_MERGE_PID_BASE;
  if (sl__sum_by_parse(so->by, &s->by, &by_shapes, &by_input) ||
      parse_sort(s, so->sort)) {
    free(s);
    return sl__err(err, SL_EUSAGE, SL_NO_OFFSET,
                   "--by must be name, op, device, name,device, op,device "
                   "or name,shapes (each may add ',input') and --sort "
                   "total, instances, avg, max, name, self_cpu, cpu_total, "
                   "device_total, self_device or calls");
  }
  if ((rc = sl__sum_init(&s->sum, err))) {
    free(s);
    return rc;
  }
  s->sum.inkey.on = by_input;
  sl__busy_init(&s->busy);
  if (sl__opattr_init(&s->ops, by_shapes, by_input) || sl__arena_init(&s->arena)) {
    sl__evstats_free(s);
    return sl__err(err, SL_ENOMEM, 0, "out of memory");
  }
  if ((rc = sl__evprocs_init(&s->procs, &s->arena, so->devices, err))) {
    sl__evstats_free(s);
    return rc;
  }
  sl__strmap_init(&s->named, &s->arena);
  *out = s;
  return 0;
}

int sl__evstats_event(void *ud, const sl_event_t *e) {
  return stats_event(ud, e);
}

int sl__evstats_in(sl_evstats_t *s, sl_str_t process, sl_event_t *e) {
  int added;
  s->named_procs = 1;
  int64_t i = sl__strmap_put(&s->named, process.p, process.n, &added);
  if (i < 0 || i >= (int64_t)UINT32_MAX - 1) return SL_ENOMEM;
  e->pid = (uint32_t)i + 1;
  if (added && !sl__evproc_of(&s->procs, e->pid, process)) return SL_ENOMEM;
  return stats_event(s, e);
}

int sl__evstats_input(sl_evstats_t *s, int64_t input, const char *name) {
  if (input >= s->inputs) s->inputs = input + 1;
  s->input = input;
  return set_input(s, name);
}

int sl__evstats_partial(sl_evstats_t *s, const char *const *paths, size_t n,
                        const sl_options_t *opt) {
  s->path = paths[0];
  s->paths = paths;
  s->npaths = n;
  s->opt = opt;
  /* The first input's name until facts say otherwise (one input may
   * have none). */
  return set_input(s, paths[0]);
}

/* The options that shape the rows, as a partial's header says them. */
static void ev_options(const stats_t *s, char *buf, size_t n) {
  const sl_options_t *o = s->opt;
  snprintf(buf, n, "reports=%s;by=%s;devices=%s;steps=%s;input_devices=%s",
           s->so->reports ? s->so->reports : "", s->so->by ? s->so->by : "",
           s->so->devices ? s->so->devices : "",
           o && o->steps ? o->steps : "", o && o->devices ? o->devices : "");
}

/* The processes: each pid in the order its events came (then those only
 * steps named), and each process's name. */
static int procs_save(stats_t *s, sl_pwrite_t *w) {
  FILE *f = sl__pw_f(w);
  size_t i, only = 0;
  int rc;
  for (i = 0; i < s->nsorder; i++)
    only += sl__idmap_get(&s->seen, s->sorder[i], 0) == 1;
  fprintf(f, "{\"pids\":%zu,\"step_only\":%zu,\"named\":%d,\"procs\":%zu,"
             "\"has\":%u,\"fed\":%u}",
          s->norder, only, s->named_procs, s->procs.n, s->has, s->fed);
  if ((rc = sl__pw_line(w))) return rc;
  for (i = 0; i < s->norder && rc == 0; i++) {
    fprintf(f, "{\"p\":%u}", s->order[i]);
    rc = sl__pw_line(w);
  }
  for (i = 0; i < s->nsorder && rc == 0; i++) {
    if (sl__idmap_get(&s->seen, s->sorder[i], 0) != 1) continue;
    fprintf(f, "{\"p\":%u}", s->sorder[i]);
    rc = sl__pw_line(w);
  }
  for (i = 0; i < s->procs.n && rc == 0; i++) {
    const sl_evproc_t *p = &s->procs.p[i];
    fprintf(f, "{\"pid\":%u,\"dflt\":%d,\"name\":", p->pid, p->dflt);
    sl__pw_str(w, p->name.p, p->name.n);
    fputc('}', f);
    rc = sl__pw_line(w);
  }
  return rc;
}

static int ev_partial(stats_t *s, const char *source, sl_sink_fn sink,
                      void *ud) {
  sl_partial_head_t h;
  sl_pwrite_t w;
  char o[1024];
  int rc;
  sl__partial_head_init(&h);
  ev_options(s, o, sizeof o);
  h.command = "stats";
  h.kind = "summary";
  h.source = source;
  h.options = o;
  h.file = s->path ? s->path : "";
  if ((s->fed & BIT(SL_SUM_OPS)) && (rc = sl__opattr_finish(&s->ops)))
    return fail(s, rc);
  if ((s->fed & BIT(SL_SUM_BREAKDOWN)) && (rc = sl__busy_finish(&s->busy)))
    return fail(s, rc);
  h.rank = s->rank;
  h.steps = s->named_procs ? -1 : (int64_t)s->nsteps;
  h.step_median_ns = sl__median_of(s->stepdur, s->nsteps);
  h.kernel_ns = s->kernel_ns;
  if (s->fed & BIT(SL_SUM_BREAKDOWN)) {
    size_t i;
    h.span_ns = h.busy_ns = 0;
    for (i = 0; i < s->busy.n; i++) {
      h.span_ns = sl__add_sat(h.span_ns, s->busy.rows[i].span);
      h.busy_ns = sl__add_sat(h.busy_ns, s->busy.rows[i].busy);
    }
  }
  if ((rc = sl__partial_begin(&w, sink, ud, &h, s->err))) return rc;
  rc = procs_save(s, &w);
  if (rc == 0) rc = sl__sum_save(&s->sum, &w);
  if (rc == 0) rc = sl__ops_save(&s->ops, &w);
  if (rc == 0)
    rc = sl__busy_save(&s->busy, s->inputs ? s->inputs : 1, &w);
  if (rc && !(s->err && s->err->code))
    rc = sl__err(s->err, rc, 0, "cannot write the output: %s",
                 sl_strerror(rc));
  return sl__partial_end(&w, rc, s->err);
}

/* ---- a merge of partials ---------------------------------------------------- */

static int local_pid(void *ud, int64_t *pid) {
  stats_t *s = ud;
  int64_t g = sl__idmap_get(&s->local, (uint64_t)*pid, 0);
  if (g < 0) return -1;
  *pid = g;
  return 0;
}

/* The partial's pid p as the merge numbers it: the first partial's as
 * they are, a later one's as evmerge numbers a later file's. */
static int replay_pid(stats_t *s, uint32_t p, int first) {
  uint32_t g = p;
  if (!first && sl__idmap_get(&s->taken, g, 0) >= 0) {
    do g = s->next_pid++;
    while (sl__idmap_get(&s->taken, g, 0) >= 0);
  }
  if ((sl__idmap_get(&s->taken, g, 0) < 0 &&
       sl__idmap_put(&s->taken, g, 0, 1)) ||
      sl__idmap_put(&s->local, p, 0, g))
    return SL_ENOMEM;
  return 0;
}

int sl__evstats_merge(sl_evstats_t *s, sl_pread_t *r, size_t k,
                      int64_t *input0) {
  int64_t npids, only, named, nprocs, has, fed, i;
  int rc;
  if ((rc = sl__pr_line(r, "expected the processes")))
    return rc;
  if (sl__pr_int(r, "pids", &npids) || sl__pr_int(r, "step_only", &only) ||
      sl__pr_int(r, "named", &named) || sl__pr_int(r, "procs", &nprocs) ||
      sl__pr_int(r, "has", &has) || sl__pr_int(r, "fed", &fed))
    return SL_EFORMAT;
  if (s->reps & ~(unsigned)fed) {
    char list[160];
    sl__pr_fail(r, "it holds no %s report (make the partials with "
                "--report=%s)",
                sl__sum_names(s->reps & ~(unsigned)fed, list, sizeof list),
                sl__sum_names(s->reps, list, sizeof list));
    return SL_EUSAGE;
  }
  s->has |= (unsigned)has;
  s->fed = (unsigned)fed;
  sl__idmap_clear(&s->local);
  for (i = 0; i < npids + only; i++) {
    int64_t p;
    if ((rc = sl__pr_line(r, "expected more pids")))
      return rc;
    if (sl__pr_int(r, "p", &p) || p <= 0 || p > UINT32_MAX)
      return sl__pr_fail(r, "expected a pid for \"p\"");
    /* Steps of a later input are not its processes' events in one run. */
    if (named || (i >= npids && k > 0)) continue;
    if ((rc = replay_pid(s, (uint32_t)p, k == 0)))
      return sl__err(r->err, rc, r->off, "out of memory");
  }
  for (i = 0; i < nprocs; i++) {
    sl_str_t name;
    int64_t pid, dflt;
    if ((rc = sl__pr_line(r, "expected more processes")))
      return rc;
    if (sl__pr_int(r, "pid", &pid) || sl__pr_int(r, "dflt", &dflt) ||
        sl__pr_str(r, "name", &name))
      return SL_EFORMAT;
    if (named) {
      /* Processes by name: one run numbers them in the order met. */
      int added;
      int64_t at = sl__strmap_put(&s->named, name.p, name.n, &added);
      if (at < 0 || sl__idmap_put(&s->local, (uint64_t)pid, 0,
                                  (uint32_t)at + 1))
        return sl__err(r->err, SL_ENOMEM, r->off, "out of memory");
      s->named_procs = 1;
    }
    if (local_pid(s, &pid))
      return sl__pr_fail(r, "process %lld has no events", (long long)pid);
    if (!sl__evproc_of(&s->procs, (uint32_t)pid,
                       dflt ? sl__str("", 0) : name))
      return sl__err(r->err, SL_ENOMEM, r->off, "out of memory");
  }
  if ((rc = sl__sum_load(&s->sum, local_pid, s, r)) ||
      (rc = sl__ops_load(&s->ops, r)) ||
      (rc = sl__busy_load(&s->busy, input0, local_pid, s, r)))
    return rc;
  return 0;
}

int sl__evstats_write(sl_evstats_t *s, const char *source, sl_sink_fn sink,
                      void *ud) {
  sl_sum_out_t o;
  sl_block_t b;
  unsigned reps = s->reps;
  int format = (int)s->so->format, first = 1;
  int rc;
  if (format == SL_REPORT_PARTIAL) return ev_partial(s, source, sink, ud);
  rc = sl__sum_medians(&s->sum);
  /* Without --report: the format's defaults that have rows (the op
   * table always), else every report with a row (the op table if
   * none). */
  if (!reps && s->defaults) reps = s->defaults & (s->has | BIT(SL_SUM_OPS));
  else if (!reps) reps = s->has ? s->has : BIT(SL_SUM_OPS);
  if (rc == 0 && format == SL_REPORT_CSV && (reps & (reps - 1)))
    rc = sl__err(s->err, SL_EUSAGE, SL_NO_OFFSET,
                 "--format=csv writes one report: choose it with --report");
  if (rc) return rc;
  if ((reps & BIT(SL_SUM_OPS)) && (rc = sl__opattr_finish(&s->ops)))
    return fail(s, rc);
  if ((reps & BIT(SL_SUM_BREAKDOWN)) && (rc = sl__busy_finish(&s->busy)))
    return fail(s, rc);
  if (sl__block_open(&b)) return fail(s, SL_ENOMEM);
  if (format == SL_REPORT_JSON) {
    fputc('{', b.f);
    if (source) {
      fprintf(b.f, "\"source\":\"%s\"", source);
      first = 0;
    }
  }
  if (reps & BIT(SL_SUM_OPS))
    rc = sl__ops_write(b.f, &s->ops, format, s->ops_sort, s->so->top, &first);
  memset(&o, 0, sizeof o);
  o.reps = reps & ~(BIT(SL_SUM_OPS) | BIT(SL_SUM_BREAKDOWN));
  o.sort = s->sort;
  o.by = s->by;
  o.top = s->so->top;
  o.format = format;
  o.dev_name = stats_dev;
  o.dev_ud = s;
  if (rc == 0) rc = sl__sum_write_f(&s->sum, &o, b.f, &first);
  if (rc == 0 && (reps & BIT(SL_SUM_BREAKDOWN)))
    sl__busy_write(b.f, &s->busy, format, &first);
  if (format == SL_REPORT_JSON) fputs("}\n", b.f);
  if (rc) {
    sl__block_drop(&b);
    return fail(s, rc);
  }
  rc = sl__block_flush(&b, sink, ud);
  return rc ? sl__err(s->err, rc, SL_NO_OFFSET, "cannot write the report") : 0;
}

void sl__evstats_free(sl_evstats_t *s) {
  if (!s) return;
  sl__idmap_close(&s->seen);
  sl__idmap_close(&s->local);
  sl__idmap_close(&s->taken);
  free(s->order);
  free(s->sorder);
  free(s->stepdur);
  sl__sum_close(&s->sum);
  sl__opattr_close(&s->ops);
  sl__busy_close(&s->busy);
  sl__evprocs_close(&s->procs);
  sl__arena_close(&s->arena);
  free(s);
}

int sl__events_stats(const sl_input_format_t *f, const sl_job_t *j) {
  sl_evstats_t *s;
  int rc;
  if ((rc = sl__evstats_open(&s, j->gso, f, j->err))) return rc;
  if ((rc = sl__evstats_partial(s, j->paths, j->n, j->opt)) == 0)
    rc = sl__ev_read_job(f, j, sl__evstats_event, s);
  if (rc == 0) rc = sl__evstats_write(s, f->name, j->sink, j->ud);
  sl__evstats_free(s);
  return rc;
}

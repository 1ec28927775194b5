/* One step's passes on the run's threads.  See schedule.h. */
#include "emit/run/schedule.h"

#include <stdlib.h>
#include <string.h>

/* What a thread does in a phase, in order. */
enum {
  P_DEVICES = 1, /* the device table, pids, metadata events           */
  P_KERNELS,     /* the ops' kernel spans (--op-time=gpu|all)        */
  P_NODES,       /* a walk of the nodes with the pass's visitors      */
  P_WAIT,        /* wait for the device table another thread builds   */
  P_DIGEST,      /* dataflow over the tensors pass's digest           */
  P_DELETES,     /* D events                                          */
  P_SWEEP        /* the sweep line: C events, counters, maxima        */
};

/* The visitors of a node pass. */
enum {
  V_TENSORS = 1, V_DIGEST = 2, V_OBJECTS = 4, V_OPS = 8, V_FLOWS = 16,
  V_RIDERS = 32
};

typedef struct pass_s {
  uint8_t kind, visitors;
  uint8_t want;      /* sl_want_t                                       */
  uint8_t check;     /* check nested messages                           */
  uint8_t decode;    /* sl_walk_t.decode                                */
  uint8_t lanes;     /* sl_lanes_mode_t                                 */
} pass_t;

#define TRACK_MAX 6
typedef struct track_s {
  pass_t p[TRACK_MAX];
  int n;
} track_t;

/* Threads run their tracks of a phase side by side, and meet at its end. */
typedef struct phase_s {
  track_t main, second;
} phase_t;

typedef struct plan_s {
  phase_t ph[3];
  int n;
} plan_t;

/* What decides the plan. */
typedef struct facts_s {
  int trace;         /* events are written                             */
  int objects;       /* ... with tensor objects and counters           */
  int memory;        /* the memory model runs                          */
  int flows;         /* the tensor table is needed (dataflow, memory)  */
  int digest;        /* the step is in memory: dataflow from a digest  */
  int riders;
  int devices_second;/* the second thread reads the devices            */
} facts_t;

static void add(track_t *t, pass_t p) { t->p[t->n++] = p; }
#define PASS(...) ((pass_t){__VA_ARGS__})
#define ONLY(k) ((pass_t){.kind = (k)})

/* One thread: the devices; the tensor table and objects; then the ops,
 * dataflow and riders in a second walk (or, with nothing else to do, the
 * dataflow from the digest); then the memory model.  The first walk
 * checks the nodes' nested messages. */
static void plan_one(const facts_t *f, plan_t *p) {
  track_t *t = &p->ph[0].main;
  int first = f->flows || f->objects;
  int digest_only = f->digest && !f->trace && !f->riders;
  p->n = 1;
  add(t, ONLY(P_DEVICES));
  add(t, ONLY(P_KERNELS));
  if (first)
    add(t, PASS(P_NODES,
                (f->flows ? V_TENSORS : 0) | (digest_only ? V_DIGEST : 0) |
                    (f->objects ? V_OBJECTS : 0),
                SL_WANT_ALL, 1, f->objects ? 1 : 0, SL_LANES_ASSIGN));
  if (digest_only)
    add(t, ONLY(P_DIGEST));
  else
    add(t, PASS(P_NODES,
                (f->trace ? V_OPS : 0) | (f->flows ? V_FLOWS : 0) | V_RIDERS,
                f->trace || f->riders || !first ? SL_WANT_ALL : SL_WANT_OPS,
                !first, 0, SL_LANES_ASSIGN));
  if (f->memory && f->objects) add(t, ONLY(P_DELETES));
  if (f->memory) add(t, ONLY(P_SWEEP));
}

/* Two threads.  The second reads the devices when nothing needs them
 * first, then writes every X event, the odd nodes' tensor objects, and
 * checks every node (its first error is at the first bad node, where one
 * thread would stop); the riders go with it.  This one builds the tensor
 * table (and the even nodes' objects), publishing its lanes for the other
 * to take, waits for the device table, resolves dataflow, and runs the
 * sweep beside the other's walk when it writes no events.  Then the D
 * events go beside the sweep. */
static void plan_two(const facts_t *f, plan_t *p) {
  phase_t *a = &p->ph[0], *b = &p->ph[1];
  p->n = 1;
  if (!f->devices_second) {
    add(&a->main, ONLY(P_DEVICES));
    add(&a->main, ONLY(P_KERNELS));
    p->n = 2;
    a++;
    b++;
  } else {
    add(&a->second, ONLY(P_DEVICES));
  }
  add(&a->second,
      PASS(P_NODES,
           (f->trace ? V_OPS : 0) | (f->objects ? V_OBJECTS : 0) | V_RIDERS,
           SL_WANT_ALL, 1, f->objects ? 3 : 0,
           f->flows ? SL_LANES_TAKE : SL_LANES_ASSIGN));
  if (f->flows) {
    add(&a->main,
        PASS(P_NODES,
             V_TENSORS | (f->digest ? V_DIGEST : 0) |
                 (f->objects ? V_OBJECTS : 0),
             SL_WANT_ALL, 0, f->objects ? 2 : 0, SL_LANES_PUBLISH));
    add(&a->main, ONLY(P_WAIT));
    add(&a->main, f->digest ? ONLY(P_DIGEST)
                            : PASS(P_NODES, V_FLOWS, SL_WANT_OPS, 0, 0,
                                   SL_LANES_ASSIGN));
  }
  if (f->memory && !f->objects) add(&a->main, ONLY(P_SWEEP));
  if (f->memory && f->objects) {
    add(&b->second, ONLY(P_DELETES));
    add(&b->main, ONLY(P_SWEEP));
    p->n++;
  }
}

/* ---- running a plan -------------------------------------------------------------- */

/* One thread's part of the step: its walk, writer and visitors. */
typedef struct side_s {
  const sl_step_job_t *job;
  sl_step_t *s;
  sl_timeline_t *tl;
  sl_walk_t *walk;
  sl_trace_writer_t *w;
  const track_t *track;
  sl_tl_tensors_t tensors;
  sl_tl_objects_t objects;
  sl_tl_ops_t ops;
  int ops_used;
  int rc;
} side_t;

static int node_pass(side_t *sd, const pass_t *p) {
  sl_visitor_t v[4 + 8];
  sl_walk_t *w = sd->walk;
  size_t n = 0, i;
  int rc;
  if (p->visitors & V_TENSORS)
    v[n++] = sl__tl_tensors(&sd->tensors, sd->tl, p->visitors & V_DIGEST);
  if (p->visitors & V_OBJECTS)
    v[n++] = sl__tl_objects(&sd->objects, sd->tl, sd->w,
                            (p->visitors & V_TENSORS) != 0);
  if (p->visitors & (V_OPS | V_FLOWS)) {
    v[n++] = sl__tl_ops(&sd->ops, sd->tl, sd->w, (p->visitors & V_OPS) != 0,
                        (p->visitors & V_FLOWS) != 0);
    sd->ops_used = 1;
  }
  if (p->visitors & V_RIDERS)
    for (i = 0; i < sd->job->nriders && n < sizeof v / sizeof v[0]; i++)
      v[n++] = sd->job->riders[i];
  w->want = (sl_want_t)p->want;
  w->check = p->check;
  w->decode = p->decode;
  w->lanes_mode = (sl_lanes_mode_t)p->lanes;
  w->seen = w->lanes_known = 0;
  w->v = v;
  w->nv = n;
  rc = sl__step_walk(sd->s, w);
  if (p->lanes == SL_LANES_PUBLISH) sl__step_lanes_end(sd->s, w, rc);
  w->v = NULL;
  w->nv = 0;
  if (p->visitors & V_TENSORS) sl__tl_tensors_close(&sd->tensors);
  if (p->visitors & V_OBJECTS) sl__tl_objects_close(&sd->objects);
  return rc;
}

static int run_pass(side_t *sd, const pass_t *p) {
  sl_step_t *s = sd->s;
  int rc;
  switch (p->kind) {
  case P_DEVICES:
    rc = sl__step_devices(s, sd->walk);
    if (rc == 0) rc = sl__tl_devices(sd->tl, sd->w);
    sl__step_publish_devices(s, rc);
    return rc;
  case P_KERNELS:
    return s->have_kernels ? sl__step_kernels(s, sd->walk) : 0;
  case P_NODES:
    return node_pass(sd, p);
  case P_WAIT:
    return sl__step_wait_devices(s, sd->walk);
  case P_DIGEST:
    sl__tl_ops(&sd->ops, sd->tl, sd->w, 0, 1);
    sd->ops_used = 1;
    return sl__tl_digest_flows(&sd->ops, sd->walk);
  case P_DELETES:
    return sl__tl_deletes(sd->tl, sd->w);
  default:
    return sl__tl_sweep(sd->tl, sd->w);
  }
}

static int run_track(side_t *sd) {
  int i, rc = 0;
  for (i = 0; i < sd->track->n && rc == 0; i++)
    rc = run_pass(sd, &sd->track->p[i]);
  return rc;
}

static void second_main(void *arg) {
  side_t *sd = arg;
  sd->rc = run_track(sd);
  /* This thread's failure stops the other; its lanes and devices are
   * never waited for in vain (they were published as failed). */
  if (sd->rc != 0) atomic_store(&sd->s->abort, 1);
}

/* One phase: the second thread's track beside this one's, both done
 * before it returns.  The second thread's own failure comes first (it
 * checks every node in order, so its first error is where one thread's
 * would be); else this one's. */
static int run_phase(const sl_step_job_t *job, sl_step_t *s,
                     const phase_t *ph, side_t *m, side_t *x) {
  int rc = 0, shared = 0;
  m->track = &ph->main;
  if (ph->second.n == 0) return run_track(m);
  x->track = &ph->second;
  x->w = NULL;
  sl__err_clear(x->walk->err);
  if (job->w) {
    rc = job->w->ops->share(job->w, &x->w);
    if (rc) return sl__err(s->err, rc, s->ref->off, "out of memory");
    shared = 1;
  }
  sl__helper_post(job->helper, second_main, x);
  rc = run_track(m);
  sl__helper_wait(job->helper);
  if (x->rc != 0 && x->rc != SL_EABORTED) {
    rc = x->rc;
    if (s->err) *s->err = *x->walk->err;
  }
  if (shared) {
    int urc = job->w->ops->unshare(job->w, x->w);
    if (rc == 0) rc = urc;
  }
  return rc;
}

int sl__convert_step(const sl_step_job_t *job, sl_error_t *err) {
  const sl_options_t *opt = job->opt;
  sl_step_t s;
  sl_timeline_t tl;
  facts_t f;
  plan_t plan;
  side_t m, x;
  int rc, i, two;
  sl__step_init(&s, job->ref, opt, job->filter, err);
  memset(&f, 0, sizeof f);
  f.trace = job->w != NULL;
  f.objects = f.trace && opt->show_memory;
  f.memory = f.objects || (job->mem && (job->mem->maxima || job->mem->counter));
  f.flows = opt->show_dataflow || f.memory;
  f.digest = f.flows && job->ref->src->fd < 0 && job->ref->src->mem != NULL;
  f.riders = job->nriders > 0;
  memset(&plan, 0, sizeof plan);
  two = job->helper && opt->threads >= 2 && (f.trace || f.riders);
  if (two) {
    f.devices_second = f.trace && opt->op_time == SL_OP_TIME_SCHEDULE &&
                       !(job->filter && job->filter->on);
    plan_two(&f, &plan);
  } else {
    plan_one(&f, &plan);
  }
  sl__tl_init(&tl, &s, job->merge, f.memory, job->mem);
  memset(&m, 0, sizeof m);
  memset(&x, 0, sizeof x);
  m.job = x.job = job;
  m.s = x.s = &s;
  m.tl = x.tl = &tl;
  m.walk = job->walk;
  m.walk->err = err;
  m.w = job->w;
  if (job->helper) x.walk = sl__helper_walk(job->helper);
  m.walk->await_devices = f.devices_second;
  if (x.walk) x.walk->await_devices = 0;
  rc = 0;
  if (f.devices_second && uv_sem_init(&s.devices_ready, 0) != 0)
    rc = sl__err(err, SL_ENOMEM, job->ref->off, "out of memory");
  else
    s.devices_sem = f.devices_second;
  if (rc == 0 && two && f.flows) {
    /* The lanes the tensors pass publishes, by node: a table for the
     * most nodes the step's bytes can hold. */
    s.nlchunks = (size_t)(job->ref->len / 2 >> 16) + 1;
    s.lchunks = calloc(s.nlchunks, sizeof *s.lchunks);
    if (!s.lchunks) rc = sl__err(err, SL_ENOMEM, job->ref->off,
                                 "out of memory");
  }
  if (rc == 0) sl__tl_allocators(&tl, job->w);
  for (i = 0; i < plan.n && rc == 0; i++)
    rc = run_phase(job, &s, &plan.ph[i], &m, &x);
  if (rc == 0) {
    if (m.ops_used) sl__tl_add_span(&tl, &m.ops);
    if (x.ops_used) sl__tl_add_span(&tl, &x.ops);
    if (job->out) {
      job->out->t_min = tl.t_min;
      job->out->t_max = tl.t_max;
      job->out->ops = tl.ops;
    }
    sl__tl_finish(&tl);
  }
  if (rc != 0 && err && err->code == 0)
    /* A sink error carries no location of its own. */
    sl__err(err, rc, job->ref->off, "cannot write the output: %s",
            sl_strerror(rc));
  if (err && rc != 0 && err->record < 0) err->record = job->ref->record;
  m.walk->await_devices = 0;
  sl__step_close(&s);
  return rc;
}

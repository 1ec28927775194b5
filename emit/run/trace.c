/* A trace written step by step.  See trace.h. */
#include "emit/run/trace.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stream/common.h"

/* The Steps process's slice of a step: what it needs of the step. */
typedef struct slice_s {
  int64_t index, step;
  int has_meta;
  double wall_time;
  char tag[SL_TAG_MAX];
  size_t tag_len;
  sl_step_out_t out;
} slice_t;

struct sl_trace_s {
  sl_run_t *run;
  sl_trace_form_t form;
  sl_sink_fn sink;
  void *sink_ud;
  sl_trace_writer_t *w;
  const sl_worker_t *workers; /* several inputs: merged from the start  */
  int input;
  int named;           /* inputs whose Steps thread has its name     */
  int merged;          /* the trace is a merged one                  */
  int begun;
  int64_t taken;
  slice_t first;       /* the first step's slice, until a second comes */
  uint32_t steps_pid;
  uint64_t out_bytes;
  sl_merge_t merge;
};

/* Counts what goes out, for progress and the viewers' limits. */
static int count_sink(void *ud, const void *p, size_t n) {
  sl_trace_t *t = ud;
  t->out_bytes += n;
  return t->sink(t->sink_ud, p, n);
}

int sl__trace_new(sl_trace_t **out, sl_run_t *run, sl_trace_form_t form,
                  sl_sink_fn sink, void *ud) {
  sl_trace_t *t = calloc(1, sizeof *t);
  *out = t;
  if (!t) return SL_ENOMEM;
  t->run = run;
  t->form = form;
  t->sink = sink;
  t->sink_ud = ud;
  if (run->opt->trace_format == SL_TRACE_PERFETTO)
    t->w = sl__perfetto_new(count_sink, t);
  else
    t->w = sl__chrome_new((run->opt->pretty ? SL_CHROME_PRETTY : 0) |
                              (run->opt->timeline_compat ? SL_CHROME_COMPAT
                                                         : 0),
                          count_sink, t);
  if (!t->w) {
    free(t);
    *out = NULL;
    return SL_ENOMEM;
  }
  return 0;
}

void sl__trace_workers(sl_trace_t *t, const sl_worker_t *workers) {
  t->workers = workers;
}

void sl__trace_input(sl_trace_t *t, int i) {
  t->input = i;
  t->merge.worker = t->workers ? &t->workers[i] : NULL;
}

void sl__trace_free(sl_trace_t *t) {
  if (!t) return;
  sl__tw_free(t->w);
  sl__merge_close(&t->merge);
  free(t);
}

int64_t sl__trace_steps(const sl_trace_t *t) { return t->taken; }
uint64_t sl__trace_events(const sl_trace_t *t) { return t->w->events; }
uint64_t sl__trace_bytes(const sl_trace_t *t) { return t->out_bytes; }

int sl__trace_flush(sl_trace_t *t) {
  int rc = t->w->ops->flush(t->w);
  if (rc)
    sl__err(t->run->err, rc, 0, "cannot write the output: %s",
            sl_strerror(rc));
  return rc;
}

int sl__trace_end(sl_trace_t *t, int ok) {
  int rc;
  if (!t->begun) return 0;
  rc = t->w->ops->end(t->w, ok);
  if (ok && rc)
    sl__err(t->run->err, rc, 0, "cannot write the output: %s",
            sl_strerror(rc));
  return rc;
}

/* The name of a step's slice: its tag when the tag says which step it is
 * (TF1 tags such as "step_100"), else the tag and the step number (TF2
 * writes one tag for every step), or the number alone. */
static size_t slice_name(const slice_t *sl, char *out, size_t cap) {
  char num[24];
  int k = snprintf(num, sizeof num, "%lld", (long long)sl->step);
  size_t t = sl->tag_len;
  if (t == 0) return (size_t)snprintf(out, cap, "step %s", num);
  if (t >= (size_t)k && memcmp(sl->tag + t - (size_t)k, num, (size_t)k) == 0 &&
      (t == (size_t)k || sl->tag[t - (size_t)k - 1] < '0' ||
       sl->tag[t - (size_t)k - 1] > '9')) {
    memcpy(out, sl->tag, t);
    return t;
  }
  return (size_t)snprintf(out, cap, "%.*s (step %s)", (int)t, sl->tag, num);
}

static void slice_of(const sl_step_ref_t *ref, const sl_step_out_t *out,
                     slice_t *sl) {
  sl->index = ref->index;
  sl->has_meta = ref->has_meta;
  sl->step = ref->has_meta ? ref->step : ref->index;
  sl->wall_time = ref->wall_time;
  sl->tag_len = ref->tag_len < SL_TAG_MAX ? ref->tag_len : SL_TAG_MAX;
  memcpy(sl->tag, ref->tag, sl->tag_len);
  sl->out = *out;
}

/* A step's slice in the Steps process, on its worker's thread. */
static int write_slice(sl_trace_t *t, const slice_t *sl) {
  char name[SL_TAG_MAX + 48];
  sl_ev_step_t ev;
  if (sl->out.ops == 0) return 0;  /* nothing to span */
  ev.at.pid = t->steps_pid;
  ev.at.tid = t->input;
  ev.at.ts = sl->out.t_min;
  ev.dur = sl->out.t_max - sl->out.t_min;
  ev.name = sl__str(name, slice_name(sl, name, sizeof name));
  ev.step = sl->step;
  ev.has_wall = sl->has_meta;
  ev.wall_time = sl->wall_time;
  ev.ops = sl->out.ops;
  t->w->tl->step(t->w, &ev);
  return t->w->rc;
}

static void begin(sl_trace_t *t) {
  t->w->ops->begin(t->w, t->form);
  t->begun = 1;
}

/* The trace becomes a merged one: the Steps process, and sort indices so
 * viewers keep the devices in the order they first appeared.  With one
 * input this happens when its second step comes: the first step was
 * written exactly as the single-step trace (with pids the merge carries
 * on from), and its slice is added now. */
static int go_merged(sl_trace_t *t) {
  sl_trace_writer_t *w = t->w;
  /* Viewer-first, the first step sorted its processes already. */
  int sorted = t->begun && !t->run->opt->timeline_compat;
  size_t i;
  t->merged = 1;
  t->run->several = 1;
  if (!t->begun) {
    begin(t);
    w->ops->process(w, 0, sl__str("Allocators", 10), NULL);
    t->merge.next_pid = 1;
  }
  if (!sorted) w->ops->process_order(w, 0, 0);
  t->steps_pid = t->merge.next_pid++;
  w->ops->process(w, t->steps_pid, sl__str("Steps", 5), NULL);
  w->ops->process_order(w, t->steps_pid, -1);
  for (i = 0; i < t->merge.ndev && !sorted; i++) {
    uint32_t pid = t->merge.devs[i].pid;
    w->ops->process_order(w, pid, pid);
    w->ops->process_order(w, pid + 1, pid + 1);
  }
  if (t->taken > 0) return write_slice(t, &t->first);
  return w->rc;
}

int sl__trace_step(sl_trace_t *t, const sl_step_ref_t *ref,
                   const sl_memory_out_t *mem, const sl_visitor_t *riders,
                   size_t nriders) {
  sl_step_out_t out;
  slice_t sl;
  int rc;
  if ((t->workers || t->taken == 1) && !t->merged) {
    rc = go_merged(t);
    if (rc) return rc;
  } else if (t->taken == 0) {
    begin(t);
    t->merge.first_single = 1;
  }
  if (t->workers && t->named <= t->input) {
    /* Each worker's step slices are one thread of the Steps process. */
    const char *l = t->workers[t->input].label;
    t->w->tl->thread(t->w, t->steps_pid, t->input, sl__str(l, strlen(l)));
    t->named = t->input + 1;
  }
  memset(&out, 0, sizeof out);
  rc = sl__run_step(t->run, ref, t->w, mem, riders, nriders, &t->merge,
                    &out);
  /* The step's held-back arrows go out after its ops (and the memory it
   * took with them). */
  if (rc == 0) rc = t->w->ops->flush(t->w);
  if (rc) return rc;
  slice_of(ref, &out, &sl);
  t->taken++;
  if (t->merged) return write_slice(t, &sl);
  t->first = sl;
  return 0;
}

/* ---- workers -------------------------------------------------------------------- */

/* The devices of several inputs are told apart by the job and task their
 * names carry, which must be known for every input before the first
 * device is named: each re-readable input's first step is looked at
 * first (its device names only).  A pipe cannot be read twice and is
 * named by its file name.  Errors here are left for the conversion to
 * report. */
typedef struct prescan_s {
  sl_worker_t *w;
  const sl_devfilter_t *devices;
  sl_error_t err;
} prescan_t;

static int ps_name(void *ud, uint32_t dev, const uint8_t *p, size_t n) {
  prescan_t *ps = ud;
  (void)dev;
  if (!sl__devfilter_keeps(ps->devices, sl__str(p, n))) return 0;
  return sl__worker_saw(ps->w, sl__str(p, n));
}

static int ps_take(void *ud, sl_step_ref_t *ref) {
  prescan_t *ps = ud;
  sl_walker_cb_t cb;
  sl_walker_t wk;
  memset(&cb, 0, sizeof cb);
  cb.ud = ps;
  cb.device_name = ps_name;
  sl__walker_init(&wk, ref->top, ref->off, ref->len, UINT64_MAX, &cb,
                  &ps->err);
  if (sl__source_read(ref->src, ref->off, ref->len, sl__walker_chunk, &wk,
                      &ps->err) == 0)
    (void)sl__walker_finish(&wk);
  sl__walker_close(&wk);
  return SL_LOG_STOP;
}

int sl__label_workers(sl_worker_t *ws, const char *const *paths, size_t n,
                      sl_run_t *r) {
  size_t i;
  sl_options_t o = *r->opt;
  o.warn = NULL;
  o.progress = NULL;
  for (i = 0; i < n; i++) {
    sl_source_t src;
    sl_log_info_t info;
    prescan_t ps;
    memset(&ps, 0, sizeof ps);
    ps.w = &ws[i];
    ps.devices = &r->devices;
    if (strcmp(paths[i], "-") != 0 &&
        sl__source_open(&src, paths[i], &ps.err) == 0) {
      if (!src.stream) sl__steps_read(&src, &o, ps_take, &ps, &info, &ps.err);
      sl__source_close(&src);
    }
  }
  if (sl__workers_label(ws, n, paths) != 0)
    return sl__err(r->err, SL_ENOMEM, 0, "out of memory");
  return 0;
}

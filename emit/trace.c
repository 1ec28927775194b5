/* Whole-input drivers: the inputs' steps (stream/log.c), the step
 * selection, and the trace around the steps.  See trace.h. */
#include "trace.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../stream/arena.h"
#include "../stream/common.h"
#include "../stream/log.h"
#include "../stream/nodefields.h"
#include "../stream/select.h"
#include "convert.h"
#include "devnames.h"
#include "events.h"
#include "json.h"

/* ---- steps kept for later ------------------------------------------------ */

/* A step that must outlive the callback that reported it (the first one,
 * until it is known whether others follow; a candidate for `last`): its
 * range in a re-readable source, or a copy of its bytes when they lived
 * only during the callback. */
typedef struct kept_s {
  int used;
  sl_step_ref_t ref;
  uint8_t *copy;
  sl_source_t mem;
  char tag[SL_TAG_MAX];
} kept_t;

static int keep(kept_t *k, const sl_step_ref_t *ref, sl_error_t *err) {
  memset(k, 0, sizeof *k);
  k->ref = *ref;
  memcpy(k->tag, ref->tag, ref->tag_len);
  k->tag[ref->tag_len] = '\0';
  k->ref.tag = k->tag;
  if (ref->transient) {
    k->copy = malloc(ref->len ? (size_t)ref->len : 1);
    if (!k->copy) return sl__err(err, SL_ENOMEM, ref->at, "out of memory");
    if (ref->len) memcpy(k->copy, ref->src->mem + ref->off, (size_t)ref->len);
    sl__source_mem(&k->mem, ref->src->name, k->copy, ref->len);
    k->ref.src = &k->mem;
    k->ref.off = 0;
    k->ref.transient = 0;
  }
  k->used = 1;
  return 0;
}

static void unkeep(kept_t *k) {
  free(k->copy);
  memset(k, 0, sizeof *k);
}

/* ---- what every driver shares -------------------------------------------- */

/* The options, the compiled --devices filter and the progress figures of
 * one run over one or more inputs. */
typedef struct run_s {
  const sl_options_t *opt;
  sl_error_t *err;
  sl_devfilter_t devices;
  sl_progress_t prog;
  int several;          /* the run converts several steps            */
  int64_t steps_run;
  int keep_memory;      /* steps come one at a time (follow): the
                         * next reuses the memory of the last          */
} run_t;

static int run_init(run_t *r, const sl_options_t *opt, int inputs,
                    sl_error_t *err) {
  memset(r, 0, sizeof *r);
  r->opt = opt;
  r->err = err;
  r->prog.inputs = inputs;
  return sl__devfilter_init(&r->devices, opt->devices, err);
}

static void run_close(run_t *r) { sl__devfilter_close(&r->devices); }

static void run_report(run_t *r, int done) {
  r->prog.done = done;
  if (r->opt->progress) r->opt->progress(r->opt->progress_ud, &r->prog);
}

/* The listing entry of a step (devices and nodes not counted). */
static void info_of(const sl_step_ref_t *ref, sl_step_info_t *info) {
  memset(info, 0, sizeof *info);
  info->index = ref->index;
  info->record = ref->record;
  info->has_meta = ref->has_meta;
  info->step = ref->has_meta ? ref->step : ref->index;
  info->tag = ref->tag;
  info->tag_len = ref->tag_len;
  info->wall_time = ref->wall_time;
  info->offset = ref->at;
  info->size = ref->len;
}

/* An error from a pass over a step's range gets the step's place in the
 * input. */
static int at_step(const sl_step_ref_t *ref, int rc, sl_error_t *err) {
  if (rc != 0 && err) {
    err->offset += ref->at - ref->off;
    if (err->record < 0) err->record = ref->record;
  }
  return rc;
}

/* Walks a step's range with the given callbacks (nodes as they ask). */
static int walk_step(const sl_step_ref_t *ref, const sl_options_t *opt,
                     const sl_walker_cb_t *cb, sl_error_t *err) {
  sl_walker_t wk;
  int rc;
  sl__walker_init(&wk, ref->top, ref->off, ref->len, opt->max_record, cb,
                  err);
  rc = sl__source_feed(ref->src, ref->off, ref->len, sl__walker_chunk, &wk,
                       err);
  if (rc == 0) rc = sl__walker_finish(&wk);
  sl__walker_close(&wk);
  return rc;
}

/* ---- damaged steps (--skip-corrupt) --------------------------------------- */

static int want_all(void *ud, uint32_t dev) {
  (void)ud;
  (void)dev;
  return 1;
}

static int check_node(void *ud, uint32_t dev, uint32_t node,
                      const uint8_t *p, size_t n, uint64_t off) {
  sl_node_fields_t f;
  size_t bad;
  sl_error_t *err = ud;
  if (SL_LIKELY(sl__node_fields(p, n, 1, &f, &bad) == 0)) return 0;
  sl__err(err, SL_EFORMAT, off + bad,
          "expected a well-formed NodeExecStats (it starts at byte %llu); "
          "a field here has a bad tag, wire type or length",
          (unsigned long long)off);
  if (err) {
    err->device = dev;
    err->node = node;
  }
  return SL_EFORMAT;
}

/* A log's record may hold a step whose framing is sound (its CRC, if any,
 * matches) but whose contents are not.  Converting it would fail halfway,
 * with part of its events written, so with --skip-corrupt each step is
 * checked whole first, as the passes would check it, and a damaged one is
 * reported and skipped.  Returns 1 when the step is sound, 0 when it was
 * skipped, or a negative code. */
static int sound_step(run_t *r, const sl_step_ref_t *ref) {
  sl_walker_cb_t cb;
  int rc;
  if (!r->opt->skip_corrupt || ref->record < 0) return 1;
  memset(&cb, 0, sizeof cb);
  cb.ud = r->err;
  cb.want_nodes = want_all;
  cb.node = check_node;
  rc = at_step(ref, walk_step(ref, r->opt, &cb, r->err), r->err);
  if (rc == 0) return 1;
  if (rc != SL_EFORMAT && rc != SL_ETRUNC && rc != SL_ETOOBIG) return rc;
  if (r->opt->warn) r->opt->warn(r->opt->warn_ud, ref->src->name, r->err);
  sl__err_clear(r->err);
  return 0;
}

/* ---- selection ------------------------------------------------------------- */

typedef int (*take_fn)(void *ud, sl_step_ref_t *ref);

/* Applies --steps to the steps of one input.  `last` is only known when
 * the input ends, so with it each step waits until the next arrives. */
typedef struct picker_s {
  sl_select_t sel;
  kept_t pend;
  take_fn take;
  void *ud;
  run_t *run;
} picker_t;

static int pick_take(picker_t *p, sl_step_ref_t *ref) {
  int rc = sound_step(p->run, ref);
  if (rc <= 0) return rc;
  p->run->prog.converted++;
  return p->take(p->ud, ref);
}

static int pick(picker_t *p, sl_step_ref_t *ref) {
  int rc;
  if (p->sel.last) {
    if (p->pend.used) {
      if (p->pend.copy) p->pend.ref.transient = 1;
      rc = sl__select_index(&p->sel, p->pend.ref.index)
               ? pick_take(p, &p->pend.ref)
               : 0;
      unkeep(&p->pend);
      if (rc) return rc;
    }
    return keep(&p->pend, ref, p->run->err);
  }
  if (sl__select_index(&p->sel, ref->index)) {
    rc = pick_take(p, ref);
    if (rc) return rc;
  }
  return sl__select_done(&p->sel, ref->index + 1) ? SL_LOG_STOP : 0;
}

static int pick_step(void *ud, sl_step_ref_t *ref) {
  picker_t *p = ud;
  int rc = pick(p, ref);
  p->run->prog.steps++;
  p->run->prog.read = ref->in_pos;
  if (rc >= 0) run_report(p->run, 0);
  return rc;
}

/* The input has ended: its last step is selected by `last`. */
static int pick_end(picker_t *p) {
  int rc = 0;
  if (p->pend.used) {
    /* A copy held here is freed after the call: whoever keeps the step
     * must copy it again. */
    if (p->pend.copy) p->pend.ref.transient = 1;
    rc = pick_take(p, &p->pend.ref);
    unkeep(&p->pend);
  }
  return rc;
}

/* ---- running one step ---------------------------------------------------- */

/* Converts one step; errors get the step's place in the input. */
static int run_step(const sl_step_ref_t *ref, run_t *r, sl_json_t *w,
                    const sl_riders_t *ride, sl_merge_t *merge,
                    sl_step_out_t *out) {
  sl_step_job_t job;
  sl_step_info_t info;
  int rc;
  info_of(ref, &info);
  memset(&job, 0, sizeof job);
  job.src = ref->src;
  job.off = ref->off;
  job.len = ref->len;
  job.top = ref->top;
  job.opt = r->opt;
  job.w = w;
  if (ride) {
    job.maxima = ride->maxima;
    job.maxima_ud = ride->maxima_ud;
    job.maxima_values = ride->maxima_values;
    job.taps = ride->taps;
    job.ntaps = ride->ntaps;
  }
  job.info = &info;
  job.record = ref->record;
  job.merge = merge;
  job.devices = &r->devices;
  job.out = out;
  /* Once a run has more than one step, each step's freed tables go back
   * to the system before the next step builds its own (arena.h) — except
   * when following, where the steps come one at a time with pauses and
   * the next step reuses the last one's memory (sl_keep_memory()). */
  if (!r->keep_memory && (r->several || r->steps_run > 0)) sl__arena_trim();
  rc = sl__convert_step(&job, r->err);
  r->steps_run++;
  return at_step(ref, rc, r->err);
}

/* Opens one input and reads its steps through a picker. */
static int read_input(const char *path, picker_t *pk, sl_source_t *src,
                      sl_log_info_t *info) {
  run_t *r = pk->run;
  int rc = sl__source_open_lazy(src, path, r->err);
  if (rc != 0) return rc;
  r->prog.file = path;
  r->prog.read = 0;
  r->prog.size = src->stream ? 0 : src->size;
  rc = sl__log_read(src, r->opt, pick_step, pk, info, r->err);
  if (rc == 0) rc = pick_end(pk);
  unkeep(&pk->pend);
  if (rc == 0) r->prog.read = info->bytes;
  return rc;
}

/* Reads the selected steps of one input into `take`; *slot is set to
 * the run for the callbacks that need it. */
static int each_step(const char *path, const sl_options_t *opt, take_fn take,
                     void *ud, run_t **slot, sl_error_t *err) {
  picker_t pk;
  sl_source_t src;
  sl_log_info_t info;
  run_t run;
  int rc;
  sl__err_clear(err);
  memset(&pk, 0, sizeof pk);
  memset(&src, 0, sizeof src);
  rc = run_init(&run, opt, 1, err);
  if (rc == 0) rc = sl__select_parse(&pk.sel, opt->steps, err);
  if (rc) {
    run_close(&run);
    return rc;
  }
  pk.take = take;
  pk.ud = ud;
  pk.run = &run;
  *slot = &run;
  rc = read_input(path, &pk, &src, &info);
  sl__source_close(&src);
  if (rc == 0) run_report(&run, 1);
  run_close(&run);
  return rc;
}

/* ---- workers ------------------------------------------------------------------ */

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
  sl_options_t o;
  memset(&cb, 0, sizeof cb);
  memset(&o, 0, sizeof o);
  o.max_record = UINT64_MAX;
  cb.ud = ps;
  cb.device_name = ps_name;
  walk_step(ref, &o, &cb, &ps->err);
  return SL_LOG_STOP;
}

static int label_workers(sl_worker_t *ws, const char *const *paths, size_t n,
                         run_t *r) {
  size_t i;
  sl_options_t o = *r->opt;
  o.warn = NULL;
  o.progress = NULL;
  for (i = 0; i < n; i++) {
    sl_source_t src;
    sl_log_info_t info;
    prescan_t ps;
    memset(&src, 0, sizeof src);
    memset(&ps, 0, sizeof ps);
    ps.w = &ws[i];
    ps.devices = &r->devices;
    if (strcmp(paths[i], "-") != 0 &&
        sl__source_open_lazy(&src, paths[i], &ps.err) == 0 && !src.stream)
      sl__log_read(&src, &o, ps_take, &ps, &info, &ps.err);
    sl__source_close(&src);
  }
  if (sl__workers_label(ws, n, paths) != 0)
    return sl__err(r->err, SL_ENOMEM, 0, "out of memory");
  return 0;
}

/* ---- the trace ------------------------------------------------------------ */

/* The Steps process's slice of a step: what it needs of the step. */
typedef struct slice_s {
  int64_t index, step;
  int has_meta;
  double wall_time;
  char tag[SL_TAG_MAX];
  size_t tag_len;
  sl_step_out_t out;
} slice_t;

typedef struct conv_s {
  run_t *run;
  const sl_options_t *opt;
  sl_sink_fn sink;
  void *sink_ud;
  sl_error_t *err;
  const sl_split_out_t *split;  /* one file per step                  */
  int several;         /* several inputs: merged from the start      */
  int merged;          /* the trace is a merged one                  */
  int input;
  int named;           /* inputs whose Steps thread has its name     */
  sl_worker_t *workers;
  int64_t taken;
  slice_t first;       /* the first step's slice, until a second comes */
  uint32_t steps_pid;
  sl_json_t w;
  int w_ready;
  int array;           /* the JSON array form (follow), not an object */
  uint64_t out_bytes;  /* bytes handed to the sink(s)                */
  uint64_t events_done; /* events of split files already closed      */
  sl_merge_t merge;
  const sl_riders_t *ride; /* what rides on the step being converted */
} conv_t;

/* Counts what goes out, for progress and the viewers' limits. */
static int count_sink(void *ud, const void *p, size_t n) {
  conv_t *c = ud;
  c->out_bytes += n;
  return c->sink(c->sink_ud, p, n);
}

static void conv_figures(conv_t *c) {
  c->run->prog.events = c->events_done + (c->w_ready ? c->w.events : 0);
  c->run->prog.bytes = c->out_bytes;
}

static int open_trace(conv_t *c) {
  if (sl__json_init(&c->w, SL_JSON_BUFSIZE, c->opt->pretty, count_sink, c))
    return sl__err(c->err, SL_ENOMEM, 0, "out of memory");
  c->w_ready = 1;
  if (!c->array) {
    sl__json_obj_begin(&c->w);
    SL_JSON_KEY(&c->w, "traceEvents");
  }
  sl__json_arr_begin(&c->w);
  return 0;
}

static int close_trace(conv_t *c) {
  int rc;
  sl__json_arr_end(&c->w);
  sl__json_obj_end(&c->w);
  sl__json_raw(&c->w, "\n", 1);
  rc = sl__json_flush(&c->w);
  if (rc != 0)
    sl__err(c->err, rc, 0, "cannot write the output: %s", sl_strerror(rc));
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
static int write_slice(conv_t *c, const slice_t *sl) {
  char name[SL_TAG_MAX + 48];
  size_t n;
  if (sl->out.ops == 0) return 0;  /* nothing to span */
  n = slice_name(sl, name, sizeof name);
  sl__ev_step(&c->w, c->steps_pid, c->input, sl->out.t_min,
              sl->out.t_max - sl->out.t_min, sl__str(name, n), sl->step,
              sl->has_meta, sl->wall_time, sl->out.ops);
  return c->w.rc;
}

/* The trace becomes a merged one: the Steps process, and sort indices so
 * viewers keep the devices in the order they first appeared.  With one
 * input this happens when its second step comes: the first step was
 * written exactly as the single-step trace (with pids the merge carries
 * on from), and its slice is added now. */
static int go_merged(conv_t *c) {
  size_t i;
  c->merged = 1;
  c->run->several = 1;
  if (!c->w_ready) {
    int rc = open_trace(c);
    if (rc) return rc;
    sl__ev_process(&c->w, 0, sl__str("Allocators", 10), NULL);
    c->merge.next_pid = 1;
  }
  sl__ev_sort_index(&c->w, 0, 0);
  c->steps_pid = c->merge.next_pid++;
  sl__ev_process(&c->w, c->steps_pid, sl__str("Steps", 5), NULL);
  sl__ev_sort_index(&c->w, c->steps_pid, -1);
  for (i = 0; i < c->merge.ndev; i++) {
    uint32_t pid = c->merge.devs[i].pid;
    sl__ev_sort_index(&c->w, pid, pid);
    sl__ev_sort_index(&c->w, pid + 1, pid + 1);
  }
  if (c->taken > 0) return write_slice(c, &c->first);
  return c->w.rc;
}

/* One step of the trace: the first as the single-step trace, the others
 * merged, each with its slice once the trace is merged. */
static int trace_step(conv_t *c, const sl_step_ref_t *ref) {
  sl_step_out_t out;
  slice_t sl;
  int rc;
  if (c->several && !c->merged) {
    rc = go_merged(c);
    if (rc) return rc;
  } else if (c->taken == 1 && !c->merged) {
    rc = go_merged(c);
    if (rc) return rc;
  } else if (c->taken == 0) {
    rc = open_trace(c);
    if (rc) return rc;
    c->merge.first_single = 1;
  }
  if (c->several && c->named <= c->input) {
    /* Each worker's step slices are one thread of the Steps process. */
    const char *l = c->workers[c->input].label;
    sl__ev_thread(&c->w, c->steps_pid, c->input, sl__str(l, strlen(l)));
    c->named = c->input + 1;
  }
  memset(&out, 0, sizeof out);
  rc = run_step(ref, c->run, &c->w, c->ride, &c->merge, &out);
  if (rc) return rc;
  slice_of(ref, &out, &sl);
  c->taken++;
  if (c->merged) return write_slice(c, &sl);
  c->first = sl;
  return 0;
}

/* One step into a file of its own (--split): the single-step trace. */
static int split_step(conv_t *c, const sl_step_ref_t *ref) {
  sl_step_info_t info;
  uint64_t before = c->out_bytes, events;
  int rc, crc;
  info_of(ref, &info);
  rc = c->split->open(c->split->ud, &info, &c->sink, &c->sink_ud);
  if (rc != 0)
    return sl__err(c->err, rc, ref->at, "cannot create the output of step "
                   "%lld: %s", (long long)ref->index, sl_strerror(rc));
  rc = open_trace(c);
  if (rc == 0) rc = run_step(ref, c->run, &c->w, NULL, NULL, NULL);
  if (rc == 0) rc = close_trace(c);
  events = c->w_ready ? c->w.events : 0;
  if (c->w_ready) sl__json_close(&c->w);
  c->w_ready = 0;
  c->events_done += events;
  c->taken++;
  c->run->several = 1;
  crc = c->split->close(c->split->ud, &info, rc, events,
                        c->out_bytes - before);
  if (rc == 0 && crc != 0)
    rc = sl__err(c->err, crc, ref->at, "cannot write the output of step "
                 "%lld: %s", (long long)ref->index, sl_strerror(crc));
  return rc;
}

static int conv_take(void *ud, sl_step_ref_t *ref) {
  conv_t *c = ud;
  int rc = c->split ? split_step(c, ref) : trace_step(c, ref);
  conv_figures(c);
  return rc;
}

/* After the last input: the trace's end. */
static int conv_end(conv_t *c) {
  if (c->taken == 0)
    return sl__err(c->err, SL_EFORMAT, 0,
                   "no step to convert: the input holds no step stats%s",
                   c->opt->steps ? " that --steps selects" : "");
  if (c->split) return 0;
  return close_trace(c);
}

static int convert(const char *const *paths, size_t n,
                   const sl_options_t *opt, sl_sink_fn sink, void *sink_ud,
                   const sl_split_out_t *split, sl_error_t *err) {
  conv_t c;
  picker_t pk;
  run_t run;
  size_t i;
  int rc;
  sl__err_clear(err);
  if (n == 0) return sl__err(err, SL_EUSAGE, 0, "no input");
  memset(&c, 0, sizeof c);
  memset(&pk, 0, sizeof pk);
  rc = run_init(&run, opt, (int)n, err);
  if (rc == 0) rc = sl__select_parse(&pk.sel, opt->steps, err);
  if (rc) {
    run_close(&run);
    return rc;
  }
  c.run = &run;
  c.opt = opt;
  c.sink = sink;
  c.sink_ud = sink_ud;
  c.err = err;
  c.split = split;
  c.several = n > 1;
  pk.take = conv_take;
  pk.ud = &c;
  pk.run = &run;
  if (c.several) {
    c.workers = calloc(n, sizeof *c.workers);
    rc = c.workers ? label_workers(c.workers, paths, n, &run)
                   : sl__err(err, SL_ENOMEM, 0, "out of memory");
  }
  for (i = 0; i < n && rc == 0; i++) {
    sl_source_t src;
    sl_log_info_t info;
    memset(&src, 0, sizeof src);
    memset(&info, 0, sizeof info);
    c.input = (int)i;
    run.prog.input = (int)i;
    c.merge.worker = c.several ? &c.workers[i] : NULL;
    rc = read_input(paths[i], &pk, &src, &info);
    if (rc && info.gzip && err && err->code != 0 && err->code != SL_EOUTPUT)
      strncat(err->msg, " (offsets count decompressed bytes)",
              sizeof err->msg - strlen(err->msg) - 1);
    if (rc && err && c.several) {
      if (err->code == 0) sl__err(err, rc, 0, "%s", sl_strerror(rc));
      err->file = strcmp(paths[i], "-") == 0 ? "<stdin>" : paths[i];
    }
    sl__source_close(&src);
  }
  if (rc == 0) rc = conv_end(&c);
  if (rc == 0) {
    conv_figures(&c);
    run_report(&run, 1);
  } else if (c.w_ready && c.w.rc == 0 && c.w.depth == 2) {
    /* The input failed between events: what was written is closed, so
     * the output is valid JSON holding the events before the damage (the
     * error still says it is incomplete). */
    sl__json_arr_end(&c.w);
    sl__json_obj_end(&c.w);
    sl__json_raw(&c.w, "\n", 1);
    (void)sl__json_flush(&c.w);
  }
  if (c.w_ready) sl__json_close(&c.w);
  sl__merge_close(&c.merge);
  if (c.workers)
    for (i = 0; i < n; i++) sl__worker_close(&c.workers[i]);
  free(c.workers);
  run_close(&run);
  return rc;
}

int sl_convert_paths(const char *const *paths, size_t n,
                     const sl_options_t *opt, sl_sink_fn sink, void *sink_ud,
                     sl_error_t *err) {
  return convert(paths, n, opt, sink, sink_ud, NULL, err);
}

int sl_convert_path(const char *path, const sl_options_t *opt,
                    sl_sink_fn sink, void *sink_ud, sl_error_t *err) {
  return convert(&path, 1, opt, sink, sink_ud, NULL, err);
}

int sl_convert_split(const char *path, const sl_options_t *opt,
                     const sl_split_out_t *split, sl_error_t *err) {
  if (!split || !split->open || !split->close)
    return sl__err(err, SL_EUSAGE, 0, "no split callbacks");
  return convert(&path, 1, opt, NULL, NULL, split, err);
}

/* ---- a trace written step by step ------------------------------------------ */

struct sl_live_s {
  conv_t c;
  run_t run;
};

int sl__live_new(sl_live_t **out, const sl_options_t *opt, sl_sink_fn sink,
                 void *ud, sl_error_t *err) {
  sl_live_t *l = calloc(1, sizeof *l);
  int rc;
  *out = l;
  if (!l) return sl__err(err, SL_ENOMEM, 0, "out of memory");
  rc = run_init(&l->run, opt, 1, err);
  if (rc) {
    free(l);
    *out = NULL;
    return rc;
  }
  l->c.run = &l->run;
  l->c.opt = opt;
  l->c.sink = sink;
  l->c.sink_ud = ud;
  l->c.err = err;
  l->c.array = 1;
  l->run.keep_memory = 1;
  sl_keep_memory();
  return 0;
}

int sl__live_step(sl_live_t *l, sl_step_ref_t *ref, const sl_riders_t *ride) {
  int rc = sound_step(&l->run, ref);
  if (rc <= 0) return rc < 0 ? rc : 1;
  l->c.ride = ride;
  rc = trace_step(&l->c, ref);
  l->c.ride = NULL;
  if (rc == 0) {
    rc = sl__json_flush(&l->c.w);
    if (rc)
      sl__err(l->c.err, rc, 0, "cannot write the output: %s",
              sl_strerror(rc));
  }
  return rc;
}

void sl__live_ctx(sl_live_t *l, sl_step_ref_t *ref, sl_step_ctx_t *st) {
  st->ref = ref;
  st->opt = l->run.opt;
  st->devices = &l->run.devices;
  st->err = l->run.err;
  if (ref) info_of(ref, &st->info);
  else memset(&st->info, 0, sizeof st->info);
}

int sl__live_sound(sl_live_t *l, sl_step_ref_t *ref) {
  return sound_step(&l->run, ref);
}

void sl__live_free(sl_live_t *l) {
  if (!l) return;
  if (l->c.w_ready) sl__json_close(&l->c.w);
  sl__merge_close(&l->c.merge);
  run_close(&l->run);
  free(l);
}

/* ---- allocator maximums --------------------------------------------------- */

typedef struct maxima_s {
  run_t *run;
  sl_maxima_fn fn;
  void *ud;
} maxima_t;

static int maxima_take(void *ud, sl_step_ref_t *ref) {
  maxima_t *m = ud;
  sl_riders_t ride;
  memset(&ride, 0, sizeof ride);
  ride.maxima = m->fn;
  ride.maxima_ud = m->ud;
  return run_step(ref, m->run, NULL, &ride, NULL, NULL);
}

int sl_maxima_path(const char *path, const sl_options_t *opt,
                   sl_maxima_fn fn, void *ud, sl_error_t *err) {
  maxima_t m;
  memset(&m, 0, sizeof m);
  m.fn = fn;
  m.ud = ud;
  return each_step(path, opt, maxima_take, &m, &m.run, err);
}
/* ---- the steps index -------------------------------------------------------- */

typedef struct index_s {
  run_t *run;
  sl_steps_fn fn;
  void *ud;
  sl_step_info_t info;
} index_t;

static int ix_device_end(void *ud, uint32_t dev, uint32_t nodes) {
  index_t *x = ud;
  (void)dev;
  x->info.devices++;
  x->info.nodes += nodes;
  return 0;
}

static int index_take(void *ud, sl_step_ref_t *ref) {
  index_t *x = ud;
  sl_walker_cb_t cb;
  sl_error_t *err = x->run->err;
  int rc;
  memset(&cb, 0, sizeof cb);
  info_of(ref, &x->info);
  cb.ud = x;
  cb.device_end = ix_device_end;
  /* Node bodies are skipped by length, only counted. */
  rc = at_step(ref, walk_step(ref, x->run->opt, &cb, err), err);
  if (rc != 0) return rc;
  return x->fn(x->ud, &x->info);
}

int sl_steps_path(const char *path, const sl_options_t *opt, sl_steps_fn fn,
                  void *ud, sl_error_t *err) {
  index_t x;
  memset(&x, 0, sizeof x);
  x.fn = fn;
  x.ud = ud;
  return each_step(path, opt, index_take, &x, &x.run, err);
}

/* ---- allocator maximums as JSON --------------------------------------------- */

int sl_maxima_write_json(const sl_alloc_max_t *m, size_t n, sl_sink_fn sink,
                         void *ud) {
  sl_json_t w;
  size_t i, j;
  int rc;
  if (sl__json_init(&w, 0, 0, sink, ud) != 0) return SL_ENOMEM;
#define RAW(lit) sl__json_raw(&w, (lit), sizeof(lit) - 1)
  /* The writer stays at the top level, where it places no commas, and
   * the separators are Python's json.dumps defaults (", " and ": "). */
  RAW("{");
  for (i = 0; i < n; i++) {
    if (i) RAW(", ");
    sl__json_str(&w, (const uint8_t *)m[i].allocator, m[i].allocator_len);
    RAW(": {\"timestamp\": ");
    sl__json_int(&w, m[i].timestamp);
    RAW(", \"num_bytes\": ");
    sl__json_int(&w, m[i].num_bytes);
    RAW(", \"tensors\": [");
    for (j = 0; j < m[i].n_tensors; j++) {
      if (j) RAW(", ");
      sl__json_str(&w, (const uint8_t *)m[i].tensors[j],
                   m[i].tensor_lens[j]);
    }
    RAW("]}");
  }
  RAW("}\n");
#undef RAW
  rc = sl__json_flush(&w);
  sl__json_close(&w);
  return rc;
}

/* ---- for analyses ---------------------------------------------------------- */

typedef struct visit_s {
  run_t *run;
  sl_step_visit_fn fn;
  void *ud;
} visit_t;

static int visit_take(void *ud, sl_step_ref_t *ref) {
  visit_t *v = ud;
  sl_step_ctx_t st;
  st.ref = ref;
  st.opt = v->run->opt;
  st.devices = &v->run->devices;
  st.err = v->run->err;
  info_of(ref, &st.info);
  if (v->run->steps_run++ > 0) sl__arena_trim();
  return v->fn(v->ud, &st);
}

int sl__visit_steps(const char *path, const sl_options_t *opt,
                    sl_step_visit_fn fn, void *ud, sl_error_t *err) {
  visit_t v;
  memset(&v, 0, sizeof v);
  v.fn = fn;
  v.ud = ud;
  return each_step(path, opt, visit_take, &v, &v.run, err);
}

int sl__step_walk(sl_step_ctx_t *st, const sl_walker_cb_t *cb) {
  return at_step(st->ref, walk_step(st->ref, st->opt, cb, st->err), st->err);
}

int sl__step_memory(sl_step_ctx_t *st, const sl_riders_t *ride,
                    int (*counter)(void *ud, sl_str_t alloc, int64_t time,
                                   int64_t total),
                    void *cud) {
  const sl_step_ref_t *ref = st->ref;
  sl_step_job_t job;
  memset(&job, 0, sizeof job);
  job.src = ref->src;
  job.off = ref->off;
  job.len = ref->len;
  job.top = ref->top;
  job.opt = st->opt;
  job.maxima = ride->maxima;
  job.maxima_ud = ride->maxima_ud;
  job.maxima_values = ride->maxima_values;
  job.taps = ride->taps;
  job.ntaps = ride->ntaps;
  job.counter = counter;
  job.counter_ud = cud;
  job.info = &st->info;
  job.record = ref->record;
  job.devices = st->devices;
  return at_step(ref, sl__convert_step(&job, st->err), st->err);
}

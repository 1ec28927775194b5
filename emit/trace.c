/* Whole-input drivers: the inputs' steps (stream/log.c), the step
 * selection, and the trace around the steps.  See trace.h. */
#include "trace.h"

#include <stdlib.h>
#include <string.h>

#include "../stream/common.h"
#include "../stream/log.h"
#include "../stream/select.h"
#include "convert.h"
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

/* ---- selection --------------------------------------------------------- */

typedef int (*take_fn)(void *ud, sl_step_ref_t *ref);

/* Applies --steps to the steps of one input.  `last` is only known when
 * the input ends, so with it each step waits until the next arrives. */
typedef struct picker_s {
  sl_select_t sel;
  kept_t pend;
  take_fn take;
  void *ud;
  sl_error_t *err;
} picker_t;

static int pick_step(void *ud, sl_step_ref_t *ref) {
  picker_t *p = ud;
  int rc;
  if (p->sel.last) {
    if (p->pend.used) {
      if (p->pend.copy) p->pend.ref.transient = 1;
      rc = sl__select_index(&p->sel, p->pend.ref.index)
               ? p->take(p->ud, &p->pend.ref)
               : 0;
      unkeep(&p->pend);
      if (rc) return rc;
    }
    return keep(&p->pend, ref, p->err);
  }
  if (sl__select_index(&p->sel, ref->index)) {
    rc = p->take(p->ud, ref);
    if (rc) return rc;
  }
  return sl__select_done(&p->sel, ref->index + 1) ? SL_LOG_STOP : 0;
}

/* The input has ended: its last step is selected by `last`. */
static int pick_end(picker_t *p) {
  int rc = 0;
  if (p->pend.used) {
    /* A copy held here is freed after the call: whoever keeps the step
     * must copy it again. */
    if (p->pend.copy) p->pend.ref.transient = 1;
    rc = p->take(p->ud, &p->pend.ref);
    unkeep(&p->pend);
  }
  return rc;
}

/* ---- running one step ---------------------------------------------------- */

/* Converts one step; errors get the step's place in the input. */
static int run_step(const sl_step_ref_t *ref, const sl_options_t *opt,
                    sl_json_t *w, sl_maxima_fn maxima, void *maxima_ud,
                    sl_merge_t *merge, sl_step_out_t *out, sl_error_t *err) {
  sl_step_job_t job;
  int rc;
  memset(&job, 0, sizeof job);
  job.src = ref->src;
  job.off = ref->off;
  job.len = ref->len;
  job.top = ref->top;
  job.opt = opt;
  job.w = w;
  job.maxima = maxima;
  job.maxima_ud = maxima_ud;
  job.record = ref->record;
  job.merge = merge;
  job.out = out;
  rc = sl__convert_step(&job, err);
  if (rc != 0 && err) {
    err->offset += ref->at - ref->off;
    if (err->record < 0) err->record = ref->record;
  }
  return rc;
}

/* Opens one input and reads its steps through a picker. */
static int read_input(const char *path, const sl_options_t *opt,
                      picker_t *pk, sl_source_t *src, sl_log_info_t *info,
                      sl_error_t *err) {
  int rc = sl__source_open_lazy(src, path, err);
  if (rc != 0) return rc;
  rc = sl__log_read(src, opt, pick_step, pk, info, err);
  if (rc == 0) rc = pick_end(pk);
  unkeep(&pk->pend);
  return rc;
}

/* Reads the selected steps of one input into `take`. */
static int each_step(const char *path, const sl_options_t *opt, take_fn take,
                     void *ud, sl_error_t *err) {
  picker_t pk;
  sl_source_t src;
  sl_log_info_t info;
  int rc;
  sl__err_clear(err);
  memset(&pk, 0, sizeof pk);
  rc = sl__select_parse(&pk.sel, opt->steps, err);
  if (rc) return rc;
  pk.take = take;
  pk.ud = ud;
  pk.err = err;
  rc = read_input(path, opt, &pk, &src, &info, err);
  sl__source_close(&src);
  return rc;
}

/* ---- the trace ------------------------------------------------------------ */

#define STEPS_PID 1

typedef struct conv_s {
  const sl_options_t *opt;
  sl_sink_fn sink;
  void *sink_ud;
  sl_error_t *err;
  int several;         /* several inputs: merged from the start      */
  int merged;          /* the merged trace is open                   */
  int input;
  kept_t first;        /* the first step, until a second one comes   */
  int64_t taken;
  sl_json_t w;
  int w_ready;
  sl_merge_t merge;
} conv_t;

static int open_trace(conv_t *c) {
  if (sl__json_init(&c->w, SL_JSON_BUFSIZE, c->opt->pretty, c->sink,
                    c->sink_ud))
    return sl__err(c->err, SL_ENOMEM, 0, "out of memory");
  c->w_ready = 1;
  sl__json_obj_begin(&c->w);
  SL_JSON_KEY(&c->w, "traceEvents");
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

static int open_merged(conv_t *c) {
  int rc = open_trace(c);
  if (rc) return rc;
  c->merged = 1;
  sl__ev_process(&c->w, 0, sl__str("Allocators", 10), NULL);
  sl__ev_sort_index(&c->w, 0, 0);
  sl__ev_process(&c->w, STEPS_PID, sl__str("Steps", 5), NULL);
  sl__ev_sort_index(&c->w, STEPS_PID, -1);
  c->merge.next_pid = STEPS_PID + 1;
  return c->w.rc;
}

/* One step of a merged trace, and its slice in the Steps process. */
static int merged_step(conv_t *c, const sl_step_ref_t *ref) {
  sl_step_out_t out;
  int rc = run_step(ref, c->opt, &c->w, NULL, NULL, &c->merge, &out, c->err);
  char name[SL_TAG_MAX + 32];
  int64_t step = ref->has_meta ? ref->step : ref->index;
  size_t n;
  if (rc) return rc;
  if (out.ops == 0) return 0;  /* nothing to span */
  if (ref->tag_len) {
    memcpy(name, ref->tag, ref->tag_len);
    n = ref->tag_len;
  } else {
    n = (size_t)snprintf(name, sizeof name, "step %lld", (long long)step);
  }
  sl__ev_step(&c->w, STEPS_PID, c->input, out.t_min, out.t_max - out.t_min,
              sl__str(name, n), step, ref->has_meta, ref->wall_time, out.ops);
  return c->w.rc;
}

static int conv_take(void *ud, sl_step_ref_t *ref) {
  conv_t *c = ud;
  int rc;
  if (!c->several && c->taken == 0) {
    /* One step alone gives the reference's trace; wait for a second. */
    c->taken = 1;
    return keep(&c->first, ref, c->err);
  }
  if (!c->merged) {
    rc = open_merged(c);
    if (rc) return rc;
    if (c->first.used) {
      rc = merged_step(c, &c->first.ref);
      unkeep(&c->first);
      if (rc) return rc;
    }
  }
  c->taken++;
  return merged_step(c, ref);
}

/* After the last input: the single-step trace, or the merged trace's end. */
static int conv_end(conv_t *c) {
  int rc;
  if (c->merged) return close_trace(c);
  if (c->taken == 0)
    return sl__err(c->err, SL_EFORMAT, 0,
                   "no step to convert: the input holds no step stats%s",
                   c->opt->steps ? " that --steps selects" : "");
  rc = open_trace(c);
  if (rc == 0)
    rc = run_step(&c->first.ref, c->opt, &c->w, NULL, NULL, NULL, NULL,
                  c->err);
  if (rc == 0) rc = close_trace(c);
  return rc;
}

/* The file name part of a path, for device names of several workers. */
static const char *base_name(const char *path) {
  const char *s = strrchr(path, '/');
  return s ? s + 1 : path;
}

int sl_convert_paths(const char *const *paths, size_t n,
                     const sl_options_t *opt, sl_sink_fn sink, void *sink_ud,
                     sl_error_t *err) {
  conv_t c;
  picker_t pk;
  size_t i;
  int rc = 0;
  sl__err_clear(err);
  memset(&c, 0, sizeof c);
  memset(&pk, 0, sizeof pk);
  c.opt = opt;
  c.sink = sink;
  c.sink_ud = sink_ud;
  c.err = err;
  c.several = n > 1;
  rc = sl__select_parse(&pk.sel, opt->steps, err);
  if (rc) return rc;
  pk.take = conv_take;
  pk.ud = &c;
  pk.err = err;
  if (n == 0) return sl__err(err, SL_EUSAGE, 0, "no input");
  if (c.several) {
    for (i = 0; i < n && rc == 0; i++) {
      sl_source_t src;
      sl_log_info_t info;
      c.input = (int)i;
      c.merge.prefix = base_name(paths[i]);
      c.merge.prefix_n = strlen(c.merge.prefix);
      rc = read_input(paths[i], opt, &pk, &src, &info, err);
      sl__source_close(&src);
      if (rc && err) {
        if (err->code == 0) sl__err(err, rc, 0, "%s", sl_strerror(rc));
        err->file = strcmp(paths[i], "-") == 0 ? "<stdin>" : paths[i];
      }
    }
    if (rc == 0) rc = conv_end(&c);
  } else {
    sl_source_t src;
    sl_log_info_t info;
    rc = read_input(paths[0], opt, &pk, &src, &info, err);
    if (rc == 0) rc = conv_end(&c);
    if (rc && info.gzip && err && err->code != 0 && err->code != SL_EOUTPUT)
      strncat(err->msg, " (offsets count decompressed bytes)",
              sizeof err->msg - strlen(err->msg) - 1);
    sl__source_close(&src);
  }
  unkeep(&c.first);
  if (c.w_ready) sl__json_close(&c.w);
  sl__merge_close(&c.merge);
  return rc;
}

int sl_convert_path(const char *path, const sl_options_t *opt,
                    sl_sink_fn sink, void *sink_ud, sl_error_t *err) {
  return sl_convert_paths(&path, 1, opt, sink, sink_ud, err);
}

/* ---- allocator maximums --------------------------------------------------- */

typedef struct maxima_s {
  const sl_options_t *opt;
  sl_maxima_fn fn;
  void *ud;
  sl_error_t *err;
} maxima_t;

static int maxima_take(void *ud, sl_step_ref_t *ref) {
  maxima_t *m = ud;
  return run_step(ref, m->opt, NULL, m->fn, m->ud, NULL, NULL, m->err);
}

int sl_maxima_path(const char *path, const sl_options_t *opt,
                   sl_maxima_fn fn, void *ud, sl_error_t *err) {
  maxima_t m;
  m.opt = opt;
  m.fn = fn;
  m.ud = ud;
  m.err = err;
  return each_step(path, opt, maxima_take, &m, err);
}

/* ---- the steps index -------------------------------------------------------- */

typedef struct index_s {
  const sl_options_t *opt;
  sl_steps_fn fn;
  void *ud;
  sl_error_t *err;
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
  sl_walker_t wk;
  int rc;
  memset(&cb, 0, sizeof cb);
  memset(&x->info, 0, sizeof x->info);
  cb.ud = x;
  cb.device_end = ix_device_end;
  /* Node bodies are skipped by length, only counted. */
  sl__walker_init(&wk, ref->top, ref->off, ref->len, x->opt->max_record, &cb,
                  x->err);
  rc = sl__source_feed(ref->src, ref->off, ref->len, sl__walker_chunk, &wk,
                       x->err);
  if (rc == 0) rc = sl__walker_finish(&wk);
  sl__walker_close(&wk);
  if (rc != 0) {
    if (x->err) {
      x->err->offset += ref->at - ref->off;
      if (x->err->record < 0) x->err->record = ref->record;
    }
    return rc;
  }
  x->info.index = ref->index;
  x->info.record = ref->record;
  x->info.has_meta = ref->has_meta;
  x->info.step = ref->has_meta ? ref->step : ref->index;
  x->info.tag = ref->tag;
  x->info.tag_len = ref->tag_len;
  x->info.wall_time = ref->wall_time;
  x->info.offset = ref->at;
  x->info.size = ref->len;
  return x->fn(x->ud, &x->info);
}

int sl_steps_path(const char *path, const sl_options_t *opt, sl_steps_fn fn,
                  void *ud, sl_error_t *err) {
  index_t x;
  memset(&x, 0, sizeof x);
  x.opt = opt;
  x.fn = fn;
  x.ud = ud;
  x.err = err;
  return each_step(path, opt, index_take, &x, err);
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

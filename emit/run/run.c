/* What every driver shares.  See run.h. */
#include "emit/run/run.h"

#include <stdlib.h>
#include <string.h>

#include "stream/common.h"

int sl__run_init(sl_run_t *r, const sl_options_t *opt, int inputs,
                 sl_error_t *err) {
  memset(r, 0, sizeof *r);
  r->opt = opt;
  r->err = err;
  r->figures.inputs = inputs;
  sl__walk_init(&r->walk, err);
  return sl__devfilter_init(&r->devices, opt->devices, err);
}

void sl__run_close(sl_run_t *r) {
  sl__helper_free(r->helper);
  r->helper = NULL;
  sl__walk_close(&r->walk);
  sl__devfilter_close(&r->devices);
}

void sl__run_report(sl_run_t *r, int done) {
  r->figures.done = done;
  if (r->opt->progress) r->opt->progress(r->opt->progress_ud, &r->figures);
}

void sl__info_of(const sl_step_ref_t *ref, sl_step_info_t *info) {
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

int sl__at_step(const sl_step_ref_t *ref, int rc, sl_error_t *err) {
  if (rc != 0 && err) {
    err->offset += ref->at - ref->off;
    if (err->record < 0) err->record = ref->record;
  }
  return rc;
}

static void collect(void *arg) {
  (void)arg;
  sl__arena_collect();
}

int sl__run_step(sl_run_t *r, const sl_step_ref_t *ref, sl_trace_writer_t *w,
                 const sl_memory_out_t *mem, const sl_visitor_t *riders,
                 size_t nriders, sl_merge_t *merge, sl_step_out_t *out) {
  sl_step_job_t job;
  memset(&job, 0, sizeof job);
  /* The second thread is started with the first step that wants it and
   * serves every step of the run. */
  if (!r->helper && r->opt->threads >= 2 && (w || nriders) &&
      sl__helper_new(&r->helper) != 0)
    return sl__err(r->err, SL_ENOMEM, ref->at, "cannot start a thread");
  job.ref = ref;
  job.opt = r->opt;
  job.filter = &r->devices;
  job.w = w;
  job.mem = mem;
  job.merge = merge;
  job.riders = riders;
  job.nriders = nriders;
  job.helper = r->helper;
  job.walk = &r->walk;
  job.out = out;
  /* What the last step freed goes back before this one builds its
   * tables, on both threads (each returns its own): a log of many steps
   * then peaks at one step's. */
  if (r->steps_run++ > 0 && sl__arena_collecting()) {
    sl__arena_collect();
    if (r->helper) {
      sl__helper_post(r->helper, collect, NULL);
      sl__helper_wait(r->helper);
    }
  }
  return sl__at_step(ref, sl__convert_step(&job, r->err), r->err);
}

int sl__run_walk_bytes(sl_run_t *r, const sl_step_ref_t *ref,
                       const sl_walker_cb_t *cb) {
  sl_walker_t wk;
  int rc;
  sl__walker_init(&wk, ref->top, ref->off, ref->len, r->opt->max_record, cb,
                  r->err);
  rc = sl__source_read(ref->src, ref->off, ref->len, sl__walker_chunk, &wk,
                       r->err);
  if (rc == 0) rc = sl__walker_finish(&wk);
  sl__walker_close(&wk);
  return sl__at_step(ref, rc, r->err);
}

/* ---- damaged steps (--skip-corrupt) -------------------------------------------- */

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

int sl__run_sound(sl_run_t *r, const sl_step_ref_t *ref) {
  sl_walker_cb_t cb;
  int rc;
  /* A log's record may hold a step whose framing is sound (its CRC, if
   * any, matches) but whose contents are not: converting it would fail
   * halfway, with part of its events written. */
  if (!r->opt->skip_corrupt || ref->record < 0) return 1;
  memset(&cb, 0, sizeof cb);
  cb.ud = r->err;
  cb.want_nodes = want_all;
  cb.node = check_node;
  rc = sl__run_walk_bytes(r, ref, &cb);
  if (rc == 0) return 1;
  if (rc != SL_EFORMAT && rc != SL_ETRUNC && rc != SL_ETOOBIG) return rc;
  if (r->opt->warn) r->opt->warn(r->opt->warn_ud, ref->src->name, r->err);
  sl__err_clear(r->err);
  return 0;
}

/* ---- selection ---------------------------------------------------------------------- */

static int keep(sl_kept_t *k, const sl_step_ref_t *ref, sl_error_t *err) {
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

static void unkeep(sl_kept_t *k) {
  free(k->copy);
  memset(k, 0, sizeof *k);
}

int sl__picker_init(sl_picker_t *pk, sl_run_t *run, sl_take_fn take,
                    void *ud) {
  memset(pk, 0, sizeof *pk);
  pk->take = take;
  pk->ud = ud;
  pk->run = run;
  return sl__select_parse(&pk->sel, run->opt->steps, run->err);
}

void sl__picker_close(sl_picker_t *pk) { unkeep(&pk->pend); }

static int pick_take(sl_picker_t *p, sl_step_ref_t *ref) {
  int rc = sl__run_sound(p->run, ref);
  if (rc <= 0) return rc;
  p->run->figures.converted++;
  return p->take(p->ud, ref);
}

/* Applies --steps.  `last` is only known when the input ends, so with it
 * each step waits until the next arrives. */
static int pick(sl_picker_t *p, sl_step_ref_t *ref) {
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

int sl__picker_step(void *ud, sl_step_ref_t *ref) {
  sl_picker_t *p = ud;
  int rc = pick(p, ref);
  const sl_options_t *opt = p->run->opt;
  p->run->figures.steps++;
  p->run->figures.read = ref->in_pos;
  if (rc >= 0) sl__run_report(p->run, 0);
  if (rc >= 0 && opt->stop && opt->stop(opt->stop_ud))
    rc = sl__err(p->run->err, SL_ECANCELED, ref->at, "%s",
                 sl_strerror(SL_ECANCELED));
  return rc;
}

/* The input has ended: its last step is selected by `last`. */
int sl__picker_end(sl_picker_t *p) {
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

int sl__picker_read(sl_picker_t *pk, sl_source_t *src, sl_log_info_t *info) {
  sl_run_t *r = pk->run;
  int rc;
  r->figures.file = src->name;
  r->figures.read = 0;
  r->figures.size = src->stream ? 0 : src->size;
  rc = sl__steps_read(src, r->opt, sl__picker_step, pk, info, r->err);
  if (rc == 0) rc = sl__picker_end(pk);
  unkeep(&pk->pend);
  if (rc == 0) r->figures.read = info->bytes;
  return rc;
}

int sl__each_step(const char *path, const sl_options_t *opt, sl_take_fn take,
                  void *ud, sl_run_t **slot, sl_error_t *err) {
  sl_picker_t pk;
  sl_source_t src;
  sl_log_info_t info;
  sl_run_t run;
  int rc;
  sl__err_clear(err);
  rc = sl__run_init(&run, opt, 1, err);
  if (rc == 0) rc = sl__picker_init(&pk, &run, take, ud);
  if (rc) {
    sl__run_close(&run);
    return rc;
  }
  *slot = &run;
  rc = sl__source_open(&src, path, err);
  if (rc == 0) {
    rc = sl__picker_read(&pk, &src, &info);
    sl__source_close(&src);
  }
  if (rc == 0) sl__run_report(&run, 1);
  sl__picker_close(&pk);
  sl__run_close(&run);
  return rc;
}

/* ---- for analyses --------------------------------------------------------------------- */

typedef struct visit_s {
  sl_run_t *run;
  sl_step_visit_fn fn;
  void *ud;
} visit_t;

static int visit_take(void *ud, sl_step_ref_t *ref) {
  visit_t *v = ud;
  sl_step_ctx_t st;
  st.ref = ref;
  st.run = v->run;
  st.err = v->run->err;
  sl__info_of(ref, &st.info);
  return v->fn(v->ud, &st);
}

int sl__visit_steps(const char *path, const sl_options_t *opt,
                    sl_step_visit_fn fn, void *ud, sl_error_t *err) {
  visit_t v;
  memset(&v, 0, sizeof v);
  v.fn = fn;
  v.ud = ud;
  return sl__each_step(path, opt, visit_take, &v, &v.run, err);
}

int sl__ctx_walk(sl_step_ctx_t *st, const sl_visitor_t *v, size_t nv) {
  sl_run_t *r = st->run;
  sl_step_t s;
  sl_walk_t *w = &r->walk;
  int rc;
  sl__step_init(&s, st->ref, r->opt, &r->devices, st->err);
  w->err = st->err;
  rc = sl__step_devices(&s, w);
  if (rc == 0) {
    sl__step_publish_devices(&s, 0);
    w->want = SL_WANT_ALL;
    w->check = 0;
    w->decode = 0;
    w->lanes_mode = SL_LANES_ASSIGN;
    w->v = v;
    w->nv = nv;
    rc = sl__step_walk(&s, w);
    w->v = NULL;
    w->nv = 0;
  }
  sl__step_close(&s);
  return sl__at_step(st->ref, rc, st->err);
}

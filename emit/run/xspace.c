/* XSpace profiles into a trace.  See xspace.h.
 *
 * First the time base (and, for several hosts, the step names, since a
 * step's name may come from any host).  Then per host file a survey of
 * its planes: whether each line is in time order, the step names (one
 * host), the launch statistics, and the correlation ids on each side of
 * the launch arrows, in compact sets.  Then each plane in file order: its
 * tables are loaded; a GPU plane without derived lines gets them from a
 * time-ordered merge of its lines, each derived event written as soon as
 * it is done (those on overlap threads, whose numbers come after the
 * derived lines are known, wait in a spool); then each of its own lines
 * in list order, its events through the overlap stacks (its overlap
 * threads numbered as they first appear).  A launch and its kernel carry
 * their arrow when they are written: both sides are known from the
 * survey, so nothing waits for the other side. */
#include "emit/run/xspace_int.h"

static const char *const known_names[K_N] = {
    "group_id", "step_name", "flow", "correlation_id", "device_id",
    "kernel_details", "tf_op", "level 0", "hlo_op", "hlo_module",
    "allocator_name", "bytes_allocated"};

/* The known stats' names in the plane just loaded. */
void sl__xc_plane_known(conv_t *c) {
  int k;
  for (k = 0; k < K_N; k++) {
    int64_t id;
    c->known[k] = sl__str(NULL, 0);
    if (sl__xs_stat_ids(&c->pl, known_names[k], &id, 1) == 1)
      c->known[k] = sl__xs_sname(&c->pl, id);
  }
}

/* ---- the run ------------------------------------------------------------------------------------- */

int sl_xspace_inputs(const char *const *paths, size_t n,
                     const sl_options_t *opt, sl_error_t *err) {
  sl__err_clear(err);
  return sl__xinputs_detect(paths, n, opt, err);
}

static int refuse(sl_error_t *err, const char *what) {
  return sl__err(err, SL_EUSAGE, 0, "%s is not defined for XSpace input",
                 what);
}

/* The run's state for `paths`: inputs expanded, group names and the
 * time base gathered.  Returns 0 or a negative code (err filled). */
static int run_open(conv_t *c, const char *const *paths, size_t n,
                    const sl_options_t *opt, int converting,
                    sl_error_t *err) {
  int rc;
  memset(c, 0, sizeof *c);
  c->opt = opt;
  c->err = err;
  c->arrows = converting && opt->show_dataflow;
  sl__xs_plane_init(&c->pl);
  sl__xd_init(&c->xd);
  sl__vsort_init_rec(&c->spool, 0, sizeof(spooled_t), NULL);
  rc = sl__xinputs_expand(&c->in, paths, n, err);
  if (rc == 0) rc = sl__xc_time_base(c);
  /* One host's survey names its steps; several hosts share the names. */
  c->gather_names = converting && c->in.n == 1;
  if (rc == 0 && !c->gather_names) rc = sl__xc_gather_groups(c);
  return rc;
}

/* Frees the run's state; an error's file named as the caller named it
 * (the list's paths go with the list), and the file within a directory
 * in the message. */
int sl__xc_run_close(conv_t *c, const char *const *paths, int rc) {
  sl_error_t *err = c->err;
  size_t h, i;
  if (rc == 0) {
    err->file = NULL;
  } else if (err->file) {
    for (h = 0; h < c->in.n; h++) {
      const sl_xinput_t *x = &c->in.in[h];
      if (err->file != x->path) continue;
      err->file = paths[x->from];
      if (strcmp(x->path, paths[x->from]) != 0) {
        char msg[sizeof err->msg];
        const char *base = strrchr(x->path, '/');
        snprintf(msg, sizeof msg, "%s: %s", base ? base + 1 : x->path,
                 err->msg);
        memcpy(err->msg, msg, sizeof msg);
      }
      break;
    }
  }
  sl__tw_free(c->w);
  sl__xs_close(&c->f); /* a file left open by an error */
  sl__xs_plane_close(&c->pl);
  sl__xd_close(&c->xd);
  sl__xinputs_free(&c->in);
  sl__idmap_close(&c->gmap);
  sl__idmap_close(&c->lmap);
  for (i = 0; i < c->ngroups; i++) free(c->groups[i].name);
  free(c->groups);
  free(c->launches);
  for (i = 0; i < NSIDES; i++) sl__xc_side_free(&c->side[i]);
  free(c->psorted);
  free(c->psorted_at);
  free(c->plines);
  free(c->pids);
  free(c->internal);
  free(c->sorted);
  free(c->thr);
  free(c->otids);
  sl__xc_placer_close(&c->lines);
  for (i = 0; i < SL_XD_NLINES; i++) sl__xc_placer_close(&c->dlines[i]);
  sl__vsort_close(&c->spool);
  free(c->ents);
  free(c->st);
  free(c->view);
  free(c->args);
  free(c->text);
  free(c->pname);
  return rc;
}

int sl__xspace_convert(const char *const *paths, size_t n,
                       const sl_options_t *opt, sl_sink_fn sink, void *ud,
                       uint64_t *events, sl_error_t *err) {
  conv_t c;
  size_t h;
  int rc;
  if (opt->steps) return refuse(err, "--steps");
  if (opt->min_duration > 0) return refuse(err, "--min-duration");
  if (opt->devices) return refuse(err, "--devices");
  if (opt->op_time != SL_OP_TIME_SCHEDULE) return refuse(err, "--op-time");
  if (opt->timeline_compat) return refuse(err, "--timeline-compat");
  rc = run_open(&c, paths, n, opt, 1, err);
  if (rc == 0) {
    c.w = opt->trace_format == SL_TRACE_PERFETTO
              ? sl__perfetto_new(sink, ud)
              : sl__chrome_new(opt->pretty ? SL_CHROME_PRETTY : 0, sink, ud);
    if (!c.w) rc = oom(&c);
  }
  if (rc == 0) {
    c.w->ops->begin(c.w, SL_TRACE_OBJECT_NS);
    c.w->ops->time_base(c.w, c.base_ns / 1000);
    for (h = 0; h < c.in.n && rc == 0; h++) rc = sl__xc_visit_host(&c, h);
    {
      int erc = c.w->ops->end(c.w, rc == 0);
      if (rc == 0 && erc) rc = sl__err(err, erc, 0, "cannot write the trace");
    }
    if (events) *events = c.w->events;
  }
  return sl__xc_run_close(&c, paths, rc);
}

/* ---- walks for the reports ---------------------------------------------------------------------- */

sl_str_t sl__xwalk_group_name(const sl_xwalk_event_t *e, int64_t g,
                              char buf[40]) {
  return sl__xc_group_name((conv_t *)e->walk, g, buf);
}

int sl__xwalk_named_groups(const sl_xwalk_event_t *e,
                           int (*fn)(void *ud, int64_t g, sl_str_t name),
                           void *ud) {
  const conv_t *c = e->walk;
  size_t i;
  int rc = 0;
  for (i = 0; i < c->ngroups && rc == 0; i++)
    if (c->groups[i].name)
      rc = fn(ud, c->groups[i].id,
              sl__str(c->groups[i].name, c->groups[i].len));
  return rc;
}

int sl__xspace_walk(const char *const *paths, size_t n,
                    const sl_options_t *opt, const sl_xwalk_ops_t *ops,
                    sl_error_t *err) {
  conv_t c;
  size_t h;
  int rc = run_open(&c, paths, n, opt, 0, err);
  c.rops = ops;
  for (h = 0; h < c.in.n && rc == 0; h++) rc = sl__xc_visit_host(&c, h);
  if (rc == 0 && ops->finish) {
    sl_xwalk_event_t we;
    memset(&we, 0, sizeof we);
    we.walk = &c;
    we.hosts = c.in.n;
    we.base_us = c.base_ns / 1000;
    we.timed = c.base_set;
    rc = ops->finish(ops->ud, &we);
  }
  rc = sl__xc_run_close(&c, paths, rc);
  /* A callback's code without a message, or its positive return (out of
   * memory), gets one here. */
  if (rc > 0 || (rc < 0 && err && err->code == 0))
    rc = sl__err(err, rc > 0 ? SL_ENOMEM : rc, 0, "%s", sl_strerror(rc));
  return rc;
}

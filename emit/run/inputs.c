/* The registry of inputs (see inputs.h): the built-in families, the
 * formats a program registers, the detection that picks one, and the
 * public entry of each command. */
#include "emit/run/inputs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit/run/gpu.h"
#include "emit/run/run.h"
#include "emit/run/xinput.h"
#include "emit/run/xreports.h"
#include "emit/run/xspace.h"
#include "emit/write/listing.h"
#include "stream/format/registry.h"
#include "stream/format/tracejson/tracejson.h"
#include "stream/io/gzip.h"

/* ---- the built-in families' own drivers ----------------------------------------- */

static int tf_stats(const sl_job_t *j) {
  if (j->gso && j->gso->reports)
    return sl__steps_summary(j->paths, j->n, j->opt, j->gso, j->sink, j->ud,
                             j->err);
  return sl__stats_paths(j->paths, j->n, j->opt, j->so, j->sink, j->ud,
                         j->err);
}

typedef struct listing_s {
  const sl_job_t *j;
  const char *input;        /* named when there are several             */
  int header;
} listing_t;

static int on_maxima(void *ud, const sl_step_info_t *st,
                     const sl_alloc_max_t *m, size_t n) {
  const listing_t *l = ud;
  (void)st;
  return sl__maxima_write_in(l->input, m, n, l->j->sink, l->j->ud);
}

static int tf_mem(const sl_job_t *j) {
  listing_t l;
  size_t i;
  int rc = 0;
  if (!j->json)
    return sl__mem_report_paths(j->paths, j->n, j->opt, j->mo, j->sink,
                                j->ud, j->grew, j->err);
  memset(&l, 0, sizeof l);
  l.j = j;
  for (i = 0; i < j->n && rc == 0; i++) {
    l.input = j->n > 1 ? j->paths[i] : NULL;
    rc = sl_maxima_path(j->paths[i], j->opt, on_maxima, &l, j->err);
    if (rc && j->n > 1 && j->err && !j->err->file) j->err->file = j->paths[i];
  }
  return rc;
}

static int on_step(void *ud, const sl_step_info_t *st) {
  listing_t *l = ud;
  int rc;
  if (!l->j->json && !l->header) {
    l->header = 1;
    if ((rc = sl__steps_write_in(NULL, l->input, 0, l->j->sink, l->j->ud)))
      return rc;
  }
  return sl__steps_write_in(st, l->input, l->j->json, l->j->sink, l->j->ud);
}

/* The steps of each log in turn; several name theirs (a column, or
 * "input" in JSON). */
static int tf_steps(const sl_job_t *j) {
  listing_t l;
  size_t i;
  int rc = 0;
  if (j->json == SL_REPORT_PARTIAL) return sl__tf_steps_partial(j);
  memset(&l, 0, sizeof l);
  l.j = j;
  for (i = 0; i < j->n && rc == 0; i++) {
    l.input = j->n > 1 ? j->paths[i] : NULL;
    rc = sl_steps_path(j->paths[i], j->opt, on_step, &l, j->err);
    if (rc && j->n > 1 && j->err && !j->err->file) j->err->file = j->paths[i];
  }
  /* An empty list still has its header. */
  if (rc == 0 && !j->json && !l.header)
    rc = sl__steps_write_in(NULL, j->n > 1 ? j->paths[0] : NULL, 0, j->sink,
                            j->ud);
  return rc;
}

static int xs_detect(const char *const *paths, size_t n,
                     const sl_options_t *opt, sl_error_t *err) {
  return sl__xinputs_detect(paths, n, opt, err);
}

static int xs_convert(const sl_job_t *j) {
  if (j->split)
    return sl__err(j->err, SL_EUSAGE, 0,
                   "--split is not defined for XSpace input");
  return sl__xspace_convert(j->paths, j->n, j->opt, j->sink, j->ud, j->events,
                            j->err);
}

static int xs_stats(const sl_job_t *j) {
  /* --report: the summary reports, as for a database. */
  if (j->gso && j->gso->reports)
    return sl__xspace_summary(j->paths, j->n, j->opt, j->gso, j->sink, j->ud,
                              j->err);
  return sl_xspace_stats(j->paths, j->n, j->opt, j->so, j->sink, j->ud,
                         j->err);
}

static int xs_mem(const sl_job_t *j) {
  return sl_xspace_mem(j->paths, j->n, j->opt, j->json ? NULL : j->mo,
                       j->json, j->sink, j->ud, j->grew, j->err);
}

static int xs_steps(const sl_job_t *j) {
  return sl_xspace_steps(j->paths, j->n, j->opt, j->json, j->sink, j->ud,
                         j->err);
}

static int db_detect(const char *const *paths, size_t n,
                     const sl_options_t *opt, sl_error_t *err) {
  (void)n, (void)opt, (void)err;
  return sl__gpu_is_db(paths[0]) == 1;
}

static int one_db(const sl_job_t *j) {
  return j->n > 1 ? sl__err(j->err, SL_EUSAGE, SL_NO_OFFSET,
                            "one GPU profile database at a time")
                  : 0;
}

static int db_convert(const sl_job_t *j) {
  int rc = one_db(j);
  if (rc == 0 && j->split)
    rc = sl__err(j->err, SL_EUSAGE, SL_NO_OFFSET,
                 "--split is not defined for a GPU profile database");
  if (rc == 0)
    rc = sl__gpu_convert(j->paths[0], j->opt, j->sink, j->ud, j->events,
                         j->err);
  if (rc && j->err && !j->err->file) j->err->file = j->paths[0];
  return rc;
}

static int db_stats(const sl_job_t *j) {
  return sl__gpu_stats_paths(j->paths, j->n, j->gso, j->sink, j->ud, j->err);
}

/* Several databases are a job's processes: each one's devices. */
static int db_mem(const sl_job_t *j) {
  return sl__gpu_mem_paths(j->paths, j->n, j->json ? NULL : j->mo, j->json,
                           j->sink, j->ud, j->grew, j->err, j->opt->warn,
                           j->opt->warn_ud);
}

static int db_steps(const sl_job_t *j) {
  return sl__err(j->err, SL_EUSAGE, SL_NO_OFFSET,
                 "a GPU profile database has no steps: use convert, stats "
                 "or mem");
}

static int tf_detect(const char *const *paths, size_t n,
                     const sl_options_t *opt, sl_error_t *err) {
  (void)paths, (void)n, (void)opt, (void)err;
  return 1;
}

const sl_input_format_t sl__tf_format = {
    "stepstats", "a TensorFlow step log",
    SL_INPUT_STEPS | SL_INPUT_PIPE | SL_INPUT_ORDERED | SL_INPUT_MEMORY |
        SL_INPUT_FOLLOW,
    NULL, NULL, NULL, NULL, NULL, NULL,
    SL_FILLS_KERNELS | SL_FILLS_GPU_MEM | SL_FILLS_OPS, 0, NULL};
const sl_input_format_t sl__xs_format = {
    "xspace", "XSpace input", SL_INPUT_STEPS | SL_INPUT_MEMORY, NULL, NULL,
    NULL, NULL, NULL, NULL,
    SL_FILLS_KERNELS | SL_FILLS_API | SL_FILLS_GPU_MEM | SL_FILLS_OPS, 0, NULL};
static const sl_input_format_t db_fmt = {
    "gpu-db", "a GPU profile database", SL_INPUT_MEMORY, NULL, NULL, NULL,
    NULL, NULL, NULL,
    SL_FILLS_KERNELS | SL_FILLS_API | SL_FILLS_GPU_MEM | SL_FILLS_NVTX |
        SL_FILLS_NVTX_KERNELS, 0, NULL};

/* The built-in families, tried in this order; the step formats last:
 * they take what the others do not. */
static const sl_family_t builtin_db = {&db_fmt, db_detect,
                                       db_convert, db_stats, db_mem,
                                       db_steps};
static const sl_family_t builtin_xs = {&sl__xs_format, xs_detect,
                                       xs_convert, xs_stats,
                                       xs_mem, xs_steps};
static const sl_family_t builtin_tf = {&sl__tf_format, tf_detect,
                                       sl__steps_convert_job, tf_stats, tf_mem,
                                       tf_steps};

/* ---- formats of events -------------------------------------------------------- */

/* The built-in formats that produce events: a new one is a folder in
 * stream/format/ and a line here.  Tried after XSpace, before the ones a
 * program registers. */
static const sl_family_t builtin_events[] = {
    {&sl__tracejson_format, NULL, NULL, NULL, NULL, NULL},
    {NULL, NULL, NULL, NULL, NULL, NULL}};
#define NBUILTIN_EVENTS \
  ((size_t)(sizeof builtin_events / sizeof *builtin_events) - 1)

static sl_family_t *registered;
static size_t nregistered, cregistered;

int sl_input_register(const sl_input_format_t *f) {
  size_t i;
  if (!f || !f->name || !f->noun || !f->sniff || !f->open || !f->close ||
      !(f->feed ? f->finish != NULL : f->read != NULL))
    return SL_EUSAGE;
  if (!strcmp(f->name, sl__tf_format.name) || !strcmp(f->name, sl__xs_format.name) ||
      !strcmp(f->name, db_fmt.name))
    return SL_EUSAGE;
  for (i = 0; builtin_events[i].fmt; i++)
    if (!strcmp(builtin_events[i].fmt->name, f->name)) return SL_EUSAGE;
  for (i = 0; i < nregistered; i++)
    if (!strcmp(registered[i].fmt->name, f->name)) return SL_EUSAGE;
  if (sl__grow_array((void **)&registered, &cregistered, nregistered + 1,
                     sizeof *registered))
    return SL_ENOMEM;
  memset(&registered[nregistered], 0, sizeof *registered);
  registered[nregistered++].fmt = f;
  return 0;
}

/* The event format among fams that knows the file best (its sniff of the
 * first bytes), if one scores above *top. */
static const sl_family_t *sniff_best(const sl_family_t *fams, size_t n,
                                     const char *path, const uint8_t *head,
                                     size_t len, int *top) {
  const sl_family_t *best = NULL;
  size_t i;
  for (i = 0; i < n; i++) {
    int s = fams[i].fmt->sniff(path, head, len);
    if (s > *top) *top = s, best = &fams[i];
  }
  return best;
}

/* A gzip file's first bytes as its formats' sniffs see them: the head
 * decompressed in place (as much as fits; as it is when zlib fails). */
static size_t gunzip_head(uint8_t *head, size_t n, size_t cap) {
  uint8_t out[4096];
  size_t got;
  if (!sl__is_gzip(head, n) ||
      sl__gunzip_head(head, n, out, cap < sizeof out ? cap : sizeof out,
                      &got) != 0)
    return n;
  memcpy(head, out, got);
  return got;
}

const sl_family_t *sl__input_family(const char *const *paths, size_t n,
                                    const sl_options_t *opt, sl_error_t *err) {
  const sl_family_t *best = NULL;
  FILE *in;
  int rc, top = 0;
  if (!paths) return &builtin_tf;  /* bytes in memory: a step log */
  /* A format the user names is that format. */
  if (opt->format == SL_FORMAT_JSON) return &builtin_events[0];
  if ((rc = builtin_db.detect(paths, n, opt, err)) != 0)
    return rc > 0 ? &builtin_db : NULL;
  if ((rc = builtin_xs.detect(paths, n, opt, err)) != 0)
    return rc > 0 ? &builtin_xs : NULL;
  /* Any other is one of the step formats' (or XSpace's). */
  if (opt->format != SL_FORMAT_AUTO) return &builtin_tf;
  if (NBUILTIN_EVENTS + nregistered > 0 && strcmp(paths[0], "-") != 0 &&
      (in = fopen(paths[0], "rb")) != NULL) {
    uint8_t head[4096];
    size_t len = fread(head, 1, sizeof head, in);
    const sl_family_t *b;
    fclose(in);
    len = gunzip_head(head, len, sizeof head);
    best = sniff_best(builtin_events, NBUILTIN_EVENTS, paths[0], head, len,
                      &top);
    if ((b = sniff_best(registered, nregistered, paths[0], head, len, &top)))
      best = b;
  }
  return best ? best : &builtin_tf;
}

const sl_input_format_t *sl_input_detect(const char *const *paths, size_t n,
                                         const sl_options_t *opt,
                                         sl_error_t *err) {
  sl_options_t dflt;
  const sl_family_t *fam;
  if (!opt) {
    sl_options_init(&dflt);
    opt = &dflt;
  }
  sl__err_clear(err);
  if (!paths || n == 0) {
    sl__err(err, SL_EUSAGE, 0, "no input");
    return NULL;
  }
  fam = sl__input_family(paths, n, opt, err);
  return fam ? fam->fmt : NULL;
}

const sl_input_format_t *sl__input_format_named(const char *name) {
  size_t i;
  if (!strcmp(name, db_fmt.name)) return &db_fmt;
  if (!strcmp(name, sl__xs_format.name)) return &sl__xs_format;
  if (!strcmp(name, sl__tf_format.name)) return &sl__tf_format;
  for (i = 0; i < NBUILTIN_EVENTS; i++)
    if (!strcmp(name, builtin_events[i].fmt->name)) return builtin_events[i].fmt;
  for (i = 0; i < nregistered; i++)
    if (!strcmp(name, registered[i].fmt->name)) return registered[i].fmt;
  return NULL;
}

/* ---- the commands ----------------------------------------------------------------- */

enum { JOB_CONVERT, JOB_STATS, JOB_MEM, JOB_STEPS };

static int run(const sl_job_t *j, int which) {
  const sl_family_t *fam;
  sl_job_fn own;
  int rc;
  if (j->n == 0) return sl__err(j->err, SL_EUSAGE, 0, "no input");
  if (!(fam = sl__input_family(j->paths, j->n, j->opt, j->err)))
    return j->err && j->err->code ? j->err->code : SL_EDETECT;
  own = which == JOB_CONVERT ? fam->convert
        : which == JOB_STATS   ? fam->stats
        : which == JOB_MEM     ? fam->mem
                               : fam->steps;
  if (own) return own(j);
  rc = which == JOB_CONVERT && j->split ? sl__events_split(fam->fmt, j)
       : which == JOB_CONVERT ? sl__events_convert(fam->fmt, j)
       : which == JOB_STATS ? sl__events_stats(fam->fmt, j)
       : which == JOB_MEM   ? sl__events_mem(fam->fmt, j)
                            : sl__events_steps(fam->fmt, j);
  if (rc && j->err && !j->err->file) j->err->file = j->paths[0];
  return rc;
}

void sl__job_init(sl_job_t *j, const char *const *paths, size_t n,
                  const sl_options_t *opt, sl_sink_fn sink, void *ud,
                  sl_error_t *err) {
  memset(j, 0, sizeof *j);
  j->paths = paths;
  j->n = n;
  j->opt = opt;
  j->sink = sink;
  j->ud = ud;
  j->err = err;
}

int sl_input_stats(const char *const *paths, size_t n,
                   const sl_options_t *opt, const sl_stats_options_t *so,
                   const sl_gpu_stats_options_t *gso, sl_sink_fn sink,
                   void *ud, sl_error_t *err) {
  sl_job_t j;
  sl__err_clear(err);
  sl__job_init(&j, paths, n, opt, sink, ud, err);
  j.so = so;
  j.gso = gso;
  return run(&j, JOB_STATS);
}

int sl_input_mem(const char *const *paths, size_t n, const sl_options_t *opt,
                 const sl_mem_options_t *mo, int json, sl_sink_fn sink,
                 void *ud, int *grew, sl_error_t *err) {
  sl_job_t j;
  int g = 0, rc;
  sl__err_clear(err);
  sl__job_init(&j, paths, n, opt, sink, ud, err);
  j.mo = mo;
  j.json = json;
  j.grew = &g;
  rc = run(&j, JOB_MEM);
  if (grew) *grew = g;
  return rc;
}

int sl_input_steps(const char *const *paths, size_t n,
                   const sl_options_t *opt, int json, sl_sink_fn sink,
                   void *ud, sl_error_t *err) {
  sl_job_t j;
  sl__err_clear(err);
  sl__job_init(&j, paths, n, opt, sink, ud, err);
  j.json = json;
  return run(&j, JOB_STEPS);
}

int sl__input_convert(const sl_job_t *j) { return run(j, JOB_CONVERT); }

/* Partial results of step logs for `steps` and `mem`, and their merges
 * (see merge.h).  A job's workers are each a log of their own: a run
 * over several lists each log's steps in turn, naming it, so a partial
 * holds its log's rows and a merge writes them in the partials' order;
 * mem's figures across steps are folded from the steps' as they pass. */
#include <stdlib.h>
#include <string.h>

#include "emit/analyze/memstats.h"
#include "emit/report/mem_report.h"
#include "emit/run/inputs.h"
#include "emit/run/merge.h"
#include "emit/run/run.h"
#include "emit/write/json.h"
#include "emit/write/listing.h"

/* ---- steps ---------------------------------------------------------------------------- */

typedef struct rows_s {
  sl_pwrite_t w;
  uint64_t rows;
} rows_t;

static int step_save(void *ud, const sl_step_info_t *st) {
  rows_t *r = ud;
  FILE *f = sl__pw_f(&r->w);
  int64_t bits;
  /* The wall time's bits: the merge prints the very double. */
  memcpy(&bits, &st->wall_time, sizeof bits);
  fprintf(f, "{\"index\":%lld,\"record\":%lld,\"meta\":%d,\"step\":%lld,"
             "\"wall\":%lld,\"devices\":%llu,\"nodes\":%llu,\"offset\":%llu,"
             "\"size\":%llu,\"tag\":", (long long)st->index,
          (long long)st->record, st->has_meta != 0, (long long)st->step,
          (long long)bits, (unsigned long long)st->devices,
          (unsigned long long)st->nodes, (unsigned long long)st->offset,
          (unsigned long long)st->size);
  sl__pw_str(&r->w, (const uint8_t *)st->tag, st->tag_len);
  fputc('}', f);
  r->rows++;
  return sl__pw_line(&r->w);
}

int sl__tf_steps_partial(const sl_job_t *j) {
  sl_partial_head_t h;
  rows_t r;
  char opts[512];
  int rc;
  if ((rc = sl__partial_check(j->n, NULL, j->err))) return rc;
  sl__partial_head_of(&h, "steps", "stepstats", j->opt, j->paths[0], 0, opts,
                      sizeof opts);
  memset(&r, 0, sizeof r);
  if ((rc = sl__partial_begin(&r.w, j->sink, j->ud, &h, j->err))) return rc;
  rc = sl_steps_path(j->paths[0], j->opt, step_save, &r, j->err);
  if (rc == 0) {
    /* The rows' end: a cut file is an error, not fewer steps. */
    fprintf(sl__pw_f(&r.w), "{\"rows\":%llu}", (unsigned long long)r.rows);
    rc = sl__pw_line(&r.w);
    if (rc) rc = sl__err(j->err, rc, 0, "cannot write the output: %s",
                         sl_strerror(rc));
  }
  return sl__partial_end(&r.w, rc, j->err);
}

typedef struct tfsteps_s {
  int json, header;
} tfsteps_t;

/* Reads rows until {"rows":N}; each to fn. */
static int read_rows(sl_pread_t *r, int (*fn)(void *ud, sl_pread_t *r),
                     void *ud) {
  uint64_t n = 0;
  int64_t want;
  int rc;
  for (;;) {
    if ((rc = sl__pr_line(r, "expected a step or the rows' end"))) return rc;
    if (sl__pr_get(r, "rows")) break;
    if ((rc = fn(ud, r))) return rc;
    n++;
  }
  if (sl__pr_int(r, "rows", &want)) return SL_EFORMAT;
  if ((uint64_t)want != n)
    return sl__pr_fail(r, "%llu rows, where the end says %lld",
                       (unsigned long long)n, (long long)want);
  return 0;
}

static int step_load(sl_pread_t *r, sl_step_info_t *st) {
  int64_t meta, wall, dev, nodes, off, size;
  sl_str_t tag;
  memset(st, 0, sizeof *st);
  if (sl__pr_int(r, "index", &st->index) ||
      sl__pr_int(r, "record", &st->record) || sl__pr_int(r, "meta", &meta) ||
      sl__pr_int(r, "step", &st->step) || sl__pr_int(r, "wall", &wall) ||
      sl__pr_int(r, "devices", &dev) || sl__pr_int(r, "nodes", &nodes) ||
      sl__pr_int(r, "offset", &off) || sl__pr_int(r, "size", &size) ||
      sl__pr_str(r, "tag", &tag))
    return SL_EFORMAT;
  st->has_meta = meta != 0;
  memcpy(&st->wall_time, &wall, sizeof wall);
  st->devices = (uint64_t)dev;
  st->nodes = (uint64_t)nodes;
  st->offset = (uint64_t)off;
  st->size = (uint64_t)size;
  st->tag = (const char *)tag.p;
  st->tag_len = tag.n;
  return 0;
}

typedef struct row_out_s {
  sl_pmerge_t *pm;
  const char *input;
} row_out_t;

static int step_row(void *ud, sl_pread_t *r) {
  row_out_t *o = ud;
  tfsteps_t *t = o->pm->st;
  sl_step_info_t st;
  int rc;
  if ((rc = step_load(r, &st))) return rc;
  if (!t->json && !t->header) {
    t->header = 1;
    if ((rc = sl__steps_write_in(NULL, o->input, 0, o->pm->sink, o->pm->ud)))
      return rc;
  }
  return sl__steps_write_in(&st, o->input, t->json, o->pm->sink, o->pm->ud);
}

static int tfsteps_add(sl_pmerge_t *pm, sl_pread_t *r, size_t k,
                       const char *file) {
  row_out_t o;
  int rc;
  (void)k;
  o.pm = pm;
  o.input = pm->n > 1 ? file : NULL;
  rc = read_rows(r, step_row, &o);
  if (rc > 0 || (rc < 0 && r->err && !r->err->code))
    rc = sl__err(r->err, rc > 0 ? SL_ENOMEM : rc, 0,
                 "cannot write the output: %s", sl_strerror(rc));
  return rc;
}

static int tfsteps_write(sl_pmerge_t *pm, sl_error_t *err) {
  tfsteps_t *t = pm->st;
  int rc = 0;
  (void)err;
  /* An empty list still has its header. */
  if (!t->json && !t->header)
    rc = sl__steps_write_in(NULL, pm->n > 1 ? "" : NULL, 0, pm->sink, pm->ud);
  return rc ? sl__err(err, rc, 0, "cannot write the output: %s",
                      sl_strerror(rc))
            : 0;
}

static const sl_pmerge_ops_t tfsteps_ops = {tfsteps_add, tfsteps_write, free};

int sl__tfsteps_merge_open(sl_pmerge_t *pm, int json, sl_error_t *err) {
  tfsteps_t *t = calloc(1, sizeof *t);
  if (!t) return sl__err(err, SL_ENOMEM, 0, "out of memory");
  t->json = json;
  pm->st = t;
  pm->ops = &tfsteps_ops;
  return 0;
}

/* ---- mem ------------------------------------------------------------------------------ */

typedef struct tfmem_s {
  sl_memstats_t x;
  sl_mem_options_t mo;
  sl_mem_out_t out;
  sl_json_t jw;
  int begun;
} tfmem_t;

/* The report's start (JSON: its document and steps array opened). */
static int tfmem_begin(sl_pmerge_t *pm, tfmem_t *t, sl_error_t *err) {
  if (t->begun) return 0;
  t->begun = 1;
  t->out.mo = &t->mo;
  t->out.sink = pm->sink;
  t->out.ud = pm->ud;
  t->out.several = pm->n > 1;
  if (t->mo.format != SL_REPORT_JSON) return 0;
  if (sl__json_init(&t->jw, 0, 0, pm->sink, pm->ud) != 0)
    return sl__err(err, SL_ENOMEM, 0, "out of memory");
  t->out.jw = &t->jw;
  sl__json_obj_begin(&t->jw);
  SL_JSON_KEY(&t->jw, "steps");
  sl__json_arr_begin(&t->jw);
  return 0;
}

typedef struct mem_in_s {
  tfmem_t *t;
  const char *input;
} mem_in_t;

static int mem_row(void *ud, sl_pread_t *r) {
  mem_in_t *m = ud;
  sl_memstats_t *x = &m->t->x;
  sl_step_info_t info;
  int rc;
  sl__memstats_step_begin(x);
  rc = sl__mem_step_load(r, x, &info);
  if (rc == 0 && (rc = sl__memstats_step_end(x)))
    rc = sl__err(r->err, rc, 0, "out of memory");
  if (rc == 0) {
    m->t->out.input = m->input;
    if ((rc = sl__mem_report_step(&m->t->out, x, &info)))
      rc = sl__err(r->err, rc, 0, "cannot write the output: %s",
                   sl_strerror(rc));
  }
  sl__memstats_step_free(x);
  return rc;
}

static int tfmem_add(sl_pmerge_t *pm, sl_pread_t *r, size_t k,
                     const char *file) {
  tfmem_t *t = pm->st;
  mem_in_t m;
  int rc;
  (void)k;
  if ((rc = tfmem_begin(pm, t, r->err))) return rc;
  m.t = t;
  m.input = pm->n > 1 ? file : NULL;
  return read_rows(r, mem_row, &m);
}

static int tfmem_write(sl_pmerge_t *pm, sl_error_t *err) {
  tfmem_t *t = pm->st;
  int rc, g = 0;
  if ((rc = tfmem_begin(pm, t, err))) return rc;
  if (t->x.run.steps == 0)
    return sl__err(err, SL_EFORMAT, 0, "no step to report: the inputs hold "
                   "no step stats");
  rc = sl__mem_report_summary(&t->out, &t->x, NULL, &g);
  return rc ? sl__err(err, rc, 0, "cannot write the output: %s",
                      sl_strerror(rc))
            : 0;
}

static void tfmem_free(void *ud) {
  tfmem_t *t = ud;
  if (!t) return;
  if (t->out.jw) sl__json_close(&t->jw);
  sl__memstats_close(&t->x);
  free(t);
}

static const sl_pmerge_ops_t tfmem_ops = {tfmem_add, tfmem_write, tfmem_free};

int sl__tfmem_merge_open(sl_pmerge_t *pm, sl_report_format_t format,
                         size_t top, sl_error_t *err) {
  tfmem_t *t = calloc(1, sizeof *t);
  if (!t) return sl__err(err, SL_ENOMEM, 0, "out of memory");
  sl__memstats_init(&t->x, top);
  t->mo.format = format;
  t->mo.top = top;
  pm->st = t;
  pm->ops = &tfmem_ops;
  return 0;
}

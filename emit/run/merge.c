/* Partial results: their header, and the merge of many into one report
 * (see merge.h and sl_merge_paths() in stepline.h). */
#include "emit/run/merge.h"

#include <stdlib.h>
#include <string.h>

#include "emit/report/stats_report.h"
#include "emit/run/inputs.h"
#include "stream/idmap.h"
#include "stream/io/source.h"

static void head_str(sl_pwrite_t *w, const char *key, const char *v) {
  fprintf(sl__pw_f(w), ",\"%s\":", key);
  sl__pw_str(w, (const uint8_t *)v, strlen(v));
}

int sl__partial_begin(sl_pwrite_t *w, sl_sink_fn sink, void *ud,
                      const sl_partial_head_t *h, sl_error_t *err) {
  FILE *f;
  int rc;
  if (sl__pw_open(w, sink, ud))
    return sl__err(err, SL_ENOMEM, SL_NO_OFFSET, "out of memory");
  f = sl__pw_f(w);
  fprintf(f, "{\"stepline_partial\":%d", SL_PARTIAL_VERSION);
  head_str(w, "command", h->command);
  head_str(w, "kind", h->kind);
  head_str(w, "source", h->source);
  head_str(w, "options", h->options ? h->options : "");
  head_str(w, "file", h->file);
  fprintf(f, ",\"bytes\":%llu,\"ps\":%d,\"groups\":%d}",
          (unsigned long long)sl__path_size(h->file), h->ps, h->groups);
  if ((rc = sl__pw_line(w))) {
    sl__pw_drop(w);
    return sl__err(err, rc, SL_NO_OFFSET, "cannot write the output: %s",
                   sl_strerror(rc));
  }
  return 0;
}

int sl__partial_end(sl_pwrite_t *w, int rc, sl_error_t *err) {
  if (rc) {
    sl__pw_drop(w);
    return rc;
  }
  if ((rc = sl__pw_close(w)))
    return sl__err(err, rc, SL_NO_OFFSET, "cannot write the output: %s",
                   sl_strerror(rc));
  return 0;
}

/* ---- the merge ---------------------------------------------------------------------- */

/* A partial's header, read. */
typedef struct head_s {
  char *command, *kind, *source, *options;
  int64_t ps, groups;
} head_t;

static void head_free(head_t *h) {
  free(h->command);
  free(h->kind);
  free(h->source);
  free(h->options);
  memset(h, 0, sizeof *h);
}

static char *dup_str(sl_str_t s) {
  char *c = malloc(s.n + 1);
  if (c) {
    if (s.n) memcpy(c, s.p, s.n);
    c[s.n] = '\0';
  }
  return c;
}

static int read_head(sl_pread_t *r, head_t *h) {
  sl_str_t c, k, s, o;
  int64_t v;
  int rc = sl__pr_next(r);
  if (rc <= 0) return rc ? rc : sl__pr_fail(r, "expected a header");
  if (sl__pr_int(r, "stepline_partial", &v) || v != SL_PARTIAL_VERSION)
    return sl__pr_fail(r, "expected a header {\"stepline_partial\":%d,...}",
                       SL_PARTIAL_VERSION);
  if (sl__pr_str(r, "command", &c) || sl__pr_str(r, "kind", &k) ||
      sl__pr_str(r, "source", &s) || sl__pr_str(r, "options", &o) ||
      sl__pr_int(r, "ps", &h->ps) || sl__pr_int(r, "groups", &h->groups))
    return SL_EFORMAT;
  h->command = dup_str(c);
  h->kind = dup_str(k);
  h->source = dup_str(s);
  h->options = dup_str(o);
  if (!h->command || !h->kind || !h->source || !h->options)
    return sl__err(r->err, SL_ENOMEM, 0, "out of memory");
  return 0;
}

/* Partials merge when they are of one command, kind, family and options. */
static int same_head(sl_pread_t *r, const head_t *a, const head_t *b,
                     const char *first) {
  if (!strcmp(a->command, b->command) && !strcmp(a->kind, b->kind) &&
      !strcmp(a->source, b->source) && !strcmp(a->options, b->options) &&
      a->ps == b->ps && a->groups == b->groups)
    return 0;
  sl__err(r->err, SL_EUSAGE, 0, "a partial of '%s' (%s, %s, %s) does not "
          "merge with %s's (%s %s, %s, %s)", b->command, b->kind, b->source,
          b->options, first, a->command, a->kind, a->source, a->options);
  if (r->err) r->err->file = r->path;
  return SL_EUSAGE;
}

typedef struct opmerge_s {
  sl_op_rows_t rows;
  sl_idmap_t groups;        /* XSpace: the step ids, each once           */
  uint64_t nsteps;
} opmerge_t;

static int group_id(void *ud, int64_t id) {
  opmerge_t *m = ud;
  if (sl__idmap_get(&m->groups, (uint64_t)id, 0) >= 0) return 0;
  if (sl__idmap_put(&m->groups, (uint64_t)id, 0, 0)) return SL_ENOMEM;
  m->nsteps++;
  return 0;
}

/* One partial's op summary (and step ids) into m. */
static int op_load(opmerge_t *m, sl_pread_t *r, const head_t *h) {
  int64_t n;
  int rc;
  uint64_t steps = m->rows.steps;
  if ((rc = sl__opstats_load(&m->rows, r))) return rc;
  if (!h->groups) return 0;
  /* A step of several hosts counts once: the ids, not their number. */
  m->rows.steps = steps;
  if ((rc = sl__pr_next(r)) <= 0)
    return rc ? rc : sl__pr_fail(r, "expected the step ids");
  if (sl__pr_int(r, "groups", &n) || n < 0) return SL_EFORMAT;
  rc = sl__pr_values(r, (uint64_t)n, group_id, m);
  return rc == SL_ENOMEM ? sl__err(r->err, rc, 0, "out of memory") : rc;
}

/* "by=op;...": the rows' key. */
static int options_by(const char *options, sl_stats_by_t *by) {
  char b[32];
  size_t n;
  if (strncmp(options, "by=", 3)) return SL_EUSAGE;
  n = strcspn(options + 3, ";");
  if (n >= sizeof b) return SL_EUSAGE;
  memcpy(b, options + 3, n);
  b[n] = '\0';
  return sl_stats_by_parse(b, by);
}

static int op_write(opmerge_t *m, const head_t *h,
                    const sl_merge_options_t *mo, sl_sink_fn sink, void *ud,
                    sl_error_t *err) {
  sl_stats_options_t so;
  int rc;
  memset(&so, 0, sizeof so);
  so.by = m->rows.by;
  so.top = mo->top;
  so.format = mo->format;
  if (mo->sort && sl_stats_sort_parse(mo->sort, &so.sort))
    return sl__err(err, SL_EUSAGE, 0, "--sort must be host_total, host_avg, "
                   "device_total, calls, bytes or name");
  if (h->groups) m->rows.steps = m->nsteps;
  rc = sl__opstats_write(&m->rows, (int)h->ps, &so, NULL, NULL, 0, sink, ud);
  return rc ? sl__err(err, rc, 0, "cannot write the output: %s",
                      sl_strerror(rc))
            : 0;
}

/* The value of `key` in a header's options ("reports=...;by=...;"), in
 * buf ("" when absent). */
static const char *opt_value(const char *options, const char *key, char *buf,
                             size_t n) {
  size_t k = strlen(key), v;
  const char *p = options;
  buf[0] = '\0';
  while (p && *p) {
    if (!strncmp(p, key, k) && p[k] == '=') {
      v = strcspn(p + k + 1, ";");
      if (v >= n) v = n - 1;
      memcpy(buf, p + k + 1, v);
      buf[v] = '\0';
      break;
    }
    p = strchr(p, ';');
    if (p) p++;
  }
  return buf;
}

typedef struct merge_s {
  head_t first;
  int ops;                  /* kind op_summary, else summary             */
  opmerge_t om;
  int om_inited;
  sl_evstats_t *es;
  sl_gpu_stats_options_t gso;
  char reports[128], by[32];
  int64_t input0;
} merge_t;

/* The first partial says what the merge is. */
static int merge_open(merge_t *m, sl_pread_t *r, const sl_merge_options_t *mo,
                      sl_error_t *err) {
  const sl_input_format_t *f;
  int rc;
  if (!strcmp(m->first.kind, "op_summary")) {
    sl_stats_by_t by = SL_STATS_BY_OP;
    if (options_by(m->first.options, &by))
      return sl__pr_fail(r, "the options '%s' name no rows (by=)",
                         m->first.options);
    m->ops = 1;
    sl__op_rows_init(&m->om.rows, by);
    m->om_inited = 1;
    return 0;
  }
  if (strcmp(m->first.kind, "summary"))
    return sl__pr_fail(r, "a partial of kind '%s' is not one this version "
                       "merges", m->first.kind);
  if (!(f = sl__input_format_named(m->first.source)))
    return sl__pr_fail(r, "it is of input format '%s', which this program "
                       "does not read", m->first.source);
  opt_value(m->first.options, "reports", m->reports, sizeof m->reports);
  opt_value(m->first.options, "by", m->by, sizeof m->by);
  m->gso.reports = mo->reports ? mo->reports : m->reports;
  m->gso.by = m->by[0] ? m->by : NULL;
  m->gso.sort = mo->sort;
  m->gso.top = mo->top;
  m->gso.format = mo->format;
  if ((rc = sl__evstats_open(&m->es, &m->gso, f, err))) return rc;
  return 0;
}

int sl_merge_paths(const char *const *paths, size_t n,
                   const sl_merge_options_t *mo, sl_sink_fn sink, void *ud,
                   sl_error_t *err) {
  merge_t m;
  head_t h;
  size_t i;
  int rc = 0;
  sl__err_clear(err);
  memset(&m, 0, sizeof m);
  if (n == 0) return sl__err(err, SL_EUSAGE, 0, "no partial result to merge");
  if (mo->format == SL_REPORT_PARTIAL)
    return sl__err(err, SL_EUSAGE, 0, "a merge writes a report: table, csv "
                   "or json");
  sl__idmap_init(&m.om.groups);
  for (i = 0; i < n && rc == 0; i++) {
    sl_pread_t r;
    memset(&h, 0, sizeof h);
    if ((rc = sl__pr_open(&r, paths[i], err))) break;
    rc = read_head(&r, i ? &h : &m.first);
    if (rc == 0 && i == 0) rc = merge_open(&m, &r, mo, err);
    if (rc == 0 && i > 0) rc = same_head(&r, &m.first, &h, paths[0]);
    if (rc == 0)
      rc = m.ops ? op_load(&m.om, &r, &m.first)
                 : sl__evstats_merge(m.es, &r, i, &m.input0);
    /* Nothing may follow the sections but the end line. */
    if (rc == 0 && (rc = sl__pr_next(&r)) > 0)
      rc = sl__pr_fail(&r, "expected the end line");
    if (rc && err && !err->file) err->file = paths[i];
    sl__pr_close(&r);
    head_free(&h);
  }
  if (rc == 0 && m.ops) rc = op_write(&m.om, &m.first, mo, sink, ud, err);
  else if (rc == 0) rc = sl__evstats_write(m.es, m.first.source, sink, ud);
  if (m.om_inited) sl__op_rows_close(&m.om.rows);
  sl__idmap_close(&m.om.groups);
  sl__evstats_free(m.es);
  head_free(&m.first);
  return rc;
}

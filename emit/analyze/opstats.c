/* The op summary: `stepline stats` (see sl_stats_path() in stepline.h),
 * and the same figures of one step for follow's summary line.
 *
 * A visitor of a step's node pass: the device table says which devices
 * are host devices, which GPU-tracer rows count and which are memcpy
 * rows; each node, read straight from the wire, is added to the row its
 * key names.  Rows live in one arena for the whole run (or for one step
 * with per_step, and for a glance): their number is that of distinct ops
 * (names, devices), not of nodes. */
#define _GNU_SOURCE /* memmem, qsort_r */
#include <stdlib.h>
#include <string.h>

#include "emit/analyze/glance.h"
#include "emit/model/label.h"
#include "emit/run/run.h"
#include "emit/write/json.h"
#include "emit/write/report.h"
#include "stream/common.h"

int sl_report_format_parse(const char *s, sl_report_format_t *out) {
  if (strcmp(s, "table") == 0) *out = SL_REPORT_TABLE;
  else if (strcmp(s, "csv") == 0) *out = SL_REPORT_CSV;
  else if (strcmp(s, "json") == 0) *out = SL_REPORT_JSON;
  else return SL_EUSAGE;
  return 0;
}

int sl_stats_by_parse(const char *s, sl_stats_by_t *out) {
  if (strcmp(s, "op") == 0) *out = SL_STATS_BY_OP;
  else if (strcmp(s, "name") == 0) *out = SL_STATS_BY_NAME;
  else if (strcmp(s, "device") == 0) *out = SL_STATS_BY_DEVICE;
  else if (strcmp(s, "op,device") == 0) *out = SL_STATS_BY_OP_DEVICE;
  else return SL_EUSAGE;
  return 0;
}

int sl_stats_sort_parse(const char *s, sl_stats_sort_t *out) {
  static const char *const names[] = {"host_total", "host_avg",
                                      "device_total", "calls", "bytes",
                                      "name"};
  size_t i;
  for (i = 0; i < sizeof names / sizeof names[0]; i++)
    if (strcmp(s, names[i]) == 0) {
      *out = (sl_stats_sort_t)i;
      return 0;
    }
  return SL_EUSAGE;
}

/* ---- rows -------------------------------------------------------------- */

typedef struct row_s {
  uint64_t calls, kernels;
  int64_t host_total, host_min, host_max, device_total, bytes;
  uint32_t split;      /* by op,device: length of the op part of the key */
} row_t;

typedef struct rows_s {
  sl_arena_t arena;
  sl_strmap_t keys;
  row_t *rows;
  size_t cap;
  int64_t host_total, device_total;
  uint64_t steps;
} rows_t;

static int rows_init(rows_t *r) {
  memset(r, 0, sizeof *r);
  sl__arena_init(&r->arena);
  sl__strmap_init(&r->keys, &r->arena);
  return 0;
}

static void rows_close(rows_t *r) {
  sl__arena_close(&r->arena);
  memset(r, 0, sizeof *r);
}

/* ---- one step ------------------------------------------------------------ */

enum { DEV_HOST, DEV_STREAM, DEV_MEMCPY, DEV_SKIP };

typedef struct sdev_s {
  char *name;
  size_t n;
  int kind;
} sdev_t;

typedef struct stats_s {
  const sl_stats_options_t *so;
  sl_sink_fn sink;
  void *ud;
  rows_t rows;
  sdev_t *devs;
  size_t ndev, devcap;
  uint8_t *key;
  size_t keycap;
  int blocks;          /* blocks written so far */
  int64_t t_min, t_max; /* the span of the ops seen (glance)      */
  int has_span;
  int no_bytes;        /* output bytes are not wanted (glance)      */
} stats_t;

/* Device d's entry, grown into and emptied.  Returns 0 or SL_ENOMEM. */
static int dev_slot(stats_t *x, uint32_t d) {
  if ((size_t)d >= x->devcap) {
    size_t cap = x->devcap;
    sdev_t *nd;
    if (sl__grow_cap(&cap, (size_t)d + 1, sizeof *nd) != 0 ||
        !(nd = realloc(x->devs, cap * sizeof *nd)))
      return SL_ENOMEM;
    x->devs = nd;
    x->devcap = cap;
  }
  memset(&x->devs[d], 0, sizeof x->devs[d]);
  x->ndev = (size_t)d + 1;
  return 0;
}

/* Device d's name, copied (a later one replaces it).  0 or SL_ENOMEM. */
static int dev_name(stats_t *x, uint32_t d, const uint8_t *p, size_t n) {
  char *c = malloc(n + 1);
  if (!c) return SL_ENOMEM;
  if (n) memcpy(c, p, n);
  c[n] = '\0';
  free(x->devs[d].name);
  x->devs[d].name = c;
  x->devs[d].n = n;
  return 0;
}

/* The GPU a tracer row belongs to: its name up to "/stream:" or
 * "/memcpy". */
static size_t gpu_of(const sdev_t *d) {
  const char *s = memmem(d->name, d->n, "/stream:", 8);
  if (!s) s = memmem(d->name, d->n, "/memcpy", 7);
  return s ? (size_t)(s - d->name) : d->n;
}

static int same_gpu(const sdev_t *a, const sdev_t *b) {
  size_t ga = gpu_of(a), gb = gpu_of(b);
  return ga == gb && memcmp(a->name, b->name, ga) == 0;
}

/* Which devices count, and as what: host devices for host time; for each
 * GPU its /stream:all, or its streams when it has none; memcpy rows.  The
 * step's device table gives the names and what --devices hides. */
static int classify(stats_t *x, const sl_step_t *s, sl_error_t *err) {
  size_t i, j;
  for (i = 0; i < x->ndev; i++) free(x->devs[i].name);
  x->ndev = 0;
  for (i = 0; i < s->ndev; i++) {
    sl_str_t nm = s->devs[i].name;
    sdev_t *d;
    if (dev_slot(x, (uint32_t)i) != 0 ||
        dev_name(x, (uint32_t)i, nm.p, nm.n) != 0)
      return sl__err(err, SL_ENOMEM, 0, "out of memory");
    d = &x->devs[i];
    if (s->devs[i].hidden) d->kind = DEV_SKIP;
    else if (sl__str_contains(nm, "/memcpy")) d->kind = DEV_MEMCPY;
    else if (sl__str_contains(nm, "/stream:")) d->kind = DEV_STREAM;
    else d->kind = DEV_HOST;
  }
  for (i = 0; i < x->ndev; i++) {
    sdev_t *d = &x->devs[i];
    if (d->kind != DEV_STREAM ||
        sl__str_contains(sl__str(d->name, d->n), "/stream:all"))
      continue;
    for (j = 0; j < x->ndev; j++)
      if (x->devs[j].kind == DEV_STREAM && same_gpu(d, &x->devs[j]) &&
          sl__str_contains(sl__str(x->devs[j].name, x->devs[j].n),
                           "/stream:all"))
        d->kind = DEV_SKIP;
  }
  return 0;
}

/* Does the GPU of stream device d have a memcpy device? */
static int has_memcpy(const stats_t *x, const sdev_t *d) {
  size_t j;
  for (j = 0; j < x->ndev; j++)
    if (x->devs[j].kind == DEV_MEMCPY && same_gpu(d, &x->devs[j])) return 1;
  return 0;
}

static int want(void *ud, uint32_t d) {
  stats_t *x = ud;
  return d < x->ndev && x->devs[d].kind != DEV_SKIP;
}

/* The row named by (a, b): b is the device for op,device. */
static row_t *row_for(stats_t *x, sl_str_t a, sl_str_t b) {
  size_t need = a.n + b.n;
  int64_t k;
  int added;
  row_t *r;
  if (need > x->keycap) {
    size_t cap = x->keycap;
    uint8_t *nk;
    if (sl__grow_cap(&cap, need, 1) != 0 || !(nk = realloc(x->key, cap)))
      return NULL;
    x->key = nk;
    x->keycap = cap;
  }
  /* For op,device the op's length goes first, so that no two pairs make
   * the same key. */
  if (x->so->by == SL_STATS_BY_OP_DEVICE) {
    uint32_t an = (uint32_t)a.n;
    uint8_t *nk;
    if (need > SIZE_MAX - 4 || !(nk = realloc(x->key, need + 4))) return NULL;
    x->key = nk;
    x->keycap = need + 4;
    memcpy(x->key, &an, 4);
    if (a.n) memcpy(x->key + 4, a.p, a.n);
    if (b.n) memcpy(x->key + 4 + a.n, b.p, b.n);
    need += 4;
  } else if (a.n) {
    memcpy(x->key, a.p, a.n);
  }
  k = sl__strmap_put(&x->rows.keys, x->key, need, &added);
  if (k < 0) return NULL;
  if (added) {
    size_t cap = x->rows.cap;
    if ((size_t)k >= cap) {
      row_t *nr;
      if (sl__grow_cap(&cap, (size_t)k + 1, sizeof *nr) != 0 ||
          !(nr = sl__arena_realloc(&x->rows.arena, x->rows.rows,
                                   cap * sizeof *nr)))
        return NULL;
      x->rows.rows = nr;
      x->rows.cap = cap;
    }
    r = &x->rows.rows[k];
    memset(r, 0, sizeof *r);
    r->split = (uint32_t)a.n;
  }
  return &x->rows.rows[k];
}

/* Adds one node (its fields in f) to its row.  Returns 0, SL_ENOMEM, or
 * SL_EFORMAT for broken outputs. */
static int tally(stats_t *x, uint32_t d, const sl_node_fields_t *f,
                 const sl_node_label_t *lab, const uint8_t *p) {
  const sdev_t *dev = &x->devs[d];
  sl_str_t name, op, key, devname = sl__str(dev->name, dev->n), nn, in;
  row_t *r;
  int64_t dur = f->all_end_rel_micros;
  if (dev->kind == DEV_SKIP) return 0;
  if (!x->has_span || f->all_start_micros < x->t_min)
    x->t_min = f->all_start_micros;
  if (!x->has_span || f->all_start_micros + dur > x->t_max)
    x->t_max = f->all_start_micros + dur;
  x->has_span = 1;
  if (lab && lab->kernel == (dev->kind != DEV_HOST)) {
    /* The conversion's pass read the label the same way. */
    name = lab->name;
    op = lab->op;
  } else if (dev->kind == DEV_HOST) {
    name = f->node_name;
    if (SL_STR_EQ(f->node_name, "RecvTensor")) op = sl__str("RecvTensor", 10);
    else if (!sl__op_label(f->timeline_label, &nn, &op, &in))
      op = sl__str("unknown", 7);
  } else {
    sl__kernel_label(f->timeline_label, f->node_name, &name, &op);
  }
  /* A memcpy record on a stream is counted by the GPU's memcpy row. */
  if (dev->kind == DEV_STREAM && op.n >= 6 && memcmp(op.p, "MEMCPY", 6) == 0 &&
      has_memcpy(x, dev))
    return 0;
  switch (x->so->by) {
  case SL_STATS_BY_NAME: key = name; break;
  case SL_STATS_BY_DEVICE: key = devname; break;
  default: key = op; break;
  }
  r = row_for(x, key, x->so->by == SL_STATS_BY_OP_DEVICE ? devname
                                                        : sl__str("", 0));
  if (!r) return SL_ENOMEM;
  if (dev->kind == DEV_HOST) {
    sl_outputs_t it;
    int64_t bytes;
    sl_str_t alloc;
    int more = 0;
    if (r->calls == 0 || dur < r->host_min) r->host_min = dur;
    if (r->calls == 0 || dur > r->host_max) r->host_max = dur;
    r->calls++;
    r->host_total += dur;
    x->rows.host_total += dur;
    if (!x->no_bytes) {
      sl__outputs_init(&it, p + f->out_from, f->out_to - f->out_from);
      while ((more = sl__outputs_next(&it, &bytes, &alloc)) > 0)
        r->bytes += bytes;
    }
    if (more < 0) return SL_EFORMAT;
  } else {
    r->kernels++;
    r->device_total += dur;
    x->rows.device_total += dur;
  }
  return 0;
}

/* The message for a failed tally. */
static int tally_err(sl_error_t *err, int rc, uint32_t d, uint32_t node,
                     uint64_t off) {
  if (rc == SL_ENOMEM) return sl__err(err, rc, off, "out of memory");
  sl__err(err, SL_EFORMAT, off,
          "expected well-formed outputs in the NodeExecStats that starts "
          "here");
  if (err) {
    err->device = d;
    err->node = node;
  }
  return SL_EFORMAT;
}

/* The visitor of the report's own pass: the device table, then each
 * node of a device that counts. */
static int stats_begin(void *ud, sl_walk_t *w) {
  stats_t *x = ud;
  int rc = classify(x, w->s, w->err);
  w->want_dev = want;
  w->want_ud = x;
  return rc;
}

static int stats_node(void *ud, sl_walk_t *w, sl_node_t *nd) {
  stats_t *x = ud;
  int rc = tally(x, nd->dev, &nd->f, nd->lab.kernel >= 0 ? &nd->lab : NULL,
                 nd->p);
  return rc ? tally_err(w->err, rc, nd->dev, nd->index, nd->off) : 0;
}

static int stats_end(void *ud, sl_walk_t *w, int rc) {
  (void)ud;
  w->want_dev = NULL;
  w->want_ud = NULL;
  return rc;
}

/* ---- output --------------------------------------------------------------- */

static int64_t sort_value(const row_t *r, sl_stats_sort_t by) {
  switch (by) {
  case SL_STATS_SORT_HOST_AVG:
    return r->calls ? r->host_total * 1000 / (int64_t)r->calls : 0;
  case SL_STATS_SORT_DEVICE_TOTAL: return r->device_total;
  case SL_STATS_SORT_CALLS: return (int64_t)(r->calls + r->kernels);
  case SL_STATS_SORT_BYTES: return r->bytes;
  default: return r->host_total;
  }
}

static int cmp_rows(const void *pa, const void *pb, void *ud) {
  const stats_t *x = ud;
  uint32_t a = *(const uint32_t *)pa, b = *(const uint32_t *)pb;
  const row_t *ra = &x->rows.rows[a], *rb = &x->rows.rows[b];
  sl_str_t ka = x->rows.keys.keys[a], kb = x->rows.keys.keys[b];
  if (x->so->sort != SL_STATS_SORT_NAME) {
    int64_t va = sort_value(ra, x->so->sort), vb = sort_value(rb, x->so->sort);
    if (va != vb) return va > vb ? -1 : 1;
    /* Equal figures: by host time, then by name, so the order is fixed. */
    if (ra->host_total != rb->host_total)
      return ra->host_total > rb->host_total ? -1 : 1;
  }
  {
    size_t m = ka.n < kb.n ? ka.n : kb.n;
    int c = m ? memcmp(ka.p, kb.p, m) : 0;
    if (c) return c;
    return ka.n < kb.n ? -1 : ka.n > kb.n;
  }
}

/* The key's parts: the name, and the device for op,device. */
static void key_parts(const stats_t *x, uint32_t i, sl_str_t *name,
                      sl_str_t *device) {
  sl_str_t k = x->rows.keys.keys[i];
  const row_t *r = &x->rows.rows[i];
  if (x->so->by == SL_STATS_BY_OP_DEVICE) {
    *name = sl__str(k.p + 4, r->split);
    *device = sl__str(k.p + 4 + r->split, k.n - 4 - r->split);
  } else {
    *name = k;
    *device = sl__str("", 0);
  }
}

static double avg(const row_t *r) {
  return r->calls ? (double)r->host_total / (double)r->calls : 0;
}

static void write_table(stats_t *x, FILE *f, const uint32_t *order,
                        size_t shown, const sl_step_info_t *step) {
  static const char *const by_name[] = {"op", "name", "device", "op"};
  size_t i, nrows = x->rows.keys.n;
  int dev_col = x->so->by == SL_STATS_BY_OP_DEVICE;
  char a[32], b[48], c[32], d[32], e[32], g[32];
  if (step) {
    fprintf(f, "step %lld", (long long)step->index);
    if (step->has_meta)
      fprintf(f, " (step %lld, tag %.*s)", (long long)step->step,
              (int)step->tag_len, step->tag);
    fputc('\n', f);
  } else {
    fprintf(f, "%llu step%s\n", (unsigned long long)x->rows.steps,
            x->rows.steps == 1 ? "" : "s");
  }
  fprintf(f, "%-40s %s%8s %11s %10s %10s %10s %6s %12s %8s %11s\n",
          by_name[x->so->by], dev_col ? "device                         " : "",
          "calls", "host total", "host avg", "host min", "host max", "host%",
          "device total", "kernels", "out bytes");
  for (i = 0; i < shown; i++) {
    const row_t *r = &x->rows.rows[order[i]];
    sl_str_t nm, dv;
    char name[48], dname[40];
    key_parts(x, order[i], &nm, &dv);
    sl__table_name(name, sizeof name, nm.p, nm.n, 40);
    sl__human_us(a, sizeof a, (double)r->host_total);
    sl__human_us(b, sizeof b, avg(r));
    sl__human_us(c, sizeof c, (double)r->host_min);
    sl__human_us(d, sizeof d, (double)r->host_max);
    sl__human_us(e, sizeof e, (double)r->device_total);
    sl_human_bytes(g, sizeof g, (double)r->bytes);
    fprintf(f, "%-40s ", name);
    if (dev_col) {
      sl__table_name(dname, sizeof dname, dv.p, dv.n, 30);
      fprintf(f, "%-30s ", dname);
    }
    if (r->calls)
      fprintf(f, "%8llu %11s %10s %10s %10s %5.1f%%",
              (unsigned long long)r->calls, a, b, c, d,
              x->rows.host_total ? 100.0 * (double)r->host_total /
                                       (double)x->rows.host_total
                                 : 0.0);
    else
      fprintf(f, "%8s %11s %10s %10s %10s %6s", "-", "-", "-", "-", "-", "-");
    if (r->kernels)
      fprintf(f, " %12s %8llu", e, (unsigned long long)r->kernels);
    else
      fprintf(f, " %12s %8s", "-", "-");
    fprintf(f, " %11s\n", r->calls ? g : "-");
  }
  {
    uint64_t calls = 0, kernels = 0;
    int64_t bytes = 0;
    for (i = 0; i < nrows; i++) {
      calls += x->rows.rows[i].calls;
      kernels += x->rows.rows[i].kernels;
      bytes += x->rows.rows[i].bytes;
    }
    sl__human_us(a, sizeof a, (double)x->rows.host_total);
    sl__human_us(e, sizeof e, (double)x->rows.device_total);
    sl_human_bytes(g, sizeof g, (double)bytes);
    if (shown < nrows)
      snprintf(b, sizeof b, "total (%zu rows)", nrows);
    else
      snprintf(b, sizeof b, "total");
    fprintf(f, "%-40s %s%8llu %11s %10s %10s %10s %6s %12s %8llu %11s\n", b,
            dev_col ? "                               " : "",
            (unsigned long long)calls, a, "", "", "", "100%", e,
            (unsigned long long)kernels, g);
  }
}

static void write_csv(stats_t *x, FILE *f, const uint32_t *order,
                      size_t shown, const sl_step_info_t *step) {
  size_t i;
  int dev_col = x->so->by == SL_STATS_BY_OP_DEVICE;
  if (x->blocks == 0)
    fprintf(f, "%sname%s,calls,host_total_us,host_avg_us,host_min_us,"
               "host_max_us,device_total_us,kernels,output_bytes\n",
            x->so->per_step ? "step," : "", dev_col ? ",device" : "");
  for (i = 0; i < shown; i++) {
    const row_t *r = &x->rows.rows[order[i]];
    sl_str_t nm, dv;
    key_parts(x, order[i], &nm, &dv);
    if (x->so->per_step) fprintf(f, "%lld,", (long long)step->index);
    sl__csv_field(f, nm.p, nm.n);
    if (dev_col) {
      fputc(',', f);
      sl__csv_field(f, dv.p, dv.n);
    }
    fprintf(f, ",%llu,%lld,%.3f,%lld,%lld,%lld,%llu,%lld\n",
            (unsigned long long)r->calls, (long long)r->host_total, avg(r),
            (long long)r->host_min, (long long)r->host_max,
            (long long)r->device_total, (unsigned long long)r->kernels,
            (long long)r->bytes);
  }
}

static int write_json(stats_t *x, const uint32_t *order, size_t shown,
                      const sl_step_info_t *step) {
  sl_json_t w;
  size_t i;
  int rc;
  if (sl__json_init(&w, 0, 0, x->sink, x->ud) != 0) return SL_ENOMEM;
  sl__json_obj_begin(&w);
  if (step) {
    SL_JSON_KEY(&w, "index");
    sl__json_int(&w, step->index);
    SL_JSON_KEY(&w, "step");
    sl__json_int(&w, step->step);
  }
  SL_JSON_KEY(&w, "steps");
  sl__json_uint(&w, x->rows.steps);
  SL_JSON_KEY(&w, "rows");
  sl__json_arr_begin(&w);
  for (i = 0; i < shown; i++) {
    const row_t *r = &x->rows.rows[order[i]];
    sl_str_t nm, dv;
    key_parts(x, order[i], &nm, &dv);
    sl__json_obj_begin(&w);
    SL_JSON_KEY(&w, "name");
    sl__json_str(&w, nm.p, nm.n);
    if (x->so->by == SL_STATS_BY_OP_DEVICE) {
      SL_JSON_KEY(&w, "device");
      sl__json_str(&w, dv.p, dv.n);
    }
    SL_JSON_KEY(&w, "calls");
    sl__json_uint(&w, r->calls);
    SL_JSON_KEY(&w, "host_total_us");
    sl__json_int(&w, r->host_total);
    SL_JSON_KEY(&w, "host_avg_us");
    sl__json_double(&w, avg(r), 3);
    SL_JSON_KEY(&w, "host_min_us");
    sl__json_int(&w, r->host_min);
    SL_JSON_KEY(&w, "host_max_us");
    sl__json_int(&w, r->host_max);
    SL_JSON_KEY(&w, "device_total_us");
    sl__json_int(&w, r->device_total);
    SL_JSON_KEY(&w, "kernels");
    sl__json_uint(&w, r->kernels);
    SL_JSON_KEY(&w, "output_bytes");
    sl__json_int(&w, r->bytes);
    sl__json_obj_end(&w);
  }
  sl__json_arr_end(&w);
  SL_JSON_KEY(&w, "host_total_us");
  sl__json_int(&w, x->rows.host_total);
  SL_JSON_KEY(&w, "device_total_us");
  sl__json_int(&w, x->rows.device_total);
  sl__json_obj_end(&w);
  sl__json_raw(&w, "\n", 1);
  rc = sl__json_flush(&w);
  sl__json_close(&w);
  return rc;
}

/* Writes the rows gathered so far (one step's, or the run's). */
static int write_rows(stats_t *x, const sl_step_info_t *step) {
  size_t n = x->rows.keys.n, i, shown;
  uint32_t *order = malloc((n + 1) * sizeof *order);
  sl_block_t b;
  int rc = 0;
  if (!order) return SL_ENOMEM;
  for (i = 0; i < n; i++) order[i] = (uint32_t)i;
  qsort_r(order, n, sizeof *order, cmp_rows, x);
  shown = x->so->top && x->so->top < n ? x->so->top : n;
  if (x->so->format == SL_REPORT_JSON) {
    rc = write_json(x, order, shown, step);
  } else if (sl__block_open(&b) != 0) {
    rc = SL_ENOMEM;
  } else {
    if (x->so->format == SL_REPORT_CSV) {
      write_csv(x, b.f, order, shown, step);
    } else {
      if (x->blocks > 0) fputc('\n', b.f);
      write_table(x, b.f, order, shown, step);
    }
    rc = sl__block_flush(&b, x->sink, x->ud);
  }
  x->blocks++;
  free(order);
  return rc;
}

static int stats_step(void *ud, sl_step_ctx_t *st) {
  stats_t *x = ud;
  sl_visitor_t v = {x, stats_begin, stats_node, stats_end};
  int rc;
  if (x->so->per_step) {
    rows_close(&x->rows);
    rows_init(&x->rows);
  }
  rc = sl__ctx_walk(st, &v, 1);
  if (rc) return rc;
  x->rows.steps++;
  if (x->so->per_step) {
    rc = write_rows(x, &st->info);
    if (rc) return sl__err(st->err, rc, 0, "cannot write the output: %s",
                           sl_strerror(rc));
  }
  return 0;
}

static void stats_close(stats_t *x) {
  size_t i;
  for (i = 0; i < x->ndev; i++) free(x->devs[i].name);
  free(x->devs);
  free(x->key);
  rows_close(&x->rows);
}

int sl_stats_path(const char *path, const sl_options_t *opt,
                  const sl_stats_options_t *so, sl_sink_fn sink, void *ud,
                  sl_error_t *err) {
  stats_t x;
  int rc;
  memset(&x, 0, sizeof x);
  x.so = so;
  x.sink = sink;
  x.ud = ud;
  rows_init(&x.rows);
  rc = sl__visit_steps(path, opt, stats_step, &x, err);
  if (rc == 0 && !so->per_step) {
    rc = write_rows(&x, NULL);
    if (rc) sl__err(err, rc, 0, "cannot write the output: %s",
                    sl_strerror(rc));
  }
  stats_close(&x);
  return rc;
}

/* ---- one step at a glance (follow --summary) ------------------------------ */

/* The op figures of one step, gathered by a tap on its conversion: the
 * rows live in an arena made when the pass starts and freed when it
 * ends, on the pass's thread; what is kept is the plain result. */
struct sl_stats_glance_s {
  stats_t x;
  sl_stats_options_t so;
  sl_step_glance_t g;
  int ok;              /* g holds the last pass's figures */
};

int sl__stats_glance_new(sl_stats_glance_t **out) {
  sl_stats_glance_t *sg = calloc(1, sizeof *sg);
  *out = sg;
  if (!sg) return SL_ENOMEM;
  sg->so.by = SL_STATS_BY_OP;
  sg->x.so = &sg->so;
  sg->x.no_bytes = 1;
  return 0;
}

/* The rows live from the pass's start to its end, on the pass's thread;
 * what is kept is the plain result. */
static int glance_begin(void *ud, sl_walk_t *w) {
  sl_stats_glance_t *sg = ud;
  stats_t *x = &sg->x;
  int rc;
  sg->ok = 0;
  x->has_span = 0;
  rc = classify(x, w->s, w->err);
  if (rc == 0) rows_init(&x->rows);
  return rc;
}

static int glance_node(void *ud, sl_walk_t *w, sl_node_t *nd) {
  return stats_node(&((sl_stats_glance_t *)ud)->x, w, nd);
}

static int glance_end(void *ud, sl_walk_t *w, int rc) {
  sl_stats_glance_t *sg = ud;
  stats_t *x = &sg->x;
  sl_step_glance_t *g = &sg->g;
  size_t i;
  (void)w;
  memset(g, 0, sizeof *g);
  if (rc == 0) {
    int64_t best = -1;
    int by_host = x->rows.host_total > 0;
    for (i = 0; i < x->rows.keys.n; i++) {
      const row_t *r = &x->rows.rows[i];
      int64_t v = by_host ? r->host_total : r->device_total;
      g->ops += r->calls;
      g->kernels += r->kernels;
      if (v > best) {
        sl_str_t k = x->rows.keys.keys[i];
        best = v;
        g->top_n = k.n < sizeof g->top - 1 ? k.n : sizeof g->top - 1;
        memcpy(g->top, k.p, g->top_n);
        g->top[g->top_n] = '\0';
        g->top_us = v;
      }
    }
    g->host_us = x->rows.host_total;
    g->device_us = x->rows.device_total;
    g->has_span = x->has_span;
    g->t_min = x->t_min;
    g->t_max = x->t_max;
    sg->ok = 1;
  }
  rows_close(&x->rows);
  return 0;
}

sl_visitor_t sl__stats_glance_visitor(sl_stats_glance_t *sg) {
  sl_visitor_t v = {sg, glance_begin, glance_node, glance_end};
  sg->ok = 0;  /* no figures until this step's pass has run */
  return v;
}

int sl__stats_glance_get(const sl_stats_glance_t *sg, sl_step_glance_t *g) {
  if (!sg->ok) return SL_EUSAGE;
  *g = sg->g;
  return 0;
}

void sl__stats_glance_free(sl_stats_glance_t *sg) {
  if (!sg) return;
  stats_close(&sg->x);
  free(sg);
}

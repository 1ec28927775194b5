/* `stepline stats` written out: the op summary's rows (emit/analyze/
 * opstats.h) sorted as asked, as a table, CSV or one JSON document per
 * block.  Step logs' rows are in µs with output bytes; profiles' in ps
 * with self time. */
#define _GNU_SOURCE /* qsort_r */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit/write/digits.h"
#include "emit/write/report.h"
#include "emit/report/stats_report.h"

typedef struct order_s {
  const sl_op_rows_t *r;
  sl_stats_sort_t sort;
  int64_t avg_scale;   /* host_avg sorts as total * this / calls      */
} order_t;

static int64_t sort_value(const sl_op_row_t *r, const order_t *o) {
  switch (o->sort) {
  case SL_STATS_SORT_HOST_AVG:
    return r->calls ? r->host_total * o->avg_scale / (int64_t)r->calls : 0;
  case SL_STATS_SORT_DEVICE_TOTAL: return r->device_total;
  case SL_STATS_SORT_CALLS: return (int64_t)(r->calls + r->kernels);
  case SL_STATS_SORT_BYTES: return r->bytes;
  default: return r->host_total;
  }
}

static int cmp_rows(const void *pa, const void *pb, void *ud) {
  const order_t *o = ud;
  uint32_t a = *(const uint32_t *)pa, b = *(const uint32_t *)pb;
  const sl_op_row_t *ra = &o->r->rows[a], *rb = &o->r->rows[b];
  sl_str_t na, da, nb, db;
  int c;
  if (o->sort != SL_STATS_SORT_NAME) {
    int64_t va = sort_value(ra, o), vb = sort_value(rb, o);
    if (va != vb) return va > vb ? -1 : 1;
    /* Equal figures: by host time, then by name, so the order is fixed. */
    if (ra->host_total != rb->host_total)
      return ra->host_total > rb->host_total ? -1 : 1;
  }
  sl__op_key(o->r, a, &na, &da);
  sl__op_key(o->r, b, &nb, &db);
  if ((c = sl__str_cmp(na, nb)) || (c = sl__str_cmp(da, db))) return c;
  /* By input: the inputs in the order they were read. */
  return ra->input < rb->input ? -1 : ra->input > rb->input;
}

static double avg(const sl_op_row_t *r) {
  return r->calls ? (double)r->host_total / (double)r->calls : 0;
}

/* A row's times, in the order of a profile's columns (ps; avg rounded
 * down; min, max and avg 0 without host calls). */
enum { NTIMES = 6 };
static const char *const time_cols[NTIMES] = {
    "host_total", "host_self", "host_avg", "host_min", "host_max",
    "device_total"};

static void row_times(const sl_op_row_t *r, int64_t t[NTIMES]) {
  t[0] = r->host_total;
  t[1] = r->host_self;
  t[2] = r->calls ? r->host_total / (int64_t)r->calls : 0;
  t[3] = r->calls ? r->host_min : 0;
  t[4] = r->calls ? r->host_max : 0;
  t[5] = r->device_total;
}

/* A time in a table's human units: µs for step logs, ps for profiles. */
static void human(char *buf, size_t n, int64_t v, int ps) {
  sl__human_us(buf, n, ps ? (double)v / 1e6 : (double)v);
}

static void write_table(const sl_op_rows_t *x, FILE *f, const uint32_t *order,
                        size_t shown, const sl_step_info_t *step,
                        const char *input, int ps) {
  static const char *const by_name[] = {"op", "name", "device", "op"};
  size_t i, nrows = x->keys.n;
  int dev_col = x->by == SL_STATS_BY_OP_DEVICE, in_col = x->inkey.on;
  char a[32], b[48], e[32], g[32], h[NTIMES][32];
  int64_t t[NTIMES];
  int k;
  if (step) {
    if (input) fprintf(f, "%s: ", input);
    fprintf(f, "step %lld", (long long)step->index);
    if (step->has_meta)
      fprintf(f, " (step %lld, tag %.*s)", (long long)step->step,
              (int)step->tag_len, step->tag);
    fputc('\n', f);
  } else {
    fprintf(f, "%llu step%s\n", (unsigned long long)x->steps,
            x->steps == 1 ? "" : "s");
  }
  fprintf(f, "%-40s %s%s%8s %11s%s %10s %10s %10s %6s %12s %8s%s\n",
          by_name[x->by], dev_col ? "device                         " : "",
          in_col ? "input                          " : "",
          "calls", "host total", ps ? "   host self" : "", "host avg",
          "host min", "host max", "host%", "device total", "kernels",
          ps ? "" : "   out bytes");
  for (i = 0; i < shown; i++) {
    const sl_op_row_t *r = &x->rows[order[i]];
    double pct = x->host_total ? 100.0 * (double)r->host_total /
                                     (double)x->host_total
                               : 0.0;
    sl_str_t nm, dv;
    char name[48], dname[40];
    sl__op_key(x, order[i], &nm, &dv);
    sl__table_name(name, sizeof name, nm.p, nm.n, 40);
    fprintf(f, "%-40s ", name);
    if (dev_col) {
      sl__table_name(dname, sizeof dname, dv.p, dv.n, 30);
      fprintf(f, "%-30s ", dname);
    }
    if (in_col) {
      sl_str_t in = sl__op_input(x, order[i]);
      sl__table_tail(dname, sizeof dname, in.p, in.n, 30);
      fprintf(f, "%-30s ", dname);
    }
    row_times(r, t);
    for (k = 0; k < NTIMES; k++) human(h[k], sizeof h[k], t[k], ps);
    if (!ps) sl__human_us(h[2], sizeof h[2], avg(r));
    if (ps) {
      /* A profile's rows have every figure. */
      fprintf(f, "%8llu %11s %11s %10s %10s %10s %5.1f%% %12s %8llu\n",
              (unsigned long long)r->calls, h[0], h[1], h[2], h[3], h[4], pct,
              h[5], (unsigned long long)r->kernels);
      continue;
    }
    if (r->calls)
      fprintf(f, "%8llu %11s %10s %10s %10s %5.1f%%",
              (unsigned long long)r->calls, h[0], h[2], h[3], h[4], pct);
    else
      fprintf(f, "%8s %11s %10s %10s %10s %6s", "-", "-", "-", "-", "-", "-");
    if (r->kernels)
      fprintf(f, " %12s %8llu", h[5], (unsigned long long)r->kernels);
    else
      fprintf(f, " %12s %8s", "-", "-");
    sl_human_bytes(g, sizeof g, (double)r->bytes);
    fprintf(f, " %11s\n", r->calls ? g : "-");
  }
  if (ps) {
    if (shown < nrows) fprintf(f, "(%zu more rows)\n", nrows - shown);
    return;
  }
  {
    uint64_t calls = 0, kernels = 0;
    int64_t bytes = 0;
    for (i = 0; i < nrows; i++) {
      calls += x->rows[i].calls;
      kernels += x->rows[i].kernels;
      bytes += x->rows[i].bytes;
    }
    sl__human_us(a, sizeof a, (double)x->host_total);
    sl__human_us(e, sizeof e, (double)x->device_total);
    sl_human_bytes(g, sizeof g, (double)bytes);
    if (shown < nrows)
      snprintf(b, sizeof b, "total (%zu rows)", nrows);
    else
      snprintf(b, sizeof b, "total");
    fprintf(f, "%-40s %s%s%8llu %11s %10s %10s %10s %6s %12s %8llu %11s\n",
            b, dev_col ? "                               " : "",
            in_col ? "                               " : "",
            (unsigned long long)calls, a, "", "", "", "100%", e,
            (unsigned long long)kernels, g);
  }
}

/* A time value of CSV or JSON: µs as an integer, ps as exact µs. */
static void time_value(FILE *f, int64_t v, int ps) {
  if (ps) sl__json_fus(f, 0, v);
  else fprintf(f, "%lld", (long long)v);
}

/* The row's figures after its name: CSV and JSON share the order. */
static void row_values(FILE *f, const sl_op_row_t *r, int ps, int json) {
  int64_t t[NTIMES];
  int k;
  if (!ps) {
    fprintf(f,
            json ? ",\"calls\":%llu,\"host_total_us\":%lld,\"host_avg_us\":"
                   "%.3f,\"host_min_us\":%lld,\"host_max_us\":%lld,"
                   "\"device_total_us\":%lld,\"kernels\":%llu,"
                   "\"output_bytes\":%lld}"
                 : ",%llu,%lld,%.3f,%lld,%lld,%lld,%llu,%lld\n",
            (unsigned long long)r->calls, (long long)r->host_total, avg(r),
            (long long)r->host_min, (long long)r->host_max,
            (long long)r->device_total, (unsigned long long)r->kernels,
            (long long)r->bytes);
    return;
  }
  fprintf(f, json ? ",\"calls\":%llu" : ",%llu", (unsigned long long)r->calls);
  row_times(r, t);
  for (k = 0; k < NTIMES; k++) {
    if (json) fprintf(f, ",\"%s_us\":", time_cols[k]);
    else fputc(',', f);
    time_value(f, t[k], 1);
  }
  fprintf(f, json ? ",\"kernels\":%llu}" : ",%llu\n",
          (unsigned long long)r->kernels);
}

static void write_csv(const sl_op_rows_t *x, const sl_stats_options_t *so,
                      int block, FILE *f, const uint32_t *order,
                      size_t shown, const sl_step_info_t *step,
                      const char *input, int ps) {
  size_t i;
  int k, dev_col = x->by == SL_STATS_BY_OP_DEVICE;
  const char *in_col = x->inkey.on ? ",input" : "";
  if (block == 0 && ps) {
    fprintf(f, "name%s%s,calls", dev_col ? ",device" : "", in_col);
    for (k = 0; k < NTIMES; k++) fprintf(f, ",%s_us", time_cols[k]);
    fputs(",kernels\n", f);
  } else if (block == 0) {
    fprintf(f, "%s%sname%s%s,calls,host_total_us,host_avg_us,host_min_us,"
               "host_max_us,device_total_us,kernels,output_bytes\n",
            so->per_step && input ? "input," : "",
            so->per_step ? "step," : "", dev_col ? ",device" : "", in_col);
  }
  for (i = 0; i < shown; i++) {
    sl_str_t nm, dv;
    sl__op_key(x, order[i], &nm, &dv);
    if (so->per_step && input) {
      sl__csv_field(f, (const uint8_t *)input, strlen(input));
      fputc(',', f);
    }
    if (so->per_step) fprintf(f, "%lld,", (long long)step->index);
    sl__csv_field(f, nm.p, nm.n);
    if (dev_col) {
      fputc(',', f);
      sl__csv_field(f, dv.p, dv.n);
    }
    if (x->inkey.on) {
      sl_str_t in = sl__op_input(x, order[i]);
      fputc(',', f);
      sl__csv_field(f, in.p, in.n);
    }
    row_values(f, &x->rows[order[i]], ps, 0);
  }
}

static void write_json(const sl_op_rows_t *x, FILE *f, const uint32_t *order,
                       size_t shown, const sl_step_info_t *step,
                       const char *input, int ps) {
  int64_t self = 0;
  size_t i;
  fputc('{', f);
  if (step && input) {
    fputs("\"input\":", f);
    sl__json_fstr(f, (const uint8_t *)input, strlen(input));
    fputc(',', f);
  }
  if (step)
    fprintf(f, "\"index\":%lld,\"step\":%lld,", (long long)step->index,
            (long long)step->step);
  fprintf(f, "\"steps\":%llu,\"rows\":[", (unsigned long long)x->steps);
  for (i = 0; i < shown; i++) {
    sl_str_t nm, dv;
    sl__op_key(x, order[i], &nm, &dv);
    fputs(i ? ",{\"name\":" : "{\"name\":", f);
    sl__json_fstr(f, nm.p, nm.n);
    if (x->by == SL_STATS_BY_OP_DEVICE) {
      fputs(",\"device\":", f);
      sl__json_fstr(f, dv.p, dv.n);
    }
    if (x->inkey.on) {
      sl_str_t in = sl__op_input(x, order[i]);
      fputs(",\"input\":", f);
      sl__json_fstr(f, in.p, in.n);
    }
    row_values(f, &x->rows[order[i]], ps, 1);
  }
  fputs("],\"host_total_us\":", f);
  time_value(f, x->host_total, ps);
  if (ps) {
    for (i = 0; i < x->keys.n; i++) self += x->rows[i].host_self;
    fputs(",\"host_self_us\":", f);
    time_value(f, self, ps);
  }
  fputs(",\"device_total_us\":", f);
  time_value(f, x->device_total, ps);
  fputs("}\n", f);
}

int sl__opstats_write(const sl_op_rows_t *x, int ps,
                      const sl_stats_options_t *so,
                      const sl_step_info_t *step, const char *input,
                      int block, sl_sink_fn sink, void *ud) {
  size_t n = x->keys.n, i, shown;
  uint32_t *order = malloc((n + 1) * sizeof *order);
  order_t o = {x, so->sort, ps ? 1 : 1000};
  sl_block_t b;
  int rc = 0;
  if (!order) return SL_ENOMEM;
  for (i = 0; i < n; i++) order[i] = (uint32_t)i;
  if (n > 1) qsort_r(order, n, sizeof *order, cmp_rows, &o);
  shown = so->top && so->top < n ? so->top : n;
  if (sl__block_open(&b) != 0) {
    rc = SL_ENOMEM;
  } else {
    if (so->format == SL_REPORT_JSON) {
      write_json(x, b.f, order, shown, step, input, ps);
    } else if (so->format == SL_REPORT_CSV) {
      write_csv(x, so, block, b.f, order, shown, step, input, ps);
    } else {
      if (block > 0) fputc('\n', b.f);
      write_table(x, b.f, order, shown, step, input, ps);
    }
    rc = sl__block_flush(&b, sink, ud);
  }
  free(order);
  return rc;
}

/* ---- partial results ------------------------------------------------------------- */

int sl__opstats_save(const sl_op_rows_t *x, sl_pwrite_t *w) {
  FILE *f = sl__pw_f(w);
  size_t i;
  int rc;
  fprintf(f, "{\"op_rows\":%zu,\"host_total\":%lld,\"device_total\":%lld,"
             "\"steps\":%llu}",
          x->keys.n, (long long)x->host_total, (long long)x->device_total,
          (unsigned long long)x->steps);
  if ((rc = sl__pw_line(w))) return rc;
  for (i = 0; i < x->keys.n; i++) {
    const sl_op_row_t *r = &x->rows[i];
    sl_str_t nm, dv;
    sl__op_key(x, (uint32_t)i, &nm, &dv);
    fputs("{\"k\":", f);
    sl__pw_str(w, nm.p, nm.n);
    if (x->by == SL_STATS_BY_OP_DEVICE) {
      fputs(",\"d\":", f);
      sl__pw_str(w, dv.p, dv.n);
    }
    if (x->inkey.on) {
      sl_str_t in = sl__op_input(x, (uint32_t)i);
      fputs(",\"i\":", f);
      sl__pw_str(w, in.p, in.n);
    }
    fprintf(f, ",\"calls\":%llu,\"kernels\":%llu,\"host_total\":%lld,"
               "\"host_self\":%lld,\"host_min\":%lld,\"host_max\":%lld,"
               "\"device_total\":%lld,\"bytes\":%lld}",
            (unsigned long long)r->calls, (unsigned long long)r->kernels,
            (long long)r->host_total, (long long)r->host_self,
            (long long)r->host_min, (long long)r->host_max,
            (long long)r->device_total, (long long)r->bytes);
    if ((rc = sl__pw_line(w))) return rc;
  }
  return 0;
}

int sl__opstats_load(sl_op_rows_t *x, sl_pread_t *r) {
  int64_t n, ht, dt, steps, i;
  int rc;
  if ((rc = sl__pr_line(r, "expected the op summary's rows")))
    return rc;
  if (sl__pr_int(r, "op_rows", &n) || sl__pr_int(r, "host_total", &ht) ||
      sl__pr_int(r, "device_total", &dt) || sl__pr_int(r, "steps", &steps))
    return SL_EFORMAT;
  x->host_total = sl__add_sat(x->host_total, ht);
  x->device_total = sl__add_sat(x->device_total, dt);
  x->steps += (uint64_t)steps;
  for (i = 0; i < n; i++) {
    sl_str_t k, d = sl__str("", 0), in = sl__str("", 0);
    int64_t v[8];
    sl_op_row_t *row;
    if ((rc = sl__pr_line(r, "expected %lld more rows",
                              (long long)(n - i))))
      return rc;
    if (sl__pr_str(r, "k", &k) ||
        (x->by == SL_STATS_BY_OP_DEVICE && sl__pr_str(r, "d", &d)) ||
        (x->inkey.on && sl__pr_str(r, "i", &in)) ||
        sl__pr_int(r, "calls", &v[0]) || sl__pr_int(r, "kernels", &v[1]) ||
        sl__pr_int(r, "host_total", &v[2]) ||
        sl__pr_int(r, "host_self", &v[3]) ||
        sl__pr_int(r, "host_min", &v[4]) || sl__pr_int(r, "host_max", &v[5]) ||
        sl__pr_int(r, "device_total", &v[6]) || sl__pr_int(r, "bytes", &v[7]))
      return SL_EFORMAT;
    /* The key's parts go where the row's `by` reads them. */
    if (sl__op_rows_input(x, in) ||
        !(row = sl__op_row(x, k, k, x->by == SL_STATS_BY_OP_DEVICE ? d : k)))
      return sl__err(r->err, SL_ENOMEM, r->off, "out of memory");
    if (v[0] > 0) {
      if (row->calls == 0 || v[4] < row->host_min) row->host_min = v[4];
      if (row->calls == 0 || v[5] > row->host_max) row->host_max = v[5];
    }
    row->calls += (uint64_t)v[0];
    row->kernels += (uint64_t)v[1];
    row->host_total = sl__add_sat(row->host_total, v[2]);
    row->host_self = sl__add_sat(row->host_self, v[3]);
    row->device_total = sl__add_sat(row->device_total, v[6]);
    row->bytes = sl__add_sat(row->bytes, v[7]);
  }
  return 0;
}

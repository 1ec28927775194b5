/* `stepline stats` written out: the rows of emit/analyze/opstats.c
 * sorted as asked, as a table, CSV or one JSON document per block. */
#define _GNU_SOURCE /* qsort_r */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit/write/json.h"
#include "emit/write/report.h"
#include "emit/report/stats_report.h"

static int64_t sort_value(const sl_op_row_t *r, sl_stats_sort_t by) {
  switch (by) {
  case SL_STATS_SORT_HOST_AVG:
    return r->calls ? r->host_total * 1000 / (int64_t)r->calls : 0;
  case SL_STATS_SORT_DEVICE_TOTAL: return r->device_total;
  case SL_STATS_SORT_CALLS: return (int64_t)(r->calls + r->kernels);
  case SL_STATS_SORT_BYTES: return r->bytes;
  default: return r->host_total;
  }
}

typedef struct order_s {
  const sl_opstats_t *x;
  sl_stats_sort_t sort;
} order_t;

static int cmp_rows(const void *pa, const void *pb, void *ud) {
  const order_t *o = ud;
  const sl_opstats_t *x = o->x;
  uint32_t a = *(const uint32_t *)pa, b = *(const uint32_t *)pb;
  const sl_op_row_t *ra = &x->rows.rows[a], *rb = &x->rows.rows[b];
  sl_str_t ka = x->rows.keys.keys[a], kb = x->rows.keys.keys[b];
  if (o->sort != SL_STATS_SORT_NAME) {
    int64_t va = sort_value(ra, o->sort), vb = sort_value(rb, o->sort);
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

static double avg(const sl_op_row_t *r) {
  return r->calls ? (double)r->host_total / (double)r->calls : 0;
}

static void write_table(const sl_opstats_t *x, FILE *f, const uint32_t *order,
                        size_t shown, const sl_step_info_t *step) {
  static const char *const by_name[] = {"op", "name", "device", "op"};
  size_t i, nrows = x->rows.keys.n;
  int dev_col = x->by == SL_STATS_BY_OP_DEVICE;
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
          by_name[x->by], dev_col ? "device                         " : "",
          "calls", "host total", "host avg", "host min", "host max", "host%",
          "device total", "kernels", "out bytes");
  for (i = 0; i < shown; i++) {
    const sl_op_row_t *r = &x->rows.rows[order[i]];
    sl_str_t nm, dv;
    char name[48], dname[40];
    sl__opstats_key(x, order[i], &nm, &dv);
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

static void write_csv(const sl_opstats_t *x, const sl_stats_options_t *so,
                      int block, FILE *f, const uint32_t *order,
                      size_t shown, const sl_step_info_t *step) {
  size_t i;
  int dev_col = x->by == SL_STATS_BY_OP_DEVICE;
  if (block == 0)
    fprintf(f, "%sname%s,calls,host_total_us,host_avg_us,host_min_us,"
               "host_max_us,device_total_us,kernels,output_bytes\n",
            so->per_step ? "step," : "", dev_col ? ",device" : "");
  for (i = 0; i < shown; i++) {
    const sl_op_row_t *r = &x->rows.rows[order[i]];
    sl_str_t nm, dv;
    sl__opstats_key(x, order[i], &nm, &dv);
    if (so->per_step) fprintf(f, "%lld,", (long long)step->index);
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

static int write_json(const sl_opstats_t *x, const uint32_t *order,
                      size_t shown, const sl_step_info_t *step,
                      sl_sink_fn sink, void *ud) {
  sl_json_t w;
  size_t i;
  int rc;
  if (sl__json_init(&w, 0, 0, sink, ud) != 0) return SL_ENOMEM;
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
    const sl_op_row_t *r = &x->rows.rows[order[i]];
    sl_str_t nm, dv;
    sl__opstats_key(x, order[i], &nm, &dv);
    sl__json_obj_begin(&w);
    SL_JSON_KEY(&w, "name");
    sl__json_str(&w, nm.p, nm.n);
    if (x->by == SL_STATS_BY_OP_DEVICE) {
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

int sl__opstats_write(const sl_opstats_t *x, const sl_stats_options_t *so,
                      const sl_step_info_t *step, int block, sl_sink_fn sink,
                      void *ud) {
  size_t n = x->rows.keys.n, i, shown;
  uint32_t *order = malloc((n + 1) * sizeof *order);
  order_t o = {x, so->sort};
  sl_block_t b;
  int rc = 0;
  if (!order) return SL_ENOMEM;
  for (i = 0; i < n; i++) order[i] = (uint32_t)i;
  qsort_r(order, n, sizeof *order, cmp_rows, &o);
  shown = so->top && so->top < n ? so->top : n;
  if (so->format == SL_REPORT_JSON) {
    rc = write_json(x, order, shown, step, sink, ud);
  } else if (sl__block_open(&b) != 0) {
    rc = SL_ENOMEM;
  } else {
    if (so->format == SL_REPORT_CSV) {
      write_csv(x, so, block, b.f, order, shown, step);
    } else {
      if (block > 0) fputc('\n', b.f);
      write_table(x, b.f, order, shown, step);
    }
    rc = sl__block_flush(&b, sink, ud);
  }
  free(order);
  return rc;
}

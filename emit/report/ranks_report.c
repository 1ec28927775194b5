/* The report of a row per input (see ranks_report.h). */
#include "emit/report/ranks_report.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit/report/summary.h"
#include "emit/write/report.h"

static int cmp_rrow(const void *x, const void *y) {
  const sl_rank_row_t *a = x, *b = y;
  /* By rank; inputs without one after, in their order. */
  if ((a->rank < 0) != (b->rank < 0)) return a->rank < 0 ? 1 : -1;
  if (a->rank != b->rank) return a->rank < b->rank ? -1 : 1;
  return a->at < b->at ? -1 : a->at > b->at;
}

static int cmp_dbl(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

/* The median of the known (>= 0) values of column c, or -1. */
static double col_median(const sl_rank_row_t *r, size_t n, int c, double *tmp) {
  size_t i, k = 0;
  for (i = 0; i < n; i++) {
    double v = c == 0 ? r[i].step : c == 1 ? (double)r[i].kernel : r[i].idle;
    if (v >= 0) tmp[k++] = v;
  }
  if (!k) return -1;
  qsort(tmp, k, sizeof *tmp, cmp_dbl);
  return k % 2 ? tmp[k / 2] : (tmp[k / 2 - 1] + tmp[k / 2]) / 2;
}

static double ratio(double v, double m) { return v >= 0 && m > 0 ? v / m : -1; }

static void json_num(FILE *f, const char *key, double v, int digits) {
  if (v < 0) fprintf(f, ",\"%s\":null", key);
  else fprintf(f, ",\"%s\":%.*f", key, digits, v);
}

static void human_or_dash(char *b, size_t n, double ns) {
  if (ns < 0) snprintf(b, n, "-");
  else sl__human_ns(b, n, ns);
}

int sl__ranks_write(sl_rank_row_t *r, size_t n, int format, sl_sink_fn sink,
                    void *ud, sl_error_t *err) {
  double *tmp = malloc((n + 1) * sizeof *tmp), med[3];
  sl_block_t b;
  size_t i, slow = 0;
  int c, rc;
  if (!tmp || sl__block_open(&b)) {
    free(tmp);
    return sl__err(err, SL_ENOMEM, 0, "out of memory");
  }
  if (n > 1) qsort(r, n, sizeof *r, cmp_rrow);
  for (c = 0; c < 3; c++) med[c] = col_median(r, n, c, tmp);
  /* The slowest: the longest steps, else the most kernel time. */
  for (i = 1; i < n; i++)
    if (med[0] >= 0 ? r[i].step > r[slow].step : r[i].kernel > r[slow].kernel)
      slow = i;
  if (format == SL_REPORT_JSON) {
    fputs("{\"ranks\":{\"rows\":[", b.f);
    for (i = 0; i < n; i++) {
      fputs(i ? ",{\"rank\":" : "{\"rank\":", b.f);
      if (r[i].rank < 0) fputs("null", b.f);
      else fprintf(b.f, "%lld", (long long)r[i].rank);
      fputs(",\"input\":", b.f);
      sl__json_fstr(b.f, (const uint8_t *)r[i].file, strlen(r[i].file));
      json_num(b.f, "steps", (double)r[i].steps, 0);
      json_num(b.f, "step_median_ns", r[i].step, 1);
      json_num(b.f, "step_vs_median", ratio(r[i].step, med[0]), 3);
      json_num(b.f, "kernel_ns", (double)r[i].kernel, 0);
      json_num(b.f, "kernel_vs_median", ratio((double)r[i].kernel, med[1]), 3);
      json_num(b.f, "idle_pct", r[i].idle, 2);
      if (r[i].idle >= 0 && med[2] >= 0)
        fprintf(b.f, ",\"idle_minus_median\":%.2f", r[i].idle - med[2]);
      else
        fputs(",\"idle_minus_median\":null", b.f);
      fputc('}', b.f);
    }
    fputs("],\"median\":{\"rank\":null", b.f);
    json_num(b.f, "step_median_ns", med[0], 1);
    json_num(b.f, "kernel_ns", med[1], 1);
    json_num(b.f, "idle_pct", med[2], 2);
    fprintf(b.f, "},\"slowest\":%zu}}\n", slow);
  } else if (format == SL_REPORT_CSV) {
    fputs("rank,input,steps,step_median_ns,step_vs_median,kernel_ns,"
          "kernel_vs_median,idle_pct,idle_minus_median\n", b.f);
    for (i = 0; i < n; i++) {
      double v[6] = {r[i].step, ratio(r[i].step, med[0]), (double)r[i].kernel,
                     ratio((double)r[i].kernel, med[1]), r[i].idle,
                     r[i].idle >= 0 && med[2] >= 0 ? r[i].idle - med[2] : -1};
      int k;
      if (r[i].rank >= 0) fprintf(b.f, "%lld", (long long)r[i].rank);
      fputc(',', b.f);
      sl__csv_field(b.f, (const uint8_t *)r[i].file, strlen(r[i].file));
      if (r[i].steps >= 0) fprintf(b.f, ",%lld", (long long)r[i].steps);
      else fputc(',', b.f);
      for (k = 0; k < 6; k++)
        if (v[k] < 0 && k != 5) fputc(',', b.f);
        else fprintf(b.f, k == 2 ? ",%.0f" : ",%.3f", v[k]);
      fputc('\n', b.f);
    }
  } else {
    char st[32], kt[32], nm[64];
    fputs("Ranks: each input against the median rank (* the slowest)\n", b.f);
    fprintf(b.f, "%6s %6s %12s %8s %12s %8s %7s %8s  %s\n", "rank", "steps",
            "step time", "x median", "kernel time", "x median", "idle%",
            "-median", "input");
    for (i = 0; i < n; i++) {
      double sx = ratio(r[i].step, med[0]), kx = ratio((double)r[i].kernel, med[1]);
      char rk[24], s1[16], s2[16], s3[16], s4[16], stp[24];
      if (r[i].rank < 0) snprintf(rk, sizeof rk, "-");
      else snprintf(rk, sizeof rk, "%lld", (long long)r[i].rank);
      if (r[i].steps < 0) snprintf(stp, sizeof stp, "-");
      else snprintf(stp, sizeof stp, "%lld", (long long)r[i].steps);
      human_or_dash(st, sizeof st, r[i].step);
      human_or_dash(kt, sizeof kt, (double)r[i].kernel);
      snprintf(s1, sizeof s1, sx < 0 ? "-" : "%.2fx", sx);
      snprintf(s2, sizeof s2, kx < 0 ? "-" : "%.2fx", kx);
      snprintf(s3, sizeof s3, r[i].idle < 0 ? "-" : "%.1f", r[i].idle);
      snprintf(s4, sizeof s4, r[i].idle < 0 || med[2] < 0 ? "-" : "%+.1f",
               r[i].idle - med[2]);
      sl__table_name(nm, sizeof nm, (const uint8_t *)r[i].file,
                     strlen(r[i].file), 60);
      fprintf(b.f, "%5s%c %6s %12s %8s %12s %8s %7s %8s  %s\n", rk,
              i == slow && n > 1 ? '*' : ' ', stp, st, s1, kt, s2, s3, s4, nm);
    }
    human_or_dash(st, sizeof st, med[0]);
    human_or_dash(kt, sizeof kt, med[1]);
    snprintf(nm, sizeof nm, med[2] < 0 ? "-" : "%.1f", med[2]);
    fprintf(b.f, "%6s %6s %12s %8s %12s %8s %7s\n", "median", "", st, "", kt,
            "", nm);
  }
  free(tmp);
  rc = sl__block_flush(&b, sink, ud);
  return rc ? sl__err(err, rc, 0, "cannot write the output: %s",
                      sl_strerror(rc))
            : 0;
}


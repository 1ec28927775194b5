/* The op table and the devices' breakdown, written (see ops_report.h). */
#include "emit/report/ops_report.h"

#include <stdlib.h>
#include <string.h>

#include "emit/report/summary.h"
#include "emit/write/report.h"

static const char *const sort_names[] = {"self_cpu",    "cpu_total",
                                         "device_total", "self_device",
                                         "calls",       "name"};

int sl__ops_sort_parse(const char *s, int *out) {
  return sl__sum_pick(s, sort_names, 6, out);
}

typedef struct oref_s {
  const sl_oprow_t *r;
  int sort;
} oref_t;

static int cmp_name(const sl_oprow_t *a, const sl_oprow_t *b) {
  size_t n = a->name.n < b->name.n ? a->name.n : b->name.n;
  int c = memcmp(a->name.p, b->name.p, n);
  if (c || a->name.n != b->name.n) return c ? c : a->name.n < b->name.n ? -1 : 1;
  n = a->shapes.n < b->shapes.n ? a->shapes.n : b->shapes.n;
  c = n ? memcmp(a->shapes.p, b->shapes.p, n) : 0;
  return c ? c : a->shapes.n < b->shapes.n ? -1 : a->shapes.n > b->shapes.n;
}

static int cmp_row(const void *x, const void *y) {
  const oref_t *p = x, *q = y;
  const sl_oprow_t *a = p->r, *b = q->r;
  int64_t u = 0, v = 0;
  switch (p->sort) {
  case SL_OPS_SORT_CPU_TOTAL: u = a->cpu_total, v = b->cpu_total; break;
  case SL_OPS_SORT_DEVICE_TOTAL: u = a->device_total, v = b->device_total; break;
  case SL_OPS_SORT_SELF_DEVICE: u = a->self_device, v = b->self_device; break;
  case SL_OPS_SORT_CALLS: u = (int64_t)a->calls, v = (int64_t)b->calls; break;
  case SL_OPS_SORT_NAME: break;
  default: u = a->self_cpu, v = b->self_cpu; break;
  }
  if (u != v) return u > v ? -1 : 1;
  return cmp_name(a, b);
}

static double avg(int64_t total, uint64_t n) {
  return n ? (double)total / (double)n : 0.0;
}

static void write_row(FILE *f, const sl_oprow_t *r, int format, int shapes,
                      int64_t all_self) {
  double ca = avg(r->cpu_total, r->calls), da = avg(r->device_total, r->calls);
  if (format == SL_REPORT_JSON) {
    fputs("{\"name\":", f);
    sl__json_fstr(f, r->name.p, r->name.n);
    if (shapes) {
      fputs(",\"shapes\":", f);
      sl__json_fstr(f, r->shapes.p, r->shapes.n);
    }
    fprintf(f,
            ",\"calls\":%llu,\"cpu_total_ns\":%lld,\"self_cpu_ns\":%lld,"
            "\"cpu_avg_ns\":%.1f,\"device_total_ns\":%lld,"
            "\"self_device_ns\":%lld,\"device_avg_ns\":%.1f,\"kernels\":%llu}",
            (unsigned long long)r->calls, (long long)r->cpu_total,
            (long long)r->self_cpu, ca, (long long)r->device_total,
            (long long)r->self_device, da, (unsigned long long)r->kernels);
  } else if (format == SL_REPORT_CSV) {
    sl__csv_field(f, r->name.p, r->name.n);
    if (shapes) {
      fputc(',', f);
      sl__csv_field(f, r->shapes.p, r->shapes.n);
    }
    fprintf(f, ",%llu,%lld,%lld,%.1f,%lld,%lld,%.1f,%llu\n",
            (unsigned long long)r->calls, (long long)r->self_cpu,
            (long long)r->cpu_total, ca, (long long)r->self_device,
            (long long)r->device_total, da, (unsigned long long)r->kernels);
  } else {
    char h[5][32], nm[200];
    sl__human_ns(h[0], 32, (double)r->self_cpu);
    sl__human_ns(h[1], 32, (double)r->cpu_total);
    sl__human_ns(h[2], 32, ca);
    sl__human_ns(h[3], 32, (double)r->self_device);
    sl__human_ns(h[4], 32, (double)r->device_total);
    fprintf(f, "%12s %6.1f %12s %12s %12s %12s %8llu %8llu  ", h[0],
            all_self ? (double)r->self_cpu * 100.0 / (double)all_self : 0.0,
            h[1], h[2], h[3], h[4], (unsigned long long)r->calls,
            (unsigned long long)r->kernels);
    sl__table_name(nm, sizeof nm, r->name.p, r->name.n, 100);
    fputs(nm, f);
    if (shapes) {
      sl__table_name(nm, sizeof nm, r->shapes.p, r->shapes.n, 60);
      fprintf(f, "  %s", nm);
    }
    fputc('\n', f);
  }
}

int sl__ops_write(FILE *f, const sl_opattr_t *a, int format, int sort,
                  size_t top, int *first) {
  size_t n = a->keys.n, i, shown;
  oref_t *ix = malloc((n ? n : 1) * sizeof *ix);
  if (!ix) return SL_ENOMEM;
  for (i = 0; i < n; i++) {
    ix[i].r = &a->rows[i];
    ix[i].sort = sort;
  }
  if (n > 1) qsort(ix, n, sizeof *ix, cmp_row);
  shown = top && top < n ? top : n;
  if (format == SL_REPORT_JSON) {
    fputs(*first ? "\"ops\":{\"rows\":[" : ",\"ops\":{\"rows\":[", f);
    for (i = 0; i < shown; i++) {
      if (i) fputc(',', f);
      write_row(f, ix[i].r, format, a->by_shapes, a->self_cpu);
    }
    fprintf(f,
            "],\"totals\":{\"self_cpu_ns\":%lld,\"self_device_ns\":%lld},"
            "\"improper\":%llu,\"unattributed_ns\":%lld}",
            (long long)a->self_cpu, (long long)a->self_device,
            (unsigned long long)a->improper, (long long)a->unattributed);
  } else if (format == SL_REPORT_CSV) {
    fprintf(f, "name,%scalls,self_cpu_ns,cpu_total_ns,cpu_avg_ns,"
               "self_device_ns,device_total_ns,device_avg_ns,kernels\n",
            a->by_shapes ? "shapes," : "");
    for (i = 0; i < shown; i++)
      write_row(f, ix[i].r, format, a->by_shapes, a->self_cpu);
  } else {
    char c[32], d[32], u[32];
    fputs("Ops (key_averages: self and total CPU time; device time of the "
          "work each op launched)\n", f);
    fprintf(f, "%12s %6s %12s %12s %12s %12s %8s %8s  %s%s\n", "self CPU",
            "self%", "CPU total", "CPU avg", "self device", "device total",
            "calls", "kernels", "name", a->by_shapes ? "  shapes" : "");
    for (i = 0; i < shown; i++)
      write_row(f, ix[i].r, format, a->by_shapes, a->self_cpu);
    if (n == 0) fputs("(none)\n", f);
    if (shown < n) fprintf(f, "(%zu more rows)\n", n - shown);
    sl__human_ns(c, sizeof c, (double)a->self_cpu);
    sl__human_ns(d, sizeof d, (double)a->self_device);
    sl__human_ns(u, sizeof u, (double)a->unattributed);
    fprintf(f, "Self CPU time total: %s; self device time total: %s; "
               "improperly nested: %llu; device time launched by no op: %s\n\n",
            c, d, (unsigned long long)a->improper, u);
  }
  *first = 0;
  free(ix);
  return 0;
}

static double pct(int64_t v, int64_t span) {
  return span > 0 ? (double)v * 100.0 / (double)span : 0.0;
}

static const char *const busy_keys[] = {
    "device", "span", "busy", "idle", "compute", "communication", "memory",
    "comm_overlap"};

/* A row's figures after its rank: JSON members or CSV fields. */
static void busy_fields(FILE *f, const sl_busy_row_t *r, int json) {
  int64_t v[8];
  size_t k;
  v[0] = r->device, v[1] = r->span, v[2] = r->busy, v[3] = r->span - r->busy;
  v[4] = r->compute, v[5] = r->comm, v[6] = r->memory, v[7] = r->overlap;
  for (k = 0; k < 8; k++)
    if (json) fprintf(f, ",\"%s%s\":%lld", busy_keys[k], k ? "_ns" : "",
                      (long long)v[k]);
    else fprintf(f, ",%lld", (long long)v[k]);
  for (k = 2; k < 8; k++)
    if (json) fprintf(f, ",\"%s_pct\":%.2f", busy_keys[k], pct(v[k], v[1]));
    else fprintf(f, ",%.2f", pct(v[k], v[1]));
}

void sl__busy_write(FILE *f, const sl_busy_t *b, int format, int *first) {
  size_t i;
  if (format == SL_REPORT_JSON)
    fputs(*first ? "\"breakdown\":{\"rows\":[" : ",\"breakdown\":{\"rows\":[",
          f);
  else if (format == SL_REPORT_CSV)
    fputs("rank,device,span_ns,busy_ns,idle_ns,compute_ns,communication_ns,"
          "memory_ns,comm_overlap_ns,busy_pct,idle_pct,compute_pct,"
          "communication_pct,memory_pct,comm_overlap_pct\n", f);
  else
    fprintf(f, "Device time breakdown (of each device's span)\n"
               "%6s %6s %12s %8s %8s %8s %8s %8s %8s\n",
            "rank", "device", "span", "busy%", "idle%", "compute%", "comm%",
            "memory%", "overlap%");
  for (i = 0; i < b->n; i++) {
    const sl_busy_row_t *r = &b->rows[i];
    int64_t idle = r->span - r->busy, rank = r->rank;
    if (format == SL_REPORT_JSON) {
      fputs(i ? ",{\"rank\":" : "{\"rank\":", f);
      if (rank < 0) fputs("null", f);
      else fprintf(f, "%lld", (long long)rank);
      busy_fields(f, r, 1);
      fputc('}', f);
    } else if (format == SL_REPORT_CSV) {
      if (rank >= 0) fprintf(f, "%lld", (long long)rank);
      busy_fields(f, r, 0);
      fputc('\n', f);
    } else {
      char s[32], rk[24];
      sl__human_ns(s, sizeof s, (double)r->span);
      if (rank < 0) snprintf(rk, sizeof rk, "-");
      else snprintf(rk, sizeof rk, "%lld", (long long)rank);
      fprintf(f, "%6s %6lld %12s %8.2f %8.2f %8.2f %8.2f %8.2f %8.2f\n", rk,
              (long long)r->device, s, pct(r->busy, r->span),
              pct(idle, r->span), pct(r->compute, r->span),
              pct(r->comm, r->span), pct(r->memory, r->span),
              pct(r->overlap, r->span));
    }
  }
  if (format == SL_REPORT_JSON) fputs("]}", f);
  else if (format != SL_REPORT_CSV) fputs(b->n ? "\n" : "(no device work)\n\n", f);
  *first = 0;
}

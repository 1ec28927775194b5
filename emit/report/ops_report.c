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
  int c = sl__str_cmp(a->name, b->name);
  if (c || (c = sl__str_cmp(a->shapes, b->shapes))) return c;
  /* By input: the inputs in the order they were read. */
  return a->input < b->input ? -1 : a->input > b->input;
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

static void write_row(FILE *f, const sl_opattr_t *a, const sl_oprow_t *r,
                      int format) {
  double ca = avg(r->cpu_total, r->calls), da = avg(r->device_total, r->calls);
  int shapes = a->by_shapes;
  int64_t all_self = a->self_cpu;
  sl_str_t in = sl__opattr_input_of(a, r);
  if (format == SL_REPORT_JSON) {
    fputs("{\"name\":", f);
    sl__json_fstr(f, r->name.p, r->name.n);
    if (shapes) {
      fputs(",\"shapes\":", f);
      sl__json_fstr(f, r->shapes.p, r->shapes.n);
    }
    if (a->inkey.on) {
      fputs(",\"input\":", f);
      sl__json_fstr(f, in.p, in.n);
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
    if (a->inkey.on) {
      fputc(',', f);
      sl__csv_field(f, in.p, in.n);
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
    if (a->inkey.on) {
      sl__table_tail(nm, sizeof nm, in.p, in.n, 30);
      fprintf(f, "%-30s  ", nm);
    }
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
      write_row(f, a, ix[i].r, format);
    }
    fprintf(f,
            "],\"totals\":{\"self_cpu_ns\":%lld,\"self_device_ns\":%lld},"
            "\"improper\":%llu,\"unattributed_ns\":%lld}",
            (long long)a->self_cpu, (long long)a->self_device,
            (unsigned long long)a->improper, (long long)a->unattributed);
  } else if (format == SL_REPORT_CSV) {
    fprintf(f, "name,%s%scalls,self_cpu_ns,cpu_total_ns,cpu_avg_ns,"
               "self_device_ns,device_total_ns,device_avg_ns,kernels\n",
            a->by_shapes ? "shapes," : "", a->inkey.on ? "input," : "");
    for (i = 0; i < shown; i++)
      write_row(f, a, ix[i].r, format);
  } else {
    char c[32], d[32], u[32];
    fputs("Ops (key_averages: self and total CPU time; device time of the "
          "work each op launched)\n", f);
    fprintf(f, "%12s %6s %12s %12s %12s %12s %8s %8s  %s%s%s\n", "self CPU",
            "self%", "CPU total", "CPU avg", "self device", "device total",
            "calls", "kernels",
            a->inkey.on ? "input                           " : "", "name",
            a->by_shapes ? "  shapes" : "");
    for (i = 0; i < shown; i++)
      write_row(f, a, ix[i].r, format);
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

/* ---- partial results ------------------------------------------------------------- */

int sl__ops_save(const sl_opattr_t *a, sl_pwrite_t *w) {
  FILE *f = sl__pw_f(w);
  size_t i;
  int rc;
  fprintf(f, "{\"ops\":%zu,\"improper\":%llu,\"unattributed\":%lld,"
             "\"self_cpu\":%lld,\"self_device\":%lld}",
          a->keys.n, (unsigned long long)a->improper,
          (long long)a->unattributed, (long long)a->self_cpu,
          (long long)a->self_device);
  if ((rc = sl__pw_line(w))) return rc;
  for (i = 0; i < a->keys.n; i++) {
    const sl_oprow_t *r = &a->rows[i];
    fputs("{\"n\":", f);
    sl__pw_str(w, r->name.p, r->name.n);
    fputs(",\"sh\":", f);
    sl__pw_str(w, r->shapes.p, r->shapes.n);
    if (a->inkey.on) {
      sl_str_t in = sl__opattr_input_of(a, r);
      fputs(",\"i\":", f);
      sl__pw_str(w, in.p, in.n);
    }
    fprintf(f, ",\"calls\":%llu,\"kernels\":%llu,\"cpu_total\":%lld,"
               "\"self_cpu\":%lld,\"device_total\":%lld,\"self_device\":%lld}",
            (unsigned long long)r->calls, (unsigned long long)r->kernels,
            (long long)r->cpu_total, (long long)r->self_cpu,
            (long long)r->device_total, (long long)r->self_device);
    if ((rc = sl__pw_line(w))) return rc;
  }
  return 0;
}

int sl__ops_load(sl_opattr_t *a, sl_pread_t *r) {
  int64_t n, i, imp, un, sc, sd;
  int rc;
  if ((rc = sl__pr_line(r, "expected the op table")))
    return rc;
  if (sl__pr_int(r, "ops", &n) || sl__pr_int(r, "improper", &imp) ||
      sl__pr_int(r, "unattributed", &un) || sl__pr_int(r, "self_cpu", &sc) ||
      sl__pr_int(r, "self_device", &sd))
    return SL_EFORMAT;
  a->improper += (uint64_t)imp;
  a->unattributed = sl__add_sat(a->unattributed, un);
  a->self_cpu = sl__add_sat(a->self_cpu, sc);
  a->self_device = sl__add_sat(a->self_device, sd);
  for (i = 0; i < n; i++) {
    sl_str_t name, sh, in = sl__str("", 0);
    int64_t v[6];
    sl_oprow_t *o;
    if ((rc = sl__pr_line(r, "expected %lld more ops",
                              (long long)(n - i))))
      return rc;
    if (sl__pr_str(r, "n", &name) || sl__pr_str(r, "sh", &sh) ||
        (a->inkey.on && sl__pr_str(r, "i", &in)) ||
        sl__pr_int(r, "calls", &v[0]) || sl__pr_int(r, "kernels", &v[1]) ||
        sl__pr_int(r, "cpu_total", &v[2]) || sl__pr_int(r, "self_cpu", &v[3]) ||
        sl__pr_int(r, "device_total", &v[4]) ||
        sl__pr_int(r, "self_device", &v[5]))
      return SL_EFORMAT;
    if (sl__opattr_input(a, in) ||
        !(o = sl__opattr_row(a, name, a->by_shapes ? sh : sl__str("", 0))))
      return sl__err(r->err, SL_ENOMEM, r->off, "out of memory");
    o->calls += (uint64_t)v[0];
    o->kernels += (uint64_t)v[1];
    o->cpu_total = sl__add_sat(o->cpu_total, v[2]);
    o->self_cpu = sl__add_sat(o->self_cpu, v[3]);
    o->device_total = sl__add_sat(o->device_total, v[4]);
    o->self_device = sl__add_sat(o->self_device, v[5]);
  }
  return 0;
}

int sl__busy_save(const sl_busy_t *b, int64_t inputs, sl_pwrite_t *w) {
  FILE *f = sl__pw_f(w);
  size_t i;
  int rc;
  fprintf(f, "{\"busy\":%zu,\"inputs\":%lld}", b->n, (long long)inputs);
  if ((rc = sl__pw_line(w))) return rc;
  for (i = 0; i < b->n; i++) {
    const sl_busy_row_t *x = &b->rows[i];
    fprintf(f, "{\"rank\":%lld,\"input\":%lld,\"device\":%lld,\"pid\":%d,"
               "\"span\":%lld,\"busy\":%lld,\"compute\":%lld,\"comm\":%lld,"
               "\"memory\":%lld,\"overlap\":%lld}",
            (long long)x->rank, (long long)x->input, (long long)x->device,
            x->is_pid, (long long)x->span, (long long)x->busy,
            (long long)x->compute, (long long)x->comm, (long long)x->memory,
            (long long)x->overlap);
    if ((rc = sl__pw_line(w))) return rc;
  }
  return 0;
}

static int cmp_busy(const void *x, const void *y) {
  const sl_busy_row_t *a = x, *b = y;
  if (a->rank != b->rank) return a->rank < b->rank ? -1 : 1;
  if (a->input != b->input) return a->input < b->input ? -1 : 1;
  if (a->device != b->device) return a->device < b->device ? -1 : 1;
  return a->is_pid < b->is_pid ? -1 : a->is_pid > b->is_pid;
}

int sl__busy_load(sl_busy_t *b, int64_t *input0,
                  int (*dev)(void *ud, int64_t *device), void *ud,
                  sl_pread_t *r) {
  int64_t n, i, inputs;
  int rc;
  if ((rc = sl__pr_line(r, "expected the breakdown")))
    return rc;
  if (sl__pr_int(r, "busy", &n) || sl__pr_int(r, "inputs", &inputs))
    return SL_EFORMAT;
  for (i = 0; i < n; i++) {
    sl_busy_row_t x;
    int64_t pid;
    if ((rc = sl__pr_line(r, "expected %lld more rows",
                              (long long)(n - i))))
      return rc;
    memset(&x, 0, sizeof x);
    if (sl__pr_int(r, "rank", &x.rank) || sl__pr_int(r, "input", &x.input) ||
        sl__pr_int(r, "device", &x.device) || sl__pr_int(r, "pid", &pid) ||
        sl__pr_int(r, "span", &x.span) || sl__pr_int(r, "busy", &x.busy) ||
        sl__pr_int(r, "compute", &x.compute) ||
        sl__pr_int(r, "comm", &x.comm) || sl__pr_int(r, "memory", &x.memory) ||
        sl__pr_int(r, "overlap", &x.overlap))
      return SL_EFORMAT;
    x.is_pid = pid != 0;
    x.input = sl__add_sat(x.input, *input0);
    if (x.is_pid && dev && dev(ud, &x.device))
      return sl__pr_fail(r, "process %lld is not one of the partial's",
                         (long long)x.device);
    if (sl__grow_array((void **)&b->rows, &b->cap, b->n + 1, sizeof *b->rows))
      return sl__err(r->err, SL_ENOMEM, r->off, "out of memory");
    b->rows[b->n++] = x;
  }
  *input0 = sl__add_sat(*input0, inputs);
  /* The rows of all partials in the order one run's sweep makes them. */
  if (b->n > 1) qsort(b->rows, b->n, sizeof *b->rows, cmp_busy);
  return 0;
}

/* Summary reports: groups, figures, medians, order and output (see
 * summary.h). */
#include "emit/report/summary.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit/write/escape.h"
#include "emit/write/report.h"

static const char *const rep_names[SL_SUM_COUNT] = {
    "kernels", "api", "gpu-mem", "nvtx", "nvtx-kernels", "ops", "memops",
    "breakdown"};
static const char *const rep_keys[SL_SUM_COUNT] = {
    "kernels", "api", "gpu_mem", "nvtx", "nvtx_kernels", "ops", "memops",
    "breakdown"};
const char *const sl__sum_by_names[5] = {"name", "op", "device",
                                         "name,device", "op,device"};
const char *const sl__sum_sort_names[5] = {"total", "instances", "avg", "max",
                                           "name"};

/* Values held before a sorted run goes to disk: 16 bytes each. */
#define VALS_MAX ((size_t)1 << 16)

static int oom(sl_summary_t *s) {
  return sl__err(s->err, SL_ENOMEM, SL_NO_OFFSET, "out of memory");
}

int sl__sum_init(sl_summary_t *s, sl_error_t *err) {
  memset(s, 0, sizeof *s);
  s->err = err;
  if (sl__arena_init(&s->arena)) return oom(s);
  sl__strmap_init(&s->map, &s->arena);
  sl__inkey_init(&s->inkey, 0, &s->arena);
  sl__vsort_init(&s->vals, VALS_MAX);
  return 0;
}

void sl__sum_close(sl_summary_t *s) {
  sl__vsort_close(&s->vals);
  free(s->g);
  free(s->key);
  sl__arena_close(&s->arena);
  memset(s, 0, sizeof *s);
}

const char *sl__sum_name(int rep) { return rep_names[rep]; }

int sl__sum_parse(const char *s, unsigned dflt, unsigned *out) {
  unsigned m = 0;
  if (!s || !*s) {
    *out = dflt;
    return 0;
  }
  while (*s) {
    size_t n = strcspn(s, ","), i;
    for (i = 0; i < SL_SUM_COUNT; i++)
      if (strlen(rep_names[i]) == n && strncmp(s, rep_names[i], n) == 0)
        break;
    if (i == SL_SUM_COUNT) return SL_EUSAGE;
    m |= 1u << i;
    s += n;
    if (*s == ',') s++;
  }
  *out = m;
  return 0;
}

const char *sl__sum_names(unsigned bits, char *buf, size_t n) {
  size_t len = 0;
  int i, left = 0;
  for (i = 0; i < SL_SUM_COUNT; i++) left += (bits >> i) & 1;
  buf[0] = '\0';
  for (i = 0; i < SL_SUM_COUNT && len < n; i++) {
    if (!(bits & 1u << i)) continue;
    left--;
    len += (size_t)snprintf(buf + len, n - len, "%s%s",
                            rep_names[i], left > 1 ? ", " : left ? " and " : "");
  }
  return buf;
}

int sl__sum_sort_parse(const char *s, int *out) {
  /* The op summary's names mean the same here. */
  static const char *const alias[][2] = {
      {"host_total", "total"}, {"host_avg", "avg"}, {"calls", "instances"}};
  size_t i;
  for (i = 0; s && i < sizeof alias / sizeof alias[0]; i++)
    if (strcmp(s, alias[i][0]) == 0) s = alias[i][1];
  return sl__sum_pick(s, sl__sum_sort_names, 5, out);
}

int sl__sum_pick(const char *s, const char *const *names, int n, int *out) {
  int i;
  if (!s) {
    *out = 0;
    return 0;
  }
  for (i = 0; i < n; i++)
    if (strcmp(s, names[i]) == 0) {
      *out = i;
      return 0;
    }
  return SL_EUSAGE;
}

int sl__sum_by_parse(const char *s, int *by, int *shapes, int *input) {
  char b[32];
  size_t n;
  *by = *shapes = *input = 0;
  if (!s) return 0;
  n = sl__by_input_len(s, input);
  if (n >= sizeof b) return SL_EUSAGE;
  memcpy(b, s, n);
  b[n] = '\0';
  if (strcmp(b, "name,shapes") == 0) {
    *shapes = 1;
    return 0;
  }
  return sl__sum_pick(b, sl__sum_by_names, 5, by);
}

int sl__sum_input(sl_summary_t *s, sl_str_t name) {
  return sl__inkey_set(&s->inkey, name) ? oom(s) : 0;
}

/* ---- groups ------------------------------------------------------------------------- */

static int key_add(sl_summary_t *s, size_t *n, const void *p, size_t k) {
  if (sl__grow_array((void **)&s->key, &s->keycap, *n + k + 1, 1)) return -1;
  if (k) memcpy(s->key + *n, p, k);
  *n += k;
  s->key[(*n)++] = '\0';
  return 0;
}

static sl_str_t arena_str(sl_summary_t *s, sl_str_t v) {
  char *c = sl__arena_alloc(&s->arena, v.n + 1);
  if (!c) return sl__str(NULL, 0);
  if (v.n) memcpy(c, v.p, v.n);
  c[v.n] = '\0';
  return sl__str(c, v.n);
}

/* The group of (report, name, style, kernel, device), made when new.
 * Returns its index or -1 when out of memory. */
int64_t sl__sum_group(sl_summary_t *s, int rep, sl_str_t name, sl_str_t style,
                     sl_str_t kernel, int has_device, int64_t device) {
  size_t n = 0;
  int added;
  int64_t i;
  char r = (char)rep;
  if ((s->inkey.on && key_add(s, &n, &s->inkey.cur, sizeof s->inkey.cur)) ||
      key_add(s, &n, &r, 1) || key_add(s, &n, name.p, name.n) ||
      key_add(s, &n, style.p, style.n) || key_add(s, &n, kernel.p, kernel.n) ||
      (has_device && key_add(s, &n, &device, sizeof device)))
    return -1;
  i = sl__strmap_put(&s->map, (const uint8_t *)s->key, n, &added);
  if (i < 0) return -1;
  if (added) {
    sl_sgroup_t *g;
    if (sl__grow_array((void **)&s->g, &s->gcap, s->ng + 1, sizeof *s->g))
      return -1;
    g = &s->g[s->ng++];
    memset(g, 0, sizeof *g);
    g->rep = rep;
    g->name = arena_str(s, name);
    g->style = arena_str(s, style);
    g->kernel = arena_str(s, kernel);
    g->has_device = has_device;
    g->device = device;
    g->input = s->inkey.cur;
    if ((name.n && !g->name.p) || (style.n && !g->style.p) ||
        (kernel.n && !g->kernel.p))
      return -1;
  }
  return i;
}

static int vals_rc(sl_summary_t *s, int rc) {
  if (rc == 0) return 0;
  if (rc == SL_ENOMEM) return oom(s);
  return sl__err(s->err, rc, SL_NO_OFFSET,
                 "cannot sort the values for the medians in a temporary "
                 "file: %s", sl_strerror(rc));
}

/* Counts value v into f, and keeps it for the median of `series`. */
static int add_value(sl_summary_t *s, sl_fig_t *f, uint32_t series, int64_t v) {
  if (v < 0) v = 0;
  if (f->n == 0 || v < f->min) f->min = v;
  if (f->n == 0 || v > f->max) f->max = v;
  f->n++;
  f->total = (int64_t)((uint64_t)f->total + (uint64_t)v); /* wraps, never UB */
  f->sq += (unsigned __int128)((uint64_t)v) * (uint64_t)v;
  return vals_rc(s, sl__vsort_add(&s->vals, series, v));
}

int sl__sum_add(sl_summary_t *s, int64_t gi, int bytes, int64_t v) {
  if (gi < 0) return oom(s);
  return add_value(s, bytes ? &s->g[gi].b : &s->g[gi].t,
                   (uint32_t)gi * 2 + (bytes != 0), v);
}

/* The base name of a demangled C++ name: no parameter list, template
 * arguments or return type, the last scope component. */
sl_str_t sl__sum_base_name(sl_str_t v) {
  const uint8_t *p = v.p;
  size_t n = v.n, i;
  int depth;
  if (n && p[n - 1] == ')') {
    for (depth = 0, i = n; i-- > 0;) {
      if (p[i] == ')') depth++;
      else if (p[i] == '(' && --depth == 0) break;
    }
    if (i < n && i > 0) n = i;
  }
  while (n && p[n - 1] == '>') {
    for (depth = 0, i = n; i-- > 0;) {
      if (p[i] == '>') depth++;
      else if (p[i] == '<' && --depth == 0) break;
    }
    if (i >= n || i == 0) break;
    n = i;
  }
  for (depth = 0, i = n; i-- > 0;) {
    if (p[i] == '>' || p[i] == ')') depth++;
    else if (p[i] == '<' || p[i] == '(') depth--;
    else if (depth == 0 && (p[i] == ' ' || (p[i] == ':' && i && p[i - 1] == ':')))
      return sl__str(p + i + 1, n - i - 1);
  }
  return sl__str(p, n);
}

static sl_fig_t *series_fig(sl_summary_t *s, uint32_t series) {
  sl_sgroup_t *g = &s->g[series / 2];
  return series & 1 ? &g->b : &g->t;
}

/* Values come sorted by series, then value: the middle one (or two). */
static int median_step(void *ud, const sl_vpair_t *v) {
  sl_summary_t *s = ud;
  sl_fig_t *f;
  if (v->series != s->cur_series || s->cur_i == UINT64_MAX) {
    s->cur_series = v->series;
    s->cur_i = 0;
  }
  f = series_fig(s, v->series);
  if (f->n % 2 == 1 && s->cur_i == (f->n - 1) / 2) f->median = (double)v->v;
  if (f->n % 2 == 0 && s->cur_i == f->n / 2 - 1) s->cur_lo = v->v;
  if (f->n % 2 == 0 && s->cur_i == f->n / 2)
    f->median = ((double)s->cur_lo + (double)v->v) / 2;
  s->cur_i++;
  return 0;
}

int sl__sum_medians(sl_summary_t *s) {
  s->cur_i = UINT64_MAX;
  return vals_rc(s, sl__vsort_each(&s->vals, median_step, s));
}

/* ---- output ------------------------------------------------------------------------- */

static double avg_of(const sl_fig_t *f) {
  return f->n ? (double)f->total / (double)f->n : 0;
}

/* Sample standard deviation from the exact sums. */
static double stddev_of(const sl_fig_t *f) {
  unsigned __int128 n = f->n, t = (unsigned __int128)(uint64_t)f->total;
  unsigned __int128 num;
  if (f->n < 2) return 0;
  num = n * f->sq - t * t;
  return sqrt((double)num / ((double)f->n * (double)(f->n - 1)));
}

/* A row to sort, with the order asked for (no state outside the call:
 * reports of several threads sort at once). */
typedef struct sref_s {
  const sl_sgroup_t *g;
  int sort;
} sref_t;

static int cmp_grp(const void *a, const void *b) {
  const sl_sgroup_t *x = ((const sref_t *)a)->g;
  const sl_sgroup_t *y = ((const sref_t *)b)->g;
  size_t n;
  int c;
  switch (((const sref_t *)a)->sort) {
  case SL_SUM_SORT_INSTANCES:
    if (x->t.n != y->t.n) return x->t.n > y->t.n ? -1 : 1;
    break;
  case SL_SUM_SORT_AVG:
    if (avg_of(&x->t) != avg_of(&y->t))
      return avg_of(&x->t) > avg_of(&y->t) ? -1 : 1;
    break;
  case SL_SUM_SORT_MAX:
    if (x->t.max != y->t.max) return x->t.max > y->t.max ? -1 : 1;
    break;
  case SL_SUM_SORT_NAME:
    n = x->name.n < y->name.n ? x->name.n : y->name.n;
    if ((c = n ? memcmp(x->name.p, y->name.p, n) : 0)) return c;
    if (x->name.n != y->name.n) return x->name.n < y->name.n ? -1 : 1;
    break;
  default: break;
  }
  if (x->t.total != y->t.total) return x->t.total > y->t.total ? -1 : 1;
  if (x->t.n != y->t.n) return x->t.n < y->t.n ? -1 : 1;
  n = x->name.n < y->name.n ? x->name.n : y->name.n;
  if ((c = n ? memcmp(x->name.p, y->name.p, n) : 0)) return c;
  if (x->name.n != y->name.n) return x->name.n < y->name.n ? -1 : 1;
  n = x->kernel.n < y->kernel.n ? x->kernel.n : y->kernel.n;
  if ((c = n ? memcmp(x->kernel.p, y->kernel.p, n) : 0)) return c;
  if (x->kernel.n != y->kernel.n) return x->kernel.n < y->kernel.n ? -1 : 1;
  /* By input: the inputs in the order they were read. */
  if (x->input != y->input) return x->input < y->input ? -1 : 1;
  return x->device < y->device ? -1 : x->device > y->device;
}

static void json_str(FILE *f, sl_str_t v) { sl__json_fstr(f, v.p, v.n); }

static const char *dev_name(const sl_sum_out_t *o, int64_t id) {
  return o->dev_name ? o->dev_name(o->dev_ud, id) : "";
}

/* "812 ns", "3.25 us", "1.50 ms", "2.079 s": GPU work is ns-scale. */
void sl__human_ns(char *buf, size_t n, double ns) {
  double a = ns < 0 ? -ns : ns;
  if (a < 1000) snprintf(buf, n, "%.0f ns", ns);
  else if (a < 1e6) snprintf(buf, n, "%.2f us", ns / 1e3);
  else if (a < 1e9) snprintf(buf, n, "%.2f ms", ns / 1e6);
  else snprintf(buf, n, "%.3f s", ns / 1e9);
}

static void human_bytes(char *buf, size_t n, double v) {
  sl_human_bytes(buf, n, v);
}

/* A series' total, mean, median, min, max and deviation in human units. */
static void human_fig(const sl_fig_t *x, void (*fmt)(char *, size_t, double),
                      char out[6][32]) {
  fmt(out[0], 32, (double)x->total);
  fmt(out[1], 32, avg_of(x));
  fmt(out[2], 32, x->median);
  fmt(out[3], 32, (double)x->min);
  fmt(out[4], 32, (double)x->max);
  fmt(out[5], 32, stddev_of(x));
}

static const char *titles[SL_SUM_COUNT] = {
    "CUDA kernels (cuda_gpu_kern_sum)", "CUDA API calls (cuda_api_sum)",
    "GPU memory operations (cuda_gpu_mem_time_sum, cuda_gpu_mem_size_sum)",
    "NVTX ranges (nvtx_sum)", "NVTX ranges -> kernels (nvtx_kern_sum)",
    "Host ops", "GPU memory operations (memops)", ""};

/* API calls and host ops are calls; the rest instances. */
static int calls(int rep) { return rep == SL_SUM_API || rep == SL_SUM_OPS; }

/* Group g's input (by input). */
static sl_str_t input_of(const sl_summary_t *s, const sl_sgroup_t *g) {
  return sl__inkey_name(&s->inkey, g->input);
}

/* By input: the input's column of a table (its path's end). */
static void table_input(const sl_summary_t *s, FILE *f, const sl_sgroup_t *g) {
  char in[40];
  sl_str_t v;
  if (!s->inkey.on) return;
  v = input_of(s, g);
  sl__table_tail(in, sizeof in, v.p, v.n, 30);
  fprintf(f, "%-30s  ", in);
}

static void write_table(const sl_sum_out_t *o, const sl_summary_t *s, FILE *f,
                        int rep, const sref_t *ix, size_t n, int64_t all) {
  size_t i;
  char nm[200];
  const char *in_col = s->inkey.on ? "input                           " : "";
  fprintf(f, "%s\n", titles[rep]);
  if (rep == SL_SUM_NVTXK)
    fprintf(f, "%-10s %8s %8s %12s %12s %12s %12s %12s %12s  %s%s\n", "style",
            "ranges", "kernels", "total", "avg", "median", "min", "max",
            "stddev", in_col, "range / kernel");
  else
    fprintf(f, "%6s %12s %9s %12s %12s %12s %12s %12s  %s%s%s\n", "time%",
            "total", calls(rep) ? "calls" : "instances", "avg", "median",
            "min", "max", "stddev", rep == SL_SUM_NVTX ? "style     " : "",
            in_col, "name");
  for (i = 0; i < n; i++) {
    const sl_sgroup_t *r = ix[i].g;
    char h[6][32];
    human_fig(&r->t, sl__human_ns, h);
    if (rep == SL_SUM_NVTXK) {
      fprintf(f, "%-10.*s %8llu %8llu %12s %12s %12s %12s %12s %12s  ",
              (int)r->style.n, (const char *)r->style.p,
              (unsigned long long)r->ranges, (unsigned long long)r->t.n, h[0],
              h[1], h[2], h[3], h[4], h[5]);
      table_input(s, f, r);
      sl__table_name(nm, sizeof nm, r->name.p, r->name.n, 60);
      fprintf(f, "%s / ", nm);
      sl__table_name(nm, sizeof nm, r->kernel.p, r->kernel.n, 80);
      fprintf(f, "%s\n", nm);
      continue;
    }
    fprintf(f, "%6.1f %12s %9llu %12s %12s %12s %12s %12s  ",
            all ? (double)r->t.total * 100.0 / (double)all : 0.0, h[0],
            (unsigned long long)r->t.n, h[1], h[2], h[3], h[4], h[5]);
    if (rep == SL_SUM_NVTX)
      fprintf(f, "%-10.*s", (int)r->style.n, (const char *)r->style.p);
    table_input(s, f, r);
    sl__table_name(nm, sizeof nm, r->name.p, r->name.n, 120);
    if (r->has_device)
      fprintf(f, "%s%s%s\n", nm, r->name.n ? " | " : "",
              dev_name(o, r->device));
    else
      fprintf(f, "%s\n", nm);
    if (rep == SL_SUM_GPUMEM) {
      human_fig(&r->b, human_bytes, h);
      fprintf(f, "%6s %12s %9s %12s %12s %12s %12s %12s  (bytes)\n", "",
              h[0], "", h[1], h[2], h[3], h[4], h[5]);
    }
  }
  if (n == 0) fprintf(f, "(none)\n");
  fprintf(f, "\n");
}

static void csv_fig(FILE *f, const sl_fig_t *x, int pct, int64_t all) {
  fprintf(f, "%lld,", (long long)x->total);
  if (pct)
    fprintf(f, "%.1f,", all ? (double)x->total * 100.0 / (double)all : 0.0);
  fprintf(f, "%.1f,%.1f,%lld,%lld,%.1f", avg_of(x), x->median,
          (long long)x->min, (long long)x->max, stddev_of(x));
}

/* By input: the input's CSV field and its comma. */
static void csv_input(const sl_summary_t *s, FILE *f, const sl_sgroup_t *g) {
  sl_str_t v;
  if (!s->inkey.on) return;
  v = input_of(s, g);
  sl__csv_field(f, v.p, v.n);
  fputc(',', f);
}

static void write_csv(const sl_sum_out_t *o, const sl_summary_t *s, FILE *f,
                      int rep, const sref_t *ix, size_t n, int64_t all) {
  size_t i;
  int dev = rep == SL_SUM_KERNELS && (o->by == SL_SUM_BY_DEVICE ||
                                 o->by == SL_SUM_BY_NAME_DEVICE ||
                                 o->by == SL_SUM_BY_OP_DEVICE);
  const char *in = s->inkey.on ? "input," : "";
  switch (rep) {
  case SL_SUM_NVTXK:
    fprintf(f, "range,style,kernel,%srange_instances,kernel_instances,"
               "total_ns,avg_ns,median_ns,min_ns,max_ns,stddev_ns\n", in);
    break;
  case SL_SUM_NVTX:
    fprintf(f, "name,style,%sinstances,total_ns,time_pct,avg_ns,median_ns,"
               "min_ns,max_ns,stddev_ns\n", in);
    break;
  case SL_SUM_GPUMEM:
    fprintf(f, "name,%scount,total_ns,time_pct,avg_ns,median_ns,min_ns,"
               "max_ns,stddev_ns,total_bytes,avg_bytes,median_bytes,min_bytes,"
               "max_bytes,stddev_bytes\n", in);
    break;
  default:
    fprintf(f, "name,%s%s%s,total_ns,time_pct,avg_ns,median_ns,min_ns,"
               "max_ns,stddev_ns\n",
            dev ? "device," : "", in, calls(rep) ? "calls" : "instances");
  }
  for (i = 0; i < n; i++) {
    const sl_sgroup_t *r = ix[i].g;
    sl__csv_field(f, r->name.p, r->name.n);
    fputc(',', f);
    if (rep == SL_SUM_NVTXK) {
      sl__csv_field(f, r->style.p, r->style.n);
      fputc(',', f);
      sl__csv_field(f, r->kernel.p, r->kernel.n);
      fputc(',', f);
      csv_input(s, f, r);
      fprintf(f, "%llu,%llu,", (unsigned long long)r->ranges,
              (unsigned long long)r->t.n);
      csv_fig(f, &r->t, 0, all);
      fputc('\n', f);
      continue;
    }
    if (rep == SL_SUM_NVTX) {
      sl__csv_field(f, r->style.p, r->style.n);
      fputc(',', f);
    }
    if (dev) fprintf(f, "%lld,", (long long)r->device);
    csv_input(s, f, r);
    fprintf(f, "%llu,", (unsigned long long)r->t.n);
    csv_fig(f, &r->t, 1, all);
    if (rep == SL_SUM_GPUMEM) {
      fputc(',', f);
      csv_fig(f, &r->b, 0, 0);
    }
    fputc('\n', f);
  }
}

static void json_fig(FILE *f, const sl_fig_t *x, const char *unit, int pct,
                     int64_t all) {
  fprintf(f, "\"total_%s\":%lld,", unit, (long long)x->total);
  if (pct)
    fprintf(f, "\"time_pct\":%.1f,",
            all ? (double)x->total * 100.0 / (double)all : 0.0);
  fprintf(f,
          "\"avg_%s\":%.1f,\"median_%s\":%.1f,\"min_%s\":%lld,\"max_%s\":%lld,"
          "\"stddev_%s\":%.1f",
          unit, avg_of(x), unit, x->median, unit, (long long)x->min, unit,
          (long long)x->max, unit, stddev_of(x));
}

/* By input: the input's member. */
static void json_input(const sl_summary_t *s, FILE *f, const sl_sgroup_t *g) {
  if (!s->inkey.on) return;
  fputs(",\"input\":", f);
  json_str(f, input_of(s, g));
}

static void write_json(const sl_summary_t *s, FILE *f, int rep,
                       const sref_t *ix, size_t n, int64_t all) {
  size_t i;
  fprintf(f, "\"%s\":{\"rows\":[", rep_keys[rep]);
  for (i = 0; i < n; i++) {
    const sl_sgroup_t *r = ix[i].g;
    if (i) fputc(',', f);
    fputc('{', f);
    if (rep == SL_SUM_NVTXK) {
      fputs("\"range\":", f);
      json_str(f, r->name);
      fputs(",\"style\":", f);
      json_str(f, r->style);
      fputs(",\"kernel\":", f);
      json_str(f, r->kernel);
      json_input(s, f, r);
      fprintf(f, ",\"range_instances\":%llu,\"kernel_instances\":%llu,",
              (unsigned long long)r->ranges, (unsigned long long)r->t.n);
      json_fig(f, &r->t, "ns", 0, all);
      fputc('}', f);
      continue;
    }
    fputs("\"name\":", f);
    json_str(f, r->name);
    if (rep == SL_SUM_NVTX) {
      fputs(",\"style\":", f);
      json_str(f, r->style);
    }
    if (r->has_device) fprintf(f, ",\"device\":%lld", (long long)r->device);
    json_input(s, f, r);
    fprintf(f, ",\"%s\":%llu,",
            calls(rep) ? "calls" : rep == SL_SUM_GPUMEM ? "count" : "instances",
            (unsigned long long)r->t.n);
    json_fig(f, &r->t, "ns", 1, all);
    if (rep == SL_SUM_GPUMEM) {
      fputc(',', f);
      json_fig(f, &r->b, "bytes", 0, 0);
    }
    fputc('}', f);
  }
  fprintf(f, "],\"total_ns\":%lld}", (long long)all);
}

int sl__sum_write_f(sl_summary_t *s, const sl_sum_out_t *o, FILE *f,
                    int *first) {
  sref_t *ix;
  size_t i;
  int rep;
  if (!(ix = malloc((s->ng ? s->ng : 1) * sizeof *ix))) return oom(s);
  for (rep = 0; rep < SL_SUM_COUNT; rep++) {
    size_t n = 0, shown;
    int64_t all = 0;
    if (!(o->reps & 1u << rep) || rep == SL_SUM_BREAKDOWN) continue;
    for (i = 0; i < s->ng; i++)
      if (s->g[i].rep == rep) {
        ix[n].g = &s->g[i];
        ix[n++].sort = o->sort;
        all = (int64_t)((uint64_t)all + (uint64_t)s->g[i].t.total);
      }
    if (n > 1) qsort(ix, n, sizeof *ix, cmp_grp);
    shown = o->top && o->top < n ? o->top : n;
    if (o->format == SL_REPORT_JSON) {
      if (!*first) fputc(',', f);
      write_json(s, f, rep, ix, shown, all);
    } else if (o->format == SL_REPORT_CSV) {
      write_csv(o, s, f, rep, ix, shown, all);
    } else {
      write_table(o, s, f, rep, ix, shown, all);
    }
    *first = 0;
  }
  free(ix);
  return 0;
}

int sl__sum_write(sl_summary_t *s, const sl_sum_out_t *o, sl_sink_fn sink,
                  void *ud) {
  sl_block_t b;
  int first = 1, rc;
  if (sl__block_open(&b)) return oom(s);
  if (o->format == SL_REPORT_JSON) {
    fputc('{', b.f);
    if (o->source) {
      fprintf(b.f, "\"source\":\"%s\"", o->source);
      first = 0;
    }
  }
  if ((rc = sl__sum_write_f(s, o, b.f, &first))) {
    sl__block_drop(&b);
    return rc;
  }
  if (o->format == SL_REPORT_JSON) fputs("}\n", b.f);
  rc = sl__block_flush(&b, sink, ud);
  return rc ? sl__err(s->err, rc, SL_NO_OFFSET, "cannot write the report")
            : 0;
}

/* ---- partial results ------------------------------------------------------------- */

static void fig_save(FILE *f, const char *key, const sl_fig_t *x,
                     sl_pwrite_t *w) {
  fprintf(f, ",\"%s\":[%llu,%lld,%lld,%lld,", key, (unsigned long long)x->n,
          (long long)x->total, (long long)x->min, (long long)x->max);
  sl__pw_u128(w, x->sq);
  fputc(']', f);
}

int sl__sum_save(sl_summary_t *s, sl_pwrite_t *w) {
  FILE *f = sl__pw_f(w);
  sl_vcursor_t c;
  const void *rec = NULL;
  size_t gi;
  int rc, more;
  fprintf(f, "{\"groups\":%zu}", s->ng);
  if ((rc = sl__pw_line(w))) return rc;
  if ((rc = sl__vsort_open(&s->vals, &c))) return vals_rc(s, rc);
  more = sl__vsort_next(&c, &rec);
  for (gi = 0; gi < s->ng && more >= 0 && rc == 0; gi++) {
    const sl_sgroup_t *g = &s->g[gi];
    uint32_t series;
    fprintf(f, "{\"r\":%d,\"n\":", g->rep);
    sl__pw_str(w, g->name.p, g->name.n);
    fputs(",\"s\":", f);
    sl__pw_str(w, g->style.p, g->style.n);
    fputs(",\"k\":", f);
    sl__pw_str(w, g->kernel.p, g->kernel.n);
    if (g->has_device) fprintf(f, ",\"d\":%lld", (long long)g->device);
    if (s->inkey.on) {
      sl_str_t in = input_of(s, g);
      fputs(",\"i\":", f);
      sl__pw_str(w, in.p, in.n);
    }
    fig_save(f, "t", &g->t, w);
    fig_save(f, "b", &g->b, w);
    fprintf(f, ",\"ranges\":%llu}", (unsigned long long)g->ranges);
    if ((rc = sl__pw_line(w))) break;
    /* The values of its time, then of its bytes: sorted, each series'
     * run of lines of its own. */
    for (series = (uint32_t)gi * 2; series <= (uint32_t)gi * 2 + 1 && rc == 0;
         series++) {
      while (more > 0 && ((const sl_vpair_t *)rec)->series == series) {
        if ((rc = sl__pw_value(w, ((const sl_vpair_t *)rec)->v))) break;
        more = sl__vsort_next(&c, &rec);
      }
      if (rc == 0) rc = sl__pw_values_end(w);
    }
  }
  sl__vsort_done(&c);
  if (more < 0) return vals_rc(s, more);
  return rc;
}

static int fig_load(sl_pread_t *r, const char *key, sl_fig_t *x) {
  const sl_jval_t *v = sl__pr_get(r, key);
  sl_jscan_t js;
  sl_jval_t e[5], extra;
  const char *p;
  int64_t n, total, mn, mx;
  unsigned __int128 sq = 0;
  size_t i;
  if (!v || v->type != SL_JT_ARRAY) goto bad;
  sl__jscan_init(&js, v->p, v->n, NULL);
  p = v->p + 1;
  for (i = 0; i < 5; i++)
    if (sl__jscan_element(&js, &p, &e[i]) != 1) goto bad;
  if (sl__jscan_element(&js, &p, &extra) != 0) goto bad;
  if (sl__jnum_scaled(&e[0], 0, &n) || n < 0 ||
      sl__jnum_scaled(&e[1], 0, &total) || sl__jnum_scaled(&e[2], 0, &mn) ||
      sl__jnum_scaled(&e[3], 0, &mx) || e[4].type != SL_JT_STRING ||
      e[4].n == 0 || e[4].n > 39)
    goto bad;
  for (i = 0; i < e[4].n; i++) {
    unsigned d = (unsigned)(e[4].p[i] - '0');
    if (d > 9) goto bad;
    sq = sq * 10 + d;
  }
  if (n == 0) return 0;
  if (x->n == 0 || mn < x->min) x->min = mn;
  if (x->n == 0 || mx > x->max) x->max = mx;
  x->n += (uint64_t)n;
  x->total = (int64_t)((uint64_t)x->total + (uint64_t)total);
  x->sq += sq;
  return 0;
bad:
  return sl__pr_fail(r, "expected \"%s\": [count, total, min, max, "
                     "\"sum of squares\"]", key);
}

typedef struct vload_s {
  sl_summary_t *s;
  uint32_t series;
} vload_t;

static int value_in(void *ud, int64_t v) {
  vload_t *l = ud;
  return vals_rc(l->s, sl__vsort_add(&l->s->vals, l->series, v));
}

int sl__sum_load(sl_summary_t *s, int (*dev)(void *ud, int64_t *device),
                 void *ud, sl_pread_t *r) {
  int64_t n, i;
  int rc;
  if ((rc = sl__pr_line(r, "expected the summary's groups")))
    return rc;
  if (sl__pr_int(r, "groups", &n)) return SL_EFORMAT;
  for (i = 0; i < n; i++) {
    sl_str_t name, style, kernel, in;
    int64_t rep, device = 0, ranges, gi;
    uint64_t tn, bn;
    int has_device;
    vload_t l;
    if ((rc = sl__pr_line(r, "expected %lld more groups",
                              (long long)(n - i))))
      return rc;
    if (sl__pr_int(r, "r", &rep) || rep < 0 || rep >= SL_SUM_COUNT)
      return sl__pr_fail(r, "expected a report's number for \"r\"");
    if (sl__pr_str(r, "n", &name) || sl__pr_str(r, "s", &style) ||
        sl__pr_str(r, "k", &kernel) ||
        sl__pr_opt_int(r, "d", &device, &has_device) ||
        sl__pr_int(r, "ranges", &ranges))
      return SL_EFORMAT;
    if (has_device && dev && (rc = dev(ud, &device)))
      return sl__pr_fail(r, "device %lld is not one of the partial's "
                         "processes", (long long)device);
    if (s->inkey.on &&
        (sl__pr_str(r, "i", &in) || (rc = sl__sum_input(s, in))))
      return rc ? rc : SL_EFORMAT;
    gi = sl__sum_group(s, (int)rep, name, style, kernel, has_device, device);
    if (gi < 0) return oom(s);
    tn = s->g[gi].t.n;
    bn = s->g[gi].b.n;
    if (fig_load(r, "t", &s->g[gi].t) || fig_load(r, "b", &s->g[gi].b))
      return SL_EFORMAT;
    s->g[gi].ranges += (uint64_t)ranges;
    l.s = s;
    l.series = (uint32_t)gi * 2;
    if ((rc = sl__pr_values(r, s->g[gi].t.n - tn, value_in, &l))) return rc;
    l.series++;
    if ((rc = sl__pr_values(r, s->g[gi].b.n - bn, value_in, &l))) return rc;
  }
  return 0;
}

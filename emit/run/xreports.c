/* The reports on XSpace profiles: steps (groups) and the op summary,
 * each from one walk of the profile's own lines (emit/run/xspace.c); the
 * memory report is xmem.c.  See xreports.h. */
#define _GNU_SOURCE /* qsort_r */
#include "emit/run/xreports.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "emit/analyze/vsort.h"
#include "emit/analyze/xderive.h"
#include "emit/model/arena.h"
#include "emit/model/idset.h"
#include "emit/model/strmap.h"
#include "emit/run/events.h"
#include "emit/run/xspace.h"
#include "emit/write/digits.h"
#include "emit/write/escape.h"
#include "emit/write/plot.h"
#include "emit/write/report.h"
#include "stream/idmap.h"

/* ---- shared ------------------------------------------------------------------------ */

#define find sl__xwalk_find

/* A JSON string (escaped, UTF-8 repaired). */
#define json_str sl__json_fstr
#define us sl__json_fus

/* The same for a table: rounded, in human units. */
static const char *human(char *buf, size_t n, int64_t ps) {
  sl__human_us(buf, n, (double)ps / 1e6);
  return buf;
}

/* Groups: the steps of xspace.md 5.1. */
typedef struct group_s {
  int64_t id, start, end;
  uint64_t events;
} group_t;

typedef struct groups_s {
  group_t *g;
  size_t n, cap;
} groups_t;

static int group_cmp(const void *a, const void *b) {
  const group_t *x = a, *y = b;
  return x->id < y->id ? -1 : x->id > y->id;
}

/* Counts an event toward its group (linear probe of a sorted-later
 * array: the groups are few, a step each). */
static int group_add(groups_t *gs, const sl_xwalk_event_t *e) {
  const sl_xs_stat_t *g;
  size_t i;
  if (e->internal || !sl__xs_is_int(g = find(e, "group_id"))) return 0;
  for (i = gs->n; i > 0; i--)
    if (gs->g[i - 1].id == g->v.i) break;
  if (i == 0) {
    if (SL_GROW(gs->g, gs->cap, gs->n + 1)) return SL_ENOMEM;
    gs->g[gs->n].id = g->v.i;
    gs->g[gs->n].start = e->ts_ps;
    gs->g[gs->n].end = e->ts_ps + e->dur_ps;
    gs->g[gs->n].events = 0;
    i = ++gs->n;
  }
  {
    group_t *x = &gs->g[i - 1];
    if (e->ts_ps < x->start) x->start = e->ts_ps;
    if (e->ts_ps + e->dur_ps > x->end) x->end = e->ts_ps + e->dur_ps;
    x->events++;
  }
  return 0;
}

/* ---- steps ------------------------------------------------------------------------------ */

typedef struct steps_s {
  groups_t gs;
  int json;
  sl_sink_fn sink;
  void *ud;
} steps_t;

static int steps_event(void *ud, const sl_xwalk_event_t *e) {
  return group_add(&((steps_t *)ud)->gs, e);
}

static int steps_finish(void *ud, const sl_xwalk_event_t *e) {
  steps_t *st = ud;
  sl_block_t b;
  sl_span_t *sp;
  char (*names)[40];
  size_t i;
  int rc;
  if (st->gs.n > 1) qsort(st->gs.g, st->gs.n, sizeof *st->gs.g, group_cmp);
  sp = malloc((st->gs.n + 1) * sizeof *sp);
  names = malloc((st->gs.n + 1) * sizeof *names);
  if (!sp || !names || (rc = sl__block_open(&b)) != 0) {
    free(sp);
    free(names);
    return SL_ENOMEM;
  }
  for (i = 0; i < st->gs.n; i++) {
    const group_t *g = &st->gs.g[i];
    sp[i].id = g->id;
    sp[i].start = g->start;
    sp[i].end = g->end;
    sp[i].events = g->events;
    sp[i].name = sl__xwalk_group_name(e, g->id, names[i]);
  }
  sl__spans_write(b.f, sp, st->gs.n, e->base_us, st->json,
                  "(no steps: no event has a group_id)");
  free(sp);
  free(names);
  return sl__block_flush(&b, st->sink, st->ud);
}

int sl_xspace_steps(const char *const *paths, size_t n,
                    const sl_options_t *opt, int json, sl_sink_fn sink,
                    void *ud, sl_error_t *err) {
  steps_t st;
  sl_xwalk_ops_t ops;
  int rc;
  memset(&st, 0, sizeof st);
  memset(&ops, 0, sizeof ops);
  st.json = json;
  st.sink = sink;
  st.ud = ud;
  ops.ud = &st;
  ops.event = steps_event;
  ops.finish = steps_finish;
  rc = sl__xspace_walk(paths, n, opt, &ops, err);
  free(st.gs.g);
  return rc;
}

/* ---- stats ------------------------------------------------------------------------------ */

typedef struct row_s {
  uint64_t calls, kernels;
  int64_t host_total, host_self, host_min, host_max, device_total;
} row_t;

/* An open host op on a line's stack. */
typedef struct open_s {
  int64_t end;
  uint32_t row;
} open_t;

typedef struct stats_s {
  const sl_stats_options_t *so;
  sl_sink_fn sink;
  void *ud;
  sl_arena_t arena;
  sl_strmap_t keys;         /* row keys: name, or name "\0" device       */
  row_t *rows;
  size_t cap;
  open_t *stack;
  size_t nstack, cstack;
  groups_t gs;
  uint8_t *key;             /* a key being made                            */
  size_t ckey;
} stats_t;

/* The row of (name, device) as --by keys it (type: the op type). */
static int64_t row_of(stats_t *s, sl_str_t type, sl_str_t name,
                      sl_str_t dev) {
  sl_str_t a = s->so->by == SL_STATS_BY_NAME ? name
               : s->so->by == SL_STATS_BY_DEVICE ? dev
                                                 : type;
  size_t n = a.n + (s->so->by == SL_STATS_BY_OP_DEVICE ? 1 + dev.n : 0);
  int added;
  int64_t r;
  if (n + 1 > s->ckey) {
    uint8_t *k = realloc(s->key, n + 1);
    if (!k) return SL_ENOMEM;
    s->key = k;
    s->ckey = n + 1;
  }
  if (a.n) memcpy(s->key, a.p, a.n);
  if (s->so->by == SL_STATS_BY_OP_DEVICE) {
    s->key[a.n] = 0;
    if (dev.n) memcpy(s->key + a.n + 1, dev.p, dev.n);
  }
  r = sl__strmap_put(&s->keys, s->key, n, &added);
  if (r < 0) return SL_ENOMEM;
  if (SL_GROW(s->rows, s->cap, (size_t)r + 1)) return SL_ENOMEM;
  if (added) memset(&s->rows[r], 0, sizeof s->rows[r]);
  return r;
}

static int stats_line(void *ud, const sl_xwalk_event_t *w) {
  ((stats_t *)ud)->nstack = 0;
  (void)w;
  return 0;
}

/* The last "::" piece of an HLO op, and that without ".<digits>". */
static void hlo_piece(sl_str_t op, sl_str_t *name, sl_str_t *type) {
  size_t i = op.n, start = 0, k;
  while (i >= 2) {
    if (op.p[i - 1] == ':' && op.p[i - 2] == ':') {
      start = i;
      break;
    }
    i--;
  }
  *name = sl__str(op.p + start, op.n - start);
  k = name->n;
  while (k > 0 && name->p[k - 1] >= '0' && name->p[k - 1] <= '9') k--;
  if (k > 0 && k < name->n && name->p[k - 1] == '.')
    *type = sl__str(name->p, k - 1);
  else
    *type = *name;
}

static int stats_event(void *ud, const sl_xwalk_event_t *e) {
  stats_t *s = ud;
  sl_str_t dev = e->process; /* the device (xspace.md 3.2) */
  int64_t r;
  int rc;
  if ((rc = group_add(&s->gs, e))) return rc;
  if (e->internal) return 0;
  if (e->host_cpu) {
    sl_tfop_t op;
    row_t *row;
    sl__tfop_parse(e->name, &op);
    if (op.category != SL_TFOP_TENSORFLOW && op.category != SL_TFOP_JAX)
      return 0;
    if ((r = row_of(s, op.type, op.name, dev)) < 0) return (int)r;
    row = &s->rows[r];
    if (row->calls == 0 || e->dur_ps < row->host_min) row->host_min = e->dur_ps;
    if (e->dur_ps > row->host_max) row->host_max = e->dur_ps;
    row->calls++;
    row->host_total += e->dur_ps;
    row->host_self += e->dur_ps;
    /* Self time: the op's duration less its children's, by one stack. */
    while (s->nstack && s->stack[s->nstack - 1].end <= e->ts_ps) s->nstack--;
    if (s->nstack && s->stack[s->nstack - 1].end < e->ts_ps + e->dur_ps)
      return 0; /* overlaps its would-be parent: no parent, not pushed */
    if (s->nstack) s->rows[s->stack[s->nstack - 1].row].host_self -= e->dur_ps;
    if (SL_GROW(s->stack, s->cstack, s->nstack + 1)) return SL_ENOMEM;
    s->stack[s->nstack].end = e->ts_ps + e->dur_ps;
    s->stack[s->nstack++].row = (uint32_t)r;
    return 0;
  }
  if (e->gpu) {
    sl_str_t type = e->name, name = e->name;
    if (find(e, "kernel_details")) {
      const sl_xs_stat_t *t = find(e, "tf_op"), *h = find(e, "hlo_op");
      sl_tfop_t op;
      if (!sl__xs_is_text(t) || t->v.s.n == 0) t = find(e, "level 0");
      if (sl__xs_is_text(t)) sl__tfop_parse(t->v.s, &op);
      if (sl__xs_is_text(t) &&
          (op.category == SL_TFOP_TENSORFLOW || op.category == SL_TFOP_JAX)) {
        type = op.type;
        name = op.name;
      } else if (sl__xs_is_text(h) && h->v.s.n) {
        hlo_piece(h->v.s, &name, &type);
      }
    }
    if ((r = row_of(s, type, name, dev)) < 0) return (int)r;
    s->rows[r].device_total += e->dur_ps;
    s->rows[r].kernels++;
  }
  return 0;
}

typedef struct order_s {
  const stats_t *s;
} order_t;

static int64_t sort_value(const row_t *r, sl_stats_sort_t by) {
  switch (by) {
  case SL_STATS_SORT_HOST_AVG:
    return r->calls ? r->host_total / (int64_t)r->calls : 0;
  case SL_STATS_SORT_DEVICE_TOTAL: return r->device_total;
  case SL_STATS_SORT_CALLS: return (int64_t)(r->calls + r->kernels);
  default: return r->host_total;
  }
}


static int cmp_rows(const void *pa, const void *pb, void *ud) {
  const stats_t *s = ud;
  uint32_t a = *(const uint32_t *)pa, b = *(const uint32_t *)pb;
  const row_t *ra = &s->rows[a], *rb = &s->rows[b];
  if (s->so->sort != SL_STATS_SORT_NAME) {
    int64_t va = sort_value(ra, s->so->sort), vb = sort_value(rb, s->so->sort);
    if (va != vb) return va > vb ? -1 : 1;
    if (ra->host_total != rb->host_total)
      return ra->host_total > rb->host_total ? -1 : 1;
  }
  /* Name, then device: the key compares so (name "\0" device). */
  return sl__str_cmp(s->keys.keys[a], s->keys.keys[b]);
}

/* A row's key as name and device. */
static void key_parts(const stats_t *s, uint32_t i, sl_str_t *name,
                      sl_str_t *dev) {
  sl_str_t k = s->keys.keys[i];
  const uint8_t *z;
  *name = k;
  *dev = sl__str("", 0);
  if (s->so->by == SL_STATS_BY_OP_DEVICE && k.n &&
      (z = memchr(k.p, 0, k.n)) != NULL) {
    *name = sl__str(k.p, (size_t)(z - k.p));
    *dev = sl__str(z + 1, k.n - name->n - 1);
  } else if (s->so->by == SL_STATS_BY_OP_DEVICE && k.n == 0) {
    *name = k;
  }
}

/* A row's times, in the order of its columns (ps; avg rounded down;
 * min, max and avg 0 without host calls). */
enum { NTIMES = 6 };
static const char *const time_cols[NTIMES] = {
    "host_total", "host_self", "host_avg", "host_min", "host_max",
    "device_total"};

static void row_times(const row_t *r, int64_t t[NTIMES]) {
  t[0] = r->host_total;
  t[1] = r->host_self;
  t[2] = r->calls ? r->host_total / (int64_t)r->calls : 0;
  t[3] = r->calls ? r->host_min : 0;
  t[4] = r->calls ? r->host_max : 0;
  t[5] = r->device_total;
}

static int stats_finish(void *ud, const sl_xwalk_event_t *e) {
  stats_t *s = ud;
  size_t n = s->keys.n, i, shown;
  int64_t t[NTIMES];
  int k;
  uint32_t *order = malloc((n ? n : 1) * sizeof *order);
  int64_t host_total = 0, host_self = 0, device_total = 0;
  int dev_col = s->so->by == SL_STATS_BY_OP_DEVICE;
  sl_block_t b;
  int rc;
  (void)e;
  if (!order) return SL_ENOMEM;
  for (i = 0; i < n; i++) {
    order[i] = (uint32_t)i;
    host_total += s->rows[i].host_total;
    host_self += s->rows[i].host_self;
    device_total += s->rows[i].device_total;
  }
  if (n > 1) qsort_r(order, n, sizeof *order, cmp_rows, s);
  shown = s->so->top && s->so->top < n ? s->so->top : n;
  if ((rc = sl__block_open(&b)) != 0) {
    free(order);
    return rc;
  }
  if (s->so->format == SL_REPORT_JSON) {
    fprintf(b.f, "{\"steps\":%zu,\"rows\":[", s->gs.n);
    for (i = 0; i < shown; i++) {
      const row_t *r = &s->rows[order[i]];
      sl_str_t nm, dv;
      key_parts(s, order[i], &nm, &dv);
      fputs(i ? ",{\"name\":" : "{\"name\":", b.f);
      json_str(b.f, nm.p, nm.n);
      if (dev_col) {
        fputs(",\"device\":", b.f);
        json_str(b.f, dv.p, dv.n);
      }
      fprintf(b.f, ",\"calls\":%llu", (unsigned long long)r->calls);
      row_times(r, t);
      for (k = 0; k < NTIMES; k++) {
        fprintf(b.f, ",\"%s_us\":", time_cols[k]);
        us(b.f, 0, t[k]);
      }
      fprintf(b.f, ",\"kernels\":%llu}", (unsigned long long)r->kernels);
    }
    fputs("],\"host_total_us\":", b.f);
    us(b.f, 0, host_total);
    fputs(",\"host_self_us\":", b.f);
    us(b.f, 0, host_self);
    fputs(",\"device_total_us\":", b.f);
    us(b.f, 0, device_total);
    fputs("}\n", b.f);
  } else if (s->so->format == SL_REPORT_CSV) {
    fprintf(b.f, "name%s,calls", dev_col ? ",device" : "");
    for (k = 0; k < NTIMES; k++) fprintf(b.f, ",%s_us", time_cols[k]);
    fputs(",kernels\n", b.f);
    for (i = 0; i < shown; i++) {
      const row_t *r = &s->rows[order[i]];
      sl_str_t nm, dv;
      key_parts(s, order[i], &nm, &dv);
      sl__csv_field(b.f, nm.p, nm.n);
      if (dev_col) {
        fputc(',', b.f);
        sl__csv_field(b.f, dv.p, dv.n);
      }
      fprintf(b.f, ",%llu", (unsigned long long)r->calls);
      row_times(r, t);
      for (k = 0; k < NTIMES; k++) {
        fputc(',', b.f);
        us(b.f, 0, t[k]);
      }
      fprintf(b.f, ",%llu\n", (unsigned long long)r->kernels);
    }
  } else {
    static const char *const by_name[] = {"op", "name", "device", "op"};
    fprintf(b.f, "%zu step%s\n", s->gs.n, s->gs.n == 1 ? "" : "s");
    fprintf(b.f, "%-40s %s%8s %11s %11s %10s %10s %10s %6s %12s %8s\n",
            by_name[s->so->by],
            dev_col ? "device                         " : "", "calls",
            "host total", "host self", "host avg", "host min", "host max",
            "host%", "device total", "kernels");
    for (i = 0; i < shown; i++) {
      const row_t *r = &s->rows[order[i]];
      sl_str_t nm, dv;
      char name[48], dname[40], h[NTIMES][32];
      key_parts(s, order[i], &nm, &dv);
      row_times(r, t);
      for (k = 0; k < NTIMES; k++) human(h[k], sizeof h[k], t[k]);
      sl__table_name(name, sizeof name, nm.p, nm.n, 40);
      if (dev_col) sl__table_name(dname, sizeof dname, dv.p, dv.n, 30);
      fprintf(b.f, "%-40s %s%s%8llu %11s %11s %10s %10s %10s %5.1f%% %12s %8llu\n",
              name, dev_col ? dname : "", dev_col ? " " : "",
              (unsigned long long)r->calls, h[0], h[1], h[2], h[3], h[4],
              host_total ? 100.0 * (double)r->host_total / (double)host_total
                         : 0.0,
              h[5], (unsigned long long)r->kernels);
    }
    if (shown < n) fprintf(b.f, "(%zu more rows)\n", n - shown);
  }
  free(order);
  return sl__block_flush(&b, s->sink, s->ud);
}

int sl_xspace_stats(const char *const *paths, size_t n,
                    const sl_options_t *opt, const sl_stats_options_t *so,
                    sl_sink_fn sink, void *ud, sl_error_t *err) {
  stats_t s;
  sl_xwalk_ops_t ops;
  int rc;
  memset(&s, 0, sizeof s);
  memset(&ops, 0, sizeof ops);
  if (so->per_step)
    return sl__err(err, SL_EUSAGE, 0, "--per-step is not defined for "
                   "XSpace input");
  s.so = so;
  s.sink = sink;
  s.ud = ud;
  if (sl__arena_init(&s.arena) != 0)
    return sl__err(err, SL_ENOMEM, 0, "out of memory");
  sl__strmap_init(&s.keys, &s.arena);
  ops.ud = &s;
  ops.line_begin = stats_line;
  ops.event = stats_event;
  ops.finish = stats_finish;
  rc = sl__xspace_walk(paths, n, opt, &ops, err);
  sl__arena_close(&s.arena);
  free(s.rows);
  free(s.stack);
  free(s.gs.g);
  free(s.key);
  return rc;
}

/* ---- the summary reports ----------------------------------------------------------- */

/* XSpace's events in the shared vocabulary, for the summary reports
 * (kernels, copies and fills, API calls, host ops) that every input
 * fills the same way: a GPU plane's kernels (kernel_details), copies
 * (memcpy_details, whose size: gives the bytes) and fills; on the host,
 * TensorFlow and JAX ops by their type, and calls that carry a
 * correlation id (the runtime's). */

/* The number after "size:" in a copy's details, or 0. */
static int64_t copy_bytes(const sl_xs_stat_t *d) {
  size_t i;
  int64_t v = 0;
  if (!sl__xs_is_text(d)) return 0;
  for (i = 0; i + 5 <= d->v.s.n; i++)
    if (memcmp(d->v.s.p + i, "size:", 5) == 0) {
      for (i += 5; i < d->v.s.n && d->v.s.p[i] >= '0' && d->v.s.p[i] <= '9';
           i++)
        if (v < INT64_MAX / 10) v = v * 10 + (d->v.s.p[i] - '0');
      return v;
    }
  return 0;
}

static int xsum_event(void *ud, const sl_xwalk_event_t *e) {
  sl_event_t ev;
  const sl_xs_stat_t *d;
  sl_tfop_t op;
  if (e->internal) return 0;
  sl_event_init(&ev, SL_EV_SLICE);
  ev.ts = e->ts_ps;
  ev.dur = e->dur_ps;
  ev.name = sl__ev_text(e->name);
  if (e->gpu) {
    if (find(e, "kernel_details")) {
      ev.cls = SL_CLASS_KERNEL;
    } else if ((d = find(e, "memcpy_details")) != NULL) {
      ev.cls = SL_CLASS_MEMCPY;
      ev.bytes = copy_bytes(d);
    } else if (e->name.n >= 6 && strncasecmp((const char *)e->name.p,
                                             "memset", 6) == 0) {
      ev.cls = SL_CLASS_MEMSET;
    } else {
      return 0;
    }
  } else {
    sl__tfop_parse(e->name, &op);
    if (e->host_cpu &&
        (op.category == SL_TFOP_TENSORFLOW || op.category == SL_TFOP_JAX)) {
      ev.cls = SL_CLASS_HOST_OP;
      ev.name = sl__ev_text(op.type);
    } else if (find(e, "correlation_id")) {
      ev.cls = SL_CLASS_API;
    } else {
      return 0;
    }
  }
  return sl__evstats_in(ud, e->process, &ev);
}

int sl__xspace_summary(const char *const *paths, size_t n,
                       const sl_options_t *opt,
                       const sl_gpu_stats_options_t *so, sl_sink_fn sink,
                       void *ud, sl_error_t *err) {
  sl_evstats_t *st;
  sl_xwalk_ops_t ops;
  int rc;
  memset(&ops, 0, sizeof ops);
  if ((rc = sl__evstats_open(&st, so, "XSpace input", err))) return rc;
  ops.ud = st;
  ops.event = xsum_event;
  rc = sl__xspace_walk(paths, n, opt, &ops, err);
  if (rc == 0) rc = sl__evstats_write(st, "xspace", sink, ud);
  sl__evstats_free(st);
  return rc;
}

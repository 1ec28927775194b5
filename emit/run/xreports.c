/* The reports on XSpace profiles: steps (groups), the op summary and the
 * memory report, each from one walk of the profile's own lines
 * (emit/run/xspace.c).  See xreports.h. */
#define _GNU_SOURCE /* qsort_r */
#include "emit/run/xreports.h"

#include <stdlib.h>
#include <string.h>

#include "emit/analyze/vsort.h"
#include "emit/analyze/xderive.h"
#include "emit/model/arena.h"
#include "emit/model/idset.h"
#include "emit/model/strmap.h"
#include "emit/run/xspace.h"
#include "emit/write/digits.h"
#include "emit/write/escape.h"
#include "emit/write/plot.h"
#include "emit/write/report.h"
#include "stream/idmap.h"

/* ---- shared ------------------------------------------------------------------------ */

static const sl_xs_stat_t *find(const sl_xwalk_event_t *e, const char *k) {
  size_t kn = strlen(k), i;
  for (i = 0; i < e->nview; i++)
    if (sl__str_eq(e->view[i].key, k, kn)) return &e->view[i];
  return NULL;
}

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
  if (rc > 0 || (rc < 0 && err && err->code == 0))
    rc = sl__err(err, rc > 0 ? SL_ENOMEM : rc, 0, "%s", sl_strerror(rc));
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

static int cmp_str(sl_str_t a, sl_str_t b) {
  size_t m = a.n < b.n ? a.n : b.n;
  int c = m ? memcmp(a.p, b.p, m) : 0;
  return c ? c : a.n < b.n ? -1 : a.n > b.n;
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
  return cmp_str(s->keys.keys[a], s->keys.keys[b]);
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
  if (rc > 0 || (rc < 0 && err && err->code == 0))
    rc = sl__err(err, rc > 0 ? SL_ENOMEM : rc, 0, "%s", sl_strerror(rc));
  sl__arena_close(&s.arena);
  free(s.rows);
  free(s.stack);
  free(s.gs.g);
  free(s.key);
  return rc;
}

/* ---- mem -------------------------------------------------------------------------------- */

/* A memory event, in the sorter until all are in time order (its
 * strings are interned: the files are unmapped as the walk goes). */
typedef struct mev_s {
  int64_t ts;
  uint64_t order;           /* host << 44 | byte offset: file order      */
  uint64_t addr;
  int64_t bytes, peak, group, abytes, rbytes;
  uint32_t alloc;           /* allocator key, in m->allocs               */
  uint32_t op, shape, dtype, region; /* interned strings + 1; 0: none  */
  uint8_t f;                /* MF_*                                       */
} mev_t;

enum {
  MF_DEALLOC = 1, MF_ADDR = 2, MF_BYTES = 4, MF_PEAK = 8, MF_GROUP = 16,
  MF_ABYTES = 32, MF_RBYTES = 64,
  MF_DTYPE_NUM = 128        /* data_type is TF's DataType number (its
                             * decimal digits interned)                  */
};

/* An allocation: its event and its place in time order (earlier first
 * among equal sizes). */
typedef struct alloc_s {
  mev_t v;
  uint64_t seq;
} alloc_t;

/* One allocator's figures in one scope. */
typedef struct afig_s {
  int has;                  /* a counted bytes_allocated                   */
  int64_t peak, peak_ts, peak_in_use;
  int has_in_use;
  uint64_t events, live;    /* live: allocations live just after the peak */
  uint64_t peak_ev;         /* the event that first reached the peak      */
  alloc_t top[5];           /* the largest live, by size                 */
  size_t ntop;
} afig_t;

typedef struct mem_s {
  const sl_mem_options_t *mo;
  sl_sink_fn sink;
  void *ud;
  int json;                 /* --json: one line per scope                  */
  sl_arena_t arena;
  sl_strmap_t allocs, strs;
  sl_vsort_t evs;           /* the memory events, sorted by time          */
  uint64_t nev;
  sl_idset_t gseen;         /* the groups met (order-keeping ids)          */
  uint8_t *key;
  size_t ckey;
  int64_t base_us;
  size_t hosts;
  /* results: the whole profile (scope 0), then each group */
  int64_t *scope_group;
  size_t nscopes, cscopes;
  afig_t *figs;             /* nscopes x allocators                        */
  const sl_xwalk_event_t *walk; /* for group names, at finish          */
} mem_t;

static int mev_order(const void *a, const void *b) {
  const mev_t *x = a, *y = b;
  if (x->ts != y->ts) return x->ts < y->ts ? -1 : 1;
  return x->order < y->order ? -1 : x->order > y->order;
}

static uint32_t intern(mem_t *m, const sl_xs_stat_t *s) {
  int added;
  int64_t i;
  if (!sl__xs_is_text(s)) return 0;
  i = sl__strmap_put(&m->strs, s->v.s.p, s->v.s.n, &added);
  return i < 0 ? 0 : (uint32_t)i + 1;
}

/* A group id as an id set keeps it: unsigned order is signed order. */
static uint64_t group_key(int64_t g) {
  return (uint64_t)g ^ ((uint64_t)1 << 63);
}

static int mem_event(void *ud, const sl_xwalk_event_t *e) {
  mem_t *m = ud;
  const sl_xs_stat_t *a, *s;
  mev_t v;
  int added, rc;
  int64_t ai;
  size_t kn;
  if (!e->internal || !(SL_STR_EQ(e->name, "MemoryAllocation") ||
                        SL_STR_EQ(e->name, "MemoryDeallocation")))
    return 0;
  if (!sl__xs_is_text(a = find(e, "allocator_name"))) return 0;
  /* Keyed by name, or "<host> <name>" when there are several hosts. */
  kn = a->v.s.n + (e->hosts > 1 ? e->host_name.n + 1 : 0);
  if (kn + 1 > m->ckey) {
    uint8_t *k = realloc(m->key, kn + 1);
    if (!k) return SL_ENOMEM;
    m->key = k;
    m->ckey = kn + 1;
  }
  if (e->hosts > 1) {
    if (e->host_name.n) memcpy(m->key, e->host_name.p, e->host_name.n);
    m->key[e->host_name.n] = ' ';
  }
  if (a->v.s.n) memcpy(m->key + kn - a->v.s.n, a->v.s.p, a->v.s.n);
  if ((ai = sl__strmap_put(&m->allocs, m->key, kn, &added)) < 0)
    return SL_ENOMEM;
  memset(&v, 0, sizeof v);
  v.ts = e->ts_ps;
  /* (Offsets past 16 TiB would share a host's bits: none are.) */
  v.order = (uint64_t)e->host << 44 | (e->order & ((1ull << 44) - 1));
  v.alloc = (uint32_t)ai;
  if (SL_STR_EQ(e->name, "MemoryDeallocation")) v.f |= MF_DEALLOC;
  if (sl__xs_is_int(s = find(e, "addr"))) v.f |= MF_ADDR, v.addr = s->v.u;
  if (sl__xs_is_int(s = find(e, "bytes_allocated"))) v.f |= MF_BYTES, v.bytes = s->v.i;
  if (sl__xs_is_int(s = find(e, "peak_bytes_in_use"))) v.f |= MF_PEAK, v.peak = s->v.i;
  if (sl__xs_is_int(s = find(e, "group_id"))) {
    v.f |= MF_GROUP;
    v.group = s->v.i;
    if ((rc = sl__idset_add(&m->gseen, group_key(v.group))) < 0) return rc;
    if (rc == 1) {
      if (SL_GROW(m->scope_group, m->cscopes, m->nscopes + 1)) return SL_ENOMEM;
      m->scope_group[m->nscopes++] = v.group;
    }
  }
  if (sl__xs_is_int(s = find(e, "allocation_bytes")))
    v.f |= MF_ABYTES, v.abytes = s->v.i;
  if (sl__xs_is_int(s = find(e, "requested_bytes")))
    v.f |= MF_RBYTES, v.rbytes = s->v.i;
  v.op = intern(m, find(e, "tf_op"));
  v.shape = intern(m, find(e, "shape"));
  s = find(e, "data_type");
  if (sl__xs_is_int(s)) {
    uint8_t d[24];
    sl_xs_stat_t t = *s;
    t.kind = SL_XS_STR;
    t.v.s = sl__str(d, (size_t)(sl__put_i64(d, s->v.i) - d));
    v.dtype = intern(m, &t);
    v.f |= MF_DTYPE_NUM;
  } else {
    v.dtype = intern(m, s);
  }
  v.region = intern(m, find(e, "region_type"));
  m->nev++;
  return sl__vsort_put(&m->evs, &v);
}

static int i64_order(const void *a, const void *b) {
  int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
  return x < y ? -1 : x > y;
}

/* The live allocations: entries kept in one array (freed ones reused),
 * found by (allocator, address), and per allocator a dense list of its
 * live entries (so the largest are found among that allocator's only).
 * It holds what is live, not every allocation. */
typedef struct lent_s {
  alloc_t a;
  uint32_t pos;             /* in its allocator's list                    */
} lent_t;

typedef struct llist_s {
  uint32_t *v;              /* entry indexes                              */
  size_t n, cap;
} llist_t;

typedef struct live_s {
  lent_t *e;
  size_t ne, ce;
  uint32_t *freed;          /* free entries                               */
  size_t nfreed, cfreed;
  sl_idmap_t at;            /* (allocator, address) -> entry              */
  llist_t *by;              /* per allocator                             */
  size_t na;
} live_t;

static int live_open(live_t *l, size_t na) {
  memset(l, 0, sizeof *l);
  l->by = calloc(na ? na : 1, sizeof *l->by);
  l->na = na;
  return l->by ? 0 : SL_ENOMEM;
}

static void live_close(live_t *l) {
  size_t i;
  for (i = 0; l->by && i < l->na; i++) free(l->by[i].v);
  free(l->by);
  sl__idmap_close(&l->at);
  free(l->e);
  free(l->freed);
}

/* Applies an event (an allocation or a free with an address). */
static int live_apply(live_t *l, const mev_t *v, uint64_t seq) {
  int64_t k;
  if (!(v->f & MF_ADDR)) return 0;
  k = sl__idmap_get(&l->at, v->alloc, v->addr);
  if (!(v->f & MF_DEALLOC)) {
    if (k < 0) {
      llist_t *d = &l->by[v->alloc];
      if (l->nfreed) {
        k = l->freed[--l->nfreed];
      } else {
        if (l->ne >= UINT32_MAX - 1 || SL_GROW(l->e, l->ce, l->ne + 1))
          return SL_ENOMEM;
        k = (int64_t)l->ne++;
      }
      if (SL_GROW(d->v, d->cap, d->n + 1) ||
          sl__idmap_put(&l->at, v->alloc, v->addr, (uint32_t)k))
        return SL_ENOMEM;
      l->e[k].pos = (uint32_t)d->n;
      d->v[d->n++] = (uint32_t)k;
    }
    /* (Allocated again without a free: the later one counts.) */
    l->e[k].a.v = *v;
    l->e[k].a.seq = seq;
  } else if (k >= 0) {
    llist_t *d = &l->by[v->alloc];
    uint32_t last = d->v[--d->n];
    d->v[l->e[k].pos] = last;
    l->e[last].pos = l->e[k].pos;
    if (SL_GROW(l->freed, l->cfreed, l->nfreed + 1)) return SL_ENOMEM;
    l->freed[l->nfreed++] = (uint32_t)k;
    sl__idmap_del(&l->at, v->alloc, v->addr);
  }
  return 0;
}

/* Is allocation a larger than b (the earlier one first on a tie)? */
static int bigger(const alloc_t *a, const alloc_t *b) {
  if (a->v.abytes != b->v.abytes) return a->v.abytes > b->v.abytes;
  return a->seq < b->seq;
}

/* The 5 largest live allocations of allocator `al`. */
static void top_live(const live_t *l, uint32_t al, afig_t *f) {
  size_t i, j;
  f->ntop = 0;
  for (i = 0; i < l->by[al].n; i++) {
    const alloc_t *v = &l->e[l->by[al].v[i]].a;
    if (f->ntop == 5 && !bigger(v, &f->top[4])) continue;
    j = f->ntop < 5 ? f->ntop++ : 4;
    while (j > 0 && bigger(v, &f->top[j - 1])) {
      f->top[j] = f->top[j - 1];
      j--;
    }
    f->top[j] = *v;
  }
}

/* A pass over the events in time order. */
typedef struct mpass_s {
  mem_t *m;
  live_t l;
  uint64_t seq;
  int tops;                 /* the second pass: the largest at each peak  */
} mpass_t;

static int mem_step(void *ud, const void *rec) {
  mpass_t *p = ud;
  mem_t *m = p->m;
  const mev_t *v = rec;
  size_t na = m->allocs.n, scopes[2], ns = 1, s;
  uint64_t i = p->seq++;
  int rc;
  scopes[0] = 0;
  if ((v->f & MF_GROUP)) {
    int64_t *g = bsearch(&v->group, m->scope_group, m->nscopes - 1,
                         sizeof *m->scope_group, i64_order);
    scopes[ns++] = 1 + (size_t)(g - m->scope_group);
  }
  if (p->tops) {
    /* The figures are those just after the event. */
    if ((rc = live_apply(&p->l, v, i)) != 0) return rc;
    for (s = 0; s < ns; s++) {
      afig_t *f = &m->figs[scopes[s] * na + v->alloc];
      if (f->has && f->peak_ev == i) {
        top_live(&p->l, v->alloc, f);
        f->live = p->l.by[v->alloc].n;
      }
    }
    return 0;
  }
  for (s = 0; s < ns; s++) {
    afig_t *f = &m->figs[scopes[s] * na + v->alloc];
    f->events++;
    if ((v->f & MF_PEAK) && (!f->has_in_use || v->peak > f->peak_in_use)) {
      f->peak_in_use = v->peak;
      f->has_in_use = 1;
    }
    if ((v->f & MF_BYTES) && (!f->has || v->bytes > f->peak)) {
      f->has = 1;
      f->peak = v->bytes;
      f->peak_ts = v->ts;
      f->peak_ev = i;
    }
  }
  return 0;
}

/* Each scope's and allocator's figures: one pass for the peaks (the
 * first event to reach each), a second that stops at each peak for the
 * allocator's largest live allocations. */
static int mem_compute(mem_t *m) {
  size_t na = m->allocs.n;
  mpass_t p;
  int rc;
  if (m->nscopes > 1)
    qsort(m->scope_group, m->nscopes, sizeof *m->scope_group, i64_order);
  /* Scope 0 is the whole profile, then each group. */
  if (SL_GROW(m->scope_group, m->cscopes, m->nscopes + 1)) return SL_ENOMEM;
  m->nscopes++;
  m->figs = calloc(m->nscopes * (na ? na : 1), sizeof *m->figs);
  if (!m->figs) return SL_ENOMEM;
  memset(&p, 0, sizeof p);
  p.m = m;
  rc = sl__vsort_each_rec(&m->evs, mem_step, &p);
  if (rc == 0 && (rc = live_open(&p.l, na)) == 0) {
    p.seq = 0;
    p.tops = 1;
    rc = sl__vsort_each_rec(&m->evs, mem_step, &p);
  }
  live_close(&p.l);
  return rc;
}

/* A JSON integer, or its digits as a string beyond 2^53. */
static void json_int(FILE *f, int64_t v) {
  if (v > ((int64_t)1 << 53) || v < -((int64_t)1 << 53))
    fprintf(f, "\"%lld\"", (long long)v);
  else
    fprintf(f, "%lld", (long long)v);
}

static void json_pooled(FILE *f, const mem_t *m, uint32_t s) {
  if (!s) {
    fputs("null", f);
    return;
  }
  json_str(f, m->strs.keys[s - 1].p, m->strs.keys[s - 1].n);
}

/* Allocators in name order. */
static int alloc_cmp(const void *a, const void *b, void *ud) {
  const mem_t *m = ud;
  return cmp_str(m->allocs.keys[*(const uint32_t *)a],
                 m->allocs.keys[*(const uint32_t *)b]);
}

static void mem_scope_json(const mem_t *m, FILE *f, size_t s,
                           const uint32_t *order) {
  size_t na = m->allocs.n, i, j, shown = 0;
  char buf[40];
  if (s == 0) {
    fputs("{\"step\":null,\"name\":null,\"allocators\":{", f);
  } else {
    sl_str_t nm = sl__xwalk_group_name(m->walk, m->scope_group[s - 1], buf);
    fprintf(f, "{\"step\":");
    json_int(f, m->scope_group[s - 1]);
    fputs(",\"name\":", f);
    json_str(f, nm.p, nm.n);
    fputs(",\"allocators\":{", f);
  }
  for (i = 0; i < na; i++) {
    const afig_t *fg = &m->figs[s * na + order[i]];
    sl_str_t an = m->allocs.keys[order[i]];
    if (!fg->has) continue;
    if (shown++) fputc(',', f);
    json_str(f, an.p, an.n);
    fputs(":{\"timestamp\":", f);
    us(f, m->base_us, fg->peak_ts);
    fputs(",\"num_bytes\":", f);
    json_int(f, fg->peak);
    fputs(",\"peak_bytes_in_use\":", f);
    if (fg->has_in_use) json_int(f, fg->peak_in_use);
    else fputs("null", f);
    fprintf(f, ",\"events\":%llu,\"live\":%llu,\"top\":[",
            (unsigned long long)fg->events, (unsigned long long)fg->live);
    for (j = 0; j < fg->ntop; j++) {
      const mev_t *v = &fg->top[j].v;
      fputs(j ? ",{\"bytes\":" : "{\"bytes\":", f);
      if ((v->f & MF_ABYTES)) json_int(f, v->abytes);
      else fputs("null", f);
      fputs(",\"requested_bytes\":", f);
      if ((v->f & MF_RBYTES)) json_int(f, v->rbytes);
      else fputs("null", f);
      fputs(",\"op\":", f);
      json_pooled(f, m, v->op);
      fputs(",\"shape\":", f);
      json_pooled(f, m, v->shape);
      fputs(",\"data_type\":", f);
      if ((v->f & MF_DTYPE_NUM) && v->dtype)
        fprintf(f, "%.*s", (int)m->strs.keys[v->dtype - 1].n,
                (const char *)m->strs.keys[v->dtype - 1].p);
      else
        json_pooled(f, m, v->dtype);
      fputs(",\"region_type\":", f);
      json_pooled(f, m, v->region);
      fputc('}', f);
    }
    fputs("]}", f);
  }
  fputs("}}\n", f);
}

static void mem_scope_table(const mem_t *m, FILE *f, size_t s,
                            const uint32_t *order) {
  size_t na = m->allocs.n, i, j;
  char buf[40], nm[48], hb[32];
  if (s == 0) {
    fprintf(f, "whole profile\n");
  } else {
    sl_str_t g = sl__xwalk_group_name(m->walk, m->scope_group[s - 1], buf);
    sl__table_name(nm, sizeof nm, g.p, g.n, 40);
    fprintf(f, "\nstep %lld (%s)\n", (long long)m->scope_group[s - 1], nm);
  }
  fprintf(f, "  %-32s %12s %18s %12s %8s %8s\n", "allocator", "peak", "at us",
          "peak in use", "events", "live");
  for (i = 0; i < na; i++) {
    const afig_t *fg = &m->figs[s * na + order[i]];
    sl_str_t an = m->allocs.keys[order[i]];
    uint8_t t[40];
    char pu[32] = "-";
    if (!fg->has) continue;
    sl__table_name(nm, sizeof nm, an.p, an.n, 32);
    t[sl__put_ps_us(t, m->base_us, fg->peak_ts) - t] = 0;
    if (fg->has_in_use) sl_human_bytes(pu, sizeof pu, (double)fg->peak_in_use);
    fprintf(f, "  %-32s %12s %18s %12s %8llu %8llu\n", nm,
            sl_human_bytes(hb, sizeof hb, (double)fg->peak), (char *)t, pu,
            (unsigned long long)fg->events, (unsigned long long)fg->live);
    for (j = 0; j < fg->ntop; j++) {
      const mev_t *v = &fg->top[j].v;
      char op[48] = "-", sh[24] = "-", dt[16] = "-";
      if (v->op)
        sl__table_name(op, sizeof op, m->strs.keys[v->op - 1].p,
                       m->strs.keys[v->op - 1].n, 40);
      if (v->shape)
        sl__table_name(sh, sizeof sh, m->strs.keys[v->shape - 1].p,
                       m->strs.keys[v->shape - 1].n, 20);
      if (v->dtype && (v->f & MF_DTYPE_NUM))
        snprintf(dt, sizeof dt, "dtype %.*s",
                 (int)m->strs.keys[v->dtype - 1].n,
                 (const char *)m->strs.keys[v->dtype - 1].p);
      else if (v->dtype)
        sl__table_name(dt, sizeof dt, m->strs.keys[v->dtype - 1].p,
                       m->strs.keys[v->dtype - 1].n, 12);
      fprintf(f, "      %12s %-12s %-20s %s\n",
              (v->f & MF_ABYTES) ? sl_human_bytes(hb, sizeof hb, (double)v->abytes)
                            : "-",
              dt, sh, op);
    }
  }
}

static int mem_finish(void *ud, const sl_xwalk_event_t *e) {
  mem_t *m = ud;
  size_t na = m->allocs.n, i;
  uint32_t *order;
  sl_block_t b;
  int rc;
  m->walk = e;
  m->base_us = e->base_us;
  if ((rc = mem_compute(m)) != 0) return rc;
  if (!(order = malloc((na ? na : 1) * sizeof *order))) return SL_ENOMEM;
  for (i = 0; i < na; i++) order[i] = (uint32_t)i;
  if (na > 1) qsort_r(order, na, sizeof *order, alloc_cmp, m);
  if ((rc = sl__block_open(&b)) != 0) {
    free(order);
    return rc;
  }
  if (m->json || (m->mo && m->mo->format == SL_REPORT_JSON)) {
    for (i = 0; i < m->nscopes; i++) mem_scope_json(m, b.f, i, order);
  } else if (m->mo && m->mo->format == SL_REPORT_CSV) {
    fprintf(b.f, "step,allocator,timestamp_us,num_bytes,peak_bytes_in_use,"
                 "events,live\n");
    for (i = 0; i < m->nscopes; i++) {
      size_t a;
      for (a = 0; a < na; a++) {
        const afig_t *fg = &m->figs[i * na + order[a]];
        sl_str_t an = m->allocs.keys[order[a]];
        if (!fg->has) continue;
        if (i) fprintf(b.f, "%lld", (long long)m->scope_group[i - 1]);
        fputc(',', b.f);
        sl__csv_field(b.f, an.p, an.n);
        fputc(',', b.f);
        us(b.f, m->base_us, fg->peak_ts);
        fprintf(b.f, ",%lld,", (long long)fg->peak);
        if (fg->has_in_use) fprintf(b.f, "%lld", (long long)fg->peak_in_use);
        fprintf(b.f, ",%llu,%llu\n", (unsigned long long)fg->events,
                (unsigned long long)fg->live);
      }
    }
  } else {
    if (na == 0) fprintf(b.f, "no memory data: no MemoryAllocation events "
                              "with an allocator_name\n");
    for (i = 0; na && i < m->nscopes; i++) mem_scope_table(m, b.f, i, order);
  }
  free(order);
  return sl__block_flush(&b, m->sink, m->ud);
}

/* One walk: the memory events of `paths`, sorted and measured. */
static int mem_walk(mem_t *m, const char *const *paths, size_t n,
                    const sl_options_t *opt, int report, sl_error_t *err) {
  sl_xwalk_ops_t ops;
  int rc;
  memset(&ops, 0, sizeof ops);
  /* 64K events (6 MiB) in memory, then sorted runs in a file. */
  sl__vsort_init_rec(&m->evs, 0, sizeof(mev_t), mev_order);
  if (sl__arena_init(&m->arena) != 0)
    return sl__err(err, SL_ENOMEM, 0, "out of memory");
  sl__strmap_init(&m->allocs, &m->arena);
  sl__strmap_init(&m->strs, &m->arena);
  ops.ud = m;
  ops.event = mem_event;
  ops.finish = report ? mem_finish : NULL;
  rc = sl__xspace_walk(paths, n, opt, &ops, err);
  if (rc > 0 || (rc < 0 && err && err->code == 0))
    rc = sl__err(err, rc > 0 ? SL_ENOMEM : rc, 0, "%s", sl_strerror(rc));
  return rc;
}

static void mem_free(mem_t *m) {
  sl__arena_close(&m->arena);
  sl__vsort_close(&m->evs);
  sl__idset_close(&m->gseen);
  free(m->key);
  free(m->scope_group);
  free(m->figs);
}

/* The whole profile's peak of each allocator (scope 0), by name. */
static int64_t whole_peak(const mem_t *m, sl_str_t name, int *has) {
  int64_t a = sl__strmap_find(&m->allocs, name.p, name.n);
  *has = a >= 0 && m->figs[a].has;
  return *has ? m->figs[a].peak : 0;
}

typedef struct plot_ud_s {
  sl_plot_t p;
  const mem_t *m;
} plot_ud_t;

static int plot_point(void *ud, const void *rec) {
  plot_ud_t *pu = ud;
  const mev_t *v = rec;
  if (v->f & MF_BYTES)
    sl__plot_point(&pu->p, pu->m->allocs.keys[v->alloc],
                   pu->m->base_us + v->ts / 1000000, v->bytes);
  return 0;
}

int sl_xspace_mem(const char *const *paths, size_t n,
                  const sl_options_t *opt, const sl_mem_options_t *mo,
                  int json, sl_sink_fn sink, void *ud, int *grew,
                  sl_error_t *err) {
  mem_t m, base;
  int rc;
  size_t i;
  if (grew) *grew = 0;
  memset(&m, 0, sizeof m);
  memset(&base, 0, sizeof base);
  m.mo = mo;
  m.json = json;
  m.sink = sink;
  m.ud = ud;
  rc = mem_walk(&m, paths, n, opt, 1, err);
  if (rc == 0 && mo && mo->baseline) {
    /* The baseline's whole-profile peaks against these. */
    const char *bp = mo->baseline;
    sl_block_t b;
    double tol = mo->tolerance;
    rc = mem_walk(&base, &bp, 1, opt, 0, err);
    if (rc == 0) {
      base.walk = NULL;
      rc = mem_compute(&base);
      if (rc) rc = sl__err(err, rc, 0, "out of memory");
    }
    if (rc == 0 && (rc = sl__block_open(&b)) == 0) {
      fprintf(b.f, "\nagainst the baseline (whole-profile peaks, tolerance "
                   "%g%%)\n  %-32s %12s %12s %8s\n", tol, "allocator",
              "baseline", "this", "change");
      for (i = 0; i < m.allocs.n; i++) {
        sl_str_t an = m.allocs.keys[i];
        int hb, ht = m.figs[i].has;
        int64_t bv = whole_peak(&base, an, &hb), tv = m.figs[i].peak;
        char nm[48], x[32], y[32];
        double pct;
        if (!hb || !ht) continue;
        pct = bv ? 100.0 * (double)(tv - bv) / (double)bv : 0;
        sl__table_name(nm, sizeof nm, an.p, an.n, 32);
        fprintf(b.f, "  %-32s %12s %12s %+7.1f%%%s\n", nm,
                sl_human_bytes(x, sizeof x, (double)bv),
                sl_human_bytes(y, sizeof y, (double)tv), pct,
                pct > tol ? "  GREW" : "");
        if (pct > tol && grew) *grew = 1;
      }
      rc = sl__block_flush(&b, sink, ud);
    }
  }
  if (rc == 0 && mo && mo->plot) {
    /* The counters of the trace (bytes_allocated over time). */
    plot_ud_t pu;
    sl__plot_init(&pu.p);
    pu.m = &m;
    sl__plot_step(&pu.p, 0);
    rc = sl__vsort_each_rec(&m.evs, plot_point, &pu);
    sl__plot_step_end(&pu.p);
    if (rc == 0) rc = sl__plot_write(&pu.p, "memory", mo->plot, mo->plot_ud);
    sl__plot_close(&pu.p);
    if (rc) rc = sl__err(err, rc, 0, "cannot write the plot");
  }
  mem_free(&m);
  mem_free(&base);
  return rc;
}

/* The memory report of XSpace profiles: MemoryAllocation and
 * MemoryDeallocation events per allocator, sorted by time beyond memory,
 * swept with the live allocations for the peaks of the whole profile and
 * of each group, their largest live items, the baseline and the plot.
 * One job; see sl_xspace_mem() in stepline.h. */
#define _GNU_SOURCE /* qsort_r */
#include "emit/run/xreports.h"

#include <stdlib.h>
#include <string.h>

#include "emit/analyze/vsort.h"
#include "emit/model/arena.h"
#include "stream/idset.h"
#include "emit/model/strmap.h"
#include "emit/report/ledger.h"
#include "emit/run/merge.h"
#include "emit/run/xnames.h"
#include "emit/run/xspace.h"
#include "emit/write/digits.h"
#include "emit/write/plot.h"
#include "emit/write/report.h"

#define find sl__xwalk_find
#define json_str sl__json_fstr
#define us sl__json_fus

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

/* One allocator's figures in one scope. */
typedef struct afig_s {
  int has;                  /* a counted bytes_allocated                   */
  int64_t peak, peak_ts, peak_in_use;
  int has_in_use;
  uint64_t events, live;    /* live: allocations live just after the peak */
  uint64_t peak_ev;         /* the event that first reached the peak      */
  mev_t top[SL_LIVE_TOP];   /* the largest live, by size                 */
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
  /* A partial's: the host, and where it goes; a merge's: the groups'
   * names (the first partial's to name one). */
  char *host;
  int partial;
  const sl_options_t *opt;
  const char *path;
  sl_error_t *err;
  sl_xnames_t xn;
} mem_t;

/* A group's name: the walk's, or a merge's. */
static sl_str_t group_name(const mem_t *m, int64_t g, char buf[40]) {
  if (m->walk) return sl__xwalk_group_name(m->walk, g, buf);
  return sl__xnames_get(&m->xn, g, buf);
}

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
  if (m->partial && !m->host) {
    if (!(m->host = malloc(e->host_name.n + 1))) return SL_ENOMEM;
    if (e->host_name.n) memcpy(m->host, e->host_name.p, e->host_name.n);
    m->host[e->host_name.n] = '\0';
  }
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

/* Allocator al's largest live allocations. */
static void top_live(const sl_live_t *l, uint32_t al, afig_t *f) {
  const void *t[SL_LIVE_TOP];
  size_t j;
  f->ntop = sl__live_top(l, al, t, SL_LIVE_TOP);
  for (j = 0; j < f->ntop; j++) f->top[j] = *(const mev_t *)t[j];
}

/* A pass over the events in time order. */
typedef struct mpass_s {
  mem_t *m;
  sl_live_t l;
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
    if ((v->f & MF_ADDR) &&
        (rc = sl__live_apply(&p->l, v->alloc, v->addr, v->f & MF_DEALLOC,
                             v->abytes, i, v)) != 0)
      return rc;
    for (s = 0; s < ns; s++) {
      afig_t *f = &m->figs[scopes[s] * na + v->alloc];
      if (f->has && f->peak_ev == i) {
        top_live(&p->l, v->alloc, f);
        f->live = sl__live_count(&p->l, v->alloc);
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
  sl__live_init(&p.l, sizeof(mev_t));
  if (rc == 0) {
    p.seq = 0;
    p.tops = 1;
    rc = sl__vsort_each_rec(&m->evs, mem_step, &p);
  }
  sl__live_close(&p.l);
  return rc;
}

#define json_int sl__json_fint

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
  return sl__str_cmp(m->allocs.keys[*(const uint32_t *)a],
                 m->allocs.keys[*(const uint32_t *)b]);
}

static void mem_scope_json(const mem_t *m, FILE *f, size_t s,
                           const uint32_t *order) {
  size_t na = m->allocs.n, i, j, shown = 0;
  char buf[40];
  if (s == 0) {
    fputs("{\"step\":null,\"name\":null,\"allocators\":{", f);
  } else {
    sl_str_t nm = group_name(m, m->scope_group[s - 1], buf);
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
      const mev_t *v = &fg->top[j];
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
    sl_str_t g = group_name(m, m->scope_group[s - 1], buf);
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
      const mev_t *v = &fg->top[j];
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

static int mem_partial(mem_t *m, const sl_xwalk_event_t *e);

/* The report of the figures computed. */
static int mem_report(mem_t *m) {
  size_t na = m->allocs.n, i;
  uint32_t *order;
  sl_block_t b;
  int rc;
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

static int mem_finish(void *ud, const sl_xwalk_event_t *e) {
  mem_t *m = ud;
  int rc;
  m->walk = e;
  m->base_us = e->base_us;
  if (m->partial) return mem_partial(m, e);
  if ((rc = mem_compute(m)) != 0) return rc;
  return mem_report(m);
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
  return rc;
}

static void mem_free(mem_t *m) {
  sl__xnames_close(&m->xn);
  free(m->host);
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

/* ---- a partial: the host's memory events ------------------------------------------------
 * A scope's peak and live set depend on each of its allocator's events in
 * time order, and the hosts' events interleave, so a partial carries the
 * events as the walk keeps them (strings interned), which the merge
 * sorts with the other hosts' as one run over them would. */

static int event_line(void *ud, const void *rec) {
  sl_pwrite_t *w = ud;
  const mev_t *v = rec;
  fprintf(sl__pw_f(w), "{\"e\":[%lld,%llu,%lld,%lld,%lld,%lld,%lld,%lld,%u,"
                       "%u,%u,%u,%u,%u]}", (long long)v->ts,
          (unsigned long long)v->order, (long long)v->addr,
          (long long)v->bytes, (long long)v->peak, (long long)v->group,
          (long long)v->abytes, (long long)v->rbytes, v->alloc, v->op,
          v->shape, v->dtype, v->region, v->f);
  return sl__pw_line(w);
}

static int mem_partial(mem_t *m, const sl_xwalk_event_t *e) {
  sl_partial_head_t h;
  sl_pwrite_t w;
  char opts[512];
  size_t i, named = sl__xnames_count(e);
  int rc;
  sl__partial_head_of(&h, "mem", "xspace", m->opt, m->path, 0, opts,
                      sizeof opts);
  if ((rc = sl__partial_begin(&w, m->sink, m->ud, &h, m->err))) return rc;
  fprintf(sl__pw_f(&w), "{\"timed\":%d,\"base_us\":%lld,\"allocators\":%zu,"
                        "\"strings\":%zu,\"events\":%llu,\"names\":%zu,"
                        "\"host\":", e->timed, (long long)e->base_us,
          m->allocs.n, m->strs.n, (unsigned long long)m->nev, named);
  sl__pw_str(&w, (const uint8_t *)(m->host ? m->host : ""),
             m->host ? strlen(m->host) : 0);
  fputc('}', sl__pw_f(&w));
  rc = sl__pw_line(&w);
  for (i = 0; i < m->allocs.n && rc == 0; i++) {
    fputs("{\"a\":", sl__pw_f(&w));
    sl__pw_str(&w, m->allocs.keys[i].p, m->allocs.keys[i].n);
    fputc('}', sl__pw_f(&w));
    rc = sl__pw_line(&w);
  }
  for (i = 0; i < m->strs.n && rc == 0; i++) {
    fputs("{\"s\":", sl__pw_f(&w));
    sl__pw_str(&w, m->strs.keys[i].p, m->strs.keys[i].n);
    fputc('}', sl__pw_f(&w));
    rc = sl__pw_line(&w);
  }
  if (rc == 0) rc = sl__vsort_each_rec(&m->evs, event_line, &w);
  if (rc == 0) rc = sl__xnames_save(e, &w);
  if (rc && !(m->err && m->err->code))
    rc = sl__err(m->err, rc, 0, "cannot write the output: %s",
                 sl_strerror(rc));
  return sl__partial_end(&w, rc, m->err);
}

/* ---- the merge ---------------------------------------------------------------------- */

typedef struct xmerge_s {
  mem_t m;
  sl_mem_options_t mo;
  uint32_t *amap, *smap;    /* the partial's allocators, strings -> ours */
  size_t camap, csmap;
} xmerge_t;

static int keep_line_str(sl_pread_t *r, const char *key, sl_strmap_t *into,
                         const char *prefix, uint8_t **buf, size_t *cap,
                         uint32_t *out) {
  sl_str_t s;
  size_t pn = prefix ? strlen(prefix) + 1 : 0;
  int added;
  int64_t k;
  if (sl__pr_str(r, key, &s)) return SL_EFORMAT;
  if (pn + s.n + 1 > *cap) {
    uint8_t *b = realloc(*buf, pn + s.n + 1);
    if (!b) return sl__err(r->err, SL_ENOMEM, 0, "out of memory");
    *buf = b;
    *cap = pn + s.n + 1;
  }
  if (prefix) {
    memcpy(*buf, prefix, pn - 1);
    (*buf)[pn - 1] = ' ';
  }
  if (s.n) memcpy(*buf + pn, s.p, s.n);
  if ((k = sl__strmap_put(into, *buf, pn + s.n, &added)) < 0)
    return sl__err(r->err, SL_ENOMEM, 0, "out of memory");
  *out = (uint32_t)k;
  return 0;
}

static int decimal(sl_str_t s) {
  size_t i = s.n && s.p[0] == '-';
  if (i == s.n) return 0;
  for (; i < s.n; i++)
    if (s.p[i] < '0' || s.p[i] > '9') return 0;
  return 1;
}

static int xmem_add(sl_pmerge_t *pm, sl_pread_t *r, size_t k,
                    const char *file) {
  xmerge_t *x = pm->st;
  mem_t *m = &x->m;
  int64_t timed, base, na, ns, ne, nn, i, shift;
  sl_str_t host;
  char *hn = NULL;
  int rc;
  (void)file;
  if ((rc = sl__pr_line(r, "expected the host's memory"))) return rc;
  if (sl__pr_int(r, "timed", &timed) ||
      sl__pr_bounded(r, "base_us", SL_PARTIAL_CLOCK_MAX, &base) ||
      sl__pr_int(r, "allocators", &na) || sl__pr_int(r, "strings", &ns) ||
      sl__pr_int(r, "events", &ne) || sl__pr_int(r, "names", &nn) ||
      sl__pr_str(r, "host", &host))
    return SL_EFORMAT;
  if (na < 0 || ns < 0 || ne < 0 || nn < 0 || na > UINT32_MAX ||
      ns > UINT32_MAX)
    return sl__pr_fail(r, "expected counts of zero or more");
  if ((rc = sl__xnames_clock(&m->xn, r, timed, base, &shift))) return rc;
  m->base_us = m->xn.base_us;
  if (SL_GROW(x->amap, x->camap, (size_t)na + 1) ||
      SL_GROW(x->smap, x->csmap, (size_t)ns + 1) ||
      (pm->n > 1 && !(hn = malloc(host.n + 1))))
    return sl__err(r->err, SL_ENOMEM, 0, "out of memory");
  if (hn) {
    if (host.n) memcpy(hn, host.p, host.n);
    hn[host.n] = '\0';
  }
  /* Several hosts' allocators are "<host> <name>", as a run keys them. */
  for (i = 0, rc = 0; i < na && rc == 0; i++)
    if ((rc = sl__pr_line(r, "expected %lld more allocators",
                          (long long)(na - i))) == 0)
      rc = keep_line_str(r, "a", &m->allocs, hn, &m->key, &m->ckey,
                         &x->amap[i]);
  free(hn);
  for (i = 0; i < ns && rc == 0; i++)
    if ((rc = sl__pr_line(r, "expected %lld more strings",
                          (long long)(ns - i))) == 0)
      rc = keep_line_str(r, "s", &m->strs, NULL, &m->key, &m->ckey,
                         &x->smap[i]);
  for (i = 0; i < ne && rc == 0; i++) {
    int64_t v[14];
    mev_t e;
    uint32_t *str[4];
    int j;
    if ((rc = sl__pr_line(r, "expected %lld more memory events",
                          (long long)(ne - i))) ||
        (rc = sl__pr_ints(r, "e", v, 14)))
      break;
    if (v[0] > SL_PARTIAL_TIME_MAX || v[0] < -SL_PARTIAL_TIME_MAX) {
      rc = sl__pr_fail(r, "a memory event's time out of range (+-2^61)");
      break;
    }
    memset(&e, 0, sizeof e);
    e.ts = v[0] + shift;
    /* The host's place in the run, above its byte offsets. */
    e.order = (uint64_t)k << 44 | ((uint64_t)v[1] & ((1ull << 44) - 1));
    e.addr = (uint64_t)v[2];
    e.bytes = v[3];
    e.peak = v[4];
    e.group = v[5];
    e.abytes = v[6];
    e.rbytes = v[7];
    if (v[8] < 0 || v[8] >= na) {
      rc = sl__pr_fail(r, "an event of allocator %lld of %lld",
                       (long long)v[8], (long long)na);
      break;
    }
    e.alloc = x->amap[v[8]];
    str[0] = &e.op, str[1] = &e.shape, str[2] = &e.dtype, str[3] = &e.region;
    for (j = 0; j < 4 && rc == 0; j++) {
      if (v[9 + j] < 0 || v[9 + j] > ns)
        rc = sl__pr_fail(r, "an event's string %lld of %lld",
                         (long long)v[9 + j], (long long)ns);
      else
        *str[j] = v[9 + j] ? x->smap[v[9 + j] - 1] + 1 : 0;
    }
    e.f = (uint8_t)v[13];
    /* A data type said as a number is written as one: digits only. */
    if (rc == 0 && (v[13] < 0 || v[13] > 255 ||
                    ((e.f & MF_DTYPE_NUM) && e.dtype &&
                     !decimal(m->strs.keys[e.dtype - 1]))))
      rc = sl__pr_fail(r, "an event's flags %lld do not fit its strings",
                       (long long)v[13]);
    if (rc == 0 && (e.f & MF_GROUP)) {
      if ((rc = sl__idset_add(&m->gseen, group_key(e.group))) == 1) {
        if (SL_GROW(m->scope_group, m->cscopes, m->nscopes + 1)) rc = SL_ENOMEM;
        else m->scope_group[m->nscopes++] = e.group;
      }
      if (rc == 1) rc = 0;
    }
    if (rc == 0) {
      m->nev++;
      rc = sl__vsort_put(&m->evs, &e);
    }
    if (rc == SL_ENOMEM) rc = sl__err(r->err, rc, 0, "out of memory");
  }
  return rc ? rc : sl__xnames_load(&m->xn, r, nn);
}

static int xmem_write(sl_pmerge_t *pm, sl_error_t *err) {
  xmerge_t *x = pm->st;
  int rc;
  x->m.sink = pm->sink;
  x->m.ud = pm->ud;
  if ((rc = mem_compute(&x->m)) == 0) rc = mem_report(&x->m);
  return rc ? sl__err(err, rc, 0, "%s", sl_strerror(rc)) : 0;
}

static void xmem_free(void *ud) {
  xmerge_t *x = ud;
  if (!x) return;
  mem_free(&x->m);
  free(x->amap);
  free(x->smap);
  free(x);
}

static const sl_pmerge_ops_t xmem_ops = {xmem_add, xmem_write, xmem_free};

int sl__xmem_merge_open(sl_pmerge_t *pm, sl_report_format_t format,
                        sl_error_t *err) {
  xmerge_t *x = calloc(1, sizeof *x);
  if (!x) return sl__err(err, SL_ENOMEM, 0, "out of memory");
  x->m.mo = &x->mo;
  x->mo.format = format;
  sl__vsort_init_rec(&x->m.evs, 0, sizeof(mev_t), mev_order);
  if (sl__arena_init(&x->m.arena)) {
    free(x);
    return sl__err(err, SL_ENOMEM, 0, "out of memory");
  }
  sl__strmap_init(&x->m.allocs, &x->m.arena);
  sl__strmap_init(&x->m.strs, &x->m.arena);
  pm->st = x;
  pm->ops = &xmem_ops;
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
  if (mo && mo->format == SL_REPORT_PARTIAL && !json) {
    if ((rc = sl__partial_check(n, mo, err))) return rc;
    m.partial = 1;
    m.opt = opt;
    m.path = paths[0];
    m.err = err;
    rc = mem_walk(&m, paths, n, opt, 1, err);
    mem_free(&m);
    return rc;
  }
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

/* GPU profile databases into a trace: see gpu.h.
 *
 * Layout: host processes first (by OS pid), then one process per GPU;
 * a host thread or a GPU stream is a track, and a track's events that
 * do not nest go to extra "overlap" threads beside it, so a viewer that
 * keeps only nested slices loses nothing.  pids and tids are small
 * sequential numbers; the profile's ids are in the names.  A launch
 * arrow joins an API call to each GPU op with its correlation id (and
 * process); a call waits in a table only until its last op starts. */
#include "emit/run/gpu.h"

#include <stdio.h>

#include "stream/idmap.h"
#include "emit/write/trace_writer.h"
#include "stream/format/gpudb.h"

/* ---- tracks and their lanes ------------------------------------------------------------ */

typedef struct lane_s {
  uint64_t tid;
  int64_t *open;          /* the ends of its open events, innermost last  */
  size_t n, cap;
} lane_t;

typedef struct track_s {
  uint64_t key;           /* a host thread's key; a stream's index        */
  uint32_t pid;
  int64_t sort;           /* its threads' sort index base                 */
  char *name;
  lane_t *lanes;
  size_t nlanes, cap;
} track_t;

/* A launch whose GPU ops have not all started. */
typedef struct launch_s {
  uint64_t pkey;
  int64_t corr;
  int64_t left;           /* its ops still to come                        */
  int64_t nops;
  uint64_t id0;           /* its arrows' ids: id0 .. id0 + nops - 1       */
} launch_t;

typedef struct conv_s {
  sl_gdb_t *db;
  const sl_glayout_t *l;
  sl_trace_writer_t *w;
  sl_error_t *err;
  int arrows;             /* launch arrows wanted                          */
  track_t *tracks;        /* host threads, then streams                    */
  size_t ntracks, nhost;
  uint64_t next_tid;
  int64_t base_ns;
  launch_t *launch;       /* the waiting launches, found through lidx      */
  size_t nlaunch, lcap;
  sl_idmap_t lidx;      /* (pkey, corr) -> place in launch               */
  uint64_t narrows;
  uint64_t nevents;
} conv_t;

static int oom(conv_t *c) {
  return sl__err(c->err, SL_ENOMEM, SL_NO_OFFSET, "out of memory");
}

static int set_str(char **slot, const char *fmt, ...) SL_PRINTF(2, 3);
static int set_str(char **slot, const char *fmt, ...) {
  char buf[600];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  free(*slot);
  return (*slot = strdup(buf)) ? 0 : SL_ENOMEM;
}

/* A stream's track key: device, process and stream folded (the pair is
 * looked up exactly below; the key only orders the search). */
static int cmp_track_key(const void *a, const void *b) {
  const track_t *x = a, *y = b;
  return x->key < y->key ? -1 : x->key > y->key;
}

static size_t host_track(const conv_t *c, uint64_t tkey) {
  size_t lo = 0, hi = c->nhost;
  while (lo < hi) {
    size_t m = (lo + hi) / 2;
    if (c->tracks[m].key < tkey)
      lo = m + 1;
    else
      hi = m;
  }
  return lo < c->nhost && c->tracks[lo].key == tkey ? lo : (size_t)-1;
}

static size_t stream_track(const conv_t *c, int64_t dev, uint64_t pkey,
                           int64_t stream) {
  size_t i;
  const sl_gstream_t *s = c->l->streams;
  /* Streams are few (tens): a scan of the sorted table by device first. */
  size_t lo = 0, hi = c->l->nstreams;
  while (lo < hi) {
    size_t m = (lo + hi) / 2;
    if (s[m].device < dev || (s[m].device == dev && s[m].stream < stream))
      lo = m + 1;
    else
      hi = m;
  }
  for (i = lo; i < c->l->nstreams && s[i].device == dev && s[i].stream == stream;
       i++)
    if (s[i].pkey == pkey) return c->nhost + i;
  return (size_t)-1;
}

static void name_thread(conv_t *c, const track_t *t, uint64_t tid,
                        const char *name, int64_t sort) {
  c->w->ops->named_thread(c->w, t->pid, tid, sl__str(name, strlen(name)),
                          sort);
}

/* The lowest lane of track t where [start, end] nests, made when none
 * does.  Returns the lane's tid, or 0 when out of memory. */
static uint64_t place(conv_t *c, track_t *t, int64_t start, int64_t end) {
  size_t i;
  lane_t *l;
  for (i = 0; i < t->nlanes; i++) {
    l = &t->lanes[i];
    while (l->n && l->open[l->n - 1] <= start) l->n--;
    if (l->n == 0 || l->open[l->n - 1] >= end) break;
  }
  if (i == t->nlanes) {
    char *nm = NULL;
    if (sl__grow_array((void **)&t->lanes, &t->cap, t->nlanes + 1,
                       sizeof *t->lanes))
      return 0;
    l = &t->lanes[t->nlanes];
    memset(l, 0, sizeof *l);
    l->tid = c->next_tid++;
    if (set_str(&nm, "%s (overlap %zu)", t->name, t->nlanes)) return 0;
    name_thread(c, t, l->tid, nm, t->sort + (int64_t)t->nlanes);
    free(nm);
    t->nlanes++;
  }
  l = &t->lanes[i];
  if (sl__grow_array((void **)&l->open, &l->cap, l->n + 1, sizeof *l->open))
    return 0;
  l->open[l->n++] = end;
  return l->tid;
}

/* ---- the layout ------------------------------------------------------------------------------ */

static int add_track(conv_t *c, uint64_t key, uint32_t pid, int64_t sort,
                     const char *name) {
  track_t *t = &c->tracks[c->ntracks++];
  memset(t, 0, sizeof *t);
  t->key = key;
  t->pid = pid;
  t->sort = sort;
  if (!(t->name = strdup(name))) return SL_ENOMEM;
  if (sl__grow_array((void **)&t->lanes, &t->cap, 1, sizeof *t->lanes))
    return SL_ENOMEM;
  memset(t->lanes, 0, sizeof *t->lanes);
  t->lanes[0].tid = c->next_tid++;
  t->nlanes = 1;
  name_thread(c, t, t->lanes[0].tid, t->name, sort);
  return 0;
}

static int lay_out(conv_t *c) {
  const sl_glayout_t *l = c->l;
  size_t i, j, n = l->nthreads + l->nstreams;
  uint32_t pid = 0;
  int rc = 0;
  if (!(c->tracks = calloc(n ? n : 1, sizeof *c->tracks))) return oom(c);
  c->next_tid = 1;
  for (i = 0; i < l->nprocs && rc == 0; i++) {
    const sl_gproc_t *p = &l->procs[i];
    int64_t k = 0;
    pid++;
    c->w->ops->process(c->w, pid, sl__str(p->name, strlen(p->name)), NULL);
    c->w->ops->process_order(c->w, pid, pid);
    for (j = 0; j < l->nthreads && rc == 0; j++)
      if (l->threads[j].pkey == p->key)
        rc = add_track(c, l->threads[j].key, pid, 1000 * k++,
                       l->threads[j].name);
  }
  c->nhost = c->ntracks;
  if (c->nhost > 1) qsort(c->tracks, c->nhost, sizeof *c->tracks, cmp_track_key);
  for (i = 0; i < l->ndevs && rc == 0; i++) {
    const sl_gdev_t *d = &l->devs[i];
    int64_t k = 0;
    int several = 0;
    const sl_gstream_t *first = NULL;
    pid++;
    c->w->ops->process(c->w, pid, sl__str(d->name, strlen(d->name)), NULL);
    c->w->ops->process_order(c->w, pid, pid);
    /* Streams of several processes on this GPU: their names say whose. */
    for (j = 0; j < l->nstreams; j++) {
      if (l->streams[j].device != d->id) continue;
      if (!first) first = &l->streams[j];
      if (l->streams[j].pkey != first->pkey) several = 1;
    }
    for (j = 0; j < l->nstreams && rc == 0; j++) {
      const sl_gstream_t *s = &l->streams[j];
      char *nm = NULL;
      if (s->device != d->id) continue;
      rc = several ? set_str(&nm, "Stream %lld (pid %u)", (long long)s->stream,
                             s->pid)
                   : set_str(&nm, "Stream %lld", (long long)s->stream);
      if (rc == 0) rc = add_track(c, j, pid, 1000 * k++, nm);
      free(nm);
    }
  }
  return rc ? oom(c) : 0;
}

/* ---- launches --------------------------------------------------------------------------------- */

static launch_t *launch_find(conv_t *c, uint64_t pkey, int64_t corr) {
  int64_t at = sl__idmap_get(&c->lidx, pkey, (uint64_t)corr);
  return at < 0 ? NULL : &c->launch[at];
}

/* A launch whose ops have all started leaves; the last one takes its
 * place. */
static void launch_remove(conv_t *c, launch_t *e) {
  size_t at = (size_t)(e - c->launch), last = --c->nlaunch;
  sl__idmap_del(&c->lidx, e->pkey, (uint64_t)e->corr);
  if (at != last) {
    *e = c->launch[last];
    /* Cannot fail: the pair is there, only its place changes. */
    (void)sl__idmap_put(&c->lidx, e->pkey, (uint64_t)e->corr, (uint32_t)at);
  }
}

/* A call that launched GPU work waits for it, its arrows numbered: 1
 * and the first id in *id0, 0 when another call of the same correlation
 * id waits already (the first met starts the arrows: nvprof's runtime
 * call encloses its driver call, so it comes first), or SL_ENOMEM. */
static int launch_note(conv_t *c, const sl_grow_t *r, uint64_t pkey,
                       uint64_t *id0) {
  launch_t *e = launch_find(c, pkey, r->corr);
  if (e) return 0;
  if (sl__grow_array((void **)&c->launch, &c->lcap, c->nlaunch + 1,
                     sizeof *c->launch) ||
      c->nlaunch >= UINT32_MAX - 1 ||
      sl__idmap_put(&c->lidx, pkey, (uint64_t)r->corr, (uint32_t)c->nlaunch))
    return oom(c);
  e = &c->launch[c->nlaunch];
  e->pkey = pkey;
  e->corr = r->corr;
  e->left = e->nops = r->nops;
  e->id0 = *id0 = c->narrows + 1;
  c->narrows += (uint64_t)r->nops;
  c->nlaunch++;
  return 1;
}

/* ---- events ------------------------------------------------------------------------------------ */

/* Picoseconds from the time base; times more than 106 days away (which
 * no profile has, but a damaged row may) are held at the limit. */
#define PS_LIMIT (INT64_MAX / 1000)

static inline int64_t ps(const conv_t *c, int64_t ns) {
  int64_t d;
  if (ns < 0 && c->base_ns > 0 && ns < INT64_MIN + c->base_ns)
    return -PS_LIMIT * 1000;
  d = ns - c->base_ns;
  if (d > PS_LIMIT) return PS_LIMIT * 1000;
  if (d < -PS_LIMIT) return -PS_LIMIT * 1000;
  return d * 1000;
}

/* b - a in ps, 0 when b is not after a, held at the limit. */
static inline int64_t span_ps(int64_t a, int64_t b) {
  uint64_t d;
  if (b <= a) return 0;
  d = (uint64_t)b - (uint64_t)a;
  return d > (uint64_t)PS_LIMIT ? PS_LIMIT * 1000 : (int64_t)d * 1000;
}

#define ARG_INT(KEY, VAL)                                                  \
  do {                                                                     \
    args[na].key = sl__str(KEY, sizeof(KEY) - 1);                          \
    args[na].kind = SL_TARG_INT;                                           \
    args[na++].v.i = (VAL);                                                \
  } while (0)
#define ARG_STR(KEY, VAL)                                                  \
  do {                                                                     \
    args[na].key = sl__str(KEY, sizeof(KEY) - 1);                          \
    args[na].kind = SL_TARG_STR;                                           \
    args[na++].v.s = (VAL);                                                \
  } while (0)

/* A memory kind's name, or its number in buf. */
static sl_str_t kind_name(const char *name, int64_t v, char buf[24]) {
  int k;
  if (name) return sl__str(name, strlen(name));
  k = snprintf(buf, 24, "%lld", (long long)v);
  return sl__str(buf, (size_t)k);
}

static int write_row(conv_t *c, const sl_grow_t *r) {
  sl_tslice_t s;
  sl_targ_t args[24];
  size_t na = 0, ti;
  track_t *t;
  uint64_t tid;
  int64_t end = r->end > r->start ? r->end : r->start;
  char b1[24], b2[24], b3[24], color[8];
  char *name = NULL;
  int gpu = r->kind >= SL_GK_KERNEL;
  /* nvprof's GPU rows do not name their process: its calls match on the
   * correlation id alone. */
  uint64_t lkey = sl__gdb_kind(c->db) == SL_GDB_NVPROF ? 0 : r->pkey;
  ti = gpu ? stream_track(c, r->device, r->pkey, r->stream)
           : host_track(c, r->tkey);
  if (ti == (size_t)-1)
    return sl__err(c->err, SL_EFORMAT, SL_NO_OFFSET,
                   "the database changed while it was read (a row of no "
                   "known thread or stream)");
  t = &c->tracks[ti];
  if (r->kind == SL_GK_MARK)
    tid = t->lanes[0].tid;
  else if (!(tid = place(c, t, r->start, end)))
    return oom(c);
  memset(&s, 0, sizeof s);
  s.pid = t->pid;
  s.tid = tid;
  s.ts_ps = ps(c, r->start);
  s.dur_ps = span_ps(r->start, end);
  s.name = r->name;
  s.args = args;
  switch (r->kind) {
  case SL_GK_NVTX:
  case SL_GK_MARK:
    s.cat = sl__str("nvtx", 4);
    s.instant = r->kind == SL_GK_MARK;
    if (r->kind == SL_GK_NVTX)
      ARG_STR("style", r->start_end ? sl__str("StartEnd", 8)
                                    : sl__str("PushPop", 7));
    if (r->has & SL_GH_COLOR) {
      snprintf(color, sizeof color, "#%06x", (unsigned)(r->color & 0xFFFFFF));
      ARG_STR("color", sl__str(color, 7));
    }
    if (r->has & SL_GH_CATEGORY) ARG_INT("category", r->category);
    if (r->has & SL_GH_RANGEID) ARG_INT("rangeId", r->range_id);
    if (r->has & SL_GH_ENDTID) ARG_INT("endTid", r->end_tid);
    if (r->unterminated) {
      args[na].key = sl__str("unterminated", 12);
      args[na].kind = SL_TARG_BOOL;
      args[na++].v.i = 1;
    }
    break;
  case SL_GK_API:
    s.cat = r->driver ? sl__str("cuda_driver", 11)
                      : sl__str("cuda_runtime", 12);
    ARG_INT("correlationId", r->corr);
    if (r->has & SL_GH_RETURN) ARG_INT("returnValue", r->ret);
    if (r->has & SL_GH_CBID) ARG_INT("cbid", r->cbid);
    break;
  default: /* GPU work */
    ARG_INT("correlationId", r->corr);
    ARG_INT("device", r->device);
    if (r->has & SL_GH_CONTEXT) ARG_INT("context", r->context);
    if (r->has & SL_GH_GREEN) ARG_INT("greenContext", r->green);
    ARG_INT("stream", r->stream);
    if (r->kind == SL_GK_KERNEL) {
      s.cat = sl__str("kernel", 6);
      if (r->has & SL_GH_GRID) {
        args[na].key = sl__str("grid", 4);
        args[na].kind = SL_TARG_INTS;
        args[na].v.ints.p = r->grid;
        args[na++].v.ints.n = 3;
      }
      if (r->has & SL_GH_BLOCK) {
        args[na].key = sl__str("block", 5);
        args[na].kind = SL_TARG_INTS;
        args[na].v.ints.p = r->block;
        args[na++].v.ints.n = 3;
      }
      if (r->has & SL_GH_REGS) ARG_INT("registersPerThread", r->regs);
      if (r->has & SL_GH_SSMEM) ARG_INT("staticSharedMemory", r->ssmem);
      if (r->has & SL_GH_DSMEM) ARG_INT("dynamicSharedMemory", r->dsmem);
      if (r->has & SL_GH_LOCALMEM)
        ARG_INT("localMemoryPerThread", r->localmem);
      if (r->has & SL_GH_SMEMEXEC)
        ARG_INT("sharedMemoryExecuted", r->smemexec);
    } else if (r->kind == SL_GK_MEMCPY) {
      sl_str_t k = kind_name(sl__gdb_copy_kind(r->copy_kind), r->copy_kind, b1);
      s.cat = sl__str("memcpy", 6);
      if (set_str(&name, "Memcpy %.*s", (int)k.n, (const char *)k.p))
        return oom(c);
      s.name = sl__str(name, strlen(name));
      ARG_INT("bytes", r->bytes);
      ARG_STR("kind", k);
      if (r->has & SL_GH_SRCKIND)
        ARG_STR("srcKind",
                kind_name(sl__gdb_mem_kind(c->db, r->src_kind), r->src_kind, b2));
      if (r->has & SL_GH_DSTKIND)
        ARG_STR("dstKind",
                kind_name(sl__gdb_mem_kind(c->db, r->dst_kind), r->dst_kind, b3));
      if (r->has & SL_GH_SRCDEV) ARG_INT("srcDevice", r->src_dev);
      if (r->has & SL_GH_DSTDEV) ARG_INT("dstDevice", r->dst_dev);
    } else {
      s.cat = sl__str("memset", 6);
      s.name = sl__str("Memset", 6);
      ARG_INT("bytes", r->bytes);
      if (r->has & SL_GH_VALUE) ARG_INT("value", r->value);
    }
    break;
  }
  s.nargs = na;
  /* Launch arrows: from a call to each of its GPU ops, on both slices. */
  if (c->arrows && r->kind == SL_GK_API && r->nops > 0) {
    int rc = launch_note(c, r, lkey, &s.arrow_out);
    if (rc < 0) {
      free(name);
      return rc;
    }
    if (rc == 1) s.narrow_out = (uint32_t)(r->nops < UINT32_MAX ? r->nops : UINT32_MAX);
  } else if (c->arrows && gpu) {
    launch_t *e = launch_find(c, lkey, r->corr);
    if (e) {
      s.arrow_in = e->id0 + (uint64_t)(e->nops - e->left);
      if (--e->left <= 0) launch_remove(c, e);
    }
  }
  c->w->ops->slice(c->w, &s);
  free(name);
  c->nevents++;
  return c->w->rc;
}

/* ---- convert ------------------------------------------------------------------------------------ */

int sl__gpu_is_db(const char *path) {
  FILE *f;
  uint8_t head[16];
  size_t n;
  if (strcmp(path, "-") == 0) return 0;
  if (!(f = fopen(path, "rb"))) return 0;
  n = fread(head, 1, sizeof head, f);
  fclose(f);
  return sl__gdb_sniff(head, n);
}

void sl__gpu_warn_skipped(sl_gdb_t *db, const char *path,
                          void (*warn)(void *, const char *,
                                       const sl_error_t *),
                          void *ud) {
  sl_error_t w;
  if (!warn || !sl__gdb_skipped(db)) return;
  sl__err_clear(&w);
  sl__err(&w, SL_EFORMAT, SL_NO_OFFSET,
          "%llu rows without a start or end were skipped",
          (unsigned long long)sl__gdb_skipped(db));
  warn(ud, path, &w);
}

int sl_gpu_is_database(const char *path) { return sl__gpu_is_db(path) == 1; }

static int refuse(sl_error_t *err, const char *what) {
  return sl__err(err, SL_EUSAGE, SL_NO_OFFSET,
                 "%s is not defined for a GPU profile database", what);
}

static int check_options(const sl_options_t *opt, sl_error_t *err) {
  if (opt->steps) return refuse(err, "--steps");
  if (opt->min_duration > 0) return refuse(err, "--min-duration");
  if (opt->devices) return refuse(err, "--devices");
  if (opt->op_time != SL_OP_TIME_SCHEDULE) return refuse(err, "--op-time");
  if (opt->timeline_compat) return refuse(err, "--timeline-compat");
  if (opt->show_memory) return refuse(err, "--show-memory");
  return 0;
}

static void conv_free(conv_t *c) {
  size_t i, j;
  for (i = 0; i < c->ntracks; i++) {
    for (j = 0; j < c->tracks[i].nlanes; j++) free(c->tracks[i].lanes[j].open);
    free(c->tracks[i].lanes);
    free(c->tracks[i].name);
  }
  free(c->tracks);
  free(c->launch);
  sl__idmap_close(&c->lidx);
  sl__tw_free(c->w);
  sl__gdb_close(c->db);
}

static int write_trace(conv_t *c, unsigned kinds) {
  const sl_grow_t *r;
  char base[32];
  sl_targ_t other[3];
  int rc;
  if ((rc = lay_out(c))) return rc;
  if ((rc = sl__gdb_rows(c->db, kinds, c->arrows, c->err))) return rc;
  while ((rc = sl__gdb_next(c->db, &r, c->err)) == 1) {
    if ((rc = write_row(c, r))) break;
    /* Perfetto's writer interns a sequence's strings until a flush. */
    if ((c->nevents & 0xFFFF) == 0 && (rc = c->w->ops->flush(c->w))) break;
  }
  if (rc < 0 && c->w->rc == 0) return rc;
  if (c->w->rc) return sl__err(c->err, c->w->rc, SL_NO_OFFSET,
                               "cannot write the trace");
  snprintf(base, sizeof base, "%lld", (long long)c->base_ns);
  memset(other, 0, sizeof other);
  other[0].key = sl__str("source", 6);
  other[0].kind = SL_TARG_STR;
  other[0].v.s = sl__str(sl__gdb_source(c->db), strlen(sl__gdb_source(c->db)));
  other[1].key = sl__str("version", 7);
  other[1].kind = SL_TARG_STR;
  other[1].v.s = sl__str(sl__gdb_version(c->db), strlen(sl__gdb_version(c->db)));
  other[2].key = sl__str("time_base_ns", 12);
  other[2].kind = SL_TARG_STR;
  other[2].v.s = sl__str(base, strlen(base));
  c->w->ops->other_data(c->w, other, 3);
  return 0;
}

int sl__gpu_convert(const char *path, const sl_options_t *opt,
                    sl_sink_fn sink, void *ud, uint64_t *events,
                    sl_error_t *err) {
  conv_t c;
  unsigned kinds = SL_GK_BIT(SL_GK_NVTX) | SL_GK_BIT(SL_GK_MARK) |
                   SL_GK_BIT(SL_GK_API) | SL_GK_BIT(SL_GK_KERNEL) |
                   SL_GK_BIT(SL_GK_MEMCPY) | SL_GK_BIT(SL_GK_MEMSET);
  int rc;
  sl__err_clear(err);
  if ((rc = check_options(opt, err))) return rc;
  memset(&c, 0, sizeof c);
  c.err = err;
  c.arrows = opt->show_dataflow;
  if ((rc = sl__gdb_open(path, &c.db, err))) return rc;
  if ((rc = sl__gdb_layout(c.db, kinds, &c.l, err))) {
    conv_free(&c);
    return rc;
  }
  c.base_ns = c.l->time_base_ns;
  c.w = opt->trace_format == SL_TRACE_PERFETTO
            ? sl__perfetto_new(sink, ud)
            : sl__chrome_new(opt->pretty ? SL_CHROME_PRETTY : 0, sink, ud);
  if (!c.w) {
    conv_free(&c);
    return oom(&c);
  }
  c.w->ops->begin(c.w, SL_TRACE_OBJECT);
  /* Times count from the database's time base (otherData says which):
   * nvprof's epoch ns would not fit in ps otherwise. */
  c.w->ops->time_base(c.w, 0);
  rc = write_trace(&c, kinds);
  {
    int erc = c.w->ops->end(c.w, rc == 0);
    if (rc == 0 && erc)
      rc = sl__err(err, erc, SL_NO_OFFSET, "cannot write the trace");
  }
  if (rc == 0) sl__gpu_warn_skipped(c.db, path, opt->warn, opt->warn_ud);
  if (events) *events = c.w->events;
  conv_free(&c);
  return rc;
}

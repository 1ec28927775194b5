/* The Perfetto trace writer: TracePacket protobuf records.  See
 * trace_writer.h.
 *
 * Perfetto puts a dataflow arrow on the slices it joins (flow ids on the
 * producer's and the consumer's begin events), and the timeline learns of
 * an arrow after both ops were handed over, on either thread.  So the
 * writer keeps a step's events (strings copied: the step's bytes may be
 * unmapped by then) and writes them at the step's flush:
 *
 *   - track descriptors for the processes, lanes and counters not yet
 *     described (global in the file, so once per trace);
 *   - a new packet sequence for the step: its first packet clears the
 *     incremental state and relates sequence clock 64 (us, not
 *     incremental) to the trace clock at the step's earliest event, so
 *     every timestamp is the microseconds since then: short varints,
 *     exact, in any order;
 *   - each slice as a begin and an end event, names, categories, arg
 *     names and repeated arg values interned for the step, arrows as
 *     flow ids on their slices, tensor objects as slices of their
 *     lifetime on lanes of the Tensors process, counters as counter
 *     events.
 *
 * The file is a sequence of whole packets after every flush: it loads at
 * any step, and appending is writing more packets. */
#define _GNU_SOURCE /* qsort_r */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <uv.h>

#include "emit/model/arena.h"
#include "emit/model/label.h"
#include "emit/model/lanes.h"
#include "emit/model/strmap.h"
#include "emit/write/digits.h"
#include "emit/write/escape.h"
#include "emit/write/pbenc.h"
#include "emit/write/snapshot.h"
#include "emit/write/trace_writer.h"

/* Field numbers (perfetto/trace/trace_packet.proto and track_event/). */
enum {
  F_TRACE_PACKET = 1,
  /* TracePacket */
  P_TIMESTAMP = 8, P_SEQ_ID = 10, P_TRACK_EVENT = 11, P_INTERNED = 12,
  P_SEQ_FLAGS = 13, P_CLOCK_SNAPSHOT = 6, P_DEFAULTS = 59,
  P_TRACK_DESCRIPTOR = 60,
  /* TracePacketDefaults */
  DEF_CLOCK_ID = 58,
  /* ClockSnapshot, Clock */
  CS_CLOCKS = 1, CK_ID = 1, CK_TIMESTAMP = 2, CK_UNIT_NS = 4,
  /* TrackDescriptor */
  TD_UUID = 1, TD_NAME = 2, TD_PROCESS = 3, TD_THREAD = 4, TD_PARENT = 5,
  TD_COUNTER = 8, TD_RANK = 12, TD_PROCESS_ORDERING = 19,
  TD_THREAD_ORDERING = 20,
  PD_PID = 1, PD_NAME = 6, THD_PID = 1, THD_TID = 2, THD_NAME = 5,
  CD_UNIT = 3,
  /* TrackEvent */
  TE_CATEGORY_IIDS = 3, TE_ANNOTATION = 4, TE_TYPE = 9, TE_NAME_IID = 10,
  TE_TRACK = 11, TE_NAME = 23, TE_COUNTER_VALUE = 30, TE_FLOW_IDS = 47,
  TE_TERMINATING_FLOW_IDS = 48,
  /* DebugAnnotation */
  DA_NAME_IID = 1, DA_UINT = 3, DA_INT = 4, DA_DOUBLE = 5, DA_STRING = 6,
  DA_STRING_IID = 17,
  /* InternedData, and the entries' iid and name */
  ID_CATEGORIES = 1, ID_NAMES = 2, ID_ANNOTATION_NAMES = 3,
  ID_STRING_VALUES = 29, IE_IID = 1, IE_NAME = 2
};

enum { T_BEGIN = 1, T_END = 2, T_COUNTER = 4 };
enum { SEQ_CLEARED = 1, SEQ_NEEDS_STATE = 2 };
enum { CLK_BOOTTIME = 6, CLK_STEP = 64 };
enum { UNIT_SIZE_BYTES = 3 };

/* ---- a step's events, as handed over --------------------------------------------- */

typedef struct ref_s {
  uint32_t off, len;         /* in the pool                            */
} ref_t;

enum { K_OP, K_STEP, K_TENSOR };
static const char *const kind_cat[] = {"Op", "Step", "Tensor"};

enum { A_STR, A_STR_INTERNED, A_INT, A_UINT, A_DOUBLE };
enum {
  KEY_NAME, KEY_OP, KEY_INPUT, KEY_STEP, KEY_WALL_TIME, KEY_OPS, KEY_DTYPE,
  KEY_SHAPE, KEY_BYTES, KEY_ALLOCATOR, NKEYS
};
static const char *const key_name[NKEYS] = {
    "name", "op", "input", "step", "wall_time", "ops", "dtype", "shape",
    "bytes", "allocator"};

typedef struct arg_s {
  uint8_t key, type;
  uint32_t idx;              /* inputN's N                             */
  union {
    ref_t s;
    int64_t i;
    uint64_t u;
    double d;
  } v;
} arg_t;

typedef struct slice_s {
  int64_t ts, dur;
  int64_t lane;
  uint32_t pid;
  uint8_t kind;
  ref_t name;
  uint32_t arg0, nargs;
} slice_t;

typedef struct flow_s {
  uint32_t from_pid, to_pid;
  int64_t from_lane, to_lane, from_start, to_ts;
  uint64_t id;
} flow_t;

enum { O_NEW, O_SNAPSHOT, O_DELETE };
typedef struct obj_s {
  uint64_t id;
  int64_t ts;
  uint32_t pid;
  uint8_t what;
  ref_t name;
  uint32_t arg0, nargs;      /* the snapshot's                          */
} obj_t;

typedef struct ctr_s {
  ref_t alloc;
  int64_t ts, value;
} ctr_t;

typedef struct events_s {
  slice_t *sl;
  size_t nsl, csl;
  arg_t *arg;
  size_t narg, carg;
  flow_t *fl;
  size_t nfl, cfl;
  obj_t *ob;
  size_t nob, cob;
  ctr_t *ct;
  size_t nct, cct;
  char *pool;
  size_t npool, cpool;
  int oom;
} events_t;

/* One more element of an array: its address, or NULL (*oom set). */
static void *grow(int *oom, void **arr, size_t *n, size_t *cap,
                  size_t size) {
  if (*n == *cap) {
    size_t c = *cap;
    void *np;
    if (*oom || sl__grow_cap(&c, *n + 1, size) != 0 ||
        !(np = realloc(*arr, c * size))) {
      *oom = 1;
      return NULL;
    }
    *arr = np;
    *cap = c;
  }
  return (char *)*arr + (*n)++ * size;
}
#define PUSH(e, a, n, c) \
  grow(&(e)->oom, (void **)&(e)->a, &(e)->n, &(e)->c, sizeof *(e)->a)

/* Is every byte ASCII (then the bytes are valid UTF-8 as they are)? */
static int ascii(const uint8_t *p, size_t n) {
  uint64_t acc = 0, v;
  size_t i = 0;
  for (; i + 8 <= n; i += 8) {
    memcpy(&v, p + i, 8);
    acc |= v;
  }
  for (; i < n; i++) acc |= p[i];
  return !(acc & 0x8080808080808080ull);
}

/* A copy of a string in the pool, as valid UTF-8 (Perfetto's strings
 * are; a byte that is not becomes U+FFFD, as in the JSON). */
static ref_t keep(events_t *e, const void *p, size_t n) {
  ref_t r = {0, 0};
  int plain = ascii(p, n);
  size_t room = plain ? n : 3 * n;
  if (n > UINT32_MAX / 3 || e->npool + room > UINT32_MAX) {
    e->oom = 1;
    return r;
  }
  if (e->npool + room > e->cpool) {
    size_t c = e->cpool;
    char *np;
    if (e->oom || sl__grow_cap(&c, e->npool + room, 1) != 0 ||
        !(np = realloc(e->pool, c))) {
      e->oom = 1;
      return r;
    }
    e->pool = np;
    e->cpool = c;
  }
  r.off = (uint32_t)e->npool;
  if (plain) {
    if (n) memcpy(e->pool + e->npool, p, n);
  } else {
    uint8_t *o = (uint8_t *)e->pool + e->npool;
    n = (size_t)(sl__utf8_clean(o, p, n) - o);
  }
  r.len = (uint32_t)n;
  e->npool += n;
  return r;
}

/* A NUL-terminated copy of a (name + suffix) as valid UTF-8, or NULL. */
static char *clean_dup(sl_str_t name, const char *suffix, size_t *len) {
  size_t sn = suffix ? strlen(suffix) : 0;
  char *o = malloc(3 * name.n + sn + 1);
  uint8_t *end;
  if (!o) return NULL;
  end = sl__utf8_clean((uint8_t *)o, name.p, name.n);
  if (sn) memcpy(end, suffix, sn);
  end += sn;
  *end = '\0';
  *len = (size_t)(end - (uint8_t *)o);
  return o;
}

/* A track's name, until its descriptor is written. */
static void set_name(char **at, size_t *len, sl_str_t name,
                     const char *suffix) {
  size_t n;
  char *nn = clean_dup(name, suffix, &n);
  if (!nn) return;
  free(*at);
  *at = nn;
  *len = n;
}

static void events_clear(events_t *e) {
  e->nsl = e->narg = e->nfl = e->nob = e->nct = e->npool = 0;
}

static void events_close(events_t *e) {
  free(e->sl);
  free(e->arg);
  free(e->fl);
  free(e->ob);
  free(e->ct);
  free(e->pool);
  memset(e, 0, sizeof *e);
}

static arg_t *add_arg(events_t *e, uint8_t key, uint8_t type) {
  arg_t *a = PUSH(e, arg, narg, carg);
  if (a) {
    memset(a, 0, sizeof *a);
    a->key = key;
    a->type = type;
  }
  return a;
}

static void str_arg(events_t *e, uint8_t key, uint8_t type, uint32_t idx,
                    sl_str_t s) {
  ref_t r = keep(e, s.p, s.n);
  arg_t *a = add_arg(e, key, type);
  if (a) {
    a->idx = idx;
    a->v.s = r;
  }
}

/* Appends src's events to dst's (src's refs moved past dst's). */
static void events_take(events_t *dst, const events_t *src) {
  uint32_t pbase = (uint32_t)dst->npool, abase = (uint32_t)dst->narg;
  size_t i;
  ref_t r = keep(dst, src->pool, src->npool);
  (void)r;
  for (i = 0; i < src->narg && !dst->oom; i++) {
    arg_t *a = PUSH(dst, arg, narg, carg);
    if (!a) break;
    *a = src->arg[i];
    if (a->type == A_STR || a->type == A_STR_INTERNED) a->v.s.off += pbase;
  }
  for (i = 0; i < src->nsl && !dst->oom; i++) {
    slice_t *s = PUSH(dst, sl, nsl, csl);
    if (!s) break;
    *s = src->sl[i];
    s->name.off += pbase;
    s->arg0 += abase;
  }
  for (i = 0; i < src->nfl && !dst->oom; i++) {
    flow_t *f = PUSH(dst, fl, nfl, cfl);
    if (f) *f = src->fl[i];
  }
  for (i = 0; i < src->nob && !dst->oom; i++) {
    obj_t *o = PUSH(dst, ob, nob, cob);
    if (!o) break;
    *o = src->ob[i];
    o->name.off += pbase;
    o->arg0 += abase;
  }
  for (i = 0; i < src->nct && !dst->oom; i++) {
    ctr_t *c = PUSH(dst, ct, nct, cct);
    if (!c) break;
    *c = src->ct[i];
    c->alloc.off += pbase;
  }
  if (src->oom) dst->oom = 1;
}

/* ---- the trace's tracks ------------------------------------------------------------ */

typedef struct proc_s {
  char *name;
  size_t n;
  int64_t rank;
  uint64_t uuid;             /* 0: not described yet                   */
  int ranked;
} proc_t;

typedef struct lane_s {
  uint64_t uuid;             /* 0: not described yet                   */
  char *name;                /* set by thread(); NULL: "lane N"        */
  size_t n;
} lane_t;

typedef struct pf_s pf_t;
struct pf_s {
  sl_trace_writer_t base;
  sl_sink_fn sink;
  void *sink_ud;
  events_t ev;
  pf_t *main;                /* a side writer's main writer; else NULL */
  int sides;                 /* side writers alive                     */
  /* The trace's tracks (main writer). */
  proc_t *procs;
  size_t nprocs;
  sl_arena_t tarena;         /* lane and counter keys                  */
  sl_strmap_t lanes;         /* (pid, lane) -> lane_t index            */
  lane_t *lane;
  size_t nlane, clane;
  sl_strmap_t counters;      /* allocator -> counter uuid index        */
  uint64_t *ctr_uuid;
  size_t cctr;
  uint64_t next_uuid;
  uint32_t seq;              /* the last sequence id used              */
  int root_done;
  /* A flush's state. */
  sl_arena_t farena;
  sl_strmap_t names, cats, anames, values, starts, objs;
  sl_pbuf_t out, pk, te, da, in, tmp, dsc, dsc2, dpk;
  uv_mutex_t mu;             /* the track tables, for metadata calls   */
  int64_t t0;
  uint32_t *fout, *fin;      /* per slice: first flow of its lists     */
  uint64_t *fids_out, *fids_in;
  sl_text_t text;
};

#define PF(w) ((pf_t *)(w))
/* Pids past this get no process table entry (none is sized from it). */
#define MAX_PID (1u << 22)

/* ---- writing packets -------------------------------------------------------------- */

static int out_packet(pf_t *p, const sl_pbuf_t *pk) {
  sl__pb_msg(&p->out, F_TRACE_PACKET, pk);
  if (p->out.oom) return SL_ENOMEM;
  if (p->out.n >= ((size_t)1 << 20)) {
    int rc = p->sink(p->sink_ud, p->out.p, p->out.n);
    p->out.n = 0;
    return rc;
  }
  return 0;
}

static int out_flush(pf_t *p) {
  int rc = 0;
  if (p->out.oom) return SL_ENOMEM;
  if (p->out.n) rc = p->sink(p->sink_ud, p->out.p, p->out.n);
  p->out.n = 0;
  return rc;
}

static void set_rc(pf_t *p, int rc) {
  if (rc && p->base.rc == 0) p->base.rc = rc;
}

/* A track descriptor in its own packet. */
static void descriptor(pf_t *p, const sl_pbuf_t *td) {
  p->dpk.n = 0;
  sl__pb_msg(&p->dpk, P_TRACK_DESCRIPTOR, td);
  set_rc(p, out_packet(p, &p->dpk));
}

static void describe_root(pf_t *p) {
  sl_pbuf_t *td = &p->dsc;
  if (p->root_done) return;
  p->root_done = 1;
  td->n = 0;
  sl__pb_uint(td, TD_UUID, 0);
  sl__pb_uint(td, TD_PROCESS_ORDERING, 1);
  sl__pb_uint(td, TD_THREAD_ORDERING, 1);
  descriptor(p, td);
}

/* Perfetto's pid 0 is the idle process: pids are the model's plus one. */
static inline uint32_t pf_pid(uint32_t pid) { return pid + 1; }

static proc_t *proc_of(pf_t *p, uint32_t pid) {
  if (pid >= MAX_PID) return NULL;
  if (pid >= p->nprocs) {
    size_t n = (size_t)pid + 1;
    proc_t *np = realloc(p->procs, n * sizeof *np);
    if (!np) return NULL;
    memset(np + p->nprocs, 0, (n - p->nprocs) * sizeof *np);
    p->procs = np;
    p->nprocs = n;
  }
  return &p->procs[pid];
}

static uint64_t describe_process(pf_t *p, uint32_t pid) {
  proc_t *pr = proc_of(p, pid);
  sl_pbuf_t *td = &p->dsc, *pd = &p->dsc2;
  if (!pr) return 0;
  if (pr->uuid) return pr->uuid;
  describe_root(p);
  pr->uuid = ++p->next_uuid;
  pd->n = 0;
  sl__pb_uint(pd, PD_PID, pf_pid(pid));
  if (pr->name) sl__pb_bytes(pd, PD_NAME, pr->name, pr->n);
  td->n = 0;
  sl__pb_uint(td, TD_UUID, pr->uuid);
  sl__pb_msg(td, TD_PROCESS, pd);
  sl__pb_uint(td, TD_RANK, (uint64_t)(pr->ranked ? pr->rank : (int64_t)pid));
  descriptor(p, td);
  return pr->uuid;
}

static lane_t *lane_of(pf_t *p, uint32_t pid, int64_t lane) {
  uint8_t key[12];
  int added;
  int64_t i;
  memcpy(key, &pid, 4);
  memcpy(key + 4, &lane, 8);
  i = sl__strmap_put(&p->lanes, key, sizeof key, &added);
  if (i < 0) return NULL;
  if (added) {
    int oom = 0;
    lane_t *l = grow(&oom, (void **)&p->lane, &p->nlane, &p->clane,
                     sizeof *l);
    if (!l) return NULL;
    memset(l, 0, sizeof *l);
  }
  return &p->lane[i];
}

/* The uuid of lane `lane` of pid's process, described when new. */
static uint64_t lane_uuid(pf_t *p, uint32_t pid, int64_t lane,
                          uint8_t kind) {
  lane_t *l = lane_of(p, pid, lane);
  sl_pbuf_t *td = &p->dsc, *thd = &p->dsc2;
  char buf[40];
  uint8_t num[24];
  size_t n, k;
  if (!l) {
    set_rc(p, SL_ENOMEM);
    return 0;
  }
  if (l->uuid) return l->uuid;
  describe_process(p, pid);
  l->uuid = ++p->next_uuid;
  thd->n = 0;
  sl__pb_uint(thd, THD_PID, pf_pid(pid));
  sl__pb_uint(thd, THD_TID, sl__viewer_tid(pf_pid(pid), lane));
  if (l->name) {
    sl__pb_bytes(thd, THD_NAME, l->name, l->n);
  } else if (kind == K_STEP) {
    sl__pb_bytes(thd, THD_NAME, "steps", 5);
  } else {
    k = (size_t)(sl__put_u64(num, (uint64_t)lane + 1) - num);
    memcpy(buf, "lane ", 5);
    memcpy(buf + 5, num, k);
    n = 5 + k;
    sl__pb_bytes(thd, THD_NAME, buf, n);
  }
  td->n = 0;
  sl__pb_uint(td, TD_UUID, l->uuid);
  sl__pb_msg(td, TD_THREAD, thd);
  sl__pb_uint(td, TD_RANK, (uint64_t)lane + 1);
  descriptor(p, td);
  return l->uuid;
}

/* The counter track of allocator `alloc`, described when new: a child of
 * the Allocators process, in bytes. */
static uint64_t counter_uuid(pf_t *p, const char *alloc, size_t n) {
  sl_pbuf_t *td = &p->dsc, *cd = &p->dsc2;
  int added;
  int64_t i = sl__strmap_put(&p->counters, (const uint8_t *)alloc, n, &added);
  uint64_t parent;
  if (i < 0 || (size_t)i >= SIZE_MAX / sizeof *p->ctr_uuid) {
    set_rc(p, SL_ENOMEM);
    return 0;
  }
  if (!added) return p->ctr_uuid[i];
  if ((size_t)i >= p->cctr) {
    size_t c = p->cctr;
    uint64_t *nu;
    if (sl__grow_cap(&c, (size_t)i + 1, sizeof *nu) != 0 ||
        !(nu = realloc(p->ctr_uuid, c * sizeof *nu))) {
      set_rc(p, SL_ENOMEM);
      return 0;
    }
    p->ctr_uuid = nu;
    p->cctr = c;
  }
  parent = describe_process(p, 0);
  p->ctr_uuid[i] = ++p->next_uuid;
  cd->n = 0;
  sl__pb_uint(cd, CD_UNIT, UNIT_SIZE_BYTES);
  td->n = 0;
  sl__pb_uint(td, TD_UUID, p->ctr_uuid[i]);
  if (parent) sl__pb_uint(td, TD_PARENT, parent);
  /* Named as Perfetto names the JSON's counter track. */
  p->tmp.n = 0;
  if (sl__pb_room(&p->tmp, n + 6)) {
    memcpy(p->tmp.p, alloc, n);
    memcpy(p->tmp.p + n, " bytes", 6);
    sl__pb_bytes(td, TD_NAME, p->tmp.p, n + 6);
  }
  sl__pb_msg(td, TD_COUNTER, cd);
  descriptor(p, td);
  return p->ctr_uuid[i];
}

/* ---- a step's packets ------------------------------------------------------------- */

/* The iid of a string in one of the sequence's interning tables (InternedData
 * field `field`); a new entry goes into the packet being built. */
static uint64_t intern(pf_t *p, sl_strmap_t *m, uint32_t field,
                       const void *s, size_t n) {
  int added;
  int64_t i = sl__strmap_put(m, (const uint8_t *)s, n, &added);
  if (i < 0) {
    set_rc(p, SL_ENOMEM);
    return 0;
  }
  if (added) {
    p->tmp.n = 0;
    sl__pb_uint(&p->tmp, IE_IID, (uint64_t)i + 1);
    sl__pb_bytes(&p->tmp, IE_NAME, s, n);
    sl__pb_msg(&p->in, field, &p->tmp);
  }
  return (uint64_t)i + 1;
}

static void event_packet(pf_t *p, int64_t ts, const sl_pbuf_t *te) {
  sl_pbuf_t *pk = &p->pk;
  pk->n = 0;
  sl__pb_uint(pk, P_TIMESTAMP, (uint64_t)(ts - p->t0));
  sl__pb_uint(pk, P_SEQ_ID, p->seq);
  sl__pb_uint(pk, P_SEQ_FLAGS, SEQ_NEEDS_STATE);
  if (p->in.n) {
    sl__pb_msg(pk, P_INTERNED, &p->in);
    p->in.n = 0;
  }
  sl__pb_msg(pk, P_TRACK_EVENT, te);
  set_rc(p, out_packet(p, pk));
}

/* The sequence's first packet: state cleared, clock 64 in us from t0. */
static void sequence_start(pf_t *p) {
  sl_pbuf_t *pk = &p->pk, *a = &p->te, *b = &p->da;
  pk->n = 0;
  sl__pb_uint(pk, P_SEQ_ID, p->seq);
  sl__pb_uint(pk, P_SEQ_FLAGS, SEQ_CLEARED);
  a->n = 0;
  sl__pb_uint(a, DEF_CLOCK_ID, CLK_STEP);
  sl__pb_msg(pk, P_DEFAULTS, a);
  a->n = 0;
  b->n = 0;
  sl__pb_uint(b, CK_ID, CLK_BOOTTIME);
  sl__pb_uint(b, CK_TIMESTAMP, (uint64_t)p->t0 * 1000);
  sl__pb_msg(a, CS_CLOCKS, b);
  b->n = 0;
  sl__pb_uint(b, CK_ID, CLK_STEP);
  sl__pb_uint(b, CK_TIMESTAMP, 0);
  sl__pb_uint(b, CK_UNIT_NS, 1000);
  sl__pb_msg(a, CS_CLOCKS, b);
  sl__pb_msg(pk, P_CLOCK_SNAPSHOT, a);
  set_rc(p, out_packet(p, pk));
}

static uint64_t key_iid(pf_t *p, const arg_t *a) {
  char buf[32];
  uint8_t num[24];
  size_t k;
  if (a->key != KEY_INPUT)
    return intern(p, &p->anames, ID_ANNOTATION_NAMES, key_name[a->key],
                  strlen(key_name[a->key]));
  k = (size_t)(sl__put_u64(num, a->idx) - num);
  memcpy(buf, "input", 5);
  memcpy(buf + 5, num, k);
  return intern(p, &p->anames, ID_ANNOTATION_NAMES, buf, 5 + k);
}

/* A slice: its begin event (name, category, args, arrows) and end. */
static void emit_slice(pf_t *p, const slice_t *s, const uint64_t *outs,
                       size_t nout, const uint64_t *ins, size_t nin) {
  const events_t *e = &p->ev;
  sl_pbuf_t *te = &p->te, *da = &p->da;
  uint64_t track = lane_uuid(p, s->pid, s->lane, s->kind);
  const char *name = e->pool + s->name.off;
  uint32_t i;
  size_t j;
  if (!track) return;
  te->n = 0;
  sl__pb_uint(te, TE_TYPE, T_BEGIN);
  sl__pb_uint(te, TE_TRACK, track);
  if (s->kind == K_OP)
    sl__pb_uint(te, TE_NAME_IID,
                intern(p, &p->names, ID_NAMES, name, s->name.len));
  else
    sl__pb_bytes(te, TE_NAME, name, s->name.len);
  sl__pb_uint(te, TE_CATEGORY_IIDS,
              intern(p, &p->cats, ID_CATEGORIES, kind_cat[s->kind],
                     strlen(kind_cat[s->kind])));
  for (i = 0; i < s->nargs; i++) {
    const arg_t *a = &e->arg[s->arg0 + i];
    da->n = 0;
    sl__pb_uint(da, DA_NAME_IID, key_iid(p, a));
    switch (a->type) {
    case A_STR:
      sl__pb_bytes(da, DA_STRING, e->pool + a->v.s.off, a->v.s.len);
      break;
    case A_STR_INTERNED:
      sl__pb_uint(da, DA_STRING_IID,
                  intern(p, &p->values, ID_STRING_VALUES,
                         e->pool + a->v.s.off, a->v.s.len));
      break;
    case A_INT:
      sl__pb_uint(da, DA_INT, (uint64_t)a->v.i);
      break;
    case A_UINT:
      sl__pb_uint(da, DA_UINT, a->v.u);
      break;
    default:
      sl__pb_double(da, DA_DOUBLE, a->v.d);
      break;
    }
    sl__pb_msg(te, TE_ANNOTATION, da);
  }
  for (j = 0; j < nout; j++) sl__pb_fixed64(te, TE_FLOW_IDS, outs[j]);
  for (j = 0; j < nin; j++) sl__pb_fixed64(te, TE_TERMINATING_FLOW_IDS, ins[j]);
  event_packet(p, s->ts, te);
  te->n = 0;
  sl__pb_uint(te, TE_TYPE, T_END);
  sl__pb_uint(te, TE_TRACK, track);
  event_packet(p, s->ts + s->dur, te);
}

/* A slice's place for the arrows that meet it: process, lane, start. */
static int64_t slice_at(pf_t *p, uint32_t pid, int64_t lane, int64_t ts,
                        int add) {
  uint8_t key[20];
  int added;
  memcpy(key, &pid, 4);
  memcpy(key + 4, &lane, 8);
  memcpy(key + 12, &ts, 8);
  if (!add) return sl__strmap_find(&p->starts, key, sizeof key);
  return sl__strmap_put(&p->starts, key, sizeof key, &added);
}

/* Arrows onto their slices: per slice, its outgoing and terminating
 * flow ids (fout/fin: CSR offsets into fids_out/fids_in).  Arrows whose
 * ops were not handed over (none: the timeline only draws arrows between
 * written ops) are left out. */
static int attach_flows(pf_t *p) {
  events_t *e = &p->ev;
  size_t i, nop = 0;
  uint32_t *op_slice = NULL, *from = NULL, *to = NULL;
  int rc = SL_ENOMEM;
  p->fout = calloc(e->nsl + 1, sizeof *p->fout);
  p->fin = calloc(e->nsl + 1, sizeof *p->fin);
  op_slice = malloc((e->nsl + 1) * sizeof *op_slice);
  from = malloc((e->nfl + 1) * sizeof *from);
  to = malloc((e->nfl + 1) * sizeof *to);
  p->fids_out = malloc((e->nfl + 1) * sizeof *p->fids_out);
  p->fids_in = malloc((e->nfl + 1) * sizeof *p->fids_in);
  if (!p->fout || !p->fin || !op_slice || !from || !to || !p->fids_out ||
      !p->fids_in)
    goto out;
  for (i = 0; i < e->nsl; i++) {
    const slice_t *s = &e->sl[i];
    int64_t k;
    if (s->kind != K_OP || e->nfl == 0) continue;
    k = slice_at(p, s->pid, s->lane, s->ts, 1);
    if (k < 0) goto out;
    if ((size_t)k == nop) op_slice[nop++] = (uint32_t)i;
  }
  for (i = 0; i < e->nfl; i++) {
    const flow_t *f = &e->fl[i];
    int64_t a = slice_at(p, f->from_pid, f->from_lane, f->from_start, 0);
    int64_t b = slice_at(p, f->to_pid, f->to_lane, f->to_ts, 0);
    from[i] = to[i] = UINT32_MAX;
    if (a < 0 || b < 0) continue;
    from[i] = op_slice[a];
    to[i] = op_slice[b];
    p->fout[from[i] + 1]++;
    p->fin[to[i] + 1]++;
  }
  for (i = 0; i < e->nsl; i++) {
    p->fout[i + 1] += p->fout[i];
    p->fin[i + 1] += p->fin[i];
  }
  {
    /* Filled in arrow order through a moving cursor per slice. */
    uint32_t *co = malloc((e->nsl + 1) * sizeof *co);
    uint32_t *ci = malloc((e->nsl + 1) * sizeof *ci);
    if (!co || !ci) {
      free(co);
      free(ci);
      goto out;
    }
    memcpy(co, p->fout, (e->nsl + 1) * sizeof *co);
    memcpy(ci, p->fin, (e->nsl + 1) * sizeof *ci);
    for (i = 0; i < e->nfl; i++) {
      if (from[i] == UINT32_MAX) continue;
      /* Perfetto's flow id 0 is none: ids from 1. */
      p->fids_out[co[from[i]]++] = e->fl[i].id + 1;
      p->fids_in[ci[to[i]]++] = e->fl[i].id + 1;
    }
    free(co);
    free(ci);
  }
  rc = 0;
out:
  free(op_slice);
  free(from);
  free(to);
  return rc;
}

/* Tensor objects: each created one a slice from its creation to its
 * deletion (else its snapshot), on lanes of its Tensors process assigned
 * as the ops' are, so that none overlaps another. */
typedef struct tobj_s {
  uint32_t at;               /* its O_NEW record                       */
  uint32_t arg0, nargs;
  int64_t end;
  int ended, snapped;
} tobj_t;

static int cmp_tobj(const void *x, const void *y, void *ud) {
  const pf_t *p = ud;
  const obj_t *a = &p->ev.ob[((const tobj_t *)x)->at];
  const obj_t *b = &p->ev.ob[((const tobj_t *)y)->at];
  if (a->pid != b->pid) return a->pid < b->pid ? -1 : 1;
  if (a->ts != b->ts) return a->ts < b->ts ? -1 : 1;
  return ((const tobj_t *)x)->at < ((const tobj_t *)y)->at ? -1 : 1;
}

/* An object's key: its id and name (ids alone may repeat). */
static int64_t obj_key(pf_t *p, const obj_t *o, int add) {
  events_t *e = &p->ev;
  uint8_t *k = (uint8_t *)p->tmp.p;
  int added;
  p->tmp.n = 0;
  if (!sl__pb_room(&p->tmp, 8 + o->name.len)) return -2;
  k = p->tmp.p;
  memcpy(k, &o->id, 8);
  memcpy(k + 8, e->pool + o->name.off, o->name.len);
  if (!add) return sl__strmap_find(&p->objs, k, 8 + o->name.len);
  return sl__strmap_put(&p->objs, k, 8 + o->name.len, &added);
}

static int emit_objects(pf_t *p) {
  events_t *e = &p->ev;
  tobj_t *t;
  size_t i, n = 0;
  sl_lanes_t ln;
  int rc = 0;
  uint32_t pid = UINT32_MAX;
  uint32_t *latest;  /* by key: the last object created under it */
  if (e->nob == 0) return 0;
  t = malloc(e->nob * sizeof *t);
  latest = malloc(e->nob * sizeof *latest);
  if (!t || !latest) {
    free(t);
    free(latest);
    return SL_ENOMEM;
  }
  /* A snapshot follows its object's creation; a deletion is of the last
   * object created under its key. */
  for (i = 0; i < e->nob; i++) {
    const obj_t *o = &e->ob[i];
    int64_t k = obj_key(p, o, o->what == O_NEW);
    if (k == -2 || (k < 0 && o->what == O_NEW)) {
      rc = SL_ENOMEM;
      break;
    }
    if (o->what == O_NEW) {
      memset(&t[n], 0, sizeof t[n]);
      t[n].at = (uint32_t)i;
      t[n].end = o->ts;
      latest[k] = (uint32_t)n++;
      continue;
    }
    if (k < 0) continue;
    k = latest[k];
    if (o->what == O_SNAPSHOT) {
      t[k].arg0 = o->arg0;
      t[k].nargs = o->nargs;
      t[k].snapped = 1;
      if (!t[k].ended) t[k].end = o->ts;
    } else {
      t[k].ended = 1;
      t[k].end = o->ts;
    }
  }
  free(latest);
  qsort_r(t, n, sizeof *t, cmp_tobj, p);
  sl__lanes_init(&ln);
  for (i = 0; i < n && rc == 0; i++) {
    const obj_t *o = &e->ob[t[i].at];
    slice_t s;
    int64_t lane;
    if (o->pid != pid) {
      pid = o->pid;
      if (sl__lanes_reset(&ln) != 0) rc = SL_ENOMEM;
    }
    s.ts = o->ts;
    s.dur = t[i].end > o->ts ? t[i].end - o->ts : 0;
    lane = rc ? -1 : sl__lanes_assign(&ln, s.ts, s.ts + s.dur);
    if (lane < 0) {
      rc = SL_ENOMEM;
      break;
    }
    s.lane = lane;
    s.pid = o->pid;
    s.kind = K_TENSOR;
    s.name = o->name;
    s.arg0 = t[i].arg0;
    s.nargs = t[i].nargs;
    emit_slice(p, &s, NULL, 0, NULL, 0);
  }
  sl__lanes_close(&ln);
  free(t);
  return rc;
}

static void emit_counters(pf_t *p) {
  const events_t *e = &p->ev;
  sl_pbuf_t *te = &p->te;
  size_t i;
  for (i = 0; i < e->nct && p->base.rc == 0; i++) {
    const ctr_t *c = &e->ct[i];
    uint64_t track = counter_uuid(p, e->pool + c->alloc.off, c->alloc.len);
    if (!track || c->ts < p->t0) continue;
    te->n = 0;
    sl__pb_uint(te, TE_TYPE, T_COUNTER);
    sl__pb_uint(te, TE_TRACK, track);
    sl__pb_uint(te, TE_COUNTER_VALUE, (uint64_t)c->value);
    event_packet(p, c->ts, te);
  }
}

static void flush_maps(pf_t *p) {
  sl__arena_reset(&p->farena);
  sl__strmap_init(&p->names, &p->farena);
  sl__strmap_init(&p->cats, &p->farena);
  sl__strmap_init(&p->anames, &p->farena);
  sl__strmap_init(&p->values, &p->farena);
  sl__strmap_init(&p->starts, &p->farena);
  sl__strmap_init(&p->objs, &p->farena);
}

/* The events kept since the last flush, as one packet sequence. */
static void write_events(pf_t *p) {
  events_t *e = &p->ev;
  size_t i;
  int64_t t0 = INT64_MAX;
  if (e->oom) set_rc(p, SL_ENOMEM);
  if (p->base.rc || e->nsl + e->nob + e->nct == 0) {
    events_clear(e);
    return;
  }
  for (i = 0; i < e->nsl; i++) if (e->sl[i].ts < t0) t0 = e->sl[i].ts;
  for (i = 0; i < e->nob; i++) if (e->ob[i].ts < t0) t0 = e->ob[i].ts;
  for (i = 0; i < e->nct; i++) if (e->ct[i].ts < t0) t0 = e->ct[i].ts;
  /* Perfetto's times are unsigned nanoseconds: an event before 0, or
   * past what nanoseconds hold, has no place (none in real profiles). */
  if (t0 < 0) t0 = 0;
  if (t0 > INT64_MAX / 1000) t0 = INT64_MAX / 1000;
  p->t0 = t0;
  /* Every process named so far, also those without events (a device's
   * Tensors process without --show-memory), as the JSON has them. */
  for (i = 0; i < p->nprocs; i++)
    if (p->procs[i].name && !p->procs[i].uuid) describe_process(p, (uint32_t)i);
  if (++p->seq == 0) p->seq = 1;
  flush_maps(p);
  p->in.n = 0;
  sequence_start(p);
  if (attach_flows(p) != 0) set_rc(p, SL_ENOMEM);
  for (i = 0; i < e->nsl && p->base.rc == 0; i++) {
    const slice_t *s = &e->sl[i];
    if (s->ts < t0 || s->dur < 0 || s->ts > INT64_MAX / 1000 - s->dur)
      continue;
    emit_slice(p, s, p->fids_out + p->fout[i], p->fout[i + 1] - p->fout[i],
               p->fids_in + p->fin[i], p->fin[i + 1] - p->fin[i]);
  }
  if (p->base.rc == 0) set_rc(p, emit_objects(p));
  emit_counters(p);
  free(p->fout);
  free(p->fin);
  free(p->fids_out);
  free(p->fids_in);
  p->fout = p->fin = NULL;
  p->fids_out = p->fids_in = NULL;
  events_clear(e);
}

/* ---- the writer's interface ------------------------------------------------------- */

static void pw_begin(sl_trace_writer_t *w, sl_trace_form_t form) {
  (void)w;
  (void)form;
}

static int pw_end(sl_trace_writer_t *w, int ok) {
  pf_t *p = PF(w);
  /* After a failure what was written stays: whole packets, a valid
   * trace; the failed step's events are dropped. */
  if (ok)
    write_events(p);
  else
    events_clear(&p->ev);
  set_rc(p, out_flush(p));
  return p->base.rc;
}

static int pw_flush(sl_trace_writer_t *w) {
  pf_t *p = PF(w);
  /* While two writers hold parts of a step, it is not whole yet. */
  if (p->main || p->sides) return p->base.rc;
  write_events(p);
  set_rc(p, out_flush(p));
  return p->base.rc;
}

static pf_t *main_of(pf_t *p) { return p->main ? p->main : p; }

static void pw_process(sl_trace_writer_t *w, uint32_t pid, sl_str_t name,
                       const char *suffix) {
  pf_t *m = main_of(PF(w));
  proc_t *pr;
  PF(w)->base.events++;
  uv_mutex_lock(&m->mu);
  pr = proc_of(m, pid);
  if (pr && !pr->uuid) set_name(&pr->name, &pr->n, name, suffix);
  uv_mutex_unlock(&m->mu);
}

static void pw_process_order(sl_trace_writer_t *w, uint32_t pid,
                             int64_t index) {
  pf_t *m = main_of(PF(w));
  proc_t *pr;
  PF(w)->base.events++;
  uv_mutex_lock(&m->mu);
  pr = proc_of(m, pid);
  if (pr && !pr->uuid) {
    pr->rank = index;
    pr->ranked = 1;
  }
  uv_mutex_unlock(&m->mu);
}

static void pw_thread(sl_trace_writer_t *w, uint32_t pid, int64_t tid,
                      sl_str_t name) {
  pf_t *m = main_of(PF(w));
  lane_t *l;
  PF(w)->base.events++;
  uv_mutex_lock(&m->mu);
  l = lane_of(m, pid, tid);
  if (l && !l->uuid) set_name(&l->name, &l->n, name, NULL);
  uv_mutex_unlock(&m->mu);
}

static slice_t *add_slice(pf_t *p, uint8_t kind, sl_str_t name,
                          const sl_ev_at_t *at, int64_t dur) {
  events_t *e = &p->ev;
  ref_t r = keep(e, name.p, name.n);
  slice_t *s = PUSH(e, sl, nsl, csl);
  p->base.events++;
  if (!s) return NULL;
  s->ts = at->ts;
  s->dur = dur;
  s->pid = at->pid;
  s->lane = at->tid;
  s->kind = kind;
  s->name = r;
  s->arg0 = (uint32_t)e->narg;
  s->nargs = 0;
  return s;
}

static void pw_op(sl_trace_writer_t *w, sl_str_t op, const sl_ev_at_t *at,
                  int64_t dur, sl_str_t name, const sl_str_t *inputs) {
  pf_t *p = PF(w);
  events_t *e = &p->ev;
  size_t a0 = e->narg;
  slice_t *s = add_slice(p, K_OP, op, at, dur);
  size_t si = e->nsl - 1;
  uint32_t i = 0;
  if (!s) return;
  /* Interned: the next ops name it again among their inputs. */
  str_arg(e, KEY_NAME, A_STR_INTERNED, 0, name);
  str_arg(e, KEY_OP, A_STR_INTERNED, 0, op);
  if (inputs) {
    sl_split_t it;
    sl_str_t in;
    sl__split_init(&it, *inputs);
    while (sl__split_next(&it, &in)) str_arg(e, KEY_INPUT, A_STR_INTERNED, i++, in);
  }
  /* (the slice may have moved with the array) */
  if (!e->oom) e->sl[si].nargs = (uint32_t)(e->narg - a0);
}

static void pw_step(sl_trace_writer_t *w, const sl_ev_step_t *st) {
  pf_t *p = PF(w);
  events_t *e = &p->ev;
  size_t a0 = e->narg;
  arg_t *a;
  if (!add_slice(p, K_STEP, st->name, &st->at, st->dur)) return;
  if ((a = add_arg(e, KEY_STEP, A_INT))) a->v.i = st->step;
  if (st->has_wall && (a = add_arg(e, KEY_WALL_TIME, A_DOUBLE)))
    a->v.d = st->wall_time;
  if ((a = add_arg(e, KEY_OPS, A_UINT))) a->v.u = st->ops;
  if (!e->oom) e->sl[e->nsl - 1].nargs = (uint32_t)(e->narg - a0);
}

static void pw_flow(sl_trace_writer_t *w, const sl_ev_flow_t *f) {
  pf_t *p = PF(w);
  flow_t *fl = PUSH(&p->ev, fl, nfl, cfl);
  p->base.events += 2;
  if (!fl) return;
  fl->from_pid = f->from.pid;
  fl->from_lane = f->from.tid;
  fl->from_start = f->from_start;
  fl->to_pid = f->to.pid;
  fl->to_lane = f->to.tid;
  fl->to_ts = f->to.ts;
  fl->id = f->id;
}

static obj_t *add_obj(pf_t *p, uint8_t what, sl_str_t name,
                      const sl_ev_at_t *at, uint64_t id) {
  events_t *e = &p->ev;
  ref_t r = keep(e, name.p, name.n);
  obj_t *o = PUSH(e, ob, nob, cob);
  p->base.events++;
  if (!o) return NULL;
  o->id = id;
  o->ts = at->ts;
  o->pid = at->pid;
  o->what = what;
  o->name = r;
  o->arg0 = (uint32_t)e->narg;
  o->nargs = 0;
  return o;
}

static void pw_object_new(sl_trace_writer_t *w, sl_str_t name,
                          const sl_ev_at_t *at, uint64_t id) {
  add_obj(PF(w), O_NEW, name, at, id);
}

static void pw_object_delete(sl_trace_writer_t *w, sl_str_t name,
                             const sl_ev_at_t *at, uint64_t id) {
  add_obj(PF(w), O_DELETE, name, at, id);
}

/* The snapshot's dtype, shape, bytes and allocator, as args. */
static void pw_object_snapshot(sl_trace_writer_t *w, sl_str_t name,
                               const sl_ev_at_t *at, uint64_t id,
                               const Tensorflow__TensorDescription *td) {
  pf_t *p = PF(w);
  events_t *e = &p->ev;
  size_t a0 = e->narg, i;
  obj_t *o = add_obj(p, O_SNAPSHOT, name, at, id);
  size_t oi = e->nob - 1;
  arg_t *a;
  if (!o || !td) return;
  {
    const char *dt = sl__dtype_name(td->dtype);
    char num[24];
    if (!dt) {
      snprintf(num, sizeof num, "%d", (int)td->dtype);
      dt = num;
    }
    str_arg(e, KEY_DTYPE, A_STR_INTERNED, 0, sl__str(dt, strlen(dt)));
  }
  if (td->shape) {
    sl_pbuf_t *b = &p->tmp;
    b->n = 0;
    if (sl__pb_room(b, 2)) b->p[b->n++] = '[';
    for (i = 0; i < td->shape->n_dim; i++) {
      uint8_t num[24];
      size_t k = (size_t)(sl__put_i64(num, td->shape->dim[i]->size) - num);
      if (i && sl__pb_room(b, 1)) b->p[b->n++] = ',';
      if (sl__pb_room(b, k)) {
        memcpy(b->p + b->n, num, k);
        b->n += k;
      }
    }
    if (sl__pb_room(b, 1)) b->p[b->n++] = ']';
    if (!b->oom) str_arg(e, KEY_SHAPE, A_STR_INTERNED, 0, sl__str(b->p, b->n));
  }
  if (td->allocation_description) {
    const Tensorflow__AllocationDescription *ad = td->allocation_description;
    if ((a = add_arg(e, KEY_BYTES, A_INT))) a->v.i = ad->requested_bytes;
    str_arg(e, KEY_ALLOCATOR, A_STR_INTERNED, 0,
            sl__str(ad->allocator_name.data, ad->allocator_name.len));
  }
  if (!e->oom) e->ob[oi].nargs = (uint32_t)(e->narg - a0);
}

static void pw_counter(sl_trace_writer_t *w, sl_str_t alloc, int64_t ts,
                       int64_t bytes) {
  pf_t *p = PF(w);
  events_t *e = &p->ev;
  ref_t r = keep(e, alloc.p, alloc.n);
  ctr_t *c = PUSH(e, ct, nct, cct);
  p->base.events++;
  if (!c) return;
  c->alloc = r;
  c->ts = ts;
  c->value = bytes;
}

static const sl_trace_ops_t perfetto_ops;

static pf_t *pf_alloc(sl_sink_fn sink, void *ud) {
  pf_t *p = calloc(1, sizeof *p);
  if (!p) return NULL;
  if (uv_mutex_init(&p->mu) != 0) {
    free(p);
    return NULL;
  }
  p->base.ops = &perfetto_ops;
  p->sink = sink;
  p->sink_ud = ud;
  sl__arena_init(&p->tarena);
  sl__arena_init(&p->farena);
  sl__strmap_init(&p->lanes, &p->tarena);
  sl__strmap_init(&p->counters, &p->tarena);
  flush_maps(p);
  return p;
}

static int pw_share(sl_trace_writer_t *w, sl_trace_writer_t **side) {
  pf_t *p = PF(w), *s = pf_alloc(NULL, NULL);
  *side = NULL;
  if (!s) return SL_ENOMEM;
  s->main = p;
  p->sides++;
  *side = &s->base;
  return 0;
}

static void pw_free(sl_trace_writer_t *w);

static int pw_unshare(sl_trace_writer_t *w, sl_trace_writer_t *side) {
  pf_t *p = PF(w), *s = PF(side);
  events_take(&p->ev, &s->ev);
  p->base.events += s->base.events;
  set_rc(p, s->base.rc);
  pw_free(side);
  p->sides--;
  return p->base.rc;
}

static void pw_free(sl_trace_writer_t *w) {
  pf_t *p = PF(w);
  size_t i;
  events_close(&p->ev);
  for (i = 0; i < p->nprocs; i++) free(p->procs[i].name);
  free(p->procs);
  for (i = 0; i < p->nlane; i++) free(p->lane[i].name);
  free(p->lane);
  free(p->ctr_uuid);
  sl__arena_close(&p->tarena);
  sl__arena_close(&p->farena);
  sl__pb_close(&p->out);
  sl__pb_close(&p->pk);
  sl__pb_close(&p->te);
  sl__pb_close(&p->da);
  sl__pb_close(&p->in);
  sl__pb_close(&p->tmp);
  sl__pb_close(&p->dsc);
  sl__pb_close(&p->dsc2);
  sl__pb_close(&p->dpk);
  uv_mutex_destroy(&p->mu);
  free(p);
}

static const sl_trace_ops_t perfetto_ops = {
    pw_begin,      pw_end,           pw_flush,         pw_process,
    pw_process_order, pw_thread,     pw_op,            pw_step,
    pw_flow,       pw_object_new,    pw_object_snapshot, pw_object_delete,
    pw_counter,    pw_share,         pw_unshare,       pw_free};

sl_trace_writer_t *sl__perfetto_new(sl_sink_fn sink, void *ud) {
  pf_t *p = pf_alloc(sink, ud);
  return p ? &p->base : NULL;
}

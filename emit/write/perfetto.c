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
#include "emit/write/pf_step.h"
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

/* ---- the trace's tracks ------------------------------------------------------------ */

typedef struct proc_s {
  char *name;
  size_t n;
  int64_t rank;
  uint64_t uuid;             /* 0: not described yet                   */
  int ranked;
  uint64_t *lanes;           /* its described lanes' uuids, by lane    */
  size_t nlanes;
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
  sl_pf_step_t *ev;         /* the step's events so far               */
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
  sl_pbuf_t out, pk, te, da, in, tmp, dsc, dsc2, dpk;
  uv_mutex_t mu;             /* the track tables, for metadata calls   */
  int64_t t0;
  uint64_t emitted[SL_PF_NTABLES]; /* interned entries written so far  */
  uint32_t *fout, *fin;      /* per slice: first flow of its lists     */
  uint64_t *fids_out, *fids_in;
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
    if (p->nlane == p->clane) {
      size_t c = p->clane;
      lane_t *nl;
      if (sl__grow_cap(&c, p->nlane + 1, sizeof *nl) != 0 ||
          !(nl = realloc(p->lane, c * sizeof *nl)))
        return NULL;
      p->lane = nl;
      p->clane = c;
    }
    memset(&p->lane[p->nlane++], 0, sizeof *p->lane);
  }
  return (size_t)i < p->nlane ? &p->lane[i] : NULL;
}

/* The uuid of lane `lane` of pid's process, described when new. */
static uint64_t describe_lane(pf_t *p, uint32_t pid, int64_t lane,
                              uint8_t kind);

/* Lanes are small dense numbers: the process keeps their uuids in an
 * array, so a slice costs no lookup by key. */
static uint64_t lane_uuid(pf_t *p, uint32_t pid, int64_t lane,
                          uint8_t kind) {
  proc_t *pr = pid < p->nprocs ? &p->procs[pid] : NULL;
  uint64_t u;
  if (pr && lane >= 0 && (uint64_t)lane < pr->nlanes && pr->lanes[lane])
    return pr->lanes[lane];
  u = describe_lane(p, pid, lane, kind);
  pr = proc_of(p, pid);
  if (u && pr && lane >= 0 && lane < 65536) {
    if ((size_t)lane >= pr->nlanes) {
      size_t n = (size_t)lane + 1 > 2 * pr->nlanes ? (size_t)lane + 1
                                                    : 2 * pr->nlanes;
      uint64_t *nl = realloc(pr->lanes, n * sizeof *nl);
      if (!nl) return u;
      memset(nl + pr->nlanes, 0, (n - pr->nlanes) * sizeof *nl);
      pr->lanes = nl;
      pr->nlanes = n;
    }
    pr->lanes[lane] = u;
  }
  return u;
}

static uint64_t describe_lane(pf_t *p, uint32_t pid, int64_t lane,
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
  } else if (kind == SL_PF_STEP) {
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

/* InternedData's field for each of the step's tables. */
static const uint32_t table_field[SL_PF_NTABLES] = {
    ID_NAMES, ID_CATEGORIES, ID_ANNOTATION_NAMES, ID_STRING_VALUES};

/* The entries of table t up to iid `upto` not yet written go into the
 * packet being built (iids come in order of first use, so each packet
 * brings those it is the first to use). */
static void need(pf_t *p, int t, uint64_t upto) {
  sl_pbuf_t *b = &p->tmp;
  for (; p->emitted[t] < upto; p->emitted[t]++) {
    sl_str_t v = sl__pf_text(p->ev, t, p->emitted[t] + 1);
    b->n = 0;
    sl__pb_uint(b, IE_IID, p->emitted[t] + 1);
    sl__pb_bytes(b, IE_NAME, v.p, v.n);
    sl__pb_msg(&p->in, table_field[t], b);
  }
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
  memset(p->emitted, 0, sizeof p->emitted);
}

/* A slice: its begin event (name, category, args, arrows) and end. */
static void emit_slice(pf_t *p, const sl_pf_slice_t *s, const uint64_t *outs,
                       size_t nout, const uint64_t *ins, size_t nin) {
  const sl_pf_step_t *e = p->ev;
  sl_pbuf_t *te = &p->te, *da = &p->da;
  uint64_t track = lane_uuid(p, s->pid, s->lane, s->kind);
  uint32_t i;
  size_t j;
  if (!track) return;
  te->n = 0;
  sl__pb_uint(te, TE_TYPE, T_BEGIN);
  sl__pb_uint(te, TE_TRACK, track);
  if (s->kind == SL_PF_OP) {
    need(p, SL_PF_NAMES, s->name);
    sl__pb_uint(te, TE_NAME_IID, s->name);
  } else {
    sl__pb_bytes(te, TE_NAME, sl__pf_pool(e, s->text), s->text.len);
  }
  need(p, SL_PF_CATS, s->cat);
  sl__pb_uint(te, TE_CATEGORY_IIDS, s->cat);
  for (i = 0; i < s->nargs; i++) {
    const sl_pf_arg_t *a = &e->arg[s->arg0 + i];
    da->n = 0;
    need(p, SL_PF_ANAMES, a->key);
    sl__pb_uint(da, DA_NAME_IID, a->key);
    switch (a->type) {
    case SL_PF_STR:
      need(p, SL_PF_VALUES, a->v.iid);
      sl__pb_uint(da, DA_STRING_IID, a->v.iid);
      break;
    case SL_PF_INT:
      sl__pb_uint(da, DA_INT, (uint64_t)a->v.i);
      break;
    case SL_PF_UINT:
      sl__pb_uint(da, DA_UINT, a->v.u);
      break;
    default:
      sl__pb_double(da, DA_DOUBLE, a->v.d);
      break;
    }
    sl__pb_msg(te, TE_ANNOTATION, da);
  }
  /* The producer's begin starts an arrow; the consumer's end ends it, so
   * that an arrow whose consumer starts before its producer (but ends
   * after the producer starts) is still drawn. */
  for (j = 0; j < nout; j++) sl__pb_fixed64(te, TE_FLOW_IDS, outs[j]);
  event_packet(p, s->ts, te);
  te->n = 0;
  sl__pb_uint(te, TE_TYPE, T_END);
  sl__pb_uint(te, TE_TRACK, track);
  for (j = 0; j < nin; j++) sl__pb_fixed64(te, TE_TERMINATING_FLOW_IDS, ins[j]);
  event_packet(p, s->ts + s->dur, te);
}

/* Ops by where arrows meet them (process, lane, start): an open-addressed
 * table of slice indexes, compared against the slices themselves. */
typedef struct starts_s {
  uint32_t *slot;            /* slice index + 1; 0 empty               */
  size_t mask;
} starts_t;

static size_t start_hash(uint32_t pid, int64_t lane, int64_t ts) {
  uint64_t h = ((uint64_t)pid * 0x9e3779b97f4a7c15ull) ^
               ((uint64_t)lane * 0xc2b2ae3d27d4eb4full) ^
               ((uint64_t)ts * 0x165667b19e3779f9ull);
  h ^= h >> 31;
  h *= 0xd6e8feb86659fd93ull;
  return (size_t)(h ^ (h >> 32));
}

static int64_t start_find(const starts_t *t, const sl_pf_slice_t *sl,
                          uint32_t pid, int64_t lane, int64_t ts) {
  size_t i;
  for (i = start_hash(pid, lane, ts) & t->mask; t->slot[i];
       i = (i + 1) & t->mask) {
    const sl_pf_slice_t *s = &sl[t->slot[i] - 1];
    if (s->ts == ts && s->lane == lane && s->pid == pid)
      return (int64_t)t->slot[i] - 1;
  }
  return -1;
}

/* Arrows onto their slices: per slice, its outgoing and terminating
 * flow ids (fout/fin: CSR offsets into fids_out/fids_in).  Arrows whose
 * ops were not handed over (none: the timeline only draws arrows between
 * written ops) are left out. */
static int attach_flows(pf_t *p) {
  sl_pf_step_t *e = p->ev;
  size_t i, cap = 16;
  uint32_t *from = NULL, *to = NULL, *co = NULL, *ci = NULL;
  starts_t st = {NULL, 0};
  int rc = SL_ENOMEM;
  p->fout = calloc(e->nsl + 1, sizeof *p->fout);
  p->fin = calloc(e->nsl + 1, sizeof *p->fin);
  from = malloc((e->nfl + 1) * sizeof *from);
  to = malloc((e->nfl + 1) * sizeof *to);
  p->fids_out = malloc((e->nfl + 1) * sizeof *p->fids_out);
  p->fids_in = malloc((e->nfl + 1) * sizeof *p->fids_in);
  while (e->nfl && cap < 2 * e->nsl && cap < SIZE_MAX / 8) cap *= 2;
  st.slot = e->nfl ? calloc(cap, sizeof *st.slot) : NULL;
  st.mask = cap - 1;
  if (!p->fout || !p->fin || !from || !to || !p->fids_out || !p->fids_in ||
      (e->nfl && !st.slot))
    goto out;
  for (i = 0; i < e->nsl && e->nfl; i++) {
    const sl_pf_slice_t *s = &e->sl[i];
    size_t k;
    if (s->kind != SL_PF_OP) continue;
    for (k = start_hash(s->pid, s->lane, s->ts) & st.mask; st.slot[k];
         k = (k + 1) & st.mask) {
    }
    st.slot[k] = (uint32_t)i + 1;
  }
  for (i = 0; i < e->nfl; i++) {
    const sl_pf_flow_t *f = &e->fl[i];
    int64_t a = start_find(&st, e->sl, f->from_pid, f->from_lane, f->from_start);
    int64_t b = start_find(&st, e->sl, f->to_pid, f->to_lane, f->to_ts);
    from[i] = to[i] = UINT32_MAX;
    if (a < 0 || b < 0) continue;
    from[i] = (uint32_t)a;
    to[i] = (uint32_t)b;
    p->fout[a + 1]++;
    p->fin[b + 1]++;
  }
  for (i = 0; i < e->nsl; i++) {
    p->fout[i + 1] += p->fout[i];
    p->fin[i + 1] += p->fin[i];
  }
  /* Filled in arrow order through a moving cursor per slice. */
  co = malloc((e->nsl + 1) * sizeof *co);
  ci = malloc((e->nsl + 1) * sizeof *ci);
  if (!co || !ci) goto out;
  memcpy(co, p->fout, (e->nsl + 1) * sizeof *co);
  memcpy(ci, p->fin, (e->nsl + 1) * sizeof *ci);
  for (i = 0; i < e->nfl; i++) {
    if (from[i] == UINT32_MAX) continue;
    /* Perfetto's flow id 0 is none: ids from 1. */
    p->fids_out[co[from[i]]++] = e->fl[i].id + 1;
    p->fids_in[ci[to[i]]++] = e->fl[i].id + 1;
  }
  rc = 0;
out:
  free(st.slot);
  free(from);
  free(to);
  free(co);
  free(ci);
  return rc;
}

/* Tensor objects: each created one a slice from its creation to its
 * deletion (else its snapshot), on lanes of its Tensors process assigned
 * as the ops' are, so that none overlaps another. */
typedef struct tobj_s {
  uint32_t at;               /* its SL_PF_NEW record                   */
  uint32_t arg0, nargs;
  int64_t end;
  int ended;
} tobj_t;

static int cmp_tobj(const void *x, const void *y, void *ud) {
  const sl_pf_step_t *e = ud;
  const sl_pf_obj_t *a = &e->ob[((const tobj_t *)x)->at];
  const sl_pf_obj_t *b = &e->ob[((const tobj_t *)y)->at];
  if (a->pid != b->pid) return a->pid < b->pid ? -1 : 1;
  if (a->ts != b->ts) return a->ts < b->ts ? -1 : 1;
  return ((const tobj_t *)x)->at < ((const tobj_t *)y)->at ? -1 : 1;
}

/* An object's key: its id and name (ids alone may repeat). */
static int64_t obj_key(pf_t *p, sl_strmap_t *m, const sl_pf_obj_t *o,
                       int add) {
  const sl_pf_step_t *e = p->ev;
  int added;
  p->tmp.n = 0;
  if (!sl__pb_room(&p->tmp, 8 + o->name.len)) return -2;
  memcpy(p->tmp.p, &o->id, 8);
  memcpy(p->tmp.p + 8, sl__pf_pool(e, o->name), o->name.len);
  if (!add) return sl__strmap_find(m, p->tmp.p, 8 + o->name.len);
  return sl__strmap_put(m, p->tmp.p, 8 + o->name.len, &added);
}

static int emit_objects(pf_t *p) {
  sl_pf_step_t *e = p->ev;
  tobj_t *t;
  size_t i, n = 0;
  sl_lanes_t ln;
  sl_arena_t ar;
  sl_strmap_t keys;
  int rc = 0;
  uint32_t pid = UINT32_MAX;
  uint32_t *latest;  /* by key: the last object created under it */
  if (e->nob == 0) return 0;
  t = malloc(e->nob * sizeof *t);
  latest = malloc(e->nob * sizeof *latest);
  sl__arena_init(&ar);
  sl__strmap_init(&keys, &ar);
  if (!t || !latest) rc = SL_ENOMEM;
  /* A snapshot follows its object's creation; a deletion is of the last
   * object created under its key. */
  for (i = 0; i < e->nob && rc == 0; i++) {
    const sl_pf_obj_t *o = &e->ob[i];
    int64_t k = obj_key(p, &keys, o, o->what == SL_PF_NEW);
    if (k == -2 || (k < 0 && o->what == SL_PF_NEW)) {
      rc = SL_ENOMEM;
      break;
    }
    if (o->what == SL_PF_NEW) {
      memset(&t[n], 0, sizeof t[n]);
      t[n].at = (uint32_t)i;
      t[n].end = o->ts;
      latest[k] = (uint32_t)n++;
      continue;
    }
    if (k < 0) continue;
    k = latest[k];
    if (o->what == SL_PF_SNAPSHOT) {
      t[k].arg0 = o->arg0;
      t[k].nargs = o->nargs;
      if (!t[k].ended) t[k].end = o->ts;
    } else {
      t[k].ended = 1;
      t[k].end = o->ts;
    }
  }
  free(latest);
  sl__arena_close(&ar);
  if (rc == 0) qsort_r(t, n, sizeof *t, cmp_tobj, e);
  sl__lanes_init(&ln);
  for (i = 0; i < n && rc == 0; i++) {
    const sl_pf_obj_t *o = &e->ob[t[i].at];
    sl_pf_slice_t s;
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
    if (s.ts < p->t0) continue;
    s.lane = lane;
    s.pid = o->pid;
    s.kind = SL_PF_TENSOR;
    s.name = 0;
    s.text = o->name;
    s.cat = o->cat;
    s.arg0 = t[i].arg0;
    s.nargs = t[i].nargs;
    emit_slice(p, &s, NULL, 0, NULL, 0);
  }
  sl__lanes_close(&ln);
  free(t);
  return rc;
}

static void emit_counters(pf_t *p) {
  const sl_pf_step_t *e = p->ev;
  sl_pbuf_t *te = &p->te;
  size_t i;
  for (i = 0; i < e->nct && p->base.rc == 0; i++) {
    const sl_pf_ctr_t *c = &e->ct[i];
    uint64_t track =
        counter_uuid(p, sl__pf_pool(e, c->alloc), c->alloc.len);
    if (!track || c->ts < p->t0) continue;
    te->n = 0;
    sl__pb_uint(te, TE_TYPE, T_COUNTER);
    sl__pb_uint(te, TE_TRACK, track);
    sl__pb_uint(te, TE_COUNTER_VALUE, (uint64_t)c->value);
    event_packet(p, c->ts, te);
  }
}

/* The events kept since the last flush, as one packet sequence. */
static void write_events(pf_t *p) {
  sl_pf_step_t *e = p->ev;
  size_t i;
  int64_t t0 = INT64_MAX;
  if (e->oom) set_rc(p, SL_ENOMEM);
  if (p->base.rc || sl__pf_step_empty(e)) {
    sl__pf_step_clear(e);
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
  p->in.n = 0;
  sequence_start(p);
  if (attach_flows(p) != 0) set_rc(p, SL_ENOMEM);
  for (i = 0; i < e->nsl && p->base.rc == 0; i++) {
    const sl_pf_slice_t *s = &e->sl[i];
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
  sl__pf_step_clear(e);
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
    sl__pf_step_clear(p->ev);
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

static void pw_op(sl_trace_writer_t *w, sl_str_t op, const sl_ev_at_t *at,
                  int64_t dur, sl_str_t name, const sl_str_t *inputs) {
  pf_t *p = PF(w);
  p->base.events++;
  sl__pf_op(p->ev, op, at->pid, at->tid, at->ts, dur, name, inputs);
}

static void pw_step(sl_trace_writer_t *w, const sl_ev_step_t *st) {
  pf_t *p = PF(w);
  sl_pf_step_t *e = p->ev;
  size_t at = e->nsl, a0 = e->narg;
  union {
    double d;
    uint64_t u;
  } wall;
  p->base.events++;
  if (!sl__pf_slice(e, SL_PF_STEP, st->name, st->at.pid, st->at.tid,
                    st->at.ts, st->dur))
    return;
  sl__pf_arg_num(e, sl__pf_key(e, SL_PF_KEY_STEP), SL_PF_INT,
                 (uint64_t)st->step);
  wall.d = st->wall_time;
  if (st->has_wall)
    sl__pf_arg_num(e, sl__pf_key(e, SL_PF_KEY_WALL_TIME), SL_PF_DOUBLE,
                   wall.u);
  sl__pf_arg_num(e, sl__pf_key(e, SL_PF_KEY_OPS), SL_PF_UINT, st->ops);
  if (!e->oom) e->sl[at].nargs = (uint32_t)(e->narg - a0);
}

static void pw_flow(sl_trace_writer_t *w, const sl_ev_flow_t *f) {
  pf_t *p = PF(w);
  sl_pf_flow_t *fl = sl__pf_flow(p->ev);
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

static void pw_object_new(sl_trace_writer_t *w, sl_str_t name,
                          const sl_ev_at_t *at, uint64_t id) {
  PF(w)->base.events++;
  sl__pf_obj(PF(w)->ev, SL_PF_NEW, name, at->pid, at->ts, id);
}

static void pw_object_delete(sl_trace_writer_t *w, sl_str_t name,
                             const sl_ev_at_t *at, uint64_t id) {
  PF(w)->base.events++;
  sl__pf_obj(PF(w)->ev, SL_PF_DELETE, name, at->pid, at->ts, id);
}

/* The snapshot's dtype, shape, bytes and allocator, as args. */
static void pw_object_snapshot(sl_trace_writer_t *w, sl_str_t name,
                               const sl_ev_at_t *at, uint64_t id,
                               const Tensorflow__TensorDescription *td) {
  pf_t *p = PF(w);
  sl_pf_step_t *e = p->ev;
  size_t oi = e->nob, a0 = e->narg, i;
  char num[24];
  const char *dt;
  p->base.events++;
  if (!sl__pf_obj(e, SL_PF_SNAPSHOT, name, at->pid, at->ts, id) || !td)
    return;
  dt = sl__dtype_name(td->dtype);
  if (!dt) {
    snprintf(num, sizeof num, "%d", (int)td->dtype);
    dt = num;
  }
  sl__pf_arg_str(e, sl__pf_key(e, SL_PF_KEY_DTYPE), sl__str(dt, strlen(dt)));
  if (td->shape) {
    sl_pbuf_t *b = &p->tmp;
    b->n = 0;
    if (sl__pb_room(b, 1)) b->p[b->n++] = '[';
    for (i = 0; i < td->shape->n_dim; i++) {
      uint8_t d[24];
      size_t k = (size_t)(sl__put_i64(d, td->shape->dim[i]->size) - d);
      if (i && sl__pb_room(b, 1)) b->p[b->n++] = ',';
      if (sl__pb_room(b, k)) {
        memcpy(b->p + b->n, d, k);
        b->n += k;
      }
    }
    if (sl__pb_room(b, 1)) b->p[b->n++] = ']';
    if (!b->oom)
      sl__pf_arg_str(e, sl__pf_key(e, SL_PF_KEY_SHAPE), sl__str(b->p, b->n));
  }
  if (td->allocation_description) {
    const Tensorflow__AllocationDescription *ad = td->allocation_description;
    sl__pf_arg_num(e, sl__pf_key(e, SL_PF_KEY_BYTES), SL_PF_INT,
                   (uint64_t)ad->requested_bytes);
    sl__pf_arg_str(e, sl__pf_key(e, SL_PF_KEY_ALLOCATOR),
                   sl__str(ad->allocator_name.data, ad->allocator_name.len));
  }
  if (!e->oom) e->ob[oi].nargs = (uint32_t)(e->narg - a0);
}

static void pw_counter(sl_trace_writer_t *w, sl_str_t alloc, int64_t ts,
                       int64_t bytes) {
  PF(w)->base.events++;
  sl__pf_counter(PF(w)->ev, alloc, ts, bytes);
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
  p->ev = malloc(sizeof *p->ev);
  if (!p->ev) {
    uv_mutex_destroy(&p->mu);
    free(p);
    return NULL;
  }
  sl__pf_step_init(p->ev);
  sl__arena_init(&p->tarena);
  sl__strmap_init(&p->lanes, &p->tarena);
  sl__strmap_init(&p->counters, &p->tarena);
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
  /* The smaller part is taken into the larger (its strings interned
   * again): the second thread's, which holds the ops, is the larger. */
  if (s->ev->nsl + s->ev->nob + s->ev->nct >
      p->ev->nsl + p->ev->nob + p->ev->nct) {
    sl_pf_step_t *t = p->ev;
    p->ev = s->ev;
    s->ev = t;
  }
  set_rc(p, sl__pf_take(p->ev, s->ev));
  p->base.events += s->base.events;
  set_rc(p, s->base.rc);
  pw_free(side);
  p->sides--;
  return p->base.rc;
}

static void pw_free(sl_trace_writer_t *w) {
  pf_t *p = PF(w);
  size_t i;
  sl__pf_step_close(p->ev);
  free(p->ev);
  for (i = 0; i < p->nprocs; i++) {
    free(p->procs[i].name);
    free(p->procs[i].lanes);
  }
  free(p->procs);
  for (i = 0; i < p->nlane; i++) free(p->lane[i].name);
  free(p->lane);
  free(p->ctr_uuid);
  sl__arena_close(&p->tarena);
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

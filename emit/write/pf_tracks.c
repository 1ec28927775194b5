/* The tracks of a Perfetto trace.  See pf_tracks.h. */
#include "emit/write/pf_tracks.h"

#include <stdlib.h>
#include <string.h>

#include "emit/write/digits.h"
#include "emit/write/escape.h"
#include "emit/write/pf_step.h"
#include "emit/write/threads.h"
#include "emit/write/timeline_writer.h"

/* Field numbers (perfetto/trace/track_event/track_descriptor.proto). */
enum {
  P_TRACK_DESCRIPTOR = 60,
  TD_UUID = 1, TD_NAME = 2, TD_PROCESS = 3, TD_THREAD = 4, TD_PARENT = 5,
  TD_COUNTER = 8, TD_RANK = 12, TD_PROCESS_ORDERING = 19,
  TD_THREAD_ORDERING = 20,
  PD_PID = 1, PD_NAME = 6, PD_LABELS = 8, THD_PID = 1, THD_TID = 2, THD_NAME = 5,
  CD_UNIT = 3
};
enum { UNIT_SIZE_BYTES = 3 };

/* Pids past this get no process table entry (none is sized from it). */

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


/* A track descriptor in its own packet. */
static void descriptor(sl_pf_tracks_t *p, const sl_pbuf_t *td) {
  int rc;
  p->pk.n = 0;
  sl__pb_msg(&p->pk, P_TRACK_DESCRIPTOR, td);
  rc = p->pk.oom ? SL_ENOMEM : p->packet(p->ud, &p->pk);
  if (rc && p->rc == 0) p->rc = rc;
}

static void describe_root(sl_pf_tracks_t *p) {
  sl_pbuf_t *td = &p->td;
  if (p->root_done) return;
  p->root_done = 1;
  td->n = 0;
  sl__pb_uint(td, TD_UUID, 0);
  sl__pb_uint(td, TD_PROCESS_ORDERING, 1);
  sl__pb_uint(td, TD_THREAD_ORDERING, 1);
  descriptor(p, td);
}

/* Perfetto's pid 0 is the idle process: pids are the model's plus one
 * (a profile whose pids start at 1 keeps its own). */
#define pf_pid(pid) ((pid) + p->pid_offset)

/* The entry of pid's process, made when new (pids may be sparse: a
 * profile's own, or an OS's); NULL when out of memory. */
static sl_pf_proc_t *proc_of(sl_pf_tracks_t *p, uint32_t pid) {
  int64_t i = sl__idmap_get(&p->proc_at, pid, 0);
  if (i >= 0) return &p->procs[i];
  if (sl__grow_array((void **)&p->procs, &p->cprocs, p->nprocs + 1,
                     sizeof *p->procs) ||
      sl__idmap_put(&p->proc_at, pid, 0, (uint32_t)p->nprocs))
    return NULL;
  memset(&p->procs[p->nprocs], 0, sizeof *p->procs);
  p->procs[p->nprocs].pid = pid;
  return &p->procs[p->nprocs++];
}

static sl_pf_proc_t *proc_find(sl_pf_tracks_t *p, uint32_t pid) {
  int64_t i = sl__idmap_get(&p->proc_at, pid, 0);
  return i >= 0 ? &p->procs[i] : NULL;
}

static uint64_t describe_process(sl_pf_tracks_t *p, uint32_t pid) {
  sl_pf_proc_t *pr = proc_of(p, pid);
  sl_pbuf_t *td = &p->td, *pd = &p->sub;
  size_t i;
  if (!pr) return 0;
  if (pr->uuid) return pr->uuid;
  describe_root(p);
  pr->uuid = ++p->next_uuid;
  pd->n = 0;
  sl__pb_uint(pd, PD_PID, pf_pid(pid));
  if (pr->name) sl__pb_bytes(pd, PD_NAME, pr->name, pr->n);
  for (i = 0; i < pr->nlabels; i++)
    sl__pb_bytes(pd, PD_LABELS, pr->labels[i], strlen(pr->labels[i]));
  td->n = 0;
  sl__pb_uint(td, TD_UUID, pr->uuid);
  sl__pb_msg(td, TD_PROCESS, pd);
  sl__pb_uint(td, TD_RANK, (uint64_t)(pr->ranked ? pr->rank : (int64_t)pid));
  descriptor(p, td);
  return pr->uuid;
}

uint64_t sl__pf_tracks_process(sl_pf_tracks_t *p, uint32_t pid) {
  uint64_t u = describe_process(p, pid);
  if (!u && p->rc == 0) p->rc = SL_ENOMEM;
  return u;
}

uint64_t sl__pf_tracks_global(sl_pf_tracks_t *p) {
  sl_pbuf_t *td = &p->td;
  if (p->global_uuid) return p->global_uuid;
  describe_root(p);
  p->global_uuid = ++p->next_uuid;
  td->n = 0;
  sl__pb_uint(td, TD_UUID, p->global_uuid);
  sl__pb_bytes(td, TD_NAME, "Global", 6);
  descriptor(p, td);
  return p->global_uuid;
}

/* Lanes past this are not tracked (none is sized from a larger one). */
#define MAX_LANE (1 << 24)

/* Lane `lane` of pid's process, its entry made when new; NULL when out
 * of memory or past the bounds. */
static sl_pf_lane_t *lane_of(sl_pf_tracks_t *p, uint32_t pid, int64_t lane) {
  sl_pf_proc_t *pr = proc_of(p, pid);
  if (!pr || lane < 0 || lane >= MAX_LANE) return NULL;
  if ((size_t)lane >= pr->nlanes) {
    size_t c = pr->nlanes;
    sl_pf_lane_t *nl;
    if (sl__grow_cap(&c, (size_t)lane + 1, sizeof *nl) != 0 ||
        !(nl = realloc(pr->lanes, c * sizeof *nl)))
      return NULL;
    memset(nl + pr->nlanes, 0, (c - pr->nlanes) * sizeof *nl);
    pr->lanes = nl;
    pr->nlanes = c;
  }
  return &pr->lanes[lane];
}

static uint64_t describe_lane(sl_pf_tracks_t *p, uint32_t pid, int64_t lane,
                              uint8_t kind);

uint64_t sl__pf_tracks_lane(sl_pf_tracks_t *p, uint32_t pid, int64_t lane,
                            uint8_t kind) {
  sl_pf_proc_t *pr = proc_find(p, pid);
  if (pr && lane >= 0 && (uint64_t)lane < pr->nlanes &&
      pr->lanes[lane].uuid)
    return pr->lanes[lane].uuid;
  return describe_lane(p, pid, lane, kind);
}

static uint64_t describe_lane(sl_pf_tracks_t *p, uint32_t pid, int64_t lane,
                              uint8_t kind) {
  sl_pf_lane_t *l = lane_of(p, pid, lane);
  sl_pbuf_t *td = &p->td, *thd = &p->sub;
  char buf[SL_LANE_NAME_MAX];
  sl_str_t name;
  if (!l) {
    if (p->rc == 0) p->rc = SL_ENOMEM;
    return 0;
  }
  if (l->uuid) return l->uuid;
  describe_process(p, pid);
  l->uuid = ++p->next_uuid;
  thd->n = 0;
  sl__pb_uint(thd, THD_PID, pf_pid(pid));
  sl__pb_uint(thd, THD_TID, sl__viewer_tid(pf_pid(pid), lane));
  name = l->name ? sl__str(l->name, l->n)
                 : sl__lane_name(buf,
                                 kind == SL_PF_STEP ? SL_LANE_STEPS
                                                    : SL_LANE_OPS,
                                 (uint64_t)lane);
  sl__pb_bytes(thd, THD_NAME, name.p, name.n);
  td->n = 0;
  sl__pb_uint(td, TD_UUID, l->uuid);
  sl__pb_msg(td, TD_THREAD, thd);
  sl__pb_uint(td, TD_RANK, (uint64_t)lane + 1);
  descriptor(p, td);
  return l->uuid;
}

/* The counter track of allocator `alloc`, described when new: a child of
 * the Allocators process, in bytes. */
uint64_t sl__pf_tracks_counter(sl_pf_tracks_t *p, const char *alloc,
                               size_t n) {
  sl_pbuf_t *td = &p->td, *cd = &p->sub;
  int added;
  int64_t i = sl__strmap_put(&p->counters, (const uint8_t *)alloc, n, &added);
  uint64_t parent;
  if (i < 0 || (size_t)i >= SIZE_MAX / sizeof *p->ctr_uuid) {
    if (p->rc == 0) p->rc = SL_ENOMEM;
    return 0;
  }
  if (!added) return p->ctr_uuid[i];
  if ((size_t)i >= p->cctr) {
    size_t c = p->cctr;
    uint64_t *nu;
    if (sl__grow_cap(&c, (size_t)i + 1, sizeof *nu) != 0 ||
        !(nu = realloc(p->ctr_uuid, c * sizeof *nu))) {
      if (p->rc == 0) p->rc = SL_ENOMEM;
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
  p->name.n = 0;
  if (sl__pb_room(&p->name, n + 6)) {
    memcpy(p->name.p, alloc, n);
    memcpy(p->name.p + n, " bytes", 6);
    sl__pb_bytes(td, TD_NAME, p->name.p, n + 6);
  }
  sl__pb_msg(td, TD_COUNTER, cd);
  descriptor(p, td);
  return p->ctr_uuid[i];
}


void sl__pf_tracks_init(sl_pf_tracks_t *p,
                        int (*packet)(void *ud, const sl_pbuf_t *pk),
                        void *ud) {
  memset(p, 0, sizeof *p);
  p->packet = packet;
  p->ud = ud;
  p->pid_offset = 1;
  sl__idmap_init(&p->proc_at);
  sl__arena_init(&p->arena);
  sl__strmap_init(&p->counters, &p->arena);
  sl__strmap_init(&p->counter_at, &p->arena);
}

static void free_labels(sl_pf_proc_t *pr) {
  size_t i;
  for (i = 0; i < pr->nlabels; i++) free(pr->labels[i]);
  free(pr->labels);
  pr->labels = NULL;
  pr->nlabels = 0;
}

void sl__pf_tracks_close(sl_pf_tracks_t *p) {
  size_t i;
  for (i = 0; i < p->nprocs; i++) {
    size_t l;
    for (l = 0; l < p->procs[i].nlanes; l++) free(p->procs[i].lanes[l].name);
    free(p->procs[i].name);
    free_labels(&p->procs[i]);
    free(p->procs[i].lanes);
  }
  free(p->procs);
  sl__idmap_close(&p->proc_at);
  free(p->ctr_uuid);
  free(p->pctr_uuid);
  free(p->thr);
  sl__idmap_close(&p->thr_at);
  sl__arena_close(&p->arena);
  sl__pb_close(&p->td);
  sl__pb_close(&p->sub);
  sl__pb_close(&p->pk);
  sl__pb_close(&p->name);
  memset(p, 0, sizeof *p);
}

void sl__pf_tracks_name_process(sl_pf_tracks_t *p, uint32_t pid,
                                sl_str_t name, const char *suffix) {
  sl_pf_proc_t *pr = proc_of(p, pid);
  if (pr && !pr->uuid) set_name(&pr->name, &pr->n, name, suffix);
}

void sl__pf_tracks_rank_process(sl_pf_tracks_t *p, uint32_t pid,
                                int64_t rank) {
  sl_pf_proc_t *pr = proc_of(p, pid);
  if (pr && !pr->uuid) {
    pr->rank = rank;
    pr->ranked = 1;
  }
}

void sl__pf_tracks_label_process(sl_pf_tracks_t *p, uint32_t pid,
                                 const sl_str_t *labels, size_t n) {
  sl_pf_proc_t *pr = proc_of(p, pid);
  size_t i, len;
  if (!pr || pr->uuid) return;
  free_labels(pr);
  if (!n || !(pr->labels = calloc(n, sizeof *pr->labels))) return;
  for (i = 0; i < n; i++)
    if ((pr->labels[pr->nlabels] = clean_dup(labels[i], NULL, &len)))
      pr->nlabels++;
}

void sl__pf_tracks_name_lane(sl_pf_tracks_t *p, uint32_t pid, int64_t lane,
                             sl_str_t name) {
  sl_pf_lane_t *l = lane_of(p, pid, lane);
  if (l && !l->uuid) set_name(&l->name, &l->n, name, NULL);
}

/* In pid order: uuids follow it. */
void sl__pf_tracks_named(sl_pf_tracks_t *p) {
  for (;;) {
    size_t i, best = SIZE_MAX;
    for (i = 0; i < p->nprocs; i++)
      if (p->procs[i].name && !p->procs[i].uuid &&
          (best == SIZE_MAX || p->procs[i].pid < p->procs[best].pid))
        best = i;
    if (best == SIZE_MAX) return;
    describe_process(p, p->procs[best].pid);
  }
}

/* ---- tracks a profile numbers itself ------------------------------------- */

/* A thread track used before it is named: its uuid has this bit until
 * its descriptor is written. */
#define UNTOLD ((uint64_t)1 << 63)

/* Thread tid of pid's entry (made when new, its uuid 0), or NULL. */
static sl_pf_thr_t *thread_of(sl_pf_tracks_t *p, uint32_t pid, uint64_t tid,
                              int add) {
  int64_t i = sl__idmap_get(&p->thr_at, pid, tid);
  if (i >= 0) return &p->thr[i];
  if (!add || SL_GROW(p->thr, p->cthr, p->nthr + 1) ||
      sl__idmap_put(&p->thr_at, pid, tid, (uint32_t)p->nthr))
    return NULL;
  p->thr[p->nthr].pid = pid;
  p->thr[p->nthr].tid = tid;
  p->thr[p->nthr].uuid = 0;
  return &p->thr[p->nthr++];
}

uint64_t sl__pf_tracks_thread_uuid(sl_pf_tracks_t *p, uint32_t pid,
                                   uint64_t tid) {
  const sl_pf_thr_t *t = thread_of(p, pid, tid, 0);
  return t ? t->uuid & ~UNTOLD : 0;
}

/* A new track's uuid, its process described first (*parent).  0 on
 * failure (p->rc set). */
static uint64_t new_track(sl_pf_tracks_t *p, uint32_t pid, uint64_t *parent) {
  if (!(*parent = describe_process(p, pid))) {
    if (p->rc == 0) p->rc = SL_ENOMEM;
    return 0;
  }
  return ++p->next_uuid;
}

/* A name field, as the valid UTF-8 the descriptors hold. */
static void put_name(sl_pf_tracks_t *p, sl_pbuf_t *b, uint32_t field,
                     sl_str_t name) {
  size_t n;
  char *clean = clean_dup(name, NULL, &n);
  if (!clean) {
    if (p->rc == 0) p->rc = SL_ENOMEM;
    return;
  }
  sl__pb_bytes(b, field, clean, n);
  free(clean);
}

/* Thread tid of pid's descriptor, for its uuid u. */
static void describe_thread(sl_pf_tracks_t *p, uint64_t u, uint32_t pid,
                            uint64_t tid, sl_str_t name, int64_t rank) {
  sl_pbuf_t *td = &p->td, *thd = &p->sub;
  thd->n = 0;
  sl__pb_uint(thd, THD_PID, pf_pid(pid));
  sl__pb_uint(thd, THD_TID, tid);
  put_name(p, thd, THD_NAME, name);
  td->n = 0;
  sl__pb_uint(td, TD_UUID, u);
  sl__pb_msg(td, TD_THREAD, thd);
  sl__pb_uint(td, TD_RANK, (uint64_t)rank);
  descriptor(p, td);
}

uint64_t sl__pf_tracks_thread(sl_pf_tracks_t *p, uint32_t pid, uint64_t tid,
                              sl_str_t name, int64_t rank) {
  sl_pf_thr_t *t = thread_of(p, pid, tid, 1);
  uint64_t parent;
  if (!t) {
    if (p->rc == 0) p->rc = SL_ENOMEM;
    return 0;
  }
  if (t->uuid && !(t->uuid & UNTOLD)) return t->uuid;
  /* Used already: described now, under the uuid its events have. */
  if (!t->uuid && !(t->uuid = new_track(p, pid, &parent))) return 0;
  t->uuid &= ~UNTOLD;
  describe_thread(p, t->uuid, pid, tid, name, rank);
  return t->uuid;
}

uint64_t sl__pf_tracks_thread_use(sl_pf_tracks_t *p, uint32_t pid,
                                  uint64_t tid) {
  sl_pf_thr_t *t = thread_of(p, pid, tid, 1);
  uint64_t parent;
  if (!t) {
    if (p->rc == 0) p->rc = SL_ENOMEM;
    return 0;
  }
  if (!t->uuid) {
    if (!(t->uuid = new_track(p, pid, &parent))) return 0;
    t->uuid |= UNTOLD;
  }
  return t->uuid & ~UNTOLD;
}

void sl__pf_tracks_threads_left(sl_pf_tracks_t *p) {
  size_t i;
  for (i = 0; i < p->nthr; i++) {
    sl_pf_thr_t *t = &p->thr[i];
    uint8_t d[24];
    if (!(t->uuid & UNTOLD)) continue;
    t->uuid &= ~UNTOLD;
    describe_thread(p, t->uuid, t->pid, t->tid,
                    sl__str(d, (size_t)(sl__put_u64(d, t->tid) - d)), 0);
  }
}

uint64_t sl__pf_tracks_process_counter(sl_pf_tracks_t *p, uint32_t pid,
                                       sl_str_t name) {
  sl_pbuf_t *td = &p->td, *cd = &p->sub, *k = &p->name;
  uint64_t parent, u;
  /* The key: the pid, the name (built in a buffer kept for it). */
  k->n = 0;
  if (!sl__pb_room(k, name.n + 4)) {
    if (p->rc == 0) p->rc = SL_ENOMEM;
    return 0;
  }
  memcpy(k->p, &pid, 4);
  if (name.n) memcpy(k->p + 4, name.p, name.n);
  k->n = name.n + 4;
  {
    int added;
    int64_t i = sl__strmap_put(&p->counter_at, k->p, k->n, &added);
    if (i < 0 || SL_GROW(p->pctr_uuid, p->cpctr, (size_t)i + 1)) {
      if (p->rc == 0) p->rc = SL_ENOMEM;
      return 0;
    }
    if (!added) return p->pctr_uuid[i];
    if (!(u = p->pctr_uuid[i] = new_track(p, pid, &parent))) return 0;
  }
  cd->n = 0;
  sl__pb_uint(cd, CD_UNIT, UNIT_SIZE_BYTES);
  td->n = 0;
  sl__pb_uint(td, TD_UUID, u);
  put_name(p, td, TD_NAME, name);
  sl__pb_uint(td, TD_PARENT, parent);
  sl__pb_msg(td, TD_COUNTER, cd);
  descriptor(p, td);
  return u;
}

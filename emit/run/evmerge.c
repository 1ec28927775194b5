/* Several inputs of one format as one event stream (see evmerge.h). */
#include "emit/run/evmerge.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A file's processes sort in a band of their own: Perfetto's order rank
 * is 32 bits, so each band is 2^26 wide (sort indexes past it are
 * clamped; 32 files sort apart). */
#define SORT_BAND ((int64_t)1 << 26)
/* How far a file's clock may be from the first file's to be moved onto
 * it: a day, in us. */
#define MAX_SKEW_US ((int64_t)86400 * 1000000)

typedef struct merge_s {
  sl_event_fn fn;
  void *ud;
  size_t k;                 /* the file being read                      */
  const char *label;        /* its name, for processes with no rank     */
  const char *path;
  const sl_options_t *opt;
  char rank[32];            /* "rank R" when its facts say R, else ""   */
  int told;                 /* its facts were passed on                 */
  char *name;               /* a memory event's allocator, file-named   */
  size_t cname;
  sl_idmap_t pid_of;        /* (file, pid) -> the stream's pid          */
  sl_idmap_t taken;         /* the stream's pids in use                 */
  uint32_t next_pid;
  sl_evclock_t clock;       /* the stream's                             */
  int64_t shift_ps;         /* the file's times to the stream's clock   */
  sl_flow_end_t *flows;
  size_t cflows;
  sl_arg_t *args;
  size_t cargs;
} merge_t;

static int pid_of(merge_t *m, uint32_t pid, uint32_t *out) {
  int64_t at = sl__idmap_get(&m->pid_of, m->k, pid);
  uint32_t g = pid;
  if (at >= 0) {
    *out = (uint32_t)at;
    return 0;
  }
  if (sl__idmap_get(&m->taken, g, 0) >= 0) {
    do g = m->next_pid++;
    while (sl__idmap_get(&m->taken, g, 0) >= 0);
  }
  if (sl__idmap_put(&m->taken, g, 0, 1) ||
      sl__idmap_put(&m->pid_of, m->k, pid, g))
    return SL_ENOMEM;
  *out = g;
  return 0;
}

/* A warning, once per file, that its clock is far from the first's. */
static void far(merge_t *m) {
  static const char what[] = "its clock is more than a day from the first "
                             "input's (not a rank of the same run?): its "
                             "times are kept as they are";
  sl_text_t t;
  t.p = what;
  t.n = sizeof what - 1;
  sl__ev_warn(m->opt, m->path, t, 1);
}

int sl__evclock_take(sl_evclock_t *c, int64_t clock_us, int64_t *shift_ps) {
  *shift_ps = 0;
  /* The first clock is the stream's; the others shift their file. */
  if (!c->clocked) {
    c->clocked = 1;
    c->base_us = clock_us;
    return 1;
  }
  /* Ranks of one run start within moments of each other; clocks far
   * apart (other runs) would overflow the ps times, so those files keep
   * their own. */
  if (clock_us - c->base_us > MAX_SKEW_US || c->base_us - clock_us > MAX_SKEW_US)
    return -1;
  *shift_ps = (clock_us - c->base_us) * 1000000;
  return 0;
}

static uint64_t id_of(const merge_t *m, uint64_t id) {
  return id ? id ^ ((uint64_t)m->k << 48) : 0;
}

/* The file's facts: a rank, which its processes' labels then say. */
static void facts(merge_t *m, const sl_event_t *e) {
  int64_t rank = sl__ev_rank(e);
  if (rank >= 0)
    snprintf(m->rank, sizeof m->rank, "rank %lld", (long long)rank);
}

/* A process: its band, and the file's name unless the file has a rank. */
static int process(merge_t *m, sl_event_t *e) {
  int64_t s = e->sort_index < 0 ? 0
              : e->sort_index >= SORT_BAND ? SORT_BAND - 1 : e->sort_index;
  e->sort_index = (int64_t)m->k * SORT_BAND + s;
  if (m->rank[0]) return 0;
  if (sl__grow_array((void **)&m->args, &m->cargs, e->nargs + 1,
                     sizeof *m->args))
    return SL_ENOMEM;
  if (e->nargs) memcpy(m->args, e->args, e->nargs * sizeof *m->args);
  memset(&m->args[e->nargs], 0, sizeof *m->args);
  m->args[e->nargs].key.p = "label";
  m->args[e->nargs].key.n = 5;
  m->args[e->nargs].kind = SL_ARG_STR;
  m->args[e->nargs].v.s.p = m->label;
  m->args[e->nargs].v.s.n = strlen(m->label);
  e->args = m->args;
  e->nargs++;
  return 0;
}

static int merge_event(void *ud, const sl_event_t *in) {
  merge_t *m = ud;
  sl_event_t e = *in;
  size_t i;
  int rc;
  /* Every file's events follow facts of its own, empty when it has
   * none, so a consumer knows where a rank ends. */
  if (!m->told && e.kind != SL_EV_META) {
    sl_event_t none;
    sl_event_init(&none, SL_EV_META);
    none.name.p = "trace";
    none.name.n = 5;
    m->told = 1;
    if ((rc = m->fn(m->ud, &none))) return rc;
  }
  switch (e.kind) {
  case SL_EV_CLOCK:
    switch (sl__evclock_take(&m->clock, e.ts, &m->shift_ps)) {
    case 1: return m->fn(m->ud, &e);
    case -1: far(m); return 0;
    default: return 0;
    }
  case SL_EV_META:
    m->told = 1;
    facts(m, &e);
    return m->fn(m->ud, &e);
  case SL_EV_MEMORY: {
    /* Each rank's devices are its own: the allocator is named for the
     * file ("rank 1 cuda:0"). */
    const char *who = m->rank[0] ? m->rank : m->label;
    size_t w = strlen(who);
    if (sl__grow_array((void **)&m->name, &m->cname, w + 1 + e.name.n, 1))
      return SL_ENOMEM;
    memcpy(m->name, who, w);
    m->name[w] = ' ';
    if (e.name.n) memcpy(m->name + w + 1, e.name.p, e.name.n);
    e.name.p = m->name;
    e.name.n = w + 1 + e.name.n;
    break;
  }
  case SL_EV_STEP:
    /* Ranks step together: the first file's steps are the trace's (the
     * others' ProfilerStep slices stay on their threads). */
    if (m->k) return 0;
    break;
  case SL_EV_WARNING:
    return m->fn(m->ud, &e);
  default: break;
  }
  if (e.pid && (rc = pid_of(m, e.pid, &e.pid))) return rc;
  e.ts += m->shift_ps;
  e.corr = id_of(m, e.corr);
  if (e.kind == SL_EV_FLOW || e.kind == SL_EV_FLOW_POINT) e.id = id_of(m, e.id);
  if (e.kind == SL_EV_PROCESS && (rc = process(m, &e))) return rc;
  if (e.nflows && m->k) {
    if (sl__grow_array((void **)&m->flows, &m->cflows, e.nflows,
                       sizeof *m->flows))
      return SL_ENOMEM;
    for (i = 0; i < e.nflows; i++) {
      m->flows[i] = e.flows[i];
      m->flows[i].id = id_of(m, e.flows[i].id);
    }
    e.flows = m->flows;
  }
  return m->fn(m->ud, &e);
}

/* The file's name without its directory. */
int sl__evmerge_read(const sl_input_format_t *f, const char *const *paths,
                     size_t n, const sl_options_t *opt, sl_evprog_t *pg,
                     sl_event_fn fn, void *ud, sl_error_t *err) {
  merge_t m;
  int rc = 0;
  memset(&m, 0, sizeof m);
  m.fn = fn;
  m.ud = ud;
  m.next_pid = SL_MERGE_PID_BASE;
  m.opt = opt;
  sl__idmap_init(&m.pid_of);
  sl__idmap_init(&m.taken);
  for (m.k = 0; m.k < n && rc == 0; m.k++) {
    m.label = sl__base_name(paths[m.k]);
    m.path = paths[m.k];
    m.rank[0] = '\0';
    m.told = 0;
    m.shift_ps = 0;
    if (pg) pg->p.input = (int)m.k;
    rc = sl__ev_read(f, paths[m.k], opt, pg, merge_event, &m, err);
    if (rc && err && !err->file) err->file = paths[m.k];
  }
  sl__idmap_close(&m.pid_of);
  sl__idmap_close(&m.taken);
  free(m.flows);
  free(m.args);
  free(m.name);
  return rc;
}

/* Chrome trace JSON as input, one job: the file's top level, its events
 * and the ids, times and steps they carry, into stepline's events (see
 * tracejson.h). */
#include "stream/format/tracejson/tracejson.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stream/common.h"
#include "stream/format/tracejson/jscan.h"
#include "stream/idmap.h"
#include "stream/io/mapped.h"

/* Pids and tids the trace's own numbers keep; the others (a pid 0,
 * negative ones, those past this, strings) get ids from here up, within
 * the 32 bits Perfetto's JSON importer takes. */
#define OWN_PID_END 0x7ff00000u
#define OWN_TID_END ((uint64_t)0x7ff00000u)
/* Pages read are handed back every this many bytes. */
#define RELEASE_EVERY ((uint64_t)8 << 20)

/* A process: stepline's pid, its name and order as last said. */
typedef struct proc_s {
  uint32_t pid;
  size_t key, nkey;       /* its id's text in keys (string ids)           */
  char *name;
  size_t nname;
  int64_t sort;
  char *labels;           /* its process_labels, commas between them     */
  size_t nlabels;
  int role;               /* seed 004's "CPU functions" / "CUDA functions" */
} proc_t;

enum { ROLE_NONE, ROLE_CPU, ROLE_CUDA };

/* A step's window on a thread (ns). */
typedef struct win_s {
  int64_t step, b, e;
} win_t;

/* A B slice waiting for its E: where it is and when it began. */
typedef struct open_s {
  uint64_t off, n;
  int64_t ns;
} open_t;

typedef struct thr_s {
  uint32_t proc;          /* index in procs                               */
  uint64_t tid;
  size_t key, nkey;
  open_t *open;
  size_t nopen, copen;
  struct win_s *steps;    /* its ProfilerStep#N windows, in time order  */
  size_t nsteps, csteps;
} thr_t;

/* One event's members that matter. */
typedef struct ev_s {
  sl_jval_t ph, name, cat, pid, tid, ts, dur, args, scope;
  sl_jval_t id, id2, bp, bind_id, flow_in, flow_out;
  int has_ts, has_dur;
} ev_t;

typedef struct tj_s {
  const char *path;
  sl_event_fn fn;
  void *ud;
  sl_error_t *err;
  sl_mapped_t m;
  const char *base, *end;
  const char *at;         /* the event being read, for progress           */
  sl_jtally_t tally;
  sl_idmap_t ids;         /* (space, hash or number) -> procs / thrs      */
  proc_t *procs;
  size_t nprocs, cprocs;
  thr_t *thrs;
  size_t nthrs, cthrs;
  char *keys;             /* string ids' text                             */
  size_t nkeys, ckeys;
  uint32_t next_pid;
  uint64_t next_tid;
  int64_t base_ns;        /* baseTimeNanoseconds                          */
  int clock;              /* the origin is said                           */
  int64_t origin_ns, last_ns;
  char *scratch;          /* one event's decoded strings                  */
  size_t nscratch, cscratch;
  sl_arg_t *args;
  size_t cargs;
  sl_arg_t *meta;         /* the top-level members                        */
  size_t nmeta, cmeta;
  struct dev_s {          /* deviceProperties: a GPU's id and name        */
    int64_t id;
    char *name;
    size_t n;
  } *devs;
  size_t ndevs, cdevs;
  char rank[64];          /* "rank R of W" (distributedInfo), or ""       */
  sl_arg_t *plabels;      /* one process's labels, as said               */
  size_t cplabels;
  const char *events;     /* the traceEvents array's '['                  */
  int bare;
  uint64_t dropped_e, neg_dur, bad_flow_ids, async, unknown,
      unfinished;
} tj_t;

/* ---- errors ------------------------------------------------------------------------- */

static int bad_at(tj_t *t, const char *at, const char *what) {
  char found[40];
  if (at >= t->end) {
    snprintf(found, sizeof found, "the end");
  } else {
    size_t i, k = 0;
    found[k++] = '\'';
    for (i = 0; i < 8 && at + i < t->end && k < sizeof found - 6; i++) {
      unsigned char c = (unsigned char)at[i];
      if (c >= 0x20 && c < 0x7f && c != '\'') found[k++] = (char)c;
      else k += (size_t)snprintf(found + k, 5, "\\x%02x", c);
    }
    found[k++] = '\'';
    found[k] = 0;
  }
  return sl__err(t->err, SL_EFORMAT, (uint64_t)(at - t->base),
                 "expected %s, found %s", what, found);
}

static int oom(tj_t *t) {
  return sl__err(t->err, SL_ENOMEM, 0, "out of memory");
}

static const char *blank(const char *p, const char *end) {
  while (p < end && (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t')) p++;
  return p;
}

/* ---- strings of one event ------------------------------------------------------------ */

/* Room for the decoded strings of an event of n bytes: none grows past
 * three bytes per source byte, names joined add two more. */
static int scratch_for(tj_t *t, size_t n) {
  t->nscratch = 0;
  if (n > (SIZE_MAX - 64) / 5) return SL_ENOMEM;
  return SL_GROW(t->scratch, t->cscratch, n * 5 + 64) ? SL_ENOMEM : 0;
}

static sl_text_t text_of(tj_t *t, const sl_jval_t *v) {
  sl_text_t s;
  if (v->type != SL_JT_STRING) {
    s.p = v->p;
    s.n = v->n;
    return s;
  }
  if (!v->esc) {
    s.p = v->p;
    s.n = v->n;
    return s;
  }
  s.p = t->scratch + t->nscratch;
  s.n = sl__jstr_decode(v, t->scratch + t->nscratch, NULL);
  t->nscratch += s.n;
  return s;
}

/* ---- processes and threads ------------------------------------------------------------- */

static uint64_t hash64(const char *p, size_t n) {
  uint64_t h = 1469598103934665603ull;
  size_t i;
  for (i = 0; i < n; i++) h = (h ^ (uint8_t)p[i]) * 1099511628211ull;
  return h;
}

/* An integer id, when v is one. */
static int int_id(const sl_jval_t *v, int64_t *out) {
  return v->type == SL_JT_NUMBER && !v->real && sl__jnum_scaled(v, 0, out) == 0
             ? 1
             : 0;
}

static int keep_key(tj_t *t, sl_text_t s, size_t *at) {
  if (SL_GROW(t->keys, t->ckeys, t->nkeys + s.n + 1)) return SL_ENOMEM;
  if (s.n) memcpy(t->keys + t->nkeys, s.p, s.n);
  *at = t->nkeys;
  t->nkeys += s.n;
  return 0;
}

static sl_arg_t *add_label(tj_t *t, size_t *n, const char *p, size_t len) {
  sl_arg_t *a;
  if (SL_GROW(t->plabels, t->cplabels, *n + 1)) return NULL;
  a = &t->plabels[(*n)++];
  a->key.p = "label";
  a->key.n = 5;
  a->kind = SL_ARG_STR;
  a->v.s.p = p;
  a->v.s.n = len;
  return a;
}

/* The device deviceProperties names for a "GPU n" label, or NULL. */
static const struct dev_s *device_of(const tj_t *t, const char *p, size_t n) {
  int64_t id = 0;
  size_t i;
  if (n < 5 || n > 22 || memcmp(p, "GPU ", 4) != 0) return NULL;
  for (i = 4; i < n; i++) {
    if (p[i] < '0' || p[i] > '9') return NULL;
    id = id * 10 + (p[i] - '0');
  }
  for (i = 0; i < t->ndevs; i++)
    if (t->devs[i].id == id) return &t->devs[i];
  return NULL;
}

/* A process as last said, with its labels: those of its process_labels
 * (a GPU's followed by its device's name) and the job's rank. */
static int emit_process(tj_t *t, const proc_t *p) {
  sl_event_t e;
  size_t n = 0, i = 0;
  sl_event_init(&e, SL_EV_PROCESS);
  e.pid = p->pid;
  e.name.p = p->name;
  e.name.n = p->nname;
  e.sort_index = p->sort;
  while (i < p->nlabels) {
    const struct dev_s *d;
    size_t b, j;
    while (i < p->nlabels && p->labels[i] == ' ') i++;
    for (b = i; i < p->nlabels && p->labels[i] != ','; i++) {}
    for (j = i; j > b && p->labels[j - 1] == ' '; j--) {}
    i++;
    if (j == b) continue;
    if (!add_label(t, &n, p->labels + b, j - b)) return oom(t);
    if ((d = device_of(t, p->labels + b, j - b)) && !add_label(t, &n, d->name, d->n))
      return oom(t);
  }
  if (t->rank[0] && !add_label(t, &n, t->rank, strlen(t->rank))) return oom(t);
  e.args = t->plabels;
  e.nargs = n;
  return t->fn(t->ud, &e);
}

static int set_name(char **name, size_t *n, sl_text_t s) {
  char *c = malloc(s.n + 1);
  if (!c) return SL_ENOMEM;
  memcpy(c, s.p, s.n);
  c[s.n] = 0;
  free(*name);
  *name = c;
  *n = s.n;
  return 0;
}

/* An id as the maps key it: `space` (processes, or one process's
 * threads) and the number, or the text's hash. */
typedef struct idkey_s {
  int isnum;
  int64_t num;
  sl_text_t s;
  uint64_t a, b;
} idkey_t;

static void id_key(tj_t *t, const sl_jval_t *v, uint64_t space, idkey_t *k) {
  k->num = 0;
  k->isnum = v->type == SL_JT_NONE || int_id(v, &k->num); /* none: 0 */
  k->s = text_of(t, v);
  k->a = space << 1 | (k->isnum ? 0 : 1);
  k->b = k->isnum ? (uint64_t)k->num : hash64(k->s.p, k->s.n);
}

/* The place of id k among the processes (threads = 0) or threads, or -1
 * with k->b where a new one goes (strings of one hash probe onwards). */
static int64_t id_find(const tj_t *t, idkey_t *k, int threads) {
  for (;;) {
    int64_t at = sl__idmap_get(&t->ids, k->a, k->b);
    size_t key, nkey;
    if (at < 0 || k->isnum) return at;
    key = threads ? t->thrs[at].key : t->procs[at].key;
    nkey = threads ? t->thrs[at].nkey : t->procs[at].nkey;
    if (nkey == k->s.n && memcmp(t->keys + key, k->s.p, nkey) == 0) return at;
    k->b++;
  }
}

/* The process of the event's pid, made (and said) when new; its index
 * in *at. */
static int proc_of(tj_t *t, const sl_jval_t *v, size_t *at) {
  idkey_t k;
  int64_t i;
  proc_t *p;
  sl_text_t s;
  char buf[40];
  id_key(t, v, 0, &k);
  if ((i = id_find(t, &k, 0)) >= 0) {
    *at = (size_t)i;
    return 0;
  }
  s = k.s;
  if (SL_GROW(t->procs, t->cprocs, t->nprocs + 1)) return SL_ENOMEM;
  p = &t->procs[t->nprocs];
  memset(p, 0, sizeof *p);
  if (k.isnum && k.num >= 1 && k.num < OWN_PID_END) p->pid = (uint32_t)k.num;
  else p->pid = t->next_pid++;
  if (!k.isnum && keep_key(t, s, &p->key)) return SL_ENOMEM;
  p->nkey = k.isnum ? 0 : s.n;
  if (!k.isnum && SL_STR_EQ(sl__str(s.p, s.n), "CPU functions")) p->role = ROLE_CPU;
  if (!k.isnum && SL_STR_EQ(sl__str(s.p, s.n), "CUDA functions")) p->role = ROLE_CUDA;
  /* Named by its id until the trace names it. */
  if (k.isnum) s.n = (size_t)snprintf(buf, sizeof buf, "process %lld",
                                      (long long)k.num), s.p = buf;
  if (set_name(&p->name, &p->nname, s) ||
      sl__idmap_put(&t->ids, k.a, k.b, (uint32_t)t->nprocs))
    return SL_ENOMEM;
  *at = t->nprocs++;
  return emit_process(t, p);
}

/* A new thread of process pi under key k (which id_find did not find);
 * its index in *at. */
static int add_thr(tj_t *t, size_t pi, const idkey_t *k, size_t *at) {
  thr_t *h;
  if (SL_GROW(t->thrs, t->cthrs, t->nthrs + 1)) return SL_ENOMEM;
  h = &t->thrs[t->nthrs];
  memset(h, 0, sizeof *h);
  h->proc = (uint32_t)pi;
  /* Tid 0 is Perfetto's idle thread: it gets an id of its own too. */
  if (k->isnum && k->num > 0 && (uint64_t)k->num < OWN_TID_END)
    h->tid = (uint64_t)k->num;
  else
    h->tid = t->next_tid++;
  if (!k->isnum && keep_key(t, k->s, &h->key)) return SL_ENOMEM;
  h->nkey = k->isnum ? 0 : k->s.n;
  if (sl__idmap_put(&t->ids, k->a, k->b, (uint32_t)t->nthrs)) return SL_ENOMEM;
  *at = t->nthrs++;
  return 0;
}

static int emit_track(tj_t *t, size_t ti, sl_text_t name) {
  sl_event_t e;
  sl_event_init(&e, SL_EV_TRACK);
  e.pid = t->procs[t->thrs[ti].proc].pid;
  e.tid = t->thrs[ti].tid;
  e.name = name;
  return t->fn(t->ud, &e);
}

/* The thread of (process pi, the event's tid); its index in *at. */
static int thr_of(tj_t *t, size_t pi, const sl_jval_t *v, size_t *at) {
  idkey_t k;
  int64_t i;
  int rc;
  id_key(t, v, 1 + pi, &k);
  if ((i = id_find(t, &k, 1)) >= 0) {
    *at = (size_t)i;
    return 0;
  }
  if ((rc = add_thr(t, pi, &k, at)) != 0) return rc;
  /* A thread named by a string is named so (an empty name is no name:
   * Perfetto's importer refuses one). */
  return !k.isnum && k.s.n ? emit_track(t, *at, k.s) : 0;
}

/* The track of an async event (b, e, n with an id) of process pi: one
 * per category, scope and id, as Perfetto's importer keeps them, named
 * by the first event on it.  Its slices are a thread's to the writers. */
static int async_of(tj_t *t, size_t pi, const ev_t *ev, size_t *at) {
  const sl_jval_t *parts[3];
  idkey_t k;
  int64_t i;
  size_t j;
  char *o = t->scratch + t->nscratch;
  int rc;
  parts[0] = &ev->cat;
  parts[1] = &ev->scope;
  parts[2] = ev->id.type ? &ev->id : &ev->id2;
  /* The key's text: the three parts' bytes, each closed by 0x1f. */
  for (j = 0; j < 3; j++) {
    if (parts[j]->type) memcpy(o, parts[j]->p, parts[j]->n);
    o += parts[j]->type ? parts[j]->n : 0;
    *o++ = 0x1f;
  }
  memset(&k, 0, sizeof k);
  k.s.p = t->scratch + t->nscratch;
  k.s.n = (size_t)(o - k.s.p);
  t->nscratch += k.s.n;
  k.a = ((uint64_t)1 << 40 | pi) << 1 | 1;
  k.b = hash64(k.s.p, k.s.n);
  if ((i = id_find(t, &k, 1)) >= 0) {
    *at = (size_t)i;
    return 0;
  }
  if ((rc = add_thr(t, pi, &k, at)) != 0) return rc;
  return ev->name.n ? emit_track(t, *at, text_of(t, &ev->name)) : 0;
}

/* ---- times ---------------------------------------------------------------------------- */

/* An event time in ps past the origin (said, with the first). */
static int time_ps(tj_t *t, const sl_jval_t *v, const char *at,
                   const char *what, int64_t *ns_out, int64_t *ps) {
  int64_t ns, rel;
  if (sl__jnum_scaled(v, 3, &ns) != 0) return bad_at(t, at, what);
  if ((t->base_ns > 0 && ns > INT64_MAX - t->base_ns) ||
      (t->base_ns < 0 && ns < INT64_MIN - t->base_ns))
    return bad_at(t, at, what);
  ns += t->base_ns;
  if (!t->clock) {
    sl_event_t e;
    int rc;
    /* Whole microseconds: the writers' time base. */
    t->origin_ns = ns / 1000 * 1000 - (ns % 1000 < 0 ? 1000 : 0);
    t->clock = 1;
    sl_event_init(&e, SL_EV_CLOCK);
    e.ts = t->origin_ns / 1000;
    if ((rc = t->fn(t->ud, &e)) != 0) return rc;
  }
  rel = ns - t->origin_ns;
  /* Picoseconds hold 106 days either side of the origin. */
  if (rel > INT64_MAX / 1000 || rel < INT64_MIN / 1000)
    return bad_at(t, at, "a time within 100 days of the trace's first");
  if (ns > t->last_ns) t->last_ns = ns;
  *ns_out = ns;
  *ps = rel * 1000;
  return 0;
}

/* ---- one event ----------------------------------------------------------------------- */

static int member_is(const sl_jval_t *k, const char *lit) {
  return !k->esc && sl__jstr_is(k, lit);
}

/* A member of an event, kept when it is one that matters.  By length,
 * then bytes: this runs for every member of every event. */
static void set_member(ev_t *ev, const sl_jval_t *k, const sl_jval_t *v) {
  const char *c = k->p;
  if (k->esc) return;
  switch (k->n) {
  case 1:
    if (c[0] == 's') ev->scope = *v;
    break;
  case 2:
    if (c[0] == 'p' && c[1] == 'h') ev->ph = *v;
    else if (c[0] == 't' && c[1] == 's') ev->ts = *v, ev->has_ts = 1;
    else if (c[0] == 'i' && c[1] == 'd') ev->id = *v;
    else if (c[0] == 'b' && c[1] == 'p') ev->bp = *v;
    break;
  case 3:
    if (!memcmp(c, "cat", 3)) ev->cat = *v;
    else if (!memcmp(c, "pid", 3)) ev->pid = *v;
    else if (!memcmp(c, "tid", 3)) ev->tid = *v;
    else if (!memcmp(c, "dur", 3)) ev->dur = *v, ev->has_dur = 1;
    else if (!memcmp(c, "id2", 3)) ev->id2 = *v;
    break;
  case 4:
    if (!memcmp(c, "name", 4)) ev->name = *v;
    else if (!memcmp(c, "args", 4)) ev->args = *v;
    break;
  case 7:
    if (!memcmp(c, "bind_id", 7)) ev->bind_id = *v;
    else if (!memcmp(c, "flow_in", 7)) ev->flow_in = *v;
    break;
  case 8:
    if (!memcmp(c, "flow_out", 8)) ev->flow_out = *v;
    break;
  default: break;
  }
}

/* The members of an event already checked (a B's, again at its E). */
static void read_members(const char *p, size_t n, ev_t *ev) {
  sl_jscan_t s;
  sl_jval_t k, v;
  const char *q = p + 1;
  memset(ev, 0, sizeof *ev);
  sl__jscan_init(&s, p, n, NULL);
  while (sl__jscan_member(&s, &q, &k, &v) == 1) set_member(ev, &k, &v);
}

/* The event object at p ('{'), checked, its tolerance counted and its
 * members kept, in one scan; *endp past it.  0, or -1 with s's error. */
static int scan_event(tj_t *t, sl_jscan_t *s, const char *p,
                      const char **endp, ev_t *ev) {
  const char *end = t->end;
  memset(ev, 0, sizeof *ev);
  p = blank(p + 1, end);
  if (p < end && *p == '}') {
    *endp = p + 1;
    return 0;
  }
  for (;;) {
    sl_jval_t k, v;
    if (p >= end || *p != '"') return sl__jscan_fail(s, p, "a member name");
    if (sl__jscan_value(s, &p, &k)) return -1;
    p = blank(p, end);
    if (p >= end || *p != ':') return sl__jscan_fail(s, p, "':' after the name");
    p++;
    if (sl__jscan_value(s, &p, &v)) return -1;
    set_member(ev, &k, &v);
    p = blank(p, end);
    if (p < end && *p == ',') {
      p = blank(p + 1, end);
      if (p < end && *p == '}') {
        t->tally.trailing_comma++;
        break;
      }
      continue;
    }
    if (p < end && *p == '}') break;
    return sl__jscan_fail(s, p, "',' or '}'");
  }
  *endp = p + 1;
  return 0;
}

/* The event's args as stepline's, in t->args; their count. */
static int read_args(tj_t *t, const ev_t *ev, size_t *nargs) {
  sl_jscan_t s;
  sl_jval_t k, v;
  const char *q;
  size_t n = 0;
  *nargs = 0;
  if (ev->args.type != SL_JT_OBJECT) return 0;
  sl__jscan_init(&s, ev->args.p, ev->args.n, NULL);
  q = ev->args.p + 1;
  while (sl__jscan_member(&s, &q, &k, &v) == 1) {
    sl_arg_t *a;
    if (SL_GROW(t->args, t->cargs, n + 1)) return SL_ENOMEM;
    a = &t->args[n++];
    a->key = text_of(t, &k);
    switch (v.type) {
    case SL_JT_STRING:
      a->kind = SL_ARG_STR;
      a->v.s = text_of(t, &v);
      break;
    case SL_JT_NUMBER: {
      int64_t i;
      if (!v.real && sl__jnum_scaled(&v, 0, &i) == 0) {
        a->kind = SL_ARG_INT;
        a->v.i = i;
      } else {
        char num[64];
        if (v.n < sizeof num) {
          memcpy(num, v.p, v.n);
          num[v.n] = 0;
          a->kind = SL_ARG_DOUBLE;
          a->v.d = strtod(num, NULL);
        } else {
          a->kind = SL_ARG_STR;
          a->v.s.p = v.p;
          a->v.s.n = v.n;
        }
      }
      break;
    }
    case SL_JT_TRUE:
    case SL_JT_FALSE:
      a->kind = SL_ARG_BOOL;
      a->v.i = v.type == SL_JT_TRUE;
      break;
    default: /* null, NaN, nested values: their JSON text */
      a->kind = SL_ARG_STR;
      a->v.s.p = v.p;
      a->v.s.n = v.n;
      break;
    }
  }
  *nargs = n;
  return 0;
}

/* An arg of the event's args, by name. */
static int arg_of(const ev_t *ev, const char *name, sl_jval_t *out) {
  sl_jscan_t s;
  sl_jval_t k;
  const char *q;
  if (ev->args.type != SL_JT_OBJECT) return 0;
  sl__jscan_init(&s, ev->args.p, ev->args.n, NULL);
  q = ev->args.p + 1;
  while (sl__jscan_member(&s, &q, &k, out) == 1)
    if (member_is(&k, name)) return 1;
  return 0;
}

static int64_t arg_int(const ev_t *ev, const char *name, int64_t dflt) {
  sl_jval_t v;
  int64_t i;
  return arg_of(ev, name, &v) && sl__jnum_scaled(&v, 0, &i) == 0 ? i : dflt;
}

/* An integer among the args read_args() put in t->args (a number, or a
 * string of one), by name. */
static int64_t parsed_int(const tj_t *t, size_t nargs, const char *name,
                          int64_t dflt) {
  size_t i, n = strlen(name);
  for (i = 0; i < nargs; i++) {
    const sl_arg_t *a = &t->args[i];
    if (a->key.n != n || memcmp(a->key.p, name, n) != 0) continue;
    if (a->kind == SL_ARG_INT) return a->v.i;
    if (a->kind == SL_ARG_STR) {
      sl_jval_t v;
      int64_t x;
      v.type = SL_JT_STRING;
      v.p = a->v.s.p;
      v.n = a->v.s.n;
      v.esc = 0;
      v.real = 0;
      return sl__jnum_scaled(&v, 0, &x) == 0 ? x : dflt;
    }
    return dflt;
  }
  return dflt;
}

static sl_slice_class_t class_of(const ev_t *ev, const proc_t *p) {
  static const struct {
    const char *cat;
    sl_slice_class_t cls;
  } cats[] = {{"cpu_op", SL_CLASS_HOST_OP},   {"user_annotation", SL_CLASS_RANGE},
              {"cuda_runtime", SL_CLASS_API}, {"cuda_driver", SL_CLASS_API},
              {"kernel", SL_CLASS_KERNEL},    {"gpu_memcpy", SL_CLASS_MEMCPY},
              {"gpu_memset", SL_CLASS_MEMSET}};
  size_t i;
  if (ev->cat.type == SL_JT_STRING) {
    for (i = 0; i < sizeof cats / sizeof cats[0]; i++)
      if (sl__jstr_is(&ev->cat, cats[i].cat)) return cats[i].cls;
    return SL_CLASS_OTHER;
  }
  return p->role == ROLE_CPU    ? SL_CLASS_HOST_OP
         : p->role == ROLE_CUDA ? SL_CLASS_KERNEL
                                : SL_CLASS_OTHER;
}

/* "ProfilerStep#N" names step N. */
static int step_of(sl_text_t name, int64_t *n) {
  static const char pre[] = "ProfilerStep#";
  size_t k = sizeof pre - 1, i;
  int64_t v = 0;
  if (name.n <= k || memcmp(name.p, pre, k) != 0 || name.n - k > 18) return 0;
  for (i = k; i < name.n; i++) {
    if (name.p[i] < '0' || name.p[i] > '9') return 0;
    v = v * 10 + (name.p[i] - '0');
  }
  *n = v;
  return 1;
}

/* The step whose window on thread h holds time ns, or -1. */
static int64_t step_at(const thr_t *h, int64_t ns) {
  size_t lo = 0, hi = h->nsteps;
  while (lo < hi) { /* the last window beginning at or before ns */
    size_t mid = lo + (hi - lo) / 2;
    if (h->steps[mid].b <= ns) lo = mid + 1;
    else hi = mid;
  }
  return lo && ns < h->steps[lo - 1].e ? h->steps[lo - 1].step : -1;
}

/* A flow's id: a number, or a string of hex digits (as Perfetto's
 * importer reads it).  0 when there is none. */
static int flow_id(const sl_jval_t *v, uint64_t *id) {
  int64_t i;
  size_t k;
  uint64_t x = 0;
  if (v->type == SL_JT_NUMBER)
    return sl__jnum_scaled(v, 0, &i) == 0 ? (*id = (uint64_t)i, 1) : 0;
  if (v->type != SL_JT_STRING || v->esc || v->n == 0) return 0;
  k = v->n > 2 && v->p[0] == '0' && (v->p[1] == 'x' || v->p[1] == 'X') ? 2 : 0;
  if (v->n - k > 16) return 0;
  for (; k < v->n; k++) {
    char c = v->p[k];
    int d = c >= '0' && c <= '9'   ? c - '0'
            : c >= 'a' && c <= 'f' ? c - 'a' + 10
            : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                   : -1;
    if (d < 0) return 0;
    x = x << 4 | (uint64_t)d;
  }
  *id = x;
  return 1;
}

static int is_true(const sl_jval_t *v) {
  return v->type == SL_JT_TRUE;
}

/* A flow point (s, t, f): bound later, by the layout, to a slice of its
 * thread. */
static int emit_flow_point(tj_t *t, const ev_t *ev, char ph, size_t pi,
                           size_t ti, int64_t ps) {
  sl_event_t e;
  sl_event_init(&e, SL_EV_FLOW_POINT);
  if (!flow_id(&ev->id, &e.id)) {
    t->bad_flow_ids++;
    return 0;
  }
  e.pid = t->procs[pi].pid;
  e.tid = t->thrs[ti].tid;
  e.ts = ps;
  e.name = text_of(t, &ev->name);
  if (ev->cat.type == SL_JT_STRING) e.cat = text_of(t, &ev->cat);
  e.point = ph == 's'                       ? SL_FLOW_BEGIN
            : ph == 't'                     ? SL_FLOW_STEP
            : sl__jstr_is(&ev->bp, "e")     ? SL_FLOW_END
                                            : SL_FLOW_END_NEXT;
  return t->fn(t->ud, &e);
}

/* One more arg after those read_args() put in t->args: its key set,
 * the rest the caller's; NULL when out of memory. */
static sl_arg_t *add_arg(tj_t *t, size_t *nargs, const char *key) {
  sl_arg_t *a;
  if (SL_GROW(t->args, t->cargs, *nargs + 1)) return NULL;
  a = &t->args[(*nargs)++];
  a->key.p = key;
  a->key.n = strlen(key);
  return a;
}

/* A slice (X, or a B closed by its E; it begins at ns) and, for a host
 * step, its step.  A host op, range or API call that begins inside its
 * thread's last step is that step's. */
static int emit_slice(tj_t *t, const ev_t *ev, int64_t ns, int64_t ps,
                      int64_t dur_ps, size_t pi, size_t ti, int unfinished) {
  sl_event_t e;
  sl_flow_end_t flows[2];
  thr_t *h = &t->thrs[ti];
  size_t nargs;
  int64_t step;
  int rc, is_step;
  sl_event_init(&e, SL_EV_SLICE);
  e.pid = t->procs[pi].pid;
  e.tid = t->thrs[ti].tid;
  e.ts = ps;
  e.dur = dur_ps;
  e.name = text_of(t, &ev->name);
  if (ev->cat.type == SL_JT_STRING) e.cat = text_of(t, &ev->cat);
  e.cls = class_of(ev, &t->procs[pi]);
  if ((rc = read_args(t, ev, &nargs))) return oom(t);
  e.corr = (uint64_t)parsed_int(t, nargs, "correlation", 0);
  if (e.cls == SL_CLASS_MEMCPY || e.cls == SL_CLASS_MEMSET)
    e.bytes = parsed_int(t, nargs, "bytes", 0);
  if (unfinished) {
    sl_arg_t *a = add_arg(t, &nargs, "unfinished");
    if (!a) return oom(t);
    a->kind = SL_ARG_BOOL;
    a->v.i = 1;
  }
  e.args = t->args;
  e.nargs = nargs;
  /* A flow it binds itself (bind_id, flow_in, flow_out). */
  if (flow_id(&ev->bind_id, &flows[0].id)) {
    flows[1].id = flows[0].id;
    flows[0].out = 0;
    flows[1].out = 1;
    e.flows = is_true(&ev->flow_in) ? flows : flows + 1;
    e.nflows = (size_t)is_true(&ev->flow_in) + (size_t)is_true(&ev->flow_out);
  }
  is_step = e.cls != SL_CLASS_KERNEL &&
            !sl__jstr_is(&ev->cat, "gpu_user_annotation") &&
            step_of(e.name, &step);
  if (is_step) {
    /* Kept in time order, whatever order the file has them in. */
    size_t at = h->nsteps;
    if (SL_GROW(h->steps, h->csteps, h->nsteps + 1)) return oom(t);
    while (at > 0 && h->steps[at - 1].b > ns) at--;
    memmove(&h->steps[at + 1], &h->steps[at], (h->nsteps - at) * sizeof *h->steps);
    h->steps[at].step = step;
    h->steps[at].b = ns;
    h->steps[at].e = ns + dur_ps / 1000;
    h->nsteps++;
  }
  if (e.cls == SL_CLASS_HOST_OP || e.cls == SL_CLASS_RANGE ||
      e.cls == SL_CLASS_API)
    e.step = step_at(h, ns);
  if ((rc = t->fn(t->ud, &e)) != 0) return rc;
  if (is_step) {
    sl_event_t st;
    sl_event_init(&st, SL_EV_STEP);
    st.step = step;
    st.name = e.name;
    st.ts = ps;
    st.dur = dur_ps;
    return t->fn(t->ud, &st);
  }
  return 0;
}

/* A `[memory]` instant as a memory event of its device. */
static int emit_memory(tj_t *t, size_t nargs, uint32_t pid, int64_t ps) {
  sl_event_t e;
  char dev[48];
  int64_t type = parsed_int(t, nargs, "Device Type", 0),
          id = parsed_int(t, nargs, "Device Id", 0);
  sl_event_init(&e, SL_EV_MEMORY);
  e.pid = pid;
  e.ts = ps;
  if (type == 0) e.name.n = (size_t)snprintf(dev, sizeof dev, "cpu");
  else if (type == 1)
    e.name.n = (size_t)snprintf(dev, sizeof dev, "cuda:%lld", (long long)id);
  else
    e.name.n = (size_t)snprintf(dev, sizeof dev, "type %lld:%lld",
                                (long long)type, (long long)id);
  e.name.p = dev;
  e.bytes = parsed_int(t, nargs, "Bytes", 0);
  e.in_use = parsed_int(t, nargs, "Total Allocated", -1);
  e.reserved = parsed_int(t, nargs, "Total Reserved", -1);
  e.addr = (uint64_t)parsed_int(t, nargs, "Addr", 0);
  return t->fn(t->ud, &e);
}

static int emit_counters(tj_t *t, const ev_t *ev, uint32_t pid, int64_t ps) {
  sl_jscan_t s;
  sl_jval_t k, v;
  const char *q;
  sl_text_t name = text_of(t, &ev->name);
  int rc;
  if (ev->args.type != SL_JT_OBJECT) return 0;
  sl__jscan_init(&s, ev->args.p, ev->args.n, NULL);
  q = ev->args.p + 1;
  while (sl__jscan_member(&s, &q, &k, &v) == 1) {
    sl_event_t e;
    sl_text_t key;
    char num[64], *o;
    if (v.type != SL_JT_NUMBER || v.n >= sizeof num) continue;
    key = text_of(t, &k);
    sl_event_init(&e, SL_EV_COUNTER);
    e.pid = pid;
    e.ts = ps;
    memcpy(num, v.p, v.n);
    num[v.n] = 0;
    e.value = strtod(num, NULL);
    /* "name key", or the key alone when the event has no name. */
    o = t->scratch + t->nscratch;
    if (name.n) {
      memcpy(o, name.p, name.n);
      o[name.n] = ' ';
    }
    memcpy(o + (name.n ? name.n + 1 : 0), key.p, key.n);
    e.name.p = o;
    e.name.n = (name.n ? name.n + 1 : 0) + key.n;
    t->nscratch += e.name.n;
    if ((rc = t->fn(t->ud, &e)) != 0) return rc;
  }
  return 0;
}

static int metadata(tj_t *t, const ev_t *ev, size_t pi, size_t ti) {
  proc_t *p = &t->procs[pi];
  sl_jval_t v;
  sl_event_t e;
  if (sl__jstr_is(&ev->name, "process_name")) {
    if (!arg_of(ev, "name", &v) || v.type != SL_JT_STRING || v.n == 0)
      return 0;
    if (set_name(&p->name, &p->nname, text_of(t, &v))) return oom(t);
    return emit_process(t, p);
  }
  if (sl__jstr_is(&ev->name, "process_labels")) {
    if (!arg_of(ev, "labels", &v) || v.type != SL_JT_STRING) return 0;
    if (set_name(&p->labels, &p->nlabels, text_of(t, &v))) return oom(t);
    return emit_process(t, p);
  }
  if (sl__jstr_is(&ev->name, "process_sort_index")) {
    p->sort = arg_int(ev, "sort_index", p->sort);
    return emit_process(t, p);
  }
  if (sl__jstr_is(&ev->name, "thread_name")) {
    if (!arg_of(ev, "name", &v) || v.type != SL_JT_STRING || v.n == 0)
      return 0;
    sl_event_init(&e, SL_EV_TRACK);
    e.pid = p->pid;
    e.tid = t->thrs[ti].tid;
    e.name = text_of(t, &v);
    return t->fn(t->ud, &e);
  }
  return 0;
}

/* One event of the traceEvents array, its bytes [p, p + n) at `p`. */
static int event(tj_t *t, const char *p, size_t n, const ev_t *evp) {
  ev_t ev = *evp;
  size_t pi, ti;
  int64_t ns = 0, ps = 0, dur = 0;
  char ph;
  int rc;
  if (scratch_for(t, n)) return oom(t);
  if (ev.ph.type != SL_JT_STRING || ev.ph.n == 0)
    return bad_at(t, p, "a \"ph\" member in the event");
  ph = ev.ph.p[0];
  if (!strchr("XBEiIClMstfbenRPprNOD", ph) || ev.ph.n != 1) {
    t->unknown++;
    return 0;
  }
  if ((rc = proc_of(t, &ev.pid, &pi)) || (rc = thr_of(t, pi, &ev.tid, &ti)))
    return rc < 0 && rc != SL_ENOMEM ? rc : oom(t);
  if (ph == 'M') return metadata(t, &ev, pi, ti);
  if (ph == 'b' || ph == 'e' || (ph == 'n' && (ev.id.type || ev.id2.type))) {
    /* Nestable async: begin, end and instant on the id's own track. */
    if (!ev.id.type && !ev.id2.type) {
      t->async++;
      return 0;
    }
    if (async_of(t, pi, &ev, &ti)) return oom(t);
    ph = ph == 'b' ? 'B' : ph == 'e' ? 'E' : 'n';
    memset(&ev.scope, 0, sizeof ev.scope);
  }
  if (!ev.has_ts) return bad_at(t, p, "a \"ts\" member in the event");
  if ((rc = time_ps(t, &ev.ts, ev.ts.p, "a number for \"ts\"", &ns, &ps)))
    return rc;
  switch (ph) {
  case 's':
  case 't':
  case 'f': return emit_flow_point(t, &ev, ph, pi, ti, ps);
  case 'X': {
    int64_t dns;
    if (ev.has_dur && sl__jnum_scaled(&ev.dur, 3, &dns) != 0)
      return bad_at(t, ev.dur.p, "a number for \"dur\"");
    if (!ev.has_dur) dns = 0;
    if (dns < 0) {
      t->neg_dur++;
      return 0;
    }
    if (ns > INT64_MAX - dns || dns > INT64_MAX / 1000)
      return bad_at(t, ev.dur.p, "a duration that fits");
    if (ns + dns > t->last_ns) t->last_ns = ns + dns;
    dur = dns * 1000;
    return emit_slice(t, &ev, ns, ps, dur, pi, ti, 0);
  }
  case 'B': {
    thr_t *h = &t->thrs[ti];
    if (SL_GROW(h->open, h->copen, h->nopen + 1)) return oom(t);
    h->open[h->nopen].off = (uint64_t)(p - t->base);
    h->open[h->nopen].n = n;
    h->open[h->nopen].ns = ns;
    h->nopen++;
    return 0;
  }
  case 'E': {
    thr_t *h = &t->thrs[ti];
    open_t o;
    ev_t b;
    const char *bp;
    if (h->nopen == 0) {
      t->dropped_e++;
      return 0;
    }
    o = h->open[--h->nopen];
    bp = t->base + o.off;
    read_members(bp, o.n, &b);
    if (scratch_for(t, o.n)) return oom(t);
    return emit_slice(t, &b, o.ns, (o.ns - t->origin_ns) * 1000,
                      (ns - o.ns) * 1000, pi, ti, 0);
  }
  case 'C': return emit_counters(t, &ev, t->procs[pi].pid, ps);
  default: { /* instants: i, I, n, objects and what else names a point */
    sl_event_t e;
    size_t nargs;
    sl_event_init(&e, SL_EV_INSTANT);
    e.pid = t->procs[pi].pid;
    e.tid = t->thrs[ti].tid;
    e.ts = ps;
    e.name = text_of(t, &ev.name);
    if (ev.cat.type == SL_JT_STRING) e.cat = text_of(t, &ev.cat);
    e.scope = sl__jstr_is(&ev.scope, "g")   ? SL_SCOPE_GLOBAL
              : sl__jstr_is(&ev.scope, "p") ? SL_SCOPE_PROCESS
                                            : SL_SCOPE_THREAD;
    if (read_args(t, &ev, &nargs)) return oom(t);
    if (ph == 'N' || ph == 'O' || ph == 'D') {
      /* An object's life: what happened and its id join its args (a
       * snapshot's among them). */
      sl_arg_t *a = add_arg(t, &nargs, "object");
      if (!a) return oom(t);
      e.scope = SL_SCOPE_THREAD; /* an object's "scope" scopes its id */
      a->kind = SL_ARG_STR;
      a->v.s.p = ph == 'N' ? "created" : ph == 'O' ? "snapshot" : "destroyed";
      a->v.s.n = strlen(a->v.s.p);
      if (ev.id.type) {
        if (!(a = add_arg(t, &nargs, "id"))) return oom(t);
        a->kind = SL_ARG_STR;
        a->v.s = text_of(t, &ev.id);
      }
    }
    e.args = t->args;
    e.nargs = nargs;
    if ((rc = t->fn(t->ud, &e)) != 0) return rc;
    if (sl__jstr_is(&ev.name, "[memory]"))
      return emit_memory(t, nargs, t->procs[pi].pid, ps);
    return 0;
  }
  }
}

/* B slices never ended: closed at the trace's last time, marked. */
static int close_open(tj_t *t) {
  size_t i;
  int rc;
  for (i = 0; i < t->nthrs; i++) {
    thr_t *h = &t->thrs[i];
    while (h->nopen) {
      open_t o = h->open[--h->nopen];
      const char *bp = t->base + o.off;
      ev_t b;
      read_members(bp, o.n, &b);
      if (scratch_for(t, o.n)) return oom(t);
      if ((rc = emit_slice(t, &b, o.ns, (o.ns - t->origin_ns) * 1000,
                           (t->last_ns - o.ns) * 1000, h->proc, i, 1)))
        return rc;
      t->unfinished++;
    }
  }
  return 0;
}

/* One warning line per kind of thing let through, mended or dropped. */
static int warnings(tj_t *t) {
  const struct {
    uint64_t n;
    const char *what;
  } w[] = {
      {t->tally.ctrl, "raw control characters in strings, written escaped"},
      {t->tally.bad_utf8, "bytes of invalid UTF-8 in strings, each written as U+FFFD"},
      {t->tally.nan, "NaN or Infinity values, written as strings"},
      {t->tally.trailing_comma, "trailing commas before a ']' or '}'"},
      {t->unfinished, "B events never ended, closed at the trace's last time"},
      {t->dropped_e, "E events without a B, dropped"},
      {t->neg_dur, "X events with a negative \"dur\", dropped"},
      {t->bad_flow_ids, "flow events (s, t, f) without a number or hex string \"id\", dropped"},
      {t->async, "async events (b, e) without an \"id\", dropped"},
      {t->unknown, "events of a \"ph\" stepline does not know, dropped"}};
  size_t i;
  int rc;
  for (i = 0; i < sizeof w / sizeof w[0]; i++) {
    sl_event_t e;
    if (!w[i].n) continue;
    sl_event_init(&e, SL_EV_WARNING);
    e.name.p = w[i].what;
    e.name.n = strlen(w[i].what);
    e.id = w[i].n;
    if ((rc = t->fn(t->ud, &e)) != 0) return rc;
  }
  return 0;
}

/* ---- the file ---------------------------------------------------------------------- */

/* Past the array or object at p (its '[' or '{'), strings skipped; NULL
 * when the input ends first.  With t, the pages read are handed back as
 * it goes. */
static const char *skip_nested(tj_t *t, const char *p, const char *end) {
  static const unsigned char special[256] = {
      ['['] = 1, [']'] = 1, ['{'] = 1, ['}'] = 1, ['"'] = 1};
  long depth = 0;
  const char *done = p;
  for (; p < end; p++) {
    while (p < end && !special[(unsigned char)*p]) p++;
    if (p >= end) break;
    if (t && (uint64_t)(p - done) >= RELEASE_EVERY) {
      sl__mapped_release(&t->m, (uint64_t)(done - t->base),
                         (uint64_t)(p - done));
      done = p;
    }
    if (*p == '"') {
      /* The closing quote: the next one not escaped (an odd run of
       * backslashes before it escapes it). */
      for (;;) {
        const char *q = memchr(p + 1, '"', (size_t)(end - p - 1)), *b;
        if (!q) return NULL;
        for (b = q; b[-1] == '\\'; b--) {}
        p = q;
        if (((q - b) & 1) == 0) break;
      }
    } else if (*p == '[' || *p == '{') {
      depth++;
    } else if (--depth == 0) {
      return p + 1;
    }
  }
  return NULL;
}

/* deviceProperties: each GPU's id and name, for its process's labels. */
static int devices(tj_t *t, const sl_jval_t *v) {
  sl_jscan_t s;
  sl_jval_t d;
  const char *p = v->p + 1;
  sl__jscan_init(&s, v->p, v->n, NULL);
  while (sl__jscan_element(&s, &p, &d) == 1) {
    ev_t o;
    sl_jval_t name;
    struct dev_s *x;
    int64_t id;
    if (d.type != SL_JT_OBJECT) continue;
    memset(&o, 0, sizeof o);
    o.args = d;
    if ((id = arg_int(&o, "id", -1)) < 0 || !arg_of(&o, "name", &name) ||
        name.type != SL_JT_STRING || name.n == 0)
      continue;
    if (SL_GROW(t->devs, t->cdevs, t->ndevs + 1)) return oom(t);
    x = &t->devs[t->ndevs];
    x->id = id;
    x->name = NULL;
    if (scratch_for(t, name.n) ||
        set_name(&x->name, &x->n, text_of(t, &name)))
      return oom(t);
    t->ndevs++;
  }
  return 0;
}

/* A top-level member other than the events: kept as metadata; a base
 * time read. */
static int top_member(tj_t *t, const sl_jval_t *k, const sl_jval_t *v) {
  sl_arg_t *a;
  if (member_is(k, "baseTimeNanoseconds")) {
    if (sl__jnum_scaled(v, 0, &t->base_ns) != 0)
      return bad_at(t, v->p, "a number of nanoseconds");
  }
  if (SL_GROW(t->meta, t->cmeta, t->nmeta + 1)) return oom(t);
  a = &t->meta[t->nmeta++];
  /* Keys and values stay in the mapped file: the pages of the top level
   * are not handed back. */
  a->key.p = k->p;
  a->key.n = k->n;
  a->kind = SL_ARG_STR;
  a->v.s.p = v->p;
  a->v.s.n = v->n;
  if (v->type == SL_JT_NUMBER) {
    int64_t i;
    if (!v->real && sl__jnum_scaled(v, 0, &i) == 0) {
      a->kind = SL_ARG_INT;
      a->v.i = i;
    }
  }
  if (member_is(k, "deviceProperties") && v->type == SL_JT_ARRAY)
    return devices(t, v);
  /* The job's rank, for the reports and the processes' labels: "rank"
   * of distributedInfo. */
  if (member_is(k, "distributedInfo") && v->type == SL_JT_OBJECT) {
    ev_t o;
    int64_t rank, world;
    memset(&o, 0, sizeof o);
    o.args = *v;
    if ((rank = arg_int(&o, "rank", -1)) >= 0) {
      world = arg_int(&o, "world_size", -1);
      if (world > 0)
        snprintf(t->rank, sizeof t->rank, "rank %lld of %lld",
                 (long long)rank, (long long)world);
      else
        snprintf(t->rank, sizeof t->rank, "rank %lld", (long long)rank);
      if (SL_GROW(t->meta, t->cmeta, t->nmeta + 1)) return oom(t);
      a = &t->meta[t->nmeta++];
      a->key.p = "rank";
      a->key.n = 4;
      a->kind = SL_ARG_INT;
      a->v.i = rank;
    }
  }
  return 0;
}

/* The top level: the events array found, the other members read.  A
 * damaged events array is left for the events pass to report. */
static int top_level(tj_t *t) {
  const char *p = blank(t->base, t->end);
  sl_jscan_t s;
  if (p < t->end && *p == '[') {
    t->bare = 1;
    t->events = p;
    return 0;
  }
  if (p >= t->end || *p != '{')
    return bad_at(t, p, "a Chrome trace (JSON object or array)");
  p++;
  sl__jscan_init(&s, t->base, (size_t)(t->end - t->base), NULL);
  for (;;) {
    sl_jval_t k, v;
    p = blank(p, t->end);
    if (p < t->end && *p == ',') p = blank(p + 1, t->end);
    if (p < t->end && *p == '}') break;
    if (p >= t->end || *p != '"') {
      if (t->events) break; /* past the events: damage there is reported */
      return bad_at(t, p, "a member name in the top-level object");
    }
    if (sl__jscan_value(&s, &p, &k)) return bad_at(t, s.bad, s.what);
    p = blank(p, t->end);
    if (p >= t->end || *p != ':') return bad_at(t, p, "':' after the name");
    p = blank(p + 1, t->end);
    if (member_is(&k, "traceEvents")) {
      if (p >= t->end || *p != '[')
        return bad_at(t, p, "an array of events for \"traceEvents\"");
      t->events = p;
      p = skip_nested(t, p, t->end);
      /* The pages skipped are read again by the events pass. */
      sl__mapped_release(&t->m, (uint64_t)(t->events - t->base),
                         (uint64_t)((p ? p : t->end) - t->events));
      if (!p) return 0; /* cut: the events pass says where */
      continue;
    }
    if (sl__jscan_value(&s, &p, &v)) {
      if (t->events) break;
      return bad_at(t, s.bad, s.what);
    }
    if (top_member(t, &k, &v)) return t->err ? t->err->code : SL_EFORMAT;
  }
  if (!t->events)
    return bad_at(t, t->base, "a \"traceEvents\" member in the object");
  return 0;
}

static int emit_meta(tj_t *t) {
  sl_event_t e;
  if (!t->nmeta) return 0;
  sl_event_init(&e, SL_EV_META);
  e.name.p = "trace";
  e.name.n = 5;
  e.args = t->meta;
  e.nargs = t->nmeta;
  return t->fn(t->ud, &e);
}

/* The events, one at a time, pages handed back behind. */
static int events(tj_t *t) {
  const char *p = t->events + 1, *done = t->base;
  int rc;
  for (;;) {
    sl_jscan_t s;
    ev_t ev;
    const char *q;
    p = blank(p, t->end);
    if (p >= t->end) {
      if (t->bare) return 0; /* an array without its ']' is whole */
      return sl__err(t->err, SL_ETRUNC, (uint64_t)(p - t->base),
                     "the input ends inside the traceEvents array "
                     "(truncated?)");
    }
    if (*p == ']') return 0;
    if (*p == ',') {
      p++;
      continue;
    }
    if (*p != '{') return bad_at(t, p, "an event object");
    sl__jscan_init(&s, p, (size_t)(t->end - p), &t->tally);
    if (scan_event(t, &s, p, &q, &ev)) {
      if (!skip_nested(NULL, p, t->end))
        return sl__err(t->err, SL_ETRUNC, (uint64_t)(p - t->base),
                       "the input ends inside the event that starts here "
                       "(truncated?)");
      return bad_at(t, s.bad, s.what);
    }
    t->at = p;
    if ((rc = event(t, p, (size_t)(q - p), &ev)) != 0) return rc;
    p = q;
    if ((uint64_t)(p - done) >= RELEASE_EVERY) {
      sl__mapped_release(&t->m, (uint64_t)(done - t->base),
                         (uint64_t)(p - done));
      done = p;
    }
  }
}

/* ---- the format ------------------------------------------------------------------------ */

static int tj_sniff(const char *path, const uint8_t *head, size_t n) {
  size_t i = 0;
  (void)path;
  while (i < n && (head[i] == ' ' || head[i] == '\n' || head[i] == '\r' ||
                   head[i] == '\t'))
    i++;
  if (i == n) return 0;
  if (head[i] == '[') return 90;
  if (head[i] != '{') return 0;
  /* An object: a trace when its first member is one of a trace's. */
  return 90;
}

static int tj_open(void **self, const char *path, sl_event_fn fn, void *ud,
                   sl_error_t *err) {
  tj_t *t = calloc(1, sizeof *t);
  if (!t) return sl__err(err, SL_ENOMEM, 0, "out of memory");
  t->path = path;
  t->fn = fn;
  t->ud = ud;
  t->err = err;
  t->next_pid = OWN_PID_END;
  t->next_tid = OWN_TID_END;
  sl__mapped_init(&t->m);
  sl__idmap_init(&t->ids);
  *self = t;
  return 0;
}

static int tj_read(void *self) {
  tj_t *t = self;
  int rc;
  if ((rc = sl__mapped_open(&t->m, t->path, t->err)) ||
      (rc = sl__mapped_map(&t->m, t->err)))
    return rc;
  t->base = (const char *)t->m.map;
  t->end = t->base + t->m.size;
  if (!t->base) return bad_at(t, t->end, "a Chrome trace (JSON object or array)");
  if ((rc = top_level(t)) || (rc = emit_meta(t))) return rc;
  rc = events(t);
  /* What came before damage is kept: the open slices are closed. */
  if (rc == 0 || rc == SL_EFORMAT || rc == SL_ETRUNC) {
    int crc = close_open(t);
    if (crc == 0) crc = warnings(t);
    if (rc == 0) rc = crc;
  }
  return rc;
}

static uint64_t tj_position(void *self) {
  tj_t *t = self;
  return t->at ? (uint64_t)(t->at - t->base) : 0;
}

static void tj_close(void *self) {
  tj_t *t = self;
  size_t i;
  if (!t) return;
  sl__mapped_close(&t->m);
  sl__idmap_close(&t->ids);
  for (i = 0; i < t->nprocs; i++) {
    free(t->procs[i].name);
    free(t->procs[i].labels);
  }
  for (i = 0; i < t->ndevs; i++) free(t->devs[i].name);
  free(t->devs);
  free(t->plabels);
  for (i = 0; i < t->nthrs; i++) {
    free(t->thrs[i].open);
    free(t->thrs[i].steps);
  }
  free(t->procs);
  free(t->thrs);
  free(t->keys);
  free(t->scratch);
  free(t->args);
  free(t->meta);
  free(t);
}

const sl_input_format_t sl__tracejson_format = {
    "json", "a Chrome trace (JSON)", SL_INPUT_STEPS | SL_INPUT_MEMORY,
    tj_sniff, tj_open, NULL, NULL, tj_read, tj_close,
    SL_FILLS_SLICES,
    SL_FILLS_OPS | SL_FILLS_KERNELS | SL_FILLS_MEMOPS | SL_FILLS_BREAKDOWN,
    tj_position};

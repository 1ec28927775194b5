/* A step's events for the Perfetto writer.  See pf_step.h. */
#define _GNU_SOURCE /* qsort_r */
#include "emit/write/pf_step.h"

#include <stdlib.h>
#include <string.h>

#include "emit/model/label.h"
#include "emit/model/lanes.h"
#include "emit/write/digits.h"
#include "emit/write/escape.h"

static const char *const key_text[SL_PF_NKEYS] = {
    "name", "op", "step", "wall_time", "ops", "dtype", "shape", "bytes",
    "allocator"};
static const char *const cat_text[3] = {"Op", "Step", "Tensor"};

void sl__pf_step_init(sl_pf_step_t *s) {
  int t;
  memset(s, 0, sizeof *s);
  sl__arena_init(&s->arena);
  for (t = 0; t < SL_PF_NTABLES; t++) sl__strmap_init(&s->tab[t], &s->arena);
}

void sl__pf_step_clear(sl_pf_step_t *s) {
  int t;
  s->nsl = s->narg = s->nfl = s->nob = s->nct = s->npool = 0;
  sl__arena_reset(&s->arena);
  for (t = 0; t < SL_PF_NTABLES; t++) sl__strmap_init(&s->tab[t], &s->arena);
  memset(s->key_iid, 0, sizeof s->key_iid);
  memset(s->input_iid, 0, sizeof s->input_iid);
  memset(s->cat_iid, 0, sizeof s->cat_iid);
  if (s->op_value) memset(s->op_value, 0, s->cop * sizeof *s->op_value);
}

void sl__pf_step_close(sl_pf_step_t *s) {
  free(s->sl);
  free(s->arg);
  free(s->fl);
  free(s->ob);
  free(s->ct);
  free(s->pool);
  free(s->op_value);
  sl__arena_close(&s->arena);
  sl__pb_close(&s->clean);
  memset(s, 0, sizeof *s);
}

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
#define PUSH(s, a, n, c) \
  grow(&(s)->oom, (void **)&(s)->a, &(s)->n, &(s)->c, sizeof *(s)->a)

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

/* The string as valid UTF-8: itself, or a cleaned copy in s->clean. */
static sl_str_t valid(sl_pf_step_t *s, sl_str_t v) {
  if (ascii(v.p, v.n)) return v;
  s->clean.n = 0;
  if (!sl__pb_room(&s->clean, 3 * v.n + 1)) {
    s->oom = 1;
    return sl__str("", 0);
  }
  s->clean.n = (size_t)(sl__utf8_clean(s->clean.p, v.p, v.n) - s->clean.p);
  return sl__str(s->clean.p, s->clean.n);
}

static uint32_t intern(sl_pf_step_t *s, int t, sl_str_t v) {
  int added;
  int64_t i;
  v = valid(s, v);
  i = sl__strmap_put(&s->tab[t], v.p, v.n, &added);
  if (i < 0 || i >= UINT32_MAX) {
    s->oom = 1;
    return 0;
  }
  return (uint32_t)i + 1;
}

static sl_pf_ref_t keep(sl_pf_step_t *s, sl_str_t v) {
  sl_pf_ref_t r = {0, 0};
  v = valid(s, v);
  if (s->oom || v.n > UINT32_MAX || s->npool + v.n > UINT32_MAX) {
    s->oom = 1;
    return r;
  }
  if (s->npool + v.n > s->cpool) {
    size_t c = s->cpool;
    char *np;
    if (sl__grow_cap(&c, s->npool + v.n, 1) != 0 ||
        !(np = realloc(s->pool, c))) {
      s->oom = 1;
      return r;
    }
    s->pool = np;
    s->cpool = c;
  }
  if (v.n) memcpy(s->pool + s->npool, v.p, v.n);
  r.off = (uint32_t)s->npool;
  r.len = (uint32_t)v.n;
  s->npool += v.n;
  return r;
}

uint32_t sl__pf_key(sl_pf_step_t *s, int key) {
  if (!s->key_iid[key])
    s->key_iid[key] = intern(s, SL_PF_ANAMES,
                             sl__str(key_text[key], strlen(key_text[key])));
  return s->key_iid[key];
}

uint32_t sl__pf_input_key(sl_pf_step_t *s, uint32_t n) {
  uint8_t buf[32];
  size_t k;
  if (n < 64 && s->input_iid[n]) return s->input_iid[n];
  memcpy(buf, "input", 5);
  k = (size_t)(sl__put_u64(buf + 5, n) - buf);
  {
    uint32_t iid = intern(s, SL_PF_ANAMES, sl__str(buf, k));
    if (n < 64) s->input_iid[n] = iid;
    return iid;
  }
}

sl_pf_slice_t *sl__pf_slice(sl_pf_step_t *s, uint8_t kind, sl_str_t name,
                            uint32_t pid, int64_t lane, int64_t ts,
                            int64_t dur) {
  sl_pf_slice_t *sl;
  uint32_t iid = 0, cat;
  sl_pf_ref_t text = {0, 0};
  if (kind == SL_PF_OP)
    iid = intern(s, SL_PF_NAMES, name);
  else
    text = keep(s, name);
  if (!s->cat_iid[kind])
    s->cat_iid[kind] = intern(s, SL_PF_CATS,
                              sl__str(cat_text[kind], strlen(cat_text[kind])));
  cat = s->cat_iid[kind];
  if (!(sl = PUSH(s, sl, nsl, csl))) return NULL;
  sl->ts = ts;
  sl->dur = dur;
  sl->lane = lane;
  sl->pid = pid;
  sl->kind = kind;
  sl->name = iid;
  sl->text = text;
  sl->cat = cat;
  sl->arg0 = (uint32_t)s->narg;
  sl->nargs = 0;
  return sl;
}

static void add_arg(sl_pf_step_t *s, uint32_t key, uint8_t type,
                    uint64_t bits) {
  sl_pf_arg_t *a = PUSH(s, arg, narg, carg);
  if (!a) return;
  a->key = key;
  a->type = type;
  a->v.u = bits;
}

void sl__pf_arg_str(sl_pf_step_t *s, uint32_t key_iid, sl_str_t v) {
  add_arg(s, key_iid, SL_PF_STR, intern(s, SL_PF_VALUES, v));
}

void sl__pf_arg_num(sl_pf_step_t *s, uint32_t key_iid, uint8_t type,
                    uint64_t bits) {
  add_arg(s, key_iid, type, bits);
}

void sl__pf_op(sl_pf_step_t *s, sl_str_t op, uint32_t pid, int64_t lane,
               int64_t ts, int64_t dur, sl_str_t name,
               const sl_str_t *inputs) {
  sl_pf_slice_t *sl = sl__pf_slice(s, SL_PF_OP, op, pid, lane, ts, dur);
  size_t at = s->nsl - 1;
  uint32_t opv, i = 0;
  if (!sl) return;
  /* The op is the slice's name and its "op" arg: one lookup for both. */
  if (sl->name > s->cop) {
    size_t c = s->cop;
    uint32_t *nv;
    if (sl__grow_cap(&c, sl->name, sizeof *nv) != 0 ||
        !(nv = realloc(s->op_value, c * sizeof *nv))) {
      s->oom = 1;
      return;
    }
    memset(nv + s->cop, 0, (c - s->cop) * sizeof *nv);
    s->op_value = nv;
    s->cop = c;
  }
  opv = s->op_value[sl->name - 1];
  if (!opv) opv = s->op_value[sl->name - 1] = intern(s, SL_PF_VALUES, op);
  /* The node's name is interned too: the ops that read its outputs name
   * it again among their inputs. */
  sl__pf_arg_str(s, sl__pf_key(s, SL_PF_KEY_NAME), name);
  add_arg(s, sl__pf_key(s, SL_PF_KEY_OP), SL_PF_STR, opv);
  if (inputs) {
    sl_split_t it;
    sl_str_t in;
    sl__split_init(&it, *inputs);
    while (sl__split_next(&it, &in))
      sl__pf_arg_str(s, sl__pf_input_key(s, i++), in);
  }
  if (!s->oom) s->sl[at].nargs = (uint32_t)(s->narg - s->sl[at].arg0);
}

sl_pf_flow_t *sl__pf_flow(sl_pf_step_t *s) { return PUSH(s, fl, nfl, cfl); }

sl_pf_obj_t *sl__pf_obj(sl_pf_step_t *s, uint8_t what, sl_str_t name,
                        uint32_t pid, int64_t ts, uint64_t id) {
  sl_pf_ref_t r = keep(s, name);
  sl_pf_obj_t *o;
  if (!s->cat_iid[SL_PF_TENSOR])
    s->cat_iid[SL_PF_TENSOR] = intern(s, SL_PF_CATS, sl__str("Tensor", 6));
  if (!(o = PUSH(s, ob, nob, cob))) return NULL;
  o->id = id;
  o->ts = ts;
  o->pid = pid;
  o->what = what;
  o->name = r;
  o->cat = s->cat_iid[SL_PF_TENSOR];
  o->arg0 = (uint32_t)s->narg;
  o->nargs = 0;
  return o;
}

void sl__pf_counter(sl_pf_step_t *s, sl_str_t alloc, int64_t ts,
                    int64_t value) {
  sl_pf_ref_t r = keep(s, alloc);
  sl_pf_ctr_t *c = PUSH(s, ct, nct, cct);
  if (!c) return;
  c->alloc = r;
  c->ts = ts;
  c->value = value;
}

int sl__pf_take(sl_pf_step_t *dst, const sl_pf_step_t *src) {
  uint32_t *remap[SL_PF_NTABLES] = {NULL};
  uint32_t pbase = (uint32_t)dst->npool, abase = (uint32_t)dst->narg;
  size_t i;
  int t, rc = SL_ENOMEM;
  if (src->oom) goto out;
  /* src's iids in dst's tables. */
  for (t = 0; t < SL_PF_NTABLES; t++) {
    remap[t] = malloc((src->tab[t].n + 1) * sizeof *remap[t]);
    if (!remap[t]) goto out;
    remap[t][0] = 0;
    for (i = 0; i < src->tab[t].n; i++)
      remap[t][i + 1] = intern(dst, t, src->tab[t].keys[i]);
  }
  if (src->npool) {
    sl_pf_ref_t r = keep(dst, sl__str(src->pool, src->npool));
    (void)r;
  }
  for (i = 0; i < src->narg && !dst->oom; i++) {
    sl_pf_arg_t *a = PUSH(dst, arg, narg, carg);
    if (!a) break;
    *a = src->arg[i];
    a->key = remap[SL_PF_ANAMES][a->key];
    if (a->type == SL_PF_STR) a->v.iid = remap[SL_PF_VALUES][a->v.iid];
  }
  for (i = 0; i < src->nsl && !dst->oom; i++) {
    sl_pf_slice_t *s = PUSH(dst, sl, nsl, csl);
    if (!s) break;
    *s = src->sl[i];
    s->name = remap[SL_PF_NAMES][s->name];
    s->cat = remap[SL_PF_CATS][s->cat];
    s->text.off += pbase;
    s->arg0 += abase;
  }
  for (i = 0; i < src->nfl && !dst->oom; i++) {
    sl_pf_flow_t *f = PUSH(dst, fl, nfl, cfl);
    if (f) *f = src->fl[i];
  }
  for (i = 0; i < src->nob && !dst->oom; i++) {
    sl_pf_obj_t *o = PUSH(dst, ob, nob, cob);
    if (!o) break;
    *o = src->ob[i];
    o->name.off += pbase;
    o->cat = remap[SL_PF_CATS][o->cat];
    o->arg0 += abase;
  }
  for (i = 0; i < src->nct && !dst->oom; i++) {
    sl_pf_ctr_t *c = PUSH(dst, ct, nct, cct);
    if (!c) break;
    *c = src->ct[i];
    c->alloc.off += pbase;
  }
  rc = dst->oom ? SL_ENOMEM : 0;
out:
  for (t = 0; t < SL_PF_NTABLES; t++) free(remap[t]);
  if (rc) dst->oom = 1;
  return rc;
}

/* ---- what the records resolve into -------------------------------------------- */

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

void sl__pf_links_close(sl_pf_links_t *l) {
  free(l->out_at);
  free(l->in_at);
  free(l->out_ids);
  free(l->in_ids);
  memset(l, 0, sizeof *l);
}

int sl__pf_links(const sl_pf_step_t *e, sl_pf_links_t *l) {
  size_t i, cap = 16;
  uint32_t *from = NULL, *to = NULL, *co = NULL, *ci = NULL;
  starts_t st = {NULL, 0};
  int rc = SL_ENOMEM;
  l->out_at = calloc(e->nsl + 1, sizeof *l->out_at);
  l->in_at = calloc(e->nsl + 1, sizeof *l->in_at);
  l->out_ids = malloc((e->nfl + 1) * sizeof *l->out_ids);
  l->in_ids = malloc((e->nfl + 1) * sizeof *l->in_ids);
  from = malloc((e->nfl + 1) * sizeof *from);
  to = malloc((e->nfl + 1) * sizeof *to);
  while (e->nfl && cap < 2 * e->nsl && cap < SIZE_MAX / 8) cap *= 2;
  st.slot = e->nfl ? calloc(cap, sizeof *st.slot) : NULL;
  st.mask = cap - 1;
  co = malloc((e->nsl + 1) * sizeof *co);
  ci = malloc((e->nsl + 1) * sizeof *ci);
  if (!l->out_at || !l->in_at || !l->out_ids || !l->in_ids || !from || !to ||
      !co || !ci || (e->nfl && !st.slot))
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
    int64_t a = start_find(&st, e->sl, f->from_pid, f->from_lane,
                           f->from_start);
    int64_t b = start_find(&st, e->sl, f->to_pid, f->to_lane, f->to_ts);
    from[i] = to[i] = UINT32_MAX;
    if (a < 0 || b < 0) continue;
    from[i] = (uint32_t)a;
    to[i] = (uint32_t)b;
    l->out_at[a + 1]++;
    l->in_at[b + 1]++;
  }
  for (i = 0; i < e->nsl; i++) {
    l->out_at[i + 1] += l->out_at[i];
    l->in_at[i + 1] += l->in_at[i];
  }
  /* Filled in arrow order through a moving cursor per slice. */
  memcpy(co, l->out_at, (e->nsl + 1) * sizeof *co);
  memcpy(ci, l->in_at, (e->nsl + 1) * sizeof *ci);
  for (i = 0; i < e->nfl; i++) {
    if (from[i] == UINT32_MAX) continue;
    /* Perfetto's flow id 0 is none: ids from 1. */
    l->out_ids[co[from[i]]++] = e->fl[i].id + 1;
    l->in_ids[ci[to[i]]++] = e->fl[i].id + 1;
  }
  rc = 0;
out:
  free(st.slot);
  free(from);
  free(to);
  free(co);
  free(ci);
  if (rc) sl__pf_links_close(l);
  return rc;
}

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
static int64_t obj_key(sl_pf_step_t *e, sl_strmap_t *m, const sl_pf_obj_t *o,
                       int add) {
  sl_pbuf_t *b = &e->clean;
  int added;
  b->n = 0;
  if (!sl__pb_room(b, 8 + o->name.len)) return -2;
  memcpy(b->p, &o->id, 8);
  memcpy(b->p + 8, sl__pf_pool(e, o->name), o->name.len);
  if (!add) return sl__strmap_find(m, b->p, 8 + o->name.len);
  return sl__strmap_put(m, b->p, 8 + o->name.len, &added);
}

/* The lanes of process pid's lifetimes, kept from step to step. */
static sl_lanes_t *kept_lanes(sl_pf_lanes_t *k, uint32_t pid) {
  if (pid >= k->n) {
    size_t cap = k->n, i;
    sl_lanes_t *nl;
    if (sl__grow_cap(&cap, (size_t)pid + 1, sizeof *nl) != 0 ||
        !(nl = realloc(k->by_pid, cap * sizeof *nl)))
      return NULL;
    for (i = k->n; i < cap; i++) sl__lanes_init(&nl[i]);
    k->by_pid = nl;
    k->n = cap;
  }
  if (!k->by_pid[pid].tree && sl__lanes_reset(&k->by_pid[pid]) != 0)
    return NULL;
  return &k->by_pid[pid];
}

void sl__pf_lanes_close(sl_pf_lanes_t *k) {
  size_t i;
  for (i = 0; i < k->n; i++) sl__lanes_close(&k->by_pid[i]);
  free(k->by_pid);
  k->by_pid = NULL;
  k->n = 0;
}

int sl__pf_lifetimes(sl_pf_step_t *e, sl_pf_lanes_t *keep,
                     sl_pf_slice_t **out, size_t *nout) {
  tobj_t *t;
  sl_pf_slice_t *res;
  size_t i, n = 0;
  sl_lanes_t own, *ln = &own;
  sl_arena_t ar;
  sl_strmap_t keys;
  int rc = 0;
  uint32_t pid = UINT32_MAX;
  uint32_t *latest;  /* by key: the last object created under it */
  *out = NULL;
  *nout = 0;
  if (e->nob == 0) return 0;
  t = malloc(e->nob * sizeof *t);
  latest = malloc(e->nob * sizeof *latest);
  sl__arena_init(&ar);
  sl__strmap_init(&keys, &ar);
  if (!t || !latest) rc = SL_ENOMEM;
  for (i = 0; i < e->nob && rc == 0; i++) {
    const sl_pf_obj_t *o = &e->ob[i];
    int64_t k = obj_key(e, &keys, o, o->what == SL_PF_NEW);
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
  res = rc ? NULL : malloc((n + 1) * sizeof *res);
  if (!res) rc = SL_ENOMEM;
  if (rc == 0) qsort_r(t, n, sizeof *t, cmp_tobj, e);
  sl__lanes_init(&own);
  for (i = 0; i < n && rc == 0; i++) {
    const sl_pf_obj_t *o = &e->ob[t[i].at];
    sl_pf_slice_t *s = &res[i];
    int64_t lane;
    if (o->pid != pid) {
      pid = o->pid;
      if (keep)
        ln = kept_lanes(keep, pid);
      else if (sl__lanes_reset(ln) != 0)
        ln = NULL;
      if (!ln) {
        rc = SL_ENOMEM;
        break;
      }
    }
    s->ts = o->ts;
    s->dur = t[i].end > o->ts ? t[i].end - o->ts : 0;
    lane = sl__lanes_assign(ln, s->ts, s->ts + s->dur);
    if (lane < 0) {
      rc = SL_ENOMEM;
      break;
    }
    s->lane = lane;
    s->pid = o->pid;
    s->kind = SL_PF_TENSOR;
    s->name = 0;
    s->text = o->name;
    s->cat = o->cat;
    s->arg0 = t[i].arg0;
    s->nargs = t[i].nargs;
  }
  sl__lanes_close(&own);
  free(t);
  if (rc) {
    free(res);
    return rc;
  }
  *out = res;
  *nout = n;
  return 0;
}

/* A step's events as the Perfetto writer keeps them until the step's
 * flush (emit/write/perfetto.c): slices, arrows, tensor objects and
 * counter values, their strings interned as they arrive into the step's
 * tables (names, categories, arg names, arg values: Perfetto's
 * InternedData, iids from 1 in order of first use).  A second thread's
 * writer keeps its own and hands them over with sl__pf_take.  Every
 * string is kept as valid UTF-8 (a byte that is not becomes U+FFFD, as
 * in the JSON). */
#ifndef SL_PF_STEP_H
#define SL_PF_STEP_H

#include <stdint.h>

#include "emit/model/arena.h"
#include "emit/model/lanes.h"
#include "emit/model/strmap.h"
#include "emit/write/pbenc.h"
#include "stream/common.h"

enum { SL_PF_NAMES, SL_PF_CATS, SL_PF_ANAMES, SL_PF_VALUES, SL_PF_NTABLES };
enum { SL_PF_OP, SL_PF_STEP, SL_PF_TENSOR };
enum { SL_PF_STR, SL_PF_INT, SL_PF_UINT, SL_PF_DOUBLE };
enum { SL_PF_NEW, SL_PF_SNAPSHOT, SL_PF_DELETE };

/* The arg names stepline writes. */
enum {
  SL_PF_KEY_NAME, SL_PF_KEY_OP, SL_PF_KEY_STEP, SL_PF_KEY_WALL_TIME,
  SL_PF_KEY_OPS, SL_PF_KEY_DTYPE, SL_PF_KEY_SHAPE, SL_PF_KEY_BYTES,
  SL_PF_KEY_ALLOCATOR, SL_PF_NKEYS
};

typedef struct sl_pf_ref_s {
  uint32_t off, len;         /* in the pool                            */
} sl_pf_ref_t;

typedef struct sl_pf_arg_s {
  uint32_t key;              /* its ANAMES iid                         */
  uint8_t type;
  union {
    uint64_t iid;            /* SL_PF_STR: its VALUES iid              */
    int64_t i;
    uint64_t u;
    double d;
  } v;
} sl_pf_arg_t;

typedef struct sl_pf_slice_s {
  int64_t ts, dur, lane;
  uint32_t pid;
  uint8_t kind;
  uint32_t name;             /* SL_PF_OP: its NAMES iid                */
  sl_pf_ref_t text;          /* else the name itself                   */
  uint32_t cat;              /* CATS iid                               */
  uint32_t arg0, nargs;
} sl_pf_slice_t;

typedef struct sl_pf_flow_s {
  uint32_t from_pid, to_pid;
  int64_t from_lane, to_lane, from_start, to_ts;
  uint64_t id;
} sl_pf_flow_t;

typedef struct sl_pf_obj_s {
  uint64_t id;
  int64_t ts;
  uint32_t pid;
  uint8_t what;
  sl_pf_ref_t name;
  uint32_t cat;
  uint32_t arg0, nargs;      /* a snapshot's                           */
} sl_pf_obj_t;

typedef struct sl_pf_ctr_s {
  sl_pf_ref_t alloc;
  int64_t ts, value;
} sl_pf_ctr_t;

typedef struct sl_pf_step_s {
  sl_pf_slice_t *sl;
  size_t nsl, csl;
  sl_pf_arg_t *arg;
  size_t narg, carg;
  sl_pf_flow_t *fl;
  size_t nfl, cfl;
  sl_pf_obj_t *ob;
  size_t nob, cob;
  sl_pf_ctr_t *ct;
  size_t nct, cct;
  char *pool;
  size_t npool, cpool;
  sl_arena_t arena;          /* the tables' strings                    */
  sl_strmap_t tab[SL_PF_NTABLES];
  uint32_t key_iid[SL_PF_NKEYS], input_iid[64], cat_iid[3];
  uint32_t *op_value;        /* NAMES iid -> VALUES iid of the same text */
  size_t cop;
  sl_pbuf_t clean;           /* a string made valid UTF-8              */
  int oom;
} sl_pf_step_t;

void sl__pf_step_init(sl_pf_step_t *s);
void sl__pf_step_close(sl_pf_step_t *s);
/* Forgets the events and the tables (a new packet sequence). */
void sl__pf_step_clear(sl_pf_step_t *s);
static inline int sl__pf_step_empty(const sl_pf_step_t *s) {
  return s->nsl + s->nob + s->nct == 0;
}

/* The text of iid `iid` of table t. */
static inline sl_str_t sl__pf_text(const sl_pf_step_t *s, int t,
                                   uint64_t iid) {
  return s->tab[t].keys[iid - 1];
}
static inline const char *sl__pf_pool(const sl_pf_step_t *s, sl_pf_ref_t r) {
  return s->pool + r.off;
}

/* Recording (each sets oom on failure and then does nothing more).  Args
 * follow their slice or object, whose nargs the caller sets (sl__pf_op
 * sets its own). */
sl_pf_slice_t *sl__pf_slice(sl_pf_step_t *s, uint8_t kind, sl_str_t name,
                            uint32_t pid, int64_t lane, int64_t ts,
                            int64_t dur);
void sl__pf_arg_str(sl_pf_step_t *s, uint32_t key_iid, sl_str_t v);
void sl__pf_arg_num(sl_pf_step_t *s, uint32_t key_iid, uint8_t type,
                    uint64_t bits);
/* The ANAMES iid of a key, of "inputN". */
uint32_t sl__pf_key(sl_pf_step_t *s, int key);
uint32_t sl__pf_input_key(sl_pf_step_t *s, uint32_t n);
/* The op's slice: name, "name", "op" and each input. */
void sl__pf_op(sl_pf_step_t *s, sl_str_t op, uint32_t pid, int64_t lane,
               int64_t ts, int64_t dur, sl_str_t name, const sl_str_t *inputs);
sl_pf_flow_t *sl__pf_flow(sl_pf_step_t *s);
sl_pf_obj_t *sl__pf_obj(sl_pf_step_t *s, uint8_t what, sl_str_t name,
                        uint32_t pid, int64_t ts, uint64_t id);
void sl__pf_counter(sl_pf_step_t *s, sl_str_t alloc, int64_t ts,
                    int64_t value);

/* The step's arrows on its slices: for slice i, the flow ids its begin
 * starts are out_ids[out_at[i] .. out_at[i + 1]) and those its end
 * terminates in_ids[in_at[i] .. in_at[i + 1]) (Perfetto's ids, from 1).
 * An arrow is found by its producer's (process, lane, start) and its
 * consumer's; one whose op is not among the slices is left out. */
typedef struct sl_pf_links_s {
  uint32_t *out_at, *in_at;
  uint64_t *out_ids, *in_ids;
} sl_pf_links_t;
int sl__pf_links(const sl_pf_step_t *s, sl_pf_links_t *out);
void sl__pf_links_close(sl_pf_links_t *l);

/* The lanes of each process's tensor lifetimes, kept from step to step
 * of a trace, so that no lifetime shares a lane with an earlier step's
 * that it overlaps (steps may overlap in time when a device's clock was
 * not synchronized). */
typedef struct sl_pf_lanes_s {
  sl_lanes_t *by_pid;
  size_t n;
} sl_pf_lanes_t;
void sl__pf_lanes_close(sl_pf_lanes_t *k);

/* The tensor objects as slices (kind SL_PF_TENSOR): each created one
 * from its creation to its deletion, else to its snapshot (a snapshot or
 * deletion is of the last object created under its id and name), with
 * the snapshot's args, on lanes of its process assigned as the ops' are
 * so that none overlaps another (nor, with `keep`, one of the earlier
 * steps that kept it; NULL: the step's lanes alone).  *out (free it)
 * holds *n of them.  Returns 0 or SL_ENOMEM. */
int sl__pf_lifetimes(sl_pf_step_t *s, sl_pf_lanes_t *keep,
                     sl_pf_slice_t **out, size_t *n);

/* Appends src's events to dst's, src's iids and strings taken into dst's
 * tables and pool.  Returns 0 or SL_ENOMEM. */
int sl__pf_take(sl_pf_step_t *dst, const sl_pf_step_t *src);

#endif

/* One step: passes over the bytes, the reference's semantics, events out.
 * See convert.h. */
#define _GNU_SOURCE /* qsort_r */
#include "convert.h"

#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include <uv.h>

#include "../stream/arena.h"
#include "../stream/common.h"
#include "../stream/schema.h"
#include "../stream/nodefields.h"
#include "events.h"
#include "label.h"
#include "lanes.h"
#include "memsweep.h"
#include "snapshot.h"
#include "step_stats.pb-c.h"
#include "strmap.h"

typedef struct dev_s {
  sl_str_t name;       /* malloc'd when owned                            */
  uint8_t owned;
  uint32_t eff;        /* device whose pids this one's events use        */
  uint32_t pid;        /* its Compute pid; Tensors is pid + 1            */
  uint8_t gpu;         /* a GPU-tracer device: "/stream:" or "/memcpy"   */
  uint8_t stream_all;  /* "/stream:all": source of kernel spans          */
  uint8_t job;         /* "/job" and not stream_all: op times adjustable */
  uint8_t hidden;      /* left out by --devices: as if absent            */
  uint32_t rank;       /* its index among the devices not hidden         */
} device_t;

typedef struct tensor_s {
  int64_t create, last_unref, flow_ts, bytes;
  uint32_t object_id;
  uint32_t dev;       /* producing device: its pids give pid and flow pid */
  uint32_t flow_tid, alloc;
} tensor_t;

typedef struct kernel_s {
  int64_t start, end;
} kernel_t;

/* An op with inputs as the tensor pass saw it, kept so that the dataflow
 * pass can resolve its inputs without walking the step again (the walk
 * was a third of that pass: node fields, lanes and labels once more).
 * Only for a step whose bytes are in memory (a followed log's record, a
 * spooled pipe): the inputs are kept as places in those bytes, so the
 * digest costs 16 bytes an input and 32 an op; a step read from a file
 * is walked again instead of holding copies of its input names. */
typedef struct flowop_s {
  int64_t start, dur;
  uint32_t dev, lane;
  uint32_t count;     /* its inputs: the next `count` flowin_t        */
} flowop_t;

typedef struct flowin_s {
  uint64_t at;        /* the name's place in the source's bytes       */
  uint32_t n, h;      /* its length and sl__hash                      */
} flowin_t;

typedef struct step_s {
  /* Read by both threads while they walk (set up before, or, for the
   * device table, published once by devices_known): none of it shares a
   * cache line with what the main thread writes meanwhile, below.  When
   * the digest's counts sat beside have_kernels, the second thread's
   * read of it for every node missed the cache each time the main thread
   * had added an op (8 ms a 100k-op step with the summary's taps). */
  const sl_step_job_t *job;
  const sl_options_t *opt;
  sl_json_t *w;
  sl_error_t *err;
  device_t *devs;
  size_t ndev, devcap;
  sl_strmap_t knames;
  kernel_t *kernels;
  size_t kcap;
  int have_kernels;
  int memory;         /* the memory analysis runs               */
  uint64_t id_base;   /* added to object ids (merged traces)    */
  uint32_t **lchunks; /* the shared lanes' chunks (see lanes_done) */
  size_t nlchunks;
  /* The device table is plain malloc memory: with two threads the second
   * builds it while the main thread builds the tensor table, and a
   * mimalloc heap serves only the thread that made it. */
  _Alignas(64) uv_sem_t devices_ready; /* posted once the table (or a
                                        * failure) is in              */
  int devices_sem;         /* the semaphore exists                        */
  int devices_waited;
  /* The table is complete (set with release once it is): the main
   * thread's first pass may then read it without waiting. */
  atomic_int devices_known;
  /* Written by the main thread while the second walks. */
  _Alignas(64) sl_arena_t arena;   /* the step's tables             */
  sl_strmap_t tnames;
  tensor_t *tensors;
  size_t tcap;
  sl_strmap_t allocs;
  flowop_t *fops;     /* the dataflow digest (see flowop_t)     */
  size_t nfops, fopcap;
  flowin_t *fins;
  size_t nfins, fincap;
  uint64_t next_flow;
  int memory_done;    /* the memory analysis has run (beside the second
                       * thread)                                */
  int64_t t_min, t_max;  /* span and count of the step's ops    */
  uint64_t ops;
  /* The lanes of the main thread's tensor pass, by node in walk order,
   * for the second thread (see shared_lane): chunks of LANE_CHUNK, a
   * table sized for the most nodes the step's bytes can hold.  The
   * lanes of nodes below lanes_done (and the chunks holding them) are
   * published by its release store; the pass's end by lanes_end (1
   * complete, -1 failed). */
  _Alignas(64) atomic_size_t lanes_done;
  atomic_int lanes_end;
} step_t;

enum { PASS_DEVICES, PASS_KERNELS, PASS_NODES };

/* What one thread needs to walk a step: the shared step tables (read-only
 * while two threads run) and its own lanes, output, error and scratch. */
typedef struct worker_s {
  step_t *s;
  int pass;
  int x_events;        /* ops pass: write X events                      */
  int flows;           /* ops pass: resolve inputs, write flow events   */
  int check;           /* check nested messages of nodes not decoded    */
  int tensors;         /* build the tensor table                        */
  int digest;          /* ... and the dataflow digest (flowop_t)        */
  int objects;         /* write N/O events                              */
  int share;           /* of the N/O events: 0 all, 1 even nodes, 2 odd  */
  int devices;         /* walk the devices first (second thread)        */
  int await_devices;   /* wait for the other thread's device table       */
  int tap;             /* carries the job's taps (one worker does)       */
  size_t tapped;       /* taps whose `devices` has returned 0            */
  int64_t last_alloc;  /* the allocator of the last output, or -1      */
  const sl_walker_t *walker; /* the walk of the pass running             */
  sl_arena_t objarena; /* names for object ids when not owning the table */
  sl_strmap_t objnames;
  sl_lanes_t lanes;
  int lanes_out;       /* publishes its lanes for the other thread      */
  int lanes_in;        /* takes the other thread's lanes (shared_lane)  */
  size_t seen;         /* nodes of this pass so far                     */
  size_t lanes_known;  /* lanes published, as last read                 */
  sl_json_t *w;
  sl_error_t *err;
  sl_arena_t scratch;  /* one node's decoded message                   */
  sl_text_t text;
  char *namebuf;       /* "node:index" output names                    */
  size_t namecap;
  uv_loop_t *loop;
  atomic_int *abort;   /* set when the other thread has failed         */
  int64_t t_min, t_max; /* span and count of the ops it wrote          */
  uint64_t ops;
} worker_t;

#define WOOM(wk_) sl__err((wk_)->err, SL_ENOMEM, (wk_)->s->job->off, "out of memory")

static inline int64_t add64(int64_t a, int64_t b) {
  /* Wrapping addition: hostile times must not be undefined behaviour. */
  return (int64_t)((uint64_t)a + (uint64_t)b);
}

static inline uint32_t compute_pid(const step_t *s, uint32_t d) {
  return s->devs[d].pid;
}
static inline uint32_t tensors_pid(const step_t *s, uint32_t d) {
  return s->devs[d].pid + 1;
}

#define OOM(s) sl__err((s)->err, SL_ENOMEM, (s)->job->off, "out of memory")

/* Grows an array kept in the step arena to hold `need` elements. */
static int grow_array(step_t *s, void **arr, size_t *cap, size_t need,
                      size_t size) {
  size_t c = *cap;
  void *p;
  if (need <= c) return 0;
  if (sl__grow_cap(&c, need, size) != 0) return OOM(s);
  p = sl__arena_realloc(&s->arena, *arr, c * size);
  if (!p) return OOM(s);
  *arr = p;
  *cap = c;
  return 0;
}

/* ---- decoding ---------------------------------------------------------- */

/* Adds the node's place to an error just recorded; returns `code`. */
static int at_node(worker_t *wr, uint32_t dev, uint32_t node, int code) {
  if (wr->err) {
    wr->err->device = dev;
    wr->err->node = node;
  }
  return code;
}

static Tensorflow__NodeExecStats *decode(worker_t *wr, uint32_t dev,
                                         uint32_t node, const uint8_t *p,
                                         size_t n, uint64_t off) {
  Tensorflow__NodeExecStats *ns;
  sl__arena_reset(&wr->scratch);
  ns = tensorflow__node_exec_stats__unpack(&wr->scratch.pbc, n, p);
  if (SL_UNLIKELY(!ns))
    at_node(wr, dev, node,
            sl__err(wr->err, SL_EFORMAT, off,
                    "expected a NodeExecStats message of %zu bytes; its "
                    "contents do not decode (corrupt field, bad length or "
                    "wire type)", n));
  return ns;
}

/* The message for a node that a checking scan rejects. */
static int nested_error(worker_t *wr, uint32_t dev, uint32_t node,
                        uint64_t off, uint64_t bad) {
  return at_node(wr, dev, node,
                 sl__err(wr->err, SL_EFORMAT, off + bad,
                         "expected a well-formed NodeExecStats (it starts "
                         "at byte %llu); a nested field here has a bad tag, "
                         "wire type or length", (unsigned long long)off));
}

/* Reads the scalar fields of a node (see nodefields.h), checking its
 * nested messages too when asked. */
static int scan(worker_t *wr, uint32_t dev, uint32_t node, const uint8_t *p,
                size_t n, uint64_t off, int check, sl_node_fields_t *f) {
  size_t bad;
  int rc = sl__node_fields(p, n, check, f, &bad);
  if (SL_LIKELY(rc == 0)) return 0;
  if (rc == SL_ENESTED) return nested_error(wr, dev, node, off, bad);
  return at_node(wr, dev, node,
                 sl__err(wr->err, SL_EFORMAT, off + bad,
                         "expected a field of a NodeExecStats here (the "
                         "node starts at byte %llu); found a bad tag, "
                         "varint or length", (unsigned long long)off));
}

/* The op's start and duration after the --op-time adjustment of the
 * reference's _preprocess_op_time. */
static void op_times(const step_t *s, uint32_t d, const sl_node_fields_t *f,
                     int64_t *start, int64_t *dur) {
  int64_t k;
  *start = f->all_start_micros;
  *dur = f->all_end_rel_micros;
  if (!s->have_kernels || !s->devs[d].job) return;
  k = sl__strmap_find(&s->knames, f->node_name.p, f->node_name.n);
  if (k >= 0) {
    int64_t end = add64(*start, *dur);
    if (s->kernels[k].end > end) end = s->kernels[k].end;
    if (s->opt->op_time == SL_OP_TIME_GPU) *start = s->kernels[k].start;
    *dur = (int64_t)((uint64_t)end - (uint64_t)*start);
  }
}

/* ---- pass callbacks ---------------------------------------------------- */

static int on_device_begin(void *ud, uint32_t d) {
  worker_t *wr = ud;
  step_t *s = wr->s;
  if (wr->pass == PASS_DEVICES) {
    if ((size_t)d >= s->devcap) {
      size_t cap = s->devcap;
      device_t *nd;
      if (sl__grow_cap(&cap, (size_t)d + 1, sizeof(device_t)) != 0 ||
          !(nd = realloc(s->devs, cap * sizeof(device_t))))
        return WOOM(wr);
      s->devs = nd;
      s->devcap = cap;
    }
    memset(&s->devs[d], 0, sizeof(device_t));
    s->devs[d].name = sl__str("", 0);
    s->ndev = d + 1;
    return 0;
  }
  if (sl__lanes_reset(&wr->lanes) != 0) return WOOM(wr);
  return 0;
}

static int on_device_name(void *ud, uint32_t d, const uint8_t *p, size_t n) {
  worker_t *wr = ud;
  step_t *s = wr->s;
  uint8_t *copy = malloc(n + 1);
  if (!copy) return WOOM(wr);
  if (n) memcpy(copy, p, n);
  if (s->devs[d].owned) free((void *)s->devs[d].name.p); /* last wins */
  s->devs[d].name = sl__str(copy, n);
  s->devs[d].owned = 1;
  return 0;
}

static int want_kernels(void *ud, uint32_t d) {
  worker_t *wr = ud;
  step_t *s = wr->s;
  return s->devs[d].stream_all && !s->devs[d].hidden;
}

/* A pass that only resolves inputs skips GPU-tracer rows, which have none
 * (the reference skips them too): their nodes need no visit. */
static int want_nodes(void *ud, uint32_t d) {
  worker_t *wr = ud;
  const step_t *s = wr->s;
  /* With two threads the main thread's first pass may run before the
   * device table is there; it never is with a --devices filter, which
   * keeps the device pass first (sl__convert_step). */
  if (s->job->devices && s->job->devices->on && s->devs[d].hidden) return 0;
  return wr->x_events || wr->tensors || wr->objects || wr->check ||
         wr->tap || !s->devs[d].gpu;
}

static int on_kernel(void *ud, uint32_t d, uint32_t node, const uint8_t *p,
                     size_t n, uint64_t off) {
  worker_t *wr = ud;
  step_t *s = wr->s;
  sl_node_fields_t f;
  sl_str_t name, op;
  int64_t k, start, end;
  int added;
  if (scan(wr, d, node, p, n, off, 0, &f) != 0) return SL_EFORMAT;
  sl__kernel_label(f.timeline_label, f.node_name, &name, &op);
  k = sl__strmap_put(&s->knames, name.p, name.n, &added);
  if (k < 0) return WOOM(wr);
  start = f.all_start_micros;
  end = add64(start, f.all_end_rel_micros);
  if (added) {
    if (grow_array(s, (void **)&s->kernels, &s->kcap, (size_t)k + 1,
                   sizeof(kernel_t)) != 0)
      return SL_ENOMEM;
    s->kernels[k].start = start;
    s->kernels[k].end = end;
  } else {
    if (start < s->kernels[k].start) s->kernels[k].start = start;
    if (end > s->kernels[k].end) s->kernels[k].end = end;
  }
  return 0;
}

/* The name of output `i` of a node: "node" for 0, else "node:i". */
static int output_name(worker_t *wr, sl_str_t node, size_t i, sl_str_t *out) {
  char d[24];
  size_t k, need;
  if (i == 0) {
    *out = node;
    return 0;
  }
  k = sl__u64_to_dec(i, d);
  need = node.n + 1 + k;
  if (need > wr->namecap) {
    size_t cap = wr->namecap;
    char *nb;
    if (sl__grow_cap(&cap, need, 1) != 0 || !(nb = realloc(wr->namebuf, cap)))
      return WOOM(wr);
    wr->namebuf = nb;
    wr->namecap = cap;
  }
  if (node.n) memcpy(wr->namebuf, node.p, node.n);
  wr->namebuf[node.n] = ':';
  memcpy(wr->namebuf + node.n + 1, d, k);
  *out = sl__str(wr->namebuf, need);
  return 0;
}

/* The main thread waits here before it first needs the device table. */
static int wait_devices(step_t *s, worker_t *wr) {
  if (wr->await_devices && !s->devices_waited) {
    uv_sem_wait(&s->devices_ready);
    s->devices_waited = 1;
  }
  return wr->abort && atomic_load(wr->abort) ? SL_EABORTED : 0;
}

/* The outputs of a node: entries of the tensor table (tensors) and N/O
 * events (objects).  A later output of the same name replaces the earlier
 * one whole, as the reference's dict assignment does; its object id is the
 * number of names known before it.  A thread that writes the events
 * without owning the table counts the names in a set of its own. */
static int node_outputs(worker_t *wr, uint32_t d, uint32_t node,
                        const uint8_t *p, uint64_t off,
                        const sl_node_fields_t *f,
                        const Tensorflow__NodeExecStats *ns, int64_t start,
                        int64_t end, int64_t lane, uint32_t h0) {
  step_t *s = wr->s;
  sl_outputs_t it;
  size_t i;
  sl__outputs_init(&it, p + f->out_from, f->out_to - f->out_from);
  for (i = 0; i < f->n_output; i++) {
    sl_str_t name, alloc = sl__str("", 0);
    int64_t bytes = 0, t, a;
    uint32_t object_id = 0;
    int added;
    if (output_name(wr, f->node_name, i, &name) != 0) return SL_ENOMEM;
    if (wr->tensors) {
      tensor_t *tt;
      if (s->memory && sl__outputs_next(&it, &bytes, &alloc) < 0)
        return at_node(wr, d, node,
                       sl__err(wr->err, SL_EFORMAT, off,
                               "expected well-formed outputs in the "
                               "NodeExecStats that starts here"));
      /* Most outputs name the allocator the previous one did. */
      if (wr->last_alloc >= 0 &&
          sl__str_eq(s->allocs.keys[wr->last_alloc], (const char *)alloc.p,
                     alloc.n))
        a = wr->last_alloc;
      else
        a = wr->last_alloc = sl__strmap_put(&s->allocs, alloc.p, alloc.n,
                                            &added);
      object_id = (uint32_t)s->tnames.n;
      t = i == 0 ? sl__strmap_put_h(&s->tnames, name.p, name.n, h0, &added)
                 : sl__strmap_put(&s->tnames, name.p, name.n, &added);
      if (a < 0 || t < 0) return WOOM(wr);
      if (grow_array(s, (void **)&s->tensors, &s->tcap, (size_t)t + 1,
                     sizeof(tensor_t)) != 0)
        return SL_ENOMEM;
      tt = &s->tensors[t];
      tt->create = start;
      tt->last_unref = end;
      tt->flow_ts = end;
      tt->bytes = bytes;
      tt->object_id = object_id;
      tt->dev = d;
      tt->flow_tid = (uint32_t)lane;
      tt->alloc = (uint32_t)a;
    }
    if (wr->objects && !wr->tensors) {
      /* Every output is counted, also those the other thread writes. */
      object_id = (uint32_t)wr->objnames.n;
      if (sl__strmap_put(&wr->objnames, name.p, name.n, &added) < 0)
        return WOOM(wr);
    }
    if (ns && wr->w) {
      sl_json_t *w = wr->w;
      const Tensorflow__NodeOutput *out = ns->output[i];
      uint32_t pid;
      if (wait_devices(s, wr) != 0) return SL_EABORTED;
      pid = tensors_pid(s, d);
      sl__ev_id(w, SL_EV_NEW, name, pid, lane, start,
                s->id_base + object_id);
      if (sl__snapshot_text(&wr->text, out->tensor_description, 1))
        return WOOM(wr);
      sl__ev_snapshot(w, name, pid, lane, add64(end, -1),
                      s->id_base + object_id, wr->text.p, wr->text.n);
    }
  }
  return 0;
}

/* Is an op of this duration written (--min-duration)?  Arrows only join
 * ops that are both shown; a tensor's producer spans create..flow_ts. */
static inline int shown(const step_t *s, int64_t dur) {
  return s->opt->min_duration <= 0 || dur >= s->opt->min_duration;
}

/* One input of an op that names tensor t: the tensor is referenced until
 * just before the op ends, and gets a flow arrow when producer and
 * consumer lanes differ. */
static void link_input(worker_t *wr, uint32_t pid, int64_t lane,
                       int64_t start, int64_t dur, int64_t end, sl_str_t in,
                       int64_t t) {
  step_t *s = wr->s;
  tensor_t *tt = &s->tensors[t];
  uint32_t from;
  if (add64(end, -1) > tt->last_unref) tt->last_unref = add64(end, -1);
  from = compute_pid(s, tt->dev);
  if (wr->w && s->opt->show_dataflow &&
      (from != pid || tt->flow_tid != (uint32_t)lane) && shown(s, dur) &&
      shown(s, (int64_t)((uint64_t)tt->flow_ts - (uint64_t)tt->create))) {
    sl_ev_at_t a = {from, tt->flow_tid, tt->flow_ts}, b = {pid, lane, start};
    sl__ev_flow(wr->w, in, &a, &b, s->next_flow++);
  }
}

/* The tensor an input names, after the /_N Send/Recv suffix rule (the
 * name may be shortened), or -1; h is the name's sl__hash. */
static int64_t input_tensor(const step_t *s, sl_str_t *in, uint32_t h) {
  int64_t t = sl__strmap_find_h(&s->tnames, in->p, in->n, h);
  if (t < 0) {
    long cut = sl__recv_suffix(*in);
    if (cut > 0) {
      in->n = (size_t)cut;
      t = sl__strmap_find(&s->tnames, in->p, in->n);
    }
  }
  return t;
}

/* The op of a node: its X event, and its inputs' dataflow. */
static int node_op(worker_t *wr, uint32_t d, const sl_node_fields_t *f,
                   int64_t start, int64_t dur, int64_t end, int64_t lane,
                   sl_node_label_t *lab) {
  step_t *s = wr->s;
  sl_str_t nn, op, inputs = sl__str("", 0), in, argname = f->node_name;
  uint32_t pid = compute_pid(s, d);
  int parsed = 0, recv = SL_STR_EQ(f->node_name, "RecvTensor");
  sl_split_t it;
  sl_json_t *w = wr->w;
  /* Only ops with parsed labels have inputs: without X events to write,
   * GPU-tracer rows and RecvTensor need nothing more. */
  if (!wr->x_events && (s->devs[d].gpu || recv)) return 0;
  if (s->devs[d].gpu) {
    sl__kernel_label(f->timeline_label, f->node_name, &argname, &op);
  } else if (recv) {
    op = sl__str("RecvTensor", 10);
  } else {
    parsed = sl__op_label(f->timeline_label, &nn, &op, &inputs);
    if (!parsed) op = sl__str("unknown", 7);
  }
  lab->name = argname;
  lab->op = op;
  lab->kernel = s->devs[d].gpu;
  if (w && wr->x_events) {
    if (shown(s, dur))
      sl__ev_op(w, op, pid, lane, start, dur, argname,
                parsed ? &inputs : NULL);
    if (wr->ops == 0 || start < wr->t_min) wr->t_min = start;
    if (wr->ops == 0 || end > wr->t_max) wr->t_max = end;
    wr->ops++;
  }
  if (!parsed || !wr->flows) return 0;
  sl__split_init(&it, inputs);
  while (sl__split_next(&it, &in)) {
    int64_t t = input_tensor(s, &in, sl__hash(in.p, in.n));
    if (t >= 0) link_input(wr, pid, lane, start, dur, end, in, t);
  }
  return 0;
}

/* Keeps an op with inputs for the dataflow pass (see flowop_t).  The
 * device table may not be there yet (the second thread builds it): ops of
 * GPU-tracer rows, which have no inputs, are left out there instead. */
static int digest_op(worker_t *wr, uint32_t d, const uint8_t *p, size_t n,
                     const sl_node_fields_t *f, int64_t start, int64_t dur,
                     int64_t lane) {
  step_t *s = wr->s;
  sl_str_t nn, op, inputs, in;
  sl_split_t it;
  flowop_t *o;
  uint64_t body;
  /* GPU-tracer rows get no arrows (the dataflow pass skips them, as the
   * reference does): once the table says which they are, most of a GPU
   * step's nodes, their labels need no parse. */
  if (atomic_load_explicit(&s->devices_known, memory_order_acquire) &&
      d < s->ndev && s->devs[d].gpu)
    return 0;
  if (SL_STR_EQ(f->node_name, "RecvTensor") ||
      !sl__op_label(f->timeline_label, &nn, &op, &inputs) || inputs.n == 0)
    return 0;
  if (grow_array(s, (void **)&s->fops, &s->fopcap, s->nfops + 1,
                 sizeof *s->fops) != 0)
    return SL_ENOMEM;
  body = sl__walker_body_off(wr->walker, n);
  o = &s->fops[s->nfops++];
  o->start = start;
  o->dur = dur;
  o->dev = d;
  o->lane = (uint32_t)lane;
  o->count = 0;
  sl__split_init(&it, inputs);
  while (sl__split_next(&it, &in)) {
    flowin_t *fi;
    /* A label lies within one node of one record, far below 4 GiB. */
    if (in.n >= UINT32_MAX) return OOM(s);
    if (grow_array(s, (void **)&s->fins, &s->fincap, s->nfins + 1,
                   sizeof *s->fins) != 0)
      return SL_ENOMEM;
    fi = &s->fins[s->nfins++];
    o->count++;
    fi->at = body + (uint64_t)(in.p - p);
    fi->n = (uint32_t)in.n;
    fi->h = sl__hash(in.p, in.n);
  }
  return 0;
}

/* Are the step's bytes in memory, where the digest can point? */
static int in_memory(const step_t *s) {
  return s->job->src->fd < 0 && s->job->src->mem != NULL;
}

/* The dataflow pass's lookups are cache misses one after another (the
 * table is megabytes): the slot, the key's place, its bytes, the tensor.
 * Its inputs are known ahead, so each is asked for in three stages, a few
 * inputs apart: the slot (STAGE inputs before the lookup), then from the
 * slot the likely key's place and tensor, then the key's bytes. */
#define STAGE 8
#define RING 32 /* > 2 * STAGE, a power of two */

static void prefetch_input(const step_t *s, size_t k, int64_t *guess) {
  const sl_strmap_t *m = &s->tnames;
  if (k < s->nfins) sl__strmap_prefetch(m, s->fins[k].h);
  if (k >= STAGE && k - STAGE < s->nfins) {
    int64_t g = sl__strmap_guess(m, s->fins[k - STAGE].h);
    guess[(k - STAGE) & (RING - 1)] = g;
    if (g >= 0) {
      __builtin_prefetch(&m->keys[g]);
      __builtin_prefetch(&s->tensors[g]);
    }
  }
  if (k >= 2 * STAGE && k - 2 * STAGE < s->nfins) {
    int64_t g = guess[(k - 2 * STAGE) & (RING - 1)];
    if (g >= 0) __builtin_prefetch(m->keys[g].p);
  }
}

/* The dataflow pass from the digest: the same links, in the same order,
 * as a walk of the step with node_op would make. */
static int digest_flows(worker_t *wr) {
  step_t *s = wr->s;
  const flowin_t *fi = s->fins;
  const uint8_t *bytes = s->job->src->mem;
  size_t i, at = 0;
  int64_t guess[RING];
  for (i = 0; i < 3 * STAGE; i++) prefetch_input(s, i, guess);
  for (i = 0; i < s->nfops; i++) {
    const flowop_t *o = &s->fops[i];
    const flowin_t *last = fi + o->count;
    int gpu = s->devs[o->dev].gpu;
    uint32_t pid = compute_pid(s, o->dev);
    int64_t end = add64(o->start, o->dur);
    if (SL_UNLIKELY((i & 4095) == 0 && wr->abort && *wr->abort))
      return SL_EABORTED;
    for (; fi < last; fi++, at++) {
      sl_str_t in = sl__str(bytes + fi->at, fi->n);
      int64_t t;
      prefetch_input(s, at + 3 * STAGE, guess);
      if (gpu) continue;
      t = input_tensor(s, &in, fi->h);
      if (t >= 0) link_input(wr, pid, o->lane, o->start, o->dur, end, in, t);
    }
    if (wr->w && SL_UNLIKELY(wr->w->rc)) return wr->w->rc;
  }
  return 0;
}

#define LANE_SHIFT 16
#define LANE_CHUNK ((size_t)1 << LANE_SHIFT)
/* Nodes between two publications of the main thread's progress. */
#define LANE_BATCH 1024

/* The main thread keeps node g's lane for the second.  Returns 0 or
 * SL_ENOMEM. */
static int publish_lane(worker_t *wr, size_t g, int64_t lane) {
  step_t *s = wr->s;
  size_t c = g >> LANE_SHIFT;
  if (c >= s->nlchunks) return SL_ENOMEM; /* more nodes than bytes */
  if (!s->lchunks[c] &&
      !(s->lchunks[c] = malloc(LANE_CHUNK * sizeof **s->lchunks)))
    return SL_ENOMEM;
  s->lchunks[c][g & (LANE_CHUNK - 1)] = (uint32_t)lane;
  if ((g + 1) % LANE_BATCH == 0)
    atomic_store_explicit(&s->lanes_done, g + 1, memory_order_release);
  return 0;
}

/* The main thread's tensor pass has ended (rc its result): the second
 * thread stops waiting for lanes. */
static void end_lanes(step_t *s, const worker_t *wr, int rc) {
  atomic_store_explicit(&s->lanes_done, wr->seen, memory_order_release);
  atomic_store_explicit(&s->lanes_end, rc == 0 ? 1 : -1,
                        memory_order_release);
}

/* The second thread takes node g's lane from the main thread's tensor
 * pass instead of assigning it again: both walk the same nodes in the
 * same order, and the main thread runs ahead (the second walks the
 * devices first and does more a node), so it seldom waits.  Returns the
 * lane; 0 when the main thread's pass failed before node g (the step
 * fails with its error, and what this thread writes is not kept); -1 when
 * the pass ended without node g, which cannot happen. */
static int64_t shared_lane(worker_t *wr, size_t g) {
  step_t *s = wr->s;
  while (g >= wr->lanes_known) {
    int end = atomic_load_explicit(&s->lanes_end, memory_order_acquire);
    wr->lanes_known =
        atomic_load_explicit(&s->lanes_done, memory_order_acquire);
    if (g < wr->lanes_known) break;
    if (end < 0) return 0;
    if (end > 0) return -1;
    sched_yield();
  }
  return s->lchunks[g >> LANE_SHIFT][g & (LANE_CHUNK - 1)];
}

/* One node, doing what the worker's flags ask. */
static int on_node(void *ud, uint32_t d, uint32_t node, const uint8_t *p,
                   size_t n, uint64_t off) {
  worker_t *wr = ud;
  step_t *s = wr->s;
  Tensorflow__NodeExecStats *ns = NULL;
  sl_node_fields_t f;
  sl_node_label_t lab;
  int64_t start, dur, end, lane;
  uint32_t h0 = 0;
  int rc;
  int decodes = wr->objects && wr->w &&
                (wr->share == 0 || (node & 1) == (uint32_t)(wr->share - 1));
  if (SL_UNLIKELY(wr->abort && *wr->abort)) return SL_EABORTED;
  /* Nested messages are checked, as a decoder would, in the scan that
   * reads the fields — also for a node decoded whole below: protobuf-c
   * lets through what the check refuses (a length-delimited bool, as if
   * packed), and a step must convert or fail the same with and without
   * --show-memory.  Snapshots need the outputs' descriptions: then the
   * node is decoded too. */
  if (scan(wr, d, node, p, n, off, wr->check, &f) != 0) return SL_EFORMAT;
  /* The first output's name is the node's: its hash slot is asked for
   * now and used after the lanes, so the miss overlaps that work. */
  if (wr->tensors && f.n_output > 0) {
    h0 = sl__hash(f.node_name.p, f.node_name.n);
    sl__strmap_prefetch(&s->tnames, h0);
  }
  if (decodes && f.n_output > 0) {
    ns = decode(wr, d, node, p, n, off);
    if (!ns) return SL_EFORMAT;
  }
  op_times(s, d, &f, &start, &dur);
  end = add64(start, dur);
  if (wr->lanes_in) {
    lane = shared_lane(wr, wr->seen++);
    if (SL_UNLIKELY(lane < 0))
      return sl__err(wr->err, SL_EFORMAT, off,
                     "internal error: the threads walked different nodes");
  } else {
    lane = sl__lanes_assign(&wr->lanes, start, end);
    if (lane < 0) return WOOM(wr);
    if (wr->lanes_out && publish_lane(wr, wr->seen++, lane) != 0)
      return WOOM(wr);
  }
  if ((wr->tensors || wr->objects) && f.n_output > 0) {
    rc = node_outputs(wr, d, node, p, off, &f, ns, start, end, lane, h0);
    if (rc) return rc;
  }
  if (wr->digest && (rc = digest_op(wr, d, p, n, &f, start, dur, lane)))
    return rc;
  /* What node_op reads of the label, the taps need too (kernel -1: not
   * read). */
  lab.kernel = -1;
  if (wr->x_events || wr->flows) {
    rc = node_op(wr, d, &f, start, dur, end, lane, &lab);
    if (rc) return rc;
  }
  if (wr->tap) {
    const sl_node_label_t *l = lab.kernel >= 0 ? &lab : NULL;
    size_t i;
    for (i = 0; i < s->job->ntaps; i++) {
      const sl_step_tap_t *t = &s->job->taps[i];
      if (t->node && (rc = t->node(t->ud, d, &f, l, p, n, off, wr->err)) != 0)
        return at_node(wr, d, node, rc);
    }
  }
  return wr->w ? wr->w->rc : 0;
}

/* ---- passes ------------------------------------------------------------ */

/* The taps learn the devices before the first node (the table is there:
 * the carrier's pass follows the device pass). */
static int tap_devices(worker_t *wr) {
  const step_t *s = wr->s;
  sl_str_t *names = malloc((s->ndev + 1) * sizeof *names);
  size_t i;
  int rc = 0;
  if (!names) return WOOM(wr);
  for (i = 0; i < s->ndev; i++) names[i] = s->devs[i].name;
  for (wr->tapped = 0; wr->tapped < s->job->ntaps; wr->tapped++) {
    const sl_step_tap_t *t = &s->job->taps[wr->tapped];
    if (t->devices && (rc = t->devices(t->ud, names, s->ndev, wr->err)) != 0)
      break;
  }
  free(names);
  return rc;
}

/* Each tap that began hears how its pass ended; the first error stays. */
static int tap_end(worker_t *wr, int rc) {
  size_t i;
  for (i = 0; i < wr->tapped; i++) {
    const sl_step_tap_t *t = &wr->s->job->taps[i];
    int erc = t->end ? t->end(t->ud, rc, wr->err) : 0;
    if (rc == 0) rc = erc;
  }
  wr->tapped = 0;
  return rc;
}

static int run_pass(worker_t *wr, int pass) {
  step_t *s = wr->s;
  sl_walker_cb_t cb;
  sl_walker_t wk;
  int rc;
  memset(&cb, 0, sizeof cb);
  cb.ud = wr;
  cb.device_begin = on_device_begin;
  switch (pass) {
  case PASS_DEVICES:
    cb.device_name = on_device_name;
    break;
  case PASS_KERNELS:
    cb.want_nodes = want_kernels;
    cb.node = on_kernel;
    break;
  default:
    cb.want_nodes = want_nodes;
    cb.node = on_node;
    break;
  }
  wr->pass = pass;
  if (pass == PASS_NODES && wr->tap) {
    rc = tap_devices(wr);
    if (rc) return tap_end(wr, rc);
  }
  sl__walker_init(&wk, s->job->top, s->job->off, s->job->len,
                  s->opt->max_record, &cb, wr->err);
  wr->walker = &wk;
  rc = sl__source_feed_on(s->job->src, wr->loop, s->job->off, s->job->len,
                          sl__walker_chunk, &wk, wr->err);
  if (rc == 0) rc = sl__walker_finish(&wk);
  sl__walker_close(&wk);
  if (pass == PASS_NODES && wr->tap) rc = tap_end(wr, rc);
  return rc;
}

static int cmp_dev_name(const void *x, const void *y, void *ud) {
  const device_t *devs = ud;
  uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
  int c = sl__str_cmp(devs[a].name, devs[b].name);
  return c ? c : (a < b ? -1 : a > b);
}

void sl__merge_close(sl_merge_t *m) {
  size_t i;
  for (i = 0; i < m->ndev; i++) free(m->devs[i].name);
  free(m->devs);
  memset(m, 0, sizeof *m);
}

/* Registers device i's name with the pid it got, unless known. */
static int merge_add(step_t *s, sl_merge_t *m, sl_error_t *err,
                     const char *name, size_t n, uint32_t pid, size_t *at) {
  size_t j;
  sl_merge_dev_t *d;
  for (j = 0; j < m->ndev; j++)
    if (m->devs[j].n == n && (n == 0 || memcmp(m->devs[j].name, name, n) == 0))
      break;
  *at = j;
  if (j < m->ndev) return 0;
  if (m->ndev == m->devcap) {
    size_t cap = m->devcap;
    sl_merge_dev_t *nd;
    if (sl__grow_cap(&cap, m->ndev + 1, sizeof *nd) != 0 ||
        !(nd = realloc(m->devs, cap * sizeof *nd)))
      return sl__err(err, SL_ENOMEM, s->job->off, "out of memory");
    m->devs = nd;
    m->devcap = cap;
  }
  d = &m->devs[m->ndev];
  d->name = malloc(n + 1);
  if (!d->name) return sl__err(err, SL_ENOMEM, s->job->off, "out of memory");
  if (n) memcpy(d->name, name, n);
  d->name[n] = '\0';
  d->n = n;
  d->pid = pid;
  m->ndev++;
  return 1;
}

/* A merged trace keeps one pid pair per device name for the whole log
 * (names as devnames.h shows several workers' devices): a device seen
 * before keeps its pids, a new one gets the next pair and its metadata
 * events, with sort indices so viewers keep the order in which devices
 * first appeared. */
static int merged_devices(step_t *s, sl_json_t *w, sl_error_t *err) {
  sl_merge_t *m = s->job->merge;
  char *full = NULL;
  size_t fcap = 0, i, j;
  int rc = 0;
  for (i = 0; i < s->ndev && rc >= 0; i++) {
    sl_str_t nm = s->devs[i].name;
    size_t need = sl__worker_name_max(m->worker, nm.n), n;
    if (s->devs[i].hidden) continue;
    if (need > fcap) {
      char *nf = realloc(full, need);
      if (!nf) {
        rc = sl__err(err, SL_ENOMEM, s->job->off, "out of memory");
        break;
      }
      full = nf;
      fcap = need;
    }
    n = sl__worker_name(m->worker, nm, full);
    rc = merge_add(s, m, err, full, n, m->next_pid, &j);
    if (rc == 1) {
      sl_merge_dev_t *d = &m->devs[j];
      sl_str_t dn = sl__str(d->name, d->n);
      m->next_pid += 2;
      if (w) {
        sl__ev_process(w, d->pid, dn, " Compute");
        sl__ev_sort_index(w, d->pid, d->pid);
        sl__ev_process(w, d->pid + 1, dn, " Tensors");
        sl__ev_sort_index(w, d->pid + 1, d->pid + 1);
      }
    }
    if (rc >= 0) s->devs[i].pid = m->devs[j].pid;
  }
  free(full);
  if (rc < 0) return rc;
  return w ? w->rc : 0;
}

/* The first step of a log is written as the single-step trace; the merge
 * then carries its pids on for the steps that follow. */
static int first_devices(step_t *s, sl_error_t *err) {
  sl_merge_t *m = s->job->merge;
  uint32_t kept = 0;
  size_t i, j;
  for (i = 0; i < s->ndev; i++) {
    const device_t *d = &s->devs[i];
    if (d->hidden) continue;
    kept++;
    if (merge_add(s, m, err, (const char *)d->name.p, d->name.n, d->pid,
                  &j) < 0)
      return SL_ENOMEM;
  }
  m->next_pid = 1 + 2 * kept;
  return 0;
}

/* Pids, device classes and the devices' metadata events (written to w,
 * which may be NULL).  Runs on whichever thread walked the devices. */
static int setup_devices(step_t *s, sl_json_t *w, sl_error_t *err) {
  size_t i, j;
  int kernels = 0;
  uint32_t rank = 0;
  uint32_t *order = malloc((s->ndev + 1) * sizeof(uint32_t));
  if (!order) return sl__err(err, SL_ENOMEM, s->job->off, "out of memory");
  for (i = 0; i < s->ndev; i++) {
    device_t *d = &s->devs[i];
    order[i] = (uint32_t)i;
    d->gpu = sl__str_contains(d->name, "/stream:") ||
             sl__str_contains(d->name, "/memcpy");
    d->stream_all = sl__str_contains(d->name, "/stream:all");
    d->job = !d->stream_all && sl__str_contains(d->name, "/job");
    /* A device the filter leaves out is as if absent: the others are
     * numbered (and get pids) as they would be without it. */
    d->hidden = !sl__devfilter_keeps(s->job->devices, d->name);
    d->rank = rank;
    if (!d->hidden) rank++;
    if (d->stream_all && !d->hidden) kernels = 1;
  }
  /* The reference keys pids by device name: a repeated name keeps the
   * pids of its last occurrence for all its events.  Sorting by (name,
   * index) puts each name's last occurrence at the end of its run. */
  qsort_r(order, s->ndev, sizeof(uint32_t), cmp_dev_name, s->devs);
  for (i = 0; i < s->ndev; i = j) {
    for (j = i + 1; j < s->ndev && sl__str_cmp(s->devs[order[i]].name,
                                               s->devs[order[j]].name) == 0;
         j++) {
    }
    {
      size_t k;
      for (k = i; k < j; k++) s->devs[order[k]].eff = order[j - 1];
    }
  }
  free(order);
  /* Written only when the kernel pass runs (serially, before any second
   * thread), so a concurrent reader never sees it change. */
  if (s->opt->op_time != SL_OP_TIME_SCHEDULE) s->have_kernels = kernels;
  if (s->job->merge && !s->job->merge->first_single)
    return merged_devices(s, w, err);
  for (i = 0; i < s->ndev; i++)
    s->devs[i].pid = 1 + 2 * s->devs[s->devs[i].eff].rank;
  if (w) {
    for (i = 0; i < s->ndev; i++) {
      uint32_t r = s->devs[i].rank;
      if (s->devs[i].hidden) continue;
      sl__ev_process(w, 1 + 2 * r, s->devs[i].name, " Compute");
      sl__ev_process(w, 2 + 2 * r, s->devs[i].name, " Tensors");
    }
  }
  if (s->job->merge && first_devices(s, err) != 0) return SL_ENOMEM;
  return w ? w->rc : 0;
}


static int on_counter(void *ud, uint32_t alloc, int64_t time, int64_t total) {
  step_t *s = ud;
  if (s->job->counter) {
    int rc = s->job->counter(s->job->counter_ud, s->allocs.keys[alloc], time,
                             total);
    if (rc) return rc;
  }
  if (!s->w || !s->opt->show_memory) return 0;
  sl__ev_counter(s->w, s->allocs.keys[alloc], time, total);
  return s->w->rc;
}

static int cmp_max(const void *x, const void *y, void *ud) {
  const step_t *s = ud;
  const sl_sweep_max_t *a = x, *b = y;
  return sl__str_cmp(s->allocs.keys[a->alloc], s->allocs.keys[b->alloc]);
}

/* Both threads write whole events into one output, one sink call at a
 * time.  Which thread's chunk comes first depends on timing, so with two
 * threads the events are the same from run to run but their order may
 * differ; --threads=1 gives byte-for-byte reproducible output. */
typedef struct locked_sink_s {
  uv_mutex_t mu;
  sl_sink_fn fn;
  void *ud;
} locked_sink_t;

static int locked_sink(void *ud, const void *p, size_t n) {
  locked_sink_t *l = ud;
  int rc;
  uv_mutex_lock(&l->mu);
  rc = l->fn(l->ud, p, n);
  uv_mutex_unlock(&l->mu);
  return rc;
}

/* Shares the step's output between threads: what is buffered goes out
 * first, then the writer (and side writers from side_writer()) write whole
 * events through one mutex.  unshare_output() undoes it. */
static int share_output(step_t *s, locked_sink_t *ls) {
  sl_json_t *w = s->w;
  int rc = sl__json_flush(w);
  if (rc != 0) return rc;
  if (uv_mutex_init(&ls->mu) != 0) return OOM(s);
  ls->fn = w->sink;
  ls->ud = w->sink_ud;
  w->sink = locked_sink;
  w->sink_ud = ls;
  /* Between events, inside the events array: depth 2 in an object
   * trace, 1 in the array form `follow` writes. */
  sl__json_continue_array(w, w->depth);
  return 0;
}

static int side_writer(step_t *s, locked_sink_t *ls, sl_json_t *side) {
  if (sl__json_init(side, SL_JSON_BUFSIZE, s->opt->pretty, locked_sink, ls))
    return OOM(s);
  sl__json_continue_array(side, s->w->depth);
  return 0;
}

static void unshare_output(step_t *s, locked_sink_t *ls) {
  s->w->sink = ls->fn;
  s->w->sink_ud = ls->ud;
  uv_mutex_destroy(&ls->mu);
}

/* D events: each final tensor at its last use. */
static int delete_events(step_t *s, sl_json_t *w) {
  size_t i;
  for (i = 0; i < s->tnames.n; i++) {
    const tensor_t *t = &s->tensors[i];
    sl__ev_id(w, SL_EV_DELETE, s->tnames.keys[i], tensors_pid(s, t->dev), 0,
              t->last_unref, s->id_base + t->object_id);
  }
  return sl__json_flush(w);
}

typedef struct dthread_s {
  step_t *s;
  sl_json_t w;
  int rc;
} dthread_t;

static void d_main(void *arg) {
  dthread_t *d = arg;
  d->rc = delete_events(d->s, &d->w);
}

static int memory_end(step_t *s) {
  size_t n = s->tnames.n, i;
  sl_sweep_tensor_t *in = malloc((n + 1) * sizeof *in);
  sl_sweep_t sw;
  int rc = 0, events = s->w && s->opt->show_memory, started = 0;
  locked_sink_t ls;
  dthread_t d;
  uv_thread_t tid;
  if (!in) return OOM(s);
  for (i = 0; i < n; i++) {
    const tensor_t *t = &s->tensors[i];
    in[i].name = s->tnames.keys[i];
    in[i].create = t->create;
    in[i].last_unref = t->last_unref;
    in[i].bytes = t->bytes;
    in[i].alloc = t->alloc;
  }
  /* With two threads the D events are written beside the sweep. */
  if (events && s->opt->threads >= 2) {
    rc = share_output(s, &ls);
    if (rc == 0) {
      d.s = s;
      d.rc = 0;
      rc = side_writer(s, &ls, &d.w);
      if (rc == 0 && uv_thread_create(&tid, d_main, &d) == 0)
        started = 1;
      else if (rc == 0)
        rc = delete_events(s, &d.w);
      if (rc != 0 || !started) {
        s->w->events += d.w.events;
        sl__json_close(&d.w);
        unshare_output(s, &ls);
      }
    }
  } else if (events) {
    rc = delete_events(s, s->w);
  }
  if (rc == 0)
    rc = sl__sweep_run(&sw, in, n, (uint32_t)s->allocs.n,
                       s->job->maxima_values,
                       events || s->job->counter ? on_counter : NULL, s);
  else
    memset(&sw, 0, sizeof sw);
  if (started) {
    int frc = sl__json_flush(s->w);
    uv_thread_join(&tid);
    if (rc == 0) rc = frc ? frc : d.rc;
    s->w->events += d.w.events;
    sl__json_close(&d.w);
    unshare_output(s, &ls);
  }
  if (rc == 0 && s->job->maxima) {
    sl_alloc_max_t *mx = calloc(sw.n_maxima + 1, sizeof *mx);
    const char **names = malloc((n + 1) * sizeof *names);
    size_t *lens = malloc((n + 1) * sizeof *lens);
    int64_t *bytes = malloc((n + 1) * sizeof *bytes);
    size_t used = 0;
    if (!mx || !names || !lens || !bytes) {
      rc = OOM(s);
    } else {
      qsort_r(sw.maxima, sw.n_maxima, sizeof *sw.maxima, cmp_max, s);
      for (i = 0; i < sw.n_maxima; i++) {
        const sl_sweep_max_t *m = &sw.maxima[i];
        size_t j;
        mx[i].allocator = (const char *)s->allocs.keys[m->alloc].p;
        mx[i].allocator_len = s->allocs.keys[m->alloc].n;
        mx[i].timestamp = m->timestamp;
        mx[i].num_bytes = m->num_bytes;
        mx[i].n_tensors = m->n_tensors;
        mx[i].tensors = names + used;
        mx[i].tensor_lens = lens + used;
        mx[i].tensor_bytes = bytes + used;
        for (j = 0; j < m->n_tensors; j++) {
          names[used] = (const char *)in[m->tensors[j]].name.p;
          bytes[used] = in[m->tensors[j]].bytes;
          lens[used++] = in[m->tensors[j]].name.n;
        }
      }
      rc = s->job->maxima(s->job->maxima_ud, s->job->info, mx,
                           sw.n_maxima);
    }
    free(mx);
    free(names);
    free(lens);
    free(bytes);
  }
  sl__sweep_close(&sw);
  free(in);
  if (rc == 0 && s->w) rc = s->w->rc;
  return rc;
}

/* ---- threads ----------------------------------------------------------- */

static void worker_init(worker_t *wr, step_t *s, sl_json_t *w,
                        sl_error_t *err, uv_loop_t *loop,
                        atomic_int *abort_flag) {
  memset(wr, 0, sizeof *wr);
  wr->s = s;
  wr->w = w;
  wr->err = err;
  wr->loop = loop;
  wr->abort = abort_flag;
  wr->last_alloc = -1;
  sl__lanes_init(&wr->lanes);
}

/* A mimalloc heap serves the thread that made it, so each worker's arenas
 * are made and destroyed by the thread that runs it. */
static int worker_arenas(worker_t *wr) {
  if (sl__arena_init(&wr->scratch) != 0) return SL_ENOMEM;
  if (sl__arena_init(&wr->objarena) != 0) {
    sl__arena_close(&wr->scratch);
    return SL_ENOMEM;
  }
  sl__strmap_init(&wr->objnames, &wr->objarena);
  return 0;
}

static void worker_arenas_close(worker_t *wr) {
  sl__arena_close(&wr->scratch);
  sl__arena_close(&wr->objarena);
}

static void worker_close(worker_t *wr) {
  sl__lanes_close(&wr->lanes);
  sl__text_close(&wr->text);
  free(wr->namebuf);
}

/* The second thread writes the X events and the N/O tensor events: they
 * need lanes, labels and output names, not the tensor table, so they are
 * produced while the main thread builds the table and resolves dataflow.
 * It also checks (or decodes) every node's nested messages. */
typedef struct xthread_s {
  worker_t k;
  sl_json_t w;
  sl_error_t err;
  uv_loop_t loop;
  int rc;
} xthread_t;

static void x_main(void *arg) {
  xthread_t *x = arg;
  int posted = !x->k.devices;
  if (worker_arenas(&x->k) != 0) {
    x->rc = sl__err(&x->err, SL_ENOMEM, 0, "out of memory");
  } else if (uv_loop_init(&x->loop) != 0) {
    x->rc = sl__err(&x->err, SL_ENOMEM, 0, "cannot start an event loop");
    worker_arenas_close(&x->k);
  } else {
    x->k.loop = &x->loop;
    x->rc = 0;
    if (x->k.devices) {
      x->rc = run_pass(&x->k, PASS_DEVICES);
      if (x->rc == 0) x->rc = setup_devices(x->k.s, &x->w, &x->err);
      if (x->rc == 0)
        atomic_store_explicit(&x->k.s->devices_known, 1,
                              memory_order_release);
      if (x->rc != 0) atomic_store(x->k.abort, 1);
      uv_sem_post(&x->k.s->devices_ready);
      posted = 1;
    }
    if (x->rc == 0) x->rc = run_pass(&x->k, PASS_NODES);
    if (x->rc == 0 && x->k.w) x->rc = sl__json_flush(&x->w);
    uv_run(&x->loop, UV_RUN_DEFAULT);
    uv_loop_close(&x->loop);
    worker_arenas_close(&x->k);
  }
  if (x->rc != 0) atomic_store(x->k.abort, 1);
  /* The main thread may be waiting for the device table: never leave it
   * waiting, whatever failed. */
  if (!posted) uv_sem_post(&x->k.s->devices_ready);
}

/* Adds the op span a worker measured to the step's. */
static void add_span(step_t *s, const worker_t *wr) {
  if (wr->ops == 0) return;
  if (s->ops == 0 || wr->t_min < s->t_min) s->t_min = wr->t_min;
  if (s->ops == 0 || wr->t_max > s->t_max) s->t_max = wr->t_max;
  s->ops += wr->ops;
}

/* Runs the tensor and op passes: on two threads when a trace is written
 * (X events on the second) or when taps ride along (taps on the second),
 * else on this one. */
static int node_passes(step_t *s, worker_t *main_k, int devices_on_x) {
  const sl_options_t *opt = s->opt;
  int need_flows = opt->show_dataflow || s->memory;
  int digest = need_flows && in_memory(s);
  xthread_t *x;
  locked_sink_t ls;
  uv_thread_t tid;
  sl_json_t *w = s->w;
  int rc = 0, xrc, started = 0, shared = 0;

  if ((!w && s->job->ntaps == 0) || opt->threads < 2) {
    /* One thread: the table and objects first, then ops and dataflow.
     * The table serves only dataflow and the memory analysis.  Nested
     * messages are checked by the first pass that runs. */
    int first = need_flows || (w && opt->show_memory);
    /* Without events or taps the second pass would only resolve
     * dataflow: the first keeps what that needs instead. */
    digest = digest && !w && s->job->ntaps == 0;
    main_k->check = 1;
    main_k->tensors = need_flows;
    main_k->digest = digest;
    main_k->objects = w && opt->show_memory;
    if (first) {
      rc = run_pass(main_k, PASS_NODES);
      if (rc) return rc;
    }
    main_k->check = !first;
    main_k->tensors = main_k->objects = main_k->digest = 0;
    main_k->x_events = w != NULL;
    main_k->flows = 1;
    main_k->tap = s->job->ntaps > 0;
    return digest ? digest_flows(main_k) : run_pass(main_k, PASS_NODES);
  }
  x = calloc(1, sizeof *x);
  if (!x) return OOM(s);
  sl__err_clear(&x->err);
  if (w) {
    /* The header and metadata go out first, then both threads append. */
    rc = share_output(s, &ls);
    if (rc == 0) {
      shared = 1;
      rc = side_writer(s, &ls, &x->w);
    }
  }
  if (rc == 0) {
    worker_init(&x->k, s, w ? &x->w : NULL, &x->err, NULL, main_k->abort);
    x->k.x_events = w != NULL;
    /* Tensor objects are the heavy part of --show-memory (decoding and
     * snapshot text): the two threads take alternate nodes. */
    x->k.objects = w && opt->show_memory;
    x->k.share = 2;
    x->k.check = 1;
    x->k.tap = s->job->ntaps > 0;
    x->k.devices = devices_on_x;
    /* The second thread takes its lanes from this one's tensor pass,
     * which assigns them anyway (3-4 ms of the second thread's CPU a
     * 100k-op step). */
    if (need_flows) {
      s->nlchunks = (size_t)(s->job->len / 2 >> LANE_SHIFT) + 1;
      s->lchunks = calloc(s->nlchunks, sizeof *s->lchunks);
      if (!s->lchunks) rc = OOM(s);
      main_k->lanes_out = x->k.lanes_in = 1;
    }
  }
  if (rc == 0) {
    if (uv_thread_create(&tid, x_main, x) != 0) rc = OOM(s);
    else started = 1;
  }
  if (rc == 0) {
    main_k->tensors = need_flows;
    main_k->digest = digest;
    main_k->objects = w && opt->show_memory;
    main_k->share = 1;
    main_k->await_devices = devices_on_x;
    if (need_flows) rc = run_pass(main_k, PASS_NODES);
    if (main_k->lanes_out) end_lanes(s, main_k, rc);
    main_k->lanes_out = 0;
    main_k->tensors = main_k->objects = main_k->digest = 0;
    main_k->flows = 1;
    if (rc == 0) rc = wait_devices(s, main_k);
    if (rc == 0 && need_flows)
      rc = digest ? digest_flows(main_k) : run_pass(main_k, PASS_NODES);
    if (rc == 0 && w) rc = sl__json_flush(w);
    /* When the memory model's end writes no events (only the maxima
     * and counters), it runs while the second thread finishes. */
    if (rc == 0 && s->memory && !(w && opt->show_memory)) {
      rc = memory_end(s);
      s->memory_done = 1;
    }
  }
  /* A failure here does not stop the second thread: it checks every
   * node (nested messages too) in the step's order, so its first error is
   * at the first bad node, where one thread would stop, with the message
   * one thread gives.  This thread's pass reads less (outputs, no nested
   * check) and runs ahead; stopping the other at its first error made a
   * damaged step's error depend on timing and differ from --threads=1
   * (test-convert: "taps on two threads"). */
  if (rc != 0 && !started) atomic_store(main_k->abort, 1);
  if (started) {
    uv_thread_join(&tid);
    xrc = x->rc;
    /* The second thread's own failure comes first; else this one's. */
    if (xrc != 0 && xrc != SL_EABORTED) {
      rc = xrc;
      if (s->err) *s->err = x->err;
    }
  }
  if (shared) {
    unshare_output(s, &ls);
    w->events += x->w.events;
    sl__json_close(&x->w);
  }
  if (rc == 0) add_span(s, &x->k);
  if (s->lchunks) {
    size_t i;
    for (i = 0; i < s->nlchunks; i++) free(s->lchunks[i]);
    free(s->lchunks);
    s->lchunks = NULL;
  }
  worker_close(&x->k);
  free(x);
  return rc;
}

int sl__convert_step(const sl_step_job_t *job, sl_error_t *err) {
  step_t s;
  worker_t mk;
  atomic_int abort_flag;
  int rc = 0, devices_on_x;
  size_t i;
  memset(&s, 0, sizeof s);
  s.job = job;
  s.opt = job->opt;
  s.w = job->w;
  s.err = err;
  s.memory = (job->w && job->opt->show_memory) || job->maxima || job->counter;
  atomic_init(&abort_flag, 0);
  atomic_init(&s.devices_known, 0);
  worker_init(&mk, &s, job->w, err, &job->src->loop, &abort_flag);
  if (sl__arena_init(&s.arena) != 0 || worker_arenas(&mk) != 0) {
    sl__arena_close(&s.arena);
    return sl__err(err, SL_ENOMEM, job->off, "out of memory");
  }
  sl__strmap_init(&s.tnames, &s.arena);
  sl__strmap_init(&s.allocs, &s.arena);
  sl__strmap_init(&s.knames, &s.arena);

  /* With two threads and recorded op times, the second thread walks the
   * devices while this one starts on the tensor table; otherwise the
   * devices come first, here. */
  devices_on_x = job->w && s.opt->threads >= 2 &&
                 s.opt->op_time == SL_OP_TIME_SCHEDULE &&
                 !(job->devices && job->devices->on);
  if (job->w && (!job->merge || job->merge->first_single))
    sl__ev_process(job->w, 0, sl__str("Allocators", 10), NULL);
  if (job->merge) {
    s.next_flow = job->merge->flow_base;
    s.id_base = job->merge->id_base;
  }
  if (devices_on_x) {
    if (uv_sem_init(&s.devices_ready, 0) != 0)
      rc = sl__err(err, SL_ENOMEM, job->off, "out of memory");
    else
      s.devices_sem = 1;
  } else {
    rc = run_pass(&mk, PASS_DEVICES);
    if (rc == 0) rc = setup_devices(&s, job->w, err);
    if (rc == 0) atomic_store(&s.devices_known, 1);
    if (rc == 0 && s.have_kernels) rc = run_pass(&mk, PASS_KERNELS);
  }
  if (rc == 0) rc = node_passes(&s, &mk, devices_on_x);
  if (rc == 0 && s.memory && !s.memory_done) rc = memory_end(&s);
  if (rc == 0) {
    add_span(&s, &mk);
    if (job->out) {
      job->out->t_min = s.t_min;
      job->out->t_max = s.t_max;
      job->out->ops = s.ops;
    }
    if (job->merge) {
      job->merge->first_single = 0;
      job->merge->flow_base = s.next_flow;
      /* Ids go up to the number of names (a replaced name takes the
       * count of names before it), so the next step starts past it. */
      job->merge->id_base += s.tnames.n + 1;
    }
  }
  if (rc != 0 && err && err->code == 0) {
    /* A sink error carries no location of its own. */
    sl__err(err, rc, job->off, "cannot write the output: %s",
            sl_strerror(rc));
  }
  if (err && rc != 0 && err->record < 0) err->record = job->record;

  worker_close(&mk);
  worker_arenas_close(&mk);
  for (i = 0; i < s.ndev; i++)
    if (s.devs[i].owned) free((void *)s.devs[i].name.p);
  free(s.devs);
  if (s.devices_sem) uv_sem_destroy(&s.devices_ready);
  sl__arena_close(&s.arena);
  return rc;
}

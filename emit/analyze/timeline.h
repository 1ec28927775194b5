/* TensorFlow's timeline (the reference's analyze_step_stats), as passes
 * over a step's nodes instead of over a decoded copy:
 *
 *   devices  pids and the processes' metadata          (timeline_devices.c)
 *   kernels  (--op-time gpu|all) the ops' kernel spans (emit/model/step.c)
 *   tensors  every node: outputs -> the tensor table   (timeline_tensors.c)
 *   objects  tensor objects N and O                    (timeline_tensors.c)
 *   ops      X events; inputs -> dataflow arrows and
 *            tensors' last uses                        (timeline_ops.c)
 *   memory   D events; the sweep line -> C events and
 *            the allocator maxima                      (timeline_memory.c)
 *
 * The tensors pass must see every producer before the dataflow resolves
 * any input (a consumer may come before its producer in file order, and a
 * later output of the same name replaces the earlier one for every
 * consumer).  For a step whose bytes are in memory, the tensors pass also
 * keeps a digest of the ops with inputs, and the dataflow runs over it
 * instead of walking the step again.  Which pass runs where is
 * emit/run/schedule.c's. */
#ifndef SL_TIMELINE_H
#define SL_TIMELINE_H

#include "emit/model/step.h"
#include "emit/write/timeline_writer.h"

/* Log-wide state of a merged trace (several steps in one trace): one pid
 * pair per device name for the whole log, object and flow ids that do not
 * repeat across steps.  Zero it, then pass it to each step. */
typedef struct sl_merge_dev_s {
  char *name;
  size_t n;
  uint32_t pid;              /* Compute pid; Tensors is pid + 1          */
} sl_merge_dev_t;

typedef struct sl_merge_s {
  sl_merge_dev_t *devs;
  size_t ndev, devcap;
  uint32_t next_pid;         /* the first pid for devices; then +2 each */
  uint64_t id_base;          /* object ids used by earlier steps         */
  uint64_t flow_base;        /* flow ids used by earlier steps           */
  int first_single;          /* the next step is the first, written as
                              * the single-step trace (pids, metadata);
                              * its devices keep those pids after it   */
  const sl_worker_t *worker; /* the input's worker when several are
                              * merged (devnames.h); NULL for one input */
} sl_merge_t;

void sl__merge_close(sl_merge_t *m);

typedef struct sl_tensor_s {
  int64_t create, last_unref, flow_ts, bytes;
  uint32_t object_id;
  uint32_t dev;       /* producing device: its pids give pid and flow pid */
  uint32_t flow_tid, alloc;
} sl_tensor_t;

/* An op with inputs as the tensors pass saw it (the digest): its inputs
 * are places in the step's bytes, 32 bytes an op and 16 an input. */
typedef struct sl_flowop_s {
  int64_t start, dur;
  uint32_t dev, lane;
  uint32_t count;     /* its inputs: the next `count` sl_flowin_t     */
} sl_flowop_t;

typedef struct sl_flowin_s {
  uint64_t at;        /* the name's place in the source's bytes       */
  uint32_t n, h;      /* its length and sl__hash                      */
} sl_flowin_t;

/* The memory model's outputs beyond the trace. */
typedef struct sl_memory_out_s {
  sl_maxima_fn maxima;       /* allocator maximums; NULL for none       */
  void *maxima_ud;
  int values_only;           /* ... their figures only: no tensor lists */
  /* Every counter value, allocator by allocator in time order (what the
   * C events show); NULL for none. */
  int (*counter)(void *ud, sl_str_t alloc, int64_t time, int64_t total);
  void *counter_ud;
} sl_memory_out_t;

/* One step's timeline: the tables its passes share.  The device table is
 * the step's; the rest is built by the tensors pass (the main thread) and
 * only read by the others after it. */
typedef struct sl_timeline_s {
  sl_step_t *s;
  const sl_options_t *opt;
  sl_merge_t *merge;         /* NULL: the reference's single-step trace  */
  int memory;                /* the memory model runs                    */
  const sl_memory_out_t *mem; /* may be NULL                              */
  uint64_t id_base;          /* added to object ids (merged traces)      */
  uint64_t next_flow;
  /* Written by the tensors pass. */
  _Alignas(64) sl_strmap_t tnames;
  sl_tensor_t *tensors;
  size_t tcap;
  sl_strmap_t allocs;
  sl_flowop_t *fops;
  size_t nfops, fopcap;
  sl_flowin_t *fins;
  size_t nfins, fincap;
  int64_t t_min, t_max;      /* span and count of the step's ops         */
  uint64_t ops;
} sl_timeline_t;

/* Prepares a step's timeline; its tables live in the step's arena. */
void sl__tl_init(sl_timeline_t *tl, sl_step_t *s, sl_merge_t *merge,
                 int memory, const sl_memory_out_t *mem);

/* ---- devices (timeline_devices.c) ---------------------------------------------
 * Pids, and the devices' metadata events to w (may be NULL), once the
 * step's device table is in: pid 0 "Allocators", then a Compute and a
 * Tensors process per device (a merged trace keeps each name's pids for
 * the whole log). */
int sl__tl_devices(sl_timeline_t *tl, sl_trace_writer_t *w);
/* The Allocators process, first of a trace (not of a later merged step). */
void sl__tl_allocators(sl_timeline_t *tl, sl_trace_writer_t *w);

/* ---- tensors and objects (timeline_tensors.c) ------------------------------ */
typedef struct sl_tl_tensors_s {
  sl_timeline_t *tl;
  int digest;                /* keep the dataflow digest too             */
  int64_t last_alloc;        /* the allocator of the last output, or -1  */
  char *namebuf;
  size_t namecap;
} sl_tl_tensors_t;

typedef struct sl_tl_objects_s {
  sl_timeline_t *tl;
  sl_trace_writer_t *w;
  int own_ids;               /* the tensors visitor of the same walk
                              * gives each output's object id           */
  sl_arena_t arena;          /* else names seen, counted here            */
  sl_strmap_t names;
  char *namebuf;
  size_t namecap;
} sl_tl_objects_t;

sl_visitor_t sl__tl_tensors(sl_tl_tensors_t *v, sl_timeline_t *tl,
                            int digest);
sl_visitor_t sl__tl_objects(sl_tl_objects_t *v, sl_timeline_t *tl,
                            sl_trace_writer_t *w, int own_ids);
void sl__tl_tensors_close(sl_tl_tensors_t *v);
void sl__tl_objects_close(sl_tl_objects_t *v);

/* ---- ops and dataflow (timeline_ops.c) ------------------------------------ */
typedef struct sl_tl_ops_s {
  sl_timeline_t *tl;
  sl_trace_writer_t *w;      /* NULL: no events                          */
  int x_events;              /* write X events                           */
  int flows;                 /* resolve inputs (arrows, last uses)       */
  int64_t t_min, t_max;      /* span and count of the ops it wrote       */
  uint64_t ops;
} sl_tl_ops_t;

sl_visitor_t sl__tl_ops(sl_tl_ops_t *v, sl_timeline_t *tl,
                        sl_trace_writer_t *w, int x_events, int flows);
/* The dataflow pass over the digest (same links, in the same order, as a
 * walk with flows would make).  Returns 0 or a negative code. */
int sl__tl_digest_flows(sl_tl_ops_t *v, sl_walk_t *w);
/* Adds the op span an ops visitor measured to the step's. */
void sl__tl_add_span(sl_timeline_t *tl, const sl_tl_ops_t *v);

/* ---- memory (timeline_memory.c) -------------------------------------------- */
/* D events: each final tensor at its last use. */
int sl__tl_deletes(sl_timeline_t *tl, sl_trace_writer_t *w);
/* The sweep line over the final tensor table: C events to w (may be NULL)
 * with show_memory, counter values and maxima to tl->mem. */
int sl__tl_sweep(sl_timeline_t *tl, sl_trace_writer_t *w);

/* After a step that converted: the merge goes on past its ids. */
void sl__tl_finish(sl_timeline_t *tl);

#endif

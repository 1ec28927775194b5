/* The conversion of one step: the reference's analyze_step_stats done as
 * passes over the step's bytes instead of over a decoded copy.
 *
 *   devices  names only, node bodies skipped            -> pids, M events
 *   kernels  (--op-time gpu|all) /stream:all nodes       -> kernel spans
 *   tensors  every node: lanes, outputs -> tensor table  -> N, O events
 *   ops      every node: lanes again, ops, inputs        -> X, s, t events
 *   end      tensor table -> sweep line                  -> D, C events
 *
 * With two threads (docs/design.md) the second walks the devices and
 * writes the X events (and half of N/O) while the main thread builds the
 * tensor table and then resolves dataflow; the D events are written beside
 * the sweep.  One NodeExecStats at a time is read (its fields directly, or
 * decoded with protobuf-c into a scratch arena rewound per node); what
 * outlives a node is the tensor table, in the step arena, freed in one
 * call when the step ends. */
#ifndef SL_CONVERT_H
#define SL_CONVERT_H

#include "../stream/nodefields.h"
#include "../stream/source.h"
#include "../stream/walker.h"
#include "devnames.h"
#include "json.h"

/* Log-wide state of a merged trace (several steps in one trace): one pid
 * pair per device name for the whole log, object and flow ids that do not
 * repeat across steps.  Zero it, then pass it to each step's job. */
typedef struct sl_merge_dev_s {
  char *name;
  size_t n;
  uint32_t pid;              /* Compute pid; Tensors is pid + 1          */
} sl_merge_dev_t;

typedef struct sl_merge_s {
  sl_merge_dev_t *devs;      /* malloc'd: the step's device pass may run
                              * on the second thread                    */
  size_t ndev, devcap;
  uint32_t next_pid;         /* the first pid for devices; then +2 each */
  uint64_t id_base;          /* object ids used by earlier steps         */
  uint64_t flow_base;        /* flow ids used by earlier steps           */
  int first_single;          /* the next step is the first, written as
                              * the single-step trace (pids, metadata);
                              * its devices keep those pids after it   */
  const sl_worker_t *worker; /* the input's worker when several are
                              * merged (its device names, devnames.h);
                              * NULL for one input                      */
} sl_merge_t;

void sl__merge_close(sl_merge_t *m);

/* What a step's conversion measured, for the Steps slice of a merged
 * trace: its time span (after --op-time) and op count. */
typedef struct sl_step_out_s {
  int64_t t_min, t_max;
  uint64_t ops;
} sl_step_out_t;

/* A reader that rides on a step's conversion instead of walking the step
 * again (follow --summary: the op figures and the measured memory come
 * from the pass that writes the trace).  Its callbacks run on one thread,
 * the one that carries the taps, in the step's order: `devices` once with
 * every device's name, before any node; `node` for each node of a device
 * the conversion shows, with the fields the pass has read (its nested
 * messages checked); and `end` after the pass, with the pass's result,
 * whenever `devices` was called and returned 0 — so what a tap allocates
 * on that thread (a mimalloc heap serves only its own thread) is made in
 * `devices` and let go in `end`.  Callbacks return 0 or a negative code
 * that fails the step; `err` is the error of the thread they run on. */
/* A node's label as the pass read it for the node's X event: the name
 * and op the event shows (a GPU-tracer row's kernel label, else the op
 * label, with "RecvTensor" and "unknown" as the reference has them). */
typedef struct sl_node_label_s {
  sl_str_t name, op;
  int kernel;          /* read as a kernel label (GPU-tracer row) */
} sl_node_label_t;

typedef struct sl_step_tap_s {
  void *ud;
  int (*devices)(void *ud, const sl_str_t *names, size_t n, sl_error_t *err);
  /* `label` is what the pass read of the node's label, so a tap need not
   * parse it again; NULL when the pass did not read it. */
  int (*node)(void *ud, uint32_t dev, const sl_node_fields_t *f,
              const sl_node_label_t *label, const uint8_t *p, size_t n,
              uint64_t off, sl_error_t *err);
  int (*end)(void *ud, int rc, sl_error_t *err);
} sl_step_tap_t;

typedef struct sl_step_job_s {
  sl_source_t *src;
  uint64_t off, len;         /* the step's bytes in the source          */
  sl_top_t top;
  const sl_options_t *opt;
  sl_json_t *w;              /* trace events go here; NULL for none     */
  sl_maxima_fn maxima;       /* allocator maximums; NULL for none       */
  void *maxima_ud;
  int maxima_values;         /* ... their figures only: no tensor lists */
  const sl_step_info_t *info; /* the step, as passed to maxima         */
  /* Every counter value of the memory model, allocator by allocator in
   * time order (what the C events show); NULL for none. */
  int (*counter)(void *ud, sl_str_t alloc, int64_t time, int64_t total);
  void *counter_ud;
  int64_t record;            /* for error messages, or -1               */
  sl_merge_t *merge;         /* NULL: the reference's single-step trace */
  const sl_devfilter_t *devices; /* --devices; NULL: every device       */
  sl_step_out_t *out;        /* filled when not NULL                    */
  /* Taps on the node pass.  With two threads they
   * run on the second, beside the X events, or without a trace on a
   * second thread of their own while this one runs the memory model. */
  const sl_step_tap_t *taps;
  size_t ntaps;
} sl_step_job_t;

/* Runs the passes over one step and writes its events (without the
 * surrounding {"traceEvents":[ ... ]}).  Returns 0 or a negative code with
 * err filled. */
int sl__convert_step(const sl_step_job_t *job, sl_error_t *err);

#endif

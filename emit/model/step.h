/* The step model: one step's devices and nodes, walked as often as an
 * analysis needs, and the visitors that walks call.
 *
 * A step is a byte range of a source (stream/format/format.h) that holds
 * a StepStats or RunMetadata.  Its device table comes from a walk of the
 * device names alone (node bodies stepped over); then each pass walks the
 * nodes of the devices it wants and hands each node, read and prepared
 * (fields, op times, lane, decoded when asked), to a list of visitors.
 * Every analysis is a visitor: the timeline's passes, `stats`' tally,
 * `mem`'s measured figures.  Which visitors run in which pass, on which
 * thread, is the schedule's (emit/run/schedule.c). */
#ifndef SL_STEP_H
#define SL_STEP_H

#include <stdatomic.h>
#include <stdint.h>

#include <uv.h>

#include "emit/model/arena.h"
#include "emit/model/devnames.h"
#include "emit/model/lanes.h"
#include "emit/model/strmap.h"
#include "step_stats.pb-c.h"
#include "stream/format/format.h"
#include "stream/pb/nodefields.h"

/* A device of the step. */
typedef struct sl_device_s {
  sl_str_t name;       /* malloc'd when owned                            */
  uint8_t owned;
  uint8_t gpu;         /* a GPU-tracer row: "/stream:" or "/memcpy"      */
  uint8_t stream_all;  /* "/stream:all": source of kernel spans          */
  uint8_t job;         /* "/job" and not stream_all: op times adjustable */
  uint8_t hidden;      /* left out by --devices: as if absent            */
  uint32_t rank;       /* its index among the devices not hidden         */
  uint32_t eff;        /* the device whose pids its events use           */
  uint32_t pid;        /* its Compute pid; Tensors is pid + 1            */
} sl_device_t;

/* The span of an op's GPU kernels (--op-time=gpu|all). */
typedef struct sl_kspan_s {
  int64_t start, end;
} sl_kspan_t;

/* A step, shared by the threads that walk it: what is set before the
 * walks is read-only while they run; the device table may be built by one
 * of them and published (devices_known, devices_ready). */
typedef struct sl_step_s {
  const sl_step_ref_t *ref;
  const sl_options_t *opt;
  const sl_devfilter_t *filter; /* --devices; NULL: every device        */
  sl_step_info_t info;          /* its listing entry (no counts)        */
  sl_error_t *err;              /* the step's error (the main thread's) */
  /* The device table: plain malloc memory, as the thread that builds it
   * may not be the one that frees it. */
  sl_device_t *devs;
  size_t ndev, devcap;
  atomic_int devices_known;     /* set (release) once the table is in   */
  uv_sem_t devices_ready;       /* posted once the table (or a failure)
                                 * is in, when another thread builds it */
  int devices_sem, devices_waited;
  /* Ops' kernel spans by node name (--op-time=gpu|all), when known. */
  sl_strmap_t knames;
  sl_kspan_t *kspans;
  size_t kcap;
  int have_kernels;
  atomic_int abort;             /* a thread failed: the others stop     */
  /* The lanes of the main thread's node pass, by node in walk order, for
   * a walk on another thread that takes them (SL_LANES_TAKE): chunks of
   * 65,536, published every 1,024 nodes. */
  uint32_t **lchunks;
  size_t nlchunks;
  _Alignas(64) atomic_size_t lanes_done;
  atomic_int lanes_end;         /* 1 complete, -1 failed                 */
  sl_arena_t arena;             /* tables built by the main thread      */
} sl_step_t;

/* A node's label as read for its X event: the name and op it shows (a
 * GPU-tracer row's kernel label, else the op label, with "RecvTensor"
 * and "unknown" as the reference has them). */
typedef struct sl_node_label_s {
  sl_str_t name, op;
  int kernel;          /* read as a kernel label; -1: not read yet */
} sl_node_label_t;

/* One node as a pass hands it to its visitors. */
typedef struct sl_node_s {
  uint32_t dev, index;      /* device, and node within it              */
  const uint8_t *p;         /* its bytes (in place, or a copy valid
                             * during the visit)                       */
  size_t n;
  uint64_t off;             /* absolute offset of its field             */
  uint64_t body;            /* ... and of its bytes in the source       */
  sl_node_fields_t f;       /* its fields, read from the wire           */
  int64_t start, dur, end;  /* after --op-time                          */
  int64_t lane;             /* on its device                            */
  const Tensorflow__NodeExecStats *ns; /* decoded, when the pass does   */
  sl_node_label_t lab;      /* set by the visitor that reads the label  */
  uint32_t name_hash;       /* sl__hash of the name (w->prefetch set)    */
} sl_node_t;

typedef struct sl_walk_s sl_walk_t;

/* An analysis of a pass.  `begin` once before the first node (the device
 * table is there, unless the walk builds it), `node` for each node of a
 * device the pass wants, `end` after the pass with its result, whenever
 * `begin` returned 0.  They return 0 or a negative code that fails the
 * step (err filled: the walk's).  A visitor runs on the thread of its
 * walk, and makes and frees what it allocates there. */
typedef struct sl_visitor_s {
  void *ud;
  int (*begin)(void *ud, sl_walk_t *w);
  int (*node)(void *ud, sl_walk_t *w, sl_node_t *n);
  int (*end)(void *ud, sl_walk_t *w, int rc);
} sl_visitor_t;

/* Which nodes a pass reads. */
typedef enum sl_want_e {
  SL_WANT_ALL = 0,     /* every device not hidden                        */
  SL_WANT_OPS,         /* ... but GPU-tracer rows (no inputs to resolve) */
  SL_WANT_KERNELS      /* "/stream:all" rows                            */
} sl_want_t;

/* Where a pass's lanes come from. */
typedef enum sl_lanes_mode_e {
  SL_LANES_ASSIGN = 0, /* assigned here                                  */
  SL_LANES_PUBLISH,    /* assigned here and published for another walk   */
  SL_LANES_TAKE        /* taken from the walk that publishes them        */
} sl_lanes_mode_t;

/* What one thread needs to walk a step: its own lanes, scratch and error,
 * kept from pass to pass (and, on the second thread, step to step). */
struct sl_walk_s {
  sl_step_t *s;
  sl_error_t *err;
  /* the pass */
  sl_want_t want;
  int check;           /* check nested messages, as a decoder would     */
  int decode;          /* decode nodes with outputs: 0 none, 1 all,
                        * 2 even-numbered nodes, 3 odd ones              */
  sl_lanes_mode_t lanes_mode;
  int (*want_dev)(void *ud, uint32_t dev); /* and the pass's own choice */
  void *want_ud;
  int await_devices;   /* the device table is another thread's: wait    */
  const sl_visitor_t *v;
  size_t nv, begun;
  const void *walker;  /* the byte walk under way (sl__walk_body_off)   */
  /* A table whose slot for each node's name is asked for early, so the
   * miss overlaps the node's other work (its hash in name_hash). */
  const sl_strmap_t *prefetch;
  size_t seen, lanes_known;
  /* the thread's */
  sl_lanes_t lanes;
  sl_arena_t scratch;  /* one node's decoded message                   */
  uint32_t *ids;       /* scratch a visitor may keep per output          */
  size_t idcap;
};

/* A thread's walk state (the pass's fields are set per pass). */
void sl__walk_init(sl_walk_t *w, sl_error_t *err);
void sl__walk_close(sl_walk_t *w);

/* Prepares a step (no walk yet).  Returns 0 or SL_ENOMEM. */
int sl__step_init(sl_step_t *s, const sl_step_ref_t *ref,
                  const sl_options_t *opt, const sl_devfilter_t *filter,
                  sl_error_t *err);
void sl__step_close(sl_step_t *s);

/* Walks the device names into the device table (with their classes and
 * --devices), then publishes it.  Returns 0 or a negative code. */
int sl__step_devices(sl_step_t *s, sl_walk_t *w);

/* Publishes a device table built by this thread for the others (once
 * built, or once failed: rc). */
void sl__step_publish_devices(sl_step_t *s, int rc);

/* Waits until the device table is there (another thread builds it).
 * Returns 0, or SL_EABORTED when that thread failed. */
int sl__step_wait_devices(sl_step_t *s, sl_walk_t *w);

/* Walks the nodes of the devices w->want asks for, handing each to the
 * pass's visitors.  Returns 0 or a negative code (w->err filled, with the
 * node's place). */
int sl__step_walk(sl_step_t *s, sl_walk_t *w);

/* Reads the kernel spans of the step's ops (--op-time=gpu|all): the
 * first kernel start and last kernel end of each op name, from the
 * "/stream:all" rows. */
int sl__step_kernels(sl_step_t *s, sl_walk_t *w);

/* The lanes this walk published are complete (rc 0) or never will be:
 * a walk that takes them stops waiting. */
void sl__step_lanes_end(sl_step_t *s, const sl_walk_t *w, int rc);

/* During a node's visit: the node's bytes' place in the source. */
uint64_t sl__walk_body_off(const sl_walk_t *w, size_t n);

/* Adds the node's place to an error just recorded; returns `code`. */
int sl__node_err(const sl_walk_t *w, const sl_node_t *n, int code);
/* A failed read of node n: "out of memory" for SL_ENOMEM, else
 * SL_EFORMAT saying `expected` at the node's start, with its place. */
int sl__node_fail(const sl_walk_t *w, const sl_node_t *n, int rc,
                  const char *expected);

/* Wrapping addition: hostile times must not be undefined behaviour. */
static inline int64_t sl__add64(int64_t a, int64_t b) {
  return (int64_t)((uint64_t)a + (uint64_t)b);
}

#endif

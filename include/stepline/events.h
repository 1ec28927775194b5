/* stepline's event vocabulary and its registry of input formats.
 *
 * Every input is read by a format that turns its bytes into one stream
 * of events; every consumer (the trace writers, the reports) takes that
 * stream.  A format registered here gets `convert` (both trace formats),
 * `stats`, `mem` and `steps` from the shared consumers, through the
 * same entry points as the built-in formats (sl_convert_paths(),
 * sl_input_stats(), sl_input_mem(), sl_input_steps()).
 *
 * Times are picoseconds from the input's own origin; strings are borrowed
 * (pointer and length, not NUL-terminated) and valid during the call
 * that hands them over. */
#ifndef STEPLINE_EVENTS_H
#define STEPLINE_EVENTS_H

#include <stddef.h>
#include <stdint.h>

#include "stepline/stepline.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A borrowed string. */
typedef struct sl_text_s {
  const char *p;
  size_t n;
} sl_text_t;

/* What a slice is: the reports group by it (kernels, API calls, ...). */
typedef enum sl_slice_class_e {
  SL_CLASS_OTHER = 0,
  SL_CLASS_HOST_OP,     /* a framework op on the host                    */
  SL_CLASS_KERNEL,      /* device work: a kernel                         */
  SL_CLASS_MEMCPY,      /* device work: a copy                           */
  SL_CLASS_MEMSET,      /* device work: a fill                           */
  SL_CLASS_API,         /* a runtime or driver call (cudaLaunchKernel)   */
  SL_CLASS_RANGE,       /* a user range (NVTX, a python function)        */
  SL_CLASS_COUNT_
} sl_slice_class_t;

/* Where an instant applies. */
typedef enum sl_scope_e {
  SL_SCOPE_THREAD = 0,
  SL_SCOPE_PROCESS,
  SL_SCOPE_GLOBAL
} sl_scope_t;

/* A typed argument of a slice or an instant. */
typedef enum sl_arg_kind_e {
  SL_ARG_INT = 0, SL_ARG_UINT, SL_ARG_DOUBLE, SL_ARG_STR, SL_ARG_BOOL
} sl_arg_kind_t;

typedef struct sl_arg_s {
  sl_text_t key;
  sl_arg_kind_t kind;
  union {
    int64_t i;            /* INT, BOOL (0 false)                          */
    uint64_t u;
    double d;
    sl_text_t s;
  } v;
} sl_arg_t;

/* One end of a flow that a slice binds.  In formats whose slices come
 * in any order the flow's ends are taken in time order: an out end
 * begins it (again), an in end reaches it, both (two ends) pass it on. */
typedef struct sl_flow_end_s {
  uint64_t id;            /* the flow (SL_EV_FLOW declares its name)      */
  int out;                /* 1: the flow leaves this slice; 0: reaches it */
} sl_flow_end_t;

typedef enum sl_event_kind_e {
  SL_EV_PROCESS = 1,  /* pid, name, sort_index; args: its labels, strings
                       * ("GPU 0", a device's name, "rank 3 of 8"),
                       * which replace those said before                 */
  SL_EV_TRACK,        /* pid, tid, name, sort_index: a thread            */
  SL_EV_SLICE,        /* pid, tid, ts, dur, name, cat, cls, step, corr,
                       * flows, args; bytes for copies and fills. The
                       * slices of a thread nest (none ends inside
                       * another and outlasts it)                        */
  SL_EV_INSTANT,      /* scope (pid, tid as it says), ts, name, cat, args */
  SL_EV_FLOW,         /* id, name, cat: declared before a slice binds it  */
  SL_EV_COUNTER,      /* pid, name, ts, value                             */
  SL_EV_MEMORY,       /* name (the allocator), ts, bytes (+ allocated,
                       * - freed), in_use (or -1), addr, args             */
  SL_EV_STEP,         /* step, name, ts, dur: one step of the run         */
  SL_EV_META,         /* name, args: facts about the whole input, before
                       * its other events.  An int arg "rank" is the
                       * input's rank in a distributed job; its
                       * processes then carry a label that says it      */
  SL_EV_CLOCK,        /* ts: where the times count from, in whole us of
                       * the input's own clock (since the epoch, say);
                       * before the first timed event, once. The traces
                       * add it back to every time                        */
  SL_EV_WARNING,      /* name: what the input had that was let through,
                       * mended or dropped; id: how many times. Goes to
                       * sl_options_t's warn, one line each              */
  SL_EV_FLOW_POINT    /* pid, tid, ts, id, name, cat, point: one point of
                       * a flow, which (id, name, cat) names, that binds
                       * to a slice of its thread (see sl_flow_point_t).
                       * Formats whose slices come in any order give
                       * these; slices' own flows are for the others     */
} sl_event_kind_t;

/* Where a flow point is on its flow, and the slice it binds: the
 * innermost slice of its thread around its time, or for
 * SL_FLOW_END_NEXT the next slice to begin on its thread at or after
 * it.  Points of one flow are taken in time order; a begin starts the
 * flow again. */
typedef enum sl_flow_point_e {
  SL_FLOW_BEGIN = 0,
  SL_FLOW_STEP,
  SL_FLOW_END,
  SL_FLOW_END_NEXT
} sl_flow_point_t;

/* One event.  Fields a kind does not list are zero (sl_event_init()).
 * Pids count from 1 (Perfetto's pid 0 is the idle process). */
typedef struct sl_event_s {
  sl_event_kind_t kind;
  uint32_t pid;           /* process                                      */
  uint64_t tid;           /* track within it                              */
  int64_t ts;             /* time (ps)                                    */
  int64_t dur;            /* duration (ps)                                */
  sl_text_t name;
  sl_text_t cat;          /* category (n = 0: none)                       */
  sl_slice_class_t cls;
  sl_scope_t scope;
  int64_t sort_index;
  int64_t step;           /* a slice's step, a step's number (-1: none)   */
  uint64_t corr;          /* correlation id (0: none)                     */
  uint64_t id;            /* a flow's id                                  */
  sl_flow_point_t point;  /* a flow point's place on its flow             */
  double value;           /* a counter's value                            */
  int64_t bytes;          /* memory: allocated (+) or freed (-); a copy's
                           * or a fill's bytes                            */
  int64_t in_use;         /* memory: the allocator's bytes in use, or -1  */
  int64_t reserved;       /* memory: the bytes it holds from the device
                           * (in use or cached), or -1                    */
  uint64_t addr;          /* memory: the block's address (0: unknown)     */
  const sl_flow_end_t *flows;
  size_t nflows;
  const sl_arg_t *args;
  size_t nargs;
} sl_event_t;

/* Zeroes e and sets its kind (step, in_use and reserved -1). */
void sl_event_init(sl_event_t *e, sl_event_kind_t kind);

/* Where a format's events go.  Returns 0 to go on, or a negative code
 * (the format stops and returns it). */
typedef int (*sl_event_fn)(void *ud, const sl_event_t *e);

/* What a format can do. */
enum {
  SL_INPUT_STEPS = 1 << 0,    /* it marks steps (SL_EV_STEP)              */
  SL_INPUT_PIPE = 1 << 1,     /* it reads a stream once (stdin, a pipe)   */
  SL_INPUT_ORDERED = 1 << 2,  /* slices come in time order per track      */
  SL_INPUT_MEMORY = 1 << 3,   /* it has memory events                     */
  SL_INPUT_FOLLOW = 1 << 4    /* a growing file can be followed           */
};

/* The summary reports (`stats --report`) an input can fill: GPU kernels,
 * API calls, GPU memory operations (time and bytes), ranges, ranges ->
 * kernels, the op table (key_averages' meaning: self and total CPU time,
 * device time attributed through correlation ids), GPU memory operations
 * as the kernels report lists kernels, and the devices' busy-time
 * breakdown.  The op table is written first, the breakdown last. */
enum {
  SL_FILLS_KERNELS = 1 << 0,
  SL_FILLS_API = 1 << 1,
  SL_FILLS_GPU_MEM = 1 << 2,
  SL_FILLS_NVTX = 1 << 3,
  SL_FILLS_NVTX_KERNELS = 1 << 4,
  SL_FILLS_OPS = 1 << 5,
  SL_FILLS_MEMOPS = 1 << 6,
  SL_FILLS_BREAKDOWN = 1 << 7,
  /* What the shared consumer makes of slices by their class. */
  SL_FILLS_SLICES = SL_FILLS_KERNELS | SL_FILLS_API | SL_FILLS_GPU_MEM |
                    SL_FILLS_NVTX | SL_FILLS_OPS | SL_FILLS_MEMOPS |
                    SL_FILLS_BREAKDOWN
};

/* An input format.  A format reads its bytes pushed (feed/finish: any
 * chunking, so files, pipes and memory alike) or pulls them itself from
 * a path (read). */
typedef struct sl_input_format_s {
  const char *name;           /* --input-format's name for it             */
  const char *noun;           /* in messages: "a toy trace"               */
  unsigned caps;              /* SL_INPUT_*                               */
  /* How surely the first n bytes of `path` are this format: 0 (no) to
   * 100.  n may be short of the file (it is the first 4 KiB at most). */
  int (*sniff)(const char *path, const uint8_t *head, size_t n);
  /* A reader of one input: its events go to fn(ud, ...).  Return 0 or a
   * negative code with err filled. */
  int (*open)(void **self, const char *path, sl_event_fn fn, void *ud,
              sl_error_t *err);
  /* Push: the next n bytes; the end of the input. */
  int (*feed)(void *self, const void *p, size_t n);
  int (*finish)(void *self);
  /* Pull (when feed is NULL): reads the whole input. */
  int (*read)(void *self);
  void (*close)(void *self);
  /* The reports it fills (SL_FILLS_*; 0: SL_FILLS_SLICES). */
  unsigned reports;
  /* Those written without --report, when they have rows (0: every one
   * with a row); the op table is written even empty. */
  unsigned defaults;
  /* Pull: the input's bytes read so far, for progress.  NULL: unknown
   * (push formats are counted by what they are fed). */
  uint64_t (*position)(void *self);
} sl_input_format_t;

/* Adds a format to the registry (after the built-in ones, which are
 * tried first by their sniff).  The descriptor is kept by pointer.
 * Returns 0, SL_EUSAGE (a field missing, or the name taken) or
 * SL_ENOMEM.  Not thread-safe: register before reading. */
int sl_input_register(const sl_input_format_t *f);

/* The format of the inputs at `paths`: a registered one when its sniff claims the
 * file's first bytes (the highest score wins), else the built-in family
 * that reads it ("stepstats" for anything the others do not claim,
 * stdin and a named --input-format included); NULL with err filled when
 * the paths cannot be told (XSpace mixed with other files).
 * opt may be NULL. */
const sl_input_format_t *sl_input_detect(const char *const *paths, size_t n,
                                         const sl_options_t *opt,
                                         sl_error_t *err);

/* The commands over any input, its family found by the registry (the
 * TensorFlow step formats take what no other format claims):
 *
 * sl_input_stats(): the op summary of step logs and XSpace profiles (so),
 * or the summary reports (gso: those the format's `reports` declares;
 * when gso->reports is NULL, a database's four and, for the others,
 * those with a row; a report not declared is SL_EUSAGE).
 * sl_input_mem(): the memory report (mo; json: the JSON form each family
 * defines); for a format's events, the ledger of its SL_EV_MEMORY events
 * per allocator, as for a GPU database.  *grew: the baseline's verdict.
 * sl_input_steps(): the steps (json: one object per line; json
 * SL_REPORT_PARTIAL: the partial result of one input, for
 * sl_merge_paths()); for a format's events, its SL_EV_STEP markers with
 * the slices of each.
 *
 * Each returns 0 or a negative code with err filled (err->file the input
 * at fault).  Thread-safe for distinct calls (not with
 * sl_input_register()). */
int sl_input_stats(const char *const *paths, size_t n,
                   const sl_options_t *opt, const sl_stats_options_t *so,
                   const sl_gpu_stats_options_t *gso, sl_sink_fn sink,
                   void *ud, sl_error_t *err);
int sl_input_mem(const char *const *paths, size_t n, const sl_options_t *opt,
                 const sl_mem_options_t *mo, int json, sl_sink_fn sink,
                 void *ud, int *grew, sl_error_t *err);
int sl_input_steps(const char *const *paths, size_t n,
                   const sl_options_t *opt, int json, sl_sink_fn sink,
                   void *ud, sl_error_t *err);

#ifdef __cplusplus
}
#endif

#endif

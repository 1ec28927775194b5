/* Where trace events go: one interface, one implementation per output
 * format (emit/write/chrome_json.c for Chrome Trace JSON,
 * emit/write/perfetto.c for Perfetto's format).  Producers call these and
 * nothing else to write a trace, so either format takes the other's place
 * without touching them.
 *
 * The events are stepline's vocabulary: processes (named, ordered),
 * threads (named, ordered), slices and instants with typed args and the
 * flows they bind, counters, and facts about the trace, in picoseconds.
 * TensorFlow's timeline (lanes, ops in us, Steps slices, dataflow arrows,
 * tensor objects, allocator counters) is an extension the same writers
 * implement for the step formats' producer: timeline_writer.h.
 *
 * A writer is used by one thread at a time.  For a second thread, share()
 * makes a side writer into the same output: each writes whole events,
 * through a lock, until unshare(). */
#ifndef SL_TRACE_WRITER_H
#define SL_TRACE_WRITER_H

#include <stdint.h>

#include "stream/common.h"

/* The forms of a whole trace. */
typedef enum sl_trace_form_e {
  SL_TRACE_OBJECT = 0,  /* a complete document                          */
  SL_TRACE_ARRAY,       /* an array left open after each flush, closed by
                         * whoever appends after it (follow)            */
  SL_TRACE_OBJECT_NS    /* a complete document whose viewer shows times
                         * in ns (profiles with picosecond times)       */
} sl_trace_form_t;


/* A typed arg of a slice. */
enum {
  SL_TARG_INT, SL_TARG_UINT, SL_TARG_DOUBLE, SL_TARG_STR,
  SL_TARG_BOOL,          /* v.i: 0 false, else true                      */
  SL_TARG_INTS           /* v.ints: a list of integers                   */
};
typedef struct sl_targ_s {
  sl_str_t key;
  uint8_t kind;          /* SL_TARG_*                                    */
  union {
    int64_t i;
    uint64_t u;
    double d;
    sl_str_t s;
    struct {
      const int64_t *p;
      size_t n;
    } ints;
  } v;
} sl_targ_t;

/* A flow that a slice binds: it leaves the slice (out) or reaches it,
 * or with `step` reaches it and leaves it again.  `solo`: no slice the
 * flow binds binds another, so the JSON writer puts it on the slice
 * itself (bind_id) rather than as events that bind by time. */
typedef struct sl_tflow_s {
  uint64_t id;
  sl_str_t name, cat;
  uint8_t out, step, solo;
} sl_tflow_t;

/* Where an instant applies. */
enum { SL_TSCOPE_THREAD = 0, SL_TSCOPE_PROCESS, SL_TSCOPE_GLOBAL };

/* A slice on thread `tid` of `pid`, times in picoseconds; with
 * `instant`, an instant at ts_ps instead (dur_ps unused) on the thread,
 * its process or the whole trace as `scope` says. */
typedef struct sl_tslice_s {
  uint32_t pid;
  uint64_t tid;
  int64_t ts_ps, dur_ps;
  sl_str_t name;
  sl_str_t cat;          /* its category (n = 0: none)                    */
  uint8_t instant;
  uint8_t scope;         /* an instant's: SL_TSCOPE_*                     */
  const sl_targ_t *args;
  size_t nargs;
  int has_flow;          /* a flow (v2 flow fields) binds to it:          */
  uint64_t bind_id;      /*   its id                                      */
  uint8_t flow_in, flow_out; /* it ends / starts the flow                 */
  /* Launch arrows (name and category "launch", ids of their own) that
   * leave it, ids arrow_out .. arrow_out + narrow_out - 1, and the one
   * that reaches it (arrow_in; 0: none). */
  uint64_t arrow_out, arrow_in;
  uint32_t narrow_out;
  const sl_tflow_t *flows;  /* named flows it binds (ids of their own)     */
  size_t nflows;
} sl_tslice_t;

typedef struct sl_trace_writer_s sl_trace_writer_t;

typedef struct sl_trace_ops_s {
  /* The document: begin; end with ok = 0 after a failure closes it only
   * if it can be closed where it is (what was written stays valid). */
  void (*begin)(sl_trace_writer_t *w, sl_trace_form_t form);
  int (*end)(sl_trace_writer_t *w, int ok);
  /* Hands what is buffered to the sink.  Returns the writer's status. */
  int (*flush)(sl_trace_writer_t *w);
  /* The process `pid` is called name + suffix (suffix may be NULL). */
  void (*process)(sl_trace_writer_t *w, uint32_t pid, sl_str_t name,
                  const char *suffix);
  /* ... and is labelled labels[0..n) ("GPU 0", "rank 3 of 8"): Chrome's
   * process_labels, ProcessDescriptor's in Perfetto's format.  Before
   * the process's first event; the strings are copied. */
  void (*process_labels)(sl_trace_writer_t *w, uint32_t pid,
                         const sl_str_t *labels, size_t n);
  /* ... and sorts at `index` among the processes. */
  void (*process_order)(sl_trace_writer_t *w, uint32_t pid, int64_t index);
  /* Thread `tid` of `pid` (as the profile numbers it) is called `name`
   * and sorts at `sort_index` within its process. */
  void (*named_thread)(sl_trace_writer_t *w, uint32_t pid, uint64_t tid,
                       sl_str_t name, int64_t sort_index);
  /* The picosecond times of the calls below count from `base_us` us (0
   * until set): epoch times in ps overflow 64 bits, a time relative to a
   * base near them does not. */
  void (*time_base)(sl_trace_writer_t *w, int64_t base_us);
  /* A slice; its thread may be named (named_thread) before or after. */
  void (*slice)(sl_trace_writer_t *w, const sl_tslice_t *s);
  /* Counter `name` of process pid is `value` from ts_ps on. */
  void (*counter_ps)(sl_trace_writer_t *w, uint32_t pid, sl_str_t name,
                     int64_t ts_ps, int64_t value);
  /* Facts about the whole trace (its source, version, time base), kept
   * by the writer until end(): the Chrome writer puts them under
   * "otherData"; Perfetto's format has no place for them.  The strings
   * are copied. */
  void (*other_data)(sl_trace_writer_t *w, const sl_targ_t *kv, size_t n);
  /* A side writer for another thread, into the same output: what is
   * buffered goes out first, then both write whole events through a lock
   * until unshare(), which frees the side.  Return 0 or SL_ENOMEM. */
  int (*share)(sl_trace_writer_t *w, sl_trace_writer_t **side);
  int (*unshare)(sl_trace_writer_t *w, sl_trace_writer_t *side);
  void (*free)(sl_trace_writer_t *w);
} sl_trace_ops_t;

/* What every writer keeps where callers can read it. */
struct sl_timeline_ops_s;
struct sl_trace_writer_s {
  const sl_trace_ops_t *ops;
  const struct sl_timeline_ops_s *tl; /* timeline_writer.h                */
  int rc;              /* first error: writing stops after it            */
  uint64_t events;     /* trace events written                          */
};

/* Layouts of the Chrome Trace JSON writer. */
enum {
  SL_CHROME_PRETTY = 1,  /* indented as Python's json.dumps(indent=4)   */
  SL_CHROME_COMPAT = 2,  /* the events exactly as timeline.py writes them */
  /* Times from the time base, which the document says at its end as
   * Kineto does ("baseTimeNanoseconds"): epoch times with ns digits are
   * past what a double holds exactly, and viewers read times as doubles */
  SL_CHROME_BASE_MEMBER = 4
};

/* The Chrome Trace JSON writer (emit/write/chrome_json.c), compact or
 * pretty.  With SL_CHROME_COMPAT, events as timeline.py writes them.
 * Otherwise viewer-first, the same events laid out for Perfetto's
 * importer: lanes on sl__viewer_tid() threads, each thread named (with
 * its sort index) before its first event, an arrow whose consumer starts
 * inside its producer leaving the producer at the consumer's start, and
 * counters with their value under "bytes".  Returns NULL when out of
 * memory. */
sl_trace_writer_t *sl__chrome_new(int flags, sl_sink_fn sink, void *ud);

/* The Perfetto trace writer (emit/write/perfetto.c): TracePacket
 * protobuf, each step's events written at its flush as one packet
 * sequence (see there).  The same events as the viewer-first Chrome
 * layout.  Returns NULL when out of memory. */
sl_trace_writer_t *sl__perfetto_new(sl_sink_fn sink, void *ud);

static inline void sl__tw_free(sl_trace_writer_t *w) {
  if (w) w->ops->free(w);
}

#endif

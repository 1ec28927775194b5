/* XSpace profiles (.xplane.pb) into a trace: the driver behind convert
 * for the files the TF2 profiler, TensorBoard and JAX write.
 *
 * Each file is one host.  A file is mapped and read in place, a plane at
 * a time: its metadata tables, then its lines, walked in time order with
 * one cursor per line (merged for the derived lines of a GPU plane).
 * Memory is one plane's tables, the derived events of one plane, the
 * overlap stacks of one thread and small per-file tables (group names,
 * launch statistics, one host's correlation ids); never all events. */
#ifndef SL_RUN_XSPACE_H
#define SL_RUN_XSPACE_H

#include <stddef.h>

#include "stepline/stepline.h"
#include "stream/common.h"
#include "stream/format/xspace.h"

/* Converts the XSpace inputs (files or profile directories, told apart
 * by sl__xinputs_detect()) to one trace written to `sink`, its event
 * count in *events (when not NULL).  Returns 0 or a negative code with
 * err filled. */
int sl__xspace_convert(const char *const *paths, size_t n,
                       const sl_options_t *opt, sl_sink_fn sink, void *ud,
                       uint64_t *events, sl_error_t *err);

/* ---- walks for the reports ----------------------------------------------
 * The conversion's own traversal without a writer: every event of the
 * planes' own lines as the trace has them (not derived lines, which
 * restate them; not the /host:metadata and Task Environment planes),
 * hosts and planes in file order, lines in the trace's thread order,
 * each line's events in time order (start ascending, longer first, then
 * file order). */
typedef struct sl_xwalk_event_s {
  const void *walk;       /* for sl__xwalk_group_name()                  */
  size_t host, hosts;     /* the input (host) index, and how many         */
  const char *file;       /* the host's file                              */
  sl_str_t host_name;
  sl_str_t plane;         /* the plane's name                             */
  sl_str_t process;       /* its process name: "<host> <plane>"           */
  int host_cpu, gpu;      /* /host:CPU, or a /device:GPU: plane           */
  size_t line;            /* the line's index in the plane                */
  sl_str_t name, display; /* the event's metadata names                   */
  int internal;           /* xprof's internal events (memory, ...)        */
  int64_t base_us;        /* times are base_us + ts_ps / 10^6 us          */
  int timed;              /* finish: some line set base_us                 */
  int64_t ts_ps, dur_ps;  /* dur_ps >= 0                                  */
  uint64_t order;         /* file order within the host (a byte offset)   */
  const sl_xs_stat_t *view; /* the event's stat view                      */
  size_t nview;
} sl_xwalk_event_t;

/* The stat of an event's view named k, or NULL. */
static inline const sl_xs_stat_t *sl__xwalk_find(const sl_xwalk_event_t *e,
                                                 const char *k) {
  size_t kn = strlen(k), i;
  for (i = 0; i < e->nview; i++)
    if (sl__str_eq(e->view[i].key, k, kn)) return &e->view[i];
  return NULL;
}

typedef struct sl_xwalk_ops_s {
  void *ud;
  int (*line_begin)(void *ud, const sl_xwalk_event_t *where); /* optional */
  int (*event)(void *ud, const sl_xwalk_event_t *e);
  /* After the last event (e: walk, hosts and base_us only). */
  int (*finish)(void *ud, const sl_xwalk_event_t *e);          /* optional */
} sl_xwalk_ops_t;

/* Walks the XSpace inputs.  A callback's non-zero return stops the walk
 * and is returned (a positive one as SL_ENOMEM).  Returns 0 or a negative
 * code with err filled. */
int sl__xspace_walk(const char *const *paths, size_t n,
                    const sl_options_t *opt, const sl_xwalk_ops_t *ops,
                    sl_error_t *err);

/* A group's name (its step name, else its id in decimal, in buf). */
sl_str_t sl__xwalk_group_name(const sl_xwalk_event_t *e, int64_t g,
                              char buf[40]);

/* A later host's times (ps, from its base_us) onto the first's base:
 * 0 with *shift_ps, or -1 when the bases are too far apart to move
 * times within +-2^61 ps without overflow. */
static inline int sl__xs_shift(int64_t base_us, int64_t first_us,
                               int64_t *shift_ps) {
  int64_t d = base_us - first_us;
  if (d > ((int64_t)1 << 61) / 1000000 || d < -((int64_t)1 << 61) / 1000000)
    return -1;
  *shift_ps = d * 1000000;
  return 0;
}

/* Each group the walk's files name (a step name), to fn until it returns
 * non-zero (returned). */
int sl__xwalk_named_groups(const sl_xwalk_event_t *e,
                           int (*fn)(void *ud, int64_t g, sl_str_t name),
                           void *ud);

#endif

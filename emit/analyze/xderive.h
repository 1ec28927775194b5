/* TensorFlow's derived timelines for a GPU plane (derived_timeline.cc):
 * the Steps, TensorFlow Name Scope, TensorFlow Ops, XLA Modules, XLA Ops
 * and Launch Stats lines, made from the plane's own events.
 *
 * The caller hands over the source events in time order (start
 * ascending, longer first, then file order); each adds to the lines by
 * the merge rule (ExpandOrAddLevelEvent): an event at a level whose last
 * event has the same name and merge group extends it, anything else
 * forgets the levels below and starts a new event.  The caller takes the
 * events back as they are done, each line's in the order the trace
 * visits them (start ascending, longer first, then creation): an event
 * is done once it is no level's last and no event can still come before
 * it.  A line holds the events from its oldest unfinished one on (a
 * step's, where the sources have groups), not the plane's.
 *
 * Names point into the profile's bytes (or are made from a group id at
 * write time), so the derivation lives as long as the plane's mapping. */
#ifndef SL_XDERIVE_H
#define SL_XDERIVE_H

#include <stddef.h>
#include <stdint.h>

#include "stream/common.h"

/* The derived lines, by their id's offset from SL_XS_DERIVED_MIN. */
enum {
  SL_XD_STEPS = 0, SL_XD_LAUNCH = 1, SL_XD_SCOPE = 2, SL_XD_OPS = 3,
  SL_XD_MODULES = 4, SL_XD_XLA_OPS = 5, SL_XD_NLINES = 6
};

/* How a derived name is spelled: as it is, or made from the group. */
enum {
  SL_XD_TEXT = 0,     /* s                                              */
  SL_XD_GROUP,        /* the group id in decimal                        */
  SL_XD_ITERATOR,     /* "Iterator::" + s                               */
  SL_XD_LAUNCH_FOR    /* "Launch Stats for " + the group's name         */
};

typedef struct sl_xd_name_s {
  const uint8_t *p;
  uint32_t n;         /* (a name longer than 4 GiB is cut there)       */
  uint8_t form;       /* SL_XD_TEXT ...                                 */
} sl_xd_name_t;

/* A derived event: 72 bytes (the Launch Stats' figures live beside). */
typedef struct sl_xd_event_s {
  int64_t b, e;       /* picoseconds                                    */
  int64_t group;
  sl_xd_name_t name, display;  /* display.n == 0 && form TEXT: none     */
  uint32_t seq;       /* creation order                                 */
  uint32_t aux;       /* Launch Stats: its figures in sl_xderive_t.lf   */
  uint8_t line;       /* SL_XD_*                                        */
  uint8_t has_group;
  uint8_t open;       /* the last event of a level: it may still grow   */
} sl_xd_event_t;

/* A Launch Stats event's figures. */
typedef struct sl_xd_launch_s {
  int64_t launches, max_ps, avg_ps;
} sl_xd_launch_t;

/* One source event's part in the derivation. */
typedef struct sl_xd_src_s {
  int64_t b, e;
  int has_group;
  int64_t group;
  int kernel;         /* its view has kernel_details                    */
  sl_str_t tf_op, hlo_op, hlo_module; /* empty: absent                   */
} sl_xd_src_t;

typedef struct sl_xd_level_s {
  uint64_t ev;        /* the level's last event, by number in its line  */
  int has_group;
  int64_t group;
} sl_xd_level_t;

/* A line's events from its oldest not yet taken: q[head .. n), event
 * number k at q[k - base]; q[head .. ready) are sorted and done. */
typedef struct sl_xd_line_s {
  sl_xd_event_t *q;
  size_t head, ready, n, cap;
  uint64_t base;
  sl_xd_level_t *lv;
  size_t nlv, clv;
  uint64_t made;      /* events made on the line                        */
} sl_xd_line_t;

typedef struct sl_xderive_s {
  sl_xd_line_t line[SL_XD_NLINES];
  sl_xd_launch_t *lf;
  size_t nlf, clf;
  uint32_t seq;
  int finished;       /* no more sources: every event is done           */
  int oom;
} sl_xderive_t;

void sl__xd_init(sl_xderive_t *d);
/* Forgets every event and level (capacity kept) for the next plane. */
void sl__xd_reset(sl_xderive_t *d);
void sl__xd_close(sl_xderive_t *d);

/* Adds one source event (in time order).  Returns 0 or SL_ENOMEM. */
int sl__xd_source(sl_xderive_t *d, const sl_xd_src_t *src);

/* No more sources: every event is done.  Launch Stats events may come
 * after (sl__xd_launch). */
void sl__xd_finish(sl_xderive_t *d);

/* Adds one Launch Stats event (after sl__xd_finish, in ascending group
 * order).  Returns 0 or SL_ENOMEM. */
int sl__xd_launch(sl_xderive_t *d, int64_t group, int64_t b, int64_t e,
                  int64_t launches, int64_t max_ps, int64_t avg_ps);

/* The next done event of any line whose start is below `upto` (the next
 * source's start; anything after sl__xd_finish), in its line's visiting
 * order: 1 with *out set, 0 when none is ready. */
int sl__xd_take(sl_xderive_t *d, int64_t upto, sl_xd_event_t *out);

/* Did any event go to `line` (since the reset)? */
static inline int sl__xd_made(const sl_xderive_t *d, int line) {
  return d->line[line].made != 0;
}

/* ---- TensorFlow op names (ParseTfOpFullname) ------------------------------- */

enum {
  SL_TFOP_UNKNOWN = 0, SL_TFOP_TENSORFLOW, SL_TFOP_JAX, SL_TFOP_TFDATA,
  SL_TFOP_MEMCPY_HTOD, SL_TFOP_MEMCPY_DTOH
};

typedef struct sl_tfop_s {
  int category;
  sl_str_t name, type;
} sl_tfop_t;

void sl__tfop_parse(sl_str_t full, sl_tfop_t *op);

/* The name the TensorFlow Ops line shows for an op (TfOpEventName). */
sl_xd_name_t sl__tfop_event_name(const sl_tfop_t *op);

#endif

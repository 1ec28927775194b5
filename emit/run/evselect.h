/* --steps over an event stream: which events of a trace belong to the
 * selected steps.  A first reading gives every step (SL_EV_STEP: number
 * and window); steps are indexed in time order, as `stepline steps`
 * lists them, and a trace without one is one step, 0, covering all.  On
 * the second reading a slice of a step (a host op, range or API call) is
 * kept with its step; device work whose launch (the slice with its
 * correlation id, read before it) has a step goes with that step; every
 * other timed event is kept when its time overlaps a selected window.
 * Held: the steps and, per launch with a step, its correlation id.
 * Not thread-safe. */
#ifndef SL_EVSELECT_H
#define SL_EVSELECT_H

#include "stepline/events.h"
#include "stream/idmap.h"
#include "stream/select.h"

typedef struct sl_evstep_s {
  int64_t step, b, e;     /* number, window (ps)                          */
} sl_evstep_t;

typedef struct sl_evselect_s {
  int on;                 /* a selection was given                        */
  sl_select_t sel;
  sl_evstep_t *steps;     /* every step; after plan, the selected ones in
                           * time order                                   */
  size_t n, cap;
  int all;                /* after plan: nothing is left out              */
  sl_idmap_t launch;      /* correlation id -> 1 selected, 2 not          */
} sl_evselect_t;

/* spec NULL: on = 0 and every call keeps everything.  Returns 0 or
 * SL_EUSAGE with err filled. */
int sl__evselect_init(sl_evselect_t *s, const char *spec, sl_error_t *err);
void sl__evselect_close(sl_evselect_t *s);

/* First reading: each event (only steps are kept).  0 or SL_ENOMEM. */
int sl__evselect_see(sl_evselect_t *s, const sl_event_t *e);
/* Between the readings: the selected windows.  0 or SL_ENOMEM. */
int sl__evselect_plan(sl_evselect_t *s);
/* Second reading, in input order: 1 keep e, 0 leave it out, SL_ENOMEM.
 * Events without a time (names, metadata) are kept. */
int sl__evselect_keep(sl_evselect_t *s, const sl_event_t *e);

#endif

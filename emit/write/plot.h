/* The memory plot of `stepline mem --plot`: bytes over time per allocator
 * as step lines, steps side by side on one time axis (their own spans,
 * the time between them left out), step boundaries dashed, each
 * allocator's peak marked and labelled, axes in human units; as SVG.
 *
 * Points arrive step by step, allocator by allocator in time order (the
 * counter values of the memory model).  A step's points are reduced to at
 * most SL_PLOT_STEP_BUCKETS per allocator (the highest value of each
 * time bucket, so no peak is lost), and when all steps together hold more
 * than SL_PLOT_MAX_POINTS the stored points are halved again the same
 * way: memory stays bounded whatever the number of steps. */
#ifndef SL_PLOT_H
#define SL_PLOT_H

#include "stream/common.h"

#define SL_PLOT_STEP_BUCKETS 600
#define SL_PLOT_MAX_POINTS 120000

typedef struct sl_plot_pt_s {
  double x;        /* time on the plot's axis, microseconds            */
  int64_t y;       /* bytes                                            */
} sl_plot_pt_t;

typedef struct sl_plot_series_s {
  char *name;      /* allocator                                        */
  size_t n_name;
  sl_plot_pt_t *pts;
  size_t n, cap;
  /* this step's raw points, before bucketing */
  sl_plot_pt_t *raw;
  size_t nraw, rawcap;
  int64_t peak;    /* highest value, where, in which step              */
  double peak_x;
  int64_t peak_step;
  int has_peak;
} sl_plot_series_t;

typedef struct sl_plot_s {
  sl_plot_series_t *s;
  size_t ns, scap;
  double offset;       /* where the current step starts on the axis    */
  int64_t t0, t1;      /* the current step's time span                 */
  int have_t;
  int64_t step;        /* the current step's number                    */
  double *bounds;      /* step boundaries on the axis, and their steps */
  int64_t *bound_steps;
  size_t nb, bcap;
  size_t total;        /* points stored                                */
  int oom;
} sl_plot_t;

void sl__plot_init(sl_plot_t *p);
void sl__plot_close(sl_plot_t *p);
/* A step begins; `step` labels its boundary. */
void sl__plot_step(sl_plot_t *p, int64_t step);
/* One counter value of the current step. */
void sl__plot_point(sl_plot_t *p, sl_str_t alloc, int64_t t, int64_t bytes);
/* The current step ends: its points are bucketed and placed. */
void sl__plot_step_end(sl_plot_t *p);
/* Writes the SVG.  Returns 0, SL_ENOMEM or the sink's error. */
int sl__plot_write(sl_plot_t *p, const char *title, sl_sink_fn sink,
                   void *ud);

#endif

/* What the reports (stats.c, memreport.c) share: human units for tables,
 * CSV fields, and a text buffer that goes to the sink a block at a time.
 * Reports are small next to a trace, so they are formatted with stdio. */
#ifndef SL_REPORT_H
#define SL_REPORT_H

#include <stdio.h>

#include "../stream/common.h"

/* "12 us", "3.45 ms", "1.234 s" (microseconds in). */
void sl__human_us(char *buf, size_t n, double us);
/* "512 B", "1.50 KiB", "3.25 MiB", ... */
void sl__human_bytes(char *buf, size_t n, double bytes);

/* A CSV field: quoted when it holds a comma, quote or line break. */
void sl__csv_field(FILE *f, const uint8_t *p, size_t n);

/* A text block written with stdio into memory, then handed to a sink. */
typedef struct sl_block_s {
  FILE *f;
  char *text;
  size_t len;
} sl_block_t;

/* Returns 0 or SL_ENOMEM. */
int sl__block_open(sl_block_t *b);
/* Hands the block to the sink and frees it.  Returns the sink's result. */
int sl__block_flush(sl_block_t *b, sl_sink_fn sink, void *ud);
void sl__block_drop(sl_block_t *b);

/* A name for a table column: at most `width` bytes of p, control bytes
 * shown as '?', the end marked with "~" when cut. */
void sl__table_name(char *out, size_t n, const uint8_t *p, size_t len,
                    int width);

/* ---- one step at a glance (follow --summary) ------------------------------ */

#include "trace.h"

typedef struct sl_step_glance_s {
  uint64_t ops, kernels;      /* host ops, GPU kernel records counted  */
  int64_t host_us, device_us; /* as `stepline stats` counts them       */
  int has_span;
  int64_t t_min, t_max;       /* first op start, last op end           */
  char top[96];               /* the op type with the most host time
                               * (device time when there is no host op) */
  size_t top_n;
  int64_t top_us;
} sl_step_glance_t;

/* The op summary of one step, by op type, gathered by a tap on its
 * conversion (convert.h) instead of a walk of its own.  _new() makes the
 * gatherer (SL_ENOMEM), kept across steps; _tap() fills the tap to put on
 * a step's job; after the step, _get() gives its figures (SL_EUSAGE when
 * the pass did not finish).  `devices` (--devices, may be NULL) must
 * outlive it.  Not thread-safe: one step at a time. */
typedef struct sl_stats_glance_s sl_stats_glance_t;
int sl__stats_glance_new(sl_stats_glance_t **out,
                         const sl_devfilter_t *devices);
void sl__stats_glance_tap(sl_stats_glance_t *sg, sl_step_tap_t *tap);
int sl__stats_glance_get(const sl_stats_glance_t *sg, sl_step_glance_t *g);
void sl__stats_glance_free(sl_stats_glance_t *sg);

/* One allocator's peaks in one step, as `stepline mem` reports them. */
typedef struct sl_alloc_glance_s {
  sl_str_t name;
  int has_model, has_inuse, has_peak, has_records;
  int64_t model, inuse, peak, records;
} sl_alloc_glance_t;

/* The memory peaks of one step as `stepline mem` reports them, from its
 * conversion: _ride() sets the model's maxima callback in `ride` and fills
 * the tap that reads the measured figures (both for the next step);
 * after the step, _report() hands the peaks to fn (valid during the call),
 * allocators in the report's order, and returns fn's code, SL_ENOMEM, or
 * SL_EUSAGE when the step's pass did not finish.  Not thread-safe: one
 * step at a time. */
typedef struct sl_mem_glance_s sl_mem_glance_t;
int sl__mem_glance_new(sl_mem_glance_t **out);
void sl__mem_glance_ride(sl_mem_glance_t *mg, sl_riders_t *ride,
                         sl_step_tap_t *tap);
int sl__mem_glance_report(sl_mem_glance_t *mg,
                          int (*fn)(void *ud, const sl_alloc_glance_t *a,
                                    size_t n),
                          void *ud);
void sl__mem_glance_free(sl_mem_glance_t *mg);

/* Both gatherers of follow's summary and what rides on a step with them
 * (caller-allocated).  _init() makes the gatherers (SL_ENOMEM; `devices`
 * as for sl__stats_glance_new); _ride() sets them on the next step and
 * returns what to pass with it (valid until the next call); after the
 * step, the figures come from g->sg and g->mg.  _close() on a zeroed or
 * initialised one frees it. */
typedef struct sl_glance_s {
  sl_stats_glance_t *sg;
  sl_mem_glance_t *mg;
  sl_step_tap_t taps[2];
  sl_riders_t ride;
} sl_glance_t;

int sl__glance_init(sl_glance_t *g, const sl_devfilter_t *devices);
const sl_riders_t *sl__glance_ride(sl_glance_t *g);
void sl__glance_close(sl_glance_t *g);

#endif

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

/* The op summary of one step, by op type.  Returns 0 or an error code
 * (err in st filled). */
int sl__stats_glance(sl_step_ctx_t *st, sl_step_glance_t *g);

/* One allocator's peaks in one step, as `stepline mem` reports them. */
typedef struct sl_alloc_glance_s {
  sl_str_t name;
  int has_model, has_inuse, has_peak, has_records;
  int64_t model, inuse, peak, records;
} sl_alloc_glance_t;

/* Computes the memory peaks of one step and hands them to fn (valid
 * during the call), allocators in the order the step names them.  Returns
 * 0, fn's code, or an error code (err in st filled). */
int sl__mem_glance(sl_step_ctx_t *st,
                   int (*fn)(void *ud, const sl_alloc_glance_t *a, size_t n),
                   void *ud);

#endif

/* What the reports (emit/report/) share: human units for tables, CSV
 * fields, and a text buffer that goes to the sink a block at a time.
 * Reports are small next to a trace, so they are formatted with stdio. */
#ifndef SL_REPORT_H
#define SL_REPORT_H

#include <stdio.h>

#include "stream/common.h"

/* "12 us", "3.45 ms", "1.234 s" (microseconds in). */
void sl__human_us(char *buf, size_t n, double us);

/* A CSV field: quoted when it holds a comma, quote or line break. */
void sl__csv_field(FILE *f, const uint8_t *p, size_t n);

/* A JSON string (escaped, invalid UTF-8 repaired) and a time in us,
 * exact, from picoseconds counted from base_us. */
void sl__json_fstr(FILE *f, const uint8_t *p, size_t n);
void sl__json_fus(FILE *f, int64_t base_us, int64_t ps);
/* A JSON integer, or its digits as a string beyond +-2^53. */
void sl__json_fint(FILE *f, int64_t v);

/* Steps as spans of time, as `stepline steps` lists them for profiles:
 * index, step, name, start, end, span, events and, when any step has
 * it, the time a device was busy in it; a table (with its header, `none`
 * when there are none) or a JSON object per line. */
typedef struct sl_span_s {
  int64_t id, start, end;   /* start, end: ps                          */
  uint64_t events;
  int64_t busy;             /* ps any device worked in [start, end); -1:
                             * not known                                */
  sl_str_t name;
} sl_span_t;
void sl__spans_write(FILE *f, const sl_span_t *s, size_t n, int64_t base_us,
                     int json, const char *none);

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
/* The same keeping the end: an input's path as its last width - 1 bytes
 * after "~" when it is longer (where paths differ). */
void sl__table_tail(char *out, size_t n, const uint8_t *p, size_t len,
                    int width);

#endif

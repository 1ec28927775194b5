/* The op summary's figures (`stepline stats`): per key (op type, node
 * name, device, or op type and device), calls, host time (total, min,
 * max), device time, GPU kernel records and output bytes; the rows, and
 * the visitor of a step's node pass that fills them.  Not thread-safe:
 * one pass at a time. */
#ifndef SL_OPSTATS_H
#define SL_OPSTATS_H

#include <stdint.h>

#include "emit/model/arena.h"
#include "emit/model/inkey.h"
#include "emit/model/step.h"
#include "emit/model/strmap.h"
#include "stepline/events.h"
#include "stepline/stepline.h"

/* An op summary's row: host calls and times, the self time of profiles
 * (less the children's), GPU activities and their time, output bytes of
 * step logs.  Times are µs for step logs and ps for profiles. */
typedef struct sl_op_row_s {
  uint64_t calls, kernels;
  int64_t host_total, host_self, host_min, host_max, device_total, bytes;
  uint32_t split;      /* by op,device: length of the op part of the key */
  uint32_t input;      /* by input: its index among the inputs' names    */
} sl_op_row_t;

/* The rows, in the order their keys were first met; keys and rows share
 * an index.  Both the step logs' summary (here) and XSpace's fill them;
 * emit/report/stats_report.c writes them. */
typedef struct sl_op_rows_s {
  sl_arena_t arena;
  sl_strmap_t keys;    /* the key; by input: the input's index (4
                        * bytes) first; by op,device: the op's length
                        * (4 bytes), the op, the device */
  sl_op_row_t *rows;
  size_t cap;
  sl_stats_by_t by;    /* without SL_STATS_BY_INPUT, which is:      */
  sl_inkey_t inkey;    /* by input (on): the inputs' names            */
  int64_t host_total, device_total;
  uint64_t steps;      /* steps added (the driver counts them)      */
  uint8_t *key;        /* a key being made */
  size_t keycap;
} sl_op_rows_t;

void sl__op_rows_init(sl_op_rows_t *r, sl_stats_by_t by);
void sl__op_rows_close(sl_op_rows_t *r);
/* The rows that follow are the input named `name` (by input; nothing
 * otherwise).  Returns 0 or SL_ENOMEM. */
int sl__op_rows_input(sl_op_rows_t *r, sl_str_t name);
/* Row i's input ("" unless by input). */
sl_str_t sl__op_input(const sl_op_rows_t *r, uint32_t i);
/* The row of an op (its type, node name and device) as r->by keys it,
 * made empty when new; NULL when out of memory. */
sl_op_row_t *sl__op_row(sl_op_rows_t *r, sl_str_t op, sl_str_t name,
                        sl_str_t device);
/* Row i's key as its parts: the name, and the device for op,device
 * ("" otherwise).  Both point into r's arena. */
void sl__op_key(const sl_op_rows_t *r, uint32_t i, sl_str_t *name,
                sl_str_t *device);
/* A host call of duration dur into row r (and the totals). */
void sl__op_host(sl_op_rows_t *rs, sl_op_row_t *r, int64_t dur);

/* What the device table says of a device: host, GPU stream, memcpy
 * stream, or a row that does not count. */
typedef struct sl_op_dev_s {
  char *name;
  size_t n;
  int kind;
} sl_op_dev_t;

typedef struct sl_opstats_s {
  sl_op_rows_t rows;
  sl_op_dev_t *devs;
  size_t ndev, devcap;
  int64_t t_min, t_max; /* the span of the ops seen (glance)      */
  int has_span;
  int no_bytes;        /* output bytes are not wanted (glance)      */
  int64_t ev_base;     /* sl__opstats_event's time origin (µs)      */
  int has_ev_base;
} sl_opstats_t;

/* Caller-allocated: empty rows keyed `by`; _clear empties them again (a
 * report per step), _close frees everything. */
void sl__opstats_init(sl_opstats_t *x, sl_stats_by_t by);
void sl__opstats_clear(sl_opstats_t *x);
void sl__opstats_close(sl_opstats_t *x);

/* The visitor that adds a step's nodes to x's rows. */
sl_visitor_t sl__opstats_visitor(sl_opstats_t *x);

/* The visitor's parts, for visitors that ride on another pass (which
 * must not narrow the devices it walks): the device table, a node. */
int sl__opstats_devices(sl_opstats_t *x, const sl_step_t *s,
                        sl_error_t *err);
int sl__opstats_node(sl_opstats_t *x, sl_walk_t *w, sl_node_t *nd);

/* Node nd as a slice for the summary reports (after
 * sl__opstats_devices): host ops by their op, kernels by their name (the
 * label before its " @@" annotation), copies by their kind with the
 * bytes their label gives; *device is the host device, or the GPU of a
 * tracer row.  Times in ps from the first node's start; no pid.  Returns 0 when the node does not
 * count (as for the op summary). */
int sl__opstats_event(sl_opstats_t *x, const sl_node_t *nd,
                      sl_event_t *ev, sl_str_t *device);

#endif

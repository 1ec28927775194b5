/* The buffered JSON writer: the one place JSON bytes are produced.
 *
 * Values are written through a small structural API (objects, arrays,
 * keys, strings, integers) that places commas and, in pretty mode,
 * newlines and indentation exactly as Python's json.dumps(indent=4,
 * separators=(',', ': ')) does, or directly (below) for the hot path.
 * Integers use a two-digit table; strings go through a 256-entry escape
 * table, and bytes that are not valid UTF-8 become U+FFFD, so the output
 * is valid JSON whatever the input held.  Output is flushed to the sink
 * when the buffer fills. */
#ifndef SL_JSON_H
#define SL_JSON_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "emit/write/digits.h"
#include "emit/write/escape.h"
#include "stepline/stepline.h"

#define SL_JSON_MAX_DEPTH 32

/* The converter's output buffer.  Large, so that a writer thread wakes up
 * rarely: each wake-up costs a context switch on a machine whose cores
 * are busy converting. */
#define SL_JSON_BUFSIZE ((size_t)1 << 20)

typedef struct sl_json_s {
  uint8_t *buf;
  size_t len, cap;
  sl_sink_fn sink;
  void *sink_ud;
  int rc;              /* first sink error; writing stops after it */
  int pretty;
  int depth;
  int after_key;
  uint8_t count[SL_JSON_MAX_DEPTH]; /* 0: container still empty */
  uint64_t flushed;    /* bytes handed to the sink so far */
  int boundary;        /* flush only between events (see below)      */
  size_t boundary_at;  /* depth at which a closed value is an event  */
  uint8_t *pbuf;       /* pretty mode: a direct element before layout */
  size_t pcap;
} sl_json_t;

/* Returns 0 or SL_ENOMEM. */
int sl__json_init(sl_json_t *w, size_t cap, int pretty, sl_sink_fn sink,
                  void *ud);
/* Frees the buffer (does not flush). */
void sl__json_close(sl_json_t *w);
/* Hands buffered bytes to the sink.  Returns the writer's status. */
int sl__json_flush(sl_json_t *w);

/* Makes the writer write events into an array that is already open and
 * not empty, at nesting `depth` (2 for {"traceEvents":[ ... ]}): every
 * value it writes is preceded by a comma.  Several such writers can share
 * one output, since they also switch to boundary mode: the buffer grows
 * rather than flushing inside a value, and is flushed only after a value
 * at `depth` is complete, so each sink call holds whole events. */
void sl__json_continue_array(sl_json_t *w, int depth);

void sl__json_obj_begin(sl_json_t *w);
void sl__json_obj_end(sl_json_t *w);
void sl__json_arr_begin(sl_json_t *w);
void sl__json_arr_end(sl_json_t *w);
/* A key: `k` must be ASCII without characters that need escaping. */
void sl__json_key(sl_json_t *w, const char *k, size_t n);
#define SL_JSON_KEY(w, lit) sl__json_key((w), (lit), sizeof(lit) - 1)
/* An arbitrary key (escaped like a string). */
void sl__json_key_str(sl_json_t *w, const uint8_t *p, size_t n);
void sl__json_str(sl_json_t *w, const uint8_t *p, size_t n);
#define SL_JSON_LIT(w, lit) sl__json_str((w), (const uint8_t *)(lit), \
                                         sizeof(lit) - 1)
/* A string whose content is already escaped JSON (written as it is). */
void sl__json_str_raw(sl_json_t *w, const char *p, size_t n);
void sl__json_int(sl_json_t *w, int64_t v);
void sl__json_uint(sl_json_t *w, uint64_t v);
/* Raw bytes, written as they are (newlines between JSON lines). */
void sl__json_raw(sl_json_t *w, const char *p, size_t n);
/* A value whose JSON text is ready (a formatted number), placed with its
 * separator like any value. */
void sl__json_raw_value(sl_json_t *w, const char *p, size_t n);
/* A number with `decimals` digits after the point (exponent notation when
 * it is too large for that); null when it is not finite. */
void sl__json_double(sl_json_t *w, double v, int decimals);

/* ---- direct writing (the hot path) -----------------------------------------
 * An element whose shape is fixed is written with one reservation:
 * sl__json_elem_begin() returns room for `n` bytes (the buffer grows for
 * an element larger than it), the sl__put_* helpers (digits.h, escape.h) write its compact
 * text into it, sl__json_elem_end() commits it as one value of the
 * enclosing array, with its comma.  In pretty mode the compact text is
 * laid out as the structural calls would have written it, so there is
 * one writer per element for both layouts. */
uint8_t *sl__json_elem_begin(sl_json_t *w, size_t n);
void sl__json_elem_end(sl_json_t *w, uint8_t *end);
#endif

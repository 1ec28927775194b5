/* The protobuf wire tokenizer: one push parser for every protobuf input.
 *
 * Bytes arrive in chunks of any size (sl__wire_feed).  The tokenizer keeps
 * a stack of the open messages with their end offsets and, for each field,
 * does what the client's rules say for that message kind and field number:
 *
 *   DESCEND  a nested message of kind `sub` (open / close callbacks);
 *   BYTES    the field's bytes, whole: where they lie when the chunk holds
 *            them, else gathered (up to a limit: over it is an error, or
 *            with `cut` only the first `limit` bytes are kept);
 *   SPAN     only where the bytes are (offset, length), stepped over;
 *   VALUE    a varint or fixed-size field's value;
 *   SKIP     (any field without a rule) stepped over.
 *
 * A rule applies to the field's expected wire type only; the same field
 * with another wire type is stepped over, as a decoder of an older schema
 * would.  Every length is checked against the end of the message that
 * encloses it before anything is allocated for it.  A nested message that
 * runs past the end of the input is followed inwards (the input is cut
 * short), so errors can name the deepest message that is incomplete.
 *
 * One kind may have a hot field: a repeated BYTES field that makes up most
 * of the input (a StepStats' nodes).  Runs of it that lie in one chunk are
 * taken in a tight loop, with the bytes ahead asked for early; and a
 * frame's `open` callback may decline them (they are then stepped over
 * and only counted). */
#ifndef SL_WIRE_H
#define SL_WIRE_H

#include <stddef.h>
#include <stdint.h>

#include "stepline/stepline.h"

enum { SL_WIRE_SKIP = 0, SL_WIRE_DESCEND, SL_WIRE_BYTES, SL_WIRE_SPAN,
       SL_WIRE_VALUE };

#define SL_WIRE_FIELDS 32   /* rules cover field numbers below this   */
#define SL_WIRE_DEPTH 8     /* messages open at once, at most         */

typedef struct sl_wire_rule_s {
  uint8_t act;    /* SL_WIRE_*                                         */
  uint8_t wire;   /* the wire type it applies to (0, 1, 2 or 5)         */
  uint8_t sub;    /* DESCEND: the nested message's kind; BYTES: the kind
                   * that names the field in messages                 */
  uint8_t cut;    /* BYTES over `limit`: keep the first `limit` bytes   */
  uint64_t limit; /* BYTES: most bytes gathered (UINT64_MAX: no limit)  */
} sl_wire_rule_t;

typedef struct sl_wire_schema_s {
  const char *const *kinds;   /* message kinds' names, for messages   */
  const sl_wire_rule_t (*rules)[SL_WIRE_FIELDS]; /* by kind, field     */
  int hot_kind, hot_field;    /* -1: none                              */
} sl_wire_schema_t;

typedef struct sl_wire_s sl_wire_t;

/* Callbacks return 0 to go on or a negative code to stop (returned by
 * sl__wire_feed).  Any may be NULL. */
typedef struct sl_wire_cb_s {
  void *ud;
  /* A nested message begins; `index` is its place among the fields of
   * the same number in its parent.  Returns 1 to receive its hot field,
   * 0 to have it stepped over (counted only), or a negative code. */
  int (*open)(void *ud, int kind, uint64_t index);
  /* It ends, with `hot` hot fields (taken or not). */
  int (*close)(void *ud, int kind, uint64_t hot);
  /* A BYTES field: p..p+n (in the chunk, or gathered: valid during the
   * call only), `off` the absolute offset of its tag, `index` its place
   * among the fields of the same number in its message. */
  int (*bytes)(void *ud, int kind, uint32_t field, const uint8_t *p,
               size_t n, uint64_t off, uint64_t index);
  /* A SPAN field: its bytes are at [off, off+len) (absolute). */
  int (*span)(void *ud, int kind, uint32_t field, uint64_t off,
              uint64_t len);
  /* A VALUE field: the varint, or the fixed-size field's bits. */
  int (*value)(void *ud, int kind, uint32_t field, uint64_t v);
  /* An error was just recorded in err: the client may add where it is,
   * from the tokenizer's state (the open messages, the field being read
   * and the fields of each number counted so far, this one included). */
  void (*located)(void *ud, const sl_wire_t *w, sl_error_t *err);
} sl_wire_cb_t;

struct sl_wire_s {
  const sl_wire_schema_t *schema;
  sl_wire_cb_t cb;
  sl_error_t *err;
  uint64_t base;      /* absolute offset of the range's first byte       */
  uint64_t total;     /* length of the range                             */
  uint64_t pos;       /* bytes of the range consumed                     */
  struct {
    uint8_t kind;
    uint8_t hot;      /* hot fields are delivered                        */
    uint64_t end;     /* range-relative end offset                       */
    uint64_t count[SL_WIRE_FIELDS]; /* fields of each number so far      */
  } fr[SL_WIRE_DEPTH];
  int depth;
  int state;
  uint32_t field;
  int wt;
  const sl_wire_rule_t *rule; /* of the field being read, or NULL      */
  uint64_t elem_start; /* range-relative start of the current field      */
  uint64_t need, keep;
  uint8_t vb[10];
  int vn;
  int vlen;              /* bytes of the last varint read              */
  uint8_t *buf;
  size_t blen, bcap;
};

/* Prepares a parse of `total` bytes at absolute offset `base`, the outer
 * message being of kind `top`.  `schema` and `cb` are kept by pointer and
 * copy. */
void sl__wire_init(sl_wire_t *w, const sl_wire_schema_t *schema, int top,
                   uint64_t base, uint64_t total, const sl_wire_cb_t *cb,
                   sl_error_t *err);
void sl__wire_close(sl_wire_t *w);

/* Consumes the next n bytes.  Returns 0 or a negative code (err filled). */
int sl__wire_feed(sl_wire_t *w, const uint8_t *p, size_t n);

/* The same as an sl_chunk_fn (source.h). */
int sl__wire_chunk(void *w, const uint8_t *p, size_t n);

/* The range has ended: checks that no message or field is left open and
 * closes the open messages.  Returns 0 or a negative code. */
int sl__wire_finish(sl_wire_t *w);

/* During a bytes callback: the absolute offset of the field's body (the
 * bytes handed over may be a copy; this is where they lie). */
static inline uint64_t sl__wire_body_off(const sl_wire_t *w, size_t n) {
  return w->base + w->pos - n;
}

#endif

/* The walk of one StepStats step: its outer messages, RunMetadata ->
 * StepStats -> DeviceStepStats -> NodeExecStats, over the wire tokenizer
 * (stream/pb/wire.h).
 *
 * Bytes arrive in chunks of any size; each device and each node's bytes
 * are reported through callbacks.  A node that lies inside one chunk is
 * handed over without copying; one that straddles chunks is gathered
 * into a buffer that grows to the largest node (bounded by `max_node`).
 * Nodes of devices the caller does not want are stepped over without
 * being looked at, which makes a pass over device names cheap. */
#ifndef SL_STEPWALK_H
#define SL_STEPWALK_H

#include <stddef.h>
#include <stdint.h>

#include "stepline/stepline.h"
#include "stream/pb/wire.h"

typedef enum sl_top_e {
  SL_TOP_RUNMETA = 1,   /* the range holds a RunMetadata */
  SL_TOP_STEPSTATS = 2  /* the range holds a StepStats   */
} sl_top_t;

/* Callbacks return 0 to continue or a negative code to stop (the code is
 * returned by sl__walker_feed()).  Any callback may be NULL. */
typedef struct sl_walker_cb_s {
  void *ud;
  int (*device_begin)(void *ud, uint32_t dev);
  /* The device name field; when it occurs more than once the last wins,
   * as in protobuf. */
  int (*device_name)(void *ud, uint32_t dev, const uint8_t *p, size_t n);
  /* Return non-zero to receive the nodes of `dev`.  NULL: no nodes. */
  int (*want_nodes)(void *ud, uint32_t dev);
  /* One NodeExecStats; `off` is its absolute byte offset. */
  int (*node)(void *ud, uint32_t dev, uint32_t node, const uint8_t *p,
              size_t n, uint64_t off);
  /* The device ends; `nodes` is how many NodeExecStats it had. */
  int (*device_end)(void *ud, uint32_t dev, uint32_t nodes);
} sl_walker_cb_t;

typedef struct sl_walker_s {
  sl_wire_t wire;
  sl_walker_cb_t cb;
  uint32_t ndev, dev;
  /* what this walk's callbacks take, by message kind and field */
  sl_wire_rule_t rules[4][SL_WIRE_FIELDS];
  sl_wire_schema_t schema;
} sl_walker_t;

/* During a node callback: the absolute offset of the node's body, its `n`
 * bytes (the callback's `off` is where its field tag starts).  The bytes
 * handed over may be a copy (a node across two chunks); this is where
 * they lie in the input. */
static inline uint64_t sl__walker_body_off(const sl_walker_t *w, size_t n) {
  return sl__wire_body_off(&w->wire, n);
}

/* Prepares a walk over `total` bytes starting at absolute offset `base`.
 * `cb` is copied. */
void sl__walker_init(sl_walker_t *w, sl_top_t top, uint64_t base,
                     uint64_t total, uint64_t max_node,
                     const sl_walker_cb_t *cb, sl_error_t *err);
void sl__walker_close(sl_walker_t *w);

/* Consumes the next n bytes.  Returns 0 or a negative code (err filled). */
int sl__walker_feed(sl_walker_t *w, const uint8_t *p, size_t n);

/* The same as an sl_chunk_fn (source.h). */
int sl__walker_chunk(void *w, const uint8_t *p, size_t n);

/* Declares the end of the range: checks that no message or field is left
 * open and closes the open devices.  Returns 0 or a negative code. */
int sl__walker_finish(sl_walker_t *w);

#endif

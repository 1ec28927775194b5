/* The step walker: an incremental (push) parser of the outer levels of a
 * step — RunMetadata -> StepStats -> DeviceStepStats -> NodeExecStats.
 *
 * Bytes arrive in chunks of any size (sl__walker_feed); the walker keeps
 * a stack of the open messages with their end offsets and reports each
 * device and each node's bytes through callbacks.  A node that lies inside
 * one chunk is handed over without copying; one that straddles chunks is
 * gathered into a buffer that grows to the largest node (bounded by
 * `max_node`).  Nodes of devices the caller does not want are skipped
 * without being looked at, which makes an index pass cheap.
 *
 * Every length is checked against the end of the message that encloses it
 * before anything is allocated for it. */
#ifndef SL_WALKER_H
#define SL_WALKER_H

#include <stddef.h>
#include <stdint.h>

#include "stepline/stepline.h"

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
  sl_walker_cb_t cb;
  sl_error_t *err;
  uint64_t base;      /* absolute offset of the range's first byte       */
  uint64_t total;     /* length of the range                             */
  uint64_t pos;       /* bytes of the range consumed                     */
  uint64_t max_node;
  struct {
    uint8_t kind;
    uint64_t end;     /* range-relative end offset                       */
    uint64_t start;
  } fr[4];
  int depth;
  int state;
  uint32_t field;
  uint64_t elem_start; /* range-relative start of the current field      */
  uint64_t need;
  uint8_t vb[10];
  int vn;
  int collect;         /* what the bytes being gathered are             */
  uint8_t *buf;
  size_t blen, bcap;
  uint32_t ndev, dev, node;
  int want;
} sl_walker_t;

/* During a node callback: the absolute offset of the node's body, its `n`
 * bytes (the callback's `off` is where its field tag starts).  The bytes
 * handed over may be a copy (a node across two chunks); this is where
 * they lie in the input. */
static inline uint64_t sl__walker_body_off(const sl_walker_t *w, size_t n) {
  return w->base + w->pos - n;
}

/* Prepares a walk over `total` bytes starting at absolute offset `base`.
 * `cb` is copied. */
void sl__walker_init(sl_walker_t *w, sl_top_t top, uint64_t base,
                     uint64_t total, uint64_t max_node,
                     const sl_walker_cb_t *cb, sl_error_t *err);
void sl__walker_close(sl_walker_t *w);

/* Consumes the next n bytes.  Returns 0 or a negative code (err filled). */
int sl__walker_feed(sl_walker_t *w, const uint8_t *p, size_t n);

/* The same as an sl_chunk_fn (loop.h): `w` is the walker, so a walk can be
 * fed straight from sl__source_feed(). */
int sl__walker_chunk(void *w, const uint8_t *p, size_t n);

/* Declares the end of the range: checks that no message or field is left
 * open and closes the open devices.  Returns 0 or a negative code. */
int sl__walker_finish(sl_walker_t *w);

#endif

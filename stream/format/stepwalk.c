/* The walk of a StepStats step.  See stepwalk.h. */
#include "stream/format/stepwalk.h"

#include <string.h>

enum { K_RUNMETA, K_STEP, K_DEV, K_NODE, K_KINDS };

static const char *const kinds[K_KINDS] = {"RunMetadata", "StepStats",
                                           "DeviceStepStats", "NodeExecStats"};

static int w_open(void *ud, int kind, uint64_t index) {
  sl_walker_t *w = ud;
  int rc;
  (void)index;
  if (kind != K_DEV) return 0;
  w->dev = w->ndev++;
  rc = w->cb.want_nodes && w->cb.node && w->cb.want_nodes(w->cb.ud, w->dev);
  if (w->cb.device_begin) {
    int brc = w->cb.device_begin(w->cb.ud, w->dev);
    if (brc) return brc < 0 ? brc : SL_EFORMAT;
  }
  return rc;
}

static int w_close(void *ud, int kind, uint64_t hot) {
  sl_walker_t *w = ud;
  if (kind != K_DEV || !w->cb.device_end) return 0;
  return w->cb.device_end(w->cb.ud, w->dev, (uint32_t)hot);
}

static int w_bytes(void *ud, int kind, uint32_t field, const uint8_t *p,
                   size_t n, uint64_t off, uint64_t index) {
  sl_walker_t *w = ud;
  (void)kind;
  if (field == 1) return w->cb.device_name(w->cb.ud, w->dev, p, n);
  return w->cb.node(w->cb.ud, w->dev, (uint32_t)index, p, n, off);
}

/* Errors inside a device name the device, and inside a node the node. */
static void w_located(void *ud, const sl_wire_t *t, sl_error_t *err) {
  const sl_walker_t *w = ud;
  int in_dev = t->depth >= 1 && t->fr[t->depth].kind == K_DEV;
  err->device = in_dev ? (int64_t)w->dev : -1;
  err->node = in_dev && t->field == 2 ? (int64_t)(t->fr[t->depth].count[2] - 1)
                                      : -1;
}

void sl__walker_init(sl_walker_t *w, sl_top_t top, uint64_t base,
                     uint64_t total, uint64_t max_node,
                     const sl_walker_cb_t *cb, sl_error_t *err) {
  sl_wire_cb_t wcb;
  memset(w, 0, sizeof *w);
  w->cb = *cb;
  /* A pass over device names steps over every node unread. */
  w->rules[K_RUNMETA][1] = (sl_wire_rule_t){SL_WIRE_DESCEND, 2, K_STEP, 0, 0};
  w->rules[K_STEP][1] = (sl_wire_rule_t){SL_WIRE_DESCEND, 2, K_DEV, 0, 0};
  if (cb->device_name)
    w->rules[K_DEV][1] = (sl_wire_rule_t){SL_WIRE_BYTES, 2, K_DEV, 0, UINT64_MAX};
  if (cb->node)
    w->rules[K_DEV][2] = (sl_wire_rule_t){SL_WIRE_BYTES, 2, K_NODE, 0, max_node};
  w->schema.kinds = kinds;
  w->schema.rules = (const sl_wire_rule_t(*)[SL_WIRE_FIELDS])w->rules;
  w->schema.hot_kind = K_DEV;
  w->schema.hot_field = 2;
  memset(&wcb, 0, sizeof wcb);
  wcb.ud = w;
  wcb.open = w_open;
  wcb.close = w_close;
  wcb.bytes = w_bytes;
  wcb.located = w_located;
  sl__wire_init(&w->wire, &w->schema,
                top == SL_TOP_RUNMETA ? K_RUNMETA : K_STEP, base, total, &wcb,
                err);
}

void sl__walker_close(sl_walker_t *w) { sl__wire_close(&w->wire); }

int sl__walker_feed(sl_walker_t *w, const uint8_t *p, size_t n) {
  return sl__wire_feed(&w->wire, p, n);
}

int sl__walker_chunk(void *w, const uint8_t *p, size_t n) {
  return sl__wire_feed(&((sl_walker_t *)w)->wire, p, n);
}

int sl__walker_finish(sl_walker_t *w) { return sl__wire_finish(&w->wire); }

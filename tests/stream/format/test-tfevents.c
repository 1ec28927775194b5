/* Steps inside Events: TF1 tagged_run_metadata, TF2 graph_run_metadata
 * summaries (the plugin only on a tag's first value), events without
 * steps, any chunking, and malformed Events. */
#include <stdlib.h>

#include "stream/format/tfevents.h"
#include "stream/common.h"
#include "test.h"

typedef struct msg_s {
  uint8_t b[512];
  size_t n;
} msg_t;

static void tag_(msg_t *m, unsigned field, unsigned wire) {
  unsigned v = field << 3 | wire;
  while (v >= 0x80) {
    m->b[m->n++] = (uint8_t)(v | 0x80);
    v >>= 7;
  }
  m->b[m->n++] = (uint8_t)v;
}
static void bytes_(msg_t *m, unsigned field, const void *p, size_t n) {
  tag_(m, field, 2);
  m->b[m->n++] = (uint8_t)n;  /* short messages only */
  memcpy(m->b + m->n, p, n);
  m->n += n;
}
static void sub_(msg_t *m, unsigned field, const msg_t *s) {
  bytes_(m, field, s->b, s->n);
}
static void varint_(msg_t *m, unsigned field, uint64_t v) {
  tag_(m, field, 0);
  while (v >= 0x80) {
    m->b[m->n++] = (uint8_t)(v | 0x80);
    v >>= 7;
  }
  m->b[m->n++] = (uint8_t)v;
}
static void double_(msg_t *m, unsigned field, double d) {
  uint64_t u;
  int i;
  memcpy(&u, &d, 8);
  tag_(m, field, 1);
  for (i = 0; i < 8; i++) m->b[m->n++] = (uint8_t)(u >> (8 * i));
}

/* The tag memory a caller keeps (one tag is enough here). */
static char remembered[64];
static int plugin_of(void *ud, const char *tag, size_t tn, const char *pl,
                     size_t pn, int has) {
  (void)ud;
  if (has) {
    int is = pn == 18 && memcmp(pl, "graph_run_metadata", 18) == 0;
    if (is) snprintf(remembered, sizeof remembered, "%.*s", (int)tn, tag);
    else if (strlen(remembered) == tn && memcmp(remembered, tag, tn) == 0)
      remembered[0] = '\0';
    return is;
  }
  return strlen(remembered) == tn && memcmp(remembered, tag, tn) == 0;
}

static int parse(const msg_t *m, size_t step, sl_event_t *e, sl_error_t *err) {
  size_t i;
  int rc = 0;
  sl__err_clear(err);
  sl__event_close(e);  /* the previous parse's buffers; zeroed at first */
  sl__event_init(e, 1000, m->n, plugin_of, NULL, err);
  for (i = 0; i < m->n && rc == 0; i += step)
    rc = sl__event_feed(e, m->b + i, m->n - i < step ? m->n - i : step);
  return rc ? rc : sl__event_finish(e);
}

int main(void) {
  static const char rm[] = "\x0a\x00RUNMETA";  /* any bytes */
  msg_t ev, tagged, val, tensor, meta, plugin, summary;
  sl_event_t e;
  sl_error_t err;
  size_t step;
  memset(&e, 0, sizeof e);
  for (step = 1; step <= 512; step *= 8) {
    /* TF1 */
    memset(&ev, 0, sizeof ev);
    memset(&tagged, 0, sizeof tagged);
    double_(&ev, 1, 1583461681.5);
    varint_(&ev, 2, 99);
    bytes_(&tagged, 1, "step99", 6);
    bytes_(&tagged, 2, rm, sizeof rm - 1);
    sub_(&ev, 8, &tagged);
    CHECK_INT(parse(&ev, step, &e, &err), 1);
    CHECK_STR(e.steps[0].tag, e.steps[0].tag_len, "step99");
    CHECK_INT(e.steps[0].step, 99);
    CHECK(e.steps[0].wall_time == 1583461681.5);
    CHECK_INT(e.steps[0].len, sizeof rm - 1);
    CHECK(memcmp(ev.b + (e.steps[0].off - 1000), rm, sizeof rm - 1) == 0);
    CHECK(!e.steps[0].tf2);

    /* TF2: tensor (8) before metadata (9), as writers order them. */
    remembered[0] = '\0';
    memset(&ev, 0, sizeof ev);
    memset(&val, 0, sizeof val);
    memset(&tensor, 0, sizeof tensor);
    memset(&meta, 0, sizeof meta);
    memset(&plugin, 0, sizeof plugin);
    memset(&summary, 0, sizeof summary);
    varint_(&ev, 2, 7);
    bytes_(&val, 1, "train", 5);
    varint_(&tensor, 1, 7);  /* dtype */
    bytes_(&tensor, 8, rm, sizeof rm - 1);
    bytes_(&tensor, 8, "second", 6);  /* only string_val[0] counts */
    sub_(&val, 8, &tensor);
    bytes_(&plugin, 1, "graph_run_metadata", 18);
    sub_(&meta, 1, &plugin);
    sub_(&val, 9, &meta);
    sub_(&summary, 1, &val);
    sub_(&ev, 5, &summary);
    CHECK_INT(parse(&ev, step, &e, &err), 1);
    CHECK_STR(e.steps[0].tag, e.steps[0].tag_len, "train");
    CHECK_INT(e.steps[0].step, 7);
    CHECK(e.steps[0].tf2);
    CHECK(memcmp(ev.b + (e.steps[0].off - 1000), rm, sizeof rm - 1) == 0);
    /* A later value of the tag has no metadata: still run metadata. */
    memset(&ev, 0, sizeof ev);
    memset(&val, 0, sizeof val);
    memset(&summary, 0, sizeof summary);
    varint_(&ev, 2, 8);
    bytes_(&val, 1, "train", 5);
    sub_(&val, 8, &tensor);
    sub_(&summary, 1, &val);
    sub_(&ev, 5, &summary);
    CHECK_INT(parse(&ev, step, &e, &err), 1);
    CHECK_INT(e.steps[0].step, 8);
    /* Another tag without metadata, and a scalar: no steps. */
    memset(&ev, 0, sizeof ev);
    memset(&val, 0, sizeof val);
    memset(&summary, 0, sizeof summary);
    bytes_(&val, 1, "loss", 4);
    tag_(&val, 2, 5);  /* simple_value float */
    memcpy(val.b + val.n, "\0\0\x80\x3f", 4);
    val.n += 4;
    sub_(&summary, 1, &val);
    sub_(&ev, 5, &summary);
    CHECK_INT(parse(&ev, step, &e, &err), 0);
    /* file_version: no steps. */
    memset(&ev, 0, sizeof ev);
    double_(&ev, 1, 1.0);
    bytes_(&ev, 3, "brain.Event:2", 13);
    CHECK_INT(parse(&ev, step, &e, &err), 0);
  }
  /* Malformed: a length past the end of the Event; a cut-off Event. */
  memset(&ev, 0, sizeof ev);
  tag_(&ev, 8, 2);
  ev.b[ev.n++] = 50;
  ev.b[ev.n++] = 0x0a;
  CHECK(parse(&ev, 4, &e, &err) < 0);
  memset(&ev, 0, sizeof ev);
  varint_(&ev, 2, 300);
  ev.n--;  /* cut inside the varint */
  CHECK_INT(parse(&ev, 4, &e, &err), SL_ETRUNC);
  sl__event_close(&e);
  TEST_MAIN_END();
}

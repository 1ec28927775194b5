/* Step walker tests: the same callbacks whatever the chunking, varint
 * lengths at their size boundaries, skipped unknown fields, and clear
 * errors (with offsets) for truncated and hostile input. */
#include <stdlib.h>

#include "stream/common.h"
#include "stream/format/stepwalk.h"
#include "pb.h"
#include "test.h"

typedef struct log_s {
  char text[1 << 16];
  size_t n;
  uint64_t node_bytes;
  int want;
} log_t;

static void logf_(log_t *l, const char *s) {
  size_t k = strlen(s);
  memcpy(l->text + l->n, s, k);
  l->n += k;
  l->text[l->n] = 0;
}
static int c_begin(void *ud, uint32_t d) {
  char s[32];
  snprintf(s, sizeof s, "B%u ", d);
  logf_(ud, s);
  return 0;
}
static int c_name(void *ud, uint32_t d, const uint8_t *p, size_t n) {
  char s[128];
  snprintf(s, sizeof s, "N%u=%.*s ", d, (int)n, (const char *)p);
  logf_(ud, s);
  return 0;
}
static int c_want(void *ud, uint32_t d) {
  return ((log_t *)ud)->want || d == 1;
}
static int log_offsets = 1;

static int c_node(void *ud, uint32_t d, uint32_t k, const uint8_t *p,
                  size_t n, uint64_t off) {
  char s[64];
  (void)p;
  if (log_offsets)
    snprintf(s, sizeof s, "n%u.%u:%zu@%llu ", d, k, n,
             (unsigned long long)off);
  else
    snprintf(s, sizeof s, "n%u.%u:%zu ", d, k, n);
  ((log_t *)ud)->node_bytes += n;
  logf_(ud, s);
  return 0;
}
static int c_end(void *ud, uint32_t d, uint32_t nodes) {
  char s[32];
  (void)nodes;
  snprintf(s, sizeof s, "E%u ", d);
  logf_(ud, s);
  return 0;
}

static int walk(const uint8_t *p, size_t n, size_t chunk, sl_top_t top,
                log_t *l, sl_error_t *err, int want_all) {
  sl_walker_cb_t cb = {0};
  sl_walker_t w;
  size_t i;
  int rc = 0;
  memset(l, 0, sizeof *l);
  l->want = want_all;
  cb.ud = l;
  cb.device_begin = c_begin;
  cb.device_name = c_name;
  cb.want_nodes = c_want;
  cb.node = c_node;
  cb.device_end = c_end;
  sl__err_clear(err);
  sl__walker_init(&w, top, 1000, n, 1 << 20, &cb, err);
  for (i = 0; i < n && rc == 0; i += chunk)
    rc = sl__walker_feed(&w, p + i, n - i < chunk ? n - i : chunk);
  if (rc == 0) rc = sl__walker_finish(&w);
  sl__walker_close(&w);
  return rc;
}

int main(void) {
  static pb_t node, dev0, dev1, dev2, ss, rm;
  static log_t ref, l;
  sl_error_t err;
  size_t chunk, cut, k;
  int bad = 0;
  static uint8_t big[20000];

  /* A node with some fields; its content is opaque to the walker. */
  pb_bytes(&node, 1, "n", 1);
  pb_varint(&node, 2 << 3);
  pb_varint(&node, 12345);
  /* Device 0: name, one node, an unknown varint and fixed64 field. */
  pb_bytes(&dev0, 1, "/cpu:0", 6);
  pb_bytes(&dev0, 2, node.p, node.n);
  pb_varint(&dev0, 9 << 3);
  pb_varint(&dev0, 300);
  pb_varint(&dev0, 10 << 3 | 1);
  pb_raw(&dev0, "12345678", 8);
  /* Device 1: nodes whose lengths sit at varint boundaries, thread_names,
   * then the name given twice (the last wins). */
  pb_bytes(&dev1, 1, "first", 5);
  for (k = 0; k < 4; k++) {
    size_t sizes[] = {127, 128, 16383, 16384};
    pb_bytes(&dev1, 2, big, sizes[k]);
  }
  pb_bytes(&dev1, 3, "\x08\x01\x12\x01x", 5);
  pb_bytes(&dev1, 1, "/gpu:0", 6);
  /* Device 2: empty. */
  pb_bytes(&ss, 1, dev0.p, dev0.n);
  pb_bytes(&ss, 1, dev1.p, dev1.n);
  pb_bytes(&ss, 1, dev2.p, dev2.n);
  /* RunMetadata: a cost_graph before step_stats, a partition graph after. */
  pb_bytes(&rm, 2, "graph", 5);
  pb_bytes(&rm, 1, ss.p, ss.n);
  pb_bytes(&rm, 3, "pg", 2);

  CHECK_INT(walk(rm.p, rm.n, rm.n, SL_TOP_RUNMETA, &ref, &err, 1), 0);
  CHECK(strstr(ref.text, "B0 N0=/cpu:0 n0.0:") != NULL);
  CHECK(strstr(ref.text, "N1=first") != NULL);
  CHECK(strstr(ref.text, "N1=/gpu:0 E1 B2 E2") != NULL);
  CHECK(strstr(ref.text, "n1.3:16384@") != NULL);
  CHECK_INT(ref.node_bytes, node.n + 127 + 128 + 16383 + 16384);
  /* Every chunking yields the same callbacks. */
  for (chunk = 1; chunk < 70; chunk++) {
    if (walk(rm.p, rm.n, chunk, SL_TOP_RUNMETA, &l, &err, 1) != 0 ||
        strcmp(l.text, ref.text) != 0)
      bad++;
  }
  CHECK_INT(bad, 0);
  /* Read as a StepStats, the same devices and nodes (at other offsets). */
  log_offsets = 0;
  CHECK_INT(walk(rm.p, rm.n, rm.n, SL_TOP_RUNMETA, &ref, &err, 1), 0);
  CHECK_INT(walk(ss.p, ss.n, 7, SL_TOP_STEPSTATS, &l, &err, 1), 0);
  CHECK(strcmp(l.text, ref.text) == 0);
  log_offsets = 1;
  /* Only device 1's nodes are wanted: others are skipped unseen. */
  CHECK_INT(walk(rm.p, rm.n, 3, SL_TOP_RUNMETA, &l, &err, 0), 0);
  CHECK(strstr(l.text, "n0.") == NULL);
  CHECK(strstr(l.text, "n1.3:16384") != NULL);

  /* Truncation anywhere: an error naming an offset inside the input, or
   * success only where the cut leaves whole top-level fields. */
  for (cut = 0; cut < rm.n; cut++) {
    int rc = walk(rm.p, cut, 5, SL_TOP_RUNMETA, &l, &err, 1);
    int boundary = cut == 0 || cut == 7 || cut == rm.n - 4;
    if (rc == 0 && !boundary) bad++;
    if (rc != 0 && (err.offset < 1000 || err.offset > 1000 + cut)) bad++;
    if (rc != 0 && err.msg[0] == 0) bad++;
  }
  CHECK_INT(bad, 0);

  /* Hostile lengths: 2^31 and 2^34 bytes claimed by a 12-byte input. */
  {
    pb_t h = {{0}, 0};
    pb_varint(&h, 1 << 3 | 2);
    pb_varint(&h, (uint64_t)1 << 31);
    pb_raw(&h, "xxxx", 4);
    /* The error is where the input ends, inside the device it opened. */
    CHECK_INT(walk(h.p, h.n, 64, SL_TOP_STEPSTATS, &l, &err, 1), SL_ETRUNC);
    CHECK_INT(err.offset, 1000 + h.n);
    CHECK_INT(err.device, 0);
    h.n = 0;
    pb_bytes(&h, 1, "", 0);
    pb_varint(&h, 1 << 3 | 2);
    pb_varint(&h, (uint64_t)1 << 34);
    CHECK_INT(walk(h.p, h.n, 64, SL_TOP_STEPSTATS, &l, &err, 1), SL_ETRUNC);
    CHECK_INT(err.offset, 1000 + h.n);
    CHECK_INT(err.device, 1);
    /* A length prefix of more than five bytes (2^63 here) is no length
     * a protobuf decoder reads: malformed, at its field. */
    h.n = 0;
    pb_varint(&h, 1 << 3 | 2);
    pb_varint(&h, (uint64_t)1 << 63);
    pb_raw(&h, "xxxx", 4);
    CHECK_INT(walk(h.p, h.n, 64, SL_TOP_STEPSTATS, &l, &err, 1), SL_EFORMAT);
    CHECK_INT(err.offset, 1000);
    CHECK(strstr(err.msg, "at most five bytes") != NULL);
  }
  /* A node that claims more than its device holds is corruption. */
  {
    pb_t d = {{0}, 0}, s = {{0}, 0};
    pb_varint(&d, 2 << 3 | 2);
    pb_varint(&d, 50);
    pb_raw(&d, "abc", 3);
    pb_bytes(&s, 1, d.p, d.n);
    pb_bytes(&s, 1, "", 0);
    CHECK_INT(walk(s.p, s.n, 4, SL_TOP_STEPSTATS, &l, &err, 1), SL_EFORMAT);
    CHECK_INT(err.offset, 1002);
    CHECK_INT(err.device, 0);
    CHECK(strstr(err.msg, "claims 50 bytes") != NULL);
  }
  /* Wire types 3, 4, 6, 7 and field number 0 are rejected. */
  {
    uint8_t g[] = {0x0b, 0x00};
    uint8_t z[] = {0x02, 0x00};
    uint8_t v[] = {0x08, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
                   0xff, 0xff, 0x01};
    CHECK_INT(walk(g, 2, 1, SL_TOP_STEPSTATS, &l, &err, 1), SL_EFORMAT);
    CHECK_INT(walk(z, 2, 1, SL_TOP_STEPSTATS, &l, &err, 1), SL_EFORMAT);
    /* A varint of 11 bytes. */
    CHECK_INT(walk(v, sizeof v, 3, SL_TOP_STEPSTATS, &l, &err, 1),
              SL_EFORMAT);
  }
  /* A tag in six bytes (field 15, fixed32, unknown), fed one byte at a
   * time and whole: refused as a tag, as protobuf-c refuses it. */
  {
    uint8_t t[] = {0xfd, 0x80, 0x80, 0x80, 0x80, 0x00, 1, 2, 3, 4};
    CHECK_INT(walk(t, sizeof t, 1, SL_TOP_STEPSTATS, &l, &err, 1),
              SL_EFORMAT);
    CHECK(strstr(err.msg, "in 6 bytes") != NULL);
    CHECK_INT(walk(t, sizeof t, sizeof t, SL_TOP_STEPSTATS, &l, &err, 1),
              SL_EFORMAT);
    CHECK_INT(err.offset, 1000);
  }
  /* A node inside a device that runs past the cut-off end of the input
   * may claim more than the device holds but not more than the input:
   * that is truncation, found before any allocation (regression: a
   * fuzzed 2^49-byte node was handed to realloc; 2^33 here, the length
   * prefix a decoder reads being at most five bytes). */
  {
    pb_t d = {{0}, 0}, s = {{0}, 0};
    pb_varint(&s, 1 << 3 | 2);
    pb_varint(&s, (uint64_t)1 << 34);
    pb_varint(&d, 2 << 3 | 2);
    pb_varint(&d, (uint64_t)1 << 33);
    pb_raw(&d, "abc", 3);
    pb_raw(&s, d.p, d.n);
    CHECK_INT(walk(s.p, s.n, 4, SL_TOP_STEPSTATS, &l, &err, 1), SL_ETRUNC);
    CHECK_INT(err.offset, 1000 + s.n);
    CHECK_INT(err.device, 0);
    CHECK_INT(err.node, 0);
    /* The same for a device name. */
    s.n = d.n = 0;
    pb_varint(&s, 1 << 3 | 2);
    pb_varint(&s, (uint64_t)1 << 34);
    pb_varint(&d, 1 << 3 | 2);
    pb_varint(&d, (uint64_t)1 << 33);
    pb_raw(&s, d.p, d.n);
    CHECK_INT(walk(s.p, s.n, 4, SL_TOP_STEPSTATS, &l, &err, 1), SL_ETRUNC);
  }
  TEST_MAIN_END();
}

/* The direct field reader of NodeExecStats (stream/pb/nodefields.c) and
 * the nested-message check (stream/pb/schema.c): protobuf semantics on
 * hand-built nodes. */
#include "stream/pb/schema.h"
#include "stream/pb/nodefields.h"
#include "pb.h"
#include "test.h"

/* An output with an allocation description given in two occurrences of
 * tensor_description, as a merge of two writers' fields would be. */
static void output(pb_t *node, int64_t bytes, const char *alloc) {
  pb_t ad = {{0}, 0}, td = {{0}, 0}, td2 = {{0}, 0}, ad2 = {{0}, 0},
       out = {{0}, 0};
  pb_int(&ad, 1, (uint64_t)bytes);
  pb_str(&ad, 3, "first");
  pb_int(&td, 1, 1);
  pb_msg(&td, 4, &ad);
  pb_str(&ad2, 3, alloc); /* a later occurrence: its allocator wins */
  pb_msg(&td2, 4, &ad2);
  pb_int(&out, 1, 0);
  pb_msg(&out, 3, &td);
  pb_msg(&out, 3, &td2);
  pb_msg(node, 7, &out);
}

/* A node like TensorFlow's: outputs with shapes and allocations, memory
 * used with allocation records, memory stats, nanosecond times. */
static void real_node(pb_t *node, unsigned *seed) {
  pb_t out = {{0}, 0}, td = {{0}, 0}, shape = {{0}, 0}, dim = {{0}, 0},
       ad = {{0}, 0}, mem = {{0}, 0}, rec = {{0}, 0}, ms = {{0}, 0};
  int k;
  node->n = 0;
  pb_str(node, 1, "block0/layer0/FusedBatchNorm_0");
  pb_int(node, 2, 1500000000000033ull + (uint64_t)(rand_r(seed) % 999));
  pb_int(node, 5, 23);
  for (k = 0; k < 2; k++) {
    dim.n = 0;
    pb_int(&dim, 1, 384);
    pb_str(&dim, 2, "batch");
    pb_msg(&shape, 2, &dim);
  }
  pb_int(&shape, 3, 0);
  pb_int(&ad, 1, 34019328);
  pb_int(&ad, 2, 34019328);
  pb_str(&ad, 3, "GPU_0_bfc");
  pb_int(&ad, 4, 365);
  pb_int(&ad, 6, 139638706382303ull);
  pb_int(&td, 1, 9);
  pb_msg(&td, 2, &shape);
  pb_msg(&td, 4, &ad);
  pb_int(&out, 1, 0);
  pb_msg(&out, 3, &td);
  pb_msg(node, 7, &out);
  pb_str(&mem, 1, "cpu");
  pb_int(&mem, 2, 606654);
  pb_int(&rec, 1, 1500000000000033ull);
  pb_int(&rec, 2, (uint64_t)-303327);
  pb_msg(&mem, 6, &rec);
  pb_msg(node, 6, &mem);
  pb_int(&ms, 1, 77);
  pb_int(&ms, 5, 4);
  pb_str(&ms, 6, "\x03\x04");
  pb_msg(node, 12, &ms);
  pb_msg(node, 11, &ad);
  pb_str(node, 8, "n = Op(a, b)");
  pb_int(node, 13, 1500000000000033123ull);
}

/* The scan's nested check (one loop with its own stack) and the generic
 * recursive check must agree on every damaged node: the same verdict and
 * the same offset. */
static void nested_agrees(void) {
  pb_t node = {{0}, 0};
  uint8_t buf[1 << 12];
  unsigned seed = 99;
  int i, rejected = 0;
  for (i = 0; i < 200000; i++) {
    size_t n, j, hits;
    sl_node_fields_t f;
    size_t bad = 0;
    uint64_t bad64 = 0;
    int ok, rc;
    if (i % 64 == 0) real_node(&node, &seed);
    n = node.n;
    memcpy(buf, node.p, n);
    hits = 1 + (size_t)(rand_r(&seed) % 3);
    for (j = 0; j < hits && n > 0; j++) {
      size_t at = (size_t)rand_r(&seed) % n;
      switch (rand_r(&seed) % 4) {
      case 0: buf[at] = (uint8_t)rand_r(&seed); break;
      case 1: buf[at] ^= (uint8_t)(1u << (rand_r(&seed) % 8)); break;
      case 2: buf[at] = (uint8_t)(rand_r(&seed) % 2 ? 0x80 : 0x00); break;
      default: n = at; break; /* cut short */
      }
    }
    ok = sl__node_check(buf, n, &bad64);
    rc = sl__node_fields(buf, n, 1, &f, &bad);
    if (!ok) rejected++;
    CHECK_INT(rc != 0, !ok);
    if (!ok && rc != 0) CHECK_INT((uint64_t)bad, bad64);
    if ((rc != 0) == ok) {
      fprintf(stderr, "  node %d: ", i);
      for (j = 0; j < n; j++) fprintf(stderr, "%02x", buf[j]);
      fprintf(stderr, "\n");
      break;
    }
  }
  /* Damage must reach the nested messages: most is refused somewhere. */
  CHECK(rejected > 50000);
}

/* The fields read from nodes whose fields come in TensorFlow's order (the
 * scan's straight path), in another order, repeated, or mixed with
 * unknown and newer fields (its loop), against what a decoder gives: the
 * last name, times and label, and the outputs' and memory entries' count
 * and span (first tag to last end); with and without the check. */
static void fields_agree(void) {
  static const int order[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
  unsigned seed = 4242;
  int round, bad = 0;
  for (round = 0; round < 20000; round++) {
    pb_t node = {{0}, 0}, out = {{0}, 0}, mem = {{0}, 0};
    int fl[24], nf = 0, i, k;
    /* (An absent name or label is empty; where its "" lies is the
     * library's.) */
    sl_str_t name = sl__str("", 0), label = sl__str("", 0);
    int64_t start = 0, end_rel = 0;
    uint32_t nout = 0, nmem = 0;
    size_t of = 0, ot = 0, mf = 0, mt = 0;
    char nm[16], lb[24];
    pb_int(&out, 1, 1);
    pb_str(&mem, 1, "cpu");
    /* Canonical order, fields left out or repeated, or shuffled, or with
     * strangers. */
    for (i = 0; i < 10; i++) {
      int r = rand_r(&seed) % 8;
      if (r == 0) continue;
      fl[nf++] = order[i];
      if (r == 1 || ((order[i] == 6 || order[i] == 7) && r < 4))
        fl[nf++] = order[i];
    }
    if (round % 3 == 1)
      for (i = nf - 1; i > 0; i--) {
        int j = rand_r(&seed) % (i + 1), t = fl[i];
        fl[i] = fl[j];
        fl[j] = t;
      }
    if (round % 3 == 2 && nf < 22) {
      int at = nf ? rand_r(&seed) % nf : 0;
      memmove(fl + at + 1, fl + at, (size_t)(nf - at) * sizeof *fl);
      fl[at] = rand_r(&seed) % 2 ? 13 : 99;
      nf++;
    }
    for (i = 0; i < nf; i++) {
      size_t at = node.n;
      int64_t v = 1500000000000000 + rand_r(&seed) % 1000;
      switch (fl[i]) {
      case 1:
        snprintf(nm, sizeof nm, "n%d", rand_r(&seed) % 100);
        pb_str(&node, 1, nm);
        name = sl__str(node.p + node.n - strlen(nm), strlen(nm));
        break;
      case 8:
        snprintf(lb, sizeof lb, "l = Op(x%d)", rand_r(&seed) % 100);
        pb_str(&node, 8, lb);
        label = sl__str(node.p + node.n - strlen(lb), strlen(lb));
        break;
      case 6:
      case 7:
        pb_msg(&node, (uint32_t)fl[i], fl[i] == 7 ? &out : &mem);
        if (fl[i] == 7) {
          if (nout++ == 0) of = at;
          ot = node.n;
        } else {
          if (nmem++ == 0) mf = at;
          mt = node.n;
        }
        break;
      case 99:
        pb_str(&node, 99, "stranger");
        break;
      default:
        pb_int(&node, (uint32_t)fl[i], (uint64_t)v);
        if (fl[i] == 2) start = v;
        if (fl[i] == 5) end_rel = v;
        break;
      }
    }
    for (k = 0; k < 2; k++) {
      sl_node_fields_t f;
      size_t b = 0;
      int rc = sl__node_fields(node.p, node.n, k, &f, &b);
      if (rc != 0 || f.all_start_micros != start ||
          f.all_end_rel_micros != end_rel || f.node_name.n != name.n ||
          (name.n && f.node_name.p != name.p) ||
          f.timeline_label.n != label.n ||
          (label.n && f.timeline_label.p != label.p) || f.n_output != nout ||
          f.n_memory != nmem || f.out_from != of || f.out_to != ot ||
          f.mem_from != mf || f.mem_to != mt) {
        if (bad++ < 5) {
          fprintf(stderr, "fields of node %d (check %d) differ; order:",
                  round, k);
          for (i = 0; i < nf; i++) fprintf(stderr, " %d", fl[i]);
          fprintf(stderr, "\n");
        }
      }
    }
  }
  CHECK_INT(bad, 0);
}

int main(void) {
  pb_t node = {{0}, 0}, ms = {{0}, 0};
  sl_node_fields_t f;
  sl_outputs_t it;
  sl_str_t alloc;
  int64_t bytes;
  size_t bad;
  uint64_t bad64;
  uint8_t fixed[8] = {0};
  int pass;

  pb_str(&node, 1, "old");
  pb_int(&node, 2, 100);
  pb_int(&node, 5, 7);
  output(&node, 4096, "gpu_bfc");
  pb_str(&node, 8, "n = Op(a)");
  pb_int(&node, 99, 5);                 /* unknown varint field   */
  pb_varint(&node, 98 << 3 | 1);        /* unknown fixed64 field  */
  pb_raw(&node, fixed, 8);
  pb_varint(&node, 97 << 3 | 5);        /* unknown fixed32 field  */
  pb_raw(&node, fixed, 4);
  output(&node, 8, "cpu");
  pb_str(&node, 1, "new");              /* last occurrence wins   */
  pb_int(&node, 2, 200);
  /* MemoryStats with repeated int64s packed and unpacked. */
  {
    pb_t packed = {{0}, 0};
    pb_varint(&packed, 3);
    pb_varint(&packed, 300);
    pb_bytes(&ms, 5, packed.p, packed.n);
    pb_int(&ms, 5, 4);
    pb_int(&ms, 6, 9);
    pb_msg(&node, 12, &ms);
  }

  CHECK_INT(sl__node_fields(node.p, node.n, 1, &f, &bad), 0);
  CHECK_STR(f.node_name.p, f.node_name.n, "new");
  CHECK_INT(f.all_start_micros, 200);
  CHECK_INT(f.all_end_rel_micros, 7);
  CHECK_STR(f.timeline_label.p, f.timeline_label.n, "n = Op(a)");
  CHECK_INT(f.n_output, 2);

  CHECK_INT(f.n_memory, 0);
  CHECK_INT(f.mem_to, 0);
  /* The outputs read from the whole node, then from their span (the
   * first output's tag to the last one's end, unknown fields between). */
  CHECK(f.out_from > 0 && f.out_from < f.out_to && f.out_to < node.n);
  for (pass = 0; pass < 2; pass++) {
    if (pass == 0) sl__outputs_init(&it, node.p, node.n);
    else sl__outputs_init(&it, node.p + f.out_from, f.out_to - f.out_from);
    CHECK_INT(sl__outputs_next(&it, &bytes, &alloc), 1);
    CHECK_INT(bytes, 4096);
    CHECK_STR(alloc.p, alloc.n, "gpu_bfc");
    CHECK_INT(sl__outputs_next(&it, &bytes, &alloc), 1);
    CHECK_INT(bytes, 8);
    CHECK_STR(alloc.p, alloc.n, "cpu");
    CHECK_INT(sl__outputs_next(&it, &bytes, &alloc), 0);
  }
  /* Memory entries (6) get a span the same way. */
  {
    pb_t m = {{0}, 0}, mn = {{0}, 0};
    sl_node_fields_t g;
    pb_str(&mn, 1, "n");
    pb_str(&m, 1, "gpu_bfc");
    pb_msg(&mn, 6, &m);
    pb_int(&mn, 2, 5);
    pb_msg(&mn, 6, &m);
    CHECK_INT(sl__node_fields(mn.p, mn.n, 1, &g, &bad), 0);
    CHECK_INT(g.n_memory, 2);
    CHECK_INT(g.mem_from, 3);          /* after the name's 3 bytes  */
    CHECK_INT(g.mem_to, mn.n);
    CHECK_INT(g.n_output, 0);
    /* Field number 0 is rejected inside a nested message whatever its
     * wire type (regression: a fixed64 one was let through by the check
     * and rejected by the memory reader; found by fuzz-push). */
    m.n = 0;
    pb_str(&m, 1, "gpu_bfc");
    pb_varint(&m, 0 << 3 | 1);
    pb_raw(&m, fixed, 8);
    mn.n = 0;
    pb_str(&mn, 1, "n");
    pb_msg(&mn, 6, &m);
    CHECK_INT(sl__node_check(mn.p, mn.n, &bad64), 0);
    CHECK_INT(sl__node_fields(mn.p, mn.n, 1, &g, &bad), SL_ENESTED);
  }

  /* The nested check accepts all of it (unknown fields included)... */
  CHECK_INT(sl__node_check(node.p, node.n, &bad64), 1);
  /* ...and rejects a broken nested message, naming where. */
  {
    pb_t broken = {{0}, 0}, out = {{0}, 0};
    uint8_t junk[] = {0x1a, 0x05, 0x22, 0x09, 0x08};  /* td -> ad claims 9 */
    pb_str(&broken, 1, "x");
    pb_raw(&out, junk, sizeof junk);
    pb_msg(&broken, 7, &out);
    CHECK_INT(sl__node_check(broken.p, broken.n, &bad64), 0);
    CHECK(bad64 >= 3 && bad64 < broken.n);
    /* The scan checks the same when asked, and only then. */
    CHECK_INT(sl__node_fields(broken.p, broken.n, 0, &f, &bad), 0);
    CHECK_INT(sl__node_fields(broken.p, broken.n, 1, &f, &bad), SL_ENESTED);
    CHECK_INT(bad, bad64);
    sl__outputs_init(&it, broken.p, broken.n);
    CHECK_INT(sl__outputs_next(&it, &bytes, &alloc), SL_EFORMAT);
  }
  /* A known field with another wire type than its schema's: a decoder
   * refuses it, so the checks do; unchecked, the scan skips it. */
  {
    static const struct {
      uint8_t bytes[3];
      size_t n;
      int bad;
    } cases[] = {
        {{0x10, 0x01}, 2, 0},       /* field 2, varint: fine */
        {{0x12, 0x00}, 2, 1},       /* field 2 (a time) length-delimited */
        {{0x08, 0x01}, 2, 1},       /* field 1 (the name) as a varint */
        {{0x38, 0x01}, 2, 1},       /* field 7 (an output) as a varint */
        {{0xe0, 0x01, 0x05}, 3, 0}, /* field 28 (unknown), varint: fine */
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
      const uint8_t *c = cases[i].bytes;
      CHECK_INT(sl__node_check(c, cases[i].n, &bad64), !cases[i].bad);
      CHECK_INT(sl__node_fields(c, cases[i].n, 1, &f, &bad),
                cases[i].bad ? SL_ENESTED : 0);
      CHECK_INT(sl__node_fields(c, cases[i].n, 0, &f, &bad), 0);
    }
  }
  /* Framing errors in the node itself. */
  {
    uint8_t trunc[] = {0x0a, 0x05, 'a'};
    uint8_t wt[] = {0x0b};
    uint8_t zero[] = {0x00, 0x01};
    CHECK_INT(sl__node_fields(trunc, sizeof trunc, 1, &f, &bad), SL_EFORMAT);
    CHECK_INT(bad, 0);
    CHECK_INT(sl__node_fields(wt, sizeof wt, 1, &f, &bad), SL_EFORMAT);
    CHECK_INT(sl__node_fields(zero, sizeof zero, 1, &f, &bad), SL_EFORMAT);
  }
  /* Tags protobuf-c refuses: six bytes for a small field number (an
   * unknown fixed32 here), and a field number past 2^29-1.  Refused as
   * field tags, in the node and in its nested messages (regression: both
   * were skipped as unknown fields). */
  {
    static const uint8_t six[] = {0x9d, 0x88, 0xd9, 0xc8, 0x81, 0x00,
                                  1, 2, 3, 4};
    static const uint8_t big[] = {0xd9, 0xc8, 0x81, 0xf5, 0xd1, 0x02,
                                  1, 2, 3, 4, 5, 6, 7, 8};
    static const uint8_t nested[] = {0x3a, 0x0a, 0x9d, 0x88, 0xd9, 0xc8,
                                     0x81, 0x00, 1, 2, 3, 4};
    static const uint8_t five[] = {0x9d, 0x88, 0xd9, 0xc8, 0x01, 1, 2, 3, 4};
    CHECK_INT(sl__node_fields(six, sizeof six, 1, &f, &bad), SL_EFORMAT);
    CHECK_INT(bad, 0);
    CHECK_INT(sl__node_fields(big, sizeof big, 1, &f, &bad), SL_EFORMAT);
    CHECK_INT(sl__node_check(nested, sizeof nested, &bad64), 0);
    CHECK_INT(bad64, 2);
    CHECK_INT(sl__node_fields(nested, sizeof nested, 1, &f, &bad),
              SL_ENESTED);
    CHECK_INT(sl__node_fields(five, sizeof five, 1, &f, &bad), 0);
  }
  /* A varint cut off by the end of a nested message, two levels down
   * (output -> tensor_description -> dtype): refused, and the place named
   * is that field's tag (regression: the inner level returned failure
   * without setting the offset, and the outer one added an uninitialized
   * value to it). */
  {
    static const uint8_t cut2[] = {0x3a, 0x04,       /* output (7), 4 bytes */
                                   0x1a, 0x02,       /* tensor_description */
                                   0x08, 0x80};      /* dtype, cut varint  */
    static const uint8_t cut1[] = {0x3a, 0x02, 0x08, 0x80}; /* slot, cut */
    CHECK_INT(sl__node_check(cut2, sizeof cut2, &bad64), 0);
    CHECK_INT(bad64, 4);
    CHECK_INT(sl__node_fields(cut2, sizeof cut2, 1, &f, &bad), SL_ENESTED);
    CHECK_INT(bad, 4);
    CHECK_INT(sl__node_check(cut1, sizeof cut1, &bad64), 0);
    CHECK_INT(bad64, 2);
    CHECK_INT(sl__node_fields(cut1, sizeof cut1, 1, &f, &bad), SL_ENESTED);
    CHECK_INT(bad, 2);
  }
  /* An allocation description given twice in one tensor description:
   * protobuf merges the two (the reference reads requested_bytes 1 from
   * the first; the second sets nothing), where protobuf-c keeps the
   * last; the reader merges.  (Found by fuzz-node.) */
  {
    static const uint8_t twice[] = {0x3a, 0x0c, 0x1a, 0x0a, 0x22, 0x04,
                                    0x08, 0x01, 0x1a, 0x00, 0x22, 0x02,
                                    0x1a, 0x00};
    CHECK_INT(sl__node_fields(twice, sizeof twice, 1, &f, &bad), 0);
    sl__outputs_init(&it, twice + f.out_from, f.out_to - f.out_from);
    CHECK_INT(sl__outputs_next(&it, &bytes, &alloc), 1);
    CHECK_INT(bytes, 1);
    CHECK_INT(alloc.n, 0);
  }
  nested_agrees();
  fields_agree();
  /* An empty node is all defaults. */
  CHECK_INT(sl__node_fields(node.p, 0, 1, &f, &bad), 0);
  CHECK_INT(f.n_output, 0);
  CHECK_INT(f.node_name.n, 0);
  TEST_MAIN_END();
}

/* Differential: the hand-written reader of a NodeExecStats (stream/pb/
 * nodefields.c, its check of nested messages by stream/pb/schema.c) held
 * to protobuf-c's generated decoder on the same bytes.  Whatever the
 * reader accepts, protobuf-c decodes, with the same name, times, label,
 * counts of outputs and memory entries, and the same bytes and allocator
 * of each output (unless an embedded message on its path occurs twice:
 * protobuf, and the reader, merge the occurrences; protobuf-c keeps the
 * last); whatever protobuf-c refuses, the reader refuses too.
 * (The reader may refuse more: it checks a scalar field's wire type where
 * protobuf-c takes a length-delimited one as packed.) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "step_stats.pb-c.h"
#include "stream/pb/nodefields.h"
#include "stream/pb/varint.h"

/* Whether any message on the path NodeOutput (7) -> tensor_description
 * (3) -> allocation_description (4) of the i-th output occurs more than
 * once in its parent.  protobuf merges such occurrences (what TensorFlow
 * reads, and the reader); protobuf-c keeps the last one, so their bytes
 * and allocator may differ there. */
static int count_field(const uint8_t *p, size_t n, uint32_t want,
                       const uint8_t **body, size_t *len) {
  const uint8_t *q = p, *end = p + n;
  int count = 0;
  while (q < end) {
    uint64_t tag, v;
    if (!(q = sl__varint(q, end, &tag))) return count;
    switch (tag & 7) {
    case 0: if (!(q = sl__varint(q, end, &v))) return count; break;
    case 1: if (end - q < 8) return count; q += 8; break;
    case 5: if (end - q < 4) return count; q += 4; break;
    case 2:
      if (!(q = sl__varint(q, end, &v)) || v > (uint64_t)(end - q))
        return count;
      if ((tag >> 3) == want) {
        count++;
        *body = q;
        *len = (size_t)v;
      }
      q += v;
      break;
    default: return count;
    }
  }
  return count;
}

static int merged(const uint8_t *node, size_t n, size_t out) {
  const uint8_t *q = node, *end = node + n;
  size_t k = 0;
  /* The out-th field 7 of the node. */
  while (q < end) {
    uint64_t tag, v;
    if (!(q = sl__varint(q, end, &tag))) return 0;
    if ((tag & 7) != 2) {
      if ((tag & 7) == 0) q = sl__varint(q, end, &v);
      else q += (tag & 7) == 1 ? 8 : 4;
      if (!q || q > end) return 0;
      continue;
    }
    if (!(q = sl__varint(q, end, &v)) || v > (uint64_t)(end - q)) return 0;
    if ((tag >> 3) == 7 && k++ == out) {
      const uint8_t *td, *ad;
      size_t tn, an;
      int c = count_field(q, (size_t)v, 3, &td, &tn);
      if (c > 1) return 1;
      if (c == 1 && count_field(td, tn, 4, &ad, &an) > 1) return 1;
      return 0;
    }
    q += v;
  }
  return 0;
}

static int same(sl_str_t a, const ProtobufCBinaryData *b) {
  return a.n == b->len && (a.n == 0 || memcmp(a.p, b->data, a.n) == 0);
}

static void fail(const char *what) {
  fprintf(stderr, "fuzz-node: %s\n", what);
  abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n);
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) {
  sl_node_fields_t f;
  size_t bad = 0, i;
  int rc = sl__node_fields(d, n, 1, &f, &bad);
  Tensorflow__NodeExecStats *ns =
      tensorflow__node_exec_stats__unpack(NULL, n, d);
  if (rc == 0 && !ns) fail("the reader accepts what protobuf-c refuses");
  if (rc != 0) {
    if (bad > n) fail("the reader's offset is past the node");
  } else {
    sl_outputs_t it;
    if (!same(f.node_name, &ns->node_name)) fail("node_name differs");
    if (!same(f.timeline_label, &ns->timeline_label)) fail("label differs");
    if (f.all_start_micros != ns->all_start_micros) fail("start differs");
    if (f.all_end_rel_micros != ns->all_end_rel_micros) fail("end differs");
    if (f.n_output != ns->n_output) fail("outputs differ");
    if (f.n_memory != ns->n_memory) fail("memory entries differ");
    sl__outputs_init(&it, d + f.out_from, f.out_to - f.out_from);
    for (i = 0; i < ns->n_output; i++) {
      const Tensorflow__TensorDescription *td =
          ns->output[i]->tensor_description;
      const Tensorflow__AllocationDescription *ad =
          td ? td->allocation_description : NULL;
      int64_t bytes;
      sl_str_t alloc;
      if (sl__outputs_next(&it, &bytes, &alloc) != 1)
        fail("an output is missing");
      if (merged(d, n, i)) continue;
      if (bytes != (ad ? ad->requested_bytes : 0)) fail("bytes differ");
      if (ad ? !same(alloc, &ad->allocator_name) : alloc.n != 0)
        fail("allocator differs");
    }
  }
  if (ns) tensorflow__node_exec_stats__free_unpacked(ns, NULL);
  return 0;
}

/* Differential: the hand-written reader of a NodeExecStats (stream/pb/
 * nodefields.c, its check of nested messages by stream/pb/schema.c) held
 * to protobuf-c's generated decoder on the same bytes.  Whatever the
 * reader accepts, protobuf-c decodes, with the same name, times, label,
 * counts of outputs and memory entries, and the same bytes and allocator
 * of each output; whatever protobuf-c refuses, the reader refuses too.
 * (The reader may refuse more: it checks a scalar field's wire type where
 * protobuf-c takes a length-delimited one as packed.) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "step_stats.pb-c.h"
#include "stream/pb/nodefields.h"

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
      if (bytes != (ad ? ad->requested_bytes : 0)) fail("bytes differ");
      if (ad ? !same(alloc, &ad->allocator_name) : alloc.n != 0)
        fail("allocator differs");
    }
  }
  if (ns) tensorflow__node_exec_stats__free_unpacked(ns, NULL);
  return 0;
}

/* Snapshot text: the expected strings are Python protobuf's
 * str(TensorDescription) for the same messages (python3-protobuf 3.21). */
#include <stdlib.h>

#include "emit/write/snapshot.h"
#include "test.h"

int main(void) {
  Tensorflow__TensorDescription td = TENSORFLOW__TENSOR_DESCRIPTION__INIT;
  Tensorflow__TensorShapeProto sh = TENSORFLOW__TENSOR_SHAPE_PROTO__INIT;
  Tensorflow__TensorShapeProto__Dim d0 =
      TENSORFLOW__TENSOR_SHAPE_PROTO__DIM__INIT;
  Tensorflow__TensorShapeProto__Dim d1 =
      TENSORFLOW__TENSOR_SHAPE_PROTO__DIM__INIT;
  Tensorflow__TensorShapeProto__Dim *dims[2] = {&d0, &d1};
  Tensorflow__AllocationDescription ad =
      TENSORFLOW__ALLOCATION_DESCRIPTION__INIT;
  sl_text_t t = {0};

  /* Empty message: empty text. */
  CHECK_INT(sl__snapshot_text(&t, &td, 0), 0);
  CHECK_INT(t.n, 0);
  CHECK_INT(sl__snapshot_text(&t, NULL, 0), 0);
  CHECK_INT(t.n, 0);

  td.dtype = 1;
  sh.n_dim = 2;
  sh.dim = dims;
  d1.size = -1;
  td.shape = &sh;
  ad.allocator_name.data = (uint8_t *)"a\"b\\c\xc3\xa9\n\x01";
  ad.allocator_name.len = 9;
  td.allocation_description = &ad;
  CHECK_INT(sl__snapshot_text(&t, &td, 0), 0);
  CHECK_STR(t.p, t.n,
            "dtype: DT_FLOAT\nshape {\n  dim {\n  }\n  dim {\n    size: -1\n"
            "  }\n}\nallocation_description {\n  allocator_name: "
            "\"a\\\"b\\\\c\\303\\251\\n\\001\"\n}\n");

  /* JSON-ready: the same text with every '"' left out, line breaks as \n
   * and backslashes doubled, i.e. json.dumps of the reference's
   * str(...).replace('"', '') without its quotes. */
  CHECK_INT(sl__snapshot_text(&t, &td, 1), 0);
  CHECK_STR(t.p, t.n,
            "dtype: DT_FLOAT\\nshape {\\n  dim {\\n  }\\n  dim {\\n"
            "    size: -1\\n  }\\n}\\nallocation_description {\\n"
            "  allocator_name: a\\\\b\\\\\\\\c\\\\303\\\\251\\\\n"
            "\\\\001\\n}\\n");

  /* Unknown enum values print as numbers. */
  td.dtype = 77;
  CHECK_INT(sl__snapshot_text(&t, &td, 0), 0);
  CHECK(t.n > 9 && memcmp(t.p, "dtype: 77\n", 10) == 0);

  /* A real output of gradckpt_simple (TF 1.4's JSON shows this text). */
  {
    Tensorflow__TensorShapeProto__Dim dd =
        TENSORFLOW__TENSOR_SHAPE_PROTO__DIM__INIT;
    Tensorflow__TensorShapeProto__Dim *ddp[1] = {&dd};
    Tensorflow__AllocationDescription a2 =
        TENSORFLOW__ALLOCATION_DESCRIPTION__INIT;
    dd.size = 250000;
    sh.n_dim = 1;
    sh.dim = ddp;
    td.dtype = 1;
    a2.requested_bytes = 1000000;
    a2.allocator_name.data = (uint8_t *)"cpu";
    a2.allocator_name.len = 3;
    a2.ptr = 4832362496u;
    a2.has_single_reference = 1;
    a2.allocation_id = 3;
    a2.allocated_bytes = 1000192;
    td.allocation_description = &a2;
    CHECK_INT(sl__snapshot_text(&t, &td, 0), 0);
    CHECK_STR(t.p, t.n,
              "dtype: DT_FLOAT\nshape {\n  dim {\n    size: 250000\n  }\n}\n"
              "allocation_description {\n  requested_bytes: 1000000\n"
              "  allocated_bytes: 1000192\n  allocator_name: \"cpu\"\n"
              "  allocation_id: 3\n  has_single_reference: true\n"
              "  ptr: 4832362496\n}\n");
  }
  CHECK(strcmp(sl__dtype_name(101), "DT_FLOAT_REF") == 0);
  CHECK(strcmp(sl__dtype_name(19), "DT_HALF") == 0);
  CHECK(sl__dtype_name(100) == NULL);
  CHECK(sl__dtype_name(-3) == NULL);
  sl__text_close(&t);
  TEST_MAIN_END();
}

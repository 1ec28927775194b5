/* emit/analyze/opattr.c and busy.c on hand-made slices: nesting as
 * key_averages() does it (a slice that outlasts its parent closes it and
 * nests in the next one out), device time through correlation ids to the
 * innermost op, and the union sweep of the devices' breakdown. */
#include <string.h>

#include "emit/analyze/busy.h"
#include "emit/analyze/opattr.h"
#include "test.h"

#define US 1000000 /* ps */

static sl_event_t slice(sl_slice_class_t cls, const char *name, uint64_t tid,
                        int64_t ts_us, int64_t dur_us, uint64_t corr) {
  sl_event_t e;
  sl_event_init(&e, SL_EV_SLICE);
  e.pid = 1;
  e.tid = tid;
  e.cls = cls;
  e.name.p = name;
  e.name.n = strlen(name);
  e.ts = ts_us * US;
  e.dur = dur_us * US;
  e.corr = corr;
  return e;
}

static const sl_oprow_t *row(const sl_opattr_t *a, const char *name) {
  size_t i;
  for (i = 0; i < a->keys.n; i++)
    if (a->rows[i].name.n == strlen(name) &&
        !memcmp(a->rows[i].name.p, name, a->rows[i].name.n))
      return &a->rows[i];
  return NULL;
}

static void test_ops(size_t runs_of) {
  sl_opattr_t a;
  const sl_oprow_t *r;
  size_t i;
  sl_event_t ev[] = {
      /* Device work first, as files may put it anywhere. */
      slice(SL_CLASS_KERNEL, "gemm", 9, 30, 7, 11),
      slice(SL_CLASS_MEMCPY, "copy", 9, 40, 3, 12),
      slice(SL_CLASS_KERNEL, "lost", 9, 50, 5, 99), /* no launch in the file */
      slice(SL_CLASS_KERNEL, "none", 9, 60, 2, 0),  /* no correlation id */
      slice(SL_CLASS_RANGE, "ProfilerStep#1", 1, 0, 100, 0),
      slice(SL_CLASS_HOST_OP, "aten::mm", 1, 10, 20, 0),
      slice(SL_CLASS_API, "cudaLaunchKernel", 1, 12, 5, 11),
      /* Outlasts aten::mm (ends at 31 > 30): it closes mm and nests in
       * the step. */
      slice(SL_CLASS_HOST_OP, "aten::add", 1, 20, 11, 0),
      /* Begins after aten::add ended: the step's child. */
      slice(SL_CLASS_HOST_OP, "aten::add", 1, 40, 10, 0),
      /* A call with no op around it owns its work (another thread). */
      slice(SL_CLASS_API, "cudaMemcpyAsync", 2, 5, 4, 12),
      slice(SL_CLASS_OTHER, "python", 1, 0, 100, 0), /* not a row */
      slice(SL_CLASS_HOST_OP, "ProfilerStep#2", 1, 200, 10, 0),
  };
  CHECK_INT(sl__opattr_init(&a, 0, 0), 0);
  if (runs_of) { /* runs on disk: the passes merge them */
    a.slices.max = a.corr.max = a.tree.max = runs_of;
  }
  for (i = 0; i < sizeof ev / sizeof ev[0]; i++)
    CHECK_INT(sl__opattr_event(&a, &ev[i]), 0);
  CHECK_INT(sl__opattr_finish(&a), 0);
  CHECK_INT(a.keys.n, 5);
  r = row(&a, "ProfilerStep*"); /* the steps fold into one row */
  CHECK(r != NULL);
  if (r) {
    CHECK_INT(r->calls, 2);
    CHECK_INT(r->cpu_total, 110000);
    /* 100 less mm (20) and both adds (11 + 10), and 10 of the second. */
    CHECK_INT(r->self_cpu, 59000 + 10000);
    CHECK_INT(r->self_device, 0);
    CHECK_INT(r->device_total, 7000);
    CHECK_INT(r->kernels, 1);
  }
  r = row(&a, "aten::mm");
  CHECK(r != NULL);
  if (r) {
    CHECK_INT(r->self_cpu, 15000); /* less the launch, not the add */
    CHECK_INT(r->self_device, 7000);
    CHECK_INT(r->device_total, 7000);
    CHECK_INT(r->kernels, 1);
  }
  r = row(&a, "cudaLaunchKernel");
  CHECK(r != NULL);
  if (r) CHECK_INT(r->device_total, 0); /* its op owns the kernel */
  r = row(&a, "cudaMemcpyAsync");
  CHECK(r != NULL);
  if (r) CHECK_INT(r->self_device, 3000);
  r = row(&a, "aten::add");
  CHECK(r != NULL);
  if (r) {
    CHECK_INT(r->calls, 2);
    CHECK_INT(r->self_cpu, 21000);
  }
  CHECK_INT(a.improper, 1);
  CHECK_INT(a.unattributed, 7000);
  CHECK_INT(a.self_device, 10000);
  CHECK_INT(a.self_cpu, 69000 + 15000 + 5000 + 21000 + 4000);
  sl__opattr_close(&a);
}

static void test_busy(void) {
  sl_busy_t b;
  size_t i;
  sl_event_t ev[] = {
      slice(SL_CLASS_KERNEL, "gemm", 7, 0, 10, 0),
      slice(SL_CLASS_KERNEL, "ncclAllReduce", 8, 5, 10, 0), /* 5..10 overlap */
      slice(SL_CLASS_MEMCPY, "copy", 9, 30, 5, 0),
      slice(SL_CLASS_KERNEL, "NCCL_kernel", 8, 32, 1, 0),
      slice(SL_CLASS_API, "cudaLaunchKernel", 1, 0, 100, 0), /* not device */
  };
  sl__busy_init(&b);
  for (i = 0; i < sizeof ev / sizeof ev[0]; i++)
    CHECK_INT(sl__busy_event(&b, &ev[i], -1, 0), 0);
  CHECK_INT(sl__busy_finish(&b), 0);
  CHECK_INT(b.n, 1);
  if (b.n == 1) {
    CHECK_INT(b.rows[0].device, 1); /* no "device" arg: the process */
    CHECK_INT(b.rows[0].span, 35000);
    CHECK_INT(b.rows[0].busy, 20000);
    CHECK_INT(b.rows[0].compute, 10000);
    CHECK_INT(b.rows[0].comm, 11000);
    CHECK_INT(b.rows[0].memory, 5000);
    CHECK_INT(b.rows[0].overlap, 5000);
  }
  sl__busy_close(&b);
}

/* A slice without a name (its text NULL, as formats hand an absent one)
 * is a row of the empty name. */
static void test_nameless(void) {
  sl_opattr_t a;
  sl_event_t e = slice(SL_CLASS_HOST_OP, "", 1, 0, 5, 0);
  e.name.p = NULL;
  CHECK_INT(sl__opattr_init(&a, 1, 0), 0);
  CHECK_INT(sl__opattr_event(&a, &e), 0);
  CHECK_INT(sl__opattr_finish(&a), 0);
  CHECK_INT(a.keys.n, 1);
  CHECK_INT(a.rows[0].calls, 1);
  CHECK_INT(a.rows[0].name.n, 0);
  sl__opattr_close(&a);
}

int main(void) {
  test_nameless();
  test_ops(0);
  test_ops(2);
  test_busy();
  TEST_MAIN_END();
}

/* TensorFlow's derived lines: op names (ParseTfOpFullname and the name
 * the TensorFlow Ops line shows) and the merge rule. */
#include "emit/analyze/xderive.h"

#include "test.h"

static sl_str_t S(const char *s) { return sl__str(s, strlen(s)); }

/* The parse of `full`: its category, name and the shown name. */
static void op_is(const char *full, int cat, const char *name,
                  const char *shown) {
  sl_tfop_t op;
  sl_xd_name_t ev;
  char buf[256];
  sl__tfop_parse(S(full), &op);
  ev = sl__tfop_event_name(&op);
  CHECK_INT(op.category, cat);
  CHECK_STR(op.name.p, op.name.n, name);
  snprintf(buf, sizeof buf, "%s%.*s",
           ev.form == SL_XD_ITERATOR ? "Iterator::" : "", (int)ev.n,
           (const char *)ev.p);
  CHECK_STR(buf, strlen(buf), shown);
}

static void test_ops(void) {
  /* The spec's examples. */
  op_is("a/b/MatMul_1:MatMul", SL_TFOP_TENSORFLOW, "a/b/MatMul_1", "MatMul");
  op_is("jit(f)/dot_general:dot_general", SL_TFOP_JAX, "jit(f)/dot_general",
        "dot_general");
  op_is("jit(s)/transpose[perm=(0, 1)]:transpose", SL_TFOP_JAX,
        "jit(s)/transpose[perm=(0, 1)]", "transpose");
  op_is("XlaModule:", SL_TFOP_UNKNOWN, "XlaModule", "XlaModule");
  op_is("weird op:with space", SL_TFOP_UNKNOWN, "weird op:with space",
        "weird op:with space");
  /* No colon: memcpy (any case) or unknown; trailing space trimmed. */
  op_is("MemcpyHToD", SL_TFOP_MEMCPY_HTOD, "MemcpyHToD", "MemcpyHToD");
  op_is("memcpydtoh:x", SL_TFOP_JAX, "memcpydtoh", "x"); /* has a colon */
  op_is("MEMCPYDTOH 12", SL_TFOP_MEMCPY_DTOH, "MEMCPYDTOH 12", "MemcpyDToH");
  op_is("plain op  ", SL_TFOP_UNKNOWN, "plain op  ", "plain op");
  /* tf.data: the last "::" piece behind Iterator::. */
  op_is("Iterator::Batch::Map", SL_TFOP_TFDATA, "Iterator::Batch::Map",
        "Iterator::Map");
  /* A name that breaks TensorFlow's pattern, a type that fits JAX's. */
  op_is("a b/c:relu", SL_TFOP_JAX, "a b/c", "relu");
  op_is("_x/y:Type", SL_TFOP_UNKNOWN, "_x/y:Type", "_x/y:Type");
}

static sl_xd_src_t src(int64_t b, int64_t e, int64_t group, const char *tf) {
  sl_xd_src_t s;
  memset(&s, 0, sizeof s);
  s.b = b;
  s.e = e;
  s.has_group = group >= 0;
  s.group = group;
  s.kernel = 1;
  s.tf_op = S(tf);
  return s;
}

/* The events of one derived line, in order: "name[b,e]" joined. */
static void line_is(const sl_xderive_t *d, int line, const char *want) {
  char buf[1024];
  size_t i, n = 0;
  buf[0] = 0;
  for (i = 0; i < d->nev; i++) {
    const sl_xd_event_t *e = &d->ev[i];
    if (e->line != line) continue;
    if (e->name.form == SL_XD_GROUP)
      n += (size_t)snprintf(buf + n, sizeof buf - n, "%s#%lld[%lld,%lld]",
                            n ? " " : "", (long long)e->group,
                            (long long)e->b, (long long)e->e);
    else
      n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%.*s[%lld,%lld]",
                            n ? " " : "", (int)e->name.n,
                            (const char *)e->name.p, (long long)e->b,
                            (long long)e->e);
  }
  CHECK_STR(buf, strlen(buf), want);
}

static void test_merge(void) {
  sl_xderive_t d;
  sl_xd_src_t s;
  sl__xd_init(&d);
  /* Two kernels of one op in a row merge; a third op starts a new event
   * at level 0 and forgets the deeper levels. */
  s = src(0, 10, 1, "a/b/MatMul:MatMul");
  CHECK_INT(sl__xd_source(&d, &s), 0);
  s = src(12, 20, 1, "a/b/MatMul:MatMul");
  CHECK_INT(sl__xd_source(&d, &s), 0);
  s = src(25, 30, 1, "a/c/Relu:Relu");
  CHECK_INT(sl__xd_source(&d, &s), 0);
  /* A new group: Steps starts over, and its dependents forget. */
  s = src(40, 50, 2, "a/c/Relu:Relu");
  CHECK_INT(sl__xd_source(&d, &s), 0);
  sl__xd_finish(&d);
  line_is(&d, SL_XD_STEPS, "#1[0,30] #2[40,50]");
  line_is(&d, SL_XD_SCOPE, "a[0,30] b[0,20] c[25,30] a[40,50] c[40,50]");
  line_is(&d, SL_XD_OPS, "a/b/MatMul:MatMul[0,20] a/c/Relu:Relu[25,30] "
                         "a/c/Relu:Relu[40,50]");
  /* The merge takes the new event's end, even when it ends earlier. */
  sl__xd_reset(&d);
  s = src(0, 100, -1, "x/Op:Op");
  CHECK_INT(sl__xd_source(&d, &s), 0);
  s = src(5, 50, -1, "x/Op:Op");
  CHECK_INT(sl__xd_source(&d, &s), 0);
  sl__xd_finish(&d);
  line_is(&d, SL_XD_OPS, "x/Op:Op[0,50]");
  line_is(&d, SL_XD_STEPS, "");
  /* XLA: modules (no merge group) and "::" levels of the HLO op. */
  sl__xd_reset(&d);
  s = src(0, 10, 3, "");
  s.hlo_module = S("cluster_0");
  s.hlo_op = S("fusion.3::dot.1");
  CHECK_INT(sl__xd_source(&d, &s), 0);
  s.b = 10;
  s.e = 20;
  s.hlo_op = S("fusion.3::add");
  CHECK_INT(sl__xd_source(&d, &s), 0);
  sl__xd_finish(&d);
  line_is(&d, SL_XD_MODULES, "cluster_0[0,20]");
  line_is(&d, SL_XD_XLA_OPS, "fusion.3[0,20] dot.1[0,10] add[10,20]");
  line_is(&d, SL_XD_OPS, "");
  /* Not a kernel: Steps only. */
  sl__xd_reset(&d);
  s = src(0, 10, 4, "a/b:B");
  s.kernel = 0;
  CHECK_INT(sl__xd_source(&d, &s), 0);
  sl__xd_finish(&d);
  line_is(&d, SL_XD_STEPS, "#4[0,10]");
  line_is(&d, SL_XD_OPS, "");
  sl__xd_close(&d);
}

int main(void) {
  test_ops();
  test_merge();
  TEST_MAIN_END();
}

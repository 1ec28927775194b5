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

/* The events taken, in the order they came. */
static sl_xd_event_t got[256];
static size_t ngot;

/* Takes every event that is ready before `upto`. */
static void take_all(sl_xderive_t *d, int64_t upto) {
  sl_xd_event_t e;
  while (sl__xd_take(d, upto, &e) == 1)
    if (ngot < sizeof got / sizeof got[0]) got[ngot++] = e;
}

/* The derivation finished and drained. */
static void finish(sl_xderive_t *d) {
  sl__xd_finish(d);
  take_all(d, INT64_MAX);
}

/* The events of one derived line taken so far, in order: "name[b,e]"
 * joined. */
static void line_is(int line, const char *want) {
  char buf[1024];
  size_t i, n = 0;
  buf[0] = 0;
  for (i = 0; i < ngot; i++) {
    const sl_xd_event_t *e = &got[i];
    if (e->line != line) continue;
    if (e->name.form == SL_XD_GROUP || e->name.form == SL_XD_LAUNCH_FOR)
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

static void reset(sl_xderive_t *d) {
  sl__xd_reset(d);
  ngot = 0;
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
  finish(&d);
  line_is(SL_XD_STEPS, "#1[0,30] #2[40,50]");
  line_is(SL_XD_SCOPE, "a[0,30] b[0,20] c[25,30] a[40,50] c[40,50]");
  line_is(SL_XD_OPS, "a/b/MatMul:MatMul[0,20] a/c/Relu:Relu[25,30] "
                         "a/c/Relu:Relu[40,50]");
  /* The merge takes the new event's end, even when it ends earlier. */
  reset(&d);
  s = src(0, 100, -1, "x/Op:Op");
  CHECK_INT(sl__xd_source(&d, &s), 0);
  s = src(5, 50, -1, "x/Op:Op");
  CHECK_INT(sl__xd_source(&d, &s), 0);
  finish(&d);
  line_is(SL_XD_OPS, "x/Op:Op[0,50]");
  line_is(SL_XD_STEPS, "");
  /* XLA: modules (no merge group) and "::" levels of the HLO op. */
  reset(&d);
  s = src(0, 10, 3, "");
  s.hlo_module = S("cluster_0");
  s.hlo_op = S("fusion.3::dot.1");
  CHECK_INT(sl__xd_source(&d, &s), 0);
  s.b = 10;
  s.e = 20;
  s.hlo_op = S("fusion.3::add");
  CHECK_INT(sl__xd_source(&d, &s), 0);
  finish(&d);
  line_is(SL_XD_MODULES, "cluster_0[0,20]");
  line_is(SL_XD_XLA_OPS, "fusion.3[0,20] dot.1[0,10] add[10,20]");
  line_is(SL_XD_OPS, "");
  /* Not a kernel: Steps only. */
  reset(&d);
  s = src(0, 10, 4, "a/b:B");
  s.kernel = 0;
  CHECK_INT(sl__xd_source(&d, &s), 0);
  finish(&d);
  line_is(SL_XD_STEPS, "#4[0,10]");
  line_is(SL_XD_OPS, "");

  /* Events go as soon as they are done: a step's when the next begins,
   * and a line holds no more than the events since its oldest open
   * one. */
  reset(&d);
  {
    int64_t g;
    for (g = 0; g < 1000; g++) {
      s = src(g * 100, g * 100 + 40, g, "a/b/MatMul:MatMul");
      CHECK_INT(sl__xd_source(&d, &s), 0);
      s = src(g * 100 + 50, g * 100 + 60, g, "a/c/Relu:Relu");
      CHECK_INT(sl__xd_source(&d, &s), 0);
      take_all(&d, g * 100 + 50);
      ngot = 0;
      CHECK(d.line[SL_XD_SCOPE].n - d.line[SL_XD_SCOPE].head <= 4);
    }
    CHECK(d.line[SL_XD_SCOPE].cap <= 16);
  }
  /* Started together: the longer first, whatever the order made. */
  reset(&d);
  s = src(0, 10, -1, "a/X:X");
  CHECK_INT(sl__xd_source(&d, &s), 0);
  s = src(0, 30, -1, "b/Y:Y");
  CHECK_INT(sl__xd_source(&d, &s), 0);
  take_all(&d, 0);
  line_is(SL_XD_OPS, "");
  finish(&d);
  line_is(SL_XD_SCOPE, "b[0,30] a[0,10]");
  line_is(SL_XD_OPS, "b/Y:Y[0,30] a/X:X[0,10]");
  /* An open event holds back the done ones behind it on its line; other
   * lines go on. */
  reset(&d);
  s = src(0, 10, -1, "a/b/X:X");
  CHECK_INT(sl__xd_source(&d, &s), 0);
  s = src(20, 30, -1, "a/c/Y:Y");
  CHECK_INT(sl__xd_source(&d, &s), 0);
  take_all(&d, 20);
  line_is(SL_XD_SCOPE, "");
  line_is(SL_XD_OPS, "a/b/X:X[0,10]");
  finish(&d);
  line_is(SL_XD_SCOPE, "a[0,30] b[0,10] c[20,30]");
  line_is(SL_XD_OPS, "a/b/X:X[0,10] a/c/Y:Y[20,30]");
  /* Launch Stats, made in group order, go in order of start. */
  reset(&d);
  sl__xd_finish(&d);
  CHECK_INT(sl__xd_launch(&d, 1, 50, 60, 2, 5, 4), 0);
  CHECK_INT(sl__xd_launch(&d, 2, 10, 20, 1, 5, 5), 0);
  CHECK_INT(sl__xd_launch(&d, 3, 10, 40, 1, 5, 5), 0);
  take_all(&d, INT64_MAX);
  line_is(SL_XD_LAUNCH, "#3[10,40] #2[10,20] #1[50,60]");
  CHECK_INT(d.lf[got[0].aux].launches, 1);
  CHECK_INT(d.lf[got[2].aux].launches, 2);
  sl__xd_close(&d);
}

int main(void) {
  test_ops();
  test_merge();
  TEST_MAIN_END();
}

/* A step's events for the Perfetto writer (emit/write/pf_step.c): strings
 * interned in order of first use, the op's name and "op" arg one text,
 * bytes that are not UTF-8 as U+FFFD, and a second writer's events taken
 * over with every iid and string still naming the same text. */
#include "emit/write/pf_step.h"
#include "stream/common.h"
#include "test.h"

static sl_str_t S(const char *s) { return sl__str(s, strlen(s)); }

/* The text behind an arg's value. */
static sl_str_t value(const sl_pf_step_t *s, const sl_pf_arg_t *a) {
  return sl__pf_text(s, SL_PF_VALUES, a->v.iid);
}

static void check_op(const sl_pf_step_t *s, size_t i, const char *op,
                     const char *name, const char *in0) {
  const sl_pf_slice_t *sl = &s->sl[i];
  sl_str_t t = sl__pf_text(s, SL_PF_NAMES, sl->name);
  CHECK_STR(t.p, t.n, op);
  CHECK_INT(sl->nargs, in0 ? 3 : 2);
  t = sl__pf_text(s, SL_PF_ANAMES, s->arg[sl->arg0].key);
  CHECK_STR(t.p, t.n, "name");
  t = value(s, &s->arg[sl->arg0]);
  CHECK_STR(t.p, t.n, name);
  t = sl__pf_text(s, SL_PF_ANAMES, s->arg[sl->arg0 + 1].key);
  CHECK_STR(t.p, t.n, "op");
  t = value(s, &s->arg[sl->arg0 + 1]);
  CHECK_STR(t.p, t.n, op);
  if (in0) {
    t = sl__pf_text(s, SL_PF_ANAMES, s->arg[sl->arg0 + 2].key);
    CHECK_STR(t.p, t.n, "input0");
    t = value(s, &s->arg[sl->arg0 + 2]);
    CHECK_STR(t.p, t.n, in0);
  }
}

int main(void) {
  sl_pf_step_t a, b;
  sl_str_t in = S("x:0"), bad = sl__str("a\xff" "b", 3), t;
  sl__pf_step_init(&a);
  sl__pf_step_init(&b);

  sl__pf_op(&a, S("MatMul"), 1, 0, 10, 5, S("x"), NULL);
  sl__pf_op(&a, S("Relu"), 1, 1, 12, 2, S("y"), &in);
  CHECK_INT(a.tab[SL_PF_NAMES].n, 2);
  /* name, op: "x", "MatMul", "y", "Relu", "x:0" */
  CHECK_INT(a.tab[SL_PF_VALUES].n, 5);
  check_op(&a, 0, "MatMul", "x", NULL);
  check_op(&a, 1, "Relu", "y", "x:0");
  /* The same op again: no new entries. */
  sl__pf_op(&a, S("MatMul"), 1, 0, 20, 5, S("y"), NULL);
  CHECK_INT(a.tab[SL_PF_NAMES].n, 2);
  CHECK_INT(a.tab[SL_PF_VALUES].n, 5);

  /* Not UTF-8: U+FFFD for the byte, in tables and pool alike. */
  sl__pf_op(&b, bad, 3, 0, 1, 1, S("z"), NULL);
  sl__pf_slice(&b, SL_PF_STEP, bad, 9, 0, 0, 100);
  sl__pf_counter(&b, S("GPU_0_bfc"), 4, 64);
  t = sl__pf_text(&b, SL_PF_NAMES, b.sl[0].name);
  CHECK_STR(t.p, t.n, "a\xef\xbf\xbd" "b");
  CHECK_STR(sl__pf_pool(&b, b.sl[1].text), b.sl[1].text.len,
            "a\xef\xbf\xbd" "b");

  /* b taken into a: its iids renamed into a's tables. */
  sl__pf_op(&b, S("Relu"), 3, 1, 3, 1, S("w"), &in);
  CHECK_INT(sl__pf_take(&a, &b), 0);
  CHECK_INT(a.nsl, 6);
  check_op(&a, 3, "a\xef\xbf\xbd" "b", "z", NULL);
  check_op(&a, 5, "Relu", "w", "x:0");
  CHECK_STR(sl__pf_pool(&a, a.sl[4].text), a.sl[4].text.len,
            "a\xef\xbf\xbd" "b");
  CHECK_STR(sl__pf_pool(&a, a.ct[0].alloc), a.ct[0].alloc.len, "GPU_0_bfc");
  CHECK_INT(a.tab[SL_PF_NAMES].n, 3);

  /* Cleared: a new sequence, tables from iid 1 again. */
  sl__pf_step_clear(&a);
  CHECK(sl__pf_step_empty(&a));
  sl__pf_op(&a, S("Relu"), 1, 0, 1, 1, S("q"), NULL);
  CHECK_INT(a.sl[0].name, 1);
  check_op(&a, 0, "Relu", "q", NULL);
  sl__pf_step_close(&a);
  sl__pf_step_close(&b);
  TEST_MAIN_END();
}

/* Label parser tests.  The expected groups were computed with Python's
 * re.match(r'(.*) = (.*)\\((.*)\\)', label) and str.split(', '), and the
 * kernel cases with the reference's _parse_kernel_label. */
#include <stdlib.h>

#include "emit/label.h"
#include "test.h"

typedef struct op_case_s {
  const char *label;
  int match;
  const char *name, *op;
  const char *inputs[8];
} op_case_t;

static const op_case_t op_cases[] = {
  {"a = Op(x, y)", 1, "a", "Op", {"x", "y", NULL}},
  {"a = Op()", 1, "a", "Op", {NULL}},
  {"no match", 0, "", "", {NULL}},
  {"", 0, "", "", {NULL}},
  {"a = b = F(G(x), y) tail) more", 1, "a = b", "F(G", {"x)", "y) tail", NULL}},
  {"x = Op(a, b)\nsecond = L(c)", 1, "x", "Op", {"a", "b", NULL}},
  {"n = (x)", 1, "n", "", {"x", NULL}},
  {" = ()", 1, "", "", {NULL}},
  {"a=Op(x)", 0, "", "", {NULL}},
  {"a = Op(x", 0, "", "", {NULL}},
  {"a = Op x)", 0, "", "", {NULL}},
  {"name = Op(a, , b, )", 1, "name", "Op", {"a", "", "b", "", NULL}},
  {"\xc3""\xb6"" = \xc3""\x96""p(\xc3""\xa4"", \xc3""\xbc"")", 1, "\xc3""\xb6""", "\xc3""\x96""p", {"\xc3""\xa4""", "\xc3""\xbc""", NULL}},
  {"a = Op(x)) = G(y", 1, "a", "Op", {"x)", NULL}},
  {"a = (b = c(d)", 1, "a = (b", "c", {"d", NULL}},
  {"a = Op(^ctl, x:1, y/_3)", 1, "a", "Op", {"^ctl", "x:1", "y/_3", NULL}},
  {"a = Op(x,y)", 1, "a", "Op", {"x,y", NULL}},
  {"a = Op(x,  y)", 1, "a", "Op", {"x", " y", NULL}},
  {"p = q(\ta, b)\r", 1, "p", "q", {"\ta", "b", NULL}},
  {"a = b(c) = d(e)", 1, "a = b(c)", "d", {"e", NULL}},
};

typedef struct k_case_s {
  const char *label, *node, *name, *op;
} k_case_t;

static const k_case_t k_cases[] = {
  {"k @@a/b:MatMul#id=1#", "x:y", "a/b", "MatMul"},
  {"no annot", "n:Op", "n", "Op"},
  {"no annot", "plain", "plain", "unknown"},
  {"@@#", "z:Q", "z", "Q"},
  {"#first @@a:b#", "c:d", "c", "d"},
  {"@@a:b:c#", "n", "a", "b"},
  {"x@@y", "m:n:o", "m", "n"},
  {"@@:#", "p:q", "", ""},
};

int main(void) {
  size_t i;
  for (i = 0; i < sizeof op_cases / sizeof op_cases[0]; i++) {
    const op_case_t *c = &op_cases[i];
    sl_str_t nn, op, inputs, in;
    sl_split_t it;
    int m = sl__op_label(sl__str(c->label, strlen(c->label)), &nn, &op,
                         &inputs);
    size_t k = 0;
    CHECK_INT(m, c->match);
    if (!m || !c->match) continue;
    CHECK_STR(nn.p, nn.n, c->name);
    CHECK_STR(op.p, op.n, c->op);
    sl__split_init(&it, inputs);
    while (sl__split_next(&it, &in)) {
      CHECK(c->inputs[k] != NULL);
      if (!c->inputs[k]) break;
      CHECK_STR(in.p, in.n, c->inputs[k]);
      k++;
    }
    CHECK(c->inputs[k] == NULL);
  }
  for (i = 0; i < sizeof k_cases / sizeof k_cases[0]; i++) {
    const k_case_t *c = &k_cases[i];
    sl_str_t name, op;
    sl__kernel_label(sl__str(c->label, strlen(c->label)),
                     sl__str(c->node, strlen(c->node)), &name, &op);
    CHECK_STR(name.p, name.n, c->name);
    CHECK_STR(op.p, op.n, c->op);
  }
  /* rfind('/_') > 0: strip only when the suffix is not at index 0. */
  CHECK_INT(sl__recv_suffix(sl__str("a/b/_12", 7)), 3);
  CHECK_INT(sl__recv_suffix(sl__str("/_1", 3)), 0);
  CHECK_INT(sl__recv_suffix(sl__str("x/_1/_2", 7)), 4);
  CHECK_INT(sl__recv_suffix(sl__str("plain", 5)), -1);
  CHECK_INT(sl__recv_suffix(sl__str("", 0)), -1);
  TEST_MAIN_END();
}

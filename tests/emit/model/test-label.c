/* Label parser tests.  The expected groups were computed with Python's
 * re.match(r'(.*) = (.*)\\((.*)\\)', label) and str.split(', '), and the
 * kernel cases with the reference's _parse_kernel_label. */
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#include "emit/model/label.h"
#include "test.h"

/* The op-label rule spelled out the plain way (first line; its last ')';
 * the last '(' before that; the last " = " ending at or before it), to
 * check the sixteen-bytes-at-a-time parser against. */
static int plain_op_label(const uint8_t *p, size_t n, size_t *name_n,
                          size_t *op_at, size_t *op_n, size_t *in_at,
                          size_t *in_n) {
  size_t i, line = n, close_at = 0, open_at = 0;
  int have = 0;
  for (i = 0; i < n; i++)
    if (p[i] == '\n') {
      line = i;
      break;
    }
  for (i = line; i-- > 0;)
    if (p[i] == ')') {
      close_at = i;
      have = 1;
      break;
    }
  if (!have) return 0;
  have = 0;
  for (i = close_at; i-- > 0;)
    if (p[i] == '(') {
      open_at = i;
      have = 1;
      break;
    }
  if (!have || open_at < 3) return 0;
  for (i = open_at - 2; i-- > 0;)
    if (p[i] == ' ' && p[i + 1] == '=' && p[i + 2] == ' ') {
      *name_n = i;
      *op_at = i + 3;
      *op_n = open_at - i - 3;
      *in_at = open_at + 1;
      *in_n = close_at - open_at - 1;
      return 1;
    }
  return 0;
}

/* Random labels from the bytes that matter, of every length up to 80 and
 * at every alignment, ending where the next page is unmapped: the parser
 * reads sixteen bytes at a time and must neither miss a byte nor fault. */
static void op_label_against_plain(void) {
  static const char *const tokens[] = {"(", ")", " = ", "\n", ", ", "ab",
                                       "=", " ", "x(", "y)", "a = b"};
  long pg = sysconf(_SC_PAGESIZE);
  uint8_t *map = mmap(NULL, (size_t)pg * 2, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  unsigned seed = 12345;
  int bad = 0, matched = 0, round;
  CHECK(map != MAP_FAILED);
  if (map == MAP_FAILED) return;
  CHECK_INT(mprotect(map + pg, (size_t)pg, PROT_NONE), 0);
  for (round = 0; round < 200000; round++) {
    size_t len = (size_t)(round % 81), i, nn = 0, oa = 0, on = 0, ia = 0,
           in = 0;
    /* Half of them end at the page's end, the others a few bytes before. */
    uint8_t *p = map + pg - len - (round & 1 ? (size_t)(round / 2 % 17) : 0);
    sl_str_t name, op, inputs;
    int want, got;
    for (i = 0; i < len;) {
      const char *t;
      seed = seed * 1103515245u + 12345u;
      t = tokens[(seed >> 16) % (sizeof tokens / sizeof tokens[0])];
      for (; *t && i < len; t++) p[i++] = (uint8_t)*t;
    }
    want = plain_op_label(p, len, &nn, &oa, &on, &ia, &in);
    got = sl__op_label(sl__str(p, len), &name, &op, &inputs);
    matched += want;
    if (got != want ||
        (want && (name.p != p || name.n != nn || op.p != p + oa ||
                  op.n != on || inputs.p != p + ia || inputs.n != in))) {
      if (bad++ < 5)
        fprintf(stderr, "op label \"%.*s\": parser %d, plain %d\n",
                (int)len, (const char *)p, got, want);
    }
  }
  CHECK_INT(bad, 0);
  /* The alphabet makes matches common enough to test the groups. */
  CHECK(matched > 30000);
  munmap(map, (size_t)pg * 2);
}

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

/* The reference's _parse_kernel_label spelled out: label.find('@@'),
 * label.find('#'), the name between them when "@@" comes two or more
 * before the '#', else the node's; then split on ':'. */
static void plain_kernel_label(const uint8_t *p, size_t n, sl_str_t node,
                               sl_str_t *name, sl_str_t *op) {
  long at = -1, hash = -1;
  size_t i, c1, c2;
  sl_str_t nn = node;
  for (i = 0; i + 1 < n; i++)
    if (p[i] == '@' && p[i + 1] == '@') {
      at = (long)i;
      break;
    }
  for (i = 0; i < n; i++)
    if (p[i] == '#') {
      hash = (long)i;
      break;
    }
  if (at >= 0 && hash >= 0 && at + 2 < hash)
    nn = sl__str(p + at + 2, (size_t)(hash - at - 2));
  for (c1 = 0; c1 < nn.n && nn.p[c1] != ':'; c1++) {
  }
  *name = sl__str(nn.p, c1);
  if (c1 == nn.n) {
    *op = sl__str("unknown", 7);
    return;
  }
  for (c2 = c1 + 1; c2 < nn.n && nn.p[c2] != ':'; c2++) {
  }
  *op = sl__str(nn.p + c1 + 1, c2 - c1 - 1);
}

/* Random kernel labels of every length up to 80, empty ones included,
 * ending at an unmapped page or a little before it. */
static void kernel_label_against_plain(void) {
  static const char *const tokens[] = {"@", "@@", "#", ":", "k", "ab",
                                       "x:y", " ", "@@a:B#"};
  long pg = sysconf(_SC_PAGESIZE);
  uint8_t *map = mmap(NULL, (size_t)pg * 2, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  unsigned seed = 777;
  int bad = 0, from_label = 0, round;
  sl_str_t node = sl__str("node/x:Op:extra", 15);
  CHECK(map != MAP_FAILED);
  if (map == MAP_FAILED) return;
  CHECK_INT(mprotect(map + pg, (size_t)pg, PROT_NONE), 0);
  for (round = 0; round < 200000; round++) {
    size_t len = (size_t)(round % 81), i;
    uint8_t *p = map + pg - len - (round & 1 ? (size_t)(round / 2 % 70) : 0);
    sl_str_t n1, o1, n2, o2;
    for (i = 0; i < len;) {
      const char *t;
      seed = seed * 1103515245u + 12345u;
      t = tokens[(seed >> 16) % (sizeof tokens / sizeof tokens[0])];
      for (; *t && i < len; t++) p[i++] = (uint8_t)*t;
    }
    plain_kernel_label(p, len, node, &n1, &o1);
    sl__kernel_label(sl__str(p, len), node, &n2, &o2);
    from_label += n1.p != node.p;
    if (n1.p != n2.p || n1.n != n2.n || o1.n != o2.n ||
        memcmp(o1.p, o2.p, o1.n) != 0 ||
        (o1.p != o2.p && !(o1.n == 7 && !memcmp(o1.p, "unknown", 7)))) {
      if (bad++ < 5)
        fprintf(stderr, "kernel label \"%.*s\": name \"%.*s\" op \"%.*s\", "
                "plain name \"%.*s\" op \"%.*s\"\n", (int)len,
                (const char *)p, (int)n2.n, (const char *)n2.p, (int)o2.n,
                (const char *)o2.p, (int)n1.n, (const char *)n1.p,
                (int)o1.n, (const char *)o1.p);
    }
  }
  CHECK_INT(bad, 0);
  CHECK(from_label > 30000);
  munmap(map, (size_t)pg * 2);
}

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
  op_label_against_plain();
  kernel_label_against_plain();
  TEST_MAIN_END();
}

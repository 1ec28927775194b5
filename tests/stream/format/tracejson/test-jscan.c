/* The JSON scanner: exact decimal times, values and members, the
 * tolerated departures counted, errors where they are. */
#include "stream/format/tracejson/jscan.h"

#include "test.h"

static int scaled(const char *text, int scale, int64_t *out) {
  sl_jval_t v;
  v.type = text[0] == '"' ? SL_JT_STRING : SL_JT_NUMBER;
  v.p = text[0] == '"' ? text + 1 : text;
  v.n = strlen(v.p) - (text[0] == '"' ? 1 : 0);
  v.esc = 0;
  return sl__jnum_scaled(&v, scale, out);
}

static void test_exact_times(void) {
  int64_t x = 0;
  /* Kineto's ns-resolution microseconds: a double would lose the ns. */
  CHECK_INT(scaled("1712195495519689.047", 3, &x), 0);
  CHECK_INT(x, 1712195495519689047LL);
  CHECK_INT(scaled("534", 3, &x), 0);
  CHECK_INT(x, 534000);
  /* Past the scale: half to even. */
  CHECK_INT(scaled("0.0005", 3, &x), 0);
  CHECK_INT(x, 0);
  CHECK_INT(scaled("0.0015", 3, &x), 0);
  CHECK_INT(x, 2);
  CHECK_INT(scaled("0.0025", 3, &x), 0);
  CHECK_INT(x, 2);
  CHECK_INT(scaled("0.00251", 3, &x), 0);
  CHECK_INT(x, 3);
  CHECK_INT(scaled("12.3456789", 3, &x), 0);
  CHECK_INT(x, 12346);
  CHECK_INT(scaled("-1.25", 1, &x), 0);
  CHECK_INT(x, -12);
  CHECK_INT(scaled("0.0004", 0, &x), 0);
  CHECK_INT(x, 0);
  /* Exponents, a quoted number, zeros before and after the point. */
  CHECK_INT(scaled("1.5e3", 0, &x), 0);
  CHECK_INT(x, 1500);
  CHECK_INT(scaled("1E-3", 3, &x), 0);
  CHECK_INT(x, 1);
  CHECK_INT(scaled("\"123.5\"", 3, &x), 0);
  CHECK_INT(x, 123500);
  CHECK_INT(scaled("000.000100", 6, &x), 0);
  CHECK_INT(x, 100);
  CHECK_INT(scaled("0", 3, &x), 0);
  CHECK_INT(x, 0);
  /* Not numbers, or past int64. */
  CHECK_INT(scaled("99999999999999999999", 0, &x), -1);
  CHECK_INT(scaled("9223372036854775807", 0, &x), 0);
  CHECK_INT(x, INT64_MAX);
  CHECK_INT(scaled("9223372036854775808", 0, &x), -1);
  CHECK_INT(scaled("-9223372036854775808", 0, &x), 0);
  CHECK_INT(x, INT64_MIN);
  CHECK_INT(scaled("9999999999999999999", 1, &x), -1);
  CHECK_INT(scaled("922337203685477580.7", 1, &x), 0);
  CHECK_INT(x, INT64_MAX);
  CHECK_INT(scaled("-0.001", 3, &x), 0);
  CHECK_INT(x, -1);
  CHECK_INT(scaled("\"12x\"", 0, &x), -1);
  CHECK_INT(scaled("\"\"", 0, &x), -1);
}

static void test_members(void) {
  const char *doc = "{\"ph\": \"X\", \"ts\": 1.5, \"args\": {\"a\": [1, {\"b\": "
                    "null}], \"c\": true}, \"n\": -2}";
  sl_jscan_t s;
  sl_jval_t v, k, x;
  const char *p = doc, *q;
  int n = 0;
  sl__jscan_init(&s, doc, strlen(doc), NULL);
  CHECK_INT(sl__jscan_value(&s, &p, &v), 0);
  CHECK_INT(v.type, SL_JT_OBJECT);
  CHECK_INT(v.n, strlen(doc));
  q = v.p + 1;
  while (sl__jscan_member(&s, &q, &k, &x) == 1) {
    n++;
    if (sl__jstr_is(&k, "ph")) CHECK(sl__jstr_is(&x, "X"));
    if (sl__jstr_is(&k, "ts")) CHECK_INT(x.type, SL_JT_NUMBER);
    if (sl__jstr_is(&k, "args")) {
      const char *r = x.p + 1;
      sl_jval_t k2, x2;
      CHECK_INT(x.type, SL_JT_OBJECT);
      CHECK_INT(sl__jscan_member(&s, &r, &k2, &x2), 1);
      CHECK_INT(x2.type, SL_JT_ARRAY);
      CHECK_STR(x2.p, x2.n, "[1, {\"b\": null}]");
      CHECK_INT(sl__jscan_member(&s, &r, &k2, &x2), 1);
      CHECK_INT(x2.type, SL_JT_TRUE);
      CHECK_INT(sl__jscan_member(&s, &r, &k2, &x2), 0);
    }
    if (sl__jstr_is(&k, "n")) CHECK_STR(x.p, x.n, "-2");
  }
  CHECK_INT(n, 4);
  CHECK(q == doc + strlen(doc));
}

static void test_strings(void) {
  /* Escapes, a surrogate pair, a raw control character, a bad byte. */
  const char *doc = "\"a\\u00e9\\n\\ud83d\\ude00\x01z\xff\\/\"";
  sl_jscan_t s;
  sl_jtally_t t;
  sl_jval_t v;
  const char *p = doc;
  char out[64];
  size_t n;
  memset(&t, 0, sizeof t);
  sl__jscan_init(&s, doc, strlen(doc), &t);
  CHECK_INT(sl__jscan_value(&s, &p, &v), 0);
  CHECK_INT(v.esc, 1);
  CHECK_INT(t.ctrl, 1);
  CHECK_INT(t.bad_utf8, 1);
  n = sl__jstr_decode(&v, out, NULL);
  CHECK_STR(out, n, "a\xc3\xa9\n\xf0\x9f\x98\x80\x01z\xef\xbf\xbd/");
}

/* Longer strings: what ends a plain run found anywhere in it, and a
 * string cut by the input's end. */
static void test_long_strings(void) {
  static const char *const docs[] = {
      "\"aten::convolution_backward\"", "\"0123456789abcdef\\tx\"",
      "\"01234567\x02" "abcdefg\"",       "\"0123456789\xc3\xa9" "123456\"",
      "\"0123456789abcde"};
  static const int esc[] = {0, 1, 1, 1, -1};
  size_t i;
  for (i = 0; i < sizeof docs / sizeof docs[0]; i++) {
    sl_jscan_t s;
    sl_jval_t v;
    const char *p = docs[i];
    sl__jscan_init(&s, p, strlen(p), NULL);
    if (esc[i] < 0) {
      CHECK_INT(sl__jscan_value(&s, &p, &v), -1);
      continue;
    }
    CHECK_INT(sl__jscan_value(&s, &p, &v), 0);
    CHECK_INT(v.esc, esc[i]);
    CHECK_INT(v.n, strlen(docs[i]) - 2);
    CHECK_INT(*p, 0);
  }
}

static void test_tolerated(void) {
  const char *doc = "{\"a\": NaN, \"b\": [Infinity, -Infinity,], \"c\": 1,}";
  sl_jscan_t s;
  sl_jtally_t t;
  sl_jval_t v, k, x;
  const char *p = doc, *q;
  memset(&t, 0, sizeof t);
  sl__jscan_init(&s, doc, strlen(doc), &t);
  CHECK_INT(sl__jscan_value(&s, &p, &v), 0);
  CHECK_INT(t.nan, 3);
  CHECK_INT(t.trailing_comma, 2);
  /* Walking the members again counts nothing twice. */
  q = v.p + 1;
  while (sl__jscan_member(&s, &q, &k, &x) == 1) {
  }
  CHECK_INT(t.nan, 3);
  CHECK_INT(t.trailing_comma, 2);
}

static void test_errors(void) {
  static const struct {
    const char *doc;
    size_t at;
  } bad[] = {{"{\"a\":}", 5},   {"{\"a\" 1}", 5},  {"[1 2]", 3},
             {"\"abc", 0},      {"\"a\\x\"", 2},   {"tru", 0},
             {"-", 0},          {"1.", 0},         {"{1:2}", 1},
             {"\"\\u12G4\"", 1}};
  char deep[200];
  size_t i;
  for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    sl_jscan_t s;
    sl_jval_t v;
    const char *p = bad[i].doc;
    sl__jscan_init(&s, p, strlen(p), NULL);
    CHECK_INT(sl__jscan_value(&s, &p, &v), -1);
    CHECK(s.what != NULL);
    CHECK_INT(s.bad - bad[i].doc, bad[i].at);
  }
  /* 65 arrays deep is past the limit; 64 is not. */
  for (i = 0; i < 65; i++) deep[i] = '[';
  for (i = 0; i < 65; i++) deep[65 + i] = ']';
  deep[130] = 0;
  {
    sl_jscan_t s;
    sl_jval_t v;
    const char *p = deep;
    sl__jscan_init(&s, deep, 130, NULL);
    CHECK_INT(sl__jscan_value(&s, &p, &v), -1);
    p = deep + 1;
    sl__jscan_init(&s, deep + 1, 128, NULL);
    CHECK_INT(sl__jscan_value(&s, &p, &v), 0);
  }
}

int main(void) {
  test_exact_times();
  test_members();
  test_strings();
  test_long_strings();
  test_tolerated();
  test_errors();
  TEST_MAIN_END();
}

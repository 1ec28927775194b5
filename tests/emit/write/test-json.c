/* JSON writer tests: escaping, UTF-8 repair, integers, and the exact
 * layout of compact and pretty output (the pretty text below is what
 * Python's json.dumps(indent=4, separators=(',', ': ')) prints). */
#include <stdint.h>
#include <stdlib.h>

#include "emit/write/json.h"
#include "test.h"

#include <sys/mman.h>
#include <unistd.h>

typedef struct cap_s {
  char buf[65536];
  size_t n;
  int fail_after;  /* sink calls before failing, or -1 */
} cap_t;

static int sink(void *ud, const void *p, size_t n) {
  cap_t *c = ud;
  if (c->fail_after == 0) return -32;  /* -EPIPE */
  if (c->fail_after > 0) c->fail_after--;
  if (c->n + n < sizeof c->buf) {
    memcpy(c->buf + c->n, p, n);
    c->n += n;
  }
  return 0;
}

static const char *render_str(const char *in, size_t n, cap_t *c) {
  sl_json_t w;
  c->n = 0;
  c->fail_after = -1;
  sl__json_init(&w, 4096, 0, sink, c);
  sl__json_str(&w, (const uint8_t *)in, n);
  sl__json_flush(&w);
  sl__json_close(&w);
  c->buf[c->n] = 0;
  return c->buf;
}

/* Renders a string and compares: the render happens before c.n is read. */
#define RENDER_IS(in_, len_, want_)                                             \
  do {                                                                     \
    const char *t_r = render_str((in_), (len_), &c);                        \
    CHECK_STR(t_r, c.n, (want_));                                         \
  } while (0)

static void doc(sl_json_t *w) {
  sl__json_obj_begin(w);
  SL_JSON_KEY(w, "traceEvents");
  sl__json_arr_begin(w);
  sl__json_obj_begin(w);
  SL_JSON_KEY(w, "ph");
  SL_JSON_LIT(w, "X");
  SL_JSON_KEY(w, "args");
  sl__json_obj_begin(w);
  sl__json_obj_end(w);
  SL_JSON_KEY(w, "ts");
  sl__json_int(w, -5);
  sl__json_obj_end(w);
  sl__json_arr_begin(w);
  sl__json_arr_end(w);
  sl__json_arr_end(w);
  sl__json_obj_end(w);
}

/* A byte-at-a-time escaper to compare the fast one with: JSON escapes,
 * \u00XX for other control bytes, U+FFFD for bytes of invalid UTF-8 (the
 * cases below use only valid two-byte sequences and lone bad bytes). */
static size_t naive_escape(const uint8_t *p, size_t n, char *o) {
  size_t i, k = 0;
  o[k++] = '"';
  for (i = 0; i < n; i++) {
    uint8_t c = p[i];
    if (c == '"' || c == '\\') {
      o[k++] = '\\';
      o[k++] = (char)c;
    } else if (c == '\n') {
      o[k++] = '\\';
      o[k++] = 'n';
    } else if (c < 0x20) {
      k += (size_t)sprintf(o + k, "\\u%04x", c);
    } else if (c == 0xc3 && i + 1 < n && (p[i + 1] & 0xc0) == 0x80) {
      o[k++] = (char)c;
      o[k++] = (char)p[++i];
    } else if (c >= 0x80) {
      memcpy(o + k, "\xef\xbf\xbd", 3);
      k += 3;
    } else {
      o[k++] = (char)c;
    }
  }
  o[k++] = '"';
  return k;
}

/* Does sl__put_str give the naive escaper's bytes for in[0..len) (len up
 * to 40), writing nothing past the room callers reserve (6n + 2 bytes)?
 * Prints both sides when not. */
static int escapes_in_room(const uint8_t *in, size_t len) {
  uint8_t out[320];
  char want[320];
  size_t wn, got, z, room = 6 * len + 2;
  memset(out, 0xaa, sizeof out);
  wn = naive_escape(in, len, want);
  got = (size_t)(sl__put_str(out, in, len) - out);
  for (z = room; z < sizeof out; z++)
    if (out[z] != 0xaa) break;
  if (got == wn && memcmp(out, want, wn) == 0 && z == sizeof out) return 1;
  fprintf(stderr, "escape: got %.*s want %.*s (wrote past the room: %d)\n",
          (int)got, out, (int)wn, want, z != sizeof out);
  return 0;
}

int main(void) {
  cap_t c;
  sl_json_t w;
  char d[24];
  size_t i;

  RENDER_IS("plain", 5, "\"plain\"");
  RENDER_IS("q\"b\\n\n\t\r\b\f", 10,
            "\"q\\\"b\\\\n\\n\\t\\r\\b\\f\"");
  RENDER_IS("\x01\x1f\x7f", 3, "\"\\u0001\\u001f\x7f\"");
  RENDER_IS("a\0b", 3, "\"a\\u0000b\"");
  /* Valid multi-byte UTF-8 passes through. */
  RENDER_IS("\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80", 9,
            "\"\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80\"");
  /* Invalid: lone continuation, truncated sequence, overlong, surrogate,
   * above U+10FFFF, 0xff: one U+FFFD per bad byte. */
  RENDER_IS("\x80", 1, "\"\xef\xbf\xbd\"");
  RENDER_IS("a\xc3", 2, "\"a\xef\xbf\xbd\"");
  RENDER_IS("\xc0\xaf", 2,
            "\"\xef\xbf\xbd\xef\xbf\xbd\"");
  RENDER_IS("\xed\xa0\x80", 3,
            "\"\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd\"");
  RENDER_IS("\xf4\x90\x80\x80", 4,
            "\"\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd\"");
  RENDER_IS("\xff" "x", 2, "\"\xef\xbf\xbdx\"");

  /* Integers through the digit table. */
  CHECK_STR(d, sl__u64_to_dec(0, d), "0");
  CHECK_STR(d, sl__u64_to_dec(9, d), "9");
  CHECK_STR(d, sl__u64_to_dec(10, d), "10");
  CHECK_STR(d, sl__u64_to_dec(1234567, d), "1234567");
  CHECK_STR(d, sl__u64_to_dec(UINT64_MAX, d), "18446744073709551615");
  /* Every length, and the 8-digit boundaries with zero padding. */
  {
    uint64_t v = 1;
    int k, bad = 0;
    char want[32];
    for (k = 0; k < 20; k++, v *= 10) {
      uint64_t x[3] = {v, v - 1, v + 7};
      int j;
      for (j = 0; j < 3; j++) {
        size_t got = sl__u64_to_dec(x[j], d);
        snprintf(want, sizeof want, "%llu", (unsigned long long)x[j]);
        if (got != strlen(want) || memcmp(d, want, got) != 0) bad++;
      }
    }
    CHECK_INT(bad, 0);
    /* Every number below 200,000 (the small paths: one to four digits,
     * then a group of four), and around each power of ten. */
    for (v = 0; v < 200000; v++) {
      size_t got = sl__u64_to_dec(v, d);
      snprintf(want, sizeof want, "%llu", (unsigned long long)v);
      if (got != strlen(want) || memcmp(d, want, got) != 0) bad++;
    }
    for (k = 1, v = 10; k < 20; k++, v *= 10) {
      uint64_t x;
      for (x = v - 3; x != v + 3; x++) {
        size_t got = sl__u64_to_dec(x, d);
        snprintf(want, sizeof want, "%llu", (unsigned long long)x);
        if (got != strlen(want) || memcmp(d, want, got) != 0) bad++;
      }
    }
    CHECK_INT(bad, 0);
    CHECK_STR(d, sl__u64_to_dec(1500000000000001ull, d), "1500000000000001");
    CHECK_STR(d, sl__u64_to_dec(100000000000000000ull, d),
              "100000000000000000");
    /* The high digits are kept from the last large number: runs of one
     * high part, a change, a return, small numbers between them. */
    {
      uint64_t r = 88172645463325252ull;
      for (k = 0; k < 20000; k++) {
        uint64_t x;
        size_t got;
        r ^= r << 13;
        r ^= r >> 7;
        r ^= r << 17;
        x = k % 7 == 0   ? r
            : k % 7 == 1 ? r % 1000
            : k % 7 == 2 ? 1500000000000000ull + r % 300000000ull
                         : 1500000000000000ull + (uint64_t)k;
        got = sl__u64_to_dec(x, d);
        snprintf(want, sizeof want, "%llu", (unsigned long long)x);
        if (got != strlen(want) || memcmp(d, want, got) != 0) bad++;
      }
      CHECK_INT(bad, 0);
    }
  }
  c.n = 0;
  c.fail_after = -1;
  sl__json_init(&w, 4096, 0, sink, &c);
  sl__json_arr_begin(&w);
  sl__json_int(&w, INT64_MIN);
  sl__json_int(&w, INT64_MAX);
  sl__json_int(&w, -1);
  sl__json_arr_end(&w);
  sl__json_flush(&w);
  sl__json_close(&w);
  CHECK_STR(c.buf, c.n,
            "[-9223372036854775808,9223372036854775807,-1]");

  /* Layout, compact and pretty. */
  c.n = 0;
  sl__json_init(&w, 4096, 0, sink, &c);
  doc(&w);
  sl__json_flush(&w);
  sl__json_close(&w);
  CHECK_STR(c.buf, c.n,
            "{\"traceEvents\":[{\"ph\":\"X\",\"args\":{},\"ts\":-5},[]]}");
  c.n = 0;
  sl__json_init(&w, 4096, 1, sink, &c);
  doc(&w);
  sl__json_flush(&w);
  sl__json_close(&w);
  CHECK_STR(c.buf, c.n,
            "{\n    \"traceEvents\": [\n        {\n            \"ph\": \"X\",\n"
            "            \"args\": {},\n            \"ts\": -5\n        },\n"
            "        []\n    ]\n}");

  /* Pre-escaped strings are written as they are. */
  c.n = 0;
  sl__json_init(&w, 4096, 0, sink, &c);
  sl__json_arr_begin(&w);
  sl__json_str_raw(&w, "a: x\\\\y\\n", 9);
  sl__json_str_raw(&w, "", 0);
  sl__json_arr_end(&w);
  sl__json_flush(&w);
  sl__json_close(&w);
  CHECK_STR(c.buf, c.n, "[\"a: x\\\\y\\n\",\"\"]");

  /* Output larger than the buffer arrives whole and in order. */
  c.n = 0;
  sl__json_init(&w, 4096, 0, sink, &c);
  sl__json_arr_begin(&w);
  for (i = 0; i < 2000; i++) sl__json_uint(&w, i);
  sl__json_arr_end(&w);
  sl__json_flush(&w);
  sl__json_close(&w);
  CHECK(c.n > 4096);
  CHECK(c.buf[0] == '[' && c.buf[c.n - 1] == ']');
  CHECK(memcmp(c.buf + c.n - 11, ",1998,1999]", 11) == 0);

  /* Long strings go through in pieces without splitting a character: 3000
   * two-byte characters, then a bad byte, come back intact. */
  {
    static uint8_t in[6001];
    static char want[6100];
    size_t k;
    for (k = 0; k < 3000; k++) {
      in[2 * k] = 0xc3;
      in[2 * k + 1] = 0xa9;
    }
    in[6000] = 0xff;
    want[0] = '"';
    memcpy(want + 1, in, 6000);
    memcpy(want + 6001, "\xef\xbf\xbd\"", 5);
    RENDER_IS((const char *)in, 6001, want);
    /* Shifted by one byte, so the piece boundary falls mid-character. */
    {
      static uint8_t in2[6002];
      static char want2[6100];
      in2[0] = 'x';
      memcpy(in2 + 1, in, 6001);
      want2[0] = '"';
      want2[1] = 'x';
      memcpy(want2 + 2, want + 1, 6005);
      RENDER_IS((const char *)in2, 6002, want2);
    }
  }

  /* A failing sink stops the writer and its error is kept. */
  c.n = 0;
  c.fail_after = 0;
  sl__json_init(&w, 4096, 0, sink, &c);
  for (i = 0; i < 3000; i++) sl__json_uint(&w, i);
  CHECK_INT(sl__json_flush(&w), -32);
  sl__json_close(&w);
  /* Every string length up to 70 with each kind of special byte at each
   * position: the sixteen-byte and word loops, the short-tail copy and the
   * byte path must agree with the naive escaper wherever they meet. */
  {
    static const char *specials[] = {"\"", "\\", "\n", "\x01", "\xc3\xa9",
                                     "\xff", "a"};
    size_t len, pos, k;
    int bad = 0;
    for (len = 1; len <= 70; len++)
      for (pos = 0; pos < len; pos++)
        for (k = 0; k < sizeof specials / sizeof specials[0]; k++) {
          uint8_t in[80], out[256];
          char want[256];
          size_t sl = strlen(specials[k]), n = 0, wn, got;
          for (; n < pos; n++) in[n] = (uint8_t)('A' + n % 26);
          memcpy(in + n, specials[k], sl);
          n += sl;
          for (; n < len + sl - 1; n++) in[n] = (uint8_t)('a' + n % 26);
          wn = naive_escape(in, n, want);
          got = (size_t)(sl__put_str(out, in, n) - out);
          if (got != wn || memcmp(out, want, wn) != 0) {
            if (bad++ < 5)
              fprintf(stderr, "escape len %zu pos %zu special %zu: got "
                      "%.*s want %.*s\n", n, pos, k, (int)got, out, (int)wn,
                      want);
          }
        }
    CHECK_INT(bad, 0);
  }
  /* Two special bytes at every pair of places in strings up to 40 long
   * (the tail's load that reaches back over bytes that went out as they
   * are), and nothing written past the room reserved for a string (6n +
   * 2 bytes: the sixteen-byte stores of a tail must stay inside it). */
  {
    size_t len, a, b2;
    int bad = 0;
    for (len = 2; len <= 40; len++)
      for (a = 0; a < len; a++)
        for (b2 = a + 1; b2 < len; b2++) {
          uint8_t in[48];
          size_t n;
          for (n = 0; n < len; n++) in[n] = (uint8_t)('a' + n % 26);
          in[a] = '"';
          in[b2] = (uint8_t)(b2 % 2 ? '\n' : 0xff);
          if (!escapes_in_room(in, len) && bad++ < 5)
            fprintf(stderr, "  (length %zu, specials at %zu and %zu)\n", len,
                    a, b2);
        }
    CHECK_INT(bad, 0);
  }
  /* Plain strings of every length up to 40 (the one- and two-load copies
   * of short names): the same bytes as the naive escaper, and nothing
   * written past the room reserved for them (6n + 2 bytes). */
  {
    size_t len;
    int bad = 0;
    for (len = 0; len <= 40; len++) {
      uint8_t in[48];
      size_t n;
      for (n = 0; n < len; n++)
        in[n] = (uint8_t)"block0/layer_1:Conv2D 9~"[n * 7 % 24];
      if (!escapes_in_room(in, len) && bad++ < 5)
        fprintf(stderr, "  (a plain string of %zu)\n", len);
    }
    CHECK_INT(bad, 0);
  }
  /* Strings that end where a page ends, the next one unmapped: a tail's
   * read-ahead must stay in the string's page. */
  {
    long pg = sysconf(_SC_PAGESIZE);
    uint8_t *map = mmap(NULL, (size_t)pg * 2, PROT_READ | PROT_WRITE,
                        MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    CHECK(map != MAP_FAILED);
    if (map != MAP_FAILED) {
      size_t len;
      int bad = 0;
      CHECK_INT(mprotect(map + pg, (size_t)pg, PROT_NONE), 0);
      for (len = 1; len <= 40; len++) {
        uint8_t *in = map + pg - len, out[320];
        char want[320];
        size_t n, wn, got;
        for (n = 0; n < len; n++) in[n] = (uint8_t)('a' + n % 26);
        if (len % 3 == 0) in[len / 2] = '\\';
        wn = naive_escape(in, len, want);
        got = (size_t)(sl__put_str(out, in, len) - out);
        if (got != wn || memcmp(out, want, wn) != 0) bad++;
      }
      CHECK_INT(bad, 0);
      munmap(map, (size_t)pg * 2);
    }
  }
  /* Doubles: fixed decimals, exponent form when too large for a buffer
   * (regression: a fuzzed wall_time of 1e300 overran one), null for NaN
   * and infinities, which JSON cannot spell. */
  {
    static const double v[] = {1.5, -0.25, 1e300, -1e300, 1e15, 0.0 / 0.0,
                               1.0 / 0.0, -1.0 / 0.0};
    sl_json_t dw;
    size_t i2;
    c.n = 0;
    c.fail_after = -1;
    sl__json_init(&dw, 4096, 0, sink, &c);
    sl__json_arr_begin(&dw);
    for (i2 = 0; i2 < sizeof v / sizeof v[0]; i2++)
      sl__json_double(&dw, v[i2], 3);
    sl__json_arr_end(&dw);
    sl__json_flush(&dw);
    sl__json_close(&dw);
    CHECK_STR(c.buf, c.n, "[1.500,-0.250,1.0000000000000001e+300,"
              "-1.0000000000000001e+300,1000000000000000,null,null,null]");
  }
  /* Empty text may come as NULL (regression: memcpy saw it, UBSan). */
  {
    sl_json_t dw;
    c.n = 0;
    c.fail_after = -1;
    sl__json_init(&dw, 4096, 0, sink, &c);
    sl__json_str_raw(&dw, NULL, 0);
    sl__json_raw(&dw, NULL, 0);
    sl__json_flush(&dw);
    sl__json_close(&dw);
    CHECK_STR(c.buf, c.n, "\"\"");
  }
  TEST_MAIN_END();
}

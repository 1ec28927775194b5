/* Trace events (emit/events.c): the flow pair written in one piece must be
 * the very bytes of its two events written one by one, in the compact
 * layout (direct path) and the pretty one (structural path), for names
 * that escape, and for names too long for the direct path. */
#include "emit/events.h"

#include <jansson.h>

#include "emit/json.h"
#include "tests/test.h"

/* Writes a document [e, ...] with `two` the flow pair or the two events
 * one by one; returns the bytes (caller frees) and the event count. */
static char *render(int pretty, int two, sl_str_t name, const sl_ev_at_t *a,
                    const sl_ev_at_t *b, uint64_t id, uint64_t *events) {
  buf_t out = {NULL, 0, 0};
  sl_json_t w;
  if (sl__json_init(&w, 4096, pretty, buf_sink, &out) != 0) return NULL;
  sl__json_arr_begin(&w);
  /* An event before, so the pair's leading comma is exercised. */
  sl__ev_id(&w, SL_EV_NEW, sl__str("t0", 2), 1, 0, 5, 0);
  if (two) {
    sl__ev_flow(&w, name, a, b, id);
  } else {
    sl__ev_id(&w, SL_EV_FLOW_START, name, a->pid, a->tid, a->ts, id);
    sl__ev_id(&w, SL_EV_FLOW_END, name, b->pid, b->tid, b->ts, id);
  }
  sl__ev_id(&w, SL_EV_DELETE, sl__str("t0", 2), 1, 0, 9, 0);
  sl__json_arr_end(&w);
  *events = w.events;
  if (sl__json_flush(&w) != 0) {
    free(out.p);
    out.p = NULL;
  }
  sl__json_close(&w);
  return out.p;
}

static void same(const char *what, sl_str_t name, const sl_ev_at_t *a,
                 const sl_ev_at_t *b, uint64_t id) {
  int pretty;
  for (pretty = 0; pretty < 2; pretty++) {
    uint64_t e1 = 0, e2 = 0;
    char *one = render(pretty, 0, name, a, b, id, &e1);
    char *two = render(pretty, 1, name, a, b, id, &e2);
    json_error_t jerr;
    json_t *doc;
    CHECK(one != NULL && two != NULL);
    if (one && two && strcmp(one, two) != 0) {
      t_failures++;
      fprintf(stderr, "%s (pretty %d): the pair differs\n  one by one: %.300s"
              "\n  pair:       %.300s\n", what, pretty, one, two);
    }
    t_checks++;
    CHECK_INT(e2, e1);
    CHECK_INT(e2, 4);
    doc = two ? json_loads(two, 0, &jerr) : NULL;
    if (!doc && two)
      fprintf(stderr, "%s: not JSON: %s at %d\n", what, jerr.text,
              jerr.position);
    CHECK(doc != NULL && json_is_array(doc) && json_array_size(doc) == 4);
    if (doc) {
      json_t *s = json_array_get(doc, 1), *t = json_array_get(doc, 2);
      CHECK_STR(json_string_value(json_object_get(s, "ph")), 1, "s");
      CHECK_STR(json_string_value(json_object_get(t, "ph")), 1, "t");
      CHECK_INT(json_integer_value(json_object_get(t, "ts")), b->ts);
      CHECK_INT(json_integer_value(json_object_get(s, "tid")), a->tid);
      CHECK_INT(json_string_length(json_object_get(t, "name")), name.n);
      json_decref(doc);
    }
    free(one);
    free(two);
  }
}

/* Events at places that repeat, alternate and change, at the extremes of
 * pid and tid: the compact events (written directly) read back the same
 * as the pretty ones (written value by value). */
static void places(void) {
  static const int64_t tids[] = {0, 1, -1, 7, INT64_MIN, INT64_MAX};
  buf_t a = {NULL, 0, 0}, b = {NULL, 0, 0};
  int pretty;
  for (pretty = 0; pretty < 2; pretty++) {
    sl_json_t w;
    unsigned seed = 7;
    int i;
    CHECK_INT(sl__json_init(&w, 4096, pretty, buf_sink, pretty ? &b : &a), 0);
    sl__json_arr_begin(&w);
    for (i = 0; i < 3000; i++) {
      uint32_t pid;
      int64_t tid;
      seed = seed * 1103515245u + 12345u;
      pid = (seed >> 16) % 3 == 0 ? UINT32_MAX : (seed >> 18) % 4;
      tid = tids[(seed >> 20) % (sizeof tids / sizeof tids[0])];
      if (i % 5 == 0) {
        sl_ev_at_t x = {pid, tid, i}, y = {pid + 1, tid, -i};
        sl__ev_flow(&w, sl__str("t:0", 3), &x, &y, (uint64_t)i);
      } else {
        sl__ev_id(&w, SL_EV_NEW, sl__str("t", 1), pid, tid, i, (uint64_t)i);
      }
    }
    sl__json_arr_end(&w);
    CHECK_INT(sl__json_flush(&w), 0);
    sl__json_close(&w);
  }
  {
    json_t *ja = a.p ? json_loads(a.p, 0, NULL) : NULL;
    json_t *jb = b.p ? json_loads(b.p, 0, NULL) : NULL;
    CHECK(ja != NULL && jb != NULL);
    CHECK(ja && json_array_size(ja) == 3600);
    CHECK(ja && jb && json_equal(ja, jb));
    json_decref(ja);
    json_decref(jb);
  }
  free(a.p);
  free(b.p);
}

int main(void) {
  sl_ev_at_t a = {3, 7, 1500000000000551}, b = {5, 0, 1500000000000999};
  sl_ev_at_t neg = {0, -1, -42};
  static const char ctl[] = "a\"b\\c\n\t\x01\x1f/\xc3\xa9:0";
  char *lng;
  size_t n;

  same("plain", sl__str("block0/layer2/Softmax_25:0", 26), &a, &b, 1);
  same("empty name", sl__str("", 0), &a, &b, 0);
  same("escapes", sl__str(ctl, sizeof ctl - 1), &a, &b, 123456789);
  /* (jansson, which reads the result back, stops at INT64_MAX.) */
  same("negative tid and ts, a 19-digit id", sl__str("x", 1), &neg, &a,
       (uint64_t)INT64_MAX);
  /* Long enough that the pair's worst case passes the direct path's
   * limit (16 KiB), so it goes out through the structural calls. */
  n = 3000;
  lng = malloc(n);
  CHECK(lng != NULL);
  if (lng) {
    size_t i;
    for (i = 0; i < n; i++) lng[i] = (char)(i % 7 ? 'a' + i % 26 : '"');
    same("long name", sl__str(lng, n), &a, &b, 77);
    free(lng);
  }
  places();
  TEST_MAIN_END();
}

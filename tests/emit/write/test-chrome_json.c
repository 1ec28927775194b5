/* The Chrome JSON trace writer (emit/write/chrome_json.c): every kind of
 * event, compact and indented, reads back as the same JSON values; a
 * flow's two events written in one piece are what their fields say; names
 * that escape and names longer than any buffer; the events counted; side
 * writers of another thread write whole events into the same output. */
#include <jansson.h>
#include <pthread.h>

#include "emit/write/trace_writer.h"
#include "stream/common.h"
#include "test.h"

/* Writes a document of every kind of event; returns the bytes (caller
 * frees) and the event count. */
static char *render(int pretty, sl_str_t name, const sl_ev_at_t *a,
                    const sl_ev_at_t *b, uint64_t id, uint64_t *events) {
  buf_t out = {NULL, 0, 0};
  sl_trace_writer_t *w = sl__chrome_new(pretty, buf_sink, &out);
  sl_ev_step_t st;
  sl_str_t ins = sl__str("x:0, y", 6);
  if (!w) return NULL;
  w->ops->begin(w, SL_TRACE_OBJECT);
  w->ops->process(w, 1, name, " Compute");
  w->ops->process(w, 0, name, NULL);
  w->ops->process_order(w, 1, -1);
  w->ops->thread(w, 1, 3, name);
  w->ops->op(w, name, a, 99, name, &ins);
  w->ops->op(w, name, b, 0, sl__str("n", 1), NULL);
  w->ops->flow(w, name, a, b, id);
  w->ops->object_new(w, name, a, id);
  w->ops->object_snapshot(w, name, a, id, NULL);
  w->ops->object_delete(w, name, b, id);
  w->ops->counter(w, name, 5, -7);
  memset(&st, 0, sizeof st);
  st.at = *a;
  st.dur = 10;
  st.name = name;
  st.step = 3;
  st.has_wall = 1;
  st.wall_time = 1700000000.25;
  st.ops = 2;
  w->ops->step(w, &st);
  CHECK_INT(w->ops->end(w, 1), 0);
  *events = w->events;
  sl__tw_free(w);
  return out.p;
}

static void same(const char *what, sl_str_t name, const sl_ev_at_t *a,
                 const sl_ev_at_t *b, uint64_t id) {
  uint64_t e1 = 0, e2 = 0;
  char *compact = render(0, name, a, b, id, &e1);
  char *pretty = render(1, name, a, b, id, &e2);
  json_error_t jerr;
  json_t *dc = compact ? json_loads(compact, 0, &jerr) : NULL;
  json_t *dp = pretty ? json_loads(pretty, 0, &jerr) : NULL;
  json_t *ev, *s, *t;
  CHECK(dc != NULL && dp != NULL);
  if (!dc || !dp) {
    fprintf(stderr, "%s: not JSON: %s at %d\n", what, jerr.text,
            jerr.position);
    goto out;
  }
  /* The same values, both ways. */
  if (!json_equal(dc, dp)) {
    t_failures++;
    fprintf(stderr, "%s: compact and pretty differ\n", what);
  }
  t_checks++;
  CHECK_INT(e1, 13);
  CHECK_INT(e2, e1);
  ev = json_object_get(dc, "traceEvents");
  CHECK_INT(json_array_size(ev), 13);
  s = json_array_get(ev, 6);
  t = json_array_get(ev, 7);
  CHECK_STR(json_string_value(json_object_get(s, "ph")), 1, "s");
  CHECK_STR(json_string_value(json_object_get(t, "ph")), 1, "t");
  CHECK_INT(json_integer_value(json_object_get(t, "ts")), b->ts);
  CHECK_INT(json_integer_value(json_object_get(s, "tid")), a->tid);
  CHECK_INT(json_integer_value(json_object_get(t, "id")), (int64_t)id);
  CHECK_INT(json_string_length(json_object_get(t, "name")), name.n);
  /* Pretty output is indented with four spaces a level. */
  CHECK(pretty && strstr(pretty, "\n        {\n            \"") != NULL);
out:
  json_decref(dc);
  json_decref(dp);
  free(compact);
  free(pretty);
}

/* Two threads write through a side writer each into one output: whole
 * events only, all of them. */
typedef struct side_s {
  sl_trace_writer_t *w;
  int n;
} side_t;

static void *side_main(void *arg) {
  side_t *sd = arg;
  int i;
  for (i = 0; i < sd->n; i++) {
    sl_ev_at_t at = {2, i, i};
    sd->w->ops->op(sd->w, sl__str("side", 4), &at, 1, sl__str("s", 1),
                   NULL);
  }
  return NULL;
}

static void sides(int pretty) {
  buf_t out = {NULL, 0, 0};
  sl_trace_writer_t *w = sl__chrome_new(pretty, buf_sink, &out), *sw = NULL;
  side_t sd;
  pthread_t th;
  json_t *doc;
  int i;
  CHECK(w != NULL);
  if (!w) return;
  w->ops->begin(w, SL_TRACE_OBJECT);
  w->ops->process(w, 0, sl__str("Allocators", 10), NULL);
  CHECK_INT(w->ops->share(w, &sw), 0);
  sd.w = sw;
  sd.n = 20000;
  pthread_create(&th, NULL, side_main, &sd);
  for (i = 0; i < 20000; i++) {
    sl_ev_at_t at = {1, i, i};
    w->ops->op(w, sl__str("main", 4), &at, 1, sl__str("m", 1), NULL);
  }
  pthread_join(th, NULL);
  CHECK_INT(w->ops->unshare(w, sw), 0);
  CHECK_INT(w->events, 40001);
  CHECK_INT(w->ops->end(w, 1), 0);
  doc = out.p ? json_loads(out.p, 0, NULL) : NULL;
  CHECK(doc != NULL);
  CHECK_INT(json_array_size(json_object_get(doc, "traceEvents")), 40001);
  json_decref(doc);
  sl__tw_free(w);
  free(out.p);
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
  /* Longer than the writer's buffer many times over, with characters
   * that escape. */
  n = (size_t)3 << 20;
  lng = malloc(n);
  CHECK(lng != NULL);
  if (lng) {
    size_t i;
    for (i = 0; i < n; i++) lng[i] = (char)(i % 7 ? 'a' + i % 26 : '"');
    same("long name", sl__str(lng, n), &a, &b, 77);
    free(lng);
  }
  sides(0);
  sides(1);
  TEST_MAIN_END();
}

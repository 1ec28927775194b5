/* The Chrome JSON trace writer (emit/write/chrome_json.c): every kind of
 * event, compact and indented, reads back as the same JSON values; a
 * flow's two events written in one piece are what their fields say; names
 * that escape and names longer than any buffer; the events counted; side
 * writers of another thread write whole events into the same output.  The
 * viewer-first layout: tids, thread names once per lane (also from two
 * threads), an arrow's start, the counter's key. */
#include <jansson.h>
#include <pthread.h>

#include "emit/write/timeline_writer.h"
#include "stream/common.h"
#include "test.h"

/* Writes a document of every kind of event; returns the bytes (caller
 * frees) and the event count. */
static char *render(int flags, sl_str_t name, const sl_ev_at_t *a,
                    const sl_ev_at_t *b, uint64_t id, uint64_t *events) {
  buf_t out = {NULL, 0, 0};
  sl_trace_writer_t *w = sl__chrome_new(flags, buf_sink, &out);
  sl_ev_step_t st;
  sl_ev_flow_t f;
  sl_str_t ins = sl__str("x:0, y", 6);
  if (!w) return NULL;
  w->ops->begin(w, SL_TRACE_OBJECT);
  w->ops->process(w, 1, name, " Compute");
  w->ops->process(w, 0, name, NULL);
  w->ops->process_order(w, 1, -1);
  w->tl->thread(w, 1, 3, name);
  w->tl->op(w, name, a, 99, name, &ins);
  w->tl->op(w, name, b, 0, sl__str("n", 1), NULL);
  f.name = name;
  f.from = *a;
  f.from_start = a->ts - 99;
  f.to = *b;
  f.to_dur = 1;
  f.id = id;
  w->tl->flow(w, &f);
  w->tl->object_new(w, name, a, id);
  w->tl->object_snapshot(w, name, a, id, NULL);
  w->tl->object_delete(w, name, b, id);
  w->tl->counter(w, name, 5, -7);
  memset(&st, 0, sizeof st);
  st.at = *a;
  st.dur = 10;
  st.name = name;
  st.step = 3;
  st.has_wall = 1;
  st.wall_time = 1700000000.25;
  st.ops = 2;
  w->tl->step(w, &st);
  CHECK_INT(w->ops->end(w, 1), 0);
  *events = w->events;
  sl__tw_free(w);
  return out.p;
}

static void same(const char *what, sl_str_t name, const sl_ev_at_t *a,
                 const sl_ev_at_t *b, uint64_t id) {
  uint64_t e1 = 0, e2 = 0;
  char *compact = render(SL_CHROME_COMPAT, name, a, b, id, &e1);
  char *pretty = render(SL_CHROME_COMPAT | SL_CHROME_PRETTY, name, a, b, id,
                        &e2);
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

/* The events of a document, or NULL. */
static json_t *events_of(json_t *doc) {
  return doc ? json_object_get(doc, "traceEvents") : NULL;
}

static int64_t ival(json_t *ev, const char *key) {
  return json_integer_value(json_object_get(ev, key));
}

static const char *sval(json_t *ev, const char *key) {
  const char *v = json_string_value(json_object_get(ev, key));
  return v ? v : "";
}

/* The value of args.name (or args.sort_index) of metadata `what` for
 * thread tid, or NULL / -1; how many there are in *count. */
static const char *thread_meta(json_t *evs, const char *what, int64_t tid,
                               int *count, int64_t *sort) {
  size_t i;
  const char *name = NULL;
  *count = 0;
  for (i = 0; i < json_array_size(evs); i++) {
    json_t *ev = json_array_get(evs, i);
    if (strcmp(sval(ev, "ph"), "M") || strcmp(sval(ev, "name"), what) ||
        ival(ev, "tid") != tid)
      continue;
    (*count)++;
    if (json_object_get(json_object_get(ev, "args"), "name"))
      name = json_string_value(
          json_object_get(json_object_get(ev, "args"), "name"));
    if (sort) *sort = ival(json_object_get(ev, "args"), "sort_index");
  }
  return name ? name : "";
}

/* Viewer-first: the same events as compat with tids P*10000+L+1, each
 * thread named and sorted once before its first event, an arrow that
 * leaves its producer at the consumer's start when the consumer starts
 * inside the producer, and counters under "bytes". */
static void viewer(int flags) {
  buf_t out = {NULL, 0, 0};
  sl_trace_writer_t *w = sl__chrome_new(flags, buf_sink, &out);
  sl_ev_at_t p = {3, 2, 1000}, q = {5, 0, 400}, r = {5, 1, 2000};
  sl_ev_flow_t f;
  json_t *doc, *evs;
  int count;
  int64_t sort = -1;
  size_t i, first_x = 0, name_at = 0, z_at = 0, held_at = 0;
  CHECK(w != NULL);
  if (!w) return;
  w->ops->begin(w, SL_TRACE_OBJECT);
  /* An op on lane 2 of pid 3 names lanes 0..2 of it. */
  w->tl->op(w, sl__str("A", 1), &p, 100, sl__str("a", 1), NULL);
  f.name = sl__str("a:0", 3);
  f.id = 9;
  f.to_dur = 5;
  /* Producer 900..1000; consumer starts at 950: from 950.  */
  f.from = p;
  f.from_start = 900;
  f.to = q;
  f.to.ts = 950;
  w->tl->flow(w, &f);
  /* Consumer starts before the producer does: left as it is. */
  f.to.ts = 400;
  f.id = 10;
  w->tl->flow(w, &f);
  /* Consumer after the producer's end: as timeline.py. */
  f.to = r;
  f.id = 11;
  w->tl->flow(w, &f);
  /* Into a zero-duration consumer: held until the flush, so it follows
   * that op in the file (written after the arrow here). */
  f.to.ts = 1200;
  f.to_dur = 0;
  f.id = 12;
  w->tl->flow(w, &f);
  f.to_dur = 1;
  w->tl->op(w, sl__str("Z", 1), &f.to, 0, sl__str("z", 1), NULL);
  w->tl->counter(w, sl__str("GPU_0_bfc", 9), 5, 64);
  w->tl->thread(w, 7, 1, sl__str("worker 1", 8));
  CHECK_INT(w->ops->end(w, 1), 0);
  sl__tw_free(w);
  doc = out.p ? json_loads(out.p, 0, NULL) : NULL;
  evs = events_of(doc);
  CHECK(evs != NULL);
  if (!evs) goto out;
  /* Lanes 0..2 of pid 3, 0 and 1 of pid 5, the counters' thread of pid 0,
   * lanes 0 and 1 of pid 7. */
  CHECK_STR(thread_meta(evs, "thread_name", 30001, &count, NULL), 6,
            "lane 1");
  CHECK_INT(count, 1);
  thread_meta(evs, "thread_sort_index", 30001, &count, &sort);
  CHECK_INT(sort, 1);
  CHECK_STR(thread_meta(evs, "thread_name", 30003, &count, NULL), 6,
            "lane 3");
  CHECK_INT(count, 1);
  thread_meta(evs, "thread_sort_index", 30003, &count, &sort);
  CHECK_INT(count, 1);
  CHECK_INT(sort, 3);
  CHECK_STR(thread_meta(evs, "thread_name", 50002, &count, NULL), 6,
            "lane 2");
  CHECK_STR(thread_meta(evs, "thread_name", 1, &count, NULL), 6, "memory");
  CHECK_STR(thread_meta(evs, "thread_name", 70001, &count, NULL), 5,
            "steps");
  CHECK_STR(thread_meta(evs, "thread_name", 70002, &count, NULL), 8,
            "worker 1");
  CHECK_INT(count, 1);
  for (i = 0; i < json_array_size(evs); i++) {
    json_t *ev = json_array_get(evs, i);
    const char *ph = sval(ev, "ph");
    if (!strcmp(ph, "X") && !strcmp(sval(ev, "name"), "Z")) {
      z_at = i;
    } else if (!strcmp(ph, "X")) {
      first_x = i;
      CHECK_INT(ival(ev, "tid"), 30003);
    } else if (!strcmp(ph, "M") && ival(ev, "tid") == 30003) {
      name_at = i;
    } else if (!strcmp(ph, "s")) {
      int64_t id = ival(ev, "id");
      CHECK_INT(ival(ev, "tid"), 30003);
      CHECK_INT(ival(ev, "ts"), id == 9 ? 950 : 1000);
    } else if (!strcmp(ph, "t") && ival(ev, "id") == 12) {
      held_at = i;
    } else if (!strcmp(ph, "t")) {
      CHECK_INT(ival(ev, "tid"), ival(ev, "id") == 11 ? 50002 : 50001);
    } else if (!strcmp(ph, "C")) {
      CHECK_INT(ival(json_object_get(ev, "args"), "bytes"), 64);
      CHECK_INT(ival(ev, "tid"), 1);
    }
  }
  CHECK(name_at < first_x);
  CHECK(z_at > 0 && held_at > z_at);
out:
  json_decref(doc);
  free(out.p);
}

/* Two threads write through a side writer each into one output: whole
 * events only, all of them.  Both write on the same 300 lanes of one
 * process, so viewer-first, each lane is named once between them. */
typedef struct side_s {
  sl_trace_writer_t *w;
  int n;
} side_t;

static void *side_main(void *arg) {
  side_t *sd = arg;
  int i;
  for (i = 0; i < sd->n; i++) {
    sl_ev_at_t at = {1, i % 300, i};
    sd->w->tl->op(sd->w, sl__str("side", 4), &at, 1, sl__str("s", 1),
                   NULL);
  }
  return NULL;
}

static void sides(int flags) {
  buf_t out = {NULL, 0, 0};
  sl_trace_writer_t *w = sl__chrome_new(flags, buf_sink, &out), *sw = NULL;
  side_t sd;
  pthread_t th;
  json_t *doc, *evs;
  size_t i, names = 0, sorts = 0;
  size_t meta = flags & SL_CHROME_COMPAT ? 0 : 300;
  CHECK(w != NULL);
  if (!w) return;
  w->ops->begin(w, SL_TRACE_OBJECT);
  /* (Sharing starts between events: there is one before it.) */
  w->ops->process(w, 0, sl__str("Allocators", 10), NULL);
  CHECK_INT(w->ops->share(w, &sw), 0);
  sd.w = sw;
  sd.n = 20000;
  pthread_create(&th, NULL, side_main, &sd);
  for (i = 0; i < 20000; i++) {
    sl_ev_at_t at = {1, (int64_t)((i * 7) % 300), (int64_t)i};
    w->tl->op(w, sl__str("main", 4), &at, 1, sl__str("m", 1), NULL);
  }
  pthread_join(th, NULL);
  CHECK_INT(w->ops->unshare(w, sw), 0);
  CHECK_INT(w->events, 40001 + 2 * meta);
  CHECK_INT(w->ops->end(w, 1), 0);
  sl__tw_free(w);
  doc = out.p ? json_loads(out.p, 0, NULL) : NULL;
  evs = events_of(doc);
  CHECK_INT(json_array_size(evs), 40001 + 2 * meta);
  for (i = 0; i < json_array_size(evs); i++) {
    json_t *ev = json_array_get(evs, i);
    if (!strcmp(sval(ev, "name"), "thread_name")) names++;
    if (!strcmp(sval(ev, "name"), "thread_sort_index")) sorts++;
  }
  CHECK_INT(names, meta);
  CHECK_INT(sorts, meta);
  json_decref(doc);
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
  sides(SL_CHROME_COMPAT);
  sides(SL_CHROME_COMPAT | SL_CHROME_PRETTY);
  sides(0);
  sides(SL_CHROME_PRETTY);
  viewer(0);
  viewer(SL_CHROME_PRETTY);
  TEST_MAIN_END();
}

/* Perfetto's format (emit/write/perfetto.c) read back as trace_processor
 * reads it (tests/tools/pfdecode.c: events sorted by time, file order
 * kept for equal times, a stack per track): slices that begin or end
 * together keep their own spans and nest as the JSON nests them (the
 * longer outside), whatever order the ops came in; arrows stay on their
 * slices; the Steps slices of a trace, written at its end, nest the same
 * way across steps; tensor lifetimes of two steps that overlap in time
 * never share a lane. */
#include <unistd.h>

#include "emit/write/timeline_writer.h"
#include "stream/common.h"
#include "test.h"
#include "tools/pfdecode.h"

static sl_str_t S(const char *s) { return sl__str(s, strlen(s)); }

static void op(sl_trace_writer_t *w, uint32_t pid, int64_t lane, int64_t ts,
               int64_t dur, const char *name) {
  sl_ev_at_t at = {pid, lane, ts};
  w->tl->op(w, S(name), &at, dur, S(name), NULL);
}

static void step(sl_trace_writer_t *w, int64_t ts, int64_t dur,
                 const char *name, int64_t n) {
  sl_ev_step_t s;
  memset(&s, 0, sizeof s);
  s.at.pid = 9;
  s.at.tid = 0;
  s.at.ts = ts;
  s.dur = dur;
  s.name = S(name);
  s.step = n;
  s.ops = 1;
  w->tl->step(w, &s);
}

/* An arrow from the slice at (pid, lane, from_start) to the one at
 * (pid, lane, to_ts). */
static void arrow(sl_trace_writer_t *w, uint32_t pid, int64_t from_lane,
                  int64_t from_start, int64_t to_lane, int64_t to_ts,
                  uint64_t id) {
  sl_ev_flow_t f;
  memset(&f, 0, sizeof f);
  f.name = S("t:0");
  f.from.pid = f.to.pid = pid;
  f.from.tid = from_lane;
  f.from_start = from_start;
  f.from.ts = from_start;
  f.to.tid = to_lane;
  f.to.ts = to_ts;
  f.id = id;
  w->tl->flow(w, &f);
}

/* The decoded slice named `name` (the first, or the one at ts), or NULL. */
static json_t *slice(dec_t *d, const char *name, long long ts) {
  size_t i;
  json_t *s;
  json_array_foreach(d->slices, i, s) {
    if (strcmp(json_string_value(json_object_get(s, "name")), name) != 0)
      continue;
    if (ts < 0 || json_integer_value(json_object_get(s, "ts")) == ts)
      return s;
  }
  return NULL;
}

/* Slice `name` spans [ts, ts + dur] us (the trace holds ns). */
#define CHECK_SPAN(d, name, ts, dur)                                        \
  do {                                                                      \
    json_t *t_s = slice(d, name, -1);                                       \
    CHECK(t_s != NULL);                                                     \
    if (t_s) {                                                              \
      CHECK_INT(json_integer_value(json_object_get(t_s, "ts")), (ts)*1000); \
      CHECK_INT(json_integer_value(json_object_get(t_s, "dur")),            \
                (dur)*1000);                                                \
    }                                                                       \
  } while (0)

static long long nflows(json_t *s, const char *side) {
  return s ? (long long)json_array_size(json_object_get(s, side)) : -1;
}

static int decode(const buf_t *b, dec_t *d) {
  char path[] = "/tmp/sl-test-perfetto-XXXXXX";
  int fd = mkstemp(path), rc;
  FILE *f = fd >= 0 ? fdopen(fd, "wb") : NULL;
  if (!f) return -1;
  fwrite(b->p, 1, b->n, f);
  fclose(f);
  rc = pf_decode(path, d);
  unlink(path);
  return rc;
}

int main(void) {
  buf_t out = {0};
  dec_t d;
  sl_trace_writer_t *w = sl__perfetto_new(buf_sink, &out);
  CHECK(w != NULL);
  if (!w) return 1;
  w->ops->begin(w, SL_TRACE_OBJECT);
  w->ops->process(w, 1, S("dev"), " Compute");
  w->ops->process(w, 2, S("dev"), " Tensors");
  w->ops->process(w, 9, S("Steps"), NULL);

  /* One step: lane 0 holds, given inner first, three slices that begin
   * together and nest three deep, one that begins and ends with the
   * outermost, and zero-length slices at a begin and at an end; lane 1
   * two slices, the second beginning where the first ends. */
  op(w, 1, 0, 100, 10, "inner");
  op(w, 1, 0, 100, 0, "zero_at_begin");
  op(w, 1, 0, 100, 20, "middle");
  op(w, 1, 0, 100, 30, "outer");
  op(w, 1, 0, 130, 0, "zero_at_end");
  op(w, 1, 1, 140, 5, "next");
  op(w, 1, 1, 135, 5, "prev");
  /* Arrows into the slice that begins where the one before ends. */
  arrow(w, 1, 1, 135, 1, 140, 7);
  arrow(w, 1, 0, 130, 1, 140, 8);
  /* A tensor alive from 100 to 200. */
  {
    sl_ev_at_t a = {2, 0, 100}, b = {2, 0, 200};
    w->tl->object_new(w, S("tensor_a"), &a, 1);
    w->tl->object_delete(w, S("tensor_a"), &b, 1);
  }
  CHECK_INT(w->ops->flush(w), 0);
  step(w, 100, 45, "step 0", 0);

  /* A later step whose clock started again at 100: its step slice begins
   * with the first one's and is longer, its own lane's slices too. */
  op(w, 1, 2, 100, 50, "late");
  {
    /* ... and a tensor alive inside the first step's. */
    sl_ev_at_t a = {2, 0, 150}, b = {2, 0, 160};
    w->tl->object_new(w, S("tensor_b"), &a, 2);
    w->tl->object_delete(w, S("tensor_b"), &b, 2);
  }
  CHECK_INT(w->ops->flush(w), 0);
  step(w, 100, 50, "step 1", 1);
  CHECK_INT(w->ops->end(w, 1), 0);
  sl__tw_free(w);

  CHECK_INT(decode(&out, &d), 0);
  CHECK_SPAN(&d, "inner", 100, 10);
  CHECK_SPAN(&d, "middle", 100, 20);
  CHECK_SPAN(&d, "outer", 100, 30);
  CHECK_SPAN(&d, "zero_at_begin", 100, 0);
  CHECK_SPAN(&d, "zero_at_end", 130, 0);
  CHECK_SPAN(&d, "prev", 135, 5);
  CHECK_SPAN(&d, "next", 140, 5);
  CHECK_SPAN(&d, "late", 100, 50);
  CHECK_SPAN(&d, "step 0", 100, 45);
  CHECK_SPAN(&d, "step 1", 100, 50);
  CHECK_INT(nflows(slice(&d, "prev", -1), "out"), 1);
  CHECK_INT(nflows(slice(&d, "zero_at_end", -1), "out"), 1);
  CHECK_INT(nflows(slice(&d, "next", -1), "in"), 2);
  CHECK_SPAN(&d, "tensor_a", 100, 100);
  CHECK_SPAN(&d, "tensor_b", 150, 10);
  CHECK(json_integer_value(json_object_get(slice(&d, "tensor_a", -1), "track")) !=
        json_integer_value(json_object_get(slice(&d, "tensor_b", -1), "track")));
  pf_dec_close(&d);
  free(out.p);
  TEST_MAIN_END();
}

/* The op queue: every event added is written exactly once, by the
 * producer or by a helping thread, whatever the timing; a helper waits
 * for chunks and stops when the producer ends or fails; chunks are
 * reused once written. */
#include <stdlib.h>
#include <string.h>

#include <jansson.h>
#include <uv.h>

#include "emit/opqueue.h"
#include "test.h"

/* A sink that keeps what it is given. */
typedef struct kept_s {
  char *p;
  size_t n, cap;
  uv_mutex_t *mu;  /* shared by both writers' sinks, as convert's is */
} kept_t;

static int keep(void *ud, const void *p, size_t n) {
  kept_t *b = ud;
  uv_mutex_lock(b->mu);
  if (b->n + n + 1 > b->cap) {
    b->cap = (b->n + n + 1) * 2;
    b->p = realloc(b->p, b->cap);
  }
  memcpy(b->p + b->n, p, n);
  b->n += n;
  b->p[b->n] = '\0';
  uv_mutex_unlock(b->mu);
  return 0;
}

typedef struct helper_s {
  sl_opq_t *q;
  sl_json_t w;
  int rc;
  size_t events;
} helper_t;

static void help(void *arg) {
  helper_t *h = arg;
  h->rc = sl__opq_write(h->q, &h->w, 1);
  h->events = h->w.events;
}

static const char *ops[] = {"MatMul", "Add", "Relu"};

/* Adds `n` events (ts = index), with a helper thread unless `alone`,
 * and checks the written array holds each index once.  `pause` makes the
 * producer slow now and then, so the helper finds no chunk and waits. */
static size_t run(size_t n, int alone, int pause, int fail) {
  uv_mutex_t mu;
  kept_t out = {NULL, 0, 0, &mu};
  sl_opq_t q;
  sl_json_t w;
  helper_t h;
  uv_thread_t th;
  size_t i, seen = 0, helped = 0;
  char *seen_at;
  json_t *doc;
  json_error_t je;
  CHECK_INT(uv_mutex_init(&mu), 0);
  CHECK_INT(sl__opq_init(&q), 0);
  CHECK_INT(sl__json_init(&w, 65536, 0, keep, &out), 0);
  keep(&out, "[{}", 3);
  sl__json_continue_array(&w, 1);
  memset(&h, 0, sizeof h);
  h.q = &q;
  CHECK_INT(sl__json_init(&h.w, 65536, 0, keep, &out), 0);
  sl__json_continue_array(&h.w, 1);
  if (!alone) CHECK_INT(uv_thread_create(&th, help, &h), 0);
  for (i = 0; i < n; i++) {
    sl_opev_t *e = sl__opq_add(&q, &w);
    const char *op = ops[i % 3];
    CHECK(e != NULL);
    e->op = (const uint8_t *)op;
    e->opn = (uint32_t)strlen(op);
    e->name = (const uint8_t *)"node\"1";
    e->namen = 6;
    e->inputs = i % 2 ? (const uint8_t *)"a, b" : NULL;
    e->inputsn = i % 2 ? 4 : 0;
    e->pid = (uint32_t)(i % 7);
    e->tid = (int64_t)(i % 5);
    e->ts = (int64_t)i;
    e->dur = 3;
    if (pause && i % 5000 == 0) uv_sleep(2);
  }
  sl__opq_end(&q, fail);
  if (!fail) CHECK_INT(sl__opq_write(&q, &w, 0), 0);
  if (!alone) CHECK_INT(uv_thread_join(&th), 0);
  CHECK_INT(h.rc, 0);
  CHECK_INT(sl__json_flush(&w), 0);
  CHECK_INT(sl__json_flush(&h.w), 0);
  keep(&out, "]", 1);
  helped = h.events;
  doc = json_loads(out.p, 0, &je);
  CHECK(doc != NULL);
  if (!doc) {
    fprintf(stderr, "  invalid JSON at %d: %s\n", je.position, je.text);
    return 0;
  }
  if (fail) {
    /* A failed step's events are not wanted: nothing is left to write
     * and the helper returned; what went out went out once. */
    CHECK(json_array_size(doc) <= n + 1);
  } else {
    CHECK_INT(json_array_size(doc), n + 1);
    CHECK_INT(w.events + h.events, n);
  }
  seen_at = calloc(n + 1, 1);
  for (i = 1; i < json_array_size(doc); i++) {
    json_t *ev = json_array_get(doc, i);
    json_int_t ts = json_integer_value(json_object_get(ev, "ts"));
    json_t *args = json_object_get(ev, "args");
    CHECK(ts >= 0 && (size_t)ts < n);
    if (ts < 0 || (size_t)ts >= n) continue;
    CHECK_INT(seen_at[ts], 0);
    seen_at[ts] = 1;
    seen++;
    CHECK(strcmp(json_string_value(json_object_get(ev, "name")),
                 ops[ts % 3]) == 0);
    CHECK(strcmp(json_string_value(json_object_get(args, "name")),
                 "node\"1") == 0);
    CHECK_INT(json_integer_value(json_object_get(ev, "tid")), ts % 5);
    CHECK_INT(json_object_get(args, "input1") != NULL, ts % 2);
  }
  if (!fail) CHECK_INT(seen, n);
  if (alone) CHECK_INT(helped, 0);
  /* Chunks are reused: a few stay, however many events went through
   * (the producer writes one itself when the helper falls behind). */
  CHECK(q.nspare + q.nchunks - q.next <= 8);
  free(seen_at);
  json_decref(doc);
  sl__json_close(&w);
  sl__json_close(&h.w);
  sl__opq_close(&q);
  uv_mutex_destroy(&mu);
  free(out.p);
  return helped;
}

int main(void) {
  size_t sizes[] = {0, 1, SL_OPQ_CHUNK - 1, SL_OPQ_CHUNK, SL_OPQ_CHUNK + 1,
                    10 * SL_OPQ_CHUNK + 7, 100000};
  size_t i;
  for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
    run(sizes[i], 1, 0, 0);
    run(sizes[i], 0, 0, 0);
  }
  /* A helper that waits for chunks (the producer pauses) gets some. */
  {
    int k;
    size_t got = 0;
    for (k = 0; k < 5; k++) got += run(60000, 0, 1, 0);
    CHECK(got > 0);
  }
  /* The producer fails: the helper returns, nothing hangs. */
  run(0, 0, 0, 1);
  run(5 * SL_OPQ_CHUNK + 3, 0, 1, 1);
  TEST_MAIN_END();
}

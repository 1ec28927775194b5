/* The push reader `stepline follow` uses (stream/steps.c, sl__logpush_*),
 * differentially: the same bytes fed at once and fed in pieces cut where
 * the input says must give the same steps (count, bytes, metadata) and
 * the same outcome — a growing file is read in whatever pieces the writer
 * flushed.  The pieces' steps also go into a trace (emit/run/trace.c), and
 * the document, closed the way follow closes it, must parse.  The
 * summary's figures ride on that conversion (one thread: on the op pass)
 * and are also taken from a conversion without a trace (two threads: on
 * the second); a step converted one way converts the other, with the
 * same figures.
 *
 * Input: options byte, chunking byte, then the log. */
#include "fuzz.h"
#include "tests/live.h"
#include "stream/steps.h"

typedef struct col_s {
  sl_run_t run;
  sl_trace_t *live;
  int64_t steps;
  uint64_t hash;
  /* the pieces' run only: summaries ride along, compared */
  sl_run_t *run2;      /* two threads, no trace */
  glance_t g1, g2;
} col_t;

/* A step as follow converts it: 1 skipped as damaged, 0, or an error. */
static int live_step(sl_run_t *run, sl_trace_t *t, sl_step_ref_t *ref,
                     glance_t *g) {
  sl_visitor_t riders[2];
  sl_memory_out_t mem;
  int rc = sl__run_sound(run, ref);
  if (rc <= 0) return rc < 0 ? rc : 1;
  if (g) {
    riders[0] = sl__stats_glance_visitor(g->sg);
    riders[1] = sl__mem_glance_ride(g->mg, &mem);
  }
  rc = sl__trace_step(t, ref, g ? &mem : NULL, g ? riders : NULL, g ? 2 : 0);
  return rc ? rc : sl__trace_flush(t);
}

static uint64_t mix(uint64_t h, const void *p, size_t n) {
  const uint8_t *c = p;
  size_t i;
  for (i = 0; i < n; i++) h = (h ^ c[i]) * 0x100000001b3ull;
  return h;
}

static int hash_allocs(void *ud, const sl_alloc_glance_t *a, size_t n) {
  uint64_t *h = ud;
  size_t i;
  for (i = 0; i < n; i++) {
    int64_t v[8] = {a[i].has_model, a[i].has_inuse, a[i].has_peak,
                    a[i].has_records, a[i].model, a[i].inuse, a[i].peak,
                    a[i].records};
    *h = mix(*h, a[i].name.p, a[i].name.n);
    *h = mix(*h, v, sizeof v);
  }
  return 0;
}

/* The two ways to a step's summary give the same figures. */
static void glance_same(col_t *c, sl_step_ref_t *ref) {
  sl_step_glance_t a, b;
  sl_visitor_t riders[2];
  sl_memory_out_t mem;
  uint64_t ha = 1, hb = 1;
  int rc;
  riders[0] = sl__stats_glance_visitor(c->g2.sg);
  riders[1] = sl__mem_glance_ride(c->g2.mg, &mem);
  rc = sl__run_step(c->run2, ref, NULL, &mem, riders, 2, NULL, NULL);
  if (rc != 0) {
    fprintf(stderr, "summary without a trace failed: %s\n",
            c->run2->err->msg);
    abort();
  }
  if (sl__stats_glance_get(c->g1.sg, &a) != 0 ||
      sl__stats_glance_get(c->g2.sg, &b) != 0 ||
      memcmp(&a, &b, sizeof a) != 0 ||
      sl__mem_glance_report(c->g1.mg, hash_allocs, &ha) != 0 ||
      sl__mem_glance_report(c->g2.mg, hash_allocs, &hb) != 0 || ha != hb) {
    fprintf(stderr, "the summaries differ\n");
    abort();
  }
}

static int on_step(void *ud, sl_step_ref_t *ref) {
  col_t *c = ud;
  int64_t meta[3];
  c->steps++;
  if (!ref->src->mem && ref->len) abort();  /* held in memory */
  c->hash = mix(c->hash, ref->src->mem + ref->off, (size_t)ref->len);
  meta[0] = ref->index;
  meta[1] = ref->has_meta ? ref->step : -1;
  meta[2] = ref->record;
  c->hash = mix(c->hash, meta, sizeof meta);
  c->hash = mix(c->hash, ref->tag, ref->tag_len);
  if (c->live) {
    int rc = live_step(&c->run, c->live, ref, c->run2 ? &c->g1 : NULL);
    if (rc < 0) return rc;
    if (rc == 0 && c->run2) glance_same(c, ref);
  }
  return 0;
}

/* Feeds d in pieces (sizes from `cut`; 0: all at once).  Returns the
 * outcome; the steps and their hash are in *c. */
static int feed(const uint8_t *d, size_t n, uint8_t cut,
                const sl_options_t *o, col_t *c, sl_error_t *e) {
  sl_logpush_t *lp;
  size_t off = 0;
  uint32_t r = cut * 2654435761u + 1;
  int rc = sl__logpush_new(&lp, "input", o, 1, on_step, c, e);
  while (rc == 0 && off < n) {
    size_t k = n - off;
    if (cut) {
      r = r * 1103515245u + 12345u;
      k = 1 + (r >> 16) % (cut < 16 ? cut : 64u * cut);
      if (k > n - off) k = n - off;
    }
    rc = sl__logpush_feed(lp, d + off, k);
    off += k;
  }
  if (rc == 0) rc = sl__logpush_finish(lp);
  sl__logpush_free(lp);
  return rc;
}

int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n);
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) {
  sl_options_t o, o2;
  sl_run_t run2;
  col_t whole, parts;
  sl_error_t e1, e2, e3;
  tbuf_t out = {0}, out1 = {0};
  int rc1, rc2;
  if (n < 2) return 0;
  fz_options(&o, d[0]);
  o.threads = 1;
  o.max_record = (uint64_t)1 << 20;
  memset(&whole, 0, sizeof whole);
  memset(&parts, 0, sizeof parts);
  memset(&e1, 0, sizeof e1);
  memset(&e2, 0, sizeof e2);
  memset(&e3, 0, sizeof e3);
  /* Both runs convert their steps, so a step that fails to convert
   * fails both the same way. */
  o2 = o;
  o2.threads = 2;
  if (sl__run_init(&whole.run, &o, 1, &e1) != 0 ||
      sl__run_init(&parts.run, &o, 1, &e2) != 0 ||
      sl__run_init(&run2, &o2, 1, &e3) != 0 ||
      sl__trace_new(&whole.live, &whole.run, SL_TRACE_ARRAY, tbuf_sink,
                    &out1) != 0 ||
      sl__trace_new(&parts.live, &parts.run, SL_TRACE_ARRAY, tbuf_sink,
                    &out) != 0 ||
      glance_init(&parts.g1) != 0 || glance_init(&parts.g2) != 0)
    abort();
  parts.run2 = &run2;
  rc1 = feed(d + 2, n - 2, 0, &o, &whole, &e1);
  rc2 = feed(d + 2, n - 2, d[1] ? d[1] : 1, &o, &parts, &e2);
  if (rc1 != rc2 || whole.steps != parts.steps || whole.hash != parts.hash) {
    fprintf(stderr, "pieces differ: rc %d/%d steps %lld/%lld (%s | %s)\n",
            rc1, rc2, (long long)whole.steps, (long long)parts.steps,
            e1.msg, e2.msg);
    abort();
  }
  fz_check_error(rc1, &e1, n);
  /* The trace as follow leaves it: the events, then the closing. */
  if (rc2 == 0) {
    tbuf_t doc = {0};
    if (out.n == 0) tbuf_sink(&doc, "[", 1);
    else tbuf_sink(&doc, out.p, out.n);
    tbuf_sink(&doc, "\n]\n", 3);
    fz_check_json(&doc, 0);
    free(doc.p);
  }
  if (rc1 == 0 && (out.n != out1.n ||
                   (out.n && memcmp(out.p, out1.p, out.n) != 0)))
    abort();  /* one thread: the same bytes */
  sl__trace_free(whole.live);
  sl__trace_free(parts.live);
  sl__run_close(&whole.run);
  sl__run_close(&parts.run);
  sl__run_close(&run2);
  glance_close(&parts.g1);
  glance_close(&parts.g2);
  free(out.p);
  free(out1.p);
  return 0;
}

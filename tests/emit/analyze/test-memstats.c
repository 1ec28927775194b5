/* The memory report on hand-built steps, figures worked out by hand from
 * the reference's allocator model (a tensor lives from its producer's
 * start to its last consumer's end - 1, frees before allocations at the
 * same time): outputs with dtype and shape, consumers named by labels, a
 * node without outputs or memory, measured AllocatorMemoryUsed with
 * allocation_records that free, a second allocator on a GPU, three steps
 * for min / median / max, the baseline gate both ways, and CSV and the
 * SVG plot parsed back. */
#include <jansson.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "pb.h"
#include "stepline/stepline.h"
#include "test.h"

typedef struct out_s {
  int64_t bytes;
  const char *alloc;
  int dtype;
  int64_t d0, d1;  /* shape; d0 < 0: no shape */
} out_t;

typedef struct rec_s {
  int64_t at, bytes;
} rec_t;

typedef struct memu_s {
  const char *alloc;
  int64_t in_use, peak;
  const rec_t *rec;
  int nrec;
} memu_t;

static void node(pb_t *dev, const char *name, int64_t start, int64_t dur,
                 const out_t *outs, int nout, const memu_t *mu,
                 const char *label) {
  pb_t n = {{0}, 0};
  int i;
  pb_str(&n, 1, name);
  pb_int(&n, 2, (uint64_t)start);
  pb_int(&n, 5, (uint64_t)dur);
  if (mu) {
    pb_t m = {{0}, 0};
    pb_str(&m, 1, mu->alloc);
    pb_int(&m, 3, (uint64_t)mu->peak);
    pb_int(&m, 5, (uint64_t)mu->in_use);
    for (i = 0; i < mu->nrec; i++) {
      pb_t r = {{0}, 0};
      pb_int(&r, 1, (uint64_t)mu->rec[i].at);
      pb_int(&r, 2, (uint64_t)mu->rec[i].bytes);
      pb_msg(&m, 6, &r);
    }
    pb_msg(&n, 6, &m);
  }
  for (i = 0; i < nout; i++) {
    pb_t ad = {{0}, 0}, td = {{0}, 0}, out = {{0}, 0};
    pb_int(&ad, 1, (uint64_t)outs[i].bytes);
    pb_str(&ad, 3, outs[i].alloc);
    pb_int(&td, 1, (uint64_t)outs[i].dtype);
    if (outs[i].d0 >= 0) {
      pb_t sh = {{0}, 0}, d = {{0}, 0};
      pb_int(&d, 1, (uint64_t)outs[i].d0);
      pb_msg(&sh, 2, &d);
      d.n = 0;
      pb_int(&d, 1, (uint64_t)outs[i].d1);
      pb_msg(&sh, 2, &d);
      pb_msg(&td, 2, &sh);
    }
    pb_msg(&td, 4, &ad);
    pb_int(&out, 1, (uint64_t)i);
    pb_msg(&out, 3, &td);
    pb_msg(&n, 7, &out);
  }
  if (label) pb_str(&n, 8, label);
  pb_msg(dev, 2, &n);
}

/* One step: `abytes` is the size of a's output, so steps differ. */
static void step(pb_t *log, int64_t abytes) {
  rec_t ra[] = {{10, 100}, {12, 64}};
  rec_t rb[] = {{20, 50}, {21, 30}, {22, -64}, {26, -100}};
  static const rec_t re[] = {{35, 400}, {44, -400}};
  out_t oa[] = {{abytes, "cpu", 1, 5, 5}};
  out_t ob[] = {{50, "cpu", 3, 10, -1}, {30, "cpu", 1, -1, 0}};
  out_t oe[] = {{400, "GPU_0_bfc", 19, 2, 100}};
  memu_t ma = {"cpu", 1000, 1200, ra, 2}, mb = {"cpu", 900, 1500, rb, 4},
         me = {"GPU_0_bfc", 4096, 8192, re, 2};
  pb_t ss = {{0}, 0}, cpu = {{0}, 0}, gpu = {{0}, 0};
  ob[0].d1 = 1;
  ra[0].bytes = abytes;
  rb[3].bytes = -abytes;
  node(&cpu, "a", 10, 5, oa, 1, &ma, "a = MatMul(x)");
  node(&cpu, "b", 20, 7, ob, 2, &mb, "b = Split(a)");
  node(&cpu, "c", 30, 3, NULL, 0, NULL, "c = Add(a, b)");
  node(&gpu, "e", 35, 10, oe, 1, &me, "e = Relu(c)");
  pb_device(&ss, "/job:w/replica:0/task:0/device:CPU:0", &cpu);
  pb_device(&ss, "/job:w/replica:0/task:0/device:GPU:0", &gpu);
  pb_varint(log, ss.n);
  pb_raw(log, ss.p, ss.n);
}

static int write_file(const char *path, const pb_t *b) {
  FILE *f = fopen(path, "wb");
  int ok = f && fwrite(b->p, 1, b->n, f) == b->n;
  if (f && fclose(f) != 0) ok = 0;
  return ok;
}

/* Runs the report; returns its exit-relevant result through *grew. */
static int report(const char *path, sl_report_format_t fmt,
                  const char *baseline, double tol, const char *steps,
                  buf_t *out, buf_t *plot, int *grew) {
  sl_options_t opt;
  sl_mem_options_t mo;
  sl_error_t err;
  sl_options_init(&opt);
  opt.format = SL_FORMAT_DELIMITED;
  opt.steps = steps;
  memset(&mo, 0, sizeof mo);
  mo.format = fmt;
  mo.top = 2;
  mo.baseline = baseline;
  mo.tolerance = tol;
  if (plot) {
    mo.plot = buf_sink;
    mo.plot_ud = plot;
  }
  memset(out, 0, sizeof *out);
  return sl_mem_report_path(path, &opt, &mo, buf_sink, out, grew, &err);
}

/* A log of one step whose one node has the memory entries m1 and m2 (m2
 * may be NULL), written to `path`; returns the JSON report's result with
 * its output in *out. */
static int entries(const char *path, const pb_t *m1, const pb_t *m2,
                   buf_t *out) {
  static pb_t lg, ss, dev, n;
  int grew;
  lg.n = ss.n = dev.n = n.n = 0;
  pb_str(&n, 1, "x");
  pb_int(&n, 2, 5);
  pb_msg(&n, 6, m1);
  if (m2) pb_msg(&n, 6, m2);
  pb_msg(&dev, 2, &n);
  pb_device(&ss, "/job:w/replica:0/task:0/device:CPU:0", &dev);
  pb_varint(&lg, ss.n);
  pb_raw(&lg, ss.p, ss.n);
  if (!write_file(path, &lg)) return -1;
  return report(path, SL_REPORT_JSON, NULL, 0, NULL, out, NULL, &grew);
}

static int one_entry(const char *path, const pb_t *m, buf_t *out) {
  return entries(path, m, NULL, out);
}

/* Like one_entry, with two entries for the node. */
static int two_entries(const char *path, const pb_t *m1, const pb_t *m2,
                       buf_t *out) {
  return entries(path, m1, m2, out);
}

/* An entry of allocator "a" with `nr` records from the seed, laid out as
 * TensorFlow writes it (name, counts, records) or scrambled (records
 * first, the name last, a count repeated: the last one wins). */
static void entry(pb_t *m, unsigned seed, int nr, int scrambled) {
  pb_t r = {{0}, 0};
  unsigned s0 = seed;
  int i;
  m->n = 0;
  if (!scrambled) {
    pb_str(m, 1, "a");
    pb_int(m, 3, 1000 + s0 % 7);
    pb_int(m, 5, 2000 + s0 % 11);
  } else {
    pb_int(m, 5, 1);
  }
  for (i = 0; i < nr; i++) {
    r.n = 0;
    seed = seed * 1103515245u + 12345u;
    pb_int(&r, 1, 100 + (seed >> 16) % 50);
    seed = seed * 1103515245u + 12345u;
    pb_int(&r, 2, (uint64_t)((int64_t)((seed >> 16) % 200) - 100));
    pb_msg(m, 6, &r);
  }
  if (scrambled) {
    pb_int(m, 5, 2000 + s0 % 11);  /* wins over the 1 above */
    pb_int(m, 3, 1000 + s0 % 7);
    pb_str(m, 1, "a");
  }
}

#define GET(o, k) json_object_get((o), (k))
#define GETI(o, k) json_integer_value(GET((o), (k)))

int main(void) {
  static char dir[] = "/tmp/test-memreport-XXXXXX";
  char one[64], three[64], big[64];
  pb_t log1 = {{0}, 0}, log3 = {{0}, 0}, logb = {{0}, 0};
  buf_t out, plot;
  json_error_t je;
  json_t *j, *s0, *cpu, *gpu, *top, *sum;
  int grew = -1;

  CHECK(mkdtemp(dir) != NULL);
  snprintf(one, sizeof one, "%s/one.pb", dir);
  snprintf(three, sizeof three, "%s/three.pb", dir);
  snprintf(big, sizeof big, "%s/big.pb", dir);
  step(&log1, 100);
  step(&log3, 100);
  step(&log3, 300);
  step(&log3, 200);
  step(&logb, 1000);
  CHECK(write_file(one, &log1) && write_file(three, &log3) &&
        write_file(big, &logb));

  /* One step, figures by hand.  cpu tensors: a 100 B [10, 27+5=32) (its
   * consumers b and c end at 27 and 33: unref at 26 and 32), b 50 B
   * [20, 32), b:1 30 B [20, 27).  Sorted: +100@10, +30@20, +50@20,
   * -30@27, -100@32, -50@32: the peak is 180 B at 20 with all three.
   * Records: +100 +64 +50 +30 -64 -100 in time order peak at 244. */
  CHECK_INT(report(one, SL_REPORT_JSON, NULL, 0, NULL, &out, NULL, &grew), 0);
  j = json_loads(out.p, 0, &je);
  CHECK(j != NULL);
  s0 = json_array_get(GET(j, "steps"), 0);
  CHECK_INT(json_array_size(GET(j, "steps")), 1);
  CHECK_INT(GETI(s0, "index"), 0);
  cpu = GET(GET(s0, "allocators"), "cpu");
  gpu = GET(GET(s0, "allocators"), "GPU_0_bfc");
  CHECK(cpu != NULL && gpu != NULL);
  CHECK_INT(GETI(cpu, "model_peak_bytes"), 180);
  CHECK_INT(GETI(cpu, "model_peak_us"), 20);
  CHECK_INT(GETI(cpu, "live_tensors"), 3);
  CHECK_INT(GETI(cpu, "in_use_bytes"), 1000);
  CHECK_INT(GETI(cpu, "peak_bytes"), 1500);
  CHECK_INT(GETI(cpu, "records_peak_bytes"), 244);
  /* --top=2: the two largest, with producer op, dtype and shape. */
  top = GET(cpu, "top");
  CHECK_INT(json_array_size(top), 2);
  {
    json_t *t0 = json_array_get(top, 0), *t1 = json_array_get(top, 1);
    const char *n0 = json_string_value(GET(t0, "name"));
    const char *n1 = json_string_value(GET(t1, "name"));
    const char *op0 = json_string_value(GET(t0, "op"));
    const char *op1 = json_string_value(GET(t1, "op"));
    const char *dt0 = json_string_value(GET(t0, "dtype"));
    const char *dt1 = json_string_value(GET(t1, "dtype"));
    const char *sh0 = json_string_value(GET(t0, "shape"));
    const char *sh1 = json_string_value(GET(t1, "shape"));
    CHECK_STR(n0, n0 ? strlen(n0) : 0, "a");
    CHECK_INT(GETI(t0, "bytes"), 100);
    CHECK_STR(op0, op0 ? strlen(op0) : 0, "MatMul");
    CHECK_STR(dt0, dt0 ? strlen(dt0) : 0, "DT_FLOAT");
    CHECK_STR(sh0, sh0 ? strlen(sh0) : 0, "[5,5]");
    CHECK_STR(n1, n1 ? strlen(n1) : 0, "b");
    CHECK_INT(GETI(t1, "bytes"), 50);
    CHECK_STR(op1, op1 ? strlen(op1) : 0, "Split");
    CHECK_STR(dt1, dt1 ? strlen(dt1) : 0, "DT_INT32");
    CHECK_STR(sh1, sh1 ? strlen(sh1) : 0, "[10,1]");
  }
  /* The GPU allocator: e 400 B [35, 45). */
  CHECK_INT(GETI(gpu, "model_peak_bytes"), 400);
  CHECK_INT(GETI(gpu, "model_peak_us"), 35);
  CHECK_INT(GETI(gpu, "in_use_bytes"), 4096);
  CHECK_INT(GETI(gpu, "peak_bytes"), 8192);
  CHECK_INT(GETI(gpu, "records_peak_bytes"), 400);
  {
    json_t *t0 = json_array_get(GET(gpu, "top"), 0);
    const char *dt = json_string_value(GET(t0, "dtype"));
    const char *sh = json_string_value(GET(t0, "shape"));
    CHECK_STR(dt, dt ? strlen(dt) : 0, "DT_HALF");
    CHECK_STR(sh, sh ? strlen(sh) : 0, "[2,100]");
  }
  json_decref(j);
  free(out.p);

  /* Three steps (a = 100, 300, 200 B): cpu model peaks 180, 380, 280, so
   * min 180, median 280, max 380; records peaks 244, 444, 344. */
  CHECK_INT(report(three, SL_REPORT_JSON, NULL, 0, NULL, &out, NULL, &grew),
            0);
  j = json_loads(out.p, 0, &je);
  CHECK(j != NULL);
  CHECK_INT(json_array_size(GET(j, "steps")), 3);
  CHECK_INT(GETI(GET(GET(json_array_get(GET(j, "steps"), 1), "allocators"),
                     "cpu"), "model_peak_bytes"), 380);
  sum = GET(GET(j, "summary"), "cpu");
  CHECK_INT(GETI(GET(sum, "model"), "min"), 180);
  CHECK_INT(GETI(GET(sum, "model"), "median"), 280);
  CHECK_INT(GETI(GET(sum, "model"), "max"), 380);
  CHECK_INT(GETI(GET(sum, "records"), "median"), 344);
  CHECK_INT(GETI(GET(sum, "peak_bytes"), "max"), 1500);
  json_decref(j);
  free(out.p);

  /* --steps picks steps for the summary too. */
  CHECK_INT(report(three, SL_REPORT_JSON, NULL, 0, "1", &out, NULL, &grew),
            0);
  j = json_loads(out.p, 0, &je);
  CHECK(j != NULL);
  CHECK_INT(GETI(json_array_get(GET(j, "steps"), 0), "index"), 1);
  CHECK_INT(GETI(GET(GET(GET(j, "summary"), "cpu"), "model"), "median"),
            380);
  json_decref(j);
  free(out.p);

  /* The gate: against itself nothing grew; the big log (cpu model 1080,
   * records 1144) grew against the three-step one (median 280: +285.7%)
   * unless the tolerance allows it; the other way nothing grew. */
  CHECK_INT(report(three, SL_REPORT_TABLE, three, 0, NULL, &out, NULL, &grew),
            0);
  CHECK_INT(grew, 0);
  CHECK(strstr(out.p, "against the baseline") != NULL);
  free(out.p);
  CHECK_INT(report(big, SL_REPORT_TABLE, three, 5, NULL, &out, NULL, &grew),
            0);
  CHECK_INT(grew, 1);
  free(out.p);
  CHECK_INT(report(big, SL_REPORT_TABLE, three, 300, NULL, &out, NULL, &grew),
            0);
  CHECK_INT(grew, 0);
  free(out.p);
  CHECK_INT(report(three, SL_REPORT_JSON, big, 0, NULL, &out, NULL, &grew), 0);
  CHECK_INT(grew, 0);
  j = json_loads(out.p, 0, &je);
  CHECK(j != NULL);
  {
    json_t *b = GET(j, "baseline"), *a;
    size_t i;
    int seen = 0;
    CHECK(b != NULL);
    json_array_foreach(GET(b, "allocators"), i, a) {
      const char *an = json_string_value(GET(a, "allocator"));
      const char *m = json_string_value(GET(a, "measure"));
      if (an && m && !strcmp(an, "cpu") && !strcmp(m, "model")) {
        seen = 1;
        CHECK_INT(GETI(a, "baseline_median"), 1080);
        CHECK_INT(GETI(a, "median"), 280);
        CHECK(json_is_false(GET(a, "grew")));
      }
    }
    CHECK(seen);
  }
  json_decref(j);
  free(out.p);

  /* CSV: a header and lines with its number of fields. */
  CHECK_INT(report(three, SL_REPORT_CSV, NULL, 0, NULL, &out, NULL, &grew), 0);
  {
    char *line = out.p, *nl;
    int fields = -1, bad = 0, lines = 0;
    while (line && *line && (nl = strchr(line, '\n'))) {
      int f = 1;
      char *c;
      if (nl == line) break;  /* a blank line starts the next table */
      for (c = line; c < nl; c++) f += *c == ',';
      if (fields < 0) fields = f;
      else if (f != fields) bad++;
      lines++;
      line = nl + 1;
    }
    CHECK_INT(bad, 0);
    CHECK(lines >= 7);  /* header + 3 steps x 2 allocators */
  }
  free(out.p);

  /* The plot: an SVG document naming both allocators. */
  memset(&plot, 0, sizeof plot);
  CHECK_INT(report(three, SL_REPORT_TABLE, NULL, 0, NULL, &out, &plot, &grew),
            0);
  CHECK(plot.p && strncmp(plot.p, "<?xml", 5) == 0);
  CHECK(plot.p && strstr(plot.p, "</svg>") != NULL);
  CHECK(plot.p && strstr(plot.p, "GPU_0_bfc") != NULL);
  free(plot.p);
  free(out.p);

  /* AllocatorMemoryUsed read as protobuf decodes it: records before the
   * name still belong to it, the last peak_bytes wins, and a known field
   * with another wire type is an error. */
  {
    char wire[64];
    pb_t m = {{0}, 0}, r = {{0}, 0};
    snprintf(wire, sizeof wire, "%s/wire.pb", dir);
    pb_int(&r, 1, 5);
    pb_int(&r, 2, 77);
    pb_msg(&m, 6, &r);
    pb_int(&m, 3, 10);
    pb_str(&m, 1, "late");
    pb_int(&m, 3, 20);
    CHECK_INT(one_entry(wire, &m, &out), 0);
    j = json_loads(out.p ? out.p : "", 0, &je);
    cpu = GET(GET(json_array_get(GET(j, "steps"), 0), "allocators"), "late");
    CHECK(cpu != NULL);
    CHECK_INT(GETI(cpu, "peak_bytes"), 20);
    CHECK_INT(GETI(cpu, "records_peak_bytes"), 77);
    json_decref(j);
    free(out.p);
    /* Records whose running sum overflows: it wraps (regression: signed
     * overflow, undefined behaviour, in the summary's tap; found by
     * fuzz-push under UBSan). */
    m.n = r.n = 0;
    pb_int(&r, 1, 5);
    pb_int(&r, 2, (uint64_t)INT64_MAX);
    pb_msg(&m, 6, &r);
    r.n = 0;
    pb_int(&r, 1, 6);
    pb_int(&r, 2, 2);
    pb_msg(&m, 6, &r);
    pb_str(&m, 1, "wrap");
    CHECK_INT(one_entry(wire, &m, &out), 0);
    j = json_loads(out.p ? out.p : "", 0, &je);
    cpu = GET(GET(json_array_get(GET(j, "steps"), 0), "allocators"), "wrap");
    CHECK(cpu != NULL);
    CHECK(GETI(cpu, "records_peak_bytes") == INT64_MAX);
    json_decref(j);
    free(out.p);
    /* Many records in no order, with ties (the log's order decides
     * them) and times of either sign, then times across the whole int64
     * range: the peak of the running sum in time order, worked out here
     * by a plain stable insertion sort. */
    {
      static struct { int64_t t, b; } rs[2000];
      int round;
      for (round = 0; round < 2; round++) {
        int i, k, nr = 2000;
        int64_t run = 0, want = 0;
        unsigned seed = 99;
        m.n = 0;
        for (i = 0; i < nr; i++) {
          seed = seed * 1103515245u + 12345u;
          rs[i].t = round == 0 ? (int64_t)((seed >> 8) % 300) - 100
                               : (int64_t)((uint64_t)seed << 40 ^ seed);
          seed = seed * 1103515245u + 12345u;
          rs[i].b = (int64_t)((seed >> 12) % 2000) - 1000;
          r.n = 0;
          pb_int(&r, 1, (uint64_t)rs[i].t);
          pb_int(&r, 2, (uint64_t)rs[i].b);
          pb_msg(&m, 6, &r);
        }
        pb_str(&m, 1, "many");
        for (i = 1; i < nr; i++)
          for (k = i; k > 0 && rs[k - 1].t > rs[k].t; k--) {
            int64_t tt = rs[k].t, tb = rs[k].b;
            rs[k].t = rs[k - 1].t;
            rs[k].b = rs[k - 1].b;
            rs[k - 1].t = tt;
            rs[k - 1].b = tb;
          }
        for (i = 0; i < nr; i++) {
          run += rs[i].b;
          if (i == 0 || run > want) want = run;
        }
        CHECK_INT(one_entry(wire, &m, &out), 0);
        j = json_loads(out.p ? out.p : "", 0, &je);
        cpu = GET(GET(json_array_get(GET(j, "steps"), 0), "allocators"),
                  "many");
        CHECK(cpu != NULL);
        CHECK_INT(GETI(cpu, "records_peak_bytes"), want);
        json_decref(j);
        free(out.p);
      }
    }
    /* Two entries of one allocator in a node, laid out as TensorFlow
     * writes them (the second, of an allocator already seen, is read
     * along the straight path) or scrambled (read the general way): the
     * same figures every way. */
    {
      static pb_t m1, m2;
      int round;
      for (round = 0; round < 40; round++) {
        long long fig[4][3];
        int lay;
        for (lay = 0; lay < 4; lay++) {
          json_t *al;
          entry(&m1, 11u + (unsigned)round, round % 9, lay & 1);
          entry(&m2, 77u + (unsigned)round, round % 13, lay >> 1);
          CHECK_INT(two_entries(wire, &m1, &m2, &out), 0);
          j = json_loads(out.p ? out.p : "", 0, &je);
          al = GET(GET(json_array_get(GET(j, "steps"), 0), "allocators"),
                   "a");
          CHECK(al != NULL);
          fig[lay][0] = GETI(al, "peak_bytes");
          fig[lay][1] = GETI(al, "in_use_bytes");
          fig[lay][2] = round % 9 + round % 13 ? GETI(al, "records_peak_bytes")
                                               : 0;
          json_decref(j);
          free(out.p);
          if (lay > 0 && memcmp(fig[lay], fig[0], sizeof fig[0]) != 0) {
            fprintf(stderr, "entries round %d layout %d: %lld %lld %lld, "
                    "canonical %lld %lld %lld\n", round, lay, fig[lay][0],
                    fig[lay][1], fig[lay][2], fig[0][0], fig[0][1],
                    fig[0][2]);
            CHECK(0);
          }
        }
      }
    }
    /* peak_bytes (3) as a length-delimited field: not a valid message. */
    m.n = 0;
    pb_str(&m, 1, "bad");
    pb_str(&m, 3, "xy");
    CHECK_INT(one_entry(wire, &m, &out), SL_EFORMAT);
    free(out.p);
    unlink(wire);
  }

  unlink(one);
  unlink(three);
  unlink(big);
  rmdir(dir);
  TEST_MAIN_END();
}

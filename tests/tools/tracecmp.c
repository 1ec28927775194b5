/* tracecmp: compares Chrome traces as multisets of events (like
 * ../shared/reference/compare_traces.py, without Python), JSON-lines files
 * line by line, or checks that a file is valid JSON.
 *
 *   tracecmp trace EXPECTED ACTUAL
 *   tracecmp lines EXPECTED ACTUAL
 *   tracecmp valid FILE
 *   tracecmp merged FILE STEPS
 *   tracecmp mindur FULL FILTERED US
 *   tracecmp stats TRACE STATS_JSON
 *
 * Exit 0 on equality/validity, 1 otherwise (with a summary), 2 on usage. */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tracejson.h"

static int cmd_trace(const char *exp_path, const char *act_path) {
  json_t *e = tj_load(exp_path), *a = tj_load(act_path), *ee, *ae;
  char **ce, **ca;
  size_t ne, na, i = 0, j = 0, missing = 0, extra = 0, shown = 0;
  int rc;
  if (!e || !a) {
    json_decref(e);
    json_decref(a);
    return 1;
  }
  ee = tj_events(e);
  ae = tj_events(a);
  if (!json_is_array(ee) || !json_is_array(ae)) {
    fprintf(stderr, "no traceEvents array\n");
    json_decref(e);
    json_decref(a);
    return 1;
  }
  ce = tj_canon_all(ee, &ne);
  ca = tj_canon_all(ae, &na);
  while (i < ne || j < na) {
    int c = i >= ne ? 1 : j >= na ? -1 : strcmp(ce[i], ca[j]);
    if (c == 0) {
      i++;
      j++;
    } else if (c < 0) {
      if (shown++ < 5) printf("  missing    %.300s\n", ce[i]);
      missing++;
      i++;
    } else {
      if (shown++ < 10) printf("  unexpected %.300s\n", ca[j]);
      extra++;
      j++;
    }
  }
  if (missing || extra) {
    printf("MISMATCH: expected %zu events, got %zu; %zu missing, %zu "
           "unexpected\n", ne, na, missing, extra);
    rc = 1;
  } else {
    printf("match: %zu events\n", ne);
    rc = 0;
  }
  tj_free_all(ce, ne);
  tj_free_all(ca, na);
  json_decref(e);
  json_decref(a);
  return rc;
}

static int cmd_lines(const char *exp_path, const char *act_path) {
  FILE *fe = fopen(exp_path, "r"), *fa = fopen(act_path, "r");
  char *le = NULL, *la = NULL;
  size_t ce = 0, ca = 0;
  long line = 0;
  if (!fe || !fa) {
    perror("open");
    return 1;
  }
  for (;;) {
    ssize_t re = getline(&le, &ce, fe), ra = getline(&la, &ca, fa);
    json_t *je, *ja;
    json_error_t err;
    line++;
    if (re < 0 && ra < 0) break;
    if (re < 0 || ra < 0) {
      printf("MISMATCH: line count differs at line %ld\n", line);
      free(le);
      free(la);
      fclose(fe);
      fclose(fa);
      return 1;
    }
    je = json_loads(le, JSON_ALLOW_NUL, &err);
    ja = json_loads(la, JSON_ALLOW_NUL, &err);
    if (!je || !ja || !json_equal(je, ja)) {
      printf("MISMATCH at line %ld\n  expected %.300s  actual   %.300s", line,
             le, la);
      json_decref(je);
      json_decref(ja);
      free(le);
      free(la);
      fclose(fe);
      fclose(fa);
      return 1;
    }
    json_decref(je);
    json_decref(ja);
  }
  printf("match: %ld lines\n", line - 1);
  free(le);
  free(la);
  fclose(fe);
  fclose(fa);
  return 0;
}

/* Records ev's integer member `field` in `set`; 1 (and a message) when
 * it was there already. */
static int seen_once(json_t *set, json_t *ev, const char *field,
                     const char *msg) {
  char key[32];
  int dup;
  snprintf(key, sizeof key, "%lld",
           (long long)json_integer_value(json_object_get(ev, field)));
  dup = json_object_get(set, key) != NULL;
  if (dup) fprintf(stderr, msg, key);
  json_object_set_new(set, key, json_true());
  return dup;
}

/* The invariants of a merged trace of `steps` steps: one process_name per
 * pid, tensor object ids unique across steps (each N id once), each flow
 * id in exactly one s and one t event, one Steps slice per step. */
static int cmd_merged(const char *path, long steps) {
  json_t *doc = tj_load(path), *evs, *ev;
  size_t i, j, n;
  long step_slices = 0;
  int bad = 0;
  json_t *names, *nids, *flows;
  if (!doc) return 1;
  evs = tj_events(doc);
  names = json_object();
  nids = json_object();
  flows = json_object();
  n = json_array_size(evs);
  json_array_foreach(evs, i, ev) {
    const char *ph = json_string_value(json_object_get(ev, "ph"));
    char key[64];
    if (!ph) continue;
    if (!strcmp(ph, "M") &&
        !strcmp(json_string_value(json_object_get(ev, "name")),
                "process_name")) {
      bad |= seen_once(names, ev, "pid", "pid %s named twice\n");
    } else if (!strcmp(ph, "N")) {
      bad |= seen_once(nids, ev, "id", "object id %s created twice\n");
    } else if (!strcmp(ph, "s") || !strcmp(ph, "t")) {
      json_t *c;
      snprintf(key, sizeof key, "%s%lld", ph,
               (long long)json_integer_value(json_object_get(ev, "id")));
      c = json_object_get(flows, key);
      j = c ? (size_t)json_integer_value(c) : 0;
      json_object_set_new(flows, key, json_integer((json_int_t)j + 1));
    } else if (!strcmp(ph, "X") && json_object_get(ev, "cat") &&
               !strcmp(json_string_value(json_object_get(ev, "cat")),
                       "Step")) {
      step_slices++;
    }
  }
  {
    const char *k;
    json_t *v;
    json_object_foreach(flows, k, v) {
      char other[64];
      snprintf(other, sizeof other, "%c%s", k[0] == 's' ? 't' : 's', k + 1);
      if (json_integer_value(v) != 1 || !json_object_get(flows, other)) {
        fprintf(stderr, "flow id %s: %lld events, partner %s\n", k + 1,
                (long long)json_integer_value(v),
                json_object_get(flows, other) ? "present" : "missing");
        bad = 1;
      }
    }
  }
  if (step_slices != steps) {
    fprintf(stderr, "%ld Steps slices, expected %ld\n", step_slices, steps);
    bad = 1;
  }
  if (!bad)
    printf("merged ok: %zu events, %ld steps, %zu objects, %zu flows\n", n,
           step_slices, json_object_size(nids), json_object_size(flows) / 2);
  json_decref(names);
  json_decref(nids);
  json_decref(flows);
  json_decref(doc);
  return bad;
}

/* ---- --min-duration ------------------------------------------------------ */

static int is_op(json_t *ev) {
  return !strcmp(tj_str(ev, "ph"), "X") && !strcmp(tj_str(ev, "cat"), "Op");
}

/* Ops indexed by where flow arrows meet them: "pid/tid/ts" of their
 * start (for t events) and of their end (for s events), each to the list
 * of their durations. */
static void index_op(json_t *starts, json_t *ends, json_t *op) {
  char key[96];
  json_t *l;
  long long ts = tj_int(op, "ts"), dur = tj_int(op, "dur");
  snprintf(key, sizeof key, "%lld/%lld/%lld", tj_int(op, "pid"),
           tj_int(op, "tid"), ts);
  if (!(l = json_object_get(starts, key)))
    json_object_set_new(starts, key, l = json_array());
  json_array_append_new(l, json_integer(dur));
  snprintf(key, sizeof key, "%lld/%lld/%lld", tj_int(op, "pid"),
           tj_int(op, "tid"), ts + dur);
  if (!(l = json_object_get(ends, key)))
    json_object_set_new(ends, key, l = json_array());
  json_array_append_new(l, json_integer(dur));
}

/* Does an op that starts at (t event) or ends at (s event) the flow
 * endpoint `fe` have dur >= us (want_long) or below it? */
static int touches(json_t *starts, json_t *ends, json_t *fe, long long us,
                   int want_long) {
  char key[96];
  json_t *l, *d;
  size_t i;
  snprintf(key, sizeof key, "%lld/%lld/%lld", tj_int(fe, "pid"),
           tj_int(fe, "tid"), tj_int(fe, "ts"));
  l = json_object_get(strcmp(tj_str(fe, "ph"), "t") == 0 ? starts : ends,
                      key);
  json_array_foreach(l, i, d)
    if ((json_integer_value(d) >= us) == want_long) return 1;
  return 0;
}

static char *canon_noid(json_t *ev) {
  json_t *c = json_deep_copy(ev);
  char *s;
  json_object_del(c, "id");
  s = tj_canon(c);
  json_decref(c);
  return s;
}

/* FILTERED is FULL converted with --min-duration=US: the same events but
 * the ops shorter than US, and the flow arrows from or to them (flow ids
 * renumbered).  Arrows whose endpoints could belong to a short or a long
 * op alike are left out of the comparison. */
static int cmd_mindur(const char *full_path, const char *filt_path,
                      long long us) {
  json_t *full = tj_load(full_path), *filt = tj_load(filt_path);
  json_t *fe, *te, *starts, *ends, *flows, *exp, *act, *ev, *amb;
  char **ce, **ca;
  size_t namb = 0, i, j, ne, na, bad = 0;
  if (!full || !filt) return 1;
  fe = tj_events(full);
  te = tj_events(filt);
  starts = json_object();
  ends = json_object();
  amb = json_object();
  flows = json_object();
  exp = json_array();
  act = json_array();
  json_array_foreach(fe, i, ev) {
    const char *ph = tj_str(ev, "ph");
    if (is_op(ev)) {
      index_op(starts, ends, ev);
      if (tj_int(ev, "dur") >= us) json_array_append(exp, ev);
    } else if (!strcmp(ph, "s") || !strcmp(ph, "t")) {
      char key[32];
      json_t *pair;
      snprintf(key, sizeof key, "%lld", tj_int(ev, "id"));
      pair = json_object_get(flows, key);
      if (!pair) json_object_set_new(flows, key, pair = json_array());
      json_array_append(pair, ev);
    } else {
      json_array_append(exp, ev);
    }
  }
  {
    const char *k;
    json_t *pair;
    json_object_foreach(flows, k, pair) {
      int any_short = 0, all_long = 1;
      json_array_foreach(pair, j, ev) {
        int l = touches(starts, ends, ev, us, 1);
        int sh = touches(starts, ends, ev, us, 0);
        if (sh && !l) any_short = 1;
        if (!l) all_long = 0;
        if (l && sh) all_long = 0;
      }
      if (any_short) continue;  /* dropped */
      json_array_foreach(pair, j, ev) {
        if (all_long) {
          json_t *c = json_deep_copy(ev);
          json_object_del(c, "id");
          json_array_append_new(exp, c);
        } else {
          char *c = canon_noid(ev);
          json_object_set_new(amb, c, json_true());
          free(c);
          namb++;
        }
      }
    }
  }
  json_array_foreach(te, i, ev) {
    const char *ph = tj_str(ev, "ph");
    if (is_op(ev) && tj_int(ev, "dur") < us && bad++ < 10)
      fprintf(stderr, "op of %lld us kept at ts %lld\n", tj_int(ev, "dur"),
              tj_int(ev, "ts"));
    if (!strcmp(ph, "s") || !strcmp(ph, "t")) {
      char *c = canon_noid(ev);
      if (!json_object_get(amb, c)) {
        json_t *d = json_deep_copy(ev);
        json_object_del(d, "id");
        json_array_append_new(act, d);
      }
      free(c);
    } else {
      json_array_append(act, ev);
    }
  }
  ce = tj_canon_all(exp, &ne);
  ca = tj_canon_all(act, &na);
  for (i = j = 0; i < ne || j < na;) {
    int c = i >= ne ? 1 : j >= na ? -1 : strcmp(ce[i], ca[j]);
    if (c == 0) {
      i++;
      j++;
      continue;
    }
    if (bad++ < 10)
      fprintf(stderr, "  %s %.300s\n", c < 0 ? "missing   " : "unexpected",
              c < 0 ? ce[i] : ca[j]);
    if (c < 0) i++;
    else j++;
  }
  if (!bad)
    printf("min-duration ok: %zu events compared, %zu ambiguous flow "
           "events\n", ne, namb);
  tj_free_all(ce, ne);
  tj_free_all(ca, na);
  json_decref(amb);
  json_decref(starts);
  json_decref(ends);
  json_decref(flows);
  json_decref(exp);
  json_decref(act);
  json_decref(full);
  json_decref(filt);
  return bad != 0;
}

/* ---- stats invariants ------------------------------------------------------ */

static int has(const char *s, const char *needle) { return strstr(s, needle) != NULL; }

/* The GPU a tracer device belongs to: its name up to "/stream:" or
 * "/memcpy" (written to out). */
static void gpu_of(const char *dev, char *out, size_t n) {
  const char *e = strstr(dev, "/stream:");
  size_t k;
  if (!e) e = strstr(dev, "/memcpy");
  k = e ? (size_t)(e - dev) : strlen(dev);
  if (k >= n) k = n - 1;
  memcpy(out, dev, k);
  out[k] = '\0';
}

/* The totals `stepline stats` reports, computed again from the trace that
 * `stepline convert` writes for the same steps: host time is the X events
 * on devices that are not GPU-tracer rows; device time the X events of
 * each GPU's /stream:all (else its streams) and memcpy rows, memcpy
 * records on streams of a GPU with a memcpy row left out. */
static int cmd_stats(const char *trace_path, const char *stats_path) {
  json_t *t = tj_load(trace_path), *st = tj_load(stats_path), *evs, *ev, *names,
         *rows, *row;
  size_t i;
  long long host = 0, dev = 0, calls = 0, kernels = 0;
  long long rhost = 0, rdev = 0, rcalls = 0, rkernels = 0;
  int bad = 0;
  if (!t || !st) return 1;
  evs = tj_events(t);
  names = json_object();
  json_array_foreach(evs, i, ev) {
    const char *nm = tj_str(ev, "name");
    if (!strcmp(tj_str(ev, "ph"), "M") && !strcmp(nm, "process_name")) {
      const char *pn = json_string_value(
          json_object_get(json_object_get(ev, "args"), "name"));
      char key[32];
      size_t k = pn ? strlen(pn) : 0;
      if (k >= 8 && !strcmp(pn + k - 8, " Compute")) {
        snprintf(key, sizeof key, "%lld", tj_int(ev, "pid"));
        json_object_set_new(names, key, json_stringn(pn, k - 8));
      }
    }
  }
  json_array_foreach(evs, i, ev) {
    char key[32], gpu[512];
    const char *d;
    if (!is_op(ev)) continue;
    snprintf(key, sizeof key, "%lld", tj_int(ev, "pid"));
    d = json_string_value(json_object_get(names, key));
    if (!d) continue;
    if (!has(d, "/stream:") && !has(d, "/memcpy")) {
      host += tj_int(ev, "dur");
      calls++;
      continue;
    }
    gpu_of(d, gpu, sizeof gpu);
    if (has(d, "/stream:")) {
      const char *k2;
      json_t *v;
      int all = 0, memcpy_dev = 0;
      json_object_foreach(names, k2, v) {
        char g2[512];
        const char *d2 = json_string_value(v);
        if (!has(d2, "/stream:") && !has(d2, "/memcpy")) continue;
        gpu_of(d2, g2, sizeof g2);
        if (strcmp(g2, gpu)) continue;
        if (has(d2, "/stream:all")) all = 1;
        if (has(d2, "/memcpy")) memcpy_dev = 1;
      }
      if (all && !has(d, "/stream:all")) continue;
      if (memcpy_dev && !strncmp(tj_str(ev, "name"), "MEMCPY", 6)) continue;
    }
    dev += tj_int(ev, "dur");
    kernels++;
  }
  rows = json_object_get(st, "rows");
  json_array_foreach(rows, i, row) {
    rhost += tj_int(row, "host_total_us");
    rdev += tj_int(row, "device_total_us");
    rcalls += tj_int(row, "calls");
    rkernels += tj_int(row, "kernels");
  }
  if (host != rhost || host != tj_int(st, "host_total_us") || calls != rcalls) {
    fprintf(stderr, "host: trace %lld us in %lld ops; stats %lld (total "
            "%lld) us in %lld calls\n", host, calls, rhost,
            tj_int(st, "host_total_us"), rcalls);
    bad = 1;
  }
  if (dev != rdev || dev != tj_int(st, "device_total_us") ||
      kernels != rkernels) {
    fprintf(stderr, "device: trace %lld us in %lld records; stats %lld "
            "(total %lld) us in %lld kernels\n", dev, kernels, rdev,
            tj_int(st, "device_total_us"), rkernels);
    bad = 1;
  }
  if (!bad)
    printf("stats ok: host %lld us in %lld ops, device %lld us in %lld "
           "records\n", host, calls, dev, kernels);
  json_decref(names);
  json_decref(t);
  json_decref(st);
  return bad;
}

static int cmp_ll(const void *a, const void *b) {
  long long x = *(const long long *)a, y = *(const long long *)b;
  return x < y ? -1 : x > y;
}

/* `stepline mem --format=json` against `stepline mem --json` (whose
 * figures are the reference's, checked by the parity goldens): per step
 * and allocator the same model peak, time and number of live tensors, the
 * listed top tensors live at the peak; and each summary's min / median /
 * max those of the per-step model peaks. */
static int cmd_mem(const char *report_path, const char *lines_path) {
  json_t *r = tj_load(report_path), *steps, *st, *sum, *alloc;
  FILE *f = fopen(lines_path, "r");
  char *line = NULL;
  size_t cap = 0, i;
  const char *name;
  int bad = 0;
  long long checked = 0;
  if (!r || !f) {
    if (f) fclose(f);
    json_decref(r);
    return 1;
  }
  steps = json_object_get(r, "steps");
  json_array_foreach(steps, i, st) {
    json_error_t je;
    json_t *want, *got = json_object_get(st, "allocators"), *w;
    if (getline(&line, &cap, f) < 0) {
      fprintf(stderr, "step %zu: no line in %s\n", i, lines_path);
      bad = 1;
      break;
    }
    want = json_loads(line, 0, &je);
    /* Allocators the log only measured have no model peak (null). */
    {
      const char *k;
      json_t *g;
      size_t modelled = 0;
      json_object_foreach(got, k, g)
        if (!json_is_null(json_object_get(g, "model_peak_bytes"))) modelled++;
      if (!want || json_object_size(want) != modelled) bad = 2;
    }
    if (bad == 2) {
      fprintf(stderr, "step %zu: allocators differ\n", i);
      bad = 1;
    }
    json_object_foreach(want, name, w) {
      json_t *g = json_object_get(got, name), *t, *live;
      size_t k;
      if (!g || tj_int(g, "model_peak_bytes") != tj_int(w, "num_bytes") ||
          tj_int(g, "model_peak_us") != tj_int(w, "timestamp") ||
          tj_int(g, "live_tensors") !=
              (long long)json_array_size(json_object_get(w, "tensors"))) {
        fprintf(stderr, "step %zu, %s: model peak differs\n", i, name);
        bad = 1;
        continue;
      }
      live = json_object_get(w, "tensors");
      json_array_foreach(json_object_get(g, "top"), k, t) {
        size_t m;
        json_t *n;
        int found = 0;
        json_array_foreach(live, m, n)
          if (json_equal(n, json_object_get(t, "name"))) found = 1;
        if (!found) {
          fprintf(stderr, "step %zu, %s: top tensor %s not live\n", i, name,
                  tj_str(t, "name"));
          bad = 1;
        }
      }
      checked++;
    }
    json_decref(want);
  }
  if (!bad && getline(&line, &cap, f) >= 0) {
    fprintf(stderr, "more lines than steps\n");
    bad = 1;
  }
  sum = json_object_get(r, "summary");
  json_object_foreach(sum, name, alloc) {
    long long v[4096];
    size_t n = 0;
    json_t *model = json_object_get(alloc, "model");
    json_array_foreach(steps, i, st) {
      json_t *g = json_object_get(json_object_get(st, "allocators"), name);
      if (g && n < sizeof v / sizeof v[0])
        v[n++] = tj_int(g, "model_peak_bytes");
    }
    if (n == 0) continue;
    qsort(v, n, sizeof v[0], cmp_ll);
    if (tj_int(model, "min") != v[0] || tj_int(model, "max") != v[n - 1] ||
        tj_int(model, "median") !=
            (n % 2 ? v[n / 2] : v[n / 2 - 1] + (v[n / 2] - v[n / 2 - 1]) / 2)) {
      fprintf(stderr, "summary of %s differs from its steps\n", name);
      bad = 1;
    }
  }
  if (!bad) printf("mem ok: %lld step allocators\n", checked);
  free(line);
  fclose(f);
  json_decref(r);
  return bad;
}

int main(int argc, char **argv) {
  if (argc == 4 && strcmp(argv[1], "mem") == 0)
    return cmd_mem(argv[2], argv[3]);
  if (argc == 4 && strcmp(argv[1], "stats") == 0)
    return cmd_stats(argv[2], argv[3]);
  if (argc == 5 && strcmp(argv[1], "mindur") == 0)
    return cmd_mindur(argv[2], argv[3], strtoll(argv[4], NULL, 10));
  if (argc == 4 && strcmp(argv[1], "merged") == 0)
    return cmd_merged(argv[2], strtol(argv[3], NULL, 10));
  if (argc == 4 && strcmp(argv[1], "trace") == 0)
    return cmd_trace(argv[2], argv[3]);
  if (argc == 4 && strcmp(argv[1], "lines") == 0)
    return cmd_lines(argv[2], argv[3]);
  if (argc == 3 && strcmp(argv[1], "valid") == 0) {
    json_t *j = tj_load(argv[2]);
    if (!j) return 1;
    json_decref(j);
    return 0;
  }
  fprintf(stderr, "usage: tracecmp trace|lines EXPECTED ACTUAL | "
                  "tracecmp valid FILE | tracecmp stats|mem ...\n");
  return 2;
}

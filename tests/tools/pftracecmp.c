/* pftracecmp: holds a Perfetto trace (stepline --format=perfetto) to the
 * default Chrome JSON of the same input: both describe the same trace.
 *
 *   pftracecmp JSON PFTRACE   exit 0 when they match, 1 with a summary
 *   pftracecmp valid PFTRACE  exit 0 when it decodes whole
 *
 * The trace is decoded by pfdecode.c (a protobuf reader of its own), then
 * both are compared as multisets of lines:
 *   - processes (name, in sort order) and the named threads with slices;
 *   - slices: process, thread, start and duration (us), name, category,
 *     args (the JSON's X events);
 *   - arrows: their source and destination slices (the JSON's s/t pairs,
 *     each bound to the op whose span holds it);
 *   - counter values: track name, time, value (the JSON's C events);
 *   - tensor objects: process, name, lifetime (the JSON's N/O/D by id:
 *     creation to deletion, else to the snapshot). */
#define _GNU_SOURCE /* strdup */
#include <inttypes.h>
#include <stdarg.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pfdecode.h"
#include "tracejson.h"

/* ---- lines to compare ---------------------------------------------------------------- */

static void add(json_t *lines, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static void add(json_t *lines, const char *fmt, ...) {
  char buf[8192];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  json_array_append_new(lines, json_string_nocheck(buf));
}

static char *dump(json_t *v) {
  return json_dumps(v, JSON_SORT_KEYS | JSON_COMPACT | JSON_ENCODE_ANY);
}

/* Process names in sort order (rank, then pid), one line. */
static void order_line(json_t *lines, json_t *procs) {
  /* procs: array of [rank, pid, name] */
  size_t i, j, n = json_array_size(procs);
  char buf[16384];
  size_t at = 0;
  for (i = 1; i < n; i++)
    for (j = i; j > 0; j--) {
      json_t *a = json_array_get(procs, j - 1), *b = json_array_get(procs, j);
      json_int_t ra = json_integer_value(json_array_get(a, 0)),
                 rb = json_integer_value(json_array_get(b, 0));
      json_int_t pa = json_integer_value(json_array_get(a, 1)),
                 pb = json_integer_value(json_array_get(b, 1));
      if (ra < rb || (ra == rb && pa <= pb)) break;
      json_incref(a);
      json_array_set(procs, j - 1, b);
      json_array_set_new(procs, j, a);
    }
  buf[0] = '\0';
  for (i = 0; i < n && at < sizeof buf - 1; i++)
    at += (size_t)snprintf(buf + at, sizeof buf - at, "|%s",
                           json_string_value(json_array_get(
                               json_array_get(procs, i), 2)));
  add(lines, "O%s", buf);
}

static void pf_lines(dec_t *d, json_t *lines) {
  json_t *pname = json_object(), *procs = json_array(), *t, *sl;
  json_t *src = json_object(), *dst = json_object(), *held = json_object();
  const char *k;
  size_t i, j;
  char key[4096];
  json_object_foreach(d->tracks, k, t) {
    if (strcmp(tj_str(t, "kind"), "process") != 0) continue;
    snprintf(key, sizeof key, "%lld", tj_int(t, "pid"));
    json_object_set_new(pname, key, json_string(tj_str(t, "name")));
    json_array_append_new(procs, json_pack("[IIs]", (json_int_t)tj_int(t, "rank"),
                                           (json_int_t)tj_int(t, "pid"),
                                           tj_str(t, "name")));
  }
  order_line(lines, procs);
  json_object_foreach(pname, k, t) add(lines, "P|%s", json_string_value(t));
  json_array_foreach(d->slices, i, sl) {
    json_t *tr;
    const char *proc, *thr;
    char *args, slkey[4096];
    long long ts = tj_int(sl, "ts") / 1000, dur = tj_int(sl, "dur") / 1000;
    snprintf(key, sizeof key, "%lld", tj_int(sl, "track"));
    tr = json_object_get(d->tracks, key);
    snprintf(key, sizeof key, "%lld", tj_int(tr, "pid"));
    proc = json_string_value(json_object_get(pname, key));
    if (!proc) proc = "?";
    thr = tj_str(tr, "name");
    if (!strcmp(tj_str(sl, "cat"), "Tensor")) {
      add(lines, "T|%s|%lld|%lld|%s", proc, ts, dur, tj_str(sl, "name"));
      continue;
    }
    snprintf(key, sizeof key, "%s|%s", proc, thr);
    json_object_set_new(held, key, json_true());
    args = dump(json_object_get(sl, "args"));
    add(lines, "S|%s|%s|%lld|%lld|%s|%s|%s", proc, thr, ts, dur,
        tj_str(sl, "name"), tj_str(sl, "cat"), args);
    free(args);
    snprintf(slkey, sizeof slkey, "%s|%s|%lld|%s", proc, thr, ts,
             tj_str(sl, "name"));
    for (j = 0; j < json_array_size(json_object_get(sl, "out")); j++) {
      snprintf(key, sizeof key, "%lld",
               (long long)json_integer_value(json_array_get(json_object_get(sl, "out"), j)));
      json_object_set_new(src, key, json_string(slkey));
    }
    for (j = 0; j < json_array_size(json_object_get(sl, "in")); j++) {
      snprintf(key, sizeof key, "%lld",
               (long long)json_integer_value(json_array_get(json_object_get(sl, "in"), j)));
      json_object_set_new(dst, key, json_string(slkey));
    }
  }
  json_object_foreach(held, k, t) add(lines, "H|%s", k);
  json_object_foreach(src, k, t) {
    json_t *b = json_object_get(dst, k);
    add(lines, "F|%s|%s", json_string_value(t), b ? json_string_value(b) : "-");
  }
  json_object_foreach(dst, k, t)
    if (!json_object_get(src, k)) add(lines, "F|-|%s", json_string_value(t));
  json_array_foreach(d->counters, i, sl) {
    snprintf(key, sizeof key, "%lld", tj_int(sl, "track"));
    add(lines, "C|%s|%lld|%lld", tj_str(json_object_get(d->tracks, key), "name"),
        tj_int(sl, "ts") / 1000, tj_int(sl, "value"));
  }
  json_decref(pname);
  json_decref(procs);
  json_decref(src);
  json_decref(dst);
  json_decref(held);
}

/* Reals as the trace's args hold them: six decimals. */
static json_t *args_of(json_t *ev) {
  json_t *a = json_deep_copy(json_object_get(ev, "args")), *v;
  const char *k;
  char buf[64];
  if (!a) return json_object();
  json_object_foreach(a, k, v) {
    if (json_is_real(v)) {
      snprintf(buf, sizeof buf, "%.6f", json_real_value(v));
      json_object_set_new(a, k, json_string(buf));
    }
  }
  return a;
}

/* The op on lane (pid, tid) whose span holds ts: the latest start <= ts. */
static json_t *op_at(json_t *lanes, long long pid, long long tid, long long ts) {
  char key[4096];
  json_t *l, *best = NULL, *x;
  size_t i;
  snprintf(key, sizeof key, "%lld/%lld", pid, tid);
  l = json_object_get(lanes, key);
  json_array_foreach(l, i, x) {
    if (tj_int(x, "ts") <= ts &&
        (!best || tj_int(x, "ts") > tj_int(best, "ts")))
      best = x;
  }
  return best;
}

static void json_lines(json_t *evs, json_t *lines) {
  json_t *pname = json_object(), *tname = json_object(), *psort = json_object();
  json_t *lanes = json_object(), *held = json_object(), *s_of = json_object();
  json_t *objs = json_object(), *procs = json_array(), *ev, *l;
  const char *k;
  size_t i;
  char key[4096];
  json_array_foreach(evs, i, ev) {
    const char *n = tj_str(ev, "name");
    if (strcmp(tj_str(ev, "ph"), "M") != 0) continue;
    if (!strcmp(n, "process_name")) {
      snprintf(key, sizeof key, "%lld", tj_int(ev, "pid"));
      json_object_set(pname, key, json_object_get(json_object_get(ev, "args"), "name"));
    } else if (!strcmp(n, "process_sort_index")) {
      snprintf(key, sizeof key, "%lld", tj_int(ev, "pid"));
      json_object_set(psort, key, json_object_get(json_object_get(ev, "args"), "sort_index"));
    } else if (!strcmp(n, "thread_name")) {
      snprintf(key, sizeof key, "%lld/%lld", tj_int(ev, "pid"), tj_int(ev, "tid"));
      json_object_set(tname, key, json_object_get(json_object_get(ev, "args"), "name"));
    }
  }
  json_object_foreach(pname, k, ev) {
    json_array_append_new(procs, json_pack("[IIs]",
        (json_int_t)json_integer_value(json_object_get(psort, k)),
        (json_int_t)strtoll(k, NULL, 10), json_string_value(ev)));
    add(lines, "P|%s", json_string_value(ev));
  }
  order_line(lines, procs);
  json_array_foreach(evs, i, ev) {
    const char *ph = tj_str(ev, "ph"), *proc, *thr;
    snprintf(key, sizeof key, "%lld", tj_int(ev, "pid"));
    proc = json_string_value(json_object_get(pname, key));
    if (!proc) proc = "?";
    snprintf(key, sizeof key, "%lld/%lld", tj_int(ev, "pid"), tj_int(ev, "tid"));
    thr = json_string_value(json_object_get(tname, key));
    if (!thr) thr = "?";
    if (!strcmp(ph, "X")) {
      json_t *a = args_of(ev);
      char *args = dump(a);
      add(lines, "S|%s|%s|%lld|%lld|%s|%s|%s", proc, thr, tj_int(ev, "ts"),
          tj_int(ev, "dur"), tj_str(ev, "name"), tj_str(ev, "cat"), args);
      free(args);
      json_decref(a);
      if (!(l = json_object_get(lanes, key))) json_object_set_new(lanes, key, l = json_array());
      json_array_append(l, ev);
      snprintf(key, sizeof key, "%s|%s", proc, thr);
      json_object_set_new(held, key, json_true());
    } else if (!strcmp(ph, "s")) {
      snprintf(key, sizeof key, "%lld", tj_int(ev, "id"));
      json_object_set(s_of, key, ev);
    } else if (!strcmp(ph, "C")) {
      add(lines, "C|%s bytes|%lld|%lld", tj_str(ev, "name"), tj_int(ev, "ts"),
          tj_int(json_object_get(ev, "args"), "bytes"));
    } else if (!strcmp(ph, "N") || !strcmp(ph, "O") || !strcmp(ph, "D")) {
      /* By id and name (ids alone may repeat): a snapshot or deletion
       * belongs to the last object created under that key. */
      json_t *list;
      snprintf(key, sizeof key, "%lld/%s", tj_int(ev, "id"), tj_str(ev, "name"));
      list = json_object_get(objs, key);
      if (!list) json_object_set_new(objs, key, list = json_array());
      if (!strcmp(ph, "N")) json_array_append_new(list, json_object());
      if (json_array_size(list))
        json_object_set(json_array_get(list, json_array_size(list) - 1), ph, ev);
    }
  }
  json_object_foreach(held, k, ev) add(lines, "H|%s", k);
  json_array_foreach(evs, i, ev) {
    json_t *s, *a, *b;
    char ka[2048], kb[2048];
    if (strcmp(tj_str(ev, "ph"), "t") != 0) continue;
    snprintf(key, sizeof key, "%lld", tj_int(ev, "id"));
    s = json_object_get(s_of, key);
    if (!s) continue;
    a = op_at(lanes, tj_int(s, "pid"), tj_int(s, "tid"), tj_int(s, "ts"));
    b = op_at(lanes, tj_int(ev, "pid"), tj_int(ev, "tid"), tj_int(ev, "ts"));
    if (!a || !b) continue;
    snprintf(key, sizeof key, "%lld", tj_int(a, "pid"));
    snprintf(ka, sizeof ka, "%s|%s|%lld|%s",
             json_string_value(json_object_get(pname, key)),
             json_string_value(json_object_get(tname, (snprintf(kb, sizeof kb, "%lld/%lld", tj_int(a, "pid"), tj_int(a, "tid")), kb))),
             tj_int(a, "ts"), tj_str(a, "name"));
    {
      char kc[2048], kd[96];
      snprintf(kd, sizeof kd, "%lld", tj_int(b, "pid"));
      snprintf(kc, sizeof kc, "%lld/%lld", tj_int(b, "pid"), tj_int(b, "tid"));
      snprintf(kb, sizeof kb, "%s|%s|%lld|%s",
               json_string_value(json_object_get(pname, kd)),
               json_string_value(json_object_get(tname, kc)), tj_int(b, "ts"),
               tj_str(b, "name"));
    }
    add(lines, "F|%s|%s", ka, kb);
  }
  json_object_foreach(objs, k, l) {
   size_t oi;
   json_array_foreach(l, oi, ev) {
    json_t *n = json_object_get(ev, "N"), *o = json_object_get(ev, "O"),
           *dl = json_object_get(ev, "D");
    long long ts, end;
    if (!n) continue;
    ts = tj_int(n, "ts");
    end = dl ? tj_int(dl, "ts") : o ? tj_int(o, "ts") : ts;
    snprintf(key, sizeof key, "%lld", tj_int(n, "pid"));
    add(lines, "T|%s|%lld|%lld|%s", json_string_value(json_object_get(pname, key)),
        ts, end > ts ? end - ts : 0, tj_str(n, "name"));
   }
  }
  json_decref(pname);
  json_decref(tname);
  json_decref(psort);
  json_decref(lanes);
  json_decref(held);
  json_decref(s_of);
  json_decref(objs);
  json_decref(procs);
}

static char **sorted_lines(json_t *lines, size_t *n) {
  size_t i;
  char **out;
  *n = json_array_size(lines);
  out = calloc(*n + 1, sizeof *out);
  for (i = 0; out && i < *n; i++)
    out[i] = strdup(json_string_value(json_array_get(lines, i)));
  if (out) qsort(out, *n, sizeof *out, tj_cmp_str);
  return out;
}

static int compare(json_t *want, json_t *got, const char *path) {
  char **a, **b;
  size_t na, nb, i = 0, j = 0, bad = 0, shown = 0;
  a = sorted_lines(want, &na);
  b = sorted_lines(got, &nb);
  while (i < na || j < nb) {
    int c = i >= na ? 1 : j >= nb ? -1 : strcmp(a[i], b[j]);
    if (c == 0) {
      i++;
      j++;
      continue;
    }
    if (shown++ < 8)
      printf("  %s %.400s\n", c < 0 ? "missing" : "extra  ", c < 0 ? a[i] : b[j]);
    bad++;
    if (c < 0) i++; else j++;
  }
  printf("%s: %zu lines (processes, slices, arrows, counters, objects): %s\n",
         path, na, bad ? "DIFFERENT" : "the same trace");
  tj_free_all(a, na);
  tj_free_all(b, nb);
  return bad ? 1 : 0;
}

int main(int argc, char **argv) {
  dec_t d;
  json_t *doc, *want, *got;
  int rc;
  if (argc == 3 && strcmp(argv[1], "valid") == 0) {
    rc = pf_decode(argv[2], &d);
    if (rc) printf("%s: %s\n", argv[2], d.why[0] ? d.why : "damaged");
    else printf("%s: %zu slices, %zu counter values\n", argv[2],
                json_array_size(d.slices), json_array_size(d.counters));
    pf_dec_close(&d);
    return rc ? 1 : 0;
  }
  if (argc != 3) {
    fprintf(stderr, "usage: pftracecmp JSON PFTRACE | pftracecmp valid PFTRACE\n");
    return 2;
  }
  doc = tj_load(argv[1]);
  if (!doc) return 1;
  if (pf_decode(argv[2], &d) != 0) {
    printf("%s: %s\n", argv[2], d.why[0] ? d.why : "damaged");
    pf_dec_close(&d);
    return 1;
  }
  want = json_array();
  got = json_array();
  json_lines(tj_events(doc), want);
  pf_lines(&d, got);
  rc = compare(want, got, argv[2]);
  json_decref(want);
  json_decref(got);
  json_decref(doc);
  pf_dec_close(&d);
  return rc;
}

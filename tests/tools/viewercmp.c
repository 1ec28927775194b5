/* viewercmp: holds a viewer-first trace to the --timeline-compat trace of
 * the same input, through the mapping the README documents:
 *
 *   - an event on lane L of process P is on thread P * 10000 + L + 1;
 *   - an arrow whose consumer starts inside its producer (after the
 *     producer's start, before its end) leaves the producer at the
 *     consumer's start, not at the producer's end;
 *   - a counter's value is under "bytes", not under the allocator's name;
 *   - added: a thread_name and a thread_sort_index for every thread that
 *     holds events and has no name, a process_sort_index for every process
 *     that has none;
 *
 * and nothing else differs.  Also: no event of the viewer trace is on tid
 * 0, and no tid is used by two processes.
 *
 *   viewercmp COMPAT VIEWER      exit 0 when they match, 1 with a summary */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tracejson.h"

#define STRIDE 10000

static int is(json_t *ev, const char *ph) {
  return strcmp(tj_str(ev, "ph"), ph) == 0;
}

static void key_of(char *key, size_t n, long long pid, long long tid) {
  snprintf(key, n, "%lld/%lld", pid, tid);
}

/* The start of the op on the arrow's producer lane that ends at its
 * `s` event (compat: at the producer's end); -1 if none. */
static long long producer_start(json_t *ends, json_t *s) {
  char key[96];
  json_t *v;
  snprintf(key, sizeof key, "%lld/%lld/%lld", tj_int(s, "pid"),
           tj_int(s, "tid"), tj_int(s, "ts"));
  v = json_object_get(ends, key);
  return v ? (long long)json_integer_value(v) : -1;
}

/* The compat trace's events as the viewer-first layout writes them. */
static json_t *mapped(json_t *cev) {
  json_t *out = json_array(), *ends = json_object(), *t_of = json_object();
  json_t *ev;
  size_t i;
  char key[96];
  json_array_foreach(cev, i, ev) {
    if (is(ev, "X")) {
      snprintf(key, sizeof key, "%lld/%lld/%lld", tj_int(ev, "pid"),
               tj_int(ev, "tid"), tj_int(ev, "ts") + tj_int(ev, "dur"));
      json_object_set_new(ends, key, json_integer(tj_int(ev, "ts")));
    } else if (is(ev, "t")) {
      snprintf(key, sizeof key, "%lld", tj_int(ev, "id"));
      json_object_set(t_of, key, ev);
    }
  }
  json_array_foreach(cev, i, ev) {
    json_t *m = json_deep_copy(ev);
    const char *ph = tj_str(ev, "ph");
    if (json_object_get(ev, "tid") &&
        (strcmp(ph, "M") != 0 || !strcmp(tj_str(ev, "name"), "thread_name")))
      json_object_set_new(m, "tid",
                          json_integer(tj_int(ev, "pid") * STRIDE +
                                       tj_int(ev, "tid") + 1));
    if (!strcmp(ph, "C")) {
      json_t *args = json_object_get(ev, "args"), *v;
      const char *k;
      json_t *nargs = json_object();
      json_object_foreach(args, k, v) json_object_set(nargs, "bytes", v);
      json_object_set_new(m, "args", nargs);
    } else if (!strcmp(ph, "s")) {
      json_t *t;
      long long from;
      snprintf(key, sizeof key, "%lld", tj_int(ev, "id"));
      t = json_object_get(t_of, key);
      from = producer_start(ends, ev);
      if (t && from >= 0 && tj_int(t, "ts") < tj_int(ev, "ts") &&
          tj_int(t, "ts") >= from)
        json_object_set_new(m, "ts", json_integer(tj_int(t, "ts")));
    }
    json_array_append_new(out, m);
  }
  json_decref(ends);
  json_decref(t_of);
  return out;
}

/* Adds 1 to counter `key` of obj and returns the new count. */
static long long bump(json_t *obj, const char *key) {
  long long v = (long long)json_integer_value(json_object_get(obj, key)) + 1;
  json_object_set_new(obj, key, json_integer(v));
  return v;
}

int main(int argc, char **argv) {
  json_t *cd, *vd, *cev, *vev, *mev, *ev, *extra, *used, *pused, *names,
      *sorts, *psorts, *pnames, *tid_pid;
  char **cm, **cv, key[96];
  size_t nm, nv, i = 0, j = 0, k, bad = 0, shown = 0;
  const char *kk;
  json_t *vv;
  if (argc != 3) {
    fprintf(stderr, "usage: viewercmp COMPAT VIEWER\n");
    return 2;
  }
  cd = tj_load(argv[1]);
  vd = tj_load(argv[2]);
  if (!cd || !vd) return 1;
  cev = tj_events(cd);
  vev = tj_events(vd);
  if (!json_is_array(cev) || !json_is_array(vev)) {
    fprintf(stderr, "no traceEvents array\n");
    return 1;
  }
  mev = mapped(cev);
  cm = tj_canon_all(mev, &nm);
  cv = tj_canon_all(vev, &nv);
  extra = json_array();
  /* Every mapped event is in the viewer trace; what else is there is
   * kept for the metadata checks. */
  while (i < nm || j < nv) {
    int c = i >= nm ? 1 : j >= nv ? -1 : strcmp(cm[i], cv[j]);
    if (c == 0) {
      i++;
      j++;
    } else if (c < 0) {
      if (shown++ < 5) printf("  missing  %.300s\n", cm[i]);
      bad++;
      i++;
    } else {
      json_array_append_new(extra, json_loads(cv[j], 0, NULL));
      j++;
    }
  }
  /* Threads and processes that hold events, and their metadata. */
  used = json_object();
  pused = json_object();
  names = json_object();
  sorts = json_object();
  psorts = json_object();
  pnames = json_object();
  tid_pid = json_object();
  json_array_foreach(vev, k, ev) {
    key_of(key, sizeof key, tj_int(ev, "pid"), tj_int(ev, "tid"));
    if (!is(ev, "M")) {
      char tk[32];
      json_t *p;
      json_object_set_new(used, key, json_true());
      snprintf(tk, sizeof tk, "%lld", tj_int(ev, "pid"));
      json_object_set_new(pused, tk, json_true());
      if (tj_int(ev, "tid") == 0) {
        if (shown++ < 10) printf("  on tid 0: %s %lld\n", tj_str(ev, "ph"),
                                 tj_int(ev, "pid"));
        bad++;
      }
      snprintf(tk, sizeof tk, "%lld", tj_int(ev, "tid"));
      p = json_object_get(tid_pid, tk);
      if (!p) {
        json_object_set_new(tid_pid, tk, json_integer(tj_int(ev, "pid")));
      } else if (json_integer_value(p) != tj_int(ev, "pid")) {
        if (shown++ < 10) printf("  tid %s in two processes\n", tk);
        bad++;
      }
    } else if (!strcmp(tj_str(ev, "name"), "thread_name")) {
      bump(names, key);
    } else if (!strcmp(tj_str(ev, "name"), "thread_sort_index")) {
      bump(sorts, key);
    } else if (!strcmp(tj_str(ev, "name"), "process_sort_index")) {
      snprintf(key, sizeof key, "%lld", tj_int(ev, "pid"));
      bump(psorts, key);
    } else if (!strcmp(tj_str(ev, "name"), "process_name")) {
      snprintf(key, sizeof key, "%lld", tj_int(ev, "pid"));
      bump(pnames, key);
    }
  }
  /* What the viewer trace adds is metadata only. */
  json_array_foreach(extra, k, ev) {
    const char *n = tj_str(ev, "name");
    if (!is(ev, "M") || (strcmp(n, "thread_name") != 0 &&
                         strcmp(n, "thread_sort_index") != 0 &&
                         strcmp(n, "process_sort_index") != 0)) {
      char *s = tj_canon(ev);
      if (shown++ < 10) printf("  extra    %.300s\n", s);
      free(s);
      bad++;
    }
  }
  /* Every thread with events named and sorted once; every process with
   * events or a name sorted once. */
  json_object_foreach(used, kk, vv) {
    if (json_integer_value(json_object_get(names, kk)) != 1 ||
        json_integer_value(json_object_get(sorts, kk)) != 1) {
      if (shown++ < 10)
        printf("  thread %s: %lld names, %lld sort indexes\n", kk,
               (long long)json_integer_value(json_object_get(names, kk)),
               (long long)json_integer_value(json_object_get(sorts, kk)));
      bad++;
    }
  }
  json_object_update(pused, pnames);
  json_object_foreach(pused, kk, vv) {
    if (json_integer_value(json_object_get(psorts, kk)) != 1) {
      if (shown++ < 10)
        printf("  process %s: %lld sort indexes\n", kk,
               (long long)json_integer_value(json_object_get(psorts, kk)));
      bad++;
    }
  }
  printf("%s: %zu events (%zu added), %zu threads, %zu processes: %s\n",
         argv[2], nv, json_array_size(extra), json_object_size(used),
         json_object_size(pused), bad ? "DIFFERENT" : "as mapped");
  tj_free_all(cm, nm);
  tj_free_all(cv, nv);
  json_decref(mev);
  json_decref(extra);
  json_decref(used);
  json_decref(pused);
  json_decref(names);
  json_decref(sorts);
  json_decref(psorts);
  json_decref(pnames);
  json_decref(tid_pid);
  json_decref(cd);
  json_decref(vd);
  return bad ? 1 : 0;
}

/* A toy input format: a few lines of text events, read pushed (any
 * chunking).  It exists to show that a format added through the
 * registry alone gets every command from the shared layer.
 *
 *   toy 1                                   the first line
 *   process PID NAME...
 *   thread PID TID NAME...
 *   slice PID TID TS DUR CLASS STEP FLOWS [BYTES] NAME...
 *   instant PID TID TS SCOPE NAME...        SCOPE: t, p or g
 *   flow ID NAME...
 *   mem PID ALLOCATOR TS BYTES [ADDR]       BYTES: + allocated, - freed
 *   counter PID NAME TS VALUE
 *   step N TS DUR NAME...
 *   meta KEY VALUE
 *
 * Times in us; CLASS op, kernel, memcpy, memset, api, range or other;
 * STEP a number or -; FLOWS - or a comma list of >ID (leaves) and <ID
 * (reaches); BYTES for memcpy and memset only; '#' starts a comment
 * line. */
#include "toy.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct toy_s {
  sl_event_fn fn;
  void *ud;
  sl_error_t *err;
  char *line;
  size_t n, cap;
  uint64_t at;              /* offset of the line being gathered        */
  int64_t lineno;
  sl_flow_end_t flows[8];
} toy_t;

static int bad(toy_t *t, const char *what) {
  if (t->err) {
    memset(t->err, 0, sizeof *t->err);
    t->err->code = SL_EFORMAT;
    t->err->offset = t->at;
    t->err->record = t->lineno;
    t->err->device = t->err->node = -1;
    snprintf(t->err->msg, sizeof t->err->msg, "at byte %llu (line %lld): %s",
             (unsigned long long)t->at, (long long)t->lineno + 1, what);
  }
  return SL_EFORMAT;
}

/* The next space-separated word of *s (NULL at the end). */
static char *word(char **s) {
  char *w = *s;
  while (*w == ' ') w++;
  if (!*w) return NULL;
  *s = w + strcspn(w, " ");
  if (**s) *(*s)++ = '\0';
  return w;
}

static int num(char **s, int64_t *v) {
  char *w = word(s), *end;
  if (!w) return -1;
  *v = (int64_t)strtoll(w, &end, 10);
  return *end ? -1 : 0;
}

static sl_text_t rest(char *s) {
  sl_text_t t;
  while (*s == ' ') s++;
  t.p = s;
  t.n = strlen(s);
  return t;
}

static int cls_of(const char *w) {
  static const char *const names[] = {"other", "op", "kernel", "memcpy",
                                      "memset", "api", "range"};
  int i;
  for (i = 0; i < (int)(sizeof names / sizeof names[0]); i++)
    if (!strcmp(w, names[i])) return i;
  return -1;
}

static int line(toy_t *t, char *s) {
  sl_event_t e;
  int64_t a = 0, b = 0, c = 0, d = 0;
  char *kind, *w;
  if (t->lineno == 0)
    return strcmp(s, "toy 1") ? bad(t, "expected the line \"toy 1\"") : 0;
  if (!*s || *s == '#') return 0;
  kind = word(&s);
  if (!strcmp(kind, "process")) {
    sl_event_init(&e, SL_EV_PROCESS);
    if (num(&s, &a)) return bad(t, "expected process PID NAME");
    e.pid = (uint32_t)a;
    e.sort_index = a;
  } else if (!strcmp(kind, "thread")) {
    sl_event_init(&e, SL_EV_TRACK);
    if (num(&s, &a) || num(&s, &b))
      return bad(t, "expected thread PID TID NAME");
    e.pid = (uint32_t)a;
    e.tid = (uint64_t)b;
    e.sort_index = b;
  } else if (!strcmp(kind, "slice")) {
    size_t nf = 0;
    int cls = -1;
    char *f;
    sl_event_init(&e, SL_EV_SLICE);
    if (num(&s, &a) || num(&s, &b) || num(&s, &c) || num(&s, &d) ||
        !(w = word(&s)) || (cls = cls_of(w)) < 0)
      return bad(t, "expected slice PID TID TS DUR CLASS STEP FLOWS NAME");
    e.cls = (sl_slice_class_t)cls;
    e.pid = (uint32_t)a;
    e.tid = (uint64_t)b;
    e.ts = c * 1000000;
    e.dur = d * 1000000;
    if (!(w = word(&s))) return bad(t, "expected a STEP");
    e.step = strcmp(w, "-") ? strtoll(w, NULL, 10) : -1;
    if (!(w = word(&s))) return bad(t, "expected FLOWS");
    for (f = strtok(w, ","); f && strcmp(f, "-"); f = strtok(NULL, ",")) {
      if ((*f != '>' && *f != '<') || nf == 8)
        return bad(t, "expected flows as >ID or <ID");
      t->flows[nf].out = *f == '>';
      t->flows[nf++].id = strtoull(f + 1, NULL, 10);
    }
    e.flows = t->flows;
    e.nflows = nf;
    if ((e.cls == SL_CLASS_MEMCPY || e.cls == SL_CLASS_MEMSET) &&
        num(&s, &e.bytes))
      return bad(t, "expected the BYTES of a copy or fill");
  } else if (!strcmp(kind, "instant")) {
    sl_event_init(&e, SL_EV_INSTANT);
    if (num(&s, &a) || num(&s, &b) || num(&s, &c) || !(w = word(&s)) ||
        !strchr("tpg", *w))
      return bad(t, "expected instant PID TID TS SCOPE NAME");
    e.pid = (uint32_t)a;
    e.tid = (uint64_t)b;
    e.ts = c * 1000000;
    e.scope = *w == 'p' ? SL_SCOPE_PROCESS
              : *w == 'g' ? SL_SCOPE_GLOBAL : SL_SCOPE_THREAD;
  } else if (!strcmp(kind, "flow")) {
    sl_event_init(&e, SL_EV_FLOW);
    if (num(&s, &a)) return bad(t, "expected flow ID NAME");
    e.id = (uint64_t)a;
  } else if (!strcmp(kind, "mem") || !strcmp(kind, "counter")) {
    int mem = kind[0] == 'm';
    sl_event_init(&e, mem ? SL_EV_MEMORY : SL_EV_COUNTER);
    if (num(&s, &a) || !(w = word(&s)) || num(&s, &c) || num(&s, &d))
      return bad(t, "expected mem PID ALLOCATOR TS BYTES");
    e.pid = (uint32_t)a;
    e.name.p = w;
    e.name.n = strlen(w);
    e.ts = c * 1000000;
    e.bytes = d;
    e.value = (double)d;
    while (*s == ' ') s++;
    if (mem && *s) {
      if (num(&s, &a)) return bad(t, "expected the ADDR of an allocation");
      e.addr = (uint64_t)a;
    }
    return t->fn(t->ud, &e);
  } else if (!strcmp(kind, "step")) {
    sl_event_init(&e, SL_EV_STEP);
    if (num(&s, &a) || num(&s, &c) || num(&s, &d))
      return bad(t, "expected step N TS DUR NAME");
    e.step = a;
    e.ts = c * 1000000;
    e.dur = d * 1000000;
  } else if (!strcmp(kind, "meta")) {
    sl_arg_t arg;
    sl_event_init(&e, SL_EV_META);
    if (!(w = word(&s))) return bad(t, "expected meta KEY VALUE");
    arg.key.p = w;
    arg.key.n = strlen(w);
    arg.kind = SL_ARG_STR;
    arg.v.s = rest(s);
    e.args = &arg;
    e.nargs = 1;
    return t->fn(t->ud, &e);
  } else {
    return bad(t, "expected an event: process, thread, slice, instant, "
                  "flow, mem, counter, step or meta");
  }
  e.name = rest(s);
  return t->fn(t->ud, &e);
}

static int sniff(const char *path, const uint8_t *head, size_t n) {
  (void)path;
  return n >= 6 && memcmp(head, "toy 1\n", 6) == 0 ? 90 : 0;
}

static int open_(void **self, const char *path, sl_event_fn fn, void *ud,
                 sl_error_t *err) {
  toy_t *t = calloc(1, sizeof *t);
  (void)path;
  if (!t) return SL_ENOMEM;
  t->fn = fn;
  t->ud = ud;
  t->err = err;
  *self = t;
  return 0;
}

static int feed(void *self, const void *p, size_t n) {
  toy_t *t = self;
  const char *c = p;
  size_t i;
  int rc;
  for (i = 0; i < n; i++) {
    if (t->n + 2 > t->cap) {
      size_t cap = t->cap ? t->cap * 2 : 256;
      char *nl = realloc(t->line, cap);
      if (!nl) return SL_ENOMEM;
      t->line = nl;
      t->cap = cap;
    }
    if (c[i] != '\n') {
      t->line[t->n++] = c[i];
      continue;
    }
    t->line[t->n] = '\0';
    if ((rc = line(t, t->line)) != 0) return rc;
    t->at += t->n + 1;
    t->n = 0;
    t->lineno++;
  }
  return 0;
}

static int finish(void *self) {
  toy_t *t = self;
  if (t->n) return bad(t, "expected a line break at the end");
  return t->lineno ? 0 : bad(t, "expected the line \"toy 1\"");
}

static void close_(void *self) {
  toy_t *t = self;
  if (!t) return;
  free(t->line);
  free(t);
}

const sl_input_format_t toy_format = {
    "toy", "a toy trace", SL_INPUT_STEPS | SL_INPUT_MEMORY, sniff, open_,
    feed, finish, NULL, close_, SL_FILLS_SLICES, 0, NULL};

/* Derived timelines.  See xderive.h. */
#include "emit/analyze/xderive.h"

#include <stdlib.h>
#include <string.h>

/* ---- op names ------------------------------------------------------------------- */

static int is_upper(uint8_t c) { return c >= 'A' && c <= 'Z'; }
static int is_lower(uint8_t c) { return c >= 'a' && c <= 'z'; }
static int is_digit(uint8_t c) { return c >= '0' && c <= '9'; }

/* [A-Z_][a-zA-Z0-9_]* */
static int tf_type(sl_str_t s) {
  size_t i;
  if (s.n == 0 || !(is_upper(s.p[0]) || s.p[0] == '_')) return 0;
  for (i = 1; i < s.n; i++)
    if (!(is_upper(s.p[i]) || is_lower(s.p[i]) || is_digit(s.p[i]) ||
          s.p[i] == '_'))
      return 0;
  return 1;
}

/* [A-Za-z0-9.][A-Za-z0-9_./>-]* */
static int tf_name(sl_str_t s) {
  size_t i;
  if (s.n == 0) return 0;
  for (i = 0; i < s.n; i++) {
    uint8_t c = s.p[i];
    int ok = is_upper(c) || is_lower(c) || is_digit(c) || c == '.' ||
             (i > 0 && (c == '_' || c == '/' || c == '>' || c == '-'));
    if (!ok) return 0;
  }
  return 1;
}

/* [a-z_][a-z0-9_]* */
static int jax_type(sl_str_t s) {
  size_t i;
  if (s.n == 0 || !(is_lower(s.p[0]) || s.p[0] == '_')) return 0;
  for (i = 1; i < s.n; i++)
    if (!(is_lower(s.p[i]) || is_digit(s.p[i]) || s.p[i] == '_')) return 0;
  return 1;
}

static int starts_nocase(sl_str_t s, const char *lit) {
  size_t n = strlen(lit), i;
  if (s.n < n) return 0;
  for (i = 0; i < n; i++) {
    uint8_t a = s.p[i], b = (uint8_t)lit[i];
    if (a >= 'a' && a <= 'z') a = (uint8_t)(a - 32);
    if (b >= 'a' && b <= 'z') b = (uint8_t)(b - 32);
    if (a != b) return 0;
  }
  return 1;
}

void sl__tfop_parse(sl_str_t full, sl_tfop_t *op) {
  const uint8_t *colon = full.n ? memchr(full.p, ':', full.n) : NULL;
  sl_str_t p0, p1;
  op->category = SL_TFOP_UNKNOWN;
  op->name = full;
  op->type = sl__str("", 0);
  if (!colon) {
    if (starts_nocase(full, "MEMCPYHToD")) {
      op->category = SL_TFOP_MEMCPY_HTOD;
      op->type = sl__str("MemcpyHToD", 10);
    } else if (starts_nocase(full, "MEMCPYDToH")) {
      op->category = SL_TFOP_MEMCPY_DTOH;
      op->type = sl__str("MemcpyDToH", 10);
    }
    return;
  }
  p0 = sl__str(full.p, (size_t)(colon - full.p));
  p1 = sl__str(colon + 1, full.n - p0.n - 1);
  if (SL_STR_EQ(p0, "Iterator")) {
    op->category = SL_TFOP_TFDATA;
    op->type = sl__str("Dataset", 7);
  } else if (tf_type(p1) && tf_name(p0)) {
    op->category = SL_TFOP_TENSORFLOW;
    op->name = p0;
    op->type = p1;
  } else if (jax_type(p1)) {
    op->category = SL_TFOP_JAX;
    op->name = p0;
    op->type = p1;
  } else if (p1.n == 0) {
    op->name = p0;
  }
}

/* A name that is text (cut at 4 GiB). */
static sl_xd_name_t text(const uint8_t *p, size_t n) {
  sl_xd_name_t r;
  r.p = p;
  r.n = n > UINT32_MAX ? UINT32_MAX : (uint32_t)n;
  r.form = SL_XD_TEXT;
  return r;
}

sl_xd_name_t sl__tfop_event_name(const sl_tfop_t *op) {
  sl_xd_name_t r;
  if (op->category == SL_TFOP_UNKNOWN) {
    size_t n = op->name.n;
    while (n && (op->name.p[n - 1] == ' ' || op->name.p[n - 1] == '\t' ||
                 op->name.p[n - 1] == '\n' || op->name.p[n - 1] == '\r' ||
                 op->name.p[n - 1] == '\f' || op->name.p[n - 1] == '\v'))
      n--;
    r = text(op->name.p, n);
  } else if (op->category == SL_TFOP_TFDATA) {
    /* The last "::" piece of the name. */
    size_t i = op->name.n, start = 0;
    while (i >= 2) {
      if (op->name.p[i - 1] == ':' && op->name.p[i - 2] == ':') {
        start = i;
        break;
      }
      i--;
    }
    r = text(op->name.p + start, op->name.n - start);
    r.form = SL_XD_ITERATOR;
  } else {
    r = text(op->type.p, op->type.n);
  }
  return r;
}

/* ---- the lines ------------------------------------------------------------------- */

void sl__xd_init(sl_xderive_t *d) { memset(d, 0, sizeof *d); }

void sl__xd_reset(sl_xderive_t *d) {
  int k;
  for (k = 0; k < SL_XD_NLINES; k++) {
    sl_xd_line_t *l = &d->line[k];
    l->head = l->ready = l->n = 0;
    l->base = 0;
    l->nlv = 0;
    l->made = 0;
  }
  d->nlf = 0;
  d->seq = 0;
  d->finished = 0;
  d->oom = 0;
}

void sl__xd_close(sl_xderive_t *d) {
  int k;
  for (k = 0; k < SL_XD_NLINES; k++) {
    free(d->line[k].q);
    free(d->line[k].lv);
  }
  free(d->lf);
  memset(d, 0, sizeof *d);
}

/* Event number k of a line (one not taken yet). */
static sl_xd_event_t *at(sl_xd_line_t *l, uint64_t k) {
  return &l->q[k - l->base];
}

/* The levels from `level` on forget their last events, which are then
 * done growing. */
static void forget(sl_xd_line_t *l, size_t level) {
  size_t i;
  for (i = level; i < l->nlv; i++) at(l, l->lv[i].ev)->open = 0;
  if (level < l->nlv) l->nlv = level;
}

static int name_eq(const sl_xd_event_t *e, const sl_xd_name_t *n,
                   int64_t group) {
  if (e->name.form != n->form) return 0;
  if (n->form == SL_XD_GROUP || n->form == SL_XD_LAUNCH_FOR)
    return e->group == group;
  return e->name.n == n->n &&
         (n->n == 0 || memcmp(e->name.p, n->p, n->n) == 0);
}

/* Every dependent line of `line` forgets its last events. */
static void forget_dependents(sl_xderive_t *d, int line) {
  switch (line) {
  case SL_XD_STEPS:
    forget(&d->line[SL_XD_MODULES], 0);
    forget_dependents(d, SL_XD_MODULES);
    break;
  case SL_XD_MODULES:
    forget(&d->line[SL_XD_SCOPE], 0);
    forget(&d->line[SL_XD_XLA_OPS], 0);
    forget_dependents(d, SL_XD_SCOPE);
    break;
  case SL_XD_SCOPE:
    forget(&d->line[SL_XD_OPS], 0);
    break;
  default:
    break;
  }
}

/* Room for one more event at the end of a line's queue: the events taken
 * make room first.  Returns 0 or SL_ENOMEM. */
static int room(sl_xderive_t *d, sl_xd_line_t *l) {
  if (d->seq == UINT32_MAX) return SL_ENOMEM;
  if (l->n < l->cap) return 0;
  if (l->head > l->cap / 2) {
    memmove(l->q, l->q + l->head, (l->n - l->head) * sizeof *l->q);
    l->base += l->head;
    l->ready -= l->head;
    l->n -= l->head;
    l->head = 0;
    return 0;
  }
  return SL_GROW(l->q, l->cap, l->n + 1);
}

/* A new event at the end of a line's queue (zeroed but for its line,
 * number and seq), or NULL when out of memory. */
static sl_xd_event_t *push(sl_xderive_t *d, int line) {
  sl_xd_line_t *l = &d->line[line];
  sl_xd_event_t *ev;
  if (room(d, l)) {
    d->oom = 1;
    return NULL;
  }
  ev = &l->q[l->n++];
  memset(ev, 0, sizeof *ev);
  ev->line = (uint8_t)line;
  ev->seq = d->seq++;
  l->made++;
  return ev;
}

/* An event at `level` of `line` with merge group (has_mg, mg); the
 * event's group_id stat is the source's group. */
static int add(sl_xderive_t *d, int line, size_t level, sl_xd_name_t name,
               sl_xd_name_t display, const sl_xd_src_t *src, int has_mg) {
  sl_xd_line_t *l = &d->line[line];
  sl_xd_level_t *lv;
  sl_xd_event_t *ev;
  int64_t mg = has_mg ? src->group : 0;
  if (level < l->nlv) {
    lv = &l->lv[level];
    ev = at(l, lv->ev);
    if (lv->has_group == has_mg && (!has_mg || lv->group == mg) &&
        name_eq(ev, &name, src->group)) {
      ev->e = src->e;
      return 0;
    }
  }
  forget(l, level);
  if (level == 0) forget_dependents(d, line);
  if (SL_GROW(l->lv, l->clv, level + 1) || !(ev = push(d, line))) {
    d->oom = 1;
    return SL_ENOMEM;
  }
  ev->name = name;
  ev->display = display;
  ev->b = src->b;
  ev->e = src->e;
  ev->has_group = (uint8_t)src->has_group;
  ev->group = src->group;
  ev->open = 1;
  lv = &l->lv[level];
  lv->ev = l->base + l->n - 1;
  lv->has_group = has_mg;
  lv->group = mg;
  /* (A gap below `level` cannot happen: levels are added 0, 1, ...) */
  l->nlv = level + 1;
  return 0;
}

static const sl_xd_name_t no_name = {NULL, 0, SL_XD_TEXT};

int sl__xd_source(sl_xderive_t *d, const sl_xd_src_t *src) {
  sl_xd_name_t g = {NULL, 0, SL_XD_GROUP};
  int rc = 0;
  if (src->has_group) rc = add(d, SL_XD_STEPS, 0, g, no_name, src, 1);
  if (rc || !src->kernel) return rc;
  if (src->hlo_module.n)
    rc = add(d, SL_XD_MODULES, 0, text(src->hlo_module.p, src->hlo_module.n),
             no_name, src, 0);
  if (rc) return rc;
  if (src->hlo_op.n) {
    /* One level per "::" piece, empty pieces kept. */
    const uint8_t *p = src->hlo_op.p, *end = p + src->hlo_op.n, *q = p;
    size_t level = 0;
    for (;;) {
      const uint8_t *c = q;
      while (c + 1 < end && !(c[0] == ':' && c[1] == ':')) c++;
      if (c + 1 >= end) c = end;
      rc = add(d, SL_XD_XLA_OPS, level++, text(q, (size_t)(c - q)), no_name,
               src, src->has_group);
      if (rc || c == end) return rc;
      q = c + 2;
    }
  }
  if (src->tf_op.n) {
    sl_tfop_t op;
    sl__tfop_parse(src->tf_op, &op);
    if (op.category == SL_TFOP_TENSORFLOW || op.category == SL_TFOP_JAX) {
      /* One level per name scope: the name's '/' pieces but the last. */
      const uint8_t *q = op.name.p, *end = op.name.p + op.name.n, *c;
      size_t level = 0;
      while ((c = memchr(q, '/', (size_t)(end - q))) != NULL) {
        rc = add(d, SL_XD_SCOPE, level++, text(q, (size_t)(c - q)), no_name,
                 src, src->has_group);
        if (rc) return rc;
        q = c + 1;
      }
    }
    rc = add(d, SL_XD_OPS, 0, text(src->tf_op.p, src->tf_op.n),
             sl__tfop_event_name(&op), src, src->has_group);
  }
  return rc;
}

void sl__xd_finish(sl_xderive_t *d) {
  int k;
  for (k = 0; k < SL_XD_NLINES; k++) forget(&d->line[k], 0);
  d->finished = 1;
}

int sl__xd_launch(sl_xderive_t *d, int64_t group, int64_t b, int64_t e,
                  int64_t launches, int64_t max_ps, int64_t avg_ps) {
  sl_xd_line_t *l = &d->line[SL_XD_LAUNCH];
  sl_xd_event_t ev, *q;
  size_t i;
  if (d->nlf >= UINT32_MAX || SL_GROW(d->lf, d->clf, d->nlf + 1) ||
      !(q = push(d, SL_XD_LAUNCH))) {
    d->oom = 1;
    return SL_ENOMEM;
  }
  ev = *q;
  ev.name.form = SL_XD_LAUNCH_FOR;
  ev.display = no_name;
  ev.b = b;
  ev.e = e;
  ev.has_group = 1;
  ev.group = group;
  ev.aux = (uint32_t)d->nlf;
  d->lf[d->nlf].launches = launches;
  d->lf[d->nlf].max_ps = max_ps;
  d->lf[d->nlf].avg_ps = avg_ps;
  d->nlf++;
  /* Made in group order: kept in order of start as the line is taken. */
  for (i = l->n - 1; i > l->head && l->q[i - 1].b > b; i--)
    l->q[i] = l->q[i - 1];
  l->q[i] = ev;
  return 0;
}

static int later_first(const void *a, const void *b) {
  const sl_xd_event_t *x = a, *y = b;
  int64_t dx = x->e - x->b, dy = y->e - y->b;
  if (dx != dy) return dx > dy ? -1 : 1;
  return x->seq < y->seq ? -1 : x->seq > y->seq;
}

/* Makes the events at the head of a line that start together ready, when
 * they are done: sorted longer first, then by creation. */
static int head_ready(sl_xderive_t *d, sl_xd_line_t *l, int64_t upto) {
  size_t j;
  int64_t b;
  if (l->head == l->n) return 0;
  b = l->q[l->head].b;
  if (!d->finished && b >= upto) return 0;
  for (j = l->head; j < l->n && l->q[j].b == b; j++)
    if (l->q[j].open) return 0;
  if (j - l->head > 1)
    qsort(l->q + l->head, j - l->head, sizeof *l->q, later_first);
  l->ready = j;
  return 1;
}

int sl__xd_take(sl_xderive_t *d, int64_t upto, sl_xd_event_t *out) {
  int k;
  for (k = 0; k < SL_XD_NLINES; k++) {
    sl_xd_line_t *l = &d->line[k];
    if (l->head == l->ready && !head_ready(d, l, upto)) continue;
    *out = l->q[l->head++];
    if (l->head == l->n) {
      l->base += l->n;
      l->head = l->ready = l->n = 0;
    }
    return 1;
  }
  return 0;
}

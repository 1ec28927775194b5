/* Partial results as JSON lines, written and read (see partial.h). */
#define _GNU_SOURCE /* getline */
#include "emit/write/partial.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* A block goes to the sink once it holds this much. */
#define BLOCK_BYTES ((long)1 << 20)
/* The longest line read: a writer's lines are a group's key and figures
 * or 4096 values, far below it. */
#define LINE_MAX_BYTES ((ssize_t)64 << 20)

/* ---- writing --------------------------------------------------------------------- */

int sl__pw_open(sl_pwrite_t *w, sl_sink_fn sink, void *ud) {
  memset(w, 0, sizeof *w);
  w->sink = sink;
  w->ud = ud;
  return sl__block_open(&w->b) ? SL_ENOMEM : 0;
}

int sl__pw_line(sl_pwrite_t *w) {
  int rc;
  fputc('\n', w->b.f);
  w->lines++;
  if (ftell(w->b.f) < BLOCK_BYTES) return 0;
  if ((rc = sl__block_flush(&w->b, w->sink, w->ud))) return rc;
  return sl__block_open(&w->b) ? SL_ENOMEM : 0;
}

void sl__pw_str(sl_pwrite_t *w, const uint8_t *p, size_t n) {
  static const char hex[] = "0123456789abcdef";
  size_t i;
  if (sl__utf8_valid(p, n, 0)) {
    sl__json_fstr(w->b.f, p, n);
    return;
  }
  fputs("[\"hex\",\"", w->b.f);
  for (i = 0; i < n; i++) {
    fputc(hex[p[i] >> 4], w->b.f);
    fputc(hex[p[i] & 15], w->b.f);
  }
  fputs("\"]", w->b.f);
}

void sl__pw_u128(sl_pwrite_t *w, unsigned __int128 v) {
  char d[48];
  size_t i = sizeof d;
  d[--i] = '\0';
  do {
    d[--i] = (char)('0' + (int)(v % 10));
    v /= 10;
  } while (v);
  fprintf(w->b.f, "\"%s\"", d + i);
}

int sl__pw_value(sl_pwrite_t *w, int64_t v) {
  int rc;
  if (w->open && w->nv == SL_PARTIAL_RUN) {
    fputs("]}", w->b.f);
    w->open = 0;
    if ((rc = sl__pw_line(w))) return rc;
  }
  if (!w->open) {
    fputs("{\"v\":[", w->b.f);
    sl__json_fint(w->b.f, v);
    w->open = 1;
    w->nv = 1;
  } else {
    /* Ascending: a delta is never negative, and small. */
    fputc(',', w->b.f);
    sl__json_fint(w->b.f, (int64_t)((uint64_t)v - (uint64_t)w->last));
    w->nv++;
  }
  w->last = v;
  return 0;
}

int sl__pw_values_end(sl_pwrite_t *w) {
  if (!w->open) return 0;
  fputs("]}", w->b.f);
  w->open = 0;
  return sl__pw_line(w);
}

int sl__pw_close(sl_pwrite_t *w) {
  int rc;
  fprintf(w->b.f, "{\"end\":%llu}\n", (unsigned long long)w->lines);
  rc = sl__block_flush(&w->b, w->sink, w->ud);
  memset(&w->b, 0, sizeof w->b);
  return rc;
}

void sl__pw_drop(sl_pwrite_t *w) {
  if (w->b.f) sl__block_drop(&w->b);
  memset(&w->b, 0, sizeof w->b);
}

/* ---- reading --------------------------------------------------------------------- */

static int vfail(sl_pread_t *r, const char *fmt, va_list ap) {
  char what[200];
  vsnprintf(what, sizeof what, fmt, ap);
  sl__err(r->err, SL_EFORMAT, r->off, "not a stepline partial result: line "
          "%llu: %s", (unsigned long long)r->lineno, what);
  if (r->err) r->err->file = r->path;
  return SL_EFORMAT;
}

int sl__pr_fail(sl_pread_t *r, const char *fmt, ...) {
  va_list ap;
  int rc;
  va_start(ap, fmt);
  rc = vfail(r, fmt, ap);
  va_end(ap);
  return rc;
}

int sl__pr_open(sl_pread_t *r, const char *path, sl_error_t *err) {
  memset(r, 0, sizeof *r);
  r->path = path;
  r->err = err;
  if (!(r->f = fopen(path, "rb"))) {
    int e = errno;
    sl__err(err, -e, SL_NO_OFFSET, "cannot open: %s", strerror(e));
    if (err) err->file = path;
    return -e;
  }
  return 0;
}

void sl__pr_close(sl_pread_t *r) {
  if (r->f) fclose(r->f);
  free(r->line);
  free(r->sbuf);
  memset(r, 0, sizeof *r);
}

int sl__pr_next(sl_pread_t *r) {
  ssize_t n;
  sl_jscan_t s;
  const char *p;
  sl_jval_t k, v;
  int rc;
  if (r->ended) return 0;
  r->off = r->next_off;
  r->lineno++;
  r->slen = 0;
  r->nm = 0;
  errno = 0;
  n = getline(&r->line, &r->cap, r->f);
  if (n < 0) {
    if (errno == ENOMEM) return sl__err(r->err, SL_ENOMEM, r->off, "out of memory");
    return sl__pr_fail(r, "the file ends before its end line (cut short?)");
  }
  if (n > LINE_MAX_BYTES)
    return sl__pr_fail(r, "a line of %lld bytes (at most %lld)", (long long)n,
                       (long long)LINE_MAX_BYTES);
  r->next_off += (uint64_t)n;
  r->len = (size_t)n;
  sl__jscan_init(&s, r->line, r->len, NULL);
  p = r->line;
  while (p < r->line + r->len && (*p == ' ' || *p == '\t')) p++;
  if (p >= r->line + r->len || *p != '{')
    return sl__pr_fail(r, "expected a JSON object");
  p++;
  while ((rc = sl__jscan_member(&s, &p, &k, &v)) == 1) {
    if (r->nm == SL_PARTIAL_MEMBERS)
      return sl__pr_fail(r, "more than %d members", SL_PARTIAL_MEMBERS);
    r->key[r->nm] = k;
    r->val[r->nm++] = v;
  }
  if (rc < 0)
    return sl__pr_fail(r, "%s at column %zu", s.what ? s.what : "bad JSON",
                       (size_t)(s.bad - r->line) + 1);
  if (r->nm == 1 && sl__jstr_is(&r->key[0], "end")) {
    int64_t lines;
    if (sl__pr_int(r, "end", &lines)) return SL_EFORMAT;
    if ((uint64_t)lines != r->lineno - 1)
      return sl__pr_fail(r, "the end line counts %lld lines before it, the "
                         "file has %llu", (long long)lines,
                         (unsigned long long)(r->lineno - 1));
    r->ended = 1;
    return 0;
  }
  return 1;
}

int sl__pr_line(sl_pread_t *r, const char *fmt, ...) {
  va_list ap;
  int rc = sl__pr_next(r);
  if (rc == 1) return 0;
  if (rc < 0) return rc;
  va_start(ap, fmt);
  rc = vfail(r, fmt, ap);
  va_end(ap);
  return rc;
}

const sl_jval_t *sl__pr_get(const sl_pread_t *r, const char *key) {
  int i;
  for (i = 0; i < r->nm; i++)
    if (sl__jstr_is(&r->key[i], key)) return &r->val[i];
  return NULL;
}

static int int_of(const sl_jval_t *v, int64_t *out) {
  return v && v->type == SL_JT_NUMBER && !v->real &&
                 sl__jnum_scaled(v, 0, out) == 0
             ? 0
             : -1;
}

int sl__pr_opt_int(sl_pread_t *r, const char *key, int64_t *out, int *has) {
  const sl_jval_t *v = sl__pr_get(r, key);
  *has = v && v->type != SL_JT_NULL;
  if (!*has) return 0;
  if (int_of(v, out) == 0) return 0;
  return sl__pr_fail(r, "expected an integer for \"%s\"", key);
}

int sl__pr_int(sl_pread_t *r, const char *key, int64_t *out) {
  if (int_of(sl__pr_get(r, key), out) == 0) return 0;
  return sl__pr_fail(r, "expected an integer for \"%s\"", key);
}

int sl__pr_u128(sl_pread_t *r, const char *key, unsigned __int128 *out) {
  const sl_jval_t *v = sl__pr_get(r, key);
  unsigned __int128 x = 0;
  size_t i;
  if (!v || v->type != SL_JT_STRING || v->esc || v->n == 0 || v->n > 39)
    return sl__pr_fail(r, "expected a count in a string for \"%s\"", key);
  for (i = 0; i < v->n; i++) {
    unsigned d = (unsigned)(v->p[i] - '0');
    if (d > 9 || x > (~(unsigned __int128)0 - d) / 10)
      return sl__pr_fail(r, "expected a count in a string for \"%s\"", key);
    x = x * 10 + d;
  }
  *out = x;
  return 0;
}

/* Room for the line's decoded strings, sized from the line (no string
 * decodes longer than three times its text), so the strings handed out
 * never move until the next line. */
static int sbuf_room(sl_pread_t *r) {
  size_t need = r->len * 3 + 16;
  if (r->scap >= need) return 0;
  free(r->sbuf);
  r->scap = 0;
  if (!(r->sbuf = malloc(need))) return SL_ENOMEM;
  r->scap = need;
  return 0;
}

static int hexval(char c) {
  return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

int sl__pr_strval(sl_pread_t *r, const sl_jval_t *v, const char *what,
                  sl_str_t *out) {
  char *o;
  if (!v) return sl__pr_fail(r, "expected a string for \"%s\"", what);
  if (r->slen == 0 && sbuf_room(r))
    return sl__err(r->err, SL_ENOMEM, r->off, "out of memory");
  o = r->sbuf + r->slen;
  if (v->type == SL_JT_STRING) {
    size_t n = sl__jstr_decode(v, o, NULL);
    *out = sl__str(o, n);
    r->slen += n + 1;
    return 0;
  }
  if (v->type == SL_JT_ARRAY) {
    /* ["hex","..."]: bytes that are not UTF-8. */
    sl_jscan_t s;
    sl_jval_t a, b, c;
    const char *p = v->p + 1;
    size_t i, n = 0;
    sl__jscan_init(&s, v->p, v->n, NULL);
    if (sl__jscan_element(&s, &p, &a) == 1 && sl__jstr_is(&a, "hex") &&
        sl__jscan_element(&s, &p, &b) == 1 && b.type == SL_JT_STRING &&
        !b.esc && b.n % 2 == 0 && sl__jscan_element(&s, &p, &c) == 0) {
      for (i = 0; i < b.n; i += 2) {
        int hi = hexval(b.p[i]), lo = hexval(b.p[i + 1]);
        if (hi < 0 || lo < 0) break;
        o[n++] = (char)(hi << 4 | lo);
      }
      if (i == b.n) {
        *out = sl__str(o, n);
        r->slen += n + 1;
        return 0;
      }
    }
  }
  return sl__pr_fail(r, "expected a string for \"%s\"", what);
}

int sl__pr_str(sl_pread_t *r, const char *key, sl_str_t *out) {
  return sl__pr_strval(r, sl__pr_get(r, key), key, out);
}

int sl__pr_bounded(sl_pread_t *r, const char *key, int64_t max, int64_t *out) {
  if (sl__pr_int(r, key, out)) return SL_EFORMAT;
  if (*out > max || *out < -max)
    return sl__pr_fail(r, "\"%s\" out of range (+-%lld)", key, (long long)max);
  return 0;
}

int sl__pr_ints(sl_pread_t *r, const char *key, int64_t *out, size_t n) {
  const sl_jval_t *arr = sl__pr_get(r, key);
  sl_jscan_t s;
  sl_jval_t e;
  const char *p;
  size_t got = 0;
  int rc;
  if (!arr || arr->type != SL_JT_ARRAY)
    return sl__pr_fail(r, "expected an array for \"%s\"", key);
  sl__jscan_init(&s, arr->p, arr->n, NULL);
  p = arr->p + 1;
  while ((rc = sl__jscan_element(&s, &p, &e)) == 1) {
    if (got == n || int_of(&e, &out[got]))
      return sl__pr_fail(r, "expected %zu integers for \"%s\"", n, key);
    got++;
  }
  if (rc < 0 || got != n)
    return sl__pr_fail(r, "expected %zu integers for \"%s\"", n, key);
  return 0;
}

int sl__pr_values(sl_pread_t *r, uint64_t count,
                  int (*fn)(void *ud, int64_t v), void *ud) {
  uint64_t got = 0;
  int64_t prev = 0;
  while (got < count) {
    const sl_jval_t *arr;
    sl_jscan_t s;
    sl_jval_t e;
    const char *p;
    int rc, first = 1;
    if ((rc = sl__pr_line(r, "expected %llu more values",
                          (unsigned long long)(count - got))))
      return rc;
    if (!(arr = sl__pr_get(r, "v")) || arr->type != SL_JT_ARRAY)
      return sl__pr_fail(r, "expected a line of values {\"v\":[...]}");
    sl__jscan_init(&s, arr->p, arr->n, NULL);
    p = arr->p + 1;
    while ((rc = sl__jscan_element(&s, &p, &e)) == 1) {
      int64_t d, v;
      if (int_of(&e, &d)) return sl__pr_fail(r, "expected integer values");
      v = first ? d : (int64_t)((uint64_t)prev + (uint64_t)d);
      if ((!first && d < 0) || (got > 0 && v < prev))
        return sl__pr_fail(r, "values out of order");
      if (++got > count)
        return sl__pr_fail(r, "more values than the %llu counted",
                           (unsigned long long)count);
      if ((rc = fn(ud, v))) return rc;
      prev = v;
      first = 0;
    }
    if (rc < 0) return sl__pr_fail(r, "expected integer values");
  }
  return 0;
}

/* The JSON scanner (see jscan.h). */
#include "stream/format/tracejson/jscan.h"

#include <string.h>

void sl__jscan_init(sl_jscan_t *s, const char *p, size_t n, sl_jtally_t *t) {
  s->base = p;
  s->end = p + n;
  s->tally = t;
  s->bad = NULL;
  s->what = NULL;
}

static int fail(sl_jscan_t *s, const char *at, const char *what) {
  if (!s->bad) {
    s->bad = at;
    s->what = what;
  }
  return -1;
}

int sl__jscan_fail(sl_jscan_t *s, const char *at, const char *what) {
  return fail(s, at, what);
}

static const char *blank(const char *p, const char *end) {
  while (p < end && (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t')) p++;
  return p;
}

/* The length of the UTF-8 sequence at p (0: not a valid one). */
static size_t utf8_len(const unsigned char *p, const unsigned char *end) {
  unsigned c = p[0];
  size_t n, i;
  uint32_t cp;
  if (c < 0xC2 || c > 0xF4) return 0;
  n = c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
  if ((size_t)(end - p) < n) return 0;
  cp = c & (0xFF >> (n + 1));
  for (i = 1; i < n; i++) {
    if ((p[i] & 0xC0) != 0x80) return 0;
    cp = cp << 6 | (p[i] & 0x3F);
  }
  if ((n == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) ||
      (n == 4 && (cp < 0x10000 || cp > 0x10FFFF)))
    return 0;
  return n;
}

static int hex4(const char *p) {
  int i, v = 0;
  for (i = 0; i < 4; i++) {
    char c = p[i];
    v <<= 4;
    if (c >= '0' && c <= '9') v |= c - '0';
    else if (c >= 'a' && c <= 'f') v |= c - 'a' + 10;
    else if (c >= 'A' && c <= 'F') v |= c - 'A' + 10;
    else return -1;
  }
  return v;
}

/* Bytes a string's plain run takes: not a quote, a backslash, a control
 * character or the start of a multi-byte sequence. */
static const unsigned char plain[256] = {
#define R16(v) v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v
    R16(0), R16(0),
    1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, /* '"' */
    R16(1), R16(1),
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, /* '\\' */
    R16(1), R16(1),
    R16(0), R16(0), R16(0), R16(0), R16(0), R16(0), R16(0), R16(0)
#undef R16
};

/* A string at *p (its opening quote). */
static int scan_string(sl_jscan_t *s, const char **pp, sl_jval_t *v) {
  const unsigned char *p = (const unsigned char *)*pp + 1,
                      *end = (const unsigned char *)s->end;
  v->type = SL_JT_STRING;
  v->p = (const char *)p;
  v->esc = 0;
  for (;;) {
    const unsigned char *q = p;
    /* The plain run: most strings are nothing else. */
    while (q < end && plain[*q]) q++;
    p = q;
    if (p >= end) return fail(s, *pp, "a closing quote of the string");
    if (*p == '"') break;
    v->esc = 1;
    if (*p == '\\') {
      if (p + 1 >= end) return fail(s, (const char *)p, "an escape");
      switch (p[1]) {
      case '"': case '\\': case '/': case 'b': case 'f': case 'n': case 'r':
      case 't': p += 2; break;
      case 'u':
        if (end - p < 6 || hex4((const char *)p + 2) < 0)
          return fail(s, (const char *)p, "four hex digits after \\u");
        p += 6;
        break;
      default: return fail(s, (const char *)p, "a valid escape");
      }
    } else if (*p < 0x20) {
      if (s->tally) s->tally->ctrl++;
      p++;
    } else {
      size_t n = utf8_len(p, end);
      if (n == 0) {
        if (s->tally) s->tally->bad_utf8++;
        n = 1;
      }
      p += n;
    }
  }
  v->n = (size_t)((const char *)p - v->p);
  *pp = (const char *)p + 1;
  return 0;
}

static int scan_number(sl_jscan_t *s, const char **pp, sl_jval_t *v) {
  const char *p = *pp, *end = s->end, *d;
  v->type = SL_JT_NUMBER;
  v->p = p;
  v->esc = 0;
  v->real = 0;
  if (p < end && *p == '-') p++;
  d = p;
  while (p < end && *p >= '0' && *p <= '9') p++;
  if (p == d) return fail(s, *pp, "a number");
  if (p < end && *p == '.') {
    v->real = 1;
    d = ++p;
    while (p < end && *p >= '0' && *p <= '9') p++;
    if (p == d) return fail(s, *pp, "digits after the decimal point");
  }
  if (p < end && (*p == 'e' || *p == 'E')) {
    v->real = 1;
    p++;
    if (p < end && (*p == '+' || *p == '-')) p++;
    d = p;
    while (p < end && *p >= '0' && *p <= '9') p++;
    if (p == d) return fail(s, *pp, "digits of the exponent");
  }
  v->n = (size_t)(p - v->p);
  *pp = p;
  return 0;
}

static int word(const char *p, const char *end, const char *w) {
  size_t n = strlen(w);
  return (size_t)(end - p) >= n && memcmp(p, w, n) == 0 ? (int)n : 0;
}

static int value(sl_jscan_t *s, const char **pp, sl_jval_t *v, int depth);

/* The members or elements of the object or array at *pp, checked. */
static int scan_nested(sl_jscan_t *s, const char **pp, sl_jval_t *v,
                       int depth) {
  const char *p = *pp, *start = p;
  char close = *p == '{' ? '}' : ']';
  int object = close == '}', n = 0;
  if (depth >= SL_JSCAN_MAX_DEPTH)
    return fail(s, p, "nesting no deeper than 64");
  p++;
  for (;;) {
    sl_jval_t k, x;
    p = blank(p, s->end);
    if (p < s->end && *p == close && n == 0) {
      p++;
      break;
    }
    if (object) {
      if (p >= s->end || *p != '"') return fail(s, p, "a member name");
      if (scan_string(s, &p, &k)) return -1;
      p = blank(p, s->end);
      if (p >= s->end || *p != ':') return fail(s, p, "':' after the name");
      p++;
    }
    if (value(s, &p, &x, depth + 1)) return -1;
    n++;
    p = blank(p, s->end);
    if (p < s->end && *p == ',') {
      const char *q = blank(p + 1, s->end);
      if (q < s->end && *q == close) {
        if (s->tally) s->tally->trailing_comma++;
        p = q + 1;
        break;
      }
      p++;
      continue;
    }
    if (p < s->end && *p == close) {
      p++;
      break;
    }
    return fail(s, p, object ? "',' or '}'" : "',' or ']'");
  }
  v->type = object ? SL_JT_OBJECT : SL_JT_ARRAY;
  v->p = start;
  v->n = (size_t)(p - start);
  v->esc = 0;
  *pp = p;
  return 0;
}

static int value(sl_jscan_t *s, const char **pp, sl_jval_t *v, int depth) {
  const char *p = blank(*pp, s->end), *end = s->end;
  int n;
  *pp = p;
  if (p >= end) return fail(s, p, "a value");
  switch (*p) {
  case '{':
  case '[': return scan_nested(s, pp, v, depth);
  case '"': return scan_string(s, pp, v);
  case 't': n = word(p, end, "true"); v->type = SL_JT_TRUE; break;
  case 'f': n = word(p, end, "false"); v->type = SL_JT_FALSE; break;
  case 'n': n = word(p, end, "null"); v->type = SL_JT_NULL; break;
  case 'N': n = word(p, end, "NaN"); v->type = SL_JT_NAN; break;
  case 'I': n = word(p, end, "Infinity"); v->type = SL_JT_NAN; break;
  case '-':
    if ((n = word(p, end, "-Infinity")) != 0) {
      v->type = SL_JT_NAN;
      break;
    }
    return scan_number(s, pp, v);
  default:
    if (*p >= '0' && *p <= '9') return scan_number(s, pp, v);
    return fail(s, p, "a JSON value");
  }
  if (!n) return fail(s, p, "a JSON value");
  if (v->type == SL_JT_NAN && s->tally) s->tally->nan++;
  v->p = p;
  v->n = (size_t)n;
  v->esc = 0;
  *pp = p + n;
  return 0;
}

int sl__jscan_value(sl_jscan_t *s, const char **p, sl_jval_t *v) {
  return value(s, p, v, 0);
}

/* The next member or element: 1, 0 at the close, -1 on an error.  The
 * enclosing value was counted when it was scanned: nothing is counted
 * again. */
static int next_in(sl_jscan_t *s, const char **pp, sl_jval_t *key,
                   sl_jval_t *val, char close) {
  const char *p = blank(*pp, s->end);
  sl_jtally_t *t = s->tally;
  int rc = 1;
  if (p < s->end && *p == ',') p = blank(p + 1, s->end);
  if (p < s->end && *p == close) {
    *pp = p + 1;
    return 0;
  }
  s->tally = NULL;
  if (key) {
    if (p >= s->end || *p != '"' || scan_string(s, &p, key))
      rc = fail(s, p, "a member name");
    p = blank(p, s->end);
    if (rc == 1 && (p >= s->end || *p != ':'))
      rc = fail(s, p, "':' after the name");
    p++;
  }
  if (rc == 1 && value(s, &p, val, 1)) rc = -1;
  s->tally = t;
  if (rc == 1) *pp = p;
  return rc;
}

int sl__jscan_member(sl_jscan_t *s, const char **p, sl_jval_t *key,
                     sl_jval_t *val) {
  return next_in(s, p, key, val, '}');
}

int sl__jscan_element(sl_jscan_t *s, const char **p, sl_jval_t *val) {
  return next_in(s, p, NULL, val, ']');
}

static char *put_utf8(char *o, uint32_t cp) {
  if (cp < 0x80) {
    *o++ = (char)cp;
  } else if (cp < 0x800) {
    *o++ = (char)(0xC0 | cp >> 6);
    *o++ = (char)(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    *o++ = (char)(0xE0 | cp >> 12);
    *o++ = (char)(0x80 | ((cp >> 6) & 0x3F));
    *o++ = (char)(0x80 | (cp & 0x3F));
  } else {
    *o++ = (char)(0xF0 | cp >> 18);
    *o++ = (char)(0x80 | ((cp >> 12) & 0x3F));
    *o++ = (char)(0x80 | ((cp >> 6) & 0x3F));
    *o++ = (char)(0x80 | (cp & 0x3F));
  }
  return o;
}

size_t sl__jstr_decode(const sl_jval_t *v, char *out, sl_jtally_t *t) {
  const unsigned char *p = (const unsigned char *)v->p, *end = p + v->n;
  char *o = out;
  (void)t;
  if (!v->esc) {
    memcpy(out, v->p, v->n);
    return v->n;
  }
  while (p < end) {
    if (*p == '\\') {
      char c = (char)p[1];
      p += 2;
      switch (c) {
      case 'b': *o++ = '\b'; break;
      case 'f': *o++ = '\f'; break;
      case 'n': *o++ = '\n'; break;
      case 'r': *o++ = '\r'; break;
      case 't': *o++ = '\t'; break;
      case 'u': {
        uint32_t cp = (uint32_t)hex4((const char *)p);
        p += 4;
        if (cp >= 0xD800 && cp <= 0xDBFF && end - p >= 6 && p[0] == '\\' &&
            p[1] == 'u') {
          int lo = hex4((const char *)p + 2);
          if (lo >= 0xDC00 && lo <= 0xDFFF) {
            cp = 0x10000 + ((cp - 0xD800) << 10) + ((uint32_t)lo - 0xDC00);
            p += 6;
          }
        }
        /* A lone surrogate is not text. */
        if (cp >= 0xD800 && cp <= 0xDFFF) cp = 0xFFFD;
        o = put_utf8(o, cp);
        break;
      }
      default: *o++ = c; break;
      }
    } else if (*p < 0x80) {
      *o++ = (char)*p++;
    } else {
      size_t n = utf8_len(p, end);
      if (n == 0) {
        o = put_utf8(o, 0xFFFD);
        p++;
      } else {
        memcpy(o, p, n);
        o += n;
        p += n;
      }
    }
  }
  return (size_t)(o - out);
}

int sl__jstr_is(const sl_jval_t *v, const char *lit) {
  size_t n = strlen(lit);
  return v->type == SL_JT_STRING && v->n == n && memcmp(v->p, lit, n) == 0;
}

int sl__jnum_scaled(const sl_jval_t *v, int scale, int64_t *out) {
  const char *p = v->p, *end = v->p + v->n;
  char digits[64];
  size_t nd = 0, i;
  int neg = 0, point = -1, exp = 0, lead = 1, kept, round = 0;
  uint64_t acc = 0;
  if (v->type != SL_JT_NUMBER && v->type != SL_JT_STRING) return -1;
  if (p < end && *p == '-') neg = 1, p++;
  if (p == end) return -1;
  {
    /* Most numbers: at most 18 digits, no exponent, no more decimals
     * than the scale keeps.  Exact without the general path. */
    const char *q = p, *lim = end - p > 19 ? p + 19 : end;
    int frac = -1;
    uint64_t x = 0;
    for (; q < lim; q++) {
      if (*q >= '0' && *q <= '9') {
        x = x * 10 + (uint64_t)(*q - '0');
        if (frac >= 0) frac++;
      } else if (*q == '.' && frac < 0) {
        frac = 0;
      } else {
        break;
      }
    }
    if (q == end && q > p && frac != 0 && frac <= scale) {
      for (frac = frac < 0 ? 0 : frac; frac < scale; frac++) {
        if (x > UINT64_MAX / 10) return -1;
        x *= 10;
      }
      if (x > (uint64_t)INT64_MAX + (uint64_t)neg) return -1;
      *out = neg ? (int64_t)(0 - x) : (int64_t)x;
      return 0;
    }
  }
  /* The significant digits, and where the point falls among them. */
  for (; p < end; p++) {
    if (*p >= '0' && *p <= '9') {
      if (lead && *p == '0') {
        if (point >= 0) exp--;
        continue;
      }
      lead = 0;
      if (nd < sizeof digits) {
        digits[nd++] = *p;
        if (point >= 0) exp--;
      } else if (point < 0) {
        exp++;                        /* integer digits past what we keep */
      } else if (*p != '0') {
        round = 1;                    /* a non-zero far past the point    */
      }
    } else if (*p == '.' && point < 0) {
      point = 0;
    } else {
      break;
    }
  }
  if (p < end && (*p == 'e' || *p == 'E')) {
    int eneg = 0, e = 0;
    p++;
    if (p < end && (*p == '+' || *p == '-')) eneg = *p++ == '-';
    if (p == end) return -1;
    for (; p < end && *p >= '0' && *p <= '9'; p++)
      if (e < 10000) e = e * 10 + (*p - '0');
    exp += eneg ? -e : e;
  }
  if (p != end) return -1;
  /* value = digits * 10^(exp + scale) */
  exp += scale;
  kept = (int)nd + (exp < 0 ? exp : 0);
  if (kept < 0) kept = 0, round = round || nd > 0;
  for (i = 0; i < (size_t)kept; i++) {
    if (acc > (UINT64_MAX - 9) / 10) return -1;
    acc = acc * 10 + (uint64_t)(digits[i] - '0');
  }
  if (exp < 0 && (size_t)kept < nd) {
    /* Round half to even on the first dropped digit and the rest. */
    int first = digits[kept] - '0', rest = round;
    for (i = (size_t)kept + 1; i < nd && !rest; i++) rest = digits[i] != '0';
    if (-exp > (int)nd) first = 0, rest = 1;
    if (first > 5 || (first == 5 && (rest || (acc & 1)))) acc++;
  }
  for (; exp > 0; exp--) {
    if (acc > UINT64_MAX / 10) return -1;
    acc *= 10;
  }
  if (acc > (uint64_t)INT64_MAX + (uint64_t)neg) return -1;
  *out = neg ? (int64_t)(0 - acc) : (int64_t)acc;
  return 0;
}

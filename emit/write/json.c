/* Buffered JSON writer.  See json.h. */
#include "emit/write/json.h"

#include <stdlib.h>
#include <stdio.h>
#include <math.h>
#include <string.h>

#include "stream/common.h"

#if defined(__GNUC__) || defined(__clang__)
#define SL_NOINLINE __attribute__((noinline))
#else
#define SL_NOINLINE
#endif

/* Short strings: escaped straight into the buffer after one reservation
 * for the worst case (6 output bytes per input byte). */
#define FAST_MAX ((size_t)2048)

int sl__json_init(sl_json_t *w, size_t cap, int pretty, sl_sink_fn sink,
                  void *ud) {
  memset(w, 0, sizeof *w);
  /* Room for the worst case of one escaped piece (6 bytes per byte). */
  if (cap < 65536) cap = 65536;
  w->buf = malloc(cap);
  if (!w->buf) return SL_ENOMEM;
  w->cap = cap;
  w->pretty = pretty;
  w->sink = sink;
  w->sink_ud = ud;
  return 0;
}

void sl__json_close(sl_json_t *w) {
  free(w->buf);
  free(w->pbuf);
  w->buf = w->pbuf = NULL;
}

int sl__json_flush(sl_json_t *w) {
  if (w->rc == 0 && w->len > 0) {
    w->rc = w->sink(w->sink_ud, w->buf, w->len);
    w->flushed += w->len;
  }
  w->len = 0;
  return w->rc;
}

/* Grows the buffer to hold n more bytes; 0 or SL_ENOMEM (then the
 * writer keeps writing over its start, the error reported). */
static int grow(sl_json_t *w, size_t n) {
  size_t cap = w->cap;
  uint8_t *nb;
  if (n <= SIZE_MAX - w->len && sl__grow_cap(&cap, w->len + n, 1) == 0 &&
      (nb = realloc(w->buf, cap)) != NULL) {
    w->buf = nb;
    w->cap = cap;
    return 0;
  }
  if (w->rc == 0) w->rc = SL_ENOMEM;
  w->len = 0;
  return SL_ENOMEM;
}

static SL_NOINLINE void make_room(sl_json_t *w, size_t n) {
  /* In boundary mode a value is never split: grow instead. */
  if (!w->boundary) sl__json_flush(w);
  if (w->cap - w->len < n) (void)grow(w, n);
}

/* Makes room for n bytes (n at most 6 * FAST_MAX + 8). */
static inline uint8_t *room(sl_json_t *w, size_t n) {
  if (SL_UNLIKELY(w->cap - w->len < n)) make_room(w, n);
  return w->buf + w->len;
}

static void put(sl_json_t *w, const void *p, size_t n) {
  /* Nothing to copy may come as NULL (an empty tensor snapshot, found by
   * fuzzing): memcpy must not see it. */
  if (n == 0) return;
  if (w->boundary) {
    memcpy(room(w, n), p, n);
    w->len += n;
    return;
  }
  while (n > 0) {
    size_t k = w->cap - w->len;
    if (k == 0) {
      sl__json_flush(w);
      k = w->cap;
    }
    if (k > n) k = n;
    memcpy(w->buf + w->len, p, k);
    w->len += k;
    p = (const uint8_t *)p + k;
    n -= k;
  }
}

static SL_NOINLINE void newline_indent(sl_json_t *w) {
  int i;
  uint8_t *o;
  room(w, 1)[0] = '\n';
  w->len++;
  for (i = 0; i < w->depth; i++) {
    o = room(w, 4);
    memcpy(o, "    ", 4);
    w->len += 4;
  }
}

/* What comes before a value: a comma and, in pretty mode, a line break. */
static inline void before_value(sl_json_t *w) {
  if (w->after_key) {
    w->after_key = 0;
    return;
  }
  if (w->depth > 0) {
    if (w->count[w->depth]) {
      room(w, 1)[0] = ',';
      w->len++;
    }
    w->count[w->depth] = 1;
    if (w->pretty) newline_indent(w);
  }
}

static void open_c(sl_json_t *w, char c) {
  before_value(w);
  room(w, 1)[0] = (uint8_t)c;
  w->len++;
  if (w->depth + 1 < SL_JSON_MAX_DEPTH) w->depth++;
  w->count[w->depth] = 0;
}

static void close_c(sl_json_t *w, char c) {
  int had = w->count[w->depth];
  if (w->depth > 0) w->depth--;
  if (w->pretty && had) newline_indent(w);
  room(w, 1)[0] = (uint8_t)c;
  w->len++;
  /* A whole event is written: a good moment to hand it over. */
  if (w->boundary && (size_t)w->depth == w->boundary_at &&
      w->len >= w->cap / 2)
    sl__json_flush(w);
}

void sl__json_continue_array(sl_json_t *w, int depth) {
  int i;
  w->depth = depth;
  for (i = 1; i <= depth && i < SL_JSON_MAX_DEPTH; i++) w->count[i] = 1;
  w->after_key = 0;
  w->boundary = 1;
  w->boundary_at = (size_t)depth;
}

void sl__json_obj_begin(sl_json_t *w) { open_c(w, '{'); }

void sl__json_obj_end(sl_json_t *w) { close_c(w, '}'); }
void sl__json_arr_begin(sl_json_t *w) { open_c(w, '['); }
void sl__json_arr_end(sl_json_t *w) { close_c(w, ']'); }

void sl__json_key(sl_json_t *w, const char *k, size_t n) {
  uint8_t *o;
  if (!w->pretty && n <= 48) {
    /* Compact: the comma, the quoted key and the colon in one go. */
    o = room(w, n + 4);
    if (w->count[w->depth]) *o++ = ',';
    w->count[w->depth] = 1;
    *o++ = '"';
    memcpy(o, k, n);
    o += n;
    *o++ = '"';
    *o++ = ':';
    w->len = (size_t)(o - w->buf);
    w->after_key = 1;
    return;
  }
  before_value(w);
  put(w, "\"", 1);
  put(w, k, n);
  put(w, w->pretty ? "\": " : "\":", w->pretty ? 3 : 2);
  w->after_key = 1;
}

static void str_body_fast(sl_json_t *w, const uint8_t *p, size_t n) {
  uint8_t *o = room(w, 6 * n + 8);
  w->len = (size_t)(sl__escape_to(o, p, n) - w->buf);
}

/* Any string: escaped in pieces of at most FAST_MAX bytes, each piece
 * ending before a continuation byte so no valid UTF-8 character is split
 * between two pieces. */
static void str_body(sl_json_t *w, const uint8_t *p, size_t n) {
  size_t i = 0;
  while (n - i > FAST_MAX) {
    size_t j = i + FAST_MAX;
    while (j > i + FAST_MAX - 4 && (p[j] & 0xc0) == 0x80) j--;
    str_body_fast(w, p + i, j - i);
    i = j;
  }
  str_body_fast(w, p + i, n - i);
}

void sl__json_str(sl_json_t *w, const uint8_t *p, size_t n) {
  before_value(w);
  room(w, 1)[0] = '"';
  w->len++;
  str_body(w, p, n);
  room(w, 1)[0] = '"';
  w->len++;
}

void sl__json_str_raw(sl_json_t *w, const char *p, size_t n) {
  before_value(w);
  put(w, "\"", 1);
  put(w, p, n);
  put(w, "\"", 1);
}

void sl__json_key_str(sl_json_t *w, const uint8_t *p, size_t n) {
  before_value(w);
  put(w, "\"", 1);
  str_body(w, p, n);
  put(w, w->pretty ? "\": " : "\":", w->pretty ? 3 : 2);
  w->after_key = 1;
}

uint8_t *sl__json_elem_begin(sl_json_t *w, size_t n) {
  uint8_t *o;
  if (w->pretty) {
    if (n > w->pcap) {
      uint8_t *nb = realloc(w->pbuf, n);
      if (!nb) {
        if (w->rc == 0) w->rc = SL_ENOMEM;
        n = 0;
      } else {
        w->pbuf = nb;
        w->pcap = n;
      }
    }
    if (!w->pbuf || w->pcap < n) {
      /* Out of memory: written into the buffer's start, then dropped. */
      return room(w, n + 1);
    }
    return w->pbuf;
  }
  o = room(w, n + 1);
  if (w->count[w->depth]) *o++ = ',';
  w->count[w->depth] = 1;
  return o;
}

/* Lays out the compact value p[0..n) as the structural calls write it in
 * pretty mode: a line and indentation for each member, ": " after keys,
 * empty containers as they are. */
static void layout(sl_json_t *w, const uint8_t *p, size_t n) {
  size_t i = 0, depth = (size_t)w->depth;
  int in_str = 0;
  before_value(w);
  while (i < n) {
    size_t j = i;
    /* A run of bytes copied as they are. */
    if (in_str) {
      while (j < n && p[j] != '"') j += p[j] == '\\' ? 2 : 1;
      if (j > n) j = n;
    } else {
      while (j < n && p[j] != '"' && p[j] != '{' && p[j] != '[' &&
             p[j] != '}' && p[j] != ']' && p[j] != ',' && p[j] != ':')
        j++;
    }
    if (j > i) {
      memcpy(room(w, j - i), p + i, j - i);
      w->len += j - i;
      i = j;
      if (i >= n) break;
    }
    switch (p[i]) {
    case '"':
      in_str = !in_str;
      room(w, 1)[0] = '"';
      w->len++;
      break;
    case '{':
    case '[':
      if (i + 1 < n && (p[i + 1] == '}' || p[i + 1] == ']')) {
        memcpy(room(w, 2), p + i, 2);
        w->len += 2;
        i++;
        break;
      }
      room(w, 1)[0] = p[i];
      w->len++;
      w->depth = (int)++depth;
      newline_indent(w);
      break;
    case '}':
    case ']':
      w->depth = (int)--depth;
      newline_indent(w);
      room(w, 1)[0] = p[i];
      w->len++;
      break;
    case ',':
      room(w, 1)[0] = ',';
      w->len++;
      newline_indent(w);
      break;
    default: /* ':' */
      memcpy(room(w, 2), ": ", 2);
      w->len += 2;
      break;
    }
    i++;
  }
}

void sl__json_elem_end(sl_json_t *w, uint8_t *end) {
  if (w->pretty && w->pbuf && end >= w->pbuf && end <= w->pbuf + w->pcap) {
    layout(w, w->pbuf, (size_t)(end - w->pbuf));
  } else if (w->pretty) {
    /* The element went into the buffer's start (out of memory). */
    w->len = 0;
    return;
  } else {
    w->len = (size_t)(end - w->buf);
  }
  if (w->boundary && (size_t)w->depth == w->boundary_at &&
      w->len >= w->cap / 2)
    sl__json_flush(w);
}

void sl__json_uint(sl_json_t *w, uint64_t v) {
  uint8_t *o;
  before_value(w);
  o = room(w, 24);
  w->len += sl__u64_to_dec(v, (char *)o);
}

void sl__json_int(sl_json_t *w, int64_t v) {
  uint8_t *o;
  before_value(w);
  o = room(w, 24);
  if (v < 0) {
    *o++ = '-';
    w->len++;
    /* Negate in unsigned arithmetic so INT64_MIN is exact. */
    w->len += sl__u64_to_dec(0 - (uint64_t)v, (char *)o);
  } else {
    w->len += sl__u64_to_dec((uint64_t)v, (char *)o);
  }
}

void sl__json_raw(sl_json_t *w, const char *p, size_t n) { put(w, p, n); }

void sl__json_raw_value(sl_json_t *w, const char *p, size_t n) {
  before_value(w);
  put(w, p, n);
}

void sl__json_double(sl_json_t *w, double v, int decimals) {
  uint8_t buf[48], *end = sl__put_double(buf, v, decimals);
  sl__json_raw_value(w, (const char *)buf, (size_t)(end - buf));
}

/* A reader of the Perfetto traces stepline writes.  See pfdecode.h. */
#include "pfdecode.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- a protobuf reader -------------------------------------------------------------- */

typedef struct rd_s {
  const uint8_t *p, *end;
  int bad;
} rd_t;

typedef struct fld_s {
  uint32_t num;
  int wt;
  uint64_t v;                /* varint or fixed64                     */
  const uint8_t *ptr;        /* length-delimited                      */
  size_t len;
} fld_t;

static int varint(rd_t *r, uint64_t *v) {
  int s = 0;
  *v = 0;
  while (r->p < r->end && s < 64) {
    uint8_t b = *r->p++;
    *v |= (uint64_t)(b & 0x7f) << s;
    if (!(b & 0x80)) return 1;
    s += 7;
  }
  r->bad = 1;
  return 0;
}

/* The next field, or 0 at the end (r->bad on damage). */
static int next(rd_t *r, fld_t *f) {
  uint64_t tag;
  if (r->p >= r->end) return 0;
  if (!varint(r, &tag)) return 0;
  f->num = (uint32_t)(tag >> 3);
  f->wt = (int)(tag & 7);
  switch (f->wt) {
  case 0:
    return varint(r, &f->v);
  case 1:
    if (r->end - r->p < 8) break;
    memcpy(&f->v, r->p, 8);
    r->p += 8;
    return 1;
  case 2:
    if (!varint(r, &f->v) || f->v > (uint64_t)(r->end - r->p)) break;
    f->ptr = r->p;
    f->len = (size_t)f->v;
    r->p += f->len;
    return 1;
  case 5:
    if (r->end - r->p < 4) break;
    r->p += 4;
    return 1;
  default:
    break;
  }
  r->bad = 1;
  return 0;
}

static rd_t sub(const fld_t *f) {
  rd_t r = {f->ptr, f->ptr + f->len, 0};
  return r;
}

static json_t *str_of(const fld_t *f) {
  return json_stringn_nocheck((const char *)f->ptr, f->len);
}

/* ---- the decoded trace --------------------------------------------------------------- */


static json_t *obj_at(json_t *o, const char *k) {
  json_t *v = json_object_get(o, k);
  if (!v) {
    v = json_object();
    json_object_set_new(o, k, v);
  }
  return v;
}

static void ukey(char *k, size_t n, uint64_t v) {
  snprintf(k, n, "%" PRIu64, v);
}

static void descriptor(dec_t *d, const fld_t *f) {
  rd_t r = sub(f), s;
  fld_t x, y;
  json_t *t = json_object();
  char k[32];
  uint64_t uuid = 0;
  while (next(&r, &x)) {
    switch (x.num) {
    case 1: uuid = x.v; break;
    case 2: json_object_set_new(t, "name", str_of(&x)); break;
    case 5: json_object_set_new(t, "parent", json_integer((json_int_t)x.v)); break;
    case 8: json_object_set_new(t, "kind", json_string("counter")); break;
    case 12:
      json_object_set_new(t, "rank", json_integer((json_int_t)(int32_t)x.v));
      break;
    case 3:
    case 4:
      json_object_set_new(t, "kind",
                          json_string(x.num == 3 ? "process" : "thread"));
      s = sub(&x);
      while (next(&s, &y)) {
        if (y.num == 1) json_object_set_new(t, "pid", json_integer((json_int_t)y.v));
        if (y.num == 2 && x.num == 4)
          json_object_set_new(t, "tid", json_integer((json_int_t)y.v));
        if ((x.num == 3 && y.num == 6) || (x.num == 4 && y.num == 5))
          json_object_set_new(t, "name", str_of(&y));
      }
      if (s.bad) r.bad = 1;
      break;
    default: break;
    }
  }
  if (r.bad) d->bad = 1;
  ukey(k, sizeof k, uuid);
  json_object_set_new(d->tracks, k, t);
}

static const char *table_name(uint32_t field) {
  switch (field) {
  case 1: return "cats";
  case 2: return "names";
  case 3: return "anames";
  case 29: return "values";
  default: return NULL;
  }
}

static void interned(json_t *seq, const fld_t *f) {
  rd_t r = sub(f), s;
  fld_t x, y;
  char k[32];
  while (next(&r, &x)) {
    const char *tn = table_name(x.num);
    json_t *name = NULL;
    uint64_t iid = 0;
    if (!tn) continue;
    s = sub(&x);
    while (next(&s, &y)) {
      if (y.num == 1) iid = y.v;
      if (y.num == 2) name = str_of(&y);
    }
    ukey(k, sizeof k, iid);
    json_object_set_new(obj_at(seq, tn), k, name ? name : json_string(""));
  }
}

static const char *lookup(json_t *seq, const char *table, uint64_t iid) {
  char k[32];
  ukey(k, sizeof k, iid);
  return json_string_value(json_object_get(json_object_get(seq, table), k));
}

static json_t *annotation(json_t *seq, const fld_t *f, const char **name) {
  rd_t r = sub(f);
  fld_t x;
  json_t *v = NULL;
  char buf[64];
  *name = "";
  while (next(&r, &x)) {
    switch (x.num) {
    case 1: *name = lookup(seq, "anames", x.v); break;
    case 10: *name = "?"; break;
    case 3: v = json_integer((json_int_t)x.v); break;
    case 4: v = json_integer((json_int_t)(int64_t)x.v); break;
    case 5: {
      double dv;
      memcpy(&dv, &x.v, 8);
      snprintf(buf, sizeof buf, "%.6f", dv);
      v = json_string(buf);
      break;
    }
    case 6: v = str_of(&x); break;
    case 17: {
      const char *s = lookup(seq, "values", x.v);
      v = json_string(s ? s : "<no iid>");
      break;
    }
    default: break;
    }
  }
  if (!*name) *name = "<no name>";
  return v ? v : json_null();
}

/* A slice event, kept to be parsed in trace_processor's order. */
static void pend(dec_t *d, int type, uint64_t track, uint64_t ts, json_t *obj) {
  if (d->npend == d->cpend) {
    size_t cap = d->cpend ? 2 * d->cpend : 1024;
    pend_t *p = realloc(d->pend, cap * sizeof *p);
    if (!p) {
      fprintf(stderr, "pfdecode: out of memory\n");
      exit(2);
    }
    d->pend = p;
    d->cpend = cap;
  }
  d->pend[d->npend].type = type;
  d->pend[d->npend].track = track;
  d->pend[d->npend].ts = ts;
  d->pend[d->npend].pos = d->npend;
  d->pend[d->npend].obj = obj;
  d->npend++;
}

static void track_event(dec_t *d, json_t *seq, uint64_t ts, const fld_t *f) {
  rd_t r = sub(f);
  fld_t x;
  int type = 0;
  uint64_t track = 0, cval = 0;
  json_t *args = json_object(), *out = json_array(), *in = json_array();
  json_t *name = NULL, *cat = NULL;
  while (next(&r, &x)) {
    const char *an;
    json_t *v;
    switch (x.num) {
    case 9: type = (int)x.v; break;
    case 11: track = x.v; break;
    case 10: {
      const char *s = lookup(seq, "names", x.v);
      name = json_string(s ? s : "<no iid>");
      break;
    }
    case 23: name = str_of(&x); break;
    case 3: {
      const char *s = lookup(seq, "cats", x.v);
      cat = json_string(s ? s : "<no iid>");
      break;
    }
    case 4:
      v = annotation(seq, &x, &an);
      json_object_set_new(args, an, v);
      break;
    case 30: cval = x.v; break;
    case 47: json_array_append_new(out, json_integer((json_int_t)x.v)); break;
    case 48: json_array_append_new(in, json_integer((json_int_t)x.v)); break;
    default: break;
    }
  }
  if (r.bad) d->bad = 1;
  if (type == 1 || type == 3) {
    json_t *s = json_object();
    json_object_set_new(s, "track", json_integer((json_int_t)track));
    json_object_set_new(s, "ts", json_integer((json_int_t)ts));
    json_object_set_new(s, "name", name ? name : json_string(""));
    json_object_set_new(s, "cat", cat ? cat : json_string(""));
    json_object_set_new(s, "args", args);
    json_object_set_new(s, "out", out);
    json_object_set_new(s, "in", in);
    if (type == 3) json_object_set_new(s, "dur", json_integer(0));
    pend(d, type, track, ts, s);
    return;
  }
  json_decref(args);
  json_decref(name);
  json_decref(cat);
  if (type == 2) {
    json_t *e = json_object();
    json_object_set_new(e, "out", out);
    json_object_set_new(e, "in", in);
    pend(d, type, track, ts, e);
    return;
  } else if (type == 4) {
    json_t *c = json_object();
    json_object_set_new(c, "track", json_integer((json_int_t)track));
    json_object_set_new(c, "ts", json_integer((json_int_t)ts));
    json_object_set_new(c, "value", json_integer((json_int_t)(int64_t)cval));
    json_array_append_new(d->counters, c);
  }
  json_decref(out);
  json_decref(in);
}

static int pend_order(const void *a, const void *b) {
  const pend_t *x = a, *y = b;
  if (x->ts != y->ts) return x->ts < y->ts ? -1 : 1;
  return x->pos < y->pos ? -1 : x->pos > y->pos;
}

/* The events as trace_processor parses them: sorted by time, file order
 * kept for equal times; a begin opens a slice on its track's stack, an
 * end closes the innermost open one (its flow ids are that slice's), an
 * instant is a slice of no length that opens nothing. */
static void replay(dec_t *d) {
  size_t i, j;
  char k[32];
  qsort(d->pend, d->npend, sizeof *d->pend, pend_order);
  for (i = 0; i < d->npend; i++) {
    pend_t *e = &d->pend[i];
    json_t *st, *s;
    size_t n;
    ukey(k, sizeof k, e->track);
    if (e->type == 3) {
      json_array_append_new(d->slices, e->obj);
      continue;
    }
    if (e->type == 1) {
      st = json_object_get(d->open, k);
      if (!st) json_object_set_new(d->open, k, st = json_array());
      json_array_append_new(st, e->obj);
      continue;
    }
    st = json_object_get(d->open, k);
    n = json_array_size(st);
    if (n == 0) {
      d->bad = 1;
      snprintf(d->why, sizeof d->why, "an end with nothing open on track %s", k);
      json_decref(e->obj);
      continue;
    }
    s = json_incref(json_array_get(st, n - 1));
    json_array_remove(st, n - 1);
    json_object_set_new(s, "dur", json_integer((json_int_t)e->ts -
                                               json_integer_value(json_object_get(s, "ts"))));
    for (j = 0; j < 2; j++) {
      const char *f = j ? "in" : "out";
      json_array_extend(json_object_get(s, f), json_object_get(e->obj, f));
    }
    json_decref(e->obj);
    json_array_append_new(d->slices, s);
  }
  free(d->pend);
  d->pend = NULL;
  d->npend = 0;
}

static void packet(dec_t *d, const fld_t *pf) {
  rd_t r = sub(pf), s, t;
  fld_t x, y, z;
  uint64_t seq = 0, ts = 0, flags = 0;
  int has_ts = 0;
  fld_t te, idata, cs;
  int has_te = 0, has_id = 0, has_cs = 0;
  json_t *sq;
  char k[32];
  while (next(&r, &x)) {
    switch (x.num) {
    case 8: ts = x.v; has_ts = 1; break;
    case 10: seq = x.v; break;
    case 13: flags = x.v; break;
    case 11: te = x; has_te = 1; break;
    case 12: idata = x; has_id = 1; break;
    case 6: cs = x; has_cs = 1; break;
    case 60: descriptor(d, &x); break;
    default: break;
    }
  }
  if (r.bad) d->bad = 1;
  ukey(k, sizeof k, seq);
  if (flags & 1) json_object_set_new(d->seqs, k, json_object());
  sq = obj_at(d->seqs, k);
  if (has_cs) {
    /* clock 6 at t0 ns; clock 64 (us, from 0) */
    s = sub(&cs);
    while (next(&s, &y)) {
      uint64_t id = 0, v = 0, unit = 1;
      if (y.num != 1) continue;
      t = sub(&y);
      while (next(&t, &z)) {
        if (z.num == 1) id = z.v;
        if (z.num == 2) v = z.v;
        if (z.num == 4) unit = z.v;
      }
      if (id == 6) json_object_set_new(sq, "t0", json_integer((json_int_t)v));
      if (id == 64) {
        json_object_set_new(sq, "base", json_integer((json_int_t)v));
        json_object_set_new(sq, "unit", json_integer((json_int_t)unit));
      }
    }
  }
  if (has_id) interned(sq, &idata);
  if (has_te) {
    if (!has_ts) {
      d->bad = 1;
      snprintf(d->why, sizeof d->why, "a track event without timestamp");
      return;
    }
    /* ns of the trace clock */
    ts = (uint64_t)json_integer_value(json_object_get(sq, "t0")) +
         (ts - (uint64_t)json_integer_value(json_object_get(sq, "base"))) *
             (uint64_t)json_integer_value(json_object_get(sq, "unit"));
    track_event(d, sq, ts, &te);
  }
}

int pf_decode(const char *path, dec_t *d) {
  FILE *fp = fopen(path, "rb");
  uint8_t *buf = NULL;
  long n;
  rd_t r;
  fld_t f;
  memset(d, 0, sizeof *d);
  d->tracks = json_object();
  d->seqs = json_object();
  d->open = json_object();
  d->slices = json_array();
  d->counters = json_array();
  if (!fp || fseek(fp, 0, SEEK_END) != 0 || (n = ftell(fp)) < 0) {
    fprintf(stderr, "%s: cannot read\n", path);
    if (fp) fclose(fp);
    return -1;
  }
  rewind(fp);
  buf = malloc((size_t)n + 1);
  if (!buf || fread(buf, 1, (size_t)n, fp) != (size_t)n) {
    fclose(fp);
    free(buf);
    return -1;
  }
  fclose(fp);
  r.p = buf;
  r.end = buf + n;
  r.bad = 0;
  while (next(&r, &f)) {
    if (f.num == 1 && f.wt == 2) packet(d, &f);
  }
  if (r.bad) {
    d->bad = 1;
    snprintf(d->why, sizeof d->why, "damaged at byte %ld", (long)(r.p - buf));
  }
  free(buf);
  replay(d);
  return d->bad ? -1 : 0;
}

void pf_dec_close(dec_t *d) {
  json_decref(d->tracks);
  json_decref(d->seqs);
  json_decref(d->open);
  json_decref(d->slices);
  json_decref(d->counters);
}


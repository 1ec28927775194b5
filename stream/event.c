/* Steps inside TensorBoard Event records.  See event.h. */
#include "event.h"

#include <string.h>

#include "common.h"

enum { K_EVENT, K_TAGGED, K_SUMMARY, K_VALUE, K_SMETA, K_PLUGIN, K_TENSOR };
enum { ST_TAG, ST_VARINT, ST_LEN, ST_FIXED, ST_BYTES };
enum {
  CAP_NONE, CAP_WALL, CAP_STEP, CAP_TTAG, CAP_VTAG, CAP_PLUGIN
};

static const char *const kind_name[] = {
  "Event", "TaggedRunMetadata", "Summary", "Summary.Value",
  "SummaryMetadata", "PluginData", "TensorProto"
};

#define EERR(e, code, at, ...) \
  sl__err((e)->err, (code), (e)->base + (at), __VA_ARGS__)

void sl__event_init(sl_event_t *e, uint64_t base, uint64_t total,
                    sl_plugin_fn plugin_of, void *ud, sl_error_t *err) {
  memset(e, 0, sizeof *e);
  e->err = err;
  e->plugin_of = plugin_of;
  e->ud = ud;
  e->base = base;
  e->total = total;
  e->fr[0].kind = K_EVENT;
  e->fr[0].end = total;
}

static int add_step(sl_event_t *e, const char *tag, size_t tag_n,
                    uint64_t off, uint64_t len, int tf2) {
  sl_event_step_t *s;
  if (e->nsteps == SL_EV_MAXSTEPS)
    return EERR(e, SL_EFORMAT, e->pos,
                "an Event holds more than %d run metadata values",
                SL_EV_MAXSTEPS);
  s = &e->steps[e->nsteps++];
  memset(s, 0, sizeof *s);
  s->off = e->base + off;
  s->len = len;
  memcpy(s->tag, tag, tag_n);
  s->tag[tag_n] = '\0';
  s->tag_len = tag_n;
  s->tf2 = tf2;
  return 0;
}

/* Closes the messages that end at the current position. */
static int pop_frames(sl_event_t *e) {
  while (e->depth > 0 && e->pos == e->fr[e->depth].end) {
    int kind = e->fr[e->depth].kind, rc;
    e->depth--;
    if (kind == K_VALUE) {
      rc = e->plugin_of(e->ud, e->vtag, e->vtag_len,
                        e->has_plugin ? e->plugin : NULL, e->plugin_len,
                        e->has_plugin);
      if (rc < 0) return rc;
      if (rc == 1 && e->have_sv) {
        rc = add_step(e, e->vtag, e->vtag_len, e->sv_off, e->sv_len, 1);
        if (rc) return rc;
      }
    } else if (kind == K_TAGGED && e->have_rm) {
      rc = add_step(e, e->ttag, e->ttag_len, e->rm_off, e->rm_len, 0);
      if (rc) return rc;
    }
  }
  return 0;
}

/* The message a length-delimited field opens, or -1 for a leaf. */
static int nested(int kind, uint32_t field) {
  switch (kind) {
  case K_EVENT:
    return field == 5 ? K_SUMMARY : field == 8 ? K_TAGGED : -1;
  case K_SUMMARY: return field == 1 ? K_VALUE : -1;
  case K_VALUE: return field == 8 ? K_TENSOR : field == 9 ? K_SMETA : -1;
  case K_SMETA: return field == 1 ? K_PLUGIN : -1;
  default: return -1;
  }
}

static int on_len(sl_event_t *e, uint64_t len) {
  int kind = e->fr[e->depth].kind, sub;
  uint64_t end = e->fr[e->depth].end;
  if (len > end - e->pos)
    return EERR(e, e->depth == 0 || end >= e->total ? SL_ETRUNC : SL_EFORMAT,
                e->elem_start,
                "field %u of a %s claims %llu bytes but only %llu remain in "
                "it", e->field, kind_name[kind], (unsigned long long)len,
                (unsigned long long)(end - e->pos));
  sub = nested(kind, e->field);
  if (sub >= 0) {
    if (e->depth + 1 >= SL_EV_MAXDEPTH)
      return EERR(e, SL_EFORMAT, e->elem_start, "messages nested too deep");
    e->depth++;
    e->fr[e->depth].kind = (uint8_t)sub;
    e->fr[e->depth].end = e->pos + len;
    if (sub == K_VALUE) {
      e->vtag_len = e->plugin_len = 0;
      e->has_plugin = e->have_sv = 0;
    } else if (sub == K_TAGGED) {
      e->ttag_len = 0;
      e->have_rm = 0;
    }
    e->state = ST_TAG;
    return pop_frames(e);  /* an empty message ends where it starts */
  }
  e->capture = CAP_NONE;
  if (kind == K_TAGGED && e->field == 1) {
    e->capture = CAP_TTAG;
    e->ttag_len = 0;
  } else if (kind == K_TAGGED && e->field == 2) {
    e->have_rm = 1;
    e->rm_off = e->pos;
    e->rm_len = len;
  } else if (kind == K_VALUE && e->field == 1) {
    e->capture = CAP_VTAG;
    e->vtag_len = 0;
  } else if (kind == K_PLUGIN && e->field == 1) {
    e->capture = CAP_PLUGIN;
    e->plugin_len = 0;
    e->has_plugin = 1;
  } else if (kind == K_TENSOR && e->field == 8 && !e->have_sv) {
    e->have_sv = 1;
    e->sv_off = e->pos;
    e->sv_len = len;
  }
  e->need = len;
  e->state = len ? ST_BYTES : ST_TAG;
  return 0;
}

static void capture(sl_event_t *e, const uint8_t *p, size_t k) {
  char *dst;
  size_t *len, cap;
  switch (e->capture) {
  case CAP_TTAG: dst = e->ttag; len = &e->ttag_len; cap = SL_TAG_MAX - 1; break;
  case CAP_VTAG: dst = e->vtag; len = &e->vtag_len; cap = SL_TAG_MAX - 1; break;
  case CAP_PLUGIN:
    dst = e->plugin; len = &e->plugin_len; cap = sizeof e->plugin - 1;
    break;
  default: return;
  }
  /* Longer names are cut; a cut plugin name matches nothing. */
  if (*len < cap) {
    size_t take = k < cap - *len ? k : cap - *len;
    memcpy(dst + *len, p, take);
    *len += take;
    dst[*len] = '\0';
  }
}

int sl__event_feed(sl_event_t *e, const uint8_t *p, size_t n) {
  size_t i = 0;
  int rc;
  while (i < n) {
    switch (e->state) {
    case ST_TAG:
    case ST_VARINT:
    case ST_LEN: {
      uint8_t b;
      if (e->state == ST_TAG && e->vn == 0) {
        rc = pop_frames(e);
        if (rc) return rc;
        e->elem_start = e->pos;
      }
      if (e->vn == 0) {
        e->v = 0;
        e->shift = 0;
      }
      b = p[i++];
      e->pos++;
      e->vn++;
      if (e->shift < 64) e->v |= (uint64_t)(b & 0x7f) << e->shift;
      e->shift += 7;
      if (b & 0x80) {
        if (e->vn == 10)
          return EERR(e, SL_EFORMAT, e->elem_start,
                      "expected a varint in a %s, found more than 10 bytes "
                      "with the continuation bit set",
                      kind_name[e->fr[e->depth].kind]);
        break;
      }
      e->vn = 0;
      if (e->pos > e->fr[e->depth].end)
        return EERR(e, SL_EFORMAT, e->elem_start,
                    "a field crosses the end of its %s",
                    kind_name[e->fr[e->depth].kind]);
      if (e->state == ST_VARINT) {
        if (e->capture == CAP_STEP) e->step = (int64_t)e->v;
        e->state = ST_TAG;
      } else if (e->state == ST_LEN) {
        rc = on_len(e, e->v);
        if (rc) return rc;
      } else {
        int kind = e->fr[e->depth].kind;
        e->field = (uint32_t)(e->v >> 3);
        e->wire = (uint32_t)(e->v & 7);
        e->capture = CAP_NONE;
        if (e->field == 0)
          return EERR(e, SL_EFORMAT, e->elem_start,
                      "expected a field tag in a %s, found field number 0",
                      kind_name[kind]);
        switch (e->wire) {
        case 0:
          if (kind == K_EVENT && e->field == 2) e->capture = CAP_STEP;
          e->state = ST_VARINT;
          break;
        case 1:
        case 5:
          if (kind == K_EVENT && e->field == 1 && e->wire == 1)
            e->capture = CAP_WALL;
          e->need = e->wire == 1 ? 8 : 4;
          e->fn = 0;
          e->state = ST_FIXED;
          break;
        case 2: e->state = ST_LEN; break;
        default:
          return EERR(e, SL_EFORMAT, e->elem_start,
                      "expected a field tag in a %s, found wire type %u",
                      kind_name[kind], e->wire);
        }
        if (e->state == ST_FIXED && e->need > e->fr[e->depth].end - e->pos)
          return EERR(e, SL_EFORMAT, e->elem_start,
                      "a fixed-size field runs past the end of its %s",
                      kind_name[kind]);
      }
      break;
    }
    case ST_FIXED: {
      size_t k = n - i;
      if ((uint64_t)k > e->need) k = (size_t)e->need;
      if (e->capture == CAP_WALL) memcpy(e->fixed + e->fn, p + i, k);
      e->fn += (int)k;
      i += k;
      e->pos += k;
      e->need -= k;
      if (e->need == 0) {
        if (e->capture == CAP_WALL) {
          uint64_t bits = 0;
          int j;
          for (j = 7; j >= 0; j--) bits = bits << 8 | e->fixed[j];
          memcpy(&e->wall_time, &bits, 8);
        }
        e->state = ST_TAG;
      }
      break;
    }
    case ST_BYTES: {
      size_t k = n - i;
      if ((uint64_t)k > e->need) k = (size_t)e->need;
      if (e->capture != CAP_NONE) capture(e, p + i, k);
      i += k;
      e->pos += k;
      e->need -= k;
      if (e->need == 0) e->state = ST_TAG;
      break;
    }
    }
  }
  return 0;
}

int sl__event_finish(sl_event_t *e) {
  int rc, i;
  if (e->state != ST_TAG || e->vn != 0)
    return EERR(e, SL_ETRUNC, e->pos,
                "the Event ends inside field %u of a %s", e->field,
                kind_name[e->fr[e->depth].kind]);
  rc = pop_frames(e);
  if (rc) return rc;
  if (e->depth > 0 || e->pos != e->total)
    return EERR(e, SL_ETRUNC, e->pos, "the Event ends inside a %s",
                kind_name[e->fr[e->depth].kind]);
  for (i = 0; i < e->nsteps; i++) {
    e->steps[i].step = e->step;
    e->steps[i].wall_time = e->wall_time;
  }
  return e->nsteps;
}

/* TensorBoard events files.  See tfevents.h and format.h. */
#include "stream/format/tfevents.h"

#include <stdlib.h>
#include <string.h>

#include "stream/common.h"
#include "stream/record/crc32c.h"
#include "stream/record/frame.h"

/* ---- one Event -------------------------------------------------------------------- */

enum { K_EVENT, K_TAGGED, K_SUMMARY, K_VALUE, K_SMETA, K_PLUGIN, K_TENSOR,
       K_KINDS };

static const char *const kinds[K_KINDS] = {
    "Event", "TaggedRunMetadata", "Summary", "Summary.Value",
    "SummaryMetadata", "PluginData", "TensorProto"};

#define D(sub) {SL_WIRE_DESCEND, 2, sub, 0, 0}
#define TAG(lim) {SL_WIRE_BYTES, 2, K_VALUE, 1, lim}
#define SPAN {SL_WIRE_SPAN, 2, 0, 0, 0}
static const sl_wire_rule_t rules[K_KINDS][SL_WIRE_FIELDS] = {
    [K_EVENT] = {[1] = {SL_WIRE_VALUE, 1, 0, 0, 0},
                 [2] = {SL_WIRE_VALUE, 0, 0, 0, 0},
                 [5] = D(K_SUMMARY), [8] = D(K_TAGGED)},
    [K_TAGGED] = {[1] = TAG(SL_TAG_MAX - 1), [2] = SPAN},
    [K_SUMMARY] = {[1] = D(K_VALUE)},
    [K_VALUE] = {[1] = TAG(SL_TAG_MAX - 1), [8] = D(K_TENSOR),
                 [9] = D(K_SMETA)},
    [K_SMETA] = {[1] = D(K_PLUGIN)},
    [K_PLUGIN] = {[1] = TAG(63)},
    [K_TENSOR] = {[8] = SPAN},
};
#undef D
#undef TAG
#undef SPAN

static const sl_wire_schema_t schema = {kinds, rules, -1, -1};

static int add_step(sl_event_t *e, const char *tag, size_t tag_n,
                    uint64_t off, uint64_t len, int tf2) {
  sl_event_step_t *s;
  if (e->nsteps == SL_EV_MAXSTEPS)
    return sl__err(e->wire.err, SL_EFORMAT, e->wire.base + e->wire.pos,
                   "an Event holds more than %d run metadata values",
                   SL_EV_MAXSTEPS);
  s = &e->steps[e->nsteps++];
  memset(s, 0, sizeof *s);
  s->off = off;
  s->len = len;
  memcpy(s->tag, tag, tag_n);
  s->tag[tag_n] = '\0';
  s->tag_len = tag_n;
  s->tf2 = tf2;
  return 0;
}

static int ev_open(void *ud, int kind, uint64_t index) {
  sl_event_t *e = ud;
  (void)index;
  if (kind == K_VALUE) {
    e->vtag_len = e->plugin_len = 0;
    e->has_plugin = e->have_sv = 0;
  } else if (kind == K_TAGGED) {
    e->ttag_len = 0;
    e->have_rm = 0;
  }
  return 0;
}

static int ev_close(void *ud, int kind, uint64_t hot) {
  sl_event_t *e = ud;
  int rc;
  (void)hot;
  if (kind == K_VALUE) {
    rc = e->plugin_of(e->ud, e->vtag, e->vtag_len,
                      e->has_plugin ? e->plugin : NULL, e->plugin_len,
                      e->has_plugin);
    if (rc < 0) return rc;
    if (rc == 1 && e->have_sv)
      return add_step(e, e->vtag, e->vtag_len, e->sv_off, e->sv_len, 1);
  } else if (kind == K_TAGGED && e->have_rm) {
    return add_step(e, e->ttag, e->ttag_len, e->rm_off, e->rm_len, 0);
  }
  return 0;
}

/* Tags and the plugin name: a later occurrence replaces an earlier one,
 * longer ones are cut (a cut plugin name matches nothing). */
static int ev_bytes(void *ud, int kind, uint32_t field, const uint8_t *p,
                    size_t n, uint64_t off, uint64_t index) {
  sl_event_t *e = ud;
  char *dst = kind == K_TAGGED ? e->ttag : kind == K_VALUE ? e->vtag
                                                            : e->plugin;
  size_t *len = kind == K_TAGGED ? &e->ttag_len
                : kind == K_VALUE ? &e->vtag_len
                                  : &e->plugin_len;
  (void)field;
  (void)off;
  (void)index;
  if (n) memcpy(dst, p, n);
  dst[n] = '\0';
  *len = n;
  if (kind == K_PLUGIN) e->has_plugin = 1;
  return 0;
}

static int ev_span(void *ud, int kind, uint32_t field, uint64_t off,
                   uint64_t len) {
  sl_event_t *e = ud;
  (void)field;
  if (kind == K_TAGGED) {
    e->have_rm = 1;
    e->rm_off = off;
    e->rm_len = len;
  } else if (!e->have_sv) {  /* the first string_val */
    e->have_sv = 1;
    e->sv_off = off;
    e->sv_len = len;
  }
  return 0;
}

static int ev_value(void *ud, int kind, uint32_t field, uint64_t v) {
  sl_event_t *e = ud;
  (void)kind;
  if (field == 2) e->step = (int64_t)v;
  else memcpy(&e->wall_time, &v, 8);
  return 0;
}

void sl__event_init(sl_event_t *e, uint64_t base, uint64_t total,
                    sl_plugin_fn plugin_of, void *ud, sl_error_t *err) {
  sl_wire_cb_t cb;
  memset(e, 0, sizeof *e);
  e->plugin_of = plugin_of;
  e->ud = ud;
  memset(&cb, 0, sizeof cb);
  cb.ud = e;
  cb.open = ev_open;
  cb.close = ev_close;
  cb.bytes = ev_bytes;
  cb.span = ev_span;
  cb.value = ev_value;
  sl__wire_init(&e->wire, &schema, K_EVENT, base, total, &cb, err);
}

int sl__event_feed(sl_event_t *e, const uint8_t *p, size_t n) {
  int rc = sl__wire_feed(&e->wire, p, n);
  if (rc) e->failed = 1;
  return rc;
}

int sl__event_finish(sl_event_t *e) {
  int rc = sl__wire_finish(&e->wire), i;
  if (rc) return rc;
  for (i = 0; i < e->nsteps; i++) {
    e->steps[i].step = e->step;
    e->steps[i].wall_time = e->wall_time;
  }
  return e->nsteps;
}

void sl__event_close(sl_event_t *e) { sl__wire_close(&e->wire); }

/* ---- the format ------------------------------------------------------------------- */

static int is_tfrecord(const uint8_t *p, size_t n) {
  uint32_t stored;
  if (n < SL_TFRECORD_HEAD) return 0;
  stored = (uint32_t)p[8] | (uint32_t)p[9] << 8 | (uint32_t)p[10] << 16 |
           (uint32_t)p[11] << 24;
  return sl__crc32c_mask(sl__crc32c(0, p, 8)) == stored;
}

static int tfevents_sniff(const uint8_t *p, size_t n, uint64_t total,
                          int more, const sl_options_t *opt, int forced,
                          sl_sniff_t *s, sl_error_t *err) {
  int may_wait = more;
  (void)total;
  (void)opt;
  s->format = SL_FORMAT_TFEVENTS;
  if (forced) {
    if (may_wait || n == 0 || is_tfrecord(p, n)) return 100;
    return sl__err(err, SL_EFORMAT, 0,
                   "expected a TFRecord header (--input-format=tfevents): "
                   "the masked CRC-32C of the first 8 bytes does not match "
                   "the next 4");
  }
  if (may_wait && n < SL_TFRECORD_HEAD) return SL_SNIFF_MORE;
  return is_tfrecord(p, n) ? 100 : 0;
}

typedef struct tfev_s {
  const sl_fmt_env_t *env;
  sl_frame_t fr;
  sl_event_t ev;           /* in place: the Event being read           */
  char **rm_tags;          /* tags whose plugin is graph_run_metadata   */
  size_t n_rm_tags, cap_rm_tags;
} tfev_t;

/* TF2 tag -> plugin memory. */
static int plugin_of(void *ud, const char *tag, size_t tag_n,
                     const char *plugin, size_t plugin_n, int has_plugin) {
  tfev_t *t = ud;
  size_t i;
  for (i = 0; i < t->n_rm_tags; i++)
    if (strlen(t->rm_tags[i]) == tag_n && memcmp(t->rm_tags[i], tag, tag_n) == 0)
      break;
  if (!has_plugin) return i < t->n_rm_tags;
  if (plugin_n == 18 && memcmp(plugin, "graph_run_metadata", 18) == 0) {
    if (i == t->n_rm_tags) {
      char *copy;
      if (t->n_rm_tags == t->cap_rm_tags) {
        size_t cap = t->cap_rm_tags ? 2 * t->cap_rm_tags : 8;
        char **nt = realloc(t->rm_tags, cap * sizeof *nt);
        if (!nt) return sl__err(t->env->err, SL_ENOMEM, 0, "out of memory");
        t->rm_tags = nt;
        t->cap_rm_tags = cap;
      }
      copy = malloc(tag_n + 1);
      if (!copy) return sl__err(t->env->err, SL_ENOMEM, 0, "out of memory");
      memcpy(copy, tag, tag_n);
      copy[tag_n] = '\0';
      t->rm_tags[t->n_rm_tags++] = copy;
    }
    return 1;
  }
  /* The tag now names another plugin: forget it. */
  if (i < t->n_rm_tags) {
    free(t->rm_tags[i]);
    t->rm_tags[i] = t->rm_tags[--t->n_rm_tags];
  }
  return 0;
}

/* The steps of an Event read whole: bytes of `src` at `base` (in place),
 * or of the record held at `data` (transient). */
static int emit_steps(tfev_t *t, sl_event_t *e, int64_t record,
                      const sl_record_t *r) {
  const sl_fmt_env_t *env = t->env;
  int n = sl__event_finish(e), i, rc = 0;
  if (n < 0) return sl__fmt_damage(env, n, record);
  for (i = 0; i < n && rc == 0; i++) {
    const sl_event_step_t *es = &e->steps[i];
    sl_source_t mem;
    sl_step_ref_t ref;
    if (r) {
      sl__source_mem(&mem, env->named->name,
                     r->data + (es->off - r->data_off), es->len);
      sl__ref_init(&ref, &mem, 0, es->len, es->off, SL_TOP_RUNMETA);
      ref.transient = 1;
    } else {
      sl__ref_init(&ref, env->src, es->off, es->len, es->off,
                   SL_TOP_RUNMETA);
    }
    ref.record = record;
    ref.has_meta = 1;
    ref.tag = es->tag;
    ref.tag_len = es->tag_len;
    ref.step = es->step;
    ref.wall_time = es->wall_time;
    rc = env->emit(env->ud, &ref);
  }
  return rc;
}

/* Records held whole (a stream, gzip data, bytes taken in place). */
static int held_end(void *ud, const sl_record_t *r) {
  tfev_t *t = ud;
  sl_event_t e;
  int rc;
  t->env->info->records++;
  sl__event_init(&e, r->data_off, r->len, plugin_of, t, t->env->err);
  rc = sl__event_feed(&e, r->data, (size_t)r->len);
  rc = rc ? sl__fmt_damage(t->env, rc, r->index) : emit_steps(t, &e, r->index, r);
  sl__event_close(&e);
  return rc;
}

/* Records of a re-readable source: the Event is parsed as its bytes pass
 * (the CRC check needs them all anyway), and its steps are ranges of the
 * source. */
static int ev_begin(void *ud, const sl_record_t *r) {
  tfev_t *t = ud;
  sl__event_close(&t->ev);
  sl__event_init(&t->ev, r->data_off, r->len, plugin_of, t, t->env->err);
  return 0;
}

static int ev_data(void *ud, const uint8_t *p, size_t n) {
  tfev_t *t = ud;
  int rc;
  if (t->ev.failed) return 0;
  rc = sl__event_feed(&t->ev, p, n);
  /* A malformed Event stops being parsed; the CRC check still decides
   * whether the record is damaged (reported at its end). */
  return rc == SL_ENOMEM ? rc : 0;
}

static int ev_end(void *ud, const sl_record_t *r) {
  tfev_t *t = ud;
  t->env->info->records++;
  if (t->ev.failed) return sl__fmt_damage(t->env, SL_EFORMAT, r->index);
  return emit_steps(t, &t->ev, r->index, NULL);
}

static int on_corrupt(void *ud, const sl_error_t *what) {
  tfev_t *t = ud;
  if (t->env->warn) t->env->warn(t->env->ud, what);
  return 0;
}

static int tfevents_open(void **self, const sl_fmt_env_t *env) {
  tfev_t *t = calloc(1, sizeof *t);
  sl_frame_cb_t cb;
  *self = t;
  if (!t) return sl__err(env->err, SL_ENOMEM, 0, "out of memory");
  t->env = env;
  memset(&cb, 0, sizeof cb);
  cb.ud = t;
  cb.corrupt = on_corrupt;
  if (env->src) {
    /* Read in place, never held: no --max-record; a length past the end
     * of the file is truncation. */
    cb.begin = ev_begin;
    cb.data = ev_data;
    cb.end = ev_end;
    sl__frame_init(&t->fr, SL_FRAME_TFRECORD, 0, 0, env->opt->skip_corrupt,
                   UINT64_MAX, &cb, env->err);
  } else {
    cb.end = held_end;
    sl__frame_init(&t->fr, SL_FRAME_TFRECORD, 0, 1, env->opt->skip_corrupt,
                   env->opt->max_record, &cb, env->err);
  }
  return 0;
}

static int tfevents_feed(void *self, const uint8_t *p, size_t n,
                         uint64_t *skip) {
  (void)skip;
  return sl__frame_feed(&((tfev_t *)self)->fr, p, n);
}

static int tfevents_take(void *self, const uint8_t *p, size_t n, size_t want,
                         size_t *used, int *wait) {
  return sl__frame_feed_in_place(&((tfev_t *)self)->fr, p, n, want, used,
                                 wait);
}

static uint64_t tfevents_pending(const void *self) {
  const tfev_t *t = self;
  return (uint64_t)t->fr.blen + (uint64_t)t->fr.hn;
}

static void tfevents_expect(void *self, uint64_t n) {
  sl__frame_expect(&((tfev_t *)self)->fr, n);
}

static int tfevents_finish(void *self) {
  return sl__frame_finish(&((tfev_t *)self)->fr);
}

static void tfevents_close(void *self) {
  tfev_t *t = self;
  size_t i;
  if (!t) return;
  sl__frame_close(&t->fr);
  sl__event_close(&t->ev);
  for (i = 0; i < t->n_rm_tags; i++) free(t->rm_tags[i]);
  free(t->rm_tags);
  free(t);
}

const sl_format_ops_t sl__fmt_tfevents = {
    "tfevents",      tfevents_sniff,   tfevents_open,   tfevents_feed,
    tfevents_take,   tfevents_pending, tfevents_expect, tfevents_finish,
    tfevents_close};

/* The XSpace wire reader: detection, the decoding rules of the format
 * (fields in any order, the last of a repeated singular field, the
 * value oneofs, map entries keyed by their key, unknown ids), stat views
 * and errors with their offsets. */
#include "stream/format/xspace.h"

#include "buf.h"
#include "test.h"

static void fu(tbuf_t *b, uint32_t field, uint64_t v) {
  tbuf_varint(b, (uint64_t)field << 3);
  tbuf_varint(b, v);
}

static void fs(tbuf_t *b, uint32_t field, const char *s) {
  tbuf_field(b, field, s, strlen(s));
}

static void fm(tbuf_t *b, uint32_t field, const tbuf_t *m) {
  tbuf_field(b, field, m->p, m->n);
}

/* A map entry {1: key, 2: value}. */
static void entry(tbuf_t *b, uint32_t field, uint64_t key, const tbuf_t *v) {
  tbuf_t e = {0};
  fu(&e, 1, key);
  fm(&e, 2, v);
  fm(b, field, &e);
  free(e.p);
}

static void stat_meta(tbuf_t *plane, uint64_t id, const char *name) {
  tbuf_t v = {0};
  fu(&v, 1, id + 1000); /* the value's own id is ignored */
  fs(&v, 2, name);
  entry(plane, 5, id, &v);
  free(v.p);
}

/* A plane of one line and its tables, built field by field (tables
 * after the lines, as profilers write them). */
static void build(tbuf_t *space) {
  tbuf_t plane = {0}, line = {0}, ev = {0}, st = {0}, v = {0};
  fs(&plane, 2, "/device:GPU:0");
  fu(&plane, 1, 7);
  /* line: id 3, then events, then its display name */
  fu(&line, 1, 3);
  fs(&line, 2, "Stream #3");
  fu(&line, 3, 1000);
  /* event 1: metadata 1, offset 5 then num_occurrences (the oneof's
   * last wins: offset 0), duration 10, a str stat and a ref stat */
  fu(&ev, 1, 1);
  fu(&ev, 2, 5);
  fu(&ev, 5, 2);
  fu(&ev, 3, 10);
  fu(&st, 1, 20);
  fs(&st, 5, "own");
  fm(&ev, 4, &st);
  st.n = 0;
  fu(&st, 1, 21);
  fu(&st, 7, 22); /* ref: the name of stat metadata 22 */
  fm(&ev, 4, &st);
  fm(&line, 4, &ev);
  /* event 2: an unknown metadata id, a stat of an unknown key, an int64
   * given twice (the last wins) and a double */
  ev.n = 0;
  fu(&ev, 1, 99);
  fu(&ev, 2, 30);
  st.n = 0;
  fu(&st, 1, 77);
  fu(&st, 4, 5);
  fu(&st, 4, (uint64_t)-3);
  fm(&ev, 4, &st);
  st.n = 0;
  fu(&st, 1, 23);
  tbuf_varint(&st, 2 << 3 | 1);
  tbuf_put(&st, "\0\0\0\0\0\0\xf8\x3f", 8); /* 1.5 */
  fm(&ev, 4, &st);
  fm(&line, 4, &ev);
  fs(&line, 11, "Compute");
  fm(&plane, 3, &line);
  /* event metadata 1: name, display name, a stat the event's replaces */
  fu(&v, 1, 1);
  fs(&v, 2, "kernel_a");
  fs(&v, 4, "a");
  st.n = 0;
  fu(&st, 1, 20);
  fs(&st, 5, "meta");
  fm(&v, 5, &st);
  st.n = 0;
  fu(&st, 1, 23);
  fu(&st, 3, 9);
  fm(&v, 5, &st);
  entry(&plane, 4, 1, &v);
  /* stat metadata, one of them twice: the later entry replaces */
  stat_meta(&plane, 20, "first");
  stat_meta(&plane, 20, "tf_op");
  stat_meta(&plane, 21, "kind");
  stat_meta(&plane, 22, "MatMul");
  stat_meta(&plane, 23, "ratio");
  space->n = 0;
  fm(space, 1, &plane);
  fs(space, 4, "host7");
  fs(space, 4, "other");
  free(plane.p);
  free(line.p);
  free(ev.p);
  free(st.p);
  free(v.p);
}

static void test_read(void) {
  tbuf_t sp = {0};
  sl_xs_file_t f;
  sl_xs_plane_t pl;
  sl_xs_events_t it;
  sl_xs_event_t ev;
  sl_xs_stat_t *view = NULL;
  size_t cap = 0;
  sl_error_t err;
  int64_t n;
  build(&sp);
  CHECK_INT(sl__xs_sniff(sp.p, sp.n, sp.n), 1);
  CHECK_INT(sl__xs_open(&f, sp.p, sp.n, &err), 0);
  CHECK_INT(f.nplanes, 1);
  CHECK_STR(f.host.p, f.host.n, "host7"); /* hostnames[0] */
  sl__xs_plane_init(&pl);
  CHECK_INT(sl__xs_plane_load(&pl, &f, 0), 0);
  CHECK_INT(pl.id, 7);
  CHECK_STR(pl.name.p, pl.name.n, "/device:GPU:0");
  CHECK_INT(pl.nlines, 1);
  CHECK_INT(pl.lines[0].nevents, 2);
  CHECK_STR(pl.lines[0].display_name.p, pl.lines[0].display_name.n,
            "Compute");
  CHECK_INT(pl.lines[0].timestamp_ns, 1000);
  sl__xs_events_init(&it, &pl, &pl.lines[0]);
  CHECK_INT(sl__xs_events_next(&it, &ev), 1);
  CHECK_INT(ev.offset_ps, 0); /* num_occurrences came last */
  CHECK_INT(ev.duration_ps, 10);
  CHECK(ev.meta != NULL);
  if (ev.meta) {
    CHECK_STR(ev.meta->name.p, ev.meta->name.n, "kernel_a");
    CHECK_STR(ev.meta->display.p, ev.meta->display.n, "a");
  }
  /* The view: metadata stats (tf_op "meta", ratio 9), then the event's:
   * tf_op "own" in place, kind = ref "MatMul". */
  n = sl__xs_view(&pl, &ev, &view, &cap);
  CHECK_INT(n, 3);
  if (n == 3) {
    CHECK_STR(view[0].key.p, view[0].key.n, "tf_op");
    CHECK_STR(view[0].v.s.p, view[0].v.s.n, "own");
    CHECK_STR(view[1].key.p, view[1].key.n, "ratio");
    CHECK_INT(view[1].kind, SL_XS_UINT);
    CHECK_INT(view[1].v.u, 9);
    CHECK_STR(view[2].key.p, view[2].key.n, "kind");
    CHECK_INT(view[2].kind, SL_XS_REF);
    CHECK_STR(view[2].v.s.p, view[2].v.s.n, "MatMul");
  }
  CHECK_INT(sl__xs_events_next(&it, &ev), 1);
  CHECK(ev.meta == NULL); /* id 99 is not in the table */
  CHECK_INT(ev.offset_ps, 30);
  n = sl__xs_view(&pl, &ev, &view, &cap);
  CHECK_INT(n, 2);
  if (n == 2) {
    CHECK_INT(view[0].key.n, 0); /* unknown key */
    CHECK_INT(view[0].kind, SL_XS_INT);
    CHECK_INT(view[0].v.i, -3);
    CHECK_INT(view[1].kind, SL_XS_DOUBLE);
    CHECK(view[1].v.d == 1.5);
  }
  CHECK_INT(sl__xs_events_next(&it, &ev), 0);
  sl__xs_plane_close(&pl);
  sl__xs_close(&f);
  free(view);
  free(sp.p);
}

/* Lines read up to their events, completed by the walk that reaches
 * their ends; lines taken from an earlier load; a line whose id and
 * time follow its events (the walk says so). */
static void test_partial(void) {
  tbuf_t sp = {0}, late = {0}, plane = {0}, line = {0}, ev = {0};
  sl_xs_file_t f;
  sl_xs_plane_t pl;
  sl_xs_events_t it;
  sl_xs_event_t e;
  sl_xs_line_t known;
  sl_error_t err;
  build(&sp);
  CHECK_INT(sl__xs_open(&f, sp.p, sp.n, &err), 0);
  sl__xs_plane_init(&pl);
  CHECK_INT(sl__xs_plane_load_partial(&pl, &f, 0), 0);
  CHECK_INT(pl.nlines, 1);
  CHECK_INT(pl.lines[0].partial, 1);
  CHECK_INT(pl.lines[0].nevents, 0);
  CHECK_INT(pl.lines[0].id, 3);
  CHECK_INT(pl.lines[0].display_name.n, 0); /* after the events */
  sl__xs_events_init(&it, &pl, &pl.lines[0]);
  sl__xs_events_fill(&it, &pl.lines[0]);
  CHECK_INT(sl__xs_events_next(&it, &e), 1);
  CHECK_INT(pl.lines[0].partial, 1);
  CHECK_INT(sl__xs_events_next(&it, &e), 1);
  CHECK_INT(sl__xs_events_next(&it, &e), 0);
  CHECK_INT(pl.lines[0].partial, 0);
  CHECK_INT(pl.lines[0].late, 0);
  CHECK_INT(pl.lines[0].nevents, 2);
  CHECK_STR(pl.lines[0].display_name.p, pl.lines[0].display_name.n,
            "Compute");
  /* Taken from the whole line; a partial one is read again. */
  known = pl.lines[0];
  CHECK_INT(sl__xs_plane_load_known(&pl, &f, 0, &known, 1), 0);
  CHECK_INT(pl.lines[0].nevents, 2);
  CHECK(pl.lines[0].display_name.p == known.display_name.p);
  known.partial = 1;
  known.nevents = 77;
  CHECK_INT(sl__xs_plane_load_known(&pl, &f, 0, &known, 1), 0);
  CHECK_INT(pl.lines[0].nevents, 2);
  CHECK_INT(sl__xs_plane_load_known(&pl, &f, 0, NULL, 0), 0);
  CHECK_INT(pl.lines[0].nevents, 2);
  /* sl__xs_line_finish completes a line no walk has read. */
  CHECK_INT(sl__xs_plane_load_partial(&pl, &f, 0), 0);
  CHECK_INT(sl__xs_line_finish(&pl, &pl.lines[0]), 0);
  CHECK_INT(pl.lines[0].partial, 0);
  CHECK_INT(pl.lines[0].nevents, 2);
  sl__xs_close(&f);
  /* id and time after the events: known only at the end, and late. */
  fu(&ev, 1, 1);
  fu(&ev, 2, 5);
  fm(&line, 4, &ev);
  fm(&line, 4, &ev);
  fu(&line, 1, 9);
  fu(&line, 3, 2000);
  fm(&plane, 3, &line);
  fm(&late, 1, &plane);
  CHECK_INT(sl__xs_open(&f, late.p, late.n, &err), 0);
  CHECK_INT(sl__xs_plane_load_partial(&pl, &f, 0), 0);
  CHECK_INT(pl.lines[0].id, 0);
  CHECK_INT(sl__xs_line_finish(&pl, &pl.lines[0]), 0);
  CHECK_INT(pl.lines[0].late, 1);
  CHECK_INT(pl.lines[0].id, 9);
  CHECK_INT(pl.lines[0].timestamp_ns, 2000);
  CHECK_INT(pl.lines[0].nevents, 2);
  sl__xs_plane_close(&pl);
  sl__xs_close(&f);
  free(sp.p);
  free(late.p);
  free(plane.p);
  free(line.p);
  free(ev.p);
}

/* Damage: one error, with the offset where the bytes stop fitting. */
static void test_errors(void) {
  tbuf_t sp = {0}, b = {0};
  sl_xs_file_t f;
  sl_xs_plane_t pl;
  sl_error_t err;
  build(&sp);
  /* Cut inside the plane: the top level's length runs past the end. */
  memset(&err, 0, sizeof err);
  CHECK_INT(sl__xs_open(&f, sp.p, sp.n - 40, &err), SL_EFORMAT);
  CHECK_INT(err.offset, 0);
  /* Wire type 3 at the top level, after the plane. */
  tbuf_put(&b, sp.p, sp.n);
  tbuf_put(&b, "\x0b", 1);
  memset(&err, 0, sizeof err);
  CHECK_INT(sl__xs_open(&f, b.p, b.n, &err), SL_EFORMAT);
  CHECK_INT(err.offset, sp.n);
  CHECK(strstr(err.msg, "wire type 3") != NULL);
  /* Field number 0. */
  b.n = 0;
  tbuf_put(&b, sp.p, sp.n);
  tbuf_put(&b, "\x00\x01", 2);
  memset(&err, 0, sizeof err);
  CHECK_INT(sl__xs_open(&f, b.p, b.n, &err), SL_EFORMAT);
  CHECK_INT(err.offset, sp.n);
  /* A varint of 11 bytes. */
  b.n = 0;
  tbuf_put(&b, sp.p, sp.n);
  tbuf_put(&b, "\x08\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\x01", 12);
  memset(&err, 0, sizeof err);
  CHECK_INT(sl__xs_open(&f, b.p, b.n, &err), SL_EFORMAT);
  CHECK_INT(err.offset, sp.n + 1);
  /* A damaged event: found when the line is walked, at its offset. */
  b.n = 0;
  tbuf_put(&b, sp.p, sp.n);
  {
    /* The first event's first byte (its tag 0x08) made wire type 7. */
    uint8_t *q = memchr(b.p + 20, 0x22, b.n - 20); /* events: field 4 */
    sl_xs_events_t it;
    sl_xs_event_t ev;
    size_t at;
    CHECK(q != NULL);
    if (!q) return;
    at = (size_t)(q - b.p) + 2; /* past tag and one-byte length */
    b.p[at] = 0x0f;
    memset(&err, 0, sizeof err);
    CHECK_INT(sl__xs_open(&f, b.p, b.n, &err), 0);
    sl__xs_plane_init(&pl);
    CHECK_INT(sl__xs_plane_load(&pl, &f, 0), 0);
    sl__xs_events_init(&it, &pl, &pl.lines[0]);
    CHECK_INT(sl__xs_events_next(&it, &ev), SL_EFORMAT);
    CHECK_INT(err.offset, at);
    sl__xs_plane_close(&pl);
    sl__xs_close(&f);
  }
  free(b.p);
  free(sp.p);
}

static void test_sniff(void) {
  tbuf_t sp = {0};
  static const uint8_t stepstats[] = {0x0a, 0x06, 0x0a, 0x04, '/', 'c',
                                      'p', 'u'};
  static const uint8_t hosts_first[] = {0x22, 0x01, 'h'};
  build(&sp);
  CHECK_INT(sl__xs_sniff(stepstats, sizeof stepstats, sizeof stepstats), 0);
  CHECK_INT(sl__xs_sniff(hosts_first, 3, 3), 1);
  CHECK_INT(sl__xs_sniff(sp.p, 0, 0), 0);
  /* A sample of the first bytes of a longer input: yes. */
  CHECK_INT(sl__xs_sniff(sp.p, 20, sp.n), 1);
  /* Cut short: an XSpace that breaks (read as one, the reader says
   * where). */
  CHECK_INT(sl__xs_sniff(sp.p, sp.n - 9, sp.n - 9), 2);
  free(sp.p);
}

int main(void) {
  test_read();
  test_partial();
  test_errors();
  test_sniff();
  TEST_MAIN_END();
}

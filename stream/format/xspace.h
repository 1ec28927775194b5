/* XSpace input (.xplane.pb): the wire-level reader of one serialized
 * tensorflow.profiler.XSpace held in memory (a mapped file).
 *
 * Nothing is copied or decoded ahead: sl__xs_open() skims the top level
 * (where each plane lies, the host names), sl__xs_plane_load() reads one
 * plane's id, name, line ranges and its two metadata tables, and lines,
 * events and stats are then decoded in place as they are walked.  A
 * plane's tables (event and stat metadata, each metadata's stats) are the
 * only thing kept, in arrays the plane struct reuses from one load to
 * the next (freed by sl__xs_plane_close()).
 *
 * Every length is checked against its enclosing message before it is
 * used; a message that does not parse (a length past its end, a varint
 * over ten bytes, field number 0, wire types 3, 4, 6, 7) is an error with
 * the byte offset where it starts to be wrong.  Strings are returned as
 * they are in the file (not repaired: the writers repair UTF-8). */
#ifndef SL_XSPACE_H
#define SL_XSPACE_H

#include <stddef.h>
#include <stdint.h>

#include "stream/common.h"
#include "stream/idmap.h"

/* A derived line's id (TensorFlow's kThreadIdDerivedMin = 0xdeadbeef as
 * int32, up to kThreadIdSource): offset 0 Steps, 1 Launch Stats, 2
 * TensorFlow Name Scope, 3 TensorFlow Ops, 4 XLA Modules, 5 XLA Ops. */
#define SL_XS_DERIVED_MIN (-559038737LL)
#define SL_XS_DERIVED_MAX (-559038730LL)
static inline int sl__xs_derived_id(int64_t id) {
  return id >= SL_XS_DERIVED_MIN && id <= SL_XS_DERIVED_MAX;
}

/* What a stat holds. */
enum {
  SL_XS_NONE = 0, SL_XS_INT, SL_XS_UINT, SL_XS_DOUBLE, SL_XS_STR,
  SL_XS_REF, SL_XS_BYTES
};

typedef struct sl_xs_stat_s {
  sl_str_t key;           /* its metadata's name ("" if unknown)          */
  int64_t mid;            /* its metadata id                              */
  uint8_t kind;           /* SL_XS_*                                      */
  union {
    int64_t i;
    uint64_t u;
    double d;
    sl_str_t s;           /* STR, BYTES, and REF: the referenced name     */
  } v;
} sl_xs_stat_t;

/* Does a stat (NULL: none) hold an integer, or text (a string or the
 * name a ref points at)? */
static inline int sl__xs_is_int(const sl_xs_stat_t *s) {
  return s && (s->kind == SL_XS_INT || s->kind == SL_XS_UINT);
}
static inline int sl__xs_is_text(const sl_xs_stat_t *s) {
  return s && (s->kind == SL_XS_STR || s->kind == SL_XS_REF);
}

/* An event's metadata: names and its stats (decoded at load). */
typedef struct sl_xs_emeta_s {
  sl_str_t name, display;
  uint32_t stat0, nstats; /* in the plane's mstats                        */
} sl_xs_emeta_t;

/* One XSpace in memory: the bytes and where its planes are. */
typedef struct sl_xs_file_s {
  const uint8_t *base;    /* the whole message                            */
  size_t size;
  struct { uint64_t off; size_t len; } *planes;
  size_t nplanes, cplanes;
  sl_str_t host;          /* hostnames[0] ("" when absent)                */
  sl_error_t *err;
  /* Optional: told of bytes [off, off + len) the reader has read and no
   * longer needs (a plane's lines as its load skims them, a line's events
   * behind a walk of them), so a mapped file's pages can be handed back. */
  void (*release)(void *ud, uint64_t off, uint64_t len);
  void *release_ud;
} sl_xs_file_t;

/* A line's header (its events are walked with sl__xs_events_*). */
typedef struct sl_xs_line_s {
  int64_t id, display_id, timestamp_ns, duration_ps;
  sl_str_t name, display_name;
  const uint8_t *p;       /* the XLine's bytes                            */
  size_t n;
  uint64_t nevents;       /* its events (counted at load)                 */
  int partial;            /* read only up to its first event: nevents and
                           * the fields after the events are not known
                           * until a filling walk reaches its end         */
  int late;               /* that walk met its id or timestamp after an
                           * event (a writer out of field order): the
                           * walk's events were read with another         */
} sl_xs_line_t;

/* One plane, loaded. */
typedef struct sl_xs_plane_s {
  const sl_xs_file_t *file;
  size_t index;           /* in the file                                  */
  int64_t id;
  sl_str_t name;
  sl_xs_line_t *lines;
  size_t nlines, clines;
  sl_xs_emeta_t *emeta;   /* by slot; ids through the map                 */
  size_t nemeta, cemeta;
  sl_xs_stat_t *mstats;   /* the event metadata's stats                   */
  size_t nmstats, cmstats;
  sl_str_t *snames;       /* stat metadata names, by slot                 */
  size_t nsnames, csnames;
  int unique_names;       /* no two stat ids share a name: a stat's key
                           * is then its name's one pointer (keys compare
                           * by pointer)                                  */
  sl_idmap_t eids, sids;  /* event and stat metadata id -> slot          */
} sl_xs_plane_t;

/* A decoded event. */
typedef struct sl_xs_event_s {
  int64_t metadata_id, offset_ps, duration_ps;
  const sl_xs_emeta_t *meta;  /* NULL when the id is not in the table     */
  const uint8_t *p;       /* the XEvent's bytes (for its stats)           */
  size_t n;
} sl_xs_event_t;

/* Walks the events of a line, in file order. */
typedef struct sl_xs_events_s {
  const sl_xs_plane_t *pl;
  const uint8_t *q, *end;
  const uint8_t *kept;    /* read bytes from here on are not handed back  */
  uint64_t index;         /* of the next event                            */
  sl_xs_line_t *fill;     /* a partial line this walk completes, or NULL  */
} sl_xs_events_t;

/* Is the data (after gzip) an XSpace?  The checks of the format's
 * detection rule on the first n bytes of `total`: 1 yes, 0 no; 2 when
 * its first plane begins as a plane does but the top level then breaks
 * (a file cut short or damaged: read as an XSpace, its reader says
 * where). */
int sl__xs_sniff(const uint8_t *p, size_t n, uint64_t total);

/* Skims the XSpace of `size` bytes at p: the planes' places, the host
 * name.  Returns 0 or a negative code with err filled (kept for later
 * calls' errors too). */
int sl__xs_open(sl_xs_file_t *f, const uint8_t *p, size_t size,
                sl_error_t *err);
void sl__xs_close(sl_xs_file_t *f);

/* Plane i's id and name only (no tables): cheap, for choosing planes. */
int sl__xs_plane_peek(const sl_xs_file_t *f, size_t i, int64_t *id,
                      sl_str_t *name);

/* The timestamp_ns of plane i's first line: 1 with *ts set, 0 when the
 * plane has no line, or a negative code (err). */
int sl__xs_first_line_ts(const sl_xs_file_t *f, size_t i, int64_t *ts);

/* Loads plane i (a plane struct is reused from plane to plane; init it
 * once, close it once).  Returns 0 or a negative code with err filled. */
void sl__xs_plane_init(sl_xs_plane_t *pl);
int sl__xs_plane_load(sl_xs_plane_t *pl, const sl_xs_file_t *f, size_t i);
void sl__xs_plane_close(sl_xs_plane_t *pl);

/* Loads plane i with its lines read only up to their first events
 * (partial): for a caller that walks every line anyway, each walk made
 * a filling one (sl__xs_events_fill), or finished with
 * sl__xs_line_finish(), so that the lines are not read twice. */
int sl__xs_plane_load_partial(sl_xs_plane_t *pl, const sl_xs_file_t *f,
                              size_t i);
/* Loads plane i with its lines' headers copied from `known` (the whole
 * lines an earlier load of the same plane ended with, in order); a line
 * that does not match is read as sl__xs_plane_load() does. */
int sl__xs_plane_load_known(sl_xs_plane_t *pl, const sl_xs_file_t *f,
                            size_t i, const sl_xs_line_t *known,
                            size_t nknown);
/* Completes a partial line of the loaded plane (a walk of its events):
 * 0 or a negative code (err). */
int sl__xs_line_finish(sl_xs_plane_t *pl, sl_xs_line_t *l);

/* The metadata of an event id, or NULL. */
const sl_xs_emeta_t *sl__xs_emeta(const sl_xs_plane_t *pl, int64_t id);
/* The name of a stat metadata id ("" when unknown). */
sl_str_t sl__xs_sname(const sl_xs_plane_t *pl, int64_t id);

void sl__xs_events_init(sl_xs_events_t *it, const sl_xs_plane_t *pl,
                        const sl_xs_line_t *line);
/* Makes the walk a filling one: when it reaches the end of `line` (the
 * line it walks, if partial), the line's header is whole. */
void sl__xs_events_fill(sl_xs_events_t *it, sl_xs_line_t *line);
/* The next event: 1, 0 at the line's end, or a negative code (err). */
int sl__xs_events_next(sl_xs_events_t *it, sl_xs_event_t *ev);
/* The same without the metadata looked up (ev->meta NULL): for walks
 * that need the times only. */
int sl__xs_events_times(sl_xs_events_t *it, sl_xs_event_t *ev);
/* The event at byte offset `off` of the file (one of a line's events,
 * found again after an earlier walk). */
int sl__xs_event_at(const sl_xs_plane_t *pl, uint64_t off, size_t n,
                    sl_xs_event_t *ev);

/* The stats of an event, in file order, into *out (grown as needed in
 * `*cap`).  Returns the count or a negative code with err filled. */
int64_t sl__xs_event_stats(const sl_xs_plane_t *pl, const sl_xs_event_t *ev,
                           sl_xs_stat_t **out, size_t *cap);

/* The stat view of an event: its metadata's stats, then its own, a later
 * one with the same key replacing an earlier in place.  Into *out as
 * sl__xs_event_stats. */
int64_t sl__xs_view(const sl_xs_plane_t *pl, const sl_xs_event_t *ev,
                    sl_xs_stat_t **out, size_t *cap);

/* Might the event's stat view hold a stat named by one of the stat
 * metadata ids[0..n)?  A quick look at the ids of its stats and its
 * metadata's (nothing decoded): 1 or 0 (a damaged stat: 1, so that the
 * full decode reports it). */
int sl__xs_event_may_have(const sl_xs_plane_t *pl, const sl_xs_event_t *ev,
                          const int64_t *ids, size_t n);

/* The ids of the plane's stat metadata named `name`, up to `max`: the
 * count. */
size_t sl__xs_stat_ids(const sl_xs_plane_t *pl, const char *name,
                       int64_t *ids, size_t max);


/* The byte offset of p in the file, for messages. */
static inline uint64_t sl__xs_off(const sl_xs_file_t *f, const uint8_t *p) {
  return (uint64_t)(p - f->base);
}

#endif

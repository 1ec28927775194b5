/* The XSpace wire reader, one job: an XSpace read in place (planes
 * skimmed, a plane's tables, lines, events and stats).  See xspace.h. */
#include "stream/format/xspace.h"

#include <stdlib.h>
#include <string.h>

#include "stream/pb/varint.h"

/* ---- fields ------------------------------------------------------------------ */

typedef struct field_s {
  uint32_t num;
  uint8_t wt;
  uint64_t v;            /* varint, fixed64 or fixed32 value              */
  const uint8_t *p;      /* length-delimited: its bytes                   */
  size_t n;
  const uint8_t *at;     /* the tag                                       */
} field_t;

/* Why a field does not parse, as an error (kept out of the hot path). */
enum { BAD_TAG, BAD_NUM, BAD_VARINT, BAD_FIXED, BAD_LEN, BAD_PAST, BAD_WT };

#if defined(__GNUC__) || defined(__clang__)
#define COLD __attribute__((noinline, cold))
#define HOT_INLINE inline __attribute__((always_inline))
#else
#define COLD
#define HOT_INLINE inline
#endif

static COLD int field_error(const sl_xs_file_t *f, const char *what, int why,
                            const uint8_t *at, const field_t *fd,
                            uint64_t len, size_t left) {
  uint64_t off = sl__xs_off(f, at);
  switch (why) {
  case BAD_TAG:
    return sl__err(f->err, SL_EFORMAT, off, "malformed XSpace: a tag in %s "
                   "runs past the message's end or over 5 bytes", what);
  case BAD_NUM:
    return sl__err(f->err, SL_EFORMAT, off,
                   "malformed XSpace: field number %s in %s",
                   fd->num == 0 ? "0" : "over 2^29", what);
  case BAD_VARINT:
    return sl__err(f->err, SL_EFORMAT, off, "malformed XSpace: the varint of "
                   "field %u in %s runs past the message's end or over 10 "
                   "bytes", fd->num, what);
  case BAD_FIXED:
    return sl__err(f->err, SL_EFORMAT, off, "malformed XSpace: the fixed-size "
                   "field %u in %s runs past the message's end", fd->num,
                   what);
  case BAD_LEN:
    return sl__err(f->err, SL_EFORMAT, off, "malformed XSpace: the length of "
                   "field %u in %s runs past the message's end or over 5 "
                   "bytes", fd->num, what);
  case BAD_PAST:
    return sl__err(f->err, SL_EFORMAT, off, "malformed XSpace: field %u in %s "
                   "is %llu bytes long, past the message's end (%zu bytes "
                   "left)", fd->num, what, (unsigned long long)len, left);
  default:
    return sl__err(f->err, SL_EFORMAT, off, "malformed XSpace: wire type %u "
                   "(field %u) in %s", fd->wt, fd->num, what);
  }
}

/* The next field of the message [*q, end) (a message named `what` for
 * errors): 1 with *fd filled, 0 at its end, or a negative code.  Every
 * message of the file goes through here: one-byte tags and lengths take
 * the short way. */
static HOT_INLINE int next_field(const sl_xs_file_t *f, const char *what,
                                 const uint8_t **q, const uint8_t *end,
                                 field_t *fd) {
  const uint8_t *p = *q, *r;
  uint64_t tag, len;
  if (p >= end) return 0;
  fd->at = p;
  if (SL_LIKELY(*p < 0x80)) {
    tag = *p;
    r = p + 1;
  } else {
    r = sl__varint(p, end, &tag);
    if (!r || r - p > 5) return field_error(f, what, BAD_TAG, p, fd, 0, 0);
  }
  fd->num = (uint32_t)(tag >> 3);
  fd->wt = (uint8_t)(tag & 7);
  if (SL_UNLIKELY(fd->num == 0 || tag > 0xffffffffu))
    return field_error(f, what, BAD_NUM, p, fd, 0, 0);
  switch (fd->wt) {
  case 0:
    p = sl__varint(r, end, &fd->v);
    if (SL_UNLIKELY(!p)) return field_error(f, what, BAD_VARINT, r, fd, 0, 0);
    break;
  case 1:
  case 5: {
    size_t k = fd->wt == 1 ? 8 : 4;
    if (SL_UNLIKELY((size_t)(end - r) < k))
      return field_error(f, what, BAD_FIXED, r, fd, 0, 0);
    fd->v = 0;
    memcpy(&fd->v, r, k); /* little-endian hosts only (as elsewhere) */
    p = r + k;
    break;
  }
  case 2:
    if (SL_LIKELY(r < end && *r < 0x80)) {
      len = *r;
      p = r + 1;
    } else {
      p = sl__len(r, end, &len);
      if (!p) return field_error(f, what, BAD_LEN, r, fd, 0, 0);
    }
    if (SL_UNLIKELY(len > (uint64_t)(end - p)))
      return field_error(f, what, BAD_PAST, fd->at, fd, len,
                         (size_t)(end - p));
    fd->p = p;
    fd->n = (size_t)len;
    p += len;
    break;
  default:
    return field_error(f, what, BAD_WT, fd->at, fd, 0, 0);
  }
  *q = p;
  return 1;
}

/* ---- detection ----------------------------------------------------------------- */

int sl__xs_sniff(const uint8_t *p, size_t n, uint64_t total) {
  const uint8_t *q = p, *end = p + n;
  int first = 1;
  if (n == 0 || (p[0] != 0x0a && p[0] != 0x22)) return 0;
  while (q < end) {
    uint64_t tag, len;
    const uint8_t *r = sl__varint(q, end, &tag);
    if (!r) return q + 10 > end && total > n ? 1 : first ? 0 : 2;
    if ((tag & 7) != 2 || (tag >> 3) < 1 || (tag >> 3) > 4)
      return first ? 0 : 2;
    r = sl__len(r, end, &len);
    if (!r) return total > n && end - q < 6 ? 1 : first ? 0 : 2;
    if (total != UINT64_MAX && len > total - (uint64_t)(r - p)) {
      /* Cut short, or damaged: an XSpace if its first plane says so. */
      if (!first || (tag >> 3) != 1 || r == end) return first ? 0 : 2;
      if (r[0] == 0x08) return 2;
      if (r[0] == 0x12) {
        uint64_t nl;
        const uint8_t *s = sl__len(r + 1, end, &nl);
        return s && nl && nl <= (uint64_t)(end - s) &&
                       sl__utf8_valid(s, (size_t)nl, 1)
                   ? 2
                   : 0;
      }
      return 0;
    }
    if (first && (tag >> 3) == 1) {
      size_t have = (size_t)(end - r) < len ? (size_t)(end - r) : (size_t)len;
      if (have == 0) return 0;
      if (r[0] == 0x12) {
        uint64_t nl;
        const uint8_t *s = sl__len(r + 1, r + have, &nl);
        if (!s || nl == 0 || nl > (uint64_t)(r + have - s) ||
            !sl__utf8_valid(s, (size_t)nl, 1))
          return 0;
      } else if (r[0] != 0x08) {
        return 0;
      }
    }
    first = 0;
    if (len > (uint64_t)(end - r)) break; /* runs past the sample */
    q = r + len;
  }
  return 1;
}

/* ---- the file ------------------------------------------------------------------ */

int sl__xs_open(sl_xs_file_t *f, const uint8_t *p, size_t size,
                sl_error_t *err) {
  const uint8_t *q = p, *end = p + size;
  field_t fd;
  int r;
  memset(f, 0, sizeof *f);
  f->base = p;
  f->size = size;
  f->err = err;
  f->host = sl__str("", 0);
  {
    int have_host = 0;
    while ((r = next_field(f, "the XSpace", &q, end, &fd)) == 1) {
      if (fd.wt != 2) continue;
      if (fd.num == 1) {
        if (SL_GROW(f->planes, f->cplanes, f->nplanes + 1)) {
          sl__xs_close(f);
          return sl__err(err, SL_ENOMEM, 0, "out of memory");
        }
        f->planes[f->nplanes].off = sl__xs_off(f, fd.p);
        f->planes[f->nplanes].len = fd.n;
        f->nplanes++;
      } else if (fd.num == 4 && !have_host) {
        f->host = sl__str(fd.p, fd.n);
        have_host = 1;
      }
    }
  }
  if (r < 0) {
    sl__xs_close(f);
    f->err = err;
    return r;
  }
  return 0;
}

void sl__xs_close(sl_xs_file_t *f) {
  free(f->planes);
  f->planes = NULL;
  f->nplanes = f->cplanes = 0;
}

int sl__xs_plane_peek(const sl_xs_file_t *f, size_t i, int64_t *id,
                      sl_str_t *name) {
  const uint8_t *q = f->base + f->planes[i].off, *end = q + f->planes[i].len;
  field_t fd;
  int r;
  *id = 0;
  *name = sl__str("", 0);
  while ((r = next_field(f, "an XPlane", &q, end, &fd)) == 1) {
    if (fd.num == 1 && fd.wt == 0) *id = (int64_t)fd.v;
    else if (fd.num == 2 && fd.wt == 2) *name = sl__str(fd.p, fd.n);
  }
  return r;
}

int sl__xs_first_line_ts(const sl_xs_file_t *f, size_t i, int64_t *ts) {
  const uint8_t *q = f->base + f->planes[i].off, *end = q + f->planes[i].len;
  field_t fd, lf;
  int r;
  *ts = 0;
  while ((r = next_field(f, "an XPlane", &q, end, &fd)) == 1) {
    const uint8_t *lq = fd.p, *lend = fd.p + fd.n;
    if (fd.num != 3 || fd.wt != 2) continue;
    while ((r = next_field(f, "an XLine", &lq, lend, &lf)) == 1)
      if (lf.num == 3 && lf.wt == 0) {
        *ts = (int64_t)lf.v;
        break;
      }
    return r < 0 ? r : 1;
  }
  return r;
}

/* ---- a plane's tables ---------------------------------------------------------- */

#define GROW(pl, a, need) SL_GROW((pl)->a, (pl)->c##a, (need))

void sl__xs_plane_init(sl_xs_plane_t *pl) { memset(pl, 0, sizeof *pl); }

void sl__xs_plane_close(sl_xs_plane_t *pl) {
  free(pl->lines);
  free(pl->emeta);
  free(pl->mstats);
  free(pl->snames);
  sl__idmap_close(&pl->eids);
  sl__idmap_close(&pl->sids);
  memset(pl, 0, sizeof *pl);
}

const sl_xs_emeta_t *sl__xs_emeta(const sl_xs_plane_t *pl, int64_t id) {
  int64_t s = sl__idmap_get(&pl->eids, (uint64_t)id, 0);
  return s < 0 ? NULL : &pl->emeta[s];
}

sl_str_t sl__xs_sname(const sl_xs_plane_t *pl, int64_t id) {
  int64_t s = sl__idmap_get(&pl->sids, (uint64_t)id, 0);
  return s < 0 ? sl__str("", 0) : pl->snames[s];
}

/* One XStat's bytes decoded (its key through the plane's table). */
static int decode_stat(const sl_xs_plane_t *pl, const uint8_t *p, size_t n,
                       sl_xs_stat_t *st) {
  const uint8_t *q = p, *end = p + n;
  field_t fd;
  int r;
  memset(st, 0, sizeof *st);
  while ((r = next_field(pl->file, "an XStat", &q, end, &fd)) == 1) {
    switch (fd.num) {
    case 1:
      if (fd.wt == 0) st->mid = (int64_t)fd.v;
      break;
    case 2:
      if (fd.wt == 1) {
        memcpy(&st->v.d, &fd.v, 8);
        st->kind = SL_XS_DOUBLE;
      }
      break;
    case 3:
    case 4:
    case 7:
      if (fd.wt == 0) {
        st->v.u = fd.v;
        st->kind = fd.num == 3 ? SL_XS_UINT : fd.num == 4 ? SL_XS_INT
                                                          : SL_XS_REF;
      }
      break;
    case 5:
    case 6:
      if (fd.wt == 2) {
        st->v.s = sl__str(fd.p, fd.n);
        st->kind = fd.num == 5 ? SL_XS_STR : SL_XS_BYTES;
      }
      break;
    default:
      break;
    }
  }
  if (r < 0) return r;
  st->key = sl__xs_sname(pl, st->mid);
  if (st->kind == SL_XS_REF) st->v.s = sl__xs_sname(pl, (int64_t)st->v.u);
  return 0;
}

/* The id and value bytes of a map entry {1: key, 2: value}. */
static int map_entry(const sl_xs_file_t *f, const char *what,
                     const field_t *e, int64_t *key, const uint8_t **vp,
                     size_t *vn) {
  const uint8_t *q = e->p, *end = e->p + e->n;
  field_t fd;
  int r;
  *key = 0;
  *vp = e->p;
  *vn = 0;
  while ((r = next_field(f, what, &q, end, &fd)) == 1) {
    if (fd.num == 1 && fd.wt == 0) *key = (int64_t)fd.v;
    else if (fd.num == 2 && fd.wt == 2) *vp = fd.p, *vn = fd.n;
  }
  return r;
}

static int nomem(const sl_xs_plane_t *pl) {
  return sl__err(pl->file->err, SL_ENOMEM, 0, "out of memory");
}

/* XLine's header; its events counted (they are walked later). */
/* Bytes read between releases (sl_xs_file_t.release). */
#define RELEASE_AT ((size_t)8 << 20)

/* Hands back what was read from *kept to q once it is RELEASE_AT long. */
static void release_behind(const sl_xs_file_t *f, const uint8_t **kept,
                           const uint8_t *q) {
  if (f->release && (size_t)(q - *kept) >= RELEASE_AT) {
    f->release(f->release_ud, sl__xs_off(f, *kept), (uint64_t)(q - *kept));
    *kept = q;
  }
}

/* A field of an XLine's header (its events are counted apart). */
static HOT_INLINE void line_field(sl_xs_line_t *l, const field_t *fd) {
  if (fd->wt == 0) {
    switch (fd->num) {
    case 1: l->id = (int64_t)fd->v; break;
    case 10: l->display_id = (int64_t)fd->v; break;
    case 3: l->timestamp_ns = (int64_t)fd->v; break;
    case 9: l->duration_ps = (int64_t)fd->v; break;
    default: break;
    }
  } else if (fd->wt == 2) {
    if (fd->num == 2) l->name = sl__str(fd->p, fd->n);
    else if (fd->num == 11) l->display_name = sl__str(fd->p, fd->n);
  }
}

/* How a load reads its lines' headers. */
enum { LINES_SKIM, LINES_TO_EVENTS, LINES_KNOWN };

/* XLine's header: skimmed to the line's end (its events counted), or
 * read up to its first event and left partial. */
static int load_line(sl_xs_plane_t *pl, const field_t *lf, int how) {
  const uint8_t *q = lf->p, *end = lf->p + lf->n, *kept = q;
  sl_xs_line_t *l;
  field_t fd;
  int r;
  if (GROW(pl, lines, pl->nlines + 1)) return nomem(pl);
  l = &pl->lines[pl->nlines++];
  memset(l, 0, sizeof *l);
  l->p = lf->p;
  l->n = lf->n;
  l->name = l->display_name = sl__str("", 0);
  while ((r = next_field(pl->file, "an XLine", &q, end, &fd)) == 1) {
    if (fd.num == 4 && fd.wt == 2) {
      if (how == LINES_TO_EVENTS) {
        l->partial = 1;
        return 0;
      }
      l->nevents++;
    } else {
      line_field(l, &fd);
    }
    release_behind(pl->file, &kept, q);
  }
  return r;
}

/* A line header an earlier load and walk found, when it is this one's. */
static int known_line(sl_xs_plane_t *pl, const field_t *lf,
                      const sl_xs_line_t *known, size_t nknown) {
  size_t k = pl->nlines;
  if (k >= nknown || known[k].p != lf->p || known[k].n != lf->n ||
      known[k].partial)
    return load_line(pl, lf, LINES_SKIM);
  if (GROW(pl, lines, k + 1)) return nomem(pl);
  pl->lines[pl->nlines++] = known[k];
  return 0;
}

static int plane_load(sl_xs_plane_t *pl, const sl_xs_file_t *f, size_t i,
                      int how, const sl_xs_line_t *known, size_t nknown) {
  const uint8_t *p = f->base + f->planes[i].off, *end = p + f->planes[i].len;
  const uint8_t *q;
  size_t ns = 0, ne = 0;
  field_t fd;
  int r;
  pl->file = f;
  pl->index = i;
  pl->id = 0;
  pl->name = sl__str("", 0);
  pl->nlines = pl->nemeta = pl->nmstats = pl->nsnames = 0;
  /* The header and lines, and how many metadata entries there are.
   * Lines are skimmed to their end (a line's display name follows its
   * events); what is skimmed is released as it goes. */
  {
    const uint8_t *kept = p;
    for (q = p; (r = next_field(f, "an XPlane", &q, end, &fd)) == 1;) {
      if (fd.num == 1 && fd.wt == 0) pl->id = (int64_t)fd.v;
      else if (fd.wt != 2) continue;
      else if (fd.num == 2) pl->name = sl__str(fd.p, fd.n);
      else if (fd.num == 3 &&
               (r = how == LINES_KNOWN ? known_line(pl, &fd, known, nknown)
                                       : load_line(pl, &fd, how)) < 0)
        return r;
      else if (fd.num == 4) ne++;
      else if (fd.num == 5) ns++;
      release_behind(f, &kept, q);
    }
  }
  if (r < 0) return r;
  /* The stat names first: event metadata's stats are keyed by them. */
  sl__idmap_clear(&pl->sids);
  if (sl__idmap_reserve(&pl->sids, ns) ||
      GROW(pl, snames, ns))
    return nomem(pl);
  for (q = p; ns && (r = next_field(f, "an XPlane", &q, end, &fd)) == 1;) {
    const uint8_t *vp, *vq, *vend;
    size_t vn;
    int64_t key;
    field_t m;
    sl_str_t name = sl__str("", 0);
    if (fd.num != 5 || fd.wt != 2) continue;
    if ((r = map_entry(f, "a stat_metadata entry", &fd, &key, &vp, &vn)) < 0)
      return r;
    for (vq = vp, vend = vp + vn;
         (r = next_field(f, "an XStatMetadata", &vq, vend, &m)) == 1;)
      if (m.num == 2 && m.wt == 2) name = sl__str(m.p, m.n);
    if (r < 0) return r;
    pl->snames[pl->nsnames] = name;
    /* (A later entry with the same key replaces the earlier.) */
    sl__idmap_put(&pl->sids, (uint64_t)key, 0, (uint32_t)pl->nsnames++);
  }
  if (r < 0) return r;
  /* Names shared by two ids are rare; a short table is checked whole. */
  pl->unique_names = pl->nsnames <= 512;
  {
    size_t a, b;
    for (a = 0; a < pl->nsnames && pl->unique_names; a++)
      for (b = a + 1; b < pl->nsnames; b++)
        if (pl->snames[a].n == pl->snames[b].n &&
            (pl->snames[a].n == 0 ||
             memcmp(pl->snames[a].p, pl->snames[b].p, pl->snames[a].n) ==
                 0)) {
          pl->unique_names = 0;
          break;
        }
  }
  sl__idmap_clear(&pl->eids);
  if (sl__idmap_reserve(&pl->eids, ne) ||
      GROW(pl, emeta, ne))
    return nomem(pl);
  for (q = p; ne && (r = next_field(f, "an XPlane", &q, end, &fd)) == 1;) {
    const uint8_t *vp, *vq, *vend;
    size_t vn;
    int64_t key;
    field_t m;
    sl_xs_emeta_t *em;
    if (fd.num != 4 || fd.wt != 2) continue;
    if ((r = map_entry(f, "an event_metadata entry", &fd, &key, &vp, &vn)) <
        0)
      return r;
    em = &pl->emeta[pl->nemeta];
    em->name = em->display = sl__str("", 0);
    em->stat0 = (uint32_t)pl->nmstats;
    em->nstats = 0;
    for (vq = vp, vend = vp + vn;
         (r = next_field(f, "an XEventMetadata", &vq, vend, &m)) == 1;) {
      if (m.wt != 2) continue;
      if (m.num == 2) {
        em->name = sl__str(m.p, m.n);
      } else if (m.num == 4) {
        em->display = sl__str(m.p, m.n);
      } else if (m.num == 5) {
        if (GROW(pl, mstats, pl->nmstats + 1)) return nomem(pl);
        if ((r = decode_stat(pl, m.p, m.n, &pl->mstats[pl->nmstats])) < 0)
          return r;
        pl->nmstats++;
        em->nstats++;
      }
    }
    if (r < 0) return r;
    if (pl->nmstats > UINT32_MAX) return nomem(pl);
    sl__idmap_put(&pl->eids, (uint64_t)key, 0, (uint32_t)pl->nemeta++);
  }
  return r;
}

int sl__xs_plane_load(sl_xs_plane_t *pl, const sl_xs_file_t *f, size_t i) {
  return plane_load(pl, f, i, LINES_SKIM, NULL, 0);
}

int sl__xs_plane_load_partial(sl_xs_plane_t *pl, const sl_xs_file_t *f,
                              size_t i) {
  return plane_load(pl, f, i, LINES_TO_EVENTS, NULL, 0);
}

int sl__xs_plane_load_known(sl_xs_plane_t *pl, const sl_xs_file_t *f,
                            size_t i, const sl_xs_line_t *known,
                            size_t nknown) {
  return plane_load(pl, f, i, LINES_KNOWN, known, nknown);
}

int sl__xs_line_finish(sl_xs_plane_t *pl, sl_xs_line_t *l) {
  sl_xs_events_t it;
  sl_xs_event_t ev;
  int r;
  if (!l->partial) return 0;
  sl__xs_events_init(&it, pl, l);
  sl__xs_events_fill(&it, l);
  while ((r = sl__xs_events_times(&it, &ev)) == 1) continue;
  return r;
}

/* ---- events and stats ---------------------------------------------------------- */

void sl__xs_events_init(sl_xs_events_t *it, const sl_xs_plane_t *pl,
                        const sl_xs_line_t *line) {
  it->pl = pl;
  it->q = it->kept = line->p;
  it->end = line->p + line->n;
  it->index = 0;
  it->fill = NULL;
}

void sl__xs_events_fill(sl_xs_events_t *it, sl_xs_line_t *line) {
  if (line->partial) it->fill = line;
}

static HOT_INLINE int decode_event(const sl_xs_plane_t *pl, const uint8_t *p,
                                   size_t n, sl_xs_event_t *ev, int meta) {
  const uint8_t *q = p, *end = p + n;
  field_t fd;
  int r;
  ev->metadata_id = ev->offset_ps = ev->duration_ps = 0;
  ev->p = p;
  ev->n = n;
  while ((r = next_field(pl->file, "an XEvent", &q, end, &fd)) == 1) {
    if (fd.wt != 0) continue;
    switch (fd.num) {
    case 1: ev->metadata_id = (int64_t)fd.v; break;
    case 2: ev->offset_ps = (int64_t)fd.v; break;
    case 5: ev->offset_ps = 0; break; /* num_occurrences: the oneof's other */
    case 3: ev->duration_ps = (int64_t)fd.v; break;
    default: break;
    }
  }
  if (r < 0) return r;
  ev->meta = meta ? sl__xs_emeta(pl, ev->metadata_id) : NULL;
  return 0;
}

static HOT_INLINE int events_next(sl_xs_events_t *it, sl_xs_event_t *ev,
                                  int meta) {
  field_t fd;
  int r;
  while ((r = next_field(it->pl->file, "an XLine", &it->q, it->end, &fd)) ==
         1) {
    if (fd.num != 4 || fd.wt != 2) {
      if (it->fill) {
        /* An id or a time after events: the walk's events had another. */
        if (it->index && fd.wt == 0 && (fd.num == 1 || fd.num == 3))
          it->fill->late = 1;
        line_field(it->fill, &fd);
      }
      continue;
    }
    if ((r = decode_event(it->pl, fd.p, fd.n, ev, meta)) < 0) return r;
    it->index++;
    /* A line is read front to back: its pages go back behind the walk,
     * so a line of any size costs little memory. */
    release_behind(it->pl->file, &it->kept, fd.p);
    return 1;
  }
  if (r == 0 && it->fill) {
    it->fill->nevents = it->index;
    it->fill->partial = 0;
    it->fill = NULL;
  }
  return r;
}

int sl__xs_events_next(sl_xs_events_t *it, sl_xs_event_t *ev) {
  return events_next(it, ev, 1);
}

int sl__xs_events_times(sl_xs_events_t *it, sl_xs_event_t *ev) {
  return events_next(it, ev, 0);
}

int sl__xs_event_at(const sl_xs_plane_t *pl, uint64_t off, size_t n,
                    sl_xs_event_t *ev) {
  return decode_event(pl, pl->file->base + off, n, ev, 1);
}

static int push_stat(sl_xs_stat_t **out, size_t *cap, size_t k,
                     const sl_xs_stat_t *st) {
  if (sl__grow_array((void **)out, cap, k + 1, sizeof **out)) return SL_ENOMEM;
  (*out)[k] = *st;
  return 0;
}

int64_t sl__xs_event_stats(const sl_xs_plane_t *pl, const sl_xs_event_t *ev,
                           sl_xs_stat_t **out, size_t *cap) {
  const uint8_t *q = ev->p, *end = ev->p + ev->n;
  size_t k = 0;
  field_t fd;
  int r;
  while ((r = next_field(pl->file, "an XEvent", &q, end, &fd)) == 1) {
    sl_xs_stat_t st;
    if (fd.num != 4 || fd.wt != 2) continue;
    if ((r = decode_stat(pl, fd.p, fd.n, &st)) < 0) return r;
    if (push_stat(out, cap, k++, &st)) return nomem(pl);
  }
  return r < 0 ? r : (int64_t)k;
}

/* Sets stat st in the view v[0..k): in place of one with its key, else
 * appended.  Returns the new count or a negative code. */
static int64_t view_set(sl_xs_stat_t **v, size_t *cap, size_t k,
                        const sl_xs_stat_t *st, int unique) {
  size_t i;
  for (i = 0; i < k; i++) {
    sl_xs_stat_t *o = &(*v)[i];
    if (o->key.n == st->key.n &&
        (o->key.p == st->key.p || st->key.n == 0 ||
         (!unique && memcmp(o->key.p, st->key.p, st->key.n) == 0))) {
      *o = *st;
      return (int64_t)k;
    }
  }
  if (push_stat(v, cap, k, st)) return SL_ENOMEM;
  return (int64_t)k + 1;
}

int64_t sl__xs_view(const sl_xs_plane_t *pl, const sl_xs_event_t *ev,
                    sl_xs_stat_t **out, size_t *cap) {
  const uint8_t *q = ev->p, *end = ev->p + ev->n;
  int64_t k = 0;
  field_t fd;
  int r;
  uint32_t i;
  if (ev->meta)
    for (i = 0; i < ev->meta->nstats; i++) {
      k = view_set(out, cap, (size_t)k, &pl->mstats[ev->meta->stat0 + i],
                   pl->unique_names);
      if (k < 0) return nomem(pl);
    }
  while ((r = next_field(pl->file, "an XEvent", &q, end, &fd)) == 1) {
    sl_xs_stat_t st;
    if (fd.num != 4 || fd.wt != 2) continue;
    if ((r = decode_stat(pl, fd.p, fd.n, &st)) < 0) return r;
    k = view_set(out, cap, (size_t)k, &st, pl->unique_names);
    if (k < 0) return nomem(pl);
  }
  return r < 0 ? r : k;
}

size_t sl__xs_stat_ids(const sl_xs_plane_t *pl, const char *name,
                       int64_t *ids, size_t max) {
  size_t i, k = 0, n = strlen(name);
  const sl_idslot_t *t = pl->sids.slots;
  if (!t) return 0;
  for (i = 0; i <= pl->sids.mask && k < max; i++)
    if (t[i].at && sl__str_eq(pl->snames[t[i].at - 1], name, n))
      ids[k++] = (int64_t)t[i].a;
  return k;
}

int sl__xs_event_may_have(const sl_xs_plane_t *pl, const sl_xs_event_t *ev,
                          const int64_t *ids, size_t n) {
  const uint8_t *q = ev->p, *end = ev->p + ev->n;
  uint32_t i;
  size_t j;
  if (ev->meta)
    for (i = 0; i < ev->meta->nstats; i++)
      for (j = 0; j < n; j++)
        if (pl->mstats[ev->meta->stat0 + i].mid == ids[j]) return 1;
  while (q < end) {
    field_t fd;
    if (next_field(pl->file, "an XEvent", &q, end, &fd) != 1) return 1;
    if (fd.num != 4 || fd.wt != 2) continue;
    /* The stat's metadata id: its first field, as writers put it. */
    {
      uint64_t v;
      const uint8_t *r;
      if (fd.n == 0) continue;
      if (fd.p[0] != 0x08) return 1; /* laid out otherwise: decode it */
      r = sl__varint(fd.p + 1, fd.p + fd.n, &v);
      if (!r) return 1;
      for (j = 0; j < n; j++)
        if ((int64_t)v == ids[j]) return 1;
    }
  }
  return 0;
}

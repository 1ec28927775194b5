/* Records beyond memory: see vsort.h. */
#include "emit/analyze/vsort.h"

#include <errno.h>
#include <unistd.h>

#include "stream/io/source.h"

/* Bytes read at a time from each run while merging. */
#define WINDOW_BYTES 8192

void sl__vsort_init_rec(sl_vsort_t *v, size_t entries, size_t rec,
                        int (*cmp)(const void *, const void *)) {
  memset(v, 0, sizeof *v);
  v->max = entries ? entries : (size_t)1 << 16;
  v->rec = rec;
  v->cmp = cmp;
}

/* The buffer, sorted, as the next run of the temporary file. */
static int write_run(sl_vsort_t *v) {
  if (!v->tmp) {
    /* The spool's unlinked temporary ($TMPDIR, else /tmp). */
    int fd = sl__spool_tmpfile();
    if (fd < 0) return fd;
    if (!(v->tmp = fdopen(fd, "w+b"))) {
      close(fd);
      return errno ? -errno : SL_EOUTPUT;
    }
  }
  if (sl__grow_array((void **)&v->runs, &v->runcap, v->nruns + 1,
                     sizeof *v->runs))
    return SL_ENOMEM;
  if (v->cmp && v->n > 1) qsort(v->buf, v->n, v->rec, v->cmp);
  if (fseeko(v->tmp, 0, SEEK_END) != 0 ||
      fwrite(v->buf, v->rec, v->n, v->tmp) != v->n)
    return errno ? -errno : SL_EOUTPUT;
  v->runs[v->nruns++] = v->n;
  v->n = 0;
  return 0;
}

int sl__vsort_put(sl_vsort_t *v, const void *rec) {
  if (v->n == v->max) {
    int rc = write_run(v);
    if (rc) return rc;
  }
  /* The buffer grows as needed up to max: small inputs stay small. */
  if (v->n == v->bufcap) {
    size_t c = v->bufcap ? v->bufcap * 2 : 1024;
    uint8_t *nb;
    if (c > v->max) c = v->max;
    if (c > SIZE_MAX / v->rec || !(nb = realloc(v->buf, c * v->rec)))
      return SL_ENOMEM;
    v->buf = nb;
    v->bufcap = c;
  }
  memcpy(v->buf + v->n * v->rec, rec, v->rec);
  v->n++;
  return 0;
}


static int refill(sl_vsort_t *v, sl_vrun_t *c, size_t win) {
  size_t k = c->left < win ? (size_t)c->left : win;
  if (fseeko(v->tmp, (off_t)(c->off * v->rec), SEEK_SET) != 0 ||
      fread(c->w, v->rec, k, v->tmp) != k)
    return errno ? -errno : SL_EOUTPUT;
  c->off += k;
  c->left -= k;
  c->at = 0;
  c->n = k;
  return 0;
}

static int less(const sl_vsort_t *v, const sl_vrun_t *a, const sl_vrun_t *b) {
  return v->cmp(a->w + a->at * v->rec, b->w + b->at * v->rec) < 0;
}

static void sift(const sl_vsort_t *v, sl_vrun_t **h, size_t n, size_t i) {
  for (;;) {
    size_t l = 2 * i + 1, r = l + 1, m = i;
    sl_vrun_t *t;
    if (l < n && less(v, h[l], h[m])) m = l;
    if (r < n && less(v, h[r], h[m])) m = r;
    if (m == i) return;
    t = h[i];
    h[i] = h[m];
    h[m] = t;
    i = m;
  }
}

int sl__vsort_open(sl_vsort_t *v, sl_vcursor_t *c) {
  size_t i, nc;
  uint64_t off = 0;
  int rc = 0;
  memset(c, 0, sizeof *c);
  c->v = v;
  c->win = WINDOW_BYTES / v->rec ? WINDOW_BYTES / v->rec : 1;
  if (!v->tmp) {
    /* Everything fitted: one sort in memory. */
    if (v->cmp && v->n > 1) qsort(v->buf, v->n, v->rec, v->cmp);
    return 0;
  }
  c->spilled = 1;
  if (v->n && (rc = write_run(v))) return rc;
  /* Unsorted, the runs are one sequence: a single cursor reads them. */
  nc = v->cmp ? v->nruns : 1;
  c->cs = calloc(nc, sizeof *c->cs);
  c->h = malloc(nc * sizeof *c->h);
  c->wins = malloc(nc * c->win * v->rec);
  if (!c->cs || !c->h || !c->wins) {
    sl__vsort_done(c);
    return SL_ENOMEM;
  }
  for (i = 0; i < nc && rc == 0; i++) {
    c->cs[i].w = c->wins + i * c->win * v->rec;
    c->cs[i].off = off;
    if (v->cmp) {
      c->cs[i].left = v->runs[i];
    } else {
      size_t r;
      for (r = 0; r < v->nruns; r++) c->cs[i].left += v->runs[r];
    }
    off += c->cs[i].left;
    if ((rc = refill(v, &c->cs[i], c->win)) == 0 && c->cs[i].n)
      c->h[c->n++] = &c->cs[i];
  }
  if (v->cmp)
    for (i = c->n; i-- > 0;) sift(v, c->h, c->n, i);
  if (rc) sl__vsort_done(c);
  return rc;
}

int sl__vsort_next(sl_vcursor_t *c, const void **rec) {
  sl_vsort_t *v = c->v;
  int rc = 0;
  if (!c->spilled) {
    if (c->at >= v->n) return 0;
    *rec = v->buf + c->at++ * v->rec;
    return 1;
  }
  if (c->pending) {
    /* The record handed out last is consumed only now: it stays valid
     * until this call. */
    sl_vrun_t *r = c->h[0];
    c->pending = 0;
    if (++r->at == r->n) {
      if (r->left)
        rc = refill(v, r, c->win);
      else
        c->h[0] = c->h[--c->n];
    }
    if (rc) return rc;
    if (c->n && v->cmp) sift(v, c->h, c->n, 0);
  }
  if (!c->n) return 0;
  *rec = c->h[0]->w + c->h[0]->at * v->rec;
  c->pending = 1;
  return 1;
}

void sl__vsort_done(sl_vcursor_t *c) {
  free(c->wins);
  free(c->h);
  free(c->cs);
  memset(c, 0, sizeof *c);
}

int sl__vsort_each_rec(sl_vsort_t *v, int (*fn)(void *ud, const void *rec),
                       void *ud) {
  sl_vcursor_t c;
  const void *rec;
  int rc = sl__vsort_open(v, &c);
  while (rc == 0 && (rc = sl__vsort_next(&c, &rec)) == 1) rc = fn(ud, rec);
  sl__vsort_done(&c);
  return rc;
}

void sl__vsort_reset(sl_vsort_t *v) {
  v->n = 0;
  v->nruns = 0;
  if (v->tmp) {
    /* The file is kept, emptied. */
    fflush(v->tmp);
    if (ftruncate(fileno(v->tmp), 0) != 0) {
      fclose(v->tmp);
      v->tmp = NULL;
    }
  }
}

void sl__vsort_close(sl_vsort_t *v) {
  free(v->buf);
  free(v->runs);
  if (v->tmp) fclose(v->tmp);
  memset(v, 0, sizeof *v);
}

/* ---- (series, value) pairs -------------------------------------------------- */

static int cmp_pair(const void *a, const void *b) {
  const sl_vpair_t *x = a, *y = b;
  if (x->series != y->series) return x->series < y->series ? -1 : 1;
  return x->v < y->v ? -1 : x->v > y->v;
}

void sl__vsort_init(sl_vsort_t *v, size_t entries) {
  sl__vsort_init_rec(v, entries, sizeof(sl_vpair_t), cmp_pair);
}

int sl__vsort_add(sl_vsort_t *v, uint32_t series, int64_t value) {
  sl_vpair_t p;
  memset(&p, 0, sizeof p);
  p.series = series;
  p.v = value;
  return sl__vsort_put(v, &p);
}

typedef struct pair_fn_s {
  int (*fn)(void *ud, const sl_vpair_t *p);
  void *ud;
} pair_fn_t;

static int each_pair(void *ud, const void *rec) {
  const pair_fn_t *f = ud;
  return f->fn(f->ud, rec);
}

int sl__vsort_each(sl_vsort_t *v, int (*fn)(void *ud, const sl_vpair_t *p),
                   void *ud) {
  pair_fn_t f;
  f.fn = fn;
  f.ud = ud;
  return sl__vsort_each_rec(v, each_pair, &f);
}

/* Values sorted beyond memory: see vsort.h. */
#include "emit/analyze/vsort.h"

#include <errno.h>
#include <unistd.h>

#include "stream/io/source.h"

/* Entries read at a time from each run while merging. */
#define WINDOW 512

void sl__vsort_init(sl_vsort_t *v, size_t entries) {
  memset(v, 0, sizeof *v);
  v->max = entries ? entries : (size_t)1 << 16;
}

static int cmp_pair(const void *a, const void *b) {
  const sl_vpair_t *x = a, *y = b;
  if (x->series != y->series) return x->series < y->series ? -1 : 1;
  return x->v < y->v ? -1 : x->v > y->v;
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
  if (v->n > 1) qsort(v->buf, v->n, sizeof *v->buf, cmp_pair);
  if (fwrite(v->buf, sizeof *v->buf, v->n, v->tmp) != v->n)
    return errno ? -errno : SL_EOUTPUT;
  v->runs[v->nruns++] = v->n;
  v->n = 0;
  return 0;
}

int sl__vsort_add(sl_vsort_t *v, uint32_t series, int64_t value) {
  if (v->n == v->max) {
    int rc = write_run(v);
    if (rc) return rc;
  }
  /* The buffer grows as needed up to max: small inputs stay small. */
  if (v->n == v->bufcap) {
    size_t c = v->bufcap ? v->bufcap * 2 : 1024;
    sl_vpair_t *nb;
    if (c > v->max) c = v->max;
    if (!(nb = realloc(v->buf, c * sizeof *nb))) return SL_ENOMEM;
    v->buf = nb;
    v->bufcap = c;
  }
  v->buf[v->n].series = series;
  v->buf[v->n++].v = value;
  return 0;
}

/* A run being merged: its place in the file and a window of it. */
typedef struct cur_s {
  uint64_t off, left;     /* next entry's offset (entries), entries left */
  sl_vpair_t w[WINDOW];
  size_t at, n;
} cur_t;

static int refill(sl_vsort_t *v, cur_t *c) {
  size_t k = c->left < WINDOW ? (size_t)c->left : WINDOW;
  if (fseeko(v->tmp, (off_t)(c->off * sizeof(sl_vpair_t)), SEEK_SET) != 0 ||
      fread(c->w, sizeof *c->w, k, v->tmp) != k)
    return errno ? -errno : SL_EOUTPUT;
  c->off += k;
  c->left -= k;
  c->at = 0;
  c->n = k;
  return 0;
}

static int less(const cur_t *a, const cur_t *b) {
  return cmp_pair(&a->w[a->at], &b->w[b->at]) < 0;
}

static void sift(cur_t **h, size_t n, size_t i) {
  for (;;) {
    size_t l = 2 * i + 1, r = l + 1, m = i;
    cur_t *t;
    if (l < n && less(h[l], h[m])) m = l;
    if (r < n && less(h[r], h[m])) m = r;
    if (m == i) return;
    t = h[i];
    h[i] = h[m];
    h[m] = t;
    i = m;
  }
}

int sl__vsort_each(sl_vsort_t *v, int (*fn)(void *ud, const sl_vpair_t *p),
                   void *ud) {
  cur_t *cs, **h;
  size_t i, n = 0;
  uint64_t off = 0;
  int rc = 0;
  if (!v->tmp) {
    /* Everything fitted: one sort in memory. */
    if (v->n > 1) qsort(v->buf, v->n, sizeof *v->buf, cmp_pair);
    for (i = 0; i < v->n && rc == 0; i++) rc = fn(ud, &v->buf[i]);
    return rc;
  }
  if (v->n && (rc = write_run(v))) return rc;
  if (!(cs = calloc(v->nruns, sizeof *cs)) ||
      !(h = malloc(v->nruns * sizeof *h))) {
    free(cs);
    return SL_ENOMEM;
  }
  for (i = 0; i < v->nruns && rc == 0; i++) {
    cs[i].off = off;
    cs[i].left = v->runs[i];
    off += v->runs[i];
    if ((rc = refill(v, &cs[i])) == 0 && cs[i].n) h[n++] = &cs[i];
  }
  for (i = n; i-- > 0;) sift(h, n, i);
  while (rc == 0 && n) {
    cur_t *c = h[0];
    rc = fn(ud, &c->w[c->at++]);
    if (rc == 0 && c->at == c->n) {
      if (c->left)
        rc = refill(v, c);
      else
        h[0] = h[--n];
    }
    if (n) sift(h, n, 0);
  }
  free(h);
  free(cs);
  return rc;
}

void sl__vsort_close(sl_vsort_t *v) {
  free(v->buf);
  free(v->runs);
  if (v->tmp) fclose(v->tmp);
  memset(v, 0, sizeof *v);
}

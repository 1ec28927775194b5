/* Inputs given as directories: the PyTorch traces tensorboard_trace_handler
 * wrote there, the newest profiling cycle of each worker (see
 * sl_inputs_expand() in stepline.h). */
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "stepline/stepline.h"
#include "emit/run/xinput.h"
#include "stream/common.h"
#include "stream/io/source.h"

typedef struct found_s {
  char *name;
  size_t worker;            /* the worker's name: name[0, worker)        */
  const char *stamp;        /* the cycle's, up to the suffix             */
  size_t nstamp;
  int numeric;
  time_t mtime;
} found_t;

static size_t trace_suffix(const char *name) {
  static const char *const sfx[] = {".pt.trace.json", ".pt.trace.json.gz"};
  size_t i, n = strlen(name);
  for (i = 0; i < 2; i++) {
    size_t k = strlen(sfx[i]);
    if (n > k && strcmp(name + n - k, sfx[i]) == 0) return k;
  }
  return 0;
}

/* Is a a later cycle than b (the same worker's)? */
static int later(const found_t *a, const found_t *b) {
  if (a->numeric && b->numeric && a->nstamp != b->nstamp)
    return a->nstamp > b->nstamp;
  if (a->numeric && b->numeric) {
    int c = memcmp(a->stamp, b->stamp, a->nstamp);
    if (c) return c > 0;
  } else if (a->mtime != b->mtime) {
    return a->mtime > b->mtime;
  }
  return strcmp(a->name, b->name) > 0;
}

static int by_name(const void *x, const void *y) {
  return strcmp(((const found_t *)x)->name, ((const found_t *)y)->name);
}

static int push(char ***out, size_t *n, size_t *cap, char *s) {
  if (!s) return SL_ENOMEM;
  if (SL_GROW(*out, *cap, *n + 1)) {
    free(s);
    return SL_ENOMEM;
  }
  (*out)[(*n)++] = s;
  return 0;
}

/* The newest cycle of each worker of directory `dir`, appended. */
static int expand_dir(const char *dir, char ***out, size_t *n, size_t *cap,
                      sl_error_t *err) {
  DIR *d = opendir(dir);
  struct dirent *de;
  found_t *f = NULL;
  size_t nf = 0, cf = 0, i, j;
  int rc = 0;
  if (!d) return sl__err(err, -errno, SL_NO_OFFSET, "cannot open: %s",
                         strerror(errno));
  while (rc == 0 && (de = readdir(d)) != NULL) {
    size_t k = trace_suffix(de->d_name), len = strlen(de->d_name) - k, dot;
    found_t x;
    struct stat st;
    char *path;
    if (!k) continue;
    memset(&x, 0, sizeof x);
    if (!(x.name = strdup(de->d_name))) {
      rc = SL_ENOMEM;
      break;
    }
    for (dot = len; dot > 0 && x.name[dot - 1] != '.'; dot--) {}
    x.worker = dot ? dot - 1 : len;
    x.stamp = x.name + (dot ? dot : len);
    x.nstamp = len - (size_t)(x.stamp - x.name);
    x.numeric = x.nstamp > 0;
    for (j = 0; j < x.nstamp; j++)
      if (x.stamp[j] < '0' || x.stamp[j] > '9') x.numeric = 0;
    if ((path = sl__path_join(dir, x.name)) && stat(path, &st) == 0)
      x.mtime = st.st_mtime;
    free(path);
    /* One per worker: the later cycle stays. */
    for (i = 0; i < nf; i++)
      if (f[i].worker == x.worker && !memcmp(f[i].name, x.name, x.worker))
        break;
    if (i < nf) {
      if (later(&x, &f[i])) {
        free(f[i].name);
        f[i] = x;
      } else {
        free(x.name);
      }
      continue;
    }
    if (SL_GROW(f, cf, nf + 1)) {
      free(x.name);
      rc = SL_ENOMEM;
      break;
    }
    f[nf++] = x;
  }
  closedir(d);
  /* Without PyTorch traces it is another format's (XSpace's). */
  if (rc == 0 && nf == 0) rc = push(out, n, cap, strdup(dir));
  if (nf) qsort(f, nf, sizeof *f, by_name);
  for (i = 0; i < nf; i++) {
    if (rc == 0) rc = push(out, n, cap, sl__path_join(dir, f[i].name));
    free(f[i].name);
  }
  free(f);
  if (rc == SL_ENOMEM) sl__err(err, rc, 0, "out of memory");
  return rc;
}

int sl_inputs_expand(const char *const *paths, size_t n, char ***out,
                     size_t *n_out, sl_error_t *err) {
  size_t i, cap = 0;
  int rc = 0;
  *out = NULL;
  *n_out = 0;
  sl__err_clear(err);
  for (i = 0; i < n && rc == 0; i++) {
    if (strcmp(paths[i], "-") != 0 && sl__is_dir(paths[i]))
      rc = expand_dir(paths[i], out, n_out, &cap, err);
    else if ((rc = push(out, n_out, &cap, strdup(paths[i]))))
      sl__err(err, rc, 0, "out of memory");
  }
  if (rc) {
    sl_inputs_free(*out, *n_out);
    *out = NULL;
    *n_out = 0;
  }
  return rc;
}

int sl_inputs_files(const char *const *paths, size_t n, char ***out,
                    size_t *n_out, sl_error_t *err) {
  char **v = NULL;
  size_t nv = 0, i, cap = 0, k;
  int rc = sl_inputs_expand(paths, n, &v, &nv, err);
  *out = NULL;
  *n_out = 0;
  for (i = 0; i < nv && rc == 0; i++) {
    sl_xinputs_t l;
    if (!sl__is_dir(v[i])) {
      rc = push(out, n_out, &cap, strdup(v[i]));
      continue;
    }
    /* What is left of directories is XSpace's: its files. */
    memset(&l, 0, sizeof l);
    rc = sl__xinputs_expand(&l, (const char *const *)&v[i], 1, err);
    for (k = 0; k < l.n && rc == 0; k++)
      rc = push(out, n_out, &cap, strdup(l.in[k].path));
    sl__xinputs_free(&l);
  }
  sl_inputs_free(v, nv);
  if (rc == SL_ENOMEM && !(err && err->code)) sl__err(err, rc, 0, "out of memory");
  if (rc) {
    sl_inputs_free(*out, *n_out);
    *out = NULL;
    *n_out = 0;
  }
  return rc;
}

void sl_inputs_free(char **list, size_t n) {
  size_t i;
  for (i = 0; i < n; i++) free(list[i]);
  free(list);
}

/* XSpace inputs: which files a command line names (profile directories
 * expanded), whether they are XSpace, and their bytes mapped.  See
 * xinput.h. */
/* madvise(MADV_DONTNEED) is not POSIX. */
#define _DEFAULT_SOURCE 1

#include "emit/run/xinput.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "stream/common.h"
#include "stream/format/registry.h"
#include "stream/format/xspace.h"
#include "stream/io/gzip.h"
#include "stream/io/mapped.h"
#include "stream/io/source.h"

/* ---- names ------------------------------------------------------------------------ */

static int ends_with(const char *s, const char *suf) {
  size_t n = strlen(s), k = strlen(suf);
  return n >= k && memcmp(s + n - k, suf, k) == 0;
}

static int xplane_name(const char *name) {
  return ends_with(name, ".xplane.pb") || ends_with(name, ".xplane.pb.gz");
}

static int push(sl_xinputs_t *l, char *path, size_t from) {
  if (!path) return SL_ENOMEM;
  if (SL_GROW(l->in, l->cap, l->n + 1)) {
    free(path);
    return SL_ENOMEM;
  }
  memset(&l->in[l->n], 0, sizeof l->in[l->n]);
  l->in[l->n].path = path;
  sl__mapped_init(&l->in[l->n].m);
  l->in[l->n].from = from;
  l->n++;
  return 0;
}

static int by_name(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The names of the .xplane.pb files directly in dir, sorted (byte
 * order); *n = 0 when there are none. */
static int dir_xplanes(const char *dir, char ***out, size_t *n) {
  DIR *d = opendir(dir);
  struct dirent *e;
  char **v = NULL;
  size_t cap = 0;
  *out = NULL;
  *n = 0;
  if (!d) return -errno;
  while ((e = readdir(d)) != NULL) {
    char *full;
    struct stat st;
    if (!xplane_name(e->d_name)) continue;
    if (!(full = sl__path_join(dir, e->d_name))) goto oom;
    if (stat(full, &st) != 0 || !S_ISREG(st.st_mode)) {
      free(full);
      continue;
    }
    free(full);
    if (SL_GROW(v, cap, *n + 1)) goto oom;
    if (!(v[*n] = strdup(e->d_name))) goto oom;
    (*n)++;
  }
  closedir(d);
  if (*n > 1) qsort(v, *n, sizeof *v, by_name);
  *out = v;
  return 0;
oom:
  closedir(d);
  while (*n) free(v[--*n]);
  free(v);
  return SL_ENOMEM;
}

static void free_names(char **v, size_t n) {
  while (n) free(v[--n]);
  free(v);
}

/* The newest profile run below `dir`: a directory .../plugins/profile/RUN
 * holding .xplane.pb files, RUN sorting last (then the full path). */
typedef struct best_s {
  char *run, *path;
} best_t;

static int find_runs(const char *dir, int depth, best_t *best) {
  DIR *d;
  struct dirent *e;
  int rc = 0;
  if (depth > 64) return 0;
  if (!(d = opendir(dir))) return 0;
  while (rc == 0 && (e = readdir(d)) != NULL) {
    char *full;
    struct stat st;
    if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
      continue;
    if (!(full = sl__path_join(dir, e->d_name))) {
      rc = SL_ENOMEM;
      break;
    }
    if (lstat(full, &st) == 0 && S_ISDIR(st.st_mode)) {
      size_t fl = strlen(full), rl = strlen(e->d_name);
      /* .../plugins/profile/<run> */
      if (fl > rl + 17 &&
          memcmp(full + fl - rl - 17, "/plugins/profile/", 17) == 0) {
        char **names;
        size_t n;
        if (dir_xplanes(full, &names, &n) == 0 && n > 0) {
          int cmp = best->run ? strcmp(e->d_name, best->run) : 1;
          if (cmp > 0 || (cmp == 0 && strcmp(full, best->path) > 0)) {
            char *run = strdup(e->d_name), *path = strdup(full);
            if (!run || !path) {
              free(run);
              free(path);
              rc = SL_ENOMEM;
            } else {
              free(best->run);
              free(best->path);
              best->run = run;
              best->path = path;
            }
          }
        }
        free_names(names, n);
      }
      if (rc == 0) rc = find_runs(full, depth + 1, best);
    }
    free(full);
  }
  closedir(d);
  return rc;
}

/* The files of directory `dir` (a run, or a log directory). */
static int expand_dir(sl_xinputs_t *l, const char *dir, size_t from,
                      sl_error_t *err) {
  char **names;
  size_t n, i;
  const char *run = dir;
  best_t best = {NULL, NULL};
  int rc = dir_xplanes(dir, &names, &n);
  if (rc == SL_ENOMEM) return sl__err(err, rc, 0, "out of memory");
  if (rc < 0)
    return sl__err(err, SL_EUSAGE, 0, "cannot read directory %s: %s", dir,
                   strerror(-rc));
  if (n == 0) {
    free_names(names, n);
    if ((rc = find_runs(dir, 0, &best)) != 0) {
      free(best.run);
      free(best.path);
      return sl__err(err, rc, 0, "out of memory");
    }
    if (!best.path)
      return sl__err(err, SL_EUSAGE, 0, "%s: no .xplane.pb files", dir);
    run = best.path;
    rc = dir_xplanes(run, &names, &n);
    if (rc != 0) {
      free(best.run);
      free(best.path);
      return sl__err(err, SL_ENOMEM, 0, "out of memory");
    }
  }
  for (i = 0; i < n && rc == 0; i++) rc = push(l, sl__path_join(run, names[i]), from);
  free_names(names, n);
  free(best.run);
  free(best.path);
  return rc ? sl__err(err, rc, 0, "out of memory") : 0;
}

/* ---- detection -------------------------------------------------------------------- */

#define SNIFF_BYTES ((size_t)64 << 10)

/* Is the file an XSpace?  1, 0, or a negative code (err). */
static int sniff_file(const char *path, sl_error_t *err) {
  uint8_t *buf = malloc(SNIFF_BYTES), *out = NULL;
  struct stat st;
  ssize_t got;
  int fd, r = 0, is_stdin = strcmp(path, "-") == 0;
  if (!buf) return sl__err(err, SL_ENOMEM, 0, "out of memory");
  /* Standard input is told only when it is a file (a pipe cannot be read
   * twice: --input-format=xspace names it). */
  if ((fd = is_stdin ? 0 : open(path, O_RDONLY)) < 0) {
    free(buf);
    return 0; /* the usual reader says why */
  }
  if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) ||
      (got = pread(fd, buf, SNIFF_BYTES, 0)) <= 0) {
    if (!is_stdin) close(fd);
    free(buf);
    return 0;
  }
  if (!is_stdin) close(fd);
  if (sl__is_gzip(buf, (size_t)got)) {
    /* The first bytes of what it holds. */
    size_t n;
    if (!(out = malloc(SNIFF_BYTES)) ||
        sl__gunzip_head(buf, (size_t)got, out, SNIFF_BYTES, &n) != 0) {
      free(out);
      free(buf);
      return sl__err(err, SL_ENOMEM, 0, "out of memory");
    }
    r = sl__xs_sniff(out, n, UINT64_MAX) != 0;
    free(out);
  } else {
    r = sl__xs_sniff(buf, (size_t)got, (uint64_t)st.st_size) != 0;
  }
  free(buf);
  return r;
}

int sl__xinputs_detect(const char *const *paths, size_t n,
                       const sl_options_t *opt, sl_error_t *err) {
  size_t i, yes = 0;
  const char *first_no = NULL, *first_yes = NULL;
  for (i = 0; i < n; i++) {
    int r;
    if (strcmp(paths[i], "-") == 0 && opt->format == SL_FORMAT_XSPACE) {
      r = 1;
    } else if (strcmp(paths[i], "-") != 0 && sl__is_dir(paths[i])) {
      r = 1;
    } else {
      r = sniff_file(paths[i], err);
      if (r < 0) return r;
    }
    if (r) {
      yes++;
      if (!first_yes) first_yes = paths[i];
    } else if (!first_no) {
      first_no = paths[i];
    }
  }
  if (opt->format == SL_FORMAT_XSPACE) {
    if (first_no) {
      sl__err(err, SL_EFORMAT, 0,
              "expected an XSpace (--input-format=xspace): a serialized "
              "tensorflow.profiler.XSpace; the data does not fit one");
      if (err) err->file = first_no;
      return SL_EFORMAT;
    }
    return 1;
  }
  if (yes && first_no) {
    sl__err(err, SL_EFORMAT, 0, "%s is an XSpace profile and this input is "
            "not: XSpace files are converted only with other XSpace files",
            first_yes);
    if (err) err->file = first_no;
    return SL_EFORMAT;
  }
  return yes ? 1 : 0;
}

/* ---- the list ----------------------------------------------------------------------- */

int sl__xinputs_expand(sl_xinputs_t *l, const char *const *paths, size_t n,
                       sl_error_t *err) {
  size_t i;
  int rc = 0;
  memset(l, 0, sizeof *l);
  for (i = 0; i < n && rc == 0; i++) {
    if (sl__is_dir(paths[i])) {
      rc = expand_dir(l, paths[i], i, err);
    } else {
      char *p = strdup(paths[i]);
      rc = push(l, p, i);
      if (rc) rc = sl__err(err, rc, 0, "out of memory");
    }
  }
  return rc;
}

void sl__xinputs_free(sl_xinputs_t *l) {
  size_t i;
  for (i = 0; i < l->n; i++) {
    sl__mapped_close(&l->in[i].m);
    free(l->in[i].path);
  }
  free(l->in);
  memset(l, 0, sizeof *l);
}

/* ---- bytes ------------------------------------------------------------------------------ */

int sl__xinput_open(sl_xinput_t *x, sl_error_t *err) {
  return sl__mapped_open(&x->m, x->path, err);
}

int sl__xinput_map(sl_xinput_t *x, sl_error_t *err) {
  if (!x->m.map && x->m.size == 0)
    return sl__err(err, SL_EFORMAT, 0, "empty input: an XSpace file holds "
                   "at least one plane");
  return sl__mapped_map(&x->m, err);
}

void sl__xinput_host(const sl_xinput_t *x, sl_str_t hostname, sl_str_t *out) {
  static const char *const suf[] = {".xplane.pb.gz", ".xplane.pb", ".pb.gz",
                                    ".pb", ".gz"};
  const char *base = strrchr(x->path, '/');
  size_t n, i;
  if (hostname.n || strcmp(x->path, "-") == 0) {
    *out = hostname; /* standard input has no file name */
    return;
  }
  base = base ? base + 1 : x->path;
  n = strlen(base);
  for (i = 0; i < sizeof suf / sizeof suf[0]; i++)
    if (ends_with(base, suf[i])) {
      n -= strlen(suf[i]);
      break;
    }
  *out = sl__str(base, n);
}

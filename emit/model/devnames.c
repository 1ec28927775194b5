/* Device names beyond one step.  See devnames.h. */
#define _GNU_SOURCE /* REG_STARTEND */
#include "emit/model/devnames.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int starts(const uint8_t *p, size_t n, const char *lit) {
  size_t k = strlen(lit);
  return n >= k && memcmp(p, lit, k) == 0;
}

int sl__dev_task(sl_str_t name, sl_str_t *task) {
  size_t i;
  if (!starts(name.p, name.n, "/job:")) return 0;
  /* "/job:NAME", then the "/replica:R" and "/task:T" that follow it. */
  i = 5;
  while (i < name.n && name.p[i] != '/') i++;
  while (i < name.n) {
    size_t j = i + 1;
    if (!starts(name.p + j, name.n - j, "replica:") &&
        !starts(name.p + j, name.n - j, "task:"))
      break;
    while (j < name.n && name.p[j] != '/') j++;
    i = j;
  }
  *task = sl__str(name.p, i);
  return 1;
}

/* ---- workers ------------------------------------------------------------ */

static char *dup_bytes(const void *p, size_t n) {
  char *d = malloc(n + 1);
  if (!d) return NULL;
  if (n) memcpy(d, p, n);
  d[n] = '\0';
  return d;
}

static int has_task(const sl_worker_t *w, const char *t, size_t n) {
  size_t i;
  for (i = 0; i < w->ntasks; i++)
    if (strlen(w->tasks[i]) == n && memcmp(w->tasks[i], t, n) == 0) return 1;
  return 0;
}

int sl__worker_saw(sl_worker_t *w, sl_str_t name) {
  sl_str_t t;
  char **nt;
  if (!sl__dev_task(name, &t)) return 0;
  if (has_task(w, (const char *)t.p, t.n)) return 0;
  nt = realloc(w->tasks, (w->ntasks + 1) * sizeof *nt);
  if (!nt) return SL_ENOMEM;
  w->tasks = nt;
  if (!(w->tasks[w->ntasks] = dup_bytes(t.p, t.n))) return SL_ENOMEM;
  w->ntasks++;
  return 0;
}

static const char *file_label(const char *path) {
  return strcmp(path, "-") == 0 ? "<stdin>" : sl__base_name(path);
}

/* Do workers a and b claim a task in common? */
static int share_task(const sl_worker_t *a, const sl_worker_t *b) {
  size_t i;
  for (i = 0; i < a->ntasks; i++)
    if (has_task(b, a->tasks[i], strlen(a->tasks[i]))) return 1;
  return 0;
}

int sl__workers_label(sl_worker_t *ws, size_t n, const char *const *files) {
  size_t i, j;
  for (i = 0; i < n; i++) {
    sl_worker_t *w = &ws[i];
    w->by_task = w->ntasks > 0;
    for (j = 0; j < n && w->by_task; j++)
      if (j != i && share_task(w, &ws[j])) w->by_task = 0;
  }
  for (i = 0; i < n; i++) {
    sl_worker_t *w = &ws[i];
    const char *name = file_label(files[i]);
    char num[32];
    free(w->label);
    w->label = NULL;
    w->task = w->by_task && w->ntasks == 1 ? w->tasks[0] : NULL;
    if (w->task) {
      w->label = dup_bytes(w->task, strlen(w->task));
    } else {
      /* File names tell workers apart unless two are the same: then the
       * path as given, and if that repeats too, its position. */
      int clash = 0, clash_path = 0;
      for (j = 0; j < n; j++) {
        if (j == i) continue;
        if (strcmp(file_label(files[j]), name) == 0) clash = 1;
        if (strcmp(files[j], files[i]) == 0) clash_path = 1;
      }
      if (clash_path) {
        size_t k = strlen(name);
        int m = snprintf(num, sizeof num, "#%zu", i + 1);
        w->label = malloc(k + (size_t)m + 1);
        if (w->label) {
          memcpy(w->label, name, k);
          memcpy(w->label + k, num, (size_t)m + 1);
        }
      } else {
        const char *l = clash ? files[i] : name;
        w->label = dup_bytes(l, strlen(l));
      }
    }
    if (!w->label) return SL_ENOMEM;
  }
  return 0;
}

size_t sl__worker_name_max(const sl_worker_t *w, size_t n) {
  return (w && w->label ? strlen(w->label) : 0) + 1 + n + 1;
}

size_t sl__worker_name(const sl_worker_t *w, sl_str_t name, char *out) {
  const char *pre = NULL;
  size_t k = 0, sep = 0;
  if (w && w->by_task) {
    /* Its own names tell it apart; those without a job go under its task
     * (or stay as they are when it has several). */
    if (!starts(name.p, name.n, "/job:") && w->task) pre = w->task;
  } else if (w) {
    pre = w->label;
    sep = 1;
  }
  if (pre) {
    k = strlen(pre);
    memcpy(out, pre, k);
    if (sep) out[k++] = ':';
  }
  if (name.n) memcpy(out + k, name.p, name.n);
  return k + name.n;
}

void sl__worker_close(sl_worker_t *w) {
  size_t i;
  for (i = 0; i < w->ntasks; i++) free(w->tasks[i]);
  free(w->tasks);
  free(w->label);
  memset(w, 0, sizeof *w);
}

/* ---- the --devices filter ------------------------------------------------ */

int sl__devfilter_init(sl_devfilter_t *f, const char *regex,
                       sl_error_t *err) {
  int rc;
  memset(f, 0, sizeof *f);
  if (!regex || !*regex) return 0;
  rc = regcomp(&f->re, regex, REG_EXTENDED | REG_NOSUB);
  if (rc != 0) {
    char why[160];
    regerror(rc, &f->re, why, sizeof why);
    return sl__err(err, SL_EUSAGE, 0, "--devices=%s: not a regular "
                   "expression: %s", regex, why);
  }
  f->on = 1;
  return 0;
}

int sl__devfilter_keeps(const sl_devfilter_t *f, sl_str_t name) {
  regmatch_t m;
  char small[256], *s = small;
  int keep;
  if (!f || !f->on) return 1;
  /* Names are byte strings that may hold NUL: the range is given
   * (REG_STARTEND), and a terminated copy is passed all the same, as
   * some regexec implementations (and sanitizers' wrappers) still look
   * for the terminator. */
  if (name.n >= sizeof small && !(s = malloc(name.n + 1))) return 1;
  if (name.n) memcpy(s, name.p, name.n);
  s[name.n] = '\0';
  m.rm_so = 0;
  m.rm_eo = (regoff_t)name.n;
  keep = regexec(&f->re, s, 1, &m, REG_STARTEND) == 0;
  if (s != small) free(s);
  return keep;
}

void sl__devfilter_close(sl_devfilter_t *f) {
  if (f->on) regfree(&f->re);
  f->on = 0;
}

int sl_devices_check(const char *regex, sl_error_t *err) {
  sl_devfilter_t f;
  int rc;
  sl__err_clear(err);
  rc = sl__devfilter_init(&f, regex, err);
  sl__devfilter_close(&f);
  return rc;
}

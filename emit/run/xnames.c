/* XSpace partials' clocks and step names (see xnames.h). */
#include "emit/run/xnames.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit/write/digits.h"

void sl__xnames_close(sl_xnames_t *x) {
  size_t i;
  for (i = 0; i < x->n; i++) free(x->names[i]);
  free(x->names);
  sl__idmap_close(&x->named);
  memset(x, 0, sizeof *x);
}

static int count(void *ud, int64_t g, sl_str_t name) {
  (void)g, (void)name;
  ++*(size_t *)ud;
  return 0;
}

size_t sl__xnames_count(const sl_xwalk_event_t *e) {
  size_t n = 0;
  sl__xwalk_named_groups(e, count, &n);
  return n;
}

static int save(void *ud, int64_t g, sl_str_t name) {
  sl_pwrite_t *w = ud;
  fprintf(sl__pw_f(w), "{\"named\":%lld,\"name\":", (long long)g);
  sl__pw_str(w, name.p, name.n);
  fputc('}', sl__pw_f(w));
  return sl__pw_line(w);
}

int sl__xnames_save(const sl_xwalk_event_t *e, sl_pwrite_t *w) {
  return sl__xwalk_named_groups(e, save, w);
}

int sl__xnames_clock(sl_xnames_t *x, sl_pread_t *r, int64_t timed,
                     int64_t base_us, int64_t *shift_ps) {
  *shift_ps = 0;
  if (!timed) return 0;
  if (!x->timed) {
    x->timed = 1;
    x->base_us = base_us;
  }
  return sl__xs_shift(base_us, x->base_us, shift_ps)
             ? sl__pr_fail(r, "its clock is too far from the first host's")
             : 0;
}

int sl__xnames_load(sl_xnames_t *x, sl_pread_t *r, int64_t n) {
  int64_t i;
  int rc;
  for (i = 0; i < n; i++) {
    int64_t id;
    sl_str_t name;
    char *c;
    if ((rc = sl__pr_line(r, "expected %lld more group names",
                          (long long)(n - i))))
      return rc;
    if (sl__pr_int(r, "named", &id) || sl__pr_str(r, "name", &name))
      return SL_EFORMAT;
    if (sl__idmap_get(&x->named, (uint64_t)id, 0) >= 0) continue;
    if (SL_GROW(x->names, x->cap, x->n + 1) || !(c = malloc(name.n + 1)))
      return sl__err(r->err, SL_ENOMEM, 0, "out of memory");
    if (name.n) memcpy(c, name.p, name.n);
    c[name.n] = '\0';
    x->names[x->n] = c;
    if (sl__idmap_put(&x->named, (uint64_t)id, 0, (uint32_t)x->n++))
      return sl__err(r->err, SL_ENOMEM, 0, "out of memory");
  }
  return 0;
}

sl_str_t sl__xnames_get(const sl_xnames_t *x, int64_t g, char buf[40]) {
  int64_t i = sl__idmap_get(&x->named, (uint64_t)g, 0);
  if (i >= 0) return sl__str(x->names[i], strlen(x->names[i]));
  return sl__str(buf, (size_t)(sl__put_i64((uint8_t *)buf, g) - (uint8_t *)buf));
}

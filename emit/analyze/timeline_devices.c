/* The timeline's devices: pids and the processes' metadata.  See
 * timeline.h. */
#define _GNU_SOURCE /* qsort_r */
#include <stdlib.h>
#include <string.h>

#include "emit/analyze/memsweep.h"
#include "emit/analyze/timeline.h"

#define OOM(tl) \
  sl__err((tl)->s->err, SL_ENOMEM, (tl)->s->ref->off, "out of memory")

void sl__tl_init(sl_timeline_t *tl, sl_step_t *s, sl_merge_t *merge,
                 int memory, const sl_memory_out_t *mem) {
  memset(tl, 0, sizeof *tl);
  tl->s = s;
  tl->opt = s->opt;
  tl->merge = merge;
  tl->memory = memory;
  tl->mem = mem;
  if (merge) {
    tl->next_flow = merge->flow_base;
    tl->id_base = merge->id_base;
  }
  sl__strmap_init(&tl->tnames, &s->arena);
  sl__strmap_init(&tl->allocs, &s->arena);
}

void sl__tl_finish(sl_timeline_t *tl) {
  sl_merge_t *m = tl->merge;
  if (!m) return;
  m->first_single = 0;
  m->flow_base = tl->next_flow;
  /* Ids go up to the number of names (a replaced name takes the count of
   * names before it), so the next step starts past it. */
  m->id_base += tl->tnames.n + 1;
}

void sl__merge_close(sl_merge_t *m) {
  size_t i;
  for (i = 0; i < m->ndev; i++) free(m->devs[i].name);
  free(m->devs);
  memset(m, 0, sizeof *m);
}

void sl__tl_allocators(sl_timeline_t *tl, sl_trace_writer_t *w) {
  if (w && (!tl->merge || tl->merge->first_single)) {
    w->ops->process(w, 0, sl__str("Allocators", 10), NULL);
    if (!tl->opt->timeline_compat) w->ops->process_order(w, 0, 0);
  }
}

static int cmp_dev_name(const void *x, const void *y, void *ud) {
  const sl_device_t *devs = ud;
  uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
  int c = sl__str_cmp(devs[a].name, devs[b].name);
  return c ? c : (a < b ? -1 : a > b);
}

/* Registers a device name with the pid it got, unless known.  Returns 1
 * when added, 0 when known (*at either way), or SL_ENOMEM. */
static int merge_add(sl_timeline_t *tl, const char *name, size_t n,
                     uint32_t pid, size_t *at) {
  sl_merge_t *m = tl->merge;
  size_t j;
  sl_merge_dev_t *d;
  for (j = 0; j < m->ndev; j++)
    if (m->devs[j].n == n && (n == 0 || memcmp(m->devs[j].name, name, n) == 0))
      break;
  *at = j;
  if (j < m->ndev) return 0;
  if (m->ndev == m->devcap) {
    size_t cap = m->devcap;
    sl_merge_dev_t *nd;
    if (sl__grow_cap(&cap, m->ndev + 1, sizeof *nd) != 0 ||
        !(nd = realloc(m->devs, cap * sizeof *nd)))
      return OOM(tl);
    m->devs = nd;
    m->devcap = cap;
  }
  d = &m->devs[m->ndev];
  d->name = malloc(n + 1);
  if (!d->name) return OOM(tl);
  if (n) memcpy(d->name, name, n);
  d->name[n] = '\0';
  d->n = n;
  d->pid = pid;
  m->ndev++;
  return 1;
}

/* A merged trace keeps one pid pair per device name for the whole log
 * (names as devnames.h shows several workers' devices): a device seen
 * before keeps its pids, a new one gets the next pair and its metadata
 * events, with sort indices so viewers keep the order in which devices
 * first appeared. */
static int merged_devices(sl_timeline_t *tl, sl_trace_writer_t *w) {
  sl_step_t *s = tl->s;
  sl_merge_t *m = tl->merge;
  char *full = NULL;
  size_t fcap = 0, i, j;
  int rc = 0;
  for (i = 0; i < s->ndev && rc >= 0; i++) {
    sl_str_t nm = s->devs[i].name;
    size_t need = sl__worker_name_max(m->worker, nm.n), n;
    if (s->devs[i].hidden) continue;
    if (need > fcap) {
      char *nf = realloc(full, need);
      if (!nf) {
        rc = OOM(tl);
        break;
      }
      full = nf;
      fcap = need;
    }
    n = sl__worker_name(m->worker, nm, full);
    rc = merge_add(tl, full, n, m->next_pid, &j);
    if (rc == 1) {
      sl_merge_dev_t *d = &m->devs[j];
      sl_str_t dn = sl__str(d->name, d->n);
      m->next_pid += 2;
      if (w) {
        w->ops->process(w, d->pid, dn, " Compute");
        w->ops->process_order(w, d->pid, d->pid);
        w->ops->process(w, d->pid + 1, dn, " Tensors");
        w->ops->process_order(w, d->pid + 1, d->pid + 1);
      }
    }
    if (rc >= 0) s->devs[i].pid = m->devs[j].pid;
  }
  free(full);
  if (rc < 0) return rc;
  return w ? w->rc : 0;
}

/* The first step of a log is written as the single-step trace; the merge
 * then carries its pids on for the steps that follow. */
static int first_devices(sl_timeline_t *tl) {
  const sl_step_t *s = tl->s;
  sl_merge_t *m = tl->merge;
  uint32_t kept = 0;
  size_t i, j;
  for (i = 0; i < s->ndev; i++) {
    const sl_device_t *d = &s->devs[i];
    if (d->hidden) continue;
    kept++;
    if (merge_add(tl, (const char *)d->name.p, d->name.n, d->pid, &j) < 0)
      return SL_ENOMEM;
  }
  m->next_pid = 1 + 2 * kept;
  return 0;
}

int sl__tl_devices(sl_timeline_t *tl, sl_trace_writer_t *w) {
  sl_step_t *s = tl->s;
  size_t i, j;
  uint32_t *order = malloc((s->ndev + 1) * sizeof(uint32_t));
  if (!order) return OOM(tl);
  /* The reference keys pids by device name: a repeated name keeps the
   * pids of its last occurrence for all its events.  Sorting by (name,
   * index) puts each name's last occurrence at the end of its run. */
  for (i = 0; i < s->ndev; i++) order[i] = (uint32_t)i;
  qsort_r(order, s->ndev, sizeof(uint32_t), cmp_dev_name, s->devs);
  for (i = 0; i < s->ndev; i = j) {
    size_t k;
    for (j = i + 1; j < s->ndev && sl__str_cmp(s->devs[order[i]].name,
                                               s->devs[order[j]].name) == 0;
         j++) {
    }
    for (k = i; k < j; k++) s->devs[order[k]].eff = order[j - 1];
  }
  free(order);
  if (tl->merge && !tl->merge->first_single) return merged_devices(tl, w);
  for (i = 0; i < s->ndev; i++)
    s->devs[i].pid = 1 + 2 * s->devs[s->devs[i].eff].rank;
  if (w) {
    for (i = 0; i < s->ndev; i++) {
      uint32_t r = s->devs[i].rank;
      if (s->devs[i].hidden) continue;
      w->ops->process(w, 1 + 2 * r, s->devs[i].name, " Compute");
      w->ops->process(w, 2 + 2 * r, s->devs[i].name, " Tensors");
      /* timeline.py sorts none; Perfetto would order devices by how many
       * slices they hold. */
      if (!tl->opt->timeline_compat) {
        w->ops->process_order(w, 1 + 2 * r, 1 + 2 * r);
        w->ops->process_order(w, 2 + 2 * r, 2 + 2 * r);
      }
    }
  }
  if (tl->merge && first_devices(tl) != 0) return SL_ENOMEM;
  return w ? w->rc : 0;
}

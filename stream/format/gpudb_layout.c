/* The layout of a GPU database: processes and threads, GPUs and their
 * streams, names and the time base (see gpudb.h), and which tables hold
 * each kind of row. */
#include "stream/format/gpudb_int.h"

#include <stdarg.h>
#include <stdio.h>

/* ---- tables of each kind ------------------------------------------------------------ */

static const tdesc_t nsys_tables[] = {
    {S_NVTX, "NVTX_EVENTS", 0},
    {S_API, "CUPTI_ACTIVITY_KIND_RUNTIME", 0},
    {S_KERNEL, "CUPTI_ACTIVITY_KIND_KERNEL", 0},
    {S_MEMCPY, "CUPTI_ACTIVITY_KIND_MEMCPY", 0},
    {S_MEMSET, "CUPTI_ACTIVITY_KIND_MEMSET", 0},
    {S_MEMORY, "CUDA_GPU_MEMORY_USAGE_EVENTS", 0}};

static const tdesc_t nvprof_tables[] = {
    {S_MARKER, "CUPTI_ACTIVITY_KIND_MARKER", 0},
    {S_API, "CUPTI_ACTIVITY_KIND_RUNTIME", 0},
    {S_API, "CUPTI_ACTIVITY_KIND_DRIVER", 1},
    {S_KERNEL, "CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL", 0},
    {S_KERNEL, "CUPTI_ACTIVITY_KIND_KERNEL", 0},
    {S_MEMCPY, "CUPTI_ACTIVITY_KIND_MEMCPY", 0},
    {S_MEMCPY, "CUPTI_ACTIVITY_KIND_MEMCPY2", 0},
    {S_MEMSET, "CUPTI_ACTIVITY_KIND_MEMSET", 0},
    {S_MEMORY, "CUPTI_ACTIVITY_KIND_MEMORY", 0}};

unsigned sl__gdb_type_kinds(stype_t t) {
  switch (t) {
  case S_NVTX:
  case S_MARKER: return SL_GK_BIT(SL_GK_NVTX) | SL_GK_BIT(SL_GK_MARK);
  case S_API: return SL_GK_BIT(SL_GK_API);
  case S_KERNEL: return SL_GK_BIT(SL_GK_KERNEL);
  case S_MEMCPY: return SL_GK_BIT(SL_GK_MEMCPY);
  case S_MEMSET: return SL_GK_BIT(SL_GK_MEMSET);
  default: return SL_GK_BIT(SL_GK_MEMORY);
  }
}

/* The tables present for `kinds`, in merge order, into out[]. */
size_t sl__gdb_tables_for(const sl_gdb_t *db, unsigned kinds,
                         const tdesc_t **desc, const char **names) {
  const tdesc_t *d = db->kind == SL_GDB_NSYS ? nsys_tables : nvprof_tables;
  size_t nd = db->kind == SL_GDB_NSYS
                  ? sizeof nsys_tables / sizeof *nsys_tables
                  : sizeof nvprof_tables / sizeof *nvprof_tables;
  size_t i, n = 0;
  for (i = 0; i < nd; i++) {
    const char *t;
    if (!(sl__gdb_type_kinds(d[i].type) & kinds)) continue;
    if (!(t = sl__gdb_table(db, d[i].name))) continue;
    desc[n] = &d[i];
    names[n++] = t;
  }
  return n;
}

/* The filter of a table's rows that count, with its WHERE. */
int sl__gdb_where_of(sl_gdb_t *db, const tdesc_t *d, const char *t,
                    const char *alias, char *buf, size_t cap) {
  int h;
  buf[0] = '\0';
  if (d->type == S_NVTX) {
    snprintf(buf, cap, " WHERE %s.eventType IN (34, 59, 60, 70, 71)", alias);
  } else if (d->type == S_API && db->kind == SL_GDB_NSYS) {
    if ((h = sl__gdb_has_col(db, t, "eventClass")) < 0) return h;
    if (h) snprintf(buf, cap, " WHERE %s.eventClass IN (0, 1)", alias);
  } else if (d->type == S_MARKER) {
    snprintf(buf, cap, " WHERE (%s.flags & 3) != 0", alias);
  }
  return 0;
}

/* The columns of a table's start and end. */
const char *sl__gdb_start_col(const tdesc_t *d) {
  return d->type == S_MARKER ? "timestamp" : "start";
}

void sl__gdb_end_of(const sl_gdb_t *db, const tdesc_t *d, char *buf,
                    size_t cap) {
  if (d->type == S_NVTX)
    snprintf(buf, cap,
             "CASE WHEN t.eventType = 34 THEN t.start ELSE coalesce(t.end, "
             "%lld) END",
             (long long)db->layout.capture_end);
  else if (d->type == S_MEMORY)
    snprintf(buf, cap, "t.start");
  else
    snprintf(buf, cap, "t.\"end\"");
}

/* ---- layout ---------------------------------------------------------------------------- */

/* A thread not met before (the caller's map says so). */
static int add_thread(sl_gdb_t *db, size_t *cap, uint64_t key, uint64_t pkey,
                      uint32_t pid, uint32_t tid) {
  sl_glayout_t *l = &db->layout;
  if (sl__grow_array((void **)&l->threads, cap, l->nthreads + 1,
                     sizeof *l->threads))
    return sl__gdb_oom(db);
  memset(&l->threads[l->nthreads], 0, sizeof *l->threads);
  l->threads[l->nthreads].key = key;
  l->threads[l->nthreads].pkey = pkey;
  l->threads[l->nthreads].pid = pid;
  l->threads[l->nthreads].tid = tid;
  l->nthreads++;
  return 0;
}

static sl_gthread_t *find_thread(sl_glayout_t *l, uint64_t key) {
  size_t i;
  for (i = 0; i < l->nthreads; i++)
    if (l->threads[i].key == key) return &l->threads[i];
  return NULL;
}

static int set_name(sl_gdb_t *db, char **slot, const char *fmt, ...)
    SL_PRINTF(3, 4);
static int set_name(sl_gdb_t *db, char **slot, const char *fmt, ...) {
  char buf[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  free(*slot);
  if (!(*slot = strdup(buf))) return sl__gdb_oom(db);
  return 0;
}

uint32_t sl__gdb_le32(const unsigned char *p) {
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
         (uint32_t)p[3] << 24;
}


/* The query of a layout survey of table t: rowid, start and end (the
 * merge's), then `cols`, in rowid order, so that the table's lane plan
 * comes of the same scan.  *keyed = 0 when it has no start or end (rows
 * will refuse it; the three are then NULL). */
static int survey_sql(sl_gdb_t *db, const tdesc_t *d, const char *t,
                      const char *cols, const char *where, int *keyed) {
  char endx[160];
  int rc, hs, he;
  if ((hs = sl__gdb_has_col(db, t, "start")) < 0) return hs;
  if ((he = sl__gdb_has_col(db, t, "end")) < 0) return he;
  *keyed = hs && he && d->type != S_MARKER && d->type != S_MEMORY;
  db->sql[0] = '\0';
  if (*keyed) {
    sl__gdb_end_of(db, d, endx, sizeof endx);
    rc = sl__gdb_sqlf(db, "SELECT t.rowid, t.start, %s", endx);
  } else {
    rc = sl__gdb_sqlf(db, "SELECT NULL, NULL, NULL");
  }
  if (!rc) rc = sl__gdb_cols(db, t, "t", cols);
  if (!rc) rc = sl__gdb_sqlf(db, " FROM \"%s\" t%s ORDER BY t.rowid", t, where);
  return rc;
}

/* Feeds a survey row's key to the plan (not a row the merge skips). */
static int survey_key(sl_gplan_t *p, const tdesc_t *d, sqlite3_stmt *st) {
  if (sl__gdb_row_skipped(d->type, st)) return 0;
  return sl__gdb_plan_key(p, sqlite3_column_int64(st, 0),
                          sqlite3_column_int64(st, 1),
                          sqlite3_column_int64(st, 2));
}

int sl__gdb_plan_table(sl_gdb_t *db, const tdesc_t *d, const char *t,
                       const char *where, sl_gplan_t *p) {
  sqlite3_stmt *st = NULL;
  int rc, keyed;
  sl__gdb_plan_init(p);
  if ((rc = survey_sql(db, d, t, "", where, &keyed)) ||
      (rc = sl__gdb_prepare(db, db->sql, &st)))
    return rc;
  while ((rc = sl__gdb_step(db, st)) == 1)
    if (keyed && survey_key(p, d, st)) {
      rc = SL_ENOMEM;
      break;
    }
  sqlite3_finalize(st);
  if (rc == 0) rc = sl__gdb_plan_end(p);
  return rc == SL_ENOMEM ? sl__gdb_oom(db) : rc;
}

/* Keeps a surveyed table's plan for its rows. */
static int survey_end(sl_gdb_t *db, const char *t, sl_gplan_t *p) {
  int rc = sl__gdb_plan_end(p);
  if (rc || db->nsurveyed == MAX_SRC) {
    sl__gdb_plan_free(p);
    return rc ? sl__gdb_oom(db) : 0;
  }
  db->surveyed[db->nsurveyed].table = t;
  db->surveyed[db->nsurveyed++].plan = *p;
  sl__gdb_plan_init(p);
  return 0;
}

/* The host threads of the rows of `kinds`: one scan of each table, which
 * also plans how its rows are read in time order. */
static int layout_threads(sl_gdb_t *db, unsigned kinds) {
  const tdesc_t *d[MAX_SRC];
  const char *t[MAX_SRC];
  size_t n = sl__gdb_tables_for(db, kinds, d, t), i, cap = 0;
  sl_idmap_t seen;
  sl_gplan_t plan;
  int rc = 0;
  sl__idmap_init(&seen);
  sl__gdb_plan_init(&plan);
  for (i = 0; i < n && rc == 0; i++) {
    sqlite3_stmt *st = NULL;
    char where[128];
    int keyed = 0;
    if (d[i]->type != S_API && d[i]->type != S_NVTX && d[i]->type != S_MARKER)
      continue;
    db->where = t[i];
    if ((rc = sl__gdb_where_of(db, d[i], t[i], "t", where, sizeof where))) break;
    rc = survey_sql(db, d[i], t[i],
                    d[i]->type == S_MARKER    ? "+objectKind,+objectId"
                    : db->kind == SL_GDB_NSYS ? "+globalTid"
                                              : "+processId,+threadId",
                    where, &keyed);
    if (rc || (rc = sl__gdb_prepare(db, db->sql, &st))) break;
    while ((rc = sl__gdb_step(db, st)) == 1) {
      uint64_t key, pkey;
      uint32_t pid, tid;
      if (keyed && survey_key(&plan, d[i], st)) {
        rc = sl__gdb_oom(db);
        break;
      }
      if (d[i]->type == S_MARKER) {
        int kind = sqlite3_column_int(st, 3);
        const unsigned char *b = sqlite3_column_blob(st, 4);
        int nb = sqlite3_column_bytes(st, 4);
        pid = b && nb >= 4 ? sl__gdb_le32(b) : 0;
        tid = kind == 2 && b && nb >= 8 ? sl__gdb_le32(b + 4) : MARKERS_TID;
        key = (uint64_t)pid << 32 | tid;
        pkey = pid;
      } else if (db->kind == SL_GDB_NSYS) {
        /* NULL reads as 0 here as in the rows: no row lacks its track. */
        key = (uint64_t)sqlite3_column_int64(st, 3);
        pkey = NSYS_PKEY(key);
        pid = NSYS_PID(key);
        tid = NSYS_TID(key);
      } else {
        pid = (uint32_t)sqlite3_column_int64(st, 3);
        tid = (uint32_t)(sqlite3_column_int64(st, 4) & 0xFFFFFFFF);
        key = (uint64_t)pid << 32 | tid;
        pkey = pid;
      }
      if (sl__idmap_get(&seen, key, 0) >= 0) continue;
      if (sl__idmap_put(&seen, key, 0, 1)) {
        rc = sl__gdb_oom(db);
        break;
      }
      if ((rc = add_thread(db, &cap, key, pkey, pid, tid))) break;
    }
    sqlite3_finalize(st);
    if (rc > 0) rc = 0;
    if (!rc && keyed) rc = survey_end(db, t[i], &plan);
    sl__gdb_plan_free(&plan);
  }
  sl__idmap_close(&seen);
  db->where = NULL;
  return rc;
}

/* Runs `sql` (two columns: a key, a text) and hands each row to fn. */
static int each_named(sl_gdb_t *db, const char *tab, const char *sql,
                      int (*fn)(sl_gdb_t *, sqlite3_stmt *)) {
  sqlite3_stmt *st = NULL;
  int rc;
  db->where = tab;
  if ((rc = sl__gdb_prepare(db, sql, &st)) == 0) {
    while ((rc = sl__gdb_step(db, st)) == 1)
      if ((rc = fn(db, st)) != 0) break;
    sqlite3_finalize(st);
  }
  db->where = NULL;
  return rc > 0 ? 0 : rc;
}

static int nsys_thread_name(sl_gdb_t *db, sqlite3_stmt *st) {
  sl_gthread_t *th;
  const char *v = (const char *)sqlite3_column_text(st, 1);
  if (!v || !(th = find_thread(&db->layout,
                               (uint64_t)sqlite3_column_int64(st, 0))))
    return 0;
  return set_name(db, &th->name, "%s (tid %u)", v, th->tid);
}

static int nvprof_name(sl_gdb_t *db, sqlite3_stmt *st) {
  const unsigned char *b = sqlite3_column_blob(st, 1);
  int nb = sqlite3_column_bytes(st, 1), kind = sqlite3_column_int(st, 0);
  const char *v = (const char *)sqlite3_column_text(st, 2);
  sl_glayout_t *l = &db->layout;
  size_t i;
  if (!b || !v || nb < 4) return 0;
  if (kind == 2 && nb >= 8) {
    sl_gthread_t *th = find_thread(l, (uint64_t)sl__gdb_le32(b) << 32 | sl__gdb_le32(b + 4));
    if (th) return set_name(db, &th->name, "%s (tid %u)", v, th->tid);
  } else if (kind == 1) {
    for (i = 0; i < l->nprocs; i++)
      if (l->procs[i].pid == sl__gdb_le32(b))
        return set_name(db, &l->procs[i].name, "%s (pid %u)", v,
                        l->procs[i].pid);
  }
  return 0;
}

static int proc_name(sl_gdb_t *db, sqlite3_stmt *st) {
  sl_glayout_t *l = &db->layout;
  uint64_t key = (uint64_t)sqlite3_column_int64(st, 0);
  const char *v = (const char *)sqlite3_column_text(st, 1);
  size_t i;
  if (!v) return 0;
  for (i = 0; i < l->nprocs; i++)
    if (l->procs[i].key == key)
      return set_name(db, &l->procs[i].name, "%s (pid %u)", v,
                      l->procs[i].pid);
  return 0;
}

static int cmp_proc(const void *a, const void *b) {
  const sl_gproc_t *x = a, *y = b;
  if (x->pid != y->pid) return x->pid < y->pid ? -1 : 1;
  return x->key < y->key ? -1 : x->key > y->key;
}

/* Threads sorted by their process's place, then OS tid. */
static size_t proc_rank(const sl_glayout_t *l, uint64_t pkey) {
  size_t i;
  for (i = 0; i < l->nprocs; i++)
    if (l->procs[i].key == pkey) return i;
  return l->nprocs;
}
static int cmp_thread(const void *a, const void *b) {
  const sl_gthread_t *x = a, *y = b;
  if (x->prank != y->prank) return x->prank < y->prank ? -1 : 1;
  if (x->tid != y->tid) return x->tid < y->tid ? -1 : 1;
  return x->key < y->key ? -1 : x->key > y->key;
}

static int layout_procs(sl_gdb_t *db) {
  sl_glayout_t *l = &db->layout;
  size_t i, j, cap = 0;
  int rc = 0;
  const char *t;
  for (i = 0; i < l->nthreads; i++) {
    for (j = 0; j < l->nprocs && l->procs[j].key != l->threads[i].pkey; j++) {
    }
    if (j < l->nprocs) continue;
    if (sl__grow_array((void **)&l->procs, &cap, l->nprocs + 1,
                       sizeof *l->procs))
      return sl__gdb_oom(db);
    memset(&l->procs[l->nprocs], 0, sizeof *l->procs);
    l->procs[l->nprocs].key = l->threads[i].pkey;
    l->procs[l->nprocs].pid = l->threads[i].pid;
    l->nprocs++;
  }
  if (l->nprocs > 1) qsort(l->procs, l->nprocs, sizeof *l->procs, cmp_proc);
  for (i = 0; i < l->nthreads; i++)
    l->threads[i].prank = proc_rank(l, l->threads[i].pkey);
  if (l->nthreads > 1)
    qsort(l->threads, l->nthreads, sizeof *l->threads, cmp_thread);
  /* Names: the profile's, else the ids. */
  if (db->kind == SL_GDB_NSYS) {
    if ((t = sl__gdb_table(db, "PROCESSES")) && sl__gdb_has_col(db, t, "globalPid") == 1 &&
        sl__gdb_has_col(db, t, "name") == 1) {
      snprintf(db->sql, sizeof db->sql,
               "SELECT globalPid, name FROM \"%s\" ORDER BY rowid", t);
      if ((rc = each_named(db, t, db->sql, proc_name))) return rc;
    }
    if ((t = sl__gdb_table(db, "ThreadNames")) && sl__gdb_has_col(db, t, "globalTid") == 1 &&
        sl__gdb_has_col(db, t, "nameId") == 1 && sl__gdb_table(db, "StringIds")) {
      snprintf(db->sql, sizeof db->sql,
               "SELECT n.globalTid, s.value FROM \"%s\" n JOIN \"%s\" s ON "
               "s.id = n.nameId ORDER BY n.rowid",
               t, sl__gdb_table(db, "StringIds"));
      if ((rc = each_named(db, t, db->sql, nsys_thread_name))) return rc;
    }
    if ((t = sl__gdb_table(db, "NVTX_EVENTS")) && sl__gdb_has_col(db, t, "globalTid") == 1 &&
        sl__gdb_has_col(db, t, "text") == 1 && sl__gdb_has_col(db, t, "eventType") == 1) {
      int tid_col = sl__gdb_has_col(db, t, "textId") == 1;
      snprintf(db->sql, sizeof db->sql,
               tid_col ? "SELECT e.globalTid, coalesce(s.value, e.text) FROM "
                         "\"%s\" e LEFT JOIN \"%s\" s ON s.id = e.textId "
                         "WHERE e.eventType = 39 ORDER BY e.rowid"
                       : "SELECT e.globalTid, e.text FROM \"%s\" e WHERE "
                         "e.eventType = 39 ORDER BY e.rowid",
               t, sl__gdb_table(db, "StringIds"));
      if ((rc = each_named(db, t, db->sql, nsys_thread_name))) return rc;
    }
  } else if ((t = sl__gdb_table(db, "CUPTI_ACTIVITY_KIND_NAME")) &&
             sl__gdb_table(db, "StringTable")) {
    snprintf(db->sql, sizeof db->sql,
             "SELECT n.objectKind, n.objectId, s.value FROM \"%s\" n JOIN "
             "\"%s\" s ON s._id_ = n.name ORDER BY n._id_",
             t, sl__gdb_table(db, "StringTable"));
    if ((rc = each_named(db, t, db->sql, nvprof_name))) return rc;
  }
  for (i = 0; i < l->nprocs && rc == 0; i++)
    if (!l->procs[i].name)
      rc = set_name(db, &l->procs[i].name, "Process %u", l->procs[i].pid);
  for (i = 0; i < l->nthreads && rc == 0; i++)
    if (!l->threads[i].name)
      rc = l->threads[i].tid == MARKERS_TID && db->kind == SL_GDB_NVPROF
               ? set_name(db, &l->threads[i].name, "Markers")
               : set_name(db, &l->threads[i].name, "Thread %u",
                          l->threads[i].tid);
  return rc;
}

static int cmp_stream(const void *a, const void *b) {
  const sl_gstream_t *x = a, *y = b;
  if (x->device != y->device) return x->device < y->device ? -1 : 1;
  if (x->stream != y->stream) return x->stream < y->stream ? -1 : 1;
  if (x->pid != y->pid) return x->pid < y->pid ? -1 : 1;
  return x->pkey < y->pkey ? -1 : x->pkey > y->pkey;
}

/* A stream of a GPU row, unless it is known: `seen` holds each one's
 * place, keyed exactly when device and stream fit 32 bits (else found
 * by a search). */
static int add_stream(sl_gdb_t *db, sl_idmap_t *seen, size_t *cap,
                      const sl_gstream_t *s) {
  sl_glayout_t *l = &db->layout;
  int exact = (uint64_t)s->device <= 0xFFFFFFFFu &&
              (uint64_t)s->stream <= 0xFFFFFFFFu;
  uint64_t a = (uint64_t)s->device << 32 | ((uint64_t)s->stream & 0xFFFFFFFFu);
  size_t j;
  if (exact) {
    if (sl__idmap_get(seen, a, s->pkey) >= 0) return 0;
  } else {
    for (j = 0; j < l->nstreams; j++)
      if (l->streams[j].device == s->device &&
          l->streams[j].stream == s->stream && l->streams[j].pkey == s->pkey)
        return 0;
  }
  if (sl__grow_array((void **)&l->streams, cap, l->nstreams + 1,
                     sizeof *l->streams) ||
      (exact && sl__idmap_put(seen, a, s->pkey, 1)))
    return sl__gdb_oom(db);
  l->streams[l->nstreams++] = *s;
  return 0;
}

int sl__gdb_op_id(sl_gdb_t *db, int64_t pk, int64_t corr, int add,
                  uint64_t *id) {
  int64_t at = sl__idmap_get(&db->ops_procs, (uint64_t)pk, 0);
  if (corr < 0 || corr >= ((int64_t)1 << 40)) return 0;
  if (at < 0) {
    if (!add) return 0;
    if (db->nops_procs >= (1u << 24)) return 0;
    if (sl__idmap_put(&db->ops_procs, (uint64_t)pk, 0, db->nops_procs))
      return SL_ENOMEM;
    at = db->nops_procs++;
  }
  *id = (uint64_t)at << 40 | (uint64_t)corr;
  return 1;
}

#define OPS_MAX ((uint64_t)4 << 20)

/* Counts a GPU row's op against its launch (NULL process or correlation
 * id: no launch, as in SQL's join).  0, 1 when the counts cannot hold
 * it, or SL_ENOMEM. */
static int count_op(sl_gdb_t *db, sqlite3_stmt *st) {
  uint64_t id;
  int64_t extra;
  int rc;
  if (sqlite3_column_type(st, 6) == SQLITE_NULL ||
      (db->kind == SL_GDB_NSYS && sqlite3_column_type(st, 5) == SQLITE_NULL))
    return 0;
  rc = sl__gdb_op_id(db,
                     db->kind == SL_GDB_NSYS
                         ? NSYS_OPKEY(sqlite3_column_int64(st, 5))
                         : 0,
                     sqlite3_column_int64(st, 6), 1, &id);
  if (rc != 1) return rc < 0 ? rc : 1;
  /* Memory stays bounded (about 8 MiB of ids, as much for the calls of
   * several ops): past OPS_MAX ops, OPS_MAX / 256 blocks of ids or
   * OPS_MAX / 16 calls of several ops, the temporary table (on disk)
   * counts them. */
  if (db->ops.n >= OPS_MAX || db->ops.nb >= OPS_MAX / 256) return 1;
  if ((rc = sl__idset_add(&db->ops, id)) != 0) return rc < 0 ? rc : 0;
  /* A second op of one launch (a graph, a library call). */
  extra = sl__idmap_get(&db->ops_more, id, 0);
  if (extra < 0 && db->ops_more.n >= OPS_MAX / 16) return 1;
  extra = extra < 0 ? 1 : extra + 1;
  if (extra >= (int64_t)UINT32_MAX - 1) return 1;
  return sl__idmap_put(&db->ops_more, id, 0, (uint32_t)extra) ? SL_ENOMEM : 0;
}

/* The GPUs and their streams of the GPU rows of `kinds`: one scan of
 * each table, which also plans how its rows are read in time order and,
 * when it reads every GPU table, counts each launch's ops. */
static int layout_gpus(sl_gdb_t *db, unsigned kinds) {
  sl_glayout_t *l = &db->layout;
  const tdesc_t *d[MAX_SRC];
  const char *t[MAX_SRC];
  size_t n = sl__gdb_tables_for(db, kinds, d, t), i, cap = 0, dcap = 0;
  sqlite3_stmt *st = NULL;
  sl_idmap_t seen;
  sl_gplan_t plan;
  unsigned gpu = SL_GK_BIT(SL_GK_KERNEL) | SL_GK_BIT(SL_GK_MEMCPY) |
                 SL_GK_BIT(SL_GK_MEMSET);
  int rc = 0, count = (kinds & gpu) == gpu;
  sl__idmap_init(&seen);
  sl__gdb_plan_init(&plan);
  for (i = 0; i < n && rc == 0; i++) {
    int keyed = 0;
    if (d[i]->type != S_KERNEL && d[i]->type != S_MEMCPY &&
        d[i]->type != S_MEMSET)
      continue;
    db->where = t[i];
    if (count && (rc = sl__gdb_has_col(db, t[i], "correlationId")) != 1) {
      if (rc < 0) break;
      count = 0;
    }
    rc = survey_sql(db, d[i], t[i],
                    db->kind == SL_GDB_NSYS
                        ? "+deviceId,+streamId,+globalPid,?correlationId"
                        : "+deviceId,+streamId,?globalPid,?correlationId",
                    "", &keyed);
    if (rc || (rc = sl__gdb_prepare(db, db->sql, &st))) break;
    while ((rc = sl__gdb_step(db, st)) == 1) {
      sl_gstream_t s;
      if (keyed && survey_key(&plan, d[i], st)) {
        rc = sl__gdb_oom(db);
        break;
      }
      /* NULL reads as 0 here as in the rows: no row lacks its track. */
      memset(&s, 0, sizeof s);
      s.device = sqlite3_column_int64(st, 3);
      s.stream = sqlite3_column_int64(st, 4);
      if (sqlite3_column_type(st, 5) != SQLITE_NULL) {
        s.pkey = NSYS_PKEY(sqlite3_column_int64(st, 5));
        s.pid = NSYS_PID(sqlite3_column_int64(st, 5));
      }
      if ((rc = add_stream(db, &seen, &cap, &s))) break;
      if (count && (rc = count_op(db, st)) != 0) {
        if (rc < 0) {
          rc = sl__gdb_oom(db);
          break;
        }
        count = 0; /* the temporary table counts them */
      }
    }
    sqlite3_finalize(st);
    st = NULL;
    if (rc > 0) rc = 0;
    if (!rc && keyed) rc = survey_end(db, t[i], &plan);
    sl__gdb_plan_free(&plan);
  }
  sl__idmap_close(&seen);
  db->where = NULL;
  db->ops_counted = count && rc == 0;
  if (rc < 0) return rc;
  if (l->nstreams > 1)
    qsort(l->streams, l->nstreams, sizeof *l->streams, cmp_stream);
  for (i = 0; i < l->nstreams; i++) {
    if (l->ndevs && l->devs[l->ndevs - 1].id == l->streams[i].device)
      continue;
    if (sl__grow_array((void **)&l->devs, &dcap, l->ndevs + 1,
                       sizeof *l->devs))
      return sl__gdb_oom(db);
    l->devs[l->ndevs].id = l->streams[i].device;
    l->devs[l->ndevs].name = NULL;
    l->ndevs++;
  }
  return 0;
}

/* A device's name, from the tables that have it. */
static int device_name(sl_gdb_t *db, sl_gdev_t *dev) {
  const char *gpu = sl__gdb_table(db, "TARGET_INFO_GPU");
  const char *cuda = sl__gdb_table(db, "TARGET_INFO_CUDA_DEVICE");
  sqlite3_stmt *st = NULL;
  char *name = NULL;
  int rc = 0;
  db->sql[0] = '\0';
  if (db->kind == SL_GDB_NVPROF) {
    const char *t = sl__gdb_table(db, "CUPTI_ACTIVITY_KIND_DEVICE");
    if (t && sl__gdb_table(db, "StringTable") && sl__gdb_has_col(db, t, "id") == 1 &&
        sl__gdb_has_col(db, t, "name") == 1)
      snprintf(db->sql, sizeof db->sql,
               "SELECT s.value FROM \"%s\" d JOIN \"%s\" s ON s._id_ = d.name "
               "WHERE d.id = ?1",
               t, sl__gdb_table(db, "StringTable"));
  } else if (gpu && sl__gdb_has_col(db, gpu, "name") == 1) {
    const char *idc = sl__gdb_has_col(db, gpu, "id") == 1         ? "id"
                      : sl__gdb_has_col(db, gpu, "deviceId") == 1 ? "deviceId"
                                                          : NULL;
    if (idc && cuda && sl__gdb_has_col(db, cuda, "cudaId") == 1 &&
        sl__gdb_has_col(db, cuda, "gpuId") == 1)
      snprintf(db->sql, sizeof db->sql,
               "SELECT g.name FROM \"%s\" c JOIN \"%s\" g ON g.\"%s\" = "
               "c.gpuId WHERE c.cudaId = ?1 ORDER BY c.rowid LIMIT 1",
               cuda, gpu, idc);
    else if (idc)
      snprintf(db->sql, sizeof db->sql,
               "SELECT name FROM \"%s\" WHERE \"%s\" = ?1 LIMIT 1", gpu, idc);
  }
  if (db->sql[0]) {
    if ((rc = sl__gdb_prepare(db, db->sql, &st))) return rc;
    sqlite3_bind_int64(st, 1, dev->id);
    rc = sl__gdb_step(db, st);
    if (rc == 1 && sqlite3_column_text(st, 0))
      name = strdup((const char *)sqlite3_column_text(st, 0));
    sqlite3_finalize(st);
    if (rc < 0) return rc;
  }
  rc = name && name[0]
           ? set_name(db, &dev->name, "GPU %lld (%s)", (long long)dev->id, name)
           : set_name(db, &dev->name, "GPU %lld", (long long)dev->id);
  free(name);
  return rc;
}

/* The time base (nvprof's epoch seconds) and the capture's end. */
static int layout_times(sl_gdb_t *db, unsigned kinds) {
  sl_glayout_t *l = &db->layout;
  const tdesc_t *d[MAX_SRC];
  const char *t[MAX_SRC];
  size_t n = sl__gdb_tables_for(db, kinds, d, t), i;
  int64_t lo = INT64_MAX, hi = INT64_MIN, v;
  int rc, got, stop = 0;
  const char *ad = sl__gdb_table(db, "ANALYSIS_DETAILS");
  if (ad && sl__gdb_has_col(db, ad, "stopTime") == 1) {
    snprintf(db->sql, sizeof db->sql, "SELECT max(stopTime) FROM \"%s\"", ad);
    if ((rc = sl__gdb_query_int(db, db->sql, &v, &got))) return rc;
    if (got) {
      l->capture_end = v;
      stop = 1;
    }
  }
  if (stop && db->kind == SL_GDB_NSYS) return 0;
  for (i = 0; i < n; i++) {
    const char *s = sl__gdb_start_col(d[i]);
    int has_end = d[i]->type != S_MARKER && sl__gdb_has_col(db, t[i], "end") == 1;
    if (sl__gdb_has_col(db, t[i], s) != 1) continue;
    db->where = t[i];
    snprintf(db->sql, sizeof db->sql, "SELECT min(\"%s\") FROM \"%s\"", s,
             t[i]);
    if ((rc = sl__gdb_query_int(db, db->sql, &v, &got))) return rc;
    if (got && v < lo) lo = v;
    snprintf(db->sql, sizeof db->sql, "SELECT max(\"%s\") FROM \"%s\"",
             has_end ? "end" : s, t[i]);
    if ((rc = sl__gdb_query_int(db, db->sql, &v, &got))) return rc;
    if (got && v > hi) hi = v;
  }
  db->where = NULL;
  if (db->kind == SL_GDB_NVPROF && lo != INT64_MAX && lo > 0)
    l->time_base_ns = lo / 1000000000 * 1000000000;
  if (!stop) l->capture_end = hi != INT64_MIN ? hi : 0;
  return 0;
}

int sl__gdb_layout(sl_gdb_t *db, unsigned kinds, const sl_glayout_t **out,
                   sl_error_t *err) {
  size_t i;
  int rc;
  db->err = err;
  if (!db->have_layout) {
    /* The times first: an open range's end is the capture's. */
    if ((rc = layout_times(db, kinds)) || (rc = layout_threads(db, kinds)) ||
        (rc = layout_procs(db)) || (rc = layout_gpus(db, kinds)))
      return rc;
    for (i = 0; i < db->layout.ndevs; i++)
      if ((rc = device_name(db, &db->layout.devs[i]))) return rc;
    db->have_layout = 1;
  }
  *out = &db->layout;
  return 0;
}

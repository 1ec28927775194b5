/* One job, the rows of a GPU database: a cursor per table, merged in time order
 * (or one table after another when order does not matter), each row
 * decoded into the normalised sl_grow_t (see gpudb.h). */
#include "stream/format/gpudb_int.h"

#include <stdio.h>

/* ---- rows -------------------------------------------------------------------------------- */

/* Column layouts of each source's statement (after rowid, start, end). */
enum { C_ROWID = 0, C_START, C_END };
enum { A_THREAD = 3 };           /* nsys API: globalTid, corr, nameId, ret, class; nops */
/* GPU rows: where, then what launched them, then per kind from G_X. */
enum { G_DEV = 3, G_STREAM, G_CORR, G_GPID, G_CONTEXT, G_GREEN, G_X };

static const char *const kernel_args =
    "?gridX,?gridY,?gridZ,?blockX,?blockY,?blockZ,?registersPerThread,"
    "?staticSharedMemory,?dynamicSharedMemory,?localMemoryPerThread,"
    "?sharedMemoryExecuted";

/* A table's plan: the one the layout's survey made, else one made
 * from a scan of its keys now (taken by *p either way).  Returns 0 or a
 * negative code. */
static int plan_lanes(sl_gdb_t *db, const tdesc_t *d, const char *t,
                      const char *where, sl_gplan_t *p) {
  size_t i;
  for (i = 0; i < db->nsurveyed; i++)
    if (db->surveyed[i].table == t) {
      *p = db->surveyed[i].plan;
      sl__gdb_plan_init(&db->surveyed[i].plan);
      db->surveyed[i].table = NULL;
      return 0;
    }
  return sl__gdb_plan_table(db, d, t, where, p);
}

/* Points a lane's cursor at its next range; 0 when it has none left. */
static int lane_next(sl_gdb_t *db, src_t *s) {
  int rc;
  if (s->range >= s->nranges) return 0;
  sqlite3_reset(s->st);
  if ((rc = sqlite3_bind_int64(s->st, 1, s->ranges[2 * s->range])) ||
      (rc = sqlite3_bind_int64(s->st, 2, s->ranges[2 * s->range + 1])))
    return sl__gdb_fail(db, rc);
  s->range++;
  return 1;
}

/* Builds and prepares the statements of one table: its cursor, or a
 * cursor per lane (db->nsrc grows by as many). */
static int open_source(sl_gdb_t *db, const tdesc_t *d, const char *t,
                       int count_ops, int ordered) {
  char where[160], endx[160], order[320];
  int rc, nsys = db->kind == SL_GDB_NSYS;
  /* A call's op count: from the survey's counts (decode_api), else
   * joined from the temporary table. */
  int ops_joined = count_ops && !db->ops_counted;
  size_t i;
  sl_gplan_t plan;
  src_t *s = &db->src[db->nsrc];
  const char *namec = NULL;
  /* What every GPU row starts with; nvprof's name no process. */
  const char *gpu_cols =
      nsys ? "+deviceId,+streamId,+correlationId,+globalPid,?contextId,"
             "?greenContextId"
           : "+deviceId,+streamId,+correlationId,?globalPid,?contextId,"
             "?greenContextId";
  sl__gdb_plan_init(&plan);
  memset(s, 0, sizeof *s);
  s->type = d->type;
  s->driver = d->driver;
  snprintf(s->table, sizeof s->table, "%s", t);
  db->where = t;
  if ((rc = sl__gdb_where_of(db, d, t, "t", where, sizeof where))) return rc;
  if (d->type == S_MARKER) {
    /* Each START with its END (by id); marks alone. */
    db->sql[0] = '\0';
    rc = sl__gdb_sqlf(db, "SELECT t.rowid, t.timestamp, CASE WHEN (t.flags & 2) != 0 "
                  "THEN e.timestamp ELSE t.timestamp END");
    if (!rc) rc = sl__gdb_cols(db, t, "t", "+flags,+objectKind,+objectId,+name,?domain");
    if (!rc) rc = sl__gdb_cols(db, t, "t", "+id,+timestamp");
    if (!rc)
      rc = sl__gdb_sqlf(db, " FROM \"%s\" t LEFT JOIN \"%s\" e ON e.id = t.id AND "
                    "(e.flags & 4) != 0 AND (t.flags & 2) != 0%s ORDER BY "
                    "t.timestamp, coalesce(e.timestamp, %lld) DESC, t.rowid",
                t, t, where, (long long)db->layout.capture_end);
    if (rc) return rc;
    if ((rc = sl__gdb_prepare(db, db->sql, &s->st))) return rc;
    db->nsrc++;
    return 0;
  }
  if (d->type == S_NVTX && sl__gdb_has_col(db, t, "text") != 1 &&
      sl__gdb_has_col(db, t, "textId") != 1)
    return sl__err(db->err, SL_EFORMAT, SL_NO_OFFSET,
                   "table %s has no column text", t);
  sl__gdb_end_of(db, d, endx, sizeof endx);
  if (sl__gdb_has_col(db, t, "start") != 1)
    return sl__err(db->err, SL_EFORMAT, SL_NO_OFFSET,
                   "table %s has no column start", t);
  if (d->type != S_MEMORY && sl__gdb_has_col(db, t, "end") != 1)
    return sl__err(db->err, SL_EFORMAT, SL_NO_OFFSET,
                   "table %s has no column end", t);
  /* Memory rows are ordered by SQLite, frees first at equal times. */
  if (ordered && d->type != S_MEMORY &&
      (rc = plan_lanes(db, d, t, where, &plan)))
    return rc;
  if (d->type == S_MEMORY)
    snprintf(order, sizeof order,
             " ORDER BY t.start, t.memoryOperationType DESC, t.rowid");
  else if (!ordered)
    snprintf(order, sizeof order, " ORDER BY t.rowid");
  else if (plan.nlanes) {
    size_t w = strlen(where);
    snprintf(where + w, sizeof where - w, "%s t.rowid BETWEEN ?1 AND ?2",
             w ? " AND" : " WHERE");
    snprintf(order, sizeof order, " ORDER BY t.rowid");
  } else
    snprintf(order, sizeof order, " ORDER BY t.start, %s DESC, t.rowid", endx);
  db->sql[0] = '\0';
  rc = sl__gdb_sqlf(db, "SELECT t.rowid, t.start, %s",
            d->type == S_MEMORY ? "t.start" : "t.\"end\"");
  switch (d->type) {
  case S_NVTX:
    if (!rc)
      rc = sl__gdb_cols(db, t, "t",
                "+globalTid,+eventType,?textId,?text,?domainId,?color,"
                "?category,?rangeId,?endGlobalTid");
    break;
  case S_API:
    if (!rc)
      rc = sl__gdb_cols(db, t, "t",
                nsys ? "+globalTid,+correlationId,+nameId,?returnValue,"
                       "?eventClass"
                     : "+processId,+threadId,+correlationId,+cbid,"
                       "?returnValue");
    s->count_ops = count_ops && db->ops_counted;
    if (!rc) rc = sl__gdb_sqlf(db, ops_joined ? ", coalesce(o.n, 0)" : ", 0");
    break;
  case S_KERNEL:
    if (nsys) {
      namec = sl__gdb_has_col(db, t, "demangledName") == 1 ? "demangledName"
              : sl__gdb_has_col(db, t, "shortName") == 1   ? "shortName"
              : sl__gdb_has_col(db, t, "mangledName") == 1 ? "mangledName"
                                                   : NULL;
      if (!namec)
        return sl__err(db->err, SL_EFORMAT, SL_NO_OFFSET,
                       "table %s has no column demangledName", t);
    }
    if (!rc) rc = sl__gdb_cols(db, t, "t", gpu_cols);
    if (!rc) rc = nsys ? sl__gdb_col(db, t, "t", namec, 1) : sl__gdb_cols(db, t, "t", "+name");
    if (!rc) rc = nsys ? sl__gdb_cols(db, t, "t", "?shortName") : sl__gdb_sqlf(db, ", NULL");
    /* The args (unordered reads are for totals: no args). */
    if (!rc && ordered) rc = sl__gdb_cols(db, t, "t", kernel_args);
    break;
  case S_MEMCPY:
    if (!rc) rc = sl__gdb_cols(db, t, "t", gpu_cols);
    if (!rc)
      rc = sl__gdb_cols(db, t, "t",
                "+copyKind,+bytes,?srcKind,?dstKind,?srcDeviceId,?dstDeviceId");
    break;
  case S_MEMSET:
    if (!rc) rc = sl__gdb_cols(db, t, "t", gpu_cols);
    if (!rc) rc = sl__gdb_cols(db, t, "t", "+bytes,?value");
    break;
  default: /* S_MEMORY (nsys) */
    if (!rc)
      rc = sl__gdb_cols(db, t, "t",
                "+deviceId,+bytes,+memoryOperationType,?globalPid");
    break;
  }
  if (!rc) rc = sl__gdb_sqlf(db, " FROM \"%s\" t", t);
  if (!rc && d->type == S_API && ops_joined)
    rc = sl__gdb_sqlf(db, " LEFT JOIN temp.sl_ops o ON o.pk = %s AND o.corr = "
                  "t.correlationId",
              nsys ? "(t.globalTid / 16777216) * 16777216" : "0");
  if (!rc) rc = sl__gdb_sqlf(db, "%s%s", where, order);
  if (!rc && !plan.nlanes && (rc = sl__gdb_prepare(db, db->sql, &s->st)) == 0)
    db->nsrc++;
  /* A cursor a lane, each handed its ranges. */
  for (i = 0; !rc && i < plan.nlanes; i++) {
    src_t *c = &db->src[db->nsrc];
    if (i) *c = *s;
    c->st = NULL;
    if ((rc = sl__gdb_prepare(db, db->sql, &c->st))) break;
    c->ranges = plan.lane[i].rg;
    c->nranges = plan.lane[i].n;
    c->range = 0;
    plan.lane[i].rg = NULL;
    db->nsrc++;
    if ((rc = lane_next(db, c)) == 1) rc = 0;
  }
  sl__gdb_plan_free(&plan);
  return rc;
}

/* nvprof's allocations: +bytes at start, -bytes at end (when > 0),
 * merged by time with frees first at equal times. */
static int open_nvprof_memory(sl_gdb_t *db, src_t *s, const char *t) {
  static const char *const need[] = {"start", "end", "deviceId", "bytes"};
  const char *pid;
  size_t i;
  int h;
  memset(s, 0, sizeof *s);
  s->type = S_MEMORY;
  snprintf(s->table, sizeof s->table, "%s", t);
  db->where = t;
  for (i = 0; i < 4; i++) {
    if ((h = sl__gdb_has_col(db, t, need[i])) < 0) return h;
    if (!h)
      return sl__err(db->err, SL_EFORMAT, SL_NO_OFFSET,
                     "table %s has no column %s", t, need[i]);
  }
  if ((h = sl__gdb_has_col(db, t, "processId")) < 0) return h;
  pid = h ? "t.processId" : "NULL";
  snprintf(db->sql, sizeof db->sql,
           "SELECT t.rowid, t.start, t.start, t.deviceId, t.bytes, 0, %s "
           "FROM \"%s\" t UNION ALL SELECT t.rowid, t.\"end\", t.\"end\", "
           "t.deviceId, t.bytes, 1, %s FROM \"%s\" t WHERE t.\"end\" > 0 "
           "ORDER BY 2, 6 DESC, 1",
           pid, t, pid, t);
  return sl__gdb_prepare(db, db->sql, &s->st);
}

static int make_ops_table(sl_gdb_t *db) {
  const tdesc_t *d[MAX_SRC];
  const char *t[MAX_SRC];
  size_t n = sl__gdb_tables_for(db,
                        SL_GK_BIT(SL_GK_KERNEL) | SL_GK_BIT(SL_GK_MEMCPY) |
                            SL_GK_BIT(SL_GK_MEMSET),
                        d, t),
         i;
  int rc = 0;
  /* Typed columns and a key on both: the join below searches on the
   * pair (a table made by CREATE ... AS SELECT has untyped columns, and
   * SQLite then uses only the first part of the key). */
  db->where = "sl_ops";
  rc = sqlite3_exec(db->h,
                    "DROP TABLE IF EXISTS temp.sl_ops; CREATE TEMP TABLE sl_ops (pk INTEGER, corr "
                    "INTEGER, n INTEGER, PRIMARY KEY (pk, corr)) WITHOUT ROWID",
                    NULL, NULL, NULL);
  if (rc != SQLITE_OK) return sl__gdb_fail(db, rc);
  db->sql[0] = '\0';
  rc = sl__gdb_sqlf(db, "INSERT INTO sl_ops SELECT pk, corr, count(*) FROM (SELECT 0 "
                "AS pk, 0 AS corr WHERE 0");
  for (i = 0; i < n && rc == 0; i++) {
    int gp = sl__gdb_has_col(db, t[i], "globalPid");
    if (gp < 0) return gp;
    rc = sl__gdb_sqlf(db, " UNION ALL SELECT %s, correlationId FROM \"%s\"",
              db->kind == SL_GDB_NSYS && gp
                  ? "(globalPid / 16777216) * 16777216"
                  : "0",
              t[i]);
  }
  if (!rc) rc = sl__gdb_sqlf(db, ") GROUP BY 1, 2");
  if (rc) return rc;
  db->where = "sl_ops";
  rc = sqlite3_exec(db->h, db->sql, NULL, NULL, NULL);
  rc = rc == SQLITE_OK ? 0 : sl__gdb_fail(db, rc);
  db->where = NULL;
  return rc;
}

static int rows_open(sl_gdb_t *db, unsigned kinds, int count_ops,
                     int ordered, sl_error_t *err) {
  int lean = !ordered;
  const tdesc_t *d[MAX_SRC];
  const char *t[MAX_SRC];
  const sl_glayout_t *l;
  size_t n, i;
  int rc;
  db->err = err;
  sl__gdb_rows_close(db);
  /* Rows need the layout only for where unterminated ranges end. */
  if ((kinds & (SL_GK_BIT(SL_GK_NVTX) | SL_GK_BIT(SL_GK_MARK))) &&
      (rc = sl__gdb_layout(db, kinds, &l, err)))
    return rc;
  (void)l;
  if (count_ops && (kinds & SL_GK_BIT(SL_GK_API)) && !db->ops_counted &&
      (rc = make_ops_table(db)))
    return rc;
  n = sl__gdb_tables_for(db, kinds, d, t);
  for (i = 0; i < n; i++) {
    size_t first = db->nsrc, j;
    if (d[i]->type == S_MEMORY && db->kind == SL_GDB_NVPROF) {
      rc = open_nvprof_memory(db, &db->src[db->nsrc], t[i]);
      if (rc == 0) db->nsrc++;
    } else {
      rc = open_source(db, d[i], t[i], count_ops, ordered);
    }
    if (rc) {
      db->where = NULL;
      return rc;
    }
    for (j = first; j < db->nsrc; j++) {
      db->src[j].row.src = (uint8_t)i;
      db->src[j].lean = lean;
    }
  }
  db->where = NULL;
  db->any_order = !ordered;
  return 0;
}

int sl__gdb_rows(sl_gdb_t *db, unsigned kinds, int count_ops,
                 sl_error_t *err) {
  return rows_open(db, kinds, count_ops, 1, err);
}

int sl__gdb_rows_any(sl_gdb_t *db, unsigned kinds, sl_error_t *err) {
  return rows_open(db, kinds, 0, 0, err);
}

/* ---- decoding ---------------------------------------------------------------------- */

static int has(sqlite3_stmt *st, int c) {
  return sqlite3_column_type(st, c) != SQLITE_NULL;
}

static int64_t i64(sqlite3_stmt *st, int c) {
  return sqlite3_column_int64(st, c);
}

/* An optional value into *v, its bit into r->has. */
static void opt(sl_grow_t *r, sqlite3_stmt *st, int c, uint32_t bit,
                int64_t *v) {
  if (!has(st, c)) return;
  *v = i64(st, c);
  r->has |= bit;
}

/* "<a>:<b>" in the reader's name buffer. */
static int join_name(sl_gdb_t *db, sl_str_t a, sl_str_t b, sl_str_t *out) {
  size_t n = a.n + 1 + b.n;
  if (sl__grow_array((void **)&db->name, &db->namecap, n + 1, 1))
    return sl__gdb_oom(db);
  memcpy(db->name, a.p, a.n);
  db->name[a.n] = ':';
  memcpy(db->name + a.n + 1, b.p, b.n);
  *out = sl__str(db->name, n);
  return 0;
}

/* nsys's NVTX domains, from their create rows (eventType 75). */
static int load_domains(sl_gdb_t *db, const char *t) {
  sqlite3_stmt *st = NULL;
  size_t cap = 0;
  int rc, tid = sl__gdb_has_col(db, t, "textId") == 1, txt = sl__gdb_has_col(db, t, "text") == 1;
  db->have_doms = 1;
  if (sl__gdb_has_col(db, t, "domainId") != 1 || !(tid || txt)) return 0;
  snprintf(db->sql, sizeof db->sql,
           "SELECT t.globalTid, t.domainId, %s, %s FROM \"%s\" t WHERE "
           "t.eventType = 75 ORDER BY t.rowid",
           tid ? "t.textId" : "NULL", txt ? "t.text" : "NULL", t);
  if ((rc = sl__gdb_prepare(db, db->sql, &st))) return rc;
  while ((rc = sl__gdb_step(db, st)) == 1) {
    struct dom_s *d;
    sl_str_t v = sl__str("", 0);
    if (has(st, 2)) {
      if ((rc = sl__gdb_string(db, i64(st, 2), 0, &v)) < 0) break;
      if (rc == 0 && has(st, 3))
        v = sl__str(sqlite3_column_text(st, 3),
                    (size_t)sqlite3_column_bytes(st, 3));
    } else if (has(st, 3)) {
      v = sl__str(sqlite3_column_text(st, 3),
                  (size_t)sqlite3_column_bytes(st, 3));
    }
    if (sl__grow_array((void **)&db->doms, &cap, db->ndoms + 1,
                       sizeof *db->doms)) {
      rc = sl__gdb_oom(db);
      break;
    }
    d = &db->doms[db->ndoms];
    d->pkey = NSYS_PKEY(i64(st, 0));
    d->id = i64(st, 1);
    if (!(d->name = malloc(v.n + 1))) {
      rc = sl__gdb_oom(db);
      break;
    }
    memcpy(d->name, v.p, v.n);
    d->name[v.n] = '\0';
    db->ndoms++;
  }
  sqlite3_finalize(st);
  return rc < 0 ? rc : 0;
}

static const char *domain_of(const sl_gdb_t *db, uint64_t pkey, int64_t id) {
  size_t i;
  for (i = db->ndoms; i-- > 0;)
    if (db->doms[i].pkey == pkey && db->doms[i].id == id)
      return db->doms[i].name;
  return NULL;
}

/* The nsys reports' suffix rule: "cudaLaunchKernel_v7000" ->
 * "cudaLaunchKernel". */
static sl_str_t api_suffix(sl_str_t s) {
  if (s.n >= 6 && s.p[s.n - 6] == '_' && s.p[s.n - 5] == 'v') s.n -= 6;
  return s;
}

static int decode_nvtx(sl_gdb_t *db, src_t *s, sl_grow_t *r) {
  sqlite3_stmt *st = s->st;
  int type = (int)i64(st, 4), rc;
  sl_str_t name = sl__str("", 0);
  uint64_t gt = (uint64_t)i64(st, 3);
  r->kind = type == 34 ? SL_GK_MARK : SL_GK_NVTX;
  r->tkey = gt;
  r->pkey = NSYS_PKEY(gt);
  r->start_end = type == 60 || type == 71;
  if (has(st, 7) && i64(st, 7) != 0 && !db->have_doms &&
      (rc = load_domains(db, s->table)))
    return rc;
  if (r->kind == SL_GK_NVTX && !has(st, C_END)) {
    r->end = db->layout.capture_end;
    r->unterminated = 1;
  }
  if (r->kind == SL_GK_MARK) r->end = r->start;
  if (has(st, 5)) {
    if ((rc = sl__gdb_string(db, i64(st, 5), 0, &name)) < 0) return rc;
    if (rc == 0 && has(st, 6))
      name = sl__str(sqlite3_column_text(st, 6),
                     (size_t)sqlite3_column_bytes(st, 6));
  } else if (has(st, 6)) {
    name = sl__str(sqlite3_column_text(st, 6),
                   (size_t)sqlite3_column_bytes(st, 6));
  }
  if (has(st, 7) && i64(st, 7) != 0) {
    const char *dom;
    if ((dom = domain_of(db, r->pkey, i64(st, 7))) != NULL &&
        (rc = join_name(db, sl__str(dom, strlen(dom)), name, &name)))
      return rc;
  }
  r->name = name;
  if (has(st, 8)) {
    r->color = (uint32_t)i64(st, 8);
    r->has |= SL_GH_COLOR;
  }
  if (has(st, 9) && i64(st, 9) != 0) {
    r->category = i64(st, 9);
    r->has |= SL_GH_CATEGORY;
  }
  if (r->start_end) opt(r, st, 10, SL_GH_RANGEID, &r->range_id);
  if (has(st, 11) && (uint64_t)i64(st, 11) != gt) {
    r->end_tid = NSYS_TID(i64(st, 11));
    r->has |= SL_GH_ENDTID;
  }
  return 0;
}

static int decode_marker(sl_gdb_t *db, src_t *s, sl_grow_t *r) {
  sqlite3_stmt *st = s->st;
  int64_t flags = i64(st, 3);
  int kind = (int)i64(st, 4), rc;
  const unsigned char *b = sqlite3_column_blob(st, 5);
  int nb = sqlite3_column_bytes(st, 5);
  uint32_t pid = b && nb >= 4 ? sl__gdb_le32(b) : 0;
  uint32_t tid = kind == 2 && b && nb >= 8 ? sl__gdb_le32(b + 4) : MARKERS_TID;
  sl_str_t name = sl__str("", 0), dom;
  r->kind = flags & 2 ? SL_GK_NVTX : SL_GK_MARK;
  r->pkey = pid;
  r->tkey = (uint64_t)pid << 32 | tid;
  if (r->kind == SL_GK_NVTX && !has(st, C_END)) {
    r->end = db->layout.capture_end;
    r->unterminated = 1;
  }
  if (r->kind == SL_GK_MARK) r->end = r->start;
  if (has(st, 6) && (rc = sl__gdb_string(db, i64(st, 6), 0, &name)) < 0) return rc;
  if (has(st, 7) && i64(st, 7) != 0) {
    char *copy = malloc(name.n + 1);
    if (!copy) return sl__gdb_oom(db);
    memcpy(copy, name.p, name.n);
    rc = sl__gdb_string(db, i64(st, 7), 0, &dom);
    if (rc >= 0) rc = join_name(db, dom, sl__str(copy, name.n), &name);
    free(copy);
    if (rc < 0) return rc;
  }
  r->name = name;
  return 0;
}

/* The GPU ops a call launched, from the survey's counts (a NULL
 * correlation id launches none, as in SQL's join). */
static int64_t launch_ops(sl_gdb_t *db, int64_t pk, sqlite3_stmt *st,
                          int corr_col) {
  uint64_t id;
  int64_t more;
  if (!has(st, corr_col) ||
      sl__gdb_op_id(db, pk, i64(st, corr_col), 0, &id) != 1 ||
      !sl__idset_has(&db->ops, id))
    return 0;
  more = sl__idmap_get(&db->ops_more, id, 0);
  return more < 0 ? 1 : 1 + more;
}

static int decode_api(sl_gdb_t *db, src_t *s, sl_grow_t *r) {
  sqlite3_stmt *st = s->st;
  int rc;
  r->kind = SL_GK_API;
  r->driver = (uint8_t)s->driver;
  if (db->kind == SL_GDB_NSYS) {
    uint64_t gt = (uint64_t)i64(st, 3);
    r->tkey = gt;
    r->pkey = NSYS_PKEY(gt);
    r->corr = i64(st, 4);
    if ((rc = sl__gdb_string(db, i64(st, 5), 0, &r->name)) < 0) return rc;
    r->name = api_suffix(r->name);
    r->name_id = i64(st, 5);
    opt(r, st, 6, SL_GH_RETURN, &r->ret);
    r->driver = has(st, 7) && i64(st, 7) == 1;
    r->nops = s->count_ops ? launch_ops(db, NSYS_OPKEY(gt), st, 4) : i64(st, 8);
  } else {
    uint32_t pid = (uint32_t)i64(st, 3);
    uint32_t tid = (uint32_t)(i64(st, 4) & 0xFFFFFFFF);
    r->pkey = pid;
    r->tkey = (uint64_t)pid << 32 | tid;
    r->corr = i64(st, 5);
    r->cbid = i64(st, 6);
    r->has |= SL_GH_CBID;
    r->name = sl__gdb_cbid_name(s->driver, r->cbid, db->cbidbuf);
    r->name = api_suffix(r->name);
    /* Runtime and driver ids apart. */
    r->name_id = r->cbid * 2 + s->driver;
    opt(r, st, 7, SL_GH_RETURN, &r->ret);
    r->nops = s->count_ops ? launch_ops(db, 0, st, 5) : i64(st, 8);
  }
  return 0;
}

/* The columns every GPU row starts with. */
static void decode_gpu(sl_gdb_t *db, const src_t *s, sl_grow_t *r) {
  sqlite3_stmt *st = s->st;
  r->device = i64(st, G_DEV);
  r->stream = i64(st, G_STREAM);
  r->corr = i64(st, G_CORR);
  r->pkey = db->kind == SL_GDB_NSYS && has(st, G_GPID)
                ? NSYS_PKEY(i64(st, G_GPID))
                : 0;
  if (s->lean) return;
  opt(r, st, G_CONTEXT, SL_GH_CONTEXT, &r->context);
  opt(r, st, G_GREEN, SL_GH_GREEN, &r->green);
}

/* Copies *v into the source's buffer `slot`, where it stays valid
 * while the row waits. */
static int keep(sl_gdb_t *db, src_t *s, int slot, sl_str_t *v) {
  if (sl__grow_array((void **)&s->buf[slot], &s->cap[slot], v->n + 1, 1))
    return sl__gdb_oom(db);
  if (v->n) memcpy(s->buf[slot], v->p, v->n);
  s->buf[slot][v->n] = '\0';
  v->p = (const uint8_t *)s->buf[slot];
  return 0;
}

static int decode_kernel(sl_gdb_t *db, src_t *s, sl_grow_t *r) {
  sqlite3_stmt *st = s->st;
  int rc, k;
  r->kind = SL_GK_KERNEL;
  decode_gpu(db, s, r);
  if (has(st, G_X)) {
    if ((rc = sl__gdb_string(db, i64(st, G_X), db->kind == SL_GDB_NVPROF,
                        &r->name)) < 0 ||
        (rc = keep(db, s, 0, &r->name)))
      return rc;
  }
  r->name_id = has(st, G_X) ? i64(st, G_X) : -1;
  r->short_name = r->name;
  if (has(st, G_X + 1) &&
      (rc = sl__gdb_string(db, i64(st, G_X + 1), 0, &r->short_name)) < 0)
    return rc;
  if (s->lean) return 0;
  if (has(st, 11) && has(st, 12) && has(st, 13)) {
    for (k = 0; k < 3; k++) r->grid[k] = i64(st, 11 + k);
    r->has |= SL_GH_GRID;
  }
  if (has(st, 14) && has(st, 15) && has(st, 16)) {
    for (k = 0; k < 3; k++) r->block[k] = i64(st, 14 + k);
    r->has |= SL_GH_BLOCK;
  }
  opt(r, st, 17, SL_GH_REGS, &r->regs);
  opt(r, st, 18, SL_GH_SSMEM, &r->ssmem);
  opt(r, st, 19, SL_GH_DSMEM, &r->dsmem);
  opt(r, st, 20, SL_GH_LOCALMEM, &r->localmem);
  opt(r, st, 21, SL_GH_SMEMEXEC, &r->smemexec);
  return 0;
}

static int decode_memcpy(sl_gdb_t *db, src_t *s, sl_grow_t *r) {
  sqlite3_stmt *st = s->st;
  r->kind = SL_GK_MEMCPY;
  decode_gpu(db, s, r);
  r->copy_kind = i64(st, G_X);
  r->bytes = i64(st, G_X + 1);
  if (s->lean) return 0;
  opt(r, st, G_X + 2, SL_GH_SRCKIND, &r->src_kind);
  opt(r, st, G_X + 3, SL_GH_DSTKIND, &r->dst_kind);
  if (r->copy_kind == 10) {
    opt(r, st, G_X + 4, SL_GH_SRCDEV, &r->src_dev);
    opt(r, st, G_X + 5, SL_GH_DSTDEV, &r->dst_dev);
  }
  return 0;
}

static int decode_memset(sl_gdb_t *db, src_t *s, sl_grow_t *r) {
  sqlite3_stmt *st = s->st;
  r->kind = SL_GK_MEMSET;
  decode_gpu(db, s, r);
  r->bytes = i64(st, G_X);
  if (!s->lean) opt(r, st, G_X + 1, SL_GH_VALUE, &r->value);
  return 0;
}

static int decode_memory(sl_gdb_t *db, src_t *s, sl_grow_t *r) {
  sqlite3_stmt *st = s->st;
  r->kind = SL_GK_MEMORY;
  r->device = i64(st, 3);
  r->bytes = i64(st, 4);
  r->free = i64(st, 5) != 0;
  r->pkey = has(st, 6) ? (db->kind == SL_GDB_NSYS ? NSYS_PKEY(i64(st, 6))
                                                  : (uint64_t)i64(st, 6))
                       : 0;
  return 0;
}

/* Reads a source's next row that counts into s->row (live = 0 at its
 * end).  Rows without a start (or an end, where one is needed) are
 * skipped and counted. */
static int advance(sl_gdb_t *db, src_t *s) {
  sl_grow_t *r = &s->row;
  uint8_t src = r->src;
  int rc;
  db->where = s->table;
  for (;;) {
    if ((rc = sl__gdb_step(db, s->st)) == 0 && s->ranges &&
        (rc = lane_next(db, s)) == 1)
      continue;
    if (rc <= 0) {
      s->live = 0;
      db->where = NULL;
      return rc;
    }
    memset(r, 0, sizeof *r);
    r->src = src;
    r->name_id = -1;
    if (sl__gdb_row_skipped(s->type, s->st)) {
      db->skipped++;
      continue;
    }
    r->rowid = i64(s->st, C_ROWID);
    r->start = i64(s->st, C_START);
    r->end = i64(s->st, C_END);
    switch (s->type) {
    case S_NVTX: rc = decode_nvtx(db, s, r); break;
    case S_MARKER: rc = decode_marker(db, s, r); break;
    case S_API: rc = decode_api(db, s, r); break;
    case S_KERNEL: rc = decode_kernel(db, s, r); break;
    case S_MEMCPY: rc = decode_memcpy(db, s, r); break;
    case S_MEMSET: rc = decode_memset(db, s, r); break;
    default: rc = decode_memory(db, s, r); break;
    }
    db->where = NULL;
    if (rc) return rc;
    if (r->name.p != (const uint8_t *)s->buf[0] && (rc = keep(db, s, 0, &r->name)))
      return rc;
    if (r->short_name.n && r->short_name.p != (const uint8_t *)s->buf[0] &&
        (rc = keep(db, s, 1, &r->short_name)))
      return rc;
    s->live = 1;
    return 1;
  }
}

/* Merge order: start, then end descending, then the table, then rowid. */
static int before(const sl_grow_t *a, const sl_grow_t *b) {
  if (a->start != b->start) return a->start < b->start;
  if (a->end != b->end) return a->end > b->end;
  if (a->src != b->src) return a->src < b->src;
  return a->rowid < b->rowid;
}

int sl__gdb_next(sl_gdb_t *db, const sl_grow_t **row, sl_error_t *err) {
  size_t i, best = MAX_CUR;
  int rc;
  db->err = err;
  /* Sources start unread, and the one whose row went out last moves on:
   * a row's strings stay valid until this call. */
  for (i = 0; i < db->nsrc; i++) {
    src_t *s = &db->src[i];
    if (s->st && !s->live && !s->done) {
      if ((rc = advance(db, s)) < 0) return rc;
      if (rc == 0) s->done = 1;
    }
    /* Without the merge order, a table's rows go out before the next
     * table is read. */
    if (db->any_order && s->live) {
      s->live = 0;
      *row = &s->row;
      return 1;
    }
  }
  for (i = 0; i < db->nsrc; i++)
    if (db->src[i].live &&
        (best == MAX_CUR || before(&db->src[i].row, &db->src[best].row)))
      best = i;
  if (best == MAX_CUR) return 0;
  db->src[best].live = 0;
  *row = &db->src[best].row;
  return 1;
}

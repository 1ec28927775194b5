/* GPU profile databases (Nsight Systems and nvprof SQLite files): see
 * gpudb.h.  All SQL lives here; the driver sees normalised rows. */
#include "stream/format/gpudb_int.h"

#include <dlfcn.h>
#include <stdio.h>
#include <uv.h>

/* libstdc++'s demangler (the C++ ABI's __cxa_demangle), for nvprof's
 * mangled kernel names.  Loaded when the first such name is seen, not
 * linked: the C++ runtime in every process that links stepline changed
 * how follow's steps reuse memory (each later step faulted in 10 MB
 * again). */
typedef char *(*demangle_fn)(const char *mangled, char *buf, size_t *n,
                             int *status);
static demangle_fn cxa_demangle;
static uv_once_t cxa_once = UV_ONCE_INIT;

static void cxa_load(void) {
  void *h = dlopen("libstdc++.so.6", RTLD_LAZY | RTLD_LOCAL);
  void *f = h ? dlsym(h, "__cxa_demangle") : NULL;
  memcpy(&cxa_demangle, &f, sizeof f);
}

int sl__gdb_sniff(const uint8_t *head, size_t n) {
  return n >= 16 && memcmp(head, "SQLite format 3", 16) == 0;
}

/* ---- errors -------------------------------------------------------------------- */

int sl__gdb_fail(sl_gdb_t *db, int rc) {
  const char *t = db->where ? db->where : "database";
  if (rc == SQLITE_NOMEM)
    return sl__err(db->err, SL_ENOMEM, SL_NO_OFFSET, "out of memory");
  return sl__err(db->err, SL_EFORMAT, SL_NO_OFFSET,
                 "%s%s: %s (sqlite error %d)", db->where ? "table " : "", t,
                 sqlite3_errmsg(db->h), rc & 0xff);
}

int sl__gdb_oom(sl_gdb_t *db) {
  return sl__err(db->err, SL_ENOMEM, SL_NO_OFFSET, "out of memory");
}

int sl__gdb_prepare(sl_gdb_t *db, const char *sql, sqlite3_stmt **st) {
  int rc = sqlite3_prepare_v2(db->h, sql, -1, st, NULL);
  if (rc != SQLITE_OK) {
    sqlite3_finalize(*st);
    *st = NULL;
    return sl__gdb_fail(db, rc);
  }
  return 0;
}

/* Steps a statement: 1 a row, 0 done, or a negative code. */
int sl__gdb_step(sl_gdb_t *db, sqlite3_stmt *st) {
  int rc = sqlite3_step(st);
  if (rc == SQLITE_ROW) return 1;
  if (rc == SQLITE_DONE) return 0;
  return sl__gdb_fail(db, rc);
}

/* Runs a query of one integer row; *v untouched (and 0 returned) when
 * it gives no row or NULL. */
int sl__gdb_query_int(sl_gdb_t *db, const char *sql, int64_t *v, int *got) {
  sqlite3_stmt *st = NULL;
  int rc = sl__gdb_prepare(db, sql, &st);
  *got = 0;
  if (rc) return rc;
  rc = sl__gdb_step(db, st);
  if (rc == 1 && sqlite3_column_type(st, 0) != SQLITE_NULL) {
    *v = sqlite3_column_int64(st, 0);
    *got = 1;
  }
  sqlite3_finalize(st);
  return rc < 0 ? rc : 0;
}

/* ---- schema --------------------------------------------------------------------- */

static const char *table_exact(const sl_gdb_t *db, const char *name) {
  size_t i;
  for (i = 0; i < db->ntables; i++)
    if (strcmp(db->tables[i], name) == 0) return db->tables[i];
  return NULL;
}

/* A table by its name, or its one versioned form "<name>_V<n>". */
const char *sl__gdb_table(const sl_gdb_t *db, const char *name) {
  const char *t = table_exact(db, name), *v = NULL;
  size_t i, n = strlen(name);
  if (t) return t;
  for (i = 0; i < db->ntables; i++) {
    const char *c = db->tables[i];
    size_t k;
    if (strncmp(c, name, n) != 0 || c[n] != '_' || c[n + 1] != 'V' ||
        !c[n + 2])
      continue;
    for (k = n + 2; c[k] >= '0' && c[k] <= '9'; k++) {
    }
    if (c[k]) continue;
    if (v) return NULL; /* two versions: neither is taken */
    v = c;
  }
  return v;
}

int sl__gdb_has_col(sl_gdb_t *db, const char *tab, const char *col) {
  sqlite3_stmt *st = NULL;
  int rc, found = 0;
  if (sl__gdb_prepare(db, "SELECT 1 FROM pragma_table_info(?1) WHERE name = ?2",
              &st))
    return -1;
  sqlite3_bind_text(st, 1, tab, -1, SQLITE_STATIC);
  sqlite3_bind_text(st, 2, col, -1, SQLITE_STATIC);
  rc = sl__gdb_step(db, st);
  if (rc == 1) found = 1;
  sqlite3_finalize(st);
  return rc < 0 ? rc : found;
}

/* Appends to db->sql; 0 or SL_ENOMEM when it would not fit. */
int sl__gdb_sqlf(sl_gdb_t *db, const char *fmt, ...) {
  size_t n = strlen(db->sql);
  va_list ap;
  int k;
  va_start(ap, fmt);
  k = vsnprintf(db->sql + n, sizeof db->sql - n, fmt, ap);
  va_end(ap);
  if (k < 0 || (size_t)k >= sizeof db->sql - n)
    return sl__err(db->err, SL_ENOMEM, SL_NO_OFFSET, "query too long");
  return 0;
}

/* Appends ", <alias>.<col>" or ", NULL" when the column is absent;
 * a required column's absence is the error naming table and column. */
int sl__gdb_col(sl_gdb_t *db, const char *tab, const char *alias,
               const char *c, int required) {
  int h = sl__gdb_has_col(db, tab, c);
  if (h < 0) return h;
  if (!h && required)
    return sl__err(db->err, SL_EFORMAT, SL_NO_OFFSET,
                   "table %s has no column %s", tab, c);
  return h ? sl__gdb_sqlf(db, ", %s.\"%s\"", alias, c) : sl__gdb_sqlf(db, ", NULL");
}

/* Appends the columns of `spec`, comma-separated names each marked
 * '+' (required) or '?' (optional), as sl__gdb_col() does. */
int sl__gdb_cols(sl_gdb_t *db, const char *tab, const char *alias,
                const char *spec) {
  char name[64];
  int rc = 0;
  while (*spec && rc == 0) {
    size_t k = 0;
    int req = *spec++ == '+';
    while (*spec && *spec != ',' && k + 1 < sizeof name) name[k++] = *spec++;
    name[k] = '\0';
    if (*spec == ',') spec++;
    rc = sl__gdb_col(db, tab, alias, name, req);
  }
  return rc;
}

/* ---- strings -------------------------------------------------------------------- */

static void strs_clear(strs_t *t) {
  size_t i;
  for (i = 0; i < t->n; i++) free(t->e[i].s);
  t->n = 0;
  sl__idmap_clear(&t->idx);
}

static void strs_free(strs_t *t) {
  strs_clear(t);
  sl__idmap_close(&t->idx);
  free(t->e);
  memset(t, 0, sizeof *t);
}

static sent_t *strs_find(strs_t *t, int64_t key) {
  int64_t i = sl__idmap_get(&t->idx, (uint64_t)key, 0);
  return i < 0 ? NULL : &t->e[i];
}

/* Takes `s` (malloc'd) into the cache.  0 or SL_ENOMEM. */
static int strs_put(strs_t *t, int64_t key, char *s, size_t n) {
  if (t->n >= STR_CACHE_MAX) strs_clear(t);
  if (SL_GROW(t->e, t->cap, t->n + 1) ||
      sl__idmap_put(&t->idx, (uint64_t)key, 0, (uint32_t)t->n)) {
    free(s);
    return SL_ENOMEM;
  }
  t->e[t->n].s = s;
  t->e[t->n++].n = n;
  return 0;
}

/* A mangled C++ name demangled, else NULL (not mangled, not valid, or
 * no C++ runtime on the machine). */
static char *demangle(const char *s) {
  int status = 0;
  char *d;
  if (s[0] != '_' || s[1] != 'Z') return NULL;
  uv_once(&cxa_once, cxa_load);
  if (!cxa_demangle) return NULL;
  d = cxa_demangle(s, NULL, NULL, &status);
  if (status != 0) {
    free(d);
    return NULL;
  }
  return d;
}

/* The string of id (demangled on request), "<unknown string N>" when
 * the table has none.  Valid until the next row.  Returns 1 when found,
 * 0 when unknown, or a negative code. */
int sl__gdb_string(sl_gdb_t *db, int64_t id, int dem, sl_str_t *out) {
  int64_t key = (int64_t)((uint64_t)id * 2 + (dem != 0));
  sent_t *e = strs_find(&db->strs, key);
  char *s = NULL;
  size_t n;
  int rc;
  if (!e) {
    if (!db->str_st) {
      const char *t = sl__gdb_table(db, db->kind == SL_GDB_NSYS ? "StringIds"
                                                         : "StringTable");
      const char *saved = db->where;
      db->where = t;
      snprintf(db->sql, sizeof db->sql,
               db->kind == SL_GDB_NSYS ? "SELECT value FROM \"%s\" WHERE id = ?"
                                       : "SELECT value FROM \"%s\" WHERE _id_ = ?",
               t ? t : "StringIds");
      rc = t ? sl__gdb_prepare(db, db->sql, &db->str_st) : 0;
      db->where = saved;
      if (rc) return rc;
    }
    if (db->str_st) {
      sqlite3_reset(db->str_st);
      sqlite3_bind_int64(db->str_st, 1, id);
      rc = sl__gdb_step(db, db->str_st);
      if (rc < 0) return rc;
      if (rc == 1 && sqlite3_column_type(db->str_st, 0) != SQLITE_NULL) {
        const unsigned char *v = sqlite3_column_text(db->str_st, 0);
        n = (size_t)sqlite3_column_bytes(db->str_st, 0);
        if (dem && v && (s = demangle((const char *)v)) != NULL) {
          n = strlen(s);
        } else {
          if (!(s = malloc(n + 1))) return sl__gdb_oom(db);
          memcpy(s, v ? (const char *)v : "", n);
          s[n] = '\0';
        }
      }
    }
    if (!s) {
      char buf[48];
      n = (size_t)snprintf(buf, sizeof buf, "<unknown string %lld>",
                           (long long)id);
      if (!(s = malloc(n + 2))) return sl__gdb_oom(db);
      memcpy(s, buf, n + 1);
      s[n + 1] = 1; /* past the NUL: not found */
    } else {
      char *t = realloc(s, n + 2);
      if (!t) {
        free(s);
        return sl__gdb_oom(db);
      }
      s = t;
      s[n] = '\0';
      s[n + 1] = 0;
    }
    if (strs_put(&db->strs, key, s, n)) return sl__gdb_oom(db);
    e = strs_find(&db->strs, key);
  }
  *out = sl__str(e->s, e->n);
  return e->s[e->n + 1] ? 0 : 1;
}

/* ---- open ------------------------------------------------------------------------ */

/* "file:" URI of a path: %, ? and # escaped. */
static char *file_uri(const char *path) {
  size_t n = strlen(path), i, k = 0;
  char *u = malloc(3 * n + 32);
  if (!u) return NULL;
  k = (size_t)sprintf(u, "file:");
  for (i = 0; i < n; i++) {
    unsigned char c = (unsigned char)path[i];
    if (c == '%' || c == '?' || c == '#')
      k += (size_t)sprintf(u + k, "%%%02X", c);
    else
      u[k++] = (char)c;
  }
  strcpy(u + k, "?immutable=1");
  return u;
}

static int load_tables(sl_gdb_t *db) {
  sqlite3_stmt *st = NULL;
  size_t cap = 0;
  int rc = sl__gdb_prepare(db, "SELECT name FROM sqlite_master WHERE type = 'table'",
                   &st);
  if (rc) return rc;
  while ((rc = sl__gdb_step(db, st)) == 1) {
    const char *v = (const char *)sqlite3_column_text(st, 0);
    char *c;
    if (!v) continue;
    if (sl__grow_array((void **)&db->tables, &cap, db->ntables + 1,
                       sizeof *db->tables) ||
        !(c = strdup(v))) {
      rc = sl__gdb_oom(db);
      break;
    }
    db->tables[db->ntables++] = c;
  }
  sqlite3_finalize(st);
  return rc < 0 ? rc : 0;
}

static void load_version(sl_gdb_t *db) {
  static const char *const meta[] = {"META_DATA_EXPORT", "EXPORT_META_DATA"};
  sqlite3_stmt *st = NULL;
  size_t i;
  db->version[0] = '\0';
  if (db->kind == SL_GDB_NVPROF) {
    int64_t v = 0;
    int got = 0;
    if (sl__gdb_table(db, "Version") &&
        sl__gdb_query_int(db, "SELECT version FROM Version", &v, &got) == 0 && got)
      snprintf(db->version, sizeof db->version, "%lld", (long long)v);
    return;
  }
  for (i = 0; i < 2; i++) {
    const char *t = table_exact(db, meta[i]);
    if (!t) continue;
    snprintf(db->sql, sizeof db->sql,
             "SELECT value FROM \"%s\" WHERE name = 'EXPORT_PRODUCT_VERSION'",
             t);
    if (sl__gdb_prepare(db, db->sql, &st) == 0) {
      if (sl__gdb_step(db, st) == 1 && sqlite3_column_text(st, 0))
        snprintf(db->version, sizeof db->version, "%s",
                 (const char *)sqlite3_column_text(st, 0));
      sqlite3_finalize(st);
      st = NULL;
    }
    if (db->version[0]) return;
  }
}

static void load_mem_kinds(sl_gdb_t *db) {
  sqlite3_stmt *st = NULL;
  const char *t = table_exact(db, "ENUM_CUDA_MEM_KIND");
  if (!t || sl__gdb_prepare(db, "SELECT id, label FROM ENUM_CUDA_MEM_KIND", &st))
    return;
  while (sl__gdb_step(db, st) == 1) {
    int64_t id = sqlite3_column_int64(st, 0);
    const char *v = (const char *)sqlite3_column_text(st, 1);
    if (id < 0 || id >= 8 || !v) continue;
    snprintf(db->mem_kinds[id], sizeof db->mem_kinds[id], "%s", v);
    db->has_mem_kinds = 1;
  }
  sqlite3_finalize(st);
}

int sl__gdb_open(const char *path, sl_gdb_t **out, sl_error_t *err) {
  sl_gdb_t *db;
  char *uri;
  int rc;
  *out = NULL;
  if (!(db = calloc(1, sizeof *db)))
    return sl__err(err, SL_ENOMEM, SL_NO_OFFSET, "out of memory");
  sl__idset_init(&db->ops);
  sl__idmap_init(&db->ops_more);
  sl__idmap_init(&db->ops_procs);
  db->err = err;
  if (!(uri = file_uri(path))) {
    free(db);
    return sl__err(err, SL_ENOMEM, SL_NO_OFFSET, "out of memory");
  }
  /* One thread uses a reader: without the connection's mutex, each
   * sqlite3_column_*() call no longer locks and unlocks one. */
  rc = sqlite3_open_v2(uri, &db->h,
                       SQLITE_OPEN_READONLY | SQLITE_OPEN_URI |
                           SQLITE_OPEN_NOMUTEX,
                       NULL);
  free(uri);
  if (rc != SQLITE_OK) {
    rc = sl__gdb_fail(db, rc);
    sl__gdb_close(db);
    return rc;
  }
  /* Sorts and temporary tables spill to files, never grow the heap. */
  sqlite3_exec(db->h, "PRAGMA temp_store = FILE", NULL, NULL, NULL);
  if ((rc = load_tables(db)) != 0) {
    sl__gdb_close(db);
    return rc;
  }
  if (sl__gdb_table(db, "StringIds"))
    db->kind = SL_GDB_NSYS;
  else if (sl__gdb_table(db, "StringTable") && sl__gdb_table(db, "Version"))
    db->kind = SL_GDB_NVPROF;
  else {
    size_t i;
    for (i = 0; i < db->ntables && !db->kind; i++)
      if (strncmp(db->tables[i], "CUPTI_ACTIVITY_KIND_", 20) == 0 &&
          sl__gdb_has_col(db, db->tables[i], "_id_") == 1)
        db->kind = SL_GDB_NVPROF;
  }
  if (!db->kind) {
    sl__gdb_close(db);
    return sl__err(err, SL_EFORMAT, SL_NO_OFFSET,
                   "a SQLite database, but not an Nsight Systems or nvprof "
                   "export (no StringIds or StringTable table)");
  }
  load_version(db);
  if (db->kind == SL_GDB_NSYS) load_mem_kinds(db);
  *out = db;
  return 0;
}

static void layout_free(sl_glayout_t *l) {
  size_t i;
  for (i = 0; i < l->nprocs; i++) free(l->procs[i].name);
  for (i = 0; i < l->nthreads; i++) free(l->threads[i].name);
  for (i = 0; i < l->ndevs; i++) free(l->devs[i].name);
  free(l->procs);
  free(l->threads);
  free(l->devs);
  free(l->streams);
  memset(l, 0, sizeof *l);
}

void sl__gdb_rows_close(sl_gdb_t *db) {
  size_t i;
  for (i = 0; i < db->nsrc; i++) {
    sqlite3_finalize(db->src[i].st);
    free(db->src[i].buf[0]);
    free(db->src[i].buf[1]);
    free(db->src[i].ranges);
  }
  memset(db->src, 0, sizeof db->src);
  db->nsrc = 0;
}

void sl__gdb_close(sl_gdb_t *db) {
  size_t i;
  if (!db) return;
  sl__gdb_rows_close(db);
  for (i = 0; i < db->nsurveyed; i++) sl__gdb_plan_free(&db->surveyed[i].plan);
  sl__idset_close(&db->ops);
  sl__idmap_close(&db->ops_more);
  sl__idmap_close(&db->ops_procs);
  for (i = 0; i < db->ndoms; i++) free(db->doms[i].name);
  free(db->doms);
  free(db->name);
  sqlite3_finalize(db->str_st);
  strs_free(&db->strs);
  layout_free(&db->layout);
  for (i = 0; i < db->ntables; i++) free(db->tables[i]);
  free(db->tables);
  sqlite3_close(db->h);
  free(db);
}

int sl__gdb_kind(const sl_gdb_t *db) { return db->kind; }
const char *sl__gdb_source(const sl_gdb_t *db) {
  return db->kind == SL_GDB_NSYS ? "nsys" : "nvprof";
}
const char *sl__gdb_version(const sl_gdb_t *db) { return db->version; }
uint64_t sl__gdb_skipped(const sl_gdb_t *db) { return db->skipped; }

/* ---- enums ------------------------------------------------------------------------ */

const char *sl__gdb_copy_kind(int64_t kind) {
  static const char *const names[] = {
      "Unknown", "HtoD", "DtoH", "HtoA", "AtoH", "AtoA", "AtoD",
      "DtoA",    "DtoD", "HtoH", "PtoP", "Unified HtoD", "Unified DtoH",
      "Unified DtoD"};
  return kind >= 0 && kind < (int64_t)(sizeof names / sizeof *names)
             ? names[kind]
             : NULL;
}

const char *sl__gdb_mem_kind(sl_gdb_t *db, int64_t kind) {
  static const char *const nsys[] = {"Pageable", "Pinned", "Device",
                                     "Array", "Managed", "Device Static",
                                     "Managed Static", "Unknown"};
  static const char *const nvprof[] = {"Unknown", "Pageable", "Pinned",
                                       "Device", "Array", "Managed",
                                       "Device Static", "Managed Static"};
  if (kind < 0 || kind >= 8) return NULL;
  if (db->kind == SL_GDB_NVPROF) return nvprof[kind];
  if (db->has_mem_kinds && db->mem_kinds[kind][0]) return db->mem_kinds[kind];
  return nsys[kind];
}

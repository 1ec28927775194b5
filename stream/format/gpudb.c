/* GPU profile databases (Nsight Systems and nvprof SQLite files): see
 * gpudb.h.  All SQL lives here; the driver sees normalised rows. */
#include "stream/format/gpudb.h"

#include <dlfcn.h>
#include <sqlite3.h>
#include <stdio.h>
#include <uv.h>

#include "stream/idmap.h"

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

/* ---- strings: id -> text, cached ---------------------------------------------- */

typedef struct sent_s {
  char *s;
  size_t n;
} sent_t;

/* Bounded: past STR_CACHE_MAX entries the cache starts over (a profile's
 * distinct names are far fewer; NVTX payload strings may not be). */
#define STR_CACHE_MAX ((size_t)1 << 18)

typedef struct strs_s {
  sl_idmap_t idx;         /* id * 2 + demangled -> e[]                    */
  sent_t *e;
  size_t n, cap;
} strs_t;

/* ---- sources: one table's cursor ----------------------------------------------- */

typedef enum {
  S_NVTX, S_MARKER, S_API, S_KERNEL, S_MEMCPY, S_MEMSET, S_MEMORY
} stype_t;

typedef struct src_s {
  stype_t type;
  int driver;             /* nvprof's DRIVER table                        */
  int kernel_name_col;    /* nsys: which name column (0 demangled, ...)   */
  char table[64];
  sqlite3_stmt *st;
  int live;               /* a row is held in `row`                       */
  int done;               /* past its last row                            */
  int lean;               /* only the values totals need                  */
  char *buf[2];           /* the held row's name and short name: the     */
  size_t cap[2];          /* string cache may start over while it waits  */
  sl_grow_t row;
  int64_t ints[6];        /* a row's grid and block                       */
} src_t;

#define MAX_SRC 10

struct sl_gdb_s {
  sqlite3 *h;
  int kind;
  char version[64];
  char **tables;          /* the database's tables                        */
  size_t ntables;
  strs_t strs;
  sqlite3_stmt *str_st;   /* SELECT value FROM StringIds WHERE id = ?     */
  char mem_kinds[8][24];  /* ENUM_CUDA_MEM_KIND labels (nsys)             */
  int has_mem_kinds;
  sl_glayout_t layout;
  int have_layout;
  src_t src[MAX_SRC];
  size_t nsrc;
  uint64_t skipped;
  char sql[4096];         /* a statement being built                      */
  sl_error_t *err;        /* the call's, for the helpers                  */
  char *name;             /* a row's composed name ("domain:name")        */
  size_t namecap;
  struct dom_s {          /* NVTX domains: (process, id) -> name          */
    uint64_t pkey;
    int64_t id;
    char *name;
  } *doms;
  size_t ndoms;
  int have_doms;
  int any_order;          /* rows one table after another (rows_any)      */
  char cbidbuf[40];       /* "runtime cbid N"                             */
  const char *where;      /* the table being read, for messages           */
};

int sl__gdb_sniff(const uint8_t *head, size_t n) {
  return n >= 16 && memcmp(head, "SQLite format 3", 16) == 0;
}

/* ---- errors -------------------------------------------------------------------- */

static int db_err(sl_gdb_t *db, int rc) {
  const char *t = db->where ? db->where : "database";
  if (rc == SQLITE_NOMEM)
    return sl__err(db->err, SL_ENOMEM, SL_NO_OFFSET, "out of memory");
  return sl__err(db->err, SL_EFORMAT, SL_NO_OFFSET,
                 "%s%s: %s (sqlite error %d)", db->where ? "table " : "", t,
                 sqlite3_errmsg(db->h), rc & 0xff);
}

static int oom(sl_gdb_t *db) {
  return sl__err(db->err, SL_ENOMEM, SL_NO_OFFSET, "out of memory");
}

static int prepare(sl_gdb_t *db, const char *sql, sqlite3_stmt **st) {
  int rc = sqlite3_prepare_v2(db->h, sql, -1, st, NULL);
  if (rc != SQLITE_OK) {
    sqlite3_finalize(*st);
    *st = NULL;
    return db_err(db, rc);
  }
  return 0;
}

/* Steps a statement: 1 a row, 0 done, or a negative code. */
static int step(sl_gdb_t *db, sqlite3_stmt *st) {
  int rc = sqlite3_step(st);
  if (rc == SQLITE_ROW) return 1;
  if (rc == SQLITE_DONE) return 0;
  return db_err(db, rc);
}

/* Runs a query of one integer row; *v untouched (and 0 returned) when
 * it gives no row or NULL. */
static int query_int(sl_gdb_t *db, const char *sql, int64_t *v, int *got) {
  sqlite3_stmt *st = NULL;
  int rc = prepare(db, sql, &st);
  *got = 0;
  if (rc) return rc;
  rc = step(db, st);
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
static const char *table(const sl_gdb_t *db, const char *name) {
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

static int has_col(sl_gdb_t *db, const char *tab, const char *col) {
  sqlite3_stmt *st = NULL;
  int rc, found = 0;
  if (prepare(db, "SELECT 1 FROM pragma_table_info(?1) WHERE name = ?2",
              &st))
    return -1;
  sqlite3_bind_text(st, 1, tab, -1, SQLITE_STATIC);
  sqlite3_bind_text(st, 2, col, -1, SQLITE_STATIC);
  rc = step(db, st);
  if (rc == 1) found = 1;
  sqlite3_finalize(st);
  return rc < 0 ? rc : found;
}

/* Appends to db->sql; 0 or SL_ENOMEM when it would not fit. */
static int sqlf(sl_gdb_t *db, const char *fmt, ...) SL_PRINTF(2, 3);
static int sqlf(sl_gdb_t *db, const char *fmt, ...) {
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
static int col(sl_gdb_t *db, const char *tab, const char *alias,
               const char *c, int required) {
  int h = has_col(db, tab, c);
  if (h < 0) return h;
  if (!h && required)
    return sl__err(db->err, SL_EFORMAT, SL_NO_OFFSET,
                   "table %s has no column %s", tab, c);
  return h ? sqlf(db, ", %s.\"%s\"", alias, c) : sqlf(db, ", NULL");
}

/* Appends the columns of `spec`, comma-separated names each marked
 * '+' (required) or '?' (optional), as col() does. */
static int cols(sl_gdb_t *db, const char *tab, const char *alias,
                const char *spec) {
  char name[64];
  int rc = 0;
  while (*spec && rc == 0) {
    size_t k = 0;
    int req = *spec++ == '+';
    while (*spec && *spec != ',' && k + 1 < sizeof name) name[k++] = *spec++;
    name[k] = '\0';
    if (*spec == ',') spec++;
    rc = col(db, tab, alias, name, req);
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
static int string_of(sl_gdb_t *db, int64_t id, int dem, sl_str_t *out) {
  int64_t key = (int64_t)((uint64_t)id * 2 + (dem != 0));
  sent_t *e = strs_find(&db->strs, key);
  char *s = NULL;
  size_t n;
  int rc;
  if (!e) {
    if (!db->str_st) {
      const char *t = table(db, db->kind == SL_GDB_NSYS ? "StringIds"
                                                         : "StringTable");
      const char *saved = db->where;
      db->where = t;
      snprintf(db->sql, sizeof db->sql,
               db->kind == SL_GDB_NSYS ? "SELECT value FROM \"%s\" WHERE id = ?"
                                       : "SELECT value FROM \"%s\" WHERE _id_ = ?",
               t ? t : "StringIds");
      rc = t ? prepare(db, db->sql, &db->str_st) : 0;
      db->where = saved;
      if (rc) return rc;
    }
    if (db->str_st) {
      sqlite3_reset(db->str_st);
      sqlite3_bind_int64(db->str_st, 1, id);
      rc = step(db, db->str_st);
      if (rc < 0) return rc;
      if (rc == 1 && sqlite3_column_type(db->str_st, 0) != SQLITE_NULL) {
        const unsigned char *v = sqlite3_column_text(db->str_st, 0);
        n = (size_t)sqlite3_column_bytes(db->str_st, 0);
        if (dem && v && (s = demangle((const char *)v)) != NULL) {
          n = strlen(s);
        } else {
          if (!(s = malloc(n + 1))) return oom(db);
          memcpy(s, v ? (const char *)v : "", n);
          s[n] = '\0';
        }
      }
    }
    if (!s) {
      char buf[48];
      n = (size_t)snprintf(buf, sizeof buf, "<unknown string %lld>",
                           (long long)id);
      if (!(s = malloc(n + 2))) return oom(db);
      memcpy(s, buf, n + 1);
      s[n + 1] = 1; /* past the NUL: not found */
    } else {
      char *t = realloc(s, n + 2);
      if (!t) {
        free(s);
        return oom(db);
      }
      s = t;
      s[n] = '\0';
      s[n + 1] = 0;
    }
    if (strs_put(&db->strs, key, s, n)) return oom(db);
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
  int rc = prepare(db, "SELECT name FROM sqlite_master WHERE type = 'table'",
                   &st);
  if (rc) return rc;
  while ((rc = step(db, st)) == 1) {
    const char *v = (const char *)sqlite3_column_text(st, 0);
    char *c;
    if (!v) continue;
    if (sl__grow_array((void **)&db->tables, &cap, db->ntables + 1,
                       sizeof *db->tables) ||
        !(c = strdup(v))) {
      rc = oom(db);
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
    if (table(db, "Version") &&
        query_int(db, "SELECT version FROM Version", &v, &got) == 0 && got)
      snprintf(db->version, sizeof db->version, "%lld", (long long)v);
    return;
  }
  for (i = 0; i < 2; i++) {
    const char *t = table_exact(db, meta[i]);
    if (!t) continue;
    snprintf(db->sql, sizeof db->sql,
             "SELECT value FROM \"%s\" WHERE name = 'EXPORT_PRODUCT_VERSION'",
             t);
    if (prepare(db, db->sql, &st) == 0) {
      if (step(db, st) == 1 && sqlite3_column_text(st, 0))
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
  if (!t || prepare(db, "SELECT id, label FROM ENUM_CUDA_MEM_KIND", &st))
    return;
  while (step(db, st) == 1) {
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
    rc = db_err(db, rc);
    sl__gdb_close(db);
    return rc;
  }
  /* Sorts and temporary tables spill to files, never grow the heap. */
  sqlite3_exec(db->h, "PRAGMA temp_store = FILE", NULL, NULL, NULL);
  if ((rc = load_tables(db)) != 0) {
    sl__gdb_close(db);
    return rc;
  }
  if (table(db, "StringIds"))
    db->kind = SL_GDB_NSYS;
  else if (table(db, "StringTable") && table(db, "Version"))
    db->kind = SL_GDB_NVPROF;
  else {
    size_t i;
    for (i = 0; i < db->ntables && !db->kind; i++)
      if (strncmp(db->tables[i], "CUPTI_ACTIVITY_KIND_", 20) == 0 &&
          has_col(db, db->tables[i], "_id_") == 1)
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

static void rows_close(sl_gdb_t *db) {
  size_t i;
  for (i = 0; i < db->nsrc; i++) {
    sqlite3_finalize(db->src[i].st);
    free(db->src[i].buf[0]);
    free(db->src[i].buf[1]);
  }
  memset(db->src, 0, sizeof db->src);
  db->nsrc = 0;
}

void sl__gdb_close(sl_gdb_t *db) {
  size_t i;
  if (!db) return;
  rows_close(db);
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

/* ---- tables of each kind ------------------------------------------------------------ */

typedef struct tdesc_s {
  stype_t type;
  const char *name;
  int driver;
} tdesc_t;

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

static unsigned type_kinds(stype_t t) {
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
static size_t tables_for(const sl_gdb_t *db, unsigned kinds,
                         const tdesc_t **desc, const char **names) {
  const tdesc_t *d = db->kind == SL_GDB_NSYS ? nsys_tables : nvprof_tables;
  size_t nd = db->kind == SL_GDB_NSYS
                  ? sizeof nsys_tables / sizeof *nsys_tables
                  : sizeof nvprof_tables / sizeof *nvprof_tables;
  size_t i, n = 0;
  for (i = 0; i < nd; i++) {
    const char *t;
    if (!(type_kinds(d[i].type) & kinds)) continue;
    if (!(t = table(db, d[i].name))) continue;
    desc[n] = &d[i];
    names[n++] = t;
  }
  return n;
}

/* The filter of a table's rows that count, with its WHERE. */
static int where_of(sl_gdb_t *db, const tdesc_t *d, const char *t,
                    const char *alias, char *buf, size_t cap) {
  int h;
  buf[0] = '\0';
  if (d->type == S_NVTX) {
    snprintf(buf, cap, " WHERE %s.eventType IN (34, 59, 60, 70, 71)", alias);
  } else if (d->type == S_API && db->kind == SL_GDB_NSYS) {
    if ((h = has_col(db, t, "eventClass")) < 0) return h;
    if (h) snprintf(buf, cap, " WHERE %s.eventClass IN (0, 1)", alias);
  } else if (d->type == S_MARKER) {
    snprintf(buf, cap, " WHERE (%s.flags & 3) != 0", alias);
  }
  return 0;
}

/* The columns of a table's start and end. */
static const char *start_col(const tdesc_t *d) {
  return d->type == S_MARKER ? "timestamp" : "start";
}

/* ---- layout ---------------------------------------------------------------------------- */

static int add_thread(sl_gdb_t *db, size_t *cap, uint64_t key, uint64_t pkey,
                      uint32_t pid, uint32_t tid) {
  sl_glayout_t *l = &db->layout;
  size_t i;
  for (i = 0; i < l->nthreads; i++)
    if (l->threads[i].key == key) return 0;
  if (sl__grow_array((void **)&l->threads, cap, l->nthreads + 1,
                     sizeof *l->threads))
    return oom(db);
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
  if (!(*slot = strdup(buf))) return oom(db);
  return 0;
}

/* nvprof's marker objectId: uint32 pid, uint32 tid, little-endian. */
static uint32_t le32(const unsigned char *p) {
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
         (uint32_t)p[3] << 24;
}

#define NSYS_PID(gt) ((uint32_t)(((uint64_t)(gt) >> 24) & 0xFFFFFF))
#define NSYS_TID(gt) ((uint32_t)((uint64_t)(gt)&0xFFFFFF))
#define NSYS_PKEY(gt) ((uint64_t)(gt) & ~(uint64_t)0xFFFFFF)
#define MARKERS_TID 0xFFFFFFFFu

/* The host threads of the rows of `kinds`. */
static int layout_threads(sl_gdb_t *db, unsigned kinds) {
  const tdesc_t *d[MAX_SRC];
  const char *t[MAX_SRC];
  size_t n = tables_for(db, kinds, d, t), i, cap = 0;
  int rc = 0;
  for (i = 0; i < n && rc == 0; i++) {
    sqlite3_stmt *st = NULL;
    char where[128];
    if (d[i]->type != S_API && d[i]->type != S_NVTX && d[i]->type != S_MARKER)
      continue;
    db->where = t[i];
    if ((rc = where_of(db, d[i], t[i], "t", where, sizeof where))) break;
    db->sql[0] = '\0';
    rc = sqlf(db, "SELECT DISTINCT NULL");
    if (!rc)
      rc = cols(db, t[i], "t",
                d[i]->type == S_MARKER    ? "+objectKind,+objectId"
                : db->kind == SL_GDB_NSYS ? "+globalTid"
                                          : "+processId,+threadId");
    if (!rc) rc = sqlf(db, " FROM \"%s\" t%s", t[i], where);
    if (rc || (rc = prepare(db, db->sql, &st))) break;
    while ((rc = step(db, st)) == 1) {
      if (d[i]->type == S_MARKER) {
        int kind = sqlite3_column_int(st, 1);
        const unsigned char *b = sqlite3_column_blob(st, 2);
        int nb = sqlite3_column_bytes(st, 2);
        uint32_t pid = b && nb >= 4 ? le32(b) : 0;
        uint32_t tid = kind == 2 && b && nb >= 8 ? le32(b + 4) : MARKERS_TID;
        rc = add_thread(db, &cap, (uint64_t)pid << 32 | tid, pid, pid, tid);
      } else if (db->kind == SL_GDB_NSYS) {
        /* NULL reads as 0 here as in the rows: no row lacks its track. */
        uint64_t gt = (uint64_t)sqlite3_column_int64(st, 1);
        rc = add_thread(db, &cap, gt, NSYS_PKEY(gt), NSYS_PID(gt),
                        NSYS_TID(gt));
      } else {
        uint32_t pid = (uint32_t)sqlite3_column_int64(st, 1);
        uint32_t tid = (uint32_t)(sqlite3_column_int64(st, 2) & 0xFFFFFFFF);
        rc = add_thread(db, &cap, (uint64_t)pid << 32 | tid, pid, pid, tid);
      }
      if (rc) break;
    }
    sqlite3_finalize(st);
    if (rc > 0) rc = 0;
  }
  db->where = NULL;
  return rc;
}

/* Runs `sql` (two columns: a key, a text) and hands each row to fn. */
static int each_named(sl_gdb_t *db, const char *tab, const char *sql,
                      int (*fn)(sl_gdb_t *, sqlite3_stmt *)) {
  sqlite3_stmt *st = NULL;
  int rc;
  db->where = tab;
  if ((rc = prepare(db, sql, &st)) == 0) {
    while ((rc = step(db, st)) == 1)
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
    sl_gthread_t *th = find_thread(l, (uint64_t)le32(b) << 32 | le32(b + 4));
    if (th) return set_name(db, &th->name, "%s (tid %u)", v, th->tid);
  } else if (kind == 1) {
    for (i = 0; i < l->nprocs; i++)
      if (l->procs[i].pid == le32(b))
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
      return oom(db);
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
    if ((t = table(db, "PROCESSES")) && has_col(db, t, "globalPid") == 1 &&
        has_col(db, t, "name") == 1) {
      snprintf(db->sql, sizeof db->sql,
               "SELECT globalPid, name FROM \"%s\" ORDER BY rowid", t);
      if ((rc = each_named(db, t, db->sql, proc_name))) return rc;
    }
    if ((t = table(db, "ThreadNames")) && has_col(db, t, "globalTid") == 1 &&
        has_col(db, t, "nameId") == 1 && table(db, "StringIds")) {
      snprintf(db->sql, sizeof db->sql,
               "SELECT n.globalTid, s.value FROM \"%s\" n JOIN \"%s\" s ON "
               "s.id = n.nameId ORDER BY n.rowid",
               t, table(db, "StringIds"));
      if ((rc = each_named(db, t, db->sql, nsys_thread_name))) return rc;
    }
    if ((t = table(db, "NVTX_EVENTS")) && has_col(db, t, "globalTid") == 1 &&
        has_col(db, t, "text") == 1 && has_col(db, t, "eventType") == 1) {
      int tid_col = has_col(db, t, "textId") == 1;
      snprintf(db->sql, sizeof db->sql,
               tid_col ? "SELECT e.globalTid, coalesce(s.value, e.text) FROM "
                         "\"%s\" e LEFT JOIN \"%s\" s ON s.id = e.textId "
                         "WHERE e.eventType = 39 ORDER BY e.rowid"
                       : "SELECT e.globalTid, e.text FROM \"%s\" e WHERE "
                         "e.eventType = 39 ORDER BY e.rowid",
               t, table(db, "StringIds"));
      if ((rc = each_named(db, t, db->sql, nsys_thread_name))) return rc;
    }
  } else if ((t = table(db, "CUPTI_ACTIVITY_KIND_NAME")) &&
             table(db, "StringTable")) {
    snprintf(db->sql, sizeof db->sql,
             "SELECT n.objectKind, n.objectId, s.value FROM \"%s\" n JOIN "
             "\"%s\" s ON s._id_ = n.name ORDER BY n._id_",
             t, table(db, "StringTable"));
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

/* The GPUs and their streams of the GPU rows of `kinds`. */
static int layout_gpus(sl_gdb_t *db, unsigned kinds) {
  sl_glayout_t *l = &db->layout;
  const tdesc_t *d[MAX_SRC];
  const char *t[MAX_SRC];
  size_t n = tables_for(db, kinds, d, t), i, j, cap = 0, dcap = 0;
  sqlite3_stmt *st = NULL;
  int rc = 0, any = 0;
  db->sql[0] = '\0';
  for (i = 0; i < n && rc == 0; i++) {
    if (d[i]->type != S_KERNEL && d[i]->type != S_MEMCPY &&
        d[i]->type != S_MEMSET)
      continue;
    db->where = t[i];
    rc = sqlf(db, "%sSELECT NULL", any ? " UNION " : "");
    if (!rc)
      rc = cols(db, t[i], "t",
                db->kind == SL_GDB_NSYS ? "+deviceId,+streamId,+globalPid"
                                        : "+deviceId,+streamId,?globalPid");
    if (!rc) rc = sqlf(db, " FROM \"%s\" t", t[i]);
    any = 1;
  }
  db->where = NULL;
  if (rc || !any) return rc;
  if ((rc = prepare(db, db->sql, &st))) return rc;
  while ((rc = step(db, st)) == 1) {
    sl_gstream_t s;
    /* NULL reads as 0 here as in the rows: no row lacks its track. */
    memset(&s, 0, sizeof s);
    s.device = sqlite3_column_int64(st, 1);
    s.stream = sqlite3_column_int64(st, 2);
    if (sqlite3_column_type(st, 3) != SQLITE_NULL) {
      s.pkey = NSYS_PKEY(sqlite3_column_int64(st, 3));
      s.pid = NSYS_PID(sqlite3_column_int64(st, 3));
    }
    for (j = 0; j < l->nstreams; j++)
      if (l->streams[j].device == s.device &&
          l->streams[j].stream == s.stream && l->streams[j].pkey == s.pkey)
        break;
    if (j < l->nstreams) continue;
    if (sl__grow_array((void **)&l->streams, &cap, l->nstreams + 1,
                       sizeof *l->streams)) {
      rc = oom(db);
      break;
    }
    l->streams[l->nstreams++] = s;
  }
  sqlite3_finalize(st);
  if (rc < 0) return rc;
  if (l->nstreams > 1)
    qsort(l->streams, l->nstreams, sizeof *l->streams, cmp_stream);
  for (i = 0; i < l->nstreams; i++) {
    if (l->ndevs && l->devs[l->ndevs - 1].id == l->streams[i].device)
      continue;
    if (sl__grow_array((void **)&l->devs, &dcap, l->ndevs + 1,
                       sizeof *l->devs))
      return oom(db);
    l->devs[l->ndevs].id = l->streams[i].device;
    l->devs[l->ndevs].name = NULL;
    l->ndevs++;
  }
  return 0;
}

/* A device's name, from the tables that have it. */
static int device_name(sl_gdb_t *db, sl_gdev_t *dev) {
  const char *gpu = table(db, "TARGET_INFO_GPU");
  const char *cuda = table(db, "TARGET_INFO_CUDA_DEVICE");
  sqlite3_stmt *st = NULL;
  char *name = NULL;
  int rc = 0;
  db->sql[0] = '\0';
  if (db->kind == SL_GDB_NVPROF) {
    const char *t = table(db, "CUPTI_ACTIVITY_KIND_DEVICE");
    if (t && table(db, "StringTable") && has_col(db, t, "id") == 1 &&
        has_col(db, t, "name") == 1)
      snprintf(db->sql, sizeof db->sql,
               "SELECT s.value FROM \"%s\" d JOIN \"%s\" s ON s._id_ = d.name "
               "WHERE d.id = ?1",
               t, table(db, "StringTable"));
  } else if (gpu && has_col(db, gpu, "name") == 1) {
    const char *idc = has_col(db, gpu, "id") == 1         ? "id"
                      : has_col(db, gpu, "deviceId") == 1 ? "deviceId"
                                                          : NULL;
    if (idc && cuda && has_col(db, cuda, "cudaId") == 1 &&
        has_col(db, cuda, "gpuId") == 1)
      snprintf(db->sql, sizeof db->sql,
               "SELECT g.name FROM \"%s\" c JOIN \"%s\" g ON g.\"%s\" = "
               "c.gpuId WHERE c.cudaId = ?1 ORDER BY c.rowid LIMIT 1",
               cuda, gpu, idc);
    else if (idc)
      snprintf(db->sql, sizeof db->sql,
               "SELECT name FROM \"%s\" WHERE \"%s\" = ?1 LIMIT 1", gpu, idc);
  }
  if (db->sql[0]) {
    if ((rc = prepare(db, db->sql, &st))) return rc;
    sqlite3_bind_int64(st, 1, dev->id);
    rc = step(db, st);
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
  size_t n = tables_for(db, kinds, d, t), i;
  int64_t lo = INT64_MAX, hi = INT64_MIN, v;
  int rc, got, stop = 0;
  const char *ad = table(db, "ANALYSIS_DETAILS");
  if (ad && has_col(db, ad, "stopTime") == 1) {
    snprintf(db->sql, sizeof db->sql, "SELECT max(stopTime) FROM \"%s\"", ad);
    if ((rc = query_int(db, db->sql, &v, &got))) return rc;
    if (got) {
      l->capture_end = v;
      stop = 1;
    }
  }
  if (stop && db->kind == SL_GDB_NSYS) return 0;
  for (i = 0; i < n; i++) {
    const char *s = start_col(d[i]);
    int has_end = d[i]->type != S_MARKER && has_col(db, t[i], "end") == 1;
    if (has_col(db, t[i], s) != 1) continue;
    db->where = t[i];
    snprintf(db->sql, sizeof db->sql, "SELECT min(\"%s\") FROM \"%s\"", s,
             t[i]);
    if ((rc = query_int(db, db->sql, &v, &got))) return rc;
    if (got && v < lo) lo = v;
    snprintf(db->sql, sizeof db->sql, "SELECT max(\"%s\") FROM \"%s\"",
             has_end ? "end" : s, t[i]);
    if ((rc = query_int(db, db->sql, &v, &got))) return rc;
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
    if ((rc = layout_threads(db, kinds)) || (rc = layout_procs(db)) ||
        (rc = layout_gpus(db, kinds)) || (rc = layout_times(db, kinds)))
      return rc;
    for (i = 0; i < db->layout.ndevs; i++)
      if ((rc = device_name(db, &db->layout.devs[i]))) return rc;
    db->have_layout = 1;
  }
  *out = &db->layout;
  return 0;
}

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

/* Is the table already in merge order by rowid?  One scan, no sort. */
static int in_order(sl_gdb_t *db, const char *t, const char *where,
                    const char *start, const char *end, int *sorted) {
  int64_t v = 0;
  int got, rc;
  snprintf(db->sql, sizeof db->sql,
           "SELECT EXISTS (SELECT 1 FROM (SELECT %s AS s, %s AS e, "
           "lag(%s) OVER w AS ps, lag(%s) OVER w AS pe FROM \"%s\" t%s "
           "WINDOW w AS (ORDER BY t.rowid)) WHERE s < ps OR (s = ps AND e > pe))",
           start, end, start, end, t, where);
  if ((rc = query_int(db, db->sql, &v, &got))) return rc;
  *sorted = !(got && v);
  return 0;
}

/* Builds and prepares the statement of one source. */
static int open_source(sl_gdb_t *db, src_t *s, const tdesc_t *d,
                       const char *t, int count_ops, int ordered) {
  char where[128], endx[160], order[320];
  int rc, sorted = 0, nsys = db->kind == SL_GDB_NSYS;
  const char *namec = NULL;
  /* What every GPU row starts with; nvprof's name no process. */
  const char *gpu_cols =
      nsys ? "+deviceId,+streamId,+correlationId,+globalPid,?contextId,"
             "?greenContextId"
           : "+deviceId,+streamId,+correlationId,?globalPid,?contextId,"
             "?greenContextId";
  memset(s, 0, sizeof *s);
  s->type = d->type;
  s->driver = d->driver;
  snprintf(s->table, sizeof s->table, "%s", t);
  db->where = t;
  if ((rc = where_of(db, d, t, "t", where, sizeof where))) return rc;
  if (d->type == S_MARKER) {
    /* Each START with its END (by id); marks alone. */
    db->sql[0] = '\0';
    rc = sqlf(db, "SELECT t.rowid, t.timestamp, CASE WHEN (t.flags & 2) != 0 "
                  "THEN e.timestamp ELSE t.timestamp END");
    if (!rc) rc = cols(db, t, "t", "+flags,+objectKind,+objectId,+name,?domain");
    if (!rc) rc = cols(db, t, "t", "+id,+timestamp");
    if (!rc)
      rc = sqlf(db, " FROM \"%s\" t LEFT JOIN \"%s\" e ON e.id = t.id AND "
                    "(e.flags & 4) != 0 AND (t.flags & 2) != 0%s ORDER BY "
                    "t.timestamp, coalesce(e.timestamp, %lld) DESC, t.rowid",
                t, t, where, (long long)db->layout.capture_end);
    if (rc) return rc;
    return prepare(db, db->sql, &s->st);
  }
  if (d->type == S_NVTX) {
    snprintf(endx, sizeof endx,
             "CASE WHEN t.eventType = 34 THEN t.start ELSE coalesce(t.end, "
             "%lld) END",
             (long long)db->layout.capture_end);
    if (has_col(db, t, "text") != 1 && has_col(db, t, "textId") != 1)
      return sl__err(db->err, SL_EFORMAT, SL_NO_OFFSET,
                     "table %s has no column text", t);
  } else if (d->type == S_MEMORY) {
    snprintf(endx, sizeof endx, "t.start");
  } else {
    snprintf(endx, sizeof endx, "t.\"end\"");
  }
  if (has_col(db, t, "start") != 1)
    return sl__err(db->err, SL_EFORMAT, SL_NO_OFFSET,
                   "table %s has no column start", t);
  if (d->type != S_MEMORY && has_col(db, t, "end") != 1)
    return sl__err(db->err, SL_EFORMAT, SL_NO_OFFSET,
                   "table %s has no column end", t);
  if (d->type == S_MEMORY)
    sorted = 1; /* ordered below, frees first at equal times */
  else if (!ordered)
    sorted = 1;
  else if ((rc = in_order(db, t, where, "t.start", endx, &sorted)))
    return rc;
  if (d->type == S_MEMORY)
    snprintf(order, sizeof order,
             " ORDER BY t.start, t.memoryOperationType DESC, t.rowid");
  else if (sorted)
    snprintf(order, sizeof order, " ORDER BY t.rowid");
  else
    snprintf(order, sizeof order, " ORDER BY t.start, %s DESC, t.rowid", endx);
  db->sql[0] = '\0';
  rc = sqlf(db, "SELECT t.rowid, t.start, %s",
            d->type == S_MEMORY ? "t.start" : "t.\"end\"");
  switch (d->type) {
  case S_NVTX:
    if (!rc)
      rc = cols(db, t, "t",
                "+globalTid,+eventType,?textId,?text,?domainId,?color,"
                "?category,?rangeId,?endGlobalTid");
    break;
  case S_API:
    if (!rc)
      rc = cols(db, t, "t",
                nsys ? "+globalTid,+correlationId,+nameId,?returnValue,"
                       "?eventClass"
                     : "+processId,+threadId,+correlationId,+cbid,"
                       "?returnValue");
    if (!rc && count_ops)
      rc = sqlf(db, ", coalesce(o.n, 0)");
    else if (!rc)
      rc = sqlf(db, ", 0");
    break;
  case S_KERNEL:
    if (nsys) {
      namec = has_col(db, t, "demangledName") == 1 ? "demangledName"
              : has_col(db, t, "shortName") == 1   ? "shortName"
              : has_col(db, t, "mangledName") == 1 ? "mangledName"
                                                   : NULL;
      if (!namec)
        return sl__err(db->err, SL_EFORMAT, SL_NO_OFFSET,
                       "table %s has no column demangledName", t);
    }
    if (!rc) rc = cols(db, t, "t", gpu_cols);
    if (!rc) rc = nsys ? col(db, t, "t", namec, 1) : cols(db, t, "t", "+name");
    if (!rc) rc = nsys ? cols(db, t, "t", "?shortName") : sqlf(db, ", NULL");
    /* The args (unordered reads are for totals: no args). */
    if (!rc && ordered) rc = cols(db, t, "t", kernel_args);
    break;
  case S_MEMCPY:
    if (!rc) rc = cols(db, t, "t", gpu_cols);
    if (!rc)
      rc = cols(db, t, "t",
                "+copyKind,+bytes,?srcKind,?dstKind,?srcDeviceId,?dstDeviceId");
    break;
  case S_MEMSET:
    if (!rc) rc = cols(db, t, "t", gpu_cols);
    if (!rc) rc = cols(db, t, "t", "+bytes,?value");
    break;
  default: /* S_MEMORY (nsys) */
    if (!rc)
      rc = cols(db, t, "t",
                "+deviceId,+bytes,+memoryOperationType,?globalPid");
    break;
  }
  if (!rc) rc = sqlf(db, " FROM \"%s\" t", t);
  if (!rc && d->type == S_API && count_ops)
    rc = sqlf(db, " LEFT JOIN temp.sl_ops o ON o.pk = %s AND o.corr = "
                  "t.correlationId",
              nsys ? "(t.globalTid / 16777216) * 16777216" : "0");
  if (!rc) rc = sqlf(db, "%s%s", where, order);
  if (rc) return rc;
  return prepare(db, db->sql, &s->st);
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
    if ((h = has_col(db, t, need[i])) < 0) return h;
    if (!h)
      return sl__err(db->err, SL_EFORMAT, SL_NO_OFFSET,
                     "table %s has no column %s", t, need[i]);
  }
  if ((h = has_col(db, t, "processId")) < 0) return h;
  pid = h ? "t.processId" : "NULL";
  snprintf(db->sql, sizeof db->sql,
           "SELECT t.rowid, t.start, t.start, t.deviceId, t.bytes, 0, %s "
           "FROM \"%s\" t UNION ALL SELECT t.rowid, t.\"end\", t.\"end\", "
           "t.deviceId, t.bytes, 1, %s FROM \"%s\" t WHERE t.\"end\" > 0 "
           "ORDER BY 2, 6 DESC, 1",
           pid, t, pid, t);
  return prepare(db, db->sql, &s->st);
}

static int make_ops_table(sl_gdb_t *db) {
  const tdesc_t *d[MAX_SRC];
  const char *t[MAX_SRC];
  size_t n = tables_for(db,
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
  if (rc != SQLITE_OK) return db_err(db, rc);
  db->sql[0] = '\0';
  rc = sqlf(db, "INSERT INTO sl_ops SELECT pk, corr, count(*) FROM (SELECT 0 "
                "AS pk, 0 AS corr WHERE 0");
  for (i = 0; i < n && rc == 0; i++) {
    int gp = has_col(db, t[i], "globalPid");
    if (gp < 0) return gp;
    rc = sqlf(db, " UNION ALL SELECT %s, correlationId FROM \"%s\"",
              db->kind == SL_GDB_NSYS && gp
                  ? "(globalPid / 16777216) * 16777216"
                  : "0",
              t[i]);
  }
  if (!rc) rc = sqlf(db, ") GROUP BY 1, 2");
  if (rc) return rc;
  db->where = "sl_ops";
  rc = sqlite3_exec(db->h, db->sql, NULL, NULL, NULL);
  rc = rc == SQLITE_OK ? 0 : db_err(db, rc);
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
  rows_close(db);
  /* Rows need the layout only for where unterminated ranges end. */
  if ((kinds & (SL_GK_BIT(SL_GK_NVTX) | SL_GK_BIT(SL_GK_MARK))) &&
      (rc = sl__gdb_layout(db, kinds, &l, err)))
    return rc;
  (void)l;
  if (count_ops && (kinds & SL_GK_BIT(SL_GK_API)) && (rc = make_ops_table(db)))
    return rc;
  n = tables_for(db, kinds, d, t);
  for (i = 0; i < n; i++) {
    src_t *s = &db->src[db->nsrc];
    rc = d[i]->type == S_MEMORY && db->kind == SL_GDB_NVPROF
             ? open_nvprof_memory(db, s, t[i])
             : open_source(db, s, d[i], t[i], count_ops, ordered);
    if (rc) {
      db->where = NULL;
      return rc;
    }
    s->row.src = (uint8_t)i;
    s->lean = lean;
    db->nsrc++;
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
    return oom(db);
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
  int rc, tid = has_col(db, t, "textId") == 1, txt = has_col(db, t, "text") == 1;
  db->have_doms = 1;
  if (has_col(db, t, "domainId") != 1 || !(tid || txt)) return 0;
  snprintf(db->sql, sizeof db->sql,
           "SELECT t.globalTid, t.domainId, %s, %s FROM \"%s\" t WHERE "
           "t.eventType = 75 ORDER BY t.rowid",
           tid ? "t.textId" : "NULL", txt ? "t.text" : "NULL", t);
  if ((rc = prepare(db, db->sql, &st))) return rc;
  while ((rc = step(db, st)) == 1) {
    struct dom_s *d;
    sl_str_t v = sl__str("", 0);
    if (has(st, 2)) {
      if ((rc = string_of(db, i64(st, 2), 0, &v)) < 0) break;
      if (rc == 0 && has(st, 3))
        v = sl__str(sqlite3_column_text(st, 3),
                    (size_t)sqlite3_column_bytes(st, 3));
    } else if (has(st, 3)) {
      v = sl__str(sqlite3_column_text(st, 3),
                  (size_t)sqlite3_column_bytes(st, 3));
    }
    if (sl__grow_array((void **)&db->doms, &cap, db->ndoms + 1,
                       sizeof *db->doms)) {
      rc = oom(db);
      break;
    }
    d = &db->doms[db->ndoms];
    d->pkey = NSYS_PKEY(i64(st, 0));
    d->id = i64(st, 1);
    if (!(d->name = malloc(v.n + 1))) {
      rc = oom(db);
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
    if ((rc = string_of(db, i64(st, 5), 0, &name)) < 0) return rc;
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
  uint32_t pid = b && nb >= 4 ? le32(b) : 0;
  uint32_t tid = kind == 2 && b && nb >= 8 ? le32(b + 4) : MARKERS_TID;
  sl_str_t name = sl__str("", 0), dom;
  r->kind = flags & 2 ? SL_GK_NVTX : SL_GK_MARK;
  r->pkey = pid;
  r->tkey = (uint64_t)pid << 32 | tid;
  if (r->kind == SL_GK_NVTX && !has(st, C_END)) {
    r->end = db->layout.capture_end;
    r->unterminated = 1;
  }
  if (r->kind == SL_GK_MARK) r->end = r->start;
  if (has(st, 6) && (rc = string_of(db, i64(st, 6), 0, &name)) < 0) return rc;
  if (has(st, 7) && i64(st, 7) != 0) {
    char *copy = malloc(name.n + 1);
    if (!copy) return oom(db);
    memcpy(copy, name.p, name.n);
    rc = string_of(db, i64(st, 7), 0, &dom);
    if (rc >= 0) rc = join_name(db, dom, sl__str(copy, name.n), &name);
    free(copy);
    if (rc < 0) return rc;
  }
  r->name = name;
  return 0;
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
    if ((rc = string_of(db, i64(st, 5), 0, &r->name)) < 0) return rc;
    r->name = api_suffix(r->name);
    r->name_id = i64(st, 5);
    opt(r, st, 6, SL_GH_RETURN, &r->ret);
    r->driver = has(st, 7) && i64(st, 7) == 1;
    r->nops = i64(st, 8);
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
    r->nops = i64(st, 8);
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
    return oom(db);
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
    if ((rc = string_of(db, i64(st, G_X), db->kind == SL_GDB_NVPROF,
                        &r->name)) < 0 ||
        (rc = keep(db, s, 0, &r->name)))
      return rc;
  }
  r->name_id = has(st, G_X) ? i64(st, G_X) : -1;
  r->short_name = r->name;
  if (has(st, G_X + 1) &&
      (rc = string_of(db, i64(st, G_X + 1), 0, &r->short_name)) < 0)
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
    if ((rc = step(db, s->st)) <= 0) {
      s->live = 0;
      db->where = NULL;
      return rc;
    }
    memset(r, 0, sizeof *r);
    r->src = src;
    r->name_id = -1;
    if (!has(s->st, C_START) ||
        (!has(s->st, C_END) && s->type != S_NVTX && s->type != S_MARKER)) {
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
  size_t i, best = MAX_SRC;
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
        (best == MAX_SRC || before(&db->src[i].row, &db->src[best].row)))
      best = i;
  if (best == MAX_SRC) return 0;
  db->src[best].live = 0;
  *row = &db->src[best].row;
  return 1;
}

/* The GPU database reader's parts (gpudb.c: opening, schema, strings;
 * gpudb_layout.c: processes, threads, GPUs and streams, the time base;
 * gpudb_rows.c: every table's rows merged in time order, decoded):
 * the reader's state and the helpers they share.  Internal to them. */
#ifndef SL_GPUDB_INT_H
#define SL_GPUDB_INT_H

#include <sqlite3.h>

#include "stream/format/gpudb.h"
#include "stream/idmap.h"
#include "stream/idset.h"

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
  int count_ops;          /* API calls: their ops from db->ops           */
  char *buf[2];           /* the held row's name and short name: the     */
  size_t cap[2];          /* string cache may start over while it waits  */
  sl_grow_t row;
  int64_t ints[6];        /* a row's grid and block                       */
  int64_t *ranges;        /* a lane: rowid ranges [lo, hi] read in turn,  */
  size_t nranges, range;  /* each in order; NULL: the statement's rows    */
} src_t;

#define MAX_SRC 10
/* Cursors: a table's rows in order may come from several lanes, so
 * every table can have its most. */
#define MAX_LANES 16
#define MAX_CUR (MAX_SRC * MAX_LANES)

/* ---- lanes: a table's rows in time order without a sort (gpudb_lanes.c) ---- */

typedef struct sl_glane_s {
  int64_t s, e;           /* its last key                                 */
  int64_t *rg;            /* rowid ranges, [lo, hi] pairs, in order       */
  size_t n, cap;          /* pairs                                        */
} sl_glane_t;

typedef struct sl_gplan_s {
  sl_glane_t lane[MAX_LANES];
  size_t nlanes, nranges;
  size_t cur;             /* the lane of the row before                   */
  size_t top;             /* the lane whose last key is the latest        */
  int gave_up;            /* SQLite sorts the table                       */
} sl_gplan_t;

/* A plan fed a table's keys (start, end as the merge orders them) in
 * rowid order, rows that are skipped left out; then ended.  After the
 * end, nlanes > 0 says how to read the table, gave_up that SQLite must
 * sort it.  Each returns 0 or SL_ENOMEM (the plan then gave up). */
void sl__gdb_plan_init(sl_gplan_t *p);
int sl__gdb_plan_key(sl_gplan_t *p, int64_t rowid, int64_t start,
                     int64_t end);
int sl__gdb_plan_end(sl_gplan_t *p);
void sl__gdb_plan_free(sl_gplan_t *p);

/* A row the merge skips, of a statement whose columns 1 and 2 are start
 * and end: no start, or no end where one is needed (an open NVTX range
 * ends at the capture's end, a marker at its END row). */
static inline int sl__gdb_row_skipped(stype_t type, sqlite3_stmt *st) {
  return sqlite3_column_type(st, 1) == SQLITE_NULL ||
         (sqlite3_column_type(st, 2) == SQLITE_NULL && type != S_NVTX &&
          type != S_MARKER);
}

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
  src_t src[MAX_CUR];
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
  struct surveyed_s {     /* the layout's lane plans, taken by the rows    */
    const char *table;
    sl_gplan_t plan;
  } surveyed[MAX_SRC];
  size_t nsurveyed;
  /* Each launch's GPU ops, counted by the layout's survey when it read
   * every GPU table (else a temporary table counts them): a launch's id
   * is its process's place << 40 | its correlation id. */
  int ops_counted;
  sl_idset_t ops;         /* launches with GPU work                       */
  sl_idmap_t ops_more;    /* id -> ops past the first                     */
  sl_idmap_t ops_procs;   /* a process key (as the SQL's) -> its place    */
  uint32_t nops_procs;
};

/* A launch's id in db->ops (1), or 0 when it cannot be one (a process
 * past 2^24, a correlation id past 2^40). */
int sl__gdb_op_id(sl_gdb_t *db, int64_t pk, int64_t corr, int add,
                  uint64_t *id);
/* The process key the launch counts use: globalTid or globalPid with
 * its thread bits cut, as SQL's integer division cuts them. */
#define NSYS_OPKEY(g) (((int64_t)(g) / 16777216) * 16777216)

typedef struct tdesc_s {
  stype_t type;
  const char *name;
  int driver;
} tdesc_t;

/* nsys's globalTid packs the process and thread ids. */
#define NSYS_PID(gt) ((uint32_t)(((uint64_t)(gt) >> 24) & 0xFFFFFF))
#define NSYS_TID(gt) ((uint32_t)((uint64_t)(gt)&0xFFFFFF))
#define NSYS_PKEY(gt) ((uint64_t)(gt) & ~(uint64_t)0xFFFFFF)
#define MARKERS_TID 0xFFFFFFFFu

/* ---- shared by the parts ---- */

/* Errors: SQLite's rc as the call's error (table and column named), and
 * out of memory.  Both return the code. */
int sl__gdb_fail(sl_gdb_t *db, int rc);
int sl__gdb_oom(sl_gdb_t *db);
/* Statements: prepared (err filled on failure); a step (SQLITE_ROW,
 * SQLITE_DONE or an error code); a query of one integer (*got = 0 when
 * it has no row). */
int sl__gdb_prepare(sl_gdb_t *db, const char *sql, sqlite3_stmt **st);
int sl__gdb_step(sl_gdb_t *db, sqlite3_stmt *st);
int sl__gdb_query_int(sl_gdb_t *db, const char *sql, int64_t *v, int *got);
/* db->sql from a format.  Returns 0 or SL_EFORMAT when it does not fit. */
int sl__gdb_sqlf(sl_gdb_t *db, const char *fmt, ...) SL_PRINTF(2, 3);
/* Schema: a table by name (any case; NULL when absent), whether it has a
 * column (1, 0, or a code), and a column required ('+') or optional
 * ('?') appended to db->sql as alias.column (cols: a comma list). */
const char *sl__gdb_table(const sl_gdb_t *db, const char *name);
int sl__gdb_has_col(sl_gdb_t *db, const char *tab, const char *col);
int sl__gdb_col(sl_gdb_t *db, const char *tab, const char *alias,
                const char *c, int required);
int sl__gdb_cols(sl_gdb_t *db, const char *tab, const char *alias,
                 const char *spec);
/* A string id's text (dem: demangled), cached. */
int sl__gdb_string(sl_gdb_t *db, int64_t id, int dem, sl_str_t *out);
/* The row cursors closed. */
void sl__gdb_rows_close(sl_gdb_t *db);
/* The tables of each kind: those present for `kinds`, in merge order;
 * a table's filter of the rows that count, its start column, the row
 * kinds of a table type. */
size_t sl__gdb_tables_for(const sl_gdb_t *db, unsigned kinds,
                          const tdesc_t **desc, const char **names);
int sl__gdb_where_of(sl_gdb_t *db, const tdesc_t *d, const char *t,
                     const char *alias, char *buf, size_t cap);
const char *sl__gdb_start_col(const tdesc_t *d);
/* Table t's lane plan from one scan of its keys (the layout's, when
 * the rows need one it did not make).  0 or a negative code. */
int sl__gdb_plan_table(sl_gdb_t *db, const tdesc_t *d, const char *t,
                       const char *where, sl_gplan_t *p);
/* The SQL of a row's end as the merge orders it (alias t): an open NVTX
 * range ends at the capture's end, a mark at its start. */
void sl__gdb_end_of(const sl_gdb_t *db, const tdesc_t *d, char *buf,
                    size_t cap);
unsigned sl__gdb_type_kinds(stype_t t);
/* nvprof's marker objectId: uint32 pid, uint32 tid, little-endian. */
uint32_t sl__gdb_le32(const unsigned char *p);

#endif

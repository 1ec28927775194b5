/* Makes a large Nsight Systems export from a real one: the sample's
 * rows of kernels, memcpy, memset, API calls and NVTX ranges copied
 * again and again, each copy shifted in time past the previous one and
 * with its correlation ids moved past the previous copy's, so launches
 * still find their kernels (benchmarks: make bench-gpu).
 *
 *   sl_gpugen SAMPLE.sqlite OUT.sqlite ROWS
 *
 * ROWS is the number of event rows wanted (at least); the other tables
 * (strings, processes, devices) are the sample's.
 *
 *   sl_gpugen --synthetic OUT.sqlite
 *
 * writes the small synthetic export the tests and the fuzzer start from. */
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const tables[] = {
    "CUPTI_ACTIVITY_KIND_KERNEL", "CUPTI_ACTIVITY_KIND_MEMCPY",
    "CUPTI_ACTIVITY_KIND_MEMSET", "CUPTI_ACTIVITY_KIND_RUNTIME",
    "NVTX_EVENTS"};
#define NT (sizeof tables / sizeof *tables)

static sqlite3 *h;

static void die(const char *what) {
  fprintf(stderr, "sl_gpugen: %s: %s\n", what, h ? sqlite3_errmsg(h) : "");
  exit(1);
}

static long long one(const char *sql) {
  sqlite3_stmt *st;
  long long v = 0;
  if (sqlite3_prepare_v2(h, sql, -1, &st, NULL) != SQLITE_OK) die(sql);
  if (sqlite3_step(st) == SQLITE_ROW) v = sqlite3_column_int64(st, 0);
  sqlite3_finalize(st);
  return v;
}

static int exists(const char *t) {
  char sql[256];
  snprintf(sql, sizeof sql,
           "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND "
           "name = '%s'", t);
  return one(sql) > 0;
}

/* "INSERT INTO t SELECT <cols, times and ids moved> FROM t WHERE rowid
 * <= n" for one copy. */
static char *copy_sql(const char *t, long long n) {
  static char sql[8192];
  char q[256];
  sqlite3_stmt *st;
  size_t k;
  snprintf(q, sizeof q, "SELECT name FROM pragma_table_info('%s')", t);
  if (sqlite3_prepare_v2(h, q, -1, &st, NULL) != SQLITE_OK) die(q);
  k = (size_t)snprintf(sql, sizeof sql, "INSERT INTO \"%s\" SELECT ", t);
  while (sqlite3_step(st) == SQLITE_ROW) {
    const char *c = (const char *)sqlite3_column_text(st, 0);
    const char *expr = "\"%s\"";
    char e[128];
    if (strcmp(c, "start") == 0 || strcmp(c, "end") == 0)
      expr = "\"%s\" + ?1";
    else if (strcmp(c, "correlationId") == 0)
      expr = "\"%s\" + ?2";
    snprintf(e, sizeof e, expr, c);
    k += (size_t)snprintf(sql + k, sizeof sql - k, "%s%s",
                          sql[k - 1] == ' ' ? "" : ", ", e);
  }
  sqlite3_finalize(st);
  snprintf(sql + k, sizeof sql - k, " FROM \"%s\" WHERE rowid <= %lld", t, n);
  return sql;
}

static int exec_sql(sqlite3 *db, const char *sql) {
  char *msg = NULL;
  int rc = sqlite3_exec(db, sql, NULL, NULL, &msg);
  if (rc != SQLITE_OK) fprintf(stderr, "sl_gpugen: %s\n", msg);
  sqlite3_free(msg);
  return rc;
}

#define GP(pid) ((1LL << 48) | ((long long)(pid) << 24))
#define GT(pid, tid) (GP(pid) | (tid))


/* An nsys-like export with what the samples lack (the tests' and the
 * fuzzer's seed): overlapping kernels on one stream, overlapping
 * start/end ranges, a range ending on another thread, a mark, a named
 * domain, a thread name, an unterminated range, a registered string,
 * memory events with a free and an allocation at one time. */
static int make_synthetic(const char *path) {
  sqlite3 *s;
  char sql[8192];
  if (sqlite3_open(path, &s) != SQLITE_OK) return 1;
  exec_sql(s,
           "CREATE TABLE StringIds (id INTEGER PRIMARY KEY, value TEXT);"
           "INSERT INTO StringIds VALUES (1, 'cudaLaunchKernel_v7000'),"
           " (2, 'cudaStreamSynchronize_v3020'), (3, 'kernA(float*)'),"
           " (4, 'kernA'), (5, 'kernB<int>(int)'), (6, 'kernB'),"
           " (7, 'registered'), (8, 'python');"
           "CREATE TABLE TARGET_INFO_GPU (id INTEGER, name TEXT);"
           "INSERT INTO TARGET_INFO_GPU VALUES (0, 'Test GPU');"
           "CREATE TABLE PROCESSES (globalPid INTEGER, pid INTEGER, name TEXT);"
           "CREATE TABLE ThreadNames (nameId INTEGER, priority INTEGER,"
           " globalTid INTEGER);"
           "CREATE TABLE ANALYSIS_DETAILS (globalVid INTEGER, duration INTEGER,"
           " startTime INTEGER, stopTime INTEGER);"
           "INSERT INTO ANALYSIS_DETAILS VALUES (0, 20000, 0, 20000);"
           "CREATE TABLE CUPTI_ACTIVITY_KIND_KERNEL (start INTEGER, end INTEGER,"
           " deviceId INTEGER, contextId INTEGER, streamId INTEGER,"
           " correlationId INTEGER, globalPid INTEGER, demangledName INTEGER,"
           " shortName INTEGER, gridX INTEGER, gridY INTEGER, gridZ INTEGER,"
           " blockX INTEGER, blockY INTEGER, blockZ INTEGER,"
           " registersPerThread INTEGER, staticSharedMemory INTEGER,"
           " dynamicSharedMemory INTEGER);"
           "CREATE TABLE CUPTI_ACTIVITY_KIND_RUNTIME (start INTEGER, end INTEGER,"
           " eventClass INTEGER, globalTid INTEGER, correlationId INTEGER,"
           " nameId INTEGER, returnValue INTEGER);"
           "CREATE TABLE NVTX_EVENTS (start INTEGER, end INTEGER, eventType"
           " INTEGER, rangeId INTEGER, category INTEGER, color INTEGER, text"
           " TEXT, globalTid INTEGER, endGlobalTid INTEGER, textId INTEGER,"
           " domainId INTEGER);"
           "CREATE TABLE CUDA_GPU_MEMORY_USAGE_EVENTS (start INTEGER, globalPid"
           " INTEGER, deviceId INTEGER, bytes INTEGER, memoryOperationType"
           " INTEGER, memKind INTEGER);");
  snprintf(sql, sizeof sql,
           "INSERT INTO PROCESSES VALUES (%lld, 100, 'trainer');"
           "INSERT INTO ThreadNames VALUES (8, 0, %lld);"
           /* Two overlapping kernels and one nested: a lane of overlap. */
           "INSERT INTO CUPTI_ACTIVITY_KIND_KERNEL VALUES"
           " (1000, 5000, 0, 1, 7, 1, %lld, 3, 4, 2, 1, 1, 128, 1, 1, 32, 0, 0),"
           " (2000, 6000, 0, 1, 7, 2, %lld, 5, 6, 4, 1, 1, 64, 1, 1, 16, 0, 0),"
           " (2500, 3000, 0, 1, 7, 3, %lld, 3, 4, 2, 1, 1, 128, 1, 1, 32, 0, 0);"
           "INSERT INTO CUPTI_ACTIVITY_KIND_RUNTIME VALUES"
           " (500, 600, 0, %lld, 1, 1, 0), (1500, 1600, 0, %lld, 2, 1, 0),"
           " (2400, 2450, 0, %lld, 3, 1, 0), (7000, 9000, 0, %lld, 4, 2, 0);"
           "INSERT INTO NVTX_EVENTS VALUES"
           " (0, 10000, 59, NULL, NULL, NULL, 'outer', %lld, NULL, NULL, NULL),"
           " (100, 3000, 60, 1, NULL, 4294901760, 'A', %lld, %lld, NULL, NULL),"
           " (2000, 8000, 60, 2, 3, NULL, 'B', %lld, %lld, NULL, NULL),"
           " (4000, NULL, 34, NULL, NULL, NULL, 'm', %lld, NULL, NULL, NULL),"
           " (50, NULL, 75, NULL, NULL, NULL, 'dom', %lld, NULL, NULL, 5),"
           " (200, 300, 59, NULL, NULL, NULL, 'inDom', %lld, NULL, NULL, 5),"
           " (60, NULL, 39, NULL, NULL, NULL, 'worker', %lld, NULL, NULL, NULL),"
           " (9000, NULL, 59, NULL, NULL, NULL, 'open', %lld, NULL, NULL, NULL),"
           " (9500, 9600, 59, NULL, NULL, NULL, NULL, %lld, NULL, 7, NULL);"
           /* Frees first at equal times: the peak is 250 B at 30, not 350. */
           "INSERT INTO CUDA_GPU_MEMORY_USAGE_EVENTS VALUES"
           " (10, %lld, 0, 100, 0, 2), (20, %lld, 0, 50, 0, 2),"
           " (30, %lld, 0, 200, 0, 2), (30, %lld, 0, 100, 1, 2);",
           /* processes, thread names, kernels */
           GP(100), GT(100, 100), GP(100), GP(100), GP(100),
           /* API calls */
           GT(100, 100), GT(100, 100), GT(100, 100), GT(100, 100),
           /* outer, A (ends where it began), B (ends on 101), m, dom, inDom */
           GT(100, 100), GT(100, 100), GT(100, 100), GT(100, 100),
           GT(100, 101), GT(100, 100), GT(100, 100), GT(100, 100),
           /* worker, open, registered */
           GT(100, 101), GT(100, 101), GT(100, 101),
           /* memory */
           GP(100), GP(100), GP(100), GP(100));
  if (exec_sql(s, sql) != SQLITE_OK) return 1;
  sqlite3_close(s);
  return 0;
}

int main(int argc, char **argv) {
  long long want, rows[NT], total = 0, span, corr, lo = 0, hi = 0, done;
  char *err = NULL, sql[512];
  size_t i;
  long long copy;
  if (argc == 3 && strcmp(argv[1], "--synthetic") == 0) {
    remove(argv[2]);
    return make_synthetic(argv[2]);
  }
  if (argc != 4) {
    fprintf(stderr, "usage: sl_gpugen SAMPLE.sqlite OUT.sqlite ROWS\n"
                    "       sl_gpugen --synthetic OUT.sqlite\n");
    return 2;
  }
  want = atoll(argv[3]);
  {
    /* Start from a byte copy of the sample. */
    FILE *a = fopen(argv[1], "rb"), *b = fopen(argv[2], "wb");
    char buf[65536];
    size_t n;
    if (!a || !b) {
      fprintf(stderr, "sl_gpugen: cannot copy %s to %s\n", argv[1], argv[2]);
      return 1;
    }
    while ((n = fread(buf, 1, sizeof buf, a)) > 0) fwrite(buf, 1, n, b);
    fclose(a);
    fclose(b);
  }
  if (sqlite3_open(argv[2], &h) != SQLITE_OK) die(argv[2]);
  sqlite3_exec(h, "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF",
               NULL, NULL, NULL);
  corr = 0;
  for (i = 0; i < NT; i++) {
    rows[i] = 0;
    if (!exists(tables[i])) continue;
    snprintf(sql, sizeof sql, "SELECT count(*) FROM \"%s\"", tables[i]);
    rows[i] = one(sql);
    total += rows[i];
    snprintf(sql, sizeof sql, "SELECT coalesce(min(start), 0) FROM \"%s\"",
             tables[i]);
    if (i == 0 || one(sql) < lo) lo = one(sql);
    snprintf(sql, sizeof sql, "SELECT coalesce(max(coalesce(end, start)), 0) "
                              "FROM \"%s\"", tables[i]);
    if (one(sql) > hi) hi = one(sql);
    if (i < 4) {
      snprintf(sql, sizeof sql,
               "SELECT coalesce(max(correlationId), 0) FROM \"%s\"",
               tables[i]);
      if (one(sql) > corr) corr = one(sql);
    }
  }
  if (total == 0) {
    fprintf(stderr, "sl_gpugen: %s has no event rows\n", argv[1]);
    return 1;
  }
  span = hi - lo + 1000;
  corr += 1;
  if (sqlite3_exec(h, "BEGIN", NULL, NULL, &err) != SQLITE_OK) die("BEGIN");
  for (copy = 1, done = total; done < want; copy++) {
    for (i = 0; i < NT; i++) {
      sqlite3_stmt *st;
      if (!rows[i]) continue;
      if (sqlite3_prepare_v2(h, copy_sql(tables[i], rows[i]), -1, &st, NULL) !=
          SQLITE_OK)
        die(tables[i]);
      sqlite3_bind_int64(st, 1, span * copy);
      sqlite3_bind_int64(st, 2, corr * copy);
      if (sqlite3_step(st) != SQLITE_DONE) die(tables[i]);
      sqlite3_finalize(st);
      done += rows[i];
    }
  }
  if (sqlite3_exec(h, "COMMIT", NULL, NULL, &err) != SQLITE_OK) die("COMMIT");
  sqlite3_close(h);
  printf("%lld rows (%lld copies of %lld)\n", done, copy, total);
  return 0;
}

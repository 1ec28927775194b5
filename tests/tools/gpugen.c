/* Makes a large Nsight Systems export from a real one: the sample's
 * rows of kernels, memcpy, memset, API calls and NVTX ranges copied
 * again and again, each copy shifted in time past the previous one and
 * with its correlation ids moved past the previous copy's, so launches
 * still find their kernels (benchmarks: make bench-gpu).
 *
 *   sl_gpugen SAMPLE.sqlite OUT.sqlite ROWS
 *
 * ROWS is the number of event rows wanted (at least); the other tables
 * (strings, processes, devices) are the sample's. */
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

int main(int argc, char **argv) {
  long long want, rows[NT], total = 0, span, corr, lo = 0, hi = 0, done;
  char *err = NULL, sql[512];
  size_t i;
  long long copy;
  if (argc != 4) {
    fprintf(stderr, "usage: sl_gpugen SAMPLE.sqlite OUT.sqlite ROWS\n");
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

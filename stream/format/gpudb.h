/* GPU profile databases: the SQLite files of Nsight Systems
 * (`nsys export --type sqlite`) and nvprof (`nvprof -o`), read through
 * SQLite, read-only and immutable (the input is never touched).
 *
 * The reader knows the two schemas and their drift between versions:
 * every table is optional, columns are chosen by name, a missing
 * optional column leaves its value NULL.  It gives the driver what a
 * trace needs before the events (processes, threads, devices, streams,
 * the time base) and then every event of the chosen kinds, one row at a
 * time, merged from one cursor per table in time order (start
 * ascending, end descending, NVTX before API calls before GPU work,
 * then table and rowid).  Nothing is held per row: a row's strings are
 * valid until the next row.
 *
 * A reader is used by one thread at a time. */
#ifndef SL_FORMAT_GPUDB_H
#define SL_FORMAT_GPUDB_H

#include <stdint.h>

#include "stream/common.h"

/* Does a file that starts with these bytes hold a SQLite database? */
int sl__gdb_sniff(const uint8_t *head, size_t n);

/* Which profiler wrote it. */
enum { SL_GDB_NSYS = 1, SL_GDB_NVPROF = 2 };

/* The kinds of rows, in their merge order at equal times. */
enum {
  SL_GK_NVTX = 0,   /* an NVTX range (nsys NVTX_EVENTS, nvprof markers)   */
  SL_GK_MARK,       /* an NVTX mark (an instant)                          */
  SL_GK_API,        /* a CUDA runtime or driver call                      */
  SL_GK_KERNEL,
  SL_GK_MEMCPY,
  SL_GK_MEMSET,
  SL_GK_MEMORY,     /* an allocation or a free (`mem`)                    */
  SL_GK_COUNT
};
#define SL_GK_BIT(k) (1u << (k))

/* Optional values of a row: set in `has` when the column exists and is
 * not NULL. */
enum {
  SL_GH_CONTEXT = 1u << 0, SL_GH_GREEN = 1u << 1, SL_GH_GRID = 1u << 2,
  SL_GH_BLOCK = 1u << 3, SL_GH_REGS = 1u << 4, SL_GH_SSMEM = 1u << 5,
  SL_GH_DSMEM = 1u << 6, SL_GH_LOCALMEM = 1u << 7, SL_GH_SMEMEXEC = 1u << 8,
  SL_GH_SRCKIND = 1u << 9, SL_GH_DSTKIND = 1u << 10, SL_GH_SRCDEV = 1u << 11,
  SL_GH_DSTDEV = 1u << 12, SL_GH_VALUE = 1u << 13, SL_GH_RETURN = 1u << 14,
  SL_GH_CBID = 1u << 15, SL_GH_COLOR = 1u << 16, SL_GH_CATEGORY = 1u << 17,
  SL_GH_RANGEID = 1u << 18, SL_GH_ENDTID = 1u << 19
};

/* One row, normalised.  Times are ns on the database's clock. */
typedef struct sl_grow_s {
  uint8_t kind;           /* SL_GK_*                                      */
  uint8_t src;            /* its table's place in the merge order         */
  uint8_t unterminated;   /* a range without an end: ends at the capture end */
  uint8_t driver;         /* an API call of the driver API                */
  uint8_t start_end;      /* an NVTX start/end range (else push/pop)      */
  uint8_t free;           /* SL_GK_MEMORY: a free, else an allocation     */
  uint32_t has;           /* SL_GH_*                                      */
  int64_t rowid;
  int64_t start, end;
  /* Host rows: the process and thread (keys as sl_gthread_t's). */
  uint64_t pkey, tkey;
  /* GPU rows: where (pkey is the launching process for nsys, 0 for
   * nvprof) and what launched them. */
  int64_t device, stream, context, green, corr;
  int64_t grid[3], block[3];
  int64_t regs, ssmem, dsmem, localmem, smemexec;
  int64_t bytes, copy_kind, src_kind, dst_kind, src_dev, dst_dev, value;
  /* API calls */
  int64_t cbid, ret;
  int64_t nops;           /* GPU ops it launched (0: none)                */
  /* NVTX */
  uint32_t color;         /* ARGB                                         */
  int64_t category, range_id;
  uint32_t end_tid;       /* the OS tid a range ended on (SL_GH_ENDTID)   */
  sl_str_t name;          /* the event's name (kernel: demangled)         */
  int64_t name_id;        /* the string id the name comes from alone
                           * (-1: composed, or from text)                 */
  sl_str_t short_name;    /* a kernel's base name (nsys shortName)        */
} sl_grow_t;

/* A host process: its key (nsys globalPid, nvprof pid), OS pid, name. */
typedef struct sl_gproc_s {
  uint64_t key;
  uint32_t pid;
  char *name;             /* "python (pid 12)" or "Process 12"            */
} sl_gproc_t;

/* A host thread. */
typedef struct sl_gthread_s {
  uint64_t key, pkey;     /* nsys globalTid; nvprof pid << 32 | tid        */
  uint32_t pid, tid;
  size_t prank;           /* its process's place in procs                 */
  char *name;             /* "python (tid 12)", "Thread 12", "Markers"    */
} sl_gthread_t;

/* A GPU and its streams. */
typedef struct sl_gdev_s {
  int64_t id;
  char *name;             /* "GPU 0 (NVIDIA H100 80GB HBM3)" or "GPU 0"  */
} sl_gdev_t;

typedef struct sl_gstream_s {
  int64_t device, stream;
  uint64_t pkey;          /* the process whose work it carries (nsys)     */
  uint32_t pid;           /* its OS pid                                   */
} sl_gstream_t;

/* What a trace is laid out from, sorted: processes by OS pid, threads
 * by (process, OS tid), devices by id, streams by (device, stream,
 * process). */
typedef struct sl_glayout_s {
  sl_gproc_t *procs;
  size_t nprocs;
  sl_gthread_t *threads;
  size_t nthreads;
  sl_gdev_t *devs;
  size_t ndevs;
  sl_gstream_t *streams;
  size_t nstreams;
  int64_t time_base_ns;   /* subtracted from every time (nvprof: epoch s) */
  int64_t capture_end;    /* where unterminated ranges end                */
} sl_glayout_t;

typedef struct sl_gdb_s sl_gdb_t;

/* Opens the database at `path` read-only (immutable: no journal, lock
 * or side file).  Returns 0 with *out set, or a negative code with err
 * filled ("a SQLite database, but not an Nsight Systems or nvprof
 * export ..." when it is neither). */
int sl__gdb_open(const char *path, sl_gdb_t **out, sl_error_t *err);
void sl__gdb_close(sl_gdb_t *db);

int sl__gdb_kind(const sl_gdb_t *db);          /* SL_GDB_*               */
const char *sl__gdb_source(const sl_gdb_t *db); /* "nsys" or "nvprof"     */
const char *sl__gdb_version(const sl_gdb_t *db); /* "" when unknown       */

/* The layout of the trace, from one survey scan of each table (which
 * also plans the order its rows are read in).  `kinds` (a mask of
 * SL_GK_BIT) says which rows will be read.  The layout belongs to the
 * reader.  Returns 0 or a negative code with err filled. */
int sl__gdb_layout(sl_gdb_t *db, unsigned kinds, const sl_glayout_t **out,
                   sl_error_t *err);

/* Starts reading the rows of `kinds` in merge order.  With
 * `count_ops`, each API call's nops is the number of GPU ops that share
 * its process and correlation id.  Returns 0 or a negative code. */
int sl__gdb_rows(sl_gdb_t *db, unsigned kinds, int count_ops,
                 sl_error_t *err);

/* The same without the merge order: each table's rows in rowid order,
 * one table after the other (for totals that do not depend on order),
 * and only what totals need (times, ids, names, bytes; no other args). */
int sl__gdb_rows_any(sl_gdb_t *db, unsigned kinds, sl_error_t *err);

/* The next row: 1 with *row set (valid until the next call), 0 at the
 * end, or a negative code with err filled. */
int sl__gdb_next(sl_gdb_t *db, const sl_grow_t **row, sl_error_t *err);

/* Rows skipped because a required value (start, end) was NULL. */
uint64_t sl__gdb_skipped(const sl_gdb_t *db);

/* The text of the enum value of a memcpy's kind (copy_kind: "HtoD"...)
 * and of a memory kind (src/dst kinds, the file's enum table first).
 * Returns NULL for a number without a name. */
const char *sl__gdb_copy_kind(int64_t kind);
const char *sl__gdb_mem_kind(sl_gdb_t *db, int64_t kind);

/* An nvprof API call's name from its callback id (CUPTI's runtime or
 * driver table, version suffix included), "runtime cbid N" /
 * "driver cbid N" for an id the table lacks (written into buf). */
sl_str_t sl__gdb_cbid_name(int driver, int64_t cbid, char buf[40]);

#endif

/* GPU profile databases (Nsight Systems and nvprof SQLite exports) into
 * a trace, summary reports and a memory report: the drivers behind
 * convert, stats and mem for a database input.
 *
 * The rows come from stream/format/gpudb.c in time order; memory is the
 * trace's layout (processes, threads, streams), the open events of each
 * track's lanes, the launches whose GPU work has not started yet, and a
 * report's per-group figures; never all rows. */
#ifndef SL_RUN_GPU_H
#define SL_RUN_GPU_H

#include "stepline/stepline.h"
#include "stream/common.h"

/* Is `path` a SQLite database (by its first 16 bytes)?  1 yes, 0 no,
 * or a negative code when it cannot be read.  "-" is not a database. */
int sl__gpu_is_db(const char *path);

/* Converts the database at `path` to a trace written to `sink`, its
 * event count in *events (when not NULL).  Returns 0 or a negative code
 * with err filled. */
int sl__gpu_convert(const char *path, const sl_options_t *opt,
                    sl_sink_fn sink, void *ud, uint64_t *events,
                    sl_error_t *err);

/* Tells warn (when set) how many rows of db were skipped for a NULL
 * start or end, if any. */
struct sl_gdb_s;
void sl__gpu_warn_skipped(struct sl_gdb_s *db, const char *path,
                          void (*warn)(void *, const char *,
                                       const sl_error_t *),
                          void *ud);

/* stats over several databases (a job's processes): their rows add up
 * into one set of reports, or, with format SL_REPORT_PARTIAL, one
 * database's partial result.  Returns 0 or a code (err filled). */
int sl__gpu_stats_paths(const char *const *paths, size_t n,
                        const sl_gpu_stats_options_t *so, sl_sink_fn sink,
                        void *ud, sl_error_t *err);

/* mem over several databases (a job's processes): each one's devices,
 * named for its file, in one report; or, with mo->format
 * SL_REPORT_PARTIAL, one database's partial result (its pools).  Returns
 * 0 or a code (err filled, err->file the database at fault). */
int sl__gpu_mem_paths(const char *const *paths, size_t n,
                      const sl_mem_options_t *mo, int json, sl_sink_fn sink,
                      void *ud, int *grew, sl_error_t *err,
                      void (*warn)(void *, const char *, const sl_error_t *),
                      void *warn_ud);

/* A merge of databases' partial results: open with the merge's options,
 * add each partial (its reader past its header), write, free. */
typedef struct sl_gpu_merge_s sl_gpu_merge_t;
struct sl_pread_s;
int sl__gpu_merge_open(sl_gpu_merge_t **m, const sl_gpu_stats_options_t *so,
                       sl_error_t *err);
int sl__gpu_merge_add(sl_gpu_merge_t *m, struct sl_pread_s *r);
int sl__gpu_merge_write(sl_gpu_merge_t *m, sl_sink_fn sink, void *ud);
void sl__gpu_merge_free(sl_gpu_merge_t *m);

#endif

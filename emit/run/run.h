/* A run over one or more inputs: what every driver shares (convert,
 * follow, the reports): the options, the --devices filter, progress
 * figures, the threads, the --steps selection, and one step's analysis. */
#ifndef SL_RUN_H
#define SL_RUN_H

#include "emit/run/schedule.h"
#include "stream/select.h"
#include "stream/steps.h"

typedef struct sl_run_s {
  const sl_options_t *opt;
  sl_error_t *err;
  sl_devfilter_t devices;
  sl_progress_t figures;
  int several;          /* the run converts several steps            */
  sl_helper_t *helper;  /* the second thread, once a step wants it    */
  int64_t steps_run;
  sl_walk_t walk;       /* this thread's walk state                   */
} sl_run_t;

int sl__run_init(sl_run_t *r, const sl_options_t *opt, int inputs,
                 sl_error_t *err);
void sl__run_close(sl_run_t *r);
/* Hands the progress figures to opt->progress. */
void sl__run_report(sl_run_t *r, int done);

/* The listing entry of a step (devices and nodes not counted). */
void sl__info_of(const sl_step_ref_t *ref, sl_step_info_t *info);

/* An error from a pass over a step's range gets the step's place in the
 * input.  Returns rc. */
int sl__at_step(const sl_step_ref_t *ref, int rc, sl_error_t *err);

/* Runs a step's analysis on the run's threads: its trace to w (NULL:
 * none), the memory model's outputs, riders on its node pass (schedule.h).
 * Errors get the step's place. */
int sl__run_step(sl_run_t *r, const sl_step_ref_t *ref, sl_trace_writer_t *w,
                 const sl_memory_out_t *mem, const sl_visitor_t *riders,
                 size_t nriders, sl_merge_t *merge, sl_step_out_t *out);

/* Walks a step's bytes with raw walker callbacks (stream/format/
 * stepwalk.h).  Errors get the step's place. */
int sl__run_walk_bytes(sl_run_t *r, const sl_step_ref_t *ref,
                       const sl_walker_cb_t *cb);

/* With skip_corrupt, a step of a log is checked whole before anything of
 * it is written, as the passes would check it: 1 sound, 0 damaged and
 * skipped (warned), or a negative code.  1 without skip_corrupt. */
int sl__run_sound(sl_run_t *r, const sl_step_ref_t *ref);

/* ---- the steps of inputs, as --steps selects them --------------------------- */

typedef int (*sl_take_fn)(void *ud, sl_step_ref_t *ref);

/* A step kept past its callback (`last`: each step until the next comes):
 * a range of a re-readable source, or a copy of its bytes. */
typedef struct sl_kept_s {
  int used;
  sl_step_ref_t ref;
  uint8_t *copy;
  sl_source_t mem;
  char tag[SL_TAG_MAX];
} sl_kept_t;

typedef struct sl_picker_s {
  sl_select_t sel;
  sl_kept_t pend;
  sl_take_fn take;
  void *ud;
  sl_run_t *run;
} sl_picker_t;

/* Returns 0 or SL_EUSAGE (a bad selection, err filled). */
int sl__picker_init(sl_picker_t *pk, sl_run_t *run, sl_take_fn take,
                    void *ud);
/* Hands each selected, sound step of `src` (opened) to pk->take, with
 * progress reports.  Returns 0 or the first error. */
int sl__picker_read(sl_picker_t *pk, sl_source_t *src, sl_log_info_t *info);
/* The same as a step reader's callback, for a push reader; then, when the
 * input has ended, sl__picker_end() (the step `last` selects). */
int sl__picker_step(void *pk, sl_step_ref_t *ref);
int sl__picker_end(sl_picker_t *pk);
void sl__picker_close(sl_picker_t *pk);

/* Opens `path` and reads its selected steps in a run of its own; *slot
 * is set to the run for the callbacks that need it. */
int sl__each_step(const char *path, const sl_options_t *opt, sl_take_fn take,
                  void *ud, sl_run_t **slot, sl_error_t *err);

/* ---- for analyses of whole inputs (stats, mem) --------------------------------- */

typedef struct sl_step_ctx_s {
  const sl_step_ref_t *ref;
  sl_run_t *run;
  sl_step_info_t info;   /* devices and nodes 0 (not counted)         */
  sl_error_t *err;
} sl_step_ctx_t;

typedef int (*sl_step_visit_fn)(void *ud, sl_step_ctx_t *st);

/* Hands each selected, sound step of `path` to fn.  Returns 0 or the
 * first error (err filled, with the step's place). */
int sl__visit_steps(const char *path, const sl_options_t *opt,
                    sl_step_visit_fn fn, void *ud, sl_error_t *err);

/* Walks a step's nodes with `v` (its device table first): a pass that is
 * an analysis's own, checked as the conversion checks.  Errors get the
 * step's place. */
int sl__ctx_walk(sl_step_ctx_t *st, const sl_visitor_t *v, size_t nv);

/* The op summary of the steps of several step logs (a job's workers) as
 * one run (sl_stats_path() for each), or one log's partial result; and
 * the options that shape its rows as a partial's header says them. */
int sl__stats_paths(const char *const *paths, size_t n,
                    const sl_options_t *opt, const sl_stats_options_t *so,
                    sl_sink_fn sink, void *ud, sl_error_t *err);
void sl__op_options(char *buf, size_t n, sl_stats_by_t by,
                    const sl_options_t *opt);
/* mem over several step logs as one run (sl_mem_report_path() for
 * each): each step's block names its log. */
int sl__mem_report_paths(const char *const *paths, size_t npaths,
                         const sl_options_t *opt, const sl_mem_options_t *mo,
                         sl_sink_fn sink, void *ud, int *grew,
                         sl_error_t *err);

/* `stats --report`: the summary reports (ops, kernels, gpu-mem) of the
 * nodes of the steps that opt picks (emit/run/reports.c). */
int sl__steps_summary(const char *const *paths, size_t n,
                      const sl_options_t *opt,
                      const sl_gpu_stats_options_t *gso, sl_sink_fn sink,
                      void *ud, sl_error_t *err);

#endif

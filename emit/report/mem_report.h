/* `stepline mem`'s report written out (see sl_mem_report_path() in
 * stepline.h), from the figures of emit/analyze/memstats.c. */
#ifndef SL_MEM_REPORT_H
#define SL_MEM_REPORT_H

#include "emit/analyze/memstats.h"
#include "emit/write/json.h"
#include "emit/write/partial.h"
#include "stepline/stepline.h"

typedef struct sl_mem_out_s {
  const sl_mem_options_t *mo;
  sl_sink_fn sink;
  void *ud;
  sl_json_t *jw;       /* JSON: one document, open across steps       */
  int blocks;          /* steps written so far                        */
  const char *input;   /* the steps' input, named when there are
                        * several (a job's workers); else NULL        */
  int several;         /* there are: CSV has an input column          */
} sl_mem_out_t;

/* One step's allocators (x's step figures).  Returns 0, SL_ENOMEM or
 * the sink's error. */
int sl__mem_report_step(sl_mem_out_t *o, const sl_memstats_t *x,
                        const sl_step_info_t *info);

/* The figures across steps and, with `base`, the comparison with the
 * baseline's run (*grew set when a median grew past the tolerance); the
 * JSON document ends here.  Returns like sl__mem_report_step(). */
int sl__mem_report_summary(sl_mem_out_t *o, sl_memstats_t *x,
                           sl_memstats_t *base, int *grew);

/* A step's figures as lines of a partial result (a step line, a line
 * per allocator, one per listed tensor), and read back into x's step
 * tables (between sl__memstats_step_begin() and _end(); the info's tag
 * is in x's arena).  Return 0 or a code (the reader's err filled). */
int sl__mem_step_save(sl_pwrite_t *w, const sl_memstats_t *x,
                      const sl_step_info_t *info);
int sl__mem_step_load(sl_pread_t *r, sl_memstats_t *x, sl_step_info_t *info);

#endif

/* `stepline mem`'s report written out (see sl_mem_report_path() in
 * stepline.h), from the figures of emit/analyze/memstats.c. */
#ifndef SL_MEM_REPORT_H
#define SL_MEM_REPORT_H

#include "emit/analyze/memstats.h"
#include "emit/write/json.h"
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

#endif

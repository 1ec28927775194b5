/* The memory report's figures (`stepline mem` without --json): per step
 * and allocator, the timeline model's peak with its largest live tensors
 * (their producers, dtypes and shapes), and what the log measured — the
 * AllocatorMemoryUsed counts and the peak of its allocation records; per
 * allocator across steps, each measure's peak in every step.
 *
 * A step takes the model's maxima (sl__memstats_maxima, a callback of the
 * conversion's memory pass), then one walk of its nodes with the visitor
 * (measured entries, decoded one at a time; producers of the listed
 * tensors, decoded only for those).  Not thread-safe: one step at a
 * time. */
#ifndef SL_MEMSTATS_H
#define SL_MEMSTATS_H

#include <stdint.h>

#include "emit/model/arena.h"
#include "emit/model/step.h"
#include "emit/model/strmap.h"
#include "stepline/stepline.h"

/* A tensor live at an allocator's model peak. */
typedef struct sl_mem_live_s {
  sl_str_t name;
  int64_t bytes;
  sl_str_t op;         /* "" until its producer is found              */
  const char *dtype;
  char shape[48];
} sl_mem_live_t;

/* An allocation record: a time and a size (negative: a release). */
typedef struct sl_mem_rec_s {
  int64_t t, bytes;
  uint32_t seq;        /* record order, for ties                      */
} sl_mem_rec_t;

/* One allocator in one step. */
typedef struct sl_mem_peak_s {
  sl_str_t name;
  int has_model, has_inuse, has_peak, has_records;
  int64_t model, model_ts, inuse, peak, records;
  size_t n_live;       /* tensors live at the model peak              */
  sl_mem_live_t *live; /* the largest of them                         */
  size_t nlive;
  sl_mem_rec_t *recs;
  size_t nrec, rcap;
} sl_mem_peak_t;

/* The measures, and their names in the report's JSON and CSV. */
enum {
  SL_MEASURE_MODEL, SL_MEASURE_INUSE, SL_MEASURE_PEAK, SL_MEASURE_RECORDS,
  SL_MEASURES
};
extern const char *const sl__mem_measures[SL_MEASURES];

/* What is kept of an allocator across steps: its peak in each step, per
 * measure (only steps that have the measure). */
typedef struct sl_mem_across_s {
  int64_t *v[SL_MEASURES];
  size_t n[SL_MEASURES], cap[SL_MEASURES];
} sl_mem_across_t;

/* The run: allocators by name (names and `a` share an index). */
typedef struct sl_mem_run_s {
  sl_arena_t arena;
  sl_strmap_t names;
  sl_mem_across_t *a;
  size_t cap;
  uint64_t steps;
} sl_mem_run_t;

typedef struct sl_memstats_s {
  size_t top;          /* live tensors listed per allocator          */
  /* this step: allocators by name (allocs and ap share an index) */
  sl_arena_t arena;
  sl_strmap_t allocs;
  sl_mem_peak_t *ap;
  size_t apcap;
  sl_strmap_t wanted;  /* names of listed tensors -> (alloc, slot)   */
  uint32_t *want_at;
  sl_arena_t scratch;  /* one decoded message                          */
  int64_t t0;          /* the step's first op start (table times)      */
  int has_t0;
  char *namebuf;
  size_t namecap;
  sl_mem_run_t run;
} sl_memstats_t;

/* Caller-allocated; `top` live tensors per allocator (0: 5). */
void sl__memstats_init(sl_memstats_t *x, size_t top);
void sl__memstats_close(sl_memstats_t *x);

/* A step: _begin empties the step's tables; the maxima callback (ud: x)
 * and the visitor fill them; _end folds the step into the run (0 or
 * SL_ENOMEM), after which the step's figures stay readable until
 * _free. */
void sl__memstats_step_begin(sl_memstats_t *x);
int sl__memstats_maxima(void *ud, const sl_step_info_t *st,
                        const sl_alloc_max_t *m, size_t n);
sl_visitor_t sl__memstats_visitor(sl_memstats_t *x);
int sl__memstats_step_end(sl_memstats_t *x);
void sl__memstats_step_free(sl_memstats_t *x);

/* The step's allocator of that name, added (zeroed) when new; NULL when
 * out of memory. */
sl_mem_peak_t *sl__memstats_alloc(sl_memstats_t *x, sl_str_t name);

/* A node's measured memory alone (follow's summary line): 0, or an
 * error with w->err filled. */
int sl__memstats_measure(sl_memstats_t *x, sl_walk_t *w, sl_node_t *nd);

/* The peak of the running sum of a's records, in time order, into
 * a->records (scratch from ar). */
void sl__memstats_records_peak(sl_arena_t *ar, sl_mem_peak_t *a);

/* Measure m of c across the steps: min, median (the mean of the middle
 * two for an even count) and max.  c must have m. */
void sl__memstats_summary(sl_mem_across_t *c, int m, int64_t out[3]);

#endif

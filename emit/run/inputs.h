/* The registry of inputs: every family of input behind one table, one
 * detection, and one entry per command.
 *
 * An entry names its format (include/stepline/events.h: name, noun,
 * capabilities and, for formats that produce the event stream, their
 * reader) and says how its inputs are recognised.  A command asks the
 * registry for the inputs' entry and runs the entry's service: its own
 * driver where it has one (the TensorFlow step formats, XSpace, the GPU
 * databases), else the shared one over its event stream (emit/run/
 * events.c), which gives any format convert, stats, mem and steps. */
#ifndef SL_RUN_INPUTS_H
#define SL_RUN_INPUTS_H

#include "stepline/events.h"
#include "stepline/stepline.h"
#include "stream/common.h"

/* What a command asks of an input. */
typedef struct sl_job_s {
  const char *const *paths;
  size_t n;
  const sl_options_t *opt;
  sl_sink_fn sink;
  void *ud;
  sl_error_t *err;
  uint64_t *events;                    /* convert: trace events written */
  const void *mem;                     /* convert: the input in memory   */
  size_t mlen;                         /*   (paths NULL)                 */
  const sl_split_out_t *split;         /* convert: one file per step     */
  const sl_stats_options_t *so;        /* stats: the op summary          */
  const sl_gpu_stats_options_t *gso;   /* stats: the summary reports     */
  const sl_mem_options_t *mo;          /* mem (NULL: the defaults)       */
  int json;                            /* mem, steps: JSON lines         */
  int *grew;                           /* mem: the baseline's verdict    */
} sl_job_t;

typedef int (*sl_job_fn)(const sl_job_t *j);

/* An output counted on its way to the caller's sink (the figures a
 * trace's end reports): sl__counted_sink with an sl_counted_t. */
typedef struct sl_counted_s {
  sl_sink_fn sink;
  void *ud;
  uint64_t bytes;
} sl_counted_t;
int sl__counted_sink(void *ud, const void *p, size_t n);

/* A job of these inputs and output, the rest zero. */
void sl__job_init(sl_job_t *j, const char *const *paths, size_t n,
                  const sl_options_t *opt, sl_sink_fn sink, void *ud,
                  sl_error_t *err);

typedef struct sl_family_s {
  const sl_input_format_t *fmt;
  /* 1 when the inputs are this family's, 0 when not, or a negative code
   * (err filled).  NULL: the format's sniff of each input's first bytes. */
  int (*detect)(const char *const *paths, size_t n, const sl_options_t *opt,
                sl_error_t *err);
  /* Its own drivers; NULL: the shared ones over the event stream. */
  sl_job_fn convert, stats, mem, steps;
} sl_family_t;

/* The family of the inputs (the first that claims them; the TensorFlow
 * step formats take what no other does), or NULL with err filled. */
const sl_family_t *sl__input_family(const char *const *paths, size_t n,
                                    const sl_options_t *opt, sl_error_t *err);

/* Runs convert on the job's inputs through their family (j->paths NULL:
 * bytes in memory, a step log). */
int sl__input_convert(const sl_job_t *j);

/* The format named `name` (built in or registered), or NULL. */
const sl_input_format_t *sl__input_format_named(const char *name);

/* The summary reports as a consumer of events, for producers that are
 * not registered formats (XSpace's walk): open with the options (noun:
 * the input, for messages), hand it every event (sl__evstats_event is an
 * sl_event_fn), write the reports, free. */
typedef struct sl_evstats_s sl_evstats_t;
int sl__evstats_open(sl_evstats_t **s, const sl_gpu_stats_options_t *so,
                     const sl_input_format_t *f, sl_error_t *err);
/* The built-in families' descriptors (their name, noun and reports). */
extern const sl_input_format_t sl__tf_format, sl__xs_format;
int sl__evstats_event(void *s, const sl_event_t *e);
/* Event e of the process named `process` (e->pid set here: one per
 * name), for producers that name processes rather than number them. */
int sl__evstats_in(sl_evstats_t *s, sl_str_t process, sl_event_t *e);
int sl__evstats_write(sl_evstats_t *s, const char *source, sl_sink_fn sink,
                      void *ud);
void sl__evstats_free(sl_evstats_t *s);
/* The input the next events are of, and its name (producers that read
 * several, such as XSpace's hosts; a format's are counted by their
 * facts).  Returns 0 or SL_ENOMEM (err filled). */
int sl__evstats_input(sl_evstats_t *s, int64_t input, const char *name);
/* The inputs read (n paths; a format's facts name them in turn), and
 * opt's --steps and --devices for a partial's header: with format
 * SL_REPORT_PARTIAL, sl__evstats_write writes the partial result of
 * paths[0].  Returns 0 or SL_ENOMEM (err filled). */
int sl__evstats_partial(sl_evstats_t *s, const char *const *paths, size_t n,
                        const sl_options_t *opt);
/* Adds the partial result that r has read up to (its header) into s,
 * the k-th partial of a merge; the breakdown numbers its inputs from
 * *input0 on.  Returns 0 or a code (r's err filled). */
struct sl_pread_s;
int sl__evstats_merge(sl_evstats_t *s, struct sl_pread_s *r, size_t k,
                      int64_t *input0);

/* The services over a format's event stream (emit/run/events.c). */
int sl__events_convert(const sl_input_format_t *f, const sl_job_t *j);
/* convert --split: a trace per selected step through j->split, each
 * what --steps=K gives (one reading for the steps, then each step's). */
int sl__events_split(const sl_input_format_t *f, const sl_job_t *j);
int sl__events_stats(const sl_input_format_t *f, const sl_job_t *j);
int sl__events_mem(const sl_input_format_t *f, const sl_job_t *j);
int sl__events_steps(const sl_input_format_t *f, const sl_job_t *j);
/* Partial results of one step log (emit/run/tfpartial.c): its steps'
 * rows (steps), and its steps' memory blocks (mem). */
int sl__tf_steps_partial(const sl_job_t *j);

/* The step formats' convert (emit/run/convert.c). */
int sl__steps_convert_job(const sl_job_t *j);

#endif

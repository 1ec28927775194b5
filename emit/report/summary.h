/* Summary reports: rows grouped by key, each with the figures of its
 * values (count, total, mean, exact median, min, max, sample standard
 * deviation, share of the report's total), sorted, cut to the top N and
 * written as a table, CSV or JSON.  The reports are those of nsys stats
 * (kernels, API calls, GPU memory operations, ranges, ranges -> kernels)
 * and host ops; every input that has such slices fills them the same way.
 *
 * Per group: exact integer sums (total in 64 bits, squares in 128) for
 * the mean and the deviation.  Medians need every value: values wait in
 * a fixed buffer and go to sorted runs in a temporary file when it
 * fills (emit/analyze/vsort.c), so memory is the buffer and the groups
 * whatever the number of values. */
#ifndef SL_SUMMARY_H
#define SL_SUMMARY_H

#include "emit/analyze/vsort.h"
#include "emit/model/arena.h"
#include "emit/model/inkey.h"
#include "emit/model/strmap.h"
#include "emit/write/partial.h"
#include "stream/common.h"

/* The reports, in the order they are written.  Ops (key_averages'
 * table, emit/analyze/opattr.c) and breakdown (emit/analyze/busy.c) are
 * named here for --report but written by their own modules. */
enum {
  SL_SUM_KERNELS, SL_SUM_API, SL_SUM_GPUMEM, SL_SUM_NVTX, SL_SUM_NVTXK,
  SL_SUM_OPS, SL_SUM_MEMOPS, SL_SUM_BREAKDOWN, SL_SUM_COUNT
};
/* Rows of the kernels report. */
enum { SL_SUM_BY_NAME, SL_SUM_BY_OP, SL_SUM_BY_DEVICE, SL_SUM_BY_NAME_DEVICE,
       SL_SUM_BY_OP_DEVICE };
/* Orders (total and the others descending, name ascending). */
enum { SL_SUM_SORT_TOTAL, SL_SUM_SORT_INSTANCES, SL_SUM_SORT_AVG,
       SL_SUM_SORT_MAX, SL_SUM_SORT_NAME };

/* The figures of one series of values (durations in ns, or sizes). */
typedef struct sl_fig_s {
  uint64_t n;
  int64_t total, min, max;
  unsigned __int128 sq;
  double median;
} sl_fig_t;

/* A row. */
typedef struct sl_sgroup_s {
  int rep;
  sl_str_t name, style, kernel;   /* the key's fields (arena)             */
  int64_t device;
  int has_device;
  sl_fig_t t, b;                  /* time, and bytes (gpu-mem)            */
  uint64_t ranges;                /* nvtx-kernels: distinct ranges        */
  uint32_t input;                 /* by input: its index in s->inkey      */
} sl_sgroup_t;

typedef struct sl_summary_s {
  sl_arena_t arena;
  sl_strmap_t map;
  sl_sgroup_t *g;
  size_t ng, gcap;
  char *key;
  size_t keycap;
  sl_vsort_t vals;                /* values, for the medians              */
  sl_error_t *err;
  sl_inkey_t inkey;               /* groups of each input apart (on)      */
  uint32_t cur_series;            /* the median pass                      */
  uint64_t cur_i;
  int64_t cur_lo;
} sl_summary_t;

/* Returns 0 or SL_ENOMEM (err filled). */
int sl__sum_init(sl_summary_t *s, sl_error_t *err);
void sl__sum_close(sl_summary_t *s);

/* The name of report rep ("kernels", ...) and the bits of the names in
 * a list such as "kernels,api" (NULL or "": `dflt`).  Returns 0 or
 * SL_EUSAGE. */
const char *sl__sum_name(int rep);
int sl__sum_parse(const char *list, unsigned dflt, unsigned *out);
/* The names of the reports in bits, "a, b and c", in buf. */
const char *sl__sum_names(unsigned bits, char *buf, size_t n);
/* The index of s among names (NULL: 0), or SL_EUSAGE. */
int sl__sum_pick(const char *s, const char *const *names, int n, int *out);
extern const char *const sl__sum_by_names[5];
/* --by: one of sl__sum_by_names (NULL: name), or "name,shapes" (the
 * ops report's; *by is then SL_SUM_BY_NAME and *shapes 1), each with an
 * optional ",input" (*input 1).  Returns 0 or SL_EUSAGE. */
int sl__sum_by_parse(const char *s, int *by, int *shapes, int *input);
/* The groups that follow are the input named `name` (when s->inkey.on).
 * Returns 0 or SL_ENOMEM (err filled). */
int sl__sum_input(sl_summary_t *s, sl_str_t name);
/* --sort: total, instances, avg, max, name, or the op summary's names
 * host_total, calls and host_avg for the same (NULL: total). */
int sl__sum_sort_parse(const char *s, int *out);
extern const char *const sl__sum_sort_names[5];

/* The group of (report, name, style, kernel, device) and, by input, the
 * input being read, made when new.
 * Returns its index, or -1 when out of memory. */
int64_t sl__sum_group(sl_summary_t *s, int rep, sl_str_t name, sl_str_t style,
                      sl_str_t kernel, int has_device, int64_t device);
/* Counts value v (negative: 0) into the time (bytes = 0) or the bytes of
 * group gi.  gi < 0 is out of memory.  Returns 0 or a code, err filled. */
int sl__sum_add(sl_summary_t *s, int64_t gi, int bytes, int64_t v);
/* The base name of a demangled C++ name: no parameter list, template
 * arguments or return type, the last scope component (kernels by op). */
sl_str_t sl__sum_base_name(sl_str_t v);
/* The medians, once every value is in. */
int sl__sum_medians(sl_summary_t *s);

/* The groups as a partial result's section (emit/write/partial.h): a
 * count, then each group's line (key and figures) followed by its
 * values, sorted.  On loading, dev (when given) turns a device read into
 * this summary's (non-zero: not known); _load adds the section to s.
 * Return 0 or a code (the reader's or s's err filled). */
int sl__sum_save(sl_summary_t *s, sl_pwrite_t *w);
int sl__sum_load(sl_summary_t *s, int (*dev)(void *ud, int64_t *device),
                 void *ud, sl_pread_t *r);

/* How the reports are written. */
typedef struct sl_sum_out_s {
  unsigned reps;                  /* which (bits of SL_SUM_*)             */
  int sort, by;
  size_t top;                     /* rows per report; 0: all              */
  int format;                     /* SL_REPORT_*                          */
  const char *source;             /* JSON: "source" (NULL: none)          */
  /* A device's name for tables (NULL: the number). */
  const char *(*dev_name)(void *ud, int64_t device);
  void *dev_ud;
} sl_sum_out_t;

/* Writes the reports to the sink.  Returns 0 or a code, err filled. */
int sl__sum_write(sl_summary_t *s, const sl_sum_out_t *o, sl_sink_fn sink,
                  void *ud);
/* The same into f, without JSON's enclosing object: *first says whether
 * a JSON member was written before (and is cleared when one is). */
int sl__sum_write_f(sl_summary_t *s, const sl_sum_out_t *o, FILE *f,
                    int *first);

/* "812 ns", "3.25 us", "1.50 ms", "2.079 s". */
void sl__human_ns(char *buf, size_t n, double ns);

#endif

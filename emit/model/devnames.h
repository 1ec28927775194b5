/* Device names beyond one step: the job and task a name carries, the
 * label each worker of a merged trace is shown under, and the --devices
 * filter.
 *
 * Workers.  Logs of several workers are merged into one trace, and the
 * devices of each must stay apart.  A worker whose device names carry a
 * job and task ("/job:worker/replica:0/task:1/device:GPU:0") that no other
 * input carries is shown by those names, and its devices without one
 * ("/device:GPU:0/stream:all", written by the GPU tracer) are put under
 * its task.  A worker whose names say nothing, or the same as another
 * input's (every single-machine run calls itself /job:localhost), is
 * shown by its file name: "worker0.log:" goes in front of all its
 * device names. */
#ifndef SL_DEVNAMES_H
#define SL_DEVNAMES_H

#include <regex.h>
#include <stddef.h>

#include "stream/common.h"

/* If `name` starts with "/job:", sets *task to its job, replica and task
 * components ("/job:w/replica:0/task:1") and returns 1; else returns 0. */
int sl__dev_task(sl_str_t name, sl_str_t *task);

/* ---- workers ------------------------------------------------------------ */

typedef struct sl_worker_s {
  char **tasks;        /* the job/task prefixes its devices carry        */
  size_t ntasks;
  char *label;         /* what it is called (its task, or file name)     */
  int by_task;         /* 1: its own device names tell it apart          */
  const char *task;    /* by_task with a single task: where its devices
                        * without a job go; else NULL                   */
} sl_worker_t;

/* Records that the worker has a device named `name` (only its task
 * matters).  Returns 0 or SL_ENOMEM. */
int sl__worker_saw(sl_worker_t *w, sl_str_t name);

/* Labels n workers, once each has seen its devices.  `files` are the
 * inputs' paths ("-": standard input, never examined).  Returns 0 or
 * SL_ENOMEM. */
int sl__workers_label(sl_worker_t *ws, size_t n, const char *const *files);

/* The name device `name` of worker `w` is shown under, into out (at least
 * sl__worker_name_max(w, name.n) bytes).  Returns its length. */
size_t sl__worker_name(const sl_worker_t *w, sl_str_t name, char *out);
size_t sl__worker_name_max(const sl_worker_t *w, size_t n);

void sl__worker_close(sl_worker_t *w);

/* ---- the --devices filter ------------------------------------------------ */

typedef struct sl_devfilter_s {
  regex_t re;
  int on;
} sl_devfilter_t;

/* Compiles `regex` (POSIX extended; NULL or "" keeps every device).
 * Returns 0, or SL_EUSAGE with err->msg saying what is wrong. */
int sl__devfilter_init(sl_devfilter_t *f, const char *regex,
                       sl_error_t *err);
/* Does the filter keep the device called `name`? */
int sl__devfilter_keeps(const sl_devfilter_t *f, sl_str_t name);
void sl__devfilter_close(sl_devfilter_t *f);

#endif

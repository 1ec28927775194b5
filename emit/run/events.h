/* What the shared services over the event stream share (events.c:
 * reading a format, processes and the --devices filter, convert;
 * evreports.c: the summary reports, the ledger, the steps). */
#ifndef SL_RUN_EVENTS_H
#define SL_RUN_EVENTS_H

#include <regex.h>

#include "emit/model/arena.h"
#include "emit/model/strmap.h"
#include "emit/report/ledger.h"
#include "emit/run/inputs.h"
#include "stream/idmap.h"

static inline sl_str_t sl__ev_str(sl_text_t t) { return sl__str(t.p, t.n); }
static inline sl_text_t sl__ev_text(sl_str_t s) {
  sl_text_t t;
  t.p = (const char *)s.p;
  t.n = s.n;
  return t;
}

/* A copy of t in the arena, NUL-terminated ({NULL, 0} when out of
 * memory). */
sl_str_t sl__ev_keep(sl_arena_t *a, sl_text_t t);

/* A run's progress figures and stop requests while formats read: every
 * few thousand events the figures go to opt->progress and opt->stop is
 * asked.  `passes`: the readings of each input the run makes. */
typedef struct sl_evprog_s {
  const sl_options_t *opt;
  sl_progress_t p;
  int passes, pass;          /* pass: the reading under way, from 0   */
  uint64_t since;            /* events since the last tick            */
} sl_evprog_t;
void sl__evprog_init(sl_evprog_t *pg, const sl_options_t *opt, int inputs,
                     int passes);

/* Runs format f over the input at `path`: each event to fn(ud, ...), its
 * warnings to opt's warn (opt may be NULL), figures to pg (NULL: none;
 * pg->p.input names the input).  Returns 0 or a code with err filled
 * (SL_ECANCELED when opt->stop asked). */
int sl__ev_read(const sl_input_format_t *f, const char *path,
                const sl_options_t *opt, sl_evprog_t *pg, sl_event_fn fn,
                void *ud, sl_error_t *err);

/* One warning line to opt's warn (opt may be NULL): what, and how many
 * times (n = 0: none). */
void sl__ev_warn(const sl_options_t *opt, const char *path, sl_text_t what,
                 uint64_t n);

/* The rank an input's facts (SL_EV_META) say: their int arg "rank", or
 * -1. */
int64_t sl__ev_rank(const sl_event_t *e);

/* The job's inputs as one stream (several are merged: evmerge.h), with
 * progress and stop.  Returns 0 or a code with err filled. */
int sl__ev_read_job(const sl_input_format_t *f, const sl_job_t *j,
                    sl_event_fn fn, void *ud);

/* The processes met: names (in the arena) and whether --devices keeps
 * each. */
typedef struct sl_evproc_s {
  sl_str_t name;            /* arena                                   */
  int keep;
  int dflt;                 /* named "process PID" for want of a name  */
  uint32_t pid;
  int said;                 /* written with its final name (layout)    */
} sl_evproc_t;

typedef struct sl_evprocs_s {
  sl_arena_t *arena;
  sl_idmap_t at;            /* pid -> index                            */
  sl_evproc_t *p;
  size_t n, cap;
  regex_t re;
  int has_re;
  char scratch[32];
} sl_evprocs_t;

/* Returns 0 or SL_EUSAGE (a regex that does not compile; err filled). */
int sl__evprocs_init(sl_evprocs_t *ps, sl_arena_t *arena, const char *devices,
                     sl_error_t *err);
void sl__evprocs_close(sl_evprocs_t *ps);
/* The process of pid, named `name` (n = 0: "process PID" until named);
 * NULL when out of memory. */
sl_evproc_t *sl__evproc_of(sl_evprocs_t *ps, uint32_t pid, sl_str_t name);

/* The memory events' pools: an allocator's name to its pool in the
 * ledger, which the event moves (its bytes; then its in_use, when it
 * says, is the pool's bytes).  Returns the pool, or NULL when out of
 * memory. */
typedef struct sl_evpools_s {
  sl_strmap_t ids;          /* allocator -> pool id                    */
  sl_ledger_t l;
  int64_t origin_ns;        /* SL_EV_CLOCK's, added to the pools' times */
} sl_evpools_t;
void sl__evpools_init(sl_evpools_t *ps, sl_arena_t *arena);
void sl__evpools_close(sl_evpools_t *ps);
sl_pool_t *sl__evpools_apply(sl_evpools_t *ps, const sl_event_t *e);

#endif

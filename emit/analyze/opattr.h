/* The op table of a profile as PyTorch's key_averages() means it: host
 * ops, user ranges and runtime calls grouped by name, each with its own
 * (self) and total CPU time, and the device work attributed to the op
 * that launched it.
 *
 * Nesting is per (process, thread): slices in (start, longest first,
 * input order), a slice's parent the innermost earlier slice still open
 * at its start that it does not outlast.  One it outlasts (start and
 * end rounded apart) is closed and the next enclosing slice is the
 * parent, as key_averages() does; the slice is counted improper.  A device slice belongs to the host slice with its
 * correlation id; a runtime call hands it on to its innermost op or range
 * ancestor.  Device time counts for that slice and every ancestor.
 *
 * Nothing is kept per slice in memory: slices and device work go to
 * sorted runs (emit/analyze/vsort.c) and are read back in nesting order,
 * so memory is the groups and the deepest nesting.  Not thread-safe. */
#ifndef SL_OPATTR_H
#define SL_OPATTR_H

#include "emit/analyze/vsort.h"
#include "emit/model/arena.h"
#include "emit/model/inkey.h"
#include "emit/model/strmap.h"
#include "stepline/events.h"

/* A group's figures (ns). */
typedef struct sl_oprow_s {
  sl_str_t name, shapes;          /* the key (arena)                      */
  uint32_t input;                 /* by input: its index in a->inkey      */
  uint64_t calls, kernels;        /* kernels: device slices it owns, or
                                   * its descendants do                   */
  int64_t cpu_total, self_cpu, device_total, self_device;
} sl_oprow_t;

typedef struct sl_opstack_s sl_opstack_t;

typedef struct sl_opattr_s {
  sl_arena_t arena;
  sl_strmap_t keys;               /* name (\0 shapes) -> row              */
  sl_oprow_t *rows;
  size_t cap;
  int by_shapes;                  /* key by name and "Input Dims"         */
  sl_inkey_t inkey;               /* and by input (on)                    */
  sl_vsort_t slices;              /* host slices, in nesting order        */
  sl_vsort_t corr;                /* owners and device work, by corr id   */
  sl_vsort_t tree;                /* slices and their device work, by the
                                   * slice's place in nesting order       */
  uint64_t seq;                   /* slices met                           */
  uint64_t improper;              /* slices that end after their parent   */
  int64_t unattributed;           /* device ns no host slice launched     */
  int64_t self_cpu, self_device;  /* the totals                           */
  /* The passes' state. */
  sl_opstack_t *stack;
  size_t depth, stack_cap;
  uint64_t next, cur_tid, cur_corr, owner;
  uint32_t cur_pid;
  int has_thread, has_owner;
  int64_t pend_dev;
  uint64_t pend_k;
  uint8_t *key;
  size_t keycap;
} sl_opattr_t;

/* by_shapes: group by name and the slices' "Input Dims" arg; by_input:
 * and by input (each input's rows apart). */
int sl__opattr_init(sl_opattr_t *a, int by_shapes, int by_input);
/* The slices that follow are the input named `name` (by input).  Returns
 * 0 or SL_ENOMEM. */
int sl__opattr_input(sl_opattr_t *a, sl_str_t name);
/* Row r's input ("" unless by input). */
sl_str_t sl__opattr_input_of(const sl_opattr_t *a, const sl_oprow_t *r);
void sl__opattr_close(sl_opattr_t *a);
/* An event of the stream (slices count; the rest are ignored).  Returns
 * 0, SL_ENOMEM or -errno (the temporary file). */
int sl__opattr_event(sl_opattr_t *a, const sl_event_t *e);
/* Nests and attributes what came in; the rows are then a->rows[0 ..
 * a->keys.n).  Returns 0, SL_ENOMEM or -errno. */
int sl__opattr_finish(sl_opattr_t *a);
/* The row of a key, made empty when new (a merge of partial results);
 * NULL when out of memory. */
sl_oprow_t *sl__opattr_row(sl_opattr_t *a, sl_str_t name, sl_str_t shapes);

#endif

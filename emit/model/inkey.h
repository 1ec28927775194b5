/* Rows kept apart by input ("--by KEY,input"): the inputs' names, each
 * interned once in the order met, and the index of the one being read.
 * Embedded in each store of report rows (op stats, op attribution, the
 * GPU and event summaries). */
#ifndef SL_INKEY_H
#define SL_INKEY_H

#include <stdint.h>

#include "emit/model/strmap.h"

typedef struct sl_inkey_s {
  int on;             /* rows are by input                              */
  sl_strmap_t names;  /* the inputs' names, in the order met            */
  uint32_t cur;       /* the index of the input being read              */
} sl_inkey_t;

/* Starts with no input; names go into `arena` (which outlives k).  With
 * `on` 0, sl__inkey_set() does nothing and every name is "". */
void sl__inkey_init(sl_inkey_t *k, int on, sl_arena_t *arena);
/* What follows is the input named `name`: 0 or SL_ENOMEM. */
int sl__inkey_set(sl_inkey_t *k, sl_str_t name);
/* Input i's name ("" when rows are not by input). */
static inline sl_str_t sl__inkey_name(const sl_inkey_t *k, uint32_t i) {
  return k->on ? k->names.keys[i] : sl__str("", 0);
}

#endif

/* The inputs of rows kept apart by input.  See inkey.h. */
#include "emit/model/inkey.h"

void sl__inkey_init(sl_inkey_t *k, int on, sl_arena_t *arena) {
  k->on = on;
  k->cur = 0;
  sl__strmap_init(&k->names, arena);
}

int sl__inkey_set(sl_inkey_t *k, sl_str_t name) {
  int added;
  int64_t i;
  if (!k->on) return 0;
  if ((i = sl__strmap_put(&k->names, name.p, name.n, &added)) < 0)
    return SL_ENOMEM;
  k->cur = (uint32_t)i;
  return 0;
}

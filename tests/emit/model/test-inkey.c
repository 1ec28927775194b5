/* Rows by input: each input's name interned once, in the order met; off,
 * nothing is kept and every name is "".  And the ",input" suffix of a
 * --by value. */
#include "emit/model/inkey.h"
#include "test.h"

int main(void) {
  sl_arena_t a;
  sl_inkey_t k, off;
  sl_str_t n;
  int in;
  CHECK_INT(sl__arena_init(&a), 0);
  sl__inkey_init(&k, 1, &a);
  CHECK_INT(sl__inkey_set(&k, sl__str("a.pb", 4)), 0);
  CHECK_INT(k.cur, 0);
  CHECK_INT(sl__inkey_set(&k, sl__str("b.pb", 4)), 0);
  CHECK_INT(k.cur, 1);
  CHECK_INT(sl__inkey_set(&k, sl__str("a.pb", 4)), 0); /* read again */
  CHECK_INT(k.cur, 0);
  CHECK_INT(k.names.n, 2);
  n = sl__inkey_name(&k, 1);
  CHECK_STR(n.p, n.n, "b.pb");
  sl__inkey_init(&off, 0, &a);
  CHECK_INT(sl__inkey_set(&off, sl__str("a.pb", 4)), 0);
  CHECK_INT(off.cur, 0);
  CHECK_INT(off.names.n, 0);
  n = sl__inkey_name(&off, 0);
  CHECK_INT(n.n, 0);
  CHECK_INT(sl__by_input_len("op,device,input", &in), 9);
  CHECK_INT(in, 1);
  CHECK_INT(sl__by_input_len("op", &in), 2);
  CHECK_INT(in, 0);
  CHECK_INT(sl__by_input_len(",input", &in), 6); /* no key before it */
  CHECK_INT(in, 0);
  sl__arena_close(&a);
  TEST_MAIN_END();
}

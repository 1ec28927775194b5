/* --steps parsing and the questions the drivers ask of a selection. */
#include "stream/select.h"
#include "test.h"

int main(void) {
  sl_select_t s;
  sl_error_t e;
  CHECK_INT(sl__select_parse(&s, NULL, &e), 0);
  CHECK(s.all && sl__select_index(&s, 12345) && !sl__select_done(&s, 9));
  CHECK_INT(sl__select_parse(&s, "3", &e), 0);
  CHECK(!sl__select_index(&s, 2) && sl__select_index(&s, 3));
  CHECK(!sl__select_index(&s, 4) && sl__select_single(&s));
  CHECK(!sl__select_done(&s, 3) && sl__select_done(&s, 4));
  CHECK_INT(sl__select_parse(&s, "0-9", &e), 0);
  CHECK(sl__select_index(&s, 0) && sl__select_index(&s, 9));
  CHECK(!sl__select_index(&s, 10) && !sl__select_single(&s));
  CHECK_INT(sl__select_parse(&s, "5,7,20-", &e), 0);
  CHECK(sl__select_index(&s, 5) && !sl__select_index(&s, 6));
  CHECK(sl__select_index(&s, 7) && sl__select_index(&s, 1000000));
  CHECK(!sl__select_done(&s, 1000000));
  CHECK_INT(sl__select_parse(&s, "last", &e), 0);
  CHECK(s.last && !sl__select_index(&s, 0) && sl__select_single(&s));
  CHECK_INT(sl__select_parse(&s, "0,last", &e), 0);
  CHECK(s.last && sl__select_index(&s, 0) && !sl__select_single(&s));
  CHECK_INT(sl__select_parse(&s, "4-4", &e), 0);
  CHECK(sl__select_single(&s));
  /* Bad lists name the place. */
  CHECK_INT(sl__select_parse(&s, "", &e), 0);
  CHECK(s.all);
  CHECK_INT(sl__select_parse(&s, "x", &e), SL_EUSAGE);
  CHECK_INT(sl__select_parse(&s, "3-1", &e), SL_EUSAGE);
  CHECK_INT(sl__select_parse(&s, "1,,2", &e), SL_EUSAGE);
  CHECK_INT(sl__select_parse(&s, "-3", &e), SL_EUSAGE);
  CHECK_INT(sl__select_parse(&s, "lastx", &e), SL_EUSAGE);
  CHECK_INT(sl__select_parse(&s, "1 ", &e), SL_EUSAGE);
  CHECK(strstr(e.msg, "character 2") != NULL);
  TEST_MAIN_END();
}

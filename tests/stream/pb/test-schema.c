/* The schema table and its validator: the table holds what the proto's
 * descriptors say, and the check reads strictly, leniently and cut short
 * as schema.h describes. */
#include <stdint.h>
#include <string.h>

#include "pb.h"
#include "stream/pb/schema.h"
#include "stream/pb/schema_rows.h"
#include "test.h"

#define ROW(m) ((unsigned)((m) + 1) << 2)

/* Entries written out from proto/step_stats.proto by hand. */
static void table_by_hand(void) {
  CHECK_INT(sl__schema[M_RUNMETA][1], SL_WT_LEN | ROW(M_STEP));
  CHECK_INT(sl__schema[M_STEP][1], SL_WT_LEN | ROW(M_DEV));
  CHECK_INT(sl__schema[M_DEV][1], SL_WT_LEN);             /* device     */
  CHECK_INT(sl__schema[M_DEV][2], SL_WT_LEN | ROW(M_NODE));
  CHECK_INT(sl__schema[M_DEV][3], SL_WT_LEN);             /* a map      */
  CHECK_INT(sl__schema[M_NODE][1], SL_WT_LEN);            /* node_name  */
  CHECK_INT(sl__schema[M_NODE][2], SL_WT_VARINT);         /* int64      */
  CHECK_INT(sl__schema[M_NODE][6], SL_WT_LEN | ROW(M_MEMUSED));
  CHECK_INT(sl__schema[M_NODE][7], SL_WT_LEN | ROW(M_OUTPUT));
  CHECK_INT(sl__schema[M_NODE][11], SL_WT_LEN | ROW(M_ALLOCDESC));
  CHECK_INT(sl__schema[M_NODE][12], SL_WT_LEN | ROW(M_MEMSTATS));
  CHECK_INT(sl__schema[M_MEMUSED][6], SL_WT_LEN | ROW(M_ALLOCREC));
  CHECK_INT(sl__schema[M_OUTPUT][3], SL_WT_LEN | ROW(M_TENSORDESC));
  CHECK_INT(sl__schema[M_TENSORDESC][2], SL_WT_LEN | ROW(M_SHAPE));
  CHECK_INT(sl__schema[M_TENSORDESC][4], SL_WT_LEN | ROW(M_ALLOCDESC));
  CHECK_INT(sl__schema[M_SHAPE][2], SL_WT_LEN | ROW(M_DIM));
  CHECK_INT(sl__schema[M_DIM][2], SL_WT_LEN);             /* name       */
  CHECK_INT(sl__schema[M_MEMSTATS][5], SL_WT_EITHER);     /* repeated   */
  CHECK_INT(sl__schema[M_STEP][2], 0);                    /* no field 2 */
  CHECK_INT(sl__schema[M_NODE][31], 0);
}

/* Every field of every row's descriptor has an entry, and nothing else
 * does; the one-byte-tag table is the action of each tag. */
static void table_is_the_descriptors(void) {
  int m;
  unsigned i, id, t;
  for (m = 0; m < M_ANY; m++) {
    uint32_t known = 0;
    for (i = 0; i < sl__schema_rows[m]->n_fields; i++) {
      id = sl__schema_rows[m]->fields[i].id;
      CHECK(id < 32);
      if (id < 32) known |= 1u << id;
    }
    for (id = 0; id < 32; id++)
      if ((known >> id & 1) != (sl__schema[m][id] != 0)) {
        fprintf(stderr, "  %s field %u\n", sl__schema_rows[m]->name, id);
        CHECK(0);
      }
    for (t = 0; t < 128; t++)
      CHECK_INT(sl__schema_tag1[m][t],
                sl__schema_action(sl__schema[m][t >> 3], t));
  }
}

/* A StepStats of one device with one node; *node_at is where the node's
 * field starts. */
static void step(pb_t *ss, const char *dev, size_t *node_at) {
  pb_t node = {{0}, 0}, d = {{0}, 0};
  pb_str(&node, 1, "a");
  pb_int(&node, 2, 1000);
  pb_str(&d, 1, dev);
  if (node_at) *node_at = 2 + d.n + 2;  /* StepStats tag+len, device tag+len */
  pb_msg(&d, 2, &node);
  ss->n = 0;
  pb_msg(ss, 1, &d);
}

static void modes(void) {
  pb_t ss = {{0}, 0}, x = {{0}, 0};
  uint64_t bad = 0;
  size_t node_at = 0;
  step(&ss, "/device:CPU:0", &node_at);
  CHECK_INT(sl__schema_check(M_STEP, ss.p, ss.n, 0, &bad), 1);
  CHECK_INT(sl__schema_check(M_STEP, ss.p, ss.n, SL_CHECK_STRICT, &bad), 1);
  CHECK_INT(sl__schema_fits(ss.p, ss.n, SL_FORMAT_STEPSTATS, &bad), 1);
  /* A StepStats is not a RunMetadata: its device would be a StepStats
   * whose field 1 is a string. */
  CHECK_INT(sl__schema_fits(ss.p, ss.n, SL_FORMAT_RUNMETA, &bad), 0);
  pb_msg(&x, 1, &ss);
  CHECK_INT(sl__schema_fits(x.p, x.n, SL_FORMAT_RUNMETA, &bad), 1);

  /* An unknown field in a StepStats: a decoder steps over it (lenient),
   * detection takes it as a sign of another format (strict). */
  x = ss;
  pb_int(&x, 7, 1);
  CHECK_INT(sl__schema_check(M_STEP, x.p, x.n, 0, &bad), 1);
  CHECK_INT(sl__schema_check(M_STEP, x.p, x.n, SL_CHECK_STRICT, &bad), 0);
  CHECK_INT(bad, ss.n);

  /* Cut short inside the node: wrong as a whole message, fine as the
   * start of a longer input. */
  CHECK_INT(sl__schema_check(M_STEP, ss.p, node_at + 3, 0, &bad), 0);
  CHECK_INT(bad, 0);
  CHECK_INT(sl__schema_check(M_STEP, ss.p, node_at + 3,
                             SL_CHECK_STRICT | SL_CHECK_CUT, &bad), 1);

  /* A device name that is not text fails the strict check only. */
  step(&ss, "/dev\001ce", NULL);
  CHECK_INT(sl__schema_check(M_STEP, ss.p, ss.n, 0, &bad), 1);
  CHECK_INT(sl__schema_check(M_STEP, ss.p, ss.n, SL_CHECK_STRICT, &bad), 0);
  CHECK_INT(bad, 2);

  /* A known field with another wire type is refused, at its tag. */
  x.n = 0;
  pb_str(&x, 1, "a");
  pb_str(&x, 2, "12");  /* all_start_micros as bytes */
  CHECK_INT(sl__node_check(x.p, x.n, &bad), 0);
  CHECK_INT(bad, 3);
  /* A repeated int64 comes packed or not. */
  x.n = 0;
  pb_int(&x, 5, 3);
  pb_str(&x, 5, "\x01\x02\x03");
  CHECK_INT(sl__schema_check(M_MEMSTATS, x.p, x.n, 0, &bad), 1);
  /* ... and packed, its varints must be whole, as a decoder unpacks them
   * (regression, found by fuzz-node: a cut one was stepped over). */
  x.n = 0;
  pb_str(&x, 6, "\x0a\x03\xc0");
  CHECK_INT(sl__schema_check(M_MEMSTATS, x.p, x.n, 0, &bad), 0);
  CHECK_INT(bad, 0);
  /* Unknown fields of every wire type are stepped over leniently. */
  x.n = 0;
  pb_int(&x, 20, 5);
  pb_varint(&x, 21 << 3 | 1);
  pb_raw(&x, "12345678", 8);
  pb_varint(&x, 22 << 3 | 5);
  pb_raw(&x, "1234", 4);
  pb_str(&x, 40, "zz");
  CHECK_INT(sl__node_check(x.p, x.n, &bad), 1);
  /* Wire types 3 and 4 (groups) are not: no field of these uses them. */
  pb_varint(&x, 23 << 3 | 3);
  CHECK_INT(sl__node_check(x.p, x.n, &bad), 0);
  CHECK_INT(bad, x.n - 2);
}

/* Damage inside a nested message is found at its depth: a dim whose size
 * is cut off, four levels under the node. */
static void nested(void) {
  pb_t dim = {{0}, 0}, shape = {{0}, 0}, td = {{0}, 0}, out = {{0}, 0},
       node = {{0}, 0};
  uint64_t bad = 0;
  size_t dim_at;
  pb_int(&dim, 1, 1u << 20);
  dim.n--;  /* the size's last byte goes: a varint cut short */
  pb_msg(&shape, 2, &dim);
  pb_msg(&td, 2, &shape);
  pb_msg(&out, 3, &td);
  pb_str(&node, 1, "n");
  dim_at = node.n + 2 + 2 + 2 + 2;
  pb_msg(&node, 7, &out);
  CHECK_INT(sl__node_check(node.p, node.n, &bad), 0);
  CHECK_INT(bad, dim_at);
}

int main(void) {
  table_by_hand();
  table_is_the_descriptors();
  modes();
  nested();
  TEST_MAIN_END();
}

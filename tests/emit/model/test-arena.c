/* Arenas (emit/model/arena.c): bump allocations stay aligned and distinct
 * across blocks, a reset keeps one block, and closing an arena frees
 * nothing a finished thread left behind. */
#include <stdio.h>
#include <stdlib.h>

#include <uv.h>

#include "emit/model/arena.h"
#include "stream/common.h"
#include "test.h"

/* ---- memory a finished thread left behind -------------------------------- */

#define LEFT_N 64
#define LEFT_SIZE 384

static void leave_blocks(void *arg) {
  uint8_t **left = arg;
  size_t i;
  for (i = 0; i < LEFT_N; i++) {
    left[i] = malloc(LEFT_SIZE);
    if (left[i]) memset(left[i], 0x5a, LEFT_SIZE);
  }
}

static int overlaps(const uint8_t *p, size_t n, uint8_t *const *left) {
  size_t i;
  for (i = 0; i < LEFT_N; i++)
    if (left[i] && p < left[i] + LEFT_SIZE && left[i] < p + n) return 1;
  return 0;
}

/* A thread that ends leaves its live blocks in mimalloc's abandoned
 * segments, and the next heap that needs a page may adopt such a segment,
 * live blocks and all.  follow's second thread ends after each step and
 * leaves the log-long device table behind; when a step arena adopted its
 * page, closing the arena freed the table under the run, which later
 * crashed (1 follow in 20 under load).  Here: a thread leaves blocks, an
 * arena grows past what this thread's own segments hold (so its heap
 * looks for segments to adopt) and closes; then this thread allocates
 * more than all the free space it has, in blocks of the same size.  None
 * of those may overlap the blocks left behind, which keep their bytes. */
#define AGAIN_BYTES ((size_t)160 << 20)

static void dead_thread_blocks(void) {
  uint8_t *left[LEFT_N];
  size_t nagain = AGAIN_BYTES / LEFT_SIZE;
  uint8_t **again = calloc(nagain, sizeof *again);
  uv_thread_t t;
  sl_arena_t a;
  size_t i, k, clash = 0, intact = 1;
  memset(left, 0, sizeof left);
  CHECK(again != NULL);
  if (!again) return;
  CHECK_INT(uv_thread_create(&t, leave_blocks, left), 0);
  CHECK_INT(uv_thread_join(&t), 0);
  CHECK_INT(sl__arena_init(&a), 0);
  for (i = 0; i < 48; i++) {
    uint8_t *p = sl__arena_realloc(&a, NULL, (size_t)1 << 20);
    CHECK(p != NULL);
    if (p) p[0] = 1;
  }
  sl__arena_close(&a);
  for (k = 0; k < nagain; k++) {
    again[k] = malloc(LEFT_SIZE);
    if (!again[k]) break;
    again[k][0] = 0xa5;
    if (overlaps(again[k], LEFT_SIZE, left)) clash++;
  }
  CHECK_INT(clash, 0);
  if (clash == 0) {
    for (i = 0; i < LEFT_N; i++)
      for (k = 0; left[i] && k < LEFT_SIZE; k++)
        if (left[i][k] != 0x5a) intact = 0;
    CHECK(intact);
  }
  for (k = 0; k < nagain; k++) free(again[k]);
  free(again);
  for (i = 0; i < LEFT_N; i++) free(left[i]);
}

int main(void) {
  sl_arena_t a;
  size_t i;
  uint8_t *prev = NULL;
  int distinct = 1, aligned = 1;
  CHECK_INT(sl__arena_init(&a), 0);
  /* Enough to need several blocks. */
  for (i = 0; i < 20000; i++) {
    uint8_t *p = sl__arena_alloc(&a, 1 + i % 97);
    CHECK(p != NULL);
    if (!p) break;
    if ((uintptr_t)p % 16) aligned = 0;
    if (p == prev) distinct = 0;
    memset(p, (int)i, 1 + i % 97);
    prev = p;
  }
  CHECK(aligned);
  CHECK(distinct);
  sl__arena_reset(&a);
  CHECK(sl__arena_alloc(&a, 100) != NULL);
  sl__arena_close(&a);

  /* A reset frees the growable arrays too: a string map rebuilt after
   * every reset (one per Perfetto sequence) once kept each old copy, and
   * a 5M-row GPU export's trace grew to 88 MiB. */
  sl__arena_init(&a);
  for (i = 0; i < 100; i++) {
    void *arr = sl__arena_realloc(&a, NULL, 4096);
    CHECK(arr != NULL);
    sl__arena_reset(&a);
  }
  CHECK_INT(a.narrays, 0);
  sl__arena_close(&a);

  /* Last: it leaves this thread's segments fragmented. */
  dead_thread_blocks();
  TEST_MAIN_END();
}

/* Bump arena over a private mimalloc heap.  See arena.h. */
#include "arena.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"

struct sl_arena_block_s {
  sl_arena_block_t *next;
  size_t size;
  /* data follows, 16-byte aligned */
};

/* An arena belongs to the thread that made it.  Its mimalloc heap does:
 * allocating from it on another thread races with the owner's own
 * allocations (a thread's heaps share its segment lists) and corrupts
 * memory without a word, and the checked build's list of allocations is
 * no more thread-safe.  Checked and SL_ARENA_OWNER builds stop at the
 * first such use, naming it. */
#if defined(SL_ARENA_CHECKED) || defined(SL_ARENA_OWNER)
static void own(const sl_arena_t *a, const char *what) {
  uv_thread_t me = uv_thread_self();
  if (SL_UNLIKELY(!uv_thread_equal(&me, &a->owner))) {
    fprintf(stderr, "stepline: internal error: %s on an arena (%p) that "
            "another thread made\n", what, (const void *)a);
    abort();
  }
}
#else
#define own(a, what) ((void)0)
#endif

#define BLOCK_HDR ((sizeof(sl_arena_block_t) + 15u) & ~(size_t)15u)
#define MIN_BLOCK ((size_t)64 * 1024)

#ifdef SL_ARENA_CHECKED
/* Sanitizer builds: every allocation is its own malloc, so AddressSanitizer
 * sees the bounds of each (a bump arena hides overflows between
 * neighbours, and mimalloc's heaps are invisible to it).  The allocations
 * are kept on a list and freed together, as the arena would. */
typedef struct chk_s {
  struct chk_s *next, *prev;
  size_t pad[2];  /* keeps what follows 16-byte aligned */
} chk_t;

static void chk_link(sl_arena_t *a, chk_t *c) {
  chk_t *h = (chk_t *)a->head;
  c->prev = NULL;
  c->next = h;
  if (h) h->prev = c;
  a->head = (sl_arena_block_t *)c;
}

static void chk_unlink(sl_arena_t *a, chk_t *c) {
  if (c->prev) c->prev->next = c->next;
  else a->head = (sl_arena_block_t *)c->next;
  if (c->next) c->next->prev = c->prev;
}

static void chk_free_all(sl_arena_t *a) {
  chk_t *c = (chk_t *)a->head, *next;
  for (; c; c = next) {
    next = c->next;
    free(c);
  }
  a->head = NULL;
  a->used_total = 0;
}

static void *pbc_alloc(void *ud, size_t n) { return sl__arena_alloc(ud, n); }
static void pbc_free(void *ud, void *p) { (void)ud; (void)p; }

int sl__arena_init(sl_arena_t *a) {
  memset(a, 0, sizeof *a);
  a->pbc.alloc = pbc_alloc;
  a->pbc.free = pbc_free;
  a->pbc.allocator_data = a;
  a->owner = uv_thread_self();
  return 0;
}

void sl__arena_close(sl_arena_t *a) {
  if (a->head) own(a, "close");
  chk_free_all(a);
  memset(a, 0, sizeof *a);
}

void *sl__arena_alloc(sl_arena_t *a, size_t n) {
  chk_t *c;
  own(a, "alloc");
  if (n > SIZE_MAX - sizeof(chk_t)) return NULL;
  c = malloc(sizeof(chk_t) + (n ? n : 1));
  if (!c) return NULL;
  chk_link(a, c);
  a->used_total += n;
  return c + 1;
}

void *sl__arena_realloc(sl_arena_t *a, void *p, size_t n) {
  chk_t *c, *nc;
  if (!p) return sl__arena_alloc(a, n);
  own(a, "realloc");
  if (n > SIZE_MAX - sizeof(chk_t)) return NULL;
  c = (chk_t *)p - 1;
  chk_unlink(a, c);
  nc = realloc(c, sizeof(chk_t) + (n ? n : 1));
  if (!nc) {
    chk_link(a, c);
    return NULL;
  }
  chk_link(a, nc);
  return nc + 1;
}

void sl__arena_free(sl_arena_t *a, void *p) {
  chk_t *c;
  if (!p) return;
  own(a, "free");
  c = (chk_t *)p - 1;
  chk_unlink(a, c);
  free(c);
}

void sl__arena_reset(sl_arena_t *a) {
  own(a, "reset");
  chk_free_all(a);
}

#else

static void *pbc_alloc(void *ud, size_t n) { return sl__arena_alloc(ud, n); }
/* protobuf-c frees nothing we need back: the arena is rewound per node. */
static void pbc_free(void *ud, void *p) { (void)ud; (void)p; }

/* Why the arena frees what it allocated one by one before it lets go of its
 * heap, rather than just destroying the heap (which frees every page in it):
 * a heap does not hold only its own blocks.  When a thread ends, its live
 * blocks stay in "abandoned" segments, and mimalloc 2.0 lets any heap that
 * needs a page adopt such a segment, in-use pages included (the no_reclaim
 * flag of mi_heap_new() heaps is not checked there).  follow's second thread
 * ends after every step, leaving the run's device table behind; a step arena
 * adopted it, and destroying the heap freed the table under the run
 * (test-arena: dead_thread_blocks).  Deleting the heap instead hands what is
 * still in use to the thread's backing heap, so a heap left holding such
 * blocks is deleted (see sl__arena_close).  To tell, the arena keeps a table
 * of its growable arrays, as it keeps a list of its blocks, and frees
 * exactly those.  (A link in front of each array, tried first, made every
 * array 16 bytes larger than the power-of-two sizes it grows by, and a
 * three-step follow of 100k-op steps took 22% more page faults: 11,636
 * against 9,562.) */

/* Where array p is in the table, or narrays. */
static size_t arr_find(const sl_arena_t *a, const void *p) {
  size_t i = a->narrays;
  /* From the end: the array grown last is usually the next one grown. */
  while (i > 0)
    if (a->arrays[--i] == p) return i;
  return a->narrays;
}

int sl__arena_init(sl_arena_t *a) {
  memset(a, 0, sizeof *a);
  a->heap = mi_heap_new();
  if (!a->heap) return SL_ENOMEM;
  a->pbc.alloc = pbc_alloc;
  a->pbc.free = pbc_free;
  a->pbc.allocator_data = a;
  a->owner = uv_thread_self();
  return 0;
}

/* Does an area of the heap (a page) still hold a block in use? */
static bool live_area(const mi_heap_t *heap, const mi_heap_area_t *area,
                      void *block, size_t size, void *arg) {
  (void)heap;
  (void)block;
  (void)size;
  if (area->used == 0) return true;
  *(int *)arg = 1;
  return false;
}

void sl__arena_close(sl_arena_t *a) {
  sl_arena_block_t *b, *bn;
  size_t i;
  int adopted = 0;
  if (a->heap) {
    own(a, "close");
    for (i = 0; i < a->narrays; i++) mi_free(a->arrays[i]);
    free(a->arrays);
    for (b = a->head; b; b = bn) {
      bn = b->next;
      mi_free(b);
    }
    /* Nothing of ours is left, so a block still in use is another
     * thread's.  Usually there is none, and destroying the heap gives
     * its pages back to this thread's segments at once; else deleting it
     * leaves the adopted pages to the backing heap (and the empty ones
     * for it to reuse). */
    (void)mi_heap_visit_blocks(a->heap, false, live_area, &adopted);
    if (adopted) mi_heap_delete(a->heap);
    else mi_heap_destroy(a->heap);
  }
  memset(a, 0, sizeof *a);
}

static int add_block(sl_arena_t *a, size_t need) {
  size_t size = MIN_BLOCK;
  sl_arena_block_t *b;
  own(a, "alloc");
  if (a->head && a->head->size * 2 > size) size = a->head->size * 2;
  if (need > SIZE_MAX / 2 - BLOCK_HDR) return SL_ENOMEM;
  while (size < need) size *= 2;
  b = mi_heap_malloc_aligned(a->heap, BLOCK_HDR + size, 16);
  if (!b) return SL_ENOMEM;
  b->next = a->head;
  b->size = size;
  a->head = b;
  a->cur = (uint8_t *)b + BLOCK_HDR;
  a->end = a->cur + size;
  return 0;
}

void *sl__arena_alloc(sl_arena_t *a, size_t n) {
  void *p;
  n = (n + 15u) & ~(size_t)15u;
  if (SL_UNLIKELY(n == 0)) n = 16;
  if (SL_UNLIKELY((size_t)(a->end - a->cur) < n)) {
    if (add_block(a, n) != 0) return NULL;
  }
  p = a->cur;
  a->cur += n;
  a->used_total += n;
  return p;
}

void *sl__arena_realloc(sl_arena_t *a, void *p, size_t n) {
  size_t at;
  void *np;
  own(a, "realloc");
  if (p) {
    at = arr_find(a, p);
    if (SL_UNLIKELY(at == a->narrays)) return NULL; /* not this arena's */
  } else {
    if (a->narrays == a->arrcap) {
      size_t cap = a->arrcap;
      void **nt;
      if (sl__grow_cap(&cap, a->narrays + 1, sizeof *nt) != 0 ||
          !(nt = realloc(a->arrays, cap * sizeof *nt)))
        return NULL;
      a->arrays = nt;
      a->arrcap = cap;
    }
    at = a->narrays;
  }
  np = mi_heap_realloc(a->heap, p, n);
  if (!np) return NULL;
  a->arrays[at] = np;
  if (!p) a->narrays++;
  return np;
}

void sl__arena_free(sl_arena_t *a, void *p) {
  size_t at;
  if (!p) return;
  own(a, "free");
  at = arr_find(a, p);
  if (SL_UNLIKELY(at == a->narrays)) return; /* not this arena's */
  a->arrays[at] = a->arrays[--a->narrays];
  mi_free(p);
}

void sl__arena_reset(sl_arena_t *a) {
  sl_arena_block_t *b, *next;
  size_t total = a->used_total;
  if (!a->head) return;
  own(a, "reset");
  if (a->head->next == NULL) {
    a->cur = (uint8_t *)a->head + BLOCK_HDR;
    a->end = a->cur + a->head->size;
    a->used_total = 0;
    return;
  }
  /* Several blocks were needed: replace them with one block big enough
   * for the whole of what was used, so the steady state is one block. */
  for (b = a->head; b; b = next) {
    next = b->next;
    mi_free(b);
  }
  a->head = NULL;
  a->cur = a->end = NULL;
  a->used_total = 0;
  (void)add_block(a, total);
}

#endif /* SL_ARENA_CHECKED */

void *sl__arena_dup(sl_arena_t *a, const void *p, size_t n) {
  uint8_t *d = sl__arena_alloc(a, n + 1);
  if (!d) return NULL;
  if (n) memcpy(d, p, n);
  d[n] = 0;
  return d;
}

int sl__grow_cap(size_t *cap, size_t need, size_t size) {
  size_t c = *cap ? *cap : 16;
  if (need <= *cap) return 0;
  while (c < need) {
    if (c > SIZE_MAX / 2) return SL_ENOMEM;
    c *= 2;
  }
  if (size && c > SIZE_MAX / size) return SL_ENOMEM;
  *cap = c;
  return 0;
}

void sl_keep_memory(void) {
  /* A follower converts one step now and the next a moment later.
   * Trimming between steps (as a run of several does) and mimalloc's
   * decommitting of what a step's heaps free made each step fault its
   * tables in again: eight 38 MiB steps took 112,000 page faults with
   * both, 46,000-54,000 without the trim, 37,000-43,000 without either.
   * Resident memory then levels off above the first step's peak, flat
   * however long the run (81 -> 90 MiB at 100k ops by step 25; 33 -> 41
   * MiB at 30k ops, the same at step 20 and step 80).  mimalloc fixes
   * whether a segment may be decommitted when it makes it, so the
   * segments made before this call still were (stepline.h): `stepline
   * follow` calls it before anything else. */
  mi_option_disable(mi_option_allow_decommit);
}

void sl__arena_trim(void) {
  /* mimalloc returns freed pages to the system after a delay (500 ms by
   * default).  The steps of a log follow each other faster than that, so
   * each step would build its tables in fresh pages while the previous
   * step's were still resident.  In a run of several steps freed pages
   * are returned at once, and what is pending now goes too: the peak is
   * then one step's tables, for a few percent of time. */
  mi_option_set(mi_option_decommit_delay, 0);
  mi_collect(false);
}

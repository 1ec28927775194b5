/* Arenas over mimalloc.  See arena.h. */
#include "emit/model/arena.h"

#include <stdlib.h>
#include <string.h>

#include <mimalloc.h>

#include "stream/common.h"

struct sl_arena_block_s {
  sl_arena_block_t *next;
  size_t size;
  /* data follows, 16-byte aligned */
};

#define BLOCK_HDR ((sizeof(sl_arena_block_t) + 15u) & ~(size_t)15u)
#define MIN_BLOCK ((size_t)64 * 1024)

static void *pbc_alloc(void *ud, size_t n) { return sl__arena_alloc(ud, n); }
/* protobuf-c frees nothing we need back: the arena is rewound per node. */
static void pbc_free(void *ud, void *p) { (void)ud; (void)p; }

int sl__arena_init(sl_arena_t *a) {
  memset(a, 0, sizeof *a);
  a->pbc.alloc = pbc_alloc;
  a->pbc.free = pbc_free;
  a->pbc.allocator_data = a;
  return 0;
}

#ifdef SL_ARENA_CHECKED
/* Sanitizer builds: every allocation is its own malloc, so AddressSanitizer
 * sees the bounds of each (a bump arena hides overflows between
 * neighbours).  The allocations are kept on a list and freed together. */
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

void sl__arena_close(sl_arena_t *a) {
  sl__arena_reset(a);
  memset(a, 0, sizeof *a);
}

void *sl__arena_alloc(sl_arena_t *a, size_t n) {
  chk_t *c;
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
  c = (chk_t *)p - 1;
  chk_unlink(a, c);
  free(c);
}

void sl__arena_reset(sl_arena_t *a) {
  chk_t *c = (chk_t *)a->head, *next;
  for (; c; c = next) {
    next = c->next;
    free(c);
  }
  a->head = NULL;
  a->used_total = 0;
}

#else

/* Where array p is in the table, or narrays. */
static size_t arr_find(const sl_arena_t *a, const void *p) {
  size_t i = a->narrays;
  /* From the end: the array grown last is usually the next one grown. */
  while (i > 0)
    if (a->arrays[--i] == p) return i;
  return a->narrays;
}

void sl__arena_close(sl_arena_t *a) {
  sl_arena_block_t *b, *bn;
  size_t i;
  for (i = 0; i < a->narrays; i++) mi_free(a->arrays[i]);
  free(a->arrays);
  for (b = a->head; b; b = bn) {
    bn = b->next;
    mi_free(b);
  }
  memset(a, 0, sizeof *a);
}

static int add_block(sl_arena_t *a, size_t need) {
  size_t size = MIN_BLOCK;
  sl_arena_block_t *b;
  if (a->head && a->head->size * 2 > size) size = a->head->size * 2;
  if (need > SIZE_MAX / 2 - BLOCK_HDR) return SL_ENOMEM;
  while (size < need) size *= 2;
  b = mi_malloc_aligned(BLOCK_HDR + size, 16);
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
  np = mi_realloc(p, n);
  if (!np) return NULL;
  a->arrays[at] = np;
  if (!p) a->narrays++;
  return np;
}

void sl__arena_free(sl_arena_t *a, void *p) {
  size_t at;
  if (!p) return;
  at = arr_find(a, p);
  if (SL_UNLIKELY(at == a->narrays)) return; /* not this arena's */
  a->arrays[at] = a->arrays[--a->narrays];
  mi_free(p);
}

void sl__arena_reset(sl_arena_t *a) {
  sl_arena_block_t *b, *next;
  size_t total = a->used_total;
  /* Growable arrays are allocations too: a table rebuilt after each
   * reset (a string map per Perfetto sequence) would otherwise keep
   * every earlier copy until the arena closes. */
  while (a->narrays > 0) mi_free(a->arrays[--a->narrays]);
  if (!a->head) return;
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

/* The program's choice (sl_memory_policy()); read only after it is made. */
static sl_memory_policy_t chosen = SL_MEMORY_DEFAULT;

int sl__arena_collecting(void) { return chosen != SL_MEMORY_KEEP; }

void sl__arena_collect(void) { mi_collect(false); }

void sl_memory_policy(sl_memory_policy_t policy) {
  chosen = policy;
  if (policy == SL_MEMORY_RETURN) {
    /* mimalloc returns freed pages to the system after a delay (500 ms by
     * default).  The steps of a log follow each other faster than that,
     * so each step would build its tables in fresh pages while the last
     * step's were still resident: freed pages go back at once instead. */
    mi_option_set(mi_option_decommit_delay, 0);
  } else if (policy == SL_MEMORY_KEEP) {
    /* Steps that come one at a time with pauses between them: giving the
     * pages back made the next step fault all of them in again.
     * mimalloc fixes this per segment when it makes one, so it must be
     * set before anything is allocated. */
    mi_option_disable(mi_option_allow_decommit);
  }
}

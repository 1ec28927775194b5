/* Arenas: memory that is freed all at once.
 *
 * A step's tables live in one sl_arena_t whose blocks come from a private
 * mimalloc heap; sl__arena_close() frees everything the step allocated in
 * one call (and only that: see arena.c).  The same type serves as the
 * per-node scratch arena behind protobuf-c: sl__arena_reset() rewinds it
 * between nodes so a node costs no malloc/free once the arena has grown
 * to the largest node.
 *
 * An arena belongs to the thread that made it: only that thread may use
 * or close it (builds with SL_ARENA_OWNER, and the sanitizer build, abort
 * otherwise). */
#ifndef SL_ARENA_H
#define SL_ARENA_H

#include <stddef.h>
#include <stdint.h>

#include <mimalloc.h>
#include <protobuf-c/protobuf-c.h>
#include <uv.h>

typedef struct sl_arena_block_s sl_arena_block_t;

typedef struct sl_arena_s {
  mi_heap_t *heap;
  sl_arena_block_t *head;  /* block being filled; older blocks follow */
  uint8_t *cur, *end;
  size_t used_total;       /* bytes handed out since the last reset   */
  void **arrays;           /* growable arrays handed out (see arena.c) */
  size_t narrays, arrcap;
  ProtobufCAllocator pbc;  /* protobuf-c allocator backed by the arena */
  uv_thread_t owner;       /* the thread that made it (see arena.c)     */
} sl_arena_t;

/* Creates the heap.  Returns 0 or SL_ENOMEM. */
int sl__arena_init(sl_arena_t *a);
/* Frees everything the arena (and its heap) ever allocated. */
void sl__arena_close(sl_arena_t *a);
/* Forgets every allocation but keeps (one block of) the memory. */
void sl__arena_reset(sl_arena_t *a);
/* 16-byte aligned bump allocation; NULL when out of memory. */
void *sl__arena_alloc(sl_arena_t *a, size_t n);
/* Copies n bytes (plus a NUL) into the arena. */
void *sl__arena_dup(sl_arena_t *a, const void *p, size_t n);
/* Growable arrays that live in the arena's heap (freed with it): p is NULL
 * or an array this function returned for the same arena.  NULL when out
 * of memory, with p kept. */
void *sl__arena_realloc(sl_arena_t *a, void *p, size_t n);
/* Frees such an array early (NULL is ignored). */
void sl__arena_free(sl_arena_t *a, void *p);

/* From now on, memory of closed arenas goes back to the system at once
 * (not after mimalloc's delay), and what is pending goes now: call before
 * each step of a run of several, on the thread that closes the arenas,
 * so one step's freed tables are not resident while the next step builds
 * its own.  Process-wide: it changes a mimalloc option. */
void sl__arena_trim(void);

/* The opposite, for steps converted one at a time with pauses between
 * them (follow), is sl_keep_memory() (stepline.h).  Process-wide. */

/* Grows *cap geometrically to hold `need` elements of `size` bytes,
 * checking for overflow.  Returns 0 or SL_ENOMEM. */
int sl__grow_cap(size_t *cap, size_t need, size_t size);

#endif

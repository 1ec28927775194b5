/* Arenas: memory that is freed all at once.
 *
 * A step's tables live in one sl_arena_t: bump-allocated blocks and
 * growable arrays from mimalloc, freed in one call when the step ends.
 * The same type serves as the per-node scratch arena behind protobuf-c:
 * sl__arena_reset() rewinds it between nodes, so a node costs no
 * allocation once the arena has grown to the largest node.  One thread
 * uses an arena at a time; any thread may close it. */
#ifndef SL_ARENA_H
#define SL_ARENA_H

#include <stddef.h>
#include <stdint.h>

#include <protobuf-c/protobuf-c.h>

typedef struct sl_arena_block_s sl_arena_block_t;

typedef struct sl_arena_s {
  sl_arena_block_t *head;  /* block being filled; older blocks follow */
  uint8_t *cur, *end;
  size_t used_total;       /* bytes handed out since the last reset   */
  void **arrays;           /* growable arrays handed out              */
  size_t narrays, arrcap;
  ProtobufCAllocator pbc;  /* protobuf-c allocator backed by the arena */
} sl_arena_t;

/* Prepares an empty arena (allocates nothing).  Returns 0. */
int sl__arena_init(sl_arena_t *a);
/* Frees everything the arena allocated. */
void sl__arena_close(sl_arena_t *a);
/* Forgets every allocation (growable arrays freed) but keeps one block
 * of the bump memory. */
void sl__arena_reset(sl_arena_t *a);
/* 16-byte aligned bump allocation; NULL when out of memory. */
void *sl__arena_alloc(sl_arena_t *a, size_t n);
/* Copies n bytes (plus a NUL) into the arena. */
void *sl__arena_dup(sl_arena_t *a, const void *p, size_t n);
/* Growable arrays freed with the arena: p is NULL or an array this
 * function returned for the same arena.  NULL when out of memory, with p
 * kept. */
void *sl__arena_realloc(sl_arena_t *a, void *p, size_t n);
/* Frees such an array early (NULL is ignored). */
void sl__arena_free(sl_arena_t *a, void *p);

/* Lets the allocator finish freeing what this thread freed (frees it
 * defers, blocks other threads freed), so the next step's tables reuse
 * that memory.  Changes no setting; this thread's heap only. */
void sl__arena_collect(void);
/* Whether returning pages between steps is wanted: not when the program
 * chose to keep them (SL_MEMORY_KEEP: steps come one at a time, and the
 * next would fault them in again). */
int sl__arena_collecting(void);

#endif

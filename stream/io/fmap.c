/* Mapped file ranges that survive truncation.  See fmap.h. */
#define _GNU_SOURCE /* MAP_ANONYMOUS, SA_SIGINFO everywhere */
#include "stream/io/fmap.h"

#include "stepline/stepline.h"

#include <errno.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#define SLOTS 8

/* The handler reads the table with no lock: each slot's bounds are set
 * before the range is handed out and cleared before it is unmapped, so
 * any range the handler can see is mapped. */
static struct {
  atomic_int used; /* claimed by an opener (two threads open at once)  */
  _Atomic uintptr_t lo, hi;
  atomic_int lost;
  int fd;          /* for the size check; set before lo, by the opener */
  uint64_t end;    /* file offset of the range's end                   */
} slots[SLOTS];

static struct sigaction prev;
static int installed;
static uintptr_t page_size;

/* A fault of ours becomes zeros, anything else goes where it would have
 * gone without us.  Only async-signal-safe calls: mmap (a plain system
 * call), sigaction, raise. */
static void on_bus(int sig, siginfo_t *si, void *uc) {
  int saved = errno, i;
  if (si && si->si_code > 0) {
    uintptr_t a = (uintptr_t)si->si_addr;
    for (i = 0; i < SLOTS; i++) {
      uintptr_t lo = atomic_load(&slots[i].lo), hi = atomic_load(&slots[i].hi);
      if (lo != 0 && a >= lo && a < hi) {
        uintptr_t pg = a & ~(page_size - 1);
        /* From the faulting page to the end: the file ends before it,
         * so every later page would fault as well. */
        void *r = mmap((void *)pg, hi - pg, PROT_READ,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
        if (r != MAP_FAILED) {
          atomic_store(&slots[i].lost, 1);
          errno = saved;
          return;
        }
        break;
      }
    }
  }
  if ((prev.sa_flags & SA_SIGINFO) && prev.sa_sigaction) {
    prev.sa_sigaction(sig, si, uc);
  } else if (prev.sa_handler != SIG_DFL && prev.sa_handler != SIG_IGN) {
    prev.sa_handler(sig);
  } else {
    /* The default action, as if no handler had been there: the signal
     * is blocked while this runs and is taken when it returns. */
    struct sigaction dfl;
    memset(&dfl, 0, sizeof dfl);
    dfl.sa_handler = SIG_DFL;
    sigemptyset(&dfl.sa_mask);
    sigaction(SIGBUS, &dfl, NULL);
    raise(SIGBUS);
  }
  errno = saved;
}

int sl_sigbus_guard(void) {
  struct sigaction sa;
  long ps;
  if (installed) return 0;
  ps = sysconf(_SC_PAGESIZE);
  page_size = ps > 0 ? (uintptr_t)ps : 4096;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_bus;
  sa.sa_flags = SA_SIGINFO | SA_RESTART;
  sigemptyset(&sa.sa_mask);
  if (sigaction(SIGBUS, &sa, &prev) != 0) return -errno;
  installed = 1;
  return 0;
}

int sl__fmap_open(sl_fmap_t *m, int fd, uint64_t off, size_t n) {
  uint64_t a;
  void *base;
  size_t len;
  int i;
  memset(m, 0, sizeof *m);
  m->slot = -1;
  if (n == 0) return -EINVAL;
  if (!installed) return -ENOTSUP;
  for (i = 0; i < SLOTS; i++) {
    int free_slot = 0;
    if (atomic_compare_exchange_strong(&slots[i].used, &free_slot, 1)) break;
  }
  if (i == SLOTS) return -EBUSY;
  a = off & ~(uint64_t)(page_size - 1);
  if (n > SIZE_MAX - (size_t)(off - a)) {
    atomic_store(&slots[i].used, 0);
    return -EFBIG;
  }
  len = n + (size_t)(off - a);
  base = mmap(NULL, len, PROT_READ, MAP_PRIVATE, fd, (off_t)a);
  if (base == MAP_FAILED) {
    int e = errno;
    atomic_store(&slots[i].used, 0);
    return -e;
  }
  atomic_store(&slots[i].lost, 0);
  slots[i].fd = fd;
  slots[i].end = off + n;
  atomic_store(&slots[i].hi, (uintptr_t)base + len);
  atomic_store(&slots[i].lo, (uintptr_t)base);
  m->base = base;
  m->len = len;
  m->p = (const uint8_t *)base + (off - a);
  m->n = n;
  m->slot = i;
  return 0;
}

/* A slot's range is lost once a fault made zeros of it, or once the
 * file is shorter than the range: cut, and perhaps written again, in
 * which case the pages that were refilled read as the new bytes with no
 * fault at all (and a record checked by its CRC before would now read
 * differently).  The size is looked at each time it is asked, so a
 * caller asks after it has read what it will use. */
static int slot_lost(int i) {
  struct stat st;
  if (atomic_load(&slots[i].lost) != 0) return 1;
  if (fstat(slots[i].fd, &st) == 0 && (uint64_t)st.st_size < slots[i].end) {
    atomic_store(&slots[i].lost, 1);
    return 1;
  }
  return 0;
}

int sl__fmap_lost(const sl_fmap_t *m) {
  return m->slot >= 0 && slot_lost(m->slot);
}

int sl__fmap_lost_any(void) {
  int i;
  for (i = 0; i < SLOTS; i++)
    if (atomic_load(&slots[i].lo) != 0 && slot_lost(i)) return 1;
  return 0;
}

void sl__fmap_close(sl_fmap_t *m) {
  if (m->slot >= 0) {
    atomic_store(&slots[m->slot].lo, 0);
    atomic_store(&slots[m->slot].hi, 0);
    atomic_store(&slots[m->slot].lost, 0);
    atomic_store(&slots[m->slot].used, 0);
  }
  if (m->base) munmap(m->base, m->len);
  memset(m, 0, sizeof *m);
  m->slot = -1;
}

/* Mapped file ranges that survive truncation (stream/fmap.c): a mapped
 * range reads as the file; truncated under the mapping, the bytes past
 * the new end read as zeros instead of killing the process, on the
 * thread that reads them, and the range says it is lost (until closed),
 * as it does when the file is cut and rewritten with no fault at all;
 * a SIGBUS that is not ours still kills, or reaches the handler that was
 * there first; what cannot be mapped says so; slots run out cleanly. */
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <uv.h>

#include "stepline/stepline.h"
#include "stream/io/fmap.h"
#include "test.h"

#define LEN ((size_t)3 << 20)

static uint8_t pattern(size_t i) { return (uint8_t)(i * 131u + 7 + (i >> 12)); }

static char path[] = "/tmp/test-fmap-XXXXXX";

/* A file of LEN pattern bytes; returns its descriptor. */
static int make_file(void) {
  uint8_t *b = malloc(LEN);
  size_t i;
  int fd;
  for (i = 0; i < LEN; i++) b[i] = pattern(i);
  fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);
  CHECK(fd >= 0);
  CHECK(fd >= 0 && pwrite(fd, b, LEN, 0) == (ssize_t)LEN);
  free(b);
  return fd;
}

/* Sums bytes [a, z) of the range, and counts the zero ones. */
typedef struct reader_s {
  const uint8_t *p;
  size_t a, z, zeros, wrong;
} reader_t;

static void read_range(void *ud) {
  reader_t *r = ud;
  size_t i;
  for (i = r->a; i < r->z; i++) {
    uint8_t c = ((volatile const uint8_t *)r->p)[i];
    if (c == 0) r->zeros++;
  }
}

/* A mapping from an odd offset reads as the file; lost is 0. */
static void reads_as_file(int fd) {
  sl_fmap_t m;
  size_t i, wrong = 0, off = 5000;
  CHECK_INT(sl__fmap_open(&m, fd, off, LEN - off), 0);
  CHECK_INT(m.n, LEN - off);
  for (i = 0; i < m.n; i += 97)
    if (m.p[i] != pattern(off + i)) wrong++;
  CHECK_INT(wrong, 0);
  CHECK_INT(sl__fmap_lost(&m), 0);
  CHECK_INT(sl__fmap_lost_any(), 0);
  sl__fmap_close(&m);
}

/* Truncated under the mapping: the first 1 MiB still reads as the file,
 * what lay past the new end reads as zeros, read on another thread (as
 * follow's second converting thread reads a record), and the range is
 * lost until closed. */
static void survives_truncation(int fd) {
  sl_fmap_t m;
  reader_t r;
  uv_thread_t th;
  size_t i, wrong = 0;
  CHECK_INT(sl__fmap_open(&m, fd, 0, LEN), 0);
  CHECK_INT(m.p[LEN - 1], pattern(LEN - 1));
  CHECK_INT(ftruncate(fd, (off_t)1 << 20), 0);
  memset(&r, 0, sizeof r);
  r.p = m.p;
  r.a = (size_t)1 << 20;
  r.z = LEN;
  CHECK_INT(uv_thread_create(&th, read_range, &r), 0);
  uv_thread_join(&th);
  CHECK_INT(r.zeros, LEN - ((size_t)1 << 20));
  for (i = 0; i < ((size_t)1 << 20); i += 61)
    if (m.p[i] != pattern(i)) wrong++;
  CHECK_INT(wrong, 0);
  CHECK_INT(sl__fmap_lost(&m), 1);
  CHECK_INT(sl__fmap_lost_any(), 1);
  sl__fmap_close(&m);
  CHECK_INT(sl__fmap_lost_any(), 0);
  /* A range wholly past the end (the file was cut before the map was
   * made, after its size was read) is lost on its first byte. */
  CHECK_INT(sl__fmap_open(&m, fd, (uint64_t)2 << 20, 4096), 0);
  CHECK_INT(m.p[100], 0);
  CHECK_INT(sl__fmap_lost(&m), 1);
  sl__fmap_close(&m);
}

/* Cut and written again under the mapping: the rewritten page reads
 * as the new bytes with no fault, and the range is lost all the same,
 * because the file is now shorter than it. */
static void rewritten(int fd) {
  sl_fmap_t m;
  static uint8_t fresh[4096];
  CHECK_INT(sl__fmap_open(&m, fd, 0, LEN), 0);
  CHECK_INT(m.p[10], pattern(10));
  CHECK_INT(sl__fmap_lost(&m), 0);
  memset(fresh, 0xab, sizeof fresh);
  CHECK_INT(ftruncate(fd, 0), 0);
  CHECK_INT(pwrite(fd, fresh, sizeof fresh, 0), 4096);
  CHECK_INT(m.p[10], 0xab);
  CHECK_INT(sl__fmap_lost(&m), 1);
  CHECK_INT(sl__fmap_lost_any(), 1);
  sl__fmap_close(&m);
  CHECK_INT(sl__fmap_lost_any(), 0);
}

/* In a child: a file mapped without fmap, truncated, touched past its
 * end, after fmap's handler is installed. */
static void foreign_fault(void) {
  sl_fmap_t m;
  int fd = open(path, O_RDWR);
  volatile const uint8_t *q;
  if (fd < 0 || ftruncate(fd, 2 * 4096) != 0) _exit(90);
  if (sl__fmap_open(&m, fd, 0, 4096) != 0) _exit(91);
  q = mmap(NULL, 8 * 4096, PROT_READ, MAP_SHARED, fd, 0);
  if (q == MAP_FAILED) _exit(92);
  if (ftruncate(fd, 4096) != 0) _exit(93);
  (void)q[5 * 4096];
  _exit(0);
}

static sigjmp_buf jump;
static void first_handler(int sig, siginfo_t *si, void *uc) {
  (void)sig;
  (void)si;
  (void)uc;
  siglongjmp(jump, 1);
}

/* Run first, so that each child installs fmap's handler itself, over
 * what the program had. */
static void not_ours(void) {
  pid_t pid;
  int st = 0;
  /* Default action before: the process dies of SIGBUS, as it would
   * have without fmap. */
  pid = fork();
  if (pid == 0) {
    /* As a program with no handler of its own (a sanitizer has one). */
    signal(SIGBUS, SIG_DFL);
    foreign_fault();
  }
  CHECK(pid > 0);
  CHECK(waitpid(pid, &st, 0) == pid);
  CHECK(WIFSIGNALED(st));
  CHECK_INT(WIFSIGNALED(st) ? WTERMSIG(st) : WEXITSTATUS(st), SIGBUS);
  /* A handler the program installed before: it gets the fault. */
  pid = fork();
  if (pid == 0) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = first_handler;
    sa.sa_flags = SA_SIGINFO;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGBUS, &sa, NULL);
    if (sigsetjmp(jump, 1)) _exit(42);
    foreign_fault();
  }
  CHECK(pid > 0);
  CHECK(waitpid(pid, &st, 0) == pid);
  CHECK(WIFEXITED(st));
  CHECK_INT(WIFEXITED(st) ? WEXITSTATUS(st) : -1, 42);
}

int main(void) {
  int fd, p[2], i;
  sl_fmap_t m[9];
  CHECK(mkstemp(path) >= 0);
  fd = make_file();
  close(fd);
  /* Without the program's guard nothing is mapped: the reader reads. */
  CHECK_INT(sl__fmap_open(&m[0], fd, 0, 100), -ENOTSUP);
  CHECK_INT(sl_sigbus_guard(), 0);
  not_ours();
  fd = make_file();
  reads_as_file(fd);
  survives_truncation(fd);
  close(fd);
  fd = make_file();
  rewritten(fd);
  close(fd);
  /* A pipe cannot be mapped: a negative errno, nothing registered. */
  CHECK_INT(pipe(p), 0);
  CHECK(sl__fmap_open(&m[0], p[0], 0, 4096) < 0);
  CHECK_INT(m[0].slot, -1);
  close(p[0]);
  close(p[1]);
  /* Eight ranges at once, then -EBUSY; closing one frees its slot. */
  fd = make_file();
  for (i = 0; i < 8; i++) CHECK_INT(sl__fmap_open(&m[i], fd, 0, 4096), 0);
  CHECK_INT(sl__fmap_open(&m[8], fd, 0, 4096), -EBUSY);
  sl__fmap_close(&m[3]);
  CHECK_INT(sl__fmap_open(&m[3], fd, 0, 4096), 0);
  for (i = 0; i < 8; i++) sl__fmap_close(&m[i]);
  close(fd);
  unlink(path);
  TEST_MAIN_END();
}

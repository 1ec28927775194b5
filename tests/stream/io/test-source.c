/* Sources and the read loop: ranges arrive whole and in order across
 * chunk boundaries, read by pread or, with the SIGBUS guard, through
 * mapped windows; a file cut while it is read that way is truncation,
 * not a crash; stdin-like pipes are spooled to memory or, past the limit,
 * to a temporary file; a range past the end is an error. */
#define _POSIX_C_SOURCE 200809L
#include <fcntl.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include "stepline/stepline.h"
#include "stream/common.h"
#include "stream/io/source.h"
#include "test.h"

typedef struct acc_s {
  uint8_t *p;
  size_t n;
  int chunks;
} acc_t;

static int acc(void *ud, const uint8_t *p, size_t n) {
  acc_t *a = ud;
  memcpy(a->p + a->n, p, n);
  a->n += n;
  a->chunks++;
  return 0;
}

static int stop_at_2(void *ud, const uint8_t *p, size_t n) {
  acc_t *a = ud;
  (void)p;
  (void)n;
  return ++a->chunks == 2 ? -77 : 0;
}

#define SIZE ((size_t)3 * 1024 * 1024 + 12345)

static const char *cut_path;

/* Cuts the file to a tenth after the first window, as another process
 * might. */
static int cut_after_first(void *ud, const uint8_t *p, size_t n) {
  acc_t *a = ud;
  (void)p;
  (void)n;
  if (a->chunks++ == 0) CHECK(truncate(cut_path, SIZE / 10) == 0);
  return 0;
}


int main(void) {
  char path[] = "/tmp/sl-test-source-XXXXXX";
  uint8_t *data = malloc(SIZE), *got = malloc(SIZE);
  int fd = mkstemp(path), pfd[2], i;
  sl_source_t s;
  sl_error_t err;
  acc_t a;
  size_t k;
  for (k = 0; k < SIZE; k++) data[k] = (uint8_t)(k * 2654435761u >> 13);
  CHECK(write(fd, data, SIZE) == (ssize_t)SIZE);
  close(fd);

  CHECK_INT(sl__source_open(&s, path, &err), 0);
  CHECK_INT(s.size, SIZE);
  CHECK_INT(s.stream, 0);
  memset(&a, 0, sizeof a);
  a.p = got;
  CHECK_INT(sl__source_read(&s, 100, SIZE - 200, acc, &a, &err), 0);
  CHECK_INT(a.n, SIZE - 200);
  CHECK(memcmp(got, data + 100, SIZE - 200) == 0);
  CHECK(a.chunks >= 3);
  /* The consumer's stop value comes back. */
  memset(&a, 0, sizeof a);
  CHECK_INT(sl__source_read(&s, 0, SIZE, stop_at_2, &a, &err), -77);
  /* Past the end. */
  CHECK_INT(sl__source_read(&s, SIZE - 10, 11, acc, &a, &err), SL_ETRUNC);
  sl__source_close(&s);

  /* The same through mapped windows, once the guard is installed: the
   * same bytes, in order; and a file cut under them is truncation. */
  CHECK_INT(sl_sigbus_guard(), 0);
  CHECK_INT(sl__source_open(&s, path, &err), 0);
  memset(&a, 0, sizeof a);
  a.p = got;
  CHECK_INT(sl__source_read(&s, 100, SIZE - 200, acc, &a, &err), 0);
  CHECK_INT(a.n, SIZE - 200);
  CHECK(memcmp(got, data + 100, SIZE - 200) == 0);
  memset(&a, 0, sizeof a);
  cut_path = path;
  sl__err_clear(&err);
  CHECK_INT(sl__source_read(&s, 0, SIZE, cut_after_first, &a, &err),
            SL_ETRUNC);
  CHECK(err.msg[0] != 0);
  sl__source_close(&s);
  fd = open(path, O_WRONLY | O_TRUNC);
  CHECK(fd >= 0 && write(fd, data, SIZE) == (ssize_t)SIZE);
  close(fd);

  /* A pipe is a stream; spooled to memory (limit above size) and to a
   * temp file, it can be read again. */
  for (i = 0; i < 2; i++) {
    pid_t pid;
    int saved = dup(0);
    sl_spool_t sp;
    CHECK(pipe(pfd) == 0);
    pid = fork();
    if (pid == 0) {
      size_t off = 0;
      close(pfd[0]);
      while (off < SIZE) {
        size_t n = SIZE - off < 70000 ? SIZE - off : 70000;
        ssize_t w = write(pfd[1], data + off, n);
        if (w <= 0) _exit(1);
        off += (size_t)w;
      }
      _exit(0);
    }
    close(pfd[1]);
    dup2(pfd[0], 0);
    close(pfd[0]);
    CHECK_INT(sl__source_open(&s, "-", &err), 0);
    CHECK_INT(s.stream, 1);
    sl__spool_init(&sp, i == 0 ? SIZE * 2 : 1 << 20);
    CHECK_INT(sl__source_stream(&s, sl__spool_chunk, &sp, &err), 0);
    sl__spool_into(&sp, &s, "spool");
    dup2(saved, 0);
    close(saved);
    waitpid(pid, NULL, 0);
    CHECK_INT(s.size, SIZE);
    CHECK(i == 0 ? s.fd < 0 : s.fd >= 0);
    memset(&a, 0, sizeof a);
    a.p = got;
    CHECK_INT(sl__source_read(&s, 7, SIZE - 7, acc, &a, &err), 0);
    CHECK(a.n == SIZE - 7 && memcmp(got, data + 7, SIZE - 7) == 0);
    sl__source_close(&s);
  }
  /* Missing file: -ENOENT with a message. */
  CHECK_INT(sl__source_open(&s, "/nonexistent/x", &err), -2);
  CHECK(err.msg[0] != 0);
  unlink(path);
  free(data);
  free(got);
  TEST_MAIN_END();
}

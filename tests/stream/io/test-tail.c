/* Following a file through `take` (stream/tail.c), the path follow's
 * regular files go: what a take leaves is offered again at once unless
 * it says wait, and then only once the file grows (no turn spins on an
 * unchanged file); a file truncated while its mapped bytes are being
 * taken starts over, with whatever the take said ignored, and the new
 * bytes come from their first one; so does a file cut while a take
 * waits for the rest of a record; a file that cannot be mapped is read;
 * work that `settled` says is not over is called for again, with bytes
 * that land meanwhile taken between its pieces, and is not idleness. */
#include <fcntl.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <signal.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#include "stream/common.h"
#include "stream/io/fmap.h"
#include "stream/io/tail.h"
#include "test.h"

static char path[] = "/tmp/test-tail-XXXXXX";

typedef struct seen_s {
  int starts, truncated, takes;
  int cut;            /* truncate (and rewrite) during the first take */
  size_t part;        /* take at most this much a turn (0: all)        */
  int wait_first;     /* the first take takes nothing and waits        */
  int cut_waiting;    /* the first take takes 10 bytes, waits, and the
                       * file is cut and rewritten, longer than 10     */
  int settle_more;    /* settled says more is due until its Nth call  */
  int settles;        /* settled's calls                              */
  int late_taken_at;  /* settled's calls when "late" was taken         */
  uint8_t got[1 << 16];
  size_t ngot;
} seen_t;

static int on_start(void *ud, const char *p, const char *why) {
  seen_t *s = ud;
  (void)p;
  s->starts++;
  if (why && strcmp(why, "truncated") == 0) {
    s->truncated++;
    s->ngot = 0;
  }
  return 0;
}

static int on_data(void *ud, const uint8_t *p, size_t n) {
  seen_t *s = ud;
  if (s->ngot + n <= sizeof s->got) {
    memcpy(s->got + s->ngot, p, n);
    s->ngot += n;
  }
  return 0;
}

static int on_take(void *ud, const uint8_t *p, size_t n, size_t want,
                   size_t *used, int *wait) {
  seen_t *s = ud;
  size_t k = n;
  (void)want;
  s->takes++;
  *used = 0;
  *wait = 0;
  if (s->wait_first && s->takes == 1) {
    *wait = 1;
    return 0;
  }
  if (s->cut && s->takes == 1) {
    /* The log starts over under the mapping: cut, then a new short
     * content.  Reading the old end now faults (SIGBUS) and reads
     * zeros; this take's answer (an error, even) must not count. */
    int fd = open(path, O_WRONLY);
    volatile uint8_t c;
    CHECK(fd >= 0 && ftruncate(fd, 0) == 0);
    CHECK(fd >= 0 && pwrite(fd, "new content", 11, 0) == 11);
    close(fd);
    c = p[n - 1];
    CHECK_INT(c, 0);
    *used = n;
    return SL_EFORMAT;
  }
  if (s->cut_waiting && s->takes == 1) {
    static char fresh[1000];
    int fd = open(path, O_WRONLY);
    memset(fresh, 'z', sizeof fresh);
    CHECK(fd >= 0 && ftruncate(fd, 0) == 0);
    CHECK(fd >= 0 && pwrite(fd, fresh, sizeof fresh, 0) == 1000);
    close(fd);
    *used = 10;
    *wait = 1;
    return 0;
  }
  if (s->part && k > s->part) k = s->part;
  if (s->ngot + k <= sizeof s->got) {
    memcpy(s->got + s->ngot, p, k);
    s->ngot += k;
  }
  if (k >= 4 && memcmp(p + k - 4, "late", 4) == 0 && !s->late_taken_at)
    s->late_taken_at = s->settles;
  *used = k;
  return 0;
}

/* Work in pieces of 60 ms, the second of which appends "late" to the
 * file, as a writer would while a window is rebuilt. */
static int on_settled(void *ud) {
  seen_t *s = ud;
  struct timespec ts = {0, 60 * 1000 * 1000};
  s->settles++;
  if (s->settles == 2) {
    int fd = open(path, O_WRONLY | O_APPEND);
    CHECK(fd >= 0 && write(fd, "late", 4) == 4);
    if (fd >= 0) close(fd);
  }
  nanosleep(&ts, NULL);
  return s->settles < s->settle_more ? SL_TAIL_MORE : 0;
}

static void write_file(const char *what, size_t n) {
  int fd = open(path, O_WRONLY | O_TRUNC);
  CHECK(fd >= 0);
  CHECK(fd >= 0 && write(fd, what, n) == (ssize_t)n);
  close(fd);
}

/* On its own thread; *(int *)arg says it wrote (checked once joined:
 * the CHECK counters are the main thread's). */
static void *append_later(void *arg) {
  struct timespec ts = {0, 150 * 1000 * 1000};
  int fd;
  nanosleep(&ts, NULL);
  fd = open(path, O_WRONLY | O_APPEND);
  *(int *)arg = fd >= 0 && write(fd, "more", 4) == 4;
  if (fd >= 0) close(fd);
  return NULL;
}

static sl_tail_t *running;

static int run_until(seen_t *s, double idle, sl_tail_end_t want) {
  sl_tail_cb_t cb;
  sl_tail_opt_t o;
  sl_tail_end_t end = 0;
  sl_error_t err;
  sl_tail_t *t;
  int rc;
  memset(&cb, 0, sizeof cb);
  memset(&o, 0, sizeof o);
  cb.ud = s;
  cb.start = on_start;
  cb.take = on_take;
  cb.data = on_data;
  if (s->settle_more) cb.settled = on_settled;
  o.exit_idle = idle;
  sl__err_clear(&err);
  rc = sl__tail_new(&t, path, &o, &cb, &err);
  CHECK_INT(rc, 0);
  if (rc) return rc;
  running = t;
  rc = sl__tail_run(t, &end);
  running = NULL;
  if (rc) fprintf(stderr, "test-tail: %s\n", err.msg);
  CHECK_INT(end, want);
  sl__tail_free(t);
  return rc;
}

static int run(seen_t *s, double idle) {
  return run_until(s, idle, SL_TAIL_IDLE);
}

/* sl__tail_stop() from a signal handler. */
static void on_alarm(int sig) {
  (void)sig;
  if (running) sl__tail_stop(running);
}

int main(void) {
  static seen_t s;
  static char big[40000];
  size_t i;
  int fd = mkstemp(path);
  CHECK(fd >= 0);
  close(fd);
  /* Files are taken in place only with the program's guard. */
  CHECK_INT(sl_sigbus_guard(), 0);
  for (i = 0; i < sizeof big; i++) big[i] = (char)('a' + i % 26);

  /* Taken 1,000 bytes a turn: every byte once, in order. */
  write_file(big, sizeof big);
  memset(&s, 0, sizeof s);
  s.part = 1000;
  CHECK_INT(run(&s, 0.2), 0);
  CHECK_INT(s.ngot, sizeof big);
  CHECK(memcmp(s.got, big, sizeof big) == 0);
  CHECK_INT(s.takes, 40);

  /* A take that waits is not offered the same bytes again until the
   * file grows (150 ms later, on another thread): two takes in all. */
  {
    pthread_t th;
    int wrote = 0;
    write_file("abc", 3);
    memset(&s, 0, sizeof s);
    s.wait_first = 1;
    CHECK_INT(pthread_create(&th, NULL, append_later, &wrote), 0);
    CHECK_INT(run(&s, 0.6), 0);
    pthread_join(th, NULL);
    CHECK(wrote);
    CHECK_INT(s.takes, 2);
    CHECK_INT(s.ngot, 7);
    CHECK(memcmp(s.got, "abcmore", 7) == 0);
  }

  /* Truncated during a take: that take's error is dropped, the file
   * starts over ("truncated") and its new bytes come from the first. */
  write_file(big, sizeof big);
  memset(&s, 0, sizeof s);
  s.cut = 1;
  CHECK_INT(run(&s, 0.2), 0);
  CHECK_INT(s.truncated, 1);
  CHECK_INT(s.starts, 2);
  CHECK_INT(s.ngot, 11);
  CHECK(memcmp(s.got, "new content", 11) == 0);
  /* A file that cannot be mapped (here: every mapping slot taken) is
   * read and goes to `data`, all of it, in order. */
  {
    sl_fmap_t m[8];
    int k, ok = 1, fd2;
    write_file(big, sizeof big);
    fd2 = open(path, O_RDONLY);
    for (k = 0; k < 8; k++) ok &= sl__fmap_open(&m[k], fd2, 0, 100) == 0;
    CHECK(ok);
    memset(&s, 0, sizeof s);
    CHECK_INT(run(&s, 0.2), 0);
    CHECK_INT(s.takes, 0);
    CHECK_INT(s.ngot, sizeof big);
    CHECK(memcmp(s.got, big, sizeof big) == 0);
    for (k = 0; k < 8; k++) sl__fmap_close(&m[k]);
    close(fd2);
  }

  /* Cut and rewritten while a take waits for the rest of a record: the
   * new file (1,000 bytes) is longer than what was taken (10) but
   * shorter than the file was, so it starts over all the same.
   * Regression: truncation was told by the size falling below what had
   * been taken, and the new file was read from its byte 10. */
  write_file(big, sizeof big);
  memset(&s, 0, sizeof s);
  s.cut_waiting = 1;
  CHECK_INT(run(&s, 0.2), 0);
  CHECK_INT(s.truncated, 1);
  CHECK_INT(s.ngot, 1000);
  CHECK_INT(s.got[0], 'z');

  /* settled says more is due for eight calls of 60 ms each: it is called
   * eight times in all (the turn after "late" landed calls it too), the
   * bytes that land during its second call are taken right after that
   * call, not after the eighth, and the run does not end as idle (0.1 s)
   * while the work goes on. */
  write_file("early", 5);
  memset(&s, 0, sizeof s);
  s.settle_more = 8;
  CHECK_INT(run(&s, 0.1), 0);
  CHECK_INT(s.settles, 8);
  CHECK_INT(s.late_taken_at, 2);
  CHECK_INT(s.ngot, 9);
  CHECK(memcmp(s.got, "earlylate", 9) == 0);
  /* A stop (here from a signal handler, 100 ms in) ends a run that
   * would otherwise go on: no idle time is set. */
  write_file("abc", 3);
  memset(&s, 0, sizeof s);
  signal(SIGALRM, on_alarm);
  {
    struct itimerval it;
    memset(&it, 0, sizeof it);
    it.it_value.tv_usec = 100000;
    setitimer(ITIMER_REAL, &it, NULL);
  }
  CHECK_INT(run_until(&s, 0, SL_TAIL_STOPPED), 0);
  CHECK_INT(s.ngot, 3);
  unlink(path);
  TEST_MAIN_END();
}

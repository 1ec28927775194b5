/* Following a growing input.  See tail.h. */
#include "stream/io/tail.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <uv.h>

#include "stream/common.h"
#include "stream/io/fmap.h"
#include "stream/io/source.h"

#define CHUNK SL_CHUNK
/* Bytes read per turn of the loop: a long backlog (a big log followed
 * from the start) is read in turns, so a stop is seen between them. */
#define TURN ((uint64_t)32 << 20)
#define FALLBACK_POLL_MS 500
#define EVENTS_PREFIX "events.out.tfevents."

struct sl_tail_s {
  uv_loop_t loop;      /* events: notifications, stops, timers          */
  int loop_ok;
  uv_fs_event_t watch;
  uv_timer_t poll, idle;
  uv_idle_t more;      /* another turn of a long read is due            */
  uv_idle_t settle;    /* the consumer's `settled` work goes on         */
  uv_async_t stopper;  /* sl__tail_stop()                               */
  uv_pipe_t pipe;
  int watch_on, poll_on, idle_on, pipe_on, more_on, settle_on;
  const char *arg;     /* the path as given                             */
  const sl_tail_opt_t *opt;
  const sl_tail_cb_t *cb;
  sl_error_t *err;
  int is_dir, is_pipe;
  char dir[PATH_MAX];  /* the directory watched                        */
  char path[PATH_MAX]; /* the file read; "" while a directory has none */
  uv_file fd;
  uint64_t pos, ino, dev;
  /* The file's size at the last look.  A file shorter than that was
   * truncated; `pos` can be less (a record's bytes are taken only once
   * all of them are there), so it does not tell. */
  uint64_t seen;
  int no_map;          /* the file cannot be mapped: it is read        */
  uint8_t *pbuf;       /* pipe reads                                   */
  int rc;
  sl_tail_end_t end;
};

typedef sl_tail_t tail_t;

static void stop(tail_t *t, int rc, sl_tail_end_t end) {
  if (t->rc == 0 && t->end == 0) {
    t->rc = rc;
    t->end = end;
  }
  uv_stop(&t->loop);
}

static int fail(tail_t *t, int code, const char *what, const char *path) {
  sl__err(t->err, code, t->pos, "%s %s: %s", what, path, sl_strerror(code));
  return code;
}

/* Growth (or a start): the idle clock starts again, from now — the
 * loop's cached time may be a conversion behind, and a timer restarted
 * from it would be due at once. */
static void touched(tail_t *t) {
  if (t->idle_on) {
    uv_update_time(&t->loop);
    uv_timer_again(&t->idle);
  }
}

/* ---- files ---------------------------------------------------------------- */

static void close_file(tail_t *t) {
  uv_fs_t req;
  if (t->fd >= 0) {
    uv_fs_close(NULL, &req, t->fd, NULL);
    uv_fs_req_cleanup(&req);
  }
  t->fd = -1;
  t->pos = t->seen = 0;
}

/* Opens t->path from its start and says so.  A file that is not there
 * (yet, or any more) is left for the next wake-up. */
static int open_file(tail_t *t, const char *why) {
  uv_fs_t req;
  int fd;
  close_file(t);
  fd = uv_fs_open(NULL, &req, t->path, O_RDONLY, 0, NULL);
  uv_fs_req_cleanup(&req);
  if (fd == UV_ENOENT) return 0;
  if (fd < 0) return fail(t, fd, "cannot open", t->path);
  if (uv_fs_fstat(NULL, &req, fd, NULL) != 0) {
    int rc = (int)req.result;
    uv_fs_req_cleanup(&req);
    uv_fs_close(NULL, &req, fd, NULL);
    uv_fs_req_cleanup(&req);
    return fail(t, rc, "cannot stat", t->path);
  }
  t->ino = req.statbuf.st_ino;
  t->dev = req.statbuf.st_dev;
  uv_fs_req_cleanup(&req);
  t->fd = fd;
  t->pos = t->seen = 0;
  touched(t);
  return t->cb->start ? t->cb->start(t->cb->ud, t->path, why) : 0;
}

static int deliver(void *ud, const uint8_t *p, size_t n) {
  tail_t *t = ud;
  t->pos += n;
  return t->cb->data ? t->cb->data(t->cb->ud, p, n) : 0;
}

/* The newest events file of the directory: the largest creation time in
 * its name (events.out.tfevents.<seconds>.<host>...), then the name. */
static int newest(tail_t *t, char *out, size_t cap) {
  uv_fs_t req;
  uv_dirent_t ent;
  unsigned long long best_t = 0;
  int found = 0, rc;
  char best[NAME_MAX + 1] = "";
  rc = uv_fs_scandir(NULL, &req, t->dir, 0, NULL);
  if (rc < 0) {
    uv_fs_req_cleanup(&req);
    return fail(t, rc, "cannot list", t->dir);
  }
  while (uv_fs_scandir_next(&req, &ent) != UV_EOF) {
    const char *nm = ent.name;
    unsigned long long ts;
    if (strncmp(nm, EVENTS_PREFIX, sizeof EVENTS_PREFIX - 1) != 0) continue;
    if (ent.type != UV_DIRENT_FILE && ent.type != UV_DIRENT_UNKNOWN &&
        ent.type != UV_DIRENT_LINK)
      continue;
    ts = strtoull(nm + sizeof EVENTS_PREFIX - 1, NULL, 10);
    if (!found || ts > best_t || (ts == best_t && strcmp(nm, best) > 0)) {
      found = 1;
      best_t = ts;
      snprintf(best, sizeof best, "%s", nm);
    }
  }
  uv_fs_req_cleanup(&req);
  if (!found) return 0;
  if ((size_t)snprintf(out, cap, "%s/%s", t->dir, best) >= cap)
    return fail(t, SL_EUSAGE, "path too long in", t->dir);
  return 1;
}

static void on_more(uv_idle_t *h);
static void on_settle(uv_idle_t *h);

/* The consumer's work between turns (follow's window rebuild).  When it
 * says more is due, an idle handle calls it again after each look at
 * the loop's events, so a record that lands meanwhile is read (and its
 * step shown) after one piece of that work, not after all of it. */
static int settle(tail_t *t) {
  int rc = t->cb->settled ? t->cb->settled(t->cb->ud) : 0;
  if (rc == SL_TAIL_MORE) {
    if (!uv_is_active((uv_handle_t *)&t->settle))
      uv_idle_start(&t->settle, on_settle);
    return 0;
  }
  if (t->settle_on) uv_idle_stop(&t->settle);
  return rc;
}

/* The file is shorter than it was: it starts over. */
static int truncated(tail_t *t) {
  t->pos = t->seen = 0;
  touched(t);
  return t->cb->start ? t->cb->start(t->cb->ud, t->path, "truncated") : 0;
}

/* One turn of a regular file, in place: the bytes from the read position
 * to the end are mapped and offered to `take`, which takes whole records
 * of them (about a turn's worth) without copying.  Returns 0 (*wait: the
 * rest cannot be taken before the file grows), 1 if the file cannot be
 * mapped (the reader goes on where it was, by reading), or a negative
 * code.  Bytes that changed under the take (the
 * file truncated meanwhile: stream/fmap.h) void whatever the consumer
 * made or said of them, and the file starts over. */
static int take_turn(tail_t *t, uint64_t size, int *wait) {
  sl_fmap_t m;
  size_t used = 0;
  uint64_t n = size - t->pos;
  int rc;
  if (n > SIZE_MAX / 2) n = SIZE_MAX / 2;
  if (sl__fmap_open(&m, t->fd, t->pos, (size_t)n) != 0) return 1;
  rc = t->cb->take(t->cb->ud, m.p, m.n, (size_t)TURN, &used, wait);
  if (sl__fmap_lost(&m)) {
    sl__fmap_close(&m);
    sl__err_clear(t->err);
    *wait = 0;
    return truncated(t);
  }
  sl__fmap_close(&m);
  t->pos += used;
  /* Nothing taken and nothing to wait for would turn again at once,
   * for ever: a consumer that takes nothing waits. */
  if (rc == 0 && used == 0) *wait = 1;
  return rc;
}

/* Everything a wake-up checks: a newer file (directory), the file
 * replaced or truncated, and the bytes appended since the last look. */
static int check(tail_t *t) {
  uv_fs_t req;
  uint64_t size, got = 0;
  int rc, wait = 0;
  if (t->is_dir) {
    char nw[PATH_MAX];
    rc = newest(t, nw, sizeof nw);
    if (rc < 0) return rc;
    if (rc == 1 && strcmp(nw, t->path) != 0) {
      int first = t->path[0] == '\0';
      snprintf(t->path, sizeof t->path, "%s", nw);
      rc = open_file(t, first ? NULL : "a newer events file");
      if (rc) return rc;
    }
    if (t->path[0] == '\0') return 0;
  }
  if (uv_fs_stat(NULL, &req, t->path, NULL) == 0) {
    int replaced = t->fd < 0 || req.statbuf.st_ino != t->ino ||
                   req.statbuf.st_dev != t->dev;
    uv_fs_req_cleanup(&req);
    if (replaced) {
      int first = t->fd < 0 && t->ino == 0;
      rc = open_file(t, first ? NULL : "replaced");
      if (rc) return rc;
    }
  } else {
    /* Gone (being replaced, or removed): keep reading what is open. */
    uv_fs_req_cleanup(&req);
  }
  if (t->fd < 0) return 0;
  if (uv_fs_fstat(NULL, &req, t->fd, NULL) != 0) {
    rc = (int)req.result;
    uv_fs_req_cleanup(&req);
    return fail(t, rc, "cannot stat", t->path);
  }
  size = req.statbuf.st_size;
  uv_fs_req_cleanup(&req);
  if (size < t->seen && (rc = truncated(t)) != 0) return rc;
  t->seen = size;
  if (size == t->pos) return 0;
  if (t->cb->take && !t->no_map) {
    rc = take_turn(t, size, &wait);
    if (rc == 1) {
      /* The file cannot be mapped here (some network and FUSE
       * filesystems): it is read from now on. */
      t->no_map = 1;
      rc = 0;
    } else if (rc) {
      return rc;
    }
  }
  if (t->no_map || !t->cb->take) {
    if (t->cb->expect) t->cb->expect(t->cb->ud, size - t->pos);
    rc = sl__read_fd(t->fd, (int64_t)t->pos,
                     size - t->pos > TURN ? TURN : size - t->pos, deliver, t,
                     &got);
    if (rc < 0 && t->err && t->err->code == 0)
      return fail(t, rc, "cannot read", t->path);
  }
  if (rc == 0) rc = settle(t);
  /* What was read has been converted: idleness counts from here. */
  touched(t);
  /* More is there: the next turn reads it once the loop has looked at
   * signals and timers.  An idle handle runs after a poll that does not
   * wait; a timer would add a millisecond or two per turn, which is
   * latency when a big record lands at once. */
  if (rc == 0 && size > t->pos && !wait && t->more_on)
    uv_idle_start(&t->more, on_more);
  return rc;
}

/* A wake-up: a failed check ends the run. */
static void check_or_stop(tail_t *t) {
  int rc = check(t);
  if (rc) stop(t, rc, 0);
}

static void on_watch(uv_fs_event_t *h, const char *name, int events,
                     int status) {
  tail_t *t = h->data;
  (void)events;
  if (status < 0) {
    stop(t, fail(t, status, "cannot watch", t->dir), 0);
    return;
  }
  /* Only the file followed (or, for a directory, its events files) is of
   * interest; our own output may well be written beside it. */
  if (name) {
    const char *base = strrchr(t->path, '/');
    base = base ? base + 1 : t->path;
    if (t->is_dir ? strncmp(name, EVENTS_PREFIX, sizeof EVENTS_PREFIX - 1)
                  : strcmp(name, base))
      return;
  }
  check_or_stop(t);
}

static void on_poll(uv_timer_t *h) { check_or_stop(h->data); }

static void on_more(uv_idle_t *h) {
  uv_idle_stop(h);
  check_or_stop(h->data);
}

static void on_settle(uv_idle_t *h) {
  tail_t *t = h->data;
  int rc = settle(t);
  /* Idleness counts from the end of the work, as after a turn. */
  touched(t);
  if (rc) stop(t, rc, 0);
}

/* ---- pipes ------------------------------------------------------------------ */

static void pipe_alloc(uv_handle_t *h, size_t hint, uv_buf_t *b) {
  tail_t *t = h->data;
  (void)hint;
  b->base = (char *)t->pbuf;
  b->len = t->pbuf ? CHUNK : 0;
}

static void pipe_read(uv_stream_t *s, ssize_t n, const uv_buf_t *b) {
  tail_t *t = s->data;
  int rc;
  if (n == UV_EOF) {
    stop(t, 0, SL_TAIL_EOF);
    return;
  }
  if (n < 0) {
    stop(t, fail(t, (int)n, "cannot read", "<stdin>"), 0);
    return;
  }
  if (n == 0) return;
  rc = deliver(t, (const uint8_t *)b->base, (size_t)n);
  if (rc == 0) rc = settle(t);
  touched(t);
  if (rc) stop(t, rc, 0);
}

/* ---- the run ------------------------------------------------------------------ */

static void on_stop(uv_async_t *h) { stop(h->data, 0, SL_TAIL_STOPPED); }

static void on_idle(uv_timer_t *h) {
  tail_t *t = h->data;
  /* A backlog still being read in turns, or the consumer's work still
   * going on, is not idleness. */
  if (t->more_on && uv_is_active((uv_handle_t *)&t->more)) return;
  if (t->settle_on && uv_is_active((uv_handle_t *)&t->settle)) return;
  stop(t, 0, SL_TAIL_IDLE);
}

static void on_close(uv_handle_t *h) { (void)h; }

static void close_all(tail_t *t) {
  if (t->watch_on) uv_close((uv_handle_t *)&t->watch, on_close);
  if (t->poll_on) uv_close((uv_handle_t *)&t->poll, on_close);
  if (t->idle_on) uv_close((uv_handle_t *)&t->idle, on_close);
  if (t->more_on) uv_close((uv_handle_t *)&t->more, on_close);
  if (t->settle_on) uv_close((uv_handle_t *)&t->settle, on_close);
  if (t->pipe_on) uv_close((uv_handle_t *)&t->pipe, on_close);
  uv_close((uv_handle_t *)&t->stopper, on_close);
  uv_run(&t->loop, UV_RUN_DEFAULT);
}

/* Watches the directory; polls when it cannot. */
static int start_watching(tail_t *t) {
  int rc;
  unsigned ms = t->opt->poll_ms;
  if (ms == 0) {
    rc = uv_fs_event_init(&t->loop, &t->watch);
    if (rc == 0) {
      t->watch.data = t;
      t->watch_on = 1;
      rc = uv_fs_event_start(&t->watch, on_watch, t->dir, 0);
    }
    if (rc == 0) return 0;
    ms = FALLBACK_POLL_MS;
  }
  rc = uv_timer_init(&t->loop, &t->poll);
  if (rc) return fail(t, rc, "cannot poll", t->dir);
  t->poll.data = t;
  t->poll_on = 1;
  return uv_timer_start(&t->poll, on_poll, ms, ms);
}

/* Sets t->dir (and t->path for a file) from the argument. */
static int resolve(tail_t *t, const char *arg) {
  uv_fs_t req;
  int rc = uv_fs_stat(NULL, &req, arg, NULL);
  int is_dir = rc == 0 && (req.statbuf.st_mode & S_IFMT) == S_IFDIR;
  uv_fs_req_cleanup(&req);
  if (rc < 0) return fail(t, rc, "cannot open", arg);
  if (strlen(arg) >= sizeof t->dir)
    return fail(t, SL_EUSAGE, "path too long:", arg);
  if (is_dir) {
    t->is_dir = 1;
    snprintf(t->dir, sizeof t->dir, "%s", arg);
    t->path[0] = '\0';
  } else {
    const char *slash = strrchr(arg, '/');
    snprintf(t->path, sizeof t->path, "%s", arg);
    if (!slash) snprintf(t->dir, sizeof t->dir, ".");
    else if (slash == arg) snprintf(t->dir, sizeof t->dir, "/");
    else snprintf(t->dir, sizeof t->dir, "%.*s", (int)(slash - arg), arg);
  }
  return 0;
}

static int setup(tail_t *t, const char *path) {
  int rc;
  if ((rc = uv_idle_init(&t->loop, &t->settle)) != 0)
    return fail(t, rc, "cannot follow", path);
  t->settle.data = t;
  t->settle_on = 1;
  if (t->opt->exit_idle > 0) {
    double ms = t->opt->exit_idle * 1000.0;
    uint64_t m = ms < 1 ? 1 : ms > 1e15 ? (uint64_t)1e15 : (uint64_t)ms;
    uv_timer_init(&t->loop, &t->idle);
    t->idle.data = t;
    t->idle_on = 1;
    uv_timer_start(&t->idle, on_idle, m, m);
  }
  if (strcmp(path, "-") == 0) {
    uv_handle_type ty = uv_guess_handle(0);
    if (ty == UV_NAMED_PIPE || ty == UV_TTY || ty == UV_TCP) {
      t->is_pipe = 1;
      t->pbuf = malloc(CHUNK);
      if (!t->pbuf) return sl__err(t->err, SL_ENOMEM, 0, "out of memory");
      if ((rc = uv_pipe_init(&t->loop, &t->pipe, 0)) != 0)
        return fail(t, rc, "cannot read", "<stdin>");
      t->pipe.data = t;
      t->pipe_on = 1;
      if ((rc = uv_pipe_open(&t->pipe, 0)) != 0 ||
          (rc = uv_read_start((uv_stream_t *)&t->pipe, pipe_alloc,
                              pipe_read)) != 0)
        return fail(t, rc, "cannot read", "<stdin>");
      return t->cb->start ? t->cb->start(t->cb->ud, "<stdin>", NULL) : 0;
    }
    /* A redirected file: read to its end, then stop. */
    snprintf(t->path, sizeof t->path, "<stdin>");
    t->fd = 0;
    if (t->cb->start && (rc = t->cb->start(t->cb->ud, "<stdin>", NULL)))
      return rc;
    {
      uint64_t got = 0;
      rc = sl__read_fd(0, -1, UINT64_MAX, deliver, t, &got);
      t->fd = -1;
      if (rc < 0 && t->err && t->err->code == 0)
        return fail(t, rc, "cannot read", "<stdin>");
      if (rc) return rc;
    }
    t->end = SL_TAIL_EOF;
    return 0;
  }
  if ((rc = resolve(t, path)) != 0) return rc;
  if ((rc = uv_idle_init(&t->loop, &t->more)) != 0)
    return fail(t, rc, "cannot follow", path);
  t->more.data = t;
  t->more_on = 1;
  if ((rc = start_watching(t)) != 0) return rc;
  /* What is there already; the watch was set first so that nothing
   * written in between is missed. */
  return check(t);
}

int sl__tail_new(sl_tail_t **out, const char *path, const sl_tail_opt_t *opt,
                 const sl_tail_cb_t *cb, sl_error_t *err) {
  tail_t *t = calloc(1, sizeof *t);
  *out = NULL;
  if (!t) return sl__err(err, SL_ENOMEM, 0, "out of memory");
  t->arg = path;
  t->opt = opt;
  t->cb = cb;
  t->err = err;
  t->fd = -1;
  if (uv_loop_init(&t->loop) != 0) {
    free(t);
    return sl__err(err, SL_ENOMEM, 0, "cannot start an event loop");
  }
  t->loop_ok = 1;
  if (uv_async_init(&t->loop, &t->stopper, on_stop) != 0) {
    uv_loop_close(&t->loop);
    free(t);
    return sl__err(err, SL_ENOMEM, 0, "cannot start an event loop");
  }
  t->stopper.data = t;
  *out = t;
  return 0;
}

void sl__tail_stop(sl_tail_t *t) { uv_async_send(&t->stopper); }

int sl__tail_run(sl_tail_t *t, sl_tail_end_t *end) {
  int rc = setup(t, t->arg);
  if (rc == 0 && t->end == 0) {
    uv_run(&t->loop, UV_RUN_DEFAULT);
    rc = t->rc;
  }
  if (rc == 0 && end) *end = t->end;
  return rc;
}

void sl__tail_free(sl_tail_t *t) {
  if (!t) return;
  close_all(t);
  if (t->fd > 0) close_file(t);
  uv_loop_close(&t->loop);
  free(t->pbuf);
  free(t);
}

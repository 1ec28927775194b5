/* `stepline follow`: a growing step log converted as it grows.
 *
 * stream/io/tail.c delivers the log's bytes as they land, the push
 * reader (stream/steps.c) cuts them into records and hands over each step
 * once its record is complete, and here each step goes into the trace
 * (trace.c's live trace) and, with a summary, into one line.
 *
 * The trace file is valid after every step.  As JSON it holds the events
 * written so far and then "\n]\n", and the next step's events are written
 * over that closing bracket (then the bracket again after them); it is
 * first created (and created again when the log starts over) as "[]\n" in
 * a temporary file renamed over the path, so it is never missing or
 * empty.  Perfetto's format needs no closing: the steps' packets follow
 * one another, from an empty file.  With a window of N steps, the steps' bytes are kept in an
 * unlinked spool file; when the window moves, the N steps are converted
 * into a temporary file that is renamed over the trace, a step at a time
 * between the log's turns, so that a new step shows after its own
 * conversion and not after the window's. */
#define _GNU_SOURCE /* MAP_POPULATE */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "emit/analyze/glance.h"
#include "emit/run/outfile.h"
#include "emit/run/trace.h"
#include "emit/run/window.h"
#include "emit/report/summary_line.h"
#include "emit/write/writer.h"
#include "stream/common.h"
#include "stream/io/fmap.h"
#include "stream/io/tail.h"
#include "stream/steps.h"

/* What follows the events of a trace, and what an empty trace holds. */
static const char json_closing[] = "\n]\n", json_empty[] = "[]\n";

/* Where the live trace's bytes go: a file, written by position on a
 * writer thread, so the conversion runs on while its bytes reach the
 * page cache. */
typedef struct tsink_s {
  int fd;                /* -1: no trace                               */
  const char *closing;   /* written after the events ("" for Perfetto) */
  size_t nclosing;
  uint64_t pos;          /* the end of the bytes handed over           */
  sl_writer_t *w;
} tsink_t;

/* The summary's gatherers: their figures ride on the step's conversion. */
typedef struct glance_s {
  sl_stats_glance_t *sg;
  sl_mem_glance_t *mg;
  sl_visitor_t riders[2];
  sl_memory_out_t mem;
} glance_t;

struct sl_follow_s {
  const char *path;
  const sl_options_t *opt;
  const sl_follow_options_t *fo;
  sl_error_t *err;
  sl_run_t run;          /* options, filter and threads of every step  */
  sl_tail_t *tail;
  char name[PATH_MAX];   /* the file read now (messages, step refs)    */
  char failed[PATH_MAX]; /* the file an error happened in              */
  sl_logpush_t *lp;
  /* the trace: its file, and where the closing bracket is; the other
   * sink is a window rebuild's file, which takes the trace's place when
   * it is done (each trace writes through the sink it was made with, so
   * sinks never move) */
  tsink_t sinks[2];
  tsink_t *out;          /* the sink of the file at the trace's path   */
  sl_trace_t *live;
  sl_window_t win;       /* --window's steps                         */
  uint64_t held;         /* the oldest step the trace holds            */
  /* the window's rebuild, under way while `live` is set */
  struct rebuild_s {
    sl_trace_t *live;
    tsink_t *out;        /* the sink that is not f->out                */
    char tmp[PATH_MAX];
    uint64_t first;      /* the oldest step it holds                   */
    uint64_t next;       /* the step it converts next                  */
    int begun;           /* `first` is set                             */
  } rb;
  glance_t glance;
};

typedef sl_follow_t fol_t;

static void notice(fol_t *f, const char *fmt, const char *a, const char *b) {
  char msg[PATH_MAX + 128];
  if (!f->fo->notice) return;
  snprintf(msg, sizeof msg, fmt, a, b);
  f->fo->notice(f->fo->notice_ud, msg);
}

/* ---- the trace file ----------------------------------------------------------- */

/* The sink takes the descriptor (closed by sink_close) and writes from
 * byte 0.  On failure the sink is left as it was. */
static int sink_open(tsink_t *t, int fd, const sl_options_t *opt) {
  sl_writer_t *w = sl__writer_new_at(fd, 0);
  if (!w) return SL_ENOMEM;
  t->w = w;
  t->fd = fd;
  t->pos = 0;
  t->closing = opt->trace_format == SL_TRACE_PERFETTO ? "" : json_closing;
  t->nclosing = strlen(t->closing);
  return 0;
}

static void sink_close(tsink_t *t) {
  if (t->fd < 0) return;
  (void)sl_writer_free(t->w);
  close(t->fd);
  t->w = NULL;
  t->fd = -1;
}

static int trace_sink(void *ud, const void *p, size_t n) {
  tsink_t *t = ud;
  int rc = sl_writer_sink(t->w, p, n);
  if (rc == 0) t->pos += n;
  return rc;
}

/* The document's end after what was written: valid JSON again, once the
 * writer has written it all.  Writing only ever moves the end forward,
 * except after a failed step. */
static int close_at(tsink_t *t) {
  int rc = sl__writer_drain(t->w);
  if (rc || t->nclosing == 0) return rc;
  return sl__pwrite_all(t->fd, t->closing, t->nclosing, t->pos);
}

/* A new file beside the trace, renamed over it with commit().  Returns
 * the descriptor or a negative code. */
static int tmp_beside(fol_t *f, char *path, size_t cap) {
  int fd;
  if ((size_t)snprintf(path, cap, "%s.tmp-XXXXXX", f->fo->trace) >= cap)
    return sl__err(f->err, SL_EUSAGE, 0, "the trace path is too long");
  fd = sl__tmpfile(path);
  if (fd < 0)
    return sl__err(f->err, SL_EOUTPUT, 0, "%s: cannot create the trace "
                   "(a temporary file beside it): %s", f->fo->trace,
                   strerror(-fd));
  return fd;
}

static int commit(fol_t *f, int fd, const char *tmp) {
  if (rename(tmp, f->fo->trace) != 0) {
    int e = errno;
    close(fd);
    unlink(tmp);
    return sl__err(f->err, SL_EOUTPUT, 0, "%s: cannot replace the trace: %s",
                   f->fo->trace, strerror(e));
  }
  return 0;
}


static void rebuild_abort(fol_t *f);

static int new_live(fol_t *f, sl_trace_t **t, tsink_t *sink) {
  if (sl__trace_new(t, &f->run, SL_TRACE_ARRAY, trace_sink, sink) != 0)
    return sl__err(f->err, SL_ENOMEM, 0, "out of memory");
  return 0;
}

/* A step into a trace, its bytes all handed to the trace's sink: 0, 1
 * (damaged and skipped, with --skip-corrupt: warned), or an error. */
static int live_step(fol_t *f, sl_trace_t *t, sl_step_ref_t *ref,
                     const glance_t *g) {
  int rc = sl__run_sound(&f->run, ref);
  if (rc <= 0) return rc < 0 ? rc : 1;
  rc = sl__trace_step(t, ref, g ? &g->mem : NULL, g ? g->riders : NULL,
                      g ? 2 : 0);
  return rc ? rc : sl__trace_flush(t);
}

/* The trace starts (over): an empty array, atomically in place. */
static int trace_begin(fol_t *f) {
  char tmp[PATH_MAX];
  int fd, rc;
  if (!f->fo->trace) return 0;
  sl__trace_free(f->live);
  f->live = NULL;
  fd = tmp_beside(f, tmp, sizeof tmp);
  if (fd < 0) return fd;
  rc = f->opt->trace_format == SL_TRACE_PERFETTO
           ? 0
           : sl__pwrite_all(fd, json_empty, sizeof json_empty - 1, 0);
  if (rc) {
    close(fd);
    unlink(tmp);
    return sl__err(f->err, SL_EOUTPUT, 0, "%s: cannot write: %s", tmp,
                   sl_strerror(rc));
  }
  rc = commit(f, fd, tmp);
  if (rc) return rc;
  rebuild_abort(f);
  sink_close(f->out);
  if (sink_open(f->out, fd, f->opt) != 0) {
    close(fd);
    return sl__err(f->err, SL_ENOMEM, 0, "out of memory");
  }
  sl__window_clear(&f->win);
  f->held = 0;
  return new_live(f, &f->live, f->out);
}

/* One step onto the end of the trace.  Returns 0, 1 (skipped as
 * damaged) or an error; after an error the trace is closed after the
 * previous step. */
static int trace_append(fol_t *f, sl_step_ref_t *ref, const glance_t *g) {
  uint64_t before = f->out->pos;
  int rc = live_step(f, f->live, ref, g);
  /* Bytes that changed under the conversion (the log truncated while
   * mapped, stream/fmap.h) made what it wrote: that goes as a failed
   * step's does, and the log starts over (stream/tail.h). */
  if (rc >= 0 && sl__fmap_lost_any()) rc = SL_ECHANGED;
  if (rc < 0) {
    /* What the failed step wrote is cut off. */
    f->out->pos = before;
    (void)sl__writer_seek(f->out->w, before);
    if (sl__pwrite_all(f->out->fd, f->out->closing, f->out->nclosing,
                       before) == 0)
      (void)!ftruncate(f->out->fd, (off_t)(before + f->out->nclosing));
    return rc;
  }
  if (rc == 0) {
    rc = close_at(f->out);
    if (rc)
      return sl__err(f->err, SL_EOUTPUT, 0, "%s: cannot write: %s", f->fo->trace,
                     sl_strerror(rc));
  }
  return rc;
}

/* ---- the window's rebuild ------------------------------------------------------- */

/* When the window has moved, its steps are converted again into a file
 * beside the trace, which is then renamed over it: the same events as
 * convert --steps of those steps.  That is the window's length in
 * conversions, 2 s of 100k-op steps for --window=20, so it is done a
 * step at a time (settled() returns SL_TAIL_MORE, stream/io/tail.h) and a
 * record that lands meanwhile has its step appended to the trace after
 * at most one of them.  Steps that land during a rebuild go into it too,
 * and steps that leave the window before it reaches them are left out;
 * once done it holds the window and perhaps a few steps more, and the
 * next rebuild follows.  While records come faster than a window can be
 * converted, the trace would never be rebuilt: once it holds twice the
 * window, the rebuild is finished at once. */

static void rebuild_abort(fol_t *f) {
  if (!f->rb.live) return;
  sl__trace_free(f->rb.live);
  f->rb.live = NULL;
  sink_close(f->rb.out);
  unlink(f->rb.tmp);
}

static int rebuild_start(fol_t *f) {
  tsink_t *t = f->out == &f->sinks[0] ? &f->sinks[1] : &f->sinks[0];
  int fd = tmp_beside(f, f->rb.tmp, sizeof f->rb.tmp), rc;
  if (fd < 0) return fd;
  if (sink_open(t, fd, f->opt) != 0) {
    close(fd);
    unlink(f->rb.tmp);
    return sl__err(f->err, SL_ENOMEM, 0, "out of memory");
  }
  rc = new_live(f, &f->rb.live, t);
  f->rb.out = t;
  f->rb.next = sl__window_first(&f->win);
  f->rb.begun = 0;
  if (rc) {
    f->rb.live = NULL;
    sink_close(t);
    unlink(f->rb.tmp);
  }
  return rc;
}

/* Step `seq` of the window into the rebuild.  Its bytes are mapped from
 * the spool, where they were written a moment ago (the spool is this
 * process's own unlinked file: nothing else can cut it), so the step
 * converts as one held in memory does, without the read loop and with
 * the dataflow pass over the tensor pass's digest instead of another
 * walk (docs/design.md).  Where the spool cannot be mapped, it is
 * read. */
static int rebuild_step(fol_t *f, uint64_t seq) {
  const sl_wstep_t *x = sl__window_step(&f->win, seq);
  sl_step_ref_t ref = x->ref;
  uint64_t a;
  size_t n;
  void *m;
  int rc;
  if (!f->rb.begun) {
    f->rb.first = seq;
    f->rb.begun = 1;
  }
  if (x->damaged) return 0;
  ref.transient = 0;
  a = x->off & ~(uint64_t)(sysconf(_SC_PAGESIZE) - 1);
  n = (size_t)(x->off + x->len - a);
  m = x->len ? mmap(NULL, n, PROT_READ, MAP_SHARED | MAP_POPULATE, f->win.fd,
                    (off_t)a)
             : MAP_FAILED;
  if (m != MAP_FAILED) {
    sl_source_t src;
    sl__source_mem(&src, f->name, m, n);
    ref.src = &src;
    ref.off = x->off - a;
    rc = live_step(f, f->rb.live, &ref, NULL);
    munmap(m, n);
  } else {
    sl_source_t src;
    sl__source_fd(&src, f->name, f->win.fd, f->win.len);
    ref.src = &src;
    ref.off = x->off;
    rc = live_step(f, f->rb.live, &ref, NULL);
  }
  return rc == 1 ? 0 : rc;
}

/* The rebuild holds every step of the window: it becomes the trace. */
static int rebuild_finish(fol_t *f) {
  tsink_t *t = f->rb.out;
  int rc = close_at(t);
  if (rc < 0) {
    rebuild_abort(f);
    return sl__err(f->err, SL_EOUTPUT, 0, "%s: cannot write: %s",
                   f->rb.tmp, sl_strerror(rc));
  }
  rc = commit(f, t->fd, f->rb.tmp);
  if (rc) {
    /* commit() closed the descriptor and removed the file; the writer is
     * idle (drained). */
    t->fd = -1;
    (void)sl_writer_free(t->w);
    t->w = NULL;
    rebuild_abort(f);
    return rc;
  }
  sink_close(f->out);
  sl__trace_free(f->live);
  f->live = f->rb.live;
  f->out = t;
  f->held = f->rb.begun ? f->rb.first : f->win.seq;
  f->rb.live = NULL;
  return 0;
}

/* After a read turn, and again while it says more is due: a piece of the
 * rebuild of a window that has moved. */
static int settled(void *ud) {
  fol_t *f = ud;
  uint64_t w = f->fo->window;
  int rc;
  if (!w || f->out->fd < 0) return 0;
  if (!f->rb.live) {
    /* The trace holds just the window's steps. */
    if (f->held >= sl__window_first(&f->win)) return 0;
    if ((rc = rebuild_start(f)) != 0) return rc;
  }
  do {
    uint64_t lo = sl__window_first(&f->win);
    if (f->rb.next < lo) f->rb.next = lo;  /* gone before it was reached */
    if (f->rb.next == f->win.seq) break;
    rc = rebuild_step(f, f->rb.next);
    if (rc < 0) {
      rebuild_abort(f);
      /* A step that failed to convert has said so. */
      if (!f->err || f->err->code == 0)
        rc = sl__err(f->err, SL_EOUTPUT, 0, "%s: cannot write: %s",
                     f->fo->trace, sl_strerror(rc));
      return rc;
    }
    f->rb.next++;
  } while (f->win.seq - f->held >= 2 * w);
  if (f->rb.next < f->win.seq) return SL_TAIL_MORE;
  if ((rc = rebuild_finish(f)) != 0) return rc;
  /* Steps that left the window while it was converted: once more. */
  return f->held < sl__window_first(&f->win) ? SL_TAIL_MORE : 0;
}

/* ---- the summary line ------------------------------------------------------------ */

static int summary_line(fol_t *f, sl_step_ref_t *ref) {
  sl_step_info_t info;
  sl_step_glance_t g;
  sl__info_of(ref, &info);
  if (sl__stats_glance_get(f->glance.sg, &g) != 0)
    return sl__err(f->err, SL_EFORMAT, 0, "internal: no summary figures "
                   "for step %lld", (long long)info.index);
  return sl__summary_line(&info, &g, f->glance.mg, f->fo->summary_json,
                          f->fo->summary, f->fo->summary_ud, f->err);
}

/* ---- steps and bytes ---------------------------------------------------------------- */

/* With a summary, its figures ride on the step's conversion; without a
 * trace, on a conversion that writes nothing (the memory model, with the
 * riders on a second thread). */
static const glance_t *summary_riders(fol_t *f) {
  glance_t *g = &f->glance;
  if (!f->fo->summary) return NULL;
  g->riders[0] = sl__stats_glance_visitor(g->sg);
  g->riders[1] = sl__mem_glance_ride(g->mg, &g->mem);
  return g;
}

static int on_step(void *ud, sl_step_ref_t *ref) {
  fol_t *f = ud;
  const glance_t *g = summary_riders(f);
  int rc = 0, skipped = 0;
  if (f->out->fd >= 0) {
    /* The step goes onto the trace at once, with or without a window;
     * a window that moves is rebuilt after the read turn, a step at a
     * time between turns (settled()), so a step shows after its own
     * conversion, not the window's. */
    rc = trace_append(f, ref, g);
    if (rc == 1) {
      skipped = 1;
      rc = 0;
    }
  } else if (g) {
    rc = sl__run_sound(&f->run, ref);
    if (rc == 1)
      rc = sl__run_step(&f->run, ref, NULL, &g->mem, g->riders, 2, NULL,
                        NULL);
    else if (rc == 0)
      skipped = 1;
    /* As trace_append does: no line from bytes that changed. */
    if (rc == 0 && sl__fmap_lost_any()) rc = SL_ECHANGED;
  }
  if (rc == 0 && !skipped && g) rc = summary_line(f, ref);
  /* The window takes a step once it has shown: its bytes go to the
   * spool after the step is on the trace and its line out.  A damaged
   * step (skipped) takes its place without bytes: the window is the last
   * N steps of the log, as convert's --steps over the same indices.  When
   * the window was full, the trace now holds a step too many, and
   * settled() rebuilds it. */
  if (rc == 0 && f->out->fd >= 0 && f->fo->window)
    rc = sl__window_keep(&f->win, ref, skipped, f->err);
  return rc;
}

static int reader_new(fol_t *f) {
  sl__logpush_free(f->lp);
  f->lp = NULL;
  return sl__logpush_new(&f->lp, f->name, f->opt, 1, on_step, f, f->err);
}

static int on_start(void *ud, const char *path, const char *why) {
  fol_t *f = ud;
  int rc;
  snprintf(f->name, sizeof f->name, "%s", path);
  rc = reader_new(f);
  if (rc || !why) return rc;
  if (strcmp(why, "a newer events file") == 0) {
    /* The same run goes on in a new file: its steps join the trace. */
    notice(f, "following %s (%s)", path, why);
    return 0;
  }
  notice(f, "%s: %s: starting over", path, why);
  return trace_begin(f);
}

static int on_data(void *ud, const uint8_t *p, size_t n) {
  fol_t *f = ud;
  return sl__logpush_feed(f->lp, p, n);
}

static int on_take(void *ud, const uint8_t *p, size_t n, size_t want,
                   size_t *used, int *wait) {
  fol_t *f = ud;
  return sl__logpush_take(f->lp, p, n, want, used, wait);
}

static void on_expect(void *ud, uint64_t n) {
  fol_t *f = ud;
  if (f->lp) sl__logpush_expect(f->lp, n);
}

static void follow_close(fol_t *f) {
  sl__logpush_free(f->lp);
  f->lp = NULL;
  rebuild_abort(f);
  sl__trace_free(f->live);
  f->live = NULL;
  sl__stats_glance_free(f->glance.sg);
  sl__mem_glance_free(f->glance.mg);
  memset(&f->glance, 0, sizeof f->glance);
  sink_close(&f->sinks[0]);
  sink_close(&f->sinks[1]);
  sl__window_close(&f->win);
  sl__tail_free(f->tail);
  f->tail = NULL;
  sl__run_close(&f->run);
}

int sl_follow_new(const char *path, const sl_options_t *opt,
                  const sl_follow_options_t *fo, sl_follow_t **out,
                  sl_error_t *err) {
  fol_t *f;
  sl_tail_cb_t *cb;
  int rc;
  sl__err_clear(err);
  *out = NULL;
  if (opt->steps)
    return sl__err(err, SL_EUSAGE, 0, "--steps does not apply to follow "
                   "(use --window=N for the last N steps)");
  f = calloc(1, sizeof *f + sizeof *cb + sizeof(sl_tail_opt_t));
  if (!f) return sl__err(err, SL_ENOMEM, 0, "out of memory");
  f->path = path;
  f->opt = opt;
  f->fo = fo;
  f->err = err;
  f->sinks[0].fd = f->sinks[1].fd = -1;
  f->out = &f->sinks[0];
  sl__window_init(&f->win);
  rc = sl__run_init(&f->run, opt, 1, err);
  if (rc == 0 && fo->summary &&
      (sl__stats_glance_new(&f->glance.sg) != 0 ||
       sl__mem_glance_new(&f->glance.mg) != 0))
    rc = sl__err(err, SL_ENOMEM, 0, "out of memory");
  if (rc == 0) {
    sl_tail_opt_t *to;
    cb = (sl_tail_cb_t *)(f + 1);
    to = (sl_tail_opt_t *)(cb + 1);
    cb->ud = f;
    cb->start = on_start;
    cb->data = on_data;
    cb->take = on_take;
    cb->settled = settled;
    cb->expect = on_expect;
    to->exit_idle = fo->exit_idle;
    to->poll_ms = fo->poll_ms;
    rc = sl__tail_new(&f->tail, path, to, cb, err);
  }
  if (rc) {
    follow_close(f);
    free(f);
    return rc;
  }
  *out = f;
  return 0;
}

void sl_follow_stop(sl_follow_t *f) { sl__tail_stop(f->tail); }

int sl_follow_run(sl_follow_t *f, sl_follow_end_t *end) {
  sl_error_t *err = f->err;
  sl_tail_end_t te = 0;
  int rc = 0;
  if (f->fo->trace && f->fo->window)
    rc = sl__window_open(&f->win, f->fo->window, err);
  if (rc == 0) rc = trace_begin(f);
  if (rc == 0) rc = sl__tail_run(f->tail, &te);
  if (rc == 0 && te == SL_TAIL_EOF && f->lp) {
    /* A pipe that ends inside a record: what came whole is kept. */
    uint64_t left = sl__logpush_pending(f->lp);
    rc = sl__logpush_finish(f->lp);
    if (rc == SL_ETRUNC) {
      char n[32];
      snprintf(n, sizeof n, "%llu", (unsigned long long)left);
      notice(f, "%s: the input ended inside a record; its %s bytes were "
             "not converted", f->name, n);
      sl__err_clear(err);
      rc = 0;
    }
  }
  /* The window is rebuilt to its end before the run ends: a rebuild
   * under way when it was stopped, or input read to its end in one go
   * (stdin redirected from a file), which has no turns. */
  if (rc == 0)
    while ((rc = settled(f)) == SL_TAIL_MORE) {
    }
  if (rc && err && !err->file) {
    snprintf(f->failed, sizeof f->failed, "%s",
             f->name[0] ? f->name : f->path);
    err->file = f->failed;
  }
  if (end) *end = (sl_follow_end_t)te;
  return rc;
}

void sl_follow_free(sl_follow_t *f) {
  if (!f) return;
  follow_close(f);
  free(f);
}

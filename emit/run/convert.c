/* `convert`: the batch driver behind sl_convert_paths(), sl_convert_mem()
 * and sl_convert_split(): each input's selected steps into one trace (or
 * one file per step), progress figures, and the viewers' limits. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit/run/inputs.h"
#include "emit/run/trace.h"
#include "stream/common.h"

typedef struct conv_s {
  sl_run_t run;
  sl_picker_t pk;
  sl_sink_fn sink;
  void *sink_ud;
  sl_error_t *err;
  const sl_split_out_t *split;  /* one file per step                  */
  sl_trace_t *trace;            /* the trace (or the split step's)    */
  sl_worker_t *workers;         /* several inputs                     */
  int64_t taken;
  uint64_t events_done;         /* of split files already closed      */
  uint64_t bytes_done;
} conv_t;

static void figures(conv_t *c) {
  c->run.figures.events =
      c->events_done + (c->trace ? sl__trace_events(c->trace) : 0);
  c->run.figures.bytes = c->bytes_done + (c->trace ? sl__trace_bytes(c->trace)
                                                : 0);
}

/* One step into a file of its own (--split): the single-step trace. */
static int split_step(conv_t *c, const sl_step_ref_t *ref) {
  sl_step_info_t info;
  uint64_t events = 0, bytes = 0;
  int rc, crc;
  sl__info_of(ref, &info);
  rc = c->split->open(c->split->ud, &info, &c->sink, &c->sink_ud);
  if (rc != 0)
    return sl__err(c->err, rc, ref->at, "cannot create the output of step "
                   "%lld: %s", (long long)ref->index, sl_strerror(rc));
  rc = sl__trace_new(&c->trace, &c->run, SL_TRACE_OBJECT, c->sink,
                     c->sink_ud);
  if (rc) rc = sl__err(c->err, rc, 0, "out of memory");
  if (rc == 0) rc = sl__trace_step(c->trace, ref, NULL, NULL, 0);
  if (rc == 0) rc = sl__trace_end(c->trace, 1);
  if (c->trace) {
    events = sl__trace_events(c->trace);
    bytes = sl__trace_bytes(c->trace);
  }
  sl__trace_free(c->trace);
  c->trace = NULL;
  c->events_done += events;
  c->bytes_done += bytes;
  c->run.several = 1;
  crc = c->split->close(c->split->ud, &info, rc, events, bytes);
  if (rc == 0 && crc != 0)
    rc = sl__err(c->err, crc, ref->at, "cannot write the output of step "
                 "%lld: %s", (long long)ref->index, sl_strerror(crc));
  return rc;
}

static int take(void *ud, sl_step_ref_t *ref) {
  conv_t *c = ud;
  int rc = c->split ? split_step(c, ref)
                    : sl__trace_step(c->trace, ref, NULL, NULL, 0);
  c->taken++;
  figures(c);
  return rc;
}

/* Reads input i (a path, or n bytes at mem) into the trace. */
static int read_one(conv_t *c, const char *path, const void *mem, size_t n,
                    int i, int several) {
  sl_source_t src;
  sl_log_info_t info;
  sl_error_t *err = c->err;
  int rc = 0;
  memset(&info, 0, sizeof info);
  c->run.figures.input = i;
  if (c->trace) sl__trace_input(c->trace, i);
  if (mem) sl__source_mem(&src, "<memory>", mem, n);
  else rc = sl__source_open(&src, path, err);
  if (rc == 0) {
    rc = sl__picker_read(&c->pk, &src, &info);
    sl__source_close(&src);
  }
  if (rc && info.gzip && err && err->code != 0 && err->code != SL_EOUTPUT)
    strncat(err->msg, " (offsets count decompressed bytes)",
            sizeof err->msg - strlen(err->msg) - 1);
  if (rc && err && several) {
    if (err->code == 0) sl__err(err, rc, 0, "%s", sl_strerror(rc));
    err->file = strcmp(path, "-") == 0 ? "<stdin>" : path;
  }
  return rc;
}

int sl__counted_sink(void *ud, const void *p, size_t n) {
  sl_counted_t *o = ud;
  o->bytes += n;
  return o->sink(o->ud, p, n);
}

static int profile_done(const sl_options_t *opt, const char *path, size_t n,
                        const sl_counted_t *o, uint64_t events, int rc) {
  sl_progress_t p;
  if (rc || !opt->progress) return rc;
  memset(&p, 0, sizeof p);
  p.file = path;
  p.input = (int)n - 1;
  p.inputs = (int)n;
  p.events = events;
  p.bytes = o->bytes;
  p.read = p.size = sl__path_size(path);
  p.done = 1;
  opt->progress(opt->progress_ud, &p);
  return 0;
}

/* The step formats' convert: their selected steps into one trace, or a
 * file per step. */
int sl__steps_convert_job(const sl_job_t *j) {
  const char *const *paths = j->paths;
  size_t n = j->n, i;
  const sl_options_t *opt = j->opt;
  sl_error_t *err = j->err;
  conv_t c;
  int rc;
  memset(&c, 0, sizeof c);
  c.sink = j->sink;
  c.sink_ud = j->ud;
  c.err = err;
  c.split = j->split;
  rc = sl__run_init(&c.run, opt, (int)n, err);
  if (rc == 0) rc = sl__picker_init(&c.pk, &c.run, take, &c);
  if (rc == 0 && !c.split) {
    rc = sl__trace_new(&c.trace, &c.run, SL_TRACE_OBJECT, c.sink, c.sink_ud);
    if (rc) rc = sl__err(err, rc, 0, "out of memory");
  }
  if (rc == 0 && n > 1) {
    c.workers = calloc(n, sizeof *c.workers);
    rc = c.workers ? sl__label_workers(c.workers, paths, n, &c.run)
                   : sl__err(err, SL_ENOMEM, 0, "out of memory");
    if (rc == 0) sl__trace_workers(c.trace, c.workers);
  }
  for (i = 0; i < n && rc == 0; i++)
    rc = read_one(&c, paths ? paths[i] : "<memory>", j->mem, j->mlen, (int)i,
                  n > 1);
  if (rc == 0 && c.taken == 0)
    rc = sl__err(err, SL_EFORMAT, 0,
                 "no step to convert: the input holds no step stats%s",
                 opt->steps ? " that --steps selects" : "");
  if (c.trace) {
    /* After a failure between events, what was written is closed: the
     * output is valid JSON holding the events before the damage (the
     * error still says it is incomplete). */
    int erc = sl__trace_end(c.trace, rc == 0);
    if (rc == 0) rc = erc;
  }
  if (rc == 0) {
    figures(&c);
    sl__run_report(&c.run, 1);
  }
  sl__trace_free(c.trace);
  sl__picker_close(&c.pk);
  if (c.workers)
    for (i = 0; i < n; i++) sl__worker_close(&c.workers[i]);
  free(c.workers);
  sl__run_close(&c.run);
  return rc;
}

static int convert(const char *const *paths, size_t n, const void *mem,
                   size_t mlen, const sl_options_t *opt, sl_sink_fn sink,
                   void *sink_ud, const sl_split_out_t *split,
                   sl_error_t *err) {
  const sl_family_t *fam;
  sl_job_t j;
  sl_counted_t out;
  uint64_t events = 0;
  int rc;
  sl__err_clear(err);
  if (n == 0) return sl__err(err, SL_EUSAGE, 0, "no input");
  sl__job_init(&j, paths, n, opt, sink, sink_ud, err);
  j.mem = mem;
  j.mlen = mlen;
  j.split = split;
  if (!(fam = sl__input_family(paths, n, opt, err)))
    return err && err->code ? err->code : SL_EDETECT;
  if (fam->convert == sl__steps_convert_job) return fam->convert(&j);
  /* A profile that is not a log of steps: its figures are counted here
   * for the progress line's end. */
  out.sink = sink;
  out.ud = sink_ud;
  out.bytes = 0;
  j.sink = sl__counted_sink;
  j.ud = &out;
  j.events = &events;
  rc = sl__input_convert(&j);
  return profile_done(opt, paths[n - 1], n, &out, events, rc);
}

int sl_convert_paths(const char *const *paths, size_t n,
                     const sl_options_t *opt, sl_sink_fn sink, void *sink_ud,
                     sl_error_t *err) {
  return convert(paths, n, NULL, 0, opt, sink, sink_ud, NULL, err);
}

int sl_convert_path(const char *path, const sl_options_t *opt,
                    sl_sink_fn sink, void *sink_ud, sl_error_t *err) {
  return convert(&path, 1, NULL, 0, opt, sink, sink_ud, NULL, err);
}

int sl_convert_mem(const void *buf, size_t len, const sl_options_t *opt,
                   sl_sink_fn sink, void *sink_ud, sl_error_t *err) {
  return convert(NULL, 1, buf ? buf : "", len, opt, sink, sink_ud, NULL, err);
}

int sl_convert_split(const char *path, const sl_options_t *opt,
                     const sl_split_out_t *split, sl_error_t *err) {
  if (!split || !split->open || !split->close)
    return sl__err(err, SL_EUSAGE, 0, "no split callbacks");
  return convert(&path, 1, NULL, 0, opt, NULL, NULL, split, err);
}

/* What chrome://tracing and Perfetto's UI can open: chrome://tracing
 * reads the file into one JavaScript string (~256 MB at most) and slows
 * to a halt near a million events; Perfetto's UI runs in about 2 GB of
 * browser memory and needs several times the JSON's size. */
#define CHROME_MAX_BYTES ((uint64_t)256 << 20)
#define CHROME_MAX_EVENTS 1000000u
#define PERFETTO_MAX_BYTES ((uint64_t)512 << 20)

int sl_viewer_note(uint64_t events, uint64_t bytes, int split, int64_t step,
                   char *buf, size_t n) {
  char hb[32], which[64] = "the trace";
  if (bytes <= CHROME_MAX_BYTES && events <= CHROME_MAX_EVENTS) return 0;
  sl_human_bytes(hb, sizeof hb, (double)bytes);
  if (split)
    snprintf(which, sizeof which, "the largest file (step %lld)",
             (long long)step);
  /* Perfetto's own format first: the same trace, none of JSON's limits
   * (and the one answer for profiles that are not logs of steps). */
  snprintf(buf, n,
           "%s holds %llu events in %s of JSON: more than chrome://tracing "
           "loads (~256 MB, ~1M events)%s; write Perfetto's format instead "
           "(--format=perfetto, or -o trace.pftrace: a third of the bytes, "
           "none of those limits), or for a log of steps make it smaller "
           "with %s--min-duration=US or --devices=REGEX",
           which, (unsigned long long)events, hb,
           bytes > PERFETTO_MAX_BYTES
               ? ", and likely more than Perfetto's UI can hold in its ~2 "
                 "GB (trace_processor --httpd can)"
               : "",
           split ? "" : "--steps=SPEC, --split -o 'trace-%04d.json', ");
  return 1;
}

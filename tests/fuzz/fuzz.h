/* What the fuzz harnesses share: the input as a file the library can
 * open, options taken from the input's first byte, a sink that keeps the
 * output, and the checks every run must pass.
 *
 * Every harness asserts the same contract the CLI promises: the library
 * returns 0 or an error with a code, a one-line message and an offset;
 * whatever JSON it wrote parses (jansson), complete or not; nothing
 * crashes, leaks or touches memory it does not own (ASan, UBSan, LSan). */
#ifndef SL_FUZZ_H
#define SL_FUZZ_H

#define _GNU_SOURCE
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "stepline/stepline.h"
#include "tests/buf.h"
#include "tests/jsoncheck.h"

/* Options from one byte, so the fuzzer explores them too. */
static void fz_options(sl_options_t *o, uint8_t b) {
  sl_options_init(o);
  o->show_memory = b & 1;
  o->show_dataflow = !(b & 2);
  o->op_time = (sl_op_time_t)((b >> 2) % 3);
  o->skip_corrupt = (b >> 4) & 1;
  o->pretty = (b >> 5) & 1;
  o->threads = (b & 0x40) ? 2 : 1;
  o->max_record = (uint64_t)64 << 20;
  if (b & 0x80) o->min_duration = 3;
}

/* A failed run explains itself in one line, at an offset (or, for a
 * database, its table). */
static void fz_check_error(int rc, const sl_error_t *e, size_t in_len) {
  char line[1024];
  (void)in_len;
  if (rc == 0) return;
  if (e->code == 0 || e->msg[0] == '\0' || strchr(e->msg, '\n')) {
    fprintf(stderr, "bad error: rc %d code %d msg '%s'\n", rc, e->code,
            e->msg);
    abort();
  }
  sl_error_format(e, "input", line, sizeof line);
  /* Inputs without byte positions (a database) name their table. */
  if ((e->offset != SL_NO_OFFSET && !strstr(line, "at byte ")) ||
      strchr(line, '\n')) {
    fprintf(stderr, "bad error line: %s\n", line);
    abort();
  }
}

/* Whatever was written parses as JSON: a whole document (a trace, or the
 * part written before an error, closed), or JSON lines. */
static void fz_check_json(const tbuf_t *o, int lines) {
  json_error_t je;
  if (!sl_test_json_valid(o->p, o->n, lines, &je)) {
    fprintf(stderr, "invalid JSON at %d: %s\n", je.position, je.text);
    abort();
  }
}

static int fz_max_sink(void *ud, const sl_step_info_t *st,
                       const sl_alloc_max_t *m, size_t n) {
  (void)st;
  return sl_maxima_write_json(m, n, tbuf_sink, ud);
}

static int fz_steps_sink(void *ud, const sl_step_info_t *st) {
  (void)ud;
  if (st->tag_len && !st->tag) abort();
  return 0;
}

/* Runs convert (and, when asked, mem and steps) on a file and checks the
 * contract. */
/* Perfetto's format: a run of whole TracePacket records (field 1,
 * length-delimited), each inside the output. */
static void fz_check_packets(const tbuf_t *o) {
  size_t i = 0;
  while (i < o->n) {
    uint64_t len = 0;
    int s = 0;
    if (o->p[i++] != 0x0a) {
      fprintf(stderr, "not a packet at byte %zu\n", i - 1);
      abort();
    }
    while (i < o->n && s < 64) {
      uint8_t c = (uint8_t)o->p[i++];
      len |= (uint64_t)(c & 0x7f) << s;
      s += 7;
      if (!(c & 0x80)) break;
    }
    if (len > o->n - i) {
      fprintf(stderr, "a packet runs past the output at byte %zu\n", i);
      abort();
    }
    i += (size_t)len;
  }
}

static inline void fz_run(const char *path, size_t n, const sl_options_t *o,
                   int also_others) {
  tbuf_t out = {0};
  sl_error_t e;
  int rc;
  memset(&e, 0, sizeof e);
  rc = sl_convert_path(path, o, tbuf_sink, &out, &e);
  fz_check_error(rc, &e, n);
  fz_check_json(&out, 0);
  if (also_others) {
    /* The other layout and the other format of the same trace. */
    sl_options_t oo = *o;
    out.n = 0;
    memset(&e, 0, sizeof e);
    oo.timeline_compat = 1;
    rc = sl_convert_path(path, &oo, tbuf_sink, &out, &e);
    fz_check_error(rc, &e, n);
    fz_check_json(&out, 0);
    out.n = 0;
    memset(&e, 0, sizeof e);
    oo.timeline_compat = 0;
    oo.pretty = 0;
    oo.trace_format = SL_TRACE_PERFETTO;
    rc = sl_convert_path(path, &oo, tbuf_sink, &out, &e);
    fz_check_error(rc, &e, n);
    fz_check_packets(&out);
    out.n = 0;
    memset(&e, 0, sizeof e);
    rc = sl_maxima_path(path, o, fz_max_sink, &out, &e);
    fz_check_error(rc, &e, n);
    fz_check_json(&out, 1);
    memset(&e, 0, sizeof e);
    rc = sl_steps_path(path, o, fz_steps_sink, NULL, &e);
    fz_check_error(rc, &e, n);
  }
  free(out.p);
}

#endif

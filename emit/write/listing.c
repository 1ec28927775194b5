/* The lines of `stepline steps` and `stepline mem --json`.  See
 * sl_steps_write() and sl_maxima_write_json() in stepline.h. */
#include <stdio.h>
#include <string.h>

#include "emit/write/json.h"
#include "emit/write/listing.h"
#include "stream/common.h"

int sl_steps_write(const sl_step_info_t *st, int json, sl_sink_fn sink,
                   void *ud) {
  return sl__steps_write_in(st, NULL, json, sink, ud);
}

int sl__steps_write_in(const sl_step_info_t *st, const char *input, int json,
                       sl_sink_fn sink, void *ud) {
  char line[512], when[48] = "-";
  int n, rc;
  if (!st) {
    n = snprintf(line, sizeof line,
                 "%6s %10s %-20s %17s %7s %9s %12s %12s%s\n", "index", "step",
                 "tag", "wall time", "devices", "nodes", "offset", "bytes",
                 input ? "  input" : "");
    return sink(ud, line, (size_t)n);
  }
  if (st->has_meta) snprintf(when, sizeof when, "%.3f", st->wall_time);
  if (json) {
    /* The separators of Python's json.dumps. */
    sl_json_t w;
    if (sl__json_init(&w, 0, 0, sink, ud) != 0) return SL_ENOMEM;
#define RAW(lit) sl__json_raw(&w, (lit), sizeof(lit) - 1)
    if (input) {
      RAW("{\"input\": ");
      sl__json_str(&w, (const uint8_t *)input, strlen(input));
      RAW(", ");
    } else {
      RAW("{");
    }
    n = snprintf(line, sizeof line, "\"index\": %lld, \"record\": %lld, "
                 "\"step\": %lld, \"tag\": ", (long long)st->index,
                 (long long)st->record, (long long)st->step);
    sl__json_raw(&w, line, (size_t)n);
    sl__json_str(&w, (const uint8_t *)st->tag, st->tag_len);
    RAW(", \"wall_time\": ");
    if (st->has_meta) sl__json_double(&w, st->wall_time, 3);
    else RAW("null");
    n = snprintf(line, sizeof line, ", \"devices\": %llu, \"nodes\": %llu, "
                 "\"offset\": %llu, \"size\": %llu}\n",
                 (unsigned long long)st->devices,
                 (unsigned long long)st->nodes,
                 (unsigned long long)st->offset,
                 (unsigned long long)st->size);
    sl__json_raw(&w, line, (size_t)n);
#undef RAW
    rc = sl__json_flush(&w);
    sl__json_close(&w);
    return rc;
  }
  {
    char tag[48];
    size_t t = st->tag_len > 40 ? 40 : st->tag_len, i;
    /* Control bytes would break the table's line. */
    for (i = 0; i < t; i++) {
      unsigned char ch = (unsigned char)st->tag[i];
      tag[i] = ch < 0x20 || ch == 0x7f ? '?' : (char)ch;
    }
    tag[t] = '\0';
    n = snprintf(line, sizeof line,
                 "%6lld %10lld %-20s %17s %7llu %9llu %12llu %12llu%s",
                 (long long)st->index, (long long)st->step, t ? tag : "-",
                 when, (unsigned long long)st->devices,
                 (unsigned long long)st->nodes,
                 (unsigned long long)st->offset,
                 (unsigned long long)st->size, input ? "  " : "\n");
    if ((rc = sink(ud, line, (size_t)n)) || !input) return rc;
    /* The input as it is: a path may be longer than the line. */
    if ((rc = sink(ud, input, strlen(input)))) return rc;
    return sink(ud, "\n", 1);
  }
}

int sl_maxima_write_json(const sl_alloc_max_t *m, size_t n, sl_sink_fn sink,
                         void *ud) {
  return sl__maxima_write_in(NULL, m, n, sink, ud);
}

int sl__maxima_write_in(const char *input, const sl_alloc_max_t *m, size_t n,
                        sl_sink_fn sink, void *ud) {
  sl_json_t w;
  size_t i, j;
  int rc;
  if (sl__json_init(&w, 0, 0, sink, ud) != 0) return SL_ENOMEM;
#define RAW(lit) sl__json_raw(&w, (lit), sizeof(lit) - 1)
  /* The writer stays at the top level, where it places no commas, and
   * the separators are Python's json.dumps defaults (", " and ": "). */
  if (input) {
    RAW("{\"input\": ");
    sl__json_str(&w, (const uint8_t *)input, strlen(input));
    RAW(", \"maxima\": ");
  }
  RAW("{");
  for (i = 0; i < n; i++) {
    if (i) RAW(", ");
    sl__json_str(&w, (const uint8_t *)m[i].allocator, m[i].allocator_len);
    RAW(": {\"timestamp\": ");
    sl__json_int(&w, m[i].timestamp);
    RAW(", \"num_bytes\": ");
    sl__json_int(&w, m[i].num_bytes);
    RAW(", \"tensors\": [");
    for (j = 0; j < m[i].n_tensors; j++) {
      if (j) RAW(", ");
      sl__json_str(&w, (const uint8_t *)m[i].tensors[j],
                   m[i].tensor_lens[j]);
    }
    RAW("]}");
  }
  if (input) RAW("}}\n");
  else RAW("}\n");
#undef RAW
  rc = sl__json_flush(&w);
  sl__json_close(&w);
  return rc;
}

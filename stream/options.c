/* Option defaults and the names of option values. */
#include <string.h>

#include "stream/common.h"

void sl_options_init(sl_options_t *opt) {
  memset(opt, 0, sizeof *opt);
  opt->format = SL_FORMAT_AUTO;
  opt->op_time = SL_OP_TIME_SCHEDULE;
  opt->show_dataflow = 1;
  opt->show_memory = 0;
  opt->pretty = 0;
  opt->timeline_compat = 0;
  opt->trace_format = SL_TRACE_CHROME;
  /* One node is rarely above a few kilobytes; 1 GiB only stops absurd
   * lengths, which are rejected against the input size first anyway. */
  opt->max_record = (uint64_t)1 << 30;
  opt->spool_memory = (uint64_t)256 << 20;
  opt->threads = 2;
}

int sl_format_parse(const char *s, sl_format_t *out) {
  if (strcmp(s, "auto") == 0) *out = SL_FORMAT_AUTO;
  else if (strcmp(s, "stepstats") == 0) *out = SL_FORMAT_STEPSTATS;
  else if (strcmp(s, "runmeta") == 0) *out = SL_FORMAT_RUNMETA;
  else if (strcmp(s, "delimited") == 0) *out = SL_FORMAT_DELIMITED;
  else if (strcmp(s, "tfevents") == 0) *out = SL_FORMAT_TFEVENTS;
  else if (strcmp(s, "xspace") == 0) *out = SL_FORMAT_XSPACE;
  else if (strcmp(s, "json") == 0) *out = SL_FORMAT_JSON;
  else return SL_EUSAGE;
  return 0;
}

const char *sl_format_name(sl_format_t f) {
  switch (f) {
  case SL_FORMAT_STEPSTATS: return "stepstats";
  case SL_FORMAT_RUNMETA: return "runmeta";
  case SL_FORMAT_DELIMITED: return "delimited";
  case SL_FORMAT_TFEVENTS: return "tfevents";
  case SL_FORMAT_XSPACE: return "xspace";
  case SL_FORMAT_JSON: return "json";
  default: return "auto";
  }
}

int sl_op_time_parse(const char *s, sl_op_time_t *out) {
  if (strcmp(s, "schedule") == 0) *out = SL_OP_TIME_SCHEDULE;
  else if (strcmp(s, "gpu") == 0) *out = SL_OP_TIME_GPU;
  else if (strcmp(s, "all") == 0) *out = SL_OP_TIME_ALL;
  else return SL_EUSAGE;
  return 0;
}

int sl_trace_format_parse(const char *s, sl_trace_format_t *out) {
  if (strcmp(s, "chrome") == 0)
    *out = SL_TRACE_CHROME;
  else if (strcmp(s, "perfetto") == 0)
    *out = SL_TRACE_PERFETTO;
  else
    return SL_EUSAGE;
  return 0;
}

static int ends_with(const char *s, const char *suffix) {
  size_t n = strlen(s), k = strlen(suffix);
  return n >= k && strcmp(s + n - k, suffix) == 0;
}

sl_trace_format_t sl_trace_format_of_path(const char *path) {
  if (path && (ends_with(path, ".pftrace") ||
               ends_with(path, ".perfetto-trace")))
    return SL_TRACE_PERFETTO;
  return SL_TRACE_CHROME;
}

/* The reports' options (stats, mem). */
int sl_report_format_parse(const char *s, sl_report_format_t *out) {
  if (strcmp(s, "table") == 0) *out = SL_REPORT_TABLE;
  else if (strcmp(s, "csv") == 0) *out = SL_REPORT_CSV;
  else if (strcmp(s, "json") == 0) *out = SL_REPORT_JSON;
  else return SL_EUSAGE;
  return 0;
}

int sl_stats_by_parse(const char *s, sl_stats_by_t *out) {
  static const char *const names[] = {"op", "name", "device", "op,device"};
  int input;
  size_t n = sl__by_input_len(s, &input), i;
  for (i = 0; i < 4; i++)
    if (strlen(names[i]) == n && strncmp(s, names[i], n) == 0) {
      *out = (sl_stats_by_t)(i | (input ? SL_STATS_BY_INPUT : 0));
      return 0;
    }
  return SL_EUSAGE;
}

int sl_stats_sort_parse(const char *s, sl_stats_sort_t *out) {
  /* The summary reports' names mean the same here: total, avg and
   * instances are the host time's total and mean, and the calls. */
  static const char *const names[] = {"host_total", "host_avg",
                                      "device_total", "calls", "bytes",
                                      "name", "total", "avg", "instances"};
  static const sl_stats_sort_t as[] = {
      SL_STATS_SORT_HOST_TOTAL, SL_STATS_SORT_HOST_AVG,
      SL_STATS_SORT_DEVICE_TOTAL, SL_STATS_SORT_CALLS, SL_STATS_SORT_BYTES,
      SL_STATS_SORT_NAME, SL_STATS_SORT_HOST_TOTAL, SL_STATS_SORT_HOST_AVG,
      SL_STATS_SORT_CALLS};
  size_t i;
  for (i = 0; i < sizeof names / sizeof names[0]; i++)
    if (strcmp(s, names[i]) == 0) {
      *out = as[i];
      return 0;
    }
  return SL_EUSAGE;
}

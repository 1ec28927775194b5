/* Telling the input formats apart.  See registry.h. */
#include "stream/format/registry.h"
#include "stream/format/gpudb.h"

#include "stream/common.h"
#include "stream/format/xspace.h"

/* Every format stepline reads, surest first: an events file is told by
 * its header's CRC; a single message by its schema before a log of them. */
static const sl_format_ops_t *const formats[] = {
    &sl__fmt_tfevents, &sl__fmt_message, &sl__fmt_delimited};
#define NFORMATS (sizeof formats / sizeof formats[0])

int sl__is_gzip(const uint8_t *p, size_t n) {
  return n >= 2 && p[0] == 0x1f && p[1] == 0x8b;
}

static const sl_format_ops_t *named(sl_format_t f) {
  switch (f) {
  case SL_FORMAT_TFEVENTS: return &sl__fmt_tfevents;
  case SL_FORMAT_DELIMITED: return &sl__fmt_delimited;
  default: return &sl__fmt_message;
  }
}

int sl__detect(const uint8_t *p, size_t n, uint64_t total, int more,
               const sl_options_t *opt, int logs_only,
               const sl_format_ops_t **ops, sl_sniff_t *s, sl_error_t *err) {
  uint64_t bad = 0;
  size_t i;
  /* XSpace is read by its own driver (emit/run/xspace.c), from files. */
  if (opt->format == SL_FORMAT_XSPACE || sl__xs_sniff(p, n, total) != 0)
    return sl__err(err, SL_EDETECT, 0,
                   "this is an XSpace profile (.xplane.pb): convert, stats, "
                   "steps and mem read it from a file or directory, or from "
                   "a pipe with --input-format=xspace");
  /* Databases are read by SQLite from a file (emit/run/gpu.c): reaching
   * here, one came through a pipe or gzip. */
  if (sl__gdb_sniff(p, n))
    return sl__err(err, SL_EDETECT, 0,
                   "a SQLite database must be a regular file (not standard "
                   "input or gzip)");
  if (opt->format != SL_FORMAT_AUTO) {
    int r;
    *ops = named(opt->format);
    if (logs_only && *ops == &sl__fmt_message)
      return sl__err(err, SL_EUSAGE, 0, "a single %s is not a log to "
                     "follow: convert it", sl_format_name(opt->format));
    s->inner = SL_FORMAT_AUTO;
    r = (*ops)->sniff(p, n, total, more, opt, 1, s, err);
    return r == SL_SNIFF_MORE ? 0 : r < 0 ? r : 1;
  }
  /* The first format that fits, in order; one that cannot tell yet
   * holds the answer up (the ones after it might fit too). */
  for (i = 0; i < NFORMATS; i++) {
    sl_sniff_t t = {SL_FORMAT_AUTO, SL_FORMAT_AUTO, 0};
    int r;
    if (logs_only && formats[i] == &sl__fmt_message) continue;
    r = formats[i]->sniff(p, n, total, more, opt, 0, &t, err);
    if (r == SL_SNIFF_MORE) return 0;
    if (r < 0) return r;
    if (r > 0) {
      *ops = formats[i];
      *s = t;
      return 1;
    }
    if (t.bad > bad) bad = t.bad;
  }
  if (logs_only)
    return sl__err(err, SL_EDETECT, bad,
                   "expected a step log (an events file, or length-delimited "
                   "RunMetadata or StepStats records); the data stops "
                   "fitting one at this byte");
  return sl__err(err, SL_EDETECT, bad,
                 "expected a StepStats, a RunMetadata, a length-delimited "
                 "log of them, a TensorBoard events file or an XSpace "
                 "(.xplane.pb); the data stops fitting any of them at this "
                 "byte");
}

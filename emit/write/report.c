/* Helpers of the reports.  See report.h. */
#define _GNU_SOURCE /* open_memstream */
#include "emit/write/report.h"

#include <stdlib.h>
#include <string.h>

void sl__human_us(char *buf, size_t n, double us) {
  double a = us < 0 ? -us : us;
  if (a < 1000) snprintf(buf, n, "%.0f us", us);
  else if (a < 1e6) snprintf(buf, n, "%.2f ms", us / 1e3);
  else snprintf(buf, n, "%.3f s", us / 1e6);
}

char *sl_human_bytes(char *buf, size_t n, double bytes) {
  static const char *const units[] = {"B", "KiB", "MiB", "GiB", "TiB",
                                      "PiB"};
  double d = bytes;
  int u = 0;
  while ((d >= 1024.0 || d <= -1024.0) && u < 5) {
    d /= 1024.0;
    u++;
  }
  if (u == 0) snprintf(buf, n, "%.0f B", d);
  else snprintf(buf, n, "%.2f %s", d, units[u]);
  return buf;
}

void sl__csv_field(FILE *f, const uint8_t *p, size_t n) {
  size_t i;
  int quote = 0;
  for (i = 0; i < n; i++)
    if (p[i] == ',' || p[i] == '"' || p[i] == '\n' || p[i] == '\r') quote = 1;
  if (!quote) {
    if (n) fwrite(p, 1, n, f);
    return;
  }
  fputc('"', f);
  for (i = 0; i < n; i++) {
    if (p[i] == '"') fputc('"', f);
    fputc(p[i], f);
  }
  fputc('"', f);
}

int sl__block_open(sl_block_t *b) {
  memset(b, 0, sizeof *b);
  b->f = open_memstream(&b->text, &b->len);
  return b->f ? 0 : SL_ENOMEM;
}

int sl__block_flush(sl_block_t *b, sl_sink_fn sink, void *ud) {
  int rc;
  if (!b->f) return 0;
  if (fclose(b->f) != 0) {
    b->f = NULL;
    free(b->text);
    return SL_ENOMEM;
  }
  b->f = NULL;
  rc = b->len ? sink(ud, b->text, b->len) : 0;
  free(b->text);
  b->text = NULL;
  return rc;
}

void sl__block_drop(sl_block_t *b) {
  if (b->f) fclose(b->f);
  free(b->text);
  memset(b, 0, sizeof *b);
}

void sl__table_name(char *out, size_t n, const uint8_t *p, size_t len,
                    int width) {
  size_t i, k = 0, w = (size_t)width;
  int cut = len > w;
  if (cut) len = w - 1;
  for (i = 0; i < len && k + 2 < n; i++)
    out[k++] = p[i] < 0x20 || p[i] == 0x7f ? '?' : (char)p[i];
  if (cut && k + 2 < n) out[k++] = '~';
  out[k] = '\0';
}

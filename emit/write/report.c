/* Helpers of the reports.  See report.h. */
#define _GNU_SOURCE /* open_memstream */
#include "emit/write/report.h"

#include <stdlib.h>
#include <string.h>

#include "emit/write/digits.h"
#include "emit/write/escape.h"

void sl__json_fstr(FILE *f, const uint8_t *p, size_t n) {
  uint8_t small[256], *buf = small, *e;
  if (SL_JSON_STR_MAX(n) > sizeof small && !(buf = malloc(SL_JSON_STR_MAX(n)))) {
    fputs("\"\"", f);
    return;
  }
  e = sl__put_str(buf, p, n);
  fwrite(buf, 1, (size_t)(e - buf), f);
  if (buf != small) free(buf);
}

void sl__json_fus(FILE *f, int64_t base_us, int64_t ps) {
  uint8_t buf[40];
  fwrite(buf, 1, (size_t)(sl__put_ps_us(buf, base_us, ps) - buf), f);
}

void sl__json_fint(FILE *f, int64_t v) {
  uint8_t buf[32];
  fwrite(buf, 1, (size_t)(sl__put_i64_json(buf, v) - buf), f);
}

void sl__spans_write(FILE *f, const sl_span_t *s, size_t n, int64_t base_us,
                     int json, const char *none) {
  size_t i;
  int busy = 0;
  for (i = 0; i < n; i++) busy |= s[i].busy >= 0;
  if (!json) {
    fprintf(f, "%6s %12s %-28s %16s %16s %12s %10s%s\n", "index", "step",
            "name", "start_us", "end_us", "span", "events",
            busy ? "  device busy" : "");
    if (n == 0) fprintf(f, "%s\n", none);
  }
  for (i = 0; i < n; i++) {
    const sl_span_t *g = &s[i];
    char nm[32], h[32];
    uint8_t t1[40], t2[40];
    if (json) {
      fprintf(f, "{\"index\":%zu,\"step\":%lld,\"name\":", i,
              (long long)g->id);
      sl__json_fstr(f, g->name.p, g->name.n);
      fputs(",\"start_us\":", f);
      sl__json_fus(f, base_us, g->start);
      fputs(",\"end_us\":", f);
      sl__json_fus(f, base_us, g->end);
      fputs(",\"span_us\":", f);
      sl__json_fus(f, 0, g->end - g->start);
      fprintf(f, ",\"events\":%llu", (unsigned long long)g->events);
      if (busy) {
        fputs(",\"device_busy_us\":", f);
        sl__json_fus(f, 0, g->busy > 0 ? g->busy : 0);
      }
      fputs("}\n", f);
      continue;
    }
    sl__table_name(nm, sizeof nm, g->name.p, g->name.n, 28);
    t1[sl__put_ps_us(t1, base_us, g->start) - t1] = 0;
    t2[sl__put_ps_us(t2, base_us, g->end) - t2] = 0;
    sl__human_us(h, sizeof h, (double)(g->end - g->start) / 1e6);
    fprintf(f, "%6zu %12lld %-28s %16s %16s %12s %10llu", i,
            (long long)g->id, nm, (char *)t1, (char *)t2, h,
            (unsigned long long)g->events);
    if (busy) {
      sl__human_us(h, sizeof h, (double)(g->busy > 0 ? g->busy : 0) / 1e6);
      fprintf(f, "  %11s", h);
    }
    fputc('\n', f);
  }
}

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

void sl__table_tail(char *out, size_t n, const uint8_t *p, size_t len,
                    int width) {
  size_t from = 0, w = (size_t)width, k = 0;
  if (len > w && n > 1) {
    from = len - (w - 1);
    /* Not in the middle of a UTF-8 sequence. */
    while (from < len && (p[from] & 0xC0) == 0x80) from++;
    out[k++] = '~';
  }
  sl__table_name(out + k, n - k, p + from, len - from, width);
}

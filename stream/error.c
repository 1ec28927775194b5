/* Error codes, messages and the single place errors are recorded. */
#include <stdio.h>
#include <string.h>

#include "stream/common.h"

const char *sl_strerror(int code) {
  switch (code) {
  case SL_OK: return "success";
#define SL_ERRNO_TEXT_(name, value, text) \
  case SL_##name: return text;
    SL_ERRNO_MAP(SL_ERRNO_TEXT_)
#undef SL_ERRNO_TEXT_
  default: break;
  }
  if (code < 0 && code > -4096) return strerror(-code);
  return "unknown error";
}

const char *sl_err_name(int code) {
  switch (code) {
  case SL_OK: return "SL_OK";
#define SL_ERRNO_NAME_(name, value, text) \
  case SL_##name: return "SL_" #name;
    SL_ERRNO_MAP(SL_ERRNO_NAME_)
#undef SL_ERRNO_NAME_
  default: break;
  }
  return code < 0 && code > -4096 ? "errno" : "unknown";
}

void sl__err_clear(sl_error_t *err) {
  if (!err) return;
  err->code = 0;
  err->msg[0] = '\0';
  err->offset = 0;
  err->record = -1;
  err->device = -1;
  err->node = -1;
  err->file = NULL;
}

int sl__err(sl_error_t *err, int code, uint64_t offset, const char *fmt,
            ...) {
  va_list ap;
  if (!err) return code;
  err->code = code;
  err->offset = offset;
  va_start(ap, fmt);
  vsnprintf(err->msg, sizeof err->msg, fmt, ap);
  va_end(ap);
  return code;
}

char *sl_error_format(const sl_error_t *err, const char *file, char *buf,
                      size_t n) {
  char where[96];
  int k;
  char rec[32] = "";
  if (err->record >= 0)
    snprintf(rec, sizeof rec, "record %lld%s", (long long)err->record,
             err->device >= 0 ? ", " : "");
  if (err->device >= 0 && err->node >= 0)
    snprintf(where, sizeof where, " (%sdevice %lld, node %lld)", rec,
             (long long)err->device, (long long)err->node);
  else if (err->device >= 0)
    snprintf(where, sizeof where, " (%sdevice %lld)", rec,
             (long long)err->device);
  else if (err->record >= 0)
    snprintf(where, sizeof where, " (%s)", rec);
  else
    where[0] = '\0';
  if (err->file) file = err->file;
  if (err->offset == SL_NO_OFFSET) {
    snprintf(buf, n, "%s:%s %s", file ? file : "<input>", where,
             err->msg[0] ? err->msg : sl_strerror(err->code));
    return buf;
  }
  k = snprintf(buf, n, "%s: at byte %llu%s: %s", file ? file : "<input>",
               (unsigned long long)err->offset, where,
               err->msg[0] ? err->msg : sl_strerror(err->code));
  (void)k;
  return buf;
}

int sl__str_contains(sl_str_t hay, const char *needle) {
  size_t m = strlen(needle), i;
  if (m == 0) return 1;
  if (hay.n < m) return 0;
  for (i = 0; i + m <= hay.n; i++)
    if (hay.p[i] == (uint8_t)needle[0] && memcmp(hay.p + i, needle, m) == 0)
      return 1;
  return 0;
}

int sl__utf8_valid(const uint8_t *p, size_t n, int no_ctrl) {
  size_t i = 0;
  while (i < n) {
    uint8_t c = p[i];
    size_t k, j;
    uint32_t cp;
    if (no_ctrl && c < 0x20) return 0;
    if (c < 0x80) {
      i++;
      continue;
    }
    if (c >= 0xc2 && c <= 0xdf) k = 1, cp = c & 0x1f;
    else if (c >= 0xe0 && c <= 0xef) k = 2, cp = c & 0x0f;
    else if (c >= 0xf0 && c <= 0xf4) k = 3, cp = c & 0x07;
    else return 0;
    if (n - i <= k) return 0;
    for (j = 1; j <= k; j++) {
      if ((p[i + j] & 0xc0) != 0x80) return 0;
      cp = cp << 6 | (p[i + j] & 0x3f);
    }
    if ((k == 2 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))) ||
        (k == 3 && (cp < 0x10000 || cp > 0x10ffff)))
      return 0;
    i += k + 1;
  }
  return 1;
}

/* xstrip IN OUT: copies an XSpace without the derived lines (ids
 * -559038737 .. -559038730) of its /device:GPU: planes, every other byte
 * kept, so a test can check that stepline derives them again as the
 * profiler did.  Only the lengths of the planes that lose lines change. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit/write/pbenc.h"
#include "stream/format/xspace.h"
#include "stream/pb/varint.h"

/* A varint of the input, or the end of the run (damaged input). */
static const uint8_t *varint(const uint8_t *p, const uint8_t *end,
                             uint64_t *v) {
  const uint8_t *q = sl__varint(p, end, v);
  if (!q) {
    fprintf(stderr, "xstrip: bad varint\n");
    exit(1);
  }
  return q;
}

/* The field at p: its number, wire type, payload and end. */
static const uint8_t *field(const uint8_t *p, const uint8_t *end,
                            uint32_t *num, int *wt, const uint8_t **body,
                            uint64_t *len) {
  uint64_t tag, v;
  p = varint(p, end, &tag);
  *num = (uint32_t)(tag >> 3);
  *wt = (int)(tag & 7);
  *body = p;
  switch (*wt) {
  case 0: p = varint(p, end, &v); *len = (uint64_t)(p - *body); return p;
  case 1: *len = 8; return p + 8;
  case 5: *len = 4; return p + 4;
  case 2:
    p = varint(p, end, len);
    *body = p;
    return p + *len;
  default: fprintf(stderr, "xstrip: bad wire type\n"); exit(1);
  }
}

static int derived_line(const uint8_t *p, const uint8_t *end) {
  while (p < end) {
    uint32_t num;
    int wt;
    const uint8_t *b;
    uint64_t len, v;
    p = field(p, end, &num, &wt, &b, &len);
    if (num == 1 && wt == 0) {
      varint(b, b + len, &v);
      return sl__xs_derived_id((int64_t)v);
    }
  }
  return 0;
}

static int gpu_plane(const uint8_t *p, const uint8_t *end) {
  while (p < end) {
    uint32_t num;
    int wt;
    const uint8_t *b;
    uint64_t len;
    p = field(p, end, &num, &wt, &b, &len);
    if (num == 2 && wt == 2)
      return len >= 12 && memcmp(b, "/device:GPU:", 12) == 0;
  }
  return 0;
}

int main(int argc, char **argv) {
  FILE *in, *out;
  uint8_t *d, *plane, hdr[16];
  long n;
  const uint8_t *p, *end;
  if (argc != 3 || !(in = fopen(argv[1], "rb"))) {
    fprintf(stderr, "usage: xstrip IN OUT\n");
    return 2;
  }
  fseek(in, 0, SEEK_END);
  n = ftell(in);
  fseek(in, 0, SEEK_SET);
  d = malloc((size_t)n + 1);
  plane = malloc((size_t)n + 1);
  if (!d || !plane || fread(d, 1, (size_t)n, in) != (size_t)n) return 1;
  fclose(in);
  if (!(out = fopen(argv[2], "wb"))) return 1;
  p = d;
  end = d + n;
  while (p < end) {
    uint32_t num;
    int wt;
    const uint8_t *b, *start = p;
    uint64_t len;
    p = field(p, end, &num, &wt, &b, &len);
    if (num == 1 && wt == 2 && gpu_plane(b, b + len)) {
      /* The plane without its derived lines. */
      const uint8_t *q = b, *pend = b + len;
      size_t k = 0;
      while (q < pend) {
        uint32_t fn;
        int fw;
        const uint8_t *fb, *fs = q;
        uint64_t fl;
        q = field(q, pend, &fn, &fw, &fb, &fl);
        if (fn == 3 && fw == 2 && derived_line(fb, fb + fl)) continue;
        memcpy(plane + k, fs, (size_t)(q - fs));
        k += (size_t)(q - fs);
      }
      hdr[0] = 0x0a;
      fwrite(hdr, 1, (size_t)(sl__pb_put_varint(hdr + 1, k) - hdr), out);
      fwrite(plane, 1, k, out);
    } else {
      fwrite(start, 1, (size_t)(p - start), out);
    }
  }
  free(d);
  free(plane);
  return fclose(out) != 0;
}

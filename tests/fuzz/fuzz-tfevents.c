/* TensorBoard events files.  Random bytes rarely carry a valid CRC, so in
 * most runs the harness frames the input itself: after the options byte,
 * records of [2-byte length][payload] become TFRecords with correct
 * CRCs, and the fuzzer explores the Events inside.  With bit 7 of the
 * options the bytes are used as they are, to fuzz the framing. */
#include "fuzz.h"

#include "stream/record/crc32c.h"

static void put_le(tbuf_t *o, uint64_t v, int k) {
  uint8_t b[8];
  int i;
  for (i = 0; i < k; i++) b[i] = (uint8_t)(v >> (8 * i));
  tbuf_put(o, b, (size_t)k);
}

int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n);
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) {
  sl_options_t o;
  tbuf_t f = {0};
  size_t i;
  if (n < 1) return 0;
  fz_options(&o, d[0]);
  o.format = SL_FORMAT_TFEVENTS;
  o.min_duration = 0;
  if (d[0] & 0x80) {
    fz_run(tbuf_file(d + 1, n - 1), n - 1, &o, 0);
    return 0;
  }
  for (i = 1; i + 2 <= n;) {
    size_t len = (size_t)d[i] | (size_t)d[i + 1] << 8;
    uint8_t h[8];
    int k;
    i += 2;
    if (len > n - i) len = n - i;
    for (k = 0; k < 8; k++) h[k] = (uint8_t)((uint64_t)len >> (8 * k));
    tbuf_put(&f, h, 8);
    put_le(&f, sl__crc32c_mask(sl__crc32c(0, h, 8)), 4);
    tbuf_put(&f, d + i, len);
    put_le(&f, sl__crc32c_mask(sl__crc32c(0, d + i, len)), 4);
    i += len;
  }
  fz_run(tbuf_file(f.p ? f.p : (const uint8_t *)"", f.n), f.n, &o, d[0] & 1);
  free(f.p);
  return 0;
}

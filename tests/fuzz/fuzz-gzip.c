/* gzip under any format.  With bit 7 of the options byte the rest is
 * compressed here first (the fuzzer then explores what is inside the
 * gzip layer); otherwise it is used as it is, to fuzz the compressed
 * stream itself (a gzip header is put in front when it has none). */
#include "fuzz.h"

#include <zlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n);
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) {
  sl_options_t o;
  tbuf_t f = {0};
  if (n < 1) return 0;
  fz_options(&o, d[0]);
  o.min_duration = 0;
  if (d[0] & 0x80) {
    z_stream z;
    uint8_t buf[16384];
    int zr;
    memset(&z, 0, sizeof z);
    if (deflateInit2(&z, 1, Z_DEFLATED, 31, 8, Z_DEFAULT_STRATEGY) != Z_OK)
      abort();
    z.next_in = (Bytef *)(d + 1);
    z.avail_in = (uInt)(n - 1);
    do {
      z.next_out = buf;
      z.avail_out = sizeof buf;
      zr = deflate(&z, Z_FINISH);
      tbuf_sink(&f, buf, sizeof buf - z.avail_out);
    } while (zr == Z_OK);
    deflateEnd(&z);
  } else {
    if (n < 3 || d[1] != 0x1f || d[2] != 0x8b) tbuf_sink(&f, "\x1f\x8b", 2);
    tbuf_sink(&f, d + 1, n - 1);
  }
  fz_run(tbuf_file(f.p, f.n), f.n, &o, d[0] & 1);
  free(f.p);
  return 0;
}

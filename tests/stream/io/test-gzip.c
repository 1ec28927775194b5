/* Streaming gzip: any chunking, several members, truncation, damage. */
#include <stdlib.h>
#include <zlib.h>

#include "stream/io/gzip.h"
#include "stream/format/registry.h"
#include "stream/common.h"
#include "test.h"

typedef struct out_s {
  uint8_t *p;
  size_t n;
} out_t;

static int collect(void *ud, const uint8_t *p, size_t n) {
  out_t *o = ud;
  memcpy(o->p + o->n, p, n);
  o->n += n;
  return 0;
}

static size_t gz(const uint8_t *in, size_t n, uint8_t *out, size_t cap) {
  z_stream z;
  memset(&z, 0, sizeof z);
  deflateInit2(&z, 6, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
  z.next_in = (Bytef *)in;
  z.avail_in = (uInt)n;
  z.next_out = out;
  z.avail_out = (uInt)cap;
  deflate(&z, Z_FINISH);
  n = z.total_out;
  deflateEnd(&z);
  return n;
}

static int unzip(const uint8_t *p, size_t n, size_t step, out_t *o,
                 sl_error_t *e) {
  sl_gunzip_t g;
  size_t i;
  int rc;
  o->n = 0;
  sl__err_clear(e);
  rc = sl__gunzip_init(&g, collect, o, e);
  for (i = 0; i < n && rc == 0; i += step)
    rc = sl__gunzip_feed(&g, p + i, n - i < step ? n - i : step);
  if (rc == 0) rc = sl__gunzip_finish(&g);
  sl__gunzip_close(&g);
  return rc;
}

int main(void) {
  enum { N = 3 << 20 };
  uint8_t *in = malloc(N), *z = malloc(2 * N), *back = malloc(2 * N);
  size_t zn, zn2, i;
  static const size_t steps[] = {1, 5, 4096, 1 << 20, 2 * N};
  out_t o = {back, 0};
  sl_error_t e;
  /* Compressible but not trivial, and larger than one output buffer. */
  for (i = 0; i < N; i++) in[i] = (uint8_t)((i * 2654435761u) >> 27);
  zn = gz(in, N, z, 2 * N);
  CHECK(sl__is_gzip(z, zn));
  CHECK(!sl__is_gzip(in, N));
  for (i = 0; i < sizeof steps / sizeof steps[0]; i++) {
    if (steps[i] == 1 && zn > 200000) {
      /* One byte at a time over the first 200k only (time). */
      CHECK_INT(unzip(z, 200000, 1, &o, &e), SL_ETRUNC);
      CHECK(memcmp(back, in, o.n) == 0);
      continue;
    }
    CHECK_INT(unzip(z, zn, steps[i], &o, &e), 0);
    CHECK_INT(o.n, N);
    CHECK(memcmp(back, in, N) == 0);
  }
  /* Two members in a row read as one stream. */
  zn2 = gz(in, 1000, z + zn, 2 * N - zn);
  CHECK_INT(unzip(z, zn + zn2, 4096, &o, &e), 0);
  CHECK_INT(o.n, N + 1000);
  CHECK(memcmp(back + N, in, 1000) == 0);
  /* Cut short: truncated, with the compressed offset. */
  CHECK_INT(unzip(z, zn - 3, 4096, &o, &e), SL_ETRUNC);
  CHECK(strstr(e.msg, "truncated") != NULL);
  /* Garbage after a member is not another member. */
  memset(z + zn, 'x', 16);
  CHECK_INT(unzip(z, zn + 16, 4096, &o, &e), SL_EFORMAT);
  /* A damaged byte in the deflate data or the trailer's CRC. */
  zn = gz(in, N, z, 2 * N);
  z[zn - 6] ^= 0xff;
  CHECK_INT(unzip(z, zn, 4096, &o, &e), SL_EFORMAT);
  free(in);
  free(z);
  free(back);
  TEST_MAIN_END();
}

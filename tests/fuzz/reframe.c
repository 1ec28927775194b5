/* fuzz-reframe: turns an events file (TFRecords) into a seed for
 * fuzz-tfevents: an options byte, then each record as [2-byte length]
 * [payload] (records over 65535 bytes are left out).
 *
 *   fuzz-reframe OPTIONS-BYTE IN OUT */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  FILE *in, *out;
  uint8_t h[12];
  if (argc != 4) {
    fprintf(stderr, "usage: fuzz-reframe OPTIONS-BYTE IN OUT\n");
    return 2;
  }
  in = fopen(argv[2], "rb");
  out = fopen(argv[3], "wb");
  if (!in || !out) {
    perror("fuzz-reframe");
    return 1;
  }
  fputc((int)strtol(argv[1], NULL, 0), out);
  while (fread(h, 1, 12, in) == 12) {
    uint64_t len = 0;
    uint8_t *p, t[4];
    int i;
    for (i = 0; i < 8; i++) len |= (uint64_t)h[i] << (8 * i);
    if (len > (1u << 30)) break;
    p = malloc(len ? len : 1);
    if (!p || fread(p, 1, len, in) != len || fread(t, 1, 4, in) != 4) {
      free(p);
      break;
    }
    if (len <= 65535) {
      fputc((int)(len & 0xff), out);
      fputc((int)(len >> 8), out);
      fwrite(p, 1, len, out);
    }
    free(p);
  }
  fclose(in);
  return fclose(out) == 0 ? 0 : 1;
}

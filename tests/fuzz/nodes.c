/* fuzz-nodes: seeds for fuzz-node.  Decodes a RunMetadata (or, failing
 * that, a StepStats) with protobuf-c and writes each NodeExecStats, packed
 * again, as a file of its own: OUTDIR/PREFIX<n>, at most MAX of them.
 *
 *   fuzz-nodes IN OUTDIR PREFIX MAX */
#include <stdio.h>
#include <stdlib.h>

#include "step_stats.pb-c.h"

static uint8_t *slurp(const char *path, size_t *n) {
  FILE *f = fopen(path, "rb");
  uint8_t *p = NULL;
  long len;
  if (!f) return NULL;
  if (fseek(f, 0, SEEK_END) == 0 && (len = ftell(f)) >= 0 &&
      fseek(f, 0, SEEK_SET) == 0 && (p = malloc((size_t)len + 1)) &&
      fread(p, 1, (size_t)len, f) == (size_t)len) {
    *n = (size_t)len;
  } else {
    free(p);
    p = NULL;
  }
  fclose(f);
  return p;
}

int main(int argc, char **argv) {
  Tensorflow__RunMetadata *rm = NULL;
  Tensorflow__StepStats *ss = NULL, *use;
  uint8_t *in;
  size_t n = 0, d, k, written = 0, max;
  if (argc != 5) {
    fprintf(stderr, "usage: fuzz-nodes IN OUTDIR PREFIX MAX\n");
    return 2;
  }
  max = (size_t)strtoul(argv[4], NULL, 10);
  if (!(in = slurp(argv[1], &n))) {
    perror(argv[1]);
    return 1;
  }
  rm = tensorflow__run_metadata__unpack(NULL, n, in);
  use = rm ? rm->step_stats : NULL;
  if (!use || use->n_dev_stats == 0)
    use = ss = tensorflow__step_stats__unpack(NULL, n, in);
  if (!use) {
    fprintf(stderr, "fuzz-nodes: %s: neither RunMetadata nor StepStats\n",
            argv[1]);
    return 1;
  }
  for (d = 0; d < use->n_dev_stats && written < max; d++) {
    const Tensorflow__DeviceStepStats *dev = use->dev_stats[d];
    for (k = 0; k < dev->n_node_stats && written < max; k++) {
      size_t len = tensorflow__node_exec_stats__get_packed_size(
          dev->node_stats[k]);
      uint8_t *buf = malloc(len ? len : 1);
      char path[4096];
      FILE *out;
      snprintf(path, sizeof path, "%s/%s%zu", argv[2], argv[3], written);
      if (!buf || !(out = fopen(path, "wb"))) {
        perror(path);
        return 1;
      }
      tensorflow__node_exec_stats__pack(dev->node_stats[k], buf);
      fwrite(buf, 1, len, out);
      fclose(out);
      free(buf);
      written++;
    }
  }
  if (rm) tensorflow__run_metadata__free_unpacked(rm, NULL);
  if (ss) tensorflow__step_stats__free_unpacked(ss, NULL);
  free(in);
  return 0;
}

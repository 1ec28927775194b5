/* sl_gen: writes realistic TensorFlow steps (StepStats / RunMetadata) for
 * benchmarks and tests.
 *
 *   sl_gen [--nodes N] [--seed S] [--gpu] [--edge] [--format F] [-o FILE]
 *
 * --format stepstats | runmeta (default) | delimited (--steps K records).
 * --gzip compresses the output (any format).
 * --tag-prefix names TF1 events' steps PREFIX<step> (default step_).
 * --job names the job and task of the devices that carry one (default
 * /job:localhost/replica:0/task:0), for logs of several workers.
 * --skew times the first ops of every even step from 0, as a device whose
 * clock was not synchronized does: the steps then begin together.
 * --edge adds the cases the reference treats specially: RecvTensor,
 * labels that do not parse, control inputs, /_N suffixes, duplicate output
 * and device names, zero durations, starts at 0, unsorted starts, quotes,
 * backslashes, newlines and non-ASCII text.  --bad-utf8 also puts invalid
 * UTF-8 into names (the reference cannot read that; tests compare with
 * the same file after repair, --bad-utf8-repaired: U+FFFD per bad byte).
 *
 * Output is a deterministic function of the arguments. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <unistd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <zlib.h>

#include "tests/buf.h"

#include "stream/record/crc32c.h"

#include "step_stats.pb-c.h"

static uint64_t rng = 88172645463325252ull;
static uint64_t rnd(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}
static uint32_t rn(uint32_t n) { return n ? (uint32_t)(rnd() % n) : 0; }

static ProtobufCBinaryData bin(const char *s) {
  ProtobufCBinaryData d;
  d.len = strlen(s);
  d.data = (uint8_t *)s;
  return d;
}

static char *xstrdup(const char *s) {
  char *d = strdup(s);
  if (!d) exit(1);
  return d;
}

static const char *ops[] = {"Conv2D", "Relu", "MatMul", "Add", "BiasAdd",
                            "Mul", "Identity", "Const", "Reshape",
                            "FusedBatchNorm", "Softmax", "Sum", "Cast"};
static const char *allocators[] = {"GPU_0_bfc", "cpu", "cuda_host_bfc"};
static const int dtypes[] = {1, 1, 1, 3, 9, 19, 10, 14};

typedef struct node_s {
  char *name;
  char *op;
  int outputs;
} node_t;

typedef struct gen_s {
  int gpu, edge, bad_utf8; /* bad_utf8: 1 raw, 2 repaired to U+FFFD */
  int skew;         /* --skew: even steps have ops timed from 0      */
  long step;        /* the step being made                           */
  size_t nodes;
  node_t *made;
  size_t nmade, cmade;
  int64_t t0;
  const char *job;  /* the job/task of device names */
} gen_t;

/* Appends a packed NodeExecStats to dev. */
static void emit_node(tbuf_t *dev, const char *name, const char *label,
                      int64_t start, int64_t dur, int nout,
                      const char *alloc, int with_mem, uint32_t tid) {
  Tensorflow__NodeExecStats ns = TENSORFLOW__NODE_EXEC_STATS__INIT;
  Tensorflow__NodeOutput out[4], *outp[4];
  Tensorflow__TensorDescription td[4];
  Tensorflow__TensorShapeProto sh[4];
  Tensorflow__TensorShapeProto__Dim dims[4][3], *dimp[4][3];
  Tensorflow__AllocationDescription ad[4];
  Tensorflow__AllocatorMemoryUsed mem, *memp[1];
  Tensorflow__AllocationRecord rec[2], *recp[2];
  uint8_t *packed;
  size_t len;
  int i, j;
  ns.node_name = bin(name);
  ns.timeline_label = bin(label);
  ns.all_start_micros = start;
  ns.op_start_rel_micros = dur > 2 ? 1 : 0;
  ns.op_end_rel_micros = dur > 2 ? dur - 1 : dur;
  ns.all_end_rel_micros = dur;
  ns.scheduled_micros = start > 3 ? start - 3 : 0;
  ns.thread_id = tid;
  for (i = 0; i < nout && i < 4; i++) {
    int nd = 1 + rn(3);
    uint64_t elems = 1;
    tensorflow__node_output__init(&out[i]);
    tensorflow__tensor_description__init(&td[i]);
    tensorflow__tensor_shape_proto__init(&sh[i]);
    tensorflow__allocation_description__init(&ad[i]);
    for (j = 0; j < nd; j++) {
      tensorflow__tensor_shape_proto__dim__init(&dims[i][j]);
      dims[i][j].size = 1 + rn(512);
      elems *= (uint64_t)dims[i][j].size;
      dimp[i][j] = &dims[i][j];
    }
    sh[i].n_dim = (size_t)nd;
    sh[i].dim = dimp[i];
    td[i].dtype = dtypes[rn(8)];
    td[i].shape = &sh[i];
    ad[i].requested_bytes = (int64_t)(elems * 4);
    ad[i].allocated_bytes = (int64_t)((elems * 4 + 255) / 256 * 256);
    ad[i].allocator_name = bin(alloc);
    ad[i].allocation_id = 1 + rn(1000);
    ad[i].has_single_reference = rn(2);
    ad[i].ptr = 0x7f0000000000ull + rnd() % 0x100000000ull;
    td[i].allocation_description = &ad[i];
    out[i].slot = i;
    out[i].tensor_description = &td[i];
    outp[i] = &out[i];
  }
  ns.n_output = (size_t)(nout < 4 ? nout : 4);
  ns.output = outp;
  if (with_mem) {
    tensorflow__allocator_memory_used__init(&mem);
    tensorflow__allocation_record__init(&rec[0]);
    tensorflow__allocation_record__init(&rec[1]);
    mem.allocator_name = bin(alloc);
    mem.total_bytes = 4096 + rn(1 << 20);
    mem.peak_bytes = mem.total_bytes;
    mem.live_bytes = mem.total_bytes / 2;
    mem.allocator_bytes_in_use = (int64_t)rn(1u << 30);
    rec[0].alloc_micros = start;
    rec[0].alloc_bytes = mem.total_bytes;
    rec[1].alloc_micros = start + dur;
    rec[1].alloc_bytes = -mem.total_bytes / 2;
    recp[0] = &rec[0];
    recp[1] = &rec[1];
    mem.n_allocation_records = 2;
    mem.allocation_records = recp;
    memp[0] = &mem;
    ns.n_memory = 1;
    ns.memory = memp;
  }
  len = tensorflow__node_exec_stats__get_packed_size(&ns);
  packed = malloc(len + 1);
  if (!packed) exit(1);
  tensorflow__node_exec_stats__pack(&ns, packed);
  tbuf_field(dev, 2, packed, len);
  free(packed);
}

typedef struct devbuf_s {
  const char *name;
  tbuf_t b;
} devbuf_t;

/* A label "name = Op(in, in)" naming earlier outputs, control inputs and
 * Send/Recv-suffixed inputs. */
static void make_label(gen_t *g, char *out, size_t cap, const char *name,
                       const char *op) {
  int nin = g->nmade ? (int)rn(4) : 0, i;
  size_t k = (size_t)snprintf(out, cap, "%s = %s(", name, op);
  for (i = 0; i < nin && k + 200 < cap; i++) {
    node_t *src = &g->made[g->nmade - 1 - rn(g->nmade < 64 ? (uint32_t)g->nmade
                                                            : 64)];
    int kind = rn(10);
    if (i) k += (size_t)snprintf(out + k, cap - k, ", ");
    if (kind == 0 && g->edge)
      k += (size_t)snprintf(out + k, cap - k, "^%s", src->name);
    else if (kind == 1 && g->edge)
      k += (size_t)snprintf(out + k, cap - k, "%s/_%u", src->name, rn(90));
    else if (kind == 2 && src->outputs > 1)
      k += (size_t)snprintf(out + k, cap - k, "%s:1", src->name);
    else if (kind == 3 && g->edge)
      k += (size_t)snprintf(out + k, cap - k, "missing_%u", rn(100));
    else
      k += (size_t)snprintf(out + k, cap - k, "%s", src->name);
  }
  snprintf(out + k, cap - k, ")");
}

static void gen_step(gen_t *g, tbuf_t *step) {
  devbuf_t devs[8];
  int ndev = 0, d;
  size_t i;
  int64_t t = g->t0;
  char name[512], label[2048], kname[600];
  char cpu[256], gpu[256], s15[256];
  memset(devs, 0, sizeof devs);
  snprintf(cpu, sizeof cpu, "%s/device:CPU:0", g->job);
  snprintf(gpu, sizeof gpu, "%s/device:GPU:0", g->job);
  snprintf(s15, sizeof s15, "%s/device:GPU:0/stream:15", g->job);
  devs[ndev++].name = cpu;
  devs[ndev++].name = gpu;
  if (g->gpu) {
    devs[ndev++].name = "/device:GPU:0/stream:all";
    devs[ndev++].name = "/device:GPU:0/stream:14";
    devs[ndev++].name = s15;
    devs[ndev++].name = "/device:GPU:0/memcpy";
  }
  if (g->edge) devs[ndev++].name = cpu;
  for (i = 0; i < g->nodes; i++) {
    int dev = (i % 5 == 0) ? 0 : 1;
    const char *op = ops[rn(13)];
    int nout = op[0] == 'C' && op[1] == 'o' && op[2] == 'n' && op[3] == 's'
                   ? 1
                   : (int)rn(3);
    int64_t start, dur = 1 + rn(200);
    node_t *nd;
    /* Several ops in flight: starts jitter around a moving clock, so
     * lanes are reused and sometimes added. */
    t += rn(40);
    start = t + (int64_t)rn(30);
    if (g->edge && i % 17 == 3) start = t - 50;  /* unsorted */
    if (g->edge && i % 23 == 5) dur = 0;
    if (g->edge && i == 7) start = 0;
    /* A device whose clock was not synchronized: every even step has
     * an op of no length at 0, so those steps begin together (at 0, the
     * later ones longer), and near 0 two ops with one span on two
     * devices, whose kernels start with them. */
    if (g->skew && g->step % 2 == 0 && i < 3) {
      dev = i == 1;
      start = i == 0 ? 0 : 1 + 1000 * (int64_t)g->step;
      dur = i == 0 ? 0 : 20;
      nout = i == 0 ? 0 : nout;
    }
    snprintf(name, sizeof name, "block%zu/layer%zu/%s_%zu", i / 100,
             (i / 10) % 10, op, i);
    if (g->edge && i % 29 == 11) {
      /* An output name used twice (the later one replaces the earlier). */
      snprintf(name, sizeof name, "shared/dup_%zu", (i / 29) % 3);
    }
    if (g->edge && i % 31 == 13)
      snprintf(name, sizeof name, "q\"uote\\back/\xc3\xa9t\xc3\xa9_%zu", i);
    if (g->bad_utf8 && i % 37 == 17)
      snprintf(name, sizeof name,
               g->bad_utf8 == 1 ? "bad\xff\xfe_%zu"
                                : "bad\xef\xbf\xbd\xef\xbf\xbd_%zu", i);
    if (g->edge && i % 41 == 19) {
      emit_node(&devs[dev].b, "RecvTensor", "RecvTensor x from y", start,
                dur, 0, "cpu", 0, 0);
      continue;
    }
    make_label(g, label, sizeof label, name, op);
    if (g->edge && i % 43 == 21) snprintf(label, sizeof label, "%s", "no match");
    if (g->edge && i % 47 == 22)
      snprintf(label, sizeof label, "%s = %s()", name, op);
    if (g->edge && i % 53 == 24)
      snprintf(label, sizeof label, "%s = %s(a, b)\nsecond = Line(c)", name,
               op);
    if (g->edge && i % 59 == 25)
      snprintf(label, sizeof label, "%s", "x = y = F(G(a), b) tail) more");
    emit_node(&devs[dev].b, name, label, start, dur, nout,
              dev == 0 ? "cpu" : allocators[rn(2) ? 0 : 2], i % 3 == 0,
              (uint32_t)rn(8));
    if (g->nmade == g->cmade) {
      /* Geometric: one realloc per node copied the array each time,
       * quadratic where realloc cannot grow in place (ASan). */
      g->cmade = g->cmade ? 2 * g->cmade : 1024;
      g->made = realloc(g->made, g->cmade * sizeof(node_t));
      if (!g->made) exit(1);
    }
    nd = &g->made[g->nmade++];
    nd->name = xstrdup(name);
    nd->op = xstrdup(op);
    nd->outputs = nout;
    if (g->gpu && dev == 1 && rn(3) != 0) {
      /* Its kernels: on a stream and again on /stream:all; the label
       * annotation names the op, or (sometimes) only the node name does. */
      int nk = 1 + rn(2), k;
      for (k = 0; k < nk; k++) {
        int64_t ks = start + dur + (int64_t)rn(50), kd = 1 + rn(300);
        if (g->skew && start < 1000000) ks = start, kd = dur + k;
        if (rn(4))
          snprintf(kname, sizeof kname, "kernel_%u @@%s:%s#id=%zu#", rn(9),
                   name, op, i);
        else
          snprintf(kname, sizeof kname, "kernel_%u", rn(9));
        snprintf(label, sizeof label, "%s:%s", name, op);
        emit_node(&devs[2].b, label, kname, ks, kd, 0, "", 0, 0);
        emit_node(&devs[3 + rn(2)].b, label, kname, ks, kd, 0, "", 0, 0);
      }
      if (rn(5) == 0) {
        snprintf(kname, sizeof kname, "edge_%zu_%s:MEMCPYHtoD", i, op);
        emit_node(&devs[5].b, kname, "MEMCPYHtoD 400 bytes (Pinned to Device)",
                  start, 1 + rn(20), 0, "", 0, 0);
      }
    }
  }
  g->t0 = t + 1000;
  for (d = 0; d < ndev; d++) {
    tbuf_t dev = {0};
    tbuf_field(&dev, 1, devs[d].name, strlen(devs[d].name));
    if (devs[d].b.n) tbuf_put(&dev, devs[d].b.p, devs[d].b.n);
    tbuf_field(step, 1, dev.p, dev.n);
    free(dev.p);
    free(devs[d].b.p);
  }
}

/* ---- events files ---------------------------------------------------- */

static void put_tag(tbuf_t *b, uint32_t field, int wire) {
  tbuf_varint(b, (uint64_t)field << 3 | (uint64_t)wire);
}

static void put_double(tbuf_t *b, uint32_t field, double d) {
  uint8_t le[8];
  uint64_t u;
  int i;
  memcpy(&u, &d, 8);
  for (i = 0; i < 8; i++) le[i] = (uint8_t)(u >> (8 * i));
  put_tag(b, field, 1);
  tbuf_put(b, le, 8);
}

/* Output: the file, or gzip (--gzip) through zlib. */
static gzFile gz;

static void out(const void *p, size_t n, FILE *f) {
  if (gz) {
    if (n && gzwrite(gz, p, (unsigned)n) != (int)n) {
      fprintf(stderr, "gzwrite failed\n");
      exit(1);
    }
  } else if (n && fwrite(p, 1, n, f) != n) {
    perror("write");
    exit(1);
  }
}

static void put_le(FILE *f, uint64_t v, int n) {
  uint8_t b[8];
  int i;
  for (i = 0; i < n; i++) b[i] = (uint8_t)(v >> (8 * i));
  out(b, (size_t)n, f);
}

/* One TFRecord: length, masked CRC-32C of it, data, masked CRC of it. */
static void put_tfrecord(FILE *f, const tbuf_t *data) {
  uint8_t len[8];
  int i;
  for (i = 0; i < 8; i++) len[i] = (uint8_t)((uint64_t)data->n >> (8 * i));
  out(len, 8, f);
  put_le(f, sl__crc32c_mask(sl__crc32c(0, len, 8)), 4);
  out(data->p, data->n, f);
  put_le(f, sl__crc32c_mask(sl__crc32c(0, data->p, data->n)), 4);
}

/* A step as TF1 writes it (Event.tagged_run_metadata, tag "step_N") or as
 * TF2 does (a summary value with plugin graph_run_metadata, the plugin
 * only on the tag's first value), with a scalar event before it so the
 * file mixes event kinds. */
/* TF1 events name each step PREFIX<step>. */
static const char *tag_prefix = "step_";

static void write_event_step(FILE *f, const tbuf_t *rm, long s, int tf2) {
  tbuf_t ev = {0}, sum = {0}, val = {0}, inner = {0}, meta = {0}, pl = {0};
  char tag[160];
  float loss = 1.0f / (float)(s + 1);
  /* The scalar. */
  put_double(&ev, 1, 1.5e9 + (double)s);
  put_tag(&ev, 2, 0);
  tbuf_varint(&ev, (uint64_t)s);
  tbuf_field(&val, 1, "loss", 4);
  put_tag(&val, 2, 5);
  tbuf_put(&val, &loss, 4);
  tbuf_field(&sum, 1, val.p, val.n);
  tbuf_field(&ev, 5, sum.p, sum.n);
  put_tfrecord(f, &ev);
  ev.n = sum.n = val.n = 0;
  /* The step. */
  put_double(&ev, 1, 1.5e9 + (double)s + 0.25);
  put_tag(&ev, 2, 0);
  tbuf_varint(&ev, (uint64_t)s);
  if (!tf2) {
    snprintf(tag, sizeof tag, "%.120s%ld", tag_prefix, s);
    tbuf_field(&inner, 1, tag, strlen(tag));
    tbuf_field(&inner, 2, rm->p, rm->n);
    tbuf_field(&ev, 8, inner.p, inner.n);
  } else {
    tbuf_field(&val, 1, "run_metadata", 12);
    put_tag(&inner, 1, 0);
    tbuf_varint(&inner, 7);  /* DT_STRING */
    tbuf_field(&inner, 8, rm->p, rm->n);
    tbuf_field(&val, 8, inner.p, inner.n);
    if (s == 0) {
      tbuf_field(&pl, 1, "graph_run_metadata", 18);
      tbuf_field(&meta, 1, pl.p, pl.n);
      tbuf_field(&val, 9, meta.p, meta.n);
    }
    tbuf_field(&sum, 1, val.p, val.n);
    tbuf_field(&ev, 5, sum.p, sum.n);
  }
  put_tfrecord(f, &ev);
  free(ev.p);
  free(sum.p);
  free(val.p);
  free(inner.p);
  free(meta.p);
  free(pl.p);
}

int main(int argc, char **argv) {
  gen_t g;
  const char *format = "runmeta", *outpath = NULL;
  long steps = 1, s;
  int i, gzip_out = 0;
  FILE *f;
  memset(&g, 0, sizeof g);
  g.nodes = 1000;
  g.t0 = 1500000000000000ll;
  g.job = "/job:localhost/replica:0/task:0";
  for (i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--nodes") && i + 1 < argc)
      g.nodes = strtoul(argv[++i], NULL, 10);
    else if (!strcmp(argv[i], "--seed") && i + 1 < argc)
      rng ^= strtoull(argv[++i], NULL, 10) * 0x9e3779b97f4a7c15ull;
    else if (!strcmp(argv[i], "--gpu"))
      g.gpu = 1;
    else if (!strcmp(argv[i], "--edge"))
      g.edge = 1;
    else if (!strcmp(argv[i], "--bad-utf8"))
      g.bad_utf8 = 1;
    else if (!strcmp(argv[i], "--skew"))
      g.skew = 1;
    else if (!strcmp(argv[i], "--bad-utf8-repaired"))
      g.bad_utf8 = 2;
    else if (!strcmp(argv[i], "--format") && i + 1 < argc)
      format = argv[++i];
    else if (!strcmp(argv[i], "--steps") && i + 1 < argc)
      steps = strtol(argv[++i], NULL, 10);
    else if (!strcmp(argv[i], "-o") && i + 1 < argc)
      outpath = argv[++i];
    else if (!strcmp(argv[i], "--tag-prefix") && i + 1 < argc)
      tag_prefix = argv[++i];
    else if (!strcmp(argv[i], "--job") && i + 1 < argc)
      g.job = argv[++i];
    else if (!strcmp(argv[i], "--gzip"))
      gzip_out = 1;
    else {
      fprintf(stderr,
              "usage: sl_gen [--nodes N] [--seed S] [--gpu] [--edge] [--skew] "
              "[--bad-utf8] [--format stepstats|runmeta|delimited|tfevents|"
              "tfevents2] "
              "[--steps K] [--job /job:J/replica:R/task:T] [--gzip] "
              "[-o FILE]\n");
      return 2;
    }
  }
  if (g.edge) g.t0 = 100;
  f = outpath ? fopen(outpath, "wb") : stdout;
  if (!f) {
    perror(outpath);
    return 1;
  }
  if (gzip_out) {
    /* Fast compression: the generator's time is not what is measured. */
    gz = gzdopen(dup(fileno(f)), "wb1");
    if (!gz) {
      fprintf(stderr, "gzdopen failed\n");
      return 1;
    }
  }
  if (strcmp(format, "delimited") != 0 && strcmp(format, "tfevents") != 0 &&
      strcmp(format, "tfevents2") != 0)
    steps = 1;
  if (!strncmp(format, "tfevents", 8)) {
    /* An events file starts with its version record. */
    tbuf_t ev = {0};
    put_double(&ev, 1, 1.5e9);
    tbuf_field(&ev, 3, "brain.Event:2", 13);
    put_tfrecord(f, &ev);
    free(ev.p);
  }
  for (s = 0; s < steps; s++) {
    tbuf_t step = {0}, rm = {0};
    size_t k;
    g.step = s;
    gen_step(&g, &step);
    if (!strcmp(format, "stepstats")) {
      out(step.p, step.n, f);
    } else {
      tbuf_field(&rm, 1, step.p, step.n);
      if (!strncmp(format, "tfevents", 8)) {
        write_event_step(f, &rm, s, !strcmp(format, "tfevents2"));
        rm.n = 0;
      } else if (!strcmp(format, "delimited")) {
        tbuf_t hdr = {0};
        tbuf_varint(&hdr, rm.n);
        out(hdr.p, hdr.n, f);
        free(hdr.p);
      }
      if (rm.n) out(rm.p, rm.n, f);
    }
    free(step.p);
    free(rm.p);
    for (k = 0; k < g.nmade; k++) {
      free(g.made[k].name);
      free(g.made[k].op);
    }
    g.nmade = 0;
  }
  if (gz && gzclose(gz) != Z_OK) {
    fprintf(stderr, "gzclose failed\n");
    return 1;
  }
  if (outpath && fclose(f) != 0) {
    perror(outpath);
    return 1;
  }
  free(g.made);
  return 0;
}

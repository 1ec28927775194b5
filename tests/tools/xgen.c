/* sl_xgen: writes a generated XSpace (.xplane.pb) for tests and benches.
 *
 *   sl_xgen [--events N] [--gpus G] [--threads T] [--steps S] [--seed X]
 *           [--launch-every K] [--xla] [--tpu] [--unsorted] [--meta-first] [--bad-utf8]
 *           [--huge-ids] [--epoch] [--dup-corr] [--late-header] [--host NAME]
 *           [--gzip]
 *           -o FILE
 *
 * One host: a /host:CPU plane whose T threads run TensorFlow ops grouped
 * into S steps (group_id, a step_name event per step), launch each GPU
 * kernel (cudaLaunchKernel with correlation_id and device_id; every K-th
 * op, default 4, so K = 1 makes a launch per op) and
 * allocate and free memory (MemoryAllocation / MemoryDeallocation with
 * the BFC allocator's stats); G GPU planes whose streams run the kernels
 * (kernel_details, tf_op or with --xla hlo_op and hlo_module) and
 * copies; with --tpu a TPU plane, a /host:metadata plane and a Task
 * Environment plane.  Every stat kind appears (int64, uint64, double,
 * str, bytes, ref); some events carry a flow stat.  N is the number of
 * events, about.
 *   --unsorted      events of a line in shuffled order
 *   --meta-first    each plane's metadata tables before its lines
 *   --bad-utf8      invalid UTF-8 in names, stat values and line names
 *   --huge-ids      metadata, line and plane ids near 2^62
 *   --epoch         line times in ns since 1970, not from 1 s
 *   --dup-corr      some launches (and their kernels) repeat the
 *                   correlation id before theirs
 *   --late-header   each line's id, name and time after its events (a
 *                   writer out of field order; the same profile)
 * The events are a function of the options and the seed alone. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <zlib.h>

typedef struct buf_s {
  uint8_t *p;
  size_t n, cap;
} buf_t;

static void room(buf_t *b, size_t k) {
  if (b->n + k <= b->cap) return;
  while (b->n + k > b->cap) b->cap = b->cap ? b->cap * 2 : 4096;
  if (!(b->p = realloc(b->p, b->cap))) {
    fprintf(stderr, "sl_xgen: out of memory\n");
    exit(1);
  }
}

static void put_varint(buf_t *b, uint64_t v) {
  room(b, 10);
  while (v >= 0x80) {
    b->p[b->n++] = (uint8_t)(v | 0x80);
    v >>= 7;
  }
  b->p[b->n++] = (uint8_t)v;
}

static void put_tag(buf_t *b, uint32_t field, int wt) {
  put_varint(b, (uint64_t)field << 3 | (uint64_t)wt);
}

static void put_u(buf_t *b, uint32_t field, uint64_t v) {
  put_tag(b, field, 0);
  put_varint(b, v);
}

static void put_raw(buf_t *b, const void *p, size_t n) {
  if (!n) return;
  room(b, n);
  memcpy(b->p + b->n, p, n);
  b->n += n;
}

static void put_bytes(buf_t *b, uint32_t field, const void *p, size_t n) {
  put_tag(b, field, 2);
  put_varint(b, n);
  put_raw(b, p, n);
}

static void put_str(buf_t *b, uint32_t field, const char *s) {
  put_bytes(b, field, s, strlen(s));
}

static void put_msg(buf_t *b, uint32_t field, const buf_t *m) {
  put_bytes(b, field, m->p, m->n);
}

static void put_double(buf_t *b, uint32_t field, double d) {
  put_tag(b, field, 1);
  room(b, 8);
  memcpy(b->p + b->n, &d, 8);
  b->n += 8;
}

static uint64_t rng = 0x2545f4914f6cdd1dull, shuffle_rng = 0x9e3779b97f4a7c15ull;
static uint64_t next(uint64_t *r) {
  *r ^= *r >> 12;
  *r ^= *r << 25;
  *r ^= *r >> 27;
  return *r * 0x2545f4914f6cdd1dull;
}
static uint64_t rnd(void) { return next(&rng); }

/* ---- options ------------------------------------------------------------ */

static struct {
  uint64_t events;
  int gpus, threads, steps, xla, tpu, unsorted, meta_first, bad_utf8,
      huge_ids, epoch, launch_every, dup_corr, late_header;
  const char *host;
} o = {20000, 2, 4, 5, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, NULL};

static int64_t id_base(void) { return o.huge_ids ? (int64_t)1 << 62 : 1; }

/* ---- a plane being built -------------------------------------------------- */

enum {
  S_GROUP = 0, S_STEP_NAME, S_CORR, S_DEVICE, S_KERNEL, S_TF_OP, S_HLO_OP,
  S_HLO_MODULE, S_ALLOC, S_BYTES_ALLOC, S_ADDR, S_ALLOC_BYTES, S_REQ_BYTES,
  S_SHAPE, S_DTYPE, S_REGION, S_PEAK, S_FLOW, S_RATIO, S_BLOB, S_MEMCPY,
  S_REF_BFC, S_REF_HOST, S_NSTATS
};
static const char *const stat_names[S_NSTATS] = {
    "group_id", "step_name", "correlation_id", "device_id",
    "kernel_details", "tf_op", "hlo_op", "hlo_module", "allocator_name",
    "bytes_allocated", "addr", "allocation_bytes", "requested_bytes",
    "shape", "data_type", "region_type", "peak_bytes_in_use", "flow",
    "occupancy", "raw_blob", "memcpy_details", "GPU_0_bfc", "cuda_host_bfc"};

typedef struct plane_s {
  buf_t lines;          /* the XLine fields, serialized                 */
  char **names;         /* event metadata names by index                 */
  char **displays;
  size_t nnames, cap;
  uint32_t *slot;       /* (name, display) -> index + 1, open addressing */
  size_t nslot;
} plane_t;

static uint64_t text_hash(const char *a, const char *b) {
  uint64_t h = 1469598103934665603ull;
  for (; *a; a++) h = (h ^ (uint8_t)*a) * 1099511628211ull;
  h = (h ^ 0xff) * 1099511628211ull;
  for (; *b; b++) h = (h ^ (uint8_t)*b) * 1099511628211ull;
  return h;
}

static int64_t emeta(plane_t *pl, const char *name, const char *display) {
  size_t i, j;
  if (!display) display = "";
  if ((pl->nnames + 1) * 2 > pl->nslot) {
    size_t n = pl->nslot ? pl->nslot * 2 : 1024;
    uint32_t *t = calloc(n, sizeof *t);
    for (i = 0; i < pl->nnames; i++) {
      for (j = text_hash(pl->names[i], pl->displays[i]) & (n - 1); t[j];
           j = (j + 1) & (n - 1)) {
      }
      t[j] = (uint32_t)i + 1;
    }
    free(pl->slot);
    pl->slot = t;
    pl->nslot = n;
  }
  for (j = text_hash(name, display) & (pl->nslot - 1); pl->slot[j];
       j = (j + 1) & (pl->nslot - 1)) {
    i = pl->slot[j] - 1;
    if (!strcmp(pl->names[i], name) && !strcmp(pl->displays[i], display))
      return id_base() + (int64_t)i;
  }
  if (pl->nnames == pl->cap) {
    pl->cap = pl->cap ? pl->cap * 2 : 64;
    pl->names = realloc(pl->names, pl->cap * sizeof *pl->names);
    pl->displays = realloc(pl->displays, pl->cap * sizeof *pl->displays);
  }
  pl->names[pl->nnames] = strdup(name);
  pl->displays[pl->nnames] = strdup(display);
  pl->slot[j] = (uint32_t)pl->nnames + 1;
  return id_base() + (int64_t)pl->nnames++;
}

/* The stats used in the plane being built: its table lists those only,
 * as the profiler's builder makes metadata on first use. */
static uint32_t stats_used;

static int64_t sid(int s) {
  stats_used |= 1u << s;
  return id_base() + 1000 + s;
}

/* A stat of an event: stat_open() starts it (its metadata id), a put_*
 * call gives its value, stat_close() adds it to the event. */
static buf_t stat_m;

static buf_t *stat_open(int s) {
  stat_m.n = 0;
  put_u(&stat_m, 1, (uint64_t)sid(s));
  return &stat_m;
}

static void stat_close(buf_t *e) { put_msg(e, 4, &stat_m); }

static void stat_i(buf_t *e, int s, int64_t v) {
  put_u(stat_open(s), 4, (uint64_t)v);
  stat_close(e);
}

static void stat_u(buf_t *e, int s, uint64_t v) {
  put_u(stat_open(s), 3, v);
  stat_close(e);
}

static void stat_d(buf_t *e, int s, double v) {
  put_double(stat_open(s), 2, v);
  stat_close(e);
}

static void stat_s(buf_t *e, int s, const char *v) {
  put_str(stat_open(s), 5, v);
  stat_close(e);
}

static void stat_b(buf_t *e, int s, const void *v, size_t n) {
  put_bytes(stat_open(s), 6, v, n);
  stat_close(e);
}

static void stat_ref(buf_t *e, int s, int target) {
  put_u(stat_open(s), 7, (uint64_t)sid(target));
  stat_close(e);
}

/* One line's events, kept apart so they can be shuffled. */
typedef struct line_s {
  buf_t *ev;
  size_t n, cap;
} line_t;

static uint64_t nevents; /* written, for the bench's events/s */

static buf_t *line_event(line_t *l) {
  nevents++;
  if (l->n == l->cap) {
    l->cap = l->cap ? l->cap * 2 : 256;
    l->ev = realloc(l->ev, l->cap * sizeof *l->ev);
  }
  memset(&l->ev[l->n], 0, sizeof l->ev[l->n]);
  return &l->ev[l->n++];
}

static void event_head(buf_t *e, int64_t meta, int64_t off_ps, int64_t dur) {
  put_u(e, 1, (uint64_t)meta);
  put_u(e, 2, (uint64_t)off_ps);
  put_u(e, 3, (uint64_t)dur);
}

static void line_end(plane_t *pl, line_t *l, int64_t id, int64_t display_id,
                     const char *name, const char *display, int64_t ts_ns) {
  buf_t m = {0};
  size_t i;
  if (o.unsorted)
    for (i = l->n; i > 1; i--) {
      /* A generator of its own: the events stay those of the sorted file. */
      size_t j = (size_t)(next(&shuffle_rng) % i);
      buf_t t = l->ev[i - 1];
      l->ev[i - 1] = l->ev[j];
      l->ev[j] = t;
    }
  if (!o.late_header) {
    put_u(&m, 1, (uint64_t)id);
    put_str(&m, 2, name);
    put_u(&m, 3, (uint64_t)ts_ns);
  }
  for (i = 0; i < l->n; i++) {
    put_msg(&m, 4, &l->ev[i]);
    free(l->ev[i].p);
  }
  if (o.late_header) {
    put_u(&m, 1, (uint64_t)id);
    put_str(&m, 2, name);
    put_u(&m, 3, (uint64_t)ts_ns);
  }
  if (display_id) put_u(&m, 10, (uint64_t)display_id);
  if (display) put_str(&m, 11, display);
  put_msg(&pl->lines, 3, &m);
  free(m.p);
  l->n = 0;
}

/* The plane: id, name, lines and tables in the order asked for. */
static void plane_end(buf_t *space, plane_t *pl, int64_t id,
                      const char *name) {
  buf_t p = {0}, tables = {0};
  size_t i;
  for (i = 0; i < pl->nnames; i++) {
    buf_t entry = {0}, v = {0};
    put_u(&v, 1, (uint64_t)(id_base() + (int64_t)i));
    put_str(&v, 2, pl->names[i]);
    if (pl->displays[i][0]) put_str(&v, 4, pl->displays[i]);
    /* Metadata stats: a kernel's details, replaced by the event's own. */
    if (!strncmp(pl->names[i], "volta_", 6)) {
      buf_t st = {0};
      put_u(&st, 1, (uint64_t)sid(S_KERNEL));
      put_str(&st, 5, "regs:32 static_shared:0 grid:1,1,1 block:64,1,1");
      put_msg(&v, 5, &st);
      free(st.p);
    }
    put_u(&entry, 1, (uint64_t)(id_base() + (int64_t)i));
    put_msg(&entry, 2, &v);
    put_msg(&tables, 4, &entry);
    free(entry.p);
    free(v.p);
    free(pl->names[i]);
    free(pl->displays[i]);
  }
  for (i = 0; i < S_NSTATS; i++) {
    buf_t entry = {0}, v = {0};
    if (!(stats_used & (1u << i))) continue;
    put_u(&v, 1, (uint64_t)sid((int)i));
    put_str(&v, 2, stat_names[i]);
    put_u(&entry, 1, (uint64_t)sid((int)i));
    put_msg(&entry, 2, &v);
    put_msg(&tables, 5, &entry);
    free(entry.p);
    free(v.p);
  }
  stats_used = 0;
  put_u(&p, 1, (uint64_t)id);
  put_str(&p, 2, name);
  if (o.meta_first) {
    put_raw(&p, tables.p, tables.n);
    put_raw(&p, pl->lines.p, pl->lines.n);
  } else {
    put_raw(&p, pl->lines.p, pl->lines.n);
    put_raw(&p, tables.p, tables.n);
  }
  put_msg(space, 1, &p);
  free(p.p);
  free(tables.p);
  free(pl->lines.p);
  free(pl->names);
  free(pl->displays);
  free(pl->slot);
  memset(pl, 0, sizeof *pl);
}

/* ---- the profile ------------------------------------------------------------ */

static const char *const ops[] = {"MatMul", "Conv2D", "Relu", "BiasAdd",
                                  "Softmax", "AddV2"};
#define NOPS (sizeof ops / sizeof ops[0])
/* Line timestamps: 1 s, or with --epoch 2020 in ns since 1970 (whose
 * picoseconds overflow 64 bits). */
#define T0_NS (o.epoch ? 1600000000000000000LL : 1000000000LL)

typedef struct launch_s {
  int64_t ts_ps, corr;
  int gpu, op, group;
} launch_t;

static void gen(buf_t *space, FILE *out) {
  uint64_t per_step, k;
  launch_t *launches = NULL;
  size_t nl = 0, cl = 0;
  int t, g, s;
  plane_t cpu = {0};
  line_t line = {0};
  int64_t corr = 1;
  const char *bad = o.bad_utf8 ? "\xff\xc3(" : "";
  /* Host events: ~60% of the total; kernels ~30%; the rest copies. */
  per_step = o.events * 6 / 10 / (uint64_t)o.steps / (uint64_t)o.threads + 1;
  for (t = 0; t < o.threads; t++) {
    int64_t at = 1000000 * (int64_t)t;   /* ps from the line's time */
    char name[64];
    for (s = 0; s < o.steps; s++) {
      int64_t step_start = at;
      buf_t *e;
      if (t == 0) {
        /* The step's own event names it. */
        char sn[32];
        e = line_event(&line);
        event_head(e, emeta(&cpu, "train_step", NULL), at,
                   (int64_t)per_step * 4000000);
        stat_i(e, S_GROUP, s);
        snprintf(sn, sizeof sn, "step %d", s);
        stat_s(e, S_STEP_NAME, sn);
      }
      for (k = 0; k < per_step; k++) {
        char full[128];
        int op = (int)(rnd() % NOPS);
        int64_t dur = 1000000 + (int64_t)(rnd() % 2000000);
        snprintf(full, sizeof full, "model%s/layer_%d/%s_%llu:%s", bad,
                 (int)(k % 7), ops[op], (unsigned long long)(k % 50),
                 ops[op]);
        e = line_event(&line);
        event_head(e, emeta(&cpu, full, NULL), at, dur);
        stat_i(e, S_GROUP, s);
        /* A flow stat in each direction (0 binds nothing, 1 in, 2 out,
         * 3 both), the id past 2^53 for some. */
        if (k % 11 == 0)
          stat_u(e, S_FLOW, ((uint64_t)(k + 1) << 2 | (k / 11 % 4)) +
                                (k % 7 == 0 ? (uint64_t)1 << 56 : 0));
        if (k % (uint64_t)o.launch_every == 0 && o.gpus > 0) {
          /* A launch inside the op. */
          launch_t *l;
          buf_t *le = line_event(&line);
          /* CUDA's and ROCm's launch calls (Launch Stats counts the
           * latter: its rule skips names starting with "cu"). */
          event_head(le, emeta(&cpu, k % 8 ? "cudaLaunchKernel"
                                           : "hipLaunchKernel", NULL),
                     at + 1000, 200000);
          /* --dup-corr: now and then a launch repeats the id before
           * (its kernel too): only the first of each side gets the
           * arrow. */
          int64_t id = o.dup_corr && corr > 1 && nl % 23 == 22 ? corr - 1
                                                              : corr++;
          stat_i(le, S_CORR, id);
          stat_u(le, S_DEVICE, (uint64_t)(k / (uint64_t)o.launch_every % (uint64_t)o.gpus));
          stat_i(le, S_GROUP, s);
          if (nl == cl) {
            cl = cl ? cl * 2 : 1024;
            launches = realloc(launches, cl * sizeof *launches);
          }
          l = &launches[nl++];
          l->ts_ps = (int64_t)t * 0 + at + 1000;
          l->corr = id;
          l->gpu = (int)(k / (uint64_t)o.launch_every % (uint64_t)o.gpus);
          l->op = op;
          l->group = s;
        }
        if (k % 9 == 0) {
          /* Memory: allocate inside the op, free at its end. */
          uint64_t addr = 0x7f0000000000ull + (k << 12) + (uint64_t)t;
          int i;
          for (i = 0; i < 2; i++) {
            buf_t *me = line_event(&line);
            event_head(me,
                       emeta(&cpu, i ? "MemoryDeallocation"
                                     : "MemoryAllocation", NULL),
                       at + (i ? dur - 1 : 2000), 0);
            stat_ref(me, S_ALLOC, t % 2 ? S_REF_HOST : S_REF_BFC);
            /* The allocator's bytes grow with the ops of a step: a
             * larger profile peaks higher (mem's baseline test). */
            stat_i(me, S_BYTES_ALLOC,
                   (int64_t)(1 << 20) + (int64_t)k * 4096 * (i ? 0 : 1));
            stat_u(me, S_ADDR, addr);
            stat_i(me, S_ALLOC_BYTES, 4096 * (int64_t)(1 + k % 16));
            stat_i(me, S_REQ_BYTES, 4000 * (int64_t)(1 + k % 16));
            stat_s(me, S_SHAPE, "(32,64)");
            stat_s(me, S_DTYPE, "float");
            stat_s(me, S_REGION, "output");
            stat_s(me, S_TF_OP, full);
            stat_i(me, S_PEAK, (int64_t)(2 << 20));
            stat_i(me, S_GROUP, s);
          }
        }
        at += dur + (int64_t)(rnd() % 500000);
      }
      (void)step_start;
    }
    snprintf(name, sizeof name, "tf_Compute%s/%d", bad, t);
    line_end(&cpu, &line, o.huge_ids ? ((int64_t)1 << 40) + t : 100 + t, 0,
             name, t == 1 ? "python3" : NULL, T0_NS);
  }
  plane_end(space, &cpu, 0, "/host:CPU");
  /* The GPUs: each kernel starts after its launch, on stream corr % 3. */
  for (g = 0; g < o.gpus; g++) {
    plane_t gp = {0};
    int stream;
    char pname[32];
    for (stream = 0; stream < 3; stream++) {
      char sname[32];
      size_t i;
      int64_t busy = 0;
      for (i = 0; i < nl; i++) {
        const launch_t *l = &launches[i];
        buf_t *e;
        int64_t start, dur = 500000 + (int64_t)((uint64_t)l->corr * 7919 % 3000000);
        char tf[128];
        if (l->gpu != g || l->corr % 3 != stream) continue;
        start = l->ts_ps + 5000000;
        if (start < busy) start = busy;
        busy = start + dur;
        e = line_event(&line);
        event_head(e, emeta(&gp, "volta_sgemm_128x64_nn", NULL), start, dur);
        stat_i(e, S_CORR, l->corr);
        stat_i(e, S_GROUP, l->group);
        if (l->corr % 17 == 0)
          stat_s(e, S_KERNEL, "regs:64 static_shared:0 grid:8,1,1");
        if (o.xla) {
          stat_s(e, S_HLO_MODULE, "cluster_0");
          stat_s(e, S_HLO_OP, l->corr % 5 ? "fusion.3::dot.1" : "copy.7");
        } else {
          snprintf(tf, sizeof tf, "model/layer_%d/%s:%s",
                   (int)(l->corr % 7), ops[l->op], ops[l->op]);
          stat_s(e, S_TF_OP, tf);
        }
        stat_d(e, S_RATIO, 0.25 + (double)(l->corr % 4) / 8);
        if (l->corr % 13 == 0) stat_b(e, S_BLOB, "\x01\x02\x03", 3);
        if (l->corr % 5 == 0) {
          buf_t *c = line_event(&line);
          event_head(c, emeta(&gp, "MemcpyH2D", NULL), busy, 300000);
          stat_s(c, S_MEMCPY, "size:4096 dest:1 async:1");
          stat_i(c, S_GROUP, l->group);
          busy += 300000;
        }
      }
      snprintf(sname, sizeof sname, "Stream #%d(Compute)", 7 + stream);
      line_end(&gp, &line, 7 + stream, 0, sname, NULL, T0_NS);
    }
    snprintf(pname, sizeof pname, "/device:GPU:%d", g);
    plane_end(space, &gp, o.huge_ids ? ((int64_t)1 << 61) + g : g, pname);
  }
  if (o.tpu) {
    plane_t tp = {0}, meta = {0}, env = {0};
    uint64_t i, n = o.events / 20 + 1;
    int64_t at = 0;
    for (i = 0; i < n; i++) {
      buf_t *e = line_event(&line);
      int64_t dur = 100000 + (int64_t)(rnd() % 900000);
      event_head(e, emeta(&tp, i % 3 ? "fusion.1" : "jit_step", "step"), at,
                 dur);
      stat_s(e, S_HLO_OP, "fusion.1");
      /* Overlapping without nesting: the next starts inside this one. */
      at += dur * 2 / 3;
    }
    line_end(&tp, &line, 2, 0, "XLA Ops", NULL, T0_NS);
    plane_end(space, &tp, 2, "/device:TPU:0");
    line_end(&meta, &line, 1, 0, "empty", NULL, 0);
    plane_end(space, &meta, 0, "/host:metadata");
    plane_end(space, &env, 0, "Task Environment");
  }
  if (o.host) put_str(space, 4, o.host);
  fwrite(space->p, 1, space->n, out);
  free(launches);
  free(line.ev);
}

int main(int argc, char **argv) {
  const char *outpath = NULL;
  int gz = 0, i;
  buf_t space = {0};
  FILE *f;
  for (i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--events") && i + 1 < argc)
      o.events = strtoull(argv[++i], NULL, 10);
    else if (!strcmp(argv[i], "--gpus") && i + 1 < argc)
      o.gpus = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--threads") && i + 1 < argc)
      o.threads = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--steps") && i + 1 < argc)
      o.steps = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--seed") && i + 1 < argc)
      rng ^= strtoull(argv[++i], NULL, 10) * 0x9e3779b97f4a7c15ull;
    else if (!strcmp(argv[i], "--launch-every") && i + 1 < argc)
      o.launch_every = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--host") && i + 1 < argc)
      o.host = argv[++i];
    else if (!strcmp(argv[i], "--xla")) o.xla = 1;
    else if (!strcmp(argv[i], "--tpu")) o.tpu = 1;
    else if (!strcmp(argv[i], "--unsorted")) o.unsorted = 1;
    else if (!strcmp(argv[i], "--meta-first")) o.meta_first = 1;
    else if (!strcmp(argv[i], "--bad-utf8")) o.bad_utf8 = 1;
    else if (!strcmp(argv[i], "--huge-ids")) o.huge_ids = 1;
    else if (!strcmp(argv[i], "--epoch")) o.epoch = 1;
    else if (!strcmp(argv[i], "--dup-corr")) o.dup_corr = 1;
    else if (!strcmp(argv[i], "--late-header")) o.late_header = 1;
    else if (!strcmp(argv[i], "--gzip")) gz = 1;
    else if (!strcmp(argv[i], "-o") && i + 1 < argc) outpath = argv[++i];
    else {
      fprintf(stderr, "usage: sl_xgen [--events N] [--gpus G] [--threads T] "
                      "[--steps S] [--seed X] [--launch-every K] [--xla] [--tpu] [--unsorted] "
                      "[--meta-first] [--bad-utf8] [--huge-ids] [--epoch] [--dup-corr] [--late-header] "
                      "[--host NAME] "
                      "[--gzip] -o FILE\n");
      return 2;
    }
  }
  if (!outpath || o.threads < 1 || o.steps < 1 || o.gpus < 0 ||
      o.launch_every < 1) {
    fprintf(stderr, "sl_xgen: -o FILE wanted (threads, steps, launch-every >= 1)\n");
    return 2;
  }
  if (!(f = fopen(outpath, "wb"))) {
    perror(outpath);
    return 1;
  }
  gen(&space, f);
  fclose(f);
  free(stat_m.p);
  fprintf(stderr, "sl_xgen: %llu events\n", (unsigned long long)nevents);
  free(space.p);
  if (gz) {
    /* Compressed in place: read back, write through zlib. */
    FILE *in = fopen(outpath, "rb");
    long n;
    uint8_t *d;
    gzFile z;
    fseek(in, 0, SEEK_END);
    n = ftell(in);
    fseek(in, 0, SEEK_SET);
    d = malloc((size_t)n + 1);
    if (!d || fread(d, 1, (size_t)n, in) != (size_t)n) return 1;
    fclose(in);
    z = gzopen(outpath, "wb");
    gzwrite(z, d, (unsigned)n);
    gzclose(z);
    free(d);
  }
  return 0;
}

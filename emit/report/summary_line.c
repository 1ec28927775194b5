/* follow's summary line: one line per step, as text or one JSON
 * object, with the figures its glances gathered during the step's
 * conversion (emit/analyze/glance.c). */
#include <stdio.h>
#include <string.h>

#include "emit/write/json.h"
#include "emit/write/report.h"
#include "emit/report/summary_line.h"

typedef struct line_s {
  sl_block_t b;          /* text */
  sl_json_t *w;          /* JSON */
  int shown;             /* allocators on the line so far */
} line_t;

static int line_alloc(void *ud, const sl_alloc_glance_t *a, size_t n) {
  line_t *l = ud;
  size_t i;
  if (l->w) {
    SL_JSON_KEY(l->w, "allocators");
    sl__json_obj_begin(l->w);
  }
  for (i = 0; i < n; i++) {
    if (l->w) {
      sl_json_t *w = l->w;
      sl__json_key_str(w, a[i].name.p, a[i].name.n);
      sl__json_obj_begin(w);
#define OPT(k, has, v)                                                     \
  SL_JSON_KEY(w, k);                                                       \
  if (has) sl__json_int(w, v);                                             \
  else sl__json_raw_value(w, "null", 4);
      OPT("model_peak_bytes", a[i].has_model, a[i].model)
      OPT("in_use_bytes", a[i].has_inuse, a[i].inuse)
      OPT("peak_bytes", a[i].has_peak, a[i].peak)
      OPT("records_peak_bytes", a[i].has_records, a[i].records)
#undef OPT
      sl__json_obj_end(w);
    } else {
      char nm[40], v[32];
      const char *sep = " (";
      if (!a[i].has_model && !a[i].has_inuse && !a[i].has_peak &&
          !a[i].has_records)
        continue;
      sl__table_name(nm, sizeof nm, a[i].name.p, a[i].name.n, 24);
      fprintf(l->b.f, "%s%s", l->shown++ ? "; " : " ", nm[0] ? nm : "(none)");
      if (a[i].has_model) {
        sl_human_bytes(v, sizeof v, (double)a[i].model);
        fprintf(l->b.f, " %s", v);
      } else {
        fputs(" -", l->b.f);
      }
#define MEASURED(has, val, what)                                           \
  if (has) {                                                               \
    sl_human_bytes(v, sizeof v, (double)(val));                           \
    fprintf(l->b.f, "%s%s %s", sep, what, v);                              \
    sep = ", ";                                                            \
  }
      MEASURED(a[i].has_inuse, a[i].inuse, "in use")
      MEASURED(a[i].has_peak, a[i].peak, "peak")
      MEASURED(a[i].has_records, a[i].records, "records")
#undef MEASURED
      if (sep[0] == ',') fputc(')', l->b.f);
    }
  }
  if (l->w) sl__json_obj_end(l->w);
  return 0;
}

int sl__summary_line(const sl_step_info_t *info, const sl_step_glance_t *g,
                     sl_mem_glance_t *mg, int json, sl_sink_fn sink, void *ud,
                     sl_error_t *err) {
  line_t l;
  sl_json_t w;
  int rc;
  memset(&l, 0, sizeof l);
  if (json) {
    if (sl__json_init(&w, 0, 0, sink, ud) != 0)
      return sl__err(err, SL_ENOMEM, 0, "out of memory");
    l.w = &w;
    sl__json_obj_begin(&w);
    SL_JSON_KEY(&w, "index");
    sl__json_int(&w, info->index);
    SL_JSON_KEY(&w, "step");
    sl__json_int(&w, info->step);
    SL_JSON_KEY(&w, "tag");
    sl__json_str(&w, (const uint8_t *)info->tag, info->tag_len);
    SL_JSON_KEY(&w, "wall_time");
    if (info->has_meta) sl__json_double(&w, info->wall_time, 6);
    else sl__json_raw_value(&w, "null", 4);
    SL_JSON_KEY(&w, "span_us");
    sl__json_int(&w, g->has_span ? g->t_max - g->t_min : 0);
    SL_JSON_KEY(&w, "ops");
    sl__json_uint(&w, g->ops);
    SL_JSON_KEY(&w, "kernels");
    sl__json_uint(&w, g->kernels);
    SL_JSON_KEY(&w, "host_us");
    sl__json_int(&w, g->host_us);
    SL_JSON_KEY(&w, "device_us");
    sl__json_int(&w, g->device_us);
    SL_JSON_KEY(&w, "top_op");
    if (g->top_n) sl__json_str(&w, (const uint8_t *)g->top, g->top_n);
    else sl__json_raw_value(&w, "null", 4);
    SL_JSON_KEY(&w, "top_op_us");
    sl__json_int(&w, g->top_us);
  } else {
    char a[32], b[32], c[32], tag[80];
    if (sl__block_open(&l.b) != 0)
      return sl__err(err, SL_ENOMEM, 0, "out of memory");
    sl__human_us(a, sizeof a, (double)(g->has_span ? g->t_max - g->t_min : 0));
    sl__human_us(b, sizeof b, (double)g->host_us);
    sl__table_name(tag, sizeof tag, (const uint8_t *)info->tag,
                   info->tag_len, 40);
    fprintf(l.b.f, "step %lld", (long long)info->step);
    if (tag[0]) fprintf(l.b.f, " [%s]", tag);
    fprintf(l.b.f, "  span %s  ops %llu  host %s", a,
            (unsigned long long)g->ops, b);
    if (g->kernels) {
      sl__human_us(c, sizeof c, (double)g->device_us);
      fprintf(l.b.f, "  device %s", c);
    }
    if (g->top_n) {
      char top[48];
      sl__table_name(top, sizeof top, (const uint8_t *)g->top, g->top_n, 32);
      sl__human_us(c, sizeof c, (double)g->top_us);
      fprintf(l.b.f, "  top %s %s", top, c);
    }
    fputs("  mem", l.b.f);
  }
  rc = sl__mem_glance_report(mg, line_alloc, &l);
  if (rc == SL_ENOMEM) rc = sl__err(err, rc, 0, "out of memory");
  else if (rc == SL_EUSAGE)
    rc = sl__err(err, SL_EFORMAT, 0, "internal: no memory figures for "
                 "step %lld", (long long)info->index);
  if (l.w) {
    if (rc == 0) {
      sl__json_obj_end(&w);
      sl__json_raw(&w, "\n", 1);
      rc = sl__json_flush(&w);
      if (rc)
        rc = sl__err(err, SL_EOUTPUT, 0, "cannot write the summary: %s",
                     sl_strerror(rc));
    }
    sl__json_close(&w);
    return rc;
  }
  if (rc) {
    sl__block_drop(&l.b);
    return rc;
  }
  fputc('\n', l.b.f);
  rc = sl__block_flush(&l.b, sink, ud);
  if (rc)
    rc = sl__err(err, SL_EOUTPUT, 0, "cannot write the summary: %s",
                 sl_strerror(rc));
  return rc;
}


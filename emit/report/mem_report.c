/* `stepline mem`'s report written out (see sl_mem_report_path() in
 * stepline.h): each step's allocators and largest live tensors, then the
 * figures across steps and the baseline's comparison, as tables, CSV or
 * one JSON document. */
#include <stdio.h>
#include <string.h>

#include "emit/write/json.h"
#include "emit/report/mem_report.h"
#include "emit/write/report.h"

static void bytes_cell(char *b, size_t n, int has, int64_t v) {
  if (has) sl_human_bytes(b, n, (double)v);
  else snprintf(b, n, "-");
}

static void json_opt(sl_json_t *w, const char *key, int has, int64_t v) {
  sl__json_key(w, key, strlen(key));
  if (has) sl__json_int(w, v);
  else sl__json_raw_value(w, "null", 4);
}

int sl__mem_report_step(sl_mem_out_t *o, const sl_memstats_t *x,
                        const sl_step_info_t *info) {
  size_t i, j, n = x->allocs.n;
  sl_block_t b;
  if (o->mo->format == SL_REPORT_JSON) {
    sl_json_t *w = o->jw;
    sl__json_obj_begin(w);
    if (o->input) {
      SL_JSON_KEY(w, "input");
      sl__json_str(w, (const uint8_t *)o->input, strlen(o->input));
    }
    SL_JSON_KEY(w, "index");
    sl__json_int(w, info->index);
    SL_JSON_KEY(w, "step");
    sl__json_int(w, info->step);
    SL_JSON_KEY(w, "tag");
    sl__json_str(w, (const uint8_t *)info->tag, info->tag_len);
    SL_JSON_KEY(w, "allocators");
    sl__json_obj_begin(w);
    for (i = 0; i < n; i++) {
      const sl_mem_peak_t *a = &x->ap[i];
      sl__json_key_str(w, a->name.p, a->name.n);
      sl__json_obj_begin(w);
      json_opt(w, "model_peak_bytes", a->has_model, a->model);
      json_opt(w, "model_peak_us", a->has_model, a->model_ts);
      json_opt(w, "in_use_bytes", a->has_inuse, a->inuse);
      json_opt(w, "peak_bytes", a->has_peak, a->peak);
      json_opt(w, "records_peak_bytes", a->has_records, a->records);
      SL_JSON_KEY(w, "live_tensors");
      sl__json_uint(w, a->n_live);
      SL_JSON_KEY(w, "top");
      sl__json_arr_begin(w);
      for (j = 0; j < a->nlive; j++) {
        const sl_mem_live_t *l = &a->live[j];
        sl__json_obj_begin(w);
        SL_JSON_KEY(w, "name");
        sl__json_str(w, l->name.p, l->name.n);
        SL_JSON_KEY(w, "bytes");
        sl__json_int(w, l->bytes);
        SL_JSON_KEY(w, "op");
        sl__json_str(w, l->op.p, l->op.n);
        SL_JSON_KEY(w, "dtype");
        if (l->dtype) sl__json_str(w, (const uint8_t *)l->dtype, strlen(l->dtype));
        else sl__json_raw_value(w, "null", 4);
        SL_JSON_KEY(w, "shape");
        sl__json_str(w, (const uint8_t *)l->shape, strlen(l->shape));
        sl__json_obj_end(w);
      }
      sl__json_arr_end(w);
      sl__json_obj_end(w);
    }
    sl__json_obj_end(w);
    sl__json_obj_end(w);
    return w->rc;
  }
  if (sl__block_open(&b) != 0) return SL_ENOMEM;
  if (o->mo->format == SL_REPORT_CSV) {
    if (o->blocks == 0)
      fprintf(b.f, "scope,%sindex,step,allocator,model_peak_bytes,"
                   "model_peak_us,in_use_bytes,peak_bytes,"
                   "records_peak_bytes,live_tensors\n",
              o->several ? "input," : "");
    for (i = 0; i < n; i++) {
      const sl_mem_peak_t *a = &x->ap[i];
      fputs("step,", b.f);
      if (o->several) {
        sl__csv_field(b.f, (const uint8_t *)o->input, strlen(o->input));
        fputc(',', b.f);
      }
      fprintf(b.f, "%lld,%lld,", (long long)info->index,
              (long long)info->step);
      sl__csv_field(b.f, a->name.p, a->name.n);
      fputc(',', b.f);
      if (a->has_model)
        fprintf(b.f, "%lld,%lld", (long long)a->model, (long long)a->model_ts);
      else
        fputc(',', b.f);
      fprintf(b.f, ",");
      if (a->has_inuse) fprintf(b.f, "%lld", (long long)a->inuse);
      fprintf(b.f, ",");
      if (a->has_peak) fprintf(b.f, "%lld", (long long)a->peak);
      fprintf(b.f, ",");
      if (a->has_records) fprintf(b.f, "%lld", (long long)a->records);
      fprintf(b.f, ",%zu\n", a->n_live);
    }
  } else {
    if (o->blocks > 0) fputc('\n', b.f);
    if (o->input) fprintf(b.f, "%s: ", o->input);
    fprintf(b.f, "step %lld", (long long)info->index);
    if (info->has_meta)
      fprintf(b.f, " (step %lld, tag %.*s)", (long long)info->step,
              (int)info->tag_len, info->tag);
    fprintf(b.f, "\n  %-24s %12s %10s %12s %12s %12s %8s\n", "allocator",
            "model peak", "at (ms)", "in use", "peak_bytes", "records",
            "tensors");
    for (i = 0; i < n; i++) {
      const sl_mem_peak_t *a = &x->ap[i];
      char name[40], c1[32], c3[32], c4[32], c5[32], ts[32] = "-";
      sl__table_name(name, sizeof name, a->name.p, a->name.n, 24);
      bytes_cell(c1, sizeof c1, a->has_model, a->model);
      bytes_cell(c3, sizeof c3, a->has_inuse, a->inuse);
      bytes_cell(c4, sizeof c4, a->has_peak, a->peak);
      bytes_cell(c5, sizeof c5, a->has_records, a->records);
      /* The time of the peak from the step's first op start: absolute
       * microseconds since the epoch say little to a reader (JSON and CSV
       * keep them). */
      if (a->has_model && x->has_t0)
        snprintf(ts, sizeof ts, "+%.3f",
                 (double)(a->model_ts - x->t0) / 1000.0);
      else if (a->has_model)
        snprintf(ts, sizeof ts, "%lld", (long long)a->model_ts);
      fprintf(b.f, "  %-24s %12s %10s %12s %12s %12s %8zu\n",
              name[0] ? name : "(none)", c1, ts, c3, c4, c5, a->n_live);
    }
    for (i = 0; i < n; i++) {
      const sl_mem_peak_t *a = &x->ap[i];
      char name[40];
      if (!a->nlive) continue;
      sl__table_name(name, sizeof name, a->name.p, a->name.n, 24);
      fprintf(b.f, "  largest live at the model peak of %s:\n",
              name[0] ? name : "(none)");
      for (j = 0; j < a->nlive; j++) {
        const sl_mem_live_t *l = &a->live[j];
        char hb[32], tn[64], op[32];
        sl_human_bytes(hb, sizeof hb, (double)l->bytes);
        sl__table_name(tn, sizeof tn, l->name.p, l->name.n, 48);
        sl__table_name(op, sizeof op, l->op.p, l->op.n, 20);
        fprintf(b.f, "    %12s  %-48s %-20s %-10s %s\n", hb, tn,
                op[0] ? op : "?", l->dtype ? l->dtype : "-",
                l->shape[0] ? l->shape : "-");
      }
    }
  }
  o->blocks++;
  return sl__block_flush(&b, o->sink, o->ud);
}

/* The summary across steps, and the baseline's comparison. */
int sl__mem_report_summary(sl_mem_out_t *o, sl_memstats_t *x,
                           sl_memstats_t *base, int *grew) {
  size_t i;
  int m, named;
  sl_block_t b;
  double tol = o->mo->tolerance;
  if (o->mo->format == SL_REPORT_JSON) {
    sl_json_t *w = o->jw;
    sl__json_arr_end(w);
    SL_JSON_KEY(w, "summary");
    sl__json_obj_begin(w);
  } else if (sl__block_open(&b) != 0) {
    return SL_ENOMEM;
  } else if (o->mo->format == SL_REPORT_TABLE && x->run.steps > 1) {
    /* (One step's table already says it all.) */
    char head[48];
    snprintf(head, sizeof head, "across %llu step%s",
             (unsigned long long)x->run.steps, x->run.steps == 1 ? "" : "s");
    fprintf(b.f, "\n%-39s %12s %12s %12s\n", head, "min", "median", "max");
  }
  for (i = 0; i < x->run.names.n; i++) {
    sl_mem_across_t *c = &x->run.a[i];
    sl_str_t name = x->run.names.keys[i];
    char nm[40];
    sl__table_name(nm, sizeof nm, name.p, name.n, 24);
    if (o->mo->format == SL_REPORT_JSON) {
      sl__json_key_str(o->jw, name.p, name.n);
      sl__json_obj_begin(o->jw);
    }
    named = 0;
    for (m = 0; m < SL_MEASURES; m++) {
      int64_t s3[3];
      if (!c->n[m]) continue;
      sl__memstats_summary(c, m, s3);
      if (o->mo->format == SL_REPORT_JSON) {
        sl_json_t *w = o->jw;
        sl__json_key(w, sl__mem_measures[m], strlen(sl__mem_measures[m]));
        sl__json_obj_begin(w);
        SL_JSON_KEY(w, "min");
        sl__json_int(w, s3[0]);
        SL_JSON_KEY(w, "median");
        sl__json_int(w, s3[1]);
        SL_JSON_KEY(w, "max");
        sl__json_int(w, s3[2]);
        sl__json_obj_end(w);
      } else if (o->mo->format == SL_REPORT_CSV) {
        /* Three lines per allocator and measure (min, median, max),
         * the figure in the measure's own column. */
        static const char *const which[3] = {"min", "median", "max"};
        static const int col[SL_MEASURES] = {0, 2, 3, 4};
        int k, cc;
        for (k = 0; k < 3; k++) {
          fprintf(b.f, "%s,,,%s", which[k], o->several ? "," : "");
          sl__csv_field(b.f, name.p, name.n);
          for (cc = 0; cc < 6; cc++) {
            fputc(',', b.f);
            if (cc == col[m]) fprintf(b.f, "%lld", (long long)s3[k]);
          }
          fputc('\n', b.f);
        }
      } else if (x->run.steps > 1) {
        char a1[32], a2[32], a3[32];
        static const char *const label[SL_MEASURES] = {
            "model peak", "in use", "peak_bytes", "records peak"};
        sl_human_bytes(a1, sizeof a1, (double)s3[0]);
        sl_human_bytes(a2, sizeof a2, (double)s3[1]);
        sl_human_bytes(a3, sizeof a3, (double)s3[2]);
        fprintf(b.f, "  %-24s %-12s %12s %12s %12s\n",
                named ? "" : (nm[0] ? nm : "(none)"), label[m], a1, a2, a3);
        named = 1;
      }
    }
    if (o->mo->format == SL_REPORT_JSON) sl__json_obj_end(o->jw);
  }
  if (o->mo->format == SL_REPORT_JSON) sl__json_obj_end(o->jw);
  /* The baseline: per allocator both runs have, each measure both have. */
  if (base) {
    if (o->mo->format == SL_REPORT_JSON) {
      SL_JSON_KEY(o->jw, "baseline");
      sl__json_obj_begin(o->jw);
      SL_JSON_KEY(o->jw, "tolerance_pct");
      sl__json_double(o->jw, tol, 3);
      SL_JSON_KEY(o->jw, "allocators");
      sl__json_arr_begin(o->jw);
    } else if (o->mo->format == SL_REPORT_CSV) {
      fprintf(b.f, "\nallocator,measure,baseline_median,median,change_pct,"
                   "grew\n");
    } else {
      fprintf(b.f, "\nagainst the baseline (median peaks, tolerance %g%%)\n"
                   "  %-24s %-12s %12s %12s %9s\n",
              tol, "allocator", "measure", "baseline", "this", "change");
    }
    for (i = 0; i < x->run.names.n; i++) {
      sl_str_t name = x->run.names.keys[i];
      int64_t k = sl__strmap_find(&base->run.names, name.p, name.n);
      char nm[40];
      sl__table_name(nm, sizeof nm, name.p, name.n, 24);
      if (k < 0) continue;
      for (m = 0; m < SL_MEASURES; m++) {
        sl_mem_across_t *c = &x->run.a[i], *bc = &base->run.a[k];
        int64_t s3[3], b3[3];
        double change;
        int up;
        if (!c->n[m] || !bc->n[m]) continue;
        sl__memstats_summary(c, m, s3);
        sl__memstats_summary(bc, m, b3);
        change = b3[1] ? 100.0 * (double)(s3[1] - b3[1]) / (double)b3[1]
                       : (s3[1] ? 1e9 : 0);
        up = change > tol;
        if (up) *grew = 1;
        if (o->mo->format == SL_REPORT_JSON) {
          sl_json_t *w = o->jw;
          sl__json_obj_begin(w);
          SL_JSON_KEY(w, "allocator");
          sl__json_str(w, name.p, name.n);
          SL_JSON_KEY(w, "measure");
          sl__json_str(w, (const uint8_t *)sl__mem_measures[m], strlen(sl__mem_measures[m]));
          SL_JSON_KEY(w, "baseline_median");
          sl__json_int(w, b3[1]);
          SL_JSON_KEY(w, "median");
          sl__json_int(w, s3[1]);
          SL_JSON_KEY(w, "change_pct");
          sl__json_double(w, change, 3);
          SL_JSON_KEY(w, "grew");
          sl__json_raw_value(w, up ? "true" : "false", up ? 4 : 5);
          sl__json_obj_end(w);
        } else if (o->mo->format == SL_REPORT_CSV) {
          sl__csv_field(b.f, name.p, name.n);
          fprintf(b.f, ",%s,%lld,%lld,%.3f,%d\n", sl__mem_measures[m],
                  (long long)b3[1], (long long)s3[1], change, up);
        } else {
          char a1[32], a2[32];
          sl_human_bytes(a1, sizeof a1, (double)b3[1]);
          sl_human_bytes(a2, sizeof a2, (double)s3[1]);
          fprintf(b.f, "  %-24s %-12s %12s %12s %+8.1f%%%s\n",
                  nm[0] ? nm : "(none)", sl__mem_measures[m], a1, a2, change,
                  up ? "  GREW" : "");
        }
      }
    }
    if (o->mo->format == SL_REPORT_JSON) {
      sl__json_arr_end(o->jw);
      SL_JSON_KEY(o->jw, "grew");
      sl__json_raw_value(o->jw, *grew ? "true" : "false", *grew ? 4 : 5);
      sl__json_obj_end(o->jw);
    } else if (o->mo->format == SL_REPORT_TABLE) {
      fprintf(b.f, "%s\n", *grew ? "memory grew beyond the tolerance"
                                 : "no allocator grew beyond the tolerance");
    }
  }
  if (o->mo->format == SL_REPORT_JSON) {
    sl__json_obj_end(o->jw);
    sl__json_raw(o->jw, "\n", 1);
    return sl__json_flush(o->jw);
  }
  return sl__block_flush(&b, o->sink, o->ud);
}


/* ---- a partial's steps ---------------------------------------------------------------- */

static void opt_fig(FILE *f, const char *key, int has, int64_t v) {
  if (has) fprintf(f, ",\"%s\":%lld", key, (long long)v);
}

int sl__mem_step_save(sl_pwrite_t *w, const sl_memstats_t *x,
                      const sl_step_info_t *info) {
  FILE *f = sl__pw_f(w);
  size_t i, j;
  int rc;
  fprintf(f, "{\"index\":%lld,\"step\":%lld,\"meta\":%d",
          (long long)info->index, (long long)info->step, info->has_meta != 0);
  opt_fig(f, "t0", x->has_t0, x->t0);
  fprintf(f, ",\"allocators\":%zu,\"tag\":", x->allocs.n);
  sl__pw_str(w, (const uint8_t *)info->tag, info->tag_len);
  fputc('}', f);
  if ((rc = sl__pw_line(w))) return rc;
  for (i = 0; i < x->allocs.n; i++) {
    const sl_mem_peak_t *a = &x->ap[i];
    fprintf(f, "{\"n_live\":%zu,\"live\":%zu", a->n_live, a->nlive);
    opt_fig(f, "model", a->has_model, a->model);
    opt_fig(f, "model_ts", a->has_model, a->model_ts);
    opt_fig(f, "inuse", a->has_inuse, a->inuse);
    opt_fig(f, "peak", a->has_peak, a->peak);
    opt_fig(f, "records", a->has_records, a->records);
    fputs(",\"allocator\":", f);
    sl__pw_str(w, a->name.p, a->name.n);
    fputc('}', f);
    if ((rc = sl__pw_line(w))) return rc;
    for (j = 0; j < a->nlive; j++) {
      const sl_mem_live_t *l = &a->live[j];
      fprintf(f, "{\"bytes\":%lld,\"tensor\":", (long long)l->bytes);
      sl__pw_str(w, l->name.p, l->name.n);
      fputs(",\"op\":", f);
      sl__pw_str(w, l->op.p, l->op.n);
      fputs(",\"shape\":", f);
      sl__pw_str(w, (const uint8_t *)l->shape, strlen(l->shape));
      if (l->dtype) {
        fputs(",\"dtype\":", f);
        sl__pw_str(w, (const uint8_t *)l->dtype, strlen(l->dtype));
      }
      fputc('}', f);
      if ((rc = sl__pw_line(w))) return rc;
    }
  }
  return 0;
}

/* A string of the line, kept in x's step arena. */
static int keep_str(sl_pread_t *r, sl_memstats_t *x, const char *key,
                    sl_str_t *out) {
  sl_str_t s;
  uint8_t *p;
  if (sl__pr_str(r, key, &s)) return SL_EFORMAT;
  if (!(p = sl__arena_alloc(&x->arena, s.n + 1)))
    return sl__err(r->err, SL_ENOMEM, 0, "out of memory");
  if (s.n) memcpy(p, s.p, s.n);
  p[s.n] = 0;
  *out = sl__str(p, s.n);
  return 0;
}

static int load_tensor(sl_pread_t *r, sl_memstats_t *x, sl_mem_live_t *l) {
  sl_str_t sh;
  int rc;
  memset(l, 0, sizeof *l);
  if (sl__pr_int(r, "bytes", &l->bytes)) return SL_EFORMAT;
  if ((rc = keep_str(r, x, "tensor", &l->name)) ||
      (rc = keep_str(r, x, "op", &l->op)) ||
      (rc = sl__pr_str(r, "shape", &sh)))
    return rc;
  if (sh.n >= sizeof l->shape)
    return sl__pr_fail(r, "a shape of at most %zu bytes", sizeof l->shape - 1);
  if (sh.n) memcpy(l->shape, sh.p, sh.n);
  l->shape[sh.n] = '\0';
  if (sl__pr_get(r, "dtype")) {
    sl_str_t d;
    if ((rc = keep_str(r, x, "dtype", &d))) return rc;
    l->dtype = (const char *)d.p;
  }
  return 0;
}

int sl__mem_step_load(sl_pread_t *r, sl_memstats_t *x, sl_step_info_t *info) {
  int64_t meta, na, i, j;
  sl_str_t tag;
  int rc, has;
  memset(info, 0, sizeof *info);
  info->record = -1;
  if (sl__pr_int(r, "index", &info->index) ||
      sl__pr_int(r, "step", &info->step) || sl__pr_int(r, "meta", &meta) ||
      sl__pr_opt_int(r, "t0", &x->t0, &has) ||
      sl__pr_int(r, "allocators", &na))
    return SL_EFORMAT;
  x->has_t0 = has;
  info->has_meta = meta != 0;
  if ((rc = keep_str(r, x, "tag", &tag))) return rc;
  info->tag = (const char *)tag.p;
  info->tag_len = tag.n;
  if (na < 0) return sl__pr_fail(r, "expected a count of allocators");
  for (i = 0; i < na; i++) {
    sl_mem_peak_t *a;
    sl_str_t name;
    int64_t nl, nlive;
    if ((rc = sl__pr_line(r, "expected %lld more allocators",
                          (long long)(na - i))))
      return rc;
    if (sl__pr_str(r, "allocator", &name)) return SL_EFORMAT;
    if (!(a = sl__memstats_alloc(x, name)))
      return sl__err(r->err, SL_ENOMEM, 0, "out of memory");
    if (sl__pr_int(r, "n_live", &nl) || sl__pr_int(r, "live", &nlive) ||
        sl__pr_opt_int(r, "model", &a->model, &a->has_model) ||
        sl__pr_opt_int(r, "model_ts", &a->model_ts, &has) ||
        sl__pr_opt_int(r, "inuse", &a->inuse, &a->has_inuse) ||
        sl__pr_opt_int(r, "peak", &a->peak, &a->has_peak) ||
        sl__pr_opt_int(r, "records", &a->records, &a->has_records))
      return SL_EFORMAT;
    if (nl < 0 || nlive < 0 || (uint64_t)nlive > x->top)
      return sl__pr_fail(r, "expected at most %zu tensors", x->top);
    a->n_live = (size_t)nl;
    a->nlive = 0;
    if (nlive &&
        !(a->live = sl__arena_alloc(&x->arena, (size_t)nlive * sizeof *a->live)))
      return sl__err(r->err, SL_ENOMEM, 0, "out of memory");
    for (j = 0; j < nlive; j++) {
      if ((rc = sl__pr_line(r, "expected %lld more tensors",
                            (long long)(nlive - j))) ||
          (rc = load_tensor(r, x, &a->live[j])))
        return rc;
      a->nlive++;
    }
  }
  return 0;
}

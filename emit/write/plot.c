/* The memory plot.  See plot.h. */
#include "emit/write/plot.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emit/model/arena.h"
#include "emit/write/report.h"

/* A point with y < 0 ends a line: the next point starts a new one (steps
 * are drawn apart). */
#define BREAK (-1)

void sl__plot_init(sl_plot_t *p) { memset(p, 0, sizeof *p); }

void sl__plot_close(sl_plot_t *p) {
  size_t i;
  for (i = 0; i < p->ns; i++) {
    free(p->s[i].name);
    free(p->s[i].pts);
    free(p->s[i].raw);
  }
  free(p->s);
  free(p->bounds);
  free(p->bound_steps);
  memset(p, 0, sizeof *p);
}

static int push(sl_plot_pt_t **a, size_t *n, size_t *cap, double x,
                int64_t y) {
  if (*n == *cap) {
    size_t c = *cap;
    sl_plot_pt_t *na;
    if (sl__grow_cap(&c, *n + 1, sizeof **a) != 0 ||
        !(na = realloc(*a, c * sizeof **a)))
      return -1;
    *a = na;
    *cap = c;
  }
  (*a)[*n].x = x;
  (*a)[*n].y = y;
  (*n)++;
  return 0;
}

void sl__plot_step(sl_plot_t *p, int64_t step) {
  p->step = step;
  p->have_t = 0;
}

static sl_plot_series_t *series(sl_plot_t *p, sl_str_t name) {
  size_t i;
  sl_plot_series_t *s;
  for (i = 0; i < p->ns; i++)
    if (p->s[i].n_name == name.n &&
        (name.n == 0 || memcmp(p->s[i].name, name.p, name.n) == 0))
      return &p->s[i];
  if (p->ns == p->scap) {
    size_t c = p->scap;
    sl_plot_series_t *ns;
    if (sl__grow_cap(&c, p->ns + 1, sizeof *ns) != 0 ||
        !(ns = realloc(p->s, c * sizeof *ns)))
      return NULL;
    p->s = ns;
    p->scap = c;
  }
  s = &p->s[p->ns];
  memset(s, 0, sizeof *s);
  s->name = malloc(name.n + 1);
  if (!s->name) return NULL;
  if (name.n) memcpy(s->name, name.p, name.n);
  s->name[name.n] = '\0';
  s->n_name = name.n;
  p->ns++;
  return s;
}

void sl__plot_point(sl_plot_t *p, sl_str_t alloc, int64_t t, int64_t bytes) {
  sl_plot_series_t *s = series(p, alloc);
  if (!s || push(&s->raw, &s->nraw, &s->rawcap, (double)t, bytes) != 0) {
    p->oom = 1;
    return;
  }
  if (!p->have_t || t < p->t0) p->t0 = t;
  if (!p->have_t || t > p->t1) p->t1 = t;
  p->have_t = 1;
}

/* Halves the stored points of every series: each pair becomes its higher
 * point, line breaks kept. */
static void halve(sl_plot_t *p) {
  size_t i, j, k;
  p->total = 0;
  for (i = 0; i < p->ns; i++) {
    sl_plot_series_t *s = &p->s[i];
    for (j = k = 0; j < s->n; k++) {
      sl_plot_pt_t a = s->pts[j];
      if (a.y != BREAK && j + 1 < s->n && s->pts[j + 1].y != BREAK) {
        if (s->pts[j + 1].y > a.y) a = s->pts[j + 1];
        j += 2;
      } else {
        j++;
      }
      s->pts[k] = a;
    }
    s->n = k;
    p->total += k;
  }
}

void sl__plot_step_end(sl_plot_t *p) {
  double span;
  size_t i, j;
  if (!p->have_t) return;
  span = (double)(p->t1 - p->t0);
  if (span < 1) span = 1;
  if (p->nb == p->bcap) {
    size_t c = p->bcap;
    double *nb;
    int64_t *ns;
    if (sl__grow_cap(&c, p->nb + 1, sizeof *nb) != 0 ||
        !(nb = realloc(p->bounds, c * sizeof *nb))) {
      p->oom = 1;
      return;
    }
    p->bounds = nb;
    if (!(ns = realloc(p->bound_steps, c * sizeof *ns))) {
      p->oom = 1;
      return;
    }
    p->bound_steps = ns;
    p->bcap = c;
  }
  p->bounds[p->nb] = p->offset;
  p->bound_steps[p->nb++] = p->step;
  for (i = 0; i < p->ns; i++) {
    sl_plot_series_t *s = &p->s[i];
    long bucket = -1;
    sl_plot_pt_t best = {0, 0};
    if (s->nraw == 0) continue;
    for (j = 0; j < s->nraw; j++) {
      sl_plot_pt_t q = s->raw[j];
      long b = (long)((q.x - (double)p->t0) / span * SL_PLOT_STEP_BUCKETS);
      double x = p->offset + (q.x - (double)p->t0);
      if (!s->has_peak || q.y > s->peak) {
        s->peak = q.y;
        s->peak_x = x;
        s->peak_step = p->step;
        s->has_peak = 1;
      }
      if (b != bucket) {
        if (bucket >= 0 && push(&s->pts, &s->n, &s->cap, best.x, best.y))
          p->oom = 1;
        bucket = b;
        best.x = x;
        best.y = q.y;
      } else if (q.y > best.y) {
        best.x = x;
        best.y = q.y;
      }
    }
    if (push(&s->pts, &s->n, &s->cap, best.x, best.y) ||
        push(&s->pts, &s->n, &s->cap, p->offset + span, BREAK))
      p->oom = 1;
    s->nraw = 0;
  }
  p->offset += span;
  p->total = 0;
  for (i = 0; i < p->ns; i++) p->total += p->s[i].n;
  while (p->total > SL_PLOT_MAX_POINTS) {
    size_t before = p->total;
    halve(p);
    if (p->total >= before) break;
  }
}

/* ---- drawing ------------------------------------------------------------ */

#define W 1000
#define H 520
#define ML 90
#define MR 30
#define MT 62
#define MB 56
#define PW (W - ML - MR)
#define PH (H - MT - MB)

static const char *const colors[] = {"#1f77b4", "#d62728", "#2ca02c",
                                     "#ff7f0e", "#9467bd", "#8c564b",
                                     "#e377c2", "#17becf"};

static void xml_text(FILE *f, const char *p, size_t n) {
  size_t i;
  for (i = 0; i < n; i++) {
    unsigned char c = (unsigned char)p[i];
    if (c == '&') fputs("&amp;", f);
    else if (c == '<') fputs("&lt;", f);
    else if (c == '>') fputs("&gt;", f);
    else if (c == '"') fputs("&quot;", f);
    else if (c < 0x20 || c == 0x7f) fputc('?', f);
    else fputc(c, f);
  }
}

/* A step for about five ticks below `max`, in `unit`s: 1, 2 or 5 times a
 * power of ten. */
static double nice_step(double max) {
  double raw = max / 5, mag, f;
  if (raw <= 0) return 1;
  mag = pow(10, floor(log10(raw)));
  f = raw / mag;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * mag;
}

int sl__plot_write(sl_plot_t *p, const char *title, sl_sink_fn sink,
                   void *ud) {
  sl_block_t b;
  FILE *f;
  double xmax = p->offset > 0 ? p->offset : 1, ymax = 1, unit, step, v;
  double xunit, xstep;
  const char *uname, *xuname;
  size_t i, j;
  int64_t top = 0;
  if (p->oom) return SL_ENOMEM;
  for (i = 0; i < p->ns; i++)
    if (p->s[i].has_peak && p->s[i].peak > top) top = p->s[i].peak;
  if (top > 0) ymax = (double)top * 1.12;
  /* Bytes in binary units, time in us, ms or s. */
  unit = 1;
  uname = "B";
  if (top >= 1 << 30) unit = 1073741824.0, uname = "GiB";
  else if (top >= 1 << 20) unit = 1048576.0, uname = "MiB";
  else if (top >= 1 << 10) unit = 1024.0, uname = "KiB";
  xunit = 1;
  xuname = "us";
  if (xmax >= 2e6) xunit = 1e6, xuname = "s";
  else if (xmax >= 2e3) xunit = 1e3, xuname = "ms";
  if (sl__block_open(&b) != 0) return SL_ENOMEM;
  f = b.f;
  fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
             "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
             "height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"DejaVu Sans,"
             "Helvetica,Arial,sans-serif\" font-size=\"12\">\n",
          W, H, W, H);
  fprintf(f, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", W, H);
  fprintf(f, "<text x=\"%d\" y=\"24\" font-size=\"16\" font-weight=\"bold\">",
          ML);
  xml_text(f, title, strlen(title));
  fprintf(f, "</text>\n");
  /* Axes and grid. */
  step = nice_step(ymax / unit);
  for (v = 0; v <= ymax / unit + 1e-9; v += step) {
    double y = MT + PH - v * unit / ymax * PH;
    fprintf(f, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" "
               "stroke=\"#e4e4e4\"/>\n", ML, y, ML + PW, y);
    fprintf(f, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\" "
               "dominant-baseline=\"middle\">%g %s</text>\n",
            ML - 8, y, v, uname);
  }
  xstep = nice_step(xmax / xunit);
  for (v = 0; v <= xmax / xunit + 1e-9; v += xstep) {
    double x = ML + v * xunit / xmax * PW;
    fprintf(f, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" "
               "stroke=\"#888\"/>\n", x, MT + PH, x, MT + PH + 5);
    fprintf(f, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%g</text>\n",
            x, MT + PH + 19, v);
  }
  fprintf(f, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">time (%s, "
             "%s)</text>\n",
          ML + PW / 2, H - 10, xuname,
          p->nb > 1 ? "steps side by side, the time between them left out"
                    : "from the step's first allocation");
  fprintf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#444\"/>"
             "\n<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
             "stroke=\"#444\"/>\n",
          ML, MT, ML, MT + PH, ML, MT + PH, ML + PW, MT + PH);
  /* Step boundaries, labelled while there is room. */
  if (p->nb > 1) {
    double last_label = -1e9;
    for (i = 0; i < p->nb; i++) {
      double x = ML + p->bounds[i] / xmax * PW;
      if (i > 0)
        fprintf(f, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" "
                   "stroke=\"#999\" stroke-dasharray=\"4 3\"/>\n",
                x, MT, x, MT + PH);
      if (x - last_label >= 56) {
        fprintf(f, "<text x=\"%.1f\" y=\"%d\" fill=\"#666\" "
                   "font-size=\"11\">step %lld</text>\n",
                x + 3, MT + 12, (long long)p->bound_steps[i]);
        last_label = x;
      }
    }
  }
  /* The lines: each value holds until the next. */
  for (i = 0; i < p->ns; i++) {
    const sl_plot_series_t *s = &p->s[i];
    int open = 0;
    fprintf(f, "<path fill=\"none\" stroke=\"%s\" stroke-width=\"1.5\" "
               "d=\"", colors[i % 8]);
    for (j = 0; j < s->n; j++) {
      double x = ML + s->pts[j].x / xmax * PW;
      if (s->pts[j].y == BREAK) {
        if (open) fprintf(f, "H%.1f ", x);
        open = 0;
        continue;
      }
      {
        double y = MT + PH - (double)s->pts[j].y / ymax * PH;
        if (!open) fprintf(f, "M%.1f %.1f ", x, y);
        else fprintf(f, "H%.1f V%.1f ", x, y);
        open = 1;
      }
    }
    fprintf(f, "\"/>\n");
  }
  /* Peaks, marked and labelled, and the legend. */
  for (i = 0; i < p->ns; i++) {
    const sl_plot_series_t *s = &p->s[i];
    double x, y;
    char hb[32];
    int right;
    if (!s->has_peak) continue;
    x = ML + s->peak_x / xmax * PW;
    y = MT + PH - (double)s->peak / ymax * PH;
    right = x > ML + PW * 0.6;
    sl_human_bytes(hb, sizeof hb, (double)s->peak);
    fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4.5\" fill=\"%s\" "
               "stroke=\"white\"/>\n", x, y, colors[i % 8]);
    /* A white halo keeps the label readable over the lines. */
    fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\" fill=\"%s\" "
               "font-weight=\"bold\" stroke=\"white\" stroke-width=\"4\" "
               "paint-order=\"stroke\">peak ",
            right ? x - 8 : x + 8, y - 8 + (double)(i % 3) * 14,
            right ? "end" : "start", colors[i % 8]);
    fprintf(f, "%s", hb);
    if (p->nb > 1) fprintf(f, " (step %lld)", (long long)s->peak_step);
    fprintf(f, "</text>\n");
  }
  /* The legend, in a row above the plot. */
  {
    double lx = ML;
    for (i = 0; i < p->ns; i++) {
      const sl_plot_series_t *s = &p->s[i];
      fprintf(f, "<rect x=\"%.1f\" y=\"38\" width=\"16\" height=\"4\" "
                 "fill=\"%s\"/>\n<text x=\"%.1f\" y=\"44\">",
              lx, colors[i % 8], lx + 21);
      xml_text(f, s->name, s->n_name > 40 ? 40 : s->n_name);
      fprintf(f, "</text>\n");
      lx += 21 + 7.2 * (double)(s->n_name > 40 ? 40 : s->n_name) + 24;
    }
  }
  fprintf(f, "</svg>\n");
  return sl__block_flush(&b, sink, ud);
}

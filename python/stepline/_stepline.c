/* The CPython side of the stepline package: each call runs one library
 * entry point with the GIL released and hands back the bytes it wrote
 * (a trace, or a report's JSON), or raises _stepline.Error with (code,
 * message, file, offset).  The Python layer (stepline/__init__.py)
 * turns options into these calls and errors into its exceptions. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "stepline/events.h"
#include "stepline/stepline.h"

static PyObject *Error;

/* The output, gathered in memory, and the run's ties to Python: the
 * progress callable, and a stop asked by it (an exception) or by a
 * signal (Ctrl-C), which the next output chunk turns into SL_ECANCELED. */
typedef struct out_s {
  char *p;
  size_t n, cap;
  PyObject *progress;       /* callable(read, events), or NULL          */
  double last;              /* when it was last called (s)              */
  double checked;           /* when signals were last checked (s)       */
  int stop;
  PyObject *exc[3];         /* what stopped the run                     */
  size_t unchecked;         /* output bytes since signals were checked  */
  sl_writer_t *w;           /* to a file (on the writer's thread), or    */
  PyObject *file;           /* to a Python file object, or gathered      */
} out_t;

/* Output between checks for a pending Ctrl-C: about 40 checks a second
 * at 200 MB/s, each a GIL round trip. */
#define CHECK_EVERY ((size_t)4 << 20)

static double now_s(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* With the GIL: keeps the exception raised as the run's stop. */
static void stop_with_error(out_t *o) {
  if (!o->stop) PyErr_Fetch(&o->exc[0], &o->exc[1], &o->exc[2]);
  else PyErr_Clear();
  o->stop = 1;
}

static void check_signals(out_t *o) {
  PyGILState_STATE g = PyGILState_Ensure();
  if (PyErr_CheckSignals() < 0) stop_with_error(o);
  PyGILState_Release(g);
}

static void on_progress(void *ud, const sl_progress_t *p) {
  out_t *o = ud;
  PyGILState_STATE g;
  PyObject *r;
  double t = now_s();
  if (!o->progress || o->stop || (!p->done && t - o->last < 0.1)) return;
  o->last = t;
  g = PyGILState_Ensure();
  r = PyObject_CallFunction(o->progress, "KK", (unsigned long long)p->read,
                            (unsigned long long)p->events);
  if (!r || PyErr_CheckSignals() < 0) stop_with_error(o);
  Py_XDECREF(r);
  PyGILState_Release(g);
}

/* Asked by the library between steps and every few thousand events:
 * a pending Ctrl-C (checked at most 20 times a second, each a GIL round
 * trip) or the progress callable's exception stops the run. */
static int on_stop(void *ud) {
  out_t *o = ud;
  double t;
  if (o->stop) return 1;
  t = now_s();
  if (t - o->checked >= 0.05) {
    o->checked = t;
    check_signals(o);
  }
  return o->stop;
}

static int out_sink(void *ud, const void *p, size_t n) {
  out_t *o = ud;
  if ((o->unchecked += n) >= CHECK_EVERY) {
    o->unchecked = 0;
    check_signals(o);
  }
  if (o->stop) return SL_ECANCELED;
  if (o->w) return sl_writer_sink(o->w, p, n);
  if (o->file) {
    PyGILState_STATE g = PyGILState_Ensure();
    PyObject *r = PyObject_CallMethod(o->file, "write", "y#", (const char *)p,
                                      (Py_ssize_t)n);
    if (!r) stop_with_error(o);
    Py_XDECREF(r);
    PyGILState_Release(g);
    return o->stop ? SL_ECANCELED : 0;
  }
  if (n > SIZE_MAX - o->n) return SL_ENOMEM;
  if (o->n + n > o->cap) {
    size_t cap = o->cap ? o->cap : 65536;
    char *q;
    while (cap < o->n + n) {
      if (cap > SIZE_MAX / 2) return SL_ENOMEM;
      cap *= 2;
    }
    if (!(q = realloc(o->p, cap))) return SL_ENOMEM;
    o->p = q;
    o->cap = cap;
  }
  memcpy(o->p + o->n, p, n);
  o->n += n;
  return 0;
}

/* The inputs: a list of paths (str), or one bytes-like object. */
typedef struct src_s {
  const char **paths;
  size_t n;
  PyObject **keep;          /* the encoded paths                        */
  Py_buffer mem;
  int has_mem;
} src_t;

static void src_free(src_t *s) {
  size_t i;
  for (i = 0; i < s->n; i++) Py_XDECREF(s->keep[i]);
  free(s->keep);
  free(s->paths);
  if (s->has_mem) PyBuffer_Release(&s->mem);
}

static int src_get(PyObject *obj, src_t *s) {
  Py_ssize_t i, n;
  memset(s, 0, sizeof *s);
  if (PyObject_CheckBuffer(obj)) {
    if (PyObject_GetBuffer(obj, &s->mem, PyBUF_SIMPLE) < 0) return -1;
    s->has_mem = 1;
    return 0;
  }
  if (!PyList_Check(obj) || (n = PyList_Size(obj)) < 1) {
    PyErr_SetString(PyExc_TypeError, "inputs: a non-empty list of paths");
    return -1;
  }
  s->paths = calloc((size_t)n, sizeof *s->paths);
  s->keep = calloc((size_t)n, sizeof *s->keep);
  if (!s->paths || !s->keep) {
    PyErr_NoMemory();
    return -1;
  }
  for (i = 0; i < n; i++) {
    PyObject *b;
    if (!PyUnicode_FSConverter(PyList_GetItem(obj, i), &b)) return -1;
    s->keep[s->n] = b;
    s->paths[s->n++] = PyBytes_AsString(b);
  }
  return 0;
}

/* Options from a dict of the names sl_options_t has. */
static const char *opt_str(PyObject *d, const char *k, PyObject **keep) {
  PyObject *v = d ? PyDict_GetItemString(d, k) : NULL;
  if (!v || v == Py_None) return NULL;
  if (!(*keep = PyUnicode_AsUTF8String(v))) return NULL;
  return PyBytes_AsString(*keep);
}

static long long opt_int(PyObject *d, const char *k, long long dflt) {
  PyObject *v = d ? PyDict_GetItemString(d, k) : NULL;
  if (!v || v == Py_None) return dflt;
  return PyLong_AsLongLong(v);
}

typedef struct opts_s {
  sl_options_t o;
  PyObject *keep[4];
} opts_t;

static int opts_get(PyObject *d, opts_t *x) {
  memset(x, 0, sizeof *x);
  sl_options_init(&x->o);
  x->o.trace_format = opt_int(d, "perfetto", 0) ? SL_TRACE_PERFETTO
                                                : SL_TRACE_CHROME;
  x->o.show_memory = (int)opt_int(d, "show_memory", 0);
  x->o.show_dataflow = (int)opt_int(d, "dataflow", 1);
  x->o.op_time = (sl_op_time_t)opt_int(d, "op_time", SL_OP_TIME_SCHEDULE);
  x->o.timeline_compat = (int)opt_int(d, "timeline_compat", 0);
  x->o.min_duration = opt_int(d, "min_duration", 0);
  x->o.format = (sl_format_t)opt_int(d, "input_format", SL_FORMAT_AUTO);
  x->o.threads = (int)opt_int(d, "threads", x->o.threads);
  x->o.steps = opt_str(d, "steps", &x->keep[0]);
  x->o.devices = opt_str(d, "devices", &x->keep[1]);
  return PyErr_Occurred() ? -1 : 0;
}

static void opts_free(opts_t *x) {
  size_t i;
  for (i = 0; i < sizeof x->keep / sizeof x->keep[0]; i++)
    Py_XDECREF(x->keep[i]);
}

/* The run's ties to Python: the progress callable of the options (or
 * None) and the stop check. */
static void out_hooks(out_t *o, opts_t *x, PyObject *d) {
  o->progress = d ? PyDict_GetItemString(d, "progress") : NULL;
  if (o->progress == Py_None) o->progress = NULL;
  x->o.progress = on_progress;
  x->o.progress_ud = o;
  x->o.stop = on_stop;
  x->o.stop_ud = o;
}

/* The result: the bytes, or _stepline.Error(code, message, file,
 * offset) with the CLI's line. */
static PyObject *finish(int rc, out_t *o, const sl_error_t *err,
                        const src_t *s) {
  PyObject *r;
  if (o->stop) {
    /* The callable's exception, or KeyboardInterrupt. */
    free(o->p);
    PyErr_Restore(o->exc[0], o->exc[1], o->exc[2]);
    return NULL;
  }
  if (rc == 0) {
    r = PyBytes_FromStringAndSize(o->p ? o->p : "", (Py_ssize_t)o->n);
  } else {
    char line[1024];
    const char *file = err->file ? err->file
                       : s->n ? s->paths[0]
                              : "<bytes>";
    sl_error_format(err, file, line, sizeof line);
    PyObject *off, *t;
    r = NULL;
    if (err->offset == SL_NO_OFFSET || rc == SL_EUSAGE) {
      Py_INCREF(Py_None);
      off = Py_None;
    } else {
      off = PyLong_FromUnsignedLongLong(err->offset);
    }
    if (off && (t = Py_BuildValue("(issN)", rc, line, file, off))) {
      PyErr_SetObject(Error, t);
      Py_DECREF(t);
    }
  }
  free(o->p);
  return r;
}

/* Where a trace goes: `to` None (gathered, returned as bytes), a path
 * (written whole through sl_outfile_t and the writer thread, as the CLI
 * writes) or an object with write().  Returns 0, 1 with a Python error
 * set, or a library code with err filled. */
static int out_begin(out_t *o, PyObject *to, PyObject **path,
                     sl_outfile_t **of, sl_error_t *err) {
  int rc;
  if (to == Py_None) return 0;
  if (!PyUnicode_Check(to)) {
    o->file = to;
    return 0;
  }
  if (!PyUnicode_FSConverter(to, path)) return 1;
  if ((rc = sl_outfile_open(PyBytes_AsString(*path), of, err))) return rc;
  if (!(o->w = sl_writer_new(sl_outfile_fd(*of)))) {
    sl_outfile_close(*of, 0, NULL);
    *of = NULL;
    PyErr_NoMemory();
    return 1;
  }
  return 0;
}

/* Without the GIL: the output finished (kept only when the run was
 * whole).  Returns rc, or the write's error with err set. */
static int out_end(out_t *o, sl_outfile_t *of, int rc, sl_error_t *err) {
  int wrc = o->w ? sl_writer_free(o->w) : 0;
  o->w = NULL;
  if (of) {
    sl_error_t cerr;
    int crc = sl_outfile_close(of, rc == 0 && wrc == 0 && !o->stop, &cerr);
    if (rc == 0 && wrc == 0 && crc) {
      wrc = crc;
      *err = cerr;
    }
  }
  if (rc == 0 && wrc) {
    rc = wrc;
    if (!err->msg[0])
      snprintf(err->msg, sizeof err->msg, "cannot write: %s", strerror(-wrc));
    err->offset = SL_NO_OFFSET;
    err->file = NULL;
  }
  return rc;
}

/* convert(inputs, options, out): out None (the bytes are returned), a
 * path (written whole through sl_outfile_t, as the CLI writes) or an
 * object with write(). */
static PyObject *py_convert(PyObject *self, PyObject *args) {
  PyObject *in, *d, *to, *path = NULL;
  src_t s;
  opts_t x;
  out_t o = {0};
  sl_outfile_t *of = NULL;
  sl_error_t err;
  int rc;
  (void)self;
  memset(&x, 0, sizeof x);
  if (!PyArg_ParseTuple(args, "OOO", &in, &d, &to)) return NULL;
  if (src_get(in, &s) || opts_get(d, &x)) {
    src_free(&s);
    opts_free(&x);
    return NULL;
  }
  out_hooks(&o, &x, d);
  memset(&err, 0, sizeof err);
  if ((rc = out_begin(&o, to, &path, &of, &err)) != 0) {
    PyObject *r = rc < 0 ? finish(rc, &o, &err, &s) : NULL;
    Py_XDECREF(path);
    src_free(&s);
    opts_free(&x);
    return r;
  }
  Py_BEGIN_ALLOW_THREADS
  rc = s.has_mem ? sl_convert_mem(s.mem.buf, (size_t)s.mem.len, &x.o,
                                  out_sink, &o, &err)
                 : sl_convert_paths(s.paths, s.n, &x.o, out_sink, &o, &err);
  rc = out_end(&o, of, rc, &err);
  Py_END_ALLOW_THREADS
  Py_XDECREF(path);
  {
    PyObject *r = finish(rc, &o, &err, &s);
    src_free(&s);
    opts_free(&x);
    if (r && to != Py_None) {
      Py_DECREF(r);
      Py_RETURN_NONE;
    }
    return r;
  }
}

/* stats, mem or steps as JSON: the report `what` of paths. */
static PyObject *py_report(PyObject *self, PyObject *args) {
  PyObject *in, *d, *r = NULL;
  const char *what;
  src_t s;
  opts_t x;
  out_t o = {0};
  sl_error_t err;
  sl_stats_options_t so;
  sl_gpu_stats_options_t gso;
  sl_mem_options_t mo;
  PyObject *keep[3] = {NULL, NULL, NULL};
  int rc = 0, grew = 0;
  (void)self;
  memset(&x, 0, sizeof x);
  if (!PyArg_ParseTuple(args, "sOO", &what, &in, &d)) return NULL;
  if (src_get(in, &s) || opts_get(d, &x)) goto done;
  out_hooks(&o, &x, d);
  if (s.has_mem) {
    PyErr_SetString(PyExc_TypeError, "reports read paths");
    goto done;
  }
  memset(&so, 0, sizeof so);
  memset(&gso, 0, sizeof gso);
  memset(&mo, 0, sizeof mo);
  so.format = gso.format = mo.format =
      opt_int(d, "partial", 0) ? SL_REPORT_PARTIAL : SL_REPORT_JSON;
  so.top = gso.top = (size_t)opt_int(d, "top", 0);
  so.per_step = mo.per_step = (int)opt_int(d, "per_step", 0);
  gso.reports = opt_str(d, "report", &keep[0]);
  gso.by = opt_str(d, "by", &keep[1]);
  gso.sort = opt_str(d, "sort", &keep[2]);
  gso.devices = x.o.devices;
  if (gso.by && sl_stats_by_parse(gso.by, &so.by)) so.by = 0;
  if (gso.sort && sl_stats_sort_parse(gso.sort, &so.sort)) so.sort = 0;
  if (PyErr_Occurred()) goto done;
  memset(&err, 0, sizeof err);
  Py_BEGIN_ALLOW_THREADS
  if (!strcmp(what, "stats"))
    rc = sl_input_stats(s.paths, s.n, &x.o, &so, &gso, out_sink, &o, &err);
  else if (!strcmp(what, "mem"))
    rc = sl_input_mem(s.paths, s.n, &x.o, &mo, 0, out_sink, &o, &grew, &err);
  else
    rc = sl_input_steps(s.paths, s.n, &x.o,
                        so.format == SL_REPORT_PARTIAL ? SL_REPORT_PARTIAL : 1,
                        out_sink, &o, &err);
  Py_END_ALLOW_THREADS
  r = finish(rc, &o, &err, &s);
done:
  src_free(&s);
  opts_free(&x);
  Py_XDECREF(keep[0]);
  Py_XDECREF(keep[1]);
  Py_XDECREF(keep[2]);
  return r;
}

static PyObject *py_expand(PyObject *self, PyObject *args) {
  PyObject *in, *list;
  src_t s;
  char **out = NULL;
  size_t n = 0, i;
  sl_error_t err;
  int rc, files = 0;
  (void)self;
  if (!PyArg_ParseTuple(args, "O|p", &in, &files)) return NULL;
  if (src_get(in, &s) || s.has_mem) {
    src_free(&s);
    return NULL;
  }
  rc = files ? sl_inputs_files(s.paths, s.n, &out, &n, &err)
             : sl_inputs_expand(s.paths, s.n, &out, &n, &err);
  if (rc) {
    out_t o = {0};
    PyObject *r = finish(rc, &o, &err, &s);
    src_free(&s);
    return r;
  }
  list = PyList_New((Py_ssize_t)n);
  for (i = 0; list && i < n; i++)
    PyList_SET_ITEM(list, (Py_ssize_t)i, PyUnicode_DecodeFSDefault(out[i]));
  sl_inputs_free(out, n);
  src_free(&s);
  return list;
}

/* merge(partials, options) -> bytes: the report, as JSON. */
static PyObject *py_merge(PyObject *self, PyObject *args) {
  PyObject *in, *d, *r = NULL;
  PyObject *keep[3] = {NULL, NULL, NULL};
  src_t s;
  out_t o = {0};
  sl_merge_options_t mo;
  sl_error_t err;
  int rc;
  (void)self;
  if (!PyArg_ParseTuple(args, "OO", &in, &d)) return NULL;
  if (src_get(in, &s)) goto done;
  memset(&mo, 0, sizeof mo);
  mo.format = SL_REPORT_JSON;
  mo.reports = opt_str(d, "report", &keep[0]);
  mo.sort = opt_str(d, "sort", &keep[1]);
  mo.by = opt_str(d, "by", &keep[2]);
  mo.top = (size_t)opt_int(d, "top", 0);
  if (PyErr_Occurred()) goto done;
  memset(&err, 0, sizeof err);
  Py_BEGIN_ALLOW_THREADS
  rc = sl_merge_paths(s.paths, s.n, &mo, out_sink, &o, &err);
  Py_END_ALLOW_THREADS
  r = finish(rc, &o, &err, &s);
done:
  src_free(&s);
  Py_XDECREF(keep[0]);
  Py_XDECREF(keep[1]);
  Py_XDECREF(keep[2]);
  return r;
}

/* convert_stream(file, options, out): a step log read from a file
 * object a chunk at a time and pushed (sl_reader_t), out as for
 * convert(). */
static PyObject *py_convert_stream(PyObject *self, PyObject *args) {
  PyObject *in, *d, *to, *path = NULL, *r;
  opts_t x;
  out_t o = {0};
  src_t none;
  sl_outfile_t *of = NULL;
  sl_reader_t *rd = NULL;
  sl_error_t err;
  int rc = 0;
  (void)self;
  memset(&x, 0, sizeof x);
  memset(&none, 0, sizeof none);
  memset(&err, 0, sizeof err);
  if (!PyArg_ParseTuple(args, "OOO", &in, &d, &to)) return NULL;
  if (opts_get(d, &x)) goto fail;
  out_hooks(&o, &x, d);
  if ((rc = out_begin(&o, to, &path, &of, &err)) > 0) goto fail;
  if (rc < 0) {
    r = finish(rc, &o, &err, &none);
    goto done;
  }
  if ((rc = sl_reader_new(&x.o, out_sink, &o, &rd, &err)) == 0) {
    for (;;) {
      Py_buffer b;
      PyObject *chunk = PyObject_CallMethod(in, "read", "n", (Py_ssize_t)1 << 20);
      if (!chunk || PyObject_GetBuffer(chunk, &b, PyBUF_SIMPLE) < 0) {
        Py_XDECREF(chunk);
        stop_with_error(&o);
        rc = SL_ECANCELED;
        break;
      }
      if (b.len == 0) {
        PyBuffer_Release(&b);
        Py_DECREF(chunk);
        Py_BEGIN_ALLOW_THREADS
        rc = sl_reader_finish(rd);
        Py_END_ALLOW_THREADS
        break;
      }
      Py_BEGIN_ALLOW_THREADS
      rc = sl_reader_feed(rd, b.buf, (size_t)b.len);
      Py_END_ALLOW_THREADS
      PyBuffer_Release(&b);
      Py_DECREF(chunk);
      if (rc == 0 && PyErr_CheckSignals() < 0) {
        stop_with_error(&o);
        rc = SL_ECANCELED;
      }
      if (rc) break;
    }
  }
  Py_BEGIN_ALLOW_THREADS
  sl_reader_free(rd);
  rc = out_end(&o, of, rc, &err);
  Py_END_ALLOW_THREADS
  r = finish(rc, &o, &err, &none);
  if (r && to != Py_None) {
    Py_DECREF(r);
    r = Py_None;
    Py_INCREF(r);
  }
  goto done;
fail:
  r = NULL;
  free(o.p);
done:
  Py_XDECREF(path);
  opts_free(&x);
  return r;
}

int sl__cli_main(int argc, char **argv);

/* The CLI on argv (for `python -m stepline`: it installs its signal
 * handlers and process-wide choices as the program it is). */
static PyObject *py_main(PyObject *self, PyObject *args) {
  PyObject *list, **keep;
  char **argv;
  Py_ssize_t i, n;
  int rc = -1;
  (void)self;
  if (!PyArg_ParseTuple(args, "O!", &PyList_Type, &list)) return NULL;
  n = PyList_Size(list);
  argv = calloc((size_t)n + 1, sizeof *argv);
  keep = calloc((size_t)n + 1, sizeof *keep);
  if (!argv || !keep) {
    free(argv);
    free(keep);
    return PyErr_NoMemory();
  }
  for (i = 0; i < n; i++) {
    if (!PyUnicode_FSConverter(PyList_GetItem(list, i), &keep[i])) break;
    argv[i] = PyBytes_AsString(keep[i]);
  }
  if (i == n) {
    Py_BEGIN_ALLOW_THREADS
    rc = sl__cli_main((int)n, argv);
    Py_END_ALLOW_THREADS
  }
  for (i = 0; i < n; i++) Py_XDECREF(keep[i]);
  free(argv);
  free(keep);
  return PyErr_Occurred() ? NULL : PyLong_FromLong(rc);
}

static PyMethodDef methods[] = {
    {"main", py_main, METH_VARARGS,
     "main(argv) -> int: the stepline command line (python -m stepline)"},
    {"convert", py_convert, METH_VARARGS,
     "convert(inputs, options) -> bytes: the trace"},
    {"convert_stream", py_convert_stream, METH_VARARGS,
     "convert_stream(file, options, out): a step log pushed in chunks"},
    {"report", py_report, METH_VARARGS,
     "report(what, paths, options) -> bytes: stats, mem or steps as JSON"},
    {"expand", py_expand, METH_VARARGS,
     "expand(paths, files=False) -> list: directories of PyTorch traces "
     "(with files, XSpace's too) in place of them"},
    {"merge", py_merge, METH_VARARGS,
     "merge(partials, options) -> bytes: the report of partial results"},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_stepline",
                                    "stepline's C library", -1, methods,
                                    NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__stepline(void);
PyMODINIT_FUNC PyInit__stepline(void) {
  PyObject *m = PyModule_Create(&module);
  if (!m) return NULL;
  Error = PyErr_NewException("_stepline.Error", NULL, NULL);
  if (!Error || PyModule_AddObject(m, "Error", Error) < 0) {
    Py_XDECREF(Error);
    Py_DECREF(m);
    return NULL;
  }
  Py_INCREF(Error);
  if (PyModule_AddIntConstant(m, "EUSAGE", SL_EUSAGE) < 0 ||
      PyModule_AddIntConstant(m, "EOUTPUT", SL_EOUTPUT) < 0 ||
      PyModule_AddIntConstant(m, "FORMAT_JSON", SL_FORMAT_JSON) < 0) {
    Py_DECREF(m);
    return NULL;
  }
  return m;
}

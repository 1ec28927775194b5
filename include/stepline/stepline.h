/* stepline: profiles of training jobs (TensorFlow StepStats, RunMetadata,
 * delimited logs, TensorBoard events files; XSpace; Nsight Systems and
 * nvprof databases) into traces (Chrome Trace JSON, Perfetto's format)
 * and reports, streaming.
 *
 * The public API, one job: every call a program makes (formats of its
 * own and the event vocabulary are stepline/events.h).  Names are
 * prefixed sl_/SL_.
 *
 * Errors: functions return 0 on success and a negative SL_E* code (or
 * -errno for system errors) otherwise; sl_strerror() names a code.
 * Functions that read input take an optional sl_error_t* (NULL: none),
 * filled in one place when they fail.
 *
 * Memory: nothing is sized from a length read from the input before the
 * bytes it claims are there; a conversion holds one step's tables (and,
 * for a pipe, gzip data or pushed bytes, one record of a log).  Data a
 * callback receives is valid during the call only unless said otherwise.
 *
 * Threads: the library keeps no global mutable state of its own.
 * Separate objects and calls may be used from separate threads; one
 * object from one thread at a time.  A conversion may run a second thread
 * of its own (sl_options_t.threads); callbacks are made from the calling
 * thread unless said otherwise.
 *
 * Process-wide effects happen only when the program asks for them:
 * sl_memory_policy() and sl_sigbus_guard().  stepline allocates through
 * mimalloc; Debian's libmimalloc replaces malloc and free for the whole
 * program that links it (every allocation of the program then comes from
 * mimalloc, and its MIMALLOC_* environment variables apply). */
#ifndef STEPLINE_H
#define STEPLINE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SL_VERSION "0.2.0"

/* ---- errors --------------------------------------------------------------- */

/* Error codes, one table: the codes, sl_strerror() and sl_err_name() all
 * come from it.  Kept far below -errno values so both can share one int.
 * The last three are internal: a public function never returns them, but
 * an error record may carry them while a conversion is under way. */
#define SL_ERRNO_MAP(XX)                                                    \
  XX(EFORMAT, -1001, "malformed input")                                     \
  XX(ETRUNC, -1002, "truncated input")                                      \
  XX(ETOOBIG, -1003, "record larger than the limit")                        \
  XX(ENOMEM, -1004, "out of memory")                                        \
  XX(EUSAGE, -1005, "invalid usage")                                        \
  XX(EDETECT, -1006, "unrecognised input format")                           \
  XX(EOUTPUT, -1007, "cannot write output")                                 \
  XX(ECANCELED, -1008, "stopped: the run was asked to stop")                \
  XX(ENESTED, -1097, "a nested message breaks the schema")                  \
  XX(ECHANGED, -1098, "the input changed while it was read")                \
  XX(EABORTED, -1099, "stopped: another thread of the step failed")

enum {
  SL_OK = 0,
#define SL_ERRNO_ENUM_(name, value, text) SL_##name = (value),
  SL_ERRNO_MAP(SL_ERRNO_ENUM_)
#undef SL_ERRNO_ENUM_
};

/* A static, human-readable text for an SL_E* code or -errno value.
 * Never returns NULL.  Thread-safe. */
const char *sl_strerror(int code);

/* The name of an SL_E* code ("SL_EFORMAT", "SL_OK"), "errno" for a -errno
 * value, or "unknown".  Never returns NULL.  Thread-safe. */
const char *sl_err_name(int code);

/* Where and why reading failed.  Fields that are unknown are -1 (file:
 * NULL).  `msg` says what was expected. */
typedef struct sl_error_s {
  int code;
  char msg[240];
  uint64_t offset;  /* byte offset in the input where the problem starts;
                     * SL_NO_OFFSET for inputs without byte positions (a
                     * database: the message names table and column)   */
  int64_t record;   /* record (step) index, or -1                        */
  int64_t device;   /* dev_stats index within the step, or -1            */
  int64_t node;     /* node_stats index within the device, or -1         */
  const char *file; /* the input it happened in, when several were given,
                     * else NULL (the caller knows); static or the
                     * caller's string                                   */
} sl_error_t;

#define SL_NO_OFFSET UINT64_MAX

/* Formats `err` as one line "FILE: at byte N (device D, node K): MSG"
 * ("FILE: MSG" when the offset is SL_NO_OFFSET)
 * into buf (always NUL-terminated, cut to n bytes).  `file` names the
 * input when err->file is NULL.  Returns buf.  Thread-safe. */
char *sl_error_format(const sl_error_t *err, const char *file, char *buf,
                      size_t n);

/* ---- options ---------------------------------------------------------------- */

/* Trace formats. */
typedef enum sl_trace_format_e {
  SL_TRACE_CHROME = 0,  /* Chrome Trace JSON (chrome://tracing, Perfetto)   */
  SL_TRACE_PERFETTO     /* Perfetto's TracePacket protobuf (.pftrace): about
                         * a third of the JSON's size, opened by Perfetto's
                         * UI and trace_processor                         */
} sl_trace_format_t;

/* Input formats.  Any of them may also be gzip-compressed (recognised by
 * its magic bytes whatever the format option says). */
typedef enum sl_format_e {
  SL_FORMAT_AUTO = 0,
  SL_FORMAT_STEPSTATS,  /* one binary tensorflow.StepStats                 */
  SL_FORMAT_RUNMETA,    /* one binary tensorflow.RunMetadata               */
  SL_FORMAT_DELIMITED,  /* varint length + RunMetadata (or StepStats), one
                         * record per step, repeated                      */
  SL_FORMAT_TFEVENTS,   /* TensorBoard events file (TFRecord of Events):
                         * tagged_run_metadata and graph_run_metadata
                         * summaries are steps, other events skipped      */
  SL_FORMAT_XSPACE,     /* tensorflow.profiler.XSpace (.xplane.pb): what
                         * the TF2 profiler, TensorBoard and JAX write;
                         * files, or profile directories                 */
  SL_FORMAT_JSON        /* Chrome trace JSON: PyTorch's profiler (Kineto,
                         * the autograd profiler) and any other writer of
                         * the Trace Event Format                        */
} sl_format_t;

typedef enum sl_op_time_e {
  SL_OP_TIME_SCHEDULE = 0,  /* times as recorded (the reference default)   */
  SL_OP_TIME_GPU,           /* ops span their GPU kernels                  */
  SL_OP_TIME_ALL            /* ops span schedule start to last kernel end  */
} sl_op_time_t;

typedef struct sl_progress_s sl_progress_t;

/* Conversion options.  Initialise with sl_options_init(), then change.
 * Strings are the caller's and must outlive the call that uses them. */
typedef struct sl_options_s {
  sl_format_t format;
  sl_op_time_t op_time;
  int show_dataflow;      /* flow events between producer and consumer     */
  int show_memory;        /* tensor objects and allocator counters         */
  int pretty;             /* indented JSON                                 */
  sl_trace_format_t trace_format; /* what convert and follow write     */
  int timeline_compat;    /* the events exactly as TensorFlow's timeline.py
                           * writes them; 0 (default): laid out for
                           * Perfetto (lanes on distinct non-zero tids,
                           * named and sorted threads and processes,
                           * arrows that run forward in time, counters
                           * under "bytes"), the same events otherwise */
  uint64_t max_record;    /* largest thing held in memory, in bytes: a
                           * node, or a record of a log read from a pipe,
                           * gzip data or pushed bytes (a file's records
                           * are read in place, whatever their size)     */
  uint64_t spool_memory;  /* a single message from a pipe is kept in
                           * memory up to this many bytes, then in a
                           * temporary file                             */
  int threads;            /* 2: a second thread takes half of each step
                           * (the same events, in an order that may vary
                           * between runs); 1: one thread, byte-for-byte
                           * reproducible output                        */
  const char *steps;      /* step selection ("3", "0-9", "5,7,20-",
                           * "last"); NULL: every step                  */
  int skip_corrupt;       /* damaged records of a log are reported to
                           * `warn` and skipped instead of failing      */
  /* Called for each damaged record skipped with skip_corrupt: `file`
   * names the input.  NULL: warnings are dropped. */
  void (*warn)(void *ud, const char *file, const sl_error_t *what);
  void *warn_ud;
  int64_t min_duration;   /* op (X) events shorter than this many
                           * microseconds are left out, with the flow
                           * arrows from and to them; lanes, tensors and
                           * counters are unchanged.  0: keep all       */
  const char *devices;    /* POSIX extended regex: only devices whose
                           * name matches are read, as if the others were
                           * absent from the input.  NULL: all devices  */
  /* Called after each step of the input (also those --steps skips) and
   * once at the end with done set; see sl_progress_t.  NULL: none. */
  void (*progress)(void *ud, const sl_progress_t *p);
  void *progress_ud;
  /* Asked between the steps of a log and every few thousand events of a
   * trace of events: non-zero stops the run with SL_ECANCELED, as a
   * failure (nothing of the output is kept that a failure would not
   * keep).  Called on the run's thread; keep it cheap.  NULL: never. */
  int (*stop)(void *ud);
  void *stop_ud;
} sl_options_t;

/* Where a run is, for progress lines and for the size of what it wrote. */
struct sl_progress_s {
  const char *file;       /* the input being read                        */
  int input, inputs;      /* its index, and how many there are           */
  uint64_t read;          /* how far through it the run is, in bytes
                           * (compressed bytes for gzip input); a trace
                           * read in two passes (convert of a trace in
                           * any order) counts each pass at half          */
  uint64_t size;          /* its size in bytes; 0 when unknown (a pipe)  */
  int64_t steps;          /* steps read so far, over all inputs          */
  int64_t converted;      /* of those, the steps selected and processed  */
  uint64_t events;        /* trace events written so far (while a trace
                           * of events is read: events read)             */
  uint64_t bytes;         /* output bytes written so far                 */
  int done;               /* the run has ended (successfully)            */
};

/* Fills `opt` with the reference's defaults: dataflow on, memory off,
 * schedule op time, compact output, auto-detected input, two threads.
 * Thread-safe. */
void sl_options_init(sl_options_t *opt);

/* Parse "auto|stepstats|runmeta|delimited|tfevents|xspace" and
 * "schedule|gpu|all".  Return 0 or SL_EUSAGE (*out unchanged). */
int sl_format_parse(const char *s, sl_format_t *out);
int sl_op_time_parse(const char *s, sl_op_time_t *out);
/* "chrome|perfetto".  Returns 0 or SL_EUSAGE (*out unchanged). */
int sl_trace_format_parse(const char *s, sl_trace_format_t *out);
/* The trace format a file name implies: perfetto for *.pftrace and
 * *.perfetto-trace, else chrome. */
sl_trace_format_t sl_trace_format_of_path(const char *path);
/* The name sl_format_parse() takes for f ("auto" for others). */
const char *sl_format_name(sl_format_t f);

/* Checks a --steps selection ("3", "0-9", "5,7,20-", "last", lists of
 * them).  Returns 0, or SL_EUSAGE with err->msg saying what is wrong. */
int sl_steps_check(const char *spec, sl_error_t *err);

/* Checks a devices filter (a POSIX extended regular expression).  Returns
 * 0, or SL_EUSAGE with err->msg saying what is wrong. */
int sl_devices_check(const char *regex, sl_error_t *err);

/* ---- process-wide choices (only when the program makes them) ------------------ */

typedef enum sl_memory_policy_e {
  SL_MEMORY_DEFAULT = 0,  /* the allocator's own                          */
  SL_MEMORY_RETURN,       /* freed pages go back to the system at once: a
                           * run of many steps peaks at one step's tables */
  SL_MEMORY_KEEP          /* freed pages stay for the next step: steps that
                           * come one at a time with pauses (following)   */
} sl_memory_policy_t;

/* Sets how the allocator (mimalloc) hands freed memory back, for the
 * whole process.  Call it first thing, before anything is allocated (the
 * allocator fixes some of it when it sets memory up).  Not thread-safe. */
void sl_memory_policy(sl_memory_policy_t policy);

/* Installs a process-wide SIGBUS handler that lets the library read
 * regular files through mappings instead of copying them out of the
 * page cache (each pass over a step, follow's new records) and survive
 * another process truncating a file under it: the mapped bytes past the
 * cut read as zeros, and what was made of them is dropped (the step
 * fails as truncated; follow starts the log over).  Faults it does not
 * own go to the handler that was there before, or kill as by default.
 * Without it, files are read with pread(2).  Returns 0 or -errno.  Not
 * thread-safe; call once, before any conversion starts. */
int sl_sigbus_guard(void);

/* A byte count for people, as the reports write it: "512 B", "1.50 KiB",
 * "3.25 MiB", ... into buf (NUL-terminated, cut to n).  Returns buf.
 * Thread-safe. */
char *sl_human_bytes(char *buf, size_t n, double bytes);

/* ---- output ------------------------------------------------------------------- */

/* Output sink: receives the output bytes in order.  Returns 0, or a
 * negative code, which stops the run and is returned by it. */
typedef int (*sl_sink_fn)(void *ud, const void *buf, size_t len);

/* An output writer on a thread of its own (library-allocated), so that
 * writing overlaps the conversion: sl_writer_new() for an open
 * descriptor (not closed by the writer; NULL when out of memory), pass
 * sl_writer_sink with the writer as the sink's user data, then
 * sl_writer_free() waits for the last write and returns 0 or the first
 * write error (-errno).  One writer serves one producer thread. */
typedef struct sl_writer_s sl_writer_t;
sl_writer_t *sl_writer_new(int fd);
int sl_writer_sink(void *writer, const void *buf, size_t len);
int sl_writer_free(sl_writer_t *w);

/* An output file written atomically (library-allocated): the bytes go to
 * a temporary file beside `path`, which replaces `path` on commit (a
 * symbolic link to a file is followed: the file is replaced, the link
 * stays), or is removed on abort, so `path` is never half-written.  A path
 * that exists and is not a regular file (/dev/null, a FIFO) is written in
 * place; "-" or NULL is standard output.  The new file gets the mode a
 * shell's redirection would (0666 less the umask). */
typedef struct sl_outfile_s sl_outfile_t;

/* Opens the output.  Returns 0 with *out set, or -errno (err->msg says
 * what failed). */
int sl_outfile_open(const char *path, sl_outfile_t **out, sl_error_t *err);
/* The descriptor to write to. */
int sl_outfile_fd(const sl_outfile_t *f);
/* The temporary file's path, or NULL when there is none: a program that
 * installs a signal handler may unlink it there (async-signal-safe). */
const char *sl_outfile_temp(const sl_outfile_t *f);
/* Closes the output: renamed into place when ok, else removed.  Frees f.
 * Returns 0, or -errno (err->msg says what failed) when ok and the file
 * could not be completed. */
int sl_outfile_close(sl_outfile_t *f, int ok, sl_error_t *err);

/* ---- steps ---------------------------------------------------------------------- */

/* One step of an input, as `stepline steps` lists it. */
typedef struct sl_step_info_s {
  int64_t index;        /* step index in the input (0-based)             */
  int64_t record;       /* record index in the log, or -1                */
  int has_meta;         /* from an events file: tag, step and wall time   */
  int64_t step;         /* Event.step, or the index                      */
  const char *tag;      /* "" when none                                  */
  size_t tag_len;
  double wall_time;     /* seconds since the epoch (events files)        */
  uint64_t devices;     /* DeviceStepStats                               */
  uint64_t nodes;       /* NodeExecStats                                 */
  uint64_t offset;      /* byte offset of the step's message (in the
                         * decompressed data for gzip input)             */
  uint64_t size;        /* its bytes                                     */
} sl_step_info_t;

typedef int (*sl_steps_fn)(void *ud, const sl_step_info_t *step);

/* Lists the (selected) steps of `path` ("-" for standard input) without
 * decoding their nodes.  Returns 0 or a negative code with err filled. */
int sl_steps_path(const char *path, const sl_options_t *opt, sl_steps_fn fn,
                  void *ud, sl_error_t *err);

/* Writes one step as `stepline steps` lists it: a table row (st NULL: the
 * table's header) or a JSON object on a line of its own (json; names are
 * escaped and invalid UTF-8 repaired, so any tag gives valid JSON).
 * Returns 0, SL_ENOMEM or the sink's error. */
int sl_steps_write(const sl_step_info_t *st, int json, sl_sink_fn sink,
                   void *ud);

/* ---- convert ------------------------------------------------------------------------ */

/* Converts the input at `path` ("-" for standard input) to Chrome Trace
 * JSON written to `sink`.  One selected step gives timeline.py's trace
 * of it; several give one merged trace: one pid pair per device for the
 * whole log, object and flow ids unique across it, and a "Steps" process
 * with one slice per step.  Returns 0, or a negative code with err
 * filled.  On an input error the events written before it have gone to
 * the sink and the document is closed after them (valid JSON, but
 * incomplete): write to a temporary and rename it only on success
 * (sl_outfile_t). */
int sl_convert_path(const char *path, const sl_options_t *opt,
                    sl_sink_fn sink, void *sink_ud, sl_error_t *err);

/* The same for `len` bytes at `buf`, read in place (the caller keeps
 * them until the call returns).  The output is that of sl_convert_path()
 * on a file holding the same bytes. */
int sl_convert_mem(const void *buf, size_t len, const sl_options_t *opt,
                   sl_sink_fn sink, void *sink_ud, sl_error_t *err);

/* The same for several inputs (logs of several workers): one merged
 * trace.  Each worker is named by the job and task its device names carry
 * (devices without one are shown under it), or by its file name when its
 * devices do not say or say the same as another input's (then all its
 * device names get "FILE:" in front). */
int sl_convert_paths(const char *const *paths, size_t n,
                     const sl_options_t *opt, sl_sink_fn sink, void *sink_ud,
                     sl_error_t *err);
/* For traces of events (PyTorch's, one per rank): one trace, a process
 * group per file.  Each file's processes keep their pids unless an
 * earlier file has them (then they get new ones), its flow and
 * correlation ids are its own, its times count from the first file's
 * clock, and its processes sort together, labelled with the rank
 * (distributedInfo) or else the file's name. */

/* The inputs with each directory that holds PyTorch traces (what
 * torch.profiler.tensorboard_trace_handler writes:
 * WORKER.STAMP.pt.trace.json[.gz]) in place of them: the newest
 * profiling cycle of each worker (the largest numeric STAMP, else the
 * latest modified), in name order.  Other inputs (an XSpace directory)
 * stay as they are.  *out (n_out entries) is the caller's to free with
 * sl_inputs_free().  Returns 0, SL_ENOMEM or -errno (err filled). */
int sl_inputs_expand(const char *const *paths, size_t n, char ***out,
                     size_t *n_out, sl_error_t *err);
/* The same with XSpace directories (a run, or a log directory's newest
 * run) expanded to their .xplane.pb files too: each input as the files
 * it stands for, one task each for a map over a job's files.  Returns 0
 * or a negative code (err filled); free *out with sl_inputs_free(). */
int sl_inputs_files(const char *const *paths, size_t n, char ***out,
                    size_t *n_out, sl_error_t *err);
void sl_inputs_free(char **list, size_t n);

/* Split output: one single-step trace per selected step, each exactly what
 * converting that step alone (--steps=K) gives. */
typedef struct sl_split_out_s {
  /* Before a step: sets *sink and *sink_ud to where its trace goes.
   * Returns 0 or a negative code (stops the run). */
  int (*open)(void *ud, const sl_step_info_t *step, sl_sink_fn *sink,
              void **sink_ud);
  /* After it: rc is 0 when its trace is complete, else the error that
   * stopped it (the output should be discarded); `events` and `bytes`
   * are what was written.  Returns 0 or a negative code. */
  int (*close)(void *ud, const sl_step_info_t *step, int rc,
               uint64_t events, uint64_t bytes);
  void *ud;
} sl_split_out_t;

/* Converts the selected steps of `path` into one trace each, through
 * `split`.  Returns like sl_convert_path(); every step before a failure
 * has been closed with rc 0. */
int sl_convert_split(const char *path, const sl_options_t *opt,
                     const sl_split_out_t *split, sl_error_t *err);

/* Are the inputs XSpace profiles (.xplane.pb files, told by content, or
 * profile directories)?  Returns 1 when all are, 0 when none is, or a
 * negative code with err filled (some are and some are not; or
 * opt->format is SL_FORMAT_XSPACE and an input is not one).  Options
 * that XSpace input does not define (steps, min_duration, devices,
 * op_time, timeline_compat, split files) make sl_convert_paths() fail
 * with SL_EUSAGE on them.  Thread-safe. */
int sl_xspace_inputs(const char *const *paths, size_t n,
                     const sl_options_t *opt, sl_error_t *err);

/* XSpace reports: `paths` are XSpace inputs (sl_xspace_inputs() says 1).
 * Steps are groups (group_id): per group, its events' start, end, span
 * and count; json: one object per line, else a table.  Times are exact
 * microseconds.  Returns 0 or a negative code with err filled. */
int sl_xspace_steps(const char *const *paths, size_t n,
                    const sl_options_t *opt, int json, sl_sink_fn sink,
                    void *ud, sl_error_t *err);

/* What chrome://tracing and Perfetto's UI can open: when a JSON trace of
 * `events` events in `bytes` bytes (the largest file of a split run:
 * `split`, step `step`) is more than they load, writes advice into buf
 * (NUL-terminated: Perfetto's format first, then how to make a log's
 * trace smaller) and returns 1; else 0. */
int sl_viewer_note(uint64_t events, uint64_t bytes, int split, int64_t step,
                   char *buf, size_t n);

/* A converter fed bytes as they arrive (library-allocated): any chunking,
 * output identical to sl_convert_path() on the same bytes.  Each step of
 * a log is converted as soon as its record is complete, with its events
 * handed to `sink` before sl_reader_feed() returns; a single message is
 * converted when it ends (sl_reader_finish()).  Memory: one record (a
 * single message: spooled, memory then a temporary file).  Not
 * thread-safe: one thread at a time. */
typedef struct sl_reader_s sl_reader_t;

/* Returns 0 with *out set, or SL_ENOMEM / SL_EUSAGE with err filled.  opt
 * and err must outlive the reader. */
int sl_reader_new(const sl_options_t *opt, sl_sink_fn sink, void *sink_ud,
                  sl_reader_t **out, sl_error_t *err);
/* The next n bytes.  Returns 0 or a negative code with err filled (the
 * reader then only takes sl_reader_free()). */
int sl_reader_feed(sl_reader_t *r, const void *buf, size_t n);
/* The input has ended: the last steps are converted and the trace is
 * closed.  Returns 0 or a negative code with err filled. */
int sl_reader_finish(sl_reader_t *r);
void sl_reader_free(sl_reader_t *r);

/* ---- memory maxima (mem --json) ---------------------------------------------------- */

/* Allocator maximum of one step, as the reference's AllocationMaximum:
 * `tensors` are the names live at the maximum, sorted bytewise. */
typedef struct sl_alloc_max_s {
  const char *allocator;
  size_t allocator_len;
  int64_t timestamp;
  int64_t num_bytes;
  size_t n_tensors;
  const char *const *tensors;
  const size_t *tensor_lens;
  const int64_t *tensor_bytes;  /* each live tensor's requested bytes   */
} sl_alloc_max_t;

/* Called once per step with that step's maximums sorted by allocator name.
 * `step` says which step (its devices and nodes are 0: not counted). */
typedef int (*sl_maxima_fn)(void *ud, const sl_step_info_t *step,
                            const sl_alloc_max_t *maxima, size_t n);

/* Runs the memory analysis of every selected step of `path` and reports
 * each step's allocator maximums to `fn`.  Returns like
 * sl_convert_path(). */
int sl_maxima_path(const char *path, const sl_options_t *opt,
                   sl_maxima_fn fn, void *ud, sl_error_t *err);

/* Writes one step's maximums as the line `stepline mem --json` prints,
 * in the reference's shape: {"ALLOC": {"timestamp": T, "num_bytes": N,
 * "tensors": [...]}, ...} and a newline.  Names are escaped, and invalid
 * UTF-8 repaired, as in the trace.  Returns 0, SL_ENOMEM or the sink's
 * error. */
int sl_maxima_write_json(const sl_alloc_max_t *m, size_t n, sl_sink_fn sink,
                         void *ud);

/* ---- reports --------------------------------------------------------------------- */

typedef enum sl_report_format_e {
  SL_REPORT_TABLE = 0,  /* aligned columns, human units, for people      */
  SL_REPORT_CSV,        /* a header line, then raw numbers (us, bytes)   */
  SL_REPORT_JSON,       /* one JSON document (see each report)           */
  SL_REPORT_PARTIAL     /* the report's state after one input, as JSON
                         * lines that sl_merge_paths() adds up exactly   */
} sl_report_format_t;

/* Parses "table|csv|json".  Returns 0 or SL_EUSAGE. */
int sl_report_format_parse(const char *s, sl_report_format_t *out);

/* Op summary (stepline stats): how rows are grouped and sorted. */
typedef enum sl_stats_by_e {
  SL_STATS_BY_OP = 0,     /* op type, the trace's "op" arg               */
  SL_STATS_BY_NAME,       /* node name                                   */
  SL_STATS_BY_DEVICE,     /* device                                      */
  SL_STATS_BY_OP_DEVICE,  /* op type on each device                      */
  /* A flag on any of the above: a row per input as well (a job's
   * workers, hosts or ranks kept apart; "...,input"). */
  SL_STATS_BY_INPUT = 0x10
} sl_stats_by_t;

typedef enum sl_stats_sort_e {
  SL_STATS_SORT_HOST_TOTAL = 0,
  SL_STATS_SORT_HOST_AVG,
  SL_STATS_SORT_DEVICE_TOTAL,
  SL_STATS_SORT_CALLS,
  SL_STATS_SORT_BYTES,
  SL_STATS_SORT_NAME      /* ascending; the others descending            */
} sl_stats_sort_t;

typedef struct sl_stats_options_s {
  sl_stats_by_t by;
  sl_stats_sort_t sort;
  size_t top;              /* rows shown; 0: all                         */
  int per_step;            /* one block per step instead of one in all   */
  sl_report_format_t format;
} sl_stats_options_t;

/* Parse "op|name|device|op,device", each with an optional ",input"
 * (SL_STATS_BY_INPUT), and
 * "host_total|host_avg|device_total|calls|bytes|name" (the summary
 * reports' total, avg and instances mean host_total, host_avg and
 * calls).  Return 0 or SL_EUSAGE. */
int sl_stats_by_parse(const char *s, sl_stats_by_t *out);
int sl_stats_sort_parse(const char *s, sl_stats_sort_t *out);

/* Writes the op summary of the selected steps of `path` to `sink`.
 *
 * Host time is the ops of devices that are not GPU-tracer rows (no
 * "/stream:" or "/memcpy" in the name), as recorded (schedule op time):
 * calls, total, average, min, max and share.  Device time is the GPU
 * tracer's records: a GPU's "/stream:all" when it has one, else its
 * per-stream devices (never both), attributed to the op of their kernel
 * label ("@@name:op#...#", or the node name "name:op"); "/memcpy" devices
 * give rows of their own (MEMCPYHtoD, ...), and memcpy records on a
 * stream device of a GPU that has a memcpy device are not counted again.
 * Output bytes are the requested_bytes of the outputs a row's ops made.
 *
 * JSON: {"steps": N, "rows": [{"name", "device" (by op,device),
 * "calls", "host_total_us", "host_avg_us", "host_min_us", "host_max_us",
 * "device_total_us", "kernels", "output_bytes"}, ...], "host_total_us":
 * T, "device_total_us": D}; with per_step one such object per line, with
 * "index" and "step" added.  Memory: one step's device table and the
 * rows.  Returns like sl_convert_path(). */
int sl_stats_path(const char *path, const sl_options_t *opt,
                  const sl_stats_options_t *so, sl_sink_fn sink, void *ud,
                  sl_error_t *err);

/* ---- partial results and their merge ---------------------------------------- */

/* How a merge writes its report: the rows' options (--by, --steps,
 * --devices, --report's reports computed) are the partials' own. */
typedef struct sl_merge_options_s {
  const char *reports;     /* summary reports to write, of those computed;
                            * NULL: as one run over the inputs chooses    */
  const char *sort;        /* as the report's --sort; NULL: its default   */
  size_t top;              /* rows shown (per report); 0: all             */
  sl_report_format_t format; /* table, CSV or JSON                        */
  /* "rank": instead of the report, a row per partial (its input): rank,
   * steps and their median time, kernel time and the devices' idle
   * share, each against the median input's, the slowest marked (the
   * idle share needs partials with the breakdown).  NULL: the report. */
  const char *by;
} sl_merge_options_t;

/* Merges the partial results at paths (each written by a report with
 * format SL_REPORT_PARTIAL, of one input) into the report one run over
 * all their inputs writes: the same rows, numbers and order.  Partials
 * must be of one command, kind of input and options.  Reads one partial
 * at a time; memory is the report's groups (and, for medians, the
 * values' external sort), whatever the number of partials.  Returns 0 or
 * a negative code (err filled, err->file the partial at fault).
 * Thread-safe for distinct calls. */
int sl_merge_paths(const char *const *paths, size_t n,
                   const sl_merge_options_t *mo, sl_sink_fn sink, void *ud,
                   sl_error_t *err);

/* The op summary of XSpace inputs: host ops (TensorFlow and JAX ops of
 * /host:CPU, with self time: less their children's) and device
 * activities (GPU kernels by their TensorFlow op, else their HLO op,
 * else their name; copies and the rest by name).  JSON: {"steps", "rows":
 * [{"name", ("device",) "calls", "host_total_us", "host_self_us",
 * "host_avg_us", "host_min_us", "host_max_us", "device_total_us",
 * "kernels"}...], "host_total_us", "host_self_us", "device_total_us"},
 * times exact in us.  so->per_step is refused (SL_EUSAGE).  Memory: the
 * rows, one line's open ops.  Returns like sl_convert_path(). */
int sl_xspace_stats(const char *const *paths, size_t n,
                    const sl_options_t *opt, const sl_stats_options_t *so,
                    sl_sink_fn sink, void *ud, sl_error_t *err);

/* ---- GPU profile databases ---------------------------------------------------
 * The SQLite files of Nsight Systems (nsys export --type sqlite) and
 * nvprof (nvprof -o): read-only and immutable (never modified, no side
 * files).  convert (sl_convert_path) writes their trace. */

/* Is `path` a SQLite database (told by its first bytes)?  1 or 0. */
int sl_gpu_is_database(const char *path);

/* The summary reports of a database, as nsys stats' cuda_gpu_kern_sum,
 * cuda_api_sum, cuda_gpu_mem_time_sum/_size_sum, nvtx_sum and
 * nvtx_kern_sum. */
typedef struct sl_gpu_stats_options_s {
  const char *reports;     /* "kernels,api,gpu-mem,nvtx,nvtx-kernels"; NULL:
                            * the first four                               */
  const char *by;          /* kernels' rows: name (NULL), op, device,
                            * name,device or op,device                     */
  const char *sort;        /* total (NULL), instances, avg, max or name
                            * (host_total, calls, host_avg: the same)    */
  size_t top;              /* rows shown per report; 0: all                */
  const char *devices;     /* POSIX extended regex over GPU names, or NULL */
  sl_report_format_t format; /* CSV: one report only                       */
  /* Told once, at the end, of rows skipped for a NULL start or end (as
   * sl_options_t's warn); NULL: not told. */
  void (*warn)(void *ud, const char *file, const sl_error_t *what);
  void *warn_ud;
} sl_gpu_stats_options_t;

/* Checks the options; 0 or SL_EUSAGE with err saying what is wrong. */
int sl_gpu_stats_check(const sl_gpu_stats_options_t *so, sl_error_t *err);

/* Writes the reports of the database at `path` to `sink`.  Memory: the
 * groups, a fixed buffer of values for the medians (beyond it they are
 * sorted by SQLite on disk), the open NVTX ranges and in-flight
 * launches; never every row.  Returns 0 or a negative code (err
 * filled).  Thread-safe for distinct calls. */
int sl_gpu_stats(const char *path, const sl_gpu_stats_options_t *so,
                 sl_sink_fn sink, void *ud, sl_error_t *err);

/* Memory report (stepline mem): per step and allocator, the timeline
 * model's peak (the reference's allocator maximum, with the largest
 * tensors live at it: bytes, producing op, dtype, shape) and what the
 * log measured, when it carries it: the highest allocator_bytes_in_use
 * and peak_bytes of the nodes' AllocatorMemoryUsed, and the peak of the
 * running sum of their allocation_records (negative bytes are frees).
 * Then min / median / max of each peak across the steps. */
typedef struct sl_mem_options_s {
  sl_report_format_t format;
  size_t top;              /* live tensors listed per allocator (0: 5)    */
  const char *baseline;    /* another input to compare medians with, or
                            * NULL                                        */
  double tolerance;        /* percent a median may grow over the baseline */
  sl_sink_fn plot;         /* an SVG of bytes over time per allocator goes
                            * here; NULL: none                            */
  void *plot_ud;
  int per_step;            /* traces of events (PyTorch's): each step's
                            * peak per device too                         */
} sl_mem_options_t;

/* Writes the report of the selected steps of `path` to `sink`.  With a
 * baseline, *grew is set to 1 when a median peak of an allocator both
 * inputs have grew by more than the tolerance, else 0.  Memory: one
 * step's tables, the per-step peaks and the plot's points (downsampled
 * to a fixed budget).  Returns like sl_convert_path(). */
int sl_mem_report_path(const char *path, const sl_options_t *opt,
                       const sl_mem_options_t *mo, sl_sink_fn sink, void *ud,
                       int *grew, sl_error_t *err);

/* The memory report of XSpace inputs: MemoryAllocation and
 * MemoryDeallocation events (the BFC allocator's trace) per allocator,
 * in time order: for the whole profile and for each group, the peak of
 * bytes_allocated, when it was first reached, the allocations live just
 * after (by address) and the 5 largest of them, the highest
 * peak_bytes_in_use and the events counted.  json: one object per line
 * and scope ({"step", "name", "allocators": {A: {"timestamp",
 * "num_bytes", "peak_bytes_in_use", "events", "live", "top": [...]}}}),
 * as with mo->format SL_REPORT_JSON; else a table (or CSV).  mo may be
 * NULL; its baseline (another XSpace input) compares the whole-profile
 * peaks (*grew set as for sl_mem_report_path()); its plot gets the
 * counters.  Memory: the memory events (sorted by time) and the live
 * allocations.  Returns like sl_convert_path(). */
int sl_xspace_mem(const char *const *paths, size_t n,
                  const sl_options_t *opt, const sl_mem_options_t *mo,
                  int json, sl_sink_fn sink, void *ud, int *grew,
                  sl_error_t *err);

/* The memory report of a GPU database: per device, the running sum of
 * CUDA's memory-usage events in time order (frees first at equal
 * times): peak bytes, when first reached (database time, ns),
 * allocations, frees and the bytes at the end.  "no memory data" when
 * the profile has none.  json (or mo->format SL_REPORT_JSON): one object
 * {"source", "devices": [{"device", "name", "peak_bytes", "peak_ts_ns",
 * "allocs", "frees", "end_bytes"}]}.  mo may be NULL; its baseline
 * (another database) compares per-device peaks (*grew as for
 * sl_mem_report_path()); its plot gets the running sums.  Returns 0 or a
 * negative code (err filled). */
int sl_gpu_mem(const char *path, const sl_mem_options_t *mo, int json,
               sl_sink_fn sink, void *ud, int *grew, sl_error_t *err);
/* The same, telling `warn` (when not NULL) at the end of rows skipped
 * for a NULL start. */
int sl_gpu_mem_warn(const char *path, const sl_mem_options_t *mo, int json,
                    sl_sink_fn sink, void *ud, int *grew, sl_error_t *err,
                    void (*warn)(void *ud, const char *file,
                                 const sl_error_t *what),
                    void *warn_ud);

/* ---- following a growing log ------------------------------------------------------- */

typedef struct sl_follow_options_s {
  const char *trace;       /* the trace file kept current (JSON array form,
                            * complete and valid after every step); NULL:
                            * none                                         */
  unsigned window;         /* keep only the last N steps in the trace (it is
                            * rewritten into a temporary file, a step at a
                            * time between new steps, and renamed when the
                            * window moves); 0: every step                 */
  double exit_idle;        /* stop after this many seconds without growth;
                            * 0: never                                     */
  unsigned poll_ms;        /* poll with stat at this interval instead of
                            * waiting for notifications; 0: notifications
                            * (polling only where they cannot work)        */
  sl_sink_fn summary;      /* one line per step goes here as it comes;
                            * NULL: none                                   */
  void *summary_ud;
  int summary_json;        /* the lines are JSON objects, not text         */
  /* Restarts and switches ("...: truncated: starting over"), one line
   * each without a newline; NULL: dropped. */
  void (*notice)(void *ud, const char *msg);
  void *notice_ud;
} sl_follow_options_t;

/* How a follow ended. */
typedef enum sl_follow_end_e {
  SL_FOLLOW_EOF = 1,       /* the pipe (or redirected file) ended          */
  SL_FOLLOW_STOPPED,       /* sl_follow_stop() was called                  */
  SL_FOLLOW_IDLE           /* exit_idle passed without growth              */
} sl_follow_end_t;

/* A follow (library-allocated). */
typedef struct sl_follow_s sl_follow_t;

/* Prepares to follow the step log at `path` (a file, a directory whose
 * newest events.out.tfevents.* is followed, or "-" for standard input).
 * opt applies as for convert (--steps does not).  path, opt, fo and err
 * must outlive the follow.  Returns 0 with *out set, or a negative code
 * with err filled. */
int sl_follow_new(const char *path, const sl_options_t *opt,
                  const sl_follow_options_t *fo, sl_follow_t **out,
                  sl_error_t *err);

/* Converts what is there, then each step as soon as its record is
 * complete, until sl_follow_stop(), exit_idle or the end of a pipe.  A
 * record cut by the end of what has been written waits for the rest; a
 * file truncated or replaced starts over (the trace too) with a notice;
 * a newer events file in a directory is switched to and its steps added
 * to the same trace.  Memory: one step's tables and one record.  Returns
 * 0 with *end set, or an error code with err filled (the trace then
 * holds every step before the error, closed).  Blocks; installs no
 * signal handler. */
int sl_follow_run(sl_follow_t *f, sl_follow_end_t *end);

/* Asks a running follow to stop once the step under way is done.  Safe
 * from any thread and from a signal handler. */
void sl_follow_stop(sl_follow_t *f);

void sl_follow_free(sl_follow_t *f);

#ifdef __cplusplus
}
#endif
#endif /* STEPLINE_H */

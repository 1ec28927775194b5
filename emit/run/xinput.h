/* XSpace inputs: the files a command line names, with profile
 * directories expanded (a run directory's .xplane.pb files, or the
 * newest run below a log directory), told apart from other inputs by
 * content, and mapped read-only (gzip is first decompressed into an
 * unlinked temporary file, so every input is read in place). */
#ifndef SL_RUN_XINPUT_H
#define SL_RUN_XINPUT_H

#include <stddef.h>
#include <stdint.h>

#include "stream/common.h"
#include "stream/io/mapped.h"

typedef struct sl_xinput_s {
  char *path;
  size_t from;            /* the command line's input it comes from       */
  sl_mapped_t m;          /* its bytes                                    */
} sl_xinput_t;

typedef struct sl_xinputs_s {
  sl_xinput_t *in;
  size_t n, cap;
} sl_xinputs_t;

/* 1 when every input is XSpace (directories are), 0 when none is, or a
 * negative code with err filled (a mix; or --input-format=xspace with an
 * input that is not one). */
int sl__xinputs_detect(const char *const *paths, size_t n,
                       const sl_options_t *opt, sl_error_t *err);

/* The files of the inputs, in order (directories expanded).  Returns 0
 * or a negative code with err filled; free the list either way. */
int sl__xinputs_expand(sl_xinputs_t *l, const char *const *paths, size_t n,
                       sl_error_t *err);
void sl__xinputs_free(sl_xinputs_t *l);

/* Opens the input (gzip spooled).  Returns 0 or a code with err. */
int sl__xinput_open(sl_xinput_t *x, sl_error_t *err);
/* Maps the opened input whole.  Returns 0 or a code with err. */
int sl__xinput_map(sl_xinput_t *x, sl_error_t *err);

/* The input's host name: `hostname` (the XSpace's own) when not empty,
 * else the file's name without its directory and .xplane.pb suffix. */
void sl__xinput_host(const sl_xinput_t *x, sl_str_t hostname, sl_str_t *out);

#endif

/* TensorBoard events files: the steps inside one Event record.
 *
 * An events file is a TFRecord stream (stream/record/frame.h) of Event
 * messages; a few of them carry a RunMetadata, in one of two forms:
 *   TF1  Event.tagged_run_metadata (8) { tag (1), run_metadata (2) bytes }
 *   TF2  Event.summary (5) .value (1) { tag (1), tensor (8) { string_val
 *        (8)[0] }, metadata (9) { plugin_data (1) { plugin_name (1) } } }
 *        with plugin "graph_run_metadata".  Writers put the metadata only
 *        on the first value of a tag, so the caller remembers tag ->
 *        plugin across the file (the plugin_of callback).
 * Everything else (scalars, graphs, file_version, ...) is stepped over.
 *
 * The Event parser is fed the record's bytes as they arrive (the record
 * may be re-readable from the file and never held): it keeps the small
 * fields (wall_time, step, tags, plugin name) and only the place of the
 * big one, the serialized RunMetadata. */
#ifndef SL_TFEVENTS_H
#define SL_TFEVENTS_H

#include <stddef.h>
#include <stdint.h>

#include "stepline/stepline.h"
#include "stream/format/format.h"
#include "stream/pb/wire.h"

/* One step found in an Event. */
typedef struct sl_event_step_s {
  uint64_t off, len;      /* the RunMetadata's bytes (absolute offsets)   */
  char tag[SL_TAG_MAX];   /* NUL-terminated, cut at SL_TAG_MAX - 1 bytes  */
  size_t tag_len;
  int64_t step;           /* Event.step (0 when absent, as in proto3)     */
  double wall_time;       /* Event.wall_time, seconds                    */
  int tf2;                /* from a summary value, not tagged_run_metadata */
} sl_event_step_t;

/* Called at the end of each summary value: `plugin` is the value's plugin
 * name when it has metadata (has_plugin), else NULL.  Returns 1 when the
 * tag carries run metadata (plugin "graph_run_metadata", now or on an
 * earlier value of the tag), 0 when not, or a negative code. */
typedef int (*sl_plugin_fn)(void *ud, const char *tag, size_t tag_n,
                            const char *plugin, size_t plugin_n,
                            int has_plugin);

enum { SL_EV_MAXSTEPS = 8 };

typedef struct sl_event_s {
  sl_wire_t wire;
  sl_plugin_fn plugin_of;
  void *ud;
  /* The summary value being read. */
  char vtag[SL_TAG_MAX];
  size_t vtag_len;
  char plugin[64];
  size_t plugin_len;
  int has_plugin, have_sv;
  uint64_t sv_off, sv_len;
  /* tagged_run_metadata being read. */
  char ttag[SL_TAG_MAX];
  size_t ttag_len;
  int have_rm;
  uint64_t rm_off, rm_len;
  /* Results. */
  int64_t step;
  double wall_time;
  sl_event_step_t steps[SL_EV_MAXSTEPS];
  int nsteps;
  int failed;           /* a feed failed: the rest is not parsed         */
} sl_event_t;

/* Prepares to read an Event of `total` bytes at absolute offset `base`. */
void sl__event_init(sl_event_t *e, uint64_t base, uint64_t total,
                    sl_plugin_fn plugin_of, void *ud, sl_error_t *err);

/* Consumes the next n bytes.  Returns 0 or a negative code (err filled). */
int sl__event_feed(sl_event_t *e, const uint8_t *p, size_t n);

/* All bytes are in: checks that the Event is complete and fills in each
 * step's step and wall_time.  Returns the number of steps found (0 for
 * most events; at most SL_EV_MAXSTEPS, more are an error) or a negative
 * code. */
int sl__event_finish(sl_event_t *e);

void sl__event_close(sl_event_t *e);

#endif

/* Chrome trace JSON as input: what PyTorch's profiler (Kineto, and the
 * autograd profiler before it) writes, and any other program writing the
 * Trace Event Format.  The file is read in place (gzip and pipes spooled
 * to disk first): one look at its top-level members (a base time or a
 * rank may come after the events), then its events in file order, each
 * scanned once and handed on as stepline's events; memory is the
 * processes, threads and open B slices, never the events.
 *
 * Events: X and B/E slices (an E without its B counted and dropped, a B
 * never ended closed at the trace's last time and marked unfinished),
 * instants (i, I; `[memory]` instants also as memory events per device),
 * counters (C: a series per numeric arg), metadata (M: process and
 * thread names and sort order).  Flows, async slices and object
 * snapshots are counted, not yet carried.  Times are exact: microsecond
 * decimals to whole ns, never through a double. */
#ifndef SL_TRACEJSON_H
#define SL_TRACEJSON_H

#include "stepline/events.h"

extern const sl_input_format_t sl__tracejson_format;

#endif

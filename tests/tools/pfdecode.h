/* A reader of the Perfetto traces stepline writes, for the tests: track
 * descriptors, each packet sequence's interning tables and clock,
 * slices as trace_processor makes them of begin, end and instant events
 * (sorted by time, file order kept for ties, a stack per track; flow
 * ids with them), counter values.
 * Times are nanoseconds of the trace clock. */
#ifndef SL_PFDECODE_H
#define SL_PFDECODE_H

#include <stddef.h>
#include <stdint.h>

#include <jansson.h>

typedef struct pend_s {      /* a slice event in file order            */
  uint64_t ts, track;
  size_t pos;
  int type;                  /* 1 begin, 2 end, 3 instant             */
  json_t *obj;
} pend_t;

typedef struct dec_s {
  json_t *tracks;            /* uuid -> {kind, pid, tid, name, rank,
                              * parent}                                */
  json_t *seqs;              /* seq -> {t0, names, cats, anames, values} */
  json_t *open;              /* uuid -> array of open slices          */
  json_t *slices;            /* {track, ts, dur, name, cat, args, out,
                              * in (flow ids)}                         */
  json_t *counters;          /* {track, ts, value}                     */
  pend_t *pend;              /* slice events until the file is read    */
  size_t npend, cpend;
  int bad;
  char why[200];
} dec_t;

/* Decodes the file at path into *d (close it either way).  Returns 0, or
 * -1 when it cannot be read or is damaged (d->why says where). */
int pf_decode(const char *path, dec_t *d);
void pf_dec_close(dec_t *d);

#endif

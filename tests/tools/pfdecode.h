/* A reader of the Perfetto traces stepline writes, for the tests: track
 * descriptors, each packet sequence's interning tables and clock,
 * begin/end pairs per track (with their flow ids), counter values.
 * Times are nanoseconds of the trace clock. */
#ifndef SL_PFDECODE_H
#define SL_PFDECODE_H

#include <jansson.h>

typedef struct dec_s {
  json_t *tracks;            /* uuid -> {kind, pid, tid, name, rank,
                              * parent}                                */
  json_t *seqs;              /* seq -> {t0, names, cats, anames, values} */
  json_t *open;              /* uuid -> array of open slices          */
  json_t *slices;            /* {track, ts, dur, name, cat, args, out,
                              * in (flow ids)}                         */
  json_t *counters;          /* {track, ts, value}                     */
  int bad;
  char why[200];
} dec_t;

/* Decodes the file at path into *d (close it either way).  Returns 0, or
 * -1 when it cannot be read or is damaged (d->why says where). */
int pf_decode(const char *path, dec_t *d);
void pf_dec_close(dec_t *d);

#endif

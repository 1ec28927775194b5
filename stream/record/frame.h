/* Record framing of step logs: a push parser that cuts a byte stream into
 * records.
 *
 *   delimited  varint byte count, then that many bytes (one RunMetadata or
 *              StepStats per record), repeated;
 *   tfrecord   8-byte little-endian length, masked CRC-32C of those 8
 *              bytes, the data, masked CRC-32C of the data (events files:
 *              each record is one Event).
 *
 * Bytes arrive in chunks of any size (sl__frame_feed).  For each record the
 * parser reports its start (begin), its payload as it arrives (data) and,
 * once complete and its CRC checked, its end.  When asked to hold records
 * it gathers each payload into one buffer (grown as bytes arrive, so a
 * hostile length cannot make it allocate ahead of the data) and hands it
 * over at the end; otherwise the payload is only passed through, which is
 * what a re-readable file needs.
 *
 * Damage: a length header whose CRC fails, a payload whose CRC fails and a
 * stream that ends inside a record are errors naming the record index and
 * byte offset.  With skip_corrupt they are reported to the `corrupt`
 * callback instead and the parser goes on: after a bad payload CRC with the
 * next record, after a bad header by sliding forward one byte at a time
 * until twelve bytes form a header whose CRC holds. */
#ifndef SL_FRAME_H
#define SL_FRAME_H

#include <stddef.h>
#include <stdint.h>

#include "stepline/stepline.h"

typedef enum sl_frame_kind_e {
  SL_FRAME_DELIMITED = 1,
  SL_FRAME_TFRECORD = 2
} sl_frame_kind_t;

typedef struct sl_record_s {
  int64_t index;        /* 0-based record number in the stream          */
  uint64_t off;         /* absolute offset of the record (its header)    */
  uint64_t data_off;    /* absolute offset of the payload                */
  uint64_t len;         /* payload bytes                                 */
  const uint8_t *data;  /* the payload, at `end`, when records are held  */
} sl_record_t;

/* Callbacks return 0 to go on or anything else to stop the parser; that
 * value is returned by sl__frame_feed().  Any callback may be NULL. */
typedef struct sl_frame_cb_s {
  void *ud;
  int (*begin)(void *ud, const sl_record_t *r);
  int (*data)(void *ud, const uint8_t *p, size_t n);
  int (*end)(void *ud, const sl_record_t *r);
  /* With skip_corrupt: damage that was skipped, described as an error. */
  int (*corrupt)(void *ud, const sl_error_t *what);
} sl_frame_cb_t;

typedef struct sl_frame_s {
  sl_frame_kind_t kind;
  sl_frame_cb_t cb;
  sl_error_t *err;
  int hold, skip_corrupt;
  uint64_t max_record;
  uint64_t pos;         /* absolute offset of the next byte             */
  int state;
  uint8_t head[12];
  int hn;               /* header bytes gathered                        */
  sl_record_t rec;
  uint64_t need;        /* payload bytes still to come                  */
  uint32_t crc;         /* running CRC of the payload                   */
  int resyncing;        /* sliding over damage after a bad header       */
  uint64_t damage_at;
  uint8_t *buf;         /* held payload                                 */
  const uint8_t *borrowed; /* the payload in place (in-place feeds)     */
  size_t blen, bcap;
  uint64_t expect_end;  /* bytes up to here are known to be coming       */
  int64_t next_index;
} sl_frame_t;

/* Prepares a parser for a stream whose first byte is at absolute offset
 * `base`.  hold: gather each payload and pass it to `end`.  Payloads over
 * max_record bytes are an error (SL_ETOOBIG). */
void sl__frame_init(sl_frame_t *f, sl_frame_kind_t kind, uint64_t base,
                    int hold, int skip_corrupt, uint64_t max_record,
                    const sl_frame_cb_t *cb, sl_error_t *err);
void sl__frame_close(sl_frame_t *f);

/* Consumes the next n bytes.  Returns 0, a callback's stop value, or a
 * negative code with err filled. */
int sl__frame_feed(sl_frame_t *f, const uint8_t *p, size_t n);

/* Consumes a prefix of p[0..n) that the caller keeps in place, offering
 * the bytes after *used again (with more) on a later call: a file read
 * through a mapping (stream/fmap.h).  A held record's payload is never
 * copied here: it is handed to `end` where it lies in p, once p holds
 * all of it and its footer; until then the feed stops before it (after
 * its header) with *wait = 1, as it does when all of p is used inside a
 * record.  The feed also stops after the first record that ends at or
 * past `want` bytes into p (*wait = 0: more can be fed at once), so a
 * long backlog is taken a turn at a time.  Returns as sl__frame_feed. A
 * payload that an earlier sl__frame_feed began to hold is finished by
 * copying, as that feed would. */
int sl__frame_feed_in_place(sl_frame_t *f, const uint8_t *p, size_t n,
                            size_t want, size_t *used, int *wait);

/* Says that the n bytes after those fed so far exist and are about to be
 * fed (a file's size is known): a held record reserves room for what of
 * it they hold at once, instead of growing as they arrive. */
void sl__frame_expect(sl_frame_t *f, uint64_t n);

/* Declares the end of the stream.  Returns 0 when it ends between
 * records, else SL_ETRUNC with err filled (or, with skip_corrupt, the
 * corrupt callback's value). */
int sl__frame_finish(sl_frame_t *f);

/* Bytes of a delimited header (the varint) and of a TFRecord header and
 * footer. */
#define SL_TFRECORD_HEAD 12
#define SL_TFRECORD_FOOT 4

#endif

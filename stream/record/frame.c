/* Record framing.  See frame.h. */
#include "stream/record/frame.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stream/common.h"
#include "stream/record/crc32c.h"

enum { ST_HEAD, ST_DATA, ST_FOOT };

void sl__frame_init(sl_frame_t *f, sl_frame_kind_t kind, uint64_t base,
                    int hold, int skip_corrupt, uint64_t max_record,
                    const sl_frame_cb_t *cb, sl_error_t *err) {
  memset(f, 0, sizeof *f);
  f->kind = kind;
  f->cb = *cb;
  f->err = err;
  f->hold = hold;
  f->skip_corrupt = skip_corrupt;
  f->max_record = max_record;
  f->pos = base;
  f->rec.off = base;
}

void sl__frame_close(sl_frame_t *f) {
  free(f->buf);
  f->buf = NULL;
  f->blen = f->bcap = 0;
}

/* Damage is an error, or with skip_corrupt a report and a way on. */
static int damage(sl_frame_t *f, int code, uint64_t at, int64_t record,
                  const char *msg) {
  sl_error_t e;
  sl_error_t *to = f->skip_corrupt ? &e : f->err;
  if (f->skip_corrupt) sl__err_clear(&e);
  sl__err(to, code, at, "%s", msg);
  if (to) to->record = record;
  if (!f->skip_corrupt) return code;
  return f->cb.corrupt ? f->cb.corrupt(f->cb.ud, &e) : 0;
}

static uint32_t le32(const uint8_t *p) {
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
         (uint32_t)p[3] << 24;
}

static uint64_t le64(const uint8_t *p) {
  return (uint64_t)le32(p) | (uint64_t)le32(p + 4) << 32;
}

/* The end of a stretch skipped while looking for a header. */
static int resync_done(sl_frame_t *f, uint64_t upto) {
  char msg[160];
  f->resyncing = 0;
  snprintf(msg, sizeof msg,
           "skipped %llu damaged bytes (no valid record header from byte "
           "%llu on)",
           (unsigned long long)(upto - f->damage_at),
           (unsigned long long)f->damage_at);
  return damage(f, SL_EFORMAT, f->damage_at, f->next_index, msg);
}

/* A whole header is in f->head: check it and start the payload. */
static int header(sl_frame_t *f) {
  uint64_t len;
  int rc;
  char msg[200];
  if (f->kind == SL_FRAME_TFRECORD) {
    uint32_t want = sl__crc32c_mask(sl__crc32c(0, f->head, 8));
    if (want != le32(f->head + 8)) {
      if (!f->skip_corrupt) {
        snprintf(msg, sizeof msg,
                 "expected a TFRecord header (record %lld); the masked "
                 "CRC-32C of its length is 0x%08x, the file says 0x%08x "
                 "(corrupt or not a TFRecord file)",
                 (long long)f->next_index, want, le32(f->head + 8));
        return damage(f, SL_EFORMAT, f->rec.off, f->next_index, msg);
      }
      /* Slide one byte and look again. */
      if (!f->resyncing) {
        f->resyncing = 1;
        f->damage_at = f->rec.off;
      }
      memmove(f->head, f->head + 1, SL_TFRECORD_HEAD - 1);
      f->hn = SL_TFRECORD_HEAD - 1;
      f->rec.off++;
      return 0;
    }
    len = le64(f->head);
  } else {
    int i;
    len = 0;
    for (i = 0; i < f->hn; i++) len |= (uint64_t)(f->head[i] & 0x7f) << (7 * i);
  }
  if (f->resyncing) {
    rc = resync_done(f, f->rec.off);
    if (rc) return rc;
  }
  f->rec.index = f->next_index++;
  f->rec.data_off = f->pos;
  f->rec.len = len;
  f->rec.data = NULL;
  f->need = len;
  f->crc = 0;
  f->blen = 0;
  f->hn = 0;
  if (len > f->max_record) {
    snprintf(msg, sizeof msg,
             "record %lld claims %llu bytes, more than the limit of %llu "
             "(--max-record)",
             (long long)f->rec.index, (unsigned long long)len,
             (unsigned long long)f->max_record);
    sl__err(f->err, SL_ETOOBIG, f->rec.off, "%s", msg);
    if (f->err) f->err->record = f->rec.index;
    return SL_ETOOBIG;
  }
  if (f->cb.begin) {
    rc = f->cb.begin(f->cb.ud, &f->rec);
    if (rc) return rc;
  }
  f->state = ST_DATA;
  return 0;
}

static int record_end(sl_frame_t *f) {
  int rc = 0;
  f->state = ST_HEAD;
  f->hn = 0;
  if (f->hold)
    f->rec.data = f->borrowed ? f->borrowed
                  : f->buf    ? f->buf
                              : (const uint8_t *)"";
  if (f->cb.end) rc = f->cb.end(f->cb.ud, &f->rec);
  f->rec.data = NULL;
  f->borrowed = NULL;
  f->blen = 0;
  f->rec.off = f->pos;
  return rc;
}

static int hold_bytes(sl_frame_t *f, const uint8_t *p, size_t k) {
  if (f->blen + k > f->bcap) {
    size_t cap = f->bcap;
    uint64_t limit = f->rec.len + f->rec.len / 8;
    uint8_t *nb;
    if (sl__grow_cap(&cap, f->blen + k, 1) != 0) cap = f->blen + k;
    /* Bytes of this record that are known to exist (sl__frame_expect)
     * are room taken now: no doubling, no copies, for a big record. */
    if (f->expect_end > f->pos) {
      uint64_t coming = f->expect_end - f->pos;
      if (coming > f->need) coming = f->need;
      if (coming <= SIZE_MAX - f->blen && f->blen + (size_t)coming > cap)
        cap = f->blen + (size_t)coming;
      if (coming == f->need && limit <= SIZE_MAX) cap = (size_t)limit;
    }
    /* Room for the record and an eighth more, once its bytes are there
     * or doubling passes it: a log's records are much the same size, and
     * a record a little longer than any before would otherwise move the
     * buffer to new memory. */
    if ((uint64_t)cap > limit) cap = (size_t)limit;
    /* A buffer that holds nothing of this record is not copied. */
    if (f->blen == 0) {
      free(f->buf);
      f->buf = NULL;
      f->bcap = 0;
    }
    nb = realloc(f->buf, cap);
    if (!nb) {
      sl__err(f->err, SL_ENOMEM, f->pos, "cannot hold record %lld (%llu "
              "bytes) in memory", (long long)f->rec.index,
              (unsigned long long)f->rec.len);
      return SL_ENOMEM;
    }
    f->buf = nb;
    f->bcap = cap;
  }
  memcpy(f->buf + f->blen, p, k);
  f->blen += k;
  return 0;
}

/* Gathers fixed-size header or footer bytes into f->head; returns 1 once
 * `want` bytes are there. */
static int gather(sl_frame_t *f, const uint8_t *p, size_t n, size_t *i,
                  size_t want) {
  size_t k = want - (size_t)f->hn;
  if (k > n - *i) k = n - *i;
  memcpy(f->head + f->hn, p + *i, k);
  f->hn += (int)k;
  *i += k;
  f->pos += k;
  return (size_t)f->hn == want;
}

void sl__frame_expect(sl_frame_t *f, uint64_t n) {
  f->expect_end = n > UINT64_MAX - f->pos ? UINT64_MAX : f->pos + n;
}

/* Both feeds.  In place (sl__frame_feed_in_place): a payload is taken
 * only whole, with its footer, from p, and the feed stops at the first
 * record end at or past `want`; *used and *wait say where and why. */
static int feed(sl_frame_t *f, const uint8_t *p, size_t n, int in_place,
                size_t want, size_t *used, int *wait) {
  size_t i = 0;
  int rc;
  while (i < n) {
    switch (f->state) {
    case ST_HEAD:
      if (f->kind == SL_FRAME_TFRECORD) {
        if (gather(f, p, n, &i, SL_TFRECORD_HEAD)) {
          rc = header(f);
          if (rc) return rc;
        }
      } else {
        uint8_t b = p[i++];
        f->pos++;
        f->head[f->hn++] = b;
        if (b < 0x80) {
          rc = header(f);
          if (rc) return rc;
        } else if (f->hn == 10) {
          sl__err(f->err, SL_EFORMAT, f->rec.off,
                  "expected the varint length of record %lld, found more "
                  "than 10 bytes with the continuation bit set "
                  "(not a length-delimited log?)",
                  (long long)f->next_index);
          if (f->err) f->err->record = f->next_index;
          return SL_EFORMAT;
        }
      }
      break;
    case ST_DATA: {
      size_t k = n - i;
      int borrow = 0;
      if (in_place && f->blen == 0 && f->need == f->rec.len) {
        /* Nothing of this payload is held: it is taken where it lies,
         * once it is there with its footer (which the CRC check needs
         * before the record can be handed on). */
        uint64_t whole = f->need + (f->kind == SL_FRAME_TFRECORD
                                        ? SL_TFRECORD_FOOT : 0);
        if ((uint64_t)k < whole) {
          *wait = 1;
          *used = i;
          return 0;
        }
        borrow = f->hold;
      }
      if ((uint64_t)k > f->need) k = (size_t)f->need;
      if (k) {
        if (f->kind == SL_FRAME_TFRECORD) f->crc = sl__crc32c(f->crc, p + i, k);
        if (borrow) f->borrowed = p + i;
        else if (f->hold && (rc = hold_bytes(f, p + i, k)) != 0) return rc;
        if (f->cb.data && (rc = f->cb.data(f->cb.ud, p + i, k)) != 0)
          return rc;
      }
      i += k;
      f->pos += k;
      f->need -= k;
      if (f->need == 0) {
        if (f->kind == SL_FRAME_TFRECORD) {
          f->state = ST_FOOT;
          f->hn = 0;
        } else {
          rc = record_end(f);
          if (rc) return rc;
          if (in_place && i >= want) goto stop;
        }
      }
      break;
    }
    case ST_FOOT: {
      if (gather(f, p, n, &i, SL_TFRECORD_FOOT)) {
        uint32_t crc = sl__crc32c_mask(f->crc), got = le32(f->head);
        if (crc != got) {
          char msg[200];
          snprintf(msg, sizeof msg,
                   "record %lld (%llu bytes of data from byte %llu) is "
                   "corrupt: its masked CRC-32C is 0x%08x, the file says "
                   "0x%08x",
                   (long long)f->rec.index, (unsigned long long)f->rec.len,
                   (unsigned long long)f->rec.data_off, crc, got);
          f->state = ST_HEAD;
          f->hn = 0;
          f->blen = 0;
          f->borrowed = NULL;
          rc = damage(f, SL_EFORMAT, f->rec.off, f->rec.index, msg);
          f->rec.off = f->pos;
          if (rc) return rc;
        } else {
          rc = record_end(f);
          if (rc) return rc;
        }
        if (in_place && i >= want) goto stop;
      }
      break;
    }
    }
  }
  /* All of p is used; what comes next may well finish a record. */
  if (in_place) *wait = f->state != ST_HEAD || f->hn != 0;
stop:
  if (in_place) *used = i;
  return 0;
}

int sl__frame_feed(sl_frame_t *f, const uint8_t *p, size_t n) {
  return feed(f, p, n, 0, 0, NULL, NULL);
}

int sl__frame_feed_in_place(sl_frame_t *f, const uint8_t *p, size_t n,
                            size_t want, size_t *used, int *wait) {
  *used = 0;
  *wait = 0;
  return feed(f, p, n, 1, want, used, wait);
}

int sl__frame_finish(sl_frame_t *f) {
  char msg[220];
  if (f->resyncing) return resync_done(f, f->pos);
  if (f->state == ST_HEAD && f->hn == 0) return 0;
  if (f->state == ST_HEAD) {
    snprintf(msg, sizeof msg,
             "the input ends inside the header of record %lld, which "
             "starts at byte %llu (truncated?)",
             (long long)f->next_index, (unsigned long long)f->rec.off);
    return damage(f, SL_ETRUNC, f->pos, f->next_index, msg);
  }
  {
    uint64_t more = f->state == ST_FOOT ? (uint64_t)(SL_TFRECORD_FOOT - f->hn)
                    : f->need + (f->kind == SL_FRAME_TFRECORD
                                     ? SL_TFRECORD_FOOT : 0);
    snprintf(msg, sizeof msg,
             "the input ends inside record %lld, which starts at byte %llu "
             "and needs %llu more bytes (truncated?)",
             (long long)f->rec.index, (unsigned long long)f->rec.off,
             (unsigned long long)more);
  }
  return damage(f, SL_ETRUNC, f->pos, f->rec.index, msg);
}

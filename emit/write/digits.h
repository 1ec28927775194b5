/* Numbers as text without printf, for the writers' hot path: integers
 * through a two-digit table, the high digits of large ones (timestamps)
 * kept between calls per thread. */
#ifndef SL_DIGITS_H
#define SL_DIGITS_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* Writes the decimal digits of v to out (at least 20 bytes); returns the
 * length. */
size_t sl__u64_to_dec(uint64_t v, char *out);

/* The number at o (room for 21 bytes); returns the end. */
uint8_t *sl__put_i64(uint8_t *o, int64_t v);
uint8_t *sl__put_u64(uint8_t *o, uint64_t v);

/* An integer as JSON keeps it: a number within +-2^53 (what a double
 * holds exactly), else its digits as a string (at most 23 bytes). */
uint8_t *sl__put_i64_json(uint8_t *o, int64_t v);
uint8_t *sl__put_u64_json(uint8_t *o, uint64_t v);

/* v with `decimals` digits after the point (0 to 9; else 6), or "null"
 * when it is not finite (at most 48 bytes); returns the end. */
uint8_t *sl__put_double(uint8_t *o, double v, int decimals);

/* The time base_us + ps / 10^6 written exactly in microseconds: the
 * integer part, then "." and the picoseconds' six digits without
 * trailing zeros (no "." when they are 0); at most 28 bytes. */
uint8_t *sl__put_ps_us(uint8_t *o, int64_t base_us, int64_t ps);

/* A finite double as the shortest of %.15g..%.17g that reads back as
 * the same value (at most 32 bytes). */
uint8_t *sl__put_double_exact(uint8_t *o, double v);

/* A string literal at o; returns the end. */
#define SL_PUT_LIT(o, lit) \
  (memcpy((o), (lit), sizeof(lit) - 1), (o) + sizeof(lit) - 1)

#endif

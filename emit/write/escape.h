/* JSON string escaping: quotes, backslashes and control characters
 * escaped, valid UTF-8 copied, every byte that is not part of valid
 * UTF-8 written as U+FFFD, so the output is valid JSON for any bytes. */
#ifndef SL_ESCAPE_H
#define SL_ESCAPE_H

#include <stddef.h>
#include <stdint.h>

/* Worst-case bytes of a string of n bytes written by sl__put_str. */
#define SL_JSON_STR_MAX(n) (6 * (size_t)(n) + 2)

/* n bytes at p escaped at o (room for 6n bytes); returns the end. */
uint8_t *sl__escape_to(uint8_t *o, const uint8_t *p, size_t n);

/* The same quoted (room for SL_JSON_STR_MAX(n) bytes).  Short strings
 * are loaded 16 bytes at a time, never past the page p's bytes end in. */
uint8_t *sl__put_str(uint8_t *o, const uint8_t *p, size_t n);

/* n bytes at p copied to o, every byte that is not part of valid UTF-8
 * as U+FFFD (the same rule; room for 3n bytes); returns the end. */
uint8_t *sl__utf8_clean(uint8_t *o, const uint8_t *p, size_t n);

#endif

/* CRC-32C (Castagnoli), as TFRecord framing uses it.
 *
 * Reflected polynomial 0x82F63B78, initial value and final xor 0xFFFFFFFF
 * (crc32c("123456789") == 0xE3069283).  The SSE4.2 crc32 instruction is
 * used when the CPU has it (checked once, at the first call), else a
 * slicing-by-8 table: events files are checked at several GB/s either
 * way, well ahead of the conversion. */
#ifndef SL_CRC32C_H
#define SL_CRC32C_H

#include <stddef.h>
#include <stdint.h>

/* Extends `crc` (0 for a fresh start) with [p, p+n) and returns the CRC
 * of everything so far.  Thread-safe. */
uint32_t sl__crc32c(uint32_t crc, const void *p, size_t n);

/* The same without the CPU instruction, for the unit test. */
uint32_t sl__crc32c_soft(uint32_t crc, const void *p, size_t n);

/* TFRecord stores CRCs masked: rotated right by 15 and offset by a
 * constant, so that a CRC of data that holds CRCs is not degenerate. */
static inline uint32_t sl__crc32c_mask(uint32_t crc) {
  return ((crc >> 15) | (crc << 17)) + 0xA282EAD8u;
}

#endif

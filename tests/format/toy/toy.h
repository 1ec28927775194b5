/* A toy input format (toy.c): text lines of events, registered by the
 * test that uses it. */
#ifndef SL_TEST_TOY_H
#define SL_TEST_TOY_H

#include "stepline/events.h"

extern const sl_input_format_t toy_format;

#endif

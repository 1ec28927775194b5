/* The reports on XSpace profiles (stepline steps, stats and mem): see
 * sl_xspace_steps(), sl_xspace_stats() and sl_xspace_mem() in
 * stepline.h for what each writes. */
#ifndef SL_RUN_XREPORTS_H
#define SL_RUN_XREPORTS_H

#include "stepline/stepline.h"

#endif

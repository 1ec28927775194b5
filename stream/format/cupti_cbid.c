/* nvprof's API calls carry CUPTI callback ids, not names: the names of
 * the runtime and driver APIs' ids (CUPTI's cupti_runtime_cbid.h and
 * cupti_driver_cbid.h), with their version suffixes as CUPTI spells
 * them; the suffix rule shortens them where nsys's reports do. */
#include <stdio.h>

#include "stream/format/gpudb.h"

#include "stream/format/cupti_cbid_names.h"

sl_str_t sl__gdb_cbid_name(int driver, int64_t cbid, char buf[40]) {
  const char *const *names = driver ? sl__cupti_driver : sl__cupti_runtime;
  size_t n = driver ? sizeof sl__cupti_driver / sizeof *sl__cupti_driver
                    : sizeof sl__cupti_runtime / sizeof *sl__cupti_runtime;
  int k;
  if (cbid > 0 && (uint64_t)cbid < n && names[cbid] && names[cbid][0])
    return sl__str(names[cbid], strlen(names[cbid]));
  k = snprintf(buf, 40, "%s cbid %lld", driver ? "driver" : "runtime",
               (long long)cbid);
  return sl__str(buf, k > 0 ? (size_t)k : 0);
}

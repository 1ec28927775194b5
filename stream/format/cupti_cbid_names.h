/* Generated: the names of CUPTI's callback ids. */
static const char *const sl__cupti_runtime[] = {NULL};
static const char *const sl__cupti_driver[] = {NULL};

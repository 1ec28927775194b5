/* The command line inside the extension, for `python -m stepline`: the
 * CLI's main() under another name. */
#define main sl__cli_main
#include "cli/main.c"

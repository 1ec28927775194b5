/* Output files written atomically: a temporary beside the file, renamed
 * over it when complete (public: sl_outfile_t in stepline.h). */
#ifndef SL_OUTFILE_H
#define SL_OUTFILE_H

/* Creates a new file from `tmpl`, whose last six characters are
 * "XXXXXX" and are replaced to make the name unique, with the mode a
 * shell's redirection gives (0666 less the umask), unlike mkstemp's
 * 0600.  Returns the descriptor (open for writing) or -errno. */
int sl__tmpfile(char *tmpl);

#endif

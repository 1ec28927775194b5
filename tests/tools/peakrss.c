/* peakrss: runs a command and prints its peak resident set size in KiB
 * (getrusage of the child), for tests that compare memory between runs.
 *
 *   peakrss STDIN STDOUT CMD [ARG...]
 *
 * STDIN and STDOUT are files for the command's standard input and output
 * ("-" keeps ours).  Exits with the command's status (128+N for a signal).
 */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

static int redirect(const char *path, int fd, int flags) {
  int f;
  if (strcmp(path, "-") == 0) return 0;
  f = open(path, flags, 0644);
  if (f < 0 || dup2(f, fd) < 0) {
    perror(path);
    return -1;
  }
  close(f);
  return 0;
}

int main(int argc, char **argv) {
  pid_t pid;
  int status;
  struct rusage ru;
  if (argc < 4) {
    fprintf(stderr, "usage: peakrss STDIN STDOUT CMD [ARG...]\n");
    return 2;
  }
  pid = fork();
  if (pid < 0) {
    perror("fork");
    return 2;
  }
  if (pid == 0) {
    if (redirect(argv[1], 0, O_RDONLY) != 0 ||
        redirect(argv[2], 1, O_WRONLY | O_CREAT | O_TRUNC) != 0)
      _exit(127);
    execvp(argv[3], argv + 3);
    perror(argv[3]);
    _exit(127);
  }
  if (wait4(pid, &status, 0, &ru) < 0) {
    perror("wait4");
    return 2;
  }
  printf("%ld\n", ru.ru_maxrss);
  if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
  return WEXITSTATUS(status);
}

/* Device names beyond one step: job/task of a name, worker labels for
 * merged traces of several inputs, the --devices filter. */
#include <stdlib.h>

#include "emit/model/devnames.h"
#include "test.h"

#define S(lit) sl__str((lit), sizeof(lit) - 1)

static void check_task(const char *name, const char *want) {
  sl_str_t t;
  int has = sl__dev_task(sl__str(name, strlen(name)), &t);
  CHECK_INT(has, want != NULL);
  if (has && want) CHECK_STR(t.p, t.n, want);
}

/* The name a device of worker w is shown under. */
static void check_name(const sl_worker_t *w, const char *dev,
                       const char *want) {
  sl_str_t d = sl__str(dev, strlen(dev));
  char *out = malloc(sl__worker_name_max(w, d.n));
  size_t n = sl__worker_name(w, d, out);
  CHECK_STR(out, n, want);
  free(out);
}

static void saw(sl_worker_t *w, const char *dev) {
  CHECK_INT(sl__worker_saw(w, sl__str(dev, strlen(dev))), 0);
}

int main(void) {
  sl_worker_t ws[3];
  sl_devfilter_t f;
  sl_error_t e;
  size_t i;

  check_task("/job:worker/replica:0/task:1/device:GPU:0",
             "/job:worker/replica:0/task:1");
  check_task("/job:localhost/replica:0/task:0/gpu:0",
             "/job:localhost/replica:0/task:0");
  check_task("/job:ps/task:3/device:CPU:0", "/job:ps/task:3");
  check_task("/job:chief", "/job:chief");
  check_task("/job:w/replica:0/task:0/device:GPU:0/stream:all",
             "/job:w/replica:0/task:0");
  check_task("/device:GPU:0/stream:all", NULL);
  check_task("/gpu:0/memcpy", NULL);
  check_task("", NULL);

  /* Two workers that name their own tasks: shown by them, their devices
   * without a job under their task. */
  memset(ws, 0, sizeof ws);
  saw(&ws[0], "/job:worker/replica:0/task:0/device:CPU:0");
  saw(&ws[0], "/job:worker/replica:0/task:0/device:GPU:0");
  saw(&ws[0], "/device:GPU:0/stream:all");
  saw(&ws[1], "/job:worker/replica:0/task:1/device:GPU:0");
  {
    const char *files[] = {"logs/w0.pb", "logs/w1.pb"};
    CHECK_INT(sl__workers_label(ws, 2, files), 0);
  }
  CHECK_INT(ws[0].ntasks, 1);
  CHECK(ws[0].by_task && ws[1].by_task);
  CHECK_STR(ws[0].label, strlen(ws[0].label), "/job:worker/replica:0/task:0");
  check_name(&ws[0], "/job:worker/replica:0/task:0/device:GPU:0",
             "/job:worker/replica:0/task:0/device:GPU:0");
  check_name(&ws[1], "/device:GPU:0/stream:all",
             "/job:worker/replica:0/task:1/device:GPU:0/stream:all");
  for (i = 0; i < 2; i++) sl__worker_close(&ws[i]);

  /* Both call themselves localhost, the third says nothing: file names,
   * and the path where base names repeat, in front of every device. */
  memset(ws, 0, sizeof ws);
  saw(&ws[0], "/job:localhost/replica:0/task:0/device:CPU:0");
  saw(&ws[1], "/job:localhost/replica:0/task:0/device:CPU:0");
  saw(&ws[2], "/gpu:0");
  {
    const char *files[] = {"a/log.pb", "b/log.pb", "c.ev"};
    CHECK_INT(sl__workers_label(ws, 3, files), 0);
  }
  CHECK(!ws[0].by_task && !ws[1].by_task && !ws[2].by_task);
  check_name(&ws[0], "/job:localhost/replica:0/task:0/device:CPU:0",
             "a/log.pb:/job:localhost/replica:0/task:0/device:CPU:0");
  check_name(&ws[1], "/gpu:0", "b/log.pb:/gpu:0");
  check_name(&ws[2], "/gpu:0", "c.ev:/gpu:0");
  for (i = 0; i < 3; i++) sl__worker_close(&ws[i]);

  /* The same file twice, and standard input (never examined). */
  memset(ws, 0, sizeof ws);
  {
    const char *files[] = {"x.pb", "x.pb", "-"};
    CHECK_INT(sl__workers_label(ws, 3, files), 0);
  }
  check_name(&ws[0], "/cpu:0", "x.pb#1:/cpu:0");
  check_name(&ws[1], "/cpu:0", "x.pb#2:/cpu:0");
  check_name(&ws[2], "/cpu:0", "<stdin>:/cpu:0");
  for (i = 0; i < 3; i++) sl__worker_close(&ws[i]);

  /* A worker whose step holds several tasks keeps its names as they are
   * and has no task to put the others under. */
  memset(ws, 0, sizeof ws);
  saw(&ws[0], "/job:worker/replica:0/task:0/device:CPU:0");
  saw(&ws[0], "/job:ps/replica:0/task:0/device:CPU:0");
  saw(&ws[1], "/job:worker/replica:0/task:5/device:CPU:0");
  {
    const char *files[] = {"chief.pb", "w5.pb"};
    CHECK_INT(sl__workers_label(ws, 2, files), 0);
  }
  CHECK(ws[0].by_task && ws[0].task == NULL);
  check_name(&ws[0], "/job:ps/replica:0/task:0/device:CPU:0",
             "/job:ps/replica:0/task:0/device:CPU:0");
  check_name(&ws[0], "/device:GPU:0/stream:all", "/device:GPU:0/stream:all");
  CHECK_STR(ws[0].label, strlen(ws[0].label), "chief.pb");
  for (i = 0; i < 2; i++) sl__worker_close(&ws[i]);

  /* One input: names unchanged. */
  check_name(NULL, "/gpu:0", "/gpu:0");

  /* The filter: extended syntax, a range that may hold NUL bytes. */
  CHECK_INT(sl__devfilter_init(&f, "stream:all|CPU:[0-9]+$", &e), 0);
  CHECK(sl__devfilter_keeps(&f, S("/device:GPU:0/stream:all")));
  CHECK(sl__devfilter_keeps(&f, S("/job:a/device:CPU:12")));
  CHECK(!sl__devfilter_keeps(&f, S("/job:a/device:CPU:1/x")));
  CHECK(!sl__devfilter_keeps(&f, S("/device:GPU:0")));
  /* Only the bytes of the name count: "CPU:0" then a NUL and more. */
  CHECK(sl__devfilter_keeps(&f, sl__str("/CPU:0\0zzz", 6)));
  CHECK(!sl__devfilter_keeps(&f, sl__str("/CPU:0\0zzz", 10)));
  CHECK(!sl__devfilter_keeps(&f, S("")));
  sl__devfilter_close(&f);
  CHECK_INT(sl__devfilter_init(&f, NULL, &e), 0);
  CHECK(sl__devfilter_keeps(&f, S("anything")) && !f.on);
  sl__devfilter_close(&f);
  CHECK_INT(sl__devfilter_init(&f, "(", &e), SL_EUSAGE);
  CHECK(strstr(e.msg, "--devices=(") != NULL);
  CHECK_INT(sl_devices_check("a[", &e), SL_EUSAGE);
  CHECK_INT(sl_devices_check("GPU", &e), 0);
  TEST_MAIN_END();
}

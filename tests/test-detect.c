/* Format detection on the real samples in ../shared/real-traces (path from
 * SL_SHARED_DIR) and on hand-made inputs. */
#include <stdio.h>
#include <stdlib.h>

#include "stream/detect.h"
#include "test.h"

static uint8_t buf[4 << 20];

static int detect_file(const char *dir, const char *name) {
  char path[4096];
  FILE *f;
  size_t n;
  sl_error_t err;
  snprintf(path, sizeof path, "%s/real-traces/%s", dir, name);
  f = fopen(path, "rb");
  if (!f) {
    fprintf(stderr, "cannot open %s\n", path);
    return -999;
  }
  n = fread(buf, 1, sizeof buf, f);
  fclose(f);
  /* Only the first MiB is sampled, as the reader does. */
  return sl__detect(buf, n < (1u << 20) ? n : (1u << 20), n, &err);
}

int main(int argc, char **argv) {
  const char *shared = argc > 1 ? argv[1] : "../shared";
  sl_error_t err;
  CHECK_INT(detect_file(shared, "yaroslavvb_akaitsuki_feed_dict.runmeta.pb"),
            SL_FORMAT_RUNMETA);
  CHECK_INT(detect_file(shared,
                        "yaroslavvb_dynamic_stitch_gpu_profile.runmeta.pb"),
            SL_FORMAT_RUNMETA);
  CHECK_INT(detect_file(shared,
                        "tensorboard_run_metadata_run_step99_tag_train."
                        "runmeta.pb"),
            SL_FORMAT_RUNMETA);
  CHECK_INT(detect_file(shared, "gradckpt_simple_stepstats.stepstats.pb"),
            SL_FORMAT_STEPSTATS);
  CHECK_INT(detect_file(shared, "gradckpt_simple2_stepstats.stepstats.pb"),
            SL_FORMAT_STEPSTATS);
  /* Not step data at all. */
  CHECK_INT(detect_file(shared, "gradckpt_simple_stepstats.pbtxt"),
            SL_EDETECT);
  CHECK_INT(detect_file(shared,
                        "tfprofiler_gpu_multiworker_34.83.195.179_6003."
                        "xplane.pb"),
            SL_EDETECT);
  /* A StepStats cut short is still recognised by its beginning. */
  {
    const uint8_t ss[] = {0x0a, 0x10, 0x0a, 0x06, '/', 'c', 'p', 'u', ':',
                          '0', 0x12, 0x02};
    CHECK_INT(sl__detect(ss, sizeof ss, 100, &err), SL_FORMAT_STEPSTATS);
  }
  /* Text is neither. */
  CHECK_INT(sl__detect((const uint8_t *)"hello world", 11, 11, &err),
            SL_EDETECT);
  CHECK(err.msg[0] != 0);
  TEST_MAIN_END();
}

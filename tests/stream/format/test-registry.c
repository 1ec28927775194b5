/* Telling the formats apart (stream/format/registry.c): the real samples
 * in ../shared/real-traces, hand-made inputs, what a named format
 * checks, and a log's first bytes told as they come (follow). */
#include <stdio.h>
#include <stdlib.h>

#include "stream/common.h"
#include "stream/format/registry.h"
#include "stream/record/crc32c.h"
#include "test.h"

static uint8_t buf[4 << 20];

/* The format the registry finds in n bytes (all there are, or a sample
 * of `total`), or the error code. */
static int detect(const uint8_t *p, size_t n, uint64_t total,
                  sl_format_t named, sl_error_t *err) {
  sl_options_t opt;
  const sl_format_ops_t *ops;
  sl_sniff_t s;
  int rc;
  sl_options_init(&opt);
  opt.format = named;
  rc = sl__detect(p, n, total, 0, &opt, 0, &ops, &s, err);
  if (rc < 0) return rc;
  if (s.format == SL_FORMAT_DELIMITED) return 100 + (int)s.inner;
  return (int)s.format;
}

/* As follow tells a log: 0 wait, the format, or the error code. */
static int follow_detect(const uint8_t *p, size_t n) {
  sl_options_t opt;
  const sl_format_ops_t *ops;
  sl_sniff_t s;
  sl_error_t err;
  int rc;
  sl_options_init(&opt);
  rc = sl__detect(p, n, UINT64_MAX, 1, &opt, 1, &ops, &s, &err);
  return rc <= 0 ? rc : (int)s.format;
}

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
  /* Only a sample is looked at, as the reader does. */
  return detect(buf, n < SL_SNIFF_SAMPLE ? n : SL_SNIFF_SAMPLE, n,
                SL_FORMAT_AUTO, &err);
}

static void real_samples(const char *shared) {
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
  CHECK_INT(detect_file(shared, "tensorboard_end_2_end.tfevents"),
            SL_FORMAT_TFEVENTS);
  /* Not step data at all. */
  CHECK_INT(detect_file(shared, "gradckpt_simple_stepstats.pbtxt"),
            SL_EDETECT);
  CHECK_INT(detect_file(shared,
                        "tfprofiler_gpu_multiworker_34.83.195.179_6003."
                        "xplane.pb"),
            SL_EDETECT);
}

int main(int argc, char **argv) {
  const char *shared = test_shared(argc > 1 ? argv[1] : NULL);
  sl_error_t err;
  /* A StepStats (one device, "/cpu:0", one empty node) and the same
   * as a record of a delimited log, twice. */
  static const uint8_t ss[] = {0x0a, 0x0a, 0x0a, 0x06, '/', 'c', 'p', 'u',
                               ':', '0', 0x12, 0x00};
  uint8_t log[64], tf[64];
  size_t n = 0;
  if (shared) real_samples(shared);

  /* A StepStats cut short is still recognised by its beginning. */
  CHECK_INT(detect(ss, 10, 100, SL_FORMAT_AUTO, &err), SL_FORMAT_STEPSTATS);
  CHECK_INT(detect(ss, sizeof ss, sizeof ss, SL_FORMAT_AUTO, &err),
            SL_FORMAT_STEPSTATS);
  /* Text is nothing, and the error says where it stops fitting. */
  CHECK_INT(detect((const uint8_t *)"hello world", 11, 11, SL_FORMAT_AUTO,
                   &err),
            SL_EDETECT);
  CHECK(err.msg[0] != 0);

  /* Two delimited records of a StepStats. */
  log[n++] = sizeof ss;
  memcpy(log + n, ss, sizeof ss);
  n += sizeof ss;
  log[n++] = sizeof ss;
  memcpy(log + n, ss, sizeof ss);
  n += sizeof ss;
  CHECK_INT(detect(log, n, n, SL_FORMAT_AUTO, &err),
            100 + SL_FORMAT_STEPSTATS);
  CHECK_INT(detect(log, n, n, SL_FORMAT_DELIMITED, &err),
            100 + SL_FORMAT_STEPSTATS);

  /* A named format is checked: the log is no single StepStats, and a
   * StepStats is no RunMetadata. */
  CHECK_INT(detect(log, n, n, SL_FORMAT_STEPSTATS, &err), SL_EFORMAT);
  CHECK(strstr(err.msg, "--input-format=stepstats") != NULL);
  CHECK_INT(detect(ss, sizeof ss, sizeof ss, SL_FORMAT_TFEVENTS, &err),
            SL_EFORMAT);

  /* A TFRecord header (its length's CRC holds) is an events file, from
   * twelve bytes on; fewer say nothing yet to a follower. */
  {
    uint64_t len = 5;
    uint32_t crc;
    int i;
    for (i = 0; i < 8; i++) tf[i] = (uint8_t)(len >> (8 * i));
    crc = sl__crc32c_mask(sl__crc32c(0, tf, 8));
    for (i = 0; i < 4; i++) tf[8 + i] = (uint8_t)(crc >> (8 * i));
    memset(tf + 12, 0, 9);
    CHECK_INT(detect(tf, 21, 21, SL_FORMAT_AUTO, &err), SL_FORMAT_TFEVENTS);
    CHECK_INT(follow_detect(tf, 11), 0);
    CHECK_INT(follow_detect(tf, 12), SL_FORMAT_TFEVENTS);
  }
  /* A follower waits for the first delimited record whole. */
  CHECK_INT(follow_detect(log, 12), 0);
  CHECK_INT(follow_detect(log, 13), SL_FORMAT_DELIMITED);
  /* ... and refuses what is neither once it can tell (no varint ends in
   * ten bytes). */
  {
    uint8_t junk[12];
    memset(junk, 0xff, sizeof junk);
    CHECK_INT(follow_detect(junk, sizeof junk), SL_EDETECT);
  }
  TEST_MAIN_END();
}

/* Protobuf text format of a TensorDescription.  See snapshot.h. */
#include "emit/write/snapshot.h"

#include <stdlib.h>
#include <string.h>

#include "emit/model/arena.h"
#include "stream/common.h"
#include "emit/write/json.h"

static const char *const dtype_names[34] = {
    "DT_INVALID", "DT_FLOAT", "DT_DOUBLE", "DT_INT32", "DT_UINT8",
    "DT_INT16", "DT_INT8", "DT_STRING", "DT_COMPLEX64", "DT_INT64",
    "DT_BOOL", "DT_QINT8", "DT_QUINT8", "DT_QINT32", "DT_BFLOAT16",
    "DT_QINT16", "DT_QUINT16", "DT_UINT16", "DT_COMPLEX128", "DT_HALF",
    "DT_RESOURCE", "DT_VARIANT", "DT_UINT32", "DT_UINT64",
    "DT_FLOAT8_E5M2", "DT_FLOAT8_E4M3FN", "DT_FLOAT8_E4M3FNUZ",
    "DT_FLOAT8_E4M3B11FNUZ", "DT_FLOAT8_E5M2FNUZ", "DT_INT4", "DT_UINT4",
    "DT_INT2", "DT_UINT2", "DT_FLOAT4_E2M1FN"};

/* "_REF" names of 101..133, built from the base names on first use would
 * need global state; a second static table keeps this thread-safe. */
static const char *const dtype_ref_names[34] = {
    NULL, "DT_FLOAT_REF", "DT_DOUBLE_REF", "DT_INT32_REF", "DT_UINT8_REF",
    "DT_INT16_REF", "DT_INT8_REF", "DT_STRING_REF", "DT_COMPLEX64_REF",
    "DT_INT64_REF", "DT_BOOL_REF", "DT_QINT8_REF", "DT_QUINT8_REF",
    "DT_QINT32_REF", "DT_BFLOAT16_REF", "DT_QINT16_REF", "DT_QUINT16_REF",
    "DT_UINT16_REF", "DT_COMPLEX128_REF", "DT_HALF_REF", "DT_RESOURCE_REF",
    "DT_VARIANT_REF", "DT_UINT32_REF", "DT_UINT64_REF",
    "DT_FLOAT8_E5M2_REF", "DT_FLOAT8_E4M3FN_REF", "DT_FLOAT8_E4M3FNUZ_REF",
    "DT_FLOAT8_E4M3B11FNUZ_REF", "DT_FLOAT8_E5M2FNUZ_REF", "DT_INT4_REF",
    "DT_UINT4_REF", "DT_INT2_REF", "DT_UINT2_REF", "DT_FLOAT4_E2M1FN_REF"};

const char *sl__dtype_name(int v) {
  if (v >= 0 && v < 34) return dtype_names[v];
  if (v > 100 && v < 134) return dtype_ref_names[v - 100];
  return NULL;
}

void sl__text_close(sl_text_t *t) {
  free(t->p);
  memset(t, 0, sizeof *t);
}

static void put(sl_text_t *t, const char *s, size_t n) {
  if (t->oom) return;
  if (t->n + n > t->cap) {
    size_t cap = t->cap;
    char *np;
    if (sl__grow_cap(&cap, t->n + n, 1) != 0 || !(np = realloc(t->p, cap))) {
      t->oom = 1;
      return;
    }
    t->p = np;
    t->cap = cap;
  }
  memcpy(t->p + t->n, s, n);
  t->n += n;
}

static void puts_(sl_text_t *t, const char *s) { put(t, s, strlen(s)); }

/* A line break: in JSON-ready text, the two characters \n. */
static void nl(sl_text_t *t) {
  if (t->json) put(t, "\\n", 2);
  else put(t, "\n", 1);
}

/* An escape sequence of CEscape: a backslash (doubled in JSON-ready text)
 * and `rest`. */
static void esc(sl_text_t *t, const char *rest, size_t n) {
  if (t->json) put(t, "\\\\", 2);
  else put(t, "\\", 1);
  put(t, rest, n);
}

static void indent(sl_text_t *t, int level) {
  int i;
  for (i = 0; i < level; i++) put(t, "  ", 2);
}

static void field_i64(sl_text_t *t, int level, const char *name, int64_t v) {
  char d[24];
  size_t k;
  if (v == 0) return;
  indent(t, level);
  puts_(t, name);
  put(t, ": ", 2);
  if (v < 0) {
    put(t, "-", 1);
    k = sl__u64_to_dec(0 - (uint64_t)v, d);
  } else {
    k = sl__u64_to_dec((uint64_t)v, d);
  }
  put(t, d, k);
  nl(t);
}

static void field_u64(sl_text_t *t, int level, const char *name, uint64_t v) {
  char d[24];
  if (v == 0) return;
  indent(t, level);
  puts_(t, name);
  put(t, ": ", 2);
  put(t, d, sl__u64_to_dec(v, d));
  nl(t);
}

static void field_bool(sl_text_t *t, int level, const char *name, int v) {
  if (!v) return;
  indent(t, level);
  puts_(t, name);
  put(t, ": true", 6);
  nl(t);
}

/* Python protobuf's CEscape for text format (as_utf8=False): every byte
 * of the UTF-8 encoding outside printable ASCII becomes a 3-digit octal
 * escape; quote, apostrophe, backslash, \n, \r, \t get short escapes. */
static void field_bytes(sl_text_t *t, int level, const char *name,
                        ProtobufCBinaryData v) {
  size_t i;
  if (v.len == 0) return;
  indent(t, level);
  puts_(t, name);
  /* JSON-ready text has every '"' removed, the delimiters included. */
  put(t, ": \"", t->json ? 2 : 3);
  for (i = 0; i < v.len; i++) {
    uint8_t c = v.data[i];
    char e[3];
    switch (c) {
    case '\n': esc(t, "n", 1); break;
    case '\r': esc(t, "r", 1); break;
    case '\t': esc(t, "t", 1); break;
    case '"': esc(t, "\"", t->json ? 0 : 1); break;
    case '\'': esc(t, "'", 1); break;
    case '\\': esc(t, "", 0); esc(t, "", 0); break; /* \\ */
    default:
      if (c < 32 || c >= 127) {
        e[0] = (char)('0' + (c >> 6));
        e[1] = (char)('0' + ((c >> 3) & 7));
        e[2] = (char)('0' + (c & 7));
        esc(t, e, 3);
      } else {
        put(t, (const char *)&c, 1);
      }
    }
  }
  if (!t->json) put(t, "\"", 1);
  nl(t);
}

static void open_msg(sl_text_t *t, int level, const char *name) {
  indent(t, level);
  puts_(t, name);
  put(t, " {", 2);
  nl(t);
}

static void close_msg(sl_text_t *t, int level) {
  indent(t, level);
  put(t, "}", 1);
  nl(t);
}

int sl__snapshot_text(sl_text_t *t, const Tensorflow__TensorDescription *td,
                      int json) {
  t->n = 0;
  t->oom = 0;
  t->json = json;
  if (!td) return 0;
  if (td->dtype != 0) {
    const char *nm = sl__dtype_name(td->dtype);
    if (nm) {
      puts_(t, "dtype: ");
      puts_(t, nm);
      nl(t);
    } else {
      field_i64(t, 0, "dtype", td->dtype);
    }
  }
  if (td->shape) {
    size_t i;
    open_msg(t, 0, "shape");
    for (i = 0; i < td->shape->n_dim; i++) {
      const Tensorflow__TensorShapeProto__Dim *d = td->shape->dim[i];
      open_msg(t, 1, "dim");
      field_i64(t, 2, "size", d->size);
      field_bytes(t, 2, "name", d->name);
      close_msg(t, 1);
    }
    field_bool(t, 1, "unknown_rank", td->shape->unknown_rank);
    close_msg(t, 0);
  }
  if (td->allocation_description) {
    const Tensorflow__AllocationDescription *a = td->allocation_description;
    open_msg(t, 0, "allocation_description");
    field_i64(t, 1, "requested_bytes", a->requested_bytes);
    field_i64(t, 1, "allocated_bytes", a->allocated_bytes);
    field_bytes(t, 1, "allocator_name", a->allocator_name);
    field_i64(t, 1, "allocation_id", a->allocation_id);
    field_bool(t, 1, "has_single_reference", a->has_single_reference);
    field_u64(t, 1, "ptr", a->ptr);
    close_msg(t, 0);
  }
  return t->oom ? SL_ENOMEM : 0;
}

/* The protobuf-c descriptor of each row of the schema table (schema.h's
 * M_* rows): what mkschema builds the table from, and what tests hold it
 * to.  Build tools and tests only: the library itself reads the table. */
#ifndef SL_SCHEMA_ROWS_H
#define SL_SCHEMA_ROWS_H

#include "step_stats.pb-c.h"
#include "stream/pb/schema.h"

static const ProtobufCMessageDescriptor *const sl__schema_rows[M_ANY] = {
    [M_RUNMETA] = &tensorflow__run_metadata__descriptor,
    [M_STEP] = &tensorflow__step_stats__descriptor,
    [M_DEV] = &tensorflow__device_step_stats__descriptor,
    [M_NODE] = &tensorflow__node_exec_stats__descriptor,
    [M_MEMUSED] = &tensorflow__allocator_memory_used__descriptor,
    [M_ALLOCREC] = &tensorflow__allocation_record__descriptor,
    [M_OUTPUT] = &tensorflow__node_output__descriptor,
    [M_TENSORDESC] = &tensorflow__tensor_description__descriptor,
    [M_SHAPE] = &tensorflow__tensor_shape_proto__descriptor,
    [M_DIM] = &tensorflow__tensor_shape_proto__dim__descriptor,
    [M_ALLOCDESC] = &tensorflow__allocation_description__descriptor,
    [M_MEMSTATS] = &tensorflow__memory_stats__descriptor,
};

#endif

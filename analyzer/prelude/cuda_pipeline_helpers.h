/*
 * cuda_pipeline_helpers.h - the toolkit's cuda_pipeline_helpers.h is one
 * part of what the bundled <cuda_pipeline_primitives.h> declares (that
 * header defines its guard, _CUDA_PIPELINE_HELPERS_H_): included by
 * name, it includes that header.
 */
#include <cuda_pipeline_primitives.h>

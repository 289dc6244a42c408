/*
 * cudnn_ops.h - the toolkit's cudnn_ops.h is one part of what the
 * bundled <cudnn.h> declares (that header defines its guard,
 * CUDNN_OPS_H_): included by name, it includes that header.
 */
#include <cudnn.h>

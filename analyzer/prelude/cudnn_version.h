/*
 * cudnn_version.h - the toolkit's cudnn_version.h is one part of what
 * the bundled <cudnn.h> declares (that header defines its guard,
 * CUDNN_VERSION_H_): included by name, it includes that header.
 */
#include <cudnn.h>

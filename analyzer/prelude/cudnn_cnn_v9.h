/*
 * cudnn_cnn_v9.h - the toolkit's cudnn_cnn_v9.h is one part of what the
 * bundled <cudnn.h> declares (that header defines its guard,
 * CUDNN_CNN_H_): included by name, it includes that header.
 */
#include <cudnn.h>

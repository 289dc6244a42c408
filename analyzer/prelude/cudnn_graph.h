/*
 * cudnn_graph.h - the toolkit's cudnn_graph.h is one part of what the
 * bundled <cudnn.h> declares (that header defines its guard,
 * CUDNN_GRAPH_H_): included by name, it includes that header.
 */
#include <cudnn.h>

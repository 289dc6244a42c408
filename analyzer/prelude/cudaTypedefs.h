/*
 * cudaTypedefs.h (bundled) - the toolkit's header of the driver's
 * entry-point types, PFN_cu..., which code includes to call a driver
 * function through cudaGetDriverEntryPoint (cuTensorMapEncodeTiled, to
 * build a TMA descriptor): those warpcheck's cuda.h declares.
 */
#ifndef CUDATYPEDEFS_H
#define CUDATYPEDEFS_H

#include <cuda.h>

#endif

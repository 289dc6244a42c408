#ifndef GPU_BUILD
#error "GPU_BUILD is not defined: the build system must define it"
#endif
#ifndef USE_VENDOR_LIB
#error "USE_VENDOR_LIB is not defined: the build system must define it"
#endif
#ifndef TILE_PAD
#error "TILE_PAD is not defined: the build system must define it"
#endif
#if !GPU_BUILD
#error "this file is built by the GPU backend only"
#endif
#if USE_VENDOR_LIB
#include <vendor/vendor_lib.h>
#endif

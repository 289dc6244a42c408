// The build must say how the tile is laid out; the header refuses to
// guess, as real projects' headers do.
#ifndef TILE_PAD
#error "TILE_PAD is not defined: the build system must define it"
#endif

#if defined(STORE_ROWS)
#define OUT_PITCH 32
#elif defined(STORE_COLUMNS)
#define OUT_PITCH 1
#else
#error "define STORE_ROWS or STORE_COLUMNS"
#endif

// one of the architectures the build targets
#if !(defined(TARGET_SM80) || defined(TARGET_SM90) || defined(TARGET_SM100))
#error "build for sm_80, sm_90 or sm_100"
#endif

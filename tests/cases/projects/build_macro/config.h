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

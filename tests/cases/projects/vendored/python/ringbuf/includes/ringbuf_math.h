// A copy shipped with the Python package, which the kernel's build does
// not use: it steps a warp's width at a time.
#pragma once
__device__ inline int ring_next(int i, int n) { return (i + 32) % n; }

/* the part of a library that is on the include path */
#pragma once
namespace acme {
__device__ inline float twice(float x) { return 2.0f * x; }
}

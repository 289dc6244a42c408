// A project header as real ones are written: a macro the build system
// must pass, checked with #error, and a formatting library's names taken
// in with `using namespace` (its header is not on the path here).
#include <fmtlib/format.h>

#ifndef APP_PRECISION
#error "APP_PRECISION is undefined. The build system must define it."
#endif

namespace app {
using namespace fmt::literals;

// Lane l stores word 4l: lanes 16 bytes apart, 4 bytes each: a warp's
// 32 words span 512 bytes, 16 sectors where 4 would hold them (derived
// by hand).
__global__ void spread(float *out)
{
	out[4 * threadIdx.x] = 1.0f;
}
} // namespace app

int main()
{
	app::spread<<<1, 32>>>(nullptr);
}

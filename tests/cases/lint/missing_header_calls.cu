// A window library's header is not found; host code calls its functions
// in plain (not template) functions, apart from the launch.
#include <winlib/window.h>

__global__ void fill(float *out, float v)
{
	out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

void draw(float *buffer)
{
	win_clear(WIN_COLOR_BIT);
	fill<<<64, 256>>>(buffer, 1.0f);
	win_swap_buffers();
}

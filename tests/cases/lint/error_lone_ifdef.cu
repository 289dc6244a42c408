// A header that must come after its configuration says so with the one
// macro the configuration defines.  No build file near it defines
// CONFIG_INCLUDED, and one name alone is no choice among alternatives:
// warpcheck does not define it, and the #error stands, with its hint.
#ifdef CONFIG_INCLUDED
#define WIDTH 32
#else
#error "include config.h before this file"
#endif

__global__ void fill(float *out)
{
	out[threadIdx.x] = 0.0f;
}

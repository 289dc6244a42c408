/* a dependent type named without `typename` inside sizeof, which nvcc
 * accepts (ThunderKittens writes `sizeof(RT::T)`) */
template <typename T> struct tile { using T2 = T; static constexpr int rows = 16; };
template <typename RT> __global__ void scale(float *out)
{
	static_assert(sizeof(RT::T2) == 4, "float tiles");
	out[threadIdx.x * RT::rows] = 2.0f;
}
void run(float *o) { scale<tile<float>><<<1, 32>>>(o); }

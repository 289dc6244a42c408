// A struct of the thread's own handed by const reference to a helper
// after each of 200 locals: binding the reference adds a local of its own
// while the table of locals grows around it.
// (The front end wrote that local's flag into the table it had before
// growing it; the sanitized build caught it on an inference engine.)
struct Window {
	const float *base;
	int step;
};

__device__ float read(const Window &w, int k)
{
	return w.base[k * w.step];
}

#define STEP(n) int v##n = n; acc += read(w, v##n);
#define TEN(n) STEP(n##0) STEP(n##1) STEP(n##2) STEP(n##3) STEP(n##4) \
	STEP(n##5) STEP(n##6) STEP(n##7) STEP(n##8) STEP(n##9)

__global__ void many_locals(const float *x, float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	Window w = { x + i, 1 };
	float acc = 0.0f;
	TEN(1) TEN(2) TEN(3) TEN(4) TEN(5) TEN(6) TEN(7) TEN(8) TEN(9) TEN(10)
	TEN(11) TEN(12) TEN(13) TEN(14) TEN(15) TEN(16) TEN(17) TEN(18) TEN(19) TEN(20)
	out[i] = acc;
}

void run(const float *x, float *out)
{
	many_locals<<<4, 256>>>(x, out);
}

// Host code that locks with OpenMP around a launch: <omp.h> is the host
// compiler's (GCC's own include folder, found by nvcc without -fopenmp).
#include <omp.h>

__global__ void fill(float *out, float v)
{
	out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

static omp_lock_t lock;

void launch_all(float **outs, int ndev)
{
	omp_init_lock(&lock);
#pragma omp parallel for num_threads(ndev)
	for (int d = 0; d < ndev; d++) {
		omp_set_lock(&lock);
		fill<<<256, 128>>>(outs[d], (float)omp_get_thread_num());
		omp_unset_lock(&lock);
	}
	omp_destroy_lock(&lock);
}

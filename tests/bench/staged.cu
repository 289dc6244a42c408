// A pipelined main loop as TMA and mbarrier GEMMs keep it: a stage index
// that wraps at the pipeline's depth (3) and a phase bit that flips at
// each wrap, both in the shared addresses; 4096 rounds in each of 4096
// warps.  No round is linear in the one before, nor two in the two
// before; six rounds are in the six before, so the simulation runs them
// six at a time, many at once.
//
// Launch: from host code (main), 128 blocks of 1024 threads.
__global__ void staged(const float *a, float *out, int rounds)
{
	__shared__ float s[3][2][1024];
	int stage = 0, phase = 0;
	float acc = 0.0f;

	for (int k = 0; k < rounds; k++) {
		if (stage == 3) {
			stage = 0;
			phase ^= 1;
		}
		s[stage][phase][threadIdx.x] = a[(size_t)k * 1024 + threadIdx.x];
		__syncthreads();
		acc += s[stage][phase][(threadIdx.x * 2 + stage) % 1024];
		stage++;
	}
	out[blockIdx.x * 1024 + threadIdx.x] = acc;
}

int main()
{
	float *a, *o;

	cudaMalloc(&a, (size_t)4096 * 1024 * sizeof(float));
	cudaMalloc(&o, 128 * 1024 * sizeof(float));
	staged<<<128, 1024>>>(a, o, 4096);
	cudaDeviceSynchronize();
	return 0;
}

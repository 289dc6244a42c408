// A do-while loop whose body starts with a load of the same element
// every trip: read once, before the loop, as nvcc reads it.
__global__ void repeat(const float *table, float *out, int rounds)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float acc = 0.0f;
	int t = 0;

	do {
		acc += table[blockIdx.x];
		acc *= 0.5f;
		t++;
	} while (t < rounds);
	out[i] = acc;
}

void launch(const float *table, float *out) { repeat<<<64, 128>>>(table, out, 4); }

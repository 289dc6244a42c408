/* A kernel's parameters in one struct of more than 32 members, passed
 * by value to the function that does the work, which branches on a
 * flag at its end. */
struct AttentionParams {
	float *o;
	const float *q;
	unsigned stride0;
	unsigned stride1;
	unsigned stride2;
	unsigned stride3;
	unsigned stride4;
	unsigned stride5;
	unsigned stride6;
	unsigned stride7;
	unsigned stride8;
	unsigned stride9;
	unsigned stride10;
	unsigned stride11;
	unsigned stride12;
	unsigned stride13;
	unsigned stride14;
	unsigned stride15;
	unsigned stride16;
	unsigned stride17;
	unsigned stride18;
	unsigned stride19;
	unsigned stride20;
	unsigned stride21;
	unsigned stride22;
	unsigned stride23;
	unsigned stride24;
	unsigned stride25;
	unsigned stride26;
	unsigned stride27;
	unsigned stride28;
	unsigned stride29;
	unsigned stride30;
	unsigned stride31;
	unsigned stride32;
	unsigned stride33;
	unsigned stride34;
	unsigned stride35;
	unsigned stride36;
	unsigned stride37;
	unsigned stride38;
	unsigned stride39;
	bool partition_kv;
};

__device__ __forceinline__ void attend(const AttentionParams params)
{
	const bool partition_kv = params.partition_kv;
	unsigned i = blockIdx.x * blockDim.x + threadIdx.x;

	if (partition_kv)
		params.o[i] = params.q[i];
}

__global__ void attention(const __grid_constant__ AttentionParams params)
{
	attend(params);
}

void run(AttentionParams p)
{
	attention<<<4, 256>>>(p);
}

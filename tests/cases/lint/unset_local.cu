/* a local set in a branch half the lanes skip, then read by every lane:
 * lanes 16 to 31 read it before anything set it (undefined in C++) */
__global__ void half_set(int *out, const int *in)
{
	int lane = threadIdx.x % 32;
	int idx;
	if (lane < 16)
		idx = 2 * lane;
	out[threadIdx.x] = in[idx];
}

void run(int *out, const int *in)
{
	half_set<<<1, 32>>>(out, in);
}

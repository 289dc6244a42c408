// `continue` inside a `switch` belongs to the enclosing loop, and `break`
// to the switch: the store runs for k = 0, 2 and 3, so 3 rounds x 4 warps
// (--grid 2 --block 64) = 12 requests of 32 consecutive floats, 48 sectors
// (derived by hand)
__global__ void switch_continue(float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	for (int k = 0; k < 4; k++) {
		switch (k) {
		case 1:
			continue;
		default:
			break;
		}
		out[i + k * 128] = 1.0f;
	}
}

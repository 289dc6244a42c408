// A loop run many rounds at once (the rounds' counter a symbol) with a
// variable every round assigns before anything reads it: its value as a
// round begins does not matter, so it is not compared between rounds, and
// after the loop it holds the last round's value.
__global__ void last_round(float *out, const float *in)
{
	int last = 0;
	float acc = 0.0f;

	for (int i = 0; i < 64; i++) {
		last = threadIdx.x * 33 + i;
		acc += in[i * 32 + threadIdx.x];
	}
	if (last % 33 == 30)
		out[threadIdx.x * 8] = acc;
}

// The same with a `continue` before the assignment in some rounds: the
// variable then keeps an older round's value.
__global__ void skipped_rounds(float *out, const float *in)
{
	int last = 0;

	for (int i = 0; i < 64; i++) {
		if (i % 2)
			continue;
		last = threadIdx.x * 33 + i;
		out[last] = in[i];
	}
	if (last % 33 == 29)
		out[2048 + threadIdx.x] = 0.0f;
}

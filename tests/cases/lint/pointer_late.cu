// A pointer declared null (or with no initializer) gets its object from
// its first assignment, as tensor-core GEMMs write their copy pointers:
// `int4 *lane_ptr = nullptr; ... lane_ptr = (int4 *)(A + ...);`.
__global__ void late(const float *__restrict__ A, float *out, int K)
{
	__shared__ float s[256];
	const float4 *p = nullptr;
	float *q;

	p = (const float4 *)(A + threadIdx.x * 4);
	for (int i = 0; i < 4; i++) {
		float4 v = *p;
		s[threadIdx.x] = v.x;
		p = (const float4 *)((const float *)p + 1024);
	}
	q = out;
	q[threadIdx.x] = s[threadIdx.x];
	q = nullptr;    /* null again: q keeps its object */
	if (K > 8)
		q[threadIdx.x + 256] = 0.0f;
}

// Two objects: where it points is not known, and a note says so.
__global__ void two(const float *A, const float *B, float *out, int K)
{
	const float *p = nullptr;

	if (K > 2)
		p = A;
	else
		p = B;
	out[threadIdx.x] = p[threadIdx.x];
}

int main()
{
	float *a, *b, *c;
	late<<<1, 256>>>(a, b, 4);
	two<<<1, 256>>>(a, b, c, 4);
}

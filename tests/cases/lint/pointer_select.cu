/* a pointer chosen between two parameters by a condition, then passed
 * by reference to helpers (a public mesh library's point-to-face
 * distance kernel does this) */
__device__ inline float3 operator-(const float3 &a, const float3 &b)
{
	return make_float3(a.x - b.x, a.y - b.y, a.z - b.z);
}

__device__ inline float dot(const float3 &a, const float3 &b)
{
	return a.x * b.x + a.y * b.y + a.z * b.z;
}

__global__ void point_face(float *out, const float *objects, const float *targets,
			   int objects_dim, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	const float3 *points = objects_dim == 1 ? (const float3 *)objects : (const float3 *)targets;
	const float3 *faces = objects_dim == 1 ? (const float3 *)targets : (const float3 *)objects;

	if (i < n) {
		const float3 &p = points[i];
		const float3 &v0 = faces[2 * i];
		out[i] = dot(p - v0, make_float3(1.0f, 2.0f, 3.0f));
	}
}

int main(void)
{
	float *out, *a, *b;
	point_face<<<4, 256>>>(out, a, b, 1, 1024);
	point_face<<<4, 256>>>(out, a, b, 3, 1024);
	return 0;
}

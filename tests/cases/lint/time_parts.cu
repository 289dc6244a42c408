/* particles as an array of structs: each float3 member is read and
 * written in three 4-byte pieces, 28 bytes apart from lane to lane */
struct particle {
	float3 pos;
	float3 vel;
	float mass;
};

__global__ void drift(struct particle *p, float dt, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i >= n)
		return;
	float3 x = p[i].pos, v = p[i].vel;
	p[i].pos = make_float3(x.x + dt * v.x, x.y + dt * v.y, x.z + dt * v.z);
}

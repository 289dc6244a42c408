// An array of pointers in the kernel's struct, handed to helpers as a
// pointer (the array decays: `float **`), which index it for a pointer.
struct Pairs {
	float *data[4];
	int n;
};

__device__ void broadcast(float **tables, int k)
{
	float *t = tables[k];
	t[threadIdx.x * 2] = 1.0f;
}

__device__ void relay(float **tables)
{
	broadcast(tables, blockIdx.x % 4);
}

__global__ void pairs(Pairs p)
{
	relay(p.data);
}

// ... or kept in a pointer of the kernel's own
__global__ void rows(Pairs p)
{
	float **r = p.data;

	r[blockIdx.x % 4][threadIdx.x] = 3.0f;
}

// a helper that moves the pointer: not followed as the table's
__device__ void shifted(float **tables)
{
	tables++;
	tables[0][threadIdx.x] = 2.0f;
}

__global__ void moved(Pairs p)
{
	shifted(p.data);
}

int main()
{
	Pairs p;

	pairs<<<8, 32>>>(p);
	rows<<<8, 32>>>(p);
	moved<<<8, 32>>>(p);
	return 0;
}

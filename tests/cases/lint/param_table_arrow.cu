// An array member reached through a pointer (`self->flag[i]`) is memory
// the pointer leads to, even where the pointer is a kernel parameter
// passed on to a helper; an array in a struct the kernel takes by value
// (`table.slot[i]`) is not memory at all.
struct Signal {
	unsigned flag[64];
};

struct Table {
	int slot[64];
};

__device__ void bump(Signal *self, const Table &table, float *out)
{
	unsigned next = self->flag[blockIdx.x] + 1;

	out[table.slot[blockIdx.x] * 32 + threadIdx.x] = (float)next;
	if (threadIdx.x == 0)
		self->flag[blockIdx.x] = next;
}

__global__ void barrier_like(Signal *signal, Table table, float *out)
{
	bump(signal, table, out);
}

int main()
{
	Signal *s;
	Table t;
	float *out;

	barrier_like<<<64, 32>>>(s, t, out);
	return 0;
}

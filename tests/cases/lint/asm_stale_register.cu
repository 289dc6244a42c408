// A register of the assembly set by an instruction warpcheck computes
// (mov), then by one it does not (mul.hi): its value is not known after.
__global__ void k(float *out, int n)
{
	int idx;
	asm("{ .reg .u32 t;\n\t"
	    "mov.u32 t, 5;\n\t"
	    "mul.hi.u32 t, t, %1;\n\t"
	    "mov.u32 %0, t; }" : "=r"(idx) : "r"(n));
	out[idx * 32 + threadIdx.x] = 0.0f;
}
int main() { float *o; k<<<1, 32>>>(o, 7); }

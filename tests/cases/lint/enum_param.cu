// An enum parameter host code does not know is a code, not a size: it
// takes no assumed value (1024 would match neither case and hide both).
#include <cstdlib>
enum class Mode { Rows = 0, Cols = 1 };
__global__ void k(float *a, Mode mode, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (mode == Mode::Rows)
		a[i] = 0.0f;
	else if (mode == Mode::Cols)
		a[i * 32] = 0.0f;
}
int main(int argc, char **argv)
{
	float *a;
	Mode m = static_cast<Mode>(atoi(argv[1]));
	k<<<4, 256>>>(a, m, 1024);
}

// A benchmark of the library: it launches the library's kernel.
#include "lib.cuh"

int main()
{
	lib_fill<<<64, 256>>>(nullptr, 1.0f);
}

#include "scale.cuh"

template <typename T>
void maybe_scale(const T *x, T *y)
{
	run_scale(x, y);
}

int main()
{
	return 0;
}

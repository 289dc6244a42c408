#pragma once
/* read once, as the kernel's memory model needs: GNU C's typeof, which
 * nvcc's host dialect (GNU C++17) has */
#define ACME_READ_ONCE(x) (*(volatile typeof(x) *)&(x))

__device__ inline float acme_scale(float x)
{
	return 2.0f * x;
}

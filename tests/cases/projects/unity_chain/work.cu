/* Included by main.cu; includes the kernel file in turn. */
#include "scale_kernel.cu"

void work(fp *d, int n)
{
	scale<<<n / THREADS, THREADS>>>(d, n);
}

/* CUDA 12.8's atomics with an order and a scope, nvcc's built-ins */
__global__ void publish(const int *in, int *sums, int *flags)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	int v = __nv_atomic_load_n((int *)&in[i], __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_DEVICE);

	__nv_atomic_fetch_add(&sums[threadIdx.x % 32], v, __NV_ATOMIC_RELAXED,
			      __NV_THREAD_SCOPE_DEVICE);
	__nv_atomic_thread_fence(__NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_DEVICE);
	if (threadIdx.x == 0)
		__nv_atomic_store_n(&flags[blockIdx.x], 1, __NV_ATOMIC_RELEASE,
				    __NV_THREAD_SCOPE_DEVICE);
}

void run(const int *in, int *sums, int *flags)
{
	publish<<<64, 256>>>(in, sums, flags);
}

#include "time_header.cuh"

void run(float *out, const float *in)
{
	col_store<<<1024, dim3(32, 32)>>>(out, in);
}

// The project's configuration, which every source file includes first.
#pragma once
#define THREADS 128
#define INDEX(i) ((size_t)blockIdx.x * THREADS + (i))

// A header's declaration of a shared struct the kernels of several files
// use, written extern with its type complete: nvcc takes it with or
// without -rdc (a static definition, its warning 20044, where the type
// is complete); clang only with -fgpu-rdc.  Its class constructs (a
// member's default initializer).  Used by shared_constructing.cu.
#pragma once

struct Stage {
	float v[256];
	int count = 0;
};

extern __shared__ Stage stage;

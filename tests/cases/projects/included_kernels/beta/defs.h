// What beta/main.cu defines before it includes kernel.cu, which relies on
// it: the element type, as a macro, and the shared parameters.
#define real float
#define ROWS 64

struct params {
	real *data;
	int pitch;
};

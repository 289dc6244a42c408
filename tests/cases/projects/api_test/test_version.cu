// A test that calls only what the header defines: no kernel of its own,
// and nothing it calls is defined in another file, so no other file of
// the folder is linted in its place (bench_fill.cu includes the same
// header, but test_version.cu does not run it).
#include <cstdio>
#include "lib.cuh"

int main()
{
	printf("%d\n", lib_version());
}

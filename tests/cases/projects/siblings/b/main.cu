// Two sibling projects with headers of the same names: linting b's main
// reads b's launch.cu, which includes b's api.h, never a's.
#include "api.h"
int main()
{
	float *x = nullptr;
	launch(64, x);
	return 0;
}

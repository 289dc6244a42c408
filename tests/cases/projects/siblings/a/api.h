// The runner's interface: main.cu calls it, launch.cu defines it.
#pragma once
void launch(int n, float *x);

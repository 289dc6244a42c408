/* The project's scalar type, seen by the kernel files only through
 * main.cu, which includes this before them. */
typedef float fp;
#define THREADS 128

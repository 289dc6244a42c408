/*
 * cuda_gl_interop.h - sharing OpenGL buffers and images with CUDA (host
 * code).  OpenGL's own types are named here as its headers name them,
 * so the two may be included in either order.
 */
#ifndef WARPCHECK_PRELUDE_CUDA_GL_INTEROP_H
#define WARPCHECK_PRELUDE_CUDA_GL_INTEROP_H
/* the toolkit's own guard and macros, which includers test */
#define __CUDA_GL_INTEROP_H__

#include <cuda_runtime.h>
/* the real one brings <stdint.h> */
#include <stdint.h>

typedef unsigned int GLuint;
typedef unsigned int GLenum;

enum cudaGLDeviceList { cudaGLDeviceListAll = 1, cudaGLDeviceListCurrentFrame = 2,
			cudaGLDeviceListNextFrame = 3 };
enum cudaGLMapFlags { cudaGLMapFlagsNone = 0, cudaGLMapFlagsReadOnly = 1,
		      cudaGLMapFlagsWriteDiscard = 2 };

__host__ cudaError_t cudaGLGetDevices(unsigned *count, int *devices, unsigned max_devices,
				      enum cudaGLDeviceList list);
__host__ cudaError_t cudaGraphicsGLRegisterBuffer(struct cudaGraphicsResource **resource,
						  GLuint buffer, unsigned flags);
__host__ cudaError_t cudaGraphicsGLRegisterImage(struct cudaGraphicsResource **resource,
						 GLuint image, GLenum target, unsigned flags);
/* the older buffer-object API, which older samples still call */
__host__ cudaError_t cudaGLSetGLDevice(int device);
__host__ cudaError_t cudaGLRegisterBufferObject(GLuint buffer);
__host__ cudaError_t cudaGLUnregisterBufferObject(GLuint buffer);
__host__ cudaError_t cudaGLMapBufferObject(void **p, GLuint buffer);
__host__ cudaError_t cudaGLUnmapBufferObject(GLuint buffer);

#endif

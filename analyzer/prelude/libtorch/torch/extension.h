/*
 * torch/extension.h - what a PyTorch C++/CUDA extension includes: the
 * tensor library (ATen/ATen.h), dispatch (ATen/Dispatch.h), operator
 * registration (torch/library.h) and pybind11.  TORCH_EXTENSION_NAME is
 * the module's name, which the extension's build defines.
 */
#ifndef WARPCHECK_PRELUDE_TORCH_EXTENSION_H
#define WARPCHECK_PRELUDE_TORCH_EXTENSION_H
#include <ATen/ATen.h>
#include <ATen/Dispatch.h>
#include <torch/library.h>
#include <torch/python.h>
#ifndef TORCH_EXTENSION_NAME
#define TORCH_EXTENSION_NAME warpcheck_extension
#endif
#endif

/* torch/python.h - the Python side of an extension: pybind11 */
#ifndef WARPCHECK_PRELUDE_TORCH_PYTHON_H
#define WARPCHECK_PRELUDE_TORCH_PYTHON_H
#include <pybind11/pybind11.h>
#include <ATen/ATen.h>
namespace py = pybind11;
#endif

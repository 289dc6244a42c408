/* torch/library.h - TORCH_LIBRARY: an extension's operators, registered
 * by name; the registering function is declared and defined here as a
 * plain function, so its body parses */
#ifndef WARPCHECK_PRELUDE_TORCH_LIBRARY_H
#define WARPCHECK_PRELUDE_TORCH_LIBRARY_H
#include <ATen/ATen.h>
namespace torch {
class Library {
public:
	template <typename... Args> Library &def(Args &&...args);
	template <typename... Args> Library &impl(Args &&...args);
};
} /* namespace torch */
#define TORCH_LIBRARY(ns, m) \
	static void TORCH_LIBRARY_init_##ns(torch::Library &m); \
	static void TORCH_LIBRARY_init_##ns(torch::Library &m)
#define TORCH_LIBRARY_FRAGMENT(ns, m) TORCH_LIBRARY(ns, m)
#define TORCH_LIBRARY_IMPL(ns, k, m) \
	static void TORCH_LIBRARY_IMPL_init_##ns##_##k(torch::Library &m); \
	static void TORCH_LIBRARY_IMPL_init_##ns##_##k(torch::Library &m)
#endif

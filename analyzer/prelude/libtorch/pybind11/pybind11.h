/* pybind11/pybind11.h - PYBIND11_MODULE and m.def(...), as extensions
 * bind their launchers; declarations only */
#ifndef WARPCHECK_PRELUDE_PYBIND11_H
#define WARPCHECK_PRELUDE_PYBIND11_H
#include <string>
#include <vector>
namespace pybind11 {
struct arg {
	explicit arg(const char *name);
	template <typename T> arg &operator=(const T &value);
};
struct module_ {
	template <typename F, typename... Extra> module_ &def(const char *name, F &&f, const Extra &...extra);
	module_ def_submodule(const char *name, const char *doc = nullptr);
	template <typename T> module_ &attr(const char *name);
};
using module = module_;
template <typename T, typename... Options> class class_ {
public:
	template <typename... Extra> class_(module_ &m, const char *name, const Extra &...extra);
	template <typename... Args> class_ &def(Args &&...args);
};
template <typename... Args> struct init {};
struct gil_scoped_release {};
} /* namespace pybind11 */
#define PYBIND11_MODULE(name, m) \
	static void pybind11_init_##name(::pybind11::module_ &m); \
	static void pybind11_init_##name(::pybind11::module_ &m)
#endif

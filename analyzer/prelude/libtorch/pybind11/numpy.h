/* pybind11/numpy.h - NumPy arrays as launchers take them: their data,
 * shape and size; declarations only */
#ifndef WARPCHECK_PRELUDE_PYBIND11_NUMPY_H
#define WARPCHECK_PRELUDE_PYBIND11_NUMPY_H
#include <pybind11/pybind11.h>
#include <stddef.h>
namespace pybind11 {
struct buffer_info {
	void *ptr;
	ptrdiff_t itemsize, size, ndim;
	std::vector<ptrdiff_t> shape, strides;
};
class array {
public:
	enum { c_style = 16, f_style = 32, forcecast = 64 };
	array();
	const void *data() const;
	void *mutable_data();
	ptrdiff_t size() const;
	ptrdiff_t ndim() const;
	ptrdiff_t itemsize() const;
	ptrdiff_t nbytes() const;
	const ptrdiff_t *shape() const;
	ptrdiff_t shape(ptrdiff_t dim) const;
	const ptrdiff_t *strides() const;
	ptrdiff_t strides(ptrdiff_t dim) const;
	buffer_info request(bool writable = false) const;
};
template <typename T, int ExtraFlags = array::forcecast> class array_t : public array {
public:
	array_t();
	explicit array_t(ptrdiff_t count, const T *ptr = nullptr);
	array_t(std::vector<ptrdiff_t> shape, const T *ptr = nullptr);
	const T *data() const;
	T *mutable_data();
};
} /* namespace pybind11 */
#endif

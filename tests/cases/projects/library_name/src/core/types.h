/* the project's types, printed with the fmt library (fetched by the
 * build, not in the source tree) */
#pragma once
#include <fmt/format.h>

namespace app {
template <class T> inline constexpr int bits_of = sizeof(T) * 8;
enum class Kind { f32, f16 };
}

template <>
struct fmt::formatter<app::Kind> : formatter<string_view> {
	auto format(app::Kind k, format_context &ctx) const;
};

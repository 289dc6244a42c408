/*
 * gflags/gflags.h - Google's command-line flags as benchmark drivers of
 * CUDA projects define and read them: `DEFINE_uint32(M, 512, "rows")`
 * defines FLAGS_M with its default, which main() passes on to the
 * launchers.  Each flag is a plain variable here, initialized to its
 * default, so that host code reads the value the program runs with when
 * no flag is given.  Searched after every other folder: a real gflags on
 * the path wins.
 */
#ifndef WARPCHECK_PRELUDE_GFLAGS_H
#define WARPCHECK_PRELUDE_GFLAGS_H

#include <stdint.h>
#include <string>
#include <vector>

#ifndef GFLAGS_NAMESPACE
#define GFLAGS_NAMESPACE gflags
#endif

namespace gflags {
typedef int32_t int32;
typedef uint32_t uint32;
typedef int64_t int64;
typedef uint64_t uint64;

struct CommandLineFlagInfo {
	std::string name, type, description, current_value, default_value, filename;
	bool has_validator_fn, is_default;
};

uint32 ParseCommandLineFlags(int *argc, char ***argv, bool remove_flags);
uint32 ParseCommandLineNonHelpFlags(int *argc, char ***argv, bool remove_flags);
void HandleCommandLineHelpFlags();
void ShutDownCommandLineFlags();
void SetUsageMessage(const std::string &usage);
void SetVersionString(const std::string &version);
const char *ProgramUsage();
const char *VersionString();
const char *ProgramInvocationName();
const char *ProgramInvocationShortName();
void ShowUsageWithFlags(const char *argv0);
void ShowUsageWithFlagsRestrict(const char *argv0, const char *restrict_);
std::string CommandlineFlagsIntoString();
bool GetCommandLineOption(const char *name, std::string *value);
bool GetCommandLineFlagInfo(const char *name, CommandLineFlagInfo *info);
std::string SetCommandLineOption(const char *name, const char *value);
void GetAllFlags(std::vector<CommandLineFlagInfo> *out);
}

/* older code spells the namespace google:: */
namespace google {
using namespace ::gflags;
}

#define DEFINE_bool(name, val, txt) bool FLAGS_##name = (val)
#define DEFINE_int32(name, val, txt) ::gflags::int32 FLAGS_##name = (val)
#define DEFINE_uint32(name, val, txt) ::gflags::uint32 FLAGS_##name = (val)
#define DEFINE_int64(name, val, txt) ::gflags::int64 FLAGS_##name = (val)
#define DEFINE_uint64(name, val, txt) ::gflags::uint64 FLAGS_##name = (val)
#define DEFINE_double(name, val, txt) double FLAGS_##name = (val)
#define DEFINE_string(name, val, txt) ::std::string FLAGS_##name = (val)

#define DECLARE_bool(name) extern bool FLAGS_##name
#define DECLARE_int32(name) extern ::gflags::int32 FLAGS_##name
#define DECLARE_uint32(name) extern ::gflags::uint32 FLAGS_##name
#define DECLARE_int64(name) extern ::gflags::int64 FLAGS_##name
#define DECLARE_uint64(name) extern ::gflags::uint64 FLAGS_##name
#define DECLARE_double(name) extern double FLAGS_##name
#define DECLARE_string(name) extern ::std::string FLAGS_##name

#define DEFINE_validator(name, validator) static const bool name##_validator_registered = true

#endif

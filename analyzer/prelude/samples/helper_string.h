/*
 * helper_string.h - the command-line and path helpers of NVIDIA's CUDA
 * samples (their Common/ folder, not the toolkit), declared for when a
 * project includes them and they are not on the include path: these
 * headers are searched after every -I, so the project's own copy wins.
 * Declared only: warpcheck reads no command line, so a flag is never
 * given and the code that reads one keeps its default.
 */
#ifndef COMMON_HELPER_STRING_H_
#define COMMON_HELPER_STRING_H_

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <string>

#ifndef EXIT_WAIVED
#define EXIT_WAIVED 2
#endif
#ifndef STRCASECMP
#define STRCASECMP strcasecmp
#endif
#ifndef STRNCASECMP
#define STRNCASECMP strncasecmp
#endif
#ifndef STRCPY
#define STRCPY(sFilePath, nLength, sPath) strcpy(sFilePath, sPath)
#endif
#ifndef FOPEN
#define FOPEN(fHandle, filename, mode) (fHandle = fopen(filename, mode))
#endif
#ifndef FOPEN_FAIL
#define FOPEN_FAIL(result) (result == NULL)
#endif
#ifndef SSCANF
#define SSCANF sscanf
#endif
#ifndef SPRINTF
#define SPRINTF sprintf
#endif

inline int stringRemoveDelimiter(char delimiter, const char *string);
inline int getFileExtension(char *filename, char **extension);
inline bool checkCmdLineFlag(const int argc, const char **argv, const char *string_ref);
template <class T>
inline bool getCmdLineArgumentValue(const int argc, const char **argv, const char *string_ref,
				    T *value);
inline int getCmdLineArgumentInt(const int argc, const char **argv, const char *string_ref);
inline float getCmdLineArgumentFloat(const int argc, const char **argv, const char *string_ref);
inline bool getCmdLineArgumentString(const int argc, const char **argv, const char *string_ref,
				     char **string_retval);
inline char *sdkFindFilePath(const char *filename, const char *executable_path);

#endif

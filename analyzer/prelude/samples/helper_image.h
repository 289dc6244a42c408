/*
 * helper_image.h - the CUDA samples' image and data-file helpers
 * (Common/), declared for when a project includes them and they are not
 * on the include path (searched after every -I: the project's own copy
 * wins).
 */
#ifndef COMMON_HELPER_IMAGE_H_
#define COMMON_HELPER_IMAGE_H_

#include <helper_string.h>

template <class T>
inline bool sdkLoadPGM(const char *file, T **data, unsigned int *w, unsigned int *h);
template <class T>
inline bool sdkSavePGM(const char *file, T *data, unsigned int w, unsigned int h);
inline bool sdkLoadPPM4ub(const char *file, unsigned char **data, unsigned int *w,
			  unsigned int *h);
inline bool sdkSavePPM4ub(const char *file, unsigned char *data, unsigned int w, unsigned int h);
template <class T>
inline bool sdkReadFile(const char *filename, T **data, unsigned int *len, bool verbose);
template <class T, class S>
inline bool sdkWriteFile(const char *filename, const T *data, unsigned int len, const S epsilon,
			 bool verbose, bool append = false);
template <class T, class S>
inline bool compareData(const T *reference, const T *data, const unsigned int len,
			const S epsilon, const float threshold);
inline bool sdkCompareL2fe(const float *reference, const float *data, const unsigned int len,
			   const float epsilon);
inline bool sdkComparePPM(const char *src_file, const char *ref_file, const float epsilon,
			  const float threshold, bool verboseErrors);
inline bool sdkComparePGM(const char *src_file, const char *ref_file, const float epsilon,
			  const float threshold, bool verboseErrors);

#endif

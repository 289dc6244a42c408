/*
 * nvtx3/nvToolsExt.h - NVTX ranges and markers, the annotations
 * profilers show.  Declarations only; they do nothing warpcheck sees.
 */
#ifndef WARPCHECK_PRELUDE_NVTOOLSEXT_H
#define WARPCHECK_PRELUDE_NVTOOLSEXT_H

#include <stdint.h>

#define NVTX_VERSION 3
#define NVTX_EVENT_ATTRIB_STRUCT_SIZE ((uint16_t)sizeof(nvtxEventAttributes_t))

typedef uint64_t nvtxRangeId_t;
typedef struct nvtxDomainRegistration_st *nvtxDomainHandle_t;
typedef struct nvtxStringRegistration_st *nvtxStringHandle_t;
typedef enum nvtxColorType_t { NVTX_COLOR_UNKNOWN = 0, NVTX_COLOR_ARGB = 1 } nvtxColorType_t;
typedef enum nvtxMessageType_t { NVTX_MESSAGE_UNKNOWN = 0, NVTX_MESSAGE_TYPE_ASCII = 1,
				 NVTX_MESSAGE_TYPE_UNICODE = 2,
				 NVTX_MESSAGE_TYPE_REGISTERED = 3 } nvtxMessageType_t;
typedef enum nvtxPayloadType_t { NVTX_PAYLOAD_UNKNOWN = 0, NVTX_PAYLOAD_TYPE_UNSIGNED_INT64 = 1,
				 NVTX_PAYLOAD_TYPE_INT64 = 2, NVTX_PAYLOAD_TYPE_DOUBLE = 3,
				 NVTX_PAYLOAD_TYPE_UNSIGNED_INT32 = 4, NVTX_PAYLOAD_TYPE_INT32 = 5,
				 NVTX_PAYLOAD_TYPE_FLOAT = 6 } nvtxPayloadType_t;
typedef union nvtxMessageValue_t {
	const char *ascii;
	const wchar_t *unicode;
	nvtxStringHandle_t registered;
} nvtxMessageValue_t;
typedef struct nvtxEventAttributes_v2 {
	uint16_t version;
	uint16_t size;
	uint32_t category;
	int32_t colorType;
	uint32_t color;
	int32_t payloadType;
	int32_t reserved0;
	union { uint64_t ullValue; int64_t llValue; double dValue; uint32_t uiValue;
		int32_t iValue; float fValue; } payload;
	int32_t messageType;
	nvtxMessageValue_t message;
} nvtxEventAttributes_t;

#ifdef __cplusplus
extern "C" {
#endif
int nvtxRangePushA(const char *message);
int nvtxRangePushW(const wchar_t *message);
int nvtxRangePushEx(const nvtxEventAttributes_t *attr);
int nvtxRangePop(void);
nvtxRangeId_t nvtxRangeStartA(const char *message);
nvtxRangeId_t nvtxRangeStartEx(const nvtxEventAttributes_t *attr);
void nvtxRangeEnd(nvtxRangeId_t id);
void nvtxMarkA(const char *message);
void nvtxMarkEx(const nvtxEventAttributes_t *attr);
void nvtxNameOsThreadA(uint32_t thread_id, const char *name);
void nvtxNameCategoryA(uint32_t category, const char *name);
nvtxDomainHandle_t nvtxDomainCreateA(const char *name);
void nvtxDomainDestroy(nvtxDomainHandle_t domain);
int nvtxDomainRangePushEx(nvtxDomainHandle_t domain, const nvtxEventAttributes_t *attr);
int nvtxDomainRangePop(nvtxDomainHandle_t domain);
void nvtxDomainMarkEx(nvtxDomainHandle_t domain, const nvtxEventAttributes_t *attr);
#ifdef __cplusplus
}
#endif

#define nvtxRangePush nvtxRangePushA
#define nvtxRangeStart nvtxRangeStartA
#define nvtxMark nvtxMarkA

#endif

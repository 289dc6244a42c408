# shared by every kernel folder's Makefile
NVCCFLAGS += -std=c++20 -O3
ifeq ($(GPU),B200)
NVCCFLAGS += -DTILES_BLACKWELL -gencode arch=compute_100a,code=sm_100a
else ifeq ($(GPU),H100)
NVCCFLAGS += -DTILES_HOPPER -gencode arch=compute_90a,code=sm_90a
else
NVCCFLAGS += -DTILES_AMPERE -gencode arch=compute_80,code=sm_80
endif

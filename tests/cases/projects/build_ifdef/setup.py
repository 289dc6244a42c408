from setuptools import setup
from torch.utils.cpp_extension import BuildExtension, CUDAExtension

setup(
    name="scale_ext",
    ext_modules=[
        CUDAExtension(
            "scale_ext",
            ["csrc/scale.cu"],
            extra_compile_args={"cxx": ["-O3"], "nvcc": ["-O3", "-DTRACE_CALLS", "-DUSE_WIDE_ACCESS"]},
        )
    ],
    cmdclass={"build_ext": BuildExtension},
)

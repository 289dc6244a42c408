from setuptools import setup
from torch.utils.cpp_extension import BuildExtension, CUDAExtension

setup(
    name="far_ops",
    ext_modules=[
        CUDAExtension(
            "far_ops",
            ["ops/pytorch/cuda/clip_cuda.cu"],
            include_dirs=["ops/common", "ops/common/cuda"],
        )
    ],
    cmdclass={"build_ext": BuildExtension},
)

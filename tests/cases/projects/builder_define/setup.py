# the project's build: its kernels' flags come from op_builder/builder.py
from op_builder.builder import extension_args

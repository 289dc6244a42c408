def extension_args():
    nvcc_args = ["-O3"]
    nvcc_args.append("-DWIDE_AVAILABLE")
    return nvcc_args

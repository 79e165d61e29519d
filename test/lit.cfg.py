# -*- Python -*-
# lit configuration of the shfl-lowering regression suite.
import os
import lit.formats
from lit.llvm import llvm_config

config.name = "shfl-lowering"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".ll", ".cu", ".test", ".td"]
config.excludes = ["Inputs", "CMakeLists.txt", "README.md", "hardware"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.shfl_obj_root, "test")

llvm_config.use_default_substitutions()
llvm_config.add_tool_substitutions(
    ["opt", "llc", "clang", "llvm-mca", "llvm-as", "llvm-dis", "llvm-objdump",
     "ld.lld", "split-file"],
    [config.llvm_tools_dir])
config.environment["PATH"] = os.pathsep.join(
    [config.shfl_tools_dir, config.llvm_tools_dir, config.environment["PATH"]])

# The plugin, as opt and clang take it.
config.substitutions.append(("%shfl_plugin", config.shfl_plugin))
config.substitutions.append(
    ("%loadshfl", "-load-pass-plugin=" + config.shfl_plugin))
config.substitutions.append(("%shfl_src", config.shfl_src_root))
# The project's minimal CUDA device header, so .cu tests need no toolkit.
config.substitutions.append(
    ("%cuda_shim", os.path.join(config.shfl_src_root, "include", "cuda-shim")))

config.available_features.add("llvm%d" % config.llvm_version_major)
if os.path.isdir("/usr/local/cuda/include"):
    config.available_features.add("cuda-toolkit")

# The wave emulator (docs/wave-emu.md): `%wave-emu -mcpu=gfx90a k.ll --arg=...`
# runs an amdgcn kernel on the host and prints its buffers for FileCheck;
# `%shfl-conformance` runs the lowered shuffles against the PTX model.
config.substitutions.append(
    ("%wave-emu", os.path.join(config.shfl_tools_dir, "wave-emu")))
config.substitutions.append(
    ("%shfl-conformance", os.path.join(config.shfl_tools_dir, "shfl-conformance")))

# -*- Python -*-
# lit configuration of the shfl-lowering regression suite.
import os
import sys
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
    ["opt", "llc", "clang", "clang++", "llvm-mca", "llvm-as", "llvm-dis",
     "llvm-objdump", "llvm-nm", "ld.lld", "split-file", "lli", "llvm-link"],
    [config.llvm_tools_dir])
config.environment["PATH"] = os.pathsep.join(
    [config.shfl_tools_dir, config.llvm_tools_dir, config.environment["PATH"]])

# The hgpu backend (lib/Target/HGPU), loaded into llc, and its simulator.
config.substitutions.append(
    ("%hgpu_llc", "llc -load=%s -march=hgpu" % os.path.join(
        os.path.dirname(config.shfl_plugin), "HGPUTarget.so")))

# The plugin, as opt and clang take it.
config.substitutions.append(("%shfl_plugin", config.shfl_plugin))
config.substitutions.append(
    ("%loadshfl", "-load-pass-plugin=" + config.shfl_plugin))
config.substitutions.append(("%shfl_src", config.shfl_src_root))
config.substitutions.append(("%llvm_bin", config.llvm_tools_dir))
# Loading the plugin into clang so that its -mllvm options are known: clang 22
# loads -fpass-plugin libraries before it parses -mllvm, clang 19 needs -load.
clang_plugin = "-fpass-plugin=" + config.shfl_plugin
if config.llvm_version_major < 22:
    clang_plugin = "-Xclang -load -Xclang %s %s" % (config.shfl_plugin, clang_plugin)
config.substitutions.append(("%clang_plugin", clang_plugin))
# CUDA device compilation to NVVM IR, with no CUDA installation needed.
config.substitutions.append(
    ("%cuda_device_flags",
     "-x cuda --cuda-device-only --cuda-gpu-arch=sm_70 -nocudalib -fgpu-rdc "
     "-Wno-unknown-cuda-version"))
# shfl-tblgen with the include paths of the project's .td files.
config.substitutions.append(
    ("%shfl_tblgen", "shfl-tblgen -I %s -I %s" % (
        config.llvm_include_dir,
        os.path.join(config.shfl_src_root, "include"))))
# The project's minimal CUDA device header, so .cu tests need no toolkit.
config.substitutions.append(
    ("%cuda_shim", os.path.join(config.shfl_src_root, "include", "cuda-shim")))

config.available_features.add("llvm%d" % config.llvm_version_major)

# Built with LLVM 19 or 20, the lowering follows a v_permlanex16 with an
# identity DPP move, `%<name>.inplace = update.dpp(poison, %<name>, 228, 15,
# 15, true)`, so that llc does not move the permlane (Compat.h,
# keepPermlaneInPlace; test/codegen/permlanex16-before-branch.ll checks it).
# Tests whose CHECK lines spell the lowered IR pipe it through
# `%drop_permlane_keep |` to see the same IR with either LLVM: the move is
# removed and the permlane takes its name (Inputs/drop-permlane-keep.py in
# test/nvvm-shfl-to-amdgpu).  From LLVM 21 it is `cat`.
# Remarks count the move: `-D#KEEP=%permlane_keep_count` and
# `[[#N+KEEP]] instructions` in a remark that names a permlanex16.
config.substitutions.append(
    ("%permlane_keep_count", "1" if config.llvm_version_major < 21 else "0"))
config.substitutions.append((
    "%drop_permlane_keep",
    "python3 " + os.path.join(config.shfl_src_root, "test", "nvvm-shfl-to-amdgpu",
                              "Inputs", "drop-permlane-keep.py")
    if config.llvm_version_major < 21 else "cat"))

# A sanitized build (SHFL_SANITIZE, cmake/ShflSanitizers.cmake): the plugin
# needs the sanitizer runtime loaded before it, and opt and clang are not
# sanitized, so every command of a test runs with the runtime preloaded.
# Leak checking is off: opt, clang and Python do not free everything at exit.
# Any report ends the process with an error, so the test fails.
if getattr(config, "shfl_sanitizer_preload", ""):
    config.environment["LD_PRELOAD"] = config.shfl_sanitizer_preload
    # quarantine_size_mb: a freed block stays unusable (a use after free is
    # caught) while it is among the last 16 MiB freed, not 256: most test
    # processes free less than that in all, and the default's fresh pages
    # cost every preloaded process (4 of the heaviest tests: 114 s of CPU
    # with the default, 90 s with this).
    config.environment["ASAN_OPTIONS"] = (
        "detect_leaks=0:halt_on_error=1:abort_on_error=0:"
        "detect_stack_use_after_return=0:allocator_may_return_null=1:"
        "quarantine_size_mb=16")
    config.environment["UBSAN_OPTIONS"] = "print_stacktrace=1:halt_on_error=1"
    config.available_features.add("sanitizers")
if os.path.isdir("/usr/local/cuda/include"):
    config.available_features.add("cuda-toolkit")

# End-to-end tests (test/e2e): the driver and the HIP launcher in build/bin,
# the classic kernels, their NVIDIA results, and what this build can run.
config.substitutions.append(
    ("%kernels", os.path.join(config.shfl_src_root, "test", "e2e", "kernels")))
config.substitutions.append(
    ("%nvidia_results", os.path.join(config.shfl_src_root, "test", "hardware",
                                     "results", "classic_kernels")))
config.substitutions.append(
    ("%amdgpu_arch", os.environ.get("SHFL_AMDGPU_ARCH", "gfx90a")))
if os.path.exists(os.path.join(config.shfl_tools_dir, "shfl-hip-launch")):
    config.available_features.add("hip-launcher")
if os.path.exists("/dev/kfd"):
    config.available_features.add("amd-gpu")
# The wave emulator (docs/wave-emu.md): `%wave-emu -mcpu=gfx90a k.ll --arg=...`
# runs an amdgcn kernel on the host and prints its buffers for FileCheck;
# `%shfl-conformance` runs the lowered shuffles against the PTX model.
config.substitutions.append(
    ("%wave-emu", os.path.join(config.shfl_tools_dir, "wave-emu")))
config.substitutions.append(
    ("%shfl-conformance", os.path.join(config.shfl_tools_dir, "shfl-conformance")))
# The inline-PTX translator's pass, where this build has it: the check of its
# arithmetic against the H200 (test/ptx-arith/hardware-translator.test) runs
# `opt -passes=ptx-asm-to-ir`.
import subprocess
try:
    if subprocess.run(
            [os.path.join(config.llvm_tools_dir, "opt"),
             "-load-pass-plugin=" + config.shfl_plugin,
             "-passes=ptx-asm-to-ir", "-disable-output"],
            input=b"", stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            env=dict(os.environ, **config.environment),
            timeout=120).returncode == 0:
        config.available_features.add("ptx-asm-to-ir")
except (OSError, subprocess.SubprocessError):
    pass

# Whole CUDA programs (docs/cuda-programs.md): the H200's outputs of the
# runtime's test programs and the traces of NVIDIA's samples, and the tool
# that compares traces.
config.substitutions.append(
    ("%cudart_results", os.path.join(config.shfl_src_root, "test", "hardware",
                                     "results", "cudart")))
config.substitutions.append(
    ("%samples", os.path.join(config.shfl_src_root, "test", "cuda-samples")))
config.substitutions.append(
    ("%cudart_lib", os.path.join(os.path.dirname(config.shfl_plugin),
                                 "libshflcudart.so")))
config.substitutions.append(("%cudart_dir", os.path.dirname(config.shfl_plugin)))
config.substitutions.append(
    ("%sample_results", os.path.join(config.shfl_src_root, "test", "hardware",
                                     "results", "cuda-samples")))
config.substitutions.append(
    ("%compare-traces", "%s %s" % (sys.executable, os.path.join(
        config.shfl_src_root, "tools", "dev", "compare-traces.py"))))

# libdevice (docs/libdevice.md): the ROCm device libraries the pass links,
# and the H200's results of test/hardware/libdevice_sweep.cu.
if config.rocm_device_libs and os.path.exists(
        os.path.join(config.rocm_device_libs, "ocml.bc")):
    config.available_features.add("rocm-device-libs")
config.substitutions.append(("%rocm_device_libs", config.rocm_device_libs))
config.substitutions.append(
    ("%libdevice_results", os.path.join(config.shfl_src_root, "test", "hardware",
                                        "results", "libdevice")))
config.substitutions.append(("%shfl_tools", config.shfl_tools_dir))
# The install and package tests (test/install): the build tree, and CMake.
config.substitutions.append(("%shfl_build", config.shfl_obj_root))
config.substitutions.append(("%shfl_install_libdir", config.shfl_install_libdir))
config.substitutions.append(("%cmake", config.cmake))
config.substitutions.append(("%cpack", config.cpack))
config.substitutions.append(("%cxx", config.cxx_compiler))
config.substitutions.append(("%llvm_cmake_dir", config.llvm_cmake_dir))
config.substitutions.append(("%llvm_major", str(config.llvm_version_major)))
import shutil
if shutil.which("dpkg-deb"):
    config.available_features.add("dpkg-deb")
if shutil.which("dpkg") and shutil.which("dpkg-query"):
    config.available_features.add("dpkg")
# The libFuzzer target of the inline-PTX translator (tools/dev/fuzz), built when
# lib/PTX is in the tree.
if os.path.exists(os.path.join(config.shfl_tools_dir, "ptx-fuzzer")):
    config.available_features.add("ptx-fuzzer")
# The third-party cross-check of the ISA-level emulator (docs/isa-emu.md):
# a tinygrad checkout named by TINYGRAD_DIR; its tests are unsupported
# without one.
config.substitutions.append(
    ("%isa_xcheck", "python3 " + os.path.join(config.shfl_src_root, "tools", "dev",
                                              "isa-xcheck", "isa-xcheck.py")))
tinygrad = os.environ.get("TINYGRAD_DIR", "")
if tinygrad and os.path.isfile(os.path.join(tinygrad, "test", "mockgpu", "amd", "emu.py")):
    config.available_features.add("tinygrad")
    config.environment["TINYGRAD_DIR"] = tinygrad

#===- ShflLoweringUtils.cmake - helpers for the shfl-lowering build -------===#
#
# Locates the test tools.  The Debian LLVM 19 packages ship no `lit` driver
# (only its Python sources under build/utils/lit); LLVM 22 ships bin/lit.  Any
# lit works with any LLVM, so we take the first one found.
#
#===----------------------------------------------------------------------===#

function(shfl_find_lit out_var)
  set(candidates
    "${LLVM_TOOLS_BINARY_DIR}/lit"
    "${LLVM_TOOLS_BINARY_DIR}/../build/utils/lit/lit.py"
    /usr/lib/llvm-22/bin/lit
    /usr/lib/llvm-19/build/utils/lit/lit.py)
  foreach(c IN LISTS candidates)
    if(EXISTS "${c}")
      set(${out_var} "${c}" PARENT_SCOPE)
      return()
    endif()
  endforeach()
  find_program(found_lit NAMES lit llvm-lit)
  if(found_lit)
    set(${out_var} "${found_lit}" PARENT_SCOPE)
  else()
    message(FATAL_ERROR "lit not found: install llvm-${LLVM_VERSION_MAJOR}-tools")
  endif()
endfunction()

# shfl_unity_build(TARGET): compile TARGET's sources a few files at a time
# (CMake's unity build, batches of 6).  Most of a source file's compile time
# is parsing LLVM's headers, once per file; in a batch they are parsed once.
# Measured in clean LLVM 22 builds with GCC 12 (ninja -j2, 2 cores), seconds
# of compile per library, separate files -> batches: HGPUTarget 154 -> 43,
# ShflPTX 62 -> 29, ShflWarpLowering 37 -> 14.  tools/dev/check.sh makes three
# clean builds.  Only for targets whose files have no clashing file-local
# names; SKIP_UNITY_BUILD_INCLUSION keeps a file on its own.  (A precompiled
# header was slower: GCC's is ~200 MB, read by every file.)
function(shfl_unity_build target)
  set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE 6)
endfunction()

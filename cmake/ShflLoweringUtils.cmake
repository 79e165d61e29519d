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

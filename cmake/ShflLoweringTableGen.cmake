#===- ShflLoweringTableGen.cmake - shfl-tblgen for a vendor target -------===#
#
# Part of the installed ShflLowering package (ShflLoweringConfig.cmake).
#
#   shfl_warp_tablegen(<output> <target.td> [GENERATOR -gen-warp-intrinsics]
#                      [INCLUDES dir...] [DEPENDS file...])
#
# Runs ShflLowering::shfl-tblgen on <target.td> (relative to the current
# source directory) and writes <output> in the current binary directory.  The
# include path has LLVM's headers (llvm/Target/Target.td,
# llvm/IR/Intrinsics.td), the package's (ShflLowering/Target/ShflTarget.td),
# the current source directory and the INCLUDES.  The generator defaults to
# -gen-warp-intrinsics (the X-macro tables that WarpIntrinsicTable.h reads);
# -gen-warp-intrinsic-docs writes the same description as Markdown.
#
#===----------------------------------------------------------------------===#

function(shfl_warp_tablegen output td)
  cmake_parse_arguments(ARG "" "GENERATOR" "INCLUDES;DEPENDS" ${ARGN})
  if(NOT ARG_GENERATOR)
    set(ARG_GENERATOR -gen-warp-intrinsics)
  endif()
  get_filename_component(td_abs "${td}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
  set(includes)
  foreach(dir IN LISTS LLVM_INCLUDE_DIRS ShflLowering_INCLUDE_DIR ARG_INCLUDES)
    list(APPEND includes -I "${dir}")
  endforeach()
  add_custom_command(OUTPUT "${CMAKE_CURRENT_BINARY_DIR}/${output}"
    COMMAND ShflLowering::shfl-tblgen ${ARG_GENERATOR} ${includes}
      -I "${CMAKE_CURRENT_SOURCE_DIR}" "${td_abs}"
      -o "${CMAKE_CURRENT_BINARY_DIR}/${output}"
    DEPENDS "${td_abs}" $<TARGET_FILE:ShflLowering::shfl-tblgen> ${ARG_DEPENDS}
    COMMENT "shfl-tblgen ${ARG_GENERATOR}: ${td} -> ${output}"
    VERBATIM)
endfunction()

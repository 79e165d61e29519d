#===- ShflCPack.cmake - one Debian package per LLVM version --------------===#
#
#   cpack --config <build>/CPackConfig.cmake -B <dir>   (or: ninja package)
#
# makes shfl-lowering-llvm-<V>_<version>_<arch>.deb.  The packages of
# different LLVM versions install side by side, each under its own prefix
# /usr/lib/shfl-lowering-llvm-<V> (the layout of cmake/ShflLoweringInstall.cmake
# beneath it), as Debian's LLVM packages do under /usr/lib/llvm-<V>:
#
#   /usr/lib/shfl-lowering-llvm-<V>/bin/shfl-cuda-to-amdgpu
#   find_package(ShflLowering) with CMAKE_PREFIX_PATH=/usr/lib/shfl-lowering-llvm-<V>
#
# Depends: the LLVM tools the driver runs (opt, llc: llvm-<V>; clang-<V>;
# clang-offload-bundler: clang-tools-<V>;
# ld.lld: lld-<V>), python3 for the driver, and the packages of the shared
# libraries the tools link (libLLVM, Boost.Context, the HIP runtime), found
# with dpkg-query at configure time.  rocm-device-libs (OCML, for libdevice
# math) is recommended.
#
#===----------------------------------------------------------------------===#

# The Debian package that owns \p file (after resolving symbolic links), or
# nothing where dpkg-query does not know it.
function(shfl_deb_package_of out_var file)
  set(${out_var} "" PARENT_SCOPE)
  find_program(SHFL_DPKG_QUERY dpkg-query)
  if(NOT SHFL_DPKG_QUERY OR NOT EXISTS "${file}")
    return()
  endif()
  get_filename_component(real "${file}" REALPATH)
  execute_process(COMMAND ${SHFL_DPKG_QUERY} -S "${real}"
    OUTPUT_VARIABLE owner ERROR_QUIET RESULT_VARIABLE rc
    OUTPUT_STRIP_TRAILING_WHITESPACE)
  # "libboost-context1.83.0:amd64: /usr/lib/..." -> libboost-context1.83.0
  if(rc EQUAL 0 AND owner MATCHES "^([^:, ]+)")
    set(${out_var} "${CMAKE_MATCH_1}" PARENT_SCOPE)
  endif()
endfunction()

set(v ${LLVM_VERSION_MAJOR})
set(SHFL_DEB_DEPENDS python3 llvm-${v} clang-${v} clang-tools-${v} lld-${v})
set(shared_libs "${WAVEEMU_BOOST_CONTEXT}")
if(TARGET shfl-hip-launch)
  list(APPEND shared_libs "${SHFL_HIP_LIBRARY}")
endif()
if(TARGET LLVM)
  foreach(config RELEASE RELWITHDEBINFO NOCONFIG)
    get_target_property(llvm_so LLVM IMPORTED_LOCATION_${config})
    if(llvm_so)
      list(APPEND shared_libs "${llvm_so}")
      break()
    endif()
  endforeach()
endif()
foreach(lib IN LISTS shared_libs)
  shfl_deb_package_of(pkg "${lib}")
  if(pkg)
    list(APPEND SHFL_DEB_DEPENDS ${pkg})
  endif()
endforeach()
list(REMOVE_DUPLICATES SHFL_DEB_DEPENDS)
list(JOIN SHFL_DEB_DEPENDS ", " SHFL_DEB_DEPENDS)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME shfl-lowering-llvm-${v})
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "shfl-lowering developers <shfl-lowering@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
  "CUDA warp primitives on AMDGPU: LLVM ${v} pass plugin, driver and emulator")
set(CPACK_PACKAGE_DESCRIPTION
  "The shfl-lowering pass plugin for LLVM ${v} (opt and clang -fpass-plugin), \
the shfl-cuda-to-amdgpu driver, the wave-emu emulator, shfl-tblgen, and the \
headers, libraries and CMake package (find_package(ShflLowering)) for a \
vendor's own warp target.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr/lib/shfl-lowering-llvm-${v})
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "${SHFL_DEB_DEPENDS}")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS rocm-device-libs)
set(CPACK_STRIP_FILES ON)
include(CPack)
message(STATUS "shfl-lowering: Debian package ${CPACK_PACKAGE_NAME}, Depends: ${SHFL_DEB_DEPENDS}")

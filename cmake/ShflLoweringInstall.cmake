#===- ShflLoweringInstall.cmake - install rules and the CMake package ----===#
#
# What `cmake --install` puts where (GNUInstallDirs paths under the prefix):
#
#   <libdir>/ShflLowering.so                    the pass plugin
#   <libdir>/libshflcudart.so                   the CUDA runtime of programs
#                                               the driver builds
#   <libdir>/libShfl{WarpLowering,Semantics,PTX}.a
#                                               the seam and the shared
#                                               semantics, for a vendor's own
#                                               WarpTarget
#   <bindir>/shfl-cuda-to-amdgpu, wave-emu, shfl-tblgen, shfl-hip-launch
#   <includedir>/ShflLowering/...               the public headers, the
#                                               TableGen classes
#                                               (Target/ShflTarget.td) and the
#                                               generated hgpu tables
#   <datadir>/shfl-lowering/cuda-shim/          the driver's device headers
#   <libdir>/cmake/ShflLowering/                ShflLoweringConfig.cmake,
#                                               its version file and the
#                                               exported targets
#                                               (ShflLowering::*)
#
# Every installed tool finds the project's files relative to itself, so the
# tree can be moved (cmake --install --prefix, DESTDIR, the Debian package).
# CPack then makes one Debian package per LLVM version (cmake/ShflCPack.cmake).
#
#===----------------------------------------------------------------------===#
include(CMakePackageConfigHelpers)

set(SHFL_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/ShflLowering)
set(SHFL_INSTALL_SHIMDIR ${CMAKE_INSTALL_DATADIR}/shfl-lowering/cuda-shim)

# The usage requirements of the exported libraries: the installed headers,
# and no RTTI where LLVM has none (a vendor's WarpTarget derives from
# shfl::WarpTarget, whose type information the library does not emit then).
foreach(lib ShflWarpLowering ShflSemantics ShflPTX)
  target_include_directories(${lib} INTERFACE
    $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
  if(NOT LLVM_ENABLE_RTTI)
    target_compile_options(${lib} INTERFACE
      $<INSTALL_INTERFACE:$<$<COMPILE_LANGUAGE:CXX>:-fno-rtti>>)
  endif()
endforeach()

# The plugin, the libraries a vendor target links, and shfl-tblgen (which a
# vendor runs on its own .td) form the exported set.
install(TARGETS ShflLowering ShflWarpLowering ShflSemantics ShflPTX shfl-tblgen
  EXPORT ShflLoweringTargets
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

# The hgpu backend, a module llc loads, next to the plugin (the driver and
# hgpu-sim find it there).
install(TARGETS HGPUTarget LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})

set(SHFL_INSTALL_TOOLS wave-emu hgpu-sim hgpu-mc)
if(TARGET shfl-hip-launch)
  list(APPEND SHFL_INSTALL_TOOLS shfl-hip-launch)
endif()
install(TARGETS ${SHFL_INSTALL_TOOLS} RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# The installed tools link libLLVM.so of the LLVM they were built with, which
# the loader may not find on its own (/usr/lib/llvm-<V>/lib).
set_target_properties(shfl-tblgen ${SHFL_INSTALL_TOOLS} PROPERTIES
  INSTALL_RPATH "${LLVM_LIBRARY_DIR}")

# The CUDA runtime of whole programs, next to the plugin (the driver links
# programs against it there), finding libLLVM.so as the tools do.
install(TARGETS shflcudart LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
set_target_properties(shflcudart PROPERTIES INSTALL_RPATH "${LLVM_LIBRARY_DIR}")

# The driver, configured a second time with the install layout
# (tools/shfl-cuda-to-amdgpu/CMakeLists.txt writes both).
install(PROGRAMS ${CMAKE_BINARY_DIR}/tools/shfl-cuda-to-amdgpu/install/shfl-cuda-to-amdgpu
  DESTINATION ${CMAKE_INSTALL_BINDIR})

install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/ShflLowering
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.h" PATTERN "*.def" PATTERN "*.td")
install(DIRECTORY ${PROJECT_BINARY_DIR}/include/ShflLowering
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.inc")
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/cuda-shim/
  DESTINATION ${SHFL_INSTALL_SHIMDIR})

install(EXPORT ShflLoweringTargets
  NAMESPACE ShflLowering::
  DESTINATION ${SHFL_INSTALL_CMAKEDIR})
configure_package_config_file(
  ${CMAKE_CURRENT_LIST_DIR}/ShflLoweringConfig.cmake.in
  ${CMAKE_BINARY_DIR}/cmake/ShflLoweringConfig.cmake
  INSTALL_DESTINATION ${SHFL_INSTALL_CMAKEDIR}
  PATH_VARS CMAKE_INSTALL_INCLUDEDIR SHFL_INSTALL_SHIMDIR)
write_basic_package_version_file(
  ${CMAKE_BINARY_DIR}/cmake/ShflLoweringConfigVersion.cmake
  VERSION ${PROJECT_VERSION}
  COMPATIBILITY SameMinorVersion)
install(FILES
  ${CMAKE_BINARY_DIR}/cmake/ShflLoweringConfig.cmake
  ${CMAKE_BINARY_DIR}/cmake/ShflLoweringConfigVersion.cmake
  ${CMAKE_CURRENT_LIST_DIR}/ShflLoweringTableGen.cmake
  DESTINATION ${SHFL_INSTALL_CMAKEDIR})

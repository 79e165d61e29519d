#===- ShflSanitizers.cmake - the SHFL_SANITIZE option ---------------------===#
#
#   cmake ... -DSHFL_SANITIZE="address;undefined" [-DCMAKE_CXX_COMPILER=clang++-22]
#
# Builds what follows the include() with the listed sanitizers (address,
# undefined, or both).  Every target links the sanitizer runtime as a shared
# library (-shared-libsan with clang; GCC's default), because the plugin runs
# inside opt and clang, which are not sanitized: a runtime in the plugin
# would come too late.  The runtime therefore has to be preloaded into them;
# SHFL_SANITIZER_PRELOAD holds what to put in LD_PRELOAD, and the lit suite
# does so (test/lit.cfg.py).  Executables also get an rpath to the runtime,
# so that they run outside lit.
#
# UBSan is fatal (-fno-sanitize-recover): a lit test fails on the first
# report.  Two checks are left out: vptr (the project is built without RTTI,
# like LLVM) and function, which reads the bytes in front of every function
# called through a pointer, and the emulator calls JIT-compiled kernels
# through pointers.
#
#===----------------------------------------------------------------------===#

set(SHFL_SANITIZE "" CACHE STRING
  "Sanitizers for the plugin, the tools and the emulator: address, undefined or both")
set(SHFL_SANITIZER_PRELOAD "")
if(NOT SHFL_SANITIZE)
  return()
endif()

foreach(S IN LISTS SHFL_SANITIZE)
  if(NOT S MATCHES "^(address|undefined)$")
    message(FATAL_ERROR "SHFL_SANITIZE: '${S}' is not one of address, undefined")
  endif()
endforeach()
list(JOIN SHFL_SANITIZE "," _shfl_san)

set(_shfl_san_flags -fsanitize=${_shfl_san} -fno-omit-frame-pointer
  -fno-sanitize-recover=all)
if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
  if("undefined" IN_LIST SHFL_SANITIZE)
    list(APPEND _shfl_san_flags -fno-sanitize=vptr,function)
  endif()
  set(_shfl_san_link -fsanitize=${_shfl_san} -shared-libsan)
  if("address" IN_LIST SHFL_SANITIZE)
    set(_shfl_rt libclang_rt.asan-x86_64.so) # holds UBSan's runtime too
  else()
    set(_shfl_rt libclang_rt.ubsan_standalone-x86_64.so)
  endif()
  set(_shfl_rts ${_shfl_rt})
elseif(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  if("undefined" IN_LIST SHFL_SANITIZE)
    list(APPEND _shfl_san_flags -fno-sanitize=vptr)
  endif()
  set(_shfl_san_link -fsanitize=${_shfl_san})
  set(_shfl_rts)
  if("address" IN_LIST SHFL_SANITIZE)
    list(APPEND _shfl_rts libasan.so)
  endif()
  if("undefined" IN_LIST SHFL_SANITIZE)
    list(APPEND _shfl_rts libubsan.so)
  endif()
else()
  message(FATAL_ERROR "SHFL_SANITIZE needs clang or GCC, not ${CMAKE_CXX_COMPILER_ID}")
endif()

# Where the shared runtimes are, for LD_PRELOAD and the rpath.
set(_shfl_preload)
foreach(RT IN LISTS _shfl_rts)
  execute_process(
    COMMAND ${CMAKE_CXX_COMPILER} ${_shfl_san_link} -print-file-name=${RT}
    OUTPUT_VARIABLE _shfl_rt_path OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT IS_ABSOLUTE "${_shfl_rt_path}" OR NOT EXISTS "${_shfl_rt_path}")
    message(FATAL_ERROR "SHFL_SANITIZE: the compiler has no ${RT} "
      "(for clang 22: apt-get install libclang-rt-22-dev)")
  endif()
  get_filename_component(_shfl_rt_path "${_shfl_rt_path}" REALPATH)
  list(APPEND _shfl_preload "${_shfl_rt_path}")
  get_filename_component(_shfl_rt_dir "${_shfl_rt_path}" DIRECTORY)
  list(APPEND _shfl_san_link "-Wl,-rpath,${_shfl_rt_dir}")
endforeach()
list(JOIN _shfl_preload " " SHFL_SANITIZER_PRELOAD)

add_compile_options(${_shfl_san_flags})
add_link_options(${_shfl_san_link})
message(STATUS "shfl-lowering: sanitizers ${_shfl_san}; preload ${SHFL_SANITIZER_PRELOAD}")

#===- ShflLibFuzzer.cmake - can this compiler link a libFuzzer target? ----===#
#
# shfl_libfuzzer_usable(<var>): sets <var> to TRUE when the C++ compiler
# compiles and links a program with -fsanitize=fuzzer (clang with its
# runtime, Debian's libclang-rt-<V>-dev), FALSE otherwise, with the reason in
# <var>_REASON.  The answer is cached, as CMake's own checks are.
#
#===----------------------------------------------------------------------===#
include(CheckCXXSourceCompiles)

function(shfl_libfuzzer_usable var)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    set(${var} FALSE PARENT_SCOPE)
    set(${var}_REASON "${CMAKE_CXX_COMPILER_ID} has no libFuzzer" PARENT_SCOPE)
    return()
  endif()
  set(CMAKE_REQUIRED_FLAGS -fsanitize=fuzzer)
  set(CMAKE_REQUIRED_LINK_OPTIONS -fsanitize=fuzzer)
  set(CMAKE_REQUIRED_QUIET ON)
  check_cxx_source_compiles([[
    extern "C" int LLVMFuzzerTestOneInput(const unsigned char *Data,
                                          unsigned long Size) {
      return Size > 0 && Data[0] == 0;
    }]] SHFL_HAVE_LIBFUZZER)
  if(SHFL_HAVE_LIBFUZZER)
    set(${var} TRUE PARENT_SCOPE)
  else()
    set(${var} FALSE PARENT_SCOPE)
    string(REGEX MATCH "^[0-9]+" major "${CMAKE_CXX_COMPILER_VERSION}")
    set(${var}_REASON "${CMAKE_CXX_COMPILER} cannot link -fsanitize=fuzzer (apt-get install libclang-rt-${major}-dev)" PARENT_SCOPE)
  endif()
endfunction()

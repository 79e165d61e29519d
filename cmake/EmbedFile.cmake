#===- EmbedFile.cmake - Write a file's bytes as a C array initialiser ------===#
#
# cmake -DIN=file.bc -DOUT=file.bc.inc -P EmbedFile.cmake
# writes "0x42,0x43,..." (16 bytes a line) for `#include` inside an array.
#
#===----------------------------------------------------------------------===#
file(READ "${IN}" HEX HEX)
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," BYTES "${HEX}")
string(REGEX REPLACE "((0x[0-9a-f][0-9a-f],){16})" "\\1\n" BYTES "${BYTES}")
file(WRITE "${OUT}" "// Generated from ${IN} by cmake/EmbedFile.cmake; do not edit.\n${BYTES}\n")

// A host library the program links with -L and -l.
#include "program.h"

int offset() { return 7; }
long long expectedSum() { return 3LL * N * (N - 1) / 2 + 7LL * N; }

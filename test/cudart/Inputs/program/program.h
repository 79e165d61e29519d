// The functions the files of the test program share.
constexpr int N = 1000;
void scaleOnDevice(int *d, int add); // scale.cu: d[i] = 3 * d[i] + add
long long sumOnDevice(const int *d); // sum.cu: the sum of d[0..N)
int offset();                        // libhelper.a
long long expectedSum();             // libhelper.a

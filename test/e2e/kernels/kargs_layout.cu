// Kernels that take scalars, structs and arrays by value in layouts that
// need padding: every parameter at its own alignment, structs with holes,
// nested structs, an __align__(16) struct, an array inside a struct and a
// struct that holds a pointer to a buffer.  Each kernel writes what it
// received to its output, so a launcher that places an argument's bytes
// anywhere else than the kernel reads them prints other values.  The
// launch descriptions (kargs_*.launch) give the same values as the host
// code of test/hardware/kargs_kernels.cu, which passes the C++ structs.

struct Padded {       // 24 bytes, align 8: holes after c and after s
  char c;
  double d;
  short s;
};

struct Nested {       // 48 bytes, align 8
  char tag;
  Padded p;
  int tail[3];
};

struct __align__(16) Aligned16 { // 16 bytes, align 16
  float x;
  int y;
};

struct Pack {         // 24 bytes: a pointer, then scalars and a byte array
  const float *in;
  int n;
  float scale;
  unsigned char flags[3];
};

struct Table {        // 256 bytes
  int v[64];
};

extern "C" __global__ void kargs_scalars(long long *out, char a, short b, int c,
                                         long long d, unsigned char e, float f,
                                         double g, unsigned short h) {
  if (threadIdx.x != 0)
    return;
  out[0] = a;
  out[1] = b;
  out[2] = c;
  out[3] = d;
  out[4] = e;
  out[5] = __float_as_int(f);
  out[6] = __double_as_longlong(g);
  out[7] = h;
}

extern "C" __global__ void kargs_padded(long long *out, char pre, Padded p,
                                        short mid, Nested n, Aligned16 a,
                                        int post) {
  if (threadIdx.x != 0)
    return;
  out[0] = pre;
  out[1] = p.c;
  out[2] = __double_as_longlong(p.d);
  out[3] = p.s;
  out[4] = mid;
  out[5] = n.tag;
  out[6] = n.p.c;
  out[7] = __double_as_longlong(n.p.d);
  out[8] = n.p.s;
  out[9] = n.tail[0];
  out[10] = n.tail[1];
  out[11] = n.tail[2];
  out[12] = __float_as_int(a.x);
  out[13] = a.y;
  out[14] = post;
}

// A parameter pack with a pointer in it; every thread reads through it.
extern "C" __global__ void kargs_pack(Pack p, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < p.n)
    out[i] = p.in[i] * p.scale + p.flags[i % 3];
}

// A large struct by value, indexed with the thread's id.
extern "C" __global__ void kargs_table(Table t, int *out) {
  out[threadIdx.x] = t.v[63 - threadIdx.x] * 2 + 1;
}

// CUDA lets a kernel change its by-value parameters: each thread changes
// its own copy.
extern "C" __global__ void kargs_modify(Padded p, long long *out) {
  p.s += threadIdx.x;
  p.d *= threadIdx.x;
  out[2 * threadIdx.x] = p.s;
  out[2 * threadIdx.x + 1] = (long long)p.d;
}

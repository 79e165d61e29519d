//===- ptx_arith_spec.h - Inputs of the PTX arithmetic ground truth -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Defines, once, what the PTX arithmetic ground truth runs: the rows (from
/// ptx_arith_rows.def), the inputs of every row, the byte layout of the
/// results and their digests.  Two programs include it and must agree on
/// every byte:
///
///  - test/hardware/ptx_arith.cu runs each row as inline PTX on an NVIDIA GPU
///    and writes the outputs (test/hardware/results/ptx_arith/);
///  - tools/dev/ptx-arith-check/harness.cpp runs each row's translated IR (the
///    inline-PTX translator's output) on the host and compares.
///
/// Plain C++17, integer arithmetic only: no floating-point operation is used
/// to make an input, so the host compiler cannot change one.
///
/// Inputs of a row with operand kinds K0..Kn-1 (n = 1..4), in this order:
///
///  1. The edge part.
///     - n = 1 and K0 is F16, BF16, F16X2 or BF16X2: all 65,536 16-bit
///       values i (for the pairs: low half i, high half (i * 40503 + 0x1234)
///       mod 2^16, which also takes every value once).
///     - otherwise the cross product of the kinds' edge lists (n = 1, 2), of
///       their first Small3 entries (n = 3) or first Small4 (n = 4),
///       operand 0 varying slowest.  A packed pair takes its low half from
///       its own index and its high half from the next operand's index
///       (rotating), so that the high lanes see every combination as well.
///  2. The random part: NumRandom[n] inputs; operand k of input i is made from
///     the words w0 = splitmix64(H + 0x9e37 * (4 * i + k)) and
///     w1 = splitmix64(w0 ^ 0x5054584152495448) by randomValue() below, where
///     H = splitmix64(fnv1a64(row name)).  A row's inputs depend only on its
///     name and kinds, never on its place in the table.
///
/// Result layout: per row, in table order, per input, the outputs as
/// little-endian integers of their kinds' widths (a row with two outputs:
/// %0's bytes, then %1's).  Digests are 64-bit FNV-1a: `in` over each input's
/// operands (each at its kind's width), `out` over the result bytes.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_TEST_HARDWARE_PTX_ARITH_SPEC_H
#define SHFL_TEST_HARDWARE_PTX_ARITH_SPEC_H

#include <cstddef>
#include <cstdint>

namespace ptxarith {

enum Kind : uint8_t {
  NONE = 0,
#define PTX_KIND(Name, Constraint, Bytes) Name,
#include "ptx_arith_rows.def"
  NumKinds
};

struct KindInfo {
  const char *Name;
  const char *Constraint;
  unsigned Bytes;
};

constexpr KindInfo Kinds[] = {
    {"NONE", "", 0},
#define PTX_KIND(Name, Constraint, Bytes) {#Name, Constraint, Bytes},
#include "ptx_arith_rows.def"
};

struct Row {
  const char *Name;
  const char *Template;
  unsigned NumOut, NumIn;
  Kind Out[2];
  Kind In[4];
  long long Imm; ///< the "n" operand after the inputs, or -1
};

#define NOIMM -1
#define IMM(V) V
static const Row Rows[] = {
#define PTX_ROW(Name, Template, Outs, Ins, O0, O1, I0, I1, I2, I3, Imm)        \
  {#Name, Template, Outs, Ins, {O0, O1}, {I0, I1, I2, I3}, Imm},
#include "ptx_arith_rows.def"
};
#undef NOIMM
#undef IMM
constexpr size_t NumRows = sizeof(Rows) / sizeof(Rows[0]);

/// Random inputs per row, by number of inputs.
constexpr size_t NumRandom[5] = {0, 1024, 2048, 1024, 768};
/// Edge-list prefixes used by rows of three and four inputs.
constexpr size_t Small3 = 14;
constexpr size_t Small4 = 6;
/// Mixed into every row's random words.
constexpr uint64_t Seed = 0x5054584152495448ull; // "PTXARITH"

//===-- Digests and random words -------------------------------------------===//

inline uint64_t splitmix64(uint64_t X) {
  X += 0x9e3779b97f4a7c15ull;
  X = (X ^ (X >> 30)) * 0xbf58476d1ce4e5b9ull;
  X = (X ^ (X >> 27)) * 0x94d049bb133111ebull;
  return X ^ (X >> 31);
}

struct Fnv {
  uint64_t H = 0xcbf29ce484222325ull;
  void bytes(uint64_t V, unsigned N) {
    for (unsigned I = 0; I < N; ++I) {
      H ^= (V >> (8 * I)) & 0xff;
      H *= 0x100000001b3ull;
    }
  }
};

inline uint64_t nameHash(const char *S) {
  Fnv F;
  for (; *S; ++S)
    F.bytes(static_cast<unsigned char>(*S), 1);
  return splitmix64(F.H);
}

inline uint64_t mask(unsigned Bits) {
  return Bits >= 64 ? ~0ull : (1ull << Bits) - 1;
}

//===-- Edge cases ------------------------------------------------------===//
// Each list starts with the values that the three- and four-input rows use.

static const uint64_t EdgeF32[] = {
    0x00000000, 0x80000000, 0x3f800000, 0xbf800000, 0x7f800000, 0xff800000,
    0x7fc00000, 0x7f800001, 0x00000001, 0x807fffff, 0x00800000, 0x7f7fffff,
    0x3f000000, 0x40200000, // the first 14: three-input rows
    0xffc00000, 0x7fc12345, 0xff812345, 0x7fa5a5a5, 0x00400000, 0x80000001,
    0x007fffff, 0xff7fffff, 0x3fc00000, 0xc0200000, 0xbfc00000, 0x3f800001,
    0x3f7fffff, 0x40400000, 0x3dcccccd, 0x4f000000, 0xcf000000, 0x4f800000,
    0x4effffff, 0x4f7fffff, 0x5f000000, 0xdf000000, 0x5f800000, 0x477fe000,
    0x477ff000, 0x33000000, 0x33800000, 0x38800000, 0x3f808000, 0x3f818000,
    0x3f801000, 0x437f0000, 0x43000000, 0xc3000000, 0x477fff00, 0x46fffe00,
    0x4b800000, 0x4b800001, 0x42ff0000, 0x00800001, 0x7e967699};

static const uint64_t EdgeF64[] = {
    0x0000000000000000ull, 0x8000000000000000ull, 0x3ff0000000000000ull,
    0xbff0000000000000ull, 0x7ff0000000000000ull, 0xfff0000000000000ull,
    0x7ff8000000000000ull, 0x7ff0000000000001ull, 0x0000000000000001ull,
    0x800fffffffffffffull, 0x0010000000000000ull, 0x7fefffffffffffffull,
    0x3fe0000000000000ull, 0x4004000000000000ull, // three-input rows
    0xfff8000000000000ull, 0x7ff8000012345678ull, 0xfff0000012345678ull,
    0x7ff4a5a5a5a5a5a5ull, 0x0008000000000000ull, 0x8000000000000001ull,
    0x000fffffffffffffull, 0xffefffffffffffffull, 0x3ff8000000000000ull,
    0xc004000000000000ull, 0x3ff0000000000001ull, 0x3fefffffffffffffull,
    0x4008000000000000ull, 0x3fb999999999999aull, 0x41e0000000000000ull,
    0xc1e0000000000000ull, 0x41f0000000000000ull, 0x41dfffffffc00000ull,
    0x41efffffffe00000ull, 0x43e0000000000000ull, 0xc3e0000000000000ull,
    0x43f0000000000000ull, 0x47efffffe0000000ull, 0x47effffff0000000ull,
    0x36a0000000000000ull, 0x3810000000000000ull, 0x380fffffe0000000ull,
    0x3ff0000010000000ull, 0x3ff0000030000000ull, 0x40effc0000000000ull,
    0x40effe0000000000ull, 0x4340000000000000ull, 0x4340000000000001ull,
    0x405fe00000000000ull, 0x0010000000000001ull, 0x3e70000000000000ull};

static const uint64_t EdgeF16[] = {
    0x0000, 0x8000, 0x3c00, 0xbc00, 0x7c00, 0xfc00, 0x7e00, 0x7c01, 0x0001,
    0x83ff, 0x0400, 0x7bff, 0x3800, 0x4100, // three-input rows
    0xfe00, 0x7e55, 0xfd55, 0x7d00, 0x0200, 0x8001, 0x03ff, 0xfbff, 0x3e00,
    0xc100, 0x3c01, 0x3bff, 0x4200, 0x2e66, 0x5bf8, 0x57f0, 0x5800, 0x7800,
    0x7bfe, 0x0800, 0x6bff, 0x5c00, 0x3555, 0x0401, 0x57f8, 0xd800};

static const uint64_t EdgeBF16[] = {
    0x0000, 0x8000, 0x3f80, 0xbf80, 0x7f80, 0xff80, 0x7fc0, 0x7f81, 0x0001,
    0x807f, 0x0080, 0x7f7f, 0x3f00, 0x4020, // three-input rows
    0xffc0, 0x7fd5, 0xff95, 0x7fa5, 0x0040, 0x8001, 0x007f, 0xff7f, 0x3fc0,
    0xc020, 0x3f81, 0x3f7f, 0x4040, 0x3dcd, 0x4f00, 0xcf00, 0x4f80, 0x5f00,
    0x437f, 0x4300, 0xc300, 0x42ff, 0x0081, 0x4b80, 0x477f, 0x3eab};

static const uint64_t EdgeU16[] = {
    0x0000, 0x0001, 0xffff, 0x7fff, 0x8000, 0x0002, 0x8001, 0xfffe, 0x007f,
    0x0080, 0x1234, 0x00ff, 0x0100, 0xa5a5, // three-input rows
    0x0800, 0x0801, 0xff80, 0x00fe, 0x7ffe, 0x5555, 0xff7f, 0x0003};

static const uint64_t EdgeU32[] = {
    0x00000000, 0x00000001, 0xffffffff, 0x7fffffff, 0x80000000, 0x00000002,
    0x80000001, 0xfffffffe, 0x0000007f, 0x00000080, 0x12345678, 0x0000ffff,
    0xdeadbeef, 0x00010000, // three-input rows
    0x000000ff, 0x00000100, 0x00007fff, 0x00008000, 0xffffff80, 0xffff8000,
    0x55555555, 0xaaaaaaaa, 0x01000000, 0x01000001, 0x00ffffff, 0x7ffffffe,
    0x00000003, 0x80808080};

static const uint64_t EdgeU64[] = {
    0x0000000000000000ull, 0x0000000000000001ull, 0xffffffffffffffffull,
    0x7fffffffffffffffull, 0x8000000000000000ull, 0x0000000000000002ull,
    0x8000000000000001ull, 0xfffffffffffffffeull, 0x00000000ffffffffull,
    0x0000000100000000ull, 0x123456789abcdef0ull, 0x000000007fffffffull,
    0xffffffff80000000ull, 0x0000000080000000ull, // three-input rows
    0xfedcba9876543210ull, 0x0020000000000000ull, 0x0020000000000001ull,
    0x001fffffffffffffull, 0x0000000001000001ull, 0xffffffff00000000ull,
    0x00000000000000ffull, 0x000000000000ff80ull, 0x5555555555555555ull,
    0xffffffffffff8000ull, 0x0000000000000003ull};

// 8- and 16-bit integers in wider registers: the upper bits are set too.
static const uint64_t EdgeI8H[] = {
    0x0000, 0x0001, 0x007f, 0x0080, 0x00ff, 0x0100, 0x017f, 0x0180, 0xff7f,
    0xff80, 0xffff, 0xfffe, 0x8000, 0x7fff, 0x00fe, 0x1234, 0x0002, 0xff01};
static const uint64_t EdgeI8R[] = {
    0x00000000, 0x00000001, 0x0000007f, 0x00000080, 0x000000ff, 0x00000100,
    0x0000017f, 0x00000180, 0xffffff7f, 0xffffff80, 0xffffffff, 0x7fffffff,
    0x80000000, 0x12345678, 0x000000fe, 0x00008080};
static const uint64_t EdgeI16R[] = {
    0x00000000, 0x00000001, 0x00007fff, 0x00008000, 0x0000ffff, 0x00010000,
    0x00017fff, 0x00018000, 0xffff7fff, 0xffff8000, 0xffffffff, 0x7fffffff,
    0x80000000, 0x12345678, 0x0000fffe, 0x80008000};

static const uint64_t EdgeSH[] = {0,  1,  8,  16, 31, 32,  33,         63,
                                  64, 0xffffffff, // three-input rows
                                  2,  7,  15, 17, 65, 127, 128,        255,
                                  256, 1000, 0x80000000, 0x7fffffff, 0x100};
static const uint64_t EdgeBP[] = {0,   1,   8,   31,  32,  255, // 4 inputs
                                  16,  33,  63,  0xffffffff,    // 3 inputs
                                  4,   7,   15,  24,  64,  65,  127, 128,
                                  256, 257, 0x108, 0x80000000, 0x7fffffff};
static const uint64_t EdgePR[] = {0, 1, 2, 0x80000000, 0xffffffff};
static const uint64_t EdgeSEL[] = {
    0x00000000, 0x00003210, 0x00007654, 0x00005410, 0x00000123, 0x0000888f,
    0x00008888, 0x0000ffff, 0x00000001, 0x00000002, 0x00000003, 0x00000004,
    0x00000005, 0x00000006, 0x00000007, 0x0000cdef, 0x12345678, 0xffff0000,
    0x00004567, 0x0000b3a1};

struct EdgeList {
  const uint64_t *V;
  size_t N;
};

#define PTXA_LIST(A) EdgeList{A, sizeof(A) / sizeof(A[0])}

/// The edge list of a kind (for a packed pair: of its halves).
inline EdgeList edges(Kind K) {
  switch (K) {
  case F32: return PTXA_LIST(EdgeF32);
  case F64: return PTXA_LIST(EdgeF64);
  case F16: case F16X2: return PTXA_LIST(EdgeF16);
  case BF16: case BF16X2: return PTXA_LIST(EdgeBF16);
  case B16: case U16: case S16: case U16X2: case S16X2:
    return PTXA_LIST(EdgeU16);
  case B32: case U32: case S32: return PTXA_LIST(EdgeU32);
  case B64: case U64: case S64: return PTXA_LIST(EdgeU64);
  case U8H: case S8H: return PTXA_LIST(EdgeI8H);
  case U8R: case S8R: return PTXA_LIST(EdgeI8R);
  case U16R: case S16R: return PTXA_LIST(EdgeI16R);
  case SH: return PTXA_LIST(EdgeSH);
  case BP: return PTXA_LIST(EdgeBP);
  case PR: return PTXA_LIST(EdgePR);
  case SEL: return PTXA_LIST(EdgeSEL);
  default: return EdgeList{nullptr, 0};
  }
}
#undef PTXA_LIST

inline bool isPair(Kind K) {
  return K == F16X2 || K == BF16X2 || K == U16X2 || K == S16X2;
}
inline Kind halfOf(Kind K) {
  return K == F16X2 ? F16 : K == BF16X2 ? BF16 : K == U16X2 ? U16 : S16;
}

//===-- Random values -----------------------------------------------------===//

/// A random float of E exponent and M mantissa bits, biased towards the
/// cases that matter (W1 & 7 picks one): any bits; normal values near 1;
/// every exponent; exponents at the denormal and overflow boundaries of the
/// narrower formats (f32, bf16, f16); perturbed edge cases; values with few
/// significant bits (ties of every rounding to integer and of narrowing);
/// the top of the range with infinities and NaNs of any payload, or
/// denormals; the integer-overflow boundaries 2^7 .. 2^64.
inline uint64_t randomFloat(unsigned E, unsigned M, EdgeList L, uint64_t W0,
                            uint64_t W1) {
  const unsigned Width = 1 + E + M;
  const long long Bias = (1ll << (E - 1)) - 1, EMax = (1ll << E) - 1;
  uint64_t Sign = (W1 >> 8) & 1, Mant = W0 & mask(M);
  uint64_t Sel = W1 >> 16;
  long long Exp = 0;
  auto fewBits = [&]() {
    Mant &= ~mask(static_cast<unsigned>((W1 >> 40) % (M + 1)));
  };
  switch (W1 & 7) {
  case 0:
    return W0 & mask(Width);
  case 1:
    Exp = Bias - 8 + static_cast<long long>(Sel % 17);
    break;
  case 2:
    Exp = static_cast<long long>(Sel % static_cast<uint64_t>(EMax));
    break;
  case 3: {
    static const int Boundary[11] = {-149, -133, -126, -25, -24, -15,
                                     -14,  15,   16,   127, 128};
    Exp = Bias + Boundary[Sel % 11] + static_cast<long long>((Sel >> 8) % 5) - 2;
    if ((Sel >> 16) & 1)
      fewBits();
    break;
  }
  case 4:
    return (L.V[Sel % L.N] ^ ((W0 >> 40) & 7) ^ (Sign << (Width - 1))) &
           mask(Width);
  case 5:
    Exp = Bias - 2 + static_cast<long long>(Sel % (M + 5));
    fewBits();
    break;
  case 6:
    Exp = (Sel & 3) == 0 ? EMax : (Sel & 3) == 1 ? 0
                                                 : EMax - 1 - static_cast<long long>(Sel % 3);
    break;
  default: {
    static const unsigned Pow[8] = {7, 8, 15, 16, 31, 32, 63, 64};
    Exp = Bias + Pow[Sel & 7] - static_cast<long long>((Sel >> 3) & 1);
    fewBits();
    break;
  }
  }
  // Clamp to the finite exponents (case 6 alone reaches EMax on purpose).
  if (Exp < 0)
    Exp = 0;
  if (Exp > EMax || (Exp == EMax && (W1 & 7) != 6))
    Exp = EMax - 1;
  return (Sign << (Width - 1)) | (static_cast<uint64_t>(Exp) << M) | Mant;
}

/// A random integer of the given width (W1 & 7 picks the shape): any bits,
/// small signed values, every magnitude, values next to the edge cases,
/// a one followed by zeros at a random position (the ties of int-to-float
/// rounding), and powers of two plus or minus one.
inline uint64_t randomInt(unsigned Bits, EdgeList L, uint64_t W0, uint64_t W1) {
  uint64_t V;
  switch (W1 & 7) {
  case 1:
    V = static_cast<uint64_t>(static_cast<long long>(W0 % 1025) - 512);
    break;
  case 2:
    V = W0 >> ((W1 >> 8) % 64);
    if ((W1 >> 16) & 1)
      V = 0 - V;
    break;
  case 3:
    V = L.V[(W1 >> 16) % L.N] + (W0 % 9) - 4;
    break;
  case 4:
  case 5: {
    unsigned Z = 1 + static_cast<unsigned>((W1 >> 16) % 40);
    V = ((W0 >> ((W1 >> 8) % 64)) & ~mask(Z)) | (1ull << (Z - 1));
    if ((W1 & 7) == 5)
      V = 0 - V;
    break;
  }
  case 6:
    V = (1ull << ((W1 >> 8) % 64)) + (W0 % 3) - 1;
    break;
  default:
    V = W0;
    break;
  }
  return V & mask(Bits);
}

inline uint64_t randomScalar(Kind K, uint64_t W0, uint64_t W1) {
  EdgeList L = edges(K);
  switch (K) {
  case F16: return randomFloat(5, 10, L, W0, W1);
  case BF16: return randomFloat(8, 7, L, W0, W1);
  case F32: return randomFloat(8, 23, L, W0, W1);
  case F64: return randomFloat(11, 52, L, W0, W1);
  case SH: return (W1 & 3) == 3 ? W0 & mask(32) : W0 % 72;
  case BP: {
    static const uint64_t Range[4] = {40, 72, 300, 1ull << 32};
    return W0 % Range[W1 & 3];
  }
  case PR: return (W1 & 3) == 0 ? 0 : (W1 & 3) == 1 ? 1 : W0 & mask(32);
  case SEL:
    return (W1 & 3) == 0 ? W0 & 0xffff : (W1 & 3) == 1 ? W0 & 7 : W0 & mask(32);
  default: return randomInt(8 * Kinds[K].Bytes, L, W0, W1);
  }
}

inline uint64_t randomValue(Kind K, uint64_t W0, uint64_t W1) {
  if (!isPair(K))
    return randomScalar(K, W0, W1);
  uint64_t Lo = randomScalar(halfOf(K), W0, W1);
  uint64_t Hi = randomScalar(halfOf(K), splitmix64(W0), splitmix64(W1));
  return Lo | (Hi << 16);
}

//===-- The inputs of a row -----------------------------------------------===//

struct Plan {
  size_t Dim[4];   ///< edge-list sizes used per operand (cross product)
  size_t NumEdge;  ///< inputs of the edge part
  size_t NumRand;  ///< inputs of the random part
  bool Exhaustive; ///< all 65,536 16-bit values (unary f16/bf16 rows)
  size_t total() const { return NumEdge + NumRand; }
};

inline bool exhaustive(const Row &R) {
  Kind K = R.In[0];
  return R.NumIn == 1 && (K == F16 || K == BF16 || K == F16X2 || K == BF16X2);
}

inline Plan plan(const Row &R) {
  Plan P{{0, 0, 0, 0}, 1, 0, false};
  if (exhaustive(R)) {
    P.Dim[0] = 65536;
    P.NumEdge = 65536;
    P.Exhaustive = true;
    return P;
  }
  for (unsigned K = 0; K < R.NumIn; ++K) {
    size_t N = edges(R.In[K]).N;
    if (R.NumIn == 3 && N > Small3)
      N = Small3;
    if (R.NumIn == 4 && N > Small4)
      N = Small4;
    P.Dim[K] = N;
    P.NumEdge *= N;
  }
  P.NumRand = NumRandom[R.NumIn];
  return P;
}

/// Operand values (bits, zero-extended) of input I of row R.
inline void input(const Row &R, const Plan &P, uint64_t RowHash, size_t I,
                  uint64_t Ops[4]) {
  for (unsigned K = 0; K < 4; ++K)
    Ops[K] = 0;
  if (P.Exhaustive) {
    uint64_t V = I & 0xffff;
    Ops[0] = isPair(R.In[0]) ? V | (((V * 40503u + 0x1234u) & 0xffff) << 16) : V;
    return;
  }
  if (I < P.NumEdge) {
    size_t Idx[4] = {0, 0, 0, 0}, Rest = I;
    for (int K = static_cast<int>(R.NumIn) - 1; K >= 0; --K) {
      Idx[K] = Rest % P.Dim[K];
      Rest /= P.Dim[K];
    }
    for (unsigned K = 0; K < R.NumIn; ++K) {
      EdgeList L = edges(R.In[K]);
      uint64_t Lo = L.V[Idx[K]];
      if (isPair(R.In[K])) {
        uint64_t Hi = L.V[Idx[(K + 1) % R.NumIn] % L.N];
        Lo |= Hi << 16;
      }
      Ops[K] = Lo;
    }
    return;
  }
  for (unsigned K = 0; K < R.NumIn; ++K) {
    uint64_t W0 = splitmix64(RowHash + 0x9e37ull * (4 * static_cast<uint64_t>(I) + K));
    uint64_t W1 = splitmix64(W0 ^ Seed);
    Ops[K] = randomValue(R.In[K], W0, W1);
  }
}

/// Bytes of one result of row R.
inline unsigned resultBytes(const Row &R) {
  return Kinds[R.Out[0]].Bytes + (R.NumOut == 2 ? Kinds[R.Out[1]].Bytes : 0);
}

/// The result bytes (little-endian) of outputs D0, D1 (zero-extended bits).
inline uint64_t packResult(const Row &R, uint64_t D0, uint64_t D1) {
  unsigned B0 = Kinds[R.Out[0]].Bytes;
  uint64_t V = D0 & mask(8 * B0);
  if (R.NumOut == 2)
    V |= (D1 & mask(8 * Kinds[R.Out[1]].Bytes)) << (8 * B0);
  return V;
}

/// Adds input I's operands to an `in` digest.
inline void digestInput(Fnv &F, const Row &R, const uint64_t Ops[4]) {
  for (unsigned K = 0; K < R.NumIn; ++K)
    F.bytes(Ops[K], Kinds[R.In[K]].Bytes);
}

} // namespace ptxarith

#endif // SHFL_TEST_HARDWARE_PTX_ARITH_SPEC_H

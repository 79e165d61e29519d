//===- MUFUTanh.h - MUFU.TANH, bit for bit ----------------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// NVIDIA's MUFU.TANH (tanh.approx.f32; also the core of tanh.approx.f16 and
/// .bf16) as sm_90 computes it: the unit's quadratic interpolator
/// (MUFUInterpolator.h) on 51 segments of [2^-8, 8).  Each binade 2^e of
/// |x| is split into 2^k segments by the top k fraction bits (k = 0 for
/// e = -8..-6, 1 for -5 and -4, 2 for -3..-1, 3 for 0, 4 for 1, 3 for 2);
/// the next 17 fraction bits are x (the lower 6 - k bits are ignored), and
///
///   V = (C0 << 15) + C1 * x + C2 * square17(x)
///
/// is tanh(|x|) * 2^P, P = 37 - e for e <= 0, 39 for e = 1, 37 for e = 2,
/// normalized and truncated to 24 significant bits.  |x| < 2^-8 gives x
/// itself (zeros and subnormals included), |x| >= 8 gives 1; the sign is
/// the operand's; NaN gives the canonical NaN.  Table recovered from the
/// GPU's outputs (docs/mufu.md, tools/dev/mufu-fit/tanh_fit.py): every entry is
/// the only one with C0 << 15 that fits its segment.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_SEMANTICS_MUFUTANH_H
#define SHFL_LOWERING_SEMANTICS_MUFUTANH_H

#include "MUFUInterpolator.h"

#ifdef __cplusplus
namespace shfl {
namespace mufu {
#endif

/// C0 (24 bits), C1 (21 bits), C2 (17 bits, negative) per segment, the
/// segments of [2^-8, 8) in order.
MUFU_TABLE int32_t MufuTanhTable[51][3] = {
    {4194304, 1048576, -128}, {4194240, 1048512, -384},
    {4193984, 1048384, -1664}, {4192944, 523808, -1312},
    {6286864, 523152, -1760}, {4188848, 522336, -5088},
    {6273072, 519808, -7104}, {4172596, 258128, -4472},
    {5200620, 255888, -5408}, {6218744, 253184, -6320},
    {7225152, 250024, -7128}, {4109040, 246544, -16552},
    {5078604, 238240, -19296}, {6012224, 228572, -21488},
    {6904992, 217804, -23152}, {3876500, 206284, -49296},
    {4652328, 181496, -50304}, {5328052, 156252, -48304},
    {5904836, 132044, -44344}, {3194386, 54922, -19646},
    {3394478, 45102, -16956}, {3557986, 36634, -14288},
    {3690285, 29501, -11846}, {3796488, 23590, -9684},
    {3881201, 18760, -7844}, {3948430, 14850, -6288},
    {4001567, 11716, -5018}, {16173728, 36874, -15946},
    {16305345, 28942, -12590}, {16408581, 22674, -9898},
    {16489421, 17746, -7784}, {16552657, 13870, -6094},
    {16602069, 10835, -4776}, {16640655, 8457, -3734},
    {16670765, 6599, -2920}, {16694254, 5146, -2278},
    {16712570, 4012, -1778}, {16726848, 3127, -1386},
    {16737977, 2437, -1082}, {16746648, 1899, -842},
    {16753405, 1479, -654}, {16758669, 1152, -508},
    {16762770, 897, -394}, {4191500, 659, -876},
    {4193272, 243, -324}, {4193924, 89, -116},
    {4194164, 33, -44}, {4194253, 12, -16},
    {4194285, 5, -8}, {4194297, 2, -4},
    {4194301, 1, -2},
};

/// Per binade 2^e of |x|, e = -8..2: the first segment, the number of
/// fraction bits that pick the segment, and the fixed point P of V.
MUFU_TABLE int32_t MufuTanhBinade[11][3] = {
    {0, 0, 45}, // [2^-8, 2^-7)
    {1, 0, 44}, // [2^-7, 2^-6)
    {2, 0, 43}, // [2^-6, 2^-5)
    {3, 1, 42}, // [2^-5, 2^-4)
    {5, 1, 41}, // [2^-4, 2^-3)
    {7, 2, 40}, // [2^-3, 2^-2)
    {11, 2, 39}, // [2^-2, 2^-1)
    {15, 2, 38}, // [2^-1, 2^0)
    {19, 3, 37}, // [2^0, 2^1)
    {27, 4, 39}, // [2^1, 2^2)
    {43, 3, 37}, // [2^2, 2^3)
};

/// V for |x| in [2^-8, 8) (biased exponent E, fraction M): tanh(|x|) * 2^P
/// with P = MufuTanhBinade[E - 119][2].
MUFU_FN uint64_t mufuTanhCore(uint32_t E, uint32_t M) {
  const int32_t *B = MufuTanhBinade[E - 119];
  uint32_t X = (M >> (6 - B[1])) & 0x1ffff;
  return (uint64_t)mufuQuadratic(MufuTanhTable[B[0] + (M >> (23 - B[1]))], 15,
                                 X, mufuSquare17(X), 0, 0);
}

/// MUFU.TANH on f32 bits.
MUFU_FN uint32_t mufuTanh(uint32_t A) {
  uint32_t S = A & 0x80000000u, E = (A >> 23) & 0xff, M = A & 0x7fffff;
  if (E == 0xff && M)
    return MUFU_NAN32;
  if (E < 127 - 8) // |x| < 2^-8: x itself
    return A;
  if (E >= 127 + 3) // |x| >= 8, infinity included
    return S | 0x3f800000u;
  return mufuNormalizeTrunc(S, mufuTanhCore(E, M),
                            MufuTanhBinade[E - 119][2]);
}

#ifdef __cplusplus
} // namespace mufu
} // namespace shfl
#endif

#endif // SHFL_LOWERING_SEMANTICS_MUFUTANH_H

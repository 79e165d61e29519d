//===- MUFULg2.h - MUFU.LG2, bit for bit ------------------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// NVIDIA's MUFU.LG2 (lg2.approx.ftz.f32) as sm_90 computes it.  The
/// significand's fraction m selects one of 64 segments by its top 6 bits;
/// the low 17 bits x enter
///
///   P = ((C0 << 12) + C1 * x + (C2 * square17(x) << 1) + 0x3345) >> 2
///
/// P / 2^36 is log2(1.m).  The unbiased exponent e joins as the integer part,
/// Y = (e << 36) + P (Y = 0 for x == 1); a negative Y is complemented (one's
/// complement, -Y - 1) and gives a negative result.  |Y| / 2^36 is
/// normalized and truncated to 24 significant bits.  Table recovered from the
/// GPU's outputs on [1/2, 4) (docs/mufu.md).
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_SEMANTICS_MUFULG2_H
#define SHFL_LOWERING_SEMANTICS_MUFULG2_H

#include "MUFUInterpolator.h"

#ifdef __cplusplus
namespace shfl {
namespace mufu {
#endif

/// C0 (26 bits), C1 (16 bits), C2 (negative, 10 bits) per segment.
MUFU_TABLE int32_t MufuLg2Table[64][3] = {
    {4, 47272, -727}, {1501079, 46545, -705},
    {2979245, 45840, -685}, {4435175, 45156, -665},
    {5869538, 44492, -646}, {7282959, 43847, -627},
    {8676041, 43221, -610}, {10049360, 42612, -592},
    {11403480, 42020, -576}, {12738914, 41444, -559},
    {14056181, 40884, -544}, {15355766, 40339, -530},
    {16638137, 39809, -518}, {17903740, 39292, -504},
    {19153020, 38788, -491}, {20386385, 38297, -479},
    {21604230, 37818, -466}, {22806952, 37351, -455},
    {23994914, 36896, -445}, {25168473, 36451, -433},
    {26327980, 36018, -425}, {27473760, 35594, -414},
    {28606142, 35180, -404}, {29725435, 34776, -396},
    {30831935, 34380, -385}, {31925930, 33994, -377},
    {33007703, 33616, -368}, {34077522, 33247, -361},
    {35135647, 32886, -354}, {36182338, 32532, -346},
    {37217831, 32186, -339}, {38242363, 31847, -331},
    {39256170, 31516, -326}, {40259469, 31191, -319},
    {41252482, 30872, -311}, {42235412, 30561, -307},
    {43208461, 30255, -300}, {44171827, 29955, -293},
    {45125706, 29662, -289}, {46070272, 29374, -283},
    {47005713, 29091, -276}, {47932206, 28814, -271},
    {48849917, 28542, -266}, {49759005, 28276, -262},
    {50659642, 28014, -257}, {51551982, 27757, -253},
    {52436166, 27505, -249}, {53312349, 27257, -244},
    {54180673, 27013, -238}, {55041280, 26774, -234},
    {55894305, 26540, -232}, {56739875, 26309, -227},
    {57578131, 26082, -223}, {58409188, 25859, -219},
    {59233176, 25640, -216}, {60050206, 25424, -211},
    {60860396, 25213, -209}, {61663866, 25004, -204},
    {62460727, 24799, -201}, {63251077, 24598, -199},
    {64035034, 24399, -195}, {64812688, 24204, -192},
    {65584146, 24012, -189}, {66349505, 23823, -186},
};

/// P for the 23-bit fraction M: log2(1.M) scaled by 2^36.
MUFU_FN int64_t mufuLg2Core(uint32_t M) {
  uint32_t X = M & 0x1ffff;
  return mufuQuadratic(MufuLg2Table[M >> 17], 12, X,
                       (int64_t)mufuSquare17(X) << 1, 0x3345, 2);
}

/// MUFU.LG2 on f32 bits.
MUFU_FN uint32_t mufuLg2(uint32_t A) {
  uint32_t S = A & 0x80000000u, E = (A >> 23) & 0xff, M = A & 0x7fffff;
  if (E == 0xff && M)
    return MUFU_NAN32;
  if (E == 0) // zero and subnormals (flushed), either sign
    return 0xff800000u;
  if (S)
    return MUFU_NAN32;
  if (E == 0xff)
    return 0x7f800000u;
  if (E == 127 && M == 0)
    return 0;
  // (e << 36) + P, the shift written as a product (e may be negative).
  int64_t Y = (int64_t)((int)E - 127) * ((int64_t)1 << 36) + mufuLg2Core(M);
  uint32_t Sign = 0;
  if (Y < 0) {
    Sign = 0x80000000u;
    Y = -Y - 1;
  }
  return mufuNormalizeTrunc(Sign, (uint64_t)Y, 36);
}

#ifdef __cplusplus
} // namespace mufu
} // namespace shfl
#endif

#endif // SHFL_LOWERING_SEMANTICS_MUFULG2_H

//===- MUFUSinCos.h - MUFU.SIN and MUFU.COS, bit for bit --------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// NVIDIA's MUFU.SIN and MUFU.COS as sm_90 computes them.  Their operand t is
/// in turns (sin.approx.f32 multiplies x by 1/(2 pi) first, MUFUPTX.h).  |t|
/// becomes a fixed point in quarter turns with 23 fraction bits,
/// Q = trunc(|t| * 2^25) mod 2^25: the quadrant n = Q >> 23 (plus one for
/// cos) and the fraction r = Q mod 2^23, reflected (2^23 - 1 - r) in odd
/// quadrants.  The fraction selects one of 64 segments by its top 6 bits;
/// the low 17 bits x enter
///
///   V = (C0 << 11) + C1 * x + C2 * square17(x)
///
/// V / 2^37 is sin(pi/2 * fraction), normalized and truncated to 24
/// significant bits; quadrants 2 and 3 negate it, and so does a negative t
/// for sin.  Table recovered from the GPU's outputs (docs/mufu.md).
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_SEMANTICS_MUFUSINCOS_H
#define SHFL_LOWERING_SEMANTICS_MUFUSINCOS_H

#include "MUFUInterpolator.h"

#ifdef __cplusplus
namespace shfl {
namespace mufu {
#endif

/// C0 (26 bits), C1 (15 bits), C2 (negative, 11 bits) per segment.
MUFU_TABLE int32_t MufuSinTable[64][3] = {
    {0, 25737, -14}, {1646926, 25730, -48},
    {3292872, 25706, -76}, {4936828, 25668, -110},
    {6577812, 25613, -137}, {8214836, 25544, -171},
    {9846906, 25459, -201}, {11473052, 25358, -229},
    {13092282, 25243, -262}, {14703632, 25112, -292},
    {16306120, 24966, -322}, {17898788, 24805, -352},
    {19480670, 24629, -381}, {21050826, 24438, -410},
    {22608290, 24233, -441}, {24152140, 24013, -470},
    {25681450, 23778, -497}, {27195286, 23529, -525},
    {28692734, 23266, -553}, {30172904, 22989, -581},
    {31634900, 22698, -608}, {33077832, 22394, -637},
    {34500844, 22076, -664}, {35903084, 21744, -688},
    {37283680, 21400, -715}, {38641832, 21042, -738},
    {39976700, 20672, -763}, {41287492, 20290, -790},
    {42573406, 19895, -812}, {43833682, 19489, -839},
    {45067552, 19070, -859}, {46274276, 18640, -881},
    {47453130, 18199, -904}, {48603396, 17747, -926},
    {49724388, 17284, -946}, {50815422, 16811, -967},
    {51875848, 16328, -988}, {52905036, 15834, -1004},
    {53902340, 15332, -1025}, {54867186, 14820, -1043},
    {55798976, 14299, -1059}, {56697166, 13769, -1074},
    {57561188, 13232, -1093}, {58390546, 12686, -1107},
    {59184728, 12133, -1123}, {59943264, 11572, -1136},
    {60665692, 11004, -1148}, {61351576, 10430, -1162},
    {62000506, 9849, -1172}, {62612084, 9263, -1185},
    {63185948, 8671, -1196}, {63721758, 8073, -1203},
    {64219180, 7471, -1213}, {64677922, 6864, -1220},
    {65097690, 6254, -1230}, {65478264, 5639, -1236},
    {65819388, 5021, -1242}, {66120864, 4400, -1247},
    {66382514, 3776, -1250}, {66604174, 3151, -1258},
    {66785714, 2523, -1260}, {66927034, 1893, -1260},
    {67028028, 1263, -1263}, {67088652, 632, -1265},
};

/// V for the 23-bit quarter-turn fraction R: sin(pi/2 R / 2^23) scaled by
/// 2^37.
MUFU_FN uint64_t mufuSinCore(uint32_t R) {
  uint32_t X = R & 0x1ffff;
  return (uint64_t)mufuQuadratic(MufuSinTable[R >> 17], 11, X,
                                 mufuSquare17(X), 0, 0);
}

/// MUFU.SIN (Cos == 0) or MUFU.COS (Cos == 1) on f32 bits of t in turns.
MUFU_FN uint32_t mufuSinCos(uint32_t T, int Cos) {
  uint32_t S = T & 0x80000000u, E = (T >> 23) & 0xff, M = T & 0x7fffff;
  if (E == 0xff)
    return MUFU_NAN32;
  uint32_t Q = 0; // trunc(|t| * 2^25) mod 2^25
  if (E != 0) {
    int Sh = (int)E - 127 + 2; // quarter turns carry 23 fraction bits
    uint32_t Sig = M | 0x800000u;
    Q = Sh >= 32 ? 0 : Sh >= 0 ? (Sig << Sh) : (Sh > -24 ? Sig >> -Sh : 0);
    Q &= 0x1ffffff;
  }
  uint32_t N = (Q >> 23) + (Cos ? 1 : 0), R = Q & 0x7fffff;
  if (N & 1)
    R = 0x7fffff - R;
  uint32_t Sign = (N & 2) ? 0x80000000u : 0;
  if (!Cos)
    Sign ^= S;
  return mufuNormalizeTrunc(Sign, mufuSinCore(R), 37);
}

#ifdef __cplusplus
} // namespace mufu
} // namespace shfl
#endif

#endif // SHFL_LOWERING_SEMANTICS_MUFUSINCOS_H

//===- MUFUEx2.h - MUFU.EX2, bit for bit ------------------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// NVIDIA's MUFU.EX2 (ex2.approx.ftz.f32; also the core of ex2.approx.f16 and
/// .bf16) as sm_90 computes it.  The operand becomes a sign and a magnitude
/// q = trunc(|x| * 2^23) (fixed point, 23 fraction bits).  For x >= 0 the
/// integer part of q is the result's exponent and its fraction F the table
/// operand; for x < 0 the fixed point is complemented (one's complement):
/// exponent -(q >> 23) - 1 and fraction 2^23 - 1 - F, except that a zero
/// fraction gives exactly 2^-(q >> 23).  F selects one of 64 segments by its
/// top 6 bits; the low 17 bits x enter
///
///   R = ((C0 << 13) + C1 * x + C2 * square17(x) + 0x77e2) >> 15
///
/// R / 2^23 is 2^(F / 2^23) in [1, 2).  Results below 2^-126 flush to +0,
/// from 2^128 up they are +inf.  Table recovered from the GPU's outputs for
/// all 2^23 fractions (docs/mufu.md).
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_SEMANTICS_MUFUEX2_H
#define SHFL_LOWERING_SEMANTICS_MUFUEX2_H

#include "MUFUInterpolator.h"

#ifdef __cplusplus
namespace shfl {
namespace mufu {
#endif

/// C0 (26 bits), C1 (16 bits), C2 (10 bits) per segment.
MUFU_TABLE int32_t MufuEx2Table[64][3] = {
    {33554432, 22713, 494}, {33919815, 22960, 501},
    {34289179, 23210, 506}, {34662562, 23463, 511},
    {35040015, 23718, 518}, {35421574, 23977, 521},
    {35807289, 24238, 527}, {36197206, 24502, 532},
    {36591369, 24768, 541}, {36989822, 25038, 546},
    {37392613, 25311, 551}, {37799794, 25586, 559},
    {38211406, 25865, 564}, {38627501, 26147, 568},
    {39048128, 26431, 577}, {39473334, 26719, 583},
    {39903170, 27010, 589}, {40337687, 27304, 596},
    {40776934, 27602, 600}, {41220967, 27902, 609},
    {41669833, 28206, 615}, {42123589, 28513, 622},
    {42582283, 28824, 627}, {43045974, 29138, 633},
    {43514714, 29455, 641}, {43988558, 29776, 647},
    {44467562, 30100, 655}, {44951783, 30428, 661},
    {45441275, 30759, 670}, {45936098, 31094, 677},
    {46436311, 31432, 686}, {46941968, 31775, 691},
    {47453132, 32121, 699}, {47969864, 32471, 705},
    {48492222, 32824, 715}, {49020266, 33182, 721},
    {49554062, 33543, 730}, {50093671, 33908, 739},
    {50639156, 34277, 748}, {51190579, 34651, 753},
    {51748008, 35028, 763}, {52311507, 35409, 773},
    {52881143, 35795, 779}, {53456980, 36185, 787},
    {54039088, 36579, 796}, {54627535, 36977, 806},
    {55222390, 37380, 813}, {55823722, 37787, 822},
    {56431604, 38198, 833}, {57046103, 38614, 842},
    {57667294, 39035, 849}, {58295251, 39460, 858},
    {58930045, 39889, 870}, {59571751, 40324, 877},
    {60220444, 40763, 887}, {60876202, 41207, 896},
    {61539101, 41655, 909}, {62209217, 42109, 917},
    {62886631, 42568, 925}, {63571421, 43031, 938},
    {64263669, 43500, 946}, {64963455, 43973, 959},
    {65670860, 44452, 969}, {66385969, 44936, 980},
};

/// R for the 23-bit fraction F: 2^(F / 2^23) scaled by 2^23.
MUFU_FN uint32_t mufuEx2Core(uint32_t F) {
  uint32_t X = F & 0x1ffff;
  return (uint32_t)mufuQuadratic(MufuEx2Table[F >> 17], 13, X,
                                 mufuSquare17(X), 0x77e2, 15);
}

/// MUFU.EX2 on f32 bits.
MUFU_FN uint32_t mufuEx2(uint32_t A) {
  uint32_t S = A & 0x80000000u, E = (A >> 23) & 0xff, M = A & 0x7fffff;
  if (E == 0xff)
    return M ? MUFU_NAN32 : (S ? 0 : 0x7f800000u);
  if (E >= 127 + 7) // |x| >= 128
    return S ? 0 : 0x7f800000u;
  uint32_t Q = 0; // trunc(|x| * 2^23), |x| < 128: below 2^30
  if (E != 0) {
    int Sh = (int)E - 127;
    uint32_t Sig = M | 0x800000u;
    Q = Sh >= 0 ? Sig << Sh : (Sh > -24 ? Sig >> -Sh : 0);
  }
  int Int = (int)(Q >> 23);
  uint32_t F = Q & 0x7fffff;
  if (S) {
    if (F == 0) {
      int RE = 127 - Int;
      return RE > 0 ? (uint32_t)RE << 23 : 0;
    }
    Int = -Int - 1;
    F = 0x7fffff - F;
  }
  int RE = 127 + Int;
  if (RE <= 0)
    return 0;
  if (RE >= 255)
    return 0x7f800000u;
  return ((uint32_t)RE << 23) | (mufuEx2Core(F) & 0x7fffff);
}

#ifdef __cplusplus
} // namespace mufu
} // namespace shfl
#endif

#endif // SHFL_LOWERING_SEMANTICS_MUFUEX2_H

//===- NativeShflCheck.cpp - CPU check of the hgpu shuffle recipes --------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Checks, exhaustively over the PTX operands that matter (every mode, every
/// segment mask and clamp of c, every b modulo 64 and per-lane b patterns),
/// that the two ways nvvm-shfl-to-hgpu moves a value reproduce the PTX model
/// (PTXShflModel.h) when the hgpu intrinsics behave as HGPUSemantics.h
/// (written from their TableGen docs) says:
///
///  * gather:  src = valid ? j : L; value = gather(a, src); pred = valid
///  * native (planNativeShfl(c) says so): {v, p} = shfl.<mode>(a, b, W);
///    exact predicate: {v, p}; else: pred = PTX valid, value = pred ? v : a[L]
///
/// It checks the decision and the recipes, not the emitted IR (the lit tests
/// pin the IR; the emulator runs it).  Prints a summary; exits 1 on a
/// mismatch.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Semantics/HGPUNativeShfl.h"
#include "ShflLowering/Semantics/HGPUSemantics.h"
#include "ShflLowering/Semantics/PTXShflModel.h"
#include <cstdio>

using namespace shfl;
namespace sem = shfl::hgpu::sem;

static sem::ShflMode nativeMode(ptx::Mode M) {
  switch (M) {
  case ptx::Idx:
    return sem::ShflMode::Idx;
  case ptx::Up:
    return sem::ShflMode::Up;
  case ptx::Down:
    return sem::ShflMode::Down;
  case ptx::Bfly:
    return sem::ShflMode::Xor;
  }
  return sem::ShflMode::Idx;
}

int main() {
  const uint32_t W = sem::WarpSize;
  uint32_t In[32];
  for (uint32_t L = 0; L < W; ++L)
    In[L] = 0x1000u + L * 7u;

  // b patterns: uniform b in [0, 64), then per-lane patterns.
  const unsigned NumUniform = 64, NumPatterns = NumUniform + 3;
  auto fillB = [&](unsigned Pat, uint32_t *B) {
    for (uint32_t L = 0; L < W; ++L) {
      if (Pat < NumUniform)
        B[L] = Pat;
      else if (Pat == NumUniform)
        B[L] = L;                      // b = lane
      else if (Pat == NumUniform + 1)
        B[L] = (L * 13u + 5u) & 63u;   // scattered
      else
        B[L] = 0xffffffe0u | (31u - L); // high bits set
    }
  };
  // c: all segment masks and clamps, with and without the ignored bits.
  const uint32_t JunkBits[] = {0u, 0xe0u, 0xffffe000u};

  unsigned long Checked = 0, Mismatches = 0, NativeCs[ptx::NumModes] = {},
                ExactCs[ptx::NumModes] = {};
  for (unsigned MI = 0; MI < ptx::NumModes; ++MI) {
    const ptx::Mode M = ptx::Mode(MI);
    for (uint32_t Junk : JunkBits) {
      for (uint32_t CBase = 0; CBase < 1024; ++CBase) {
        const uint32_t C = ((CBase >> 5) << 8) | (CBase & 31u) | Junk;
        const hgpu::NativeShflPlan Plan = hgpu::planNativeShfl(M, C);
        if (Junk == 0) {
          NativeCs[MI] += Plan.Native;
          ExactCs[MI] += Plan.Native && Plan.ExactPredicate;
        }
        for (unsigned Pat = 0; Pat < NumPatterns; ++Pat) {
          uint32_t B[32], Cs[32], Ref[32], Src[32], Gathered[32], NVal[32];
          bool RefPred[32], NPred[32], Valid[32];
          fillB(Pat, B);
          for (uint32_t L = 0; L < W; ++L)
            Cs[L] = C;
          ptx::evaluateWarp(M, In, B, Cs, Ref, RefPred);
          for (uint32_t L = 0; L < W; ++L) {
            ptx::Source S = ptx::sourceLane(M, L, B[L], C);
            Valid[L] = S.Valid;
            Src[L] = S.Valid ? static_cast<uint32_t>(S.J) : L;
          }
          sem::gather(sem::AllLanes, In, Src, Gathered);
          if (Plan.Native)
            sem::shfl(nativeMode(M), sem::AllLanes, In, B, Plan.Width, NVal,
                      NPred);
          for (uint32_t L = 0; L < W; ++L) {
            const bool GatherBad =
                Gathered[L] != Ref[L] || Valid[L] != RefPred[L];
            bool NativeBad = false;
            if (Plan.Native) {
              bool P = Plan.ExactPredicate ? NPred[L] : Valid[L];
              uint32_t V = Plan.ExactPredicate || P ? NVal[L] : In[L];
              NativeBad = V != Ref[L] || P != RefPred[L];
              ++Checked;
            }
            ++Checked;
            if ((GatherBad || NativeBad) && Mismatches < 10)
              std::printf("mismatch: shfl.%s c=0x%x b-pattern %u lane %u (%s)\n",
                          ptx::modeName(M), C, Pat, L,
                          GatherBad ? "gather" : "native");
            Mismatches += GatherBad + NativeBad;
          }
        }
      }
    }
  }
  for (unsigned MI = 0; MI < ptx::NumModes; ++MI)
    std::printf("%s: native for %lu of 1024 c values, exact predicate for %lu\n",
                ptx::modeName(ptx::Mode(MI)), NativeCs[MI], ExactCs[MI]);
  std::printf("checked %lu lane results, %lu mismatches\n", Checked,
              Mismatches);
  return Mismatches ? 1 : 0;
}

//===- AMDGPULimits.cpp - Memory limits of each AMDGPU generation ---------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "ShflLowering/Semantics/AMDGPULimits.h"

using namespace shfl;

namespace {
/// Matches any minor version or stepping.
constexpr unsigned Any = ~0u;

/// Exact processors first; see AMDGPULimits.h for the sources.
struct GenerationLimits {
  unsigned Major, Minor, Stepping;
  AMDGPUMemoryLimits Limits;
};
const GenerationLimits Generations[] = {
    {9, 5, 0, {160 * 1024, 1024 * 8191}},      // gfx950
    {12, 5, 0, {320 * 1024, 256 * 262143}},    // gfx1250
    {8, Any, Any, {64 * 1024, 1024 * 8191}},   //
    {9, Any, Any, {64 * 1024, 1024 * 8191}},   //
    {10, Any, Any, {64 * 1024, 1024 * 8191}},  //
    {11, Any, Any, {64 * 1024, 256 * 32767}},  //
    {12, Any, Any, {64 * 1024, 256 * 262143}}, //
};
} // namespace

std::optional<AMDGPUMemoryLimits>
shfl::getAMDGPUMemoryLimits(unsigned Major, unsigned Minor, unsigned Stepping) {
  for (const GenerationLimits &G : Generations)
    if (G.Major == Major && (G.Minor == Any || G.Minor == Minor) &&
        (G.Stepping == Any || G.Stepping == Stepping))
      return G.Limits;
  return std::nullopt;
}

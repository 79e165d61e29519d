//===- MemCheck.cpp - The emulator's memory checker -----------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// An access is valid when all its bytes lie in one piece of memory its
/// address space can reach, its address has the alignment the instruction
/// states, and a write does not go to read-only memory:
///
///   global, constant   a buffer of the launch, a global variable of the
///                      module, the argument block, the dispatch packet or
///                      the implicit arguments
///   LDS                the workgroup's LDS (static + dynamic)
///   private            one of the lane's live allocas
///   flat (hgpu: all)   any of these
///
/// The fast path is a binary search over the sorted regions (global), a
/// bounds test (LDS) or a walk over the lane's few allocas (private); the
/// description of a failure (the nearest piece of memory) is only built
/// when a check fails.
///
//===----------------------------------------------------------------------===//

#include "MemCheck.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"
#include <algorithm>

using namespace llvm;
using namespace wemu;

static std::string hex(uintptr_t A) { return "0x" + utohexstr(A, /*LowerCase=*/true); }

static const char *spaceName(MemSpace S) {
  switch (S) {
  case MemSpace::Flat:
    return "flat address";
  case MemSpace::Global:
    return "global address";
  case MemSpace::Constant:
    return "constant address";
  case MemSpace::LDS:
    return "LDS address";
  case MemSpace::Private:
    return "private address";
  }
  return "address";
}

static bool writes(CheckKind K) {
  return K == CheckKind::Store || K == CheckKind::Atomic || K == CheckKind::MemWrite;
}

void MemChecker::beginLaunch(ArrayRef<MemoryRegion> Buffers,
                             ArrayRef<MemoryRegion> LaunchRegions, uintptr_t Base,
                             uint64_t Size, uint64_t Dynamic) {
  Regions.clear();
  for (ArrayRef<MemoryRegion> Part : {Buffers, LaunchRegions, ArrayRef(Globals)})
    for (const MemoryRegion &R : Part)
      if (R.Size)
        Regions.push_back(R);
  llvm::sort(Regions, [](const MemoryRegion &A, const MemoryRegion &B) {
    return A.Base < B.Base;
  });
  LDSBase = Base;
  LDSSize = Size;
  DynamicLDS = Dynamic;
  // The buffers and the LDS arena have moved: no cached range holds.
  if (Cache)
    for (size_t K = 0; K < Sites.size(); ++K) {
      Cache[K][0] = ~0ull;
      Cache[K][1] = 0;
    }
}

const MemoryRegion *MemChecker::findRegion(uintptr_t A, uint64_t Size) const {
  // The last region that starts at or below A.
  auto It = std::upper_bound(Regions.begin(), Regions.end(), A,
                             [](uintptr_t X, const MemoryRegion &R) {
                               return X < reinterpret_cast<uintptr_t>(R.Base);
                             });
  if (It == Regions.begin())
    return nullptr;
  const MemoryRegion &R = *std::prev(It);
  uint64_t Off = A - reinterpret_cast<uintptr_t>(R.Base);
  if (Off > R.Size || Size > R.Size - Off)
    return nullptr;
  return &R;
}

const LanePrivate::Alloc *MemChecker::findPrivate(const LanePrivate &P, uintptr_t A,
                                                  uint64_t Size) {
  for (const LanePrivate::Alloc &Al : reverse(P.Allocs)) {
    uint64_t Off = A - Al.Base;
    if (A >= Al.Base && Off <= Al.Size && Size <= Al.Size - Off)
      return &Al;
  }
  return nullptr;
}

bool MemChecker::access(uint32_t Site, uintptr_t A, uint64_t Size,
                        const LanePrivate &P, CheckFailure &F) {
  if (Size == 0)
    return true;
  const CheckSite &S = Sites[Site];
  const MemoryRegion *R = nullptr;
  bool Found = false;
  switch (S.Space) {
  case MemSpace::Global:
  case MemSpace::Constant:
    Found = (R = findRegion(A, Size));
    break;
  case MemSpace::LDS:
    Found = inLDS(A, Size);
    break;
  case MemSpace::Private:
    Found = findPrivate(P, A, Size);
    break;
  case MemSpace::Flat:
    Found = (R = findRegion(A, Size)) || inLDS(A, Size) || findPrivate(P, A, Size);
    break;
  }
  // Only a failure pays for its description.
  auto Access = [&] {
    return S.What + " (" + std::to_string(Size) + " bytes, " + spaceName(S.Space) + ")";
  };
  if (!Found) {
    F.Headline = "out-of-bounds " + Access();
    F.Detail.clear();
    describeOutOfBounds(S, A, Size, P, F.Detail);
    return false;
  }
  auto Inside = [&] {
    if (R)
      return "; it is at offset " + std::to_string(A - uintptr_t(R->Base)) + " of " +
             R->Name;
    if (inLDS(A, Size))
      return "; it is at LDS address " + std::to_string(A - LDSBase);
    return std::string();
  };
  if (S.Align > 1 && A % S.Align) {
    F.Headline = "misaligned " + Access();
    F.Detail = "address " + hex(A) + " is not a multiple of " +
               std::to_string(S.Align) + ", the alignment the instruction states" +
               Inside();
    return false;
  }
  if (R && R->ReadOnly && writes(S.Kind)) {
    F.Headline = "write to read-only memory: " + Access();
    F.Detail = "address " + hex(A) + " is read-only" + Inside();
    return false;
  }
  // Later accesses of this instruction within the same memory need no call
  // (the instrumented code tests the cached range and the alignment).  The
  // lane's private allocations are not shared, and memcpy sizes vary.
  if (Cache && (S.Kind == CheckKind::Load || S.Kind == CheckKind::Store ||
                S.Kind == CheckKind::Atomic)) {
    uintptr_t Lo = R ? uintptr_t(R->Base) : LDSBase;
    uint64_t RSize = R ? R->Size : LDSSize;
    if (R || inLDS(A, Size)) {
      Cache[Site][0] = Lo;
      Cache[Site][1] = Lo + RSize - Size;
    }
  }
  return true;
}

/// "4 bytes past the end of X", "at offset 12 of X, and the access ends 4
/// bytes past its end", "8 bytes before X".
static std::string relativeTo(uintptr_t A, uint64_t Size, uintptr_t Base,
                              uint64_t RSize, const std::string &Name) {
  if (A < Base)
    return std::to_string(Base - A) + " bytes before " + Name;
  if (A - Base >= RSize)
    return std::to_string(A - Base - RSize) + " bytes past the end of " + Name;
  return "at offset " + std::to_string(A - Base) + " of " + Name +
         ", and the access ends " + std::to_string(A - Base + Size - RSize) +
         " bytes past its end";
}

/// How far an access at \p A is from a piece of memory: 0 if it starts in
/// it, so that the piece an overflowing access starts in is the nearest.
static uint64_t distance(uintptr_t A, uintptr_t Base, uint64_t RSize) {
  if (A < Base)
    return Base - A;
  if (A - Base >= RSize)
    return A - Base - RSize + 1;
  return 0;
}

std::string MemChecker::describeLDS() const {
  return "the workgroup's LDS (" + std::to_string(LDSSize) + " bytes, " +
         std::to_string(DynamicLDS) + " of them dynamic)";
}

void MemChecker::describeOutOfBounds(const CheckSite &S, uintptr_t A, uint64_t Size,
                                     const LanePrivate &P, std::string &Out) const {
  bool Global = S.Space == MemSpace::Global || S.Space == MemSpace::Constant ||
                S.Space == MemSpace::Flat;
  bool LDS = S.Space == MemSpace::LDS || S.Space == MemSpace::Flat;
  bool Private = S.Space == MemSpace::Private || S.Space == MemSpace::Flat;

  // LDS addresses are offsets on the hardware: say them so.
  if (S.Space == MemSpace::LDS) {
    int64_t Off = static_cast<int64_t>(A - LDSBase);
    Out = "LDS address " + std::to_string(Off) + " is " +
          relativeTo(A, Size, LDSBase, LDSSize, describeLDS());
    // The nearest LDS variable (dynamic ones reach to the end).
    const LDSVariable *Near = nullptr;
    uint64_t Best = ~0ull;
    for (const LDSVariable &V : LDSVariables) {
      uint64_t VSize = V.Size ? V.Size : DynamicLDS;
      uint64_t D = distance(A, LDSBase + V.Offset, VSize);
      if (D < Best) {
        Best = D;
        Near = &V;
      }
    }
    if (Near)
      Out += "; the nearest LDS variable is '@" + Near->Name + "' (LDS bytes " +
             std::to_string(Near->Offset) + " to " +
             std::to_string(Near->Offset + (Near->Size ? Near->Size : DynamicLDS)) +
             (Near->Size ? ")" : ", dynamic)");
    return;
  }

  std::vector<Candidate> Cs;
  if (Global)
    for (const MemoryRegion &R : Regions)
      Cs.push_back({R.Name, uintptr_t(R.Base), R.Size, R.Detail});
  if (LDS && LDSSize)
    Cs.push_back({describeLDS(), LDSBase, LDSSize, ""});
  if (Private)
    for (const LanePrivate::Alloc &Al : P.Allocs)
      Cs.push_back({"the lane's " + Sites[Al.Check].What, Al.Base, Al.Size, ""});

  Out = "address " + hex(A) + " is ";
  if (A < 4096 && all_of(Cs, [&](const Candidate &C) { return C.Base > 4096; })) {
    Out += A ? std::to_string(A) + " bytes past a null pointer" : "a null pointer";
    return;
  }
  const Candidate *Near = nullptr;
  uint64_t Best = ~0ull;
  for (const Candidate &C : Cs) {
    uint64_t D = distance(A, C.Base, C.Size);
    if (D < Best) {
      Best = D;
      Near = &C;
    }
  }
  if (!Near) {
    Out += S.Space == MemSpace::Private
               ? "not in a private allocation (the lane has none)"
               : "not in any buffer or global variable (the launch has none)";
    return;
  }
  Out += relativeTo(A, Size, Near->Base, Near->Size,
                    Near->Name + " (" + std::to_string(Near->Size) + " bytes at " +
                        hex(Near->Base) +
                        (Near->Detail.empty() ? "" : ", " + Near->Detail) + ")");
}

bool MemChecker::allocate(uint32_t Site, uintptr_t A, uint64_t Size, LanePrivate &P,
                          CheckFailure &F) const {
  P.Allocs.push_back({A, Size, Site});
  P.Bytes += Size;
  if (Limits.PrivatePerLane && P.Bytes > Limits.PrivatePerLane) {
    F.Headline = "private memory per lane exceeded: " + Sites[Site].What;
    F.Detail = "the lane's allocas now take " + std::to_string(P.Bytes) +
               " bytes, more than the " + std::to_string(Limits.PrivatePerLane) +
               " bytes of private memory a lane has on " + TargetName;
    return false;
  }
  return true;
}

void MemChecker::release(LanePrivate &P, uint64_t Mark) {
  while (P.Allocs.size() > Mark) {
    P.Bytes -= P.Allocs.back().Size;
    P.Allocs.pop_back();
  }
}

void MemChecker::restore(LanePrivate &P, uintptr_t SP) {
  while (!P.Allocs.empty() && P.Allocs.back().Base < SP) {
    P.Bytes -= P.Allocs.back().Size;
    P.Allocs.pop_back();
  }
}

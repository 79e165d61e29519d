//===- CUDARuntimeState.cpp - What CUDA's runtime gives a block -----------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/NVVM/CUDARuntimeState.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"

using namespace llvm;
using namespace shfl;

/// The region, created on first use: an internal, uninitialised LDS array.
static GlobalVariable &reservedSmem(Module &M) {
  if (GlobalVariable *GV = M.getNamedGlobal(ReservedSmemName))
    if (GV->getAddressSpace() == 3 && GV->getValueType()->isArrayTy())
      return *GV;
  Type *Ty = ArrayType::get(Type::getInt8Ty(M.getContext()),
                            CUDAReservedSmem::Size);
  auto *GV = new GlobalVariable(M, Ty, /*isConstant=*/false,
                                GlobalValue::InternalLinkage,
                                UndefValue::get(Ty), ReservedSmemName, nullptr,
                                GlobalValue::NotThreadLocal, /*AddressSpace=*/3);
  GV->setAlignment(Align(CUDAReservedSmem::Alignment));
  return *GV;
}

Value *shfl::reservedSmemRegister(IRBuilderBase &B, Module &M, StringRef Reg) {
  if (!Reg.consume_front("reserved_smem_offset_"))
    return nullptr;
  // Each register is an offset in the shared window; here, from the start
  // of the region.
  std::optional<unsigned> Offset = StringSwitch<std::optional<unsigned>>(Reg)
                                       .Case("begin", 0)
                                       .Case("end", CUDAReservedSmem::End)
                                       .Case("cap", CUDAReservedSmem::Size)
                                       .Case("0", CUDAReservedSmem::Offset0)
                                       .Case("1", CUDAReservedSmem::Offset1)
                                       .Default(std::nullopt);
  if (!Offset)
    return nullptr;
  GlobalVariable &GV = reservedSmem(M);
  Value *P = B.CreateConstInBoundsGEP1_32(B.getInt8Ty(), &GV, *Offset);
  return B.CreatePtrToInt(P, B.getInt32Ty(), "reserved_smem_offset_" + Reg);
}

Value *shfl::sharedMemorySizeRegister(IRBuilderBase &B, Module &M,
                                      StringRef Reg,
                                      function_ref<Value *()> GroupSegmentSize) {
  if (Reg != "dynamic_smem_size" && Reg != "total_smem_size" &&
      Reg != "aggr_smem_size")
    return nullptr;
  Value *Total = GroupSegmentSize();
  if (Reg == "dynamic_smem_size") {
    Value *Static = B.CreateIntrinsic(Intrinsic::amdgcn_groupstaticsize, {},
                                      {}, nullptr, "static.lds.size");
    return B.CreateSub(Total, Static, "dynamic.smem.size");
  }
  // The LDS before and in the region is CUDA's reservation; the region is
  // laid out first, at 0, so this is its size, but it stays a use of the
  // region so that the kernel allocates it.
  GlobalVariable &GV = reservedSmem(M);
  Value *Begin = B.CreatePtrToInt(&GV, B.getInt32Ty(), "reserved.smem.begin");
  if (Reg == "aggr_smem_size")
    return B.CreateSub(Total, Begin, "aggr.smem.size");
  Value *End = B.CreateAdd(Begin, B.getInt32(CUDAReservedSmem::Size),
                           "reserved.smem.end");
  Value *User = B.CreateSub(Total, End, "user.smem.size");
  Value *Up = B.CreateAdd(User, B.getInt32(127), "user.smem.size.up");
  return B.CreateAnd(Up, B.getInt32(~127u), "total.smem.size");
}

std::optional<Value *> shfl::envRegister(IRBuilderBase &B, StringRef Reg) {
  unsigned N;
  if (!Reg.consume_front("envreg") || Reg.getAsInteger(10, N))
    return std::nullopt;
  // cooperative_groups::this_grid() reads the grid workspace's address from
  // %envreg1 (low) and %envreg2 (high); an ordinary launch has none.
  if (N == 1 || N == 2)
    return B.getInt32(0);
  return std::nullopt;
}

/// True if the mangled \p Name is a function in namespace cooperative_groups
/// (`_ZN[K]18cooperative_groups...`), whatever its parameters mention.
static bool inCooperativeGroups(StringRef Name) {
  if (!Name.consume_front("_ZN"))
    return false;
  Name = Name.ltrim("rVKO"); // cv- and ref-qualifiers of a member function
  return Name.starts_with("18cooperative_groups");
}

std::string shfl::cooperativeLaunchConstruct(const Function &Caller,
                                             const Function &Callee) {
  // Calls inside cooperative groups itself (grid_group::sync calling its
  // details) are not where the user asked for it.
  if (!inCooperativeGroups(Callee.getName()) ||
      inCooperativeGroups(Caller.getName()))
    return "";
  std::string Demangled = demangle(Callee.getName());
  StringRef Name(Demangled);
  // cg::sync(g) is a grid synchronisation only for g a grid_group.
  StringRef SyncOf = Name.split("::sync<").second.split('>').first;
  if (SyncOf.ends_with("::grid_group"))
    return "cooperative_groups::sync(grid_group)";
  static const struct {
    StringLiteral Pattern, Construct;
  } Constructs[] = {
      {"::grid_group::sync(", "cooperative_groups::grid_group::sync()"},
      {"::grid_group::barrier_arrive(",
       "cooperative_groups::grid_group::barrier_arrive()"},
      {"::grid_group::barrier_wait(",
       "cooperative_groups::grid_group::barrier_wait()"},
      {"::this_multi_grid(", "cooperative_groups::this_multi_grid()"},
      {"::multi_grid_group::", "cooperative_groups::multi_grid_group"},
  };
  for (const auto &C : Constructs)
    if (Name.contains(C.Pattern))
      return C.Construct.str();
  return "";
}

//===- ToyPlugin.cpp - A vendor WarpTarget over shfl-lowering's seam ------===//
//
// nvvm-shfl-to-toy: lowers every llvm.nvvm.shfl call with the shared driver
// (NVVMShflCalls.h) and a WarpTarget whose intrinsics come from the tables
// shfl-tblgen generated from Toy.td.
//
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/Core/NVVMShflCalls.h"
#include "ShflLowering/Lowering/Core/WarpTarget.h"
#include "ShflLowering/Semantics/WarpIntrinsicTable.h"
#include "ShflLowering/Support/Compat.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace {

enum class ToyIntrinsic : unsigned {
#define WARP_INTRINSIC(ENUM, ...) ENUM,
#include "ToyIntrinsics.inc"
};

#define WARP_TYPES SHFL_WARP_TYPES
#define WARP_TYPE SHFL_WARP_TYPE
const shfl::WarpIntrinsicDesc ToyDescs[] = {
#define WARP_INTRINSIC SHFL_WARP_INTRINSIC_DESC
#include "ToyIntrinsics.inc"
};
#undef WARP_TYPES
#undef WARP_TYPE

const shfl::WarpIntrinsicDesc &desc(ToyIntrinsic I) {
  return ToyDescs[static_cast<unsigned>(I)];
}

class ToyWarpTarget : public shfl::WarpTarget {
public:
  std::string describe() const override { return "toy"; }
  shfl::LaneIds buildLaneIds(IRBuilderBase &B) override {
    Value *Lane = B.CreateCall(declare(B, ToyIntrinsic::LaneId), {}, "lane");
    return {Lane, Lane};
  }
  Value *gather(IRBuilderBase &B, Value *Val, Value *Src,
                const Twine &Name) override {
    return B.CreateCall(declare(B, ToyIntrinsic::Gather), {Val, Src}, Name);
  }
  StringRef gatherName() const override {
    return desc(ToyIntrinsic::Gather).Name;
  }

private:
  static Function *declare(IRBuilderBase &B, ToyIntrinsic I) {
    Module &M = *B.GetInsertBlock()->getModule();
    return cantFail(shfl::getOrInsertWarpIntrinsic(M, desc(I)));
  }
};

struct NVVMShflToToyPass : PassInfoMixin<NVVMShflToToyPass> {
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    ToyWarpTarget Target;
    shfl::RewriteStatus S = shfl::rewriteNVVMShuffles(
        M, [&](Function &) -> Expected<shfl::WarpTarget *> { return &Target; },
        [](const CallInst &CI, const shfl::LoweredShfl &L) {
          errs() << "toy: " << L.Kind.shortName() << " in "
                 << CI.getFunction()->getName() << " via " << L.Strategy
                 << "\n";
        });
    return S.Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
  }
  static bool isRequired() { return true; }
};

} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "Toy", LLVM_VERSION_STRING,
          [](PassBuilder &PB) {
            PB.registerPipelineParsingCallback(
                [](StringRef Name, ModulePassManager &MPM,
                   ArrayRef<PassBuilder::PipelineElement>) {
                  if (Name != "nvvm-shfl-to-toy")
                    return false;
                  MPM.addPass(NVVMShflToToyPass());
                  return true;
                });
          }};
}

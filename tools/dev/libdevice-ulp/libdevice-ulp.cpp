//===- libdevice-ulp.cpp - libdevice on the emulator vs. the H200 ---------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Measures the AMD mapping of every libdevice function against NVIDIA's
/// results and against the exact value:
///
///  1. writes an NVVM module with one kernel per function of Libdevice.def,
///     which calls the function on the sweep's inputs (libdevice_sweep.h)
///     and stores every result slot;
///  2. lowers it with the plugin's nvvm-to-amdgpu<CPU> (which maps the
///     libdevice calls and links OCML and the project's functions);
///  3. runs every kernel on the wave emulator, once for each bias of the
///     approximate instructions (-1, 0, +1: MathIntrinsics.h);
///  4. compares each result with the H200's (test/hardware/results/libdevice)
///     and, for the measured functions, with a long double reference
///     (References.h), and checks CUDA's documented bound (Libdevice.def).
///
///   libdevice-ulp --h200=libdevice_default.bin [--mcpu=gfx90a] [--table]
///                 [--check=docs/libdevice.md] [--only=expf,sinf] [--special]
///   libdevice-ulp --report          # every function, its status and mapping
///
/// --check fails (exit 1) if an exact function differs from the H200 on any
/// input, or a measured function is further from the H200 or from the exact
/// value than docs/libdevice.md records, or exceeds CUDA's bound where the
/// table says it does not.  --special counts, per function, the inputs at
/// special values (isSpecialInput) whose result differs from the H200's bit
/// for bit, sign of zero included.
///
//===----------------------------------------------------------------------===//

#include "References.h"
#include "ShflLowering/Support/Compat.h"
#include "ShflLowering/Lowering/NVVM/Libdevice.h"
#include "ShflLowering/WaveEmu/Emulator.h"
#include "ShflLowering/WaveEmu/MathIntrinsics.h"
#include "../../../test/hardware/libdevice_sweep.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include <cfloat>
#include <chrono>
#include <map>

using namespace llvm;
using namespace shfl;
namespace ld = shfl::libdevice;
using ldref::LD;

#ifndef SHFL_PLUGIN_PATH
#define SHFL_PLUGIN_PATH ""
#endif

static cl::OptionCategory Cat("libdevice-ulp options");
static cl::opt<std::string> PluginPath("plugin", cl::desc("the ShflLowering pass plugin"),
                                       cl::init(SHFL_PLUGIN_PATH), cl::cat(Cat));
static cl::opt<std::string> H200("h200", cl::desc("the H200's results (libdevice_default.bin)"),
                                 cl::cat(Cat));
static cl::opt<std::string> FtzDelta(
    "ftz-delta",
    cl::desc("compare with the H200's -ftz=true results (this file of differences "
             "from --h200); lowers with daz and checks the exact functions only"),
    cl::cat(Cat));
static cl::opt<std::string> MCPU("mcpu", cl::desc("AMDGPU processor (default gfx90a)"),
                                 cl::init("gfx90a"), cl::cat(Cat));
static cl::opt<bool> Wave64("wave64", cl::desc("wave64 on gfx10+"), cl::cat(Cat));
static cl::opt<std::string> Only("only", cl::desc("comma-separated functions (no __nv_)"),
                                 cl::cat(Cat));
static cl::opt<std::string> Biases("biases",
                                   cl::desc("biases of the approximate instructions"),
                                   cl::init("0,-1,1"), cl::cat(Cat));
static cl::opt<bool> Table("table", cl::desc("print docs/libdevice.md's tables"),
                           cl::cat(Cat));
static cl::opt<std::string> Check("check",
                                  cl::desc("fail if a function is worse than this "
                                           "file's table records"),
                                  cl::cat(Cat));
static cl::opt<bool> Report("report", cl::desc("list every libdevice function with its "
                                               "status and mapping, and the totals"),
                            cl::cat(Cat));
static cl::opt<bool> Signatures("signatures",
                                cl::desc("print every function's LLVM signature as "
                                         "libdevice.10.bc defines it (one per line)"),
                                cl::cat(Cat));
static cl::opt<std::string> EmitNVVM("emit-nvvm", cl::desc("write the NVVM module here"),
                                     cl::cat(Cat));
static cl::opt<std::string> EmitLowered("emit-lowered",
                                        cl::desc("write the lowered module here"),
                                        cl::cat(Cat));
static cl::opt<bool> Verbose("v", cl::desc("print the worst inputs"), cl::cat(Cat));
static cl::opt<bool> Special(
    "special",
    cl::desc("compare the special-value inputs (every float argument +-0, +-inf or "
             "NaN, or the H200's result +-0, +-inf or NaN): per function, how many "
             "differ from the H200's result bit for bit, sign of zero included "
             "(with -v, each input)"),
    cl::cat(Cat));

static int fail(const Twine &Msg) {
  errs() << "libdevice-ulp: error: " << Msg << "\n";
  return 1;
}

//===----------------------------------------------------------------------===//
// The report
//===----------------------------------------------------------------------===//

/// "float @__nv_expf(float)": the form test/libdevice/Inputs/libdevice-cuda13.sigs
/// has, extracted from libdevice.10.bc.
static int signatures() {
  LLVMContext Ctx;
  for (const ld::Function &F : ld::functions()) {
    FunctionType *FT = ld::getFunctionType(F, Ctx);
    if (!FT)
      return fail("malformed row for " + F.Name);
    outs() << *FT->getReturnType() << " @__nv_" << F.Name << "(";
    for (unsigned I = 0; I < FT->getNumParams(); ++I)
      outs() << (I ? ", " : "") << *FT->getParamType(I);
    outs() << ")\n";
  }
  return 0;
}

static int report() {
  unsigned Total = 0, Mapped = 0, Exact = 0, Measured = 0;
  std::map<std::string, unsigned> ByKind;
  for (const ld::Function &F : ld::functions()) {
    ++Total;
    std::string To =
        F.K == ld::Kind::Ocml        ? F.Target.str()
        : F.K == ld::Kind::Intrinsic ? ("llvm." + F.Target).str()
        : F.K == ld::Kind::Lib       ? std::string("LibdeviceIR/LibdeviceAMDGPU.c")
        : F.K == ld::Kind::Mufu
            ? ("LibdeviceIR/LibdeviceAMDGPU.c (native: " + F.Target + ")").str()
            : std::string("-");
    outs() << "__nv_" << F.Name << " " << ld::statusName(F.St) << " "
           << ld::kindName(F.K) << " " << To << "\n";
    if (F.St == ld::Status::Unsupported)
      continue;
    ++Mapped;
    ++ByKind[ld::kindName(F.K).str()];
    if (F.St == ld::Status::Exact)
      ++Exact;
    else
      ++Measured;
  }
  outs() << Mapped << " of " << Total << " mapped, " << Exact << " exact, "
         << Measured << " measured, " << (Total - Mapped) << " unsupported\n";
  outs() << "by mapping:";
  for (auto &[K, N] : ByKind)
    outs() << " " << K << " " << N;
  outs() << "\n";
  return 0;
}

//===----------------------------------------------------------------------===//
// The H200's results
//===----------------------------------------------------------------------===//

struct Recorded {
  unsigned N = 0;
  std::vector<unsigned> Widths;
  uint64_t Digest = 0;
  std::vector<std::vector<uint64_t>> Slots;
};

static Expected<StringMap<Recorded>> readResults(StringRef Path) {
  auto Buf = MemoryBuffer::getFile(Path);
  if (!Buf)
    return createStringError(Buf.getError(), "cannot read '" + Path + "'");
  StringRef D = (*Buf)->getBuffer();
  auto Err = [&](const Twine &M) {
    return createStringError(inconvertibleErrorCode(), Path + ": " + M);
  };
  if (!D.consume_front("LDSWEEP1\n"))
    return Err("not a libdevice sweep result file");
  D = D.split('\n').second; // the header line
  StringMap<Recorded> Out;
  auto Get = [&](size_t N) -> const uint8_t * {
    if (D.size() < N)
      return nullptr;
    const uint8_t *P = reinterpret_cast<const uint8_t *>(D.data());
    D = D.drop_front(N);
    return P;
  };
  while (!D.empty()) {
    uint32_t Len, N, NS;
    const uint8_t *P = Get(4);
    if (!P)
      return Err("truncated");
    std::memcpy(&Len, P, 4);
    if (!(P = Get(Len)))
      return Err("truncated");
    std::string Name(reinterpret_cast<const char *>(P), Len);
    if (!(P = Get(8)))
      return Err("truncated");
    std::memcpy(&N, P, 4);
    std::memcpy(&NS, P + 4, 4);
    Recorded R;
    R.N = N;
    if (!(P = Get(NS)))
      return Err("truncated");
    for (unsigned S = 0; S < NS; ++S)
      R.Widths.push_back(P[S]);
    if (!(P = Get(8)))
      return Err("truncated");
    std::memcpy(&R.Digest, P, 8);
    for (unsigned W : R.Widths) {
      std::vector<uint64_t> V(N);
      if (!(P = Get(size_t(N) * W)))
        return Err("truncated");
      for (unsigned I = 0; I < N; ++I)
        std::memcpy(&V[I], P + size_t(I) * W, W);
      R.Slots.push_back(std::move(V));
    }
    Out[Name] = std::move(R);
  }
  return std::move(Out);
}

/// Applies the -ftz=true differences ("FUNCTION SLOT SAMPLE HEXBITS").
static Error applyDelta(StringMap<Recorded> &R, StringRef Path) {
  auto Buf = MemoryBuffer::getFile(Path);
  if (!Buf)
    return createStringError(Buf.getError(), "cannot read '" + Path + "'");
  SmallVector<StringRef, 0> Lines;
  (*Buf)->getBuffer().split(Lines, '\n');
  for (StringRef L : Lines) {
    if (L.empty() || L.starts_with("#"))
      continue;
    SmallVector<StringRef, 4> F;
    L.split(F, ' ');
    unsigned S, I;
    uint64_t V;
    if (F.size() != 4 || F[1].getAsInteger(10, S) || F[2].getAsInteger(10, I) ||
        F[3].getAsInteger(16, V) || !R.count(F[0]) || S >= R[F[0]].Slots.size() ||
        I >= R[F[0]].N)
      return createStringError(inconvertibleErrorCode(),
                               Path + ": bad line '" + L + "'");
    R[F[0]].Slots[S][I] = V;
  }
  return Error::success();
}

//===----------------------------------------------------------------------===//
// The NVVM module
//===----------------------------------------------------------------------===//

/// Kernel `ld_NAME(ptr in0..in3, ptr tags, ptr out0..out2, i32 n)`: lane i
/// calls __nv_NAME on sample i and stores its result slots as i64 bits.
static void addKernel(Module &M, const ld::Function &Row) {
  LLVMContext &Ctx = M.getContext();
  Type *I64 = Type::getInt64Ty(Ctx), *I32 = Type::getInt32Ty(Ctx);
  PointerType *Ptr = PointerType::get(Ctx, 0);
  FunctionType *FT = ld::getFunctionType(Row, Ctx);
  FunctionCallee Callee = M.getOrInsertFunction(("__nv_" + Row.Name).str(), FT);
  SmallVector<Type *, 9> Params(8, Ptr);
  Params.push_back(I32);
  Function *K = Function::Create(FunctionType::get(Type::getVoidTy(Ctx), Params, false),
                                 GlobalValue::ExternalLinkage, ("ld_" + Row.Name).str(), M);
  K->setCallingConv(CallingConv::PTX_Kernel);
  BasicBlock *Entry = BasicBlock::Create(Ctx, "entry", K);
  BasicBlock *Body = BasicBlock::Create(Ctx, "body", K);
  BasicBlock *Exit = BasicBlock::Create(Ctx, "exit", K);
  IRBuilder<> B(Entry);
  Value *Tid = B.CreateCall(compat::getIntrinsicDecl(M, Intrinsic::nvvm_read_ptx_sreg_tid_x), {}, "tid");
  Value *Ctaid = B.CreateCall(compat::getIntrinsicDecl(M, Intrinsic::nvvm_read_ptx_sreg_ctaid_x), {}, "ctaid");
  Value *Ntid = B.CreateCall(compat::getIntrinsicDecl(M, Intrinsic::nvvm_read_ptx_sreg_ntid_x), {}, "ntid");
  Value *Base = B.CreateMul(Ctaid, Ntid, "base");
  Value *I = B.CreateAdd(Base, Tid, "i");
  B.CreateCondBr(B.CreateICmpULT(I, K->getArg(8), "inrange"), Body, Exit);
  B.SetInsertPoint(Body);
  Value *I64Idx = B.CreateZExt(I, I64, "i64");
  std::vector<ldsweep::Ty> Ps = ldsweep::parseParams(Row.Params.str().c_str());
  SmallVector<Value *, 4> Args;
  SmallVector<std::pair<Value *, Type *>, 2> Outs;
  for (unsigned P = 0; P < Ps.size(); ++P) {
    Type *PT = FT->getParamType(P);
    Value *In = K->getArg(P);
    switch (Ps[P]) {
    case ldsweep::Ty::OutF32:
    case ldsweep::Ty::OutF64:
    case ldsweep::Ty::OutI32: {
      Type *T = Ps[P] == ldsweep::Ty::OutF32   ? B.getFloatTy()
                : Ps[P] == ldsweep::Ty::OutF64 ? B.getDoubleTy()
                                               : B.getInt32Ty();
      Value *Slot = B.CreateAlloca(T, nullptr, "out" + Twine(P));
      Outs.push_back({Slot, T});
      Args.push_back(Slot);
      break;
    }
    case ldsweep::Ty::ArrF32:
    case ldsweep::Ty::ArrF64: {
      Type *T = Ps[P] == ldsweep::Ty::ArrF32 ? B.getFloatTy() : B.getDoubleTy();
      Value *Arr = B.CreateAlloca(ArrayType::get(T, ldsweep::ArrayLen), nullptr, "arr");
      for (unsigned E = 0; E < ldsweep::ArrayLen; ++E) {
        Value *Idx = B.CreateAdd(B.CreateMul(I64Idx, B.getInt64(ldsweep::ArrayLen)),
                                 B.getInt64(E));
        Value *Bits = B.CreateLoad(I64, B.CreateGEP(I64, In, Idx));
        Value *Elt = B.CreateBitCast(B.CreateTrunc(Bits, B.getIntNTy(T->getPrimitiveSizeInBits())), T);
        B.CreateStore(Elt, B.CreateConstGEP2_32(ArrayType::get(T, ldsweep::ArrayLen), Arr, 0, E));
      }
      Args.push_back(Arr);
      break;
    }
    case ldsweep::Ty::Str: {
      Value *Bits = B.CreateLoad(I64, B.CreateGEP(I64, In, I64Idx));
      Value *Off = B.CreateMul(Bits, B.getInt64(ldsweep::NanTagWidth));
      Args.push_back(B.CreateGEP(B.getInt8Ty(), K->getArg(4), Off, "tag"));
      break;
    }
    default: {
      Value *Bits = B.CreateLoad(I64, B.CreateGEP(I64, In, I64Idx), "bits" + Twine(P));
      Value *V = B.CreateTrunc(Bits, B.getIntNTy(PT->getPrimitiveSizeInBits()));
      Args.push_back(PT->isIntegerTy() ? V : B.CreateBitCast(V, PT));
      break;
    }
    }
  }
  CallInst *Call = B.CreateCall(Callee, Args);
  unsigned Slot = 0;
  auto Store = [&](Value *V) {
    Type *T = V->getType();
    Value *AsInt = T->isIntegerTy() ? V : B.CreateBitCast(V, B.getIntNTy(T->getPrimitiveSizeInBits()));
    Value *Wide = B.CreateZExt(AsInt, I64);
    B.CreateStore(Wide, B.CreateGEP(I64, K->getArg(5 + Slot), I64Idx));
    ++Slot;
  };
  if (!Call->getType()->isVoidTy())
    Store(Call);
  for (auto &[SlotPtr, T] : Outs)
    Store(B.CreateLoad(T, SlotPtr));
  B.CreateBr(Exit);
  B.SetInsertPoint(Exit);
  B.CreateRetVoid();
}

static std::unique_ptr<Module> buildModule(LLVMContext &Ctx,
                                           ArrayRef<const ld::Function *> Rows) {
  auto M = std::make_unique<Module>("libdevice-sweep", Ctx);
  compat::setTargetTriple(*M, Triple("nvptx64-nvidia-cuda"));
  M->setDataLayout("e-i64:64-i128:128-v16:16-v32:32-n16:32:64");
  for (const ld::Function *R : Rows)
    addKernel(*M, *R);
  return M;
}

static Error lowerModule(Module &M, PassPlugin &Plugin, StringRef Pipeline) {
  LoopAnalysisManager LAM;
  FunctionAnalysisManager FAM;
  CGSCCAnalysisManager CGAM;
  ModuleAnalysisManager MAM;
  PassBuilder PB;
  Plugin.registerPassBuilderCallbacks(PB);
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
  ModulePassManager MPM;
  if (Error E = PB.parsePassPipeline(MPM, Pipeline))
    return E;
  MPM.run(M, MAM);
  if (verifyModule(M, &errs()))
    return createStringError(inconvertibleErrorCode(), "the lowered module does not verify");
  return Error::success();
}

//===----------------------------------------------------------------------===//
// Distances and bounds
//===----------------------------------------------------------------------===//

/// The position of a float among all floats, +0 and -0 both at 0.
static int64_t ordinal(uint64_t Bits, bool Dbl) {
  if (Dbl) {
    int64_t Mag = int64_t(Bits & ~(1ull << 63));
    return (Bits >> 63) ? -Mag : Mag;
  }
  int64_t Mag = int64_t(Bits & 0x7fffffffu);
  return (Bits >> 31) & 1 ? -Mag : Mag;
}
/// How many floats apart \p A and \p B are.  The difference of two double
/// ordinals can exceed int64_t (-inf against +inf), so it is taken unsigned.
static uint64_t ordinalDistance(uint64_t A, uint64_t B, bool Dbl) {
  int64_t OA = ordinal(A, Dbl), OB = ordinal(B, Dbl);
  return OA > OB ? uint64_t(OA) - uint64_t(OB) : uint64_t(OB) - uint64_t(OA);
}
static bool isNaNBits(uint64_t B, bool Dbl) {
  return Dbl ? (B & ~(1ull << 63)) > 0x7ff0000000000000ull
             : (B & 0x7fffffffu) > 0x7f800000u;
}
static LD toLD(uint64_t B, bool Dbl) {
  return Dbl ? LD(ldsweep::dOfBits(B)) : LD(ldsweep::fOfBits(B));
}

/// CUDA's measure of error: how many floats \p GotBits is from the
/// correctly rounded exact value (the reference rounded to the format; an
/// exact value beyond the largest float rounds to infinity).  NaN against
/// a number is the largest distance.
static uint64_t crDistance(uint64_t GotBits, LD Ref, bool Dbl) {
  bool GotNaN = isNaNBits(GotBits, Dbl);
  if (std::isnan(Ref) || GotNaN)
    return std::isnan(Ref) && GotNaN ? 0 : UINT64_MAX;
  uint64_t CR = Dbl ? ldsweep::bitsOfD(double(Ref)) : ldsweep::bitsOfF(float(Ref));
  return ordinalDistance(GotBits, CR, Dbl);
}

/// CUDA's bound (Libdevice.def's BOUND grammar) for one input.
struct Bound {
  struct Clause {
    bool IsAbs = false, YnUlp = false;
    LD Value = 0;
    enum { Always, In, Out, YIn, LtN, Gt15N } Cond = Always;
    LD Lo = 0, Hi = 0;
  };
  bool None = false, Exact = false, UlpX = false;
  LD XA = 0, XB = 0;
  std::vector<Clause> Clauses;
};

static LD parseNumber(StringRef S) {
  if (S.consume_front("2^"))
    return std::exp2(std::strtold(S.str().c_str(), nullptr));
  return std::strtold(S.str().c_str(), nullptr);
}

static Bound parseBound(StringRef S) {
  Bound B;
  if (S == "none")
    B.None = true;
  else if (S == "exact")
    B.Exact = true;
  else if (S.consume_front("ulpx:")) {
    B.UlpX = true;
    auto [A, C] = S.split(':');
    B.XA = parseNumber(A);
    B.XB = parseNumber(C);
  } else {
    SmallVector<StringRef, 3> Parts;
    S.split(Parts, ';');
    for (StringRef P : Parts) {
      auto [What, Cond] = P.split('@');
      Bound::Clause C;
      C.IsAbs = What.consume_front("abs:");
      What.consume_front("ulp:");
      if (What == "yn")
        C.YnUlp = true;
      else
        C.Value = parseNumber(What);
      SmallVector<StringRef, 3> CP;
      Cond.split(CP, ':');
      if (Cond.empty())
        C.Cond = Bound::Clause::Always;
      else if (CP[0] == "in" || CP[0] == "out" || CP[0] == "y") {
        C.Cond = CP[0] == "in" ? Bound::Clause::In
                 : CP[0] == "out" ? Bound::Clause::Out
                                  : Bound::Clause::YIn;
        C.Lo = parseNumber(CP[1]);
        C.Hi = parseNumber(CP[2]);
      } else if (Cond == "ltn")
        C.Cond = Bound::Clause::LtN;
      else if (Cond == "gt1.5n")
        C.Cond = Bound::Clause::Gt15N;
      B.Clauses.push_back(C);
    }
  }
  return B;
}

/// Whether a result meets the bound at this input: \p Dist is its distance
/// to the correctly rounded value (crDistance), \p Got and \p Ref the
/// values for the absolute clauses, \p X the first float argument, \p Y
/// the second, \p N the integer order of jn/yn.
static bool withinBound(const Bound &B, uint64_t Dist, LD Got, LD Ref, LD X, LD Y, LD N) {
  if (B.None || Dist == 0)
    return true;
  if (B.Exact)
    return false;
  if (B.UlpX)
    return LD(Dist) <= B.XA + std::floor(std::fabs(B.XB * X));
  for (const Bound::Clause &C : B.Clauses) {
    bool Holds = true;
    switch (C.Cond) {
    case Bound::Clause::Always:
      break;
    case Bound::Clause::In:
      Holds = X >= C.Lo && X <= C.Hi;
      break;
    case Bound::Clause::Out:
      Holds = !(X >= C.Lo && X <= C.Hi);
      break;
    case Bound::Clause::YIn:
      Holds = std::fabs(Y) >= C.Lo && std::fabs(Y) <= C.Hi;
      break;
    case Bound::Clause::LtN:
      Holds = std::fabs(X) < std::fabs(N);
      break;
    case Bound::Clause::Gt15N:
      Holds = std::fabs(X) > 1.5L * std::fabs(N);
      break;
    }
    if (!Holds)
      continue;
    if (C.IsAbs) {
      if (std::isnan(Ref) || std::isnan(Got))
        return std::isnan(Ref) && std::isnan(Got);
      if (std::isinf(Ref) || std::isinf(Got))
        return Ref == Got;
      return std::fabs(Got - Ref) <= C.Value;
    }
    LD Max = C.YnUlp ? std::ceil(2 + 2.5L * std::fabs(N)) : C.Value;
    return LD(Dist) <= Max;
  }
  return true; // no clause applies: nothing is documented there
}

//===----------------------------------------------------------------------===//
// Measuring
//===----------------------------------------------------------------------===//

struct Stats {
  unsigned N = 0;
  uint64_t MaxUlpVsH200 = 0;
  unsigned Mismatches = 0;    ///< results not bit-equal to the H200's (NaNs equal)
  unsigned NaNMismatches = 0; ///< NaN on one side only
  /// The largest distance to the correctly rounded value (crDistance):
  /// with the approximate instructions correctly rounded (bias 0), with
  /// every bias, and the H200's.
  uint64_t ErrAMD0 = 0, ErrAMD = 0, ErrH200 = 0;
  /// Inputs outside CUDA's bound: bias 0, any bias, the H200.
  unsigned OutAMD0 = 0, OutAMD = 0, OutH200 = 0;
  std::string Worst;
  /// Special-value inputs (isSpecialInput), and those where a result slot
  /// differs from the H200's bit for bit (two NaNs are equal) at any bias.
  unsigned SpecialN = 0;
  std::vector<std::string> SpecialDiffs;
};

static bool isZeroInfNaN(uint64_t B, bool Dbl) {
  uint64_t Mag = Dbl ? B & ~(1ull << 63) : B & 0x7fffffffu;
  uint64_t Inf = Dbl ? 0x7ff0000000000000ull : 0x7f800000u;
  return Mag == 0 || Mag >= Inf;
}

/// The special values: inputs whose float arguments are all +-0,
/// +-inf or NaN, and inputs where the H200's result is one of those (the
/// boundaries of the domain, exact zeros such as sinpi's at the integers,
/// overflow and underflow).
static bool isSpecialInput(const ldsweep::Inputs &In, ArrayRef<ldsweep::Ty> Ps,
                           ArrayRef<ldsweep::Ty> Slots,
                           const std::vector<std::vector<uint64_t>> &H200Slots, unsigned I) {
  bool AnyFloat = false, AllSpecial = true;
  for (unsigned P = 0; P < Ps.size(); ++P) {
    if (In.P[P].empty() || (Ps[P] != ldsweep::Ty::F32 && Ps[P] != ldsweep::Ty::F64))
      continue;
    AnyFloat = true;
    AllSpecial &= isZeroInfNaN(In.P[P][I], Ps[P] == ldsweep::Ty::F64);
  }
  if (AnyFloat && AllSpecial)
    return true;
  for (unsigned S = 0; S < Slots.size(); ++S)
    if (ldsweep::isFloat(Slots[S]) &&
        isZeroInfNaN(H200Slots[S][I], ldsweep::isDouble(Slots[S])))
      return true;
  return false;
}

class Measurer {
public:
  Measurer(wemu::Emulator &Emu, const StringMap<Recorded> &H) : Emu(Emu), H(H) {}

  Expected<Stats> measure(const ld::Function &Row, ArrayRef<int> BiasList);

private:
  Expected<std::vector<std::vector<uint64_t>>> runKernel(const ld::Function &Row,
                                                        const ldsweep::Inputs &In,
                                                        unsigned NumSlots);
  wemu::Emulator &Emu;
  const StringMap<Recorded> &H;
};

Expected<std::vector<std::vector<uint64_t>>>
Measurer::runKernel(const ld::Function &Row, const ldsweep::Inputs &In, unsigned NumSlots) {
  const wemu::KernelInfo *K = Emu.findKernel(("ld_" + Row.Name).str());
  if (!K)
    return createStringError(inconvertibleErrorCode(), "no kernel for " + Row.Name);
  std::vector<std::vector<uint64_t>> Out(NumSlots, std::vector<uint64_t>(In.N));
  std::vector<uint64_t> Empty(8, 0);
  char Tags[ldsweep::NumNanTags * ldsweep::NanTagWidth] = {};
  for (unsigned T = 0; T < ldsweep::NumNanTags; ++T)
    std::strncpy(Tags + T * ldsweep::NanTagWidth, ldsweep::NanTags[T],
                 ldsweep::NanTagWidth - 1);
  std::vector<uint8_t> Block(K->ArgBlockSize + 8, 0);
  auto PutPtr = [&](unsigned P, const void *V) {
    uint64_t A = reinterpret_cast<uintptr_t>(V);
    std::memcpy(Block.data() + K->Params[P].Offset, &A, 8);
  };
  if (K->Params.size() != 9)
    return createStringError(inconvertibleErrorCode(), "kernel ld_" + Row.Name +
                                                           " has an unexpected signature");
  for (unsigned P = 0; P < 4; ++P)
    PutPtr(P, P < In.P.size() && !In.P[P].empty() ? In.P[P].data() : Empty.data());
  PutPtr(4, Tags);
  for (unsigned S = 0; S < 3; ++S)
    PutPtr(5 + S, S < NumSlots ? Out[S].data() : Empty.data());
  uint32_t N = In.N;
  std::memcpy(Block.data() + K->Params[8].Offset, &N, 4);
  // The memory the kernel may touch, for the emulator's memory checker.
  std::vector<wemu::MemoryRegion> Regions;
  auto AddRegion = [&](std::string Name, const void *Base, uint64_t Size, bool RO) {
    if (Size)
      Regions.push_back({std::move(Name), Base, Size, RO, ""});
  };
  for (unsigned P = 0; P < 4 && P < In.P.size(); ++P)
    AddRegion("input " + std::to_string(P), In.P[P].data(),
              In.P[P].size() * sizeof(In.P[P][0]), true);
  AddRegion("nan tags", Tags, sizeof(Tags), true);
  for (unsigned S = 0; S < NumSlots; ++S)
    AddRegion("output " + std::to_string(S), Out[S].data(),
              Out[S].size() * sizeof(uint64_t), false);
  AddRegion("empty", Empty.data(), Empty.size() * sizeof(uint64_t), false);
  const unsigned BlockSize = 256;
  if (Error E = Emu.launch(*K, {(N + BlockSize - 1) / BlockSize, 1, 1}, {BlockSize, 1, 1},
                           Block.data(), Regions))
    return std::move(E);
  return std::move(Out);
}

Expected<Stats> Measurer::measure(const ld::Function &Row, ArrayRef<int> BiasList) {
  const ldsweep::FnDesc *Desc = nullptr;
  for (const ldsweep::FnDesc &D : ldsweep::Functions)
    if (Row.Name == D.Name)
      Desc = &D;
  ldsweep::Inputs In = ldsweep::generate(*Desc);
  std::vector<ldsweep::Ty> Slots = ldsweep::slotsOf(*Desc);
  std::vector<ldsweep::Ty> Ps = ldsweep::parseParams(Desc->Params);
  auto It = H.find(Row.Name);
  if (It == H.end())
    return createStringError(inconvertibleErrorCode(), "no H200 results for " + Row.Name);
  const Recorded &Rec = It->second;
  if (Rec.Digest != In.Digest || Rec.N != In.N || Rec.Slots.size() != Slots.size())
    return createStringError(inconvertibleErrorCode(),
                             "the H200's inputs of " + Row.Name +
                                 " differ from libdevice_sweep.h's (digest)");
  bool IsMeasured = Row.St == ld::Status::Measured;
  ldref::RefFn Ref = IsMeasured ? ldref::referenceOf(Row.Name.str()) : ldref::RefFn();
  Bound Bd = parseBound(Row.Bound);
  Stats St;
  St.N = In.N;
  std::vector<char> Outside(size_t(In.N) * Slots.size(), 0);
  std::vector<char> IsSpecial(In.N, 0), SpecialSeen(In.N, 0);
  for (unsigned I = 0; I < In.N; ++I)
    St.SpecialN += IsSpecial[I] = isSpecialInput(In, Ps, Slots, Rec.Slots, I);
  for (int Bias : BiasList) {
    wemu::setApproxBias(Bias);
    auto OutOrErr = runKernel(Row, In, unsigned(Slots.size()));
    if (!OutOrErr)
      return OutOrErr.takeError();
    auto &Out = *OutOrErr;
    for (unsigned I = 0; I < In.N; ++I) {
      // The scalar arguments (as long double), and the array argument.
      LD Args[4] = {0, 0, 0, 0}, Arr[ldsweep::ArrayLen] = {};
      LD X = NAN, Y = NAN, Order = 0;
      unsigned FloatSeen = 0;
      for (unsigned P = 0; P < Ps.size(); ++P) {
        if (In.P[P].empty())
          continue;
        switch (Ps[P]) {
        case ldsweep::Ty::F32:
        case ldsweep::Ty::F64:
          Args[P] = toLD(In.P[P][I], Ps[P] == ldsweep::Ty::F64);
          (FloatSeen++ == 0 ? X : Y) = Args[P];
          break;
        case ldsweep::Ty::I32:
          Args[P] = LD(int32_t(uint32_t(In.P[P][I])));
          Order = Args[P];
          break;
        case ldsweep::Ty::ArrF32:
        case ldsweep::Ty::ArrF64:
          for (unsigned E = 0; E < ldsweep::ArrayLen; ++E)
            Arr[E] = toLD(In.P[P][I * ldsweep::ArrayLen + E], Ps[P] == ldsweep::Ty::ArrF64);
          break;
        default:
          Args[P] = LD(In.P[P][I]);
          break;
        }
      }
      std::vector<LD> Exact;
      if (Ref)
        Exact = Ref(Args, Arr);
      for (unsigned S = 0; S < Slots.size(); ++S) {
        unsigned W = ldsweep::widthOf(Slots[S]);
        uint64_t Mask = W == 8 ? ~0ull : ((1ull << (8 * W)) - 1);
        uint64_t A = Out[S][I] & Mask, B = Rec.Slots[S][I] & Mask;
        bool IsF = ldsweep::isFloat(Slots[S]), Dbl = ldsweep::isDouble(Slots[S]);
        if (!IsF) {
          if (A != B) {
            ++St.Mismatches;
            St.MaxUlpVsH200 = std::max<uint64_t>(St.MaxUlpVsH200, A > B ? A - B : B - A);
          }
          continue;
        }
        bool NA = isNaNBits(A, Dbl), NB = isNaNBits(B, Dbl);
        if (IsSpecial[I] && !SpecialSeen[I] && A != B && !(NA && NB)) {
          SpecialSeen[I] = 1;
          std::string D;
          raw_string_ostream OS(D);
          OS << "__nv_" << Row.Name << " x=" << format("%.9Lg", X);
          if (FloatSeen > 1)
            OS << " y=" << format("%.9Lg", Y);
          if (Order != 0)
            OS << " n=" << format("%.0Lf", Order);
          OS << " slot " << S << ": amd=" << format("%.9Lg", toLD(A, Dbl)) << " ("
             << format_hex(A, Dbl ? 18 : 10) << ") h200=" << format("%.9Lg", toLD(B, Dbl))
             << " (" << format_hex(B, Dbl ? 18 : 10) << ") bias " << Bias;
          St.SpecialDiffs.push_back(D);
        }
        if (NA || NB) {
          if (NA != NB) {
            if (Verbose && Bias == BiasList.front() && St.NaNMismatches < 3)
              errs() << "  __nv_" << Row.Name << " NaN on one side: x="
                     << format("%.9Lg", X) << " y=" << format("%.9Lg", Y)
                     << " n=" << format("%.0Lf", Order) << " amd="
                     << format("%.17Lg", toLD(A, Dbl)) << " h200="
                     << format("%.17Lg", toLD(B, Dbl)) << "\n";
            if (Bias == BiasList.front())
              ++St.NaNMismatches;
            ++St.Mismatches;
          }
        } else if (A != B) {
          uint64_t U = ordinalDistance(A, B, Dbl);
          ++St.Mismatches;
          if (U > St.MaxUlpVsH200) {
            St.MaxUlpVsH200 = U;
            if (Verbose) {
              std::string S2;
              raw_string_ostream OS(S2);
              OS << "sample " << I << " x=" << format("%.9Lg", X) << " y=" << format("%.9Lg", Y)
                 << " amd=" << format("%.17Lg", toLD(A, Dbl)) << " h200="
                 << format("%.17Lg", toLD(B, Dbl)) << " bias=" << Bias;
              St.Worst = S2;
            }
          }
        }
        if (!IsMeasured || S >= Exact.size())
          continue;
        LD GotA = toLD(A, Dbl), GotB = toLD(B, Dbl);
        uint64_t DA = crDistance(A, Exact[S], Dbl), DB = crDistance(B, Exact[S], Dbl);
        bool First = Bias == BiasList.front();
        if (First)
          St.ErrH200 = std::max(St.ErrH200, DB);
        if (First && !withinBound(Bd, DB, GotB, Exact[S], X, Y, Order))
          ++St.OutH200;
        // Where the H200 returns NaN for a number and the mapping gives the
        // same NaN (jn, yn: libdevice's algorithm), the input counts against
        // the H200's bound only; the mapping's figures are its accuracy
        // where the GPU gives a number.
        if (NA && NB)
          continue;
        St.ErrAMD = std::max(St.ErrAMD, DA);
        if (Bias == 0)
          St.ErrAMD0 = std::max(St.ErrAMD0, DA);
        if (!withinBound(Bd, DA, GotA, Exact[S], X, Y, Order)) {
          if (Verbose && St.OutAMD++ < 3)
            errs() << "  __nv_" << Row.Name << " outside CUDA's bound (bias " << Bias
                   << "): x=" << format("%.9Lg", X) << " y=" << format("%.9Lg", Y)
                   << " n=" << format("%.0Lf", Order) << " amd="
                   << format("%.17Lg", GotA) << " h200=" << format("%.17Lg", GotB)
                   << " exact=" << format("%.20Lg", Exact[S]) << " (" << DA
                   << " ulp)\n";
          Outside[size_t(I) * Slots.size() + S] = 1;
          if (Bias == 0)
            ++St.OutAMD0;
        }
      }
    }
  }
  wemu::setApproxBias(0);
  St.OutAMD = unsigned(count(Outside, 1));
  return St;
}

//===----------------------------------------------------------------------===//
// The tables of docs/libdevice.md
//===----------------------------------------------------------------------===//

/// The human form of a BOUND string.
static std::string boundText(StringRef B) {
  if (B == "exact")
    return "0 (exact)";
  if (B == "none")
    return "none documented";
  std::string S = B.str();
  for (auto [From, To] : {std::pair<std::string, std::string>{"ulpx:2:", "2 + floor(abs("},
                          {";", "; "},
                          {"@in:", " in ["},
                          {"@out:", " outside ["},
                          {"@y:", " for abs(y) in ["},
                          {"@ltn", " for abs(x) < n"},
                          {"@gt1.5n", " for abs(x) > 1.5n"},
                          {"ulp:yn", "ulp:ceil(2+2.5n)"}}) {
    for (size_t P = S.find(From); P != std::string::npos;
         P = S.find(From, P + To.size()))
      S.replace(P, From.size(), To);
  }
  if (B.starts_with("ulpx:"))
    S += " x)) ulp";
  // Close the intervals: "[a:b" -> "[a, b]".
  std::string Out;
  bool InInterval = false;
  for (char C : S) {
    if (C == '[')
      InInterval = true;
    if (InInterval && C == ':') {
      Out += ", ";
      continue;
    }
    if (InInterval && (C == ';')) {
      Out += ']';
      InInterval = false;
    }
    Out += C;
  }
  if (InInterval)
    Out += ']';
  // ulp:N -> N ulp, abs:E -> abs E
  std::string R;
  for (StringRef Part : split(StringRef(Out), "; ")) {
    std::string P = Part.str();
    if (!R.empty())
      R += "; ";
    if (P.rfind("ulp:", 0) == 0) {
      size_t Sp = P.find(' ');
      R += P.substr(4, Sp == std::string::npos ? std::string::npos : Sp - 4) + " ulp" +
           (Sp == std::string::npos ? "" : P.substr(Sp));
    } else if (P.rfind("abs:", 0) == 0) {
      R += "abs " + P.substr(4);
    } else {
      R += P;
    }
  }
  return R;
}

struct Row {
  std::string Name;
  Stats St;
};

static std::string fmtDist(uint64_t D) {
  return D == UINT64_MAX ? std::string("NaN") : std::to_string(D);
}

static std::string withinText(const ld::Function &F, unsigned Out) {
  if (F.Bound == "none")
    return "no bound";
  return Out == 0 ? "yes" : formatv("no: {0} inputs", Out).str();
}

static std::string measuredLine(const ld::Function &F, const Stats &S) {
  return formatv("| `{0}` | {1} | {2} | {3} | {4} | {5} | {6} | {7} | {8} | {9} | {10} |",
                 F.Name, S.N, S.MaxUlpVsH200, S.NaNMismatches, fmtDist(S.ErrAMD0),
                 fmtDist(S.ErrAMD), fmtDist(S.ErrH200), boundText(F.Bound),
                 withinText(F, S.OutAMD0), withinText(F, S.OutAMD), withinText(F, S.OutH200))
      .str();
}

static std::string exactLine(const ld::Function &F, const Stats &S) {
  return formatv("| `{0}` | {1} | {2} | {3} |", F.Name, ld::kindName(F.K), S.N,
                 S.Mismatches)
      .str();
}

/// The recorded figures of one function in docs/libdevice.md.
struct RecordedRow {
  uint64_t MaxUlp = 0, ErrAMD0 = 0, ErrAMD = 0;
  unsigned NaN = 0, Mismatches = 0, OutAMD0 = 0, OutAMD = 0;
};

static uint64_t parseDist(StringRef S) {
  S = S.trim();
  uint64_t V = UINT64_MAX;
  if (S != "NaN")
    S.getAsInteger(10, V);
  return V;
}

static unsigned parseWithin(StringRef S) {
  S = S.trim();
  unsigned N = 0;
  if (S.consume_front("no: "))
    S.split(' ').first.getAsInteger(10, N);
  return N;
}

static Expected<StringMap<RecordedRow>> readTable(StringRef Path) {
  auto Buf = MemoryBuffer::getFile(Path);
  if (!Buf)
    return createStringError(Buf.getError(), "cannot read '" + Path + "'");
  StringMap<RecordedRow> Out;
  SmallVector<StringRef, 0> Lines;
  (*Buf)->getBuffer().split(Lines, '\n');
  for (StringRef L : Lines) {
    if (!L.starts_with("| `"))
      continue;
    SmallVector<StringRef, 13> C;
    L.split(C, '|');
    StringRef Name = C[1].trim().trim('`');
    RecordedRow R;
    if (C.size() == 13) { // measured
      R.MaxUlp = parseDist(C[3]);
      C[4].trim().getAsInteger(10, R.NaN);
      R.ErrAMD0 = parseDist(C[5]);
      R.ErrAMD = parseDist(C[6]);
      R.OutAMD0 = parseWithin(C[9]);
      R.OutAMD = parseWithin(C[10]);
    } else if (C.size() == 6) { // exact
      C[4].trim().getAsInteger(10, R.Mismatches);
    } else {
      continue;
    }
    Out[Name] = R;
  }
  return std::move(Out);
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(Cat);
  cl::ParseCommandLineOptions(argc, argv,
                              "libdevice's AMD mapping on the wave emulator vs. the H200\n");
  if (Report)
    return report();
  if (Signatures)
    return signatures();

  std::vector<const ld::Function *> Rows;
  SmallVector<StringRef, 8> OnlyList;
  StringRef(Only).split(OnlyList, ',', -1, false);
  for (const ld::Function &F : ld::functions())
    if (F.St != ld::Status::Unsupported &&
        (OnlyList.empty() || is_contained(OnlyList, F.Name)))
      Rows.push_back(&F);
  if (!FtzDelta.empty()) // only the exact functions with explicit flushing
    erase_if(Rows, [](const ld::Function *F) {
      return F->St != ld::Status::Exact ||
             (F->K != ld::Kind::Lib && F->K != ld::Kind::Mufu);
    });

  auto Ctx = std::make_unique<LLVMContext>();
  std::unique_ptr<Module> M = buildModule(*Ctx, Rows);
  if (!EmitNVVM.empty()) {
    std::error_code EC;
    raw_fd_ostream OS(EmitNVVM, EC);
    if (EC)
      return fail("cannot write " + EmitNVVM + ": " + EC.message());
    M->print(OS, nullptr);
    if (H200.empty())
      return 0;
  }
  if (H200.empty())
    return fail("give --h200=libdevice_default.bin (or --report, or --emit-nvvm)");
  Expected<StringMap<Recorded>> Res = readResults(H200);
  if (!Res)
    return fail(toString(Res.takeError()));
  if (!FtzDelta.empty())
    if (Error E = applyDelta(*Res, FtzDelta))
      return fail(toString(std::move(E)));

  Expected<PassPlugin> Plugin = PassPlugin::Load(PluginPath);
  if (!Plugin)
    return fail(toString(Plugin.takeError()));
  std::string Pipeline = "nvvm-to-amdgpu<" + MCPU + (Wave64 ? ";wave64" : "") +
                         (FtzDelta.empty() ? "" : ";daz") + ">";
  auto T0 = std::chrono::steady_clock::now();
  if (Error E = lowerModule(*M, *Plugin, Pipeline))
    return fail(toString(std::move(E)));
  if (!EmitLowered.empty()) {
    std::error_code EC;
    raw_fd_ostream OS(EmitLowered, EC);
    if (EC)
      return fail("cannot write " + EmitLowered + ": " + EC.message());
    M->print(OS, nullptr);
  }
  Expected<wemu::GPUTarget> T =
      wemu::GPUTarget::get(MCPU, Wave64 ? "+wavefrontsize64" : "");
  if (!T)
    return fail(toString(T.takeError()));
  Expected<std::unique_ptr<wemu::Emulator>> Emu =
      wemu::Emulator::create(std::move(Ctx), std::move(M), *T);
  if (!Emu)
    return fail(toString(Emu.takeError()));
  auto T1 = std::chrono::steady_clock::now();

  SmallVector<int, 3> BiasList;
  for (StringRef B : split(StringRef(Biases), ",")) {
    int V;
    if (B.trim().getAsInteger(10, V))
      return fail("bad --biases");
    BiasList.push_back(V);
  }
  Measurer Meas(**Emu, *Res);
  std::vector<Row> Results;
  for (const ld::Function *F : Rows) {
    // Exact functions that compute with approximate instructions nowhere
    // need one bias only; run them all three times anyway: an "exact"
    // result must not depend on the approximations.
    Expected<Stats> S = Meas.measure(*F, BiasList);
    if (!S)
      return fail(toString(S.takeError()));
    Results.push_back({F->Name.str(), *S});
  }
  auto T2 = std::chrono::steady_clock::now();

  Expected<StringMap<RecordedRow>> Recs = StringMap<RecordedRow>();
  if (!Check.empty()) {
    Recs = readTable(Check);
    if (!Recs)
      return fail(toString(Recs.takeError()));
  }
  unsigned Failures = 0, ExactN = 0, ExactOK = 0, MeasN = 0, MeasWithin = 0;
  uint64_t Samples = 0;
  std::vector<std::string> ExactLines, MeasLines;
  for (auto [F, R] : zip(Rows, Results)) {
    const Stats &S = R.St;
    Samples += S.N;
    bool IsExact = F->St == ld::Status::Exact;
    if (IsExact) {
      ++ExactN;
      ExactOK += S.Mismatches == 0;
      ExactLines.push_back(exactLine(*F, S));
    } else {
      ++MeasN;
      MeasWithin += S.OutAMD0 == 0;
      MeasLines.push_back(measuredLine(*F, S));
    }
    if (!Verbose && Check.empty())
      continue;
    std::string Why;
    if (IsExact && S.Mismatches)
      Why = formatv("{0} results differ from the H200's", S.Mismatches).str();
    if (!IsExact && !Check.empty()) {
      auto RI = Recs->find(F->Name);
      if (RI == Recs->end()) {
        Why = "not in " + Check;
      } else {
        const RecordedRow &RR = RI->second;
        if (S.MaxUlpVsH200 > RR.MaxUlp)
          Why = formatv("{0} ulp from the H200, {1} recorded", S.MaxUlpVsH200, RR.MaxUlp).str();
        else if (S.NaNMismatches > RR.NaN)
          Why = formatv("{0} NaN mismatches, {1} recorded", S.NaNMismatches, RR.NaN).str();
        else if (S.ErrAMD0 > RR.ErrAMD0 || S.ErrAMD > RR.ErrAMD)
          Why = "max " + fmtDist(S.ErrAMD0) + " / " + fmtDist(S.ErrAMD) +
                " ulp from the exact value, " + fmtDist(RR.ErrAMD0) + " / " +
                fmtDist(RR.ErrAMD) + " recorded";
        else if (S.OutAMD0 > RR.OutAMD0 || S.OutAMD > RR.OutAMD)
          Why = formatv("{0} / {1} inputs outside CUDA's bound, {2} / {3} recorded",
                        S.OutAMD0, S.OutAMD, RR.OutAMD0, RR.OutAMD)
                    .str();
      }
    }
    if (!Why.empty()) {
      ++Failures;
      errs() << "libdevice-ulp: " << (Check.empty() ? "note" : "error") << ": __nv_"
             << F->Name << ": " << Why << "\n";
    }
    if (Verbose && !S.Worst.empty())
      errs() << "  __nv_" << F->Name << " worst: " << S.Worst << "\n";
  }
  if (Table) {
    outs() << "| function | inputs | max ULP vs H200 | NaN vs number | AMD max ULP vs exact "
              "| AMD, instructions ±1 ulp | H200 max ULP vs exact | CUDA's bound | AMD within "
              "| AMD within, instructions ±1 ulp | H200 within |\n";
    outs() << "|---|---|---|---|---|---|---|---|---|---|---|\n";
    for (const std::string &L : MeasLines)
      outs() << L << "\n";
    outs() << "\n| function | mapping | inputs | results differing from the H200 |\n";
    outs() << "|---|---|---|---|\n";
    for (const std::string &L : ExactLines)
      outs() << L << "\n";
    outs() << "\n";
  }
  if (Special) {
    unsigned SpecialN = 0, SpecialDiff = 0, SpecialFns = 0;
    for (const Row &R : Results) {
      SpecialN += R.St.SpecialN;
      SpecialDiff += R.St.SpecialDiffs.size();
      SpecialFns += !R.St.SpecialDiffs.empty();
      if (!R.St.SpecialDiffs.empty())
        outs() << formatv("special: __nv_{0}: {1} of {2} special-value inputs differ\n",
                          R.Name, R.St.SpecialDiffs.size(), R.St.SpecialN);
      if (Verbose)
        for (const std::string &D : R.St.SpecialDiffs)
          outs() << "  " << D << "\n";
    }
    outs() << formatv("special values: {0} inputs of {1} functions, {2} differ from the "
                      "H200 in {3} functions\n",
                      SpecialN, Rows.size(), SpecialDiff, SpecialFns);
  }
  auto Secs = [](auto A, auto B) { return std::chrono::duration<double>(B - A).count(); };
  outs() << formatv("{0}: {1} functions, {2} inputs each run, biases {3}: {4} of {5} exact "
                    "functions bit-exact, {6} of {7} measured functions within CUDA's "
                    "bound ({8:f1} s lowering and JIT, {9:f1} s running)\n",
                    MCPU + (Wave64 ? " wave64" : "") + (FtzDelta.empty() ? "" : " daz"),
                    Rows.size(), Samples, Biases, ExactOK, ExactN, MeasWithin, MeasN,
                    Secs(T0, T1), Secs(T1, T2));
  if (!Check.empty() || ExactOK != ExactN) {
    if (Failures || ExactOK != ExactN) {
      errs() << "libdevice-ulp: " << Failures << " functions fail the check\n";
      return 1;
    }
  }
  return 0;
}

//===- PTXInstrTable.cpp - The PTX instructions the translator knows ------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The rows.  Each opcode family is one or a few rows (one per type class
/// where the modifiers differ); the checks below hold the combinations of
/// modifiers that a set cannot express.  docs/ptx-translator.md lists the
/// rows with their semantics.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/PTX/PTXInstrTable.h"
#include "PTXBuild.h"
#include "ShflLowering/Support/Compat.h"
#include "llvm/ADT/StringMap.h"

using namespace llvm;
using namespace shfl::ptx;

using T = PTXType;

//===----------------------------------------------------------------------===//
// Type and modifier classes
//===----------------------------------------------------------------------===//

static constexpr TypeMask UInts =
    types(T::U8, T::U16, T::U32, T::U64);
static constexpr TypeMask SInts =
    types(T::S8, T::S16, T::S32, T::S64);
static constexpr TypeMask BitTypes =
    types(T::B8, T::B16, T::B32, T::B64);
static constexpr TypeMask Ints16Up =
    types(T::U16, T::U32, T::U64, T::S16, T::S32, T::S64);
static constexpr TypeMask Bits16Up = types(T::B16, T::B32, T::B64);
static constexpr TypeMask Floats = types(T::F32, T::F64);
static constexpr TypeMask Halves =
    types(T::F16, T::F16x2, T::BF16, T::BF16x2);
static constexpr TypeMask ScalarFloats =
    types(T::F16, T::BF16, T::F32, T::F64);
static constexpr TypeMask CvtTypes = UInts | SInts | ScalarFloats;
static constexpr TypeMask MemTypes =
    BitTypes | types(T::B128) | UInts | SInts | ScalarFloats |
    types(T::F16x2, T::BF16x2);
static constexpr TypeMask MovTypes =
    Bits16Up | types(T::B128) | Ints16Up | types(T::U8, T::S8, T::B8) |
    ScalarFloats | types(T::F16x2, T::BF16x2);
static constexpr TypeMask SelpTypes = Bits16Up | Ints16Up | Floats;

static const ModSet RoundF = {Mod::rn, Mod::rz, Mod::rm, Mod::rp};
static const ModSet RoundI = {Mod::rni, Mod::rzi, Mod::rmi, Mod::rpi};
static const ModSet IntCmp = {Mod::eq, Mod::ne, Mod::lt, Mod::le, Mod::gt,
                              Mod::ge, Mod::lo, Mod::ls, Mod::hi, Mod::hs};
static const ModSet FloatCmp = {Mod::eq,  Mod::ne,  Mod::lt,  Mod::le,
                                Mod::gt,  Mod::ge,  Mod::equ, Mod::neu,
                                Mod::ltu, Mod::leu, Mod::gtu, Mod::geu,
                                Mod::num, Mod::nan};
static const ModSet BoolOps = {Mod::and_, Mod::or_, Mod::xor_};
static const ModSet Spaces = {Mod::global, Mod::shared, Mod::shared_cta,
                              Mod::shared_cluster, Mod::local, Mod::const_,
                              Mod::param, Mod::generic};
static const ModSet Scopes = {Mod::cta, Mod::gpu, Mod::sys, Mod::cluster};
static const ModSet CacheHints = {
    Mod::ca, Mod::cg, Mod::cs, Mod::lu, Mod::cv, Mod::wb, Mod::wt, Mod::nc,
    Mod::L1_evict_normal, Mod::L1_evict_unchanged, Mod::L1_evict_first,
    Mod::L1_evict_last, Mod::L1_no_allocate, Mod::L2_evict_normal,
    Mod::L2_evict_first, Mod::L2_evict_last, Mod::L2_64B, Mod::L2_128B,
    Mod::L2_256B, Mod::L2_cache_hint};
static const ModSet AtomOps = {Mod::and_, Mod::or_, Mod::xor_, Mod::add,
                               Mod::inc,  Mod::dec, Mod::min,  Mod::max,
                               Mod::exch, Mod::cas};
static const ModSet ShflModes = {Mod::up, Mod::down, Mod::bfly, Mod::idx};

static std::string typeName(PTXType Ty) {
  return "." + typeInfo(Ty).Name.str();
}

//===----------------------------------------------------------------------===//
// Checks
//===----------------------------------------------------------------------===//

static const char *const OutOfScopeMsg =
    "tensor-core/TMA/async-copy PTX is not supported";

static std::string atMostOne(const RInstr &I, const ModSet &Group,
                             StringRef What) {
  if (I.Mods.countOf(Group) > 1)
    return ("'" + I.Src->Opcode + "' has more than one " + What).str();
  return "";
}

static std::string exactlyOne(const RInstr &I, const ModSet &Group,
                              StringRef What) {
  unsigned N = I.Mods.countOf(Group);
  if (N == 0)
    return ("'" + I.Src->Opcode + "' lacks " + What).str();
  if (N > 1)
    return ("'" + I.Src->Opcode + "' has more than one " + What).str();
  return "";
}

static std::string checkIntAddSub(const RInstr &I, const AsmSignature &) {
  if (I.has(Mod::sat) && I.T[0] != T::S32)
    return ".sat is only defined for .s32";
  if (I.has(Mod::cc))
    return "carry chains (.cc) are not supported";
  return "";
}

static std::string checkIntMul(const RInstr &I, const AsmSignature &) {
  if (I.has(Mod::cc))
    return "carry chains (.cc) are not supported";
  std::string E = exactlyOne(I, {Mod::lo, Mod::hi, Mod::wide},
                             "mode (.lo, .hi or .wide)");
  if (!E.empty())
    return E;
  if (I.has(Mod::wide) && bitsOf(I.T[0]) == 64)
    return ".wide is not defined for 64-bit types";
  if (I.has(Mod::sat) && !(I.has(Mod::hi) && I.T[0] == T::S32))
    return ".sat is only defined for mad.hi.s32";
  return "";
}

static std::string checkDp2a(const RInstr &I, const AsmSignature &) {
  return exactlyOne(I, {Mod::lo, Mod::hi}, "half (.lo or .hi)");
}

static std::string checkFloatArith(const RInstr &I, const AsmSignature &) {
  std::string E = atMostOne(I, RoundF, "rounding modifier");
  if (!E.empty())
    return E;
  if (I.T[0] == T::F64 && (I.has(Mod::ftz) || I.has(Mod::sat)))
    return ".ftz and .sat are not defined for .f64";
  return "";
}

static std::string checkHalfArith(const RInstr &I, const AsmSignature &) {
  if (roundingOf(I) != Rounding::RN)
    return "only .rn is defined for f16 and bf16 arithmetic";
  bool IsBF = I.T[0] == T::BF16 || I.T[0] == T::BF16x2;
  if (IsBF && (I.has(Mod::ftz) || I.has(Mod::sat)))
    return ".ftz and .sat are not defined for bf16 arithmetic";
  if ((I.has(Mod::relu) || I.has(Mod::oob)) && I.Row->Name != "fma")
    return ".relu and .oob are only defined for fma";
  return "";
}

static std::string checkDivFloat(const RInstr &I, const AsmSignature &) {
  std::string E = atMostOne(
      I, {Mod::rn, Mod::rz, Mod::rm, Mod::rp, Mod::approx, Mod::full},
      "rounding or precision modifier");
  if (!E.empty())
    return E;
  if (I.T[0] == T::F64 && (I.has(Mod::approx) || I.has(Mod::full)) &&
      I.Row->Name == "div")
    return ".approx and .full are not defined for div.f64";
  if (I.T[0] == T::F64 && I.has(Mod::ftz) && !I.has(Mod::approx))
    return ".ftz is not defined for .f64";
  if (I.Row->Name == "sqrt" && I.has(Mod::full))
    return ".full is not defined for sqrt";
  return "";
}

static std::string checkApprox(const RInstr &I, const AsmSignature &) {
  if (!I.has(Mod::approx))
    return "'" + I.Src->Opcode + "' needs .approx";
  // PTX defines the bf16 forms of ex2 only with .ftz.
  bool IsBF = I.T[0] == T::BF16 || I.T[0] == T::BF16x2;
  bool BFEx2 = IsBF && I.Row->Name == "ex2";
  if (BFEx2 && !I.has(Mod::ftz))
    return "ex2.approx on bf16 needs .ftz";
  if (I.has(Mod::ftz) && I.T[0] != T::F32 && I.T[0] != T::F64 && !BFEx2)
    return ".ftz is only defined for .f32 (and for ex2 on bf16)";
  return "";
}

static std::string checkMinMaxFloat(const RInstr &I, const AsmSignature &) {
  if (I.has(Mod::xorsign) != I.has(Mod::abs))
    return ".xorsign and .abs go together";
  if (I.T[0] == T::F64 && (I.has(Mod::ftz) || I.has(Mod::NaN) ||
                           I.has(Mod::xorsign)))
    return ".ftz, .NaN and .xorsign.abs are not defined for .f64";
  if ((I.T[0] == T::BF16 || I.T[0] == T::BF16x2) && I.has(Mod::ftz))
    return ".ftz is not defined for bf16";
  return "";
}

static std::string checkFloatUnary(const RInstr &I, const AsmSignature &) {
  if (I.has(Mod::ftz) && (I.T[0] == T::F64 || I.T[0] == T::BF16 ||
                          I.T[0] == T::BF16x2))
    return ".ftz is not defined for " + typeName(I.T[0]);
  return "";
}

static std::string checkCvt(const RInstr &I, const AsmSignature &) {
  PTXType D = I.T[0], S = I.T[1];
  bool DF = isFloat(D), SF = isFloat(S);
  std::string E = atMostOne(I, RoundF | RoundI, "rounding modifier");
  if (!E.empty())
    return E;
  bool RF = I.Mods.countOf(RoundF) != 0, RI = I.Mods.countOf(RoundI) != 0;
  if (I.has(Mod::ftz) && D != T::F32 && S != T::F32)
    return ".ftz is only defined for conversions from or to .f32";
  if ((I.has(Mod::relu) || I.has(Mod::satfinite)) && D != T::F16 &&
      D != T::BF16)
    return ".relu and .satfinite are only defined for conversions to f16 "
           "and bf16";
  if (SF && !DF) {
    if (!RI)
      return "a float-to-integer cvt needs .rni, .rzi, .rmi or .rpi";
    return "";
  }
  if (!SF && DF) {
    if (RI)
      return "an integer-to-float cvt takes .rn, .rz, .rm or .rp";
    return "";
  }
  if (!SF && !DF) {
    if (RF || RI)
      return "an integer-to-integer cvt takes no rounding modifier";
    return "";
  }
  // Float to float.
  if (RI && bitsOf(D) != bitsOf(S) && !(D == S))
    return "integer rounding (.rni ...) needs the same source and "
           "destination float type";
  return "";
}

static std::string checkCvtPack(const RInstr &I, const AsmSignature &) {
  if (I.Ops.size() != 3)
    return "the packing cvt takes three operands";
  if (I.Mods.countOf({Mod::rz, Mod::rn}) != 1)
    return "the packing cvt needs .rn or .rz";
  return "";
}

static std::string checkCvta(const RInstr &I, const AsmSignature &) {
  std::string E = exactlyOne(
      I, {Mod::global, Mod::shared, Mod::shared_cta, Mod::local, Mod::const_,
          Mod::param, Mod::shared_cluster},
      "state space");
  if (!E.empty())
    return E;
  if (I.has(Mod::param) || I.has(Mod::shared_cluster))
    return "cvta with .param or .shared::cluster is not supported";
  return "";
}

static std::string checkIsspacep(const RInstr &I, const AsmSignature &) {
  std::string E = exactlyOne(
      I, {Mod::global, Mod::shared, Mod::shared_cta, Mod::local, Mod::const_,
          Mod::param, Mod::shared_cluster},
      "state space");
  if (!E.empty())
    return E;
  if (I.has(Mod::param) || I.has(Mod::shared_cluster))
    return "isspacep with .param or .shared::cluster is not supported";
  return "";
}

static std::string checkMov(const RInstr &I, const AsmSignature &) {
  const ROperand &D = I.Ops[0], &S = I.Ops[1];
  if (D.K == ROperand::Vec && S.K == ROperand::Vec)
    return "mov between two vectors is not supported";
  const ROperand &V = D.K == ROperand::Vec ? D : S;
  if (V.K == ROperand::Vec) {
    unsigned N = V.Elems.size();
    unsigned W = bitsOf(I.T[0]);
    if ((N != 2 && N != 4) || W % N || W / N < 8)
      return "a vector of " + std::to_string(N) + " elements cannot (un)pack " +
             typeName(I.T[0]);
    return "";
  }
  if (S.K == ROperand::Sink)
    return "mov from '_'";
  return "";
}

static std::string checkPrmt(const RInstr &I, const AsmSignature &) {
  return atMostOne(I, {Mod::f4e, Mod::b4e, Mod::rc8, Mod::ecl, Mod::ecr,
                       Mod::rc16},
                   "mode");
}

static std::string checkShf(const RInstr &I, const AsmSignature &) {
  std::string E = exactlyOne(I, {Mod::l, Mod::r}, "direction (.l or .r)");
  if (!E.empty())
    return E;
  return exactlyOne(I, {Mod::clamp, Mod::wrap}, "mode (.clamp or .wrap)");
}

static std::string checkBmsk(const RInstr &I, const AsmSignature &) {
  return exactlyOne(I, {Mod::clamp, Mod::wrap}, "mode (.clamp or .wrap)");
}

static std::string checkSetp(const RInstr &I, const AsmSignature &) {
  bool F = isFloat(I.T[0]);
  std::string E = exactlyOne(I, F ? FloatCmp : IntCmp, "comparison");
  if (!E.empty())
    return E;
  E = atMostOne(I, BoolOps, "boolean operation");
  if (!E.empty())
    return E;
  bool HasBool = I.Mods.countOf(BoolOps) == 1;
  if (HasBool != (I.Ops.size() == 4))
    return HasBool ? "setp with a boolean operation takes a fourth operand"
                   : "setp takes a fourth operand only with .and/.or/.xor";
  if (I.has(Mod::ftz) && I.T[0] != T::F32 && I.T[0] != T::F16 &&
      I.T[0] != T::F16x2)
    return ".ftz is not defined for " + typeName(I.T[0]);
  bool X2 = I.T[0] == T::F16x2 || I.T[0] == T::BF16x2;
  if (X2 && HasBool)
    return "setp of x2 types with a boolean operation is not supported";
  return "";
}

static std::string checkSet(const RInstr &I, const AsmSignature &Sig) {
  PTXType D = I.T[0], S = I.T[1];
  bool SX2 = S == T::F16x2 || S == T::BF16x2;
  bool DX2 = D == T::F16x2 || D == T::BF16x2;
  if (DX2 && !SX2)
    return "set with an x2 destination needs an x2 source";
  if (SX2 && !DX2 && D != T::U32 && D != T::S32)
    return "set of x2 sources gives x2, .u32 or .s32 results";
  RInstr AsSetp = I;
  AsSetp.T[0] = S;
  AsSetp.NumTypes = 1;
  return checkSetp(AsSetp, Sig);
}

static std::string checkSlct(const RInstr &I, const AsmSignature &) {
  if (I.has(Mod::ftz) && I.T[1] != T::F32)
    return ".ftz needs a .f32 selector";
  return "";
}

static std::string checkMemory(const RInstr &I, bool IsLoad) {
  std::string E = atMostOne(I, Spaces, "state space");
  if (!E.empty())
    return E;
  if (I.has(Mod::param) || I.has(Mod::shared_cluster))
    return "the state space of '" + I.Src->Opcode + "' is not supported";
  // .L2::cache_hint takes a cache policy operand: a hint, ignored.
  if (I.has(Mod::L2_cache_hint) != (I.Ops.size() == 3))
    return I.has(Mod::L2_cache_hint)
               ? "'" + I.Src->Opcode + "' needs a cache-policy operand"
               : "only .L2::cache_hint takes a third operand";
  ModSet Sems = {Mod::weak, Mod::volatile_, Mod::relaxed, Mod::acquire,
                 Mod::release, Mod::mmio};
  E = atMostOne(I, Sems, "memory semantic");
  if (!E.empty())
    return E;
  if (I.has(Mod::mmio))
    return ".mmio is not supported";
  bool Strong = I.has(Mod::relaxed) || I.has(Mod::acquire) ||
                I.has(Mod::release);
  unsigned NScopes = I.Mods.countOf(Scopes);
  if (NScopes > 1)
    return "more than one scope";
  if (Strong && NScopes == 0)
    return ".relaxed, .acquire and .release need a scope";
  if (!Strong && NScopes)
    return "a scope needs .relaxed, .acquire or .release";
  if (IsLoad && I.has(Mod::release))
    return "a load cannot be .release";
  if (!IsLoad && I.has(Mod::acquire))
    return "a store cannot be .acquire";
  E = atMostOne(I, {Mod::v2, Mod::v4, Mod::v8}, "vector width");
  if (!E.empty())
    return E;
  unsigned Want = I.has(Mod::v2) ? 2 : I.has(Mod::v4) ? 4 : I.has(Mod::v8) ? 8 : 0;
  const ROperand &V = I.Ops[IsLoad ? 0 : 1];
  if (Want && (V.K != ROperand::Vec || V.Elems.size() != Want))
    return "'" + I.Src->Opcode + "' needs a vector of " + std::to_string(Want) +
           " elements";
  if (!Want && V.K == ROperand::Vec)
    return "a vector operand needs .v2 or .v4";
  if ((Strong || I.has(Mod::volatile_)) && I.T[0] == T::B128)
    return "128-bit atomic or volatile accesses are not supported";
  return "";
}

static std::string checkLd(const RInstr &I, const AsmSignature &) {
  return checkMemory(I, /*IsLoad=*/true);
}
static std::string checkSt(const RInstr &I, const AsmSignature &) {
  return checkMemory(I, /*IsLoad=*/false);
}

static std::string checkAtomic(const RInstr &I, bool HasResult) {
  if (I.has(Mod::async) || I.has(Mod::mbarrier_complete_tx_bytes))
    return std::string(OutOfScopeMsg) + " ('" + I.Src->Opcode + "')";
  std::string E = exactlyOne(I, AtomOps, "operation");
  if (!E.empty())
    return E;
  E = atMostOne(I, Spaces, "state space");
  if (!E.empty())
    return E;
  if (I.has(Mod::param) || I.has(Mod::shared_cluster) || I.has(Mod::local) ||
      I.has(Mod::const_))
    return "the state space of '" + I.Src->Opcode + "' is not supported";
  E = atMostOne(I, {Mod::relaxed, Mod::acquire, Mod::release, Mod::acq_rel},
                "memory semantic");
  if (!E.empty())
    return E;
  E = atMostOne(I, Scopes, "scope");
  if (!E.empty())
    return E;
  if (!HasResult && (I.has(Mod::acquire) || I.has(Mod::acq_rel)))
    return "red cannot be .acquire or .acq_rel";
  if (I.has(Mod::L2_cache_hint))
    return ".L2::cache_hint is not supported";
  PTXType Ty = I.T[0];
  bool IsCas = I.has(Mod::cas);
  if (HasResult && IsCas != (I.Ops.size() == 4))
    return IsCas ? "atom.cas takes four operands"
                 : "only atom.cas takes a fourth operand";
  if (isFloat(Ty)) {
    if (!I.has(Mod::add) && !(I.has(Mod::exch) && (Ty == T::F32 || Ty == T::F64)))
      return "'" + I.Src->Opcode + "': only add is supported on floats";
    if ((Ty == T::F16 || Ty == T::F16x2 || Ty == T::BF16 || Ty == T::BF16x2) &&
        !I.has(Mod::noftz))
      return "f16 and bf16 atomics need .noftz";
  }
  if ((I.has(Mod::inc) || I.has(Mod::dec)) && Ty != T::U32)
    return "inc and dec are only defined for .u32";
  if ((I.has(Mod::and_) || I.has(Mod::or_) || I.has(Mod::xor_)) &&
      Ty != T::B32 && Ty != T::B64)
    return "and, or and xor need .b32 or .b64";
  if ((I.has(Mod::cas) || I.has(Mod::exch)) && !(BitTypes & bit(Ty)) &&
      !(I.has(Mod::exch) && isFloat(Ty)) && !(UInts & bit(Ty)) &&
      !(SInts & bit(Ty)))
    return "cas and exch need a bit type";
  return "";
}

static std::string checkAtom(const RInstr &I, const AsmSignature &) {
  return checkAtomic(I, /*HasResult=*/true);
}
static std::string checkRed(const RInstr &I, const AsmSignature &) {
  return checkAtomic(I, /*HasResult=*/false);
}

static std::string checkShfl(const RInstr &I, const AsmSignature &) {
  std::string E = exactlyOne(I, ShflModes, "mode (.up, .down, .bfly or .idx)");
  if (!E.empty())
    return E;
  unsigned Want = I.has(Mod::sync) ? 5 : 4;
  if (I.Ops.size() != Want)
    return "'" + I.Src->Opcode + "' takes " + std::to_string(Want) +
           " operands";
  return "";
}

static std::string checkVote(const RInstr &I, const AsmSignature &) {
  bool Ballot = I.T[0] == T::B32;
  std::string E = exactlyOne(
      I, Ballot ? ModSet{Mod::ballot} : ModSet{Mod::all, Mod::any, Mod::uni},
      Ballot ? "mode (.ballot goes with .b32)"
             : "mode (.all, .any or .uni go with .pred)");
  if (!E.empty())
    return E;
  unsigned Want = I.has(Mod::sync) ? 3 : 2;
  if (I.Ops.size() != Want)
    return "'" + I.Src->Opcode + "' takes " + std::to_string(Want) +
           " operands";
  return "";
}

static std::string checkMatch(const RInstr &I, const AsmSignature &) {
  std::string E = exactlyOne(I, {Mod::any, Mod::all}, "mode (.any or .all)");
  if (!E.empty())
    return E;
  if (!I.has(Mod::sync))
    return "match needs .sync";
  if (I.has(Mod::any) && !I.Ops[0].Dual.empty())
    return "match.any has no predicate destination";
  return "";
}

static std::string checkRedux(const RInstr &I, const AsmSignature &) {
  if (!I.has(Mod::sync))
    return "redux needs .sync";
  std::string E = exactlyOne(
      I, {Mod::add, Mod::min, Mod::max, Mod::and_, Mod::or_, Mod::xor_},
      "operation");
  if (!E.empty())
    return E;
  PTXType Ty = I.T[0];
  if (Ty == T::F32) {
#if !SHFL_NVVM_HAS_FLOAT_REDUX_AND_ELECT
    return "redux.sync on .f32 needs LLVM 22 (this LLVM declares no "
           "llvm.nvvm.redux.sync.fmin/fmax)";
#else
    if (!I.has(Mod::min) && !I.has(Mod::max))
      return "redux.sync on .f32 is only min or max";
    return "";
#endif
  }
  if (I.has(Mod::abs) || I.has(Mod::NaN))
    return ".abs and .NaN are only defined for .f32";
  bool Logic = I.has(Mod::and_) || I.has(Mod::or_) || I.has(Mod::xor_);
  if (Logic != (Ty == T::B32))
    return Logic ? "and, or and xor need .b32" : "add, min and max need .u32 "
                                                 "or .s32";
  return "";
}

static std::string checkElect(const RInstr &I, const AsmSignature &) {
  if (!I.has(Mod::sync))
    return "elect needs .sync";
  return "";
}

static std::string checkBar(const RInstr &I, const AsmSignature &) {
  if (I.has(Mod::warp)) {
    if (!I.has(Mod::sync) || I.Ops.size() != 1 || I.Mods.countOf({Mod::cta, Mod::arrive, Mod::red, Mod::aligned}))
      return "'" + I.Src->Opcode + "' is not a form of bar.warp.sync";
    return "";
  }
  if (I.has(Mod::arrive))
    return "bar.arrive (a producer-consumer barrier) is not supported";
  if (I.has(Mod::red))
    return "bar.red (a reducing barrier) is not supported";
  if (!I.has(Mod::sync))
    return "'" + I.Src->Opcode + "' is not a barrier form the translator knows";
  return "";
}

static std::string checkFence(const RInstr &I, const AsmSignature &) {
  if (I.has(Mod::proxy) || I.has(Mod::async) || I.has(Mod::alias) ||
      I.has(Mod::tensormap) || I.has(Mod::tensormap_generic))
    return std::string(OutOfScopeMsg) + " ('" + I.Src->Opcode + "')";
  if (I.Mods.countOf(Spaces) || I.has(Mod::release) || I.has(Mod::acquire))
    return "'" + I.Src->Opcode + "' is not a fence form the translator knows";
  std::string E = exactlyOne(I, {Mod::sc, Mod::acq_rel}, "ordering (.sc or .acq_rel)");
  if (!E.empty())
    return E;
  return exactlyOne(I, Scopes, "scope");
}

static std::string checkMembar(const RInstr &I, const AsmSignature &) {
  return exactlyOne(I, {Mod::cta, Mod::gl, Mod::sys}, "level");
}

//===----------------------------------------------------------------------===//
// The table
//===----------------------------------------------------------------------===//

static std::vector<InstrRow> makeTable() {
  ModSet None;
  ModSet MemMods = Spaces | Scopes | CacheHints |
                   ModSet{Mod::weak, Mod::volatile_, Mod::relaxed,
                          Mod::acquire, Mod::release, Mod::mmio, Mod::v2,
                          Mod::v4, Mod::v8};
  ModSet AtomMods = AtomOps | Spaces | Scopes |
                    ModSet{Mod::relaxed, Mod::acquire, Mod::release,
                           Mod::acq_rel, Mod::noftz, Mod::L2_cache_hint,
                           Mod::async, Mod::mbarrier_complete_tx_bytes};
  ModSet FArith = RoundF | ModSet{Mod::ftz, Mod::sat};
  ModSet HArith = ModSet{Mod::rn, Mod::ftz, Mod::sat};
  ModSet MinMaxF = {Mod::ftz, Mod::NaN, Mod::xorsign, Mod::abs};
  ModSet Approx = {Mod::approx, Mod::ftz};
  return {
      // Data movement.
      {"mov", MovTypes, 0, 1, 1, None, "Xx", PRF_None, checkMov, buildMov,
       "copy, or (un)pack a vector of equal parts (element 0 is the low "
       "part); special registers become NVVM sreg reads"},
      {"mov", types(T::Pred), 0, 1, 1, None, "pq", PRF_None, nullptr,
       buildPredLogic, "predicate copy"},
      {"cvt", types(T::F16x2, T::BF16x2), types(T::F32), 2, 2,
       ModSet{Mod::rn, Mod::rz, Mod::relu, Mod::satfinite}, "daa", PRF_None,
       checkCvtPack, buildCvtPack,
       "two f32 to f16x2/bf16x2: a in the upper half, b in the lower"},
      {"cvt", CvtTypes, CvtTypes, 2, 2,
       RoundF | RoundI | ModSet{Mod::ftz, Mod::sat, Mod::relu, Mod::satfinite},
       "da", PRF_None, checkCvt, buildCvt,
       "every integer/float pair, exact rounding in every mode, "
       "saturating float-to-integer, .sat/.ftz/.relu/.satfinite"},
      {"cvta", types(T::U32, T::U64), 0, 1, 1,
       Spaces | ModSet{Mod::to}, "da", PRF_None, checkCvta, buildCvta,
       "address-space conversion (addrspacecast of the NVPTX spaces)"},
      {"isspacep", 0, 0, 0, 0, Spaces, "pa", PRF_None, checkIsspacep,
       buildIsspacep, "llvm.nvvm.isspacep.*"},
      {"prmt", types(T::B32), 0, 1, 1,
       ModSet{Mod::f4e, Mod::b4e, Mod::rc8, Mod::ecl, Mod::ecr, Mod::rc16},
       "daaa", PRF_None, checkPrmt, buildPrmt,
       "byte permute, every mode, sign replication"},
      {"ld", MemTypes, 0, 1, 1, MemMods, "Xm?a", PRF_SideEffect, checkLd, buildLd,
       "load; .relaxed/.acquire are atomic at the scope (vectors per "
       "element), .volatile is volatile, cache operators are hints"},
      {"st", MemTypes, 0, 1, 1, MemMods, "mx?a", PRF_SideEffect, checkSt,
       buildSt, "store; .relaxed/.release atomic at the scope"},
      {"atom", types(T::B32, T::B64, T::U32, T::U64, T::S32, T::S64, T::F32,
                     T::F64) | Halves,
       0, 1, 1, AtomMods, "dma?a", PRF_SideEffect, checkAtom, buildAtom,
       "atomicrmw/cmpxchg; relaxed and .gpu by default"},
      {"red", types(T::B32, T::B64, T::U32, T::U64, T::S32, T::S64, T::F32,
                    T::F64) | Halves,
       0, 1, 1, AtomMods, "ma", PRF_SideEffect, checkRed, buildRed,
       "atomicrmw without a result"},

      // Integer arithmetic.
      {"add", Ints16Up | Bits16Up, 0, 1, 1, ModSet{Mod::sat, Mod::cc}, "daa",
       PRF_None, checkIntAddSub, buildIntAdd, "wrapping add; .sat.s32 saturates"},
      {"sub", Ints16Up | Bits16Up, 0, 1, 1, ModSet{Mod::sat, Mod::cc}, "daa",
       PRF_None, checkIntAddSub, buildIntSub, "wrapping sub; .sat.s32 saturates"},
      {"mul", Ints16Up | Bits16Up, 0, 1, 1,
       ModSet{Mod::lo, Mod::hi, Mod::wide}, "daa", PRF_None, checkIntMul,
       buildIntMul, ".lo, .hi (signed or unsigned) and .wide products"},
      {"mad", Ints16Up | Bits16Up, 0, 1, 1,
       ModSet{Mod::lo, Mod::hi, Mod::wide, Mod::sat, Mod::cc}, "daaa",
       PRF_None, checkIntMul, buildIntMad,
       "product (.lo/.hi/.wide) plus c; mad.hi.sat.s32 saturates"},
      {"mul24", types(T::U32, T::S32), 0, 1, 1, ModSet{Mod::lo, Mod::hi},
       "daa", PRF_None, checkIntMul, buildIntMul24,
       "48-bit product of the low 24 bits; .lo bits 0-31, .hi bits 16-47"},
      {"mad24", types(T::U32, T::S32), 0, 1, 1,
       ModSet{Mod::lo, Mod::hi, Mod::sat}, "daaa", PRF_None, checkIntMul,
       buildIntMad24, "mul24 plus c; mad24.hi.sat.s32 saturates"},
      {"div", Ints16Up | Bits16Up, 0, 1, 1, None, "daa", PRF_None, nullptr,
       buildIntDiv,
       "quotient truncated; x/0 is all ones, MIN/-1 is MIN (no trap)"},
      {"rem", Ints16Up | Bits16Up, 0, 1, 1, None, "daa", PRF_None, nullptr,
       buildIntRem, "remainder with the dividend's sign; x%0 is x"},
      {"min", Ints16Up | Bits16Up, 0, 1, 1, ModSet{Mod::relu}, "daa", PRF_None,
       nullptr, buildIntMinMax, "signed for .s types"},
      {"max", Ints16Up | Bits16Up, 0, 1, 1, ModSet{Mod::relu}, "daa", PRF_None,
       nullptr, buildIntMinMax, "signed for .s types"},
      {"add", types(T::U16x2, T::S16x2), 0, 1, 1, None, "daa", PRF_None,
       nullptr, buildIntX2, "per 16-bit half, wrapping"},
      {"sub", types(T::U16x2, T::S16x2), 0, 1, 1, None, "daa", PRF_None,
       nullptr, buildIntX2, "per 16-bit half, wrapping"},
      {"min", types(T::U16x2, T::S16x2), 0, 1, 1, ModSet{Mod::relu}, "daa",
       PRF_None, nullptr, buildIntX2, "per 16-bit half"},
      {"max", types(T::U16x2, T::S16x2), 0, 1, 1, ModSet{Mod::relu}, "daa",
       PRF_None, nullptr, buildIntX2, "per 16-bit half"},
      {"dp4a", types(T::U32, T::S32), types(T::U32, T::S32), 2, 2, None,
       "daaa", PRF_None, nullptr, buildDot,
       "c + the dot product of the four byte pairs"},
      {"dp2a", types(T::U32, T::S32), types(T::U32, T::S32), 2, 2,
       ModSet{Mod::lo, Mod::hi}, "daaa", PRF_None, checkDp2a, buildDot,
       "c + the dot product of a's halves and two of b's bytes"},
      {"abs", types(T::S16, T::S32, T::S64), 0, 1, 1, None, "da", PRF_None,
       nullptr, buildIntAbs, "abs(MIN) is MIN"},
      {"neg", types(T::S16, T::S32, T::S64), 0, 1, 1, None, "da", PRF_None,
       nullptr, buildIntNeg, "two's complement"},

      // Logic and bits.
      {"and", Bits16Up, 0, 1, 1, None, "daa", PRF_None, nullptr, buildLogic,
       "bitwise"},
      {"and", types(T::Pred), 0, 1, 1, None, "pqq", PRF_None, nullptr,
       buildPredLogic, "predicates"},
      {"or", Bits16Up, 0, 1, 1, None, "daa", PRF_None, nullptr, buildLogic,
       "bitwise"},
      {"or", types(T::Pred), 0, 1, 1, None, "pqq", PRF_None, nullptr,
       buildPredLogic, "predicates"},
      {"xor", Bits16Up, 0, 1, 1, None, "daa", PRF_None, nullptr, buildLogic,
       "bitwise"},
      {"xor", types(T::Pred), 0, 1, 1, None, "pqq", PRF_None, nullptr,
       buildPredLogic, "predicates"},
      {"not", Bits16Up, 0, 1, 1, None, "da", PRF_None, nullptr, buildNot,
       "bitwise"},
      {"not", types(T::Pred), 0, 1, 1, None, "pq", PRF_None, nullptr,
       buildPredLogic, "predicate"},
      {"cnot", Bits16Up, 0, 1, 1, None, "da", PRF_None, nullptr, buildCnot,
       "a == 0 ? 1 : 0"},
      {"shl", Bits16Up, 0, 1, 1, None, "daa", PRF_None, nullptr, buildShift,
       "shift amounts past the width give 0"},
      {"shr", Bits16Up | Ints16Up, 0, 1, 1, None, "daa", PRF_None, nullptr,
       buildShift, "logical, arithmetic for .s; amounts clamp to the width"},
      {"shf", types(T::B32), 0, 1, 1,
       ModSet{Mod::l, Mod::r, Mod::clamp, Mod::wrap}, "daaa", PRF_None,
       checkShf, buildShf, "funnel shift of b:a"},
      {"bfe", types(T::U32, T::U64, T::S32, T::S64), 0, 1, 1, None, "daaa",
       PRF_None, nullptr, buildBfe,
       "bit-field extract, positions and lengths & 0xff, sign fill"},
      {"bfi", types(T::B32, T::B64), 0, 1, 1, None, "daaaa", PRF_None, nullptr,
       buildBfi, "bit-field insert"},
      {"popc", types(T::B32, T::B64), 0, 1, 1, None, "da", PRF_None, nullptr,
       buildPopc, "population count (u32 result)"},
      {"clz", types(T::B32, T::B64), 0, 1, 1, None, "da", PRF_None, nullptr,
       buildClz, "leading zeros (width for 0)"},
      {"brev", types(T::B32, T::B64), 0, 1, 1, None, "da", PRF_None, nullptr,
       buildBrev, "bit reverse"},
      {"bmsk", types(T::B32), 0, 1, 1, ModSet{Mod::clamp, Mod::wrap}, "daa",
       PRF_None, checkBmsk, buildBmsk,
       "mask of b bits from bit a; .clamp: a or b >= 32 saturate"},
      {"bfind", types(T::U32, T::U64, T::S32, T::S64), 0, 1, 1,
       ModSet{Mod::shiftamt}, "da", PRF_None, nullptr, buildBfind,
       "most significant non-sign bit; 0xffffffff if none"},
      {"lop3", types(T::B32), 0, 1, 1, None, "daaai", PRF_None, nullptr,
       buildLop3, "three-input logic from the 8-bit truth table"},
      {"setp", Bits16Up | Ints16Up, 0, 1, 1, IntCmp | BoolOps, "Paa?q",
       PRF_None, checkSetp, buildSetp,
       "integer comparisons (signed for .s), p|q and boolean combination"},
      {"setp", Floats | Halves, 0, 1, 1, FloatCmp | BoolOps | ModSet{Mod::ftz},
       "Paa?q", PRF_None, checkSetp, buildSetp,
       "ordered and unordered float comparisons, num, nan"},
      {"set",
       types(T::U32, T::S32, T::F32, T::F16, T::BF16, T::F16x2, T::BF16x2),
       Bits16Up | Ints16Up | Floats | Halves, 2, 2,
       IntCmp | FloatCmp | BoolOps | ModSet{Mod::ftz}, "daa?q", PRF_None,
       checkSet, buildSet,
       "compare to all ones / 1.0 or 0 (per half for x2 sources)"},
      {"selp", SelpTypes, 0, 1, 1, None, "daaq", PRF_None, nullptr, buildSelp,
       "c ? a : b"},
      {"slct", SelpTypes, types(T::S32, T::F32), 2, 2, ModSet{Mod::ftz},
       "daaa", PRF_None, checkSlct, buildSlct, "c >= 0 ? a : b"},

      // Floating point.
      {"add", Floats, 0, 1, 1, FArith, "daa", PRF_None, checkFloatArith,
       buildFloatArith, "IEEE sum in every rounding mode"},
      {"sub", Floats, 0, 1, 1, FArith, "daa", PRF_None, checkFloatArith,
       buildFloatArith, "IEEE difference in every rounding mode"},
      {"mul", Floats, 0, 1, 1, FArith, "daa", PRF_None, checkFloatArith,
       buildFloatArith, "IEEE product in every rounding mode"},
      {"fma", Floats, 0, 1, 1, FArith, "daaa", PRF_None, checkFloatArith,
       buildFloatArith, "fused multiply-add in every rounding mode (f32)"},
      {"mad", Floats, 0, 1, 1, FArith, "daaa", PRF_None, checkFloatArith,
       buildFloatArith, "same as fma"},
      {"div", Floats, 0, 1, 1,
       RoundF | ModSet{Mod::ftz, Mod::approx, Mod::full}, "daa", PRF_None,
       checkDivFloat, buildFloatArith,
       "IEEE quotient in every rounding mode; .approx/.full correctly rounded"},
      {"rcp", Floats, 0, 1, 1, RoundF | ModSet{Mod::ftz, Mod::approx}, "da",
       PRF_None, checkDivFloat, buildFloatArith,
       "1/a in every rounding mode; .approx correctly rounded"},
      {"sqrt", Floats, 0, 1, 1, RoundF | ModSet{Mod::ftz, Mod::approx}, "da",
       PRF_None, checkDivFloat, buildFloatArith,
       "square root in every rounding mode; .approx correctly rounded"},
      {"add", Halves, 0, 1, 1, HArith, "daa", PRF_None, checkHalfArith,
       buildFloatArith, "f16/bf16 sum, rounded once"},
      {"sub", Halves, 0, 1, 1, HArith, "daa", PRF_None, checkHalfArith,
       buildFloatArith, "f16/bf16 difference, rounded once"},
      {"mul", Halves, 0, 1, 1, HArith, "daa", PRF_None, checkHalfArith,
       buildFloatArith, "f16/bf16 product, rounded once"},
      {"fma", Halves, 0, 1, 1, HArith | ModSet{Mod::relu, Mod::oob}, "daaa",
       PRF_None, checkHalfArith, buildFloatArith,
       "f16/bf16 fused multiply-add; .oob: +0 for an out-of-bounds NaN "
       "multiplicand"},
      {"min", Floats | Halves, 0, 1, 1, MinMaxF, "daa", PRF_None,
       checkMinMaxFloat, buildFloatMinMax,
       "NaN ignored unless .NaN; -0 < +0; .xorsign.abs"},
      {"max", Floats | Halves, 0, 1, 1, MinMaxF, "daa", PRF_None,
       checkMinMaxFloat, buildFloatMinMax,
       "NaN ignored unless .NaN; -0 < +0; .xorsign.abs"},
      {"neg", Floats | Halves, 0, 1, 1, ModSet{Mod::ftz}, "da", PRF_None,
       checkFloatUnary, buildFloatUnary, "sign flip"},
      {"abs", Floats | Halves, 0, 1, 1, ModSet{Mod::ftz}, "da", PRF_None,
       checkFloatUnary, buildFloatUnary, "sign clear"},
      {"copysign", Floats, 0, 1, 1, None, "daa", PRF_None, nullptr,
       buildCopysign, "b with the sign of a"},
      {"ex2", types(T::F32) | Halves, 0, 1, 1, Approx, "da", PRF_Approx,
       checkApprox, buildFloatApprox, "2^a, correctly rounded"},
      {"lg2", types(T::F32), 0, 1, 1, Approx, "da", PRF_Approx, checkApprox,
       buildFloatApprox, "log2(a), correctly rounded"},
      {"rsqrt", Floats, 0, 1, 1, Approx, "da", PRF_Approx, checkApprox,
       buildFloatApprox, "1/sqrt(a)"},
      {"sin", types(T::F32), 0, 1, 1, Approx, "da", PRF_Approx, checkApprox,
       buildFloatApprox, "sin(a)"},
      {"cos", types(T::F32), 0, 1, 1, Approx, "da", PRF_Approx, checkApprox,
       buildFloatApprox, "cos(a)"},
      {"tanh", types(T::F32) | Halves, 0, 1, 1, Approx, "da", PRF_Approx,
       checkApprox, buildFloatApprox, "tanh(a)"},

      // Warp.
      {"shfl", types(T::B32), 0, 1, 1, ShflModes | ModSet{Mod::sync},
       "Daaa?a", PRF_Convergent, checkShfl, buildShfl,
       "llvm.nvvm.shfl[.sync].<mode>.i32[p]"},
      {"vote", types(T::Pred), 0, 1, 1,
       ModSet{Mod::sync, Mod::all, Mod::any, Mod::uni, Mod::ballot}, "pq?a",
       PRF_Convergent, checkVote, buildVote, "llvm.nvvm.vote[.sync].{all,any,uni}"},
      {"vote", types(T::B32), 0, 1, 1,
       ModSet{Mod::sync, Mod::all, Mod::any, Mod::uni, Mod::ballot}, "dq?a",
       PRF_Convergent, checkVote, buildVote, "llvm.nvvm.vote[.sync].ballot"},
      {"match", types(T::B32, T::B64), 0, 1, 1,
       ModSet{Mod::sync, Mod::any, Mod::all}, "Daa", PRF_Convergent, checkMatch,
       buildMatch, "llvm.nvvm.match.{any,all}.sync"},
      {"redux", types(T::U32, T::S32, T::B32, T::F32), 0, 1, 1,
       ModSet{Mod::sync, Mod::add, Mod::min, Mod::max, Mod::and_, Mod::or_,
              Mod::xor_, Mod::abs, Mod::NaN},
       "daa", PRF_Convergent, checkRedux, buildRedux, "llvm.nvvm.redux.sync.*"},
      {"activemask", types(T::B32), 0, 1, 1, None, "d", PRF_Convergent, nullptr,
       buildActivemask, "llvm.nvvm.activemask"},
      {"elect", 0, 0, 0, 0, ModSet{Mod::sync}, "Da", PRF_Convergent,
       checkElect, buildElect, "llvm.nvvm.elect.sync (LLVM 19: from "
       "activemask and laneid)"},
      {"bar", 0, 0, 0, 0,
       ModSet{Mod::sync, Mod::warp, Mod::cta, Mod::aligned, Mod::arrive,
              Mod::red},
       "a?a", PRF_SideEffect | PRF_Convergent, checkBar, buildBarrier,
       "bar.sync/bar.cta.sync: the NVVM block barrier; bar.warp.sync"},
      {"barrier", 0, 0, 0, 0,
       ModSet{Mod::sync, Mod::cta, Mod::aligned, Mod::arrive, Mod::red},
       "a?a", PRF_SideEffect | PRF_Convergent, checkBar, buildBarrier,
       "the NVVM block barrier"},
      {"membar", 0, 0, 0, 0, ModSet{Mod::cta, Mod::gl, Mod::sys}, "",
       PRF_SideEffect, checkMembar, buildFence, "fence seq_cst at the scope"},
      {"fence", 0, 0, 0, 0,
       Scopes | Spaces |
           ModSet{Mod::sc, Mod::acq_rel, Mod::proxy, Mod::async, Mod::alias,
                  Mod::tensormap, Mod::tensormap_generic, Mod::release,
                  Mod::acquire},
       "", PRF_SideEffect, checkFence, buildFence,
       "fence seq_cst/acq_rel at the scope"},
      {"nanosleep", types(T::U32), 0, 1, 1, None, "a", PRF_SideEffect, nullptr,
       buildNanosleep, "llvm.nvvm.nanosleep"},
      {"trap", 0, 0, 0, 0, None, "", PRF_SideEffect, nullptr, buildTrap,
       "llvm.trap"},
      {"brkpt", 0, 0, 0, 0, None, "", PRF_SideEffect, nullptr, buildTrap,
       "llvm.debugtrap"},
      {"exit", 0, 0, 0, 0, None, "", PRF_SideEffect, nullptr, buildExit,
       "llvm.nvvm.exit"},
      {"prefetch", 0, 0, 0, 0,
       Spaces | ModSet{Mod::L1, Mod::L2, Mod::L2_evict_last,
                       Mod::L2_evict_normal},
       "m", PRF_SideEffect, nullptr, buildNoop, "a hint: nothing"},
      {"prefetchu", 0, 0, 0, 0, ModSet{Mod::L1}, "m", PRF_SideEffect, nullptr,
       buildNoop, "a hint: nothing"},
      {"bra", 0, 0, 0, 0, ModSet{Mod::uni}, "l", PRF_Branch, nullptr, nullptr,
       "branch to a label of the asm statement"},
  };
}

ArrayRef<InstrRow> shfl::ptx::instrTable() {
  static const std::vector<InstrRow> Table = makeTable();
  return Table;
}

ArrayRef<const InstrRow *> shfl::ptx::rowsFor(StringRef Name) {
  static const StringMap<std::vector<const InstrRow *>> Index = [] {
    StringMap<std::vector<const InstrRow *>> M;
    for (const InstrRow &R : instrTable())
      M[R.Name].push_back(&R);
    return M;
  }();
  auto It = Index.find(Name);
  if (It == Index.end())
    return {};
  return It->second;
}

bool shfl::ptx::isOutOfScopeOpcode(StringRef Name) {
  static const StringLiteral Names[] = {
      "mma",       "wmma",   "wgmma",    "ldmatrix", "stmatrix",
      "movmatrix", "cp",     "tcgen05",  "mbarrier", "tensormap",
      "multimem",  "cvt.pack"};
  for (StringRef N : Names)
    if (N == Name)
      return true;
  return false;
}

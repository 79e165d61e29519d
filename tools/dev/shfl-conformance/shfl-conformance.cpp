//===- shfl-conformance.cpp - The lowered shuffles vs. the PTX model ------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The conformance suite of the AMDGPU and hgpu shuffle lowerings.  For each
/// target configuration it
///
///  1. writes an amdgcn (or hgpu) module whose kernels call each NVVM shuffle
///     intrinsic (the 16 llvm.nvvm.shfl.sync.* and the 16 legacy
///     llvm.nvvm.shfl.*) with operands read from buffers, plus kernels with
///     thousands of call sites whose b and/or c are constants, and pairs of
///     constant shuffles where only the second one's result is stored (the
///     first one then only has to be right on the lanes the second reads:
///     LaneDemand.h), integer reductions written as chains of constant
///     shuffles (AMDGPUReductionChains.h), and call sites whose b is
///     computed from the lane id (LaneFunction.h: rotations, swaps, group
///     broadcasts, random arithmetic; AMDGPU only).  These sites sit behind
///     an always-taken branch, so the lowering cannot count on the launch's
///     lanes; a last section puts constant and lane-function sites (all
///     rotations among them) in code that every launched lane runs
///     (FunctionCaches.h, LaunchLaneBlocks: unguarded readlanes, DPP chains
///     and chain blends; AMDGPU only) and launches it with whole and
///     partial waves (lanes 0..n-1), where a lane that reads a lane not
///     launched must get 0, as from ds_bpermute;
///  2. lowers it with the project's pass, loaded from the plugin
///     (`nvvm-shfl-to-amdgpu<waveNN>`, or `nvvm-shfl-to-hgpu<hgpuN>`);
///  3. runs the kernels on the wave emulator and compares every lane's value
///     and predicate with include/ShflLowering/Semantics/PTXShflModel.h.
///
/// With runtime operands the predicate forms are checked exhaustively: every
/// lane sees every b in [0, 64) with every c in [0, 8192) (`--full`; the
/// default run takes 1024 of the 8192 c values).  Every intrinsic also gets
/// random 32-bit b and c.  A non-zero exit status means a mismatch.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Support/Compat.h"
#include "ShflLowering/Semantics/HGPUIntrinsics.h"
#include "ShflLowering/Semantics/PTXShflModel.h"
#include "KernelRunner.h"
#include "ShflLowering/WaveEmu/Emulator.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <cstring>
#include <random>

using namespace llvm;
using namespace shfl;
using namespace wemu;

#ifndef SHFL_PLUGIN_PATH
#define SHFL_PLUGIN_PATH ""
#endif
#ifndef SHFL_LLVM_TOOLS_DIR
#define SHFL_LLVM_TOOLS_DIR ""
#endif

static cl::OptionCategory Cat("shfl-conformance options");
static cl::opt<std::string> PluginPath("plugin", cl::desc("the ShflLowering pass plugin"),
                                       cl::init(SHFL_PLUGIN_PATH), cl::cat(Cat));
static cl::list<std::string>
    Configs("config",
            cl::desc("configurations to run (default: all): gfx90a, gfx942, "
                     "gfx1030-w32, gfx1030-w64, gfx1100-w32, gfx1100-w64, "
                     "gfx1200-w32, gfx1200-w64, hgpu1, hgpu2"),
            cl::CommaSeparated, cl::cat(Cat));
static cl::opt<bool> Full("full",
                          cl::desc("exhaustive b x c for the predicate forms "
                                   "(default: 1024 of the 8192 c values)"),
                          cl::cat(Cat));
static cl::opt<unsigned> SweepC("sweep-c",
                                cl::desc("number of c values of the predicate-form "
                                         "sweep (default 1024; --full: 8192)"),
                                cl::init(1024), cl::cat(Cat));
static cl::opt<unsigned> Seed("seed", cl::desc("random seed"), cl::init(1), cl::cat(Cat));
static cl::opt<unsigned> RandomSlots("random-slots",
                                     cl::desc("warp executions with random 32-bit b and "
                                              "c per intrinsic"),
                                     cl::init(2048), cl::cat(Cat));
static cl::opt<unsigned> ConstSites("const-sites",
                                    cl::desc("call sites with constant operands "
                                             "per configuration"),
                                    cl::init(3072), cl::cat(Cat));
static cl::opt<unsigned> ChainSites("chain-sites",
                                    cl::desc("pairs of constant-operand shuffles, "
                                             "the second reading the first, per "
                                             "configuration"),
                                    cl::init(1024), cl::cat(Cat));
static cl::opt<unsigned> ReduceChains("reduce-chains",
                                      cl::desc("integer reductions written as "
                                               "chains of constant shuffles, "
                                               "per configuration"),
                                      cl::init(512), cl::cat(Cat));
static cl::opt<unsigned> LaunchSites("launch-sites",
                                     cl::desc("call sites with constant operands "
                                              "in code that runs with the "
                                              "launch's lanes, per AMDGPU "
                                              "configuration"),
                                     cl::init(1024), cl::cat(Cat));
static cl::opt<unsigned> LaneFnSites("lane-function-sites",
                                     cl::desc("call sites whose b is computed from "
                                              "the lane id, per AMDGPU "
                                              "configuration"),
                                     cl::init(512), cl::cat(Cat));
static cl::opt<std::string> EmitLowered("emit-lowered",
                                        cl::desc("write each lowered module to "
                                                 "<dir>/<config>.ll"),
                                        cl::value_desc("dir"), cl::cat(Cat));
static cl::opt<std::string> Pipeline("pass-params",
                                     cl::desc("extra pass parameters, e.g. "
                                              "'strategy=permute'"),
                                     cl::init(""), cl::cat(Cat));
static cl::opt<bool> WrongWaveSize(
    "wrong-wave-size-for-testing", cl::Hidden,
    cl::desc("lower for wave32 but run as wave64 (to check that the suite "
             "detects a wrong lowering)"),
    cl::cat(Cat));
static cl::opt<bool> MutateHGPU(
    "mutate-hgpu-for-testing", cl::Hidden,
    cl::desc("after lowering for hgpu, make every gather read lane ^ 1 and "
             "halve every native shuffle's width (to check that the suite "
             "detects a wrong lowering)"),
    cl::cat(Cat));
static cl::opt<bool> Verbose("v", cl::desc("one line per intrinsic"), cl::cat(Cat));
static cl::opt<bool> ISA("isa",
                         cl::desc("compile the lowered module with llc and ld.lld and run "
                                  "the code object on the ISA-level emulator "
                                  "(AMDGPU configurations)"),
                         cl::cat(Cat));
static cl::opt<std::string> ISAWorkDir("isa-dir",
                                       cl::desc("--isa: where the module, object and "
                                                "code object are written"),
                                       cl::value_desc("dir"), cl::init("."), cl::cat(Cat));
static cl::opt<std::string> LLVMToolsDir("llvm-tools",
                                         cl::desc("--isa: the directory of llc and ld.lld"),
                                         cl::init(SHFL_LLVM_TOOLS_DIR), cl::cat(Cat));
static cl::opt<bool> NoMemCheck("no-memcheck",
                                cl::desc("run the kernels without the emulator's "
                                         "memory checks"),
                                cl::cat(Cat));

namespace {

struct Config {
  const char *Name, *CPU;
  unsigned Wave;
  bool HGPU = false; ///< an hgpu subtarget (CPU), lowered by nvvm-shfl-to-hgpu
};
const Config AllConfigs[] = {
    {"gfx90a", "gfx90a", 64},          {"gfx942", "gfx942", 64},
    {"gfx1030-w32", "gfx1030", 32},    {"gfx1030-w64", "gfx1030", 64},
    {"gfx1100-w32", "gfx1100", 32},    {"gfx1100-w64", "gfx1100", 64},
    {"gfx1200-w32", "gfx1200", 32},    {"gfx1200-w64", "gfx1200", 64},
    // The TableGen-described hgpu target (docs/hgpu.md): 32-lane warps; hgpu1
    // has only the lane-indexed gather, hgpu2 also the native shuffles.
    {"hgpu1", "hgpu1", 32, true},      {"hgpu2", "hgpu2", 32, true},
};

/// How the generated module spells kernels, their buffers and the lane's
/// index on the target.  hgpu has no triple, address spaces or kernel
/// calling convention (kernels carry the "hgpu-kernel" attribute), and its
/// only lane query is llvm.hgpu.lane.id: each launch is one warp.
struct Dialect {
  std::string Ptr, Kernel, Tid;
  explicit Dialect(const Config &C)
      : Ptr(C.HGPU ? "ptr" : "ptr addrspace(1)"),
        Kernel(C.HGPU ? "void" : "amdgpu_kernel void"),
        Tid(C.HGPU ? "@llvm.hgpu.lane.id" : "@llvm.amdgcn.workitem.id.x") {}
};

/// One NVVM shuffle intrinsic.
struct Intr {
  ptx::Mode Mode;
  bool Sync, Float, Pred;
  std::string name() const {
    return (Twine("llvm.nvvm.shfl.") + (Sync ? "sync." : "") + ptx::modeName(Mode) +
            (Float ? ".f32" : ".i32") + (Pred ? "p" : ""))
        .str();
  }
  std::string kernel() const {
    std::string N = name().substr(strlen("llvm.nvvm."));
    std::replace(N.begin(), N.end(), '.', '_');
    return N;
  }
  std::string valTy() const { return Float ? "float" : "i32"; }
  std::string retTy() const {
    return Pred ? "{ " + valTy() + ", i1 }" : valTy();
  }
  std::string decl() const {
    return "declare " + retTy() + " @" + name() + "(" + (Sync ? "i32, " : "") +
           valTy() + ", i32, i32)\n";
  }
  /// The call, with operands given as IR values.
  std::string call(StringRef Res, StringRef A, StringRef B, StringRef C) const {
    return ("  " + Res + " = call " + retTy() + " @" + name() + "(" +
            (Sync ? "i32 -1, " : "") + valTy() + " " + A + ", i32 " + B + ", i32 " + C +
            ")\n")
        .str();
  }
};

std::vector<Intr> allIntrinsics() {
  std::vector<Intr> Out;
  for (bool Sync : {true, false})
    for (bool Pred : {true, false})
      for (bool Float : {false, true})
        for (unsigned M = 0; M < ptx::NumModes; ++M)
          Out.push_back({ptx::Mode(M), Sync, Float, Pred});
  return Out;
}

/// Emits a store of the call's value and predicate to outv/outp[%idx].
std::string storeResult(const Dialect &D, const Intr &I, StringRef R, StringRef Idx,
                        StringRef Sfx) {
  std::string S;
  std::string V = ("%v" + Sfx).str(), P = ("%p" + Sfx).str();
  if (I.Pred) {
    S += "  " + V + " = extractvalue " + I.retTy() + " " + R.str() + ", 0\n";
    S += "  " + P + ".i1 = extractvalue " + I.retTy() + " " + R.str() + ", 1\n";
    S += "  " + P + " = zext i1 " + P + ".i1 to i32\n";
  } else {
    V = R.str();
  }
  S += ("  %pv" + Sfx + " = getelementptr i32, " + D.Ptr + " %outv, i32 " + Idx + "\n")
           .str();
  S += "  store " + I.valTy() + " " + V + ", " + D.Ptr + " %pv" + Sfx.str() + "\n";
  if (I.Pred) {
    S += ("  %pp" + Sfx + " = getelementptr i32, " + D.Ptr + " %outp, i32 " + Idx +
          "\n")
             .str();
    S += "  store i32 " + P + ", " + D.Ptr + " %pp" + Sfx.str() + "\n";
  }
  return S;
}

/// The start of a kernel's body.  Unless \p Launch, the sites sit behind a
/// branch on `tid < 4096`, always taken: their block does not post-dominate
/// the entry, so the lowering cannot count on the launch's lanes
/// (FunctionCaches.h, LaunchLaneBlocks) and its general plans are the ones
/// checked.  The "launch lanes" section checks the others.
std::string kernelEntry(const Dialect &D, bool Launch) {
  std::string S = "entry:\n  %tid = call i32 " + D.Tid + "()\n";
  if (!Launch)
    S += "  %in.range = icmp ult i32 %tid, 4096\n"
         "  br i1 %in.range, label %body, label %exit\nbody:\n";
  return S;
}

std::string kernelExit(bool Launch) {
  return Launch ? "  ret void\n}\n" : "  br label %exit\nexit:\n  ret void\n}\n";
}

std::string kernelParams(const Dialect &D) {
  return "(" + D.Ptr + " %a, " + D.Ptr + " %b, " + D.Ptr + " %c, " + D.Ptr +
         " %outv, " + D.Ptr + " %outp, i32 %n)";
}

/// The checked call of a runtime kernel, after two calls that share its b
/// and c (the lowering shares parts of their range checks, SharedChecks in
/// WarpTarget.h): one of another intrinsic, whose result is dropped, and a
/// second call of the same intrinsic on the payload xor a constant.
///
/// The other intrinsic is the first one declared (allIntrinsics()[0]; the
/// next mode in its own kernel): the calls are lowered in the order of their
/// declarations, so the checked calls take the parts that do not depend on
/// the mode from it.  Either call of the intrinsic may take the other's parts
/// (use-list order), so the stored value is spoiled unless the two agree:
/// the second result must be the first xor the constant, with the same
/// predicate.
std::string sharedOperandCalls(const Intr &I, StringRef Out) {
  const char *K = "1431655765"; // 0x55555555
  Intr Other = allIntrinsics()[0];
  if (Other.name() == I.name())
    Other.Mode = ptx::Mode((I.Mode + 1) % ptx::NumModes);
  std::string Ty = I.valTy();
  auto toI32 = [&](StringRef V, StringRef R) {
    return I.Float ? ("  " + R + " = bitcast float " + V + " to i32\n").str()
                   : ("  " + R + " = or i32 " + V + ", 0\n").str();
  };
  std::string S = toI32("%av", "%x.a.i");
  assert(!Other.Float && "the other call takes the payload as i32");
  S += Other.call("%x.other", "%x.a.i", "%bv", "%cv");
  S += "  %x.a2.i = xor i32 %x.a.i, " + std::string(K) + "\n";
  S += I.Float ? "  %x.a2 = bitcast i32 %x.a2.i to float\n"
               : "  %x.a2 = or i32 %x.a2.i, 0\n";
  S += I.call("%x.r1", "%av", "%bv", "%cv");
  S += I.call("%x.r2", "%x.a2", "%bv", "%cv");
  for (const char *R : {"1", "2"}) {
    std::string V = std::string("%x.v") + R;
    S += I.Pred ? "  " + V + " = extractvalue " + I.retTy() + " %x.r" + R + ", 0\n"
                : "  " + V + " = select i1 true, " + Ty + " %x.r" + R + ", " + Ty +
                      " %x.r" + R + "\n";
    S += toI32(V, V + ".i");
  }
  S += "  %x.v2.back = xor i32 %x.v2.i, " + std::string(K) + "\n";
  S += "  %x.ok.v = icmp eq i32 %x.v2.back, %x.v1.i\n";
  if (I.Pred) {
    S += "  %x.p1 = extractvalue " + I.retTy() + " %x.r1, 1\n";
    S += "  %x.p2 = extractvalue " + I.retTy() + " %x.r2, 1\n";
    S += "  %x.ok.p = icmp eq i1 %x.p1, %x.p2\n";
    S += "  %x.ok = and i1 %x.ok.v, %x.ok.p\n";
  } else {
    S += "  %x.ok = and i1 %x.ok.v, true\n";
  }
  S += "  %x.bad.i = xor i32 %x.v1.i, 1010580540\n"; // 0x3c3c3c3c
  S += I.Float ? "  %x.bad = bitcast i32 %x.bad.i to float\n"
               : "  %x.bad = or i32 %x.bad.i, 0\n";
  S += "  %x.out = select i1 %x.ok, " + Ty + " %x.v1, " + Ty + " %x.bad\n";
  S += I.Pred ? "  " + Out.str() + " = insertvalue " + I.retTy() + " %x.r1, " + Ty +
                    " %x.out, 0\n"
              : "  " + Out.str() + " = select i1 true, " + Ty + " %x.out, " + Ty +
                    " %x.out\n";
  return S;
}

/// A kernel that runs one shuffle per loop iteration with operands from
/// buffers: iteration t, lane l uses a/b/c[t * W + l].
std::string runtimeKernel(const Dialect &D, const Intr &I, unsigned W) {
  std::string S = "define " + D.Kernel + " @" + I.kernel() + kernelParams(D) + " #0 {\n";
  S += "entry:\n  %tid = call i32 " + D.Tid + "()\n  br label %loop\n";
  S += "loop:\n  %t = phi i32 [ 0, %entry ], [ %t.next, %loop ]\n";
  S += "  %base = mul i32 %t, " + std::to_string(W) + "\n";
  S += "  %idx = add i32 %base, %tid\n";
  S += "  %pa = getelementptr i32, " + D.Ptr + " %a, i32 %idx\n";
  S += "  %av = load " + I.valTy() + ", " + D.Ptr + " %pa\n";
  S += "  %pb = getelementptr i32, " + D.Ptr + " %b, i32 %idx\n";
  S += "  %bv = load i32, " + D.Ptr + " %pb\n";
  S += "  %pc = getelementptr i32, " + D.Ptr + " %c, i32 %idx\n";
  S += "  %cv = load i32, " + D.Ptr + " %pc\n";
  S += sharedOperandCalls(I, "%r");
  S += storeResult(D, I, "%r", "%idx", "");
  S += "  %t.next = add i32 %t, 1\n  %more = icmp ult i32 %t.next, %n\n";
  S += "  br i1 %more, label %loop, label %exit\nexit:\n  ret void\n}\n";
  return S;
}

/// A b computed from the lane id (LaneFunction.h): `(lane Op1 K1) Op2 K2`,
/// where lane is the CUDA lane (`mbcnt & 31` on wave64), the wave lane or
/// `mbcnt.lo(-1, 0)` alone, which is 32 on the upper half of a wave64.
struct LaneFn {
  enum LeafKind { CUDALane, WaveLane, LowLane } Leaf = CUDALane;
  unsigned Op1 = 0, Op2 = 0; ///< indices into LaneFnOps; Op2 0 is none
  uint32_t K1 = 0, K2 = 0;

  /// The operations, with their host semantics (shifts below 32).
  struct Op {
    const char *Name;
    uint32_t (*Apply)(uint32_t, uint32_t);
  };
  static constexpr Op Ops[] = {
      {nullptr, nullptr},
      {"add", [](uint32_t A, uint32_t K) { return A + K; }},
      {"sub", [](uint32_t A, uint32_t K) { return A - K; }},
      {"xor", [](uint32_t A, uint32_t K) { return A ^ K; }},
      {"and", [](uint32_t A, uint32_t K) { return A & K; }},
      {"or", [](uint32_t A, uint32_t K) { return A | K; }},
      {"mul", [](uint32_t A, uint32_t K) { return A * K; }},
      {"shl", [](uint32_t A, uint32_t K) { return A << K; }},
      {"lshr", [](uint32_t A, uint32_t K) { return A >> K; }},
  };
  static constexpr unsigned NumOps = sizeof(Ops) / sizeof(Ops[0]);

  /// Its value on lane \p Lane of a wave of \p Wave lanes.
  uint32_t eval(unsigned Lane, unsigned Wave) const {
    uint32_t X = Leaf == WaveLane  ? Lane
                 : Leaf == LowLane ? std::min(Lane, 32u)
                 : Wave == 32      ? Lane
                                   : Lane & 31;
    X = Ops[Op1].Apply(X, K1);
    return Op2 ? Ops[Op2].Apply(X, K2) : X;
  }
  /// The IR that computes it into \p Out from the kernel's lane ids.
  std::string ir(StringRef Out) const {
    static const char *Leaves[] = {"%lane.cuda", "%lane.wave", "%lane.lo"};
    std::string S = "  " + Out.str() + ".0 = " + Ops[Op1].Name + " i32 " +
                    Leaves[Leaf] + ", " + std::to_string(static_cast<int32_t>(K1)) +
                    "\n";
    S += "  " + Out.str() + " = " +
         (Op2 ? std::string(Ops[Op2].Name) + " i32 " + Out.str() + ".0, " +
                    std::to_string(static_cast<int32_t>(K2))
              : "or i32 " + Out.str() + ".0, 0") +
         "\n";
    return S;
  }
};

/// One call site of the constant-operand kernels.
struct ConstSite {
  Intr I;
  std::optional<uint32_t> B, C; // constant operands (runtime if empty)
  std::optional<LaneFn> BFn;    // b computed from the lane id (B is empty)
};

/// A straight-line kernel: site s uses a/b/c[s * W + lane].
std::string constKernel(const Dialect &D, StringRef Name, ArrayRef<ConstSite> Sites,
                        unsigned First, unsigned W, bool Launch = false) {
  std::string S = "define " + D.Kernel + " @" + Name.str() + kernelParams(D) + " #0 {\n";
  S += kernelEntry(D, Launch);
  if (any_of(Sites, [](const ConstSite &CS) { return CS.BFn.has_value(); })) {
    // The lane ids as the project's lowering of %laneid computes them.
    S += "  %lane.lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)\n";
    if (W == 64) {
      S += "  %lane.wave = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.lo)\n";
      S += "  %lane.cuda = and i32 %lane.wave, 31\n";
    } else {
      S += "  %lane.wave = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)\n";
      S += "  %lane.cuda = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)\n";
    }
  }
  for (unsigned K = 0; K < Sites.size(); ++K) {
    const ConstSite &CS = Sites[K];
    std::string Sfx = "." + std::to_string(K);
    std::string Idx = "%idx" + Sfx;
    S += "  " + Idx + " = add i32 %tid, " + std::to_string((First + K) * W) + "\n";
    S += "  %pa" + Sfx + " = getelementptr i32, " + D.Ptr + " %a, i32 " + Idx + "\n";
    S += "  %av" + Sfx + " = load " + CS.I.valTy() + ", " + D.Ptr + " %pa" + Sfx + "\n";
    // A constant operand is an immediate; a runtime one is loaded from its
    // buffer (%b or %c) at this site's index.
    auto operand = [&](const std::optional<uint32_t> &Const,
                       const std::string &Buf) -> std::string {
      if (Const)
        return std::to_string(static_cast<int32_t>(*Const));
      S += "  %p" + Buf + Sfx + " = getelementptr i32, " + D.Ptr + " %" + Buf +
           ", i32 " + Idx + "\n";
      S += "  %" + Buf + "v" + Sfx + " = load i32, " + D.Ptr + " %p" + Buf +
           Sfx + "\n";
      return "%" + Buf + "v" + Sfx;
    };
    std::string BV;
    if (CS.BFn) {
      BV = "%bfn" + Sfx;
      S += CS.BFn->ir(BV);
    } else {
      BV = operand(CS.B, "b");
    }
    std::string CV = operand(CS.C, "c");
    S += CS.I.call("%r" + Sfx, "%av" + Sfx, BV, CV);
    S += storeResult(D, CS.I, "%r" + Sfx, Idx, Sfx);
  }
  S += kernelExit(Launch);
  return S;
}

/// Two constant-operand shuffles in a row, of one payload type: only the
/// second one's value is stored, so the first one's result is used on the
/// lanes the second reads (its demanded lanes, LaneDemand.h).
struct ChainSite {
  ConstSite First, Second; ///< all operands constant; Second has no predicate
};

/// A straight-line kernel: chain s reads a[s * W + lane] and stores out[...].
std::string chainKernel(const Dialect &D, StringRef Name, ArrayRef<ChainSite> Sites,
                        unsigned W) {
  std::string S = "define " + D.Kernel + " @" + Name.str() + kernelParams(D) + " #0 {\n";
  S += kernelEntry(D, false);
  for (unsigned K = 0; K < Sites.size(); ++K) {
    const ChainSite &CS = Sites[K];
    std::string Sfx = "." + std::to_string(K);
    std::string Idx = "%idx" + Sfx;
    auto Imm = [](uint32_t V) { return std::to_string(static_cast<int32_t>(V)); };
    S += "  " + Idx + " = add i32 %tid, " + std::to_string(K * W) + "\n";
    S += "  %pa" + Sfx + " = getelementptr i32, " + D.Ptr + " %a, i32 " + Idx + "\n";
    S += "  %av" + Sfx + " = load " + CS.First.I.valTy() + ", " + D.Ptr + " %pa" + Sfx +
         "\n";
    S += CS.First.I.call("%r1" + Sfx, "%av" + Sfx, Imm(*CS.First.B), Imm(*CS.First.C));
    std::string V1 = "%r1" + Sfx;
    if (CS.First.I.Pred) {
      S += "  %v1" + Sfx + " = extractvalue " + CS.First.I.retTy() + " " + V1 + ", 0\n";
      V1 = "%v1" + Sfx;
    }
    S += CS.Second.I.call("%r" + Sfx, V1, Imm(*CS.Second.B), Imm(*CS.Second.C));
    S += storeResult(D, CS.Second.I, "%r" + Sfx, Idx, Sfx);
  }
  S += kernelExit(false);
  return S;
}

/// An integer reduction written as shuffles: v = op(v, shfl(v, b, c)) per
/// step, then optionally v = shfl.idx(v, Bcast, BcastC).  Whole ones (a
/// butterfly, a down-tree whose total lane 0 passes on) are lowered as a
/// group reduction (AMDGPUReductionChains.h); the others call by call.
struct ReduceChain {
  enum OpKind : uint8_t { Add, Xor, And, Or, SMin, SMax, UMin, UMax } Op;
  struct StepTy {
    ptx::Mode Mode;
    uint32_t B, C;
  };
  std::vector<StepTy> Steps;
  std::optional<std::pair<uint32_t, uint32_t>> Bcast; ///< (b, c) of the idx

  static const char *opName(OpKind K) {
    static const char *const Names[] = {"add", "xor", "and", "or",
                                        "smin", "smax", "umin", "umax"};
    return Names[K];
  }
  /// The IR of op(X, Y) into Res.
  std::string ir(StringRef Res, StringRef X, StringRef Y) const {
    if (Op <= Or)
      return ("  " + Res + " = " + opName(Op) + " i32 " + X + ", " + Y + "\n").str();
    return ("  " + Res + " = call i32 @llvm." + opName(Op) + ".i32(i32 " + X +
            ", i32 " + Y + ")\n")
        .str();
  }
  uint32_t apply(uint32_t X, uint32_t Y) const {
    switch (Op) {
    case Add: return X + Y;
    case Xor: return X ^ Y;
    case And: return X & Y;
    case Or: return X | Y;
    case SMin: return int32_t(X) < int32_t(Y) ? X : Y;
    case SMax: return int32_t(X) > int32_t(Y) ? X : Y;
    case UMin: return X < Y ? X : Y;
    case UMax: return X > Y ? X : Y;
    }
    return 0;
  }
};

/// A straight-line kernel: chain s reads a[s * W + lane] and stores out[...].
std::string reduceChainKernel(const Dialect &D, StringRef Name,
                              ArrayRef<ReduceChain> Chains, unsigned W) {
  std::string S = "define " + D.Kernel + " @" + Name.str() + kernelParams(D) + " #0 {\n";
  S += kernelEntry(D, false);
  auto Imm = [](uint32_t V) { return std::to_string(static_cast<int32_t>(V)); };
  const Intr Sync[] = {{ptx::Idx, true, false, false}, {ptx::Up, true, false, false},
                       {ptx::Down, true, false, false}, {ptx::Bfly, true, false, false}};
  for (unsigned K = 0; K < Chains.size(); ++K) {
    const ReduceChain &RC = Chains[K];
    std::string Sfx = "." + std::to_string(K);
    std::string Idx = "%idx" + Sfx;
    S += "  " + Idx + " = add i32 %tid, " + std::to_string(K * W) + "\n";
    S += "  %pa" + Sfx + " = getelementptr i32, " + D.Ptr + " %a, i32 " + Idx + "\n";
    std::string V = "%v0" + Sfx;
    S += "  " + V + " = load i32, " + D.Ptr + " %pa" + Sfx + "\n";
    for (unsigned I = 0; I < RC.Steps.size(); ++I) {
      const auto &St = RC.Steps[I];
      std::string N = std::to_string(I + 1) + Sfx;
      S += Sync[St.Mode].call("%s" + N, V, Imm(St.B), Imm(St.C));
      S += RC.ir("%v" + N, V, "%s" + N);
      V = "%v" + N;
    }
    if (RC.Bcast) {
      S += Sync[ptx::Idx].call("%r" + Sfx, V, Imm(RC.Bcast->first), Imm(RC.Bcast->second));
      V = "%r" + Sfx;
    }
    S += "  %pv" + Sfx + " = getelementptr i32, " + D.Ptr + " %outv, i32 " + Idx + "\n";
    S += "  store i32 " + V + ", " + D.Ptr + " %pv" + Sfx + "\n";
  }
  S += kernelExit(false);
  return S;
}

/// The buffers of one launch.
struct Buffers {
  std::vector<uint32_t> A, B, C, OutV, OutP;
  void resize(size_t N) {
    A.assign(N, 0);
    B.assign(N, 0);
    C.assign(N, 0);
    OutV.assign(N, 0xdeadbeef);
    OutP.assign(N, 7);
  }
  /// The buffers, for the emulator's memory checker.
  std::vector<MemoryRegion> regions() const {
    std::vector<MemoryRegion> R;
    const std::pair<const char *, const std::vector<uint32_t> *> Parts[] = {
        {"buffer 'a'", &A}, {"buffer 'b'", &B}, {"buffer 'c'", &C},
        {"buffer 'out'", &OutV}, {"buffer 'pred'", &OutP}};
    for (auto [Name, V] : Parts)
      R.push_back({Name, V->data(), V->size() * sizeof(uint32_t), false, ""});
    return R;
  }
};

struct Tally {
  uint64_t Lanes = 0, Mismatches = 0;
  void add(const Tally &O) {
    Lanes += O.Lanes;
    Mismatches += O.Mismatches;
  }
};

/// Compares the warps of \p Slots slots (of W lanes each) with the model.
Tally compare(const Intr &I, const Buffers &Buf, unsigned Slots, unsigned W,
              StringRef What, unsigned &Reported, unsigned Active = ~0u) {
  Tally T;
  for (unsigned S = 0; S < Slots; ++S)
    for (unsigned Warp = 0; Warp < W / 32; ++Warp) {
      size_t Base = size_t(S) * W + Warp * 32;
      uint32_t Out[32];
      bool Pred[32];
      ptx::evaluateWarp(I.Mode, &Buf.A[Base], &Buf.B[Base], &Buf.C[Base], Out, Pred);
      for (unsigned L = 0; L < 32; ++L) {
        // With the first Active lanes of the wave launched, the others have
        // no result, and a lane that reads one of them gets 0 (as from
        // ds_bpermute).
        if (Warp * 32 + L >= Active)
          continue;
        if (Warp * 32 + ptx::resultLane(I.Mode, L, Buf.B[Base + L], Buf.C[Base + L]) >=
            Active)
          Out[L] = 0;
        ++T.Lanes;
        bool Bad = Buf.OutV[Base + L] != Out[L] ||
                   (I.Pred && Buf.OutP[Base + L] != uint32_t(Pred[L]));
        if (!Bad)
          continue;
        ++T.Mismatches;
        if (Reported++ < 10)
          errs() << "mismatch: " << I.name() << " (" << What << ") slot " << S
                 << " warp " << Warp << " lane " << L << ": b=" << format_hex(Buf.B[Base + L], 10)
                 << " c=" << format_hex(Buf.C[Base + L], 10) << " got "
                 << format_hex(Buf.OutV[Base + L], 10) << "/" << Buf.OutP[Base + L]
                 << " expected " << format_hex(Out[L], 10) << "/" << Pred[L] << "\n";
      }
    }
  return T;
}

std::vector<uint8_t> argBlock(const KernelInfo &K, Buffers &Buf, uint32_t N) {
  std::vector<uint8_t> Block(K.ArgBlockSize + 8, 0);
  void *Ptrs[5] = {Buf.A.data(), Buf.B.data(), Buf.C.data(), Buf.OutV.data(),
                   Buf.OutP.data()};
  for (unsigned I = 0; I < 5; ++I)
    std::memcpy(&Block[K.Params[I].Offset], &Ptrs[I], 8);
  std::memcpy(&Block[K.Params[5].Offset], &N, 4);
  return Block;
}

class Runner {
public:
  Runner(const Config &C, PassPlugin &Plugin) : C(C), Plugin(Plugin), Rng(Seed) {}

  Expected<Tally> run() {
    auto T0 = std::chrono::steady_clock::now();
    std::vector<Intr> Intrs = allIntrinsics();
    std::vector<ConstSite> Consts = constSites();

    // 1. The module.
    const Dialect D(C);
    std::string Src = C.HGPU ? "" : "target triple = \"amdgcn-amd-amdhsa\"\n\n";
    for (const Intr &I : Intrs)
      Src += runtimeKernel(D, I, C.Wave);
    const unsigned PerKernel = 128;
    for (unsigned K = 0; K * PerKernel < Consts.size(); ++K) {
      ArrayRef<ConstSite> Part = ArrayRef(Consts).slice(
          K * PerKernel, std::min<size_t>(PerKernel, Consts.size() - K * PerKernel));
      Src += constKernel(D, "const_" + std::to_string(K), Part, 0, C.Wave);
    }
    std::vector<ChainSite> Chains = chainSites();
    for (unsigned K = 0; K * PerKernel < Chains.size(); ++K) {
      ArrayRef<ChainSite> Part = ArrayRef(Chains).slice(
          K * PerKernel, std::min<size_t>(PerKernel, Chains.size() - K * PerKernel));
      Src += chainKernel(D, "chain_" + std::to_string(K), Part, C.Wave);
    }
    std::vector<ReduceChain> Reductions = reduceChains();
    for (unsigned K = 0; K * PerKernel < Reductions.size(); ++K) {
      ArrayRef<ReduceChain> Part = ArrayRef(Reductions).slice(
          K * PerKernel, std::min<size_t>(PerKernel, Reductions.size() - K * PerKernel));
      Src += reduceChainKernel(D, "reduce_" + std::to_string(K), Part, C.Wave);
    }
    // The lane ids of the hgpu dialect are not the project's AMDGPU forms.
    std::vector<ConstSite> LaneFns;
    if (!C.HGPU)
      LaneFns = laneFunctionSites();
    for (unsigned K = 0; K * PerKernel < LaneFns.size(); ++K) {
      ArrayRef<ConstSite> Part = ArrayRef(LaneFns).slice(
          K * PerKernel, std::min<size_t>(PerKernel, LaneFns.size() - K * PerKernel));
      Src += constKernel(D, "lanefn_" + std::to_string(K), Part, 0, C.Wave);
    }
    // Constant sites in code that every launched lane runs (AMDGPU only:
    // LaunchLaneBlocks), launched with partial waves.
    std::vector<ConstSite> Launch;
    if (!C.HGPU)
      Launch = launchSites();
    for (unsigned K = 0; K * PerKernel < Launch.size(); ++K) {
      ArrayRef<ConstSite> Part = ArrayRef(Launch).slice(
          K * PerKernel, std::min<size_t>(PerKernel, Launch.size() - K * PerKernel));
      Src += constKernel(D, "launch_" + std::to_string(K), Part, 0, C.Wave,
                         /*Launch=*/true);
    }
    if (!LaneFns.empty())
      Src += "declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)\n"
             "declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)\n";
    for (const char *Op : {"smin", "smax", "umin", "umax"})
      Src += std::string("declare i32 @llvm.") + Op + ".i32(i32, i32)\n";
    for (const Intr &I : Intrs)
      Src += I.decl();
    Src += "declare i32 " + D.Tid + "()\n";
    if (C.HGPU)
      Src += std::string("attributes #0 = { \"hgpu-kernel\" \"target-cpu\"=\"") +
             C.CPU + "\" }\n";
    else if (WrongWaveSize)
      Src += "attributes #0 = { nounwind }\n";
    else
      Src += std::string("attributes #0 = { \"target-cpu\"=\"") + C.CPU +
             "\" \"target-features\"=\"" +
             (C.Wave == 64 ? "+wavefrontsize64" : "+wavefrontsize32") + "\" }\n";

    auto Ctx = std::make_unique<LLVMContext>();
    SMDiagnostic Diag;
    std::unique_ptr<Module> M = parseAssemblyString(Src, Diag, *Ctx);
    if (!M) {
      std::string Msg;
      raw_string_ostream OS(Msg);
      Diag.print("shfl-conformance", OS);
      return createStringError(inconvertibleErrorCode(), "internal error: " + Msg);
    }

    // 2. The pass.
    if (Error E = lower(*M))
      return std::move(E);
    if (!EmitLowered.empty()) {
      std::error_code EC;
      raw_fd_ostream OS(EmitLowered + "/" + C.Name + ".ll", EC);
      if (EC)
        return errorCodeToError(EC);
      M->print(OS, nullptr);
    }
    auto T1 = std::chrono::steady_clock::now();

    // 3. The emulator: the IR-level one, or the machine code on the
    // ISA-level one.
    std::unique_ptr<KernelRunner> Emu;
    if (ISA) {
      if (C.HGPU)
        return createStringError(inconvertibleErrorCode(),
                                 "--isa runs AMDGPU configurations only");
      Expected<std::unique_ptr<KernelRunner>> R =
          isaRunner(*M, C.CPU, C.Wave, LLVMToolsDir, ISAWorkDir);
      if (!R)
        return R.takeError();
      Emu = std::move(*R);
    } else {
      Expected<GPUTarget> T = GPUTarget::get(
          C.CPU, C.HGPU ? "" : C.Wave == 64 ? "+wavefrontsize64" : "+wavefrontsize32");
      if (!T)
        return T.takeError();
      EmulatorOptions Opts;
      Opts.MemCheck = !NoMemCheck;
      Expected<std::unique_ptr<Emulator>> E =
          Emulator::create(std::move(Ctx), std::move(M), *T, Opts);
      if (!E)
        return E.takeError();
      Emu = irRunner(std::move(*E));
    }
    auto T2 = std::chrono::steady_clock::now();

    Tally Total, Runtime, Const;
    for (const Intr &I : Intrs) {
      Expected<Tally> R = runRuntime(*Emu, I);
      if (!R)
        return R.takeError();
      Runtime.add(*R);
    }
    Expected<Tally> CT = runConst(*Emu, Consts, PerKernel, "const_");
    if (!CT)
      return CT.takeError();
    Const = *CT;
    Expected<Tally> ChT = runChains(*Emu, Chains, PerKernel);
    if (!ChT)
      return ChT.takeError();
    Expected<Tally> RT = runReductions(*Emu, Reductions, PerKernel);
    if (!RT)
      return RT.takeError();
    Expected<Tally> LT = runConst(*Emu, LaneFns, PerKernel, "lanefn_");
    if (!LT)
      return LT.takeError();
    // The launch's lanes: whole and partial waves (lanes 0..n-1).
    Tally LaunchT;
    for (unsigned N : {64u, 1u, 7u, 16u, 17u, 31u, 32u, 33u, 47u, 63u}) {
      if (N > C.Wave || Launch.empty())
        continue;
      Expected<Tally> R = runConst(*Emu, Launch, PerKernel, "launch_", N);
      if (!R)
        return R.takeError();
      LaunchT.add(*R);
    }
    Total.add(LaunchT);
    Total.add(*LT);
    Total.add(*RT);
    Total.add(Runtime);
    Total.add(Const);
    Total.add(*ChT);
    auto T3 = std::chrono::steady_clock::now();
    auto Secs = [](auto A, auto B) {
      return std::chrono::duration<double>(B - A).count();
    };
    outs() << format("%-12s", C.Name) << " runtime b,c: " << Runtime.Lanes
           << " lane results, " << Runtime.Mismatches << " mismatches; constant b/c: "
           << Consts.size() << " sites, " << Const.Lanes << " lane results, "
           << Const.Mismatches << " mismatches; chains: " << Chains.size()
           << " pairs, " << ChT->Lanes << " lane results, " << ChT->Mismatches
           << " mismatches; reductions: " << Reductions.size() << " chains, "
           << RT->Lanes << " lane results, " << RT->Mismatches
           << " mismatches; lane-function b: " << LaneFns.size() << " sites, "
           << LT->Lanes << " lane results, " << LT->Mismatches
           << " mismatches; launch lanes: " << Launch.size() << " sites, "
           << LaunchT.Lanes << " lane results, " << LaunchT.Mismatches << " mismatches ("
           << format("%.1f s: lower %.1f, %s %.1f, run %.1f", Secs(T0, T3), Secs(T0, T1),
                     ISA ? "llc+lld" : "jit", Secs(T1, T2), Secs(T2, T3))
           << ")\n";
    return Total;
  }

private:
  Error lower(Module &M) {
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
    unsigned LowerWave = WrongWaveSize ? 32 : C.Wave;
    std::string P = C.HGPU ? "nvvm-shfl-to-hgpu<" + std::string(C.CPU) + ">"
                           : "nvvm-shfl-to-amdgpu<wave" + std::to_string(LowerWave) +
                                 (Pipeline.empty() ? "" : ";" + Pipeline) + ">";
    if (Error E = PB.parsePassPipeline(MPM, P))
      return E;
    MPM.run(M, MAM);
    if (C.HGPU && MutateHGPU)
      mutateHGPU(M);
    for (Function &F : M)
      if (F.getName().starts_with("llvm.nvvm.shfl") && !F.use_empty())
        return createStringError(inconvertibleErrorCode(),
                                 "the pass left calls to " + F.getName());
    if (verifyModule(M, &errs()))
      return createStringError(inconvertibleErrorCode(),
                               "the lowered module does not verify");
    return Error::success();
  }

  /// --mutate-hgpu-for-testing: a wrong lowering the suite must catch.
  static void mutateHGPU(Module &M) {
    for (Function &F : M) {
      std::optional<hgpu::Intrinsic> ID = hgpu::lookupIntrinsic(F.getName());
      if (!ID || hgpu::getPrimitive(*ID) == hgpu::Primitive::LaneId)
        continue;
      bool Gather = hgpu::getPrimitive(*ID) == hgpu::Primitive::Gather;
      for (User *U : F.users()) {
        auto *CI = cast<CallInst>(U);
        if (Gather) {
          IRBuilder<> B(CI);
          CI->setArgOperand(1, B.CreateXor(CI->getArgOperand(1), 1));
          continue;
        }
        auto *W = cast<ConstantInt>(CI->getArgOperand(2));
        uint64_t Wd = W->getZExtValue();
        CI->setArgOperand(2, ConstantInt::get(W->getType(), Wd > 1 ? Wd / 2 : 2));
      }
    }
  }

  uint32_t rnd() { return static_cast<uint32_t>(Rng()); }

  /// The c values of the exhaustive sweep: all 8192, or --sweep-c of them
  /// spread by an odd stride (distinct, since the stride is odd).
  std::vector<uint32_t> sweepC() {
    std::vector<uint32_t> Cs;
    const uint32_t N = Full ? 8192u : std::min(SweepC.getValue(), 8192u);
    for (uint32_t J = 0; J < N; ++J)
      Cs.push_back(N == 8192u ? J : (J * 0x9e5u + 3u) % 8192u);
    return Cs;
  }

  Expected<Tally> runRuntime(KernelRunner &Emu, const Intr &I) {
    const KernelInfo *K = Emu.findKernel(I.kernel());
    if (!K)
      return createStringError(inconvertibleErrorCode(), "no kernel " + I.kernel());
    const unsigned W = C.Wave, Warps = W / 32;
    // Warp tasks: (c, b rotation) for the sweep, then random ones.  A task
    // fills one 32-lane warp; lane l gets b = (rot + l) % 64.
    struct Task {
      uint32_t C, Rot;
      bool Random;
    };
    std::vector<Task> Tasks;
    if (I.Pred)
      for (uint32_t Cv : sweepC())
        for (uint32_t Rot = 0; Rot < 64; ++Rot)
          Tasks.push_back({Cv, Rot, false});
    for (unsigned R = 0; R < RandomSlots; ++R)
      Tasks.push_back({rnd(), 0, true});

    Tally T;
    unsigned Reported = 0;
    const unsigned Chunk = 4096; // iterations per launch
    Buffers Buf;
    for (size_t First = 0; First < Tasks.size(); First += size_t(Chunk) * Warps) {
      size_t NTasks = std::min<size_t>(size_t(Chunk) * Warps, Tasks.size() - First);
      unsigned Iters = static_cast<unsigned>((NTasks + Warps - 1) / Warps);
      Buf.resize(size_t(Iters) * W);
      for (size_t K = 0; K < size_t(Iters) * Warps; ++K) {
        const Task &Tk = Tasks[First + std::min(K, NTasks - 1)];
        for (unsigned L = 0; L < 32; ++L) {
          size_t X = K * 32 + L;
          Buf.A[X] = rnd();
          Buf.B[X] = Tk.Random ? rnd() : (Tk.Rot + L) % 64;
          Buf.C[X] = Tk.C;
        }
      }
      std::vector<uint8_t> Args = argBlock(*K, Buf, Iters);
      if (Error E = Emu.launch(*K, Dim3{1, 1, 1}, Dim3{W, 1, 1}, Args.data(),
                               Buf.regions()))
        return std::move(E);
      T.add(compare(I, Buf, Iters, W, "runtime b, c", Reported));
    }
    if (Verbose)
      outs() << "  " << C.Name << " " << I.name() << ": " << T.Lanes << " lane results, "
             << T.Mismatches << " mismatches\n";
    return T;
  }

  /// Constant-operand call sites: every mode and payload type with the c of
  /// each CUDA width (clamp 31, or 0 for up), odd encodings and random c,
  /// with b constant, c constant, or both.
  std::vector<ConstSite> constSites(bool BothConstant = false) {
    std::vector<ConstSite> Out;
    std::vector<uint32_t> Cs;
    for (unsigned Wd : {1u, 2u, 4u, 8u, 16u, 32u}) {
      Cs.push_back(((32 - Wd) << 8) | 31);
      Cs.push_back((32 - Wd) << 8);
    }
    for (uint32_t Cv : {0x0u, 0x1fu, 0xffffffffu, 0xe01fu, 0x181fu, 0x1f00u, 0x7u, 0x1c0fu})
      Cs.push_back(Cv);
    std::vector<uint32_t> Bs = {0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 24, 31, 32, 33,
                                63, 64, 0xffffffffu, 0x80000001u};
    std::vector<Intr> Intrs = allIntrinsics();
    while (Out.size() < ConstSites) {
      const Intr &I = Intrs[rnd() % Intrs.size()];
      unsigned Kind = BothConstant ? 0 : rnd() % 4; // 0,1: both constant; 2: b; 3: c
      auto PickC = [&]() { return rnd() % 4 == 0 ? rnd() : Cs[rnd() % Cs.size()]; };
      auto PickB = [&]() { return rnd() % 4 == 0 ? rnd() : Bs[rnd() % Bs.size()]; };
      ConstSite S{I, std::nullopt, std::nullopt};
      if (Kind != 3)
        S.B = PickB();
      if (Kind != 2)
        S.C = PickC();
      Out.push_back(S);
    }
    return Out;
  }

  /// Constant sites for the launch-lanes section: every mode with each b of
  /// constSites() and full-warp, width-16, width-8 and width-2 c (the
  /// broadcasts of lane 0 among them), every rotation (lane + k) & 31 of
  /// the full warp and of 16-lane segments (their plans may pass a value
  /// through a second lane there), then, half and half, sites of
  /// laneFunctionSites() and random ones of constSites().
  std::vector<ConstSite> launchSites() {
    std::vector<ConstSite> Out;
    const uint32_t Bs[] = {0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 24, 31, 32, 33};
    for (unsigned M = 0; M < ptx::NumModes; ++M)
      for (uint32_t B : Bs)
        for (uint32_t Cv : {0x1fu, 0x101fu, 0x181fu, 0x1e1fu}) {
          if (Out.size() >= LaunchSites)
            return Out;
          Out.push_back({Intr{ptx::Mode(M), true, false, false}, B, Cv});
        }
    for (uint32_t Cv : {0x1fu, 0x101fu})
      for (uint32_t K = 1; K < 32; ++K) {
        if (Out.size() >= LaunchSites)
          return Out;
        LaneFn Rotate;
        Rotate.Op1 = 1, Rotate.K1 = K, Rotate.Op2 = 4, Rotate.K2 = 31;
        Out.push_back({Intr{ptx::Idx, true, false, false}, std::nullopt, Cv, Rotate});
      }
    size_t Half = Out.size() + (LaunchSites - Out.size()) / 2;
    for (const ConstSite &S : laneFunctionSites()) {
      if (Out.size() >= Half)
        break;
      Out.push_back(S);
    }
    std::vector<ConstSite> More = constSites();
    for (const ConstSite &S : More) {
      if (Out.size() >= LaunchSites)
        break;
      Out.push_back(S);
    }
    return Out;
  }

  /// Call sites whose b is computed from the lane id: every mode, payload
  /// and c of constSites(), with rotations, swaps, quad and row broadcasts,
  /// and random operations, mostly on the CUDA lane.
  std::vector<ConstSite> laneFunctionSites() {
    std::vector<ConstSite> Out;
    std::vector<ConstSite> Pool = constSites(true);
    for (unsigned K = 0; K < LaneFnSites && !Pool.empty(); ++K) {
      ConstSite S = Pool[rnd() % Pool.size()];
      LaneFn F;
      unsigned Leaf = rnd() % 8;
      F.Leaf = Leaf < 6 ? LaneFn::CUDALane : Leaf == 6 ? LaneFn::WaveLane
                                                       : LaneFn::LowLane;
      auto PickK = [&](unsigned Op) -> uint32_t {
        StringRef N = LaneFn::Ops[Op].Name;
        if (N == "shl" || N == "lshr")
          return rnd() % 6;
        return rnd() % 4 == 0 ? static_cast<uint32_t>(rnd()) : rnd() % 64;
      };
      switch (rnd() % 4) {
      case 0: // (lane + k) & 31: a rotation
        F.Op1 = 1, F.K1 = rnd() % 32, F.Op2 = 4, F.K2 = 31;
        break;
      case 1: // lane ^ k: a swap within groups
        F.Op1 = 3, F.K1 = rnd() % 32;
        break;
      case 2: // lane & ~(2^n - 1) (| k): the first lane of each group
        F.Op1 = 4, F.K1 = ~((1u << (rnd() % 6)) - 1);
        if (rnd() % 2)
          F.Op2 = 5, F.K2 = rnd() % 4;
        break;
      default:
        F.Op1 = 1 + rnd() % (LaneFn::NumOps - 1);
        F.K1 = PickK(F.Op1);
        if (rnd() % 2) {
          F.Op2 = 1 + rnd() % (LaneFn::NumOps - 1);
          F.K2 = PickK(F.Op2);
        }
        break;
      }
      S.B.reset();
      S.BFn = F;
      Out.push_back(S);
    }
    return Out;
  }

  /// Pairs of constant shuffles.  The second one is, a third of the time,
  /// a broadcast of one lane (of a random width); otherwise any shuffle of
  /// the operands of constSites().
  std::vector<ChainSite> chainSites() {
    std::vector<ChainSite> Out;
    std::vector<ConstSite> Pool = constSites(true);
    std::vector<Intr> Intrs = allIntrinsics();
    for (unsigned K = 0; K < ChainSites && !Pool.empty(); ++K) {
      ChainSite CS{Pool[rnd() % Pool.size()], Pool[rnd() % Pool.size()]};
      CS.Second.I.Float = CS.First.I.Float;
      CS.Second.I.Pred = false;
      if (rnd() % 3 == 0) {
        unsigned Wd = 1u << (rnd() % 6);
        CS.Second.I.Mode = ptx::Idx;
        CS.Second.B = rnd() % 32;
        CS.Second.C = ((32 - Wd) << 8) | 31;
      }
      Out.push_back(CS);
    }
    return Out;
  }

  /// Reductions: a third butterflies over one width in a random order
  /// (a whole group reduction), a third down-trees followed by a broadcast
  /// of their segment's first lane, a third random constant steps (mostly
  /// not whole, lowered call by call).
  std::vector<ReduceChain> reduceChains() {
    std::vector<ReduceChain> Out;
    for (unsigned K = 0; K < ReduceChains; ++K) {
      ReduceChain RC;
      RC.Op = ReduceChain::OpKind(rnd() % 8);
      unsigned LogW = 1 + rnd() % 5, Wd = 1u << LogW;
      uint32_t SegC = ((32 - Wd) << 8) | 31;
      switch (rnd() % 3) {
      case 0: {
        std::vector<uint32_t> Ms;
        for (unsigned M = 1; M < Wd; M *= 2)
          Ms.push_back(M);
        for (unsigned I = Ms.size(); I > 1; --I)
          std::swap(Ms[I - 1], Ms[rnd() % I]);
        for (uint32_t M : Ms)
          RC.Steps.push_back({ptx::Bfly, M, rnd() % 4 ? 31u : SegC});
        break;
      }
      case 1:
        for (uint32_t Dl = Wd / 2; Dl > 0; Dl /= 2)
          RC.Steps.push_back({ptx::Down, Dl, SegC});
        RC.Bcast = {rnd() % 2 ? 0u : rnd() % 32, SegC};
        break;
      default: {
        unsigned N = 2 + rnd() % 4;
        for (unsigned I = 0; I < N; ++I) {
          ptx::Mode M = ptx::Mode(rnd() % ptx::NumModes);
          uint32_t Bv = M == ptx::Idx ? rnd() % 32 : 1u << (rnd() % 5);
          RC.Steps.push_back({M, Bv, M == ptx::Up ? (SegC & ~31u) : SegC});
        }
        if (rnd() % 2)
          RC.Bcast = {rnd() % 32, 31u};
        break;
      }
      }
      Out.push_back(RC);
    }
    return Out;
  }

  /// Runs the straight-line kernel \p Kernel on one wave, \p Slots slots of
  /// random values in %a; the outputs are in \p Buf.
  Error launchOnRandomInput(KernelRunner &Emu, const std::string &Kernel,
                            size_t Slots, Buffers &Buf) {
    const KernelInfo *KI = Emu.findKernel(Kernel);
    if (!KI)
      return createStringError(inconvertibleErrorCode(), "no kernel " + Kernel);
    Buf.resize(Slots * C.Wave);
    for (uint32_t &A : Buf.A)
      A = rnd();
    std::vector<uint8_t> Args = argBlock(*KI, Buf, 0);
    return Emu.launch(*KI, Dim3{1, 1, 1}, Dim3{C.Wave, 1, 1}, Args.data(),
                      Buf.regions());
  }

  Expected<Tally> runReductions(KernelRunner &Emu, ArrayRef<ReduceChain> Chains,
                                unsigned PerKernel) {
    const unsigned W = C.Wave;
    Tally T;
    unsigned Reported = 0;
    for (unsigned K = 0; K * PerKernel < Chains.size(); ++K) {
      ArrayRef<ReduceChain> Part = Chains.slice(
          K * PerKernel, std::min<size_t>(PerKernel, Chains.size() - K * PerKernel));
      Buffers Buf;
      if (Error E = launchOnRandomInput(Emu, "reduce_" + std::to_string(K),
                                        Part.size(), Buf))
        return std::move(E);
      for (size_t S = 0; S < Part.size(); ++S)
        for (unsigned Warp = 0; Warp < W / 32; ++Warp) {
          const ReduceChain &RC = Part[S];
          size_t Base = S * W + Warp * 32;
          uint32_t V[32], Sh[32], Bs[32], Cs[32];
          bool Pred[32];
          std::copy_n(&Buf.A[Base], 32, V);
          for (const auto &St : RC.Steps) {
            std::fill_n(Bs, 32, St.B);
            std::fill_n(Cs, 32, St.C);
            ptx::evaluateWarp(St.Mode, V, Bs, Cs, Sh, Pred);
            for (unsigned L = 0; L < 32; ++L)
              V[L] = RC.apply(V[L], Sh[L]);
          }
          if (RC.Bcast) {
            std::fill_n(Bs, 32, RC.Bcast->first);
            std::fill_n(Cs, 32, RC.Bcast->second);
            ptx::evaluateWarp(ptx::Idx, V, Bs, Cs, Sh, Pred);
            std::copy_n(Sh, 32, V);
          }
          for (unsigned L = 0; L < 32; ++L) {
            ++T.Lanes;
            if (Buf.OutV[Base + L] == V[L])
              continue;
            ++T.Mismatches;
            if (Reported++ < 10) {
              errs() << "mismatch: " << ReduceChain::opName(RC.Op) << " chain";
              for (const auto &St : RC.Steps)
                errs() << " " << ptx::modeName(St.Mode) << "(" << St.B << ", "
                       << format_hex(St.C, 6) << ")";
              if (RC.Bcast)
                errs() << " then idx(" << RC.Bcast->first << ", "
                       << format_hex(RC.Bcast->second, 6) << ")";
              errs() << ", chain " << S << " warp " << Warp << " lane " << L
                     << ": got " << format_hex(Buf.OutV[Base + L], 10)
                     << " expected " << format_hex(V[L], 10) << "\n";
            }
          }
        }
    }
    return T;
  }

  Expected<Tally> runChains(KernelRunner &Emu, ArrayRef<ChainSite> Sites,
                            unsigned PerKernel) {
    const unsigned W = C.Wave;
    Tally T;
    unsigned Reported = 0;
    for (unsigned K = 0; K * PerKernel < Sites.size(); ++K) {
      ArrayRef<ChainSite> Part = Sites.slice(
          K * PerKernel, std::min<size_t>(PerKernel, Sites.size() - K * PerKernel));
      Buffers Buf;
      if (Error E = launchOnRandomInput(Emu, "chain_" + std::to_string(K),
                                        Part.size(), Buf))
        return std::move(E);
      for (size_t S = 0; S < Part.size(); ++S)
        for (unsigned Warp = 0; Warp < W / 32; ++Warp) {
          const ChainSite &CS = Part[S];
          size_t Base = S * W + Warp * 32;
          uint32_t B1[32], C1[32], B2[32], C2[32], Mid[32], Out[32];
          bool Pred[32];
          std::fill_n(B1, 32, *CS.First.B);
          std::fill_n(C1, 32, *CS.First.C);
          std::fill_n(B2, 32, *CS.Second.B);
          std::fill_n(C2, 32, *CS.Second.C);
          ptx::evaluateWarp(CS.First.I.Mode, &Buf.A[Base], B1, C1, Mid, Pred);
          ptx::evaluateWarp(CS.Second.I.Mode, Mid, B2, C2, Out, Pred);
          for (unsigned L = 0; L < 32; ++L) {
            ++T.Lanes;
            if (Buf.OutV[Base + L] == Out[L])
              continue;
            ++T.Mismatches;
            if (Reported++ < 10)
              errs() << "mismatch: " << CS.First.I.name() << " (b="
                     << format_hex(*CS.First.B, 10) << ", c="
                     << format_hex(*CS.First.C, 10) << ") then "
                     << CS.Second.I.name() << " (b=" << format_hex(*CS.Second.B, 10)
                     << ", c=" << format_hex(*CS.Second.C, 10) << "), pair " << S
                     << " warp " << Warp << " lane " << L << ": got "
                     << format_hex(Buf.OutV[Base + L], 10) << " expected "
                     << format_hex(Out[L], 10) << "\n";
          }
        }
    }
    return T;
  }

  /// Runs the constant-site kernels Prefix<K> with \p Active lanes of one
  /// wave launched (the whole wave by default).
  Expected<Tally> runConst(KernelRunner &Emu, ArrayRef<ConstSite> Sites, unsigned PerKernel,
                           StringRef Prefix, unsigned Active = 0) {
    const unsigned W = C.Wave;
    Tally T;
    unsigned Reported = 0;
    for (unsigned K = 0; K * PerKernel < Sites.size(); ++K) {
      ArrayRef<ConstSite> Part = Sites.slice(
          K * PerKernel, std::min<size_t>(PerKernel, Sites.size() - K * PerKernel));
      const KernelInfo *KI = Emu.findKernel(Prefix.str() + std::to_string(K));
      Buffers Buf;
      Buf.resize(Part.size() * W);
      for (size_t S = 0; S < Part.size(); ++S)
        for (unsigned L = 0; L < W; ++L) {
          size_t X = S * W + L;
          Buf.A[X] = rnd();
          Buf.B[X] = Part[S].B     ? *Part[S].B
                     : Part[S].BFn ? Part[S].BFn->eval(L, W)
                                   : (rnd() % 2 ? rnd() : rnd() % 64);
          // Runtime c: one value per warp, as CUDA code has it.
          Buf.C[X] = Part[S].C ? *Part[S].C : 0;
        }
      for (size_t S = 0; S < Part.size(); ++S)
        if (!Part[S].C)
          for (unsigned Warp = 0; Warp < W / 32; ++Warp) {
            uint32_t Cv = rnd() % 2 ? rnd() : rnd() % 8192;
            for (unsigned L = 0; L < 32; ++L)
              Buf.C[S * W + Warp * 32 + L] = Cv;
          }
      std::vector<uint8_t> Args = argBlock(*KI, Buf, 0);
      const unsigned N = Active ? Active : W;
      if (Error E = Emu.launch(*KI, Dim3{1, 1, 1}, Dim3{N, 1, 1}, Args.data(),
                               Buf.regions()))
        return std::move(E);
      // Compare site by site (each has its own intrinsic).
      for (size_t S = 0; S < Part.size(); ++S) {
        Buffers One;
        auto Slice = [&](const std::vector<uint32_t> &V) {
          return std::vector<uint32_t>(V.begin() + S * W, V.begin() + (S + 1) * W);
        };
        One.A = Slice(Buf.A);
        One.B = Slice(Buf.B);
        One.C = Slice(Buf.C);
        One.OutV = Slice(Buf.OutV);
        One.OutP = Slice(Buf.OutP);
        T.add(compare(Part[S].I, One, 1, W,
                      Active ? "launch lanes, " + std::to_string(N) + " launched"
                             : std::string("constant operands"),
                      Reported, N));
      }
    }
    return T;
  }

  const Config &C;
  PassPlugin &Plugin;
  std::mt19937_64 Rng;
};

} // namespace

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(Cat);
  cl::ParseCommandLineOptions(argc, argv,
                              "conformance of the lowered NVVM shuffles on the "
                              "wave emulator\n");
  Expected<PassPlugin> Plugin = PassPlugin::Load(PluginPath);
  if (!Plugin) {
    errs() << "shfl-conformance: error: " << toString(Plugin.takeError()) << "\n";
    return 1;
  }
  std::vector<const Config *> Run;
  for (const Config &C : AllConfigs)
    if (Configs.empty() || is_contained(Configs, C.Name))
      Run.push_back(&C);
  for (const std::string &N : Configs)
    if (none_of(AllConfigs, [&](const Config &C) { return N == C.Name; })) {
      errs() << "shfl-conformance: error: unknown configuration '" << N << "'\n";
      return 1;
    }
  auto T0 = std::chrono::steady_clock::now();
  Tally All;
  for (const Config *C : Run) {
    Expected<Tally> T = Runner(*C, *Plugin).run();
    if (!T) {
      errs() << "shfl-conformance: error: " << C->Name << ": " << toString(T.takeError())
             << "\n";
      return 1;
    }
    All.add(*T);
  }
  double Secs =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - T0).count();
  outs() << "total: " << Run.size() << " configurations, " << All.Lanes
         << " lane results, " << All.Mismatches << " mismatches ("
         << format("%.1f s", Secs) << ", " << (Full ? "full" : "default") << " run)\n";
  return All.Mismatches ? 1 : 0;
}

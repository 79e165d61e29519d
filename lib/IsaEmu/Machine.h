//===- Machine.h - The ISA emulator's machine state -------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Internal to lib/IsaEmu: the state of a wavefront (SGPRs with VCC, EXEC,
/// M0 and the TTMPs in the manuals' scalar operand numbering, SCC, the
/// VGPRs and AGPRs lane by lane, the MODE register, the PC), of a
/// workgroup (its waves and its LDS) and of a launch (the memory the kernel
/// may touch), and the interface between the interpreter and the
/// per-generation tables (OpDesc, Exec).
///
/// Memory model: global addresses are host addresses, checked against the
/// regions of the launch (buffers, kernel arguments, dispatch packet, the
/// code object's segments).  A flat address in the shared aperture
/// (SharedAperture .. +4 GiB) is an LDS offset of the wave's workgroup, one
/// in the private aperture a lane-private offset; both apertures lie above
/// every user-space host address.  Private memory is per lane: the scratch
/// instructions, MUBUF with the private segment buffer and flat accesses to
/// the private aperture all address the lane's own bytes.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LIB_ISAEMU_MACHINE_H
#define SHFL_LOWERING_LIB_ISAEMU_MACHINE_H

#include "ShflLowering/IsaEmu/CodeObject.h"
#include "ShflLowering/IsaEmu/Decoder.h"
#include "ShflLowering/IsaEmu/Inst.h"
#include "ShflLowering/WaveEmu/Checks.h"
#include "ShflLowering/WaveEmu/Emulator.h"
#include "llvm/Support/Error.h"
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace llvm {
class raw_ostream;
}

namespace isaemu {

/// The generations whose tables exist (OpTable.cpp).
enum class Gen : uint8_t { GFX9, GFX10, GFX11, GFX12 };

/// Fixed aperture bases (the high 16 bits are HW_REG_SH_MEM_BASES').
constexpr uint64_t SharedAperture = uint64_t(1) << 48;
constexpr uint64_t PrivateAperture = uint64_t(2) << 48;
constexpr uint64_t ApertureSize = uint64_t(1) << 32;
/// The base address the private segment buffer descriptor carries (48 bits,
/// above user space): MUBUF through a descriptor with this base addresses
/// the lane's private memory.
constexpr uint64_t ScratchRsrcBase = uint64_t(1) << 47;

struct Dim3u {
  uint32_t X = 1, Y = 1, Z = 1;
};

/// The processor the code object is for, with the facts the semantics
/// depend on.
struct ProcInfo {
  std::string CPU;
  Gen G = Gen::GFX9;
  unsigned Major = 9, Minor = 0, Stepping = 0;
  bool isGFX90A() const { return Major == 9 && Minor == 0 && Stepping == 10; }
  bool isGFX94x() const { return Major == 9 && Minor == 4; }
  /// gfx90a and gfx94x: 64-bit VGPR tuples must be even-aligned; packed
  /// work-item ids; row_newbcast.
  bool hasGFX90AInsts() const { return isGFX90A() || isGFX94x(); }
  bool packedWorkItemIds() const { return hasGFX90AInsts() || Major >= 11; }
  bool architectedFlatScratch() const { return isGFX94x() || Major >= 11; }
  bool architectedSGPRs() const { return Major >= 12; }
};

struct Workgroup;
struct Machine;
class HostcallBuffer;

/// One wavefront.
struct Wave {
  unsigned WaveSize = 64;
  unsigned Index = 0; ///< in the workgroup
  uint32_t S[sreg::Count] = {};
  bool SCC = false;
  uint64_t PC = 0; ///< virtual address
  uint32_t Mode = 0;
  uint32_t TrapSts = 0;
  std::vector<uint32_t> V; ///< V[reg * WaveSize + lane]
  std::vector<uint32_t> A; ///< AGPRs, same layout
  unsigned NumV = 0, NumA = 0;
  uint64_t Launched = 0; ///< lanes that hold a work-item
  std::vector<uint8_t> Private; ///< Private[lane * PrivateSize + offset]
  uint32_t PrivateSize = 0;
  enum State : uint8_t { Ready, AtBarrier, Done } St = Ready;
  uint64_t LoopFrom = 0, LoopTo = 0; ///< the last backward branch taken
  uint64_t Executed = 0;
  /// The wave completed a device printf to stderr: CUDA's failed assert
  /// (its message), so an s_trap after it is the assert's.
  bool PrintedStderr = false;

  uint64_t execMask() const {
    uint64_t E = S[sreg::ExecLo];
    if (WaveSize == 64)
      E |= uint64_t(S[sreg::ExecHi]) << 32;
    return E;
  }
  void setExec(uint64_t E) {
    S[sreg::ExecLo] = static_cast<uint32_t>(E);
    S[sreg::ExecHi] = WaveSize == 64 ? static_cast<uint32_t>(E >> 32) : 0;
  }
  uint64_t vccMask() const {
    uint64_t E = S[sreg::VccLo];
    if (WaveSize == 64)
      E |= uint64_t(S[sreg::VccHi]) << 32;
    return E;
  }
  uint32_t &v(unsigned Reg, unsigned Lane) { return V[Reg * WaveSize + Lane]; }
  uint32_t &a(unsigned Reg, unsigned Lane) { return A[Reg * WaveSize + Lane]; }
  uint64_t laneMaskAll() const { return WaveSize == 64 ? ~uint64_t(0) : 0xffffffffull; }
};

struct Workgroup {
  Dim3u Id;
  std::vector<Wave> Waves;
  std::vector<uint8_t> LDS;
};

/// Why execution of a wave stops after an instruction.
enum class Status : uint8_t {
  Next,    ///< go on at PC + size
  Jump,    ///< the handler set the PC
  Barrier, ///< s_barrier: wait for the workgroup
  Yield,   ///< s_sleep: let another wave run
  End,     ///< s_endpgm
  Fault,   ///< an error (Machine::Error holds it)
};

struct OpDesc;

/// The execution context of one instruction.
struct Exec {
  Machine &M;
  Workgroup &WG;
  Wave &W;
  const Inst &I;
  const OpDesc &D;
};

using ExecFn = Status (*)(Exec &X);

/// One lane's operands and results for a VALU lane function.
struct LaneIO {
  uint64_t S[3] = {}; ///< source bits after modifiers (16-bit values zero-extended)
  bool CarryIn = false;
  bool CarryOut = false; ///< carry/borrow out, VCC out, or the compare result
  bool Clamp = false;    ///< the instruction's clamp bit (integer saturation)
  bool IEEE = true;      ///< MODE.IEEE (NaN handling of min/max)
  bool DX10Clamp = true;
  unsigned Lane = 0;
  uint32_t Mode = 0;
};
using LaneFn = uint64_t (*)(LaneIO &L);

/// A scalar ALU operation: sources, SCC in/out.
struct ScalarIO {
  uint64_t S[2] = {};
  bool SCC = false;     ///< in: SCC; out: the new SCC
  bool WriteSCC = false; ///< the op sets SCC (set by the table's flag)
  int64_t Imm = 0;       ///< SOPK immediates
};
using ScalarFn = uint64_t (*)(ScalarIO &S);

/// Flags of table entries.
enum OpFlag : uint32_t {
  F_None = 0,
  F_CarryOut = 1 << 0,  ///< VALU: an SGPR/VCC lane-mask destination after vdst
  F_CarryIn = 1 << 1,   ///< VALU: a lane-mask source after the sources
  F_Cmp = 1 << 2,       ///< VOPC: writes a lane mask
  F_CmpX = 1 << 3,      ///< VOPC: also writes EXEC
  F_Packed = 1 << 4,    ///< VOP3P: per 16-bit (or 32-bit) half
  F_SCC = 1 << 5,       ///< SALU: writes SCC
  F_KeepHi16Gfx9 = 1 << 6, ///< 16-bit result keeps the high half on gfx9
  F_FloatClamp = 1 << 7,   ///< clamp is the float [0, 1] clamp
  F_NoDenormFlush = 1 << 8, ///< the op does not flush denormals
  F_VccIn = 1 << 9,     ///< reads VCC implicitly (v_div_fmas)
  F_VccOut = 1 << 10,   ///< writes a lane mask as the second destination (div_scale)
  F_Cndmask = 1 << 11,  ///< v_cndmask: the mask source is the lane select
  F_ReadsExec = 1 << 12, ///< SALU reads EXEC implicitly
  F_Valu = 1 << 13,     ///< the generic VALU layout (dst, sdst, srcs, mask)
  F_Sopk = 1 << 14,     ///< SALU SOPK: the 16-bit immediate in ScalarIO::Imm
  F_ReadDst = 1 << 15,  ///< SALU: the destination is also read (S[1]; S[0] for SOPK)
};

/// One table entry: mnemonic (without encoding suffix) -> semantics.
struct OpDesc {
  const char *Name;
  ExecFn Fn;
  VT Dst = VT::None;
  VT Src[3] = {VT::None, VT::None, VT::None};
  uint8_t NSrc = 0;
  uint32_t Flags = 0;
  LaneFn Lane = nullptr;
  ScalarFn Scalar = nullptr;
  uint64_t Aux = 0; ///< handler-specific (memory op size, atomic kind, ...)
};

/// "0x1f" (for messages).
std::string hex(uint64_t V);

/// The table of a generation (OpTable.cpp).
const OpDesc *lookupOp(Gen G, const char *Name, size_t Len);

/// Binds \p I (and VOPD halves) to the table of \p G and resolves its
/// constants for their operand types; sets I.Unsupported when it cannot.
void bindInst(Inst &I, Gen G, unsigned WaveSize);

/// Decoded (and bound) instructions of one wave size, by address.
struct DecodeCache {
  std::unique_ptr<Decoder> D;
  std::unordered_map<uint64_t, std::unique_ptr<Inst>> ByVA;
};

/// The machine: a launch in progress.
struct Machine {
  const CodeObject &CO;
  ProcInfo Proc;
  const KernelSymbol *Kernel = nullptr;
  unsigned WaveSize = 64;
  Dim3u Grid, Block; ///< workgroups, work-items per workgroup
  uint32_t LDSSize = 0;
  uint64_t KernargAddr = 0, DispatchPtr = 0, QueuePtr = 0;
  bool IEEE = true, DX10Clamp = true;
  std::vector<wemu::MemoryRegion> Regions; ///< sorted by Base
  std::string Error;                       ///< set with Status::Fault
  const std::atomic<bool> *Stop = nullptr; ///< set asynchronously: a time-out
  uint64_t Instructions = 0;
  /// Decoded instructions of the kernel's wave size, by address.
  struct DecodeCache *Cache = nullptr;
  llvm::raw_ostream *Trace = nullptr;
  Workgroup *CurrentWG = nullptr;
  /// The hostcall buffer of a kernel that takes one (device printf), and
  /// where its messages go.
  HostcallBuffer *Hostcall = nullptr;
  std::function<void(wemu::PrintStream, llvm::StringRef)> Print;
  /// Set with a Fault at s_trap: the launch fails with a KernelTrapError.
  enum class TrapKind : uint8_t { None, Trap, Assert } Trapped = TrapKind::None;

  explicit Machine(const CodeObject &C) : CO(C) {}

  /// Sets Error to a message about instruction \p I of \p W and returns Fault.
  Status fault(const Wave &W, const Inst &I, const std::string &Msg);
  /// "workgroup (x,y,z), wave w, lane l (work-item (..))".
  std::string describeLane(const Workgroup &WG, const Wave &W, int Lane) const;

  /// Translates a global (or flat, outside the apertures) address range to
  /// host memory after checking it; null and Error set when invalid.
  uint8_t *global(Exec &X, uint64_t Addr, unsigned Size, bool Write, int Lane);
  /// LDS offset -> host memory of the workgroup's LDS (checked).
  uint8_t *lds(Exec &X, uint64_t Offset, unsigned Size, int Lane);
  /// Lane-private offset -> host memory (checked).
  uint8_t *priv(Exec &X, uint64_t Offset, unsigned Size, int Lane);
  /// A flat address: by aperture to LDS, private or global memory.
  uint8_t *flat(Exec &X, uint64_t Addr, unsigned Size, bool Write, int Lane);
};

/// Runs every workgroup of the launch (Scheduler.cpp).
llvm::Error runGrid(Machine &M);

//===----------------------------------------------------------------------===//
// Operand access for handlers (Operands.cpp)
//===----------------------------------------------------------------------===//

/// Reads a scalar operand of \p Dwords (1 or 2) 32-bit registers.
uint64_t readScalar(const Wave &W, const Operand &O, unsigned Dwords);
/// Writes a scalar destination.
void writeScalar(Wave &W, const Operand &O, uint64_t V, unsigned Dwords);
/// Reads lane \p Lane of a vector operand (or a scalar/constant operand,
/// the same for every lane), \p Dwords 32-bit registers.
uint64_t readLane(const Wave &W, const Operand &O, unsigned Lane, unsigned Dwords);
/// Writes lane \p Lane of a VGPR/AGPR destination.
void writeLane(Wave &W, const Operand &O, unsigned Lane, uint64_t V, unsigned Dwords);
/// 32-bit registers an operand of type \p T occupies.
unsigned dwordsOf(VT T);

} // namespace isaemu

#endif // SHFL_LOWERING_LIB_ISAEMU_MACHINE_H

//===- Inst.h - A decoded AMDGPU instruction --------------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// One machine instruction as the ISA-level emulator executes it.  LLVM's
/// AMDGPU MC disassembler decodes the bytes; the instruction printer's text,
/// whose syntax LLVM documents (AMDGPUOperandSyntax.rst,
/// AMDGPUModifierSyntax.rst, AMDGPUAsmGFX9/10/11/12.rst), is parsed into
/// the operands and modifiers below.  The printed syntax is the same in
/// LLVM 19 and 22, where the MCInst operand lists are not (true16 operands,
/// op_sel placement), and it names every operand the manuals name.
///
/// Immediates the printer shows symbolically (branch offsets, hwreg,
/// sendmsg, swizzle patterns, waitcnt fields) are taken from the MCInst
/// instead (Inst::Imms).
///
/// An instruction whose mnemonic the generation's table (OpTable.h) lacks,
/// or whose text has an operand or modifier the parser does not know, keeps
/// `Op == nullptr` and a reason; executing it stops the run with the
/// mnemonic and the address.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_ISAEMU_INST_H
#define SHFL_LOWERING_ISAEMU_INST_H

#include "llvm/ADT/SmallVector.h"
#include <cstdint>
#include <memory>
#include <string>

namespace isaemu {

struct OpDesc;

/// The scalar operand space (the SSRC/SDST encodings of the manuals'
/// "Scalar ALU operands" tables): SGPRs 0-105, VCC, TTMPs, M0, NULL, EXEC.
namespace sreg {
constexpr unsigned NumSGPR = 106;
constexpr unsigned FlatScratchLo = 102, FlatScratchHi = 103; // gfx9
constexpr unsigned XnackMaskLo = 104, XnackMaskHi = 105;     // gfx9
constexpr unsigned VccLo = 106, VccHi = 107;
constexpr unsigned Ttmp0 = 108; ///< ttmp0-ttmp15: 108-123
constexpr unsigned M0 = 124;
constexpr unsigned Null = 125; ///< gfx10+: reads 0, writes ignored
constexpr unsigned ExecLo = 126, ExecHi = 127;
constexpr unsigned Count = 128;
} // namespace sreg

/// Special read-only sources (the manuals' encodings 235-239, 251-254).
enum class SpecialSrc : uint8_t {
  SharedBase,
  SharedLimit,
  PrivateBase,
  PrivateLimit,
  PopsExitingWaveId,
  Vccz,
  Execz,
  Scc,
};

/// Value types of operands, as the instruction reads or writes them.
enum class VT : uint8_t {
  None,
  B32, ///< 32 bits (integers of any signedness, untyped)
  F32,
  B64,
  F64,
  B16, ///< 16 bits (u16, i16)
  F16,
  PK16,  ///< two 16-bit integers in 32 bits
  PKF16, ///< two f16 in 32 bits
  PKF32, ///< two f32 in 64 bits (gfx90a+ v_pk_*_f32)
  Mask,  ///< a lane mask in SGPRs/VCC: the lane's bit
  B96,
  B128,
};

/// One printed operand.
struct Operand {
  enum Kind : uint8_t {
    None,
    VGPR,
    AGPR,
    SGPR,    ///< the scalar operand space (sreg::*)
    SCC,     ///< the `scc` operand
    Const,   ///< inline constant or literal
    Off,     ///< `off` (no address register)
    Special, ///< src_shared_base, ...
  };
  Kind K = None;
  uint8_t Dwords = 1;   ///< registers: how many 32-bit registers
  uint8_t Half = 0;     ///< true16: 0 the whole register, 1 `.l`, 2 `.h`
  bool Neg = false, Abs = false, Sext = false;
  bool Literal = false;    ///< Const: a literal (hex), not an inline constant
  bool FloatConst = false; ///< Const: printed as a float (inline constant)
  uint16_t Reg = 0;
  SpecialSrc Spec = SpecialSrc::SharedBase;
  int64_t Int = 0;   ///< Const: the integer value, or the literal's bits
  double Flt = 0;    ///< Const with FloatConst: the value
  /// Const: the bits the instruction reads for its operand type, set when
  /// the instruction is bound to its table entry.
  uint64_t Bits = 0;
  /// The width, in dwords, of the type Bits was resolved for (0: none).
  uint8_t BitsDwords = 0;

  bool isReg() const { return K == VGPR || K == AGPR || K == SGPR; }
};

/// Encodings the mnemonic suffix or the modifiers select.
enum class Enc : uint8_t { Native, E32, E64, DPP16, DPP8, SDWA };

/// Modifiers (AMDGPUModifierSyntax.rst), as printed.
struct Modifiers {
  int32_t Offset = 0; ///< offset:, or offset0: of two-address DS
  int32_t Offset1 = 0;
  bool Clamp = false;
  uint8_t OMod = 0; ///< 0 none, 1 mul:2, 2 mul:4, 3 div:2
  uint8_t OpSel = 0, OpSelHi = 0, NegLo = 0, NegHi = 0;
  bool OpSelHiGiven = false;
  // DPP16: Ctrl as the manuals' DPP_CTRL encoding.
  uint16_t DppCtrl = 0;
  uint8_t RowMask = 0xf, BankMask = 0xf;
  bool BoundCtrl = false, FetchInactive = false;
  uint32_t Dpp8Sel = 0;
  // SDWA selects: 0-3 BYTE_n, 4-5 WORD_n, 6 DWORD; dst_unused 0 pad,
  // 1 sext, 2 preserve.
  uint8_t DstSel = 6, DstUnused = 0, Src0Sel = 6, Src1Sel = 6;
  // Memory.
  bool Offen = false, Idxen = false, Glc = false, Slc = false, Dlc = false;
  bool Gds = false, Lds = false, Tfe = false, Nv = false;
  uint8_t CachePolicy = 0; ///< sc0/sc1/nt/scc/th/scope bits, not modelled
};

/// One decoded instruction.
struct Inst {
  uint64_t VA = 0;   ///< virtual address in the code object
  uint8_t Size = 0;  ///< bytes
  std::string Text;  ///< as printed, for errors and traces
  std::string Mnemonic; ///< as printed (`v_add_u32_dpp`)
  std::string Base;     ///< without the encoding suffix (`v_add_u32`)
  Enc E = Enc::Native;
  llvm::SmallVector<Operand, 4> Ops; ///< in printed order, destinations first
  Modifiers M;
  llvm::SmallVector<int64_t, 3> Imms; ///< the MCInst's immediates, in order
  const OpDesc *Op = nullptr;
  std::string Unsupported; ///< why Op is null (empty if bound)
  /// VALU operand layout, set when bound: the index in Ops of the vector
  /// destination, the scalar (lane-mask) destination, each source and the
  /// lane-mask source (carry in, v_cndmask's select); -1 if absent.
  struct {
    int8_t Dst = -1, SDst = -1, Mask = -1;
    int8_t Src[3] = {-1, -1, -1};
  } L;
  /// VOPD (gfx11+): the two halves, which read their sources before either
  /// writes.
  std::unique_ptr<Inst> X, Y;
};

} // namespace isaemu

#endif // SHFL_LOWERING_ISAEMU_INST_H

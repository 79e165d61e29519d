//===- HGPUInstrInfo.td - hgpu instructions and patterns -*- tablegen -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
//
// The hgpu instruction set and the selection patterns to it.  The recipe's
// step 2 (target SDNodes) is the "Target nodes" section: the nodes that
// HGPUISelLowering.cpp makes from the llvm.hgpu.* calls.  Step 4 (patterns
// from those nodes to machine instructions) is the "Warp instructions"
// section.  docs/hgpu-isa.md describes every instruction's semantics.
//
//===----------------------------------------------------------------------===//

include "HGPUInstrFormats.td"

//===----------------------------------------------------------------------===//
// Target nodes (recipe step 2)
//===----------------------------------------------------------------------===//

// Step 2: one SDNode per hgpu cross-lane intrinsic.  They have no chain: they
// read no memory, and the instructions they become are marked convergent.
def SDT_HGPULaneId : SDTypeProfile<1, 0, [SDTCisVT<0, i32>]>;
def SDT_HGPUGather : SDTypeProfile<1, 2, [SDTCisVT<0, i32>, SDTCisVT<1, i32>,
                                          SDTCisVT<2, i32>]>;
def SDT_HGPUShfl : SDTypeProfile<2, 3, [SDTCisVT<0, i32>, SDTCisVT<1, i1>,
                                        SDTCisVT<2, i32>, SDTCisVT<3, i32>,
                                        SDTCisVT<4, i32>]>;
def HGPUlaneid : SDNode<"HGPUISD::LANE_ID", SDT_HGPULaneId>;
def HGPUgather : SDNode<"HGPUISD::GATHER", SDT_HGPUGather>;
def HGPUshfl_idx : SDNode<"HGPUISD::SHFL_IDX", SDT_HGPUShfl>;
def HGPUshfl_up : SDNode<"HGPUISD::SHFL_UP", SDT_HGPUShfl>;
def HGPUshfl_down : SDNode<"HGPUISD::SHFL_DOWN", SDT_HGPUShfl>;
def HGPUshfl_xor : SDNode<"HGPUISD::SHFL_XOR", SDT_HGPUShfl>;

// The rest of the machine: special registers, kernel parameters, the barrier
// and the kernel's end.
def HGPUsreg : SDNode<"HGPUISD::SREG", SDTypeProfile<1, 1, [SDTCisVT<0, i32>,
                                                            SDTCisVT<1, i32>]>>;
def HGPUldparam : SDNode<"HGPUISD::LD_PARAM",
                         SDTypeProfile<1, 1, [SDTCisInt<0>, SDTCisVT<1, i32>]>>;
def HGPUldparam8 : SDNode<"HGPUISD::LD_PARAM_U8",
                          SDTypeProfile<1, 1, [SDTCisVT<0, i32>, SDTCisVT<1, i32>]>>;
def HGPUldparam16 : SDNode<"HGPUISD::LD_PARAM_U16",
                           SDTypeProfile<1, 1, [SDTCisVT<0, i32>, SDTCisVT<1, i32>]>>;
def HGPUbarrier : SDNode<"HGPUISD::BARRIER", SDTNone,
                         [SDNPHasChain, SDNPSideEffect]>;
def HGPUwarpsync : SDNode<"HGPUISD::WARP_SYNC", SDTypeProfile<0, 1, [SDTCisVT<0, i32>]>,
                          [SDNPHasChain, SDNPSideEffect]>;
def HGPUexit : SDNode<"HGPUISD::EXIT", SDTNone, [SDNPHasChain, SDNPOptInGlue]>;

//===----------------------------------------------------------------------===//
// Operands and immediates
//===----------------------------------------------------------------------===//

// The assembler's operand classes (AsmParser/HGPUAsmParser.cpp): each names
// the HGPUOperand predicate that accepts an operand, and the error for one
// that it refuses.
class HGPUAsmOperand<string Nm, string Diag> : AsmOperandClass {
  let Name = Nm;
  let RenderMethod = "addImmOperands";
  let DiagnosticString = Diag;
}
def Imm32AsmOperand
    : HGPUAsmOperand<"Imm32", "immediate must be a 32-bit integer "
                              "(-2147483648 to 4294967295)">;
def SImm32AsmOperand
    : HGPUAsmOperand<"SImm32", "immediate must be a signed 32-bit integer "
                               "(-2147483648 to 2147483647)">;
def BrTargetAsmOperand
    : HGPUAsmOperand<"BrTarget", "branch target must be a label or a signed "
                                 "32-bit displacement">;
def SRegAsmOperand
    : HGPUAsmOperand<"SReg", "expected a special register (%tid.x ... "
                             "%nctaid.z)">;
def WidthAsmOperand
    : HGPUAsmOperand<"Width", "shuffle width must be 1, 2, 4, 8, 16 or 32">;
def LaneAsmOperand
    : HGPUAsmOperand<"Lane", "shuffle lane must be an integer from 0 to 31">;

def i32imm_hgpu : Operand<i32> {
  let ParserMatchClass = Imm32AsmOperand;
}
// A 64-bit operand held in the 32-bit field, sign-extended (so decoded:
// the disassembly assembles back).
def s32imm64 : Operand<i64> {
  let DecoderMethod = "decodeSImm32";
  let ParserMatchClass = SImm32AsmOperand;
}
def brtarget : Operand<OtherVT> {
  let EncoderMethod = "getBranchTargetOpValue";
  let OperandType = "OPERAND_PCREL";
  let DecoderMethod = "decodeBranchTarget";
  let ParserMatchClass = BrTargetAsmOperand;
}
def sreg : Operand<i32> {
  let PrintMethod = "printSRegOperand";
  let ParserMatchClass = SRegAsmOperand;
}
def width_imm : Operand<i32> {
  let DecoderMethod = "decodeWidth";
  let ParserMatchClass = WidthAsmOperand;
}
def lane_imm : Operand<i32> {
  let ParserMatchClass = LaneAsmOperand;
}

def simm32 : ImmLeaf<i64, [{ return isInt<32>(Imm); }]>;
def LO32 : SDNodeXForm<imm, [{
  return CurDAG->getTargetConstant((uint32_t)N->getZExtValue(), SDLoc(N), MVT::i32);
}]>;
def HI32 : SDNodeXForm<imm, [{
  return CurDAG->getTargetConstant((uint32_t)(N->getZExtValue() >> 32), SDLoc(N),
                                   MVT::i32);
}]>;
def FPBITS : SDNodeXForm<fpimm, [{
  return CurDAG->getTargetConstant(
      (uint32_t)N->getValueAPF().bitcastToAPInt().getZExtValue(), SDLoc(N),
      MVT::i32);
}]>;
def LANE5 : SDNodeXForm<imm, [{
  return CurDAG->getTargetConstant(N->getZExtValue() & 31, SDLoc(N), MVT::i32);
}]>;

// Addresses: a base register plus a signed 32-bit byte offset.  Global
// memory (and generic and constant pointers, which hgpu treats as global)
// has 64-bit addresses; shared and private memory have 32-bit ones.
def AddrG : ComplexPattern<i64, 2, "selectAddr", [], []>;
def AddrS : ComplexPattern<i32, 2, "selectAddr", [frameindex], []>;

//===----------------------------------------------------------------------===//
// Integer ALU
//===----------------------------------------------------------------------===//

let isMoveImm = 1, isReMaterializable = 1, isAsCheapAsAMove = 1 in {
def MOV32ri : FmtRI<0x81, (outs GPR32:$d), (ins i32imm_hgpu:$imm),
                    "mov.b32 $d, $imm", [(set GPR32:$d, (i32 imm:$imm))]>;
def MOV64ri : FmtRI<0x83, (outs GPR64:$d), (ins s32imm64:$imm),
                    "mov.s64 $d, $imm", [(set GPR64:$d, (i64 simm32:$imm))]>;
}
let isMoveReg = 1 in {
def MOV32rr : FmtRR<0x80, (outs GPR32:$d), (ins GPR32:$a), "mov.b32 $d, $a">;
def MOV64rr : FmtRR<0x82, (outs GPR64:$d), (ins GPR64:$a), "mov.b64 $d, $a">;
def MOVPrr : FmtRR<0x84, (outs PRED:$d), (ins PRED:$a), "mov.pred $d, $a">;
}
def : Pat<(f32 fpimm:$i), (MOV32ri (FPBITS fpimm:$i))>;
def : Pat<(i64 imm:$i), (REG_SEQUENCE GPR64, (MOV32ri (LO32 imm:$i)), sub_lo,
                                             (MOV32ri (HI32 imm:$i)), sub_hi)>;

// Opcodes: 32-bit rr at Base, 32-bit ri at Base + 0x1f, 64-bit rr at
// Base + 0x3f, 64-bit ri at Base + 0x5f.  A 64-bit immediate is the 32-bit
// field sign-extended.  Shift amounts are 32-bit registers for both widths.
multiclass IntALU<bits<8> Base, string Mn, SDPatternOperator Op> {
  def _32rr : FmtRRR<Base, (outs GPR32:$d), (ins GPR32:$a, GPR32:$b),
                     Mn#".32 $d, $a, $b",
                     [(set GPR32:$d, (i32 (Op GPR32:$a, GPR32:$b)))]>;
  def _32ri : FmtRRI<!add(Base, 0x1f), (outs GPR32:$d),
                     (ins GPR32:$a, i32imm_hgpu:$imm), Mn#".32 $d, $a, $imm",
                     [(set GPR32:$d, (i32 (Op GPR32:$a, (i32 imm:$imm))))]>;
  def _64rr : FmtRRR<!add(Base, 0x3f), (outs GPR64:$d), (ins GPR64:$a, GPR64:$b),
                     Mn#".64 $d, $a, $b",
                     [(set GPR64:$d, (i64 (Op GPR64:$a, GPR64:$b)))]>;
  def _64ri : FmtRRI<!add(Base, 0x5f), (outs GPR64:$d),
                     (ins GPR64:$a, s32imm64:$imm), Mn#".64 $d, $a, $imm",
                     [(set GPR64:$d, (i64 (Op GPR64:$a, simm32:$imm)))]>;
}
multiclass ShiftALU<bits<8> Base, string Mn, SDPatternOperator Op> {
  def _32rr : FmtRRR<Base, (outs GPR32:$d), (ins GPR32:$a, GPR32:$b),
                     Mn#".32 $d, $a, $b",
                     [(set GPR32:$d, (i32 (Op GPR32:$a, GPR32:$b)))]>;
  def _32ri : FmtRRI<!add(Base, 0x1f), (outs GPR32:$d),
                     (ins GPR32:$a, i32imm_hgpu:$imm), Mn#".32 $d, $a, $imm",
                     [(set GPR32:$d, (i32 (Op GPR32:$a, (i32 imm:$imm))))]>;
  def _64rr : FmtRRR<!add(Base, 0x3f), (outs GPR64:$d), (ins GPR64:$a, GPR32:$b),
                     Mn#".64 $d, $a, $b",
                     [(set GPR64:$d, (i64 (Op GPR64:$a, (i32 GPR32:$b))))]>;
  def _64ri : FmtRRI<!add(Base, 0x5f), (outs GPR64:$d),
                     (ins GPR64:$a, i32imm_hgpu:$imm), Mn#".64 $d, $a, $imm",
                     [(set GPR64:$d, (i64 (Op GPR64:$a, (i32 imm:$imm))))]>;
}

let isCommutable = 1 in {
defm ADD : IntALU<0x01, "add", add>;
defm MUL : IntALU<0x03, "mul.lo", mul>;
defm MULHS : IntALU<0x04, "mul.hi.s", mulhs>;
defm MULHU : IntALU<0x05, "mul.hi.u", mulhu>;
defm AND : IntALU<0x0a, "and", and>;
defm OR : IntALU<0x0b, "or", or>;
defm XOR : IntALU<0x0c, "xor", xor>;
defm MINS : IntALU<0x10, "min.s", smin>;
defm MINU : IntALU<0x11, "min.u", umin>;
defm MAXS : IntALU<0x12, "max.s", smax>;
defm MAXU : IntALU<0x13, "max.u", umax>;
}
defm SUB : IntALU<0x02, "sub", sub>;
defm DIVS : IntALU<0x06, "div.s", sdiv>;
defm DIVU : IntALU<0x07, "div.u", udiv>;
defm REMS : IntALU<0x08, "rem.s", srem>;
defm REMU : IntALU<0x09, "rem.u", urem>;
defm SHL : ShiftALU<0x0d, "shl", shl>;
defm SRA : ShiftALU<0x0e, "shr.s", sra>;
defm SRL : ShiftALU<0x0f, "shr.u", srl>;

def POPC32 : FmtRR<0x14, (outs GPR32:$d), (ins GPR32:$a), "popc.32 $d, $a",
                   [(set GPR32:$d, (ctpop GPR32:$a))]>;
def CLZ32 : FmtRR<0x15, (outs GPR32:$d), (ins GPR32:$a), "clz.32 $d, $a",
                  [(set GPR32:$d, (ctlz GPR32:$a))]>;
def BREV32 : FmtRR<0x16, (outs GPR32:$d), (ins GPR32:$a), "brev.32 $d, $a",
                   [(set GPR32:$d, (bitreverse GPR32:$a))]>;

// 32 <-> 64 bits.  Truncation reads the low half (a subregister copy).
def CVT_S64_S32 : FmtRR<0x86, (outs GPR64:$d), (ins GPR32:$a), "cvt.s64.s32 $d, $a",
                        [(set GPR64:$d, (sext GPR32:$a))]>;
def CVT_U64_U32 : FmtRR<0x87, (outs GPR64:$d), (ins GPR32:$a), "cvt.u64.u32 $d, $a",
                        [(set GPR64:$d, (zext GPR32:$a))]>;
def : Pat<(i64 (anyext GPR32:$a)), (CVT_U64_U32 GPR32:$a)>;
def : Pat<(i32 (trunc GPR64:$a)), (EXTRACT_SUBREG GPR64:$a, sub_lo)>;

//===----------------------------------------------------------------------===//
// f32 ALU (IEEE 754 binary32, round to nearest even, subnormals kept)
//===----------------------------------------------------------------------===//

multiclass FBin<bits<8> Opc, string Mn, SDPatternOperator Op> {
  def "" : FmtRRR<Opc, (outs GPR32:$d), (ins GPR32:$a, GPR32:$b),
                  Mn#".f32 $d, $a, $b",
                  [(set GPR32:$d, (f32 (Op GPR32:$a, GPR32:$b)))]>;
}
multiclass FUn<bits<8> Opc, string Mn, SDPatternOperator Op> {
  def "" : FmtRR<Opc, (outs GPR32:$d), (ins GPR32:$a), Mn#" $d, $a",
                 [(set GPR32:$d, (f32 (Op GPR32:$a)))]>;
}
let isCommutable = 1 in {
defm FADD : FBin<0x88, "add", fadd>;
defm FMUL : FBin<0x8a, "mul", fmul>;
defm FMIN : FBin<0x90, "min", fminnum>;
defm FMAX : FBin<0x91, "max", fmaxnum>;
}
defm FSUB : FBin<0x89, "sub", fsub>;
defm FDIV : FBin<0x8b, "div", fdiv>;
def FMA : FmtRRRR<0x8c, (outs GPR32:$d), (ins GPR32:$a, GPR32:$b, GPR32:$c),
                  "fma.f32 $d, $a, $b, $c",
                  [(set GPR32:$d, (f32 (fma GPR32:$a, GPR32:$b, GPR32:$c)))]>;
defm FNEG : FUn<0x8d, "neg.f32", fneg>;
defm FABS : FUn<0x8e, "abs.f32", fabs>;
defm FSQRT : FUn<0x8f, "sqrt.f32", fsqrt>;

def CVT_F32_S32 : FmtRR<0x92, (outs GPR32:$d), (ins GPR32:$a), "cvt.f32.s32 $d, $a",
                        [(set GPR32:$d, (f32 (sint_to_fp (i32 GPR32:$a))))]>;
def CVT_F32_U32 : FmtRR<0x93, (outs GPR32:$d), (ins GPR32:$a), "cvt.f32.u32 $d, $a",
                        [(set GPR32:$d, (f32 (uint_to_fp (i32 GPR32:$a))))]>;
def CVT_S32_F32 : FmtRR<0x94, (outs GPR32:$d), (ins GPR32:$a), "cvt.s32.f32 $d, $a",
                        [(set GPR32:$d, (i32 (fp_to_sint (f32 GPR32:$a))))]>;
def CVT_U32_F32 : FmtRR<0x95, (outs GPR32:$d), (ins GPR32:$a), "cvt.u32.f32 $d, $a",
                        [(set GPR32:$d, (i32 (fp_to_uint (f32 GPR32:$a))))]>;
def CVT_F32_S64 : FmtRR<0x96, (outs GPR32:$d), (ins GPR64:$a), "cvt.f32.s64 $d, $a",
                        [(set GPR32:$d, (f32 (sint_to_fp GPR64:$a)))]>;
def CVT_F32_U64 : FmtRR<0x97, (outs GPR32:$d), (ins GPR64:$a), "cvt.f32.u64 $d, $a",
                        [(set GPR32:$d, (f32 (uint_to_fp GPR64:$a)))]>;
def CVT_S64_F32 : FmtRR<0x98, (outs GPR64:$d), (ins GPR32:$a), "cvt.s64.f32 $d, $a",
                        [(set GPR64:$d, (i64 (fp_to_sint (f32 GPR32:$a))))]>;
def CVT_U64_F32 : FmtRR<0x99, (outs GPR64:$d), (ins GPR32:$a), "cvt.u64.f32 $d, $a",
                        [(set GPR64:$d, (i64 (fp_to_uint (f32 GPR32:$a))))]>;
def : Pat<(f32 (bitconvert (i32 GPR32:$a))), (COPY_TO_REGCLASS GPR32:$a, GPR32)>;
def : Pat<(i32 (bitconvert (f32 GPR32:$a))), (COPY_TO_REGCLASS GPR32:$a, GPR32)>;

//===----------------------------------------------------------------------===//
// Compares, selects and predicates
//===----------------------------------------------------------------------===//

// setp.<cc>.<type> p, a, b.  Opcode Base + index in the list.
class CC<string n, list<CondCode> c> { string Name = n; list<CondCode> Codes = c; }
defvar IntCCs = [CC<"eq", [SETEQ]>, CC<"ne", [SETNE]>, CC<"lt", [SETLT]>,
                 CC<"le", [SETLE]>, CC<"gt", [SETGT]>, CC<"ge", [SETGE]>,
                 CC<"lo", [SETULT]>, CC<"ls", [SETULE]>, CC<"hi", [SETUGT]>,
                 CC<"hs", [SETUGE]>];
defvar FloatCCs = [CC<"eq", [SETOEQ, SETEQ]>, CC<"ne", [SETONE, SETNE]>,
                   CC<"lt", [SETOLT, SETLT]>, CC<"le", [SETOLE, SETLE]>,
                   CC<"gt", [SETOGT, SETGT]>, CC<"ge", [SETOGE, SETGE]>,
                   CC<"num", [SETO]>, CC<"nan", [SETUO]>,
                   CC<"equ", [SETUEQ]>, CC<"neu", [SETUNE]>,
                   CC<"ltu", [SETULT]>, CC<"leu", [SETULE]>,
                   CC<"gtu", [SETUGT]>, CC<"geu", [SETUGE]>];

multiclass SetP<bits<8> Base, string Ty, RegisterClass RC, ValueType VT,
                list<CC> CCs> {
  foreach I = !range(CCs) in {
    defvar C = CCs[I];
    def _#C.Name : FmtRRR<!add(Base, I), (outs PRED:$d), (ins RC:$a, RC:$b),
                          "setp."#C.Name#"."#Ty#" $d, $a, $b">;
    foreach Code = C.Codes in
      def : Pat<(i1 (setcc (VT RC:$a), (VT RC:$b), Code)),
                (!cast<Instruction>(NAME#"_"#C.Name) RC:$a, RC:$b)>;
  }
}
defm SETP_S32 : SetP<0xa0, "32", GPR32, i32, IntCCs>;
defm SETP_S64 : SetP<0xaa, "64", GPR64, i64, IntCCs>;
defm SETP_F32 : SetP<0xb4, "f32", GPR32, f32, FloatCCs>;

def SELP32 : FmtRRRR<0xc2, (outs GPR32:$d), (ins GPR32:$a, GPR32:$b, PRED:$c),
                     "selp.b32 $d, $a, $b, $c">;
def SELP64 : FmtRRRR<0xc3, (outs GPR64:$d), (ins GPR64:$a, GPR64:$b, PRED:$c),
                     "selp.b64 $d, $a, $b, $c",
                     [(set GPR64:$d, (select PRED:$c, GPR64:$a, GPR64:$b))]>;
def : Pat<(i32 (select PRED:$c, GPR32:$a, GPR32:$b)), (SELP32 GPR32:$a, GPR32:$b, PRED:$c)>;
def : Pat<(f32 (select PRED:$c, GPR32:$a, GPR32:$b)), (SELP32 GPR32:$a, GPR32:$b, PRED:$c)>;

let isCommutable = 1 in {
def ANDP : FmtRRR<0xc4, (outs PRED:$d), (ins PRED:$a, PRED:$b), "and.pred $d, $a, $b",
                  [(set PRED:$d, (and PRED:$a, PRED:$b))]>;
def ORP : FmtRRR<0xc5, (outs PRED:$d), (ins PRED:$a, PRED:$b), "or.pred $d, $a, $b",
                 [(set PRED:$d, (or PRED:$a, PRED:$b))]>;
def XORP : FmtRRR<0xc6, (outs PRED:$d), (ins PRED:$a, PRED:$b), "xor.pred $d, $a, $b",
                  [(set PRED:$d, (xor PRED:$a, PRED:$b))]>;
}
def NOTP : FmtRR<0xc7, (outs PRED:$d), (ins PRED:$a), "not.pred $d, $a",
                 [(set PRED:$d, (not PRED:$a))]>;
def SETPi : FmtRI<0x85, (outs PRED:$d), (ins i32imm_hgpu:$imm), "set.pred $d, $imm">;
def : Pat<(i1 -1), (SETPi 1)>;
def : Pat<(i1 0), (SETPi 0)>;
def : Pat<(i1 (setcc PRED:$a, PRED:$b, SETNE)), (XORP PRED:$a, PRED:$b)>;
def : Pat<(i1 (setcc PRED:$a, PRED:$b, SETEQ)), (NOTP (XORP PRED:$a, PRED:$b))>;
// i1 arithmetic is arithmetic modulo 2.
def : Pat<(add PRED:$a, PRED:$b), (XORP PRED:$a, PRED:$b)>;
def : Pat<(sub PRED:$a, PRED:$b), (XORP PRED:$a, PRED:$b)>;
def : Pat<(mul PRED:$a, PRED:$b), (ANDP PRED:$a, PRED:$b)>;
def : Pat<(i1 (select PRED:$c, PRED:$a, PRED:$b)),
          (ORP (ANDP PRED:$c, PRED:$a), (ANDP (NOTP PRED:$c), PRED:$b))>;

def CVT_U32_PRED : FmtRR<0xc8, (outs GPR32:$d), (ins PRED:$a), "cvt.u32.pred $d, $a",
                         [(set GPR32:$d, (i32 (zext PRED:$a)))]>;
def CVT_S32_PRED : FmtRR<0xc9, (outs GPR32:$d), (ins PRED:$a), "cvt.s32.pred $d, $a",
                         [(set GPR32:$d, (i32 (sext PRED:$a)))]>;
def CVT_PRED_U32 : FmtRR<0xca, (outs PRED:$d), (ins GPR32:$a), "cvt.pred.u32 $d, $a",
                         [(set PRED:$d, (i1 (trunc GPR32:$a)))]>;
def : Pat<(i32 (anyext PRED:$a)), (CVT_U32_PRED PRED:$a)>;
def : Pat<(i64 (zext PRED:$a)), (CVT_U64_U32 (CVT_U32_PRED PRED:$a))>;
def : Pat<(i64 (anyext PRED:$a)), (CVT_U64_U32 (CVT_U32_PRED PRED:$a))>;
def : Pat<(i64 (sext PRED:$a)), (CVT_S64_S32 (CVT_S32_PRED PRED:$a))>;
def : Pat<(i1 (trunc GPR64:$a)), (CVT_PRED_U32 (EXTRACT_SUBREG GPR64:$a, sub_lo))>;

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

// The address space of a load or store selects the instruction.
multiclass SpaceFrags<code AS> {
  def _load : PatFrag<(ops node:$p), (load node:$p), AS>;
  def _zextloadi8 : PatFrag<(ops node:$p), (zextloadi8 node:$p), AS>;
  def _sextloadi8 : PatFrag<(ops node:$p), (sextloadi8 node:$p), AS>;
  def _extloadi8 : PatFrag<(ops node:$p), (extloadi8 node:$p), AS>;
  def _zextloadi16 : PatFrag<(ops node:$p), (zextloadi16 node:$p), AS>;
  def _sextloadi16 : PatFrag<(ops node:$p), (sextloadi16 node:$p), AS>;
  def _extloadi16 : PatFrag<(ops node:$p), (extloadi16 node:$p), AS>;
  def _store : PatFrag<(ops node:$v, node:$p), (store node:$v, node:$p), AS>;
  def _truncstorei8 : PatFrag<(ops node:$v, node:$p), (truncstorei8 node:$v, node:$p), AS>;
  def _truncstorei16 : PatFrag<(ops node:$v, node:$p), (truncstorei16 node:$v, node:$p), AS>;
}
defm global : SpaceFrags<[{
  unsigned AS = cast<MemSDNode>(N)->getAddressSpace();
  return AS == 0 || AS == 1 || AS == 4;
}]>;
defm shared : SpaceFrags<[{ return cast<MemSDNode>(N)->getAddressSpace() == 3; }]>;
defm private : SpaceFrags<[{ return cast<MemSDNode>(N)->getAddressSpace() == 5; }]>;

// Ten instructions per space, from Base: ld.u8 ld.s8 ld.u16 ld.s16 ld.b32
// ld.b64 st.b8 st.b16 st.b32 st.b64.
multiclass MemSpace<bits<8> Base, string Sp, RegisterClass ARC, ValueType AVT,
                    ComplexPattern Addr> {
  let mayLoad = 1 in {
  def LD_U8 : FmtRRI<Base, (outs GPR32:$d), (ins ARC:$a, i32imm_hgpu:$imm),
                     "ld."#Sp#".u8 $d, [$a+$imm]",
                     [(set GPR32:$d, (i32 (!cast<PatFrag>(Sp#"_zextloadi8") (Addr AVT:$a, i32:$imm))))]>;
  def LD_S8 : FmtRRI<!add(Base, 1), (outs GPR32:$d), (ins ARC:$a, i32imm_hgpu:$imm),
                     "ld."#Sp#".s8 $d, [$a+$imm]",
                     [(set GPR32:$d, (i32 (!cast<PatFrag>(Sp#"_sextloadi8") (Addr AVT:$a, i32:$imm))))]>;
  def LD_U16 : FmtRRI<!add(Base, 2), (outs GPR32:$d), (ins ARC:$a, i32imm_hgpu:$imm),
                      "ld."#Sp#".u16 $d, [$a+$imm]",
                      [(set GPR32:$d, (i32 (!cast<PatFrag>(Sp#"_zextloadi16") (Addr AVT:$a, i32:$imm))))]>;
  def LD_S16 : FmtRRI<!add(Base, 3), (outs GPR32:$d), (ins ARC:$a, i32imm_hgpu:$imm),
                      "ld."#Sp#".s16 $d, [$a+$imm]",
                      [(set GPR32:$d, (i32 (!cast<PatFrag>(Sp#"_sextloadi16") (Addr AVT:$a, i32:$imm))))]>;
  def LD_B32 : FmtRRI<!add(Base, 4), (outs GPR32:$d), (ins ARC:$a, i32imm_hgpu:$imm),
                      "ld."#Sp#".b32 $d, [$a+$imm]",
                      [(set GPR32:$d, (i32 (!cast<PatFrag>(Sp#"_load") (Addr AVT:$a, i32:$imm))))]>;
  def LD_B64 : FmtRRI<!add(Base, 5), (outs GPR64:$d), (ins ARC:$a, i32imm_hgpu:$imm),
                      "ld."#Sp#".b64 $d, [$a+$imm]",
                      [(set GPR64:$d, (i64 (!cast<PatFrag>(Sp#"_load") (Addr AVT:$a, i32:$imm))))]>;
  }
  let mayStore = 1 in {
  def ST_B8 : FmtStore<!add(Base, 6), (ins ARC:$a, i32imm_hgpu:$imm, GPR32:$b),
                       "st."#Sp#".b8 [$a+$imm], $b",
                       [(!cast<PatFrag>(Sp#"_truncstorei8") (i32 GPR32:$b), (Addr AVT:$a, i32:$imm))]>;
  def ST_B16 : FmtStore<!add(Base, 7), (ins ARC:$a, i32imm_hgpu:$imm, GPR32:$b),
                        "st."#Sp#".b16 [$a+$imm], $b",
                        [(!cast<PatFrag>(Sp#"_truncstorei16") (i32 GPR32:$b), (Addr AVT:$a, i32:$imm))]>;
  def ST_B32 : FmtStore<!add(Base, 8), (ins ARC:$a, i32imm_hgpu:$imm, GPR32:$b),
                        "st."#Sp#".b32 [$a+$imm], $b",
                        [(!cast<PatFrag>(Sp#"_store") (i32 GPR32:$b), (Addr AVT:$a, i32:$imm))]>;
  def ST_B64 : FmtStore<!add(Base, 9), (ins ARC:$a, i32imm_hgpu:$imm, GPR64:$b),
                        "st."#Sp#".b64 [$a+$imm], $b",
                        [(!cast<PatFrag>(Sp#"_store") (i64 GPR64:$b), (Addr AVT:$a, i32:$imm))]>;
  }
  def : Pat<(i32 (!cast<PatFrag>(Sp#"_extloadi8") (Addr AVT:$a, i32:$imm))),
            (!cast<Instruction>(NAME#"LD_U8") ARC:$a, i32:$imm)>;
  def : Pat<(i32 (!cast<PatFrag>(Sp#"_extloadi16") (Addr AVT:$a, i32:$imm))),
            (!cast<Instruction>(NAME#"LD_U16") ARC:$a, i32:$imm)>;
  def : Pat<(f32 (!cast<PatFrag>(Sp#"_load") (Addr AVT:$a, i32:$imm))),
            (!cast<Instruction>(NAME#"LD_B32") ARC:$a, i32:$imm)>;
  def : Pat<(!cast<PatFrag>(Sp#"_store") (f32 GPR32:$b), (Addr AVT:$a, i32:$imm)),
            (!cast<Instruction>(NAME#"ST_B32") ARC:$a, i32:$imm, GPR32:$b)>;
}
defm G_ : MemSpace<0xd0, "global", GPR64, i64, AddrG>;
defm S_ : MemSpace<0xda, "shared", GPR32, i32, AddrS>;
defm P_ : MemSpace<0xe4, "private", GPR32, i32, AddrS>;

// Atomics on global and shared memory, 32-bit: d = the old value.  hgpu
// memory is sequentially consistent (HGPUISelLowering.cpp expands the rest
// of LLVM's atomics into compare-and-swap loops, or refuses them).
class AtomOp<string mn, string suffix, SDPatternOperator frag> {
  string Mnemonic = mn;
  string Suffix = suffix;
  SDPatternOperator Frag = frag;
}
defvar AtomOps = [AtomOp<"add", "ADD", atomic_load_add_i32>,
                  AtomOp<"exch", "EXCH", atomic_swap_i32>,
                  AtomOp<"min.s", "MINS", atomic_load_min_i32>,
                  AtomOp<"max.s", "MAXS", atomic_load_max_i32>,
                  AtomOp<"min.u", "MINU", atomic_load_umin_i32>,
                  AtomOp<"max.u", "MAXU", atomic_load_umax_i32>,
                  AtomOp<"and", "AND", atomic_load_and_i32>,
                  AtomOp<"or", "OR", atomic_load_or_i32>,
                  AtomOp<"xor", "XOR", atomic_load_xor_i32>];

// Nine read-modify-write operations from Base, then compare-and-swap.
multiclass AtomSpace<bits<8> Base, string Sp, RegisterClass ARC, ValueType AVT,
                     ComplexPattern Addr, code AS> {
  foreach I = !range(AtomOps) in {
    defvar O = AtomOps[I];
    def _frag_#O.Suffix : PatFrag<(ops node:$p, node:$v), (O.Frag node:$p, node:$v), AS>;
    let mayLoad = 1, mayStore = 1, hasSideEffects = 1 in
    def _#O.Suffix : FmtRRRI<!add(Base, I), (outs GPR32:$d),
                             (ins ARC:$a, i32imm_hgpu:$imm, GPR32:$b),
                             "atom."#Sp#"."#O.Mnemonic#".32 $d, [$a+$imm], $b",
                             [(set GPR32:$d, (!cast<PatFrag>(NAME#"_frag_"#O.Suffix)
                                              (Addr AVT:$a, i32:$imm), GPR32:$b))]>;
  }
  def _frag_CAS : PatFrag<(ops node:$p, node:$c, node:$v),
                          (atomic_cmp_swap_i32 node:$p, node:$c, node:$v), AS>;
  let mayLoad = 1, mayStore = 1, hasSideEffects = 1 in
  def _CAS : FmtRRRR<!add(Base, 9), (outs GPR32:$d), (ins ARC:$a, GPR32:$b, GPR32:$c),
                     "atom."#Sp#".cas.32 $d, [$a], $b, $c",
                     [(set GPR32:$d, (!cast<PatFrag>(NAME#"_frag_CAS")
                                      AVT:$a, GPR32:$b, GPR32:$c))]>;
}
defm ATOM_G : AtomSpace<0x33, "global", GPR64, i64, AddrG, [{
  unsigned AS = cast<MemSDNode>(N)->getAddressSpace();
  return AS == 0 || AS == 1;
}]>;
defm ATOM_S : AtomSpace<0x53, "shared", GPR32, i32, AddrS, [{
  return cast<MemSDNode>(N)->getAddressSpace() == 3;
}]>;

// Kernel parameters: ld.param reads the parameter buffer at an immediate
// offset (see HGPUCallingConv.td).
let isReMaterializable = 1 in {
def LDPARAM_U8 : FmtRI<0xee, (outs GPR32:$d), (ins i32imm_hgpu:$imm), "ld.param.u8 $d, [$imm]",
                       [(set GPR32:$d, (HGPUldparam8 timm:$imm))]>;
def LDPARAM_U16 : FmtRI<0xef, (outs GPR32:$d), (ins i32imm_hgpu:$imm), "ld.param.u16 $d, [$imm]",
                        [(set GPR32:$d, (HGPUldparam16 timm:$imm))]>;
def LDPARAM_B32 : FmtRI<0xf0, (outs GPR32:$d), (ins i32imm_hgpu:$imm), "ld.param.b32 $d, [$imm]",
                        [(set GPR32:$d, (i32 (HGPUldparam timm:$imm)))]>;
def LDPARAM_B64 : FmtRI<0xf1, (outs GPR64:$d), (ins i32imm_hgpu:$imm), "ld.param.b64 $d, [$imm]",
                        [(set GPR64:$d, (i64 (HGPUldparam timm:$imm)))]>;
}

// Spill slots: private memory at an absolute address (frame objects have
// fixed addresses; see HGPUFrameLowering.cpp).
let mayLoad = 1 in {
def LD_SPILL32 : FmtRI<0xfa, (outs GPR32:$d), (ins i32imm_hgpu:$imm),
                       "ld.private.b32 $d, [$imm]">;
def LD_SPILL64 : FmtRI<0xfb, (outs GPR64:$d), (ins i32imm_hgpu:$imm),
                       "ld.private.b64 $d, [$imm]">;
}
let mayStore = 1 in {
def ST_SPILL32 : FmtStore<0xfc, (ins i32imm_hgpu:$imm, GPR32:$b),
                          "st.private.b32 [$imm], $b"> { let a = 0; }
def ST_SPILL64 : FmtStore<0xfd, (ins i32imm_hgpu:$imm, GPR64:$b),
                          "st.private.b64 [$imm], $b"> { let a = 0; }
}

//===----------------------------------------------------------------------===//
// Special registers, barrier, control flow
//===----------------------------------------------------------------------===//

// mov.u32 d, %<special>: the immediate numbers the register (printed by
// name; HGPUSRegs.h lists them).
def S2R : FmtRI<0xf2, (outs GPR32:$d), (ins sreg:$imm), "mov.u32 $d, $imm",
                [(set GPR32:$d, (HGPUsreg timm:$imm))]>;

let hasSideEffects = 1, isConvergent = 1 in
def BAR_SYNC : FmtNone<0xf5, "bar.sync", [(HGPUbarrier)]>;

// bar.warp.sync a: the lane waits until every lane of its warp in its mask
// a that has not exited waits too (CUDA's __syncwarp).
let hasSideEffects = 1, isConvergent = 1 in
def WARP_SYNC : FmtA<0xfe, (ins GPR32:$a), "bar.warp.sync $a",
                     [(HGPUwarpsync GPR32:$a)]>;

let isTerminator = 1, isReturn = 1, isBarrier = 1 in
def EXIT : FmtNone<0xf6, "exit", [(HGPUexit)]>;

let isBranch = 1, isTerminator = 1 in {
let isBarrier = 1 in
def BRA : FmtBranch<0xf7, (ins brtarget:$imm), "bra $imm", [(br bb:$imm)]> {
  let a = 0;
}
def BRA_P : FmtBranch<0xf8, (ins PRED:$a, brtarget:$imm), "@$a bra $imm",
                      [(brcond PRED:$a, bb:$imm)]>;
def BRA_NP : FmtBranch<0xf9, (ins PRED:$a, brtarget:$imm), "@!$a bra $imm",
                       [(brcond (not PRED:$a), bb:$imm)]>;
}

def NOP : FmtNone<0x00, "nop">;

//===----------------------------------------------------------------------===//
// Warp instructions (recipe step 4: patterns from the step-2 nodes)
//===----------------------------------------------------------------------===//

def LANE_ID : FmtR<0xf3, (outs GPR32:$d), (ins), "lane.id $d",
                   [(set GPR32:$d, HGPUlaneid)]>;

let isConvergent = 1 in
def GATHER : FmtRRR<0xf4, (outs GPR32:$d), (ins GPR32:$a, GPR32:$b),
                    "gather $d, $a, $b",
                    [(set GPR32:$d, (HGPUgather GPR32:$a, GPR32:$b))]>;

// The native shuffles, hgpu2 only: shfl.<mode> d|c, a, b, w.  The lane
// operand is a register, or an immediate (only its low five bits matter).
multiclass NativeShfl<bits<8> Opc, string Mode, SDNode Node> {
  let isConvergent = 1 in {
  def _rr : FmtShflRR<Opc, (outs GPR32:$d, PRED:$c),
                      (ins GPR32:$a, GPR32:$b, width_imm:$w),
                      "shfl."#Mode#" $d|$c, $a, $b, $w",
                      [(set GPR32:$d, PRED:$c, (Node GPR32:$a, GPR32:$b, timm:$w))]>,
            Requires<[HasNativeShfl]>;
  def _ri : FmtShflRI<!add(Opc, 4), (outs GPR32:$d, PRED:$c),
                      (ins GPR32:$a, lane_imm:$k, width_imm:$w),
                      "shfl."#Mode#" $d|$c, $a, $k, $w", []>,
            Requires<[HasNativeShfl]>;
  }
  def : Pat<(Node GPR32:$a, (i32 imm:$k), timm:$w),
            (!cast<Instruction>(NAME#"_ri") GPR32:$a, (LANE5 imm:$k), timm:$w)>,
        Requires<[HasNativeShfl]>;
}
defm SHFL_IDX : NativeShfl<0x74, "idx", HGPUshfl_idx>;
defm SHFL_UP : NativeShfl<0x75, "up", HGPUshfl_up>;
defm SHFL_DOWN : NativeShfl<0x76, "down", HGPUshfl_down>;
defm SHFL_XOR : NativeShfl<0x77, "xor", HGPUshfl_xor>;

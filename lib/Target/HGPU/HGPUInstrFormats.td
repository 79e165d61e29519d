//===- HGPUInstrFormats.td - hgpu instruction encoding ---*- tablegen -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
//
// Every hgpu instruction is one little-endian 64-bit word:
//
//   63      56 55    48 47    40 39    32 31    24 23    16 15     8 7      0
//  +----------+--------+--------+--------+--------+--------+--------+--------+
//  |  opcode  |   d    |   a    |   b    |  imm (32 bits), or c | k | - | w  |
//  +----------+--------+--------+--------+--------+--------+--------+--------+
//
//   d     the first result register (r, d or p number)
//   a, b  the first two source registers
//   imm   a 32-bit immediate: a constant, a memory offset, or a branch
//         displacement in bytes from the start of the branch
//   c     a third source register (fma's addend, selp's predicate), or the
//         shuffles' predicate result
//   k     the shuffles' immediate lane operand (b & 31)
//   w     the shuffles' width (1, 2, 4, 8, 16 or 32)
//
// A field an instruction does not use is 0.
//
//===----------------------------------------------------------------------===//

class HGPUInst<bits<8> Opc, dag Outs, dag Ins, string Asm,
               list<dag> Pat = []> : Instruction {
  field bits<64> Inst;
  field bits<64> SoftFail = 0;
  let Namespace = "HGPU";
  let Size = 8;
  let OutOperandList = Outs;
  let InOperandList = Ins;
  let AsmString = Asm;
  let Pattern = Pat;
  let DecoderNamespace = "HGPU";
  let Inst{63-56} = Opc;
}

// d = a op b
class FmtRRR<bits<8> Opc, dag Outs, dag Ins, string Asm, list<dag> Pat = []>
    : HGPUInst<Opc, Outs, Ins, Asm, Pat> {
  bits<8> d; bits<8> a; bits<8> b;
  let Inst{55-48} = d; let Inst{47-40} = a; let Inst{39-32} = b;
  let Inst{31-0} = 0;
}

// d = op(a, b, c)
class FmtRRRR<bits<8> Opc, dag Outs, dag Ins, string Asm, list<dag> Pat = []>
    : HGPUInst<Opc, Outs, Ins, Asm, Pat> {
  bits<8> d; bits<8> a; bits<8> b; bits<8> c;
  let Inst{55-48} = d; let Inst{47-40} = a; let Inst{39-32} = b;
  let Inst{31-24} = c; let Inst{23-0} = 0;
}

// d = a op imm
class FmtRRI<bits<8> Opc, dag Outs, dag Ins, string Asm, list<dag> Pat = []>
    : HGPUInst<Opc, Outs, Ins, Asm, Pat> {
  bits<8> d; bits<8> a; bits<32> imm;
  let Inst{55-48} = d; let Inst{47-40} = a; let Inst{39-32} = 0;
  let Inst{31-0} = imm;
}

// d = op(a)
class FmtRR<bits<8> Opc, dag Outs, dag Ins, string Asm, list<dag> Pat = []>
    : HGPUInst<Opc, Outs, Ins, Asm, Pat> {
  bits<8> d; bits<8> a;
  let Inst{55-48} = d; let Inst{47-40} = a; let Inst{39-0} = 0;
}

// d = imm
class FmtRI<bits<8> Opc, dag Outs, dag Ins, string Asm, list<dag> Pat = []>
    : HGPUInst<Opc, Outs, Ins, Asm, Pat> {
  bits<8> d; bits<32> imm;
  let Inst{55-48} = d; let Inst{47-32} = 0; let Inst{31-0} = imm;
}

// d = op()
class FmtR<bits<8> Opc, dag Outs, dag Ins, string Asm, list<dag> Pat = []>
    : HGPUInst<Opc, Outs, Ins, Asm, Pat> {
  bits<8> d;
  let Inst{55-48} = d; let Inst{47-0} = 0;
}

// d = op([a + imm], b): the atomics
class FmtRRRI<bits<8> Opc, dag Outs, dag Ins, string Asm, list<dag> Pat = []>
    : HGPUInst<Opc, Outs, Ins, Asm, Pat> {
  bits<8> d; bits<8> a; bits<8> b; bits<32> imm;
  let Inst{55-48} = d; let Inst{47-40} = a; let Inst{39-32} = b;
  let Inst{31-0} = imm;
}

// op(a): a warp-scoped instruction with one register operand
class FmtA<bits<8> Opc, dag Ins, string Asm, list<dag> Pat = []>
    : HGPUInst<Opc, (outs), Ins, Asm, Pat> {
  bits<8> a;
  let Inst{55-48} = 0; let Inst{47-40} = a; let Inst{39-0} = 0;
}

// [a + imm] = b
class FmtStore<bits<8> Opc, dag Ins, string Asm, list<dag> Pat = []>
    : HGPUInst<Opc, (outs), Ins, Asm, Pat> {
  bits<8> a; bits<8> b; bits<32> imm;
  let Inst{55-48} = 0; let Inst{47-40} = a; let Inst{39-32} = b;
  let Inst{31-0} = imm;
}

// A branch: predicate a (if any) and a displacement.
class FmtBranch<bits<8> Opc, dag Ins, string Asm, list<dag> Pat = []>
    : HGPUInst<Opc, (outs), Ins, Asm, Pat> {
  bits<8> a; bits<32> imm;
  let Inst{55-48} = 0; let Inst{47-40} = a; let Inst{39-32} = 0;
  let Inst{31-0} = imm;
}

// No operand.
class FmtNone<bits<8> Opc, string Asm, list<dag> Pat = []>
    : HGPUInst<Opc, (outs), (ins), Asm, Pat> {
  let Inst{55-0} = 0;
}

// The native shuffles: {d, c} = shfl(a, b or k, w).
class FmtShflRR<bits<8> Opc, dag Outs, dag Ins, string Asm, list<dag> Pat = []>
    : HGPUInst<Opc, Outs, Ins, Asm, Pat> {
  bits<8> d; bits<8> c; bits<8> a; bits<8> b; bits<8> w;
  let Inst{55-48} = d; let Inst{47-40} = a; let Inst{39-32} = b;
  let Inst{31-24} = c; let Inst{23-8} = 0; let Inst{7-0} = w;
}
class FmtShflRI<bits<8> Opc, dag Outs, dag Ins, string Asm, list<dag> Pat = []>
    : HGPUInst<Opc, Outs, Ins, Asm, Pat> {
  bits<8> d; bits<8> c; bits<8> a; bits<8> k; bits<8> w;
  let Inst{55-48} = d; let Inst{47-40} = a; let Inst{39-32} = 0;
  let Inst{31-24} = c; let Inst{23-16} = k; let Inst{15-8} = 0;
  let Inst{7-0} = w;
}

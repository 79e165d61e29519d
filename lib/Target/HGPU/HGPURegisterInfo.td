//===- HGPURegisterInfo.td - hgpu registers ---------------*- tablegen -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
//
// Every lane of an hgpu warp has its own copy of each register:
//   r0-r63   32-bit general registers (integers and f32)
//   d0-d31   64-bit pairs of them, d<i> = r<2i>:r<2i+1> (low word first), for
//            64-bit integers and pointers to global memory
//   p0-p31   1-bit predicates (compares, branch conditions, the shuffles'
//            second result)
// There is no stack pointer: private memory is per lane and addressed from 0,
// and frame objects have fixed addresses (see HGPUFrameLowering.cpp).
//
//===----------------------------------------------------------------------===//

let Namespace = "HGPU" in {
def sub_lo : SubRegIndex<32>;
def sub_hi : SubRegIndex<32, 32>;
}

class HGPUReg<bits<8> Enc, string Name> : Register<Name> {
  let Namespace = "HGPU";
  let HWEncoding{7-0} = Enc;
}

class HGPURegPair<bits<8> Enc, string Name, list<Register> Halves>
    : RegisterWithSubRegs<Name, Halves> {
  let Namespace = "HGPU";
  let HWEncoding{7-0} = Enc;
  let SubRegIndices = [sub_lo, sub_hi];
  let CoveredBySubRegs = 1;
}

foreach I = 0-63 in
  def R#I : HGPUReg<I, "r"#I>, DwarfRegNum<[I]>;

// A pair is encoded by its number: d5 is 5 (it holds r10 and r11).
foreach I = 0-31 in
  def D#I : HGPURegPair<I, "d"#I, [!cast<Register>("R"#!mul(I, 2)),
                                   !cast<Register>("R"#!add(!mul(I, 2), 1))]>;

foreach I = 0-31 in
  def P#I : HGPUReg<I, "p"#I>;

def GPR32 : RegisterClass<"HGPU", [i32, f32], 32, (sequence "R%u", 0, 63)>;
def GPR64 : RegisterClass<"HGPU", [i64], 64, (sequence "D%u", 0, 31)>;
def PRED : RegisterClass<"HGPU", [i1], 8, (sequence "P%u", 0, 31)> {
  let Size = 8;
}

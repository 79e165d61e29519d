//===- HGPUTarget.td - the hgpu backend, top level -------*- tablegen -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
//
// What llvm-tblgen reads for the hgpu backend (-gen-register-info,
// -gen-instr-info, -gen-dag-isel, -gen-asm-writer, -gen-emitter,
// -gen-disassembler, -gen-asm-matcher, -gen-subtarget).  The features and
// processors (hgpu1, hgpu2) and the intrinsics are the ones the IR pass and
// the emulator already use: HGPU.td, included here, not copied.
//
//===----------------------------------------------------------------------===//

include "ShflLowering/Target/HGPU/HGPU.td"

def HasNativeShfl : Predicate<"Subtarget->hasNativeShfl()">,
                    AssemblerPredicate<(all_of FeatureNativeShfl), "native-shfl">;

include "HGPURegisterInfo.td"
include "HGPUInstrInfo.td"

// LLVM 21+ asks each target to say which register class the pointer
// operands of its generic pseudos (LOAD_STACK_GUARD, ...) use; older
// TableGen has no such class.  CMake defines the macro by LLVM version.
#ifdef SHFL_TD_REMAP_PTR_PSEUDOS
defm : RemapAllTargetPseudoPointerOperands<GPR64>;
#endif

def HGPUInstrInfo : InstrInfo;

// The assembler (AsmParser/HGPUAsmParser.cpp) reads what HGPUInstPrinter
// prints.  Besides the separators, the punctuation of the syntax splits
// tokens: memory operands ([d2+8]), the shuffles' predicate output
// (r1|p0) and branch guards (@p0, @!p0, whose '@' is the mnemonic the
// matcher sees).
def HGPUAsmParserVariant : AsmParserVariant {
  let TokenizingCharacters = "[]!|@+";
}

def HGPU : Target {
  let InstructionSet = HGPUInstrInfo;
  let AssemblyParserVariants = [HGPUAsmParserVariant];
}

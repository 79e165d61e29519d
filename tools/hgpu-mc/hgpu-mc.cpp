//===- hgpu-mc.cpp - assemble and disassemble hgpu machine code -----------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A small llvm-mc for hgpu: llvm-mc has no option to load a target, and
/// hgpu is a target llc loads (HGPUTarget.so).  It uses the backend's
/// assembler, printer, code emitter and disassembler:
///
///   hgpu-mc -mcpu=hgpu2 kernel.s -o kernel.s2              # parse, print
///   hgpu-mc -mcpu=hgpu2 -show-encoding kernel.s            # and the words
///   hgpu-mc -mcpu=hgpu2 -filetype=obj kernel.s -o kernel.o # an ELF object
///   hgpu-mc -mcpu=hgpu2 -disassemble bytes.txt             # bytes -> text
///
/// -disassemble reads bytes as llvm-mc does (0x12 0x34 ..., with '[', ']'
/// and ',' ignored, so -show-encoding's output can be fed back) and prints
/// one instruction per 8 bytes; a branch prints its displacement.
///
//===----------------------------------------------------------------------===//

#include "HGPUToolMC.h"
#include "ShflLowering/Support/Compat.h"
#include "llvm/MC/MCAsmBackend.h"
#include "llvm/MC/MCCodeEmitter.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCObjectFileInfo.h"
#include "llvm/MC/MCObjectWriter.h"
#include "llvm/MC/MCParser/MCAsmParser.h"
#include "llvm/MC/MCParser/MCTargetAsmParser.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormattedStream.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"

using namespace llvm;

static cl::OptionCategory Cat("hgpu-mc options");
static cl::opt<std::string> InputFile(cl::Positional, cl::desc("<input>"),
                                      cl::init("-"), cl::cat(Cat));
static cl::opt<std::string> OutputFile("o", cl::desc("output file"),
                                       cl::value_desc("file"), cl::init("-"),
                                       cl::cat(Cat));
static cl::opt<std::string> MCPU("mcpu", cl::desc("subtarget: hgpu1 or hgpu2"),
                                 cl::init("hgpu1"), cl::cat(Cat));
static cl::opt<std::string> TargetLib("target-lib",
                                      cl::desc("HGPUTarget.so (default: ../lib/ "
                                               "next to hgpu-mc)"),
                                      cl::cat(Cat));
enum ActionKind { Assemble, Disassemble };
static cl::opt<ActionKind> Action(
    cl::desc("action:"), cl::init(Assemble),
    cl::values(clEnumValN(Assemble, "assemble", "assemble a .s file (default)"),
               clEnumValN(Disassemble, "disassemble",
                          "disassemble bytes (0x.. 0x..)")),
    cl::cat(Cat));
enum FileKind { AsmFile, ObjFile };
static cl::opt<FileKind> FileType(
    "filetype", cl::desc("output of -assemble:"), cl::init(AsmFile),
    cl::values(clEnumValN(AsmFile, "asm", "assembly text (default)"),
               clEnumValN(ObjFile, "obj", "an ELF object")),
    cl::cat(Cat));
static cl::opt<bool> ShowEncoding("show-encoding",
                                  cl::desc("print each instruction's bytes"),
                                  cl::cat(Cat));

static const char *ToolName = "hgpu-mc";

[[noreturn]] static void die(const Twine &Msg) {
  WithColor::error(errs(), ToolName) << Msg << "\n";
  exit(1);
}

/// Assembles the source in \p SrcMgr; false if the assembler reported an
/// error (it printed it, located).
static bool assemble(hgputool::MCLayer &MC, SourceMgr &SrcMgr,
                     raw_pwrite_stream &OS) {
  const Target &T = *MC.T;
  MCContext &Ctx = *MC.Ctx;
  MC.Options.ShowMCEncoding = ShowEncoding;
  MC.Options.AsmVerbose = true;
  std::unique_ptr<MCObjectFileInfo> MOFI(
      T.createMCObjectFileInfo(Ctx, /*PIC=*/false));
  Ctx.setObjectFileInfo(MOFI.get());
  std::unique_ptr<MCAsmBackend> MAB(
      T.createMCAsmBackend(*MC.STI, *MC.MRI, MC.Options));
  std::unique_ptr<MCCodeEmitter> CE(T.createMCCodeEmitter(*MC.MII, Ctx));
  if (!MAB || !CE)
    die("the hgpu backend has no assembler backend or code emitter");

  std::unique_ptr<MCStreamer> Str;
  if (FileType == ObjFile) {
    std::unique_ptr<MCObjectWriter> OW = MAB->createObjectWriter(OS);
    Str.reset(T.createMCObjectStreamer(MC.TT, Ctx, std::move(MAB),
                                       std::move(OW), std::move(CE), *MC.STI));
  } else {
    MCInstPrinter *IP =
        T.createMCInstPrinter(MC.TT, 0, *MC.MAI, *MC.MII, *MC.MRI);
    if (!IP)
      die("the hgpu backend has no instruction printer");
    auto FOS = std::make_unique<formatted_raw_ostream>(OS);
    Str.reset(T.createAsmStreamer(
        Ctx, std::move(FOS), SHFL_MC_ASM_STREAMER_PRINTER(IP),
        ShowEncoding ? std::move(CE) : nullptr, std::move(MAB)));
  }

  std::unique_ptr<MCAsmParser> Parser(
      createMCAsmParser(SrcMgr, Ctx, *Str, *MC.MAI));
  std::unique_ptr<MCTargetAsmParser> TAP(
      T.createMCAsmParser(*MC.STI, *Parser, *MC.MII, MC.Options));
  if (!TAP)
    die("the hgpu backend has no assembler");
  Parser->setTargetParser(*TAP);
  return !Parser->Run(/*NoInitialTextSection=*/false);
}

/// Reads bytes written as numbers (0x12 or 18), with comments (// or #) and
/// the separators '[', ']', ',' ignored; each byte keeps its location.
static bool readBytes(SourceMgr &SrcMgr, SmallVectorImpl<uint8_t> &Bytes,
                      SmallVectorImpl<SMLoc> &Locs) {
  StringRef Text = SrcMgr.getMemoryBuffer(SrcMgr.getMainFileID())->getBuffer();
  bool OK = true;
  while (!Text.empty()) {
    Text = Text.ltrim(" \t\r\n[],");
    if (Text.starts_with("#") || Text.starts_with("//")) {
      Text = Text.drop_until([](char C) { return C == '\n'; });
      continue;
    }
    if (Text.empty())
      break;
    StringRef Word = Text.take_until(
        [](char C) { return StringRef(" \t\r\n[],#/").contains(C); });
    if (Word.empty())
      Word = Text.take_front();
    SMLoc Loc = SMLoc::getFromPointer(Word.data());
    Text = Text.drop_front(Word.size());
    unsigned Value;
    if (Word.getAsInteger(0, Value) || Value > 0xff) {
      SrcMgr.PrintMessage(Loc, SourceMgr::DK_Error,
                          "expected a byte, found '" + Word + "'");
      OK = false;
      continue;
    }
    Bytes.push_back(Value);
    Locs.push_back(Loc);
  }
  return OK;
}

static bool disassemble(hgputool::MCLayer &MC, SourceMgr &SrcMgr,
                        raw_ostream &OS) {
  SmallVector<uint8_t, 256> Bytes;
  SmallVector<SMLoc, 256> Locs;
  if (!readBytes(SrcMgr, Bytes, Locs))
    return false;
  std::unique_ptr<MCDisassembler> Dis(
      MC.T->createMCDisassembler(*MC.STI, *MC.Ctx));
  std::unique_ptr<MCInstPrinter> IP(
      MC.T->createMCInstPrinter(MC.TT, 0, *MC.MAI, *MC.MII, *MC.MRI));
  if (!Dis || !IP)
    die("the hgpu backend has no disassembler or printer");
  bool OK = true;
  ArrayRef<uint8_t> Data(Bytes);
  for (uint64_t PC = 0; PC < Data.size();) {
    MCInst Inst;
    uint64_t Size = 0;
    if (Dis->getInstruction(Inst, Size, Data.slice(PC), PC, nulls()) !=
        MCDisassembler::Success) {
      SrcMgr.PrintMessage(Locs[PC], SourceMgr::DK_Error,
                          Size ? "invalid instruction encoding for -mcpu=" +
                                     MC.STI->getCPU()
                               : Twine("a partial instruction (hgpu "
                                       "instructions are 8 bytes)"));
      OK = false;
      if (!Size)
        break;
    } else {
      IP->printInst(&Inst, PC, "", *MC.STI, OS); // from a tab, as in .s
      OS << '\n';
    }
    PC += Size;
  }
  return OK;
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(Cat);
  cl::ParseCommandLineOptions(argc, argv, "hgpu assembler and disassembler\n");

  Expected<const Target *> T =
      hgputool::loadHGPUTarget(TargetLib, argv[0], (void *)&main);
  if (!T)
    die(toString(T.takeError()));

  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf =
      MemoryBuffer::getFileOrSTDIN(InputFile, /*IsText=*/true);
  if (!Buf)
    die("cannot read '" + InputFile + "': " + Buf.getError().message());
  SourceMgr SrcMgr;
  SrcMgr.AddNewSourceBuffer(std::move(*Buf), SMLoc());

  Expected<std::unique_ptr<hgputool::MCLayer>> MC =
      hgputool::createMCLayer(**T, MCPU, &SrcMgr);
  if (!MC)
    die(toString(MC.takeError()));

  std::error_code EC;
  bool Binary = Action == Assemble && FileType == ObjFile;
  ToolOutputFile Out(OutputFile, EC,
                     Binary ? sys::fs::OF_None : sys::fs::OF_Text);
  if (EC)
    die("cannot write '" + OutputFile + "': " + EC.message());

  bool OK = Action == Assemble ? assemble(**MC, SrcMgr, Out.os())
                               : disassemble(**MC, SrcMgr, Out.os());
  if (!OK || (*MC)->Ctx->hadError())
    return 1;
  Out.keep();
  return 0;
}

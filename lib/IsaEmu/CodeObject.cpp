//===- CodeObject.cpp - An AMDGPU code object, loaded ---------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Loads a code object the way a runtime's loader does (AMDGPUUsage, "Code
/// Object" and "Loaded Code Object Path Uniform Resource Identifier"): the
/// PT_LOAD segments at their virtual addresses, the dynamic relocations of
/// `.rela.dyn` applied, the kernel descriptors and the metadata note read.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/IsaEmu/CodeObject.h"
#include "IsaError.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/BinaryFormat/MsgPackDocument.h"
#include "llvm/Object/ELF.h"
#include "llvm/Object/ELFObjectFile.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include <algorithm>
#include <cstring>
#include <sys/mman.h>

using namespace llvm;
using namespace isaemu;
using isaemu::detail::fail;

CodeObject::~CodeObject() {
  if (Image)
    munmap(Image, MapSize);
}

const KernelSymbol *CodeObject::findKernel(StringRef Name) const {
  for (const KernelSymbol &K : Kernels)
    if (K.Name == Name)
      return &K;
  return nullptr;
}

const CodeSymbol *CodeObject::symbolAt(uint64_t VA) const {
  for (const CodeSymbol &S : Functions)
    if (VA >= S.VA && VA < S.VA + std::max<uint64_t>(S.Size, 1))
      return &S;
  return nullptr;
}

std::string CodeObject::describeVA(uint64_t VA) const {
  std::string Out;
  raw_string_ostream OS(Out);
  if (const CodeSymbol *S = symbolAt(VA))
    OS << S->Name << "+" << format_hex(VA - S->VA, 2);
  else
    OS << format_hex(VA, 2);
  return Out;
}

/// The metadata of one kernel from the msgpack note.
static Error readKernelMetadata(msgpack::MapDocNode Map, KernelSymbol &K) {
  auto Str = [&](StringRef Key) -> std::string {
    auto It = Map.find(Key);
    if (It == Map.end() || It->second.getKind() != msgpack::Type::String)
      return "";
    return It->second.getString().str();
  };
  auto Int = [&](msgpack::MapDocNode M, StringRef Key, uint64_t Default) -> uint64_t {
    auto It = M.find(Key);
    if (It == M.end())
      return Default;
    if (It->second.getKind() == msgpack::Type::UInt)
      return It->second.getUInt();
    if (It->second.getKind() == msgpack::Type::Int)
      return static_cast<uint64_t>(It->second.getInt());
    return Default;
  };
  K.Name = Str(".name");
  K.KernargSegmentSize = static_cast<uint32_t>(Int(Map, ".kernarg_segment_size", 0));
  K.KernargSegmentAlign = static_cast<uint32_t>(Int(Map, ".kernarg_segment_align", 8));
  K.WavefrontSize = static_cast<unsigned>(Int(Map, ".wavefront_size", 0));
  K.MaxFlatWorkgroupSize =
      static_cast<unsigned>(Int(Map, ".max_flat_workgroup_size", 1024));
  auto Args = Map.find(".args");
  if (Args == Map.end())
    return Error::success();
  if (Args->second.getKind() != msgpack::Type::Array)
    return fail("kernel '" + K.Name + "': the metadata's .args is not an array");
  for (msgpack::DocNode &A : Args->second.getArray()) {
    if (A.getKind() != msgpack::Type::Map)
      return fail("kernel '" + K.Name + "': an argument's metadata is not a map");
    msgpack::MapDocNode AM = A.getMap();
    KernelArg Arg;
    auto S = [&](StringRef Key) -> std::string {
      auto It = AM.find(Key);
      if (It == AM.end() || It->second.getKind() != msgpack::Type::String)
        return "";
      return It->second.getString().str();
    };
    Arg.Name = S(".name");
    Arg.ValueKind = S(".value_kind");
    Arg.Offset = static_cast<uint32_t>(Int(AM, ".offset", 0));
    Arg.Size = static_cast<uint32_t>(Int(AM, ".size", 0));
    K.Args.push_back(std::move(Arg));
  }
  return Error::success();
}

static KernelDescriptor readDescriptor(const uint8_t *P) {
  using support::endian::read16le;
  using support::endian::read32le;
  using support::endian::read64le;
  KernelDescriptor KD;
  KD.GroupSegmentFixedSize = read32le(P + 0);
  KD.PrivateSegmentFixedSize = read32le(P + 4);
  KD.KernargSize = read32le(P + 8);
  KD.EntryOffset = static_cast<int64_t>(read64le(P + 16));
  KD.Rsrc3 = read32le(P + 44);
  KD.Rsrc1 = read32le(P + 48);
  KD.Rsrc2 = read32le(P + 52);
  KD.CodeProperties = read16le(P + 56);
  KD.KernargPreload = read16le(P + 58);
  return KD;
}

Expected<std::unique_ptr<CodeObject>> CodeObject::load(StringRef Path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> MB = MemoryBuffer::getFile(Path);
  if (!MB)
    return fail("cannot read code object '" + Path + "': " + MB.getError().message());
  Expected<std::unique_ptr<object::ObjectFile>> Bin =
      object::ObjectFile::createELFObjectFile((*MB)->getMemBufferRef());
  if (!Bin)
    return fail("'" + Path + "' is not an ELF file: " + toString(Bin.takeError()));
  auto *Obj = dyn_cast<object::ELF64LEObjectFile>(Bin->get());
  if (!Obj)
    return fail("'" + Path + "' is not a 64-bit little-endian ELF file");
  const object::ELF64LEFile &ELF = Obj->getELFFile();
  const auto &Hdr = ELF.getHeader();
  if (Hdr.e_machine != ELF::EM_AMDGPU)
    return fail("'" + Path + "' is not an AMDGPU code object (ELF machine " +
                Twine(Hdr.e_machine) + ")");
  if (Hdr.e_type != ELF::ET_DYN)
    return fail("'" + Path + "' is not a loadable code object (link the object "
                "with ld.lld -shared, as shfl-cuda-to-amdgpu --emit=hsaco does)");

  std::unique_ptr<CodeObject> CO(new CodeObject());
  std::optional<StringRef> CPU = Obj->tryGetCPUName();
  if (!CPU || CPU->empty())
    return fail("'" + Path + "': the ELF header names no processor");
  CO->CPU = CPU->str();

  // The segments, at their virtual addresses in one allocation.
  auto Phdrs = ELF.program_headers();
  if (!Phdrs)
    return fail("'" + Path + "': " + toString(Phdrs.takeError()));
  uint64_t End = 0;
  for (const auto &P : *Phdrs)
    if (P.p_type == ELF::PT_LOAD)
      End = std::max<uint64_t>(End, P.p_vaddr + P.p_memsz);
  if (End == 0 || End > (uint64_t(1) << 32))
    return fail("'" + Path + "': no loadable segment, or one beyond 4 GiB");
  CO->ImageSize = End;
  CO->MapSize = alignTo(End, 4096);
  void *Map = mmap(nullptr, CO->MapSize, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (Map == MAP_FAILED)
    return fail("cannot map " + Twine(CO->MapSize) + " bytes for the code object");
  CO->Image = static_cast<uint8_t *>(Map);
  StringRef File = (*MB)->getBuffer();
  for (const auto &P : *Phdrs) {
    if (P.p_type != ELF::PT_LOAD)
      continue;
    if (P.p_offset + P.p_filesz > File.size() || P.p_filesz > P.p_memsz)
      return fail("'" + Path + "': a segment lies outside the file");
    std::memcpy(CO->Image + P.p_vaddr, File.data() + P.p_offset, P.p_filesz);
    CO->Segments.push_back({P.p_vaddr, P.p_memsz, (P.p_flags & ELF::PF_W) != 0,
                            (P.p_flags & ELF::PF_X) != 0});
  }

  // Symbols: the kernel descriptors and the functions.
  auto Sections = ELF.sections();
  if (!Sections)
    return fail("'" + Path + "': " + toString(Sections.takeError()));
  std::vector<std::pair<std::string, uint64_t>> KDs;
  std::vector<std::pair<std::string, uint64_t>> DynSyms; // for relocations
  for (const auto &Sec : *Sections) {
    if (Sec.sh_type != ELF::SHT_SYMTAB && Sec.sh_type != ELF::SHT_DYNSYM)
      continue;
    auto Syms = ELF.symbols(&Sec);
    auto StrTab = ELF.getStringTableForSymtab(Sec);
    if (!Syms || !StrTab) {
      consumeError(Syms.takeError());
      consumeError(StrTab.takeError());
      continue;
    }
    for (const auto &Sym : *Syms) {
      Expected<StringRef> Name = Sym.getName(*StrTab);
      if (!Name) {
        consumeError(Name.takeError());
        continue;
      }
      if (Sec.sh_type == ELF::SHT_DYNSYM)
        DynSyms.push_back({Name->str(), Sym.st_value});
      if (Sym.getType() == ELF::STT_OBJECT && Name->ends_with(".kd"))
        KDs.push_back({Name->drop_back(3).str(), Sym.st_value});
      else if (Sym.getType() == ELF::STT_FUNC && !Name->empty() &&
               none_of(CO->Functions,
                       [&](const CodeSymbol &F) { return F.Name == *Name; }))
        CO->Functions.push_back({Name->str(), Sym.st_value, Sym.st_size});
    }
  }

  // Dynamic relocations (what the runtime's loader applies).
  for (const auto &Sec : *Sections) {
    if (Sec.sh_type != ELF::SHT_RELA)
      continue;
    auto Relas = ELF.relas(Sec);
    if (!Relas)
      return fail("'" + Path + "': " + toString(Relas.takeError()));
    auto SymTab = ELF.getSection(Sec.sh_link);
    for (const auto &R : *Relas) {
      uint32_t Type = R.getType(false);
      uint64_t Off = R.r_offset;
      if (!CO->containsVA(Off, 8))
        return fail("'" + Path + "': a relocation lies outside the image");
      uint64_t S = 0;
      if (uint32_t SymIdx = R.getSymbol(false)) {
        if (!SymTab)
          return fail("'" + Path + "': " + toString(SymTab.takeError()));
        auto Sym = ELF.getEntry<object::ELF64LE::Sym>(**SymTab, SymIdx);
        if (!Sym)
          return fail("'" + Path + "': " + toString(Sym.takeError()));
        if ((*Sym)->st_shndx == ELF::SHN_UNDEF)
          return fail("'" + Path + "': the code object refers to an undefined "
                      "symbol (index " + Twine(SymIdx) + ")");
        S = CO->hostAddress((*Sym)->st_value);
      }
      uint8_t *P = CO->Image + Off;
      switch (Type) {
      case ELF::R_AMDGPU_NONE:
        break;
      case ELF::R_AMDGPU_RELATIVE64:
        support::endian::write64le(P, CO->hostAddress(R.r_addend));
        break;
      case ELF::R_AMDGPU_ABS64:
        support::endian::write64le(P, S + R.r_addend);
        break;
      case ELF::R_AMDGPU_ABS32:
      case ELF::R_AMDGPU_ABS32_LO:
        support::endian::write32le(P, static_cast<uint32_t>(S + R.r_addend));
        break;
      case ELF::R_AMDGPU_ABS32_HI:
        support::endian::write32le(P, static_cast<uint32_t>((S + R.r_addend) >> 32));
        break;
      default:
        return fail("'" + Path + "': unsupported dynamic relocation type " +
                    Twine(Type));
      }
    }
  }

  // The metadata note.
  msgpack::Document Doc;
  bool HaveMetadata = false;
  for (const auto &Sec : *Sections) {
    if (Sec.sh_type != ELF::SHT_NOTE)
      continue;
    Error Err = Error::success();
    for (const auto &Note : ELF.notes(Sec, Err)) {
      if (Note.getName() != "AMDGPU" || Note.getType() != ELF::NT_AMDGPU_METADATA)
        continue;
      ArrayRef<uint8_t> Desc = Note.getDesc(Sec.sh_addralign);
      StringRef Blob(reinterpret_cast<const char *>(Desc.data()), Desc.size());
      if (!Doc.readFromBlob(Blob, false))
        return fail("'" + Path + "': the AMDGPU metadata note is not valid msgpack");
      HaveMetadata = true;
    }
    if (Err)
      return fail("'" + Path + "': " + toString(std::move(Err)));
  }
  if (!HaveMetadata)
    return fail("'" + Path + "' has no AMDGPU metadata note (code object v3 or "
                "later is required)");
  if (Doc.getRoot().getKind() != msgpack::Type::Map)
    return fail("'" + Path + "': the metadata is not a map");
  msgpack::MapDocNode Root = Doc.getRoot().getMap();
  auto KernelsIt = Root.find("amdhsa.kernels");
  if (KernelsIt == Root.end() || KernelsIt->second.getKind() != msgpack::Type::Array)
    return fail("'" + Path + "': the metadata lists no kernels");
  for (msgpack::DocNode &KN : KernelsIt->second.getArray()) {
    if (KN.getKind() != msgpack::Type::Map)
      return fail("'" + Path + "': a kernel's metadata is not a map");
    KernelSymbol K;
    if (Error E = readKernelMetadata(KN.getMap(), K))
      return std::move(E);
    auto KD = find_if(KDs, [&](const auto &P) { return P.first == K.Name; });
    if (KD == KDs.end())
      return fail("'" + Path + "': kernel '" + K.Name + "' has no descriptor '" +
                  K.Name + ".kd'");
    if (!CO->containsVA(KD->second, 64))
      return fail("'" + Path + "': the descriptor of '" + K.Name +
                  "' lies outside the image");
    K.KD = readDescriptor(CO->Image + KD->second);
    int64_t Entry = static_cast<int64_t>(KD->second) + K.KD.EntryOffset;
    if (Entry < 0 || !CO->containsVA(static_cast<uint64_t>(Entry), 4))
      return fail("'" + Path + "': the entry of '" + K.Name + "' lies outside the image");
    K.EntryVA = static_cast<uint64_t>(Entry);
    for (const CodeSymbol &F : CO->Functions)
      if (F.VA == K.EntryVA)
        K.CodeSize = F.Size;
    CO->Kernels.push_back(std::move(K));
  }
  // Code and data are read-only or writable as their segments say; the
  // image stays writable for the emulator, which checks every access.
  return std::move(CO);
}

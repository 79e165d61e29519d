//===- WarpIntrinsicEmitter.cpp - Warp target tables from TableGen --------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Reads a warp target description (ShflTarget.td classes on top of LLVM's
/// Intrinsic, SubtargetFeature and Processor records), checks every record,
/// and emits
///
///  * -gen-warp-intrinsics: guarded X-macro tables (the target, its
///    primitives, intrinsics with signatures and attributes, documentation,
///    features, subtargets and which intrinsic gives each subtarget which
///    primitive), included by the lowering and the emulator;
///  * -gen-warp-intrinsic-docs: the same description as Markdown.
///
/// A record that breaks a rule stops the build with an error at the record.
///
//===----------------------------------------------------------------------===//

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TableGen/Error.h"
#include "llvm/TableGen/Record.h"
#include "llvm/TableGen/TableGenBackend.h"
#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

using namespace llvm;

namespace {

using RecordList = std::vector<const Record *>;

[[noreturn]] void fail(const Record *R, const Twine &Msg) {
  PrintFatalError(R->getLoc(), Msg);
}

/// All records derived from \p Class, in definition order.
RecordList recordsOf(const RecordKeeper &RK, StringRef Class) {
  RecordList Out;
  for (const Record *R : RK.getAllDerivedDefinitions(Class))
    Out.push_back(R);
  llvm::sort(Out, [](const Record *A, const Record *B) {
    return A->getID() < B->getID();
  });
  return Out;
}

/// The def a field names; fails at \p R if the field is unset or not a def.
const Record *defField(const Record *R, StringRef Field) {
  const RecordVal *V = R->getValue(Field);
  const auto *DI = V ? dyn_cast<DefInit>(V->getValue()) : nullptr;
  if (!DI)
    fail(R, "'" + R->getName() + "' has no '" + Field + "'");
  return DI->getDef();
}

/// A string field with surrounding white space removed.
std::string trimmedString(const Record *R, StringRef Field) {
  return R->getValueAsString(Field).trim().str();
}

bool isIdentifier(StringRef S) {
  return !S.empty() && !isDigit(S[0]) &&
         all_of(S, [](char C) { return isAlnum(C) || C == '_'; });
}

/// The scalar types the generated tables (and the C++ that reads them) know.
/// Returns the enumerator, or "" for anything else.
StringRef typeEnumerator(const Record *LLVMTy) {
  const Record *VT = LLVMTy->getValueAsDef("VT");
  return StringSwitch<StringRef>(VT->getName())
      .Case("i1", "I1")
      .Case("i32", "I32")
      .Case("i64", "I64")
      .Case("f32", "F32")
      .Default("");
}

/// Converts a type list, failing at \p Owner for an unsupported type.
std::vector<std::string> typeList(const Record *Owner, StringRef Field) {
  std::vector<std::string> Out;
  for (const Record *T : Owner->getValueAsListOfDefs(Field)) {
    StringRef E = typeEnumerator(T);
    if (E.empty())
      fail(Owner, "'" + Owner->getName() + "': unsupported type '" +
                      (T->isAnonymous() ? T->getValueAsDef("VT")->getName()
                                        : T->getName()) +
                      "' in " + Field +
                      " (supported: llvm_i1_ty, llvm_i32_ty, llvm_i64_ty, "
                      "llvm_float_ty; overloaded types are not)");
    Out.push_back(E.str());
  }
  return Out;
}

/// An IR type name for a table enumerator: I32 -> i32, F32 -> float.
std::string irTypeName(StringRef Enumerator) {
  return Enumerator == "F32" ? std::string("float") : Enumerator.lower();
}

/// The IR return type of a result list: void, i32 or { i32, i1 }.
std::string irType(ArrayRef<std::string> Tys) {
  std::vector<std::string> Names;
  for (const std::string &T : Tys)
    Names.push_back(irTypeName(T));
  if (Names.size() == 1)
    return Names[0];
  return Names.empty() ? "void" : "{ " + join(Names, ", ") + " }";
}

/// A signature as IR prints a function type: "{ i32, i1 } (i32, i32)".
std::string irSignature(ArrayRef<std::string> Results,
                        ArrayRef<std::string> Params) {
  std::vector<std::string> Names;
  for (const std::string &T : Params)
    Names.push_back(irTypeName(T));
  return irType(Results) + " (" + join(Names, ", ") + ")";
}

/// CamelCase from a dotted or underscored name: "shfl.xor" -> "ShflXor".
std::string camelCase(StringRef S) {
  std::string Out;
  bool Up = true;
  for (char C : S) {
    if (C == '.' || C == '_' || C == '-') {
      Up = true;
      continue;
    }
    Out += Up ? toUpper(C) : C;
    Up = false;
  }
  return Out;
}

struct PrimitiveDesc {
  const Record *R;
  std::string Enum;
  std::vector<std::string> Results, Params;
  bool Required, CrossLane;
  std::set<int64_t> ImmArgs;
  std::string PTXMode; ///< enumerator of shfl::ptx::Mode, or "None"
  std::string Doc;
};

struct IntrinsicDesc {
  const Record *R;
  std::string Name; ///< llvm.<prefix>.*
  std::string Enum;
  const PrimitiveDesc *Primitive;
  std::vector<std::string> Results, Params;
  StringRef MemLoc = "Any";     ///< Any or Inaccessible
  StringRef ModRef = "ModRef";  ///< NoModRef, Ref, Mod or ModRef
  bool Convergent = false, Speculatable = false, WillReturn = false,
       NoCallback = false, NoFree = false, NoSync = false, NoReturn = false,
       NoUnwind = true;
  uint32_t ImmArgMask = 0;
  RecordList Features;
  std::string Doc;
};

struct SubtargetDesc {
  const Record *R;
  std::string Name, Enum, Doc;
  RecordList Features; ///< with everything they imply
  /// (primitive, intrinsic) for every primitive the subtarget has.
  std::vector<std::pair<const PrimitiveDesc *, const IntrinsicDesc *>> Has;
};

/// The checked description of one warp target.
class WarpTargetDescription {
public:
  explicit WarpTargetDescription(const RecordKeeper &RK) {
    parseTarget(RK);
    parsePrimitives(RK);
    parseIntrinsics(RK);
    parseFeatures(RK);
    parseSubtargets(RK);
  }

  const Record *Target = nullptr;
  std::string Prefix, TargetDoc;
  int64_t WarpSize = 0;
  std::vector<PrimitiveDesc> Primitives;
  std::vector<IntrinsicDesc> Intrinsics;
  RecordList Features;
  std::vector<SubtargetDesc> Subtargets;

private:
  void parseTarget(const RecordKeeper &RK);
  void parsePrimitives(const RecordKeeper &RK);
  void parseIntrinsics(const RecordKeeper &RK);
  void parseProperties(IntrinsicDesc &I, const RecordKeeper &RK);
  void parseFeatures(const RecordKeeper &RK);
  void parseSubtargets(const RecordKeeper &RK);

  const PrimitiveDesc *primitive(const Record *R) const {
    for (const PrimitiveDesc &P : Primitives)
      if (P.R == R)
        return &P;
    return nullptr;
  }
};

void WarpTargetDescription::parseTarget(const RecordKeeper &RK) {
  RecordList Targets = recordsOf(RK, "WarpTargetInfo");
  if (Targets.empty())
    PrintFatalError("no WarpTargetInfo record: a warp target description "
                    "defines exactly one");
  if (Targets.size() > 1)
    fail(Targets[1], "second WarpTargetInfo record '" + Targets[1]->getName() +
                         "' (the first is '" + Targets[0]->getName() + "')");
  Target = Targets[0];
  Prefix = Target->getValueAsString("Prefix").str();
  if (!isIdentifier(Prefix) || Prefix != StringRef(Prefix).lower())
    fail(Target, "'" + Target->getName() + "': Prefix '" + Prefix +
                     "' is not a lower-case identifier");
  WarpSize = Target->getValueAsInt("WarpSize");
  if (WarpSize != 32)
    fail(Target, "'" + Target->getName() + "': WarpSize is " + Twine(WarpSize) +
                     "; the lowering supports 32-lane warps only");
  TargetDoc = trimmedString(Target, "Doc");
  if (TargetDoc.empty())
    fail(Target, "'" + Target->getName() + "' has no Doc");
}

void WarpTargetDescription::parsePrimitives(const RecordKeeper &RK) {
  std::set<std::string> Enums;
  for (const Record *R : recordsOf(RK, "WarpPrimitive")) {
    PrimitiveDesc P;
    P.R = R;
    P.Enum = R->getValueAsString("Enum").str();
    if (!isIdentifier(P.Enum) || !Enums.insert(P.Enum).second)
      fail(R, "'" + R->getName() + "': Enum '" + P.Enum +
                  "' is not a unique C++ identifier");
    P.Results = typeList(R, "RetTypes");
    P.Params = typeList(R, "ParamTypes");
    P.Required = R->getValueAsBit("Required");
    P.CrossLane = R->getValueAsBit("CrossLane");
    for (int64_t A : R->getValueAsListOfInts("ImmArgs")) {
      if (A < 0 || A >= static_cast<int64_t>(P.Params.size()))
        fail(R, "'" + R->getName() + "': ImmArgs names parameter " + Twine(A) +
                    ", but there are " + Twine(P.Params.size()));
      P.ImmArgs.insert(A);
    }
    StringRef Mode = R->getValueAsString("PTXMode");
    P.PTXMode = StringSwitch<std::string>(Mode)
                    .Case("", "None")
                    .Case("idx", "Idx")
                    .Case("up", "Up")
                    .Case("down", "Down")
                    .Case("bfly", "Bfly")
                    .Default("");
    if (P.PTXMode.empty())
      fail(R, "'" + R->getName() + "': unknown PTXMode '" + Mode +
                  "' (expected idx, up, down or bfly)");
    P.Doc = trimmedString(R, "Doc");
    Primitives.push_back(std::move(P));
  }
}

void WarpTargetDescription::parseProperties(IntrinsicDesc &I,
                                            const RecordKeeper &RK) {
  const Record *R = I.R;
  RecordList Props;
  for (const Record *P : R->getValueAsListOfDefs("IntrProperties"))
    Props.push_back(P);
  // DefaultAttrsIntrinsic: the properties LLVM marks as defaults
  // (IntrinsicProperty<1>: nocallback, nofree, nosync, willreturn).
  if (!R->getValueAsBit("DisableDefaultAttributes"))
    for (const Record *P : recordsOf(RK, "IntrinsicProperty"))
      if (P->getValueAsBit("IsDefault") && !is_contained(Props, P))
        Props.push_back(P);

  bool NoMem = false, ReadMem = false, WriteMem = false, Inaccessible = false;
  for (const Record *P : Props) {
    StringRef N = P->getName();
    if (P->isSubClassOf("ImmArg")) {
      int64_t Arg = P->getValueAsInt("ArgNo") - 1; // ArgNo 0 is the result
      if (Arg < 0 || Arg >= static_cast<int64_t>(I.Params.size()))
        fail(R, "'" + R->getName() + "': ImmArg on parameter " + Twine(Arg) +
                    ", but there are " + Twine(I.Params.size()));
      I.ImmArgMask |= 1u << Arg;
    } else if (N == "IntrNoMem") {
      NoMem = true;
    } else if (N == "IntrReadMem") {
      ReadMem = true;
    } else if (N == "IntrWriteMem") {
      WriteMem = true;
    } else if (N == "IntrInaccessibleMemOnly") {
      Inaccessible = true;
    } else if (N == "IntrConvergent") {
      I.Convergent = true;
    } else if (N == "IntrSpeculatable") {
      I.Speculatable = true;
    } else if (N == "IntrWillReturn") {
      I.WillReturn = true;
    } else if (N == "IntrNoCallback") {
      I.NoCallback = true;
    } else if (N == "IntrNoFree") {
      I.NoFree = true;
    } else if (N == "IntrNoSync") {
      I.NoSync = true;
    } else if (N == "IntrNoReturn") {
      I.NoReturn = true;
    } else if (N == "Throws") {
      I.NoUnwind = false;
    } else {
      fail(R, "'" + R->getName() + "': intrinsic property '" + N +
                  "' is not supported by shfl-tblgen");
    }
  }

  // Memory effects, as LLVM's intrinsic emitter derives them.  An intrinsic
  // of a warp target must state them: LLVM's default (any memory, any side
  // effect) would be a silent pessimisation.
  if (!NoMem && !ReadMem && !WriteMem && !Inaccessible)
    fail(R, "'" + R->getName() + "' has no memory property (add IntrNoMem, "
                "IntrReadMem, IntrWriteMem or IntrInaccessibleMemOnly)");
  if (NoMem && (ReadMem || WriteMem || Inaccessible))
    fail(R, "'" + R->getName() + "' combines IntrNoMem with another memory "
                "property");
  if (ReadMem && WriteMem)
    fail(R, "'" + R->getName() + "' has both IntrReadMem and IntrWriteMem "
                "(leave both out for read-write)");
  I.MemLoc = Inaccessible ? "Inaccessible" : "Any";
  I.ModRef = NoMem ? "NoModRef" : ReadMem ? "Ref" : WriteMem ? "Mod" : "ModRef";
}

void WarpTargetDescription::parseIntrinsics(const RecordKeeper &RK) {
  std::set<std::string> Names;
  const std::string NamePrefix = "llvm." + Prefix + ".";
  for (const Record *R : recordsOf(RK, "WarpIntrinsic")) {
    if (!R->isSubClassOf("Intrinsic"))
      fail(R, "'" + R->getName() +
                  "' is a WarpIntrinsic but not an Intrinsic (derive from "
                  "Intrinsic or DefaultAttrsIntrinsic as well)");
    IntrinsicDesc I;
    I.R = R;

    // The name, as LLVM derives it: LLVMName, or int_a_b -> llvm.a.b.
    StringRef TP = R->getValueAsString("TargetPrefix");
    if (TP != Prefix)
      fail(R, "'" + R->getName() + "': TargetPrefix is '" + TP +
                  "', expected '" + Prefix + "'");
    I.Name = R->getValueAsString("LLVMName").str();
    if (I.Name.empty()) {
      StringRef Def = R->getName();
      if (!Def.consume_front("int_"))
        fail(R, "'" + R->getName() + "': an intrinsic record without LLVMName "
                    "must be named int_*");
      I.Name = "llvm." + Def.str();
      std::replace(I.Name.begin(), I.Name.end(), '_', '.');
    }
    if (!StringRef(I.Name).starts_with(NamePrefix) ||
        I.Name.size() == NamePrefix.size())
      fail(R, "'" + R->getName() + "': intrinsic name '" + I.Name +
                  "' does not start with '" + NamePrefix + "'");
    if (!Names.insert(I.Name).second)
      fail(R, "'" + R->getName() + "': duplicate intrinsic name '" + I.Name +
                  "'");
    I.Enum = camelCase(StringRef(I.Name).drop_front(NamePrefix.size()));

    // Signature: supported types, and exactly the primitive's.
    I.Results = typeList(R, "RetTypes");
    I.Params = typeList(R, "ParamTypes");
    if (I.Results.size() > 2 || I.Params.size() > 4)
      fail(R, "'" + R->getName() + "': shfl-tblgen supports at most 2 results "
                  "and 4 parameters");
    I.Primitive = primitive(defField(R, "Primitive"));
    const PrimitiveDesc &P = *I.Primitive;
    if (I.Results != P.Results || I.Params != P.Params)
      fail(R, "'" + R->getName() + "' has type '" +
                  irSignature(I.Results, I.Params) + "', but primitive '" +
                  P.R->getName() + "' requires '" +
                  irSignature(P.Results, P.Params) + "'");

    parseProperties(I, RK);
    if (P.CrossLane && !I.Convergent)
      fail(R, "'" + R->getName() + "' implements the cross-lane primitive '" +
                  P.R->getName() + "' but is not IntrConvergent");
    for (int64_t A : P.ImmArgs)
      if (!(I.ImmArgMask & (1u << A)))
        fail(R, "'" + R->getName() + "': parameter " + Twine(A) +
                    " must be an immediate (add ImmArg<ArgIndex<" + Twine(A) +
                    ">>), as primitive '" + P.R->getName() + "' requires");

    for (const Record *F : R->getValueAsListOfDefs("RequiredFeatures"))
      I.Features.push_back(F);
    I.Doc = trimmedString(R, "Doc");
    if (I.Doc.empty())
      fail(R, "'" + R->getName() + "' has no Doc: the documentation is the "
                  "specification of the intrinsic");
    Intrinsics.push_back(std::move(I));
  }
}

void WarpTargetDescription::parseFeatures(const RecordKeeper &RK) {
  // Only the features this target uses (Target.td defines none itself, but a
  // description may include other files).
  std::set<const Record *> Used;
  for (const IntrinsicDesc &I : Intrinsics)
    Used.insert(I.Features.begin(), I.Features.end());
  for (const Record *S : recordsOf(RK, "WarpSubtarget"))
    for (const Record *F : S->getValueAsListOfDefs("Features"))
      Used.insert(F);
  for (const Record *F : recordsOf(RK, "SubtargetFeature")) {
    if (!Used.count(F))
      continue;
    if (!isIdentifier(F->getName()) || F->isAnonymous())
      fail(F, "a SubtargetFeature of a warp target must be a named def");
    Features.push_back(F);
  }
}

void WarpTargetDescription::parseSubtargets(const RecordKeeper &RK) {
  std::set<std::string> SubNames;
  for (const Record *R : recordsOf(RK, "WarpSubtarget")) {
    SubtargetDesc S;
    S.R = R;
    S.Name = R->getValueAsString("Name").str();
    if (!isIdentifier(S.Name) || !SubNames.insert(S.Name).second)
      fail(R, "subtarget name '" + S.Name + "' is not a unique identifier");
    S.Enum = StringRef(S.Name).upper();
    S.Doc = trimmedString(R, "Doc");
    if (S.Doc.empty())
      fail(R, "subtarget '" + S.Name + "' has no Doc");

    // The features it has, closed under Implies.
    RecordList Work;
    for (const Record *F : R->getValueAsListOfDefs("Features"))
      Work.push_back(F);
    while (!Work.empty()) {
      const Record *F = Work.back();
      Work.pop_back();
      if (is_contained(S.Features, F))
        continue;
      S.Features.push_back(F);
      for (const Record *Imp : F->getValueAsListOfDefs("Implies"))
        Work.push_back(Imp);
    }

    // Which intrinsic gives it each primitive: at most one, and one for
    // every required primitive.
    for (const PrimitiveDesc &P : Primitives) {
      const IntrinsicDesc *Found = nullptr;
      for (const IntrinsicDesc &I : Intrinsics) {
        if (I.Primitive != &P || !all_of(I.Features, [&](const Record *F) {
              return is_contained(S.Features, F);
            }))
          continue;
        if (Found)
          fail(R, "subtarget '" + S.Name + "' has two intrinsics for primitive '" +
                      P.R->getName() + "': '" + Found->Name + "' and '" +
                      I.Name + "'");
        Found = &I;
      }
      if (Found)
        S.Has.emplace_back(&P, Found);
      else if (P.Required)
        fail(R, "subtarget '" + S.Name + "' has no intrinsic for the required "
                    "primitive '" + P.R->getName() + "'");
    }
    Subtargets.push_back(std::move(S));
  }
  if (Subtargets.empty())
    fail(Target, "the target has no WarpSubtarget");
}

//===----------------------------------------------------------------------===//
// -gen-warp-intrinsics
//===----------------------------------------------------------------------===//

void writeString(raw_ostream &OS, StringRef S) {
  OS << '"';
  OS.write_escaped(S);
  OS << '"';
}

std::string typesMacro(ArrayRef<std::string> Tys) {
  std::string Out = "WARP_TYPES(" + std::to_string(Tys.size());
  for (const std::string &T : Tys)
    Out += ", WARP_TYPE(" + T + ")";
  return Out + ")";
}

/// Opens a guarded X-macro section with a usage comment.
class Section {
public:
  Section(raw_ostream &OS, StringRef Macro, StringRef Usage)
      : OS(OS), Macro(Macro) {
    OS << "\n// " << Usage << "\n#ifdef " << Macro << "\n";
  }
  ~Section() { OS << "#undef " << Macro << "\n#endif // " << Macro << "\n"; }

private:
  raw_ostream &OS;
  StringRef Macro;
};

class WarpIntrinsicEmitter {
public:
  explicit WarpIntrinsicEmitter(const RecordKeeper &RK) : RK(RK) {}
  void run(raw_ostream &OS);

private:
  const RecordKeeper &RK;
};

void WarpIntrinsicEmitter::run(raw_ostream &OS) {
  WarpTargetDescription D(RK);
  emitSourceFileHeader("Warp target tables of '" + D.Prefix + "'", OS, RK);
  OS << "// Each section is an X-macro table: define the macro, then include\n"
        "// this file.  Types are WARP_TYPES(Count, WARP_TYPE(T)...) with T in\n"
        "// I1, I32, I64, F32.\n";

  {
    Section S(OS, "WARP_TARGET", "WARP_TARGET(Prefix, WarpSize, Doc)");
    OS << "WARP_TARGET(";
    writeString(OS, D.Prefix);
    OS << ", " << D.WarpSize << ", ";
    writeString(OS, D.TargetDoc);
    OS << ")\n";
  }
  {
    Section S(OS, "WARP_PRIMITIVE",
              "WARP_PRIMITIVE(Enum, Required, CrossLane, PTXMode, Results, "
              "Params)  PTXMode: Idx, Up, Down, Bfly or None");
    for (const PrimitiveDesc &P : D.Primitives)
      OS << "WARP_PRIMITIVE(" << P.Enum << ", " << P.Required << ", "
         << P.CrossLane << ", " << P.PTXMode << ", " << typesMacro(P.Results)
         << ", " << typesMacro(P.Params) << ")\n";
  }
  {
    Section S(OS, "WARP_INTRINSIC",
              "WARP_INTRINSIC(Enum, Name, Primitive, Results, Params, MemLoc, "
              "ModRef,\n//                Convergent, Speculatable, WillReturn, "
              "NoCallback, NoFree, NoSync,\n//                NoReturn, "
              "NoUnwind, ImmArgMask)\n//   MemLoc: Any or Inaccessible; "
              "ModRef: NoModRef, Ref, Mod or ModRef;\n//   ImmArgMask: bit i "
              "set if parameter i is an immediate (immarg)");
    for (const IntrinsicDesc &I : D.Intrinsics) {
      OS << "WARP_INTRINSIC(" << I.Enum << ", ";
      writeString(OS, I.Name);
      OS << ", " << I.Primitive->Enum << ",\n               "
         << typesMacro(I.Results) << ", " << typesMacro(I.Params) << ", "
         << I.MemLoc << ", " << I.ModRef << ",\n               "
         << I.Convergent << ", " << I.Speculatable << ", " << I.WillReturn
         << ", " << I.NoCallback << ", " << I.NoFree << ", " << I.NoSync
         << ", " << I.NoReturn << ", " << I.NoUnwind << ", " << I.ImmArgMask
         << ")\n";
    }
  }
  {
    Section S(OS, "WARP_INTRINSIC_DOC", "WARP_INTRINSIC_DOC(Enum, Doc)");
    for (const IntrinsicDesc &I : D.Intrinsics) {
      OS << "WARP_INTRINSIC_DOC(" << I.Enum << ",\n    ";
      writeString(OS, I.Doc);
      OS << ")\n";
    }
  }
  {
    Section S(OS, "WARP_FEATURE", "WARP_FEATURE(Enum, Name, Desc)");
    for (const Record *F : D.Features) {
      OS << "WARP_FEATURE(" << F->getName() << ", ";
      writeString(OS, F->getValueAsString("Name"));
      OS << ", ";
      writeString(OS, F->getValueAsString("Desc"));
      OS << ")\n";
    }
  }
  {
    Section S(OS, "WARP_SUBTARGET", "WARP_SUBTARGET(Enum, Name, Doc)");
    for (const SubtargetDesc &ST : D.Subtargets) {
      OS << "WARP_SUBTARGET(" << ST.Enum << ", ";
      writeString(OS, ST.Name);
      OS << ", ";
      writeString(OS, ST.Doc);
      OS << ")\n";
    }
  }
  {
    Section S(OS, "WARP_SUBTARGET_FEATURE",
              "WARP_SUBTARGET_FEATURE(Subtarget, Feature): every feature a "
              "subtarget has,\n// implied ones included");
    for (const SubtargetDesc &ST : D.Subtargets)
      for (const Record *F : D.Features)
        if (is_contained(ST.Features, F))
          OS << "WARP_SUBTARGET_FEATURE(" << ST.Enum << ", " << F->getName()
             << ")\n";
  }
  {
    Section S(OS, "WARP_SUBTARGET_PRIMITIVE",
              "WARP_SUBTARGET_PRIMITIVE(Subtarget, Primitive, Intrinsic): the "
              "intrinsic that\n// gives a subtarget a primitive; a primitive "
              "without a row is missing there");
    for (const SubtargetDesc &ST : D.Subtargets)
      for (const auto &[P, I] : ST.Has)
        OS << "WARP_SUBTARGET_PRIMITIVE(" << ST.Enum << ", " << P->Enum << ", "
           << I->Enum << ")\n";
  }
}

//===----------------------------------------------------------------------===//
// -gen-warp-intrinsic-docs
//===----------------------------------------------------------------------===//

class WarpIntrinsicDocEmitter {
public:
  explicit WarpIntrinsicDocEmitter(const RecordKeeper &RK) : RK(RK) {}
  void run(raw_ostream &OS);

private:
  const RecordKeeper &RK;
};


/// The memory attribute as LLVM IR prints it.
std::string memoryAttr(const IntrinsicDesc &I) {
  if (I.ModRef == "NoModRef")
    return "memory(none)";
  StringRef Access = I.ModRef == "Ref" ? "read" : I.ModRef == "Mod" ? "write"
                                                                  : "readwrite";
  if (I.MemLoc == "Inaccessible")
    return ("memory(inaccessiblemem: " + Access + ")").str();
  return ("memory(" + Access + ")").str();
}

void WarpIntrinsicDocEmitter::run(raw_ostream &OS) {
  WarpTargetDescription D(RK);
  OS << "<!-- Generated by shfl-tblgen -gen-warp-intrinsic-docs; do not edit. "
        "-->\n\n# The `"
     << D.Prefix << "` warp target\n\n"
     << D.TargetDoc << "\n\n## Subtargets\n\n| Subtarget | Features | "
     << "Primitives | Description |\n|---|---|---|---|\n";
  for (const SubtargetDesc &S : D.Subtargets) {
    std::vector<std::string> Fs, Ps;
    for (const Record *F : S.Features)
      Fs.push_back("`" + F->getValueAsString("Name").str() + "`");
    for (const auto &[P, I] : S.Has)
      Ps.push_back(P->Enum);
    OS << "| `" << S.Name << "` | " << (Fs.empty() ? "-" : join(Fs, ", "))
       << " | " << join(Ps, ", ") << " | " << S.Doc << " |\n";
  }
  OS << "\n## Intrinsics\n";
  for (const IntrinsicDesc &I : D.Intrinsics) {
    std::vector<std::string> Params;
    for (unsigned A = 0; A < I.Params.size(); ++A)
      Params.push_back(irTypeName(I.Params[A]) +
                       ((I.ImmArgMask >> A) & 1 ? " immarg" : ""));
    std::vector<std::string> Attrs;
    if (I.Convergent)
      Attrs.push_back("convergent");
    if (I.Speculatable)
      Attrs.push_back("speculatable");
    Attrs.push_back(memoryAttr(I));
    std::vector<std::string> Fs;
    for (const Record *F : I.Features)
      Fs.push_back("`" + F->getValueAsString("Name").str() + "`");
    OS << "\n### `" << I.Name << "`\n\n```llvm\ndeclare " << irType(I.Results)
       << " @" << I.Name << "(" << join(Params, ", ") << ")\n```\n\n"
       << "Implements `" << I.Primitive->Enum << "`; attributes: "
       << join(Attrs, ", ") << "; requires: "
       << (Fs.empty() ? std::string("nothing") : join(Fs, ", ")) << ".\n\n"
       << I.Doc << "\n";
  }
}

TableGen::Emitter::OptClass<WarpIntrinsicEmitter>
    X("gen-warp-intrinsics",
      "Generate the X-macro tables of a warp target (intrinsics, signatures, "
      "attributes, subtargets)");
TableGen::Emitter::OptClass<WarpIntrinsicDocEmitter>
    Y("gen-warp-intrinsic-docs",
      "Generate Markdown documentation of a warp target");

} // namespace

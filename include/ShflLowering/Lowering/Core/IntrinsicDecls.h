//===- IntrinsicDecls.h - Intrinsic declarations, looked up once -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A cache of the intrinsic declarations a lowering emits calls to.  Finding
/// an intrinsic's declaration builds its mangled name and its function type
/// and looks the name up in the module; done for every call site, that cost
/// about a tenth of the shuffle pass.  The cache does it once per intrinsic
/// and overload type.  A declaration is created where it was before (on the
/// first use), so the module comes out the same.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_CORE_INTRINSICDECLS_H
#define SHFL_LOWERING_LOWERING_CORE_INTRINSICDECLS_H

#include "ShflLowering/Support/Compat.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/Module.h"

namespace shfl {

/// The declarations of one module at a time; a lookup in another module
/// starts afresh.  The declarations it returned must stay in the module for
/// as long as it is used: the lowerings never erase the intrinsics they emit.
class IntrinsicDecls {
public:
  llvm::Function *get(llvm::Module &M, llvm::Intrinsic::ID ID,
                      llvm::ArrayRef<llvm::Type *> Tys = {}) {
    if (&M != Mod) {
      Cache.clear();
      Mod = &M;
    }
    // Every intrinsic the lowerings emit has at most one overload type.
    if (Tys.size() > 1)
      return compat::getIntrinsicDecl(M, ID, Tys);
    llvm::Function *&F = Cache[{ID, Tys.empty() ? nullptr : Tys.front()}];
    if (!F)
      F = compat::getIntrinsicDecl(M, ID, Tys);
    return F;
  }

private:
  llvm::Module *Mod = nullptr;
  llvm::DenseMap<std::pair<unsigned, llvm::Type *>, llvm::Function *> Cache;
};

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_CORE_INTRINSICDECLS_H

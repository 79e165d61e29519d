//===- OpTables.cpp - One opcode table per generation ---------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The table of each generation: mnemonic (without the encoding suffix) ->
/// semantics.  The semantics are registered once under their gfx11
/// spelling (SemVALU.cpp, SemScalar.cpp); a generation's table is
///
///   * every registered key that the generation has (the shared entries:
///     most instructions are spelled the same from gfx9 to gfx12), minus
///     the keys of instructions the generation lacks (Missing lists), plus
///   * the generation's own spellings of the same semantics (Alias lists:
///     gfx9/gfx10 `v_add_u32`, `global_load_dword`, `ds_read_b32`,
///     `s_andn2_b64`; gfx12 `v_mad_co_u64_u32`, `s_add_co_u32`...).
///
/// A mnemonic outside its generation's table is not modelled: the run stops
/// there with the mnemonic and address (Inst::Unsupported).
///
//===----------------------------------------------------------------------===//

#include "OpTable.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

using namespace isaemu;
using llvm::StringRef;

namespace {

struct Alias {
  const char *Mnemonic, *Key;
};

//===-- Spellings shared by gfx9 and gfx10 --------------------------------===//

const Alias GFX9And10Aliases[] = {
    {"v_ffbl_b32", "v_ctz_i32_b32"},
    {"v_ffbh_u32", "v_clz_i32_u32"},
    {"v_ffbh_i32", "v_cls_i32"},
    {"v_cvt_rpi_i32_f32", "v_cvt_nearest_i32_f32"},
    {"v_cvt_flr_i32_f32", "v_cvt_floor_i32_f32"},
    {"v_cvt_pkrtz_f16_f32", "v_cvt_pk_rtz_f16_f32"},
    {"v_mul_legacy_f32", "v_mul_dx9_zero_f32"},
    {"s_andn2_b32", "s_and_not1_b32"},
    {"s_andn2_b64", "s_and_not1_b64"},
    {"s_orn2_b32", "s_or_not1_b32"},
    {"s_orn2_b64", "s_or_not1_b64"},
    {"s_andn2_saveexec_b32", "s_and_not1_saveexec_b32"},
    {"s_andn2_saveexec_b64", "s_and_not1_saveexec_b64"},
    {"s_orn2_saveexec_b32", "s_or_not1_saveexec_b32"},
    {"s_orn2_saveexec_b64", "s_or_not1_saveexec_b64"},
    {"s_andn1_saveexec_b32", "s_and_not0_saveexec_b32"},
    {"s_andn1_saveexec_b64", "s_and_not0_saveexec_b64"},
    {"s_orn1_saveexec_b32", "s_or_not0_saveexec_b32"},
    {"s_orn1_saveexec_b64", "s_or_not0_saveexec_b64"},
    {"s_andn1_wrexec_b32", "s_and_not0_wrexec_b32"},
    {"s_andn1_wrexec_b64", "s_and_not0_wrexec_b64"},
    {"s_andn2_wrexec_b32", "s_and_not1_wrexec_b32"},
    {"s_andn2_wrexec_b64", "s_and_not1_wrexec_b64"},
    {"s_ff1_i32_b32", "s_ctz_i32_b32"},
    {"s_ff1_i32_b64", "s_ctz_i32_b64"},
    {"s_flbit_i32_b32", "s_clz_i32_u32"},
    {"s_flbit_i32_b64", "s_clz_i32_u64"},
    {"s_flbit_i32", "s_cls_i32"},
    {"s_load_dword", "s_load_b32"},
    {"s_load_dwordx2", "s_load_b64"},
    {"s_load_dwordx3", "s_load_b96"},
    {"s_load_dwordx4", "s_load_b128"},
    {"s_load_dwordx8", "s_load_b256"},
    {"s_load_dwordx16", "s_load_b512"},
    {"ds_read_u8", "ds_load_u8"},
    {"ds_read_i8", "ds_load_i8"},
    {"ds_read_u16", "ds_load_u16"},
    {"ds_read_i16", "ds_load_i16"},
    {"ds_read_b32", "ds_load_b32"},
    {"ds_read_b64", "ds_load_b64"},
    {"ds_read_b96", "ds_load_b96"},
    {"ds_read_b128", "ds_load_b128"},
    {"ds_read_u8_d16", "ds_load_u8_d16"},
    {"ds_read_u8_d16_hi", "ds_load_u8_d16_hi"},
    {"ds_read_i8_d16", "ds_load_i8_d16"},
    {"ds_read_i8_d16_hi", "ds_load_i8_d16_hi"},
    {"ds_read_u16_d16", "ds_load_u16_d16"},
    {"ds_read_u16_d16_hi", "ds_load_u16_d16_hi"},
    {"ds_write_b8", "ds_store_b8"},
    {"ds_write_b16", "ds_store_b16"},
    {"ds_write_b32", "ds_store_b32"},
    {"ds_write_b64", "ds_store_b64"},
    {"ds_write_b96", "ds_store_b96"},
    {"ds_write_b128", "ds_store_b128"},
    {"ds_write_b8_d16_hi", "ds_store_b8_d16_hi"},
    {"ds_write_b16_d16_hi", "ds_store_b16_d16_hi"},
    {"ds_read2_b32", "ds_load_2addr_b32"},
    {"ds_read2_b64", "ds_load_2addr_b64"},
    {"ds_read2st64_b32", "ds_load_2addr_stride64_b32"},
    {"ds_read2st64_b64", "ds_load_2addr_stride64_b64"},
    {"ds_write2_b32", "ds_store_2addr_b32"},
    {"ds_write2_b64", "ds_store_2addr_b64"},
    {"ds_write2st64_b32", "ds_store_2addr_stride64_b32"},
    {"ds_write2st64_b64", "ds_store_2addr_stride64_b64"},
    {"ds_wrxchg_rtn_b32", "ds_storexchg_rtn_b32"},
    {"ds_wrxchg_rtn_b64", "ds_storexchg_rtn_b64"},
};

/// gfx9/gfx10 vector memory suffixes -> gfx11 ones (flat_, global_,
/// scratch_ and buffer_ share them).
const Alias OldMemSuffixes[] = {
    {"load_ubyte", "load_u8"},
    {"load_sbyte", "load_i8"},
    {"load_ushort", "load_u16"},
    {"load_sshort", "load_i16"},
    {"load_dword", "load_b32"},
    {"load_dwordx2", "load_b64"},
    {"load_dwordx3", "load_b96"},
    {"load_dwordx4", "load_b128"},
    {"load_ubyte_d16", "load_d16_u8"},
    {"load_sbyte_d16", "load_d16_i8"},
    {"load_short_d16", "load_d16_b16"},
    {"load_ubyte_d16_hi", "load_d16_hi_u8"},
    {"load_sbyte_d16_hi", "load_d16_hi_i8"},
    {"load_short_d16_hi", "load_d16_hi_b16"},
    {"store_byte", "store_b8"},
    {"store_short", "store_b16"},
    {"store_dword", "store_b32"},
    {"store_dwordx2", "store_b64"},
    {"store_dwordx3", "store_b96"},
    {"store_dwordx4", "store_b128"},
    {"store_byte_d16_hi", "store_d16_hi_b8"},
    {"store_short_d16_hi", "store_d16_hi_b16"},
    {"atomic_swap", "atomic_swap_b32"},
    {"atomic_cmpswap", "atomic_cmpswap_b32"},
    {"atomic_add", "atomic_add_u32"},
    {"atomic_sub", "atomic_sub_u32"},
    {"atomic_smin", "atomic_min_i32"},
    {"atomic_umin", "atomic_min_u32"},
    {"atomic_smax", "atomic_max_i32"},
    {"atomic_umax", "atomic_max_u32"},
    {"atomic_and", "atomic_and_b32"},
    {"atomic_or", "atomic_or_b32"},
    {"atomic_xor", "atomic_xor_b32"},
    {"atomic_inc", "atomic_inc_u32"},
    {"atomic_dec", "atomic_dec_u32"},
    {"atomic_fmin", "atomic_min_num_f32"},
    {"atomic_fmax", "atomic_max_num_f32"},
    {"atomic_swap_x2", "atomic_swap_b64"},
    {"atomic_cmpswap_x2", "atomic_cmpswap_b64"},
    {"atomic_add_x2", "atomic_add_u64"},
    {"atomic_sub_x2", "atomic_sub_u64"},
    {"atomic_smin_x2", "atomic_min_i64"},
    {"atomic_umin_x2", "atomic_min_u64"},
    {"atomic_smax_x2", "atomic_max_i64"},
    {"atomic_umax_x2", "atomic_max_u64"},
    {"atomic_and_x2", "atomic_and_b64"},
    {"atomic_or_x2", "atomic_or_b64"},
    {"atomic_xor_x2", "atomic_xor_b64"},
    {"atomic_inc_x2", "atomic_inc_u64"},
    {"atomic_dec_x2", "atomic_dec_u64"},
};

/// The SALU spellings gfx9, gfx10 and gfx11 share (gfx12 renamed them).
const Alias PreGFX12Aliases[] = {
    {"s_add_u32", "s_add_co_u32"},   {"s_addc_u32", "s_add_co_ci_u32"},
    {"s_sub_u32", "s_sub_co_u32"},   {"s_subb_u32", "s_sub_co_ci_u32"},
    {"s_add_i32", "s_add_co_i32"},   {"s_sub_i32", "s_sub_co_i32"},
};

//===-- gfx9 (CDNA2 gfx90a, CDNA3 gfx942) ---------------------------------===//

const Alias GFX9Aliases[] = {
    {"v_add_u32", "v_add_nc_u32"},
    {"v_sub_u32", "v_sub_nc_u32"},
    {"v_subrev_u32", "v_subrev_nc_u32"},
    {"v_add_i32", "v_add_nc_i32"},
    {"v_sub_i32", "v_sub_nc_i32"},
    {"v_addc_co_u32", "v_add_co_ci_u32"},
    {"v_subb_co_u32", "v_sub_co_ci_u32"},
    {"v_subbrev_co_u32", "v_subrev_co_ci_u32"},
    {"v_add_u16", "v_add_nc_u16"},
    {"v_sub_u16", "v_sub_nc_u16"},
    {"v_subrev_u16", "v_subrev_nc_u16"},
    {"v_madak_f32", "v_mad_f32"},
    {"v_madmk_f32", "v_mad_f32"},
    {"v_fmaak_f32", "v_fma_f32"},
    {"v_fmamk_f32", "v_fma_f32"},
};
const char *const GFX9Missing[] = {
    "v_permlane16_b32", "v_permlanex16_b32", "v_permlane64_b32", "v_dual",
    "v_mov_b16",        "v_and_b16",        "v_or_b16",         "v_xor_b16",
    "v_not_b16",        "v_cndmask_b16",    "v_min_num_f32",    "v_max_num_f32",
    "v_min_num_f64",    "v_max_num_f64",    "s_add_nc_u64",     "s_sub_nc_u64",
    "s_mul_u64",        "s_add_f32",        "s_sub_f32",        "s_mul_f32",
    "s_barrier_wait",   "s_barrier_signal",
};

//===-- gfx10 (RDNA2 gfx1030) ---------------------------------------------===//

const Alias GFX10Aliases[] = {
    {"v_fmaak_f32", "v_fma_f32"},
    {"v_fmamk_f32", "v_fma_f32"},
};
const char *const GFX10Missing[] = {
    "v_permlane64_b32", "v_dual",        "v_mov_b16",     "v_and_b16",     "v_or_b16",
    "v_xor_b16",        "v_not_b16",     "v_cndmask_b16", "v_min_num_f32", "v_max_num_f32",
    "v_min_num_f64",    "v_max_num_f64", "s_add_nc_u64",  "s_sub_nc_u64",  "s_mul_u64",
    "s_add_f32",        "s_sub_f32",     "s_mul_f32",     "v_mac_f32",     "v_mad_f32",
    "v_accvgpr_read_b32", "v_accvgpr_write_b32", "v_accvgpr_mov_b32", "v_pk_mov_b32",
    "v_pk_fma_f32",     "v_pk_mul_f32",  "v_pk_add_f32",  "s_barrier_wait", "s_barrier_signal",
};

//===-- gfx11 (RDNA3 gfx1100) ---------------------------------------------===//

const Alias GFX11Aliases[] = {
    {"v_fmaak_f32", "v_fma_f32"},
    {"v_fmamk_f32", "v_fma_f32"},
    {"global_atomic_min_f32", "global_atomic_min_num_f32"},
    {"global_atomic_max_f32", "global_atomic_max_num_f32"},
    {"flat_atomic_min_f32", "flat_atomic_min_num_f32"},
    {"flat_atomic_max_f32", "flat_atomic_max_num_f32"},
};
const char *const GFX11Missing[] = {
    "v_min_num_f32", "v_max_num_f32", "v_min_num_f64", "v_max_num_f64", "s_add_nc_u64",
    "s_sub_nc_u64",  "s_mul_u64",     "v_mac_f32",     "v_mad_f32",     "v_accvgpr_read_b32",
    "v_accvgpr_write_b32", "v_accvgpr_mov_b32", "v_pk_mov_b32", "v_pk_fma_f32", "v_pk_mul_f32",
    "v_pk_add_f32",  "s_barrier_wait", "s_barrier_signal",
};

//===-- gfx12 (RDNA4 gfx1200) ---------------------------------------------===//

const Alias GFX12Aliases[] = {
    {"v_fmaak_f32", "v_fma_f32"},
    {"v_fmamk_f32", "v_fma_f32"},
    {"v_mad_co_u64_u32", "v_mad_u64_u32"},
    {"v_mad_co_i64_i32", "v_mad_i64_i32"},
    {"s_addk_co_i32", "s_addk_i32"},
};
const char *const GFX12Missing[] = {
    // gfx12 spells these *_num_*: the IEEE-mode NaN rules are gone.
    "v_min_f32", "v_max_f32", "v_min_f64", "v_max_f64", "v_min3_f32", "v_max3_f32",
    "v_mac_f32", "v_mad_f32", "v_accvgpr_read_b32", "v_accvgpr_write_b32",
    "v_accvgpr_mov_b32", "v_pk_mov_b32", "v_pk_fma_f32", "v_pk_mul_f32", "v_pk_add_f32",
    "s_barrier",
};

const SemMap &semantics() {
  static const SemMap M = [] {
    SemMap S;
    registerVALU(S);
    registerScalarAndMemory(S);
    return S;
  }();
  return M;
}

using Table = llvm::StringMap<const OpDesc *>;

void addAliases(Table &T, const SemMap &S, llvm::ArrayRef<Alias> As) {
  for (const Alias &A : As) {
    auto It = S.find(A.Key);
    if (It != S.end())
      T[A.Mnemonic] = &It->second;
  }
}

Table buildTable(Gen G) {
  const SemMap &S = semantics();
  Table T;
  for (const auto &E : S)
    T[E.first()] = &E.second;
  llvm::ArrayRef<const char *> Missing;
  switch (G) {
  case Gen::GFX9:
    Missing = GFX9Missing;
    break;
  case Gen::GFX10:
    Missing = GFX10Missing;
    break;
  case Gen::GFX11:
    Missing = GFX11Missing;
    break;
  case Gen::GFX12:
    Missing = GFX12Missing;
    break;
  }
  for (const char *N : Missing)
    T.erase(N);
  if (G == Gen::GFX9 || G == Gen::GFX10) {
    addAliases(T, S, GFX9And10Aliases);
    for (const Alias &A : OldMemSuffixes)
      for (const char *Seg : {"flat_", "global_", "scratch_", "buffer_"}) {
        std::string M = std::string(Seg) + A.Mnemonic, K = std::string(Seg) + A.Key;
        auto It = S.find(K);
        if (It != S.end())
          T[M] = &It->second;
      }
  }
  if (G != Gen::GFX12)
    addAliases(T, S, PreGFX12Aliases);
  switch (G) {
  case Gen::GFX9:
    addAliases(T, S, GFX9Aliases);
    break;
  case Gen::GFX10:
    addAliases(T, S, GFX10Aliases);
    break;
  case Gen::GFX11:
    addAliases(T, S, GFX11Aliases);
    break;
  case Gen::GFX12:
    addAliases(T, S, GFX12Aliases);
    break;
  }
  return T;
}

} // namespace

const OpDesc *isaemu::lookupOp(Gen G, const char *Name, size_t Len) {
  static const Table Tables[4] = {buildTable(Gen::GFX9), buildTable(Gen::GFX10),
                                  buildTable(Gen::GFX11), buildTable(Gen::GFX12)};
  const Table &T = Tables[static_cast<unsigned>(G)];
  auto It = T.find(StringRef(Name, Len));
  return It == T.end() ? nullptr : It->second;
}

//===- SemScalar.cpp - Scalar, control, memory and cross-lane semantics ---===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Registers the scalar ALU operations (from the guides' SOP1/SOP2/SOPC/SOPK
/// pseudocode: SCC is the carry for unsigned adds, the signed overflow for
/// signed ones, "result != 0" for bitwise operations), the program-control
/// and memory handlers with their parameters, and the cross-lane handlers.
/// Memory operations are registered under the gfx11 spelling
/// (`global_load_b32`); OpTables.cpp maps the gfx9/gfx10 spellings.
///
//===----------------------------------------------------------------------===//

#include "LaneOps.h"
#include "OpTable.h"
#include <string>

using namespace isaemu;
using namespace isaemu::ops;

#define SF(E) [](ScalarIO & S) -> uint64_t { return (E); }
#define SB(...) [](ScalarIO & S) -> uint64_t { __VA_ARGS__ }

namespace {
using V = VT;

uint64_t setNZ(ScalarIO &S, uint64_t D) {
  S.SCC = D != 0;
  return D;
}
int64_t simm16(const ScalarIO &S) { return static_cast<int16_t>(S.Imm & 0xffff); }

uint64_t sbfe(uint64_t A, uint64_t Ctl, bool Signed, bool Wide) {
  unsigned Off = Ctl & (Wide ? 63 : 31), W = (Ctl >> 16) & 0x7f;
  unsigned Bits = Wide ? 64 : 32;
  if (W == 0)
    return 0;
  if (W > Bits)
    W = Bits;
  uint64_t V = (Wide ? A : (A & 0xffffffffu)) >> Off;
  uint64_t Mask = W >= 64 ? ~uint64_t(0) : ((uint64_t(1) << W) - 1);
  V &= Mask;
  if (Signed && W < 64 && (V >> (W - 1) & 1))
    V |= ~Mask;
  return Wide ? V : (V & 0xffffffffu);
}

void registerSALU(SemMap &M) {
  const uint32_t SCC = F_SCC;
  // Moves.
  M["s_mov_b32"] = salu(V::B32, V::B32, V::None, 1, SF(S.S[0]));
  M["s_mov_b64"] = salu(V::B64, V::B64, V::None, 1, SF(S.S[0]));
  M["s_cmov_b32"] = salu(V::B32, V::B32, V::B32, 1, SF(S.SCC ? S.S[0] : S.S[1]), F_ReadDst);
  M["s_cmov_b64"] = salu(V::B64, V::B64, V::B64, 1, SF(S.SCC ? S.S[0] : S.S[1]), F_ReadDst);
  M["s_movk_i32"] = salu(V::B32, V::None, V::None, 0, SF(u32(static_cast<uint64_t>(simm16(S)))), F_Sopk);
  M["s_cmovk_i32"] = salu(V::B32, V::B32, V::None, 0,
                          SF(S.SCC ? u32(static_cast<uint64_t>(simm16(S))) : S.S[0]), F_Sopk);
  M["s_cselect_b32"] = salu(V::B32, V::B32, V::B32, 2, SF(S.SCC ? S.S[0] : S.S[1]));
  M["s_cselect_b64"] = salu(V::B64, V::B64, V::B64, 2, SF(S.SCC ? S.S[0] : S.S[1]));
  // Bitwise: SCC = result != 0.
  M["s_and_b32"] = salu(V::B32, V::B32, V::B32, 2, SF(setNZ(S, u32(S.S[0] & S.S[1]))), SCC);
  M["s_or_b32"] = salu(V::B32, V::B32, V::B32, 2, SF(setNZ(S, u32(S.S[0] | S.S[1]))), SCC);
  M["s_xor_b32"] = salu(V::B32, V::B32, V::B32, 2, SF(setNZ(S, u32(S.S[0] ^ S.S[1]))), SCC);
  M["s_and_not1_b32"] = salu(V::B32, V::B32, V::B32, 2, SF(setNZ(S, u32(S.S[0] & ~S.S[1]))), SCC);
  M["s_or_not1_b32"] = salu(V::B32, V::B32, V::B32, 2, SF(setNZ(S, u32(S.S[0] | ~S.S[1]))), SCC);
  M["s_nand_b32"] = salu(V::B32, V::B32, V::B32, 2, SF(setNZ(S, u32(~(S.S[0] & S.S[1])))), SCC);
  M["s_nor_b32"] = salu(V::B32, V::B32, V::B32, 2, SF(setNZ(S, u32(~(S.S[0] | S.S[1])))), SCC);
  M["s_xnor_b32"] = salu(V::B32, V::B32, V::B32, 2, SF(setNZ(S, u32(~(S.S[0] ^ S.S[1])))), SCC);
  M["s_and_b64"] = salu(V::B64, V::B64, V::B64, 2, SF(setNZ(S, S.S[0] & S.S[1])), SCC);
  M["s_or_b64"] = salu(V::B64, V::B64, V::B64, 2, SF(setNZ(S, S.S[0] | S.S[1])), SCC);
  M["s_xor_b64"] = salu(V::B64, V::B64, V::B64, 2, SF(setNZ(S, S.S[0] ^ S.S[1])), SCC);
  M["s_and_not1_b64"] = salu(V::B64, V::B64, V::B64, 2, SF(setNZ(S, S.S[0] & ~S.S[1])), SCC);
  M["s_or_not1_b64"] = salu(V::B64, V::B64, V::B64, 2, SF(setNZ(S, S.S[0] | ~S.S[1])), SCC);
  M["s_nand_b64"] = salu(V::B64, V::B64, V::B64, 2, SF(setNZ(S, ~(S.S[0] & S.S[1]))), SCC);
  M["s_nor_b64"] = salu(V::B64, V::B64, V::B64, 2, SF(setNZ(S, ~(S.S[0] | S.S[1]))), SCC);
  M["s_xnor_b64"] = salu(V::B64, V::B64, V::B64, 2, SF(setNZ(S, ~(S.S[0] ^ S.S[1]))), SCC);
  M["s_not_b32"] = salu(V::B32, V::B32, V::None, 1, SF(setNZ(S, u32(~S.S[0]))), SCC);
  M["s_not_b64"] = salu(V::B64, V::B64, V::None, 1, SF(setNZ(S, ~S.S[0])), SCC);
  // Shifts.
  M["s_lshl_b32"] = salu(V::B32, V::B32, V::B32, 2, SF(setNZ(S, u32(S.S[0] << (S.S[1] & 31)))), SCC);
  M["s_lshr_b32"] = salu(V::B32, V::B32, V::B32, 2, SF(setNZ(S, u32(S.S[0]) >> (S.S[1] & 31))), SCC);
  M["s_ashr_i32"] = salu(V::B32, V::B32, V::B32, 2, SF(setNZ(S, sx(i32(S.S[0]) >> (S.S[1] & 31)))), SCC);
  M["s_lshl_b64"] = salu(V::B64, V::B64, V::B32, 2, SF(setNZ(S, S.S[0] << (S.S[1] & 63))), SCC);
  M["s_lshr_b64"] = salu(V::B64, V::B64, V::B32, 2, SF(setNZ(S, S.S[0] >> (S.S[1] & 63))), SCC);
  M["s_ashr_i64"] = salu(V::B64, V::B64, V::B32, 2,
                         SF(setNZ(S, static_cast<uint64_t>(i64(S.S[0]) >> (S.S[1] & 63)))), SCC);
  M["s_lshl1_add_u32"] = salu(V::B32, V::B32, V::B32, 2, SB({
    uint64_t R = (zx(u32(S.S[0])) << 1) + u32(S.S[1]);
    S.SCC = R >> 32;
    return u32(R);
  }), SCC);
  M["s_lshl2_add_u32"] = salu(V::B32, V::B32, V::B32, 2, SB({
    uint64_t R = (zx(u32(S.S[0])) << 2) + u32(S.S[1]);
    S.SCC = R >> 32;
    return u32(R);
  }), SCC);
  M["s_lshl3_add_u32"] = salu(V::B32, V::B32, V::B32, 2, SB({
    uint64_t R = (zx(u32(S.S[0])) << 3) + u32(S.S[1]);
    S.SCC = R >> 32;
    return u32(R);
  }), SCC);
  M["s_lshl4_add_u32"] = salu(V::B32, V::B32, V::B32, 2, SB({
    uint64_t R = (zx(u32(S.S[0])) << 4) + u32(S.S[1]);
    S.SCC = R >> 32;
    return u32(R);
  }), SCC);
  // Arithmetic.
  M["s_add_co_u32"] = salu(V::B32, V::B32, V::B32, 2, SB({
    uint64_t R = zx(u32(S.S[0])) + u32(S.S[1]);
    S.SCC = R >> 32;
    return u32(R);
  }), SCC);
  M["s_add_co_ci_u32"] = salu(V::B32, V::B32, V::B32, 2, SB({
    uint64_t R = zx(u32(S.S[0])) + u32(S.S[1]) + S.SCC;
    S.SCC = R >> 32;
    return u32(R);
  }), SCC);
  M["s_sub_co_u32"] = salu(V::B32, V::B32, V::B32, 2, SB({
    S.SCC = u32(S.S[1]) > u32(S.S[0]);
    return u32(S.S[0] - S.S[1]);
  }), SCC);
  M["s_sub_co_ci_u32"] = salu(V::B32, V::B32, V::B32, 2, SB({
    uint64_t Sub = zx(u32(S.S[1])) + S.SCC;
    S.SCC = Sub > u32(S.S[0]);
    return u32(S.S[0] - Sub);
  }), SCC);
  M["s_add_co_i32"] = salu(V::B32, V::B32, V::B32, 2, SB({
    int64_t R = int64_t(i32(S.S[0])) + i32(S.S[1]);
    S.SCC = R != int64_t(static_cast<int32_t>(R));
    return u32(static_cast<uint64_t>(R));
  }), SCC);
  M["s_sub_co_i32"] = salu(V::B32, V::B32, V::B32, 2, SB({
    int64_t R = int64_t(i32(S.S[0])) - i32(S.S[1]);
    S.SCC = R != int64_t(static_cast<int32_t>(R));
    return u32(static_cast<uint64_t>(R));
  }), SCC);
  M["s_addk_i32"] = salu(V::B32, V::B32, V::None, 0, SB({
    int64_t R = int64_t(i32(S.S[0])) + simm16(S);
    S.SCC = R != int64_t(static_cast<int32_t>(R));
    return u32(static_cast<uint64_t>(R));
  }), SCC | F_Sopk);
  M["s_mulk_i32"] = salu(V::B32, V::B32, V::None, 0,
                         SF(u32(static_cast<uint64_t>(int64_t(i32(S.S[0])) * simm16(S)))), F_Sopk);
  M["s_mul_i32"] = salu(V::B32, V::B32, V::B32, 2, SF(u32(S.S[0] * S.S[1])));
  M["s_mul_hi_u32"] = salu(V::B32, V::B32, V::B32, 2, SF((zx(u32(S.S[0])) * u32(S.S[1])) >> 32));
  M["s_mul_hi_i32"] = salu(V::B32, V::B32, V::B32, 2,
                           SF(u32(static_cast<uint64_t>((int64_t(i32(S.S[0])) * i32(S.S[1])) >> 32))));
  M["s_add_nc_u64"] = salu(V::B64, V::B64, V::B64, 2, SF(S.S[0] + S.S[1]));
  M["s_sub_nc_u64"] = salu(V::B64, V::B64, V::B64, 2, SF(S.S[0] - S.S[1]));
  M["s_mul_u64"] = salu(V::B64, V::B64, V::B64, 2, SF(S.S[0] * S.S[1]));
  M["s_min_i32"] = salu(V::B32, V::B32, V::B32, 2, SB({
    S.SCC = i32(S.S[0]) < i32(S.S[1]);
    return S.SCC ? S.S[0] : S.S[1];
  }), SCC);
  M["s_max_i32"] = salu(V::B32, V::B32, V::B32, 2, SB({
    S.SCC = i32(S.S[0]) > i32(S.S[1]);
    return S.SCC ? S.S[0] : S.S[1];
  }), SCC);
  M["s_min_u32"] = salu(V::B32, V::B32, V::B32, 2, SB({
    S.SCC = u32(S.S[0]) < u32(S.S[1]);
    return S.SCC ? S.S[0] : S.S[1];
  }), SCC);
  M["s_max_u32"] = salu(V::B32, V::B32, V::B32, 2, SB({
    S.SCC = u32(S.S[0]) > u32(S.S[1]);
    return S.SCC ? S.S[0] : S.S[1];
  }), SCC);
  M["s_abs_i32"] = salu(V::B32, V::B32, V::None, 1,
                        SF(setNZ(S, u32(static_cast<uint64_t>(i32(S.S[0]) < 0 ? -int64_t(i32(S.S[0])) : i32(S.S[0]))))), SCC);
  M["s_absdiff_i32"] = salu(V::B32, V::B32, V::B32, 2, SB({
    int64_t D = int64_t(i32(S.S[0])) - i32(S.S[1]);
    return setNZ(S, u32(static_cast<uint64_t>(D < 0 ? -D : D)));
  }), SCC);
  // Bit fields and counts.
  M["s_bfe_u32"] = salu(V::B32, V::B32, V::B32, 2, SF(setNZ(S, sbfe(S.S[0], S.S[1], false, false))), SCC);
  M["s_bfe_i32"] = salu(V::B32, V::B32, V::B32, 2, SF(setNZ(S, sbfe(S.S[0], S.S[1], true, false))), SCC);
  M["s_bfe_u64"] = salu(V::B64, V::B64, V::B32, 2, SF(setNZ(S, sbfe(S.S[0], S.S[1], false, true))), SCC);
  M["s_bfe_i64"] = salu(V::B64, V::B64, V::B32, 2, SF(setNZ(S, sbfe(S.S[0], S.S[1], true, true))), SCC);
  M["s_bfm_b32"] = salu(V::B32, V::B32, V::B32, 2,
                        SF(u32(((S.S[0] & 31) ? ((1u << (S.S[0] & 31)) - 1) : 0u) << (S.S[1] & 31))));
  M["s_bfm_b64"] = salu(V::B64, V::B32, V::B32, 2,
                        SF(((S.S[0] & 63) ? ((uint64_t(1) << (S.S[0] & 63)) - 1) : 0) << (S.S[1] & 63)));
  M["s_bcnt1_i32_b32"] = salu(V::B32, V::B32, V::None, 1, SF(setNZ(S, popcount32(u32(S.S[0])))), SCC);
  M["s_bcnt1_i32_b64"] = salu(V::B32, V::B64, V::None, 1, SF(setNZ(S, popcount32(S.S[0]))), SCC);
  M["s_bcnt0_i32_b32"] = salu(V::B32, V::B32, V::None, 1, SF(setNZ(S, 32 - popcount32(u32(S.S[0])))), SCC);
  M["s_bcnt0_i32_b64"] = salu(V::B32, V::B64, V::None, 1, SF(setNZ(S, 64 - popcount32(S.S[0]))), SCC);
  M["s_ctz_i32_b32"] = salu(V::B32, V::B32, V::None, 1, SF(ffbl(u32(S.S[0]))));
  M["s_ctz_i32_b64"] = salu(V::B32, V::B64, V::None, 1, SF(ffbl64(S.S[0])));
  M["s_ff0_i32_b32"] = salu(V::B32, V::B32, V::None, 1, SF(ffbl(u32(~S.S[0]))));
  M["s_ff0_i32_b64"] = salu(V::B32, V::B64, V::None, 1, SF(ffbl64(~S.S[0])));
  M["s_clz_i32_u32"] = salu(V::B32, V::B32, V::None, 1, SF(ffbh(u32(S.S[0]))));
  M["s_clz_i32_u64"] = salu(V::B32, V::B64, V::None, 1, SF(ffbh64(S.S[0])));
  M["s_cls_i32"] = salu(V::B32, V::B32, V::None, 1, SF(ffbhI(u32(S.S[0]))));
  M["s_brev_b32"] = salu(V::B32, V::B32, V::None, 1, SF(bitrev32(u32(S.S[0]))));
  M["s_brev_b64"] = salu(V::B64, V::B64, V::None, 1,
                         SF((zx(bitrev32(u32(S.S[0]))) << 32) | bitrev32(u32(S.S[0] >> 32))));
  M["s_bitset0_b32"] = salu(V::B32, V::B32, V::None, 1, SF(u32(S.S[1] & ~(uint64_t(1) << (S.S[0] & 31)))), F_ReadDst);
  M["s_bitset1_b32"] = salu(V::B32, V::B32, V::None, 1, SF(u32(S.S[1] | (uint64_t(1) << (S.S[0] & 31)))), F_ReadDst);
  M["s_bitset0_b64"] = salu(V::B64, V::B32, V::None, 1, SF(S.S[1] & ~(uint64_t(1) << (S.S[0] & 63))), F_ReadDst);
  M["s_bitset1_b64"] = salu(V::B64, V::B32, V::None, 1, SF(S.S[1] | (uint64_t(1) << (S.S[0] & 63))), F_ReadDst);
  M["s_sext_i32_i8"] = salu(V::B32, V::B32, V::None, 1, SF(sx(static_cast<int8_t>(S.S[0]))));
  M["s_sext_i32_i16"] = salu(V::B32, V::B32, V::None, 1, SF(sx(static_cast<int16_t>(S.S[0]))));
  M["s_pack_ll_b32_b16"] = salu(V::B32, V::B32, V::B32, 2, SF((S.S[0] & 0xffff) | (S.S[1] & 0xffff) << 16));
  M["s_pack_lh_b32_b16"] = salu(V::B32, V::B32, V::B32, 2, SF((S.S[0] & 0xffff) | (S.S[1] & 0xffff0000u)));
  M["s_pack_hh_b32_b16"] = salu(V::B32, V::B32, V::B32, 2, SF((u32(S.S[0]) >> 16) | (S.S[1] & 0xffff0000u)));
  M["s_pack_hl_b32_b16"] = salu(V::B32, V::B32, V::B32, 2, SF((u32(S.S[0]) >> 16) | (S.S[1] & 0xffff) << 16));
  // Compares (SOPC, SOPK): SCC only.
  M["s_cmp_eq_i32"] = salu(V::None, V::B32, V::B32, 2, SB({ S.SCC = i32(S.S[0]) == i32(S.S[1]); return 0; }), SCC);
  M["s_cmp_lg_i32"] = salu(V::None, V::B32, V::B32, 2, SB({ S.SCC = i32(S.S[0]) != i32(S.S[1]); return 0; }), SCC);
  M["s_cmp_gt_i32"] = salu(V::None, V::B32, V::B32, 2, SB({ S.SCC = i32(S.S[0]) > i32(S.S[1]); return 0; }), SCC);
  M["s_cmp_ge_i32"] = salu(V::None, V::B32, V::B32, 2, SB({ S.SCC = i32(S.S[0]) >= i32(S.S[1]); return 0; }), SCC);
  M["s_cmp_lt_i32"] = salu(V::None, V::B32, V::B32, 2, SB({ S.SCC = i32(S.S[0]) < i32(S.S[1]); return 0; }), SCC);
  M["s_cmp_le_i32"] = salu(V::None, V::B32, V::B32, 2, SB({ S.SCC = i32(S.S[0]) <= i32(S.S[1]); return 0; }), SCC);
  M["s_cmp_eq_u32"] = salu(V::None, V::B32, V::B32, 2, SB({ S.SCC = u32(S.S[0]) == u32(S.S[1]); return 0; }), SCC);
  M["s_cmp_lg_u32"] = salu(V::None, V::B32, V::B32, 2, SB({ S.SCC = u32(S.S[0]) != u32(S.S[1]); return 0; }), SCC);
  M["s_cmp_gt_u32"] = salu(V::None, V::B32, V::B32, 2, SB({ S.SCC = u32(S.S[0]) > u32(S.S[1]); return 0; }), SCC);
  M["s_cmp_ge_u32"] = salu(V::None, V::B32, V::B32, 2, SB({ S.SCC = u32(S.S[0]) >= u32(S.S[1]); return 0; }), SCC);
  M["s_cmp_lt_u32"] = salu(V::None, V::B32, V::B32, 2, SB({ S.SCC = u32(S.S[0]) < u32(S.S[1]); return 0; }), SCC);
  M["s_cmp_le_u32"] = salu(V::None, V::B32, V::B32, 2, SB({ S.SCC = u32(S.S[0]) <= u32(S.S[1]); return 0; }), SCC);
  M["s_cmp_eq_u64"] = salu(V::None, V::B64, V::B64, 2, SB({ S.SCC = S.S[0] == S.S[1]; return 0; }), SCC);
  M["s_cmp_lg_u64"] = salu(V::None, V::B64, V::B64, 2, SB({ S.SCC = S.S[0] != S.S[1]; return 0; }), SCC);
  M["s_bitcmp0_b32"] = salu(V::None, V::B32, V::B32, 2, SB({ S.SCC = !((S.S[0] >> (S.S[1] & 31)) & 1); return 0; }), SCC);
  M["s_bitcmp1_b32"] = salu(V::None, V::B32, V::B32, 2, SB({ S.SCC = (S.S[0] >> (S.S[1] & 31)) & 1; return 0; }), SCC);
  M["s_bitcmp0_b64"] = salu(V::None, V::B64, V::B32, 2, SB({ S.SCC = !((S.S[0] >> (S.S[1] & 63)) & 1); return 0; }), SCC);
  M["s_bitcmp1_b64"] = salu(V::None, V::B64, V::B32, 2, SB({ S.SCC = (S.S[0] >> (S.S[1] & 63)) & 1; return 0; }), SCC);
  // SOPK compares: the immediate sign-extended for i32, zero-extended for u32.
  M["s_cmpk_eq_i32"] = salu(V::None, V::B32, V::None, 0, SB({ S.SCC = i32(S.S[0]) == simm16(S); return 0; }), SCC | F_Sopk);
  M["s_cmpk_lg_i32"] = salu(V::None, V::B32, V::None, 0, SB({ S.SCC = i32(S.S[0]) != simm16(S); return 0; }), SCC | F_Sopk);
  M["s_cmpk_gt_i32"] = salu(V::None, V::B32, V::None, 0, SB({ S.SCC = i32(S.S[0]) > simm16(S); return 0; }), SCC | F_Sopk);
  M["s_cmpk_ge_i32"] = salu(V::None, V::B32, V::None, 0, SB({ S.SCC = i32(S.S[0]) >= simm16(S); return 0; }), SCC | F_Sopk);
  M["s_cmpk_lt_i32"] = salu(V::None, V::B32, V::None, 0, SB({ S.SCC = i32(S.S[0]) < simm16(S); return 0; }), SCC | F_Sopk);
  M["s_cmpk_le_i32"] = salu(V::None, V::B32, V::None, 0, SB({ S.SCC = i32(S.S[0]) <= simm16(S); return 0; }), SCC | F_Sopk);
  M["s_cmpk_eq_u32"] = salu(V::None, V::B32, V::None, 0, SB({ S.SCC = u32(S.S[0]) == uint64_t(S.Imm & 0xffff); return 0; }), SCC | F_Sopk);
  M["s_cmpk_lg_u32"] = salu(V::None, V::B32, V::None, 0, SB({ S.SCC = u32(S.S[0]) != uint64_t(S.Imm & 0xffff); return 0; }), SCC | F_Sopk);
  M["s_cmpk_gt_u32"] = salu(V::None, V::B32, V::None, 0, SB({ S.SCC = u32(S.S[0]) > uint64_t(S.Imm & 0xffff); return 0; }), SCC | F_Sopk);
  M["s_cmpk_ge_u32"] = salu(V::None, V::B32, V::None, 0, SB({ S.SCC = u32(S.S[0]) >= uint64_t(S.Imm & 0xffff); return 0; }), SCC | F_Sopk);
  M["s_cmpk_lt_u32"] = salu(V::None, V::B32, V::None, 0, SB({ S.SCC = u32(S.S[0]) < uint64_t(S.Imm & 0xffff); return 0; }), SCC | F_Sopk);
  M["s_cmpk_le_u32"] = salu(V::None, V::B32, V::None, 0, SB({ S.SCC = u32(S.S[0]) <= uint64_t(S.Imm & 0xffff); return 0; }), SCC | F_Sopk);
  // Scalar floating point (gfx12).
  M["s_add_f32"] = salu(V::B32, V::B32, V::B32, 2, SF(bits(f32(S.S[0]) + f32(S.S[1]))));
  M["s_sub_f32"] = salu(V::B32, V::B32, V::B32, 2, SF(bits(f32(S.S[0]) - f32(S.S[1]))));
  M["s_mul_f32"] = salu(V::B32, V::B32, V::B32, 2, SF(bits(f32(S.S[0]) * f32(S.S[1]))));
  M["s_cvt_f32_u32"] = salu(V::B32, V::B32, V::None, 1, SF(bits(static_cast<float>(u32(S.S[0])))));
  M["s_cvt_f32_i32"] = salu(V::B32, V::B32, V::None, 1, SF(bits(static_cast<float>(i32(S.S[0])))));
  M["s_cvt_u32_f32"] = salu(V::B32, V::B32, V::None, 1, SF(f2u32(f32(S.S[0]))));
  M["s_cvt_i32_f32"] = salu(V::B32, V::B32, V::None, 1, SF(f2i32(f32(S.S[0]))));
}

void registerControl(SemMap &M) {
  // EXEC save/restore: Aux = kind | (writes the new EXEC) << 8.
  static const struct {
    const char *Name;
    uint64_t Kind;
  } Save[] = {{"and", SE_And},           {"or", SE_Or},           {"xor", SE_Xor},
              {"and_not1", SE_AndN2},    {"or_not1", SE_OrN2},    {"nand", SE_Nand},
              {"nor", SE_Nor},           {"xnor", SE_Xnor},       {"and_not0", SE_AndN1},
              {"or_not0", SE_OrN1}};
  for (const auto &S : Save)
    for (const char *W : {"_b32", "_b64"}) {
      M[std::string("s_") + S.Name + "_saveexec" + W] = handler(execSaveExec, S.Kind);
    }
  M["s_and_not0_wrexec_b32"] = handler(execSaveExec, SE_AndN1 | 0x100);
  M["s_and_not0_wrexec_b64"] = handler(execSaveExec, SE_AndN1 | 0x100);
  M["s_and_not1_wrexec_b32"] = handler(execSaveExec, SE_AndN2 | 0x100);
  M["s_and_not1_wrexec_b64"] = handler(execSaveExec, SE_AndN2 | 0x100);
  // Branches.
  M["s_branch"] = handler(execBranch, BR_Always);
  M["s_cbranch_scc0"] = handler(execBranch, BR_Scc0);
  M["s_cbranch_scc1"] = handler(execBranch, BR_Scc1);
  M["s_cbranch_vccz"] = handler(execBranch, BR_Vccz);
  M["s_cbranch_vccnz"] = handler(execBranch, BR_Vccnz);
  M["s_cbranch_execz"] = handler(execBranch, BR_Execz);
  M["s_cbranch_execnz"] = handler(execBranch, BR_Execnz);
  M["s_getpc_b64"] = handler(execGetPC);
  M["s_setpc_b64"] = handler(execSetPC, 0, VT::None, VT::B64);
  M["s_swappc_b64"] = handler(execSwapPC, 0, VT::B64, VT::B64);
  M["s_call_b64"] = handler(execCall);
  M["s_endpgm"] = handler(execEndPgm);
  M["s_barrier"] = handler(execBarrier);
  M["s_barrier_wait"] = handler(execBarrier);
  M["s_sleep"] = handler(execSleep);
  M["s_trap"] = handler(execTrap);
  M["s_getreg_b32"] = handler(execGetReg);
  M["s_setreg_b32"] = handler(execSetReg);
  M["s_setreg_imm32_b32"] = handler(execSetRegImm);
  M["s_denorm_mode"] = handler(execDenormMode);
  M["s_round_mode"] = handler(execRoundMode);
  M["s_sendmsg"] = handler(execSendMsg);
  M["s_memtime"] = handler(execMemTime);
  M["s_memrealtime"] = handler(execMemTime);
  // Ordering and scheduling hints, and cache maintenance: the emulator
  // completes every memory access at once and keeps one coherent memory.
  for (const char *N :
       {"s_nop", "s_waitcnt", "s_waitcnt_vscnt", "s_waitcnt_vmcnt", "s_waitcnt_expcnt",
        "s_waitcnt_lgkmcnt", "s_waitcnt_depctr", "s_wait_loadcnt", "s_wait_storecnt",
        "s_wait_dscnt", "s_wait_kmcnt", "s_wait_expcnt", "s_wait_samplecnt", "s_wait_bvhcnt",
        "s_wait_loadcnt_dscnt", "s_wait_storecnt_dscnt", "s_wait_alu", "s_wait_idle",
        "s_delay_alu", "s_clause", "s_setprio", "s_set_inst_prefetch_distance",
        "s_inst_prefetch", "s_barrier_signal", "s_dcache_inv", "s_dcache_wb", "s_icache_inv",
        "s_gl1_inv", "buffer_wbinvl1", "buffer_wbinvl1_vol", "buffer_wbl2", "buffer_invl2",
        "buffer_inv", "buffer_gl0_inv", "buffer_gl1_inv", "global_inv", "global_wb",
        "global_wbinv", "s_ttracedata", "s_singleuse_vdst"})
    M[N] = handler(execNop);
}

void addMem(SemMap &M, const std::string &Name, ExecFn F, MemOp Op) {
  M[Name] = handler(F, Op.pack());
}
MemOp load(uint8_t Bytes, bool Signed = false, uint8_t D16 = 0) {
  MemOp O;
  O.K = MemOp::Load;
  O.Bytes = Bytes;
  O.Signed = Signed;
  O.D16 = D16;
  return O;
}
MemOp store(uint8_t Bytes, uint8_t D16 = 0) {
  MemOp O;
  O.K = MemOp::Store;
  O.Bytes = Bytes;
  O.D16 = D16;
  return O;
}
MemOp atomic(MemOp::Atom A, uint8_t Bytes, bool Float = false) {
  MemOp O;
  O.K = MemOp::Atomic;
  O.A = A;
  O.Bytes = Bytes;
  O.Float = Float;
  return O;
}

void registerMemory(SemMap &M) {
  // Loads and stores of vector memory and of LDS, with each family's gfx11
  // spelling (they differ in where the d16 suffix goes).
  static const struct {
    const char *Vmem, *DS;
    MemOp Op;
  } Loads[] = {{"load_u8", "load_u8", load(1)},
               {"load_i8", "load_i8", load(1, true)},
               {"load_u16", "load_u16", load(2)},
               {"load_i16", "load_i16", load(2, true)},
               {"load_b32", "load_b32", load(4)},
               {"load_b64", "load_b64", load(8)},
               {"load_b96", "load_b96", load(12)},
               {"load_b128", "load_b128", load(16)},
               {"load_d16_u8", "load_u8_d16", load(1, false, 1)},
               {"load_d16_i8", "load_i8_d16", load(1, true, 1)},
               {"load_d16_b16", "load_u16_d16", load(2, false, 1)},
               {"load_d16_hi_u8", "load_u8_d16_hi", load(1, false, 2)},
               {"load_d16_hi_i8", "load_i8_d16_hi", load(1, true, 2)},
               {"load_d16_hi_b16", "load_u16_d16_hi", load(2, false, 2)},
               {"store_b8", "store_b8", store(1)},
               {"store_b16", "store_b16", store(2)},
               {"store_b32", "store_b32", store(4)},
               {"store_b64", "store_b64", store(8)},
               {"store_b96", "store_b96", store(12)},
               {"store_b128", "store_b128", store(16)},
               {"store_d16_hi_b8", "store_b8_d16_hi", store(1, 2)},
               {"store_d16_hi_b16", "store_b16_d16_hi", store(2, 2)}};
  for (const char *Seg : {"flat_", "global_", "scratch_"})
    for (const auto &L : Loads)
      addMem(M, std::string(Seg) + L.Vmem, execFlat, L.Op);
  for (const auto &L : Loads)
    addMem(M, std::string("buffer_") + L.Vmem, execMUBUF, L.Op);
  static const struct {
    const char *Suffix;
    MemOp Op;
  } Atomics[] = {{"swap_b32", atomic(MemOp::Swap, 4)},
                 {"add_u32", atomic(MemOp::Add, 4)},
                 {"sub_u32", atomic(MemOp::Sub, 4)},
                 {"min_i32", atomic(MemOp::SMin, 4)},
                 {"min_u32", atomic(MemOp::UMin, 4)},
                 {"max_i32", atomic(MemOp::SMax, 4)},
                 {"max_u32", atomic(MemOp::UMax, 4)},
                 {"and_b32", atomic(MemOp::And, 4)},
                 {"or_b32", atomic(MemOp::Or, 4)},
                 {"xor_b32", atomic(MemOp::Xor, 4)},
                 {"inc_u32", atomic(MemOp::Inc, 4)},
                 {"dec_u32", atomic(MemOp::Dec, 4)},
                 {"csub_u32", atomic(MemOp::CSub, 4)},
                 {"add_f32", atomic(MemOp::Add, 4, true)},
                 {"min_num_f32", atomic(MemOp::FMin, 4, true)},
                 {"max_num_f32", atomic(MemOp::FMax, 4, true)},
                 {"swap_b64", atomic(MemOp::Swap, 8)},
                 {"add_u64", atomic(MemOp::Add, 8)},
                 {"sub_u64", atomic(MemOp::Sub, 8)},
                 {"min_i64", atomic(MemOp::SMin, 8)},
                 {"min_u64", atomic(MemOp::UMin, 8)},
                 {"max_i64", atomic(MemOp::SMax, 8)},
                 {"max_u64", atomic(MemOp::UMax, 8)},
                 {"and_b64", atomic(MemOp::And, 8)},
                 {"or_b64", atomic(MemOp::Or, 8)},
                 {"xor_b64", atomic(MemOp::Xor, 8)},
                 {"inc_u64", atomic(MemOp::Inc, 8)},
                 {"dec_u64", atomic(MemOp::Dec, 8)},
                 {"add_f64", atomic(MemOp::Add, 8, true)},
                 {"min_f64", atomic(MemOp::FMin, 8, true)},
                 {"max_f64", atomic(MemOp::FMax, 8, true)}};
  for (const char *Seg : {"flat_atomic_", "global_atomic_"}) {
    for (const auto &A : Atomics)
      addMem(M, std::string(Seg) + A.Suffix, execFlat, A.Op);
    MemOp C32 = atomic(MemOp::None, 4), C64 = atomic(MemOp::None, 8);
    C32.K = C64.K = MemOp::AtomicCmpSwap;
    addMem(M, std::string(Seg) + "cmpswap_b32", execFlat, C32);
    addMem(M, std::string(Seg) + "cmpswap_b64", execFlat, C64);
  }
  // Scalar loads.
  for (unsigned Bytes : {4u, 8u, 12u, 16u, 32u, 64u})
    addMem(M, "s_load_b" + std::to_string(Bytes * 8), execSMEM, load(static_cast<uint8_t>(Bytes)));
  addMem(M, "s_load_u8", execSMEM, load(1));
  addMem(M, "s_load_i8", execSMEM, load(1, true));
  addMem(M, "s_load_u16", execSMEM, load(2));
  addMem(M, "s_load_i16", execSMEM, load(2, true));
  // LDS.
  for (const auto &L : Loads)
    addMem(M, std::string("ds_") + L.DS, execDS, L.Op);
  for (unsigned Wide = 0; Wide < 2; ++Wide)
    for (unsigned St64 = 0; St64 < 2; ++St64) {
      std::string Mid = St64 ? "_2addr_stride64_b" : "_2addr_b";
      std::string W = Wide ? "64" : "32";
      MemOp L = load(Wide ? 8 : 4), S = store(Wide ? 8 : 4);
      L.Stride = S.Stride = static_cast<uint8_t>(St64);
      addMem(M, "ds_load" + Mid + W, execDSPair, L);
      addMem(M, "ds_store" + Mid + W, execDSPair, S);
    }
  // LDS atomics: ds_OP_TY and ds_OP_rtn_TY (the same on every generation).
  static const struct {
    const char *Op, *Ty;
    MemOp::Atom A;
    bool Float;
  } DSAtomics[] = {{"add", "u", MemOp::Add, false},     {"sub", "u", MemOp::Sub, false},
                   {"rsub", "u", MemOp::RSub, false},   {"inc", "u", MemOp::Inc, false},
                   {"dec", "u", MemOp::Dec, false},     {"min", "i", MemOp::SMin, false},
                   {"max", "i", MemOp::SMax, false},    {"min", "u", MemOp::UMin, false},
                   {"max", "u", MemOp::UMax, false},    {"and", "b", MemOp::And, false},
                   {"or", "b", MemOp::Or, false},       {"xor", "b", MemOp::Xor, false},
                   {"add", "f", MemOp::Add, true},      {"min", "f", MemOp::FMin, true},
                   {"max", "f", MemOp::FMax, true},     {"min_num", "f", MemOp::FMin, true},
                   {"max_num", "f", MemOp::FMax, true}};
  for (const auto &A : DSAtomics)
    for (unsigned Bits : {32u, 64u}) {
      MemOp Op = atomic(A.A, static_cast<uint8_t>(Bits / 8), A.Float);
      std::string Ty = std::string(A.Ty) + std::to_string(Bits);
      addMem(M, std::string("ds_") + A.Op + "_" + Ty, execDS, Op);
      addMem(M, std::string("ds_") + A.Op + "_rtn_" + Ty, execDS, Op);
    }
  addMem(M, "ds_storexchg_rtn_b32", execDS, atomic(MemOp::Swap, 4));
  addMem(M, "ds_storexchg_rtn_b64", execDS, atomic(MemOp::Swap, 8));
  // ds_cmpstore (gfx11+: DATA is the new value) and ds_cmpst (gfx9/10:
  // DATA is the compare value; MemOp::Signed marks that order).
  for (unsigned Bits : {32u, 64u}) {
    MemOp New = atomic(MemOp::None, static_cast<uint8_t>(Bits / 8));
    New.K = MemOp::AtomicCmpSwap;
    MemOp Old = New;
    Old.Signed = true;
    std::string B = std::to_string(Bits);
    addMem(M, "ds_cmpstore_b" + B, execDS, New);
    addMem(M, "ds_cmpstore_rtn_b" + B, execDS, New);
    addMem(M, "ds_cmpst_b" + B, execDS, Old);
    addMem(M, "ds_cmpst_rtn_b" + B, execDS, Old);
  }
}

void registerCrossLane(SemMap &M) {
  M["v_readlane_b32"] = handler(execReadLane, 0, VT::B32, VT::B32, VT::B32);
  M["v_readfirstlane_b32"] = handler(execReadFirstLane, 0, VT::B32, VT::B32);
  M["v_writelane_b32"] = handler(execWriteLane, 0, VT::B32, VT::B32, VT::B32);
  M["v_permlane16_b32"] = handler(execPermlane16, 0, VT::B32, VT::B32, VT::B32);
  M["v_permlanex16_b32"] = handler(execPermlane16, 1, VT::B32, VT::B32, VT::B32);
  M["v_permlane64_b32"] = handler(execPermlane64);
  M["ds_bpermute_b32"] = handler(execBPermute);
  M["ds_permute_b32"] = handler(execPermute);
  M["ds_swizzle_b32"] = handler(execSwizzle);
  M["v_dual"] = handler(execVOPD);
  M["v_fma_mix_f32"] = handler(execFmaMix, 0);
  M["v_fma_mixlo_f16"] = handler(execFmaMix, 1);
  M["v_fma_mixhi_f16"] = handler(execFmaMix, 2);
  M["v_pk_mov_b32"] = handler(execPkMov, 0, VT::B64, VT::B64, VT::B64);
}

} // namespace

void isaemu::registerScalarAndMemory(SemMap &M) {
  registerSALU(M);
  registerControl(M);
  registerMemory(M);
  registerCrossLane(M);
}

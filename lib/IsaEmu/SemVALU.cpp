//===- SemVALU.cpp - Vector ALU semantics ---------------------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Every VALU operation the emulator knows, registered under its key (the
/// gfx11 mnemonic where generations rename it; OpTables.cpp maps each
/// generation's spelling).  Each lane function is the pseudocode of the ISA
/// guides' instruction description (RDNA3/RDNA4 chapter 16 "VOP1, VOP2,
/// VOP3, VOP3P, VOPC"; CDNA3 chapter 12, which agrees unless noted).
/// S0, S1, S2 are the sources after modifiers; D the result.
///
//===----------------------------------------------------------------------===//

#include "LaneOps.h"
#include "OpTable.h"

using namespace isaemu;
using namespace isaemu::ops;

#define S0 (L.S[0])
#define S1 (L.S[1])
#define S2 (L.S[2])
#define LF(E) [](LaneIO & L) -> uint64_t { return (E); }
#define LB(...) [](LaneIO & L) -> uint64_t { __VA_ARGS__ }

namespace {
using V = VT;

inline float h(uint64_t B) { return fp::h2f(static_cast<uint16_t>(B)); }
inline uint64_t hb(double D) { return fp::d2h(D); }

template <typename T> T fmaT(T A, T B, T C) { return std::fma(A, B, C); }

uint64_t addU32(LaneIO &L) {
  uint64_t R = zx(u32(S0)) + u32(S1);
  return L.Clamp && R > 0xffffffffu ? 0xffffffffu : u32(R);
}
uint64_t subU32(uint64_t A, uint64_t B, bool Clamp) {
  if (Clamp && u32(B) > u32(A))
    return 0;
  return u32(A - B);
}
uint64_t addI32(LaneIO &L) {
  int64_t R = int64_t(i32(S0)) + i32(S1);
  if (L.Clamp)
    R = R > INT32_MAX ? INT32_MAX : R < INT32_MIN ? INT32_MIN : R;
  return u32(static_cast<uint64_t>(R));
}
uint64_t subI32(uint64_t A, uint64_t B, bool Clamp) {
  int64_t R = int64_t(i32(A)) - i32(B);
  if (Clamp)
    R = R > INT32_MAX ? INT32_MAX : R < INT32_MIN ? INT32_MIN : R;
  return u32(static_cast<uint64_t>(R));
}
uint64_t addCo(LaneIO &L) {
  uint64_t R = zx(u32(S0)) + u32(S1);
  L.CarryOut = R >> 32;
  return L.Clamp && L.CarryOut ? 0xffffffffu : u32(R);
}
uint64_t subCo(uint64_t A, uint64_t B, LaneIO &L) {
  L.CarryOut = u32(B) > u32(A);
  return L.Clamp && L.CarryOut ? 0 : u32(A - B);
}
uint64_t addCi(LaneIO &L) {
  uint64_t R = zx(u32(S0)) + u32(S1) + L.CarryIn;
  L.CarryOut = R >> 32;
  return L.Clamp && L.CarryOut ? 0xffffffffu : u32(R);
}
uint64_t subCi(uint64_t A, uint64_t B, LaneIO &L) {
  uint64_t Sub = zx(u32(B)) + L.CarryIn;
  L.CarryOut = Sub > u32(A);
  return L.Clamp && L.CarryOut ? 0 : u32(A - Sub);
}
uint64_t madU64U32(LaneIO &L) {
  unsigned __int128 R = (unsigned __int128)(uint64_t(u32(S0)) * u32(S1)) + S2;
  L.CarryOut = static_cast<bool>(R >> 64);
  return static_cast<uint64_t>(R);
}
uint64_t madI64I32(LaneIO &L) {
  __int128 R = (__int128)(int64_t(i32(S0)) * i32(S1)) + i64(S2);
  L.CarryOut = R < 0; // bit 64 of the 65-bit signed result
  return static_cast<uint64_t>(R);
}
uint64_t bfeU(uint64_t A, uint64_t O, uint64_t W) {
  unsigned Off = O & 31, Wd = W & 31;
  return Wd ? (u32(A) >> Off) & ((1u << Wd) - 1) : 0;
}
uint64_t bfeI(uint64_t A, uint64_t O, uint64_t W) {
  unsigned Off = O & 31, Wd = W & 31;
  if (!Wd)
    return 0;
  uint32_t V = (u32(A) >> Off) & (Wd == 32 ? ~0u : ((1u << Wd) - 1));
  return u32(static_cast<uint64_t>(static_cast<int32_t>(V << (32 - Wd)) >> (32 - Wd)));
}
template <typename T> T med3T(T A, T B, T C) { return std::max(std::min(A, B), std::min(std::max(A, B), C)); }

/// V_MED3_F32 (RDNA3/CDNA3): with a NaN operand, min3; otherwise the middle
/// value by v_max_f32/v_max3_f32.
uint64_t med3F32(LaneIO &L) {
  if (fp::isNan32(S0) || fp::isNan32(S1) || fp::isNan32(S2))
    return minmax32(minmax32(S0, S1, false, L.IEEE), S2, false, L.IEEE);
  uint64_t Max3 = minmax32(minmax32(S0, S1, true, L.IEEE), S2, true, L.IEEE);
  if (Max3 == S0)
    return minmax32(S1, S2, true, L.IEEE);
  if (Max3 == S1)
    return minmax32(S0, S2, true, L.IEEE);
  return minmax32(S0, S1, true, L.IEEE);
}
/// gfx12 v_max_num/v_min_num: a NaN operand is ignored, two NaNs give S0
/// quieted (RDNA4 guide, V_MAX_NUM_F32).
uint64_t minmaxNum32(uint64_t A, uint64_t B, bool Max) {
  if (fp::isNan32(A) && fp::isNan32(B))
    return fp::quiet32(A);
  if (fp::isNan32(A))
    return B;
  if (fp::isNan32(B))
    return A;
  return bits(minmaxOrdered(f32(A), f32(B), Max));
}
uint64_t minmaxNum64(uint64_t A, uint64_t B, bool Max) {
  if (fp::isNan64(A) && fp::isNan64(B))
    return fp::quiet64(A);
  if (fp::isNan64(A))
    return B;
  if (fp::isNan64(B))
    return A;
  return bits(minmaxOrdered(f64(A), f64(B), Max));
}

//===-- Compares ----------------------------------------------------------===//

enum Cond { C_F, C_LT, C_EQ, C_LE, C_GT, C_LG, C_GE, C_O, C_U, C_NGE, C_NLG, C_NGT, C_NLE,
            C_NEQ, C_NLT, C_TRU };

template <Cond K> bool fcmp(double A, double B) {
  bool Un = std::isnan(A) || std::isnan(B);
  switch (K) {
  case C_F: return false;
  case C_LT: return A < B;
  case C_EQ: return A == B;
  case C_LE: return A <= B;
  case C_GT: return A > B;
  case C_LG: return !Un && A != B;
  case C_GE: return A >= B;
  case C_O: return !Un;
  case C_U: return Un;
  case C_NGE: return !(A >= B);
  case C_NLG: return Un || A == B;
  case C_NGT: return !(A > B);
  case C_NLE: return !(A <= B);
  case C_NEQ: return !(A == B);
  case C_NLT: return !(A < B);
  case C_TRU: return true;
  }
  return false;
}
template <Cond K> uint64_t fcmp32(LaneIO &L) { return fcmp<K>(f32(S0), f32(S1)); }
template <Cond K> uint64_t fcmp64(LaneIO &L) { return fcmp<K>(f64(S0), f64(S1)); }
template <Cond K> uint64_t fcmp16(LaneIO &L) { return fcmp<K>(h(S0), h(S1)); }

enum ICond { I_F, I_LT, I_EQ, I_LE, I_GT, I_NE, I_GE, I_T };
template <ICond K, typename T> bool icmp(T A, T B) {
  switch (K) {
  case I_F: return false;
  case I_LT: return A < B;
  case I_EQ: return A == B;
  case I_LE: return A <= B;
  case I_GT: return A > B;
  case I_NE: return A != B;
  case I_GE: return A >= B;
  case I_T: return true;
  }
  return false;
}
template <ICond K, typename T> uint64_t icmpT(LaneIO &L) {
  return icmp<K, T>(static_cast<T>(S0), static_cast<T>(S1));
}

template <Cond K> void addFloatCmp(SemMap &M, const char *Name) {
  std::string N(Name);
  for (int X = 0; X < 2; ++X) {
    uint32_t Fl = F_Cmp | (X ? F_CmpX : 0);
    std::string P = X ? "v_cmpx_" : "v_cmp_";
    M[P + N + "_f32"] = v2(V::None, V::F32, V::F32, fcmp32<K>, Fl);
    M[P + N + "_f64"] = v2(V::None, V::F64, V::F64, fcmp64<K>, Fl);
    M[P + N + "_f16"] = v2(V::None, V::F16, V::F16, fcmp16<K>, Fl);
  }
}
template <ICond K> void addIntCmp(SemMap &M, const char *Name) {
  std::string N(Name);
  for (int X = 0; X < 2; ++X) {
    uint32_t Fl = F_Cmp | (X ? F_CmpX : 0);
    std::string P = X ? "v_cmpx_" : "v_cmp_";
    M[P + N + "_i32"] = v2(V::None, V::B32, V::B32, icmpT<K, int32_t>, Fl);
    M[P + N + "_u32"] = v2(V::None, V::B32, V::B32, icmpT<K, uint32_t>, Fl);
    M[P + N + "_i64"] = v2(V::None, V::B64, V::B64, icmpT<K, int64_t>, Fl);
    M[P + N + "_u64"] = v2(V::None, V::B64, V::B64, icmpT<K, uint64_t>, Fl);
    M[P + N + "_i16"] = v2(V::None, V::B16, V::B16, icmpT<K, int16_t>, Fl);
    M[P + N + "_u16"] = v2(V::None, V::B16, V::B16, icmpT<K, uint16_t>, Fl);
  }
}

void addCompares(SemMap &M) {
  addFloatCmp<C_F>(M, "f");
  addFloatCmp<C_LT>(M, "lt");
  addFloatCmp<C_EQ>(M, "eq");
  addFloatCmp<C_LE>(M, "le");
  addFloatCmp<C_GT>(M, "gt");
  addFloatCmp<C_LG>(M, "lg");
  addFloatCmp<C_GE>(M, "ge");
  addFloatCmp<C_O>(M, "o");
  addFloatCmp<C_U>(M, "u");
  addFloatCmp<C_NGE>(M, "nge");
  addFloatCmp<C_NLG>(M, "nlg");
  addFloatCmp<C_NGT>(M, "ngt");
  addFloatCmp<C_NLE>(M, "nle");
  addFloatCmp<C_NEQ>(M, "neq");
  addFloatCmp<C_NLT>(M, "nlt");
  addFloatCmp<C_TRU>(M, "tru");
  addFloatCmp<C_TRU>(M, "t");
  addIntCmp<I_F>(M, "f");
  addIntCmp<I_LT>(M, "lt");
  addIntCmp<I_EQ>(M, "eq");
  addIntCmp<I_LE>(M, "le");
  addIntCmp<I_GT>(M, "gt");
  addIntCmp<I_NE>(M, "ne");
  addIntCmp<I_NE>(M, "lg");
  addIntCmp<I_GE>(M, "ge");
  addIntCmp<I_T>(M, "t");
  // V_CMP_CLASS: S1 is the mask of classes (ops::classBit*).
  for (int X = 0; X < 2; ++X) {
    uint32_t Fl = F_Cmp | F_NoDenormFlush | (X ? F_CmpX : 0);
    std::string P = X ? "v_cmpx_class_" : "v_cmp_class_";
    M[P + "f32"] = v2(V::None, V::F32, V::B32, LF((S1 >> classBit32(S0)) & 1), Fl);
    M[P + "f64"] = v2(V::None, V::F64, V::B32, LF((S1 >> classBit64(S0)) & 1), Fl);
    M[P + "f16"] = v2(V::None, V::F16, V::B16, LF((S1 >> classBit16(S0)) & 1), Fl);
  }
}

} // namespace

void isaemu::registerVALU(SemMap &M) {
  const uint32_t NoFlush = F_NoDenormFlush;
  //===-- Moves and bitwise -----------------------------------------------===//
  M["v_mov_b32"] = v1(V::B32, V::B32, LF(S0));
  M["v_mov_b64"] = v1(V::B64, V::B64, LF(S0));
  M["v_mov_b16"] = v1(V::B16, V::B16, LF(S0));
  M["v_accvgpr_read_b32"] = v1(V::B32, V::B32, LF(S0));
  M["v_accvgpr_write_b32"] = v1(V::B32, V::B32, LF(S0));
  M["v_accvgpr_mov_b32"] = v1(V::B32, V::B32, LF(S0));
  M["v_not_b32"] = v1(V::B32, V::B32, LF(u32(~S0)));
  M["v_not_b16"] = v1(V::B16, V::B16, LF(~S0 & 0xffff));
  M["v_and_b32"] = v2(V::B32, V::B32, V::B32, LF(S0 & S1));
  M["v_or_b32"] = v2(V::B32, V::B32, V::B32, LF(S0 | S1));
  M["v_xor_b32"] = v2(V::B32, V::B32, V::B32, LF(S0 ^ S1));
  M["v_xnor_b32"] = v2(V::B32, V::B32, V::B32, LF(u32(~(S0 ^ S1))));
  M["v_and_b16"] = v2(V::B16, V::B16, V::B16, LF(S0 & S1));
  M["v_or_b16"] = v2(V::B16, V::B16, V::B16, LF(S0 | S1));
  M["v_xor_b16"] = v2(V::B16, V::B16, V::B16, LF(S0 ^ S1));
  M["v_lshlrev_b32"] = v2(V::B32, V::B32, V::B32, LF(u32(S1 << (S0 & 31))));
  M["v_lshrrev_b32"] = v2(V::B32, V::B32, V::B32, LF(u32(S1) >> (S0 & 31)));
  M["v_ashrrev_i32"] = v2(V::B32, V::B32, V::B32, LF(sx(i32(S1) >> (S0 & 31))));
  M["v_lshlrev_b64"] = v2(V::B64, V::B32, V::B64, LF(S1 << (S0 & 63)));
  M["v_lshrrev_b64"] = v2(V::B64, V::B32, V::B64, LF(S1 >> (S0 & 63)));
  M["v_ashrrev_i64"] = v2(V::B64, V::B32, V::B64, LF(static_cast<uint64_t>(i64(S1) >> (S0 & 63))));
  M["v_lshlrev_b16"] = v2(V::B16, V::B16, V::B16, LF((S1 << (S0 & 15)) & 0xffff));
  M["v_lshrrev_b16"] = v2(V::B16, V::B16, V::B16, LF((S1 & 0xffff) >> (S0 & 15)));
  M["v_ashrrev_i16"] = v2(V::B16, V::B16, V::B16,
                         LF(static_cast<uint16_t>(static_cast<int16_t>(S1) >> (S0 & 15))));
  M["v_bfrev_b32"] = v1(V::B32, V::B32, LF(bitrev32(u32(S0))));
  M["v_bcnt_u32_b32"] = v2(V::B32, V::B32, V::B32, LF(u32(popcount32(u32(S0)) + S1)));
  M["v_mbcnt_lo_u32_b32"] = v2(V::B32, V::B32, V::B32,
                               LF(u32(popcount32(u32(S0) & (L.Lane >= 32 ? ~0u : ((1u << L.Lane) - 1))) + S1)));
  M["v_mbcnt_hi_u32_b32"] = v2(V::B32, V::B32, V::B32,
                               LF(u32(popcount32(u32(S0) & (L.Lane < 32 ? 0u : ((1u << (L.Lane - 32)) - 1))) + S1)));
  M["v_ctz_i32_b32"] = v1(V::B32, V::B32, LF(ffbl(u32(S0))));
  M["v_clz_i32_u32"] = v1(V::B32, V::B32, LF(ffbh(u32(S0))));
  M["v_cls_i32"] = v1(V::B32, V::B32, LF(ffbhI(u32(S0))));
  M["v_bfe_u32"] = v3(V::B32, V::B32, V::B32, V::B32, LF(bfeU(S0, S1, S2)));
  M["v_bfe_i32"] = v3(V::B32, V::B32, V::B32, V::B32, LF(bfeI(S0, S1, S2)));
  M["v_bfi_b32"] = v3(V::B32, V::B32, V::B32, V::B32, LF(u32((S0 & S1) | (~S0 & S2))));
  M["v_bfm_b32"] = v2(V::B32, V::B32, V::B32,
                      LF(u32(((S0 & 31) == 0 ? 0u : ((1u << (S0 & 31)) - 1)) << (S1 & 31))));
  M["v_alignbit_b32"] = v3(V::B32, V::B32, V::B32, V::B32,
                           LF(u32(((zx(u32(S0)) << 32) | u32(S1)) >> (S2 & 31))));
  M["v_alignbyte_b32"] = v3(V::B32, V::B32, V::B32, V::B32,
                            LF(u32(((zx(u32(S0)) << 32) | u32(S1)) >> (8 * (S2 & 3)))));
  M["v_perm_b32"] = v3(V::B32, V::B32, V::B32, V::B32, LB({
    uint64_t Data = (zx(u32(S0)) << 32) | u32(S1);
    uint32_t R = 0;
    for (unsigned K = 0; K < 4; ++K)
      R |= bytePermute(Data, u32(S2) >> (8 * K)) << (8 * K);
    return R;
  }));
  M["v_lshl_add_u32"] = v3(V::B32, V::B32, V::B32, V::B32, LF(u32((S0 << (S1 & 31)) + S2)));
  M["v_add_lshl_u32"] = v3(V::B32, V::B32, V::B32, V::B32, LF(u32((S0 + S1) << (S2 & 31))));
  M["v_lshl_or_b32"] = v3(V::B32, V::B32, V::B32, V::B32, LF(u32((S0 << (S1 & 31)) | S2)));
  M["v_and_or_b32"] = v3(V::B32, V::B32, V::B32, V::B32, LF(u32((S0 & S1) | S2)));
  M["v_or3_b32"] = v3(V::B32, V::B32, V::B32, V::B32, LF(u32(S0 | S1 | S2)));
  M["v_xor3_b32"] = v3(V::B32, V::B32, V::B32, V::B32, LF(u32(S0 ^ S1 ^ S2)));
  M["v_add3_u32"] = v3(V::B32, V::B32, V::B32, V::B32, LF(u32(S0 + S1 + S2)));
  M["v_xad_u32"] = v3(V::B32, V::B32, V::B32, V::B32, LF(u32((S0 ^ S1) + S2)));
  M["v_lshl_add_u64"] = v3(V::B64, V::B64, V::B32, V::B64, LF((S0 << (S1 & 7)) + S2));

  //===-- Integer arithmetic ----------------------------------------------===//
  M["v_add_nc_u32"] = v2(V::B32, V::B32, V::B32, addU32);
  M["v_sub_nc_u32"] = v2(V::B32, V::B32, V::B32, LF(subU32(S0, S1, L.Clamp)));
  M["v_subrev_nc_u32"] = v2(V::B32, V::B32, V::B32, LF(subU32(S1, S0, L.Clamp)));
  M["v_add_nc_i32"] = v2(V::B32, V::B32, V::B32, addI32);
  M["v_sub_nc_i32"] = v2(V::B32, V::B32, V::B32, LF(subI32(S0, S1, L.Clamp)));
  M["v_add_co_u32"] = v2(V::B32, V::B32, V::B32, addCo, F_CarryOut);
  M["v_sub_co_u32"] = v2(V::B32, V::B32, V::B32, LF(subCo(S0, S1, L)), F_CarryOut);
  M["v_subrev_co_u32"] = v2(V::B32, V::B32, V::B32, LF(subCo(S1, S0, L)), F_CarryOut);
  M["v_add_co_ci_u32"] = v2(V::B32, V::B32, V::B32, addCi, F_CarryOut | F_CarryIn);
  M["v_sub_co_ci_u32"] = v2(V::B32, V::B32, V::B32, LF(subCi(S0, S1, L)), F_CarryOut | F_CarryIn);
  M["v_subrev_co_ci_u32"] = v2(V::B32, V::B32, V::B32, LF(subCi(S1, S0, L)), F_CarryOut | F_CarryIn);
  M["v_add_nc_u16"] = v2(V::B16, V::B16, V::B16, LB({
    uint64_t R = (S0 & 0xffff) + (S1 & 0xffff);
    return L.Clamp && R > 0xffff ? 0xffff : R & 0xffff;
  }));
  M["v_sub_nc_u16"] = v2(V::B16, V::B16, V::B16, LB({
    if (L.Clamp && (S1 & 0xffff) > (S0 & 0xffff))
      return 0;
    return (S0 - S1) & 0xffff;
  }));
  M["v_subrev_nc_u16"] = v2(V::B16, V::B16, V::B16, LB({
    if (L.Clamp && (S0 & 0xffff) > (S1 & 0xffff))
      return 0;
    return (S1 - S0) & 0xffff;
  }));
  M["v_mul_lo_u16"] = v2(V::B16, V::B16, V::B16, LF((S0 * S1) & 0xffff));
  M["v_max_u16"] = v2(V::B16, V::B16, V::B16, LF(std::max(S0 & 0xffff, S1 & 0xffff)));
  M["v_min_u16"] = v2(V::B16, V::B16, V::B16, LF(std::min(S0 & 0xffff, S1 & 0xffff)));
  M["v_max_i16"] = v2(V::B16, V::B16, V::B16,
                      LF(static_cast<uint16_t>(std::max(static_cast<int16_t>(S0), static_cast<int16_t>(S1)))));
  M["v_min_i16"] = v2(V::B16, V::B16, V::B16,
                      LF(static_cast<uint16_t>(std::min(static_cast<int16_t>(S0), static_cast<int16_t>(S1)))));
  M["v_mad_u16"] = v3(V::B16, V::B16, V::B16, V::B16, LF((S0 * S1 + S2) & 0xffff));
  M["v_cndmask_b32"] = v2(V::B32, V::B32, V::B32, LF(L.CarryIn ? S1 : S0), F_Cndmask | NoFlush);
  M["v_cndmask_b16"] = v2(V::B16, V::B16, V::B16, LF(L.CarryIn ? S1 : S0), F_Cndmask | NoFlush);
  M["v_mul_lo_u32"] = v2(V::B32, V::B32, V::B32, LF(u32(S0 * S1)));
  M["v_mul_hi_u32"] = v2(V::B32, V::B32, V::B32, LF((zx(u32(S0)) * u32(S1)) >> 32));
  M["v_mul_hi_i32"] = v2(V::B32, V::B32, V::B32,
                         LF(u32(static_cast<uint64_t>((int64_t(i32(S0)) * i32(S1)) >> 32))));
  M["v_mul_u32_u24"] = v2(V::B32, V::B32, V::B32, LF(u32((S0 & 0xffffff) * (S1 & 0xffffff))));
  M["v_mul_hi_u32_u24"] = v2(V::B32, V::B32, V::B32,
                             LF(u32(((S0 & 0xffffff) * (S1 & 0xffffff)) >> 32)));
  M["v_mul_i32_i24"] = v2(V::B32, V::B32, V::B32,
                          LF(u32(static_cast<uint64_t>(int64_t(sext24(u32(S0))) * sext24(u32(S1))))));
  M["v_mul_hi_i32_i24"] = v2(V::B32, V::B32, V::B32,
                             LF(u32(static_cast<uint64_t>((int64_t(sext24(u32(S0))) * sext24(u32(S1))) >> 32))));
  M["v_mad_u32_u24"] = v3(V::B32, V::B32, V::B32, V::B32, LF(u32((S0 & 0xffffff) * (S1 & 0xffffff) + S2)));
  M["v_mad_i32_i24"] = v3(V::B32, V::B32, V::B32, V::B32,
                          LF(u32(static_cast<uint64_t>(int64_t(sext24(u32(S0))) * sext24(u32(S1)) + i32(S2)))));
  M["v_mad_u64_u32"] = v3(V::B64, V::B32, V::B32, V::B64, madU64U32, F_CarryOut);
  M["v_mad_i64_i32"] = v3(V::B64, V::B32, V::B32, V::B64, madI64I32, F_CarryOut);
  M["v_max_i32"] = v2(V::B32, V::B32, V::B32, LF(sx(std::max(i32(S0), i32(S1)))));
  M["v_min_i32"] = v2(V::B32, V::B32, V::B32, LF(sx(std::min(i32(S0), i32(S1)))));
  M["v_max_u32"] = v2(V::B32, V::B32, V::B32, LF(std::max(u32(S0), u32(S1))));
  M["v_min_u32"] = v2(V::B32, V::B32, V::B32, LF(std::min(u32(S0), u32(S1))));
  M["v_max3_i32"] = v3(V::B32, V::B32, V::B32, V::B32, LF(sx(std::max({i32(S0), i32(S1), i32(S2)}))));
  M["v_min3_i32"] = v3(V::B32, V::B32, V::B32, V::B32, LF(sx(std::min({i32(S0), i32(S1), i32(S2)}))));
  M["v_max3_u32"] = v3(V::B32, V::B32, V::B32, V::B32, LF(std::max({u32(S0), u32(S1), u32(S2)})));
  M["v_min3_u32"] = v3(V::B32, V::B32, V::B32, V::B32, LF(std::min({u32(S0), u32(S1), u32(S2)})));
  M["v_med3_i32"] = v3(V::B32, V::B32, V::B32, V::B32, LF(sx(med3T(i32(S0), i32(S1), i32(S2)))));
  M["v_med3_u32"] = v3(V::B32, V::B32, V::B32, V::B32, LF(med3T(u32(S0), u32(S1), u32(S2))));
  M["v_sad_u32"] = v3(V::B32, V::B32, V::B32, V::B32,
                      LF(u32((u32(S0) > u32(S1) ? u32(S0) - u32(S1) : u32(S1) - u32(S0)) + S2)));

  //===-- Conversions ------------------------------------------------------===//
  M["v_cvt_f32_u32"] = v1(V::F32, V::B32, LF(bits(static_cast<float>(u32(S0)))));
  M["v_cvt_f32_i32"] = v1(V::F32, V::B32, LF(bits(static_cast<float>(i32(S0)))));
  M["v_cvt_u32_f32"] = v1(V::B32, V::F32, LF(f2u32(f32(S0))));
  M["v_cvt_i32_f32"] = v1(V::B32, V::F32, LF(f2i32(f32(S0))));
  M["v_cvt_f64_u32"] = v1(V::F64, V::B32, LF(bits(static_cast<double>(u32(S0)))));
  M["v_cvt_f64_i32"] = v1(V::F64, V::B32, LF(bits(static_cast<double>(i32(S0)))));
  M["v_cvt_u32_f64"] = v1(V::B32, V::F64, LF(f2u32(f64(S0))));
  M["v_cvt_i32_f64"] = v1(V::B32, V::F64, LF(f2i32(f64(S0))));
  M["v_cvt_f32_f64"] = v1(V::F32, V::F64, LB({
    if (fp::isNan64(S0))
      return fp::quiet32(static_cast<uint32_t>(((S0 >> 63) << 31) | 0x7f800000u |
                                                static_cast<uint32_t>((S0 >> 29) & 0x7fffff)));
    return bits(static_cast<float>(f64(S0)));
  }));
  M["v_cvt_f64_f32"] = v1(V::F64, V::F32, LB({
    if (fp::isNan32(S0))
      return fp::quiet64(((S0 >> 31) << 63) | 0x7ff0000000000000ull | ((S0 & 0x7fffff) << 29));
    return bits(static_cast<double>(f32(S0)));
  }));
  M["v_cvt_f16_f32"] = v1(V::F16, V::F32, LF(fp::f2h(f32(S0))));
  M["v_cvt_f32_f16"] = v1(V::F32, V::F16, LF(bits(h(S0))));
  M["v_cvt_f16_u16"] = v1(V::F16, V::B16, LF(hb(static_cast<double>(S0 & 0xffff))));
  M["v_cvt_f16_i16"] = v1(V::F16, V::B16, LF(hb(static_cast<double>(static_cast<int16_t>(S0)))));
  M["v_cvt_u16_f16"] = v1(V::B16, V::F16, LF(f2u16(h(S0))));
  M["v_cvt_i16_f16"] = v1(V::B16, V::F16, LF(f2i16(h(S0))));
  M["v_cvt_f32_ubyte0"] = v1(V::F32, V::B32, LF(bits(static_cast<float>(S0 & 0xff))));
  M["v_cvt_f32_ubyte1"] = v1(V::F32, V::B32, LF(bits(static_cast<float>((S0 >> 8) & 0xff))));
  M["v_cvt_f32_ubyte2"] = v1(V::F32, V::B32, LF(bits(static_cast<float>((S0 >> 16) & 0xff))));
  M["v_cvt_f32_ubyte3"] = v1(V::F32, V::B32, LF(bits(static_cast<float>((S0 >> 24) & 0xff))));
  M["v_cvt_nearest_i32_f32"] = v1(V::B32, V::F32, LF(f2i32(std::floor(f32(S0) + 0.5f))));
  M["v_cvt_floor_i32_f32"] = v1(V::B32, V::F32, LF(f2i32(std::floor(f32(S0)))));
  M["v_cvt_pk_rtz_f16_f32"] = v2(V::B32, V::F32, V::F32, LB({
    // Round towards zero: truncate the f32 -> f16 conversion.
    auto RTZ = [](float F) -> uint64_t {
      uint16_t H = fp::f2h(F);
      if (!std::isnan(F) && !std::isinf(F) && std::fabs(h(H)) > std::fabs(F))
        H = static_cast<uint16_t>(H - 1); // one step towards zero in magnitude
      return H;
    };
    return RTZ(f32(S0)) | RTZ(f32(S1)) << 16;
  }));
  M["v_cvt_pk_u16_u32"] = v2(V::B32, V::B32, V::B32,
                             LF(std::min<uint64_t>(u32(S0), 0xffff) | std::min<uint64_t>(u32(S1), 0xffff) << 16));
  M["v_cvt_pk_i16_i32"] = v2(V::B32, V::B32, V::B32, LB({
    auto Sat = [](int32_t X) -> uint64_t {
      return static_cast<uint16_t>(static_cast<int16_t>(X > 32767 ? 32767 : X < -32768 ? -32768 : X));
    };
    return Sat(i32(S0)) | Sat(i32(S1)) << 16;
  }));

  //===-- f32 ---------------------------------------------------------------===//
  M["v_add_f32"] = v2(V::F32, V::F32, V::F32, LF(bits(f32(S0) + f32(S1))));
  M["v_sub_f32"] = v2(V::F32, V::F32, V::F32, LF(bits(f32(S0) - f32(S1))));
  M["v_subrev_f32"] = v2(V::F32, V::F32, V::F32, LF(bits(f32(S1) - f32(S0))));
  M["v_mul_f32"] = v2(V::F32, V::F32, V::F32, LF(bits(f32(S0) * f32(S1))));
  M["v_mul_dx9_zero_f32"] = v2(V::F32, V::F32, V::F32,
                               LF(f32(S0) == 0 || f32(S1) == 0 ? bits(0.0f) : bits(f32(S0) * f32(S1))));
  M["v_fma_f32"] = v3(V::F32, V::F32, V::F32, V::F32, LF(bits(fmaT(f32(S0), f32(S1), f32(S2)))));
  M["v_fmac_f32"] = valu(V::F32, V::F32, V::F32, V::F32, 2, LF(bits(fmaT(f32(S0), f32(S1), f32(S2)))), F_ReadDst);
  // v_mad/v_mac (gfx9): multiply and add, each rounded.
  M["v_mad_f32"] = v3(V::F32, V::F32, V::F32, V::F32, LF(bits(f32(S0) * f32(S1) + f32(S2))));
  M["v_mac_f32"] = valu(V::F32, V::F32, V::F32, V::F32, 2, LF(bits(f32(S0) * f32(S1) + f32(S2))), F_ReadDst);
  M["v_min_f32"] = v2(V::F32, V::F32, V::F32, LF(minmax32(S0, S1, false, L.IEEE)));
  M["v_max_f32"] = v2(V::F32, V::F32, V::F32, LF(minmax32(S0, S1, true, L.IEEE)));
  M["v_min_num_f32"] = v2(V::F32, V::F32, V::F32, LF(minmaxNum32(S0, S1, false)));
  M["v_max_num_f32"] = v2(V::F32, V::F32, V::F32, LF(minmaxNum32(S0, S1, true)));
  M["v_min3_f32"] = v3(V::F32, V::F32, V::F32, V::F32,
                       LF(minmax32(minmax32(S0, S1, false, L.IEEE), S2, false, L.IEEE)));
  M["v_max3_f32"] = v3(V::F32, V::F32, V::F32, V::F32,
                       LF(minmax32(minmax32(S0, S1, true, L.IEEE), S2, true, L.IEEE)));
  M["v_min3_num_f32"] = v3(V::F32, V::F32, V::F32, V::F32,
                           LF(minmaxNum32(minmaxNum32(S0, S1, false), S2, false)));
  M["v_max3_num_f32"] = v3(V::F32, V::F32, V::F32, V::F32,
                           LF(minmaxNum32(minmaxNum32(S0, S1, true), S2, true)));
  M["v_med3_f32"] = v3(V::F32, V::F32, V::F32, V::F32, med3F32);
  M["v_rcp_f32"] = v1(V::F32, V::F32, LF(bits(rcp32(f32(S0)))));
  M["v_rcp_iflag_f32"] = v1(V::F32, V::F32, LF(bits(rcp32(f32(S0)))));
  M["v_rsq_f32"] = v1(V::F32, V::F32, LF(bits(rsq32(f32(S0)))));
  M["v_sqrt_f32"] = v1(V::F32, V::F32, LF(bits(sqrt32(f32(S0)))));
  M["v_exp_f32"] = v1(V::F32, V::F32, LF(bits(exp2_32(f32(S0)))));
  M["v_log_f32"] = v1(V::F32, V::F32, LF(bits(log2_32(f32(S0)))));
  M["v_sin_f32"] = v1(V::F32, V::F32, LF(bits(sinRev32(f32(S0), false))));
  M["v_cos_f32"] = v1(V::F32, V::F32, LF(bits(sinRev32(f32(S0), true))));
  M["v_floor_f32"] = v1(V::F32, V::F32, LF(bits(std::floor(f32(S0)))));
  M["v_ceil_f32"] = v1(V::F32, V::F32, LF(bits(std::ceil(f32(S0)))));
  M["v_trunc_f32"] = v1(V::F32, V::F32, LF(bits(std::trunc(f32(S0)))));
  M["v_rndne_f32"] = v1(V::F32, V::F32, LF(bits(std::nearbyint(f32(S0)))));
  M["v_fract_f32"] = v1(V::F32, V::F32, LF(bits(fract(f32(S0)))));
  M["v_frexp_mant_f32"] = v1(V::F32, V::F32, LF(bits(frexpMant(f32(S0)))));
  M["v_frexp_exp_i32_f32"] = v1(V::B32, V::F32, LF(sx(frexpExp(f32(S0)))));
  M["v_ldexp_f32"] = v2(V::F32, V::F32, V::B32, LF(bits(std::ldexp(f32(S0), std::clamp(i32(S1), -1000, 1000)))));
  M["v_div_scale_f32"] = v3(V::F32, V::F32, V::F32, V::F32, LB({
    bool Vcc;
    uint64_t R = divScale32(S0, S1, S2, Vcc);
    L.CarryOut = Vcc;
    return R;
  }), F_VccOut);
  M["v_div_fmas_f32"] = v3(V::F32, V::F32, V::F32, V::F32, LB({
    float R = fmaT(f32(S0), f32(S1), f32(S2));
    if (L.CarryIn) // scale back what div_scale scaled (FloatOps.cpp)
      R = static_cast<float>(static_cast<double>(fmaT(static_cast<double>(f32(S0)),
                                                      static_cast<double>(f32(S1)),
                                                      static_cast<double>(f32(S2)))) *
                             (std::fabs(f32(S2)) >= 2.0f ? 0x1p64 : 0x1p-64));
    return bits(R);
  }), F_VccIn);
  M["v_div_fixup_f32"] = v3(V::F32, V::F32, V::F32, V::F32, LF(divFixup32(S0, S1, S2)));

  //===-- f64 ---------------------------------------------------------------===//
  M["v_add_f64"] = v2(V::F64, V::F64, V::F64, LF(bits(f64(S0) + f64(S1))));
  M["v_mul_f64"] = v2(V::F64, V::F64, V::F64, LF(bits(f64(S0) * f64(S1))));
  M["v_fma_f64"] = v3(V::F64, V::F64, V::F64, V::F64, LF(bits(fmaT(f64(S0), f64(S1), f64(S2)))));
  M["v_fmac_f64"] = valu(V::F64, V::F64, V::F64, V::F64, 2, LF(bits(fmaT(f64(S0), f64(S1), f64(S2)))), F_ReadDst);
  M["v_min_f64"] = v2(V::F64, V::F64, V::F64, LF(minmax64(S0, S1, false, L.IEEE)));
  M["v_max_f64"] = v2(V::F64, V::F64, V::F64, LF(minmax64(S0, S1, true, L.IEEE)));
  M["v_min_num_f64"] = v2(V::F64, V::F64, V::F64, LF(minmaxNum64(S0, S1, false)));
  M["v_max_num_f64"] = v2(V::F64, V::F64, V::F64, LF(minmaxNum64(S0, S1, true)));
  M["v_rcp_f64"] = v1(V::F64, V::F64, LF(bits(rcp64(f64(S0)))));
  M["v_rsq_f64"] = v1(V::F64, V::F64, LF(bits(rsq64(f64(S0)))));
  M["v_sqrt_f64"] = v1(V::F64, V::F64, LF(bits(sqrt64(f64(S0)))));
  M["v_floor_f64"] = v1(V::F64, V::F64, LF(bits(std::floor(f64(S0)))));
  M["v_ceil_f64"] = v1(V::F64, V::F64, LF(bits(std::ceil(f64(S0)))));
  M["v_trunc_f64"] = v1(V::F64, V::F64, LF(bits(std::trunc(f64(S0)))));
  M["v_rndne_f64"] = v1(V::F64, V::F64, LF(bits(std::nearbyint(f64(S0)))));
  M["v_fract_f64"] = v1(V::F64, V::F64, LF(bits(fract(f64(S0)))));
  M["v_frexp_mant_f64"] = v1(V::F64, V::F64, LF(bits(frexpMant(f64(S0)))));
  M["v_frexp_exp_i32_f64"] = v1(V::B32, V::F64, LF(sx(frexpExp(f64(S0)))));
  M["v_ldexp_f64"] = v2(V::F64, V::F64, V::B32, LF(bits(std::ldexp(f64(S0), std::clamp(i32(S1), -5000, 5000)))));
  M["v_div_scale_f64"] = v3(V::F64, V::F64, V::F64, V::F64, LB({
    bool Vcc;
    uint64_t R = divScale64(S0, S1, S2, Vcc);
    L.CarryOut = Vcc;
    return R;
  }), F_VccOut);
  M["v_div_fmas_f64"] = v3(V::F64, V::F64, V::F64, V::F64, LB({
    if (!L.CarryIn)
      return bits(fmaT(f64(S0), f64(S1), f64(S2)));
    // One rounding of the scaled fma: long double holds the product and
    // the sum exactly enough for the cases div_scale produces.
    long double R = std::fma(static_cast<long double>(f64(S0)), static_cast<long double>(f64(S1)),
                             static_cast<long double>(f64(S2)));
    R = std::ldexp(R, std::fabs(f64(S2)) >= 2.0 ? 128 : -128);
    return bits(static_cast<double>(R));
  }), F_VccIn);
  M["v_div_fixup_f64"] = v3(V::F64, V::F64, V::F64, V::F64, LF(divFixup64(S0, S1, S2)));

  //===-- f16 ---------------------------------------------------------------===//
  M["v_add_f16"] = v2(V::F16, V::F16, V::F16, LF(hb(double(h(S0)) + h(S1))));
  M["v_sub_f16"] = v2(V::F16, V::F16, V::F16, LF(hb(double(h(S0)) - h(S1))));
  M["v_subrev_f16"] = v2(V::F16, V::F16, V::F16, LF(hb(double(h(S1)) - h(S0))));
  M["v_mul_f16"] = v2(V::F16, V::F16, V::F16, LF(hb(double(h(S0)) * h(S1))));
  M["v_fma_f16"] = v3(V::F16, V::F16, V::F16, V::F16, LF(hb(fmaT(double(h(S0)), double(h(S1)), double(h(S2))))));
  M["v_fmac_f16"] = valu(V::F16, V::F16, V::F16, V::F16, 2,
                         LF(hb(fmaT(double(h(S0)), double(h(S1)), double(h(S2))))), F_ReadDst | F_KeepHi16Gfx9);
  M["v_max_f16"] = v2(V::F16, V::F16, V::F16, LF(minmax16(S0, S1, true, L.IEEE)));
  M["v_min_f16"] = v2(V::F16, V::F16, V::F16, LF(minmax16(S0, S1, false, L.IEEE)));
  M["v_ldexp_f16"] = v2(V::F16, V::F16, V::B16,
                        LF(hb(std::ldexp(double(h(S0)), static_cast<int16_t>(S1)))));
  M["v_rcp_f16"] = v1(V::F16, V::F16, LF(hb(rcp32(h(S0)))));
  M["v_sqrt_f16"] = v1(V::F16, V::F16, LF(hb(sqrt32(h(S0)))));
  M["v_floor_f16"] = v1(V::F16, V::F16, LF(hb(std::floor(h(S0)))));
  M["v_ceil_f16"] = v1(V::F16, V::F16, LF(hb(std::ceil(h(S0)))));
  M["v_trunc_f16"] = v1(V::F16, V::F16, LF(hb(std::trunc(h(S0)))));
  M["v_rndne_f16"] = v1(V::F16, V::F16, LF(hb(std::nearbyint(h(S0)))));
  M["v_div_fixup_f16"] = v3(V::F16, V::F16, V::F16, V::F16, LF(divFixup16(S0, S1, S2)));

  //===-- Packed (VOP3P): the lane function is one element's ---------------===//
  M["v_pk_add_f16"] = packed(V::PKF16, V::PKF16, 2, LF(hb(double(h(S0)) + h(S1))));
  M["v_pk_mul_f16"] = packed(V::PKF16, V::PKF16, 2, LF(hb(double(h(S0)) * h(S1))));
  M["v_pk_fma_f16"] = packed(V::PKF16, V::PKF16, 3,
                             LF(hb(fmaT(double(h(S0)), double(h(S1)), double(h(S2))))));
  M["v_pk_max_f16"] = packed(V::PKF16, V::PKF16, 2, LF(minmax16(S0, S1, true, L.IEEE)));
  M["v_pk_min_f16"] = packed(V::PKF16, V::PKF16, 2, LF(minmax16(S0, S1, false, L.IEEE)));
  M["v_pk_add_u16"] = packed(V::PK16, V::PK16, 2, LB({
    uint64_t R = (S0 & 0xffff) + (S1 & 0xffff);
    return L.Clamp && R > 0xffff ? 0xffff : R & 0xffff;
  }));
  M["v_pk_sub_u16"] = packed(V::PK16, V::PK16, 2, LB({
    if (L.Clamp && (S1 & 0xffff) > (S0 & 0xffff))
      return 0;
    return (S0 - S1) & 0xffff;
  }));
  M["v_pk_add_i16"] = packed(V::PK16, V::PK16, 2, LF((S0 + S1) & 0xffff));
  M["v_pk_mul_lo_u16"] = packed(V::PK16, V::PK16, 2, LF((S0 * S1) & 0xffff));
  M["v_pk_lshlrev_b16"] = packed(V::PK16, V::PK16, 2, LF((S1 << (S0 & 15)) & 0xffff));
  M["v_pk_lshrrev_b16"] = packed(V::PK16, V::PK16, 2, LF((S1 & 0xffff) >> (S0 & 15)));
  M["v_pk_max_u16"] = packed(V::PK16, V::PK16, 2, LF(std::max(S0 & 0xffff, S1 & 0xffff)));
  M["v_pk_min_u16"] = packed(V::PK16, V::PK16, 2, LF(std::min(S0 & 0xffff, S1 & 0xffff)));
  M["v_pk_fma_f32"] = packed(V::PKF32, V::PKF32, 3, LF(bits(fmaT(f32(S0), f32(S1), f32(S2)))));
  M["v_pk_mul_f32"] = packed(V::PKF32, V::PKF32, 2, LF(bits(f32(S0) * f32(S1))));
  M["v_pk_add_f32"] = packed(V::PKF32, V::PKF32, 2, LF(bits(f32(S0) + f32(S1))));

  addCompares(M);
}

//===- HostRoundingCheck.cpp - Directed rounding vs. the host's FPU -------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
//
// Checks the project's libdevice functions with a rounding mode
// (lib/Lowering/NVVM/LibdeviceIR/LibdeviceAMDGPU.c, compiled for the host) against
// the host's own IEEE arithmetic under fesetround, on special values and
// random operands of every magnitude: far more inputs than the H200 sweep.
//
//   libdevice-host-rounding-check [N]     (N random operand sets, default 1M)
//
//===----------------------------------------------------------------------===//

#include <cfenv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#pragma STDC FENV_ACCESS ON

extern "C" {
unsigned char __oclc_daz_opt = 0;
// The OCML functions LibdeviceAMDGPU.c calls, for the host (the functions
// checked here call none of them).
#define STUB1(R, N, T) R N(T) { std::abort(); }
STUB1(float, __ocml_sin_f32, float)
STUB1(float, __ocml_cos_f32, float)
STUB1(float, __ocml_native_sin_f32, float)
STUB1(float, __ocml_native_cos_f32, float)
STUB1(float, __ocml_native_exp2_f32, float)
STUB1(float, __ocml_native_log2_f32, float)
STUB1(float, __ocml_native_recip_f32, float)
STUB1(double, __ocml_j0_f64, double)
STUB1(double, __ocml_j1_f64, double)
STUB1(double, __ocml_y0_f64, double)
STUB1(double, __ocml_y1_f64, double)
STUB1(double, __ocml_lgamma_f64, double)
STUB1(double, __ocml_i1_f64, double)
STUB1(double, __ocml_erfinv_f64, double)
STUB1(double, __ocml_erfcinv_f64, double)
STUB1(double, __ocml_tgamma_f64, double)
STUB1(double, __ocml_erfcx_f64, double)
STUB1(double, __ocml_exp_f64, double)
STUB1(double, __ocml_log_f64, double)
STUB1(double, __ocml_cbrt_f64, double)
STUB1(double, __ocml_erfc_f64, double)
STUB1(float, __ocml_sinpi_f32, float)
STUB1(float, __ocml_cospi_f32, float)
STUB1(double, __ocml_sinpi_f64, double)
STUB1(double, __ocml_cospi_f64, double)
STUB1(float, __ocml_expm1_f32, float)
STUB1(float, __ocml_exp_f32, float)
STUB1(float, __ocml_exp10_f32, float)
STUB1(float, __ocml_ncdf_f32, float)
STUB1(double, __ocml_expm1_f64, double)
STUB1(double, __ocml_log1p_f64, double)
STUB1(float, __ocml_j0_f32, float)
STUB1(float, __ocml_j1_f32, float)
STUB1(float, __ocml_ncdfinv_f32, float)
STUB1(double, __ocml_ncdfinv_f64, double)
float __ocml_sincos_f32(float, float *) { std::abort(); }
float __ocml_sincospi_f32(float, float *) { std::abort(); }
double __ocml_sincos_f64(double, double *) { std::abort(); }
double __ocml_sincospi_f64(double, double *) { std::abort(); }
float __ocml_frexp_f32(float, int *) { std::abort(); }
double __ocml_frexp_f64(double, int *) { std::abort(); }
float __ocml_remquo_f32(float, float, int *) { std::abort(); }
double __ocml_remquo_f64(double, double, int *) { std::abort(); }

#define F2(N) float __nv_##N##_rn(float, float), __nv_##N##_rz(float, float), \
  __nv_##N##_rd(float, float), __nv_##N##_ru(float, float);
F2(fadd) F2(fsub) F2(fmul) F2(fdiv)
#define D2(N) double __nv_##N##_rn(double, double), __nv_##N##_rz(double, double), \
  __nv_##N##_rd(double, double), __nv_##N##_ru(double, double);
D2(dadd) D2(dsub) D2(dmul) D2(ddiv)
float __nv_fmaf_rn(float, float, float), __nv_fmaf_rz(float, float, float),
    __nv_fmaf_rd(float, float, float), __nv_fmaf_ru(float, float, float);
double __nv_fma_rz(double, double, double), __nv_fma_rd(double, double, double),
    __nv_fma_ru(double, double, double);
float __nv_fsqrt_rn(float), __nv_fsqrt_rz(float), __nv_fsqrt_rd(float), __nv_fsqrt_ru(float);
float __nv_frcp_rn(float), __nv_frcp_rz(float), __nv_frcp_rd(float), __nv_frcp_ru(float);
double __nv_dsqrt_rz(double), __nv_dsqrt_rd(double), __nv_dsqrt_ru(double);
double __nv_drcp_rz(double), __nv_drcp_rd(double), __nv_drcp_ru(double);
float __nv_double2float_rz(double), __nv_double2float_rd(double), __nv_double2float_ru(double);
float __nv_ll2float_rz(long long), __nv_ll2float_rd(long long), __nv_ll2float_ru(long long);
float __nv_ull2float_rz(unsigned long long), __nv_ull2float_rd(unsigned long long),
    __nv_ull2float_ru(unsigned long long);
double __nv_ll2double_rz(long long), __nv_ll2double_rd(long long), __nv_ll2double_ru(long long);
double __nv_ull2double_rz(unsigned long long), __nv_ull2double_rd(unsigned long long),
    __nv_ull2double_ru(unsigned long long);
float __nv_int2float_rz(int), __nv_int2float_rd(int), __nv_int2float_ru(int);
float __nv_frsqrt_rn(float);
}

static uint64_t S = 0x243f6a8885a308d3ull;
static uint64_t next() {
  S += 0x9e3779b97f4a7c15ull;
  uint64_t X = S;
  X = (X ^ (X >> 30)) * 0xbf58476d1ce4e5b9ull;
  X = (X ^ (X >> 27)) * 0x94d049bb133111ebull;
  return X ^ (X >> 31);
}
static float randF() {
  uint32_t B = uint32_t(next());
  if ((B & 7) == 0) // near another operand's magnitude: cancellations
    B = (B & 0x807fffffu) | 0x3f800000u;
  float F;
  std::memcpy(&F, &B, 4);
  return F;
}
static double randD() {
  uint64_t B = next();
  if ((B & 7) == 0)
    B = (B & 0x800fffffffffffffull) | 0x3ff0000000000000ull;
  double D;
  std::memcpy(&D, &B, 8);
  return D;
}
template <typename T> static bool same(T A, T B) {
  if (std::isnan(A) && std::isnan(B))
    return true;
  return std::memcmp(&A, &B, sizeof(T)) == 0;
}

static const int Modes[4] = {FE_TONEAREST, FE_TOWARDZERO, FE_DOWNWARD, FE_UPWARD};
static long Failures = 0, Checks = 0;

template <typename T, typename F, typename H>
static void check(const char *Name, int M, F Got, H Host) {
  std::fesetround(Modes[M]);
  volatile T Want = Host();
  std::fesetround(FE_TONEAREST);
  T G = Got();
  ++Checks;
  if (!same<T>(G, Want) && Failures++ < 20)
    std::printf("%s mode %d: got %a want %a\n", Name, M, double(G), double(Want));
}

int main(int Argc, char **Argv) {
  long N = Argc > 1 ? std::atol(Argv[1]) : 1000000;
  float (*FAdd[4])(float, float) = {__nv_fadd_rn, __nv_fadd_rz, __nv_fadd_rd, __nv_fadd_ru};
  float (*FSub[4])(float, float) = {__nv_fsub_rn, __nv_fsub_rz, __nv_fsub_rd, __nv_fsub_ru};
  float (*FMul[4])(float, float) = {__nv_fmul_rn, __nv_fmul_rz, __nv_fmul_rd, __nv_fmul_ru};
  float (*FDiv[4])(float, float) = {__nv_fdiv_rn, __nv_fdiv_rz, __nv_fdiv_rd, __nv_fdiv_ru};
  float (*FFma[4])(float, float, float) = {__nv_fmaf_rn, __nv_fmaf_rz, __nv_fmaf_rd, __nv_fmaf_ru};
  float (*FSqrt[4])(float) = {__nv_fsqrt_rn, __nv_fsqrt_rz, __nv_fsqrt_rd, __nv_fsqrt_ru};
  float (*FRcp[4])(float) = {__nv_frcp_rn, __nv_frcp_rz, __nv_frcp_rd, __nv_frcp_ru};
  double (*DAdd[4])(double, double) = {__nv_dadd_rn, __nv_dadd_rz, __nv_dadd_rd, __nv_dadd_ru};
  double (*DSub[4])(double, double) = {__nv_dsub_rn, __nv_dsub_rz, __nv_dsub_rd, __nv_dsub_ru};
  double (*DMul[4])(double, double) = {__nv_dmul_rn, __nv_dmul_rz, __nv_dmul_rd, __nv_dmul_ru};
  double (*DDiv[4])(double, double) = {__nv_ddiv_rn, __nv_ddiv_rz, __nv_ddiv_rd, __nv_ddiv_ru};
  double (*DFma[4])(double, double, double) = {nullptr, __nv_fma_rz, __nv_fma_rd, __nv_fma_ru};
  double (*DSqrt[4])(double) = {nullptr, __nv_dsqrt_rz, __nv_dsqrt_rd, __nv_dsqrt_ru};
  double (*DRcp[4])(double) = {nullptr, __nv_drcp_rz, __nv_drcp_rd, __nv_drcp_ru};
  float (*D2F[4])(double) = {nullptr, __nv_double2float_rz, __nv_double2float_rd, __nv_double2float_ru};
  float (*LL2F[4])(long long) = {nullptr, __nv_ll2float_rz, __nv_ll2float_rd, __nv_ll2float_ru};
  float (*ULL2F[4])(unsigned long long) = {nullptr, __nv_ull2float_rz, __nv_ull2float_rd, __nv_ull2float_ru};
  double (*LL2D[4])(long long) = {nullptr, __nv_ll2double_rz, __nv_ll2double_rd, __nv_ll2double_ru};
  double (*ULL2D[4])(unsigned long long) = {nullptr, __nv_ull2double_rz, __nv_ull2double_rd, __nv_ull2double_ru};
  float (*I2F[4])(int) = {nullptr, __nv_int2float_rz, __nv_int2float_rd, __nv_int2float_ru};

  for (long I = 0; I < N; ++I) {
    volatile float A = randF(), B = randF(), C = randF();
    volatile double DA = randD(), DB = randD(), DC = randD();
    long long L0 = (long long)(next() >> (next() & 63));
    // Volatile: every conversion happens where the mode is set.
    volatile long long L = (next() & 1) ? -L0 : L0;
    volatile unsigned long long U = next() >> (next() & 63);
    volatile int IV = int(uint32_t(next() >> (next() & 31)));
    volatile double Small = DC * 1e-300;
    for (int M = 0; M < 4; ++M) {
      check<float>("fadd", M, [&] { return FAdd[M](A, B); }, [&] { return A + B; });
      check<float>("fsub", M, [&] { return FSub[M](A, B); }, [&] { return A - B; });
      check<float>("fmul", M, [&] { return FMul[M](A, B); }, [&] { return A * B; });
      check<float>("fdiv", M, [&] { return FDiv[M](A, B); }, [&] { return A / B; });
      check<float>("fmaf", M, [&] { return FFma[M](A, B, C); }, [&] { return std::fmaf(A, B, C); });
      check<float>("fsqrt", M, [&] { return FSqrt[M](A); }, [&] { return std::sqrt(A); });
      check<float>("frcp", M, [&] { return FRcp[M](A); }, [&] { return 1.0f / A; });
      check<double>("dadd", M, [&] { return DAdd[M](DA, DB); }, [&] { return DA + DB; });
      check<double>("dsub", M, [&] { return DSub[M](DA, DB); }, [&] { return DA - DB; });
      check<double>("dmul", M, [&] { return DMul[M](DA, DB); }, [&] { return DA * DB; });
      check<double>("ddiv", M, [&] { return DDiv[M](DA, DB); }, [&] { return DA / DB; });
      if (M == 0)
        continue;
      check<double>("fma", M, [&] { return DFma[M](DA, DB, DC); }, [&] { return std::fma(DA, DB, DC); });
      // Products near the subnormal range, where the fma's exact model matters.
      volatile double Tiny = std::ldexp(DA, -900 - int(S % 200)); // S: no rounding
      check<double>("fma-tiny", M, [&] { return DFma[M](Tiny, DB, Small); },
                    [&] { return std::fma(Tiny, DB, Small); });
      check<double>("dsqrt", M, [&] { return DSqrt[M](DA); }, [&] { return std::sqrt(DA); });
      check<double>("drcp", M, [&] { return DRcp[M](DA); }, [&] { return 1.0 / DA; });
      check<float>("double2float", M, [&] { return D2F[M](DA); }, [&] { return float(DA); });
      check<float>("ll2float", M, [&] { return LL2F[M](L); }, [&] { return float(L); });
      check<float>("ull2float", M, [&] { return ULL2F[M](U); }, [&] { return float(U); });
      check<double>("ll2double", M, [&] { return LL2D[M](L); }, [&] { return double(L); });
      check<double>("ull2double", M, [&] { return ULL2D[M](U); }, [&] { return double(U); });
      check<float>("int2float", M, [&] { return I2F[M](IV); }, [&] { return float(IV); });
    }
    // 1/sqrt correctly rounded: the long double value rounded once is
    // correct unless it lies within 2^-40 of a midpoint (then skipped).
    if (A > 0 && std::isfinite(A)) {
      long double R = 1.0L / std::sqrt((long double)A);
      float F = float(R);
      long double Mid = ((long double)F + (long double)std::nextafter(F, INFINITY)) / 2;
      long double Mid2 = ((long double)F + (long double)std::nextafter(F, 0.0f)) / 2;
      if (std::fabs(R - Mid) > std::ldexp(R, -40) && std::fabs(R - Mid2) > std::ldexp(R, -40))
        check<float>("frsqrt_rn", 0, [&] { return __nv_frsqrt_rn(A); }, [&] { return F; });
    }
  }
  std::printf("%ld checks, %ld failures\n", Checks, Failures);
  return Failures != 0;
}

//===- References.h - Exact values of the measured libdevice functions ---===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The reference against which libdevice-ulp measures the error of both the
/// AMD mapping and the H200: each measured function computed in the host's
/// long double (64-bit significand, 11 bits more than f64; glibc's long
/// double functions), with the functions glibc lacks (erfinv, erfcinv,
/// normcdfinv, erfcx, the modified Bessel functions I0 and I1) written
/// here.  An f64 result is thus known to about 2^-10 ulp, an f32 result to
/// far better than that.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_TOOLS_LIBDEVICE_ULP_REFERENCES_H
#define SHFL_TOOLS_LIBDEVICE_ULP_REFERENCES_H

#include <cmath>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

namespace ldref {

using LD = long double;
constexpr LD Pi = 3.141592653589793238462643383279502884L;

/// sin(pi x), cos(pi x): x reduced exactly to the nearest integer k and
/// r = x - k in [-1/2, 1/2], so that pi r keeps its relative precision.
inline LD sinPi(LD X) {
  if (std::isinf(X) || std::isnan(X))
    return NAN;
  LD K = std::nearbyint(X), R = X - K;
  bool Odd = std::fmod(K, 2.0L) != 0;
  if (R == 0)
    return std::copysign(0.0L, X);
  LD S = std::sin(Pi * R);
  return Odd ? -S : S;
}
inline LD cosPi(LD X) {
  if (std::isinf(X) || std::isnan(X))
    return NAN;
  LD K = std::nearbyint(X), R = std::fabs(X - K);
  bool Odd = std::fmod(K, 2.0L) != 0;
  LD C = R == 0.5L ? 0.0L : std::sin(Pi * (0.5L - R)); // 0.5 - r is exact
  return Odd ? -C : C;
}

/// erfc(x) e^(x^2), with x^2 split exactly so that large x keep their
/// precision, and the asymptotic series where erfc underflows.
inline LD erfcx(LD X) {
  if (std::isnan(X))
    return X;
  if (X < -107) // e^(x^2) overflows even the long double range
    return INFINITY;
  if (X > 1e9L)
    return 1.0L / (X * std::sqrt(Pi));
  if (X > 100.0L) {
    LD T = 1.0L / (2.0L * X * X), S = 1.0L, Term = 1.0L;
    for (int K = 1; K < 30; ++K) {
      Term *= -(2.0L * K - 1.0L) * T;
      S += Term;
    }
    return S / (X * std::sqrt(Pi));
  }
  LD P = X * X, E = std::fma(X, X, -P);
  return std::exp(P) * (1.0L + E) * std::erfc(X);
}

/// Solves f(y) = t by Newton's method from y0 (f increasing or decreasing,
/// df its derivative).
template <typename F, typename DF> LD newton(F Fn, DF Df, LD Y, LD T) {
  for (int I = 0; I < 100; ++I) {
    LD D = Df(Y);
    if (D == 0 || !std::isfinite(D))
      break;
    LD Step = (Fn(Y) - T) / D;
    Y -= Step;
    if (std::fabs(Step) <= std::fabs(Y) * 1e-21L)
      break;
  }
  return Y;
}

/// The y with erfc(y) = t, t in (0, 2).
inline LD erfcinv(LD T) {
  if (std::isnan(T) || T < 0 || T > 2)
    return NAN;
  if (T == 0)
    return INFINITY;
  if (T == 2)
    return -INFINITY;
  if (T == 1)
    return 0;
  // A start from the asymptotic form for small t, else a rough inverse.
  LD Y;
  if (T < 0.5L) {
    LD L = -std::log(T * std::sqrt(Pi));
    Y = std::sqrt(L - 0.5L * std::log(L > 1 ? L : 1.0L));
  } else if (T > 1.5L) {
    LD L = -std::log((2 - T) * std::sqrt(Pi));
    Y = -std::sqrt(L - 0.5L * std::log(L > 1 ? L : 1.0L));
  } else {
    Y = (1 - T) * std::sqrt(Pi) / 2;
  }
  // Newton on erfc where t is small, on erf (1 - t exact) elsewhere.
  auto DErfc = [](LD Y) { return -2.0L / std::sqrt(Pi) * std::exp(-Y * Y); };
  if (T < 0.5L)
    return newton([](LD Y) { return std::erfc(Y); }, DErfc, Y, T);
  if (T > 1.5L)
    return -newton([](LD Y) { return std::erfc(Y); }, DErfc, -Y, 2 - T);
  auto DErf = [](LD Y) { return 2.0L / std::sqrt(Pi) * std::exp(-Y * Y); };
  return newton([](LD Y) { return std::erf(Y); }, DErf, Y, 1 - T);
}
inline LD erfinv(LD X) {
  if (std::isnan(X) || X < -1 || X > 1)
    return NAN;
  if (X == 0)
    return X;
  if (std::fabs(X) < 0.5L) // Newton on erf itself: 1 - x would lose x
    return newton([](LD Y) { return std::erf(Y); },
                  [](LD Y) { return 2.0L / std::sqrt(Pi) * std::exp(-Y * Y); },
                  X * std::sqrt(Pi) / 2, X);
  return X > 0 ? erfcinv(1 - X) : -erfcinv(1 + X);
}
inline LD normcdfinv(LD P) { return -std::sqrt(2.0L) * erfcinv(2 * P); }
inline LD normcdf(LD X) { return 0.5L * std::erfc(-X / std::sqrt(2.0L)); }

/// I0 and I1: the power series (all terms positive) below 40, the
/// asymptotic expansion above.
inline LD besselI(int Nu, LD X) {
  LD A = std::fabs(X);
  if (std::isnan(X))
    return X;
  if (std::isinf(X))
    return Nu == 1 && X < 0 ? -INFINITY : INFINITY;
  LD R;
  if (A < 40) {
    LD Q = A * A / 4, Term = Nu == 0 ? 1.0L : A / 2, S = Term;
    for (int K = 1; K < 400; ++K) {
      Term *= Q / (LD(K) * LD(K + Nu));
      S += Term;
      if (Term < S * 1e-22L)
        break;
    }
    R = S;
  } else {
    LD Mu = 4.0L * Nu * Nu, S = 1, Term = 1;
    for (int K = 1; K < 60; ++K) {
      LD Next = Term * -(Mu - (2.0L * K - 1) * (2.0L * K - 1)) / (K * 8.0L * A);
      if (std::fabs(Next) > std::fabs(Term))
        break;
      Term = Next;
      S += Term;
    }
    R = std::exp(A) / std::sqrt(2 * Pi * A) * S;
  }
  return (Nu == 1 && X < 0) ? -R : R;
}

/// A reference: scalar arguments (ints as long double), the array argument
/// of norm/rnorm (8 elements), the results (one per result slot).
using RefFn = std::function<std::vector<LD>(const LD *A, const LD *Arr)>;

inline RefFn unary(LD (*F)(LD)) {
  return [F](const LD *A, const LD *) { return std::vector<LD>{F(A[0])}; };
}

/// The reference of libdevice function \p Name (without "__nv_"), or an
/// empty function for those without one.
inline RefFn referenceOf(const std::string &Name) {
  using V = std::vector<LD>;
  auto U = [](LD (*F)(LD)) { return unary(F); };
  // The f32 and f64 forms share the reference.
  std::string N = Name;
  if (N.rfind("fast_", 0) == 0)
    N = N.substr(5);
  auto Is = [&](const char *F32, const char *F64) { return N == F32 || N == F64; };
  if (Is("rsqrtf", "rsqrt"))
    return U([](LD X) { return 1.0L / std::sqrt(X); });
  if (Is("exp2f", "exp2"))
    return U([](LD X) { return std::exp2(X); });
  if (Is("expf", "exp"))
    return U([](LD X) { return std::exp(X); });
  if (Is("exp10f", "exp10"))
    return U([](LD X) { return std::pow(10.0L, X); });
  if (Is("expm1f", "expm1"))
    return U([](LD X) { return std::expm1(X); });
  if (Is("logf", "log"))
    return U([](LD X) { return std::log(X); });
  if (Is("log2f", "log2"))
    return U([](LD X) { return std::log2(X); });
  if (Is("log10f", "log10"))
    return U([](LD X) { return std::log10(X); });
  if (Is("log1pf", "log1p"))
    return U([](LD X) { return std::log1p(X); });
  if (Is("sinf", "sin"))
    return U([](LD X) { return std::sin(X); });
  if (Is("cosf", "cos"))
    return U([](LD X) { return std::cos(X); });
  if (Is("tanf", "tan"))
    return U([](LD X) { return std::tan(X); });
  if (Is("sinpif", "sinpi"))
    return U(sinPi);
  if (Is("cospif", "cospi"))
    return U(cosPi);
  if (Is("sincosf", "sincos"))
    return [](const LD *A, const LD *) { return V{std::sin(A[0]), std::cos(A[0])}; };
  if (Is("sincospif", "sincospi"))
    return [](const LD *A, const LD *) { return V{sinPi(A[0]), cosPi(A[0])}; };
  if (Is("asinf", "asin"))
    return U([](LD X) { return std::asin(X); });
  if (Is("acosf", "acos"))
    return U([](LD X) { return std::acos(X); });
  if (Is("atanf", "atan"))
    return U([](LD X) { return std::atan(X); });
  if (Is("sinhf", "sinh"))
    return U([](LD X) { return std::sinh(X); });
  if (Is("coshf", "cosh"))
    return U([](LD X) { return std::cosh(X); });
  if (Is("tanhf", "tanh"))
    return U([](LD X) { return std::tanh(X); });
  if (Is("asinhf", "asinh"))
    return U([](LD X) { return std::asinh(X); });
  if (Is("acoshf", "acosh"))
    return U([](LD X) { return std::acosh(X); });
  if (Is("atanhf", "atanh"))
    return U([](LD X) { return std::atanh(X); });
  if (Is("cbrtf", "cbrt"))
    return U([](LD X) { return std::cbrt(X); });
  if (Is("rcbrtf", "rcbrt"))
    return U([](LD X) { return 1.0L / std::cbrt(X); });
  if (Is("erff", "erf"))
    return U([](LD X) { return std::erf(X); });
  if (Is("erfcf", "erfc"))
    return U([](LD X) { return std::erfc(X); });
  if (Is("erfinvf", "erfinv"))
    return U(erfinv);
  if (Is("erfcinvf", "erfcinv"))
    return U(erfcinv);
  if (Is("erfcxf", "erfcx"))
    return U(erfcx);
  if (Is("normcdff", "normcdf"))
    return U(normcdf);
  if (Is("normcdfinvf", "normcdfinv"))
    return U(normcdfinv);
  if (Is("lgammaf", "lgamma"))
    return U([](LD X) { return std::lgamma(X); });
  if (Is("tgammaf", "tgamma"))
    return U([](LD X) { return std::tgamma(X); });
  if (Is("j0f", "j0"))
    return U([](LD X) { return j0l(X); });
  if (Is("j1f", "j1"))
    return U([](LD X) { return j1l(X); });
  if (Is("y0f", "y0"))
    return U([](LD X) { return y0l(X); });
  if (Is("y1f", "y1"))
    return U([](LD X) { return y1l(X); });
  if (Is("cyl_bessel_i0f", "cyl_bessel_i0"))
    return U([](LD X) { return besselI(0, X); });
  if (Is("cyl_bessel_i1f", "cyl_bessel_i1"))
    return U([](LD X) { return besselI(1, X); });
  if (Is("jnf", "jn"))
    return [](const LD *A, const LD *) { return V{jnl(int(A[0]), A[1])}; };
  if (Is("ynf", "yn"))
    return [](const LD *A, const LD *) { return V{ynl(int(A[0]), A[1])}; };
  if (Is("atan2f", "atan2"))
    return [](const LD *A, const LD *) { return V{std::atan2(A[0], A[1])}; };
  if (Is("hypotf", "hypot"))
    return [](const LD *A, const LD *) { return V{std::hypot(A[0], A[1])}; };
  if (Is("rhypotf", "rhypot"))
    return [](const LD *A, const LD *) { return V{1.0L / std::hypot(A[0], A[1])}; };
  if (Is("powf", "pow"))
    return [](const LD *A, const LD *) { return V{std::pow(A[0], A[1])}; };
  if (Is("powif", "powi"))
    return [](const LD *A, const LD *) { return V{std::pow(A[0], A[1])}; };
  if (Is("fdividef", ""))
    return [](const LD *A, const LD *) { return V{A[0] / A[1]}; };
  if (Is("rcp64h", ""))
    return U([](LD X) { return 1.0L / X; });
  auto Norm = [](const LD *V, int N, bool Recip) {
    LD S = 0;
    bool Inf = false, NaN = false;
    for (int I = 0; I < N; ++I) {
      Inf |= std::isinf(V[I]);
      NaN |= std::isnan(V[I]);
      S += V[I] * V[I];
    }
    LD R = Inf ? INFINITY : NaN ? NAN : std::sqrt(S);
    return Recip ? 1.0L / R : R;
  };
  if (Is("norm3df", "norm3d") || Is("rnorm3df", "rnorm3d"))
    return [Norm, N](const LD *A, const LD *) { return V{Norm(A, 3, N[0] == 'r')}; };
  if (Is("norm4df", "norm4d") || Is("rnorm4df", "rnorm4d"))
    return [Norm, N](const LD *A, const LD *) { return V{Norm(A, 4, N[0] == 'r')}; };
  if (Is("normf", "norm") || Is("rnormf", "rnorm"))
    return [Norm, N](const LD *A, const LD *Arr) {
      // CUDA's normf(dim, a) reads one element at least (dim 0 gives
      // |a[0]| on the H200).
      int Dim = int(A[0]);
      return V{Norm(Arr, Dim < 1 ? 1 : Dim, N[0] == 'r')};
    };
  return RefFn();
}

} // namespace ldref

#endif // SHFL_TOOLS_LIBDEVICE_ULP_REFERENCES_H

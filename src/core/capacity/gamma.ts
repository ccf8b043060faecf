/**
 * The log-gamma function and the regularized incomplete gamma functions
 * P(a, x) = γ(a, x)/Γ(a) and Q(a, x) = 1 − P(a, x), in log space so that a tail far below
 * 1e-308 still has a usable logarithm.
 *
 * P(a, x) is the CDF at x of a gamma distribution with shape a and rate 1; for a whole a = m,
 * Q(m, x) = Σ_{j<m} e^{−x} x^j / j! is the tail of an Erlang(m) sum (and of a Poisson count).
 *
 * Small and moderate a (a < 1000): the series (x < a + 1) and Lentz's continued fraction
 * (otherwise) of Numerical Recipes' gammp/gammq. Large a: both need O(√a) terms near x ≈ a, so
 * the gamma density is integrated instead, by 16-point Gauss–Legendre panels marching away from x
 * (the density is largest at x on the side integrated), until it has fallen by e^{−50}.
 * The prefactor x^a e^{−x}/Γ(a + 1) is always computed in the form
 * a·(ln(1 + η) − η) − ½ln(2πa) − stirlerr(a), η = (x − a)/a, which does not lose the digits
 * that a·ln x − x − ln Γ(a + 1) loses to cancellation when a is large.
 */

/** Lanczos coefficients for g = 671/128 (Numerical Recipes, 3rd ed., §6.1). */
const LANCZOS = [
  57.15623566586292, -59.59796035547549, 14.136097974741746, -0.4919138160976202,
  3.399464998481189e-5, 4.652362892704858e-5, -9.837447530487956e-5, 0.0001580887032249125,
  -0.00021026444172410488, 0.00021743961811521265, -0.0001643181065367639, 8.441822398385275e-5,
  -2.6190838401581408e-5, 3.6899182659531625e-6,
];

const HALF_LOG_2PI = 0.5 * Math.log(2 * Math.PI);

/**
 * ln Γ(x) for x > 0 by the Lanczos approximation (Numerical Recipes' gammln: g = 671/128,
 * 14 terms), close to full double precision.
 */
export function logGamma(x: number): number {
  let y = x;
  const base = x + 5.2421875;
  let series = 0.9999999999999971;
  for (const c of LANCZOS) series += c / ++y;
  return (x + 0.5) * Math.log(base) - base + Math.log((2.5066282746310007 * series) / x);
}

/**
 * ln(1 + x) − x for x > −1, accurate where the two nearly cancel. For |x| ≤ ½, with
 * r = x/(2 + x): ln(1 + x) = 2·atanh r = 2(r + r³/3 + r⁵/5 + …) and x − 2r = r·x, so
 * ln(1 + x) − x = −r·x + 2(r³/3 + r⁵/5 + …) (|r| ≤ ⅓: each term is 9 times smaller).
 */
export function log1pmx(x: number): number {
  if (Math.abs(x) > 0.5) return Math.log1p(x) - x;
  const r = x / (2 + x);
  const r2 = r * r;
  let power = r * r2;
  let sum = 0;
  for (let j = 3; j < 80; j += 2) {
    const term = power / j;
    sum += term;
    if (Math.abs(term) <= Math.abs(sum) * 1e-17) break;
    power *= r2;
  }
  return -r * x + 2 * sum;
}

/**
 * Stirling's error ln Γ(n + 1) − (n + ½)·ln n + n − ½·ln 2π for n > 0. From n = 10 the Stirling
 * series Σ B_{2k}/(2k(2k − 1)n^{2k−1}) (seven terms, error below 1e-16 there); below, directly.
 */
export function stirlingError(n: number): number {
  if (n < 10) return logGamma(n + 1) - (n + 0.5) * Math.log(n) + n - HALF_LOG_2PI;
  const inv = 1 / n;
  const inv2 = inv * inv;
  return (
    inv *
    (1 / 12 -
      inv2 *
        (1 / 360 -
          inv2 *
            (1 / 1260 -
              inv2 * (1 / 1680 - inv2 * (1 / 1188 - inv2 * (691 / 360360 - inv2 / 156))))))
  );
}

/**
 * ln(x^a·e^{−x}/Γ(a + 1)) for a ≥ 0, x ≥ 0: for a whole a the log Poisson(x) probability of a,
 * and ln of the gamma(a + 1) density at x. From a = 10 it is computed as
 * a·log1pmx((x − a)/a) − ½·ln(2πa) − stirlerr(a), which stays accurate for large a.
 */
export function logPoissonTerm(a: number, x: number): number {
  if (x === 0) return a === 0 ? 0 : -Infinity;
  if (a === 0) return -x;
  if (a < 10) return a * Math.log(x) - x - logGamma(a + 1);
  return a * log1pmx((x - a) / a) - 0.5 * Math.log(2 * Math.PI * a) - stirlingError(a);
}

/** ln(1 − e^l) for l ≤ 0, accurate at both ends (Mächler's log1mexp). */
export function log1mexp(l: number): number {
  return l > -Math.LN2 ? Math.log(-Math.expm1(l)) : Math.log1p(-Math.exp(l));
}

const EPS = 1e-17;
const TINY = 1e-300;
const MAX_TERMS = 1_000_000;
/** From this shape on, the incomplete gamma is integrated rather than expanded. */
const LARGE_SHAPE = 1000;

/** ln P(a, x) by the series x^a e^{−x}/Γ(a + 1)·Σ_{n≥0} x^n/((a + 1)…(a + n)), for x < a + 1. */
function logLowerSeries(a: number, x: number): number {
  let term = 1;
  let sum = 1;
  let ap = a;
  for (let i = 0; i < MAX_TERMS; i++) {
    ap += 1;
    term *= x / ap;
    sum += term;
    if (term <= sum * EPS) break;
  }
  return logPoissonTerm(a, x) + Math.log(sum);
}

/**
 * ln Q(a, x) by the continued fraction e^{−x}x^a/Γ(a)·1/(x + 1 − a − 1·(1 − a)/(x + 3 − a − …)),
 * evaluated by Lentz's method, for a > 0 and x ≥ a + 1. The modified method's guards against a
 * denominator near 0 are not needed there: with b_i = x + 1 − a + 2i ≥ 2i + 2 and
 * a_i = −i(i − a) ≥ −i·i, each of D_i = b_i + a_i/D_{i−1} (D_0 = b_0 ≥ 2) and
 * C_i = b_i + a_i/C_{i−1} (C_0 = 10^300) is at least i + 2, by induction (a_i/(i + 1) > −i).
 */
function logUpperFraction(a: number, x: number): number {
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_TERMS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    c = b + an / c;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) <= EPS) break;
  }
  return logPoissonTerm(a, x) + Math.log(a) + Math.log(h);
}

/** Gauss–Legendre nodes and weights on [−1, 1] (Numerical Recipes' gauleg: Newton on P_n). */
function gaussLegendre(n: number): {
  readonly nodes: Float64Array;
  readonly weights: Float64Array;
} {
  const nodes = new Float64Array(n);
  const weights = new Float64Array(n);
  for (let i = 0; i < (n + 1) >> 1; i++) {
    let z = Math.cos((Math.PI * (i + 0.75)) / (n + 0.5));
    let slope = 1;
    for (let iteration = 0; iteration < 100; iteration++) {
      let p1 = 1;
      let p2 = 0;
      for (let j = 0; j < n; j++) {
        const p3 = p2;
        p2 = p1;
        p1 = ((2 * j + 1) * z * p2 - j * p3) / (j + 1);
      }
      slope = (n * (z * p1 - p2)) / (z * z - 1);
      const previous = z;
      z = previous - p1 / slope;
      if (Math.abs(z - previous) <= 1e-15) break;
    }
    nodes[i] = -z;
    nodes[n - 1 - i] = z;
    weights[i] = weights[n - 1 - i] = 2 / ((1 - z * z) * slope * slope);
  }
  return { nodes, weights };
}

const GAUSS = gaussLegendre(16);

/**
 * ln of the tail of the gamma(a) density beyond x (upper) or below it (lower), for large a, on
 * the side where the density falls away from x: panels of width min(2√(a − 1), 8/|slope|) (the
 * log density changes by about 8 or less across each) until it is e^{−50} below its value at x.
 */
function logTailByQuadrature(a: number, x: number, upper: boolean): number {
  const a1 = a - 1;
  const base = logPoissonTerm(a1, x);
  // x is so far out that even the density at x is 0 in double precision (ln = −∞).
  if (base === -Infinity) return -Infinity;
  // Millions of standard deviations out, where a panel could be below the rounding of x: the
  // density falls as e^{base − slope·s}, so the tail is e^{base}/slope (relative error about
  // 1/(slope²·a), below 1e-6 here, in a number below e^{−10^7}).
  if (base < -1e7) return base - Math.log(Math.abs(a1 / x - 1));
  const width = 2 * Math.sqrt(a1);
  let sum = 0;
  let u = x;
  for (let panel = 0; panel < 10_000; panel++) {
    const slope = Math.abs(a1 / u - 1);
    const h = upper ? Math.min(width, 8 / slope) : Math.min(width, 8 / slope, u);
    const mid = upper ? u + h / 2 : u - h / 2;
    let part = 0;
    for (let i = 0; i < GAUSS.nodes.length; i++) {
      const t = mid + (h / 2) * (GAUSS.nodes[i] ?? 0);
      part += (GAUSS.weights[i] ?? 0) * Math.exp(logPoissonTerm(a1, t) - base);
    }
    sum += (part * h) / 2;
    const next = upper ? u + h : u - h;
    if (next === u) break;
    u = next;
    if (u <= 0 || logPoissonTerm(a1, u) - base < -50) break;
  }
  return base + Math.log(sum);
}

/** The tail computed directly (the other is 1 minus it): lower = P(a, x), else Q(a, x); in log. */
function directTail(a: number, x: number): { readonly lower: boolean; readonly log: number } {
  if (a >= LARGE_SHAPE) {
    const lower = x < a - 1;
    return { lower, log: logTailByQuadrature(a, x, !lower) };
  }
  return x < a + 1
    ? { lower: true, log: logLowerSeries(a, x) }
    : { lower: false, log: logUpperFraction(a, x) };
}

/**
 * ln P(a, x), the log of the regularized lower incomplete gamma function
 * P(a, x) = (1/Γ(a))∫₀ˣ t^{a−1}e^{−t} dt, for a > 0 (−∞ at x ≤ 0).
 */
export function logGammaP(a: number, x: number): number {
  if (!(x > 0)) return -Infinity;
  if (x === Infinity) return 0;
  const tail = directTail(a, x);
  return Math.min(0, tail.lower ? tail.log : log1mexp(Math.min(0, tail.log)));
}

/**
 * ln Q(a, x), the log of the regularized upper incomplete gamma function
 * Q(a, x) = (1/Γ(a))∫ₓ^∞ t^{a−1}e^{−t} dt = 1 − P(a, x), for a > 0 (0 at x ≤ 0).
 */
export function logGammaQ(a: number, x: number): number {
  if (!(x > 0)) return 0;
  if (x === Infinity) return -Infinity;
  const tail = directTail(a, x);
  return Math.min(0, tail.lower ? log1mexp(Math.min(0, tail.log)) : tail.log);
}

/** P(a, x): the gamma(shape a, rate 1) CDF at x, in [0, 1]. */
export function gammaP(a: number, x: number): number {
  return Math.exp(logGammaP(a, x));
}

/** Q(a, x) = 1 − P(a, x): the gamma(shape a, rate 1) tail beyond x; for whole a, the Erlang tail. */
export function gammaQ(a: number, x: number): number {
  return Math.exp(logGammaQ(a, x));
}

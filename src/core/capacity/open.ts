/**
 * The open queue: requests arrive at random (Poisson, rate λ) whatever the queue is doing, and
 * c identical servers take them first come, first served, each in a service time of mean S and
 * coefficient of variation cv (standard deviation / mean).
 *
 * With exponential service (cv = 1) this is M/M/c and everything here is exact. Otherwise it is
 * M/G/c, which has no closed form; the mean wait is the Allen–Cunneen approximation
 * W_q ≈ C·(c_a² + cv²)/2/(cμ − λ) with c_a = 1 for Poisson arrivals, good for the mean within a
 * few per cent at the utilisations capacity planning works at, and the wait distribution is an
 * exponential tail with the same mean (`exact: false`).
 *
 * Notation: μ = 1/S, a = λS (Erlangs), ρ = a/c, C = Erlang C(c, a).
 */
import { erlangB, erlangCFromB } from './erlang';
import { gammaQ, logGamma, logGammaP, logPoissonTerm } from './gamma';

export interface OpenQueue {
  /** Arrival rate λ, requests per second. */
  readonly rate: number;
  /** Mean service time S, seconds. */
  readonly service: number;
  /** Servers c (a whole number). */
  readonly servers: number;
  /** Coefficient of variation of the service time: 1 exponential, 0 constant. */
  readonly cv: number;
}

export type OpenResult =
  | {
      readonly kind: 'stable';
      /** Offered load a = λS, Erlangs. */
      readonly load: number;
      /** ρ = λS/c, the share of time a server is busy. */
      readonly utilisation: number;
      /** C: the probability an arrival waits at all. */
      readonly pWait: number;
      /** W_q, seconds. */
      readonly meanWait: number;
      /** W = W_q + S, seconds. */
      readonly meanResponse: number;
      /** L = λW, requests waiting or in service. */
      readonly inSystem: number;
      /** L_q = λW_q, requests waiting. */
      readonly inQueue: number;
      /** rate of the exponential tail of the wait given waiting, 1/s: cμ − λ exactly (cv = 1), scaled by 2/(1+cv²) otherwise */
      readonly decay: number;
      /** True for M/M/c (cv = 1); false when the Allen–Cunneen approximation was used. */
      readonly exact: boolean;
    }
  | {
      readonly kind: 'overload';
      readonly load: number;
      readonly utilisation: number;
      /** how many requests per second the queue grows by: λ − c/S */
      readonly growth: number;
    };

/** The stable variant of OpenResult. */
export type StableOpen = Extract<OpenResult, { readonly kind: 'stable' }>;

/**
 * The Allen–Cunneen factor (c_a² + cv²)/2 with Poisson arrivals (c_a = 1): how much longer the
 * mean wait is than in M/M/c. 1 at cv = 1, ½ for constant service.
 */
export function variabilityFactor(cv: number): number {
  return (1 + cv * cv) / 2;
}

/**
 * The open queue given B = Erlang B(c, a) for its c and load (a search over c computes B
 * incrementally and calls this; openQueue computes it). Overload when a ≥ c, with growth
 * λ − c/S; otherwise C = c·B/(c − a(1 − B)), W_q = C·f/(cμ − λ) with f the Allen–Cunneen factor
 * (1 at cv = 1: exact M/M/c), W = W_q + S, L = λW, L_q = λW_q and tail rate (cμ − λ)/f.
 */
export function openQueueFrom(q: OpenQueue, blocking: number): OpenResult {
  const load = q.rate * q.service;
  const utilisation = load / q.servers;
  if (load >= q.servers)
    return { kind: 'overload', load, utilisation, growth: q.rate - q.servers / q.service };
  const pWait = erlangCFromB(q.servers, load, blocking);
  const gap = (q.servers - load) / q.service;
  const factor = variabilityFactor(q.cv);
  const meanWait = (pWait * factor) / gap;
  const meanResponse = meanWait + q.service;
  return {
    kind: 'stable',
    load,
    utilisation,
    pWait,
    meanWait,
    meanResponse,
    inSystem: q.rate * meanResponse,
    inQueue: q.rate * meanWait,
    decay: gap / factor,
    exact: q.cv === 1,
  };
}

/**
 * The open queue (module comment): M/M/c exactly when cv = 1, M/G/c by Allen–Cunneen otherwise.
 * Stable iff a = λS < c; then C = Erlang C(c, a), W_q = C·(1 + cv²)/2/(cμ − λ), W = W_q + S,
 * L = λW, L_q = λW_q. Overloaded otherwise: the queue grows by λ − c/S requests a second.
 */
export function openQueue(q: OpenQueue): OpenResult {
  const load = q.rate * q.service;
  return openQueueFrom(q, load >= q.servers ? 1 : erlangB(q.servers, load));
}

/**
 * P(W_q > t): the wait is 0 with probability 1 − C and otherwise exponential with rate `decay`,
 * so P(W_q > t) = C·e^{−decay·t} for t ≥ 0 (exact for M/M/c, the Allen–Cunneen tail otherwise);
 * 1 for t < 0.
 */
export function waitExceeds(r: StableOpen, t: number): number {
  return t < 0 ? 1 : r.pWait * Math.exp(-r.decay * t);
}

/** P(W_q ≤ t) = 1 − C·e^{−decay·t}: the share of requests that start within t seconds. */
export function waitWithin(r: StableOpen, t: number): number {
  return 1 - waitExceeds(r, t);
}

/** The largest p below 1: a p-quantile at p = 1 would be infinite. */
const ALMOST_ONE = 1 - Number.EPSILON / 2;

/**
 * The p-quantile of the wait: the smallest t ≥ 0 with P(W_q ≤ t) ≥ p. 0 when C ≤ 1 − p (that
 * share never waits); otherwise ln(C/(1 − p))/decay. p is clamped to [0, 1 − 2^−53] (p = 1
 * would be infinite).
 */
export function waitQuantile(r: StableOpen, p: number): number {
  const share = Math.min(p, ALMOST_ONE);
  if (r.pWait <= 1 - share) return 0;
  return Math.max(0, (Math.log(r.pWait) - Math.log1p(-share)) / r.decay);
}

/**
 * (e^{−x·t} − e^{−y·t})/(y − x) for rates x, y ≥ 0, without cancellation when x ≈ y:
 * e^{−lo·t}·(1 − e^{−(hi − lo)t})/(hi − lo), which tends to t·e^{−x·t} as y → x.
 */
function exponentialDifference(x: number, y: number, t: number): number {
  const lo = Math.min(x, y);
  const spread = (Math.max(x, y) - lo) * t;
  const ratio = spread === 0 ? 1 : -Math.expm1(-spread) / spread;
  return Math.exp(-lo * t) * t * ratio;
}

/**
 * E[1/(N + k)] for N ~ Poisson(m), m ≥ 0, k > 0. For m ≫ k the asymptotic series
 * (1/m)·Σ_j (1 − k)_j/m^j (from (1/m)∫₀^m (1 − y/m)^{k−1}e^{−y}dy; exact for whole k); otherwise
 * the Poisson sum from its mode outwards until the terms are 1e-20 of the largest.
 */
function poissonMeanInverse(m: number, k: number): number {
  if (m === 0) return 1 / k;
  if (m > 700 && m > 50 * (k + 20)) {
    let term = 1;
    let sum = 1;
    for (let j = 0; j < 30 && Math.abs(term) > 1e-18 * sum; j++) {
      term *= (j + 1 - k) / m;
      sum += term;
    }
    return sum / m;
  }
  const mode = Math.floor(m);
  const top = Math.exp(logPoissonTerm(mode, m));
  let sum = 0;
  let p = top;
  for (let n = mode; n >= 0 && p > 1e-20 * top; n--) {
    sum += p / (n + k);
    p *= n / m;
  }
  p = top;
  for (let n = mode + 1; ; n++) {
    p *= m / n;
    if (!(p > 1e-20 * top)) break;
    sum += p / (n + k);
  }
  return sum;
}

/**
 * ∫₀ᵗ g(s)·e^{−d(t−s)} ds for g the gamma density with shape k and rate β (mean k/β): the chance
 * that the service ends by t and an Exp(d) wait before it reaches past t.
 * β > d: e^{−dt}(β/(β − d))^k·P(k, (β − d)t), in log space.
 * β ≤ d: with u = s/t it is e^{−βt}(βt)^k/Γ(k)·∫₀¹ u^{k−1}e^{−(d−β)t(1−u)} du, and the last
 * integral is E[1/(N + k)] for N ~ Poisson((d − β)t): all terms positive, no cancellation.
 */
function gammaExponentialConvolution(k: number, beta: number, d: number, t: number): number {
  if (beta > d) return Math.exp(-d * t - k * Math.log1p(-d / beta) + logGammaP(k, (beta - d) * t));
  const prefix = logPoissonTerm(k, beta * t) + Math.log(k);
  return Math.exp(prefix) * poissonMeanInverse((d - beta) * t, k);
}

/**
 * Below this cv the service time is taken as constant: its spread, cv·S, is below the rounding
 * of t itself well before the gamma shape 1/cv² (10^24 here) loses precision or overflows.
 */
const CONSTANT_CV = 1e-12;

/**
 * Below this rate × time (β·t and decay·t) the gamma response tail is its first-order term,
 * 1 − (1 − C)·(βt)^k/Γ(k + 1): the next terms are 1e-290 of it, and the products the full
 * formula takes (βt, (β − d)t) are subnormal or 0 further down.
 */
const TINY_RATE_TIME = 1e-290;

/**
 * P(W_q + S > t): the response time (wait plus service) exceeds t. The wait is 0 with
 * probability 1 − C and Exp(decay) with probability C, independent of the service time S, so
 * P(T > t) = P(S > t) + C·∫₀ᵗ g(s)e^{−decay(t−s)} ds, with g the service density:
 * exponential (cv = 1): e^{−μt} + C·μ(e^{−dt} − e^{−μt})/(μ − d), which at d = μ is
 * (1 + C·μt)·e^{−μt} (computed without cancellation near there);
 * constant (cv = 0, and cv < 1e-12): 1 for t < S, C·e^{−d(t − S)} after;
 * otherwise gamma with shape k = 1/cv² and mean S: Q(k, kt/S) + C·(the convolution above), and
 * 1 − (1 − C)·(βt)^k/Γ(k + 1) from logs where β·t and decay·t are below 1e-290.
 * 1 for t ≤ 0.
 */
export function responseExceeds(q: OpenQueue, r: StableOpen, t: number): number {
  if (t <= 0) return 1;
  const d = r.decay;
  let tail: number;
  if (q.cv === 1) {
    const mu = 1 / q.service;
    tail = Math.exp(-mu * t) + r.pWait * mu * exponentialDifference(d, mu, t);
  } else if (q.cv < CONSTANT_CV) {
    tail = t < q.service ? 1 : r.pWait * Math.exp(-d * (t - q.service));
  } else {
    const k = 1 / (q.cv * q.cv);
    const beta = k / q.service;
    if (Math.max(beta, d) * t < TINY_RATE_TIME) {
      // The service has ended by t with probability (βt)^k/Γ(k + 1) (to 1e-290 relative), and a
      // wait then always outlasts t. From logs: βt and (β − d)t underflow, or keep only a few
      // bits, for a t the doubles hold exactly, and a product rounded to 0 made the wait's part
      // vanish (the tail rose with t there, at t ≈ 1e-322 s for cv 7).
      const ended = Math.exp(k * (Math.log(beta) + Math.log(t)) - logGamma(k + 1));
      tail = 1 - (1 - r.pWait) * ended;
    } else tail = gammaQ(k, beta * t) + r.pWait * gammaExponentialConvolution(k, beta, d, t);
  }
  return Math.min(1, Math.max(0, tail));
}

/**
 * The smallest t ≥ 0 with f(t) ≤ 1 − p for a tail f that falls from 1 to 0 (p clamped below 1):
 * bracketed by doubling or halving from `guess`, up to 2000 times (a quantile can be 1e-100 s
 * for a very variable service time, far below the guess), then bisected to 1e-13 relative in at
 * most 500 steps. The bracket found is [x/2, x] (or [0, x] once halving reaches 0), so plain
 * bisection takes about 45 steps.
 */
export function tailQuantile(exceeds: (t: number) => number, p: number, guess: number): number {
  const level = 1 - Math.min(p, ALMOST_ONE);
  if (exceeds(0) <= level) return 0;
  let hi = guess > 0 ? guess : 1;
  let lo = hi;
  if (exceeds(hi) > level) {
    for (let i = 0; i < 2000 && exceeds(hi) > level; i++) {
      lo = hi;
      hi *= 2;
    }
  } else {
    lo = hi / 2;
    for (let i = 0; i < 2000 && lo > 0 && exceeds(lo) <= level; i++) {
      hi = lo;
      lo /= 2;
    }
  }
  for (let i = 0; i < 500 && hi - lo > 1e-13 * hi; i++) {
    const mid = lo + (hi - lo) / 2;
    if (exceeds(mid) > level) lo = mid;
    else hi = mid;
  }
  return hi;
}

/**
 * The p-quantile of the response time W_q + S: the smallest t with P(W_q + S ≤ t) ≥ p
 * (responseExceeds inverted by bracketing and bisection to about 1e-13 relative).
 */
export function responseQuantile(q: OpenQueue, r: StableOpen, p: number): number {
  return tailQuantile((t) => responseExceeds(q, r, t), p, r.meanResponse);
}

/**
 * Independent references for the tail tests, none of which calls the code under test: discrete
 * leaves in exact rationals (BigInt), the hedged leaf by enumerating every combination of copy
 * latencies and playing the protocol attempt by attempt (not by the closed forms), and the
 * binomial tail of the request as an exact sum.
 */
import { add, compare, mul, rational, sub, type Rational } from '@/core/exact/rational';

export const ZERO: Rational = rational(0n);
export const ONE: Rational = rational(1n);

/** A decimal such as "0.01" (or "3") as an exact rational. */
export function dec(text: string): Rational {
  const [whole = '0', fraction = ''] = text.split('.');
  return rational(BigInt(whole + fraction), 10n ** BigInt(fraction.length));
}

export interface Atom {
  readonly at: Rational;
  readonly p: Rational;
}

/** A discrete distribution: atoms with probabilities summing to 1, ascending, distinct. */
export type Discrete = readonly Atom[];

/** The atoms merged (equal times added) and sorted. */
export function normalise(atoms: readonly Atom[]): Discrete {
  const out: Atom[] = [];
  for (const a of [...atoms].sort((x, y) => compare(x.at, y.at))) {
    const last = out[out.length - 1];
    if (last && compare(last.at, a.at) === 0)
      out[out.length - 1] = { at: last.at, p: add(last.p, a.p) };
    else out.push(a);
  }
  return out;
}

/** P(L ≤ t). */
export function cdfAt(dist: Discrete, t: Rational): Rational {
  return dist.filter((a) => compare(a.at, t) <= 0).reduce((s, a) => add(s, a.p), ZERO);
}

/** One state of a leaf: every copy of a leaf request in it draws from `leaf`. */
export interface State {
  readonly weight: Rational;
  readonly leaf: Discrete;
}

export interface HedgeRational {
  readonly delay: Rational;
  readonly copies: number;
  readonly correlated: Rational;
  /** The share of leaf requests allowed to hedge (the cap's s). */
  readonly share: Rational;
}

/**
 * Plays one leaf request: attempt 0 at time 0; attempt i at i·d is sent iff no sent attempt
 * has answered by i·d (an answer at exactly i·d is in time). Returns the first answer's time
 * and the attempts sent.
 */
export function play(
  latencies: readonly Rational[],
  delay: Rational,
): { at: Rational; sent: number } {
  let best = latencies[0] ?? ZERO;
  let sent = 1;
  for (let i = 1; i < latencies.length; i++) {
    const due = mul(delay, BigInt(i));
    if (compare(best, due) <= 0) break;
    sent++;
    const answer = add(due, latencies[i] ?? ZERO);
    if (compare(answer, best) < 0) best = answer;
  }
  return { at: best, sent };
}

/** Every m-tuple of independent draws from a discrete leaf, with its probability. */
function tuples(leaf: Discrete, m: number): { values: Rational[]; p: Rational }[] {
  let out: { values: Rational[]; p: Rational }[] = [{ values: [], p: ONE }];
  for (let i = 0; i < m; i++)
    out = out.flatMap((t) => leaf.map((a) => ({ values: [...t.values, a.at], p: mul(t.p, a.p) })));
  return out;
}

/**
 * The hedged leaf by enumeration: a state drawn once per leaf request; with probability
 * 1 − share no hedging (the first copy alone); otherwise with probability c every copy takes the
 * first copy's latency, else the copies are independent draws from the state's leaf; each case
 * played by `play`. Returns the distribution of the answer time and the mean extra attempts.
 */
export function hedgedByEnumeration(
  states: readonly State[],
  h: HedgeRational,
): { dist: Discrete; extra: Rational } {
  const atoms: Atom[] = [];
  let extra = ZERO;
  for (const state of states) {
    for (const a of state.leaf) {
      // Not hedging (the cap's 1 − s): the first copy.
      atoms.push({ at: a.at, p: mul(mul(state.weight, a.p), sub(ONE, h.share)) });
      // Correlated: every copy takes the same latency.
      const same = play(
        Array.from({ length: h.copies }, () => a.at),
        h.delay,
      );
      const pSame = mul(mul(mul(state.weight, a.p), h.share), h.correlated);
      atoms.push({ at: same.at, p: pSame });
      extra = add(extra, mul(pSame, BigInt(same.sent - 1)));
    }
    for (const t of tuples(state.leaf, h.copies)) {
      const r = play(t.values, h.delay);
      const p = mul(mul(mul(state.weight, t.p), h.share), sub(ONE, h.correlated));
      atoms.push({ at: r.at, p });
      extra = add(extra, mul(p, BigInt(r.sent - 1)));
    }
  }
  return { dist: normalise(atoms.filter((a) => a.p.num !== 0n)), extra };
}

/** n choose k as a BigInt. */
export function choose(n: number, k: number): bigint {
  let c = 1n;
  for (let i = 0; i < k; i++) c = (c * BigInt(n - i)) / BigInt(i + 1);
  return c;
}

/** P(Bin(N, F) ≥ k) exactly: Σ_{j≥k} C(N, j)·F^j·(1 − F)^{N−j}. */
export function atLeastExact(n: number, k: number, f: Rational): Rational {
  // With F = a/b: Σ_{j≥k} C(N, j)·a^j·(b − a)^{N−j} / b^N.
  const a = f.num;
  const b = f.den;
  let sum = 0n;
  for (let j = Math.max(0, k); j <= n; j++)
    sum += choose(n, j) * a ** BigInt(j) * (b - a) ** BigInt(n - j);
  return rational(sum, b ** BigInt(n));
}

/** The smallest atom t with P(request ≤ t) ≥ p, the request the k-th fastest of N leaves. */
export function requestPercentileExact(
  dist: Discrete,
  n: number,
  k: number,
  p: Rational,
): Rational {
  for (const a of dist) if (compare(atLeastExact(n, k, cdfAt(dist, a.at)), p) >= 0) return a.at;
  return dist[dist.length - 1]?.at ?? ZERO;
}

/** The bit length of a positive BigInt. */
function bits(x: bigint): number {
  return x.toString(2).length;
}

/** num/den as the nearest double (about), without reducing huge fractions first. */
export function ratioToNumber(num: bigint, den: bigint): number {
  if (num === 0n) return 0;
  const shift = bits(den) - bits(num) + 64;
  const scaled = shift >= 0 ? (num << BigInt(shift)) / den : num / (den << BigInt(-shift));
  let value = Number(scaled);
  for (let s = shift; s > 0; s -= Math.min(s, 1000)) value /= 2 ** Math.min(s, 1000);
  return value;
}

/**
 * P(Bin(N, a/b) ≥ k) and P(Bin(N, a/b) < k) exactly (as doubles at the end) for each k, by the
 * integer recurrence T_j = C(N, j)·a^j·(b − a)^{N−j}, T_{j+1} = T_j·(N − j)·a/((j + 1)(b − a)):
 * fast enough for N = 10^4 with a dyadic probability (b a power of 2, exact as a double).
 */
export function binomialTailsExact(
  n: number,
  ks: readonly number[],
  a: bigint,
  b: bigint,
): { atLeast: number; below: number }[] {
  const rest = b - a;
  // cumulative[j] = Σ_{i<j} T_i.
  const cumulative: bigint[] = [0n];
  let term = rest ** BigInt(n);
  for (let j = 0; j <= n; j++) {
    cumulative.push((cumulative[j] ?? 0n) + term);
    if (j < n)
      term =
        rest === 0n
          ? j + 1 === n
            ? a ** BigInt(n)
            : 0n
          : (term * BigInt(n - j) * a) / (BigInt(j + 1) * rest);
  }
  const total = b ** BigInt(n);
  return ks.map((k) => {
    const below = cumulative[Math.min(n + 1, Math.max(0, k))] ?? 0n;
    return { atLeast: ratioToNumber(total - below, total), below: ratioToNumber(below, total) };
  });
}

/**
 * Prometheus' histogram_quantile (promql/quantile.go, bucketQuantile) for cumulative buckets
 * ascending in le, the last +Inf (added with the last count when missing): rank = q·total; b
 * the first bucket with count ≥ rank; the +Inf bucket gives the previous bound; a first bucket
 * with le ≤ 0 gives its le; otherwise linear interpolation in b from the previous bound (0 for
 * the first bucket).
 */
export function histogramQuantile(
  buckets: readonly { le: number; count: number }[],
  q: number,
): number {
  const all =
    buckets[buckets.length - 1]?.le === Infinity
      ? buckets
      : [...buckets, { le: Infinity, count: buckets[buckets.length - 1]?.count ?? 0 }];
  const total = all[all.length - 1]?.count ?? 0;
  const rank = q * total;
  let b = all.length - 1;
  for (let i = 0; i < all.length - 1; i++)
    if ((all[i]?.count ?? 0) >= rank) {
      b = i;
      break;
    }
  if (b === all.length - 1) return all[all.length - 2]?.le ?? 0;
  const bucket = all[b] ?? { le: 0, count: 0 };
  if (b === 0 && bucket.le <= 0) return bucket.le;
  const start = b > 0 ? (all[b - 1]?.le ?? 0) : 0;
  const before = b > 0 ? (all[b - 1]?.count ?? 0) : 0;
  return start + ((bucket.le - start) * (rank - before)) / (bucket.count - before);
}

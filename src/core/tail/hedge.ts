/**
 * The hedged leaf ("The Tail at Scale": hedged requests). Attempt i = 0…m−1 of a leaf request
 * is sent at i·d if no earlier attempt has answered by then (an answer exactly at i·d counts as
 * in time); the leaf answers with the first answer, H = min_i (i·d + L_i), attempts not sent
 * being slower than one that answered already. Copies' latencies L_i have the leaf's
 * distribution; `correlated` c: with probability c all copies of a leaf request take the same
 * latency (a slow shard, GC on both machines), so H = L; otherwise they are independent. A cap
 * q (Finagle's maxExtraLoad, a budget of extra attempts as a share of leaf requests) lets only
 * a share s of the leaf requests that would hedge do it.
 *
 * Closed forms, with S(x) = P(L > x) (1 for x < 0):
 * - independent copies: P(H > t) = Π_{i<m} S(t − i·d);
 * - correlation c: P(H > t) = c·S(t) + (1 − c)·Π_{i<m} S(t − i·d);
 * - extra attempts per leaf request (uncapped): E = Σ_{i=1}^{m−1} P(attempt i is sent) =
 *   Σ_{i=1}^{m−1} [c·S(i·d) + (1 − c)·Π_{j=1}^{i} S(j·d)] (attempt j answers by i·d iff
 *   L_j ≤ (i − j)·d);
 * - cap q: s = min(1, q/E), P(H > t) = (1 − s)·S(t) + s·[uncapped P(H > t)], extra = min(q, E).
 * Every one is exact for the model; times within 1e-12 relative of an atom count as the atom
 * (0.03 − 0.02 is 0.009999999999999998 in doubles, and must still count as the 0.01 atom).
 */
import { mergePoints, mixtureLeaf, topShareLeaf, type Leaf, type LeafState } from './leaf';
import { TOLERANCE, percentile } from './request';

/**
 * A hedging policy: attempt i = 0…m−1 of a leaf request is sent at i·d unless an earlier one has
 * answered; P(H > t) = c·S(t) + (1 − c)·Π_{i<m} S(t − i·d) before the cap (module comment).
 */
export interface Hedge {
  /** d, seconds before each further attempt; 0 = no hedging. */
  readonly delay: number;
  /** m, attempts per leaf request including the first (2…10); 1 = no hedging. */
  readonly copies: number;
  /** q, the largest extra load as a share of leaf requests (Finagle's maxExtraLoad); null = none. */
  readonly cap: number | null;
  /** c, the probability that every copy takes the first copy's latency. */
  readonly correlated: number;
}

/** A hedge read without NaN: m a whole number ≥ 1, d ≥ 0, c in [0, 1], cap ≥ 0 or null. */
interface CleanHedge {
  readonly delay: number;
  readonly copies: number;
  readonly cap: number | null;
  readonly correlated: number;
}

function clean(h: Hedge): CleanHedge {
  return {
    delay: Number.isFinite(h.delay) && h.delay > 0 ? h.delay : 0,
    copies: Number.isFinite(h.copies) ? Math.max(1, Math.floor(h.copies)) : 1,
    cap: h.cap === null || Number.isNaN(h.cap) ? null : Math.max(0, h.cap),
    correlated: Number.isFinite(h.correlated) ? Math.min(1, Math.max(0, h.correlated)) : 0,
  };
}

/** True when the hedge sends no second attempt: delay 0 or a single copy. */
export function hedgingOff(hedge: Hedge): boolean {
  const h = clean(hedge);
  return h.delay === 0 || h.copies <= 1;
}

/**
 * S(x) = P(L > x) for an x computed as t − i·d (or i·d): when x is within 1e-12 relative of
 * `scale` below a jump of the leaf, it is that jump (floating-point subtraction must not move
 * an atom's time to just before it).
 */
function exceedsAt(leaf: Leaf, x: number, scale: number): number {
  const jumps = leaf.jumps;
  if (jumps.length === 0) return leaf.exceeds(x);
  let lo = 0;
  let hi = jumps.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((jumps[mid] ?? 0) < x) lo = mid + 1;
    else hi = mid;
  }
  const next = jumps[lo];
  return leaf.exceeds(next !== undefined && next - x <= TOLERANCE * scale ? next : x);
}

/** The plain states of a leaf: its `states`, or the leaf itself with weight 1. */
function statesOf(leaf: Leaf): readonly LeafState[] {
  return leaf.states ?? [{ weight: 1, leaf }];
}

/**
 * Uncapped P(H > t) for one plain leaf: c·S(t) + (1 − c)·Π_{i<m, i·d ≤ t} S(t − i·d).
 */
function uncappedExceeds(leaf: Leaf, h: CleanHedge, t: number): number {
  const scale = Math.abs(t) + h.copies * h.delay;
  let product = 1;
  for (let i = 0; i < h.copies && product > 0; i++) {
    const x = t - i * h.delay;
    if (x < -TOLERANCE * scale) break;
    product *= exceedsAt(leaf, x, scale);
  }
  return h.correlated * exceedsAt(leaf, t, scale) + (1 - h.correlated) * product;
}

/**
 * Uncapped extra attempts per leaf request for one plain leaf:
 * Σ_{i=1}^{m−1} [c·S(i·d) + (1 − c)·Π_{j=1}^{i} S(j·d)].
 */
function uncappedExtraOf(leaf: Leaf, h: CleanHedge): number {
  let sum = 0;
  let product = 1;
  for (let i = 1; i < h.copies; i++) {
    const scale = i * h.delay;
    const s = exceedsAt(leaf, scale, scale);
    product *= s;
    sum += h.correlated * s + (1 - h.correlated) * product;
  }
  return sum;
}

/**
 * Extra attempts per leaf request without a cap: Σ_k w_k·E_k over the leaf's states (one state,
 * weight 1, for a plain leaf), E as in the module comment. 0 when hedging is off.
 */
export function uncappedExtraLoad(leaf: Leaf, hedge: Hedge): number {
  const h = clean(hedge);
  if (h.delay === 0 || h.copies <= 1) return 0;
  return statesOf(leaf).reduce((sum, s) => sum + s.weight * uncappedExtraOf(s.leaf, h), 0);
}

/**
 * s, the share of leaf requests allowed to hedge: min(1, cap/E) with E the uncapped extra load
 * (1 without a cap or when E = 0). With the cap as a budget refilled by the leaf requests
 * (Finagle's maxExtraLoad), in the steady state a share s of the requests that would hedge do.
 */
export function hedgedShare(leaf: Leaf, hedge: Hedge): number {
  const h = clean(hedge);
  const uncapped = uncappedExtraLoad(leaf, hedge);
  if (h.cap === null || uncapped <= h.cap) return 1;
  return h.cap / uncapped;
}

/** Copies sent per leaf request − 1: min(cap, E), E the uncapped extra (module comment). */
export function extraLoad(leaf: Leaf, hedge: Hedge): number {
  const h = clean(hedge);
  const uncapped = uncappedExtraLoad(leaf, hedge);
  return h.cap === null ? uncapped : Math.min(h.cap, uncapped);
}

/** The points a + i·d for points a and i < m, merged (exact ones, i = 0, first). */
function shifted(points: readonly number[], h: CleanHedge): number[] {
  return mergePoints(
    Array.from({ length: h.copies }, (_, i) => points.map((a) => a + i * h.delay)),
  );
}

/**
 * P(hedged leaf ≤ t) and its atoms, for a leaf with an optional outage share o: the leaf itself
 * when hedging is off (delay 0 or one copy), when c = 1 (H = L) or when the cap allows no
 * hedge; otherwise P(H > t) = (1 − s)·S(t) + s·Σ_k w_k·[c·S_k(t) + (1 − c)·Π_{i<m} S_k(t − i·d)]
 * over the leaf's states k (an outage leaf's copies stay in its state; one state for a plain
 * leaf), s = hedgedShare. Atoms (and jumps): every a + i·d for atoms a of the leaf and i < m.
 * Quantiles by percentile, bracketed by the leaf's own (hedging never makes a leaf slower).
 */
export function hedgedLeaf(leaf: Leaf, hedge: Hedge): Leaf {
  const h = clean(hedge);
  if (h.delay === 0 || h.copies <= 1 || h.correlated >= 1) return leaf;
  const s = hedgedShare(leaf, hedge);
  if (!(s > 0)) return leaf;
  const states = statesOf(leaf);
  const exceeds = (t: number) => {
    const hedged = states.reduce((sum, k) => sum + k.weight * uncappedExceeds(k.leaf, h, t), 0);
    return Math.min(1, Math.max(0, (1 - s) * leaf.exceeds(t) + s * hedged));
  };
  const cdf = (t: number) => 1 - exceeds(t);
  const atoms = leaf.atoms ? shifted(leaf.atoms, h) : null;
  const jumps = shifted(leaf.jumps, h);
  const hedgedOne: Leaf = {
    cdf,
    exceeds,
    atoms,
    jumps,
    quantile: (p) => percentile(cdf, atoms, p, { lo: 0, hi: leaf.quantile(p) }, jumps),
    slowTail: () => topShareLeaf(hedgedOne),
  };
  return hedgedOne;
}

/**
 * The leaf during a partial outage: a share o of the leaves is slow for every copy, drawing
 * from the leaf's slow tail (its top 1%, Leaf.slowTail), the rest is the leaf: the mixture
 * o·slowTail + (1 − o)·leaf, with `states` set so that hedging keeps each leaf request's copies
 * in its state (an outage leaf's hedges are slow too: P(H > t) mixes the hedged states, and the
 * extra load is o·E(slowTail) + (1 − o)·E(leaf) before the cap). o is clamped to [0, 1]; the
 * leaf itself at o = 0.
 */
export function outageLeaf(leaf: Leaf, outage: number): Leaf {
  const o = Number.isFinite(outage) ? Math.min(1, Math.max(0, outage)) : 0;
  if (o === 0) return leaf;
  const states: LeafState[] = [
    { weight: o, leaf: leaf.slowTail() },
    ...statesOf(leaf).map((k) => ({ weight: (1 - o) * k.weight, leaf: k.leaf })),
  ].filter((k) => k.weight > 0);
  return { ...mixtureLeaf(states), states };
}

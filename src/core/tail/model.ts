/**
 * The "Tail latency & hedging" panel's numbers in one place: a request fans out to N leaves and
 * completes when k = ⌈wait·N⌉ of them have answered; each leaf's latency has the given
 * distribution (leaf.ts), optionally hedged (hedge.ts); the request's latency is the k-th
 * fastest leaf (request.ts).
 */
import { extraLoad, hedgedLeaf, outageLeaf, type Hedge } from './hedge';
import { leafOf, type Leaf, type LeafSpec } from './leaf';
import { percentile, requestCdf, requestExceeds } from './request';

/** The panel's inputs: the leaf, N, the share awaited (k = ⌈wait·N⌉), hedging, the outage. */
export interface TailInputs {
  readonly leaf: LeafSpec;
  /** N, leaves per request (1…10,000). */
  readonly fanout: number;
  /** The share of the leaves the request waits for, in (0, 1]: 1 = all. */
  readonly waitShare: number;
  readonly hedge: Hedge;
  /** o, the share of leaves slow for every copy during a partial outage, in [0, 1]. */
  readonly outage: number;
}

/**
 * The panel's results: request percentiles (the k-th fastest of N leaves, unhedged and hedged),
 * P(request > leaf p99), the extra load E (capped: min(cap, E)) without and during the outage,
 * the leaf's p99 and p99.9, and k.
 */
export interface TailResults {
  /** P(request > the leaf's p99) without hedging: 1 − 0.99^N when waiting for all N. */
  readonly slowRequestShare: number;
  /** Request latency percentiles without hedging, seconds. */
  readonly p50: number;
  readonly p99: number;
  readonly p999: number;
  /** Request latency percentiles with hedging, seconds. */
  readonly hedgedP50: number;
  readonly hedgedP99: number;
  readonly hedgedP999: number;
  /** Extra attempts per leaf request (copies sent − 1), capped. */
  readonly extraLoad: number;
  /** The same during the partial outage: the extra load of o·slowTail + (1 − o)·leaf, capped. */
  readonly extraLoadOutage: number;
  /** The leaf's own p99 and p99.9, seconds. */
  readonly leafP99: number;
  readonly leafP999: number;
  /** k, the leaves the request waits for. */
  readonly awaited: number;
}

/** N as a whole number from 1 (NaN reads as 1). */
function fanoutOf(fanout: number): number {
  return Number.isFinite(fanout) ? Math.max(1, Math.floor(fanout)) : 1;
}

/**
 * k = ⌈waitShare·N − 10^−9⌉ clamped to 1…N: the leaves a request waits for (the 10^−9 keeps
 * 0.95·100 = 95.00000000000001 at 95).
 */
export function awaitedLeaves(fanout: number, waitShare: number): number {
  const n = fanoutOf(fanout);
  const k = Math.ceil((Number.isFinite(waitShare) ? waitShare : 1) * n - 1e-9);
  return Math.min(n, Math.max(1, k));
}

/** The leaves of a panel state: plain, hedged and in the outage, with N and k. */
export interface TailModel {
  readonly leaf: Leaf;
  readonly hedged: Leaf;
  readonly outage: Leaf;
  readonly fanout: number;
  readonly awaited: number;
}

/** The leaves and counts tailResults works from (for charts: requestCdf on them). */
export function tailModel(x: TailInputs): TailModel {
  const leaf = leafOf(x.leaf);
  return {
    leaf,
    hedged: hedgedLeaf(leaf, x.hedge),
    outage: outageLeaf(leaf, x.outage),
    fanout: fanoutOf(x.fanout),
    awaited: awaitedLeaves(x.fanout, x.waitShare),
  };
}

/**
 * The request's p-quantile on leaves `leaf`: percentile of requestCdf, bracketed by
 * [0, bound.quantile(1 − (1 − p)/N)] — by the union bound, P(every leaf ≤ that) ≥ p, so the
 * request (on `bound` or any faster leaf) is below it with probability ≥ p.
 */
function requestQuantile(m: TailModel, leaf: Leaf, p: number): number {
  const hi = m.leaf.quantile(1 - (1 - p) / m.fanout);
  return percentile(
    requestCdf(leaf, m.fanout, m.awaited),
    leaf.atoms,
    p,
    { lo: 0, hi: Number.isFinite(hi) && hi > 0 ? hi : 1 },
    leaf.jumps,
  );
}

/**
 * The request's latency p-quantile (the smallest L with P(latency ≤ L) ≥ p), without or with
 * hedging: for charts.
 */
export function requestPercentileAt(x: TailInputs, p: number, hedged: boolean): number {
  const m = tailModel(x);
  return requestQuantile(m, hedged ? m.hedged : m.leaf, p);
}

/**
 * Every number of the panel: the leaf's p99 and p99.9; slowRequestShare = P(request > leaf p99)
 * = P(fewer than k of N leaves ≤ leaf p99) unhedged; request p50/p99/p99.9 on the leaf and on
 * the hedged leaf; the extra load (hedge.ts) on the leaf and on the outage leaf, capped alike;
 * k.
 */
export function tailResults(x: TailInputs): TailResults {
  const m = tailModel(x);
  const leafP99 = m.leaf.quantile(0.99);
  return {
    slowRequestShare: requestExceeds(m.leaf, m.fanout, m.awaited)(leafP99),
    p50: requestQuantile(m, m.leaf, 0.5),
    p99: requestQuantile(m, m.leaf, 0.99),
    p999: requestQuantile(m, m.leaf, 0.999),
    hedgedP50: requestQuantile(m, m.hedged, 0.5),
    hedgedP99: requestQuantile(m, m.hedged, 0.99),
    hedgedP999: requestQuantile(m, m.hedged, 0.999),
    extraLoad: extraLoad(m.leaf, x.hedge),
    extraLoadOutage: extraLoad(m.outage, x.hedge),
    leafP99,
    leafP999: m.leaf.quantile(0.999),
    awaited: m.awaited,
  };
}

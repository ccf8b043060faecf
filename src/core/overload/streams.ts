import { fillExponential } from '../random/exponential';
import type { Rng } from '../random/prng';
import { exponentialWindow, type BackoffParams } from '../retries/strategies';
import { namedStream } from '../sim/streams';
import type { OverloadPolicy } from './types';
import type { OverloadMode } from './fields';

/**
 * Each policy's coordinate in its cells' streams. Fixed per policy, never its place in POLICIES:
 * a coordinate is part of every number its stream feeds. `aws_legacy` draws the stream of `aws`
 * (common random numbers): the same arrivals, clients, failures and backoffs, so the two differ by
 * their quota costs alone, and `aws_legacy` gives exactly the numbers `aws` gave before the 2026
 * costs.
 */
export const POLICY_STREAM: Readonly<Record<OverloadPolicy, number>> = {
  none: 0,
  retries: 1,
  grpc: 2,
  aws: 3,
  aws_legacy: 3,
  finagle: 4,
  breaker: 5,
  breaker_all: 6,
};

/**
 * The random stream of one cell: the named stream `overload-<mode>` at (policy[, f index]), the
 * policy by its POLICY_STREAM coordinate. It depends on nothing else, so a cell gives the same
 * numbers whatever worker computes it, and in any order.
 */
export function cellStream(
  seed: number,
  mode: OverloadMode,
  policy: OverloadPolicy,
  fIndex?: number,
): Rng {
  const p = POLICY_STREAM[policy];
  const name = `overload-${mode}` as const;
  return fIndex === undefined ? namedStream(seed, name, p) : namedStream(seed, name, p, fIndex);
}

/**
 * The full-jitter windows min(cap, base · 2^k) for k = 0 … attempts, computed once per cell: retry
 * k ≥ 1 waits U(0, windows[k]) seconds, drawn inline by the engines as rng.next() · windows[k].
 */
export function jitterWindows(p: BackoffParams, attempts: number): Float64Array {
  return Float64Array.from({ length: attempts + 1 }, (_, k) => exponentialWindow(k, p));
}

/** Exp(1) variates drawn this many at a time (Poisson gaps are these ÷ the rate). */
export const GAP_BLOCK = 256;

/**
 * A block of Exp(1) variates for Poisson gaps, refilled from the cell's stream when used up. The
 * engines read `gaps.values[gaps.at++]` inline: no call, no boxed double per arrival.
 */
export interface GapBlock {
  readonly values: Float64Array;
  at: number;
}

export function createGapBlock(): GapBlock {
  return { values: new Float64Array(GAP_BLOCK), at: GAP_BLOCK };
}

/** Refills the block when used up (call before reading values[at]). */
export function refillGaps(gaps: GapBlock, rng: Rng): void {
  if (gaps.at === GAP_BLOCK) {
    fillExponential(rng, gaps.values, GAP_BLOCK);
    gaps.at = 0;
  }
}

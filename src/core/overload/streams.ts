import { exponential } from '../random/exponential';
import type { Rng } from '../random/prng';
import { exponentialWindow, type BackoffParams } from '../retries/strategies';
import { streamFor } from '../retries/streams';
import { POLICIES, type OverloadPolicy } from './types';
import type { OverloadMode } from './fields';

/** Mode codes in the stream hash (the retries engine uses 1–3). */
const MODE_CODE: Readonly<Record<OverloadMode, number>> = { sweep: 13, metastable: 14 };

/**
 * The random stream of one cell: createRng(hash(seed, mode, policy[, f index])). It depends on
 * nothing else, so a cell gives the same numbers whatever worker computes it, and in any order.
 */
export function cellStream(
  seed: number,
  mode: OverloadMode,
  policy: OverloadPolicy,
  fIndex?: number,
): Rng {
  const p = POLICIES.indexOf(policy);
  return fIndex === undefined
    ? streamFor(seed, MODE_CODE[mode], p)
    : streamFor(seed, MODE_CODE[mode], p, fIndex);
}

/** The full-jitter windows min(cap, base · 2^k) for k = 0 … attempts, computed once per cell. */
export function jitterWindows(p: BackoffParams, attempts: number): Float64Array {
  return Float64Array.from({ length: attempts + 1 }, (_, k) => exponentialWindow(k, p));
}

/** Full jitter: retry k ≥ 1 waits U(0, min(cap, base · 2^k)) seconds (`windows` from jitterWindows). */
export function fullJitter(k: number, windows: Float64Array, rng: Rng): number {
  return rng.next() * windows[k]!;
}

/** An exponential gap of a Poisson process at `rate` per second (ziggurat: no logarithm, mostly). */
export function exponentialGap(rate: number, rng: Rng): number {
  return exponential(rng) / rate;
}

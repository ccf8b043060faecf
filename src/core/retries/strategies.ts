import { exp2 } from '../math/exp2';
import type { Rng } from '../random/prng';

/**
 * Retry backoff strategies. With attempt k ≥ 1 (the k-th retry), base b, hard cap c and
 * v = min(c, b·2^k): sources are the AWS Architecture Blog post "Exponential Backoff And Jitter"
 * (Marc Brooker, 2015), gRPC's connection-backoff spec and Polly's DecorrelatedJitterBackoffV2.
 */
export const STRATEGIES = [
  'exponential',
  'full',
  'equal',
  'decorrelated',
  'grpc',
  'polly',
  'constant',
] as const;
export type Strategy = (typeof STRATEGIES)[number];

/** The five strategies of the AWS contention study, in its order of presentation. */
export const CONTENTION_STRATEGIES = [
  'exponential',
  'full',
  'equal',
  'decorrelated',
  'constant',
] as const satisfies readonly Strategy[];

export const STRATEGY_LABELS: Readonly<Record<Strategy, string>> = {
  exponential: 'Exponential, no jitter',
  full: 'Full jitter',
  equal: 'Equal jitter',
  decorrelated: 'Decorrelated jitter',
  grpc: 'gRPC preset',
  polly: 'Polly preset',
  constant: 'Constant (no backoff)',
};

/** gRPC connection backoff defaults (doc/connection-backoff.md in grpc/grpc). */
export const GRPC = { initial: 1, multiplier: 1.6, jitter: 0.2, max: 120 } as const;

/** Polly DecorrelatedJitterBackoffV2 constants (Polly.Contrib.WaitAndRetry, Polly v8 core). */
export const POLLY = { pFactor: 4, scaling: 1 / 1.4 } as const;

export interface BackoffParams {
  /** Base delay b, seconds (> 0). For `polly`, its median first retry delay. */
  readonly base: number;
  /** Hard cap c, seconds: no delay ever exceeds it. */
  readonly cap: number;
}

/**
 * v = min(c, b·2^k), the no-jitter exponential delay before retry k. exp2 is exact at whole k
 * and much cheaper than 2 ** k, which the contention sweep evaluates at every failure.
 */
export function exponentialWindow(k: number, p: BackoffParams): number {
  return Math.min(p.cap, p.base * exp2(k));
}

const MINUS_TWO_LOG2E = -2 * Math.LOG2E;

/**
 * Polly's intrinsic curve f(t) = 2^t · tanh(√(pFactor·t)), increasing from f(0) = 0. Written with
 * exp2 (tanh x = (1 − e^(−2x)) / (1 + e^(−2x)), e^(−2x) = 2^(−2x·log₂e)): the same value to
 * ~1e-15, and the wave's Polly column spends most of its time here.
 */
export function pollyCurve(t: number): number {
  const e = exp2(MINUS_TWO_LOG2E * Math.sqrt(POLLY.pFactor * t));
  return (exp2(t) * (1 - e)) / (1 + e);
}

/** gRPC's mean delay before retry k: 1 s, then ×1.6 per retry up to 120 s (before jitter). */
export function grpcMean(k: number): number {
  return k <= 1 ? GRPC.initial : Math.min(GRPC.initial * GRPC.multiplier ** (k - 1), GRPC.max);
}

/**
 * Per-client state a strategy carries between retries (decorrelated: the previous sleep;
 * polly: the previous f(t)). One slot per client in a Float64Array, so sweeps allocate nothing.
 */
export function initialState(strategy: Strategy, p: BackoffParams): number {
  return strategy === 'decorrelated' ? p.base : 0;
}

/**
 * The delay (seconds) before retry k ≥ 1 of one client, drawing from `rng`, reading and updating
 * that client's slot `state[i]`. Retries must be asked in order k = 1, 2, … for each client.
 */
export function nextDelay(
  strategy: Strategy,
  k: number,
  p: BackoffParams,
  rng: Rng,
  state: Float64Array,
  i: number,
): number {
  switch (strategy) {
    case 'exponential':
      return exponentialWindow(k, p);
    case 'full':
      return rng.next() * exponentialWindow(k, p);
    case 'equal': {
      const v = exponentialWindow(k, p);
      return v / 2 + rng.next() * (v / 2);
    }
    case 'decorrelated': {
      // AWS: sleep = min(cap, random_between(base, sleep · 3)), sleep starting at base.
      const previous = state[i] ?? p.base;
      const s = Math.min(p.cap, p.base + rng.next() * (3 * previous - p.base));
      state[i] = s;
      return s;
    }
    case 'grpc': {
      // The first retry waits INITIAL_BACKOFF exactly; later ones get ±20% jitter.
      const mean = grpcMean(k);
      const factor = k <= 1 ? 1 : 1 + GRPC.jitter * (2 * rng.next() - 1);
      return Math.min(p.cap, mean * factor);
    }
    case 'polly': {
      const next = pollyCurve(k - 1 + rng.next());
      const delay = (next - (state[i] ?? 0)) * POLLY.scaling * p.base;
      state[i] = next;
      return Math.min(p.cap, delay);
    }
    case 'constant':
      return 0;
  }
}

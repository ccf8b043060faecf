import type { Rng } from '../random/prng';
import {
  exponentialWindow,
  grpcMean,
  GRPC,
  pollyCurve,
  POLLY,
  type BackoffParams,
  type Strategy,
} from './strategies';

/**
 * Fills `out[0…count)` with the delays of `count` fresh clients before retry k, in client order.
 * Called once per batch of clients: no per-client closure call, switch or allocation.
 */
export type WaveBatchSampler = (out: Float64Array, count: number) => void;

/** Uniform draws buffered per batch (64 KiB): small enough to stay in the L2 cache. */
const UNIFORMS = 8192;

/** The next n draws of `rng`, in order: the only place a wave calls the PRNG. */
function draw(rng: Rng, u: Float64Array, n: number): void {
  // One call per batch: the loop runs inside the generator, where V8 keeps its state unboxed.
  rng.fill(u, n);
}

/**
 * A batch sampler from a pure transform: the draws of m clients (`perClient` each, client after
 * client, as nextDelay() would take them) are made in one tight loop, then `transform` turns
 * them into delays with plain arithmetic on typed arrays, which V8 compiles without calls or
 * boxed doubles.
 */
function batched(
  rng: Rng,
  perClient: number,
  transform: (u: Float64Array, out: Float64Array, from: number, m: number) => void,
): WaveBatchSampler {
  const clients = Math.max(1, Math.floor(UNIFORMS / perClient));
  let u = new Float64Array(0);
  return (out, count) => {
    // Sized by the largest batch asked so far (one client for waveSampler), at most `clients`.
    const wanted = Math.min(clients, count) * perClient;
    if (u.length < wanted) u = new Float64Array(wanted);
    const per = u.length / perClient;
    for (let from = 0; from < count;) {
      const m = Math.min(per, count - from);
      draw(rng, u, m * perClient);
      transform(u, out, from, m);
      from += m;
    }
  };
}

/**
 * The batch sampler of one strategy. It draws from `rng` exactly as nextDelay() called for
 * retries 1…k would, with the same floating-point operations in the same order, so both give
 * bit-identical numbers (a test checks it). What does not depend on the draw (v, v/2, gRPC's
 * mean, the cap) is computed once; Polly's earlier draws are taken but their curve is not
 * evaluated, because d_k depends only on t_(k−1) and t_k.
 */
export function waveBatchSampler(
  strategy: Strategy,
  k: number,
  p: BackoffParams,
  rng: Rng,
): WaveBatchSampler {
  const { base, cap } = p;
  // b and c as raw doubles for the hot loops: a small integer such as 1 read from the closure
  // would be checked and converted again on every use.
  const constants = Float64Array.of(base, cap);
  switch (strategy) {
    case 'exponential': {
      const v = exponentialWindow(k, p);
      return (out, count) => out.fill(v, 0, count);
    }
    case 'full': {
      const v = exponentialWindow(k, p);
      return batched(rng, 1, (u, out, from, m) => {
        for (let i = 0; i < m; i++) out[from + i] = (u[i] ?? 0) * v;
      });
    }
    case 'equal': {
      const half = exponentialWindow(k, p) / 2;
      return batched(rng, 1, (u, out, from, m) => {
        for (let i = 0; i < m; i++) out[from + i] = half + (u[i] ?? 0) * half;
      });
    }
    case 'decorrelated':
      // s_j = min(c, b + U·(3·s_(j−1) − b)), s_0 = b, for j = 1…k.
      // Retry by retry across the batch: the clients are independent, so the CPU overlaps them,
      // and s lives in `out` (a Float64Array), never in a boxed double.
      return batched(rng, k, (u, out, from, m) => {
        const b = constants[0] ?? 0;
        const c = constants[1] ?? 0;
        const n = k;
        out.fill(b, from, from + m);
        for (let j = 0; j < n; j++) {
          for (let i = 0; i < m; i++) {
            const s = out[from + i] ?? 0;
            out[from + i] = Math.min(c, b + (u[i * n + j] ?? 0) * (3 * s - b));
          }
        }
      });
    case 'grpc': {
      if (k <= 1) {
        const d = Math.min(cap, grpcMean(1));
        return (out, count) => out.fill(d, 0, count);
      }
      const mean = grpcMean(k);
      const jitter = GRPC.jitter;
      return batched(rng, 1, (u, out, from, m) => {
        for (let i = 0; i < m; i++) {
          const d = mean * (1 + jitter * (2 * (u[i] ?? 0) - 1));
          out[from + i] = Math.min(cap, d);
        }
      });
    }
    case 'polly': {
      const scaling = POLLY.scaling;
      if (k <= 1) {
        return batched(rng, 1, (u, out, from, m) => {
          for (let i = 0; i < m; i++) {
            const d = pollyCurve(u[i] ?? 0) * scaling * base;
            out[from + i] = Math.min(cap, d);
          }
        });
      }
      // Of a client's k draws, the last two are t_(k−1) − (k−2) and t_k − (k−1); the first
      // k − 2 only move the stream on.
      return batched(rng, k, (u, out, from, m) => {
        const b = constants[0] ?? 0;
        const c = constants[1] ?? 0;
        const n = k;
        const t1 = n - 2;
        const t2 = n - 1;
        for (let i = 0, at = t1; i < m; i++, at += n) {
          const previous = pollyCurve(t1 + (u[at] ?? 0));
          const next = pollyCurve(t2 + (u[at + 1] ?? 0));
          out[from + i] = Math.min(c, (next - previous) * scaling * b);
        }
      });
    }
    case 'constant':
      return (out, count) => out.fill(0, 0, count);
  }
}

/** One client at a time (tests, and anything that wants a single delay): the batch of one. */
export function waveSampler(
  strategy: Strategy,
  k: number,
  p: BackoffParams,
  rng: Rng,
): () => number {
  const batch = waveBatchSampler(strategy, k, p, rng);
  const one = new Float64Array(1);
  return () => {
    batch(one, 1);
    return one[0] ?? 0;
  };
}

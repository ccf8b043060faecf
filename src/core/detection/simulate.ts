/**
 * Seeded Monte Carlo of a node's check sequence, to test the closed forms against: every check
 * fails transiently with probability p, N failures in a row eject the node, h successes in a row
 * bring it back. Pure and deterministic for a seed (src/core/random/prng.ts).
 */
import { createRng } from '../random/prng';

export interface CheckSequenceRun {
  readonly p: number;
  readonly n: number;
  readonly h: number;
  /** Serve-then-eject cycles to simulate (each ends with one false trigger and a recovery). */
  readonly cycles: number;
  readonly seed: number;
}

/** A sample mean with its standard error. */
export interface Estimate {
  readonly mean: number;
  readonly stdErr: number;
}

export interface CheckSequenceResult {
  /** Checks in service between false triggers. */
  readonly checksBetween: Estimate;
  /** Checks spent ejected per false trigger, waiting for h successes. */
  readonly recoveryChecks: Estimate;
  /** Share of checks spent ejected (ratio estimator, delta-method standard error). */
  readonly capacityLost: Estimate;
  readonly totalChecks: number;
}

function estimate(sum: number, sumSq: number, count: number): Estimate {
  const mean = sum / count;
  const variance = Math.max(0, (sumSq - count * mean * mean) / (count - 1));
  return { mean, stdErr: Math.sqrt(variance / count) };
}

/** Runs `cycles` renewal cycles of the check sequence. Hot loop: no allocation per check. */
export function simulateCheckSequence(run: CheckSequenceRun): CheckSequenceResult {
  const rng = createRng(run.seed);
  const serve = new Float64Array(run.cycles);
  const eject = new Float64Array(run.cycles);
  for (let c = 0; c < run.cycles; c++) {
    let checks = 0;
    let failures = 0;
    while (failures < run.n) {
      checks++;
      failures = rng.next() < run.p ? failures + 1 : 0;
    }
    serve[c] = checks;
    checks = 0;
    let successes = 0;
    while (successes < run.h) {
      checks++;
      successes = rng.next() < run.p ? 0 : successes + 1;
    }
    eject[c] = checks;
  }
  let s = 0;
  let ss = 0;
  let e = 0;
  let ee = 0;
  for (let c = 0; c < run.cycles; c++) {
    s += serve[c] ?? 0;
    ss += (serve[c] ?? 0) ** 2;
    e += eject[c] ?? 0;
    ee += (eject[c] ?? 0) ** 2;
  }
  const ratio = e / (s + e);
  // Delta method for a ratio of means: Var(R̂) ≈ Var(Y − R·Z) / (K · Z̄²), Z = X + Y.
  let residual = 0;
  for (let c = 0; c < run.cycles; c++) {
    const y = eject[c] ?? 0;
    residual += (y - ratio * (y + (serve[c] ?? 0))) ** 2;
  }
  const zBar = (s + e) / run.cycles;
  const ratioErr = Math.sqrt(residual / (run.cycles - 1) / run.cycles) / zBar;
  return {
    checksBetween: estimate(s, ss, run.cycles),
    recoveryChecks: estimate(e, ee, run.cycles),
    capacityLost: { mean: ratio, stdErr: ratioErr },
    totalChecks: s + e,
  };
}

export interface DetectionRun {
  readonly n: number;
  readonly i: number;
  /** When set, every check after the failure hangs and fails only at this timeout. */
  readonly timeout: number | null;
  readonly samples: number;
  readonly seed: number;
}

/**
 * Detection delay of a real failure starting at a uniformly random moment between checks on the
 * grid k·i: the first check to see it is the next tick, the N-th failed one ejects.
 */
export function simulateDetection(run: DetectionRun): Estimate & { min: number; max: number } {
  const rng = createRng(run.seed);
  let sum = 0;
  let sumSq = 0;
  let min = Infinity;
  let max = -Infinity;
  for (let k = 0; k < run.samples; k++) {
    const start = rng.uniform(0, run.i);
    const firstTick = run.i; // ticks at 0, i, 2i, …; the failure starts in [0, i)
    const ejectAt = firstTick + (run.n - 1) * run.i + (run.timeout ?? 0);
    const delay = ejectAt - start;
    sum += delay;
    sumSq += delay * delay;
    if (delay < min) min = delay;
    if (delay > max) max = delay;
  }
  return { ...estimate(sum, sumSq, run.samples), min, max };
}

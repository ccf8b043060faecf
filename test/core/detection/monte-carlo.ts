/**
 * Seeded Monte Carlo of a node's check sequence, to test the closed forms against: every check
 * fails transiently with probability p, N failures in a row eject the node, h successes in a row
 * bring it back. Pure and deterministic for a seed (src/core/random/prng.ts).
 */
import { createRng } from '@/core/random/prng';

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
 * Detection delay of a real failure starting at a uniformly random moment, simulated tick by
 * tick: checks run at 0, i, 2i, …; a check that starts after the failure fails (at its timeout
 * when it hangs, else at once), one that starts before it passes and resets the count; the N-th
 * failed check in a row ejects. Nothing of the closed form (N − ½)·i is written in here, so a
 * wrong formula is caught.
 */
export function simulateDetection(run: DetectionRun): Estimate & { min: number; max: number } {
  const rng = createRng(run.seed);
  const hang = run.timeout ?? 0;
  // The failure may start anywhere in the first few intervals: the phase is what matters.
  const span = 4 * run.i;
  let sum = 0;
  let sumSq = 0;
  let min = Infinity;
  let max = -Infinity;
  for (let k = 0; k < run.samples; k++) {
    const start = rng.uniform(0, span);
    let failures = 0;
    let tick = 0;
    for (; failures < run.n; tick++) {
      // A check that starts before the failure passes (resetting the count); after, it fails.
      failures = tick * run.i <= start ? 0 : failures + 1;
    }
    // The N-th failed check ran at tick − 1 and reports at its timeout when it hangs.
    const delay = (tick - 1) * run.i + hang - start;
    sum += delay;
    sumSq += delay * delay;
    if (delay < min) min = delay;
    if (delay > max) max = delay;
  }
  return { ...estimate(sum, sumSq, run.samples), min, max };
}

export interface FleetRun {
  /** Each node's own transient failure probability per check. */
  readonly p: number;
  /** Probability per tick that the dependency every check calls blips (fails every node). */
  readonly q: number;
  readonly n: number;
  readonly fleet: number;
  /** Check ticks to simulate (every node is checked once per tick). */
  readonly ticks: number;
  /** Batches for the standard errors (batch means: ticks within a batch are correlated). */
  readonly batches: number;
  readonly seed: number;
}

export interface FleetResult {
  /** Node false triggers per tick across the fleet (a whole-fleet ejection counts `fleet`). */
  readonly fleetRate: Estimate;
  /** Whole-fleet ejections per tick: runs of N shared blips, the count restarting after each. */
  readonly wholeFleetRate: Estimate;
  /** Ticks at which every node was ejected at once. */
  readonly allAtOnce: number;
}

/**
 * A small fleet checked tick by tick with a shared blip process: at each tick the shared
 * dependency blips with probability q (every node's check fails), and otherwise each node's
 * check fails on its own with probability p. Each node counts its failures in a row and is
 * falsely ejected at N (its count restarting), as in the closed forms.
 */
export function simulateFleet(run: FleetRun): FleetResult {
  const rng = createRng(run.seed);
  const counts = new Int32Array(run.fleet);
  const perBatch = Math.floor(run.ticks / run.batches);
  let sharedRun = 0;
  let allAtOnce = 0;
  let fs = 0;
  let fss = 0;
  let ws = 0;
  let wss = 0;
  for (let b = 0; b < run.batches; b++) {
    let triggers = 0;
    let whole = 0;
    for (let t = 0; t < perBatch; t++) {
      const blip = rng.next() < run.q;
      if (blip) {
        sharedRun++;
        if (sharedRun === run.n) {
          whole++;
          sharedRun = 0;
        }
      } else sharedRun = 0;
      let ejected = 0;
      for (let node = 0; node < run.fleet; node++) {
        const fails = blip || rng.next() < run.p;
        const c = fails ? (counts[node] ?? 0) + 1 : 0;
        if (c === run.n) {
          ejected++;
          counts[node] = 0;
        } else counts[node] = c;
      }
      triggers += ejected;
      if (ejected === run.fleet) allAtOnce++;
    }
    fs += triggers / perBatch;
    fss += (triggers / perBatch) ** 2;
    ws += whole / perBatch;
    wss += (whole / perBatch) ** 2;
  }
  return {
    fleetRate: estimate(fs, fss, run.batches),
    wholeFleetRate: estimate(ws, wss, run.batches),
    allAtOnce,
  };
}

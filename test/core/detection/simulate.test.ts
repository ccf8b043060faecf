import { describe, expect, it } from 'vitest';
import {
  capacityLost,
  checksBetweenFalseTriggers,
  detectionTimes,
  recoveryChecks,
} from '@/core/detection/detection';
import { simulateCheckSequence, simulateDetection } from '@/core/detection/simulate';

/**
 * Seeded Monte Carlo against the closed forms. Each estimate is a mean of independent renewal
 * cycles, so it is normal to a good approximation; we require the closed form inside the 99.9%
 * interval (±3.29 standard errors) and the interval itself to be tight enough to mean something.
 */
const Z = 3.29;

function expectWithin(
  estimate: { mean: number; stdErr: number },
  closed: number,
  maxRelErr: number,
) {
  expect(Math.abs(estimate.mean - closed)).toBeLessThanOrEqual(Z * estimate.stdErr);
  expect(estimate.stdErr / closed).toBeLessThan(maxRelErr);
}

describe('Monte Carlo of the check sequence', () => {
  it('p = 0.05, N = 3, h = 2: 8,420 checks between false triggers and 0.0257% capacity lost', () => {
    const run = simulateCheckSequence({ p: 0.05, n: 3, h: 2, cycles: 3000, seed: 20240601 });
    expectWithin(run.checksBetween, 8420, 0.03);
    expectWithin(run.recoveryChecks, recoveryChecks(0.05, 2).value, 0.01);
    expectWithin(run.capacityLost, capacityLost(0.05, 3, 2), 0.03);
    // At i = 5 s: 42,100 s between false triggers.
    expect(Math.abs(run.checksBetween.mean * 5 - 42_100)).toBeLessThan(
      Z * run.checksBetween.stdErr * 5,
    );
  });

  it('N = 1: 20 checks (100 s at 5 s)', () => {
    const run = simulateCheckSequence({ p: 0.05, n: 1, h: 2, cycles: 20_000, seed: 7 });
    expectWithin(run.checksBetween, 20, 0.01);
  });

  it('a flaky check, p = 0.3, N = 4, h = 3, agrees too', () => {
    const run = simulateCheckSequence({ p: 0.3, n: 4, h: 3, cycles: 20_000, seed: 99 });
    expectWithin(run.checksBetween, checksBetweenFalseTriggers(0.3, 4).value, 0.01);
    expectWithin(run.recoveryChecks, recoveryChecks(0.3, 3).value, 0.01);
    expectWithin(run.capacityLost, capacityLost(0.3, 4, 3), 0.01);
  });

  it('a shared dependency blipping with q = 0.1 ejects the fleet every 1,110 checks (N = 3)', () => {
    // The dependency's own tick sequence is the same renewal process with q in place of p.
    const run = simulateCheckSequence({ p: 0.1, n: 3, h: 1, cycles: 20_000, seed: 3 });
    expectWithin(run.checksBetween, (1 - 0.001) / (0.9 * 0.001), 0.01);
  });

  it('is deterministic for a seed', () => {
    const a = simulateCheckSequence({ p: 0.2, n: 2, h: 2, cycles: 100, seed: 5 });
    const b = simulateCheckSequence({ p: 0.2, n: 2, h: 2, cycles: 100, seed: 5 });
    expect(a).toEqual(b);
  });
});

describe('Monte Carlo of detection delay', () => {
  it('a failure at a random phase is ejected in (N − 1)·i … N·i, (N − ½)·i on average: 10–15 s, 12.5 s', () => {
    const sim = simulateDetection({ n: 3, i: 5, timeout: null, samples: 50_000, seed: 11 });
    const closed = detectionTimes(3, 5, null);
    expect(Math.abs(sim.mean - closed.mean)).toBeLessThanOrEqual(Z * sim.stdErr);
    expect(sim.min).toBeGreaterThanOrEqual(closed.best);
    expect(sim.max).toBeLessThanOrEqual(closed.worst);
    expect(sim.max).toBeGreaterThan(closed.worst - 0.01);
  });

  it('a hanging check adds its timeout: worst 16 s at timeout 1 s', () => {
    const sim = simulateDetection({ n: 3, i: 5, timeout: 1, samples: 50_000, seed: 12 });
    const closed = detectionTimes(3, 5, 1);
    expect(Math.abs(sim.mean - (closed.hangMean ?? 0))).toBeLessThanOrEqual(Z * sim.stdErr);
    expect(sim.max).toBeLessThanOrEqual(closed.hangWorst ?? 0);
  });
});

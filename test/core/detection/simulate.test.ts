import { describe, expect, it } from 'vitest';
import {
  capacityLost,
  checksBetweenFalseTriggers,
  detectionTimes,
  recoveryChecks,
} from '@/core/detection/detection';
import {
  effectiveFailureProbability,
  falseTriggersPerNode,
  fleetEjectionsShared,
} from '@/core/detection/detection';
import { simulateCheckSequence, simulateDetection, simulateFleet } from './simulate';

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
  it('p = 0.05, N = 3, h = 2: 8,420 checks between false triggers (not 1/p^N = 8,000) and 0.0257% capacity lost', () => {
    // 24,000 cycles (≈ 2·10⁸ checks, about a second): the 99.9% interval is ±2.1%, so it holds
    // 8,420 and leaves out the naive 1/p^N = 8,000, 5% lower.
    const run = simulateCheckSequence({ p: 0.05, n: 3, h: 2, cycles: 24_000, seed: 20240601 });
    expectWithin(run.checksBetween, 8420, 0.007);
    expect(Math.abs(run.checksBetween.mean - 8000)).toBeGreaterThan(Z * run.checksBetween.stdErr);
    expectWithin(run.recoveryChecks, recoveryChecks(0.05, 2).value, 0.01);
    expectWithin(run.capacityLost, capacityLost(0.05, 3, 2), 0.01);
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

describe('Monte Carlo of a fleet with a shared blip process', () => {
  // 10 nodes, p = 0.05, q = 0.1, N = 2: each check fails with p_eff = 1 − 0.95 × 0.9 = 0.145.
  const run = simulateFleet({
    p: 0.05,
    q: 0.1,
    n: 2,
    fleet: 10,
    ticks: 200_000,
    batches: 100,
    seed: 42,
  });
  const perTick = (m: { value: number }) => m.value;

  it('false-triggers the fleet at fleet × the per-node rate at p_eff (whole-fleet ejections included once)', () => {
    expect(effectiveFailureProbability(0.05, 0.1)).toBeCloseTo(0.145, 12);
    const closed = 10 * perTick(falseTriggersPerNode(0.05, 2, 1, 1, 0.1));
    expectWithin(run.fleetRate, closed, 0.015);
    // The old model (fleet × rate at p, plus the whole-fleet events once) is far outside.
    const old =
      10 * perTick(falseTriggersPerNode(0.05, 2, 1, 1)) +
      perTick(fleetEjectionsShared(0.1, 2, 1, 1));
    expect(Math.abs(run.fleetRate.mean - old)).toBeGreaterThan(10 * Z * run.fleetRate.stdErr);
  });

  it('ejects the whole fleet at the run rate of q: (1 − q)·q^N / (1 − q^N) per tick', () => {
    expectWithin(run.wholeFleetRate, perTick(fleetEjectionsShared(0.1, 2, 1, 1)), 0.05);
    // Those ejections do eject every node at the same tick (almost always: a node's own run
    // can complete a tick earlier and restart its count).
    const events = run.wholeFleetRate.mean * 200_000;
    expect(run.allAtOnce).toBeGreaterThan(0.5 * events);
    expect(run.allAtOnce).toBeLessThanOrEqual(events + 1e-9);
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

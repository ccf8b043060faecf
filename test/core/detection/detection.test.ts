import { describe, expect, it } from 'vitest';
import {
  capacityLost,
  checksBetweenFalseTriggers,
  detectionTimes,
  effectiveFailureProbability,
  falseTriggerProbability,
  falseTriggersPerNode,
  fleetEjectionsShared,
  meanTimeBetweenFalseTriggers,
  recoveryChecks,
  reductionFactor,
  SECONDS_PER_DAY,
  wholeFleetIndependent,
} from '@/core/detection/detection';
import { simulateCheckSequence, simulateDetection, simulateFleet } from './monte-carlo';

/** Relative closeness for values of any size. */
const near = (actual: number, expected: number, rel = 1e-12) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(rel * Math.abs(expected));

describe('the worked example: p = 0.05, N = 3, i = 5 s', () => {
  it('one window falsely triggers with p^N = 1.25e-4 (0.0125%), 400× fewer than N = 1', () => {
    near(falseTriggerProbability(0.05, 3).value, 1.25e-4);
    near(reductionFactor(0.05, 3).value, 400);
    near(reductionFactor(0.05, 1).value, 1);
  });

  it('detects in 15 s worst case, 12.5 s on average, 10 s more than N = 1; + timeout when hanging', () => {
    const t = detectionTimes(3, 5, 1);
    expect(t.worst).toBe(15);
    expect(t.mean).toBe(12.5);
    expect(t.best).toBe(10);
    expect(t.extra).toBe(10);
    expect(t.hangWorst).toBe(16);
    expect(t.hangMean).toBe(13.5);
    expect(detectionTimes(1, 5, null).extra).toBe(0);
  });

  it('waits 8,420 checks, 42,100 s (11.7 h) between false triggers: 2.05 per node per day, 205 for 100 nodes', () => {
    near(checksBetweenFalseTriggers(0.05, 3).value, 8420);
    near(meanTimeBetweenFalseTriggers(0.05, 3, 5).value, 42_100);
    expect(meanTimeBetweenFalseTriggers(0.05, 3, 5).value / 3600).toBeCloseTo(11.7, 1);
    const perDay = falseTriggersPerNode(0.05, 3, 5, SECONDS_PER_DAY).value;
    near(perDay, 86_400 / 42_100);
    expect(perDay).toBeCloseTo(2.05, 2);
    expect(100 * perDay).toBeCloseTo(205.2, 1);
  });

  it('with N = 1: 20 checks, 100 s', () => {
    near(checksBetweenFalseTriggers(0.05, 1).value, 20);
    near(meanTimeBetweenFalseTriggers(0.05, 1, 5).value, 100);
  });
});

describe('capacity lost to false ejections', () => {
  it('needs (1 − s^h)/(p·s^h) checks to string h = 2 successes: 0.0975/0.045125 ≈ 2.1607', () => {
    near(recoveryChecks(0.05, 2).value, 0.0975 / 0.045125);
    near(recoveryChecks(0, 4).value, 4);
  });

  it('is E_h / (E_N + E_h): 2.1607 / 8422.16 ≈ 0.0257% at the worked example', () => {
    const eH = 0.0975 / 0.045125;
    near(capacityLost(0.05, 3, 2), eH / (8420 + eH), 1e-10);
    expect(capacityLost(0.05, 3, 2)).toBeCloseTo(2.5655e-4, 7);
  });

  it('is zero when checks never fail, and almost everything when they nearly always do', () => {
    expect(capacityLost(0, 3, 2)).toBe(0);
    expect(capacityLost(0.99, 1, 2)).toBeGreaterThan(0.999);
  });

  it('stays a number in [0, 1] at the extremes (h = 100, N = 100), by logarithms', () => {
    for (const p of [1e-300, 1e-9, 0.5, 0.999999, 1 - 1e-12]) {
      for (const [n, h] of [
        [1, 100],
        [100, 100],
        [100, 1],
      ] as const) {
        const share = capacityLost(p, n, h);
        expect(Number.isNaN(share)).toBe(false);
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(1);
      }
    }
    expect(capacityLost(0.999999, 1, 100)).toBeCloseTo(1, 12);
    expect(capacityLost(0.5, 100, 100)).toBeCloseTo(0.5, 12);
  });
});

describe('the shared-dependency trap', () => {
  it('ejects the whole fleet at the single-node rate of q, not q^fleet: q = 0.01, N = 3, i = 5 s', () => {
    // Checks between runs of 3: (1 − 1e-6) / (0.99 × 1e-6) = 1,010,100 checks; a 30-day month
    // has 518,400 checks at 5 s, so ≈ 0.513 whole-fleet ejections a month.
    const perMonth = fleetEjectionsShared(0.01, 3, 5, 30 * 86_400).value;
    near(perMonth, 518_400 / ((1 - 1e-6) / (0.99 * 1e-6)), 1e-10);
    expect(perMonth).toBeCloseTo(0.513, 3);
    expect(fleetEjectionsShared(0, 3, 5, 30 * 86_400).value).toBe(0);
  });

  it('makes every check fail with p_eff = 1 − (1 − p)(1 − q): 3.42 per node per day at q = 0.01, not 2.05', () => {
    expect(effectiveFailureProbability(0.05, 0.01)).toBeCloseTo(0.0595, 15);
    expect(effectiveFailureProbability(0.05, 0)).toBe(0.05);
    const e = 0.0595;
    const checks = (1 - e ** 3) / ((1 - e) * e ** 3);
    near(checksBetweenFalseTriggers(0.05, 3, 0.01).value, checks, 1e-12);
    expect(checksBetweenFalseTriggers(0.05, 3, 0.01).value).toBeCloseTo(5046.6, 1);
    const perDay = falseTriggersPerNode(0.05, 3, 5, SECONDS_PER_DAY, 0.01).value;
    near(perDay, 17_280 / checks, 1e-12);
    expect(perDay).toBeCloseTo(3.424, 3);
    // q = 0 is the worked example, exactly.
    expect(falseTriggersPerNode(0.05, 3, 5, SECONDS_PER_DAY, 0).value).toBe(
      falseTriggersPerNode(0.05, 3, 5, SECONDS_PER_DAY).value,
    );
    expect(capacityLost(0.05, 3, 2, 0.01)).toBeGreaterThan(capacityLost(0.05, 3, 2));
  });

  it('independent blips alone would eject all 100 nodes in one window with (p^N)^100 ≈ 10^-390.3', () => {
    const all = wholeFleetIndependent(0.05, 3, 100);
    expect(all.value).toBe(0); // beyond doubles…
    expect(all.log10).toBeCloseTo(100 * Math.log10(1.25e-4), 9); // …but still known
  });
});

describe('p = 0: a check that never fails transiently', () => {
  it('never triggers: probability 0, no finite wait, 0 per day', () => {
    expect(falseTriggerProbability(0, 3).value).toBe(0);
    expect(checksBetweenFalseTriggers(0, 3).value).toBe(Infinity);
    expect(falseTriggersPerNode(0, 3, 5, SECONDS_PER_DAY).value).toBe(0);
    expect(reductionFactor(0, 3).value).toBe(Infinity);
  });
});

describe('reductionFactor p^(1−N)', () => {
  it('is 1 for N = 1 whatever p, p = 0 included (0^0 = 1: nothing changes)', () => {
    expect(reductionFactor(0, 1)).toEqual({ value: 1, log10: 0 });
    expect(reductionFactor(0.3, 1)).toEqual({ value: 1, log10: 0 });
  });

  it('is exactly 1/p^(N−1) in doubles: p = ½, N = 5 → 16', () => {
    expect(reductionFactor(0.5, 5)).toEqual({ value: 16, log10: Math.log10(16) });
  });

  it('reports 10^400 by its logarithm when p^(N−1) = 1e-400 underflows', () => {
    const r = reductionFactor(1e-10, 41);
    expect(r.value).toBe(Infinity);
    expect(r.log10).toBeCloseTo(400, 9);
  });

  it('reports 10^310 by its logarithm when p^(N−1) = 1e-310 fits but 1/p^(N−1) overflows', () => {
    const r = reductionFactor(1e-155, 3);
    expect(r.value).toBe(Infinity);
    expect(r.log10).toBeCloseTo(310, 6);
  });
});

describe('detectionTimes without a timeout', () => {
  it('has no hanging-check times: N = 3, i = 5 s', () => {
    const t = detectionTimes(3, 5, null);
    expect(t).toEqual({
      worst: 15,
      best: 10,
      mean: 12.5,
      extra: 10,
      hangWorst: null,
      hangMean: null,
    });
  });
});

describe('capacityLost E_h / (E_N + E_h), exact at p = ½', () => {
  // At p = ½, E_N = 2^(N+1) − 2 and E_h = 2^(h+1) − 2: N = 1, 3, 4 → 2, 14, 30; h = 1, 2 → 2, 6.
  it('is 2/16 = 0.125 (N = 3, h = 1), 6/8 = 0.75 (N = 1, h = 2), 6/20 = 0.3 (N = 3, h = 2)', () => {
    expect(capacityLost(0.5, 3, 1)).toBe(0.125);
    expect(capacityLost(0.5, 1, 2)).toBe(0.75);
    expect(capacityLost(0.5, 3, 2)).toBe(0.3);
    expect(capacityLost(0.5, 4, 2)).toBe(6 / 36);
  });

  it('is ½ for N = h = 1022, where E_N = E_h = 2^1023 and their sum overflows', () => {
    expect(capacityLost(0.5, 1022, 1022)).toBe(0.5);
  });

  it('is ⅓ for N = 1023, h = 1022, where E_N ≈ 2^1024 is no longer a double', () => {
    expect(capacityLost(0.5, 1023, 1022)).toBeCloseTo(1 / 3, 12);
  });
});

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
    // Counting the whole-fleet events on top of fleet × the rate at p, instead, is far outside.
    const additive =
      10 * perTick(falseTriggersPerNode(0.05, 2, 1, 1)) +
      perTick(fleetEjectionsShared(0.1, 2, 1, 1));
    expect(Math.abs(run.fleetRate.mean - additive)).toBeGreaterThan(10 * Z * run.fleetRate.stdErr);
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

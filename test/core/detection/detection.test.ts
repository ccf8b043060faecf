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

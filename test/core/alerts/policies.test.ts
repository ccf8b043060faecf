import { describe, expect, it } from 'vitest';
import { policyTiers, tierOf } from '@/core/alerts/policies';
import { DAY, HOUR, MINUTE } from '@/core/alerts/tier';

const T30 = 30 * DAY;

describe('policyTiers', () => {
  it('sloth over 28 days: 13.44, 5.6, 2.8, 0.933…', () => {
    const factors = policyTiers('sloth', 28 * DAY).map((t) => t.factor);
    expect(factors[0]).toBeCloseTo(13.44, 12);
    expect(factors[1]).toBeCloseTo(5.6, 12);
    expect(factors[2]).toBeCloseTo(2.8, 12);
    expect(factors[3]).toBeCloseTo(28 / 30, 12);
  });

  it('pyrra over 28 days: the windows of its own test (1h/5m for 2m … 4d/6h for 3h), factors 14, 7, 2, 1', () => {
    const m = 60;
    expect(policyTiers('pyrra', 28 * DAY)).toEqual([
      { severity: 'page', long: 3600, short: 5 * m, factor: 14, for: 2 * m },
      { severity: 'page', long: 6 * 3600, short: 30 * m, factor: 7, for: 15 * m },
      { severity: 'ticket', long: DAY, short: 2 * 3600, factor: 2, for: 3600 },
      { severity: 'ticket', long: 4 * DAY, short: 6 * 3600, factor: 1, for: 3 * 3600 },
    ]);
  });

  it('pyrra over 30 days scales by 30/28 and rounds to the minute (1h → 64m, 5m → 5m, 4d → 4d6h51m)', () => {
    const [first, , , last] = policyTiers('pyrra', T30);
    expect(first!.long).toBe(64 * 60); // 64.29 min
    expect(first!.short).toBe(5 * 60); // 5.36 min
    expect(first!.for).toBe(2 * 60); // 2.14 min
    expect(last!.long).toBe((4 * 24 * 60 + 6 * 60 + 51) * 60); // 6171.43 min
  });
});

describe('policyTiers over other periods', () => {
  it('pyrra over 7 days: a quarter of its 28-day windows, halves rounded up', () => {
    // 1h/4 = 15m; 5m/4 = 75 s → 1m; 2m/4 = 30 s → 1m (Go rounds halves away from zero).
    expect(policyTiers('pyrra', 7 * DAY)[0]).toStrictEqual({
      severity: 'page',
      long: 15 * MINUTE,
      short: 1 * MINUTE,
      factor: 14,
      for: 1 * MINUTE,
    });
  });
});

describe('tierOf', () => {
  it('a rule by share gets share × period / long; a rule with neither gets 0', () => {
    expect(tierOf({ severity: 'page', long: HOUR, short: 300, share: 0.5 }, 7200)).toStrictEqual({
      severity: 'page',
      long: HOUR,
      short: 300,
      factor: 1,
      share: 0.5,
      for: 0,
    });
    expect(tierOf({ severity: 'ticket', long: HOUR, short: 300 }, 7200)).toStrictEqual({
      severity: 'ticket',
      long: HOUR,
      short: 300,
      factor: 0,
      for: 0,
    });
    expect(
      tierOf({ severity: 'page', long: HOUR, short: 300, factor: 3, share: 0.5, for: 60 }, 7200),
    ).toStrictEqual({ severity: 'page', long: HOUR, short: 300, factor: 3, share: 0.5, for: 60 });
  });
});

import { describe, expect, it } from 'vitest';
import { CALENDARS } from '@/core/availability/calendars';
import { downtimeBudget } from '@/core/availability/downtime';
import { parseAvailabilityPercent } from '@/core/availability/parse';
import {
  azFailoverOnPaper,
  budgetShare,
  regionFailoverOnPaper,
  rpoWrites,
} from '@/core/failover/on-paper';

function yearBudget(percent: string, cal: keyof typeof CALENDARS = '365d'): number {
  const u = parseAvailabilityPercent(percent);
  if (!u.ok) throw new Error(u.error);
  return downtimeBudget(u.value, CALENDARS[cal]).year;
}

describe('on-paper failover figures (the worked examples)', () => {
  it('multi-AZ: 10 s × 3 + 10 s drain = 40 s', () => {
    expect(azFailoverOnPaper({ interval: 10, threshold: 3, drain: 10 })).toBe(40);
  });

  it('multi-region: 5 s × 3 + 30 s TTL = 45 s', () => {
    expect(regionFailoverOnPaper({ interval: 5, threshold: 3, ttl: 30 })).toBe(45);
  });

  it('data at risk: 1 s of lag at 100 writes/s = 100 writes', () => {
    expect(rpoWrites(1, 100)).toBe(100);
    expect(rpoWrites(0, 100)).toBe(0);
    expect(rpoWrites(2.5, 40)).toBe(100);
  });

  it('budget share: 4 failovers × 40 s of a 99.99% year (3,153.6 s) ≈ 5.07%', () => {
    const budget = yearBudget('99.99');
    expect(budget).toBe(3153.6);
    expect(budgetShare(4, 40, budget)).toBeCloseTo(160 / 3153.6, 15);
    expect(budgetShare(4, 40, budget)).toBeCloseTo(0.0507357, 7);
    expect(budgetShare(4, 45, budget)).toBeCloseTo(0.0570776, 7);
  });

  it('budget share above 1 when failovers alone break the target (99.999%: 315.36 s)', () => {
    expect(budgetShare(4, 900, yearBudget('99.999'))).toBeCloseTo(3600 / 315.36, 12);
    expect(budgetShare(0, 40, yearBudget('99.99'))).toBe(0);
  });

  it('uses the calendar’s year: a Gregorian 99.99% year is 3,155.6952 s', () => {
    expect(budgetShare(4, 40, yearBudget('99.99', 'gregorian'))).toBeCloseTo(160 / 3155.6952, 15);
  });
});

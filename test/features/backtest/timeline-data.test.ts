import { describe, expect, it } from 'vitest';
import { budgetTicks } from '@/features/backtest/timeline-data';

describe('the timeline’s budget-left axis', () => {
  it('runs from 0 to 100% in quarters while budget is left', () => {
    expect(budgetTicks(0.4)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(budgetTicks(0)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  it('goes below 0 when the budget was overspent, at most about six ticks', () => {
    expect(budgetTicks(-0.3)).toEqual([-0.5, 0, 0.5, 1]);
    expect(budgetTicks(-3)).toEqual([-3, -2, -1, 0, 1]);
    for (let lo = -0.01; lo > -500; lo *= 1.3) {
      const ticks = budgetTicks(lo);
      expect(ticks[0]!).toBeLessThanOrEqual(lo);
      expect(ticks.length).toBeLessThanOrEqual(7);
      expect(ticks).toContain(0);
    }
  });
});

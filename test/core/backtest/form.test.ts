import { describe, expect, it } from 'vitest';
import { BACKTEST_FORM } from '@/core/backtest/form';
import { formProblems } from '@/core/fields/form-check';

describe('BACKTEST_FORM', () => {
  it('declares nothing the form would drop: every group, mode and row holds', () => {
    expect(formProblems(BACKTEST_FORM)).toEqual([]);
  });

  it('draws every field, in three groups, the policy as the mode', () => {
    expect(BACKTEST_FORM.mode).toBe('policy');
    expect(BACKTEST_FORM.groups.map((g) => g.id)).toEqual(['data', 'slo', 'alerts']);
    const groups = new Set(BACKTEST_FORM.groups.map((g) => g.id));
    for (const f of BACKTEST_FORM.fields) expect(groups.has(f.group ?? '')).toBe(true);
  });
});

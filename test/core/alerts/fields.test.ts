import { describe, expect, it } from 'vitest';
import { ALERTS_FIELDS } from '@/core/alerts/fields';
import { toNumber } from '@/core/exact/rational';
import { fieldFor } from '@/core/fields/schema';

const slo = fieldFor(ALERTS_FIELDS, 'slo');
const message = (text: string) => {
  const r = slo.parse(text);
  return r.ok ? null : r.error;
};

describe('the SLO field', () => {
  it('reads the budget exactly: 99.9 → 0.001, 9.995e1 → 0.0005', () => {
    const a = slo.parse('99.9');
    const b = slo.parse('9.995e1');
    expect(a.ok && toNumber(a.value)).toBe(0.001);
    expect(b.ok && toNumber(b.value)).toBe(0.0005);
  });

  it('says in SLO words what is wrong', () => {
    expect(message('100')).toMatch(/^An SLO of 100% leaves no error budget/);
    expect(message('101')).toBe('An SLO is a percentage: it cannot be more than 100.');
    expect(message('0')).toMatch(/^An SLO of 0% promises nothing/);
    expect(message('-5')).toBe('An SLO cannot be negative.');
    expect(message('abc')).toBe('“abc” is not a number. Write an SLO such as 99.99.');
    expect(message('')).toBe('Enter an SLO, for example 99.99.');
  });
});

import { describe, expect, it } from 'vitest';
import { parseNumberField } from '@/core/input/number';

const interval = {
  what: 'the check interval',
  example: '5',
  min: 0,
  minExclusive: true,
  unit: 's',
};
const probability = {
  what: 'the failure probability',
  example: '0.05',
  min: 0,
  max: 1,
  maxExclusive: true,
};
const count = { what: 'the threshold', example: '3', min: 1, max: 100, integer: true };

function error(result: { ok: boolean; error?: string }): string {
  return result.ok ? '' : (result.error ?? '');
}

describe('parseNumberField', () => {
  it('reads valid numbers', () => {
    expect(parseNumberField('5', interval)).toEqual({ ok: true, value: 5 });
    expect(parseNumberField(' 0.05 ', probability)).toEqual({ ok: true, value: 0.05 });
    expect(parseNumberField('100', count)).toEqual({ ok: true, value: 100 });
  });

  it('reads scientific notation exactly, and bounds its exponent', () => {
    expect(parseNumberField('1e-7', probability)).toEqual({ ok: true, value: 1e-7 });
    expect(parseNumberField('1.5E-7', probability)).toEqual({ ok: true, value: 1.5e-7 });
    expect(parseNumberField('2.5e1', interval)).toEqual({ ok: true, value: 25 });
    expect(parseNumberField('1e+2', count)).toEqual({ ok: true, value: 100 });
    expect(parseNumberField('.5e-3', probability)).toEqual({ ok: true, value: 0.0005 });
    // Exactly decimal: 1.15e1 is 11.5, not a whole number; 1.1e1 and 3.0e0 are.
    expect(error(parseNumberField('1.15e1', count))).toBe('The threshold must be a whole number.');
    expect(parseNumberField('1.1e1', count)).toEqual({ ok: true, value: 11 });
    expect(parseNumberField('3.0e0', count)).toEqual({ ok: true, value: 3 });
    expect(error(parseNumberField('1e-100000000', probability))).toBe(
      'Use an exponent from −300 to 300, please.',
    );
    expect(error(parseNumberField('1e999', interval))).toBe(
      'Use an exponent from −300 to 300, please.',
    );
    expect(error(parseNumberField('2e0', probability))).toBe(
      'The failure probability must be less than 1.',
    );
    expect(error(parseNumberField('1e', probability))).toMatch(/is not a number/);
    expect(error(parseNumberField('e5', probability))).toMatch(/is not a number/);
    expect(error(parseNumberField('1e-3.5', probability))).toMatch(/is not a number/);
    expect(error(parseNumberField('-1e-3', probability))).toMatch(/cannot be negative/);
    expect(error(parseNumberField('1,5e-7', probability))).toBe(
      'Use a point for decimals: 1.5e-7.',
    );
    // Leading zeros only place the point: twenty significant digits are allowed after them.
    expect(parseNumberField('0.000000000000000000015e3', probability)).toEqual({
      ok: true,
      value: 1.5e-17,
    });
    expect(error(parseNumberField('1.23456789012345678901e-3', probability))).toBe(
      'At most 20 significant digits before the exponent, please.',
    );
  });

  it('explains ranges, whole numbers and garbage in words', () => {
    expect(error(parseNumberField('0', interval))).toBe(
      'The check interval must be more than 0 s.',
    );
    expect(error(parseNumberField('1', probability))).toBe(
      'The failure probability must be less than 1.',
    );
    expect(error(parseNumberField('2.5', count))).toBe('The threshold must be a whole number.');
    expect(error(parseNumberField('0', count))).toBe('The threshold must be at least 1.');
    expect(error(parseNumberField('101', count))).toBe('The threshold must be at most 100.');
    expect(error(parseNumberField('-1', count))).toBe('The threshold cannot be negative.');
    expect(error(parseNumberField('x', count))).toMatch(/“x” is not a number/);
    expect(error(parseNumberField('', count))).toMatch(/Enter the threshold/);
    expect(error(parseNumberField('9'.repeat(400), interval))).toBe(
      'The check interval is too large to work with.',
    );
  });
});

describe('parseNumberField at the edges of its rules', () => {
  // Inclusive bounds here, 0 ≤ p ≤ 1, unlike the exclusive maximum above; a rate has no bounds.
  const probability = { what: 'the failure probability', example: '0.05', min: 0, max: 1 };
  const open = { what: 'a rate', example: '5' };

  it('takes the bounds themselves when they are inclusive', () => {
    expect(parseNumberField('1', count)).toEqual({ ok: true, value: 1 });
    expect(parseNumberField('0', probability)).toEqual({ ok: true, value: 0 });
    expect(parseNumberField('1', probability)).toEqual({ ok: true, value: 1 });
  });

  it('has no bounds when the rule names none', () => {
    expect(parseNumberField('0', open)).toEqual({ ok: true, value: 0 });
    expect(parseNumberField('1e300', open)).toEqual({ ok: true, value: 1e300 });
  });

  it('reads a minus sign followed by spaces as negative', () => {
    expect(error(parseNumberField('- 5', count))).toBe('The threshold cannot be negative.');
    expect(error(parseNumberField('-.5', probability))).toBe(
      'The failure probability cannot be negative.',
    );
  });

  it('suggests a point only for a whole decimal comma number', () => {
    expect(error(parseNumberField('12,5', open))).toBe('Use a point for decimals: 12.5.');
    expect(error(parseNumberField('1,25', open))).toBe('Use a point for decimals: 1.25.');
    expect(error(parseNumberField('1,5', open))).toBe('Use a point for decimals: 1.5.');
    expect(error(parseNumberField('1,5e7', open))).toBe('Use a point for decimals: 1.5e7.');
    expect(error(parseNumberField('1,5e-12', open))).toBe('Use a point for decimals: 1.5e-12.');
    expect(error(parseNumberField('x1,5', open))).toBe(
      '“x1,5” is not a number. Write a rate such as 5.',
    );
    expect(error(parseNumberField('1,5x', open))).toBe(
      '“1,5x” is not a number. Write a rate such as 5.',
    );
  });

  it('accepts exponents of exactly ±300 and 20 significant digits', () => {
    expect(parseNumberField('1e300', open)).toEqual({ ok: true, value: 1e300 });
    expect(parseNumberField('1e-300', probability)).toEqual({ ok: true, value: 1e-300 });
    expect(error(parseNumberField('1e301', open))).toBe(
      'Use an exponent from −300 to 300, please.',
    );
    expect(parseNumberField('1.2345678901234567890e-3', probability)).toEqual({
      ok: true,
      value: Number('0.001234567890123456789'),
    });
    // Five significant digits after six leading zeros: the zeros only place the point.
    expect(parseNumberField('0.0000012345e1', probability)).toEqual({
      ok: true,
      value: 0.000012345,
    });
  });

  it('accepts 20 decimal places and explains the 21st', () => {
    expect(parseNumberField('0.00000000000000000001', probability)).toEqual({
      ok: true,
      value: 1e-20,
    });
    expect(error(parseNumberField('0.000000000000000000001', probability))).toBe(
      'At most 20 decimal places, please (this has 21).',
    );
  });
});

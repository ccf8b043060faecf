import { describe, expect, it } from 'vitest';
import { parseNumberField } from '@/core/input/number';

const probability = { what: 'the failure probability', example: '0.05', min: 0, max: 1 };
const count = { what: 'the threshold', example: '3', min: 1, max: 100, integer: true };
const open = { what: 'a rate', example: '5' };

const error = (r: { ok: boolean; error?: string }) => (r.ok ? '' : (r.error ?? ''));

describe('parseNumberField at the edges of its rules', () => {
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

import { describe, expect, it } from 'vitest';
import { valuesText } from '@/core/fields/describe';
import { choiceField, flagField, numberField, textField } from '@/core/fields/field';

const num = (rule: Parameters<typeof numberField>[2]) => numberField('i', '1', rule);

describe('valuesText', () => {
  it('describes open ranges with ≥ or >', () => {
    expect(valuesText(num({ label: 'L', what: 'w', example: '1' }))).toBe('decimal ≥ 0');
    expect(
      valuesText(num({ label: 'L', what: 'w', example: '1', min: 0, minExclusive: true })),
    ).toBe('decimal > 0');
    expect(valuesText(num({ label: 'L', what: 'w', example: '1', min: 5, integer: true }))).toBe(
      'whole number ≥ 5',
    );
  });

  it('describes closed ranges with the key between the bounds, thousands grouped', () => {
    expect(
      valuesText(
        num({ label: 'L', what: 'w', example: '1', min: 0, minExclusive: true, max: 86400 }),
      ),
    ).toBe('decimal, 0 < i ≤ 86,400');
    expect(
      valuesText(num({ label: 'L', what: 'w', example: '1', max: 1, maxExclusive: true })),
    ).toBe('decimal, 0 ≤ i < 1');
    expect(
      valuesText(num({ label: 'L', what: 'w', example: '1', min: 1, max: 100, integer: true })),
    ).toBe('whole number, 1 to 100');
  });

  it('writes 10⁹ and beyond as powers of ten, but not numbers that are not powers', () => {
    expect(
      valuesText(num({ label: 'L', what: 'w', example: '1', min: 1, max: 1e9, integer: true })),
    ).toBe('whole number, 1 to 10⁹');
    expect(valuesText(num({ label: 'L', what: 'w', example: '1', max: 1e12 }))).toBe(
      'decimal, 0 ≤ i ≤ 10¹²',
    );
    expect(valuesText(num({ label: 'L', what: 'w', example: '1', max: 2e9 }))).toBe(
      'decimal, 0 ≤ i ≤ 2,000,000,000',
    );
    expect(valuesText(num({ label: 'L', what: 'w', example: '1', max: 1e8 }))).toBe(
      'decimal, 0 ≤ i ≤ 100,000,000',
    );
  });

  it('prefers the field’s own words, then booleans, choices and text', () => {
    expect(
      valuesText(num({ label: 'L', what: 'w', example: '1', values: 'any rate', max: 3 })),
    ).toBe('any rate');
    expect(valuesText(flagField('f', '1', { label: 'F', what: 'f' }))).toBe(
      '`1` (yes) or `0` (no)',
    );
    const c = choiceField(
      'c',
      'a',
      [
        { value: 'a', label: 'A' },
        { value: 'b', label: 'B' },
      ],
      {
        label: 'C',
        what: 'c',
      },
    );
    expect(valuesText(c)).toBe('`a`, `b`');
    expect(valuesText(choiceField('c', 'a', [], { label: 'C', what: 'c' }))).toBe('text');
    expect(valuesText({ ...textField('t', '', { label: 'T', values: '' }) })).toBe('text');
  });
});

import { describe, expect, it } from 'vitest';
import { configNumber, messageNumber } from '@/core/emit/numbers';

describe('configNumber', () => {
  it('prints short exact-looking decimals, never e-notation', () => {
    expect(configNumber(14.399999999999999)).toBe('14.4');
    expect(configNumber(0.1 + 0.2)).toBe('0.3');
    expect(configNumber(2.8 / 3)).toBe('0.933333333333');
    expect(configNumber(1e-7)).toBe('0.0000001');
    expect(configNumber(6)).toBe('6');
    expect(configNumber(-0)).toBe('0');
  });

  it('12 significant digits, plain decimals', () => {
    expect(configNumber(123_456_789_012.4)).toBe('123456789012');
    expect(configNumber(1_234_567_890_123)).toBe('1234567890120');
    expect(configNumber(0.000_012_345_678_901_234)).toBe('0.0000123456789012');
    expect(configNumber(-2.5)).toBe('-2.5');
    expect(configNumber(1e-300)).toBe('0.' + '0'.repeat(299) + '1');
  });

  it('refuses what is not finite, in words', () => {
    expect(() => configNumber(Number.NaN)).toThrow('a rule number must be finite, not NaN');
    expect(() => configNumber(-Infinity)).toThrow('a rule number must be finite, not -Infinity');
    expect(() => configNumber(Infinity)).toThrow(RangeError);
  });
});

describe('messageNumber', () => {
  it('12 significant digits in the shortest form, e-notation kept as typed', () => {
    expect(messageNumber(0.1 + 0.2)).toBe('0.3');
    expect(messageNumber(2.8 / 3)).toBe('0.933333333333');
    expect(messageNumber(5)).toBe('5');
    expect(messageNumber(0.0004)).toBe('0.0004');
    expect(messageNumber(1e-13)).toBe('1e-13');
    expect(messageNumber(2.5e-11)).toBe('2.5e-11');
    expect(messageNumber(1e21)).toBe('1e+21');
    expect(messageNumber(-0)).toBe('0');
  });
});

import { describe, expect, it } from 'vitest';
import { matchScientificText, parseDecimalText, scientificValue } from '@/core/exact/decimal-text';
import { rational } from '@/core/exact/rational';

describe('parseDecimalText', () => {
  it('counts the decimals as typed, trailing zeros included', () => {
    expect(parseDecimalText('1.500')).toEqual({ value: rational(3n, 2n), decimals: 3 });
    expect(parseDecimalText('007')).toEqual({ value: rational(7n), decimals: 0 });
    expect(parseDecimalText('0')).toEqual({ value: rational(0n), decimals: 0 });
    expect(parseDecimalText('.25')).toEqual({ value: rational(1n, 4n), decimals: 2 });
    expect(parseDecimalText('3.')).toEqual({ value: rational(3n), decimals: 0 });
  });

  it('needs the whole text to be a decimal', () => {
    expect(parseDecimalText('1 ')).toBeNull();
    expect(parseDecimalText('a1')).toBeNull();
    expect(parseDecimalText('1a')).toBeNull();
  });

  it('reads digits exactly', () => {
    expect(parseDecimalText('99.9999999999')).toEqual({
      value: rational(999_999_999_999n, 10n ** 10n),
      decimals: 10,
    });
    expect(parseDecimalText('.5')?.value).toEqual(rational(1n, 2n));
    expect(parseDecimalText('12.')?.value).toEqual(rational(12n));
  });

  it('rejects anything that is not a plain decimal', () => {
    for (const bad of ['', '.', '-1', '1e3', '1.2.3', 'abc', ' 1', '0x10', '1,5']) {
      expect(parseDecimalText(bad)).toBeNull();
    }
  });
});

describe('matchScientificText', () => {
  it('splits the mantissa digits, the decimals and the exponent', () => {
    expect(matchScientificText('1.5e-7')).toEqual({ digits: '15', decimals: 1, exponent: -7 });
    expect(matchScientificText('2E3')).toEqual({ digits: '2', decimals: 0, exponent: 3 });
    expect(matchScientificText('.25e+12')).toEqual({ digits: '25', decimals: 2, exponent: 12 });
    expect(matchScientificText('4.e2')).toEqual({ digits: '4', decimals: 0, exponent: 2 });
    expect(matchScientificText('1.50e10')).toEqual({ digits: '150', decimals: 2, exponent: 10 });
  });

  it('is null for anything else', () => {
    for (const bad of [
      '1.5',
      'e5',
      '.e5',
      '1e',
      '1e-',
      '1e5x',
      'x1e5',
      '1.2.3e4',
      '1e2.5',
      '-1e3',
    ]) {
      expect(matchScientificText(bad)).toBeNull();
    }
  });
});

describe('scientificValue', () => {
  it('is digits × 10^(exponent − decimals), exactly', () => {
    expect(scientificValue({ digits: '15', decimals: 1, exponent: -7 })).toEqual(
      rational(15n, 10n ** 8n),
    );
    expect(scientificValue({ digits: '25', decimals: 2, exponent: 12 })).toEqual(
      rational(25n * 10n ** 10n),
    );
    // A shift of exactly zero: 1.5e1 = 15.
    expect(scientificValue({ digits: '15', decimals: 1, exponent: 1 })).toEqual(rational(15n));
    expect(scientificValue({ digits: '12', decimals: 1, exponent: 0 })).toEqual(rational(6n, 5n));
  });
});

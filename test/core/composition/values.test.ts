import { describe, expect, it } from 'vitest';
import { parseComponentAvailability, parseOptionPercent } from '@/core/composition/values';
import { rational } from '@/core/exact/rational';

const r = (n: number, d = 1) => rational(BigInt(n), BigInt(d));

describe('component availabilities, a trailing percent sign with or without spaces', () => {
  it.each(['100', '100%', '100 %', '100 % ', '100% ', '1e2%'])('%j never fails: u = 0', (text) => {
    expect(parseComponentAvailability(text, 'db')).toEqual({ ok: true, value: r(0) });
  });

  it.each(['99.9', '99.9%', '99.9 %', '99.9 % '])('%j is u = 1/1000', (text) => {
    expect(parseComponentAvailability(text, 'db')).toEqual({ ok: true, value: r(1, 1000) });
  });

  it('a percent sign before the number is not a trailing one', () => {
    expect(parseComponentAvailability('%100', 'db')).toEqual({
      ok: false,
      error: '“db”: “%100” is not a number. Write an availability such as 99.99.',
    });
  });

  it('0% and an empty value, in words', () => {
    expect(parseComponentAvailability('0%', 'db')).toEqual({
      ok: false,
      error:
        '“db” is 0% available: it is never up, so nothing that needs it ever works. Availabilities must be above 0.',
    });
    expect(parseComponentAvailability('', 'db')).toEqual({
      ok: false,
      error: '“db”: Enter an availability, for example 99.99.',
    });
  });
});

describe('option percentages', () => {
  it('read as fractions of one, 0 and 100 included', () => {
    expect(parseOptionPercent('50', 'the failover success', '99.9')).toEqual({
      ok: true,
      value: r(1, 2),
    });
    expect(parseOptionPercent('100', 'the failover success', '99.9')).toEqual({
      ok: true,
      value: r(1),
    });
    expect(parseOptionPercent('0', 'the common-cause share', '5')).toEqual({
      ok: true,
      value: r(0),
    });
  });

  it('not a number, empty or negative: the reader’s message, with the option’s name', () => {
    expect(parseOptionPercent('abc', 'the failover success', '99.9')).toEqual({
      ok: false,
      error: '“abc” is not a number. Write the failover success such as 99.9.',
    });
    expect(parseOptionPercent(' ', 'the common-cause share', '5')).toEqual({
      ok: false,
      error: 'Enter the common-cause share, for example 5.',
    });
    expect(parseOptionPercent('-1', 'the failover success', '99.9')).toEqual({
      ok: false,
      error: 'The failover success cannot be negative.',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { parseFailoverField, type FailoverFieldKey } from '@/core/failover/fields';

const error = (text: string) => {
  const parsed = parseFailoverField('stale', text);
  return parsed.ok ? null : parsed.error;
};

describe('the stale share typed as a percentage', () => {
  it.each([
    // Several digits before the point, and after it.
    ['12%', 'Write the share as a fraction: 12% is 0.12.'],
    ['1.25%', 'Write the share as a fraction: 1.25% is 0.0125.'],
    ['12.75 %', 'Write the share as a fraction: 12.75% is 0.1275.'],
    // Spaces around the number and after the sign are allowed.
    [' 2% ', 'Write the share as a fraction: 2% is 0.02.'],
    ['2%\t', 'Write the share as a fraction: 2% is 0.02.'],
  ] as const)('%j → %s', (text, message) => {
    expect(error(text)).toBe(message);
  });

  it.each([
    // Only a whole "number %" is read as a percentage; anything around it is not a number.
    ['-5%', 'A share of clients cannot be negative.'],
    ['x2%', '“x2%” is not a number. Write a share of clients such as 0.02.'],
    ['2%x', '“2%x” is not a number. Write a share of clients such as 0.02.'],
    ['2% of them', '“2% of them” is not a number. Write a share of clients such as 0.02.'],
  ] as const)('%j → %s', (text, message) => {
    expect(error(text)).toBe(message);
  });
});

describe('a key the panel does not have', () => {
  it('says so, in words', () => {
    expect(parseFailoverField('retries' as FailoverFieldKey, '3')).toEqual({
      ok: false,
      error: '“retries” is not a setting of this panel.',
    });
  });
});

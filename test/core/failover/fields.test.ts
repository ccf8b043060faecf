import { describe, expect, it } from 'vitest';
import { parseFailoverField, type FailoverFieldKey } from '@/core/failover/fields';

const error = (key: Parameters<typeof parseFailoverField>[0], text: string) => {
  const parsed = parseFailoverField(key, text);
  return parsed.ok ? null : parsed.error;
};

describe('failover fields', () => {
  it('reads the defaults', () => {
    expect(parseFailoverField('az_i', '10')).toEqual({ ok: true, value: 10 });
    expect(parseFailoverField('stale', '0.02')).toEqual({ ok: true, value: 0.02 });
    expect(parseFailoverField('seed', '1')).toEqual({ ok: true, value: 1 });
  });

  it.each([
    ['az_i', '0', 'A health-check interval must be more than 0 s.'],
    ['dns_i', '-5', 'A health-check interval cannot be negative.'],
    ['az_n', '2.5', 'A failure threshold must be a whole number.'],
    ['dns_n', '0', 'A failure threshold must be at least 1.'],
    ['dns_n', '101', 'A failure threshold must be at most 100.'],
    ['stale', '1.5', 'A share of clients must be at most 1.'],
    ['stale', '2%', 'Write the share as a fraction: 2% is 0.02.'],
    ['stale', '1.1 %', 'Write the share as a fraction: 1.1% is 0.011.'],
    ['ttl', 'abc', '“abc” is not a number. Write a TTL such as 30.'],
    ['lag', '', 'Enter a replication lag, for example 1.'],
    ['drain', '1,5', 'Use a point for decimals: 1.5.'],
    ['seed', '4294967296', 'A seed must be at most 4294967295.'],
    ['az_i', '86401', 'A health-check interval must be at most 86400 s.'],
    ['dns_i', '1e400', 'Use an exponent from −300 to 300, please.'],
    ['dns_i', '1e-5x', '“1e-5x” is not a number. Write a health-check interval such as 5.'],
    ['drain', '90000', 'A draining time must be at most 86400 s.'],
    ['ttl', '2147483648', 'A TTL must be at most 2147483647 s.'],
    ['stale_max', '604801', 'A holding time must be at most 604800 s.'],
    ['lag', '86401', 'A replication lag must be at most 86400 s.'],
    ['writes', '1000000001', 'A write rate must be at most 1000000000.'],
    ['failovers', '10001', 'A number of failovers per year must be at most 10000.'],
  ] as const)('%s = %j → %s', (key, text, message) => {
    expect(error(key, text)).toBe(message);
  });

  it('accepts the maxima themselves', () => {
    for (const [key, text] of [
      ['az_i', '86400'],
      ['drain', '86400'],
      ['ttl', '2147483647'],
      ['stale_max', '604800'],
      ['writes', '1000000000'],
      ['failovers', '10000'],
    ] as const) {
      expect(parseFailoverField(key, text).ok).toBe(true);
    }
  });

  it('accepts zero where zero means something: no drain, TTL 0, no lag, no failovers', () => {
    for (const key of [
      'drain',
      'ttl',
      'stale',
      'stale_max',
      'lag',
      'writes',
      'failovers',
    ] as const) {
      expect(parseFailoverField(key, '0')).toEqual({ ok: true, value: 0 });
    }
  });
});

const staleError = (text: string) => {
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
    expect(staleError(text)).toBe(message);
  });

  it.each([
    // Only a whole "number %" is read as a percentage; anything around it is not a number.
    ['-5%', 'A share of clients cannot be negative.'],
    ['x2%', '“x2%” is not a number. Write a share of clients such as 0.02.'],
    ['2%x', '“2%x” is not a number. Write a share of clients such as 0.02.'],
    ['2% of them', '“2% of them” is not a number. Write a share of clients such as 0.02.'],
  ] as const)('%j → %s', (text, message) => {
    expect(staleError(text)).toBe(message);
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

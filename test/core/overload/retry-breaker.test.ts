import { describe, expect, it } from 'vitest';
import {
  createRetryBreaker,
  retryBreakerAllows,
  retryBreakerRecord,
} from '@/core/overload/retry-breaker';
import { repeat } from './helpers';

describe('the retry breaker, hand-worked', () => {
  it('retry breaker: retries while failures are at most 10% of the last 100 calls', () => {
    const b = createRetryBreaker(1);
    expect(retryBreakerAllows(b, 0)).toBe(true); // no calls yet
    retryBreakerRecord(b, 0, false);
    expect(retryBreakerAllows(b, 0)).toBe(false); // 1 of 1
    repeat(9, () => retryBreakerRecord(b, 0, true));
    expect(retryBreakerAllows(b, 0)).toBe(true); // 1 of 10: exactly 10%
    repeat(80, () => retryBreakerRecord(b, 0, true));
    repeat(9, () => retryBreakerRecord(b, 0, false));
    expect([b.calls[0], b.failures[0]]).toEqual([99, 10]);
    expect(retryBreakerAllows(b, 0)).toBe(false); // 10 of 99
    retryBreakerRecord(b, 0, true);
    expect(retryBreakerAllows(b, 0)).toBe(true); // 10 of 100
    retryBreakerRecord(b, 0, false); // evicts the first failure: still 10 of 100
    expect(retryBreakerAllows(b, 0)).toBe(true);
    retryBreakerRecord(b, 0, false); // evicts a success: 11 of 100
    expect(retryBreakerAllows(b, 0)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  breakerPermits,
  breakerRecord,
  CLOSED,
  createCircuitBreaker,
  HALF_OPEN,
  OPEN,
} from '@/core/overload/circuit-breaker';
import { repeat } from './helpers';

describe('the Resilience4j circuit breaker, hand-worked', () => {
  it('Resilience4j breaker: waits for 100 calls, opens at 50% failures', () => {
    const b = createCircuitBreaker(1);
    repeat(99, () => breakerRecord(b, 0, 1, false));
    expect(b.state[0]).toBe(CLOSED); // 99 calls: below minimumNumberOfCalls
    breakerRecord(b, 0, 2, false);
    expect(b.state[0]).toBe(OPEN);
    expect(b.openUntil[0]).toBe(62);

    const half = createCircuitBreaker(1);
    repeat(51, () => breakerRecord(half, 0, 0, true));
    repeat(49, () => breakerRecord(half, 0, 0, false));
    expect(half.state[0]).toBe(CLOSED); // 49%
    breakerRecord(half, 0, 0, false); // evicts a success: 50 of 100
    expect(half.state[0]).toBe(OPEN);
  });

  it('Resilience4j breaker: rejects while open, then lets 10 trial calls through', () => {
    const b = createCircuitBreaker(1);
    repeat(100, () => breakerRecord(b, 0, 5, false));
    expect(breakerPermits(b, 0, 6)).toBe(false);
    expect(breakerPermits(b, 0, 65)).toBe(false); // not after 65 yet
    expect(breakerPermits(b, 0, 65.001)).toBe(true);
    expect(b.state[0]).toBe(HALF_OPEN);
    repeat(9, () => expect(breakerPermits(b, 0, 66)).toBe(true));
    expect(breakerPermits(b, 0, 66)).toBe(false); // an eleventh call while the ten run
    repeat(5, () => breakerRecord(b, 0, 67, true));
    repeat(4, () => breakerRecord(b, 0, 67, false));
    expect(b.state[0]).toBe(HALF_OPEN);
    breakerRecord(b, 0, 68, false); // 5 of 10 failed: 50% opens it again
    expect(b.state[0]).toBe(OPEN);
    expect(b.openUntil[0]).toBe(128);

    expect(breakerPermits(b, 0, 129)).toBe(true);
    repeat(6, () => breakerRecord(b, 0, 130, true));
    repeat(4, () => breakerRecord(b, 0, 130, false)); // 40%: closes, with a new window
    expect(b.state[0]).toBe(CLOSED);
    expect(b.window.calls[0]).toBe(0);
    expect(breakerPermits(b, 0, 131)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { AWS_QUOTA, awsAcquire, awsRelease, createAwsQuota } from '@/core/overload/aws-quota';
import {
  breakerPermits,
  breakerRecord,
  CLOSED,
  createCircuitBreaker,
  HALF_OPEN,
  OPEN,
} from '@/core/overload/circuit-breaker';
import {
  createFinagleBudget,
  finagleBalance,
  finagleDeposit,
  finagleTryWithdraw,
} from '@/core/overload/finagle-budget';
import {
  createGrpcThrottle,
  grpcAllowsRetry,
  grpcRecord,
  grpcTokens,
} from '@/core/overload/grpc-throttle';
import { createOutcomeWindow, recordOutcome } from '@/core/overload/outcome-window';
import {
  createRetryBreaker,
  retryBreakerAllows,
  retryBreakerRecord,
} from '@/core/overload/retry-breaker';

const repeat = (n: number, f: () => void) => {
  for (let i = 0; i < n; i++) f();
};

describe('gRPC retry throttling (gRFC A6), hand-worked', () => {
  it('allows no retry after 5 failures from 10 tokens: 10 − 5 = 5, not > 5', () => {
    const t = createGrpcThrottle(1, 10, 0.1);
    repeat(4, () => grpcRecord(t, 0, false));
    expect(grpcTokens(t, 0)).toBe(6);
    expect(grpcAllowsRetry(t, 0)).toBe(true);
    grpcRecord(t, 0, false);
    expect(grpcTokens(t, 0)).toBe(5);
    expect(grpcAllowsRetry(t, 0)).toBe(false);
  });

  it('regains exactly one token per ten successes at 0.1, never above the maximum', () => {
    const t = createGrpcThrottle(1, 10, 0.1);
    repeat(5, () => grpcRecord(t, 0, false));
    grpcRecord(t, 0, true);
    expect(grpcTokens(t, 0)).toBe(5.1);
    expect(grpcAllowsRetry(t, 0)).toBe(true); // 5.1 > 5
    repeat(9, () => grpcRecord(t, 0, true));
    expect(grpcTokens(t, 0)).toBe(6);
    repeat(100, () => grpcRecord(t, 0, true));
    expect(grpcTokens(t, 0)).toBe(10);
  });

  it('stays at 0 after many failures, and keeps clients apart', () => {
    const t = createGrpcThrottle(2, 10, 0.1);
    repeat(30, () => grpcRecord(t, 0, false));
    expect(grpcTokens(t, 0)).toBe(0);
    expect(grpcTokens(t, 1)).toBe(10);
    // Back over the threshold takes 51 successes: 0 + 51 × 0.1 = 5.1.
    repeat(50, () => grpcRecord(t, 0, true));
    expect(grpcAllowsRetry(t, 0)).toBe(false);
    grpcRecord(t, 0, true);
    expect(grpcAllowsRetry(t, 0)).toBe(true);
  });

  it('compares with an odd maximum exactly: 3 tokens, threshold 1.5', () => {
    const t = createGrpcThrottle(1, 3, 0.5);
    grpcRecord(t, 0, false); // 2 > 1.5
    expect(grpcAllowsRetry(t, 0)).toBe(true);
    grpcRecord(t, 0, false); // 1
    expect(grpcAllowsRetry(t, 0)).toBe(false);
    grpcRecord(t, 0, true); // 1.5, not > 1.5
    expect(grpcAllowsRetry(t, 0)).toBe(false);
  });
});

describe('AWS standard retry quota (botocore), hand-worked', () => {
  it('is empty after 100 failed retries: 500 − 100 × 5 = 0', () => {
    const q = createAwsQuota(1);
    repeat(99, () => expect(awsAcquire(q, 0, false)).toBe(5));
    expect(q.available[0]).toBe(5);
    expect(awsAcquire(q, 0, false)).toBe(5);
    expect(q.available[0]).toBe(0);
    expect(awsAcquire(q, 0, false)).toBe(0);
    expect(q.available[0]).toBe(0);
  });

  it('charges 10 after a timeout and refuses a cost above what is left', () => {
    const q = createAwsQuota(1);
    repeat(49, () => awsAcquire(q, 0, true));
    expect(q.available[0]).toBe(10);
    repeat(1, () => awsAcquire(q, 0, false));
    expect(q.available[0]).toBe(5);
    expect(awsAcquire(q, 0, true)).toBe(0); // 10 > 5
    expect(awsAcquire(q, 0, false)).toBe(5);
  });

  it('adds 1 for a success without retry and refunds a successful retry its cost, up to 500', () => {
    const q = createAwsQuota(1);
    awsRelease(q, 0, 0);
    expect(q.available[0]).toBe(AWS_QUOTA.capacity); // already full: truncated
    const cost = awsAcquire(q, 0, true);
    awsAcquire(q, 0, false);
    expect(q.available[0]).toBe(485);
    awsRelease(q, 0, 5); // the last retry took 5: that is what comes back
    expect(q.available[0]).toBe(490);
    awsRelease(q, 0, 0);
    expect(q.available[0]).toBe(491);
    awsRelease(q, 0, cost);
    expect(q.available[0]).toBe(500);
    awsRelease(q, 0, 10);
    expect(q.available[0]).toBe(500);
  });
});

describe('Finagle RetryBudget (TokenRetryBudget over a WindowedAdder), hand-worked', () => {
  it('turns the defaults into Finagle’s integers', () => {
    const b = createFinagleBudget(1, 10, 10, 0.2);
    expect([b.deposit, b.withdrawal, b.reserve, b.window, b.kept, b.empty]).toEqual([
      1000,
      5000,
      500_000,
      1000,
      9,
      false,
    ]);
    // The reserve alone: 10 retries per second for 10 s.
    expect(finagleBalance(b, 0, 0)).toBe(100);
  });

  it('spends the reserve, then one retry per five requests', () => {
    const b = createFinagleBudget(1, 10, 10, 0.2);
    repeat(100, () => expect(finagleTryWithdraw(b, 0, 0)).toBe(true));
    expect(finagleTryWithdraw(b, 0, 0)).toBe(false);
    repeat(4, () => finagleDeposit(b, 0, 10));
    expect(finagleTryWithdraw(b, 0, 20)).toBe(false); // 4000 < 5000
    finagleDeposit(b, 0, 30);
    expect(finagleTryWithdraw(b, 0, 40)).toBe(true); // 5000 ≥ 5000
    expect(finagleBalance(b, 0, 50)).toBe(0);
  });

  it('forgets a slice 10 s after it began when busy, up to a slice later when idle', () => {
    const busy = createFinagleBudget(1, 10, 10, 0.2);
    repeat(100, () => finagleTryWithdraw(busy, 0, 0));
    // A read each second closes a slice each second: the slice begun at 0 is the current one,
    // then one of the 9 kept, and is written over at 10 s.
    for (let s = 1; s <= 9; s++) expect(finagleBalance(busy, 0, s * 1000)).toBe(0);
    expect(finagleBalance(busy, 0, 10_000)).toBe(100);

    const idle = createFinagleBudget(1, 10, 10, 0.2);
    repeat(100, () => finagleTryWithdraw(idle, 0, 0));
    // One read at 9.999 s closes slice 0 into buf[0], zeroes the 8 skipped slices and starts a
    // new slice there (old = 9999), so buf[0] is written over only a whole slice later.
    expect(finagleBalance(idle, 0, 9999)).toBe(0);
    expect(finagleBalance(idle, 0, 10_998)).toBe(0);
    expect(finagleBalance(idle, 0, 10_999)).toBe(100);
  });

  it('lets deposits expire too: requests made 10 s ago fund nothing', () => {
    const b = createFinagleBudget(1, 10, 0, 0.2);
    expect(b.reserve).toBe(0);
    repeat(50, () => finagleDeposit(b, 0, 0));
    expect(finagleBalance(b, 0, 500)).toBe(10);
    expect(finagleBalance(b, 0, 20_000)).toBe(0);
  });

  it('is empty with no percentage and no reserve; with no percentage, withdrawals cost 1', () => {
    const empty = createFinagleBudget(1, 10, 0, 0);
    expect(empty.empty).toBe(true);
    expect(finagleTryWithdraw(empty, 0, 0)).toBe(false);
    const reserveOnly = createFinagleBudget(1, 5, 2, 0);
    expect([reserveOnly.deposit, reserveOnly.withdrawal, reserveOnly.reserve]).toEqual([0, 1, 10]);
    repeat(10, () => expect(finagleTryWithdraw(reserveOnly, 0, 0)).toBe(true));
    expect(finagleTryWithdraw(reserveOnly, 0, 0)).toBe(false);
  });
});

describe('breakers, hand-worked', () => {
  it('keeps the last N outcomes, evicting the oldest', () => {
    const w = createOutcomeWindow(1, 3);
    recordOutcome(w, 0, false);
    recordOutcome(w, 0, true);
    recordOutcome(w, 0, true);
    expect([w.calls[0], w.failures[0]]).toEqual([3, 1]);
    recordOutcome(w, 0, true); // the failure leaves
    expect([w.calls[0], w.failures[0]]).toEqual([3, 0]);
  });

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

import { describe, expect, it } from 'vitest';
import {
  createFinagleBudget,
  finagleBalance,
  finagleDeposit,
  finagleTryWithdraw,
} from '@/core/overload/finagle-budget';
import { repeat } from './helpers';

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

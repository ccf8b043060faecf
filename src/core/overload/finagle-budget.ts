/**
 * Finagle's RetryBudget, per client, with its arithmetic reproduced (twitter/finagle
 * `RetryBudget.apply(ttl, minRetriesPerSec, percentCanRetry)` → `TokenRetryBudget` over
 * twitter/util `TokenBucket.newLeakyBucket(ttl, reserve)`, which is a `WindowedAdder(ttl, 10
 * slices)` plus a constant reserve):
 *
 * - ScaleFactor 1000: a request deposits 1000, a retry withdraws ⌊1000 / percentCanRetry⌋
 *   (percentCanRetry = 0: deposits 0, withdrawals 1; both 0: the budget is empty, no retry ever);
 * - reserve = minRetriesPerSec × ⌊ttl in s⌋ × withdrawal;
 * - a withdrawal succeeds when (windowed sum + reserve) ≥ withdrawal, and then adds −withdrawal to
 *   the window: withdrawals expire like deposits, which is how the reserve refills;
 * - the window keeps the current slice plus 9 finished ones, each ⌊ttl / 10⌋ ms long; a slice ends
 *   at the first read or write at least one slice length after the previous slice ended (`old`),
 *   and slices skipped entirely are zeroed, exactly as `WindowedAdder.expired()` does. A deposit
 *   or withdrawal therefore counts until its slice is written over: ttl after the slice began
 *   when the client is busy every slice, up to one slice more otherwise ("approximately ttl").
 *
 * Time is Finagle's: whole milliseconds (⌊t · 1000⌋ of the simulated time). Simplification:
 * minRetriesPerSec may be a decimal here (Finagle takes an Int); the reserve is then rounded down.
 */
export const FINAGLE = { scaleFactor: 1000, slices: 10 } as const;

export interface FinagleBudget {
  /** Added per request; 0 when percentCanRetry is 0. */
  readonly deposit: number;
  /** Taken per retry. */
  readonly withdrawal: number;
  readonly reserve: number;
  /** One slice, ms. */
  readonly window: number;
  /** Finished slices kept (slices − 1). */
  readonly kept: number;
  /** minRetriesPerSec and percentCanRetry both 0: never a retry. */
  readonly empty: boolean;
  /** Finished slices, `kept` per client. */
  readonly buf: Float64Array;
  /** Their sum per client (kept up to date, so a read does not add them up). */
  readonly bufSum: Float64Array;
  /** The current slice per client. */
  readonly writer: Float64Array;
  /** Where the current slice will be written, per client. */
  readonly index: Int32Array;
  /** When the current slice started, ms, per client. */
  readonly old: Float64Array;
}

/** Every client's budget at time 0, empty but for the reserve. */
export function createFinagleBudget(
  clients: number,
  ttlSeconds: number,
  minRetriesPerSec: number,
  percentCanRetry: number,
): FinagleBudget {
  const ttlMs = Math.round(ttlSeconds * 1000);
  const deposit = percentCanRetry === 0 ? 0 : FINAGLE.scaleFactor;
  const withdrawal = percentCanRetry === 0 ? 1 : Math.trunc(FINAGLE.scaleFactor / percentCanRetry);
  const kept = FINAGLE.slices - 1;
  return {
    deposit,
    withdrawal,
    reserve: Math.floor(minRetriesPerSec * Math.trunc(ttlMs / 1000) * withdrawal),
    window: Math.trunc(ttlMs / FINAGLE.slices),
    kept,
    empty: minRetriesPerSec === 0 && percentCanRetry === 0,
    buf: new Float64Array(clients * kept),
    bufSum: new Float64Array(clients),
    writer: new Float64Array(clients),
    index: new Int32Array(clients),
    old: new Float64Array(clients),
  };
}

/** `WindowedAdder.expired()`: closes the current slice, zeroing the slices skipped since. */
function expire(b: FinagleBudget, c: number, now: number): void {
  const n = b.kept;
  const base = c * n;
  let i = b.index[c]!;
  let sum = b.bufSum[c]! - b.buf[base + i]! + b.writer[c]!;
  b.buf[base + i] = b.writer[c]!;
  b.writer[c] = 0;
  i = (i + 1) % n;
  const skip = Math.min(Math.trunc((now - b.old[c]!) / b.window) - 1, n);
  for (let s = 0; s < skip; s++) {
    const j = base + ((i + s) % n);
    sum -= b.buf[j]!;
    b.buf[j] = 0;
  }
  if (skip > 0) i = (i + skip) % n;
  b.index[c] = i;
  b.bufSum[c] = sum;
  b.old[c] = now;
}

/** The windowed sum at `now` (ms), closing slices as needed. */
function windowSum(b: FinagleBudget, c: number, now: number): number {
  if (now - b.old[c]! >= b.window) expire(b, c, now);
  return b.bufSum[c]! + b.writer[c]!;
}

function add(b: FinagleBudget, c: number, now: number, x: number): void {
  if (now - b.old[c]! >= b.window) expire(b, c, now);
  b.writer[c] = b.writer[c]! + x;
}

/** A request of client c at `nowMs` (whole ms): RetryBudget.deposit(). */
export function finagleDeposit(b: FinagleBudget, c: number, nowMs: number): void {
  if (!b.empty) add(b, c, nowMs, b.deposit);
}

/** RetryBudget.tryWithdraw(): true (and the withdrawal made) when the balance allows a retry. */
export function finagleTryWithdraw(b: FinagleBudget, c: number, nowMs: number): boolean {
  if (b.empty) return false;
  if (windowSum(b, c, nowMs) + b.reserve < b.withdrawal) return false;
  add(b, c, nowMs, -b.withdrawal);
  return true;
}

/** RetryBudget.balance: the retries client c could make now, (sum + reserve) / withdrawal truncated (Long division). */
export function finagleBalance(b: FinagleBudget, c: number, nowMs: number): number {
  if (b.empty) return 0;
  return Math.trunc((windowSum(b, c, nowMs) + b.reserve) / b.withdrawal);
}
